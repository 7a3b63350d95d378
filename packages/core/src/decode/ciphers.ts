import { rejoinSpacedLetters } from './transforms.js';

/**
 * Cipher readings for observation fingerprinting (attack A2, issue #22): a model undoes simple
 * ciphers on its own, so a page that carries a payload as rot13 and a memory that repeats it in
 * plain words (or the other way round) must share fingerprints. Each run of a text (a line, cut
 * at {@link CIPHER_RUN_CHARS}) is cut into pieces (clauses, and windows of
 * {@link CIPHER_PIECE_WORDS} words), and each cipher's gate picks the spans of consecutive pieces
 * that pass it (h53, attack h52 B2: one sentence of plain English on the payload's line used to
 * keep the whole line's letters English and hide the payload). Each span is read as
 * - a letter shift (Caesar, rot13 among them) or Atbash: chosen by the span's letter frequencies
 *   against English (a χ² over 26 letters, 27 × 26 sums), in spans whose e t a o i n s h r are
 *   under half their letters — plain English is about 70% — kept only when the decoded span
 *   holds English function words ({@link MIN_CIPHER_WORDS}) and more of them than as written;
 * - ROT47 (printable ASCII shifted by 47), in spans mostly in ROT47's image of the letters
 *   (`2`–`K`), kept on the same test;
 * - the span reversed character by character, in spans with more reversed English bigrams
 *   (`ht eh ni re na`) than forward ones, kept on the same test;
 * and a run's kept spans of one cipher make one reading. Besides, each run's
 * - character codes (`72,101,108,108,111`, `0x48 0x65 …`): four or more codes of printable ASCII;
 * - letters joined by separators (`H-e-l-l-o`, `p.u.s.h`, `Y o u  m u s t`): rejoined.
 * Pure: no I/O, no globals.
 *
 * Cost: linear in the text — one pass that cuts the pieces and counts what the gates and the
 * patterns need, a second over each piece for its tallies (and at most a third, when a span
 * reaches back into the piece before it), then a decode and a word count of candidate spans only
 * (each gate's spans are disjoint) and the codes and separators patterns only on runs that hold
 * their parts — and at most {@link MAX_CIPHER_READINGS} readings per run, each no longer than the
 * run, so a text of n characters yields at most 7n characters of readings (in practice none for
 * plain prose, code or URLs: a decoding is kept only when it reads as English). Each run is read
 * by itself, so the readings of a text do not depend on how it was cut into pieces (a streamed
 * observation).
 */

/** Characters per run at most: a longer line is read in pieces of this size. */
export const CIPHER_RUN_CHARS = 4_096;

/** Readings of one run at most (the cost bound above): codes and separated letters, then one each for the letter ciphers, ROT47 and reversal. */
export const MAX_CIPHER_READINGS = 7;

/** Letters (printable characters for ROT47) a span needs before its frequencies say anything (below this a shift is a guess). */
const MIN_LETTERS = 16;

/** Indexes (a = 0) of e t a o i n s h r, English's nine commonest letters (Lewand 2000). */
const ETAOINSHR = [4, 19, 0, 14, 8, 13, 18, 7, 17];
const pairOf = (a: string, b: string): number => a.charCodeAt(0) * 128 + b.charCodeAt(0);
const [TH, HE, IN, ER, AN] = [pairOf('t', 'h'), pairOf('h', 'e'), pairOf('i', 'n'), pairOf('e', 'r'), pairOf('a', 'n')];
const [HT, EH, NI, RE, NA] = [pairOf('h', 't'), pairOf('e', 'h'), pairOf('n', 'i'), pairOf('r', 'e'), pairOf('n', 'a')];

/** English function words a decoded span must hold (and hold more of than the span as written). */
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
const COMMON =
  'the and to of a in is it you that for on with as are this be at or your from not all by we an they have was will can if but our their its into then than when what which who there these those must should do does use run send'.split(
    ' ',
  );

/** Letters of the longest {@link COMMON} word: a longer word is counted without being looked at. */
const COMMON_MAX = Math.max(...COMMON.map((w) => w.length));

/** A word of up to six ASCII letters as a number: five bits a letter (a = 1), so no two words share one. */
const packWord = (w: string): number => [...w].reduce((k, c) => k * 32 + (c.charCodeAt(0) - 96), 0);

/** {@link COMMON}'s words by their {@link packWord} number, to their index (under 64: {@link commonWords} marks them in two 32-bit masks). */
const COMMON_INDEX = new Map(COMMON.map((w, i) => [packWord(w), i]));

/**
 * How many distinct words of two letters or more `text` holds that are {@link COMMON}, or 0 when they are
 * under a fifth of its words of two letters or more: a shift of junk (a URL, a hash) that happens
 * to spell `to` or `an` does not read as English. Words are runs of ASCII letters, either case.
 * One pass, no allocation.
 */
function commonWords(text: string): number {
  // Which COMMON words were met, by index: bits of two numbers (64 words at most).
  let seenLow = 0;
  let seenHigh = 0;
  let n = 0;
  let words = 0;
  let distinct = 0;
  let length = 0;
  let key = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) | 32 : 0;
    if (c >= 97 && c <= 122) {
      length++;
      if (length <= COMMON_MAX) key = key * 32 + (c - 96);
      continue;
    }
    if (length >= 2) {
      words++;
      const at = length <= COMMON_MAX ? COMMON_INDEX.get(key) : undefined;
      if (at !== undefined) {
        n++;
        // Distinct ones: junk that spells `be` twice is still junk.
        const bit = 1 << (at & 31);
        if (at < 32 ? (seenLow & bit) === 0 : (seenHigh & bit) === 0) {
          if (at < 32) seenLow |= bit;
          else seenHigh |= bit;
          distinct++;
        }
      }
    }
    length = 0;
    key = 0;
  }
  return n * 5 >= words ? distinct : 0;
}

/** Code units decoded into a string at once ({@link mapAscii}): well under engines' argument limits. */
const CHUNK = 8_192;

/** `text` with each ASCII character `c` replaced by `table[c]` (a table of 128 codes); other characters as they are. Linear, exact. */
function mapAscii(text: string, table: Uint16Array): string {
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    codes[i] = c < 128 ? (table[c] as number) : c;
  }
  let out = '';
  // `apply` with a typed array: no spread into an arguments array (h53: spread cost 4× as much).
  for (let at = 0; at < codes.length; at += CHUNK) out += String.fromCharCode.apply(null, codes.subarray(at, at + CHUNK) as unknown as number[]);
  return out;
}

/** The 128 ASCII codes, each mapped by `f`. */
const asciiTable = (f: (c: number) => number): Uint16Array => Uint16Array.from({ length: 128 }, (_, c) => f(c));

/** {@link shiftLetters}' tables, by shift. */
const SHIFTS = Array.from({ length: 26 }, (_, k) =>
  asciiTable((c) => (c >= 65 && c <= 90 ? 65 + ((c - 65 + k) % 26) : c >= 97 && c <= 122 ? 97 + ((c - 97 + k) % 26) : c)),
);
const ATBASH = asciiTable((c) => (c >= 65 && c <= 90 ? 155 - c : c >= 97 && c <= 122 ? 219 - c : c));
const ROT47 = asciiTable((c) => (c >= 33 && c <= 126 ? 33 + ((c - 33 + 47) % 94) : c));

/** Shifts letters by `k` (0–25), case kept; other characters as they are. */
export function shiftLetters(text: string, k: number): string {
  return mapAscii(text, SHIFTS[((k % 26) + 26) % 26] as Uint16Array);
}

/** Atbash: a ↔ z, b ↔ y, …, case kept. Its own inverse. */
export function atbash(text: string): string {
  return mapAscii(text, ATBASH);
}

/** ROT47: printable ASCII `!`–`~` shifted by 47. Its own inverse. */
export function rot47(text: string): string {
  return mapAscii(text, ROT47);
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

/** Words a piece of a run holds at most: a clause longer than this is weighed in windows of this many words. */
export const CIPHER_PIECE_WORDS = 8;

/** Bit `i` set for e t a o i n s h r ({@link ETAOINSHR}): one test per letter. */
const COMMON9_MASK = ETAOINSHR.reduce((m, i) => m | (1 << i), 0);

// Slots of a tally (an Int32Array filled by {@link tallyRange}).
/** Letters a–z, either case. */
const LETTERS = 0;
/** Letters that are e t a o i n s h r. */
const COMMON9 = 1;
/** Printable ASCII (`!`–`~`). */
const PRINTABLE = 2;
/** Printable characters in ROT47's image of the letters (`2`–`K`: digits, `:;<=>?@`, A–K). */
const IMAGE = 3;
/** English bigrams as written (th he in er an). */
const FORWARD = 4;
/** English bigrams reversed (ht eh ni re na). */
const BACKWARD = 5;
const SLOTS = 6;

/** Tallies `text` from `from` to `to` (exclusive) into `t` (see the slots above). One tight pass, no allocation. */
function tallyRange(text: string, from: number, to: number, t: Int32Array): void {
  let letters = 0;
  let common9 = 0;
  let printable = 0;
  let image = 0;
  let forward = 0;
  let backward = 0;
  let prev = 0;
  for (let i = from; i < to; i++) {
    const raw = text.charCodeAt(i);
    const c = raw | 32;
    if (c >= 97 && c <= 122) {
      letters++;
      if ((COMMON9_MASK >> (c - 97)) & 1) common9++;
      const pair = prev * 128 + c;
      if (pair === TH || pair === HE || pair === IN || pair === ER || pair === AN) forward++;
      else if (pair === HT || pair === EH || pair === NI || pair === RE || pair === NA) backward++;
      prev = c;
    } else prev = 0;
    if (raw >= 33 && raw <= 126) {
      printable++;
      if (raw >= 50 && raw <= 75) image++;
    }
  }
  t[LETTERS] = letters;
  t[COMMON9] = common9;
  t[PRINTABLE] = printable;
  t[IMAGE] = image;
  t[FORWARD] = forward;
  t[BACKWARD] = backward;
}

/**
 * The three gates, each weighing two of a stretch's tallies (`a`, `b`) and needing
 * {@link MIN_LETTERS} of one (`size`) before a span is read:
 * - letter ciphers (shift, Atbash): e t a o i n s h r under half the letters (plain English: about
 *   70%; a shifted or mirrored text's are far fewer);
 * - ROT47, which moves letters out of the alphabet: three fifths of the printable characters or
 *   more in its image of the letters;
 * - reversal: more reversed English bigrams than forward ones.
 */
type Gate = 'letters' | 'rot47' | 'reversed';
const GATE_NAMES: readonly Gate[] = ['letters', 'rot47', 'reversed'];
const SLOT_A = [COMMON9, IMAGE, BACKWARD];
const SLOT_B = [LETTERS, PRINTABLE, FORWARD];
const SLOT_SIZE = [LETTERS, PRINTABLE, LETTERS];
function passes(gate: number, a: number, b: number): boolean {
  return gate === 0 ? a * 2 < b : gate === 1 ? b > 0 && a * 5 >= b * 3 : a > b;
}

const isBlank = (c: number): boolean => c === 32 || c === 9;

/**
 * The spans of a run that pass one gate, found in the text's one pass, piece by piece (the pieces:
 * see {@link cipherReadings}). A span starts at a piece that passes by itself, and grows while the
 * next piece passes by itself — or is too small to judge (under {@link MIN_LETTERS}) and the sum
 * still passes; any other piece closes it, so a clause of plain English after a payload is not
 * decoded with it. A span that starts reaches back, word by word, into the piece before it (when
 * that piece is in no span) as far as the sum still passes: a window of words may end with a lead's
 * words and a payload's first. A span with fewer than {@link MIN_LETTERS} of what the gate counts
 * is dropped. A piece is scanned again at most once (when a span reaches back into it): linear.
 */
class GateSpans {
  /** Start and end offsets in the text, in pairs, in text order, disjoint. */
  readonly spans: number[] = [];
  private start = -1;
  private end = 0;
  private a = 0;
  private b = 0;
  private size = 0;
  /** The piece before, when it is in no span (`prevEnd` -1 when there is none). */
  private prevStart = -1;
  private prevEnd = -1;
  private readonly word = new Int32Array(SLOTS);
  private readonly slotA: number;
  private readonly slotB: number;
  private readonly slotSize: number;

  constructor(
    private readonly gate: number,
    private readonly text: string,
  ) {
    this.slotA = SLOT_A[gate] as number;
    this.slotB = SLOT_B[gate] as number;
    this.slotSize = SLOT_SIZE[gate] as number;
  }

  /** The next piece, `start`–`end`, with its tally `t`. */
  piece(start: number, end: number, t: Int32Array): void {
    const a = t[this.slotA] as number;
    const b = t[this.slotB] as number;
    const size = t[this.slotSize] as number;
    const alone = passes(this.gate, a, b);
    if (this.start >= 0) {
      if ((alone || size < MIN_LETTERS) && passes(this.gate, this.a + a, this.b + b)) {
        this.end = end;
        this.a += a;
        this.b += b;
        this.size += size;
        return;
      }
      this.close();
    }
    if (!alone) {
      this.prevStart = start;
      this.prevEnd = end;
      return;
    }
    this.start = start;
    this.end = end;
    this.a = a;
    this.b = b;
    this.size = size;
    if (this.prevEnd === start) this.reachBack();
    this.prevEnd = -1;
  }

  /** Moves the span's start back over the words of the piece before it, to the earliest word start where the sum passes. */
  private reachBack(): void {
    const text = this.text;
    const word = this.word;
    let wordEnd = this.start;
    let a = 0;
    let b = 0;
    let size = 0;
    for (let i = wordEnd; i > this.prevStart; ) {
      while (i > this.prevStart && isBlank(text.charCodeAt(i - 1))) i--;
      while (i > this.prevStart && !isBlank(text.charCodeAt(i - 1))) i--;
      tallyRange(text, i, wordEnd, word);
      a += word[this.slotA] as number;
      b += word[this.slotB] as number;
      size += word[this.slotSize] as number;
      wordEnd = i;
      if (passes(this.gate, this.a + a, this.b + b)) {
        this.start = i;
        this.a += a;
        this.b += b;
        this.size += size;
        a = b = size = 0;
      }
    }
  }

  /** Ends the open span (at a run's end, or at a piece that does not pass). */
  close(): void {
    if (this.start >= 0 && this.size >= MIN_LETTERS) this.spans.push(this.start, this.end);
    this.start = -1;
    this.prevEnd = -1;
  }

  /** Forgets the run read (its spans taken): the next run starts afresh. */
  reset(): void {
    if (this.spans.length > 0) this.spans.length = 0;
    this.start = -1;
    this.prevEnd = -1;
  }
}

/** Is `c` a character a clause ends at when a blank follows (`: `, `. `, `; `, `? `, `! `)? */
const endsClause = (c: number): boolean => c === 58 || c === 46 || c === 59 || c === 63 || c === 33;

/** Is `c` a dash (`-`, `–`, `—`)? A piece ends at one between blanks. */
const isDash = (c: number): boolean => c === 45 || c === 0x2013 || c === 0x2014;

/** Is `c` a quote or bracket (a piece ends after it): `" ( ) [ ] { } < > \``, curly, low and angle quotes. */
function isMark(c: number): boolean {
  switch (c) {
    case 34:
    case 40:
    case 41:
    case 91:
    case 93:
    case 123:
    case 125:
    case 60:
    case 62:
    case 96:
    case 0xab:
    case 0xbb:
    case 0x201c:
    case 0x201d:
    case 0x201e:
      return true;
    default:
      return false;
  }
}

/** Is `c` an apostrophe (`'`, `‘`, `’`)? A piece ends at one only at a word's edge (`don't` stays whole). */
const isApostrophe = (c: number): boolean => c === 39 || c === 0x2018 || c === 0x2019;

/** What one span decodes to under `gate`'s cipher, when that reads as English; else undefined. */
function spanReading(span: string, gate: Gate): string | undefined {
  // The span's own words counted only for a decoding that reads as English (most do not).
  const keep = (t: string): string | undefined => {
    const n = commonWords(t);
    return n >= MIN_CIPHER_WORDS && n > commonWords(span) ? t : undefined;
  };
  if (gate === 'rot47') return keep(rot47(span));
  // A span that reads as English as written is not reversed (`n > own` alone would let a sentence read backwards win).
  if (gate === 'reversed') {
    const t = keep([...span].reverse().join(''));
    return t !== undefined && commonWords(span) < MIN_CIPHER_WORDS ? t : undefined;
  }
  const counts = new Array<number>(26).fill(0);
  let total = 0;
  for (let i = 0; i < span.length; i++) {
    const c = span.charCodeAt(i) | 32;
    if (c >= 97 && c <= 122) {
      counts[c - 97] = (counts[c - 97] as number) + 1;
      total++;
    }
  }
  let best = 0;
  let bestScore = chi2(counts, total, 0, false);
  for (let k = 1; k < 26; k++) {
    const score = chi2(counts, total, k, false);
    if (score < bestScore) {
      best = k;
      bestScore = score;
    }
  }
  if (chi2(counts, total, 0, true) < bestScore) return keep(atbash(span));
  return best === 0 ? undefined : keep(shiftLetters(span, best));
}

/** The kept decodings of one gate's spans of `text`, in text order: a line break between spans apart, nothing between adjacent ones. */
function gateReading(text: string, spans: readonly number[], gate: Gate): string | undefined {
  let out: string | undefined;
  let lastEnd = -1;
  for (let i = 0; i < spans.length; i += 2) {
    const start = spans[i] as number;
    const end = spans[i + 1] as number;
    const t = spanReading(text.slice(start, end), gate);
    if (t === undefined) continue;
    out = out === undefined ? t : `${out}${lastEnd === start ? '' : '\n'}${t}`;
    lastEnd = end;
  }
  return out;
}

/** A separator of letters ({@link SEPARATED}): hyphen, dot, underscore, bar, star, slash, plus, tilde, middle dot. */
const isSeparator = (c: number): boolean => c === 45 || c === 46 || c === 95 || c === 124 || c === 42 || c === 47 || c === 43 || c === 126 || c === 0xb7;

/** Could `c` be a letter or a digit (`\p{L}`, `\p{N}`)? ASCII ones, and any code unit past ASCII: a superset. */
const mayBeWord = (c: number): boolean => ((c | 32) >= 97 && (c | 32) <= 122) || (c >= 48 && c <= 57) || c > 0x7f;

/** Is `c` an ASCII letter or digit (a subset of `\p{L}`, `\p{N}`)? */
const isAsciiWord = (c: number): boolean => ((c | 32) >= 97 && (c | 32) <= 122) || (c >= 48 && c <= 57);

/**
 * What `text` may say under a simple cipher (see the module comment): the decodings that read as
 * English of each run's spans that pass a cipher's gate, and each run's codes and separated
 * letters joined. Empty for plain English, which reads best as it is written. At most
 * {@link MAX_CIPHER_READINGS} per run.
 *
 * One pass over the text: each run (a line, cut at {@link CIPHER_RUN_CHARS}) is cut into pieces —
 * after a clause's end (`: `, `. `, `; `, `? `, `! `), a quote or bracket, an apostrophe at a
 * word's edge, a dash between blanks, and every {@link CIPHER_PIECE_WORDS} words — and each
 * piece's tallies go to the three gates' spans ({@link GateSpans}), so a sentence of plain English
 * on the line of an encoded payload (a lead: "see the next section: …") does not hide it. The same
 * pass counts what the codes and separated-letters patterns need at least (four numbers of two or
 * three digits or `0x`; three letters on both sides of a separator; four letters or digits standing
 * alone), and a run's patterns are searched only when it has that much.
 *
 * @param text - any string (a tool's output, a prompt, a memory's text)
 * @returns decoded readings, in text order (no reading equal to its run)
 */
export function cipherReadings(text: string): string[] {
  const out: string[] = [];
  const gates = GATE_NAMES.map((_, i) => new GateSpans(i, text));
  const tally = new Int32Array(SLOTS);
  const one: string[] = [];
  let runStart = 0;
  let pieceStart = 0;
  let words = 0;
  let before = 0;
  let before2 = 0;
  // What the run holds at least of each pattern's parts (see above).
  let digits = 0;
  let codes = 0;
  let joined = 0;
  let alone = 0;
  const endPiece = (end: number): void => {
    if (end > pieceStart) {
      tallyRange(text, pieceStart, end, tally);
      for (const g of gates) g.piece(pieceStart, end, tally);
    }
    pieceStart = end;
    words = 0;
  };
  const endRun = (end: number): void => {
    endPiece(end);
    // The run's last number, and its last character standing alone.
    if (digits >= 2 && digits <= 3) codes++;
    if (mayBeWord(before) && !isAsciiWord(before2)) alone++;
    if (end > runStart && (codes >= 4 || joined >= 3 || alone >= 4)) runPatterns(text.slice(runStart, end), one, codes >= 4, joined >= 3, alone >= 4);
    for (let i = 0; i < gates.length; i++) {
      const g = gates[i] as GateSpans;
      g.close();
      if (g.spans.length === 0) continue;
      const reading = gateReading(text, g.spans, GATE_NAMES[i] as Gate);
      if (reading !== undefined) one.push(reading);
      g.reset();
    }
    if (one.length > 0) {
      for (let i = 0; i < one.length && i < MAX_CIPHER_READINGS; i++) out.push(one[i] as string);
      one.length = 0;
    }
    before = before2 = digits = codes = joined = alone = 0;
  };
  for (let i = 0; i < text.length; i++) {
    const raw = text.charCodeAt(i);
    if (raw === 10) {
      endRun(i);
      runStart = pieceStart = i + 1;
      continue;
    }
    if (i - runStart === CIPHER_RUN_CHARS) {
      endRun(i);
      runStart = pieceStart = i;
    }
    if (raw >= 48 && raw <= 57) digits++;
    else {
      if (digits >= 2 && digits <= 3) codes++;
      digits = 0;
      if ((raw | 32) === 120 && before === 48) codes++;
    }
    if (isSeparator(before) && mayBeWord(raw) && mayBeWord(before2)) joined++;
    if (mayBeWord(before) && !isAsciiWord(before2) && !isAsciiWord(raw)) alone++;
    if (isBlank(raw)) {
      if (i > runStart && !isBlank(before)) words++;
      if (endsClause(before) || (isDash(before) && isBlank(before2)) || words >= CIPHER_PIECE_WORDS) endPiece(i + 1);
    } else if (isMark(raw) || (isApostrophe(raw) && !(mayBeWord(before) && mayBeWord(text.charCodeAt(i + 1))))) endPiece(i + 1);
    before2 = before;
    before = raw;
  }
  endRun(text.length);
  return out;
}

/** A run's codes, and its letters joined by separators or blanks, for the patterns it may hold. */
function runPatterns(run: string, out: string[], codes: boolean, separated: boolean, spaced: boolean): void {
  if (codes)
    for (const m of run.matchAll(CODES)) {
      const t = fromCodes(m[0]);
      if (t !== undefined) out.push(t);
    }
  if (separated) {
    SEPARATED.lastIndex = 0;
    if (SEPARATED.test(run)) out.push(run.replace(SEPARATED_ANY, (m, sep: string) => m.split(sep).join('')));
    SEPARATED.lastIndex = 0;
  }
  if (spaced) {
    const rejoined = rejoinSpacedLetters(run);
    if (rejoined !== run) out.push(rejoined);
  }
}
