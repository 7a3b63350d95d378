import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBinder } from '../src/index.js';

let dir: string | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

/**
 * Issue #14, the fifth newcomer walk, item 6: an import binds each memory to its lines of the
 * same file, and the binder counted the file's lines anew for each (with core normalising the
 * whole file for each range): 3,000 list items spent 26 s of a 70 s dry run there. The file's
 * text is split into lines once however many of its ranges are bound.
 */
describe('binding many ranges of one file', () => {
  it('splits the file into lines once, and binds each range to its own lines', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cairn-bind-many-'));
    const text = `${Array.from({ length: 600 }, (_, i) => `- Rule ${i}: check the harbour gauge ${i}.`).join('\n')}\n`;
    await writeFile(join(dir, 'AGENTS.md'), text);
    const binder = createBinder(dir);
    binder.bind('AGENTS.md', [1, 1]);
    const split = vi.spyOn(String.prototype, 'split');
    const counts: number[] = [];
    for (let line = 2; line <= 600; line++) {
      const outcome = binder.bind('AGENTS.md', [line, line]);
      if (!('binding' in outcome)) throw new Error(`not bound: ${outcome.refused}`);
      counts.push(outcome.binding.count ?? 0);
    }
    expect(counts.every((c) => c === 1)).toBe(true);
    // Splits of the whole file's text: none once the first range was bound (it was two per range).
    expect(split.mock.contexts.filter((c) => String(c) === text).length).toBe(0);
    // Past the end is still refused with the file's length.
    expect(binder.bind('AGENTS.md', [601, 601])).toMatchObject({ invalid: true, refused: expect.stringContaining('which has 600 lines') });
  });
});
