import { describe, expect, it } from 'vitest';
import { renderDigest } from '../../src/digest/renderDigest.js';
import { memorize } from '../../src/memorize/memorize.js';
import { confirm } from '../../src/operations/operations.js';
import { setup } from '../helpers.js';

/**
 * Issue #14, the fifth newcomer walk: the digest listed an AGENTS.md's memories in reverse file
 * order (its intro paragraph last; "Run `npm test`" after "Keep each commit focused"): equally
 * strong memories were ordered newest first, and an import writes a file top to bottom. Among
 * equally strong memories a file's follow its lines; strength still orders the rest.
 */
describe('the digest and a file’s order', () => {
  it('lists equally strong memories of one file in the file’s order; a stronger one still comes first', async () => {
    const { write, store, clock, op } = setup();
    const lines = [
      ['AGENTS.md:3-3', 'This service publishes the harbour tide tables every morning.'],
      ['AGENTS.md:7-7', 'Run `npm test` before every push to the main branch.'],
      ['AGENTS.md:8-8', 'Keep each commit focused on one change only.'],
      ['AGENTS.md:13-14', 'Use two spaces for indentation in every file.'],
    ] as const;
    const ids: string[] = [];
    for (const [n, [source, text]] of lines.entries()) {
      clock.set(`2026-03-01T09:00:00.${String(100 + n).padStart(3, '0')}Z`);
      ids.push((await memorize({ text, origin: 'repo', kind: 'convention', source }, write())).record.id);
    }
    clock.set('2026-03-01T09:05:00.000Z');
    const strong = await memorize(
      { text: 'Never force-push to the release branch.', origin: 'user', kind: 'convention', source: 'AGENTS.md:20-20', salience: 0.9 },
      write(),
    );
    clock.set('2026-03-01T09:10:00.000Z');
    // One bulk confirm: the four are equally strong (the same reinforcement).
    await confirm(ids, op());
    const md = renderDigest(await store.list(), { now: clock.now() });
    const shown = md.split('\n').filter((l) => l.startsWith('- ['));
    expect(shown.map((l) => l.replace(/^- \[[^\]]*\] /u, ''))).toEqual([strong.record.text, ...lines.map(([, text]) => text)]);
  });

  it('a budget too small for a whole file keeps the file’s beginning, not its end (walk-6 item 6)', async () => {
    const { write, store, clock, op } = setup();
    const ids: string[] = [];
    for (let n = 1; n <= 60; n++) {
      clock.set(`2026-03-01T09:00:00.${String(100 + n).padStart(3, '0')}Z`);
      const text = `Rule number ${n}: run the linter called tool${n} before committing.`;
      ids.push((await memorize({ text, origin: 'repo', kind: 'convention', source: `AGENTS.md:${n + 2}-${n + 2}` }, write())).record.id);
    }
    clock.set('2026-03-01T09:10:00.000Z');
    await confirm(ids, op());
    const md = renderDigest(await store.list(), { now: clock.now(), budget: 800 });
    const shown = md.split('\n').filter((l) => l.startsWith('- ['));
    expect(shown.length).toBeGreaterThan(2);
    expect(shown.length).toBeLessThan(60);
    expect(shown.map((l) => /Rule number (\d+)/u.exec(l)?.[1])).toEqual(shown.map((_, i) => String(i + 1)));
  });
});
