import { WORKING_TREE_TOOL } from '../provenance/attestOrigin.js';
import { currentStrength, reinforce } from '../decay/strength.js';
import { CoreError, ErrorCode } from '../errors/CoreError.js';
import { redactSecrets } from '../redact/index.js';
import type { Flag, MemoryRecord, Status } from '../schema/record.js';
import type { Kind } from '../schema/request.js';
import type { MemoryStore, SearchCandidates } from '../store/MemoryStore.js';
import type { RankRequest } from './RankRequest.js';
import { type BindingChange, bindingRef, sourceNow } from '../binding/binding.js';
import { evidenceTally } from '../policy/evidence.js';
import { needsConfirmation } from '../policy/promotion.js';
import { ageInWords } from './age.js';
import { redactedText } from './cleanText.js';
import { COMMON_WORDS, onlyCommonWords } from './commonWords.js';
import { bm25, idf, type WeightedTerm } from './bm25.js';
import { indexableText } from './indexableText.js';
import { makeSnippet } from './snippet.js';
import { termStatistics, tokenize } from './tokenize.js';
import { type Ranked, TopK } from './topK.js';
import { eligible, type Visibility } from './visibility.js';
import { type RankingFacts, rankingFacts, rankScore, strengthAt } from './rankingFacts.js';

/** What a recall asks for. */
export interface RecallQuery {
  /** Free text; tokenized by the one tokenizer. At most 1 000 characters. */
  query: string;
  /** Most hits returned, 1–100; default 10. */
  limit?: number;
  /** Also return unflagged candidates (marked by their status). */
  includeCandidates?: boolean;
  /** Also return flagged records that are not confirmed (marked by their flags). */
  includeFlagged?: boolean;
  /** Also return superseded records (with `supersededBy`). */
  includeSuperseded?: boolean;
  /** Only these kinds. */
  kinds?: readonly Kind[];
  /** Drop hits scoring below this (≥ 0). */
  minScore?: number;
  /** Prefix matching for query words of 3+ characters (opt-in, seeds/002 F9). */
  fuzzy?: boolean;
}

/** The clock and side effects of a recall. */
export interface RecallContext {
  now: Date;
  /**
   * Reinforce returned records (DESIGN.md §4) before returning; default true. A caller that
   * passes false and still wants the reinforcement calls {@link reinforceRecalled}.
   */
  reinforce?: boolean;
  /**
   * Also count the memories left out for their flags or their status (walk 11 item 2, walk 12
   * item 3): {@link RecallResult.leftOut}. Counted from the same ranking as the hits — one pass
   * over the candidates at {@link RECALL_LIMITS.maxLimit} places with flagged records and
   * candidates allowed, the hits taken from it — so the count costs no second query (issue #20).
   */
  countLeftOut?: boolean;
}

/** One hit: a receipt saying what was found and where it came from (DESIGN.md §5). */
export interface Receipt {
  id: string;
  kind: Kind;
  /**
   * How well the memory matches this query, rounded to 6 decimals; higher is better ({@link
   * scoreCandidate}): BM25 over whole tokens (≥ 0, no upper bound: each query word the text holds
   * adds up to 2.2 × its idf, and idf grows as the word is rarer among the project's memories) ×
   * the origin's recall weight (policy table: user 1.0, agent 0.85, repo 0.7, tool, web and
   * external 0.6) × (0.5 + 0.5 × strength now), 0.5–1. No unit and no fixed range: not a
   * probability, comparable only between the hits of one query on one store (a rare word matched
   * gives a large score, a common one a small one). What moves it: more or rarer query words in
   * the text, a shorter text, a stronger origin, strength (a recall reinforces it, time decays it).
   */
  score: number;
  /** The matched fragment, matched words marked `**word**`. */
  snippet: string;
  /** The whole (redacted) text. */
  text: string;
  title?: string;
  origin: MemoryRecord['origin'];
  status: Status;
  flags: Flag[];
  gateReasons: string[];
  /** Independent pieces of evidence (`evidenceTally().independent`: what promotion counts). */
  evidenceCount: number;
  /** Every piece of evidence (`evidenceTally().pieces`); `evidenceWords` says both. */
  evidencePieces: number;
  /**
   * Where the evidence came from, so the memory can be cited: distinct source references (a
   * path with a line range, a URL, a tool name) in order of first sighting, at most
   * {@link MAX_RECEIPT_SOURCES}, redacted; empty when no source was given.
   */
  sources: string[];
  /**
   * When an observation lowered the memory's origin (attested provenance, issue #22): which one,
   * as `<origin>: <tool> <path or URL> at <ISO time>` (the reference redacted, without query).
   */
  attestedBy?: string;
  /**
   * The files (or line ranges) the memory is bound to, as `path` or `path:a-b` (issue #23: so an
   * agent can open them); a range whose content moved within its file is given where it is now.
   */
  bound?: string[];
  /**
   * Present when a bound file changed since the memory was bound (issue #23): what changed
   * (`edited`, `deleted`, `moved` with `movedTo`) and when. Set by the session's check.
   */
  stale?: BindingChange[];
  /** The stale memory's label in words: `may be outdated: src/queue.ts changed 3 days ago`. */
  staleLabel?: string;
  /** Current strength after decay, 0–1. */
  strength: number;
  confidence: number;
  pinned: boolean;
  createdAt: string;
  /** e.g. "stored 76 days ago". */
  age: string;
  supersededBy?: string;
  tripwires?: string[];
  projectKey: string;
}

/** The result of a recall. */
export interface RecallResult {
  hits: Receipt[];
  /** Distinct query tokens searched for (common words left out, see `COMMON_WORDS`). */
  tokens: string[];
  /**
   * With {@link RecallContext.countLeftOut}, unless the query already asks for flagged records and
   * candidates: of the best {@link RECALL_LIMITS.maxLimit} matches with both allowed, how many the
   * query's visibility left out — `flagged`: those holding a flag that waits for a person's confirm
   * (`needsConfirmation` of their flags); `candidates`: the others (unflagged candidates). Each 0–100.
   */
  leftOut?: { flagged: number; candidates: number };
}

/**
 * The limits of a recall, for every adapter's schema to read rather than retype: a query of at
 * most 1 000 characters, 1–100 hits (default 10); decisions list 50 by default, 20 for a query.
 */
export const RECALL_LIMITS = {
  /** Longest query, in characters. */
  maxQueryChars: 1000,
  /** Fewest hits one may ask for. */
  minLimit: 1,
  /** Most hits one may ask for. */
  maxLimit: 100,
  /** Hits returned when no limit is given. */
  defaultLimit: 10,
  /** Decisions listed when no query and no limit are given. */
  defaultDecisions: 50,
  /** Decisions returned for a query when no limit is given. */
  defaultDecisionHits: 20,
} as const;

const MAX_QUERY_CHARS = RECALL_LIMITS.maxQueryChars;

/** True when a record is eligible for the requested statuses and flags. */
export function isVisible(record: Readonly<MemoryRecord>, q: Visibility): boolean {
  return visible(rankingFacts(record), q);
}

function visible(facts: RankingFacts, q: Visibility): boolean {
  return eligible(facts.status, facts.kind, facts.waitsForPerson, q);
}

/** Redacted again on the way out; a string redaction left unchanged before is not scanned again. */
const clean = redactedText;

/** A record's strings as they leave core: redacted again (DESIGN.md §5). */
interface CleanStrings {
  text: string;
  title?: string;
  tripwires?: string[];
}
const cleaned = new WeakMap<object, CleanStrings>();

/**
 * The redacted text, title and tripwires of `record`. Redaction is a pure function of the
 * string, so a frozen record's result is remembered for as long as the record lives.
 */
function cleanStrings(record: Readonly<MemoryRecord>): CleanStrings {
  const known = cleaned.get(record);
  if (known) return known;
  const out: CleanStrings = {
    text: clean(record.text),
    ...(record.title !== undefined ? { title: clean(record.title) } : {}),
    ...(record.tripwires !== undefined ? { tripwires: record.tripwires.map(clean) } : {}),
  };
  if (Object.isFrozen(record) && (record.tripwires === undefined || Object.isFrozen(record.tripwires))) cleaned.set(record, out);
  return out;
}

/** Most evidence sources a receipt lists (issue #14: enough to cite, not a dump). */
export const MAX_RECEIPT_SOURCES = 5;

/** Distinct evidence sources of a record, redacted, in order of first sighting. */
function receiptSources(record: Readonly<MemoryRecord>): string[] {
  const out: string[] = [];
  for (const e of record.evidence) {
    if (e.source === null || e.source === undefined) continue;
    // Where it is bound now, when a signed reverify followed its file elsewhere (walk h58); the old path stays in the evidence.
    const source = clean(sourceNow(record, e.source));
    if (!out.includes(source)) out.push(source);
    if (out.length === MAX_RECEIPT_SOURCES) break;
  }
  return out;
}

/**
 * The first observation that lowered the record's origin, in words (what a receipt's
 * `attestedBy` and the VS Code tooltip show): `external: node_modules/x/README.md:12 in the
 * working tree`, `web: WebFetch https://… at <ISO time>`; when no observation explains it and a gap
 * lowered it, `tool: a gap of host session <id> (<the gap>)` (h61); redacted, control and format
 * characters dropped. Undefined when nothing lowered it.
 */
export function attestationSummary(record: Readonly<Pick<MemoryRecord, 'evidence'>>): string | undefined {
  return receiptAttestation(record);
}

function receiptAttestation(record: Readonly<Pick<MemoryRecord, 'evidence'>>): string | undefined {
  const a = record.evidence.find((e) => e.attestedBy !== undefined)?.attestedBy;
  if (a === undefined) {
    // No observation explains it, a gap does (h61): the session and its first gap.
    const g = record.evidence.find((e) => e.gap !== undefined)?.gap;
    return g === undefined ? undefined : clean(`tool: a gap of host session ${g.session} (${g.gap})`).replace(/[\p{Cc}\p{Cf}]/gu, '');
  }
  // A file of the working tree (issue #22): its path and line, no host tool call.
  if (a.tool === WORKING_TREE_TOOL) return clean(`${a.origin}: ${a.ref ?? 'a file'} in the working tree`).replace(/[\p{Cc}\p{Cf}]/gu, '');
  const what = [a.tool, a.ref].filter((x) => x !== undefined && x !== '').join(' ') || 'a tool call';
  return clean(`${a.origin}: ${what} at ${a.at}`).replace(/[\p{Cc}\p{Cf}]/gu, '');
}

/** Builds the receipt of one record; every string redacted again on the way out. */
export function toReceipt(record: Readonly<MemoryRecord>, score: number, queryTokens: ReadonlySet<string>, now: Date): Receipt {
  const { text, title, tripwires } = cleanStrings(record);
  const tally = evidenceTally(record);
  return {
    id: record.id,
    kind: record.kind,
    score: Math.round(score * 1e6) / 1e6,
    snippet: makeSnippet(text, queryTokens),
    text,
    ...(title !== undefined ? { title } : {}),
    origin: record.origin,
    status: record.status,
    flags: [...record.flags],
    gateReasons: [...record.gateReasons],
    evidenceCount: tally.independent,
    evidencePieces: tally.pieces,
    sources: receiptSources(record),
    ...(record.bindings !== undefined && record.bindings.length > 0 ? { bound: record.bindings.map((b) => clean(bindingRef(b))) } : {}),
    ...(receiptAttestation(record) !== undefined ? { attestedBy: receiptAttestation(record) as string } : {}),
    strength: Math.round(currentStrength(record, now) * 1e6) / 1e6,
    confidence: record.confidence,
    pinned: record.pinned,
    createdAt: record.createdAt,
    age: ageInWords(record.createdAt, now),
    ...(record.supersededBy !== undefined ? { supersededBy: record.supersededBy } : {}),
    ...(tripwires !== undefined ? { tripwires: [...tripwires] } : {}),
    projectKey: record.projectKey,
  };
}

/**
 * Scores one candidate: BM25 on whole tokens, weighted by the origin's recall weight and by
 * strength (0.5 + 0.5 × strength, so a decayed memory still ranks but below a fresh one).
 * Weights are in the policy table (seeds/001 "What is next": recall-side weighting).
 */
export function scoreCandidate(bm: number, record: Readonly<MemoryRecord>, now: Date): number {
  return scoreFacts(bm, rankingFacts(record), now.getTime());
}

function scoreFacts(bm: number, facts: RankingFacts, nowMs: number): number {
  return rankScore(bm, facts.recallWeight, strengthAt(facts, nowMs));
}

/**
 * Reinforces the records a recall returned (DESIGN.md §4: strength plus the recall bonus
 * within the origin's cap, `recallCount` + 1, `lastRecalledAt`), in one store transaction.
 * `recall` calls it unless told not to; a server that answers first and writes after (so a
 * recall does not wait for a durable write) calls it itself with the hits' ids. Ids no longer
 * in the store are skipped.
 *
 * @param ids - record ids, as returned in the receipts
 * @throws CoreError `STORE_LOCKED` / `STORE_IO` from the store
 */
export async function reinforceRecalled(store: MemoryStore, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await store.transact(async (tx) => {
    for (const id of ids) {
      const fresh = await tx.get(id);
      if (fresh) tx.put(reinforce(fresh, now));
    }
  });
}

/**
 * Ranks a store's search candidates exactly as `recall` does without an index (BM25 on whole
 * tokens × origin weight × strength factor, visibility applied, best `limit` kept): for a
 * store wrapper whose own `rank` cannot be used for a query, so both paths stay one rule.
 *
 * @returns at most `request.limit` entries, best first
 */
export function rankCandidates(found: SearchCandidates, request: RankRequest): Ranked[] {
  const best = new TopK(request.limit);
  const terms = request.tokens.map((t): WeightedTerm => [t, idf(found.documents, found.documentFrequency[t] ?? 0)]);
  for (const c of found.candidates) {
    const facts = rankingFacts(c.record);
    if (!visible(facts, request.visibility)) continue;
    const bm = bm25(c.termFrequency, c.length, found.averageLength, terms);
    if (bm <= 0) continue;
    const bound = bm * facts.recallWeight;
    if (bound < best.threshold || bound < request.minScore) continue;
    const score = scoreFacts(bm, facts, request.nowMs);
    if (score > 0 && score >= request.minScore) best.offer({ record: c.record, score });
  }
  return best.sorted();
}

/** A redaction marker (`[REDACTED:<kind>]`, redactSecrets.ts). */
const MARKER = /\[REDACTED:[a-z0-9-]{1,80}\]/g;

/**
 * `redacted` (the redaction of `query`) without the markers redaction wrote: each becomes a space.
 * A marker typed in the query itself stays, so a person can still look for memories holding one.
 */
function withoutNewMarkers(query: string, redacted: string): string {
  const typed = new Set(query.match(MARKER) ?? []);
  return redacted.replace(MARKER, (marker) => (typed.has(marker) ? marker : ' '));
}

/**
 * Recall: the project's memories that match a query, ranked by core (DESIGN.md §5). The
 * store only retrieves candidates. Returns data; it never injects into a prompt.
 *
 * @throws CoreError `INVALID_INPUT` for an empty or over-long query, one made only of common words
 *   (COMMON_WORDS: "the a of"), or a bad limit.
 */
export async function recall(store: MemoryStore, q: RecallQuery, ctx: RecallContext): Promise<RecallResult> {
  if (typeof q.query !== 'string') throw new CoreError(ErrorCode.INVALID_INPUT, 'The query must be words to look for (a string).');
  if (q.query.length > MAX_QUERY_CHARS) {
    // In words a person reads (walk 11 item 8: "must be a string of at most 1000 characters").
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `The query is ${q.query.length} characters long; a query holds at most ${MAX_QUERY_CHARS}. Look for a few words of it.`,
    );
  }
  const limit = q.limit ?? RECALL_LIMITS.defaultLimit;
  if (!Number.isInteger(limit) || limit < RECALL_LIMITS.minLimit || limit > RECALL_LIMITS.maxLimit) {
    throw new CoreError(ErrorCode.INVALID_INPUT, `The limit must be a whole number from ${RECALL_LIMITS.minLimit} to ${RECALL_LIMITS.maxLimit}.`);
  }
  // A credential pasted into a query is never searched for, returned or kept (issue #19), and its
  // marker is no query either: `[REDACTED:github-token]` tokenised to "redacted github token" and
  // matched every memory holding a marker (issue #14, walk-2 item 26).
  const redacted = redactSecrets(q.query);
  const typed = [...new Set(tokenize(withoutNewMarkers(q.query, redacted.text)))];
  if (typed.length === 0) {
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      redacted.kinds.length > 0
        ? 'The query holds only a credential, which is never searched for; give words around it instead.'
        : 'The query has no searchable words; give at least one word.',
    );
  }
  // Common words (the, a, of, what, is…) are in nearly every memory: they are not searched for, and
  // a query made only of them has nothing to search (issue #14, walk-3 item 12: "the a of"
  // returned 9 memories; "the tide" put a memory with "the" twice above the one about tides).
  if (onlyCommonWords(typed)) {
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `The query has no searchable words: ${typed.map((t) => `"${t}"`).join(', ')} ${typed.length === 1 ? 'is a common word' : 'are common words'}, found in nearly every memory; give a word that names what you look for.`,
    );
  }
  const tokens = typed.filter((t) => !COMMON_WORDS.has(t));
  const queryTokens = new Set(tokens);
  const minScore = q.minScore ?? 0;
  const nowMs = ctx.now.getTime();
  /**
   * The best `places` candidates that `visibility` allows. The strength factor (0.5–1) is
   * computed only when a candidate's upper bound — BM25 × origin weight, its score at full
   * strength — can still reach the last kept place: most candidates of a common word stop at
   * one multiplication.
   */
  const rank = async (visibility: Visibility, places: number): Promise<Ranked[]> => {
    if (q.fuzzy === true) {
      const best = new TopK(places);
      const offer = (record: Readonly<MemoryRecord>, facts: RankingFacts, bm: number): void => {
        if (bm <= 0) return;
        const bound = bm * facts.recallWeight;
        if (bound < best.threshold || bound < minScore) return;
        const score = scoreFacts(bm, facts, nowMs);
        if (score > 0 && score >= minScore) best.offer({ record, score });
      };
      // Opt-in prefix matching: scans the project, since stores index whole tokens only.
      const all = await store.list();
      const stats = all.map((r) => ({ record: r, ...termStatistics(indexableText(r)) }));
      const avg = stats.reduce((s, x) => s + x.length, 0) / Math.max(1, stats.length);
      const expand = (tf: Record<string, number>): Record<string, number> => {
        const out: Record<string, number> = {};
        for (const t of tokens) {
          let n = 0;
          for (const [k, v] of Object.entries(tf)) if (k === t || (t.length >= 3 && k.startsWith(t))) n += v;
          if (n > 0) out[t] = n;
        }
        return out;
      };
      const expanded = stats.map((s) => ({ ...s, termFrequency: expand(s.termFrequency) }));
      const terms = tokens.map((t): WeightedTerm => [t, idf(all.length, expanded.filter((s) => (s.termFrequency[t] ?? 0) > 0).length)]);
      for (const s of expanded) {
        const facts = rankingFacts(s.record);
        if (visible(facts, visibility)) offer(s.record, facts, bm25(s.termFrequency, s.length, avg, terms));
      }
      return best.sorted();
    }
    const request = { tokens, visibility, nowMs, limit: places, minScore };
    const found = store.rank ? await store.rank(request) : rankCandidates(await store.search(tokens), request);
    // A store's answer is put in recall order and cut to its places, whatever it returned.
    const best = new TopK(places);
    for (const entry of found) best.offer(entry);
    return best.sorted();
  };

  let top: Ranked[];
  let leftOut: RecallResult['leftOut'];
  if (ctx.countLeftOut === true && !(q.includeFlagged === true && q.includeCandidates === true)) {
    // One ranking with flagged records and candidates allowed. Scores do not depend on visibility
    // (BM25's statistics are the whole store's) and the recall order is total, so the records the
    // query allows come in the same order as the query's own ranking: its hits are the first
    // `limit` of them, and those of the best 100 it does not allow are what it left out.
    const widest = RECALL_LIMITS.maxLimit;
    const wide = await rank({ ...q, includeFlagged: true, includeCandidates: true }, widest);
    const allowed: Ranked[] = [];
    let flagged = 0;
    let candidates = 0;
    for (const entry of wide) {
      if (visible(rankingFacts(entry.record), q)) allowed.push(entry);
      else if (needsConfirmation({ flags: entry.record.flags })) flagged++;
      else candidates++;
    }
    leftOut = { flagged, candidates };
    // When the best 100 held fewer allowed records than asked for while more matched, the query's
    // own ranking finds the rest (only when flagged records or candidates crowd the top).
    top = allowed.length >= limit || wide.length < widest ? allowed.slice(0, limit) : await rank(q, limit);
  } else top = await rank(q, limit);

  if (ctx.reinforce !== false)
    await reinforceRecalled(
      store,
      top.map((s) => s.record.id),
      ctx.now,
    );
  return { hits: top.map((s) => toReceipt(s.record, s.score, queryTokens, ctx.now)), tokens, ...(leftOut !== undefined ? { leftOut } : {}) };
}
