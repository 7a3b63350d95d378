import { readFileSync, writeFileSync } from 'node:fs';
import { type ActStatement, actStatement, type MemoryRecord, readSigned, type SignedAct } from '@cairn/core';
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
  rosterPath,
  rosterPlan,
  setupPerson,
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

  it('fingerprints are typed loosely but compared exactly', async () => {
    const b = await person();
    const fp = chainFingerprint(await b.chain());
    expect(fp).toMatch(/^[0-9a-f]{4}(-[0-9a-f]{4}){7}$/u);
    expect(normalizeFingerprint(fp.toUpperCase().replace(/-/gu, ' '))).toBe(fp);
    expect(normalizeFingerprint('abcd')).toBeUndefined();
  });
});
