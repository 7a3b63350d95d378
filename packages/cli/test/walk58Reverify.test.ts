/**
 * Walk h58, finding 4: after `cairn reverify` of a memory whose source file moved, `list` and
 * `recall` still showed the old path. They show the file the memory is bound to now; the old
 * source stays in the record's evidence (`show --json`).
 */
import { describe, expect, it } from 'vitest';
import { committedSources, sandbox } from './harness.js';

interface Rec {
  evidence: { source: string | null }[];
  bindings?: { path: string }[];
}

describe('a re-verified memory whose file moved', () => {
  it('list and recall show the current source; the old one stays in the evidence', () => {
    const box = sandbox();
    const git = committedSources(box);
    const id = box.json<{ id: string }>(['memorize', '--text', 'The queue retries failed jobs three times.', '--source', 'src/queue.ts:1-3']).value.id;
    git('mv', 'src/queue.ts', 'src/jobs.ts');
    // Before the reverify the old path is still what it is bound to (stale: moved).
    expect(box.cairn(['list'], { env: { COLUMNS: '200' } }).stdout).toContain('src/queue.ts:1-3');
    const again = box.person(['reverify', id]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`Re-verified ${id}: bound to src/jobs.ts:1-3.`);
    const list = box.cairn(['list'], { env: { COLUMNS: '200' } });
    expect(list.stdout).toContain('src/jobs.ts:1-3');
    expect(list.stdout).not.toContain('src/queue.ts');
    const recall = box.json<{ hits: { id: string; sources: string[] }[] }>(['recall', 'queue retries', '--include-candidates']);
    expect(recall.value.hits.find((h) => h.id === id)?.sources).toEqual(['src/jobs.ts:1-3']);
    const table = box.cairn(['recall', 'queue retries', '--include-candidates'], { env: { COLUMNS: '200' } });
    expect(table.stdout).toContain('src/jobs.ts:1-3');
    expect(table.stdout).not.toContain('src/queue.ts');
    // Nothing lost: the evidence keeps where it was written from.
    const shown = box.json<Rec>(['show', id]).value;
    expect(shown.evidence.map((e) => e.source)).toEqual(['src/queue.ts:1-3']);
    expect(shown.bindings?.map((b) => b.path)).toEqual(['src/jobs.ts']);
  }, 180_000);
});
