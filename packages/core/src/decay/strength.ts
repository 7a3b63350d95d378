import { POLICY, RECALL_REINFORCEMENT } from '../policy/policy.js';
import type { MemoryRecord } from '../schema/record.js';

/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;

/** Whole and fractional days from `from` (ISO) to `now`; never negative (clock skew). */
export function daysSince(from: string, now: Date): number {
  const ms = now.getTime() - Date.parse(from);
  return Number.isFinite(ms) && ms > 0 ? ms / DAY_MS : 0;
}

/**
 * strength(t) = base × decayRate^days, days since the last reinforcement (DESIGN.md §4).
 * Pinned and stable records do not decay (seeds/001: stable = exempt from decay).
 *
 * @returns 0–1
 */
export function currentStrength(record: Pick<MemoryRecord, 'strength' | 'decayRate' | 'reinforcedAt' | 'pinned' | 'stable'>, now: Date): number {
  if (record.pinned || record.stable) return record.strength;
  return record.strength * record.decayRate ** daysSince(record.reinforcedAt, now);
}

/**
 * The record after one recall: the decayed strength plus {@link RECALL_REINFORCEMENT},
 * never above the origin's salience cap; untrusted origins gain nothing (DESIGN.md §4).
 */
export function reinforce(record: MemoryRecord, now: Date): MemoryRecord {
  const row = POLICY[record.origin];
  const at = now.toISOString();
  const base = { ...record, lastRecalledAt: at, recallCount: record.recallCount + 1 };
  if (!row.reinforcedByRecall) return base;
  const strength = Math.min(row.salienceCap, currentStrength(record, now) + RECALL_REINFORCEMENT);
  return { ...base, strength, reinforcedAt: at };
}
