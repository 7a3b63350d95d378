import { spawnSync } from 'node:child_process';

/**
 * Environment variables that point git elsewhere than the folder's own repository (its `.git`,
 * index, objects, or where discovery stops). Every git call Cairn makes drops them
 * ({@link runGit}), so git answers about the checkout's own repository whatever the caller's
 * environment says: an agent's `GIT_INDEX_FILE` or `GIT_DIR` could otherwise make untracked
 * files read as tracked (the working tree's `repo` attestation) or another repository's roots
 * read as this one's (the project identity). A checkout that only works through them (a bare
 * repository with `GIT_WORK_TREE`) reads as no repository: the careful answer. One list for both
 * callers (closing note 2026-12-06, Duplicates: folderRoots had 7 names, the working tree 5 and
 * kept them for its git calls).
 */
export const GIT_REDIRECTS = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_COMMON_DIR',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_CEILING_DIRECTORIES',
] as const;

/** Whether `env` sets any of {@link GIT_REDIRECTS}. */
export function gitRedirected(env: NodeJS.ProcessEnv = process.env): boolean {
  return GIT_REDIRECTS.some((name) => env[name] !== undefined);
}

/** Options of {@link runGit}. */
export interface RunGitOptions {
  /** Written to git's stdin (closed otherwise). */
  input?: string;
  /** At most this long, ms; absent: no limit. A call cut short reads as undefined. */
  timeoutMs?: number;
  /** The largest stdout kept, bytes (default 1 MiB); more reads as undefined. */
  maxBuffer?: number;
}

/**
 * Runs `git -C <folder> <args>` with {@link GIT_REDIRECTS} dropped from the environment, stderr
 * discarded.
 *
 * @returns git's stdout when it exits 0; undefined on any failure (no repository, an error, a
 *   timeout, output over `maxBuffer`, no git installed)
 */
export function runGit(folder: string, args: readonly string[], o: RunGitOptions = {}): string | undefined {
  const env = { ...process.env };
  for (const name of GIT_REDIRECTS) delete env[name];
  const r = spawnSync('git', ['-C', folder, ...args], {
    encoding: 'utf8',
    env,
    maxBuffer: o.maxBuffer ?? 1024 * 1024,
    ...(o.timeoutMs !== undefined ? { timeout: o.timeoutMs } : {}),
    ...(o.input !== undefined ? { input: o.input } : {}),
    stdio: [o.input !== undefined ? 'pipe' : 'ignore', 'pipe', 'ignore'],
  });
  return r.status === 0 && typeof r.stdout === 'string' ? r.stdout : undefined;
}
