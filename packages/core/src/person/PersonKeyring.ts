/**
 * What a reader needs to check a person's signatures (issue #16: "every reader checks"),
 * injected like the clock: core holds no crypto of its own and imports nothing but zod. The
 * session builds it from the person's key file in the home (`@cairn/person`), with
 * node:crypto's ed25519 and sha256.
 */
export interface PersonKeyring {
  /**
   * True when `signature` (base64url) is a valid ed25519 signature of `statement` (UTF-8) by
   * the key `keyId`, and that key was the person's at time `at` (a key replaced at T signs
   * nothing after T). False for an unknown key, a malformed signature, anything else.
   */
  verify(keyId: string, statement: string, signature: string, at: string): boolean;
  /** Hex sha256 of a UTF-8 string (what `shown` holds). */
  digest(text: string): string;
  /**
   * Why no signature can be trusted right now, when the key file itself is in doubt (replaced,
   * unreadable, its chain broken); undefined when it is sound. While set, `verify` answers
   * false and readers report this sentence.
   */
  readonly doubt?: string | undefined;
}

/** A keyring that trusts no signature: no person has a key yet (or the key file is in doubt). */
export function emptyKeyring(digest: (text: string) => string, doubt?: string): PersonKeyring {
  return { verify: () => false, digest, doubt };
}
