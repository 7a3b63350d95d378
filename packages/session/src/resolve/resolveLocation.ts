import { pathToFileURL } from 'node:url';
import { checkHome, resolveHome } from '@cairn/store-fs';
import { selectedStoreUrl } from '@cairn/store-pg/url';

/**
 * The Cairn home (DESIGN.md §6): `--home` (the editor's user setting), else `CAIRN_HOME`, else
 * `~/.cairn`; absolute, not checked (`resolveLocation` checks it against the project).
 */
export { resolveHome };
import { type ResolvedProject, resolveProject } from './resolveProject.js';

/** What a person (or the host) gave: options and the environment they run in. */
export interface LocationInput {
  /** `--home`, or the editor's user setting. */
  home?: string | undefined;
  /** `--project`, or the editor's workspace folder. */
  project?: string | undefined;
  /** `--store`: the store's URL (default `CAIRN_STORE`, else the file store in the home). */
  store?: string | undefined;
  /** The working directory. */
  cwd: string;
  /** The environment: `CAIRN_HOME`, `CAIRN_STORE`. */
  env: Readonly<Record<string, string | undefined>>;
  /** The user's home folder; default `os.homedir`. Tests pass their own, never touching the real one. */
  homedir?: () => string;
}

/** Where a project's memory is: the person's home, the project and the store's URL. */
export interface Location {
  /** The Cairn home (absolute; checked: outside the project, yours, not group/world-writable). */
  home: string;
  project: ResolvedProject;
  /** The store's URL: a `file:` URL (the home, by default) or a team store's URL. */
  storeUrl: string;
  /** Where the store URL came from: `--store`, `CAIRN_STORE`, the home's configuration for this project (`cairn team link <url>`), or the default file store in the home. */
  storeSource: 'option' | 'env' | 'config' | 'home';
}

const given = (value: string | undefined): string | undefined => (value !== undefined && value.trim() !== '' ? value.trim() : undefined);

/**
 * Resolves the home (`--home`, else `CAIRN_HOME`, else `~/.cairn`), the project (see
 * `resolveProject`; a worktree resolves to its main checkout) and the store URL (`--store`, else
 * `CAIRN_STORE`, else the store the home's configuration selects for this project — `cairn team
 * link <url>`, DESIGN.md §12 — else the file store in the home), and refuses an unsafe home — checked against
 * the main checkout and the worktree both (DESIGN.md §6: a repository must not ship its store).
 *
 * @throws CoreError `UNSAFE_HOME`; the system error (ENOENT) when the project folder does not exist
 */
export async function resolveLocation(input: LocationInput): Promise<Location> {
  const home = resolveHome({ home: input.home, env: input.env, cwd: input.cwd, ...(input.homedir ? { homedir: input.homedir } : {}) });
  const project = await resolveProject({ project: input.project, cwd: input.cwd });
  await checkHome(home, project.path);
  if (project.worktree !== undefined) await checkHome(home, project.worktree);
  const option = given(input.store);
  const env = given(input.env.CAIRN_STORE);
  const configured = option === undefined && env === undefined ? await selectedStoreUrl(home, project.path) : undefined;
  const storeUrl = option ?? env ?? configured ?? pathToFileURL(home).href;
  return {
    home,
    project,
    storeUrl,
    storeSource: option !== undefined ? 'option' : env !== undefined ? 'env' : configured !== undefined ? 'config' : 'home',
  };
}
