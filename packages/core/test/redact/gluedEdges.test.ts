// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * Edges of the glued-prefix rule (issue #19, ./src/redact/gluedPrefixes.ts): several glued tokens
 * in one text, in either order, each cut exactly; and the documented bounds of "reads as random"
 * for a glued body — a hex body after a prefix of six characters or more needs three digits and
 * a letter, any other body a digit and both cases of letters.
 */
import { describe, expect, test } from 'vitest';
import { gluedView } from '../../src/redact/gluedPrefixes.js';
import { redactSecrets } from '../../src/redact/index.js';
import { expectNoLeak } from './expectations.js';

const BODY = 'FAKEq8Xz3LmP9vRt2WbN7kHd4Ys6Jc1G';
const ghp = 'gh' + 'p_' + BODY + 'a5Te';
const stripe = 's' + 'k_live_' + BODY;
const shopify = (body: string): string => 'shp' + 'at_' + body;

describe('several glued tokens in one text are each cut, whatever their order', () => {
  test.each([
    ['GitHub, then Stripe', `x${ghp} and y${stripe}.`, 'x[REDACTED:github-token] and y[REDACTED:stripe-key].'],
    ['Stripe, then GitHub', `x${stripe} and y${ghp}.`, 'x[REDACTED:stripe-key] and y[REDACTED:github-token].'],
    ['three on one line', `a${ghp} b${stripe} c${ghp}`, 'a[REDACTED:github-token] b[REDACTED:stripe-key] c[REDACTED:github-token]'],
    ['three, back to back', `token${stripe},key${ghp},pat${stripe}`, 'token[REDACTED:stripe-key],key[REDACTED:github-token],pat[REDACTED:stripe-key]'],
  ])('%s', (_name, text, expected) => {
    const result = redactSecrets(text);
    expect(result.text).toBe(expected);
    expectNoLeak(result.text, BODY);
  });
});

describe('a glued hex body after a long prefix: three digits and a hex letter make it a token', () => {
  // 32 hex characters each, as Shopify's shpat_ tokens (a six-character prefix).
  test.each([
    ['digits and letters throughout', '4f9a0c2e7b1d8a3f6e5c0b9d2a7f1e4c'],
    ['exactly three digits, far apart', 'deadbeef1cafebabe2facade3beadfee'],
  ])('cut: %s', (_name, body) => {
    expect(body).toHaveLength(32);
    const result = redactSecrets(`key${shopify(body)}`);
    expect(result.text).toBe('key[REDACTED:shopify-token]');
  });

  test.each([
    ['hex-letter words with two digits', 'deadbeefcafebabefacade1decade2be'],
    ['digits only (an id, not a key)', '20240915123456789012345678901234'],
  ])('kept: %s', (_name, body) => {
    expect(body).toHaveLength(32);
    const text = `key${shopify(body)}`;
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });

  test('an upper-case name with digits glued to a short prefix is a name, not a key', () => {
    // Octopus Deploy's API- + 26 upper-case letters and digits; glued, only a body with lower case too reads as random.
    const text = 'see PUBLIC' + 'API-ENDPOINT2025REGIONEUWEST1A for the route';
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});

describe('where two prefixes stand at one place, the longer one is read', () => {
  const text = 'xab_cd_' + BODY;
  test.each([
    ['longer listed first', ['ab_cd_', 'ab_']],
    ['shorter listed first', ['ab_', 'ab_cd_']],
  ])('%s', (_name, prefixes) => {
    const view = gluedView(text, text.toLowerCase(), prefixes);
    expect(view?.text).toBe(`x ab_cd_${BODY}`);
    expect([...(view?.starts ?? [])]).toEqual([[1, 'ab_cd_']]);
  });
});

test('the glued view maps each token back to the raw text', () => {
  const text = `a${ghp} b${stripe} c${ghp}`;
  const view = gluedView(text, text.toLowerCase(), ['ghp_', 'sk_live']);
  expect(view?.text).toBe(`a ${ghp} b ${stripe} c ${ghp}`);
  for (const token of [ghp, stripe]) {
    for (let from = text.indexOf(token); from !== -1; from = text.indexOf(token, from + 1)) {
      const inView = (view?.text ?? '').indexOf(token, from);
      expect(view?.toRaw(inView, inView + token.length)).toEqual([from, from + token.length]);
    }
  }
});
