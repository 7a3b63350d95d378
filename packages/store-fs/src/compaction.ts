import { randomBytes } from 'node:crypto';
import type { MemoryRecord } from '@cairn/core';
import { crcHex, encodeFrame } from './frame.js';
import { atomicReplace, type Fsio } from './fsio.js';
import type { FrameMark } from './logTail.js';
import type { UnreadableRecord } from './view/PersistedView.js';

/** What {@link compactLog} wrote. */
export interface CompactedLog {
  /** The new generation's id. */
  logId: string;
  /** The last frame's seq. */
  seq: number;
  /** The new log's size in bytes. */
  bytes: number;
  lines: number;
  /** The last frame. */
  mark: FrameMark | undefined;
  /** The unreadable records with their new frame and line. */
  unreadable: UnreadableRecord[];
}

/**
 * Writes the event log anew as a snapshot (DESIGN.md §6): a `begin` frame of a new generation
 * at the seq after `seq`, then one frame per record, then the records that cannot be read,
 * verbatim — by temp file + fsync + rename + folder fsync, so a reader sees the old log or
 * the new one. Seqs keep increasing across generations, so view and audit positions stay
 * comparable. Malformed and duplicate lines and removed records' text are gone from it.
 *
 * @param records - every record, in the order to write them
 * @param at - ISO-8601 time of the new generation
 * @throws the file system's error; the old log is then intact
 */
export async function compactLog(
  fs: Fsio,
  path: string,
  input: { records: readonly MemoryRecord[]; unreadable: readonly UnreadableRecord[]; seq: number; at: string },
): Promise<CompactedLog> {
  const logId = randomBytes(8).toString('hex');
  const chunks: Buffer[] = [];
  let pending: string[] = [];
  let pendingChars = 0;
  let seq = input.seq;
  let bytes = 0;
  let lines = 0;
  let mark: FrameMark | undefined;
  const add = (evJson: string): void => {
    seq++;
    lines++;
    const line = encodeFrame(seq, evJson);
    const length = Buffer.byteLength(line, 'utf8');
    mark = { seq, start: bytes, length, crc: crcHex(evJson) };
    bytes += length;
    pending.push(line);
    pendingChars += line.length;
    if (pendingChars > 1 << 22) {
      chunks.push(Buffer.from(pending.join(''), 'utf8'));
      pending = [];
      pendingChars = 0;
    }
  };
  add(JSON.stringify({ t: 'begin', logId, at: input.at }));
  for (const r of input.records) add(JSON.stringify({ t: 'tx', ops: [{ op: 'put', record: r }] }));
  const unreadable: UnreadableRecord[] = [];
  for (const u of input.unreadable) {
    add(JSON.stringify({ t: 'tx', ops: [{ op: 'put', record: u.raw }] }));
    unreadable.push({ ...u, seq, line: lines });
  }
  if (pending.length > 0) chunks.push(Buffer.from(pending.join(''), 'utf8'));
  await atomicReplace(fs, path, chunks);
  return { logId, seq, bytes, lines, mark, unreadable };
}
