import { OBSERVATION_RETENTION_DAYS, type OpaqueRead, opaqueRead, POLICY, type WriteContext } from '@cairn/core';
import type { Location } from '../resolve/resolveLocation.js';
import { observationHasher, openObservations, trustedSessions } from './observations.js';

const DAY_MS = 86_400_000;

/**
 * What an agent's write is attested against (the attested-provenance issue, DESIGN.md §10): every
 * observation of the project within the retention window — of every host session, not only the
 * one the write names, since a session id (a caller's `session` field, a reused
 * `CLAUDE_CODE_SESSION_ID`, a `cairn mcp` the agent started itself) is the agent's to choose and
 * must never steer a write away from what it read — with the home's keyed hash. A prompt recorded
 * as the person's (`user`) counts as theirs only in a session whose protection holds
 * ({@link trustedSessions}), else as `external`; a prompt of such a session the host did not show
 * typed (`untyped`) is left out while the protection holds — neither the person's words nor a
 * lowering source — and is the `external` it is stored as elsewhere (h55-attest). `openOpaque`: the least trusted read of content
 * Cairn cannot compare (an image, a PDF) among the sessions not yet ended (no SessionEnd), and the
 * session that made it — core lowers a write that belongs to no protected session to it (h51-attest:
 * it may come from that session; a session id an agent named, or none, only lowers). `openGap`: the
 * session not yet ended with the most gaps recorded (calls no hook observed whole), its count and
 * first gap — core lowers such a write to `tool` (attack h53 C8). Undefined when
 * there is nothing observed (no key is created then).
 *
 * @throws CoreError `STORE_IO` when the observations cannot be read (the caller fails closed)
 */
export async function attestationFor(location: Location, now: Date, retentionDays: number = OBSERVATION_RETENTION_DAYS): Promise<WriteContext['attestation']> {
  const observations = openObservations(location);
  try {
    const since = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
    const all = await observations.list({ since });
    // Opaque reads of sessions not yet ended: a write that belongs to no protected session is lowered to them (core's openOpaque).
    const opaqueSessions = new Set(all.filter((o) => o.opaque !== undefined).map((o) => o.session));
    const sessions = await observations.listSessions();
    // Gaps of sessions not yet ended and active within the window, the same way (core's openGap,
    // attack h53 C8): the session with the most, named with its first.
    let openGap: { session: string; gaps: number; gap: string } | undefined;
    for (const r of sessions)
      if (r.endedAt === undefined && r.updatedAt >= since && r.gaps.length > 0 && (openGap === undefined || r.gaps.length > openGap.gaps))
        openGap = { session: r.id, gaps: r.gaps.length, gap: r.gaps[0] as string };
    let openOpaque: (OpaqueRead & { session: string }) | undefined;
    if (opaqueSessions.size > 0) {
      const open = new Set(sessions.filter((r) => r.endedAt === undefined && opaqueSessions.has(r.id)).map((r) => r.id));
      for (const session of open) {
        const found = opaqueRead(all.filter((o) => o.session === session));
        if (found !== undefined && (openOpaque === undefined || POLICY[found.origin].trustRank > POLICY[openOpaque.origin].trustRank))
          openOpaque = { ...found, session };
      }
    }
    const listed = all.filter((o) => o.shingles.length > 0 || o.tokens.length > 0);
    const open = { ...(openOpaque !== undefined ? { openOpaque } : {}), ...(openGap !== undefined ? { openGap } : {}) };
    if (listed.length === 0)
      return openOpaque === undefined && openGap === undefined
        ? undefined
        : { observations: [], hash: await observationHasher(location.home), retentionDays, ...open };
    // A prompt counts as the person's words (it exempts what it shares from being lowered) only in
    // a session whose protection holds under the home's sandbox-only declaration; elsewhere the
    // agent may have written the observation, or started the session itself: `external`.
    const trusted = listed.some((o) => o.origin === 'user' || o.untyped === true)
      ? new Set((await trustedSessions(location, observations)).filter((r) => r.protected).map((r) => r.id))
      : new Set<string>();
    // A prompt of such a session the host did not show typed (`untyped`, core's untypedPrompt) is
    // not the person's and lowers nothing while the protection holds (h55-attest): left out.
    // Elsewhere it lowers as the `external` it is stored as.
    const seen = listed
      .filter((o) => !(o.event === 'prompt' && o.untyped === true && trusted.has(o.session)))
      .map((o) => (o.origin === 'user' && !trusted.has(o.session) ? { ...o, origin: 'external' as const } : o));
    return { observations: seen, hash: await observationHasher(location.home), retentionDays, ...open };
  } finally {
    await observations.close();
  }
}
