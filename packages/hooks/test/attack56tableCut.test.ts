import { createHmac } from 'node:crypto';
import { boundedRedactor, createShingler } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { readOutput } from '../src/toolEvents.js';

/**
 * Attack h56 H2 (a guessable password's keyed print in the home; h55 G6's class, not closed by its
 * fix): core's table rule (core redact/tablePatterns.ts) redacts the cells of a column its HEADER
 * names (`password`): CSV, a Markdown table, `INSERT INTO t (…, password) VALUES (…), (…)`.
 * Past SHINGLE_TEXT_CAP (32 KiB) createShingler cuts the output into 64 Ki pieces and the hook's
 * boundedRedactor reads each piece with only the previous piece's last 3 lines / 512 characters
 * (h55-fixG's overlap). The header is on the first line: every row of the 2nd piece on has no
 * header before it, so its password cells are fingerprinted as written — an offline-guessable keyed
 * print of each password beside the home's key. Natural case: a Read or `cat` of a seed/fixture
 * users.csv with a notes column, an export of a users table with its comments.
 * Test: the real readOutput → createShingler → boundedRedactor chain; the pieces the redactor hands
 * back are what is fingerprinted. Control: the same table under 32 KiB is redacted whole.
 */
const key = (s: string): string => createHmac('sha256', 'h56-key').update(s).digest('hex');
const PASSWORD = /summer[0-9]+harbour/u;

/** A users.csv with a notes column (about 700 characters a row): 120 rows pass 64 Ki, under the table rule's 128-row cap (H3). */
const NOTE =
  'moved from the legacy billing system during the spring migration, see the runbook for the access review that followed and the contact list of the team'.repeat(
    4,
  );
const csv = (rows: number): string =>
  ['email,password,notes', ...Array.from({ length: rows }, (_, i) => `user${i}@example.org,summer${i}harbour,"${NOTE} ${i}"`)].join('\n');

function piecesRead(text: string, path: string): string[] {
  const bounded = boundedRedactor();
  const seen: string[] = [];
  const shingler = createShingler(key, {
    redact: (piece) => {
      const out = bounded(piece);
      seen.push(out);
      return out;
    },
  });
  const lines = text.split('\n').length;
  readOutput({ type: 'text', file: { filePath: path, content: text, numLines: lines, startLine: 1, totalLines: lines } }, shingler);
  shingler.finish();
  return seen;
}
const leaked = (seen: string[]): string | undefined => seen.find((p) => PASSWORD.test(p))?.match(PASSWORD)?.[0];

describe('attack h56 H2: a password column past the first 64 Ki piece loses its header', () => {
  it('control: the same users.csv under 32 KiB (40 rows) is redacted whole', () => {
    const seen = piecesRead(csv(40), '/p/seed/users.csv');
    expect(seen).toHaveLength(1);
    expect(seen.join('\n')).toContain('[REDACTED');
    expect(leaked(seen)).toBeUndefined();
  });

  it('a users.csv of 120 long rows (two pieces, under the 128-row cap): no piece holds a password (fixed: the header is carried into later pieces)', () => {
    const seen = piecesRead(csv(120), '/p/seed/users.csv');
    expect(seen.length).toBeGreaterThan(1);
    expect(leaked(seen)).toBeUndefined();
  });

  it('near miss: a table that ended before the cut carries no header — a later comma line is kept', () => {
    const prose = `${'The migration notes go on about the review of the access lists and the team. '.repeat(12)}\n`.repeat(80);
    const later = ['alpha', ['beta', '7', 'harbourx'].join(''), 'gamma'].join(',');
    const seen = piecesRead(`${csv(5)}\n\n${prose}${later}\n`, '/p/seed/notes.csv');
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.join('')).toContain(later);
  });
});
