import { stat } from 'node:fs/promises';
import type { PersonKeyring } from '@cairn/core';
import { loadKeyring, personPaths } from '@cairn/person';
import { sha256 } from '../ids.js';

/**
 * The person's keyring for a long-lived process (the MCP server, the editor): the sessions verify
 * signatures and check every read with it (`openProject`'s `keyring` and `refreshKeys`), and it is
 * read again from the home whenever the key files changed — so a key set up (`cairn person
 * setup`) or changed while the process runs is the one that verifies. Until a key is read it
 * verifies nothing: every `user` claim reads as the agent's (fails closed).
 */
export interface LiveKeyring {
  /** The keyring to hand to `openProject`: it always asks the keys read last. */
  readonly keyring: PersonKeyring;
  /** Reads the person's keys from the home again when its key files changed (a stat of each). Never rejects. */
  refresh(): Promise<void>;
}

/**
 * A keyring that always asks the one `current()` returns (verify, digest, doubt): what a
 * long-lived process hands out once while it reads its keys again underneath.
 */
export function delegatingKeyring(current: () => PersonKeyring): PersonKeyring {
  return {
    verify: (keyId, statement, signature, at) => current().verify(keyId, statement, signature, at),
    digest: (text) => current().digest(text),
    get doubt() {
      return current().doubt;
    },
  };
}

/** Creates a {@link LiveKeyring} for the home `home()` names (settings can change it). */
export function createLiveKeyring(home: () => string): LiveKeyring {
  let current: PersonKeyring = { verify: () => false, digest: sha256 };
  let seen: string | undefined;
  const fingerprint = async (h: string): Promise<string> => {
    const paths = personPaths(h);
    const parts = await Promise.all(
      [paths.identity, paths.anchor].map((f) =>
        stat(f).then(
          (s) => `${s.ino}:${s.size}:${s.mtimeMs}`,
          () => '-',
        ),
      ),
    );
    return `${h}\u0000${parts.join('|')}`;
  };
  return {
    keyring: delegatingKeyring(() => current),
    async refresh() {
      const h = home();
      const now = await fingerprint(h);
      if (now === seen) return;
      current = (await loadKeyring(h)).keyring;
      seen = now;
    },
  };
}
