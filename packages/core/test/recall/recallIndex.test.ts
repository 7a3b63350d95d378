import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/testing/seededRandom.js';
import { type RecallQuery, recall } from '../../src/recall/recall.js';
import { RecallIndex } from '../../src/recall/recallIndex.js';
import { indexableText } from '../../src/recall/indexableText.js';
import { rankingFacts } from '../../src/recall/rankingFacts.js';
import { termStatistics, tokenize } from '../../src/recall/tokenize.js';
import type { MemoryRecord } from '../../src/schema/record.js';
import { createInMemoryStore, type InMemoryStore } from '../../src/store/createInMemoryStore.js';
import { deepFreeze } from '../../src/store/deepFreeze.js';
import type { MemoryStore } from '../../src/store/MemoryStore.js';
import { sampleRecord } from '../../src/testing/runStoreContract.js';

// The in-memory store ranks with core's RecallIndex (`MemoryStore.rank`); every other store
// goes through `search` and core's generic scoring. Both must give the same answer, to the
// bit: these tests compare them on seeded random projects, through every recall option and
// after the index's in-place updates, re-postings and compaction.

const WORDS = ['auth', 'session', 'token', 'redis', 'queue', 'retry', 'deploy', 'cache', 'parseConfig', 'user_id', 'k8s', '数据库', 'the', 'we', 'run'];
const ORIGINS = ['user', 'agent', 'repo', 'tool', 'web', 'external'] as const;
const KINDS = ['fact', 'convention', 'decision', 'preference', 'outcome'] as const;

function randomRecord(rand: () => number, i: number): MemoryRecord {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const words = Array.from({ length: 1 + Math.floor(rand() * 12) }, () => pick(WORDS));
  const flagged = rand() < 0.15;
  const day = 1 + Math.floor(rand() * 28);
  return sampleRecord(`mem_${String(i).padStart(5, '0')}`, words.join(' '), {
    origin: pick(ORIGINS),
    kind: pick(KINDS),
    status: pick(['active', 'active', 'candidate', 'superseded'] as const),
    flags: flagged ? ['instruction'] : [],
    ...(flagged && rand() < 0.3 ? { confirmedAt: '2026-01-05T00:00:00.000Z' } : {}),
    strength: Math.round(rand() * 100) / 100,
    decayRate: pick([0.99, 0.995, 0.98505]),
    reinforcedAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
    pinned: rand() < 0.1,
    stable: rand() < 0.1,
    // Few distinct creation times, so ties on score fall through to the id.
    createdAt: `2026-01-0${1 + Math.floor(rand() * 3)}T00:00:00.000Z`,
    ...(rand() < 0.2 ? { tags: [pick(WORDS)] } : {}),
  });
}

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

const QUERIES: RecallQuery[] = [
  { query: 'auth' },
  { query: 'auth session token', limit: 5 },
  { query: 'the we run', limit: 100 },
  { query: 'parse config', includeCandidates: true },
  { query: 'redis queue', includeFlagged: true, includeSuperseded: true, limit: 20 },
  { query: 'deploy cache', kinds: ['decision', 'convention'] },
  { query: 'retry token auth', minScore: 0.8, limit: 100 },
  { query: 'k8s 数据库 user id', includeCandidates: true, includeFlagged: true, limit: 1 },
  { query: 'nothing-matches-this' },
];

async function expectSameRanking(store: InMemoryStore, now: Date): Promise<void> {
  for (const q of QUERIES) {
    const fast = await recall(store, q, { now, reinforce: false });
    const slow = await recall(generic(store), q, { now, reinforce: false });
    expect(
      fast.hits.map((h) => [h.id, h.score]),
      q.query,
    ).toEqual(slow.hits.map((h) => [h.id, h.score]));
  }
}

async function fill(store: InMemoryStore, rand: () => number, from: number, count: number): Promise<void> {
  await store.transact(async (tx) => {
    for (let i = from; i < from + count; i++) tx.put(randomRecord(rand, i));
  });
}

describe('RecallIndex: the fast path ranks exactly like the generic path', () => {
  it('agrees on seeded random projects, for every recall option', async () => {
    for (const seed of [1, 2, 3]) {
      const rand = seededRandom(seed);
      const store = createInMemoryStore();
      await fill(store, rand, 0, 400);
      await expectSameRanking(store, new Date('2026-02-01T00:00:00.000Z'));
      // The clock moves: decay changes the order the same way on both paths.
      await expectSameRanking(store, new Date('2026-09-01T00:00:00.000Z'));
    }
  });

  it('agrees after reinforcement (in-place updates), text changes (re-posting) and removals', async () => {
    const rand = seededRandom(7);
    const store = createInMemoryStore();
    await fill(store, rand, 0, 300);
    const now = new Date('2026-02-01T00:00:00.000Z');
    // Recall with reinforcement rewrites the returned records with new strength only.
    for (const q of QUERIES.slice(0, 4)) await recall(store, q, { now });
    await store.transact(async (tx) => {
      for (let i = 0; i < 300; i += 3) {
        const r = await tx.get(`mem_${String(i).padStart(5, '0')}`);
        if (r) tx.put({ ...r, text: `${r.text} redis`, status: 'active' });
      }
      for (let i = 1; i < 300; i += 5) tx.remove(`mem_${String(i).padStart(5, '0')}`);
    });
    await expectSameRanking(store, now);
    const search = await store.search(['redis']);
    expect(search.documents).toBe((await store.list()).length);
    expect(search.documentFrequency.redis).toBe(search.candidates.length);
  });

  it('agrees after compaction, and compaction keeps every live record and statistic', async () => {
    const rand = seededRandom(11);
    const store = createInMemoryStore();
    await fill(store, rand, 0, 3000);
    const before = await store.search(['auth', 'redis']);
    // Remove two thirds: more than 1024 dead documents and more dead than live compacts.
    await store.transact(async (tx) => {
      for (let i = 0; i < 3000; i++) if (i % 3 !== 0) tx.remove(`mem_${String(i).padStart(5, '0')}`);
    });
    await fill(store, rand, 3000, 50);
    const after = await store.search(['auth', 'redis']);
    expect(after.documents).toBe(1000 + 50);
    expect(after.candidates.length).toBeLessThan(before.candidates.length);
    for (const c of after.candidates) expect(Number(c.record.id.slice(4)) % 3 === 0 || Number(c.record.id.slice(4)) >= 3000).toBe(true);
    await expectSameRanking(store, new Date('2026-02-01T00:00:00.000Z'));
    // And equals an index built afresh from the surviving records: statistics and ranking.
    const fresh = createInMemoryStore();
    const live = await store.list();
    await fresh.transact(async (tx) => {
      for (const r of live) tx.put(r);
    });
    const again = await fresh.search(['auth', 'redis']);
    expect([after.documents, after.averageLength, after.documentFrequency]).toEqual([again.documents, again.averageLength, again.documentFrequency]);
    const now = new Date('2026-02-01T00:00:00.000Z');
    for (const q of QUERIES) {
      const a = await recall(store, q, { now, reinforce: false });
      const b = await recall(fresh, q, { now, reinforce: false });
      expect(
        a.hits.map((h) => [h.id, h.score]),
        q.query,
      ).toEqual(b.hits.map((h) => [h.id, h.score]));
    }
  });
});

describe('RecallIndex without records (setFacts + rankIds, issue #20)', () => {
  it('ranks exactly like the index that keeps its records, through updates, removals and compaction', () => {
    const rand = seededRandom(23);
    const withRecords = new RecallIndex();
    const factsOnly = new RecallIndex();
    const put = (r: MemoryRecord): void => {
      const frozen = deepFreeze(r);
      withRecords.set(frozen);
      factsOnly.setFacts({ id: frozen.id, createdAt: frozen.createdAt, facts: rankingFacts(frozen) }, termStatistics(indexableText(frozen)));
    };
    for (let i = 0; i < 2500; i++) put(randomRecord(rand, i));
    for (let i = 0; i < 2500; i += 2) {
      withRecords.delete(`mem_${String(i).padStart(5, '0')}`);
      factsOnly.delete(`mem_${String(i).padStart(5, '0')}`);
    }
    for (let i = 1; i < 2500; i += 7) put(randomRecord(rand, i));
    expect(factsOnly.size).toBe(withRecords.size);
    expect([...factsOnly.records()]).toEqual([]);
    const nowMs = Date.parse('2026-02-01T00:00:00.000Z');
    for (const q of QUERIES) {
      const request = {
        tokens: [...new Set(tokenize(q.query))],
        visibility: q,
        nowMs,
        limit: q.limit ?? 10,
        minScore: q.minScore ?? 0,
      };
      const expected = withRecords.rank(request).map((r) => ({ id: r.record.id, createdAt: r.record.createdAt, score: r.score }));
      expect(factsOnly.rankIds(request), q.query).toEqual(expected);
      expect(withRecords.rankIds(request), q.query).toEqual(expected);
    }
  });
});

describe('RecallIndex.setFactsTerms: the term counts as two reused lists (issue #20: no object per record while a store builds its index)', () => {
  it('ranks exactly like setFacts, with the lists reused between calls, through replacements and removals, long tokens included', () => {
    const rand = seededRandom(29);
    const byObject = new RecallIndex();
    const byLists = new RecallIndex();
    const tokens: string[] = [];
    const counts: number[] = [];
    const put = (r: MemoryRecord): void => {
      const frozen = deepFreeze(r);
      const entry = { id: frozen.id, createdAt: frozen.createdAt, facts: rankingFacts(frozen) };
      const stats = termStatistics(indexableText(frozen));
      byObject.setFacts(entry, stats);
      // Stale entries past `count` from the previous record stay in the lists: only `count` are read.
      let count = 0;
      for (const [token, n] of Object.entries(stats.termFrequency)) {
        tokens[count] = token;
        counts[count] = n;
        count++;
      }
      byLists.setFactsTerms(entry, stats.length, tokens, counts, count);
    };
    const long = (i: number): MemoryRecord => ({ ...randomRecord(rand, i), text: `interoperability${i % 3} reconfiguration ${i % 5 ? 'alpha' : 'beta'}` });
    for (let i = 0; i < 2000; i++) put(i % 9 === 0 ? long(i) : randomRecord(rand, i));
    for (let i = 0; i < 2000; i += 3) {
      byObject.delete(`mem_${String(i).padStart(5, '0')}`);
      byLists.delete(`mem_${String(i).padStart(5, '0')}`);
    }
    // Replacements by id go through the comparison with the terms held.
    for (let i = 1; i < 2000; i += 5) put(i % 2 ? long(i) : randomRecord(rand, i));
    expect(byLists.size).toBe(byObject.size);
    const nowMs = Date.parse('2026-02-01T00:00:00.000Z');
    for (const q of [...QUERIES, { query: 'interoperability1 reconfiguration' }, { query: 'interoperability2', limit: 50 }] as RecallQuery[]) {
      const request = { tokens: [...new Set(tokenize(q.query))], visibility: q, nowMs, limit: q.limit ?? 10, minScore: q.minScore ?? 0 };
      expect(byLists.rankIds(request), q.query).toEqual(byObject.rankIds(request));
    }
    byLists.trim();
    byObject.trim();
    const request = { tokens: ['interoperability1', 'reconfiguration'], visibility: {}, nowMs, limit: 20, minScore: 0 };
    expect(byLists.rankIds(request).length).toBeGreaterThan(0);
    expect(byLists.rankIds(request)).toEqual(byObject.rankIds(request));
  });
});

describe('RecallIndex in narrow arrays (issue #20: one byte per term frequency, two per token id, until a value needs more)', () => {
  /** A word of letters only for `n` (the tokenizer keeps it whole): a, b, …, z, ba, bb, … */
  const word = (n: number): string => {
    let out = '';
    let k = n;
    do {
      out = String.fromCharCode(97 + (k % 26)) + out;
      k = Math.floor(k / 26);
    } while (k > 0);
    return `q${out}`;
  };

  it('keeps every count exact past 255 and 65,535 occurrences and past 65,536 distinct tokens, before and after trim(), and ranks like the generic path', async () => {
    const store = createInMemoryStore();
    const texts = [
      `${'tide '.repeat(300)}station`,
      `${'tide '.repeat(70_000)}harbour`,
      'tide harbour station',
      ...Array.from({ length: 70 }, (_, r) => Array.from({ length: 1000 }, (_, i) => word(r * 1000 + i)).join(' ')),
      `tide ${word(69_999)} ${word(12)}`,
    ];
    await store.transact(async (tx) => {
      texts.forEach((text, i) => {
        tx.put(sampleRecord(`mem_${String(i).padStart(5, '0')}`, text, { createdAt: '2026-01-01T00:00:00.000Z' }));
      });
    });
    const expectExact = async (): Promise<void> => {
      const found = await store.search(['tide', 'harbour', word(69_999), word(12)]);
      for (const c of found.candidates) expect(c.termFrequency, c.record.id).toEqual(termStatistics(indexableText(c.record)).termFrequency);
      expect(found.documentFrequency).toEqual({ tide: 4, harbour: 2, [word(69_999)]: 2, [word(12)]: 2 });
      for (const query of ['tide', 'tide harbour', 'station tide', word(69_999), `${word(12)} tide`]) {
        const now = new Date('2026-02-01T00:00:00.000Z');
        const fast = await recall(store, { query, limit: 100 }, { now, reinforce: false });
        const slow = await recall(generic(store), { query, limit: 100 }, { now, reinforce: false });
        expect(fast.hits.length, query).toBeGreaterThan(0);
        expect(
          fast.hits.map((h) => [h.id, h.score]),
          query,
        ).toEqual(slow.hits.map((h) => [h.id, h.score]));
      }
    };
    await expectExact();
    const index = new RecallIndex();
    const frozen = (await store.list()).map((r) => deepFreeze(r));
    for (const r of frozen) index.set(r);
    const nowMs = Date.parse('2026-02-01T00:00:00.000Z');
    const request = { tokens: ['tide', 'harbour'], visibility: {}, nowMs, limit: 100, minScore: 0 };
    const before = index.rankIds(request);
    index.trim();
    expect(index.rankIds(request)).toEqual(before);
    expect(
      index
        .candidates(['tide'])
        .candidates.map((c) => c.termFrequency.tide)
        .sort((a, b) => (a as number) - (b as number)),
    ).toEqual([1, 1, 300, 70_000]);
    // Grows again after trim(): a new document, a replaced one, a removal.
    index.set(deepFreeze(sampleRecord('mem_new', `${'harbour '.repeat(400)}tide`, { createdAt: '2026-01-01T00:00:00.000Z' })));
    index.delete('mem_00000');
    expect(
      index
        .candidates(['harbour'])
        .candidates.map((c) => [c.record.id, c.termFrequency.harbour])
        .sort(),
    ).toEqual([
      ['mem_00001', 1],
      ['mem_00002', 1],
      ['mem_new', 400],
    ]);
  }, 60_000);
});

describe('RecallIndex', () => {
  const frozen = (id: string, text: string, overrides: Partial<MemoryRecord> = {}) => deepFreeze(sampleRecord(id, text, overrides));

  it('hands out the records it was given, and forgets removed ones', () => {
    const index = new RecallIndex();
    const a = frozen('a1', 'alpha beta');
    index.set(a);
    expect(index.get('a1')).toBe(a);
    expect([...index.records()]).toEqual([a]);
    index.delete('a1');
    index.delete('never-there');
    expect(index.get('a1')).toBeUndefined();
    expect(index.size).toBe(0);
    expect(index.candidates(['alpha']).candidates).toEqual([]);
    expect(index.candidates(['alpha']).documentFrequency).toEqual({ alpha: 0 });
  });

  it('counts df over live records only: a replaced text leaves no stale posting', () => {
    const index = new RecallIndex();
    index.set(frozen('a1', 'alpha beta'));
    index.set(frozen('a1', 'gamma'));
    index.set(frozen('a2', 'alpha'));
    const found = index.candidates(['alpha', 'gamma']);
    expect(found.documentFrequency).toEqual({ alpha: 1, gamma: 1 });
    expect(found.candidates.map((c) => c.record.id).sort()).toEqual(['a1', 'a2']);
    expect(found.averageLength).toBe(1);
  });

  it('sees a status change made in place: a superseded record leaves the default ranking', () => {
    const index = new RecallIndex();
    index.set(frozen('a1', 'alpha'));
    const request = { tokens: ['alpha'], visibility: {}, nowMs: Date.parse('2026-02-01T00:00:00.000Z'), limit: 10, minScore: 0 };
    expect(index.rank(request).map((r) => r.record.id)).toEqual(['a1']);
    index.set(frozen('a1', 'alpha', { status: 'superseded' }));
    expect(index.rank(request)).toEqual([]);
    expect(index.rank({ ...request, visibility: { includeSuperseded: true } }).map((r) => r.record.id)).toEqual(['a1']);
  });

  it('never ranks a record that waits for a person unless flagged records are asked for', () => {
    const index = new RecallIndex();
    index.set(frozen('a1', 'alpha', { status: 'candidate', flags: ['instruction'] }));
    index.set(frozen('a2', 'alpha', { status: 'active', flags: ['instruction'], confirmedAt: '2026-01-02T00:00:00.000Z' }));
    const request = { tokens: ['alpha'], visibility: {}, nowMs: Date.parse('2026-02-01T00:00:00.000Z'), limit: 10, minScore: 0 };
    expect(index.rank(request).map((r) => r.record.id)).toEqual(['a2']);
    expect(
      index
        .rank({ ...request, visibility: { includeFlagged: true } })
        .map((r) => r.record.id)
        .sort(),
    ).toEqual(['a1', 'a2']);
  });
});
