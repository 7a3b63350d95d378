import { cairnTestConfig } from '../../vitest.shared.mjs';

// The slow kill loop runs apart (vitest.slow.config.ts).
export default cairnTestConfig({
  exclude: ['test/**/*.slow.test.ts'],
  globalSetup: ['test/globalSetup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
});
