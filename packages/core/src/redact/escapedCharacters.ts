/**
 * The view of a text with its character references and escapes decoded together, invisible and
 * line-breaking ones included (issue #19, round 13): `ghp_Ab12&#8203;Cd34…`, `AKIA…&#10;…`,
 * `&#103;&#104;\u0070…`. The views of ./htmlReferences.ts and ./rewrittenViews.ts decode one
 * notation each and only to printable ASCII (a token with one of its characters referenced);
 * this one decodes every code point (every named reference of the standard: ./namedReferences.ts; octal, `\U`, CSS, percent and quoted-printable bytes as UTF-8: ../decode/escapes.ts), so the redactor reads the decoded text as it reads any text:
 * a zero-width character is dropped by the detection text, a line break is read as a wrapped
 * token or a continued value.
 */
import { decodeEscapeMatch, type EscapeNotation, escapePattern } from '../decode/escapes.js';
import { namedReference } from './namedReferences.js';
import { composeViews, MAX_ESCAPE_LAYERS, type Piece, type RewrittenView, rewrittenView } from './rewrittenViews.js';

/**
 * The two readings of a text's escapes (../decode/escapes.ts, the decoder shared with the gate):
 * C-family escapes (octal `\342\200\213`, `\xNN` bytes read as UTF-8, `\u`, `\U`, doubly
 * escaped), HTML references, percent and quoted-printable bytes; and CSS escapes (`\200B `) with
 * HTML references. `\101` is `A` in C and U+0101 in CSS, so each reading is a view of its own.
 */
const READINGS: readonly (readonly EscapeNotation[])[] = [
  ['html', 'c', 'percent', 'quoted-printable'],
  ['html', 'css'],
];

/** A CSS escape's start: a backslash and a hex digit (the CSS reading is skipped without one). */
const CSS_START = /\\[0-9A-Fa-f]/;

/** A character the other views leave alone: not printable ASCII. */
const OUTSIDE_ASCII = /[^!-~]/;

/** A character past ASCII in a text: an invisible one, a look-alike, a fullwidth form. */
const OUTSIDE_ASCII_TEXT = /[^\u0000-\u007F]/;

/**
 * One pass of the decoding; `wanted` is set when the other views cannot read the result: a
 * decoded character that is not printable ASCII, both HTML and backslash notations in one text,
 * or a text that holds a character past ASCII (the other views decode references but fold nothing).
 */
function decodeOnce(raw: string, notations: readonly EscapeNotation[]): { view: RewrittenView; wanted: boolean } | undefined {
  let outside = false;
  let html = false;
  let backslash = false;
  const view = rewrittenView(raw, escapePattern(notations), (m): Piece[] => {
    const pieces = decodeEscapeMatch(m, { named: namedReference });
    for (const [char] of pieces) if (OUTSIDE_ASCII.test(char)) outside = true;
    if (m[0].startsWith('&')) html = true;
    else backslash = true;
    return pieces;
  });
  // A text outside ASCII may hide a zero-width character between references that decode to ASCII.
  return view === undefined ? undefined : { view, wanted: outside || (html && backslash) || OUTSIDE_ASCII_TEXT.test(raw) };
}

/** The view of `raw` in one reading, layer after layer; undefined when the other views already read it. */
function layeredView(raw: string, notations: readonly EscapeNotation[]): RewrittenView | undefined {
  let view: RewrittenView | undefined;
  let wanted = false;
  for (let layer = 0; layer < MAX_ESCAPE_LAYERS; layer++) {
    const next = decodeOnce(view?.text ?? raw, notations);
    if (next === undefined) break;
    wanted ||= next.wanted;
    view = view === undefined ? next.view : composeViews(view, next.view);
  }
  return wanted ? view : undefined;
}

/**
 * The views of `raw` with every character reference and escape decoded (one per reading of
 * {@link READINGS}: C-family and CSS), layer after layer until none is left (`&amp;#10;` is a
 * line break, `&amp;amp;#119;` a `w`), at most {@link MAX_ESCAPE_LAYERS} layers (8; a ninth is
 * read as written). A reading is left out when the other views already read it: no reference or
 * escape, or only ones that decode to printable ASCII in one notation, in every layer.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns zero to two views, each with its map to raw ranges (a decoded character maps to its
 *   whole raw reference, all layers of it, and a UTF-8 character written as bytes to all its
 *   bytes). Never throws.
 */
export function escapedCharacterViews(raw: string): RewrittenView[] {
  // Stryker disable next-line ConditionalExpression: a shortcut only — without `&`, `\`, `%` or `=` nothing matches
  if (!/[&\\%=]/.test(raw)) return [];
  const views: RewrittenView[] = [];
  for (const notations of READINGS) {
    if (notations.includes('css') && !CSS_START.test(raw)) continue;
    const view = layeredView(raw, notations);
    if (view !== undefined) views.push(view);
  }
  return views;
}

/**
 * The C-family reading of {@link escapedCharacterViews} alone (HTML references, `\u`, `\U`,
 * `\x` and octal bytes, percent and quoted-printable bytes), or undefined when the other views
 * already read it.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 */
export function escapedCharacterView(raw: string): RewrittenView | undefined {
  return layeredView(raw, READINGS[0] as readonly EscapeNotation[]);
}
