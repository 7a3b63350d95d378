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

/** A snapshot of the log encoded in memory, ready to be written (see {@link snapshotLog}). */
export interface LogSnapshot extends CompactedLog {
  /** The new log's bytes, in chunks of about 4 MiB. */
  chunks: Buffer[];
  /** Records written (the unreadable ones not counted). */
  records: number;
}

/**
 * Encodes the event log anew as a snapshot (DESIGN.md §6): a `begin` frame of a new generation
 * at the seq after `seq`, then one frame per record, then the records that cannot be read,
 * verbatim. Seqs keep increasing across generations, so view and audit positions stay
 * comparable. Malformed and duplicate lines and removed records' text are gone from it.
 * Synchronous, so it can read its records inside one consistent read of the view.
 *
 * @param input.records - each record's JSON (current schema), in the order to write them
 * @param input.at - ISO-8601 time of the new generation
 */
export function snapshotLog(input: { records: Iterable<string>; unreadable: readonly UnreadableRecord[]; seq: number; at: string }): LogSnapshot {
  const logId = randomBytes(8).toString('hex');
  const chunks: Buffer[] = [];
  let pending: string[] = [];
  let pendingChars = 0;
  let seq = input.seq;
  let bytes = 0;
  let lines = 0;
  let records = 0;
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
  for (const json of input.records) {
    add(`{"t":"tx","ops":[{"op":"put","record":${json}}]}`);
    records++;
  }
  const unreadable: UnreadableRecord[] = [];
  for (const u of input.unreadable) {
    add(JSON.stringify({ t: 'tx', ops: [{ op: 'put', record: u.raw }] }));
    unreadable.push({ ...u, seq, line: lines });
  }
  if (pending.length > 0) chunks.push(Buffer.from(pending.join(''), 'utf8'));
  return { logId, seq, bytes, lines, mark, unreadable, chunks, records };
}

/**
 * Writes a snapshot over the event log by temp file + fsync + rename + folder fsync, so a
 * reader sees the old log or the new one.
 *
 * @throws the file system's error; the old log is then intact
 */
export async function writeSnapshot(fs: Fsio, path: string, snapshot: LogSnapshot): Promise<void> {
  await atomicReplace(fs, path, snapshot.chunks);
}

/**
 * {@link snapshotLog} of parsed records, then {@link writeSnapshot}.
 *
 * @param records - every record, in the order to write them
 * @throws the file system's error; the old log is then intact
 */
export async function compactLog(
  fs: Fsio,
  path: string,
  input: { records: readonly MemoryRecord[]; unreadable: readonly UnreadableRecord[]; seq: number; at: string },
): Promise<LogSnapshot> {
  const snapshot = snapshotLog({ ...input, records: input.records.map((r) => JSON.stringify(r)) });
  await writeSnapshot(fs, path, snapshot);
  return snapshot;
}
