/**
 * Walk h56 MED 2: a restore (a new or wiped home, then `cairn import backup.jsonl`) wrote an
 * unsigned memory again bound to its file as it is now — its "stale" mark gone, its creation
 * time the restore's — so a memory saying "redis" over a line that now says "sqs" read as fresh.
 * An export is a file anyone could edit; what it says of a memory's age and bindings may only
 * lower it: the restored memory keeps its binding (still stale), its creation time, and a memory
 * whose cited lines are gone since the backup is kept, stale, instead of refused.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitIn, sandbox, secondHome } from './harness.js';

interface Shown {
  id: string;
  text: string;
  createdAt: string;
  stale?: { path: string; change: string }[];
  bindings?: { path: string; hash: string }[];
}

const REDIS = 'The queue backend is redis, see src/queue.ts.';
const SHORT = 'The worker pool has four workers, see src/pool.ts.';

describe('a restore of an unsigned memory keeps what only lowers it (walk h56 MED 2)', () => {
  it('a memory stale at the backup comes back stale, with its creation time; one whose lines are gone since comes back too, stale', () => {
    const box = sandbox();
    const git = gitIn(box);
    const write = (path: string, text: string): void => writeFileSync(join(box.project, path), text);
    git('init', '-q');
    mkdirSync(join(box.project, 'src'));
    write('src/queue.ts', 'export const retries = 3;\nexport const queue = "redis";\n');
    write('src/pool.ts', 'export const poolName = "jobs";\nexport const poolKind = "fixed";\nexport const workers = 4;\n');
    git('add', '.');
    git('commit', '-qm', 'one');
    const memorize = (text: string, source: string): string => {
      const r = box.json(['memorize'], { input: JSON.stringify({ text, origin: 'agent', source }) });
      expect(r.run.code, r.run.stdout + r.run.stderr).toBe(0);
      return (r.value as { id: string }).id;
    };
    const redis = memorize(REDIS, 'src/queue.ts:2');
    const short = memorize(SHORT, 'src/pool.ts:3');
    // The file changes under the first memory: stale from now on.
    write('src/queue.ts', 'export const retries = 3;\nexport const queue = "sqs";\n');
    git('commit', '-qam', 'sqs');
    const show = (id: string, env: Record<string, string> = {}): Shown => {
      const r = box.cairn(['--json', 'show', id], { env });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      return JSON.parse(r.stdout) as Shown;
    };
    const before = show(redis);
    expect(before.stale?.[0]).toMatchObject({ path: 'src/queue.ts', change: 'edited' });
    const shortBefore = show(short);
    expect(shortBefore.stale ?? []).toEqual([]);
    const backup = join(box.root, 'backup.jsonl');
    const exported = box.cairn(['export', '--all', '--out', backup]);
    expect(exported.code, exported.stdout + exported.stderr).toBe(0);
    // After the backup the second file is cut short: line 3 no longer exists.
    write('src/pool.ts', 'export const poolName = "jobs";\n');
    git('commit', '-qam', 'shorter');

    const env = secondHome(box);
    const restored = box.cairn(['import', backup], { env });
    expect(restored.code, restored.stdout + restored.stderr).toBe(0);
    const after = show(redis, env);
    expect(after.text).toBe(REDIS);
    // Still stale over the line that changed, bound to what it said when the memory was written.
    expect(after.stale?.[0]).toMatchObject({ path: 'src/queue.ts', change: 'edited' });
    expect(after.bindings?.[0]?.hash).toBe(before.bindings?.[0]?.hash);
    expect(after.createdAt).toBe(before.createdAt);
    // Nothing lost: a memory whose cited lines are past the file's end now is restored, stale.
    const shortAfter = show(short, env);
    expect(shortAfter.text).toBe(SHORT);
    expect(shortAfter.createdAt).toBe(shortBefore.createdAt);
    expect(shortAfter.stale?.[0]).toMatchObject({ path: 'src/pool.ts' });
    const stale = box.cairn(['--json', 'stale'], { env });
    // Findings: exit 1 (README), both restored memories listed.
    expect(stale.code, stale.stderr).toBe(1);
    expect((JSON.parse(stale.stdout) as { stale: { id: string }[] }).stale.map((x) => x.id).sort()).toEqual([redis, short].sort());
  });
});
