import { describe, expect, it } from 'vitest';
import { type DigestSource, renderDigest, renderDigestFrom } from '../../src/digest/renderDigest.js';
import { memorize } from '../../src/memorize/memorize.js';
import { applyConsolidation, planConsolidation } from '../../src/operations/consolidate.js';
import { asReplacement, supersede } from '../../src/operations/operations.js';
import { actView } from '../../src/person/recordView.js';
import { signatureFindings, withSignedReads } from '../../src/person/signedReads.js';
import { rankingFacts } from '../../src/recall/rankingFacts.js';
import { recall } from '../../src/recall/recall.js';
import type { MemoryRecord } from '../../src/schema/record.js';
import type { MemoryStore } from '../../src/store/MemoryStore.js';
import { createTestPerson, memorizeAsPerson, setup } from '../helpers.js';
import { PROJECT } from './statementFixture.js';

// A person's memory stays shown until a person's signed act supersedes it (h49-sign): a
// `superseded` status an agent could write (an event in the log), or a successor the person never
// signed, only lowers trust. Recall, the digest (its fast path too), get and list read it as the
// status its acts earn; doctor (signatureFindings) keeps reporting it.

const OLD = 'Tide heights are in metres, from chart datum.';
const NEW = 'Tide heights are in metres, from chart datum, rounded to 5 cm.';
const AGENTS = 'Harbour pilots board at the outer buoy.';

/** The store's digest fast path (a store's view: entries by facts, records loaded on demand), as store-fs offers it. */
function withDigestPath<S extends MemoryStore>(store: S): S {
  const readDigest = async <T>(fn: (source: DigestSource) => T): Promise<T> => {
    const all = await store.list();
    const byId = new Map(all.map((r) => [r.id, r]));
    return fn({ entries: all.map((r) => ({ id: r.id, createdAt: r.createdAt, facts: rankingFacts(r) })), load: (id) => byId.get(id) });
  };
  return { ...store, readDigest };
}

/** Everything a reader shows of `id` through a checking store: recall, both digests, get, list of active. */
async function shown(store: MemoryStore, person: ReturnType<typeof createTestPerson>, id: string, text: string, now: Date) {
  const read = withSignedReads(withDigestPath(store), person.keyring);
  const hits = (await recall(read, { query: 'tide heights chart datum' }, { now, reinforce: false })).hits;
  // Two passes over the entries, as the session's digest makes (it counts candidates, then renders).
  const fast = await (read.readDigest as NonNullable<MemoryStore['readDigest']>)((source) => {
    expect([...source.entries].length).toBeGreaterThan(0);
    return renderDigestFrom(source, { now });
  });
  return {
    recall: hits.some((h) => h.id === id),
    digest: fast.includes(text),
    listDigest: renderDigest(await read.list(), { now }).includes(text),
    get: (await read.get(id))?.status,
    active: (await read.list({ status: 'active' })).some((r) => r.id === id),
    findings: (await signatureFindings(store, person.keyring)).filter((f) => f.id === id).map((f) => f.claim),
  };
}

const VISIBLE = { recall: true, digest: true, listDigest: true, get: 'active', active: true, findings: ['superseded'] };
const HIDDEN = { recall: false, digest: false, listDigest: false, get: 'superseded', active: false, findings: [] };

describe('a forged `superseded` never hides a person’s memory', () => {
  it('an event marking it superseded by an agent’s memory: recall, digest, get and list still show it; doctor reports it', async () => {
    const { write, store, clock } = setup();
    const person = createTestPerson();
    const old = (await memorizeAsPerson(person, { text: OLD, origin: 'user' }, write(), 2)).record;
    const agents = (await memorize({ text: AGENTS, origin: 'agent' }, write({ channel: 'mcp' }))).record;
    await store.transact(async (tx) => {
      tx.put({ ...((await tx.get(old.id)) as MemoryRecord), status: 'superseded', supersededBy: agents.id });
    });
    expect(await shown(store, person, old.id, OLD, clock.now())).toEqual(VISIBLE);
    // Read as active, without the forged pointer.
    expect((await withSignedReads(store, person.keyring).get(old.id))?.supersededBy).toBeUndefined();
    const [finding] = (await signatureFindings(store, person.keyring)).filter((f) => f.id === old.id);
    expect(finding?.reason).toMatch(/no act of the person backs.*shown until an act of theirs supersedes it/u);
  });

  it('superseded by a memory the store does not hold, or by an agent’s successor naming it that the person never signed', async () => {
    for (const successor of ['gone', 'unsigned'] as const) {
      const { write, store, clock } = setup();
      const person = createTestPerson();
      const old = (await memorizeAsPerson(person, { text: OLD, origin: 'user' }, write(), 2)).record;
      const by = successor === 'gone' ? 'mem_9999' : (await memorize({ text: NEW, origin: 'agent', supersedes: old.id }, write({ channel: 'mcp' }))).record.id;
      await store.transact(async (tx) => {
        tx.put({ ...((await tx.get(old.id)) as MemoryRecord), status: 'superseded', supersededBy: by });
      });
      expect(await shown(store, person, old.id, OLD, clock.now()), successor).toEqual(VISIBLE);
    }
  });

  it('the person’s own `cairn supersede` hides it: no finding (the guard lowers only what no act backs)', async () => {
    const { write, store, op, clock } = setup();
    const person = createTestPerson();
    const old = (await memorizeAsPerson(person, { text: OLD, origin: 'user' }, write(), 2)).record;
    const next = (await memorizeAsPerson(person, { text: NEW, origin: 'user' }, write(), 2)).record;
    const [o, n] = [(await store.get(old.id)) as MemoryRecord, (await store.get(next.id)) as MemoryRecord];
    await supersede(old.id, next.id, op({ signature: person.signRecords('supersede', [o, asReplacement(n, o.id)], PROJECT, 2), digest: person.digest }));
    expect(await shown(store, person, old.id, OLD, clock.now())).toEqual(HIDDEN);
  });

  it('a successor the person memorized naming it (view 2) hides it', async () => {
    const { write, store, clock } = setup();
    const person = createTestPerson();
    const old = (await memorizeAsPerson(person, { text: OLD, origin: 'user' }, write(), 2)).record;
    await memorizeAsPerson(person, { text: NEW, origin: 'user', supersedes: old.id }, write(), 2);
    expect((await store.get(old.id))?.status).toBe('superseded');
    expect(await shown(store, person, old.id, OLD, clock.now())).toEqual(HIDDEN);
  });
});

describe('a merge the person signs names its parents (view 2 `parents` line)', () => {
  const A = 'Release notes go in CHANGELOG.md under Unreleased.';
  const B = 'Release notes go in CHANGELOG.md, under Unreleased.';

  /** The person's two near-identical memories, one other memory of theirs, and the merge plan with its id. */
  async function planned() {
    const ctx = setup();
    const person = createTestPerson();
    const a = (await memorizeAsPerson(person, { text: A, origin: 'user' }, ctx.write(), 2)).record;
    const b = (await memorizeAsPerson(person, { text: B, origin: 'user' }, ctx.write(), 2)).record;
    const other = (await memorizeAsPerson(person, { text: OLD, origin: 'user' }, ctx.write(), 2)).record;
    const plan = planConsolidation(await ctx.store.list(), ctx.clock.now()).map((g) => ({ ...g, id: 'mem_merged' }));
    expect(plan.map((g) => [...g.parents].sort())).toEqual([[a.id, b.id].sort()]);
    const merged = { ...(plan[0] as (typeof plan)[0]).merged, id: 'mem_merged' } as MemoryRecord;
    return { ...ctx, person, a, b, other, plan, merged };
  }

  it('a signed merge naming its parents hides them; a memory of the person marked superseded by it that it does not name stays shown', async () => {
    const { store, op, clock, person, a, b, other, plan, merged } = await planned();
    const signature = person.signItems('consolidate', PROJECT, [{ id: merged.id, view: actView('consolidate', merged), parents: [a.id, b.id] }], undefined, 2);
    expect(signature.acts[0]?.parents).toEqual([a.id, b.id].sort());
    await applyConsolidation(plan, { ...op({ signature, digest: person.digest }), newId: () => 'mem_unused' });
    for (const p of [a, b]) expect(await shown(store, person, p.id, p.text, clock.now()), p.id).toMatchObject({ get: 'superseded', findings: [] });
    // An event adds the person's other memory to the merge's parents: not what they signed.
    await store.transact(async (tx) => {
      tx.put({ ...((await tx.get(other.id)) as MemoryRecord), status: 'superseded', supersededBy: merged.id });
    });
    const seen = await shown(store, person, other.id, OLD, clock.now());
    expect(seen).toEqual(VISIBLE);
    const [finding] = (await signatureFindings(store, person.keyring)).filter((f) => f.id === other.id);
    expect(finding?.reason).toContain('a merge of the person that does not name it among its parents');
  });

  it('apply refuses a signature naming other parents than the merge merges, and merges nothing', async () => {
    const { store, op, person, a, other, plan, merged } = await planned();
    const signature = person.signItems(
      'consolidate',
      PROJECT,
      [{ id: merged.id, view: actView('consolidate', merged), parents: [a.id, other.id] }],
      undefined,
      2,
    );
    await expect(applyConsolidation(plan, { ...op({ signature, digest: person.digest }), newId: () => 'mem_unused' })).rejects.toMatchObject({
      code: 'PERSON_REQUIRED',
    });
    expect(await store.get(merged.id)).toBeUndefined();
    expect((await store.list()).every((r) => r.status === 'active')).toBe(true);
  });
});
