import { homedir } from 'node:os';
import {
  DEFAULT_DIGEST_BUDGET,
  noPersonProof,
  OBSERVATION_CAP,
  OBSERVATION_RETENTION_DAYS,
  observationHasher,
  openObservations,
  openProject,
  redactSecrets,
  resolveLocation,
} from '@cairn/session';
import { claudeCodeAnswer, claudeCodeEvent } from './claudeCode/event.js';
import { copilotEvent } from './copilot/event.js';
import { handleEvent, storedSessionId } from './handle.js';
import { HOSTS, type HookEvent, type HostName, MalformedEvent } from './hookEvent.js';
import { claudePaths, outsideSandbox, readClaudeLayers, readHookConfig, sandboxTools } from './hostSettings.js';

/** What `cairn hook` is given besides stdin. */
export interface HookInvocation {
  /** `--host` (default `claude-code`). */
  host?: string;
  /** `--event`: the event's name, for hosts whose payload does not carry it (Copilot). */
  event?: string;
  /** `--home` and `--project`, as for every command. */
  home?: string;
  project?: string;
  env: Readonly<Record<string, string | undefined>>;
  stdin: AsyncIterable<Buffer | string>;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** The user's home folder (default os.homedir). */
  userHome?: string;
}

/** Most bytes read from stdin (a 20 MB tool response fits; anything larger is refused whole). */
export const MAX_EVENT_BYTES = 64 << 20;

/**
 * The hook's own time budget in ms: well inside the host's timeout (`setup` writes 30 s), so a
 * slow disk or a held lock ends the hook, with one stderr line, before the host kills it.
 */
export const HOOK_BUDGET_MS = 20_000;

const line = (io: HookInvocation, message: string): void => {
  io.stderr.write(
    `cairn hook: ${redactSecrets(message)
      .text.replace(/[\r\n]+/gu, ' ')
      .slice(0, 500)}\n`,
  );
};

async function readAll(stdin: AsyncIterable<Buffer | string>): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += b.length;
    if (size > MAX_EVENT_BYTES) return undefined;
    chunks.push(b);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function translate(host: HostName, eventName: string | undefined, payload: unknown): HookEvent {
  if (host === 'copilot') {
    if (!eventName) throw new MalformedEvent('--event is required for --host copilot (the payload does not name its event)');
    return copilotEvent(eventName, payload);
  }
  return claudeCodeEvent(payload);
}

/**
 * `cairn hook`: one host event on stdin, the host's answer on stdout. Never throws and never
 * fails the agent (DESIGN.md §10): every failure — malformed event, missing or locked store, an
 * oversized payload, a full disk, the time budget — ends with one line on stderr and nothing
 * on stdout; the caller exits 0. Memory not enabled for the project: no output at all.
 */
export async function runHook(io: HookInvocation): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<'timeout'>((done) => {
    timer = setTimeout(() => done('timeout'), HOOK_BUDGET_MS);
    timer.unref?.();
  });
  try {
    const outcome = await Promise.race([work(io), budget]);
    if (outcome === 'timeout') line(io, `gave up after ${HOOK_BUDGET_MS / 1000} s; nothing more was recorded for this event`);
  } catch (error) {
    line(
      io,
      error instanceof MalformedEvent ? `ignored a malformed event: ${error.message}` : `nothing recorded: ${(error as Error)?.message ?? String(error)}`,
    );
  } finally {
    clearTimeout(timer);
  }
}

async function work(io: HookInvocation): Promise<void> {
  const host = (io.host ?? 'claude-code') as HostName;
  if (!HOSTS.includes(host)) throw new MalformedEvent(`unknown host ${JSON.stringify(io.host).slice(0, 40)} (known: ${HOSTS.join(', ')})`);
  const raw = await readAll(io.stdin);
  if (raw === undefined) throw new MalformedEvent(`the event is larger than ${MAX_EVENT_BYTES >> 20} MB`);
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    throw new MalformedEvent('stdin is not JSON');
  }
  const event = translate(host, io.event, payload);
  const userHome = io.userHome ?? homedir();
  const input = { home: io.home, project: io.project, cwd: event.cwd, env: io.env, homedir: () => userHome };
  const location = await resolveLocation(input);
  const session = await openProject({
    ...input,
    channel: 'api',
    personProof: noPersonProof('a host hook'),
    session: storedSessionId(event.session),
    client: `${host} hook`,
  });
  try {
    if (!(await session.initialised())) return;
    const observations = openObservations(location, { lockTimeoutMs: 3_000, onWarning: (m) => line(io, m) });
    try {
      const config = await readHookConfig(location.home, {
        digestBudget: DEFAULT_DIGEST_BUDGET,
        hookRecall: false,
        mcpServers: {},
        observationDays: OBSERVATION_RETENTION_DAYS,
        observationCap: OBSERVATION_CAP,
      });
      const projectDir = io.env.CLAUDE_PROJECT_DIR && io.env.CLAUDE_PROJECT_DIR !== '' ? io.env.CLAUDE_PROJECT_DIR : event.cwd;
      const paths = claudePaths(projectDir, io.env, userHome);
      const context = await handleEvent(event, {
        location,
        session,
        observations,
        hash: await observationHasher(location.home),
        config,
        now: () => new Date(),
        env: io.env,
        settingsLayers: () => readClaudeLayers(paths),
        outsideSandbox: (layers) => outsideSandbox(paths, layers, projectDir),
        sandboxTools: () => sandboxTools(),
        userHome,
      });
      const answer = host === 'claude-code' ? claudeCodeAnswer(event, context) : undefined;
      if (answer !== undefined) io.stdout.write(`${answer}\n`);
    } finally {
      await observations.close();
    }
  } finally {
    await session.close();
  }
}
