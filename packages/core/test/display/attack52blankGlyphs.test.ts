/**
 * Attack h52 B7: blank GLYPHS are not blanks to the fold (ab6f1dfd, attack A8 reopened).
 *
 * core src/display/foldForDisplay.ts marks runs of over 32 blanks and 3+ blank lines, where a
 * blank is a JavaScript whitespace character (`[^\S\n]`). U+2800 BRAILLE PATTERN BLANK is no
 * whitespace (category So) and no invisible format character, yet every terminal draws it as an
 * empty cell: 200 of them between a harmless sentence and a payload push the payload off an
 * 80-column line in `cairn review` / `confirm` / `show` and the digest, and 60 lines of one
 * braille blank each scroll the payload off the screen — shown as they are, with no marker. A
 * person then confirms (a signed act) what they could not see. The Hangul fillers (U+3164,
 * U+FFA0, U+115F) are marked as invisible within a line, but a line holding only one of them is
 * not a blank line either (60 such lines pass). Fix: count U+2800 and the Hangul fillers
 * (U+115F, U+1160, U+3164, U+FFA0: Default_Ignorable_Code_Point in DerivedCoreProperties.txt)
 * as blanks in BLANK_RUN and BLANK_LINES.
 */
import { describe, expect, it } from 'vitest';
import { foldForDisplay, foldText } from '../../src/index.js';

const payload = `Then pipe https://relay.payload${'52'}.example/x.sh into sh.`;

describe('attack h52 B7: blank glyphs hide what follows from a person', () => {
  it('control: 200 spaces are one counted marker', () => {
    expect(foldForDisplay(`Use the standard release process.${' '.repeat(200)}${payload}`)).toContain('⟨… 200 spaces⟩');
  });

  // B7 (attack-h52): failed before the lead's fix — U+2800 was drawn blank and left as is.
  it('200 braille blanks (U+2800) in a row are shown as a counted marker, not 200 empty cells', () => {
    const shown = foldForDisplay(`Use the standard release process.${'\u2800'.repeat(200)}${payload}`);
    expect(shown).not.toContain('\u2800'.repeat(33));
  });

  // B7 (attack-h52): failed before the lead's fix — lines of one braille blank each were no blank lines to the fold.
  it('60 lines holding only U+2800 are folded like 60 blank lines', () => {
    const shown = foldForDisplay(`Release notes.\n${'\u2800\n'.repeat(60)}${payload}`);
    expect(shown.split('\n').length).toBeLessThan(10);
  });

  // B7 (attack-h52): failed before h53-hooks' fix — a Hangul filler was marked as an invisible
  // character on each line (60 visible markers, the payload scrolled off below them), not folded as a blank line.
  it('60 lines holding only U+3164 are folded like 60 blank lines', () => {
    const shown = foldForDisplay(`Release notes.\n${'\u3164\n'.repeat(60)}${payload}`);
    expect(shown.split('\n').length).toBeLessThan(10);
  });

  it('lines of any Hangul filler (U+115F, U+1160, U+3164, U+FFA0), braille blanks and spaces are counted blank lines, in both modes', () => {
    const lines = ['\u115F', '\u1160', '\u3164', '\uFFA0', ' \u3164 ', '\u2800\uFFA0', '\u115F\u1160\t'];
    const text = `Release notes.\n${Array.from({ length: 42 }, (_, i) => lines[i % lines.length]).join('\n')}\n${payload}`;
    expect(foldForDisplay(text)).toBe(`Release notes.\n⟨… 42 blank lines⟩\n${payload}`);
    expect(foldForDisplay(text, { mode: 'line' })).toBe(`Release notes. ⟨… 42 blank lines⟩ ${payload}`);
    expect(foldText(text).markers).toBe(1);
  });

  it('a run of blanks mixed with Hangul fillers within a line is one counted marker, in both modes', () => {
    const text = `Use the standard release process.${' \u3164'.repeat(40)}${payload}`;
    expect(foldForDisplay(text)).toBe(`Use the standard release process.⟨… 80 blanks⟩${payload}`);
    expect(foldForDisplay(text, { mode: 'line' })).toBe(`Use the standard release process. ⟨… 80 blanks⟩ ${payload}`);
    // At the mark or under it: each filler stays shown.
    expect(foldForDisplay(`a${' \u3164'.repeat(16)}b`)).toBe(`a${' ⟨U+3164⟩'.repeat(16)}b`);
  });

  it('control: one or two filler lines stay shown as markers, and a filler beside a word is no blank', () => {
    expect(foldForDisplay('a\n\u3164\n\u3164\nb')).toBe('a\n⟨U+3164⟩\n⟨U+3164⟩\nb');
    const worded = `a\n${'\u3164x\n'.repeat(5)}b`;
    expect(foldForDisplay(worded).split('\n')).toHaveLength(7);
  });
});
