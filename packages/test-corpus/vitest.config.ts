import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests run against the workspace packages' source (STYLE.md example 5); the CLI and MCP
  // targets drive the BUILT bins as child processes (turbo's test task depends on ^build).
  resolve: { conditions: ['cairn-source'] },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
