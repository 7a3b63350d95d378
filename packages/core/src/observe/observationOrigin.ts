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
 * The origin of a prompt the person submitted: `user` only in a protected, interactive
 * session (a person typed it into a host that kept the agent out of the home); otherwise
 * `external` — `claude -p` driven by a script, a CI action acting on issue text, or a host event
 * anyone could have piped in (DESIGN.md §10: what an agent could forge only lowers trust).
 */
export function promptOrigin(session: { protected: boolean; interactive: boolean } | undefined): Origin {
  return session?.protected === true && session.interactive ? 'user' : 'external';
}
