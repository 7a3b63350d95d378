import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run against source: the `cairn-source` export condition (STYLE.md example 5).
const conditions = ['cairn-source', ...defaultServerConditions];

// The instruction gate's own tests, for mutation testing the gate (stryker.gate.config.mjs):
// its unit tests and its corpus (test/gate/cases.ts through gateText.test.ts). Not the
// redaction, policy, memorize and completeness suites of vitest.stryker.config.ts: they call the
// gate through memorize, so with perTest coverage every gate mutant on the hot path ran them
// too (each test file a fresh worker that loads wink-nlp's model again) while they assert
// little about the gate's reasons. A gate mutant is killed here by a test of the gate, or not
// at all. `*.slow.test.ts` stays out as in the shared config.
//
// isolate: false — the test files of one run share one worker and one module graph, so the
// English tagger's model (≈ 3 MB of JSON, hundreds of milliseconds to load and warm) is loaded
// once per mutant run instead of once per test file. Stryker's vitest runner starts every mutant
// run afresh (checked: module state does not carry from one `vitest.start` to the next), so no
// mutant's lazily built pattern outlives its run. The gate's tests hold no state of their own
// that depends on file order (they pass in any order, together or alone).
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/gate/**/*.test.ts'],
    exclude: ['**/*.slow.test.ts', '**/node_modules/**'],
    testTimeout: 30_000,
    isolate: false,
  },
});
