/**
 * The normalised form of a text that secret detection scans, with a map back to the raw
 * text (DESIGN.md §2.2–2.3). `normalizeForDetection` in ../decode folds the same way for
 * the whole string; redaction also needs to know which raw characters produced each
 * normalised one, so that a token found in the normalised form is cut out of the raw text.
 */
import { foldHomoglyphs, INVISIBLE_CLASS } from '../decode/index.js';

/**
 * Characters dropped before detection: the zero-width, bidi-control, tag, format and control
 * characters of the shared decoded views (../decode/invisible.ts `INVISIBLE_CLASS`, the very
 * class the gate's normalisation removes), plus variation selectors and combining marks, which
 * render on or as nothing and would otherwise split a token just as well.
 */
const DROPPED = new RegExp(`[${INVISIBLE_CLASS}\\uFE00-\\uFE0F\\u{E0100}-\\u{E01EF}\\p{Mn}\\p{Me}]`, 'u');

/** A normalised text that knows where each of its characters came from. */
export interface DetectionText {
  /**
   * NFKC of each code point of the raw text, with {@link DROPPED} characters removed, and the
   * Cyrillic, Greek and small-capital look-alikes of a word that disguises Latin folded to
   * Latin (../decode `foldHomoglyphs`, Unicode TR #39 confusables: `gһp_…` with a Cyrillic һ,
   * `pаssword=` with a Cyrillic а). The fold maps one UTF-16 unit to one, so the map is kept.
   */
  readonly text: string;
  /**
   * The raw range that produced `text.slice(start, end)`: from the first raw code point
   * behind `start` to the end of the one behind `end - 1`, so dropped characters inside the
   * range are part of it. Indices are UTF-16 code units; requires `0 <= start < end <= text.length`.
   */
  toRaw(start: number, end: number): readonly [number, number];
}

/**
 * Folds `raw` code point by code point (NFKC, then drop invisible characters and marks), folds
 * the look-alike letters of disguised words, and keeps, for every unit of the result, the raw code point it came from. Folding each code
 * point alone, rather than the whole string, keeps the map exact; detection only needs ASCII
 * shapes to surface.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns `undefined` when `raw` holds nothing to drop and NFKC and the look-alike fold leave it as it is (most
 *   text: the raw scan then covers everything); otherwise the folded text and its map.
 *   Never throws.
 */
export function buildDetectionText(raw: string): DetectionText | undefined {
  if (!DROPPED.test(raw) && raw.normalize('NFKC') === raw && foldHomoglyphs(raw) === raw) return undefined;

  const foldedOf = new Map<number, string>(); // texts repeat their characters
  const fold = (cp: number): string => {
    let folded = '';
    for (const ch of String.fromCodePoint(cp).normalize('NFKC')) if (!DROPPED.test(ch)) folded += ch;
    foldedOf.set(cp, folded);
    return folded;
  };
  const foldAt = (i: number): string => {
    const cp = raw.codePointAt(i) as number;
    return foldedOf.get(cp) ?? fold(cp);
  };
  /** UTF-16 units of the code point at raw index `i`. */
  const width = (i: number): number => ((raw.codePointAt(i) as number) > 0xffff ? 2 : 1);

  let nfkc = '';
  for (let i = 0; i < raw.length; i += width(i)) nfkc += foldAt(i);
  // One unit for one: every look-alike and its Latin letter are single BMP characters.
  const text = foldHomoglyphs(nfkc);
  // from[k]: the raw index of the code point that folded unit k came from.
  const from = new Int32Array(text.length);
  for (let i = 0, at = 0; i < raw.length; i += width(i)) for (let k = foldAt(i).length; k > 0; k--) from[at++] = i;

  return {
    text,
    toRaw(start, end) {
      const last = from[end - 1] as number;
      return [from[start] as number, last + width(last)];
    },
  };
}
