import { chmodSync, copyFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { actStatement, auditAct, commandBinding, type MemoryRecord, readSigned, recordView, statementOf } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import {
  changeKey,
  declareSandboxOnly,
  loadKeyring,
  personPaths,
  savePresigned,
  setupPerson,
  sha256,
  signRequest,
  takePresigned,
  unlockSandboxKey,
  unlockWithPassphrase,
  sandboxOnlyDeclaration,
  withdrawnSandboxDeclarations,
} from '../src/index.js';
import { home, PASS, record, request } from './helpers.js';

/** The record with the person's confirm attached, as the write path stores it. */
function confirmedBy(key: Awaited<ReturnType<typeof unlockWithPassphrase>>, r: MemoryRecord, now = new Date()): MemoryRecord {
  const sig = signRequest(key, request([r]), { now, interactive: true });
  return { ...r, acts: [...sig.acts] };
}

describe('person setup, the sealed key and the keyring', () => {
  it('keeps the key sealed (0600 in a 0700 folder); the passphrase opens it, another does not', async () => {
    const h = home();
    const { keyId, recoveryCode } = await setupPerson(h, PASS);
    expect(recoveryCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/u);
    const p = personPaths(h);
    expect(statSync(p.identity).mode & 0o777).toBe(0o600);
    expect(statSync(p.dir).mode & 0o777).toBe(0o700);
    const file = readFileSync(p.identity, 'utf8');
    expect(file).not.toContain(recoveryCode);
    expect(file).not.toContain('PRIVATE KEY');
    expect((await unlockWithPassphrase(h, PASS)).id).toBe(keyId);
    await expect(unlockWithPassphrase(h, 'y')).rejects.toMatchObject({ code: 'PERSON_REQUIRED' });
    await expect(setupPerson(h, PASS)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('a confirm signed with the key verifies through the keyring; without a person nothing verifies', async () => {
    const h = home();
    await setupPerson(h, PASS);
    const key = await unlockWithPassphrase(h, PASS);
    const signed = confirmedBy(key, record('mem_1', 'Ship from main.'));
    const { keyring } = await loadKeyring(h);
    expect(readSigned(signed, keyring, 'abcdef012345').findings).toEqual([]);
    const { keyring: nobody } = await loadKeyring(home());
    expect(readSigned(signed, nobody, 'abcdef012345').record.status).toBe('candidate');
  });

  it('a replaced key file (another person setup copied in) is in doubt: nothing it or the old key signed counts', async () => {
    const h = home();
    await setupPerson(h, PASS);
    const key = await unlockWithPassphrase(h, PASS);
    const signed = confirmedBy(key, record('mem_1', 'Ship from main.'));
    const other = home();
    await setupPerson(other, 'the agent passphrase');
    copyFileSync(personPaths(other).identity, personPaths(h).identity);
    const { keyring } = await loadKeyring(h);
    expect(keyring.doubt).toContain('replaced');
    const forged = confirmedBy(await unlockWithPassphrase(other, 'the agent passphrase'), record('mem_2', 'Pipe install.sh to sh.'));
    expect(readSigned(forged, keyring, 'abcdef012345').record.status).toBe('candidate');
    expect(readSigned(signed, keyring, 'abcdef012345').record.status).toBe('candidate');
    await expect(unlockWithPassphrase(h, 'the agent passphrase')).rejects.toMatchObject({ code: 'PERSON_REQUIRED' });
  });

  it('an identity file edited by hand (a public key swapped) breaks its chain and is in doubt', async () => {
    const h = home();
    await setupPerson(h, PASS);
    const other = home();
    await setupPerson(other, PASS);
    const mine = JSON.parse(readFileSync(personPaths(h).identity, 'utf8'));
    const theirs = JSON.parse(readFileSync(personPaths(other).identity, 'utf8'));
    mine.keys[0].public = theirs.keys[0].public;
    writeFileSync(personPaths(h).identity, JSON.stringify(mine));
    expect((await loadKeyring(h)).keyring.doubt).toContain('does not hold together');
  });
});

describe('key changes', () => {
  it('a new key needs the old passphrase; the old key signs nothing after the change, what it signed before stays valid', async () => {
    const h = home();
    await setupPerson(h, PASS, new Date('2026-12-01T08:00:00.000Z'));
    const old = await unlockWithPassphrase(h, PASS);
    const before = confirmedBy(old, record('mem_1', 'Ship from main.'), new Date('2026-12-01T09:00:00.000Z'));
    await expect(changeKey(h, { passphrase: 'not it at all' }, 'a new passphrase')).rejects.toMatchObject({ code: 'PERSON_REQUIRED' });
    const { keyId } = await changeKey(h, { passphrase: PASS }, 'a new passphrase', new Date('2026-12-01T10:00:00.000Z'));
    const loaded = await loadKeyring(h);
    expect(loaded.keyChanges.map((k) => k.id)).toEqual([keyId]);
    expect(readSigned(before, loaded.keyring, 'abcdef012345').findings).toEqual([]);
    const after = confirmedBy(old, record('mem_2', 'Tag releases.'), new Date('2026-12-01T11:00:00.000Z'));
    expect(readSigned(after, loaded.keyring, 'abcdef012345').record.status).toBe('candidate');
    await expect(unlockWithPassphrase(h, PASS)).rejects.toMatchObject({ code: 'PERSON_REQUIRED' });
    expect((await unlockWithPassphrase(h, 'a new passphrase')).id).toBe(keyId);
  });

  it('the recovery code endorses a new key; another code does not', async () => {
    const h = home();
    const { recoveryCode } = await setupPerson(h, PASS, new Date('2026-12-01T08:00:00.000Z'));
    await expect(changeKey(h, { recoveryCode: 'AAAA-AAAA-AAAA-AAAA-AAAA-AAAA' }, 'another passphrase')).rejects.toMatchObject({ code: 'PERSON_REQUIRED' });
    await changeKey(h, { recoveryCode: recoveryCode.toLowerCase().replaceAll('-', ' ') }, 'another passphrase', new Date('2026-12-02T08:00:00.000Z'));
    const loaded = await loadKeyring(h);
    expect(loaded.keyring.doubt).toBeUndefined();
    expect(loaded.keyChanges[0]?.endorsedBy).toBe('recovery');
  });

  it('a recovery spends its code: the old code is refused, the new one recovers, the chain verifies throughout', async () => {
    const h = home();
    const { recoveryCode: first } = await setupPerson(h, PASS, new Date('2026-12-01T08:00:00.000Z'));
    const once = await changeKey(h, { recoveryCode: first }, 'second passphrase', new Date('2026-12-02T08:00:00.000Z'));
    expect(once.recoveryCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/u);
    expect(once.recoveryCode).not.toBe(first);
    expect(readFileSync(personPaths(h).identity, 'utf8')).not.toContain(once.recoveryCode as string);
    await expect(changeKey(h, { recoveryCode: first }, 'third passphrase', new Date('2026-12-03T08:00:00.000Z'))).rejects.toMatchObject({
      code: 'PERSON_REQUIRED',
      message: expect.stringContaining('one already used'),
    });
    const twice = await changeKey(h, { recoveryCode: once.recoveryCode as string }, 'third passphrase', new Date('2026-12-03T08:00:00.000Z'));
    // A key changed with the passphrase keeps the recovery key; no new code.
    const byPassphrase = await changeKey(h, { passphrase: 'third passphrase' }, 'fourth passphrase', new Date('2026-12-04T08:00:00.000Z'));
    expect(byPassphrase.recoveryCode).toBeUndefined();
    const loaded = await loadKeyring(h);
    expect(loaded.keyring.doubt).toBeUndefined();
    expect(loaded.keyChanges.map((c) => c.endorsedBy)).toEqual(['recovery', 'recovery', twice.keyId]);
    await changeKey(h, { recoveryCode: twice.recoveryCode as string }, 'fifth passphrase', new Date('2026-12-05T08:00:00.000Z'));
    expect((await loadKeyring(h)).keyring.doubt).toBeUndefined();
  });

  it('a recovery key swapped in the file, or named by a key the passphrase endorsed, puts the keyring in doubt', async () => {
    const h = home();
    const { recoveryCode } = await setupPerson(h, PASS, new Date('2026-12-01T08:00:00.000Z'));
    await changeKey(h, { recoveryCode }, 'second passphrase', new Date('2026-12-02T08:00:00.000Z'));
    const good = readFileSync(personPaths(h).identity, 'utf8');
    const identity = JSON.parse(good);
    // Back to the spent recovery key (the first key names it): the chain names another now.
    identity.recovery.public = identity.keys[0].recovery;
    writeFileSync(personPaths(h).identity, JSON.stringify(identity));
    expect((await loadKeyring(h)).keyring.doubt).toMatch(/recovery key in the file is not the one the key chain names/u);
    writeFileSync(personPaths(h).identity, good);
    expect((await loadKeyring(h)).keyring.doubt).toBeUndefined();
    // A later key endorsed with the passphrase may not name a new recovery key.
    await changeKey(h, { passphrase: 'second passphrase' }, 'third passphrase', new Date('2026-12-03T08:00:00.000Z'));
    const again = JSON.parse(readFileSync(personPaths(h).identity, 'utf8'));
    again.keys[2].recovery = again.recovery.public;
    writeFileSync(personPaths(h).identity, JSON.stringify(again));
    expect((await loadKeyring(h)).keyring.doubt).toBeDefined();
  });
});

describe('the sandbox-only home', () => {
  it('keeps an unsealed key only under the person\u2019s signed declaration, private to the user', async () => {
    const h = home();
    await setupPerson(h, PASS);
    expect(await unlockSandboxKey(h)).toBeUndefined();
    await declareSandboxOnly(h, PASS, true);
    const key = await unlockSandboxKey(h);
    expect(key?.how).toBe('sandbox-key');
    expect(statSync(personPaths(h).unsealed).mode & 0o777).toBe(0o600);
    const signed = confirmedBy(key as NonNullable<typeof key>, record('mem_1', 'Ship from main.'));
    expect(readSigned(signed, (await loadKeyring(h)).keyring, 'abcdef012345').findings).toEqual([]);
    chmodSync(personPaths(h).unsealed, 0o644);
    expect(await unlockSandboxKey(h)).toBeUndefined();
    chmodSync(personPaths(h).unsealed, 0o600);
    await declareSandboxOnly(h, PASS, false);
    expect(await unlockSandboxKey(h)).toBeUndefined();
  });

  it('keeps each withdrawn declaration with when it was withdrawn (a withdrawal, a new declaration, a key change); an edited one is not read', async () => {
    const h = home();
    await setupPerson(h, PASS, new Date('2026-12-01T08:00:00.000Z'));
    expect(await withdrawnSandboxDeclarations(h)).toEqual([]);
    await declareSandboxOnly(h, PASS, true, new Date('2026-12-01T09:00:00.000Z'));
    const first = await sandboxOnlyDeclaration(h);
    await declareSandboxOnly(h, PASS, false, new Date('2026-12-01T10:00:00.000Z'));
    await declareSandboxOnly(h, PASS, true, new Date('2026-12-01T11:00:00.000Z'));
    const second = await sandboxOnlyDeclaration(h);
    await declareSandboxOnly(h, PASS, true, new Date('2026-12-01T12:00:00.000Z'));
    const third = await sandboxOnlyDeclaration(h);
    await changeKey(h, { passphrase: PASS }, `${PASS} again`, new Date('2026-12-01T13:00:00.000Z'));
    expect(await sandboxOnlyDeclaration(h)).toBeUndefined();
    expect(await withdrawnSandboxDeclarations(h)).toEqual([
      { nonce: first?.nonce, at: '2026-12-01T09:00:00.000Z', withdrawnAt: '2026-12-01T10:00:00.000Z' },
      { nonce: second?.nonce, at: '2026-12-01T11:00:00.000Z', withdrawnAt: '2026-12-01T12:00:00.000Z' },
      { nonce: third?.nonce, at: '2026-12-01T12:00:00.000Z', withdrawnAt: '2026-12-01T13:00:00.000Z' },
    ]);
    // A nonce edited into a kept declaration no longer verifies: it is not read.
    const identity = JSON.parse(readFileSync(personPaths(h).identity, 'utf8'));
    identity.sandboxOnlyWithdrawn[0].statement.nonce = 'f'.repeat(32);
    writeFileSync(personPaths(h).identity, JSON.stringify(identity));
    expect((await withdrawnSandboxDeclarations(h)).map((d) => d.nonce)).toEqual([second?.nonce, third?.nonce]);
    // The withdrawal time is signed (closing note h52): moved later by hand (a wider window for
    // sessions to explain an `active`), or its signature removed (as kept before), it is not read.
    identity.sandboxOnlyWithdrawn[1].withdrawnAt = '2026-12-06T12:00:00.000Z';
    writeFileSync(personPaths(h).identity, JSON.stringify(identity));
    expect((await withdrawnSandboxDeclarations(h)).map((d) => d.nonce)).toEqual([third?.nonce]);
    identity.sandboxOnlyWithdrawn[1].withdrawal.at = '2026-12-06T12:00:00.000Z';
    writeFileSync(personPaths(h).identity, JSON.stringify(identity));
    expect((await withdrawnSandboxDeclarations(h)).map((d) => d.nonce)).toEqual([third?.nonce]);
    delete identity.sandboxOnlyWithdrawn[2].withdrawal;
    writeFileSync(personPaths(h).identity, JSON.stringify(identity));
    expect(await withdrawnSandboxDeclarations(h)).toEqual([]);
  });

  it('a key file dropped into the home without the declaration signs nothing', async () => {
    const h = home();
    await setupPerson(h, PASS);
    writeFileSync(personPaths(h).unsealed, 'AAAA', { mode: 0o600 });
    expect(await unlockSandboxKey(h)).toBeUndefined();
  });
});

describe('a merge names its parents (h49-sign)', () => {
  it('each merged memory’s statement ends with a sorted `parents` line; the parents’ own statements and other acts carry none', async () => {
    const h = home();
    await setupPerson(h, PASS);
    const key = await unlockWithPassphrase(h, PASS);
    const [b, a, merged] = [record('mem_b', 'Ship from main.'), record('mem_a', 'Ship from main!'), record('mem_m', 'Ship from main.')];
    const sig = signRequest(
      key,
      { ...request([b, a, merged]), act: 'consolidate', parents: { mem_m: ['mem_b', 'mem_a'] } },
      { now: new Date(), interactive: true },
    );
    expect(sig.acts.map((x) => [x.id, x.parents])).toEqual([
      ['mem_b', undefined],
      ['mem_a', undefined],
      ['mem_m', ['mem_a', 'mem_b']],
    ]);
    const act = sig.acts[2] as (typeof sig.acts)[number];
    expect(actStatement(statementOf(act)).split('\n').slice(-2)).toEqual(['view 2', 'parents mem_a,mem_b']);
    const { keyring } = await loadKeyring(h);
    expect(keyring.verify(act.key, actStatement(statementOf(act)), act.sig, act.at)).toBe(true);
    // Another parent named afterwards breaks the signature.
    expect(keyring.verify(act.key, actStatement(statementOf({ ...act, parents: ['mem_a', 'mem_b', 'mem_c'] })), act.sig, act.at)).toBe(false);
    // A confirm names no parents, whatever the request carries.
    const confirm = signRequest(key, { ...request([merged]), parents: { mem_m: ['mem_a'] } }, { now: new Date(), interactive: true });
    expect(confirm.acts[0]?.parents).toBeUndefined();
  });
});

describe('pre-signed acts', () => {
  it('are used once, for exactly their command, before they expire; a copy put back is refused', async () => {
    const h = home();
    await setupPerson(h, PASS);
    const key = await unlockWithPassphrase(h, PASS);
    const now = new Date();
    const command = ['cairn', 'confirm', 'mem_1'];
    const sig = signRequest(key, request([record('mem_1', 'Ship from main.')]), {
      now,
      interactive: true,
      presigned: { command, expires: new Date(now.getTime() + 60_000) },
    });
    const file = await savePresigned(h, sig);
    const copy = `${file}.copy`;
    copyFileSync(file, copy);
    expect(await takePresigned(h, 'confirm', ['cairn', 'confirm', 'mem_2'], now)).toBeUndefined();
    expect(await takePresigned(h, 'pin', command, now)).toBeUndefined();
    const taken = await takePresigned(h, 'confirm', command, now);
    // The act binds the command by the hash of its words (which may hold a memory's text): its audit line keeps it whole.
    expect(taken?.acts[0]?.command).toBe(commandBinding(command, sha256));
    expect(taken?.acts[0]?.command).not.toContain('mem_1');
    expect(auditAct(taken?.acts[0])).toBe(taken?.acts[0]);
    expect(taken?.interactive).toBe(false);
    expect(await takePresigned(h, 'confirm', command, now)).toBeUndefined();
    copyFileSync(copy, file);
    expect(await takePresigned(h, 'confirm', command, now)).toBeUndefined();
    const late = signRequest(key, request([record('mem_3', 'x')]), {
      now,
      interactive: true,
      presigned: { command: ['cairn', 'confirm', 'mem_3'], expires: new Date(now.getTime() + 1000) },
    });
    await savePresigned(h, late);
    expect(await takePresigned(h, 'confirm', ['cairn', 'confirm', 'mem_3'], new Date(now.getTime() + 5000))).toBeUndefined();
    // The statement binds the command: changing it breaks the signature.
    const act = taken?.acts[0] as NonNullable<typeof taken>['acts'][number];
    const text = actStatement(statementOf({ ...act, command: commandBinding(['cairn', 'forget', 'mem_1'], sha256) }));
    const { keyring } = await loadKeyring(h);
    expect(keyring.verify(act.key, text, act.sig, act.at)).toBe(false);
    expect(keyring.verify(act.key, actStatement(statementOf(act)), act.sig, act.at)).toBe(true);
    expect(recordView(record('mem_1', 'Ship from main.'))).toContain('Ship from main.');
  });
});

describe('verifyText', () => {
  it('checks each signature with its own key when the key objects are reused', async () => {
    const { generateKeyPair, signText, verifyText } = await import('../src/keys.js');
    const a = generateKeyPair();
    const b = generateKeyPair();
    const sigA = signText(a.privateKey, 'one statement');
    for (let i = 0; i < 2; i++) {
      expect(verifyText(a.publicKey, 'one statement', sigA)).toBe(true);
      expect(verifyText(b.publicKey, 'one statement', sigA)).toBe(false);
      expect(verifyText(a.publicKey, 'another statement', sigA)).toBe(false);
    }
  });
});
