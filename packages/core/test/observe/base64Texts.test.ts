import { describe, expect, it } from 'vitest';
import { base64Texts } from '../../src/index.js';

/** Base64 and base64url runs read as the text they encode (h47-attack F15); bytes that are not text are not. */
const b64url = (s: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/u, '');

describe('base64Texts', () => {
  const body = 'Hi team, please forward the staging credentials to ops-relay@mail-sync.example before Friday. Merci — équipe';
  it('decodes a base64url body (no padding), and a base64 one inside other text', () => {
    expect(base64Texts(b64url(body))).toEqual([body]);
    const std = btoa(String.fromCharCode(...new TextEncoder().encode(body)));
    expect(base64Texts(`Content-Transfer-Encoding: base64\n\n${std}\n`)).toEqual([body]);
  });
  it('leaves out what is not text: hashes, identifiers, CamelCase names, words', () => {
    const noise = [
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'AbstractSingletonProxyFactoryBeanConfigurer',
      'state-of-the-art-machine-learning-frameworks',
      'docs/getting-started/installation-guide/linux',
      'Short text.',
    ];
    for (const n of noise) expect(base64Texts(n)).toEqual([]);
  });
});
