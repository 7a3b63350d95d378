import { type Origin, POLICY } from '../policy/policy.js';
import type { Observation } from './observation.js';

/** What {@link opaqueRead} found: the origin a session's later agent writes are lowered to, and which read says why. */
export interface OpaqueRead {
  /** The least trusted origin among the session's opaque observations. */
  origin: Origin;
  /** The read that set it, in words: `Read docs/arch.png (image)`; at most 200 characters. */
  read: string;
}

/**
 * The least trusted origin among a session's observations of content Cairn cannot compare with
 * a write ({@link Observation.opaque}: an image, a PDF, audio, a binary blob the agent read or
 * fetched), with the read that set it; undefined when the session read none. The words in such
 * content reach the model and never the fingerprints, so attestation cannot tell whether a write
 * repeats them (attack note A5, 2026-12-06: a sentence from two images in two protected sessions
 * became active as `agent`). A write is then lowered as a gap lowers it (`writeDecision`): to this
 * origin — the file's `repo`, a third-party or outside file's `external`, a page's `web`, a tool's
 * `tool`. Of equally trusted origins the first read wins (its reason is the one named).
 *
 * @param observations - the session's observations, any order; others' are not filtered out here
 */
export function opaqueRead(observations: readonly Pick<Observation, 'origin' | 'opaque' | 'tool' | 'ref' | 'at'>[]): OpaqueRead | undefined {
  let found: (OpaqueRead & { at: string }) | undefined;
  for (const o of observations) {
    if (o.opaque === undefined) continue;
    const rank = POLICY[o.origin].trustRank;
    const better = found === undefined || rank > POLICY[found.origin].trustRank || (rank === POLICY[found.origin].trustRank && o.at < found.at);
    if (!better) continue;
    const what = [o.tool ?? 'transcript', o.ref].filter((p) => p !== undefined && p !== '').join(' ');
    found = { origin: o.origin, read: `${what} (${o.opaque})`.slice(0, 200), at: o.at };
  }
  return found && { origin: found.origin, read: found.read };
}
