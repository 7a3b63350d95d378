import { CoreError, ErrorCode, type StoreProvider } from '@cairn/core';
import { fileStoreProvider } from '@cairn/store-fs';
import type { PgProviderOptions, PgStoreProvider, PgTeamOperations } from '@cairn/store-pg';
import { PG_STORE_NAME, type PgStoreUrl, parseStoreUrl, withRole } from '@cairn/store-pg/url';

/** How the registry's stores reach what only a person has. */
export interface StoreRegistryOptions {
  /**
   * Asks for a person role's password for the team store (an adapter with a terminal: the CLI),
   * when the password file holds none for that role; never stored. `where` is
   * `role@host:port/database`.
   */
  personPassword?: (where: { role: string; display: string }) => Promise<string>;
}

/** The store implementations a session may open, by URL scheme. */
export interface StoreRegistry {
  /** Adds (or replaces) the provider of its scheme. Returns the registry, for chaining. */
  register(provider: StoreProvider): StoreRegistry;
  /** The schemes a store URL may use. */
  schemes(): string[];
  /**
   * The provider for a store URL, chosen by its scheme (`file:`, `postgres:`).
   *
   * @throws CoreError `INVALID_INPUT` for a malformed URL or a scheme no provider serves
   */
  providerFor(url: string): StoreProvider;
  /**
   * The URL a person's own act uses on a store whose URL names one of their agents' roles: a
   * team store URL of role `<person>_agent` gives the same URL with role `<person>` (DESIGN.md
   * §12: an agent role may not confirm, pin, forget or grant; the person connects as their own
   * role, its password typed on the terminal or kept where they put it). Undefined for a URL
   * that names no agent role, and for stores without roles (`file:`).
   *
   * @throws CoreError `INVALID_INPUT` for a malformed team store URL or one with a password
   */
  personUrl(url: string): string | undefined;
}

/**
 * A registry holding the default file store (store-fs), the team store (store-pg, for
 * `postgres:` and `postgresql:` URLs) and any `providers` given (DESIGN.md §9:
 * stores implement core's provider interface and are registered by the session; an adapter names
 * a store package only to register it here). Each call makes a new registry: no global state.
 */
export function createStoreRegistry(providers: readonly StoreProvider[] = [], options: StoreRegistryOptions = {}): StoreRegistry {
  const byScheme = new Map<string, StoreProvider>();
  const registry: StoreRegistry = {
    register(provider) {
      byScheme.set(provider.scheme.toLowerCase(), provider);
      return registry;
    },
    schemes: () => [...byScheme.keys()].sort(),
    providerFor(url) {
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
      if (scheme === undefined) {
        throw new CoreError(
          ErrorCode.INVALID_INPUT,
          'The store is not a URL: give file:///abs/path or postgres://host/db, or leave it out for the file store in the Cairn home.',
        );
      }
      const provider = byScheme.get(scheme);
      if (!provider) {
        throw new CoreError(
          ErrorCode.INVALID_INPUT,
          `No store is available for ${scheme}: URLs in this build (available: ${registry
            .schemes()
            .map((s) => `${s}:`)
            .join(', ')}).`,
          { scheme },
        );
      }
      return provider;
    },
    personUrl(url) {
      if (!/^postgres(?:ql)?:/i.test(url.trim())) return undefined;
      const parsed = parseStoreUrl(url);
      const person = /^(.+)_agent$/.exec(parsed.user)?.[1];
      return person === undefined ? undefined : withRole(parsed, person).url;
    },
  };
  registry.register(fileStoreProvider);
  // The team store: an agent role's password comes from the password file; a person role's from
  // the password file if the person put it there, else from the adapter's `personPassword` (the
  // CLI reads it on the terminal), else the connection is refused with where credentials go.
  const ask = options.personPassword;
  const pg = ask ? { personPassword: (url: PgStoreUrl) => ask({ role: url.user, display: url.display }) } : {};
  registry.register(lazyPgStoreProvider(pg, 'postgres'));
  registry.register(lazyPgStoreProvider(pg, 'postgresql'));
  for (const p of providers) registry.register(p);
  return registry;
}

/**
 * The team store's provider for `scheme`, its package (`@cairn/store-pg`: the PostgreSQL client,
 * the migrations, `pg` and `pgpass`) loaded on the first call of one of its operations, once:
 * a process on the file store never loads it (issue #20, start-up). Every operation is
 * asynchronous and is the one `createPgStoreProvider(options, scheme)` makes, with the same
 * results and errors; the provider is made once, so a person role's password is still asked
 * once per process and role.
 */
function lazyPgStoreProvider(options: PgProviderOptions, scheme: 'postgres' | 'postgresql'): PgStoreProvider {
  let loaded: Promise<PgStoreProvider> | undefined;
  const real = (): Promise<PgStoreProvider> => {
    loaded ??= import('@cairn/store-pg').then((m) => m.createPgStoreProvider(options, scheme));
    return loaded;
  };
  const team: PgTeamOperations = {
    link: async (...a) => (await real()).team.link(...a),
    linked: async (...a) => (await real()).team.linked(...a),
    grant: async (...a) => (await real()).team.grant(...a),
    revoke: async (...a) => (await real()).team.revoke(...a),
    members: async (...a) => (await real()).team.members(...a),
    projects: async (...a) => (await real()).team.projects(...a),
    migrate: async (...a) => (await real()).team.migrate(...a),
    publish: async (...a) => (await real()).team.publish(...a),
    chains: async (...a) => (await real()).team.chains(...a),
    markRoster: async (...a) => (await real()).team.markRoster(...a),
    rosterMarks: async (...a) => (await real()).team.rosterMarks(...a),
  };
  return {
    scheme,
    name: PG_STORE_NAME,
    team,
    isInitialised: async (...a) => (await real()).isInitialised(...a),
    init: async (...a) => (await real()).init(...a),
    relink: async (...a) => (await real()).relink(...a),
    open: async (...a) => (await real()).open(...a),
    listProjects: async (...a) => (await real()).listProjects(...a),
    watchPaths: async (...a) => (await real()).watchPaths(...a),
  };
}
