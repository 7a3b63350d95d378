/**
 * The normalised form of a text that secret detection scans, with a map back to the raw
 * text (DESIGN.md §2.2–2.3). `normalizeForDetection` in ../normalize folds the same way for
 * the whole string; redaction also needs to know which raw characters produced each
 * normalised one, so that a token found in the normalised form is cut out of the raw text.
 */

/**
 * Characters dropped before detection: the zero-width, bidi-control and tag characters of
 * ../normalize/normalize.ts (keep the two lists in step; a test checks it), plus variation
 * selectors and combining marks, which render on or as nothing and would otherwise split a
 * token just as well.
 */
const DROPPED =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each member is one invisible code point, matched alone
  /[\u200B-\u200D\u2060-\u2064\uFEFF\u180E\u00AD\u034F\u115F\u1160\u3164\uFFA0\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u{E0000}-\u{E007F}\uFE00-\uFE0F\u{E0100}-\u{E01EF}\p{Mn}\p{Me}\p{Cf}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** Printable ASCII, tab, newline or carriage return: copied as it is. ASCII control characters are dropped like other invisibles. */
function isPlainAscii(code: number): boolean {
  return (code >= 0x20 && code < 0x7f) || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** A normalised text that knows where each of its characters came from. */
export interface DetectionText {
  /** NFKC of each code point of the raw text, with {@link DROPPED} characters removed. */
  readonly text: string;
  /**
   * The raw range that produced `text.slice(start, end)`: from the first raw code point
   * behind `start` to the end of the one behind `end - 1`, so dropped characters inside the
   * range are part of it. Indices are UTF-16 code units; requires `0 <= start < end <= text.length`.
   */
  toRaw(start: number, end: number): readonly [number, number];
}

/**
 * A stretch of the normalised text. `exact`: unit `k` came from raw unit `rawAt + k - at`
 * alone. Otherwise the stretch is one raw code point folded to several units (or to one
 * from a surrogate pair), and every unit maps to the whole code point.
 */
interface Segment {
  at: number;
  length: number;
  rawAt: number;
  rawLength: number;
  exact: boolean;
}

/**
 * Folds `raw` code point by code point (NFKC, then drop invisible characters and marks) and
 * keeps the map back to raw indices. Folding each code point alone, rather than the whole
 * string, keeps the map exact; detection only needs ASCII shapes to surface.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns `undefined` when folding changes nothing (the raw scan then covers everything);
 *   otherwise the folded text and its map. Never throws.
 */
export function buildDetectionText(raw: string): DetectionText | undefined {
  // Fast path: most text is printable ASCII or already stable, and then folding is the identity.
  let ascii = true;
  for (let i = 0; ascii && i < raw.length; i++) ascii = isPlainAscii(raw.charCodeAt(i));
  if (ascii || (!DROPPED.test(raw) && raw.normalize('NFKC') === raw)) return undefined;

  const parts: string[] = [];
  const segments: Segment[] = [];
  const foldedOf = new Map<number, string>(); // texts repeat their characters
  let at = 0;

  const exact = (rawAt: number, length: number): void => {
    const last = segments[segments.length - 1];
    if (last?.exact && last.at + last.length === at && last.rawAt + last.rawLength === rawAt) {
      last.length += length;
      last.rawLength += length;
    } else {
      segments.push({ at, length, rawAt, rawLength: length, exact: true });
    }
    at += length;
  };

  for (let i = 0; i < raw.length; ) {
    let j = i;
    while (j < raw.length && isPlainAscii(raw.charCodeAt(j))) j++;
    if (j > i) {
      parts.push(raw.slice(i, j));
      exact(i, j - i);
      i = j;
      if (i === raw.length) break;
    }
    const cp = raw.codePointAt(i) as number;
    const rawLength = cp > 0xffff ? 2 : 1;
    let folded = foldedOf.get(cp);
    if (folded === undefined) {
      folded = '';
      for (const ch of String.fromCodePoint(cp).normalize('NFKC')) if (!DROPPED.test(ch)) folded += ch;
      foldedOf.set(cp, folded);
    }
    if (folded.length === 1 && rawLength === 1) {
      exact(i, 1);
    } else if (folded.length > 0) {
      segments.push({ at, length: folded.length, rawAt: i, rawLength, exact: false });
      at += folded.length;
    }
    parts.push(folded);
    i += rawLength;
  }

  const text = parts.join('');
  if (text === raw) return undefined;

  /** The segment holding normalised unit `index` (binary search; segments are in order). */
  const segmentAt = (index: number): Segment => {
    let lo = 0;
    let hi = segments.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((segments[mid] as Segment).at <= index) lo = mid;
      else hi = mid - 1;
    }
    return segments[lo] as Segment;
  };

  return {
    text,
    toRaw(start, end) {
      const first = segmentAt(start);
      const last = segmentAt(end - 1);
      return [
        first.exact ? first.rawAt + (start - first.at) : first.rawAt,
        last.exact ? last.rawAt + (end - 1 - last.at) + 1 : last.rawAt + last.rawLength,
      ];
    },
  };
}
