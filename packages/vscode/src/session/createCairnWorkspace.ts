import { type LiveKeyring, type MemoryRecord, type OpenProjectOptions, openProject, type PersonProof, type ProjectSession } from '@cairn/session';
import type { CairnSettings } from '../ports.js';

/** The audit log's client name for everything the extension does (DESIGN.md §6). */
export const CLIENT = 'cairn-vscode';

/** A workspace folder, as the command layer sees it. */
export interface FolderRef {
  /** The folder's file-system path. */
  path: string;
  /** Its display name. */
  name: string;
}

/** Where a folder's memory stands. */
export type ProjectState = 'ready' | 'uninitialised' | 'error';

/** One workspace folder's project memory: the project session of that folder, opened on demand. */
export interface FolderMemory {
  readonly folder: FolderRef;
  /**
   * The folder's project session (channel `vscode`, the editor's person port, the pure-JS index
   * and a long-lived store). Opened once; a failed open is retried next time.
   *
   * @throws CoreError `UNSAFE_HOME`, `INVALID_INPUT`
   */
  session(): Promise<ProjectSession>;
  /** Whether memory is enabled for this folder; never rejects. */
  state(): Promise<{ state: ProjectState; error?: string }>;
  /** Every record of the project, any status. @throws CoreError `NOT_INITIALISED`, `STORE_*` */
  records(): Promise<MemoryRecord[]>;
  close(): Promise<void>;
}

/** Opens a folder's project session; tests pass their own. */
export type SessionOpener = (options: OpenProjectOptions) => Promise<ProjectSession>;

/** Options of {@link createFolderMemory}. */
export interface FolderMemoryOptions {
  folder: FolderRef;
  /** The Cairn home, resolved from the person's own settings. */
  home: string;
  personProof: PersonProof;
  /**
   * The person's keys (a live keyring, read again whenever the home's key files change): they
   * verify what the person port signs and check every read.
   */
  keys?: LiveKeyring;
  onWarning?: (message: string) => void;
  open?: SessionOpener;
}

/**
 * The memory of one folder. The extension host's Node ABI is not the one better-sqlite3 was
 * built for (DESIGN.md §7): the session opens its store `portable`, so the native module is
 * never required; `longLived`, so recall ranks from memory and the store follows other writers.
 */
export function createFolderMemory(options: FolderMemoryOptions): FolderMemory {
  const { folder } = options;
  const open = options.open ?? openProject;
  let opening: Promise<ProjectSession> | undefined;
  const memory: FolderMemory = {
    folder,
    session() {
      if (!opening) {
        const attempt = open({
          home: options.home,
          project: folder.path,
          cwd: folder.path,
          env: process.env,
          channel: 'vscode',
          client: CLIENT,
          personProof: options.personProof,
          // Every reader checks (issue #16): a user claim no signature of the person backs is the agent's in the view.
          ...(options.keys ? { keyring: options.keys.keyring, refreshKeys: () => (options.keys as LiveKeyring).refresh() } : {}),
          portable: true,
          longLived: true,
          ...(options.onWarning ? { onWarning: options.onWarning } : {}),
        });
        opening = attempt;
        attempt.catch(() => {
          if (opening === attempt) opening = undefined;
        });
      }
      return opening;
    },
    async state() {
      try {
        const session = await memory.session();
        if (!(await session.status()).initialised) return { state: 'uninitialised' };
        await session.open();
        return { state: 'ready' };
      } catch (error) {
        return { state: 'error', error: error instanceof Error ? error.message : String(error) };
      }
    },
    async records() {
      return (await memory.session()).list();
    },
    async close() {
      const current = opening;
      opening = undefined;
      if (current) await (await current.catch(() => undefined))?.close();
    },
  };
  return memory;
}

/** Options of {@link createCairnWorkspace}. */
export interface CairnWorkspaceOptions {
  /** The workspace's folders, in order. */
  folders: () => readonly FolderRef[];
  settings: () => CairnSettings;
  /** The editor's person port (the review panel, modals, the password box). */
  personProof: PersonProof;
  /**
   * The person's keys (a live keyring, read again whenever the home's key files change): they
   * verify what the person port signs and check every read.
   */
  keys?: LiveKeyring;
  onWarning?: (message: string) => void;
  open?: SessionOpener;
}

/** The memory of every workspace folder, for the current home. */
export interface CairnWorkspace {
  /** One per folder (kept while the home and folder stay the same). */
  folders(): FolderMemory[];
  /** The memory of the folder at `path`, if it is a workspace folder. */
  folder(path: string): FolderMemory | undefined;
  /** Closes every session (the home or the folders changed); they are opened anew on demand. */
  reset(): Promise<void>;
}

/** Creates the {@link CairnWorkspace}. */
export function createCairnWorkspace(options: CairnWorkspaceOptions): CairnWorkspace {
  const cache = new Map<string, FolderMemory>();
  const workspace: CairnWorkspace = {
    folders() {
      const home = options.settings().home;
      return options.folders().map((folder) => {
        const key = `${home}\u0000${folder.path}`;
        let memory = cache.get(key);
        if (!memory) {
          memory = createFolderMemory({
            folder,
            home,
            personProof: options.personProof,
            ...(options.keys ? { keys: options.keys } : {}),
            ...(options.onWarning ? { onWarning: options.onWarning } : {}),
            ...(options.open ? { open: options.open } : {}),
          });
          cache.set(key, memory);
        }
        return memory;
      });
    },
    folder(path) {
      return workspace.folders().find((m) => m.folder.path === path);
    },
    async reset() {
      const all = [...cache.values()];
      cache.clear();
      await Promise.all(all.map((m) => m.close().catch(() => undefined)));
    },
  };
  return workspace;
}
