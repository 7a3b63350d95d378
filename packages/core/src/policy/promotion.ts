import { POLICY, type Promotion, TRUSTED_REPO_PROMOTION } from '../policy/policy.js';
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
 * What the person declared about the project that promotion reads (issue #22): `repo` — the
 * project's own tracked files are trusted (`cairn trust --repo`, a signed person's act kept in
 * the home, verified by the session at each read and write; a repository can never grant it).
 */
export interface ProjectTrust {
  repo: boolean;
}

/**
 * Whether a `repo` memory is the project's own tracked files as far as the host saw (issue #22:
 * "third-party folders never become trusted", nor untracked or ignored files): an observation of
 * a read of a file git tracks attested it (`attestedBy.tracked`), and no read of a file in the
 * working tree that git does not track did. A third-party or ignored file attests `external`, so
 * its memory is no `repo` memory at all.
 */
export function fromTrackedFiles(record: Pick<MemoryRecord, 'evidence'>): boolean {
  const reads = record.evidence.flatMap((e) => (e.attestedBy?.origin === 'repo' ? [e.attestedBy] : []));
  return reads.length > 0 && reads.every((a) => a.tracked === true);
}

/**
 * The policy table's "promotes itself" for a record, with what the person declared: a `repo`
 * memory of the project's tracked files ({@link fromTrackedFiles}) in a project whose files the
 * person trusts promotes like an `agent` one ({@link TRUSTED_REPO_PROMOTION}); every other
 * record as its origin's row says.
 */
export function promotionOf(record: Pick<MemoryRecord, 'origin' | 'evidence'>, trust?: ProjectTrust): Promotion {
  if (record.origin === 'repo' && trust?.repo === true && fromTrackedFiles(record)) return TRUSTED_REPO_PROMOTION;
  return POLICY[record.origin].promotion;
}

/**
 * The status a record earns by itself, following the policy table's "promotes itself"
 * column (DESIGN.md §1): a flagged record (instruction, contradicts) never promotes itself;
 * a confirmed or pinned record is active; superseded stays superseded; an origin that promotes
 * after sightings (`agent`) counts only sightings from protected host sessions
 * ({@link promotingEvidence}; `isProtected`, when given, must also confirm each session); a
 * `repo` memory does too where the person trusts the project's files (`trust`, {@link promotionOf}).
 */
export function promotedStatus(
  record: Pick<MemoryRecord, 'origin' | 'flags' | 'evidence' | 'status' | 'confirmedAt' | 'pinned'>,
  isProtected?: ProtectedSessionCheck,
  trust?: ProjectTrust,
): Status {
  if (record.status === 'superseded' || record.status === 'forgotten') return record.status;
  if (record.confirmedAt !== undefined) return 'active';
  if (hasHoldingFlag(record)) return 'candidate';
  if (record.pinned) return 'active';
  const promotion = promotionOf(record, trust);
  if (promotion.kind === 'immediate') return 'active';
  if (promotion.kind === 'sightings' && independentEvidence(promotingEvidence(record, isProtected)) >= promotion.minSeen) return 'active';
  return 'candidate';
}
