import { decodeUtf8, isReadableText } from './encodings.js';
import { FLAG_TAG_SEQUENCE } from './invisible.js';

/**
 * Text hidden in characters that render as nothing (issue #18, "hidden text decoded whatever
 * invisible characters carry it"). Published tools hide a message in the zero-width space,
 * non-joiner and joiner, the word joiner and invisible operators, the BOM, variation selectors
 * (one per byte: Butler, "Smuggling arbitrary data through an emoji", 2025) or Unicode tag
 * characters (one per ASCII letter). Which characters stand for 0 and 1, and in which bit order,
 * is the attacker's choice: every assignment is tried and only a decoding that reads as text counts.
 */

/** A code point that can carry a hidden symbol: zero-width, joiner, invisible operator, BOM, variation selector, tag. */
const CARRIER = /[\u200B-\u200F\u2060-\u2064\uFEFF\u180E\u034F\uFE00-\uFE0F\u{E0100}-\u{E01EF}\u{E0000}-\u{E007F}]/u;
const VARIATION = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const TAG = /[\u{E0000}-\u{E007F}]/u;

/** Fewest carrier symbols that can hold a message (one byte of bits). */
const MIN_SYMBOLS = 8;
/** Most symbols read (a 32 KiB field holds at most this many): bounds the work. */
const MAX_SYMBOLS = 64 * 1024;

/** How a hidden payload was carried. */
export type HiddenCarrier = 'tag-characters' | 'variation-selectors' | 'invisible-bits';

/** A message decoded from invisible characters. */
export interface HiddenPayload {
  readonly carrier: HiddenCarrier;
  readonly text: string;
}

/**
 * The carrier code points of `text` in order: all of them, and those that are not orthography
 * (a variation selector right after a visible character is an emoji or ideographic variant, or
 * the first symbol of a payload: both readings are tried).
 */
function carriers(text: string): { all: number[]; hidden: number[] } {
  const all: number[] = [];
  const hidden: number[] = [];
  let previousVisible = false;
  for (const ch of text) {
    const isCarrier = CARRIER.test(ch);
    if (isCarrier && all.length < MAX_SYMBOLS) {
      const cp = ch.codePointAt(0) as number;
      all.push(cp);
      if (!(VARIATION.test(ch) && previousVisible)) hidden.push(cp);
    }
    previousVisible = !isCarrier;
  }
  return { all, hidden };
}

/** Bits (one per symbol) to bytes, eight at a time, most or least significant bit first. */
function bitsToBytes(bits: readonly number[], msbFirst: boolean): number[] {
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) {
    let b = 0;
    for (let k = 0; k < 8; k++) b |= (bits[i + k] as number) << (msbFirst ? 7 - k : k);
    bytes.push(b);
  }
  return bytes;
}

/** Groups of bits between separators to bytes (a separator-delimited encoding writes each byte's bits without padding). */
function groupsToBytes(groups: readonly (readonly number[])[], msbFirst: boolean): number[] | null {
  const bytes: number[] = [];
  for (const g of groups) {
    if (g.length === 0) continue;
    if (g.length > 8) return null;
    let b = 0;
    for (let k = 0; k < g.length; k++) b |= (g[k] as number) << (msbFirst ? g.length - 1 - k : k);
    bytes.push(b);
  }
  return bytes;
}

/** The first readable UTF-8 decoding among `candidates`, or null. */
function firstReadable(candidates: Iterable<number[] | null>): string | null {
  for (const bytes of candidates) {
    const text = bytes && bytes.length >= 2 ? decodeUtf8(bytes) : null;
    if (text !== null && isReadableText(text)) return text;
  }
  return null;
}

/** Every two-symbol reading of `stream`: which symbol is 1, and the bit order. */
function* binaryReadings(stream: readonly number[], one: number, zero: number, separator?: number): Generator<number[] | null> {
  for (const [hi, msb] of [
    [one, true],
    [one, false],
    [zero, true],
    [zero, false],
  ] as const) {
    if (separator === undefined) {
      yield bitsToBytes(
        stream.filter((s) => s === one || s === zero).map((s) => (s === hi ? 1 : 0)),
        msb,
      );
    } else {
      const groups: number[][] = [[]];
      for (const s of stream) {
        if (s === separator) groups.push([]);
        else if (s === one || s === zero) (groups[groups.length - 1] as number[]).push(s === hi ? 1 : 0);
      }
      yield groupsToBytes(groups, msb);
    }
  }
}

/** Readings of four symbols as base-4 digits, four per byte, in every assignment and order. */
function* quaternaryReadings(stream: readonly number[], symbols: readonly number[]): Generator<number[] | null> {
  for (const perm of permutations(symbols)) {
    const digit = new Map(perm.map((s, i) => [s, i] as const));
    for (const msb of [true, false]) {
      const bytes: number[] = [];
      for (let i = 0; i + 4 <= stream.length; i += 4) {
        let b = 0;
        for (let k = 0; k < 4; k++) b |= (digit.get(stream[i + k] as number) as number) << (msb ? 6 - 2 * k : 2 * k);
        bytes.push(b);
      }
      yield bytes;
    }
  }
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** Distinct symbols of `stream`, most frequent first. */
function bySymbolCount(stream: readonly number[]): number[] {
  const counts = new Map<number, number>();
  for (const s of stream) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => (counts.get(b) as number) - (counts.get(a) as number));
}

/** Decodes a stream of carrier symbols that are not tag characters, or null. */
function decodeBits(stream: readonly number[]): string | null {
  const symbols = bySymbolCount(stream);
  if (symbols.length < 2) return null;
  const [a, b, c] = symbols as [number, number, number | undefined];
  const readings: Iterable<number[] | null>[] = [binaryReadings(stream, a, b)];
  // A third symbol: a separator between bytes, or a marker at the ends (ignored by the plain reading above).
  if (c !== undefined) readings.push(binaryReadings(stream, a, b, c), binaryReadings(stream, a, c, b), binaryReadings(stream, b, c, a));
  if (symbols.length === 4) readings.push(quaternaryReadings(stream, symbols));
  for (const r of readings) {
    const text = firstReadable(r);
    if (text !== null) return text;
  }
  return null;
}

/** Variation selectors as one byte each: VS1–VS16 are 0–15, VS17–VS256 are 16–255. */
function decodeVariationBytes(stream: readonly number[]): string | null {
  if (!stream.every((cp) => VARIATION.test(String.fromCodePoint(cp)))) return null;
  return firstReadable([stream.map((cp) => (cp < 0xe0100 ? cp - 0xfe00 : cp - 0xe0100 + 16))]);
}

/**
 * Decodes `text` smuggled in Unicode tag characters (U+E0020–U+E007E mirror ASCII). Returns ''
 * when there are none. Reads every tag character, a subdivision flag's too: callers that
 * want only smuggled text remove {@link FLAG_TAG_SEQUENCE} matches first.
 */
export function decodeTagCharacters(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0xe0020 && cp <= 0xe007e) out += String.fromCodePoint(cp - 0xe0000);
  }
  return out;
}

/**
 * Finds messages hidden in invisible characters anywhere in `text` (between, inside or after
 * visible words): tag characters read as ASCII; variation selectors read one byte each; any two
 * to four distinct zero-width, joiner, variation-selector or tag code points read as bits (or
 * base-4 digits), with a third symbol as a separator or marker, every assignment and both bit
 * orders tried. Only decodings that read as text are returned. Linear in the text; never throws.
 *
 * @param text - the raw text (subdivision flags, {@link FLAG_TAG_SEQUENCE}, are orthography and skipped)
 * @returns the payloads found, at most one per carrier
 */
export function findHiddenPayloads(text: string): HiddenPayload[] {
  const plain = text.replace(FLAG_TAG_SEQUENCE, '');
  const found: HiddenPayload[] = [];
  const tagged = decodeTagCharacters(plain);
  const spellsAscii = /\p{L}.*\p{L}/u.test(tagged);
  if (spellsAscii) found.push({ carrier: 'tag-characters', text: tagged });
  const { all, hidden } = carriers(plain);
  if (hidden.length < MIN_SYMBOLS) return found;
  for (const stream of all.length === hidden.length ? [all] : [all, hidden]) {
    const variation = decodeVariationBytes(stream);
    if (variation !== null) return [...found, { carrier: 'variation-selectors', text: variation }];
  }
  // Tag characters that spell ASCII were read above; tag code points used as bits are read here.
  if (spellsAscii && all.every((cp) => TAG.test(String.fromCodePoint(cp)))) return found;
  for (const stream of all.length === hidden.length ? [all] : [all, hidden]) {
    const bits = decodeBits(stream);
    if (bits !== null) return [...found, { carrier: 'invisible-bits', text: bits }];
  }
  return found;
}
