import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['cairn-source'] },
  test: { include: ['test/**/*.test.ts'], globalSetup: ['test/globalSetup.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
