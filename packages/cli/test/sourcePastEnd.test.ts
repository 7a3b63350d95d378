/**
 * A source line range past its file's end (issue #14, walk-1 item 9: `--source README.md:900-910`
 * on a 20-line file was stored silently, the JSON's `unbound` the only trace). Such a range is a
 * wrong reference, not a source Cairn cannot bind (issue #23 records those — outside the project,
 * a FIFO, a file over the size cap — as text only): the write is refused, exit 2, with the file's
 * length, and nothing is stored. A range inside the file that holds only blank lines is still
 * recorded as text only, and the human output now says so. Real child processes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

const README = `${Array.from({ length: 20 }, (_, i) => `line ${i + 1} of the readme`).join('\n')}\n\n\n`;

describe('a source line range past the end of its file', () => {
  it('is refused with exit 2, naming the file and its length; nothing is stored', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'README.md'), README);
    const r = box.cairn(['memorize', '--text', 'The harbour API has no rate limit at all.', '--source', 'README.md:900-910']);
    expect(r.code, r.stdout).toBe(2);
    expect(r.stderr.replace(/\s+/gu, ' ')).toContain(
      'The source README.md:900-910 is past the end of README.md, which has 22 lines. Give lines inside it (README.md:1-22) or the file alone (README.md); nothing was stored.',
    );
    expect(box.json<unknown[]>(['list']).value).toEqual([]);
    // Through the JSON request the same.
    const j = box.cairn(['memorize'], { input: JSON.stringify({ text: 'The harbour API has no rate limit.', origin: 'agent', source: 'README.md:23-24' }) });
    expect(j.code).toBe(2);
    expect(j.stderr).toContain('past the end of README.md, which has 22 lines');
  });

  it('a range inside the file is bound; one of blank lines is stored as text only and the output says so', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'README.md'), README);
    const inside = box.json<{ bound?: string[] }>(['memorize', '--text', 'The readme has twenty lines.', '--source', 'README.md:19-20']);
    expect(inside.run.code).toBe(0);
    expect(inside.value.bound).toEqual(['README.md:19-20']);
    const blank = box.cairn(['memorize', '--text', 'The readme ends with blank lines.', '--source', 'README.md:21-22']);
    expect(blank.code, blank.stderr).toBe(0);
    expect(blank.stdout.replace(/\s+/gu, ' ')).toContain('not bound to its source: lines 21-22 are empty or past the end of the file; recorded as text only');
  });
});
