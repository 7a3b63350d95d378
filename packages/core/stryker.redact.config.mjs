// Stryker settings for working on secret redaction and the policy table: the shared
// stryker.config.json with redact/ and policy/ as the mutated code, its own temp dir,
// incremental file and report, and one worker (another run may use the other core).
// Override --mutate on the CLI for a single file.
import { readFileSync } from 'node:fs';

const base = JSON.parse(readFileSync(new URL('./stryker.config.json', import.meta.url), 'utf8'));
delete base.$schema;

export default {
  ...base,
  mutate: ['src/redact/**/*.ts', 'src/policy/**/*.ts', '!src/**/*.d.ts'],
  concurrency: 1,
  tempDirName: '.stryker-tmp-redact',
  ignorePatterns: ['.stryker-tmp-*', 'reports', 'dist', 'bench'],
  incrementalFile: 'stryker-incremental-redact.json',
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/redact.json' },
};
