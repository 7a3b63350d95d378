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
  return decayedStrength(record.strength, record.decayRate, Date.parse(record.reinforcedAt), !(record.pinned || record.stable), now.getTime());
}

/**
 * The rule of {@link currentStrength} on plain numbers, for recall's index, which keeps
 * timestamps parsed: `strength × decayRate^days`, no decay when `decays` is false, and none
 * for a reinforcement in the future or unparseable (clock skew).
 *
 * @param strength - at the last reinforcement, 0–1
 * @param decayRate - per day, 0–1
 * @param reinforcedAtMs - the last reinforcement, ms since the epoch (NaN: unknown)
 * @param nowMs - the clock, ms since the epoch
 * @returns 0–1
 */
export function decayedStrength(strength: number, decayRate: number, reinforcedAtMs: number, decays: boolean, nowMs: number): number {
  if (!decays) return strength;
  const ms = nowMs - reinforcedAtMs;
  return Number.isFinite(ms) && ms > 0 ? strength * decayRate ** (ms / DAY_MS) : strength;
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
