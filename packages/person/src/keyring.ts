import { emptyKeyring, type PersonKeyring, toCoreError } from '@cairn/core';
import { chainProblem, type ChainKey, type Identity, personPaths, readAnchor, readIdentity } from './identity.js';
import { sha256, verifyText } from './keys.js';

/** How far an act's time may precede its key's start (clock skew between processes), in ms. */
const SKEW_MS = 60_000;

/** What {@link loadKeyring} found: the keyring for readers, and the identity when there is one. */
export interface LoadedKeyring {
  keyring: PersonKeyring;
  identity: Identity | undefined;
  /** Every key change after the first key, oldest first (for `doctor` and the session's notices). */
  keyChanges: Array<{ id: string; since: string; endorsedBy: string }>;
}

/**
 * The person's keyring as every reader uses it (`withSignedReads`, `verifySignature`): built
 * from the identity file in `home`, after checking its chain and its anchor. A key signs
 * statements made from its `since` (less a minute of clock skew) until the next key's
 * `since`. Verifications are remembered for the keyring's life.
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
    return { keyring: emptyKeyring(sha256, toCoreError(error).message), identity: undefined, keyChanges: [] };
  }
  if (identity === undefined) return { keyring: emptyKeyring(sha256), identity: undefined, keyChanges: [] };
  const keyChanges = identity.keys.slice(1).map((k) => ({ id: k.id, since: k.since, endorsedBy: k.endorsedBy }));
  const broken = chainProblem(identity);
  if (broken !== undefined)
    return { keyring: emptyKeyring(sha256, `the person's key file ${personPaths(home).identity} does not hold together (${broken})`), identity, keyChanges };
  const anchor = await readAnchor(home);
  const genesis = identity.keys[0] as ChainKey;
  if (anchor !== genesis.id) {
    const doubt =
      anchor === undefined
        ? `the person's key file has no anchor (${personPaths(home).anchor}): it was not made by \`cairn person setup\` in this home`
        : `the person's key file was replaced: its first key ${genesis.id} is not ${anchor}, the key this home was set up with`;
    return { keyring: emptyKeyring(sha256, doubt), identity, keyChanges };
  }
  const keys = identity.keys;
  const cache = new Map<string, boolean>();
  const keyring: PersonKeyring = {
    digest: sha256,
    verify(keyId, statement, signature, at) {
      const i = keys.findIndex((k) => k.id === keyId);
      if (i < 0) return false;
      const k = keys[i] as ChainKey;
      const next = keys[i + 1];
      const t = Date.parse(at);
      if (!Number.isFinite(t) || t < Date.parse(k.since) - SKEW_MS || (next !== undefined && t >= Date.parse(next.since))) return false;
      const memo = `${keyId}\u0000${signature}\u0000${sha256(statement)}`;
      let ok = cache.get(memo);
      if (ok === undefined) {
        ok = verifyText(k.public, statement, signature);
        cache.set(memo, ok);
      }
      return ok;
    },
  };
  return { keyring, identity, keyChanges };
}
