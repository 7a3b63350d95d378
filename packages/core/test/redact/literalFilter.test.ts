/**
 * The literal prefilter of redaction (issue #20): its table is the analysis of the current
 * patterns (`vitest -u test/redact/literalFilter.slow.test.ts` rewrites src/redact/literalTable.ts
 * after a pattern changes), and a
 * pattern is skipped only when the text lacks one of its required literal sets. The proof that no
 * pattern that could match is skipped, over every pattern and thousands of texts, and the
 * differential test of the whole redactor with and without the filter, are in
 * literalFilter.slow.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { createLiteralProbe, literalSets, mayMatchLiterals } from '../../src/redact/literalFilter.js';
import { LITERAL_TABLE } from '../../src/redact/literalTable.js';
import { SECRET_PATTERNS } from '../../src/redact/patterns.js';
import { requiredLiterals } from './requiredLiteralsAnalysis.js';

describe('the literal table', () => {
  test('is the analysis of the current patterns (literalFilter.slow.test.ts rewrites it with `vitest -u` after a pattern changes)', () => {
    expect(LITERAL_TABLE).toEqual(SECRET_PATTERNS.map((p) => [p.pattern.source.length, requiredLiterals(p.pattern)]));
  });

  test('names a set for most patterns (a pattern with none is always scanned)', () => {
    expect(LITERAL_TABLE).toHaveLength(SECRET_PATTERNS.length);
    expect(LITERAL_TABLE.filter(([, sets]) => sets.length > 0).length).toBeGreaterThan(SECRET_PATTERNS.length * 0.9);
  });
});

describe('requiredLiterals: what every match holds', () => {
  test.each([
    ['a literal run', /ghp_[A-Za-z0-9]{36}/, [['ghp_']]],
    ['an alternation of literals', /(?:SK|AC)[0-9a-f]{32}/, [['AC', 'SK']]],
    ['case-insensitive literals are lower-cased', /Token[:=]/i, [['token:', 'token=']]],
    [
      'a label, then a separator set apart by an optional blank',
      /(?:pass|pwd)[ \t]?[:=]/i,
      [
        ['pass', 'pwd'],
        [':', '='],
      ],
    ],
    ['an optional part requires nothing', /(?:abc)?x/, [['x']]],
    ['a branch with nothing required makes the group require nothing', /(?:abc|[^z])y/, [['y']]],
    ['a digit run: a set of many single characters is dropped', /v\d{2}/, [['v']]],
    ['a case-insensitive unicode pattern says nothing', /secret/iu, []],
    ['a non-ASCII letter under `i` says nothing', /σx/i, [['x']]],
    ['assertions are stepped over', /a(?=b)b\bc/, [['abc']]],
  ])('%s', (_label, pattern, sets) => {
    expect(requiredLiterals(pattern)).toEqual(sets);
  });
});

describe('mayMatchLiterals', () => {
  const rankOf = (kind: string): number =>
    SECRET_PATTERNS.findIndex((p) => p.kind === kind && (LITERAL_TABLE[SECRET_PATTERNS.indexOf(p)]?.[1].length ?? 0) > 0);
  const probe = (text: string) => createLiteralProbe(text, text.toLowerCase());

  test('a text without a required literal cannot match; one with them may', () => {
    const rank = rankOf('twilio-secret');
    expect(mayMatchLiterals(rank, probe('ask me about the back office'))).toBe(false);
    expect(mayMatchLiterals(rank, probe('SK0123abc: x'))).toBe(true);
  });

  test('case-insensitive literals are asked of the lower-cased text', () => {
    const rank = SECRET_PATTERNS.findIndex((p, i) => p.pattern.flags.includes('i') && (LITERAL_TABLE[i]?.[1].length ?? 0) > 0);
    const sets = LITERAL_TABLE[rank]?.[1] ?? [];
    const text = sets.map((set) => (set[0] as string).toUpperCase()).join(' ');
    expect(mayMatchLiterals(rank, probe(text))).toBe(true);
  });

  test('a probe remembers its answers and compares case as asked', () => {
    const p = probe('Token=abc');
    expect([p.holds('token', true), p.holds('token', false), p.holds('Token', false), p.holds('token', true)]).toEqual([true, false, true, true]);
  });

  test('a text holding one required set but not the other cannot match', () => {
    const rank = rankOf('twilio-secret');
    expect(mayMatchLiterals(rank, probe('SK0123abc x'))).toBe(false);
    expect(mayMatchLiterals(rank, probe('AC0123abc, x'))).toBe(true);
  });

  test('a pattern with no table row, or a row made for another source, is always scanned', () => {
    expect(mayMatchLiterals(SECRET_PATTERNS.length, probe(''))).toBe(true);
    const patterns = [{ pattern: /abc/ }, { pattern: /abcd/ }, { pattern: /x/ }];
    const table = [
      [3, [['abc']]],
      [3, [['abc']]],
    ] as const;
    expect(literalSets(table, patterns)).toEqual([[['abc']], undefined, undefined]);
  });
});
