// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * A masked vendor token (`ghp_xxxx…`, shapes.ts MASKED_BODY) followed by a word (walk 7,
 * finding 1): the chunk join read the token and the word as one unmasked token and cut both
 * out (`… is [REDACTED:github-token] tag pushes.`, " on" lost). Only the token is covered now.
 * Alone, before a comma or in quotes a masked token stays byte for byte, as before
 * (generalRules.test.ts: "a vendor token or a labelled value whose body is a mask stays").
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';

/** Masked tokens of prefixed shapes, assembled at run time. */
const TOKENS: readonly (readonly [string, string])[] = [
  ['github-token', ['gh', 'p_'].join('') + 'x'.repeat(36)],
  ['stripe-key', ['sk', '_live_'].join('') + 'x'.repeat(24)],
  ['npm-token', ['np', 'm_'].join('') + 'x'.repeat(36)],
  ['gitlab-token', ['gl', 'pat-'].join('') + 'x'.repeat(20)],
];

/** What follows the token: the words after it must survive. */
const WORDS: readonly string[] = [' on tag pushes.', ' for the deploy', ' and then', ' in CI', ' first.'];

/** Where a masked token stands alone: nothing is joined to it, and it is kept. */
const ALONE: readonly (readonly [string, string])[] = [
  ['end of text', ''],
  ['a comma', ', then the deploy'],
  ['a quote', '" on tag pushes.'],
];

const cases = TOKENS.flatMap(([kind, token]) => WORDS.map((after) => [kind, after, token] as const));

describe('a masked token followed by a word: only the token is cut out', () => {
  test.each(cases)('%s followed by %j', (kind, after, token) => {
    const result = redactSecrets(`Deploy token is ${token}${after}`);
    expect(result).toEqual({ text: `Deploy token is [REDACTED:${kind}]${after}`, kinds: [kind] });
    expect(result.text).not.toContain(token.slice(0, 8));
  });

  test('export GH_TOKEN=<masked> first. keeps "first."', () => {
    const token = TOKENS[0]?.[1] as string;
    expect(redactSecrets(`For private packages, export GH_TOKEN=${token} first.`).text).toBe(
      'For private packages, export GH_TOKEN=[REDACTED:github-token] first.',
    );
  });
});

describe('a masked token with no word joined to it stays byte for byte', () => {
  const alone = TOKENS.flatMap(([kind, token]) => ALONE.map(([where, after]) => [kind, where, after, token] as const));
  test.each(alone)('%s before %s', (_kind, _where, after, token) => {
    const text = `Deploy token is ${after.startsWith('"') ? '"' : ''}${token}${after}`;
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});
