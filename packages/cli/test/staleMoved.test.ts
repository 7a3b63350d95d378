/**
 * A moved file is "moved to <path>", also for a memory re-verified after an edit (issue #14,
 * walk-2 item 13). `cairn reverify` binds the file as it is in the working tree; when that edit
 * is not staged, git's index still records the old content's blob, and `git mv` carries that
 * staged blob to the new path. The fingerprint index read tracked files by their staged blob
 * only, so the moved content was found nowhere and the stale reason said "deleted". Tracked
 * files whose working copy differs from git's index are now fingerprinted by their content.
 * Real child processes; the person signs on a pseudo-terminal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedSources, sandbox } from './harness.js';

interface Stale {
  stale: Array<{ id: string; changes: Array<{ path: string; change: string; movedTo?: string }> }>;
}

describe('a re-verified memory whose file is then moved with git mv', () => {
  it('is stale as "moved to <path>", not "deleted", for a range and for a whole file', () => {
    const box = sandbox();
    const git = committedSources(box);
    const range = box.json<{ id: string }>(['memorize', '--text', 'The queue retries failed jobs three times.', '--source', 'src/queue.ts:1-3']).value.id;
    const whole = box.json<{ id: string }>(['memorize', '--text', 'The service listens on port 8080.', '--source', 'src/config.ts']).value.id;

    // Edited in the working tree, not staged: both stale, then re-verified by the person.
    writeFileSync(join(box.project, 'src/queue.ts'), 'export const RETRIES = 5;\nexport function retry() {\n  return RETRIES;\n}\n');
    writeFileSync(join(box.project, 'src/config.ts'), 'export const PORT = 9090;\n');
    expect(box.json<Stale>(['stale']).value.stale).toHaveLength(2);
    for (const id of [range, whole]) {
      const r = box.person(['reverify', id]);
      expect(r.code, r.stderr).toBe(0);
    }
    expect(box.json<Stale>(['stale']).value.stale).toEqual([]);

    git('mv', 'src/queue.ts', 'src/jobs.ts');
    git('mv', 'src/config.ts', 'src/settings.ts');
    const after = box.json<Stale>(['stale']).value.stale;
    const byId = new Map(after.map((s) => [s.id, s.changes]));
    expect(byId.get(range)).toEqual([expect.objectContaining({ path: 'src/queue.ts', change: 'moved', movedTo: 'src/jobs.ts' })]);
    expect(byId.get(whole)).toEqual([expect.objectContaining({ path: 'src/config.ts', change: 'moved', movedTo: 'src/settings.ts' })]);
    expect(box.cairn(['show', range]).stdout).toContain('src/queue.ts moved to src/jobs.ts');

    // Re-verifying follows the move.
    const again = box.person(['reverify', range]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`Re-verified ${range}: bound to src/jobs.ts:1-3.`);
  }, 180_000);
});
