/**
 * Attested provenance measured through the real adapters (the attested-provenance issue, #22):
 * each case is one Claude Code session. Its observations go through `runHook` — the code
 * `cairn hook` runs — into a fresh project (its `files` written into the project folder), then
 * the case's text is memorized as origin `agent` through the project session on the `mcp`
 * channel, tied to the hook's session the way the MCP server ties it (`CLAUDE_CODE_SESSION_ID`,
 * `registeredHostSession`). The origin the record ends with is compared with the expected one.
 *
 * Only aggregate figures leave this module: never a case's text or id (blind sets are measured,
 * never read).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { runHook } from '@cairn/hooks';
import {
  declareSandboxOnly,
  noPersonProof,
  openObservations,
  openProject,
  registeredHostSession,
  resolveLocation,
  sandboxOnlyDeclaration,
  setupPerson,
} from '@cairn/session';
import { initProject, OBSERVATION_KEY_FILE } from '@cairn/store-fs';

/** The origins a case may expect. */
export type AttestOrigin = 'user' | 'agent' | 'repo' | 'tool' | 'web' | 'external';

/** One observed host event, as Claude Code's hooks report it. */
export type AttestObservation =
  | { event: 'UserPromptSubmit'; prompt: string }
  | { event: 'PostToolUse'; tool_name: string; tool_input: Record<string, unknown>; tool_response: unknown };

/** One attestation case (the blind sets' shape; the committed corpus uses it too). */
export interface AttestationCase {
  id: string;
  expect: 'lowered' | 'untouched';
  expectedOrigin: AttestOrigin;
  shape: string;
  files?: Readonly<Record<string, string>>;
  observations: readonly AttestObservation[];
  memorize: { text: string; kind?: 'fact' | 'convention' | 'decision' | 'outcome' };
}

/** What the runner needs besides the cases. */
export interface AttestationSetup {
  /** The project root written in the cases' absolute paths; replaced with the test project's folder. */
  projectRoot: string;
  /** MCP servers a person mapped as mail/issues/chat (the home's config `mcpServers`). */
  mcpKinds: Readonly<Record<string, 'mail' | 'issues' | 'chat'>>;
  /**
   * Shapes whose session is recorded protected and interactive (a person typing into a host that
   * keeps the agent out of the home): the person's-words exemption is only theirs.
   */
  protectedShapes: readonly string[];
}

/** Figures of one group of cases. */
export interface AttestationFigure {
  total: number;
  /** Hostile: ended with exactly the expected origin. Benign: ended with the claimed `agent`. */
  right: number;
  /** Hostile: ended below `agent` at all (any untrusted origin). */
  lowered: number;
  /** Cases the runner could not measure (an exception). */
  errors: number;
}

/** Figures per expectation and per shape. */
export interface AttestationMeasurement {
  hostile: AttestationFigure;
  benign: AttestationFigure;
  shapes: Map<string, AttestationFigure & { expect: 'lowered' | 'untouched' }>;
  /** First few error messages, with no case text (codes and messages of Cairn's own errors). */
  errorMessages: string[];
}

const figure = (): AttestationFigure => ({ total: 0, right: 0, lowered: 0, errors: 0 });

/** Replaces the cases' project root in every string of `value`. */
function substitute(value: unknown, from: string, to: string): unknown {
  if (typeof value === 'string') return value.split(from).join(to);
  if (Array.isArray(value)) return value.map((v) => substitute(v, from, to));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, from, to)]));
  return value;
}

async function hook(home: string, userHome: string, env: Record<string, string | undefined>, payload: unknown): Promise<void> {
  let err = '';
  await runHook({
    home,
    env,
    userHome,
    stdin: Readable.from([Buffer.from(JSON.stringify(payload))]),
    stdout: { write: () => true },
    stderr: {
      write: (t: string) => {
        err += t;
      },
    },
  });
  // A hook never fails the agent; for the runner a line on stderr means nothing was recorded.
  if (err !== '') throw new Error(`the hook recorded nothing: ${err.slice(0, 200)}`);
}

/** The observation key the runner gives a case's run: 32 bytes (64 hex) of sha256 over a label and the case's id. */
export function runnerKey(caseId: string): string {
  return createHash('sha256').update(`cairn attestation runner key\0${caseId}`).digest('hex');
}

/** Runs one case; returns the origin the memory ended with. */
async function runCase(
  c: AttestationCase,
  index: number,
  root: string,
  home: string,
  userHome: string,
  setup: AttestationSetup,
  declaration: string | undefined,
): Promise<string> {
  const project = join(root, `p${index}`);
  mkdirSync(project, { recursive: true });
  // The home's observation key, fixed per case (the runner's only; Cairn draws 32 random bytes):
  // winnowing keeps the smallest keyed hash of each window, so which shingles an observation or a
  // file keeps depends on the key, and a fresh random key per run moved the blind figures between
  // runs of unchanged code (attestation-3: 49–54/69 hostile lowered). Derived from the case's id,
  // so each case meets the same key at every run and a result is reproducible.
  writeFileSync(join(home, OBSERVATION_KEY_FILE), `${runnerKey(c.id)}\n`, { mode: 0o600 });
  for (const [rel, content] of Object.entries(c.files ?? {})) {
    const path = join(project, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  if (c.files && Object.keys(c.files).some((f) => f === '.gitignore' || f.endsWith('/.gitignore'))) {
    const git = spawnSync('git', ['init', '-q', project], { encoding: 'utf8' });
    if (git.status !== 0) throw new Error(`git init failed: ${git.stderr}`);
  }
  await initProject({ home, projectPath: project, actor: { channel: 'cli', interactive: false } });
  const sessionId = `attest-${index}`;
  const env = { PATH: process.env.PATH, CLAUDE_CODE_ENTRYPOINT: 'cli', CLAUDE_PROJECT_DIR: project };
  const common = { session_id: sessionId, cwd: project };
  await hook(home, userHome, env, { ...common, hook_event_name: 'SessionStart', source: 'startup' });
  const location = await resolveLocation({ home, cwd: project, env: {}, homedir: () => userHome });
  if (setup.protectedShapes.includes(c.shape) && declaration !== undefined) {
    // What SessionStart records for a host whose sandbox keeps the agent out of a home the person
    // declared sandbox-only: the record names the declaration, or no reader trusts it (issue #16).
    const observations = openObservations(location);
    try {
      await observations.updateSession(sessionId, (r) => (r ? { ...r, protected: true, interactive: true, reasons: [], sandboxOnly: declaration } : undefined));
    } finally {
      await observations.close();
    }
  }
  let call = 0;
  for (const raw of c.observations) {
    const o = substitute(raw, setup.projectRoot, project) as AttestObservation;
    if (o.event === 'UserPromptSubmit') await hook(home, userHome, env, { ...common, hook_event_name: 'UserPromptSubmit', prompt: o.prompt });
    else {
      const tool_use_id = `toolu_attest_${index}_${call++}`;
      await hook(home, userHome, env, { ...common, hook_event_name: 'PreToolUse', tool_name: o.tool_name, tool_input: o.tool_input, tool_use_id });
      await hook(home, userHome, env, {
        ...common,
        hook_event_name: 'PostToolUse',
        tool_name: o.tool_name,
        tool_input: o.tool_input,
        tool_response: o.tool_response,
        tool_use_id,
      });
    }
  }
  const session = await openProject({
    home,
    cwd: project,
    env: {},
    homedir: () => userHome,
    channel: 'mcp',
    personProof: noPersonProof('the attestation runner'),
    session: `mcp-attest-${index}`,
    hostSession: () => registeredHostSession(location, sessionId)(),
  });
  try {
    const outcome = await session.memorize({ text: c.memorize.text, origin: 'agent', ...(c.memorize.kind ? { kind: c.memorize.kind } : {}) });
    if (outcome.declined) throw new Error('the write was declined');
    return outcome.result.record.origin;
  } finally {
    await session.close();
  }
}

/**
 * Runs every case in its own project under one temporary home; returns aggregate figures only.
 * The home's config maps `setup.mcpKinds`.
 */
export async function measureAttestation(cases: readonly AttestationCase[], setup: AttestationSetup): Promise<AttestationMeasurement> {
  const root = mkdtempSync(join(tmpdir(), 'cairn-attest-'));
  const home = join(root, 'home');
  const userHome = join(root, 'user');
  mkdirSync(home, { recursive: true });
  mkdirSync(userHome, { recursive: true });
  writeFileSync(join(home, 'config.json'), `${JSON.stringify({ mcpServers: setup.mcpKinds }, null, 2)}\n`);
  // Protected sessions exist only in a home the person declared sandbox-only (DESIGN.md §10): the
  // person's key and signed declaration, as `cairn person setup --sandbox-only` makes them.
  let declaration: string | undefined;
  if (setup.protectedShapes.length > 0) {
    const passphrase = 'the attestation runner person';
    await setupPerson(home, passphrase);
    await declareSandboxOnly(home, passphrase, true);
    declaration = (await sandboxOnlyDeclaration(home))?.nonce;
    if (declaration === undefined) throw new Error("the home's sandbox-only declaration does not verify");
  }
  const m: AttestationMeasurement = { hostile: figure(), benign: figure(), shapes: new Map(), errorMessages: [] };
  try {
    for (const [i, c] of cases.entries()) {
      const group = c.expect === 'lowered' ? m.hostile : m.benign;
      // A shape may hold both expectations (a fact derived from a project file: repo, or untouched).
      const key = `${c.shape} (${c.expect === 'lowered' ? 'hostile' : 'benign'})`;
      const shape = m.shapes.get(key) ?? { ...figure(), expect: c.expect };
      m.shapes.set(key, shape);
      group.total++;
      shape.total++;
      let origin: string;
      try {
        origin = await runCase(c, i, root, home, userHome, setup, declaration);
      } catch (error) {
        group.errors++;
        shape.errors++;
        if (m.errorMessages.length < 5) m.errorMessages.push(String((error as Error).message).slice(0, 200));
        continue;
      }
      const right = c.expect === 'lowered' ? origin === c.expectedOrigin : origin === 'agent';
      const lowered = origin !== 'agent' && origin !== 'user';
      if (right) {
        group.right++;
        shape.right++;
      }
      if (lowered) {
        group.lowered++;
        shape.lowered++;
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return m;
}

const pct = (n: number, d: number): string => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);

/** Printable lines: hostile lowered to the expected origin, benign untouched (and the false-taint rate), per shape. */
export function attestationLines(label: string, m: AttestationMeasurement): string[] {
  const lines = [
    `${label}: hostile lowered to the expected origin ${m.hostile.right}/${m.hostile.total} (${pct(m.hostile.right, m.hostile.total)}), lowered at all ${m.hostile.lowered}/${m.hostile.total}; benign untouched ${m.benign.right}/${m.benign.total}, false-taint ${m.benign.lowered}/${m.benign.total} (${pct(m.benign.lowered, m.benign.total)}); errors ${m.hostile.errors + m.benign.errors}`,
  ];
  for (const [shape, f] of [...m.shapes.entries()].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(
      f.expect === 'lowered'
        ? `  ${shape}: lowered to expected ${f.right}/${f.total}, lowered at all ${f.lowered}/${f.total}${f.errors ? `, errors ${f.errors}` : ''}`
        : `  ${shape}: untouched ${f.right}/${f.total}, tainted ${f.lowered}/${f.total}${f.errors ? `, errors ${f.errors}` : ''}`,
    );
  for (const e of m.errorMessages) lines.push(`  error: ${e}`);
  return lines;
}
