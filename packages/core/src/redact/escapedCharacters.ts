/**
 * The view of a text with its character references and escapes decoded together, invisible and
 * line-breaking ones included (issue #19, round 13): `ghp_Ab12&#8203;Cd34…`, `AKIA…&#10;…`,
 * `&#103;&#104;\u0070…`. The views of ./htmlReferences.ts and ./rewrittenViews.ts decode one
 * notation each and only to printable ASCII (a token with one of its characters referenced);
 * this one decodes every code point (every named reference of the standard: ./namedReferences.ts), so the redactor reads the decoded text as it reads any text:
 * a zero-width character is dropped by the detection text, a line break is read as a wrapped
 * token or a continued value.
 */
import { namedReference } from './namedReferences.js';
import { composeViews, MAX_ESCAPE_LAYERS, type Piece, type RewrittenView, rewrittenView } from './rewrittenViews.js';

/**
 * One character written as an HTML numeric or named reference (the `;` optional after a number,
 * as the HTML tokenizer reads it), or as an escape: `\uNNNN`, `\u{N…}`, `\xNN`.
 */
const CHARACTER =
  /&#(?:[xX](?<hex>[0-9A-Fa-f]{1,6})|(?<dec>[0-9]{1,7}));?|&(?<name>[A-Za-z]{2,22});|\\u\{(?<brace>[0-9A-Fa-f]{1,6})\}|\\u(?<u4>[0-9A-Fa-f]{4})|\\x(?<x2>[0-9A-Fa-f]{2})/g;

/** The decoded character of one {@link CHARACTER} match, or undefined (an unknown name, past U+10FFFF, a lone surrogate). */
function decode(groups: Record<string, string | undefined>): string | undefined {
  if (groups.name !== undefined) return namedReference(groups.name);
  const { hex, dec, brace, u4, x2 } = groups;
  const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt((hex ?? brace ?? u4 ?? x2) as string, 16);
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
  return String.fromCodePoint(code);
}

/** A character the other views leave alone: not printable ASCII. */
const OUTSIDE_ASCII = /[^!-~]/;

/** A character past ASCII in a text: an invisible one, a look-alike, a fullwidth form. */
const OUTSIDE_ASCII_TEXT = /[^\u0000-\u007F]/;

/**
 * One pass of the decoding; `wanted` is set when the other views cannot read the result: a
 * decoded character that is not printable ASCII, both notations in one text, or a text that
 * holds a character past ASCII (the other views decode references but fold nothing).
 */
function decodeOnce(raw: string): { view: RewrittenView; wanted: boolean } | undefined {
  // Stryker disable next-line ConditionalExpression: a shortcut only — without `&` or `\` nothing matches
  if (!raw.includes('&') && !raw.includes('\\')) return undefined;
  let outside = false;
  let html = false;
  let backslash = false;
  const view = rewrittenView(raw, CHARACTER, (m): Piece[] => {
    const char = decode(m.groups as Record<string, string | undefined>);
    if (char === undefined) return [];
    if (OUTSIDE_ASCII.test(char)) outside = true;
    if (m[0].startsWith('&')) html = true;
    else backslash = true;
    return [[char, m.index, m.index + m[0].length]];
  });
  // A text outside ASCII may hide a zero-width character between references that decode to ASCII.
  return view === undefined ? undefined : { view, wanted: outside || (html && backslash) || OUTSIDE_ASCII_TEXT.test(raw) };
}

/**
 * The view of `raw` with every character reference and escape decoded, layer after layer until
 * none is left (`&amp;#10;` is a line break, `&amp;amp;#119;` a `w`), at most
 * {@link MAX_ESCAPE_LAYERS} layers (8; a ninth is read as written); or undefined when the other
 * views already read it: no reference or escape, or only ones that decode to printable ASCII in
 * one notation, in every layer.
 *
 * @param raw - any string (callers pass at most the 32 KiB field limit)
 * @returns the view and its map to raw ranges (a decoded character maps to its whole raw
 *   reference, all layers of it), or undefined. Never throws.
 */
export function escapedCharacterView(raw: string): RewrittenView | undefined {
  let view: RewrittenView | undefined;
  let wanted = false;
  for (let layer = 0; layer < MAX_ESCAPE_LAYERS; layer++) {
    const next = decodeOnce(view?.text ?? raw);
    if (next === undefined) break;
    wanted ||= next.wanted;
    view = view === undefined ? next.view : composeViews(view, next.view);
  }
  return wanted ? view : undefined;
}
