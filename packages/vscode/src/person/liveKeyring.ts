import { loadKeyring, type PersonKeyring, sha256 } from '@cairn/session';

/**
 * The person's keyring for a long-lived editor: the project sessions verify what the editor's
 * person port signs with it (`openProject`'s `keyring`), and it is read again from the home
 * before each signature, so a key set up or changed with `cairn person setup` while the editor
 * runs is the one that verifies. Until a key is read it verifies nothing.
 */
export interface LiveKeyring {
  /** The keyring to hand to `openProject`: it always asks the keys read last. */
  readonly keyring: PersonKeyring;
  /** Reads the person's keys from the home again. Never rejects (a broken key file is a keyring in doubt). */
  refresh(): Promise<void>;
}

/** Creates a {@link LiveKeyring} for the home `home()` names (settings can change it). */
export function createLiveKeyring(home: () => string): LiveKeyring {
  let current: PersonKeyring = { verify: () => false, digest: sha256 };
  return {
    keyring: {
      verify: (keyId, statement, signature, at) => current.verify(keyId, statement, signature, at),
      digest: (text) => current.digest(text),
      get doubt() {
        return current.doubt;
      },
    },
    async refresh() {
      current = (await loadKeyring(home())).keyring;
    },
  };
}
