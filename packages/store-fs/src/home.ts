import { homedir as osHomedir } from 'node:os';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { CoreError, ErrorCode } from '@cairn/core';
import { createFsio, type Fsio, hasCode } from './fsio.js';

/** Inputs of {@link resolveHome}. Adapters pass `--home` and `process.env`. */
export interface ResolveHomeInput {
  /** The `--home` option, if given. */
  home?: string | undefined;
  /** The environment to read `CAIRN_HOME` from (adapters pass `process.env`). */
  env: Readonly<Record<string, string | undefined>>;
  /** The user's home folder; default `os.homedir`. Injected so tests never touch the real one. */
  homedir?: () => string;
  /** Folder a relative `--home`/`CAIRN_HOME` is resolved against; default the process's cwd. */
  cwd?: string;
}

/**
 * Chooses the Cairn home (DESIGN.md §6): `--home`, else `CAIRN_HOME`, else `~/.cairn`.
 * Only this function and the adapters read the environment; the store itself takes the
 * resolved folder as a parameter (seeds/002 F8: no reads of `$HOME` inside the module).
 *
 * @returns an absolute path (not checked; see {@link checkHome})
 */
export function resolveHome(input: ResolveHomeInput): string {
  const chosen = nonEmpty(input.home) ?? nonEmpty(input.env.CAIRN_HOME) ?? join((input.homedir ?? osHomedir)(), '.cairn');
  return isAbsolute(chosen) ? resolve(chosen) : resolve(input.cwd ?? process.cwd(), chosen);
}

const nonEmpty = (value: string | undefined): string | undefined => (value !== undefined && value.trim() !== '' ? value : undefined);

/** Options of {@link checkHome}. */
export interface CheckHomeOptions {
  /** The file-system module (tests pass a recording one). */
  fsio?: Fsio;
  /** The current user's id; default `process.getuid()` (skipped where it does not exist). */
  uid?: number | undefined;
}

/** Realpath of the nearest existing ancestor, with the missing rest appended. */
export async function realpathLoose(fs: Fsio, path: string): Promise<string> {
  const missing: string[] = [];
  let current = resolve(path);
  for (;;) {
    try {
      const real = await fs.realpath(current);
      return missing.length === 0 ? real : join(real, ...missing.reverse());
    } catch (error) {
      if (!hasCode(error, 'ENOENT') && !hasCode(error, 'ENOTDIR')) throw error;
      const parent = dirname(current);
      if (parent === current) return resolve(path);
      missing.push(current.slice(parent.length).replace(/^[\\/]+/, ''));
      current = parent;
    }
  }
}

/** True when `inner` is `outer` or lies below it. */
export function isInside(inner: string, outer: string): boolean {
  const o = outer.endsWith(sep) ? outer : outer + sep;
  return inner === outer || inner.startsWith(o);
}

/**
 * Refuses an unsafe home (DESIGN.md §6; seeds/002 F2.3): one inside the project tree (a
 * cloned repository must not be able to ship its own store), one not owned by the current
 * user, or one that is group- or world-writable. A home that does not exist yet is fine (it
 * is created 0700 by `initProject`).
 *
 * @param home - absolute path of the Cairn home
 * @param projectPath - the project's canonical path, when known
 * @throws CoreError `UNSAFE_HOME` saying what is wrong and how to fix it
 */
export async function checkHome(home: string, projectPath: string | undefined, options: CheckHomeOptions = {}): Promise<void> {
  const fs = options.fsio ?? createFsio();
  const realHome = await realpathLoose(fs, home);
  if (projectPath !== undefined) {
    const realProject = await realpathLoose(fs, projectPath);
    if (isInside(realHome, realProject)) {
      // Run from the user's own home folder (or above it): the project is not a project at all
      // (issue #14, second walk: the advice to use ~/.cairn named the home already in use).
      const userHome = await realpathLoose(fs, osHomedir());
      if (isInside(userHome, realProject))
        throw new CoreError(
          ErrorCode.UNSAFE_HOME,
          `Cairn runs in a project folder, and ${projectPath} is ${realProject === userHome ? 'your home folder' : 'a folder that holds your home folder'}: cd into your project (a repository or the folder you work in) and run the command there.`,
          { home, projectPath },
        );
      // Run from the home itself, or from the folder that holds it (walk h58: "the home is inside
      // the project" named a project nobody meant): say which project Cairn took, and why.
      throw new CoreError(
        ErrorCode.UNSAFE_HOME,
        realHome === realProject
          ? `This folder, ${projectPath}, is the Cairn home itself (${home}): it holds Cairn's own files and is not a project. Cairn takes the project from --project, else the git root of the folder you run it in, else that folder: cd into your project (a repository or the folder you work in) and run the command there, or pass --project <folder>.`
          : `Cairn took ${projectPath} as the project (--project, else the git root of the folder you run it in, else that folder), and the Cairn home ${home} is inside the project: a repository must not be able to ship its own memory store. If ${projectPath} is not your project, cd into your project or pass --project <folder>; if it is, use a home outside it (unset CAIRN_HOME or pass --home), e.g. ~/.cairn.`,
        { home, projectPath },
      );
    }
  }
  let stat: Awaited<ReturnType<Fsio['stat']>>;
  try {
    stat = await fs.stat(realHome);
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return;
    throw error;
  }
  if (!stat.isDirectory) {
    throw new CoreError(ErrorCode.UNSAFE_HOME, `The Cairn home ${home} is not a folder. Remove it or choose another home with --home.`, { home });
  }
  const uid = 'uid' in options ? options.uid : process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) {
    throw new CoreError(
      ErrorCode.UNSAFE_HOME,
      `The Cairn home ${home} belongs to user ${stat.uid}, not to you (${uid}): another account could read or plant memories. Use a home you own (pass --home), or \`chown\` it to yourself.`,
      { home, owner: stat.uid, uid },
    );
  }
  const problem = homeModeProblem(home, stat.mode);
  if (problem !== undefined) throw new CoreError(ErrorCode.UNSAFE_HOME, problem, { home, mode: stat.mode & 0o777 });
}

/**
 * Says when the project lies inside the Cairn home (a command run from a folder of the home, such
 * as `projects/<key>`): Cairn would take a folder of its own store for a project. Not refused —
 * every command works as asked — but `cairn status` and `cairn doctor` say it with what to do
 * (walk h58: status there offered `cairn init`).
 *
 * @param home - the Cairn home (absolute)
 * @param projectPath - the project folder (absolute)
 * @returns the sentence to show, or undefined when the project is outside the home
 */
export async function projectInHomeProblem(home: string, projectPath: string, options: { fsio?: Fsio } = {}): Promise<string | undefined> {
  const fs = options.fsio ?? createFsio();
  const realHome = await realpathLoose(fs, home);
  const realProject = await realpathLoose(fs, projectPath);
  if (realProject === realHome || !isInside(realProject, realHome)) return undefined;
  return `${projectPath} is inside the Cairn home ${home}: its folders hold Cairn's own files, not a project. cd into your project (a repository or the folder you work in) and run the command there, or pass --project <folder>.`;
}

/**
 * THE rule for the home folder's own mode, read by every command ({@link checkHome}) and by
 * `cairn doctor`'s permission check (issue #14, walk-2 item 24: doctor failed a 0755 home that
 * every command accepted, and offered two different fixes): group- or world-writable is unsafe
 * (others could plant memories); readable or listable by others is not a problem for the home
 * itself, because what it holds is private below it — the folders Cairn makes there are 0700
 * and its files 0600 (DESIGN.md §6), which doctor checks one by one. Cairn makes a new home 0700.
 *
 * @param mode - the folder's `st_mode` (only the permission bits are read)
 * @returns the sentence to show, with its one fix, or undefined when the mode is safe
 */
export function homeModeProblem(home: string, mode: number): string | undefined {
  if ((mode & 0o022) === 0) return undefined;
  return `The Cairn home ${home} is group- or world-writable (mode ${(mode & 0o777).toString(8)}): others could plant memories. Run \`chmod 700 ${home}\`.`;
}
