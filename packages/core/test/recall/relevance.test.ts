import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recall } from '../../src/recall/recall.js';
import { SCHEMA_VERSION, type MemoryRecord } from '../../src/schema/record.js';
import type { Kind } from '../../src/schema/request.js';
import { createInMemoryStore } from '../../src/store/createInMemoryStore.js';
import { POLICY, type Origin } from '../../src/policy/policy.js';

/**
 * Relevance measured honestly (issue #3): the set in relevance-set.json was written blind,
 * from the data alone, before any tuning of the scorer. hit@3 = share of queries with a
 * relevant memory in the top 3; MRR = mean reciprocal rank of the first relevant memory.
 * The figures are recorded in docs/figures.md (the README's table keeps the latest).
 */
interface RelevanceSet {
  memories: { id: string; kind: Kind; origin: Origin; text: string }[];
  queries: { id: string; query: string; relevant: string[]; distractors?: string[] }[];
}

const set = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'relevance', 'relevance-set.json'), 'utf8')) as RelevanceSet;
const at = '2026-01-01T00:00:00.000Z';

function record(m: RelevanceSet['memories'][number]): MemoryRecord {
  const row = POLICY[m.origin];
  return {
    schemaVersion: SCHEMA_VERSION,
    id: m.id,
    projectKey: 'k',
    projectPath: '/p',
    kind: m.kind,
    text: m.text,
    origin: m.origin,
    salience: row.salienceCap,
    confidence: row.confidenceCap,
    decayRate: row.decayPerDay,
    strength: row.salienceCap,
    reinforcedAt: at,
    pinned: false,
    stable: false,
    status: 'active',
    flags: [],
    gateReasons: [],
    evidence: [{ source: m.id, sourceHash: m.id, channel: 'api', at }],
    tags: [],
    createdAt: at,
    updatedAt: at,
    recallCount: 0,
  };
}

describe('recall relevance on the blind set', async () => {
  const store = createInMemoryStore();
  await store.transact(async (tx) => {
    for (const m of set.memories) tx.put(record(m));
  });
  const now = new Date('2026-01-02T00:00:00.000Z');
  const results = await Promise.all(
    set.queries.map(async (q) => ({ q, ids: (await recall(store, { query: q.query, limit: 10 }, { now, reinforce: false })).hits.map((h) => h.id) })),
  );
  const hit3 = results.filter(({ q, ids }) => ids.slice(0, 3).some((id) => q.relevant.includes(id))).length / results.length;
  const mrr =
    results.reduce((sum, { q, ids }) => {
      const rank = ids.findIndex((id) => q.relevant.includes(id));
      return sum + (rank === -1 ? 0 : 1 / (rank + 1));
    }, 0) / results.length;

  it('has at least 300 memories and 40 queries', () => {
    expect(set.memories.length).toBeGreaterThanOrEqual(300);
    expect(set.queries.length).toBeGreaterThanOrEqual(40);
  });

  it(`reaches hit@3 ≥ 0.9 (measured ${hit3.toFixed(3)}, MRR ${mrr.toFixed(3)})`, () => {
    console.log(`relevance: hit@3 = ${hit3.toFixed(3)}, MRR = ${mrr.toFixed(3)} over ${results.length} queries`);
    expect(hit3).toBeGreaterThanOrEqual(0.9);
  });

  it('never returns a substring-only distractor (auth ≠ author)', () => {
    for (const { q, ids } of results) for (const d of q.distractors ?? []) expect(ids, `${q.id} "${q.query}" returned ${d}`).not.toContain(d);
  });
});
