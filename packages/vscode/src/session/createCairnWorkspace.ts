import { isCoreError, type MemoryRecord } from '@cairn/core';
import { type FileStore, type InitResult, isInitialised, initProject, LAYOUT, openFileStore, resolveProject } from '@cairn/store-fs';
import { join } from 'node:path';
import type { CairnSettings, StorePort } from '../ports.js';

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

/** One workspace folder's project memory. */
export interface ProjectSession {
  readonly folder: FolderRef;
  /** The Cairn home this session uses. */
  readonly home: string;
  /** The project's canonical path (store-fs's resolver: the folder's realpath). */
  projectPath(): Promise<string>;
  /** The folder under the home that holds this project's files (watched for other writers). */
  projectDir(): Promise<string>;
  /** Whether memory is enabled (`cairn init`) for this folder. */
  state(): Promise<{ state: ProjectState; error?: string }>;
  /**
   * The open store (opened once, with the pure-JS index; it re-reads the log on every read,
   * so writes by the CLI or the MCP server are seen).
   *
   * @throws CoreError `NOT_INITIALISED`, `UNSAFE_HOME`, `PROJECT_MOVED`, `STORE_*`
   */
  store(): Promise<FileStore>;
  /** Every record of the project, any status. @throws as {@link store} */
  records(): Promise<MemoryRecord[]>;
  /** Enables memory for the folder (`initProject`, channel `vscode`). */
  enable(): Promise<InitResult>;
  close(): Promise<void>;
}

/**
 * The default {@link StorePort}: store-fs with the pure-JS index, always. The extension host's
 * Node ABI is not the one better-sqlite3 was built for (DESIGN.md §7), so `index: 'js'` keeps
 * the native module from ever being required.
 */
export function createDefaultStorePort(onWarning: (message: string) => void = () => undefined): StorePort {
  return {
    open: (home, projectPath) => openFileStore({ home, projectPath, index: 'js', recallIndex: true, onWarning }),
    isInitialised: (home, projectPath) => isInitialised({ home, projectPath }),
    init: (home, projectPath) => initProject({ home, projectPath, index: 'js', onWarning, actor: { channel: 'vscode', interactive: true, client: CLIENT } }),
  };
}

/** Options of {@link createProjectSession}. */
export interface ProjectSessionOptions {
  folder: FolderRef;
  home: string;
  stores: StorePort;
}

/** Creates the session of one folder. Opens nothing until asked. */
export function createProjectSession(options: ProjectSessionOptions): ProjectSession {
  const { folder, home, stores } = options;
  let resolved: Promise<string> | undefined;
  let opening: Promise<FileStore> | undefined;
  const projectPath = (): Promise<string> => {
    resolved ??= resolveProject({ project: folder.path, cwd: folder.path }).then((p) => p.path);
    return resolved;
  };
  const session: ProjectSession = {
    folder,
    home,
    projectPath,
    async projectDir() {
      const { key } = await resolveProject({ project: folder.path, cwd: folder.path });
      return join(home, LAYOUT.projects, key);
    },
    async state() {
      try {
        if (!(await stores.isInitialised(home, await projectPath()))) return { state: 'uninitialised' };
        await session.store();
        return { state: 'ready' };
      } catch (error) {
        return { state: 'error', error: error instanceof Error ? error.message : String(error) };
      }
    },
    store() {
      if (!opening) {
        opening = projectPath().then((p) => stores.open(home, p));
        // A failed open is retried next time (the person may fix the home or run init).
        opening.catch(() => {
          opening = undefined;
        });
      }
      return opening;
    },
    async records() {
      return (await session.store()).list();
    },
    async enable() {
      const result = await stores.init(home, await projectPath());
      opening = undefined;
      return result;
    },
    async close() {
      const current = opening;
      opening = undefined;
      if (current) await (await current.catch(() => undefined))?.close();
    },
  };
  return session;
}

/** Options of {@link createCairnWorkspace}. */
export interface CairnWorkspaceOptions {
  /** The workspace's folders, in order. */
  folders: () => readonly FolderRef[];
  settings: () => CairnSettings;
  stores?: StorePort;
}

/** The sessions of every workspace folder, for the current home. */
export interface CairnWorkspace {
  /** One session per folder (kept while the home and folder stay the same). */
  sessions(): ProjectSession[];
  /** The session of the folder at `path`, if it is a workspace folder. */
  session(path: string): ProjectSession | undefined;
  /** Closes every store (the home or the folders changed); sessions are made anew on demand. */
  reset(): Promise<void>;
}

/** Creates the {@link CairnWorkspace}. */
export function createCairnWorkspace(options: CairnWorkspaceOptions): CairnWorkspace {
  const stores = options.stores ?? createDefaultStorePort();
  const cache = new Map<string, ProjectSession>();
  const keyOf = (home: string, path: string): string => `${home}\u0000${path}`;
  const workspace: CairnWorkspace = {
    sessions() {
      const home = options.settings().home;
      return options.folders().map((folder) => {
        const key = keyOf(home, folder.path);
        let s = cache.get(key);
        if (!s) {
          s = createProjectSession({ folder, home, stores });
          cache.set(key, s);
        }
        return s;
      });
    },
    session(path) {
      return workspace.sessions().find((s) => s.folder.path === path);
    },
    async reset() {
      const all = [...cache.values()];
      cache.clear();
      await Promise.all(all.map((s) => s.close().catch(() => undefined)));
    },
  };
  return workspace;
}

/** True for a CoreError with this code. */
export function hasCode(error: unknown, code: string): boolean {
  return isCoreError(error) && error.code === code;
}
