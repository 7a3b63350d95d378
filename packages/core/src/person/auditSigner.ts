import type { AuditEvent } from '../schema/record.js';
import type { PersonKeyring } from './PersonKeyring.js';
import type { PersonSignature } from './PersonProof.js';
import { actStatement, type SignedAct, SignedActSchema, statementOf } from './signedAct.js';

/**
 * The signed act as an audit line keeps it (DESIGN.md §6: metadata only): the statement and
 * its signature — act, project, record id, the hash of what was shown, key, nonce, time. A
 * pre-signed act's `command` may hold a memory's text, so such an act is not kept in the line
 * (undefined): its line is checked against the record's own act by nonce while the record
 * exists ({@link checkAuditSigner}).
 */
export function auditAct(act: SignedAct | undefined): SignedAct | undefined {
  return act !== undefined && act.command === undefined ? act : undefined;
}

/**
 * The act an audit line of a project-wide person's act keeps (prune, wipe, init…: one
 * statement with id null), from the person's signature; undefined for a per-record act (its
 * line keeps that record's act), for a `presence` (nothing was signed) and for a pre-signed act
 * with a command.
 */
export function projectWideAct(signature: PersonSignature | undefined): SignedAct | undefined {
  if (signature === undefined || signature.scheme !== 'ed25519' || signature.acts.length !== 1) return undefined;
  const only = signature.acts[0] as SignedAct;
  return only.id === null ? auditAct(only) : undefined;
}

/**
 * What a reader may say about an audit line's `signer` (issue #16: the audit log is a plain
 * sha256 chain that anything writing the home can rebuild, so its `signer` and `interactive`
 * are claims). `verified`: the line's act (kept in the line, else the record's act with the
 * line's nonce) names the claimed key, this line's nonce, record and project, and its signature
 * verifies with the person's key as the keyring knew it then. Otherwise `verified: false` with
 * the claimed signer and why — a reader shows it as "unsigned/unverified (claimed signer …)".
 * `checkable` is false when no signature was kept to check (a `presence`, a line written before
 * audit lines kept acts, a pre-signed act whose record is gone): reported, not a broken
 * signature.
 */
export type AuditSignerCheck = { verified: true; signer: string } | { verified: false; claimed: string; reason: string; checkable: boolean };

/**
 * Checks one audit line's claimed signer (see {@link AuditSignerCheck}).
 *
 * @param line - an audit line as read (its `act`, if any, unknown until schema-checked)
 * @param ring - the person's keyring (the home's recorded key chain)
 * @param projectKeys - every project key the reader accepts (`projectKeys`: its own and those its signed relinks lead back to)
 * @param actOf - the act with `nonce` on record `id`, when the record still exists (a line that kept no act)
 * @returns undefined when the line claims no signer
 */
export function checkAuditSigner(
  line: Pick<AuditEvent, 'signer' | 'nonce' | 'id'> & { act?: unknown },
  ring: PersonKeyring,
  projectKeys: ReadonlySet<string>,
  actOf?: (id: string, nonce: string) => unknown,
): AuditSignerCheck | undefined {
  const claimed = line.signer;
  if (claimed === undefined) return undefined;
  const unverified = (reason: string, checkable = true): AuditSignerCheck => ({ verified: false, claimed, reason, checkable });
  const raw = line.act ?? (line.id !== undefined && line.nonce !== undefined ? actOf?.(line.id, line.nonce) : undefined);
  if (raw === undefined) {
    return unverified(claimed.startsWith('ed25519:') ? 'no signature was kept for this line' : 'nothing was signed (a presence, not a signature)', false);
  }
  const parsed = SignedActSchema.safeParse(raw);
  if (!parsed.success) return unverified('its signed act is malformed');
  const act = parsed.data as SignedAct;
  if (act.key !== claimed) return unverified(`its act was signed by ${act.key}, not by the claimed signer`);
  if (line.nonce !== undefined && act.nonce !== line.nonce) return unverified("its act's nonce is not the line's");
  if ((line.id ?? null) !== act.id) return unverified('its act was signed for another memory');
  // A project-wide act signed before the project had a store (init) names no project (`-`).
  if (!projectKeys.has(act.project) && !(act.id === null && act.project === '-')) return unverified('its act was signed for another project');
  let statement: string;
  try {
    statement = actStatement(statementOf(act));
  } catch {
    return unverified('its signed act is malformed');
  }
  if (!ring.verify(act.key, statement, act.sig, act.at)) {
    return unverified(ring.doubt !== undefined ? `it cannot be checked (${ring.doubt})` : "its signature does not verify with the person's key");
  }
  return { verified: true, signer: claimed };
}
