/**
 * The `vscode` module for unit tests (vitest alias): jest-mock-vscode's mock, plus what it
 * does not cover yet — the MCP server definition API (VS Code 1.101), FileDecoration and
 * LogOutputChannel stand-ins. `lm` is a plain object so a test can remove the MCP function to
 * play an older editor.
 */
import { createVSCodeMock } from 'jest-mock-vscode';
import { vi } from 'vitest';

const mock = createVSCodeMock(vi);

export const {
  commands,
  window,
  workspace,
  Uri,
  EventEmitter,
  Disposable,
  ThemeIcon,
  ThemeColor,
  TreeItem,
  TreeItemCollapsibleState,
  MarkdownString,
  StatusBarAlignment,
  ConfigurationTarget,
} = mock;

/** A stand-in for `vscode.McpStdioServerDefinition` (same constructor and fields). */
export class McpStdioServerDefinition {
  cwd: unknown;
  constructor(
    readonly label: string,
    public command: string,
    public args: string[] = [],
    public env: Record<string, string | number | null> = {},
    public version?: string,
  ) {}
}

/** `vscode.lm` with only the MCP registration. */
export const lm: { registerMcpServerDefinitionProvider?: ReturnType<typeof vi.fn> } = {
  registerMcpServerDefinitionProvider: vi.fn(() => ({ dispose: vi.fn() })),
};
