import { appendFile, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { commandBinding, type PersonAct, type PersonSignature } from '@cairn/core';
import { personPaths, writePersonFile } from './identity.js';
import { freshNonce, sha256 } from './keys.js';

/**
 * Pre-signed acts (`cairn person sign -- <command…>`): a person signs on the terminal, ahead of
 * time, exactly one command and what it will change (the records' views as they are now), for
 * a script to run later. Each is single-use — claimed by an atomic rename, its nonces written
 * to a ledger (`used-nonces.jsonl`) that a copy put back cannot get past — and expires (default
 * ten minutes, at most a day). The session still verifies it like any signature: a record that
 * changed since it was signed refuses it.
 */

/** Longest a pre-signed act may live, in ms (a day). */
export const MAX_PRESIGNED_MS = 24 * 60 * 60_000;
/** Default life of a pre-signed act, in ms (ten minutes). */
export const DEFAULT_PRESIGNED_MS = 10 * 60_000;

/** The canonical words of a command as a pre-signed act binds them (JSON of the array). */
export function commandKey(command: readonly string[]): string {
  return JSON.stringify(command);
}

/** Saves a pre-signed act; returns its file. */
export async function savePresigned(home: string, signature: PersonSignature): Promise<string> {
  const dir = personPaths(home).presigned;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, `${signature.acts[0]?.nonce ?? freshNonce()}.json`);
  await writePersonFile(file, `${JSON.stringify(signature)}\n`);
  return file;
}

async function usedNonces(home: string): Promise<Set<string>> {
  try {
    const text = await readFile(personPaths(home).used, 'utf8');
    return new Set(text.split('\n').filter((l) => /^[0-9a-f]{32}$/u.test(l)));
  } catch {
    return new Set();
  }
}

/**
 * How many pre-signed acts wait in `home`, unexpired at `now` and not used — of the acts in
 * `acts` when given. For saying so when a command claims none of them (a signed act waiting for
 * other words is never silently passed by). Damaged files are not counted.
 */
export async function waitingPresigned(home: string, now: Date, acts?: readonly PersonAct[]): Promise<number> {
  const dir = personPaths(home).presigned;
  const names = await readdir(dir).catch(() => [] as string[]);
  const used = await usedNonces(home);
  let waiting = 0;
  for (const name of names.filter((n) => /^[0-9a-f]{32}\.json$/u.test(n))) {
    try {
      const signature = JSON.parse(await readFile(join(dir, name), 'utf8')) as PersonSignature;
      if (acts !== undefined && !acts.includes(signature.act)) continue;
      const live =
        (signature.acts ?? []).length > 0 &&
        signature.acts.every((a) => a.expires !== undefined && Date.parse(a.expires) >= now.getTime() && !used.has(a.nonce));
      if (live) waiting++;
    } catch {
      // damaged: not counted
    }
  }
  return waiting;
}

/**
 * Claims the pre-signed act made for exactly `command` and `act` (any act when undefined),
 * unexpired at `now`, not used before and — when `fits` is given — one it accepts (a memorize
 * signed ahead is for exactly one record id and view); removes it and records its nonces as
 * used. A damaged file is skipped.
 *
 * @returns the signature, or undefined when there is none
 */
export async function takePresigned(
  home: string,
  act: PersonAct | undefined,
  command: readonly string[],
  now: Date,
  fits?: (signature: PersonSignature) => Promise<boolean>,
): Promise<PersonSignature | undefined> {
  const dir = personPaths(home).presigned;
  const names = await readdir(dir).catch(() => [] as string[]);
  const used = await usedNonces(home);
  const key = commandKey(command);
  const bound = commandBinding(command, sha256);
  for (const name of names.filter((n) => /^[0-9a-f]{32}\.json$/u.test(n)).sort()) {
    const file = join(dir, name);
    let signature: PersonSignature;
    try {
      signature = JSON.parse(await readFile(file, 'utf8')) as PersonSignature;
    } catch {
      continue;
    }
    const first = signature.acts?.[0];
    // Bound by the hash of the command's words; an act signed before binds the words themselves.
    if ((act !== undefined && signature.act !== act) || first === undefined || (first.command !== bound && first.command !== key)) continue;
    if (signature.acts.some((a) => a.expires === undefined || Date.parse(a.expires) < now.getTime() || used.has(a.nonce))) {
      await rm(file, { force: true });
      continue;
    }
    if (fits !== undefined && !(await fits(signature))) continue;
    // Claim: exactly one process wins the rename.
    const claimed = `${file}.taken-${process.pid}-${freshNonce()}`;
    try {
      await rename(file, claimed);
    } catch {
      continue;
    }
    const ledger = await open(personPaths(home).used, 'a', 0o600);
    try {
      await appendFile(ledger, `${signature.acts.map((a) => a.nonce).join('\n')}\n`);
      await ledger.sync();
    } finally {
      await ledger.close();
    }
    await rm(claimed, { force: true });
    return { ...signature, interactive: false };
  }
  return undefined;
}
