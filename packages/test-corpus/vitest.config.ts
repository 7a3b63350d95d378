import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run against source: the `cairn-source` export condition (STYLE.md example 5). Vite 6+
// resolves Node-side test imports with `ssr.resolve.conditions`, not `resolve.conditions`.
const conditions = ['cairn-source', ...defaultServerConditions];

export default defineConfig({
  // Tests run against the workspace packages' source (STYLE.md example 5); the CLI and MCP
  // targets drive the BUILT bins as child processes (turbo's test task depends on ^build).
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/**/*.test.ts'],
    // The team store's run needs a PostgreSQL server: `pnpm test:pg` through scripts/pg-test.sh.
    exclude: ['test/pg/**', '**/node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
