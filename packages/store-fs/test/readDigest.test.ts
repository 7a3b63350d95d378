import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { renderDigest, renderDigestFrom } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { put, record, type Sandbox, sandbox } from './helpers.js';

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

const now = new Date('2026-02-01T00:00:00.000Z');

describe('readDigest: the digest from the view’s facts, reading only the records it renders (the host-hooks issue)', () => {
  for (const index of ['sqlite', 'js'] as const) {
    it(`equals the digest of every record, with the log's tail over the view and a removed record left out (${index})`, async () => {
      // A view written every 8 frames: the last writes stay in the log's tail, read over the view.
      sb = await sandbox({ index, indexBatchFrames: 8, jsIndexPersistEvery: 8 });
      const store = await sb.open();
      for (let i = 1; i <= 60; i++) {
        await put(
          store,
          record(`r${String(i).padStart(3, '0')}`, `memory ${i} about the release train and carriage ${i * 3}`, {
            origin: 'user',
            status: 'active',
            kind: i % 2 === 0 ? 'fact' : 'convention',
            strength: (i % 10) / 10 + 0.05,
            createdAt: `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`,
          }),
        );
      }
      // A changed record in the tail (now stronger) and a removed one.
      await put(store, record('r005', 'memory 5, rewritten and strongest', { origin: 'user', status: 'active', kind: 'convention', strength: 1 }));
      await store.transact(async (tx) => {
        tx.remove('r010');
      });
      const fresh = await sb.open();
      const read: string[] = [];
      const lazy = await fresh.readDigest((source) =>
        renderDigestFrom(
          {
            ...source,
            load: (id) => {
              read.push(id);
              return source.load(id);
            },
          },
          { now, budget: 1200 },
        ),
      );
      const whole = renderDigest(await fresh.list(), { now, budget: 1200 });
      expect(lazy).toBe(whole);
      expect(lazy).toContain('- [user] memory 5, rewritten and strongest');
      expect(lazy).not.toContain('memory 10 ');
      // It read what it rendered and the misfits that ended each kind, not the 59 records.
      expect(read.length).toBeLessThan(40);
      await fresh.close();
      await store.close();
    });
  }
});

describe('listPage: a page of list from the view’s facts, reading only the page’s records (issue #20)', () => {
  for (const index of ['sqlite', 'js'] as const) {
    it(`equals list sliced, page by page, with the log's tail over the view, a removed record and a kind filter (${index})`, async () => {
      sb = await sandbox({ index, indexBatchFrames: 8, jsIndexPersistEvery: 8 });
      const store = await sb.open();
      for (let i = 1; i <= 30; i++) {
        await put(
          store,
          record(`r${String(i).padStart(3, '0')}`, `memory ${i}`, {
            kind: i % 3 === 0 ? 'decision' : 'fact',
            // Equal creation times in pairs: the id breaks the tie, as list orders.
            createdAt: `2026-01-01T00:00:${String(Math.floor((31 - i) / 2)).padStart(2, '0')}.000Z`,
          }),
        );
      }
      await put(store, record('r004', 'memory 4, rewritten', { kind: 'decision', createdAt: '2026-01-01T00:00:00.000Z' }));
      await store.transact(async (tx) => {
        tx.remove('r007');
      });
      const fresh = await sb.open();
      for (const filter of [{}, { kind: 'decision' as const }, { kind: ['fact', 'decision'] as ('fact' | 'decision')[] }, { origin: 'agent' as const }]) {
        const all = await fresh.list(filter);
        for (const page of [{ offset: 0, limit: 7 }, { offset: 7, limit: 7 }, { offset: 25, limit: 10 }, { offset: 3 }, { offset: 40, limit: 2 }]) {
          const got = await fresh.listPage(filter, page);
          expect(got.total).toBe(all.length);
          expect(got.records).toEqual(all.slice(page.offset, page.limit === undefined ? undefined : page.offset + page.limit));
        }
      }
      expect((await fresh.listPage({}, { offset: 0 })).records.map((r) => r.id)).not.toContain('r007');
      await fresh.close();
      await store.close();
    });
  }
});

describe('readDigest position: which records changed after a frame, past the view’s own frame (issue #21)', () => {
  it('names the view’s frame as settled and lists the records changed after an earlier frame the view took since', async () => {
    // A view written every 4 frames: it catches up past the frame a count was taken at.
    sb = await sandbox({ index: 'sqlite', indexBatchFrames: 4 });
    const store = await sb.open();
    for (let i = 1; i <= 6; i++) await put(store, record(`r${i}`, `memory ${i} about the harbour`));
    const first = await (await sb.open()).readDigest((s) => ({ settled: s.position?.settled, seq: s.position?.seq }));
    expect(first.settled).toBeGreaterThan(0);
    expect(first.settled).toBeLessThanOrEqual(first.seq as number);
    // Changes after the count (a removal compacts the log: another generation, so none here):
    // r2 rewritten, r7… new — enough frames for the view to take them. r5 and r6 were in the
    // first read's tail (after its settled frame): listed too.
    await put(store, record('r2', 'memory 2, rewritten'));
    for (let i = 7; i <= 12; i++) await put(store, record(`r${i}`, `memory ${i}`));
    await store.close();
    const fresh = await sb.open();
    const after = await fresh.readDigest((s) => ({
      settled: s.position?.settled as number,
      changed: s.position?.changedSince(first.settled as number),
      before: s.position?.changedSince(-1),
    }));
    // The view moved past the first count's frame: its own list still says what changed since.
    expect(after.settled).toBeGreaterThan(first.seq as number);
    expect([...(after.changed ?? [])].sort()).toEqual(['r10', 'r11', 'r12', 'r2', 'r5', 'r6', 'r7', 'r8', 'r9']);
    expect(after.before).toBeUndefined();
    await fresh.close();
  });

  it('a rebuilt view knows nothing before its frame, and a per-process view offers no position', async () => {
    sb = await sandbox({ index: 'sqlite', indexBatchFrames: 2 });
    const store = await sb.open();
    for (let i = 1; i <= 5; i++) await put(store, record(`r${i}`, `memory ${i}`));
    await store.close();
    const projects = join(sb.home, 'projects');
    for (const key of readdirSync(projects)) rmSync(join(projects, key, 'index'), { recursive: true, force: true });
    const fresh = await sb.open();
    const at = await fresh.readDigest((s) => ({ settled: s.position?.settled as number, early: s.position?.changedSince(1) }));
    await fresh.close();
    expect(at.settled).toBeGreaterThan(1);
    expect(at.early).toBeUndefined();
    const js = await sandbox({ index: 'js' });
    const jsStore = await js.open();
    await put(jsStore, record('r1', 'memory 1'));
    expect(await jsStore.readDigest((s) => s.position)).toBeUndefined();
    await jsStore.close();
    await js.cleanup();
  });
});
