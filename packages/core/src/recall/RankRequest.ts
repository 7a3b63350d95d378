import type { Visibility } from './visibility.js';

/**
 * What `RecallIndex.rank` and `MemoryStore.rank` need besides the index. Its own file so the
 * store interface and the recall index do not import each other.
 */
export interface RankRequest {
  /** Distinct query tokens (core's tokenizer), in query order. */
  tokens: readonly string[];
  visibility: Visibility;
  /** The clock, milliseconds since the epoch. */
  nowMs: number;
  /** Places returned, ≥ 1. */
  limit: number;
  /** Drop scores below this (≥ 0). */
  minScore: number;
}
