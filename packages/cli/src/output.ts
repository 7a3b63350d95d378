import { randomBytes } from 'node:crypto';
import Table from 'cli-table3';
import stringWidth from 'string-width';
import { foldLine, foldText, redactDeep, redactSecrets } from '@cairn/session';
import { isOutputWriteFailure, markOutputFailed, readerGone } from './closedPipe.js';

/**
 * The CLI's own colours travel through a string as private tokens (a Private Use Area pair
 * around a random per-process key and the SGR number) and become escape codes only at the
 * very end, after everything printed was folded. So every escape sequence that reaches a
 * person's terminal is one this process painted: memory text, file lines and error details
 * cannot colour themselves green or move the cursor, whatever they hold (issue #16: a green
 * "(verified by maintainer)" inside the confirm prompt). Nothing stored can guess the key.
 */
const KEY = randomBytes(6).toString('hex');
const TOKEN = new RegExp(`\uE000${KEY}:(\\d{1,2})\uE001`, 'gu');
const sgr = (n: number): string => `\uE000${KEY}:${n}\uE001`;

/**
 * Folds `text` for a terminal (core's `foldText`: controls, escape sequences, bidi and
 * invisible characters become visible markers), then turns this process's colour tokens
 * into SGR codes — or drops them when colour is off.
 */
export function foldForTerminal(text: string, color: boolean): string {
  return paintTokens(foldText(text, { hidden: false }).text, color);
}

/** This process's colour tokens in `text` made SGR codes, or dropped when colour is off. */
function paintTokens(text: string, color: boolean): string {
  return text.replace(TOKEN, (_m, n: string) => (color ? `\u001b[${n}m` : ''));
}

/**
 * JSON text for a terminal or a script: the same data, with every control, format (bidi,
 * zero-width, tag) and separator character written as a `\uXXXX` escape, so the document is
 * valid JSON that shows, rather than hides, what a value holds.
 */
export function visibleJson(json: string): string {
  return json.replace(/[\p{Cc}\p{Cf}\u2028\u2029\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu, (c) =>
    c === '\n' ? c : Array.from({ length: c.length }, (_, i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  );
}

/**
 * A value the person typed, for an error message: redacted first, then folded to one line and
 * cut to `max` characters (cutting first could leave a credential's head that no rule
 * recognises any more: `--limit ghp_…` showed its first 20 characters).
 */
export function typedValue(value: string, max = 40): string {
  const chars = Array.from(foldLine(redactSecrets(value).text));
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/**
 * Commander's own messages (an unknown option or command, a missing argument) repeat what was
 * typed: redacted and folded like every other line the CLI writes (issue #14: a token typed as
 * an option came back in clear, and an escape sequence reached the terminal).
 */
export function cleanCommanderText(text: string): string {
  return foldForTerminal(redactSecrets(text).text, false);
}

/** How a command prints: `--json` for scripts, otherwise text for people. */
export interface Output {
  json: boolean;
  color: boolean;
  /** True when stdout is a terminal (progress bars and prompts only then). */
  tty: boolean;
  /** Writes one line (or block) to stdout. */
  print(text: string): void;
  /**
   * Writes {@link Output.table}'s text (with constant words or indentation around it) to stdout as
   * {@link Output.printTable} writes its parts: every cell was redacted and folded as it was laid
   * out, so the layout's own padding is not read again as a run of blanks hiding what follows
   * (attack A8's marker had turned a wide column's header padding into `⟨… 53 spaces⟩`). Only
   * the colour tokens are made SGR codes (or dropped). Never for text that did not come from
   * `table()`: that goes through {@link Output.print}.
   */
  printLaidOut(table: string): void;
  /** Writes the one JSON document of a `--json` run. */
  printJson(value: unknown): void;
  /** Writes a line to stderr (notes, warnings, errors). */
  note(text: string): void;
  paint: {
    bold(s: string): string;
    dim(s: string): string;
    red(s: string): string;
    yellow(s: string): string;
    green(s: string): string;
    cyan(s: string): string;
  };
  /**
   * The terminal's width in columns when stdout is a terminal ({@link terminalColumns}: `COLUMNS`
   * when set, else `process.stdout.columns`); undefined otherwise (a pipe, a file: nothing is cut to fit).
   */
  columns: number | undefined;
  /**
   * A table (cli-table3) rendered to a string, each cell on one line; no colour codes when colour
   * is off. On a terminal it fits {@link Output.columns}: the widest text columns are cut first,
   * with an ellipsis, and the columns in {@link NEVER_CUT} (the id) never are; off a terminal every
   * cell is whole (issue #14). `borderless`: aligned columns with no lines and no header row (for
   * lists such as scan findings); `minWidths`: the least width of the named columns (so several
   * tables line up); `reserve`: characters the caller puts before each line; `drop`: columns that
   * may be left out on a narrow terminal, least useful first — each is dropped, in turn, while the
   * memory's own column ({@link MAIN_COLUMNS}) would show fewer than {@link MAIN_LEAST} of its
   * characters, and a line after the table names what was left out ("Not shown: kind, age (a wider
   * terminal or --json)."; issue #14: at 80 columns
   * `cairn list` gave the text 6 characters). Off a terminal no column is dropped.
   */
  table(head: string[], rows: (string | number)[][], options?: TableOptions): string;
  /**
   * Prints {@link Output.table}'s table part by part ({@link TABLE_PART} rows), each written as soon
   * as it is laid out, waiting for the reader between parts; it stops, quietly, once stdout is
   * closed (a reader that went away: `cairn list | head -1`, issue #14). Resolves when written or stopped.
   */
  printTable(head: string[], rows: (string | number)[][], options?: TableOptions): Promise<void>;
  /**
   * {@link Output.printJson} for a long listing: the same bytes, written element by element
   * ({@link jsonChunks}) as each is redacted and serialised, waiting for the reader; it stops,
   * quietly, once stdout is closed.
   */
  printJsonStream(value: unknown): Promise<void>;
  /**
   * `text` cut with an ellipsis so that a line starting with `prefix` (already printed before it,
   * same line) fits {@link Output.columns}; whole off a terminal. At least 20 characters stay.
   */
  fit(prefix: string, text: string): string;
}

/** Columns a table never cuts to fit a terminal: an id cut in two cannot be copied (issue #14). */
export const NEVER_CUT: ReadonlySet<string> = new Set(['id', 'where', 'severity', 'score']);

/** How a row's cells are joined for one redaction of a table part: as the drawn table shows them. */
const CELL_JOIN = ' \u2502 ';

/** Rows a long bordered table is laid out in at a time (see the table's `render`). */
const TABLE_PART = 100;

/** The fewest characters a cut column keeps (its heading's width if wider). */
const LEAST_COLUMN = 8;

/** The columns that carry the memory itself: cut last, keeping at least 40% of the room left by the columns never cut. */
const MAIN_COLUMNS: ReadonlySet<string> = new Set(['text', 'snippet', 'finding', 'decision']);

/** The characters of the memory's own column a table keeps on a narrow terminal by dropping the columns its caller lets go (`drop`). */
export const MAIN_LEAST = 40;

/**
 * The widths (padding included) that fit `natural` into `room` characters: the columns not in
 * `fixed` are capped at one width, the largest that fits (the widest are cut first), never
 * below their least width; when even that does not fit, the least widths (the terminal wraps).
 */
function fitWidths(natural: readonly number[], fixed: readonly boolean[], least: readonly number[], room: number): number[] {
  const total = (cap: number): number => natural.reduce((sum, w, i) => sum + (fixed[i] ? w : Math.max(Math.min(w, cap), least[i] ?? 0)), 0);
  if (total(Number.POSITIVE_INFINITY) <= room) return [...natural];
  let lo = 0;
  let hi = Math.max(...natural);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (total(mid) <= room) lo = mid;
    else hi = mid - 1;
  }
  return natural.map((w, i) => (fixed[i] ? w : Math.max(Math.min(w, lo), least[i] ?? 0)));
}

/** cli-table3's characters for a table with no lines: aligned columns only. */
export const BORDERLESS = Object.fromEntries(
  [
    'top',
    'top-mid',
    'top-left',
    'top-right',
    'bottom',
    'bottom-mid',
    'bottom-left',
    'bottom-right',
    'left',
    'left-mid',
    'mid',
    'mid-mid',
    'right',
    'right-mid',
    'middle',
  ].map((k) => [k, '']),
);

/**
 * The width a terminal stream is laid out for: `COLUMNS` when it is set to a whole number of at
 * least 20 (the person's word, as POSIX shells and most tools read it: issue #14, walk-2 item 19,
 * `COLUMNS=80 cairn list` in a wider terminal printed wider tables), else the terminal's own
 * width; undefined when the stream is not a terminal (a pipe, a file: nothing is cut to fit).
 */
export function terminalColumns(
  stream: Pick<NodeJS.WriteStream, 'isTTY' | 'columns'>,
  env: Readonly<Record<string, string | undefined>> = process.env,
): number | undefined {
  if (stream.isTTY !== true) return undefined;
  const set = /^\d{1,5}$/u.test(env.COLUMNS ?? '') ? Number(env.COLUMNS) : 0;
  if (set >= 20) return set;
  return (stream.columns ?? 0) > 0 ? stream.columns : undefined;
}

/** How a table is laid out (see {@link Output.table}). */
export interface TableOptions {
  borderless?: boolean;
  minWidths?: Record<string, number>;
  reserve?: number;
  drop?: readonly string[];
}

/** One part of a table laid out by cli-table3: its text and the widths it used (padding included). */
function renderPart(
  head: string[],
  part: string[][],
  colWidths: readonly (number | null)[],
  o: { borderless: boolean; withHead: boolean; wrap: boolean },
): { text: string; widths: (number | null)[] } {
  const t = new Table({
    ...(o.borderless ? { chars: BORDERLESS } : o.withHead ? { head } : {}),
    // No colours of the table's own: they would be raw escapes (see foldForTerminal).
    style: { head: [], border: [], ...(o.borderless ? { 'padding-left': 0, 'padding-right': 1 } : {}) },
    // One line per row: a cell too wide for its column is cut with an ellipsis — or, for a later
    // part off a terminal (`wrap`), where every cell is whole, wrapped within its column.
    wordWrap: o.wrap,
    ...(o.wrap ? { wrapOnWordBoundary: false } : {}),
    colWidths: [...colWidths],
  });
  t.push(...part);
  const text = t.toString();
  // cli-table3 fills in the widths it laid the table out with (padding included).
  return { text, widths: t.options.colWidths };
}

/**
 * The table's text, part by part ({@link TABLE_PART} rows each), each part laid out only when it
 * is asked for: joined with newlines they are the whole table. The widths (and the columns
 * dropped on a narrow terminal) are worked out from the first part alone, so the first rows are
 * out before the rest is laid out (issue #14: `cairn list | head -1` of 10,000 memories laid every
 * row out first). A later cell wider than its column is shown as the first part's cells are: on a
 * terminal cut with an ellipsis, off a terminal whole, wrapped within its column; the columns stay
 * aligned either way.
 */
function* layTable(columns: number | undefined, allHead: string[], rows: (string | number)[][], o: TableOptions): Generator<string> {
  const borderless = o.borderless === true;
  const least = o.minWidths ?? {};
  // Cells are folded to one line, then redacted a part at a time as the drawn table was: a
  // row's cells joined as the table shows them (` │ `), the part's rows joined by line breaks,
  // one redaction over the whole — without the padding and the border lines, a third of the
  // characters of the drawn table (a long listing spent most of its time redacting blanks).
  // A row whose joins a redaction ate, or whose cells hold the join itself, is redacted cell
  // by cell. This process's colour tokens become SGR codes while the table measures them (it
  // skips them), and tokens again afterwards, since every escape in the result is one of ours.
  const sgrOf = (text: string): string => text.replace(TOKEN, (_m, n: string) => `\u001b[${n}m`);
  const tokens = (text: string): string => text.replace(/\u001b\[(\d{1,2})m/gu, (_m, n: string) => sgr(Number(n)));
  const fold = (part: (string | number)[][]): string[][] => {
    const folded = part.map((row) => row.map((c) => foldLine(String(c))));
    const cleaned = redactSecrets(folded.map((row) => row.join(CELL_JOIN)).join('\n')).text.split('\n');
    return folded.map((row, r) => {
      const cells = cleaned.length === folded.length ? (cleaned[r] as string).split(CELL_JOIN) : [];
      return (cells.length === row.length ? cells : row.map((c) => redactSecrets(c).text)).map(sgrOf);
    });
  };
  const first = fold(rows.slice(0, TABLE_PART));
  const dropped: string[] = [];
  let keep: boolean[];
  let head: string[];
  let final: Laid;
  for (;;) {
    const shownNow = allHead.map((h) => !dropped.includes(h));
    const headNow = allHead.filter((_h, i) => shownNow[i]);
    const kept = first.map((row) => row.filter((_c, i) => shownNow[i]));
    const laid = layout(headNow, kept, false);
    const next = (o.drop ?? []).find((h) => headNow.includes(h) && !dropped.includes(h));
    const main = headNow.findIndex((h) => MAIN_COLUMNS.has(h));
    const shown = main < 0 ? undefined : laid.fitted[main];
    const wanted = main < 0 ? undefined : Math.min(laid.natural[main] ?? 0, MAIN_LEAST + (borderless ? 1 : 2));
    if (next !== undefined && shown !== undefined && wanted !== undefined && shown < wanted) {
      dropped.push(next);
      continue;
    }
    // Nothing more to drop: the memory's column takes its least from the cut columns left.
    keep = shownNow;
    head = headNow;
    final = o.drop === undefined ? laid : layout(headNow, kept, true);
    break;
  }
  if (rows.length <= TABLE_PART) yield tokens(final.text);
  else {
    // Off a terminal every cell is whole and every row one line (`cairn list | grep` keeps
    // working): each column is as wide as its widest cell in any part, measured as cli-table3
    // measures (string-width, escapes skipped) but without laying a row out — cheap beside the
    // layout, and the first part is still out before any later part is laid out.
    if (columns === undefined) {
      const pad = borderless ? 1 : 2;
      const widths = [...final.widths];
      for (let r = TABLE_PART; r < rows.length; r++) {
        const row = rows[r] as (string | number)[];
        let shown = 0;
        for (const [i, c] of row.entries()) {
          if (!keep[i]) continue;
          const w = cellWidth(foldLine(String(c))) + pad;
          if (w > ((widths[shown] as number | null) ?? 0)) widths[shown] = w;
          shown++;
        }
      }
      final = { ...final, widths };
    }
    const parts = Math.ceil(rows.length / TABLE_PART);
    for (let k = 0; k < parts; k++) {
      const part = k === 0 ? first : fold(rows.slice(k * TABLE_PART, (k + 1) * TABLE_PART));
      const cells = part.map((row) => row.filter((_c, i) => keep[i]));
      const own = renderPart(head, cells, final.widths, { borderless, withHead: k === 0, wrap: columns === undefined }).text.split('\n');
      if (!borderless) {
        // Each part but the last ends at the next part's first row: its bottom border goes,
        // and the next part's top border becomes the line between two rows.
        if (k < parts - 1) own.pop();
        if (k > 0) own[0] = (own[0] as string).replace('┌', '├').replaceAll('┬', '┼').replace('┐', '┤');
      }
      yield tokens(own.join('\n'));
    }
  }
  if (dropped.length > 0) {
    const names = allHead.filter((h) => dropped.includes(h));
    const said = `Not shown: ${names.join(', ')} (a wider terminal or --json).`;
    const note = Array.from(said).length <= (columns ?? 0) ? said : `Not shown: ${names.length} columns (a wider terminal or --json).`;
    yield `${sgr(2)}${note}${sgr(22)}`;
  }

  /** `head` over (at most one part of) `cells`, laid out for the terminal: its text, the widths it used, and the widths as fitted and as the cells would have them. */
  function layout(head: string[], cells: string[][], keepMain: boolean): Laid {
    const natural = renderPart(
      head,
      cells,
      head.map((h) => (least[h] !== undefined ? least[h] : null)),
      { borderless, withHead: true, wrap: false },
    );
    const widths = natural.widths;
    if (columns === undefined || widths.length !== head.length || widths.some((w) => typeof w !== 'number'))
      return { text: natural.text, widths, fitted: [], natural: [] };
    const borders = borderless ? 0 : head.length + 1;
    const room = columns - borders - (o.reserve ?? 0);
    const fixed = head.map((h) => NEVER_CUT.has(h));
    const free = room - (widths as number[]).reduce((sum, w, i) => sum + (fixed[i] ? w : 0), 0);
    // The memory's own column keeps 40% of what is free, or, when the others cannot give that
    // much, twice the least width; a heading may be cut too rather than the line overflow.
    const widthsFor = (main: number, heading: boolean): number[] =>
      fitWidths(
        widths as number[],
        fixed,
        head.map((h, i) =>
          Math.max(
            least[h] ?? 0,
            Math.min(widths[i] as number, MAIN_COLUMNS.has(h) ? main : heading ? Math.max(LEAST_COLUMN, Array.from(h).length + 2) : LEAST_COLUMN),
          ),
        ),
        room,
      );
    const fits = (w: number[]): boolean => w.reduce((a, b) => a + b, 0) <= room;
    // keepMain: the memory's column keeps MAIN_LEAST characters when the other cut columns,
    // at their least (heading wide), leave that much.
    const others = head.reduce(
      (sum, h, i) => sum + (fixed[i] || MAIN_COLUMNS.has(h) ? 0 : Math.min(widths[i] as number, Math.max(LEAST_COLUMN, Array.from(h).length + 2))),
      0,
    );
    const mainLeast = Math.min(MAIN_LEAST + (borderless ? 1 : 2), free - others);
    const share = Math.floor(free * 0.4);
    const fitted =
      [
        ...(keepMain && mainLeast > share ? [widthsFor(mainLeast, true)] : []),
        widthsFor(share, true),
        widthsFor(2 * LEAST_COLUMN, true),
        widthsFor(2 * LEAST_COLUMN, false),
      ].find(fits) ?? widthsFor(LEAST_COLUMN, false);
    if (fitted.every((w, i) => w === widths[i])) return { text: natural.text, widths, fitted, natural: widths as number[] };
    return { text: renderPart(head, cells, fitted, { borderless, withHead: true, wrap: false }).text, widths: fitted, fitted, natural: widths as number[] };
  }
}

/** Printable ASCII: one column a character (the fast path of {@link cellWidth}). */
const PLAIN = /^[\x20-\x7e]*$/u;

/** A cell's width on a terminal as cli-table3 measures it: string-width, escapes skipped; a colour token counts nothing. */
function cellWidth(text: string): number {
  const shown = text.replace(TOKEN, '');
  return PLAIN.test(shown) ? shown.length : stringWidth(shown);
}

/** A table part laid out: its text, the widths it used, and (on a terminal) the widths as fitted and as its cells would have them. */
interface Laid {
  text: string;
  widths: (number | null)[];
  fitted: number[];
  natural: number[];
}

/**
 * `JSON.stringify(value, null, 2)` in pieces, each redacted ({@link redactDeep}) and serialised
 * only when asked for: an array is written element by element, and so is an object's array
 * member (`{"hits": [...]}`), so a long listing's first element is out before the rest is
 * redacted and serialised. Joined, the pieces are exactly `JSON.stringify(redactDeep(value), null, 2)`.
 */
export function* jsonChunks(value: unknown): Generator<string> {
  yield* node(value, '', 0);

  // Only the outer levels are cut in pieces (the listing and its elements' own arrays are not).
  function* node(v: unknown, indent: string, depth: number): Generator<string> {
    const inner = `${indent}  `;
    if (depth <= 1 && Array.isArray(v) && v.length > 0) {
      yield '[';
      for (const [i, x] of v.entries()) {
        yield `${i > 0 ? ',' : ''}\n${inner}`;
        // An element JSON leaves out elsewhere is null in an array.
        yield* node(x === undefined || typeof x === 'function' || typeof x === 'symbol' ? null : x, inner, depth + 1);
      }
      yield `\n${indent}]`;
      return;
    }
    if (depth === 0 && plainObject(v) && Object.values(v).some((x) => Array.isArray(x) && x.length > 0)) {
      let firstMember = true;
      yield '{';
      for (const [k, x] of Object.entries(v)) {
        if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
        const key = Object.keys(redactDeep({ [k]: null }))[0] as string;
        yield `${firstMember ? '' : ','}\n${inner}${JSON.stringify(key)}: `;
        firstMember = false;
        yield* node(x, inner, depth + 1);
      }
      yield `\n${indent}}`;
      return;
    }
    const text = JSON.stringify(redactDeep(v), null, 2);
    // Strings in JSON hold no raw newline: every newline is the layout's, indented here.
    yield indent === '' ? text : text.replaceAll('\n', `\n${indent}`);
  }
}

/** An object JSON writes member by member (not a Date, nothing with its own toJSON). */
function plainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return (proto === Object.prototype || proto === null) && typeof (v as { toJSON?: unknown }).toJSON !== 'function';
}

/**
 * Creates the output for one run. Everything printed is redacted again on the way out
 * (DESIGN.md §5), defence in depth behind the write path.
 */
export function createOutput(
  options: { json: boolean; color: boolean; stdout: NodeJS.WriteStream; stderr: NodeJS.WriteStream },
  env: Readonly<Record<string, string | undefined>> = process.env,
): Output {
  const paint =
    (open: number, close: number) =>
    (s: string): string =>
      options.color ? `${sgr(open)}${s}${sgr(close)}` : s;
  const clean = (s: string): string => foldForTerminal(redactSecrets(s).text, options.color);
  const columns = terminalColumns(options.stdout, env);
  const stdout = options.stdout;
  // A reader that went away (EPIPE, seen by closedPipe.ts's guard): nothing more is written.
  const closed = (): boolean => stdout.destroyed === true || stdout.writableEnded === true || readerGone(stdout);
  /**
   * Writes to standard output; a write that fails at once (a full disk, a device error: a file or
   * device is written synchronously) is marked (closedPipe.ts) and thrown, so the command stops and
   * the run's boundary says it in one line (walk h57 item 2).
   */
  const put = (text: string): boolean => {
    if (closed()) return true;
    try {
      return stdout.write(text);
    } catch (error) {
      if (isOutputWriteFailure(error)) markOutputFailed(stdout, error as NodeJS.ErrnoException);
      throw error;
    }
  };
  /** Writes `text`, then waits until the stream takes more (or closes); a turn of the event loop either way, so an EPIPE is seen. */
  const written = (text: string): Promise<void> =>
    new Promise((resolve) => {
      if (put(text) || typeof stdout.once !== 'function') {
        setImmediate(resolve);
        return;
      }
      const done = (): void => {
        stdout.off('drain', done);
        stdout.off('close', done);
        stdout.off('error', done);
        resolve();
      };
      stdout.once('drain', done);
      stdout.once('close', done);
      stdout.once('error', done);
    });
  const tableParts = (head: string[], rows: (string | number)[][], o: TableOptions): Generator<string> => layTable(columns, head, rows, o);
  return {
    columns,
    json: options.json,
    color: options.color,
    tty: options.stdout.isTTY === true,
    print(text) {
      put(`${clean(text)}\n`);
    },
    printLaidOut(table) {
      put(`${paintTokens(table, options.color)}\n`);
    },
    printJson(value) {
      // Redacted as a value, then serialised: a credential rule reading `KEY = "…"` in the
      // serialised text ate the backslash of an escaped quote and broke the JSON.
      put(`${visibleJson(JSON.stringify(redactDeep(value), null, 2))}\n`);
    },
    note(text) {
      options.stderr.write(`${clean(text)}\n`);
    },
    paint: {
      bold: paint(1, 22),
      dim: paint(2, 22),
      red: paint(31, 39),
      yellow: paint(33, 39),
      green: paint(32, 39),
      cyan: paint(36, 39),
    },
    table(head, rows, o = {}) {
      return [...tableParts(head, rows, o)].join('\n');
    },
    async printTable(head, rows, o = {}) {
      // Each part is written as soon as it is laid out, and the next one only once the reader has
      // taken it (backpressure): `cairn list | head -1` gets its line at once, and a closed pipe
      // stops the table there (issue #14).
      for (const part of tableParts(head, rows, o)) {
        if (closed()) return;
        // Every cell was redacted and folded as it was laid out (layTable): what is left is this
        // process's colour tokens, made SGR codes (or dropped) here.
        await written(`${paintTokens(part, options.color)}\n`);
      }
    },
    async printJsonStream(value) {
      for (const chunk of jsonChunks(value)) {
        if (closed()) return;
        await written(visibleJson(chunk));
      }
      if (!closed()) await written('\n');
    },
    fit(prefix, text) {
      if (columns === undefined) return text;
      const room = Math.max(20, columns - Array.from(prefix.replace(TOKEN, '')).length);
      // Colour tokens take no room and are never cut: the visible characters are counted, and
      // every token is kept (a colour opened before the cut is still closed after it).
      const parts = text.split(new RegExp(`(\uE000${KEY}:\\d{1,2}\uE001)`, 'u'));
      const visible = parts.filter((_x, i) => i % 2 === 0).reduce((n, x) => n + Array.from(x).length, 0);
      if (visible <= room) return text;
      let left = room - 1;
      let cut = false;
      const kept = parts.map((x, i) => {
        if (i % 2 === 1) return x;
        const chars = Array.from(x);
        const piece = chars.slice(0, Math.max(0, left)).join('');
        left -= chars.length;
        if (left < 0 && !cut) {
          cut = true;
          return `${piece}…`;
        }
        return left < 0 ? '' : piece;
      });
      return kept.join('');
    },
  };
}
