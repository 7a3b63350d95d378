import { describe, expect, it } from 'vitest';
import { parseMemorizeRequest } from '../../src/schema/parseMemorizeRequest.js';

/** The message a refused request gives (CoreError INVALID_INPUT), or undefined when it parses. */
const said = (input: unknown): string | undefined => {
  try {
    parseMemorizeRequest(input);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('a memorize request out of bounds is said in words for its kind (issue #14, the eighth newcomer walk)', () => {
  it('a number: at most / at least its bound, never "too many items" nor zod’s own words', () => {
    expect(said({ text: 'x', origin: 'agent', salience: 7 })).toBe('Invalid memorize request: salience must be at most 1.');
    expect(said({ text: 'x', origin: 'agent', salience: 1.5 })).toBe('Invalid memorize request: salience must be at most 1.');
    expect(said({ text: 'x', origin: 'agent', salience: -1 })).toBe('Invalid memorize request: salience must be at least 0.');
    expect(said({ text: 'x', origin: 'agent', confidence: 2 })).toBe('Invalid memorize request: confidence must be at most 1.');
    expect(said({ text: 'x', origin: 'agent', salience: 0.5 })).toBeUndefined();
  });

  it('a list with too many items still says so', () => {
    expect(said({ text: 'x', origin: 'agent', tags: Array.from({ length: 500 }, (_, i) => `t${i}`) })).toMatch(/tags has too many items \(at most \d+\)/u);
  });
});

describe('a text over the limit says the way on (the fifteenth newcomer walk)', () => {
  it('names `cairn import --from text`, which splits it; a title over the limit, or an empty text, does not', () => {
    const long = 'x'.repeat(40_000);
    expect(said({ text: long, origin: 'agent' })).toBe(
      "Invalid memorize request: text is longer than the limit of 32768 bytes (32 KiB) of UTF-8. To keep a longer text, save it to a file inside the project and run `cairn import --from text <file>`: it is split into memories within the limit, stored as the project's text (origin repo) for your review.",
    );
    expect(said({ text: 'x', title: long, origin: 'agent' })).not.toContain('cairn import');
    expect(said({ text: '  ', origin: 'agent' })).not.toContain('cairn import');
  });
});
