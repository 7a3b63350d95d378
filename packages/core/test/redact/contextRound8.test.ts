// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * Round 8 of issue #19 (probes from the classes the team listed, never from a blind case):
 * lftp -u user,password and cargo login <token>, and the bounds of the letter-spaced view.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { letterSpacedView } from '../../src/redact/rewrittenViews.js';
import { fake } from './fixtures.js';
import { expectKept as kept } from './expectations.js';

const pass = 'Tr0ub' + '4dor-Mx9q';
const crates = 'cio' + fake(32, 4);

describe('a password or token on a command line the rules did not name', () => {
  test.each([
    ['lftp -u user,password', 'lftp -u deploy,' + pass + ' ftp.example.com', 'lftp -u deploy,[REDACTED:command-line-secret] ftp.example.com'],
    [
      'lftp with other options first, quoted',
      'lftp -e "mirror" -u "deploy,' + pass + '" sftp://h',
      'lftp -e "mirror" -u "deploy,[REDACTED:command-line-secret]" sftp://h',
    ],
    ['cargo login <token>', 'cargo login ' + crates, 'cargo login [REDACTED:command-line-secret]'],
    ['cargo login --registry', 'cargo login --registry my-reg ' + fake(32, 8), 'cargo login --registry my-reg [REDACTED:command-line-secret]'],
    ['cargo login --registry=', 'cargo login --registry=my-reg "' + fake(32, 8) + '"', 'cargo login --registry=my-reg "[REDACTED:command-line-secret]"'],
  ])('%s', (_label, text, expected) => {
    expect(redactSecrets(text)).toEqual({ text: expected, kinds: ['command-line-secret'] });
  });
});

describe('the same commands with no secret stay as they are', () => {
  test.each([
    ['lftp without a password', 'lftp -u deploy ftp.example.com'],
    ['lftp with a placeholder', 'lftp -u deploy,<password> ftp.example.com'],
    ['cargo login alone', 'cargo login'],
    ['cargo login --help', 'cargo login --help'],
    ['cargo login with a placeholder', 'cargo login $CARGO_REGISTRY_TOKEN'],
    ['cargo build', 'cargo build --release'],
  ])('%s', (_label, text) => {
    kept(text);
  });
});

describe('the letter-spaced view reads tokens, not rows of punctuation or long runs', () => {
  test('a spelled token is joined, with its raw range', () => {
    const view = letterSpacedView('xx g h p _ A b 1 2 yy');
    expect(view?.text).toBe('xx ghp_Ab12 yy');
    expect(view?.toRaw(3, 11)).toEqual([3, 18]);
    expect(view?.toRaw(0, 14)).toEqual([0, 21]);
  });
  test('a row of dots, dashes or bullets is no run', () => {
    expect(letterSpacedView('. . . . . . . . . . . .')).toBeUndefined();
    expect(letterSpacedView('- - - - - - - - - - - -')).toBeUndefined();
    expect(letterSpacedView('a . . . . . . . . . . 1')).toBeUndefined();
  });
  test('half letters or digits is enough', () => {
    expect(letterSpacedView('a . b . c . d .')?.text).toBe('a.b.c.d.');
  });
  test('a run longer than any token is left as written; one at the bound is read', () => {
    expect(letterSpacedView(Array.from({ length: 513 }, () => 'a').join(' '))).toBeUndefined();
    expect(letterSpacedView(Array.from({ length: 512 }, () => 'a').join(' '))?.text).toBe('a'.repeat(512));
    expect(letterSpacedView(Array.from({ length: 512 }, () => 'a').join('   '))?.text).toBe('a'.repeat(512));
    expect(letterSpacedView(Array.from({ length: 513 }, () => 'a').join('-'))).toBeUndefined();
  });
  test('seven characters are no run; eight are', () => {
    expect(letterSpacedView('a b c d e f g')).toBeUndefined();
    expect(letterSpacedView('a b c d e f g h')?.text).toBe('abcdefgh');
    expect(letterSpacedView('a b c d e f g hi')).toBeUndefined();
    expect(letterSpacedView('a  b c d e f g h')).toBeUndefined();
  });
});
