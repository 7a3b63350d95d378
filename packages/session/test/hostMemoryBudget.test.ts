/**
 * Host memory files read within one budget per write (h52-attack, "host memory files cost"): an
 * agent can write an `@import` fan-out of many large files, and every agent write re-read them
 * whole. Past the budget a file is read in part (marked truncated) or not at all.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hostMemoryObservations } from '../src/host/memoryFiles.js';
import { cleanup, sandbox } from './helpers.js';

afterEach(cleanup);

describe('host memory files: one read budget per write', () => {
  it('reads the files in order until the budget is spent: the one it reaches in part is truncated, the rest are not read', async () => {
    const box = await sandbox();
    const notes = join(box.root, 'notes');
    await mkdir(notes);
    const body = (i: number) => `Note ${i} says the release checklist lives in the wiki and is signed off.\n`.repeat(40);
    for (let i = 0; i < 4; i++) await writeFile(join(notes, `${i}.md`), body(i));
    const size = Buffer.byteLength(body(0));
    await writeFile(join(box.project, 'CLAUDE.md'), `Rules @../notes/0.md @../notes/1.md @../notes/2.md @../notes/3.md\n`);
    const key = (v: string) => `${v.length.toString(16).padStart(12, '0')}`;
    const whole = await hostMemoryObservations(box.project, join(box.root, 'nobody'), box.home, key, new Date(), { keep: false });
    expect(whole.map((o) => o.ref)).toEqual(['CLAUDE.md', ...[0, 1, 2, 3].map((i) => `${box.root}/notes/${i}.md`)]);
    expect(whole.every((o) => o.truncated !== true)).toBe(true);
    // CLAUDE.md, two notes whole and half of the third.
    const first = Buffer.byteLength(`Rules @../notes/0.md @../notes/1.md @../notes/2.md @../notes/3.md\n`);
    const budget = first + 2 * size + Math.floor(size / 2);
    const cut = await hostMemoryObservations(box.project, join(box.root, 'nobody'), box.home, key, new Date(), { keep: false, budget });
    expect(cut.map((o) => o.ref)).toEqual(['CLAUDE.md', ...[0, 1, 2].map((i) => `${box.root}/notes/${i}.md`)]);
    expect(cut.map((o) => o.truncated === true)).toEqual([false, false, false, true]);
  });
});
