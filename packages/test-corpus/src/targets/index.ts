import type { CorpusTarget } from '../runner.js';
import { createCliTarget } from './cli.js';
import { createCoreTarget } from './core.js';
import { createMcpTarget } from './mcp.js';
import { createVscodeTarget } from './vscode.js';

/**
 * Every adapter the corpus runs against, by target name. Each has a `test/<name>.test.ts` that
 * calls `runCorpus` with its factory (the coverage test checks both).
 */
export const CORPUS_TARGETS: Readonly<Record<string, () => CorpusTarget>> = {
  core: () => createCoreTarget(),
  cli: () => createCliTarget(),
  mcp: () => createMcpTarget(),
  vscode: () => createVscodeTarget(),
};
