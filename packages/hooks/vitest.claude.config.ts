import { cairnTestConfig } from '../../vitest.shared.mjs';

// A real Claude Code against a scripted model API (scripts/claude-code-test.sh); one file at a time.
export default cairnTestConfig({
  include: ['test/**/*.slow.test.ts'],
  globalSetup: ['test/globalSetup.ts'],
  testTimeout: 300_000,
  hookTimeout: 300_000,
  fileParallelism: false,
});
