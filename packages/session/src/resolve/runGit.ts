import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { shellQuote } from '@cairn/core';

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

/** The environment of the request running in this async context (`cairn daemon`), when one is. */
const requestEnvironment = new AsyncLocalStorage<Readonly<Record<string, string | undefined>>>();

/**
 * Runs `fn` with `env` as the environment every git call and git-file lookup inside it sees
 * (`runGit`, {@link gitEnvironment}), in place of this process's: `cairn daemon` runs each request
 * so (closing note 2026-12-06: the project identity's and the fingerprints' git calls used the
 * daemon's PATH and HOME, so a caller's git, global config and excludes were not the ones read).
 * Async work `fn` starts keeps `env`; nothing of `process.env` changes.
 *
 * @param env - the request's environment (the daemon forwards PATH, HOME, XDG_CONFIG_HOME, GIT_CONFIG*, …)
 * @param fn - the request's run
 * @returns what `fn` returns
 */
export function withGitEnvironment<T>(env: Readonly<Record<string, string | undefined>>, fn: () => T): T {
  return requestEnvironment.run(env, fn);
}

/** The environment git is run in and its files are looked up by: the current request's ({@link withGitEnvironment}), else `process.env`. */
export function gitEnvironment(): Readonly<Record<string, string | undefined>> {
  return requestEnvironment.getStore() ?? process.env;
}

/** Whether `env` sets any of {@link GIT_REDIRECTS}. */
export function gitRedirected(env: Readonly<Record<string, string | undefined>> = gitEnvironment()): boolean {
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
 * Settings every git call Cairn makes overrides, so the repository's own config (`.git/config`,
 * which an agent in the project may write, and what it includes) names no program for git to
 * run: `core.fsmonitor` runs a program whenever git reads the index (`ls-files`), a hook
 * (`post-index-change`…) from `core.hooksPath`, and a transport (a partial clone's lazy fetch runs
 * its remote's `uploadpack` or `core.sshCommand`: `protocol.allow=never`). Cairn's hooks and MCP server run outside the
 * host's sandbox, so such a program would run there with the Cairn home in reach (attack h53 C9).
 */
export const GIT_NO_PROGRAMS: readonly string[] = ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', '-c', 'protocol.allow=never'];

/**
 * Environment every git call Cairn makes runs with: no replace refs and no grafts (a
 * `refs/replace/<commit>` an agent writes would make a commit the person signed read as another
 * tree: attack h53b D1), and no lazy fetch of a partial clone's missing objects (git ≥ 2.44; with
 * `protocol.allow=never` in {@link GIT_NO_PROGRAMS} no transport runs on older gits either — a
 * promisor remote's `uploadpack` is a program the config names: attack h53b D3).
 */
export const GIT_PINNED_ENV: Readonly<Record<string, string>> = { GIT_NO_REPLACE_OBJECTS: '1', GIT_GRAFT_FILE: '/dev/null', GIT_NO_LAZY_FETCH: '1' };

/** Commands that may read the working tree's files through a clean filter (a program the config names). */
function readsWorkTree(args: readonly string[]): boolean {
  const [command] = args;
  if (command === 'ls-files') return args.some((a) => a === '-m' || a === '--modified' || a === '--debug');
  return command === 'status' || command === 'diff' || command === 'add' || command === 'hash-object';
}

/** `git config` listing every filter driver key the repository's config names (runs nothing). */
const FILTER_KEYS: readonly string[] = [...GIT_NO_PROGRAMS, 'config', '-z', '--name-only', '--get-regexp', '^filter\\.'];

/**
 * Empties every filter driver named in `listed` ({@link FILTER_KEYS}' output; `git config` runs
 * nothing): `filter.<driver>.clean`, `.smudge`, `.process` set to the empty command (no filter,
 * so a file is read as its bytes) and `.required` to false, written into `env` as
 * `GIT_CONFIG_COUNT` / `GIT_CONFIG_KEY_<n>` / `GIT_CONFIG_VALUE_<n>` after any the caller's
 * environment already sets (git ≥ 2.31 reads them; they rank with `-c`, over every config file).
 * A key passed apart from its value holds any driver name: `-c filter.a=b.clean=` is split by git
 * at its first `=` and sets `filter.a`, so a driver named `a=b` kept its program (attack h54 E4).
 * For git < 2.31, which ignores the variables, drivers whose names hold no `=` are also emptied
 * with `-c` (the returned arguments).
 *
 * @param listed - the `\0`-separated key names, or undefined when git gave none
 * @param env - the environment of the git call; the `GIT_CONFIG_*` entries are added to it
 * @returns the `-c` arguments for drivers whose names hold no `=`
 */
function filterOverrides(listed: string | undefined, env: NodeJS.ProcessEnv): string[] {
  if (listed === undefined) return [];
  const drivers = new Set(
    listed
      .split('\0')
      .map((name) => /^filter\.(.+)\.[^.]+$/su.exec(name)?.[1])
      .filter((d): d is string => d !== undefined),
  );
  const overrides = [...drivers].flatMap((d): [string, string][] => [
    [`filter.${d}.clean`, ''],
    [`filter.${d}.smudge`, ''],
    [`filter.${d}.process`, ''],
    [`filter.${d}.required`, 'false'],
  ]);
  // The caller's own entries stay (a count git cannot read makes the call fail: no answer).
  const had = Number.parseInt(env.GIT_CONFIG_COUNT ?? '0', 10);
  const base = Number.isSafeInteger(had) && had > 0 ? had : 0;
  overrides.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${base + i}`] = key;
    env[`GIT_CONFIG_VALUE_${base + i}`] = value;
  });
  if (overrides.length > 0) env.GIT_CONFIG_COUNT = String(base + overrides.length);
  return overrides.filter(([key]) => !key.slice(0, key.lastIndexOf('.')).includes('=')).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
}

/**
 * The filter overrides ({@link filterOverrides}) for the repository at `folder`, for the commands
 * that may hash working-tree files ({@link readsWorkTree}); one more git process for those only.
 */
function noFilters(folder: string, env: NodeJS.ProcessEnv): string[] {
  const r = spawnSync('git', ['-C', folder, ...FILTER_KEYS], { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
  return filterOverrides(typeof r.stdout === 'string' ? r.stdout : undefined, env);
}

/**
 * The environment every git call Cairn makes runs in: {@link gitEnvironment} with
 * {@link GIT_PINNED_ENV} set and {@link GIT_REDIRECTS} dropped.
 */
function gitCallEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...gitEnvironment(), ...GIT_PINNED_ENV };
  for (const name of GIT_REDIRECTS) delete env[name];
  return env;
}

/** The argv of `git -C <folder> <guards> <args>` ({@link GIT_NO_PROGRAMS}, then `filters`). */
function gitArgv(folder: string, args: readonly string[], filters: readonly string[]): string[] {
  return ['-C', folder, ...GIT_NO_PROGRAMS, ...filters, ...args];
}

/**
 * Runs `git -C <folder> <args>` in {@link gitEnvironment} with {@link GIT_REDIRECTS} dropped,
 * stderr discarded, and no program the repository's config names ({@link GIT_NO_PROGRAMS}; filter
 * drivers emptied for the commands that read working-tree files).
 *
 * @returns git's stdout when it exits 0; undefined on any failure (no repository, an error, a
 *   timeout, output over `maxBuffer`, no git installed)
 */
export function runGit(folder: string, args: readonly string[], o: RunGitOptions = {}): string | undefined {
  const env = gitCallEnv();
  const r = spawnSync('git', gitArgv(folder, args, readsWorkTree(args) ? noFilters(folder, env) : []), {
    encoding: 'utf8',
    env,
    maxBuffer: o.maxBuffer ?? 1024 * 1024,
    ...(o.timeoutMs !== undefined ? { timeout: o.timeoutMs } : {}),
    ...(o.input !== undefined ? { input: o.input } : {}),
    stdio: [o.input !== undefined ? 'pipe' : 'ignore', 'pipe', 'ignore'],
  });
  return r.status === 0 && typeof r.stdout === 'string' ? r.stdout : undefined;
}

/**
 * What {@link runGitAsync} saw of one git run. `code`: git's exit status (0 success; for
 * `check-ignore` 1 means "not ignored", 128 a fatal error such as no repository), or undefined
 * when git did not exit by itself (not installed — then `missing` is true —, cut by the timeout,
 * output over `maxBuffer`, killed). `stdout`: what git printed (empty when `code` is undefined).
 */
export interface GitRun {
  code: number | undefined;
  stdout: string;
  /** git could not be started (`ENOENT`: no git on the PATH). */
  missing: boolean;
}

/** Runs `git` with `argv` in `env`, asynchronously (stderr discarded). */
function spawnGitAsync(argv: readonly string[], env: NodeJS.ProcessEnv, o: RunGitOptions): Promise<GitRun> {
  return new Promise((done) => {
    const child = spawn('git', argv, { env, stdio: [o.input !== undefined ? 'pipe' : 'ignore', 'pipe', 'ignore'] });
    const limit = o.maxBuffer ?? 1024 * 1024;
    const chunks: Buffer[] = [];
    let size = 0;
    let cut = false;
    let missing = false;
    const timer =
      o.timeoutMs !== undefined
        ? setTimeout(() => {
            cut = true;
            child.kill('SIGKILL');
          }, o.timeoutMs)
        : undefined;
    child.stdout?.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cut = true;
        child.kill('SIGKILL');
      } else chunks.push(chunk);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') missing = true;
    });
    child.on('close', (code) => {
      if (timer !== undefined) clearTimeout(timer);
      done(cut || missing || code === null ? { code: undefined, stdout: '', missing } : { code, stdout: Buffer.concat(chunks).toString('utf8'), missing });
    });
    // A git that exits before reading its input closes the pipe: nothing to report there.
    child.stdin?.on('error', () => {});
    if (o.input !== undefined) child.stdin?.end(o.input);
  });
}

/**
 * {@link runGit}'s asynchronous twin, built the same way (one argv and environment builder):
 * `git -C <folder> <args>` in {@link gitEnvironment} with {@link GIT_REDIRECTS} dropped,
 * {@link GIT_PINNED_ENV} set, stderr discarded, no program the repository's config names
 * ({@link GIT_NO_PROGRAMS}; filter drivers emptied for the commands that read working-tree files).
 * For callers that read git's exit status (`check-ignore`, `ls-files --error-unmatch`) or must
 * not block the event loop (a hook in a host's tool call).
 *
 * @returns the exit status and stdout ({@link GitRun}); never rejects
 */
export async function runGitAsync(folder: string, args: readonly string[], o: RunGitOptions = {}): Promise<GitRun> {
  const env = gitCallEnv();
  const filters = readsWorkTree(args) ? filterOverrides((await spawnGitAsync(['-C', folder, ...FILTER_KEYS], env, { timeoutMs: 10_000 })).stdout, env) : [];
  return spawnGitAsync(gitArgv(folder, args, filters), env, o);
}

/**
 * git's refusal of a repository another user owns (git 2.35.2+, CVE-2022-24765: "detected dubious
 * ownership in repository at '<path>'"), which {@link runGit} reads as no repository: the project's
 * identity (its root commits) and the working tree's `repo` attestation then go unread. Asked only
 * where an answer of "no repository" is to be explained (walk 51: `cairn doctor` said "no git
 * commit yet", and a recorded repository read as another one).
 *
 * @param folder - the project's folder
 * @returns the folder git names and the command that trusts it (git's own fix), or undefined when git does not refuse it
 */
export function gitOwnershipRefusal(folder: string): { path: string; fix: string } | undefined {
  // No `.git` here: no repository to refuse (and no git process spawned for a folder without one).
  if (!existsSync(join(folder, '.git'))) return undefined;
  const r = spawnSync('git', gitArgv(folder, ['rev-parse', '--git-dir'], []), {
    encoding: 'utf8',
    env: gitCallEnv(),
    timeout: 10_000,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const said = typeof r.stderr === 'string' ? r.stderr : '';
  if (r.status === 0 || !/dubious ownership/iu.test(said)) return undefined;
  const path = /dubious ownership in repository at '([^'\n]+)'/iu.exec(said)?.[1] ?? folder;
  return { path, fix: `git config --global --add safe.directory ${shellQuote(path)}` };
}

/**
 * The {@link gitOwnershipRefusal} of `folder` as one line a person acts on: what git refused,
 * what Cairn cannot check because of it, and git's fix. Undefined when git does not refuse it.
 */
export function gitOwnershipWords(folder: string): { detail: string; fix: string } | undefined {
  const refused = gitOwnershipRefusal(folder);
  if (refused === undefined) return undefined;
  return {
    detail: `git refuses to read the repository at ${refused.path}: it is owned by another user ("detected dubious ownership", git's safe.directory check), so Cairn cannot read its commits (which repository this memory is) or which files it tracks`,
    fix: `if you trust that folder: ${refused.fix}`,
  };
}
