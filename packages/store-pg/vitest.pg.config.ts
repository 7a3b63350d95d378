import { cairnTestConfig } from '../../vitest.shared.mjs';

// Against a real PostgreSQL server (scripts/pg-test.sh starts one); one file at a time: they share it.
export default cairnTestConfig({
  include: ['test/pg/**/*.test.ts'],
  globalSetup: ['test/pg/globalSetup.ts'],
  testTimeout: 300_000,
  hookTimeout: 120_000,
  fileParallelism: false,
});
