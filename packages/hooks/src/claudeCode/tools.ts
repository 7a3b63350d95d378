import type { ToolKind } from '@cairn/session';

/**
 * Claude Code's tool names (code.claude.com/docs/en/settings, "Tools available to Claude", read
 * 2026-12-01) translated to the kinds core's origin rule reads. MCP tools are named
 * `mcp__<server>__<tool>`.
 */
const KINDS: Readonly<Record<string, ToolKind>> = {
  Read: 'file-read',
  Grep: 'file-read',
  Glob: 'file-read',
  LS: 'file-read',
  NotebookRead: 'file-read',
  Edit: 'file-edit',
  MultiEdit: 'file-edit',
  Write: 'file-edit',
  NotebookEdit: 'file-edit',
  Bash: 'command',
  BashOutput: 'command',
  PowerShell: 'command',
  Monitor: 'command',
  KillShell: 'internal',
  WebFetch: 'web',
  WebSearch: 'web',
  TodoWrite: 'internal',
  ToolSearch: 'internal',
  ExitPlanMode: 'internal',
  Task: 'other',
  Agent: 'other',
};

/** The kind of a Claude Code tool, and for MCP tools the server's name. */
export function claudeToolKind(tool: string): { kind: ToolKind; server?: string } {
  const mcp = /^mcp__(.+?)__.+$/u.exec(tool);
  if (mcp) return { kind: 'mcp', server: mcp[1] as string };
  return { kind: KINDS[tool] ?? 'other' };
}

/** The file a file tool names in its input (`file_path`, `notebook_path`, `path`), if any. */
export function toolPath(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const i = input as Record<string, unknown>;
  for (const key of ['file_path', 'notebook_path', 'path']) if (typeof i[key] === 'string' && i[key] !== '') return i[key] as string;
  return undefined;
}

/** The URL a web tool names (`url`), if any. */
export function toolUrl(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const url = (input as Record<string, unknown>).url;
  return typeof url === 'string' ? url : undefined;
}
