import { KNOWN_FAILURES, runCorpus } from '../src/index.js';
import { createCoreTarget } from '../src/targets/core.js';

// Core's write path on an in-memory store: the reference every adapter must match.
runCorpus(createCoreTarget, { knownFailures: KNOWN_FAILURES, concurrency: 1 });
