import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newSessionRecord, type Observation } from '@cairn/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openObservationStore } from '../src/observationStore.js';

/**
 * Attack note A6 (2026-12-06): one SessionEnd under a clock 15 days ahead pruned every
 * observation and most session records, silently; a web page's sentence was stored `agent`
 * afterwards. The window is measured from the earlier of the clock and the newest observation
 * stored, and the prune says what it removed.
 */
const KEY = 'abcdef012345';
let home: string;
beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'cairn-prune-clock-'));
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

let n = 0;
const obs = (session: string, at: string): Observation => ({
  v: 1,
  id: `obs_${++n}`,
  session,
  at,
  event: 'tool',
  origin: 'web',
  tool: 'WebFetch',
  shingles: ['0123456789ab'],
  tokens: ['url:0123456789ab'],
  length: 10,
  truncated: false,
});
const DAY = 86_400_000;
const REAL = Date.parse('2026-12-06T07:00:00.000Z');
const at = (days: number): string => new Date(REAL + days * DAY).toISOString();

async function filled() {
  const store = openObservationStore({ home, projectKey: KEY });
  // Ten days of sessions, one a day, each with a record and two observations, up to the real now.
  for (let d = -9; d <= 0; d++) {
    const id = `sess-${d + 10}`;
    await store.updateSession(id, () => ({ ...newSessionRecord({ id, host: 'claude-code', startedAt: at(d), reasons: [] }), updatedAt: at(d) }));
    await store.append([obs(id, at(d)), obs(id, at(d + 0.01))]);
  }
  // The newest: a little later on the last day.
  await store.append([obs('sess-10', at(0.2))]);
  return store;
}

describe('prune measures the window on the store’s own times', () => {
  it('a clock 15 days ahead removes nothing inside the window and says how far ahead it is', async () => {
    const store = await filled();
    const r = await store.prune({ now: new Date(REAL + 15 * DAY), maxAgeDays: 14, cap: 100_000 });
    expect(r).toEqual({ observations: 0, capped: 0, cappedSessions: 0, sessions: 0, cutoff: at(0.2 - 14), clockAhead: 15 });
    expect((await store.stats()).observations).toBe(21);
    expect(await store.listSessions()).toHaveLength(10);
    await store.close();
  });

  it('the right clock prunes what is older than the window, sessions with it, and says so', async () => {
    const store = await filled();
    const r = await store.prune({ now: new Date(REAL + DAY / 2), maxAgeDays: 5, cap: 100_000 });
    // The newest observation (day 0.2) is earlier than the clock: the window ends there.
    expect(r.cutoff).toBe(at(0.2 - 5));
    expect(r.clockAhead).toBeUndefined();
    // Days −9…−5 go, their session records with them.
    expect(r.observations).toBe(10);
    expect(r.sessions).toBe(5);
    expect((await store.stats()).observations).toBe(11);
    await store.close();
  });

  it('an empty store under any clock: the clock is the only time there is', async () => {
    const store = openObservationStore({ home, projectKey: KEY });
    expect(await store.prune({ now: new Date(REAL), maxAgeDays: 14, cap: 100 })).toEqual({
      observations: 0,
      capped: 0,
      cappedSessions: 0,
      sessions: 0,
      cutoff: at(-14),
    });
    await store.close();
  });
});
