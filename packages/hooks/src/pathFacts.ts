import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { GIT_NO_PROGRAMS, GIT_PINNED_ENV, gitSubmoduleOf, isThirdPartyPath, type PathFacts, spawnGit } from '@cairn/session';

/** Runs `git check-ignore` (exit 0: ignored); any failure counts as not ignored. */
function gitIgnored(project: string, rel: string): Promise<boolean> {
  return new Promise((done) => {
    // Run as every git call of Cairn's is (session runGit): no program the repository's config names.
    execFile(
      'git',
      ['-C', project, ...GIT_NO_PROGRAMS, 'check-ignore', '-q', '--no-index', '--', rel],
      { timeout: 2_000, env: { ...process.env, ...GIT_PINNED_ENV } },
      (error) => done(error === null),
    );
  });
}

/**
 * Whether `abs` is a folder. Any lookup error is "not a folder": a path that cannot be looked up
 * (a name over 255 bytes, ENAMETOOLONG; a path running through a file, ENOTDIR; a symlink loop)
 * cannot be read as one by the host either, whose call then failed or returned no folder's text;
 * `throwIfNoEntry` covers ENOENT only, and the others threw out of the hook: the call went
 * unrecorded, a gap (attack h54 E3b). The path's other facts are read as for any path.
 */
function isFolder(abs: string): boolean {
  try {
    return statSync(abs, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false;
  }
}

/**
 * Where a path a file tool touched lies (facts only; core's rule turns them into an origin):
 * inside the project or not, and whether it is third-party code — under `node_modules` or
 * another vendored folder (core's `isThirdPartyPath`), inside a git submodule (session's
 * `gitSubmodules`), or ignored by git. `folder`: the path is a folder (the project's own folder
 * included) — a tool's output over it holds other files' text, whose origin is theirs
 * (folderOutput.ts `folderOrigin`, h53-attack C3), not the folder's.
 */
export async function pathFacts(projectPath: string, cwd: string, path: string): Promise<PathFacts & { relative?: string; folder?: true }> {
  const abs = isAbsolute(path) ? path : resolve(cwd, path);
  const rel = relative(projectPath, abs);
  const folder = isFolder(abs) ? { folder: true as const } : {};
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return { insideProject: rel === '', thirdParty: false, ...folder };
  // Core's one list of third-party folders, as the working tree's index and `cairn import` read
  // them (h46-attack item 4: the hooks' own shorter list let `3rdparty/` code be observed as tracked).
  let thirdParty = isThirdPartyPath(rel.split(sep).join('/'));
  // A git submodule by git's own reading (gitlinks, `.gitmodules` as git parses it — quotes, any
  // letter case of the key — and embedded repositories): the one rule the working tree's index and
  // `cairn import` use too (session's `gitSubmodules`).
  if (!thirdParty) thirdParty = gitSubmoduleOf(projectPath, rel.split(sep).join('/'), spawnGit) !== undefined;
  if (!thirdParty) thirdParty = await gitIgnored(projectPath, rel);
  return { insideProject: true, thirdParty, relative: rel, ...folder };
}
