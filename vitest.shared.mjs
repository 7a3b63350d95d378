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
  return mergeConfig(
    defineConfig({ resolve: { conditions }, ssr: { resolve: { conditions } }, test: { include: ['test/**/*.test.ts'] } }),
    defineConfig({ ...extra, test }),
  );
}
