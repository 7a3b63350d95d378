import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, sep } from 'node:path';
import { CoreError, ErrorCode } from '@cairn/session';
import type { SetupPlan } from './claudeCode.js';

/**
 * Writes one file crash-safely (temp file, fsync, rename). A file that exists keeps its mode (issue
 * #14, walk-2 item 23: a 644 settings file became 600); a new one is private (0600).
 */
async function writeAtomic(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const mode = await stat(path).then(
    (s) => s.mode & 0o7777,
    () => 0o600,
  );
  const temp = `${path}.cairn-${randomBytes(6).toString('hex')}.tmp`;
  const file = await open(temp, 'wx', 0o600);
  try {
    try {
      await file.writeFile(text);
      // Set after creation: the umask narrows open's mode, never chmod's.
      await file.chmod(mode);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, path);
  } catch (error) {
    // A write that failed (a full disk) leaves no temp file beside the person's.
    await rm(temp, { force: true });
    throw error;
  }
}

/** The folders above `path` that do not exist yet, the outermost first (what writing `path` makes). */
async function missingFolders(path: string): Promise<string[]> {
  const out: string[] = [];
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) {
    if (
      await stat(dir).then(
        () => true,
        () => false,
      )
    )
      break;
    out.unshift(dir);
  }
  return out;
}

/**
 * Applies a plan the person signed: each file replaced whole, then the ledger — all or nothing.
 * When a write fails (a read-only folder, a full disk), every file already written gets its
 * text from before back (or is removed when setup made it), the folders it made go, and the error
 * says which path could not be written and that nothing was changed (the fifteenth newcomer walk:
 * a home it could not write left the project's settings written and no ledger, so `--remove`
 * found nothing to undo).
 *
 * @throws CoreError `INVALID_INPUT` for a refusal in the plan; the failed write's error, its
 *   message saying nothing was changed, otherwise
 */
export async function applyPlan(plan: SetupPlan): Promise<void> {
  if (plan.refusals.length > 0) throw new CoreError(ErrorCode.INVALID_INPUT, plan.refusals.join(' '));
  const done: Array<{ path: string; before?: string | undefined }> = [];
  const made: string[] = [];
  let writing: string | undefined;
  const write = async (path: string, before: string | undefined, after: string | undefined): Promise<void> => {
    writing = path;
    made.push(...(await missingFolders(path)));
    if (after === undefined) await rm(path, { force: true });
    else await writeAtomic(path, after);
    done.push({ path, before });
  };
  try {
    for (const change of plan.changes) if (change.before !== change.after) await write(change.path, change.before, change.after);
    await write(plan.ledgerPath, undefined, plan.ledger);
    // The records of setups this plan took over (made before the project moved) now say nothing true.
    for (const old of plan.oldLedgers ?? []) await rm(old, { force: true });
  } catch (error) {
    for (const d of done.reverse()) await (d.before === undefined ? rm(d.path, { force: true }) : writeAtomic(d.path, d.before)).catch(() => undefined);
    for (const dir of made.reverse()) await rmdir(dir).catch(() => undefined);
    throw nothingChanged(error, writing);
  }
  // Folders setup made go once empty: rmdir removes no folder that holds anything. The deepest
  // first, so a folder whose only content was another folder setup made goes too.
  const dirs = [...(plan.removeDirs ?? [])].sort((a, b) => b.split(sep).length - a.split(sep).length);
  for (const dir of dirs) await rmdir(dir).catch(() => undefined);
}

/** A failed write as the person reads it: the path, why, and that every file is as it was. */
function nothingChanged(error: unknown, path: string | undefined): CoreError {
  const e = error as NodeJS.ErrnoException;
  const why = e.code === 'EACCES' || e.code === 'EPERM' ? 'permission denied' : e.code === 'ENOSPC' ? 'the disk is full' : (e.code ?? e.message);
  return new CoreError(
    ErrorCode.STORE_IO,
    `Setup could not write ${path ?? 'a file'} (${why}): nothing was changed, every file is as it was. ${e.code === 'EACCES' || e.code === 'EPERM' ? `Make ${path === undefined ? 'it' : dirname(path)} writable for you, then run setup again.` : 'Fix that, then run setup again.'}`,
  );
}
