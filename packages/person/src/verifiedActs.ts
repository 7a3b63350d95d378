import { readFileSync } from 'node:fs';
import { actStatement, hasOnlyKeys, isPlainObject, lazySchema, parsedFast, type PersonKeyring, type SignedAct, statementOf } from '@cairn/core';
import { z } from 'zod';
import { personPaths, writePersonFile } from './identity.js';
import { rememberReviewCounts } from './reviewCounts.js';
import { sha256 } from './keys.js';
import type { UnlockedKey } from './person.js';

/**
 * The person's signed list of act signatures already found valid (issue #20/#21: SessionStart
 * at 10k memories spent 10,003 ed25519 verifications — about 0.1 ms each — on a 23-line digest,
 * because the count of candidates reads every live record as its signatures back it).
 *
 * Each entry is a **proof memo**: the first 128 bits of sha256 over the key id, the signature
 * and the sha256 of the statement ({@link proofMemo}). An entry says only "this signature of
 * this statement verified with this key", which stays true: the keyring still checks the key's
 * time window, the statement's project, record and view for every act, and a memo spares only
 * the ed25519 arithmetic. The file is signed by the person's current key when a person's act
 * is signed (`rememberVerified`), so no agent can add an entry: an agent that deletes it, damages it
 * or puts an older one back only makes readers verify more (what an agent could forge may only
 * lower trust, or here, speed).
 *
 * File: `<home>/person/verified-acts.json`, 0600, written atomically. Two person's acts signed at
 * once may each write it; the later write wins and the other's entries are verified the slow way
 * until its next act.
 */
export interface VerifiedActs {
  /** Proof memos (32 hex each), oldest first. */
  memos: string[];
  /** Project keys whose every stored act was checked when a person's act was signed in them (see {@link noteWarmed}). */
  warmed: string[];
}

/** Hex characters kept of each memo's sha256 (128 bits: no second preimage is within reach). */
const MEMO_HEX = 32;
/** The most memos kept (the newest): about 8 MB of file at this size; older acts are verified again. */
export const MAX_VERIFIED_MEMOS = 250_000;
/** The most project keys kept as warmed (the newest). */
const MAX_WARMED = 1_000;

const MEMOS = /^(?:[0-9a-f]{32})*$/u;
const FILE_FIELDS: ReadonlySet<string> = new Set(['v', 'key', 'at', 'warmed', 'memos', 'sig']);
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length >= 1 && v.length <= max;

/** The signed list as {@link FileSchema} reads it, taken as it is when it has exactly the schema's fields, each valid (issue #20: no zod on a recall). */
interface ListFile {
  v: 1;
  key: string;
  at: string;
  warmed: string[];
  memos: string;
  sig: string;
}

/**
 * {@link FileSchema}'s fast path: true only for a file the (strict) schema accepts as it is.
 * Person `test/verifiedActs.test.ts` runs both over mutations of a valid file.
 */
export function isPlainVerifiedActsFile(f: unknown): f is ListFile {
  return (
    isPlainObject(f) &&
    hasOnlyKeys(f, FILE_FIELDS) &&
    f.v === 1 &&
    isText(f.key, 200) &&
    isText(f.at, 40) &&
    Array.isArray(f.warmed) &&
    f.warmed.length <= MAX_WARMED &&
    f.warmed.every((w) => isText(w, 200)) &&
    typeof f.memos === 'string' &&
    MEMOS.test(f.memos) &&
    isText(f.sig, 200)
  );
}

/** The signed list's schema (exported for the test that shows {@link isPlainVerifiedActsFile} a subset of it; not the package's API). */
export const VerifiedActsFileSchemaForTests = lazySchema(() => FileSchema);
const FileSchema = lazySchema(() =>
  z
    .object({
      v: z.literal(1),
      key: z.string().min(1).max(200),
      at: z.string().min(1).max(40),
      warmed: z.array(z.string().min(1).max(200)).max(MAX_WARMED),
      memos: z.string().regex(MEMOS),
      sig: z.string().min(1).max(200),
    })
    .strict(),
);

/** The text the person's key signs: a version line no other Cairn statement starts with (acts are JSON, keys `cairn-person-key/1`). */
function fileStatement(key: string, at: string, warmed: readonly string[], memos: string): string {
  return ['cairn-verified-acts/1', `key ${key}`, `at ${at}`, `warmed ${sha256(warmed.join('\n'))}`, `memos ${sha256(memos)}`].join('\n');
}

/**
 * The memo of one signature check: what `verify(keyId, statement, signature)` answered true for.
 *
 * @returns 32 hex characters
 */
export function proofMemo(keyId: string, signature: string, statement: string): string {
  return sha256(`${keyId}\u0000${signature}\u0000${sha256(statement)}`).slice(0, MEMO_HEX);
}

/** Memos of signatures that passed the ed25519 check in this process (by any keyring), newest last. */
const provenHere = new Set<string>();
/** Project keys whose every stored act this process checked for a person's act ({@link noteWarmed}). */
const warmedHere = new Set<string>();

/** Records that a signature passed the ed25519 check in this process (called by the keyring). */
export function noteProven(memo: string): void {
  provenHere.add(memo);
}

/**
 * Records that this process read every stored record of project `projectKey` through a
 * checking reader (each act's signature checked), so the next {@link rememberVerified} may say so.
 */
export function noteWarmed(projectKey: string): void {
  warmedHere.add(projectKey);
}

/**
 * Reads the home's signed list. Empty on any problem — no file, unreadable, malformed, not signed
 * by a key of the person's chain at its time — since a missing entry only costs a verification.
 *
 * Synchronous: the keyring reads it on its first signature check that no memo of its own
 * answers (a hook that checks no signature never reads it).
 *
 * @param verify - the keyring's real signature check (its key windows applied), consulted once
 */
export function readVerifiedActs(home: string, verify: (keyId: string, statement: string, signature: string, at: string) => boolean): VerifiedActs {
  const empty: VerifiedActs = { memos: [], warmed: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(personPaths(home).verified, 'utf8'));
  } catch {
    return empty;
  }
  const f = parsedFast(raw, isPlainVerifiedActsFile, FileSchema);
  if (f === undefined) return empty;
  if (!verify(f.key, fileStatement(f.key, f.at, f.warmed, f.memos), f.sig, f.at)) return empty;
  const memos: string[] = [];
  for (let i = 0; i < f.memos.length; i += MEMO_HEX) memos.push(f.memos.slice(i, i + MEMO_HEX));
  return { memos, warmed: f.warmed };
}

/**
 * After a person's act is signed: adds the acts just signed, and every signature this process
 * found valid, to the home's signed list, and the projects this process checked whole
 * ({@link noteWarmed}); signs the list with `key` (the person's current key, just opened) and
 * writes it. An act is added only when the keyring finds it valid now. Never throws: the list is
 * a speed-up, and a failed write leaves readers verifying as before.
 *
 * @param loaded - the home's keyring (`loadKeyring(home)`): its check, and the list as it read it
 */
export async function rememberVerified(
  home: string,
  key: UnlockedKey,
  acts: readonly SignedAct[],
  loaded: { keyring: Pick<PersonKeyring, 'verify'>; verified(): VerifiedActs },
  now: Date = new Date(),
): Promise<void> {
  try {
    const before = loaded.verified();
    // The keyring's own check adds each valid act's memo to this process's proven set.
    for (const act of acts) loaded.keyring.verify(act.key, actStatement(statementOf(act)), act.sig, act.at);
    await writeVerifiedActs(
      home,
      key,
      {
        memos: [...new Set([...before.memos, ...provenHere])],
        warmed: [...new Set([...before.warmed, ...warmedHere])],
      },
      now,
    );
  } catch {
    // A speed-up only: readers verify each signature as before.
  }
  // The count of candidates read just before the act, signed with the same key (issue #21).
  await rememberReviewCounts(home, key, loaded.keyring.verify.bind(loaded.keyring), now);
}

/**
 * Writes `list` as the home's signed list (its newest {@link MAX_VERIFIED_MEMOS} memos and
 * newest warmed projects), signed with `key` — the person's key, opened by them. Whatever it
 * holds is taken as verified by every reader of the home: {@link rememberVerified} is the only
 * caller outside tests.
 *
 * @throws Error when the file cannot be written
 */
export async function writeVerifiedActs(home: string, key: UnlockedKey, list: VerifiedActs, now: Date = new Date()): Promise<void> {
  const memos = list.memos.slice(-MAX_VERIFIED_MEMOS).join('');
  const warmed = list.warmed.slice(-MAX_WARMED);
  const at = now.toISOString();
  const sig = key.sign(fileStatement(key.id, at, warmed, memos));
  await writePersonFile(personPaths(home).verified, `${JSON.stringify({ v: 1, key: key.id, at, warmed, memos, sig })}\n`);
}
