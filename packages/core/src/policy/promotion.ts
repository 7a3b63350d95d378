import { POLICY } from '../policy/policy.js';
import type { MemoryRecord, Status } from '../schema/record.js';
import { independentEvidence } from './evidence.js';

/**
 * True when a record carries a flag that holds it back until a person confirms it:
 * `instruction` (reads as an order, DESIGN.md §2.5) or `contradicts` (would replace a more
 * trusted record, §1).
 */
export function hasHoldingFlag(record: Pick<MemoryRecord, 'flags'>): boolean {
  return record.flags.includes('instruction') || record.flags.includes('contradicts');
}

/**
 * True when a record waits for a person: a holding flag and no confirm yet. Such a record is
 * kept and listed, never active by itself, never in the digest, and recalled only when asked.
 */
export function needsConfirmation(record: Pick<MemoryRecord, 'flags' | 'confirmedAt'>): boolean {
  return record.confirmedAt === undefined && hasHoldingFlag(record);
}

/**
 * The status a record earns by itself, following the policy table's "promotes itself"
 * column (DESIGN.md §1): a flagged record (instruction, contradicts) never promotes itself;
 * a confirmed or pinned record is active; superseded stays superseded.
 */
export function promotedStatus(record: Pick<MemoryRecord, 'origin' | 'flags' | 'evidence' | 'status' | 'confirmedAt' | 'pinned'>): Status {
  if (record.status === 'superseded' || record.status === 'forgotten') return record.status;
  if (record.confirmedAt !== undefined) return 'active';
  if (hasHoldingFlag(record)) return 'candidate';
  if (record.pinned) return 'active';
  const promotion = POLICY[record.origin].promotion;
  if (promotion.kind === 'immediate') return 'active';
  if (promotion.kind === 'sightings' && independentEvidence(record) >= promotion.minSeen) return 'active';
  return 'candidate';
}
