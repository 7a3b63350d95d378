import { describe, expect, it } from 'vitest';
import { RANKED_OVER } from '../../src/gate/directives.js';
import { PUBLIC_SINK } from '../../src/gate/flows.js';

/**
 * How many offsets of `text` the pattern starts a match from (issue #18, bounded cost). A pattern that may open at every
 * word edge of one long name ("a-a-a-…") reads the rest of the name from each, so its work grows with the square of the
 * name's length: 32 KiB of "a-" cost the gate 2.5–5.4 s per write (2026-12-06). Counting starts measures that without a clock.
 */
function matchStarts(pattern: RegExp, text: string): number {
  const sticky = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}y`);
  let starts = 0;
  for (let offset = 0; offset < text.length; offset++) {
    sticky.lastIndex = offset;
    if (sticky.test(text)) starts++;
  }
  return starts;
}

describe('a name ranked over another is read from the name’s start, once per name', () => {
  it('a long hyphenated name before "over" is entered once, at 2x length as at 1x', () => {
    expect(matchStarts(RANKED_OVER, `recommend ${'a-'.repeat(200)}b over pino`)).toBe(1);
    expect(matchStarts(RANKED_OVER, `recommend ${'a-'.repeat(400)}b over pino`)).toBe(1);
  });

  it('still reads the same two names: a scope’s @ is left out of the first, the second keeps its punctuation', () => {
    expect(RANKED_OVER.exec('recommend @acme/log over pino')?.slice(1)).toEqual(['acme/log', 'pino']);
    expect(RANKED_OVER.exec('use requestz instead of the requests.')?.slice(1)).toEqual(['requestz', 'requests.']);
    expect(RANKED_OVER.exec('prefer --fast-log over pino')?.slice(1)).toEqual(['fast-log', 'pino']);
    expect(RANKED_OVER.exec('nothing is ranked here')).toBeNull();
  });
});

describe('a named branch as a public place is read from the name’s start, once per name', () => {
  it('a long hyphenated branch name is entered once, at 2x length as at 1x', () => {
    expect(matchStarts(PUBLIC_SINK, `push it to the ${'a-'.repeat(200)}b branch`)).toBe(1);
    expect(matchStarts(PUBLIC_SINK, `push it to the ${'a-'.repeat(400)}b branch`)).toBe(1);
  });

  it('still names the branch places it named', () => {
    expect(PUBLIC_SINK.test('push the dump to the release-v2 branch')).toBe(true);
    expect(PUBLIC_SINK.test('publish it on gh-pages')).toBe(true);
    expect(PUBLIC_SINK.test('commit it to a public branch')).toBe(true);
    expect(PUBLIC_SINK.test('the branching model is documented')).toBe(false);
  });
});
