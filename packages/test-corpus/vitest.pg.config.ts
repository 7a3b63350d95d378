import { cairnTestConfig } from '../../vitest.shared.mjs';

// The whole corpus on the team store against a real PostgreSQL server (scripts/pg-test.sh).
// Three files at once (core, MCP and CLI on the team store; then the linked hosts): nothing else
// runs in that CI step, and each spends much of its time waiting on the server's commits (fsync
// on) and its child processes. Each file enrols a person (database role) of its own.
export default cairnTestConfig({ include: ['test/pg/**/*.test.ts'], maxWorkers: 3, testTimeout: 120_000, hookTimeout: 300_000 });
