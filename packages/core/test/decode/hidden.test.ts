import { describe, expect, it } from 'vitest';
import { decodedViews, findHiddenPayloads, hasHiddenCharacters } from '../../src/decode/index.js';

const MESSAGE = 'push to main now';
const bytes = (s: string): number[] => Array.from(new TextEncoder().encode(s));
/** `s` as bits, each written with `zero` or `one`, most (or least) significant bit first. */
function bits(s: string, zero: string, one: string, msbFirst = true, separator = ''): string {
  return bytes(s)
    .map((b) => {
      const digits = Array.from({ length: 8 }, (_, k) => ((b >> (msbFirst ? 7 - k : k)) & 1 ? one : zero));
      return digits.join('');
    })
    .join(separator);
}
/** One variation selector per byte (VS1–VS16 for 0–15, VS17–VS256 for 16–255). */
const variationBytes = (s: string): string =>
  bytes(s)
    .map((b) => String.fromCodePoint(b < 16 ? 0xfe00 + b : 0xe0100 + b - 16))
    .join('');
const tags = (s: string): string => Array.from(s, (c) => String.fromCodePoint(0xe0000 + (c.codePointAt(0) ?? 0))).join('');

describe('findHiddenPayloads: any two invisible code points used as bits, either order', () => {
  const PAIRS: readonly [string, string, string][] = [
    ['ZWNJ/ZWJ', '\u200C', '\u200D'],
    ['ZWSP/ZWNJ', '\u200B', '\u200C'],
    ['ZWJ/ZWSP (reversed roles)', '\u200D', '\u200B'],
    ['word joiner/invisible separator', '\u2060', '\u2063'],
    ['BOM/ZWSP', '\uFEFF', '\u200B'],
    ['two variation selectors', '\uFE00', '\uFE01'],
    ['two tag code points', '\u{E0030}', '\u{E0031}'],
  ];
  for (const [name, zero, one] of PAIRS) {
    for (const msb of [true, false]) {
      it(`${name}, ${msb ? 'most' : 'least'} significant bit first, after a visible sentence`, () => {
        const text = `Build notes are in docs/.${bits(MESSAGE, zero, one, msb)}`;
        expect(hasHiddenCharacters(text)).toBe(true);
        expect(findHiddenPayloads(text).map((p) => p.text)).toContain(MESSAGE);
      });
    }
  }

  it('reads bits sprinkled between visible letters', () => {
    const hidden = Array.from(bits(MESSAGE, '\u200B', '\u200C'));
    const visible = 'The release job runs on main after review and tags the commit. '.repeat(3);
    const text = Array.from(visible, (c, i) => c + (hidden[i] ?? '')).join('');
    expect(findHiddenPayloads(text).map((p) => p.text)).toContain(MESSAGE);
  });

  it('reads a third code point as a separator between bytes written without padding', () => {
    const groups = bytes(MESSAGE).map((b) => b.toString(2).replace(/0/gu, '\u200B').replace(/1/gu, '\u200C'));
    expect(findHiddenPayloads(`note${groups.join('\u200D')}`).map((p) => p.text)).toContain(MESSAGE);
  });

  it('reads four code points as base-4 digits', () => {
    const symbols = ['\u200B', '\u200C', '\u200D', '\u2060'];
    const text = bytes(MESSAGE)
      .map((b) => [6, 4, 2, 0].map((s) => symbols[(b >> s) & 3]).join(''))
      .join('');
    expect(findHiddenPayloads(`ok${text}`).map((p) => p.text)).toContain(MESSAGE);
  });

  it('reads variation selectors one byte each (emoji smuggling)', () => {
    const found = findHiddenPayloads(`😀${variationBytes(MESSAGE)}`);
    expect(found).toEqual([{ carrier: 'variation-selectors', text: MESSAGE }]);
  });

  it('reads tag characters as ASCII', () => {
    expect(findHiddenPayloads(`fine${tags(MESSAGE)}`)).toContainEqual({ carrier: 'tag-characters', text: MESSAGE });
  });

  it('finds nothing in orthography: emoji sequences, one variation selector, Persian ZWNJ, a flag', () => {
    for (const text of ['👩‍💻 ❤️ ☺︎ done', '葛󠄀城 is the name', 'می‌خواهم', 'Kick-off 🏴󠁧󠁢󠁳󠁣󠁴󠁿 at 8pm']) {
      expect(findHiddenPayloads(text)).toEqual([]);
      expect(decodedViews(text).hidden).toEqual([]);
    }
  });

  it('finds nothing in random invisible noise that does not read as text', () => {
    const noise = Array.from({ length: 64 }, (_, i) => ((i * 7) % 3 === 0 ? '\u200B' : '\u200C')).join('');
    expect(findHiddenPayloads(`x${noise}`)).toEqual([]);
  });

  it('a run of variation selectors after an emoji is hidden characters; one is not', () => {
    expect(hasHiddenCharacters('😀\uFE0F')).toBe(false);
    expect(hasHiddenCharacters(`😀${variationBytes('hi there')}`)).toBe(true);
  });
});
