import { decodeHTML } from 'entities';

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
