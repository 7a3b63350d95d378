import { cairnTestConfig } from '../../vitest.shared.mjs';

// The CLI and MCP targets drive the BUILT bins as child processes (turbo's test task depends on
// ^build); the team store's run needs a PostgreSQL server: `pnpm test:pg` through scripts/pg-test.sh.
export default cairnTestConfig({ exclude: ['test/pg/**', '**/node_modules/**'], testTimeout: 120_000, hookTimeout: 180_000 });
