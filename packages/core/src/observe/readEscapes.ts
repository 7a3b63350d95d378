import { decodeHTML } from 'entities';
import { Decompress } from 'fflate';
import { decodeBase64, decodeEncodedRun, decodeUtf8 } from '../decode/encodings.js';
import { hexReadings } from './hexListing.js';

/**
 * A JSON string escape (RFC 8259 §7): `\uXXXX`, or a backslash before one of `" \ / b f n r t`.
 * One pass, left to right, so an escaped backslash (`\\`) is read as one character and the letter
 * after it stays a letter.
 */
const JSON_ESCAPE = /\\(?:u([0-9A-Fa-f]{4})|(["\\/bfnrt]))/gu;

const SIMPLE: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * `text` with its JSON string escapes and HTML character references read as the characters they
 * stand for (h46-attack, 2026-12-05): a tool's JSON answer holding a body written one word per
 * line carries a literal `\n` between the words (`\t`, `\u2003` from an `ensure_ascii` encoder,
 * `&nbsp;` or `&#10;` in HTML alike), which the tokenizer read as a letter glued to the next word
 * (`\nhave` → `nhave`), so no shingle of the body met the agent's clean sentence. Every side that
 * makes shingles (a memory's text, an observation, a working-tree file: `shingleWords`) reads
 * them the same way, so a run of words is one run whichever way it was written.
 *
 * HTML references are decoded as the WHATWG HTML tokenizer reads them in text (the `entities`
 * package's `decodeHTML`: every named reference of the standard's table, numeric ones, the legacy
 * names without `;`). A Windows path's `\n` or `\t` (`C:\new\tools`) is read as an escape too, on
 * every side alike.
 *
 * @param text - any string
 * @returns the text with escapes and references replaced; `text` itself when it holds neither
 */
export function readEscapes(text: string): string {
  let out = text;
  if (out.includes('\\'))
    out = out.replace(JSON_ESCAPE, (_m, hex: string | undefined, simple: string | undefined) =>
      hex !== undefined ? String.fromCharCode(Number.parseInt(hex, 16)) : (SIMPLE[simple as string] as string),
    );
  if (out.includes('&')) out = decodeHTML(out);
  return out;
}

/**
 * A run of base64 or base64url (RFC 4648 §4, §5), base32 (§6) or hex, possibly wrapped: lines of
 * its characters joined by line breaks (LF or CRLF, with indentation) at any width of 8 or more —
 * MIME's 76 columns, PEM's and `openssl base64`'s 64, or 20 (h48-attack F10: a run wrapped at 64
 * or 20 was decoded line by line, or not at all). Padding up to six `=` (base32).
 */
const ENCODED_RUN = /[A-Za-z0-9+/_-]{8,}={0,6}(?:[ \t]*\r?\n[ \t]*[A-Za-z0-9+/_-]{2,}={0,6})*/gu;

/** JSON's escaped line breaks (`\n`, `\r\n`) read as line breaks, so base64 inside a JSON string's text is one wrapped run. */
const ESCAPED_BREAK = /\\r\\n|\\n|\\r/gu;

/** Most characters of encoded runs one text has decoded ({@link base64Texts}): a bound on the work, not on what a page may hold (the rest is read as written). */
export const MAX_BASE64_DECODED = 1024 * 1024;

/**
 * Most bytes one compressed run is inflated to ({@link inflatedText}): a gzip or deflate bomb
 * (1 KiB of input can stand for 1 MiB of output) stops here, the text so far kept.
 */
export const MAX_INFLATED_BYTES = 1024 * 1024;

/** Input bytes pushed to the inflater at a time, so output past {@link MAX_INFLATED_BYTES} is noticed within about 1 MiB. */
const INFLATE_STEP = 1024;

/**
 * The text a base64 run of gzip (RFC 1952), zlib (RFC 1950) or raw deflate (RFC 1951) data
 * encodes (h50-attest: `H4sI…`, the base64 of a gzipped page, hid every address in it from
 * attestation), decompressed with fflate's streaming `Decompress` (it tells the three apart by
 * their headers) up to {@link MAX_INFLATED_BYTES}, then read as UTF-8 (a cut in the middle of a
 * character drops that character). Undefined when it does not inflate or is no UTF-8.
 */
function inflatedText(compact: string): string | undefined {
  const bytes = decodeBase64(compact);
  if (bytes === null || bytes.length < 10) return undefined;
  // Raw deflate's block type 3 is invalid; a gzip, zlib or deflate stream starts otherwise.
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const zlib = ((bytes[0] as number) & 0x0f) === 8 && (((bytes[0] as number) << 8) | (bytes[1] as number)) % 31 === 0;
  if (!gzip && !zlib && ((bytes[0] as number) & 0x06) === 0x06) return undefined;
  const out: number[] = [];
  let full = false;
  try {
    const d = new Decompress((chunk) => {
      for (const b of chunk) {
        if (out.length >= MAX_INFLATED_BYTES) {
          full = true;
          return;
        }
        out.push(b);
      }
    });
    const input = Uint8Array.from(bytes);
    for (let at = 0; at < input.length && !full; at += INFLATE_STEP) {
      const end = Math.min(input.length, at + INFLATE_STEP);
      d.push(input.subarray(at, end), end === input.length);
    }
  } catch {
    // Not compressed data (or cut short): what inflated before the error is still read.
    if (out.length === 0) return undefined;
  }
  if (out.length === 0) return undefined;
  // A cut inside a UTF-8 sequence: the bytes of the last, incomplete character dropped.
  for (let cut = 0; cut < 4 && out.length > 0; cut++) {
    const text = decodeUtf8(out);
    if (text !== null) return text;
    if (!full) return undefined;
    out.pop();
  }
  return undefined;
}

/** Decoded text that reads as text: at least 12 characters, no control character but tab and line breaks. */
function readable(decoded: string | undefined): decoded is string {
  return decoded !== undefined && decoded.length >= 12 && !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/u.test(decoded);
}

/**
 * The texts that encoded runs inside `text` encode (h47-attack F15: the Gmail API's
 * `payload.body.data` is the e-mail body in base64url, which a model reads directly, so an MCP
 * result carrying a hostile body attested nothing; h48-attack F10: base64 wrapped at 64 or 20
 * columns, base64 in a JSON string with literal `\n`, hex and base32 were not read). Each run is
 * decoded whole across its line breaks by core's shared decoder (`decodeEncodedRun`: hex when all
 * hex digits, base32 when in its alphabet, else base64/base64url); when the whole does not decode
 * to text (a word line joined to it), its lines are tried one by one, as before. A decoding counts
 * when it is valid UTF-8 that reads as text (no control character but tab and line breaks; at
 * least 12 characters): random identifiers, hashes and CamelCase names decode to bytes that fail
 * this (18 random bytes all printable: about 3 in 10⁸). Runs of at most {@link MAX_BASE64_DECODED}
 * characters in all. Hex written as a listing of bytes or groups (`de ad be ef`, `de:ad:be:ef`,
 * `0x42, 0x65`) is read by core's `hexReadings`, as a write's is (h56-attest), when it reads as text.
 *
 * @param text - any string (a tool output's string value)
 * @returns the decoded texts, in order; empty when none
 */
export function base64Texts(text: string): string[] {
  if (text.length < 24) return [];
  const read = text.includes('\\') ? text.replace(ESCAPED_BREAK, '\n') : text;
  const out: string[] = [];
  let budget = MAX_BASE64_DECODED;
  const decode = (run: string): string | undefined => {
    const compact = run.replace(/\s+/gu, '');
    if (compact.length < 24) return undefined;
    // Text as written, else gzip, zlib or deflate data (H4sI…, eJ…) inflated to its text.
    const plain = decodeEncodedRun(compact)?.text;
    return readable(plain) ? plain : inflatedText(compact);
  };
  for (const m of read.matchAll(ENCODED_RUN)) {
    const run = m[0];
    if (run.length > budget) break;
    budget -= run.length;
    const whole = decode(run);
    if (readable(whole)) {
      out.push(whole);
      continue;
    }
    if (!run.includes('\n')) continue;
    // A word line joined before or after a wrapped run: without it; then each line alone.
    const lines = run.split(/[ \t]*\r?\n[ \t]*/u);
    const trimmed = [decode(lines.slice(1).join('')), decode(lines.slice(0, -1).join(''))].find(readable);
    if (trimmed !== undefined) {
      out.push(trimmed);
      continue;
    }
    for (const line of lines) {
      const one = decode(line);
      if (readable(one)) out.push(one);
    }
  }
  // Hex written as a listing of bytes or groups (`de ad be ef …`, `de:ad:be:ef`, `0x42, 0x65`, a
  // dump): a deceived agent copies it as written, and the write side reads it so (`hexReadings`,
  // h55-attest); read alike here, or a copy of a page's spaced hex met nothing (h56-attest).
  if (HEX_LISTING.test(read)) for (const h of hexReadings(read)) if (readable(h) && !out.includes(h)) out.push(h);
  return out;
}

/** Two hex digits, a separator, two more: a listing {@link base64Texts} reads with core's `hexReadings` (one unbroken run is ENCODED_RUN's). */
const HEX_LISTING = /[0-9A-Fa-f]{2}[^0-9A-Za-z\n]{1,4}(?:0?[xX])?[0-9A-Fa-f]{2}[^0-9A-Za-z\n]{1,4}(?:0?[xX])?[0-9A-Fa-f]{2}/u;
