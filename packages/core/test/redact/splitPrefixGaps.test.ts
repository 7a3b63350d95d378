/**
 * Vendor tokens split in their prefix (attack h52 B8, fixed in session 53): literals side by side
 * (Python, C and C++ join them), JavaScript's `.concat(…)` of literals, and a prefix with more
 * than one gap or a gap of three blanks. Near-misses: code and prose that only look split.
 * Fixtures: obviously fake tokens assembled at run time.
 */
import { describe, expect, it } from 'vitest';
import { joinAdjacentLiterals, joinStringLiterals } from '../../src/decode/index.js';
import { redactSecrets } from '../../src/index.js';
import { createSplitPrefixIndex, splitPrefixView } from '../../src/redact/splitPrefixes.js';

const body = `${'Q1w2E3r4T5'}${'y6U7i8O9p0'}${'A1s2D3f4G5'}${'h6J7k8'}`;
const out = (text: string): string => redactSecrets(text).text;

describe('literals side by side and .concat()', () => {
  it('literals side by side have a view of their own, over a line break too; .concat() chains are in the joined view', () => {
    expect(joinAdjacentLiterals('t = "gh" "p_ab"')?.text).toBe('t = "ghp_ab"');
    expect(joinAdjacentLiterals("t = ('gh'\n     'p_ab')")?.text).toBe("t = ('ghp_ab')");
    // Glued literals are SQL's and CSV's escaped quote (`'it''s'`), not a join.
    expect(joinAdjacentLiterals('t = "gh""p_ab"')).toBeUndefined();
    // Not in the joined view that label rules read: `"x1" "integrity": …` is a JSON line missing a comma.
    expect(joinStringLiterals('t = "gh" "p_ab"')).toBeUndefined();
    expect(joinStringLiterals('t = "ghp_".concat("ab", \'cd\').concat(`ef`)')?.text).toBe('t = "ghp_abcdef`)');
  });

  it.each([
    ['Python adjacent literals', `TOKEN = ("gh" "p_${body}")`],
    ['C adjacent literals over two lines', `const char *t = "gh"\n  "p_${body}";`],
    ['adjacent literals split in the body', `t = "ghp_${body.slice(0, 10)}" '${body.slice(10)}'`],
    ['concat with two arguments', `t = "gh".concat("p_${body.slice(0, 18)}", "${body.slice(18)}")`],
  ])('%s are redacted', (_what, text) => {
    expect(out(text)).not.toContain(body.slice(18));
    expect(out(text)).toContain('[REDACTED:github-token]');
  });

  it.each([
    ['two quoted words side by side', 'say "gh" "pr" to list them'],
    ['a concat of words', 'a = "gh".concat("pages")'],
    ['adjacent literals holding a git SHA', `x = "ab" "${'0123456789abcdef'.repeat(2)}01234567"`],
  ])('%s stay', (_what, text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a prefix split by several gaps', () => {
  const index = createSplitPrefixIndex(['ghp_', 'sk-proj-', 'hf_', 'glpat-']);

  it('the view removes every gap inside one head, up to three blanks each', () => {
    expect(splitPrefixView('token gh p _abc', index)?.text).toBe('token ghp_abc');
    expect(splitPrefixView('g h p _abc', index)?.text).toBe('ghp_abc');
    expect(splitPrefixView('gh   p_abc', index)?.text).toBe('ghp_abc');
    expect(splitPrefixView('sk - proj -abc', index)?.text).toBe('sk-proj-abc');
    const view = splitPrefixView('x gh p _abc', index);
    expect(view?.toRaw(2, 9)).toEqual([2, 11]);
  });

  it('a gap past the head, four blanks, or a head never completed are left alone', () => {
    expect(splitPrefixView('ghp_ a bc', index)).toBeUndefined();
    expect(splitPrefixView('gh    p_abc', index)).toBeUndefined();
    expect(splitPrefixView('gh p r list', index)).toBeUndefined();
    expect(splitPrefixView('gl p at', index)).toBeUndefined();
  });

  it.each([
    ['two gaps in the prefix', `token gh p _${body}`],
    ['a gap in each place', `token g h p _${body}`],
    ['three blanks', `token gh   p_${body}`],
  ])('%s: the token is redacted with its gaps', (_what, text) => {
    expect(out(text)).toBe('token [REDACTED:github-token]');
  });

  it.each([
    ['gh pr list', 'gh pr list --state open'],
    ['gh p r words', 'run gh p r view 12 then'],
    ['a short rest', 'gh p _abc'],
  ])('%s stays', (_what, text) => {
    expect(out(text)).toBe(text);
  });
});
