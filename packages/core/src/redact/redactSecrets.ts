/**
 * Secret redaction (DESIGN.md §2.3): every string field passes here before it is stored,
 * printed or put in a digest. Named credential shapes only (./patterns.ts).
 */
import { buildDetectionText } from './detectionText.js';
import { SECRET_PATTERNS } from './patterns.js';

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

/** A raw-text range to replace; `rank` is the index of the pattern that found it. */
interface Span {
  start: number;
  end: number;
  rank: number;
  kind: string;
}

/** Markers already in a text; nothing inside one is ever redacted again. */
const EXISTING_MARKER = new RegExp(
  `\\[REDACTED:(?:${[...new Set(SECRET_PATTERNS.map((p) => p.kind))].join('|')})\\]`,
  'g',
);

/** Redacting can expose a new boundary next to a marker; a second pass settles it. */
const MAX_PASSES = 3;

/**
 * Scans `scanned` with every pattern and adds the secret ranges, mapped to raw indices.
 * `toRaw` maps a `[start, end)` range of `scanned` to the raw text.
 */
function collectSpans(
  scanned: string,
  toRaw: (start: number, end: number) => readonly [number, number],
  spans: Span[],
): void {
  SECRET_PATTERNS.forEach((secretPattern, rank) => {
    for (const match of scanned.matchAll(secretPattern.pattern)) {
      const range = match.indices?.groups?.secret ?? match.indices?.[0];
      if (range === undefined || range[1] <= range[0]) continue;
      const value = scanned.slice(range[0], range[1]);
      if (secretPattern.allowlist?.some((allowed) => allowed.test(value))) continue;
      const [start, end] = toRaw(range[0], range[1]);
      spans.push({ start, end, rank, kind: secretPattern.kind });
    }
  });
}

/**
 * The secret ranges of `text`, found in the raw text and in its normalised form (so a token
 * split by invisible characters or written in fullwidth forms is found), merged where they
 * overlap, in order. A merged range takes the kind of its most specific pattern.
 */
function findSecretSpans(text: string): Span[] {
  const spans: Span[] = [];
  collectSpans(text, (start, end) => [start, end], spans);
  const folded = buildDetectionText(text);
  if (folded !== undefined) {
    collectSpans(folded.text, (start, end) => folded.toRaw(start, end), spans);
  }
  if (spans.length === 0) return spans;

  spans.sort((a, b) => a.start - b.start || b.end - a.end || a.rank - b.rank);
  // Markers do not overlap and come in order, so one pointer walks them alongside the spans.
  const markers = [...text.matchAll(EXISTING_MARKER)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  let next = 0;
  let marker = markers[0];
  const merged: Span[] = [];
  for (const span of spans) {
    while (marker !== undefined && marker.end <= span.start) marker = markers[++next];
    if (marker !== undefined && marker.start <= span.start && span.end <= marker.end) continue;

    const last = merged[merged.length - 1];
    if (last !== undefined && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
      if (span.rank < last.rank) {
        last.rank = span.rank;
        last.kind = span.kind;
      }
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
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const spans = findSecretSpans(current);
    if (spans.length === 0) break;
    let out = '';
    let cursor = 0;
    for (const span of spans) {
      kinds.add(span.kind);
      out += current.slice(cursor, span.start) + redactionMarker(span.kind);
      cursor = span.end;
    }
    current = out + current.slice(cursor);
  }
  return { text: current, kinds: [...kinds].sort() };
}
