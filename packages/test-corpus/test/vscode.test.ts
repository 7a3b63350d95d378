import { KNOWN_FAILURES, runCorpus } from '../src/index.js';
import { createVscodeTarget } from '../src/targets/vscode.js';

// The VS Code extension's command layer (Confirm, Pin, Open Digest, the view's records).
runCorpus(createVscodeTarget, { knownFailures: KNOWN_FAILURES, concurrency: 2 });
