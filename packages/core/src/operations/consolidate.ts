import { currentStrength } from '../decay/strength.js';
import { gateFields } from '../gate/index.js';
import { CoreError, ErrorCode } from '../errors/CoreError.js';
import { auditActor } from '../memorize/memorize.js';
import { auditAct } from '../person/auditSigner.js';
import type { SignedAct } from '../person/signedAct.js';
import { signedActFor, withAct } from '../person/attachAct.js';
import { evidenceKey } from '../policy/evidence.js';
import { promotedStatus } from '../policy/promotion.js';
import { POLICY, weakerOrigin } from '../policy/policy.js';
import { indexableText } from '../recall/indexableText.js';
import { uniqueTokens } from '../recall/tokenize.js';
import type { Evidence, Flag, MemoryRecord } from '../schema/record.js';
import type { OperationContext } from './OperationContext.js';

/** Token-set Jaccard similarity at or above which two records are near-duplicates, 0–1. */
export const NEAR_DUPLICATE_JACCARD = 0.8;

/** A planned merge: the parents and the record that would replace them. */
export interface ConsolidationGroup {
  parents: string[];
  merged: Omit<MemoryRecord, 'id'>;
  /**
   * The merged record's id, when the caller assigned it before the person signed the merge
   * (the session does: the signature binds the merged record, id and view); else one is
   * assigned on apply.
   */
  id?: string;
}

/** Negation words (after `n't` → ` not`, `cannot` → `can not`): a text that adds or drops one says the opposite. */
const NEGATIONS: ReadonlySet<string> = new Set(['not', 'no', 'never', 'none', 'nothing', 'neither', 'nor', 'without', 'nobody', 'nowhere']);

/** The words of `text`, lower-cased, surrounding punctuation stripped, `n't` and `cannot` spelled out. */
function words(text: string): string[] {
  return text
    .normalize('NFKC')
    .replace(/\bcannot\b/giu, 'can not')
    .replace(/n['’]t\b/giu, ' not')
    .split(/\s+/u)
    .map((w) => w.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '').toLowerCase())
    .filter((w) => w.length > 0);
}

/** What {@link sameFactMarks} compares of one text, computed once per text. */
interface FactMarks {
  marks: Set<string>;
  negations: number;
  /** Every word of the text ({@link words}): a mark of the other text present anywhere here agrees. */
  words: ReadonlySet<string>;
  /** The text's numbers, sorted, joined by blanks. */
  numbers: string;
}

/**
 * The parts of a text that carry a distinct fact, which token overlap must not blur (issue #14,
 * the second newcomer walk: "The API timeout is 30 seconds" and "… is 90 seconds" were planned
 * as one memory, and so were "note number 1" … "number 6"): every number or version, every path
 * or file name, every name (a capitalised word not opening a sentence, an identifier in
 * camelCase, snake_case or with digits, a word in backticks), and the count of negations.
 */
function factMarks(text: string): FactMarks {
  const marks = new Set<string>();
  const flat = text.normalize('NFKC');
  for (const m of flat.matchAll(/\d+(?:[.,_:]\d+)*/gu)) marks.add(m[0]);
  for (const m of flat.matchAll(/`([^`\n]+)`/gu)) marks.add((m[1] as string).trim().toLowerCase());
  const raw = flat.split(/\s+/u).filter((w) => w.length > 0);
  raw.forEach((w, i) => {
    const bare = w.replace(/^[("'`[{<]+|[)"'`\]}>.,;:!?]+$/gu, '');
    if (bare.length === 0) return;
    const opensSentence = i === 0 || /[.!?:]["')\]]*$/u.test(raw[i - 1] as string);
    const path = /[\\/]/u.test(bare) || /^[\w-]+\.[A-Za-z][\w]{0,7}$/u.test(bare) || /^[.~]\w/u.test(bare);
    const identifier = /\p{Ll}\p{Lu}|_|\p{L}\d|\d\p{L}/u.test(bare);
    const capitalised = /^\p{Lu}/u.test(bare) && !opensSentence;
    if (path || identifier || capitalised) marks.add(bare.toLowerCase());
  });
  const all = words(text);
  // A number must be the same number, not a part of another ("30" inside "300").
  const numbers = [...marks]
    .filter((m) => /^\d/u.test(m))
    .sort()
    .join(' ');
  return { marks, negations: all.filter((w) => NEGATIONS.has(w)).length, words: new Set(all), numbers };
}

/** {@link sameFactMarks} on texts' precomputed marks. */
function marksAgree(a: FactMarks, b: FactMarks): boolean {
  if (a.negations !== b.negations || a.numbers !== b.numbers) return false;
  for (const m of a.marks) if (!b.marks.has(m) && !b.words.has(m)) return false;
  for (const m of b.marks) if (!a.marks.has(m) && !a.words.has(m)) return false;
  return true;
}

/**
 * True when two texts could be the same fact, worded twice: neither holds a number, version,
 * path or name the other lacks, and both hold as many negations. A word of one counts as
 * present in the other when the other holds it anywhere (so "Redis" and "redis" agree).
 */
export function sameFactMarks(a: string, b: string): boolean {
  return marksAgree(factMarks(a), factMarks(b));
}

/** The standing a merge must not raise: candidates with candidates, active with active, confirmed with confirmed. */
function standingOf(r: MemoryRecord): string {
  return `${r.status}/${r.confirmedAt !== undefined ? 'confirmed' : 'unconfirmed'}/${r.origin === 'user' ? 'person' : 'other'}`;
}

/**
 * True when `a` and `b` may merge (issue #14, the second walk; DESIGN.md §1, §4): same kind;
 * the same standing — both candidates or both active, both confirmed by the person or neither,
 * so a merge never makes anything more trusted than its least trusted parent and never lowers a
 * memory the person confirmed into an unconfirmed one; a person's `user` memory only with another
 * `user` memory (never with an agent's near-copy); and texts that state the same fact
 * ({@link sameFactMarks}). The token overlap ({@link NEAR_DUPLICATE_JACCARD}) is checked by the caller.
 */
export function mayMerge(a: MemoryRecord, b: MemoryRecord): boolean {
  return a.kind === b.kind && standingOf(a) === standingOf(b) && sameFactMarks(a.text, b.text);
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let inter = 0;
  for (const t of a) if (b.has(t)) inter++;
  const union = a.size + b.size - inter;
  return union === 0 ? 0 : inter / union;
}

/**
 * Merges parents under the rules of DESIGN.md §1: the WEAKEST origin of the parents
 * (seeds/001 "What is next"), re-gated, never pinned unless every parent was a pinned user
 * record, evidence pooled by independent key only, confirmed only if every parent was.
 */
export function mergeRecords(parents: readonly MemoryRecord[], now: Date): Omit<MemoryRecord, 'id'> {
  const at = now.toISOString();
  // The text of the most trusted parent (then the strongest): a weaker variant must not
  // replace a person's wording by being fresher.
  const strongest = [...parents].sort(
    (a, b) => POLICY[a.origin].trustRank - POLICY[b.origin].trustRank || currentStrength(b, now) - currentStrength(a, now),
  )[0] as MemoryRecord;
  const origin = parents.map((p) => p.origin).reduce(weakerOrigin);
  const row = POLICY[origin];
  const seen = new Set<string>();
  const evidence: Evidence[] = [];
  for (const e of parents.flatMap((p) => p.evidence)) {
    if (seen.has(evidenceKey(e))) continue;
    seen.add(evidenceKey(e));
    evidence.push(e);
  }
  const tags = [...new Set(parents.flatMap((p) => p.tags))];
  const tripwires = [...new Set(parents.flatMap((p) => p.tripwires ?? []))];
  const gate = gateFields({ text: strongest.text, title: strongest.title, summary: strongest.summary, tags, tripwires, filesEdited: strongest.filesEdited });
  const flags = new Set<Flag>(parents.flatMap((p) => p.flags.filter((f) => f !== 'contradicts')));
  if (gate.flagged) flags.add('instruction');
  const pinned = parents.every((p) => p.pinned && p.origin === 'user');
  const confirmed = parents.every((p) => p.confirmedAt !== undefined);
  const salience = Math.min(row.salienceCap, Math.max(...parents.map((p) => p.salience)));
  const merged: Omit<MemoryRecord, 'id'> = {
    ...strongest,
    origin,
    salience,
    confidence: Math.min(row.confidenceCap, Math.max(...parents.map((p) => p.confidence))),
    decayRate: row.decayPerDay,
    strength: Math.min(salience, Math.max(...parents.map((p) => currentStrength(p, now)))),
    reinforcedAt: at,
    pinned,
    stable: parents.every((p) => p.stable && p.origin === 'user'),
    status: 'candidate',
    flags: [...flags].sort(),
    gateReasons: [...new Set([...parents.flatMap((p) => p.gateReasons), ...gate.reasons])].sort(),
    evidence,
    tags,
    ...(tripwires.length > 0 ? { tripwires } : {}),
    createdAt: parents.map((p) => p.createdAt).sort()[0] as string,
    updatedAt: at,
    recallCount: parents.reduce((n, p) => n + p.recallCount, 0),
  };
  delete (merged as Partial<MemoryRecord>).supersedes;
  delete (merged as Partial<MemoryRecord>).supersededBy;
  delete (merged as Partial<MemoryRecord>).lastRecalledAt;
  delete (merged as Partial<MemoryRecord>).confirmedAt;
  // The parents' signed acts are bound to the parents; the merge carries its own (applyConsolidation).
  delete (merged as Partial<MemoryRecord>).acts;
  delete (merged as { id?: string }).id;
  if (confirmed) merged.confirmedAt = at;
  // Never more trusted than the least trusted parent: one candidate among the parents keeps the
  // merge a candidate, whatever the pooled evidence would earn (the walk's two agent candidates,
  // 30 s and 90 s, became one ACTIVE memory with evidence 2).
  merged.status = parents.some((p) => p.status !== 'active') ? 'candidate' : promotedStatus(merged);
  return merged;
}

/**
 * Plans a consolidation ("sleep cycle"): groups of near-duplicate records of one kind
 * (token Jaccard ≥ {@link NEAR_DUPLICATE_JACCARD}) that {@link mayMerge} with every other member
 * of the group, each with the record that would replace them. Superseded records are left alone.
 * Deterministic.
 */
export function planConsolidation(records: readonly MemoryRecord[], now: Date): ConsolidationGroup[] {
  const live = records.filter((r) => r.status === 'active' || r.status === 'candidate').sort((a, b) => (a.id < b.id ? -1 : 1));
  // Each record's tokens, standing and fact marks computed once, and the pair's cheap checks
  // first (kind, standing, sizes, Jaccard), the marks last: {@link mayMerge} on every pair made a
  // plan of 3,000 memories take about a minute (closing note of 2026-12-06). Same groups.
  const facts = live.map((r) => ({ r, tokens: new Set(uniqueTokens(indexableText(r))), standing: standingOf(r), marks: factMarks(r.text) }));
  const used = new Set<string>();
  const groups: ConsolidationGroup[] = [];
  for (const a of facts) {
    if (used.has(a.r.id)) continue;
    const group = [a];
    for (const b of facts) {
      if (b === a || used.has(b.r.id) || b.r.kind !== a.r.kind || b.standing !== a.standing) continue;
      // Jaccard is at most the smaller set's size over the larger's.
      const [small, large] = a.tokens.size < b.tokens.size ? [a.tokens.size, b.tokens.size] : [b.tokens.size, a.tokens.size];
      if (small < NEAR_DUPLICATE_JACCARD * large || jaccard(a.tokens, b.tokens) < NEAR_DUPLICATE_JACCARD) continue;
      if (group.every((g) => marksAgree(g.marks, b.marks))) group.push(b);
    }
    if (group.length < 2) continue;
    for (const g of group) used.add(g.r.id);
    groups.push({
      parents: group.map((g) => g.r.id),
      merged: mergeRecords(
        group.map((g) => g.r),
        now,
      ),
    });
  }
  return groups;
}

/**
 * Carries out a consolidation plan: each merged record is stored, its parents become
 * superseded by it; one audit line per merge.
 *
 * A merge signed with its parents named (`SignedAct.parents`, h49-sign) must merge exactly
 * those parents as they are now; one signed before names none.
 *
 * With the person's signature (`consolidate --apply` is a person's act, issue #16), each merged
 * record carries the person's signed `consolidate` statement for exactly it — its id and the
 * view the person was shown (`signedActFor`, checked against the merge as recomputed here from
 * the parents as stored) — so checking readers read a merge of the person's memories as the
 * person's. A merge without such an act is read as the agent's (`readSigned`).
 *
 * @throws CoreError `PERSON_REQUIRED` when the signature holds no statement for a merged record as
 *   it is now (a parent changed after the person was shown the plan): nothing is merged
 */
export async function applyConsolidation(plan: readonly ConsolidationGroup[], ctx: OperationContext & { newId: () => string }): Promise<MemoryRecord[]> {
  const signature = ctx.signature !== undefined && ctx.signature.scheme !== 'presence' ? ctx.signature : undefined;
  if (signature !== undefined && ctx.digest === undefined)
    throw new CoreError(ErrorCode.INTERNAL, 'A signed operation needs the digest function in its context.');
  return ctx.store.transact(async (tx) => {
    const at = ctx.now().toISOString();
    const out: MemoryRecord[] = [];
    for (const group of plan) {
      const parents = (await Promise.all(group.parents.map((id) => tx.get(id)))).filter((p): p is MemoryRecord => p !== undefined && p.status !== 'superseded');
      if (parents.length < 2) continue;
      // The rule holds on apply too, on the parents as read now (a plan is not trusted to respect it).
      // Merged from the parents as the checking reader reads them (the plan the person signed was made so).
      const read = ctx.read;
      const seen = read !== undefined ? parents.map((p) => read(p)) : parents;
      if (!seen.every((p, i) => seen.every((q, j) => i === j || mayMerge(p, q)))) continue;
      let merged: MemoryRecord = { ...mergeRecords(seen, ctx.now()), id: group.id ?? ctx.newId() };
      let nonce: string | undefined;
      let signedAct: SignedAct | undefined;
      if (signature !== undefined) {
        const statement = signedActFor(signature, 'consolidate', merged, ctx.store.project.key, ctx.digest as (text: string) => string);
        // A merge signed since merges name their parents (h49-sign) merges exactly those: the
        // memories it supersedes are what the person's signature says, not what the plan says.
        const names = parents.map((p) => p.id).sort();
        if (statement.parents !== undefined && (statement.parents.length !== names.length || statement.parents.some((id, i) => id !== names[i])))
          throw new CoreError(
            ErrorCode.PERSON_REQUIRED,
            `Refused to consolidate into ${merged.id}: the person's signature names other memories to merge. Nothing was changed; run the command again to see the plan as it is now.`,
          );
        merged = withAct(merged, statement);
        nonce = statement.nonce;
        signedAct = auditAct(statement);
      }
      tx.put(merged);
      for (const p of parents) tx.put({ ...p, status: 'superseded', supersededBy: merged.id, updatedAt: at });
      tx.audit({
        time: at,
        event: 'consolidate',
        id: merged.id,
        ids: parents.map((p) => p.id),
        origin: merged.origin,
        channel: ctx.channel,
        ...auditActor(ctx),
        ...(nonce !== undefined ? { nonce } : {}),
        ...(signedAct !== undefined ? { act: signedAct } : {}),
        applied: { status: merged.status, pinned: merged.pinned, flags: merged.flags },
      });
      out.push(merged);
    }
    return out;
  });
}
