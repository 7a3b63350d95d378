import { createHash } from 'node:crypto';
import { type MemoryRecord, MemoryRecordSchema, reapplyPolicy } from '@cairn/core';

const UNCHANGED = 0;
const INVALID = 1;
/** Entries kept before the cache starts over (≈ 40 bytes each plus corrected copies). */
const CACHE_LIMIT = 200_000;

/**
 * Turns a stored row's JSON into the record Cairn hands out: schema-checked, then core's
 * policy re-applied (`reapplyPolicy`: caps, entrenchment, redaction and the gate again), so a
 * row forced in around Cairn is read with what its origin allows. The outcome per row text is
 * cached by digest — the gate runs once per distinct row, not once per read.
 */
export class RecordDecoder {
  readonly #cache = new Map<string, typeof UNCHANGED | typeof INVALID | string>();
  readonly #warn: ((message: string) => void) | undefined;

  constructor(onWarning?: (message: string) => void) {
    this.#warn = onWarning;
  }

  /**
   * @param json - the row's `record::text`
   * @returns a fresh record (the caller may change it), or undefined for a row that is not a record (warned)
   */
  decode(json: string): MemoryRecord | undefined {
    const key = createHash('sha1').update(json).digest('base64');
    const hit = this.#cache.get(key);
    if (hit === UNCHANGED) return JSON.parse(json) as MemoryRecord;
    if (hit === INVALID) return undefined;
    if (typeof hit === 'string') return JSON.parse(hit) as MemoryRecord;
    if (this.#cache.size >= CACHE_LIMIT) this.#cache.clear();
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      parsed = undefined;
    }
    const checked = MemoryRecordSchema.safeParse(parsed);
    if (!checked.success) {
      this.#cache.set(key, INVALID);
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
      this.#cache.set(key, UNCHANGED);
      return JSON.parse(json) as MemoryRecord;
    }
    const corrected = JSON.stringify(record);
    this.#cache.set(key, corrected);
    this.#warn?.(
      `Memory ${record.id} as stored claims more than origin "${record.origin}" allows; read as: ${corrections.map((c) => `${c.field} ${String(c.stored)} → ${String(c.applied)}`).join(', ')}.`,
    );
    return JSON.parse(corrected) as MemoryRecord;
  }
}
