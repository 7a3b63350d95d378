/**
 * A labelled value hard-wrapped onto the next line (issue #19, round 9): a terminal, an editor or
 * a mail client breaks a long line at a fixed column, and the rest of the value stands alone on
 * the line after it (`aws_secret_access_key = wJalr…MDEN` / `G/bPx…KEY`). The first part is
 * found by its label; the rest carries no label of its own, so it is taken from where it stands.
 */

/** Most blanks of indentation before the rest of a wrapped value. */
const MAX_INDENT = 16;

/**
 * The rest of a wrapped value at the start of a line: 8 to 512 characters of base64, base64url
 * or a token (`+/=_.~-`), maybe closed by a quote, then the end of the line or of the text.
 * The line holds nothing else: a word, a sentence or another assignment is no continuation. A line
 * ends at any ECMAScript line terminator: `\n`, `\r\n`, a bare `\r`, U+2028 or U+2029 (attack h59 A1).
 */
const REST = /^[ \t]{0,16}(?<rest>[A-Za-z0-9+/_.~-]{8,512}={0,2})["'`]?[ \t]*(?:[\r\n\u2028\u2029]|$)/;

/**
 * A rest that reads as part of a generated value, not as a word, a name or a hash: a letter past
 * hex, and a digit or a lower-to-upper-case step (`G/bPxRfiCY…`, not `Thanks`, `DEBUG`, a git SHA).
 */
function readsAsRest(rest: string): boolean {
  return /[G-Zg-z]/.test(rest) && /[0-9]|[a-z][A-Z]/.test(rest);
}

/** Most lines a wrapped value runs on after its first: a 4 KiB value at 64 columns. */
const MAX_LINES = 64;

/**
 * The rest of a value on the line after `end` ({@link REST}, {@link readsAsRest}): the index
 * just past it (its closing quote left out), its length, and whether a quote closes it there.
 */
function restAfter(text: string, end: number): { end: number; length: number; closed: boolean } | undefined {
  const lineEnd = /^[ \t]*(?:\r\n|[\n\r\u2028\u2029])/.exec(text.slice(end, end + MAX_INDENT + 2));
  if (lineEnd === null) return undefined;
  const next = end + lineEnd[0].length;
  const match = REST.exec(text.slice(next, next + MAX_INDENT + 520));
  // Stryker disable next-line OptionalChaining: equivalent — REST has a named group, so a match's `groups` is always set
  const rest = match?.groups?.rest;
  // Stryker disable next-line ConditionalExpression: equivalent — readsAsRest(undefined) reads the word "undefined", which has no digit and no case step: false too
  if (rest === undefined || !readsAsRest(rest)) return undefined;
  const line = (match as RegExpExecArray)[0];
  const at = line.indexOf(rest);
  // Stryker disable next-line MethodExpression,ArithmeticOperator: equivalent — a quote after the rest also stops the next line's read (the line break must follow blanks only), so `closed` changes no end
  const closed = /["'`]/.test(line.charAt(at + rest.length));
  return { end: next + at + rest.length, length: rest.length, closed };
}

/**
 * Where a value found in `text` at `[start, end)` ends once its wrapped rest is counted: `end`
 * itself unless the value ends its line (blanks aside) and the next line holds only a rest
 * ({@link REST}, {@link readsAsRest}); then the end of that rest (its closing quote left out).
 * A rest goes on over the lines after it as a fixed-column wrap does (issue #19, round 10): each
 * line as wide as the first rest goes on, a narrower one is the last, a wider one is no part of
 * it, and a closing quote ends the value; at most {@link MAX_LINES} lines.
 *
 * @param text - the text the value was found in (raw indices, UTF-16 code units)
 * @param start - index of the value's first character
 * @param end - index just past its last character; requires `start < end <= text.length`
 * @returns `end` or a later index on a later line. Never throws.
 */
export function continuedValueEnd(text: string, start: number, end: number): number {
  // A value shorter than 8 characters is no wrapped line's first part.
  if (end - start < 8) return end;
  let at = end;
  let width = 0;
  for (let line = 0; line < MAX_LINES; line++) {
    const rest = restAfter(text, at);
    if (rest === undefined || (width > 0 && rest.length > width)) break;
    at = rest.end;
    if (rest.closed || rest.length < width) break;
    width = rest.length;
  }
  return at;
}
