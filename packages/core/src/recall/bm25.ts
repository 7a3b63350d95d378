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
 * BM25 score of one document for a set of distinct query tokens.
 *
 * @param termFrequency - occurrences of each token in the document
 * @param length - the document's token count
 * @param averageLength - mean token count over the corpus
 * @param idfs - idf of each query token
 */
export function bm25(termFrequency: Readonly<Record<string, number>>, length: number, averageLength: number, idfs: ReadonlyMap<string, number>): number {
  let score = 0;
  const norm = averageLength > 0 ? length / averageLength : 1;
  for (const [token, weight] of idfs) {
    const tf = termFrequency[token] ?? 0;
    if (tf === 0) continue;
    score += weight * ((tf * (BM25.k1 + 1)) / (tf + BM25.k1 * (1 - BM25.b + BM25.b * norm)));
  }
  return score;
}
