/**
 * What a file read returned to the model, tied to the file's lines (attack h54 E1). A Read's
 * `tracked` and `blob` facts come from the disk when the hook runs, its prints from the host's
 * `tool_response`: between the two, the agent's background command may put the committed blob back
 * after the host read a page's text from the same file. A read vouches for the file only when the
 * text the host returned is what the file holds now, line for line; anything the hook cannot tie
 * to the file's lines (an image, a PDF, a notebook's cells, an output of another shape) vouches for nothing.
 */

/** The lines a read returned and the file's line number (1-based) of the first. */
export interface ReturnedLines {
  lines: string[];
  start: number;
}

/** A line of Claude Code's numbered Read text (`cat -n` style: blanks, the number, `→` or a tab, the line). */
const NUMBERED = /^ *([0-9]{1,9})(?:→|\t)(.*)$/u;

const lines = (text: string): string[] => text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));

/**
 * The text a read returned, as lines: Claude Code's `tool_response.file` (`content` from
 * `startLine`, 1-based), or a string output (Copilot's `textResultForLlm`, a numbered text: every
 * line numbered, in order, read without its numbers; else the string as written from line 1).
 *
 * @returns undefined when the output holds no text of the file's lines (an image, a PDF, a notebook, another shape)
 */
export function returnedLines(output: unknown): ReturnedLines | undefined {
  if (typeof output === 'string') {
    const all = lines(output);
    const numbered = all.map((l) => NUMBERED.exec(l));
    const first = numbered[0];
    if (first !== null && first !== undefined && numbered.every((m, i) => m !== null && Number(m[1]) === Number(first[1]) + i))
      return { lines: numbered.map((m) => (m as RegExpExecArray)[2] as string), start: Number(first[1]) };
    return { lines: all, start: 1 };
  }
  if (typeof output !== 'object' || output === null) return undefined;
  const file = (output as { file?: unknown }).file;
  if (typeof file !== 'object' || file === null) return undefined;
  const { content, startLine } = file as { content?: unknown; startLine?: unknown };
  if (typeof content !== 'string') return undefined;
  const start = startLine === undefined ? 1 : startLine;
  if (typeof start !== 'number' || !Number.isInteger(start) || start < 1) return undefined;
  return { lines: lines(content), start };
}

/**
 * Whether every line a read returned is the file's line at its place (`text`: the file as read by
 * the hook; carriage returns before line breaks ignored, a final empty line of either side ignored).
 * A partial read (an offset, a limit) vouches for the lines it returned, all of which must match; a
 * line the host shortened does not match (fail closed: untracked).
 */
export function returnedMatches(returned: ReturnedLines | undefined, text: string | undefined): boolean {
  if (returned === undefined || text === undefined) return false;
  const file = lines(text);
  const got = returned.lines.length > 1 && returned.lines[returned.lines.length - 1] === '' ? returned.lines.slice(0, -1) : returned.lines;
  const at = returned.start - 1;
  if (at + got.length > file.length) return false;
  for (let i = 0; i < got.length; i++) if (got[i] !== file[at + i]) return false;
  return true;
}
