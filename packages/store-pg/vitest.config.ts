import { cairnTestConfig } from '../../vitest.shared.mjs';

// The unit tests; the team store against a real server: vitest.pg.config.ts (scripts/pg-test.sh).
export default cairnTestConfig({ include: ['test/*.test.ts'], testTimeout: 60_000 });
