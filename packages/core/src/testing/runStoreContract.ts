import { describe, expect, it } from 'vitest';
import { memorize } from '../memorize/memorize.js';
import type { WriteContext } from '../memorize/WriteContext.js';
import { recall } from '../recall/recall.js';
import { createInMemoryStore } from '../store/createInMemoryStore.js';
import type { MemoryStore } from '../store/MemoryStore.js';
import { SCHEMA_VERSION, type MemoryRecord } from '../schema/record.js';
import { tokenize } from '../recall/tokenize.js';

/** Creates a fresh, empty, initialised store for one test; `cleanup` runs after it. */
export type StoreFactory = () => Promise<{ store: MemoryStore; cleanup?: () => Promise<void> }>;

let counter = 0;
/** A deterministic write context for contract tests (fixed clock, sequential ids, toy digest). */
export function testContext(store: MemoryStore, overrides: Partial<WriteContext> = {}): WriteContext {
  return {
    store,
    channel: 'cli',
    now: () => new Date('2026-01-01T00:00:00.000Z'),
    newId: () => `mem_${(++counter).toString(16).padStart(12, '0')}`,
    digest: (t) => `d${t.length}:${t}`,
    ...overrides,
  };
}

/** A valid active `agent` record for store tests; `overrides` replace any field. */
export function sampleRecord(id: string, text: string, overrides: Partial<MemoryRecord> = {}): MemoryRecord {
  return {
    schemaVersion: SCHEMA_VERSION,
    id,
    projectKey: 'k',
    projectPath: '/p',
    kind: 'fact',
    text,
    origin: 'agent',
    salience: 0.5,
    confidence: 0.5,
    decayRate: 0.99,
    strength: 0.5,
    reinforcedAt: '2026-01-01T00:00:00.000Z',
    pinned: false,
    stable: false,
    status: 'active',
    flags: [],
    gateReasons: [],
    evidence: [{ source: null, sourceHash: 'h', channel: 'cli', at: '2026-01-01T00:00:00.000Z' }],
    tags: [],
    createdAt: `2026-01-01T00:00:${String(Number(id.replace(/\D/g, '')) % 60).padStart(2, '0')}.000Z`,
    updatedAt: '2026-01-01T00:00:00.000Z',
    recallCount: 0,
    ...overrides,
  };
}

const CORPUS = [
  'Use pnpm, not npm, in this repository.',
  'parseConfig crashes when the YAML file starts with a BOM.',
  'The parse_config helper lives in src/config/parse.ts.',
  'Integration tests need DOCKER_HOST set; run make test-integration.',
  'We chose Postgres advisory locks over Redis for job leasing.',
  'The author of the release notes is the on-call engineer.',
  'Auth sessions expire after 30 minutes of inactivity.',
  '数据库迁移在部署前运行。',
  'HTTPServerError is thrown when the upstream returns 5xx.',
  'Run the auth integration tests with the fake OAuth server.',
];

/**
 * The conformance suite every {@link MemoryStore} runs (STYLE.md example 4: keyv's test
 * suite). Call it inside a vitest file: `runStoreContract('file store', factory)`.
 */
export function runStoreContract(name: string, factory: StoreFactory): void {
  describe(`MemoryStore contract: ${name}`, () => {
    const withStore = async (fn: (store: MemoryStore) => Promise<void>): Promise<void> => {
      const { store, cleanup } = await factory();
      try {
        await fn(store);
      } finally {
        await store.close();
        await cleanup?.();
      }
    };

    it('puts, gets and lists records in creation order', async () => {
      await withStore(async (store) => {
        await store.transact(async (tx) => {
          tx.put(sampleRecord('r2', 'second', { createdAt: '2026-01-02T00:00:00.000Z' }));
          tx.put(sampleRecord('r1', 'first', { createdAt: '2026-01-01T00:00:00.000Z' }));
        });
        expect((await store.get('r1'))?.text).toBe('first');
        expect((await store.list()).map((r) => r.id)).toEqual(['r1', 'r2']);
        expect(await store.get('missing')).toBeUndefined();
      });
    });

    it('filters by status, origin, kind, flag and source', async () => {
      await withStore(async (store) => {
        await store.transact(async (tx) => {
          tx.put(sampleRecord('r1', 'a', { status: 'candidate', origin: 'repo', flags: ['instruction'] }));
          tx.put(sampleRecord('r2', 'b', { kind: 'decision', evidence: [{ source: 'AGENTS.md:3', sourceHash: 'x', channel: 'cli', at: 't' }] }));
          tx.put(sampleRecord('r3', 'c', { status: 'candidate', evidence: [{ source: 'AGENTS.md:10-12', sourceHash: 'y', channel: 'cli', at: 't' }] }));
        });
        expect((await store.list({ status: 'candidate' })).map((r) => r.id)).toEqual(['r1', 'r3']);
        expect((await store.list({ origin: ['agent'] })).map((r) => r.id)).toEqual(['r2', 'r3']);
        expect((await store.list({ kind: 'decision' })).map((r) => r.id)).toEqual(['r2']);
        expect((await store.list({ flag: 'instruction' })).map((r) => r.id)).toEqual(['r1']);
        expect((await store.list({ source: 'AGENTS.md:3' })).map((r) => r.id)).toEqual(['r2']);
        // One meaning of a source everywhere (issue #14): a file matches all its line ranges, a
        // range the evidence inside it; letter case counts.
        expect((await store.list({ source: 'AGENTS.md' })).map((r) => r.id)).toEqual(['r2', 'r3']);
        expect((await store.list({ source: 'AGENTS.md:1-10' })).map((r) => r.id)).toEqual(['r2']);
        expect((await store.list({ source: 'AGENTS.md:10-12' })).map((r) => r.id)).toEqual(['r3']);
        expect((await store.list({ source: 'AGENTS.md:11' })).map((r) => r.id)).toEqual([]);
        expect((await store.list({ source: 'agents.md' })).map((r) => r.id)).toEqual([]);
        expect((await store.list({ source: 'AGENTS' })).map((r) => r.id)).toEqual([]);
      });
    });

    it('discards every write of a transaction that throws', async () => {
      await withStore(async (store) => {
        await expect(
          store.transact(async (tx) => {
            tx.put(sampleRecord('r1', 'never stored'));
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect(await store.list()).toEqual([]);
      });
    });

    it('sees its own staged writes inside a transaction', async () => {
      await withStore(async (store) => {
        await store.transact(async (tx) => {
          tx.put(sampleRecord('r1', 'Staged Text'));
          expect((await tx.get('r1'))?.text).toBe('Staged Text');
          expect((await tx.findByTextKey('fact', 'staged text'))?.id).toBe('r1');
          tx.remove('r1');
          expect(await tx.get('r1')).toBeUndefined();
        });
        expect(await store.get('r1')).toBeUndefined();
      });
    });

    it('removes a record from get, list and search', async () => {
      await withStore(async (store) => {
        await store.transact(async (tx) => tx.put(sampleRecord('r1', 'forget this zebra')));
        await store.transact(async (tx) => tx.remove('r1'));
        expect(await store.get('r1')).toBeUndefined();
        expect((await store.search(['zebra'])).candidates).toEqual([]);
      });
    });

    it('serialises concurrent transactions without losing writes', async () => {
      await withStore(async (store) => {
        await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            store.transact(async (tx) => {
              tx.put(sampleRecord(`r${i}`, `concurrent ${i}`));
            }),
          ),
        );
        expect(await store.list()).toHaveLength(20);
      });
    });

    it('returns candidates with core tokenizer statistics', async () => {
      await withStore(async (store) => {
        await store.transact(async (tx) => tx.put(sampleRecord('r1', 'parseConfig parse config', { tags: ['config'] })));
        const result = await store.search(tokenize('config'));
        expect(result.documents).toBe(1);
        expect(result.candidates).toHaveLength(1);
        expect(result.candidates[0]?.termFrequency.config).toBe(3);
        expect(result.candidates[0]?.length).toBe(6);
        expect(result.averageLength).toBe(6);
      });
    });

    it('ranks exactly like the in-memory store', async () => {
      await withStore(async (store) => {
        const reference = createInMemoryStore(store.project);
        for (const target of [store, reference]) {
          let i = 0;
          const ctx = testContext(target, { newId: () => `mem_${String(++i).padStart(4, '0')}` });
          for (const text of CORPUS) await memorize({ text, origin: 'user' }, ctx);
        }
        for (const query of ['auth', 'parse config', 'integration tests', '数据库', 'http server error', 'redis locks']) {
          const now = new Date('2026-02-01T00:00:00.000Z');
          const a = await recall(store, { query, limit: 10 }, { now, reinforce: false });
          const b = await recall(reference, { query, limit: 10 }, { now, reinforce: false });
          expect(a.hits.map((h) => [h.id, h.score])).toEqual(b.hits.map((h) => [h.id, h.score]));
        }
      });
    });

    it('keeps unknown fields of a record (forward compatible)', async () => {
      await withStore(async (store) => {
        await store.transact(async (tx) => tx.put({ ...sampleRecord('r1', 'x'), futureField: { a: 1 } } as MemoryRecord));
        expect((await store.get('r1')) as Record<string, unknown>).toMatchObject({ futureField: { a: 1 } });
      });
    });
  });
}
