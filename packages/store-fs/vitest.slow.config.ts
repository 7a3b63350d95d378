import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The slow suite (`pnpm test:slow`): the kill loop. Kept out of the default run.
const conditions = ['cairn-source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/**/*.slow.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 900_000,
    hookTimeout: 60_000,
  },
});
