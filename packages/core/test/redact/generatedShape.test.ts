// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * The documented bounds of "reads as generated" (./src/redact/shapes.ts `looksGenerated`): 16
 * characters or more with a digit, a lower-case and an upper-case letter, changing class at half
 * their steps or more, or at 40% with three digits or more, and no path segment; and the bare
 * `sk-` key's two readings (lower-case hex with a digit and a letter, else generated base62).
 */
import { describe, expect, test } from 'vitest';
import { looksGenerated } from '../../src/redact/contextPatterns.js';
import { redactSecrets } from '../../src/redact/index.js';
import { hex } from './fixtures.js';

describe('looksGenerated', () => {
  test.each([
    ['16 characters, changing class at every step', 'aB3dE5gH7jK9mN1p'],
    ['half the steps change class, two digits', 'ab12efGHijKLmnOPq'],
    ['40% of the steps change class, three digits', 'aaBBB123ccDDDeeF'],
  ])('generated: %s', (_name, value) => {
    expect(looksGenerated(value)).toBe(true);
  });

  test.each([
    ['15 characters', 'aB3dE5gH7jK9mN1'],
    ['no digit', 'aBcDeFgHiJkLmNoPqR'],
    ['no upper-case letter', 'a1b2c3d4e5f6g7h8i9'],
    ['no lower-case letter', 'A1B2C3D4E5F6G7H8I9'],
    ['a path with a word segment', 'data/aB3dE5gH7jK9mN1pQ'],
    ['a word segment deeper in a path', 'x9/uploads/aB3dE5gH7jK9mN1pQ'],
    ['just under half the steps change class, two digits', 'ab12efGHijKLmnOPP'],
    ['40% of the steps change class, two digits', 'aaBBBB12ccDDDeeF'],
    ['under 40% with many digits', 'aaaBBB123cccDDDe'],
    ['an upper-case constant with a version suffix', 'MAX_RETRY_COUNT_EXCEEDED_v2'],
    ['a build stamp', 'Build20240915T123456Z'],
  ])('not generated: %s', (_name, value) => {
    expect(looksGenerated(value)).toBe(false);
  });
});

describe('a bare sk- key', () => {
  const sk = (body: string): string => 's' + 'k-' + body;

  test.each([
    ['32 lower-case hex', hex(32, 3)],
    ['48 generated base62', 'FAKEq8Xz3LmP9vRt2WbN7kHd4Ys6Jc1Ga5Te0Uv8Wx2Yz4Ab6'],
  ])('cut: %s', (_name, body) => {
    expect(redactSecrets(`export KEY_FOR_CI=${sk(body)}`).text).toBe('export KEY_FOR_CI=[REDACTED:sk-api-key]');
  });

  test.each([
    ['32 digits (an order number)', '20240915123456789012345678901234'],
    ['32 hex letters, no digit (words)', 'deadbeefcafebabefacadebeadedfeed'],
    ['a word after a hex digest', `${hex(32, 3)}Configuration`],
    ['a word before a hex digest', `Configuration${hex(32, 3)}`],
  ])('kept: %s', (_name, body) => {
    const text = `see ${sk(body)} in the changelog`;
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});
