/**
 * A view of a text with its HTML character references decoded in place (issue #19, h45): a token
 * whose prefix, or any of its characters, is written as a reference (`&#103;&#104;&#112;&#95;…`,
 * `g&#104;p_…`, `&#x67;hp_…`, `ghp&lowbar;…`) is read whole, and cut out of the raw text with its
 * references. A run of four or more terminated numeric references alone is decoded by ../decode
 * (findEncodedRuns); this view reads references mixed with plain characters.
 */
import { type Piece, type RewrittenView, rewrittenView } from './rewrittenViews.js';

/**
 * The named references a credential's shape can be written with, and the character each stands
 * for (WHATWG HTML Living Standard, "Named character references", entities.json). Names are
 * case-sensitive there (`&Colon;` is U+2237, not `:`). `&hyphen;` and `&dash;` stand for U+2010
 * HYPHEN, which Unicode TR #39 confusables.txt reads as `-`: a reader sees a dash, so detection does.
 */
const NAMED: Readonly<Record<string, string>> = {
  lowbar: '_',
  UnderBar: '_',
  period: '.',
  colon: ':',
  sol: '/',
  equals: '=',
  plus: '+',
  commat: '@',
  amp: '&',
  AMP: '&',
  quot: '"',
  QUOT: '"',
  apos: "'",
  hyphen: '-',
  dash: '-',
};

/**
 * One reference as the HTML tokenizer reads it (WHATWG HTML "Character reference state" and after):
 * a numeric one takes every digit that follows (`&#1039` is U+040F, not `g` and a `9`; leading
 * zeros are digits like any other) and its `;` is optional (a parse error, still decoded); a named
 * one needs its `;`, except the legacy names the spec also lists without one (`&amp`, `&AMP`,
 * `&quot`, `&QUOT`).
 */
const REFERENCE =
  /&#(?:[xX](?<hex>[0-9A-Fa-f]+)|(?<dec>[0-9]+));?|&(?:(?<name>lowbar|UnderBar|period|colon|sol|equals|plus|commat|apos|hyphen|dash);|(?<legacy>amp|AMP|quot|QUOT);?)/g;

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
  const folded = String.fromCodePoint(code).normalize('NFKC');
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
      const char = NAMED[(name ?? legacy) as string];
      return char === undefined ? [] : [[char, m.index, end]];
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
 * references of {@link NAMED}. A text escaped twice (`&amp;#103;`, HTML inside an attribute or a
 * JSON string of HTML) is decoded again once, so the second level reads too. Ordinary HTML reads
 * as the text it renders (`&lt;div&gt;`, `Tom &amp; Jerry`, `&#169; 2026`), which holds no
 * credential unless the rendered text does.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns undefined when `raw` holds no reference the view decodes; otherwise the view and its
 *   map to raw `[start, end)` ranges (a decoded character maps to its whole reference). Never throws.
 */
export function htmlReferenceView(raw: string): RewrittenView | undefined {
  const once = decodeOnce(raw);
  if (once === undefined) return undefined;
  const twice = decodeOnce(once.text);
  if (twice === undefined) return once;
  return { text: twice.text, toRaw: (start, end) => once.toRaw(...twice.toRaw(start, end)) };
}
