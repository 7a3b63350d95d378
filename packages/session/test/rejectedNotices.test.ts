/**
 * `rejectedNotices` (issue #14, walk 13 F4): the lines of one file a person rejected that an
 * import skipped are said one by one up to three, in the printed form (`AGENTS.md:5`, not
 * `AGENTS.md:5-5`), and more as one notice with the count and merged line spans.
 */
import { describe, expect, it } from 'vitest';
import { rejectedNotices } from '../src/usecases/importMemories.js';

describe('rejectedNotices', () => {
  it('up to three: one notice each, a one-line range said as its line', () => {
    expect(rejectedNotices('AGENTS.md', '2026-12-05', ['AGENTS.md:5-5', 'AGENTS.md:9-11'])).toEqual([
      'AGENTS.md:5 rejected by you on 2026-12-05: skipped.',
      'AGENTS.md:9-11 rejected by you on 2026-12-05: skipped.',
    ]);
  });

  it('more: one notice, adjacent and overlapping ranges merged, the first five spans and …', () => {
    const run = Array.from({ length: 128 }, (_, i) => `docs/notes.md:${i + 1}-${i + 1}`);
    expect(rejectedNotices('docs/notes.md', '2026-12-05', run)).toEqual(['docs/notes.md: 128 memories rejected by you on 2026-12-05 (lines 1-128): skipped.']);
    const scattered = ['n.md:1-2', 'n.md:3-3', 'n.md:5-5', 'n.md:7-9', 'n.md:8-10', 'n.md:20-20', 'n.md:30-30', 'n.md:40-40', 'n.md:50-50'];
    expect(rejectedNotices('n.md', '2026-12-05', scattered)).toEqual([
      'n.md: 9 memories rejected by you on 2026-12-05 (lines 1-3, 5, 7-10, 20, 30, …): skipped.',
    ]);
    expect(rejectedNotices('m.jsonl', '2026-12-05', ['a', 'b', 'c', 'd'])).toEqual(['m.jsonl: 4 memories rejected by you on 2026-12-05: skipped.']);
  });
});
