import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run against source: the `cairn-source` export condition (STYLE.md example 5). Vite 6+
// resolves Node-side test imports with `ssr.resolve.conditions`, not `resolve.conditions`.
const conditions = ['cairn-source', ...defaultServerConditions];

// The tests that exercise the mutated modules (policy, gate, redaction) directly. Stryker
// runs the covering tests for every mutant; the whole suite would multiply its time.
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/gate/**/*.test.ts', 'test/redact/**/*.test.ts', 'test/memorize/**/*.test.ts', 'test/completeness.test.ts', 'test/policy/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
