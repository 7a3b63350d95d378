/**
 * Issue #14: at 80 columns `cairn list`'s table gave the memory's text about 6 characters —
 * seven columns shared the width. On a narrow terminal the columns a person needs least are
 * left out (age, kind, origin, source; for recall also evidence) until the text keeps at least
 * 40 of its characters, and a line under the table says what was left out. COLUMNS wins on a
 * terminal (a wider pseudo-terminal here); in a pipe every column is there, whole. Built CLI on
 * a pseudo-terminal (`script`), child processes.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, type Sandbox, sandbox } from './harness.js';
import { ptyEnv } from './pty.js';

const TEXT = 'The harbour API listens on port 8080 and reads the tide tables from the cache for one hour.';

/** The built CLI with COLUMNS=`columns` on a pseudo-terminal 200 columns wide. */
function at(box: Sandbox, columns: number, args: readonly string[]) {
  const quoted = [process.execPath, BIN, ...args].map((w) => `'${w.replace(/'/gu, `'\\''`)}'`).join(' ');
  const child = spawn('script', ['-qec', `stty cols 200 rows 60; ${quoted}`, '/dev/null'], {
    cwd: box.project,
    env: { ...ptyEnv(box), TERM: 'dumb', COLUMNS: String(columns) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8'); // one decoder: a character split over two chunks stays whole
  child.stdout.on('data', (d: string) => {
    output += d;
  });
  return new Promise<{ code: number | null; lines: string[] }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, lines: output.replace(/\r/gu, '').split('\n') });
    });
  });
}

/** The cells of the table's header row and of the row holding `id`. */
function row(lines: readonly string[], startsWith: string): string[] {
  const line = lines.find((l) => l.startsWith('│') && l.slice(1).trim().startsWith(startsWith));
  if (line === undefined) throw new Error(`no row starting ${startsWith} in:\n${lines.join('\n')}`);
  return line
    .split('│')
    .slice(1, -1)
    .map((c) => c.trim());
}

describe('a narrow terminal keeps the text readable (issue #14)', () => {
  it('list and recall at 80 columns: the text keeps 40 characters, the columns left out are named; wide and piped, all are there', async () => {
    const box = sandbox();
    expect(box.cairn(['memorize', '--text', TEXT]).code).toBe(0);
    const [{ id }] = box.json<{ id: string }[]>(['list']).value as [{ id: string }];

    const narrow = await at(box, 80, ['list']);
    expect(narrow.code, narrow.lines.join('\n')).toBe(0);
    expect(narrow.lines.filter((l) => Array.from(l).length > 80)).toEqual([]);
    expect(row(narrow.lines, 'id')).toEqual(['id', 'status', 'text']);
    const [shownId, , text] = row(narrow.lines, id);
    expect(shownId).toBe(id);
    expect(text?.endsWith('…')).toBe(true);
    expect(TEXT.startsWith((text as string).slice(0, -1))).toBe(true);
    expect(Array.from(text as string).length).toBeGreaterThanOrEqual(40);
    expect(narrow.lines).toContain('Not shown: kind, origin, age, source (a wider terminal or --json).');

    const recall = await at(box, 80, ['recall', '--include-candidates', 'harbour']);
    expect(recall.code, recall.lines.join('\n')).toBe(0);
    expect(recall.lines.filter((l) => Array.from(l).length > 80)).toEqual([]);
    expect(row(recall.lines, 'id')).toEqual(['id', 'score', 'status', 'snippet']);
    expect(Array.from(row(recall.lines, id)[3] as string).length).toBeGreaterThanOrEqual(35);
    expect(recall.lines).toContain('Not shown: kind, origin, evidence, age, source (a wider terminal or --json).');

    const wide = await at(box, 200, ['list']);
    expect(row(wide.lines, 'id')).toEqual(['id', 'kind', 'origin', 'status', 'age', 'source', 'text']);
    expect(row(wide.lines, id)[6]).toBe(TEXT);
    expect(wide.lines.some((l) => l.startsWith('Not shown'))).toBe(false);

    const piped = box.cairn(['list'], { env: { COLUMNS: '80' } });
    expect(piped.stdout).toContain(TEXT);
    expect(piped.stdout).toMatch(/│ id +│ kind +│ origin +│ status +│ age +│ source +│ text +│/u);
    expect(piped.stdout).not.toContain('Not shown');
  }, 120_000);
});
