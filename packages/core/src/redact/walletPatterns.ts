/**
 * Wallet secrets known by their checksum, not only by a name before them (attack h52 B3, issue
 * #19): a BIP-39 mnemonic written without one of the seed-phrase rule's names (after "seed:", in
 * prose, as a JSON array) and a BIP-32 extended private key. Both carry a checksum their
 * specification defines, so words or base58 that pass it are a wallet secret by their shape.
 *
 * A mnemonic's checksum is only 4 to 8 bits (BIP-0039: one bit per 32 bits of entropy), so one
 * stretch of twelve ordinary list words in sixteen passes it by chance. The rule is therefore
 * narrow (session 53, measured in test/redact/walletFalsePositives.test.ts): a run of list words
 * counts only when it stands alone — its whole run, bounded by a word outside the list, a quote,
 * a bracket, punctuation or the text's end, has exactly 12, 15, 18, 21 or 24 words — or when a
 * wallet word (seed, mnemonic, wallet, recovery, backup, BIP-39, "12 words") stands right before
 * it, where up to four list words glued on either side are cut off. Without a wallet word a
 * window is cut out of a longer run only when the words glued on are ones English prose uses
 * most (`then use <words> for the test`; session 55, see `gluedAsProse`): measured in session 54,
 * 13.4% of random 13-word runs of list words, 17.8% of 14-word and 32.7% of 16-word ones hold a
 * window that passes, so an unrestricted cut is not made. A run
 * written as a person's list (a bare comma list, one bare word a line) also needs a wallet or
 * handover word (attack h53b D6; see `isListForm`).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { wordlist as BIP39_ENGLISH } from '@scure/bip39/wordlists/english.js';
import { type SecretPattern, scan } from './shapes.js';

/** The map word → index of the BIP-39 English wordlist, made on first use (a CLI start-up that redacts nothing pays nothing). */
let listIndex: ReadonlyMap<string, number> | undefined;

/**
 * The index (0–2047) of each word of the BIP-39 English wordlist (BIP-0039, wordlists/english.txt).
 * Made on the first call and kept.
 *
 * @returns a map from a lower-case word to its 11-bit index
 */
export function bip39WordIndex(): ReadonlyMap<string, number> {
  listIndex ??= new Map(BIP39_ENGLISH.map((word, index) => [word, index]));
  return listIndex;
}

/**
 * True when the list indices `indices` are a BIP-39 mnemonic: 12, 15, 18, 21 or 24 words whose
 * last `n / 3` bits equal the first bits of the SHA-256 of the entropy the other bits make
 * (BIP-0039 "Generating the mnemonic": ENT + CS = 11·n bits, CS = ENT / 32). Constant work per
 * word: one pass to pack the bits and one SHA-256 of 16 to 32 bytes.
 *
 * @param indices - word indices, each 0–2047 (from {@link bip39WordIndex})
 */
export function isMnemonicChecksum(indices: readonly number[]): boolean {
  const count = indices.length;
  if (count < 12 || count > 24 || count % 3 !== 0) return false;
  const checksumBits = count / 3;
  let bits = 0n;
  for (const index of indices) bits = (bits << 11n) | BigInt(index);
  const checksum = Number(bits & ((1n << BigInt(checksumBits)) - 1n));
  let entropy = bits >> BigInt(checksumBits);
  const bytes = new Uint8Array(checksumBits * 4);
  for (let at = bytes.length - 1; at >= 0; at--, entropy >>= 8n) bytes[at] = Number(entropy & 255n);
  const first = sha256(bytes)[0] as number;
  return first >> (8 - checksumBits) === checksum;
}

/** The word counts a BIP-39 mnemonic may have (BIP-0039: 128–256 bits of entropy, 12–24 words). */
const MNEMONIC_LENGTHS: ReadonlySet<number> = new Set([12, 15, 18, 21, 24]);

/** How many list words may stand glued before or after a mnemonic that a wallet word names ("restore the test wallet <words> today then run"). */
const MAX_GLUED_WORDS = 4;

/**
 * A word that names a wallet's words, standing within {@link WALLET_WORD_REACH} characters before
 * them or among their first {@link MAX_GLUED_WORDS} words: `seed`, `mnemonic`, `wallet`, `recovery`, `backup`, `bip39`/`bip-39`, `12 words`,
 * `twenty-four words`.
 */
const WALLET_WORD =
  /(?:^|[^A-Za-z0-9])(?:seed|seeds|mnemonics?|wallets?|recovery|backup|bip[ _-]?39|(?:12|15|18|21|24|twelve|fifteen|eighteen|twenty[ -]?one|twenty[ -]?four)[ _-]?words?)(?![A-Za-z0-9])/i;

/** How far before a stretch's first word a wallet word is looked for, in characters (about one line of prose). */
const WALLET_WORD_REACH = 80;

/** A lower-case word of the list's length (3 to 8 letters), maybe numbered as wallets print them (`1. abandon`, `2) ability`). */
const WORD = '(?:\\d{1,2}[.):][ \\t]{0,4})?[a-z]{3,8}';

/**
 * A separator between the words of a mnemonic as people and programs write them: blanks, a comma,
 * a line break, or the `", "` between the strings of a JSON or code array.
 */
const WORD_GAP = `(?:["']?(?:[ \\t]{1,4}|[ \\t]{0,4},[ \\t]{0,4}|[ \\t]{0,4},?[ \\t]{0,4}\\r?\\n[ \\t]{0,16})["']?)`;

/**
 * A run of 12 or more lower-case words (group `secret`), standing alone (no letter, digit, `_` or
 * `-` glued on). The one unbounded repetition of the redactor: a run must be read whole to know
 * its length, and it stays linear (a gap and a word start with different characters, so the run
 * is read once; at its end the engine gives back one word at most).
 */
const WORD_RUN = scan(`(?<![\\w-])(?<secret>${WORD}(?:${WORD_GAP}${WORD}){11,})(?![\\w-])`);

/** True for the code of a lower-case ASCII letter (a word of a run; digits and separators are not). */
const isLetter = (code: number): boolean => code >= 97 && code <= 122;

/** A stretch of list words: where each word starts and ends in the scanned text, and its list index. */
interface Stretch {
  starts: number[];
  ends: number[];
  listed: number[];
}

/**
 * The BIP-39 mnemonics of a {@link WORD_RUN} match. The run is cut into stretches of list words
 * (a word outside the list ends one); a stretch is a mnemonic when its whole length is 12, 15, 18,
 * 21 or 24 words and its checksum is valid, or, when a {@link WALLET_WORD} stands before it or
 * among its first words, when a window of it that leaves out at most {@link MAX_GLUED_WORDS}
 * words at either end is (every such window is replaced). The run is read once, letter by letter
 * (no match object per word: a 32 KiB run of words costs one pass).
 */
function* mnemonics(scanned: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const [start, end] = (match.indices as RegExpIndicesArray)[1] as [number, number];
  const index = bip39WordIndex();
  let stretch: Stretch = { starts: [], ends: [], listed: [] };
  for (let at = start; at <= end; ) {
    while (at < end && !isLetter(scanned.charCodeAt(at))) at++;
    let stop = at;
    while (stop < end && isLetter(scanned.charCodeAt(stop))) stop++;
    const listed = stop > at ? index.get(scanned.slice(at, stop)) : undefined;
    if (listed !== undefined) {
      stretch.starts.push(at);
      stretch.ends.push(stop);
      stretch.listed.push(listed);
    } else {
      const found = stretch.listed.length >= 12 ? mnemonicIn(scanned, stretch) : undefined;
      if (found !== undefined) yield [stretch.starts[found[0]] as number, stretch.ends[found[1] - 1] as number];
      stretch = { starts: [], ends: [], listed: [] };
    }
    at = stop === at ? end + 1 : stop;
  }
}

/**
 * A word that hands over a wallet's words without naming the wallet (`restore:`, `import these`,
 * `recovery phrase`, `secret words`): with {@link WALLET_WORD}, the cue a list-form stretch needs
 * (see {@link isListForm}).
 */
// `impor(?:t|ts|ted|ting)`, not `import(?:…)`: the bundles' code-cache test finds no `import(` in them
// (a dynamic import loses its callback in a code-cached function on Node 20), and this pattern's
// source text is in every bundle.
const HANDOVER_WORD =
  /(?:^|[^A-Za-z0-9])(?:restor(?:e|es|ed|ing)|recover(?:s|ed|ing)?|impor(?:t|ts|ted|ting)|(?:pass)?phrases?|secrets?|private)(?![A-Za-z0-9])/i;

/**
 * True when a stretch is written as people write a list for themselves (attack h53b D6): some gap
 * between two words holds a comma or a line break, and no gap holds a quote or a number. Wallets
 * and tools print a mnemonic as words between blanks on one line, as a numbered grid (`1. word`)
 * or as an array of quoted strings; a bare comma list or one bare word a line is how a person
 * writes groceries, fixtures or a word file, and twelve everyday words of the list pass the 4-bit
 * checksum one time in sixteen. Such a stretch is a mnemonic only after a wallet or handover word
 * (measured in test/redact/walletListForm.test.ts).
 */
function isListForm(scanned: string, stretch: Stretch): boolean {
  const { starts, ends } = stretch;
  let listGap = false;
  for (let word = 1; word < starts.length; word++) {
    const gap = scanned.slice(ends[word - 1] as number, starts[word] as number);
    if (/["'\d]/.test(gap)) return false;
    if (/[,\n]/.test(gap)) listGap = true;
  }
  return listGap;
}

/**
 * The `[first, end)` word indices of the mnemonic in a stretch of list words, or undefined: the
 * whole stretch (a list-form stretch only after a wallet or handover word), or with a wallet word
 * before it, from the first word of any window that passes to the last word of any.
 */
function mnemonicIn(scanned: string, stretch: Stretch): readonly [number, number] | undefined {
  const { starts, listed } = stretch;
  const count = listed.length;
  const before = scanned.slice(Math.max(0, (starts[0] as number) - WALLET_WORD_REACH), starts[MAX_GLUED_WORDS] as number);
  const cued = WALLET_WORD.test(before);
  if (MNEMONIC_LENGTHS.has(count) && isMnemonicChecksum(listed)) {
    if (cued || !isListForm(scanned, stretch)) return [0, count];
    const lead = scanned.slice(Math.max(0, (starts[0] as number) - WALLET_WORD_REACH), starts[0] as number);
    return HANDOVER_WORD.test(lead) ? [0, count] : undefined;
  }
  let found: [number, number] | undefined;
  for (let head = 0; head <= MAX_GLUED_WORDS; head++) {
    for (let tail = 0; tail <= MAX_GLUED_WORDS; tail++) {
      const size = count - head - tail;
      if (!MNEMONIC_LENGTHS.has(size) || !isMnemonicChecksum(listed.slice(head, head + size))) continue;
      if (!cued && !gluedAsProse(scanned, stretch, head, head + size)) continue;
      found = found === undefined ? [head, head + size] : [Math.min(found[0], head), Math.max(found[1], head + size)];
    }
  }
  return found;
}

/**
 * The BIP-39 list words that English technical prose uses most: the 200 most frequent list words
 * of 644 README files of this repository's npm dependencies (6.7 MB, 467,253 words of 3–8
 * lower-case letters, 29.8% of them list words; these 200 are 81% of those), measured in session
 * 55. A mnemonic pasted into a sentence is glued to such words (`then use <words> for the test`).
 */
const PROSE_LIST_WORDS_TEXT =
  'about above action add address agent all allow already also always another any avoid badge bar because before below between body build call can case catch chalk change charge check child chunk client close code color column connect control copy current custom display document either element else empty end entry equal error example false fetch field file filter first fix found have hello help host ignore include index input install into issue just key label length level library license like limit list main major make master match mean media memory merge message method middle modify more must name need net never next notice now number object once one only open option order original other output over own page parent pass patch path pattern pipe please pool possible process program project property provide pull push range raw release remove require response result return right run same script second security sell since size source start state still style subject such table tag tape target test text that then there they this throw time title token tree true try two type under unknown update usage use used useful valid version void want way web what when where width will work world write you';

/** {@link PROSE_LIST_WORDS_TEXT} as a set, made on first use. */
let proseListWords: ReadonlySet<string> | undefined;

/**
 * True when the words of a stretch outside `[first, end)` read as the sentence a mnemonic was
 * pasted into, with no wallet word before it (issue #19, session 55): the stretch is on one line
 * between blanks (not a person's list, {@link isListForm}), each glued word is one of
 * {@link PROSE_LIST_WORDS_TEXT}, and the window's words are not in the list's own order (a pasted
 * run of the wordlist, `abandon ability able about …`). Measured (test/redact/walletGlued.test.ts):
 * English prose holds no run of 8 or more list words (the README corpus above), so what this can take
 * is a line of list words alone: of 2,000 random lines each of 13, 14, 16 and 17 list words it
 * takes 1.95%, 0.3%, 0.9% and 0.3% (the unrestricted cut took 13–33%). Of 500 mnemonics pasted into
 * sentences written for the test (10 openings × 10 endings) it finds 90.2%; the whole-run rule
 * alone found 20.4% (a neighbour that is a list word hid the rest); `again` (rank 323) is among
 * the words it does not cut off.
 */
function gluedAsProse(scanned: string, stretch: Stretch, first: number, end: number): boolean {
  if (isListForm(scanned, stretch) || /[\r\n]/.test(scanned.slice(stretch.starts[0] as number, stretch.ends[stretch.ends.length - 1] as number))) return false;
  proseListWords ??= new Set(PROSE_LIST_WORDS_TEXT.split(' '));
  const words = proseListWords;
  const glued = (at: number): boolean => words.has(scanned.slice(stretch.starts[at] as number, stretch.ends[at] as number));
  for (let at = 0; at < first; at++) if (!glued(at)) return false;
  for (let at = end; at < stretch.listed.length; at++) if (!glued(at)) return false;
  let ascending = true;
  for (let at = first + 1; at < end && ascending; at++) ascending = (stretch.listed[at] as number) > (stretch.listed[at - 1] as number);
  return !ascending;
}

/** The base58 alphabet of Bitcoin (BIP-0032 "Serialization format" encodes keys with Base58Check). */
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * The bytes of a base58 string, or undefined when it holds a character outside {@link BASE58}.
 * Hand-written (as the rest of redaction): core has no base58 library among its dependencies.
 *
 * @param text - base58 text; each leading `1` is a zero byte
 */
export function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 255n));
  for (let i = 0; i < text.length && text[i] === '1'; i++) bytes.unshift(0);
  return Uint8Array.from(bytes);
}

/**
 * True when `text` is Base58Check of `size` payload bytes: its last four bytes are the first four
 * of the payload's double SHA-256 (Bitcoin's Base58Check, as BIP-0032 serializes keys).
 *
 * @param text - base58 text
 * @param size - the payload's length in bytes, checksum excluded
 */
export function isBase58Check(text: string, size: number): boolean {
  const bytes = base58Decode(text);
  if (bytes === undefined || bytes.length !== size + 4) return false;
  const digest = sha256(sha256(bytes.subarray(0, size)));
  return digest.subarray(0, 4).every((byte, at) => byte === bytes[size + at]);
}

/** The size of a serialized BIP-32 extended key before its checksum (BIP-0032 "Serialization format": 4+1+4+4+32+33 bytes). */
const EXTENDED_KEY_BYTES = 78;

/** Wallet secrets found by their checksum: a BIP-39 mnemonic standing alone or after a wallet word, a BIP-32 extended private key. */
export const WALLET_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'seed-phrase',
    source:
      'BIP-0039 specification "Mnemonic code for generating deterministic keys" (12–24 words of its 2048-word English list; the last word carries a SHA-256 checksum of the entropy)',
    description:
      'A BIP-39 mnemonic without the seed-phrase rule\'s name before it: a run of exactly 12, 15, 18, 21 or 24 list words with a valid checksum, or such words after a wallet word (seed, wallet, "12 words")',
    pattern: WORD_RUN,
    cells: mnemonics,
  },
  {
    kind: 'private-key',
    source:
      'BIP-0032 specification "Hierarchical Deterministic Wallets", "Serialization format" (78 bytes in Base58Check: xprv mainnet, tprv testnet); SLIP-0132 (yprv, zprv, uprv, vprv)',
    description: 'A BIP-32 extended private key: xprv/tprv/yprv/zprv/uprv/vprv + base58, 111 characters, with a valid Base58Check checksum',
    keywords: ['prv'],
    pattern: scan('(?<![A-Za-z0-9])(?<secret>[xtyzuv]prv[1-9A-HJ-NP-Za-km-z]{107})(?![A-Za-z0-9])'),
    verify: (_scanned, match) => isBase58Check(match[1] as string, EXTENDED_KEY_BYTES),
  },
];
