import { currentStrength, daysSince } from '../decay/strength.js';
import { PRUNE_DEFAULTS, PRUNE_EXEMPT_SALIENCE } from '../policy/policy.js';
import type { MemoryRecord } from '../schema/record.js';
import type { OperationContext } from './OperationContext.js';
import { auditActor } from '../memorize/memorize.js';

/** Pruning thresholds (defaults: DESIGN.md §4, seeds/002 F3). */
export interface PruneOptions {
  /** Remove records weaker than this, 0–1; default 0.05. */
  minStrength?: number;
  /** Keep at most this many records; default 10 000. */
  maxRecords?: number;
  /** Remove unpinned records older than this many days; default 365. */
  maxAgeDays?: number;
}

/** One planned removal and why. */
export interface PruneItem {
  id: string;
  reason: 'decayed' | 'too-old' | 'over-capacity';
  /** Current strength, 0–1. */
  strength: number;
  kind: MemoryRecord['kind'];
  origin: MemoryRecord['origin'];
}

/** True when pruning must never remove the record: pinned, stable, or salience ≥ 0.7 (seeds/001). */
export function isPruneExempt(record: MemoryRecord): boolean {
  return record.pinned || record.stable || record.salience >= PRUNE_EXEMPT_SALIENCE;
}

/**
 * Plans a prune without changing anything, so the person sees what would go first
 * (DESIGN.md §4). Deterministic for the same records and clock.
 */
export function planPrune(records: readonly MemoryRecord[], now: Date, options: PruneOptions = {}): PruneItem[] {
  const minStrength = options.minStrength ?? PRUNE_DEFAULTS.minStrength;
  const maxRecords = options.maxRecords ?? PRUNE_DEFAULTS.maxRecords;
  const maxAgeDays = options.maxAgeDays ?? PRUNE_DEFAULTS.maxAgeDays;
  const plan: PruneItem[] = [];
  const keep: { record: MemoryRecord; strength: number }[] = [];
  for (const record of records) {
    const strength = currentStrength(record, now);
    const item = { id: record.id, strength: Math.round(strength * 1e6) / 1e6, kind: record.kind, origin: record.origin };
    if (isPruneExempt(record)) keep.push({ record, strength: Number.POSITIVE_INFINITY });
    else if (strength < minStrength) plan.push({ ...item, reason: 'decayed' });
    else if (daysSince(record.createdAt, now) > maxAgeDays) plan.push({ ...item, reason: 'too-old' });
    else keep.push({ record, strength });
  }
  if (keep.length > maxRecords) {
    keep.sort((a, b) => a.strength - b.strength || (a.record.createdAt < b.record.createdAt ? -1 : 1));
    for (const { record, strength } of keep.slice(0, keep.length - maxRecords)) {
      if (strength === Number.POSITIVE_INFINITY) break;
      plan.push({ id: record.id, reason: 'over-capacity', strength: Math.round(strength * 1e6) / 1e6, kind: record.kind, origin: record.origin });
    }
  }
  return plan;
}

/**
 * Carries out a prune plan made with {@link planPrune}: records still present and still not
 * exempt are removed (text gone from the store); one audit line lists the ids.
 */
export async function applyPrune(plan: readonly PruneItem[], ctx: OperationContext): Promise<string[]> {
  return ctx.store.transact(async (tx) => {
    const removed: string[] = [];
    for (const item of plan) {
      const record = await tx.get(item.id);
      if (!record || isPruneExempt(record)) continue;
      tx.remove(item.id);
      removed.push(item.id);
    }
    tx.audit({ time: ctx.now().toISOString(), event: 'prune', ids: removed, channel: ctx.channel, ...auditActor(ctx), applied: { removed: removed.length } });
    return removed;
  });
}
