import * as vscode from 'vscode';
import type { FolderSnapshot, WorkspaceSnapshot } from '../session/snapshotWorkspace.js';
import type { GroupId, MemoryGroup, MemoryItem } from '../tree/buildMemoryTree.js';
import { type KeyLine, keyLine } from '../tree/keyLine.js';
import { lastSessionLine, type SessionLine } from '../tree/lastSession.js';

/** The id of the Project Memory view (package.json `contributes.views`). */
export const VIEW_ID = 'cairn.memory';
/**
 * The scheme of the URIs that carry a memory row's decoration: the warning colour of a memory
 * that needs attention, and its kind's badge. Never opened: it only names the row.
 */
export const MEMORY_SCHEME = 'cairn-memory';

/** A node of the view. Memory nodes carry `{folder, id}`: what the commands take. */
export type ViewNode =
  | { kind: 'folder'; folder: FolderSnapshot }
  | { kind: 'group'; folder: string; group: MemoryGroup }
  | { kind: 'memory'; folder: string; id: string; item: MemoryItem }
  | { kind: 'message'; folder: string; text: string; command?: vscode.Command }
  | { kind: 'session'; folder: string; line: SessionLine }
  | { kind: 'key'; line: KeyLine };

const GROUP_ICONS: Readonly<Record<GroupId, string>> = {
  needsAttention: 'warning',
  active: 'pass',
  candidates: 'circle-outline',
  superseded: 'history',
};

const GROUP_TOOLTIPS: Readonly<Record<GroupId, string>> = {
  needsAttention:
    'Memories that read as orders to an agent, or that would replace a memory you rely on. They stay out of what the agent is given until you review and confirm them. Click one to review it.',
  active: 'Memories the agent can be given.',
  candidates: 'Memories waiting for more evidence or for your confirmation; not given to the agent.',
  superseded: 'Memories replaced by a newer one.',
};

const WARNING = new vscode.ThemeColor('list.warningForeground');

/** The URI naming a memory row (its decoration's key). */
function memoryUri(folder: string, id: string): vscode.Uri {
  return vscode.Uri.from({ scheme: MEMORY_SCHEME, path: `/${encodeURIComponent(folder)}/${id}` });
}

/** The URI naming a group row. */
function groupUri(folder: string, group: GroupId): vscode.Uri {
  return vscode.Uri.from({ scheme: MEMORY_SCHEME, path: `/group/${encodeURIComponent(folder)}/${group}` });
}

/** The children of a folder: its four groups, or why there are none. */
function folderChildren(folder: FolderSnapshot, now: Date): ViewNode[] {
  if (folder.state === 'ready') {
    // The last agent session's protection first, one line (its explanation in the tooltip).
    const session: ViewNode[] = folder.lastSession ? [{ kind: 'session', folder: folder.folder.path, line: lastSessionLine(folder.lastSession, now) }] : [];
    return [...session, ...folder.groups.map((group): ViewNode => ({ kind: 'group', folder: folder.folder.path, group }))];
  }
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
 * groups are the top level; with several, each folder is. Needs attention comes first.
 */
export class MemoryTreeProvider implements vscode.TreeDataProvider<ViewNode> {
  private readonly changed = new vscode.EventEmitter<ViewNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private snapshot: WorkspaceSnapshot = { folders: [], needsAttention: 0, candidates: 0 };
  /** Kind badges and warning colours by row URI (the decoration provider reads them). */
  readonly decorations = new Map<string, vscode.FileDecoration>();
  private readonly decorationsChanged = new vscode.EventEmitter<undefined>();

  /** Shows a new snapshot. */
  update(snapshot: WorkspaceSnapshot): void {
    this.snapshot = snapshot;
    // Computed before the rows are drawn, so the editor never reads a row without its decoration.
    this.decorations.clear();
    for (const folder of snapshot.folders) {
      const path = folder.folder.path;
      for (const group of folder.groups) {
        if (group.id === 'needsAttention' && group.items.length > 0) this.decorations.set(groupUri(path, group.id).toString(), { color: WARNING });
        for (const m of group.items) {
          this.decorations.set(memoryUri(path, m.id).toString(), {
            badge: m.badge,
            tooltip: `${m.record.kind}${m.warning ? ', needs attention' : ''}`,
            ...(m.warning ? { color: WARNING } : {}),
          });
        }
      }
    }
    this.changed.fire(undefined);
    this.decorationsChanged.fire(undefined);
  }

  current(): WorkspaceSnapshot {
    return this.snapshot;
  }

  /** Colours a row that needs attention in the theme's warning colour and gives each row its kind's badge. */
  readonly decorationProvider: vscode.FileDecorationProvider = {
    onDidChangeFileDecorations: this.decorationsChanged.event,
    provideFileDecoration: (uri) => (uri.scheme === MEMORY_SCHEME ? this.decorations.get(uri.toString()) : undefined),
  };

  getChildren(node?: ViewNode): ViewNode[] {
    if (!node) {
      const folders = this.snapshot.folders;
      const ready = folders.some((f) => f.state === 'ready');
      // Confirming signs with the person's key: say so before anything else when there is none.
      const setup: ViewNode[] =
        ready && this.snapshot.hasKey === false
          ? [
              {
                kind: 'message',
                folder: '',
                text: 'Set up your signing key to confirm memories',
                command: { command: 'cairn.setupKey', title: 'Set Up Your Signing Key' },
              },
            ]
          : [];
      // A recent change of the person's key, or a key file in doubt (issue #16): above the memories.
      if (ready && this.snapshot.keyNotice !== undefined) setup.push({ kind: 'key', line: keyLine(this.snapshot.keyNotice) });
      if (folders.length === 1) {
        const only = folders[0] as FolderSnapshot;
        // Not ready: the view's welcome content (package.json viewsWelcome) explains.
        return only.state === 'ready' ? [...setup, ...folderChildren(only, new Date())] : [];
      }
      return [...setup, ...folders.map((folder): ViewNode => ({ kind: 'folder', folder }))];
    }
    if (node.kind === 'folder') return folderChildren(node.folder, new Date());
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
            ? node.folder.needsAttention > 0
              ? `${node.folder.needsAttention} need attention`
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
        const n = group.items.length;
        const state =
          n === 0
            ? vscode.TreeItemCollapsibleState.None
            : group.id === 'superseded'
              ? vscode.TreeItemCollapsibleState.Collapsed
              : vscode.TreeItemCollapsibleState.Expanded;
        const item = new vscode.TreeItem(group.label, state);
        item.id = `group:${node.folder}:${group.id}`;
        item.description = group.id === 'needsAttention' && n === 0 ? 'nothing' : String(n);
        const attention = group.id === 'needsAttention' && n > 0;
        item.iconPath = new vscode.ThemeIcon(group.id === 'needsAttention' && n === 0 ? 'check' : GROUP_ICONS[group.id], attention ? WARNING : undefined);
        item.contextValue = `group.${group.id}`;
        item.tooltip = GROUP_TOOLTIPS[group.id];
        item.accessibilityInformation = { label: `${group.label}: ${n === 0 ? 'none' : n}`, role: 'treeitem' };
        if (attention) item.resourceUri = groupUri(node.folder, group.id);
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
        item.iconPath = new vscode.ThemeIcon(m.icon, m.warning ? WARNING : undefined);
        // The row's colour and kind badge come from its resource's decoration; the label is set explicitly.
        item.resourceUri = memoryUri(node.folder, m.id);
        item.accessibilityInformation = { label: m.accessibilityLabel, role: 'treeitem' };
        item.command = { command: 'cairn.review', title: 'Review', arguments: [{ folder: node.folder, id: m.id }] };
        return item;
      }
      case 'session': {
        const item = new vscode.TreeItem(node.line.text, vscode.TreeItemCollapsibleState.None);
        item.id = `session:${node.folder}`;
        item.description = node.line.description;
        item.tooltip = node.line.tooltip;
        item.iconPath = new vscode.ThemeIcon(node.line.icon, node.line.warning ? WARNING : undefined);
        item.accessibilityInformation = { label: `${node.line.text}. ${node.line.tooltip}` };
        return item;
      }
      case 'key': {
        const item = new vscode.TreeItem(node.line.text, vscode.TreeItemCollapsibleState.None);
        item.id = 'key';
        item.description = node.line.description;
        item.tooltip = node.line.tooltip;
        item.iconPath = new vscode.ThemeIcon(node.line.icon, node.line.warning ? WARNING : undefined);
        item.accessibilityInformation = { label: `${node.line.text}. ${node.line.tooltip}` };
        return item;
      }
      case 'message': {
        const item = new vscode.TreeItem(node.text, vscode.TreeItemCollapsibleState.None);
        item.iconPath = new vscode.ThemeIcon(node.command?.command === 'cairn.setupKey' ? 'key' : 'info');
        item.tooltip =
          node.command?.command === 'cairn.setupKey'
            ? 'Every confirm, pin and forget is signed with your Cairn key, so no agent can pose as you. Click to set it up once in a terminal (`cairn person setup`).'
            : node.text;
        if (node.command) item.command = node.command;
        return item;
      }
    }
  }
}
