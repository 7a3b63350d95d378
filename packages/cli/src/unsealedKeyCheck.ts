import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { homeDeclaration } from '@cairn/session';

/** A doctor line: its name, whether it holds, what was found, and the fix when it does not. */
export interface DoctorLine {
  name: string;
  ok: boolean;
  detail: string;
  fix?: string;
}

/**
 * The doctor's check of an unsealed person key (walk h49 item 6): `cairn person sandbox-only`
 * keeps the private key unsealed beside the identity (`<home>/person/key.unsealed`, 0600), safe
 * only in a home the person declared sandbox-only (every agent host kept out of it). Copied with
 * `person/` to another home — whose declaration does not verify there, as it names the home it
 * was made in — or left after the declaration was withdrawn by hand, it is the private key in
 * plain text where an agent may read it, and Cairn does not use it there. A failed check then;
 * nothing to say (undefined) when there is no such file or the home is declared.
 *
 * @param home - the Cairn home (absolute)
 */
export async function unsealedKeyCheck(home: string): Promise<DoctorLine | undefined> {
  // The file name person's `personPaths(home).unsealed` gives.
  const file = join(home, 'person', 'key.unsealed');
  if ((await lstat(file).catch(() => undefined)) === undefined) return undefined;
  if ((await homeDeclaration(home)) !== undefined) return undefined;
  return {
    name: 'unsealed key',
    ok: false,
    detail: `${file} holds your private key unsealed, but this home is not declared sandbox-only (a copy of person/ from a sandbox-only home, or a declaration withdrawn by hand): anything that reads the home could sign as you, and Cairn does not use the file here`,
    fix: `delete it (rm ${file}); your sealed key (identity.json, your passphrase) is all this home needs. Declare this home sandbox-only (cairn person sandbox-only) only if every agent host is kept out of it`,
  };
}
