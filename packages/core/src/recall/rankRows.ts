import { bm25, idf, type WeightedTerm } from './bm25.js';
import type { RankRequest } from './RankRequest.js';
import { type RankingFacts, rankScore, strengthAt } from './rankingFacts.js';
import { TopK } from './topK.js';
import { eligible } from './visibility.js';

/**
 * One document as a store that keeps ranking facts beside its index hands it to
 * {@link rankRows}: no record, only what ranking reads (DESIGN.md §6 "no replay on open": a
 * fresh process reads the facts of a query's candidates, and the records of the places kept).
 */
export interface RankRow {
  /** The record's id (the last tie-break). */
  readonly id: string;
  /** The record's `createdAt` (the first tie-break). */
  readonly createdAt: string;
  /** Tokens in the record's indexed text. */
  readonly length: number;
  /** Occurrences of the query tokens in the record's indexed text (others may be absent). */
  readonly termFrequency: Readonly<Record<string, number>>;
  /** `rankingFacts(record)`, as stored. */
  readonly facts: RankingFacts;
}

/** The corpus statistics BM25 reads (the same fields as `SearchCandidates`). */
export interface CorpusStatistics {
  /** Records in the project, any status: BM25's N. */
  documents: number;
  /** Mean token count: BM25's avgdl. */
  averageLength: number;
  /** Records holding each query token: BM25's df. */
  documentFrequency: Readonly<Record<string, number>>;
}

/**
 * Recall's ranking over rows of facts: BM25 on whole tokens × the origin's recall weight ×
 * (0.5 + 0.5 × strength now), eligibility by status, kind and flags, top `limit` in recall
 * order — the same arithmetic, in the same order, as `recall` applies to a store's `search`
 * candidates, so both give equal scores to the bit (`runStoreContract` checks it). Rows
 * scoring at or below 0 or below `minScore` are dropped.
 *
 * @param rows - every document holding at least one query token, each once
 * @returns the kept rows with their scores, best first
 */
export function rankRows<T extends RankRow>(rows: Iterable<T>, corpus: CorpusStatistics, request: RankRequest): Array<{ row: T; score: number }> {
  const terms = request.tokens.map((t): WeightedTerm => [t, idf(corpus.documents, corpus.documentFrequency[t] ?? 0)]);
  const best = new TopK<{ record: T; score: number }>(request.limit);
  for (const row of rows) {
    const facts = row.facts;
    if (!eligible(facts.status, facts.kind, facts.waitsForPerson, request.visibility)) continue;
    const bm = bm25(row.termFrequency, row.length, corpus.averageLength, terms);
    if (bm <= 0) continue;
    const bound = bm * facts.recallWeight;
    if (bound < best.threshold || bound < request.minScore) continue;
    const score = rankScore(bm, facts.recallWeight, strengthAt(facts, request.nowMs));
    if (score > 0 && score >= request.minScore) best.offer({ record: row, score });
  }
  return best.sorted().map((e) => ({ row: e.record, score: e.score }));
}
