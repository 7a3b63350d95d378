import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/index.js';

/**
 * Attack h57 H1 (goal b, medium: a credential written whole under the Cairn home): a token spelled
 * out character by character is redacted when the characters are separated by ASCII blanks, a tab,
 * a dash, a dot, a comma, a pipe, a slash or an underscore (redact/rewrittenViews.ts
 * `letterSpacedView` and the decoders) — but not when the separator is a Unicode space: NO-BREAK
 * SPACE (U+00A0, what a web page's `&nbsp;` or a rich-text paste gives), EM SPACE, IDEOGRAPHIC SPACE,
 * NARROW NO-BREAK SPACE, FIGURE SPACE, or LINE SEPARATOR (U+2028), nor one character per line. NFKC
 * (DESIGN.md §2 step 2) maps every one of those spaces to U+0020, and the redactor is to run "on the
 * raw and the normalised forms", so the normalised form IS the ASCII-spaced run the rule already
 * reads. Cause: `LETTER_SPACED` takes `[ \t]{1,3}|-` as separators and is applied to the raw text only.
 * Fix direction: run letterSpacedView on the NFKC form too (or take `[\p{Zs}\t]` and U+2028/2029
 * as blanks), and a line break as a separator when every line holds one character.
 * Fixed in session 59 (h59-redact): letterSpacedView takes Unicode spaces, U+2028/U+2029 and a line
 * break as separators; wrappedLines reads U+2028/U+2029 as line breaks. The token is assembled at run
 * time (obviously fake).
 */
const TOKEN = ['gh', 'p_', 'a1B2c3D4e5a1B2c3D4e5a1B2c3D4e5f6G7h8'].join('');
const spelled = (sep: string): string => [...TOKEN].join(sep);
const kept = (text: string): boolean =>
  redactSecrets(text)
    .text.replace(/[^A-Za-z0-9_]/gu, '')
    .includes(TOKEN);

describe('attack h57 H1: a token spelled out with Unicode spaces (or one character a line) is kept', () => {
  it('control: spelled with ASCII blanks, a tab, a dash, a dot or a pipe it is redacted', () => {
    for (const sep of [' ', '  ', '\t', '-', '.', '|']) expect(kept(`The CI token is ${spelled(sep)} for deploys`), JSON.stringify(sep)).toBe(false);
  });

  for (const [name, sep] of [
    ['NO-BREAK SPACE U+00A0', '\u00a0'],
    ['IDEOGRAPHIC SPACE U+3000', '\u3000'],
    ['EM SPACE U+2003', '\u2003'],
    ['NARROW NO-BREAK SPACE U+202F', '\u202f'],
    ['FIGURE SPACE U+2007', '\u2007'],
    ['LINE SEPARATOR U+2028', '\u2028'],
    ['PARAGRAPH SEPARATOR U+2029', '\u2029'],
    ['a line break (one character a line)', '\n'],
  ] as const) {
    it(`spelled with ${name}: redacted`, () => {
      expect(kept(`The CI token is ${spelled(sep)} for deploys`)).toBe(false);
    });
  }

  // One LINE SEPARATOR inside the token (a rich-text editor's soft line break): a line feed, an NBSP,
  // an ideographic space or a zero-width space there is read through (wrappedLines, the joined
  // view), U+2028 is not — the bare token is kept whole, a labelled one keeps its tail.
  it('control: one line feed, NBSP or zero-width space inside the token is read through', () => {
    for (const sep of ['\n', '\u00a0', '\u200b']) expect(kept(`${TOKEN.slice(0, 20)}${sep}${TOKEN.slice(20)}`), JSON.stringify(sep)).toBe(false);
  });

  it('one LINE SEPARATOR U+2028 inside the bare token: redacted', () => {
    expect(kept(`${TOKEN.slice(0, 20)}\u2028${TOKEN.slice(20)}`)).toBe(false);
  });

  it('one LINE SEPARATOR U+2028 inside a labelled token: no part of it is kept', () => {
    expect(redactSecrets(`The CI token is ${TOKEN.slice(0, 20)}\u2028${TOKEN.slice(20)} for deploys`).text).not.toContain(TOKEN.slice(20));
  });
});
