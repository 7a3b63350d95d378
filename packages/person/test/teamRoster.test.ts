import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type ActStatement, actStatement, type MemoryRecord, projectKeys, readSigned, relinkView, type SignedAct } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import {
  chainFingerprint,
  changeKey,
  followChain,
  freshNonce,
  loadKeyring,
  normalizeFingerprint,
  type PublicChain,
  publicChainOf,
  publicChainProblem,
  readIdentity,
  readRoster,
  type RosterEntry,
  rosterMarkPath,
  rosterPath,
  rosterPlan,
  rosterStoreMark,
  setupPerson,
  storeMarkOf,
  sha256,
  signRequest,
  teamKeyring,
  unlockWithPassphrase,
  writeRoster,
} from '../src/index.js';
import { home, PASS, record, request } from './helpers.js';

/** A person in a fresh home, and their public chain as `cairn team publish` writes it. */
async function person(): Promise<{ home: string; chain: () => Promise<PublicChain> }> {
  const h = home();
  await setupPerson(h, PASS);
  return { home: h, chain: async () => publicChainOf((await readIdentity(h)) as NonNullable<Awaited<ReturnType<typeof readIdentity>>>) };
}

/** The person's `team` act over the roster plan of `entries` (what the session's person port signs). */
async function rosterAct(h: string, entries: readonly RosterEntry[], plan = rosterPlan(entries)): Promise<SignedAct> {
  const key = await unlockWithPassphrase(h, PASS);
  const s: ActStatement = {
    v: 1,
    act: 'team',
    project: 'abcdef012345',
    id: null,
    shown: sha256(plan),
    key: key.id,
    nonce: freshNonce(),
    at: new Date().toISOString(),
  };
  return { ...s, sig: key.sign(actStatement(s)) };
}

/** A web memory B confirmed (signed with B's key). */
async function confirmedByB(bHome: string): Promise<MemoryRecord> {
  const key = await unlockWithPassphrase(bHome, PASS);
  const r = record('01TEAMROSTER0000000000000B', 'Releases are tagged from main only.', { confirmedAt: '2026-12-01T09:00:00.000Z' });
  return { ...r, acts: [...signRequest(key, request([r]), { now: new Date(), interactive: true }).acts] };
}

describe('the team key roster (keyring logic, no database)', () => {
  it("B's confirm reads as the agent's with A's own keyring, as B's through the composite keyring once A trusts B's chain", async () => {
    const a = await person();
    const b = await person();
    const r = await confirmedByB(b.home);
    const own = (await loadKeyring(a.home)).keyring;
    const before = readSigned(r, own, 'abcdef012345');
    expect(before.record.confirmedAt).toBeUndefined();
    expect(before.findings.map((f) => f.claim)).toEqual(['confirmed']);

    const chain = await b.chain();
    const entries: RosterEntry[] = [{ person: 'bob', fingerprint: chainFingerprint(chain), chain }];
    await writeRoster(a.home, entries, await rosterAct(a.home, entries));
    const roster = await readRoster(a.home, own);
    expect(roster.problem).toBeUndefined();
    const ring = teamKeyring(
      own,
      roster.entries.map((e) => ({ person: e.person, ...followChain(e, chain) })),
    );
    const after = readSigned(r, ring, 'abcdef012345');
    expect(after.record.confirmedAt).toBe('2026-12-01T09:00:00.000Z');
    expect(after.findings).toEqual([]);
    expect(ring.signerOf((r.acts?.[0] as SignedAct).key)).toBe('bob');
    expect(ring.signerOf((await unlockWithPassphrase(a.home, PASS)).id)).toBeUndefined();
  });

  it('a roster the person did not sign (forged by an agent with its own key, or edited after signing) is ignored and reported', async () => {
    const a = await person();
    const b = await person();
    const mallory = await person();
    const own = (await loadKeyring(a.home)).keyring;
    const chain = await b.chain();
    const entries: RosterEntry[] = [{ person: 'bob', fingerprint: chainFingerprint(chain), chain }];
    // Signed with a key that is not A's.
    await writeRoster(a.home, entries, await rosterAct(mallory.home, entries));
    const forged = await readRoster(a.home, own);
    expect(forged.entries).toEqual([]);
    expect(forged.problem).toMatch(/not signed with your key/);
    // Signed by A, then an entry added by hand: the signature is not over this list.
    await writeRoster(a.home, entries, await rosterAct(a.home, entries));
    const file = JSON.parse(readFileSync(rosterPath(a.home), 'utf8')) as { entries: RosterEntry[] };
    const m = await mallory.chain();
    file.entries.push({ person: 'mallory', fingerprint: chainFingerprint(m), chain: m });
    writeFileSync(rosterPath(a.home), JSON.stringify(file));
    const edited = await readRoster(a.home, own);
    expect(edited.entries).toEqual([]);
    expect(edited.problem).toMatch(/not over this list/);
    // Not JSON at all.
    writeFileSync(rosterPath(a.home), 'trust everyone');
    expect((await readRoster(a.home, own)).problem).toMatch(/not a roster/);
  });

  it('an entry whose chain is not the fingerprint the person signed is refused, even in a signed file', async () => {
    const a = await person();
    const b = await person();
    const other = await person();
    const chain = await b.chain();
    // The plan names B's fingerprint, but the entry carries another person's chain.
    const entries: RosterEntry[] = [{ person: 'bob', fingerprint: chainFingerprint(chain), chain: await other.chain() }];
    await writeRoster(a.home, entries, await rosterAct(a.home, entries));
    const state = await readRoster(a.home, (await loadKeyring(a.home)).keyring);
    expect(state.entries).toEqual([]);
    expect(state.problem).toMatch(/does not have the fingerprint you signed/);
  });

  it('a later key change counts only when endorsed along the chain from the trusted root; another root is not followed', async () => {
    const b = await person();
    const trusted = await b.chain();
    const entry: RosterEntry = { person: 'bob', fingerprint: chainFingerprint(trusted), chain: trusted };
    await changeKey(b.home, { passphrase: PASS }, `${PASS}!`);
    const changed = await b.chain();
    expect(chainFingerprint(changed)).toBe(entry.fingerprint);
    expect(followChain(entry, changed)).toEqual({ chain: changed });

    const rogue = await person();
    const swapped = followChain(entry, await rogue.chain());
    expect(swapped.chain).toBe(trusted);
    expect(swapped.problem).toMatch(/another root/);

    // The same root with a key appended that nobody endorsed: the chain does not hold together.
    const stranger = (await rogue.chain()).keys[0];
    const spliced = { ...changed, keys: [...changed.keys, { ...stranger, since: '2099-01-01T00:00:00.000Z', endorsedBy: changed.keys[1]?.id ?? 'x' }] };
    expect(publicChainProblem(spliced)).toMatch(/not endorsed/);
    const refused = followChain(entry, spliced);
    expect(refused.chain).toBe(trusted);
    expect(refused.problem).toMatch(/does not hold together/);
  });

  it('a teammate key signs only within its window, and nothing verifies while the own key file is in doubt', async () => {
    const a = await person();
    const b = await person();
    const chain = await b.chain();
    const own = (await loadKeyring(a.home)).keyring;
    const ring = teamKeyring(own, [{ person: 'bob', chain }]);
    const r = await confirmedByB(b.home);
    const act = r.acts?.[0] as SignedAct;
    const { sig, ...statement } = act;
    expect(ring.verify(act.key, actStatement(statement), sig, act.at)).toBe(true);
    expect(ring.verify(act.key, actStatement(statement), sig, '2000-01-01T00:00:00.000Z')).toBe(false);
    const doubted = teamKeyring({ ...own, verify: () => false, doubt: 'replaced' }, [{ person: 'bob', chain }]);
    expect(doubted.verify(act.key, actStatement(statement), sig, act.at)).toBe(false);
  });

  it("a trusted teammate's signed relink (or link, or roster) never verifies for this person: only acts on the shared memories do", async () => {
    const a = await person();
    const b = await person();
    const own = (await loadKeyring(a.home)).keyring;
    const ring = teamKeyring(own, [{ person: 'bob', chain: await b.chain() }]);
    const bKey = await unlockWithPassphrase(b.home, PASS);
    const signed = (act: ActStatement['act'], project: string, shown: string): SignedAct => {
      const st: ActStatement = { v: 1, act, project, id: null, shown, key: bKey.id, nonce: freshNonce(), at: new Date().toISOString() };
      return { ...st, sig: bKey.sign(actStatement(st)) };
    };
    const verifies = (act: SignedAct): boolean => {
      const { sig, ...st } = act;
      return ring.verify(act.key, actStatement(st), sig, act.at);
    };
    // bob moves ann's project: from another project's key (whose acts would then count here) to ann's.
    const from = { key: 'fedcba987654', path: '/elsewhere/checkout' };
    const to = { key: 'abcdef012345', path: '/work/checkout' };
    const relink = { from, to, act: signed('relink', to.key, sha256(relinkView(from, to))) };
    expect(verifies(relink.act)).toBe(false);
    expect([...projectKeys({ key: to.key, relinks: [relink] }, ring)]).toEqual([to.key]);
    for (const act of ['home', 'team', 'init', 'trust', 'pause', 'resume', 'wipe', 'person'] as const)
      expect(verifies(signed(act, to.key, sha256(act))), act).toBe(false);
    // The same key still verifies bob's confirm of a shared memory.
    const r = await confirmedByB(b.home);
    expect(verifies(r.acts?.[0] as SignedAct)).toBe(true);
    // ann's own relink counts as before.
    const aKey = await unlockWithPassphrase(a.home, PASS);
    const st: ActStatement = {
      v: 1,
      act: 'relink',
      project: to.key,
      id: null,
      shown: sha256(relinkView(from, to)),
      key: aKey.id,
      nonce: freshNonce(),
      at: new Date().toISOString(),
    };
    expect([...projectKeys({ key: to.key, relinks: [{ from, to, act: { ...st, sig: aKey.sign(actStatement(st)) } }] }, ring)]).toEqual([to.key, from.key]);
  });

  it("an older signed roster put back is refused (its change number is below the home's mark); the latest counts; a damaged mark lowers trust", async () => {
    const a = await person();
    const b = await person();
    const own = (await loadKeyring(a.home)).keyring;
    const chain = await b.chain();
    const entries: RosterEntry[] = [{ person: 'bob', fingerprint: chainFingerprint(chain), chain }];
    // Change 1: bob trusted. Kept aside, as a backup would.
    const first = await readRoster(a.home, own);
    expect(first.next).toBe(1);
    await writeRoster(a.home, entries, await rosterAct(a.home, entries, rosterPlan(entries, 1)), 1);
    const trusted = await readRoster(a.home, own);
    expect(trusted).toEqual({ entries, next: 2 });
    const old = readFileSync(rosterPath(a.home), 'utf8');
    // Change 2: bob untrusted (the file goes, the mark stays).
    await writeRoster(a.home, [], await rosterAct(a.home, [], rosterPlan([], 2)), 2);
    expect((await readRoster(a.home, own)).entries).toEqual([]);
    // Change 1 put back: signed by a, but older than the mark — refused, and said.
    writeFileSync(rosterPath(a.home), old);
    const putBack = await readRoster(a.home, own);
    expect(putBack.entries).toEqual([]);
    expect(putBack.problem).toMatch(/is ignored: it is an older roster \(change 1\) than the one you last signed in this home \(change 2\): it was put back/u);
    expect(putBack.next).toBe(3);
    // A roster signed with the same number as the mark but another signature (a fork) is refused too.
    await writeRoster(a.home, entries, await rosterAct(a.home, entries, rosterPlan(entries, 3)), 3);
    expect((await readRoster(a.home, own)).entries).toEqual(entries);
    writeFileSync(rosterPath(a.home), JSON.stringify({ v: 1, entries, seq: 3, act: await rosterAct(a.home, entries, rosterPlan(entries, 3)) }));
    expect((await readRoster(a.home, own)).problem).toMatch(/older roster \(change 3\)/u);
    // A damaged mark: no roster can be shown to be the latest — none counts.
    await writeRoster(a.home, entries, await rosterAct(a.home, entries, rosterPlan(entries, 4)), 4);
    writeFileSync(rosterMarkPath(a.home), '{"v":1,"seq":"4"}');
    expect((await readRoster(a.home, own)).problem).toMatch(/record of your last roster change \(team-roster\.mark\.json\) is damaged/u);
    // The change number is signed: raising it by hand breaks the signature.
    await writeRoster(a.home, entries, await rosterAct(a.home, entries, rosterPlan(entries, 5)), 5);
    const raised = JSON.parse(readFileSync(rosterPath(a.home), 'utf8')) as { seq: number };
    raised.seq = 9;
    writeFileSync(rosterPath(a.home), JSON.stringify(raised));
    expect((await readRoster(a.home, own)).problem).toMatch(/signature is not over this list/u);
  });

  it("an older roster put back with the home's mark deleted is refused by the team store's signed mark; a mark not signed by the person, or over another plan, counts for nothing", async () => {
    const a = await person();
    const b = await person();
    const mallory = await person();
    const own = (await loadKeyring(a.home)).keyring;
    const chain = await b.chain();
    const entries: RosterEntry[] = [{ person: 'bob', fingerprint: chainFingerprint(chain), chain }];
    const act1 = await rosterAct(a.home, entries, rosterPlan(entries, 1));
    await writeRoster(a.home, entries, act1, 1);
    const old = readFileSync(rosterPath(a.home), 'utf8');
    const act2 = await rosterAct(a.home, [], rosterPlan([], 2));
    await writeRoster(a.home, [], act2, 2);
    const marks = [rosterStoreMark([], 2, act2), rosterStoreMark(entries, 1, act1)];
    expect(storeMarkOf(marks, own)).toEqual({ seq: 2, sig: act2.sig });
    // The agent puts change 1 back and deletes the home's mark: the home alone trusts bob again …
    writeFileSync(rosterPath(a.home), old);
    rmSync(rosterMarkPath(a.home));
    expect((await readRoster(a.home, own)).entries).toEqual(entries);
    // … the team store's mark refuses it, and the next change is numbered past it.
    const refused = await readRoster(a.home, own, marks);
    expect(refused.entries).toEqual([]);
    expect(refused.problem).toMatch(/older roster \(change 1\) than the one you last signed in this home \(change 2\)/u);
    expect(refused.next).toBe(3);
    // Marks that do not verify are ignored (they could only have refused a roster): another
    // person's signature, a raised number, a plan the act does not sign, a shape Cairn never writes.
    const forged = [
      rosterStoreMark([], 7, await rosterAct(mallory.home, [], rosterPlan([], 7))),
      { ...rosterStoreMark([], 2, act2), seq: 8 },
      { ...rosterStoreMark([], 9, act2) },
      { v: 1, seq: 10 },
    ];
    expect(storeMarkOf(forged, own)).toBeUndefined();
    expect((await readRoster(a.home, own, forged)).entries).toEqual(entries);
    // With the person's own key in doubt, no store mark counts (nor does the roster).
    expect(storeMarkOf(marks, { ...own, doubt: 'replaced' })).toBeUndefined();
  });

  it('fingerprints are typed loosely but compared exactly', async () => {
    const b = await person();
    const fp = chainFingerprint(await b.chain());
    expect(fp).toMatch(/^[0-9a-f]{4}(-[0-9a-f]{4}){7}$/u);
    expect(normalizeFingerprint(fp.toUpperCase().replace(/-/gu, ' '))).toBe(fp);
    expect(normalizeFingerprint('abcd')).toBeUndefined();
  });
});
