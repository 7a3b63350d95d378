import { join } from 'node:path';
import { type Fsio, hasCode } from './fsio.js';
import { homeModeProblem } from './home.js';
import { projectFiles } from './paths.js';

/**
 * Checks folders 0700 and files 0600 below the home (DESIGN.md §6), and the home's own mode by
 * the one rule every command applies ({@link homeModeProblem}: not group- or world-writable).
 * Each problem names the path and what is wrong; the fix is the doctor check's one line.
 */
export async function checkPermissions(fs: Fsio, home: string, dir: string): Promise<{ ok: boolean; problems: string[] }> {
  const problems: string[] = [];
  const uid = process.getuid?.();
  const check = async (path: string, isDir: boolean): Promise<void> => {
    try {
      const st = await fs.lstat(path);
      const mode = st.mode & 0o777;
      if (isDir ? (mode & 0o077) !== 0 : (mode & 0o177) !== 0) problems.push(`${path} has mode ${mode.toString(8)}; expected ${isDir ? '700' : '600'}`);
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
