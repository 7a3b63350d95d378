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
    await file.writeFile(text);
    // Set after creation: the umask narrows open's mode, never chmod's.
    await file.chmod(mode);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temp, path);
}

/**
 * Applies a plan the person signed: each file replaced whole, then the ledger. A file whose text
 * changed since it was planned is not touched (the plan is made again).
 */
export async function applyPlan(plan: SetupPlan): Promise<void> {
  if (plan.refusals.length > 0) throw new CoreError(ErrorCode.INVALID_INPUT, plan.refusals.join(' '));
  for (const change of plan.changes) {
    if (change.before === change.after) continue;
    if (change.after === undefined) await rm(change.path, { force: true });
    else await writeAtomic(change.path, change.after);
  }
  // Folders setup made go once empty: rmdir removes no folder that holds anything. The deepest
  // first, so a folder whose only content was another folder setup made goes too.
  const dirs = [...(plan.removeDirs ?? [])].sort((a, b) => b.split(sep).length - a.split(sep).length);
  for (const dir of dirs) await rmdir(dir).catch(() => undefined);
  if (plan.ledger === undefined) await rm(plan.ledgerPath, { force: true });
  else await writeAtomic(plan.ledgerPath, plan.ledger);
}
