// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * The conditions of redactSecrets itself (issue #19, mutation testing of redactSecrets.ts): each
 * test makes one of its checks decide the output — closing punctuation trimmed only from bare
 * values, the shortest trimmed value, which shapes are joined across a wrapped line or across
 * chunks, when two chunks read as one token, a prefix before another token, and how deep encoded
 * runs are decoded. Each fails with its check removed.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectKept as kept } from './expectations.js';

const gh = 'gh' + 'p_';
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

describe('closing punctuation', () => {
  test('is trimmed from a bare value only: a URL password takes its last character whatever it is', () => {
    expect(redactSecrets('https://deploy:Hunter2-Pass.@db.example.org/app').text).toBe('https://deploy:[REDACTED:url-password]@db.example.org/app');
  });
  test('a bare value of four characters once its closing punctuation is set aside is a value', () => {
    expect(redactSecrets('so the password = ab12.').text).toBe('so the password = [REDACTED:secret-assignment].');
  });
  test('a bare value shorter than four once trimmed is an example cut short, kept', () => {
    kept('so the password = ab1.');
  });
});

test('a label whose value is empty is not joined to the next line (.env: DB_PASSWORD= then DB_HOST=…)', () => {
  kept('DB_PASSWORD=\nDB_HOST=db.example.org\n');
});

describe('chunks', () => {
  test('three chunks join into a token however short the part before the first gap', () => {
    expect(redactSecrets(gh + 'Ab CDEFGHIJKLMNOPQR STUVWXYZabcdefgh').text).toBe('[REDACTED:github-token]');
  });
  test('two chunks read as one token with 8 characters before the gap', () => {
    expect(redactSecrets(gh + 'AbCD EFGHIJKLMNOPQRSTUVWXYZabcdef').text).toBe('[REDACTED:github-token]');
  });
  test('two chunks with 7 characters before the gap and a rest that does not read as a token stay', () => {
    kept(gh + 'AbC DEFGHIJKLMNOPQRSTUVWXYZabcdef');
  });
  test('a prefix ending a word before another token is not that token’s start', () => {
    expect(redactSecrets('use ' + gh + ' SK0123456789abcdef0123456789abcdef now').text).toBe('use ' + gh + ' [REDACTED:twilio-api-key] now');
  });
  test('only prefixed shapes are joined: a label’s value ends at a blank', () => {
    kept('pw=eyJ Ab12Cd34');
  });
});

describe('encoded runs', () => {
  const token = gh + 'FAKEq7Zr9xY2kLmN0pQrStUvWx1234abCd56';
  test('a token base64-encoded twice is found', () => {
    expect(redactSecrets(b64(b64(token))).text).toBe('[REDACTED:github-token]');
  });
  test('decoding stops after two levels (the bound that keeps the work linear): a third level is not read', () => {
    const thrice = b64(b64(b64(token)));
    kept(thrice);
  });
});
