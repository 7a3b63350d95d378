import { OBSERVATION_RETENTION_DAYS, type WriteContext } from '@cairn/core';
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
 * ({@link trustedSessions}), else as `external`. Undefined when
 * there is nothing observed (no key is created then).
 *
 * @throws CoreError `STORE_IO` when the observations cannot be read (the caller fails closed)
 */
export async function attestationFor(location: Location, now: Date, retentionDays: number = OBSERVATION_RETENTION_DAYS): Promise<WriteContext['attestation']> {
  const observations = openObservations(location);
  try {
    const since = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
    const listed = (await observations.list({ since })).filter((o) => o.shingles.length > 0 || o.tokens.length > 0);
    if (listed.length === 0) return undefined;
    // A prompt counts as the person's words (it exempts what it shares from being lowered) only in
    // a session whose protection holds under the home's sandbox-only declaration; elsewhere the
    // agent may have written the observation, or started the session itself: `external`.
    const trusted = listed.some((o) => o.origin === 'user')
      ? new Set((await trustedSessions(location, observations)).filter((r) => r.protected).map((r) => r.id))
      : new Set<string>();
    const seen = listed.map((o) => (o.origin === 'user' && !trusted.has(o.session) ? { ...o, origin: 'external' as const } : o));
    return { observations: seen, hash: await observationHasher(location.home), retentionDays };
  } finally {
    await observations.close();
  }
}
