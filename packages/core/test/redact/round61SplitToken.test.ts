// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * Issue #19, session 61 (h61-redact), attack h59 A3: a GitHub or npm token cut in two with words
 * between the halves (`first half ghp_<14> … second half <22>`) is rejoined by its CRC32 checksum
 * (src/redact/splitChecksumTokens.ts) and both halves are replaced; a short head with no rest
 * that carries the checksum stays. The tokens are fake: 30 characters written for the test and
 * their checksum computed here, at run time, with Node's own CRC32.
 */
import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';
import { BODY_LENGTH, base62Checksum, carriesChecksum, crc32, RANDOM_LENGTH, REST_WINDOW } from '../../src/redact/splitChecksumTokens.js';

const out = (text: string): string => redactSecrets(text).text;

/** Base62 in GitHub's order, written again here so the test does not lean on the module's table. */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const checksumOf = (random: string): string => {
  let n = zlibCrc32(random);
  let s = '';
  for (let i = 0; i < 6; i++) {
    s = (DIGITS[n % 62] as string) + s;
    n = Math.floor(n / 62);
  }
  return s;
};

/** 30 fake random characters, and the 36-character body with its checksum. */
const RANDOM = ['FAKEt0k3n', 'N0tR3aL', 'f0rT3st5', 'Qx9Zw2'].join('');
const BODY = RANDOM + checksumOf(RANDOM);
const GH = 'github-token';
const NPM = 'npm-token';
const mark = (kind: string): string => `[REDACTED:${kind}]`;

describe('the checksum', () => {
  it('CRC-32 (ISO-HDLC): the catalogue check value and Node zlib on the fixture', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('')).toBe(0);
    expect(crc32(RANDOM)).toBe(zlibCrc32(RANDOM));
    expect(crc32('a')).toBe(zlibCrc32('a'));
  });

  it('reads each code unit as one byte', () => {
    // U+0161 is 0x61 ('a') in its low byte.
    expect(crc32('\u0161')).toBe(crc32('a'));
  });

  it('six base62 digits in GitHub order, zeros in front', () => {
    expect(base62Checksum(0)).toBe('000000');
    expect(base62Checksum(61)).toBe('00000z');
    expect(base62Checksum(62)).toBe('000010');
    expect(base62Checksum(3844)).toBe('000100');
    expect(base62Checksum(0xffffffff)).toBe('4gfFC3');
  });

  it('a 36-character body carries its checksum; one changed character, another length or a non-base62 character does not', () => {
    expect(BODY_LENGTH).toBe(36);
    expect(RANDOM_LENGTH).toBe(30);
    expect(BODY).toHaveLength(36);
    expect(carriesChecksum(BODY)).toBe(true);
    expect(carriesChecksum(BODY.slice(0, 29) + (BODY[29] === 'a' ? 'b' : 'a') + BODY.slice(30))).toBe(false);
    expect(carriesChecksum(BODY.slice(0, 35) + (BODY[35] === 'a' ? 'b' : 'a'))).toBe(false);
    expect(carriesChecksum(BODY.slice(1))).toBe(false);
    expect(carriesChecksum(BODY + 'a')).toBe(false);
    expect(carriesChecksum('_' + BODY.slice(1))).toBe(false);
    expect(carriesChecksum(BODY.slice(0, 35) + '_')).toBe(false);
    // A character past base62 with its own checksum right: still no body.
    const odd = '_' + RANDOM.slice(1);
    expect(carriesChecksum(odd + checksumOf(odd))).toBe(false);
    expect(carriesChecksum(RANDOM.slice(1) + 'a' + checksumOf(RANDOM.slice(1) + 'a'))).toBe(true);
  });
});

describe('a token cut in two with words between', () => {
  it('the attack: ghp_ and 14, a few words, the last 22 — both halves go, the words stay', () => {
    const text = 'first half ghp_' + BODY.slice(0, 14) + ' and the second half is ' + BODY.slice(14) + ' ok';
    expect(out(text)).toBe('first half ' + mark(GH) + ' and the second half is ' + mark(GH) + ' ok');
  });

  it.each(['gho_', 'ghu_', 'ghs_', 'ghr_'])('%s too', (prefix) => {
    expect(out(prefix + BODY.slice(0, 10) + ' then ' + BODY.slice(10))).toBe(mark(GH) + ' then ' + mark(GH));
  });

  it('npm_: the same format', () => {
    expect(out('npm_' + BODY.slice(0, 20) + ' / ' + BODY.slice(20) + '.')).toBe(mark(NPM) + ' / ' + mark(NPM) + '.');
  });

  it('the rest on a later line', () => {
    expect(out('first ghp_' + BODY.slice(0, 14) + '\nrest:\n' + BODY.slice(14))).toBe('first ' + mark(GH) + '\nrest:\n' + mark(GH));
  });

  it('a head of 1 character and one of 29', () => {
    expect(out('ghp_' + BODY.slice(0, 1) + ' and then ' + BODY.slice(1))).toBe(mark(GH) + ' and then ' + mark(GH));
    // (Not ' and then ': the chunk view reads `ghp_<29> and` as a whole token, the word taken with it.)
    expect(out('ghp_' + BODY.slice(0, 29) + ', then ' + BODY.slice(29))).toBe(mark(GH) + ', then ' + mark(GH));
  });

  it('a run of the right length that fails the checksum before the real rest is passed over', () => {
    const decoy = BODY.slice(14, 35) + (BODY[35] === 'a' ? 'b' : 'a');
    const text = 'ghp_' + BODY.slice(0, 14) + ' not ' + decoy + ' but ' + BODY.slice(14);
    expect(out(text)).toBe(mark(GH) + ' not ' + decoy + ' but ' + mark(GH));
  });

  it('runs of other lengths before the rest are passed over', () => {
    const text = 'ghp_' + BODY.slice(0, 14) + ' see ' + BODY.slice(14, 35) + ' or ' + BODY.slice(14) + 'x then ' + BODY.slice(14);
    expect(out(text)).toBe(mark(GH) + ' see ' + BODY.slice(14, 35) + ' or ' + BODY.slice(14) + 'x then ' + mark(GH));
  });

  it(`the rest read up to ${REST_WINDOW} characters after the head, not one more`, () => {
    expect(REST_WINDOW).toBe(512);
    const head = 'ghp_' + BODY.slice(0, 14);
    const rest = BODY.slice(14);
    const near = head + ' '.repeat(REST_WINDOW - rest.length) + rest;
    expect(out(near)).toBe(mark(GH) + ' '.repeat(REST_WINDOW - rest.length) + mark(GH));
    const far = head + ' '.repeat(REST_WINDOW - rest.length + 1) + rest;
    expect(out(far)).toBe(far);
  });
});

describe('near-misses: a short head stays unless its rest carries the checksum', () => {
  it.each([
    ['the rest changed by one character', 'ghp_' + BODY.slice(0, 14) + ' and ' + BODY.slice(14, 35) + (BODY[35] === 'a' ? 'b' : 'a')],
    ['a rest one character short', 'ghp_' + BODY.slice(0, 14) + ' and ' + BODY.slice(15)],
    ['no rest at all', 'see ghp_' + BODY.slice(0, 14) + ' in the docs'],
    ['a documentation head', 'tokens look like ghp_abc123 followed by more characters'],
    ['the rest glued to an underscore', 'ghp_' + BODY.slice(0, 14) + ' and x_' + BODY.slice(14)],
    ['the rest glued to an underscore after it', 'ghp_' + BODY.slice(0, 14) + ' and ' + BODY.slice(14) + '_x'],
    ['the rest glued to a letter', 'ghp_' + BODY.slice(0, 14) + ' and x' + BODY.slice(14)],
    ['a head glued to a letter before', 'xghp_' + BODY.slice(0, 14) + ' and ' + BODY.slice(14)],
    ['a head glued to an underscore after', 'ghp_' + BODY.slice(0, 14) + '_x and ' + BODY.slice(14)],
    ['an npm setting name', 'npm_config_cache and npm_execpath are set'],
    ['a git SHA after a head', 'ghp_' + BODY.slice(0, 14) + ' at 9fceb02d0ae598e95dc970b74767f19372d61af8'],
    ['the rest before the head', BODY.slice(14) + ' then ghp_' + BODY.slice(0, 14)],
  ])('%s', (_name, text) => {
    expect(out(text)).toBe(text);
  });

  it('a head of 30 characters or more is the vendor shape: the checksum after it holds nothing secret and stays', () => {
    const text = 'ghp_' + RANDOM + ' sum ' + BODY.slice(30);
    expect(out(text)).toBe(mark(GH) + ' sum ' + BODY.slice(30));
  });
});
