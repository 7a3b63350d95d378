/**
 * A labelled value split by one blank on its line (attack h59 A3): `aws_secret_access_key =
 * wJalr…MDENG bPxRf…KEY`, the halves parted by a space, a no-break space (U+00A0) or an
 * ideographic space (U+3000), as a paste, a chat client or a column-wrapping editor leaves them.
 * The first half is found by its label; the second carries none, so it is taken from where it
 * stands when the value was assigned (`=` or `:` before it) and the rest of the line holds only
 * such pieces: a word, a sentence, a comment or another assignment after the value is no part of
 * it (`password = hunter2 is what I use` keeps its words). The same reading as a value wrapped
 * onto the next line (./continuedLines.ts), on one line.
 *
 * Pieces followed by words (session 61, issue #19): `API_TOKEN=<half> <half> # rotated monthly`,
 * `password: <half> <half> (the staging one)`. Where the line goes on after the pieces, each
 * piece must read as generated itself ({@link looksGenerated} from 8 characters: a digit, both
 * cases, a change of class at half its steps), not merely as no word: the words after the value
 * decide nothing, the pieces' own shape does, so `token: abc123 is required here` and two
 * ordinary words after a value keep their words.
 */
import { looksGenerated } from './shapes.js';

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
 * One piece after a value, read in place (sticky): one blank, then 8 to 512 characters of base64,
 * base64url or a token that start with no `.`, `-` or `~` ({@link PIECES}' piece), maybe padded
 * with `=`, and no such character right after it.
 */
const PIECE = new RegExp(`${BLANK}([A-Za-z0-9+/_][A-Za-z0-9+/_.~-]{7,511}={0,2})(?![A-Za-z0-9+/_.~=-])`, 'y');

/**
 * After the last piece, the line goes on: maybe a closing quote, comma, semicolon or bracket,
 * then 1 to 16 blanks and a character that is no blank and no line break (sticky).
 */
const WORDS_AFTER = new RegExp(`["'\`,;)\\]]?${BLANK}{1,16}\\S`, 'y');

/**
 * The length of the pieces after a value that the line goes on past ({@link WORDS_AFTER}): one to
 * {@link MAX_PIECES} pieces ({@link PIECE}), each reading as generated from 8 characters
 * ({@link looksGenerated}); 0 when there is none (nothing read), when more than {@link MAX_PIECES} generated
 * pieces follow (a list of keys, not one split), or when the line ends after them (the
 * end-of-line reading, {@link PIECES}, decides that case).
 */
function generatedPiecesLength(text: string, end: number): number {
  let at = end;
  let count = 0;
  // Bounded: at most MAX_PIECES + 1 pieces are read, each at least 9 characters further on.
  for (; count <= MAX_PIECES; count++) {
    PIECE.lastIndex = at;
    const piece = PIECE.exec(text);
    if (piece === null || !looksGenerated(piece[1] as string, MIN_HALF)) break;
    at = PIECE.lastIndex;
  }
  if (count > MAX_PIECES) return 0;
  WORDS_AFTER.lastIndex = at;
  return WORDS_AFTER.test(text) ? at - end : 0;
}

/**
 * Where a value found in `text` at `[start, end)` ends once the pieces after it on its line are
 * counted: `end` itself unless the value is at least {@link MIN_HALF} characters and was assigned
 * (`=` or `:` and blanks right before it). Then, when the rest of its line is one to
 * {@link MAX_PIECES} pieces, each after one blank and each reading as part of a generated value
 * ({@link readsAsPiece}), the end of the last piece (a closing quote stays); otherwise, when one
 * to {@link MAX_PIECES} pieces that each read as generated ({@link looksGenerated} from
 * {@link MIN_HALF} characters) are followed by more of the line (a comment, words, a bracket),
 * the end of the last of them, the words kept (session 61).
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
  if (pieces !== null && pieces[0].split(new RegExp(BLANK)).slice(1).every(readsAsPiece)) return end + pieces[0].length;
  return end + generatedPiecesLength(text, end);
}
