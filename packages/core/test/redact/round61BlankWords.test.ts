// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * Issue #19, session 61 (h61-redact): a labelled value split by one blank and followed by words
 * keeps none of its pieces (src/redact/blankSplitValues.ts): `API_TOKEN=<half> <half> # rotated
 * monthly`, `password: <half> <half> (the staging one)`. Where the line goes on, each piece must
 * read as generated itself (looksGenerated from 8 characters); the words after it stay, and
 * prose or ordinary words after a value stay. Every fixture is fake and assembled at run time.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';
import { blankSplitValueEnd, MAX_PIECES } from '../../src/redact/blankSplitValues.js';
import { looksGenerated } from '../../src/redact/shapes.js';

const out = (text: string): string => redactSecrets(text).text;

/** A fake 20-character first half (a label rule takes it) and generated-looking second halves. */
const HALF_A = ['AbCdEfGh', 'IjKlMnOp', 'QrSt'].join('');
/** 20 characters: digits, both cases, a change of class at more than half its steps. */
const GEN_20 = ['k7Qz2Lm9', 'Xp4Rt8Vw', '3nB6'].join('');
/** 8 characters, the shortest piece that counts: every step changes class. */
const GEN_8 = ['aB3d', 'E5fG'].join('');
const MARK = '[REDACTED:secret-assignment]';

describe('a split value followed by words loses every piece, the words stay', () => {
  it.each([
    ['a shell comment', 'API_TOKEN=', ' # rotated monthly'],
    ['a bracket', 'password: ', ' (the staging one)'],
    ['a sentence', 'api_token = ', ' is set'],
    ['a comma, then words', 'secret = ', ', the staging one'],
    ['a semicolon, then words', 'secret = ', '; rotate it'],
    ['a closing quote, then a comment', 'secret = "', '" # prod'],
    ['a closing bracket, then words', 'secret = ', ') then more'],
    ['a closing square bracket, then words', 'secret = ', '] then more'],
    ['a closing single quote, then words', "secret = '", "' is it"],
    ['a closing backtick, then words', 'secret = `', '` is it'],
  ])('%s', (_name, head, tail) => {
    expect(out(head + HALF_A + ' ' + GEN_20 + tail)).toBe(head + MARK + tail);
  });

  it('three pieces, then words', () => {
    expect(out('api_token = ' + HALF_A + ' ' + GEN_20 + ' ' + GEN_8 + ' for prod')).toBe('api_token = ' + MARK + ' for prod');
  });

  it('a piece of 8 characters counts when words follow (read from 8, not 16)', () => {
    expect(out('api_token = ' + HALF_A + ' ' + GEN_8 + ' for prod')).toBe('api_token = ' + MARK + ' for prod');
  });

  it('split by a no-break space, words after an ideographic space', () => {
    expect(out('api_token = ' + HALF_A + '\u00a0' + GEN_20 + '\u3000rotated')).toBe('api_token = ' + MARK + '\u3000rotated');
  });

  it('generated pieces, then a token that is none: the pieces go, it stays', () => {
    expect(out('api_token = ' + HALF_A + ' ' + GEN_20 + ' deadbeef1234')).toBe('api_token = ' + MARK + ' deadbeef1234');
  });
});

describe('near-misses: prose and ordinary words after a value stay', () => {
  it.each([
    ['prose after a short value', 'token: abc123 is required here', 'token: ' + MARK + ' is required here'],
    ['two ordinary words', 'api_token = ' + HALF_A + ' deploy staging', 'api_token = ' + MARK + ' deploy staging'],
    ['a capitalised word, then words', 'api_token = ' + HALF_A + ' Production ready', 'api_token = ' + MARK + ' Production ready'],
    ['a mixed-case word with no digit', 'api_token = ' + HALF_A + ' MacBookPro here', 'api_token = ' + MARK + ' MacBookPro here'],
    ['a name with a year (few class changes)', 'api_token = ' + HALF_A + ' Version2024x here', 'api_token = ' + MARK + ' Version2024x here'],
    [
      'a git SHA, then words',
      'api_token = ' + HALF_A + ' 9fceb02d0ae598e95dc970b74767f19372d61af8 here',
      'api_token = ' + MARK + ' 9fceb02d0ae598e95dc970b74767f19372d61af8 here',
    ],
    ['a generated piece of 7 characters', 'api_token = ' + HALF_A + ' aB3dE5f here', 'api_token = ' + MARK + ' aB3dE5f here'],
    ['two blanks before the piece', 'api_token = ' + HALF_A + '  ' + GEN_20 + ' here', 'api_token = ' + MARK + '  ' + GEN_20 + ' here'],
  ])('%s', (_name, text, expected) => {
    expect(out(text)).toBe(expected);
  });

  it.each(['max_tokens: 4096 for now', 'password_min_length: 12 or more', 'token: <token> goes here'])('kept whole: %s', (text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});

describe('blankSplitValueEnd: pieces followed by words', () => {
  const line = (head: string, value: string, tail: string): [string, number, number] => [head + value + tail, head.length, head.length + value.length];

  it('ends at the last generated piece, exactly', () => {
    const [text, s, e] = line('k=', HALF_A, ' ' + GEN_20 + ' ' + GEN_8 + ' words');
    expect(blankSplitValueEnd(text, s, e)).toBe(e + 1 + GEN_20.length + 1 + GEN_8.length);
  });

  it(`${MAX_PIECES} generated pieces then words are taken; ${MAX_PIECES + 1} are a list, not one value`, () => {
    const pieces = (n: number): string => Array.from({ length: n }, () => ' ' + GEN_20).join('');
    const [most, s1, e1] = line('k=', HALF_A, pieces(MAX_PIECES) + ' words');
    expect(blankSplitValueEnd(most, s1, e1)).toBe(e1 + MAX_PIECES * (GEN_20.length + 1));
    const [more, s2, e2] = line('k=', HALF_A, pieces(MAX_PIECES + 1) + ' words');
    expect(blankSplitValueEnd(more, s2, e2)).toBe(e2);
  });

  it('a generated piece that ends the line (or the text) but does not read as a piece there is not taken: the line must go on', () => {
    // `aBcDeF12` has no letter past hex (the end-of-line reading's test) but reads as generated.
    expect(looksGenerated('aBcDeF12', 8)).toBe(true);
    for (const tail of ['', '\nnext line', ' \nnext', '"']) {
      const [text, s, e] = line('k=', HALF_A, ' aBcDeF12' + tail);
      expect(blankSplitValueEnd(text, s, e), JSON.stringify(tail)).toBe(e);
    }
    const [text, s, e] = line('k=', HALF_A, ' aBcDeF12 x');
    expect(blankSplitValueEnd(text, s, e)).toBe(e + 9);
  });

  it('16 blanks before the words, not 17', () => {
    const [near, s1, e1] = line('k=', HALF_A, ' ' + GEN_20 + ' '.repeat(16) + 'x');
    expect(blankSplitValueEnd(near, s1, e1)).toBe(e1 + 1 + GEN_20.length);
    const [far, s2, e2] = line('k=', HALF_A, ' ' + GEN_20 + ' '.repeat(17) + 'x');
    // 17 blanks and a word after a piece that also reads as a piece: the end-of-line reading does not apply either.
    expect(blankSplitValueEnd(far, s2, e2)).toBe(e2);
  });

  it('one closing character before the blank, not two', () => {
    const [one, s1, e1] = line('k=', HALF_A, ' ' + GEN_20 + ') x');
    expect(blankSplitValueEnd(one, s1, e1)).toBe(e1 + 1 + GEN_20.length);
    const [two, s2, e2] = line('k=', HALF_A, ' ' + GEN_20 + ')) x');
    expect(blankSplitValueEnd(two, s2, e2)).toBe(e2);
  });

  it('a piece glued to what follows (`!`, `@`) is no piece; `=` padding is part of it', () => {
    for (const glued of ['!x', '@host']) {
      const [text, s, e] = line('k=', HALF_A, ' ' + GEN_20 + glued + ' x');
      expect(blankSplitValueEnd(text, s, e), glued).toBe(e);
    }
    // `=` padding and `.` are part of a piece.
    const [padded, s3, e3] = line('k=', HALF_A, ' ' + GEN_20 + '== x');
    expect(blankSplitValueEnd(padded, s3, e3)).toBe(e3 + 1 + GEN_20.length + 2);
  });

  it('a piece of 512 characters counts, one of 513 does not', () => {
    const long = GEN_8.repeat(64);
    const [ok, s1, e1] = line('k=', HALF_A, ' ' + long + ' x');
    expect(blankSplitValueEnd(ok, s1, e1)).toBe(e1 + 513);
    const [over, s2, e2] = line('k=', HALF_A, ' ' + long + 'a x');
    expect(blankSplitValueEnd(over, s2, e2)).toBe(e2);
  });

  it('a first value under 8 characters, or with no assignment before it, is not extended', () => {
    const [short, s1, e1] = line('k=', 'Ab3dEf7', ' ' + GEN_20 + ' x');
    expect(blankSplitValueEnd(short, s1, e1)).toBe(e1);
    const [flag, s2, e2] = line('k - ', HALF_A, ' ' + GEN_20 + ' x');
    expect(blankSplitValueEnd(flag, s2, e2)).toBe(e2);
  });

  it('reads from the value on, not from earlier in the text', () => {
    const [text, s, e] = line(GEN_20 + ' x\nk=', HALF_A, ' here');
    expect(blankSplitValueEnd(text, s, e)).toBe(e);
  });
});

describe('looksGenerated: the shortest length', () => {
  it('16 by default; a shorter one when asked', () => {
    expect(looksGenerated(GEN_8 + GEN_8)).toBe(true);
    expect(looksGenerated(GEN_8 + 'aB3d5fG')).toBe(false);
    expect(looksGenerated(GEN_8, 8)).toBe(true);
    expect(looksGenerated('aB3dE5f', 8)).toBe(false);
    expect(looksGenerated('aB3dE5f', 7)).toBe(true);
  });
});
