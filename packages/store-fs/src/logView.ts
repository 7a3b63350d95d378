import { deepFreeze, type MemoryRecord, textKey } from '@cairn/core';
import type { FrameScan, LogOp, ScannedFrame } from './frame.js';
import { type MigrationTable, migrateRecord } from './migrations.js';

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

/** A record kept in its raw form because it cannot be migrated or validated (DESIGN.md §3). */
export interface UnreadableRecord {
  /** The record id, or `seq:<n>:<i>` when it has none. */
  key: string;
  raw: Record<string, unknown>;
  reason: string;
  seq: number;
  line: number;
}

/** Where the last applied frame is in the file (to verify it on the next incremental read). */
export interface FrameMark {
  seq: number;
  start: number;
  length: number;
  crc: string;
}

/**
 * The in-memory state replayed from the event log: the records (a Map — fine up to 100k),
 * records kept raw because they cannot be read, the last frame touching each id (for the
 * index overlay), and the read position.
 */
export class LogView {
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
  /** Duplicate frames skipped (by the sequence check). */
  readonly records = new Map<string, MemoryRecord>();
  readonly unreadable = new Map<string, UnreadableRecord>();
  /** id → seq of the last frame that put or removed it. */
  readonly touched = new Map<string, number>();
  /** Schema version a record was stored with, for records not at the current one. */
  readonly migratedFrom = new Map<string, number>();
  /** Ids touched per frame after `recentFloor`, so the index overlay needs no full scan. */
  private recent: Array<{ seq: number; ids: string[] }> = [];
  private recentFloor = 0;
  private textKeys: Map<string, Set<string>> | undefined;
  /** Bumped by {@link reset}: a consumer of {@link drainChanges} must start over. */
  generation = 0;
  /** Ids put or removed since the last {@link drainChanges}; undefined when nobody reads them. */
  private changes: Set<string> | undefined;

  /**
   * @param migrations - schema migration steps for records read from the log
   * @param trackChanges - keep the ids of changed records for {@link drainChanges} (a store
   *   with an in-memory recall index); off, nothing is kept
   */
  constructor(
    private readonly migrations: MigrationTable | undefined,
    trackChanges = false,
  ) {
    if (trackChanges) this.changes = new Set();
  }

  /** Forgets everything (before a full reload). */
  reset(): void {
    this.generation++;
    this.changes?.clear();
    this.logId = undefined;
    this.ino = -1;
    this.size = 0;
    this.mtimeMs = 0;
    this.offset = 0;
    this.seq = 0;
    this.lines = 0;
    this.lastFrame = undefined;
    this.lastAuditFrameSeq = 0;
    this.pendingErase = false;
    this.records.clear();
    this.unreadable.clear();
    this.touched.clear();
    this.migratedFrom.clear();
    this.textKeys = undefined;
    this.recent = [];
    this.recentFloor = 0;
  }

  /** The ids put or removed since the last call (for an in-memory index kept in step). */
  drainChanges(): Set<string> {
    const out = this.changes ?? new Set<string>();
    if (this.changes) this.changes = new Set();
    return out;
  }

  /** After a full load: frames so far are covered by a full scan; later ones are tracked. */
  markLoaded(): void {
    this.recent = [];
    this.recentFloor = this.seq;
  }

  /** Forgets tracked frames at or below `seq` (an index has applied them). */
  pruneRecent(seq: number): void {
    if (seq <= this.recentFloor) return;
    let i = 0;
    while (i < this.recent.length && (this.recent[i] as { seq: number }).seq <= seq) i++;
    this.recent.splice(0, i);
    this.recentFloor = seq;
  }

  /** Records the ids a frame touched (for {@link touchedAfter}). */
  noteFrame(seq: number, ids: string[]): void {
    if (ids.length > 0) this.recent.push({ seq, ids });
  }

  /** Ids of records with this kind and text key (built on first use, then maintained). */
  idsByTextKey(kind: string, key: string): ReadonlySet<string> {
    if (!this.textKeys) {
      this.textKeys = new Map();
      for (const r of this.records.values()) this.addKey(r);
    }
    return this.textKeys.get(`${kind}\u0000${key}`) ?? new Set();
  }

  private addKey(r: MemoryRecord): void {
    if (!this.textKeys) return;
    const k = `${r.kind}\u0000${textKey(r.text)}`;
    let set = this.textKeys.get(k);
    if (!set) {
      set = new Set();
      this.textKeys.set(k, set);
    }
    set.add(r.id);
  }

  private dropKey(r: MemoryRecord): void {
    if (!this.textKeys) return;
    const k = `${r.kind}\u0000${textKey(r.text)}`;
    const set = this.textKeys.get(k);
    set?.delete(r.id);
    if (set?.size === 0) this.textKeys.delete(k);
  }

  /** Ids whose last change is after `seq` (what an index at `seq` has not seen). */
  touchedAfter(seq: number): string[] {
    if (seq >= this.seq) return [];
    if (seq >= this.recentFloor) {
      const out = new Set<string>();
      for (const f of this.recent) if (f.seq > seq) for (const id of f.ids) out.add(id);
      return [...out];
    }
    const out: string[] = [];
    for (const [id, s] of this.touched) if (s > seq) out.push(id);
    return out;
  }

  private setRecord(record: MemoryRecord, seq: number): void {
    const old = this.records.get(record.id);
    if (old) this.dropKey(old);
    // Frozen: search hands records out without a copy per candidate.
    this.records.set(record.id, deepFreeze(record));
    this.changes?.add(record.id);
    this.unreadable.delete(record.id);
    this.addKey(record);
    this.touched.set(record.id, seq);
  }

  private removeRecord(id: string, seq: number): void {
    const old = this.records.get(id);
    if (old) {
      this.dropKey(old);
      this.records.delete(id);
      this.changes?.add(id);
      this.pendingErase = true;
    }
    if (this.unreadable.delete(id)) this.pendingErase = true;
    this.migratedFrom.delete(id);
    this.touched.set(id, seq);
  }

  /**
   * Applies one transaction's ops. `prepared` holds records already migrated by the writer
   * (so the writing process ends in exactly the state a replay produces).
   */
  applyOps(ops: readonly LogOp[], seq: number, line: number, prepared?: ReadonlyMap<string, MemoryRecord>): string[] {
    const changed: string[] = [];
    ops.forEach((op, i) => {
      if (op.op === 'remove') {
        this.removeRecord(op.id, seq);
        changed.push(op.id);
        return;
      }
      const id = typeof op.record.id === 'string' ? op.record.id : undefined;
      const ready = id !== undefined ? prepared?.get(id) : undefined;
      if (ready) {
        this.setRecord(ready, seq);
        this.migratedFrom.delete(ready.id);
        changed.push(ready.id);
        return;
      }
      const outcome = migrateRecord(op.record, this.migrations);
      if (outcome.ok) {
        this.setRecord(outcome.record, seq);
        if (outcome.fromVersion !== outcome.record.schemaVersion) this.migratedFrom.set(outcome.record.id, outcome.fromVersion);
        else this.migratedFrom.delete(outcome.record.id);
        changed.push(outcome.record.id);
        return;
      }
      const key = id ?? `seq:${seq}:${i}`;
      if (id !== undefined) {
        const old = this.records.get(id);
        if (old) this.dropKey(old);
        this.records.delete(id);
        this.changes?.add(id);
        this.touched.set(id, seq);
        changed.push(id);
      }
      this.unreadable.set(key, { key, raw: op.record, reason: outcome.reason, seq, line });
    });
    return changed;
  }

  /**
   * Applies scanned frames with the sequence check: a frame whose seq is not above the last
   * one is a duplicate or an interleaving and is NOT applied; a jump is a gap (applied, since
   * its content is intact, and reported). Both are reported, never silently merged.
   *
   * @returns ids changed, and findings
   */
  applyFrames(frames: readonly ScannedFrame[], file: string): { changed: string[]; findings: Finding[] } {
    const changed: string[] = [];
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
          message: `${file}:${frame.line}: frames ${this.seq + 1}–${frame.seq - 1} are missing before frame ${frame.seq}.`,
        });
      }
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
        const ids = this.applyOps(frame.ev.ops, frame.seq, frame.line);
        this.noteFrame(frame.seq, ids);
        changed.push(...ids);
        if (frame.ev.audit && frame.ev.audit.length > 0) this.lastAuditFrameSeq = frame.seq;
      }
      this.seq = frame.seq;
      this.lastFrame = { seq: frame.seq, start: frame.start, length: frame.length, crc: frame.crc };
    }
    return { changed, findings };
  }

  /** Advances the read position past a scan's complete lines. */
  advance(scan: FrameScan): void {
    this.offset = scan.end;
    this.lines = scan.lastLine;
  }
}
