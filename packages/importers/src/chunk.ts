import { MAX_FIELD_BYTES, utf8Bytes } from '@cairn/core';

/** The structural element a chunk was cut from. */
export type BlockKind =
  | 'paragraph'
  | 'list-item'
  | 'code'
  | 'html'
  | 'heading'
  | 'blockquote'
  | 'table'
  | 'table-row'
  | 'front-matter'
  | 'other'
  | 'kg-entity'
  | 'kg-observation'
  | 'kg-relation';

/**
 * One piece of a source file: the unit that becomes one memory on import and the unit the
 * scanner gates. `text` is the exact source text (never cleaned: hidden characters stay, so
 * the write path and the scanner see what the file holds).
 */
export interface Chunk {
  /** First line, 1-based, of the chunk's own content (a lead-in joined in front may be above it: see `lineNumbers`). */
  startLine: number;
  /** Last line, 1-based, inclusive. */
  endLine: number;
  /** The source text of the chunk, exactly as in the file. */
  text: string;
  block: BlockKind;
  /** The nearest heading above the chunk, as plain text (Markdown only). */
  heading?: string;
  /**
   * The file line of each line of `text`, when they are not consecutive from `startLine` (a
   * lead-in joined in front of the item it introduces, further down). Absent: line i of the
   * text is line `startLine + i` of the file.
   */
  lineNumbers?: number[];
  /**
   * The text stored as the memory when it is not `text` itself: a Markdown table row read as
   * words ("`make test` — unit tests"; with more than two columns the header cells as labels:
   * "Command: `make test`; What it does: unit tests"), issue #14, fourth walk item 10. Only table
   * syntax goes (the pipes, the delimiter row); every cell's text is kept as the file has it. The
   * scanner, the line mapping and the import's content hash still read `text`.
   */
  memoryText?: string;
  /**
   * Set on each piece of a unit longer than one memory holds, cut by {@link splitOversized}: the
   * unit's lines and how many memories it became (the plan says so, issue #14 walk-4 item 11).
   */
  split?: { startLine: number; endLine: number; parts: number };
}

/** The file line of line `i` (0-based) of a chunk's text. */
export function lineOf(chunk: Pick<Chunk, 'startLine' | 'lineNumbers'>, i: number): number {
  return chunk.lineNumbers?.[i] ?? chunk.startLine + i;
}

/**
 * Largest chunk text in UTF-8 bytes: core's field limit (32 KiB) less room for redaction
 * markers, which can be longer than the secret they replace.
 */
export const MAX_CHUNK_BYTES = MAX_FIELD_BYTES - 2048;

/** Splits a string into pieces of at most `max` UTF-8 bytes, never inside a code point. */
function splitLongLine(line: string, max: number): string[] {
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = utf8Bytes(ch);
    if (size + n > max && current !== '') {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/**
 * Cuts a chunk larger than {@link MAX_CHUNK_BYTES} into consecutive pieces along line
 * boundaries (a single longer line is cut between code points), each with its own line range.
 * A chunk within the limit is returned as is.
 */
export function splitOversized(chunk: Chunk, max = MAX_CHUNK_BYTES): Chunk[] {
  if (utf8Bytes(chunk.text) <= max) return [chunk];
  const out: Chunk[] = [];
  const lines = chunk.text.split('\n');
  let size = 0;
  // A cut piece is stored as the file's text: the table row read as words (memoryText) is whole or not at all.
  const { lineNumbers: _, memoryText: _words, ...plain } = chunk;
  let buffer: number[] = [];
  const flush = (): void => {
    if (buffer.length === 0) return;
    const numbers = buffer.map((i) => lineOf(chunk, i));
    const first = Math.max(numbers[0] as number, Math.min(chunk.startLine, numbers.at(-1) as number));
    const last = numbers.at(-1) as number;
    const consecutive = numbers.every((n, k) => n === first + k);
    out.push({ ...plain, startLine: first, endLine: last, text: buffer.map((i) => lines[i]).join('\n'), ...(consecutive ? {} : { lineNumbers: numbers }) });
    buffer = [];
    size = 0;
  };
  lines.forEach((line, i) => {
    const lineNo = lineOf(chunk, i);
    const n = utf8Bytes(line) + 1;
    if (size + n > max) flush();
    if (n > max) {
      for (const piece of splitLongLine(line, max)) out.push({ ...plain, startLine: lineNo, endLine: lineNo, text: piece });
      return;
    }
    buffer.push(i);
    size += n;
  });
  flush();
  const pieces = out.filter((c) => c.text.trim() !== '');
  if (pieces.length < 2) return pieces;
  const split = { startLine: chunk.startLine, endLine: chunk.endLine, parts: pieces.length };
  return pieces.map((c) => ({ ...c, split }));
}
