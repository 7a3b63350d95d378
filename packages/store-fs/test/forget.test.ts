import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { forget as coreForget, memorize, tokenize } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { projectKey } from '../src/resolveProject.js';
import { allFiles, filesContaining, put, record, type Sandbox, sandbox } from './helpers.js';

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

const TEXT = 'The Zanzibar vault passphrase hint is heliotrope-4471';
// Each needle holds a letter outside 0-9a-f: a digits-only needle ('4471') also occurs by chance in the
// hex digests, nonces and signatures of audit.jsonl (about 1 run in 100 failed in CI that way).
const NEEDLES = ['Zanzibar', 'zanzibar', 'heliotrope', 'heliotrope-4471', 'vault passphrase'];

async function expectGone(home: string): Promise<void> {
  for (const needle of NEEDLES) expect(await filesContaining(home, needle), `"${needle}" still on disk`).toEqual([]);
}

// DESIGN.md §3/§6: forget really removes the text from every file (log, index, backups).
describe('forget erases the text from every byte under the home', () => {
  for (const index of ['sqlite', 'js'] as const) {
    it(`through core's forget, with the ${index} index`, async () => {
      sb = await sandbox({ index, jsIndexPersistEvery: 1, indexBatchFrames: 1 });
      const store = await sb.open();
      let n = 0;
      const ctx = {
        store,
        channel: 'cli' as const,
        now: () => new Date('2026-03-01T00:00:00Z'),
        newId: () => `mem_${++n}`,
        digest: (t: string) => createHash('sha256').update(t).digest('hex'),
      };
      await memorize({ text: 'The deploy script lives in scripts/deploy.sh', origin: 'user' }, ctx);
      const secret = await memorize({ text: TEXT, origin: 'user', tags: ['zanzibar'] }, ctx);
      await memorize({ text: 'Run the vault tests with make vault-test', origin: 'user' }, ctx);
      // It is on disk first (the scan is not vacuous): log and index both hold it.
      const before = (await filesContaining(sb.home, 'heliotrope')).map((f) => f.split('/').pop());
      expect(before).toContain('events.jsonl');
      expect((await filesContaining(sb.home, 'zanzibar')).some((f) => f.includes('/index/'))).toBe(true);
      expect((await store.search(tokenize('zanzibar'))).candidates).toHaveLength(1);

      await coreForget(secret.record.id, { store, channel: 'cli', now: () => new Date('2026-03-02T00:00:00Z') });
      await expectGone(sb.home);
      expect((await store.search(tokenize('zanzibar heliotrope'))).candidates).toEqual([]);
      expect((await store.list()).map((r) => r.text)).toEqual(['The deploy script lives in scripts/deploy.sh', 'Run the vault tests with make vault-test']);
      // The audit kept metadata only.
      expect((await store.readAudit()).map((l) => l.event)).toEqual(['init', 'memorize', 'memorize', 'memorize', 'forget']);
      expect(await store.verifyAudit()).toMatchObject({ ok: true });
      await store.close();
      await expectGone(sb.home);
      // No temp file, backup or journal is left behind.
      const names = (await allFiles(sb.home)).map((f) => f.split('/').pop() as string);
      expect(names.filter((x) => x.endsWith('.tmp') || x.includes('-journal') || x.includes('-wal'))).toEqual([]);
    });
  }

  it('a compaction after several removes (prune) leaves no removed text, and other processes reload', async () => {
    sb = await sandbox();
    const writer = await sb.open();
    const reader = await sb.open({ readOnly: true });
    for (let i = 0; i < 6; i++) await put(writer, record(`r${i}`, i % 2 === 0 ? `keep note ${i}` : `Zanzibar doomed note ${i}`));
    expect((await reader.search(tokenize('zanzibar'))).candidates).toHaveLength(3);
    await writer.transact(async (tx) => {
      for (const id of ['r1', 'r3', 'r5']) tx.remove(id);
    });
    await expectGone(sb.home);
    expect((await reader.list()).map((r) => r.id)).toEqual(['r0', 'r2', 'r4']);
    expect((await reader.search(tokenize('zanzibar'))).candidates).toEqual([]);
    await reader.close();
    await writer.close();
  });

  it('a process using the other index kind does not keep the text in its file', async () => {
    sb = await sandbox();
    const js = await sb.open({ index: 'js', jsIndexPersistEvery: 1 });
    await put(js, record('z', TEXT));
    await js.close();
    const dir = join(sb.home, 'projects', projectKey(sb.project), 'index');
    expect(await readdir(dir)).toContain('view.json');
    const other = await sb.open({ index: 'auto' });
    await other.transact(async (tx) => tx.remove('z'));
    await other.close();
    await expectGone(sb.home);
  });

  it('a put and remove in one transaction never writes the text', async () => {
    sb = await sandbox();
    const store = await sb.open();
    await store.transact(async (tx) => {
      tx.put(record('t', TEXT));
      tx.remove('t');
    });
    await expectGone(sb.home);
    await store.close();
  });
});
