import { mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CoreError,
  ErrorCode,
  hasOnlyKeys,
  isIntegerIn,
  isPlainObject,
  isPlainSignedAct,
  isStringMatching,
  lazySchema,
  parsedFast,
  SignedActSchema,
  type SignedAct,
} from '@cairn/core';
import writeFileAtomic from 'write-file-atomic';
import { z } from 'zod';
import { keyIdOf, verifyText } from './keys.js';
import type { SealedKey } from './seal.js';

/**
 * The person's identity in the Cairn home (`<home>/person/identity.json`, 0600 in a 0700
 * folder): the chain of their public keys, the current key sealed with the passphrase, the
 * recovery key's public half, and — when the person declared the home sandbox-only — that
 * signed declaration. A second file, `<home>/person/anchor.json`, repeats the first key's id:
 * a key file replaced by one made elsewhere no longer matches it, and is reported.
 */

/** One key of the chain and who endorsed it. */
export interface ChainKey {
  /** `ed25519:` + 16 hex. */
  id: string;
  /** Raw public key, base64url. */
  public: string;
  /** ISO time from which it signs; it stops at the next key's `since`. */
  since: string;
  /** `self` for the first key; else the previous key's id (the old passphrase) or `recovery` (the recovery code). */
  endorsedBy: string;
  /** The endorser's signature of {@link keyStatement}, base64url. */
  endorsement: string;
  /**
   * The recovery key's public half (base64url) this key's statement names: on the first key,
   * the one set up with it (absent on files written before recovery codes were spent: then the
   * identity's `recovery.public`); on a key endorsed by a recovery code, the new recovery key
   * that replaces the spent one. Absent on a key changed with the passphrase (the recovery key
   * stays).
   */
  recovery?: string;
}

/** The identity file. */
export interface Identity {
  version: 1;
  keys: ChainKey[];
  /** The recovery key's public half and the salt its seed is derived with. */
  recovery: { public: string; salt: string };
  /** The current (last) key's private key, sealed with the passphrase. */
  sealed: SealedKey;
  /** The person's signed declaration that every agent host here keeps its agent out of this home. */
  sandboxOnly?: { declaredAt: string; statement: SignedAct };
  /**
   * The person's earlier sandbox-only declarations and when each was withdrawn (`cairn person
   * sandbox-only --withdraw`, a new declaration in its place, or a key change), oldest first, at
   * most {@link MAX_WITHDRAWN_DECLARATIONS}: what a protected session recorded under one of them
   * was protected then, so a reader can say why it no longer counts (doctor's person's acts).
   * Trusts nothing: a session counts as protected only under the current declaration.
   */
  sandboxOnlyWithdrawn?: {
    declaredAt: string;
    withdrawnAt: string;
    statement: SignedAct;
    /**
     * The withdrawal, signed (closing note h52: the time kept for doctor's WARN was unsigned, so
     * anything running as the person could widen the window whose sessions explain an `active`):
     * a `home` act over `withdrawalShown` of the declaration, at `withdrawnAt`. Absent (withdrawn
     * before withdrawals were signed): the declaration explains nothing.
     */
    withdrawal?: SignedAct;
  }[];
}

/** The most withdrawn sandbox-only declarations an identity keeps (the latest ones). */
export const MAX_WITHDRAWN_DECLARATIONS = 16;

const TOKEN = /^[\x21-\x7e]{1,200}$/u;
/** A raw ed25519 public key, base64url (32 bytes). */
export const PUBLIC_KEY = /^[A-Za-z0-9_-]{43}$/u;
/** An ed25519 signature, base64url (64 bytes). */
const SIG = /^[A-Za-z0-9_-]{86}$/u;
const HEX32 = /^[0-9a-f]{32}$/u;
const HEX24 = /^[0-9a-f]{24}$/u;
const SEALED_DATA = /^[0-9a-f]{2,2048}$/u;
/** scrypt's bounds a sealed key may name (N, r, p). */
const SCRYPT_N = [2 ** 14, 2 ** 20] as const;
const SCRYPT_R = [1, 32] as const;
const SCRYPT_P = [1, 16] as const;
/**
 * One key of a chain ({@link ChainKey}) as the identity file and a teammate's published chain
 * hold it: ids and times printable ASCII (1–200), keys base64url ed25519 (32 bytes), the
 * endorsement an ed25519 signature (64 bytes).
 */
export const ChainKeySchema = lazySchema(() =>
  z.object({
    id: z.string().regex(TOKEN),
    public: z.string().regex(PUBLIC_KEY),
    since: z.string().regex(TOKEN),
    endorsedBy: z.string().regex(TOKEN),
    endorsement: z.string().regex(SIG),
    recovery: z.string().regex(PUBLIC_KEY).optional(),
  }),
);
const IdentitySchema = lazySchema(() =>
  z.object({
    version: z.literal(1),
    keys: z.array(ChainKeySchema).min(1),
    recovery: z.object({ public: z.string().regex(PUBLIC_KEY), salt: z.string().regex(HEX32) }),
    sealed: z.object({
      kdf: z.literal('scrypt'),
      N: z.number().int().min(SCRYPT_N[0]).max(SCRYPT_N[1]),
      r: z.number().int().min(SCRYPT_R[0]).max(SCRYPT_R[1]),
      p: z.number().int().min(SCRYPT_P[0]).max(SCRYPT_P[1]),
      salt: z.string().regex(HEX32),
      cipher: z.literal('aes-256-gcm'),
      iv: z.string().regex(HEX24),
      tag: z.string().regex(HEX32),
      data: z.string().regex(SEALED_DATA),
    }),
    sandboxOnly: z.object({ declaredAt: z.string(), statement: SignedActSchema }).optional(),
    sandboxOnlyWithdrawn: z
      .array(z.object({ declaredAt: z.string(), withdrawnAt: z.string(), statement: SignedActSchema, withdrawal: SignedActSchema.optional() }))
      .max(MAX_WITHDRAWN_DECLARATIONS)
      .optional(),
  }),
);

const CHAIN_KEY_FIELDS: ReadonlySet<string> = new Set(['id', 'public', 'since', 'endorsedBy', 'endorsement', 'recovery']);
const IDENTITY_FIELDS: ReadonlySet<string> = new Set(['version', 'keys', 'recovery', 'sealed', 'sandboxOnly', 'sandboxOnlyWithdrawn']);
const RECOVERY_FIELDS: ReadonlySet<string> = new Set(['public', 'salt']);
const SEALED_FIELDS: ReadonlySet<string> = new Set(['kdf', 'N', 'r', 'p', 'salt', 'cipher', 'iv', 'tag', 'data']);
const DECLARATION_FIELDS: ReadonlySet<string> = new Set(['declaredAt', 'statement']);
const WITHDRAWN_FIELDS: ReadonlySet<string> = new Set(['declaredAt', 'withdrawnAt', 'statement', 'withdrawal']);

function isPlainChainKey(k: unknown): k is ChainKey {
  return (
    isPlainObject(k) &&
    hasOnlyKeys(k, CHAIN_KEY_FIELDS) &&
    isStringMatching(k.id, TOKEN) &&
    isStringMatching(k.public, PUBLIC_KEY) &&
    isStringMatching(k.since, TOKEN) &&
    isStringMatching(k.endorsedBy, TOKEN) &&
    isStringMatching(k.endorsement, SIG) &&
    (k.recovery === undefined || isStringMatching(k.recovery, PUBLIC_KEY))
  );
}

function isPlainWithdrawn(w: unknown): boolean {
  return (
    isPlainObject(w) &&
    hasOnlyKeys(w, WITHDRAWN_FIELDS) &&
    typeof w.declaredAt === 'string' &&
    typeof w.withdrawnAt === 'string' &&
    isPlainSignedAct(w.statement) &&
    (w.withdrawal === undefined || isPlainSignedAct(w.withdrawal))
  );
}

/**
 * The identity schema's fast path (issue #20: every recall in a home with a person key read the
 * identity, and zod was evaluated only for it): true only for an identity file the schema accepts
 * unchanged — exactly its fields at every level (an unknown one, which the schema would strip, is
 * left to the schema), each with the schema's pattern or bounds. Anything else goes to the schema
 * (`readIdentity`). Person `test/identityShape.test.ts` runs both over mutations of a valid file:
 * whatever this accepts, the schema accepts as it is.
 */
export function isPlainIdentity(value: unknown): value is Identity {
  if (!isPlainObject(value) || !hasOnlyKeys(value, IDENTITY_FIELDS) || value.version !== 1) return false;
  const { keys, recovery, sealed, sandboxOnly, sandboxOnlyWithdrawn } = value;
  return (
    Array.isArray(keys) &&
    keys.length >= 1 &&
    keys.every(isPlainChainKey) &&
    isPlainObject(recovery) &&
    hasOnlyKeys(recovery, RECOVERY_FIELDS) &&
    isStringMatching(recovery.public, PUBLIC_KEY) &&
    isStringMatching(recovery.salt, HEX32) &&
    isPlainObject(sealed) &&
    hasOnlyKeys(sealed, SEALED_FIELDS) &&
    sealed.kdf === 'scrypt' &&
    isIntegerIn(sealed.N, ...SCRYPT_N) &&
    isIntegerIn(sealed.r, ...SCRYPT_R) &&
    isIntegerIn(sealed.p, ...SCRYPT_P) &&
    isStringMatching(sealed.salt, HEX32) &&
    sealed.cipher === 'aes-256-gcm' &&
    isStringMatching(sealed.iv, HEX24) &&
    isStringMatching(sealed.tag, HEX32) &&
    isStringMatching(sealed.data, SEALED_DATA) &&
    (sandboxOnly === undefined ||
      (isPlainObject(sandboxOnly) &&
        hasOnlyKeys(sandboxOnly, DECLARATION_FIELDS) &&
        typeof sandboxOnly.declaredAt === 'string' &&
        isPlainSignedAct(sandboxOnly.statement))) &&
    (sandboxOnlyWithdrawn === undefined ||
      (Array.isArray(sandboxOnlyWithdrawn) && sandboxOnlyWithdrawn.length <= MAX_WITHDRAWN_DECLARATIONS && sandboxOnlyWithdrawn.every(isPlainWithdrawn)))
  );
}

/** The identity file's schema, for the test that shows {@link isPlainIdentity} a subset of it (not part of the package's API). */
export const IdentitySchemaForTests = IdentitySchema;

/** Where the person's files live in a home. */
export function personPaths(home: string) {
  const dir = join(home, 'person');
  return {
    dir,
    identity: join(dir, 'identity.json'),
    anchor: join(dir, 'anchor.json'),
    unsealed: join(dir, 'key.unsealed'),
    presigned: join(dir, 'presigned'),
    used: join(dir, 'used-nonces.jsonl'),
    verified: join(dir, 'verified-acts.json'),
    reviewCounts: join(dir, 'review-counts.json'),
  };
}

/**
 * The text an endorsement signs: the new key, its public half, when it starts, the key before
 * it and the recovery key's public half it names (the first key's; a recovered key's new one;
 * `-` for a key changed with the passphrase).
 */
export function keyStatement(k: Pick<ChainKey, 'id' | 'public' | 'since'>, previous: string | undefined, recovery: string | undefined): string {
  return ['cairn-person-key/1', `key ${k.id}`, `public ${k.public}`, `since ${k.since}`, `previous ${previous ?? '-'}`, `recovery ${recovery ?? '-'}`].join(
    '\n',
  );
}

/**
 * Checks the chain: the first key signed itself (with the recovery key's public half), every
 * later key is endorsed by the key before it or by the recovery key in force then, ids match
 * public keys, times rise. A recovery code is spent when used: the key it endorses names the
 * next recovery key, and only that one endorses a later recovery; the identity's
 * `recovery.public` must be the last one the chain names (a swapped recovery key is reported).
 *
 * @returns undefined when it holds, else why not (one sentence)
 */
export function chainProblem(identity: Identity): string | undefined {
  // A pure function of the chain and the recovery key: a process that loads the keyring twice
  // (a recall: the session's keyring, then the sandbox-only declaration) checks the signatures once.
  const key = JSON.stringify([identity.keys, identity.recovery.public]);
  if (lastChain?.key !== key) lastChain = { key, problem: chainProblemOf(identity) };
  return lastChain.problem;
}

/** The last chain {@link chainProblem} checked, and its answer. */
let lastChain: { key: string; problem: string | undefined } | undefined;

function chainProblemOf(identity: Identity): string | undefined {
  let previous: ChainKey | undefined;
  let recovery: string | undefined;
  for (const k of identity.keys) {
    if (keyIdOf(k.public) !== k.id) return `key ${k.id} does not match its public key`;
    if (previous !== undefined && !(k.since > previous.since)) return `key ${k.id} does not start after the key before it`;
    const named = previous === undefined ? (k.recovery ?? identity.recovery.public) : k.recovery;
    const text = keyStatement(k, previous?.id, named);
    const endorser =
      previous === undefined
        ? k.endorsedBy === 'self'
          ? k.public
          : undefined
        : k.endorsedBy === previous.id
          ? previous.public
          : k.endorsedBy === 'recovery'
            ? recovery
            : undefined;
    if (endorser === undefined || !verifyText(endorser, text, k.endorsement)) return `key ${k.id} is not endorsed by the key before it or the recovery key`;
    if (previous !== undefined && named !== undefined && k.endorsedBy !== 'recovery') return `key ${k.id} names a new recovery key without the recovery code`;
    recovery = named ?? recovery;
    previous = k;
  }
  if (recovery !== identity.recovery.public) return 'the recovery key in the file is not the one the key chain names';
  return undefined;
}

/** True when the home has a person identity file. */
export async function hasIdentity(home: string): Promise<boolean> {
  return stat(personPaths(home).identity).then(
    () => true,
    () => false,
  );
}

/**
 * Reads the identity file.
 *
 * @returns undefined when there is none (no person set up in this home)
 * @throws CoreError `STORE_CORRUPT` when it cannot be read as an identity
 */
export async function readIdentity(home: string): Promise<Identity | undefined> {
  let text: string;
  try {
    text = await readFile(personPaths(home).identity, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  }
  const path = personPaths(home).identity;
  // The same bytes read again in this process (a recall reads the identity twice) are not checked again.
  if (lastRead?.path === path && lastRead.text === text) return structuredClone(lastRead.identity);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CoreError(
      ErrorCode.STORE_CORRUPT,
      `The person's key file ${personPaths(home).identity} is not JSON. Restore it, or run \`cairn person recover\` with your recovery code.`,
    );
  }
  const identity = parsedFast(parsed, isPlainIdentity, IdentitySchema);
  if (identity === undefined)
    throw new CoreError(
      ErrorCode.STORE_CORRUPT,
      `The person's key file ${personPaths(home).identity} is damaged. Restore it, or run \`cairn person recover\` with your recovery code.`,
    );
  lastRead = { path, text, identity: structuredClone(identity) };
  return identity;
}

/** The identity file {@link readIdentity} read last: its path, its bytes and what they were found to hold. */
let lastRead: { path: string; text: string; identity: Identity } | undefined;

/** The first key's id as recorded at setup (`anchor.json`), or undefined when there is none. */
export async function readAnchor(home: string): Promise<string | undefined> {
  try {
    const v = JSON.parse(await readFile(personPaths(home).anchor, 'utf8')) as { genesis?: unknown };
    return typeof v.genesis === 'string' ? v.genesis : undefined;
  } catch {
    return undefined;
  }
}

async function writePrivate(path: string, text: string): Promise<void> {
  await writeFileAtomic(path, text, { mode: 0o600, fsync: true });
}

/** Writes the identity (atomically, 0600) and, when `anchor` is set, the anchor file. */
export async function writeIdentity(home: string, identity: Identity, anchor?: string): Promise<void> {
  const p = personPaths(home);
  await mkdir(p.dir, { recursive: true, mode: 0o700 });
  await writePrivate(p.identity, `${JSON.stringify(identity, null, 2)}\n`);
  if (anchor !== undefined) await writePrivate(p.anchor, `${JSON.stringify({ genesis: anchor })}\n`);
}

/** Writes a small private file in the person folder (atomically, 0600). */
export async function writePersonFile(path: string, text: string): Promise<void> {
  await writePrivate(path, text);
}
