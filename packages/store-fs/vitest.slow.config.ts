import { cairnTestConfig } from '../../vitest.shared.mjs';

// The kill loop (SIGKILL at random moments and at fixed crash points): `pnpm test:slow`, a CI step of its own.
export default cairnTestConfig({
  include: ['test/**/*.slow.test.ts'],
  globalSetup: ['test/globalSetup.ts'],
  testTimeout: 900_000,
  hookTimeout: 60_000,
});
