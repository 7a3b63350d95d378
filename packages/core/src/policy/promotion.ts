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
 * Whether a host session is one the home's observation store holds as protected (the hooks
 * recorded it with the host keeping the agent out of the Cairn home, DESIGN.md §10). A checking
 * reader builds it from the observation store; a writer's own evidence carries the flag.
 */
export type ProtectedSessionCheck = (session: string) => boolean;

/**
 * The evidence that may promote a record by itself: items brought in a protected host session
 * (`protected`, DESIGN.md §2.6: "in unprotected sessions an agent memory never promotes itself
 * and waits for `cairn review`"), and, for a checking reader, only those whose session its
 * {@link ProtectedSessionCheck} confirms — the flag alone is the store's word.
 */
export function promotingEvidence(
  record: Pick<MemoryRecord, 'evidence' | 'origin'>,
  isProtected?: ProtectedSessionCheck,
): Pick<MemoryRecord, 'evidence' | 'origin'> {
  return {
    origin: record.origin,
    evidence: record.evidence.filter((e) => e.protected === true && e.session !== undefined && (isProtected === undefined || isProtected(e.session))),
  };
}

/**
 * The status a record earns by itself, following the policy table's "promotes itself"
 * column (DESIGN.md §1): a flagged record (instruction, contradicts) never promotes itself;
 * a confirmed or pinned record is active; superseded stays superseded; an origin that promotes
 * after sightings (`agent`) counts only sightings from protected host sessions
 * ({@link promotingEvidence}; `isProtected`, when given, must also confirm each session).
 */
export function promotedStatus(
  record: Pick<MemoryRecord, 'origin' | 'flags' | 'evidence' | 'status' | 'confirmedAt' | 'pinned'>,
  isProtected?: ProtectedSessionCheck,
): Status {
  if (record.status === 'superseded' || record.status === 'forgotten') return record.status;
  if (record.confirmedAt !== undefined) return 'active';
  if (hasHoldingFlag(record)) return 'candidate';
  if (record.pinned) return 'active';
  const promotion = POLICY[record.origin].promotion;
  if (promotion.kind === 'immediate') return 'active';
  if (promotion.kind === 'sightings' && independentEvidence(promotingEvidence(record, isProtected)) >= promotion.minSeen) return 'active';
  return 'candidate';
}
