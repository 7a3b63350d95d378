import Table from 'cli-table3';
import pc from 'picocolors';
import { redactSecrets } from '@cairn/core';

/** The colour codes this CLI emits itself (picocolors, cli-table3); every other escape is shown, not obeyed. */
const OWN_SGR = /^\u001b\[(?:1|2|22|31|32|33|36|39|90)m/;

/**
 * Makes every control character visible (`\u{1b}`), except newline, tab and the colour codes
 * the CLI emits itself: memory text must not be able to move the cursor, clear the screen or
 * hide text in front of a person who is about to confirm it.
 */
export function escapeControls(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu, (c, offset: number, whole: string) => {
    if (c === '\u001b' && OWN_SGR.test(whole.slice(offset, offset + 5))) return c;
    return `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`;
  });
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
  /** A table (cli-table3) rendered to a string; no colour codes when colour is off. */
  table(head: string[], rows: (string | number)[][]): string;
}

/**
 * Creates the output for one run. Everything printed is redacted again on the way out
 * (DESIGN.md §5), defence in depth behind the write path.
 */
export function createOutput(options: { json: boolean; color: boolean; stdout: NodeJS.WriteStream; stderr: NodeJS.WriteStream }): Output {
  const colors = pc.createColors(options.color);
  const clean = (s: string): string => escapeControls(redactSecrets(s).text);
  return {
    json: options.json,
    color: options.color,
    tty: options.stdout.isTTY === true,
    print(text) {
      options.stdout.write(`${clean(text)}\n`);
    },
    printJson(value) {
      options.stdout.write(`${clean(JSON.stringify(value, null, 2))}\n`);
    },
    note(text) {
      options.stderr.write(`${clean(text)}\n`);
    },
    paint: {
      bold: colors.bold,
      dim: colors.dim,
      red: colors.red,
      yellow: colors.yellow,
      green: colors.green,
      cyan: colors.cyan,
    },
    table(head, rows) {
      const t = new Table({
        head,
        style: options.color ? { head: ['cyan'], border: ['grey'] } : { head: [], border: [] },
        wordWrap: true,
        colWidths: head.map((h) => (h === 'text' || h === 'snippet' ? 60 : null)),
      });
      for (const row of rows) t.push(row.map(String));
      return t.toString();
    },
  };
}
