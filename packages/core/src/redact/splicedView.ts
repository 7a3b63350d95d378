/**
 * A decoded view of a text whose credential is written in pieces that the language joins again
 * (issue #19): a line continuation (a backslash right before a line break: POSIX shell "Escape
 * Character", Python "Explicit line joining", C translation phase 2) and string literals joined by
 * an operator or by adjacency (JavaScript/Java `+`, PHP `.`, Lua `..`, SQL `||`, VB `&`; Python
 * and C adjacent literals). The pieces are spliced, and a secret found in the view is cut out of
 * the raw text with everything between its pieces.
 */

/**
 * What the view leaves out: a backslash-newline, or the closing quote of a literal, the operator
 * and blanks (one line break at most on each side) and the opening quote of the next literal of
 * the same quote, with an operator or a line break between them (`""` is an empty literal, and two
 * literals side by side on one line are more often two values than one: `"a" "b"`).
 */
const SPLICE = /\\\r?\n|(["'`])(?:[ \t]{0,16}(?:\r?\n[ \t]{0,64})?(?:\+|\.{1,2}|\|\||&)[ \t]{0,16}(?:\r?\n[ \t]{0,64})?|[ \t]{0,16}\r?\n[ \t]{0,64})\1/g;

/** A text with its splices removed, and the raw range behind each of its ranges. */
export interface SplicedView {
  /** The text without the splices. */
  readonly text: string;
  /** The raw `[start, end)` behind `text.slice(start, end)`, the splices inside it included; requires `0 <= start < end <= text.length`. */
  toRaw(start: number, end: number): readonly [number, number];
}

/**
 * The spliced view of `raw`.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns `undefined` when `raw` holds no splice (the raw scan covers it); otherwise the view and
 *   its map. Never throws.
 */
export function splicedView(raw: string): SplicedView | undefined {
  const from: number[] = [];
  let text = '';
  let cursor = 0;
  for (const splice of raw.matchAll(SPLICE)) {
    for (let i = cursor; i < splice.index; i++) from.push(i);
    text += raw.slice(cursor, splice.index);
    cursor = splice.index + splice[0].length;
  }
  if (cursor === 0) return undefined;
  for (let i = cursor; i < raw.length; i++) from.push(i);
  text += raw.slice(cursor);
  return { text, toRaw: (start, end) => [from[start] as number, (from[end - 1] as number) + 1] };
}
