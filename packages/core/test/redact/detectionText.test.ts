// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * The detection text (DESIGN.md §2.2–2.3): what the normalised scan sees, and how a range of it
 * maps back to the raw text, so a token found in the normalised form is cut out exactly.
 */
import { describe, expect, test } from 'vitest';
import { buildDetectionText, type DetectionText } from '../../src/redact/detectionText.js';
import { redactSecrets } from '../../src/redact/index.js';
import { fake, fullwidth } from './fixtures.js';

/** Folds `raw`, failing the test when folding is the identity. */
function folded(raw: string): DetectionText {
  const result = buildDetectionText(raw);
  expect(result, `expected ${JSON.stringify(raw)} to fold`).toBeDefined();
  return result as DetectionText;
}

/** The raw text behind each unit of the folded text, unit by unit. */
function rawPerUnit(raw: string): string[] {
  const d = folded(raw);
  return [...Array(d.text.length).keys()].map((k) => raw.slice(...d.toRaw(k, k + 1)));
}

describe('text that folding leaves alone', () => {
  test.each([
    ['empty', ''],
    ['printable ASCII', 'The CI runner caches node_modules; see README.md (#12) ~ 100% {ok} [x] | a\\b'],
    ['tab, LF and CR', 'a\tb\nc\r\nd'],
    ['NFKC-stable non-ASCII', 'Café, 日本語, Ελληνικά, emoji \u{1F600}'],
  ])('%s: no detection text (the raw scan covers it)', (_name, raw) => {
    expect(buildDetectionText(raw)).toBeUndefined();
  });
});

describe('what the normalised scan sees', () => {
  test.each([
    ['zero-width space', 'ab\u200Bcd', 'abcd'],
    ['ASCII DEL', 'ab\u007Fcd', 'abcd'],
    ['C0 controls other than tab/LF/CR', 'a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg', 'abcdefg'],
    ['C1 controls', 'a\u0080b\u009Fc', 'abc'],
    ['tab, LF and CR are kept next to a folded character', '\tＡ\n\r', '\tA\n\r'],
    ['fullwidth forms', 'ＡＢｃ１', 'ABc1'],
    ['a ligature folds to two letters', 'x\uFB01y', 'xfiy'],
    ['a square word folds to four characters', 'a\u337Fb', 'a株式会社b'],
    ['an astral letter folds to one unit', 'a\u{1D400}b', 'aAb'],
    ['an astral tag character is dropped', 'a\u{E0041}b', 'ab'],
    ['a combining mark is dropped', 'e\u0301x\u0300', 'ex'],
    ['U+FFFF is one unit, not a pair', '\uFFFFＡＢ', '\uFFFFAB'],
    ['a lone surrogate is kept', '\uD800Ａ\uDC00', '\uD800A\uDC00'],
  ])('%s', (_name, raw, text) => {
    expect(folded(raw).text).toBe(text);
  });
});

describe('toRaw: from a folded range back to the raw text', () => {
  test('each unit maps to the raw code point it came from', () => {
    expect(rawPerUnit('ab\u200Bcd')).toEqual(['a', 'b', 'c', 'd']);
    expect(rawPerUnit('ＡＢｃ')).toEqual(['Ａ', 'Ｂ', 'ｃ']);
    expect(rawPerUnit('\u0001ab\u007F')).toEqual(['a', 'b']);
  });

  test('every unit of a code point that folds to several maps to the whole code point', () => {
    expect(rawPerUnit('x\uFB01y')).toEqual(['x', '\uFB01', '\uFB01', 'y']);
    expect(rawPerUnit('a\u337Fb')).toEqual(['a', '\u337F', '\u337F', '\u337F', '\u337F', 'b']);
  });

  test('a unit from an astral code point maps to both halves of its surrogate pair', () => {
    const d = folded('a\u{1D400}b');
    expect(d.toRaw(1, 2)).toEqual([1, 3]);
    expect(d.toRaw(2, 3)).toEqual([3, 4]);
    expect(d.toRaw(0, 3)).toEqual([0, 4]);
  });

  test('U+FFFF is one raw unit wide', () => {
    const d = folded('\uFFFFＡＢ');
    expect(d.toRaw(0, 1)).toEqual([0, 1]);
    expect(d.toRaw(1, 3)).toEqual([1, 3]);
  });

  test('dropped characters inside a range belong to it; those at its edges do not', () => {
    const raw = '\u200Ba\u200Bb\u{E0041}c\u200B';
    const d = folded(raw);
    expect(d.text).toBe('abc');
    expect(d.toRaw(0, 3)).toEqual([1, 7]);
    expect(raw.slice(...d.toRaw(0, 3))).toBe('a\u200Bb\u{E0041}c');
    expect(d.toRaw(1, 2)).toEqual([3, 4]);
    expect(d.toRaw(2, 3)).toEqual([6, 7]);
  });

  test('after expanding characters, later units still map to their own place', () => {
    // The folded text is longer than the raw one here; the map must keep up.
    const raw = '\u337F'.repeat(20) + 'Ｚ';
    const d = folded(raw);
    expect(d.text).toHaveLength(81);
    expect(d.toRaw(80, 81)).toEqual([20, 21]);
    expect(d.toRaw(0, 81)).toEqual([0, 21]);
  });

  test('on mixed text, every unit maps back to a raw code point whose fold holds that unit', () => {
    const pool = ['a', 'Z', '0', ' ', '\n', 'Ａ', 'ｚ', '\u200B', '\u00AD', '\u0301', '\uFB01', '\u337F', '\u{1D400}', '\u{E0041}', 'é', '日', '\u007F'];
    let seed = 7;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let run = 0; run < 50; run++) {
      const raw = Array.from({ length: 40 }, () => pool[next() % pool.length]).join('') + 'Ａ';
      const d = folded(raw);
      let previous: readonly [number, number] = [-1, 0];
      for (let k = 0; k < d.text.length; k++) {
        const [start, end] = d.toRaw(k, k + 1);
        expect(start).toBeGreaterThanOrEqual(previous[0]);
        expect(start).toBeGreaterThanOrEqual(0);
        expect(end).toBeLessThanOrEqual(raw.length);
        expect(raw.slice(start, end).normalize('NFKC')).toContain(d.text[k]);
        previous = [start, end];
      }
    }
  });
});

describe('what this means for redaction', () => {
  const body = fake(36);
  const tok = 'gh' + 'p_' + body;

  test.each([
    ['DEL', '\u007F'],
    ['NUL', '\u0000'],
    ['SOH', '\u0001'],
    ['vertical tab', '\u000B'],
    ['form feed', '\u000C'],
    ['unit separator', '\u001F'],
    ['C1 control', '\u0085'],
  ])('a token split by an ASCII or C1 control character (%s) is found, the text around it kept', (_name, ch) => {
    const result = redactSecrets(`before gh${ch}p_${body.slice(0, 10)}${ch}${body.slice(10)} after`);
    expect(result).toEqual({ text: 'before [REDACTED:github-token] after', kinds: ['github-token'] });
  });

  test('a fullwidth token after U+FFFF is cut out at the right place', () => {
    expect(redactSecrets(`\uFFFF${fullwidth(tok)}\uFFFF`).text).toBe('\uFFFF[REDACTED:github-token]\uFFFF');
  });

  test('a fullwidth token after expanding characters is cut out at the right place', () => {
    const before = '\u337F\uFB01'.repeat(30);
    expect(redactSecrets(`${before} ${fullwidth(tok)} \u337F`).text).toBe(`${before} [REDACTED:github-token] \u337F`);
  });

  test('a fullwidth token after astral characters is cut out at the right place', () => {
    const before = '\u{1D400}\u{1F600}\u{E0041}';
    expect(redactSecrets(`${before}${fullwidth(tok)}.`).text).toBe(`${before}[REDACTED:github-token].`);
  });
});
