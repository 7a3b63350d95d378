import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isThirdPartyPath, type PathFacts } from '@cairn/session';

/** Runs `git check-ignore` (exit 0: ignored); any failure counts as not ignored. */
function gitIgnored(project: string, rel: string): Promise<boolean> {
  return new Promise((done) => {
    execFile('git', ['-C', project, 'check-ignore', '-q', '--no-index', '--', rel], { timeout: 2_000 }, (error) => done(error === null));
  });
}

async function submodulePaths(project: string): Promise<string[]> {
  try {
    const text = await readFile(join(project, '.gitmodules'), 'utf8');
    return [...text.matchAll(/^\s*path\s*=\s*(.+?)\s*$/gmu)].map((m) => (m[1] as string).replace(/\/+$/u, ''));
  } catch {
    return [];
  }
}

/**
 * Where a path a file tool touched lies (facts only; core's rule turns them into an origin):
 * inside the project or not, and whether it is third-party code — under `node_modules` or
 * another vendored folder (core's `isThirdPartyPath`), inside a git submodule, or ignored by git.
 */
export async function pathFacts(projectPath: string, cwd: string, path: string): Promise<PathFacts & { relative?: string }> {
  const abs = isAbsolute(path) ? path : resolve(cwd, path);
  const rel = relative(projectPath, abs);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return { insideProject: rel === '', thirdParty: false };
  // Core's one list of third-party folders, as the working tree's index and `cairn import` read
  // them (h46-attack item 4: the hooks' own shorter list let `3rdparty/` code be observed as tracked).
  let thirdParty = isThirdPartyPath(rel.split(sep).join('/'));
  if (!thirdParty) thirdParty = (await submodulePaths(projectPath)).some((m) => rel === m || rel.startsWith(`${m}/`));
  if (!thirdParty) thirdParty = await gitIgnored(projectPath, rel);
  return { insideProject: true, thirdParty, relative: rel };
}
