import { decayedStrength } from '../decay/strength.js';
import { needsConfirmation } from '../policy/promotion.js';
import { POLICY } from '../policy/policy.js';
import type { MemoryRecord, Status } from '../schema/record.js';
import type { Kind } from '../schema/request.js';

/**
 * What ranking reads of a record, in one fixed shape: recall looks at every candidate of a
 * query (tens of thousands for a common word at 100k records), and reading these few numbers
 * is much cheaper than reading records of many shapes and parsing their timestamps each time.
 */
export interface RankingFacts {
  readonly kind: Kind;
  readonly status: Status;
  /** Holds a flag that waits for a person's confirm ({@link needsConfirmation}). */
  readonly waitsForPerson: boolean;
  /** The origin's recall weight from the policy table, 0–1. */
  readonly recallWeight: number;
  /** Strength at the last reinforcement, 0–1. */
  readonly strength: number;
  /** Per-day decay factor, 0–1. */
  readonly decayRate: number;
  /** `reinforcedAt` in milliseconds since the epoch; NaN when unparseable (no decay counted). */
  readonly reinforcedAtMs: number;
  /** Pinned or stable: exempt from decay. */
  readonly decays: boolean;
}

const cache = new WeakMap<object, RankingFacts>();

/**
 * The ranking facts of `record`. Facts of a frozen record (stores hand out frozen records,
 * see `deepFreeze`) are computed once and remembered for as long as the record lives; a
 * record that could still change is read afresh every time.
 */
export function rankingFacts(record: Readonly<MemoryRecord>): RankingFacts {
  const known = cache.get(record);
  if (known) return known;
  const facts: RankingFacts = {
    kind: record.kind,
    status: record.status,
    waitsForPerson: needsConfirmation(record),
    recallWeight: POLICY[record.origin].recallWeight,
    strength: record.strength,
    decayRate: record.decayRate,
    reinforcedAtMs: Date.parse(record.reinforcedAt),
    decays: !(record.pinned || record.stable),
  };
  if (Object.isFrozen(record) && Object.isFrozen(record.flags)) cache.set(record, facts);
  return facts;
}

/** Strength now (0–1) from the facts: {@link decayedStrength}, the rule of `currentStrength`. */
export function strengthAt(facts: RankingFacts, nowMs: number): number {
  return decayedStrength(facts.strength, facts.decayRate, facts.reinforcedAtMs, facts.decays, nowMs);
}

/**
 * Recall's score: BM25 × the origin's recall weight × (0.5 + 0.5 × strength now), so a decayed
 * memory still ranks, below a fresh one (weights: the policy table; seeds/001 "What is next").
 * Every ranking path calls this, so equal inputs give equal scores to the bit.
 *
 * @param bm - BM25 of the text for the query (`bm25`): ≥ 0, unbounded, no unit
 * @param recallWeight - the origin's weight, 0–1 (policy table)
 * @param strengthNow - strength after decay, 0–1
 * @returns ≥ 0, no upper bound; comparable only among one query's hits on one store
 */
export function rankScore(bm: number, recallWeight: number, strengthNow: number): number {
  return bm * recallWeight * (0.5 + 0.5 * strengthNow);
}
