/**
 * A long table (issue #14, fourth walk item 7: `cairn list` of 10,690 memories in a pipe took
 * 66 s, nearly all of it cli-table3 laying the table out, in time that grows with the square of
 * its rows): it is laid out in parts of at most 100 rows with one set of widths (the first
 * part's), and reads exactly as the table laid out whole when no later cell is wider. Counted, not timed: no cli-table3 table holds more rows.
 */
import Table from 'cli-table3';
import { describe, expect, it, vi } from 'vitest';

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

const { createOutput } = await import('../src/output.js');

const head = ['id', 'kind', 'origin', 'status', 'age', 'source', 'text'];
const rows = Array.from({ length: 250 }, (_, i) => [
  `mem_${String(i).padStart(16, '0')}`,
  'fact',
  i % 3 ? 'repo' : 'agent',
  'candidate',
  '3 days ago',
  `notes/big${i % 7}.md:${String(i).padStart(3, '0')}-${String(i).padStart(3, '0')}`,
  // As wide in the first part as anywhere: the widths are worked out from the first part (a later,
  // wider cell: streamedOutput.test.ts).
  `Pier ${String(i).padStart(3, '0')} keeps its gauge log ${'x'.repeat(1 + (i % 50))} in the blue ledger number ${String(i).padStart(3, '0')}.`,
]);

/** The table as cli-table3 lays it out whole (the output's own options: no colours, one line a row). */
function whole(): string {
  const t = new Table({ head, style: { head: [], border: [] }, wordWrap: false, colWidths: head.map(() => null) });
  t.push(...rows);
  return t.toString();
}

describe('a long table', () => {
  it('off a terminal: laid out in parts of at most 100 rows, the same text as laid out whole', () => {
    const out = createOutput({ json: false, color: false, stdout: { isTTY: false, write: () => true } as never, stderr: process.stderr });
    const expected = whole();
    pushed.length = 0;
    const text = out.table(head, rows, { drop: ['age', 'kind', 'origin', 'source'] });
    expect(Math.max(...pushed)).toBeLessThanOrEqual(100);
    expect(text).toBe(expected);
  });

  it('on a narrow terminal: the parts are cut to the same widths as one table, each line within the terminal', () => {
    const out = createOutput({ json: false, color: false, stdout: { isTTY: true, columns: 100, write: () => true } as never, stderr: process.stderr });
    pushed.length = 0;
    const lines = out.table(head, rows, { drop: ['age', 'kind', 'origin', 'source'] }).split('\n');
    expect(Math.max(...pushed)).toBeLessThanOrEqual(100);
    const table = lines.filter((l) => /^[┌├└│]/u.test(l));
    // One top and one bottom border, a header, a line between each two rows, every row once.
    expect(table.filter((l) => l.startsWith('┌'))).toHaveLength(1);
    expect(table.filter((l) => l.startsWith('└'))).toHaveLength(1);
    expect(table.filter((l) => l.startsWith('│'))).toHaveLength(1 + rows.length);
    expect(table.filter((l) => l.startsWith('├'))).toHaveLength(rows.length);
    expect(new Set(table.map((l) => Array.from(l).length)).size).toBe(1);
    expect(Array.from(table[0] as string).length).toBeLessThanOrEqual(100);
    for (const [i, r] of rows.entries()) expect(table[3 + 2 * i]).toContain(r[0]);
  });
});

describe('a long table printed off a terminal', () => {
  // Assembled at run time so no scanner trips on it: obviously fake.
  const token = `ghp_${'FAKEfake0123456789'.repeat(2)}ab`;
  const body = token.slice(4);

  /** Prints `rows` as `cairn list` does (printTable, off a terminal) and returns what reached stdout. */
  async function printed(tableRows: string[][]): Promise<string> {
    let out = '';
    const write = (s: string): boolean => {
      out += s;
      return true;
    };
    const stdout = { isTTY: false, write } as never;
    await createOutput({ json: false, color: false, stdout, stderr: process.stderr }).printTable(head, tableRows);
    return out;
  }

  it('redacts a credential in a later row whose cell is wider than its column and is wrapped over lines', async () => {
    // The first part's text column is ~70 characters; row 150's is 400, so it is wrapped within
    // its column and the token is drawn across two lines with borders and padding between.
    const wide = rows.map((r) => [...r]);
    (wide[150] as string[])[6] = `${'Rotated the deploy key; '.repeat(3).slice(0, 60)} the old one ${token} is revoked. ${'filler '.repeat(40)}`;
    const out = await printed(wide);
    expect(out).toContain('[REDACTED:');
    expect(out).not.toContain(body.slice(0, 12));
    expect(out).not.toContain(body.slice(-12));
  });

  it('redacts a credential that spans a row whose cells hold the join itself, cell by cell', async () => {
    const odd = rows.map((r) => [...r]);
    (odd[3] as string[])[5] = 'a │ b';
    (odd[3] as string[])[6] = `token ${token} here`;
    const out = await printed(odd);
    expect(out).not.toContain(body.slice(0, 12));
    expect(out).toContain('a │ b');
  });
});
