/**
 * One host event, translated into the hook adapter's own terms (translation only: what the host
 * said, nothing decided). Built by `claudeCode/event.ts` and `copilot/event.ts` from payloads
 * documented by each host (see test/fixtures/SOURCES.md for the pages and dates).
 */
export type HookEvent =
  | (Common & { kind: 'session-start'; source: string })
  | (Common & {
      kind: 'prompt';
      prompt: string;
      /**
       * Whether the host's payload shows a person typed the prompt, by a field the host documents
       * for it (core's `SubmittedPrompt`); false for every host Cairn supports today (see each
       * adapter), so no prompt counts as the person's words.
       */
      typed: boolean;
    })
  | (Common & { kind: 'pre-tool'; tool: string; call?: string; input: unknown })
  | (Common & { kind: 'post-tool'; tool: string; call?: string; input: unknown; output: unknown; failed: boolean; interrupted: boolean })
  | (Common & { kind: 'stop'; lastMessage?: string })
  | (Common & { kind: 'session-end'; reason: string })
  | (Common & { kind: 'other'; name: string });

/** What every event carries. */
export interface Common {
  /** The host (`claude-code`, `copilot`). */
  host: HostName;
  /** The host's session id as it sent it (checked before use as a name). */
  session: string;
  /** The working directory the host reported. */
  cwd: string;
  /** The host's transcript file, when it has one. */
  transcript?: string;
  /**
   * The subagent the event came from (Claude Code's `agent_id`: "present only when the hook fires
   * inside a subagent call", code.claude.com/docs/en/hooks, read through the search tool 2026-12-07;
   * test/fixtures/SOURCES.md), folded to `[A-Za-z0-9_-]`, at most 100. Absent: the main thread.
   */
  agent?: string;
}

/** Hosts `cairn hook` understands. */
export const HOSTS = ['claude-code', 'copilot'] as const;
export type HostName = (typeof HOSTS)[number];

/** A payload that is not a host event: one line on stderr, exit 0. */
export class MalformedEvent extends Error {}

/** A JSON object (not null, not an array), as zod's `z.object` takes one. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A string of `min` to `max` UTF-16 code units (zod's `z.string().min(min).max(max)` counts the same
 * `length`). Part of the adapters' shape checks of the host's common fields (issue #20): a fast path
 * in front of each host's zod schema, which decides every payload a check declines.
 */
export function isTextWithin(value: unknown, min: number, max: number): value is string {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

/** One field the host's schema refused, as zod reports it (only what {@link fieldProblems} reads). */
interface FieldIssue {
  path: readonly PropertyKey[];
  code: string;
}

/**
 * The fields a payload lacks or gets wrong, in a person's words: "missing session_id and cwd",
 * "cwd is not text" — not the validation library's messages (issue #14, the tenth walk, item 8:
 * "session_id: Invalid input: expected string, received undefined"). Never quotes a value.
 *
 * @param issues - zod's issues for the host's common fields (top-level fields only)
 * @param payload - the parsed payload, to tell a missing field from one of the wrong type
 */
export function fieldProblems(issues: readonly FieldIssue[], payload: unknown): string {
  const name = (i: FieldIssue): string => i.path.map(String).join('.') || 'the payload';
  const absent = (i: FieldIssue): boolean =>
    i.code === 'invalid_type' &&
    i.path.length === 1 &&
    (typeof payload !== 'object' || payload === null || (payload as Record<string, unknown>)[String(i.path[0])] === undefined);
  const missing = issues.filter(absent).map(name);
  const wrong = issues.filter((i) => !absent(i));
  const words = (list: string[]): string => (list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`);
  const said = [
    ...(missing.length > 0 ? [`missing ${words(missing)}`] : []),
    ...wrong.map((i) =>
      i.code === 'invalid_type'
        ? `${name(i)} is not ${i.path.length === 0 ? 'a JSON object' : 'text'}`
        : i.code === 'too_big'
          ? `${name(i)} is too long`
          : `${name(i)} is empty`,
    ),
  ];
  return said.join('; ');
}

/**
 * The events `cairn hook` acts on, per host, as each host names them (claudeCode/event.ts,
 * copilot/event.ts). Any other event is answered with nothing, exit 0, and one line on stderr
 * naming it and these (docs/hosts.md, "Trying a hook by hand").
 */
export const KNOWN_EVENTS: Readonly<Record<HostName, readonly string[]>> = {
  'claude-code': ['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'Stop', 'SubagentStop', 'SessionEnd'],
  copilot: ['sessionStart', 'userPromptSubmitted', 'preToolUse', 'postToolUse', 'sessionEnd'],
};
