import type { GateCategory } from './categories.js';

/** A check on one match: `false` discards it (negated, described, not a verb). */
export type Accept = (text: string, head: RegExpExecArray, near: RegExpExecArray | null) => boolean;

/**
 * One detection rule of the instruction gate: a pattern, an optional second pattern that must
 * follow it within the same sentence, and, where the patterns alone would catch reported prose,
 * a check on each match.
 */
export interface GateRule {
  /** Stable id for tests and debugging: `category/language/shape`. */
  readonly id: string;
  /** The category a match reports. */
  readonly category: GateCategory;
  /**
   * Prefilter: lower-case words or fragments, at least one of which every match contains. A
   * rule whose keys are all absent from a text is not run — what keeps a 32 KiB text fast.
   * A key of letters/digits is looked up among the text's words; any other key (CJK, `</`,
   * `--no-verify`) and a key written `~key` as a substring. Empty: always run.
   */
  readonly keys: readonly string[];
  /** Fragments that must all occur (keys written `+key`). */
  readonly required: readonly string[];
  /** The keys looked up among words. */
  readonly wordKeys: readonly string[];
  /** The keys looked up as substrings. */
  readonly fragmentKeys: readonly string[];
  /** A global (`g`) pattern; rules never rely on `lastIndex` between calls. */
  readonly pattern: RegExp;
  /**
   * A second global pattern that must match after `pattern`, within `within` characters and
   * before the sentence ends (a lazy gap written as a regex is slow on long texts).
   */
  readonly near?: { readonly pattern: RegExp; readonly within: number };
  /** Optional check of one match. */
  readonly accept?: Accept;
}

const isWordKey = (k: string): boolean => /^[\p{L}\p{N}_]+$/u.test(k) && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(k);

function build(category: GateCategory, id: string, keys: string, pattern: RegExp, near: GateRule['near'], accept: Accept | undefined): GateRule {
  const list = keys.split(/\s+/u).filter(Boolean);
  const any = list.filter((k) => !k.startsWith('+'));
  const base: GateRule = {
    id: `${category}/${id}`,
    category,
    keys: any.map((k) => k.replace(/^~/u, '')),
    required: list.filter((k) => k.startsWith('+')).map((k) => k.slice(1)),
    wordKeys: any.filter(isWordKey),
    fragmentKeys: any.filter((k) => !isWordKey(k)).map((k) => k.replace(/^~/u, '')),
    pattern,
  };
  return { ...base, ...(near ? { near } : {}), ...(accept ? { accept } : {}) };
}

/**
 * Defines a rule; a tiny helper so rule files read as tables.
 *
 * @param keys - space-separated prefilter keys: `word`, `~substring`, `+required-substring`
 */
export function rule(category: GateCategory, id: string, keys: string, pattern: RegExp, accept?: Accept): GateRule {
  return build(category, id, keys, pattern, undefined, accept);
}

/**
 * Defines a rule whose `near` pattern must match within `within` characters after `pattern`,
 * in the same sentence. `accept` receives both matches.
 */
export function nearRule(category: GateCategory, id: string, keys: string, pattern: RegExp, near: RegExp, within: number, accept?: Accept): GateRule {
  return build(category, id, keys, pattern, { pattern: near, within }, accept);
}

/** A text prepared for the prefilter: its lower-cased form and the set of its words. */
export interface Prepared {
  readonly text: string;
  readonly lower: string;
  readonly words: ReadonlySet<string>;
}

/** Prepares `text` for {@link mayMatch}. */
export function prepare(text: string): Prepared {
  const lower = text.toLowerCase();
  return { text, lower, words: new Set(lower.split(/[^\p{L}\p{N}_]/u)) };
}

function hasFragment(p: Prepared, key: string): boolean {
  return p.lower.includes(key);
}

/** True when the prepared text holds every required key and at least one key (or the rule has none). */
export function mayMatch(r: GateRule, p: Prepared): boolean {
  for (const key of r.required) if (!hasFragment(p, key)) return false;
  if (r.keys.length === 0) return true;
  for (const key of r.wordKeys) if (p.words.has(key)) return true;
  for (const key of r.fragmentKeys) if (hasFragment(p, key)) return true;
  return false;
}

/** A sentence end: . ! ? before a space or the end, a line break, 。！？. */
const SENTENCE_END = /[.!?](?=[\s.!?]|$)|[\n\r。！？]/;

/** The text after `from` up to the end of its sentence, at most `limit` characters. */
function sentenceAfter(text: string, from: number, limit: number): string {
  // A window that ends mid-text gains one character, so ". " at its edge still reads as an end.
  const window = text.slice(from, from + limit + 1);
  const end = SENTENCE_END.exec(window);
  return window.slice(0, end ? end.index : limit);
}

/** The first match of `near` in the window after `head` that `accept` takes, or null. */
function nearMatch(r: GateRule, near: NonNullable<GateRule['near']>, text: string, head: RegExpExecArray): RegExpExecArray | null {
  const window = sentenceAfter(text, head.index + head[0].length, near.within);
  const { pattern } = near;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(window); m !== null; m = pattern.exec(window)) {
    if (m[0] === '') pattern.lastIndex++;
    if (!r.accept || r.accept(text, head, m)) {
      pattern.lastIndex = 0;
      return m;
    }
  }
  pattern.lastIndex = 0;
  return null;
}

/**
 * Returns the first accepted match of `r` in `text` at or after `from`, or null. Never throws.
 * For a rule with a `near` pattern, the match returned is the head's.
 */
export function firstMatch(r: GateRule, text: string, from = 0): RegExpExecArray | null {
  const { pattern } = r;
  pattern.lastIndex = from;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (m[0] === '') pattern.lastIndex++;
    const ok = r.near ? nearMatch(r, r.near, text, m) !== null : !r.accept || r.accept(text, m, null);
    if (ok) {
      pattern.lastIndex = 0;
      return m;
    }
  }
  pattern.lastIndex = 0;
  return null;
}

/** The named group `name` of `m`, or ''. */
export function group(m: RegExpExecArray | null, name: string): string {
  return m?.groups?.[name] ?? '';
}
