import { MAX_FIELD_BYTES } from '../policy/policy.js';
import { tokenize } from '../recall/tokenize.js';
import { mentionedTokens } from './mentionedTokens.js';
import { rareTokens, type RareTokenKind } from './rareTokens.js';

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
 * Bytes of text fingerprinted as shingles: a response at most this long is shingled whole; a
 * longer one on its first and last half of it. A memory field holds at most
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
  /** True when the text was over {@link SHINGLE_TEXT_CAP} and only its head and tail were shingled. */
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
 * The words a shingle is made of: core's one tokenizer (NFKC, invisible characters dropped,
 * lower-case, identifiers split, CJK bigrams), so formatting, case and markup do not hide a
 * run of words — URLs left out ({@link URL_IN_TEXT}). A URL is judged by the rare-token rule and
 * its exceptions only (issue #22): its path's words would otherwise make shingles that a memory
 * merely citing the same docs page shares with a page or file. One rule for every side —
 * a memory's text, a hook's observation, a working-tree file — so a run of words around a URL is
 * the same run in each (2026-12-05: the tree left URLs out, observations and memories kept them).
 */
export function shingleWords(text: string): string[] {
  return tokenize(text.includes('://') ? text.replace(URL_IN_TEXT, ' ') : text);
}

/**
 * Fingerprints `text` (DESIGN.md §10: "keyed hashes of normalised shingles and rare tokens"):
 * winnowed word shingles of the whole text, or of its head and tail when it is longer than
 * {@link SHINGLE_TEXT_CAP}, and every rare token of the whole (up to {@link MAX_RARE_TOKENS}).
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
  const truncated = text.length > SHINGLE_TEXT_CAP;
  const half = SHINGLE_TEXT_CAP / 2;
  const pieces = truncated ? [text.slice(0, half), text.slice(text.length - half)] : [text];
  const shingles = new Set<string>();
  for (const piece of pieces) {
    const hashes = shingleHashes(shingleWords(piece), key);
    for (const h of options.every ? hashes : winnow(hashes)) shingles.add(h);
  }
  const found = rareTokens(text);
  const tokens = new Set<string>();
  let dropped = 0;
  for (const t of found) {
    if (tokens.size >= MAX_RARE_TOKENS) {
      dropped++;
      continue;
    }
    tokens.add(tokenFingerprint(t.kind, t.value, key));
  }
  if (options.every)
    for (const t of mentionedTokens(text)) {
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
