import { createHash } from 'node:crypto';
import { lazySchema } from '@cairn/session';
import { z } from 'zod';
import { fieldProblems, type HookEvent, isJsonObject, isTextWithin, MalformedEvent } from '../hookEvent.js';
import { numberedView } from './numberedView.js';

/**
 * GitHub Copilot's hook input (docs.github.com/en/copilot/reference/hooks-configuration and
 * /copilot-cli-reference/cli-hooks-reference, read 2026-12-01; the CLI hooks reference's "Hook event
 * input payloads" again 2026-12-07, github/docs `cli-hooks-reference.md` at 927566b): camelCase
 * events configured in `.github/hooks/*.json`, each payload `{sessionId, timestamp, cwd, …}` with no
 * event name, so `cairn hook --host copilot --event <name>` names the event. Its sessionStart output
 * is ignored by the host. The session is the host's `sessionId` ({@link copilotSession}); a payload
 * without one (the older shape of hooks-configuration) falls back to one session per working folder
 * and day. Always unprotected: nothing Copilot sends can raise trust.
 */
export const CopilotCommonSchema = lazySchema(() => z.object({ timestamp: z.number().optional(), cwd: z.string().min(1).max(4096) }));
/** Copilot's common fields, as {@link CopilotCommonSchema} reads them. */
export type CopilotCommon = z.infer<typeof CopilotCommonSchema>;

/**
 * {@link CopilotCommonSchema}'s answer without zod (issue #20, as Claude Code's `isClaudeCodeCommon`):
 * true exactly when the schema accepts `payload` (zod's `z.number()` takes finite numbers only);
 * hooks test/eventShape.test.ts runs both over every payload one change away from the captured ones.
 */
export function isCopilotCommon(payload: unknown): payload is CopilotCommon {
  return (
    isJsonObject(payload) &&
    (payload.timestamp === undefined || (typeof payload.timestamp === 'number' && Number.isFinite(payload.timestamp))) &&
    isTextWithin(payload.cwd, 1, 4096)
  );
}

/** The common fields of `payload`, or the refusal naming what it lacks or gets wrong (the schema's issues). @throws MalformedEvent */
function commonFields(payload: unknown): CopilotCommon {
  if (isCopilotCommon(payload)) return payload;
  const c = CopilotCommonSchema.safeParse(payload);
  if (!c.success) throw new MalformedEvent(`not a Copilot hook event (${fieldProblems(c.error.issues, payload)})`);
  return c.data;
}

/** Copilot's event names. */
export const COPILOT_EVENTS = ['sessionStart', 'sessionEnd', 'userPromptSubmitted', 'preToolUse', 'postToolUse', 'errorOccurred'] as const;

function parseArgs(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** A Copilot session id Cairn takes as the host gives it: word characters, dots, colons and dashes, 1–200 (a UUID in practice). */
const COPILOT_SESSION = /^[\w.:-]{1,200}$/u;

/**
 * The session a Copilot event belongs to: `copilot-<sessionId>` when the payload carries the host's
 * `sessionId` in the shape {@link COPILOT_SESSION} takes (every camelCase event does, per the CLI
 * hooks reference), so two sessions in one folder on one day are two sessions and a session that
 * runs past midnight stays one; the `copilot-` prefix keeps it apart from another host's ids. Else
 * (no id, or another shape) one session per working folder and UTC day, `copilot-<12 hex of the
 * folder's SHA-256>-<yyyymmdd>` from the payload's `timestamp` (ms) or the clock.
 */
export function copilotSession(sessionId: unknown, cwd: string, timestamp: number | undefined): string {
  if (typeof sessionId === 'string' && COPILOT_SESSION.test(sessionId)) return `copilot-${sessionId}`;
  const day = new Date(typeof timestamp === 'number' ? timestamp : Date.now()).toISOString().slice(0, 10).replaceAll('-', '');
  return `copilot-${createHash('sha256').update(cwd).digest('hex').slice(0, 12)}-${day}`;
}

/** Translates one Copilot payload for the named event. @throws MalformedEvent */
export function copilotEvent(name: string, payload: unknown): HookEvent {
  const c = commonFields(payload);
  const p = payload as Record<string, unknown>;
  const base = { host: 'copilot' as const, session: copilotSession(p.sessionId, c.cwd, c.timestamp), cwd: c.cwd };
  switch (name) {
    case 'sessionStart':
      return { ...base, kind: 'session-start', source: typeof p.source === 'string' ? p.source : 'new' };
    case 'userPromptSubmitted':
      if (typeof p.prompt !== 'string') throw new MalformedEvent('userPromptSubmitted without a prompt');
      // Copilot's userPromptSubmitted carries `timestamp`, `cwd` and `prompt` only: nothing shows it typed.
      return { ...base, kind: 'prompt', prompt: p.prompt, typed: false };
    case 'preToolUse':
    case 'postToolUse': {
      if (typeof p.toolName !== 'string') throw new MalformedEvent(`${name} without a toolName`);
      const input = parseArgs(p.toolArgs);
      if (name === 'preToolUse') return { ...base, kind: 'pre-tool', tool: p.toolName, input };
      const result = (p.toolResult ?? {}) as Record<string, unknown>;
      const failed = result.resultType === 'failure' || result.resultType === 'denied';
      return {
        ...base,
        kind: 'post-tool',
        tool: p.toolName,
        input,
        output: viewOutput(p.toolName, result.textResultForLlm),
        failed,
        interrupted: result.resultType === 'denied',
      };
    }
    case 'sessionEnd':
      return { ...base, kind: 'session-end', reason: typeof p.reason === 'string' ? p.reason : 'other' };
    default:
      return { ...base, kind: 'other', name };
  }
}

/**
 * What a tool returned, as the hooks read it: a `view`'s numbered text ({@link numberedView}) as the
 * file's lines from the first one's number, in the shape of Claude Code's Read (`{file: {content,
 * startLine}}`), so a view vouches for the file when they are its lines and is fingerprinted without
 * Copilot's numbers; anything else as Copilot sent it.
 */
function viewOutput(tool: string, text: unknown): unknown {
  if (tool !== 'view' || typeof text !== 'string') return text;
  const view = numberedView(text);
  return view === undefined ? text : { file: { content: view.lines.join('\n'), startLine: view.start } };
}

/** Copilot's tool names (bash, view, edit, create, …) in the kinds core reads. */
export function copilotToolKind(tool: string): { kind: import('@cairn/session').ToolKind; server?: string } {
  const t = tool.toLowerCase();
  if (['view', 'read', 'glob', 'grep', 'ls'].includes(t)) return { kind: 'file-read' };
  if (['edit', 'create', 'write', 'str_replace_editor'].includes(t)) return { kind: 'file-edit' };
  if (['bash', 'shell', 'powershell'].includes(t)) return { kind: 'command' };
  if (['web_fetch', 'fetch', 'web_search'].includes(t)) return { kind: 'web' };
  const mcp = /^(.+?)[-/](.+)$/u.exec(tool);
  if (mcp) return { kind: 'mcp', server: mcp[1] as string };
  return { kind: 'other' };
}
