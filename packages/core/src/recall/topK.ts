import type { MemoryRecord } from '../schema/record.js';

/** One ranked record. */
export interface Ranked {
  record: Readonly<MemoryRecord>;
  score: number;
}

/** What the recall order reads of an entry: its score and its record's `createdAt` and id. */
export interface RankKey {
  readonly record: { readonly createdAt: string; readonly id: string };
  readonly score: number;
}

/**
 * Recall order: higher score first; on a tie the newer record (`createdAt`), then the smaller
 * id, so every store returns the same order for the same records.
 *
 * @returns negative when `a` ranks before `b`
 */
export function compareRanked(a: RankKey, b: RankKey): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.record.createdAt !== b.record.createdAt) return a.record.createdAt < b.record.createdAt ? 1 : -1;
  return a.record.id < b.record.id ? -1 : a.record.id > b.record.id ? 1 : 0;
}

/**
 * Inserts `item` into `list`, sorted by `compare`, after every element that does not sort after
 * it (so equal elements keep their arrival order): a binary search over `list[from..]`, O(log n)
 * comparisons and one splice.
 *
 * @param from - the first index the item may go to (0 to `list.length`; default 0)
 */
export function insertSorted<T>(list: T[], item: T, compare: (a: T, b: T) => number, from = 0): void {
  let lo = from;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(list[mid] as T, item) <= 0) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, item);
}

/**
 * The best `limit` entries seen so far, kept sorted in recall order. Recall offers every
 * candidate; only those that beat the current last place are kept, so ranking costs
 * O(candidates + insertions × limit) instead of a sort of every candidate.
 */
export class TopK<T extends RankKey = Ranked> {
  readonly #limit: number;
  readonly #entries: T[] = [];

  /** @param limit - places kept, ≥ 1 */
  constructor(limit: number) {
    this.#limit = limit;
  }

  /**
   * The score an entry must reach to be kept: `-Infinity` until every place is taken, then
   * the last place's score. An entry scoring below it cannot be kept (one scoring equal to it
   * may, through the tie-break), so a caller may skip work for a candidate whose score's upper
   * bound is below it.
   */
  get threshold(): number {
    return this.#entries.length < this.#limit ? Number.NEGATIVE_INFINITY : (this.#entries[this.#entries.length - 1] as T).score;
  }

  /** Keeps `entry` when it ranks within the best `limit`. */
  offer(entry: T): void {
    const entries = this.#entries;
    const full = entries.length >= this.#limit;
    if (full && compareRanked(entry, entries[entries.length - 1] as T) >= 0) return;
    insertSorted(entries, entry, compareRanked);
    if (entries.length > this.#limit) entries.pop();
  }

  /** The kept entries in recall order. */
  sorted(): T[] {
    return [...this.#entries];
  }
}
