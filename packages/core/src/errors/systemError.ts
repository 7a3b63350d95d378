import { redactSecrets } from '../redact/index.js';
import { CoreError, ErrorCode, isCoreError } from './CoreError.js';
import { shellQuote } from './shellQuote.js';

/** What a system error says about itself (Node's `SystemError` fields). */
interface SystemErrorLike {
  code?: unknown;
  syscall?: unknown;
  path?: unknown;
  message?: unknown;
}

const fields = (error: unknown): SystemErrorLike => (typeof error === 'object' && error !== null ? (error as SystemErrorLike) : {});

/** The last path segment of a file, redacted: a message names the file, never its folder's secrets or its content. */
function fileName(path: unknown): string | undefined {
  if (typeof path !== 'string' || path === '') return undefined;
  const parts = path.split(/[\\/]+/).filter((p) => p !== '');
  return redactSecrets(parts[parts.length - 1] ?? path).text;
}

const HINTS: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full: free some space',
  EDQUOT: 'the disk quota is exhausted: free some space',
  EACCES: 'permission denied: the store must be owned by you with folders 0700 and files 0600',
  EPERM: 'operation not permitted: the store must be owned by you with folders 0700 and files 0600',
  EROFS: 'the file system is read-only',
  // A write past the process's file-size limit (`ulimit -f`, RLIMIT_FSIZE: Node ignores SIGXFSZ, so
  // the write fails instead of the process being killed) or the file system's largest file.
  EFBIG: "the file is larger than this process may write (the shell's `ulimit -f` or the file system's limit): raise the limit",
  EIO: 'the disk reported an input/output error: check it',
  // better-sqlite3's codes for the same conditions (https://www.sqlite.org/rescode.html).
  SQLITE_FULL: 'the disk is full: free some space',
  SQLITE_IOERR: 'the disk reported an input/output error: check it',
  SQLITE_READONLY: 'the file system is read-only, or the store file is not writable by you',
  SQLITE_CANTOPEN: 'a store file cannot be opened: check the store folder is yours (0700)',
};

/** The folder a file-system call's path is in, redacted; undefined for a bare name (no folder to name). */
function folderOf(path: unknown): string | undefined {
  if (typeof path !== 'string' || !path.includes('/')) return undefined;
  return redactSecrets(path.replace(/\/+[^/]*\/*$/u, '') || '/').text;
}

/**
 * The codes about the file system a file is on rather than the file: their message names the
 * folder the write was made in (walk h54 item 2: "EROFS (open 29033-a2aeb3940725-1.tmp)" named a
 * bare temp file, and nothing said which folder was read-only). A refused permission names its
 * folder in its own hint ({@link permissionHint}).
 */
const FOLDER_NAMED: ReadonlySet<string> = new Set(['EROFS', 'ENOSPC', 'EDQUOT']);

/**
 * The folder a refused permission was met in, redacted, and the one command that gives its owner
 * the rights back (walk h52 item 1: a project folder at mode 0500 failed `cairn memorize` with
 * "EACCES (mkdir write.lock)" and no word of which folder or what to run). `chmod u+rwx <folder>`
 * gives the owner back the folder that refused, shell-quoted; `cairn doctor` then checks the whole
 * home for 0700/0600 (DESIGN.md §6) and names its recursive fix.
 */
function permissionHint(code: string, path: unknown): string | undefined {
  const folder = code === 'EACCES' || code === 'EPERM' ? folderOf(path) : undefined;
  if (folder === undefined) return undefined;
  // The folder that refused, owner rights only and not recursive: it may be the person's home
  // folder or `/` (the Cairn home made inside it), where `chmod -R … go-rwx` would strip every
  // file of theirs (h52-attack B6); `cairn doctor` names the recursive fix for the Cairn home itself.
  return `${code === 'EACCES' ? 'permission denied' : 'operation not permitted'} in ${folder}: the store must be owned by you with folders 0700 and files 0600; run \`chmod u+rwx ${shellQuote(folder)}\` (then \`cairn doctor\`)`;
}

/** The hint for a code; SQLite's extended codes (`SQLITE_IOERR_WRITE`, …) take their primary code's. */
const hintFor = (code: string): string | undefined => HINTS[code] ?? (code.startsWith('SQLITE_') ? HINTS[code.split('_', 2).join('_')] : undefined);

/** The store's failures (`STORE_*`): a batch stops at one; any other refusal concerns one item. */
export const STORE_FAILURES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  ErrorCode.STORE_LOCKED,
  ErrorCode.STORE_CORRUPT,
  ErrorCode.STORE_IO,
  ErrorCode.STORE_UNAVAILABLE,
]);

/**
 * Whether an error ends a batch (a `--batch` memorize, an import): a store failure or anything
 * that is not a `CoreError` stops the rest; a refusal of one item's content (`INVALID_INPUT`,
 * `ENTRENCHMENT_REFUSED`, …) is reported with that item and the batch goes on.
 */
export function stopsBatch(error: unknown): boolean {
  return !isCoreError(error) || STORE_FAILURES.has(error.code);
}

/**
 * A failed file-system call inside a store, as CoreError `STORE_IO` with a message a person
 * can act on (what failed, why, what is true afterwards, `cairn doctor`). A CoreError passes
 * through unchanged. The message names the file, never its content; a refused permission (EACCES,
 * EPERM) also names the folder it was met in and the chmod that fixes it, and a read-only or full
 * file system (EROFS, ENOSPC, EDQUOT) the folder the write was made in.
 *
 * @param doing - what the store was doing, e.g. "saving the memory"
 * @param outcome - what is true afterwards, e.g. "Nothing was saved."
 */
export function storeIoError(error: unknown, doing: string, outcome: string): CoreError {
  if (isCoreError(error)) return error;
  const e = fields(error);
  const code = typeof e.code === 'string' ? e.code : 'UNKNOWN';
  const file = fileName(e.path);
  const syscall = typeof e.syscall === 'string' ? e.syscall : undefined;
  const hint = permissionHint(code, e.path) ?? hintFor(code) ?? 'check the disk and the store folder';
  const folder = FOLDER_NAMED.has(code) ? folderOf(e.path) : undefined;
  const where = [syscall, file].filter(Boolean).join(' ') + (folder !== undefined ? ` in ${folder}` : '');
  return new CoreError(
    ErrorCode.STORE_IO,
    `Failed while ${doing}: ${code}${where ? ` (${where})` : ''} — ${hint}. ${outcome} Run \`cairn doctor\` to check the store.`,
    { errno: code, ...(file ? { file } : {}), ...(syscall ? { syscall } : {}) },
  );
}

/**
 * THE one place where anything thrown becomes Cairn's error (DESIGN.md §9: the session maps
 * Node errors once; every adapter then maps codes to its own world in one table). A CoreError
 * passes through; a path the person gave that does not exist, or is a folder where a file was
 * meant, is `INVALID_INPUT`; a refused permission or a full disk is `STORE_IO`; anything else is
 * `INTERNAL` (a bug), its message redacted and never a stack.
 */
export function toCoreError(error: unknown): CoreError {
  if (isCoreError(error)) return error;
  const e = fields(error);
  const code = typeof e.code === 'string' ? e.code : undefined;
  const path = typeof e.path === 'string' ? redactSecrets(e.path).text : undefined;
  if (code === 'ENOENT' || code === 'ENOTDIR') {
    return new CoreError(ErrorCode.INVALID_INPUT, `A path does not exist: ${path ?? 'a file or folder'}. Check the project folder and the Cairn home.`, {
      errno: code,
    });
  }
  if (code === 'EISDIR') {
    return new CoreError(ErrorCode.INVALID_INPUT, `${path ?? 'The path'} is a folder; give a file path (for example --out MEMORY.md).`, { errno: code });
  }
  if (code === 'EEXIST') {
    return new CoreError(ErrorCode.INVALID_INPUT, `${path ?? 'The file'} already exists.`, { errno: code });
  }
  const hint = code === undefined ? undefined : hintFor(code);
  if (code !== undefined && hint !== undefined) {
    return new CoreError(ErrorCode.STORE_IO, `${code} on ${path ?? 'a file'}: ${hint}. Run \`cairn doctor\` to check the Cairn home.`, { errno: code });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new CoreError(ErrorCode.INTERNAL, `Unexpected error: ${redactSecrets(message).text.slice(0, 500)}. This is a bug in Cairn; please report it.`);
}
