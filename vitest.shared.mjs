// The one vitest configuration every package extends (issue #15: five identical copies before).
// Tests run against the workspace packages' TypeScript source through the `cairn-source`
// export condition (STYLE.md example 5). Vite 6+ resolves Node-side test imports with
// `ssr.resolve.conditions`, not `resolve.conditions`, so both are set.
import { availableParallelism } from 'node:os';
import { defaultServerConditions } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';

const conditions = ['cairn-source', ...defaultServerConditions];

/**
 * Test files run at once: vitest's default is one fewer than the cores, which on CI's 2-core
 * machine is one, so every test file waited for the last even while that one only waited on its
 * child processes (the corpus, CLI and MCP suites spend most of their time waiting: the corpus
 * package took 16 min of CPU over 36 min of wall time). At least two.
 */
const TEST_WORKERS = Math.max(2, availableParallelism() - 1);

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
    defineConfig({ ...extra, test: { include: ['test/**/*.test.ts'], maxWorkers: TEST_WORKERS, ...test } }),
  );
}
