import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, expect, inject } from 'vitest';
// @ts-expect-error: a plain ES module shared with the demo and CI (scripts/lib), no types.
import { asPersonSync, PERSON_PASSPHRASE } from '../../../scripts/lib/as-person.mjs';
// @ts-expect-error: a plain ES module shared with the tests' globalSetups (scripts/lib), no types.
import { BUNDLE_BIN } from '../../../scripts/lib/bundle-build.mjs';
// @ts-expect-error: a plain ES module shared with the CLI's test harness (scripts/lib), no types.
import { reusedInit, slotRoot } from '../../../scripts/lib/reused-init.mjs';

/** The test person's passphrase (what they type on the terminal; scripts/lib/as-person.mjs). */
export const TEST_PASSPHRASE: string = PERSON_PASSPHRASE;

/**
 * The `cairn` the worlds run: the published bundle (packages/cairn-memory/dist/cairn.mjs, what
 * users install; esbuild bundles the hooks from their source), which starts in about half the
 * time of the tsc build. globalSetup.ts rebuilds it when a source is newer; turbo builds it
 * before this package's tests (turbo.json).
 */
export const BIN: string = BUNDLE_BIN;
/** The tsc-built CLI (packages/cli/dist/bin.js, its dependencies in packages/cli/node_modules), for a test about that install layout. */
export const TSC_BIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'cli', 'dist', 'bin.js');
export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A temporary Cairn home, user home (for the host's files) and git project, removed after the test. */
export interface World {
  root: string;
  home: string;
  userHome: string;
  project: string;
  /** The built `cairn` as a child process in the project, with this world's homes. */
  cairn(args: string[], options?: { input?: string | Buffer; env?: Record<string, string | undefined>; cwd?: string }): Run;
  /**
   * The built `cairn` run by the person (issue #16): on a pseudo-terminal, the test passphrase
   * typed at the passphrase prompt (scripts/lib/as-person.mjs; no back door). `stderr` is what
   * the terminal showed.
   */
  person(args: string[], options?: { env?: Record<string, string | undefined>; cwd?: string }): Run;
  /** `cairn hook` with one payload. */
  hook(payload: unknown, args?: string[], env?: Record<string, string | undefined>): Run;
  /** A fixture with its placeholders filled in. */
  fixture(host: 'claude-code' | 'copilot', name: string, overrides?: Record<string, unknown>): Record<string, unknown>;
  /** Every byte under the Cairn home, concatenated. */
  homeBytes(): Buffer;
  /** Every file under the Cairn home. */
  homeFiles(): string[];
}

const roots: string[] = [];
/** Worlds made since the current test began (their roots are numbered by it). */
let made = 0;
afterEach(() => {
  for (const dir of roots.splice(0)) rmSync(dir, { recursive: true, force: true });
  made = 0;
});

const walk = (dir: string): string[] => {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
};

/** Copies the test person's key (made by `cairn person setup` on a pseudo-terminal, globalSetup.ts) into `home`. */
export function givePersonKey(home: string): void {
  cpSync(join(inject('personTemplate'), 'person'), join(home, 'person'), { recursive: true });
}

/**
 * Makes a world, its `cairn` the bundle ({@link BIN}) unless `bin` names another; `init` enables memory for the project (a person's act, signed on a
 * pseudo-terminal the first time this worker makes a world at this root; a copy of the home that
 * init left there every later time, scripts/lib/reused-init.mjs).
 */
export function world(options: { init?: boolean; bin?: string } = {}): World {
  const bin = options.bin ?? BIN;
  // The n-th world of every test this worker runs has the same root, so one real init serves them (scripts/lib/reused-init.mjs).
  const root = slotRoot(inject('worldRuns'), `w${made++}`);
  roots.push(root);
  const home = join(root, 'cairn-home');
  const userHome = join(root, 'user');
  const project = join(root, 'project');
  mkdirSync(userHome, { recursive: true });
  mkdirSync(project, { recursive: true });
  spawnSync('git', ['init', '-q'], { cwd: project });
  writeFileSync(join(project, 'README.md'), '# Tide tables\n\nThe harbour office publishes tides daily.\n');
  writeFileSync(join(project, '.gitignore'), 'build/\n');
  const cairn: World['cairn'] = (args, o = {}) => {
    const r = spawnSync(process.execPath, [bin, ...args], {
      cwd: o.cwd ?? project,
      input: o.input ?? '',
      env: { PATH: process.env.PATH, HOME: userHome, CAIRN_HOME: home, NO_COLOR: '1', ...o.env },
      encoding: 'utf8',
      maxBuffer: 256 << 20,
      timeout: 60_000,
    });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const person: World['person'] = (args, o = {}) => {
    const env = Object.fromEntries(
      Object.entries({ PATH: process.env.PATH, HOME: userHome, CAIRN_HOME: home, NO_COLOR: '1', ...o.env }).filter(([, v]) => v !== undefined),
    );
    const r = asPersonSync({ bin, args, cwd: o.cwd ?? project, env, once: true }) as { code: number | null; stdout: string; terminal: string };
    return { code: r.code, stdout: r.stdout, stderr: r.terminal };
  };
  const w: World = {
    root,
    home,
    userHome,
    project,
    cairn,
    person,
    hook: (payload, args = [], env = {}) => cairn(['hook', ...args], { input: typeof payload === 'string' ? payload : JSON.stringify(payload), env }),
    fixture: (host, name, overrides = {}) => {
      const text = readFileSync(join(FIXTURES, host, `${name}.json`), 'utf8')
        .replaceAll('{{cwd}}', project)
        .replaceAll('{{transcriptDir}}', join(userHome, '.claude', 'projects', 'p'))
        .replaceAll('{{session}}', 'sess-1')
        .replaceAll('{{prompt}}', 'prompt-1');
      return { ...(JSON.parse(text) as Record<string, unknown>), ...overrides };
    },
    homeBytes: () => Buffer.concat(walk(home).map((f) => readFileSync(f))),
    homeFiles: () => walk(home),
  };
  if (options.init !== false) {
    mkdirSync(home, { recursive: true, mode: 0o700 });
    reusedInit(inject('worldRuns'), root, home, () => {
      givePersonKey(home);
      const r = person(['init']);
      if (r.code !== 0) throw new Error(`cairn init failed: ${r.stderr}`);
    });
  }
  return w;
}

/** A fake token assembled at run time (so secret scanners do not trip on the source). */
export const fakeGithubToken = (): string => ['gh', 'p_'].join('') + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';

/** A session as Claude Code starts it, then one tool call's PostToolUse piped into the built `cairn hook`. */
export function sessionThatRan(w: World, session: string, tool: string, input: Record<string, unknown>, response: unknown): void {
  expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: session })).code).toBe(0);
  const r = w.hook({
    ...w.fixture('claude-code', 'PostToolUse-Bash', { session_id: session }),
    tool_name: tool,
    tool_input: input,
    tool_response: response,
    tool_use_id: `toolu_${session}`,
  });
  expect(r.code).toBe(0);
  expect(r.stderr).toBe('');
}

/** The origin the CLI stored for the agent's memorize of `text` in `session`, claiming `agent`. */
export function memorizedOrigin(w: World, session: string, text: string): string {
  const r = w.cairn(['memorize', '--text', text, '--origin', 'agent', '--session', session, '--json']);
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { origin: string }).origin;
}

/**
 * A memorize (`text`, or the request's fields over `kind: fact`, `origin: agent`) over the built `cairn mcp`, driven by the MCP SDK's own client as
 * Claude Code starts it: `CLAUDE_CODE_SESSION_ID` in its environment when `sessionId` is given.
 */
export async function memorizeOverMcp<T = { id: string; origin: string; clamped: unknown[] }>(
  w: World,
  sessionId: string | undefined,
  request: string | Record<string, unknown>,
): Promise<T> {
  return (await memorizeAllOverMcp<T>(w, sessionId, [request]))[0] as T;
}

/**
 * A host session as Claude Code starts one, through the built `cairn hook`: its SessionStart, then
 * one UserPromptSubmit (`prompt`, else the fixture's), each exit 0 — piped in by the test as an
 * agent could (set-up shared by forgedSession and attack56channel).
 *
 * @param env - the hook's environment (`CLAUDE_CODE_ENTRYPOINT: cli` for an interactive session)
 */
export function hookSession(w: World, id: string, env: Record<string, string>, prompt?: string): void {
  expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: id }), [], env).code).toBe(0);
  expect(w.hook(w.fixture('claude-code', 'UserPromptSubmit', { session_id: id, ...(prompt !== undefined ? { prompt } : {}) }), [], env).code).toBe(0);
}

/**
 * The agent's memorize of `text` over `cairn mcp` in host session `sessionId`, citing a notes file
 * of that session's own (`notes-<id>.md`, holding `notes`): two sessions' sightings of one source
 * would be one piece of evidence, and a file repeating the text would attest it `repo` (issue #22).
 *
 * @returns the memory's id, origin and status as the server wrote them
 */
export async function memorizeCitingNotes(w: World, sessionId: string, text: string, notes: string): Promise<{ id: string; origin: string; status: string }> {
  const source = `notes-${sessionId}.md`;
  writeFileSync(join(w.project, source), `Notes of ${sessionId}: ${notes}\n`);
  return memorizeOverMcp<{ id: string; origin: string; status: string }>(w, sessionId, { text, source });
}

/** {@link memorizeOverMcp} of each request in turn, over one `cairn mcp` (one server process, as one host session has). */
export async function memorizeAllOverMcp<T = { id: string; origin: string; clamped: unknown[] }>(
  w: World,
  sessionId: string | undefined,
  requests: ReadonlyArray<string | Record<string, unknown>>,
): Promise<T[]> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, '--home', w.home, '--project', w.project, 'mcp'],
    env: { ...getDefaultEnvironment(), HOME: w.userHome, ...(sessionId !== undefined ? { CLAUDE_CODE_SESSION_ID: sessionId } : {}) },
    cwd: w.project,
    stderr: 'pipe',
  });
  const client = new Client({ name: 'claude-code', version: '2.1.332' }, { capabilities: {} });
  await client.connect(transport);
  const out: T[] = [];
  try {
    for (const request of requests) {
      const r = await client.callTool({
        name: 'memorize',
        arguments: { kind: 'fact', origin: 'agent', ...(typeof request === 'string' ? { text: request } : request) },
      });
      expect(r.isError ?? false, JSON.stringify(r.content)).toBe(false);
      out.push(r.structuredContent as T);
    }
    return out;
  } finally {
    await client.close();
  }
}
