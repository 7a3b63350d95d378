import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['cairn-source'] },
  // Generous: the suite also runs under Stryker's instrumentation on a loaded 2-core machine.
  test: { include: ['test/**/*.test.ts'], testTimeout: 30_000 },
});
