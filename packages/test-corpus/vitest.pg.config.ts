import { cairnTestConfig } from '../../vitest.shared.mjs';

// The whole corpus on the team store against a real PostgreSQL server (scripts/pg-test.sh).
export default cairnTestConfig({ include: ['test/pg/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000 });
