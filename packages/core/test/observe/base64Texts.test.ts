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

  // h48-attack F10: wrapped runs read whole, at any width; base64 in a JSON string's text; hex; base32.
  const std = btoa(String.fromCharCode(...new TextEncoder().encode(body)));
  const wrap = (run: string, width: number, br = '\n'): string => (run.match(new RegExp(`.{1,${width}}`, 'gu')) as string[]).join(br);
  it('decodes base64 wrapped at 76 (MIME), 64 (PEM, openssl base64) and 20 columns whole, CRLF or indented too', () => {
    for (const width of [76, 64, 20]) expect(base64Texts(`Content-Transfer-Encoding: base64\n\n${wrap(std, width)}\n`)).toEqual([body]);
    expect(base64Texts(wrap(std, 64, '\r\n'))).toEqual([body]);
    expect(base64Texts(`  ${wrap(std, 64, '\n  ')}`)).toEqual([body]);
    // A word line after the block (a signature) does not spoil it.
    expect(base64Texts(`${wrap(std, 64)}\nRegards`)).toEqual([body]);
  });
  it('decodes base64 inside a JSON string written with literal \\n between its lines', () => {
    const json = JSON.stringify({ body: wrap(std, 64) });
    expect(json).toContain('\\n');
    expect(base64Texts(json)).toEqual([body]);
  });
  it('decodes hex and base32 runs', () => {
    const bytes = [...new TextEncoder().encode(body)];
    const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(base64Texts(`payload: ${hex}`)).toEqual([body]);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    let bits = '';
    for (const b of bytes) bits += b.toString(2).padStart(8, '0');
    let b32 = '';
    for (let i = 0; i < bits.length; i += 5) b32 += alphabet[Number.parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
    expect(base64Texts(`payload: ${b32}`)).toEqual([body]);
  });
});
