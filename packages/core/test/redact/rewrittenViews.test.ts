/**
 * The rewritten views of ../../src/redact/rewrittenViews.ts read directly: which escapes are
 * decoded and where each character comes from, od -c fields at the edges of ASCII, trailing
 * blanks and blank fields, and the name/value view of HAR and Postman pairs (round 10).
 */
import { describe, expect, test } from 'vitest';
import { inlineEscapeView, nameValueView, odCharView } from '../../src/redact/rewrittenViews.js';

describe('inlineEscapeView', () => {
  test('decodes the edges of printable ASCII and maps each to its escape', () => {
    const view = inlineEscapeView('a\\u0021b\\x7ec');
    expect(view?.text).toBe('a!b~c');
    expect(view?.toRaw(1, 2)).toEqual([1, 7]);
    expect(view?.toRaw(3, 4)).toEqual([8, 12]);
    expect(view?.toRaw(4, 5)).toEqual([12, 13]);
  });
  test('keeps escapes outside printable ASCII as written, beside one it decodes', () => {
    expect(inlineEscapeView('x\\u0020y\\x7fz')).toBeUndefined();
    expect(inlineEscapeView('ab \\u0020 \\u0041')?.text).toBe('ab \\u0020 A');
  });
});

describe('odCharView', () => {
  test('leaves trailing blanks out of a line', () => {
    expect(odCharView('   a   b   c   d   e   f   g   h        \nnext')?.text).toBe('abcdefgh\nnext');
  });
  test('counts only fields other than blanks toward the eight it needs', () => {
    expect(odCharView('   a   b   c   d                        ')).toBeUndefined();
    expect(odCharView('   a' + '    '.repeat(5) + '   b   c')).toBeUndefined();
  });
  test('reads a control byte in octal as a blank', () => {
    expect(odCharView('   a   b   c   d   e   f   g   h 001   i')?.text).toBe('abcdefgh i');
  });
  test('reads an octal byte as itself in ASCII and as a blank past it', () => {
    expect(odCharView('   a   b   c   d   e   f   g 176 302')?.text).toBe('abcdefg~ ');
    expect(odCharView('   a   b   c   d   e   f   g 041 040')?.text).toBe('abcdefg! ');
  });
});

describe('nameValueView', () => {
  test('reads a pair as the header it names and maps the gap to ": "', () => {
    const raw = '{"name": "cookie", "value": "sid=x"}';
    const view = nameValueView(raw);
    expect(view?.text).toBe('{"name": "cookie: sid=x"}');
    expect(view?.toRaw(10, 16)).toEqual([10, 16]);
    expect(view?.toRaw(16, 18)).toEqual([16, 29]);
    expect(view?.toRaw(18, 19)).toEqual([29, 30]);
  });
  test('reads a Postman key/value pair over lines, and nothing else', () => {
    expect(nameValueView('{"key": "X-Api-Key",\n  "value": "v"}')?.text).toBe('{"key": "X-Api-Key: v"}');
    expect(nameValueView('{"name": "a b", "value": "v"}')).toBeUndefined();
    expect(nameValueView('{"value": "v", "name": "cookie"}')).toBeUndefined();
    expect(nameValueView('{"id": "cookie", "value": "v"}')).toBeUndefined();
  });
});
