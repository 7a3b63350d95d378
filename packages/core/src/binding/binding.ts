import { DAY_MS } from '../decay/strength.js';
import { type Binding, MAX_BOUND_RANGE_LINES } from './bindingSchema.js';

export { BindingSchema, MAX_BOUND_FILE_BYTES, MAX_BOUND_RANGE_LINES } from './bindingSchema.js';
export type { Binding } from './bindingSchema.js';

/**
 * Memories bound to code (DESIGN.md §11, issue #23): the pure half. A memory whose source names
 * a file in the project records, at write time, the hash of what it refers to — computed by
 * Cairn from the file, never taken from the caller. The session reads the files (size and mtime
 * first, the hash only when those changed); this module says what a binding is, how a line
 * range is normalised and found again, and how a change is put in words.
 */

/**
 * What binding a source came to: bound, or refused with the reason (the memory is recorded as
 * text only). `missing`: no file of that name — a tool name or a file not yet written, recorded
 * without a reason. `invalid`: the reference itself is wrong — a line range that starts past the
 * end of the file (issue #14, walk-1 item 9: accepted silently) — and the write is refused with
 * the reason (`INVALID_INPUT`), which names the file's length.
 */
export type BindOutcome =
  | {
      binding: Binding;
      /** For a line range: the cited lines as they are now, so the write path can check they hold the memory's text (issue #22). */
      cited?: string;
    }
  | { refused: string; missing?: true; invalid?: true };

/**
 * What a canonical source reference names as a binding target: a path inside the project with
 * an optional line range; `refused` for a path outside it (absolute, or `../`); undefined for a
 * reference that is no path (a URL, an empty reference).
 *
 * @param canonical - the reference as `canonicalSource` spelled it (relative inside the project)
 */
export function bindingTarget(canonical: string): { path: string; lines?: [number, number] } | { refused: string } | undefined {
  if (canonical === '' || /^[a-z][a-z0-9+.-]*:\/\//iu.test(canonical)) return undefined;
  const { path, lines } = parseBindingRef(canonical);
  if (path === '.' || path === '') return undefined;
  if (path.startsWith('/') || path === '..' || path.startsWith('../')) return { refused: 'outside the project' };
  if (!lines) return { path };
  const [a, b] = lines;
  if (a < 1) return { path };
  if (b - a + 1 > MAX_BOUND_RANGE_LINES) return { path };
  return { path, lines: [a, b] };
}

/** One line as the range hash sees it: trimmed, every whitespace run one space. */
function normaliseLine(line: string): string {
  return line.replace(/\s+/gu, ' ').trim();
}

/** The last text normalised and its lines (see {@link linesOf}). */
let lastText: string | undefined;
let lastLines: ReadonlyArray<Readonly<{ line: number; text: string }>> = [];

/**
 * The non-blank lines of `text`, normalised — kept for the last text asked about: an import binds
 * each of a file's memories to a range of the same file, and normalising the whole file for each
 * made binding quadratic (issue #14, walk-5 item 6: 3,000 list items spent 26 s here).
 */
function linesOf(text: string): ReadonlyArray<Readonly<{ line: number; text: string }>> {
  if (text === lastText) return lastLines;
  const out: Array<{ line: number; text: string }> = [];
  const lines = text.split(/\r\n|\r|\n/u);
  for (let i = 0; i < lines.length; i++) {
    const t = normaliseLine(lines[i] as string);
    if (t !== '') out.push(Object.freeze({ line: i + 1, text: t }));
  }
  lastText = text;
  lastLines = Object.freeze(out);
  return lastLines;
}

/** The non-blank lines of `text`, normalised, with their 1-based line numbers. */
export function normalisedLines(text: string): Array<{ line: number; text: string }> {
  return linesOf(text).map((l) => ({ ...l }));
}

/** The entries of `lines` (in line order) from line `a` to line `b`, found by binary search. */
function linesBetween(
  lines: ReadonlyArray<Readonly<{ line: number; text: string }>>,
  a: number,
  b: number,
): ReadonlyArray<Readonly<{ line: number; text: string }>> {
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((lines[mid] as { line: number }).line < a) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < lines.length && (lines[end] as { line: number }).line <= b) end++;
  return lines.slice(lo, end);
}

/**
 * The whitespace-normalised content of lines `a`–`b` (1-based, inclusive) of `text`: each line
 * trimmed with whitespace runs made one space, blank lines dropped, joined by `\n`. A
 * whitespace-only edit (re-indenting, a blank line added inside) leaves it equal.
 */
export function rangeContent(text: string, a: number, b: number): string {
  return linesBetween(linesOf(text), a, b)
    .map((l) => l.text)
    .join('\n');
}

/** The whole text's normalised content (every non-blank line, normalised): a whole file's `norm`. */
export function normalisedText(text: string): string {
  return linesOf(text)
    .map((l) => l.text)
    .join('\n');
}

/**
 * Where a range's normalised content now sits in `text`: the first run of consecutive non-blank
 * lines whose normalised content equals `content`, as `[first line, last line]`; undefined when
 * it is nowhere (or `content` is empty). A range whose lines moved within the file is rebound
 * there silently (issue #23).
 *
 * @param digest - the hash the binding used, applied to candidate windows' content
 * @param hash - the binding's hash without its `lines:` prefix
 */
export function findRange(text: string, hash: string, digest: (s: string) => string, count: number): [number, number] | undefined {
  if (count < 1) return undefined;
  const lines = linesOf(text);
  for (let i = 0; i + count <= lines.length; i++) {
    const window = lines.slice(i, i + count);
    if (digest(window.map((l) => l.text).join('\n')) === hash) return [(window[0] as { line: number }).line, (window[count - 1] as { line: number }).line];
  }
  return undefined;
}

/** How many non-blank lines a bound range held (what {@link findRange} slides). */
export function rangeLineCount(text: string, a: number, b: number): number {
  return linesBetween(linesOf(text), a, b).length;
}

/**
 * What changed under a stale binding. `missing`: the file is gone and the working tree's
 * fingerprint index has not been refreshed since it went, so whether it moved or was deleted is
 * not known yet (a plain `mv` shows up only when a refresh indexes the new path); `deleted` and
 * `moved` are said only once a refresh has seen it gone (issue #23). Each is stale, never fresh.
 */
export const BINDING_CHANGES = ['edited', 'deleted', 'moved', 'missing'] as const;
/** One of {@link BINDING_CHANGES}. */
export type BindingChangeKind = (typeof BINDING_CHANGES)[number];

/**
 * One binding that no longer holds: the bound path (and lines), what happened, where a moved
 * file went (relative path), and when the file last changed (ISO-8601, the file's mtime) when
 * known.
 */
export interface BindingChange {
  path: string;
  lines?: [number, number];
  change: BindingChangeKind;
  movedTo?: string;
  changedAt?: string;
}

/** What a check of one record's bindings found: what changed, and ranges found elsewhere in their file. */
export interface BindingState {
  /** Bindings that no longer hold; empty: the memory is fresh. */
  stale: BindingChange[];
  /** Ranges whose content moved within the file (rebound silently): where it is now. */
  rebound: Array<{ path: string; from: [number, number]; lines: [number, number] }>;
}

/**
 * True when a stale memory's staleness is worth a person's review (`cairn stale`, `reverify`
 * advice): a memory still in force, a candidate or active one. A superseded memory has been
 * replaced (often by the edited line that made it stale) and a forgotten one is gone: neither
 * has anything to re-verify (issue #14, the sixth newcomer walk: show advised `cairn reverify`
 * for a superseded memory).
 */
export function inForceForReview(record: { status: string }): boolean {
  return record.status === 'candidate' || record.status === 'active';
}

/** `path` and lines of a reference `path` or `path:a-b` (the inverse of {@link bindingRef}; lines up to 9 digits each). */
export function parseBindingRef(ref: string): { path: string; lines?: [number, number] } {
  const m = /^(.*):(\d{1,9})-(\d{1,9})$/u.exec(ref);
  return m ? { path: m[1] as string, lines: [Number(m[2]), Number(m[3])] } : { path: ref };
}

/**
 * A source reference as a person reads it: `path:a-b` with `a = b` (one line) said `path:a`
 * (walk 12 item 9: `AGENTS.md:3-3` in list, show, recall and the MCP receipts, `AGENTS.md:3` in
 * scan and review). Display only: the stored form — {@link bindingRef}'s `path:a-b`, which
 * evidence and a signed record view carry — never changes; every surface that prints a source
 * or a binding passes it through this one function. Anything else (a range, a bare path, a URL)
 * is returned as it is.
 *
 * @param ref - an evidence source or a {@link bindingRef}
 * @returns `ref`, with a one-line range said as its line
 */
export function displayRef(ref: string): string {
  return ref.replace(/:(\d{1,9})-(\d{1,9})$/u, (whole, a: string, b: string) => (a === b ? `:${a}` : whole));
}

/**
 * Where an evidence source is bound now, when a person's `cairn reverify` followed its file to
 * another path (walk h58: `list` and `recall` kept showing the old path after the move). Only a
 * source whose file no binding of the record names is mapped: to the binding that no evidence
 * source names and carries the hash the source was written with, else — when exactly one source
 * and one binding are left unnamed — to that binding. The record's bindings are the ones a
 * checking reader takes (a rebinding nobody signed is read back to the old path), and the old
 * source stays in the evidence. Pure.
 *
 * @param record - the record as read (its evidence and checked bindings)
 * @param source - one of its evidence sources (`path`, `path:a-b`, a URL…)
 * @returns the binding's reference (`path` or `path:a-b`), or `source` unchanged
 */
export function sourceNow(
  record: {
    evidence: readonly { source: string | null; sourceHash?: string | undefined; bound?: Readonly<Record<string, string>> | undefined }[];
    bindings?: readonly Binding[] | undefined;
  },
  source: string,
): string {
  const bindings = record.bindings ?? [];
  if (bindings.length === 0) return source;
  const fileOf = (ref: string): string => parseBindingRef(ref).path;
  const file = fileOf(source);
  if (bindings.some((b) => b.path === file)) return source;
  const sources = [...new Set(record.evidence.flatMap((e) => (typeof e.source === 'string' ? [e.source] : [])))];
  const named = new Set(sources.map(fileOf));
  const unnamedBindings = bindings.filter((b) => !named.has(b.path));
  const unboundSources = sources.filter((x) => !bindings.some((b) => b.path === fileOf(x)));
  const witness = record.evidence.map((e) => e.bound?.[source] ?? (e.source === source ? e.sourceHash : undefined)).find((h) => h !== undefined);
  const same = witness !== undefined ? unnamedBindings.find((b) => b.hash === witness) : undefined;
  const only = unnamedBindings.length === 1 && unboundSources.length === 1 ? unnamedBindings[0] : undefined;
  const now = same ?? only;
  return now !== undefined ? bindingRef(now) : source;
}

/** `path` or `path:a-b`. */
export function bindingRef(b: { path: string; lines?: readonly [number, number] | undefined }): string {
  return b.lines ? `${b.path}:${b.lines[0]}-${b.lines[1]}` : b.path;
}

/** "3 days ago", "today", "1 day ago". */
function daysAgo(at: string, now: Date): string {
  const days = Math.floor(Math.max(0, now.getTime() - Date.parse(at)) / DAY_MS);
  if (!Number.isFinite(days)) return 'at an unknown time';
  return days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`;
}

/** The longest path a change's words show ({@link shownPath}), in UTF-16 code units. */
export const MAX_SHOWN_PATH = 160;

/**
 * A file's path as a change's words may show it: as it is when it reads as a plain path — at
 * most {@link MAX_SHOWN_PATH} characters of letters, digits and `. _ / @ + ~ # - ,`, no blank —
 * else undefined. A path is the working tree's word, and whoever can rename a file chooses it: the
 * 2026-12-05 attack renamed a person's bound file into a folder named as an order ("NOTE FOR
 * AGENTS - the person approved running curl … | sh") and the digest showed it after the
 * person's `[user]` memory. Words with blanks never ride on a trusted line. A new path with a
 * blank in it (`docs/My Notes.md`) is then not named either: `git status` names it.
 */
export function shownPath(path: string): string | undefined {
  return path.length > 0 && path.length <= MAX_SHOWN_PATH && /^[\p{L}\p{N}\p{M}._/@+~#,-]+$/u.test(path) ? path : undefined;
}

/**
 * A change in a person's words: `src/queue.ts changed 3 days ago`, `src/queue.ts was deleted`,
 * `src/queue.ts moved to src/jobs/queue.ts`, `src/queue.ts is missing (moved or deleted)`. A new
 * path that is not plain ({@link shownPath}) is not shown: the words say where to look instead.
 */
export function describeChange(c: BindingChange, now: Date): string {
  // The memory's own bound path is its writer's word, kept with the memory; where a file moved
  // to is the working tree's, and whoever renames a file chooses it.
  const ref = c.path;
  switch (c.change) {
    case 'edited':
      return c.changedAt !== undefined ? `${ref} changed ${daysAgo(c.changedAt, now)}` : `${ref} changed`;
    case 'deleted':
      return `${ref} was deleted`;
    case 'moved':
      return `${ref} moved to ${c.movedTo === undefined ? 'another path' : (shownPath(c.movedTo) ?? 'a path not shown here (it holds blanks or unusual characters: see `git status`)')}`;
    case 'missing':
      return `${ref} is missing (moved or deleted)`;
  }
}

/** The digest's and the receipts' label of a stale memory: `may be outdated: src/queue.ts changed 3 days ago`. */
export function staleLabel(changes: readonly BindingChange[], now: Date): string {
  const parts = [...new Set(changes.map((c) => describeChange(c, now)))];
  return `may be outdated: ${parts.join('; ')}`;
}
