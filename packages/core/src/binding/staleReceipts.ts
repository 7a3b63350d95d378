import { STALE_RECALL_WEIGHT } from '../policy/policy.js';
import { redactSecrets } from '../redact/index.js';
import type { Receipt } from '../recall/recall.js';
import { type BindingChange, type BindingState, bindingRef, staleLabel } from './binding.js';

/** A path from the working tree as it leaves core: redacted, control and format characters removed. */
function cleanPath(path: string): string {
  return redactSecrets(path).text.replace(/[\p{Cc}\p{Cf}]/gu, '');
}

/** Changes as they leave core: every path redacted and stripped of control characters. */
export function cleanChanges(changes: readonly BindingChange[]): BindingChange[] {
  return changes.map((c) => ({ ...c, path: cleanPath(c.path), ...(c.movedTo !== undefined ? { movedTo: cleanPath(c.movedTo) } : {}) }));
}

/**
 * `receipt` with what the session's check of its bindings found (issue #23): `stale` and its
 * label when a bound file changed, `bound` with a moved range's lines where they are now.
 * Every path is redacted and stripped of control characters on the way out.
 */
export function markStale(receipt: Receipt, state: BindingState | undefined, now: Date): Receipt {
  if (state === undefined) return receipt;
  const out: Receipt = { ...receipt };
  if (state.rebound.length > 0 && out.bound !== undefined) {
    out.bound = out.bound.map((ref) => {
      const moved = state.rebound.find((r) => cleanPath(bindingRef({ path: r.path, lines: r.from })) === ref);
      return moved ? cleanPath(bindingRef(moved)) : ref;
    });
  }
  if (state.stale.length === 0) return out;
  const stale = cleanChanges(state.stale);
  return { ...out, stale, staleLabel: staleLabel(stale, now) };
}

/**
 * Recall's ranking with staleness (issue #23): each hit marked ({@link markStale}), a stale
 * hit's score multiplied by the policy table's {@link STALE_RECALL_WEIGHT}, then the best
 * `limit` in score order (ties keep their order). A stale memory ranks below a fresh one of
 * equal relevance. The caller asks core for more hits than `limit` so a fresh memory just
 * below the cut can move up.
 */
export function weighStale(hits: readonly Receipt[], states: ReadonlyMap<string, BindingState>, limit: number, now: Date): Receipt[] {
  const marked = hits.map((h, i) => {
    const r = markStale(h, states.get(h.id), now);
    return { r: r.stale !== undefined ? { ...r, score: Math.round(r.score * STALE_RECALL_WEIGHT * 1e6) / 1e6 } : r, i };
  });
  marked.sort((a, b) => b.r.score - a.r.score || a.i - b.i);
  return marked.slice(0, limit).map((m) => m.r);
}
