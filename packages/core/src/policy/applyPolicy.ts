import { CoreError, ErrorCode } from '../errors/CoreError.js';
import type { Clamp } from '../schema/record.js';
import type { MemorizeRequest } from '../schema/request.js';
import { CHANNEL_RULES, type Channel, DEFAULT_CONFIDENCE, DEFAULT_SALIENCE, isHumanChannel, type Origin, POLICY } from './policy.js';

/** What the policy table grants one write. */
export interface PolicyDecision {
  origin: Origin;
  salience: number;
  confidence: number;
  decayRate: number;
  pinned: boolean;
  stable: boolean;
  /** Every value the policy lowered, in field order. */
  clamped: Clamp[];
}

/**
 * The one function that decides a write's origin (DESIGN.md §9: host-attested provenance
 * will extend it). `user` means a person typed or confirmed it, so a claimed `user` becomes
 * `agent` on every channel that is not a human channel: `mcp` (agent-driven) and `api` (no
 * person present — the CLI with no person's signature writes on `api`).
 */
export function decideOrigin(requested: Origin, channel: Channel): { origin: Origin; clamped?: Clamp } {
  if (requested === 'user' && !CHANNEL_RULES[channel].human) {
    return { origin: 'agent', clamped: { field: 'origin', requested, applied: 'agent' } };
  }
  return { origin: requested };
}

/**
 * Applies the policy table to a validated request: origin clamp, caps (clamps, reported),
 * entrenchment refusal, decay rate. Source: DESIGN.md §1, seeds/001.
 *
 * @throws CoreError `ENTRENCHMENT_REFUSED` when `pinned` or `stable` is requested by a
 *   non-user origin, or on a channel that is not a human channel.
 */
export function applyPolicy(request: MemorizeRequest, channel: Channel): PolicyDecision {
  const clamped: Clamp[] = [];
  const { origin, clamped: originClamp } = decideOrigin(request.origin, channel);
  if (originClamp) clamped.push(originClamp);
  const row = POLICY[origin];

  const wants = (['pinned', 'stable'] as const).filter((f) => request[f] === true);
  if (wants.length > 0 && !(row.mayEntrench && isHumanChannel(channel))) {
    const clampNote = originClamp ? `origin "user" is stored as "agent" on the ${channel} channel, where no person confirms it, and ` : '';
    const why = row.mayEntrench
      ? `the ${channel} channel is not a human channel, and only a person on the CLI or in VS Code may entrench a memory`
      : `${clampNote}origin "${origin}" may not entrench a memory: only origin "user" may, written by the person and signed with their passphrase (in a terminal: \`cairn memorize --pin --text …\`; for a script, signed ahead there: \`cairn person sign -- memorize --pin …\`; or in VS Code)`;
    throw new CoreError(
      ErrorCode.ENTRENCHMENT_REFUSED,
      `Refused ${wants.join(' and ')}: ${why}. Store it without ${wants.join('/')}, then have a person run \`cairn pin <id>\` deliberately.`,
      { fields: wants, origin, channel },
    );
  }

  const cap = (field: 'salience' | 'confidence', requested: number | undefined, fallback: number, max: number): number => {
    // Only what the caller asked for is reported; a default simply starts at the cap.
    if (requested === undefined) return Math.min(fallback, max);
    if (requested > max) {
      clamped.push({ field, requested, applied: max });
      return max;
    }
    return requested;
  };
  const salience = cap('salience', request.salience, DEFAULT_SALIENCE, row.salienceCap);
  const confidence = cap('confidence', request.confidence, DEFAULT_CONFIDENCE, row.confidenceCap);
  return {
    origin,
    salience,
    confidence,
    decayRate: row.decayPerDay,
    pinned: request.pinned === true,
    stable: request.stable === true,
    clamped,
  };
}
