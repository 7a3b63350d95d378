import { resolve } from 'node:path';
import type { FileStoreOptions } from './fileStoreTypes.js';
import { createFsio, hasCode } from './fsio.js';
import { projectDir, projectFiles } from './paths.js';
import { projectKey } from './resolveProject.js';
import { JS_VIEW_FILE } from './view/jsView.js';
import { SQLITE_VIEW_FILE } from './view/sqliteView.js';

/**
 * The files of the view layout before this one (a SQLite FTS index and a JSON index in the view's
 * folder). Their presence means the view needs a one-time rebuild into the current layout, which
 * an open with `migrate: false` (a host hook) refuses with `STORE_NOT_READY` (issue #21).
 */
export const LEGACY_VIEW_FILES: readonly string[] = ['fts.sqlite', 'fts.sqlite-journal', 'fts.sqlite-wal', 'fts.sqlite-shm', 'index.json'];

/**
 * What the view's folder of a file-store project shows of its layout, read with one `readdir`
 * and no store opened (a host hook asks on every tool call; issue #21: "a store that needs a
 * format upgrade … the hook does nothing", and issue #20's speed target):
 * - `earlier`: a file of the layout before this one is there ({@link LEGACY_VIEW_FILES}) — an
 *   upgrade is needed, an open with `migrate: false` refuses;
 * - `none`: no view file of the current layout (`view.sqlite`, `view.json`) — a first build or a
 *   rebuild, which only opening the store can tell apart (small first builds fit a hook);
 * - `current`: a view file of this layout and none of the earlier one. Whether that view's rules
 *   match this code's, or it is damaged, is known only by opening the store.
 *
 * A folder that cannot be read (no project, no view folder yet) is `none`.
 */
export async function viewLayoutHint(options: Pick<FileStoreOptions, 'home' | 'projectPath' | 'fsio'>): Promise<'earlier' | 'none' | 'current'> {
  const fs = options.fsio ?? createFsio();
  let path: string;
  try {
    path = await fs.realpath(resolve(options.projectPath));
  } catch {
    path = resolve(options.projectPath);
  }
  let names: string[];
  try {
    names = await fs.readdir(projectFiles(projectDir(resolve(options.home), projectKey(path))).index);
  } catch (error) {
    if (hasCode(error, 'ENOENT') || hasCode(error, 'ENOTDIR')) return 'none';
    throw error;
  }
  if (names.some((n) => LEGACY_VIEW_FILES.includes(n))) return 'earlier';
  return names.includes(SQLITE_VIEW_FILE) || names.includes(JS_VIEW_FILE) ? 'current' : 'none';
}
