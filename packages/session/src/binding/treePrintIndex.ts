import * as nodeFs from 'node:fs';
import { constants, type Dirent } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fingerprintLines, type KeyedHash, readableText, type TreeFilePrints, type TreePrintClass, type WorkingTreePrints } from '@cairn/core';
import { gitBlobId, type GitRunner, SKIPPED_DIRS, spawnGit } from './workingTree.js';

/**
 * The working tree's attestation index (issue #22, "Without hooks: the working tree attests
 * `repo` and `external`"): the winnowed keyed shingles of every text file of the project —
 * tracked, untracked, git-ignored and third-party (`node_modules`, vendored folders, submodules),
 * each classified — kept in the home (never the repository) and keyed by content (git blob id),
 * so a refresh reads only what changed: a file whose size and mtime are unchanged is not read,
 * a tracked file whose staged blob was fingerprinted before is not read, and a folder outside
 * git's listing is listed again only when its mtime moved.
 */

/**
 * Version of the stored index; any other is rebuilt. 2: prints carry rare tokens and Cairn's own
 * mark, and a package's manifest and entry files are read (issue #22).
 */
export const TREE_PRINTS_VERSION = 2;

/** Largest file fingerprinted, bytes: larger ones (lock files, data, generated bundles) are left out. */
export const MAX_PRINT_FILE_BYTES = 256 * 1024;

/** Most files fingerprinted outside git's own listing (ignored and third-party): bounds the first build. */
export const MAX_OUTSIDE_FILES = 20_000;

/** Most folders walked outside git's listing (each is stat'ed at every refresh). */
export const MAX_OUTSIDE_DIRS = 20_000;

/** Path segments that mark third-party code (DESIGN.md §10: `node_modules`, vendored folders). */
export const THIRD_PARTY_DIRS: ReadonlySet<string> = new Set([
  'node_modules',
  'bower_components',
  'jspm_packages',
  'vendor',
  'vendored',
  'third_party',
  'third-party',
  'thirdparty',
  '.venv',
  'venv',
  'site-packages',
]);

/**
 * In ignored and third-party folders prose is fingerprinted (a package's README, docs, a
 * changelog) and, within a package of `node_modules`, its manifest and entry files
 * ({@link MAX_READ_PER_PACKAGE}): what an agent reads and could repeat, at a bounded cost — this repository's
 * `node_modules` holds 32k files, 1.1k of them prose (6.9 MB). Ignored files outside an ignored
 * folder (`.env`, `notes.txt`) are fingerprinted whatever their name.
 */
const PROSE =
  /(?:^|\/)(?:readme|changelog|changes|history|license|licence|notice|contributing|security|authors)(?:\.[^/]*)?$|\.(?:md|markdown|mdx|txt|rst|adoc|asciidoc|html?|org)$/iu;

/** Folders one below a package's root where its entry files sit (`lib/index.js`, `dist/index.d.ts`). */
const ENTRY_DIRS: ReadonlySet<string> = new Set(['lib', 'dist', 'src', 'types', 'build', 'cjs', 'esm']);
/** Extensions of an entry file: declarations, JavaScript, TypeScript. */
const ENTRY_EXT = /\.(?:d\.[cm]?ts|[cm]?js|ts)$/u;

/**
 * Files of one package read besides its prose, at most: its `package.json` and its entry files.
 *
 * Why these, and why 8 (issue #22): what an agent reads of a dependency besides its README is
 * its manifest's description and readme (`npm view`), the doc comments of its type declarations
 * (an editor's hover) and the comments of its entry file — and only what `readableText` keeps of
 * them (manifest fields, comments; never code). An entry file is named `index`, `main` or after
 * the package, at the package's root or one folder below it ({@link ENTRY_DIRS}): a package has
 * one to six of them (a `.js`, a `.d.ts`, their `.mjs` / `.cjs` twins), so 8 keeps them all
 * while a package of thousands of modules costs at most 8 reads (each within
 * {@link MAX_PRINT_FILE_BYTES}). Measured on this repository's `node_modules` (pnpm, ≈ 880
 * package folders; 2026-12-05): 1.8k more files read at the first build (734 manifests, ≈ 1.1k
 * entry files) beside 1.9k prose files, 31 s → 35 s on a loaded 2-core machine, within
 * {@link MAX_OUTSIDE_FILES}; a refresh reads only what changed, as before.
 */
export const MAX_READ_PER_PACKAGE = 8;

/**
 * A package's root folder and the path inside it of a file under `node_modules`
 * (`node_modules/.pnpm/x@1/node_modules/@s/x/lib/index.js` → `…/@s/x`, `lib/index.js`), or undefined.
 */
function inPackage(path: string): { root: string; name: string; rest: string[] } | undefined {
  const segs = path.split('/');
  const i = segs.lastIndexOf('node_modules');
  if (i < 0) return undefined;
  const scoped = segs[i + 1]?.startsWith('@') === true;
  const end = i + (scoped ? 3 : 2);
  if (end >= segs.length) return undefined;
  return { root: segs.slice(0, end).join('/'), name: segs[end - 1] as string, rest: segs.slice(end) };
}

/** Whether a file under `node_modules` is its package's manifest or an entry file (see {@link MAX_READ_PER_PACKAGE}). */
function packageEntry(path: string): { root: string } | undefined {
  const p = inPackage(path);
  if (p === undefined || p.rest.length > 2) return undefined;
  const file = p.rest[p.rest.length - 1] as string;
  if (p.rest.length === 2 && !ENTRY_DIRS.has(p.rest[0] as string)) return undefined;
  if (p.rest.length === 1 && file === 'package.json') return { root: p.root };
  if (!ENTRY_EXT.test(file)) return undefined;
  const stem = file.replace(ENTRY_EXT, '');
  return stem === 'index' || stem === 'main' || stem === p.name ? { root: p.root } : undefined;
}

interface StoredFile {
  size: number;
  mtimeMs: number;
  blob: string;
  class: TreePrintClass;
}

/** The stored index: files by path, fingerprints by blob (`hash:line hash:line …`), walked folders by path with their mtimes. */
interface StoredPrints {
  v: typeof TREE_PRINTS_VERSION;
  root: string;
  /** The keyed hash of a fixed string: fingerprints made under another key are useless. */
  key: string;
  files: Record<string, StoredFile>;
  prints: Record<string, string>;
  dirs: Record<string, number>;
}

/** The node:fs functions the index uses (tests count them). */
export type PrintFs = Pick<
  typeof nodeFs,
  'statSync' | 'lstatSync' | 'readdirSync' | 'readFileSync' | 'writeFileSync' | 'renameSync' | 'mkdirSync' | 'rmSync' | 'openSync' | 'closeSync' | 'fstatSync'
>;

/** Options of {@link createTreePrintIndex}. */
export interface TreePrintOptions {
  /** The stored index's file (in the home); absent: kept in memory for this process. */
  file?: string;
  fs?: PrintFs;
  git?: GitRunner;
  onWarning?: (message: string) => void;
}

/** What a refresh did, for tests and the bench: the paths it read, and how many files it holds. */
export interface PrintRefresh {
  prints: WorkingTreePrints;
  read: string[];
  files: number;
}

/** The working tree's attestation index of one checkout. */
export interface TreePrintIndex {
  /**
   * Brings the index up to date (stat-based) and returns the prints a write is checked against.
   * With `save` false (a dry run) the stored index is left as it is.
   */
  refresh(options?: { save?: boolean }): PrintRefresh;
}

const errno = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | undefined)?.code;

/** Whether a relative path lies in a third-party folder. */
function thirdParty(path: string): boolean {
  return path.split('/').some((seg) => THIRD_PARTY_DIRS.has(seg));
}

/**
 * Opens the attestation index of the checkout at `root` (its real path), fingerprinting with
 * `hash` (the home's observation key, as observations and memories are compared under it).
 * Never throws from `refresh`: a file or folder that cannot be read is left out.
 */
export function createTreePrintIndex(root: string, hash: KeyedHash, options: TreePrintOptions = {}): TreePrintIndex {
  const fs = options.fs ?? nodeFs;
  const git = options.git ?? spawnGit;
  const warn = options.onWarning ?? (() => undefined);
  const keyCheck = hash('cairn-tree-prints/1');
  let stored: StoredPrints | undefined;
  const decoded = new Map<string, { shingles: string[]; lines: number[] }>();

  const load = (): StoredPrints => {
    if (stored !== undefined) return stored;
    const empty: StoredPrints = { v: TREE_PRINTS_VERSION, root, key: keyCheck, files: {}, prints: {}, dirs: {} };
    if (options.file === undefined) {
      stored = empty;
      return stored;
    }
    try {
      const raw = JSON.parse(fs.readFileSync(options.file, 'utf8')) as Partial<StoredPrints>;
      const ok =
        raw.v === TREE_PRINTS_VERSION &&
        raw.root === root &&
        raw.key === keyCheck &&
        typeof raw.files === 'object' &&
        raw.files !== null &&
        typeof raw.prints === 'object' &&
        raw.prints !== null &&
        typeof raw.dirs === 'object' &&
        raw.dirs !== null;
      stored = ok ? (raw as StoredPrints) : empty;
    } catch (e) {
      if (errno(e) !== 'ENOENT') warn(`the working tree's attestation index could not be read (${errno(e) ?? 'malformed'}); it is rebuilt`);
      stored = empty;
    }
    return stored;
  };

  const stat = (path: string): nodeFs.Stats | undefined => {
    try {
      return fs.lstatSync(join(root, path));
    } catch {
      return undefined;
    }
  };

  /** The file's bytes when it is a regular file within the size cap and not binary. */
  const readText = (path: string): { text: string; blob: string; size: number; mtimeMs: number } | undefined => {
    let fd: number;
    try {
      fd = fs.openSync(join(root, path), constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
    } catch {
      return undefined;
    }
    try {
      const st = fs.fstatSync(fd);
      if (!st.isFile() || st.size > MAX_PRINT_FILE_BYTES) return undefined;
      const bytes = fs.readFileSync(fd);
      if (bytes.subarray(0, 8000).includes(0)) return undefined;
      return { text: bytes.toString('utf8'), blob: gitBlobId(bytes), size: st.size, mtimeMs: st.mtimeMs };
    } catch {
      return undefined;
    } finally {
      fs.closeSync(fd);
    }
  };

  /** Git's listing of the checkout: tracked (with staged blobs), untracked, and ignored entries (folders end in `/`); undefined outside git. */
  const gitListing = (): { tracked: Map<string, string>; untracked: string[]; ignored: string[]; submodules: Set<string> } | undefined => {
    const staged = git(root, ['ls-files', '-s', '-z']);
    if (staged === undefined) return undefined;
    const tracked = new Map<string, string>();
    const submodules = new Set<string>();
    for (const entry of staged.split('\0')) {
      const m = /^(\d+) ([0-9a-f]{40,64}) \d+\t(.+)$/su.exec(entry);
      if (!m) continue;
      if (m[1] === '160000') submodules.add(m[3] as string);
      else tracked.set(m[3] as string, m[2] as string);
    }
    const split = (out: string | undefined): string[] => (out ?? '').split('\0').filter((p) => p !== '');
    const untracked = split(git(root, ['ls-files', '-o', '--exclude-standard', '-z']));
    const ignored = [...split(git(root, ['ls-files', '-o', '-i', '--exclude-standard', '--directory', '-z'])), ...[...submodules].map((p) => `${p}/`)];
    return { tracked, untracked, ignored, submodules };
  };

  /** What a walk carries: the stored index's files and folders by parent folder (built once per refresh). */
  interface Walk {
    s: StoredPrints;
    filesIn: Map<string, string[]>;
    dirsIn: Map<string, string[]>;
    dirs: Record<string, number>;
    out: Map<string, TreePrintClass>;
  }
  const byParent = (paths: Iterable<string>): Map<string, string[]> => {
    const m = new Map<string, string[]>();
    for (const path of paths) {
      const parent = dirname(path);
      const list = m.get(parent) ?? [];
      list.push(path);
      m.set(parent, list);
    }
    return m;
  };

  /**
   * The files under folder `dir` (relative, no trailing `/`), walked without following symlinks,
   * those `keep` accepts classified by `kind`: a folder whose mtime equals the stored one is not
   * listed again (its stored files and subfolders stand; each file is still stat'ed by the refresh).
   */
  const walk = (dir: string, w: Walk, kind: (p: string) => TreePrintClass, keep: (p: string) => boolean): void => {
    const stack = [dir];
    let walked = Object.keys(w.dirs).length;
    while (stack.length > 0) {
      if (walked >= MAX_OUTSIDE_DIRS || w.out.size >= MAX_OUTSIDE_FILES) return;
      const d = stack.pop() as string;
      const st = stat(d);
      if (st === undefined || !st.isDirectory()) continue;
      w.dirs[d] = st.mtimeMs;
      walked++;
      if (w.s.dirs[d] === st.mtimeMs) {
        for (const path of w.filesIn.get(d) ?? []) w.out.set(path, kind(path));
        for (const sub of w.dirsIn.get(d) ?? []) stack.push(sub);
        continue;
      }
      let entries: Dirent[];
      try {
        entries = fs.readdirSync(join(root, d), { withFileTypes: true });
      } catch {
        continue;
      }
      for (const e of entries) {
        const path = `${d}/${e.name}`;
        if (e.isDirectory()) {
          if (e.name !== '.git') stack.push(path);
        } else if (e.isFile() && keep(path)) {
          w.out.set(path, kind(path));
          if (w.out.size >= MAX_OUTSIDE_FILES) return;
        }
      }
    }
  };

  /** The project's files now, classified. */
  const listing = (s: StoredPrints): { files: Map<string, TreePrintClass>; dirs: Record<string, number> } => {
    // A package's manifest and entry files, at most MAX_READ_PER_PACKAGE per package per listing.
    const perPackage = new Map<string, number>();
    const budgeted = (p: string): boolean => {
      const entry = packageEntry(p);
      if (entry === undefined) return false;
      const n = perPackage.get(entry.root) ?? 0;
      if (n >= MAX_READ_PER_PACKAGE) return false;
      perPackage.set(entry.root, n + 1);
      return true;
    };
    const files = new Map<string, TreePrintClass>();
    const w: Walk = { s, filesIn: byParent(Object.keys(s.files)), dirsIn: byParent(Object.keys(s.dirs)), dirs: {}, out: new Map() };
    const listed = gitListing();
    if (listed !== undefined) {
      for (const path of listed.tracked.keys()) files.set(path, thirdParty(path) ? 'third-party' : 'tracked');
      for (const path of listed.untracked) files.set(path, thirdParty(path) ? 'third-party' : 'untracked');
      for (const entry of listed.ignored) {
        if (entry.endsWith('/')) {
          const dir = entry.slice(0, -1);
          // A submodule (a folder git records as a commit) is third-party whatever its folder's name.
          const submodule = listed.submodules.has(dir);
          walk(
            dir,
            w,
            (p) => (submodule || thirdParty(p) ? 'third-party' : 'ignored'),
            (p) => PROSE.test(p) || budgeted(p),
          );
        } else if (w.out.size < MAX_OUTSIDE_FILES) w.out.set(entry, thirdParty(entry) ? 'third-party' : 'ignored');
      }
      for (const [path, kind] of w.out) files.set(path, kind);
      return { files, dirs: w.dirs };
    }
    // Outside git: the project's own files (its dependency and cache folders skipped), and
    // third-party folders (prose only).
    let top: Dirent[] = [];
    try {
      top = fs.readdirSync(root, { withFileTypes: true });
    } catch {
      // An unreadable root: nothing to attest with.
    }
    for (const e of top) {
      if (e.isFile()) w.out.set(e.name, 'untracked');
      else if (e.isDirectory() && e.name !== '.git' && (THIRD_PARTY_DIRS.has(e.name) || !SKIPPED_DIRS.includes(e.name)))
        walk(
          e.name,
          w,
          (p) => (thirdParty(p) ? 'third-party' : 'untracked'),
          (p) => !thirdParty(p) || PROSE.test(p) || budgeted(p),
        );
    }
    return { files: w.out, dirs: w.dirs };
  };

  const printsOf = (blob: string, s: StoredPrints): { shingles: string[]; lines: number[] } => {
    const known = decoded.get(blob);
    if (known !== undefined) return known;
    const shingles: string[] = [];
    const lines: number[] = [];
    for (const pair of (s.prints[blob] ?? '').split(' ')) {
      const at = pair.indexOf(':');
      if (at <= 0) continue;
      shingles.push(pair.slice(0, at));
      lines.push(Number(pair.slice(at + 1)));
    }
    const out = { shingles, lines };
    decoded.set(blob, out);
    return out;
  };

  return {
    refresh(refreshOptions = {}) {
      const s = load();
      const { files: now, dirs } = listing(s);
      const files: Record<string, StoredFile> = Object.create(null) as Record<string, StoredFile>;
      const prints: Record<string, string> = Object.create(null) as Record<string, string>;
      const read: string[] = [];
      let changed = Object.keys(dirs).length !== Object.keys(s.dirs).length || Object.entries(dirs).some(([d, m]) => s.dirs[d] !== m);
      for (const [path, kind] of now) {
        const st = stat(path);
        if (st === undefined || !st.isFile() || st.size > MAX_PRINT_FILE_BYTES) continue;
        const old = Object.hasOwn(s.files, path) ? s.files[path] : undefined;
        let entry: StoredFile | undefined;
        if (old !== undefined && old.size === st.size && old.mtimeMs === st.mtimeMs && Object.hasOwn(s.prints, old.blob)) {
          entry = old.class === kind ? old : { ...old, class: kind };
        } else {
          const got = readText(path);
          if (got === undefined) continue;
          read.push(path);
          // Keyed by content: a copy, or a file changed back, is not fingerprinted again.
          if (!Object.hasOwn(s.prints, got.blob) && !Object.hasOwn(prints, got.blob)) {
            // What an agent reads of it (a third-party manifest's fields, a source file's comments).
            const readable = readableText(path, got.text, kind, PROSE.test(path));
            const fp = fingerprintLines(readable.text, hash, readable.lines);
            prints[got.blob] = fp.shingles.map((h, i) => `${h}:${fp.lines[i] as number}`).join(' ');
          }
          entry = { size: got.size, mtimeMs: got.mtimeMs, blob: got.blob, class: kind };
        }
        if (old === undefined || old.blob !== entry.blob || old.class !== entry.class || old.size !== entry.size || old.mtimeMs !== entry.mtimeMs)
          changed = true;
        files[path] = entry;
        if (!Object.hasOwn(prints, entry.blob)) prints[entry.blob] = s.prints[entry.blob] as string;
      }
      if (Object.keys(files).length !== Object.keys(s.files).length) changed = true;
      const next: StoredPrints = { v: TREE_PRINTS_VERSION, root, key: keyCheck, files, prints, dirs };
      stored = next;
      if (changed && options.file !== undefined && refreshOptions.save !== false) {
        const temp = `${options.file}.${randomBytes(6).toString('hex')}.tmp`;
        try {
          fs.mkdirSync(dirname(options.file), { recursive: true, mode: 0o700 });
          fs.writeFileSync(temp, JSON.stringify(next), { mode: 0o600, flag: 'wx' });
          fs.renameSync(temp, options.file);
        } catch (e) {
          fs.rmSync(temp, { force: true });
          warn(`the working tree's attestation index could not be saved (${errno(e) ?? String(e)}); it is kept for this process only`);
        }
      }
      const out: TreeFilePrints[] = [];
      for (const [path, entry] of Object.entries(files)) {
        const p = printsOf(entry.blob, next);
        if (p.shingles.length > 0) out.push({ path, class: entry.class, shingles: p.shingles, lines: p.lines });
      }
      return { prints: { files: out, hash }, read, files: out.length };
    },
  };
}
