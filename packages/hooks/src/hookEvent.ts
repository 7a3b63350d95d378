/**
 * One host event, translated into the hook adapter's own terms (translation only: what the host
 * said, nothing decided). Built by `claudeCode/event.ts` and `copilot/event.ts` from payloads
 * documented by each host (see test/fixtures/SOURCES.md for the pages and dates).
 */
export type HookEvent =
  | (Common & { kind: 'session-start'; source: string })
  | (Common & { kind: 'prompt'; prompt: string })
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
}

/** Hosts `cairn hook` understands. */
export const HOSTS = ['claude-code', 'copilot'] as const;
export type HostName = (typeof HOSTS)[number];

/** A payload that is not a host event: one line on stderr, exit 0. */
export class MalformedEvent extends Error {}
