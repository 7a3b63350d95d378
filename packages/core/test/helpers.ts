import { createHash } from 'node:crypto';
import type { WriteContext } from '../src/memorize/WriteContext.js';
import type { OperationContext } from '../src/operations/OperationContext.js';
import { createInMemoryStore, type InMemoryStore } from '../src/store/createInMemoryStore.js';

/** A settable clock for tests. */
export function createClock(start = '2026-03-01T09:00:00.000Z'): { now: () => Date; advanceDays: (days: number) => void; set: (iso: string) => void } {
  let t = Date.parse(start);
  return {
    now: () => new Date(t),
    advanceDays: (days) => {
      t += days * 86_400_000;
    },
    set: (iso) => {
      t = Date.parse(iso);
    },
  };
}

/** A fresh in-memory store with write and operation contexts sharing one clock. */
export function setup(channel: WriteContext['channel'] = 'cli') {
  const store: InMemoryStore = createInMemoryStore({ key: 'abcdef012345', path: '/work/project' });
  const clock = createClock();
  let n = 0;
  const write = (overrides: Partial<WriteContext> = {}): WriteContext => ({
    store,
    channel,
    now: clock.now,
    newId: () => `mem_${String(++n).padStart(4, '0')}`,
    digest: (t) => createHash('sha256').update(t).digest('hex'),
    client: 'vitest',
    ...overrides,
  });
  const op = (overrides: Partial<OperationContext> = {}): OperationContext => ({ store, channel: 'cli', now: clock.now, interactive: true, ...overrides });
  return { store, clock, write, op };
}

/** Fake credentials assembled at run time so secret scanners never see a literal token. */
export const fake = {
  github: () => `${'gh'}${'p_'}${'FAKEfake0123456789'.repeat(2)}`,
  anthropic: () => `${'sk-'}${'ant-'}api03-${'FAKEfakeFAKEfake'.repeat(6)}AA`,
  aws: () => `${'AK'}${'IA'}FAKE0123456789AB`,
};
