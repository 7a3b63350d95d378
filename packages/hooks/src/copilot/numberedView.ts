/**
 * Copilot's `view` tool numbers every line of a file it returns to the model: the line number, a
 * dot, and spaces up to the column where the text begins, which is the same for every line of the
 * output (github/copilot-sdk#73, 2026-01-21, shows Copilot CLI's output `9.  // example` above
 * `10. // example`; read through the search tool 2026-12-07). The numbers are Copilot's, not the
 * file's: read with them, a view never matched the file's lines (so it never vouched for the file,
 * attack h54 E1's rule) and its fingerprints held them. Read here without them, as the lines the
 * view returned and the line number of the first.
 */

/** A line as Copilot's view writes it: the number (1–9 digits) and a dot; the padding and the text follow. */
const NUMBER = /^([0-9]{1,9})\./u;

/**
 * The file's lines in a Copilot `view` output, without Copilot's numbering: every line numbered, the
 * numbers consecutive, and the text of every line starting at one column — the widest number, its
 * dot and one space (the documented shape: `9.  x` above `10. x`) — or, where the output is not
 * aligned so, just past the number, its dot and one space (`9. x` above `10. x`). A line holding
 * only its number (an empty line whose padding was trimmed) is an empty line. Anything else
 * (a folder's listing, an error, a text with one line unnumbered) is not such an output.
 *
 * @param text - `toolResult.textResultForLlm` of a `view` call
 * @returns the lines and the 1-based number of the first, or undefined when `text` is not a numbered view
 */
export function numberedView(text: string): { lines: string[]; start: number } | undefined {
  const all = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  if (all.length > 1 && all[all.length - 1] === '') all.pop();
  const numbers: string[] = [];
  for (const line of all) {
    const m = NUMBER.exec(line);
    if (m === null) return undefined;
    numbers.push(m[1] as string);
  }
  const start = Number(numbers[0]);
  if (!numbers.every((n, i) => Number(n) === start + i)) return undefined;
  const read = (column: (digits: number) => number): string[] | undefined => {
    const out: string[] = [];
    for (const [i, line] of all.entries()) {
      const digits = (numbers[i] as string).length;
      const at = column(digits);
      const pad = line.slice(digits + 1, at);
      if (!/^ *$/u.test(pad) || (line.length > digits + 1 && line.length < at)) return undefined;
      out.push(line.slice(at));
    }
    return out;
  };
  const widest = Math.max(...numbers.map((n) => n.length));
  const lines = read(() => widest + 2) ?? read((digits) => digits + 2);
  return lines === undefined ? undefined : { lines, start };
}
