import { openObservations, type PersonKeyNotice, trustedSessions } from '@cairn/session';
import { buildMemoryTree, candidateCount, type MemoryGroup, needsAttentionCount } from '../tree/buildMemoryTree.js';
import type { LastSession } from '../tree/lastSession.js';
import type { CairnWorkspace, FolderMemory, FolderRef, ProjectState } from './createCairnWorkspace.js';

/** What the view shows for one workspace folder. */
export interface FolderSnapshot {
  folder: FolderRef;
  state: ProjectState;
  /** The error's message when `state` is `error`. */
  error?: string;
  /** The four groups (empty unless `ready`). */
  groups: MemoryGroup[];
  /** Memories that need the person's attention (flagged as orders, or contradicting). */
  needsAttention: number;
  /** Plain candidates waiting for confirmation. */
  candidates: number;
  /** Pinned memories (Unpin applies). */
  pinned: number;
  /** The last agent session a host's hooks recorded for this folder, if any. */
  lastSession?: LastSession;
}

/** What the view shows: every folder's snapshot. */
export interface WorkspaceSnapshot {
  folders: FolderSnapshot[];
  /** The sum of every folder's count (the status bar, the view's badge and title). */
  needsAttention: number;
  /** The sum of every folder's plain candidates. */
  candidates: number;
  /** Whether the person has a signing key in the home (undefined: not checked). Confirming needs one. */
  hasKey?: boolean;
  /**
   * What to tell the person about their key (session's `personKeyNotice`: a change in the last
   * days, or a key file in doubt); undefined: nothing to say, or not checked.
   */
  keyNotice?: PersonKeyNotice;
}

/** The context keys that hide commands which do not apply (package.json `when` clauses). */
export interface CommandContext {
  /** `ready` (some folder has memory enabled), `uninitialised`, `noFolder` or `error`. */
  'cairn.state': string;
  /** Some folder does not have memory enabled yet. */
  'cairn.canEnable': boolean;
  /** Something waits for a confirmation (needs attention or a candidate). */
  'cairn.canConfirm': boolean;
  /** Some memory is pinned. */
  'cairn.canUnpin': boolean;
  /** Some folder holds a memory. */
  'cairn.hasMemories': boolean;
  /** The person has a signing key in the home. */
  'cairn.hasKey': boolean;
}

/** The context keys for a snapshot. Pure. */
export function commandContext(snapshot: WorkspaceSnapshot): CommandContext {
  const folders = snapshot.folders;
  const state = folders.length === 0 ? 'noFolder' : folders.some((f) => f.state === 'ready') ? 'ready' : (folders[0]?.state ?? 'noFolder');
  return {
    'cairn.state': state,
    'cairn.canEnable': folders.some((f) => f.state === 'uninitialised'),
    'cairn.canConfirm': snapshot.needsAttention + snapshot.candidates > 0,
    'cairn.canUnpin': folders.some((f) => f.pinned > 0),
    'cairn.hasMemories': folders.some((f) => f.groups.some((g) => g.items.length > 0)),
    'cairn.hasKey': snapshot.hasKey === true,
  };
}

/**
 * The last agent session the host's hooks recorded for the folder's project (its observation
 * store in the home; reading creates nothing). Undefined when none was recorded or the records
 * cannot be read: the view then says nothing about sessions.
 */
async function readLastSession(memory: FolderMemory): Promise<LastSession | undefined> {
  try {
    const location = (await memory.session()).location;
    const observations = openObservations(location);
    try {
      // Protected only under the home's sandbox-only declaration, as every reader shows it.
      const [last] = await trustedSessions(location, observations);
      return last ? { host: last.host, protected: last.protected, reasons: [...last.reasons], at: last.updatedAt } : undefined;
    } finally {
      await observations.close();
    }
  } catch {
    return undefined;
  }
}

/**
 * Reads every folder's memory and builds the view's data. Never rejects: a folder whose store
 * cannot be opened is reported with `state: 'error'`; a failing `hasKey` reads as no key, a
 * failing `keyNotice` as nothing to say.
 *
 * @param options.hasKey - whether the home holds the person's key (`hasIdentity`)
 * @param options.keyNotice - what to tell the person about their key (session's `personKeyNotice`)
 */
export async function snapshotWorkspace(
  workspace: CairnWorkspace,
  now: Date,
  options: { hasKey?: () => Promise<boolean>; keyNotice?: () => Promise<PersonKeyNotice | undefined> } = {},
): Promise<WorkspaceSnapshot> {
  const empty = { groups: [], needsAttention: 0, candidates: 0, pinned: 0 };
  const folders = await Promise.all(
    workspace.folders().map(async (memory): Promise<FolderSnapshot> => {
      const { state, error } = await memory.state();
      if (state !== 'ready') return { folder: memory.folder, state, ...(error !== undefined ? { error } : {}), ...empty };
      try {
        const records = await memory.records();
        const lastSession = await readLastSession(memory);
        return {
          folder: memory.folder,
          state,
          groups: buildMemoryTree(records, now),
          needsAttention: needsAttentionCount(records),
          candidates: candidateCount(records),
          pinned: records.filter((r) => r.pinned && r.status !== 'forgotten').length,
          ...(lastSession ? { lastSession } : {}),
        };
      } catch (e) {
        return { folder: memory.folder, state: 'error', error: e instanceof Error ? e.message : String(e), ...empty };
      }
    }),
  );
  const hasKey = options.hasKey ? await options.hasKey().catch(() => false) : undefined;
  const keyNotice = options.keyNotice ? await options.keyNotice().catch(() => undefined) : undefined;
  return {
    folders,
    needsAttention: folders.reduce((n, f) => n + f.needsAttention, 0),
    candidates: folders.reduce((n, f) => n + f.candidates, 0),
    ...(hasKey !== undefined ? { hasKey } : {}),
    ...(keyNotice !== undefined ? { keyNotice } : {}),
  };
}
