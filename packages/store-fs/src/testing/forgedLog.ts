/**
 * Test support: reading a home's event log and writing lines into it by hand, as anything that
 * can write the home could (an agent outside the sandbox). Shared by the hooks' signedReads test
 * and the CLI's forgedSupersede test (closing note 2026-12-06, "Duplicates": the second copied
 * the first's helpers). A forged line is framed by the store's own `encodeFrame` (seq, CRC-32 of
 * the event), so it reads as any line the store wrote: only the person's signatures tell it apart.
 * Not for production code: it writes no audit line and takes no lock.
 */
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeFrame } from '../frame.js';
import { LAYOUT } from '../paths.js';

/** A record as the log stores it: the fields the tests read, and any others. */
export interface StoredRecord {
  id: string;
  text: string;
  origin: string;
  acts?: unknown[];
  [field: string]: unknown;
}

/**
 * The event log of the home's one project.
 *
 * @throws Error when the home holds no project or several (a test's home holds one)
 */
export function eventLogOf(home: string): string {
  const projects = readdirSync(join(home, LAYOUT.projects));
  if (projects.length !== 1) throw new Error(`expected one project in ${home}, found ${projects.length}`);
  return join(home, LAYOUT.projects, projects[0] as string, LAYOUT.events);
}

/** The latest stored version of each record, read from the log's `put` ops and the `set` ops after them, by id (in first-put order). */
export function storedRecords(home: string): Map<string, StoredRecord> {
  const out = new Map<string, StoredRecord>();
  for (const line of readFileSync(eventLogOf(home), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const ops = (JSON.parse(line) as { ev?: { ops?: Array<{ op: string; id?: string; record?: StoredRecord; set?: Partial<StoredRecord> }> } }).ev?.ops ?? [];
    for (const op of ops) {
      if (op.op === 'put' && op.record) out.set(op.record.id, op.record);
      const prior = op.op === 'set' && op.id !== undefined ? out.get(op.id) : undefined;
      if (prior) out.set(prior.id, { ...prior, ...op.set });
    }
  }
  return out;
}

/** Appends one hand-made transaction of `ops` after the log's last line (no audit line, no lock). */
function appendForged(home: string, ops: unknown[]): void {
  const file = eventLogOf(home);
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  const last = JSON.parse(lines[lines.length - 1] as string) as { seq: number };
  appendFileSync(file, encodeFrame(last.seq + 1, JSON.stringify({ t: 'tx', ops, audit: [] })));
}

/** Appends a hand-made `put` of `record`: no act of the person's backs it. */
export function appendForgedPut(home: string, record: StoredRecord): void {
  appendForged(home, [{ op: 'put', record }]);
}

/** Appends a hand-made `remove` of `id`: no audit line, no act of the person's. */
export function appendForgedRemove(home: string, id: string): void {
  appendForged(home, [{ op: 'remove', id }]);
}
