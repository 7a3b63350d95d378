import { realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { CoreError, ErrorCode } from '@cairn/core';
import { runGitAsync } from '../resolve/runGit.js';

/** How long `git check-ignore` may take, in ms, before the answer counts as "not ignored". */
const GIT_CHECK_MS = 5_000;

/** Whether `path` is `root` itself or lies under it (both absolute, already resolved). */
function within(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * What `git check-ignore` says of `file` (absolute), run from its folder as every git call of
 * Cairn's is (session `runGitAsync`: git's redirecting variables dropped, no program the config
 * names): `ignored` (exit 0), `kept` (exit 1: git would add it), or `no-git` (exit 128, no
 * repository there, or no git installed). A run cut by {@link GIT_CHECK_MS} counts as `kept`: the
 * careful answer.
 */
async function gitIgnores(file: string): Promise<'ignored' | 'kept' | 'no-git'> {
  const run = await runGitAsync(dirname(file), ['check-ignore', '-q', '--', basename(file)], { timeoutMs: GIT_CHECK_MS });
  if (run.code === 0) return 'ignored';
  if (run.code === 128 || run.missing) return 'no-git';
  return 'kept';
}

/**
 * Refuses an export's `--out` file inside the project (or the worktree it was run in) that git
 * does not ignore (the h49 newcomer walk, item 3: `cairn export --out backup.jsonl` wrote the
 * backup into the project, where `git status` showed it and `git add -A` would commit every
 * memory's text and the project's path — what the README warns against). A path git ignores is
 * written (the person chose to keep it there), and so is one in a project that is no git
 * repository (nothing would commit it). Checked before any work is done, so nothing is lost:
 * the export is made again with a path outside the project.
 *
 * Kept apart from `checkOutFile` (the file checks every `--out` shares): only an export carries
 * the whole memory and the project's path.
 *
 * @param target - the absolute `--out` path `checkOutFile` accepted
 * @param roots - the project's folder and, in a linked worktree, the worktree's own folder (realpaths)
 * @param typed - the `--out` path as the person typed it, for the message
 * @throws CoreError `INVALID_INPUT` (exit 2), naming the project and the two ways out
 */
export async function checkExportOutsideProject(target: string, roots: readonly string[], typed: string): Promise<void> {
  // The folder is real (checkOutFile saw it); the file may not exist yet.
  const folder = await realpath(dirname(target)).catch(() => resolve(dirname(target)));
  const file = join(folder, basename(target));
  const root = roots.find((r) => within(file, r));
  if (root === undefined) return;
  if ((await gitIgnores(file)) !== 'kept') return;
  throw new CoreError(
    ErrorCode.INVALID_INPUT,
    `${typed} is inside the project (${root}) and git does not ignore it: \`git status\` would list it and \`git add -A\` would commit every memory's text and the project's path. Write the export outside the project (for example --out ~/cairn-backup.jsonl), or add the file to .gitignore first. Nothing was written.`,
  );
}
