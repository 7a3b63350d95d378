import { CoreError, ErrorCode } from '../errors/CoreError.js';
import { auditActor } from '../memorize/memorize.js';
import { promotedStatus } from '../policy/promotion.js';
import { type Channel, isHumanChannel, POLICY } from '../policy/policy.js';
import type { AuditEventName, MemoryRecord } from '../schema/record.js';
import type { StoreTransaction } from '../store/MemoryStore.js';
import type { OperationContext } from './OperationContext.js';
import { safeName } from '../schema/parseMemorizeRequest.js';
import type { PersonAct } from '../policy/personActs.js';
import { signedActFor, withAct } from '../person/attachAct.js';
import { auditAct } from '../person/auditSigner.js';
import { actView } from '../person/recordView.js';
import type { SignedAct } from '../person/signedAct.js';
import { rejectedContentOf, rejectionKeysOf } from './rejections.js';
import { type Binding, bindingRef } from '../binding/binding.js';

function requireHuman(action: string, channel: Channel): void {
  if (!isHumanChannel(channel)) {
    throw new CoreError(
      ErrorCode.HUMAN_CHANNEL_REQUIRED,
      `Refused ${action} on the ${channel} channel: it is a person's deliberate act. Run \`cairn ${action} <id>\` yourself, or use the Cairn view in VS Code.`,
    );
  }
}

async function mustGet(tx: StoreTransaction, id: string): Promise<MemoryRecord> {
  const record = await tx.get(id);
  if (!record) throw new CoreError(ErrorCode.NOT_FOUND, `No memory with id ${safeName(id)} in this project. Run \`cairn list\` to see ids.`);
  return record;
}

function audit(
  tx: StoreTransaction,
  ctx: OperationContext,
  event: AuditEventName,
  record: MemoryRecord,
  applied: Record<string, string | number | boolean | string[]>,
  nonce?: string,
  act?: SignedAct,
): void {
  tx.audit({
    time: ctx.now().toISOString(),
    event,
    id: record.id,
    origin: record.origin,
    channel: ctx.channel,
    ...auditActor(ctx),
    ...(nonce !== undefined ? { nonce } : {}),
    ...(auditAct(act) !== undefined ? { act: auditAct(act) } : {}),
    applied,
  });
}

/**
 * `record` with the person's signed statement for `act` attached, when the operation carries
 * the person's signature (checked against the record as it is now: `signedActFor`); the
 * record unchanged otherwise (readers then read the act as the agent's, issue #16).
 *
 * @param shownAs - the record as the person was shown it, when the act itself changes its view
 * @throws CoreError `PERSON_REQUIRED` when the signature is not for exactly this record as it is
 */
function signed(
  ctx: OperationContext,
  act: PersonAct,
  record: MemoryRecord,
  shownAs: MemoryRecord = record,
): { record: MemoryRecord; nonce?: string; act?: SignedAct } {
  if (ctx.signature === undefined || ctx.signature.scheme === 'presence') return { record };
  if (ctx.digest === undefined) throw new CoreError(ErrorCode.INTERNAL, 'A signed operation needs the digest function in its context.');
  const statement = signedActFor(ctx.signature, act, shownAs, ctx.store.project.key, ctx.digest);
  return { record: withAct(record, statement), nonce: statement.nonce, act: statement };
}

/**
 * Applies a pending supersede when its record becomes confirmed: the old record steps aside, and
 * the record's `contradicts` flag goes, as {@link supersede} drops it — the contradiction is
 * resolved, and `show`/`decisions` said "active contradicts" of a memory that replaced the other
 * (walk 12 item 5). `contradicts` is a relation, not part of what a person signs (core's
 * `recordView` leaves it out), so dropping it leaves the record's signature as it was.
 *
 * @returns the record to store: `record` itself when it supersedes nothing, else a copy without `contradicts`
 */
async function applySupersede(tx: StoreTransaction, record: MemoryRecord, now: string): Promise<MemoryRecord> {
  if (record.supersedes === undefined) return record;
  const old = await tx.get(record.supersedes);
  if (old && old.status !== 'superseded') tx.put({ ...old, status: 'superseded', supersededBy: record.id, updatedAt: now });
  return record.flags.includes('contradicts') ? { ...record, flags: record.flags.filter((f) => f !== 'contradicts') } : record;
}

/**
 * Confirms records: the person's explicit act that makes a candidate, an instruction-flagged
 * or a contradicting record active (DESIGN.md §1, §2.5). Flags stay for the record's history,
 * but for `contradicts`: the record it would replace is superseded now, so the flag goes.
 *
 * @param ids - record ids, at least one
 * @param already - given (with `ctx.read`), a record a person's verified confirm made active
 *   since the caller read it is not confirmed again: it is pushed here, as read, and skipped
 * @throws CoreError `HUMAN_CHANNEL_REQUIRED` off the CLI/VS Code, `NOT_FOUND` for an unknown id (nothing applied)
 */
export async function confirm(ids: readonly string[], ctx: OperationContext, already?: MemoryRecord[]): Promise<MemoryRecord[]> {
  requireHuman('confirm', ctx.channel);
  return ctx.store.transact(async (tx) => {
    const now = ctx.now().toISOString();
    const out: MemoryRecord[] = [];
    for (const id of ids) {
      const record = await mustGet(tx, id);
      if (record.status === 'superseded') {
        throw new CoreError(ErrorCode.INVALID_INPUT, `Memory ${id} was superseded by ${record.supersededBy ?? 'another memory'}; confirm that one instead.`);
      }
      // Confirmed meanwhile (walk h52 item 4: two terminals both printed "confirmed"): read under
      // the lock as the checking readers read it, so only a person's verified confirm counts; a
      // status or confirmedAt written without one is confirmed as any candidate is.
      const asRead = already !== undefined ? ctx.read?.(record) : undefined;
      if (already !== undefined && asRead !== undefined && asRead.status === 'active' && asRead.confirmedAt !== undefined) {
        already.push(asRead);
        continue;
      }
      const {
        record: next,
        nonce,
        act: signedAct,
      } = signed(ctx, 'confirm', {
        ...record,
        confirmedAt: record.confirmedAt ?? now,
        updatedAt: now,
        strength: record.salience,
        reinforcedAt: now,
      });
      next.status = promotedStatus(next, undefined, ctx.trust);
      const settled = await applySupersede(tx, next, now);
      tx.put(settled);
      audit(tx, ctx, 'confirm', settled, { status: settled.status }, nonce, signedAct);
      out.push(settled);
    }
    return out;
  });
}

/**
 * Pins a record (prune-exempt, decay-exempt, loaded first): the deliberate alternative that
 * entrenchment refusals point to (seeds/001). Pinning confirms the record.
 *
 * @throws CoreError `HUMAN_CHANNEL_REQUIRED`, `NOT_FOUND`
 */
export async function pin(id: string, ctx: OperationContext): Promise<MemoryRecord> {
  requireHuman('pin', ctx.channel);
  return ctx.store.transact(async (tx) => {
    const now = ctx.now().toISOString();
    const record = await mustGet(tx, id);
    if (record.status === 'superseded') {
      throw new CoreError(ErrorCode.INVALID_INPUT, `Memory ${id} was superseded by ${record.supersededBy ?? 'another memory'}; pin that one instead.`);
    }
    const { record: next, nonce, act: signedAct } = signed(ctx, 'pin', { ...record, pinned: true, confirmedAt: record.confirmedAt ?? now, updatedAt: now });
    next.status = promotedStatus(next, undefined, ctx.trust);
    const settled = await applySupersede(tx, next, now);
    tx.put(settled);
    audit(tx, ctx, 'pin', settled, { pinned: true, status: settled.status }, nonce, signedAct);
    return settled;
  });
}

/**
 * Unpins a record; it decays and can be pruned again.
 *
 * @throws CoreError `HUMAN_CHANNEL_REQUIRED`, `NOT_FOUND`
 */
export async function unpin(id: string, ctx: OperationContext): Promise<MemoryRecord> {
  requireHuman('unpin', ctx.channel);
  return ctx.store.transact(async (tx) => {
    const now = ctx.now().toISOString();
    const record = await mustGet(tx, id);
    const { record: next, nonce, act: signedAct } = signed(ctx, 'unpin', { ...record, pinned: false, updatedAt: now, reinforcedAt: now });
    tx.put(next);
    audit(tx, ctx, 'unpin', next, { pinned: false }, nonce, signedAct);
    return next;
  });
}

/**
 * A person re-verifies a memory against its files as they are now (`cairn reverify`, issue
 * #23): after review, its bindings are replaced by `bindings` (the session binds the record's
 * paths again in its working tree; a deleted file's binding is dropped, a moved one follows the
 * file), so it is fresh again. Removing a stale label raises trust: a person's signed act only.
 *
 * @param bindings - the record's new bindings (may be empty: it is no longer bound)
 * @throws CoreError `HUMAN_CHANNEL_REQUIRED`, `NOT_FOUND`, `PERSON_REQUIRED` (no signature for exactly this record)
 */
export async function reverify(id: string, bindings: readonly Binding[], ctx: OperationContext): Promise<MemoryRecord> {
  requireHuman('reverify', ctx.channel);
  if (ctx.signature === undefined || ctx.signature.scheme === 'presence') {
    throw new CoreError(
      ErrorCode.PERSON_REQUIRED,
      `Refused to reverify ${safeName(id)}: it is a person's signed act. Run \`cairn reverify ${safeName(id)}\` yourself.`,
    );
  }
  return ctx.store.transact(async (tx) => {
    const now = ctx.now().toISOString();
    const record = await mustGet(tx, id);
    const { bindings: _old, ...rest } = record;
    const changed: MemoryRecord = { ...rest, ...(bindings.length > 0 ? { bindings: [...bindings] } : {}), updatedAt: now };
    // The person signed the memory with its new bindings (`actView`): readers check that.
    const { record: next, nonce, act: signedAct } = signed(ctx, 'reverify', changed, changed);
    tx.put(next);
    audit(tx, ctx, 'reverify', next, { bindings: bindings.map(bindingRef) }, nonce, signedAct);
    return next;
  });
}

/**
 * The replacement of a person's `supersede` as they are shown it and sign it (h48-sign): the
 * record naming the memory it replaces (`supersedes`), so their view-2 act covers which memory
 * it supersedes. The session builds the request the person signs with it; {@link supersede}
 * checks the signature against it.
 */
export function asReplacement(fresh: MemoryRecord, oldId: string): MemoryRecord {
  return { ...fresh, supersedes: oldId };
}

/**
 * A person replaces `oldId` with `newId` (DESIGN.md §1). On a human channel this is the
 * person's decision, so the trust rule that binds automatic supersedes does not apply; the
 * new record is confirmed by the act.
 *
 * @throws CoreError `HUMAN_CHANNEL_REQUIRED`, `NOT_FOUND`, `INVALID_INPUT` (same id, or already superseded)
 */
export async function supersede(oldId: string, newId: string, ctx: OperationContext): Promise<{ old: MemoryRecord; replacement: MemoryRecord }> {
  requireHuman('supersede', ctx.channel);
  if (oldId === newId) throw new CoreError(ErrorCode.INVALID_INPUT, 'A memory cannot supersede itself; give two different ids.');
  return ctx.store.transact(async (tx) => {
    const now = ctx.now().toISOString();
    const old = await mustGet(tx, oldId);
    const fresh = await mustGet(tx, newId);
    if (fresh.status === 'superseded') throw new CoreError(ErrorCode.INVALID_INPUT, `Memory ${newId} is itself superseded; pick the current one.`);
    // Signed as it will be stored, naming what it replaces (view 2 covers `supersedes`).
    const { record: replacement } = signed(
      ctx,
      'supersede',
      { ...fresh, supersedes: oldId, confirmedAt: fresh.confirmedAt ?? now, flags: fresh.flags.filter((f) => f !== 'contradicts'), updatedAt: now },
      asReplacement(fresh, oldId),
    );
    replacement.status = promotedStatus(replacement, undefined, ctx.trust);
    const { record: oldNext, nonce, act: signedAct } = signed(ctx, 'supersede', { ...old, status: 'superseded', supersededBy: newId, updatedAt: now }, old);
    tx.put(oldNext);
    tx.put(replacement);
    audit(tx, ctx, 'supersede', oldNext, { supersededBy: newId }, nonce, signedAct);
    return { old: oldNext, replacement };
  });
}

/**
 * Forgets a record: its text leaves every file the store keeps (the store rewrites its log
 * and index); the audit keeps only metadata (DESIGN.md §3). A record it had superseded becomes
 * active again; a record that superseded it keeps its `supersedes` (an id, which the person's
 * view-2 acts on that record signed) and loses a pending `contradicts`. An import of the same
 * lines brings it back as a new candidate; {@link reject} is the forget that sticks.
 *
 * @throws CoreError `HUMAN_CHANNEL_REQUIRED`, `NOT_FOUND`
 */
export async function forget(id: string, ctx: OperationContext): Promise<{ id: string }> {
  return remove(id, ctx, 'forget');
}

/**
 * Rejects a record (issue #17): a person's act, signed as `reject`. The record is forgotten as
 * {@link forget} does, and its `forget` audit line records in `applied.rejected` the digests
 * of the file lines it was read from (`rejectionKeysOf`: no text), so an import skips those
 * lines from then on (`rejectionIndex`). `rejected` counts the digests (0: it came from no
 * file, and the reject is a forget).
 *
 * @throws CoreError `HUMAN_CHANNEL_REQUIRED`, `NOT_FOUND`, `INTERNAL` (no digest function in the context)
 */
export async function reject(id: string, ctx: OperationContext): Promise<{ id: string; rejected: number }> {
  return remove(id, ctx, 'reject');
}

/**
 * Rejects several records in one transaction, under one signature that holds a statement for
 * each (`cairn reject --source <file>`, issue #14, fourth walk item 5: a wrong import of 3,000
 * lines had no undo but `wipe`). Each is rejected exactly as {@link reject} rejects one: forgotten,
 * references cleared, and its `forget` audit line carries the digests of its file lines.
 *
 * @param ids - record ids, each once; nothing is applied if one is unknown
 * @returns one entry per id, in order
 * @throws CoreError `HUMAN_CHANNEL_REQUIRED`, `NOT_FOUND`, `INVALID_INPUT` (no id), `PERSON_REQUIRED` (a record the signature has no statement for), `INTERNAL` (no digest function)
 */
export async function rejectAll(ids: readonly string[], ctx: OperationContext): Promise<Array<{ id: string; rejected: number }>> {
  if (ids.length === 0) throw new CoreError(ErrorCode.INVALID_INPUT, 'Name at least one memory to reject.');
  return (await removeAll(ids, ctx, 'reject')) as Array<{ id: string; rejected: number }>;
}

async function remove(id: string, ctx: OperationContext, act: 'forget'): Promise<{ id: string }>;
async function remove(id: string, ctx: OperationContext, act: 'reject'): Promise<{ id: string; rejected: number }>;
async function remove(id: string, ctx: OperationContext, act: 'forget' | 'reject'): Promise<{ id: string; rejected?: number }> {
  const [one] = await removeAll([id], ctx, act);
  return one as { id: string; rejected?: number };
}

/** Forgets or rejects `ids` in one transaction: each signed, references to it cleared, one audit line each. */
async function removeAll(ids: readonly string[], ctx: OperationContext, act: 'forget' | 'reject'): Promise<Array<{ id: string; rejected?: number }>> {
  requireHuman(act, ctx.channel);
  const digest = ctx.digest;
  if (act === 'reject' && digest === undefined) throw new CoreError(ErrorCode.INTERNAL, 'A reject needs the digest function in its context.');
  return ctx.store.transact(async (tx) => {
    const now = ctx.now().toISOString();
    const going = new Set(ids);
    const records: MemoryRecord[] = [];
    for (const id of going) records.push(await mustGet(tx, id));
    // Every statement is checked before anything changes: a record the person was not shown stops the whole act.
    const statements = records.map((record) => signed(ctx, act, record));
    for (const other of await tx.list()) {
      if (going.has(other.id)) continue;
      let next = other;
      if (other.supersededBy !== undefined && going.has(other.supersededBy)) {
        const { supersededBy: _, ...rest } = next;
        next = { ...rest, status: 'candidate', updatedAt: now } as MemoryRecord;
      }
      // A successor keeps the id it replaced (an id, no text): the person's view-2 acts on it
      // signed that `supersedes` (h48-sign), and dropping it would void them. Its pending
      // contradiction is resolved: there is nothing left to replace.
      if (other.supersedes !== undefined && going.has(other.supersedes) && next.flags.includes('contradicts')) {
        next = { ...next, flags: next.flags.filter((f) => f !== 'contradicts'), updatedAt: now };
      }
      if (next === other) continue;
      next.status = promotedStatus(next, undefined, ctx.trust);
      tx.put(next);
    }
    return records.map((record, i) => {
      const { nonce, act: signedAct } = statements[i] as ReturnType<typeof signed>;
      tx.remove(record.id);
      if (act === 'forget' || digest === undefined) {
        audit(tx, ctx, 'forget', record, {}, nonce, signedAct);
        return { id: record.id };
      }
      const keys = rejectionKeysOf(record, digest);
      // What the signature covers, without text (`rejectShown`): the view's digest and the content
      // hashes, so a backup carries the rejection and a restore checks it (issue #14, walk 12 item 1).
      const content = rejectedContentOf(record);
      // In the view the act was signed over (view 2 covers a `supersedes`, `SignedAct.view`).
      const covered: Record<string, string | string[]> = content.length > 0 ? { view: digest(actView('reject', record, signedAct?.view ?? 1)), content } : {};
      audit(tx, ctx, 'forget', record, { rejected: keys, ...covered }, nonce, signedAct);
      return { id: record.id, rejected: keys.length };
    });
  });
}

/** The tag every host session journal entry carries (session's `JOURNAL_TAG`). */
const JOURNAL_TAG = 'journal';

/**
 * Retires a host session's earlier journal draft once its newer draft is written (the host-hooks
 * issue: "one draft per session, updated at each Stop"): the draft becomes `superseded` by the
 * replacement, so the session keeps one draft a person reads (`cairn sessions show`, `cairn
 * review`). Trust only goes down — a candidate leaves the review queue, nothing is promoted — so
 * any channel may ask, but only for the session's own unvouched journal draft. Nothing changes
 * (returns false) unless all hold:
 *
 * - both records exist, differ, are tagged `journal`, and were first written by `session`
 *   (first evidence) on an agent's channel;
 * - the draft is a `candidate` of an origin other than `user`, not pinned or stable, with no
 *   person's act on it and not confirmed as `ctx.read` reads it with the person's keys — a
 *   forged session record naming a person's memory as its draft retires nothing (h57 guard);
 * - the replacement is not `forgotten`, and not `superseded` — except one of the session's own
 *   earlier drafts that a later draft of the same session retired, unvouched as the draft must be
 *   (its `supersededBy` names another of the session's journal records): the last assistant
 *   message came back to words an earlier Stop wrote (A, then B, then A again), and memorize took
 *   them as a sighting of that retired draft. It is the session's draft again, so it is made a
 *   `candidate` again (no higher: what a fresh draft would be) and the draft it replaces is
 *   retired — else the session's current journal stayed `superseded` (never in the digest) while
 *   a draft with words no longer current stayed a candidate in recall and in the count awaiting
 *   `cairn review` (h58, #21).
 *
 * One transaction; one `lower` audit line (metadata only: `status`, `supersededBy`, `from`), and
 * for a reinstated draft one `sighting` line (`status`, `from`). It is no person's `supersede`
 * act, which is signed.
 *
 * @param draftId - the earlier draft (the session record's `journal.id`)
 * @param replacementId - the draft written at this Stop
 * @param session - the host session id as evidence records it
 * @returns whether the draft was retired
 */
export async function retireJournalDraft(draftId: string, replacementId: string, session: string, ctx: OperationContext): Promise<boolean> {
  if (draftId === replacementId) return false;
  return ctx.store.transact(async (tx) => {
    const draft = await tx.get(draftId);
    const replacement = await tx.get(replacementId);
    if (draft === undefined || replacement === undefined) return false;
    const ownJournal = (r: MemoryRecord): boolean => {
      const first = r.evidence[0];
      return r.tags.includes(JOURNAL_TAG) && first !== undefined && first.session === session && !isHumanChannel(first.channel);
    };
    if (!ownJournal(draft) || !ownJournal(replacement)) return false;
    const unvouched = (r: MemoryRecord, status: MemoryRecord['status']): boolean => {
      const read = ctx.read ? ctx.read(r) : r;
      const vouched = (r.acts?.length ?? 0) > 0 || read.confirmedAt !== undefined || r.confirmedAt !== undefined || read.pinned || read.stable;
      return r.status === status && read.status === status && r.origin !== 'user' && read.origin !== 'user' && !vouched;
    };
    if (!unvouched(draft, 'candidate')) return false;
    let reinstate = false;
    if (replacement.status === 'forgotten') return false;
    if (replacement.status === 'superseded') {
      // Retired by a later draft of this session only (a person's supersede signs the old memory: `acts`).
      const by = replacement.supersededBy === undefined ? undefined : await tx.get(replacement.supersededBy);
      if (by === undefined || !ownJournal(by) || !unvouched(replacement, 'superseded')) return false;
      reinstate = true;
    }
    const now = ctx.now().toISOString();
    if (reinstate) {
      const { supersededBy: _retiredBy, ...rest } = replacement;
      const again: MemoryRecord = { ...rest, status: 'candidate', updatedAt: now };
      tx.put(again);
      audit(tx, ctx, 'sighting', again, { status: 'candidate', from: 'superseded', journalDraft: true });
    }
    const next: MemoryRecord = { ...draft, status: 'superseded', supersededBy: replacement.id, updatedAt: now };
    tx.put(next);
    audit(tx, ctx, 'lower', next, { status: 'superseded', supersededBy: replacement.id, from: draft.status, journalDraft: true });
    return true;
  });
}

/**
 * Lowers what an agent wrote in one host session to origin `tool` (the host-hooks issue: "every
 * agent write in a session with a gap is treated as `tool`", failing closed for the writes made
 * BEFORE the gap was found, at a later Stop). Trust only goes down, so any channel may ask:
 *
 * - every piece of evidence the session brought on an agent's channel, of an origin stronger than
 *   `tool`, becomes `tool` (it no longer counts toward an agent record's sightings);
 * - a record the session itself wrote (its first evidence) takes origin `tool`, with `tool`'s
 *   caps on salience, confidence and strength and its faster decay — unless the person confirmed
 *   or pinned it (as `ctx.read` reads it with their keys): that keeps its origin;
 * - an active record whose promotion no longer holds becomes a candidate (never the reverse).
 *
 * One transaction; one `lower` audit line per record changed (metadata only).
 *
 * @param session - the host session id as evidence records it
 * @returns the ids of the records lowered (empty when nothing was stronger than `tool`)
 */
export async function lowerSessionWrites(session: string, ctx: OperationContext): Promise<string[]> {
  const toolRank = POLICY.tool.trustRank;
  const row = POLICY.tool;
  return ctx.store.transact(async (tx) => {
    const now = ctx.now().toISOString();
    const lowered: string[] = [];
    for (const record of await tx.list()) {
      let touched = false;
      const evidence = record.evidence.map((e) => {
        const from = e.origin ?? record.origin;
        if (e.session !== session || isHumanChannel(e.channel) || POLICY[from].trustRank >= toolRank) return e;
        touched = true;
        return { ...e, origin: 'tool' as const };
      });
      const first = record.evidence[0];
      const written = first !== undefined && first.session === session && !isHumanChannel(first.channel) && POLICY[record.origin].trustRank < toolRank;
      // A record the person confirmed or pinned (as their keys read it, `ctx.read`: only for a
      // record the session wrote, not every record of the store) keeps its origin: the person
      // vouched for the text as shown, origin and all, and lowering it would void their signature
      // — a forged Stop with a gap could then undo a person's act (h46-attack item 7). Its
      // evidence is lowered all the same.
      const read = written && ctx.read ? ctx.read(record) : record;
      const own = written && read.confirmedAt === undefined && !read.pinned;
      if (!touched && !own) continue;
      const next: MemoryRecord = own
        ? {
            ...record,
            evidence,
            origin: 'tool',
            salience: Math.min(record.salience, row.salienceCap),
            confidence: Math.min(record.confidence, row.confidenceCap),
            strength: Math.min(record.strength, row.salienceCap),
            decayRate: Math.min(record.decayRate, row.decayPerDay),
            updatedAt: now,
          }
        : { ...record, evidence, updatedAt: now };
      // Only down: an active record may become a candidate, nothing is promoted here.
      if (record.status === 'active' && promotedStatus(next, undefined, ctx.trust) === 'candidate') next.status = 'candidate';
      tx.put(next);
      audit(tx, ctx, 'lower', next, { origin: next.origin, status: next.status, from: record.origin });
      lowered.push(record.id);
    }
    return lowered;
  });
}
