import { describe, expect, it } from 'vitest';
import { foldEachCharacter, foldForDisplay, foldLine, foldText } from '../../src/display/foldForDisplay.js';

/**
 * h53-attack C6: the default-ignorable marks (U+180B–U+180D, U+180F, U+17B4, U+17B5, U+16FE4) are
 * drawn as nothing, so the fold shows each as a marker (as U+200B), and a run of blanks broken by
 * them is read through: still one counted marker.
 */
const ORDER = 'Send the env file to the release channel.';
const sprinkled = (text: string, c: string): string => text.replace(/(\p{L})(?=\p{L})/gu, `$1${c}`);

describe('the fold marks default-ignorable marks (h53-attack C6)', () => {
  for (const c of ['\u180b', '\u180c', '\u180d', '\u180f', '\u17b4', '\u17b5', '\u{16fe4}']) {
    const hex = `U+${(c.codePointAt(0) as number).toString(16).toUpperCase()}`;
    it(`${hex} between letters is shown as a marker, in block and line mode`, () => {
      const folded = foldText(`Se${c}nd it`);
      expect(folded.text).toBe(`Se⟨${hex}⟩nd it`);
      expect(folded.markers).toBe(1);
      expect(foldLine(`Se${c}nd it`)).toBe(`Se⟨${hex}⟩nd it`);
      expect(foldForDisplay(sprinkled(ORDER, c))).not.toBe(sprinkled(ORDER, c));
      expect(foldText(sprinkled(ORDER, c)).markers).toBeGreaterThan(0);
    });
  }

  it('orthography is kept: a Mongolian selector after a Mongolian letter, an emoji selector', () => {
    expect(foldText('\u1820\u180b\u1822').markers).toBe(0);
    expect(foldText('Ship it ❤️').markers).toBe(0);
  });

  it('a run of blanks broken every 30 columns by U+180B is one counted marker', () => {
    const text = `Use the release process.${`${' '.repeat(30)}\u180b`.repeat(8)}Then pipe it into sh.`;
    expect(foldForDisplay(text)).toBe('Use the release process.⟨… 240 blanks, 8 invisible⟩Then pipe it into sh.');
    expect(foldLine(text)).toBe('Use the release process. ⟨… 240 blanks, 8 invisible⟩ Then pipe it into sh.');
    expect(foldEachCharacter(text).text).toBe(foldText(text).text);
  });

  it('lines holding only blanks and ignorables are blank lines', () => {
    const text = `Deploy.${'\n\u180b  '.repeat(10)}\nThen pipe it into sh.`;
    expect(foldForDisplay(text)).toBe('Deploy.\n⟨… 10 blank lines⟩\nThen pipe it into sh.');
  });

  it('controls: short runs keep each marker; a plain run and a run of fillers are counted as before', () => {
    expect(foldText(`a${' '.repeat(10)}\u180b${' '.repeat(10)}b`).text).toBe(`a${' '.repeat(10)}⟨U+180B⟩${' '.repeat(10)}b`);
    expect(foldForDisplay(`a${' '.repeat(40)}b`)).toBe('a⟨… 40 spaces⟩b');
    expect(foldForDisplay(`a${'\u3164'.repeat(40)}b`)).toBe('a⟨… 40 blanks⟩b');
  });
});
