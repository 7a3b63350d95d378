import { lazySchema } from '@cairn/session';
import { z } from 'zod';
import { fieldProblems, type HookEvent, isJsonObject, isTextWithin, MalformedEvent } from '../hookEvent.js';

/**
 * Claude Code's hook input (code.claude.com/docs/en/hooks, "Hook input", read 2026-12-01, and
 * payloads captured from Claude Code 2.1.332 on this machine: test/fixtures/claude-code/).
 * Common fields: `session_id`, `transcript_path`, `cwd`, `hook_event_name`; unknown fields are
 * the host's to add and are ignored.
 */
export const ClaudeCodeCommonSchema = lazySchema(() =>
  z.object({
    session_id: z.string().min(1).max(512),
    transcript_path: z.string().max(4096).optional(),
    cwd: z.string().min(1).max(4096),
    hook_event_name: z.string().min(1).max(64),
  }),
);
/** Claude Code's common fields, as {@link ClaudeCodeCommonSchema} reads them. */
export type ClaudeCodeCommon = z.infer<typeof ClaudeCodeCommonSchema>;

/**
 * {@link ClaudeCodeCommonSchema}'s answer without zod (issue #20: every `cairn hook` evaluated zod
 * and built this schema only to check four fields): true exactly when the schema accepts `payload`
 * (hooks test/eventShape.test.ts runs both over every payload one change away from the captured
 * ones). {@link claudeCodeEvent} asks the schema only for a payload this declines, for its issues.
 */
export function isClaudeCodeCommon(payload: unknown): payload is ClaudeCodeCommon {
  return (
    isJsonObject(payload) &&
    isTextWithin(payload.session_id, 1, 512) &&
    (payload.transcript_path === undefined || isTextWithin(payload.transcript_path, 0, 4096)) &&
    isTextWithin(payload.cwd, 1, 4096) &&
    isTextWithin(payload.hook_event_name, 1, 64)
  );
}

/** The common fields of `payload`, or the refusal naming what it lacks or gets wrong (the schema's issues). @throws MalformedEvent */
function commonFields(payload: unknown): ClaudeCodeCommon {
  if (isClaudeCodeCommon(payload)) return payload;
  const c = ClaudeCodeCommonSchema.safeParse(payload);
  if (!c.success) throw new MalformedEvent(`not a Claude Code hook event (${fieldProblems(c.error.issues, payload)})`);
  return c.data;
}

/** Translates one Claude Code payload. @throws MalformedEvent */
export function claudeCodeEvent(payload: unknown): HookEvent {
  const c = commonFields(payload);
  const p = payload as Record<string, unknown>;
  const base = {
    host: 'claude-code' as const,
    session: c.session_id,
    cwd: c.cwd,
    ...(c.transcript_path ? { transcript: c.transcript_path } : {}),
    // A subagent's event (h61): its id, folded to a safe shape (any text there means a subagent).
    ...(typeof p.agent_id === 'string' && p.agent_id !== '' ? { agent: p.agent_id.replace(/[^A-Za-z0-9_-]/gu, '_').slice(0, 100) } : {}),
  };
  // A field the event documents as text, when it is text (else as absent, as `z.string().optional()` read it).
  const text = (key: string): string | undefined => {
    const v = p[key];
    return typeof v === 'string' ? v : undefined;
  };
  switch (c.hook_event_name) {
    case 'SessionStart':
      return { ...base, kind: 'session-start', source: text('source') ?? 'startup' };
    case 'UserPromptSubmit': {
      const prompt = text('prompt');
      if (prompt === undefined) throw new MalformedEvent('UserPromptSubmit without a prompt');
      // Never shown typed (h51 attack A5): the hooks reference documents `prompt` and the common
      // fields only (code.claude.com/docs/en/hooks, "UserPromptSubmit input", read through the
      // search tool 2026-12-06), and 2.1.332 sends `prompt_id` and `permission_mode` besides
      // (test/fixtures/claude-code/UserPromptSubmit.json) — no field saying who wrote it. The host
      // fires the event for text no one typed too: a background subagent's `<task-notification>`,
      // another session's message, `/loop` and scheduled prompts, Stop-hook feedback, with the
      // same payload (anthropics/claude-code#94675 on 2.1.273, #16952; agentkoji.com on 2.1.309).
      // The transcript's own `promptSource` / `isMeta` marks are the host's file, not this event.
      return { ...base, kind: 'prompt', prompt, typed: false };
    }
    case 'PreToolUse':
    case 'PostToolUse':
    case 'PostToolUseFailure': {
      const tool = text('tool_name');
      if (tool === undefined) throw new MalformedEvent(`${c.hook_event_name} without a tool_name`);
      const call = text('tool_use_id');
      const common = { ...base, tool, ...(call ? { call } : {}), input: p.tool_input };
      if (c.hook_event_name === 'PreToolUse') return { ...common, kind: 'pre-tool' };
      const failed = c.hook_event_name === 'PostToolUseFailure';
      return { ...common, kind: 'post-tool', output: failed ? p.error : p.tool_response, failed, interrupted: p.is_interrupt === true };
    }
    case 'Stop':
    case 'SubagentStop': {
      const last = text('last_assistant_message');
      return { ...base, kind: 'stop', ...(last !== undefined ? { lastMessage: last } : {}) };
    }
    case 'SessionEnd':
      return { ...base, kind: 'session-end', reason: text('reason') ?? 'other' };
    default:
      return { ...base, kind: 'other', name: c.hook_event_name };
  }
}

/**
 * Claude Code's answer for an event (hooks docs, "JSON output"): SessionStart and
 * UserPromptSubmit add `hookSpecificOutput.additionalContext` (to the model); SessionStart may
 * also carry `systemMessage`, shown to the person (a change of their key, `keyNotice`); every
 * other event answers nothing.
 */
export function claudeCodeAnswer(event: HookEvent, context: string | undefined, systemMessage?: string): string | undefined {
  const message = event.kind === 'session-start' && systemMessage !== undefined && systemMessage !== '' ? { systemMessage } : {};
  if ((context === undefined || context === '') && !('systemMessage' in message)) return undefined;
  if (event.kind !== 'session-start' && event.kind !== 'prompt') return undefined;
  return JSON.stringify({
    ...(context === undefined || context === ''
      ? {}
      : { hookSpecificOutput: { hookEventName: event.kind === 'session-start' ? 'SessionStart' : 'UserPromptSubmit', additionalContext: context } }),
    ...message,
  });
}

/**
 * Claude Code's answer when the store refused a hook with `STORE_NOT_READY` (a layout upgrade or a
 * view rebuild, never done within a hook's time budget, issue #21): the hooks docs' common field
 * `systemMessage` ("a warning message shown to the user", code.claude.com/docs/en/hooks, "JSON
 * output", read 2026-12-06), so the person learns why Cairn does nothing and what to run — the
 * stderr line alone reaches only Claude Code's debug log. Undefined for any other failure.
 *
 * @param error - what the event's handling threw
 * @returns one JSON object (no newline), or undefined
 */
export function storeNotReadyAnswer(error: unknown): string | undefined {
  const e = error as { code?: unknown; data?: { projectPath?: unknown } } | null | undefined;
  if (e?.code !== 'STORE_NOT_READY') return undefined;
  const where = typeof e.data?.projectPath === 'string' && e.data.projectPath !== '' ? ` in ${e.data.projectPath}` : ' in this project';
  return JSON.stringify({
    systemMessage: `Cairn is off for this session: this project's memory store needs a one-time upgrade (a rebuild of its view), which a hook never does within its time budget, so nothing is recorded or recalled. Run \`cairn list\` (or any other \`cairn\` command but \`doctor\`, which only checks) once in a terminal${where} to upgrade it.`,
  });
}
