import { join } from 'node:path';
import { hasIdentity, personKeyNotice } from '@cairn/session';
import * as vscode from 'vscode';
import { type CommandHandlers, createCommandHandlers } from '../commands/createCommandHandlers.js';
import { mcpServerSpecs } from '../mcp/mcpServerSpecs.js';
import { createVscodePersonProof } from '../person/createVscodePersonProof.js';
import { createLiveKeyring } from '../person/liveKeyring.js';
import { createReviewConsents } from '../person/reviewConsents.js';
import { createCairnWorkspace, type FolderRef } from '../session/createCairnWorkspace.js';
import { commandContext, snapshotWorkspace, type WorkspaceSnapshot } from '../session/snapshotWorkspace.js';
import { createProjectWatchers, debounce } from '../session/watchProjects.js';
import { statusBarText } from '../tree/statusText.js';
import { MemoryTreeProvider, VIEW_ID } from './createMemoryView.js';
import { createVscodeUi, type ReviewPanelState } from './createVscodeUi.js';
import { readSettings } from './readSettings.js';
import { registerMcpProvider } from './registerMcpProvider.js';

/** What `activate` returns: for other extensions and the real-host test. */
export interface CairnApi {
  /** Re-reads every folder and resolves to what the view shows. */
  snapshot(): Promise<WorkspaceSnapshot>;
  /** True when the MCP server definition provider was registered. */
  readonly mcpRegistered: boolean;
  /** Asks the MCP provider for its definitions, as the editor does. */
  mcpServerDefinitions(): vscode.McpServerDefinition[];
  /** The resolved Cairn home. */
  home(): string;
  /** The command handlers (what `cairn.*` commands run). */
  readonly commands: CommandHandlers;
  /** What the review panel shows now, if it is open. */
  reviewPanel(): ReviewPanelState | undefined;
  /** The view's title, description and badge, and the status bar item, as shown now. */
  chrome(): {
    title: string | undefined;
    description: string | undefined;
    /** The line above the view's rows (why memories need attention). */
    message: string | undefined;
    badge: number | undefined;
    status: string;
    statusTooltip: string;
  };
}

/** Command id suffix → handler name. */
const COMMANDS = [
  'confirm',
  'reject',
  'pin',
  'unpin',
  'forget',
  'review',
  'showProvenance',
  'refresh',
  'enable',
  'openDigest',
  'reviewInTerminal',
  'setupKey',
] as const;

function workspaceFolders(): FolderRef[] {
  return (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === 'file').map((f) => ({ path: f.uri.fsPath, name: f.name }));
}

/**
 * Wires the extension: view, commands, status bar, watchers and MCP registration. All logic
 * lives in modules that do not import `vscode`; this only connects them to the editor.
 */
export function activateCairn(context: vscode.ExtensionContext): CairnApi {
  const log = vscode.window.createOutputChannel('Cairn', { log: true });
  context.subscriptions.push(log);
  const ui = createVscodeUi(context);
  const consents = createReviewConsents();
  const keyring = createLiveKeyring(() => readSettings().home);
  const workspace = createCairnWorkspace({
    folders: workspaceFolders,
    settings: () => {
      const s = readSettings();
      return { home: s.home, digestBudget: s.digestBudget };
    },
    personProof: createVscodePersonProof({ ui, home: () => readSettings().home, keyring, consents }),
    keys: keyring,
    onWarning: (m) => log.warn(m),
  });

  const tree = new MemoryTreeProvider();
  const view = vscode.window.createTreeView(VIEW_ID, { treeDataProvider: tree, canSelectMany: true, showCollapseAll: true });
  const status = vscode.window.createStatusBarItem('cairn.status', vscode.StatusBarAlignment.Left, 50);
  status.name = 'Cairn: memories that need attention';
  status.command = `${VIEW_ID}.focus`;
  context.subscriptions.push(view, status, vscode.window.registerFileDecorationProvider(tree.decorationProvider));

  let generation = 0;
  let newest: Promise<WorkspaceSnapshot> | undefined;
  /** Re-reads every folder and shows it; a caller overtaken by a newer refresh gets what that one shows. */
  const show = (): Promise<WorkspaceSnapshot> => {
    newest = render(++generation);
    return newest;
  };
  const render = async (mine: number): Promise<WorkspaceSnapshot> => {
    const now = new Date();
    const snapshot = await snapshotWorkspace(workspace, now, {
      hasKey: () => hasIdentity(readSettings().home),
      keyNotice: () => personKeyNotice(readSettings().home, now),
    });
    if (mine !== generation && newest) return newest; // a newer refresh is on its way
    tree.update(snapshot);
    void handlers.storeChanged().catch((e: unknown) => log.error(String(e)));
    const shown = statusBarText(snapshot);
    const n = snapshot.needsAttention;
    view.badge = n > 0 ? { value: n, tooltip: shown.tooltip } : undefined;
    view.description = shown.viewDescription;
    view.message = shown.viewMessage;
    status.text = shown.text;
    status.tooltip = shown.tooltip;
    status.backgroundColor = n > 0 ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
    if (shown.visible) status.show();
    else status.hide();
    for (const [key, value] of Object.entries(commandContext(snapshot))) void vscode.commands.executeCommand('setContext', key, value);
    watchers.update(await watchedFolders(snapshot));
    return snapshot;
  };
  const refreshSoon = debounce(() => {
    show().catch((e: unknown) => log.error(String(e)));
  }, 150);
  const watchers = createProjectWatchers(refreshSoon);
  // What the store says to watch: a ready project's own folder; before `cairn init`, where its
  // folder will appear, so an init run elsewhere shows up.
  const watchedFolders = async (_snapshot: WorkspaceSnapshot): Promise<string[]> => {
    // The home itself too: a key set up or changed with `cairn person setup` shows at once.
    const home = readSettings().home;
    const out = new Set<string>([home, join(home, 'person')]);
    for (const memory of workspace.folders()) {
      const paths = await memory
        .session()
        .then((s) => s.watchPaths())
        .catch(() => [] as string[]);
      for (const p of paths) out.add(p);
    }
    return [...out];
  };
  context.subscriptions.push({ dispose: () => refreshSoon.cancel() }, { dispose: () => watchers.dispose() }, { dispose: () => void workspace.reset() });

  const cliScript = context.asAbsolutePath(join('dist', 'cli.mjs'));
  const handlers = createCommandHandlers({
    workspace,
    ui,
    consents,
    now: () => new Date(),
    digestBudget: () => readSettings().digestBudget,
    changed: refreshSoon,
    home: () => readSettings().home,
    cli: (name, args, cwd) => {
      const node = readSettings().nodePath;
      return { name, command: node === '' ? 'node' : node, args: [cliScript, ...args], cwd };
    },
  });
  for (const name of COMMANDS) {
    context.subscriptions.push(
      vscode.commands.registerCommand(`cairn.${name}`, (...args: unknown[]) => (handlers[name] as (...a: unknown[]) => unknown)(...args)),
    );
  }

  const mcp = registerMcpProvider(context, () => {
    const s = readSettings();
    return mcpServerSpecs({
      folders: workspaceFolders(),
      home: s.home,
      nodePath: s.nodePath,
      serverScript: context.asAbsolutePath(join('dist', 'mcp.js')),
      version: String(context.extension.packageJSON.version ?? '0.0.0'),
    });
  });
  if (!mcp.registered) log.info('This editor has no MCP server definition API; register the Cairn MCP server by hand (see the README).');

  const reset = (): void => {
    void workspace.reset().then(refreshSoon);
    mcp.changed();
  };
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('cairn.home')) reset();
      else if (e.affectsConfiguration('cairn.nodePath')) mcp.changed();
      else if (e.affectsConfiguration('cairn.digestBudget')) refreshSoon();
    }),
    vscode.workspace.onDidChangeWorkspaceFolders(reset),
    // Catch up when the window regains focus (watchers can miss events on network file systems).
    vscode.window.onDidChangeWindowState((s) => {
      if (s.focused) refreshSoon();
    }),
  );
  refreshSoon();

  return {
    snapshot: show,
    mcpRegistered: mcp.registered,
    mcpServerDefinitions: () => mcp.provide(),
    home: () => readSettings().home,
    commands: handlers,
    reviewPanel: () => ui.reviewPanel(),
    chrome: () => ({
      title: view.title,
      description: view.description,
      message: typeof view.message === 'string' ? view.message : undefined,
      badge: view.badge?.value,
      status: status.text,
      statusTooltip: typeof status.tooltip === 'string' ? status.tooltip : '',
    }),
  };
}
