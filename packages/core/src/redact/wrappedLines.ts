/**
 * Tokens hard-wrapped over two lines (a terminal or a log viewer breaking a long line at a
 * fixed column): each line break that falls between two token characters, with the line
 * before and the line after it joined, so that a prefixed token split by the break is still
 * found and cut out whole (DESIGN.md §2.3: a split token is still caught).
 */

/**
 * A line break, and the indentation of the next line, with a token character (base64url,
 * base64, `.`) on each side, and 8 of them on one side: a token split there has at least 8
 * characters on one line (redactSecrets asks no less). A break after a space or punctuation
 * ends a token; it is kept. (The line break comes first, so only line breaks are looked
 * behind.) A LINE or PARAGRAPH SEPARATOR (U+2028, U+2029: a rich-text editor's soft line break)
 * is a line break too (attack h57 H1), and so is a bare carriage return (classic Mac line ends, a
 * terminal capture whose progress lines end in `\r`; attack h59 A1): every line terminator
 * ECMAScript knows (ECMA-262 §12.3).
 */
const WRAP =
  /(?:\r\n|[\n\r\u2028\u2029])(?:(?<=[\w+/=.-]{8}(?:\r\n|[\n\r\u2028\u2029]))[ \t]{0,16}(?=[\w+/=.-])|(?<=[\w+/=.-](?:\r\n|[\n\r\u2028\u2029]))[ \t]{0,16}(?=[\w+/=.-]{8}))/g;

/**
 * Two lines of a source text joined where one wraps into the next; only the words that touch
 * the break, since a token holds no blank.
 */
export interface WrappedLines {
  /**
   * The last word of the line before the break and the first word of the line after it,
   * joined, followed by the blank after that word when its line goes on.
   */
  readonly text: string;
  /** Index of `text` where the second line starts. */
  readonly breakAt: number;
  /**
   * The source range behind `text.slice(start, end)`, the line break included when the range
   * crosses it. Indices are UTF-16 code units; requires `0 <= start < end <= text.length`.
   */
  toSource(start: number, end: number): readonly [number, number];
}

/**
 * Every pair of lines of `source` that a wrapping line break joins, in order.
 *
 * @param source - any string (the raw text, or its detection text)
 * @returns one entry per line break with a token character on each side; empty when there is
 *   none. Never throws.
 */
export function wrappedLines(source: string): WrappedLines[] {
  return [...source.matchAll(WRAP)].map((wrap) => {
    // The last word of the line: back from the break over non-blanks (a break of any kind is a blank, so
    // this never leaves the line). Reading back to the line's start, as lastIndexOf did, made a text of
    // U+2028-separated lines (no `\n` to stop at) quadratic; each word is read once.
    let first = wrap.index;
    // At 0, charAt(-1) is '', no non-blank: the loop stops at the text's start.
    while (/\S/.test(source.charAt(first - 1))) first--;
    const second = wrap.index + wrap[0].length;
    const secondEnd = second + (/^\S*[ \t]?/.exec(source.slice(second, second + 8192)) as RegExpExecArray)[0].length;
    const breakAt = wrap.index - first;
    const sourceAt = (index: number): number => (index < breakAt ? first + index : second + index - breakAt);
    return {
      text: source.slice(first, wrap.index) + source.slice(second, secondEnd),
      breakAt,
      toSource: (start, end) => [sourceAt(start), sourceAt(end - 1) + 1],
    };
  });
}
