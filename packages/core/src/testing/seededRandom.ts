/**
 * A seeded generator of uniform numbers in [0, 1): mulberry32 (Tommy Ettinger's public-domain
 * 32-bit generator). Tests, the corpus and the benchmarks use it so that a run can be
 * replayed from its seed. Not for anything secret.
 *
 * @param seed - any 32-bit integer
 * @returns a function giving the next number, 0 ≤ n < 1
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
