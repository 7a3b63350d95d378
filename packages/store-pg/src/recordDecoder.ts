import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type MemoryRecord, MemoryRecordSchema, reapplyPolicy } from '@cairn/core';

const INVALID = 1;
/** Corrected rows kept in memory before that cache starts over. */
const CORRECTED_LIMIT = 20_000;
/** Verified digests written to the file at once. */
const FLUSH_EVERY = 500;

/**
 * Turns a stored row's JSON into the record Cairn hands out: schema-checked, then core's
 * policy re-applied (`reapplyPolicy`: caps, entrenchment, redaction and the gate again), so a
 * row written around Cairn — by an agent role through psql, by the table owner, by a restore —
 * is read with what its origin allows.
 *
 * The gate is costly (milliseconds per record), so the verdict "this exact row reads as
 * written" is remembered by the row's sha256: in memory, and — with `verifiedFile` — in a file
 * in the person's home, so each distinct row is checked once per machine, not once per process.
 * That file is only as trustworthy as the home that holds it, like the file store itself
 * (docs/threat-model.md).
 */
export class RecordDecoder {
  readonly #verified = new Set<string>();
  readonly #other = new Map<string, typeof INVALID | string>();
  readonly #pending: string[] = [];
  readonly #file: string | undefined;
  readonly #warn: ((message: string) => void) | undefined;

  /**
   * @param onWarning - told about rows that are not records or read otherwise than stored
   * @param verifiedFile - where verified row digests persist (one base64url sha256 a line, 0600)
   */
  constructor(onWarning?: (message: string) => void, verifiedFile?: string) {
    this.#warn = onWarning;
    this.#file = verifiedFile;
    if (verifiedFile) {
      try {
        for (const line of readFileSync(verifiedFile, 'utf8').split('\n')) if (line.length === 43) this.#verified.add(line);
      } catch {
        // None yet (or unreadable): every row is checked again.
      }
    }
  }

  /**
   * @param json - the row's `record::text`
   * @returns a fresh record (the caller may change it), or undefined for a row that is not a record (warned)
   */
  decode(json: string): MemoryRecord | undefined {
    const key = createHash('sha256').update(json).digest('base64url');
    if (this.#verified.has(key)) return JSON.parse(json) as MemoryRecord;
    const hit = this.#other.get(key);
    if (hit === INVALID) return undefined;
    if (typeof hit === 'string') return JSON.parse(hit) as MemoryRecord;
    if (this.#other.size >= CORRECTED_LIMIT) this.#other.clear();
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      parsed = undefined;
    }
    const checked = MemoryRecordSchema.safeParse(parsed);
    if (!checked.success) {
      this.#other.set(key, INVALID);
      const id =
        typeof parsed === 'object' && parsed !== null && typeof (parsed as { id?: unknown }).id === 'string'
          ? (parsed as { id: string }).id.slice(0, 64)
          : 'without an id';
      this.#warn?.(
        `A stored row (${id}) is not a valid memory record and was skipped: ${checked.error.issues[0]?.path.join('.') ?? ''} ${checked.error.issues[0]?.message ?? ''}.`,
      );
      return undefined;
    }
    const { record, corrections } = reapplyPolicy(checked.data as MemoryRecord);
    if (corrections.length === 0) {
      this.#verified.add(key);
      if (this.#file) {
        this.#pending.push(key);
        if (this.#pending.length >= FLUSH_EVERY) this.flush();
      }
      return JSON.parse(json) as MemoryRecord;
    }
    const corrected = JSON.stringify(record);
    this.#other.set(key, corrected);
    this.#warn?.(
      `Memory ${record.id} as stored claims more than origin "${record.origin}" allows; read as: ${corrections.map((c) => `${c.field} ${String(c.stored)} → ${String(c.applied)}`).join(', ')}.`,
    );
    return JSON.parse(corrected) as MemoryRecord;
  }

  /** Appends the digests verified since the last flush to the file (best effort: a failure only costs re-checking). */
  flush(): void {
    if (!this.#file || this.#pending.length === 0) return;
    const lines = `${this.#pending.join('\n')}\n`;
    this.#pending.length = 0;
    try {
      mkdirSync(dirname(this.#file), { recursive: true, mode: 0o700 });
      appendFileSync(this.#file, lines, { mode: 0o600 });
    } catch {
      // The cache is an optimisation; the rows are checked again next time.
    }
  }
}
