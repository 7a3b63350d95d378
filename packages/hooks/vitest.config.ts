import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run against source (the `cairn-source` condition, STYLE.md example 5); the CLI tests
// drive the BUILT `cairn` (packages/cli/dist/bin.js) as a child process, built by globalSetup.
const conditions = ['cairn-source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.slow.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
