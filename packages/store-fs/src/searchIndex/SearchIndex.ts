/**
 * The derived, persisted, pluggable search index (DESIGN.md §6). Both implementations index
 * the output of core's one tokenizer — `tokenize(indexableText(record))` — and hand back the
 * statistics BM25 needs, so the file store ranks exactly like the in-memory store. Ranking
 * itself stays in core.
 *
 * An index records the log position it reflects (`logId` of the log generation and the last
 * frame `seq` applied); the store catches it up from the log, or rebuilds it, so it can never
 * silently drift. Deleting it loses nothing.
 */

/** Which implementation: SQLite FTS5 (better-sqlite3) or the pure-JS inverted index. */
export type IndexKind = 'sqlite' | 'js';

/** The log position an index reflects. */
export interface IndexPosition {
  /** The log generation (see `BeginEvent.logId`). */
  logId: string;
  /** The last event-log frame applied. */
  lastSeq: number;
  /** Fingerprint of core's tokenizer the index was built with; a change forces a rebuild. */
  tokenizer: string;
}

/** What an index reports about itself. */
export interface IndexState {
  position: IndexPosition;
  /** Documents in the index. */
  documents: number;
}

/** One record as the index sees it: core's term statistics of its indexable text. */
export interface IndexDoc {
  id: string;
  termFrequency: Readonly<Record<string, number>>;
  /** Number of tokens. */
  length: number;
}

/** One consistent read of the index. */
export interface IndexRead {
  position: IndexPosition;
  /**
   * Documents holding at least one query token, with the counts of the QUERY tokens only
   * (all BM25 reads); their objects belong to the caller.
   */
  hits: IndexDoc[];
  /** Documents in the index. */
  documents: number;
  /** Sum of document lengths (tokens). */
  totalLength: number;
  /** Lengths of the requested overlay ids that are in the index. */
  lengths: Map<string, number>;
}

/** The contract both index implementations fulfil. */
export interface SearchIndex {
  readonly kind: IndexKind;
  /**
   * True for an index that lives on disk and is shared by processes (SQLite): change it only
   * while holding the store's write lock. False for a per-process in-memory index (JS) that
   * any process may update in memory and that is written to disk by {@link persist}.
   */
  readonly shared: boolean;
  /** File names (inside the index folder) this implementation owns. */
  readonly fileNames: readonly string[];
  /**
   * Re-checks the file on disk (one stat): reopens it when another process replaced it by a
   * rebuild, or forgets it when it was deleted. Call before a group of reads or an apply.
   */
  refresh(): Promise<void>;
  /** The position the index reflects and its document count; undefined when missing or unreadable. */
  state(): Promise<IndexState | undefined>;
  /**
   * A consistent read: the position, the documents matching any of `tokens`, corpus totals,
   * and the stored lengths of the ids `overlayFor(position)` names (for the store's overlay of
   * frames the index has not applied yet). Undefined when the index is unusable.
   */
  read(tokens: readonly string[], overlayFor: (position: IndexPosition) => readonly string[]): Promise<IndexRead | undefined>;
  /**
   * Applies changes; the index must be at `from` (else it throws and the store rebuilds).
   *
   * @returns the document count afterwards
   */
  apply(upserts: readonly IndexDoc[], removes: readonly string[], from: IndexPosition, to: IndexPosition): Promise<number>;
  /** Replaces the whole content. Shared: a fresh file built beside and renamed over. */
  rebuild(docs: Iterable<IndexDoc>, to: IndexPosition): Promise<void>;
  /** Writes an in-memory index to disk (temp file + rename). No-op for shared indexes. */
  persist(): Promise<void>;
  /** Frames applied since the last persist (0 for shared indexes). */
  unpersisted(): number;
  /** Releases handles. */
  close(): Promise<void>;
}

/** True when two positions are the same log generation, frame and tokenizer. */
export function samePosition(a: IndexPosition, b: IndexPosition): boolean {
  return a.logId === b.logId && a.lastSeq === b.lastSeq && a.tokenizer === b.tokenizer;
}
