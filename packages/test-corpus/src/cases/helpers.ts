/**
 * Helpers used to BUILD corpus cases at run time, so that the source never
 * contains raw invisible characters or a complete credential literal.
 * Pure functions, no I/O, no Node-specific APIs.
 */
import type { CredentialVariant } from './types.js';
import { seededRandom } from '@cairn/core/testing/random';

// ---------------------------------------------------------------------------
// Deterministic fake bodies
// ---------------------------------------------------------------------------

export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const UPPER_B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const HEX_LOWER = '0123456789abcdef';
export const DIGITS = '0123456789';
export const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
export const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * A deterministic pseudo-random body of `length` characters drawn from
 * `alphabet`, derived from `seed`. Same seed, same body; different seeds give
 * unrelated bodies. These bodies are FAKE: they were never issued by anyone.
 */
export function fake(length: number, seed: string, alphabet: string = ALNUM): string {
  const rnd = seededRandom(fnv1a(`cairn-corpus:${seed}`));
  let out = '';
  for (let i = 0; i < length; i++) {
    out += alphabet.charAt(Math.floor(rnd() * alphabet.length));
  }
  return out;
}

// ---------------------------------------------------------------------------
// Base64 (own implementation: no Buffer / btoa dependency)
// ---------------------------------------------------------------------------

function utf8Bytes(s: string): number[] {
  const bytes: number[] = [];
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return bytes;
}

/** Standard base64 (with padding) of the UTF-8 bytes of `s`. */
export function base64(s: string): string {
  const b = utf8Bytes(s);
  let out = '';
  for (let i = 0; i < b.length; i += 3) {
    const n = ((b[i] ?? 0) << 16) | ((b[i + 1] ?? 0) << 8) | (b[i + 2] ?? 0);
    out += B64.charAt((n >> 18) & 63) + B64.charAt((n >> 12) & 63);
    out += i + 1 < b.length ? B64.charAt((n >> 6) & 63) : '=';
    out += i + 2 < b.length ? B64.charAt(n & 63) : '=';
  }
  return out;
}

/** base64url without padding (as used in JWTs). */
export function base64url(s: string): string {
  return base64(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// ---------------------------------------------------------------------------
// Invisible and look-alike characters (built from escapes, never raw)
// ---------------------------------------------------------------------------

export const ZWSP = '\u200B'; // ZERO WIDTH SPACE
export const ZWNJ = '\u200C'; // ZERO WIDTH NON-JOINER
export const ZWJ = '\u200D'; // ZERO WIDTH JOINER
export const WJ = '\u2060'; // WORD JOINER
export const BOM = '\uFEFF'; // ZERO WIDTH NO-BREAK SPACE
export const LRO = '\u202D'; // LEFT-TO-RIGHT OVERRIDE
export const RLO = '\u202E'; // RIGHT-TO-LEFT OVERRIDE
export const PDF = '\u202C'; // POP DIRECTIONAL FORMATTING
export const LRI = '\u2066'; // LEFT-TO-RIGHT ISOLATE
export const RLI = '\u2067'; // RIGHT-TO-LEFT ISOLATE
export const PDI = '\u2069'; // POP DIRECTIONAL ISOLATE

const ZW_ROTATION: readonly string[] = [ZWSP, ZWNJ, ZWJ, WJ, BOM];

/**
 * Insert zero-width characters inside `s`: after the 2nd character (so the
 * credential PREFIX itself is broken) and then after every further 9
 * characters, cycling through U+200B, U+200C, U+200D, U+2060, U+FEFF.
 */
export function zeroWidthSplit(s: string): string {
  const chars = Array.from(s);
  let out = '';
  let k = 0;
  chars.forEach((c, i) => {
    out += c;
    const pos = i + 1;
    if (pos < chars.length && pos >= 2 && (pos - 2) % 9 === 0) {
      out += ZW_ROTATION[k % ZW_ROTATION.length];
      k++;
    }
  });
  return out;
}

/** Join words with a zero-width space instead of a space (no visible separator). */
export function zwJoin(words: readonly string[], sep: string = ZWSP): string {
  return words.join(sep);
}

/** Insert a zero-width space after every `every` characters of a word. */
export function zwInside(word: string, every = 2, sep: string = ZWSP): string {
  const chars = Array.from(word);
  return chars.map((c, i) => (i > 0 && i % every === 0 ? sep + c : c)).join('');
}

/**
 * Map printable ASCII (U+0021..U+007E) to the fullwidth block (U+FF01..U+FF5E)
 * and the space to U+3000. NFKC maps them back.
 */
export function toFullwidth(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0x21 && cp <= 0x7e) out += String.fromCodePoint(cp + 0xfee0);
    else if (cp === 0x20) out += '\u3000';
    else out += ch;
  }
  return out;
}

/**
 * Insert bidi controls inside `s`: RLO after the 3rd char, PDF after the 9th,
 * LRI after the 15th and PDI after the 21st (those that fit). The logical
 * characters are unchanged; only the rendering (and naive matching) breaks.
 */
export function bidiSplit(s: string): string {
  const inserts = new Map<number, string>([
    [3, RLO],
    [9, PDF],
    [15, LRI],
    [21, PDI],
  ]);
  const chars = Array.from(s);
  let out = '';
  chars.forEach((c, i) => {
    out += c;
    const ins = inserts.get(i + 1);
    if (ins !== undefined && i + 1 < chars.length) out += ins;
  });
  return out;
}

/** The raw form of a secret as it appears inside a credential case's build(). */
export function applyVariant(variant: CredentialVariant, s: string): string {
  switch (variant) {
    case 'zero-width-split':
      return zeroWidthSplit(s);
    case 'fullwidth':
      return toFullwidth(s);
    case 'bidi-split':
      return bidiSplit(s);
    default:
      return s;
  }
}

/**
 * Encode printable ASCII as Unicode TAG characters (U+E0020..U+E007E):
 * invisible in most renderers, readable by a model. Optionally wrapped in
 * U+E0001 (LANGUAGE TAG) ... U+E007F (CANCEL TAG).
 */
export function tagEncode(s: string, wrap = false): string {
  let out = wrap ? String.fromCodePoint(0xe0001) : '';
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    out += cp >= 0x20 && cp <= 0x7e ? String.fromCodePoint(0xe0000 + cp) : ch;
  }
  if (wrap) out += String.fromCodePoint(0xe007f);
  return out;
}

const CYRILLIC_LOOKALIKE: Readonly<Record<string, string>> = {
  a: '\u0430',
  c: '\u0441',
  e: '\u0435',
  i: '\u0456',
  o: '\u043E',
  p: '\u0440',
  x: '\u0445',
  y: '\u0443',
  A: '\u0410',
  B: '\u0412',
  C: '\u0421',
  E: '\u0415',
  H: '\u041D',
  K: '\u041A',
  M: '\u041C',
  O: '\u041E',
  P: '\u0420',
  T: '\u0422',
  X: '\u0425',
};

/**
 * Replace Latin letters that have a Cyrillic look-alike (a c e i o p x y and
 * some capitals) with the Cyrillic letter. NFKC does NOT fold these.
 */
export function homoglyph(s: string): string {
  let out = '';
  for (const ch of s) out += CYRILLIC_LOOKALIKE[ch] ?? ch;
  return out;
}

/** Greek look-alikes for a few letters (omicron, alpha, nu, upsilon...). */
export function greekHomoglyph(s: string): string {
  const map: Readonly<Record<string, string>> = {
    o: '\u03BF',
    v: '\u03BD',
    Y: '\u03A5',
    A: '\u0391',
    E: '\u0395',
    I: '\u0399',
    O: '\u039F',
  };
  let out = '';
  for (const ch of s) out += map[ch] ?? ch;
  return out;
}

/** Wrap `s` in RIGHT-TO-LEFT OVERRIDE ... POP DIRECTIONAL FORMATTING. */
export function rloWrap(s: string): string {
  return RLO + s + PDF;
}

/** Reverse by code point (for display-order bidi attacks). */
export function reverse(s: string): string {
  return Array.from(s).reverse().join('');
}
