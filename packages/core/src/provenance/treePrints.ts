import { FINGERPRINT_HEX, type KeyedHash, SHINGLE_WORDS, shingleWords, winnow } from '../observe/fingerprint.js';
import type { Observation } from '../observe/observation.js';
import type { Origin } from '../policy/policy.js';
import { redactSecrets } from '../redact/index.js';
import { FUNCTION_WORDS, MIN_SHARED_SHINGLES, SHORT_TEXT_WORDS, shingleWeight, WORKING_TREE_TOOL } from './attestOrigin.js';

/**
 * How a file of the working tree is known to the attestation index (issue #22, "Without hooks:
 * the working tree attests `repo` and `external`"): `tracked` — git tracks it; `untracked` — in
 * the project, not tracked and not ignored (or the project is outside git); `ignored` — git
 * ignores it (`.env`, build output); `third-party` — under `node_modules`, a vendored folder or
 * a git submodule.
 */
export const TREE_PRINT_CLASSES = ['tracked', 'untracked', 'ignored', 'third-party'] as const;
/** One of {@link TREE_PRINT_CLASSES}. */
export type TreePrintClass = (typeof TREE_PRINT_CLASSES)[number];

/** One file's fingerprints, as the session's index keeps them (keyed by the file's content hash). */
export interface TreeFilePrints {
  /** Relative path inside the project (`/`-separated). */
  path: string;
  class: TreePrintClass;
  /** Winnowed keyed hashes of its {@link SHINGLE_WORDS}-word shingles (as observations keep them). */
  shingles: readonly string[];
  /** The 1-based line each of `shingles` starts on (same order and length). */
  lines: readonly number[];
}

/** The working tree as a write is checked against it: every indexed file, with the home's keyed hash it was made with. */
export interface WorkingTreePrints {
  files: readonly TreeFilePrints[];
  hash: KeyedHash;
}

/**
 * The origin the working tree attests for a file (DESIGN.md §10): the project's own files
 * (tracked or untracked) are `repo`; third-party code (`node_modules`, vendored folders,
 * submodules) and git-ignored paths are `external` — content from outside the project's people.
 */
export function treeFileOrigin(kind: TreePrintClass): Origin {
  return kind === 'tracked' || kind === 'untracked' ? 'repo' : 'external';
}

/**
 * A text file's winnowed keyed shingles with the line each starts on: the words of every line in
 * order (core's tokenizer, line by line, so a run crossing a line break is one run), shingled and
 * winnowed exactly as an observation is ({@link winnow}), so a memory reproducing a run of at
 * least 8 of its words shares a fingerprint with it.
 *
 * @param text - the file's text (UTF-8 decoded); any size — the caller bounds it
 * @param key - the home's keyed hash (HMAC), as observations use
 */
export function fingerprintLines(text: string, key: KeyedHash): { shingles: string[]; lines: number[] } {
  const words: string[] = [];
  const lineOf: number[] = [];
  const rows = text.split(/\r\n|\r|\n/u);
  for (const [i, row] of rows.entries()) {
    for (const w of shingleWords(row)) {
      words.push(w);
      lineOf.push(i + 1);
    }
  }
  if (words.length === 0) return { shingles: [], lines: [] };
  const hashes: string[] = [];
  const first = new Map<string, number>();
  const count = words.length < SHINGLE_WORDS ? 1 : words.length - SHINGLE_WORDS + 1;
  for (let i = 0; i < count; i++) {
    const h = key(`s:${words.slice(i, i + SHINGLE_WORDS).join(' ')}`).slice(0, FINGERPRINT_HEX);
    hashes.push(h);
    if (!first.has(h)) first.set(h, lineOf[i] as number);
  }
  const shingles = winnow(hashes);
  return { shingles, lines: shingles.map((h) => first.get(h) as number) };
}

/**
 * The working tree's files as observations {@link attestOrigin} weighs like any other (event
 * `tool`, tool {@link WORKING_TREE_TOOL}, the file's path as `ref`, at `now`, so the retention
 * window never drops them), only those sharing a shingle with `shingles` (the memory's, every
 * position), each keeping only the shared ones: the rest cannot attest, and a tree of a million
 * fingerprints becomes a handful of observations. A tracked file that is not third-party is marked
 * `tracked` (the project's own files a person may trust, `cairn trust --repo`).
 */
export function treeObservations(files: readonly TreeFilePrints[], shingles: ReadonlySet<string>, now: Date): Observation[] {
  const at = now.toISOString();
  const out: Observation[] = [];
  for (const f of files) {
    const shared = f.shingles.filter((h) => shingles.has(h));
    if (shared.length === 0) continue;
    out.push({
      v: 1,
      id: `tree:${f.path}`,
      session: WORKING_TREE_TOOL,
      at,
      event: 'tool',
      origin: treeFileOrigin(f.class),
      tool: WORKING_TREE_TOOL,
      ref: f.path,
      ...(f.class === 'tracked' ? { tracked: true as const } : {}),
      shingles: shared,
      tokens: [],
      length: 0,
      truncated: false,
    });
  }
  return out;
}

/** The first line of `file` whose shingle `shingles` holds (what a lowered write names), or undefined. */
export function firstSharedLine(file: TreeFilePrints, shingles: ReadonlySet<string>): number | undefined {
  let line: number | undefined;
  for (const [i, h] of file.shingles.entries()) if (shingles.has(h) && (line === undefined || (file.lines[i] as number) < line)) line = file.lines[i];
  return line;
}

/** Consecutive `n`-word runs of `words`, joined by a space. */
function runs(words: readonly string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= words.length; i++) out.push(words.slice(i, i + n).join(' '));
  return out;
}

/** Whether `inner` occurs in `outer` as consecutive words. */
function containsRun(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length === 0) return true;
  const needle = ` ${inner.join(' ')} `;
  return ` ${outer.join(' ')} `.includes(needle);
}

/**
 * Distinct words other than {@link FUNCTION_WORDS} a memory must share with the lines it cites
 * (or all of its own, when it has fewer) for them to hold it without reproducing a run of it.
 *
 * How chosen (the development cases of packages/core/test/provenance/citedLines.test.ts and the
 * session's binding tests, never a blind set): a memory about code names the code's identifiers
 * but paraphrases the rest ("Queue keeps its items in a private array" citing `private items:
 * string[] = []` shares `private` and `items`), while a citation picked to lend a memory weight
 * shares at most one stray word with lines about something else. One shared word is what any two
 * sentences of one project share now and then (`tide`, `build`); two is the least that names the
 * cited lines' own subject.
 */
export const CITED_SHARED_WORDS = 2;

/**
 * Whether the lines a caller cites as a memory's source hold its text (issue #22 / issue #14 walk
 * 12 item 13: `--source FILE:LINE` was bound as evidence although the cited lines said something
 * else). True when, after redaction (a memory's credentials are markers) and core's tokenizer,
 * the memory's words occur in the cited lines as one run, the cited lines' words occur in the
 * memory as one run (a memory quoting a short line inside its own prose), they share
 * {@link CITED_SHARED_WORDS} words that are not function words (a memory paraphrasing code names
 * its identifiers), or they share runs of
 * {@link SHINGLE_WORDS} words by the attestation rule: weighed by {@link shingleWeight}, at least
 * {@link MIN_SHARED_SHINGLES} (one for a memory under {@link SHORT_TEXT_WORDS} words) — the
 * threshold the working tree and every observation attest with, so "reproduces" means one thing.
 * Lines about something else are not enough: such a source is the caller's note, not evidence.
 *
 * @param text - the memory's text (already redacted)
 * @param cited - the cited lines as they are in the file now
 */
export function citedLinesHold(text: string, cited: string): boolean {
  const memory = shingleWords(text);
  const lines = shingleWords(redactSecrets(cited).text);
  if (memory.length === 0) return true;
  if (lines.length === 0) return false;
  if (containsRun(lines, memory) || containsRun(memory, lines)) return true;
  // A memory about code paraphrases it ("Queue keeps its items in a private array" citing
  // `private items: string[] = []`): it names the code's own words (issue #23 binds such memories).
  const named = new Set(lines.filter((w) => !FUNCTION_WORDS.has(w)));
  const content = new Set(memory.filter((w) => !FUNCTION_WORDS.has(w)));
  let common = 0;
  for (const w of content) if (named.has(w)) common++;
  if (common >= Math.min(CITED_SHARED_WORDS, content.size)) return true;
  const short = memory.length < SHORT_TEXT_WORDS;
  const theirs = new Set(runs(lines, SHINGLE_WORDS));
  let shared = 0;
  for (const run of new Set(runs(memory, SHINGLE_WORDS))) if (theirs.has(run)) shared += shingleWeight(run.split(' '), short);
  return shared >= (short ? 1 : MIN_SHARED_SHINGLES);
}
