import { MAX_FIELD_BYTES } from '../policy/policy.js';
import { cipherReadings } from '../decode/ciphers.js';
import { latinSkeleton } from '../decode/homoglyphs.js';
import { IGNORABLE_CLASS } from '../decode/invisible.js';
import { tokenize } from '../recall/tokenize.js';
import { LOOSE_PREFIX, loosePackageNames, proseCommands } from './loosePackages.js';
import { mentionedTokens } from './mentionedTokens.js';
import { RARE_TOKEN_KINDS, rareTokens, type RareTokenKind } from './rareTokens.js';
import { readEscapes } from './readEscapes.js';
import { createWordWinnower } from './winnowStream.js';

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

/**
 * Most distinct rare tokens kept whole per observation and per file of the working tree; an
 * observation keeps up to {@link MAX_COMPACT_TOKENS} more in a compact form, and the rest of a
 * huge response is dropped, counted.
 *
 * Which are kept past it ({@link createTokenKeeper}; h48-attest, h47-attack F6/F8): not the first
 * ones met — 1,000 junk URLs before a payload's pushed it out — but the best by
 * {@link TOKEN_KIND_RANK} (hosts and e-mail addresses first, then commands, packages, paths, URLs
 * last), then by least keyed hash. Padding with URLs (each also gives its host, so 1,000 URLs were
 * 2,000 tokens) never pushes a payload's host or command out while the text holds fewer than 2,000
 * distinct hosts and addresses, and which of one kind are kept depends on the home's key, which a
 * page's author does not know. A text that drops any token is `truncated` and keeps the `bar` its
 * dropped tokens are past (`tokenOrder`): every later agent write holding a token past it, in any
 * session and on any channel, is lowered to that observation's origin (`attestOrigin`, h49-attest,
 * h48-attack F8), so a payload padded past even that is not silently lost. 2,000: the 2026-12-02
 * bound (a response's token list ≈ 50 KB), kept.
 */
export const MAX_RARE_TOKENS = 2_000;

/**
 * The order in which rare tokens are kept past {@link MAX_RARE_TOKENS} (lower first): a host or
 * an e-mail address names where a payload goes and is few in any honest text; a command and a
 * package name what to run; a path and a URL are many in logs and changelogs (every URL also gives
 * its host, which is kept first).
 */
export const TOKEN_KIND_RANK: Readonly<Record<RareTokenKind, number>> = { host: 0, email: 0, command: 1, package: 2, path: 3, url: 4, stem: 4 };

/**
 * Rare tokens kept past {@link MAX_RARE_TOKENS} in a compact form (h49-attest, h48-attack F8/F9):
 * each as the first {@link COMPACT_HEX} hex characters of its keyed hash alone, in one sorted
 * string (an observation's `compact`), so an output of up to `MAX_RARE_TOKENS + MAX_COMPACT_TOKENS`
 * distinct tokens — a 4,000-line URL listing of a project's dependencies' READMEs is about 6,300 —
 * keeps every one and drops nothing. 32,768 × 8 characters = 256 KiB at most per observation (the
 * same order as {@link MAX_SHINGLES}' 0.5 MB). A chance match of a write's token with one of them
 * is at most 32,768 / 2³² ≈ 8·10⁻⁶ per token and observation, and only ever lowers.
 */
export const MAX_COMPACT_TOKENS = 32_768;

/** Hex characters of a compact token print ({@link MAX_COMPACT_TOKENS}): 32 bits. */
export const COMPACT_HEX = 8;

/** The compact form of a token print (`url:3fa2…` → its first {@link COMPACT_HEX} hex characters). */
export function compactPrint(print: string): string {
  return print.slice(print.indexOf(':') + 1, print.indexOf(':') + 1 + COMPACT_HEX);
}

/** Whether `compact` (sorted {@link COMPACT_HEX}-character prints, joined) holds `short`: a binary search, no parse. */
export function compactHas(compact: string, short: string): boolean {
  let lo = 0;
  let hi = compact.length / COMPACT_HEX - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = compact.slice(mid * COMPACT_HEX, (mid + 1) * COMPACT_HEX);
    if (at === short) return true;
    if (at < short) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * The order a keeper ranks a token by ({@link createTokenKeeper}): its kind's
 * {@link TOKEN_KIND_RANK}, then its print. A token whose order is past an observation's `bar` (the
 * worst it kept) is one the keeper may have dropped; one before it was kept if the text held it.
 */
export function tokenOrder(print: string, kind: RareTokenKind): string {
  // A name written in prose (LOOSE_PREFIX) ranks as the token of its kind and value: a write's token
  // past the bar may be either, and a page's author cannot aim one past the other (h58).
  return `${TOKEN_KIND_RANK[kind]}${print.startsWith(LOOSE_PREFIX) ? print.slice(LOOSE_PREFIX.length) : print}`;
}

/**
 * The compact form of a name written in prose (`lpackage:…`, `lcommand:…`; h58): the last
 * {@link COMPACT_HEX} of the {@link FINGERPRINT_HEX} hex characters of its token's keyed hash, not the
 * first ({@link compactPrint}), so one sorted `compact` string holds both kinds apart (a chance
 * meeting of one with the other: 2⁻³² per pair, and it only ever lowers). `print` may carry the
 * prefix or not (a write's token print: `package:…`).
 */
export function looseCompactPrint(print: string): string {
  const i = print.indexOf(':') + 1;
  return print.slice(i + FINGERPRINT_HEX - COMPACT_HEX, i + FINGERPRINT_HEX);
}

/** A bounded set of token prints ({@link createTokenKeeper}). */
export interface TokenKeeper<V> {
  /** Offers one token (its print, its kind, and what to keep with it); a print kept already is ignored. */
  add(print: string, kind: RareTokenKind, value: V): void;
  /**
   * The kept prints with their values (at most the cap), best first ({@link tokenOrder}); how many
   * were offered and not kept (at least); and, when any was dropped, `bar`: the order of the worst
   * kept — every dropped token's order is past it.
   */
  finish(): { kept: Map<string, V>; dropped: number; bar?: string; top?: RareTokenKind[] };
  /** Prints kept so far (may exceed the cap by up to the cap before a trim). */
  has(print: string): boolean;
}

/**
 * Keeps at most `cap` distinct token prints, the best by {@link TOKEN_KIND_RANK} then least print
 * (a keyed hash: an order a text's author cannot know): whatever order they come in, the same are
 * kept. Memory: at most 2 × `cap` held; work O(n log cap). The one keeper of observations and of
 * the working tree's files (`treePrints`).
 *
 * @param cap - most prints kept (default {@link MAX_RARE_TOKENS})
 */
export function createTokenKeeper<V>(cap: number = MAX_RARE_TOKENS): TokenKeeper<V> {
  const held = new Map<string, { order: string; value: V; kind: RareTokenKind }>();
  let dropped = 0;
  // The kinds of the tokens dropped (an observation's `top`): a write's token of another kind was not among them.
  const droppedKinds = new Set<RareTokenKind>();
  // Once trimmed: the order of the worst kept; an offer at or past it is dropped at once.
  let bar: string | undefined;
  const sorted = (): [string, { order: string; value: V; kind: RareTokenKind }][] =>
    [...held.entries()].sort((a, b) => (a[1].order < b[1].order ? -1 : a[1].order > b[1].order ? 1 : 0));
  const trim = (): void => {
    const all = sorted();
    for (const [print, h] of all.slice(cap)) {
      held.delete(print);
      droppedKinds.add(h.kind);
    }
    dropped += Math.max(0, all.length - cap);
    bar = all[Math.min(cap, all.length) - 1]?.[1].order;
  };
  return {
    add(print, kind, value) {
      if (held.has(print)) return;
      const order = tokenOrder(print, kind);
      if (bar !== undefined && held.size >= cap && order >= bar) {
        dropped++;
        droppedKinds.add(kind);
        return;
      }
      held.set(print, { order, value, kind });
      if (held.size >= 2 * cap) trim();
    },
    has: (print) => held.has(print),
    finish() {
      if (held.size > cap) trim();
      const kept = new Map(sorted().map(([p, h]) => [p, h.value]));
      const top = RARE_TOKEN_KINDS.filter((k) => droppedKinds.has(k));
      return { kept, dropped, ...(dropped > 0 && bar !== undefined ? { bar, top } : {}) };
    },
  };
}

/**
 * A keeper's kept prints split as an observation stores them: the best {@link MAX_RARE_TOKENS}
 * whole (`kind:hash`, sorted), the rest compact ({@link compactPrint}, sorted, joined); a name
 * written in prose ({@link LOOSE_PREFIX}) compact by {@link looseCompactPrint}, and left out where
 * its token was kept as well (the token meets more).
 */
export function splitKept(kept: Iterable<string>): { tokens: string[]; compact: string } {
  const held = [...kept];
  const real = new Set(held);
  const all = held.filter((p) => !(p.startsWith(LOOSE_PREFIX) && real.has(p.slice(LOOSE_PREFIX.length))));
  return {
    tokens: all.slice(0, MAX_RARE_TOKENS).sort(),
    compact: [...new Set(all.slice(MAX_RARE_TOKENS).map((p) => (p.startsWith(LOOSE_PREFIX) ? looseCompactPrint(p) : compactPrint(p))))].sort().join(''),
  };
}

/** What a text leaves behind: keyed fingerprints only, never the text. */
export interface Fingerprints {
  /** Winnowed keyed hashes of {@link SHINGLE_WORDS}-word shingles, distinct, sorted. */
  shingles: string[];
  /** Keyed hashes of rare tokens, `kind:hash`, distinct, sorted. */
  tokens: string[];
  /** UTF-16 length of the text fingerprinted (not bytes on disk). */
  length: number;
  /**
   * True when the text was not fingerprinted with the usual density everywhere: its shingles were
   * winnowed with a window wider than {@link WINNOW_WINDOW} ({@link winnowLong}; a shared run
   * shorter than `SHINGLE_WORDS + window − 1` words may then go unseen, but in its first and last
   * {@link SHINGLE_TEXT_CAP} / 2 characters, which keep the usual window), part of it was left
   * `unread` ({@link createShingler}'s budget), or a long prompt kept only its head and tail.
   */
  truncated: boolean;
  /**
   * Rare tokens kept past the first {@link MAX_RARE_TOKENS}, compact ({@link compactPrint}, sorted,
   * joined; empty when none).
   */
  compact: string;
  /** Rare tokens found beyond `MAX_RARE_TOKENS + MAX_COMPACT_TOKENS`, not kept. */
  droppedTokens: number;
  /** When any token was dropped: the {@link tokenOrder} of the worst kept (every dropped one is past it). */
  bar?: string;
  /**
   * With `bar`: the kinds of the tokens dropped (in {@link RARE_TOKEN_KINDS} order, distinct; walk
   * 51): a write's token past the bar of any other kind was not among them, and is not lowered by it.
   */
  top?: RareTokenKind[];
  /** The winnowing window the shingles were kept with: {@link WINNOW_WINDOW}, or wider for a very long text ({@link winnowLong}). */
  window: number;
  /** UTF-16 units not read because {@link createShingler}'s budget was spent, at least (0: the whole text was read). */
  unread: number;
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
 * is one shingle, as {@link fingerprintText} makes it. Every reading's ({@link shingleReadings}), one after the other.
 */
export function shingleFingerprints(text: string, key: KeyedHash, version: number = FINGERPRINT_VERSION): string[] {
  return shingleReadings(text, version).flatMap((words) => shingleHashes(words, key));
}

/**
 * The keyed hash of every {@link SHINGLE_WORDS}-word shingle of one word list (one of
 * {@link shingleReadings}), in order: what {@link shingleFingerprints} gives per reading, aligned
 * with `words` (shingle `i` starts at word `i`; fewer words than a shingle are one).
 */
export function wordShingles(words: readonly string[], key: KeyedHash): string[] {
  return shingleHashes(words, key);
}

/**
 * English function words: a shingle made mostly of them is a stock phrase any page and any
 * memory share (`at the root of the`, `the root of the repository`), not a run the text
 * reproduces (issue #22: "ordinary words shared with a page are not" caught). Articles,
 * prepositions, conjunctions, pronouns, auxiliaries and determiners; other languages' words
 * count as content (their shingles weigh as before).
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  'a an the and or but nor so if then than as at by for from in into of on onto over under to up down out off with without about above below between through during before after per via is are was were be been being am do does did done have has had having will would shall should can could may might must it its this that these those there here which who whom whose what when where why how i me my we us our you your he him his she her they them their all any each every some no not one also just very too only such own same other more most less'.split(
    ' ',
  ),
);

/**
 * A shingle's rank for winnowing ({@link winnow}'s `ranks`): 2, 1 or 0 as it weighs 1, ½ or 0 in
 * a short text (`attestOrigin`'s `shingleWeight`: all or three or more of its words not
 * {@link FUNCTION_WORDS}, two, at most one). Ranking by it keeps a counting shingle of every
 * sentence a text holds whole, whatever the home's key (h48-attest: the CI flake).
 *
 * @param words - the shingle's words (normalised, as {@link shingleWords} gives them), 1–5
 */
export function shingleRank(words: readonly string[]): number {
  let content = 0;
  for (const w of words) if (!FUNCTION_WORDS.has(w)) content++;
  if (content === words.length || content >= 3) return 2;
  return content === 2 ? 1 : 0;
}

/** {@link shingleRank} of each {@link SHINGLE_WORDS}-word shingle of `words` (as {@link shingleHashes} makes them). */
export function shingleRanks(words: readonly string[]): number[] {
  if (words.length < SHINGLE_WORDS) return words.length === 0 ? [] : [shingleRank(words)];
  const out: number[] = [];
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) out.push(shingleRank(words.slice(i, i + SHINGLE_WORDS)));
  return out;
}

/**
 * Winnowing: the minimum of each window (the rightmost on ties), each selected position once.
 * Deterministic for a given key, so a memory's own shingles, winnowed the same way, meet an
 * observation's wherever they share a long enough run.
 *
 * With `ranks` (one per hash, higher kept first; absent or equal: plain winnowing), each window
 * keeps its least hash among its highest-ranked positions — still one kept position in every
 * window, so the guarantee holds, and the one kept is a telling one whenever the window has one.
 * The working tree ranks a shingle by how much it weighs as evidence (core's `shingleWeight`):
 * plain winnowing kept, for about 2% of home keys (h48-attest: 9 of 400 random keys), only the
 * one stock-ish shingle of an 11-word line (`are computed nightly from the`, weighing ½), so the
 * whole line reproduced by an agent attested nothing (the CI flake of 2026-12-06).
 */
export function winnow(hashes: readonly string[], window: number = WINNOW_WINDOW, ranks?: readonly number[]): string[] {
  if (hashes.length <= window) return [...hashes];
  const kept = new Set<string>();
  let last = -1;
  const rank = (i: number): number => ranks?.[i] ?? 0;
  for (let start = 0; start + window <= hashes.length; start++) {
    let min = start;
    // The highest rank first, then the least hash (the rightmost on ties): still one kept position in every window.
    for (let i = start + 1; i < start + window; i++) {
      const r = rank(i) - rank(min);
      if (r > 0 || (r === 0 && (hashes[i] as string) <= (hashes[min] as string))) min = i;
    }
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
 * Version of the normalisation {@link shingleWords} applies (stored on each observation as `fp`):
 * 1 up to h46; 2 since h47 (look-alike letters folded to a Latin skeleton, Unicode TAG characters
 * read as the ASCII they mirror, bidirectional controls read as spaces and a right-to-left
 * override's run also read in its displayed order); 3 since h53 (every default-ignorable code point
 * read as a space, and a text holding one also read with them removed: {@link shingleReadings},
 * {@link ignorableReadings}; h53-attack C5). Attestation compares a write with an
 * observation in the observation's version (`attestOrigin`), so observations stored before a
 * change keep attesting as they did (a write's prints hold its version-2 words too). Bump it with
 * any change to what {@link shingleWords} returns.
 */
export const FINGERPRINT_VERSION = 3;

/**
 * The default-ignorable code points (decode's `IGNORABLE_CLASS`: `\p{Default_Ignorable_Code_Point}`
 * and U+16FE4): drawn as nothing, read through by a model. Shared with the gate, the redactor and
 * the display fold, so every reader sees through the same characters.
 */
const IGNORABLE = new RegExp(`[${IGNORABLE_CLASS}]`, 'u');
const IGNORABLE_ALL = new RegExp(`[${IGNORABLE_CLASS}]`, 'gu');

/**
 * Characters a rare token's reading drops or reads as a space: the default-ignorable code points
 * ({@link IGNORABLE}) and every format character (`\p{Cf}`), some of which are not
 * default-ignorable yet drawn as nothing (U+FFF9–U+FFFB interlinear annotation, U+13430–U+1343F
 * Egyptian format controls, U+110BD Kaithi number sign; h54-attack E5: U+FFF9 inside a host's
 * label hid a page's address). The same set decode's `ZERO_WIDTH` reads through for the gate.
 */
const TOKEN_INVISIBLE = new RegExp(`[${IGNORABLE_CLASS}\\p{Cf}]`, 'u');
const TOKEN_INVISIBLE_ALL = new RegExp(`[${IGNORABLE_CLASS}\\p{Cf}]`, 'gu');

/**
 * Look-alikes of the ASCII punctuation an address is made of that NFKC keeps (Unicode TR #39
 * confusables.txt, the entries whose target is `-`, `/`, `\`, `:` or `.`), each with the ASCII
 * character it reads as (h54-attack E5: a page's `mirror.berth\u2011tools.example`,
 * `https\u2236\u2215\u2215…` is `https://mirror.berth-tools.example` to a person and a model):
 * every dash (`\p{Pd}`: U+2010–U+2015, U+FE58, U+FE63…) and the minus signs (U+2212, U+02D7,
 * U+2796, U+2043) as `-`; the fraction, division and big slashes (U+2044, U+2215, U+29F8, U+2571,
 * U+27CB, U+3033) as `/`; the set minus and reverse slashes (U+2216, U+29F5, U+29F9, U+FE68,
 * U+2572, U+27CD) as `\`; ratio and modifier colons (U+2236, U+A789, U+02D0, U+02F8, U+0589, U+05C3,
 * U+0703, U+0704, U+16EC, U+1803, U+1809, U+205A, U+2E2C, U+A4FD) as `:`; and the full stops of other
 * scripts a dot is confused with (U+06D4, U+0701, U+0702, U+A4F8, U+A60E, U+10A50) as `.`.
 * (U+2024, U+FE52, U+FF0E and the fullwidth forms NFKC already reads as ASCII.)
 */
const PUNCTUATION_LOOKALIKES: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\p{Pd}\u2212\u02D7\u2796\u2043]/gu, '-'],
  [/[\u2044\u2215\u29F8\u2571\u27CB\u3033]/gu, '/'],
  [/[\u2216\u29F5\u29F9\uFE68\u2572\u27CD]/gu, '\\'],
  [/[\u2236\uA789\u02D0\u02F8\u0589\u05C3\u0703\u0704\u16EC\u1803\u1809\u205A\u2E2C\uA4FD]/gu, ':'],
  [/[\u06D4\u0701\u0702\uA4F8\uA60E\u{10A50}]/gu, '.'],
];
/** Any character of {@link PUNCTUATION_LOOKALIKES} (a cheap test before the replacements). */
const PUNCTUATION_LOOKALIKE = new RegExp(PUNCTUATION_LOOKALIKES.map(([re]) => re.source).join('|'), 'u');

/** `text` with every punctuation look-alike ({@link PUNCTUATION_LOOKALIKES}) read as the ASCII character it mirrors. */
export function foldPunctuationLookalikes(text: string): string {
  if (!PUNCTUATION_LOOKALIKE.test(text)) return text;
  let out = text;
  for (const [re, ascii] of PUNCTUATION_LOOKALIKES) out = out.replace(re, ascii);
  return out;
}

/**
 * The dashes that stand between the words of a sentence (en dash U+2013, em dash U+2014, horizontal
 * bar U+2015, two- and three-em dashes U+2E3A/U+2E3B, their vertical and small forms U+FE31, U+FE32,
 * U+FE58): written against a word (`berth-tools-helper—the fast path`), such a dash ends it, and
 * folded to `-` alone it would glue the next word to a package or a host (attack h54b F3). A text
 * holding one is also read with each as a space ({@link ignorableReadings}).
 */
const SENTENCE_DASH = /[\u2013\u2014\u2015\u2E3A\u2E3B\uFE31\uFE32\uFE58]/u;
const SENTENCE_DASH_ALL = /[\u2013\u2014\u2015\u2E3A\u2E3B\uFE31\uFE32\uFE58]/gu;

/**
 * The readings of `text` that rare tokens are taken from (DESIGN.md §2.2's rule for detection,
 * for observations too; h53-attack C5, h54-attack E5, h54b F3): `[text]` when it holds no invisible
 * character ({@link TOKEN_INVISIBLE}: default-ignorable code points — zero-width characters,
 * joiners, soft hyphen, CGJ, variation selectors, fillers, tags, bidi controls… — and every other
 * format character) and no punctuation look-alike. Else each such character read as a space
 * (`ig\u200Bnore\u200Bprevious` → two words) and removed (`c\u00ADu\u00ADr\u00ADl` → `curl`: what
 * a model reads, and what an agent copying it writes); and each of those readings with its
 * punctuation look-alikes as written, read as ASCII ({@link foldPunctuationLookalikes}), and, when
 * it holds a {@link SENTENCE_DASH}, with those read as spaces before the fold (a dash between words
 * is both a hyphen and a pause). Every side reads so — an observation's output, a working-tree row,
 * a write (which keeps its text as written too: `tokenTexts`' `raw`) — so the readings only make more
 * tokens meet. Distinct readings, the first as written when there is no invisible character. Linear in
 * the text; a text without either costs two scans, one with a look-alike up to three readings each.
 */
export function ignorableReadings(text: string): string[] {
  const invisible = TOKEN_INVISIBLE.test(text);
  if (!invisible && !PUNCTUATION_LOOKALIKE.test(text)) return [text];
  const bases = invisible ? [text.replace(TOKEN_INVISIBLE_ALL, ' '), text.replace(TOKEN_INVISIBLE_ALL, '')] : [text];
  const out = new Set<string>();
  for (const base of bases) {
    out.add(base);
    out.add(foldPunctuationLookalikes(base));
    if (SENTENCE_DASH.test(base)) out.add(foldPunctuationLookalikes(base.replace(SENTENCE_DASH_ALL, ' ')));
  }
  return [...out];
}

/**
 * The texts a text's rare tokens are taken from: as written and with its escapes read
 * ({@link withEscapesRead}), each in its {@link ignorableReadings}; with `raw`, the text as written
 * too (a write's, compared with observations stored before version 3, which read it so).
 */
export function tokenTexts(text: string, raw = false): string[] {
  const out: string[] = [];
  for (const r of withEscapesRead(text)) {
    const readings = ignorableReadings(r);
    if (raw && readings.length > 1) out.push(r);
    out.push(...readings);
  }
  return out;
}

/**
 * Bidirectional formatting characters (Unicode UAX #9: LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI,
 * PDI, LRM, RLM, ALM): invisible, they stand between words as a space does (h47: the tokenizer
 * dropped them, which glued the words on each side into one, as {@link SPACING_CONTROLS} did).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

/**
 * A right-to-left override's run (RLO U+202E, up to PDF U+202C, PDI U+2069 or the line's end; at
 * most 4,096 characters): shown reversed, so text written backwards after an RLO reads forwards
 * on screen (h47). Its displayed order is read as well, after the text.
 */
const RLO_RUN = /\u202E([^\u202C\u2069\n]{1,4096})/gu;

/** Any character outside ASCII (a text without one has no look-alike letter to fold). */
const NOT_ASCII = /[^\x00-\x7f]/u;

/** Unicode TAG characters (U+E0000–U+E007F), invisible; U+E0020–U+E007E mirror ASCII (ASCII smuggling). */
const TAG_RUN = /[\u{E0000}-\u{E007F}]+/gu;

/** Characters the version-2 normalisation reads differently (a cheap test before the replacements). */
const VERSION_2_CHARACTERS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u{E0000}-\u{E007F}]/u;

/**
 * A run of TAG characters read as the ASCII text it mirrors (what a model reading the raw text
 * sees; `decodeTagCharacters` in core's decode), set apart by spaces from the visible words
 * around it; the other TAG characters (language tag, cancel) read as a space.
 */
function readTagRun(run: string): string {
  let out = ' ';
  for (const ch of run) {
    const cp = ch.codePointAt(0) as number;
    out += cp >= 0xe0020 && cp <= 0xe007e ? String.fromCharCode(cp - 0xe0000) : ' ';
  }
  return `${out} `;
}

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
 *
 * Since {@link FINGERPRINT_VERSION} 2 (h47) look-alike letters do not hide a run of words either:
 * each word is folded to its Latin skeleton (`latinSkeleton`: Cyrillic `а`, Greek `ο` → `a`, `o`);
 * TAG characters are read as the ASCII they mirror, bidirectional controls as spaces, and the run
 * after a right-to-left override also in the order it is displayed ({@link RLO_RUN}).
 *
 * @param version - the normalisation's version (default {@link FINGERPRINT_VERSION}); 1 reads as before h47
 */
export function shingleWords(text: string, version: number = FINGERPRINT_VERSION): string[] {
  return readWords(readEscapes(text), version, false);
}

/**
 * The word lists a text is shingled in: {@link shingleWords}, and since {@link FINGERPRINT_VERSION} 3,
 * when the text (its escapes read) holds a default-ignorable code point, also its words with every
 * one removed (h53-attack C5: a page with U+200B between the letters of every word read, as spaces,
 * as one-letter words only; `c\u200Bu\u200Br\u200Bl` is `curl` to a model). One list when the two
 * are the same. Each list is shingled on its own (no shingle spans the two).
 *
 * @param version - the normalisation's version (default {@link FINGERPRINT_VERSION}); below 3 one list, {@link shingleWords}'
 */
export function shingleReadings(text: string, version: number = FINGERPRINT_VERSION): string[][] {
  const read = readEscapes(text);
  const words = readWords(read, version, false);
  if (version < 3 || !IGNORABLE.test(read)) return [words];
  const joined = readWords(read, version, true);
  return sameWords(words, joined) ? [words] : [words, joined];
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((w, i) => w === b[i]);
}

/** Characters of {@link SPACING_CONTROLS} that are not default-ignorable: a space in both readings. */
const SPACING_VISIBLE_CONTROLS = /[\u0008\u000B\u000C\u001C-\u001F\u0085]/gu;

/** {@link shingleWords} of a text whose escapes are read; `joined`: default-ignorable code points removed (TAG runs still read as ASCII). */
function readWords(escaped: string, version: number, joined: boolean): string[] {
  let read: string;
  if (joined) {
    read = escaped.replace(SPACING_VISIBLE_CONTROLS, ' ').replace(TAG_RUN, readTagRun).replace(IGNORABLE_ALL, '');
  } else {
    read = escaped.replace(SPACING_CONTROLS, ' ');
    if (version >= 2 && VERSION_2_CHARACTERS.test(read)) {
      const displayed: string[] = [];
      if (read.includes('\u202E')) for (const m of read.matchAll(RLO_RUN)) displayed.push([...(m[1] as string)].reverse().join(''));
      read = read.replace(TAG_RUN, readTagRun).replace(BIDI_CONTROLS, ' ');
      if (displayed.length > 0) read = `${read}\n${displayed.join('\n').replace(BIDI_CONTROLS, ' ')}`;
    }
    // Version 3: every other default-ignorable code point stands between words as a space does.
    if (version >= 3 && IGNORABLE.test(read)) read = read.replace(IGNORABLE_ALL, ' ');
  }
  if (read.includes('<') || read.includes('%')) read = read.replace(SPACING_MARKUP, ' ');
  const words = tokenize(read.includes('://') ? read.replace(URL_IN_TEXT, ' ') : read);
  if (version >= 2 && NOT_ASCII.test(read)) for (let i = 0; i < words.length; i++) words[i] = latinSkeleton(words[i] as string);
  return words;
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

/** The seed of a home's cheap position hashes ({@link winnowLong}): from its key, so an attacker cannot aim at the positions kept. */
function winnowSeed(key: KeyedHash): number {
  return Number.parseInt(key('w:seed').slice(0, 8), 16) >>> 0;
}

/**
 * Winnowing over a long text's words at a bounded cost (h46-attack, 2026-12-05: only the head and
 * tail of a long response were shingled, so a payload in the middle of a 79 KB page attested
 * nothing): each shingle's position is chosen by a cheap 32-bit hash seeded from the home's key
 * ({@link createWordWinnower}: FNV-1a per word, mixed per shingle), the minimum of each window of
 * `window` positions, and only the chosen shingles are keyed as {@link fingerprintText} keys every
 * shingle (HMAC), so the cost is one pass over the words plus at most {@link MAX_SHINGLES} keyed
 * hashes. Which positions are chosen does not matter to a memory compared with them: a memory's
 * every shingle is keyed ({@link shingleFingerprints}), and any run of `SHINGLE_WORDS + window − 1`
 * words it shares holds a chosen one (Schleimer et al. 2003). The window is {@link WINNOW_WINDOW},
 * doubled as often as keeps the count within {@link MAX_SHINGLES}.
 *
 * @param words - the text's words ({@link shingleWords}); {@link createShingler} streams them instead
 * @returns the keyed shingles kept and the window used
 */
export function winnowLong(words: Iterable<string>, key: KeyedHash): { shingles: string[]; window: number } {
  const w = createWordWinnower({ seed: winnowSeed(key), window: WINNOW_WINDOW, max: MAX_SHINGLES, shingle: SHINGLE_WORDS });
  for (const word of words) w.push(word);
  const out = w.finish();
  return { shingles: [...new Set(out.texts.map((t) => key(`s:${t}`).slice(0, FINGERPRINT_HEX)))], window: out.window };
}

/**
 * Offers the package names and commands a text writes in prose (observe's `loosePackageNames` and
 * `proseCommands`, h57-attest) to `keeper`, each marked {@link LOOSE_PREFIX}, as its rare tokens
 * are offered: one keeper, one cap, one order (h58). Before h58 they were added after the kept
 * tokens in text order, at most 500 of each kind and only while fewer than {@link MAX_RARE_TOKENS}
 * were kept, so 500 names written above a payload's pushed it out with nothing marked. Now which are
 * kept past {@link MAX_RARE_TOKENS} (compact, {@link looseCompactPrint}) and past the keeper's cap
 * depends on the home's key, and a text that drops one keeps the `bar` and the kinds dropped: a
 * write's command or package past the bar is lowered to the observation's origin (`attestOrigin`'s
 * possible drops), so padding costs the attacker the lowering it wanted to avoid. How chosen: the
 * cap is the rare tokens' ({@link MAX_RARE_TOKENS} + {@link MAX_COMPACT_TOKENS}, about 34,800
 * distinct tokens: padding past it is a page of at least 200 KB of coined names), so an honest
 * output rarely reaches it, and one that does lowers conservatively.
 */
function offerLoose(items: readonly { kind: 'package' | 'command'; value: string }[], key: KeyedHash, keeper: TokenKeeper<true>): void {
  for (const { kind, value } of items) keeper.add(`${LOOSE_PREFIX}${tokenFingerprint(kind, value, key)}`, kind, true);
}

/** A text's package names and commands written in prose, as {@link offerLoose} takes them. */
function looseOf(text: string): { kind: 'package' | 'command'; value: string }[] {
  return [
    ...loosePackageNames(text).map((value) => ({ kind: 'package' as const, value })),
    ...proseCommands(text).map((value) => ({ kind: 'command' as const, value })),
  ];
}

/**
 * Fingerprints `text` (DESIGN.md §10: "keyed hashes of normalised shingles and rare tokens"):
 * winnowed word shingles of the whole text ({@link winnowLong} past {@link SHINGLE_TEXT_CAP}),
 * and every rare token of the whole (up to {@link MAX_RARE_TOKENS}), of the text as written and
 * with its escapes read ({@link withEscapesRead}), each in both of its readings when it holds a
 * default-ignorable character ({@link shingleReadings}, {@link tokenTexts}; h53-attack C5).
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
  if (text.length > SHINGLE_TEXT_CAP && options.every !== true) {
    // A long tool response: streamed in pieces, never split into one array of all its words.
    const shingler = createShingler(key);
    shingler.push(text);
    return shingler.finish();
  }
  const shingles = new Set<string>();
  let truncated = false;
  const half = SHINGLE_TEXT_CAP / 2;
  if (text.length <= SHINGLE_TEXT_CAP) {
    // Each reading on its own (shingleReadings: default-ignorable characters as spaces, and removed).
    for (const words of shingleReadings(text)) {
      const hashes = shingleHashes(words, key);
      for (const h of options.every ? hashes : winnow(hashes, WINNOW_WINDOW, shingleRanks(words))) shingles.add(h);
    }
  } else {
    // A prompt this long (a paste): every shingle of its head and tail, as before.
    truncated = true;
    for (const piece of [text.slice(0, half), text.slice(text.length - half)])
      for (const words of shingleReadings(piece)) for (const h of shingleHashes(words, key)) shingles.add(h);
  }
  const read = withEscapesRead(text);
  // Rare tokens of each reading (h53-attack C5: `h\u00ADt\u00ADt\u00ADp\u00ADs://…` is a URL to a model).
  const texts = tokenTexts(text);
  const keeper = createTokenKeeper<true>(MAX_RARE_TOKENS + MAX_COMPACT_TOKENS);
  for (const t of texts.flatMap((r) => rareTokens(r))) keeper.add(tokenFingerprint(t.kind, t.value, key), t.kind, true);
  // What the text says under a simple cipher (A2: rot13, a shift, Atbash, ROT47, reversed, codes, separated letters).
  addCipherReadings(read[read.length - 1] as string, key, shingles, keeper, options.every === true);
  offerLoose(
    texts.flatMap((r) => looseOf(r)),
    key,
    keeper,
  );
  const kept = keeper.finish();
  const split = splitKept(kept.kept.keys());
  const tokens = new Set<string>(split.tokens);
  const dropped = kept.dropped;
  // A text that dropped a token was not read whole (MAX_RARE_TOKENS).
  if (dropped > 0) truncated = true;
  if (options.every)
    for (const t of texts.flatMap((r) => mentionedTokens(r))) {
      if (tokens.size >= MAX_RARE_TOKENS) break;
      const print = tokenFingerprint(t.kind, t.value, key);
      if (!tokens.has(print)) tokens.add(`${MENTION_PREFIX}${print}`);
    }
  return {
    shingles: [...shingles].sort(),
    tokens: [...tokens].sort(),
    compact: split.compact,
    length: text.length,
    truncated,
    droppedTokens: dropped,
    ...(kept.bar !== undefined ? { bar: kept.bar, ...(kept.top !== undefined ? { top: kept.top } : {}) } : {}),
    window: WINNOW_WINDOW,
    unread: 0,
  };
}

/**
 * Shingles the cipher readings of one text add at most ({@link addCipherReadings}): a quarter of
 * {@link MAX_SHINGLES}, so a text of ciphered runs costs at most 1¼ × a plain one's prints.
 */
export const MAX_CIPHER_SHINGLES = MAX_SHINGLES / 4;

/**
 * Adds the keyed shingles (winnowed as a text's own, or every one with `every`) and rare tokens of
 * `text`'s cipher readings (decode's `cipherReadings`, attack A2) to `shingles` and `keeper`, at
 * most {@link MAX_CIPHER_SHINGLES} shingles past the set's size on entry. A reading is what the
 * text says to a model that undoes the cipher; a write that reproduces it, in plain words or in
 * the same cipher, meets these prints. Cost: `cipherReadings`' (linear in the text), then the
 * readings fingerprinted as text (at most as long as the text in all, up to its cap).
 */
function addCipherReadings(text: string, key: KeyedHash, shingles: Set<string>, keeper: TokenKeeper<true>, every: boolean): void {
  const readings = cipherReadings(text);
  if (readings.length === 0) return;
  const cap = shingles.size + MAX_CIPHER_SHINGLES;
  for (const reading of readings) {
    const words = shingleWords(reading);
    const hashes = shingleHashes(words, key);
    for (const h of every ? hashes : winnow(hashes, WINNOW_WINDOW, shingleRanks(words))) {
      if (shingles.size >= cap) break;
      shingles.add(h);
    }
    for (const r of withEscapesRead(reading)) for (const t of rareTokens(r)) keeper.add(tokenFingerprint(t.kind, t.value, key), t.kind, true);
  }
}

/**
 * UTF-16 units a {@link createShingler} reads by default: the hook's whole event cap (64 MiB), so
 * any output the hook accepts is read whole when it is made of long strings. Each part also
 * costs {@link PART_COST} units, so an output of millions of tiny strings or keys stops earlier.
 */
export const SHINGLE_BUDGET = 64 << 20;

/**
 * Budget units one part costs besides its characters (what reading a string costs beyond its
 * letters, h47: 3M one-word JSON keys took 13 s of CPU). Measured on the hook's 3M-keys payload.
 */
export const PART_COST = 16;

/** Characters read in one piece (parts are gathered up to it, and a longer part is cut at a blank near it). */
const PIECE = 1 << 16;

/** A streaming fingerprinter: the parts of one text in, its {@link Fingerprints} out. */
export interface Shingler {
  /**
   * Reads the next part of the text; parts are read as joined by line breaks. Returns false when
   * the budget was already spent: that part is not read (counted in `unread`), and a caller that
   * stops there leaves `unread` a lower bound of what it did not read.
   */
  push(part: string): boolean;
  /** The fingerprints of every part pushed; call once. */
  finish(): Fingerprints;
}

/**
 * Where to cut a long part near `end`: after the last line break in its last quarter (a command
 * or a sentence is most often whole on its line: rare tokens are taken per piece), else after the
 * last blank there, else at `end`.
 */
function cutAt(text: string, start: number, end: number): number {
  if (end >= text.length) return text.length;
  const floor = end - (PIECE >> 2);
  // Searched in the last quarter only (a 20 MB line without a break must not be scanned back to its start for every piece).
  const line = text.slice(floor, end).lastIndexOf('\n');
  if (line >= 0) return floor + line + 1;
  for (let i = end - 1; i > floor; i--) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 13) return i + 1;
  }
  // No blank near: never split a surrogate pair.
  const c = text.charCodeAt(end - 1);
  return c >= 0xd800 && c <= 0xdbff && end > start + 1 ? end - 1 : end;
}

/**
 * Fingerprints a text given in parts (the strings of a tool's JSON output, in document order), as
 * {@link fingerprintText} fingerprints them joined by line breaks, in bounded memory: a text up to
 * {@link SHINGLE_TEXT_CAP} is fingerprinted exactly as `fingerprintText` does; a longer one is read
 * in pieces of about 64 Ki characters — each piece's words streamed into the winnower
 * ({@link winnowLong}), its rare tokens taken — so no string of the whole and no array of all its
 * words is ever made (h47: 60 MB of small strings took 11 s and 1.3 GB). When the window had to
 * widen, the first and last {@link SHINGLE_TEXT_CAP} / 2 characters keep the usual window, as before.
 *
 * Bounded work: past `budget` units (each part's length plus {@link PART_COST}) nothing more is read;
 * the result is `truncated` with the units left `unread` (attestation is conservative with it).
 *
 * With `redact`, each piece (about 64 Ki characters of parts joined by line breaks, or the whole text
 * up to {@link SHINGLE_TEXT_CAP}) passes through it before anything of it is read, so a credential
 * in the output is fingerprinted as its marker, as a memory's redacted text is (attack h53 C7: a
 * keyed print of a weak password beside its key is an offline-guessable verifier). The budget and
 * `length` count the parts as pushed.
 *
 * @param key - the caller's keyed hash (HMAC with the home's key)
 * @param options.budget - units read at most (default {@link SHINGLE_BUDGET})
 * @param options.redact - what each piece is read as (the hook's bounded redactor); default: as written
 */
export function createShingler(key: KeyedHash, options: { budget?: number; redact?: (piece: string) => string } = {}): Shingler {
  const budget = options.budget ?? SHINGLE_BUDGET;
  const redact = options.redact ?? ((piece: string): string => piece);
  const half = SHINGLE_TEXT_CAP / 2;
  let used = 0;
  let length = 0;
  let unread = 0;
  let parts = 0;
  let pending: string[] = [];
  let pendingChars = 0;
  // Null until the text is longer than SHINGLE_TEXT_CAP (until then it is held, then fingerprinted exactly).
  let winnower: ReturnType<typeof createWordWinnower> | null = null;
  let head = '';
  let tail = '';
  const keeper = createTokenKeeper<true>(MAX_RARE_TOKENS + MAX_COMPACT_TOKENS);
  // Shingles of the pieces' cipher readings (A2).
  const ciphered = new Set<string>();

  const read = (raw: string): void => {
    const piece = redact(raw);
    if (head.length < half) head += (head === '' ? '' : '\n') + piece.slice(0, half - head.length);
    tail = `${tail}\n${piece.slice(-half)}`.slice(-half);
    winnower ??= createWordWinnower({ seed: winnowSeed(key), window: WINNOW_WINDOW, max: MAX_SHINGLES, shingle: SHINGLE_WORDS });
    const w = winnower;
    // Each reading in turn (shingleReadings, h53-attack C5); a shingle across the two is one more, never one less.
    for (const words of shingleReadings(piece)) for (const word of words) w.push(word);
    for (const r of tokenTexts(piece)) {
      for (const t of rareTokens(r)) keeper.add(tokenFingerprint(t.kind, t.value, key), t.kind, true);
      // Package names and commands written in prose (h57-attest), to the same keeper (offerLoose, h58).
      offerLoose(looseOf(r), key, keeper);
    }
    // A2: each piece's cipher readings, bounded in all by MAX_CIPHER_SHINGLES.
    if (ciphered.size < MAX_CIPHER_SHINGLES) addCipherReadings(piece, key, ciphered, keeper, false);
  };
  const flush = (): void => {
    if (pending.length === 0) return;
    const text = pending.length === 1 ? (pending[0] as string) : pending.join('\n');
    pending = [];
    pendingChars = 0;
    for (let at = 0; at < text.length; ) {
      const end = cutAt(text, at, at + PIECE);
      read(text.slice(at, end));
      at = end;
    }
  };

  return {
    push(part: string): boolean {
      length += (parts++ === 0 ? 0 : 1) + part.length;
      if (used >= budget) {
        // At least one unit: an empty part refused still says the walk stopped before the end.
        unread += Math.max(1, part.length);
        return false;
      }
      used += part.length + PART_COST;
      pending.push(part);
      pendingChars += part.length + 1;
      // Held whole up to SHINGLE_TEXT_CAP (then fingerprinted exactly as fingerprintText does), read in pieces past it.
      if (winnower === null ? pendingChars > SHINGLE_TEXT_CAP : pendingChars >= PIECE) flush();
      return true;
    },
    finish(): Fingerprints {
      if (winnower === null) {
        const f = fingerprintText(redact(pending.join('\n')), key);
        return { ...f, length, unread, truncated: f.truncated || unread > 0 };
      }
      flush();
      const w = (winnower as ReturnType<typeof createWordWinnower>).finish();
      const shingles = new Set(w.texts.map((t) => key(`s:${t}`).slice(0, FINGERPRINT_HEX)));
      for (const h of ciphered) shingles.add(h);
      if (w.window > WINNOW_WINDOW)
        // Sparser than the 8-word guarantee: the head and tail keep it, as before the whole was shingled.
        for (const piece of [head, tail]) for (const words of shingleReadings(piece)) for (const h of winnow(shingleHashes(words, key))) shingles.add(h);
      const kept = keeper.finish();
      const split = splitKept(kept.kept.keys());
      const tokens = new Set(split.tokens);
      return {
        shingles: [...shingles].sort(),
        tokens: [...tokens].sort(),
        compact: split.compact,
        ...(kept.bar !== undefined ? { bar: kept.bar, ...(kept.top !== undefined ? { top: kept.top } : {}) } : {}),
        length,
        truncated: w.window > WINNOW_WINDOW || unread > 0 || kept.dropped > 0,
        droppedTokens: kept.dropped,
        window: w.window,
        unread,
      };
    },
  };
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
