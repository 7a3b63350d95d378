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

/** What a {@link WordWinnower} holds at a moment: the measure of its bounded memory (issue #20). */
export interface WinnowerHeld {
  /** Words held (the current batch and what the next windows need). */
  words: number;
  /** Chosen positions held (at most `max` after each batch, plus one batch's choices before it). */
  chosen: number;
  /** The current window (positions). */
  window: number;
}

/** A streaming winnower: words in, at most `max` chosen shingles out. */
export interface WordWinnower {
  /** Reads the next word of the text (a normalised word, as `shingleWords` gives them). */
  push(word: string): void;
  /** The shingles chosen over every word pushed; call once. */
  finish(): WinnowedShingles;
  /** What it holds now (for tests and measurements of its memory; no effect on what it chooses). */
  held(): WinnowerHeld;
}

/**
 * The chosen positions, in text order, as parallel arrays (no object per position): where, its
 * cheap hash, and its shingle's text once built. A text is built only when its words are about to
 * be dropped or at the end, so the many positions a doubling window discards never get one
 * (#20/#21: building every chosen position's text was most of a 20 MB output's winnowing time).
 * The first `built` entries have their text; the others' words are all still held.
 */
interface ChosenList {
  pos: number[];
  val: number[];
  text: string[];
  built: number;
  /**
   * Indices of the chosen positions that no later chosen one undercuts (a monotone stack: values
   * never decrease upwards): its topmost value at most v is the nearest chosen position before
   * with a value at most v ({@link createWordWinnower}'s `choose` drops a repeat with it).
   */
  stack: number[];
}

/** Rebuilds {@link ChosenList.stack} after the list changed. */
function restack(c: ChosenList): void {
  const { val, stack } = c;
  stack.length = 0;
  for (let i = 0; i < val.length; i++) {
    const v = val[i] as number;
    while (stack.length > 0 && (val[stack[stack.length - 1] as number] as number) > v) stack.pop();
    stack.push(i);
  }
}

/**
 * Keeps, of the chosen positions `c` (in order, with their values), those winnowing with `window`
 * chooses over every full window ending at or before `end` (the rightmost minimum of each), in
 * place: a position is kept when some window holds no position before it with a smaller value and
 * none after it with a value as small. Exact when `c` holds every position a narrower window chose
 * (the minimum of a wide window is the minimum of a narrow one inside it), which is how the window
 * widens without the positions read before.
 */
function rewinnow(c: ChosenList, window: number, end: number): void {
  const { pos, val, text } = c;
  const n = pos.length;
  let k = 0;
  let built = 0;
  const keep = (i: number): void => {
    pos[k] = pos[i] as number;
    val[k] = val[i] as number;
    if (i < c.built) {
      text[k] = text[i] as string;
      built = k + 1;
    }
    k++;
  };
  if (end - window + 1 < 0) {
    // Fewer positions than one window: the rightmost minimum of all.
    if (n > 0) {
      let min = 0;
      for (let i = 1; i < n; i++) if ((val[i] as number) <= (val[min] as number)) min = i;
      keep(min);
    }
  } else {
    // The position of the nearest value before each that is smaller, and after each that is as small.
    const before = new Float64Array(n);
    const after = new Float64Array(n);
    const stack = new Int32Array(n);
    let top = 0;
    for (let i = 0; i < n; i++) {
      const v = val[i] as number;
      while (top > 0 && (val[stack[top - 1] as number] as number) >= v) top--;
      before[i] = top > 0 ? (pos[stack[top - 1] as number] as number) : -1;
      stack[top++] = i;
    }
    top = 0;
    for (let i = n - 1; i >= 0; i--) {
      const v = val[i] as number;
      while (top > 0 && (val[stack[top - 1] as number] as number) > v) top--;
      after[i] = top > 0 ? (pos[stack[top - 1] as number] as number) : Number.POSITIVE_INFINITY;
      stack[top++] = i;
    }
    for (let i = 0; i < n; i++) {
      const p = pos[i] as number;
      const lo = Math.max((before[i] as number) + 1, p - window + 1, 0);
      const hi = Math.min(p, (after[i] as number) - window, end - window + 1);
      if (lo <= hi) keep(i);
    }
  }
  pos.length = k;
  val.length = k;
  text.length = built;
  c.built = built;
  restack(c);
}

/**
 * Streaming winnowing over words: each `shingle`-word position gets a cheap 32-bit hash seeded by
 * `seed` (FNV-1a per word, mixed per shingle, MurmurHash3's finaliser), and the rightmost minimum
 * of every `window` consecutive positions is chosen. Whenever more than `max` are chosen the
 * window doubles, recomputed from the positions already chosen (see `rewinnow`), so memory stays
 * about `BATCH` words plus `max` chosen texts whatever the text's length, and the shingle of every
 * window's minimum is kept: a shared run of `shingle + window − 1` words always holds a kept
 * shingle (Schleimer et al. 2003). A chosen position's text is built only once its words are about
 * to be dropped, or at the end.
 *
 * A repeat is not chosen again (issue #20: on a repeating text every copy of a minimum was chosen,
 * the window doubled until it spanned the text, and every word was held): a position whose nearest
 * chosen position before with a value at most its own has the same value (the same shingle, up to a
 * 32-bit collision) is dropped. What is kept then still holds, for every window, its minimum's
 * value: that earlier position stands for it — a window a doubling keeps this one for keeps it
 * (nothing chosen between them is smaller, and the window's own positions are no smaller than its
 * minimum), so the claim holds after every doubling. When the text repeats no shingle nothing is
 * dropped and the shingles kept are plain winnowing's.
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
  // The values in a typed array (`held` of them), grown by doubling: a number[] of 32-bit values is one of doubles, and its
  // growth and slices cost a 20 MB output's winnowing about as much as the rest (#20/#21).
  let vals = new Uint32Array(1 << 17);
  let held = 0;
  let wordBase = 0;
  let total = 0;
  const recent = new Uint32Array(shingle);
  const chosen: ChosenList = { pos: [], val: [], text: [], built: 0, stack: [] };
  // The last window end evaluated (global position), −1 before any.
  let evaluated = -1;

  const textAt = (pos: number): string => words.slice(pos - wordBase, pos - wordBase + shingle).join(' ');
  const choose = (pos: number, val: number): void => {
    const n = chosen.pos.length;
    if (n > 0 && (chosen.pos[n - 1] as number) >= pos) return;
    // The nearest chosen position before with a value at most `val`: the topmost on the stack (found by halving).
    const { stack } = chosen;
    let lo = 0;
    let hi = stack.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((chosen.val[stack[mid] as number] as number) <= val) lo = mid + 1;
      else hi = mid;
    }
    // A repeat: that position has the same value (the same shingle) and none chosen between them is smaller, so every window
    // this one is the minimum of has its value kept by that one, now and after every doubling (see `createWordWinnower`).
    // Without this, a repeating text (one line over and over) chose a copy per period and the window doubled until it held every word.
    if (lo > 0 && (chosen.val[stack[lo - 1] as number] as number) === val) return;
    stack.length = lo;
    stack.push(n);
    chosen.pos.push(pos);
    chosen.val.push(val);
  };
  /** Builds the texts of the chosen positions before global position `below` (their words are still held). */
  const build = (below: number): void => {
    const { pos, text } = chosen;
    for (let i = chosen.built; i < pos.length && (pos[i] as number) < below; i++) text.push(textAt(pos[i] as number));
    chosen.built = text.length;
  };

  /** Evaluates every full window ending after `evaluated` over the values held, then widens and trims. */
  const flush = (): void => {
    const positions = wordBase + held;
    const firstEnd = Math.max(window - 1, evaluated + 1);
    if (firstEnd < positions) {
      // A monotone queue over the values from the first window's start.
      const from = firstEnd - window + 1 - wordBase;
      const queue = new Int32Array(held - from);
      let head = 0;
      let tail = 0;
      for (let i = from; i < held; i++) {
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
    while (chosen.pos.length > max) {
      window *= 2;
      rewinnow(chosen, window, evaluated);
    }
    // Keep what the next windows (and one more doubling) need; the texts of chosen positions whose words go are built first.
    const keep = Math.min(held, 2 * window);
    const drop = held - keep;
    if (drop > 0) {
      build(wordBase + drop);
      vals.copyWithin(0, drop, held);
      held -= drop;
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
      if (held === vals.length) {
        const grown = new Uint32Array(2 * held);
        grown.set(vals);
        vals = grown;
      }
      vals[held++] = fmix32(p);
      if (held >= BATCH + 2 * window) flush();
    },
    finish(): WinnowedShingles {
      if (total === 0) return { texts: [], window, words: 0 };
      if (total < shingle) return { texts: [words.join(' ')], window, words: total };
      flush();
      if (evaluated < 0) {
        // Fewer positions than one window: the rightmost minimum of all, as winnowing a short text does.
        let min = 0;
        for (let i = 1; i < held; i++) if ((vals[i] as number) <= (vals[min] as number)) min = i;
        choose(min + wordBase, vals[min] as number);
      }
      build(Number.POSITIVE_INFINITY);
      return { texts: chosen.text, window, words: total };
    },
    held(): WinnowerHeld {
      return { words: words.length, chosen: chosen.pos.length, window };
    },
  };
}
