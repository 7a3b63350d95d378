import { cairnTestConfig } from '../../vitest.shared.mjs';

// The CLI on a team store against a real PostgreSQL server (scripts/pg-test.sh).
export default cairnTestConfig({ include: ['test/pg/**/*.test.ts'], globalSetup: ['test/globalSetup.ts'], testTimeout: 180_000, hookTimeout: 120_000 });
