/**
 * @cairn/store-fs — Cairn's default store: an append-only, locked, fsynced JSONL event log
 * with a derived search index and a hash-chained audit log, under a user-owned home
 * (DESIGN.md §6). Public API, listed by name (STYLE.md example 6).
 */
export { goneFoldersHint, initProject, isInitialised, openFileStore, relinkProject } from './openStore.js';
export { availableIndex, describeSchemaVersions, fileStoreProvider, fileStoreRoot } from './provider.js';
export type { InitResult } from './openStore.js';
export type {
  AuditActor,
  CompactionReport,
  CrashPoint,
  FileStore,
  FileStoreOptions,
  RepairReport,
  StoreHooks,
  StoreStats,
  ViewFactsReport,
} from './fileStoreTypes.js';

export { checkHome, projectInHomeProblem, resolveHome } from './home.js';
export type { CheckHomeOptions, ResolveHomeInput } from './home.js';
export { projectKey, resolveProject } from './resolveProject.js';
export type { ResolvedProject, ResolveProjectInput } from './resolveProject.js';
export type { ProjectInfo, ProjectMeta } from './project.js';
export { listProjects } from './listProjects.js';

export { atomicReplace, createFsio } from './fsio.js';
export { checkKeyFiles, type ModeProblem, ownerCannotWrite } from './permissions.js';
export type { FsCall, FsFile, FsHook, Fsio, FsioOptions, FsOp, FsStat } from './fsio.js';

export { GENESIS_HASH, verifyAuditBytes } from './audit.js';
export type { AuditLine, AuditVerification } from './audit.js';
export type { Finding, FindingKind } from './logTail.js';

export { MIGRATIONS, migrateRecord } from './migrations.js';
export type { MigrationOutcome, MigrationStep, MigrationTable } from './migrations.js';

export type { IndexKind } from './view/PersistedView.js';
export { DEFAULT_LOCK_STALE_MS, DEFAULT_LOCK_TIMEOUT_MS, MIN_LOCK_STALE_MS } from './lock.js';
export { LAYOUT } from './paths.js';
export { LEGACY_VIEW_FILES, viewLayoutHint } from './viewLayout.js';

export { carryObservations, OBSERVATION_KEY_FILE, OBSERVATION_LAYOUT, observationDir, observationKey, openObservationStore } from './observationStore.js';
export type { CarriedObservations } from './observationStore.js';
export type { ObservationCrashPoint, ObservationStoreOptions } from './observationStore.js';
export { openTreeIndexStore, TREE_INDEX_LAYOUT, treeIndexPath } from './treeIndexStore.js';
export type { TreeIndexFs } from './treeIndexStore.js';
