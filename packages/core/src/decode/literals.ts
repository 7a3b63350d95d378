/**
 * A decoded view of code that assembles a string from literal pieces (issue #19): the pieces of
 * an array of string literals (`["ghp", "_", "…"].join("")`, Python `"".join([…])`), string
 * literals joined by `+` (JavaScript, Java, C#, Python; the quotes may differ), a literal's
 * `.concat(…)` of literals (JavaScript), and a template
 * literal's interpolations of literals (`` `${"ghp_"}${"…"}` ``, `` `ghp_${"…"}` ``) are read
 * as the one string they make. A reader of the view sees what the program computes; a caller
 * that finds something in it maps it back to the raw text, every piece and the code between them
 * included.
 */

/** A string literal on one line: double, single or back quotes (a template without interpolation), escapes kept. */
const LITERAL = '(?:"(?:[^"\\\\\\r\\n]|\\\\.){0,1024}"|\'(?:[^\'\\\\\\r\\n]|\\\\.){0,1024}\'|`(?:[^`\\\\$\\r\\n]|\\\\.|\\$(?!\\{)){0,1024}`)';

/** An array of two or more string literals and nothing else. */
const ARRAY = new RegExp(`\\[\\s{0,32}${LITERAL}(?:\\s{0,32},\\s{0,32}${LITERAL}){1,64}\\s{0,32},?\\s{0,32}\\]`, 'g');

/** Two or more string literals joined by `+`, or by SQL's `||` (SQL-92 §6.13 concatenation). */
const SUM = new RegExp(`${LITERAL}(?:\\s{0,32}(?:\\+|\\|\\|)\\s{0,32}${LITERAL}){1,64}`, 'g');

/**
 * Two or more string literals side by side with blanks between them, which Python (Language
 * Reference §2.4.2), C and C++ (translation phase 6) join into one (`"gh" "p_…"`). Not part of
 * {@link joinStringLiterals}: on one line this is also a JSON or YAML line missing its comma
 * (`"x1" "integrity": …`), so only {@link joinAdjacentLiterals}' callers read it, for whole shapes.
 * Literals glued with no blank stay apart: `""` inside a string is SQL's and CSV's escaped quote.
 */
const ADJACENT = new RegExp(`${LITERAL}(?:\\s{1,32}${LITERAL}){1,64}`, 'g');

/** A literal followed by JavaScript's `.concat(…)` of literals (ECMA-262 String.prototype.concat), maybe chained: `"ghp_…".concat("…")`. */
const CONCAT_METHOD = new RegExp(
  `${LITERAL}(?:\\s{0,32}\\.concat\\s{0,8}\\(\\s{0,32}${LITERAL}(?:\\s{0,32},\\s{0,32}${LITERAL}){0,64}\\s{0,32}\\)){1,16}`,
  'g',
);

/** The arguments of SQL's CONCAT (MySQL, PostgreSQL, SQL Server, Oracle) when they are two or more string literals. */
const CONCAT = new RegExp(`(?<![\\w.])concat\\s{0,8}\\(\\s{0,32}${LITERAL}(?:\\s{0,32},\\s{0,32}${LITERAL}){1,64}\\s{0,32}\\)`, 'gi');

/** A template interpolation whose expression is one string literal: `${"…"}`. */
const INTERPOLATION = new RegExp(`\\$\\{[ \\t]{0,16}${LITERAL}[ \\t]{0,16}\\}`, 'g');

/** The literals of a run, from its start. */
const LITERALS_IN = new RegExp(LITERAL, 'g');

/** A text with the code between its literal pieces removed, and the raw range behind each of its ranges. */
export interface JoinedLiterals {
  /** The text with each run of pieces read as one string. */
  readonly text: string;
  /** The raw `[start, end)` behind `text.slice(start, end)`, the code between the pieces inside it included; requires `0 <= start < end <= text.length`. */
  toRaw(start: number, end: number): readonly [number, number];
}

/** The `[from, to)` ranges between the literals of `run` (at `offset` of the text): each closing quote, the code after it and the next opening quote. */
function gapsBetween(run: string, offset: number, gaps: [number, number][]): void {
  let previousEnd = -1;
  for (const literal of run.matchAll(LITERALS_IN)) {
    const start = offset + literal.index;
    if (previousEnd !== -1) gaps.push([previousEnd - 1, start + 1]);
    previousEnd = start + literal[0].length;
  }
}

/** The view of `raw` without the `[start, end)` ranges of `gaps` (overlaps allowed), or undefined when there are none. */
function withoutGaps(raw: string, gaps: [number, number][]): JoinedLiterals | undefined {
  if (gaps.length === 0) return undefined;
  gaps.sort((a, b) => a[0] - b[0]);
  const from: number[] = [];
  let text = '';
  let cursor = 0;
  for (const [start, end] of gaps) {
    for (let i = cursor; i < start; i++) from.push(i);
    text += raw.slice(cursor, Math.max(cursor, start));
    cursor = Math.max(cursor, end);
  }
  for (let i = cursor; i < raw.length; i++) from.push(i);
  text += raw.slice(cursor);
  return { text, toRaw: (start, end) => [from[start] as number, (from[end - 1] as number) + 1] };
}

/**
 * The joined-literals view of `raw`.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns `undefined` when `raw` holds no array of literals, no literals joined by `+`, `||`,
 *   CONCAT or `.concat` and no interpolated literal; otherwise the view and its map. Linear in the text. Never throws.
 */
export function joinStringLiterals(raw: string): JoinedLiterals | undefined {
  const gaps: [number, number][] = [];
  for (const run of raw.matchAll(ARRAY)) gapsBetween(run[0].slice(1), run.index + 1, gaps);
  for (const run of raw.matchAll(SUM)) gapsBetween(run[0], run.index, gaps);
  for (const run of raw.matchAll(CONCAT_METHOD)) gapsBetween(run[0], run.index, gaps);
  for (const run of raw.matchAll(CONCAT)) {
    const open = run[0].indexOf('(') + 1;
    gapsBetween(run[0].slice(open), run.index + open, gaps);
  }
  for (const run of raw.matchAll(INTERPOLATION)) {
    const literal = run[0].search(/["'`]/);
    const close = run[0].lastIndexOf(run[0].charAt(literal));
    gaps.push([run.index, run.index + literal + 1], [run.index + close, run.index + run[0].length]);
  }
  return withoutGaps(raw, gaps);
}

/**
 * The view of `raw` with string literals side by side (blanks between them: `"gh" "p_…"`) read as
 * the one string Python, C and C++ make of them. A separate view from {@link joinStringLiterals}:
 * a reader looks in it for whole shapes only (a vendor token), as two literals on one line may be
 * a JSON line missing its comma.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns `undefined` when no two literals stand side by side; linear in the text. Never throws.
 */
export function joinAdjacentLiterals(raw: string): JoinedLiterals | undefined {
  const gaps: [number, number][] = [];
  for (const run of raw.matchAll(ADJACENT)) gapsBetween(run[0], run.index, gaps);
  return withoutGaps(raw, gaps);
}
