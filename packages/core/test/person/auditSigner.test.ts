import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { forget } from '../../src/operations/operations.js';
import { auditAct, type CheckedAuditLine, checkAuditSigner, SIGNED_ONLY_EVENTS, unsignedActs } from '../../src/person/auditSigner.js';
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

  it("keeps a pre-signed act's command (which may hold a memory's text) out of the audit line", () => {
    const person = createTestPerson();
    const act = person.signItems('memorize-user', PROJECT, [{ id: 'mem_1', view: 'v' }]).acts[0] as NonNullable<ReturnType<typeof person.signItems>['acts'][0]>;
    expect(auditAct(act)).toBe(act);
    expect(auditAct({ ...act, command: '["memorize","--text","secret plan"]' })).toBeUndefined();
  });
});

describe("unsignedActs: a person's act with no signature in a signed log (issue #16)", () => {
  const verified = { verified: true, signer: 'ed25519:k' } as const;
  const line = (seq: number, event: CheckedAuditLine['event'], more: Partial<CheckedAuditLine> = {}): CheckedAuditLine => ({ seq, event, ...more });

  it("the acts Cairn writes only signed are the prompted person's acts that are audit events", () => {
    expect([...SIGNED_ONLY_EVENTS].sort()).toEqual(['confirm', 'consolidate', 'forget', 'pin', 'prune', 'reverify', 'supersede', 'unpin', 'wipe']);
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
    ];
    expect(unsignedActs(log)).toEqual([
      { line: 7, event: 'confirm', claimed: 'none', since: 3 },
      { line: 8, event: 'memorize', claimed: 'none', since: 3 },
      { line: 9, event: 'pin', claimed: 'presence:terminal', since: 3 },
    ]);
    expect(unsignedActs(log.filter((l) => l.seq !== 3))).toEqual([]);
  });
});
