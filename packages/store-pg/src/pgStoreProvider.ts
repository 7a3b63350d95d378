import { existsSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { basename, join } from 'node:path';
import {
  CoreError,
  ErrorCode,
  isCoreError,
  type InitOutcome,
  type ProjectRef,
  type ProjectStore,
  type StoreActor,
  type StoreOpenOptions,
  type StoreProvider,
  type StoreTarget,
} from '@cairn/core';
import { passwordFromFile } from './connect.js';
import { migratePgStore, type PgMigrateOutcome } from './migrate.js';
import { openPgStore, type PgStore, type TeamProject } from './pgStore.js';
import { PG_STORE_NAME, type PgStoreUrl, parseStoreUrl } from './storeUrl.js';
import {
  createTeamProject,
  findTeamProject,
  grantTeamAccess,
  listTeamProjects,
  publishedChains,
  publishPersonChain,
  readRosterMarks,
  revokeTeamAccess,
  teamOf,
  writeRosterMark,
} from './team.js';
import { findTeamLink, readTeamLinks, serverOf, type TeamLink, writeTeamLink } from './teamLinks.js';

/** How the team store provider connects. */
export interface PgProviderOptions {
  /**
   * Asks for a PERSON role's password (a person's act: init, grant, revoke, wipe, migrate),
   * e.g. from the controlling terminal, when the password file holds none for that role. Asked
   * once per process and role, kept in memory only, never stored. Without it, or for an agent
   * role, the PostgreSQL client's password file (~/.pgpass) is read — where only the agent
   * role's credential belongs (DESIGN.md §12).
   */
  personPassword?: (url: PgStoreUrl) => Promise<string>;
  /** Connections per open store (default 4). */
  poolSize?: number;
  /** Statement timeout, ms (default 30,000). */
  statementTimeoutMs?: number;
}

/** The team operations `cairn team …` and `cairn migrate` run on a `postgres://` store. */
export interface PgTeamOperations {
  /**
   * Maps this checkout to a team project (`cairn team link <url> [name]`), kept in the home.
   * Without a name: the project named after the checkout's folder, else the only project the
   * role is granted. With `select`, the target's URL becomes the checkout's store for every
   * command that names none (the home's configuration).
   *
   * @throws CoreError `NOT_FOUND` (no such project granted to the role; several and no name: lists them)
   */
  link(target: StoreTarget, name?: string, options?: { select?: boolean }): Promise<TeamLink & { before?: TeamLink }>;
  /** The team project this checkout is linked to, if any. */
  linked(target: StoreTarget): Promise<TeamLink | undefined>;
  /** Grants a person and their agent role the linked project (the owner's act). */
  grant(target: StoreTarget, person: string): Promise<void>;
  /** Withdraws a person's and their agent role's access (the owner's act). */
  revoke(target: StoreTarget, person: string): Promise<void>;
  /** The people with access to the linked project. */
  members(target: StoreTarget): Promise<string[]>;
  /** The team projects the URL's role is granted. */
  projects(target: Pick<StoreTarget, 'url'>): Promise<TeamProject[]>;
  /** Brings the database's schema up to date (the administrator's role). */
  migrate(target: Pick<StoreTarget, 'url'>): Promise<PgMigrateOutcome>;
  /**
   * Appends the connected person's public key chain to `cairn.person_keys` (a person role only:
   * the database refuses an agent role). False when the latest published one is already it.
   */
  publish(target: Pick<StoreTarget, 'url'>, chain: unknown): Promise<boolean>;
  /** Each named person's latest published chain, as stored (unchecked: the home follows it only from a trusted root). */
  chains(target: Pick<StoreTarget, 'url'>, persons: readonly string[]): Promise<Map<string, unknown>>;
  /**
   * Appends a signed mark of the connected person's roster change to `cairn.roster_marks`
   * (migration 3; a person role only: the database refuses an agent role).
   *
   * @param root - the fingerprint of the person's own key chain root (which home's roster)
   */
  markRoster(target: Pick<StoreTarget, 'url'>, root: string, mark: unknown): Promise<void>;
  /** The connected person's latest roster marks for `root`, newest first, as stored (unchecked: counted only when the person's key verifies them). */
  rosterMarks(target: Pick<StoreTarget, 'url'>, root: string): Promise<unknown[]>;
}

/** The `postgres:` store provider, with its team operations. */
export interface PgStoreProvider extends StoreProvider {
  readonly team: PgTeamOperations;
}

const isAgentRole = (url: PgStoreUrl): boolean => url.user.endsWith('_agent');

/** A project name from a checkout's folder name: what `init` calls a new team project. */
function nameFromPath(path: string): string {
  const cleaned = basename(path)
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 64);
  return cleaned === '' ? 'project' : cleaned;
}

/**
 * The team store as a store provider (core's `StoreProvider`, DESIGN.md §9, §12), for the
 * project session to register under `postgres:` (and `postgresql:`). A checkout is linked to a
 * team project in the person's home (`team-links.json`); `init` creates a team project owned
 * by the URL's person role and links it; `open` opens the linked project as the URL's role.
 *
 * @param options - where a person role's password comes from, pool size, statement timeout
 */
export function createPgStoreProvider(options: PgProviderOptions = {}, scheme: 'postgres' | 'postgresql' = 'postgres'): PgStoreProvider {
  // A person's password is asked once per process and role (a pool opens several connections),
  // kept in memory only; a refused one is asked again next time.
  const asked = new Map<string, Promise<string>>();
  const personPassword = (url: PgStoreUrl): Promise<string> => {
    const ask = options.personPassword as (u: PgStoreUrl) => Promise<string>;
    const key = `${url.user}@${url.host}:${url.port}/${url.database}`;
    let p = asked.get(key);
    if (!p) {
      // A password the person put in the password file anyway is used (the agent can read it
      // there too; `cairn doctor` says so); otherwise the person is asked.
      p = passwordFromFile(url).then((stored) => (typeof stored === 'string' && stored !== '' ? stored : ask(url)));
      asked.set(key, p);
      p.catch(() => asked.delete(key));
    }
    return p;
  };
  /**
   * The URL checked, and how to connect. A person role's password is asked BEFORE connecting:
   * the pool's connection timeout must not run while a person types it.
   */
  const connect = async (raw: string) => {
    const url = parseStoreUrl(raw);
    const typed = !isAgentRole(url) && options.personPassword ? await personPassword(url) : undefined;
    return {
      url,
      conn: {
        url: raw,
        ...(typed !== undefined ? { password: async () => typed } : {}),
        ...(options.poolSize ? { poolSize: options.poolSize } : {}),
        ...(options.statementTimeoutMs !== undefined ? { statementTimeoutMs: options.statementTimeoutMs } : {}),
      },
    };
  };
  const mustLink = async (target: StoreTarget): Promise<TeamLink> => {
    const url = parseStoreUrl(target.url);
    const link = await findTeamLink(target.home, url, target.projectPath);
    if (!link) {
      throw new CoreError(
        ErrorCode.NOT_INITIALISED,
        `This checkout (${target.projectPath}) is not linked to a team project on ${serverOf(url)}. Link it with \`cairn --store ${url.url} team link <name>\`, or create one with \`cairn --store postgres://<you>@${serverOf(url)} init\`.`,
      );
    }
    return link;
  };

  const team: PgTeamOperations = {
    async link(target, name, linkOptions = {}) {
      const { url, conn } = await connect(target.url);
      const ask = url.user.replace(/_agent$/, '');
      let project: TeamProject | undefined;
      if (name !== undefined) {
        project = await findTeamProject(conn, name);
        if (!project) {
          throw new CoreError(
            ErrorCode.NOT_FOUND,
            `No team project named ${name} is granted to role ${url.user} on ${serverOf(url)}. Its owner runs \`cairn team grant ${ask}\`; \`cairn team list\` shows the ones you have.`,
          );
        }
      } else {
        const granted = await listTeamProjects(conn);
        const folder = nameFromPath(target.projectPath);
        project = granted.find((p) => p.name === folder) ?? (granted.length === 1 ? granted[0] : undefined);
        if (!project) {
          throw new CoreError(
            ErrorCode.NOT_FOUND,
            granted.length === 0
              ? `Role ${url.user} is granted no team project on ${serverOf(url)}. A person creates one with \`cairn --store postgres://<you>@${serverOf(url)} init\`, or its owner runs \`cairn team grant ${ask}\`.`
              : `Role ${url.user} is granted ${granted.length} team projects on ${serverOf(url)} (${granted
                  .map((p) => p.name)
                  .slice(0, 20)
                  .join(', ')}); name one: \`cairn team link ${url.url} <name>\`.`,
          );
        }
      }
      const link: TeamLink = {
        server: serverOf(url),
        path: target.projectPath,
        id: project.id,
        name: project.name,
        ...(linkOptions.select === true ? { url: url.url } : {}),
      };
      const before = await writeTeamLink(target.home, link);
      return { ...link, ...(before && before.id !== link.id ? { before } : {}) };
    },
    linked: async (target) => findTeamLink(target.home, parseStoreUrl(target.url), target.projectPath),
    async grant(target, person) {
      const link = await mustLink(target);
      await grantTeamAccess((await connect(target.url)).conn, link.id, person);
    },
    async revoke(target, person) {
      const link = await mustLink(target);
      await revokeTeamAccess((await connect(target.url)).conn, link.id, person);
    },
    async members(target) {
      const link = await mustLink(target);
      return teamOf((await connect(target.url)).conn, link.id);
    },
    projects: async (target) => listTeamProjects((await connect(target.url)).conn),
    publish: async (target, chain) => publishPersonChain((await connect(target.url)).conn, chain),
    chains: async (target, persons) => publishedChains((await connect(target.url)).conn, persons),
    markRoster: async (target, root, mark) => writeRosterMark((await connect(target.url)).conn, root, mark),
    rosterMarks: async (target, root) => readRosterMarks((await connect(target.url)).conn, root),
    async migrate(target) {
      const { url, conn } = await connect(target.url);
      try {
        return await migratePgStore(conn.url, conn.password ? { password: conn.password } : {});
      } catch (error) {
        // A role that may not create the schema (42501): say who may, not the agent rules.
        if (isCoreError(error) && error.data?.sqlstate === '42501') {
          throw new CoreError(
            ErrorCode.MIGRATION_FAILED,
            `Role ${url.user} may not change the Cairn schema of ${url.display} (the server said permission denied). The administrator runs \`cairn --store postgres://<admin>@${serverOf(url)} migrate\` as a superuser or the database's owner with CREATEROLE. Nothing was changed.`,
            { sqlstate: '42501' },
          );
        }
        throw error;
      }
    },
  };

  return {
    scheme,
    name: PG_STORE_NAME,
    team,
    async isInitialised(target) {
      try {
        return (await findTeamLink(target.home, parseStoreUrl(target.url), target.projectPath)) !== undefined;
      } catch {
        return false;
      }
    },
    async init(target, _actor: StoreActor): Promise<InitOutcome> {
      const { url, conn } = await connect(target.url);
      const existing = await findTeamLink(target.home, url, target.projectPath);
      if (existing) return { created: false, key: existing.id, path: target.projectPath };
      // The folder's name when it is free; another team project may have it (two repositories
      // called `api`), so then the name gets a random suffix.
      const base = nameFromPath(target.projectPath);
      let project: TeamProject | undefined;
      for (let attempt = 0; !project; attempt++) {
        const name = attempt === 0 ? base : `${base.slice(0, 57)}-${randomBytes(3).toString('hex')}`;
        try {
          project = await createTeamProject(conn, name);
        } catch (error) {
          const taken = isCoreError(error) && (error.data?.sqlstate === '23505' || error.data?.taken === true);
          if (!taken || attempt >= 3) throw error;
        }
      }
      await writeTeamLink(target.home, { server: serverOf(url), path: target.projectPath, id: project.id, name: project.name });
      return { created: true, key: project.id, path: target.projectPath };
    },
    async relink(target, approve, from?: string): Promise<InitOutcome> {
      const url = parseStoreUrl(target.url);
      const server = serverOf(url);
      const mine = (await readTeamLinks(target.home)).filter((l) => l.server === server);
      const old =
        from !== undefined
          ? mine.find((l) => l.path === from || l.id === from || l.name === from)
          : mine.filter((l) => !existsSync(l.path)).length === 1
            ? mine.find((l) => !existsSync(l.path))
            : undefined;
      if (!old) {
        throw new CoreError(
          ErrorCode.NOT_FOUND,
          `No single moved checkout to relink on ${server}; name it: \`cairn relink --from <old path or team project name>\`.`,
        );
      }
      // The team project's id stays its key: the person signs the move of this checkout's link.
      await approve({ from: { key: old.id, path: old.path }, to: { key: old.id, path: target.projectPath } });
      await writeTeamLink(target.home, { ...old, path: target.projectPath });
      return { created: false, key: old.id, path: target.projectPath, from: old.path };
    },
    async open(target, openOptions: StoreOpenOptions = {}): Promise<ProjectStore> {
      const link = await mustLink(target);
      const { conn } = await connect(target.url);
      // Rows this machine verified (the read-side policy), remembered in the home.
      const verifiedFile = join(target.home, 'team-cache', `${createHash('sha256').update(link.server).digest('hex').slice(0, 12)}-${link.id}.verified`);
      const store: PgStore = await openPgStore({
        ...conn,
        projectId: link.id,
        projectPath: target.projectPath,
        verifiedFile,
        ...(openOptions.onWarning ? { onWarning: openOptions.onWarning } : {}),
      });
      if (!openOptions.readOnly) return store;
      return {
        ...store,
        project: store.project,
        async transact() {
          throw new CoreError(ErrorCode.STORE_IO, 'This team store was opened read-only (a dry run or a verification): nothing is written.');
        },
        async keepRelinks() {
          throw new CoreError(ErrorCode.STORE_IO, 'This team store was opened read-only (a dry run or a verification): nothing is written.');
        },
      } as PgStore;
    },
    async listProjects(target): Promise<ProjectRef[]> {
      const url = parseStoreUrl(target.url);
      const server = serverOf(url);
      const links = (await readTeamLinks(target.home)).filter((l) => l.server === server);
      const projects = await listTeamProjects((await connect(target.url)).conn);
      return projects.map((p) => {
        const link = links.find((l) => l.id === p.id);
        return { key: p.id, path: link?.path ?? `team:${p.name}`, exists: link ? existsSync(link.path) : false };
      });
    },
    async watchPaths() {
      return [];
    },
  };
}
