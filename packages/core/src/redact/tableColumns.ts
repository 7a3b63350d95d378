/**
 * Password columns the table rule of tablePatterns.ts does not reach (h56 attack H3): the rows of
 * a CSV, TSV or Markdown table past the 128 it reads under one header, and the tables database
 * clients print — `mysql`'s boxed table (`| email | password |` between `+---+` rules), `psql`'s
 * aligned table (`email | password` over a `---+---` rule) and `psql`'s expanded display (`\x`:
 * one `name | value` line per column under each `-[ RECORD n ]` rule). Only columns a strong name
 * heads (password, passphrase, passwd, pwd, secret, token, private key, API key) are read here;
 * every cell under one is replaced unless it is blank, a placeholder or `NULL`. Each table is read
 * once (a header line that is itself a row of the table above it starts nothing), so the work is
 * linear in the text.
 */
import { PLACEHOLDER_VALUES } from './contextPatterns.js';
import { type SecretPattern, scan } from './shapes.js';

/** A header cell naming a column of credentials. */
const STRONG_COLUMN =
  /^["'`*_]{0,2}(?:[a-z0-9]{1,24}[ _.-]?){0,3}?(?:pass(?:word|wd|phrase)|pwd|secret(?:[ _.-]?key)?|(?:access|auth|api|bearer|refresh)?[ _.-]?token|private[ _.-]?key|api[ _.-]?key)s?["'`*_]{0,2}$/iu;

/** Rows the CSV/TSV/Markdown rule of tablePatterns.ts reads under one header (its `MAX_ROWS`). */
const READ_THERE = 128;

/** Cells of one line split at `sep`, trimmed; a `"`-quoted cell may hold the separator. */
function split(line: string, offset: number, sep: string): { start: number; end: number }[] {
  const cells: { start: number; end: number }[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i <= line.length; i++) {
    const c = i < line.length ? line.charAt(i) : sep;
    if (c === '"' && (quoted || line.slice(start, i).trim() === '')) quoted = !quoted;
    else if (c === sep && !quoted) {
      let s = start;
      let e = i;
      while (s < e && /\s/u.test(line.charAt(s))) s++;
      while (e > s && /\s/u.test(line.charAt(e - 1))) e--;
      cells.push({ start: offset + s, end: offset + e });
      start = i + 1;
    }
  }
  return cells;
}

/** A cell's value is a credential to replace: not blank, not a placeholder, no `NULL`. */
function isValue(text: string): boolean {
  const v = text.replace(/^["'`]|["'`]$/gu, '');
  return v.length >= 4 && !/\s/u.test(v) && !/^(?:null|none|\*+|-+|\?)$/iu.test(v) && !PLACEHOLDER_VALUES.some((p) => p.test(v));
}

/** The lines of `text` from `from` on: each `[start, end)` without its line break. */
function* linesFrom(text: string, from: number): Generator<readonly [number, number]> {
  while (from <= text.length) {
    let to = text.indexOf('\n', from);
    if (to === -1) to = text.length;
    yield [from, text.charAt(to - 1) === '\r' ? to - 1 : to];
    from = to + 1;
  }
}

/** Reads a pipe-separated header `[from, to)` (leading/trailing `|` dropped) and the strong columns in it. */
function pipeCells(text: string, from: number, to: number): { start: number; end: number }[] {
  let s = from;
  let e = to;
  while (s < e && /[ \t]/u.test(text.charAt(s))) s++;
  while (e > s && /[ \t]/u.test(text.charAt(e - 1))) e--;
  if (text.charAt(s) === '|') s++;
  if (e > s && text.charAt(e - 1) === '|') e--;
  return split(text.slice(s, e), s, '|');
}

/** mysql / psql aligned tables: header, a `-+-` or `+-…-+` rule, rows until a line that is no row. */
function* alignedCells(text: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const hFrom = match.index as number;
  const hTo = hFrom + (match.groups?.head as string).length;
  const head = pipeCells(text, hFrom, hTo);
  const columns = head.flatMap((c, i) => (STRONG_COLUMN.test(text.slice(c.start, c.end)) ? [i] : []));
  if (columns.length === 0) return;
  // The rule ends before its `\r\n` or `\n`: the rows start after the `\n` (a CRLF table too).
  const afterRule = text.indexOf('\n', hFrom + match[0].length) + 1;
  for (const [from, to] of linesFrom(text, afterRule)) {
    const line = text.slice(from, to);
    if (/^[ \t]*\+[-+]*\+?[ \t]*$/u.test(line) || !line.includes('|')) return;
    const row = pipeCells(text, from, to);
    if (row.length !== head.length) return;
    for (const i of columns) {
      const c = row[i] as { start: number; end: number };
      if (isValue(text.slice(c.start, c.end))) yield [c.start, c.end];
    }
  }
}

/** CSV/TSV/Markdown rows past the first {@link READ_THERE} under a header naming a strong column (the first header of its table only). */
function* laterRows(text: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const hFrom = match.index as number;
  const headLine = match[0];
  const markdown = /^[ \t]*\|/u.test(headLine);
  const sep = markdown ? '|' : headLine.includes('\t') ? '\t' : (headLine.match(/,/gu)?.length ?? 0) >= (headLine.match(/;/gu)?.length ?? 0) ? ',' : ';';
  const cellsOf = (from: number, to: number) => (markdown ? pipeCells(text, from, to) : split(text.slice(from, to), from, sep));
  const head = cellsOf(hFrom, hFrom + headLine.length);
  if (head.length < 2) return;
  // A header that is a row of a table above it: that table's header reads it (each table once).
  if (hFrom > 0) {
    const prevEnd = hFrom - 1;
    const prevStart = text.lastIndexOf('\n', prevEnd - 1) + 1;
    if (cellsOf(prevStart, prevEnd).length === head.length) return;
  }
  const columns = head.flatMap((c, i) => (STRONG_COLUMN.test(text.slice(c.start, c.end)) ? [i] : []));
  if (columns.length === 0) return;
  let n = 0;
  for (const [from, to] of linesFrom(text, text.indexOf('\n', hFrom + headLine.length) + 1)) {
    const line = text.slice(from, to);
    if (markdown && /^[ \t]*\|?[ \t]*:?-{3,}/u.test(line)) continue;
    const row = cellsOf(from, to);
    if (row.length !== head.length) return;
    if (++n <= READ_THERE - 1) continue;
    for (const i of columns) {
      const c = row[i] as { start: number; end: number };
      if (isValue(text.slice(c.start, c.end))) yield [c.start, c.end];
    }
  }
}

/** The rules of this file, run with the other secret patterns (patterns.ts `SECRET_PATTERNS`). */
export const TABLE_COLUMN_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'secret-assignment',
    source: 'MySQL client (mysql) table output; PostgreSQL psql docs, \\pset format aligned (header, `-+-` rule, rows)',
    description: 'The cells under a password-named column of a table printed by mysql (boxed) or psql (aligned).',
    keywords: ['pass', 'pwd', 'secret', 'token', 'key'],
    pattern: scan(String.raw`^(?<head>[^\r\n|]{0,1024}\|[^\r\n]{0,2048})\r?\n[ \t]*\+?-{2,}[-+]{0,4096}\+?[ \t]*(?=\r?\n)`, 'im'),
    cells: alignedCells,
  },
  {
    kind: 'secret-assignment',
    source: 'PostgreSQL psql docs, \\x expanded display (`-[ RECORD n ]` then one `column | value` line per column)',
    description: 'The value of a password-named column line in psql’s expanded display.',
    keywords: ['record'],
    pattern: scan(
      String.raw`(?<=-\[ RECORD \d{1,12} \][-+]{0,256}\r?\n(?:[^\r\n|]{1,64}\|[^\r\n]{0,2048}\r?\n){0,256})[ \t]*(?:[a-z0-9]{1,24}[ _.-]?){0,3}?(?:pass(?:word|wd|phrase)|pwd|secret|token|private[ _.-]?key|api[ _.-]?key)[ \t]*\|[ \t]*(?<secret>[^\s|]{4,})`,
      'im',
    ),
  },
  {
    kind: 'secret-assignment',
    source: 'RFC 4180; GitHub Flavored Markdown spec §4.10 (the rows past tablePatterns.ts’s 128)',
    description: 'The cells under a password-named column of a CSV, TSV or Markdown table, past its 128th row.',
    keywords: ['pass', 'pwd', 'secret', 'token', 'key'],
    pattern: scan('^(?=[^\\r\\n]{0,1024}[,;|\\t])(?=[^\\r\\n]{0,1024}(?:pass|pwd|secret|token|key))[^\\r\\n]{1,2048}(?=\\r?\\n)', 'im'),
    cells: laterRows,
  },
];
