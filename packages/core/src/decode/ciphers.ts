import { rejoinSpacedLetters } from './transforms.js';

/**
 * Cipher readings for observation fingerprinting (attack A2, issue #22): a model undoes simple
 * ciphers on its own, so a page that carries a payload as rot13 and a memory that repeats it in
 * plain words (or the other way round) must share fingerprints. Each run of a text (a line, cut
 * at {@link CIPHER_RUN_CHARS}) is read as
 * - a letter shift (Caesar, rot13 among them) or Atbash: chosen by the run's letter frequencies
 *   against English (a χ² over 26 letters: one pass over the run, then 27 × 26 sums, only when
 *   e t a o i n s h r are under half its letters — plain English is about 70%), kept only when
 *   the decoded run holds English function words ({@link MIN_CIPHER_WORDS});
 * - ROT47 (printable ASCII shifted by 47), tried when most of the run is in ROT47's image of the
 *   letters (`2`–`K`), kept on the same test;
 * - the run reversed character by character, tried when it holds more reversed English bigrams
 *   (`ht eh ni re na`) than forward ones, kept on the same test;
 * - character codes (`72,101,108,108,111`, `0x48 0x65 …`): four or more codes of printable ASCII;
 * - letters joined by separators (`H-e-l-l-o`, `p.u.s.h`, `Y o u  m u s t`): rejoined.
 * Pure: no I/O, no globals.
 *
 * Cost: linear in the text — about five passes over each run (the letter count, the codes and
 * separators patterns, and a decode and a word count for a candidate only) — and at most
 * {@link MAX_CIPHER_READINGS} readings per run, each no longer than the run, so a text of n
 * characters yields at most 7n characters of readings (in practice none for plain prose, code or
 * URLs: a decoding is kept only when it reads as English). Each run is read by itself, so the
 * readings of a text do not depend on how it was cut into pieces (a streamed observation).
 */

/** Characters per run at most: a longer line is read in pieces of this size. */
export const CIPHER_RUN_CHARS = 4_096;

/** Readings of one run at most (the cost bound above): codes and separated letters, one letter cipher, ROT47, reversed. */
export const MAX_CIPHER_READINGS = 7;

/** Letters a run needs before its frequencies say anything (below this a shift is a guess). */
const MIN_LETTERS = 16;

/** Indexes (a = 0) of e t a o i n s h r, English's nine commonest letters (Lewand 2000). */
const ETAOINSHR = [4, 19, 0, 14, 8, 13, 18, 7, 17];
const pairOf = (a: string, b: string): number => a.charCodeAt(0) * 128 + b.charCodeAt(0);
const [TH, HE, IN, ER, AN] = [pairOf('t', 'h'), pairOf('h', 'e'), pairOf('i', 'n'), pairOf('e', 'r'), pairOf('a', 'n')];
const [HT, EH, NI, RE, NA] = [pairOf('h', 't'), pairOf('e', 'h'), pairOf('n', 'i'), pairOf('r', 'e'), pairOf('n', 'a')];

/** English function words a decoded run must hold (and hold more of than the run as written). */
export const MIN_CIPHER_WORDS = 2;

/**
 * English letter frequencies, a–z, in percent (Lewand, "Cryptological Mathematics", 2000,
 * table 1.1): what a shift's decoded run is compared with.
 */
const ENGLISH = [
  8.167, 1.492, 2.782, 4.253, 12.702, 2.228, 2.015, 6.094, 6.966, 0.153, 0.772, 4.025, 2.406, 6.749, 7.507, 1.929, 0.095, 5.987, 6.327, 9.056, 2.758, 0.978,
  2.36, 0.15, 1.974, 0.074,
];

/** Common English function words: a decoded run holding them reads as English. */
const COMMON = new Set(
  'the and to of a in is it you that for on with as are this be at or your from not all by we an they have was will can if but our their its into then than when what which who there these those must should do does use run send'.split(
    ' ',
  ),
);

/**
 * How many distinct words of two letters or more `text` holds that are {@link COMMON}, or 0 when they are
 * under a fifth of its words of two letters or more: a shift of junk (a URL, a hash) that happens
 * to spell `to` or `an` does not read as English.
 */
function commonWords(text: string): number {
  let n = 0;
  let words = 0;
  const distinct = new Set<string>();
  for (const w of text.toLowerCase().split(/[^a-z]+/u)) {
    if (w.length < 2) continue;
    words++;
    if (!COMMON.has(w)) continue;
    n++;
    distinct.add(w);
  }
  // Distinct ones: junk that spells `be` twice is still junk.
  return n * 5 >= words ? distinct.size : 0;
}

/** Shifts letters by `k` (0–25), case kept; other characters as they are. */
export function shiftLetters(text: string, k: number): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) out += String.fromCharCode(65 + ((c - 65 + k) % 26));
    else if (c >= 97 && c <= 122) out += String.fromCharCode(97 + ((c - 97 + k) % 26));
    else out += text[i];
  }
  return out;
}

/** Atbash: a ↔ z, b ↔ y, …, case kept. Its own inverse. */
export function atbash(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) out += String.fromCharCode(155 - c);
    else if (c >= 97 && c <= 122) out += String.fromCharCode(219 - c);
    else out += text[i];
  }
  return out;
}

/** ROT47: printable ASCII `!`–`~` shifted by 47. Its own inverse. */
export function rot47(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c >= 33 && c <= 126 ? String.fromCharCode(33 + ((c - 33 + 47) % 94)) : text[i];
  }
  return out;
}

/** `ENGLISH` as expected counts per letter of a text of one letter, and their inverses (χ² without a division per term). */
const EXPECTED = ENGLISH.map((f) => f / 100);
const INVERSE = EXPECTED.map((e) => 1 / e);

/**
 * χ² of letter counts `counts` (a–z, `total` letters) against English when cipher letter `i` is
 * read as plain letter `(i + shift) % 26`, or as `25 − i` with `mirror` (Atbash). No allocation.
 */
function chi2(counts: readonly number[], total: number, shift: number, mirror: boolean): number {
  let sum = 0;
  for (let i = 0; i < 26; i++) {
    const plain = mirror ? 25 - i : (i + shift) % 26;
    const d = (counts[i] as number) - (EXPECTED[plain] as number) * total;
    sum += d * d * (INVERSE[plain] as number);
  }
  return sum / total;
}

/** Four or more character codes of printable ASCII, decimal (`72,101`) or hex (`0x48`), separated by commas, blanks or semicolons. */
const CODES = /(?<![\w.])(?:(?:0x[0-9a-f]{2}|\d{2,3})(?:\s*[,;]\s*|\s+)){3,}(?:0x[0-9a-f]{2}|\d{2,3})(?![\w.])/giu;

/** Letters joined by one separator repeated (`H-e-l-l-o`, `p.u.s.h`, `a_b_c`, `x|y|z`, `a*b*c`, `a/b/c`): four letters or more. */
const SEPARATED = /(?<![\p{L}\p{N}])\p{L}(?<sep>[-._|*/·+~])(?:\p{L}\k<sep>){2,}\p{L}(?![\p{L}\p{N}])/gu;

/** Two letters or more joined by one separator: once a line holds a {@link SEPARATED} run, its shorter words (`t-h-e`) are rejoined too. */
const SEPARATED_ANY = /(?<![\p{L}\p{N}])\p{L}(?<sep>[-._|*/·+~])(?:\p{L}\k<sep>)*\p{L}(?![\p{L}\p{N}])/gu;

/** The codes of a {@link CODES} match as text, when every one is printable ASCII; else undefined. */
function fromCodes(run: string): string | undefined {
  let out = '';
  for (const part of run.split(/[\s,;]+/u)) {
    if (part === '') continue;
    const n = part.toLowerCase().startsWith('0x') ? Number.parseInt(part.slice(2), 16) : Number.parseInt(part, 10);
    if (!(n >= 32 && n <= 126)) return undefined;
    out += String.fromCharCode(n);
  }
  return /[A-Za-z]/u.test(out) ? out : undefined;
}

/** The readings of one run (see the module comment). */
function runReadings(run: string, out: string[], patterns: { codes: boolean; separated: boolean; spaced: boolean }): void {
  if (patterns.codes)
    for (const m of run.matchAll(CODES)) {
      const t = fromCodes(m[0]);
      if (t !== undefined) out.push(t);
    }
  if (patterns.separated) {
    SEPARATED.lastIndex = 0;
    if (SEPARATED.test(run)) out.push(run.replace(SEPARATED_ANY, (m, sep: string) => m.split(sep).join('')));
    SEPARATED.lastIndex = 0;
  }
  if (patterns.spaced) {
    const spaced = rejoinSpacedLetters(run);
    if (spaced !== run) out.push(spaced);
  }
  const counts = new Array<number>(26).fill(0);
  let total = 0;
  let printable = 0;
  // ROT47 of English: its letters land on `2`–`K` (digits, `:;<=>?@`, A–K).
  let rot47Range = 0;
  // English bigrams as written (th he in er an) and as reversed (ht eh ni re na).
  let forward = 0;
  let backward = 0;
  let prev = 0;
  for (let i = 0; i < run.length; i++) {
    const raw = run.charCodeAt(i);
    const c = raw | 32;
    if (c >= 97 && c <= 122) {
      counts[c - 97] = (counts[c - 97] as number) + 1;
      total++;
      const pair = prev * 128 + c;
      if (pair === TH || pair === HE || pair === IN || pair === ER || pair === AN) forward++;
      else if (pair === HT || pair === EH || pair === NI || pair === RE || pair === NA) backward++;
      prev = c;
    } else prev = 0;
    if (raw >= 33 && raw <= 126) printable++;
    if (raw >= 50 && raw <= 75) rot47Range++;
  }
  // Plain English: its nine commonest letters (e t a o i n s h r) are about 70% of its letters;
  // a shifted or mirrored text's are far fewer. Above half, it is read as written (a log line, prose).
  let common9 = 0;
  for (const i of ETAOINSHR) common9 += counts[i] as number;
  const plainLetters = common9 * 2 >= total;
  let ownWords: number | undefined;
  const own = (): number => {
    ownWords ??= commonWords(run);
    return ownWords;
  };
  const keep = (t: string): boolean => {
    const n = commonWords(t);
    return n >= MIN_CIPHER_WORDS && n > own();
  };
  if (total >= MIN_LETTERS && !plainLetters) {
    const plain = chi2(counts, total, 0, false);
    let best = 0;
    let bestScore = plain;
    for (let k = 1; k < 26; k++) {
      const score = chi2(counts, total, k, false);
      if (score < bestScore) {
        best = k;
        bestScore = score;
      }
    }
    const mirrored = chi2(counts, total, 0, true);
    if (mirrored < bestScore) {
      const t = atbash(run);
      if (keep(t)) out.push(t);
    } else if (best !== 0) {
      const t = shiftLetters(run, best);
      if (keep(t)) out.push(t);
    }
  }
  // ROT47 moves letters out of the alphabet: its runs are mostly punctuation and digits as written.
  if (printable >= MIN_LETTERS && rot47Range * 5 >= printable * 3) {
    const t = rot47(run);
    if (keep(t)) out.push(t);
  }
  if (total >= MIN_LETTERS && backward > forward && own() < MIN_CIPHER_WORDS) {
    const t = [...run].reverse().join('');
    if (keep(t)) out.push(t);
  }
}

/**
 * What `text` may say under a simple cipher (see the module comment): each run's decodings that
 * read as English, or its codes and separated letters joined. Empty for plain English, which
 * reads best as it is written. At most {@link MAX_CIPHER_READINGS} per run.
 *
 * @param text - any string (a tool's output, a prompt, a memory's text)
 * @returns decoded readings, in text order (no reading equal to its run)
 */
export function cipherReadings(text: string): string[] {
  const out: string[] = [];
  // Each pattern tried on the whole text once: a run is searched for it only when the text holds it.
  CODES.lastIndex = 0;
  SEPARATED.lastIndex = 0;
  const patterns = { codes: CODES.test(text), separated: SEPARATED.test(text), spaced: rejoinSpacedLetters(text) !== text };
  CODES.lastIndex = 0;
  SEPARATED.lastIndex = 0;
  for (const line of text.split('\n'))
    for (let at = 0; at < line.length; at += CIPHER_RUN_CHARS) {
      const one: string[] = [];
      runReadings(line.slice(at, at + CIPHER_RUN_CHARS), one, patterns);
      for (const r of one.slice(0, MAX_CIPHER_READINGS)) out.push(r);
    }
  return out;
}
