import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { PathFacts } from '@cairn/session';

/** Folder names that hold third-party code (DESIGN.md §10: vendored folders). */
const THIRD_PARTY_SEGMENTS = new Set([
  'node_modules',
  'vendor',
  'vendors',
  'third_party',
  'third-party',
  'bower_components',
  'site-packages',
  '.venv',
  'venv',
  'Pods',
  'external',
]);

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
 * another vendored folder, inside a git submodule, or ignored by git.
 */
export async function pathFacts(projectPath: string, cwd: string, path: string): Promise<PathFacts & { relative?: string }> {
  const abs = isAbsolute(path) ? path : resolve(cwd, path);
  const rel = relative(projectPath, abs);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return { insideProject: rel === '', thirdParty: false };
  const segments = rel.split(sep);
  let thirdParty = segments.some((s) => THIRD_PARTY_SEGMENTS.has(s));
  if (!thirdParty) thirdParty = (await submodulePaths(projectPath)).some((m) => rel === m || rel.startsWith(`${m}/`));
  if (!thirdParty) thirdParty = await gitIgnored(projectPath, rel);
  return { insideProject: true, thirdParty, relative: rel };
}
