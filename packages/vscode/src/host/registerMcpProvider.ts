import * as vscode from 'vscode';
import type { McpServerSpec } from '../mcp/mcpServerSpecs.js';

/** The provider id (package.json `contributes.mcpServerDefinitionProviders`). */
export const MCP_PROVIDER_ID = 'cairn.mcp';

/** What {@link registerMcpProvider} did. */
export interface McpRegistration {
  /** False on an editor without the MCP server definition API (before VS Code 1.101, some forks). */
  registered: boolean;
  /** The provider (also when not registered), so tests and the API can ask it directly. */
  provide(): vscode.McpServerDefinition[];
  /** Tells the editor that the definitions changed (settings, folders). */
  changed(): void;
}

type LmWithMcp = { registerMcpServerDefinitionProvider?: (id: string, provider: vscode.McpServerDefinitionProvider) => vscode.Disposable };

/**
 * Registers the Cairn MCP server for the editor's agent (DESIGN.md §7): one stdio definition
 * per workspace folder. Guarded: on an editor where `vscode.lm.registerMcpServerDefinitionProvider`
 * does not exist, nothing is registered and the rest of the extension works.
 */
export function registerMcpProvider(context: vscode.ExtensionContext, specs: () => McpServerSpec[]): McpRegistration {
  const emitter = new vscode.EventEmitter<void>();
  context.subscriptions.push(emitter);
  const Definition = (vscode as { McpStdioServerDefinition?: typeof vscode.McpStdioServerDefinition }).McpStdioServerDefinition;
  const provide = (): vscode.McpServerDefinition[] => {
    if (typeof Definition !== 'function') return [];
    return specs().map((s) => {
      const definition = new Definition(s.label, s.command, s.args, {}, s.version);
      definition.cwd = vscode.Uri.file(s.cwd);
      return definition;
    });
  };
  const lm = (vscode as { lm?: LmWithMcp }).lm;
  let registered = false;
  if (typeof lm?.registerMcpServerDefinitionProvider === 'function' && typeof Definition === 'function') {
    context.subscriptions.push(
      lm.registerMcpServerDefinitionProvider(MCP_PROVIDER_ID, {
        onDidChangeMcpServerDefinitions: emitter.event,
        provideMcpServerDefinitions: () => provide(),
      }),
    );
    registered = true;
  }
  return { registered, provide, changed: () => emitter.fire() };
}
