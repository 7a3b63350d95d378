import type { Kind } from '../schema/request.js';
import type { AuditEvent, Flag, MemoryRecord, Status } from '../schema/record.js';
import type { Origin } from '../policy/policy.js';
import type { RankRequest } from '../recall/RankRequest.js';
import type { Ranked } from '../recall/topK.js';
import type { DigestSource } from '../digest/renderDigest.js';

/** Filter for {@link MemoryStore.list}; every given field must match. */
export interface ListFilter {
  status?: Status | readonly Status[];
  origin?: Origin | readonly Origin[];
  kind?: Kind | readonly Kind[];
  /** Records carrying this flag. */
  flag?: Flag;
  /**
   * Records with at least one evidence item from this source: a file matches all its line
   * ranges, a reference with lines matches the evidence inside them (`fromSource`).
   */
  source?: string;
}

/** One page of a listing: skip `offset` records (≥ 0), then at most `limit` (≥ 1; all when absent). */
export interface ListPage {
  offset: number;
  limit?: number;
}

/** A candidate returned by {@link MemoryStore.search}, with the statistics BM25 needs. */
export interface SearchCandidate {
  /** The record, read-only: a store may hand out its own (frozen) copy to avoid a clone per candidate. */
  record: Readonly<MemoryRecord>;
  /** Occurrences of each query token in the record's indexed text (core's tokenizer output). */
  termFrequency: Readonly<Record<string, number>>;
  /** Number of tokens in the record's indexed text. */
  length: number;
}

/** What a store hands back for a search: candidates plus corpus statistics. */
export interface SearchCandidates {
  /** Records in the project (any status) — BM25's N. */
  documents: number;
  /** Mean token count of indexed records — BM25's avgdl. */
  averageLength: number;
  /** Records whose indexed text holds each query token — BM25's df, keyed by token. */
  documentFrequency: Readonly<Record<string, number>>;
  /**
   * Every record whose indexed tokens contain at least one query token, each once, in no
   * particular order (core ranks them; ties break on `createdAt`, then id).
   */
  candidates: readonly SearchCandidate[];
}

/**
 * Reads and writes inside one transaction. Reads see the store as of the transaction's
 * start plus the transaction's own writes.
 */
export interface StoreTransaction {
  get(id: string): Promise<MemoryRecord | undefined>;
  /** The record of this kind whose {@link textKey} equals `key`, if any (sighting lookup). */
  findByTextKey(kind: Kind, key: string): Promise<MemoryRecord | undefined>;
  list(filter?: ListFilter): Promise<MemoryRecord[]>;
  /** Inserts or replaces a whole record. */
  put(record: MemoryRecord): void;
  /** Removes a record and every copy of its text (DESIGN.md §3 `forget`). */
  remove(id: string): void;
  /** Appends an audit line, durable before the transaction resolves. */
  audit(event: AuditEvent): void;
}

/**
 * The asynchronous store contract every backend implements (in-memory, file, later a
 * database). One store instance serves one project. Core holds no I/O; stores do.
 * Every implementation must pass `runStoreContract` from `@cairn/core/testing`.
 *
 * Errors: implementations throw `CoreError` with `STORE_LOCKED` (lock timeout),
 * `STORE_IO` (a failed or refused write; nothing half-applied), `STORE_CORRUPT`.
 */
export interface MemoryStore {
  /**
   * The project this store serves: key (12 hex of sha256(realpath)) and canonical path; and,
   * for a project that moved, the relinks stored beside it (unchecked: a reader verifies them
   * with `projectKeys` before accepting any act signed for an old key).
   */
  readonly project: { key: string; path: string; relinks?: readonly unknown[] };
  /**
   * Runs `fn` under the store's write lock with a view that includes every other writer's
   * committed work; commits its writes (records, then audit) atomically and durably when `fn`
   * resolves, and discards them if it throws.
   */
  transact<T>(fn: (tx: StoreTransaction) => Promise<T>): Promise<T>;
  get(id: string): Promise<MemoryRecord | undefined>;
  list(filter?: ListFilter): Promise<MemoryRecord[]>;
  /**
   * Optional: one page of `list(filter)` — the same records in the same order, `offset` skipped,
   * at most `limit` — and how many match in all (`total`). A checking reader (`withSignedReads`)
   * implements it so a page checks only what it can return; without it, callers slice `list`.
   */
  listPage?(filter: ListFilter, page: ListPage): Promise<{ records: MemoryRecord[]; total: number }>;
  /** Candidate retrieval over core's tokenizer output; ranking stays in core. */
  search(tokens: readonly string[]): Promise<SearchCandidates>;
  /**
   * Optional fast path for a store that keeps core's `RecallIndex` current: the best
   * records for a query, ranked by that index (`RecallIndex.rank`). `recall` uses it when
   * present instead of scoring every candidate of {@link search}; the answer must be exactly
   * core's ranking of `search`'s candidates (`runStoreContract` checks both paths agree).
   */
  rank?(request: RankRequest): Promise<readonly Ranked[]>;
  /**
   * Optional fast path for the digest (the host-hooks issue: SessionStart at 10k memories):
   * runs `fn` inside one consistent read over every record's id, creation time and ranking
   * facts, with a loader that reads one record (a copy the caller may keep), so core's
   * `renderDigestFrom` reads only the records it renders. Without it, the digest lists every record.
   */
  readDigest?<T>(fn: (source: DigestSource) => T): Promise<T>;
  /** Releases handles. Idempotent. */
  close(): Promise<void>;
}
