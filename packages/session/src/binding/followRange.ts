import { diffChars, diffLines } from 'diff';

/**
 * Where a bound line range went in an edited file (`cairn reverify`, issue #14, walk-6 item 4):
 * lines above it were added or removed *and* its own lines were edited, so its content is found
 * nowhere ({@link findRange} fails) and binding the same line numbers again would bind whatever
 * now sits there. With the file as it was when bound (git's copy, by the binding's blob id), a
 * line diff (jsdiff's `diffLines`, Myers' algorithm) carries the range across: its first line
 * goes where that line went (or where its replacement starts), its last line likewise (to the end
 * of its replacement).
 *
 * @param before - the whole file when the range was bound
 * @param after - the whole file now
 * @param lines - the bound range, 1-based and inclusive
 * @returns the range in `after` (1-based, inclusive), or undefined when every line of it was
 *   deleted with nothing in its place
 */
export function followRange(before: string, after: string, lines: readonly [number, number]): [number, number] | undefined {
  const [a, b] = lines;
  let oldLine = 1;
  let newLine = 1;
  let start: number | undefined;
  let end: number | undefined;
  const parts = diffLines(before, after);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as { added?: boolean; removed?: boolean; count?: number };
    const count = part.count ?? 0;
    if (part.added) {
      newLine += count;
      continue;
    }
    const first = oldLine;
    const last = oldLine + count - 1;
    oldLine += count;
    if (!part.removed) {
      // Unchanged: old line k is new line newLine + (k − first).
      if (start === undefined && a <= last && b >= first) start = newLine + Math.max(0, a - first);
      if (b >= first && b <= last) end = newLine + (b - first);
      newLine += count;
      continue;
    }
    // Removed, perhaps replaced by the added part right after it: an end of the range in this
    // block goes to the replacement's line most like it (an edited line), else to the start
    // (or the end) of the replacement.
    const next = parts[i + 1] as { added?: boolean; count?: number; value: string } | undefined;
    const replacement = next?.added ? (next.count ?? 0) : 0;
    const removedLines = (part as { value: string }).value.split('\n');
    const addedLines = next?.added ? next.value.split('\n').slice(0, replacement) : [];
    if (start === undefined && a <= last && b >= first && replacement > 0) {
      const like = a >= first ? mostLike(removedLines[a - first] as string, addedLines, 0) : undefined;
      start = newLine + (like ?? 0);
    }
    if (b >= first && b <= last && replacement > 0) {
      const like = mostLike(removedLines[b - first] as string, addedLines, start !== undefined ? Math.max(0, start - newLine) : 0);
      end = newLine + (like ?? replacement - 1);
    }
    if (b >= first && b <= last && replacement === 0 && start !== undefined) end = newLine - 1;
    if (b < first) break;
  }
  if (start === undefined || end === undefined || end < start) return undefined;
  return [start, end];
}

/** Lines of a replacement compared with an edited line at most (beyond it: the replacement's ends). */
const MOST_LIKE_CANDIDATES = 200;
/** Least share of characters in common for a line to count as the edited line (Dice coefficient over characters). */
const LIKE_ENOUGH = 0.5;

/**
 * The index in `candidates` (from `from`) of the line most like `line` — the share of characters
 * the two have in common (2 × common / (length + length), by jsdiff's `diffChars`) — when it is at
 * least {@link LIKE_ENOUGH}; undefined otherwise or when there are too many candidates.
 */
function mostLike(line: string, candidates: readonly string[], from: number): number | undefined {
  if (candidates.length > MOST_LIKE_CANDIDATES) return undefined;
  const a = line.trim();
  let best: number | undefined;
  let bestScore = LIKE_ENOUGH;
  for (let j = from; j < candidates.length; j++) {
    const b = (candidates[j] as string).trim();
    if (a.length + b.length === 0) continue;
    const common = diffChars(a, b).reduce((n, p) => (p.added || p.removed ? n : n + p.value.length), 0);
    const score = (2 * common) / (a.length + b.length);
    if (score >= bestScore && (best === undefined || score > bestScore)) {
      best = j;
      bestScore = score;
    }
  }
  return best;
}
