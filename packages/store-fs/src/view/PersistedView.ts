/**
 * The persisted materialised view (DESIGN.md §6 "No replay on open"): the records, the facts
 * ranking reads and the postings recall needs, derived from the event log and stamped with
 * the log position they reflect. A process opens it, checks that stamp against the log, and
 * reads only the frames appended since (the log's tail, see `logTail.ts`). It is derived:
 * deleting it loses nothing, and one that disagrees with the log is rebuilt, never trusted.
 *
 * Two implementations: SQLite (records and facts in tables beside an FTS5 index, shared by
 * every process and changed only under the store's write lock) and a pure-JS one (in memory
 * per process, persisted as one snapshot file) for hosts where better-sqlite3 does not load.
 */
import type { IndexedFacts, Kind, MemoryRecord, RankingFacts } from '@cairn/core';
import type { FrameMark } from '../logTail.js';

/** Which implementation: SQLite (better-sqlite3, FTS5) or the pure-JS one. */
export type IndexKind = 'sqlite' | 'js';

/** The log position a view reflects. */
export interface ViewPosition {
  /** The log generation (see `BeginEvent.logId`). */
  logId: string;
  /** The last event-log frame applied (0: none). */
  lastSeq: number;
  /** Byte offset just after that frame. */
  offset: number;
  /** Complete lines up to `offset`. */
  lines: number;
  /** Where that frame is and its checksum, to check the log still holds it. */
  mark: FrameMark | undefined;
  /** Fingerprint of core's tokenizer and ranking rules the view was built with; a change forces a rebuild. */
  rules: string;
  /** The last applied frame that carried audit events. */
  lastAuditFrameSeq: number;
  /** A removed record's text is still in the log: compaction owed. */
  pendingErase: boolean;
  /** The audit chain's head when the view was written (to tell when its last lines go missing). */
  audit?: { seq: number; hash: string };
  /** Bad lines of this log generation before `offset` (reported again on every open until repaired). */
  findings?: Array<{ kind: string; file: string; line?: number; seq?: number; message: string }>;
  /**
   * The records the frames after `changed.since` (up to `lastSeq`) put or removed, each with the
   * last such frame: what lets a reader say which records changed after an earlier frame without
   * reading them (the host digest's count of candidates, issue #21). Absent: nothing is known
   * before `lastSeq` (a rebuilt view). At most {@link VIEW_CHANGES_KEPT} ids, the oldest dropped
   * first (`since` then moves up to the last frame dropped).
   */
  changed?: ViewChanges;
}

/** See {@link ViewPosition.changed}. */
export interface ViewChanges {
  /** The frame the list starts after (0 ≤ since ≤ the position's `lastSeq`). */
  since: number;
  /** id (or unreadable key) → the last frame after `since` that put or removed it (> since). */
  ids: Record<string, number>;
}

/**
 * The most ids {@link ViewPosition.changed} keeps: about 56 KB in the view's position, parsed at
 * each open (≈ 1–3 ms). A person's snapshot older than the ids kept makes a reader read every
 * record (as with no snapshot); a person's acts are meant to come more often than agents change
 * 2,048 records.
 */
export const VIEW_CHANGES_KEPT = 2_048;

/**
 * `previous`'s changes with `tail` (the ids the frames after `previous.lastSeq` put or removed,
 * with their frames) added, for the position the view moves to; bounded by
 * {@link VIEW_CHANGES_KEPT}.
 */
export function nextChanges(previous: ViewPosition | undefined, tail: Iterable<readonly [string, number]>): ViewChanges | undefined {
  if (previous === undefined) return undefined;
  const ids: Record<string, number> = { ...(previous.changed?.ids ?? {}) };
  let since = previous.changed?.since ?? previous.lastSeq;
  for (const [id, seq] of tail) ids[id] = seq;
  const entries = Object.entries(ids);
  if (entries.length > VIEW_CHANGES_KEPT) {
    entries.sort((a, b) => a[1] - b[1]);
    const dropped = entries.splice(0, entries.length - VIEW_CHANGES_KEPT);
    since = Math.max(since, ...dropped.map((e) => e[1]));
    // Ids of the frame `since` ends at are dropped with it: a frame is known whole or not at all.
    return { since, ids: Object.fromEntries(entries.filter((e) => e[1] > since)) };
  }
  return { since, ids };
}

/** A record kept in its raw form because it cannot be migrated or validated (DESIGN.md §3). */
export interface UnreadableRecord {
  /** The record id, or `seq:<n>:<i>` when it has none. */
  key: string;
  raw: Record<string, unknown>;
  reason: string;
  seq: number;
  line: number;
}

/** A record as the view holds it. */
export interface StoredRecord {
  /** Frozen. */
  record: MemoryRecord;
  /** The schema version it was stored with, when older than the current one. */
  fromVersion?: number;
}

/** One record as the store hands it to the view: the record and what is derived from it. */
export interface ViewDoc extends StoredRecord {
  id: string;
  /** Core's term statistics of `indexableText(record)`. */
  termFrequency: Readonly<Record<string, number>>;
  length: number;
  /** `rankingFacts(record)`. */
  facts: RankingFacts;
  /** `textKey(record.text)`. */
  textKey: string;
}

/** One document holding a query token: what ranking reads (core's `RankRow`). */
export interface ViewHit {
  id: string;
  createdAt: string;
  length: number;
  /** Counts of the query tokens it holds. */
  termFrequency: Record<string, number>;
  facts: RankingFacts;
}

/** What changes when the view moves from one position to the next. */
export interface ViewChange {
  upserts: readonly ViewDoc[];
  /** Ids whose record (or unreadable entry) goes away. */
  removes: readonly string[];
  unreadable: readonly UnreadableRecord[];
}

/** One consistent read of the view (one SQLite read transaction). */
export interface ViewReader {
  position: ViewPosition;
  /** Records in the view. */
  documents: number;
  /** Sum of their token counts. */
  totalLength: number;
  get(id: string): StoredRecord | undefined;
  /** The indexed length of a record, if the view holds it. */
  lengthOf(id: string): number | undefined;
  /** True when the view holds a record or an unreadable entry under this id. */
  has(id: string): boolean;
  idsByTextKey(kind: Kind, key: string): string[];
  /** Every record, in no particular order. */
  records(): Iterable<StoredRecord>;
  /**
   * The records of `ids` the view holds, in no particular order, each parsed afresh (not shared:
   * the caller may keep or change it), read in one pass rather than one lookup each (a reader
   * of most of the store: the digest's count of candidates, issue #21).
   */
  pick(ids: ReadonlySet<string>): Iterable<MemoryRecord>;
  /** Every record's JSON (as stored, unparsed), ordered by creation time then id (core's `compareRecords`). */
  recordJson(): Iterable<{ id: string; createdAt: string; json: string }>;
  unreadable(): UnreadableRecord[];
  /** Documents holding any of `tokens`, with the facts ranking reads. */
  hits(tokens: readonly string[]): ViewHit[];
  /** Every document with all its term counts and facts, no record (to build an in-memory recall index). */
  indexDocs(): Iterable<ViewHit>;
  /**
   * Every document, as {@link indexDocs}, handed to `into` with its term counts as two parallel
   * lists (`tokens[i]` occurs `counts[i]` times, for i < `count`) that the next call reuses:
   * no object per document (issue #20: building the MCP server's recall index at 100k from
   * term-count objects left ≈ 60–70 MB of peak heap resident). Optional: a view without it is
   * read with {@link indexDocs}.
   */
  indexTerms?(into: (doc: IndexedFacts, length: number, tokens: readonly string[], counts: ArrayLike<number>, count: number) => void): void;
  /** Every document's id, creation time and facts, no record and no counts (the digest's entries). */
  facts(): Iterable<{ id: string; createdAt: string; facts: RankingFacts }>;
}

/** What a view reports about itself without a read. */
export interface ViewState {
  position: ViewPosition;
  documents: number;
}

/** The contract both view implementations fulfil. */
export interface PersistedView {
  readonly kind: IndexKind;
  /**
   * True for a view on disk shared by processes (SQLite): change it only under the store's
   * write lock. False for a per-process view (JS), changed in memory at any time and written
   * to disk by {@link persist} under the lock.
   */
  readonly shared: boolean;
  /** File names (inside the view folder) this implementation owns. */
  readonly fileNames: readonly string[];
  /** Re-checks the file (one stat): reopens it when another process replaced it. */
  refresh(): Promise<void>;
  /** The position and record count; undefined when missing or unreadable. */
  state(): ViewState | undefined;
  /** Runs `fn` inside one consistent read; undefined when the view is unusable. */
  read<T>(fn: (reader: ViewReader) => T): T | undefined;
  /**
   * Moves the view from `from` to `to`; it must be at `from` (else it throws and the store
   * rebuilds it).
   *
   * @returns the record count afterwards
   */
  apply(change: ViewChange, from: ViewPosition, to: ViewPosition): number;
  /**
   * Writes the view anew at `to` after the log was compacted (a forget, a compaction): its
   * records as at `from` minus `change.removes` and the ids of `change.upserts`, plus
   * `change.upserts`, with exactly `unreadable` as the unreadable records. No record keeps a
   * `fromVersion` (the compacted log holds every record in the current schema). Shared: a
   * fresh file built beside (rows copied, postings rebuilt from the stored counts, nothing
   * tokenized again) and renamed over, so a removed record survives in no page, segment or
   * journal. Per-process: changed in memory (the caller persists it).
   *
   * @throws when the view is not at `from` (the store then rebuilds it from the new log)
   */
  rewrite(change: Omit<ViewChange, 'unreadable'>, unreadable: readonly UnreadableRecord[], from: ViewPosition, to: ViewPosition): Promise<void>;
  /** Replaces the whole content. Shared: a fresh file built beside and renamed over. */
  rebuild(docs: Iterable<ViewDoc>, unreadable: readonly UnreadableRecord[], to: ViewPosition): Promise<void>;
  /** Writes a per-process view to disk (temp file + rename). No-op for shared views. */
  persist(): Promise<void>;
  /** Frames applied since the last persist (0 for shared views). */
  unpersisted(): number;
  /** Releases handles. */
  close(): Promise<void>;
}

/** True when two positions are the same log generation, frame and rules. */
export function samePosition(a: ViewPosition, b: ViewPosition): boolean {
  return a.logId === b.logId && a.lastSeq === b.lastSeq && a.rules === b.rules && a.offset === b.offset;
}
