/**
 * One decoder of the escapes a text passes through on its way to an agent (issue #19, round 16):
 * C-family escapes, CSS escapes, HTML references, percent-encoding and quoted-printable octets.
 * Redaction's views (../redact/rewrittenViews.ts, ../redact/escapedCharacters.ts) read escapes
 * through it; the gate can too ({@link decodeEscapes}). Byte escapes side by side in one notation
 * (`\342\200\213`, `\xe2\x80\x8b`, `%E2%80%8B`, `=E2=80=8B`) are read as UTF-8 together, so a
 * zero-width character written as bytes decodes to that one character, as it does written as a
 * code point (`\u200b`, `\U0000200b`, `\200B `, `&#8203;`). Pure functions, no globals beyond
 * ECMAScript.
 */
import { decodeUtf8 } from './encodings.js';

/**
 * A notation of escapes:
 * - `c`: `\uNNNN`, `\u{N…}` (ECMAScript, Rust, Swift), `\UNNNNNNNN` (Python, C99), `\xNN` and a
 *   byte in three octal digits `\NNN` (C, Python, shell `printf` and `$'…'`); the backslash may
 *   itself be escaped once to three times (`\\u0067`: JSON inside a JSON string);
 * - `css`: a backslash, one to six hex digits and one optional blank that ends them (CSS Syntax
 *   Level 3 §4.3.7); `\101` is U+0101 here and `A` in `c`, so the two are never read together;
 * - `html`: a numeric reference, decimal or hex, its `;` optional (WHATWG HTML "Character
 *   reference state"), or a named one with its `;`;
 * - `percent`: `%NN` bytes (RFC 3986 §2.1);
 * - `quoted-printable`: `=NN` octets, upper-case hex (RFC 2045 §6.7).
 */
export type EscapeNotation = 'c' | 'css' | 'html' | 'percent' | 'quoted-printable';

/** The source of each notation's pattern; a byte notation matches a run of its bytes. */
const SOURCES: Readonly<Record<EscapeNotation, string>> = {
  c: String.raw`\\{1,4}(?:u\{(?<brace>[0-9A-Fa-f]{1,6})\}|u(?<u4>[0-9A-Fa-f]{4})|U(?<u8>0{2}[0-9A-Fa-f]{6}))|(?<xrun>(?:\\{1,4}x[0-9A-Fa-f]{2})+)|(?<octrun>(?:\\{1,4}[0-3][0-7]{2})+)`,
  css: String.raw`\\(?<css>[0-9A-Fa-f]{1,6})(?:\r\n|[ \t\n])?`,
  html: '&#(?:[xX](?<hex>[0-9A-Fa-f]{1,6})|(?<dec>[0-9]{1,7}));?|&(?<name>[A-Za-z]{2,22});',
  percent: '(?<pctrun>(?:%[0-9A-Fa-f]{2})+)',
  'quoted-printable': '(?<qprun>(?:=[0-9A-F]{2})+)',
};

/** The one byte of each escape in a run: its hex or octal digits after the notation's sign. */
const BYTE = /(?:\\{1,4}x|%|=)(?<hex>[0-9A-Fa-f]{2})|\\{1,4}(?<oct>[0-3][0-7]{2})/g;

/** The cached global pattern of each list of notations (at most 2^5 lists). */
const PATTERNS = new Map<string, RegExp>();

/**
 * The global pattern that matches one escape, or one run of byte escapes in one notation, of any
 * of `notations` (tried in their order: the first that matches at a place wins).
 *
 * @param notations - one or more notations; `c` and `css` should not be listed together (see
 *   {@link EscapeNotation})
 */
export function escapePattern(notations: readonly EscapeNotation[]): RegExp {
  const key = notations.join(',');
  let pattern = PATTERNS.get(key);
  if (pattern === undefined) {
    pattern = new RegExp(notations.map((n) => SOURCES[n]).join('|'), 'g');
    PATTERNS.set(key, pattern);
  }
  return pattern;
}

/** One decoded escape: the text it stands for and the raw `[start, end)` it is written in. */
export type DecodedEscape = readonly [text: string, start: number, end: number];

/** The character of code point `code`, or undefined past U+10FFFF or for a lone surrogate. */
function codePoint(code: number): string | undefined {
  return code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? undefined : String.fromCodePoint(code);
}

/**
 * The characters of a run of byte escapes: each UTF-8 sequence of bytes side by side decodes to
 * its one character, spanning its escapes; a byte in no sequence reads as its Latin-1 character
 * (`\xe9` is `é`, as ECMAScript reads it) when `latin1`, or is left out (read as written).
 */
function byteRun(run: string, at: number, latin1: boolean): DecodedEscape[] {
  const bytes: Array<{ value: number; start: number; end: number }> = [];
  for (const m of run.matchAll(BYTE)) {
    const { hex, oct } = m.groups as Record<string, string | undefined>;
    const value = hex !== undefined ? Number.parseInt(hex, 16) : Number.parseInt(oct as string, 8);
    bytes.push({ value, start: at + m.index, end: at + m.index + m[0].length });
  }
  const out: DecodedEscape[] = [];
  for (let i = 0; i < bytes.length; ) {
    const first = bytes[i] as (typeof bytes)[number];
    const need = first.value >= 0xf0 ? 3 : first.value >= 0xe0 ? 2 : first.value >= 0xc0 ? 1 : 0;
    const slice = bytes.slice(i, i + need + 1);
    const char = slice.length === need + 1 ? decodeUtf8(slice.map((b) => b.value)) : null;
    if (char !== null) {
      out.push([char, first.start, (slice[need] as (typeof bytes)[number]).end]);
      i += need + 1;
      continue;
    }
    if (latin1) out.push([String.fromCharCode(first.value), first.start, first.end]);
    i++;
  }
  return out;
}

/** Options of {@link decodeEscapeMatch}. */
export interface EscapeOptions {
  /** The character of a named HTML reference (`lowbar` → `_`), or undefined for a name it does not know; without it, named references are read as written. */
  readonly named?: (name: string) => string | undefined;
}

/**
 * The decoded pieces of one match of an {@link escapePattern}: one piece per escape, or per UTF-8
 * sequence of a byte run, in raw coordinates. A `c` byte run (`\xNN`, `\NNN`) reads a byte in no
 * UTF-8 sequence as its Latin-1 character; a percent or quoted-printable run is decoded only when
 * it is UTF-8 text holding a character past ASCII (`=E2=80=8B`), and is otherwise left out (a
 * `KEY=AB12` or `%41` reads as written: those notations' ASCII is read elsewhere). An escape
 * past U+10FFFF, a lone surrogate or an unknown name is left out.
 *
 * @returns the pieces, sorted, not overlapping; empty when nothing is decoded. Never throws.
 */
export function decodeEscapeMatch(match: RegExpExecArray | RegExpMatchArray, options: EscapeOptions = {}): DecodedEscape[] {
  const g = match.groups as Record<string, string | undefined>;
  const start = match.index as number;
  const end = start + match[0].length;
  if (g.xrun !== undefined || g.octrun !== undefined) return byteRun(match[0], start, true);
  if (g.pctrun !== undefined || g.qprun !== undefined) {
    // Stryker disable next-line ConditionalExpression: a shortcut only — a run of ASCII bytes alone decodes to no character past ASCII
    if (!/[%=][89A-Fa-f]/.test(match[0])) return [];
    const pieces = byteRun(match[0], start, false);
    // Whole when every byte is in a UTF-8 sequence: the pieces end where the run does, one after another.
    const whole = pieces.map(([, from, to]) => to - from).reduce((a, b) => a + b, 0) === match[0].length;
    return whole && pieces.some(([text]) => text > '\u007f') ? pieces : [];
  }
  let char: string | undefined;
  if (g.name !== undefined) char = options.named?.(g.name);
  else if (g.dec !== undefined) char = codePoint(Number.parseInt(g.dec, 10));
  else char = codePoint(Number.parseInt((g.hex ?? g.brace ?? g.u4 ?? g.u8 ?? g.css) as string, 16));
  return char === undefined ? [] : [[char, start, end]];
}

/**
 * `text` with every escape of `notations` decoded in place, once (a doubly escaped `&amp;#119;`
 * decodes to `&#119;`; decode again for the next layer); what {@link decodeEscapeMatch} leaves
 * out is kept as written. For a reader that wants the decoded text alone (the gate).
 *
 * @param text - any string
 * @param notations - the notations to read (default `c`, `html`, `percent`, `quoted-printable`)
 * @returns the decoded text (the same string when nothing is decoded). Never throws.
 */
export function decodeEscapes(
  text: string,
  notations: readonly EscapeNotation[] = ['c', 'html', 'percent', 'quoted-printable'],
  options: EscapeOptions = {},
): string {
  let out = '';
  let cursor = 0;
  for (const m of text.matchAll(escapePattern(notations))) {
    for (const [piece, start, end] of decodeEscapeMatch(m, options)) {
      out += text.slice(cursor, start) + piece;
      cursor = end;
    }
  }
  return out + text.slice(cursor);
}
