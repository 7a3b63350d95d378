import { KNOWN_FAILURES, runCorpus } from '../src/index.js';
import { createCliTarget } from '../src/targets/cli.js';

// The built `cairn` as child processes (turbo builds it first: test dependsOn ^build).
runCorpus(() => createCliTarget(), { knownFailures: KNOWN_FAILURES });
