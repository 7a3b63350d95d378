/**
 * Recovery of text hidden in encodings, so the gate can read it: base64 (standard and URL-safe),
 * hex, `\xNN`, `%NN`, `\uNNNN` and HTML numeric entities. Pure functions, no globals beyond
 * ECMAScript (core runs without DOM or Node typings).
 *
 * Only decodings that come out as readable text are returned: a git SHA, a content hash or a
 * long identifier decodes to bytes that are not UTF-8 text and is ignored, so hashes and
 * identifiers are never flagged (seeds/000: corrupting or flagging a SHA is the worse failure).
 */

const B64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX: ReadonlyMap<string, number> = new Map(Array.from(B64_ALPHABET, (c, i) => [c, i] as const));

/** Most characters of decoded text returned per call: bounds the recursive gating. */
const MAX_DECODED_CHARS = 64 * 1024;

/** Decodes base64 or base64url (padding optional). Returns null when `run` is not base64. */
export function decodeBase64(run: string): number[] | null {
  const clean = run.replace(/=+$/u, '').replace(/-/gu, '+').replace(/_/gu, '/');
  if (clean.length % 4 === 1) return null;
  return radixBytes(clean, 6, (ch) => B64_INDEX.get(ch));
}

/**
 * The bytes a run of base-2^`width` digits spells, most significant bit first (RFC 4648 §4, §6),
 * leftover bits dropped. Null when a character is not a digit (`digit` undefined).
 *
 * @param width - bits per character: 6 for base64, 5 for base32
 */
function radixBytes(clean: string, width: number, digit: (ch: string) => number | undefined): number[] | null {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    const v = digit(ch);
    if (v === undefined) return null;
    buffer = (buffer << width) | v;
    bits += width;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
    buffer &= 0xff;
  }
  return bytes;
}

/** The RFC 4648 §6 base32 alphabet. */
const B32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * Decodes base32 (RFC 4648 §6: upper-case letters and 2–7, `=` padding optional). Returns null
 * when `run` is not base32: a character outside the alphabet, or a length no whole number of
 * bytes leaves (1, 3 or 6 characters past a multiple of 8).
 *
 * @param run - the encoded characters, padding included or not
 * @returns the bytes, most significant bit first; never throws
 */
export function decodeBase32(run: string): number[] | null {
  const clean = run.replace(/=+$/u, '');
  if ([1, 3, 6].includes(clean.length % 8)) return null;
  return radixBytes(clean, 5, (ch) => {
    const v = B32_ALPHABET.indexOf(ch);
    return v === -1 ? undefined : v;
  });
}

/** Decodes UTF-8 strictly. Returns null on any malformed sequence. */
export function decodeUtf8(bytes: readonly number[]): string | null {
  let out = '';
  for (let i = 0; i < bytes.length; ) {
    const b0 = bytes[i] as number;
    let cp: number;
    let need: number;
    if (b0 < 0x80) {
      cp = b0;
      need = 0;
    } else if (b0 >= 0xc2 && b0 < 0xe0) {
      cp = b0 & 0x1f;
      need = 1;
    } else if (b0 >= 0xe0 && b0 < 0xf0) {
      cp = b0 & 0x0f;
      need = 2;
    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
      cp = b0 & 0x07;
      need = 3;
    } else {
      return null;
    }
    for (let k = 1; k <= need; k++) {
      // A missing byte reads as 0, which is no continuation byte either.
      const b = bytes[i + k] ?? 0;
      if ((b & 0xc0) !== 0x80) return null;
      cp = (cp << 6) | (b & 0x3f);
    }
    if ((need === 2 && cp < 0x800) || (need === 3 && (cp < 0x10000 || cp > 0x10ffff)) || (cp >= 0xd800 && cp <= 0xdfff)) return null;
    out += String.fromCodePoint(cp);
    i += need + 1;
  }
  return out;
}

/**
 * True when `text` reads as text: no control characters other than tab/newline, and at least
 * three letters making up most of it. A decoded hash is bytes, not text.
 */
export function isReadableText(text: string): boolean {
  if (text.length < 4) return false;
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/u.test(text)) return false;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const readable = text.match(/[\p{L}\p{N}\p{P}\p{Zs}\s$|<>=+^`~]/gu)?.length ?? 0;
  return letters >= 3 && readable / Array.from(text).length >= 0.9 && letters / Array.from(text).length >= 0.4;
}

function hexBytes(hex: string): number[] {
  const out: number[] = [];
  // Callers pass whole pairs: every run is matched as pairs of digits.
  for (let i = 0; i < hex.length; i += 2) out.push(parseInt(hex.slice(i, i + 2), 16));
  return out;
}

/** How a decoded text was written. */
export type Encoding = 'base64' | 'base32' | 'hex' | 'escape' | 'html' | 'percent' | 'binary' | 'rot13';

/** A text decoded from an encoded run (or from the whole text, for percent escapes). */
export interface DecodedText {
  readonly encoding: Encoding;
  readonly text: string;
}

/** An encoding: a quick test that the text may hold it, the pattern of one run, and its decoder. */
type Decoder = { encoding: Encoding; hint?: string; pattern: RegExp; decode: (run: string) => string | null };

/** Bits written as 0/1 digits, eight per byte, most significant first (spaces between bytes allowed). */
function binaryBytes(run: string): number[] | null {
  const bits = run.replace(/\s/gu, '');
  if (bits.length % 8 !== 0) return null;
  const out: number[] = [];
  for (let i = 0; i < bits.length; i += 8) out.push(parseInt(bits.slice(i, i + 8), 2));
  return out;
}

const DECODERS: readonly Decoder[] = [
  // base64 / base64url runs of 16+ characters
  {
    encoding: 'base64',
    pattern: /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{16,}={0,2}(?![A-Za-z0-9+/=_-])/gu,
    decode: (run) => {
      const bytes = decodeBase64(run);
      return bytes ? decodeUtf8(bytes) : null;
    },
  },
  // base64 wrapped over several lines (MIME wraps at 76 characters)
  {
    encoding: 'base64',
    hint: '\n',
    pattern: /(?<![A-Za-z0-9+/=])(?:[A-Za-z0-9+/]{8,}[ \t]*\r?\n[ \t]*)+[A-Za-z0-9+/]{2,}={0,2}(?![A-Za-z0-9+/=])/gu,
    decode: (run) => {
      const bytes = decodeBase64(run.replace(/\s/gu, ''));
      return bytes ? decodeUtf8(bytes) : null;
    },
  },
  // plain hex, 12+ bytes
  {
    encoding: 'hex',
    pattern: /(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){12,}(?![0-9A-Fa-f])/gu,
    decode: (run) => decodeUtf8(hexBytes(run)),
  },
  // \xNN escapes
  {
    encoding: 'escape',
    hint: '\\x',
    pattern: /(?:\\x[0-9A-Fa-f]{2}){6,}/gu,
    decode: (run) => decodeUtf8(hexBytes(run.replace(/\\x/gu, ''))),
  },
  // \uNNNN escapes
  {
    encoding: 'escape',
    hint: '\\u',
    pattern: /(?:\\u[0-9A-Fa-f]{4}){4,}/gu,
    decode: decodeUnicodeEscapes,
  },
  // HTML numeric entities
  {
    encoding: 'html',
    hint: '&#',
    pattern: /(?:&#(?:[xX][0-9A-Fa-f]{1,6}|[0-9]{1,7});){4,}/gu,
    decode: decodeReferences,
  },
  // 0/1 digits, 4+ bytes, optionally a blank between bytes
  {
    encoding: 'binary',
    pattern: /(?<![0-9])(?:[01]{8}[ \t]?){3,}[01]{8}(?![0-9])/gu,
    decode: (run) => {
      const bytes = binaryBytes(run);
      return bytes ? decodeUtf8(bytes) : null;
    },
  },
];

/** Decodes each run of `prefix`-escaped bytes (`%69%67`, `\\x69\\x67`) as UTF-8; a run that is not UTF-8 stays as it is. */
function decodeByteRuns(text: string, runs: RegExp, prefix: RegExp): string {
  return text.replace(runs, (run) => decodeUtf8(hexBytes(run.replace(prefix, ''))) ?? run);
}

/** The character of code point `cp`, or `ref` (the reference as written) past U+10FFFF. */
function fromReference(ref: string, cp: number): string {
  return cp <= 0x10ffff ? String.fromCodePoint(cp) : ref;
}

/** Decodes HTML numeric character references, decimal (`&#105;`) and hex (`&#x69;`, `&#X69;`). */
function decodeReferences(text: string): string {
  return text
    .replace(/&#[xX]([0-9A-Fa-f]{1,6});/gu, (ref, h: string) => fromReference(ref, parseInt(h, 16)))
    .replace(/&#([0-9]{1,7});/gu, (ref, d: string) => fromReference(ref, parseInt(d, 10)));
}

/** Decodes `\\uNNNN` escapes (UTF-16 code units, so a surrogate pair decodes to its character). */
function decodeUnicodeEscapes(text: string): string {
  return text.replace(/\\u([0-9A-Fa-f]{4})/gu, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/**
 * `text` with every escape an agent would read through decoded in place: HTML numeric
 * references (`ign&#111;re`), `\\xNN` and `%NN` byte runs, `\\uNNNN`. The encoded runs that
 * {@link findEncodedTexts} looks for need several escapes in a row; a single escaped letter
 * inside a word (`\\x69gnore previous instructions`) is read here. Never throws.
 */
export function unescapeInline(text: string): string {
  const bytes = decodeByteRuns(decodeByteRuns(text, /(?:\\x[0-9A-Fa-f]{2})+/gu, /\\x/gu), /(?:%[0-9A-Fa-f]{2})+/gu, /%/gu);
  return decodeUnicodeEscapes(decodeReferences(bytes));
}

/** Decodes `%NN` sequences in the whole text (URL-encoded orders), or null when there are fewer than two. */
function percentDecoded(text: string): string | null {
  if ((text.match(/%[0-9A-Fa-f]{2}/gu)?.length ?? 0) < 2) return null;
  return decodeByteRuns(text, /(?:%[0-9A-Fa-f]{2})+/gu, /%/gu);
}

/** An encoded run of a text: where it stands and what it decodes to. */
export interface EncodedRun extends DecodedText {
  /** UTF-16 index of the run's first character in the text searched. */
  readonly start: number;
  /** UTF-16 index just past the run's last character. */
  readonly end: number;
}

/** True for the code units of a base64 or base64url run (padding aside). */
const BASE64_UNIT = new Uint8Array(128);
for (const ch of `${B64_ALPHABET}-_`) BASE64_UNIT[ch.charCodeAt(0)] = 1;
const isBase64Unit = (code: number): boolean => code < 128 && BASE64_UNIT[code] === 1;

/** Shortest base64 run decoded (12 bytes), as {@link findEncodedTexts}. */
const MIN_BASE64_RUN = 16;

/** Decoded text that is bytes rather than text: control characters or replacement characters. */
const BINARY = /[\u0000-\u0008\u000E-\u001F\uFFFD]/u;

/** Characters of a run decoded first: most runs that are no text fail within their first bytes. */
const PROBE_CHARS = 64;

/**
 * True when `bytes` (the start of a longer decoding) may be UTF-8 text: they decode, once an
 * incomplete sequence cut at their end is set aside, to no control characters.
 */
function mayBeText(bytes: readonly number[]): boolean {
  for (let cut = 0; cut <= 3 && cut < bytes.length; cut++) {
    const text = decodeUtf8(bytes.slice(0, bytes.length - cut));
    if (text !== null) return !BINARY.test(text);
  }
  return false;
}

/** A run in the base32 alphabet only (upper-case letters and 2–7). */
const BASE32_RUN = /^[A-Z2-7]+$/u;

/**
 * Decodes one run of base64 characters: hex when it is all hex digits in pairs (12 bytes or
 * more), base32 when it is all in base32's alphabet and decodes to text, else base64. A run whose first {@link PROBE_CHARS} characters do not decode to text is
 * not decoded further, so a long hash or blob costs no more than its start.
 */
export function decodeEncodedRun(run: string): DecodedText | null {
  return decodeRun(run);
}

/** {@link decodeEncodedRun}'s body (the doc above is its). */
function decodeRun(run: string): DecodedText | null {
  if (run.length >= 24 && run.length % 2 === 0 && /^[0-9A-Fa-f]+$/u.test(run) && mayBeText(hexBytes(run.slice(0, PROBE_CHARS)))) {
    const text = decodeUtf8(hexBytes(run));
    if (text !== null) return { encoding: 'hex', text };
  }
  const base32 = BASE32_RUN.test(run) ? decodeBase32(run) : null;
  if (base32 !== null && mayBeText(base32.slice(0, PROBE_CHARS))) {
    const text = decodeUtf8(base32);
    if (text !== null) return { encoding: 'base32', text };
  }
  const probe = decodeBase64(run.length > PROBE_CHARS ? run.slice(0, PROBE_CHARS) : run);
  if (probe === null || !mayBeText(probe)) return null;
  const bytes = decodeBase64(run);
  const text = bytes ? decodeUtf8(bytes) : null;
  return text === null ? null : { encoding: 'base64', text };
}

/**
 * A hex dump of two or more lines, as xxd(1), hexdump(1) -C and od(1) -A x -t x1 print them: each
 * line an offset (6 to 8 hex or octal digits, an optional colon), then bytes written as hex in
 * groups of one, two or four bytes (xxd's default is two), then an optional column of the bytes
 * as characters. A token dumped this way is spread over lines, between offsets and columns.
 */
const HEXDUMP_RUN =
  /^[0-9A-Fa-f]{6,8}:?(?:[ \t]{1,3}(?:[0-9A-Fa-f]{2}){1,4}(?![^\s|]))+[^\r\n]{0,80}(?:\r?\n[0-9A-Fa-f]{6,8}:?(?:[ \t]{1,3}(?:[0-9A-Fa-f]{2}){1,4}(?![^\s|]))+[^\r\n]{0,80}){1,4096}/gmu;

/** One hex-dump line: its offset, then its byte groups (the character column after them is left out). */
const HEXDUMP_LINE = /^[0-9A-Fa-f]{6,8}:?((?:[ \t]{1,3}(?:[0-9A-Fa-f]{2}){1,4}(?![^\s|]))+)/gmu;

/** The bytes of a hex dump ({@link HEXDUMP_RUN}) read line after line, without offsets and character columns. */
function hexdumpBytes(run: string): number[] {
  const out: number[] = [];
  for (const line of run.matchAll(HEXDUMP_LINE)) for (const group of (line[1] as string).trim().split(/[ \t]+/u)) out.push(...hexBytes(group));
  return out;
}

/**
 * Finds the encoded runs of `text` that decode to UTF-8, with their positions: base64 and
 * base64url runs of 16 or more characters (hex when all hex digits), `\xNN` and `\uNNNN` escape
 * runs, HTML numeric references, percent-encoded runs (`ghp%5F…`) and hex dumps of two or more lines (xxd, hexdump -C, od -t x1), at most 64 K decoded characters in all. Unlike
 * {@link findEncodedTexts} it keeps decodings that do not read as prose (a decoded token is
 * letters and digits, not words): secret redaction reads each one and cuts the whole run out
 * when it hides a credential. One pass over the text for base64 and hex; the escape forms only
 * when their hint is present. Never throws.
 *
 * @param text - any string (redaction passes the raw text or its detection form)
 * @returns the runs in order of position within each encoding
 */
export function findEncodedRuns(text: string): EncodedRun[] {
  const found: EncodedRun[] = [];
  let budget = MAX_DECODED_CHARS;
  const keep = (encoding: Encoding, decoded: string, start: number, end: number): void => {
    if (decoded.length === 0 || BINARY.test(decoded)) return;
    found.push({ encoding, text: decoded, start, end });
    budget -= decoded.length;
  };
  for (let i = 0; i < text.length && budget > 0; ) {
    if (!isBase64Unit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i;
    while (end < text.length && isBase64Unit(text.charCodeAt(end))) end++;
    let padded = end;
    // base64 pads with at most two '=', base32 with at most six.
    const padding = BASE32_RUN.test(text.slice(i, end)) ? 6 : 2;
    while (padded < text.length && padded - end < padding && text.charCodeAt(padded) === 61 /* = */) padded++;
    if (end - i >= MIN_BASE64_RUN) {
      // A run may be a path holding base64 (`/tmp/<base64>/x`): when it does not decode whole,
      // its pieces between '/' are tried too, longest first (at most 16 slashes looked at).
      const cuts = [i];
      for (let at = text.indexOf('/', i); at !== -1 && at < end && cuts.length <= 16; at = text.indexOf('/', at + 1)) cuts.push(at + 1);
      const ends = [...cuts.slice(1).map((c) => c - 1), end];
      const pieces = cuts.flatMap((from) => ends.filter((to) => to - from >= MIN_BASE64_RUN).map((to) => [from, to] as const));
      pieces.sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
      for (const [from, to] of pieces) {
        const decoded = decodeRun(text.slice(from, to));
        if (decoded !== null) {
          keep(decoded.encoding, decoded.text, from, to === end ? padded : to);
          break;
        }
      }
    }
    i = padded;
  }
  for (const { encoding, hint, pattern, decode } of DECODERS) {
    if (hint === undefined || hint === '\n' || !text.includes(hint)) continue;
    for (const m of text.matchAll(pattern)) {
      if (budget <= 0) return found;
      const decoded = decode(m[0]);
      if (decoded !== null) keep(encoding, decoded, m.index, m.index + m[0].length);
    }
  }
  if (text.includes('\n')) {
    for (const m of text.matchAll(HEXDUMP_RUN)) {
      const decoded = decodeUtf8(hexdumpBytes(m[0]));
      if (decoded !== null) keep('hex', decoded, m.index, m.index + m[0].length);
    }
  }
  if (text.includes('%')) {
    for (const m of text.matchAll(PERCENT_RUN)) {
      if (budget <= 0) return found;
      const decoded = decodeByteRuns(m[0], /(?:%[0-9A-Fa-f]{2})+/gu, /%/gu);
      if (decoded !== m[0]) keep('percent', decoded, m.index, m.index + m[0].length);
    }
  }
  return found;
}

/**
 * A run of URL characters holding at least one `%NN` escape (RFC 3986 §2.1 percent-encoding, over
 * its unreserved characters §2.3): `ghp%5FAb12…`, or a token escaped byte by byte. 8 to 512 units
 * (a credential is shorter; a longer run is read up to there); it starts where no such unit stands before it, so the look-ahead reads each run once.
 */
const PERCENT_RUN = /(?<![A-Za-z0-9._~%-])(?=[A-Za-z0-9._~-]*%[0-9A-Fa-f]{2})(?:%[0-9A-Fa-f]{2}|[A-Za-z0-9._~-]){8,512}/gu;

/**
 * Finds encoded runs in `text` and returns their decoded forms that read as text, at most
 * 64 K characters in all. Every run is examined (no count limit an attacker could pad past);
 * each character of `text` belongs to at most one run per encoding, so the work is linear. Never throws.
 *
 * @param text - the NFKC form with invisible characters removed
 * @returns decoded texts with their encoding, each to be read on its own
 */
export function findEncodedTexts(text: string): DecodedText[] {
  const found: DecodedText[] = [];
  let budget = MAX_DECODED_CHARS;
  for (const { encoding, hint, pattern, decode } of DECODERS) {
    // Stryker disable next-line ConditionalExpression: a shortcut only — a pattern cannot match a text without its hint.
    if (hint !== undefined && !text.includes(hint)) continue;
    pattern.lastIndex = 0;
    // Once the budget is spent, every run is cut to nothing and decodes to nothing readable.
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const decoded = decode(m[0].slice(0, budget));
      if (decoded !== null && isReadableText(decoded)) {
        found.push({ encoding, text: decoded });
        budget -= decoded.length;
      }
    }
    pattern.lastIndex = 0;
  }
  const pct = percentDecoded(text);
  if (pct !== null && pct !== text) found.push({ encoding: 'percent', text: pct });
  return found;
}
