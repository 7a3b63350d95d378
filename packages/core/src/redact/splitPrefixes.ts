/**
 * A view of a text with blanks taken out of the middle of a vendor prefix (issue #19, session 52):
 * a token pasted or typed with its prefix split (`gh p_…`, `sk- proj-…`, `xox b-…`) is read as
 * written whole. Only a gap of one to three blanks or tabs that falls strictly inside a known head
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

/** Most blanks or tabs in one gap inside a prefix (`gh   p_…`: three, as a paste aligned by hand leaves). */
const MAX_GAP = 3;

/** A piece before a gap: up to 11 prefix characters after a boundary, then one to {@link MAX_GAP} blanks. */
const PIECE_BEFORE_GAP = new RegExp(`(?<![A-Za-z0-9_])[A-Za-z0-9_.-]{1,11}[ \\t]{1,${MAX_GAP}}(?=[A-Za-z0-9_.-])`, 'g');

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
 * The gaps inside the prefix that starts at `start` of `text`, when one is there: its characters
 * are read one by one, a gap of blanks skipped wherever one falls inside it (`gh p _…` has two),
 * while what was read is the start of a head; the gaps of the longest whole head reached after a
 * gap, or none.
 */
function gapsInPrefix(text: string, start: number, index: ReadonlyMap<string, readonly string[]>): readonly (readonly [number, number])[] {
  const gaps: [number, number][] = [];
  let found: readonly (readonly [number, number])[] = [];
  let read = '';
  for (let at = start; at < text.length; ) {
    let end = at;
    while (end < text.length && end - at < MAX_GAP + 1 && (text[end] === ' ' || text[end] === '\t')) end++;
    if (end > at) {
      // A gap counts inside a prefix only: after its first piece, at most MAX_GAP blanks, a character after it.
      if (read === '' || end - at > MAX_GAP || !index.has(read)) break;
      gaps.push([at, end]);
      at = end;
      continue;
    }
    read += text[at];
    at++;
    const whole = read.length >= 3 && index.get(read.charAt(0))?.includes(read.slice(1)) === true;
    if (whole && gaps.length > 0) found = [...gaps];
    if (!index.has(read)) break;
  }
  return found;
}

/**
 * The view of `text` with each gap that splits a vendor prefix removed, however many gaps the
 * prefix holds (`gh p_…`, `gh p _…`, `gh   p_…`).
 *
 * @param text - any string
 * @param index - from {@link createSplitPrefixIndex}
 * @returns undefined when no gap splits a prefix; linear in the text (a prefix is at most a few
 *   characters and gaps). Never throws.
 */
export function splitPrefixView(text: string, index: ReadonlyMap<string, readonly string[]>): SplitPrefixView | undefined {
  const gapAt = new Map<number, number>();
  for (const piece of text.matchAll(PIECE_BEFORE_GAP)) {
    for (const [start, end] of gapsInPrefix(text, piece.index as number, index)) gapAt.set(start, end);
  }
  if (gapAt.size === 0) return undefined;
  const gaps = [...gapAt].sort((a, b) => a[0] - b[0]);
  const from: number[] = [];
  let out = '';
  let cursor = 0;
  for (const [start, end] of gaps) {
    if (start < cursor) continue;
    for (let i = cursor; i < start; i++) from.push(i);
    out += text.slice(cursor, start);
    cursor = end;
  }
  for (let i = cursor; i < text.length; i++) from.push(i);
  out += text.slice(cursor);
  return { text: out, toRaw: (start, end) => [from[start] as number, (from[end - 1] as number) + 1] };
}
