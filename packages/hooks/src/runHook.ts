import type { OpenProjectOptions, ProjectSession } from '@cairn/session';
import { HOSTS, type HostName } from './hookEvent.js';

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
  /**
   * The pid of the process that started the hook (Claude Code, or the shell it runs the hook
   * command through), whose ancestors' command lines are read for `--add-dir` (hostProcess.ts).
   * Default: this process's parent; `cairn daemon` passes its client's.
   */
  hostPid?: number;
  /**
   * A project session lent instead of one opened and closed for this event (issue #20: `cairn
   * daemon`'s resident session of the project and agent session). Given the very options the event
   * would open its own with; `done(failed)` is called once when the event is handled (`failed`: it
   * ended in an error, and the lender closes that session rather than keep it). The event's
   * handling, answer, time budget and errors are the same either way. Default: open one.
   */
  lendSession?: (options: OpenProjectOptions) => Promise<{ session: ProjectSession; done: (failed: boolean) => Promise<void> }>;
}

/** Most bytes read from stdin (a 20 MB tool response fits; anything larger is refused whole). */
export const MAX_EVENT_BYTES = 64 << 20;

/**
 * The hook's own time budget in ms: well inside the host's timeout (`setup` writes 30 s), so a
 * slow disk or a held lock ends the hook, with one stderr line, before the host kills it.
 */
export const HOOK_BUDGET_MS = 20_000;

/** Events of a tool call: handled by `toolPath.ts`, which loads no project session and no memory store. */
const TOOL_EVENTS: Readonly<Record<HostName, readonly string[]>> = {
  'claude-code': ['PreToolUse', 'PostToolUse', 'PostToolUseFailure'],
  copilot: ['preToolUse', 'postToolUse'],
};

/**
 * The events whose name the code cache's kind of run carries (scripts/lib/code-cache-runtime.mjs
 * `RUN_KIND`): one cache file holds a tool call's path, and a PreToolUse and a PostToolUse run
 * different code of it, so each names its kind and the cache holds both (issue #20: it held the
 * first event's code only, and the other compiled its own on every call). Only these names: an
 * event's name is the host's text, and a cache covers at most 16 kinds.
 */
const CACHE_KINDS: ReadonlySet<string> = new Set([
  ...TOOL_EVENTS['claude-code'],
  ...TOOL_EVENTS.copilot,
  'SessionStart',
  'UserPromptSubmit',
  'Stop',
  'SubagentStop',
  'SessionEnd',
  'sessionStart',
  'userPromptSubmitted',
  'sessionEnd',
]);

/** One fixed line on stderr (this module prints no text it was given: nothing here needs redaction). */
const fixed = (io: HookInvocation, message: string): void => {
  io.stderr.write(`cairn hook: ${message}\n`);
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

/**
 * `cairn hook`: one host event on stdin, the host's answer on stdout. Never throws and never
 * fails the agent (DESIGN.md §10): every failure — malformed event, missing or locked store, an
 * oversized payload, a full disk, the time budget — ends with one line on stderr and nothing
 * on stdout; the caller exits 0. Memory not enabled for the project: no output at all, but for
 * PreToolUse of a Bash call naming a person's act, answered `ask` (personActCommand.ts).
 *
 * This module only reads and parses the event, then loads the code of its kind (the host-hooks
 * issue's speed target: a hook runs on every tool call): `toolPath.ts` for a tool call's events,
 * `fullPath.ts` (the project session, the memory store, core's write path) for the others.
 * `pnpm build` bundles each of the three on its own (bundle.mjs).
 */
export async function runHook(io: HookInvocation): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<'timeout'>((done) => {
    timer = setTimeout(() => done('timeout'), HOOK_BUDGET_MS);
    timer.unref?.();
  });
  try {
    const outcome = await Promise.race([work(io), budget]);
    if (outcome === 'timeout') fixed(io, `gave up after ${HOOK_BUDGET_MS / 1000} s; nothing more was recorded for this event`);
  } catch (error) {
    // The paths catch and report their own failures; what reaches here is this module's own.
    // A malformed event is said as the paths say one ("ignored a malformed event: …"), one prefix for both (tenth walk, item 8).
    fixed(io, error instanceof HookInputError ? error.message : 'nothing recorded: the hook could not load (reinstall Cairn)');
  } finally {
    clearTimeout(timer);
  }
}

/** A refusal of this module's own, worded here (never echoes the input). */
class HookInputError extends Error {}

async function work(io: HookInvocation): Promise<void> {
  const host = (io.host ?? 'claude-code') as HostName;
  if (!HOSTS.includes(host)) throw new HookInputError(`ignored a malformed event: unknown --host (known: ${HOSTS.join(', ')})`);
  const raw = await readAll(io.stdin);
  if (raw === undefined) throw new HookInputError(`ignored a malformed event: the event is larger than ${MAX_EVENT_BYTES >> 20} MB`);
  // Nothing on stdin is said as such, not as "not JSON" (walk h48 item 11).
  if (raw.trim() === '') throw new HookInputError('ignored a malformed event: stdin is empty (a host sends the event as JSON)');
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    throw new HookInputError('ignored a malformed event: stdin is not JSON');
  }
  const name = host === 'copilot' ? io.event : (payload as { hook_event_name?: unknown } | null)?.hook_event_name;
  if (typeof name === 'string' && CACHE_KINDS.has(name)) (globalThis as Record<symbol, unknown>)[Symbol.for('cairn.codeCache.runKind')] = name;
  const path = typeof name === 'string' && TOOL_EVENTS[host].includes(name) ? await import('./toolPath.js') : await import('./fullPath.js');
  await path.run(io, host, payload);
}
