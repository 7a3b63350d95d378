import { deepFreeze, type MemoryRecord } from '@cairn/core';
import type { FrameScan, LogOp, ScannedFrame } from './frame.js';
import { type MigrationTable, migrateRecord } from './migrations.js';
import type { StoredRecord, UnreadableRecord } from './view/PersistedView.js';

/** Kinds of things the store noticed while reading or repairing. */
export type FindingKind =
  | 'torn-tail'
  | 'malformed-line'
  | 'sequence-gap'
  | 'duplicate-sequence'
  | 'unreadable-record'
  | 'missing-begin'
  | 'index-rebuilt'
  | 'audit-recovered'
  | 'audit-broken'
  | 'audit-missing'
  | 'log-cut'
  | 'quarantined'
  | 'temp-removed'
  | 'erase-pending';

/** One thing the store noticed; `message` names the file and line, never memory text. */
export interface Finding {
  kind: FindingKind;
  /** File name inside the project folder, e.g. `events.jsonl`. */
  file: string;
  line?: number;
  seq?: number;
  id?: string;
  message: string;
}

/** Where a frame is in the file (to verify it on the next incremental read). */
export interface FrameMark {
  seq: number;
  start: number;
  length: number;
  crc: string;
}

/**
 * What the tail says about one id: its record as of the frame `seq`, or that it cannot be
 * read (`unreadable`), or that it was removed (neither).
 */
export interface TailEntry {
  seq: number;
  record?: MemoryRecord;
  fromVersion?: number;
  unreadable?: UnreadableRecord;
}

/** What the view holds, as the tail needs to know it while applying frames. */
export interface TailBase {
  /** True when the view holds a record or an unreadable entry under this id. */
  has(id: string): boolean;
  /** The view's record under this id (what a `set` op applies to when the tail has no word on it). */
  get(id: string): StoredRecord | undefined;
}

/**
 * The event log read from a persisted view's position to its end (DESIGN.md §6 "No replay on
 * open"): the read position in the file, and what the frames after the view's position did to
 * each id. Reads look here first and in the view for everything else; a writer folds these
 * entries into the view under the lock. With no view (a rebuild, a repair) it is the whole log
 * replayed.
 */
export class LogTail {
  logId: string | undefined;
  ino = -1;
  size = 0;
  mtimeMs = 0;
  /** Bytes consumed (end of the last complete line). */
  offset = 0;
  /** Last applied frame seq (0 = none). */
  seq = 0;
  /** Complete lines consumed. */
  lines = 0;
  lastFrame: FrameMark | undefined;
  /** Seq of the last applied frame that carried audit events. */
  lastAuditFrameSeq = 0;
  /** A remove of a record whose text is still in this log: compaction owed. */
  pendingErase = false;
  /** The view position the entries sit on (their seqs are above it). */
  baseSeq = 0;
  /** True after a full replay, until the view takes the entries ({@link prune}): the tail alone is the store. */
  complete = true;
  /** id (or unreadable key) → what the frames after the base did to it. */
  readonly entries = new Map<string, TailEntry>();
  /** Ids removed since the last compaction (to scrub the quarantine file too). */
  readonly erased = new Set<string>();
  /** Bumped by {@link reset}: a consumer of {@link drainChanges} must start over. */
  generation = 0;
  /** Ids put or removed since the last {@link drainChanges}; undefined when nobody reads them. */
  private changes: Set<string> | undefined;

  /**
   * @param migrations - schema migration steps for records read from the log
   * @param trackChanges - keep the ids of changed records for {@link drainChanges}
   */
  constructor(
    private readonly migrations: MigrationTable | undefined,
    trackChanges = false,
  ) {
    if (trackChanges) this.changes = new Set();
  }

  /** Forgets everything and sits on `base` (the view's position, or nothing for a full replay). */
  reset(base?: {
    logId: string;
    lastSeq: number;
    offset: number;
    lines: number;
    mark: FrameMark | undefined;
    lastAuditFrameSeq: number;
    pendingErase: boolean;
  }): void {
    this.generation++;
    this.changes?.clear();
    this.entries.clear();
    this.complete = base === undefined;
    this.ino = -1;
    this.size = 0;
    this.mtimeMs = 0;
    this.logId = base?.logId;
    this.offset = base?.offset ?? 0;
    this.seq = base?.lastSeq ?? 0;
    this.baseSeq = this.seq;
    this.lines = base?.lines ?? 0;
    this.lastFrame = base?.mark;
    this.lastAuditFrameSeq = base?.lastAuditFrameSeq ?? 0;
    this.pendingErase = base?.pendingErase ?? false;
  }

  /** The ids put or removed since the last call (for an in-memory index kept in step). */
  drainChanges(): Set<string> {
    const out = this.changes ?? new Set<string>();
    if (this.changes) this.changes = new Set();
    return out;
  }

  /** Forgets entries at or below `seq` (the view has applied them). */
  prune(seq: number): void {
    if (seq >= this.seq) this.complete = false;
    if (seq <= this.baseSeq) return;
    for (const [id, e] of this.entries) if (e.seq <= seq) this.entries.delete(id);
    this.baseSeq = Math.min(seq, this.seq);
  }

  /** Records put in the tail (not removed, not unreadable). */
  *records(): IterableIterator<MemoryRecord> {
    for (const e of this.entries.values()) if (e.record) yield e.record;
  }

  private setRecord(record: MemoryRecord, seq: number, fromVersion?: number): void {
    // Frozen: search hands records out without a copy per candidate.
    this.entries.set(record.id, { seq, record: deepFreeze(record), ...(fromVersion !== undefined ? { fromVersion } : {}) });
    this.changes?.add(record.id);
  }

  private removeRecord(id: string, seq: number, base: TailBase): void {
    const had = this.entries.get(id);
    const existed = had ? had.record !== undefined || had.unreadable !== undefined : base.has(id);
    if (existed) {
      this.pendingErase = true;
      this.erased.add(id);
    }
    this.entries.set(id, { seq });
    this.changes?.add(id);
  }

  /**
   * Applies one transaction's ops. `prepared` holds records already migrated by the writer
   * (so the writing process ends in exactly the state a replay produces).
   *
   * @returns the ids of `set` ops not applied: no record under the id (or the result fails
   *   the schema); the caller reports them
   */
  applyOps(ops: readonly LogOp[], seq: number, line: number, base: TailBase, prepared?: ReadonlyMap<string, MemoryRecord>): string[] {
    const orphans: string[] = [];
    ops.forEach((op, i) => {
      if (op.op === 'remove') {
        this.removeRecord(op.id, seq, base);
        return;
      }
      if (op.op === 'set') {
        const ready = prepared?.get(op.id);
        if (ready) {
          this.setRecord(ready, seq);
          return;
        }
        // The record as of the frame before: the tail's word, else the view's.
        const had = this.entries.get(op.id);
        const current = had ? (had.record ? { record: had.record, fromVersion: had.fromVersion } : undefined) : base.get(op.id);
        const outcome = current ? migrateRecord({ ...current.record, ...op.set } as unknown as Record<string, unknown>, this.migrations) : undefined;
        if (!current || !outcome?.ok) {
          orphans.push(op.id);
          return;
        }
        this.setRecord(outcome.record, seq, current.fromVersion);
        return;
      }
      const id = typeof op.record.id === 'string' ? op.record.id : undefined;
      const ready = id !== undefined ? prepared?.get(id) : undefined;
      if (ready) {
        this.setRecord(ready, seq);
        return;
      }
      const outcome = migrateRecord(op.record, this.migrations);
      if (outcome.ok) {
        this.setRecord(outcome.record, seq, outcome.fromVersion !== outcome.record.schemaVersion ? outcome.fromVersion : undefined);
        return;
      }
      const key = id ?? `seq:${seq}:${i}`;
      this.entries.set(key, { seq, unreadable: { key, raw: op.record, reason: outcome.reason, seq, line } });
      if (id !== undefined) this.changes?.add(id);
    });
    return orphans;
  }

  /** Notes a frame as applied (position and audit bookkeeping). */
  noteFrame(frame: { seq: number; start: number; length: number; crc: string }, audited: boolean): void {
    if (audited) this.lastAuditFrameSeq = frame.seq;
    this.seq = frame.seq;
    this.lastFrame = { seq: frame.seq, start: frame.start, length: frame.length, crc: frame.crc };
  }

  /**
   * Applies scanned frames with the sequence check: a frame whose seq is not above the last
   * one is a duplicate or an interleaving and is NOT applied; a jump is a gap (applied, since
   * its content is intact, and reported). Both are reported, never silently merged.
   */
  applyFrames(frames: readonly ScannedFrame[], file: string, base: TailBase): Finding[] {
    const findings: Finding[] = [];
    for (const frame of frames) {
      if (this.seq > 0 && frame.seq <= this.seq) {
        findings.push({
          kind: 'duplicate-sequence',
          file,
          line: frame.line,
          seq: frame.seq,
          message: `${file}:${frame.line}: frame ${frame.seq} repeats or goes back from ${this.seq} — two writers appended at once (a lock was taken over); it was not applied. \`cairn repair\` removes it.`,
        });
        continue;
      }
      if (this.seq > 0 && frame.seq > this.seq + 1) {
        findings.push({
          kind: 'sequence-gap',
          file,
          line: frame.line,
          seq: frame.seq,
          message: `${file}:${frame.line}: ${frame.seq - 1 === this.seq + 1 ? `frame ${this.seq + 1} is` : `frames ${this.seq + 1}–${frame.seq - 1} are`} missing before frame ${frame.seq}.`,
        });
      }
      let audited = false;
      if (frame.ev.t === 'begin') {
        if (this.seq === 0 && frame.line === 1) this.logId = frame.ev.logId;
        else
          findings.push({
            kind: 'malformed-line',
            file,
            line: frame.line,
            seq: frame.seq,
            message: `${file}:${frame.line}: a log-start frame in the middle of the log was ignored.`,
          });
      } else {
        if (this.seq === 0 && this.logId === undefined) {
          findings.push({ kind: 'missing-begin', file, line: frame.line, message: `${file}: the log has no start frame; the next write rewrites it.` });
        }
        for (const id of this.applyOps(frame.ev.ops, frame.seq, frame.line, base))
          findings.push({
            kind: 'malformed-line',
            file,
            seq: frame.seq,
            id,
            message: `${file}:${frame.line}: frame ${frame.seq} sets fields of record ${id}, which the log does not hold there (removed, unreadable, or its frame lost); that change was not applied.`,
          });
        audited = frame.ev.audit !== undefined && frame.ev.audit.length > 0;
      }
      this.noteFrame(frame, audited);
    }
    return findings;
  }

  /** Advances the read position past a scan's complete lines. */
  advance(scan: FrameScan): void {
    this.offset = scan.end;
    this.lines = scan.lastLine;
  }
}
