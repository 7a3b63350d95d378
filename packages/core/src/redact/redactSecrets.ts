/**
 * Secret redaction (DESIGN.md §2.3): every string field passes here before it is stored,
 * printed or put in a digest. Named credential shapes only (./patterns.ts).
 */
import { buildDetectionText } from './detectionText.js';
import { type WrappedLines, wrappedLines } from './wrappedLines.js';
import { SECRET_PATTERNS, type SecretPattern } from './patterns.js';

/** What {@link redactSecrets} returns. */
export interface RedactionResult {
  /** The input with every secret replaced by its marker; otherwise unchanged, byte for byte. */
  text: string;
  /** The kinds of the markers written, sorted and unique; empty when nothing was redacted. */
  kinds: string[];
}

/**
 * The marker that replaces a secret: `[REDACTED:<kind>]`, e.g. `[REDACTED:github-token]`.
 *
 * @param kind - a {@link SecretPattern} kind (any string is accepted and inserted as is)
 * @returns the marker text. Never throws.
 */
export function redactionMarker(kind: string): string {
  return `[REDACTED:${kind}]`;
}

/** A raw-text range to replace; `rank` is the index in {@link SECRET_PATTERNS} of the pattern that found it. */
interface Span {
  start: number;
  end: number;
  rank: number;
}

/** Redacting can expose a new boundary next to a marker; a second pass settles it. */
const MAX_PASSES = 3;

/** A marker of a known kind at the start of a string. */
const MARKER_AT_START = new RegExp(`^\\[REDACTED:(?:${[...new Set(SECRET_PATTERNS.map((p) => p.kind))].join('|')})\\]`);

/**
 * True when `[start, end)` of `text` lies inside a marker already there. Nothing inside a
 * marker is redacted again: `https://[REDACTED:github-token]@host` reads, to the URL shape,
 * as user "[REDACTED" with password "github-token]".
 */
function insideMarker(text: string, start: number, end: number): boolean {
  const at = text.lastIndexOf('[REDACTED:', start);
  const marker = MARKER_AT_START.exec(text.slice(at));
  return marker !== null && end <= at + marker[0].length;
}

/**
 * Characters of a token on one side of a line break for the break to count as a wrap inside
 * it; also the shortest rest that extends a token complete on the first line (a shorter rest
 * leaves nothing worth having).
 */
const MIN_WRAPPED = 8;

/** What may follow the rest of a wrapped token on its line: closing quotes, brackets, separators. */
const CLOSERS = '"\'`,;)]}>';

/**
 * The part of a match after a line break reads as the rest of a token, not as a word or a
 * hash: at least {@link MIN_WRAPPED} characters, a letter that is not hex, and a digit or a
 * lower-to-upper-case step ("Thanks", "DEBUG", "v2" and a git SHA do not).
 */
function looksLikeRest(rest: string): boolean {
  return rest.length >= MIN_WRAPPED && /[G-Zg-z]/.test(rest) && /[0-9]|[a-z][A-Z]/.test(rest);
}

/** The `[from, to)` ranges of `scanned` that `secretPattern` replaces, placeholders left out. */
function* secretRanges(secretPattern: SecretPattern, scanned: string): Generator<readonly [number, number]> {
  for (const match of scanned.matchAll(secretPattern.pattern)) {
    // Every pattern has the `d` flag, and every match holds at least one character.
    const indices = match.indices as RegExpIndicesArray;
    const range = indices.groups?.secret ?? (indices[0] as [number, number]);
    if (!secretPattern.allowlist?.some((allowed) => allowed.test(scanned.slice(...range)))) yield range;
  }
}

/** True when one of `patterns` finds a secret in `text`. */
function holdsSecret(text: string, patterns: readonly SecretPattern[]): boolean {
  return patterns.some((p) => !secretRanges(p, text).next().done);
}

/**
 * Scans `scanned` with every pattern and adds the secret ranges, mapped to raw indices.
 * `toRaw` maps a `[start, end)` range of `scanned` to the raw text.
 */
function collectSpans(scanned: string, toRaw: (start: number, end: number) => readonly [number, number], spans: Span[]): void {
  SECRET_PATTERNS.forEach((secretPattern, rank) => {
    for (const [from, to] of secretRanges(secretPattern, scanned)) {
      const [start, end] = toRaw(from, to);
      spans.push({ start, end, rank });
    }
  });
}

/**
 * Adds the prefixed tokens that run across the line break of two wrapped lines. A match
 * counts with at least {@link MIN_WRAPPED} characters before the break or a rest after it
 * that reads as one. When the part before the break is a whole token by itself, the rest is
 * taken only if it closes its line, reads as the rest of a token and holds no secret of its
 * own: a token may end a line, and a word, a hash or another token on the next line is no
 * part of it.
 */
function collectWrappedSpans(
  lines: WrappedLines,
  toRaw: (start: number, end: number) => readonly [number, number],
  spans: Span[],
): void {
  const { text, breakAt } = lines;
  SECRET_PATTERNS.forEach((secretPattern, rank) => {
    if (secretPattern.prefixed !== true) return;
    for (const [from, to] of secretRanges(secretPattern, text)) {
      const rest = text.slice(breakAt, to);
      if (breakAt - from < MIN_WRAPPED && !looksLikeRest(rest)) continue;
      if (holdsSecret(text.slice(from, breakAt), [secretPattern])) {
        // At the end of the line, charAt gives '', which includes() accepts.
        const closesLine = CLOSERS.includes(text.charAt(to));
        if (!(closesLine && looksLikeRest(rest)) || holdsSecret(rest, SECRET_PATTERNS)) continue;
      }
      const [start, end] = toRaw(...lines.toSource(from, to));
      spans.push({ start, end, rank });
    }
  });
}

/**
 * The secret ranges of `text`, found in the raw text and in its normalised form (so a token
 * split by invisible characters or written in fullwidth forms is found) and, for prefixed
 * tokens, across a line break that wraps one (see {@link collectWrappedSpans}), merged where
 * they overlap, in order. A merged range takes the rank of its most specific pattern.
 */
function findSecretSpans(text: string): Span[] {
  const spans: Span[] = [];
  collectSpans(text, (start, end) => [start, end], spans);
  const folded = buildDetectionText(text);
  if (folded !== undefined) collectSpans(folded.text, folded.toRaw, spans);
  const toRaw = folded?.toRaw ?? ((start: number, end: number) => [start, end] as const);
  for (const lines of wrappedLines(folded?.text ?? text)) collectWrappedSpans(lines, toRaw, spans);

  spans.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of spans.filter((s) => !insideMarker(text, s.start, s.end))) {
    const last = merged[merged.length - 1];
    if (last !== undefined && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
      last.rank = Math.min(last.rank, span.rank);
    } else {
      merged.push({ ...span });
    }
  }
  return merged;
}

/**
 * Replaces every secret in `text` with a typed marker such as `[REDACTED:github-token]`.
 *
 * Both the raw text and its normalised form (NFKC per code point, zero-width, bidi-control,
 * tag characters and combining marks removed) are scanned, and a secret found in the
 * normalised form is cut out of the raw text together with any invisible characters inside
 * it; the output holds no secret in any form. Only the credential shapes of
 * {@link SECRET_PATTERNS} are recognised, each citing its public source; everything else
 * (git SHAs, content hashes, UUIDs, hashed asset names, placeholders such as `${TOKEN}`)
 * is returned byte for byte. For labelled shapes (`PASSWORD=…`, `user:password@host`,
 * `AccountKey=…`) only the value is replaced.
 *
 * Idempotent: redacting the output again returns it unchanged, with no kinds. Linear in the
 * input: every pattern uses bounded quantifiers (32 KiB, the field limit, takes a few ms).
 *
 * @param text - any string; lengths are UTF-16 code units, and indices into it are kept exact
 * @returns the redacted text and the sorted, unique kinds of the markers written. Never throws.
 */
export function redactSecrets(text: string): RedactionResult {
  const kinds = new Set<string>();
  let current = text;
  let passes = 0;
  let spans = findSecretSpans(current);
  while (spans.length > 0) {
    let out = '';
    let cursor = 0;
    for (const span of spans) {
      const kind = (SECRET_PATTERNS[span.rank] as SecretPattern).kind;
      kinds.add(kind);
      out += current.slice(cursor, span.start) + redactionMarker(kind);
      cursor = span.end;
    }
    current = out + current.slice(cursor);
    // Only a text that needs more than MAX_PASSES passes (none is known: two settle every
    // composition tested) tells the bound apart from none; it keeps the time linear.
    // Stryker disable next-line UpdateOperator,EqualityOperator,ConditionalExpression,ArrayDeclaration: equivalent, see above
    spans = ++passes < MAX_PASSES ? findSecretSpans(current) : [];
  }
  return { text: current, kinds: [...kinds].sort() };
}
