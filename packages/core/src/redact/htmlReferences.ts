/**
 * A view of a text with its HTML character references decoded in place (issue #19, h45): a token
 * whose prefix, or any of its characters, is written as a reference (`&#103;&#104;&#112;&#95;…`,
 * `g&#104;p_…`, `&#x67;hp_…`, `ghp&lowbar;…`) is read whole, and cut out of the raw text with its
 * references. A run of four or more terminated numeric references alone is decoded by ../decode
 * (findEncodedRuns); this view reads references mixed with plain characters.
 */
import { namedReference } from './namedReferences.js';
import { composeViews, MAX_ESCAPE_LAYERS, type Piece, type RewrittenView, rewrittenView } from './rewrittenViews.js';

/**
 * The characters a named reference is decoded to in this view: those credential shapes and their
 * labels are written with (letters and digits, `&lowbar;`, `&period;`, `&colon;`, `&sol;`,
 * `&equals;`, `&plus;`, `&commat;`, `&hyphen;`, `&tilde;`, quotes, and `&amp;` for a text escaped
 * again). Markup (`&lt;div&gt;`) reads as written: no shape holds `<` or `>`.
 */
const SHAPE_CHARACTER = /^[A-Za-z0-9_.:/=+@~&"'-]$/;

/**
 * One reference as the HTML tokenizer reads it (WHATWG HTML "Character reference state" and after):
 * a numeric one takes every digit that follows (`&#1039` is U+040F, not `g` and a `9`; leading
 * zeros are digits like any other) and its `;` is optional (a parse error, still decoded); a named
 * one needs its `;` (any name of the standard's table, ./namedReferences.ts), except the legacy
 * names the spec also lists without one (`&amp`, `&AMP`, `&quot`, `&QUOT`).
 */
const REFERENCE = /&#(?:[xX](?<hex>[0-9A-Fa-f]+)|(?<dec>[0-9]+));?|&(?:(?<name>[A-Za-z][A-Za-z0-9]{1,31});|(?<legacy>amp|AMP|quot|QUOT))/g;

/**
 * The character a numeric reference stands for when it is one that can be part of a credential's
 * shape: printable ASCII (U+0021 to U+007E), or a character whose compatibility form is one
 * (`&#xFF47;`, a fullwidth `ｇ`, reads `g`); otherwise undefined, and the reference is read as written.
 */
function printable(code: number): string | undefined {
  // Past U+10FFFF (a long run of digits parses to a huge number or Infinity) the tokenizer gives
  // U+FFFD, which no shape holds, and a head of zeros alone parses to NaN; fromCodePoint would throw.
  // Stryker disable next-line EqualityOperator: equivalent — U+10FFFF is a noncharacter, no ASCII either way
  if (!(code <= 0x10ffff)) return undefined;
  return printableText(String.fromCodePoint(code));
}

/** `text` when it reads, once NFKC-folded, as one printable ASCII character (that character); otherwise undefined. */
function printableText(text: string): string | undefined {
  const folded = text.normalize('NFKC');
  return /^[!-~]$/.test(folded) ? folded : undefined;
}

/**
 * An unterminated numeric reference whose digits run into the token after it (`ghp&#x5Fab12…`,
 * `ghp&#951234…`): the tokenizer reads one number past ASCII, but the characters a reader takes for
 * a prefix and a body are there, so detection also reads the reference as its shortest printable
 * head (two or three decimal digits, two hex digits, after leading zeros) followed by the rest of
 * the digits as plain characters. `at` is the raw index of the first digit.
 *
 * @returns the view's pieces, or an empty list when no head is printable ASCII
 */
function splitDigits(digits: string, radix: 10 | 16, start: number, at: number): Piece[] {
  const zeros = digits.length - digits.replace(/^0+/, '').length;
  // A single digit is never printable ASCII (U+0009 and U+000F at most), so heads start at two.
  // Stryker disable next-line EqualityOperator: equivalent for `k >= 1` (see above); `k > 2` is killed (test: `&#6512` reads `A12`)
  for (let k = radix === 10 ? 3 : 2; k >= 2; k--) {
    const head = digits.slice(zeros, zeros + k);
    const char = printable(Number.parseInt(head, radix));
    if (char === undefined) continue;
    const used = at + zeros + head.length;
    return [[char, start, used], ...[...digits.slice(zeros + head.length)].map((d, i): Piece => [d, used + i, used + i + 1])];
  }
  return [];
}

/** The view of `text` with each reference of {@link REFERENCE} the view reads decoded, one level deep. */
function decodeOnce(text: string): RewrittenView | undefined {
  // Stryker disable next-line ConditionalExpression: a shortcut only — without an ampersand no reference matches
  if (!text.includes('&')) return undefined;
  return rewrittenView(text, REFERENCE, (m) => {
    const { hex, dec, name, legacy } = m.groups as Record<string, string | undefined>;
    const end = m.index + m[0].length;
    const digits = hex ?? dec;
    if (digits === undefined) {
      const named = namedReference((name ?? legacy) as string);
      const char = named === undefined ? undefined : printableText(named);
      return char === undefined || !SHAPE_CHARACTER.test(char) ? [] : [[char, m.index, end]];
    }
    const radix = hex === undefined ? 10 : 16;
    const char = printable(Number.parseInt(digits, radix));
    if (char !== undefined) return [[char, m.index, end]];
    // A `;` closes the number: `&#x5Fab;` is one character (past ASCII), not `_` and `ab`.
    return m[0].endsWith(';') ? [] : splitDigits(digits, radix, m.index, end - digits.length);
  });
}

/**
 * The view of `raw` with its HTML character references decoded in place: decimal (`&#103;`) and
 * hex (`&#x67;`, `&#X67;`) references of printable ASCII, with or without their `;`, and the named
 * references of the standard's table (./namedReferences.ts) that read as printable ASCII. A text
 * escaped more than once (`&amp;#103;`, HTML inside an attribute or a JSON string of HTML;
 * `&amp;amp;#119;`) is decoded again until no reference is left, at most
 * {@link MAX_ESCAPE_LAYERS} layers (8; a ninth is read as written). Ordinary HTML reads as the
 * text it renders (`&lt;div&gt;`, `Tom &amp; Jerry`, `&#169; 2026`), which holds no credential
 * unless the rendered text does.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns undefined when `raw` holds no reference the view decodes; otherwise the view and its
 *   map to raw `[start, end)` ranges (a decoded character maps to its whole reference, all layers
 *   of it). Never throws.
 */
export function htmlReferenceView(raw: string): RewrittenView | undefined {
  let view: RewrittenView | undefined;
  for (let layer = 0; layer < MAX_ESCAPE_LAYERS; layer++) {
    const next = decodeOnce(view?.text ?? raw);
    if (next === undefined) break;
    view = view === undefined ? next : composeViews(view, next);
  }
  return view;
}
