/**
 * @cairn/test-corpus — the shared adversarial corpus (DESIGN.md §8): cases as data, the runner
 * contract every adapter implements, and the suite. Public API, listed by name.
 */
export type {
  BenignCase,
  CaseField,
  CaseLanguage,
  CredentialCase,
  CredentialKind,
  CredentialVariant,
  HostileCase,
  MemoryKind,
  NearMissCase,
} from './cases/index.js';
export {
  applyVariant,
  BENIGN_CARRIER_TEXT,
  BENIGN_CASES,
  CREDENTIAL_CASES,
  HOSTILE_CASES,
  NEAR_MISS_CASES,
} from './cases/index.js';

export type { CorpusTarget, MemorizeOutcome, Registrar, RunCorpusOptions, ShardResult } from './runner.js';
export { BULK_TIMEOUT_MS, knownFailureFor, runCorpus, runShard, summaryLines, testName, vitestRegistrar } from './runner.js';
export type { CorpusPlan, CorpusRequest, CorpusTest, Shard, TestGroup, UntrustedLane } from './plan.js';
export { BENIGN_SIGHTINGS, collapse, createCorpusPlan, HOSTILE_SIGHTINGS, PIN_PROBES, placeValue, sighting, UNTRUSTED_LANES } from './plan.js';
export { expectationOf, findInBytes, judge, secretNeedles } from './expectations.js';
export { KNOWN_FAILURES } from './knownFailures.js';

export { createCoreTarget } from './targets/core.js';
export { createCliTarget } from './targets/cli.js';
export type { CliTargetOptions } from './targets/cli.js';
export { createMcpTarget } from './targets/mcp.js';
export type { McpTargetOptions, McpTargetStore } from './targets/mcp.js';
export { CORPUS_TARGETS } from './targets/index.js';
