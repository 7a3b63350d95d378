/**
 * A bound file gone before the working tree's fingerprint index was refreshed (issue #23): a
 * plain `mv` (not `git mv`, nothing committed) read "src/queue.ts was deleted" in recall, show,
 * list and the digest until the next write, `cairn stale` or `cairn reverify` refreshed the
 * index. The reader cannot tell a move from a deletion before that refresh, and now says so:
 * "is missing (moved or deleted)", still stale. `cairn stale` refreshes, then says "moved to
 * <path>", or "was deleted" when the content is found nowhere. Real child processes, a real
 * git repository.
 */
import { renameSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedSources, gitIn, type Sandbox, sandbox } from './harness.js';

interface Stale {
  stale: Array<{ id: string; changes: Array<{ path: string; change: string; movedTo?: string }> }>;
}

/** A committed src/queue.ts and src/config.ts, each bound by a memory the person confirmed. */
function bound(): { box: Sandbox; queue: string; config: string } {
  const box = sandbox();
  committedSources(box);
  const queue = box.json<{ id: string }>(['memorize', '--text', 'The queue retries failed jobs three times.', '--source', 'src/queue.ts']).value.id;
  const config = box.json<{ id: string }>(['memorize', '--text', 'The service listens on port 8080.', '--source', 'src/config.ts:1-1']).value.id;
  expect(box.person(['confirm', queue, config]).code).toBe(0);
  return { box, queue, config };
}

const folded = (s: string): string => s.replace(/[\s│]+/gu, ' ');

describe('cairn and a bound file gone before the index was refreshed', () => {
  it('a plain mv: recall, show, list and digest say "missing (moved or deleted)", never "deleted"; cairn stale finds the move', () => {
    const { box, queue } = bound();
    renameSync(join(box.project, 'src/queue.ts'), join(box.project, 'src/jobs.ts'));

    const recall = box.cairn(['recall', 'queue', 'retries']);
    expect(recall.code).toBe(0);
    expect(recall.stdout).toMatch(/active stale/u);
    expect(folded(recall.stdout)).toContain('(may be outdated: src/queue.ts is missing (moved or deleted))');
    expect(folded(recall.stdout)).not.toContain('was deleted');
    const json = box.json<{ hits: Array<{ id: string; stale?: unknown }> }>(['recall', 'queue', 'retries']);
    expect(json.value.hits.find((h) => h.id === queue)?.stale).toEqual([{ path: 'src/queue.ts', change: 'missing' }]);
    expect(box.cairn(['show', queue]).stdout).toContain('stale:      may be outdated: src/queue.ts is missing (moved or deleted)');
    expect(box.cairn(['list']).stdout).toMatch(/active stale/u);
    expect(box.cairn(['digest']).stdout).toContain('The queue retries failed jobs three times. (may be outdated: src/queue.ts is missing (moved or deleted))');

    // A person's review refreshes the index first: the move is found, and stays found for readers.
    const stale = box.json<Stale>(['stale']);
    expect(stale.run.code).toBe(1);
    expect(stale.value.stale.find((s) => s.id === queue)?.changes).toEqual([{ path: 'src/queue.ts', change: 'moved', movedTo: 'src/jobs.ts' }]);
    expect(folded(box.cairn(['stale']).stdout)).toContain('src/queue.ts moved to src/jobs.ts');
    expect(box.cairn(['show', queue]).stdout).toContain('src/queue.ts moved to src/jobs.ts');
  }, 180_000);

  it('a deleted file is missing until cairn stale saw it go, then deleted; a git mv is moved at once', () => {
    const { box, queue, config } = bound();
    unlinkSync(join(box.project, 'src/queue.ts'));
    gitIn(box)('mv', 'src/config.ts', 'src/settings.ts');
    expect(box.cairn(['show', queue]).stdout).toContain('src/queue.ts is missing (moved or deleted)');
    expect(box.cairn(['show', config]).stdout).toContain('src/config.ts moved to src/settings.ts');
    const stale = box.json<Stale>(['stale']).value.stale;
    expect(stale.find((s) => s.id === queue)?.changes).toEqual([{ path: 'src/queue.ts', change: 'deleted' }]);
    const shown = box.cairn(['show', queue]).stdout;
    expect(shown).toContain('src/queue.ts was deleted');
    expect(shown).not.toContain('missing');
  }, 180_000);
});
