import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run against source: the `cairn-source` export condition (STYLE.md example 5). The
// default run needs no server; the real-server suite is `pnpm test:pg` (scripts/pg-test.sh).
const conditions = ['cairn-source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/*.test.ts'],
    testTimeout: 60_000,
  },
});
