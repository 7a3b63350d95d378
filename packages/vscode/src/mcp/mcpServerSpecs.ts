import type { FolderRef } from '../session/createCairnWorkspace.js';

/** One stdio MCP server the editor's agent may start (VS Code: `McpStdioServerDefinition`). */
export interface McpServerSpec {
  label: string;
  command: string;
  args: string[];
  /** The folder the server runs in. */
  cwd: string;
  version: string;
}

/** Options of {@link mcpServerSpecs}. */
export interface McpServerSpecOptions {
  folders: readonly FolderRef[];
  /** The resolved Cairn home (passed as `--home`, so the server uses the same store as the view). */
  home: string;
  /**
   * The `cairn.nodePath` user setting; empty: `node` on PATH. Not the editor's own Node: its
   * version is the editor's choice, and the server needs Node 20.19 or later.
   */
  nodePath: string;
  /** Absolute path of the bundled server, `<extension>/dist/mcp.js`. */
  serverScript: string;
  /** The extension's version. */
  version: string;
}

/**
 * The Cairn MCP server for each workspace folder: `node <extension>/dist/mcp.js --home H
 * --project <folder>`. The server lists no memory tools until memory is enabled for the
 * folder (DESIGN.md §6), so every folder gets one.
 */
export function mcpServerSpecs(options: McpServerSpecOptions): McpServerSpec[] {
  const command = options.nodePath.trim() === '' ? 'node' : options.nodePath.trim();
  return options.folders.map((folder) => ({
    label: options.folders.length === 1 ? 'Cairn project memory' : `Cairn project memory (${folder.name})`,
    command,
    args: [options.serverScript, '--home', options.home, '--project', folder.path],
    cwd: folder.path,
    version: options.version,
  }));
}
