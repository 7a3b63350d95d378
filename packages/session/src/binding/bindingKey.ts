import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OBSERVATION_KEY_FILE } from '@cairn/store-fs';
import { parsedObservationKey } from '../host/observations.js';

/** A keyed hash: hex HMAC-SHA-256 of a UTF-8 string. */
export type BindingHash = (text: string) => string;

/**
 * The keyed hash a binding takes of bound lines or a bound file that hold a credential (attack h57
 * H4): HMAC-SHA-256 under the home's observation key (`observation.key`, 32 random bytes that
 * store-fs's `observationKey` makes 0600 on an agent's first write or a hook), with a domain word
 * in front, so the hash in the log, the view and an export is no offline verifier of a guessed
 * password, and a changed password still reads as a changed line. Read on first use,
 * synchronously (the binder binds inside a write), never made here: a plan (`import --dry-run`)
 * writes nothing, not even the key. Undefined while the home holds no readable key (the binder
 * then hashes the redacted text: see binder's `boundHash`).
 *
 * @param home - the Cairn home
 */
export function bindingHasher(home: string): () => BindingHash | undefined {
  let made: BindingHash | undefined;
  return () => {
    if (made !== undefined) return made;
    let text: string;
    try {
      text = readFileSync(join(home, OBSERVATION_KEY_FILE), 'utf8');
    } catch {
      return undefined;
    }
    const key = parsedObservationKey(text);
    if (key === undefined) return undefined;
    made = (value: string) => createHmac('sha256', key).update(`cairn-binding\u0000${value}`).digest('hex');
    return made;
  };
}
