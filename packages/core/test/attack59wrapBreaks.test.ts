import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/index.js';

/**
 * Attack h59 A1 (HIGH by the brief's scale: a credential on disk; the shape is uncommon): a token
 * wrapped over two lines is redacted whole when the line break is `\n` or `\r\n`
 * (redact/wrappedLines.ts `WRAP`, continuedLines.ts `REST`), but not when the break is a bare
 * carriage return (classic Mac line ends, a terminal capture whose progress lines end in `\r`) or
 * the Unicode LINE / PARAGRAPH SEPARATOR (U+2028 / U+2029, what rich-text and some JSON pastes
 * carry). Either the token is kept whole (no keyword before it) or a keyword rule
 * (`secret-assignment`) takes the first line and the second half is written to disk beside the
 * marker. Seen end to end: `echo '{"text":"ghp_<16>\r<20>","origin":"agent"}' | cairn memorize`
 * stores the text unchanged in events.jsonl and view.sqlite (also as title, tags, source).
 * Fix direction: treat every line terminator JavaScript knows (`\r`, U+2028, U+2029) as a wrap
 * point in WRAP/REST, or map them to `\n` in the detection view.
 * Fixed in session 60: WRAP and continuedLines' REST read every ECMAScript line terminator.
 * Tokens assembled at run time (obviously fake).
 */
const TOKEN = ['gh', 'p_', 'a1B2c3D4e5a1B2c3D4e5a1B2c3D4e5f6G7h8'].join('');
const SECRET = ['wJalrXUtnFEMI', 'K7MDENGbPxRfiCYzEXAMPLEKEYq'].join('');
const wrapped = (value: string, brk: string): string => `${value.slice(0, 20)}${brk}${value.slice(20)}`;
/** True when any 12-character piece of `value` survives redaction (either half of the wrap). */
const leaks = (text: string, value: string): boolean => {
  const out = redactSecrets(text).text;
  for (let i = 0; i + 12 <= value.length; i += 4) if (out.includes(value.slice(i, i + 12))) return true;
  return false;
};

describe('attack h59 A1: a token wrapped at a bare CR or a Unicode line separator is redacted whole', () => {
  it('control: wrapped at \\n or \\r\\n, nothing of it is kept', () => {
    for (const brk of ['\n', '\r\n']) {
      expect(leaks(`The CI token:\n${wrapped(TOKEN, brk)}\nend`, TOKEN), JSON.stringify(brk)).toBe(false);
      expect(leaks(`export AWS_SECRET_ACCESS_KEY=${wrapped(SECRET, brk)}`, SECRET), JSON.stringify(brk)).toBe(false);
      expect(leaks(wrapped(TOKEN, brk), TOKEN), JSON.stringify(brk)).toBe(false);
    }
  });

  for (const [name, brk] of [
    ['a bare carriage return', '\r'],
    ['LINE SEPARATOR U+2028', '\u2028'],
    ['PARAGRAPH SEPARATOR U+2029', '\u2029'],
  ] as const) {
    it(`a GitHub token alone, wrapped at ${name}: redacted`, () => {
      expect(leaks(wrapped(TOKEN, brk), TOKEN)).toBe(false);
    });
    it(`a GitHub token after a label, wrapped at ${name}: no half kept`, () => {
      expect(leaks(`The CI token:\n${wrapped(TOKEN, brk)}\nend`, TOKEN)).toBe(false);
    });
    it(`an AWS secret assignment wrapped at ${name}: no half kept`, () => {
      expect(leaks(`export AWS_SECRET_ACCESS_KEY=${wrapped(SECRET, brk)}`, SECRET)).toBe(false);
    });
  }
});
