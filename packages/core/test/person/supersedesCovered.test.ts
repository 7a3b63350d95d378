import { describe, expect, it } from 'vitest';
import { renderDigest } from '../../src/digest/renderDigest.js';
import { memorize } from '../../src/memorize/memorize.js';
import { asReplacement, confirm, forget, supersede } from '../../src/operations/operations.js';
import { coveredSupersedes, readSigned } from '../../src/person/readSigned.js';
import { actView, recordView } from '../../src/person/recordView.js';
import { type ActStatement, actStatement, SignedActSchema } from '../../src/person/signedAct.js';
import { signatureFindings, withSignedReads } from '../../src/person/signedReads.js';
import type { MemoryRecord } from '../../src/schema/record.js';
import { createTestPerson, memorizeAsPerson, setup } from '../helpers.js';
import { BASE_STATEMENT, PROJECT } from './statementFixture.js';

// A person's act on a successor covers WHICH memory it supersedes only when signed over view 2
// (h48-sign, h47-attack F9's residue: `supersedes` was outside the signed view, so a
// `supersedes` edited into the store made any memory the person acted on a signed successor).

const OLD = 'Tide heights are in metres, from chart datum.';
const NEW = 'Tide heights are in metres, from chart datum, rounded to 5 cm.';
const OTHER = 'Harbour pilots board at the outer buoy.';

const findingsOf = async (store: Parameters<typeof signatureFindings>[0], ring: Parameters<typeof signatureFindings>[1]) =>
  (await signatureFindings(store, ring)).map((f) => `${f.id} ${f.claim}`).sort();

describe('the statement: view 2 is one more line, every statement signed before stays byte-identical', () => {
  const base = BASE_STATEMENT;
  it('a view-1 statement is the text signed before view 2 existed; view 2 ends with `view 2`', () => {
    const before = [
      'cairn-person-act/1',
      'act confirm',
      `project ${PROJECT}`,
      'id mem_1',
      `shown ${'a'.repeat(64)}`,
      'key ed25519:0123456789abcdef',
      `nonce ${'b'.repeat(32)}`,
      'at 2026-03-01T09:00:00.000Z',
      'expires -',
      'command -',
    ].join('\n');
    expect(actStatement(base)).toBe(before);
    expect(actStatement({ ...base, view: 2 })).toBe(`${before}\nview 2`);
    expect(SignedActSchema.safeParse({ ...base, view: 3, sig: 'A'.repeat(86) }).success).toBe(false);
    expect(() => actStatement({ ...base, view: 3 as 2 })).toThrow();
  });
  it('a merge signed since merges name their parents ends with a `parents` line after `view 2`; malformed parents are refused', () => {
    const merge: ActStatement = { ...base, act: 'consolidate', view: 2, parents: ['mem_a', 'mem_b'] };
    expect(actStatement(merge)).toBe(`${actStatement({ ...base, act: 'consolidate', view: 2 })}\nparents mem_a,mem_b`);
    expect(actStatement({ ...merge, parents: ['mem_a', 'mem_c'] })).not.toBe(actStatement(merge));
    expect(() => actStatement({ ...merge, view: undefined })).toThrow(/parents need view 2/u);
    expect(() => actStatement({ ...merge, parents: ['mem_a,mem_c'] })).toThrow();
    expect(() => actStatement({ ...merge, parents: [] })).toThrow();
    expect(SignedActSchema.safeParse({ ...merge, parents: [], sig: 'A'.repeat(86) }).success).toBe(false);
    expect(SignedActSchema.safeParse({ ...merge, sig: 'A'.repeat(86) }).success).toBe(true);
  });
  it('view 2 of a record that replaces nothing is view 1; of a successor, one `supersedes:` line more', () => {
    const r = { id: 'mem_2', kind: 'fact', origin: 'user', flags: [], gateReasons: [], text: NEW, tags: [] } as unknown as MemoryRecord;
    expect(actView('confirm', r, 2)).toBe(recordView(r));
    expect(actView('confirm', { ...r, supersedes: 'mem_1' }, 2)).toBe(`${recordView(r)}\nsupersedes: mem_1`);
    expect(actView('confirm', { ...r, supersedes: 'mem_1' }, 1)).toBe(recordView(r));
  });
});

describe('a successor covers the memory it replaces only under a view-2 act', () => {
  it('old format: a view-1 memorize of a successor still verifies, but covers no `supersedes` — doctor names the superseded memory and its fix', async () => {
    const { write, store, op } = setup();
    const person = createTestPerson();
    const old = (await memorizeAsPerson(person, { text: OLD, origin: 'user' }, write())).record;
    const next = (await memorizeAsPerson(person, { text: NEW, origin: 'user', supersedes: old.id }, write())).record;
    expect((await store.get(old.id))?.status).toBe('superseded');
    const stored = (await store.get(next.id)) as MemoryRecord;
    expect(stored.acts?.[0]).not.toHaveProperty('view');
    // Signed the old way: every claim it makes still holds.
    expect(readSigned(stored, person.keyring, PROJECT).findings).toEqual([]);
    expect(coveredSupersedes(stored, person.keyring, PROJECT)).toBeUndefined();
    const found = await signatureFindings(store, person.keyring);
    expect(found.map((f) => `${f.id} ${f.claim}`)).toEqual([`${old.id} superseded`]);
    expect(found[0]?.reason).toContain(`cairn supersede ${old.id} --by ${next.id}`);
    // The command doctor's fix lists (h49-sign: old stores re-sign each replacement once).
    expect(found[0]?.fix).toBe(`cairn supersede ${old.id} --by ${next.id}`);
    // Meanwhile the memory it replaced is shown again: no act of the person's superseded it.
    expect((await withSignedReads(store, person.keyring).get(old.id))?.status).toBe('active');
    // The fix it names: the person's supersede, signed now, covers it.
    const [o, n] = [(await store.get(old.id)) as MemoryRecord, stored];
    await supersede(old.id, next.id, op({ signature: person.signRecords('supersede', [o, asReplacement(n, o.id)], PROJECT, 2), digest: person.digest }));
    expect(await findingsOf(store, person.keyring)).toEqual([]);
  });

  it('view 2: the memorize covers its `supersedes`; no finding; editing `supersedes` voids the act', async () => {
    const { write, store } = setup();
    const person = createTestPerson();
    const old = (await memorizeAsPerson(person, { text: OLD, origin: 'user' }, write(), 2)).record;
    const other = (await memorizeAsPerson(person, { text: OTHER, origin: 'user' }, write(), 2)).record;
    const next = (await memorizeAsPerson(person, { text: NEW, origin: 'user', supersedes: old.id }, write(), 2)).record;
    const stored = (await store.get(next.id)) as MemoryRecord;
    expect(stored.acts?.[0]).toMatchObject({ view: 2 });
    expect(coveredSupersedes(stored, person.keyring, PROJECT)).toBe(old.id);
    expect(await findingsOf(store, person.keyring)).toEqual([]);
    // Redirected by hand onto another memory of the person's, which is marked superseded too.
    const now = '2026-03-02T09:00:00.000Z';
    await store.transact(async (tx) => {
      tx.put({ ...stored, supersedes: other.id, updatedAt: now });
      tx.put({ ...(other as MemoryRecord), status: 'superseded', supersededBy: next.id, updatedAt: now });
    });
    const edited = (await store.get(next.id)) as MemoryRecord;
    expect(readSigned(edited, person.keyring, PROJECT).findings.map((f) => f.claim)).toContain('origin user');
    expect(await findingsOf(store, person.keyring)).toEqual(
      [`${next.id} origin user`, `${next.id} confirmed`, `${other.id} superseded`, `${old.id} superseded`].sort(),
    );
  });

  it('a `supersedes` edited into a successor the person signed without one: doctor names the superseded memory (view 1 or 2)', async () => {
    for (const version of [1, 2] as const) {
      const { write, store, clock } = setup();
      const person = createTestPerson();
      const old = (await memorizeAsPerson(person, { text: OLD, origin: 'user' }, write(), version)).record;
      const other = (await memorizeAsPerson(person, { text: OTHER, origin: 'user' }, write(), version)).record;
      expect(await findingsOf(store, person.keyring)).toEqual([]);
      const now = '2026-03-02T09:00:00.000Z';
      await store.transact(async (tx) => {
        tx.put({ ...(other as MemoryRecord), supersedes: old.id, updatedAt: now });
        tx.put({ ...(old as MemoryRecord), status: 'superseded', supersededBy: other.id, updatedAt: now });
      });
      const found = await signatureFindings(store, person.keyring);
      // View 1: the act still verifies (its view has no `supersedes`) but covers none; view 2: the edit voids it.
      expect(
        found.filter((f) => f.claim === 'superseded').map((f) => f.id),
        `view ${version}`,
      ).toEqual([old.id]);
      expect(found.find((f) => f.claim === 'superseded')?.reason).toMatch(
        version === 1 ? /whose `supersedes` no act of theirs covers/u : /a memory no act of the person backs/u,
      );
      // The edited successor: view 1 still the person's; view 2 read as the agent's candidate (out of the digest).
      // The memory it claims to supersede stays in the digest: no act of the person's superseded it (h49-sign).
      const digest = renderDigest(await withSignedReads(store, person.keyring).list(), { now: clock.now() });
      if (version === 1) expect(digest).toContain('Harbour pilots');
      else expect(digest).not.toContain('Harbour pilots');
      expect(digest).toContain('Tide heights');
    }
  });

  it('an agent’s write naming a person’s memory in `supersedes` leaves it in the digest; the person’s view-2 confirm then covers it', async () => {
    const { write, store, op, clock } = setup();
    const person = createTestPerson();
    const old = (await memorizeAsPerson(person, { text: OLD, origin: 'user' }, write(), 2)).record;
    const agents = (await memorize({ text: NEW, origin: 'agent', supersedes: old.id }, write({ channel: 'mcp' }))).record;
    expect(agents.status).toBe('candidate');
    expect(agents.flags).toContain('contradicts');
    const read = withSignedReads(store, person.keyring);
    expect(renderDigest(await read.list(), { now: clock.now() })).toContain('Tide heights are in metres, from chart datum.');
    expect(await findingsOf(store, person.keyring)).toEqual([]);

    const pending = (await store.get(agents.id)) as MemoryRecord;
    await confirm([agents.id], op({ signature: person.signRecords('confirm', [pending], PROJECT, 2), digest: person.digest }));
    expect((await store.get(old.id))?.status).toBe('superseded');
    expect(coveredSupersedes((await store.get(agents.id)) as MemoryRecord, person.keyring, PROJECT)).toBe(old.id);
    expect(await findingsOf(store, person.keyring)).toEqual([]);
  });

  it('`cairn supersede`: the replacement is signed naming what it replaces (asReplacement); a forget of the old keeps the successor signed', async () => {
    const { write, store, op } = setup();
    const person = createTestPerson();
    const old = (await memorizeAsPerson(person, { text: OLD, origin: 'user' }, write(), 2)).record;
    const next = (await memorizeAsPerson(person, { text: NEW, origin: 'user' }, write(), 2)).record;
    const [o, n] = [(await store.get(old.id)) as MemoryRecord, (await store.get(next.id)) as MemoryRecord];
    // Signed over the replacement as stored before the act (no `supersedes`): refused, it is not what is written.
    await expect(supersede(old.id, next.id, op({ signature: person.signRecords('supersede', [o, n], PROJECT, 2), digest: person.digest }))).rejects.toThrow(
      /changed after the person was shown it/u,
    );
    const signature = person.signRecords('supersede', [o, asReplacement(n, o.id)], PROJECT, 2);
    const { replacement } = await supersede(old.id, next.id, op({ signature, digest: person.digest }));
    expect(replacement.supersedes).toBe(old.id);
    expect(readSigned(replacement, person.keyring, PROJECT).findings).toEqual([]);
    expect(coveredSupersedes(replacement, person.keyring, PROJECT)).toBe(old.id);
    expect(await findingsOf(store, person.keyring)).toEqual([]);

    const gone = (await store.get(old.id)) as MemoryRecord;
    await forget(old.id, op({ signature: person.signRecords('forget', [gone], PROJECT, 2), digest: person.digest }));
    const after = (await store.get(next.id)) as MemoryRecord;
    expect(after.supersedes).toBe(old.id);
    expect(readSigned(after, person.keyring, PROJECT).findings).toEqual([]);
    expect(await findingsOf(store, person.keyring)).toEqual([]);
  });
});
