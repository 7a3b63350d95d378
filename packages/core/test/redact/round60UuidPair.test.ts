// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * Issue #19, session 60 (h60-redact): a bare `<uuid>:<secret>` pair (a client id and its secret,
 * as a Basic header's user-pass or a `client_id:client_secret` paste) loses its secret
 * (src/redact/basicAuthPairs.ts); the UUID alone, and a UUID followed by a number, a word, a hash
 * or another UUID, stay. Every fixture is fake and assembled at run time.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';

const ID = ['3f2a1b4c', '5d6e', '4f70', '8a9b', '0c1d2e3f4a5b'].join('-');
const MIXED = 'Zq8vLm2pXrT7wK9sN4bQ6yH1Fa9kEq2W';
/** A fake generated secret of `length` characters. */
const secretOf = (length: number): string => Array.from({ length }, (_, i) => MIXED[i % MIXED.length]).join('');
const MARK = '[REDACTED:basic-auth]';
const out = (text: string): string => redactSecrets(text).text;
const kept = (text: string): void => {
  expect(redactSecrets(text)).toEqual({ text, kinds: [] });
};

describe('a UUID, a colon and a generated secret', () => {
  it.each([
    ['alone', (s: string) => `${ID}:${s}`],
    ['in a sentence', (s: string) => `use ${ID}:${s} for the token call`],
    ['in quotes', (s: string) => `"${ID}:${s}"`],
    ['after echo, piped to base64', (s: string) => `echo -n ${ID}:${s} | base64`],
    ['upper-case UUID', (s: string) => `${ID.toUpperCase()}:${s}`],
  ])('%s', (_name, build) => {
    const secret = secretOf(24);
    expect(out(build(secret))).toBe(build(MARK));
  });

  it('an Entra-style secret with ~ and .', () => {
    const secret = 'Ab8Q~' + secretOf(20) + '.x9Z';
    expect(out(`${ID}:${secret}`)).toBe(`${ID}:${MARK}`);
  });

  it('a 34-character client secret after a client id, with no Azure word on the line (was kept before session 61)', () => {
    const secret = secretOf(34);
    expect(out(`${ID}:${secret}`)).toBe(`${ID}:${MARK}`);
  });

  it('16 characters are read, 15 are not; 256 are, 257 are not', () => {
    expect(out(`${ID}:${secretOf(16)}`)).toBe(`${ID}:${MARK}`);
    kept(`${ID}:${secretOf(15)}`);
    expect(out(`${ID}:${secretOf(256)}`)).toBe(`${ID}:${MARK}`);
    kept(`${ID}:${secretOf(257)}`);
  });
});

describe('near-misses', () => {
  it.each([
    ['a UUID alone', `id ${ID}`],
    ['a URN', `urn:uuid:${ID}`],
    ['a UUID and a port-like number', `${ID}:8080`],
    ['a UUID and a word', `${ID}:main`],
    ['two UUIDs', `${ID}:${ID.replace('3f2a', '4e1b')}`],
    ['a UUID and a git SHA', `${ID}:9fceb02d0ae598e95dc970b74767f19372d61af8`],
    ['a UUID and an identifier', `${ID}:ArrowUpKeyHandler2`],
    ['a UUID glued to a word before it', `x${ID}:${secretOf(24)}`],
    ['a UUID after a dash', `-${ID}:${secretOf(24)}`],
    ['a placeholder', `${ID}:\${CLIENT_SECRET}`],
    ['a mask', `${ID}:xxxxxxxxxxxxxxxxxxxx`],
  ])('%s', (_name, text) => {
    kept(text);
  });
});
