/**
 * The few statistics the report uses: nearest-rank quantiles and ratios taken pair by pair
 * (each pair measured back to back in the same run, so a noisy neighbour hits both alike).
 */

/**
 * Nearest-rank quantile.
 *
 * @param {readonly number[]} xs - samples (any order; not modified)
 * @param {number} p - 0–1, e.g. 0.5 for the median, 0.99 for p99
 * @returns {number} NaN for no samples
 */
export function quantile(xs, p) {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

/**
 * @param {readonly number[]} xs
 * @returns {number} the median (nearest rank), NaN for no samples
 */
export const median = (xs) => quantile(xs, 0.5);

/**
 * Median and p99 of a set of timings.
 *
 * @param {readonly number[]} ms - samples in milliseconds
 * @returns {{ n: number, p50: number, p99: number }}
 */
export function summarize(ms) {
  return { n: ms.length, p50: quantile(ms, 0.5), p99: quantile(ms, 0.99) };
}

/**
 * The median of per-pair ratios `slow[i] / fast[i]`: how many times faster `fast` was,
 * pair by pair.
 *
 * @param {readonly number[]} fast - e.g. Cairn's timings
 * @param {readonly number[]} slow - the peer's timings of the same calls, same order
 * @returns {number}
 * @throws Error when the two lists differ in length
 */
export function pairRatio(fast, slow) {
  if (fast.length !== slow.length) throw new Error('pairRatio needs the same number of samples on both sides.');
  return median(fast.map((f, i) => slow[i] / f));
}

/**
 * hit@k: the share of queries for which at least one relevant id is among the first `k` found.
 *
 * @param {ReadonlyArray<{ relevant: readonly string[], found: readonly string[] }>} answers
 * @param {number} k
 * @returns {number} 0–1; NaN when there are no answers
 */
export function hitAt(answers, k) {
  if (answers.length === 0) return Number.NaN;
  return answers.filter((a) => a.found.slice(0, k).some((id) => a.relevant.includes(id))).length / answers.length;
}
