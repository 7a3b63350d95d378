import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The CLI on the team store, against a real PostgreSQL server: run by scripts/pg-test.sh, which
// starts one on loopback and sets CAIRN_PG_ADMIN_URL and PGPASSFILE. Without them the file's
// tests are skipped, each saying why (`pnpm test` never starts a server).
const conditions = ['cairn-source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { include: ['test/pg/**/*.test.ts'], globalSetup: ['test/globalSetup.ts'], testTimeout: 180_000, hookTimeout: 120_000 },
});
