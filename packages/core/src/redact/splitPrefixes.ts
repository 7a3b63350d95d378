/**
 * A view of a text with blanks taken out of the middle of a vendor prefix (issue #19, session 52):
 * a token pasted or typed with its prefix split (`gh p_…`, `sk- proj-…`, `xox b-…`) is read as
 * written whole. Only a gap of one or two blanks or tabs that falls strictly inside a known head
 * (./literalTable.ts, first literal set of each prefixed shape) is removed, and the scan of the
 * view still needs the whole shape after it, so prose (`gh pr list`) is no token.
 */

/** A view of a text and the raw range behind each of its ranges. */
export interface SplitPrefixView {
  /** The text with the gaps inside split prefixes removed. */
  readonly text: string;
  /** The raw `[start, end)` behind `text.slice(start, end)`; requires `0 <= start < end <= text.length`. */
  toRaw(start: number, end: number): readonly [number, number];
}

/** A piece before a gap: up to 11 prefix characters after a boundary, then one or two blanks. */
const PIECE_BEFORE_GAP = /(?<![A-Za-z0-9_])([A-Za-z0-9_.-]{1,11})([ \t]{1,2})(?=[A-Za-z0-9_.-])/g;

/**
 * The index of split prefixes: for each proper head of a prefix (`gh` of `ghp_`, `sk-` of
 * `sk-proj-`), the rests that complete a prefix after it (`p_`, `proj-`).
 *
 * @param heads - the vendor prefixes as their shapes write them; heads shorter than 3 characters are left out
 */
export function createSplitPrefixIndex(heads: Iterable<string>): ReadonlyMap<string, readonly string[]> {
  const index = new Map<string, string[]>();
  for (const head of new Set(heads)) {
    if (head.length < 3) continue;
    for (let cut = 1; cut < head.length; cut++) {
      const start = head.slice(0, cut);
      const rests = index.get(start) ?? [];
      rests.push(head.slice(cut));
      index.set(start, rests);
    }
  }
  return index;
}

/**
 * The view of `text` with each gap that splits a vendor prefix removed.
 *
 * @param text - any string
 * @param index - from {@link createSplitPrefixIndex}
 * @returns undefined when no gap splits a prefix; linear in the text. Never throws.
 */
export function splitPrefixView(text: string, index: ReadonlyMap<string, readonly string[]>): SplitPrefixView | undefined {
  const gaps: (readonly [number, number])[] = [];
  for (const piece of text.matchAll(PIECE_BEFORE_GAP)) {
    const rests = index.get(piece[1] as string);
    const after = (piece.index as number) + piece[0].length;
    if (rests?.some((rest) => text.startsWith(rest, after))) gaps.push([after - (piece[2] as string).length, after]);
  }
  if (gaps.length === 0) return undefined;
  const from: number[] = [];
  let out = '';
  let cursor = 0;
  for (const [start, end] of gaps) {
    for (let i = cursor; i < start; i++) from.push(i);
    out += text.slice(cursor, start);
    cursor = end;
  }
  for (let i = cursor; i < text.length; i++) from.push(i);
  out += text.slice(cursor);
  return { text: out, toRaw: (start, end) => [from[start] as number, (from[end - 1] as number) + 1] };
}
