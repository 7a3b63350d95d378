/**
 * BIP-39 seed phrases as people and wallets write them, beside the lower-case rules of
 * walletPatterns.ts (h56 attack H4): in capitals or Capitalised (a steel plate, a printed recovery
 * card, MetaMask's "Secret Recovery Phrase"), numbered (`#1 pilot`, `1. pilot`), as a word grid
 * (`| 1 | pilot |`), joined by `-` or `_`, or over two lines. After a seed, mnemonic or recovery
 * label, 12 or more list words are the value whatever their checksum (an Electrum seed uses the
 * same list without BIP-39's checksum; a typo breaks it too). Without a label, a stretch of
 * exactly 12, 15, 18, 21 or 24 list words of one letter case with a valid checksum is one, as
 * walletPatterns.ts counts a lower-case one.
 */
import { type SecretPattern, scan } from './shapes.js';
import { bip39WordIndex, isMnemonicChecksum } from './walletPatterns.js';

/** A list word as written, with where it is and its index. */
interface Word {
  start: number;
  end: number;
  listed: number | undefined;
  text: string;
}

/** The letter runs of `scanned[from, to)`, each looked up lower-cased in the BIP-39 list. */
function wordsIn(scanned: string, from: number, to: number): Word[] {
  const index = bip39WordIndex();
  const out: Word[] = [];
  for (const m of scanned.slice(from, to).matchAll(/[A-Za-z]+/gu)) {
    const start = from + (m.index as number);
    out.push({ start, end: start + m[0].length, listed: index.get(m[0].toLowerCase()), text: m[0] });
  }
  return out;
}

/** Most words of the labelled value looked at before its first list word (a grid's `word` header, `words:`). */
const MAX_LEAD = 3;

/**
 * After a label: the first stretch of 12 or more list words starting within {@link MAX_LEAD} words. The
 * checksum-valid windows of it starting in the lead (a grid's `word` header is a list word too), joined,
 * are the phrase and the prose after them stays; else the whole stretch goes, at most 24 words (an Electrum seed
 * or a typo has no checksum to find its end by: a list word of the prose after it goes with it).
 */
function* labelledPhrase(scanned: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const [from, to] = (match.indices as RegExpIndicesArray)[1] as [number, number];
  const words = wordsIn(scanned, from, to);
  for (let first = 0; first <= MAX_LEAD && first < words.length; first++) {
    let last = first;
    while (last < words.length && words[last]?.listed !== undefined) last++;
    if (last - first >= 12) {
      // Every valid window, joined: 12 words carry a 4-bit checksum, so a header word and 11 of the phrase
      // pass one time in 16 — the window one word on is the phrase then.
      let start = -1;
      let end = -1;
      for (let s = first; s <= first + MAX_LEAD && s + 12 <= last; s++)
        for (const n of [24, 21, 18, 15, 12])
          if (s + n <= last && isMnemonicChecksum(words.slice(s, s + n).map((w) => w.listed as number))) {
            if (start === -1) start = s;
            end = Math.max(end, s + n);
          }
      if (start === -1) [start, end] = [first, Math.min(last, first + 24)];
      yield [(words[start] as Word).start, (words[end - 1] as Word).end];
      return;
    }
  }
}

/** The letter case a word is written in, or undefined when mixed. */
const caseOf = (w: string): string | undefined =>
  w === w.toLowerCase() ? 'lower' : w === w.toUpperCase() ? 'upper' : w.slice(1) === w.slice(1).toLowerCase() ? 'title' : undefined;

/** Without a label: each stretch of exactly 12–24 (a multiple of 3) list words of one case with a valid checksum. */
function* standingPhrase(scanned: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const [from, to] = (match.indices as RegExpIndicesArray)[1] as [number, number];
  const words = wordsIn(scanned, from, to);
  let first = 0;
  for (let at = 0; at <= words.length; at++) {
    const w = words[at];
    const same = w !== undefined && w.listed !== undefined && (at === first || caseOf(w.text) === caseOf((words[first] as Word).text));
    if (same && caseOf(w.text) !== undefined) continue;
    const stretch = words.slice(first, at);
    // One line break at most: a list of one word a line is walletPatterns.ts's to judge (attack h53b D6).
    const breaks = stretch.length > 0 ? (scanned.slice((stretch[0] as Word).start, (stretch[stretch.length - 1] as Word).end).match(/\n/gu)?.length ?? 0) : 0;
    if (breaks <= 1 && isMnemonicChecksum(stretch.map((x) => x.listed as number)))
      yield [(stretch[0] as Word).start, (stretch[stretch.length - 1] as Word).end];
    first = w !== undefined && w.listed !== undefined && caseOf(w.text) !== undefined ? at : at + 1;
  }
}

/**
 * A gap between list words: blanks or list marks (`#3`, `3.`, `|`), and at most one line break in a row
 * (commas and hyphens: walletPatterns.ts's rules). Never empty: letters glued together would let
 * `[A-Za-z]{3,8}` split one long letter run in exponentially many ways (catastrophic backtracking). Never a digit
 * right after a word: a 30 KiB line of `harbour0 harbour1 …` made the phrase's end look-ahead fail after every word and
 * give back one word at a time from every start (quadratic: 573 ms for 30 KiB, a 100 KB import 157 s).
 */
const GAP = String.raw`(?:[ \t#|.'"][ \t#|.'"\d]{0,11}(?:\r?\n[ \t#|.'"\d]{0,12})?|\r?\n[ \t#|.'"\d]{0,12})`;

/** The rules of this file, run with the other secret patterns (patterns.ts `SECRET_PATTERNS`). */
export const SEED_PHRASE_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'seed-phrase',
    source: 'BIP-0039 (the English list); MetaMask "Secret Recovery Phrase"; Electrum docs (seed of the same list, no BIP-39 checksum)',
    description: '12 or more BIP-39 list words in any case and with list marks between them, after a seed, mnemonic or recovery label.',
    pattern: scan(
      String.raw`(?<![\w-])(?:(?:secret\s+)?recovery\s+(?:phrase|words?|seed)|(?:wallet\s+|electrum\s+|backup\s+)?seed(?:\s+(?:phrase|words?))?|mnemonic(?:\s+(?:phrase|words?))?|backup\s+phrase)\b(?:\*\*)?\s*(?:[:=]|\bis\b)(?<secret>(?:[^\n]|\n(?![ \t]*\r?\n)){1,1200})`,
      'i',
    ),
    keywords: ['seed', 'mnemonic', 'recovery', 'backup'],
    cells: labelledPhrase,
  },
  {
    kind: 'seed-phrase',
    source: 'BIP-0039 specification (12–24 words of its English list; the last carries a SHA-256 checksum)',
    description: 'A checksum-valid BIP-39 mnemonic in capitals or Capitalised, numbered, gridded, joined or over two lines.',
    pattern: scan(String.raw`(?<![\w-])(?<secret>[A-Za-z]{3,8}(?:${GAP}[A-Za-z]{3,8}){11,})(?![\w-])`),
    cells: standingPhrase,
  },
];
