/**
 * Credentials in a column of a table (issue #19, context-named): the header names the column
 * (`password`, `API key`, `secret_key`), and every cell under it is judged as the value of that
 * name — a strong label's cell is a credential unless it is a placeholder, a weak label's unless
 * it also reads as a word or a small number, a bare `key`'s only when it reads as generated.
 *
 * Tables as people paste them: comma-, semicolon- or tab-separated values (RFC 4180; a quoted
 * cell may hold the separator), GitHub-Flavored Markdown tables (spec §4.10: cells between `|`,
 * a delimiter row of dashes), and an SQL `INSERT INTO t (columns…) VALUES (…), (…)` (SQL-92
 * §14.8), whose column list is the header and each parenthesised tuple a row.
 */
import {
  alternation,
  labelStarts,
  NOT_PROSE,
  PLACEHOLDER_VALUES,
  QUALIFIER,
  STRONG_WORDS,
  VALUE_FORM,
  WEAK_WORDS,
  WORDLIKE_VALUES,
} from './contextPatterns.js';
import { looksGenerated, type SecretPattern, scan } from './shapes.js';

/** A cell: its `[start, end)` in the scanned text (trimmed, quotes kept) and its text. */
interface Cell {
  start: number;
  end: number;
}

/** What a header cell makes of the column under it. */
type Strength = 'strong' | 'weak' | 'key';

/** A header cell naming a credential: up to three words before the label, the label ending the name (`DB password`, `api_key`, `Secret Key`). */
const NAME = (words: readonly (readonly string[])[]): RegExp =>
  new RegExp(`^(?:[A-Za-z0-9]{1,24}[ _.-]?){0,3}?(?<label>${alternation(words, '[_. -]?')})${VALUE_FORM}${QUALIFIER}$`, 'id');
const STRONG_NAME = NAME(STRONG_WORDS);
const WEAK_NAME = NAME(WEAK_WORDS);
/** A bare `key` column (`key`, `Key`, `api key` is the weak name's). */
const KEY_NAME = /^key$/i;

/** Placeholders a table or a statement holds where a value will go: SQL parameters (`?`, `$1`, `:name`, `@name`), printf's `%s`. */
const TABLE_PLACEHOLDERS: readonly RegExp[] = [/^(?:\?|\$\d{1,3}|[:@][A-Za-z_]\w{0,63}|%[sdv])$/, /^(?:NULL|DEFAULT|now\(\)|CURRENT_TIMESTAMP)$/i];

/** The strength of the column a header cell names, or undefined when it names no credential. */
function strengthOf(text: string, cell: Cell): Strength | undefined {
  const name = unquote(text.slice(cell.start, cell.end)).replace(/^[*_`]{1,2}|[*_`]{1,2}$/g, '');
  if (name.length > 48) return undefined;
  for (const [re, strength] of [
    [STRONG_NAME, 'strong'],
    [WEAK_NAME, 'weak'],
  ] as const) {
    const label = re.exec(name)?.indices?.groups?.label;
    if (label !== undefined && labelStarts(name, label[0], name.slice(...label))) return strength;
  }
  return KEY_NAME.test(name) ? 'key' : undefined;
}

/** A cell's text without one pair of surrounding quotes or backticks. */
function unquote(text: string): string {
  const m = /^(["'`])([\s\S]*)\1$/.exec(text);
  return m ? (m[2] as string) : text;
}

/** The cell as a value: the `[start, end)` inside its quotes, or undefined when it holds a blank or is too short. */
function valueRange(text: string, cell: Cell): readonly [number, number] | undefined {
  let { start, end } = cell;
  const first = text.charAt(start);
  // A lone quote is no pair: stripped, it leaves nothing, which the length test below drops.
  if ((first === '"' || first === "'" || first === '`') && text.charAt(end - 1) === first) {
    start++;
    end--;
  }
  const value = text.slice(start, end);
  if (value.length < 4 || /\s/.test(value)) return undefined;
  return [start, end];
}

/** True when `value` under a column of `strength` is a credential. */
function credentialIn(strength: Strength, value: string): boolean {
  if (PLACEHOLDER_VALUES.some((p) => p.test(value)) || TABLE_PLACEHOLDERS.some((p) => p.test(value))) return false;
  if (strength === 'key') return looksGenerated(value);
  if (strength === 'weak') return !WORDLIKE_VALUES.some((w) => w.test(value)) && NOT_PROSE.test(value);
  return true;
}

/** The cells of one line `[from, to)` split at `sep` (a quoted cell may hold it), trimmed. */
function splitLine(text: string, from: number, to: number, sep: string): Cell[] {
  const cells: Cell[] = [];
  let start = from;
  let quote = '';
  for (let i = from; i <= to; i++) {
    const c = i < to ? text.charAt(i) : sep;
    if (quote !== '') {
      if (c === quote) quote = '';
      continue;
    }
    if ((c === '"' || c === '`') && text.slice(start, i).trim() === '') quote = c;
    else if (c === sep) {
      let s = start;
      let e = i;
      while (s < e && /[ \t]/.test(text.charAt(s))) s++;
      while (e > s && /[ \t\r]/.test(text.charAt(e - 1))) e--;
      cells.push({ start: s, end: e });
      start = i + 1;
    }
  }
  return cells;
}

/** The cells of a Markdown table row (`| a | b |`), or undefined when the line is no row. */
function markdownRow(text: string, from: number, to: number): Cell[] | undefined {
  const line = text.slice(from, to);
  const open = line.length - line.trimStart().length;
  if (line.charAt(open) !== '|') return undefined;
  const close = line.trimEnd().endsWith('|') ? from + line.trimEnd().length - 1 : to;
  return splitLine(text, from + open + 1, close, '|');
}

/** The values under credential-named columns of the separated-values or Markdown table matched. */
function* tableCells(text: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const hFrom = match.index as number;
  const hTo = hFrom + match[0].length;
  const headLine = match[0];
  const markdown = /^[ \t]{0,8}\|/.test(headLine);
  const sep = markdown ? '|' : headLine.includes('\t') ? '\t' : (headLine.match(/,/g)?.length ?? 0) >= (headLine.match(/;/g)?.length ?? 0) ? ',' : ';';
  const split = (from: number, to: number): Cell[] | undefined => (markdown ? markdownRow(text, from, to) : splitLine(text, from, to, sep));
  // A Markdown header starts with `|` (the `markdown` test above), so it always splits.
  const head = split(hFrom, hTo) as Cell[];
  if (head.length < 2) return;
  const columns = head.flatMap((cell, i) => {
    const strength = strengthOf(text, cell);
    return strength === undefined ? [] : [[i, strength] as const];
  });
  if (columns.length === 0) return;
  let from = text.indexOf('\n', hTo) + 1;
  // The text's end is an empty line, which has one cell: the table ends there.
  for (let n = 0; n < MAX_ROWS; n++) {
    let to = text.indexOf('\n', from);
    if (to === -1) to = text.length;
    const line = text.slice(from, to);
    if (!(markdown && /^[ \t]{0,8}\|?[ \t]*:?-{3,}/.test(line))) {
      // A line without the separator splits into one cell (or no Markdown row): the table ends.
      const row = split(from, to);
      if (row === undefined || row.length !== head.length) return;
      for (const [i, strength] of columns) {
        const range = valueRange(text, row[i] as Cell);
        if (range !== undefined && credentialIn(strength, text.slice(...range))) yield range;
      }
    }
    from = to + 1;
  }
}

/** Most rows of a table read under one header. */
const MAX_ROWS = 128;

/**
 * Blanks and SQL comments: `/* … *\/` (to the text's end when it does not close), `-- …` with a
 * blank or the text's end after the dashes (MySQL manual "Comments": `1--1` is arithmetic) and
 * MySQL's `# …`, both to the line's end.
 */
const SQL_GAP = /(?:\s+|\/\*[\s\S]*?(?:\*\/|$)|--(?=\s|$)[^\n]*|#[^\n]*)*/y;

/** The index of the first character from `at` that is neither a blank nor inside an SQL comment. */
function sqlGap(text: string, at: number): number {
  // Stryker disable next-line ConditionalExpression,Regex: a shortcut only — the gap pattern matches nothing where no blank, slash, dash or hash stands (speed: it runs at every character of a list)
  if (!/[\s/#-]/.test(text.charAt(at))) return at;
  SQL_GAP.lastIndex = at;
  SQL_GAP.exec(text);
  return SQL_GAP.lastIndex;
}

/** Most characters an INSERT's column list is read over: a header of 40 columns fits; a text of heads that never close is not read to its end from each. */
const MAX_HEADER = 1024;
/** Most characters a tuple is read over: a row of long values fits; a text of lists that never close is not read to its end from each. */
const MAX_TUPLE = 8192;

/**
 * The comma-separated items of an SQL list from `at` (just after its `(`) to its `)`, read over
 * at most `limit` characters; quotes, nested calls and comments respected (a cell is trimmed of
 * blanks and comments; an empty one is (-1, -1)); with the index after `)`.
 */
function sqlList(text: string, at: number, limit: number): { cells: Cell[]; end: number } | undefined {
  const cells: Cell[] = [];
  let start = -1;
  let end = -1;
  let depth = 0;
  for (let i = sqlGap(text, at); i < text.length && i < at + limit; i = sqlGap(text, i + 1)) {
    const c = text.charAt(i);
    if ((c === ',' || c === ')') && depth === 0) {
      // An empty cell is (-1, -1): it names no column and holds no string.
      cells.push({ start, end });
      start = -1;
      if (c === ')') return { cells, end: i + 1 };
      continue;
    }
    if (start < 0) start = i;
    if (c === "'" || c === '"' || c === '`') {
      // A quote doubled, or escaped with a backslash, stays inside the string.
      let j = i + 1;
      while (j < text.length && !(text.charAt(j) === c && text.charAt(j + 1) !== c && text.charAt(j - 1) !== '\\')) j += text.charAt(j) === c ? 2 : 1;
      i = j;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
    end = i + 1;
  }
  return undefined;
}

/**
 * The prefix of an SQL string literal before its opening quote: `N'…'` (national character
 * string, ISO/IEC 9075; SQL Server and MySQL write Unicode strings so), `E'…'` (PostgreSQL
 * "String Constants with C-Style Escapes") or a MySQL character set introducer (`_utf8mb4'…'`,
 * MySQL manual "Character Set Introducers"), in either case; issue #19 round 16.
 */
const SQL_STRING_PREFIX = /^(?:[NnEe]|_[A-Za-z0-9]{1,32})(?=')/;

/** The values under credential-named columns of the SQL INSERT matched, in every tuple. */
function* insertCells(text: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const start = match.index as number;
  const head = sqlList(text, start + match[0].indexOf('(') + 1, MAX_HEADER);
  if (head === undefined) return;
  const columns = head.cells.flatMap((cell, i) => {
    const strength = strengthOf(text, cell);
    return strength === undefined ? [] : [[i, strength] as const];
  });
  if (columns.length === 0) return;
  const v = sqlGap(text, head.end);
  const values = /^VALUES?/i.exec(text.slice(v, v + 6));
  if (values === null) return;
  let at = sqlGap(text, v + values[0].length);
  if (text.charAt(at) !== '(') return;
  at++;
  for (let n = 0; n < 1024; n++) {
    const tuple = sqlList(text, at, MAX_TUPLE);
    if (tuple === undefined) return;
    if (tuple.cells.length === head.cells.length) {
      for (const [i, strength] of columns) {
        const written = tuple.cells[i] as Cell;
        // A prefixed string literal (N'…', E'…', _utf8mb4'…') is read from its opening quote.
        const prefix = SQL_STRING_PREFIX.exec(text.slice(written.start, written.start + 34))?.[0].length ?? 0;
        const cell = { start: written.start + prefix, end: written.end };
        const first = text.charAt(cell.start);
        // Only a string literal is a value; a number, a call or a parameter is not a credential.
        if (first !== "'" && first !== '"') continue;
        const range = valueRange(text, cell);
        if (range !== undefined && credentialIn(strength, text.slice(...range))) yield range;
      }
    }
    const comma = sqlGap(text, tuple.end);
    if (text.charAt(comma) !== ',') return;
    at = sqlGap(text, comma + 1);
    if (text.charAt(at) !== '(') return;
    at++;
  }
}

/** Credentials in a table's column and in an SQL INSERT's tuples. */
export const TABLE_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'secret-assignment',
    source: 'RFC 4180 (comma-separated values: a header line, then records); GitHub Flavored Markdown spec §4.10 (tables); gitleaks:generic-api-key',
    description: 'The cells under a column named by a credential label in CSV, TSV or a Markdown table: username,password / admin,…',
    keywords: ['pass', 'pwd', 'pw', 'psk', 'secret', 'token', 'auth', 'key', 'cred', 'bearer'],
    // A header line with a separator and a credential word; the rows after it are read by `cells`.
    pattern: scan('^(?=[^\\r\\n]{0,1024}[,;|\\t])(?=[^\\r\\n]{0,1024}(?:pass|pwd|pw|psk|secret|token|auth|key|cred|bearer))[^\\r\\n]{1,2048}(?=\\r?\\n)', 'im'),
    cells: tableCells,
  },
  {
    kind: 'secret-assignment',
    source: 'ISO/IEC 9075 (SQL) "insert statement" (INSERT INTO t (columns) VALUES (row), …); gitleaks:generic-api-key',
    description: "The string values under a credential-named column of an SQL INSERT: INSERT INTO users (email, password) VALUES ('…', '…')",
    keywords: ['insert', 'replace'],
    // MySQL's INSERT IGNORE/LOW_PRIORITY/DELAYED/HIGH_PRIORITY and REPLACE, INTO omitted (MySQL, SQL
    // Server), SQLite's INSERT OR REPLACE/IGNORE/ABORT/FAIL/ROLLBACK, an Oracle hint /*+ … */.
    pattern: scan(
      '(?<![\\w])(?:insert|replace)(?:\\s{1,8}(?:ignore|low_priority|delayed|high_priority|or[ \\t]{1,8}(?:replace|ignore|abort|fail|rollback)|/\\*[^*]{0,128}\\*/)){0,2}\\s{1,8}(?:into\\s{1,8})?[\\w.`"\\[\\]]{1,128}\\s{0,8}\\(',
      'i',
    ),
    cells: insertCells,
  },
];
