import { CoreError, ErrorCode, type StoreProvider } from '@cairn/core';
import { fileStoreProvider } from '@cairn/store-fs';
import { createPgStoreProvider } from '@cairn/store-pg';

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
}

/**
 * A registry holding the default file store (store-fs), the team store (store-pg, for
 * `postgres:` and `postgresql:` URLs) and any `providers` given (DESIGN.md §9:
 * stores implement core's provider interface and are registered by the session; an adapter names
 * a store package only to register it here). Each call makes a new registry: no global state.
 */
export function createStoreRegistry(providers: readonly StoreProvider[] = []): StoreRegistry {
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
  };
  registry.register(fileStoreProvider);
  // The team store: a person role's password comes from the password file until the person's
  // acts are signed on the terminal (the provider's `personPassword`); agents use their own role.
  registry.register(createPgStoreProvider({}, 'postgres'));
  registry.register(createPgStoreProvider({}, 'postgresql'));
  for (const p of providers) registry.register(p);
  return registry;
}
