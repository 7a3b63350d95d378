/**
 * @cairn/session — the project session (DESIGN.md §9): the one layer between the adapters (CLI,
 * MCP server, VS Code, hooks) and core and the stores. Adapters import only this package.
 * Public API, listed by name (STYLE.md example 6).
 */
export { installChecks, openProject, REINFORCE_BATCH_MS } from './openProject.js';
export type { OpenProjectOptions } from './openProject.js';
export type {
  ActOutcome,
  BatchItem,
  CheckedRecord,
  ProjectSession,
  ProjectStatus,
  Provenance,
  SessionDecisionEntry,
  SessionReceipt,
  SessionRecallResult,
  StoreCheckList,
  TeammateAct,
} from './ProjectSession.js';
export { teammateWords } from './ProjectSession.js';
export { resolveHome, resolveLocation } from './resolve/resolveLocation.js';
export type { Location, LocationInput } from './resolve/resolveLocation.js';
export { fileStoreInitialised, fileStoreLayoutHint } from './resolve/initialised.js';
export { GIT_NO_PROGRAMS, GIT_PINNED_ENV, runGit, runGitAsync } from './resolve/runGit.js';
export type { GitRun, RunGitOptions } from './resolve/runGit.js';
export { mainCheckoutOf, resolveProject } from './resolve/resolveProject.js';
export { gitEnvironment, gitOwnershipRefusal, gitOwnershipWords, withGitEnvironment } from './resolve/runGit.js';
export type { ProjectSource, ResolvedProject } from './resolve/resolveProject.js';
export { createStoreRegistry } from './stores/registry.js';
export type { StoreRegistry, StoreRegistryOptions } from './stores/registry.js';
export { isTeamStoreUrl, openTeam } from './usecases/team.js';
export type { TeamLink, TeamLinkOutcome, TeamMigrateOutcome, TeamProject, TeamSession } from './usecases/team.js';
export { noPersonProof } from './person/noPersonProof.js';
export { createLiveKeyring } from './person/liveKeyring.js';
export type { LiveKeyring } from './person/liveKeyring.js';
export { verifySignature } from './person/verifySignature.js';
export { endorsementWords, KEY_CHANGE_NOTICE_DAYS, personKeyNotice } from './person/keyNotice.js';
export type { KeyChange, PersonKeyNotice } from './person/keyNotice.js';
export { createReinforcementQueue } from './reinforcement.js';
export type { ReinforcementQueue } from './reinforcement.js';
export { newId, sha256 } from './ids.js';
export { shellQuote } from './shellQuote.js';
export {
  forgetObservationsOf,
  homeDeclaration,
  hostDigest,
  journalShown,
  journalView,
  JOURNAL_TAG,
  type NamedSession,
  observationCheck,
  observationConfig,
  observationHasher,
  openObservations,
  laterSessions,
  registeredHostSession,
  sealRecord,
  bySessionStart,
  trustedSessions,
  unsealRecord,
  unobservedCalls,
  ADDED_DIR_GAP,
} from './host/observations.js';
export { storedSessionId } from './host/sessionId.js';
export { readTranscript, workingFolders } from './host/transcript.js';
export { opaqueContent } from './host/opaqueContent.js';
export {
  type BoundedRedactor,
  boundedRedactor,
  PAST_BOUND_MARKER,
  REDACT_CUE_LINES,
  REDACT_WHOLE,
  type RedactedForPrints,
  redactedForPrints,
  redactForPrints,
} from './host/redactedPrints.js';
export type { TranscriptDelta } from './host/transcript.js';
export type { PruneReport } from '@cairn/core';
export type { HostDigest } from './host/observations.js';

// Core's vocabulary, re-exported for the adapters (they import only this package): the error
// type and codes, the names of origins, kinds, statuses and flags, the limits adapters show or
// validate against, and the pure helpers that format what the session returns.
export {
  actAppliesTo,
  ageInWords,
  compareByUrgency,
  sortForReview,
  CoreError,
  count,
  noun,
  statusCounts,
  currentStrength,
  DEFAULT_DIGEST_BUDGET,
  assessProtection,
  asTrusted,
  CAIRN_SERVER_DIFFERS,
  covers,
  rulePath,
  NOT_SANDBOX_ONLY,
  PROJECT_SETTINGS_FILES,
  HOST_DEFINITION_FOLDERS,
  NESTED_SETTINGS_RULE_TAIL,
  PROJECT_SETTINGS_SANDBOX,
  protectionHolds,
  base64Texts,
  createShingler,
  FINGERPRINT_VERSION,
  WINNOW_WINDOW,
  fingerprintText,
  observationKeyId,
  newSessionRecord,
  isThirdPartyPath,
  readFingerprint,
  MAX_LIST_ITEMS,
  OBSERVATION_CAP,
  SESSION_CAP,
  OBSERVATION_RETENTION_DAYS,
  observationOrigin,
  promptOrigin,
  untypedPrompt,
  SessionIdSchema,
  describeIssues,
  ErrorCode,
  findHiddenPayloads,
  FLAGS,
  foldForDisplay,
  foldLine,
  foldText,
  hasHoldingFlag,
  independentEvidence,
  promotingEvidence,
  evidenceTally,
  evidenceWords,
  isCoreError,
  KINDS,
  lazySchema,
  MAX_FIELD_BYTES,
  MemorizeRequestSchema,
  needsConfirmation,
  ORIGIN_MEANING,
  ORIGINS,
  PERSON_ACTS,
  POLICY,
  parseMemorizeRequest,
  RECALL_LIMITS,
  actView,
  mergeStanding,
  mergeStandingLines,
  recordView,
  supersedesLine,
  redactedText,
  redactSecrets,
  rejectionIndex,
  forgottenMemories,
  reviewChoices,
  CONFIRM_WORDS,
  confirmWordsAsk,
  recordsNeedingWords,
  wipeWordsAsk,
  typedConfirmWords,
  reviewLabel,
  reviewReasons,
  reviewTally,
  reviewTallyWords,
  reviewUrgency,
  STATUSES,
  safeName,
  staleLabel,
  describeChange,
  bindingRef,
  displayRef,
  sourceNow,
  attestationSummary,
  STALE_RECALL_WEIGHT,
  tokenKindWords,
  toCoreError,
} from '@cairn/core';
export { redactDeep } from './redactDeep.js';
export type {
  AuditCheck,
  AuditEntry,
  Channel,
  ChoiceEffect,
  ConfirmWordsAsk,
  ConfirmWordsCase,
  Clamp,
  DecisionEntry,
  ErrorBody,
  Flag,
  InitOutcome,
  Kind,
  ListFilter,
  MemorizeResult,
  MemoryRecord,
  Binding,
  BindingChange,
  BindingState,
  MigrationOutcome,
  Origin,
  PersonAct,
  PersonActRequest,
  PersonProof,
  PersonKeyring,
  PersonSignature,
  Receipt,
  RecallQuery,
  RecallResult,
  RecordAct,
  RejectionIndex,
  ForgottenMemory,
  RepairOutcome,
  ReviewChoices,
  ReviewLabel,
  ReviewReason,
  Status,
  StoreCheck,
  StoreProvider,
  Fingerprints,
  KeyedHash,
  Shingler,
  McpServerKind,
  Observation,
  ObservationStore,
  PathFacts,
  PauseState,
  ProtectionVerdict,
  SessionRecord,
  ProjectSettingsFacts,
  SettingsLayer,
  SettingsScope,
  ToolKind,
} from '@cairn/core';
export type { ConfirmResult, RejectSourceResult } from './ProjectSession.js';
export { fromSourceRef, sourceRefOf } from './usecases/bulkConfirm.js';
export type { BulkSelection, LeftMemory, RejectHold, RejectSelection } from './usecases/bulkConfirm.js';
export { EXPORT_FORMATS } from './usecases/exportMemories.js';
export { checkExportOutsideProject } from './usecases/exportInProject.js';
export type { ExportFormat, ExportResult } from './usecases/exportMemories.js';
export type {
  EditedMemory,
  FilePlan,
  FlaggedLine,
  ImportedMemory,
  ImportOptions,
  ImportSummary,
  IncompleteExport,
  PlanFinding,
  ShapeCounts,
} from './usecases/importMemories.js';
export { incompleteExportError, RESTORE_PARTIAL_WORDS } from './usecases/importMemories.js';
export {
  EXPORT_END_TYPE,
  EXPORT_FORMAT,
  EXPORT_HEAD_TYPE,
  type ExportEndCheck,
  exportEndLine,
  exportHeadLine,
  type ExportLines,
  readExportEnd,
} from './usecases/exportEnd.js';
export { isAgentMemoryFile, isSourceFormat, SOURCE_FORMATS } from '@cairn/importers/formats';
export type { BulkConfirmHold, ConsolidationGroup, HighFinding, PruneItem } from '@cairn/core';
export type { FileReport, Finding, ScanReport } from '@cairn/importers';

/**
 * The SARIF log of a scan (for code-scanning tools). The importers load on first use, so a
 * command that does not scan never pays for their parsers.
 */
export async function toSarif(
  ...args: Parameters<typeof import('@cairn/importers')['toSarif']>
): Promise<ReturnType<typeof import('@cairn/importers')['toSarif']>> {
  const { toSarif: render } = await import('@cairn/importers');
  return render(...args);
}
export { describeSchemaVersions, goneFoldersHint, projectInHomeProblem } from '@cairn/store-fs';

// The person's key on this machine (issue #16), for the adapters' person ports and `cairn person`:
// set up, unlock, sign a request, pre-signed acts. Adapters reach @cairn/person only through here.
export {
  changeKey,
  DEFAULT_PRESIGNED_MS,
  declareSandboxOnly,
  hasIdentity,
  loadKeyring,
  MIN_PASSPHRASE,
  noteReviewSnapshot,
  noteWarmed,
  rememberVerified,
  repoTrustPath,
  sandboxOnlyDeclaration,
  savePresigned,
  setupPerson,
  signRequest,
  takePresigned,
  waitingPresigned,
  warmBeforeSign,
  unlockSandboxKey,
  unlockWithPassphrase,
  writeReviewCounts,
} from '@cairn/person';
export type { LoadedKeyring, ReviewSnapshot, UnlockedKey } from '@cairn/person';
export { boundHash, createBinder } from './binding/binder.js';
export { type BindingHash, bindingHasher } from './binding/bindingKey.js';
export { staleActNote } from './binding/staleActNote.js';
export type { StaleInForce } from './binding/staleActNote.js';
export type { Binder } from './binding/binder.js';
export { gitBlobId, spawnGit, WorkingTree } from './binding/workingTree.js';
export { gitSubmoduleOf, gitSubmodules, gitSubmodulesOf, headBlobs, submoduleOf } from './binding/gitFacts.js';
export { changedSince, declaredCommit, headCommit, trustedCommitProblem } from './binding/trustedCommit.js';
export { createTreePrintIndex, MAX_PRINT_FILE_BYTES, MAX_READ_PER_PACKAGE, THIRD_PARTY_DIRS } from './binding/treePrintIndex.js';
export type { PrintRefresh, TreePrintIndex, TreePrintOptions } from './binding/treePrintIndex.js';
export type { FileFacts, GitRunner, ReadOutcome, TreeFs, WorkingTreeOptions } from './binding/workingTree.js';
