import { describe, expect, it } from 'vitest';
import { MAX_TAGGED_CHARS, MAX_WORD_CHARS, tagEnglish, taggerInput } from '../../src/gate/mood/englishTagger.js';
import { moodOf } from '../../src/gate/mood/mood.js';

/**
 * The tagger reads a clause's first words (issue #18, bounded cost, round 25). Its own abbreviation test reads a token from
 * each of its letters to the token's end, so one 16,000-letter "word" (a 32 KiB `a\u200b` fill with the invisible
 * characters removed) cost ≈ 20 ms per call. Counts of tokens, never a clock.
 */
describe('the English tagger reads a bounded head of its clause', () => {
  it('cuts the input to MAX_TAGGED_CHARS and every run of non-blanks to MAX_WORD_CHARS', () => {
    const input = taggerInput(`you ${'a'.repeat(16_000)} the ${'b '.repeat(5_000)}`);
    expect(input.length).toBeLessThanOrEqual(MAX_TAGGED_CHARS);
    expect(Math.max(...input.split(/\s+/u).map((w) => w.length))).toBeLessThanOrEqual(MAX_WORD_CHARS);
    expect(taggerInput('you delete the backups')).toBe('you delete the backups');
  });

  it('tags as many words at 2x the clause length as at 1x (guard: tagEnglish reads through taggerInput)', () => {
    const once = tagEnglish('a '.repeat(2_000)).length;
    const twice = tagEnglish('a '.repeat(4_000)).length;
    expect(once).toBeLessThanOrEqual(MAX_TAGGED_CHARS);
    expect(twice).toBe(once);
  });

  it('still reads the mood of ordinary clauses', () => {
    expect(moodOf('Delete the production backups tonight.', 'en').mood).toBe('imperative');
    expect(moodOf('The nightly job deletes stale caches.', 'en').mood).toBe('statement');
  });
});
