/**
 * One import's memories are stored, and so listed (oldest first), in file and line order (issue
 * #14, walk 10 item 14: AGENTS.md:8 was listed before AGENTS.md:7). The writes run in groups and
 * each reached the clock in its own time; with a clock that stands still every memory had the
 * same time and the list fell back to id order, which is not the file's.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOrderedClock } from '../src/orderedClock.js';
import { cleanup, openAs, sandbox, signingPerson } from './helpers.js';

afterEach(cleanup);

const LINES = Array.from(
  { length: 20 },
  (_, i) => `Rule ${i + 1}: the ${['queue', 'cache', 'index', 'ledger', 'mailer'][i % 5]} service keeps its state in store number ${i + 1}.`,
);

describe('one import, listed oldest first', () => {
  it('stores the lines of a file in their order, even when the clock stands still', async () => {
    const { home, project } = await sandbox();
    await writeFile(join(project, 'AGENTS.md'), `# Agents\n\n${LINES.map((l) => `- ${l}`).join('\n')}\n`);
    const still = new Date();
    const s = await openAs(home, project, signingPerson(home).proof, { clock: () => still });
    try {
      await s.init();
      const summary = await s.import({ paths: ['AGENTS.md'], cwd: project });
      expect(summary.totals.new).toBe(LINES.length);
      const listed = await s.list();
      expect(listed.map((r) => r.text.replace(/^- /u, ''))).toEqual(LINES);
      // Each a millisecond after the one before, from the clock's time.
      expect(listed.map((r) => Date.parse(r.createdAt) - still.getTime())).toEqual(LINES.map((_, i) => i));
    } finally {
      await s.close();
    }
  });
});

describe('two imports of one file at once (walk 12 item 8)', () => {
  it('the second reports the lines as unchanged, as a re-import after the first does, not as sightings', async () => {
    const { home, project } = await sandbox();
    await writeFile(join(project, 'AGENTS.md'), `# Agents\n\n${LINES.map((l) => `- ${l}`).join('\n')}\n`);
    const person = signingPerson(home).proof;
    const a = await openAs(home, project, person);
    const b = await openAs(home, project, person);
    try {
      await a.init();
      const both = await Promise.all([a.import({ paths: ['AGENTS.md'], cwd: project }), b.import({ paths: ['AGENTS.md'], cwd: project })]);
      // The two may interleave line by line (which one writes a line first is the scheduler's
      // choice): each line is new to exactly one of them and unchanged to the other, never a sighting.
      const totals = both.map((x) => x.totals);
      for (const t of totals) expect([t.sightings, t.new + t.unchanged]).toEqual([0, LINES.length]);
      expect(totals.reduce((n, t) => n + t.new, 0)).toBe(LINES.length);
      const again = await a.import({ paths: ['AGENTS.md'], cwd: project });
      expect([again.totals.new, again.totals.sightings, again.totals.unchanged]).toEqual([0, 0, LINES.length]);
      expect((await a.list()).every((r) => r.evidence.length === 1)).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('createOrderedClock', () => {
  it('never goes back and never repeats, and follows the clock when it moves ahead', () => {
    let now = 1_000;
    const next = createOrderedClock(() => new Date(now));
    expect([next(), next(), next()].map((d) => d.getTime())).toEqual([1_000, 1_001, 1_002]);
    now = 500;
    expect(next().getTime()).toBe(1_003);
    now = 5_000;
    expect(next().getTime()).toBe(5_000);
  });
});
