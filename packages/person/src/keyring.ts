import { emptyKeyring, type PersonKeyring, toCoreError } from '@cairn/core';
import { chainProblem, type ChainKey, type Identity, personPaths, readAnchor, readIdentity } from './identity.js';
import { sha256, verifyText } from './keys.js';
import { noteProven, proofMemo, readVerifiedActs, type VerifiedActs } from './verifiedActs.js';

/** How far an act's time may precede its key's start (clock skew between processes), in ms. */
const SKEW_MS = 60_000;

/** A keyring in doubt or without a person takes no list. */
const noneVerified = (): VerifiedActs => ({ memos: [], warmed: [] });

/** What {@link loadKeyring} found: the keyring for readers, and the identity when there is one. */
export interface LoadedKeyring {
  keyring: PersonKeyring;
  identity: Identity | undefined;
  /** Every key change after the first key, oldest first (for `doctor` and the session's notices). */
  keyChanges: Array<{ id: string; since: string; endorsedBy: string }>;
  /** The person's signed list of signatures found valid (`verified-acts.json`), read once; empty when there is no sound key. */
  verified(): VerifiedActs;
}

/**
 * The person's keyring as every reader uses it (`withSignedReads`, `verifySignature`): built
 * from the identity file in `home`, after checking its chain and its anchor. A key signs
 * statements made from its `since` (less a minute of clock skew) until the next key's
 * `since`. Verifications are remembered for the keyring's life, and a signature the person's
 * signed list already holds (`verified-acts.json`, {@link readVerifiedActs}) is taken as valid
 * without the ed25519 arithmetic — after the key's window is checked, as for any other.
 *
 * When no person is set up, the keyring verifies nothing (every person's act is read as the
 * agent's). When the key file is in doubt — unreadable, its chain broken, or its first key not
 * the one this home was set up with (`anchor.json`: the file was replaced) — it verifies nothing
 * either and says why in `doubt`, which `doctor` and the session report.
 */
export async function loadKeyring(home: string): Promise<LoadedKeyring> {
  let identity: Identity | undefined;
  try {
    identity = await readIdentity(home);
  } catch (error) {
    return { keyring: emptyKeyring(sha256, toCoreError(error).message), identity: undefined, keyChanges: [], verified: noneVerified };
  }
  if (identity === undefined) return { keyring: emptyKeyring(sha256), identity: undefined, keyChanges: [], verified: noneVerified };
  const keyChanges = identity.keys.slice(1).map((k) => ({ id: k.id, since: k.since, endorsedBy: k.endorsedBy }));
  const broken = chainProblem(identity);
  if (broken !== undefined)
    return {
      keyring: emptyKeyring(sha256, `the person's key file ${personPaths(home).identity} does not hold together (${broken})`),
      identity,
      keyChanges,
      verified: noneVerified,
    };
  const anchor = await readAnchor(home);
  const genesis = identity.keys[0] as ChainKey;
  if (anchor !== genesis.id) {
    const doubt =
      anchor === undefined
        ? `the person's key file has no anchor (${personPaths(home).anchor}): it was not made by \`cairn person setup\` in this home`
        : `the person's key file was replaced: its first key ${genesis.id} is not ${anchor}, the key this home was set up with`;
    return { keyring: emptyKeyring(sha256, doubt), identity, keyChanges, verified: noneVerified };
  }
  const keys = identity.keys;
  const cache = new Map<string, boolean>();
  /** The chain key that signs as `keyId` at `at` (its window: from its `since`, less the skew, to the next key's). */
  const keyAt = (keyId: string, at: string): ChainKey | undefined => {
    const i = keys.findIndex((k) => k.id === keyId);
    if (i < 0) return undefined;
    const k = keys[i] as ChainKey;
    const next = keys[i + 1];
    const t = Date.parse(at);
    if (!Number.isFinite(t) || t < Date.parse(k.since) - SKEW_MS || (next !== undefined && t >= Date.parse(next.since))) return undefined;
    return k;
  };
  // The person's signed list of signatures already found valid (its own signature checked in
  // full), read at the first check that needs it.
  let list: VerifiedActs | undefined;
  let listed: ReadonlySet<string> | undefined;
  const verified = (): VerifiedActs => {
    list ??= readVerifiedActs(home, (keyId, statement, signature, at) => {
      const k = keyAt(keyId, at);
      return k !== undefined && verifyText(k.public, statement, signature);
    });
    return list;
  };
  const isListed = (memo: string): boolean => {
    listed ??= new Set(verified().memos);
    return listed.has(memo);
  };
  const keyring: PersonKeyring = {
    digest: sha256,
    verify(keyId, statement, signature, at) {
      const k = keyAt(keyId, at);
      if (k === undefined) return false;
      const memo = proofMemo(keyId, signature, statement);
      let ok = cache.get(memo);
      if (ok === undefined) {
        ok = isListed(memo);
        if (!ok) {
          ok = verifyText(k.public, statement, signature);
          if (ok) noteProven(memo);
        }
        cache.set(memo, ok);
      }
      return ok;
    },
  };
  return { keyring, identity, keyChanges, verified };
}
