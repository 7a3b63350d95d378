import { describe, expect, it, vi } from 'vitest';
import * as decode from '../../src/decode/index.js';
import { createInMemoryStore } from '../../src/store/createInMemoryStore.js';
import type { MemoryRecord } from '../../src/schema/record.js';

// Counts core's textKey calls: the store reads it from this module.
vi.mock('../../src/decode/index.js', async (original) => {
  const actual = await original<typeof import('../../src/decode/index.js')>();
  return { ...actual, textKey: vi.fn(actual.textKey) };
});

const at = '2025-01-01T00:00:00.000Z';
const record = (id: string, text: string, kind: MemoryRecord['kind'] = 'fact'): MemoryRecord =>
  ({
    id,
    text,
    kind,
    origin: 'repo',
    status: 'candidate',
    tags: [],
    evidence: [],
    flags: [],
    createdAt: at,
    updatedAt: at,
  }) as unknown as MemoryRecord;

/**
 * Issue #14, the fifth newcomer walk, item 6: `cairn import --dry-run` runs the write path on an
 * in-memory copy, and its findByTextKey computed the text key of every record for every write —
 * 3,000 list items took 70 s, the real import under 40. It keeps the keys of committed records,
 * and still sees what the transaction itself changed.
 */
describe('in-memory store: findByTextKey', () => {
  it('finds by kind and text key without reading every record, and sees the transaction’s own changes', async () => {
    const store = createInMemoryStore();
    await store.transact(async (tx) => {
      for (let i = 0; i < 500; i++) tx.put(record(`mem_${String(i).padStart(16, '0')}`, `Harbour note number ${i} about the quay light.`));
    });
    const textKey = vi.mocked(decode.textKey);
    const key = (t: string) => decode.textKey(t);
    const wanted = key('Harbour note number 250 about the quay light.');
    textKey.mockClear();
    const found = await store.transact((tx) => tx.findByTextKey('fact', wanted));
    expect(found?.id).toBe('mem_0000000000000250');
    // A handful of keys, not one per record (it was 500 and more).
    expect(textKey.mock.calls.length).toBeLessThan(10);

    expect(await store.transact((tx) => tx.findByTextKey('convention', wanted))).toBeUndefined();
    await store.transact(async (tx) => {
      // Staged in this transaction: a new record, a changed text, a removal.
      tx.put(record('mem_new0000000000001', 'A staged note about the tide gauge.'));
      expect((await tx.findByTextKey('fact', key('A staged note about the tide gauge.')))?.id).toBe('mem_new0000000000001');
      tx.put(record('mem_0000000000000001', 'The north pier gauge reads high.'));
      expect(await tx.findByTextKey('fact', key('Harbour note number 1 about the quay light.'))).toBeUndefined();
      expect((await tx.findByTextKey('fact', key('The north pier gauge reads high.')))?.id).toBe('mem_0000000000000001');
      tx.remove('mem_0000000000000002');
      expect(await tx.findByTextKey('fact', key('Harbour note number 2 about the quay light.'))).toBeUndefined();
    });
    // Committed: the changed text is found by its new key only, the removed record not at all.
    expect((await store.transact((tx) => tx.findByTextKey('fact', key('The north pier gauge reads high.'))))?.id).toBe('mem_0000000000000001');
    expect(await store.transact((tx) => tx.findByTextKey('fact', key('Harbour note number 1 about the quay light.')))).toBeUndefined();
    expect(await store.transact((tx) => tx.findByTextKey('fact', key('Harbour note number 2 about the quay light.')))).toBeUndefined();
    expect((await store.transact((tx) => tx.findByTextKey('fact', key('A staged note about the tide gauge.'))))?.id).toBe('mem_new0000000000001');
  });
});
