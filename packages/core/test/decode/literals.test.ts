// biome-ignore-all lint/suspicious/noTemplateCurlyInString: template interpolations are the data under test
import { describe, expect, it } from 'vitest';
import { decodedViews, joinStringLiterals } from '../../src/decode/index.js';

/** The view's text, and the raw text behind the whole of it. */
const view = (raw: string): string | undefined => joinStringLiterals(raw)?.text;

describe('joinStringLiterals', () => {
  it('reads an array of literals as one string, whatever the quotes and the layout', () => {
    // The view drops the quotes between the pieces only: the outer ones stay as written.
    expect(view('["ab", "cd", \'ef\'].join("")')).toBe('["abcdef\'].join("")');
    expect(view('"".join([\n  "ab",\n  "cd",\n])')).toBe('"".join([\n  "abcd",\n])');
    expect(view('[`ab`,`cd`]')).toBe('[`abcd`]');
  });
  it('reads literals joined by + as one string, the quotes may differ', () => {
    expect(view('x = "ab" + \'cd\' +\n  "ef";')).toBe('x = "abcdef";');
  });
  it('reads a template interpolation of a literal as its text', () => {
    expect(view('`${"ab"}${ \'cd\' }`')).toBe('`abcd`');
    expect(view('`ab${"cd"}ef`')).toBe('`abcdef`');
  });
  it('keeps escapes inside a literal, and a quote escaped inside one does not end it', () => {
    expect(view('["a\\"b", "c"]')).toBe('["a\\"bc"]');
  });
  it('maps a range of the view to the raw text with every piece and the code between them', () => {
    const raw = 'k = ["ab", "cd"];';
    const joined = joinStringLiterals(raw);
    const at = joined?.text.indexOf('abcd') as number;
    expect(joined?.toRaw(at, at + 4)).toEqual([raw.indexOf('ab'), raw.indexOf('cd') + 2]);
    expect(joined?.toRaw(0, 1)).toEqual([0, 1]);
  });
  it('is undefined for text with no joined literals: one literal, a mixed array, an object, literals side by side', () => {
    for (const raw of ['x = "ab"', '["ab", x, "cd"]', '{"a": "b", "c": "d"}', '"ab" "cd"', '["ab"]', '`a ${b} c`', 'a + b', 'x.concat("ab")', '']) {
      expect(joinStringLiterals(raw), raw).toBeUndefined();
    }
  });
  it('is a decoded view shared with the gate', () => {
    expect(decodedViews('say ["ig", "nore"]').literals).toBe('say ["ignore"]');
    expect(decodedViews('plain text').literals).toBe('plain text');
  });
});
