import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { createInMemoryStore } from '../../src/store/createInMemoryStore.js';
import { runStoreContract } from '../../src/testing/index.js';
import { setup } from '../helpers.js';

// The reference store runs the same conformance suite as every other store.
runStoreContract('in-memory store', async () => ({ store: createInMemoryStore({ key: 'abcdef012345', path: '/contract' }) }));

describe('in-memory store: search candidates are read-only views', () => {
  it('hands out frozen records, so a caller cannot change what is stored', async () => {
    const { write, store } = setup();
    await memorize({ text: 'Frozen record for search', origin: 'user' }, write());
    const [c] = (await store.search(['frozen'])).candidates;
    expect(Object.isFrozen(c?.record)).toBe(true);
    expect(Object.isFrozen(c?.record.evidence)).toBe(true);
    expect(() => {
      (c?.record as { text: string }).text = 'changed';
    }).toThrow(TypeError);
    expect((await store.list())[0]?.text).toBe('Frozen record for search');
  });
});
