/**
 * A labelled value split by one blank on its line (attack h59 A3): `aws_secret_access_key =
 * wJalr…MDENG bPxRf…KEY`, the halves parted by a space, a no-break space (U+00A0) or an
 * ideographic space (U+3000), as a paste, a chat client or a column-wrapping editor leaves them.
 * The first half is found by its label; the second carries none, so it is taken from where it
 * stands when the value was assigned (`=` or `:` before it) and the rest of the line holds only
 * such pieces: a word, a sentence, a comment or another assignment after the value is no part of
 * it (`password = hunter2 is what I use` keeps its words). The same reading as a value wrapped
 * onto the next line (./continuedLines.ts), on one line.
 */

/** One blank between pieces: a space, a tab or a Unicode space separator (Zs); never a line break. */
const BLANK = '[ \\t\\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000]';

/** Most pieces after the first: a 40-character key in five parts of 8. */
export const MAX_PIECES = 8;

/**
 * The pieces after a value, read in place (sticky, from the value's end): each one blank, then 8
 * to 512 characters of base64, base64url or a token that start with no `.`, `-` or `~` (an option
 * or a path starts so; base64 never does), maybe padded with `=`; then, after an optional closing
 * quote and blanks, the end of the line. A piece holds no blank, so where one ends is never in doubt.
 */
const PIECES = new RegExp(`(?:${BLANK}[A-Za-z0-9+/_][A-Za-z0-9+/_.~-]{7,511}={0,2}){1,${MAX_PIECES}}(?=["'\`]?[ \\t]{0,16}(?:[\\r\\n\\u2028\\u2029]|$))`, 'y');

/** Before the value: an assignment (`=` or `:`) and at most 16 blanks, nothing else. */
const ASSIGNED = new RegExp(`[=:]${BLANK}{0,16}$`);

/** Most characters read before a value for its assignment. */
const BEFORE = 17;

/** Shortest first half: a value shorter than this is a word, not half of a key. */
export const MIN_HALF = 8;

/**
 * A piece that reads as part of a generated value, not as a word, a name or a hash: a letter
 * past hex, and a digit or a lower-to-upper-case step (`bPxRfiCYEXAMPLEKEY`, not `Production`,
 * `DEBUG`, a git SHA).
 */
export function readsAsPiece(piece: string): boolean {
  return /[G-Zg-z]/.test(piece) && /[0-9]|[a-z][A-Z]/.test(piece);
}

/**
 * Where a value found in `text` at `[start, end)` ends once the pieces after it on its line are
 * counted: `end` itself unless the value is at least {@link MIN_HALF} characters, was assigned
 * (`=` or `:` and blanks right before it), and the rest of its line is one to {@link MAX_PIECES}
 * pieces, each after one blank and each reading as part of a generated value
 * ({@link readsAsPiece}); then the end of the last piece (a closing quote stays).
 *
 * @param text - the text the value was found in (raw indices, UTF-16 code units)
 * @param start - index of the value's first character
 * @param end - index just past its last character; requires `start < end <= text.length`
 * @returns `end` or a later index on the same line. Never throws.
 */
export function blankSplitValueEnd(text: string, start: number, end: number): number {
  if (end - start < MIN_HALF || !ASSIGNED.test(text.slice(Math.max(0, start - BEFORE), start))) return end;
  PIECES.lastIndex = end;
  const pieces = PIECES.exec(text);
  if (pieces === null) return end;
  const parts = pieces[0].split(new RegExp(BLANK)).slice(1);
  return parts.every(readsAsPiece) ? end + pieces[0].length : end;
}
