import * as vscode from 'vscode';
import type { FolderSnapshot, WorkspaceSnapshot } from '../session/snapshotWorkspace.js';
import type { GroupId, MemoryGroup, MemoryItem } from '../tree/buildMemoryTree.js';

/** The id of the Project Memory view (package.json `contributes.views`). */
export const VIEW_ID = 'cairn.memory';
/** The scheme of the URIs that carry a memory item's decoration (dimmed when it needs confirmation). */
export const MEMORY_SCHEME = 'cairn-memory';

/** A node of the view. Memory nodes carry `{folder, id}`: what the commands take. */
export type ViewNode =
  | { kind: 'folder'; folder: FolderSnapshot }
  | { kind: 'group'; folder: string; group: MemoryGroup }
  | { kind: 'memory'; folder: string; id: string; item: MemoryItem }
  | { kind: 'message'; folder: string; text: string; command?: vscode.Command };

const GROUP_ICONS: Readonly<Record<GroupId, string>> = {
  active: 'pass',
  candidates: 'circle-outline',
  needsConfirmation: 'warning',
  superseded: 'history',
};

/** The children of a folder: its four groups, or why there are none. */
function folderChildren(folder: FolderSnapshot): ViewNode[] {
  if (folder.state === 'ready') return folder.groups.map((group) => ({ kind: 'group', folder: folder.folder.path, group }));
  if (folder.state === 'uninitialised') {
    return [
      {
        kind: 'message',
        folder: folder.folder.path,
        text: 'Memory is not enabled: click to enable it',
        command: { command: 'cairn.enable', title: 'Enable', arguments: [folder.folder.path] },
      },
    ];
  }
  return [{ kind: 'message', folder: folder.folder.path, text: `Cannot open the memory: ${folder.error ?? 'unknown error'}` }];
}

/**
 * The view's data provider over the latest {@link WorkspaceSnapshot}. With one folder the
 * groups are the top level; with several, each folder is.
 */
export class MemoryTreeProvider implements vscode.TreeDataProvider<ViewNode> {
  private readonly changed = new vscode.EventEmitter<ViewNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private snapshot: WorkspaceSnapshot = { folders: [], needsConfirmation: 0 };

  /** Shows a new snapshot. */
  update(snapshot: WorkspaceSnapshot): void {
    this.snapshot = snapshot;
    this.changed.fire(undefined);
  }

  current(): WorkspaceSnapshot {
    return this.snapshot;
  }

  getChildren(node?: ViewNode): ViewNode[] {
    if (!node) {
      const folders = this.snapshot.folders;
      if (folders.length === 1) {
        const only = folders[0] as FolderSnapshot;
        // Not ready: the view's welcome content (package.json viewsWelcome) explains.
        return only.state === 'ready' ? folderChildren(only) : [];
      }
      return folders.map((folder) => ({ kind: 'folder', folder }));
    }
    if (node.kind === 'folder') return folderChildren(node.folder);
    if (node.kind === 'group') return node.group.items.map((item) => ({ kind: 'memory', folder: node.folder, id: item.id, item }));
    return [];
  }

  getTreeItem(node: ViewNode): vscode.TreeItem {
    switch (node.kind) {
      case 'folder': {
        const item = new vscode.TreeItem(node.folder.folder.name, vscode.TreeItemCollapsibleState.Expanded);
        item.id = `folder:${node.folder.folder.path}`;
        item.description =
          node.folder.state === 'ready'
            ? node.folder.needsConfirmation > 0
              ? `${node.folder.needsConfirmation} to confirm`
              : ''
            : node.folder.state === 'uninitialised'
              ? 'memory not enabled'
              : 'error';
        item.tooltip = node.folder.folder.path;
        item.iconPath = new vscode.ThemeIcon('root-folder');
        item.contextValue = `folder.${node.folder.state}`;
        return item;
      }
      case 'group': {
        const { group } = node;
        const state =
          group.items.length === 0
            ? vscode.TreeItemCollapsibleState.None
            : group.id === 'superseded'
              ? vscode.TreeItemCollapsibleState.Collapsed
              : vscode.TreeItemCollapsibleState.Expanded;
        const item = new vscode.TreeItem(group.label, state);
        item.id = `group:${node.folder}:${group.id}`;
        item.description = String(group.items.length);
        item.iconPath = new vscode.ThemeIcon(
          GROUP_ICONS[group.id],
          group.id === 'needsConfirmation' && group.items.length > 0 ? new vscode.ThemeColor('list.warningForeground') : undefined,
        );
        item.contextValue = `group.${group.id}`;
        if (group.id === 'needsConfirmation')
          item.tooltip = 'Flagged as instructions to an agent, or contradicting a more trusted memory: kept out of the digest until you confirm them.';
        return item;
      }
      case 'memory': {
        const m = node.item;
        const item = new vscode.TreeItem(m.label, vscode.TreeItemCollapsibleState.None);
        item.id = `memory:${node.folder}:${m.id}`;
        item.description = m.description;
        const tooltip = new vscode.MarkdownString(m.tooltip);
        tooltip.isTrusted = false;
        tooltip.supportHtml = false;
        item.tooltip = tooltip;
        item.contextValue = m.contextValue;
        item.iconPath = new vscode.ThemeIcon(m.icon, m.dimmed ? new vscode.ThemeColor('list.warningForeground') : undefined);
        // Carries the dimmed colour (FileDecorationProvider below); the label is set explicitly.
        item.resourceUri = vscode.Uri.from({ scheme: MEMORY_SCHEME, path: `/${m.id}`, query: m.dimmed ? 'dimmed' : '' });
        item.accessibilityInformation = { label: `${m.label}, ${m.description}` };
        return item;
      }
      case 'message': {
        const item = new vscode.TreeItem(node.text, vscode.TreeItemCollapsibleState.None);
        item.iconPath = new vscode.ThemeIcon('info');
        if (node.command) item.command = node.command;
        return item;
      }
    }
  }
}

/** Dims the label of memories that wait for confirmation (a tree item's colour comes from its resource's decoration). */
export const dimmedDecorations: vscode.FileDecorationProvider = {
  provideFileDecoration(uri) {
    if (uri.scheme !== MEMORY_SCHEME || uri.query !== 'dimmed') return undefined;
    return { color: new vscode.ThemeColor('disabledForeground'), tooltip: 'Needs confirmation' };
  },
};
