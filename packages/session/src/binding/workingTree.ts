import { createHash } from 'node:crypto';
import * as nodeFs from 'node:fs';
import { constants, type Dirent } from 'node:fs';
import { dirname, isAbsolute, join, sep } from 'node:path';
import { redactSecrets } from '@cairn/core';
import { gitEnvironment, gitRedirected, runGit } from '../resolve/runGit.js';
import { headBlobs } from './gitFacts.js';
import {
  MAX_BOUND_FILE_BYTES,
  MAX_PROBE_PATHS,
  pathsByBlob,
  type TreeIndex,
  type TreeIndexEntry,
  type TreeIndexStore,
  type TreeListing,
  type TreeGone,
  type TreeProbe,
  updateTreeIndex,
} from '@cairn/core';

/**
 * The working tree as memories bound to code see it (issue #23; shared with attested provenance,
 * issue #22): safe reads of a project file, git's blob ids, and a fingerprint index (blob id →
 * paths) that finds where a deleted file went. File facts are cached per process and keyed by
 * (size, mtime), so an unchanged file is read once; the fingerprint index is stored in the home
 * (a {@link TreeIndexStore}) and refreshed by writes, so a recall only looks it up; git is asked
 * when a binding is made (which files it tracks) or a bound file is missing (git's index).
 */

/** The node:fs functions the working tree reads with (tests count them). */
export type TreeFs = Pick<typeof nodeFs, 'realpathSync' | 'statSync' | 'openSync' | 'fstatSync' | 'readFileSync' | 'closeSync' | 'readdirSync'>;

/** A file's facts as a binding needs them: its size and mtime, git blob id, sha256, and its text when it is text. */
export interface FileFacts {
  size: number;
  mtimeMs: number;
  /** Git blob id (hex sha1 of `blob <size>\0` + bytes): `git hash-object` of the file. */
  blob: string;
  /** Hex sha256 of the bytes. */
  sha256: string;
  /** The blob id with each CRLF read as LF, when the file holds CRLF ({@link lfBlobId}: a checkout's end-of-line conversion). */
  lfBlob?: string;
  /** The file as UTF-8 text; undefined for a binary file (a NUL byte in its first 8 000 bytes, git's rule). */
  text?: string;
}

/**
 * The content id Cairn keeps of a file git does not track (attack h57 H4/H4b): the git blob id of
 * its text with every credential redacted (core's `redactSecrets`), so no id of a `.env`'s raw
 * bytes is stored; a text with no credential, or a binary file, keeps its own blob id.
 */
export function untrackedBlob(f: Pick<FileFacts, 'blob' | 'text'>): string {
  if (f.text === undefined) return f.blob;
  const redacted = redactSecrets(f.text).text;
  return redacted === f.text ? f.blob : gitBlobId(Buffer.from(redacted, 'utf8'));
}

/** The git blob id of `bytes` (what `git hash-object` prints). */
export function gitBlobId(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/**
 * The git blob id `bytes` would have once git's end-of-line conversion turned each CRLF into LF
 * (`core.autocrlf`, `text eol=crlf` in `.gitattributes`: git stores LF and writes CRLF on
 * checkout), or undefined when `bytes` hold no CRLF. A file checked out so is HEAD's content, not
 * an uncommitted edit (h48-attest, #22 item 4): its text is the committed text, line endings apart.
 */
export function lfBlobId(bytes: Uint8Array): string | undefined {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!buf.includes('\r\n')) return undefined;
  return gitBlobId(Buffer.from(buf.toString('latin1').replaceAll('\r\n', '\n'), 'latin1'));
}

/**
 * Most files the fingerprint index lists beside git's tracked files (untracked ones, or a
 * project outside git): bounds what finding a moved file can cost.
 */
export const MAX_INDEX_FILES = 20_000;

/** Folders the walk outside git never enters: VCS data, dependencies, build output, caches. */
export const SKIPPED_DIRS: readonly string[] = [
  '.git',
  '.hg',
  '.svn',
  'node_modules',
  'bower_components',
  '.venv',
  'venv',
  '__pycache__',
  '.cache',
  '.next',
  '.turbo',
];

/** The plain folder names a root `.gitignore` lists (`dist/`, `/build`, `coverage`): no patterns, no negations. */
function ignoredDirNames(root: string, fs: TreeFs): string[] {
  let text: string;
  try {
    text = fs.readFileSync(join(root, '.gitignore'), 'utf8');
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const raw of text.split(/\r?\n/u)) {
    const name = raw.trim().replace(/^\//u, '').replace(/\/$/u, '');
    if (name !== '' && !name.startsWith('#') && !name.startsWith('!') && /^[\w.@-]+$/u.test(name)) out.push(name);
  }
  return out;
}

/**
 * Runs git with `args` in the checkout (`git -C <root> …`): its stdout when it exits 0, else
 * undefined. Injected by tests, which count the calls.
 */
export type GitRunner = (root: string, args: readonly string[]) => string | undefined;

/**
 * The default runner: a child process, stdin closed, stderr dropped, git's redirecting variables
 * dropped ({@link runGit}: git answers about the checkout's own repository, not one an agent's
 * environment names).
 */
export const spawnGit: GitRunner = (root, args) => runGit(root, args, { maxBuffer: 256 * 1024 * 1024 });

/**
 * How long before a refresh began a probed path may have changed and still be trusted, ms: a
 * file system's clock may lag the process's by a tick (git's "racily clean" entries).
 */
const RACY_MS = 50;

/** Why a path cannot be bound, or the file's facts. */
export type ReadOutcome = { facts: FileFacts } | { refused: string; missing?: true };

const errno = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | undefined)?.code;

/** The kind of a non-regular file, in words. */
function kindOf(st: { isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean; isDirectory(): boolean }): string {
  if (st.isFIFO()) return 'a FIFO, not a regular file';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device, not a regular file';
  if (st.isSocket()) return 'a socket, not a regular file';
  if (st.isDirectory()) return 'a folder, not a file';
  return 'not a regular file';
}

/** How a {@link WorkingTree} reads, keeps its index, warns and runs git. */
export interface WorkingTreeOptions {
  /** Where the fingerprint index is kept (the home); without it the index lives in memory, for this process only. */
  index?: TreeIndexStore;
  /** The file-system functions (tests count them). */
  fs?: TreeFs;
  /** One line when the stored index was unusable or could not be saved. */
  onWarning?: (message: string) => void;
  /** Runs git (tests count the calls); default {@link spawnGit}. */
  git?: GitRunner;
  /** The environment git would see (default: the request's or `process.env`, runGit's `gitEnvironment`); only git's redirecting variables are read. */
  env?: Readonly<Record<string, string | undefined>>;
}

/**
 * The project's working tree, for one process: `root` is the checkout this process runs in (a
 * linked worktree's own folder, not its main checkout: staleness is judged per worktree).
 */
export class WorkingTree {
  private readonly realRoot: string;
  private readonly facts = new Map<string, { size: number; mtimeMs: number; facts: FileFacts }>();
  private tracked: { stamp: string; paths: Map<string, string> } | undefined;
  private gitFiles: { index: string; head: string; common: string } | null | undefined;
  private stored: TreeIndex | undefined;
  private byBlob: Map<string, Array<{ path: string; entry: TreeIndexEntry }>> | undefined;
  private gone: Set<string> | undefined;
  /** Paths bound in this process (see {@link watch}). */
  private readonly watched = new Set<string>();
  private loaded = false;
  private readonly fs: TreeFs;
  private readonly indexStore: TreeIndexStore | undefined;
  private readonly warn: (message: string) => void;
  private readonly runGit: GitRunner;
  private readonly redirected: boolean;

  /**
   * @param clock - ms since the epoch (the index's build time)
   * @param options - see {@link WorkingTreeOptions}
   */
  constructor(
    readonly root: string,
    private readonly clock: () => number = Date.now,
    options: WorkingTreeOptions = {},
  ) {
    this.fs = options.fs ?? nodeFs;
    this.runGit = options.git ?? spawnGit;
    const env = options.env ?? gitEnvironment();
    // The runner drops git's redirecting variables; set in this process, they still keep the
    // probe off (the files it stamps are the checkout's own, while the caller's git looks elsewhere).
    this.redirected = gitRedirected(env);
    this.indexStore = options.index;
    this.warn = options.onWarning ?? (() => undefined);
    this.realRoot = (() => {
      try {
        return this.fs.realpathSync(root);
      } catch {
        return root;
      }
    })();
  }

  /**
   * Reads `path` (relative inside the root) as a binding may: refused when it resolves outside
   * the project (`../`, a symlink out), lies in `.git`, is not a regular file (a FIFO, a
   * device — checked before it is opened, and again on the open descriptor, which is opened
   * non-blocking), or is larger than {@link MAX_BOUND_FILE_BYTES}. Cached by size and mtime.
   */
  read(path: string): ReadOutcome {
    const abs = join(this.root, path);
    let real: string;
    try {
      real = this.fs.realpathSync(abs);
    } catch (e) {
      return errno(e) === 'ENOENT' || errno(e) === 'ENOTDIR' ? { refused: 'no such file', missing: true } : { refused: `unreadable (${errno(e) ?? 'error'})` };
    }
    if (real !== this.realRoot && !real.startsWith(this.realRoot + sep)) return { refused: 'outside the project' };
    const inside = real.slice(this.realRoot.length + 1);
    if (inside === '.git' || inside.startsWith(`.git${sep}`)) return { refused: "inside git's own folder" };
    let st: nodeFs.Stats;
    try {
      st = this.fs.statSync(real);
    } catch (e) {
      return { refused: `unreadable (${errno(e) ?? 'error'})` };
    }
    if (!st.isFile()) return { refused: kindOf(st) };
    if (st.size > MAX_BOUND_FILE_BYTES) return { refused: `larger than ${MAX_BOUND_FILE_BYTES / 1024 / 1024} MiB` };
    const known = this.facts.get(real);
    if (known && known.size === st.size && known.mtimeMs === st.mtimeMs) return { facts: known.facts };
    let fd: number;
    try {
      fd = this.fs.openSync(real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
    } catch (e) {
      return { refused: `unreadable (${errno(e) ?? 'error'})` };
    }
    try {
      const opened = this.fs.fstatSync(fd);
      if (!opened.isFile()) return { refused: kindOf(opened) };
      if (opened.size > MAX_BOUND_FILE_BYTES) return { refused: `larger than ${MAX_BOUND_FILE_BYTES / 1024 / 1024} MiB` };
      const bytes = this.fs.readFileSync(fd);
      const binary = bytes.subarray(0, 8000).includes(0);
      const facts: FileFacts = {
        size: opened.size,
        mtimeMs: opened.mtimeMs,
        blob: gitBlobId(bytes),
        sha256: createHash('sha256').update(bytes).digest('hex'),
        ...(binary ? {} : { text: bytes.toString('utf8') }),
      };
      const lf = binary ? undefined : lfBlobId(bytes);
      if (lf !== undefined) facts.lfBlob = lf;
      if (this.facts.size > 512) this.facts.delete(this.facts.keys().next().value as string);
      this.facts.set(real, { size: opened.size, mtimeMs: opened.mtimeMs, facts });
      return { facts };
    } catch (e) {
      return { refused: `unreadable (${errno(e) ?? 'error'})` };
    } finally {
      this.fs.closeSync(fd);
    }
  }

  /** Size and mtime of `path` (following symlinks), or undefined when it is gone: the cheap check. */
  stat(path: string): { size: number; mtimeMs: number; file: boolean } | undefined {
    try {
      const st = this.fs.statSync(join(this.root, path));
      return { size: st.size, mtimeMs: st.mtimeMs, file: st.isFile() };
    } catch {
      return undefined;
    }
  }

  private git(args: readonly string[]): string | undefined {
    return this.runGit(this.root, args);
  }

  /** Git's index, HEAD and common folder (absolute), asked once per process; null outside git. */
  private gitPaths(): { index: string; head: string; common: string } | null {
    if (this.gitFiles === undefined) {
      const out = this.git(['rev-parse', '--path-format=absolute', '--git-path', 'index', '--git-path', 'HEAD', '--git-common-dir'])?.split('\n');
      const [index, head, common] = (out ?? []).map((line) => line.trim());
      this.gitFiles = index && head && common ? { index, head, common } : null;
    }
    return this.gitFiles;
  }

  /** The git index file's mtime and size: when it changed, what git tracks may have. */
  private indexStamp(): string {
    const files = this.gitPaths();
    if (files === null) return 'none';
    try {
      const st = this.fs.statSync(files.index);
      return `${st.size}:${st.mtimeMs}`;
    } catch {
      return 'missing';
    }
  }

  /** A path's file-system identity (inode, size, mtime, ctime), or `-` when it is absent. */
  private identity(path: string): { line: string; changedMs: number } {
    try {
      const st = this.fs.statSync(isAbsolute(path) ? path : join(this.root, path));
      return { line: `${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`, changedMs: Math.max(st.mtimeMs, st.ctimeMs) };
    } catch {
      return { line: '-', changedMs: Number.NEGATIVE_INFINITY };
    }
  }

  /**
   * The stamp of `paths` now ({@link TreeProbe}); undefined when one of them changed at or after
   * `since` − {@link RACY_MS} (ms since the epoch): a change git may not have listed.
   */
  private stampOf(paths: readonly string[], since = Number.POSITIVE_INFINITY): string | undefined {
    const hash = createHash('sha256');
    for (const path of paths) {
      const { line, changedMs } = this.identity(path);
      if (changedMs >= since - RACY_MS) return undefined;
      hash.update(path).update('\0').update(line).update('\n');
    }
    return hash.digest('hex');
  }

  /**
   * What this refresh's listings depended on ({@link TreeProbe}), stamped; undefined when there
   * are too many paths or one changed since `since` (the refresh's start, ms since the epoch).
   */
  private probeOf(tracked: ReadonlyMap<string, string>, listed: readonly TreeListing[], since: number): TreeProbe | undefined {
    const files = this.gitPaths();
    if (files === null || this.redirected) return undefined;
    const paths = new Set<string>([files.index, files.head, join(files.common, 'packed-refs'), join(files.common, 'info', 'exclude')]);
    try {
      // The branch HEAD names: a commit rewrites its loose ref, not HEAD.
      const ref = /^ref: (refs\/\S+)\s*$/u.exec(this.fs.readFileSync(files.head, 'utf8'))?.[1];
      if (ref !== undefined && !ref.split('/').includes('..')) paths.add(join(files.common, ref));
    } catch {
      return undefined;
    }
    // A folder's mtime moves when an entry is added, removed or renamed in it: a new untracked file.
    const addFolders = (path: string): void => {
      for (let dir = dirname(path); dir !== '.' && !paths.has(dir); dir = dirname(dir)) paths.add(dir);
    };
    paths.add('.');
    for (const path of tracked.keys()) {
      addFolders(path);
      paths.add(path);
      if (paths.size > MAX_PROBE_PATHS) return undefined;
    }
    for (const f of listed) {
      addFolders(f.path);
      // An edited ignore file changes what git lists as untracked.
      if (f.path === '.gitignore' || f.path.endsWith('/.gitignore')) paths.add(f.path);
      if (paths.size > MAX_PROBE_PATHS) return undefined;
    }
    const list = [...paths];
    const stamp = this.stampOf(list, since);
    return stamp === undefined ? undefined : { paths: list, stamp };
  }

  /** Git's staged blob id of each tracked path (`git ls-files -s`), re-read when git's index changed; empty outside git. */
  trackedFiles(): Map<string, string> {
    const stamp = this.indexStamp();
    if (this.tracked?.stamp === stamp) return this.tracked.paths;
    const paths = new Map<string, string>();
    const out = stamp === 'none' ? undefined : this.git(['ls-files', '-s', '-z']);
    for (const entry of (out ?? '').split('\0')) {
      const m = /^\d+ ([0-9a-f]{40,64}) \d+\t(.+)$/su.exec(entry);
      if (m) paths.set(m[2] as string, m[1] as string);
    }
    this.tracked = { stamp, paths };
    return paths;
  }

  /**
   * The text of git blob `blob` from git's object store (`git cat-file blob`): what a bound file
   * held when it was bound, when git has that content (committed or staged at some time).
   * Undefined outside git, for an unknown blob, for one over {@link MAX_BOUND_FILE_BYTES} or
   * holding a NUL byte (binary).
   */
  blobText(blob: string): string | undefined {
    if (!/^[0-9a-f]{40}$/u.test(blob) || this.indexStamp() === 'none') return undefined;
    const size = Number(this.git(['cat-file', '-s', blob])?.trim());
    if (!Number.isInteger(size) || size > MAX_BOUND_FILE_BYTES) return undefined;
    const text = this.git(['cat-file', 'blob', blob]);
    return text === undefined || text.includes('\0') ? undefined : text;
  }

  /**
   * Keeps `path` (relative, a file a binding names) in the fingerprint index from the next
   * refresh on while it exists, though no listing names it (a git-ignored file): see
   * {@link refreshIndex}.
   */
  watch(path: string): void {
    this.watched.add(path);
  }

  /** Whether git tracks `path`. */
  isTracked(path: string): boolean {
    return this.trackedFiles().has(path);
  }

  /**
   * Whether `blob` (the git blob id of `path`'s content as read) is what HEAD's tree holds at
   * `path` (`headBlobs`, one `git ls-tree`): the file's content is committed. A tracked file
   * edited and not committed, staged or not, is not (h47-attest: an uncommitted overwrite of a
   * tracked file was observed as `tracked`). A file git checked out with CRLF for LF
   * (`core.autocrlf`, `eol=crlf`) is committed when `lfBlob` ({@link lfBlobId}) is HEAD's, as the
   * working tree's index counts it (h48-attest; h49-attest: the hooks' reads did not). False
   * outside git and before the first commit.
   *
   * @param lfBlob - the blob id with CRLF read as LF (`FileFacts.lfBlob`), when the file holds CRLF
   * @param commit - the commit the person trusted (`cairn trust --repo`, A7): committed there, not
   *   only at HEAD (`headBlobs`); absent: HEAD
   */
  isCommitted(path: string, blob: string, lfBlob?: string, commit?: string): boolean {
    if (this.indexStamp() === 'none') return false;
    const head = headBlobs(this.root, this.runGit, [path], commit).get(path);
    return head !== undefined && (head === blob || (lfBlob !== undefined && head === lfBlob));
  }

  /**
   * The files git does not track, with their sizes and mtimes: `git ls-files -o --exclude-standard`
   * in a git checkout; outside git (or when git fails) a walk of the folder that skips `.git`,
   * `node_modules`, {@link SKIPPED_DIRS} and the plain folder names of the root `.gitignore`,
   * does not follow symlinks, and stops at {@link MAX_INDEX_FILES} files. Only an index refresh
   * lists them (never a recall).
   */
  private otherFiles(): Array<{ path: string; size: number; mtimeMs: number }> {
    const files: Array<{ path: string; size: number; mtimeMs: number }> = [];
    const listed = this.trackedFiles().size > 0 || this.indexStamp() !== 'none' ? this.git(['ls-files', '-o', '--exclude-standard', '-z']) : undefined;
    if (listed !== undefined) {
      for (const path of listed.split('\0')) {
        if (path === '' || files.length >= MAX_INDEX_FILES) continue;
        const st = this.stat(path);
        if (st?.file) files.push({ path, size: st.size, mtimeMs: st.mtimeMs });
      }
    } else this.walk(files);
    return files;
  }

  /** The walk outside git (see {@link otherFiles}): relative paths, sizes and mtimes of regular files. */
  private walk(files: Array<{ path: string; size: number; mtimeMs: number }>): void {
    const skipped = new Set([...SKIPPED_DIRS, ...ignoredDirNames(this.realRoot, this.fs)]);
    const stack: string[] = [''];
    while (stack.length > 0 && files.length < MAX_INDEX_FILES) {
      const dir = stack.pop() as string;
      let entries: Dirent[];
      try {
        entries = this.fs.readdirSync(join(this.realRoot, dir), { withFileTypes: true });
      } catch {
        continue;
      }
      for (const e of entries) {
        const path = dir === '' ? e.name : `${dir}/${e.name}`;
        if (e.isDirectory()) {
          if (!skipped.has(e.name)) stack.push(path);
        } else if (e.isFile()) {
          const st = this.stat(path);
          if (st?.file) files.push({ path, size: st.size, mtimeMs: st.mtimeMs });
          if (files.length >= MAX_INDEX_FILES) return;
        }
      }
    }
  }

  /**
   * The tracked files whose working copy differs from what git's index records (`git ls-files
   * -m`): their staged blob is not their content. Empty outside git. Only an index refresh asks.
   */
  private modifiedFiles(): Set<string> {
    const out = this.trackedFiles().size > 0 ? this.git(['ls-files', '-m', '-z']) : undefined;
    return new Set((out ?? '').split('\0').filter((p) => p !== ''));
  }

  /** The commit checked out (`git rev-parse HEAD`), or undefined outside git or before the first commit. */
  private headCommit(): string | undefined {
    const out = this.git(['rev-parse', '--verify', '-q', 'HEAD'])?.trim();
    return out !== undefined && /^[0-9a-f]{40,64}$/u.test(out) ? out : undefined;
  }

  /**
   * The paths commit `since` holds that git's index no longer does (`git diff-index --cached
   * --diff-filter=D`, renames as a deletion and an addition): deleted and committed since, a
   * staged `git rm`, or a checkout of a branch without them. Empty when git fails (an unknown
   * commit after a history rewrite): those read `missing`, the safe side.
   */
  private untrackedSince(since: string): string[] {
    const out = this.git(['diff-index', '--cached', '--no-renames', '--name-only', '--diff-filter=D', '-z', since, '--']);
    return (out ?? '').split('\0').filter((p) => p !== '');
  }

  /**
   * Brings the stored fingerprint index up to date with the working tree and saves it (issues
   * #23, #22): the files git does not track (or every file of a project outside git) and the
   * tracked files whose working copy differs from git's index (`git ls-files -m`: an edit not
   * staged, which `git mv` carries to the new path under the old staged blob — issue #14,
   * walk-2 item 13). A tracked file whose working copy is git's staged blob is not stored:
   * git's own index is its entry. Size and mtime decide what is hashed again: an unchanged file
   * is never read twice. Files over {@link MAX_BOUND_FILE_BYTES} are left out (they cannot be
   * bound). Run by writes and by `cairn stale` / `cairn reverify`, never by a recall; a save
   * that fails keeps the index in memory and warns.
   *
   * @returns the paths read (hashed) to make it
   */
  refreshIndex(): { hashed: string[]; files: number } {
    const previous = this.storedIndex({ rebuild: false });
    const quick = this.unchangedSince(previous);
    if (quick !== undefined) return quick;
    const started = Date.now();
    const listing: TreeListing[] = [];
    const tracked = this.trackedFiles();
    // Tracked files missing from the working tree (an unstaged deletion is a modification to
    // git): seen gone, so a bound one reads "deleted" or "moved", no longer "missing".
    const trackedMissing: string[] = [];
    for (const path of this.modifiedFiles()) {
      const st = this.stat(path);
      if (st === undefined) trackedMissing.push(path);
      else if (st.file && st.size <= MAX_BOUND_FILE_BYTES) listing.push({ path, size: st.size, mtimeMs: st.mtimeMs, class: 'tracked' });
    }
    // Tracked at the last refresh's commit, no longer tracked and gone (deleted and committed,
    // or `git rm`): git's index no longer names them, so `ls-files -m` cannot (issue #23).
    const head = this.indexStamp() === 'none' ? undefined : this.headCommit();
    if (previous?.head !== undefined && previous.root === this.realRoot)
      for (const path of this.untrackedSince(previous.head)) if (!tracked.has(path) && this.stat(path) === undefined) trackedMissing.push(path);
    for (const f of this.otherFiles()) if (f.size <= MAX_BOUND_FILE_BYTES && !tracked.has(f.path)) listing.push({ ...f, class: 'untracked' });
    // Files no listing names — git-ignored, or in a folder the walk outside git skips — stay
    // indexed while they exist once a binding named them (bound in this process, or indexed
    // before): so a bound ignored file that is then deleted is seen gone and reads "deleted", as
    // a tracked one does, not "missing" forever (issue #23).
    const listed = new Set(listing.map((f) => f.path));
    for (const path of [...this.watched, ...(previous?.root === this.realRoot ? Object.keys(previous.entries) : [])]) {
      if (listed.has(path) || tracked.has(path)) continue;
      listed.add(path);
      const st = this.stat(path);
      if (st?.file && st.size <= MAX_BOUND_FILE_BYTES) listing.push({ path, size: st.size, mtimeMs: st.mtimeMs, class: 'untracked' });
    }
    const probe = this.probeOf(tracked, listing, started);
    return this.keep(previous, listing, {
      trackedMissing,
      isMissing: (path) => this.stat(path) === undefined,
      ...(head !== undefined ? { head } : {}),
      ...(probe ? { probe } : {}),
    });
  }

  /**
   * The refresh without git, when the stored index's probe still holds ({@link TreeProbe}): git
   * would list the same files, so the listing is the stored entries (and the paths bound in this
   * process), each stat'ed and hashed again only when its size or mtime moved. Undefined when the
   * probe is absent or no longer holds, git is pointed elsewhere, or a path bound in this process
   * is not in the index and git's tracked files were not read here: git must be asked.
   */
  private unchangedSince(previous: TreeIndex | undefined): { hashed: string[]; files: number } | undefined {
    if (previous?.probe === undefined || previous.root !== this.realRoot || this.redirected) return undefined;
    if (this.stampOf(previous.probe.paths) !== previous.probe.stamp) return undefined;
    const listing: TreeListing[] = [];
    for (const [path, entry] of Object.entries(previous.entries)) {
      const st = this.stat(path);
      if (st?.file && st.size <= MAX_BOUND_FILE_BYTES) listing.push({ path, size: st.size, mtimeMs: st.mtimeMs, class: entry.class });
    }
    for (const path of this.watched) {
      if (Object.hasOwn(previous.entries, path)) continue;
      if (this.tracked === undefined) return undefined;
      if (this.tracked.paths.has(path)) continue;
      const st = this.stat(path);
      if (st?.file && st.size <= MAX_BOUND_FILE_BYTES) listing.push({ path, size: st.size, mtimeMs: st.mtimeMs, class: 'untracked' });
    }
    return this.keep(previous, listing, {
      trackedMissing: [],
      isMissing: (path) => this.stat(path) === undefined,
      ...(previous.head !== undefined ? { head: previous.head } : {}),
      probe: previous.probe,
    });
  }

  /** Updates the index from `listing`, keeps it for this process and saves it when it changed. */
  private keep(previous: TreeIndex | undefined, listing: TreeListing[], seen: TreeGone): { hashed: string[]; files: number } {
    const untracked = new Set(listing.filter((l) => l.class === 'untracked').map((l) => l.path));
    const { index, hashed, changed } = updateTreeIndex(
      previous,
      this.realRoot,
      listing,
      (path) => {
        const r = this.read(path);
        if (!('facts' in r)) return undefined;
        // A file git does not track (untracked, a git-ignored `.env`) is indexed by the blob id of
        // its redacted text (attack h57 H4b): the raw blob id is a verifier of its values. The
        // binder binds such a file by the same id (binder's `fileIds`), so a move is still found.
        return untracked.has(path) ? untrackedBlob(r.facts) : r.facts.blob;
      },
      new Date(this.clock()),
      seen,
    );
    this.stored = index;
    this.byBlob = undefined;
    this.gone = undefined;
    // Nothing changed: the stored index already says this (no write).
    if (this.indexStore && changed) {
      try {
        this.indexStore.save(index);
      } catch (e) {
        this.warn(`the working tree's fingerprint index could not be saved (${errno(e) ?? String(e)}); it is kept for this process only`);
      }
    }
    return { hashed, files: listing.length };
  }

  /**
   * The stored fingerprint index, loaded once per process; with `rebuild` (the default) one is
   * built when there is none, or the stored one is unreadable or malformed (said once, as a
   * warning: it is derived, nothing is lost).
   */
  private storedIndex(options: { rebuild?: boolean } = {}): TreeIndex | undefined {
    if (this.stored !== undefined) return this.stored;
    if (this.indexStore && !this.loaded) {
      this.loaded = true;
      const got = this.indexStore.load(this.realRoot);
      if (got.reason !== undefined) this.warn(`the working tree's fingerprint index: ${got.reason}`);
      if (got.index !== undefined) this.stored = got.index;
    }
    if (this.stored === undefined && options.rebuild !== false) this.refreshIndex();
    return this.stored;
  }

  /**
   * Whether the last refresh of the fingerprint index saw `path` gone (its `gone` paths) and
   * indexed content `blob` at no other path: only then may a bound file that is missing and found
   * nowhere be called deleted. Before that refresh it may have moved to a path the index does not
   * list yet (a plain `mv`); and when the index lists the content elsewhere but it is no longer
   * there, it went on after the refresh: both read `missing` (issue #23). Looks the stored index
   * up (built when there is none); never lists a folder.
   */
  sawDeleted(path: string, blob: string): boolean {
    const index = this.storedIndex();
    this.gone ??= new Set(index?.gone ?? []);
    if (!this.gone.has(path)) return false;
    if (index !== undefined) this.byBlob ??= pathsByBlob(index);
    return !(this.byBlob?.get(blob) ?? []).some((c) => c.path !== path);
  }

  /**
   * Where content with git blob id `blob` is now, other than `except`: looked up in the stored
   * fingerprint index and in git's index (tracked files by their staged blob) — no folder is
   * listed and no other file is read, except a candidate whose size or mtime moved since it was
   * indexed (hashed to confirm it). The first such path that holds it; undefined when none.
   *
   * @param size - the content's size in bytes when known (a candidate of another size is not it)
   */
  whereIs(blob: string, except: string, size?: number): string | undefined {
    if (blob === '') return undefined;
    const candidates = new Map<string, { size: number; mtimeMs: number } | undefined>();
    const index = this.storedIndex();
    if (index !== undefined) this.byBlob ??= pathsByBlob(index);
    for (const { path, entry } of this.byBlob?.get(blob) ?? []) candidates.set(path, entry);
    for (const [path, staged] of this.trackedFiles()) if (staged === blob && !candidates.has(path)) candidates.set(path, undefined);
    for (const [path, entry] of candidates) {
      if (path === except) continue;
      const st = this.stat(path);
      if (!st?.file || (size !== undefined && size >= 0 && st.size !== size)) continue;
      if (entry !== undefined && entry.size === st.size && entry.mtimeMs === st.mtimeMs) return path;
      const r = this.read(path);
      if ('facts' in r && r.facts.blob === blob) return path;
    }
    return undefined;
  }
}
