import { randomBytes } from 'node:crypto';
import Table from 'cli-table3';
import { foldLine, foldText, redactDeep, redactSecrets } from '@cairn/session';

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
  return foldText(text, { hidden: false }).text.replace(TOKEN, (_m, n: string) => (color ? `\u001b[${n}m` : ''));
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
  table(
    head: string[],
    rows: (string | number)[][],
    options?: { borderless?: boolean; minWidths?: Record<string, number>; reserve?: number; drop?: readonly string[] },
  ): string;
  /**
   * `text` cut with an ellipsis so that a line starting with `prefix` (already printed before it,
   * same line) fits {@link Output.columns}; whole off a terminal. At least 20 characters stay.
   */
  fit(prefix: string, text: string): string;
}

/** Columns a table never cuts to fit a terminal: an id cut in two cannot be copied (issue #14). */
export const NEVER_CUT: ReadonlySet<string> = new Set(['id', 'where', 'severity', 'score']);

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
const BORDERLESS = Object.fromEntries(
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

/**
 * Creates the output for one run. Everything printed is redacted again on the way out
 * (DESIGN.md §5), defence in depth behind the write path.
 */
export function createOutput(options: { json: boolean; color: boolean; stdout: NodeJS.WriteStream; stderr: NodeJS.WriteStream }): Output {
  const paint =
    (open: number, close: number) =>
    (s: string): string =>
      options.color ? `${sgr(open)}${s}${sgr(close)}` : s;
  const clean = (s: string): string => foldForTerminal(redactSecrets(s).text, options.color);
  const columns = terminalColumns(options.stdout);
  return {
    columns,
    json: options.json,
    color: options.color,
    tty: options.stdout.isTTY === true,
    print(text) {
      options.stdout.write(`${clean(text)}\n`);
    },
    printJson(value) {
      // Redacted as a value, then serialised: a credential rule reading `KEY = "…"` in the
      // serialised text ate the backslash of an escaped quote and broke the JSON.
      options.stdout.write(`${visibleJson(JSON.stringify(redactDeep(value), null, 2))}\n`);
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
    table(allHead, rows, o = {}) {
      const borderless = o.borderless === true;
      const least = o.minWidths ?? {};
      // Cells are folded to one line first, so widths are measured on what is shown; this
      // process's colour tokens are real SGR codes while the table measures them (it skips
      // them), and tokens again afterwards, since every escape in the result is one of ours.
      const allCells = rows.map((row) => row.map((c) => foldLine(String(c)).replace(TOKEN, (_m, n: string) => `\u001b[${n}m`)));
      const dropped: string[] = [];
      for (;;) {
        const keep = allHead.map((h) => !dropped.includes(h));
        const head = allHead.filter((_h, i) => keep[i]);
        const kept = allCells.map((row) => row.filter((_c, i) => keep[i]));
        const laid = layout(head, kept, false);
        const next = (o.drop ?? []).find((h) => head.includes(h) && !dropped.includes(h));
        const main = head.findIndex((h) => MAIN_COLUMNS.has(h));
        const shown = main < 0 ? undefined : laid.fitted[main];
        const wanted = main < 0 ? undefined : Math.min(laid.natural[main] ?? 0, MAIN_LEAST + (borderless ? 1 : 2));
        if (next !== undefined && shown !== undefined && wanted !== undefined && shown < wanted) {
          dropped.push(next);
          continue;
        }
        // Nothing more to drop: the memory's column takes its least from the cut columns left.
        const final = o.drop === undefined ? laid : layout(head, kept, true);
        const text = final.text.replace(/\u001b\[(\d{1,2})m/gu, (_m, n: string) => sgr(Number(n)));
        if (dropped.length === 0) return text;
        const names = allHead.filter((h) => dropped.includes(h));
        const said = `Not shown: ${names.join(', ')} (a wider terminal or --json).`;
        const note = Array.from(said).length <= (columns ?? 0) ? said : `Not shown: ${names.length} columns (a wider terminal or --json).`;
        return `${text}\n${sgr(2)}${note}${sgr(22)}`;
      }
      /** The table of `head` laid out for the terminal: its text, and the widths as laid out and as the cells would have them. */
      function layout(head: string[], cells: string[][], keepMain: boolean): { text: string; fitted: number[]; natural: number[] } {
        const renderPart = (part: string[][], colWidths: (number | null)[], withHead: boolean): { text: string; widths: (number | null)[] } => {
          const t = new Table({
            ...(borderless ? { chars: BORDERLESS } : withHead ? { head } : {}),
            // No colours of the table's own: they would be raw escapes (see foldForTerminal).
            style: { head: [], border: [], ...(borderless ? { 'padding-left': 0, 'padding-right': 1 } : {}) },
            // One line per row: a cell too wide for its column is cut with an ellipsis, never wrapped.
            wordWrap: false,
            colWidths: [...colWidths],
          });
          t.push(...part);
          const text = t.toString();
          // cli-table3 fills in the widths it laid the table out with (padding included).
          return { text, widths: t.options.colWidths };
        };
        // cli-table3 lays a table out in time that grows with the square of its rows (its row-span
        // bookkeeping: fillInTable, conflictExists): 10,000 rows took 75 s, 1,000 took 3 s (issue
        // #14, fourth walk item 7: `cairn list` of 10,690 memories in a pipe, 66 s). A long
        // bordered table is laid out in parts of TABLE_PART rows with one set of widths — the
        // widest each part measured — and the parts joined as one table: the same text.
        const render = (colWidths: (number | null)[]): { text: string; widths: (number | null)[] } => {
          if (borderless || cells.length <= TABLE_PART) return renderPart(cells, colWidths, true);
          const parts: string[][][] = [];
          for (let i = 0; i < cells.length; i += TABLE_PART) parts.push(cells.slice(i, i + TABLE_PART));
          let widths = colWidths;
          if (widths.some((w) => w === null)) {
            const measured = parts.map((part) => renderPart(part, colWidths, true).widths);
            widths = colWidths.map((w, i) => w ?? Math.max(...measured.map((m) => (typeof m[i] === 'number' ? (m[i] as number) : 0))));
          }
          const lines = parts.flatMap((part, k) => {
            const own = renderPart(part, widths, k === 0).text.split('\n');
            // Each part but the last ends at the next part's first row: its bottom border goes,
            // and the next part's top border becomes the line between two rows.
            if (k < parts.length - 1) own.pop();
            if (k > 0) own[0] = (own[0] as string).replace('┌', '├').replaceAll('┬', '┼').replace('┐', '┤');
            return own;
          });
          return { text: lines.join('\n'), widths };
        };
        const natural = render(head.map((h) => (least[h] !== undefined ? least[h] : null)));
        const widths = natural.widths;
        if (columns === undefined || widths.length !== head.length || widths.some((w) => typeof w !== 'number'))
          return { text: natural.text, fitted: [], natural: [] };
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
        const text = fitted.every((w, i) => w === widths[i]) ? natural.text : render(fitted).text;
        return { text, fitted, natural: widths as number[] };
      }
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
