import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['cairn-source'] },
  test: { include: ['test/**/*.test.ts'] },
});
