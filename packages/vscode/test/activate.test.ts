import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { changeKey, newSessionRecord, openObservations } from '@cairn/session';
import * as vscode from 'vscode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activate, type CairnApi, deactivate } from '../src/extension.js';
import type { ViewNode } from '../src/host/createMemoryView.js';
import { asPerson, createTempProject, PASSPHRASE, type Seeded, seed, TEXTS, type TempProject } from './helpers.js';
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
let treeView: { badge?: unknown; message?: unknown; dispose(): void };
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

  it('lists Needs attention first, in the warning colour, says why in words, and counts it in the status bar, badge and title', async () => {
    const api = activate(context as never) as CairnApi;
    await api.snapshot();
    const top = (await treeProvider?.getChildren()) ?? [];
    expect(top.map((n) => (n.kind === 'group' ? n.group.label : n.kind))).toEqual(['Needs attention', 'Active', 'Candidates', 'Superseded']);
    const attention = treeProvider?.getTreeItem(top[0] as ViewNode) as vscode.TreeItem;
    expect(attention.iconPath).toMatchObject({ id: 'warning', themeColor: { id: 'list.warningForeground' } });
    const items = ((await treeProvider?.getChildren(top[0])) ?? []).map((n) => treeProvider?.getTreeItem(n) as vscode.TreeItem);
    expect(items.map((i) => i.label)).toEqual([TEXTS.flagged, TEXTS.contradicting]);
    const flagged = items[0] as vscode.TreeItem;
    expect(flagged.contextValue).toBe('memory.needsAttention');
    expect(flagged.description).toBe('tells the agent to run a script from the internet');
    expect((flagged.iconPath as vscode.ThemeIcon).id).toBe('globe');
    expect(flagged.accessibilityInformation?.label).toMatch(/fact from a fetched page or document/u);
    expect(flagged.command).toMatchObject({ command: 'cairn.review', arguments: [{ folder: tmp.project, id: ids.flagged }] });
    // Full contrast in the warning colour, with the kind's badge: the row's decoration.
    const tree = treeProvider as unknown as { decorationProvider: vscode.FileDecorationProvider };
    const decoration = tree.decorationProvider.provideFileDecoration(flagged.resourceUri as vscode.Uri, {} as never) as vscode.FileDecoration;
    expect(decoration).toMatchObject({ badge: 'F', color: new vscode.ThemeColor('list.warningForeground') });
    expect((flagged.tooltip as vscode.MarkdownString).value).toContain('(`shell-pipe`)');
    expect((flagged.tooltip as vscode.MarkdownString).isTrusted).toBe(false);
    expect(statusBar.text).toBe('$(warning) Cairn: 2 need attention');
    expect(statusBar.show).toHaveBeenCalled();
    expect(treeView.badge).toMatchObject({ value: 2 });
    // Above the rows, wrapped: why, in words (a 300 px side bar cuts a row's description).
    expect(treeView.message).toBe(
      'Review these before your agent follows them. Why: tells the agent to run a script from the internet; would replace your memory. Click a memory to see it whole and choose.',
    );
    expect(api.chrome()).toMatchObject({ description: '2 need attention', badge: 2 });
    expect(vscode.commands.executeCommand).toHaveBeenCalledWith('setContext', 'cairn.state', 'ready');
    expect(vscode.commands.executeCommand).toHaveBeenCalledWith('setContext', 'cairn.canEnable', false);
    expect(vscode.commands.executeCommand).toHaveBeenCalledWith('setContext', 'cairn.canConfirm', true);
  });

  it("shows the last agent session's protection above the groups, with why in the tooltip", async () => {
    await asPerson(tmp.home, tmp.project, async (s) => {
      const observations = openObservations(s.location);
      try {
        const at = new Date().toISOString();
        await observations.updateSession('s-1', () =>
          newSessionRecord({
            id: 's-1',
            host: 'claude-code',
            startedAt: at,
            reasons: ['bubblewrap is not installed'],
            sources: ['startup'],
            interactive: true,
          }),
        );
      } finally {
        await observations.close();
      }
    });
    const api = activate(context as never) as CairnApi;
    await api.snapshot();
    const top = (await treeProvider?.getChildren()) ?? [];
    expect(top.map((n) => n.kind)).toEqual(['session', 'group', 'group', 'group', 'group']);
    const line = treeProvider?.getTreeItem(top[0] as ViewNode) as vscode.TreeItem;
    expect(line.label).toBe('Last session: not protected');
    expect(line.iconPath).toMatchObject({ id: 'warning', themeColor: { id: 'list.warningForeground' } });
    expect(line.tooltip).toMatch(/Why: bubblewrap is not installed\./u);
  });

  it("shows a recent change of the person's key above the groups (key, day, endorsement), and a key file in doubt as a warning (issue #16)", async () => {
    const { keyId } = await changeKey(tmp.home, { passphrase: PASSPHRASE }, `${PASSPHRASE} (new)`);
    const api = activate(context as never) as CairnApi;
    await api.snapshot();
    const top = (await treeProvider?.getChildren()) ?? [];
    expect(top.map((n) => n.kind)).toEqual(['key', 'group', 'group', 'group', 'group']);
    const changed = treeProvider?.getTreeItem(top[0] as ViewNode) as vscode.TreeItem;
    expect(changed.label).toBe(`Your signing key changed on ${new Date().toISOString().slice(0, 10)}`);
    expect(changed.description).toBe(`with the old passphrase · ${keyId}`);
    expect(changed.iconPath).toMatchObject({ id: 'key' });
    expect(changed.tooltip).toMatch(/If you did not change it, your key was taken over/u);
    // The key file's anchor gone (not made by `cairn person setup` here): in doubt, in the warning colour.
    await rm(join(tmp.home, 'person', 'anchor.json'));
    await api.snapshot();
    const again = (await treeProvider?.getChildren()) ?? [];
    const doubt = treeProvider?.getTreeItem(again[0] as ViewNode) as vscode.TreeItem;
    expect(doubt.label).toBe('Your signing key is in doubt');
    expect(doubt.iconPath).toMatchObject({ id: 'warning', themeColor: { id: 'list.warningForeground' } });
    expect(doubt.tooltip).toMatch(/has no anchor.*No signature counts until it is resolved/u);
  });

  it('says "Cairn ✓" when nothing needs attention', async () => {
    const api = activate(context as never) as CairnApi;
    await asPerson(tmp.home, tmp.project, async (s) => {
      await s.forget(ids.flagged);
      await s.forget(ids.contradicting);
    });
    await api.snapshot();
    expect(statusBar.text).toBe('Cairn ✓');
    expect(treeView.badge).toBeUndefined();
  });

  it('runs Confirm on a plain candidate through a modal whose default (first, not a close affordance) button keeps it, and audits channel vscode', async () => {
    const api = activate(context as never) as CairnApi;
    await api.snapshot();
    vi.mocked(vscode.window.showWarningMessage).mockImplementation((async (_m: string, _o: unknown, ...items: vscode.MessageItem[]) => items[1]) as never);
    vi.mocked(vscode.window.showInputBox).mockResolvedValue(PASSPHRASE);
    const node = { kind: 'memory', folder: tmp.project, id: ids.candidate };
    const out = (await commands.get('cairn.confirm')?.(node, [node])) as Array<{ status: string }>;
    expect(out[0]?.status).toBe('active');
    const [message, options, first, second] = vi.mocked(vscode.window.showWarningMessage).mock.calls[0] as unknown as [
      string,
      { modal: boolean; detail: string },
      vscode.MessageItem,
      vscode.MessageItem,
    ];
    expect(message).toMatch(/^Confirm this memory\?/);
    expect(options.modal).toBe(true);
    expect(options.detail).toContain('From: files in the working tree (repo)');
    // The editor makes the first item that is not a close affordance its primary, focused button:
    // the safe one (the real-host test presses Enter on it).
    expect(first).toEqual({ title: 'Keep as candidate' });
    expect(second).toEqual({ title: 'Confirm' });
    const audit = await asPerson(tmp.home, tmp.project, (s) => s.audit());
    expect(audit.at(-1)).toMatchObject({ event: 'confirm', channel: 'vscode', interactive: true, client: 'cairn-vscode' });
    // Signed with the person's key, typed in the editor's password box (typed characters hidden).
    expect(vi.mocked(vscode.window.showInputBox).mock.calls[0]?.[0]).toMatchObject({ password: true });
    expect(JSON.stringify(audit.at(-1))).toMatch(/ed25519/u);
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
    expect(commands.size).toBe(manifest.contributes.commands.length);
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
