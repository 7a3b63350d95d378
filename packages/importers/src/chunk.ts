import { MAX_FIELD_BYTES, utf8Bytes } from '@cairn/core';

/** The structural element a chunk was cut from. */
export type BlockKind =
  | 'paragraph'
  | 'list-item'
  | 'code'
  | 'html'
  | 'heading'
  | 'blockquote'
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
  /** First line, 1-based. */
  startLine: number;
  /** Last line, 1-based, inclusive. */
  endLine: number;
  /** The source text of the chunk, exactly as in the file. */
  text: string;
  block: BlockKind;
  /** The nearest heading above the chunk, as plain text (Markdown only). */
  heading?: string;
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
  let buffer: string[] = [];
  let size = 0;
  let start = chunk.startLine;
  const flush = (endLine: number): void => {
    if (buffer.length === 0) return;
    out.push({ ...chunk, startLine: start, endLine, text: buffer.join('\n') });
    buffer = [];
    size = 0;
  };
  lines.forEach((line, i) => {
    const lineNo = chunk.startLine + i;
    const n = utf8Bytes(line) + 1;
    if (size + n > max) {
      flush(lineNo - 1);
      start = lineNo;
    }
    if (n > max) {
      for (const piece of splitLongLine(line, max)) out.push({ ...chunk, startLine: lineNo, endLine: lineNo, text: piece });
      start = lineNo + 1;
      return;
    }
    buffer.push(line);
    size += n;
  });
  flush(chunk.startLine + lines.length - 1);
  return out.filter((c) => c.text.trim() !== '');
}
