import { loadKeyring } from '@cairn/person';

/** How long after a change of the person's key SessionStart and the VS Code view say so (days). */
export const KEY_CHANGE_NOTICE_DAYS = 7;

/** A change of the person's key, as every reader names it (from the key file's chain). */
export interface KeyChange {
  /** The new key's id. */
  id: string;
  /** ISO time the new key started. */
  since: string;
  /** What endorsed it: the previous key's id (the old passphrase opened it) or `recovery` (the recovery code). */
  endorsedBy: string;
}

/**
 * What the person should hear about their key now (issue #16: "every key change is shown by
 * `doctor`, in the VS Code view and as a SessionStart message"):
 * - `doubt`: the key file is in doubt (replaced, its chain broken, no anchor — `loadKeyring`'s
 *   `keyring.doubt`): no signature counts until it is resolved;
 * - `changed`: the last change of key, when it started at most {@link KEY_CHANGE_NOTICE_DAYS}
 *   days before `now` — a change the person did not make is how a key taken over shows.
 */
export type PersonKeyNotice = { kind: 'doubt'; doubt: string } | { kind: 'changed'; change: KeyChange };

/**
 * How a change of key was endorsed, in the words doctor, SessionStart and the VS Code view use:
 * "with the recovery code" or "with the old passphrase".
 */
export function endorsementWords(endorsedBy: string): string {
  return endorsedBy === 'recovery' ? 'with the recovery code' : 'with the old passphrase';
}

/**
 * The one rule for when to tell the person of their key ({@link PersonKeyNotice}), shared by
 * SessionStart's message and the VS Code view. Reads the home's key files (`loadKeyring`); never
 * rejects.
 *
 * @param home - the Cairn home
 * @param now - the clock's time (the {@link KEY_CHANGE_NOTICE_DAYS} window ends here)
 * @returns undefined when the home holds no key, its key file cannot be read at all, or its last
 *   change is older than the window (or there is none)
 */
export async function personKeyNotice(home: string, now: Date): Promise<PersonKeyNotice | undefined> {
  const loaded = await loadKeyring(home).catch(() => undefined);
  if (loaded === undefined || loaded.identity === undefined) return undefined;
  if (loaded.keyring.doubt !== undefined) return { kind: 'doubt', doubt: loaded.keyring.doubt };
  const last = loaded.keyChanges.at(-1);
  if (last === undefined || now.getTime() - Date.parse(last.since) > KEY_CHANGE_NOTICE_DAYS * 86_400_000) return undefined;
  return { kind: 'changed', change: { id: last.id, since: last.since, endorsedBy: last.endorsedBy } };
}
