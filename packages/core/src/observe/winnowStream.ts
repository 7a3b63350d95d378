/**
 * Winnowing (Schleimer, Wilkerson & Aiken 2003) over a stream of words in bounded memory: a tool's
 * output of any length is read once, part by part, and never held whole (issue #22, h47: a 20 MB
 * response cost 1.3 s and 335 MB, 60 MB of small strings 1.3 GB, as one joined string and one
 * array of all its words).
 */

/** FNV-1a offset basis and prime (32-bit; Fowler–Noll–Vo, IETF draft-eastlake-fnv). */
export const FNV_OFFSET = 0x811c9dc5;
/** FNV-1a's 32-bit prime. */
export const FNV_PRIME = 0x01000193;

/**
 * MurmurHash3's 32-bit finaliser (Appleby): spreads every input bit over the output. A cheap
 * 32-bit value for winnowing's choice only, never a keyed fingerprint.
 *
 * @param h - any 32-bit integer
 * @returns an unsigned 32-bit integer
 */
export function fmix32(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Positions read before the new windows are evaluated (a batch; memory stays ≈ this many words plus the window). */
const BATCH = 1 << 16;

/** What {@link createWordWinnower} chose. */
export interface WinnowedShingles {
  /** The chosen shingles' texts (their words joined by one space), in text order, each position once. */
  texts: string[];
  /** The window used: the initial one, doubled as often as keeping at most `max` needed. */
  window: number;
  /** Words read. */
  words: number;
}

/** A streaming winnower: words in, at most `max` chosen shingles out. */
export interface WordWinnower {
  /** Reads the next word of the text (a normalised word, as `shingleWords` gives them). */
  push(word: string): void;
  /** The shingles chosen over every word pushed; call once. */
  finish(): WinnowedShingles;
}

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
export function createWordWinnower(options: { seed: number; window: number; max: number; shingle: number }): WordWinnower {
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
