import { MAX_FIELD_BYTES } from '../policy/policy.js';
import { tokenize } from '../recall/tokenize.js';
import { mentionedTokens } from './mentionedTokens.js';
import { rareTokens, type RareTokenKind } from './rareTokens.js';
import { readEscapes } from './readEscapes.js';

/**
 * A keyed hash, supplied by the caller (core has no crypto and no keys, STYLE.md): HMAC-SHA-256
 * with the home's observation key, as lower-case hex. Core keeps the first
 * {@link FINGERPRINT_HEX} characters.
 */
export type KeyedHash = (value: string) => string;

/** Hex characters kept of each keyed hash: 48 bits (a chance collision among 10⁸ stored fingerprints is < 4·10⁻⁵ per compared shingle). */
export const FINGERPRINT_HEX = 12;

/** Words per shingle (Broder 1997, "On the resemblance and containment of documents": w-shingling). */
export const SHINGLE_WORDS = 5;

/**
 * Winnowing window (Schleimer, Wilkerson & Aiken 2003, "Winnowing: local algorithms for document
 * fingerprinting"): of every {@link WINNOW_WINDOW} consecutive shingle hashes the smallest is kept,
 * so any run of at least `SHINGLE_WORDS + WINNOW_WINDOW − 1` = 8 shared words is guaranteed a
 * shared fingerprint, while about 2/(w+1) = 40% of the shingles are stored.
 */
export const WINNOW_WINDOW = 4;

/**
 * Characters of text shingled with every shingle keyed and winnowed by its keyed hash: a longer
 * response is shingled whole by {@link winnowLong} (bounded cost and count), its first and last
 * half of this keeping the usual window when the whole needed a wider one; a longer prompt
 * (`every`) keeps every shingle of its first and last half of this. A memory field holds at most
 * {@link MAX_FIELD_BYTES} (32 KiB), so this is the most one memory could reproduce in one piece.
 */
export const SHINGLE_TEXT_CAP = MAX_FIELD_BYTES;

/**
 * Marks a stored token as a mention (`mcommand:…`, `mpackage:…`: the letter `m` before the
 * token's kind, the same keyed hash): a command or package a prompt names in prose
 * ({@link fingerprintText} with `every`). Attestation counts a mention only to exempt what the
 * person said, never to lower a write (`attestOrigin`).
 */
export const MENTION_PREFIX = 'm';

/** Most distinct rare tokens kept per observation (the rest of a huge response is dropped, counted). */
export const MAX_RARE_TOKENS = 2_000;

/** What a text leaves behind: keyed fingerprints only, never the text. */
export interface Fingerprints {
  /** Winnowed keyed hashes of {@link SHINGLE_WORDS}-word shingles, distinct, sorted. */
  shingles: string[];
  /** Keyed hashes of rare tokens, `kind:hash`, distinct, sorted. */
  tokens: string[];
  /** UTF-16 length of the text fingerprinted (not bytes on disk). */
  length: number;
  /**
   * True when the text was so long that its shingles were winnowed with a window wider than
   * {@link WINNOW_WINDOW} ({@link winnowLong}): a shared run shorter than
   * `SHINGLE_WORDS + window − 1` words may then go unseen, but in its first and last
   * {@link SHINGLE_TEXT_CAP} / 2 characters, which keep the usual window.
   */
  truncated: boolean;
  /** Rare tokens found beyond {@link MAX_RARE_TOKENS}, not kept. */
  droppedTokens: number;
}

function shingleHashes(words: readonly string[], key: KeyedHash): string[] {
  const hashes: string[] = [];
  if (words.length === 0) return hashes;
  if (words.length < SHINGLE_WORDS) {
    hashes.push(key(`s:${words.join(' ')}`).slice(0, FINGERPRINT_HEX));
    return hashes;
  }
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) hashes.push(key(`s:${words.slice(i, i + SHINGLE_WORDS).join(' ')}`).slice(0, FINGERPRINT_HEX));
  return hashes;
}

/**
 * The keyed hash of every {@link SHINGLE_WORDS}-word shingle of `text`, in text order, not
 * winnowed: what a memory's text is compared with (an observation keeps only its winnowed
 * shingles, so every position of the memory must be tried to meet them). A text of fewer words
 * is one shingle, as {@link fingerprintText} makes it.
 */
export function shingleFingerprints(text: string, key: KeyedHash): string[] {
  return shingleHashes(shingleWords(text), key);
}

/**
 * Winnowing: the minimum of each window (the rightmost on ties), each selected position once.
 * Deterministic for a given key, so a memory's own shingles, winnowed the same way, meet an
 * observation's wherever they share a long enough run.
 */
export function winnow(hashes: readonly string[], window: number = WINNOW_WINDOW): string[] {
  if (hashes.length <= window) return [...hashes];
  const kept = new Set<string>();
  let last = -1;
  for (let start = 0; start + window <= hashes.length; start++) {
    let min = start;
    for (let i = start + 1; i < start + window; i++) if ((hashes[i] as string) <= (hashes[min] as string)) min = i;
    if (min !== last) {
      kept.add(hashes[min] as string);
      last = min;
    }
  }
  return [...kept];
}

/**
 * A URL inside a text, as core's rare tokens take one (a scheme, then no space, quote, bracket or
 * pipe: `rareTokens`' URL word): left out of every text's word shingles ({@link shingleWords}).
 */
const URL_IN_TEXT = /\b(?:https?|ftp|wss?):\/\/[^\s<>"'`()[\]{}|\\^]+/giu;

/**
 * Characters that separate words where they stand (backspace, vertical tab, form feed, the C0
 * information separators, NEL; and the zero-width space, joiners, word joiner, invisible
 * operators, BOM and Mongolian vowel separator, h46-attack2): the tokenizer drops them as invisible, which would glue
 * the words on each side into one (`have\u000bapproved` → `haveapproved`; a JSON body's `\f`
 * read by {@link readEscapes} alike), so shingles read them as spaces on every side.
 */
const SPACING_CONTROLS = /[\u0008\u000B\u000C\u001C-\u001F\u0085\u180E\u200B-\u200D\u2060-\u2064\uFEFF]/gu;

/**
 * What else stands between two words in a tool's output without being a space (h46-attack2,
 * 2026-12-05: words joined by these came back as the agent's own): an HTML or XML tag
 * (`w<br>w`, `<span>w</span><span>w</span>`; at most 256 characters, no line break inside) and a
 * percent-encoded space or line break (`w%20w`). Read as a space on every side, like
 * {@link SPACING_CONTROLS}; the words themselves are untouched.
 */
const SPACING_MARKUP = /<\/?[A-Za-z][^<>\n]{0,254}>|%(?:20|09|0[AaDd])/gu;

/**
 * The words a shingle is made of: core's one tokenizer (NFKC, invisible characters dropped,
 * lower-case, identifiers split, CJK bigrams), so formatting, case and markup do not hide a
 * run of words — URLs left out ({@link URL_IN_TEXT}). A URL is judged by the rare-token rule and
 * its exceptions only (issue #22): its path's words would otherwise make shingles that a memory
 * merely citing the same docs page shares with a page or file. One rule for every side —
 * a memory's text, a hook's observation, a working-tree file — so a run of words around a URL is
 * the same run in each (2026-12-05: the tree left URLs out, observations and memories kept them).
 * JSON string escapes and HTML character references are read first ({@link readEscapes}), so
 * `word\nword` or `word&nbsp;word` is two words on every side (h46-attack, 2026-12-05).
 */
export function shingleWords(text: string): string[] {
  let read = readEscapes(text).replace(SPACING_CONTROLS, ' ');
  if (read.includes('<') || read.includes('%')) read = read.replace(SPACING_MARKUP, ' ');
  return tokenize(read.includes('://') ? read.replace(URL_IN_TEXT, ' ') : read);
}

/**
 * `text`, and `text` with its JSON escapes and HTML references read ({@link readEscapes}) when
 * that differs: what rare tokens are taken from on every side, so `https:\/\/host\/x` in a
 * tool's JSON is the URL a memory names, and a token written either way is found.
 */
export function withEscapesRead(text: string): string[] {
  const read = readEscapes(text);
  return read === text ? [text] : [text, read];
}

/**
 * Most shingles {@link winnowLong} keeps of one long text (≈ 15 bytes each on disk, so at most
 * about 0.5 MB per observation, which every attested write reads within the retention window).
 * Up to about 80,000 words (≈ 500 KB of prose) the window stays {@link WINNOW_WINDOW}; a longer
 * text is winnowed with a wider window so the count stays within this.
 */
export const MAX_SHINGLES = 32_768;

/** FNV-1a offset basis and prime (32-bit; Fowler–Noll–Vo, IETF draft-eastlake-fnv). */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** MurmurHash3's 32-bit finaliser (Appleby): spreads every input bit over the output. */
function fmix32(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * Winnowing over a long text's words at a bounded cost (h46-attack, 2026-12-05: only the head and
 * tail of a long response were shingled, so a payload in the middle of a 79 KB page attested
 * nothing): each shingle's position is chosen by a cheap 32-bit hash seeded from the home's key
 * (FNV-1a per word, mixed per shingle), the minimum of each window of `window` positions, and only
 * the chosen shingles are keyed as {@link fingerprintText} keys every shingle (HMAC), so the cost
 * is one pass over the words plus at most about {@link MAX_SHINGLES} keyed hashes. Which positions
 * are chosen does not matter to a memory compared with them: a memory's every shingle is keyed
 * ({@link shingleFingerprints}), and any run of `SHINGLE_WORDS + window − 1` words it shares
 * holds a chosen one (Schleimer et al. 2003). The window is {@link WINNOW_WINDOW}, widened only as
 * far as keeps the count within {@link MAX_SHINGLES}.
 *
 * @param words - the text's words ({@link shingleWords})
 * @returns the keyed shingles kept and the window used
 */
export function winnowLong(words: readonly string[], key: KeyedHash): { shingles: string[]; window: number } {
  const count = words.length < SHINGLE_WORDS ? Math.min(words.length, 1) : words.length - SHINGLE_WORDS + 1;
  if (count <= WINNOW_WINDOW) return { shingles: shingleHashes(words as string[], key), window: WINNOW_WINDOW };
  const seed = Number.parseInt(key('w:seed').slice(0, 8), 16) >>> 0;
  const wordHash = new Uint32Array(words.length);
  for (const [i, w] of words.entries()) {
    let h = FNV_OFFSET ^ seed;
    for (let c = 0; c < w.length; c++) h = Math.imul(h ^ w.charCodeAt(c), FNV_PRIME);
    wordHash[i] = h >>> 0;
  }
  const cheap = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    let h = seed;
    for (let j = 0; j < SHINGLE_WORDS; j++) h = Math.imul(h ^ (wordHash[i + j] as number), FNV_PRIME) ^ j;
    cheap[i] = fmix32(h);
  }
  // Winnowing keeps about 2/(w+1) of the positions.
  let window = Math.max(WINNOW_WINDOW, Math.ceil((2 * count) / MAX_SHINGLES));
  let chosen = winnowPositions(cheap, window);
  while (chosen.length > MAX_SHINGLES) {
    window *= 2;
    chosen = winnowPositions(cheap, window);
  }
  const kept = new Set<string>();
  for (const p of chosen) kept.add(key(`s:${words.slice(p, p + SHINGLE_WORDS).join(' ')}`).slice(0, FINGERPRINT_HEX));
  return { shingles: [...kept], window };
}

/** The positions winnowing chooses in `values` (the minimum of each window, the rightmost on ties), each once, in order: a monotone queue, O(n). */
function winnowPositions(values: Uint32Array, window: number): number[] {
  if (values.length <= window) {
    let min = 0;
    for (let i = 1; i < values.length; i++) if ((values[i] as number) <= (values[min] as number)) min = i;
    return [min];
  }
  const out: number[] = [];
  const queue = new Int32Array(values.length);
  let head = 0;
  let tail = 0;
  let last = -1;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    while (tail > head && (values[queue[tail - 1] as number] as number) >= v) tail--;
    queue[tail++] = i;
    if ((queue[head] as number) <= i - window) head++;
    if (i >= window - 1) {
      const min = queue[head] as number;
      if (min !== last) {
        out.push(min);
        last = min;
      }
    }
  }
  return out;
}

/**
 * Fingerprints `text` (DESIGN.md §10: "keyed hashes of normalised shingles and rare tokens"):
 * winnowed word shingles of the whole text ({@link winnowLong} past {@link SHINGLE_TEXT_CAP}),
 * and every rare token of the whole (up to {@link MAX_RARE_TOKENS}), of the text as written and
 * with its escapes read ({@link withEscapesRead}).
 * Nothing of the text itself is returned.
 *
 * With `every`, every shingle is kept, not winnowed: for a person's prompt, whose shingles exempt
 * what a less trusted observation shares with them. Winnowing picks by the home's random key, so a
 * winnowed prompt and a winnowed page keep different shingles of the words they share, and a
 * shingle kept by the page alone would count against the person's own words with some keys.
 * With `every` the text also keeps the commands and packages it mentions anywhere in its prose
 * ({@link mentionedTokens}), as a memory's text is compared, each marked {@link MENTION_PREFIX}:
 * a command the person typed mid-sentence (`we deploy with kubectl apply -f deploy/prod.yaml`)
 * then exempts the same command a tool printed on a line of its own. A mention only ever exempts,
 * never attests: a prompt that is not the person's lowers nothing by it.
 *
 * @param text - what a tool returned or a person typed; any size
 * @param key - the caller's keyed hash (HMAC with the home's key)
 * @param options.every - keep every shingle and every mentioned command and package (default false: winnowed, rare tokens only)
 */
export function fingerprintText(text: string, key: KeyedHash, options: { every?: boolean } = {}): Fingerprints {
  const shingles = new Set<string>();
  let truncated = false;
  const half = SHINGLE_TEXT_CAP / 2;
  if (text.length <= SHINGLE_TEXT_CAP) {
    const hashes = shingleHashes(shingleWords(text), key);
    for (const h of options.every ? hashes : winnow(hashes)) shingles.add(h);
  } else if (options.every) {
    // A prompt this long (a paste): every shingle of its head and tail, as before.
    truncated = true;
    for (const piece of [text.slice(0, half), text.slice(text.length - half)]) for (const h of shingleHashes(shingleWords(piece), key)) shingles.add(h);
  } else {
    const whole = winnowLong(shingleWords(text), key);
    for (const h of whole.shingles) shingles.add(h);
    if (whole.window > WINNOW_WINDOW) {
      // Sparser than the 8-word guarantee: the head and tail keep it, as before the whole was shingled.
      truncated = true;
      for (const piece of [text.slice(0, half), text.slice(text.length - half)])
        for (const h of winnow(shingleHashes(shingleWords(piece), key))) shingles.add(h);
    }
  }
  const read = withEscapesRead(text);
  const found = read.flatMap((t) => rareTokens(t));
  const tokens = new Set<string>();
  let dropped = 0;
  for (const t of found) {
    const print = tokenFingerprint(t.kind, t.value, key);
    if (tokens.has(print)) continue;
    if (tokens.size >= MAX_RARE_TOKENS) {
      dropped++;
      continue;
    }
    tokens.add(print);
  }
  if (options.every)
    for (const t of read.flatMap((r) => mentionedTokens(r))) {
      if (tokens.size >= MAX_RARE_TOKENS) break;
      const print = tokenFingerprint(t.kind, t.value, key);
      if (!tokens.has(print)) tokens.add(`${MENTION_PREFIX}${print}`);
    }
  return { shingles: [...shingles].sort(), tokens: [...tokens].sort(), length: text.length, truncated, droppedTokens: dropped };
}

/** The stored form of one rare token: its kind, then its keyed hash (`url:3fa2…`). */
export function tokenFingerprint(kind: RareTokenKind, value: string, key: KeyedHash): string {
  return `${kind}:${key(`t:${kind}:${value}`).slice(0, FINGERPRINT_HEX)}`;
}

/**
 * The stored form of a file read's content (an observation's `blob`): the keyed hash of the
 * file's git blob id, so an observation keeps no plain hash of the project's files.
 */
export function readFingerprint(blob: string, key: KeyedHash): string {
  return key(`b:${blob}`).slice(0, FINGERPRINT_HEX);
}
