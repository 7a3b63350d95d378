import type { AuditVerification } from './audit.js';
import type { AuditLine } from './audit.js';
import type { Fsio } from './fsio.js';
import type { Finding } from './logTail.js';
import type { MigrationTable } from './migrations.js';
import type { IndexKind } from './view/PersistedView.js';
import type { AuditEvent, Channel, DigestSource, ListFilter, ListPage, MemoryRecord, MemoryStore, StoreTransaction } from '@cairn/core';

/** Named moments inside a commit or a compaction where tests may crash or pause the process. */
export type CrashPoint =
  | 'before-log-append'
  | 'after-log-append'
  | 'after-audit-append'
  | 'compaction-after-log'
  | 'compaction-after-index'
  /** Inside a view update's SQLite transaction, before its new position is written. */
  | 'view-checkpoint';

/** Test hooks. `at` runs synchronously at each {@link CrashPoint} (a test kills or stops the process there). */
export interface StoreHooks {
  at?: (point: CrashPoint) => void;
}

/** Who performs a store-level action (init, wipe, repair, relink), for its audit line. */
export interface AuditActor {
  channel: Channel;
  /** True when a person answered a prompt. */
  interactive: boolean;
  /** The client's name; redacted before it is stored. */
  client?: string;
  /** The signer of a person's act (`<scheme>:<who>`, from the person's signature), for the audit line. */
  signer?: string;
  /** The person's signed act of a project-wide act (`projectWideAct`), kept in the audit line so readers can check `signer`. */
  act?: AuditEvent['act'];
}

/** Options shared by `openFileStore`, `initProject` and `relinkProject`. */
export interface FileStoreOptions {
  /** The Cairn home (resolved by the adapter with `resolveHome`). */
  home: string;
  /** The project's canonical path (from `resolveProject`). */
  projectPath: string;
  /** Search index implementation; default `auto` (SQLite FTS5 when better-sqlite3 loads, else JS). */
  index?: 'sqlite' | 'js' | 'auto';
  /** Never write (no lock, no recovery; only `keepLogFindings` keeps its note); `transact` throws. For doctor and verification. */
  readOnly?: boolean;
  /** The file-system module; tests pass a recording or fault-injecting one. */
  fsio?: Fsio;
  /** Receives one-line warnings (torn lines, malformed lines, index rebuilds); default stderr. */
  onWarning?: (message: string) => void;
  /** Lock staleness in ms; default 30 000 (DESIGN.md §6). Values below that are for tests only; minimum 2 000. */
  lockStaleMs?: number;
  /** How long a write waits for the lock before `STORE_LOCKED`, in ms; default 15 000. */
  lockTimeoutMs?: number;
  /** The clock (for `project.json` and log start frames); default `new Date()`. */
  now?: () => Date;
  /** Crash points for tests. */
  hooks?: StoreHooks;
  /** Persist the JS view after this many frames (or half its size, if more); default 256. */
  jsIndexPersistEvery?: number;
  /**
   * Let the shared (SQLite) view lag the log by fewer than this many frames before a commit
   * applies them in one view transaction; reads overlay the lag from the log's tail, so
   * results never lag. Default 32; 1 updates the view on every commit.
   */
  indexBatchFrames?: number;
  /**
   * Compact the log automatically once it is larger than this (bytes) and holds more than four
   * frames per record (superseded versions from sightings and recalls). Default 8 MiB.
   */
  autoCompactBytes?: number;
  /** Migration steps; default the shipped table. Tests pass their own. */
  migrations?: MigrationTable;
  /** The current user's id for the home check; default `process.getuid()`. */
  uid?: number;
  /**
   * Keep core's in-memory `RecallIndex` over every record and rank with it
   * (`MemoryStore.rank`): for long-lived processes that recall often. The first recall builds
   * it from the persisted view; later ones apply only what changed and take about a
   * millisecond at 100k records, at the cost of holding every record in memory. Off by
   * default: recall then ranks the persisted view's facts and reads only the records it
   * returns.
   */
  recallIndex?: boolean;
  /**
   * May this open rebuild the persisted view from the whole log (the first open after an
   * upgrade of the layout, or after damage)? Default true. False for a caller with a time
   * budget — a host hook — which then gets `STORE_NOT_READY` and a message saying which
   * command finishes the rebuild; it never replays the log.
   */
  migrate?: boolean;
  /**
   * Open a store whose event log is shorter than what its audit chain recorded (emptied or
   * cut: `STORE_CORRUPT` otherwise), to repair it: the loss is reported as a `log-cut`
   * finding, and `repair` rebuilds everything from the log as it is. For `cairn repair` only.
   */
  forRepair?: boolean;
  /** See core's `StoreOpenOptions.keepLogFindings` (`cairn doctor`'s read-only open). */
  keepLogFindings?: boolean;
}

/** What {@link FileStore.compact} did. */
export interface CompactionReport {
  /** Log size before and after, in bytes. */
  bytesBefore: number;
  bytesAfter: number;
  records: number;
  /** Records kept raw because they cannot be read (DESIGN.md §3). */
  unreadable: number;
  /** The new log generation. */
  logId: string;
}

/** What {@link FileStore.repair} found and did. */
export interface RepairReport {
  /** Everything noticed while re-reading every file (file:line for each bad line). */
  findings: Finding[];
  /** The log was rewritten (dropping malformed and duplicate lines, erasing removed text). */
  compacted: boolean;
  /** The view (records and search index) rebuilt from the log. */
  indexRebuilt: IndexKind;
  /** Unreadable log lines moved to the quarantine file (never deleted). */
  quarantined: number;
  /** Audit lines restored from the event log (lost to a crash between the two appends). */
  auditRecovered: number;
  /** The audit chain after the repair (a broken chain is reported, never rewritten). */
  audit: AuditVerification;
  records: number;
  unreadable: number;
}

/** What {@link FileStore.stats} reports, for `cairn doctor`. */
export interface StoreStats {
  project: { key: string; path: string; relinks?: readonly unknown[] };
  records: number;
  /** Records stored raw because they cannot be read (future schema, failed migration). */
  unreadable: Array<{ key: string; reason: string; line: number }>;
  /** Records by the schema version they were stored with. */
  schemaVersions: Record<string, number>;
  log: { bytes: number; lastSeq: number; logId: string | undefined; lines: number };
  audit: { lastSeq: number; bytes: number };
  /**
   * `lag`: frames the persisted index has not applied yet (searches cover them from the log);
   * `lagAllowed`: the lag the store leaves by design (the SQLite view is written in batches of
   * `indexBatchFrames`; the JS view is current in memory), so `lag < lagAllowed` is healthy.
   */
  /**
   * `replayed`: opened read-only (doctor) with a view not built for the log as it is (a fresh
   * store, or a view another build left): read from the log privately; the next read-write open
   * rebuilds it, so it is not a failure.
   */
  index: { kind: IndexKind; lastSeq: number | undefined; lag: number | undefined; lagAllowed: number; usable: boolean; replayed?: boolean };
  /** True when some process holds a fresh write lock right now. */
  lockHeld: boolean;
  /** When the lock is held by a process known to be dead on this host: its pids (the next write takes the lock over at once). */
  lockHolderDead?: number[];
  /** When the lock is held by a process known to run on this host: its pids (a write in progress, not a fault). */
  lockHolderLive?: number[];
  permissions: { ok: boolean; problems: string[] };
  findings: Finding[];
}

/** What {@link FileStore.verifyViewFacts} found (`cairn doctor`'s `view` check): counts of records, ids at most 20 each. */
export interface ViewFactsReport {
  rows: number;
  fromLog: number;
  differing: string[];
  more: number;
  missing: string[];
  missingMore: number;
  skipped: number;
  since: number;
}

/**
 * The default store (DESIGN.md §6): Cairn's {@link MemoryStore} on plain files. Beyond the
 * contract: explicit group commit, compaction, repair, wipe, doctor statistics and audit
 * reading/verification.
 */
export interface FileStore extends MemoryStore {
  readonly home: string;
  /** The project folder under the home. */
  readonly dir: string;
  /** The search index implementation in use. */
  readonly indexKind: IndexKind;
  /** The digest's fast path (core's `MemoryStore.readDigest`; always present here). */
  readDigest<T>(fn: (source: DigestSource) => T): Promise<T>;
  /** One page of `list` (core's `MemoryStore.listPage`; always present here): with no filter but kind, only the page's records are read. */
  listPage(filter: ListFilter, page: ListPage): Promise<{ records: MemoryRecord[]; total: number }>;
  /**
   * Runs several transactions under ONE lock with ONE append and ONE fdatasync (group
   * commit, for bulk import). Each sees the writes of those before it; one that throws is
   * discarded alone (and rejects the returned promise). Concurrent `transact` calls are
   * grouped the same way automatically.
   */
  transactMany<T>(fns: ReadonlyArray<(tx: StoreTransaction) => Promise<T>>): Promise<T[]>;
  /**
   * Rewrites the log as a snapshot and rebuilds the index (temp file + rename each).
   *
   * @throws CoreError `STORE_IO`, `STORE_LOCKED`
   */
  compact(): Promise<CompactionReport>;
  /**
   * `cairn migrate`: {@link compact} (every readable record rewritten at the current schema
   * version) and one `migrate` audit line with `actor` (the person's signer), under one lock.
   *
   * @throws CoreError `STORE_IO`, `STORE_LOCKED`
   */
  migrateRecords(actor?: AuditActor): Promise<CompactionReport>;
  /**
   * Re-reads every file, truncates torn tails, restores lost audit lines, rewrites the log
   * when it holds bad lines, rebuilds every derived file, and reports what it found. Appends
   * a `repair` audit line.
   *
   * @throws CoreError `STORE_IO`, `STORE_LOCKED`
   */
  repair(actor?: AuditActor): Promise<RepairReport>;
  /**
   * Removes the project's memory (log and index; the project stays initialised); the audit
   * log keeps its metadata and gains one `wipe` line.
   *
   * @throws CoreError `STORE_IO`, `STORE_LOCKED`
   */
  wipe(actor?: AuditActor): Promise<void>;
  /** Counts, positions, lock and permission checks for `cairn doctor`. */
  stats(): Promise<StoreStats>;
  /** Records in the project (any status), after catching up with the log; cheaper than {@link stats}. */
  count(): Promise<number>;
  /** Every audit line, parsed (malformed lines skipped). */
  readAudit(): Promise<AuditLine[]>;
  /** Keeps relinks a restore verified beside the project (`project.json`); see FileStoreImpl. @returns how many were added */
  keepRelinks(relinks: readonly unknown[]): Promise<number>;
  /** Verifies the audit hash chain (`cairn audit --verify`). */
  verifyAudit(): Promise<AuditVerification>;
  /**
   * The view's ranking facts checked against its records (`cairn doctor`'s `view` check): the rows
   * checked and the ids (at most 20, then `more`) whose facts something other than the store wrote;
   * `missing`: records the log holds that the view lacks (at most 20, then `missingMore`);
   * `fromLog`: the memories changed since the view's last batch, read from the log's tail and
   * not counted in `rows` (so `rows + fromLog` is every memory: walk h48 item 11); `skipped`:
   * lines of the log the whole read skipped as damaged (kept in `log-findings.json` unless the
   * store is read-only, so every later open warns of them until `cairn repair` quarantines them);
   * `since`: records a write running beside the check added to the log after the view was read
   * (walk h56 MED 5: doctor said FAIL during an import), not checked and not `missing`.
   */
  verifyViewFacts(): Promise<ViewFactsReport>;
  /** What the store has noticed since it opened (torn, malformed, gaps, duplicates, unreadable). */
  findings(): Finding[];
}
