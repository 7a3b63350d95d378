import { POLICY } from '../policy/policy.js';
import type { Evidence, MemoryRecord } from '../schema/record.js';

/**
 * The identity of a piece of evidence: (source reference, source content hash). The session
 * is not part of it — the same line of the same unchanged file read again in a later
 * session is the same evidence (DESIGN.md §2.6; seeds/000: one planted line counted twice).
 */
export function evidenceKey(e: Pick<Evidence, 'source' | 'sourceHash'>): string {
  return `${e.source ?? ''}\u0000${e.sourceHash}`;
}

/**
 * Number of independent pieces of evidence a record holds. Evidence brought by a less
 * trusted origin than the record's own does not count: a tool output repeating an agent's
 * conclusion is not corroboration of it.
 */
export function independentEvidence(record: Pick<MemoryRecord, 'evidence' | 'origin'>): number {
  const rank = POLICY[record.origin].trustRank;
  const counted = record.evidence.filter((e) => e.origin === undefined || POLICY[e.origin].trustRank <= rank);
  return new Set(counted.map(evidenceKey)).size;
}
