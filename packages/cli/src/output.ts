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
   * A table (cli-table3) rendered to a string; no colour codes when colour is off. `borderless`:
   * aligned columns with no lines and no header row (for lists such as scan findings), the
   * columns named in `wrap` wrapped at the given width.
   */
  table(head: string[], rows: (string | number)[][], options?: { borderless?: boolean; wrap?: Record<string, number> }): string;
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
 * Creates the output for one run. Everything printed is redacted again on the way out
 * (DESIGN.md §5), defence in depth behind the write path.
 */
export function createOutput(options: { json: boolean; color: boolean; stdout: NodeJS.WriteStream; stderr: NodeJS.WriteStream }): Output {
  const paint =
    (open: number, close: number) =>
    (s: string): string =>
      options.color ? `${sgr(open)}${s}${sgr(close)}` : s;
  const clean = (s: string): string => foldForTerminal(redactSecrets(s).text, options.color);
  return {
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
    table(head, rows, o = {}) {
      const widths = o.wrap ?? { text: 60, snippet: 60 };
      const t = new Table({
        ...(o.borderless === true ? { chars: BORDERLESS } : { head }),
        // No colours of the table's own: they would be raw escapes (see foldForTerminal).
        style: { head: [], border: [], ...(o.borderless === true ? { 'padding-left': 0, 'padding-right': 1 } : {}) },
        wordWrap: true,
        colWidths: head.map((h) => widths[h] ?? null),
      });
      // Cells are folded to one line first, so widths are measured on what is shown; this
      // process's colour tokens are real SGR codes while the table measures them (it skips
      // them), and tokens again afterwards, since every escape in the result is one of ours.
      for (const row of rows) t.push(row.map((c) => foldLine(String(c)).replace(TOKEN, (_m, n: string) => `\u001b[${n}m`)));
      return t.toString().replace(/\u001b\[(\d{1,2})m/gu, (_m, n: string) => sgr(Number(n)));
    },
  };
}
