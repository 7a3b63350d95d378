import { POLICY } from '../policy/policy.js';
import type { MemoryRecord, Status } from '../schema/record.js';
import { independentEvidence } from './evidence.js';

/**
 * The status a record earns by itself, following the policy table's "promotes itself"
 * column (DESIGN.md §1): a flagged record (instruction, contradicts) never promotes itself;
 * a confirmed or pinned record is active; superseded stays superseded.
 */
export function promotedStatus(record: Pick<MemoryRecord, 'origin' | 'flags' | 'evidence' | 'status' | 'confirmedAt' | 'pinned'>): Status {
  if (record.status === 'superseded' || record.status === 'forgotten') return record.status;
  if (record.confirmedAt !== undefined) return 'active';
  if (record.flags.includes('instruction') || record.flags.includes('contradicts')) return 'candidate';
  if (record.pinned) return 'active';
  const promotion = POLICY[record.origin].promotion;
  if (promotion.kind === 'immediate') return 'active';
  if (promotion.kind === 'sightings' && independentEvidence(record) >= promotion.minSeen) return 'active';
  return 'candidate';
}
