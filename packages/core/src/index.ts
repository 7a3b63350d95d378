/**
 * @cairn/core — the pure heart of Cairn. Public API, listed by name (STYLE.md example 6).
 */
export { CoreError, ErrorCode, isCoreError } from './errors/CoreError.js';
export type { ErrorBody } from './errors/CoreError.js';

export {
  CHANNEL_RULES,
  CHANNELS,
  DEFAULT_CONFIDENCE,
  DEFAULT_SALIENCE,
  isHumanChannel,
  MAX_FIELD_BYTES,
  MIN_SEEN,
  ORIGINS,
  POLICY,
  PRUNE_DEFAULTS,
  PRUNE_EXEMPT_SALIENCE,
  RECALL_REINFORCEMENT,
  weakerOrigin,
} from './policy/policy.js';
export type { Channel, Origin, OriginPolicy, Promotion } from './policy/policy.js';
export { applyPolicy, decideOrigin } from './policy/applyPolicy.js';
export type { PolicyDecision } from './policy/applyPolicy.js';

export { decodeTagCharacters, hasHiddenCharacters, normalizeForDetection, textKey } from './normalize/normalize.js';
export type { NormalizedForms } from './normalize/normalize.js';
export { redactionMarker, redactSecrets, SECRET_PATTERNS } from './redact/index.js';
export type { RedactionResult, SecretPattern } from './redact/index.js';
export { GATE_CATEGORIES, gateFields, gateText } from './gate/index.js';
export type { GateCategory, GateResult } from './gate/index.js';

export { FREE_TEXT_FIELDS, KINDS, MAX_LIST_ITEMS, MemorizeRequestSchema, REQUEST_FIELDS, utf8Bytes } from './schema/request.js';
export type { Kind, MemorizeRequest } from './schema/request.js';
export { AUDIT_EVENTS, EvidenceSchema, FLAGS, MemoryRecordSchema, SCHEMA_VERSION, STATUSES } from './schema/record.js';
export type { AuditEvent, AuditEventName, Clamp, Evidence, Flag, MemoryRecord, Status } from './schema/record.js';
export { parseMemorizeRequest } from './schema/parseMemorizeRequest.js';

export { memorize } from './memorize/memorize.js';
export type { MemorizeResult } from './memorize/memorize.js';
export type { WriteContext } from './memorize/WriteContext.js';
export { evidenceKey, independentEvidence } from './memorize/evidence.js';
export { promotedStatus } from './memorize/promotion.js';

export { indexableText } from './recall/indexableText.js';
export { termStatistics, tokenize, uniqueTokens } from './recall/tokenize.js';

export type { ListFilter, MemoryStore, SearchCandidate, SearchCandidates, StoreTransaction } from './store/MemoryStore.js';
export { compareRecords, matchesFilter } from './store/matchesFilter.js';
export { createInMemoryStore } from './store/createInMemoryStore.js';
export type { InMemoryStore } from './store/createInMemoryStore.js';
