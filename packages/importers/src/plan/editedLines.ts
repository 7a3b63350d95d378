import { diffArrays } from 'diff';

/** A chunk of a file as an earlier import stored it: one piece of evidence of a stored memory. */
export interface StoredChunk {
  /** The memory the chunk became. */
  id: string;
  /** The importer's hash of the chunk's text when it was imported (`callerSourceHash`). */
  hash: string;
  /** Its first line then (the evidence's `path:start-end`). */
  line: number;
  /** The memory's text, to pair an edited line with its new wording. */
  text: string;
}

/** A chunk of the file as it reads now. */
export interface CurrentChunk {
  /** The importer's hash of its text (`contentHash`). */
  hash: string;
  /** Its first line now. */
  line: number;
  text: string;
  /** True when no stored evidence has this hash: the import would store it as a new memory. */
  fresh: boolean;
}

/** A stored chunk whose line was edited, and the chunk that now stands in its place. */
export interface EditedLine<S extends StoredChunk = StoredChunk, C extends CurrentChunk = CurrentChunk> {
  stored: S;
  current: C;
}

/** What {@link editedLines} found. */
export interface EditedLines<S extends StoredChunk = StoredChunk, C extends CurrentChunk = CurrentChunk> {
  /** Edited in place: the memory of `stored` is replaced by the memory of `current`. */
  edited: EditedLine<S, C>[];
  /** Stored chunks whose text is nowhere in the file now and which nothing replaces (deleted lines). */
  gone: S[];
}

/** Words of a text, lower case, for comparing two wordings of one line. */
function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** Jaccard similarity of two texts' word sets, 0..1. */
function similarity(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  if (x.size === 0 && y.size === 0) return 1;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / (x.size + y.size - shared);
}

/**
 * Below this word overlap, a changed line and a new line of the same place in an uneven hunk
 * (say two lines replaced by three) are not taken for one edited line: half the words of the
 * shorter wording, as `"under 400 changed lines"` → `"under 300 changed lines"` (0.6) keeps.
 */
const SAME_LINE = 0.34;

/**
 * Which lines of a re-imported file were edited (issue #14): the file's chunks as an earlier
 * import stored them are aligned with its chunks now (a longest-common-subsequence diff of their
 * content hashes, jsdiff's `diffArrays`), so lines added or removed above do not shift anything.
 * In each run of changes between two unchanged chunks, the stored chunks whose text is gone are
 * paired with the fresh chunks that took their place: one for one, in order, when the counts
 * agree; otherwise each with the most similar fresh chunk (word overlap at least
 * {@link SAME_LINE}). What pairs with nothing is `gone` (a deleted line) or simply new.
 *
 * @param stored - the file's chunks as stored, any order (sorted here by line)
 * @param current - the file's chunks now, any order (sorted here by line)
 */
export function editedLines<S extends StoredChunk, C extends CurrentChunk>(stored: readonly S[], current: readonly C[]): EditedLines<S, C> {
  const before = [...stored].sort((a, b) => a.line - b.line);
  const now = [...current].sort((a, b) => a.line - b.line);
  const present = new Set(now.map((c) => c.hash));
  const edited: EditedLine<S, C>[] = [];
  const gone: S[] = [];
  let removed: S[] = [];
  let added: C[] = [];
  const settle = (): void => {
    // A stored text still somewhere in the file moved; it was not edited.
    const lost = removed.filter((s) => !present.has(s.hash));
    const fresh = added.filter((c) => c.fresh);
    if (lost.length === fresh.length) {
      for (const [i, s] of lost.entries()) edited.push({ stored: s, current: fresh[i] as C });
    } else {
      const free = new Set(fresh);
      const pairs = lost.flatMap((s) => fresh.map((c) => ({ s, c, score: similarity(s.text, c.text) })));
      pairs.sort((a, b) => b.score - a.score || a.s.line - b.s.line);
      const paired = new Set<S>();
      for (const p of pairs) {
        if (p.score < SAME_LINE || paired.has(p.s) || !free.has(p.c)) continue;
        paired.add(p.s);
        free.delete(p.c);
        edited.push({ stored: p.s, current: p.c });
      }
      gone.push(...lost.filter((s) => !paired.has(s)));
    }
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  for (const change of diffArrays(
    before.map((s) => s.hash),
    now.map((c) => c.hash),
  )) {
    const n = change.count ?? change.value.length;
    if (change.removed) {
      removed.push(...before.slice(i, i + n));
      i += n;
    } else if (change.added) {
      added.push(...now.slice(j, j + n));
      j += n;
    } else {
      settle();
      i += n;
      j += n;
    }
  }
  settle();
  edited.sort((a, b) => a.current.line - b.current.line);
  return { edited, gone };
}
