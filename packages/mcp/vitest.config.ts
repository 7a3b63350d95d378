import { cairnTestConfig } from '../../vitest.shared.mjs';

// The integration tests drive the BUILT server (dist/bin.js) as a child process; globalSetup builds it.
export default cairnTestConfig({ globalSetup: ['test/globalSetup.ts'], testTimeout: 60_000, hookTimeout: 60_000 });
