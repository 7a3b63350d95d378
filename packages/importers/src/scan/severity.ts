import type { GateCategory } from '@cairn/core';

/** How planted a finding looks: `high` fails `cairn scan` (exit 1); `low` is review-on-import. */
export const SEVERITIES = ['high', 'medium', 'low'] as const;
/** One of {@link SEVERITIES}. */
export type Severity = (typeof SEVERITIES)[number];

const RANK: Readonly<Record<Severity, number>> = { high: 3, medium: 2, low: 1 };

/** Orders severities: positive when `a` is more severe than `b`. */
export function compareSeverity(a: Severity, b: Severity): number {
  return RANK[a] - RANK[b];
}

/** The most severe of `severities`, or undefined when there are none. */
export function highestSeverity(severities: Iterable<Severity>): Severity | undefined {
  let best: Severity | undefined;
  for (const s of severities) if (best === undefined || RANK[s] > RANK[best]) best = s;
  return best;
}

/**
 * The severity of each instruction-gate category when it is found in a file (issue #9).
 *
 * - A standing rule ("ALWAYS run `pnpm lint`") is what AGENTS.md files are for: the gate flags
 *   it only when it names a hazard (issue #18: hazard, not mood, decides); `standing-order`, from
 *   stored reasons of an older gate, stays low.
 * - Categories core's gate reads broadly (a `# Instructions` heading reads as a role line, a
 *   code fence followed by an order as a forged tag) are medium; the scanner's own, narrower
 *   detectors (forged-role, deception, every-turn-trigger…) decide when they are high.
 * - Orders that no benign memory file gives — ignore previous instructions, a download piped
 *   into a shell, sending data out, hiding from the person, an encoded order — are high.
 */
export const GATE_SEVERITY: Readonly<Partial<Record<GateCategory, Severity>>> = {
  'standing-order': 'low',
  'delayed-trigger': 'medium',
  'false-authority': 'medium',
  'preference-hijack': 'medium',
  'safety-off': 'medium',
  'role-impersonation': 'medium',
  'forged-tag': 'medium',
  'ignore-previous': 'high',
  'shell-pipe': 'high',
  exfiltration: 'high',
  concealment: 'high',
  'encoded-payload': 'high',
  // A meta-order to decode and follow whatever it decodes to: no benign memory file gives one.
  'decode-and-follow': 'high',
  // Hazards the mood-and-hazard gate names (issue #18) that real convention files also touch
  // (a secret file read by a setup step, a package or host the scan has no manifest to check,
  // "wipe the test database"): a person decides, but they do not fail `cairn scan`.
  'credential-access': 'medium',
  'new-host': 'medium',
  'new-package': 'medium',
  recommendation: 'medium',
  persistence: 'medium',
  destructive: 'medium',
  deception: 'medium',
  coercion: 'medium',
  'hidden-text': 'medium',
};

/** The severity of a gate category; a category this table does not know yet is medium. */
export function gateSeverity(category: string): Severity {
  return GATE_SEVERITY[category as GateCategory] ?? 'medium';
}
