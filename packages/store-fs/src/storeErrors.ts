import { basename } from 'node:path';
import { CoreError, ErrorCode, isCoreError } from '@cairn/core';

/** What a system error says about itself (Node's `SystemError` fields). */
interface SystemErrorLike {
  code?: unknown;
  syscall?: unknown;
  path?: unknown;
}

const HINTS: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full: free some space',
  EDQUOT: 'the disk quota is exhausted: free some space',
  EACCES: 'permission denied: the store must be owned by you with folders 0700 and files 0600',
  EPERM: 'operation not permitted: the store must be owned by you with folders 0700 and files 0600',
  EROFS: 'the file system is read-only',
  EIO: 'the disk reported an input/output error: check it',
};

/**
 * Wraps a file-system failure as CoreError `STORE_IO` with a message a person can act on.
 * A CoreError passes through unchanged. The message names the file (not its content).
 *
 * @param error - what was thrown
 * @param doing - what the store was doing, e.g. "saving the memory"
 * @param outcome - what is true afterwards, e.g. "Nothing was saved."
 */
export function storeIoError(error: unknown, doing: string, outcome: string): CoreError {
  if (isCoreError(error)) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as SystemErrorLike;
  const code = typeof e.code === 'string' ? e.code : 'UNKNOWN';
  const file = typeof e.path === 'string' ? basename(e.path) : undefined;
  const syscall = typeof e.syscall === 'string' ? e.syscall : undefined;
  const hint = HINTS[code] ?? 'check the disk and the store folder';
  const where = [syscall, file].filter(Boolean).join(' ');
  return new CoreError(
    ErrorCode.STORE_IO,
    `Failed while ${doing}: ${code}${where ? ` (${where})` : ''} — ${hint}. ${outcome} Run \`cairn doctor\` to check the store.`,
    { errno: code, ...(file ? { file } : {}), ...(syscall ? { syscall } : {}) },
  );
}
