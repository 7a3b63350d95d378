import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, constants, type Dirent, fstatSync, openSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { MAX_BOUND_FILE_BYTES } from '@cairn/core';

/**
 * The working tree as memories bound to code see it (issue #23; shared with attested provenance,
 * issue #22): safe reads of a project file, git's blob ids, and a fingerprint index (blob id →
 * paths) that finds where a deleted file went. Everything is cached per process and keyed by
 * (size, mtime), so an unchanged file is read once; git is asked only when a binding is made
 * (which files it tracks) or a bound file is missing (the index).
 */

/** A file's facts as a binding needs them: its size and mtime, git blob id, sha256, and its text when it is text. */
export interface FileFacts {
  size: number;
  mtimeMs: number;
  /** Git blob id (hex sha1 of `blob <size>\0` + bytes): `git hash-object` of the file. */
  blob: string;
  /** Hex sha256 of the bytes. */
  sha256: string;
  /** The file as UTF-8 text; undefined for a binary file (a NUL byte in its first 8 000 bytes, git's rule). */
  text?: string;
}

/** The git blob id of `bytes` (what `git hash-object` prints). */
export function gitBlobId(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
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
function ignoredDirNames(root: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(root, '.gitignore'), 'utf8');
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

/**
 * The project's working tree, for one process: `root` is the checkout this process runs in (a
 * linked worktree's own folder, not its main checkout: staleness is judged per worktree).
 */
export class WorkingTree {
  private readonly realRoot: string;
  private readonly facts = new Map<string, { size: number; mtimeMs: number; facts: FileFacts }>();
  private tracked: { stamp: string; paths: Map<string, string> } | undefined;
  private indexPath: string | null | undefined;
  private fingerprints: { at: number; byBlob: Map<string, string[]> } | undefined;
  private others: { at: number; files: Array<{ path: string; size: number }> } | undefined;
  private modified: { at: number; paths: Set<string> } | undefined;

  constructor(
    readonly root: string,
    private readonly clock: () => number = Date.now,
  ) {
    this.realRoot = (() => {
      try {
        return realpathSync(root);
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
      real = realpathSync(abs);
    } catch (e) {
      return errno(e) === 'ENOENT' || errno(e) === 'ENOTDIR' ? { refused: 'no such file', missing: true } : { refused: `unreadable (${errno(e) ?? 'error'})` };
    }
    if (real !== this.realRoot && !real.startsWith(this.realRoot + sep)) return { refused: 'outside the project' };
    const inside = real.slice(this.realRoot.length + 1);
    if (inside === '.git' || inside.startsWith(`.git${sep}`)) return { refused: "inside git's own folder" };
    let st: ReturnType<typeof statSync>;
    try {
      st = statSync(real);
    } catch (e) {
      return { refused: `unreadable (${errno(e) ?? 'error'})` };
    }
    if (!st.isFile()) return { refused: kindOf(st) };
    if (st.size > MAX_BOUND_FILE_BYTES) return { refused: `larger than ${MAX_BOUND_FILE_BYTES / 1024 / 1024} MiB` };
    const known = this.facts.get(real);
    if (known && known.size === st.size && known.mtimeMs === st.mtimeMs) return { facts: known.facts };
    let fd: number;
    try {
      fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
    } catch (e) {
      return { refused: `unreadable (${errno(e) ?? 'error'})` };
    }
    try {
      const opened = fstatSync(fd);
      if (!opened.isFile()) return { refused: kindOf(opened) };
      if (opened.size > MAX_BOUND_FILE_BYTES) return { refused: `larger than ${MAX_BOUND_FILE_BYTES / 1024 / 1024} MiB` };
      const bytes = readFileSync(fd);
      const binary = bytes.subarray(0, 8000).includes(0);
      const facts: FileFacts = {
        size: opened.size,
        mtimeMs: opened.mtimeMs,
        blob: gitBlobId(bytes),
        sha256: createHash('sha256').update(bytes).digest('hex'),
        ...(binary ? {} : { text: bytes.toString('utf8') }),
      };
      if (this.facts.size > 512) this.facts.delete(this.facts.keys().next().value as string);
      this.facts.set(real, { size: opened.size, mtimeMs: opened.mtimeMs, facts });
      return { facts };
    } catch (e) {
      return { refused: `unreadable (${errno(e) ?? 'error'})` };
    } finally {
      closeSync(fd);
    }
  }

  /** Size and mtime of `path` (following symlinks), or undefined when it is gone: the cheap check. */
  stat(path: string): { size: number; mtimeMs: number; file: boolean } | undefined {
    try {
      const st = statSync(join(this.root, path));
      return { size: st.size, mtimeMs: st.mtimeMs, file: st.isFile() };
    } catch {
      return undefined;
    }
  }

  private git(args: readonly string[]): string | undefined {
    const r = spawnSync('git', ['-C', this.root, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
    return r.status === 0 ? r.stdout : undefined;
  }

  /** The git index file's mtime and size: when it changed, what git tracks may have. */
  private indexStamp(): string {
    if (this.indexPath === undefined) {
      const out = this.git(['rev-parse', '--path-format=absolute', '--git-path', 'index'])?.trim();
      this.indexPath = out !== undefined && out !== '' ? out : null;
    }
    if (this.indexPath === null) return 'none';
    try {
      const st = statSync(this.indexPath);
      return `${st.size}:${st.mtimeMs}`;
    } catch {
      return 'missing';
    }
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

  /** Whether git tracks `path`. */
  isTracked(path: string): boolean {
    return this.trackedFiles().has(path);
  }

  /**
   * The files git does not track, with their sizes: `git ls-files -o --exclude-standard` in a
   * git checkout; outside git (or when git fails) a walk of the folder that skips `.git`,
   * `node_modules`, {@link SKIPPED_DIRS} and the plain folder names of the root `.gitignore`,
   * does not follow symlinks, and stops at {@link MAX_INDEX_FILES} files. Kept for 2 s.
   */
  private otherFiles(): Array<{ path: string; size: number }> {
    const now = this.clock();
    if (this.others && now - this.others.at < 2_000) return this.others.files;
    const files: Array<{ path: string; size: number }> = [];
    const listed = this.trackedFiles().size > 0 || this.indexStamp() !== 'none' ? this.git(['ls-files', '-o', '--exclude-standard', '-z']) : undefined;
    if (listed !== undefined) {
      for (const path of listed.split('\0')) {
        if (path === '' || files.length >= MAX_INDEX_FILES) continue;
        const st = this.stat(path);
        if (st?.file) files.push({ path, size: st.size });
      }
    } else this.walk(files);
    this.others = { at: now, files };
    return files;
  }

  /** The walk outside git (see {@link otherFiles}): relative paths and sizes of regular files. */
  private walk(files: Array<{ path: string; size: number }>): void {
    const skipped = new Set([...SKIPPED_DIRS, ...ignoredDirNames(this.realRoot)]);
    const stack: string[] = [''];
    while (stack.length > 0 && files.length < MAX_INDEX_FILES) {
      const dir = stack.pop() as string;
      let entries: Dirent[];
      try {
        entries = readdirSync(join(this.realRoot, dir), { withFileTypes: true });
      } catch {
        continue;
      }
      for (const e of entries) {
        const path = dir === '' ? e.name : `${dir}/${e.name}`;
        if (e.isDirectory()) {
          if (!skipped.has(e.name)) stack.push(path);
        } else if (e.isFile()) {
          const st = this.stat(path);
          if (st?.file) files.push({ path, size: st.size });
          if (files.length >= MAX_INDEX_FILES) return;
        }
      }
    }
  }

  /**
   * The tracked files whose working copy differs from what git's index records (`git ls-files
   * -m`): their staged blob is not their content. Kept for 2 s; empty outside git.
   */
  private modifiedFiles(): Set<string> {
    const now = this.clock();
    if (this.modified && now - this.modified.at < 2_000) return this.modified.paths;
    const out = this.trackedFiles().size > 0 ? this.git(['ls-files', '-m', '-z']) : undefined;
    const paths = new Set((out ?? '').split('\0').filter((p) => p !== ''));
    this.modified = { at: now, paths };
    return paths;
  }

  /**
   * The working tree's fingerprint index: git blob id → the paths holding that content now —
   * tracked files by the blob git's index records (read from the index, no file read) unless
   * their working copy differs from it (`git ls-files -m`: an edit not staged, which `git mv`
   * carries to the new path under the old staged blob — issue #14, walk-2 item 13: a memory
   * re-verified after such an edit read "deleted" after the move); those, and the
   * files git does not track ({@link otherFiles}: untracked ones, or every file of a project
   * outside git) hashed through the (size, mtime) cache when they are at most
   * {@link MAX_BOUND_FILE_BYTES} — only those of `size` bytes when it is given (a blob id holds
   * the size, so no other file can match). Built only when a bound file is missing.
   */
  fingerprintIndex(size?: number): Map<string, string[]> {
    const now = this.clock();
    const byBlob = new Map<string, string[]>();
    const add = (blob: string, path: string): void => {
      const list = byBlob.get(blob) ?? [];
      list.push(path);
      byBlob.set(blob, list);
    };
    if (this.fingerprints && now - this.fingerprints.at < 2_000 && size === undefined) return this.fingerprints.byBlob;
    const modified = this.modifiedFiles();
    const hashed: Array<{ path: string; size: number }> = [];
    for (const [path, blob] of this.trackedFiles()) {
      if (!modified.has(path)) add(blob, path);
      else {
        const st = this.stat(path);
        if (st?.file) hashed.push({ path, size: st.size });
      }
    }
    for (const f of [...hashed, ...this.otherFiles()]) {
      if (f.size > MAX_BOUND_FILE_BYTES || (size !== undefined && size >= 0 && f.size !== size)) continue;
      const r = this.read(f.path);
      if ('facts' in r) add(r.facts.blob, f.path);
    }
    if (size === undefined) this.fingerprints = { at: now, byBlob };
    return byBlob;
  }

  /**
   * Where content with git blob id `blob` is now, other than `except`: the first such path that
   * exists; undefined when none (or `blob` is unknown).
   *
   * @param size - the content's size in bytes when known (only files of that size are hashed)
   */
  whereIs(blob: string, except: string, size?: number): string | undefined {
    if (blob === '') return undefined;
    for (const path of this.fingerprintIndex(size).get(blob) ?? []) {
      if (path === except) continue;
      const st = this.stat(path);
      if (st?.file) return path;
    }
    return undefined;
  }
}
