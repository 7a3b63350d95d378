import { readFile, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import {
  type ActStatement,
  ACT_VIEW,
  actStatement,
  commandBinding,
  CoreError,
  ErrorCode,
  type PersonActRequest,
  type PersonSignature,
  shownDigest,
  type SignedAct,
  SignedActSchema,
  statementOf,
} from '@cairn/core';
import {
  type ChainKey,
  type Identity,
  keyStatement,
  MAX_WITHDRAWN_DECLARATIONS,
  personPaths,
  readAnchor,
  readIdentity,
  writeIdentity,
  writePersonFile,
} from './identity.js';
import type { KeyObject } from 'node:crypto';
import { freshNonce, generateKeyPair, privateKeyBytes, privateKeyFrom, sha256, signText, verifyText } from './keys.js';
import { loadKeyring } from './keyring.js';
import { newRecoveryCode, recoveryKeyFrom } from './recovery.js';
import { seal, unseal } from './seal.js';

/** The person's private key, opened for one command (never cached between processes). */
export interface UnlockedKey {
  /** The key's id (`ed25519:…`). */
  id: string;
  /** Signs a UTF-8 text (base64url). */
  sign(text: string): string;
  /** How it was opened: the passphrase typed now, or the unsealed key of a sandbox-only home. */
  how: 'passphrase' | 'sandbox-key';
}

function unlocked(id: string, privateKey: KeyObject, how: UnlockedKey['how']): UnlockedKey {
  return { id, how, sign: (text) => signText(privateKey, text) };
}

function current(identity: Identity): ChainKey {
  return identity.keys[identity.keys.length - 1] as ChainKey;
}

const noPerson = (home: string): CoreError =>
  new CoreError(ErrorCode.PERSON_REQUIRED, `No person has a Cairn key in ${home} yet. The person runs \`cairn person setup\` in a terminal first.`);

/** What `setupPerson` made. */
export interface SetupOutcome {
  keyId: string;
  /** Shown to the person once, never stored. */
  recoveryCode: string;
}

/**
 * `cairn person setup`: a new ed25519 key pair sealed with `passphrase`, a recovery code (its
 * key's public half kept, the code returned to be shown once), the identity file and its
 * anchor. Refuses when the home already has a person (a new key is a key change).
 *
 * @throws CoreError `INVALID_INPUT` (passphrase length; a person is already set up here)
 */
export async function setupPerson(home: string, passphrase: string, now: Date = new Date()): Promise<SetupOutcome> {
  if ((await readIdentity(home).catch(() => 'damaged')) !== undefined || (await readAnchor(home)) !== undefined) {
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `A person is already set up in ${home}. A new key is a key change: \`cairn person change-key\` (with the passphrase) or \`cairn person recover\` (with the recovery code).`,
    );
  }
  const key = generateKeyPair();
  const recoveryCode = newRecoveryCode();
  const salt = randomBytes(16).toString('hex');
  const recovery = await recoveryKeyFrom(recoveryCode, salt);
  const since = now.toISOString();
  const first = { id: key.id, public: key.publicKey, since };
  const endorsement = signText(key.privateKey, keyStatement(first, undefined, recovery.publicKey));
  const identity: Identity = {
    version: 1,
    keys: [{ ...first, endorsedBy: 'self', endorsement }],
    recovery: { public: recovery.publicKey, salt },
    sealed: await seal(privateKeyBytes(key.privateKey), passphrase, key.id),
  };
  await writeIdentity(home, identity, key.id);
  return { keyId: key.id, recoveryCode };
}

/**
 * Opens the person's current key with the passphrase they typed.
 *
 * @throws CoreError `PERSON_REQUIRED` (no person set up; the key file in doubt; a wrong passphrase)
 */
export async function unlockWithPassphrase(home: string, passphrase: string): Promise<UnlockedKey> {
  const { identity, keyring } = await loadKeyring(home);
  if (identity === undefined) throw noPerson(home);
  if (keyring.doubt !== undefined) throw new CoreError(ErrorCode.PERSON_REQUIRED, `Cannot sign: ${keyring.doubt}. Run \`cairn doctor\`.`);
  const k = current(identity);
  return unlocked(k.id, privateKeyFrom(await unseal(identity.sealed, passphrase, k.id)), 'passphrase');
}

/** The statement a sandbox-only declaration signs over: this home, sandbox-only. */
function sandboxShown(home: string): string {
  return sha256(`cairn sandbox-only home\n${home}`);
}

/** A home's sandbox-only declaration that verifies (see {@link sandboxOnlyDeclaration}). */
export interface SandboxOnlyDeclaration {
  /** The signed statement's nonce (32 hex): fresh for each declaration, so it names this one. */
  nonce: string;
  /** ISO time the person declared it. */
  at: string;
}

/**
 * The home's sandbox-only declaration, when the person signed one for this very home with a key
 * of their chain and the key files are not in doubt (DESIGN.md §10: a protected session needs "a
 * home the person declared sandbox-only"). Reads the identity only; never opens a key.
 *
 * @returns undefined when there is no person, no declaration, or it does not verify
 */
export async function sandboxOnlyDeclaration(home: string): Promise<SandboxOnlyDeclaration | undefined> {
  const loaded = await loadKeyring(home).catch(() => undefined);
  return loaded === undefined ? undefined : declarationIn(home, loaded);
}

/** A sandbox-only declaration the person withdrew (see {@link withdrawnSandboxDeclarations}). */
export interface WithdrawnSandboxDeclaration extends SandboxOnlyDeclaration {
  /** ISO time it was withdrawn (its withdrawal, a new declaration in its place, or a key change), as the person's signed withdrawal says. */
  withdrawnAt: string;
}

/** What a withdrawal of the declaration with `nonce` signs (its `shown`): this home and that declaration. */
function withdrawalShown(home: string, nonce: string): string {
  return sha256(`cairn sandbox-only home withdrawn\n${home}\n${nonce}`);
}

/**
 * The home's sandbox-only declarations the person withdrew, oldest first: each one signed for
 * this very home with a key of their chain (as {@link sandboxOnlyDeclaration} checks the current
 * one), with when it was withdrawn. For a reader's explanation only (doctor: sessions protected
 * under one of them no longer promote); no session is protected under a withdrawn declaration.
 *
 * @returns an empty list when there is no person, none was withdrawn, or the key files are in doubt
 */
export async function withdrawnSandboxDeclarations(home: string): Promise<WithdrawnSandboxDeclaration[]> {
  const loaded = await loadKeyring(home).catch(() => undefined);
  if (loaded?.identity === undefined || loaded.keyring.doubt !== undefined) return [];
  const out: WithdrawnSandboxDeclaration[] = [];
  const verifies = (d: SignedAct): boolean => loaded.keyring.verify(d.key, actStatement(statementOf(d)), d.sig, d.at);
  for (const w of loaded.identity.sandboxOnlyWithdrawn ?? []) {
    const d = w.statement;
    // The withdrawal's time is the person's signed word (a `home` act over this declaration, at that time), or nothing is read.
    const signed = w.withdrawal;
    if (signed === undefined || signed.act !== 'home' || signed.shown !== withdrawalShown(home, d.nonce) || signed.at !== w.withdrawnAt || !verifies(signed))
      continue;
    if (d.act === 'home' && d.shown === sandboxShown(home) && verifies(d)) out.push({ nonce: d.nonce, at: d.at, withdrawnAt: signed.at });
  }
  return out;
}

/**
 * Moves the identity's current declaration, if any, to its withdrawn ones (the latest
 * {@link MAX_WITHDRAWN_DECLARATIONS} kept), with the withdrawal signed at `now` by `key` (the
 * key the person just opened, or the new key of a key change).
 */
function withdrawDeclaration(home: string, identity: Identity, now: Date, key: Pick<UnlockedKey, 'id' | 'sign'>): void {
  if (identity.sandboxOnly === undefined) return;
  const statement: ActStatement = {
    v: 1,
    act: 'home',
    project: 'home',
    id: null,
    shown: withdrawalShown(home, identity.sandboxOnly.statement.nonce),
    key: key.id,
    nonce: freshNonce(),
    at: now.toISOString(),
  };
  const withdrawal: SignedAct = { ...statement, sig: key.sign(actStatement(statement)) };
  const withdrawn = [...(identity.sandboxOnlyWithdrawn ?? []), { ...identity.sandboxOnly, withdrawnAt: statement.at, withdrawal }];
  identity.sandboxOnlyWithdrawn = withdrawn.slice(-MAX_WITHDRAWN_DECLARATIONS);
  delete identity.sandboxOnly;
}

/** {@link sandboxOnlyDeclaration} over an identity and keyring already loaded from `home`. */
function declarationIn(home: string, { identity, keyring }: Awaited<ReturnType<typeof loadKeyring>>): SandboxOnlyDeclaration | undefined {
  if (identity?.sandboxOnly === undefined || keyring.doubt !== undefined) return undefined;
  const d = identity.sandboxOnly.statement;
  if (d.act !== 'home' || d.shown !== sandboxShown(home) || !keyring.verify(d.key, actStatement(statementOf(d)), d.sig, d.at)) return undefined;
  return { nonce: d.nonce, at: d.at };
}

/**
 * Opens the unsealed key of a home the person declared sandbox-only (every agent host on the
 * machine keeps its agent out of the home, so only the person's own processes can read it).
 * Used by the editor and a terminal prompt that asks yes/no; never by an agent's surface.
 *
 * @returns undefined when the home is not declared sandbox-only (or the declaration does not verify)
 */
export async function unlockSandboxKey(home: string): Promise<UnlockedKey | undefined> {
  const loaded = await loadKeyring(home);
  const { identity } = loaded;
  if (identity === undefined || declarationIn(home, loaded) === undefined) return undefined;
  const info = await stat(personPaths(home).unsealed).catch(() => undefined);
  if (info === undefined || (info.mode & 0o077) !== 0) return undefined;
  const k = current(identity);
  const key = privateKeyFrom(Buffer.from(await readFile(personPaths(home).unsealed, 'utf8'), 'base64'));
  // The unsealed file must hold the current key: a key planted beside an old declaration signs nothing.
  const probe = `cairn probe ${freshNonce()}`;
  if (!verifyText(k.public, probe, signText(key, probe))) return undefined;
  return unlocked(k.id, key, 'sandbox-key');
}

/**
 * Declares the home sandbox-only (a person's act, signed with the key the passphrase opens)
 * and keeps the key unsealed beside the identity (0600); or, with `on` false, withdraws the
 * declaration and deletes the unsealed key.
 *
 * @throws CoreError `PERSON_REQUIRED` (no person; a wrong passphrase; the key file in doubt)
 */
export async function declareSandboxOnly(home: string, passphrase: string, on: boolean, now: Date = new Date()): Promise<void> {
  const key = await unlockWithPassphrase(home, passphrase);
  const identity = (await readIdentity(home)) as Identity;
  if (!on) {
    withdrawDeclaration(home, identity, now, key);
    await writeIdentity(home, identity);
    await rm(personPaths(home).unsealed, { force: true });
    return;
  }
  const bytes = await unseal(identity.sealed, passphrase, key.id);
  const statement: ActStatement = {
    v: 1,
    act: 'home',
    project: 'home',
    id: null,
    shown: sandboxShown(home),
    key: key.id,
    nonce: freshNonce(),
    at: now.toISOString(),
  };
  const signed: SignedAct = { ...statement, sig: key.sign(actStatement(statement)) };
  await writePersonFile(personPaths(home).unsealed, bytes.toString('base64'));
  // A declaration made again replaces the one before: that one is withdrawn now.
  withdrawDeclaration(home, identity, now, key);
  identity.sandboxOnly = { declaredAt: statement.at, statement: signed };
  await writeIdentity(home, identity);
}

/** What {@link changeKey} made. */
export interface KeyChange {
  keyId: string;
  /** After a recovery only: the new recovery code (the used one is spent), shown once, never stored. */
  recoveryCode?: string;
}

/**
 * A key change: a new key pair, endorsed by the current key (opened with the old passphrase)
 * or by the recovery key (the recovery code), sealed with `newPassphrase`. The old key signs
 * nothing from now on; what it signed before stays valid. A recovery spends its code: the new
 * key's statement, signed by the old recovery key, names a fresh recovery key, whose code is
 * returned to be shown once (walk 12 item 12: a code once typed, perhaps where it could be
 * seen, must not keep taking the key over). A sandbox-only declaration is withdrawn (the person
 * declares it again with the new key).
 *
 * @param proof - the old passphrase, or the recovery code
 * @throws CoreError `PERSON_REQUIRED` (wrong passphrase or code, a spent code; no person), `INVALID_INPUT` (new passphrase length)
 */
export async function changeKey(
  home: string,
  proof: { passphrase: string } | { recoveryCode: string },
  newPassphrase: string,
  now: Date = new Date(),
): Promise<KeyChange> {
  const identity = await readIdentity(home);
  if (identity === undefined) throw noPerson(home);
  const previous = current(identity);
  let endorse: (text: string) => string;
  let endorsedBy: string;
  let renewed: { code: string; public: string; salt: string } | undefined;
  if ('passphrase' in proof) {
    const old = privateKeyFrom(await unseal(identity.sealed, proof.passphrase, previous.id));
    endorse = (text) => signText(old, text);
    endorsedBy = previous.id;
  } else {
    const recovery = await recoveryKeyFrom(proof.recoveryCode, identity.recovery.salt);
    if (recovery.publicKey !== identity.recovery.public)
      throw new CoreError(
        ErrorCode.PERSON_REQUIRED,
        'That recovery code is not your current one: not the code printed at setup, or one already used (each recovery prints a new code and spends the old). Nothing was changed.',
      );
    endorse = (text) => signText(recovery.privateKey, text);
    endorsedBy = 'recovery';
    const code = newRecoveryCode();
    const salt = randomBytes(16).toString('hex');
    renewed = { code, public: (await recoveryKeyFrom(code, salt)).publicKey, salt };
    // The first key's statement names the recovery key it was set up with: keep it named
    // there when the identity's current one moves on (files written before codes were spent).
    const first = identity.keys[0] as ChainKey;
    first.recovery ??= identity.recovery.public;
  }
  const key = generateKeyPair();
  const since = new Date(Math.max(now.getTime(), Date.parse(previous.since) + 1)).toISOString();
  const entry = { id: key.id, public: key.publicKey, since };
  const endorsement = endorse(keyStatement(entry, previous.id, renewed?.public));
  identity.keys.push({ ...entry, endorsedBy, endorsement, ...(renewed === undefined ? {} : { recovery: renewed.public }) });
  if (renewed !== undefined) identity.recovery = { public: renewed.public, salt: renewed.salt };
  identity.sealed = await seal(privateKeyBytes(key.privateKey), newPassphrase, key.id);
  // Signed by the new key from when it holds (the old one may be lost: a recovery).
  withdrawDeclaration(home, identity, new Date(since), { id: key.id, sign: (text) => signText(key.privateKey, text) });
  await rm(personPaths(home).unsealed, { force: true });
  await writeIdentity(home, identity);
  return renewed === undefined ? { keyId: key.id } : { keyId: key.id, recoveryCode: renewed.code };
}

/** What {@link signRequest} adds to each statement. */
export interface SignOptions {
  now: Date;
  /** True when the person answered now (the passphrase typed); false for the sandbox key without a question. */
  interactive: boolean;
  /** A pre-signed act: the command's words and when it expires. */
  presigned?: { command: readonly string[]; expires: Date };
}

/**
 * Signs what `request` shows the person: one statement per record (the previewed memory, or
 * each record), over the sha256 of its view 2 (core's `shownDigest`: it names the memory the record supersedes, a reverify's the bindings, a reject's the lines it skips); one statement with id null over the plan
 * (or question) for a project-wide act.
 */
export function signRequest(key: UnlockedKey, request: PersonActRequest, o: SignOptions): PersonSignature {
  const items = request.draft !== undefined ? [request.draft] : request.records;
  const bindings =
    items.length > 0
      ? items.map((r) => ({ id: r.id, shown: shownDigest(request.act, r, sha256) }))
      : [{ id: null, shown: sha256(request.plan ?? request.question) }];
  const at = o.now.toISOString();
  const acts = bindings.map((b): SignedAct => {
    const statement: ActStatement = { v: 1, act: request.act, project: request.project.key, id: b.id, shown: b.shown, key: key.id, nonce: freshNonce(), at };
    // A record's act is signed over view 2 (core's `shownDigest` default: it covers the record's `supersedes`).
    if (b.id !== null) statement.view = ACT_VIEW;
    // A merge names the memories it merges (h49-sign): which memories the person's merge supersedes.
    const parents = b.id !== null && request.act === 'consolidate' ? request.parents?.[b.id] : undefined;
    if (parents !== undefined && parents.length > 0) statement.parents = [...parents].sort();
    if (o.presigned !== undefined) {
      statement.expires = o.presigned.expires.toISOString();
      // Its hash, not its words (which may hold a memory's text): the act is kept whole in its audit line.
      statement.command = commandBinding(o.presigned.command, sha256);
    }
    const signed = { ...statement, sig: key.sign(actStatement(statement)) };
    SignedActSchema.parse(signed);
    return signed;
  });
  return { act: request.act, scheme: 'ed25519', signer: key.id, interactive: o.interactive, acts };
}
