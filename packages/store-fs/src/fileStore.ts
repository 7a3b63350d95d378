import { randomBytes } from 'node:crypto';
import { basename, join } from 'node:path';
import {
  type AuditEvent,
  type Channel,
  CoreError,
  compareRecords,
  deepFreeze,
  ErrorCode,
  indexableText,
  isCoreError,
  type Kind,
  type ListFilter,
  type MemoryRecord,
  type MemoryStore,
  matchesFilter,
  type RankRequest,
  type Ranked,
  RecallIndex,
  type SearchCandidate,
  type SearchCandidates,
  type StoreTransaction,
  termStatistics,
  textKey,
  tokenize,
} from '@cairn/core';
import {
  type AuditHead,
  type AuditLine,
  type AuditVerification,
  chainAuditLine,
  GENESIS_HASH,
  parseAuditBytes,
  readAuditTail,
  redactAuditEvent,
  redactAuditEvents,
  verifyAuditBytes,
} from './audit.js';
import { crcHex, encodeFrame, type LogOp, parseFrameLine, scanFrames } from './frame.js';
import { atomicReplace, type FsFile, type Fsio, hasCode, isTempName } from './fsio.js';
import { createLockManager, DEFAULT_LOCK_STALE_MS, DEFAULT_LOCK_TIMEOUT_MS, type HeldLock, type LockManager, lockHeld, MIN_LOCK_STALE_MS } from './lock.js';
import { type Finding, LogView } from './logView.js';
import type { MigrationTable } from './migrations.js';
import { migrateRecord } from './migrations.js';
import { projectFiles } from './paths.js';
import type { ProjectMeta } from './project.js';
import { createJsIndex, JS_INDEX_FILE } from './searchIndex/createJsIndex.js';
import { createSqliteIndex, loadSqlite, SQLITE_INDEX_FILE } from './searchIndex/createSqliteIndex.js';
import type { IndexDoc, IndexKind, IndexPosition, SearchIndex } from './searchIndex/SearchIndex.js';
import { storeIoError } from './storeErrors.js';

/** Named moments inside a commit or a compaction where tests may crash or pause the process. */
export type CrashPoint = 'before-log-append' | 'after-log-append' | 'after-audit-append' | 'compaction-after-log' | 'compaction-after-index';

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
}

/** Options shared by `openFileStore`, `initProject` and `relinkProject`. */
export interface FileStoreOptions {
  /** The Cairn home (resolved by the adapter with `resolveHome`). */
  home: string;
  /** The project's canonical path (from `resolveProject`). */
  projectPath: string;
  /** Search index implementation; default `auto` (SQLite FTS5 when better-sqlite3 loads, else JS). */
  index?: 'sqlite' | 'js' | 'auto';
  /** Never write (no lock, no recovery); `transact` throws. For doctor and verification. */
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
  /** Persist the JS index after this many frames (or half its size, if more); default 256. */
  jsIndexPersistEvery?: number;
  /**
   * Let the shared (SQLite) index lag the log by fewer than this many frames before a commit
   * applies them in one index transaction; searches overlay the lag from the log, so results
   * never lag. Default 32; 1 updates the index on every commit.
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
   * Keep core's in-memory `RecallIndex` over the replayed records and rank with it
   * (`MemoryStore.rank`): for long-lived processes (the MCP server, the editor). The first
   * recall builds it from the records (tokenizing each, about a second per 30k records);
   * later ones apply only what changed and take about a millisecond at 100k records. Off by
   * default: a one-shot CLI process is better served by the persisted search index.
   */
  recallIndex?: boolean;
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
  /** The search index rebuilt from the log. */
  indexRebuilt: IndexKind;
  /** Audit lines restored from the event log (lost to a crash between the two appends). */
  auditRecovered: number;
  /** The audit chain after the repair (a broken chain is reported, never rewritten). */
  audit: AuditVerification;
  records: number;
  unreadable: number;
}

/** What {@link FileStore.stats} reports, for `cairn doctor`. */
export interface StoreStats {
  project: { key: string; path: string };
  records: number;
  /** Records stored raw because they cannot be read (future schema, failed migration). */
  unreadable: Array<{ key: string; reason: string; line: number }>;
  /** Records by the schema version they were stored with. */
  schemaVersions: Record<string, number>;
  log: { bytes: number; lastSeq: number; logId: string | undefined; lines: number };
  audit: { lastSeq: number; bytes: number };
  /** `lag`: frames the persisted index has not applied yet (searches cover them from the log). */
  index: { kind: IndexKind; lastSeq: number | undefined; lag: number | undefined; usable: boolean };
  /** True when some process holds a fresh write lock right now. */
  lockHeld: boolean;
  permissions: { ok: boolean; problems: string[] };
  findings: Finding[];
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
  /** Every audit line, parsed (malformed lines skipped). */
  readAudit(): Promise<AuditLine[]>;
  /** Verifies the audit hash chain (`cairn audit --verify`). */
  verifyAudit(): Promise<AuditVerification>;
  /** What the store has noticed since it opened (torn, malformed, gaps, duplicates, unreadable). */
  findings(): Finding[];
}

/**
 * The actor of a store-level act whose caller named none: programmatic use (`api`), no person.
 * The store never names an adapter; the session always passes the real actor.
 */
export const DEFAULT_ACTOR: AuditActor = { channel: 'api', interactive: false };
const TOKENIZER_PROBE = 'parseConfig HTTPServer parse_config k8s café 2026 数据库迁移 ひらがな İstanbul';
/** Fingerprint of core's tokenizer: an index built by a different tokenizer is rebuilt. */
const TOKENIZER = crcHex(JSON.stringify(tokenize(TOKENIZER_PROBE)));
/** Most transactions grouped into one commit. */
const MAX_BATCH = 512;

interface TxJob {
  kind: 'tx';
  fn: (tx: StoreTransaction) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface ExclusiveJob {
  kind: 'exclusive';
  run: () => Promise<void>;
}

type Job = TxJob | ExclusiveJob;

interface Prepared {
  job: TxJob;
  result: unknown;
  ops: LogOp[];
  /** The ops as JSON, each record serialised once (at `put`). */
  opsJson: string[];
  audit: AuditEvent[];
  puts: Map<string, MemoryRecord>;
  hasRemove: boolean;
  /** Set once the batch's audit events are redacted. */
  evJson: string;
}

/** A write that must not be acknowledged because another process took the lock over. */
class LockLost extends CoreError {
  constructor(detail: string) {
    super(
      ErrorCode.STORE_LOCKED,
      `Another process took over this project's store lock while this write was in progress (${detail}); the write was not acknowledged. Check whether the memory is there (\`cairn list\`) and run \`cairn repair\`.`,
    );
  }
}

/** Deep copy of a JSON value (records are JSON): about 3× faster than structuredClone. */
function clone<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => clone(v)) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = clone((value as Record<string, unknown>)[key]);
  return out as T;
}
const closedError = (): CoreError => new CoreError(ErrorCode.INTERNAL, 'The memory store was closed; open it again.');
const readOnlyError = (): CoreError => new CoreError(ErrorCode.INTERNAL, 'This memory store was opened read-only.');

/** BM25's df of each query token over the candidates (each holds the counts of the query tokens). */
function documentFrequency(candidates: readonly SearchCandidate[], wanted: readonly string[]): Record<string, number> {
  const df: Record<string, number> = {};
  for (const t of wanted) df[t] = 0;
  for (const c of candidates) for (const t of wanted) if ((c.termFrequency[t] ?? 0) > 0) df[t] = (df[t] as number) + 1;
  return df;
}
/**
 * `textKey(record.text)`, computed once per record object: a group commit of hundreds of
 * memorize calls looks each new text up among the records staged before it.
 */
const textKeys = new WeakMap<MemoryRecord, string>();
function keyOf(record: MemoryRecord): string {
  let key = textKeys.get(record);
  if (key === undefined) textKeys.set(record, (key = textKey(record.text)));
  return key;
}

/** The counts of the query tokens in a document; undefined when it holds none. */
function queryCounts(tf: Readonly<Record<string, number>>, wanted: readonly string[]): Record<string, number> | undefined {
  let out: Record<string, number> | undefined;
  for (const t of wanted) {
    const n = tf[t];
    if (n === undefined) continue;
    out ??= {};
    out[t] = n;
  }
  return out;
}

/** An append handle kept open between commits, valid while the file keeps its inode. */
interface Appender {
  file: FsFile;
  ino: number;
}

/** Everything needed to construct the store after the checks in `openFileStore`. */
export interface StoreSetup {
  fs: Fsio;
  home: string;
  dir: string;
  project: { key: string; path: string };
  options: FileStoreOptions;
}

/**
 * The file store. Layout and formats: see `paths.ts`, `frame.ts`, `audit.ts` and the index
 * implementations. Concurrency: one lock per project (proper-lockfile) between processes;
 * inside a process, one write queue (transactions waiting together are group-committed) and
 * lock-free reads that first catch up with the log.
 */
export class FileStoreImpl implements FileStore {
  readonly project: { key: string; path: string };
  readonly home: string;
  readonly dir: string;
  private readonly fs: Fsio;
  private readonly files: ReturnType<typeof projectFiles>;
  private readonly view: LogView;
  private readonly warn: (message: string) => void;
  private readonly staleMs: number;
  private readonly now: () => Date;
  private readonly hooks: StoreHooks;
  private readonly persistEvery: number;
  private readonly indexBatch: number;
  private readonly autoCompactBytes: number;
  private readonly readOnly: boolean;
  private readonly locks: LockManager;
  private index!: SearchIndex;
  private auditHead: AuditHead = { seq: 0, hash: GENESIS_HASH, logSeq: 0 };
  private auditEnd = 0;
  private auditIno = -1;
  private logOut: Appender | undefined;
  private auditOut: Appender | undefined;
  private queue: Job[] = [];
  private draining: Promise<void> | undefined;
  private batchActive = false;
  private readFlight: Promise<void> | undefined;
  private closed = false;
  private forceReload = false;
  private indexSuspect = false;
  private tempsMaybe = false;
  private indexDirReady = false;
  private readonly findingList: Finding[] = [];
  private readonly findingKeys = new Set<string>();
  private readonly docCache = new WeakMap<MemoryRecord, IndexDoc>();
  /** Core's recall index over the view, and the view generation it was built from. */
  private recallIndex: { index: RecallIndex; generation: number } | undefined;
  /** Present when the store keeps core's recall index ({@link FileStoreOptions.recallIndex}). */
  readonly rank?: (request: RankRequest) => Promise<Ranked[]>;

  constructor(setup: StoreSetup) {
    const o = setup.options;
    this.fs = setup.fs;
    this.home = setup.home;
    this.dir = setup.dir;
    this.project = setup.project;
    this.files = projectFiles(setup.dir);
    this.view = new LogView(o.migrations, o.recallIndex === true);
    if (o.recallIndex === true) this.rank = (request) => this.rankWithIndex(request);
    this.warn = o.onWarning ?? ((m) => process.stderr.write(`cairn: ${m}\n`));
    this.staleMs = Math.max(MIN_LOCK_STALE_MS, o.lockStaleMs ?? DEFAULT_LOCK_STALE_MS);
    this.now = o.now ?? (() => new Date());
    this.hooks = o.hooks ?? {};
    this.persistEvery = Math.max(1, o.jsIndexPersistEvery ?? 256);
    this.indexBatch = Math.max(1, o.indexBatchFrames ?? 32);
    this.autoCompactBytes = o.autoCompactBytes ?? 8 << 20;
    this.readOnly = o.readOnly === true;
    this.locks = createLockManager({
      fs: this.fs,
      dir: this.dir,
      lockPath: this.files.lock,
      ownerPath: this.files.lockOwner,
      staleMs: this.staleMs,
      timeoutMs: o.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
      onWarning: this.warn,
    });
  }

  get indexKind(): IndexKind {
    return this.index.kind;
  }

  // ---------------------------------------------------------------- opening

  /** Replays the log, reads the audit head, opens the index; recovers under the lock if needed. */
  async load(choice: 'sqlite' | 'js' | 'auto'): Promise<void> {
    this.index = await this.openIndex(choice);
    await this.fullLoad(false);
    const tail = await readAuditTail(this.fs, this.files.audit);
    this.auditHead = tail.head;
    this.auditEnd = tail.end;
    this.auditIno = tail.ino;
    await this.index.refresh();
    await this.syncIndex(false);
    if (this.readOnly) return;
    this.tempsMaybe = (await this.listTemps()).length > 0;
    if (!(await this.needsRecovery(tail.torn))) return;
    try {
      await this.exclusive(() => this.withLock(async () => undefined));
    } catch (error) {
      if (!isCoreError(error) || error.code !== ErrorCode.STORE_LOCKED) throw error;
      this.warn('could not take the store lock to finish recovery; the next write will');
    }
  }

  private async openIndex(choice: 'sqlite' | 'js' | 'auto'): Promise<SearchIndex> {
    if (choice !== 'js') {
      const Database = loadSqlite();
      if (!(Database instanceof Error)) return createSqliteIndex(this.fs, this.files.index, Database);
      if (choice === 'sqlite') this.warn(`the SQLite index is unavailable (${Database.message.split('\n')[0]}); using the JS index`);
    }
    return createJsIndex(this.fs, this.files.index);
  }

  private async needsRecovery(auditTorn: boolean): Promise<boolean> {
    const v = this.view;
    if (v.size > v.offset || auditTorn || v.logId === undefined || v.pendingErase || this.tempsMaybe) return true;
    if (this.auditHead.logSeq < v.lastAuditFrameSeq) return true;
    if (!this.index.shared) return false;
    const pos = (await this.index.state())?.position;
    return !pos || pos.logId !== v.logId || pos.tokenizer !== TOKENIZER || pos.lastSeq > v.seq;
  }

  // ---------------------------------------------------------------- findings

  private report(finding: Finding, warn = true): void {
    const key = `${this.view.logId ?? ''}:${finding.message}`;
    if (this.findingKeys.has(key)) return;
    this.findingKeys.add(key);
    this.findingList.push(finding);
    if (warn) this.warn(finding.message);
  }

  findings(): Finding[] {
    return this.findingList.map((f) => ({ ...f }));
  }

  // ---------------------------------------------------------------- reading the log

  /** Replays the whole log. A missing log is an empty store until the next write recreates it. */
  private async fullLoad(locked: boolean): Promise<void> {
    this.view.reset();
    this.forceReload = false;
    for (let attempt = 0; ; attempt++) {
      let before: Awaited<ReturnType<Fsio['stat']>>;
      try {
        before = await this.fs.stat(this.files.events);
      } catch (error) {
        if (!hasCode(error, 'ENOENT')) throw error;
        this.report({ kind: 'missing-begin', file: 'events.jsonl', message: 'events.jsonl is missing; the store is empty until the next write recreates it.' });
        this.view.markLoaded();
        return;
      }
      const bytes = await this.fs.readFile(this.files.events);
      const after = await this.fs.stat(this.files.events);
      if (after.ino !== before.ino && attempt < 3) continue; // replaced while reading: read it again
      this.view.ino = after.ino;
      this.view.size = bytes.length;
      this.view.mtimeMs = after.mtimeMs;
      await this.consume(bytes, 0, 0, locked, true);
      for (const u of this.view.unreadable.values()) {
        this.report({
          kind: 'unreadable-record',
          file: 'events.jsonl',
          line: u.line,
          id: u.key,
          message: `events.jsonl:${u.line}: record ${u.key} cannot be read (${u.reason}); it is kept as stored.`,
        });
      }
      this.view.markLoaded();
      return;
    }
  }

  /** Applies the frames in `bytes` (read at offset `base`), reports bad lines, handles a torn tail. */
  private async consume(bytes: Buffer, base: number, baseLine: number, locked: boolean, opening: boolean): Promise<void> {
    const scan = scanFrames(bytes, base, baseLine);
    for (const m of scan.malformed) {
      this.report({ kind: 'malformed-line', file: 'events.jsonl', line: m.line, message: `events.jsonl:${m.line}: skipped a malformed line (${m.reason}).` });
    }
    const { findings } = this.view.applyFrames(scan.frames, 'events.jsonl');
    for (const f of findings) this.report(f);
    this.view.advance(scan);
    if (!scan.torn) return;
    const line = scan.lastLine + 1;
    if (locked) {
      // Only the lock holder may cut it: without the lock it may be a write in progress.
      await this.truncateFile(this.files.events, scan.end);
      this.view.size = scan.end;
      this.view.mtimeMs = -1;
      this.report({
        kind: 'torn-tail',
        file: 'events.jsonl',
        line,
        message: `events.jsonl:${line}: truncated an incomplete last line (${scan.torn.length} bytes) left by an interrupted write.`,
      });
    } else if (opening) {
      this.report({
        kind: 'torn-tail',
        file: 'events.jsonl',
        line,
        message: `events.jsonl:${line}: skipping an incomplete last line (a write in progress or an interrupted one; the next write or \`cairn repair\` truncates it).`,
      });
    }
  }

  private async truncateFile(path: string, length: number): Promise<void> {
    const file = await this.fs.open(path, 'r+');
    try {
      await file.truncate(length);
      await file.datasync();
    } finally {
      await file.close();
    }
  }

  /**
   * Reads what other processes appended since the last read, from the start of the last
   * frame applied (which must still be there, unchanged — else, or when the log was replaced
   * or shrank, everything is re-read).
   */
  private async catchUp(locked: boolean): Promise<void> {
    if (this.forceReload) return this.fullLoad(locked);
    let st: Awaited<ReturnType<Fsio['stat']>>;
    try {
      st = await this.fs.stat(this.files.events);
    } catch (error) {
      if (!hasCode(error, 'ENOENT')) throw error;
      if (this.view.ino !== -1) await this.fullLoad(locked);
      return;
    }
    const v = this.view;
    if (st.ino !== v.ino || st.size < v.offset) return this.fullLoad(locked);
    if (st.size === v.size && st.mtimeMs === v.mtimeMs && st.size === v.offset) return;
    const from = v.lastFrame ? v.lastFrame.start : v.offset;
    const file = await this.fs.open(this.files.events, 'r');
    let bytes: Buffer;
    try {
      bytes = await file.read(st.size - from, from);
    } finally {
      await file.close();
    }
    let skip = 0;
    if (v.lastFrame) {
      const mark = v.lastFrame;
      const line = bytes.subarray(0, mark.length);
      const parsed = line.length === mark.length && line[line.length - 1] === 0x0a ? parseFrameLine(line.subarray(0, line.length - 1)) : { reason: 'short' };
      if ('reason' in parsed || parsed.seq !== mark.seq || parsed.crc !== mark.crc || mark.start + mark.length !== v.offset) return this.fullLoad(locked);
      skip = mark.length;
    }
    v.size = st.size;
    v.mtimeMs = st.mtimeMs;
    await this.consume(bytes.subarray(skip), v.offset, v.lines, locked, false);
  }

  private async refreshForRead(): Promise<void> {
    if (this.closed) throw closedError();
    if (this.batchActive) return;
    if (!this.readFlight) {
      this.readFlight = (async () => {
        try {
          await this.catchUp(false);
          await this.index.refresh();
          await this.syncIndex(false);
        } catch (error) {
          throw storeIoError(error, 'reading the memory store', 'Nothing was changed.');
        }
      })().finally(() => {
        this.readFlight = undefined;
      });
    }
    await this.readFlight;
  }

  // ---------------------------------------------------------------- the index

  private docFor(record: MemoryRecord): IndexDoc {
    let doc = this.docCache.get(record);
    if (!doc) {
      doc = { id: record.id, ...termStatistics(indexableText(record)) };
      this.docCache.set(record, doc);
    }
    return doc;
  }

  private target(): IndexPosition {
    return { logId: this.view.logId ?? '', lastSeq: this.view.seq, tokenizer: TOKENIZER };
  }

  private async ensureIndexDir(): Promise<void> {
    if (this.indexDirReady) return;
    await this.fs.mkdir(this.files.index, 0o700);
    this.indexDirReady = true;
  }

  /**
   * Brings the index to the log position: applies the frames it has not seen, or rebuilds it
   * when it belongs to another log generation or tokenizer, is ahead of the log (a truncated
   * log) or disagrees with the log's record count. A shared (SQLite) index changes only
   * under the lock; a per-process (JS) one in memory at any time, on disk under the lock.
   * `lazy` lets a shared index lag by fewer than `indexBatchFrames` frames (searches overlay
   * them from the log), so commits do not each pay an index write. Callers refresh first.
   */
  private async syncIndex(locked: boolean, options: { force?: boolean; lazy?: boolean } = {}): Promise<void> {
    if (this.index.shared && !locked) return;
    const target = this.target();
    const state = await this.index.state();
    const pos = state?.position;
    let documents = state?.documents;
    let at = pos?.lastSeq;
    let reason: string | undefined;
    if (options.force) reason = 'rebuilt on request';
    else if (this.indexSuspect) reason = 'it disagreed with the log';
    else if (!pos) reason = 'it was missing or unreadable';
    else if (pos.tokenizer !== TOKENIZER) reason = 'the tokenizer changed';
    else if (pos.logId !== target.logId) reason = 'it belongs to another log generation';
    else if (pos.lastSeq > target.lastSeq) reason = `it is ahead of the log (frame ${pos.lastSeq} > ${target.lastSeq})`;
    if (reason === undefined && pos && pos.lastSeq < target.lastSeq) {
      if (options.lazy && this.index.shared && target.lastSeq - pos.lastSeq < this.indexBatch) return;
      const upserts: IndexDoc[] = [];
      const removes: string[] = [];
      for (const id of this.view.touchedAfter(pos.lastSeq)) {
        const r = this.view.records.get(id);
        if (r) upserts.push(this.docFor(r));
        else removes.push(id);
      }
      try {
        documents = await this.index.apply(upserts, removes, pos, target);
        at = target.lastSeq;
      } catch {
        reason = 'it could not be caught up';
      }
    }
    if (reason === undefined && documents !== this.view.records.size) reason = 'its record count disagreed with the log';
    if (reason !== undefined) {
      if (locked) await this.ensureIndexDir();
      await this.index.rebuild(
        [...this.view.records.values()].map((r) => this.docFor(r)),
        target,
      );
      at = target.lastSeq;
      this.indexSuspect = false;
      const quiet = options.force === true || pos === undefined;
      this.report(
        {
          kind: 'index-rebuilt',
          file: `index/${this.index.kind === 'sqlite' ? SQLITE_INDEX_FILE : JS_INDEX_FILE}`,
          seq: target.lastSeq,
          message: `rebuilt the ${this.index.kind} search index from the log (${reason}).`,
        },
        !quiet,
      );
      if (locked && !this.index.shared) await this.index.persist();
    }
    if (at !== undefined) this.view.pruneRecent(at);
    // The JS snapshot is rewritten whole: space the rewrites out as it grows (amortised O(1)).
    if (locked && !this.index.shared && this.index.unpersisted() >= Math.max(this.persistEvery, (documents ?? 0) / 2)) await this.index.persist();
  }

  /** Removes the other implementation's index files (they may hold forgotten text). */
  private async removeOtherIndex(): Promise<void> {
    const other =
      this.index.kind === 'sqlite'
        ? [JS_INDEX_FILE]
        : [SQLITE_INDEX_FILE, `${SQLITE_INDEX_FILE}-journal`, `${SQLITE_INDEX_FILE}-wal`, `${SQLITE_INDEX_FILE}-shm`];
    for (const name of other) {
      await this.fs.unlink(join(this.files.index, name)).catch((error: unknown) => {
        if (!hasCode(error, 'ENOENT')) throw error;
      });
    }
  }

  // ---------------------------------------------------------------- locking and recovery

  private async withLock<T>(fn: (lock: HeldLock) => Promise<T>, timeoutMs?: number): Promise<T> {
    if (this.readOnly) throw readOnlyError();
    const lock = await this.locks.acquire(timeoutMs);
    try {
      await this.catchUpLocked();
      return await fn(lock);
    } finally {
      await lock.release();
    }
  }

  /** Under the lock: latest log, torn tails cut, lost audit lines restored, owed erasure done, index current. */
  private async catchUpLocked(): Promise<void> {
    try {
      await this.catchUp(true);
      await this.readAuditHeadLocked();
      if (this.auditHead.logSeq < this.view.lastAuditFrameSeq) await this.recoverAudit();
    } catch (error) {
      throw storeIoError(error, 'reading the memory store', 'Nothing was saved.');
    }
    if (this.view.logId === undefined || this.view.pendingErase) {
      try {
        await this.compactLocked();
      } catch (error) {
        throw storeIoError(
          error,
          'erasing removed memories from disk',
          'Nothing new was saved; removed memories are no longer listed, and `cairn repair` finishes erasing them.',
        );
      }
    }
    if (this.tempsMaybe) await this.removeTemps().catch(() => undefined);
    await this.syncIndexSafely({ refresh: true, lazy: true });
  }

  /** {@link syncIndex} under the lock; a failure is a warning (the index is derived), never a failed commit. */
  private async syncIndexSafely(options: { refresh?: boolean; lazy?: boolean } = {}): Promise<void> {
    try {
      if (options.refresh) await this.index.refresh();
      await this.syncIndex(true, { lazy: options.lazy === true });
    } catch (error) {
      this.indexSuspect = true;
      this.warn(
        `could not update the search index (${(error as { code?: string }).code ?? (error as Error).message}); searching the log directly until it is rebuilt`,
      );
    }
  }

  /** Under the lock: the audit chain's head; reads the tail only when the file changed. */
  private async readAuditHeadLocked(): Promise<void> {
    try {
      const st = await this.fs.stat(this.files.audit);
      if (st.ino === this.auditIno && st.size === this.auditEnd) return;
    } catch (error) {
      if (!hasCode(error, 'ENOENT')) throw error;
    }
    const tail = await readAuditTail(this.fs, this.files.audit);
    if (tail.torn) {
      await this.truncateFile(this.files.audit, tail.end);
      this.report({
        kind: 'torn-tail',
        file: 'audit.jsonl',
        message: `audit.jsonl: truncated an incomplete last line (${tail.size - tail.end} bytes) left by an interrupted write.`,
      });
    }
    this.auditHead = tail.head;
    this.auditEnd = tail.end;
    this.auditIno = tail.ino;
  }

  /** Appends the audit lines of frames whose audit append was lost to a crash. */
  private async recoverAudit(): Promise<number> {
    const scan = scanFrames(await this.fs.readFile(this.files.events), 0, 0);
    let last = 0;
    const events: Array<{ seq: number; ev: AuditEvent }> = [];
    for (const f of scan.frames) {
      if (last > 0 && f.seq <= last) continue;
      last = f.seq;
      if (f.seq > this.auditHead.logSeq && f.ev.t === 'tx' && f.ev.audit) for (const ev of f.ev.audit) events.push({ seq: f.seq, ev });
    }
    if (events.length === 0) return 0;
    await this.appendAudit(events);
    this.report({
      kind: 'audit-recovered',
      file: 'audit.jsonl',
      message: `audit.jsonl: restored ${events.length} audit line(s) of writes interrupted between the event log and the audit log.`,
    });
    return events.length;
  }

  /** An append handle for `path`, reopened when the file's inode changed. */
  private async appender(which: 'log' | 'audit', ino: number): Promise<Appender> {
    const slot = which === 'log' ? this.logOut : this.auditOut;
    if (slot && slot.ino === ino) return slot;
    if (slot) await this.dropAppender(which);
    const file = await this.fs.open(which === 'log' ? this.files.events : this.files.audit, 'a', 0o600);
    let st: Awaited<ReturnType<FsFile['stat']>>;
    try {
      st = await file.stat();
    } catch (error) {
      await file.close().catch(() => undefined);
      throw error;
    }
    const fresh = { file, ino: st.ino };
    if (which === 'log') this.logOut = fresh;
    else this.auditOut = fresh;
    return fresh;
  }

  private async dropAppender(which: 'log' | 'audit'): Promise<void> {
    const slot = which === 'log' ? this.logOut : this.auditOut;
    if (which === 'log') this.logOut = undefined;
    else this.auditOut = undefined;
    await slot?.file.close().catch(() => undefined);
  }

  /** Appends chained audit lines in one write and fdatasyncs them (DESIGN.md §6). */
  private async appendAudit(events: ReadonlyArray<{ seq: number; ev: AuditEvent }>): Promise<void> {
    let head = this.auditHead;
    const parts: string[] = [];
    for (const { seq, ev } of events) {
      const chained = chainAuditLine(ev, head, seq);
      parts.push(chained.text);
      head = chained.head;
    }
    const bytes = Buffer.from(parts.join(''), 'utf8');
    const pre = this.auditEnd;
    let wrote = false;
    try {
      const out = await this.appender('audit', this.auditIno);
      wrote = true;
      await out.file.write(bytes);
      await out.file.datasync();
      const after = await out.file.stat();
      if (after.size !== pre + bytes.length) throw new LockLost('another writer appended to the audit log');
      this.auditIno = out.ino;
    } catch (error) {
      await this.dropAppender('audit');
      if (wrote && !(error instanceof LockLost)) await this.rollback(this.files.audit, pre);
      if (error instanceof LockLost) this.auditIno = -1;
      throw error;
    }
    this.auditHead = head;
    this.auditEnd = pre + bytes.length;
  }

  private async listTemps(): Promise<string[]> {
    const out: string[] = [];
    for (const dir of [this.dir, this.files.index]) {
      let names: string[];
      try {
        names = await this.fs.readdir(dir);
      } catch {
        continue;
      }
      for (const n of names) if (isTempName(n)) out.push(join(dir, n));
    }
    return out;
  }

  /** Under the lock: removes temp files left by interrupted writes (never live data). */
  private async removeTemps(): Promise<void> {
    for (const path of await this.listTemps()) {
      await this.fs.unlink(path).catch((error: unknown) => {
        if (!hasCode(error, 'ENOENT')) throw error;
      });
      this.report({ kind: 'temp-removed', file: basename(path), message: `removed ${basename(path)}, a temporary file left by an interrupted write.` }, false);
    }
    this.tempsMaybe = false;
  }

  // ---------------------------------------------------------------- the write queue

  transact<T>(fn: (tx: StoreTransaction) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.closed) return reject(closedError());
      if (this.readOnly) return reject(readOnlyError());
      this.queue.push({ kind: 'tx', fn: fn as TxJob['fn'], resolve: resolve as TxJob['resolve'], reject });
      this.kick();
    });
  }

  transactMany<T>(fns: ReadonlyArray<(tx: StoreTransaction) => Promise<T>>): Promise<T[]> {
    return Promise.all(fns.map((fn) => this.transact(fn)));
  }

  /** Runs `fn` alone in the write queue (no transaction batch and no read refresh meanwhile). */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.closed) return reject(closedError());
      this.queue.push({
        kind: 'exclusive',
        run: async () => {
          try {
            resolve(await fn());
          } catch (error) {
            reject(error);
          }
        },
      });
      this.kick();
    });
  }

  private kick(): void {
    if (this.draining) return;
    this.draining = (async () => {
      while (this.queue.length > 0) {
        this.batchActive = true;
        try {
          await this.readFlight?.catch(() => undefined);
          const head = this.queue[0] as Job;
          if (head.kind === 'exclusive') {
            this.queue.shift();
            await head.run();
            continue;
          }
          const batch: TxJob[] = [];
          while (batch.length < MAX_BATCH && this.queue[0]?.kind === 'tx') batch.push(this.queue.shift() as TxJob);
          await this.runBatch(batch);
        } finally {
          this.batchActive = false;
        }
      }
    })().finally(() => {
      this.draining = undefined;
      if (this.queue.length > 0) this.kick();
    });
  }

  /**
   * One group commit: take the lock, catch up, run each transaction against the committed
   * state plus the writes of those before it, append all frames in one write + fdatasync,
   * then the audit lines + fdatasync, update the index, erase removed text, release.
   */
  private async runBatch(jobs: TxJob[]): Promise<void> {
    const settled = new Set<TxJob>();
    const settle = (job: TxJob, outcome: { ok: true; value: unknown } | { ok: false; error: unknown }): void => {
      if (settled.has(job)) return;
      settled.add(job);
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    };
    try {
      await this.withLock(async (lock) => {
        const prepared: Prepared[] = [];
        const batchView = new Map<string, MemoryRecord | null>();
        for (const job of jobs) {
          const tx = this.newTransaction(batchView);
          let result: unknown;
          try {
            result = await job.fn(tx.api);
          } catch (error) {
            tx.close();
            settle(job, { ok: false, error });
            continue;
          }
          tx.close();
          let p: Prepared | undefined;
          try {
            p = this.prepare(job, result, tx.staged, tx.json, tx.audits, batchView);
          } catch (error) {
            settle(job, { ok: false, error });
            continue;
          }
          for (const [id, r] of tx.staged) batchView.set(id, r);
          if (p) prepared.push(p);
          else settle(job, { ok: true, value: result });
        }
        if (prepared.length === 0) return;
        // One redaction scan for the whole batch's audit events, then each frame's JSON.
        const redacted = redactAuditEvents(prepared.flatMap((p) => p.audit));
        let at = 0;
        for (const p of prepared) {
          p.audit = redacted.slice(at, at + p.audit.length);
          at += p.audit.length;
          p.evJson = `{"t":"tx","ops":[${p.opsJson.join(',')}]${p.audit.length > 0 ? `,"audit":${JSON.stringify(p.audit)}` : ''}}`;
        }
        try {
          await this.commit(lock, prepared);
        } catch (error) {
          for (const p of prepared) settle(p.job, { ok: false, error });
          return;
        }
        let eraseError: unknown;
        if (this.view.pendingErase) {
          try {
            await this.compactLocked();
          } catch (error) {
            eraseError = storeIoError(
              error,
              'erasing the forgotten memory from disk',
              'It is no longer listed or recalled, but its text may remain on disk until `cairn repair` succeeds.',
            );
          }
        } else if (this.view.offset > this.autoCompactBytes && this.view.lines > 4 * (this.view.records.size + this.view.unreadable.size + 16)) {
          // Mostly superseded versions (sightings, recalls): rewrite it as a snapshot. Best effort.
          await this.compactLocked().catch((error: unknown) => {
            this.warn(`could not compact the event log (${(error as { code?: string }).code ?? (error as Error).message}); it will be retried`);
          });
        }
        if (eraseError === undefined) await this.syncIndexSafely({ lazy: true });
        for (const p of prepared) settle(p.job, p.hasRemove && eraseError !== undefined ? { ok: false, error: eraseError } : { ok: true, value: p.result });
      });
    } catch (error) {
      for (const job of jobs) settle(job, { ok: false, error });
    } finally {
      for (const job of jobs) if (!settled.has(job)) settle(job, { ok: false, error: new CoreError(ErrorCode.INTERNAL, 'The transaction was not completed.') });
    }
  }

  private newTransaction(batchView: ReadonlyMap<string, MemoryRecord | null>): {
    api: StoreTransaction;
    staged: Map<string, MemoryRecord | null>;
    json: Map<string, string>;
    audits: AuditEvent[];
    close: () => void;
  } {
    const staged = new Map<string, MemoryRecord | null>();
    // Each put is serialised once: the JSON goes into the frame, its parse is the staged copy.
    const json = new Map<string, string>();
    const audits: AuditEvent[] = [];
    let open = true;
    const view = this.view;
    const lookup = (id: string): MemoryRecord | undefined => {
      if (staged.has(id)) return staged.get(id) ?? undefined;
      if (batchView.has(id)) return batchView.get(id) ?? undefined;
      return view.records.get(id);
    };
    const assertOpen = (): void => {
      if (!open) throw new CoreError(ErrorCode.INTERNAL, 'A transaction was used after it finished.');
    };
    const all = (): MemoryRecord[] => {
      const ids = new Set([...view.records.keys(), ...batchView.keys(), ...staged.keys()]);
      return [...ids].map(lookup).filter((r): r is MemoryRecord => r !== undefined);
    };
    const api: StoreTransaction = {
      async get(id) {
        const r = lookup(id);
        return r ? clone(r) : undefined;
      },
      async findByTextKey(kind: Kind, key: string) {
        for (const id of view.idsByTextKey(kind, key)) {
          if (staged.has(id) || batchView.has(id)) continue;
          const r = view.records.get(id);
          if (r) return clone(r);
        }
        for (const layer of [batchView, staged]) {
          for (const id of layer.keys()) {
            const r = lookup(id);
            if (r && r.kind === kind && keyOf(r) === key) return clone(r);
          }
        }
        return undefined;
      },
      async list(filter?: ListFilter) {
        return all()
          .filter((r) => matchesFilter(r, filter))
          .sort(compareRecords)
          .map(clone);
      },
      put(record) {
        assertOpen();
        const text = JSON.stringify(record);
        staged.set(record.id, JSON.parse(text) as MemoryRecord);
        json.set(record.id, text);
      },
      remove(id) {
        assertOpen();
        staged.set(id, null);
        json.delete(id);
      },
      audit(event) {
        assertOpen();
        audits.push(clone(event));
      },
    };
    return {
      api,
      staged,
      json,
      audits,
      close: () => {
        open = false;
      },
    };
  }

  /**
   * Turns a transaction's net writes into one frame's ops, validating each record exactly as
   * a replay will (so the writer's memory equals what every reader rebuilds from the log).
   * The frame's JSON is finished after the batch's audit events are redacted.
   */
  private prepare(
    job: TxJob,
    result: unknown,
    staged: ReadonlyMap<string, MemoryRecord | null>,
    json: ReadonlyMap<string, string>,
    audits: AuditEvent[],
    batchView: ReadonlyMap<string, MemoryRecord | null>,
  ): Prepared | undefined {
    const ops: LogOp[] = [];
    const opsJson: string[] = [];
    const puts = new Map<string, MemoryRecord>();
    let hasRemove = false;
    for (const [id, record] of staged) {
      if (record === null) {
        const exists = batchView.has(id) ? batchView.get(id) !== null : this.view.records.has(id) || this.view.unreadable.has(id);
        if (exists) {
          ops.push({ op: 'remove', id });
          opsJson.push(`{"op":"remove","id":${JSON.stringify(id)}}`);
          hasRemove = true;
        }
        continue;
      }
      const raw = record as unknown as Record<string, unknown>;
      const outcome = migrateRecord(raw);
      if (!outcome.ok) throw new CoreError(ErrorCode.INTERNAL, `Refused to store record ${id}: it ${outcome.reason}.`, { id });
      if (outcome.fromVersion !== outcome.record.schemaVersion)
        throw new CoreError(ErrorCode.INTERNAL, `Refused to store record ${id}: writers must produce the current schema version.`, { id });
      ops.push({ op: 'put', record: raw });
      opsJson.push(`{"op":"put","record":${json.get(id) as string}}`);
      puts.set(id, outcome.record);
    }
    if (ops.length === 0 && audits.length === 0) return undefined;
    return { job, result, ops, opsJson, audit: audits, puts, hasRemove, evJson: '' };
  }

  /**
   * The durable part of a commit (DESIGN.md §6): frames appended in one write and
   * fdatasynced, then the audit lines appended and fdatasynced, then the in-memory state.
   * A failure before that rolls both files back and throws; nothing is acknowledged that is
   * not on disk. A sign that another process took the lock over (its appends, a replaced log,
   * proper-lockfile's onCompromised) fails the commit with `STORE_LOCKED` and touches nothing.
   */
  private async commit(lock: HeldLock, prepared: readonly Prepared[]): Promise<void> {
    const v = this.view;
    const firstSeq = v.seq + 1;
    const lines = prepared.map((p, i) => encodeFrame(firstSeq + i, p.evJson));
    const bytes = Buffer.from(lines.join(''), 'utf8');
    const pre = v.offset;
    let wrote = false;
    let afterMtime = -1;
    try {
      if (v.size !== pre || v.ino === -1) throw new LockLost('the event log changed under the lock');
      const out = await this.appender('log', v.ino);
      this.hooks.at?.('before-log-append');
      wrote = true;
      await out.file.write(bytes);
      await out.file.datasync();
      const after = await out.file.stat();
      afterMtime = after.mtimeMs;
      const compromised = lock.compromised();
      if (compromised) throw new LockLost(compromised.message);
      if (after.size !== pre + bytes.length) throw new LockLost('another writer appended at the same time');
      const named = await this.fs.stat(this.files.events);
      if (named.ino !== out.ino) throw new LockLost('the event log was replaced');
    } catch (error) {
      await this.dropAppender('log');
      if (error instanceof LockLost) {
        this.forceReload = true;
        throw error;
      }
      if (wrote) await this.rollback(this.files.events, pre);
      throw storeIoError(error, 'saving to the memory store', wrote ? 'The write was rolled back; nothing was saved.' : 'Nothing was saved.');
    }
    this.hooks.at?.('after-log-append');
    const auditEvents: Array<{ seq: number; ev: AuditEvent }> = [];
    prepared.forEach((p, i) => {
      for (const ev of p.audit) auditEvents.push({ seq: firstSeq + i, ev });
    });
    if (auditEvents.length > 0) {
      try {
        await this.appendAudit(auditEvents);
        const compromised = lock.compromised();
        if (compromised) throw new LockLost(compromised.message);
      } catch (error) {
        if (error instanceof LockLost) {
          this.forceReload = true;
          throw error;
        }
        await this.rollback(this.files.events, pre);
        throw storeIoError(error, 'writing the audit log', 'The write was rolled back; nothing was saved.');
      }
    }
    this.hooks.at?.('after-audit-append');
    // Durable: apply to memory exactly as a replay would.
    let start = pre;
    prepared.forEach((p, i) => {
      const seq = firstSeq + i;
      const length = Buffer.byteLength(lines[i] as string, 'utf8');
      v.lines += 1;
      const ids = v.applyOps(p.ops, seq, v.lines, p.puts);
      v.noteFrame(seq, ids);
      if (p.audit.length > 0) v.lastAuditFrameSeq = seq;
      v.seq = seq;
      v.lastFrame = { seq, start, length, crc: crcHex(p.evJson) };
      start += length;
    });
    v.offset = pre + bytes.length;
    v.size = v.offset;
    v.mtimeMs = afterMtime;
  }

  /** Best-effort truncation of a failed append (under the lock, so it cuts only our bytes). */
  private async rollback(path: string, length: number): Promise<void> {
    try {
      await this.truncateFile(path, length);
    } catch (error) {
      this.forceReload = true;
      this.auditIno = -1;
      this.warn(
        `could not roll back ${basename(path)} after a failed write (${(error as { code?: string }).code ?? 'error'}); the next write cuts or keeps it whole`,
      );
    }
  }

  // ---------------------------------------------------------------- compaction, repair, wipe

  /**
   * Under the lock: rewrites the log as a snapshot — a `begin` frame of a new generation at
   * the next seq, then one frame per record (records that cannot be read are kept verbatim) —
   * by temp file + fsync + rename + folder fsync; then rebuilds the index the same way,
   * deletes the other implementation's index and removes temp files. Forgotten text is then
   * in no file under the home (DESIGN.md §6). Seqs keep increasing across generations, so
   * index and audit positions stay comparable. Malformed and duplicate lines are dropped.
   */
  private async compactLocked(transform?: (r: MemoryRecord) => MemoryRecord): Promise<CompactionReport> {
    const v = this.view;
    const bytesBefore = v.offset;
    const logId = randomBytes(8).toString('hex');
    const records = [...v.records.values()].sort(compareRecords).map((r) => (transform ? transform(r) : r));
    const unreadable = [...v.unreadable.values()];
    const frames: Array<{ seq: number; line: string; id?: string; evJson: string }> = [];
    let seq = v.seq;
    const add = (evJson: string, id?: string): void => {
      seq++;
      frames.push({ seq, line: encodeFrame(seq, evJson), evJson, ...(id !== undefined ? { id } : {}) });
    };
    add(JSON.stringify({ t: 'begin', logId, at: this.now().toISOString() }));
    for (const r of records) add(JSON.stringify({ t: 'tx', ops: [{ op: 'put', record: r }] }), r.id);
    for (const u of unreadable) add(JSON.stringify({ t: 'tx', ops: [{ op: 'put', record: u.raw }] }));
    const chunks: Buffer[] = [];
    let pending: string[] = [];
    let pendingChars = 0;
    for (const f of frames) {
      pending.push(f.line);
      pendingChars += f.line.length;
      if (pendingChars > 1 << 22) {
        chunks.push(Buffer.from(pending.join(''), 'utf8'));
        pending = [];
        pendingChars = 0;
      }
    }
    if (pending.length > 0) chunks.push(Buffer.from(pending.join(''), 'utf8'));
    this.tempsMaybe = true;
    await this.dropAppender('log');
    try {
      await atomicReplace(this.fs, this.files.events, chunks);
    } catch (error) {
      this.forceReload = true;
      throw error;
    }
    // The new generation is in place: describe it without reading it back.
    v.reset();
    v.logId = logId;
    let offset = 0;
    frames.forEach((f, i) => {
      const length = Buffer.byteLength(f.line, 'utf8');
      v.lastFrame = { seq: f.seq, start: offset, length, crc: crcHex(f.evJson) };
      offset += length;
      if (f.id !== undefined) v.touched.set(f.id, f.seq);
      const u = unreadable[i - 1 - records.length];
      if (u) v.unreadable.set(u.key, { ...u, seq: f.seq, line: i + 1 });
    });
    for (const r of records) v.records.set(r.id, deepFreeze(r));
    v.seq = seq;
    v.offset = offset;
    v.size = offset;
    v.lines = frames.length;
    v.markLoaded();
    try {
      const st = await this.fs.stat(this.files.events);
      v.ino = st.ino;
      v.mtimeMs = st.mtimeMs;
    } catch {
      this.forceReload = true;
    }
    this.hooks.at?.('compaction-after-log');
    await this.ensureIndexDir();
    try {
      await this.index.rebuild(
        records.map((r) => this.docFor(r)),
        this.target(),
      );
      if (!this.index.shared) await this.index.persist();
      this.indexSuspect = false;
    } catch (error) {
      // The old index may hold the forgotten text: delete it rather than keep it.
      for (const name of this.index.fileNames) await this.fs.unlink(join(this.files.index, name)).catch(() => undefined);
      this.indexSuspect = true;
      throw error;
    }
    await this.removeOtherIndex();
    this.hooks.at?.('compaction-after-index');
    await this.removeTemps();
    return { bytesBefore, bytesAfter: offset, records: records.length, unreadable: unreadable.length, logId };
  }

  async compact(): Promise<CompactionReport> {
    return this.exclusive(() =>
      this.withLock(async () => {
        try {
          return await this.compactLocked();
        } catch (error) {
          throw storeIoError(error, 'compacting the memory store', 'The previous log is intact or wholly replaced; run `cairn repair` to finish.');
        }
      }),
    );
  }

  async repair(actor: AuditActor = DEFAULT_ACTOR): Promise<RepairReport> {
    return this.exclusive(() =>
      this.withLock(async () => {
        let auditRecovered = 0;
        let compacted = false;
        try {
          this.findingKeys.clear();
          this.findingList.length = 0;
          await this.fullLoad(true);
          this.auditIno = -1;
          await this.readAuditHeadLocked();
          if (this.auditHead.logSeq < this.view.lastAuditFrameSeq) auditRecovered = await this.recoverAudit();
          const dirty = this.findingList.some((f) => f.file === 'events.jsonl' && f.kind !== 'unreadable-record');
          if (dirty || this.view.pendingErase || this.view.logId === undefined) {
            await this.compactLocked();
            compacted = true;
          } else {
            await this.ensureIndexDir();
            await this.index.refresh();
            await this.syncIndex(true, { force: true });
            await this.removeOtherIndex();
            await this.removeTemps();
          }
        } catch (error) {
          throw storeIoError(error, 'repairing the memory store', 'The event log is unchanged or wholly replaced; run `cairn repair` again.');
        }
        const audit = await this.verifyAudit();
        if (!audit.ok && audit.firstBroken) {
          this.report({
            kind: 'audit-broken',
            file: 'audit.jsonl',
            line: audit.firstBroken.line,
            message: `audit.jsonl:${audit.firstBroken.line}: the hash chain is broken (${audit.firstBroken.reason}).`,
          });
        }
        const findings = this.findings();
        try {
          await this.appendAudit([
            {
              seq: this.view.seq,
              ev: this.actorEvent('repair', actor, { findings: findings.length, compacted, auditRecovered, unreadable: this.view.unreadable.size }),
            },
          ]);
        } catch (error) {
          throw storeIoError(error, 'writing the audit log', 'The repair itself is complete.');
        }
        return {
          findings,
          compacted,
          indexRebuilt: this.index.kind,
          auditRecovered,
          audit,
          records: this.view.records.size,
          unreadable: this.view.unreadable.size,
        };
      }),
    );
  }

  private actorEvent(event: AuditEvent['event'], actor: AuditActor, applied?: AuditEvent['applied']): AuditEvent {
    return redactAuditEvent({
      time: this.now().toISOString(),
      event,
      channel: actor.channel,
      interactive: actor.interactive,
      ...(actor.client !== undefined ? { client: actor.client.slice(0, 200) } : {}),
      ...(actor.signer !== undefined ? { signer: actor.signer.slice(0, 200) } : {}),
      ...(applied ? { applied } : {}),
    });
  }

  async wipe(actor: AuditActor = DEFAULT_ACTOR): Promise<void> {
    return this.exclusive(() =>
      this.withLock(async () => {
        const count = this.view.records.size + this.view.unreadable.size;
        try {
          this.view.records.clear();
          this.view.unreadable.clear();
          await this.compactLocked();
          await this.appendAudit([{ seq: this.view.seq, ev: this.actorEvent('wipe', actor, { records: count }) }]);
        } catch (error) {
          this.forceReload = true;
          throw storeIoError(error, 'wiping the project memory', 'Run `cairn wipe` again, or `cairn repair`.');
        }
      }),
    );
  }

  /** Internal (relink): rewrites every record for the new project path and updates project.json. */
  async relinkTo(meta: ProjectMeta, actor: AuditActor, fromKey: string): Promise<void> {
    return this.exclusive(() =>
      this.withLock(async () => {
        try {
          await this.compactLocked((r) => ({ ...r, projectKey: meta.key, projectPath: meta.path }));
          await atomicReplace(this.fs, this.files.project, Buffer.from(`${JSON.stringify(meta, null, 2)}\n`, 'utf8'));
          await this.appendAudit([{ seq: this.view.seq, ev: this.actorEvent('relink', actor, { from: fromKey, to: meta.key }) }]);
        } catch (error) {
          this.forceReload = true;
          throw storeIoError(error, 'relinking the project memory', 'Run `cairn init --relink` again.');
        }
      }),
    );
  }

  // ---------------------------------------------------------------- reads

  async get(id: string): Promise<MemoryRecord | undefined> {
    await this.refreshForRead();
    const r = this.view.records.get(id);
    return r ? clone(r) : undefined;
  }

  async list(filter?: ListFilter): Promise<MemoryRecord[]> {
    await this.refreshForRead();
    return [...this.view.records.values()]
      .filter((r) => matchesFilter(r, filter))
      .sort(compareRecords)
      .map(clone);
  }

  /**
   * Candidates for `tokens` with core's statistics: each candidate's `termFrequency` holds the
   * counts of the query tokens it contains (what BM25 reads), `length` its token count. The index answers for the frames it has
   * applied; frames it has not (another process's commit in flight, a crash before the index
   * update) are overlaid from the log, so the answer always equals the log's. When the index
   * belongs to another generation or disagrees, the log is searched directly.
   */
  async search(tokens: readonly string[]): Promise<SearchCandidates> {
    await this.refreshForRead();
    const wanted = [...new Set(tokens)];
    for (let attempt = 0; attempt < 2; attempt++) {
      const v = this.view;
      if (this.indexSuspect) break;
      const read = await this.index.read(wanted, (pos) => (pos.logId === v.logId && pos.tokenizer === TOKENIZER ? v.touchedAfter(pos.lastSeq) : []));
      if (!read || read.position.logId !== v.logId || read.position.tokenizer !== TOKENIZER) break;
      if (read.position.lastSeq > v.seq) {
        // Another process committed after we read the log: read it again.
        await this.refreshForRead();
        continue;
      }
      const overlay = new Set(v.touchedAfter(read.position.lastSeq));
      let documents = read.documents;
      let total = read.totalLength;
      const candidates: SearchCandidate[] = [];
      for (const id of overlay) {
        const indexed = read.lengths.get(id);
        if (indexed !== undefined) {
          documents--;
          total -= indexed;
        }
        const r = v.records.get(id);
        if (!r) continue;
        const doc = this.docFor(r);
        documents++;
        total += doc.length;
        const termFrequency = queryCounts(doc.termFrequency, wanted);
        if (termFrequency) candidates.push({ record: r, termFrequency, length: doc.length });
      }
      let drift = documents !== v.records.size;
      for (const hit of read.hits) {
        if (drift) break;
        if (overlay.has(hit.id)) continue;
        const r = v.records.get(hit.id);
        if (!r) drift = true;
        else candidates.push({ record: r, termFrequency: hit.termFrequency, length: hit.length });
      }
      if (drift) {
        this.indexSuspect = true;
        this.warn('the search index disagrees with the event log; searching the log directly until the next write rebuilds it');
        break;
      }
      v.pruneRecent(read.position.lastSeq);
      return { documents, averageLength: documents === 0 ? 0 : total / documents, documentFrequency: documentFrequency(candidates, wanted), candidates };
    }
    return this.searchLog(wanted);
  }

  /**
   * Ranks with core's recall index over the replayed records — the log itself, so the answer
   * never depends on the persisted search index. The index is built on first use and then
   * kept in step with the ids the view reports changed; a reload of the view rebuilds it.
   */
  private async rankWithIndex(request: RankRequest): Promise<Ranked[]> {
    await this.refreshForRead();
    const v = this.view;
    let held = this.recallIndex;
    if (!held || held.generation !== v.generation) {
      v.drainChanges();
      const index = new RecallIndex();
      for (const r of v.records.values()) index.set(r, this.docFor(r));
      held = this.recallIndex = { index, generation: v.generation };
    } else {
      for (const id of v.drainChanges()) {
        const r = v.records.get(id);
        if (r) held.index.set(r, this.docFor(r));
        else held.index.delete(id);
      }
    }
    return held.index.rank(request);
  }

  /** Searches the replayed records directly (when the index cannot be trusted). */
  private searchLog(wanted: readonly string[]): SearchCandidates {
    let total = 0;
    const candidates: SearchCandidate[] = [];
    for (const r of this.view.records.values()) {
      const doc = this.docFor(r);
      total += doc.length;
      const termFrequency = queryCounts(doc.termFrequency, wanted);
      if (termFrequency) candidates.push({ record: r, termFrequency, length: doc.length });
    }
    const n = this.view.records.size;
    return { documents: n, averageLength: n === 0 ? 0 : total / n, documentFrequency: documentFrequency(candidates, wanted), candidates };
  }

  // ---------------------------------------------------------------- audit and stats

  async verifyAudit(): Promise<AuditVerification> {
    try {
      return verifyAuditBytes(await this.fs.readFile(this.files.audit));
    } catch (error) {
      if (hasCode(error, 'ENOENT')) return { ok: true, lines: 0 };
      throw storeIoError(error, 'reading the audit log', 'Nothing was changed.');
    }
  }

  async readAudit(): Promise<AuditLine[]> {
    try {
      return parseAuditBytes(await this.fs.readFile(this.files.audit)).lines.filter((l): l is AuditLine => l !== undefined);
    } catch (error) {
      if (hasCode(error, 'ENOENT')) return [];
      throw storeIoError(error, 'reading the audit log', 'Nothing was changed.');
    }
  }

  async stats(): Promise<StoreStats> {
    await this.refreshForRead();
    const v = this.view;
    const versions: Record<string, number> = {};
    for (const r of v.records.values()) {
      const from = String(v.migratedFrom.get(r.id) ?? r.schemaVersion);
      versions[from] = (versions[from] ?? 0) + 1;
    }
    for (const u of v.unreadable.values()) {
      const sv = typeof u.raw.schemaVersion === 'number' ? String(u.raw.schemaVersion) : 'unknown';
      versions[sv] = (versions[sv] ?? 0) + 1;
    }
    const pos = (await this.index.state().catch(() => undefined))?.position;
    const usable = pos !== undefined && pos.logId === v.logId && pos.tokenizer === TOKENIZER && pos.lastSeq <= v.seq && !this.indexSuspect;
    let auditBytes = 0;
    try {
      auditBytes = (await this.fs.stat(this.files.audit)).size;
    } catch {
      auditBytes = 0;
    }
    return {
      project: { ...this.project },
      records: v.records.size,
      unreadable: [...v.unreadable.values()].map((u) => ({ key: u.key, reason: u.reason, line: u.line })),
      schemaVersions: versions,
      log: { bytes: v.offset, lastSeq: v.seq, logId: v.logId, lines: v.lines },
      audit: { lastSeq: this.auditHead.seq, bytes: auditBytes },
      index: { kind: this.index.kind, lastSeq: pos?.lastSeq, lag: usable && pos ? v.seq - pos.lastSeq : undefined, usable },
      lockHeld: await lockHeld(this.dir, this.files.lock, this.staleMs),
      permissions: await checkPermissions(this.fs, this.home, this.dir),
      findings: this.findings(),
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    while (this.draining) await this.draining;
    const lagging = this.index.shared
      ? ((await this.index.state().catch(() => undefined))?.position.lastSeq ?? -1) < this.view.seq
      : this.index.unpersisted() > 0;
    if (!this.readOnly && lagging) {
      // Leave the index current if the lock is free soon; it is derived, so skipping is safe.
      await this.exclusive(() =>
        this.withLock(async () => {
          await this.syncIndex(true);
          if (!this.index.shared && this.index.unpersisted() > 0) await this.index.persist();
        }, 2_000),
      ).catch(() => undefined);
      while (this.draining) await this.draining;
    }
    this.closed = true;
    await this.dropAppender('log');
    await this.dropAppender('audit');
    await this.locks.close();
    await this.index.close();
  }
}

/** Checks folders 0700 and files 0600 below the project folder (and the home's own mode). */
async function checkPermissions(fs: Fsio, home: string, dir: string): Promise<{ ok: boolean; problems: string[] }> {
  const problems: string[] = [];
  const uid = process.getuid?.();
  const check = async (path: string, isDir: boolean): Promise<void> => {
    try {
      const st = await fs.lstat(path);
      const mode = st.mode & 0o777;
      if (isDir ? (mode & 0o077) !== 0 : (mode & 0o177) !== 0)
        problems.push(`${path} has mode ${mode.toString(8)}; expected ${isDir ? '700' : '600'} (run \`chmod ${isDir ? '700' : '600'} ${path}\`)`);
      if (uid !== undefined && st.uid !== uid) problems.push(`${path} belongs to user ${st.uid}, not to you (${uid})`);
    } catch (error) {
      if (!hasCode(error, 'ENOENT')) problems.push(`${path}: ${(error as { code?: string }).code ?? 'unreadable'}`);
    }
  };
  const files = projectFiles(dir);
  await check(home, true);
  await check(join(home, 'projects'), true);
  await check(dir, true);
  for (const f of [files.project, files.events, files.audit, files.lockOwner]) await check(f, false);
  await check(files.index, true);
  try {
    for (const name of await fs.readdir(files.index)) {
      const p = join(files.index, name);
      await check(p, (await fs.lstat(p)).isDirectory);
    }
  } catch {
    // no index folder yet
  }
  return { ok: problems.length === 0, problems };
}
