import { gateFields } from '../gate/index.js';
import { hasHoldingFlag } from './promotion.js';
import { normalizeForDetection } from '../decode/index.js';
import { redactSecrets } from '../redact/index.js';
import type { Flag, MemoryRecord } from '../schema/record.js';
import { POLICY } from './policy.js';

/** One thing {@link reapplyPolicy} lowered or added on a stored record. */
export interface ReadCorrection {
  field: 'salience' | 'confidence' | 'strength' | 'decayRate' | 'pinned' | 'stable' | 'flags' | 'status' | 'text';
  /** What the stored row claimed. */
  stored: string | number | boolean;
  /** What the record is read as. */
  applied: string | number | boolean;
}

const TEXT_FIELDS = ['text', 'title', 'summary'] as const;
const LIST_FIELDS = ['tags', 'tripwires', 'filesEdited'] as const;

/**
 * The policy applied again to a record as it is READ (DESIGN.md §12: "core re-applies caps,
 * flags and redaction on read"), so a row written around Cairn — by a database's table owner,
 * a restored backup, an edited file — cannot claim more than its origin allows. Every store
 * can run its reads through it; the team store does.
 *
 * What it does, each step only ever lowering trust:
 * - salience, confidence and strength are capped by the origin's row of the policy table (strength
 *   by the salience cap, the bound reinforcement keeps to: DESIGN.md §4), and
 *   decay is at least the origin's (`decayRate` ≤ the table's);
 * - `pinned` and `stable` are kept only for an origin that may entrench (`user`) or a record a
 *   person confirmed (`cairn pin` confirms);
 * - every free-text field is redacted again and gated again; new flags (`redacted`,
 *   `instruction`, `obfuscated`) and gate reasons are added, never removed;
 * - an `active` record that is not confirmed although a flag (`instruction`, `contradicts`) or
 *   its origin (one that never promotes itself: repo, tool, web, external) needs a person's
 *   confirm is read as a `candidate`. Evidence counts are not judged here (sessions are the
 *   writer's word). Whether a stored confirm is genuine is the person's-acts rule: signatures,
 *   DESIGN.md §1.
 *
 * A record written through Cairn's own write path comes back unchanged (`corrections` empty).
 *
 * @param record - a record as decoded from storage (already schema-checked)
 * @returns the record to hand out (a copy when anything changed) and what was corrected
 */
export function reapplyPolicy(record: MemoryRecord): { record: MemoryRecord; corrections: ReadCorrection[] } {
  const row = POLICY[record.origin];
  const corrections: ReadCorrection[] = [];
  const next: MemoryRecord = { ...record };
  const lower = (field: 'salience' | 'confidence' | 'strength' | 'decayRate', cap: number): void => {
    if (next[field] > cap) {
      corrections.push({ field, stored: next[field], applied: cap });
      next[field] = cap;
    }
  };
  lower('salience', row.salienceCap);
  lower('confidence', row.confidenceCap);
  // The origin's cap, not the record's salience: recall's reinforcement raises strength past the
  // salience a write gave, up to the origin's cap (DESIGN.md §4; decay/strength.ts `reinforce`), and a
  // read that lowered it to the salience took every reinforcement back (issue #24: team reads).
  lower('strength', row.salienceCap);
  lower('decayRate', row.decayPerDay);
  // A person's pin (or confirm) may entrench any record; a write may only ask for it as `user`.
  if (!row.mayEntrench && next.confirmedAt === undefined) {
    for (const field of ['pinned', 'stable'] as const) {
      if (next[field]) {
        corrections.push({ field, stored: true, applied: false });
        next[field] = false;
      }
    }
  }

  const flags = new Set<Flag>(next.flags);
  let redacted = false;
  let obfuscated = false;
  const clean = (value: string): string => {
    if (normalizeForDetection(value).obfuscated) obfuscated = true;
    const r = redactSecrets(value);
    if (r.text !== value) redacted = true;
    return r.text;
  };
  for (const f of TEXT_FIELDS) {
    const v = next[f];
    if (typeof v === 'string') next[f] = clean(v);
  }
  for (const f of LIST_FIELDS) {
    const v = next[f];
    if (Array.isArray(v)) next[f] = v.map(clean);
  }
  if (redacted) corrections.push({ field: 'text', stored: 'credential', applied: 'redacted' });
  const gate = gateFields({
    text: next.text,
    title: next.title,
    summary: next.summary,
    tripwires: next.tripwires,
    tags: next.tags,
    filesEdited: next.filesEdited,
  });
  if (gate.flagged) flags.add('instruction');
  if (redacted) flags.add('redacted');
  if (obfuscated) flags.add('obfuscated');
  const added = [...flags].filter((f) => !next.flags.includes(f));
  if (added.length > 0) {
    corrections.push({ field: 'flags', stored: next.flags.join(',') || 'none', applied: [...flags].join(',') });
    next.flags = [...flags];
  }
  const reasons = new Set([...next.gateReasons, ...gate.reasons]);
  if (reasons.size !== next.gateReasons.length) next.gateReasons = [...reasons].sort();

  if (next.status === 'active' && next.confirmedAt === undefined && (hasHoldingFlag(next) || (row.promotion.kind === 'never' && !next.pinned))) {
    corrections.push({ field: 'status', stored: 'active', applied: 'candidate' });
    next.status = 'candidate';
  }
  return corrections.length === 0 && next.gateReasons === record.gateReasons ? { record, corrections } : { record: next, corrections };
}
