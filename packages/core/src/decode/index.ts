/**
 * Decoded views (issue #18): one module, shared by the instruction gate and secret redaction,
 * that says what a text may mean to a reader beyond its raw characters — Unicode NFKC, invisible
 * characters removed or read as spaces, encoded runs decoded (base64, hex, escapes, HTML
 * references, percent escapes, bits, rot13), leetspeak and letter-spacing undone, look-alike
 * letters folded, string literals a program joins read as one string, and messages hidden in
 * invisible characters decoded. Pure: no I/O, no globals.
 *
 * The main entry is {@link decodedViews}; the pieces are exported for callers that need one view.
 */
export type { DecodedText, EncodedRun, Encoding } from './encodings.js';
export { decodeBase32, decodeBase64, decodeEncodedRun, decodeUtf8, findEncodedRuns, findEncodedTexts, isReadableText, unescapeInline } from './encodings.js';
export type { DecodedEscape, EscapeNotation, EscapeOptions } from './escapes.js';
export { decodeEscapeMatch, decodeEscapes, escapePattern } from './escapes.js';
export type { HiddenCarrier, HiddenPayload } from './hidden.js';
export { decodeTagCharacters, findHiddenPayloads } from './hidden.js';
export { foldHomoglyphs } from './homoglyphs.js';
export type { JoinedLiterals } from './literals.js';
export { joinAdjacentLiterals, joinStringLiterals } from './literals.js';
export type { NormalizedForms } from './invisible.js';
export { FLAG_TAG_SEQUENCE, hasHiddenCharacters, INVISIBLE_CLASS, isLegitimateJoiner, normalizeForDetection, textKey } from './invisible.js';
export { atbash, CIPHER_RUN_CHARS, cipherReadings, MAX_CIPHER_READINGS, MIN_CIPHER_WORDS, rot47, shiftLetters } from './ciphers.js';
export { foldLeet, rejoinBrokenWords, rejoinSpacedLetters, rot13, rot13Reading } from './transforms.js';
export type { DecodedViews } from './views.js';
export { decodedViews } from './views.js';
