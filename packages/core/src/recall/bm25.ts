/**
 * BM25 over whole tokens (Robertson & Zaragoza, "The Probabilistic Relevance Framework:
 * BM25 and Beyond", 2009), with the usual k1 = 1.2, b = 0.75 and the non-negative idf
 * ln(1 + (N − df + 0.5) / (df + 0.5)) used by Lucene.
 */
export const BM25 = { k1: 1.2, b: 0.75 } as const;

/** Inverse document frequency; ≥ 0. */
export function idf(documents: number, documentFrequency: number): number {
  return Math.log(1 + (documents - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

/**
 * One query token's share of a document's BM25 score. Every path that scores (the generic
 * candidate path and `RecallIndex`) calls this, so equal inputs give bit-identical scores.
 *
 * @param weight - the token's idf, > 0
 * @param tf - occurrences of the token in the document, ≥ 1
 * @param norm - document length / average length (1 when the average is 0)
 */
export function termScore(weight: number, tf: number, norm: number): number {
  return weight * ((tf * (BM25.k1 + 1)) / (tf + BM25.k1 * (1 - BM25.b + BM25.b * norm)));
}

/** Length normalisation of BM25: document length / average length, 1 for an empty corpus. */
export function lengthNorm(length: number, averageLength: number): number {
  return averageLength > 0 ? length / averageLength : 1;
}

/** A query token with its inverse document frequency. */
export type WeightedTerm = readonly [token: string, idf: number];

/**
 * BM25 score of one document for a set of distinct query tokens.
 *
 * @param termFrequency - occurrences of each token in the document
 * @param length - the document's token count
 * @param averageLength - mean token count over the corpus
 * @param terms - each distinct query token with its idf (an array, not a map: recall calls
 *   this once per candidate and iterating a short array allocates nothing)
 * @returns ≥ 0
 */
export function bm25(termFrequency: Readonly<Record<string, number>>, length: number, averageLength: number, terms: readonly WeightedTerm[]): number {
  let score = 0;
  const norm = lengthNorm(length, averageLength);
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i] as WeightedTerm;
    const tf = termFrequency[term[0]] ?? 0;
    if (tf === 0) continue;
    score += termScore(term[1], tf, norm);
  }
  return score;
}
