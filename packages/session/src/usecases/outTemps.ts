import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { sha256 } from '../ids.js';

/**
 * The home's folder of `--out` writes in progress: one small file per write (0600), holding the
 * target's absolute path. A write killed between its temp file and the rename (h49-attack N8:
 * `.<name>.<12 hex>.tmp`, 0600, memory text, beside the target) leaves its entry, so the next
 * export or digest to any target finds and removes that temp file (closing note 2026-12-06:
 * only the next write to the same target did), and `cairn doctor` names what is left.
 */
export const OUT_LEDGER = 'out-pending';

/** How long a temp file of ours beside an `--out` target may go unwritten before it counts as left by a killed write (ms). */
export const STALE_OUT_TEMP_MS = 60_000;

const TEMP = /^[0-9a-f]{12}\.tmp$/u;

/**
 * The temp files a killed write to `target` left beside it: regular files named
 * `.<name>.<12 hex>.tmp` (the store's temp naming), unmodified for {@link STALE_OUT_TEMP_MS}
 * (a write in progress keeps its temp file fresh).
 */
export async function staleTempsOf(target: string, now: number = Date.now()): Promise<string[]> {
  const folder = dirname(target);
  const prefix = `.${basename(target)}.`;
  const out: string[] = [];
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (!name.startsWith(prefix) || !TEMP.test(name.slice(prefix.length))) continue;
    const path = join(folder, name);
    const st = await lstat(path).catch(() => undefined);
    if (st?.isFile() && now - st.mtimeMs >= STALE_OUT_TEMP_MS) out.push(path);
  }
  return out;
}

/**
 * Removes the temp files a killed write to `target` left beside it ({@link staleTempsOf}). Best
 * effort: one that cannot be removed stays.
 *
 * @returns the paths removed
 */
export async function removeStaleOutTemps(target: string, now: number = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const path of await staleTempsOf(target, now)) {
    if (
      await unlink(path).then(
        () => true,
        () => false,
      )
    )
      removed.push(path);
  }
  return removed;
}

interface Entry {
  file: string;
  target: string;
  mtimeMs: number;
}

async function entries(home: string): Promise<Entry[]> {
  const folder = join(home, OUT_LEDGER);
  const out: Entry[] = [];
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    const file = join(folder, name);
    const st = await lstat(file).catch(() => undefined);
    if (st === undefined || !st.isFile() || st.size > 8192) continue;
    const target = (await readFile(file, 'utf8').catch(() => '')).trim();
    // Only an absolute path to a file of ours: anything else in the folder is ignored.
    if (!target.startsWith('/') && !/^[A-Za-z]:[\\/]/u.test(target)) continue;
    out.push({ file, target, mtimeMs: st.mtimeMs });
  }
  return out;
}

/**
 * Notes a write to `target` in the home before its temp file exists.
 *
 * @returns what to call once the write ended (written or failed): removes the note
 */
export async function noteOutWrite(home: string, target: string): Promise<() => Promise<void>> {
  const folder = join(home, OUT_LEDGER);
  const file = join(folder, `${sha256(target).slice(0, 16)}.${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await writeFile(file, `${target}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    // The note is a convenience: a write goes ahead without it (its own target's next write still cleans).
    return async () => undefined;
  }
  return async () => {
    await unlink(file).catch(() => undefined);
  };
}

/**
 * Removes the temp files killed writes left beside every target the home's notes name
 * ({@link OUT_LEDGER}), and the notes of writes that are over (older than
 * {@link STALE_OUT_TEMP_MS}, no temp file left). Best effort.
 *
 * @returns the temp files removed
 */
export async function sweepOutTemps(home: string, now: number = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const e of await entries(home)) {
    removed.push(...(await removeStaleOutTemps(e.target, now)));
    if (now - e.mtimeMs >= STALE_OUT_TEMP_MS && (await staleTempsOf(e.target, Number.POSITIVE_INFINITY)).length === 0)
      await unlink(e.file).catch(() => undefined);
  }
  return removed;
}

/**
 * The temp files killed writes left that are still there (`cairn doctor`; reads only).
 *
 * @returns absolute paths, sorted
 */
export async function leftOutTemps(home: string, now: number = Date.now()): Promise<string[]> {
  const found = new Set<string>();
  for (const e of await entries(home)) for (const path of await staleTempsOf(e.target, now)) found.add(path);
  return [...found].sort();
}
