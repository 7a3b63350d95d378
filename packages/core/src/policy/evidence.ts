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
 * Number of independent pieces of evidence a record holds: items with pairwise different
 * evidence keys AND pairwise different sessions (an item without a session stands alone).
 * One session citing two sources is one witness, not two — a caller names its sources
 * itself, so only a second session is corroboration; and the same source seen again in a
 * later session is the same evidence (DESIGN.md §2.6). Evidence brought by a less trusted
 * origin than the record's own does not count: a tool output repeating an agent's conclusion
 * is not corroboration of it.
 */
export function independentEvidence(record: Pick<MemoryRecord, 'evidence' | 'origin'>): number {
  const rank = POLICY[record.origin].trustRank;
  const keys = new Set<string>();
  const sessions = new Set<string>();
  let count = 0;
  for (const e of record.evidence) {
    if (e.origin !== undefined && POLICY[e.origin].trustRank > rank) continue;
    const key = evidenceKey(e);
    if (keys.has(key) || (e.session !== undefined && sessions.has(e.session))) continue;
    keys.add(key);
    if (e.session !== undefined) sessions.add(e.session);
    count++;
  }
  return count;
}
