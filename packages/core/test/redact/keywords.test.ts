/**
 * The keyword prefilter of redaction: `present` must name exactly the keywords a text holds —
 * one missed means a credential shape is never scanned for (a secret kept), one extra only
 * costs time. The text is read once; at each place only the keywords starting with the two
 * characters there are compared, and keywords of one character are searched for directly.
 */
import { describe, expect, it } from 'vitest';
import { createKeywordIndex } from '../../src/redact/keywords.js';

const KEYWORDS = ['ghp_', 'sk-ant-', 'password', 'authorization', '://', 'xo', 'private key'];
// Built afresh for every question, inside the test that asks it: the triples a keyword is
// indexed by are then checked by the tests that read them (a mutation run re-runs only the tests
// covering a line, and a module-level index would be covered by none of them).
const index = { present: (text: string): ReadonlySet<string> => createKeywordIndex(KEYWORDS).present(text) };

/** `filler` repeated past the short-text limit (512 code units), with `words` spread over it. */
function long(words: readonly string[], filler = 'the tide tables are read at dawn; '): string {
  let text = filler.repeat(24);
  for (const w of words) text += w + ' ' + filler.repeat(3);
  return text;
}

const sorted = (s: ReadonlySet<string>): string[] => [...s].sort();

describe('createKeywordIndex', () => {
  it('lists each keyword once, duplicates dropped, in first-seen order', () => {
    expect(createKeywordIndex(['b', 'a', 'b', 'c', 'a']).keywords).toEqual(['b', 'a', 'c']);
  });

  it.each([
    ['short', (words: readonly string[]) => words.join(' and ')],
    ['long', long],
  ])('%s text: finds exactly the keywords present', (_name, build) => {
    const text = build(['use ghp_ for ci', 'the password is on file', 'see https://example.org']);
    expect(text.length < 512).toBe(_name === 'short');
    expect(sorted(index.present(text))).toEqual(['://', 'ghp_', 'password']);
  });

  it.each([
    ['short', (words: readonly string[]) => words.join(' and ')],
    ['long', long],
  ])('%s text: finds nothing in text without keywords, even with their fragments', (_name, build) => {
    // Every triple of "password" and "authorization" is present, but neither word whole.
    const text = build(['pass', 'word', 'sswo', 'autho', 'rization', 'sk-an', 'ghp', 'private', 'key']);
    expect(sorted(index.present(text))).toEqual([]);
  });

  it('finds a keyword that ends the text, and one at its very start', () => {
    const text = long([]) + 'authorization';
    expect(sorted(index.present(text))).toEqual(['authorization']);
    expect(sorted(index.present('password ' + long([])))).toEqual(['password']);
  });

  it('finds a keyword shorter than three characters in a long text (it has no triple)', () => {
    expect(sorted(index.present(long(['xo'])))).toEqual(['xo']);
    expect(sorted(index.present(long([])))).toEqual([]);
  });

  it('answers each text alone: a keyword of an earlier long text is not reported for a later one', () => {
    expect(sorted(index.present(long(['sk-ant-', 'private key'])))).toEqual(['private key', 'sk-ant-']);
    expect(sorted(index.present(long(['the private parts of the key'])))).toEqual([]);
    expect(sorted(index.present(long(['sk-ant-'])))).toEqual(['sk-ant-']);
  });

  it('finds keywords of one character, and each of several keywords starting with the same two characters', () => {
    const present = (text: string): string[] => sorted(createKeywordIndex(['@', 'pa', 'password', 'passwd', 'pat-', 'xo']).present(text));
    expect(present('user@host')).toEqual(['@']);
    expect(present('no sign here')).toEqual([]);
    expect(present('passwd then password then pat-1')).toEqual(['pa', 'passwd', 'password', 'pat-']);
    expect(present('a pat- only')).toEqual(['pa', 'pat-']);
    // At the very end of the text: the last two characters are a place too.
    expect(present('ends in xo')).toEqual(['xo']);
  });

  it('is exact at the short-text limit on both sides', () => {
    for (const size of [510, 511, 512, 513]) {
      const text = 'x'.repeat(size - 8) + 'password';
      expect(text.length).toBe(size);
      expect(sorted(index.present(text))).toEqual(['password', 'xo'].filter((k) => text.includes(k)));
    }
  });
});
