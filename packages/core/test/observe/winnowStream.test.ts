import { describe, expect, it } from 'vitest';
import { FNV_OFFSET, FNV_PRIME, fmix32, type WinnowedShingles, type WordWinnower, createWordWinnower } from '../../src/observe/winnowStream.js';
import { seededRandom } from '../../src/testing/seededRandom.js';

/*
 * The winnower builds a chosen position's text only for the positions finally kept (#20/#21: it
 * built one for every position chosen, most thrown away when the window doubled). Its output must
 * not change: the reference below is the implementation before that change (lead53, ab1c76bc),
 * copied verbatim but for its name (and its type: it has no `held`), and both are fed the same
 * seeded inputs. Since it drops a repeated shingle (h54-speed, issue #20: on a repeating text the
 * reference holds every word), it equals the reference on every stream that repeats no shingle;
 * on the others what it keeps is checked against winnowing's own claim (every window's minimum
 * kept) and its memory is measured.
 */

// ---- The reference: createWordWinnower as it was (texts built at every choice). ----
/** A winnower without `held` (the reference has none). */
type Plain = Pick<WordWinnower, 'push' | 'finish'>;

/** Positions read before the new windows are evaluated (a batch; memory stays ≈ this many words plus the window). */
const BATCH = 1 << 16;

/** A chosen position: where, its cheap hash, its shingle's text. */
interface Chosen {
  pos: number;
  val: number;
  text: string;
}

/**
 * Of `items` (positions in order with their values), those winnowing with `window` chooses over
 * every full window ending at or before `end` (the rightmost minimum of each): an item is chosen
 * when some window holds no item before it with a smaller value and none after it with a value as
 * small. Exact when `items` hold every position a narrower window chose (the minimum of a wide
 * window is the minimum of a narrow one inside it), which is how the window widens without the
 * positions read before.
 */
function rewinnow(items: readonly Chosen[], window: number, end: number): Chosen[] {
  const n = items.length;
  if (end - window + 1 < 0) {
    // Fewer positions than one window: the rightmost minimum of all.
    let min = 0;
    for (let i = 1; i < n; i++) if ((items[i] as Chosen).val <= (items[min] as Chosen).val) min = i;
    return n === 0 ? [] : [items[min] as Chosen];
  }
  const before = new Array<number>(n);
  const after = new Array<number>(n);
  const stack: number[] = [];
  for (let i = 0; i < n; i++) {
    const v = (items[i] as Chosen).val;
    while (stack.length > 0 && (items[stack[stack.length - 1] as number] as Chosen).val >= v) stack.pop();
    before[i] = stack.length > 0 ? (items[stack[stack.length - 1] as number] as Chosen).pos : -1;
    stack.push(i);
  }
  stack.length = 0;
  for (let i = n - 1; i >= 0; i--) {
    const v = (items[i] as Chosen).val;
    while (stack.length > 0 && (items[stack[stack.length - 1] as number] as Chosen).val > v) stack.pop();
    after[i] = stack.length > 0 ? (items[stack[stack.length - 1] as number] as Chosen).pos : Number.POSITIVE_INFINITY;
    stack.push(i);
  }
  const out: Chosen[] = [];
  for (let i = 0; i < n; i++) {
    const pos = (items[i] as Chosen).pos;
    const lo = Math.max((before[i] as number) + 1, pos - window + 1, 0);
    const hi = Math.min(pos, (after[i] as number) - window, end - window + 1);
    if (lo <= hi) out.push(items[i] as Chosen);
  }
  return out;
}

/**
 * Streaming winnowing over words: each `shingle`-word position gets a cheap 32-bit hash seeded by
 * `seed` (FNV-1a per word, mixed per shingle, MurmurHash3's finaliser), and the rightmost minimum
 * of every `window` consecutive positions is chosen. Whenever more than `max` are chosen the
 * window doubles, recomputed from the positions already chosen (exact, see `rewinnow`), so memory
 * stays about `BATCH` words plus `max` chosen texts whatever the text's length, and a shared run of
 * `shingle + window − 1` words always holds a chosen position (Schleimer et al. 2003).
 *
 * A text of fewer than `shingle` words is one shingle of all its words.
 *
 * @param options.seed - 32-bit seed (from the home's key, so positions are not predictable)
 * @param options.window - the initial window (positions), ≥ 1
 * @param options.max - most shingles kept, ≥ 1
 * @param options.shingle - words per shingle, ≥ 1
 */
function referenceWinnower(options: { seed: number; window: number; max: number; shingle: number }): Plain {
  const { seed, max, shingle } = options;
  let window = options.window;
  // Words from global index `wordBase`, and position values from global position `wordBase` (a position is where its shingle starts).
  let words: string[] = [];
  let vals: number[] = [];
  let wordBase = 0;
  let total = 0;
  const recent = new Uint32Array(shingle);
  let chosen: Chosen[] = [];
  // The last window end evaluated (global position), −1 before any.
  let evaluated = -1;

  const textAt = (pos: number): string => words.slice(pos - wordBase, pos - wordBase + shingle).join(' ');
  const choose = (pos: number, val: number): void => {
    const last = chosen[chosen.length - 1];
    if (last !== undefined && last.pos >= pos) return;
    chosen.push({ pos, val, text: textAt(pos) });
  };

  /** Evaluates every full window ending after `evaluated` over the values held, then widens and trims. */
  const flush = (): void => {
    const positions = wordBase + vals.length;
    const firstEnd = Math.max(window - 1, evaluated + 1);
    if (firstEnd < positions) {
      // A monotone queue over the values from the first window's start.
      const from = firstEnd - window + 1 - wordBase;
      const queue = new Int32Array(vals.length - from);
      let head = 0;
      let tail = 0;
      for (let i = from; i < vals.length; i++) {
        const v = vals[i] as number;
        while (tail > head && (vals[queue[tail - 1] as number] as number) >= v) tail--;
        queue[tail++] = i;
        if ((queue[head] as number) <= i - window) head++;
        if (i - from >= window - 1) {
          const m = queue[head] as number;
          choose(m + wordBase, vals[m] as number);
        }
      }
      evaluated = positions - 1;
    }
    while (chosen.length > max) {
      window *= 2;
      chosen = rewinnow(chosen, window, evaluated);
    }
    // Keep what the next windows (and one more doubling) need.
    const keep = Math.min(vals.length, 2 * window);
    const drop = vals.length - keep;
    if (drop > 0) {
      vals = vals.slice(drop);
      words = words.slice(drop);
      wordBase += drop;
    }
  };

  return {
    push(word: string): void {
      let h = FNV_OFFSET ^ seed;
      for (let c = 0; c < word.length; c++) h = Math.imul(h ^ word.charCodeAt(c), FNV_PRIME);
      recent[total % shingle] = h >>> 0;
      words.push(word);
      total++;
      if (total < shingle) return;
      let p = seed;
      for (let j = 0; j < shingle; j++) p = Math.imul(p ^ (recent[(total - shingle + j) % shingle] as number), FNV_PRIME) ^ j;
      vals.push(fmix32(p));
      if (vals.length >= BATCH + 2 * window) flush();
    },
    finish(): WinnowedShingles {
      if (total === 0) return { texts: [], window, words: 0 };
      if (total < shingle) return { texts: [words.join(' ')], window, words: total };
      flush();
      if (evaluated < 0) {
        // Fewer positions than one window: the rightmost minimum of all, as winnowing a short text does.
        let min = 0;
        for (let i = 1; i < vals.length; i++) if ((vals[i] as number) <= (vals[min] as number)) min = i;
        choose(min + wordBase, vals[min] as number);
      }
      return { texts: chosen.map((c) => c.text), window, words: total };
    },
  };
}

// ---- The comparison. ----

type Options = { seed: number; window: number; max: number; shingle: number };

function run(make: (o: Options) => Plain, o: Options, words: readonly string[]): WinnowedShingles {
  const w = make(o);
  for (const word of words) w.push(word);
  return w.finish();
}

/** Each position's value, as both winnowers compute it (the reference's hash, repeated here). */
function values(words: readonly string[], o: Options): Uint32Array {
  const { seed, shingle } = o;
  const out = new Uint32Array(Math.max(0, words.length - shingle + 1));
  const recent = new Uint32Array(shingle);
  for (let total = 1; total <= words.length; total++) {
    const word = words[total - 1] as string;
    let h = FNV_OFFSET ^ seed;
    for (let c = 0; c < word.length; c++) h = Math.imul(h ^ word.charCodeAt(c), FNV_PRIME);
    recent[(total - 1) % shingle] = h >>> 0;
    if (total < shingle) continue;
    let p = seed;
    for (let j = 0; j < shingle; j++) p = Math.imul(p ^ (recent[(total - shingle + j) % shingle] as number), FNV_PRIME) ^ j;
    out[total - shingle] = fmix32(p);
  }
  return out;
}

/**
 * Winnowing's claim, checked by brute force: for every `got.window` consecutive positions (or all
 * of them, when fewer), the shingle at their rightmost minimum is among the texts kept. Returns the
 * first window whose minimum is missing, or undefined.
 */
function missingMinimum(words: readonly string[], o: Options, got: WinnowedShingles): number | undefined {
  if (words.length < o.shingle) return undefined;
  const vals = values(words, o);
  const kept = new Set(got.texts);
  const textAt = (m: number): string => words.slice(m, m + o.shingle).join(' ');
  const w = Math.min(got.window, vals.length);
  const queue = new Int32Array(vals.length);
  let head = 0;
  let tail = 0;
  let last = -1;
  for (let i = 0; i < vals.length; i++) {
    const v = vals[i] as number;
    while (tail > head && (vals[queue[tail - 1] as number] as number) >= v) tail--;
    queue[tail++] = i;
    if ((queue[head] as number) <= i - w) head++;
    if (i < w - 1) continue;
    const m = queue[head] as number;
    if (m !== last && !kept.has(textAt(m))) return i - w + 1;
    last = m;
  }
  return undefined;
}

/** Word streams of `n` words that winnowing treats differently: ties, periods, all distinct, very short. */
function streams(seed: number, n: number): Record<string, string[]> {
  const r = seededRandom(seed);
  const vocab = (size: number): string[] => Array.from({ length: size }, (_, i) => `v${i.toString(36)}`);
  const small = vocab(3);
  const prose = vocab(200);
  const line = 'tide log line with numbers 12 34 56'.split(' ');
  return {
    // Few distinct words: many equal shingles, so many tied values (the rightmost minimum matters).
    ties: Array.from({ length: n }, () => small[Math.floor(r() * small.length)] as string),
    prose: Array.from({ length: n }, () => prose[Math.floor(r() * prose.length)] as string),
    // The hooks' 20 MB test's line repeated: periodic values, every copy of a minimum chosen.
    periodic: Array.from({ length: n }, (_, i) => line[i % line.length] as string),
    // Every word new: every shingle unique.
    unique: Array.from({ length: n }, (_, i) => `u${i.toString(36)}${Math.floor(r() * 1e6).toString(36)}`),
  };
}

/** Compares one stream: the reference's output when no shingle repeats; else the claim and the bound. */
function compare(name: string, words: readonly string[], o: Options): 'same' | 'claim' {
  const got = run(createWordWinnower, o, words);
  const shingles = words.length < o.shingle ? [] : Array.from({ length: words.length - o.shingle + 1 }, (_, i) => words.slice(i, i + o.shingle).join(' '));
  if (new Set(shingles).size === shingles.length) {
    const want = run(referenceWinnower, o, words);
    expect({ name, n: words.length, ...o, window: got.window, words: got.words }).toEqual({
      name,
      n: words.length,
      ...o,
      window: want.window,
      words: want.words,
    });
    expect(got.texts).toEqual(want.texts);
    return 'same';
  }
  expect([name, got.words, got.texts.length <= o.max]).toEqual([name, words.length, true]);
  expect([name, o, missingMinimum(words, o, got)]).toEqual([name, o, undefined]);
  return 'claim';
}

describe('createWordWinnower gives what it gave before texts were built lazily (when no shingle repeats)', () => {
  it('the same texts, window and word count as the reference on varied seeded streams, across batches and doublings; else every window’s minimum kept', () => {
    const r = seededRandom(20_21);
    const ways = { same: 0, claim: 0 };
    for (const [n, max] of [
      [0, 10],
      [1, 10],
      [4, 10],
      [7, 1],
      [40, 3],
      [1_000, 16],
      [70_000, 512],
      [150_000, 2_000],
      [150_000, 40_000],
      [300_000, 64],
    ] as const) {
      for (const [name, words] of Object.entries(streams(n * 31 + max, n))) {
        const o: Options = { seed: Math.floor(r() * 2 ** 32) >>> 0, window: 1 + Math.floor(r() * 8), max, shingle: 1 + Math.floor(r() * 6) };
        ways[compare(name, words, o)]++;
      }
    }
    expect(ways.same + ways.claim).toBe(40);
    // Both kinds were met (the unique streams repeat no shingle; the periodic ones do).
    expect(ways.same).toBeGreaterThan(10);
    expect(ways.claim).toBeGreaterThan(10);
  });

  it('with the fingerprint’s own settings (window 4, 5-word shingles, 32,768 kept)', () => {
    const ways = { same: 0, claim: 0 };
    for (const [name, words] of Object.entries(streams(5, 200_000))) ways[compare(name, words, { seed: 0x9e3779b9, window: 4, max: 32_768, shingle: 5 })]++;
    expect(ways).toEqual({ same: 2, claim: 2 });
  });
});

describe('createWordWinnower holds bounded memory on a repeating text (issue #20)', () => {
  it('one word, one line or three words over and over: words and chosen positions held stay near one batch, the window small', () => {
    const n = 1_500_000;
    const line = 'tide log line with numbers 12 34 56'.split(' ');
    const r = seededRandom(54);
    const make: Record<string, (i: number) => string> = {
      word: () => 'ok',
      line: (i) => line[i % line.length] as string,
      threeWords: () => ['a', 'b', 'c'][Math.floor(r() * 3)] as string,
    };
    for (const [name, wordAt] of Object.entries(make)) {
      const w = createWordWinnower({ seed: 0x9e3779b9, window: 4, max: 32_768, shingle: 5 });
      let most = { words: 0, chosen: 0, window: 0 };
      for (let i = 0; i < n; i++) {
        w.push(wordAt(i));
        if (i % 4_096 === 0) {
          const h = w.held();
          most = { words: Math.max(most.words, h.words), chosen: Math.max(most.chosen, h.chosen), window: Math.max(most.window, h.window) };
        }
      }
      const out = w.finish();
      // One batch (65,536 words) plus what the next windows need (2 × window): never the text (1.5M words).
      expect([name, most.words < 70_000, most.window <= 64, most.chosen <= 32_768]).toEqual([name, true, true, true]);
      // At most 3^5 = 243 different shingles exist; a repeat is kept only when a smaller value came between.
      expect([name, out.words, new Set(out.texts).size <= 243, out.texts.length <= 32_768]).toEqual([name, n, true, true]);
    }
  });
});
