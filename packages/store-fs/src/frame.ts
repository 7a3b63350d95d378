/**
 * The event log's line format (DESIGN.md §6). Each line is one frame:
 *
 *     {"seq":42,"crc":"1a2b3c4d","ev":{...}}\n
 *
 * `seq` increases by one per frame, across compactions too (a compacted log starts with a
 * `begin` frame at the next number), so a gap, a duplicate or an interleaving of two writers
 * is visible. `crc` is the CRC-32 (zlib) of the exact UTF-8 bytes of `ev` as written, so a
 * torn or altered line is visible. One transaction is one frame, so a crash can never leave
 * half a transaction: a frame is whole or it is skipped.
 */
import { crc32 } from 'node:zlib';
import type { AuditEvent } from '@cairn/core';

/** The first frame of every log generation: names it, so derived files can tell generations apart. */
export interface BeginEvent {
  t: 'begin';
  /** Random id of this log generation (a new one per compaction or wipe). */
  logId: string;
  /** ISO-8601 time the generation started. */
  at: string;
}

/**
 * The record fields a `set` op may carry: what a recall's reinforcement changes (core
 * `reinforce`, DESIGN.md §4: strength, reinforcedAt, lastRecalledAt, recallCount). No text,
 * so a `set` never holds what `forget` must erase.
 */
export const SETTABLE_FIELDS: ReadonlySet<string> = new Set(['strength', 'reinforcedAt', 'lastRecalledAt', 'recallCount']);

/**
 * One write of a transaction: a whole record (`put`), a removal (`remove`), or new values of
 * some {@link SETTABLE_FIELDS} of the record the log already holds under `id` (`set`: a
 * recall's reinforcement, about 150 bytes instead of the whole record; issue #20). A replay
 * applies a `set` to the record as of the frame before it; a `set` whose record is missing
 * (removed, unreadable, or its frame lost) is reported and not applied. Logs written before
 * `set` existed hold only `put` and `remove` and replay as they did.
 */
export type LogOp =
  | { op: 'put'; record: Record<string, unknown> }
  | { op: 'remove'; id: string }
  | { op: 'set'; id: string; set: Record<string, string | number> };

/**
 * One committed transaction. `audit` carries its audit events (metadata only, already
 * redacted), so an audit line lost to a crash between the two appends is restored from here.
 */
export interface TxEvent {
  t: 'tx';
  ops: LogOp[];
  audit?: AuditEvent[];
}

/** Any frame payload. */
export type LogEvent = BeginEvent | TxEvent;

/** A frame read back, with where it was. */
export interface ScannedFrame {
  seq: number;
  ev: LogEvent;
  /** Byte offset of the line in the file. */
  start: number;
  /** Byte length of the line including its newline. */
  length: number;
  /** 1-based line number. */
  line: number;
  crc: string;
}

/** A complete line that is not a valid frame. */
export interface MalformedLine {
  line: number;
  start: number;
  length: number;
  reason: string;
}

/** What {@link scanFrames} found in a byte range. */
export interface FrameScan {
  frames: ScannedFrame[];
  malformed: MalformedLine[];
  /** Offset just after the last complete line. */
  end: number;
  /** Line number of the last complete line (0 when none). */
  lastLine: number;
  /** Bytes after the last newline (a torn or in-progress line), if any. */
  torn?: { start: number; length: number };
}

const PREFIX = /^\{"seq":(\d{1,15}),"crc":"([0-9a-f]{8})","ev":/;

/** CRC-32 of `bytes` as 8 lowercase hex digits. */
export function crcHex(bytes: Uint8Array | string): string {
  return crc32(bytes).toString(16).padStart(8, '0');
}

/** Encodes one frame line (with its newline) from the already-serialised event. */
export function encodeFrame(seq: number, evJson: string): string {
  return `{"seq":${seq},"crc":"${crcHex(evJson)}","ev":${evJson}}\n`;
}

function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validEvent(ev: unknown): ev is LogEvent {
  if (!isRecordObject(ev)) return false;
  if (ev.t === 'begin') return typeof ev.logId === 'string' && ev.logId.length > 0;
  if (ev.t !== 'tx' || !Array.isArray(ev.ops)) return false;
  if (ev.audit !== undefined && !Array.isArray(ev.audit)) return false;
  return ev.ops.every(
    (op: unknown) =>
      isRecordObject(op) &&
      ((op.op === 'put' && isRecordObject(op.record)) || (op.op === 'remove' && typeof op.id === 'string') || (op.op === 'set' && validSet(op))),
  );
}

function validSet(op: Record<string, unknown>): boolean {
  if (typeof op.id !== 'string' || !isRecordObject(op.set)) return false;
  const entries = Object.entries(op.set);
  return entries.length > 0 && entries.every(([k, v]) => SETTABLE_FIELDS.has(k) && (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))));
}

/**
 * Parses one complete line (without its newline).
 *
 * @returns the frame's seq, crc and event, or the reason it is malformed
 */
export function parseFrameLine(line: Buffer): { seq: number; crc: string; ev: LogEvent } | { reason: string } {
  const head = line.subarray(0, 48).toString('latin1');
  const m = PREFIX.exec(head);
  if (!m || line[line.length - 1] !== 0x7d) return { reason: 'not a frame' };
  const seq = Number(m[1]);
  const crc = m[2] as string;
  const evBytes = line.subarray(m[0].length, line.length - 1);
  if (crcHex(evBytes) !== crc) return { reason: 'checksum mismatch' };
  let ev: unknown;
  try {
    ev = JSON.parse(evBytes.toString('utf8'));
  } catch {
    return { reason: 'invalid JSON' };
  }
  if (!validEvent(ev)) return { reason: 'unknown event shape' };
  return { seq, crc, ev };
}

/**
 * Splits `bytes` (read from the file at `baseOffset`, starting at line `baseLine + 1`) into
 * frames. Never throws: a bad line is reported, an unterminated tail is reported as torn.
 */
export function scanFrames(bytes: Buffer, baseOffset: number, baseLine: number): FrameScan {
  const frames: ScannedFrame[] = [];
  const malformed: MalformedLine[] = [];
  let pos = 0;
  let line = baseLine;
  while (pos < bytes.length) {
    const nl = bytes.indexOf(0x0a, pos);
    if (nl === -1) break;
    line++;
    const text = bytes.subarray(pos, nl);
    const length = nl + 1 - pos;
    const start = baseOffset + pos;
    if (text.length === 0) {
      malformed.push({ line, start, length, reason: 'empty line' });
    } else {
      const parsed = parseFrameLine(text);
      if ('reason' in parsed) malformed.push({ line, start, length, reason: parsed.reason });
      else frames.push({ seq: parsed.seq, ev: parsed.ev, start, length, line, crc: parsed.crc });
    }
    pos = nl + 1;
  }
  const scan: FrameScan = { frames, malformed, end: baseOffset + pos, lastLine: line };
  if (pos < bytes.length) scan.torn = { start: baseOffset + pos, length: bytes.length - pos };
  return scan;
}
