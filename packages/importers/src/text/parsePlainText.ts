import { type Chunk, splitOversized } from '../chunk.js';
import { hostileLine, isShort, MIN_UNIT_WORDS, type ParsedMarkdown, type SetAside, splitStatements, wordCount } from '../markdown/parseMarkdown.js';

/** A line comment's leading marker (`#`, `//`, `/*`, ` *`, `--`, `;`, `%`, `REM `), after indentation. */
const COMMENT = /^[ \t]*(?:#!?|\/\/+!?|\/\*+|\*+\/?|--|;+|%+|<!--|REM\b)/u;

/** One statement of a block: 1-based file lines, inclusive, and the file's own text of them. */
interface Unit {
  startLine: number;
  endLine: number;
  text: string;
  short: boolean;
  words: number;
}

/**
 * Reads a text file that is not Markdown nor a format Cairn knows (source code, a shell script,
 * a configuration file, notes) as plain text (issue #14, walk-2 item 25: a `.py` file was read as
 * Markdown, so a `# comment` line became a heading — a title, no memory — and indented code a
 * code block). No syntax is read: a block is a run of non-blank lines, all comment lines (after a
 * leading `#`, `//`, `--`…) or none, so a comment and the code under it are never one unit; each block is split into
 * statements as a Markdown paragraph is ({@link splitStatements}: at a line that ends a statement
 * before one that starts anew, and around any line the instruction gate finds hostile on its
 * own), judged on the lines without a leading comment marker, and each statement is one unit
 * bound to exactly its lines, its text the file's own. A fragment (fewer than
 * {@link MIN_UNIT_WORDS} words and not a sentence: `import os`, `set -e`, `}`) is no unit and is
 * joined to none — glued to a neighbour it would make one memory of two orders or of an order and
 * code — so it is set aside as skipped and counted in the plan; the scanner still reads it, and
 * the import plan imports it on its own when the scan flags it. A short statement the gate finds
 * hostile on its own is never a fragment. No headings, no `@path` imports.
 *
 * @param text - the file's text (UTF-8 decoded; `\r\n` line ends are kept in the text)
 * @returns chunks in file order, each with its 1-based line range; fragments set aside
 */
export function parsePlainText(text: string): ParsedMarkdown {
  const lines = text.replace(/^\uFEFF/u, '').split('\n');
  // Statements are told apart on the lines without their comment markers (`# Use pnpm` /
  // `# Never push to main` are two orders), each marker blanked to spaces so widths stay.
  const view = lines.map((line) => line.replace(COMMENT, (m) => ' '.repeat(Array.from(m).length)));
  const chunks: Chunk[] = [];
  const setAside: SetAside[] = [];
  const blank = (line: string): boolean => line.trim() === '';
  const asChunk = (u: Unit): Chunk => ({ startLine: u.startLine, endLine: u.endLine, text: u.text, block: 'paragraph' });
  for (let i = 0; i < lines.length; i++) {
    if (blank(lines[i] as string)) continue;
    let j = i;
    // A block is one kind of line: comment lines and the code beside them are never one unit.
    const comment = COMMENT.test(lines[i] as string);
    while (j + 1 < lines.length && !blank(lines[j + 1] as string) && COMMENT.test(lines[j + 1] as string) === comment) j++;
    const units: Unit[] = splitStatements(view.slice(i, j + 1).join('\n')).map((part) => {
      const words = wordCount(part.text);
      const startLine = i + 1 + part.first;
      const endLine = i + 1 + part.last;
      // A short line the gate finds hostile on its own stays a unit of its own: it never hides in its neighbour.
      const short = isShort(words, part.text) && !hostileLine(part.text);
      return { startLine, endLine, text: lines.slice(startLine - 1, endLine).join('\n'), words, short };
    });
    for (const u of units) {
      if (u.short) setAside.push({ chunk: asChunk(u), reason: 'fragment', fate: 'skipped' });
      else chunks.push(...splitOversized(asChunk(u)));
    }
    i = j;
  }
  return { chunks, headings: [], setAside, imports: [] };
}
