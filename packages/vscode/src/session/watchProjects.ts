import { type FSWatcher, watch as fsWatch } from 'node:fs';

/** Starts watching one folder; the default is `fs.watch` (inotify on Linux). */
export type WatchFolder = (folder: string, onChange: () => void) => { close(): void };

const defaultWatch: WatchFolder = (folder, onChange) => {
  const watcher: FSWatcher = fsWatch(folder, { persistent: false }, () => onChange());
  watcher.on('error', () => undefined);
  return watcher;
};

/** Keeps one watcher per folder: {@link ProjectWatchers.update} adds new ones and closes stale ones. */
export interface ProjectWatchers {
  /** Watch exactly these folders (those that cannot be watched — missing, no inotify slots — are skipped and retried next time). */
  update(folders: readonly string[]): void;
  /** The folders watched now. */
  watched(): string[];
  dispose(): void;
}

/**
 * Follows writes by other processes (the CLI, the MCP server): each project's folder under the
 * home is watched — the folder, not `events.jsonl`, because compaction and `forget` replace the
 * log by rename, which a watch on the file itself would not survive.
 *
 * @param onChange - called (often several times per write: debounce it) on any change
 */
export function createProjectWatchers(onChange: () => void, watch: WatchFolder = defaultWatch): ProjectWatchers {
  const watchers = new Map<string, { close(): void }>();
  return {
    update(folders) {
      const wanted = new Set(folders);
      for (const [folder, w] of watchers) {
        if (!wanted.has(folder)) {
          w.close();
          watchers.delete(folder);
        }
      }
      for (const folder of wanted) {
        if (watchers.has(folder)) continue;
        try {
          watchers.set(folder, watch(folder, onChange));
        } catch {
          // Missing folder or no watch available: the next refresh tries again.
        }
      }
    },
    watched: () => [...watchers.keys()],
    dispose() {
      for (const w of watchers.values()) w.close();
      watchers.clear();
    },
  };
}

/** Calls `fn` once, `ms` after the last of a burst of calls. */
export function debounce(fn: () => void, ms: number): (() => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn();
    }, ms);
  };
  return Object.assign(call, {
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  });
}
