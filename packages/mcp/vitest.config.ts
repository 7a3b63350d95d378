import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['cairn-source'] },
  test: {
    include: ['test/**/*.test.ts'],
    // The integration tests drive the BUILT server (dist/bin.js) as a child process; this builds it.
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
