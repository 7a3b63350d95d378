import { defineConfig } from 'vitest/config';

// These tests drive the bundle (dist/) and the packed tarball, never the workspace sources.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000 },
});
