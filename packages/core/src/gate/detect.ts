import { cipherReadings, decodedViews, foldLeet, rejoinSpacedLetters } from '../decode/index.js';
import type { GateCategory } from './categories.js';
import { hostsOf, readDirectives, readHiddenOrders, type SentenceCache } from './directives.js';
import { reportedOwnPipe } from './flows.js';
import { mentionedAt } from './lexicon.js';
import { firstMatch, type GateRule, mayMatch, type Prepared, prepare } from './rule.js';
import { ALL_RULES } from './rules/all.js';
import { knowsHost, type ProjectVocabulary } from './vocabulary.js';
import { reversedReadings } from './reversed.js';
import { buildViews } from './views.js';

/** Encoded text inside encoded text is read; one level deeper is not (bounds the work). */
const MAX_DEPTH = 2;

/** A fence and its info string (```bash). */
const FENCES = /(?:```|~~~)[^\n`]{0,40}/gu;
/** How far after a fence an order counts as breaking out of it (characters). */
const FENCE_REACH = 240;
/** An invisible character between two letters or a letter and punctuation: a word split or joined unseen. */
const INVISIBLE_IN_WORDS = /(?<=[\p{L}\p{N}.,;:!?])[\u200B-\u200D\u2060-\u2064\uFEFF\u00AD\u180E](?=\p{L})/gu;
/** At most this many fences are read for a break-out (bounds the work on a text of fences). */
const MAX_FENCES = 20;

/** At most this many matches of one rule are read for a mention (bounds the work on a text of repeats). */
const MAX_MENTIONS = 16;

/** True when `r` matches `text` somewhere that is not a mere mention (see `mentionedAt`). */
function usedMatch(r: GateRule, text: string): boolean {
  let from = 0;
  for (let n = 0; n < MAX_MENTIONS; n++) {
    const m = firstMatch(r, text, from);
    if (m === null) return false;
    if (!mentionedAt(text, m.index, m.index + m[0].length)) return true;
    from = m.index + Math.max(1, m[0].length);
  }
  return true;
}

/** The categories of the rules in `rules` that match the prepared view. */
function matchedCategories(rules: readonly GateRule[], view: Prepared): Set<GateCategory> {
  const matched = new Set<GateCategory>();
  for (const r of rules) {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: shortcuts only: a matched category needs no second rule; mayMatch skips only rules that cannot match (rule.test.ts).
    if (!matched.has(r.category) && mayMatch(r, view) && usedMatch(r, view.text)) matched.add(r.category);
  }
  return matched;
}

/**
 * True when an order starts right after a code fence (``` or ~~~) in `text`: the fence would
 * close the digest's fence and the order would stand outside it. An order further down a
 * document that merely contains code blocks is not a break-out.
 */
function orderAfterFence(text: string, vocabulary: ProjectVocabulary | undefined, cache: SentenceCache): boolean {
  FENCES.lastIndex = 0;
  let hit = false;
  for (let f = FENCES.exec(text), count = 0; f !== null && count < MAX_FENCES && !hit; f = FENCES.exec(text), count++) {
    const start = f.index + f[0].length;
    const after = new Set<GateCategory>();
    readDirectives(text.slice(start, start + FENCE_REACH), vocabulary, after, cache);
    hit = after.size > 0;
  }
  FENCES.lastIndex = 0;
  return hit;
}

/** Adds to `found` what `decoded` trips, plus `encoded-payload` (or `hidden-text`) when it trips anything. */
function gateDecoded(decoded: string, depth: number, found: Set<GateCategory>, vocabulary: ProjectVocabulary | undefined, hidden = false): void {
  const inner = new Set<GateCategory>();
  detect(decoded, depth + 1, inner, vocabulary);
  if (inner.size > 0 || hidden) {
    for (const c of inner) found.add(c);
    found.add(hidden ? 'hidden-text' : 'encoded-payload');
  }
}

/**
 * Adds to `found` every gate category that `text` trips: the structural rules (forged tags,
 * role lines, shell pipes) on every view; mood and hazard sentence by sentence
 * (`readDirectives`) on the plain, canonical, leetspeak and letter-spaced readings; a code fence
 * followed by an order; messages hidden in invisible characters; and text hidden in encodings,
 * read in turn. Never throws.
 *
 * @param text - the text to examine
 * @param depth - 0 for a field; encoded text found inside is examined at depth + 1
 * @param found - the set to add categories to
 * @param vocabulary - the project's packages and hosts (see {@link ProjectVocabulary})
 * @param cache - sentence results shared with other texts of the same record and vocabulary (optional)
 */
export function detect(text: string, depth: number, found: Set<GateCategory>, vocabulary?: ProjectVocabulary, cache: SentenceCache = new Map()): void {
  const { views, readable, joined, obfuscated } = buildViews(text);
  const structural = new Set<GateCategory>();
  for (const form of views) for (const c of matchedCategories(ALL_RULES, prepare(form))) structural.add(c);
  // A report that the project's own file pipes the project's own host to a shell is its build, shown (round 18, F12).
  if (structural.has('shell-pipe') && reportedOwnPipe(text, hostsOf(text), (h) => knowsHost(vocabulary, h))) structural.delete('shell-pipe');
  for (const c of structural) found.add(c);
  // views[0] is the NFKC text without invisible characters; views[1] its canonical form (comments
  // opened, escapes decoded, look-alike letters folded); the spaced form reads U+200B as a space.
  const plain = views[0] ?? joined;
  const readings = new Set([...readable, foldLeet(plain), rejoinSpacedLetters(joined)]);
  const before = found.size;
  let directive = false;
  for (const r of readings) directive = readDirectives(r, vocabulary, found, cache, obfuscated) || directive;
  // An order written with invisible characters between or inside its words hides from a person's eye.
  if (obfuscated && (found.size > before || (directive && (text.match(INVISIBLE_IN_WORDS)?.length ?? 0) >= 2))) found.add('hidden-text');
  readHiddenOrders(joined, vocabulary, found);
  if (orderAfterFence(views[1] ?? plain, vocabulary, cache)) found.add('forged-tag');
  if (depth >= MAX_DEPTH) return;
  const decoded = decodedViews(text);
  // A message hidden in invisible characters is flagged whatever it says, and read as text.
  for (const hidden of decoded.hidden) gateDecoded(hidden.text, depth, found, vocabulary, true);
  for (const d of decoded.decoded) gateDecoded(d.text, depth, found, vocabulary);
  // Text written reversed, letter-shifted (rot13, Caesar, Atbash, ROT47), as character codes or as letters joined by
  // separators (`D-i-s-a-b-l-e`) is read by a model as plainly as the text itself: each reading core's shared cipher
  // decoder keeps (one that reads as English, with more function words than as written) is gated like decoded text.
  // Read at the top level only: a cipher inside a cipher is not followed (bounds the work).
  // The gate's own reversals (./reversed.ts) read clauses too short for the shared decoder's.
  if (depth === 0) for (const reading of [...cipherReadings(joined), ...reversedReadings(joined)]) gateDecoded(reading, MAX_DEPTH - 1, found, vocabulary);
}
