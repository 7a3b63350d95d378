/**
 * A long listing written part by part (issue #14: `cairn list | head -1` laid every row out
 * first). In-process, on stand-in streams: what `printTable` writes is what `print(table(…))`
 * wrote — the whole table as cli-table3 lays it out, for a small table and for a long one whose
 * widest cells are in its first part; a later, wider cell keeps the columns aligned (whole on
 * its one line off a terminal, so a pipe into grep sees every row whole; cut on one); the writing stops once the reader is gone; and
 * `printJsonStream` writes exactly `printJson`'s bytes. Rows laid out are counted, never timed.
 */
import { EventEmitter } from 'node:events';
import Table from 'cli-table3';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken } from './harness.js';

const pushed: number[] = [];
vi.mock('cli-table3', async (original) => {
  const Real = ((await original()) as { default: typeof Table }).default;
  class Counting extends Real {
    override push(...rows: Array<Table.HorizontalTableRow | Table.VerticalTableRow | Table.CrossTableRow>): number {
      pushed.push(rows.length);
      return super.push(...rows);
    }
  }
  return { default: Counting };
});

const { BORDERLESS, createOutput, jsonChunks } = await import('../src/output.js');
const { endQuietlyOnClosedPipe } = await import('../src/closedPipe.js');
const { redactDeep } = await import('@cairn/session');

/** A stand-in stdout that keeps what is written; `failAfter` writes, its reader goes away (EPIPE). */
function stream(o: { tty?: boolean; columns?: number; failAfter?: number } = {}): NodeJS.WriteStream & { written: string[] } {
  const s = Object.assign(new EventEmitter(), {
    isTTY: o.tty === true,
    columns: o.columns,
    written: [] as string[],
    write(text: string): boolean {
      if (o.failAfter !== undefined && s.written.length >= o.failAfter) {
        process.nextTick(() => s.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })));
        return false;
      }
      s.written.push(text);
      return true;
    },
  });
  return s as unknown as NodeJS.WriteStream & { written: string[] };
}

const output = (stdout: NodeJS.WriteStream) => createOutput({ json: false, color: false, stdout, stderr: stream() });

const head = ['id', 'kind', 'origin', 'status', 'age', 'source', 'text'];
/** Rows whose cells are all as wide as those of the first part (the number padded to 3 digits). */
const even = (n: number): string[][] =>
  Array.from({ length: n }, (_, i) => [
    `mem_${String(i).padStart(16, '0')}`,
    'fact',
    i % 3 ? 'repo' : 'agent',
    'candidate',
    '3 days ago',
    `notes/big${i % 7}.md:${String(i).padStart(3, '0')}`,
    `Pier ${String(i).padStart(3, '0')} keeps its gauge log ${'x'.repeat(1 + (i % 50))} in the blue ledger.`,
  ]);

/** The table as cli-table3 lays it out whole, with the output's options (the text before parts). */
function whole(rows: string[][], borderless = false): string {
  const t = new Table({
    ...(borderless
      ? {
          chars: BORDERLESS,
        }
      : { head }),
    style: { head: [], border: [], ...(borderless ? { 'padding-left': 0, 'padding-right': 1 } : {}) },
    wordWrap: false,
    colWidths: head.map(() => null),
  });
  t.push(...rows);
  return t.toString();
}

describe('a table written part by part', () => {
  it('a small table: printTable writes what print(table(…)) wrote, the table as laid out whole', async () => {
    const rows = even(7);
    for (const tty of [false, true]) {
      const a = stream({ tty, columns: 100 });
      const b = stream({ tty, columns: 100 });
      await output(a).printTable(head, rows, { drop: ['age', 'kind', 'origin', 'source'] });
      output(b).printLaidOut(output(b).table(head, rows, { drop: ['age', 'kind', 'origin', 'source'] }));
      expect(a.written.join('')).toBe(b.written.join(''));
      if (!tty) expect(a.written.join('')).toBe(`${whole(rows)}\n`);
    }
  });

  it('a long table whose widest cells are in its first part: the same text as laid out whole, one write a part', async () => {
    const rows = even(250);
    const s = stream();
    pushed.length = 0;
    await output(s).printTable(head, rows, { drop: ['age', 'kind', 'origin', 'source'] });
    expect(Math.max(...pushed)).toBeLessThanOrEqual(100);
    expect(s.written).toHaveLength(3);
    expect(s.written.join('')).toBe(`${whole(rows)}\n`);
    const borderless = stream();
    await output(borderless).printTable(head, rows, { borderless: true });
    expect(borderless.written).toHaveLength(3);
    expect(borderless.written.join('')).toBe(`${whole(rows, true)}\n`);
  });

  it('a later cell wider than the first part: whole on one line off a terminal (every column as wide as its widest cell), cut on one; the columns stay aligned', async () => {
    const rows = even(150);
    const wide = `Pier 120 keeps its gauge log in the blue ledger, and ${'the tide table beside it '.repeat(6)}end.`;
    (rows[120] as string[])[6] = wide;
    const off = stream();
    await output(off).printTable(head, rows);
    const lines = off.written.join('').split('\n').filter(Boolean);
    expect(new Set(lines.map((l) => Array.from(l).length)).size).toBe(1);
    // One line a row: the widths are measured over every row before the first part is written.
    expect(lines.find((l) => l.includes('mem_0000000000000120'))).toContain(wide);
    const at = lines.findIndex((l) => l.includes('mem_0000000000000120'));
    // The row's text column, line after line, until the next separator: the whole text.
    const cell = lines
      .slice(at)
      .filter((_l, i, all) => i < all.findIndex((l) => l.startsWith('├')))
      .map((l) => (l.split('│')[7] as string).slice(1).trimEnd())
      .join('');
    expect(cell).toBe(wide);
    const on = stream({ tty: true, columns: 200 });
    await output(on).printTable(head, rows);
    const shown = on.written.join('').split('\n').filter(Boolean);
    expect(new Set(shown.map((l) => Array.from(l).length)).size).toBe(1);
    expect(shown.find((l) => l.includes('mem_0000000000000120'))).toContain('…');
  });

  it('stops once the reader is gone: the parts after it are never laid out', async () => {
    const s = stream({ failAfter: 1 });
    endQuietlyOnClosedPipe([s]);
    pushed.length = 0;
    await output(s).printTable(head, even(1000));
    expect(s.written).toHaveLength(1);
    // The first part measured, fitted and written, the second written: nothing past it.
    expect(pushed.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(400);
  });
});

describe('--json written element by element', () => {
  const token = fakeToken();
  const values: unknown[] = [
    [],
    {},
    [{ id: 'mem_1', text: `uses ${token}`, tags: ['a', 'b'], when: new Date(0), none: undefined }, 'two', 3, null, undefined],
    { hits: [{ id: 'mem_2', nested: { deep: [1, [2, 3]] } }], skipped: [], note: `key ${token}`, [`k${token}`]: [1] },
    { decisions: [] },
    'plain',
    42,
  ];

  it('the pieces joined are JSON.stringify of the redacted value, and printJsonStream writes printJson’s bytes', async () => {
    for (const v of values) {
      expect([...jsonChunks(v)].join('')).toBe(JSON.stringify(redactDeep(v), null, 2));
      const a = stream();
      const b = stream();
      await output(a).printJsonStream(v);
      output(b).printJson(v);
      expect(a.written.join('')).toBe(b.written.join(''));
      expect(a.written.join('')).not.toContain(token.slice(0, 12));
    }
  });

  it('stops once the reader is gone', async () => {
    const s = stream({ failAfter: 3 });
    endQuietlyOnClosedPipe([s]);
    await output(s).printJsonStream(Array.from({ length: 500 }, (_, i) => ({ id: `mem_${i}` })));
    expect(s.written).toHaveLength(3);
  });
});
