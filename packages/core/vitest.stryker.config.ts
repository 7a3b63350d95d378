import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run against source: the `cairn-source` export condition (STYLE.md example 5). Vite 6+
// resolves Node-side test imports with `ssr.resolve.conditions`, not `resolve.conditions`.
const conditions = ['cairn-source', ...defaultServerConditions];

// The tests that exercise the mutated modules (policy, gate, redaction) directly. Stryker
// runs the covering tests for every mutant; the whole suite would multiply its time. Files
// named `*.slow.test.ts` (cross products and 32 KiB inputs, seconds each) are left out: they
// cover nearly every mutant, so each would run once per mutant; `pnpm test` runs them, and
// cheaper rotations of them stay in the files here.
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/gate/**/*.test.ts', 'test/redact/**/*.test.ts', 'test/memorize/**/*.test.ts', 'test/completeness.test.ts', 'test/policy/**/*.test.ts'],
    exclude: ['**/*.slow.test.ts', '**/node_modules/**'],
    testTimeout: 30_000,
  },
});
