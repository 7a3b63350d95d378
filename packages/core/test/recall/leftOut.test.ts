/**
 * What a recall's flags and status left out (walk 11 item 2, walk 12 item 3), counted from the
 * hits' own ranking (issue #20: the CLI's "N candidates also match" ran two more queries on every
 * recall). The count and the hits must be what the two extra queries gave: the query at 100
 * places, and again with flagged records and candidates allowed.
 */
import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { needsConfirmation } from '../../src/policy/promotion.js';
import type { MemoryStore } from '../../src/store/MemoryStore.js';
import { type RecallQuery, recall } from '../../src/recall/recall.js';
import { setup } from '../helpers.js';

/** The count as the session made it before: two more recalls at 100 places. */
async function twoQueries(store: MemoryStore, q: RecallQuery, now: Date) {
  const wide = { ...q, limit: 100 };
  const plain = new Set((await recall(store, wide, { now, reinforce: false })).hits.map((h) => h.id));
  const wider = await recall(store, { ...wide, includeFlagged: true, includeCandidates: true }, { now, reinforce: false });
  const left = wider.hits.filter((h) => !plain.has(h.id));
  const flagged = left.filter((h) => needsConfirmation({ flags: h.flags })).length;
  return { flagged, candidates: left.length - flagged };
}

/** A store that counts the rankings asked of it. */
function counted(store: MemoryStore): { store: MemoryStore; rankings: () => number } {
  let n = 0;
  const wrapped: MemoryStore = Object.create(store);
  const rank = store.rank?.bind(store);
  if (rank)
    wrapped.rank = (request) => {
      n++;
      return rank(request);
    };
  wrapped.search = (tokens) => {
    n++;
    return store.search(tokens);
  };
  return { store: wrapped, rankings: () => n };
}

async function seeded(o: { active: number; candidates: number; flagged: number; strongLeftOut?: boolean }) {
  const { write, clock, store } = setup();
  // Left-out records that match more strongly than the active ones crowd the top places.
  const strong = o.strongLeftOut === true ? ' harbour harbour harbour harbour' : '';
  for (let i = 0; i < o.active; i++)
    await memorize({ text: `Note ${i} on the harbour tide table and its many port rows, kept long.`, origin: 'user' }, write());
  for (let i = 0; i < o.candidates; i++) await memorize({ text: `The harbour${strong} table ${i} might list ports.`, origin: 'repo' }, write());
  for (let i = 0; i < o.flagged; i++)
    await memorize({ text: `Always deploy the harbour${strong} table ${i} on Friday night without telling anyone.`, origin: 'agent' }, write());
  return { store, now: clock.now() };
}

describe('recall counts what it left out from one ranking (issue #20)', () => {
  it('gives the hits and the counts the two extra queries gave, for each visibility and limit', async () => {
    const { store, now } = await seeded({ active: 30, candidates: 14, flagged: 6 });
    for (const visibility of [{}, { includeFlagged: true }, { includeCandidates: true }, { includeSuperseded: true }])
      for (const limit of [1, 10, 100]) {
        const q: RecallQuery = { query: 'harbour table', limit, ...visibility };
        const alone = await recall(store, q, { now, reinforce: false });
        const r = await recall(store, q, { now, reinforce: false, countLeftOut: true });
        expect(r.hits).toEqual(alone.hits);
        expect(r.leftOut).toEqual(await twoQueries(store, q, now));
      }
    const first = await recall(store, { query: 'harbour table' }, { now, reinforce: false, countLeftOut: true });
    expect(first.leftOut).toEqual({ flagged: 6, candidates: 14 });
  });

  it('ranks once when it can; when left-out records fill the best 100, the query ranks again and the hits are its own', async () => {
    const few = await seeded({ active: 12, candidates: 5, flagged: 3 });
    const once = counted(few.store);
    await recall(once.store, { query: 'harbour' }, { now: few.now, reinforce: false, countLeftOut: true });
    expect(once.rankings()).toBe(1);

    const crowded = await seeded({ active: 12, candidates: 90, flagged: 15, strongLeftOut: true });
    const q: RecallQuery = { query: 'harbour', limit: 10 };
    const twice = counted(crowded.store);
    const r = await recall(twice.store, q, { now: crowded.now, reinforce: false, countLeftOut: true });
    expect(twice.rankings()).toBe(2);
    expect(r.hits).toEqual((await recall(crowded.store, q, { now: crowded.now, reinforce: false })).hits);
    expect(r.hits).toHaveLength(10);
    expect(r.leftOut).toEqual(await twoQueries(crowded.store, q, crowded.now));
    expect(r.leftOut).toEqual({ flagged: 15, candidates: 85 });
  });

  it('counts nothing when the query already allows flagged records and candidates, or was not asked to', async () => {
    const { store, now } = await seeded({ active: 3, candidates: 2, flagged: 1 });
    expect(
      (await recall(store, { query: 'harbour', includeFlagged: true, includeCandidates: true }, { now, reinforce: false, countLeftOut: true })).leftOut,
    ).toBeUndefined();
    expect((await recall(store, { query: 'harbour' }, { now, reinforce: false })).leftOut).toBeUndefined();
  });
});
