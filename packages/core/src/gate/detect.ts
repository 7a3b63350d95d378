import { decodedViews, foldHomoglyphs } from '../decode/index.js';
import type { GateCategory } from './categories.js';
import { firstMatch, mayMatch, prepare, type GateRule, type Prepared } from './rule.js';
import { ALL_RULES } from './rules/all.js';
import { DENSE_RULES } from './rules/dense.js';
import { AUTHORITY_CLAIM_RULES, ORDER_SIGNALS } from './rules/falseAuthority.js';
import { buildViews } from './views.js';

/** Encoded text inside encoded text is read; one level deeper is not (bounds the work). */
const MAX_DEPTH = 2;

/** Categories that make text after a code fence a fence break-out (forged-tag). */
const ORDER_CATEGORIES: ReadonlySet<GateCategory> = new Set<GateCategory>([
  'standing-order',
  'ignore-previous',
  'role-impersonation',
  'delayed-trigger',
  'exfiltration',
  'concealment',
  'preference-hijack',
  'safety-off',
]);
const FENCE_RULES: readonly GateRule[] = ALL_RULES.filter((r) => ORDER_CATEGORIES.has(r.category));
/** A fence and its info string (```bash). */
const FENCES = /(?:```|~~~)[^\n`]{0,40}/gu;
/** How far after a fence an order counts as breaking out of it (characters). */
const FENCE_REACH = 240;

/** The categories of the rules in `rules` that match the prepared view. */
function matchedCategories(rules: readonly GateRule[], view: Prepared): Set<GateCategory> {
  const matched = new Set<GateCategory>();
  for (const r of rules) {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: shortcuts only — a category already matched needs no second rule, and mayMatch skips only rules that cannot match (rule.test.ts).
    if (!matched.has(r.category) && mayMatch(r, view) && firstMatch(r, view.text) !== null) matched.add(r.category);
  }
  return matched;
}

/**
 * True when an order starts right after a code fence (``` or ~~~) in `view`: the fence would
 * close the digest's fence and the order would stand outside it. An order further down a
 * document that merely contains code blocks is not a break-out. Only the rules of `inView`
 * (the order categories this view trips at all) are tried after each fence, at most 20 fences.
 */
function orderAfterFence(view: Prepared, inView: ReadonlySet<GateCategory>): boolean {
  const rules = FENCE_RULES.filter((r) => inView.has(r.category));
  FENCES.lastIndex = 0;
  let hit = false;
  for (let f = FENCES.exec(view.text), count = 0; f !== null && count < 20 && !hit; f = FENCES.exec(view.text), count++) {
    const start = f.index + f[0].length;
    const after = view.text.slice(start, start + FENCE_REACH);
    hit = rules.some((r) => firstMatch(r, after) !== null);
  }
  FENCES.lastIndex = 0;
  return hit;
}

/** `pattern.test(view)` for a global pattern, leaving `lastIndex` at 0. */
function testOnce(pattern: RegExp, view: string): boolean {
  pattern.lastIndex = 0;
  const hit = pattern.test(view);
  pattern.lastIndex = 0;
  return hit;
}

/** True when some rule in `rules` matches the prepared view. */
function anyMatch(rules: readonly GateRule[], view: Prepared): boolean {
  return rules.some((r) => mayMatch(r, view) && firstMatch(r, view.text) !== null);
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
  for (const form of views) {
    const view = prepare(form);
    // The fence check needs every category this view trips, not only those no earlier view found.
    const inView = matchedCategories(ALL_RULES, view);
    for (const c of inView) found.add(c);
    if (orderAfterFence(view, inView)) found.add('forged-tag');
    claim ||= anyMatch(AUTHORITY_CLAIM_RULES, view);
    // Read only with a claim of authority: the signals are what turn a claim into an order,
    // and most texts make no claim (this saves a pass of seven patterns per view).
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a shortcut only — signal is read only together with claim.
    if (claim && !signal) signal = ORDER_SIGNALS.some((p) => testOnce(p, form));
  }
  if (obfuscated) {
    // Zero-width characters inside AND between words defeat both the joined and the spaced form.
    const dense = prepare(
      foldHomoglyphs(joined)
        .replace(/[^\S\n]/gu, '')
        .toLowerCase(),
    );
    for (const c of matchedCategories(DENSE_RULES, dense)) found.add(c);
  }
  // A claim of authority counts with an order: a category found so far (only direct rules,
  // forged-tag and dense matches: decoded text is read below) or a permission/justification.
  if (claim && (found.size > 0 || signal)) found.add('false-authority');
  if (depth >= MAX_DEPTH) return;
  const decoded = decodedViews(text);
  // A message hidden in invisible characters is an encoded payload whatever it says.
  for (const hidden of decoded.hidden) gateDecoded(hidden.text, depth, found, true);
  for (const d of decoded.decoded) gateDecoded(d.text, depth, found);
}
