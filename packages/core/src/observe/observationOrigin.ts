import type { Origin } from '../policy/policy.js';

/**
 * What a host's tool did, as the hook adapter translates its tool names (translation only; the
 * origin rule below is policy and stays here):
 * `file-read` (Read, Grep, Glob), `file-edit` (Edit, Write), `command` (Bash and the like),
 * `web` (WebFetch, WebSearch), `mcp` (a tool of an MCP server), `internal` (the host's
 * bookkeeping: todo lists, tool search), `other` (anything else that returns output).
 */
export type ToolKind = 'file-read' | 'file-edit' | 'command' | 'web' | 'mcp' | 'internal' | 'other';

/** How a person maps an MCP server in the home's config (`mcpServers: {"<name>": "mail"}`). */
export type McpServerKind = 'mail' | 'issues' | 'chat' | 'tool';

/** Facts about a path a file tool touched, as the adapter found them on disk and in git. */
export interface PathFacts {
  /** Inside the project's working tree. */
  insideProject: boolean;
  /**
   * Third-party code: under `node_modules`, a vendored folder, a git submodule, or a git-ignored
   * path (DESIGN.md §10).
   */
  thirdParty: boolean;
}

/** What the origin of an observed tool result depends on. */
export interface ObservedCall {
  kind: ToolKind;
  /** For file tools: where the file is. Missing facts count as outside the project. */
  path?: PathFacts;
  /** For MCP tools: how the person mapped the server; unmapped servers are `tool`. */
  mcpServer?: McpServerKind;
}

/**
 * The origin of what a tool call returned (DESIGN.md §10, the host-hooks issue): files inside
 * the project → `repo`; third-party files and files outside the project → `external`; command
 * output → `tool`; fetched pages and web search → `web`; MCP tools → `tool`, or `external` for
 * servers a person mapped as mail, issues or chat. An edit's content is the agent's own.
 */
export function observationOrigin(call: ObservedCall): Origin {
  switch (call.kind) {
    case 'file-read':
      return call.path?.insideProject === true && !call.path.thirdParty ? 'repo' : 'external';
    case 'file-edit':
      return 'agent';
    case 'web':
      return 'web';
    case 'mcp':
      return call.mcpServer === 'mail' || call.mcpServer === 'issues' || call.mcpServer === 'chat' ? 'external' : 'tool';
    case 'command':
    case 'internal':
    case 'other':
      return 'tool';
  }
}

/**
 * What a host's prompt event says of who wrote the prompt (the hook adapter's translation).
 * `typed`: the host's payload shows a person typed it, by a field the host documents for that
 * (none of the hosts Cairn supports sends one yet: Claude Code's UserPromptSubmit also fires for
 * subagent completions, cross-session messages, `/loop` and scheduled prompts and Stop-hook
 * feedback with a payload a typed prompt's shape — anthropics/claude-code#94675, #16952; see the
 * hook adapter's `claudeCodeEvent`). `text`: the prompt as the host sent it.
 */
export interface SubmittedPrompt {
  typed: boolean;
  text: string;
}

/**
 * Shapes a host puts in a turn on its own, or that a paste of its output carries, which a person
 * does not type (h51 attack A5): Claude Code's `<system-reminder>`, its slash-command wrappers
 * (`<command-name>`, `<command-message>`, `<command-args>`), `<task-notification>` (a background
 * subagent's completion), `<local-command-stdout>`, `!` command echoes (`<bash-input>`,
 * `<bash-stdout>`), a hook's injected block (`<user-prompt-submit-hook>`) and its status lines
 * ("PostToolUse:Bash hook success: …", "UserPromptSubmit hook additional context: …"), messages
 * relayed from others (an MCP channel's `<channel source=…>`, `<teammate-message>`,
 * `<cross-session-message>`: h56 attack H1), and Cairn's own injected notes (the SessionStart digest's and the prompt recall's openings). From
 * Claude Code 2.1.332's transcripts and terminal (2026-12-05/06, hooks/test/fixtures/SOURCES.md)
 * and the reports above.
 */
const INJECTED_SHAPES: readonly RegExp[] = [
  /<\/?(?:system-reminder|command-(?:name|message|args|contents)|task-notification|local-command-(?:stdout|stderr|caveat)|bash-(?:input|stdout|stderr)|user-prompt-submit-hook|tool_use_error)\b/iu,
  /\b(?:SessionStart|UserPromptSubmit|PreToolUse|PostToolUse(?:Failure)?|Stop|SubagentStop|PreCompact|SessionEnd|Notification)(?::[\w.-]+)? hook (?:success|succeeded|error|failed|additional context|blocking error|feedback)\b/iu,
  /\bRemembered notes (?:from earlier sessions of this project|that may bear on this prompt)\b/iu,
  // Messages the host relays from others, as tags a person does not type (h56 attack H1): an MCP
  // channel's pushed event `<channel source="…" …>` (Claude Code ≥ 2.1.80,
  // code.claude.com/docs/en/channels-reference), an agent team's `<teammate-message teammate_id="…">`
  // and another session's `<cross-session-message>`. A whole tag only: the word "channel" is no shape.
  /<\/?(?:channel|teammate-message|cross-session-message)(?=[\s>/])/iu,
];

/** The first host-made shape ({@link INJECTED_SHAPES}) a prompt carries, as found; undefined when it has none. */
export function injectedPromptShape(text: string): string | undefined {
  for (const shape of INJECTED_SHAPES) {
    const m = shape.exec(text);
    if (m) return m[0];
  }
  return undefined;
}

/**
 * The origin of a prompt the host reported: `user` only in a protected, interactive session (a
 * person typed it into a host that kept the agent out of the home), when the host's payload shows
 * it was typed (`prompt.typed`) and it carries no shape the host or a hook injects
 * ({@link injectedPromptShape}); otherwise `external` — `claude -p` driven by a script, a CI
 * action acting on issue text, a subagent's or another session's message the host delivered as a
 * prompt, pasted hook output, or a host event anyone could have piped in (DESIGN.md §10: what an
 * agent could forge only lowers trust).
 */
export function promptOrigin(session: { protected: boolean; interactive: boolean } | undefined, prompt: SubmittedPrompt): Origin {
  if (session?.protected !== true || !session.interactive) return 'external';
  if (!prompt.typed) return 'external';
  return injectedPromptShape(prompt.text) === undefined ? 'user' : 'external';
}

/**
 * Whether a prompt {@link promptOrigin} records as `external` is so only because the host's
 * payload does not show it typed: a protected, interactive session, and no shape the host or a
 * hook injects ({@link injectedPromptShape}). Such a prompt is stored `untyped` (the observation's
 * field): never the person's words (it exempts nothing), and it lowers nothing while its
 * session's protection holds (the session's `attestation`: h55-attest). With Claude Code every
 * prompt the person types in a protected session is one (attack A5: no payload field says who
 * wrote a prompt), and lowering the agent's write that repeats it made every such memory
 * `external` — the person's own facts, never promotable. What the host itself delivers as a prompt
 * in such a session (a subagent's or another session's message, `/loop`) relays what those read,
 * and their reads are observed and lower on their own; a background subagent's completion carries
 * `<task-notification>` and stays a lowering `external` prompt. False for a typed prompt (`user`)
 * and for every prompt outside a protected, interactive session (those lower as `external`:
 * anything there may be forged, DESIGN.md §10).
 */
export function untypedPrompt(session: { protected: boolean; interactive: boolean } | undefined, prompt: SubmittedPrompt): boolean {
  if (session?.protected !== true || !session.interactive || prompt.typed) return false;
  return injectedPromptShape(prompt.text) === undefined;
}
