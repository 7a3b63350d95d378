// Stryker settings for working on the instruction gate alone: the shared stryker.config.json
// with the gate as the only mutated code, its own temp dir, incremental file and report, and one
// worker (another run may use the other core). Override --mutate on the CLI for a single file.
import { readFileSync } from 'node:fs';

const base = JSON.parse(readFileSync(new URL('./stryker.config.json', import.meta.url), 'utf8'));
delete base.$schema;

export default {
  ...base,
  mutate: ['src/gate/**/*.ts', '!src/**/*.d.ts'],
  concurrency: 1,
  tempDirName: '.stryker-tmp-gate',
  incrementalFile: 'stryker-incremental-gate.json',
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/gate.json' },
};
