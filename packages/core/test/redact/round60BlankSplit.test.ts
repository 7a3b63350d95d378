// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * Issue #19, session 60 (h60-redact), attack h59 A3: a labelled value split by one blank on its
 * line (a space, a no-break space, an ideographic space) is taken whole
 * (src/redact/blankSplitValues.ts); words, sentences and hashes after a value stay. Every fixture
 * is fake and assembled at run time.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';
import { blankSplitValueEnd, MAX_PIECES, MIN_HALF, readsAsPiece } from '../../src/redact/blankSplitValues.js';

const out = (text: string): string => redactSecrets(text).text;

/** Two fake 20-character halves of a 40-character key (mixed case, digits). */
const HALF_A = ['AbCdEfGh', 'IjKlMnOp', 'QrSt'].join('');
const HALF_B = ['UvWxYz01', '23456789', 'aBcD'].join('');
const MARK = '[REDACTED:secret-assignment]';

describe('a value split by one blank after a credential-named key', () => {
  it.each([
    ['a space', ' '],
    ['a no-break space', '\u00a0'],
    ['an ideographic space', '\u3000'],
    ['a tab', '\t'],
    ['a narrow no-break space', '\u202f'],
    ['an en quad', '\u2000'],
    ['a hair space', '\u200a'],
    ['a medium mathematical space', '\u205f'],
    ['an ogham space mark', '\u1680'],
  ])('split by %s: both halves go', (_name, blank) => {
    expect(out('aws_secret_access_key = ' + HALF_A + blank + HALF_B)).toBe('aws_secret_access_key = ' + MARK);
  });

  it.each([
    ['YAML', 'aws_secret_access_key: '],
    ['shell', 'export AWS_SECRET_ACCESS_KEY='],
    ['INI', 'secret='],
  ])('%s assignment', (_name, head) => {
    expect(out(head + HALF_A + ' ' + HALF_B)).toBe(head + MARK);
  });

  it('a value in three pieces, before a line break, a CR, a line or a paragraph separator', () => {
    for (const end of ['\n', '\r\n', '\r', '\u2028', '\u2029']) {
      expect(out('secret = ' + HALF_A + ' ' + HALF_B + ' ' + HALF_A + end + 'next line')).toBe('secret = ' + MARK + end + 'next line');
    }
  });

  it('a closing quote and blanks after the last piece stay', () => {
    expect(out('secret = ' + HALF_A + ' ' + HALF_B + "'  \nx")).toBe('secret = ' + MARK + "'  \nx");
  });

  it('padding after a piece goes with it', () => {
    expect(out('secret = ' + HALF_A + ' ' + HALF_B + '==')).toBe('secret = ' + MARK);
  });
});

describe('near-misses: what follows a value and is no piece of it stays', () => {
  it.each([
    ['words after the value', 'password = ' + HALF_A + ' is what I use'],
    ['a git SHA after the value', 'secret = ' + HALF_A + ' 9fceb02d0ae598e95dc970b74767f19372d61af8'],
    ['a capitalised word', 'secret = ' + HALF_A + ' Production'],
    ['a word in capitals', 'secret = ' + HALF_A + ' PRODUCTION'],
    ['a short piece', 'secret = ' + HALF_A + ' v2Ab3'],
    ['a path', 'PASSWORD=' + HALF_A + ' ./run-Server2.sh'],
    ['an option', 'PASSWORD=' + HALF_A + ' --retries5x'],
    ['two blanks (a column or a comment)', 'secret = ' + HALF_A + '  ' + HALF_B],
  ])('%s', (_name, text) => {
    const tail = text.slice(text.indexOf(HALF_A) + HALF_A.length);
    expect(out(text)).toBe(text.slice(0, text.indexOf(HALF_A)) + MARK + tail);
  });

  // Session 61 (h61-redact): a split value followed by words now loses its second piece when that piece
  // reads as generated (test/redact/round61BlankWords.test.ts); these two cases moved from the kept side.
  it.each([
    ['a second piece, then a sentence', 'api_token = ', ' is set'],
    ['a trailing comment', 'secret = ', ' # prod'],
  ])('%s: the generated second piece goes, the words stay (session 61)', (_name, head, tail) => {
    expect(out(head + HALF_A + ' ' + HALF_B + tail)).toBe(head + MARK + tail);
  });

  it('a value after no assignment (a flag) is not extended', () => {
    const text = 'mysql -u root -p' + HALF_A + ' ' + HALF_B;
    expect(out(text)).toContain(' ' + HALF_B);
  });

  it.each(['max_tokens: 4096', 'password_min_length: 12', 'password: changeme', 'token: <token>', 'password=${DB_PASS}'])('kept: %s', (text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});

describe('blankSplitValueEnd', () => {
  const line = (head: string, value: string, tail: string): [string, number, number] => [head + value + tail, head.length, head.length + value.length];
  const end = (text: string, start: number, stop: number): number => blankSplitValueEnd(text, start, stop);

  it('extends over the pieces to the end of the line, exactly', () => {
    const [text, s, e] = line('k=', HALF_A, ' ' + HALF_B);
    expect(end(text, s, e)).toBe(text.length);
  });

  it(`a first half of ${MIN_HALF} characters is extended, one of ${MIN_HALF - 1} is not`, () => {
    expect(MIN_HALF).toBe(8);
    const [long, s1, e1] = line('k=', 'Ab3dEf7h', ' ' + HALF_B);
    expect(end(long, s1, e1)).toBe(long.length);
    const [short, s2, e2] = line('k=', 'Ab3dEf7', ' ' + HALF_B);
    expect(end(short, s2, e2)).toBe(e2);
  });

  it('16 blanks between the assignment and the value, not 17', () => {
    const [ok, s1, e1] = line('k=' + ' '.repeat(16), HALF_A, ' ' + HALF_B);
    expect(end(ok, s1, e1)).toBe(ok.length);
    const [far, s2, e2] = line('k=' + ' '.repeat(17), HALF_A, ' ' + HALF_B);
    expect(end(far, s2, e2)).toBe(e2);
  });

  it('reads the assignment right before a value near the start of a long text', () => {
    const [text, s, e] = line('k=', HALF_A, ' ' + HALF_B + '\n' + 'x'.repeat(64));
    expect(end(text, s, e)).toBe(s + HALF_A.length + 1 + HALF_B.length);
  });

  it('needs = or : before the value', () => {
    for (const op of ['=', ':']) {
      const [text, s, e] = line('k' + op + ' ', HALF_A, ' ' + HALF_B);
      expect(end(text, s, e)).toBe(text.length);
    }
    const [text, s, e] = line('k - ', HALF_A, ' ' + HALF_B);
    expect(end(text, s, e)).toBe(e);
  });

  it(`at most ${MAX_PIECES} pieces after the first`, () => {
    expect(MAX_PIECES).toBe(8);
    const pieces = (n: number): string => Array.from({ length: n }, () => ' ' + HALF_B).join('');
    const [most, s1, e1] = line('k=', HALF_A, pieces(8));
    expect(end(most, s1, e1)).toBe(most.length);
    const [more, s2, e2] = line('k=', HALF_A, pieces(9));
    expect(end(more, s2, e2)).toBe(e2);
  });

  it('a piece of 8 characters counts, one of 7 does not; 512 counts, 513 does not', () => {
    for (const [piece, counts] of [
      ['Ab3dEf7h', true],
      ['Ab3dEf7', false],
      ['Gh3k'.repeat(128), true],
      ['Gh3k'.repeat(128) + 'x', false],
    ] as const) {
      const [text, s, e] = line('k=', HALF_A, ' ' + piece);
      expect(end(text, s, e)).toBe(counts ? text.length : e);
    }
  });

  it('reads the pieces right after the value, not pieces earlier in the text', () => {
    const [text, s, e] = line('x Gh3kGh3k9\nk=', HALF_A, ' is');
    expect(end(text, s, e)).toBe(e);
  });

  it('every piece must read as generated', () => {
    const [text, s, e] = line('k=', HALF_A, ' ' + HALF_B + ' deadbeef1234');
    // Session 61: the generated HALF_B, followed by more of the line, goes; `deadbeef1234` stays (was: `e`).
    expect(end(text, s, e)).toBe(e + 1 + HALF_B.length);
  });

  it('a piece may not start with . - or ~, and may start with + / _ or a digit', () => {
    for (const lead of ['.', '-', '~']) {
      const [text, s, e] = line('k=', HALF_A, ' ' + lead + HALF_B);
      expect(end(text, s, e)).toBe(e);
    }
    for (const lead of ['+', '/', '_', '7']) {
      const [text, s, e] = line('k=', HALF_A, ' ' + lead + HALF_B);
      expect(end(text, s, e)).toBe(text.length);
    }
  });

  it('at most 16 blanks after a closing quote, then the line ends', () => {
    const [ok, s1, e1] = line('k=', HALF_A, ' ' + HALF_B + '"' + ' '.repeat(16));
    expect(end(ok, s1, e1)).toBe(e1 + 1 + HALF_B.length);
    const [far, s2, e2] = line('k=', HALF_A, ' ' + HALF_B + '"' + ' '.repeat(17));
    expect(end(far, s2, e2)).toBe(e2);
  });
});

describe('readsAsPiece', () => {
  it.each([
    ['bPxRfiCYEXAMPLEKEY', true],
    ['ghijklmn5', true],
    ['abcdefgH', true],
    ['deadbeef1234', false],
    ['Production', false],
    ['PRODUCTION', false],
    ['abcdefgh', false],
    ['GGGG1111', true],
  ])('%s → %s', (piece, expected) => {
    expect(readsAsPiece(piece)).toBe(expected);
  });
});
