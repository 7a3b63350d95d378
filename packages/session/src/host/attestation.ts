import { OBSERVATION_RETENTION_DAYS, type WriteContext } from '@cairn/core';
import type { Location } from '../resolve/resolveLocation.js';
import { observationHasher, openObservations } from './observations.js';

const DAY_MS = 86_400_000;

/**
 * What an agent's write is attested against (the attested-provenance issue, DESIGN.md §10): every
 * observation of the project within the retention window — of every host session, not only the
 * one the write names, since a session id (a caller's `session` field, a reused
 * `CLAUDE_CODE_SESSION_ID`, a `cairn mcp` the agent started itself) is the agent's to choose and
 * must never steer a write away from what it read — with the home's keyed hash. Undefined when
 * there is nothing observed (no key is created then).
 *
 * @throws CoreError `STORE_IO` when the observations cannot be read (the caller fails closed)
 */
export async function attestationFor(location: Location, now: Date, retentionDays: number = OBSERVATION_RETENTION_DAYS): Promise<WriteContext['attestation']> {
  const observations = openObservations(location);
  try {
    const since = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
    const seen = (await observations.list({ since })).filter((o) => o.shingles.length > 0 || o.tokens.length > 0);
    if (seen.length === 0) return undefined;
    return { observations: seen, hash: await observationHasher(location.home), retentionDays };
  } finally {
    await observations.close();
  }
}
