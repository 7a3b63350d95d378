import { PERSON_ACTS } from '../policy/personActs.js';
import { AUDIT_EVENTS, type AuditEvent, type AuditEventName } from '../schema/record.js';
import type { PersonKeyring } from './PersonKeyring.js';
import type { PersonSignature } from './PersonProof.js';
import { actStatement, COMMAND_BINDING, type SignedAct, SignedActSchema, statementOf } from './signedAct.js';

/**
 * The signed act as an audit line keeps it (DESIGN.md §6: metadata only): the statement and
 * its signature — act, project, record id, the hash of what was shown, key, nonce, time. A
 * pre-signed act binds its command by hash ({@link commandBinding}) and is kept too. One signed
 * before that holds the command's words, which may hold a memory's text, so it is not kept
 * (undefined): its line is checked against the record's own act by nonce while the record
 * keeps it ({@link checkAuditSigner}).
 */
export function auditAct(act: SignedAct | undefined): SignedAct | undefined {
  return act !== undefined && (act.command === undefined || COMMAND_BINDING.test(act.command)) ? act : undefined;
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
export type AuditSignerCheck =
  | {
      verified: true;
      signer: string;
      /** On a team store: the teammate whose trusted chain holds the key (their role name); absent for the reader's own person. */
      person?: string;
    }
  | { verified: false; claimed: string; reason: string; checkable: boolean };

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

/**
 * The audit events Cairn writes for a person's act only with the person's signature: the acts
 * of `PERSON_ACTS` whose consent is `prompt` (refused with `PERSON_REQUIRED` when no person can
 * sign) and that are audit events — confirm, pin, unpin, forget, supersede, reverify, prune,
 * consolidate, wipe. Acts with consent `recorded` (init, relink, repair, migrate) may be audited
 * unsigned, so they are not here.
 */
export const SIGNED_ONLY_EVENTS: ReadonlySet<AuditEventName> = new Set(
  AUDIT_EVENTS.filter((e) => e in PERSON_ACTS && PERSON_ACTS[e as keyof typeof PERSON_ACTS].consent === 'prompt'),
);

/**
 * Whether an audit line claims a person's act that Cairn writes only signed: one of
 * {@link SIGNED_ONLY_EVENTS}, a memory stored as origin `user` — stored on a human channel only,
 * where the session signs it or declines (a refusal's line is not an act) — or a sighting that
 * made a memory the person's or entrenched it (`applied.from`, `applied.pinned`/`stable`). A
 * sighting line names the memory's origin: an agent that writes again what the person said
 * sees a `user` memory and changes nothing of the person's, unsigned and honest (walk 9 item 2:
 * `audit --verify` called every such line an unsigned person's act).
 */
export function claimsSignedAct(line: Pick<AuditEvent, 'event' | 'origin' | 'applied'>): boolean {
  if (SIGNED_ONLY_EVENTS.has(line.event)) return true;
  if (line.origin !== 'user') return false;
  if (line.event === 'memorize') return true;
  return line.event === 'sighting' && (line.applied?.from !== undefined || line.applied?.pinned === true || line.applied?.stable === true);
}

/** An audit line as {@link unsignedActs} reads it: its place in the chain and its signer's check. */
export type CheckedAuditLine = Pick<AuditEvent, 'event' | 'origin' | 'signer' | 'nonce' | 'applied'> & {
  seq: number;
  act?: unknown;
  signerCheck?: AuditSignerCheck;
};

/**
 * The lines of a log begun under signing that claim a person's act ({@link claimsSignedAct})
 * with no signature at all — no signer, or a `presence` (someone answered, nothing was signed):
 * lines an agent appended to the chain by hand, since Cairn writes such an act only signed
 * (issue #16). The signed era begins at the first line whose signature verifies: the hash chain
 * fixes its place, and lines before it (a store begun before Cairn signed acts) are not judged.
 * A line with an `ed25519:` signer is judged by {@link checkAuditSigner} instead.
 *
 * @param lines - the whole log in chain order, each with its {@link checkAuditSigner} result
 * @returns each such line's `seq` and event, and `since`: the seq of the line that began the era
 */
export function unsignedActs(lines: readonly CheckedAuditLine[]): Array<{ line: number; event: AuditEventName; claimed: string; since: number }> {
  const first = lines.find((l) => l.signerCheck?.verified === true);
  if (first === undefined) return [];
  return lines
    .filter((l) => l.seq > first.seq && claimsSignedAct(l) && (l.signer === undefined || !l.signer.startsWith('ed25519:')))
    .map((l) => ({ line: l.seq, event: l.event, claimed: l.signer ?? 'none', since: first.seq }));
}

/**
 * The lines of a log whose signed lines keep their acts that claim the person's key yet kept no
 * act that verifies — no act in the line and none on the record with the line's nonce: a real
 * signer's id copied onto a line written by hand (issue #16), since Cairn keeps every signed
 * act whole in its line (a pre-signed act binds its command by hash, {@link commandBinding}).
 * That era begins at the first line that kept its own act and verifies: lines before it (a
 * store begun before lines kept acts) and a pre-signed act signed before its command was hashed
 * that its record still holds are not reported here.
 *
 * @param lines - the whole log in chain order, each with its {@link checkAuditSigner} result
 * @returns each such line's `seq`, event and claimed key, and `since`: the seq of the line that began the era
 */
export function unkeptActs(lines: readonly CheckedAuditLine[]): Array<{ line: number; event: AuditEventName; claimed: string; since: number }> {
  const first = lines.find((l) => l.act !== undefined && l.signerCheck?.verified === true);
  if (first === undefined) return [];
  return lines.flatMap((l) =>
    l.seq > first.seq && l.act === undefined && l.signer?.startsWith('ed25519:') === true && l.signerCheck?.verified === false && !l.signerCheck.checkable
      ? [{ line: l.seq, event: l.event, claimed: l.signer, since: first.seq }]
      : [],
  );
}

/**
 * The nonce a line's signed act carries: the line's `nonce` (a per-record act), else its kept
 * act's (a project-wide act such as init or prune keeps its act and names no nonce itself).
 */
function lineNonce(line: CheckedAuditLine): string | undefined {
  if (line.nonce !== undefined) return line.nonce;
  const nonce = (line.act as { nonce?: unknown } | null | undefined)?.nonce;
  return typeof nonce === 'string' ? nonce : undefined;
}

/**
 * The lines that carry a signed act's nonce an earlier line of the log already carried: one act
 * of the person copied onto a second line (issue #16: "an unsigned, badly signed or replayed
 * person's act is read as the agent's"). Each act Cairn writes has a fresh nonce
 * (`@cairn/person`'s `freshNonce`), a pre-signed act is single-use, and each act is audited on
 * one line, so a nonce seen twice is a copy even when the copy's signature verifies — it is the
 * person's signature, made once, for the act on the first line. Only lines that claim an
 * `ed25519:` signer are judged (a presence signs nothing and carries no nonce).
 *
 * @param lines - the whole log in chain order (the first of two lines is the one kept as the act)
 * @returns each later line's `seq`, event, claimed key, the nonce and `first`: the seq of the line that carried it first
 */
export function replayedActs(
  lines: readonly CheckedAuditLine[],
): Array<{ line: number; event: AuditEventName; claimed: string; nonce: string; first: number }> {
  const firstSeen = new Map<string, number>();
  const out: Array<{ line: number; event: AuditEventName; claimed: string; nonce: string; first: number }> = [];
  for (const l of lines) {
    if (l.signer?.startsWith('ed25519:') !== true) continue;
    const nonce = lineNonce(l);
    if (nonce === undefined) continue;
    const first = firstSeen.get(nonce);
    if (first === undefined) firstSeen.set(nonce, l.seq);
    else out.push({ line: l.seq, event: l.event, claimed: l.signer, nonce, first });
  }
  return out;
}
