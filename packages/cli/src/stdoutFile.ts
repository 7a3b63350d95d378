import { fstatSync, readlinkSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { CoreError, checkExportOutsideProject, type Location } from '@cairn/session';

/**
 * The path of the regular file standard output was redirected to (`cairn export > memories.jsonl`),
 * or undefined: a terminal, a pipe, a device, or a file whose path cannot be told.
 *
 * The path is read from the descriptor's link (`/proc/self/fd/1` on Linux; `/dev/fd/1` where that
 * is a link) and kept only when the file there is the very file of the descriptor (same device and
 * inode): a file renamed or deleted since the shell opened it gives undefined. Where no link names
 * it (macOS, Windows), undefined: the export's `--out` check is the one that holds there.
 *
 * @param fd - the descriptor (1 for stdout)
 */
export function stdoutFile(fd = 1): string | undefined {
  let st: ReturnType<typeof fstatSync>;
  try {
    st = fstatSync(fd);
  } catch {
    return undefined;
  }
  if (!st.isFile()) return undefined;
  for (const link of [`/proc/self/fd/${fd}`, `/dev/fd/${fd}`]) {
    try {
      const path = readlinkSync(link);
      if (!isAbsolute(path)) continue;
      const there = statSync(path);
      if (there.dev === st.dev && there.ino === st.ino) return path;
    } catch {
      // Not a link here: the next, or none.
    }
  }
  return undefined;
}

/**
 * Refuses an export whose standard output is a file inside the project (or the worktree it runs
 * in) that git does not ignore (closing note 2026-12-06: `cairn export > ./memories.jsonl` was
 * written there, where `git add -A` commits every memory's text and the project's path): the same
 * check and message as `--out` (`checkExportOutsideProject`), plus what the shell did already.
 * Nothing is written; a pipe, a terminal, or a file outside the project or ignored by git is fine.
 *
 * @param file - the redirect's file ({@link stdoutFile})
 * @throws CoreError `INVALID_INPUT` (exit 2)
 */
export async function refuseRedirectIntoProject(location: Pick<Location, 'project'>, file: string): Promise<void> {
  const roots = [location.project.path, ...(location.project.worktree !== undefined ? [location.project.worktree] : [])];
  try {
    await checkExportOutsideProject(file, roots, `${file} (standard output, redirected by the shell)`);
  } catch (error) {
    if (!(error instanceof CoreError)) throw error;
    throw new CoreError(
      error.code,
      `${error.message} The shell opened ${file} before Cairn ran (a \`>\` redirect empties or creates it): remove it if it should not be there.`,
    );
  }
}
