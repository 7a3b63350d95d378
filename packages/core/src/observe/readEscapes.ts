import { decodeHTML } from 'entities';
import { decodeBase64, decodeUtf8 } from '../decode/encodings.js';

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

/** A run of base64 or base64url (RFC 4648 §4, §5) long enough to hold a sentence: 24 or more characters, padding optional. */
const BASE64_RUN = /[A-Za-z0-9+/_-]{24,}={0,2}/gu;

/** Most characters of base64 one text has decoded ({@link base64Texts}): a bound on the work, not on what a page may hold (the rest is read as written). */
export const MAX_BASE64_DECODED = 1024 * 1024;

/**
 * The texts that base64 or base64url runs inside `text` encode (h47-attack F15: the Gmail API's
 * `payload.body.data` is the e-mail body in base64url, which a model reads directly, so an MCP
 * result carrying a hostile body attested nothing). A run decodes only when its bytes are valid
 * UTF-8 and read as text (no control character but tab and line breaks; at least 12 characters):
 * random identifiers, hashes and CamelCase names decode to bytes that fail this (18 random bytes
 * all printable: about 3 in 10⁸). Both alphabets, with or without padding; runs of at most
 * {@link MAX_BASE64_DECODED} characters in all.
 *
 * @param text - any string (a tool output's string value)
 * @returns the decoded texts, in order; empty when none
 */
export function base64Texts(text: string): string[] {
  if (text.length < 24) return [];
  const out: string[] = [];
  let budget = MAX_BASE64_DECODED;
  for (const m of text.matchAll(BASE64_RUN)) {
    const run = m[0];
    if (run.length > budget) break;
    budget -= run.length;
    const bytes = decodeBase64(run);
    const decoded = bytes === null ? null : decodeUtf8(bytes);
    if (decoded === null || decoded.length < 12 || /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/u.test(decoded)) continue;
    out.push(decoded);
  }
  return out;
}
