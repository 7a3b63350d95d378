/**
 * The one module through which the file store touches the file system (DESIGN.md §6,
 * "Durability rules"). Every call is announced to an optional hook first, so tests can
 * record the order of calls (was the fdatasync before the acknowledgement? the temp file's
 * fsync before the rename?) and inject a fault (EIO, ENOSPC, EACCES) at the k-th call.
 *
 * Not routed through here, by necessity: proper-lockfile's own mkdir/utimes/rmdir of the
 * lock directory (it takes a callback-style `fs`; its timer-driven updates would make the
 * k-th call non-deterministic), the lock's claims and its breakers' synchronous section
 * (lock.ts: no other task may run inside it), and SQLite's own page I/O inside better-sqlite3 (native
 * code). Both are derived or advisory: the event log and the audit log — the data that must
 * survive — are written only through this module.
 */
import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import * as fsp from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The primitive operations, one per system call the store makes. */
export type FsOp =
  | 'open'
  | 'read'
  | 'write'
  | 'datasync'
  | 'fsync'
  | 'fstat'
  | 'ftruncate'
  | 'close'
  | 'readFile'
  | 'rename'
  | 'unlink'
  | 'rmdir'
  | 'mkdir'
  | 'stat'
  | 'lstat'
  | 'chmod'
  | 'readdir'
  | 'realpath'
  | 'fsyncDir';

/** One announced call. `path` is absolute; `to` is the rename target. */
export interface FsCall {
  op: FsOp;
  path: string;
  to?: string;
}

/**
 * Called before every operation. Throwing from it makes the operation fail with that error
 * without touching the disk (fault injection); returning lets it run.
 */
export type FsHook = (call: FsCall) => void;

/** Result of a stat: the fields the store uses. Sizes in bytes, times in ms since the epoch. */
export interface FsStat {
  size: number;
  ino: number;
  dev: number;
  mode: number;
  uid: number;
  mtimeMs: number;
  birthtimeMs: number;
  isDirectory: boolean;
  isFile: boolean;
  isSymbolicLink: boolean;
}

/** An open file. Every method is announced to the hook. */
export interface FsFile {
  readonly path: string;
  /** Writes all of `data` (at `position`, or at the end for append-mode files). */
  write(data: Uint8Array, position?: number): Promise<void>;
  /** Reads up to `length` bytes at `position`; returns the bytes actually read. */
  read(length: number, position: number): Promise<Buffer>;
  /** fdatasync(2): the data (and the size) reach stable storage. */
  datasync(): Promise<void>;
  /** fsync(2): data and metadata reach stable storage. */
  sync(): Promise<void>;
  stat(): Promise<FsStat>;
  truncate(length: number): Promise<void>;
  close(): Promise<void>;
}

/** The file-system surface of the store. Create with {@link createFsio}. */
export interface Fsio {
  /** Opens `path` (`flags` as in fs.open: 'r', 'r+', 'a', 'wx', …), creating files with `mode` (default 0600). */
  open(path: string, flags: string, mode?: number): Promise<FsFile>;
  readFile(path: string): Promise<Buffer>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  /** Removes an empty folder. */
  rmdir(path: string): Promise<void>;
  /** Creates `path` and missing parents with `mode` (default 0700). */
  mkdir(path: string, mode?: number): Promise<void>;
  stat(path: string): Promise<FsStat>;
  lstat(path: string): Promise<FsStat>;
  chmod(path: string, mode: number): Promise<void>;
  readdir(path: string): Promise<string[]>;
  realpath(path: string): Promise<string>;
  /** Opens a folder, fsyncs it and closes it: makes a rename or a new name in it durable. */
  fsyncDir(path: string): Promise<void>;
}

/** Options of {@link createFsio}. */
export interface FsioOptions {
  /** Announced every call before it runs; may throw to inject a fault. */
  hook?: FsHook;
}

const toStat = (s: import('node:fs').Stats): FsStat => ({
  size: s.size,
  ino: s.ino,
  dev: s.dev,
  mode: s.mode,
  uid: s.uid,
  mtimeMs: s.mtimeMs,
  birthtimeMs: s.birthtimeMs,
  isDirectory: s.isDirectory(),
  isFile: s.isFile(),
  isSymbolicLink: s.isSymbolicLink(),
});

/**
 * Creates the file-system module. Without a hook it is a thin wrapper over
 * `node:fs/promises` file handles; with one, every call is announced first.
 */
export function createFsio(options: FsioOptions = {}): Fsio {
  const hook = options.hook;
  const announce = (op: FsOp, path: string, to?: string): void => {
    if (hook) hook(to === undefined ? { op, path } : { op, path, to });
  };

  const wrap = (handle: FileHandle, path: string): FsFile => ({
    path,
    async write(data, position) {
      announce('write', path);
      let offset = 0;
      while (offset < data.length) {
        const { bytesWritten } = await handle.write(data, offset, data.length - offset, position === undefined ? null : position + offset);
        if (bytesWritten <= 0) throw Object.assign(new Error(`short write to ${path}`), { code: 'EIO', syscall: 'write', path });
        offset += bytesWritten;
      }
    },
    async read(length, position) {
      announce('read', path);
      const buffer = Buffer.alloc(length);
      let total = 0;
      while (total < length) {
        const { bytesRead } = await handle.read(buffer, total, length - total, position + total);
        if (bytesRead === 0) break;
        total += bytesRead;
      }
      return buffer.subarray(0, total);
    },
    async datasync() {
      announce('datasync', path);
      await handle.datasync();
    },
    async sync() {
      announce('fsync', path);
      await handle.sync();
    },
    async stat() {
      announce('fstat', path);
      return toStat(await handle.stat());
    },
    async truncate(length) {
      announce('ftruncate', path);
      await handle.truncate(length);
    },
    async close() {
      try {
        announce('close', path);
      } catch (error) {
        // close(2) releases the descriptor even when it reports an error (Linux).
        await handle.close().catch(() => undefined);
        throw error;
      }
      await handle.close();
    },
  });

  return {
    async open(path, flags, mode = 0o600) {
      announce('open', path);
      return wrap(await fsp.open(path, flags, mode), path);
    },
    async readFile(path) {
      announce('readFile', path);
      return fsp.readFile(path);
    },
    async rename(from, to) {
      announce('rename', from, to);
      await fsp.rename(from, to);
    },
    async unlink(path) {
      announce('unlink', path);
      await fsp.unlink(path);
    },
    async rmdir(path) {
      announce('rmdir', path);
      await fsp.rmdir(path);
    },
    async mkdir(path, mode = 0o700) {
      announce('mkdir', path);
      await fsp.mkdir(path, { recursive: true, mode });
    },
    async stat(path) {
      announce('stat', path);
      return toStat(await fsp.stat(path));
    },
    async lstat(path) {
      announce('lstat', path);
      return toStat(await fsp.lstat(path));
    },
    async chmod(path, mode) {
      announce('chmod', path);
      await fsp.chmod(path, mode);
    },
    async readdir(path) {
      announce('readdir', path);
      return fsp.readdir(path);
    },
    async realpath(path) {
      announce('realpath', path);
      return fsp.realpath(path);
    },
    async fsyncDir(path) {
      announce('fsyncDir', path);
      const handle = await fsp.open(path, fsConstants.O_RDONLY | fsConstants.O_DIRECTORY);
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
  };
}

/** True when `error` is a Node system error with `code` (e.g. 'ENOENT'). */
export function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** A unique temp name beside `path` (same folder, so the rename is atomic). */
export function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
}

/** True when `name` is a temp file made by {@link tempPathFor}. */
export function isTempName(name: string): boolean {
  return /^\..+\.[0-9a-f]{12}\.tmp$/.test(name);
}

/**
 * Replaces `path` with `chunks` crash-safely: writes a unique temp file in the same folder
 * (0600), fsyncs it, closes it, renames it over `path`, fsyncs the folder (DESIGN.md §6,
 * after SQLite's and LMDB's rules). A reader sees the old file or the new one, never a mix.
 *
 * Written here rather than taken from write-file-atomic on purpose: every call must go
 * through this module so the durability tests can record and fault it.
 *
 * @param fs - the file-system module
 * @param path - the file to replace (created if missing)
 * @param chunks - the new content, written in order
 * @throws the underlying system error; the temp file is removed on a best-effort basis
 */
export async function atomicReplace(fs: Fsio, path: string, chunks: Uint8Array | readonly Uint8Array[]): Promise<void> {
  const temp = tempPathFor(path);
  const parts = chunks instanceof Uint8Array ? [chunks] : chunks;
  let handle: FsFile | undefined;
  try {
    handle = await fs.open(temp, 'wx', 0o600);
    for (const part of parts) await handle.write(part);
    await handle.sync();
    const h = handle;
    handle = undefined;
    await h.close();
    await fs.rename(temp, path);
  } catch (error) {
    if (handle) await handle.close().catch(() => undefined);
    await fs.unlink(temp).catch(() => undefined);
    throw error;
  }
  await fs.fsyncDir(dirname(path));
}

/**
 * Makes a finished file durable under its final name: opens it, fsyncs, closes, renames it
 * to `path`, fsyncs the folder. Used for files written by another writer (SQLite).
 */
export async function durableRename(fs: Fsio, temp: string, path: string): Promise<void> {
  const handle = await fs.open(temp, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, path);
  await fs.fsyncDir(dirname(path));
}
