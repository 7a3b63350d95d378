import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run against source: the `cairn-source` export condition (STYLE.md example 5). Vite 6+
// resolves Node-side test imports with `ssr.resolve.conditions`, not `resolve.conditions`.
const conditions = ['cairn-source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/pg/**', '**/node_modules/**'],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
