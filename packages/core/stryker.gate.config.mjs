// Mutation testing of the instruction gate (`pnpm mutation` runs it after stryker.config.json,
// which mutates policy and redaction): the shared settings with the gate as the only mutated
// code, tested by the gate's own tests (vitest.stryker.gate.config.ts: test/gate, one module
// graph per mutant run), its own temp dir, report and committed incremental file
// (stryker-incremental.gate.json, the last complete run: CI re-runs only the mutants whose code or
// covering tests changed). Below 90% the run fails, as the shared one does. Locally, add
// --concurrency 1 to leave a core free, and --mutate <file> for a single file.
import { readFileSync } from 'node:fs';

const base = JSON.parse(readFileSync(new URL('./stryker.config.json', import.meta.url), 'utf8'));
delete base.$schema;

export default {
  ...base,
  mutate: ['src/gate/**/*.ts', '!src/**/*.d.ts'],
  vitest: { configFile: 'vitest.stryker.gate.config.ts' },
  tempDirName: '.stryker-tmp-gate',
  ignorePatterns: ['.stryker-tmp-*', 'reports', 'dist', 'bench', '*.tmp.config.mjs'],
  incrementalFile: 'stryker-incremental.gate.json',
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/gate.json' },
};
