import { describe, expect, it } from 'vitest';
import { gateText } from '../../src/gate/index.js';

// Gaps found by mutation testing of the gate (issue #18): rules of readDirectives that no other
// test of the gate reached or told apart.

describe('a command line is an order, whatever the tagger reads', () => {
  it('flags command lines the English tagger reads as statements', () => {
    // The tagger reads "git" and "chmod" as nouns; the sentence is a command to run.
    expect(gateText('git add .env').reasons).toContain('credential-access');
    expect(gateText('chmod 777 ~/.ssh').flagged).toBe(true);
  });

  it('keeps a statement that names a credential file without ordering anything', () => {
    expect(gateText('The backup job reads the token from ~/.aws/credentials.').reasons).toEqual([]);
  });
});

describe('a sentence of hundreds of clauses is read in chunks', () => {
  /** One sentence of `n` clauses: `n - 1` one-letter clauses, then a statement that names a hazard. */
  const clauses = (n: number): string => `${'a, '.repeat(n - 1)}the release job disables the sandbox`;

  it('reads up to 200 clauses one by one: a statement is no order', () => {
    expect(gateText('the release job disables the sandbox').reasons).toEqual([]);
    expect(gateText(clauses(200)).reasons).toEqual([]);
  });

  it('past 200 clauses counts a chunk that names a hazard as an order (bounded work, never a miss)', () => {
    expect(gateText(clauses(201)).reasons).toEqual(['safety-off']);
    expect(gateText(`${'a, '.repeat(400)}the weather is fine`).reasons).toEqual([]);
  });
});
