import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The shared corpus on the team store: run by scripts/pg-test.sh, which starts PostgreSQL on
// loopback and sets CAIRN_PG_ADMIN_URL and PGPASSFILE. Without them the file fails (never skips).
const conditions = ['cairn-source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/pg/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
