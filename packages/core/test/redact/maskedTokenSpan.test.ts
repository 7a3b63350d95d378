// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * A vendor-prefixed token whose body is obviously a placeholder (a mask `ghp_xxxx…`,
 * `your-…-here`, `<token>`, `changeme`) is kept wherever it stands (issue #19, decision): at the
 * end of the text, before a comma, in quotes, and before a word, a full stop or a line break.
 * There is no secret in it, and the example stays readable. Walk 7, finding 1 (the chunk join
 * read the token and the next word as one unmasked token and cut both out) led first to cutting
 * the token alone; that is now as in every other position: nothing is cut, and the word stays.
 * A real token in the same places is still cut out, and only it.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { fake } from './fixtures.js';

/** Prefixed shapes with a masked body whole by itself, assembled at run time. */
const MASKED: readonly string[] = [
  ['gh', 'p_'].join('') + 'x'.repeat(36),
  ['sk', '_live_'].join('') + 'x'.repeat(24),
  ['np', 'm_'].join('') + 'x'.repeat(36),
  ['gl', 'pat-'].join('') + 'x'.repeat(20),
  ['gh', 'p_'].join('') + 'X'.repeat(36),
  ['sk', '_live_'].join('') + '*'.repeat(24),
];

/** Placeholders too short or too odd for the shape alone, which a following word could complete. */
const SHORT: readonly string[] = [
  ['github', '_pat_'].join('') + 'x'.repeat(36),
  ['gh', 'p_'].join('') + 'your-token-here',
  ['gh', 'p_'].join('') + '<token>',
  ['gh', 'p_'].join('') + 'changeme',
  ['sk', '_live_'].join('') + 'your-stripe-key-here',
  ['xo', 'xb-'].join('') + 'your-token-here',
];

/** Every position a placeholder takes in prose: [name, before, after]. */
const POSITIONS: readonly (readonly [string, string, string])[] = [
  ['end of text', 'Deploy token is ', ''],
  ['before a comma', 'Deploy token is ', ', then the deploy'],
  ['in quotes', 'Deploy token is "', '" on tag pushes.'],
  ['before a word', 'Deploy token is ', ' on tag pushes.'],
  ['before words', 'Deploy token is ', ' for the deploy and then in CI'],
  ['before a full stop and a word', 'Deploy token is ', '. Then run it'],
  ['before a bracket and a word', 'Deploy token (', ') then run it'],
  ['before a line break and a word', 'Deploy token is ', '\nthen run it'],
  ['assigned, before a word', 'For private packages, export GH_TOKEN=', ' first.'],
];

describe('an obvious placeholder is kept wherever it stands', () => {
  const cases = [...MASKED, ...SHORT].flatMap((token) => POSITIONS.map(([where, before, after]) => [token, where, before, after] as const));
  test.each(cases)('%s %s', (token, _where, before, after) => {
    const text = before + token + after;
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});

describe('a real token in the same places is cut out, and only it', () => {
  const token = ['gh', 'p_'].join('') + fake(36);
  test.each(POSITIONS)('%s', (_where, before, after) => {
    expect(redactSecrets(before + token + after)).toEqual({ text: `${before}[REDACTED:github-token]${after}`, kinds: ['github-token'] });
  });
});
