import { cipherReadings } from '../decode/ciphers.js';
import { findEncodedTexts } from '../decode/encodings.js';
import { hexReadings } from '../observe/hexListing.js';
import { rot13 } from '../decode/transforms.js';
import type { KeyedHash } from '../observe/fingerprint.js';
import { type TextPrints, textPrints } from './attestOrigin.js';

/** A run of characters other than white space: a word as a reversal turns it. */
const WORD = /\S+/gu;

/** `text` read backwards, by code point (a surrogate pair stays one character). */
function backwards(text: string): string {
  return [...text].reverse().join('');
}

/**
 * The two reversed readings of `text` a model undoes on its own (attack A8, 2026-12-06: a page
 * with its words written backwards was read by the model and by no fingerprint, and the write
 * stayed `agent`): each word's letters reversed in place (`ylkeeW sdliub` ↔ `Weekly builds`), and
 * the whole text reversed character by character. Each is its own inverse, so the reading of a
 * write meets a source written reversed, and the reading of a reversed write meets a plain source.
 * Readings equal to the text (a palindrome) are left out.
 *
 * @param text - any string
 * @returns zero to two strings
 */
export function reversedReadings(text: string): string[] {
  const out = new Set<string>();
  out.add(text.replace(WORD, backwards));
  out.add(backwards(text));
  out.delete(text);
  return [...out];
}

// Hex written as a listing of bytes (`de ad be ef`, `de:ad:be:ef`): read alike on the observation side (core's `base64Texts`, h56-attest).
export { hexReadings, MIN_HEX_BYTES } from '../observe/hexListing.js';

/**
 * A write's prints ({@link textPrints}) with those of its reversed readings ({@link reversedReadings})
 * added: the shingles and rare tokens of each reading, so a text that reproduces an observation's
 * or a working-tree file's line reversed word by word or character by character attests the same
 * as one that reproduces it as written (h51-attest, issue #22); so do its cipher readings (decode's
 * `cipherReadings`, attack A2: a write in rot13 of a page's line, or in plain words of a page's
 * rot13), each text in rot13 whole (with no test that the decoding reads as English: h55-attest),
 * and the texts it carries encoded (decode's `findEncodedTexts`: base64, hex, base32, escapes,
 * percent-encoding; and {@link hexReadings}: hex written as a listing of bytes or groups, or a
 * dump). Each reading's prints are made
 * apart (the same number of words as the texts, so what counts as a short text does not change);
 * whether the write is short and its version-1 shingles stay the texts' own.
 *
 * @param texts - the write's free-text fields, already redacted
 * @param projectPath - the project folder (absolute): its paths are no rare token
 */
export function textPrintsWithReadings(texts: readonly string[], hash: KeyedHash, projectPath: string): TextPrints {
  // Each value hashed once per write (issues #20/#21), though a reading may share a token with another.
  const memo = new Map<string, string>();
  const once: KeyedHash = (v) => {
    let h = memo.get(v);
    if (h === undefined) {
      h = hash(v);
      memo.set(v, h);
    }
    return h;
  };
  const own = textPrints(texts, once, projectPath);
  const perWord = texts.map((t) => t.replace(WORD, backwards));
  const whole = texts.map(backwards);
  const shingles = new Map(own.shingles);
  const tokens = new Map(own.tokens);
  const values = [...own.values];
  const seen = new Set(values.map((v) => v.print));
  // Each text's cipher readings (A2: rot13, a shift, Atbash, ROT47, codes, separated letters), each read apart.
  const ciphered = texts.flatMap((t) => cipherReadings(t)).map((r) => [r]);
  // What each text carries encoded (base64, base64url, hex, base32, escapes, percent-encoding:
  // decode's `findEncodedTexts`, readable text only, 64 K decoded characters at most): a write that
  // encodes an observed payload reproduces it as a model reads it (issue #22, attestation-4's
  // encoded writes), as an observation's base64 is read by the hooks (`base64Texts`).
  const encoded = texts.flatMap((t) => findEncodedTexts(t).map((d) => [d.text]));
  // Hex written as a listing of bytes or groups (hexReadings), and each text in rot13 whole, with no
  // test that it reads as English (cipherReadings keeps a decoding only when it holds English
  // function words: an address or a command in rot13 holds none) — h55-attest, attestation-4's hex
  // and rot13 writes of an observed payload. rot13 is its own inverse: the reading of a plain write
  // meets a page's rot13 as written too.
  const listed = texts.flatMap((t) => hexReadings(t).map((d) => [d]));
  const rotated = texts.map(rot13);
  const done = new Set<string>();
  for (const reading of [perWord, whole, rotated, ...ciphered, ...encoded, ...listed]) {
    if (reading.every((t, i) => t === texts[i])) continue;
    // A reading two ways find (a hex run decode reads too) is made once.
    const key = reading.join('\u0000');
    if (done.has(key)) continue;
    done.add(key);
    const p = textPrints(reading, once, projectPath);
    for (const [h, w] of p.shingles) shingles.set(h, Math.max(shingles.get(h) ?? 0, w));
    for (const [h, k] of p.tokens) if (!tokens.has(h)) tokens.set(h, k);
    for (const v of p.values)
      if (!seen.has(v.print)) {
        seen.add(v.print);
        values.push(v);
      }
  }
  return { ...own, shingles, tokens, values };
}
