import { lstat, readFile, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { CoreError, ErrorCode } from '@cairn/core';

/** How the project folder was chosen. */
export type ProjectSource = 'option' | 'git' | 'cwd';

/** A resolved project: the canonical folder whose memory is used, and how it was found. */
export interface ResolvedProject {
  /** realpath of the folder whose memory is used (a linked worktree's main checkout). */
  path: string;
  /** `option` (`--project`, the editor's folder), `git` (the git root of cwd) or `cwd`. */
  source: ProjectSource;
  /**
   * When the folder is a linked git worktree (`git worktree add`): its own realpath. Its
   * memory is the main checkout's (`git rev-parse --git-common-dir`), since people run
   * parallel agents in worktrees of one repository.
   */
  worktree?: string;
  /** Why a folder that looks like a worktree was NOT mapped to a main checkout, for a warning. */
  notice?: string;
}

/** The nearest folder at or above `start` holding `.git` (a folder, or a file for worktrees and submodules). */
async function findGitRoot(start: string): Promise<string | undefined> {
  let current = start;
  for (;;) {
    try {
      const s = await lstat(join(current, '.git'));
      if (s.isDirectory() || s.isFile()) return current;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
    }
    const parent = dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

const readText = (path: string): Promise<string | undefined> =>
  readFile(path, 'utf8').then(
    (t) => t.trim(),
    () => undefined,
  );
const real = (path: string): Promise<string | undefined> => realpath(path).catch(() => undefined);

/**
 * The main checkout of a linked worktree, or why there is none. Read the way git does
 * (`gitdir:` in the worktree's `.git` file, then `commondir` in that folder), and checked
 * both ways: the linked folder's own `gitdir` file must point back at this worktree's `.git`
 * (a cloned repository's planted `.git` file cannot claim another project's memory: it cannot
 * write into that project's `.git/worktrees/`), and the main checkout's `.git` must be the
 * common folder. A submodule (no `commondir`) is its own project.
 *
 * @param root - a folder whose `.git` is a file
 */
export async function mainCheckoutOf(root: string): Promise<{ main: string } | { notice: string } | undefined> {
  const dotGit = join(root, '.git');
  const pointer = await readText(dotGit);
  const m = pointer === undefined ? null : /^gitdir:\s*(.+)$/m.exec(pointer);
  if (!m?.[1]) return undefined;
  const gitdir = resolve(root, m[1].trim());
  const commondir = await readText(join(gitdir, 'commondir'));
  if (commondir === undefined) return undefined; // a submodule or a separate git dir: its own project
  const common = await real(isAbsolute(commondir) ? commondir : resolve(gitdir, commondir));
  const back = await readText(join(gitdir, 'gitdir'));
  const [backReal, dotGitReal] = await Promise.all([back === undefined ? undefined : real(resolve(gitdir, back)), real(dotGit)]);
  if (common === undefined || backReal === undefined || backReal !== dotGitReal) {
    return { notice: `${root} has a .git file naming a worktree that does not link back to it; its own memory is used, not the repository's.` };
  }
  if (!common.endsWith(`${'/'}.git`) && !common.endsWith('\\.git')) {
    return { notice: `${root} is a worktree of a bare repository (${common}); its own memory is used.` };
  }
  const main = dirname(common);
  const mainGit = await real(join(main, '.git'));
  const mainStat = await stat(main).catch(() => undefined);
  if (mainGit !== common || mainStat?.isDirectory() !== true) {
    return { notice: `${root} is a worktree whose main checkout (${main}) is not where git says; its own memory is used.` };
  }
  return { main: (await real(main)) ?? main };
}

/**
 * THE project resolver every adapter uses (DESIGN.md §6): `--project` (the editor's workspace
 * folder), else the git root of the working directory, else the working directory; symlinks
 * resolved. A linked git worktree resolves to its main checkout's memory.
 *
 * @throws CoreError `INVALID_INPUT` when `--project` names a path that does not exist, a file, or
 *   anything else that is not a folder; the system error when the working directory is gone
 *   (ENOENT; the session maps it)
 */
export async function resolveProject(input: { project?: string | undefined; cwd: string }): Promise<ResolvedProject> {
  let path: string;
  let source: ProjectSource;
  if (input.project !== undefined && input.project !== '') {
    const named = resolve(input.cwd, input.project);
    // A missing folder is named as the option's (issue #14: the generic "A path does not exist …
    // check the project folder and the Cairn home" left a newcomer guessing which path was meant).
    path = await realpath(named).catch((error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      throw new CoreError(
        ErrorCode.INVALID_INPUT,
        `--project names a folder that does not exist: ${named}. Check the path (cd into the project, or give --project its folder); nothing was read or changed.`,
        {
          errno: code,
        },
      );
    });
    // A file is not a project (issue #14, walk-4 item 6: `--project AGENTS.md` enabled memory for
    // the file and imported it as its own source `.`).
    const kind = await stat(path);
    if (!kind.isDirectory())
      throw new CoreError(ErrorCode.INVALID_INPUT, `--project must be a folder: ${named}${kind.isFile() ? ' is a file' : ' is not a folder'}.`);
    source = 'option';
  } else {
    const cwd = await realpath(resolve(input.cwd));
    const root = await findGitRoot(cwd);
    path = root === undefined ? cwd : await realpath(root);
    source = root === undefined ? 'cwd' : 'git';
  }
  const isLinked = await lstat(join(path, '.git')).then(
    (s) => s.isFile(),
    () => false,
  );
  if (!isLinked) return { path, source };
  const main = await mainCheckoutOf(path);
  if (main === undefined) return { path, source };
  if ('notice' in main) return { path, source, notice: main.notice };
  return { path: main.main, source, worktree: path };
}
