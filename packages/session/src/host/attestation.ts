import { OBSERVATION_RETENTION_DAYS, type WriteContext, windowLowerings } from '@cairn/core';
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
 * lowering source — and is the `external` it is stored as elsewhere (h55-attest). `openOpaque`: the
 * least trusted read of content Cairn cannot compare (an image, a PDF) within the window, and the
 * session that made it — core lowers a write that belongs to no protected session to it (h51-attest:
 * it may come from that session; a session id an agent named, or none, only lowers). `openGap`: the
 * session active within the window with the most gaps recorded (calls no hook observed whole), its
 * count and first gap — core lowers such a write to `tool` (attack h53 C8). Both whether the session
 * ended or not (core's `windowLowerings`: a SessionEnd is forgeable, attack h58 F2). The
 * result is undefined when there is nothing observed (no key is created then).
 *
 * @throws CoreError `STORE_IO` when the observations cannot be read (the caller fails closed)
 */
export async function attestationFor(location: Location, now: Date, retentionDays: number = OBSERVATION_RETENTION_DAYS): Promise<WriteContext['attestation']> {
  const observations = openObservations(location);
  try {
    const since = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
    const all = await observations.list({ since });
    // Gaps and opaque reads of every session active within the window, ended or not (core's
    // windowLowerings: a SessionEnd anyone can pipe in never closes them, attack h58 F2).
    const { openGap, openOpaque } = windowLowerings(await observations.listSessions(), all, since);
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
