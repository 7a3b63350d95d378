import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { actStatement, type MemoryRecord, readSigned, type SignedAct, statementOf } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import {
  changeKey,
  generateKeyPair,
  loadKeyring,
  noteWarmed,
  personPaths,
  proofMemo,
  rememberVerified,
  setupPerson,
  signRequest,
  signText,
  unlockWithPassphrase,
  writeVerifiedActs,
} from '../src/index.js';
import { record as baseRecord, home, PASS } from './helpers.js';

const PROJECT = 'abcdef012345';

/** A confirmed agent's record of the project (the acts that back it are the test's). */
const record = (id: string): MemoryRecord => baseRecord(id, `Ship ${id} from main.`, { origin: 'agent' });

type Key = Awaited<ReturnType<typeof unlockWithPassphrase>>;

/** The record with a confirm the person signed at `now`. */
function confirmed(key: Key, r: MemoryRecord, now = new Date()): MemoryRecord {
  const signature = signRequest(
    key,
    { act: 'confirm', project: { key: PROJECT, path: '/p' }, records: [r], question: 'Confirm?', channel: 'cli' },
    { now, interactive: true },
  );
  return { ...r, acts: [...signature.acts] };
}

/** The same confirm with its signature replaced by one of another text (what a forger could make with any key). */
function forged(r: MemoryRecord): MemoryRecord {
  const act = r.acts?.[0] as SignedAct;
  const other = generateKeyPair();
  return { ...r, acts: [{ ...act, sig: signText(other.privateKey, 'something else') }] };
}

const memoOf = (r: MemoryRecord): string => {
  const act = r.acts?.[0] as SignedAct;
  return proofMemo(act.key, act.sig, actStatement(statementOf(act)));
};

describe("the person's signed list of valid signatures", () => {
  it('spares the check of a listed signature: a list the person signed is believed (shown with a memo of a bad signature)', async () => {
    const h = home();
    await setupPerson(h, PASS);
    const key = await unlockWithPassphrase(h, PASS);
    const bad = forged(confirmed(key, record('mem_1')));
    expect(readSigned(bad, (await loadKeyring(h)).keyring, PROJECT).record.status).toBe('candidate');
    // Only the person's key could write this list: what it holds is taken without the arithmetic.
    await writeVerifiedActs(h, key, { memos: [memoOf(bad)], warmed: [] });
    expect(readSigned(bad, (await loadKeyring(h)).keyring, PROJECT).record.status).toBe('active');
  });

  it('a list signed by any other key is not read: the forged confirm stays a candidate', async () => {
    const h = home();
    await setupPerson(h, PASS);
    const key = await unlockWithPassphrase(h, PASS);
    const bad = forged(confirmed(key, record('mem_1')));
    const other = generateKeyPair();
    // An agent's own key, posing as the person's key id, and then as itself.
    for (const id of [key.id, other.id]) {
      await writeVerifiedActs(h, { id, how: 'passphrase', sign: (text) => signText(other.privateKey, text) }, { memos: [memoOf(bad)], warmed: [PROJECT] });
      const loaded = await loadKeyring(h);
      expect(loaded.verified()).toEqual({ memos: [], warmed: [] });
      expect(readSigned(bad, loaded.keyring, PROJECT).record.status).toBe('candidate');
    }
  });

  it('a memo added to a signed list by hand breaks its signature: the whole list is dropped', async () => {
    const h = home();
    await setupPerson(h, PASS);
    const key = await unlockWithPassphrase(h, PASS);
    const good = confirmed(key, record('mem_1'));
    const bad = forged(confirmed(key, record('mem_2')));
    await writeVerifiedActs(h, key, { memos: [memoOf(good)], warmed: [] });
    const path = personPaths(h).verified;
    const file = JSON.parse(readFileSync(path, 'utf8')) as { memos: string };
    writeFileSync(path, JSON.stringify({ ...file, memos: file.memos + memoOf(bad) }));
    const loaded = await loadKeyring(h);
    expect(loaded.verified().memos).toEqual([]);
    expect(readSigned(bad, loaded.keyring, PROJECT).record.status).toBe('candidate');
    // The good one is verified the slow way, as before the list.
    expect(readSigned(good, loaded.keyring, PROJECT).findings).toEqual([]);
    for (const text of ['', '{', '[]', JSON.stringify({ ...file, extra: 1 })]) {
      writeFileSync(path, text);
      expect((await loadKeyring(h)).verified().memos).toEqual([]);
    }
  });

  it("a listed signature still needs its key's window: an old key's act made after the key change is refused", async () => {
    const h = home();
    await setupPerson(h, PASS);
    const oldKey = await unlockWithPassphrase(h, PASS);
    const late = confirmed(oldKey, record('mem_1'), new Date(Date.now() + 3_600_000));
    await writeVerifiedActs(h, oldKey, { memos: [memoOf(late)], warmed: [] });
    expect(readSigned(late, (await loadKeyring(h)).keyring, PROJECT).findings).toEqual([]);
    await changeKey(h, { passphrase: PASS }, 'a new passphrase for the new key');
    const after = await loadKeyring(h);
    expect(after.verified().memos).toEqual([memoOf(late)]);
    expect(readSigned(late, after.keyring, PROJECT).record.status).toBe('candidate');
  });

  it('rememberVerified keeps what was listed, adds the acts just signed and the projects read whole; 0600', async () => {
    const h = home();
    await setupPerson(h, PASS);
    const key = await unlockWithPassphrase(h, PASS);
    const first = confirmed(key, record('mem_1'));
    const second = confirmed(key, record('mem_2'));
    await rememberVerified(h, key, first.acts as SignedAct[], await loadKeyring(h));
    noteWarmed(PROJECT);
    await rememberVerified(h, key, second.acts as SignedAct[], await loadKeyring(h));
    const loaded = await loadKeyring(h);
    expect(loaded.verified().memos).toEqual(expect.arrayContaining([memoOf(first), memoOf(second)]));
    expect(loaded.verified().warmed).toEqual([PROJECT]);
    expect(statSync(personPaths(h).verified).mode & 0o777).toBe(0o600);
    // A forged act handed to it is not listed: it is checked, and fails.
    const bad = forged(confirmed(key, record('mem_3')));
    await rememberVerified(h, key, bad.acts as SignedAct[], loaded);
    expect((await loadKeyring(h)).verified().memos).not.toContain(memoOf(bad));
  });

  it('a home in doubt reads no list', async () => {
    const h = home();
    await setupPerson(h, PASS);
    const key = await unlockWithPassphrase(h, PASS);
    const bad = forged(confirmed(key, record('mem_1')));
    await writeVerifiedActs(h, key, { memos: [memoOf(bad)], warmed: [] });
    rmSync(personPaths(h).anchor);
    const loaded = await loadKeyring(h);
    expect(loaded.keyring.doubt).toBeDefined();
    expect(loaded.verified().memos).toEqual([]);
    expect(readSigned(bad, loaded.keyring, PROJECT).record.status).toBe('candidate');
  });
});
