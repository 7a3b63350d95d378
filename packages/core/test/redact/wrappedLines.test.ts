// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * A prefixed token hard-wrapped over two lines (a terminal or log viewer breaking a long line
 * at a fixed column) is still redacted whole (DESIGN.md §2.3), and text on the next line that
 * is not part of it (a word, a hash, another token) stays.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { wrappedLines } from '../../src/redact/wrappedLines.js';
import { expectRedacted } from './expectations.js';
import { fake, fullwidth, hex } from './fixtures.js';

const ghp = 'gh' + 'p_' + fake(36);
const ant = 'sk-' + 'ant-' + 'api03-' + fake(93, 4) + 'AA';
const akia = 'AK' + 'IA' + 'FAKEABCDEFGHIJKL';
const npm = 'np' + 'm_' + fake(36, 7);

/** `token` with a line break (and `indent`) inserted after `at` characters. */
const wrap = (token: string, at: number, indent = '', eol = '\n'): string => token.slice(0, at) + eol + indent + token.slice(at);

describe('wrappedLines', () => {
  test('joins the word before and the word after each break between two token characters, 8 of them on one side', () => {
    const pairs = wrappedLines('one\nabcdefgh three\n  fourfour,\nfive\nsix\nabcdefg\nabcdefg');
    // The blank after the second word says its line goes on. After a comma a line is not
    // wrapped; "five|six" and "abcdefg|abcdefg" have fewer than 8 characters on each side.
    expect(pairs.map((p) => [p.text, p.breakAt])).toEqual([
      ['oneabcdefgh ', 3],
      ['threefourfour,', 5],
    ]);
  });

  test('maps a range of the joined words back to the source, the break inside it included', () => {
    const source = 'xy abcdefgh\ncd ef\r\n   ghijklmn\nij';
    const pairs = wrappedLines(source);
    expect(pairs.map((p) => p.text)).toEqual(['abcdefghcd ', 'efghijklmn', 'ghijklmnij']);
    const [first, second, third] = pairs;
    const back = (pair: typeof first, start: number, end: number): string => source.slice(...(pair?.toSource(start, end) ?? [0, 0]));
    expect(back(first, 0, 10)).toBe('abcdefgh\ncd');
    expect(back(first, 0, 8)).toBe('abcdefgh');
    expect(back(first, 8, 11)).toBe('cd ');
    expect(back(second, 0, 10)).toBe('ef\r\n   ghijklmn');
    expect(back(second, 1, 3)).toBe('f\r\n   g');
    expect(back(third, 0, 10)).toBe('ghijklmn\nij');
  });

  test('a break after a blank or punctuation, or before one, is not a wrap', () => {
    expect(wrappedLines('abcdefgh. \nabcdefgh')).toEqual([]);
    expect(wrappedLines('abcdefgh\n\nabcdefgh')).toEqual([]);
    expect(wrappedLines('abcdefgh\n (abcdefgh)')).toEqual([]);
    expect(wrappedLines('abcdefgh:\nabcdefgh')).toEqual([]);
    expect(wrappedLines('no breaks at all')).toEqual([]);
  });

  test('indentation of at most 16 blanks is part of the break', () => {
    expect(wrappedLines(`abcdefgh\n${' '.repeat(16)}b`).map((p) => p.text)).toEqual(['abcdefghb']);
    expect(wrappedLines(`abcdefgh\n${' '.repeat(17)}b`)).toEqual([]);
  });
});

describe('a token wrapped over two lines', () => {
  test.each([
    ['GitHub token split in its body', wrap(ghp, 20)],
    ['GitHub token split in its prefix', wrap(ghp, 2)],
    ['split with CRLF', wrap(ghp, 20, '', '\r\n')],
    ['next line indented', wrap(ghp, 20, '    ')],
    ['AWS key id', wrap(akia, 10)],
    ['npm token', wrap(npm, 30)],
  ])('%s: redacted whole', (_name, text) => {
    const kind = text.startsWith('AK') ? 'aws-access-key-id' : text.startsWith('np') ? 'npm-token' : 'github-token';
    const token = text.startsWith('AK') ? akia : text.startsWith('np') ? npm : ghp;
    expect(expectRedacted(`key:\n${text}\nok`, kind, token).text).toBe(`key:\n[REDACTED:${kind}]\nok`);
  });

  test('in prose, with the text around it kept', () => {
    expect(redactSecrets(`The deploy token is ${wrap(ghp, 24)} and it expires.`).text).toBe('The deploy token is [REDACTED:github-token] and it expires.');
  });

  test('written in fullwidth forms', () => {
    expect(redactSecrets(`${fullwidth(ghp.slice(0, 20))}\n${fullwidth(ghp.slice(20))}`).text).toBe('[REDACTED:github-token]');
  });

  test('split by a zero-width space as well', () => {
    expect(redactSecrets(`x ${ghp.slice(0, 12)}\u200B${ghp.slice(12, 24)}\n${ghp.slice(24)} y`).text).toBe('x [REDACTED:github-token] y');
  });

  test('a long key whose first line already looks complete is extended onto the next line', () => {
    for (const at of [45, 60, 90]) {
      for (const [before, after] of [
        ['', ''],
        ['ANTHROPIC_API_KEY="', '"'],
        ['export KEY=', ';'],
        ['(', ')'],
      ] as const) {
        const text = `${before}${wrap(ant, at)}${after}`;
        const result = expectRedacted(text, 'anthropic-api-key', ant);
        expect(result.text).toBe(`${before}[REDACTED:anthropic-api-key]${after}`);
      }
    }
  });

  test('a wrapped token right next to another secret: both go, each under its own marker', () => {
    const label = 'RSA PRIV' + 'ATE KEY';
    const pem = `-----BEGIN ${label}-----\n${'QUJD'.repeat(16)}\n-----END ${label}-----`;
    const result = redactSecrets(`${pem}${wrap(ghp, 20)}${pem}`);
    expect(result).toEqual({
      text: '[REDACTED:private-key][REDACTED:github-token][REDACTED:private-key]',
      kinds: ['github-token', 'private-key'],
    });
  });

  test('two wrapped tokens in one text', () => {
    expect(redactSecrets(`a ${wrap(ghp, 12)} b ${wrap(npm, 9)} c`).text).toBe('a [REDACTED:github-token] b [REDACTED:npm-token] c');
  });
});

describe('what the next line keeps', () => {
  test.each([
    ['a word', `${ghp}\nThanks`],
    ['a sentence', `token ${ghp}\nThen we left.`],
    ['a word with a digit', `${ghp}\nv2`],
    ['a git SHA', `${ghp}\n${'3f9a1c2b7d'.repeat(4)}`],
    ['a sha256', `${ant}\n${hex(64, 2)}`],
    ['an assignment', `${ghp}\nDEBUG=1`],
    ['another token', `${ghp}\n${npm}`],
    ['another token of the same kind', `${ghp}\n${'gh' + 'o_' + fake(36, 9)}`],
  ])('%s after a complete token stays', (_name, text) => {
    const [first, second] = text.split('\n') as [string, string];
    expect(redactSecrets(text).text).toBe(`${redactSecrets(first).text}\n${redactSecrets(second).text}`);
  });

  test('a token tail followed by more prose is cut at the line end (the first line goes)', () => {
    // Known limit: only a tail that closes its line extends a token found as it stands.
    const result = redactSecrets(`${wrap(ant, 60)} and more`);
    expect(result.text).toBe(`[REDACTED:anthropic-api-key]\n${ant.slice(60)} and more`);
  });

  test.each([
    ['a prefix alone at a line end', 'classic tokens start with ghp_\nABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkl in the docs'],
    ['fewer than 8 characters before the break and no tail after it', `see ${ghp.slice(0, 7)}\nabcdefghijklmnopqrstuvwxyzabcdefghijklm now`],
    ['a labelled value over two lines', 'PASSWORD=\nHOST=db\nTOKEN=ab\nNEXT=FAKEvalue'],
    ['hashes on consecutive lines', `${hex(64, 1)}\n${hex(64, 2)}\n${'3f9a1c2b7d'.repeat(4)}`],
    ['prose wrapped at a word', 'The migration renamed the column\nand the index stayed.'],
  ])('%s: nothing is redacted', (_name, text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });

  test('characters before the token on its line do not count towards the 8', () => {
    const text = `KEY=${ghp.slice(0, 7)}\nabcdefghijklmnopqrstuvwxyzabcdefghijklm now`;
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });

  test('a rest of exactly 8 characters is enough after a short start', () => {
    // A Slack token is at least 15 characters: 7 on the first line, 8 on the second.
    const slack = 'xo' + 'xb-123456789z';
    expect(redactSecrets(`see ${slack.slice(0, 7)}\n${slack.slice(7)} now`).text).toBe('see [REDACTED:slack-token] now');
    expect(redactSecrets(`see ${slack.slice(0, 7)}\n${slack.slice(7, 14)}`).kinds).toEqual([]);
  });

  test('a rest of exactly 8 characters extends a token complete on the first line', () => {
    const key = 'sk-' + 'ant-' + 'api03-' + fake(60, 2) + 'Zx9Qw7Ab';
    expect(redactSecrets(`${wrap(key, key.length - 8)}\nok`).text).toBe('[REDACTED:anthropic-api-key]\nok');
    // Seven are left as they are (too short to be worth anything, too short to tell from a word).
    expect(redactSecrets(`${wrap(key, key.length - 7)}\nok`).text).toBe('[REDACTED:anthropic-api-key]\nx9Qw7Ab\nok');
  });

  test('exactly 8 characters before the break are enough', () => {
    expect(redactSecrets(`see ${ghp.slice(0, 8)}\nabcdefghijklmnopqrstuvwxyzabcdefgh now`).text).toBe('see [REDACTED:github-token] now');
  });

  test('with fewer before the break, the rest must read as a token: a digit or a case step, and a letter that is not hex', () => {
    const prefix = `see ${ghp.slice(0, 7)}\n`;
    for (const tail of ['abcdefghijklmnopqrstuvwxyzabcd012', 'abcdefghijklmnopqrstuvwxyzabcdXyz']) {
      expect(redactSecrets(`${prefix}${tail} now`).text, tail).toBe('see [REDACTED:github-token] now');
    }
    for (const tail of ['ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFG', 'abcdefabcdef0123456789abcdef01234', 'Abcdefghijklmnopqrstuvwxyzabcdefg']) {
      expect(redactSecrets(`${prefix}${tail} now`).kinds, tail).toEqual([]);
    }
  });
});
