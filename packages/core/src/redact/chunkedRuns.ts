/**
 * Tokens written in chunks (issue #19): `ghp_Ab12 Cd34 Ef56 …` split for reading or to slip
 * past a scanner, or a long token hard-wrapped over many lines. From the chunk where a vendor
 * prefix stands, the equal-length chunks after it are joined again, so that a prefixed shape can
 * be found across the gaps and cut out of the source whole (DESIGN.md §2.3: a split token is
 * still caught).
 */

/** One run of chunks, joined. */
export interface ChunkedRun {
  /** The chunks without the gaps between them. */
  readonly text: string;
  /**
   * The source range behind `text.slice(start, end)`, gaps included. Indices are UTF-16 code
   * units; requires `0 <= start < end <= text.length`.
   */
  toSource(start: number, end: number): readonly [number, number];
  /** True when `text.slice(start, end)` takes characters from more than one chunk. */
  crossesGap(start: number, end: number): boolean;
  /** The `[start, end)` range of `text` taken by the chunk that holds offset `offset`. */
  chunkAround(offset: number): readonly [number, number];
  /** The chunks, in order; `text` is their concatenation. */
  readonly chunks: readonly string[];
}

/** True for the code units of a chunk: base64, base64url, `.`. */
const CHUNK_UNIT = /[A-Za-z0-9_+/=.-]/;
/**
 * A gap then a chunk, from a given place: a few blanks; one line break with its indentation,
 * maybe after a shell's line-continuing backslash; or string literals joined again — a closing
 * quote, an optional concatenation operator (`+`, `.`, `..`, `||`, `&`; none for C's and Python's
 * adjacent literals) or the comma between the items of an array joined again
 * (`["ghp_Ab12", "Cd34…"].join("")`), maybe a line break, and an opening quote (`"ghp_Ab12" + "Cd34…"`).
 */
const NEXT_CHUNK =
  /(?:[ \t]{1,4}|[ \t]{0,16}\\?\r?\n[ \t]{0,16}|["'`][ \t]{0,4}(?:\+|\.\.?|\|\||&|,)?[ \t]{0,4}(?:\\?\r?\n[ \t]{0,16}(?:\+[ \t]{0,4})?)?["'`])([A-Za-z0-9_+/=.-]{1,128})/y;

/**
 * A chunk that reads as a piece of a random token: letters and digits, or both cases of letters.
 * Chunks of unequal lengths are joined only while each reads as one, so the words after a
 * prefix (`the ghp_ prefix marks a classic token`) are never joined into a token.
 */
const TOKEN_PIECE = /^(?=[A-Za-z0-9]+$)(?:(?=.*[0-9])(?=.*[A-Za-z])|(?=.*[a-z])(?=.*[A-Z]))/;

/** Most chunks joined after the head. */
const MAX_CHUNKS = 128;

/** Builds the run of `chunks` (`[start, text]` pairs of the source). */
function joinChunks(chunks: readonly (readonly [number, string])[]): ChunkedRun {
  const starts: number[] = []; // offset in the joined text of each chunk
  const sources: number[] = []; // its index in the source
  let text = '';
  for (const [at, chunk] of chunks) {
    starts.push(text.length);
    sources.push(at);
    text += chunk;
  }
  /** The chunk (index into starts) holding joined offset `offset`. */
  const chunkAt = (offset: number): number => {
    let k = starts.length - 1;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — starts[0] is 0 and no offset is negative, so the loop stops at 0 without the bound
    while (k > 0 && (starts[k] as number) > offset) k--;
    return k;
  };
  const sourceAt = (offset: number): number => {
    const k = chunkAt(offset);
    return (sources[k] as number) + offset - (starts[k] as number);
  };
  return {
    text,
    chunks: chunks.map(([, chunk]) => chunk),
    toSource: (start, end) => [sourceAt(start), sourceAt(end - 1) + 1],
    crossesGap: (start, end) => chunkAt(start) !== chunkAt(end - 1),
    chunkAround: (offset) => {
      const k = chunkAt(offset);
      return [starts[k] as number, k + 1 < starts.length ? (starts[k + 1] as number) : text.length];
    },
  };
}

/**
 * The runs of chunks that start at the chunks holding `positions` (where a vendor prefix
 * stands): the head chunk, then the chunks after it while they keep the length of the first one
 * (a token is cut at a fixed width), then at most one shorter chunk — or, while every chunk after
 * the head reads as a piece of a token (letters and digits, or both cases), chunks of any length
 * (a token split by hand). A run of the head alone is not returned.
 *
 * @param source - any string (the raw text, or its detection text)
 * @param positions - indices into `source`, each inside (or at the start of) a chunk
 * @returns the runs, in order of position; a position inside an earlier run starts none. Never throws.
 */
export function chunkedRunsAt(source: string, positions: readonly number[]): ChunkedRun[] {
  const out: ChunkedRun[] = [];
  // A position inside a run already built is part of it: each chunk is joined at most once.
  let covered = -1;
  for (const position of [...positions].sort((a, b) => a - b)) {
    // Stryker disable next-line EqualityOperator: equivalent — the character at `covered` is the gap after a run's last chunk, where no prefix stands
    if (position < covered) continue;
    let start = position;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — charAt(-1) is '', which is no chunk character, so the loop stops at 0 without the bound
    while (start > 0 && CHUNK_UNIT.test(source.charAt(start - 1))) start--;
    let end = position;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — charAt(length) is '', which is no chunk character, so the loop stops at the end without the bound
    while (end < source.length && CHUNK_UNIT.test(source.charAt(end))) end++;
    const chunks: (readonly [number, string])[] = [[start, source.slice(start, end)]];
    let size = 0;
    // Cut at a fixed width: chunks of the first one's length, then at most one shorter chunk.
    let equal = true;
    // Split by hand: chunks of any length while every one after the head reads as a piece of a token.
    let pieces = true;
    NEXT_CHUNK.lastIndex = end;
    for (let m = NEXT_CHUNK.exec(source); m !== null && chunks.length <= MAX_CHUNKS; m = NEXT_CHUNK.exec(source)) {
      const chunk = m[1] as string;
      if (size === 0) size = chunk.length;
      pieces &&= TOKEN_PIECE.test(chunk);
      if (!(equal && chunk.length <= size) && !pieces) break;
      chunks.push([m.index + m[0].length - chunk.length, chunk]);
      if (chunk.length < size) equal = false;
      // Stryker disable next-line ConditionalExpression: a shortcut only — the next chunk meets the check at the loop's head, which breaks on the same condition before taking it
      if (!equal && !pieces) break;
    }
    const [lastAt, last] = chunks[chunks.length - 1] as readonly [number, string];
    covered = lastAt + last.length;
    if (chunks.length > 1) out.push(joinChunks(chunks));
  }
  return out;
}

/** The head of a dash-separated run: the prefix and maybe its first group, no separator. */
const DASHED_HEAD = /[A-Za-z0-9_]{1,40}/y;

/**
 * A separator then a group: a hyphen, an en or em dash or a middle dot with at most two blanks on
 * each side, or one or two blanks; the group 2 to 8 letters, digits and underscores (a
 * fine-grained GitHub token's body holds underscores).
 */
const DASHED_GROUP = /([ \t]{0,2}[-\u2013\u2014\u00B7][ \t]{0,2}|[ \t]{1,2})([A-Za-z0-9_]{2,8})(?![A-Za-z0-9_])/y;

/** Fewest groups after the head for a run to be read as a token in groups. */
const MIN_GROUPS = 3;

/**
 * The runs of a token written in dash-separated groups, as people read one out or copy it from a
 * form (`ghp_Ab12-Cd34-Ef56-…`, `ghp_ - Ab12 - Cd34 …`): from each of `positions` (where a vendor
 * prefix stands), the head (the prefix and maybe its first group), then groups of one length
 * (at most one shorter group last), at least {@link MIN_GROUPS} of them and at least one separator
 * a dash or a dot (blank-separated runs are {@link chunkedRunsAt}'s). The separators are the gaps.
 *
 * @param source - any string (the raw text, or its detection text)
 * @param positions - indices into `source` where a prefix starts
 * @returns the runs, in order of position. Never throws.
 */
export function dashedRunsAt(source: string, positions: readonly number[]): ChunkedRun[] {
  const out: ChunkedRun[] = [];
  let covered = -1;
  for (const position of [...positions].sort((a, b) => a - b)) {
    if (position < covered) continue;
    DASHED_HEAD.lastIndex = position;
    const head = DASHED_HEAD.exec(source);
    if (head === null) continue;
    const chunks: (readonly [number, string])[] = [[position, head[0]]];
    let size = 0;
    let dashed = false;
    DASHED_GROUP.lastIndex = position + head[0].length;
    for (let m = DASHED_GROUP.exec(source); m !== null && chunks.length <= MAX_CHUNKS; m = DASHED_GROUP.exec(source)) {
      const group = m[2] as string;
      if (size === 0) size = group.length;
      if (group.length > size) break;
      dashed ||= /[-\u2013\u2014\u00B7]/.test(m[1] as string);
      chunks.push([m.index + m[0].length - group.length, group]);
      if (group.length < size) break;
    }
    if (chunks.length - 1 < MIN_GROUPS || !dashed) continue;
    const [lastAt, last] = chunks[chunks.length - 1] as readonly [number, string];
    covered = lastAt + last.length;
    out.push(joinChunks(chunks));
  }
  return out;
}
