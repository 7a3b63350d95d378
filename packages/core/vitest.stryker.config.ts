import { defineConfig } from 'vitest/config';

// The tests that exercise the mutated modules (policy, gate, redaction) directly. Stryker
// runs the covering tests for every mutant; the whole suite would multiply its time.
export default defineConfig({
  resolve: { conditions: ['cairn-source'] },
  test: {
    include: ['test/gate/**/*.test.ts', 'test/redact/**/*.test.ts', 'test/memorize/**/*.test.ts', 'test/completeness.test.ts', 'test/policy/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
