import { createHash, randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs';
import { join } from 'node:path';
import { readTreeIndex, type TreeIndex, type TreeIndexStore } from '@cairn/core';

/**
 * Where the working trees' fingerprint indexes live in a home (issues #23 and #22):
 *
 *     <home>/trees/<project key>/<checkout key>.json
 *
 * one file per checkout (a linked worktree has its own: staleness is judged per worktree),
 * `<checkout key>` the first 16 hex of the sha256 of the checkout's real path. Folders 0700,
 * files 0600. Derived data: a missing, unreadable or malformed file is rebuilt from the working
 * tree, and deleting it loses nothing. It lives in the home whichever store keeps the memories
 * (store-pg has none): like observations (DESIGN.md §12), it describes files on this machine,
 * which a team store shared by other people's checkouts has no use for.
 */
export const TREE_INDEX_LAYOUT = { root: 'trees' } as const;

/** The file of one checkout's index. */
export function treeIndexPath(home: string, projectKey: string, root: string): string {
  return join(home, TREE_INDEX_LAYOUT.root, projectKey, `${createHash('sha256').update(root).digest('hex').slice(0, 16)}.json`);
}

/** The node:fs functions the store uses (tests count or fail them). */
export type TreeIndexFs = Pick<typeof nodeFs, 'readFileSync' | 'writeFileSync' | 'renameSync' | 'mkdirSync' | 'rmSync'>;

/**
 * Opens the index store of one project in `home`. `load` never throws: a file that cannot be
 * read or parsed is reported as the reason it was not used. `save` writes a temporary file
 * then renames it over the index (a reader sees the old index or the new one, never a torn one).
 *
 * @throws from `save` the file system's error (the caller keeps its in-memory index and warns)
 */
export function openTreeIndexStore(o: { home: string; projectKey: string; fs?: TreeIndexFs }): TreeIndexStore {
  const fs = o.fs ?? nodeFs;
  return {
    load(root) {
      const path = treeIndexPath(o.home, o.projectKey, root);
      let text: string;
      try {
        text = fs.readFileSync(path, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return code === 'ENOENT' ? {} : { reason: `${path} could not be read (${code ?? 'error'}); it is rebuilt from the working tree` };
      }
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        return { reason: `${path} is not valid JSON; it is rebuilt from the working tree (it holds only what the files say)` };
      }
      const parsed = readTreeIndex(raw);
      if ('problem' in parsed)
        return {
          reason: parsed.problem === 'version' ? `${path} is of another version; it is rebuilt` : `${path} is malformed; it is rebuilt from the working tree`,
        };
      if (parsed.index.root !== root) return { reason: `${path} indexes another folder (${parsed.index.root}); it is rebuilt` };
      return { index: parsed.index };
    },
    save(index: TreeIndex) {
      const path = treeIndexPath(o.home, o.projectKey, index.root);
      fs.mkdirSync(join(o.home, TREE_INDEX_LAYOUT.root, o.projectKey), { recursive: true, mode: 0o700 });
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        fs.writeFileSync(temp, JSON.stringify(index), { mode: 0o600, flag: 'wx' });
        fs.renameSync(temp, path);
      } catch (error) {
        fs.rmSync(temp, { force: true });
        throw error;
      }
    },
    wipe() {
      fs.rmSync(join(o.home, TREE_INDEX_LAYOUT.root, o.projectKey), { recursive: true, force: true });
    },
  };
}
