import { cairnTestConfig } from '../../vitest.shared.mjs';

// Tests drive the BUILT cairn as child processes (globalSetup builds it). A person's act is typed
// into a pseudo-terminal and unseals the key with scrypt (packages/person), so a test that signs
// several acts takes tens of seconds on a busy 2-core machine: the clean-clone CI run timed out
// at 60 s (bulkConfirm, 60.4 s) while every assertion held. 180 s leaves room; no test asserts time.
export default cairnTestConfig({
  exclude: ['test/pg/**', '**/node_modules/**'],
  globalSetup: ['test/globalSetup.ts'],
  testTimeout: 180_000,
  hookTimeout: 120_000,
});
