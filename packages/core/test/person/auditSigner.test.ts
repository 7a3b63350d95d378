import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { forget } from '../../src/operations/operations.js';
import { auditAct, type CheckedAuditLine, checkAuditSigner, replayedActs, SIGNED_ONLY_EVENTS, unkeptActs, unsignedActs } from '../../src/person/auditSigner.js';
import { commandBinding } from '../../src/person/signedAct.js';
import { createTestPerson, setup } from '../helpers.js';

const PROJECT = 'abcdef012345';
const KEYS = new Set([PROJECT]);

/**
 * An audit line's signer is a claim until its signed act verifies (issue #16): the audit log is
 * a chain anything that writes the home can rebuild.
 */
describe('checkAuditSigner (issue #16)', () => {
  it("a signed forget's line keeps its act and verifies; the same claim without it, or with the act moved, does not", async () => {
    const person = createTestPerson();
    const { write, op, store } = setup();
    const m = await memorize({ text: 'The cache is warmed at boot.', origin: 'agent' }, write());
    await forget(m.record.id, { ...op(), signature: person.signRecords('forget', [m.record]), digest: person.digest });
    const line = store.auditLog.find((l) => l.event === 'forget');
    expect(line?.act).toBeDefined();
    expect(checkAuditSigner(line as never, person.keyring, KEYS)).toEqual({ verified: true, signer: person.keyId });

    const { act: _dropped, ...bare } = line as NonNullable<typeof line>;
    expect(checkAuditSigner(bare, person.keyring, KEYS)).toMatchObject({ verified: false, claimed: person.keyId, checkable: false });
    const moved = { ...bare, id: 'mem_other', act: { ...(line?.act as object), id: 'mem_other' } };
    expect(checkAuditSigner(moved, person.keyring, KEYS)).toMatchObject({
      verified: false,
      checkable: true,
      reason: "its signature does not verify with the person's key",
    });
    expect(checkAuditSigner({ ...line, id: 'mem_other' } as never, person.keyring, KEYS)).toMatchObject({
      verified: false,
      reason: 'its act was signed for another memory',
    });
    expect(checkAuditSigner(line as never, person.keyring, new Set(['999999999999']))).toMatchObject({
      verified: false,
      reason: 'its act was signed for another project',
    });
    const stranger = createTestPerson(2);
    expect(checkAuditSigner(line as never, stranger.keyring, KEYS)).toMatchObject({ verified: false });
    expect(checkAuditSigner({ ...line, signer: stranger.keyId } as never, person.keyring, KEYS)).toMatchObject({
      verified: false,
      reason: `its act was signed by ${person.keyId}, not by the claimed signer`,
    });
  });

  it("a line that kept no act is checked against the record's act with its nonce", async () => {
    const person = createTestPerson();
    const sig = person.signItems('confirm', PROJECT, [{ id: 'mem_1', view: 'v' }]);
    const act = sig.acts[0] as NonNullable<(typeof sig.acts)[0]>;
    const line = { signer: person.keyId, nonce: act.nonce, id: 'mem_1' };
    expect(checkAuditSigner(line, person.keyring, KEYS, (id, nonce) => (id === 'mem_1' && nonce === act.nonce ? act : undefined))).toEqual({
      verified: true,
      signer: person.keyId,
    });
    expect(checkAuditSigner(line, person.keyring, KEYS, () => undefined)).toMatchObject({ verified: false, checkable: false });
  });

  it('claims nothing when the line names no signer; a presence is not a signature', () => {
    const person = createTestPerson();
    expect(checkAuditSigner({}, person.keyring, KEYS)).toBeUndefined();
    expect(checkAuditSigner({ signer: 'presence:terminal' }, person.keyring, KEYS)).toMatchObject({
      verified: false,
      checkable: false,
      reason: 'nothing was signed (a presence, not a signature)',
    });
  });

  it("keeps a pre-signed act whole when it binds its command by hash; one holding the command's words (a memory's text) stays out", () => {
    const person = createTestPerson();
    const act = person.signItems('memorize-user', PROJECT, [{ id: 'mem_1', view: 'v' }]).acts[0] as NonNullable<ReturnType<typeof person.signItems>['acts'][0]>;
    expect(auditAct(act)).toBe(act);
    const hashed = { ...act, command: commandBinding(['cairn', 'memorize', '--text', 'secret plan'], person.digest) };
    expect(hashed.command).toMatch(/^sha256:[0-9a-f]{64}$/u);
    expect(auditAct(hashed)).toBe(hashed);
    expect(auditAct({ ...act, command: '["memorize","--text","secret plan"]' })).toBeUndefined();
  });
});

describe("unsignedActs: a person's act with no signature in a signed log (issue #16)", () => {
  const verified = { verified: true, signer: 'ed25519:k' } as const;
  const line = (seq: number, event: CheckedAuditLine['event'], more: Partial<CheckedAuditLine> = {}): CheckedAuditLine => ({ seq, event, ...more });

  it("the acts Cairn writes only signed are the prompted person's acts that are audit events", () => {
    // `lift` since a lift of an output's bar is its own prompted act (issue #22): Cairn always wrote its line signed.
    expect([...SIGNED_ONLY_EVENTS].sort()).toEqual(['confirm', 'consolidate', 'forget', 'lift', 'pin', 'prune', 'reverify', 'supersede', 'unpin', 'wipe']);
  });

  it('a lift line with no signature in a signed log is an unsigned act (doctor and `audit --verify` name it)', () => {
    const log = [line(1, 'confirm', { signer: 'ed25519:k', signerCheck: verified }), line(2, 'lift'), line(3, 'lift', { signer: 'presence:terminal' })];
    expect(unsignedActs(log).map((u) => [u.line, u.event])).toEqual([
      [2, 'lift'],
      [3, 'lift'],
    ]);
  });

  it('judges only lines after the first verified signature, and only claimed acts with no signer or a presence', () => {
    const log = [
      line(1, 'init'),
      line(2, 'confirm'),
      line(3, 'forget', { signer: 'ed25519:k', signerCheck: verified }),
      line(4, 'memorize', { origin: 'agent' }),
      line(5, 'refused', { origin: 'user' }),
      line(6, 'init'),
      line(7, 'confirm'),
      line(8, 'memorize', { origin: 'user' }),
      line(9, 'pin', { signer: 'presence:terminal' }),
      line(10, 'forget', { signer: 'ed25519:k', signerCheck: { verified: false, claimed: 'ed25519:k', reason: 'r', checkable: false } }),
      // An agent's sighting of the person's memory (walk 9 item 2) changes nothing of theirs: no act.
      line(11, 'sighting', { origin: 'user', applied: { status: 'active', evidence: 2 } }),
      // A sighting that made a memory the person's, or pinned it, is their act: unsigned, reported.
      line(12, 'sighting', { origin: 'user', applied: { status: 'active', evidence: 2, from: 'agent' } }),
      line(13, 'sighting', { origin: 'user', applied: { status: 'active', evidence: 2, pinned: true, stable: false } }),
    ];
    expect(unsignedActs(log)).toEqual([
      { line: 7, event: 'confirm', claimed: 'none', since: 3 },
      { line: 8, event: 'memorize', claimed: 'none', since: 3 },
      { line: 9, event: 'pin', claimed: 'presence:terminal', since: 3 },
      { line: 12, event: 'sighting', claimed: 'none', since: 3 },
      { line: 13, event: 'sighting', claimed: 'none', since: 3 },
    ]);
    expect(unsignedActs(log.filter((l) => l.seq !== 3))).toEqual([]);
  });
});

describe("unkeptActs: a line naming the person's key with no act kept, in a log whose lines keep acts (issue #16)", () => {
  const kept = { verified: true, signer: 'ed25519:k' } as const;
  const none = { verified: false, claimed: 'ed25519:k', reason: 'no signature was kept for this line', checkable: false } as const;
  const line = (seq: number, event: CheckedAuditLine['event'], more: Partial<CheckedAuditLine> = {}): CheckedAuditLine => ({ seq, event, ...more });

  it('judges only lines after the first line that kept its own act and verifies', () => {
    const log = [
      line(1, 'init'),
      line(2, 'confirm', { signer: 'ed25519:k', signerCheck: none }),
      // Verified through the record's act (kept no act itself): does not begin the era.
      line(3, 'pin', { signer: 'ed25519:k', signerCheck: kept }),
      line(4, 'forget', { signer: 'ed25519:k', signerCheck: none }),
      line(5, 'forget', { signer: 'ed25519:k', act: {}, signerCheck: kept }),
      line(6, 'confirm', { signer: 'ed25519:k', signerCheck: none }),
      line(7, 'pin', { signer: 'ed25519:k', signerCheck: kept }),
      line(8, 'confirm', { signer: 'presence:terminal', signerCheck: { ...none, claimed: 'presence:terminal' } }),
      line(9, 'unpin', { signer: 'ed25519:k', act: {}, signerCheck: { ...none, checkable: true, reason: 'bad' } }),
    ];
    expect(unkeptActs(log)).toEqual([{ line: 6, event: 'confirm', claimed: 'ed25519:k', since: 5 }]);
    expect(unkeptActs(log.filter((l) => l.seq !== 5))).toEqual([]);
  });
});

describe('replayedActs: one signed act on two lines is a copy (issue #16)', () => {
  const ok = { verified: true, signer: 'ed25519:k' } as const;
  const line = (seq: number, event: CheckedAuditLine['event'], more: Partial<CheckedAuditLine> = {}): CheckedAuditLine => ({ seq, event, ...more });
  const n = (c: string): string => c.repeat(32);

  it('reports each later line carrying a nonce an earlier line carried, by its line nonce or its kept act', () => {
    const log = [
      line(1, 'init', { signer: 'ed25519:k', act: { nonce: n('a') }, signerCheck: ok }),
      line(2, 'confirm', { signer: 'ed25519:k', nonce: n('b'), act: { nonce: n('b') }, signerCheck: ok }),
      line(3, 'pin', { signer: 'ed25519:k', nonce: n('c'), signerCheck: ok }),
      line(4, 'confirm', { signer: 'ed25519:k', nonce: n('b'), act: { nonce: n('b') }, signerCheck: ok }),
      line(5, 'prune', { signer: 'ed25519:k', act: { nonce: n('a') }, signerCheck: ok }),
      // A presence signs nothing: not judged here, even with a nonce.
      line(6, 'confirm', { signer: 'presence:terminal', nonce: n('c') }),
      line(7, 'memorize', { nonce: n('c') }),
      line(8, 'pin', { signer: 'ed25519:k', nonce: n('c'), signerCheck: ok }),
    ];
    expect(replayedActs(log)).toEqual([
      { line: 4, event: 'confirm', claimed: 'ed25519:k', nonce: n('b'), first: 2 },
      { line: 5, event: 'prune', claimed: 'ed25519:k', nonce: n('a'), first: 1 },
      { line: 8, event: 'pin', claimed: 'ed25519:k', nonce: n('c'), first: 3 },
    ]);
  });

  it('finds none in a log whose every act has its own nonce', () => {
    const log = [
      line(1, 'init', { signer: 'ed25519:k', act: { nonce: n('a') }, signerCheck: ok }),
      line(2, 'confirm', { signer: 'ed25519:k', nonce: n('b'), signerCheck: ok }),
      line(3, 'forget', { signer: 'ed25519:k', nonce: n('c'), signerCheck: ok }),
    ];
    expect(replayedActs(log)).toEqual([]);
  });
});
