import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { createFsio, type Fsio, hasCode } from './fsio.js';

/** A resolved project: its canonical path, its key and how it was chosen. */
export interface ResolvedProject {
  /** realpath of the project folder. */
  path: string;
  /** First 12 hex characters of sha256(path) (seeds/002 F4). */
  key: string;
  /** `option` (`--project`), `git` (the git root of cwd) or `cwd`. */
  source: 'option' | 'git' | 'cwd';
}

/** Inputs of {@link resolveProject}. */
export interface ResolveProjectInput {
  /** The `--project` option (VS Code passes the workspace folder). */
  project?: string | undefined;
  /** The working directory. */
  cwd: string;
  fsio?: Fsio;
}

/**
 * The project key: the first 12 hex characters of sha256 of the canonical path. The full
 * absolute path goes into it, so two users' `project-a` never collide (seeds/002 F4).
 */
export function projectKey(canonicalPath: string): string {
  return createHash('sha256').update(canonicalPath).digest('hex').slice(0, 12);
}

/** The nearest folder at or above `start` holding `.git` (a folder, or a file for worktrees). */
export async function findGitRoot(fs: Fsio, start: string): Promise<string | undefined> {
  let current = start;
  for (;;) {
    try {
      const stat = await fs.lstat(join(current, '.git'));
      if (stat.isDirectory || stat.isFile) return current;
    } catch (error) {
      if (!hasCode(error, 'ENOENT') && !hasCode(error, 'ENOTDIR')) throw error;
    }
    const parent = dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/**
 * THE project resolver every adapter uses (DESIGN.md §6): `--project`, else the git root of
 * the working directory, else the working directory; symlinks resolved (seeds/002 F4.3).
 *
 * @throws the system error when the chosen folder does not exist (ENOENT)
 */
export async function resolveProject(input: ResolveProjectInput): Promise<ResolvedProject> {
  const fs = input.fsio ?? createFsio();
  if (input.project !== undefined && input.project !== '') {
    const path = await fs.realpath(resolve(input.cwd, input.project));
    return { path, key: projectKey(path), source: 'option' };
  }
  const cwd = await fs.realpath(resolve(input.cwd));
  const root = await findGitRoot(fs, cwd);
  const path = root === undefined ? cwd : await fs.realpath(root);
  return { path, key: projectKey(path), source: root === undefined ? 'cwd' : 'git' };
}
