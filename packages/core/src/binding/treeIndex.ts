import { z } from 'zod';
import { lazySchema } from '../schema/lazySchema.js';

/**
 * The working tree's fingerprint index (issue #23, shared with attested provenance, issue #22):
 * for one checkout, each indexed file's size, mtime and git blob id, so a memory whose bound file
 * is gone is found "moved to <path>" by looking its blob id up — never by scanning files on a
 * recall. The pure half: its shape, how a listing updates it (size and mtime decide what is
 * hashed again) and the lookup. Reading the folder and hashing files is the session's; keeping
 * the index is the home's ({@link TreeIndexStore}). It is derived: deleting it loses nothing,
 * the next refresh builds it again.
 */

/** Version of the stored index; any other version is rebuilt. */
export const TREE_INDEX_VERSION = 1;

/**
 * How a file is known: `tracked` — git tracks it (its blob may come from git's index, no read);
 * `untracked` — not tracked by git, or the project is outside git (hashed by Cairn).
 */
export const TREE_FILE_CLASSES = ['tracked', 'untracked'] as const;
/** One of {@link TREE_FILE_CLASSES}. */
export type TreeFileClass = (typeof TREE_FILE_CLASSES)[number];

const TreeIndexEntrySchema = lazySchema(() =>
  z.object({
    /** Bytes. */
    size: z.number().int().min(0),
    /** ms since the epoch, as the file system reported it. */
    mtimeMs: z.number(),
    /** Git blob id (hex sha1 of `blob <size>\0` + bytes). */
    blob: z.string().regex(/^[0-9a-f]{40}$/u),
    class: z.enum(TREE_FILE_CLASSES),
  }),
);
/** One indexed file. */
export type TreeIndexEntry = z.infer<typeof TreeIndexEntrySchema>;

/**
 * Most paths an index keeps as seen gone ({@link TreeIndex}'s `gone`): the paths a refresh saw
 * go come first, then those carried from earlier refreshes, which are the ones dropped beyond it
 * (a dropped path reads `missing`, never `deleted`: the safe side).
 */
export const MAX_GONE_PATHS = 5_000;

/**
 * Most paths a {@link TreeProbe} names (git's files, the checkout's folders, its tracked files): a
 * checkout with more is always listed through git.
 */
export const MAX_PROBE_PATHS = 10_000;

const ProbeSchema = lazySchema(() =>
  z.object({
    /** Absolute paths (git's own files) or paths relative to the root (`.` for the root itself). */
    paths: z.array(z.string().min(1).max(4096)).max(MAX_PROBE_PATHS),
    /** Hex sha256 over each path's file-system identity then (inode, size, mtime, ctime; or absent). */
    stamp: z.string().regex(/^[0-9a-f]{64}$/u),
  }),
);
/**
 * What the last refresh's git listings depended on (issue #20: a refresh asked git six times on
 * every write): git's index, HEAD and the ref it names, the packed refs and the exclude file, every
 * folder holding a tracked or listed file, and every tracked file. While none of their file-system
 * identities moved, git would list the same files, so a refresh need not ask it. Written only when
 * no path changed during the refresh (git's "racily clean" rule).
 */
export type TreeProbe = z.infer<typeof ProbeSchema>;

/**
 * The stored index: `root` is the checkout's real path (an index of another folder is not
 * used), `builtAt` the ISO time of its last refresh, `entries` relative path → entry, and
 * `gone` the paths a refresh saw missing that it knew of (tracked by git, indexed before, or
 * seen gone before and still gone): a bound file that is gone reads `deleted` only when it is
 * here, else `missing` — the refresh has not looked since it went (issue #23). Absent in an
 * index written before it existed (read as none). `head` is the commit checked out at the
 * refresh (hex object id), so the next refresh can see which files git tracked then and no longer
 * does (deleted and committed, or `git rm`): absent outside git or in an older index. `probe`
 * says when git need not be asked again ({@link TreeProbe}); absent when it must be.
 */
export const TreeIndexSchema = lazySchema(() =>
  z.object({
    v: z.literal(TREE_INDEX_VERSION),
    root: z.string().min(1),
    builtAt: z.string(),
    entries: z.record(z.string().min(1).max(4096), TreeIndexEntrySchema),
    gone: z.array(z.string().min(1).max(4096)).max(MAX_GONE_PATHS).optional(),
    head: z
      .string()
      .regex(/^[0-9a-f]{40,64}$/u)
      .optional(),
    probe: ProbeSchema.optional(),
  }),
);
/** One checkout's fingerprint index. */
export type TreeIndex = z.infer<typeof TreeIndexSchema>;

const BLOB_ID = /^[0-9a-f]{40}$/u;
const COMMIT_ID = /^[0-9a-f]{40,64}$/u;
const STAMP = /^[0-9a-f]{64}$/u;

/**
 * A stored index read back: the same rules as {@link TreeIndexSchema}, checked by hand, since
 * the index of a large checkout holds tens of thousands of entries and a schema parse of 5,000
 * took ≈ 220 ms (under load), more than the folder walk it saves. Returns the index, or why it
 * is not one.
 */
export function readTreeIndex(raw: unknown): { index: TreeIndex } | { problem: 'version' | 'malformed' } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { problem: 'malformed' };
  const o = raw as Record<string, unknown>;
  if (o.v !== TREE_INDEX_VERSION) return { problem: 'version' };
  if (typeof o.root !== 'string' || o.root === '' || typeof o.builtAt !== 'string') return { problem: 'malformed' };
  const entries = o.entries;
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) return { problem: 'malformed' };
  const out: Record<string, TreeIndexEntry> = Object.create(null) as Record<string, TreeIndexEntry>;
  for (const [path, e] of Object.entries(entries as Record<string, unknown>)) {
    if (path === '' || path.length > 4096 || typeof e !== 'object' || e === null) return { problem: 'malformed' };
    const { size, mtimeMs, blob, class: kind } = e as Record<string, unknown>;
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 0 || typeof mtimeMs !== 'number' || !Number.isFinite(mtimeMs))
      return { problem: 'malformed' };
    if (typeof blob !== 'string' || !BLOB_ID.test(blob) || (kind !== 'tracked' && kind !== 'untracked')) return { problem: 'malformed' };
    out[path] = { size, mtimeMs, blob, class: kind };
  }
  let gone: string[] | undefined;
  if (o.gone !== undefined) {
    if (!Array.isArray(o.gone) || o.gone.length > MAX_GONE_PATHS) return { problem: 'malformed' };
    for (const path of o.gone) if (typeof path !== 'string' || path === '' || path.length > 4096) return { problem: 'malformed' };
    gone = o.gone as string[];
  }
  if (o.head !== undefined && (typeof o.head !== 'string' || !COMMIT_ID.test(o.head))) return { problem: 'malformed' };
  const head = o.head as string | undefined;
  let probe: TreeProbe | undefined;
  if (o.probe !== undefined) {
    const p = o.probe as Record<string, unknown> | null;
    if (typeof p !== 'object' || p === null || !Array.isArray(p.paths) || p.paths.length > MAX_PROBE_PATHS) return { problem: 'malformed' };
    for (const path of p.paths) if (typeof path !== 'string' || path === '' || path.length > 4096) return { problem: 'malformed' };
    if (typeof p.stamp !== 'string' || !STAMP.test(p.stamp)) return { problem: 'malformed' };
    probe = { paths: p.paths as string[], stamp: p.stamp };
  }
  return {
    index: {
      v: TREE_INDEX_VERSION,
      root: o.root,
      builtAt: o.builtAt,
      entries: out,
      ...(gone !== undefined ? { gone } : {}),
      ...(head !== undefined ? { head } : {}),
      ...(probe !== undefined ? { probe } : {}),
    },
  };
}

/**
 * Where a checkout's index is kept (the person's home, whichever store keeps the memories: it
 * describes files on this machine, as observations do — DESIGN.md §12). Synchronous: the
 * binding check that uses it runs inside synchronous readers.
 */
export interface TreeIndexStore {
  /**
   * The stored index, or undefined when there is none, it is unreadable or malformed, or it is
   * of another version or root (`reason` then says which, for a one-line warning; nothing is
   * lost, the caller rebuilds it).
   */
  load(root: string): { index?: TreeIndex; reason?: string };
  /** Replaces the stored index whole (atomically: a reader sees the old or the new one). */
  save(index: TreeIndex): void;
  /** Removes every index of the project (`cairn wipe`: the paths it lists are the project's). */
  wipe(): void;
}

/** One file of the working tree as listed now: its path, size, mtime, and git's staged blob when git tracks it unmodified. */
export interface TreeListing {
  path: string;
  size: number;
  mtimeMs: number;
  class: TreeFileClass;
  /** Git's staged blob id when the working copy is known to equal it (no read needed). */
  gitBlob?: string;
}

/**
 * What a refresh saw gone, for {@link updateTreeIndex}: `trackedMissing` — paths git tracks
 * that are missing from the working tree (`git ls-files -m` lists an unstaged deletion), and
 * paths git tracked at the previous refresh's `head` that it no longer tracks and that are
 * missing (deleted and committed, or `git rm`); `isMissing` — whether a path is gone now (asked
 * of the previous index's paths that are no longer listed, and of its `gone` paths); `head` —
 * the commit checked out now, kept in the index for the next refresh (absent outside git).
 */
export interface TreeGone {
  trackedMissing: readonly string[];
  isMissing: (path: string) => boolean;
  head?: string;
  /** What the listings depended on, kept for the next refresh (absent: the next one asks git). */
  probe?: TreeProbe;
}

/**
 * The index as the working tree is now: an entry whose size and mtime are unchanged is kept
 * as it is (no read); a file git tracks unmodified takes git's blob id (no read); any other
 * file is hashed through `hashFile` (undefined: unreadable, left out). Files no longer listed
 * are dropped; with `seen`, those that are gone (and tracked files missing, and earlier gone
 * paths still gone) are kept in `gone`, at most {@link MAX_GONE_PATHS}, newest first.
 *
 * @param hashFile - the git blob id of a file now (the session reads it)
 * @param seen - what the refresh saw gone; without it `gone` is left out
 * @returns the new index, the paths that were hashed (read) to make it, and whether any entry
 *   (or the gone paths) differs from `previous` (when none does, the stored index need not be
 *   written again)
 */
export function updateTreeIndex(
  previous: TreeIndex | undefined,
  root: string,
  listing: readonly TreeListing[],
  hashFile: (path: string) => string | undefined,
  now: Date,
  seen?: TreeGone,
): { index: TreeIndex; hashed: string[]; changed: boolean } {
  const same = previous?.root === root;
  const before = same ? previous.entries : {};
  // No prototype: a file named `__proto__` is an entry like any other.
  const entries: Record<string, TreeIndexEntry> = Object.create(null) as Record<string, TreeIndexEntry>;
  const hashed: string[] = [];
  for (const f of listing) {
    const old = Object.hasOwn(before, f.path) ? before[f.path] : undefined;
    if (old !== undefined && old.size === f.size && old.mtimeMs === f.mtimeMs && old.class === f.class) {
      entries[f.path] = old;
      continue;
    }
    let blob = f.gitBlob;
    if (blob === undefined) {
      blob = hashFile(f.path);
      hashed.push(f.path);
    }
    if (blob !== undefined) entries[f.path] = { size: f.size, mtimeMs: f.mtimeMs, blob, class: f.class };
  }
  let kept = 0;
  for (const path of Object.keys(entries)) if (Object.hasOwn(before, path) && before[path] === entries[path]) kept++;
  const gone = seen === undefined ? undefined : goneNow(same ? previous : undefined, entries, seen);
  const goneBefore = same ? (previous.gone ?? []) : [];
  const goneChanged = gone !== undefined && (gone.length !== goneBefore.length || gone.some((p, i) => p !== goneBefore[i]));
  const head = seen?.head;
  const probe = seen?.probe;
  const changed =
    previous === undefined ||
    previous.root !== root ||
    kept !== Object.keys(entries).length ||
    kept !== Object.keys(before).length ||
    goneChanged ||
    head !== previous.head ||
    probe?.stamp !== previous.probe?.stamp;
  return {
    index: {
      v: TREE_INDEX_VERSION,
      root,
      builtAt: now.toISOString(),
      entries,
      ...(gone !== undefined ? { gone } : {}),
      ...(head !== undefined ? { head } : {}),
      ...(probe !== undefined ? { probe } : {}),
    },
    hashed,
    changed,
  };
}

/** The gone paths after a refresh (see {@link updateTreeIndex}), sorted. */
function goneNow(previous: TreeIndex | undefined, entries: Record<string, TreeIndexEntry>, seen: TreeGone): string[] {
  const out = new Set<string>();
  const add = (path: string): void => {
    if (out.size < MAX_GONE_PATHS && !Object.hasOwn(entries, path)) out.add(path);
  };
  for (const path of seen.trackedMissing) add(path);
  if (previous !== undefined) {
    for (const path of Object.keys(previous.entries)) if (!Object.hasOwn(entries, path) && seen.isMissing(path)) add(path);
    for (const path of previous.gone ?? []) if (!out.has(path) && seen.isMissing(path)) add(path);
  }
  return [...out].sort();
}

/** The index by blob id: git blob id → the paths holding it, each with its entry, in path order. */
export function pathsByBlob(index: TreeIndex): Map<string, Array<{ path: string; entry: TreeIndexEntry }>> {
  const out = new Map<string, Array<{ path: string; entry: TreeIndexEntry }>>();
  for (const path of Object.keys(index.entries).sort()) {
    const entry = index.entries[path] as TreeIndexEntry;
    const list = out.get(entry.blob) ?? [];
    list.push({ path, entry });
    out.set(entry.blob, list);
  }
  return out;
}
