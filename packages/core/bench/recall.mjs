#!/usr/bin/env node
// In-process recall at 100k records (issue #3): core's tokenizer and BM25 ranking over the
// in-memory store (which ranks with core's RecallIndex), p50/p99 per query shape. A script,
// not a test: it prints a table. The data is deliberately dense: each of the 58 topic words is
// in ~20% of the records, so a "common" query has ~20k candidates and a 4-word one ~60k.
// Run: pnpm --filter @cairn/core build && node packages/core/bench/recall.mjs [records]
import { createInMemoryStore, POLICY, recall, SCHEMA_VERSION, tokenize } from '../dist/index.js';
import { seededRandom } from '../dist/testing/seededRandom.js';

const N = Number(process.argv[2] ?? 100_000);
const rand = seededRandom(42);
const pick = (xs) => xs[Math.floor(rand() * xs.length)];
const WORDS = [
  'parseConfig',
  'auth',
  'session',
  'token',
  'refresh',
  'postgres',
  'redis',
  'queue',
  'migration',
  'deploy',
  'release',
  'branch',
  'docker',
  'integration',
  'tests',
  'vitest',
  'pnpm',
  'lint',
  'biome',
  'cache',
  'ttl',
  'retry',
  'backoff',
  'webhook',
  'stripe',
  'invoice',
  'tenant',
  'schema',
  'index',
  'fts5',
  'tokenizer',
  'HTTPServerError',
  'user_id',
  'rate-limit',
  'k8s',
  'helm',
  'ingress',
  'timeout',
  'pool',
  'connection',
  'logger',
  'metrics',
  'tracing',
  'feature',
  'flag',
  'rollout',
  'canary',
  'rollback',
  'hotfix',
  'changelog',
  'src/auth/session.ts',
  'apps/web/src/routes',
  'Makefile',
  'README.md',
  '数据库',
  '迁移',
  'テスト',
  '環境',
];
const FILLER = [
  'the',
  'we',
  'use',
  'for',
  'when',
  'after',
  'before',
  'because',
  'only',
  'in',
  'on',
  'with',
  'and',
  'is',
  'are',
  'runs',
  'must',
  'should',
  'from',
  'to',
];
const at = '2026-01-01T00:00:00.000Z';
const store = createInMemoryStore({ key: 'bench0000000', path: '/bench' });
const started = performance.now();
await store.transact(async (tx) => {
  for (let i = 0; i < N; i++) {
    const len = 8 + Math.floor(rand() * 60);
    const words = Array.from({ length: len }, () => (rand() < 0.35 ? pick(WORDS) : pick(FILLER)));
    // A third of the records also name one of 500 rare identifiers (~0.07% of records each).
    if (rand() < 0.33) words.push(`svc${Math.floor(rand() * 500)}Handler`);
    const origin = rand() < 0.5 ? 'agent' : 'user';
    tx.put({
      schemaVersion: SCHEMA_VERSION,
      id: `mem_${i.toString(16).padStart(16, '0')}`,
      projectKey: 'bench0000000',
      projectPath: '/bench',
      kind: pick(['fact', 'convention', 'decision']),
      text: words.join(' '),
      origin,
      salience: POLICY[origin].salienceCap,
      confidence: 0.5,
      decayRate: POLICY[origin].decayPerDay,
      strength: POLICY[origin].salienceCap,
      reinforcedAt: at,
      pinned: false,
      stable: false,
      status: 'active',
      flags: [],
      gateReasons: [],
      evidence: [{ source: null, sourceHash: String(i), channel: 'api', at }],
      tags: [],
      createdAt: at,
      updatedAt: at,
      recallCount: 0,
    });
  }
});
console.log(`loaded ${N} records in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const QUERIES = {
  'rare 1-word': ['svc17handler', 'svc250handler', 'svc333handler', 'svc499handler'],
  'common 1-word': ['auth', 'tests', 'deploy', 'cache'],
  'rare + common': ['svc42Handler retry', 'deploy svc7Handler'],
  '2–4 words': ['parse config', 'auth session token', 'redis queue retry backoff', 'postgres pool timeout'],
  CJK: ['数据库 迁移', 'テスト 環境'],
};
const now = new Date('2026-02-01T00:00:00.000Z');
const rows = [];
for (const [shape, qs] of Object.entries(QUERIES)) {
  const times = [];
  let hits = 0;
  let matching = 0;
  for (const query of qs) matching += (await store.search(tokenize(query))).candidates.length / qs.length;
  for (let round = 0; round < 25; round++) {
    for (const query of qs) {
      const t0 = performance.now();
      hits += (await recall(store, { query, limit: 10 }, { now, reinforce: false })).hits.length;
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  rows.push({
    queries: shape,
    runs: times.length,
    'matching records': Math.round(matching),
    'hits/query': hits / times.length,
    'p50 ms': q(0.5).toFixed(1),
    'p99 ms': q(0.99).toFixed(1),
  });
}
console.table(rows);
console.log('target (issue #3): p50 ≤ 5 ms at 100k records');
