import { describe, expect, it } from 'vitest';
import { CITED_LINES_PARTIAL, citedShortfall } from '../../src/memorize/memorize.js';

describe('citedShortfall: why cited lines that are the evidence did not attest the text (walk h56 MED 3)', () => {
  it('lines that do not hold its words as one run: they share some of its words', () => {
    expect(citedShortfall('Failed jobs retry three times with exponential backoff.', 'export const retries = 3; // exponential backoff')).toBe(
      CITED_LINES_PARTIAL,
    );
    expect(citedShortfall('export const queue = "redis";', undefined)).toBe(CITED_LINES_PARTIAL);
  });

  it('a code line word for word: shorter than one 5-word run, or than the 8 words the index is sure to meet, or not found', () => {
    expect(citedShortfall('export const queue = "redis";', 'export const queue = "redis";')).toBe(
      'its cited lines hold it word for word, but it has 4 words, and the working tree attests a text only by runs of 5 words it shares with a file',
    );
    expect(citedShortfall('export const retries = 3; // exponential backoff', '  export const retries = 3; // exponential backoff')).toMatch(
      /^its cited lines hold it word for word, but it has 6 words, and the working tree keeps a sample of each file's 5-word runs that is sure to meet a text only from 8 words on/u,
    );
    expect(citedShortfall('the retry queue drains every night at two', '// the retry queue drains every night at two, then stops')).toBe(
      "its cited lines hold it word for word, but the working tree's index did not find it in that file",
    );
  });
});
