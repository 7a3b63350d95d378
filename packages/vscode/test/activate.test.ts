import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activate, type CairnApi, deactivate } from '../src/extension.js';
import type { ViewNode } from '../src/host/createMemoryView.js';
import { asPerson, createTempProject, type Seeded, seed, TEXTS, type TempProject } from './helpers.js';
import { lm } from './mocks/vscode.js';

/** The thin `vscode` layer, on jest-mock-vscode (it is shallow: the real host test covers the rest). */

const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
  contributes: { commands: Array<{ command: string }> };
};

let tmp: TempProject;
let ids: Seeded;
let context: { subscriptions: Array<{ dispose(): unknown }>; asAbsolutePath(p: string): string; extension: { packageJSON: { version: string } } };
let settings: Record<string, { globalValue?: unknown; workspaceValue?: unknown }>;
const commands = new Map<string, (...args: unknown[]) => unknown>();
let treeProvider: vscode.TreeDataProvider<ViewNode> | undefined;
let treeView: { badge?: unknown; dispose(): void };
let statusBar: { text: string; show: ReturnType<typeof vi.fn>; hide: ReturnType<typeof vi.fn> };

beforeEach(async () => {
  tmp = await createTempProject();
  ids = await seed(tmp.home, tmp.project);
  settings = { home: { globalValue: tmp.home } };
  commands.clear();
  context = { subscriptions: [], asAbsolutePath: (p) => join('/ext', p), extension: { packageJSON: { version: '0.1.0' } } };
  vi.spyOn(vscode.workspace, 'workspaceFolders', 'get').mockReturnValue([{ uri: vscode.Uri.file(tmp.project), name: 'project', index: 0 }]);
  vi.mocked(vscode.workspace.getConfiguration).mockImplementation(
    () =>
      ({
        get: (key: string) => settings[key]?.workspaceValue ?? settings[key]?.globalValue,
        inspect: (key: string) => ({ key, ...settings[key] }),
      }) as unknown as vscode.WorkspaceConfiguration,
  );
  vi.mocked(vscode.commands.registerCommand).mockImplementation((id: string, fn: (...args: unknown[]) => unknown) => {
    commands.set(id, fn);
    return { dispose: () => commands.delete(id) };
  });
  vi.mocked(vscode.commands.executeCommand).mockResolvedValue(undefined);
  vi.mocked(vscode.window.createOutputChannel).mockReturnValue({ warn: vi.fn(), info: vi.fn(), error: vi.fn(), dispose: vi.fn() } as never);
  treeView = { dispose: vi.fn() };
  vi.mocked(vscode.window.createTreeView).mockImplementation((_id: string, options: vscode.TreeViewOptions<unknown>) => {
    treeProvider = options.treeDataProvider as vscode.TreeDataProvider<ViewNode>;
    return treeView as never;
  });
  vi.mocked(vscode.window.registerFileDecorationProvider).mockReturnValue({ dispose: vi.fn() });
  vi.mocked(vscode.workspace.registerTextDocumentContentProvider).mockReturnValue({ dispose: vi.fn() });
  vi.mocked(vscode.window.createStatusBarItem).mockImplementation(() => {
    statusBar = { text: '', show: vi.fn(), hide: vi.fn(), dispose: vi.fn() } as never;
    return statusBar as never;
  });
  lm.registerMcpServerDefinitionProvider = vi.fn(() => ({ dispose: vi.fn() }));
});

afterEach(async () => {
  for (const d of context.subscriptions) await d?.dispose();
  deactivate();
  vi.restoreAllMocks();
  await tmp.remove();
});

describe('activate', () => {
  it('registers every contributed command, and nothing else', () => {
    activate(context as never);
    expect([...commands.keys()].sort()).toEqual(manifest.contributes.commands.map((c) => c.command).sort());
    expect(vscode.window.createTreeView).toHaveBeenCalledWith('cairn.memory', expect.objectContaining({ canSelectMany: true }));
  });

  it('lists the seeded memories in the view, dimmed and flagged where they wait, and counts them in the status bar', async () => {
    const api = activate(context as never) as CairnApi;
    await api.snapshot();
    const top = (await treeProvider?.getChildren()) ?? [];
    expect(top.map((n) => (n.kind === 'group' ? n.group.label : n.kind))).toEqual(['Active', 'Candidates', 'Needs confirmation', 'Superseded']);
    const waiting = top[2] as ViewNode;
    const items = ((await treeProvider?.getChildren(waiting)) ?? []).map((n) => treeProvider?.getTreeItem(n) as vscode.TreeItem);
    expect(items.map((i) => i.label).sort()).toEqual([TEXTS.contradicting, TEXTS.flagged].sort());
    const flagged = items.find((i) => String(i.label).startsWith('Always'));
    expect(flagged?.contextValue).toBe('memory.needsConfirmation');
    expect((flagged?.iconPath as vscode.ThemeIcon).id).toBe('warning');
    expect(flagged?.resourceUri?.query).toBe('dimmed');
    expect((flagged?.tooltip as vscode.MarkdownString).value).toContain('- Evidence: 1 sighting');
    expect((flagged?.tooltip as vscode.MarkdownString).isTrusted).toBe(false);
    expect(statusBar.text).toBe('$(warning) Cairn: 2 to confirm');
    expect(statusBar.show).toHaveBeenCalled();
    expect(treeView.badge).toMatchObject({ value: 2 });
    expect(vscode.commands.executeCommand).toHaveBeenCalledWith('setContext', 'cairn.state', 'ready');
  });

  it('runs Confirm from a view item through a modal showWarningMessage, and audits channel vscode', async () => {
    const api = activate(context as never) as CairnApi;
    await api.snapshot();
    vi.mocked(vscode.window.showWarningMessage).mockResolvedValue('Confirm' as never);
    const node = { kind: 'memory', folder: tmp.project, id: ids.flagged };
    const out = (await commands.get('cairn.confirm')?.(node, [node])) as Array<{ status: string }>;
    expect(out[0]?.status).toBe('active');
    const [message, options, action] = vi.mocked(vscode.window.showWarningMessage).mock.calls[0] as unknown as [
      string,
      { modal: boolean; detail: string },
      string,
    ];
    expect(message).toMatch(/^Confirm this memory\?/);
    expect(options.modal).toBe(true);
    expect(options.detail).toContain('Origin: web');
    expect(options.detail).toContain('Flags: instruction');
    expect(action).toBe('Confirm');
    const audit = await asPerson(tmp.home, tmp.project, (s) => s.audit());
    expect(audit.at(-1)).toMatchObject({ event: 'confirm', channel: 'vscode', interactive: true, client: 'cairn-vscode' });
  });

  it('provides the MCP server for the workspace folder: node, the bundled server, --home, --project', () => {
    const api = activate(context as never) as CairnApi;
    expect(api.mcpRegistered).toBe(true);
    expect(lm.registerMcpServerDefinitionProvider).toHaveBeenCalledWith('cairn.mcp', expect.anything());
    const provider = (lm.registerMcpServerDefinitionProvider?.mock.calls[0] as unknown[])[1] as vscode.McpServerDefinitionProvider;
    const defs = provider.provideMcpServerDefinitions({} as never) as vscode.McpStdioServerDefinition[];
    expect(defs).toHaveLength(1);
    expect(defs[0]).toMatchObject({
      label: 'Cairn project memory',
      command: 'node',
      args: ['/ext/dist/mcp.js', '--home', tmp.home, '--project', tmp.project],
      version: '0.1.0',
    });
    settings.nodePath = { globalValue: '/opt/node20/bin/node' };
    expect((provider.provideMcpServerDefinitions({} as never) as vscode.McpStdioServerDefinition[])[0]?.command).toBe('/opt/node20/bin/node');
  });

  it('still activates on an editor without the MCP definition API', async () => {
    delete lm.registerMcpServerDefinitionProvider;
    const api = activate(context as never) as CairnApi;
    expect(api.mcpRegistered).toBe(false);
    expect(commands.size).toBe(8);
    expect((await api.snapshot()).folders[0]?.state).toBe('ready');
  });

  it("ignores a workspace's cairn.home and cairn.nodePath: only the user's settings count", () => {
    const evil = join(tmp.project, '.cairn');
    settings = { home: { workspaceValue: evil }, nodePath: { workspaceValue: './evil-node' } };
    const before = process.env.CAIRN_HOME;
    process.env.CAIRN_HOME = tmp.home;
    try {
      const api = activate(context as never) as CairnApi;
      expect(api.home()).toBe(tmp.home);
      const def = api.mcpServerDefinitions()[0] as vscode.McpStdioServerDefinition;
      expect(def.command).toBe('node');
      expect(def.args).toContain(tmp.home);
      expect(def.args).not.toContain(evil);
    } finally {
      if (before === undefined) delete process.env.CAIRN_HOME;
      else process.env.CAIRN_HOME = before;
    }
  });
});
