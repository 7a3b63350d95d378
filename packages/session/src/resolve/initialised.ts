import { fileURLToPath } from 'node:url';
import { isInitialised, viewLayoutHint } from '@cairn/store-fs';
import type { Location } from './resolveLocation.js';

/** The file store's home folder named by a `file:` store URL; undefined for another store or a URL that is not one. */
function fileStoreRoot(storeUrl: string): string | undefined {
  try {
    const url = new URL(storeUrl);
    if (url.protocol !== 'file:' || (url.host !== '' && url.host !== 'localhost')) return undefined;
    return fileURLToPath(url);
  } catch {
    return undefined;
  }
}

/**
 * Whether memory is enabled for the location's project, answered without opening a store when
 * the store is the file store (a host hook asks on every tool call; the host-hooks issue's
 * speed target): true or false for a `file:` store URL, undefined for another store (open the
 * project session and ask it, `ProjectSession.initialised`).
 */
export async function fileStoreInitialised(location: Pick<Location, 'storeUrl' | 'project'>): Promise<boolean | undefined> {
  const root = fileStoreRoot(location.storeUrl);
  if (root === undefined) return undefined;
  return isInitialised({ home: root, projectPath: location.project.path });
}

/**
 * What the view's folder shows of the file store's layout, read with one `readdir` and no store
 * opened (store-fs's `viewLayoutHint`): `earlier` (a layout upgrade is needed: a host hook must do
 * nothing), `none` (no view yet: only opening the store can say whether a hook may build it),
 * `current`; undefined for another store than the file store.
 */
export async function fileStoreLayoutHint(location: Pick<Location, 'storeUrl' | 'project'>): Promise<'earlier' | 'none' | 'current' | undefined> {
  const root = fileStoreRoot(location.storeUrl);
  if (root === undefined) return undefined;
  return viewLayoutHint({ home: root, projectPath: location.project.path });
}
