/**
 * @cairn/core — the pure heart of Cairn. Public API, listed by name (STYLE.md example 6).
 */
export { CoreError, ErrorCode, isCoreError } from './errors/CoreError.js';
export type { ErrorBody } from './errors/CoreError.js';
export { STORE_FAILURES, stopsBatch, storeIoError, toCoreError } from './errors/systemError.js';
export { shellQuote } from './errors/shellQuote.js';

export {
  CHANNEL_RULES,
  CHANNELS,
  DEFAULT_CONFIDENCE,
  DEFAULT_SALIENCE,
  isHumanChannel,
  MAX_FIELD_BYTES,
  MIN_SEEN,
  TRUSTED_REPO_PROMOTION,
  ORIGIN_MEANING,
  ORIGINS,
  POLICY,
  PRUNE_DEFAULTS,
  SESSION_CAP,
  PRUNE_EXEMPT_SALIENCE,
  RECALL_REINFORCEMENT,
  STALE_RECALL_WEIGHT,
  TOKEN_SHAPE_POLICY,
  speaksForUser,
  USER_ONLY_KINDS,
  weakerOrigin,
} from './policy/policy.js';
export type { Channel, Origin, OriginPolicy, Promotion } from './policy/policy.js';
export { applyPolicy, decideOrigin } from './policy/applyPolicy.js';
export type { PolicyDecision } from './policy/applyPolicy.js';
export { bulkConfirmHold, evidenceFile, mayConfirm } from './policy/confirmEligibility.js';
export type { BulkConfirmHold, BulkConfirmScan, HighFinding } from './policy/confirmEligibility.js';
export { reapplyPolicy } from './policy/reapplyPolicy.js';
export type { ReadCorrection } from './policy/reapplyPolicy.js';
export { writeChannel } from './policy/channels.js';
export { importOrigin } from './policy/importOrigin.js';
export type { ImportedFile } from './policy/importOrigin.js';
export { actAppliesTo, PERSON_ACT_NAMES, PERSON_ACTS, personActOf } from './policy/personActs.js';
export type { Consent, PersonAct, PersonActRule, RecordAct } from './policy/personActs.js';
export { maySupersede } from './policy/supersede.js';
export type { PersonActRequest, PersonProof, PersonSignature, SignatureScheme } from './person/PersonProof.js';
export {
  ACT_VIEW,
  actStatement,
  bindsTo,
  COMMAND_BINDING,
  commandBinding,
  isPlainSignedAct,
  parseSignedAct,
  SignedActSchema,
  statementOf,
} from './person/signedAct.js';
export type { ActBinding, ActStatement, SignedAct } from './person/signedAct.js';
export {
  actView,
  MERGE_STANDING_LINES,
  mergeStanding,
  mergeStandingLines,
  recordView,
  SUPERSEDES_LABEL,
  supersedesLine,
  supersedesView,
} from './person/recordView.js';
export type { MergeStanding, ViewedRecord } from './person/recordView.js';
export { emptyKeyring } from './person/PersonKeyring.js';
export type { PersonKeyring } from './person/PersonKeyring.js';
export { coveredSupersedes, readSigned } from './person/readSigned.js';
export { judgeRestored, judgeRestoredRejection } from './person/judgeRestored.js';
export type { RejectionVerdict, RestoreVerdict } from './person/judgeRestored.js';
export { COMMIT_ID, checkRepoTrust, repoTrustPlan } from './person/repoTrust.js';
export type { RepoTrustState, TrustDeclaration, TrustedProject } from './person/repoTrust.js';
export {
  auditAct,
  checkAuditSigner,
  claimsSignedAct,
  projectWideAct,
  replayedActs,
  SIGNED_ONLY_EVENTS,
  unkeptActs,
  unsignedActs,
} from './person/auditSigner.js';
export type { AuditSignerCheck, CheckedAuditLine } from './person/auditSigner.js';
export type { ProtectedReadCheck, SignatureFinding } from './person/readSigned.js';
export { removalFindings, signatureFindings, unpinFindings, withSignedReads } from './person/signedReads.js';
export { projectKeys, relinkVerifies, relinkView } from './person/relinks.js';
export type { ProjectEnd, ProjectRelink } from './person/relinks.js';
export type { SignedReadOptions } from './person/signedReads.js';
export { shownDigest, signedActFor, withAct } from './person/attachAct.js';

export {
  decodedViews,
  decodeTagCharacters,
  findHiddenPayloads,
  hasHiddenCharacters,
  normalizeForDetection,
  textKey,
} from './decode/index.js';
export { IGNORABLE_CLASS } from './decode/invisible.js';
export type { DecodedText, DecodedViews, Encoding, HiddenCarrier, HiddenPayload, NormalizedForms } from './decode/index.js';
export { count, grouped, noun, statusCounts } from './display/count.js';
export { foldForDisplay, foldLine, foldText } from './display/foldForDisplay.js';
export type { FoldedText, FoldOptions } from './display/foldForDisplay.js';
export { assertProjectPathClean, credentialInPath, redactionMarker, redactSecrets, SECRET_PATTERNS } from './redact/index.js';
export type { RedactionResult, SecretPattern } from './redact/index.js';
export { bip39WordIndex, isMnemonicChecksum } from './redact/walletPatterns.js';
export { type ForeignMnemonicLanguage, foreignMnemonicWordIndex } from './observe/mnemonicWordlists.js';
export {
  deriveProjectVocabulary,
  describeGateCategory,
  endsMidSentence,
  GATE_CATEGORIES,
  GATE_CATEGORY_WORDS,
  gateFields,
  gateText,
  LANGUAGES,
  MID_SENTENCE_WORDS,
  statesOnly,
} from './gate/index.js';
export type { GateCategory, GateFieldsResult, GateOptions, GateResult, Language, ProjectVocabulary } from './gate/index.js';

export { FREE_TEXT_FIELDS, KINDS, MAX_LIST_ITEMS, MemorizeRequestSchema, REQUEST_FIELDS, utf8Bytes } from './schema/request.js';
export type { Kind, MemorizeRequest } from './schema/request.js';
export { AUDIT_EVENTS, EvidenceSchema, FLAGS, isPlainMemoryRecord, MemoryRecordSchema, SCHEMA_VERSION, STATUSES } from './schema/record.js';
export type { AuditEvent, AuditEventName, Clamp, Evidence, Flag, MemoryRecord, Status } from './schema/record.js';
export { describeIssues, parseMemorizeRequest, safeName } from './schema/parseMemorizeRequest.js';
export { lazySchema } from './schema/lazySchema.js';
export { hasOnlyKeys, isIntegerIn, isPlainObject, isStringMatching, parsedFast, type SafeParser } from './schema/plainShape.js';

export { memorize, previewMemorize } from './memorize/memorize.js';
export type { MemorizePreview, MemorizeResult } from './memorize/memorize.js';
export type { WriteContext } from './memorize/WriteContext.js';
export { canonicalSource, evidenceKey, evidenceTally, evidenceWords, independentEvidence, witnessKey } from './policy/evidence.js';
export type { EvidenceTally } from './policy/evidence.js';
export {
  fromTrackedFiles,
  hasHoldingFlag,
  needsConfirmation,
  type ProjectTrust,
  promotedStatus,
  promotingEvidence,
  promotionOf,
  type ProtectedSessionCheck,
} from './policy/promotion.js';

export {
  compareByUrgency,
  sortForReview,
  FLAG_REASON_WORDS,
  GATE_REASON_WORDS,
  reviewLabel,
  reviewReasons,
  reviewTally,
  reviewTallyWords,
  reviewUrgency,
} from './review/reviewReasons.js';
export type { ReasonUrgency, ReasonWording, ReviewLabel, ReviewReason, ReviewReasonOptions } from './review/reviewReasons.js';
export { reviewChoices } from './review/reviewChoices.js';
export { CONFIRM_WORDS, confirmWordsAsk, recordsNeedingWords, typedConfirmWords, wipeWordsAsk } from './review/confirmWords.js';
export type { ConfirmWordsAsk, ConfirmWordsCase } from './review/confirmWords.js';
export type { ChoiceEffect, ReviewChoices } from './review/reviewChoices.js';

export { indexableText } from './recall/indexableText.js';
export { termStatistics, tokenize, uniqueTokens } from './recall/tokenize.js';
export { COMMON_WORDS, onlyCommonWords } from './recall/commonWords.js';

export type { ListFilter, ListPage, MemoryStore, SearchCandidate, SearchCandidates, StoreTransaction } from './store/MemoryStore.js';
export type {
  AuditCheck,
  AuditEntry,
  InitOutcome,
  MigrationOutcome,
  ProjectRef,
  ProjectStore,
  RelinkApproval,
  RelinkPlan,
  RepairOutcome,
  StoreActor,
  StoreCheck,
  StoreOpenOptions,
  StoreProvider,
  StoreTarget,
} from './store/StoreProvider.js';
export { compareRecords, fromSource, matchesFilter } from './store/matchesFilter.js';
export { createInMemoryStore } from './store/createInMemoryStore.js';
export { deepFreeze } from './store/deepFreeze.js';
export { MIN_ID_PREFIX, resolveIdPrefix } from './store/resolveIdPrefix.js';
export type { InMemoryStore } from './store/createInMemoryStore.js';

export { currentStrength, DAY_MS, daysSince, reinforce } from './decay/strength.js';
export { ageInWords } from './recall/age.js';
export { BM25, bm25, idf, type WeightedTerm } from './recall/bm25.js';
export { makeSnippet } from './recall/snippet.js';
export { CLEAN_MEMO_LIMITS, redactedText } from './recall/cleanText.js';
export {
  attestationSummary,
  isVisible,
  MAX_RECEIPT_SOURCES,
  RECALL_LIMITS,
  rankCandidates,
  recall,
  reinforceRecalled,
  scoreCandidate,
  toReceipt,
} from './recall/recall.js';
export { type IndexedFacts, type RankedId, RecallIndex } from './recall/recallIndex.js';
export type { RankRequest } from './recall/RankRequest.js';
export { type RankingFacts, rankingFacts, strengthAt } from './recall/rankingFacts.js';
export { compareRanked, type RankKey, type Ranked, TopK } from './recall/topK.js';
export { type CorpusStatistics, type RankRow, rankRows } from './recall/rankRows.js';
export { eligible, type Visibility } from './recall/visibility.js';
export type { Receipt, RecallContext, RecallQuery, RecallResult } from './recall/recall.js';
export { decisions } from './recall/decisions.js';
export type { DecisionEntry } from './recall/decisions.js';
export {
  DEFAULT_DIGEST_BUDGET,
  DIGEST_MISFITS_PER_KIND,
  DIGEST_PREAMBLE,
  DIGEST_TITLE,
  IMPORT_TAG_PREFIX,
  isCairnDigest,
  isDigestible,
  isImported,
  isRecentSessionEligible,
  renderDigest,
  renderDigestFrom,
} from './digest/renderDigest.js';
export type { DigestEntry, DigestOptions, DigestPosition, DigestSource } from './digest/renderDigest.js';

export type { OperationContext } from './operations/OperationContext.js';
export {
  asReplacement,
  confirm,
  forget,
  lowerSessionWrites,
  pin,
  reject,
  rejectAll,
  retireJournalDraft,
  reverify,
  supersede,
  unpin,
} from './operations/operations.js';
export {
  exportedRejections,
  REJECTION_LINE_TYPE,
  rejectedContentKeys,
  rejectedContentOf,
  rejectionIndex,
  rejectionKey,
  rejectionKeysOf,
  rejectShown,
} from './operations/rejections.js';
export type { ExportedRejection, RejectionIndex } from './operations/rejections.js';
export { forgottenMemories } from './operations/forgotten.js';
export type { ForgottenMemory } from './operations/forgotten.js';
export { applyPrune, isPruneExempt, planPrune } from './operations/prune.js';
export type { PruneItem, PruneOptions } from './operations/prune.js';
export { applyConsolidation, mayMerge, mergeRecords, NEAR_DUPLICATE_JACCARD, planConsolidation, sameFactMarks } from './operations/consolidate.js';
export type { ConsolidationGroup } from './operations/consolidate.js';
export { auditActor, auditClient, bindRequest, CITED_LINES_MISMATCH, CITED_LINES_PARTIAL, citedShortfall } from './memorize/memorize.js';
export {
  BINDING_CHANGES,
  BindingSchema,
  bindingRef,
  bindingTarget,
  displayRef,
  sourceNow,
  describeChange,
  findRange,
  inForceForReview,
  MAX_BOUND_FILE_BYTES,
  MAX_BOUND_RANGE_LINES,
  normalisedLines,
  normalisedText,
  rangeContent,
  rangeLineCount,
  staleLabel,
} from './binding/binding.js';
export type { Binding, BindingChange, BindingChangeKind, BindingState, BindOutcome } from './binding/binding.js';
export { cleanChanges, markStale, weighStale } from './binding/staleReceipts.js';
export {
  MAX_GONE_PATHS,
  MAX_PROBE_PATHS,
  pathsByBlob,
  readTreeIndex,
  TREE_FILE_CLASSES,
  TREE_INDEX_VERSION,
  TreeIndexSchema,
  updateTreeIndex,
} from './binding/treeIndex.js';
export type { TreeFileClass, TreeGone, TreeIndex, TreeIndexEntry, TreeIndexStore, TreeListing, TreeProbe } from './binding/treeIndex.js';

export {
  COMPACT_HEX,
  compactHas,
  compactPrint,
  createShingler,
  createTokenKeeper,
  FINGERPRINT_HEX,
  FINGERPRINT_VERSION,
  MENTION_PREFIX,
  fingerprintText,
  PART_COST,
  SHINGLE_BUDGET,
  MAX_COMPACT_TOKENS,
  MAX_RARE_TOKENS,
  readFingerprint,
  splitKept,
  TOKEN_KIND_RANK,
  SHINGLE_TEXT_CAP,
  SHINGLE_WORDS,
  shingleFingerprints,
  shingleWords,
  tokenFingerprint,
  tokenOrder,
  WINNOW_WINDOW,
  winnow,
  winnowLong,
} from './observe/fingerprint.js';
export type { Fingerprints, KeyedHash, Shingler, TokenKeeper } from './observe/fingerprint.js';
export { COMMAND_WORDS, isUrlKind, RARE_TOKEN_KINDS, rareTokens } from './observe/rareTokens.js';
export { base64Texts, MAX_BASE64_DECODED, MAX_INFLATED_BYTES, readEscapes } from './observe/readEscapes.js';
export { isStockCommand, MAX_COMMAND_WORDS, mentionedTokens } from './observe/mentionedTokens.js';
export {
  attestationReason,
  attestOrigin,
  committedNow,
  FUNCTION_WORDS,
  MIN_SHARED_SHINGLES,
  SHORT_TEXT_WORDS,
  shingleWeight,
  textTokenPrints,
  textPrints,
  textTokens,
  tokensPastBar,
  UBIQUITOUS_HOSTS,
  WORKING_TREE_TOOL,
  HOST_MEMORY_TOOL,
} from './provenance/attestOrigin.js';
export { barLiftPlan, barOf, checkBarLift, checkBarLifts, StoredBarLiftSchema, tokenKindWords, unlifted } from './provenance/barLift.js';
export type { BarLift, BarLiftCheck, BarLiftScope, BarRef, LiftProject, StoredBarLift } from './provenance/barLift.js';
export type { AttestationInput, AttestationResult, AttestationWitness, CommittedRead, TextPrints, TextToken } from './provenance/attestOrigin.js';
export {
  addressPrints,
  cairnWrittenPrint,
  MAX_TREE_TOKENS,
  partialPrint,
  unreadPrint,
  citedLinesHold,
  ENTRY_DIRS,
  fingerprintHeadTail,
  fingerprintLines,
  fingerprintLong,
  MAX_LONG_FILE_SHINGLES,
  firstSharedLine,
  isRootManifest,
  composerVendorPrint,
  composerVendors,
  layoutPrints,
  directPackages,
  directQuery,
  isLockfile,
  MIN_DIRECT_HOLDERS,
  isThirdPartyDir,
  isThirdPartyPath,
  isMarkedThirdParty,
  THIRD_PARTY_MARKERS,
  LOCKFILES,
  MAX_TOKEN_PACKAGES,
  ownToken,
  namesPackage,
  packageOf,
  topPackageOf,
  THIRD_PARTY_DIRS,
  TOP_THIRD_PARTY_DIRS,
  VENDORING_DIRS,
  TREE_PRINT_CLASSES,
  treeFileOrigin,
  treeLookup,
  treeObservations,
  treeQuery,
  treeTokenPrint,
} from './provenance/treePrints.js';
export type { TreeFilePrints, TreePrintClass, TreeQuery, TreeToken, TreeTokenQuery, WorkingTreeLookup, WorkingTreePrints } from './provenance/treePrints.js';
export {
  type DeclaredIdentity,
  FETCHED_FILE,
  IDENTITY_MANIFESTS,
  isIdentityManifest,
  identityPrint,
  identityPrints,
  identityUrl,
  MAX_IDENTITY_PREFIXES,
  manifestIdentity,
  tokenIdentityPrints,
} from './provenance/manifestIdentity.js';
export {
  type AddressToken,
  foldWording,
  isSharedHosting,
  ORDER_WORDING,
  REFERENCE_WORDING,
  referencedTokens,
  SHARED_HOSTING_SUFFIXES,
  WEAK_ORDER_WORDING,
} from './provenance/identityReference.js';
export {
  BUILD_DIRS,
  BUILD_TEXT,
  COMMENTED_CODE,
  isBuildText,
  isCairnWritten,
  MANIFEST_FIELDS,
  MAX_BUILD_LINE_CHARS,
  MARKDOWN_EXPORT_MARK,
  MARKDOWN_EXPORT_TITLE,
  readableText,
} from './provenance/treeText.js';
export type { ReadableText } from './provenance/treeText.js';
export type { RareToken, RareTokenKind } from './observe/rareTokens.js';
export {
  OBSERVATION_CAP,
  OBSERVATION_EVENTS,
  OBSERVATION_RETENTION_DAYS,
  OBSERVATION_SCHEMA_VERSION,
  ObservationSchema,
  observationKeyId,
  newSessionRecord,
  SessionIdSchema,
  isSessionId,
  isPlainObservation,
  isPlainSessionRecord,
  SessionRecordSchema,
} from './observe/observation.js';
export type { Observation, ObservationEvent, ObservationFilter, ObservationStats, ObservationStore, PauseState, SessionRecord } from './observe/observation.js';
export { injectedPromptShape, observationOrigin, promptOrigin, untypedPrompt } from './observe/observationOrigin.js';
export { opaqueRead } from './observe/opaqueRead.js';
export { windowLowerings } from './observe/windowLowerings.js';
export type { WindowLowerings } from './observe/windowLowerings.js';
export { CLOCK_AHEAD_DAYS, pruneCutoff } from './observe/pruneCutoff.js';
export {
  bySession,
  CAP_GAP_PREFIX,
  capEvictionClass,
  capEvictions,
  capGap,
  SESSION_CAP_GAP_PREFIX,
  SESSION_CAP_RECORD,
  sessionCapEvictions,
  sessionCapGap,
  withCapGap,
  withSessionCapGap,
} from './observe/capEviction.js';
export type { PruneReport } from './observe/pruneCutoff.js';
export type { OpaqueRead } from './observe/opaqueRead.js';
export type { McpServerKind, ObservedCall, PathFacts, SubmittedPrompt, ToolKind } from './observe/observationOrigin.js';
export {
  assessProtection,
  CAIRN_SERVER_DIFFERS,
  asTrusted,
  covers,
  NOT_SANDBOX_ONLY,
  NOT_UNDER_DECLARATION,
  PROJECT_SETTINGS_FILES,
  HOST_DEFINITION_FOLDERS,
  NESTED_SETTINGS_RULE_TAIL,
  PROJECT_SETTINGS_SANDBOX,
  protectionHolds,
  rulePath,
  SETTINGS_SCOPES,
} from './observe/protection.js';
export type { ProjectSettingsFacts, ProtectionInput, ProtectionVerdict, SettingsLayer, SettingsScope } from './observe/protection.js';
export { createInMemoryObservationStore } from './observe/createInMemoryObservationStore.js';
