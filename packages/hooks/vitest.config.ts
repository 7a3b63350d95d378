import { cairnTestConfig } from '../../vitest.shared.mjs';

// The hooks run as the built `cairn hook` child process (globalSetup builds it); the real Claude Code run is vitest.claude.config.ts.
export default cairnTestConfig({
  exclude: ['test/**/*.slow.test.ts'],
  globalSetup: ['test/globalSetup.ts'],
  testTimeout: 180_000,
  hookTimeout: 180_000,
});
