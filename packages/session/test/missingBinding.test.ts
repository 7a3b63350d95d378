/**
 * A bound file that is gone before the working tree's fingerprint index was refreshed (issue
 * #23): a plain `mv` (not `git mv`, nothing committed) is not in git's index, and the stored
 * index lists the new path only once a write, `cairn stale` or `cairn reverify` refreshed it —
 * a recall never scans the folder. Until then the reader cannot tell a move from a deletion and
 * says so: "missing (moved or deleted)", stale (never fresh). Once a refresh saw it go: "moved
 * to <path>" when its content is indexed elsewhere, else "deleted". Real git repositories.
 */
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadKeyring } from '@cairn/person';
import { afterEach, describe, expect, it } from 'vitest';
import { openProject, type ProjectSession } from '../src/index.js';
import { cleanup, git, sandbox, signingPerson } from './helpers.js';

afterEach(cleanup);

const QUEUE = 'export class Queue {\n  private items: string[] = [];\n  push(x: string) {\n    this.items.push(x);\n  }\n}\n';
const CONFIG = 'export const PORT = 8080;\nexport const HOST = "localhost";\n';

const open = async (home: string, dir: string): Promise<ProjectSession> =>
  openProject({
    home,
    project: dir,
    cwd: dir,
    env: {},
    channel: 'cli',
    client: 'vitest',
    personProof: signingPerson(home).proof,
    keyring: (await loadKeyring(home)).keyring,
  });

/** A committed repository with two files, each bound by a memory (whole file, and a range). */
async function repo() {
  const box = await sandbox();
  const dir = box.project;
  await mkdir(join(dir, 'src'));
  await writeFile(join(dir, 'src/queue.ts'), QUEUE);
  await writeFile(join(dir, 'src/config.ts'), CONFIG);
  git(dir, 'init', '-q');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'one');
  const s = await open(box.home, dir);
  await s.init();
  const q = await s.memorize({ text: 'The queue keeps its items in a private array.', origin: 'agent', source: 'src/queue.ts' });
  const c = await s.memorize({ text: 'The service listens on port 8080.', origin: 'agent', source: 'src/config.ts:1-1' });
  if (q.declined || c.declined) throw new Error('declined');
  await s.close();
  /** What a new process's reader (show) says, without refreshing anything. */
  const staleOf = async (id: string) => {
    const r = await open(box.home, dir);
    try {
      return (await r.get(id)).stale;
    } finally {
      await r.close();
    }
  };
  /** A new process's `cairn stale`: refreshes the index, then lists. */
  const review = async () => {
    const r = await open(box.home, dir);
    try {
      return new Map((await r.stale()).map((x) => [x.record.id, x.changes]));
    } finally {
      await r.close();
    }
  };
  return { ...box, dir, queue: q.result.record.id, config: c.result.record.id, staleOf, review };
}

describe('a bound file gone before the fingerprint index was refreshed', () => {
  it('a plain mv reads "missing (moved or deleted)" until a refresh, then "moved to <path>"', async () => {
    const t = await repo();
    await rename(join(t.dir, 'src/queue.ts'), join(t.dir, 'src/jobs.ts'));
    await rename(join(t.dir, 'src/config.ts'), join(t.dir, 'settings.ts'));
    expect(await t.staleOf(t.queue)).toEqual([{ path: 'src/queue.ts', change: 'missing' }]);
    expect(await t.staleOf(t.config)).toEqual([{ path: 'src/config.ts', lines: [1, 1], change: 'missing' }]);

    // The receipts and the digest say it in words, and it ranks as stale.
    const r = await open(t.home, t.dir);
    try {
      const hit = (await r.recall({ query: 'queue items private array', includeCandidates: true })).hits.find((h) => h.id === t.queue);
      expect(hit?.staleLabel).toBe('may be outdated: src/queue.ts is missing (moved or deleted)');
      expect(hit?.stale).toEqual([{ path: 'src/queue.ts', change: 'missing' }]);
    } finally {
      await r.close();
    }

    const listed = await t.review();
    expect(listed.get(t.queue)).toEqual([{ path: 'src/queue.ts', change: 'moved', movedTo: 'src/jobs.ts' }]);
    expect(listed.get(t.config)).toEqual([{ path: 'src/config.ts', lines: [1, 1], change: 'moved', movedTo: 'settings.ts' }]);
    // A reader after the refresh finds it too (the stored index), without refreshing.
    expect(await t.staleOf(t.queue)).toEqual([{ path: 'src/queue.ts', change: 'moved', movedTo: 'src/jobs.ts' }]);

    // Moved on again after that refresh (a plain mv): where the index saw it, it is no longer,
    // so it is missing again — not deleted — until the next refresh finds it.
    await rename(join(t.dir, 'src/jobs.ts'), join(t.dir, 'src/worker.ts'));
    expect(await t.staleOf(t.queue)).toEqual([{ path: 'src/queue.ts', change: 'missing' }]);
    expect((await t.review()).get(t.queue)).toEqual([{ path: 'src/queue.ts', change: 'moved', movedTo: 'src/worker.ts' }]);
  });

  it('a plain mv after a refresh is found moved; a write refreshes the index as `cairn stale` does', async () => {
    const t = await repo();
    await rename(join(t.dir, 'src/queue.ts'), join(t.dir, 'src/jobs.ts'));
    const w = await open(t.home, t.dir);
    await w.memorize({ text: 'The jobs module is new.', origin: 'agent' });
    await w.close();
    expect(await t.staleOf(t.queue)).toEqual([{ path: 'src/queue.ts', change: 'moved', movedTo: 'src/jobs.ts' }]);
  });

  it('a deleted file reads "missing" until a refresh saw it go, then "deleted"; git mv is "moved" at once', async () => {
    const t = await repo();
    await unlink(join(t.dir, 'src/queue.ts'));
    git(t.dir, 'mv', 'src/config.ts', 'src/settings.ts');
    expect(await t.staleOf(t.queue)).toEqual([{ path: 'src/queue.ts', change: 'missing' }]);
    // git's own index knows a git mv: no refresh needed.
    expect(await t.staleOf(t.config)).toEqual([{ path: 'src/config.ts', lines: [1, 1], change: 'moved', movedTo: 'src/settings.ts' }]);
    const listed = await t.review();
    expect(listed.get(t.queue)).toEqual([{ path: 'src/queue.ts', change: 'deleted' }]);
    expect(await t.staleOf(t.queue)).toEqual([{ path: 'src/queue.ts', change: 'deleted' }]);

    // Brought back: fresh again; gone again after a refresh saw it back: missing until the next one.
    await writeFile(join(t.dir, 'src/queue.ts'), QUEUE);
    expect(await t.staleOf(t.queue)).toBeUndefined();
    expect((await t.review()).has(t.queue)).toBe(false);
    await unlink(join(t.dir, 'src/queue.ts'));
    expect(await t.staleOf(t.queue)).toEqual([{ path: 'src/queue.ts', change: 'missing' }]);
  });

  it('a deleted file that is not tracked (never added) is missing, then deleted after a refresh', async () => {
    const t = await repo();
    await writeFile(join(t.dir, 'notes.txt'), 'untracked notes on the queue\n');
    const s = await open(t.home, t.dir);
    const n = await s.memorize({ text: 'Notes on the queue are kept in notes.txt.', origin: 'agent', source: 'notes.txt' });
    await s.close();
    if (n.declined) throw new Error('declined');
    await unlink(join(t.dir, 'notes.txt'));
    expect(await t.staleOf(n.result.record.id)).toEqual([{ path: 'notes.txt', change: 'missing' }]);
    expect((await t.review()).get(n.result.record.id)).toEqual([{ path: 'notes.txt', change: 'deleted' }]);
  });

  it('a bound git-ignored file that is deleted reads "deleted" after a refresh, as a tracked one does — across processes', async () => {
    const t = await repo();
    await writeFile(join(t.dir, '.gitignore'), 'local.json\n');
    await writeFile(join(t.dir, 'local.json'), '{ "port": 8080 }\n');
    const s = await open(t.home, t.dir);
    const n = await s.memorize({ text: 'The local override sets port 8080.', origin: 'agent', source: 'local.json' });
    await s.close();
    if (n.declined) throw new Error('declined');
    const id = n.result.record.id;
    // Another process refreshes while the file is there (git's listing never names an ignored
    // file): the index keeps it, so a later process still knows it.
    expect((await t.review()).has(id)).toBe(false);
    await unlink(join(t.dir, 'local.json'));
    expect(await t.staleOf(id)).toEqual([{ path: 'local.json', change: 'missing' }]);
    expect((await t.review()).get(id)).toEqual([{ path: 'local.json', change: 'deleted' }]);
    expect(await t.staleOf(id)).toEqual([{ path: 'local.json', change: 'deleted' }]);
  });

  it('a file deleted and committed (or `git rm`) before any refresh saw it reads "deleted" after the next refresh, not "missing" forever', async () => {
    const t = await repo();
    // A refresh that records the commit (a write), then the file goes and the deletion is
    // committed: git's index no longer names it, so `ls-files -m` cannot list it.
    const w = await open(t.home, t.dir);
    await w.memorize({ text: 'The release notes live in the wiki.', origin: 'agent' });
    await w.close();
    git(t.dir, 'rm', '-q', 'src/queue.ts');
    git(t.dir, 'commit', '-qm', 'drop the queue');
    git(t.dir, 'rm', '-q', 'src/config.ts');
    expect(await t.staleOf(t.queue)).toEqual([{ path: 'src/queue.ts', change: 'missing' }]);
    const listed = await t.review();
    expect(listed.get(t.queue)).toEqual([{ path: 'src/queue.ts', change: 'deleted' }]);
    expect(listed.get(t.config)).toEqual([{ path: 'src/config.ts', lines: [1, 1], change: 'deleted' }]);
    // Still known gone at the refresh after (the commit moved on; the gone list carries it).
    git(t.dir, 'commit', '-qm', 'drop the config');
    expect((await t.review()).get(t.queue)).toEqual([{ path: 'src/queue.ts', change: 'deleted' }]);
    expect(await t.staleOf(t.config)).toEqual([{ path: 'src/config.ts', lines: [1, 1], change: 'deleted' }]);
  });

  it('reverify of a missing file (a person reviewing) refreshes first: the binding follows the plain mv', async () => {
    const t = await repo();
    await rename(join(t.dir, 'src/queue.ts'), join(t.dir, 'src/jobs.ts'));
    expect(await t.staleOf(t.queue)).toEqual([{ path: 'src/queue.ts', change: 'missing' }]);
    const p = await open(t.home, t.dir);
    try {
      expect(await p.reverify(t.queue)).toMatchObject({ declined: false, result: { bindings: ['src/jobs.ts'], dropped: [] } });
    } finally {
      await p.close();
    }
    expect(await t.staleOf(t.queue)).toBeUndefined();
  });
});
