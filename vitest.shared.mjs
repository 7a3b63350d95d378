// The one vitest configuration every package extends (issue #15: five identical copies before).
// Tests run against the workspace packages' TypeScript source through the `cairn-source`
// export condition (STYLE.md example 5). Vite 6+ resolves Node-side test imports with
// `ssr.resolve.conditions`, not `resolve.conditions`, so both are set.
import { defaultServerConditions } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';

const conditions = ['cairn-source', ...defaultServerConditions];

/**
 * A package's vitest config: the shared resolution plus the package's own `test` options.
 *
 * @param {import('vitest/config').ViteUserConfig['test']} test - include, timeouts, globalSetup, …
 * @param {import('vitest/config').ViteUserConfig} [extra] - other settings (e.g. an alias)
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function cairnTestConfig(test, extra = {}) {
  // `include` is set once, here, not merged: mergeConfig concatenates arrays, so a default in the
  // first config would add every test to a package's slow, pg or stryker run.
  return mergeConfig(
    defineConfig({ resolve: { conditions }, ssr: { resolve: { conditions } } }),
    defineConfig({ ...extra, test: { include: ['test/**/*.test.ts'], ...test } }),
  );
}
