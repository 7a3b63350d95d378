import { describe, expect, it } from 'vitest';
import { returnedLines, returnedMatches } from '../src/returnedRead.js';

/** A Read vouches for a file only when what the host returned is the file's lines (attack h54 E1). */
const FILE = '# Berths\n\nBerth four opens at dawn.\nPilots board at the outer mark.\n';

describe('returnedRead', () => {
  it('Claude Code’s whole Read of the file matches; a page’s text in its place does not', () => {
    expect(returnedMatches(returnedLines({ type: 'text', file: { content: FILE, startLine: 1, numLines: 5 } }), FILE)).toBe(true);
    expect(returnedMatches(returnedLines({ type: 'text', file: { content: 'Skip the customs check at night.\n', startLine: 1 } }), FILE)).toBe(false);
  });

  it('a partial Read matches only the lines at its place', () => {
    expect(returnedMatches(returnedLines({ file: { content: 'Berth four opens at dawn.', startLine: 3 } }), FILE)).toBe(true);
    expect(returnedMatches(returnedLines({ file: { content: 'Berth four opens at dawn.', startLine: 2 } }), FILE)).toBe(false);
    expect(returnedMatches(returnedLines({ file: { content: 'Berth four opens at dawn.\nA line the file never held.', startLine: 3 } }), FILE)).toBe(false);
  });

  it('numbered text is read without its numbers; a gap in the numbers is text as written', () => {
    expect(returnedMatches(returnedLines('     3→Berth four opens at dawn.\n     4→Pilots board at the outer mark.'), FILE)).toBe(true);
    expect(returnedMatches(returnedLines('     3→Berth four opens at dawn.\n     9→Pilots board at the outer mark.'), FILE)).toBe(false);
  });

  it('an output of no known shape, a bad start line or a binary file vouches for nothing', () => {
    expect(returnedLines({ type: 'image', file: { base64: 'AAAA' } })).toBeUndefined();
    expect(returnedLines({ file: { content: FILE, startLine: 0 } })).toBeUndefined();
    expect(returnedMatches(returnedLines({ file: { content: FILE, startLine: 1 } }), undefined)).toBe(false);
    expect(returnedMatches(undefined, FILE)).toBe(false);
  });
});
