import { POLICY } from '../policy/policy.js';
import type { Observation, SessionRecord } from './observation.js';
import { type OpaqueRead, opaqueRead } from './opaqueRead.js';

/** What {@link windowLowerings} found: the attestation's `openGap` and `openOpaque` (WriteContext). */
export interface WindowLowerings {
  /** The session with the most gaps active within the window, how many, and its first gap as recorded. */
  openGap?: { session: string; gaps: number; gap: string };
  /** The least trusted opaque read within the window (core's {@link opaqueRead}) and the session that made it. */
  openOpaque?: OpaqueRead & { session: string };
}

/**
 * Which host sessions' gaps and opaque reads lower a write that belongs to no protected host
 * session (core's `openGapClamp` and `opaqueClamp`; attack h53 C8, h51-attest): every session
 * active within the observation retention window — **whether it has ended or not**. A SessionEnd
 * is one line anyone who can run `cairn hook` pipes in with a session's id (`cairn sessions` lists
 * them), so letting it close the window would let a forged event RAISE the origin of what the
 * agent copied from a read no hook observed (`tool` → `agent`; attack h58 F2). Anything an agent
 * could forge only lowers (DESIGN.md §10); only the window's age ends the lowering. The same holds
 * in a home declared sandbox-only: the end's payload proves nothing about who sent it, and the
 * writes it would raise are those naming no protected session (an unprotected session of the same
 * home may run `cairn hook` outside any sandbox); a protected session's own writes are judged by its
 * own gaps and reads only (h59-hooks).
 *
 * @param sessions - the project's session records, any order; `updatedAt` is an ISO time
 * @param observations - the project's observations within the window (only opaque ones count)
 * @param since - the window's start, an ISO time (now − retention days); a session last updated
 *   before it lowers nothing more; an observation is the caller's to filter
 * @returns the session with the most gaps (the first listed of equal counts), and the least
 *   trusted opaque read (the first listed session's of equal trust); each absent when none
 */
export function windowLowerings(
  sessions: readonly Pick<SessionRecord, 'id' | 'gaps' | 'updatedAt'>[],
  observations: readonly Pick<Observation, 'session' | 'origin' | 'opaque' | 'tool' | 'ref' | 'at'>[],
  since: string,
): WindowLowerings {
  let openGap: WindowLowerings['openGap'];
  for (const r of sessions)
    if (r.updatedAt >= since && r.gaps.length > 0 && (openGap === undefined || r.gaps.length > openGap.gaps))
      openGap = { session: r.id, gaps: r.gaps.length, gap: r.gaps[0] as string };
  let openOpaque: WindowLowerings['openOpaque'];
  const opaqueSessions = new Set(observations.filter((o) => o.opaque !== undefined).map((o) => o.session));
  for (const r of sessions) {
    if (!opaqueSessions.has(r.id)) continue;
    const found = opaqueRead(observations.filter((o) => o.session === r.id));
    if (found !== undefined && (openOpaque === undefined || POLICY[found.origin].trustRank > POLICY[openOpaque.origin].trustRank))
      openOpaque = { ...found, session: r.id };
  }
  return { ...(openGap !== undefined ? { openGap } : {}), ...(openOpaque !== undefined ? { openOpaque } : {}) };
}
