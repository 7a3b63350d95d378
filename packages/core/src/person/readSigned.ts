import type { PersonAct } from '../policy/personActs.js';
import { hasHoldingFlag, type ProjectTrust, type ProtectedSessionCheck, promotedStatus } from '../policy/promotion.js';
import { reapplyPolicy } from '../policy/reapplyPolicy.js';
import type { Binding } from '../binding/bindingSchema.js';
import { bindingRef, parseBindingRef } from '../binding/binding.js';
import type { MemoryRecord } from '../schema/record.js';
import type { PersonKeyring } from './PersonKeyring.js';
import { actView, consolidateView, type MergeStanding, recordView, supersedesView } from './recordView.js';
import { actStatement, parseSignedAct, type SignedAct, statementOf } from './signedAct.js';

/** A reader that knows of no protected host session. */
const NO_PROTECTED_SESSION: ProtectedSessionCheck = () => false;

/** What a record claimed that no valid signature of the person backs, and what it is read as. */
export interface SignatureFinding {
  id: string;
  /**
   * The claim read away. `binding`: a binding that differs from the one the memory was written
   * with and that no signed `reverify` covers (issue #23), read as bound to its witness's hash.
   * `active`: a record that claims no act of the person's, stored active although nothing made it
   * so — its origin never promotes itself, a flag holds it, or the agent's memory lacks the
   * independent evidence — read as the candidate it is. `forgotten` and `superseded`: a memory
   * the person vouched for, marked so by no act of theirs (`signatureFindings`: a forget removes a
   * memory and never leaves it marked; a supersede is the person's act on the memory, or the
   * memory that supersedes it is one they acted on that names it in `supersedes`, or a merge they
   * signed). `candidate`: a memory the person vouched
   * for, stored as a candidate although their acts make it active (no act of theirs demotes
   * one). `removed`: a memory the person vouched for (a verified audit line of theirs says so)
   * that the log no longer holds, with no signed forget, prune or wipe of theirs that removed it.
   * `unpinned`: a memory the person pinned (their latest valid pin/unpin act, or a verified audit
   * line) stored unpinned with no signed unpin of theirs (h47-attack F21).
   */
  claim: 'origin user' | 'confirmed' | 'pinned' | 'stable' | 'active' | 'binding' | 'forgotten' | 'superseded' | 'candidate' | 'removed' | 'unpinned';
  /** Why, for `doctor` and `audit --verify`: the problems of the acts the record carries, or that it carries none. */
  reason: string;
  /**
   * The person's command that settles it, when one does: for a `superseded` whose successor names
   * it in a `supersedes` no act of theirs covers (signed before view 2, or edited in),
   * `cairn supersede <old> --by <new>` — shown both memories at the terminal, they sign it in view 2.
   */
  fix?: string;
}

/**
 * Whether an observation of a **protected** session (the host kept the agent out of the home)
 * shows `path` read when it held git blob `blob`, in one of `sessions` (the host sessions the
 * record's evidence names). Supplied by the session from the home's observation store; a
 * reader without it honours no unsigned rebinding.
 */
export type ProtectedReadCheck = (read: { path: string; blob: string; sessions: readonly string[] }) => boolean;

/**
 * The acts that vouch for a record's origin (when `user`) as the person saw it. `consolidate`:
 * the person signed the merged record itself (its id and view) when they applied the merge.
 */
const VOUCHING: ReadonlySet<PersonAct> = new Set(['memorize-user', 'entrench', 'confirm', 'pin', 'supersede', 'consolidate']);
/**
 * The acts that vouch that a record is confirmed: each of {@link VOUCHING} but `consolidate`,
 * which confirms only a merge the person signed as staying confirmed (its view says so).
 */
const CONFIRMING: ReadonlySet<PersonAct> = new Set(['memorize-user', 'entrench', 'confirm', 'pin', 'supersede']);
/** Every standing a merge's view may declare, each subset once (the person signed one of them). */
const STANDINGS: readonly MergeStanding[] = [false, true].flatMap((confirmed) =>
  [false, true].flatMap((pinned) => [false, true].map((stable) => ({ confirmed, pinned, stable }))),
);
/** The acts that decide `pinned`: the latest valid one wins. */
const PINNING: ReadonlySet<PersonAct> = new Set(['entrench', 'pin', 'unpin']);

/** One stored act, checked against the record it sits on (`viewHash`: of the view that act signs, {@link actView}). */
function checkAct(
  raw: unknown,
  record: MemoryRecord,
  projectKeys: ReadonlySet<string>,
  ring: PersonKeyring,
  viewHash: (act: SignedAct['act'], standing?: MergeStanding, version?: 1 | 2) => string,
): { act?: SignedAct; problem?: string; standing?: MergeStanding } {
  const act = parseSignedAct(raw);
  if (act === undefined) return { problem: 'a malformed act' };
  if (!projectKeys.has(act.project)) return { act, problem: `a ${act.act} signed for another project` };
  if (act.id !== record.id) return { act, problem: `a ${act.act} signed for another memory` };
  let statement: string;
  try {
    statement = actStatement(statementOf(act));
  } catch {
    return { act, problem: 'a malformed act' };
  }
  if (!ring.verify(act.key, statement, act.sig, act.at)) {
    return {
      act,
      problem:
        ring.doubt !== undefined ? `a ${act.act} that cannot be checked (${ring.doubt})` : `a ${act.act} whose signature does not verify with the person's key`,
    };
  }
  // `shownFor`: the view the act says it signed (view 2 covers the record's `supersedes`).
  const version = act.view ?? 1;
  if (act.act !== 'consolidate') {
    if (act.shown === viewHash(act.act, undefined, version)) return { act };
  } else {
    // What the merge kept, as the person signed it (its view declares it), whatever the record
    // claims now: a merge signed as pinned stays theirs when they unpin it later, and backs
    // only what it declared (see readSigned).
    for (const standing of STANDINGS) if (act.shown === viewHash('consolidate', standing, version)) return { act, standing };
  }
  return { act, problem: `a ${act.act} signed for what the memory said before it was edited` };
}

/** The hash of the view each act signs over `record` ({@link actView}, {@link consolidateView}) in view 1 or 2 (`SignedAct.view`), each computed once. */
function viewHasher(record: MemoryRecord, ring: PersonKeyring): (act: SignedAct['act'], standing?: MergeStanding, version?: 1 | 2) => string {
  const memo = new Map<string, string>();
  return (act, standing, version = 1) => {
    const kind = act === 'reverify' ? 'reverify' : act === 'consolidate' && standing !== undefined ? 'consolidate' : 'view';
    const k = `${version}\u0000${kind}\u0000${standing === undefined ? '' : `${standing.confirmed}${standing.pinned}${standing.stable}`}`;
    let h = memo.get(k);
    if (h === undefined) {
      const view = kind === 'reverify' ? actView('reverify', record, version) : version === 2 ? supersedesView(recordView(record), record) : recordView(record);
      h = ring.digest(kind === 'consolidate' && standing !== undefined ? consolidateView(view, standing) : view);
      memo.set(k, h);
    }
    return h;
  };
}

/**
 * The person's acts stored on `record` that verify ({@link readSigned}'s rule for one act: the
 * person's key, this project or a key it was relinked from, this record, and `shown` the hash of
 * the record's view now). For checks across records (`signatureFindings`: whether the memory
 * that supersedes a person's memory is itself one the person acted on).
 */
export function validActs(record: MemoryRecord, ring: PersonKeyring, projectKey: string | ReadonlySet<string>): SignedAct[] {
  const keys = typeof projectKey === 'string' ? new Set([projectKey]) : projectKey;
  const viewHash = viewHasher(record, ring);
  const out: SignedAct[] = [];
  for (const raw of record.acts ?? []) {
    const { act, problem } = checkAct(raw, record, keys, ring, viewHash);
    if (problem === undefined && act !== undefined) out.push(act);
  }
  return out;
}

/**
 * Whether the person's signature covers the memory `record` replaces (`record.supersedes`,
 * h48-sign, h47-attack F9): a valid act of theirs that vouches for it (memorize-user, entrench,
 * confirm, pin, supersede, consolidate) signed over view 2 ({@link supersedesView}: the view
 * names the `supersedes` it had). An act of view 1 was signed over a view without it, so it says
 * nothing of which memory the record replaces: a `supersedes` edited into the store under it, or
 * put by a write the person never saw, is no act of theirs. What an agent could forge only lowers
 * trust: a supersede not covered never hides a person's memory without a finding.
 *
 * @returns the id the person's act covers, or undefined
 */
export function coveredSupersedes(record: MemoryRecord, ring: PersonKeyring, projectKey: string | ReadonlySet<string>): string | undefined {
  if (record.supersedes === undefined) return undefined;
  return validActs(record, ring, projectKey).some((a) => a.view === 2 && VOUCHING.has(a.act)) ? record.supersedes : undefined;
}

/**
 * The raw stored record of an id, for a check across records (`readSigned`'s `successor`: the
 * memory that supersedes the one read); undefined when the store holds none.
 */
export type SuccessorLookup = (id: string) => MemoryRecord | undefined;

/**
 * Whether a merge act the person signed covers `parent` (h48-sign item 3): a merge signed since
 * merges name their parents covers exactly the ones it names ({@link SignedAct.parents}); one
 * signed before names none and covers any memory marked superseded by the merge (the residue
 * docs/threat-model.md states).
 */
export function mergeCovers(act: SignedAct, parent: string): boolean {
  return act.act === 'consolidate' && (act.parents === undefined || act.parents.includes(parent));
}

/**
 * Why a memory stored `superseded` is not superseded by an act of the person's (and, for a
 * successor that names it, the command that signs it: {@link SignatureFinding.fix}), or undefined when
 * one is (`readSigned`'s `successor` check, `signatureFindings`): its own valid `supersede` act
 * (`cairn supersede` signs the old memory too), or a successor it names (`supersededBy`) the
 * person acted on that names it in a `supersedes` their view-2 act covers ({@link coveredSupersedes}),
 * or a merge they signed that covers it ({@link mergeCovers}).
 *
 * @param valid - the valid acts on `record` ({@link validActs})
 */
export function unbackedSupersede(
  record: MemoryRecord,
  valid: readonly SignedAct[],
  successor: SuccessorLookup,
  ring: PersonKeyring,
  keys: ReadonlySet<string>,
): { reason: string; fix?: string } | undefined {
  if (valid.some((a) => a.act === 'supersede')) return undefined;
  const by = record.supersededBy === undefined ? undefined : successor(record.supersededBy);
  const byActs = by === undefined ? [] : validActs(by, ring, keys);
  if (by !== undefined && byActs.length > 0 && (coveredSupersedes(by, ring, keys) === record.id || byActs.some((a) => mergeCovers(a, record.id))))
    return undefined;
  const resign = by !== undefined && byActs.length > 0 && by.supersedes === record.id ? `cairn supersede ${record.id} --by ${by.id}` : undefined;
  const reason = `a memory the person vouched for is marked superseded by ${
    by === undefined
      ? 'a memory the store does not hold'
      : byActs.length === 0
        ? 'a memory no act of the person backs'
        : by.supersedes === record.id
          ? `a memory of the person whose \`supersedes\` no act of theirs covers (signed before acts covered it, or edited in; \`cairn supersede ${record.id} --by ${by.id}\` signs it)`
          : byActs.some((a) => a.act === 'consolidate')
            ? 'a merge of the person that does not name it among its parents'
            : 'a memory of the person that does not replace it (no signed supersede names it)'
  }; it is shown until an act of theirs supersedes it`;
  return resign === undefined ? { reason } : { reason, fix: resign };
}

/**
 * A record as a reader may trust it (issue #16: "every reader checks"): what the person's
 * signatures back, and nothing more. An unsigned, badly signed or replayed act is read as the
 * agent's:
 * - origin `user` needs a valid act that vouches for the record as it is now (memorize-user,
 *   entrench, confirm, pin, supersede or consolidate, signed over this record's {@link recordView} in this
 *   project); else it is read as `agent`, with the agent's caps;
 * - `confirmedAt` needs the same, but a `consolidate` only when signed over the merge's view
 *   declaring it stays confirmed ({@link consolidateView}); else it is dropped;
 * - `pinned` needs the latest valid entrench/pin/unpin act — or `consolidate` signed over the
 *   merge's view with its pin kept (the person merged pinned memories) — to be an entrench, a
 *   pin or such a merge; `stable` needs a valid entrench or a merge signed as staying stable;
 * - the status is then what the record earns by itself (`promotedStatus`): a forged confirm of
 *   a flagged `web` memory is read as a candidate, never active, never pinned.
 * A valid act is one whose statement verifies with the person's key (as the keyring knew it
 * when the act was made), names this project (or a key it was relinked from by the person) and this record, and whose `shown` is the sha256
 * of the record's view now — a confirm replayed on an edited record, on another record or in
 * another project does not count. Records that claim nothing are returned unchanged without
 * any signature check — unless stored `active` although they do not earn it by themselves
 * (`promotedStatus`: an origin that never promotes itself, a holding flag, an agent's memory
 * without independent evidence): only a person's confirm could have made them active, so they
 * are read as candidates (finding `active`).
 *
 * @param record - a record as stored (schema-checked)
 * A `repo` memory earns `active` by its sightings only while the person's declaration that the
 * project's tracked files are trusted holds (`options.trust`, issue #22): after `cairn trust
 * --repo --revoke`, or where it does not verify, such a memory is read as the candidate it is.
 *
 * @param projectKey - the key of the project being read, or every key the reader accepts for it
 *   (`projectKeys`: its own and those its person-signed relinks lead back to, a moved project)
 * @param options.successor - the raw store's lookup of another record: given, a memory the person
 *   vouched for that is stored `superseded` with no act of theirs that supersedes it
 *   ({@link unbackedSupersede}) is read as the status its acts earn (active), without
 *   `supersededBy`, with finding `superseded` — a status an agent could write only lowers trust.
 *   Absent (a reader of one record alone: a restore's judge), the stored status is kept.
 * @returns the record to hand out (the same object when every claim holds) and what was read away
 */
export function readSigned(
  record: MemoryRecord,
  ring: PersonKeyring,
  projectKey: string | ReadonlySet<string>,
  options: { protectedRead?: ProtectedReadCheck; protectedSession?: ProtectedSessionCheck; trust?: ProjectTrust; successor?: SuccessorLookup } = {},
): { record: MemoryRecord; findings: SignatureFinding[] } {
  // Sightings promote an agent memory only from sessions the home holds as protected; a reader
  // that knows of none honours no such promotion (the store's word only lowers trust).
  const isProtected = options.protectedSession ?? NO_PROTECTED_SESSION;
  const keys = typeof projectKey === 'string' ? new Set([projectKey]) : projectKey;
  const claimsUser = record.origin === 'user';
  const claimsConfirm = record.confirmedAt !== undefined;
  const witnesses = bindingWitnesses(record);
  const claimsClaims = claimsUser || claimsConfirm || record.pinned || record.stable;
  // Only a person's confirm (or pin) makes a record that claims none active, unless its own
  // evidence does: a status written into the store by hand is read as what the record earns.
  const unearned =
    !claimsClaims && record.status === 'active' && promotedStatus({ ...record, status: 'candidate' }, isProtected, options.trust) === 'candidate';
  if (!claimsClaims && !unearned && witnesses.size === 0) return { record, findings: [] };

  const viewHash = viewHasher(record, ring);
  const valid: SignedAct[] = [];
  const problems: string[] = [];
  // What each valid merge the person signed declared it kept of its parents: confirmed, a pin (at its time, like a `pin` act), stable.
  const merges = new Map<SignedAct, MergeStanding>();
  for (const raw of record.acts ?? []) {
    const { act, problem, standing } = checkAct(raw, record, keys, ring, viewHash);
    if (problem !== undefined) problems.push(problem);
    else if (act !== undefined) {
      valid.push(act);
      if (standing !== undefined) merges.set(act, standing);
    }
  }
  const bound = witnesses.size > 0 && !valid.some((a) => a.act === 'reverify') ? witnessedBindings(record, witnesses, options.protectedRead) : undefined;
  if (!claimsClaims) {
    if (bound === undefined && !unearned) return { record, findings: [] };
    const findings = [...(unearned ? [unearnedFinding(record)] : []), ...(bound?.findings ?? [])];
    const base: MemoryRecord = unearned ? { ...record, status: 'candidate' } : record;
    return { record: { ...base, ...(bound !== undefined && bound.bindings.length > 0 ? { bindings: bound.bindings } : {}) }, findings };
  }
  const why = problems.length > 0 ? `it carries ${[...new Set(problems)].join('; ')}` : 'no signature of the person backs it';
  const vouched = valid.some((a) => VOUCHING.has(a.act));
  const confirmBacked = valid.some((a) => CONFIRMING.has(a.act) || merges.get(a)?.confirmed === true);
  const pinning = valid.filter((a) => PINNING.has(a.act) || merges.get(a)?.pinned === true).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const lastPin = pinning[pinning.length - 1];
  const pinBacked = lastPin !== undefined && lastPin.act !== 'unpin';
  const stableBacked = valid.some((a) => a.act === 'entrench' || merges.get(a)?.stable === true);

  const findings: SignatureFinding[] = [];
  const next: MemoryRecord = { ...record };
  if (claimsUser && !vouched) {
    next.origin = 'agent';
    findings.push({ id: record.id, claim: 'origin user', reason: why });
  }
  if (claimsConfirm && !confirmBacked) {
    delete next.confirmedAt;
    findings.push({ id: record.id, claim: 'confirmed', reason: why });
  }
  if (record.pinned && !pinBacked) {
    next.pinned = false;
    findings.push({ id: record.id, claim: 'pinned', reason: lastPin?.act === 'unpin' ? 'the person unpinned it' : why });
  }
  if (record.stable && !stableBacked) {
    next.stable = false;
    findings.push({ id: record.id, claim: 'stable', reason: why });
  }
  // A memory the person vouched for (as read) stays shown until an act of theirs supersedes it
  // (h48-sign residue): a `superseded` an agent could write, or a successor they never signed,
  // only lowers trust — it is read as the status its acts earn, and reported.
  const claimFindings = findings.length;
  if (record.status === 'superseded' && options.successor !== undefined && (next.origin === 'user' || next.confirmedAt !== undefined || next.pinned)) {
    const unbacked = unbackedSupersede(record, valid, options.successor, ring, keys);
    if (unbacked !== undefined) {
      findings.push({ id: record.id, claim: 'superseded', ...unbacked });
      next.status = promotedStatus({ ...next, status: 'candidate' }, isProtected, options.trust);
      delete next.supersededBy;
    }
  }
  if (findings.length === 0 && bound === undefined) return { record, findings };
  let out = next;
  if (claimFindings > 0) {
    if (next.status === 'active' || next.status === 'candidate') next.status = promotedStatus({ ...next, status: 'candidate' }, isProtected, options.trust);
    // The agent's caps for what is now read as the agent's (salience, confidence, decay).
    out = reapplyPolicy(next).record;
  }
  if (bound !== undefined) out = { ...out, ...(bound.bindings.length > 0 ? { bindings: bound.bindings } : {}) };
  return { record: out, findings: [...findings, ...(bound?.findings ?? [])] };
}

/** Why a record that claims no act of the person's is not active (see `readSigned`). */
function unearnedFinding(record: MemoryRecord): SignatureFinding {
  const reason = hasHoldingFlag(record)
    ? 'it is stored active, but a flag holds it for the person and no confirm of theirs backs it'
    : `it is stored active, but no confirm of the person's backs it and its origin (${record.origin}) does not make it active by itself`;
  return { id: record.id, claim: 'active', reason };
}

/** A binding hash Cairn made (`lines:`, `git:` or `sha256:`), not a text hash. */
const BINDING_HASH = /^(?:lines|git|sha256):[0-9a-f]{16,128}$/u;

/**
 * Each binding the memory was written with, by reference (`path` or `path:a-b`) → its hash then:
 * the first evidence naming it (its `bound` map, or a bound source's `sourceHash` for records
 * written before the map). Sightings append evidence, so the first is the write's.
 */
export function bindingWitnesses(record: Pick<MemoryRecord, 'evidence'>): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of record.evidence ?? []) {
    for (const [ref, hash] of Object.entries(e.bound ?? {})) if (!out.has(ref) && BINDING_HASH.test(hash)) out.set(ref, hash);
    if (typeof e.source === 'string' && !out.has(e.source) && BINDING_HASH.test(e.sourceHash)) out.set(e.source, e.sourceHash);
  }
  return out;
}

/**
 * A record's bindings as a checking reader takes them when no valid `reverify` covers them
 * (issue #23: a rebinding nobody signed may only lower trust): a binding whose hash differs
 * from its witness is read with the witness's hash — its size/mtime baseline and whitespace
 * hash dropped, so the file is hashed and judged against what the memory was written with —
 * and a witnessed binding that is gone is read back. Bindings without a witness stay as they
 * are (a sighting's new file adds one; it can only make the memory stale later).
 *
 * @returns undefined when every binding matches its witness
 */
function witnessedBindings(
  record: MemoryRecord,
  witnesses: ReadonlyMap<string, string>,
  protectedRead: ProtectedReadCheck | undefined,
): { bindings: Binding[]; findings: SignatureFinding[] } | undefined {
  const findings: SignatureFinding[] = [];
  // The host sessions the record's sightings name: a rebinding counts only when one of them read the file.
  const sessions = [...new Set((record.evidence ?? []).flatMap((e) => (typeof e.session === 'string' ? [e.session] : [])))];
  const seen = new Set<string>();
  const reason = (ref: string, what: string): SignatureFinding => ({
    id: record.id,
    claim: 'binding',
    reason: `${ref} ${what} without the person's signed reverify; read as bound to what it was written with`,
  });
  const fromWitness = (ref: string, hash: string, b?: Binding): Binding => {
    const { path, lines } = parseBindingRef(ref);
    const range = b?.lines ?? lines;
    return {
      path: b?.path ?? path,
      ...(range !== undefined ? { lines: range, count: b?.count ?? range[1] - range[0] + 1 } : {}),
      hash,
      // A whole file's witness holds its git blob id (how a moved file is found); else unknown.
      blob: hash.startsWith('git:') ? hash.slice(4) : '',
      // No cheap-check baseline: the file is hashed and judged against the witness.
      size: -1,
      mtimeMs: -1,
      at: b?.at ?? record.createdAt,
    };
  };
  const bindings = ((record.bindings ?? []) as Binding[]).map((b) => {
    const ref = bindingRef(b);
    seen.add(ref);
    const witness = witnesses.get(ref);
    if (witness === undefined || witness === b.hash) return b;
    // Re-seen (issue #23, "Refreshing"): a protected session of one of its sightings read the
    // file as it is bound now — checked in the home's observations, never taken from the record.
    if (protectedRead !== undefined && /^[0-9a-f]{40}$/u.test(b.blob) && sessions.length > 0 && protectedRead({ path: b.path, blob: b.blob, sessions }))
      return b;
    findings.push(reason(ref, 'was rebound'));
    return fromWitness(ref, witness, b);
  });
  for (const [ref, hash] of witnesses) {
    if (seen.has(ref)) continue;
    findings.push(reason(ref, 'was unbound'));
    bindings.push(fromWitness(ref, hash));
  }
  return findings.length > 0 ? { bindings, findings } : undefined;
}
