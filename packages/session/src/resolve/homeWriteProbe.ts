import { randomBytes } from 'node:crypto';
import { open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoreCheck } from '@cairn/core';
import { shellQuote } from '@cairn/core';

/** Why the write probe failed, by errno: what the home is, in a person's words. */
const REFUSED: Readonly<Record<string, string>> = {
  EROFS: 'read-only file system',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is exhausted',
  EIO: 'the disk reported an input/output error',
};

/**
 * Writes, syncs and removes a probe file in `home` (`.doctor-probe-<pid>-<hex>.tmp`, 0600, created
 * exclusively): the write every command makes first, taken for real — a mode says nothing of a
 * read-only mount or a sandbox's bind (walk h54 item 2: doctor said all ok on a home mounted
 * read-only, while every write failed EROFS and told the person to run doctor).
 *
 * @param home - the Cairn home (absolute; it exists)
 * @returns the errno of the first call that failed (`EROFS`, `EACCES`, …), or undefined when the home took the write
 */
export async function probeHomeWrite(home: string): Promise<string | undefined> {
  const probe = join(home, `.doctor-probe-${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  const code = (error: unknown): string => {
    const c = (error as NodeJS.ErrnoException | undefined)?.code;
    return typeof c === 'string' ? c : 'UNKNOWN';
  };
  let file: Awaited<ReturnType<typeof open>> | undefined;
  try {
    file = await open(probe, 'wx', 0o600);
    await file.write('cairn doctor: write probe\n');
    await file.sync();
  } catch (error) {
    await file?.close().catch(() => undefined);
    if (file !== undefined) await unlink(probe).catch(() => undefined);
    return code(error);
  }
  await file.close().catch(() => undefined);
  try {
    await unlink(probe);
  } catch (error) {
    return code(error);
  }
  return undefined;
}

/**
 * `doctor`'s home check when the write probe failed ({@link probeHomeWrite}): `home: not
 * writable (<why>)`, what it means, and what to do — a read-only mount or sandbox is left from
 * outside it, a refused permission given back to the home's owner, a full disk freed.
 *
 * @param home - the Cairn home (absolute)
 * @param errno - the probe's errno
 */
export function homeNotWritable(home: string, errno: string): Omit<StoreCheck, 'name'> {
  const why = REFUSED[errno] ?? errno;
  const fix =
    errno === 'EROFS'
      ? `run cairn where ${shellQuote(home)} is mounted read-write — outside the sandbox or read-only mount that holds it (an agent's sandbox keeps it read-only on purpose: the person runs cairn in their own terminal)`
      : errno === 'EACCES' || errno === 'EPERM'
        ? `chmod u+rwx ${shellQuote(home)} as its owner (then \`cairn doctor\`); a file attribute (chattr +i) or an ACL refuses a write too`
        : errno === 'ENOSPC' || errno === 'EDQUOT'
          ? `free some space on the disk that holds ${shellQuote(home)}`
          : `check the disk that holds ${shellQuote(home)}`;
  return {
    ok: false,
    detail: `not writable (${why}): a test file could not be written in ${home} (${errno}), so no command can record anything there`,
    fix,
  };
}
