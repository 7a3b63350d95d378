/**
 * The one tokenizer (DESIGN.md §5). Every store indexes its output, so every store ranks
 * the same. Rules: NFKC, identifiers split at camelCase, snake_case, kebab-case and
 * punctuation boundaries, lower-cased, accents folded ({@link unaccent}: `café` and `cafe` are
 * one token); letter–digit runs such as `k8s` kept whole; CJK runs become overlapping character
 * bigrams (a single CJK character stays a unigram).
 */

import { IGNORABLE_CLASS } from '../decode/invisible.js';

/**
 * What the tokenizer drops before reading words: every default-ignorable code point (core's one
 * {@link IGNORABLE_CLASS}: zero-width characters, joiners, bidi controls, tags, variation
 * selectors, the combining grapheme joiner, the Hangul fillers, the Mongolian free variation
 * selectors…, drawn as nothing), every format character (Cf) and every control but tab, newline
 * and carriage return — so a word written with one between its letters is the plain word's token
 * (the list this had named only some of them: `sched\u034Fuler` was a token of its own).
 */
const INVISIBLE = new RegExp(String.raw`[\p{Cf}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F${IGNORABLE_CLASS}]`, 'gu');
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30FC]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30FC]+/gu;
/** camelCase / PascalCase / acronym boundaries: `parseConfig`, `HTTPServer`. */
const CAMEL = /(\p{Ll}|\p{N})(?=\p{Lu})|(\p{Lu})(?=\p{Lu}\p{Ll})/gu;

/** A Latin, Greek or Cyrillic letter followed by the combining marks NFKD split off it. */
const ACCENTED = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;
/** Text with nothing to fold: ASCII only. */
const ASCII = /^[\x00-\x7f]*$/u;

/**
 * `word` with the accents of Latin, Greek and Cyrillic letters folded away: NFKD, then the
 * combining marks after such a letter dropped, then NFC (`café` → `cafe`, `Ångström` →
 * `angstrom` once lower-cased, Turkish `İ` lower-cased to `i̇` → `i`; the fifth walk's leftovers:
 * recall for "cafe" did not find "café"). Marks in other scripts (Devanagari vowel signs, Thai
 * tone marks) are letters of their words and stay. Letters that do not decompose stay as they
 * are (`ß`, `ø`, `æ`, `ł`). ASCII is returned as is, cheaply.
 */
export function unaccent(word: string): string {
  if (ASCII.test(word)) return word;
  return word.normalize('NFKD').replace(ACCENTED, '$1').normalize('NFC');
}

function pushCjk(run: string, out: string[]): void {
  const chars = Array.from(run);
  if (chars.length === 1) {
    out.push(chars[0] as string);
    return;
  }
  for (let i = 0; i + 1 < chars.length; i++) out.push((chars[i] as string) + (chars[i + 1] as string));
}

/**
 * Splits `text` into search tokens.
 *
 * @param text - any string
 * @returns tokens in text order (duplicates kept, for term frequencies)
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const normalized = text.normalize('NFKC').replace(INVISIBLE, '');
  for (const match of normalized.matchAll(WORD)) {
    const word = match[0];
    if (CJK.test(word)) {
      // Mixed runs such as `使用pnpm`: split CJK from the rest.
      let last = 0;
      for (const cjk of word.matchAll(CJK_RUN)) {
        const start = cjk.index ?? 0;
        if (start > last) pushWord(word.slice(last, start), out);
        pushCjk(cjk[0], out);
        last = start + cjk[0].length;
      }
      if (last < word.length) pushWord(word.slice(last), out);
    } else {
      pushWord(word, out);
    }
  }
  return out;
}

/** A word the rules below leave as it is: lower-case ASCII letters and digits (most of any prose). */
const PLAIN_WORD = /^[a-z0-9]+$/;

function pushWord(word: string, out: string[]): void {
  // The common case without the split's allocations (a 20 MB tool response is shingled whole): same result.
  if (PLAIN_WORD.test(word)) {
    out.push(word);
    return;
  }
  const parts = word
    .replace(CAMEL, '$1$2 ')
    .split(' ')
    .filter((p) => p.length > 0);
  for (const part of parts) out.push(unaccent(part.toLowerCase()));
  // Mixed-case words are also kept whole: `SQLite` is found by `sqlite` as well as by
  // `sq lite`, `GitHub` by `github`, `parseConfig` by `parseconfig`.
  if (parts.length > 1) out.push(unaccent(word.toLowerCase()));
}

/**
 * `text` as the tokenizer sees it before splitting: NFKC, invisible characters removed,
 * lower-cased, accents folded ({@link unaccent}). Every token of `text` is a substring of it, but for context-dependent
 * lower-casing such as a final sigma: a cheap pre-test for "could this word hold that token"
 * (used by snippets, where a miss only leaves a word unmarked).
 */
export function foldWord(text: string): string {
  return unaccent(text.normalize('NFKC').replace(INVISIBLE, '').toLowerCase());
}

/** Distinct tokens of `text`, in first-seen order. */
export function uniqueTokens(text: string): string[] {
  return [...new Set(tokenize(text))];
}

/** Term frequencies and token count of `text`. */
export function termStatistics(text: string): { termFrequency: Record<string, number>; length: number } {
  const termFrequency: Record<string, number> = {};
  const tokens = tokenize(text);
  for (const t of tokens) termFrequency[t] = (termFrequency[t] ?? 0) + 1;
  return { termFrequency, length: tokens.length };
}
