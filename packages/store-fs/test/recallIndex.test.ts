import { type MemoryRecord, type MemoryStore, recall } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { record, type Sandbox, sandbox } from './helpers.js';

// DESIGN.md §5/§6 and issue #3: a long-lived process (MCP server, editor) opens the store with
// `recallIndex: true` and ranks with core's in-memory RecallIndex over the replayed log. Its
// answers must equal the persisted-index path's, and follow every change: this process's
// commits, another process's, removals, and a compaction that reloads the view.

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

const now = new Date('2026-02-01T00:00:00.000Z');
const QUERIES = ['alpha', 'alpha beta', 'gamma delta epsilon', 'zeta'];

/** The same store without its `rank` fast path: recall scores `search`'s candidates. */
function generic(store: MemoryStore): MemoryStore {
  return {
    project: store.project,
    transact: (fn) => store.transact(fn),
    get: (id) => store.get(id),
    list: (f) => store.list(f),
    search: (t) => store.search(t),
    close: () => store.close(),
  };
}

async function expectSameAnswers(fast: MemoryStore, slow: MemoryStore): Promise<void> {
  expect(fast.rank).toBeTypeOf('function');
  for (const query of QUERIES) {
    const a = await recall(fast, { query, limit: 20, includeCandidates: true }, { now, reinforce: false });
    const b = await recall(generic(slow), { query, limit: 20, includeCandidates: true }, { now, reinforce: false });
    expect(
      a.hits.map((h) => [h.id, h.score]),
      query,
    ).toEqual(b.hits.map((h) => [h.id, h.score]));
  }
}

const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'the'];
const text = (i: number): string => Array.from({ length: 1 + (i % 6) }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ');

describe('file store with the in-memory recall index', () => {
  it('is off by default: a one-shot process ranks with the persisted view and holds no record in memory', async () => {
    sb = await sandbox();
    const store = await sb.open();
    await store.transact(async (tx) => {
      tx.put(record('a1', 'the release train leaves on tuesday'));
    });
    expect(store.rank).toBeDefined();
    const hits = await recall(store, { query: 'release train' }, { now: new Date('2026-02-01T00:00:00.000Z'), reinforce: false });
    expect(hits.hits.map((h) => h.id)).toEqual(['a1']);
    expect((store as unknown as { recallIndex?: unknown }).recallIndex).toBeUndefined();
    await store.close();
  });

  it('built from the view’s rows (the SQLite view’s term counts read as reused lists, issue #20), ranks like the persisted index', async () => {
    sb = await sandbox();
    const writer = await sb.open();
    await writer.transact(async (tx) => {
      for (let i = 0; i < 80; i++) {
        const words = `${text(i)}${i % 3 ? '' : ' interoperability reconfiguration'}`;
        tx.put(record(`v${String(i).padStart(3, '0')}`, words, { origin: i % 2 ? 'agent' : 'user', strength: (i % 10) / 10 }));
      }
    });
    // The records move into the view (a compaction rewrites it), so the next store builds its index from the view's rows.
    await writer.compact();
    await writer.close();
    const fast = await sb.open({ recallIndex: true });
    const other = await sb.open();
    await expectSameAnswers(fast, other);
    for (const query of ['interoperability', 'reconfiguration alpha']) {
      const a = await recall(fast, { query, limit: 50 }, { now, reinforce: false });
      const b = await recall(generic(other), { query, limit: 50 }, { now, reinforce: false });
      expect(a.hits.length, query).toBeGreaterThan(0);
      expect(a.hits.map((h) => [h.id, h.score])).toEqual(b.hits.map((h) => [h.id, h.score]));
    }
    const held = (fast as unknown as { recallIndex?: { index: { size: number } } }).recallIndex;
    expect(held?.index.size).toBe(80);
    await fast.close();
    await other.close();
  });

  it('ranks like the persisted index, and follows commits from this and another process', async () => {
    sb = await sandbox();
    const fast = await sb.open({ recallIndex: true });
    const other = await sb.open();
    await fast.transact(async (tx) => {
      for (let i = 0; i < 60; i++) tx.put(record(`r${String(i).padStart(3, '0')}`, text(i), { origin: i % 2 ? 'agent' : 'user', strength: (i % 10) / 10 }));
    });
    await expectSameAnswers(fast, other);
    // Another process (here: another store instance) changes texts and statuses: the fast
    // store reads the new frames and applies only those ids to its index.
    await other.transact(async (tx) => {
      for (let i = 0; i < 60; i += 4) {
        const r = (await tx.get(`r${String(i).padStart(3, '0')}`)) as MemoryRecord;
        tx.put({ ...r, text: `${r.text} zeta`, status: i % 8 ? 'active' : 'superseded' });
      }
    });
    await expectSameAnswers(fast, other);
    // Removals (their text is then erased from disk by a compaction: the view reloads).
    await other.transact(async (tx) => {
      for (let i = 1; i < 60; i += 5) tx.remove(`r${String(i).padStart(3, '0')}`);
    });
    await expectSameAnswers(fast, other);
    const zeta = await recall(fast, { query: 'zeta', limit: 100 }, { now, reinforce: false });
    expect(zeta.hits.map((h) => h.id)).toContain('r004');
    expect(zeta.hits.map((h) => h.id)).not.toContain('r000');
    // Reinforcement through the fast store itself, then a compaction that reloads the view.
    await recall(fast, { query: 'alpha beta' }, { now });
    await other.compact();
    await expectSameAnswers(fast, other);
    await fast.close();
    await other.close();
  });
});
