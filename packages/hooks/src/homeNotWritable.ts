import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { foldLine, redactSecrets } from '@cairn/session';

/** The errno codes of a write the Cairn home refused: a read-only file system, no permission, a folder that is not there. */
const REFUSED: ReadonlySet<string> = new Set(['EROFS', 'EACCES', 'EPERM', 'ENOENT']);

/** The errno behind a hook's failure: a store's `STORE_IO` carries it as `data.errno` (core's `storeIoError`), a raw Node error as `code`. */
function errnoOf(error: unknown): { errno: string; syscall?: string; file?: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: unknown; data?: { errno?: unknown; syscall?: unknown; file?: unknown }; syscall?: unknown; path?: unknown };
  const fromData = e.code === 'STORE_IO' && typeof e.data?.errno === 'string';
  const errno = fromData ? (e.data?.errno as string) : typeof e.code === 'string' ? e.code : undefined;
  if (errno === undefined || !REFUSED.has(errno)) return undefined;
  const syscall = fromData ? e.data?.syscall : e.syscall;
  const file = fromData ? e.data?.file : typeof e.path === 'string' ? e.path.split('/').pop() : undefined;
  return { errno, ...(typeof syscall === 'string' ? { syscall } : {}), ...(typeof file === 'string' ? { file } : {}) };
}

/**
 * Why the hook could not write the Cairn home, in one sentence a person acts on — where (the home),
 * what is wrong and what to do — or undefined when `error` is not a refused write (EROFS, EACCES,
 * EPERM, or ENOENT: a folder of the home missing, as when the home itself is gone or not mounted
 * where the hook runs). The home is probed once (`access(home, W_OK)`) to tell a home that is
 * read-only, not the person's to write or not there from a folder inside it. The hook still exits
 * 0 (DESIGN.md §10: never break the agent); the caller prints this as its one stderr line and, at
 * a Claude Code SessionStart, in the `systemMessage` (fullPath.ts). Redacted, one line, at most
 * 400 characters.
 */
export async function homeNotWritable(error: unknown, home: string | undefined): Promise<string | undefined> {
  const e = errnoOf(error);
  if (e === undefined || home === undefined) return undefined;
  const probe = await access(home, constants.W_OK).then(
    () => undefined,
    (p: NodeJS.ErrnoException) => p.code ?? 'unknown',
  );
  const where = redactSecrets(home).text;
  const failed = [e.syscall, e.file].filter(Boolean).join(' ');
  const at = `${e.errno}${failed ? ` (${failed})` : ''}`;
  const fix = `Make it writable by you (remount it read-write, or \`chmod u+rwx ${where}\`), or set CAIRN_HOME in the hook's entry to a home you can write; then run \`cairn doctor\`.`;
  let what: string;
  if (probe === 'EROFS') what = `the Cairn home ${where} is on a read-only file system`;
  else if (probe === 'EACCES' || probe === 'EPERM') what = `the Cairn home ${where} is not writable by you (permission denied)`;
  else if (probe === 'ENOENT' || probe === 'ENOTDIR') what = `the Cairn home ${where} does not exist here (removed, or not mounted where the hook runs)`;
  else if (e.errno === 'EROFS') what = `a folder inside the Cairn home ${where} is read-only (${at})`;
  else if (e.errno === 'ENOENT')
    return foldLine(
      `a folder of the Cairn home ${where} is missing (${at}): nothing was recorded for this event. Run \`cairn doctor\` in a terminal: it says what to restore.`,
      400,
    );
  else what = `a folder inside the Cairn home ${where} is not writable by you (${at})`;
  return foldLine(`${what}: nothing was recorded for this event. ${fix}`, 400);
}
