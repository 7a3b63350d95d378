import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The real-server suite: run by scripts/pg-test.sh, which starts PostgreSQL on loopback and
// sets CAIRN_PG_ADMIN_URL and PGPASSFILE. Without them every file fails (never skips).
const conditions = ['cairn-source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/pg/**/*.test.ts'],
    globalSetup: ['test/pg/globalSetup.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    // Files share one server; the fault tests stop and restart it, so files run one at a time.
    fileParallelism: false,
  },
});
