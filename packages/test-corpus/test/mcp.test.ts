import { KNOWN_FAILURES, runCorpus } from '../src/index.js';
import { createMcpTarget } from '../src/targets/mcp.js';

// The built `cairn-mcp` over stdio through the SDK client (turbo builds it first).
runCorpus(() => createMcpTarget(), { knownFailures: KNOWN_FAILURES });
