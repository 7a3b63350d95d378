/**
 * Readings of a text that undo what a person reads through without noticing: leetspeak
 * (`1gn0r3` → `ignore`), rot13, letter-spaced words (`Y o u  m u s t` → `You must`) and words
 * broken across a line end. Pure string functions, linear in the text.
 */

/** Leetspeak substitutions (the common table; `1` is read as `i`, `|` as `l`). */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '|': 'l',
  '!': 'i',
};
/** A token that mixes letters with leet symbols: at least two letters and one substitute. */
const LEET_TOKEN = /[\p{L}0-9@$|!]+/gu;

/**
 * `text` with leetspeak read as letters, in tokens that mix letters and substitutes (`pa55w0rd`,
 * `r3m0ve`); numbers, versions and identifiers without letters on both sides stay as they are.
 * Returns `text` itself when nothing changes. Never throws.
 */
export function foldLeet(text: string): string {
  return text.replace(LEET_TOKEN, (token) => {
    if (!/[0-9@$|!]/u.test(token)) return token;
    const letters = token.match(/\p{L}/gu)?.length ?? 0;
    // A word: three characters or more, a third of them letters at least (`v1`, `1.2.3`, `42x` are not).
    if (token.length < 3 || letters === 0 || letters < token.length / 3) return token;
    if (/^\p{L}+\d+$/u.test(token)) return token; // `sha256`, `utf8`, `h1`: a name and a number
    if (token.length >= 7 && /^[0-9a-f]+$/iu.test(token)) return token; // a short hash
    return Array.from(token, (ch) => LEET[ch] ?? ch).join('');
  });
}

/** The rot13 of each ASCII code: a letter moved 13 places in its case, every other code itself. */
const ROT13 = Uint16Array.from({ length: 128 }, (_, c) =>
  /[A-Za-z]/.test(String.fromCharCode(c)) ? ((c - (c <= 90 ? 65 : 97) + 13) % 26) + (c <= 90 ? 65 : 97) : c,
);

/** Code units turned back into a string per call of String.fromCharCode (well under engines' argument limits). */
const ROT13_CHUNK = 8192;

/**
 * `text` with every ASCII letter rotated by 13 (rot13 is its own inverse); every other code unit
 * kept as it is. A table and one pass over the code units: linear, and fast enough to read every
 * token run of a 32 KiB field (redaction, issue #19 round 10).
 */
export function rot13(text: string): string {
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    codes[i] = c < 128 ? (ROT13[c] as number) : c;
  }
  let out = '';
  for (let i = 0; i < codes.length; i += ROT13_CHUNK) out += String.fromCharCode(...codes.subarray(i, i + ROT13_CHUNK));
  return out;
}

/** The commonest English function words: text that holds more of them after rot13 was written in rot13. */
const FUNCTION_WORDS: ReadonlySet<string> = new Set('the and to of a in is it you that for on with as this be are or not your all any from at by'.split(' '));

function functionWordCount(text: string): number {
  let n = 0;
  for (const w of text.toLowerCase().split(/[^a-z]+/u)) if (FUNCTION_WORDS.has(w)) n++;
  return n;
}

/**
 * The rot13 reading of `text` when it reads better than the text itself (at least three English
 * function words, and more than the text had), else null. Never throws.
 */
export function rot13Reading(text: string): string | null {
  const rotated = rot13(text);
  const after = functionWordCount(rotated);
  return after >= 3 && after > functionWordCount(text) ? rotated : null;
}

/** A run of four or more single letters or digits separated by blanks (`Y o u  m u s t`). */
const SPACED_RUN = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}][^\S\n]{1,3}){3,}[\p{L}\p{N}](?![\p{L}\p{N}])/gu;

/**
 * `text` with letter-spaced runs joined: single blanks between letters vanish, a wider gap
 * (two blanks or more) stays as one word break: `Y o u  m u s t  p u s h` → `You must push`.
 * Returns `text` itself when there is no such run. Never throws.
 */
export function rejoinSpacedLetters(text: string): string {
  return text.replace(SPACED_RUN, (run) =>
    run
      .split(/[^\S\n]{2,}/u)
      .map((word) => word.replace(/[^\S\n]/gu, ''))
      .join(' '),
  );
}

/**
 * `text` with words broken across a line end joined again: a hyphen or nothing at the end of a
 * line, a lower-case letter on both sides (`ig-\nnore`, `pass\nword`). Used for detection only;
 * ordinary line breaks between words remain. Never throws.
 */
export function rejoinBrokenWords(text: string): string {
  return text.replace(/(?<=\p{Ll})-?[^\S\n]*\r?\n[^\S\n]*(?=\p{Ll})/gu, '');
}
