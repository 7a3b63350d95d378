import { currentStrength, reinforce } from '../decay/strength.js';
import { CoreError, ErrorCode } from '../errors/CoreError.js';
import { POLICY } from '../policy/policy.js';
import { redactSecrets } from '../redact/index.js';
import type { Flag, MemoryRecord, Status } from '../schema/record.js';
import type { Kind } from '../schema/request.js';
import type { MemoryStore } from '../store/MemoryStore.js';
import { independentEvidence } from '../memorize/evidence.js';
import { needsConfirmation } from '../memorize/promotion.js';
import { ageInWords } from './age.js';
import { bm25, idf } from './bm25.js';
import { indexableText } from './indexableText.js';
import { makeSnippet } from './snippet.js';
import { termStatistics, tokenize } from './tokenize.js';

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
  /** Reinforce returned records (DESIGN.md §4); default true. */
  reinforce?: boolean;
}

/** One hit: a receipt saying what was found and where it came from (DESIGN.md §5). */
export interface Receipt {
  id: string;
  kind: Kind;
  /** BM25 × origin weight × strength factor, rounded to 6 decimals; higher is better. */
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
  /** Independent pieces of evidence. */
  evidenceCount: number;
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
  /** Distinct query tokens used. */
  tokens: string[];
}

const MAX_QUERY_CHARS = 1000;

/** True when a record is eligible for the requested statuses and flags. */
export function isVisible(record: MemoryRecord, q: Pick<RecallQuery, 'includeCandidates' | 'includeFlagged' | 'includeSuperseded' | 'kinds'>): boolean {
  if (q.kinds && !q.kinds.includes(record.kind)) return false;
  const unconfirmedFlag = needsConfirmation(record);
  if (unconfirmedFlag && q.includeFlagged !== true) return false;
  if (record.status === 'active') return true;
  if (record.status === 'candidate') return unconfirmedFlag || q.includeCandidates === true;
  if (record.status === 'superseded') return q.includeSuperseded === true;
  return false;
}

const clean = (s: string): string => redactSecrets(s).text;

/** Builds the receipt of one record; every string redacted again on the way out. */
export function toReceipt(record: MemoryRecord, score: number, queryTokens: ReadonlySet<string>, now: Date): Receipt {
  const text = clean(record.text);
  return {
    id: record.id,
    kind: record.kind,
    score: Math.round(score * 1e6) / 1e6,
    snippet: makeSnippet(text, queryTokens),
    text,
    ...(record.title !== undefined ? { title: clean(record.title) } : {}),
    origin: record.origin,
    status: record.status,
    flags: [...record.flags],
    gateReasons: [...record.gateReasons],
    evidenceCount: independentEvidence(record),
    strength: Math.round(currentStrength(record, now) * 1e6) / 1e6,
    confidence: record.confidence,
    pinned: record.pinned,
    createdAt: record.createdAt,
    age: ageInWords(record.createdAt, now),
    ...(record.supersededBy !== undefined ? { supersededBy: record.supersededBy } : {}),
    ...(record.tripwires !== undefined ? { tripwires: record.tripwires.map(clean) } : {}),
    projectKey: record.projectKey,
  };
}

/**
 * Scores one candidate: BM25 on whole tokens, weighted by the origin's recall weight and by
 * strength (0.5 + 0.5 × strength, so a decayed memory still ranks but below a fresh one).
 * Weights are in the policy table (seeds/001 "What is next": recall-side weighting).
 */
export function scoreCandidate(bm: number, record: MemoryRecord, now: Date): number {
  return bm * POLICY[record.origin].recallWeight * (0.5 + 0.5 * currentStrength(record, now));
}

/**
 * Recall: the project's memories that match a query, ranked by core (DESIGN.md §5). The
 * store only retrieves candidates. Returns data; it never injects into a prompt.
 *
 * @throws CoreError `INVALID_INPUT` for an empty or over-long query or a bad limit.
 */
export async function recall(store: MemoryStore, q: RecallQuery, ctx: RecallContext): Promise<RecallResult> {
  if (typeof q.query !== 'string' || q.query.length > MAX_QUERY_CHARS) {
    throw new CoreError(ErrorCode.INVALID_INPUT, `The query must be a string of at most ${MAX_QUERY_CHARS} characters.`);
  }
  const limit = q.limit ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw new CoreError(ErrorCode.INVALID_INPUT, 'The limit must be a whole number from 1 to 100.');
  }
  const tokens = [...new Set(tokenize(q.query))];
  if (tokens.length === 0) {
    throw new CoreError(ErrorCode.INVALID_INPUT, 'The query has no searchable words; give at least one word.');
  }
  const queryTokens = new Set(tokens);
  const scored: { record: MemoryRecord; score: number }[] = [];

  if (q.fuzzy === true) {
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
    const idfs = new Map(tokens.map((t) => [t, idf(all.length, expanded.filter((s) => (s.termFrequency[t] ?? 0) > 0).length)]));
    for (const s of expanded) {
      if (Object.keys(s.termFrequency).length === 0 || !isVisible(s.record, q)) continue;
      scored.push({ record: s.record, score: scoreCandidate(bm25(s.termFrequency, s.length, avg, idfs), s.record, ctx.now) });
    }
  } else {
    const found = await store.search(tokens);
    const df = new Map<string, number>();
    for (const c of found.candidates) for (const t of tokens) if ((c.termFrequency[t] ?? 0) > 0) df.set(t, (df.get(t) ?? 0) + 1);
    const idfs = new Map(tokens.map((t) => [t, idf(found.documents, df.get(t) ?? 0)]));
    for (const c of found.candidates) {
      if (!isVisible(c.record, q)) continue;
      scored.push({ record: c.record, score: scoreCandidate(bm25(c.termFrequency, c.length, found.averageLength, idfs), c.record, ctx.now) });
    }
  }

  const minScore = q.minScore ?? 0;
  const top = scored
    .filter((s) => s.score > 0 && s.score >= minScore)
    .sort((a, b) => b.score - a.score || (a.record.createdAt < b.record.createdAt ? 1 : a.record.createdAt > b.record.createdAt ? -1 : a.record.id < b.record.id ? -1 : 1))
    .slice(0, limit);

  if (ctx.reinforce !== false && top.length > 0) {
    await store.transact(async (tx) => {
      for (const { record } of top) {
        const fresh = await tx.get(record.id);
        if (fresh) tx.put(reinforce(fresh, ctx.now));
      }
    });
  }
  return { hits: top.map((s) => toReceipt(s.record, s.score, queryTokens, ctx.now)), tokens };
}
