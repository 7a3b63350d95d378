/**
 * Views of a text in which a token written piece by piece is whole again (issue #19, round 8): a
 * token with some of its characters escaped (`ghp_Ab\u0063d…`, `\x67hp_…`), and a token spelled
 * with a blank or a dash between its characters (`g h p _ A b …`, `g-h-p-_-A-b…`). Each view maps
 * its ranges back to the raw text, so a secret found in it is cut out of the raw text whole.
 */
import { decodeEscapeMatch, escapePattern } from '../decode/escapes.js';

/** A view of a text and the raw range behind each of its ranges. */
export interface RewrittenView {
  /** The rewritten text. */
  readonly text: string;
  /** The raw `[start, end)` behind `text.slice(start, end)`; requires `0 <= start < end <= text.length`. */
  toRaw(start: number, end: number): readonly [number, number];
}

/** A piece of a view: its text and the raw range it comes from. */
export type Piece = readonly [text: string, start: number, end: number];

/**
 * The view of `raw` in which each match of `pattern` (global) is replaced by the pieces `rewrite`
 * returns for it (an empty list keeps the match as it is); undefined when no match is rewritten.
 * Shared with ./htmlReferences.ts.
 */
export function rewrittenView(raw: string, pattern: RegExp, rewrite: (match: RegExpExecArray) => readonly Piece[]): RewrittenView | undefined {
  const starts: number[] = [];
  const ends: number[] = [];
  let text = '';
  let cursor = 0;
  // A view whose matches all rewrite to nothing (`ESC[31m` before a token: ansiView) is empty before its rest is copied: a flag, not the text, says a match was rewritten.
  let rewritten = false;
  const copy = (piece: string, start: number, end: number): void => {
    text += piece;
    for (let i = 0; i < piece.length; i++) {
      starts.push(start);
      ends.push(end);
    }
  };
  for (const match of raw.matchAll(pattern)) {
    const pieces = rewrite(match);
    if (pieces.length === 0) continue;
    rewritten = true;
    for (let i = cursor; i < match.index; i++) copy(raw.charAt(i), i, i + 1);
    for (const [piece, start, end] of pieces) copy(piece, start, end);
    cursor = match.index + match[0].length;
  }
  if (!rewritten) return undefined;
  // Stryker disable next-line EqualityOperator: equivalent — charAt(raw.length) is '', which copy adds nothing for
  for (let i = cursor; i < raw.length; i++) copy(raw.charAt(i), i, i + 1);
  return { text, toRaw: (start, end) => [starts[start] as number, ends[end - 1] as number] };
}

/** The view `outer` of the text of view `inner`, read as a view of `inner`'s raw text. */
export function composeViews(inner: RewrittenView, outer: RewrittenView): RewrittenView {
  return { text: outer.text, toRaw: (start, end) => inner.toRaw(...outer.toRaw(start, end)) };
}

/**
 * Most layers of escaping a decoded view undoes: 8. A text escaped once per tool it passed
 * through (HTML inside a JSON string inside a log line inside an HTML page, `&amp;amp;amp;#119;`)
 * seldom goes past four; every layer shortens the text, so decoding always reaches a fixed point,
 * and the bound keeps a text made of nothing but `&amp;amp;…` to eight passes over it (linear).
 * A ninth layer is read as written.
 */
export const MAX_ESCAPE_LAYERS = 8;

/** The printable ASCII pieces (U+0021 to U+007E) of a decoded escape match; other escapes are read as written. */
function printablePieces(m: RegExpExecArray): Piece[] {
  // Stryker disable next-line ConditionalExpression: equivalent — a CSS escape decodes to one code point: two UTF-16 units only past U+FFFF, whose first (a surrogate) is past '~'
  return decodeEscapeMatch(m).filter(([text]) => text >= '!' && text <= '~' && text.length === 1);
}

/**
 * The view of `raw` with every C-family escape of a printable ASCII character (U+0021 to U+007E)
 * decoded in place (`\uNNNN`, `\u{N…}`, `\xNN`, `\UNNNNNNNN`, octal `\NNN`, the backslash escaped
 * up to three times more; ../decode/escapes.ts, notation `c`), so a token with only some
 * characters escaped is read whole (a run of escapes alone is decoded by ../decode:
 * findEncodedRuns). Other escapes (`\n` as `\u000a`, a letter outside ASCII) are kept as written.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns undefined when `raw` holds no such escape; otherwise the view and its map. Never throws.
 */
export function inlineEscapeView(raw: string): RewrittenView | undefined {
  // Stryker disable next-line ConditionalExpression: a shortcut only — without a backslash no escape matches
  if (!raw.includes('\\')) return undefined;
  return rewrittenView(raw, escapePattern(['c']), printablePieces);
}

/**
 * The view of `raw` with every CSS escape of a printable ASCII character decoded in place (issue
 * #19 round 15, F4: a token written in a style sheet's `content: "\67 \68 …"`, whole or one
 * character of it; ../decode/escapes.ts, notation `css`). Kept apart from
 * {@link inlineEscapeView}, which reads `\101` as octal (`A`): CSS reads it as U+0101, no ASCII
 * character, and keeps it as written.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns undefined when `raw` holds no such escape; otherwise the view and its map. Never throws.
 */
export function cssEscapeView(raw: string): RewrittenView | undefined {
  // Stryker disable next-line ConditionalExpression: a shortcut only — without a backslash no escape matches
  if (!raw.includes('\\')) return undefined;
  return rewrittenView(raw, escapePattern(['css']), printablePieces);
}

/**
 * An ANSI control sequence that colours or clears text (ECMA-48 §8.3.117 SGR, `ESC [ … m`, and
 * §8.3.41 EL, `ESC [ … K`, which `grep --color=always` writes around every match), with its escape
 * character as written or spelled out: `\x1b`, `\e` (bash, zsh), `\033` (octal), `\u001b` (JSON,
 * JavaScript), `\x{1b}`, `\u{1b}`, or `^[` (caret notation, as `cat -v` and pagers show it). At
 * most 32 parameter characters.
 */
const ANSI_SEQUENCE = /(?:\x1b|\\(?:x1[bB]|e|033|u001[bB]|[xu]\{1[bB]\})|\^\[)\[[0-9;:]{0,32}[mK]/g;

/**
 * The view of `raw` with every ANSI colour and erase-line sequence taken out (issue #19 round
 * 14B): a token coloured by `grep --color=always` or a tool forced to colour
 * (`GITHUB_TOKEN=ESC[01;31mESC[Kghp_ESC[mESC[K…`, a highlight inside the token) is read whole, as
 * the terminal shows it. A secret found in the view is cut out of the raw text with the
 * sequences inside it.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns undefined when `raw` holds no such sequence; otherwise the view and its map. Never throws.
 */
export function ansiView(raw: string): RewrittenView | undefined {
  // Stryker disable next-line ArithmeticOperator: equivalent — a piece of '' adds no character to the view, so its end is never read
  return rewrittenView(raw, ANSI_SEQUENCE, (m) => [['', m.index, m.index + m[0].length]]);
}

/**
 * Eight or more single characters, each but the last followed by the same separator (one to
 * three blanks, or a dash), with no other character touching the run: `g h p _ A b 1 2`,
 * `g-h-p-_-A-b-1-2`. Words, numbers and a UUID have characters side by side and are no such run.
 * A blank is any Unicode space a paste gives (attack h57 H1: NO-BREAK SPACE from `&nbsp;`, the
 * ideographic, em, figure and narrow no-break spaces: Unicode `Zs`, which NFKC maps to U+0020 —
 * DESIGN.md §2 reads the normalised form too), and a line or paragraph separator (U+2028, U+2029)
 * or a line break is a separator alone: one character a line.
 */
const LETTER_SPACED = /(?<![^\s])[^\s](?<sep>[ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]{1,3}|-|\u2028|\u2029|\r?\n)[^\s](?:\k<sep>[^\s]){6,}(?![^\s])/g;

/** Most characters of a letter-spaced run read as a token: longer than any credential shape. */
const MAX_SPELLED = 512;

/**
 * The view of `raw` with the separators of every letter-spaced run ({@link LETTER_SPACED}) taken
 * out, so a token spelled out character by character is read whole: a run of at most
 * {@link MAX_SPELLED} characters, at least half of them letters or digits. A spelled word stays a word
 * (`p a s s w o r d` reads `password`), which names no value by itself.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns undefined when `raw` holds no such run; otherwise the view and its map. Never throws.
 */
export function letterSpacedView(raw: string): RewrittenView | undefined {
  return rewrittenView(raw, LETTER_SPACED, (m) => {
    const step = 1 + (m.groups?.sep as string).length;
    const items = Math.ceil(m[0].length / step);
    // A row of dots, dashes or bullets, or a run longer than any token, is read as written.
    if (items > MAX_SPELLED || m[0].replace(/[^A-Za-z0-9]/g, '').length * 2 < items) return [];
    const pieces: Piece[] = [];
    // Stryker disable next-line EqualityOperator: equivalent — a piece at m[0].length is '', which adds nothing to the view
    for (let i = 0; i < m[0].length; i += step) pieces.push([m[0].charAt(i), m.index + i, m.index + i + 1]);
    return pieces;
  });
}

/**
 * One field of od(1) -c output, four characters wide (POSIX od, GNU coreutils `od -c`): a
 * printable character after three blanks, a C escape (`\n`, `\t`, `\0`, …) after two, a byte in
 * three octal digits after one, four blanks for a space, or `**` for the rest of a multibyte
 * character.
 */
const OD_FIELD = String.raw`(?: {3}[!-~]| {2}\\[0abfnrtv]| [0-3][0-7]{2}| {2}\*\*| {4})`;

/**
 * Consecutive lines of od -c output: each an optional offset (`od -A o`, `-A d`, `-A x`: 6 to 8
 * digits; none with `-An`), then 1 to 32 fields and nothing else but trailing blanks.
 */
const OD_LINES = new RegExp(String.raw`^(?:[0-9a-f]{6,8})?${OD_FIELD}{1,32}[ \t]*(?:\r?\n(?:[0-9a-f]{6,8})?${OD_FIELD}{1,32}[ \t]*)*$`, 'gm');

/** What each C escape of od -c stands for (a NUL and the bell read as a blank: no token holds them). */
const OD_ESCAPES: Readonly<Record<string, string>> = { '0': ' ', a: ' ', b: ' ', f: ' ', n: '\n', r: '\r', t: '\t', v: ' ' };

/** Fewest fields, other than blanks, in a run of od -c lines read as one: 8, the shortest secret. */
const MIN_OD_CHARS = 8;

/**
 * The view of `raw` in which od -c output ({@link OD_LINES}) reads as the characters it dumps: one
 * character per field, the offsets and line breaks of the dump left out, so a token spread over
 * fields and lines is whole again and cut out of the raw text whole. A byte written in octal
 * reads as itself when it is ASCII and as a blank otherwise (no credential shape holds one).
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns undefined when `raw` holds no such run of at least {@link MIN_OD_CHARS} non-blank
 *   fields; otherwise the view and its map. Never throws.
 */
export function odCharView(raw: string): RewrittenView | undefined {
  // Stryker disable next-line ConditionalExpression: a shortcut only — od -c output has at least three blanks before each character
  if (!raw.includes('   ')) return undefined;
  return rewrittenView(raw, OD_LINES, (m) => {
    const pieces: Piece[] = [];
    let chars = 0;
    // Stryker disable next-line Regex: equivalent — `.*` runs to the line's end either way, and the empty match the unanchored forms add at a line break has no field
    for (const line of m[0].matchAll(/^([0-9a-f]{6,8})?(.*)$/gm)) {
      const body = (line[2] as string).replace(/[ \t\r]*$/, '');
      const at = m.index + line.index + (line[1]?.length ?? 0);
      for (let i = 0; i + 4 <= body.length; i += 4) {
        const field = body.slice(i, i + 4);
        const trimmed = field.trimStart();
        if (trimmed === '**') continue;
        const char =
          trimmed === '' ? ' ' : trimmed.startsWith('\\') ? (OD_ESCAPES[trimmed.charAt(1)] as string) : trimmed.length === 3 ? octalChar(trimmed) : trimmed;
        if (char.trim() !== '') chars++;
        pieces.push([char, at + i, at + i + 4]);
      }
    }
    return chars >= MIN_OD_CHARS ? pieces : [];
  });
}

/** The character of a byte od -c writes in octal: itself when printable ASCII, else a blank. */
function octalChar(digits: string): string {
  const code = Number.parseInt(digits, 8);
  return code >= 0x21 && code <= 0x7e ? String.fromCharCode(code) : ' ';
}

/**
 * A name/value pair as JSON writes a header, a cookie or a form field (HAR 1.2 `headers`,
 * `queryString`, `postData.params`: `{"name": …, "value": …}`; Postman collections:
 * `{"key": …, "value": …}`): the name (group `name`), then everything up to the opening quote
 * of the value.
 */
const NAME_VALUE = /(?<="(?:name|key)"[ \t]*:[ \t]*")(?<name>[A-Za-z0-9_.-]{1,64})"[ \t]*,\s{0,64}"value"[ \t]*:[ \t]*"/g;

/**
 * The view of `raw` in which each name/value pair ({@link NAME_VALUE}) reads as the header or
 * assignment it stands for (`{"name": "cookie", "value": "sid=…"}` reads `{"name": "cookie: sid=…"}`),
 * so the rules that know a `Cookie:` header or a `client_secret:` label read it (issue #19, round 10);
 * a pair inside a HAR cookie list reads `cookie: name=value` (round 11, {@link cookieArrays}).
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns undefined when `raw` holds no such pair; otherwise the view and its map. Never throws.
 */
export function nameValueView(raw: string): RewrittenView | undefined {
  const cookies = cookieArrays(raw);
  return rewrittenView(raw, NAME_VALUE, (m) => {
    const name = m.groups?.name as string;
    const nameEnd = m.index + name.length;
    // Stryker disable next-line EqualityOperator: equivalent — a pair's name starts inside a string, never at the bracket that opens or closes its array
    const cookie = cookies.some(([from, to]) => m.index > from && m.index < to);
    return [
      [cookie ? `cookie: ${name}` : name, m.index, nameEnd],
      [cookie ? '=' : ': ', nameEnd, m.index + m[0].length],
    ];
  });
}

/** The key of a HAR 1.2 cookie list (`request.cookies`, `response.cookies`) and the bracket that opens it. */
const COOKIES_KEY = /"cookies"[ \t]*:\s{0,64}\[/g;

/**
 * The `[from, to)` ranges of `raw` inside a HAR cookie list, from its opening bracket to its
 * closing one (or the text's end, for a HAR cut short). A cookie entry holds no array (HAR 1.2:
 * name, value, path, domain, expires, httpOnly, secure, comment), so the first `]` closes the
 * list. A pair inside one is a cookie: {@link nameValueView} reads it as `cookie: name=value`, as
 * a Cookie header writes it, so the rule that knows a session cookie's name reads it (issue #19,
 * round 11: `{"name": "JSESSIONID", "value": …}`).
 */
function cookieArrays(raw: string): Array<readonly [number, number]> {
  // Stryker disable next-line ArrayDeclaration: equivalent — a string element destructures to two letters, and an index compared with a letter is never inside
  const ranges: Array<readonly [number, number]> = [];
  for (const m of raw.matchAll(COOKIES_KEY)) {
    const from = m.index + m[0].length;
    const close = raw.indexOf(']', from);
    ranges.push([from, close === -1 ? raw.length : close]);
  }
  return ranges;
}

/**
 * A line break inside a MIME base64 body: after a line of 16 to 76 base64 characters (RFC 2045
 * §6.8: encoded lines hold at most 76 characters; PEM's 64 are fewer) and before another line of
 * base64, its last with up to two `=` of padding. The line break comes first, so the
 * look-behind is tried at line breaks alone.
 */
const BASE64_LINE_BREAK = /\r?\n(?<=^[A-Za-z0-9+/]{16,76}\r?\n)(?=[A-Za-z0-9+/]{2,76}={0,2}\r?$)/gm;

/**
 * A line break written as an escape inside a string (`\n`, `\r\n`: a base64 body stored in JSON,
 * issue #19 round 16), between two lines of base64 as {@link BASE64_LINE_BREAK} reads them: the
 * line before holds 16 to 76 base64 characters after a character that is none (a quote) or
 * after another escaped break, the line after 2 to 76 with up to two `=`, then a character that
 * is no base64 or another escaped break.
 */
const BASE64_ESCAPED_BREAK = /(?<=(?:^|[^A-Za-z0-9+/=]|\\n)[A-Za-z0-9+/]{16,76})(?:\\r)?\\n(?=[A-Za-z0-9+/]{2,76}={0,2}(?:\\r|\\n|[^A-Za-z0-9+/=\\]|$))/g;

/**
 * The view of `raw` with the line breaks of a base64 body taken out (issue #19, round 15B), and
 * those written `\n` inside a string ({@link BASE64_ESCAPED_BREAK}, round 16): a
 * mail's `Content-Transfer-Encoding: base64` body broken into 76-character lines is one base64
 * run, so a token whose encoding spans a line break is decoded whole. Lines of words or
 * identifiers joined this way decode to no text (./../decode findEncodedRuns drops binary) and
 * are read as written.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns undefined when `raw` holds no such line break; otherwise the view and its map. Never throws.
 */
export function base64LinesView(raw: string): RewrittenView | undefined {
  // Stryker disable next-line ArithmeticOperator: equivalent — a piece of '' adds no character to the view, so its end is never read
  const cut = (m: RegExpExecArray): Piece[] => [['', m.index, m.index + m[0].length]];
  const lines = rewrittenView(raw, BASE64_LINE_BREAK, cut);
  // Stryker disable next-line ConditionalExpression: a shortcut only — without a backslash no escaped break matches
  if (!raw.includes('\\')) return lines;
  const escaped = rewrittenView(lines?.text ?? raw, BASE64_ESCAPED_BREAK, cut);
  if (escaped === undefined) return lines;
  return lines === undefined ? escaped : composeViews(lines, escaped);
}
