import { join } from 'node:path';
import { shellQuote } from '@cairn/core';
import { createFsio, type Fsio, hasCode } from './fsio.js';
import { homeModeProblem } from './home.js';
import { OBSERVATION_KEY_FILE } from './observationStore.js';
import { projectFiles } from './paths.js';

/** What a permission problem adds when the owner lost a bit it needs: the doctor's fix then gives it back ({@link permissionsFix}). */
export const OWNER_CANNOT_WRITE = ' (you cannot write in it)';

/**
 * Whether the owner lacks a right Cairn needs on a path (walk h52 item 1: a home folder at mode
 * 0500 passed doctor, and every write there failed): a folder needs rwx, a file rw.
 *
 * @param mode - the path's `st_mode` (only the owner's permission bits are read)
 */
export function ownerCannotWrite(mode: number, folder: boolean): boolean {
  return folder ? (mode & 0o700) !== 0o700 : (mode & 0o600) !== 0o600;
}

/**
 * The doctor's one fix for the permission problems found: `chmod -R go-rwx <home>` takes from
 * others what they must not have; when the owner lost a right too ({@link OWNER_CANNOT_WRITE}),
 * `chmod -R u+rwX,go-rwx <home>` also gives it back (folders 0700, files 0600, DESIGN.md §6). The
 * home is one shell word (core's `shellQuote`), pasted as given.
 */
export function permissionsFix(home: string, problems: readonly string[]): string {
  // Shell-quoted (h52-attack B6): a home under "My Projects" must not split into two folders.
  const folder = shellQuote(home);
  return problems.some((p) => p.endsWith(OWNER_CANNOT_WRITE)) ? `chmod -R u+rwX,go-rwx ${folder}` : `chmod -R go-rwx ${folder}`;
}

/**
 * Checks folders 0700 and files 0600 below the home (DESIGN.md §6), and the home's own mode by
 * the one rule every command applies ({@link homeModeProblem}: not group- or world-writable); the
 * folders below it also by their owner's rights ({@link ownerCannotWrite}: the home's own are
 * doctor's home check, session's installChecks).
 * Each problem names the path and what is wrong; the fix is the doctor check's one line.
 */
export async function checkPermissions(fs: Fsio, home: string, dir: string): Promise<{ ok: boolean; problems: string[] }> {
  const problems: string[] = [];
  const uid = process.getuid?.();
  const check = async (path: string, isDir: boolean): Promise<void> => {
    try {
      const st = await fs.lstat(path);
      const mode = st.mode & 0o777;
      if (isDir ? (mode & 0o077) !== 0 || (mode & 0o700) !== 0o700 : (mode & 0o177) !== 0 || (mode & 0o600) !== 0o600)
        problems.push(`${path} has mode ${mode.toString(8)}; expected ${isDir ? '700' : '600'}${ownerCannotWrite(mode, isDir) ? OWNER_CANNOT_WRITE : ''}`);
      if (uid !== undefined && st.uid !== uid) problems.push(`${path} belongs to user ${st.uid}, not to you (${uid})`);
    } catch (error) {
      if (!hasCode(error, 'ENOENT')) problems.push(`${path}: ${(error as { code?: string }).code ?? 'unreadable'}`);
    }
  };
  const files = projectFiles(dir);
  try {
    const st = await fs.lstat(home);
    if (homeModeProblem(home, st.mode) !== undefined) problems.push(`${home} has mode ${(st.mode & 0o777).toString(8)}: group- or world-writable`);
    if (uid !== undefined && st.uid !== uid) problems.push(`${home} belongs to user ${st.uid}, not to you (${uid})`);
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) problems.push(`${home}: ${(error as { code?: string }).code ?? 'unreadable'}`);
  }
  await check(join(home, 'projects'), true);
  await check(dir, true);
  for (const f of [files.project, files.events, files.audit, files.lockOwner, files.quarantine]) await check(f, false);
  await check(files.index, true);
  try {
    for (const name of await fs.readdir(files.index)) {
      const p = join(files.index, name);
      await check(p, (await fs.lstat(p)).isDirectory);
    }
  } catch {
    // no index folder yet
  }
  return { ok: problems.length === 0, problems };
}

/** A path below the home that is not private: its mode (or owner) and the one fix for it. */
export interface ModeProblem {
  path: string;
  /** "has mode 644; expected 600", "belongs to user 1001, not to you (1000)", or the error code. */
  problem: string;
  /** True for a folder (expected 0700), false for a file (expected 0600). */
  folder: boolean;
}

/**
 * Checks the person's key folder and the observation key with the same strictness as a project's
 * folder (DESIGN.md §6: folders 0700, files 0600, yours): `<home>/person/` and everything below it
 * (identity.json, the sealed key; anchor.json; key.unsealed; used-nonces.jsonl; the presigned
 * folder and its acts) and `<home>/observation.key` (issue #14, walk-4 item 9: `chmod 644` on
 * them left `cairn doctor` saying ok). A path that does not exist is no problem; a folder that
 * cannot be listed (its x or r bit gone) is reported by its own mode, and what is below it is not
 * reached.
 *
 * @param home - the Cairn home (absolute)
 * @returns every problem, in path order; empty when all is private
 */
export async function checkKeyFiles(home: string, fs: Fsio = createFsio()): Promise<ModeProblem[]> {
  const problems: ModeProblem[] = [];
  const uid = process.getuid?.();
  const visit = async (path: string, below: boolean): Promise<void> => {
    let st: Awaited<ReturnType<Fsio['lstat']>>;
    try {
      st = await fs.lstat(path);
    } catch (error) {
      if (!hasCode(error, 'ENOENT')) problems.push({ path, problem: (error as { code?: string }).code ?? 'unreadable', folder: false });
      return;
    }
    const folder = st.isDirectory;
    const mode = st.mode & 0o777;
    if (folder ? mode !== 0o700 : (mode & 0o177) !== 0)
      problems.push({ path, problem: `has mode ${mode.toString(8)}; expected ${folder ? '700' : '600'}`, folder });
    if (uid !== undefined && st.uid !== uid) problems.push({ path, problem: `belongs to user ${st.uid}, not to you (${uid})`, folder });
    // A folder without its x bit cannot be entered: its own mode says it, nothing below is reached.
    if (!folder || !below || (mode & 0o100) === 0) return;
    let names: string[];
    try {
      names = (await fs.readdir(path)).sort();
    } catch {
      return; // said by the folder's own mode above
    }
    for (const name of names) await visit(join(path, name), true);
  };
  await visit(join(home, 'person'), true);
  await visit(join(home, OBSERVATION_KEY_FILE), false);
  return problems;
}
