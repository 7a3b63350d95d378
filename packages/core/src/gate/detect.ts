import { decodeTagCharacters } from '../normalize/normalize.js';
import type { GateCategory } from './categories.js';
import { findEncodedTexts } from './decode.js';
import { firstMatch, type GateRule } from './rule.js';
import { ALL_RULES } from './rules/all.js';
import { DENSE_RULES } from './rules/dense.js';
import { AUTHORITY_CLAIM_RULES, ORDER_SIGNALS } from './rules/falseAuthority.js';
import { buildViews } from './views.js';

/** Encoded text inside encoded text is read; one level deeper is not (bounds the work). */
const MAX_DEPTH = 2;

/** Categories that make text after a code fence a fence break-out (forged-tag). */
const ORDER_CATEGORIES: ReadonlySet<GateCategory> = new Set<GateCategory>([
  'standing-order', 'ignore-previous', 'role-impersonation', 'delayed-trigger', 'exfiltration', 'concealment',
  'preference-hijack', 'safety-off',
]);
const FENCE_RULES: readonly GateRule[] = ALL_RULES.filter((r) => ORDER_CATEGORIES.has(r.category));
const FENCE = /```|~~~/u;

/** An emoji tag sequence (subdivision flags such as 🏴 + "gbsct" + cancel tag) is orthography, not smuggling. */
const EMOJI_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/** Runs `rules` on `view`, adding the category of each rule that matches and is not yet found. */
function runRules(rules: readonly GateRule[], view: string, found: Set<GateCategory>): void {
  for (const r of rules) {
    if (!found.has(r.category) && firstMatch(r, view) !== null) found.add(r.category);
  }
}

/** `pattern.test(view)` for a global pattern, leaving `lastIndex` at 0. */
function testOnce(pattern: RegExp, view: string): boolean {
  pattern.lastIndex = 0;
  const hit = pattern.test(view);
  pattern.lastIndex = 0;
  return hit;
}

/** True when some rule in `rules` matches `view`. */
function anyMatch(rules: readonly GateRule[], view: string): boolean {
  return rules.some((r) => firstMatch(r, view) !== null);
}

/** Adds to `found` what `decoded` trips, plus `encoded-payload` when it trips anything. */
function gateDecoded(decoded: string, depth: number, found: Set<GateCategory>, always = false): void {
  const inner = new Set<GateCategory>();
  detect(decoded, depth + 1, inner);
  if (inner.size > 0 || always) {
    for (const c of inner) found.add(c);
    found.add('encoded-payload');
  }
}

/**
 * Adds to `found` every gate category that `text` trips: the direct rules on every view,
 * the code-fence and false-authority compositions, the dense view of obfuscated text, text
 * smuggled in tag characters and text hidden in encodings. Never throws.
 *
 * @param text - the text to examine
 * @param depth - 0 for a field; encoded text found inside is examined at depth + 1
 * @param found - the set to add categories to
 */
export function detect(text: string, depth: number, found: Set<GateCategory>): void {
  const { views, joined, obfuscated } = buildViews(text);
  let claim = false;
  let signal = false;
  for (const view of views) {
    runRules(ALL_RULES, view, found);
    if (!found.has('forged-tag')) {
      const fence = FENCE.exec(view);
      if (fence && anyMatch(FENCE_RULES, view.slice(fence.index + 3))) found.add('forged-tag');
    }
    if (!claim) claim = anyMatch(AUTHORITY_CLAIM_RULES, view);
    if (claim && !signal) signal = ORDER_SIGNALS.some((p) => testOnce(p, view));
  }
  if (obfuscated) {
    runRules(DENSE_RULES, joined.replace(/[^\S\n]+/gu, '').toLowerCase(), found);
  }
  if (claim) {
    const orders = [...found].some((c) => c !== 'encoded-payload' && c !== 'false-authority');
    if (orders || signal) found.add('false-authority');
  }
  if (depth >= MAX_DEPTH) return;
  const smuggled = decodeTagCharacters(text.replace(EMOJI_TAG_SEQUENCE, ''));
  if (/\p{L}.*\p{L}/u.test(smuggled)) gateDecoded(smuggled, depth, found, true);
  for (const decoded of findEncodedTexts(joined)) gateDecoded(decoded, depth, found);
}
