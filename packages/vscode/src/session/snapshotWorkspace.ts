import { buildMemoryTree, type MemoryGroup, needsConfirmationCount } from '../tree/buildMemoryTree.js';
import type { CairnWorkspace, FolderRef, ProjectState } from './createCairnWorkspace.js';

/** What the view shows for one workspace folder. */
export interface FolderSnapshot {
  folder: FolderRef;
  state: ProjectState;
  /** The error's message when `state` is `error`. */
  error?: string;
  /** The four groups (empty unless `ready`). */
  groups: MemoryGroup[];
  /** Memories waiting for confirmation. */
  needsConfirmation: number;
}

/** What the view shows: every folder's snapshot. */
export interface WorkspaceSnapshot {
  folders: FolderSnapshot[];
  /** The sum of every folder's count (the status bar). */
  needsConfirmation: number;
}

/**
 * Reads every folder's memory and builds the view's data. Never rejects: a folder whose store
 * cannot be opened is reported with `state: 'error'`.
 */
export async function snapshotWorkspace(workspace: CairnWorkspace, now: Date): Promise<WorkspaceSnapshot> {
  const folders = await Promise.all(
    workspace.folders().map(async (memory): Promise<FolderSnapshot> => {
      const { state, error } = await memory.state();
      if (state !== 'ready') return { folder: memory.folder, state, ...(error !== undefined ? { error } : {}), groups: [], needsConfirmation: 0 };
      try {
        const records = await memory.records();
        return { folder: memory.folder, state, groups: buildMemoryTree(records, now), needsConfirmation: needsConfirmationCount(records) };
      } catch (e) {
        return { folder: memory.folder, state: 'error', error: e instanceof Error ? e.message : String(e), groups: [], needsConfirmation: 0 };
      }
    }),
  );
  return { folders, needsConfirmation: folders.reduce((n, f) => n + f.needsConfirmation, 0) };
}
