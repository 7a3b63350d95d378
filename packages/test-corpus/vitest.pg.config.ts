import { cairnTestConfig } from '../../vitest.shared.mjs';

// The whole corpus on the team store against a real PostgreSQL server (scripts/pg-test.sh).
// Four files (core, MCP and CLI on the team store; the linked hosts), two at a time: each file
// enrols a person (database role) of its own, so any two can run side by side.
export default cairnTestConfig({ include: ['test/pg/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000 });
