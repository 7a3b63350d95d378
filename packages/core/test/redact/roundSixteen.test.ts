// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * Round 16 of issue #19: one escape decoder (../../src/decode/escapes.ts) shared by the redactor's
 * views and offered to the gate, so a zero-width character written in any notation inside a token
 * (octal or `\x` bytes, `\U`, CSS, quoted-printable, percent, doubly escaped) is rejoined as a
 * literal one is; a base64 body broken with `\n` escapes inside a JSON string; a key glued after
 * one stray capital that still stands at its vendor's fixed length; and regression cases for
 * classes the notes listed as missed that the redactor already reads (hex, YAML block scalars,
 * shell line continuations). Each is a credential caught or a near-miss kept. Every fixture is
 * fake and assembled at run time.
 */
import { Buffer } from 'node:buffer';
import { describe, expect, test } from 'vitest';
import { decodeEscapeMatch, decodeEscapes, escapePattern } from '../../src/decode/escapes.js';
import { escapedCharacterView, escapedCharacterViews } from '../../src/redact/escapedCharacters.js';
import { redactSecrets } from '../../src/redact/index.js';
import { base64LinesView, inlineEscapeView } from '../../src/redact/rewrittenViews.js';
import { expectHidden as hidden, expectKept as kept } from './expectations.js';
import { fake, fakeFrom } from './fixtures.js';

const github = 'gh' + 'p_' + fake(36, 5);
const at = (s: string, i: number, insert: string): string => s.slice(0, i) + insert + s.slice(i);
/** U+200B ZERO WIDTH SPACE is E2 80 8B in UTF-8; U+FEFF is a zero-width no-break space. */
const ZWSP_NOTATIONS: ReadonlyArray<readonly [string, string]> = [
  ['octal bytes', '\\342\\200\\213'],
  ['`\\x` bytes', '\\xe2\\x80\\x8b'],
  ['`\\U`', '\\U0000200b'],
  ['a CSS escape', '\\200B '],
  ['a CSS escape of U+FEFF (no octal reading of it)', '\\feff '],
  ['quoted-printable octets', '=E2=80=8B'],
  ['percent bytes', '%E2%80%8B'],
  ['a doubly escaped `\\u`', '\\\\u200b'],
  ['doubly escaped octal bytes', '\\\\342\\\\200\\\\213'],
];

describe('a zero-width character written as an escape inside a token is rejoined (one decoder)', () => {
  test.each(ZWSP_NOTATIONS)('%s', (_name, zwsp) => {
    expect(hidden('token: ' + at(github, 14, zwsp), github)).toEqual(['github-token']);
  });

  test('as a literal one is', () => {
    expect(hidden('token: ' + at(github, 14, '\u200b'), github)).toEqual(['github-token']);
  });

  test('a bare token with a byte-written zero-width character, no label', () => {
    expect(redactSecrets(at(github, 20, '\\342\\200\\213')).text).toBe('[REDACTED:github-token]');
    expect(redactSecrets('x ' + at(github, 9, '=E2=80=8B') + ' y').text).toBe('x [REDACTED:github-token] y');
  });

  test.each([
    ['a UTF-8 word in octal bytes', 'caf\\303\\251 au lait, rotated weekly'],
    ['a percent-encoded accent in a URL path', 'see https://example.org/caf%C3%A9/menu for the list'],
    ['quoted-printable text in a mail', 'Subject: =?utf-8?Q?caf=C3=A9?= at noon'],
    ['an assignment whose value starts with two hex digits', 'KEY=AB12 and PORT=8080'],
    ['percent bytes of ASCII', 'path=%41%42%43 search'],
    ['a lone byte that is no UTF-8', 'ratio =E9 and \\351 here'],
  ])('near-miss kept: %s', (_name, text) => {
    kept(text);
  });
});

describe('the shared decoder (decode/escapes.ts)', () => {
  const pieces = (text: string, notations: Parameters<typeof escapePattern>[0]) =>
    [...text.matchAll(escapePattern(notations))].flatMap((m) => decodeEscapeMatch(m, { named: (n) => (n === 'lowbar' ? '_' : undefined) }));

  test('a UTF-8 sequence of byte escapes is one character spanning its escapes', () => {
    expect(pieces('a\\342\\200\\213b', ['c'])).toEqual([['\u200b', 1, 13]]);
    expect(pieces('a\\xf0\\x9f\\x94\\x91b', ['c'])).toEqual([['\u{1f511}', 1, 17]]);
    expect(pieces('\\xc3\\xa9', ['c'])).toEqual([['\u00e9', 0, 8]]);
  });

  test('a `c` byte in no sequence reads as its Latin-1 character; ASCII bytes one by one', () => {
    expect(pieces('\\xe9\\x67', ['c'])).toEqual([
      ['\u00e9', 0, 4],
      ['g', 4, 8],
    ]);
    expect(pieces('\\x80', ['c'])).toEqual([['\u0080', 0, 4]]);
    expect(pieces('\\xe2\\x80', ['c'])).toEqual([
      ['\u00e2', 0, 4],
      ['\u0080', 4, 8],
    ]);
    expect(pieces('\\147\\150', ['c'])).toEqual([
      ['g', 0, 4],
      ['h', 4, 8],
    ]);
  });

  test('percent and quoted-printable runs decode only as whole UTF-8 text past ASCII', () => {
    expect(pieces('%E2%80%8B', ['percent'])).toEqual([['\u200b', 0, 9]]);
    expect(pieces('=C3=A9=41', ['quoted-printable'])).toEqual([
      ['\u00e9', 0, 6],
      ['A', 6, 9],
    ]);
    expect(pieces('%41%42', ['percent'])).toEqual([]);
    expect(pieces('%E2%80', ['percent'])).toEqual([]);
    expect(pieces('=E9', ['quoted-printable'])).toEqual([]);
    expect(pieces('%c3%a9', ['percent'])).toEqual([['\u00e9', 0, 6]]);
  });

  test('code points: `\\u`, `\\u{}`, `\\U`, CSS, HTML decimal, hex and named', () => {
    expect(pieces('\\u0067\\u{68}\\U00000070', ['c']).map(([t]) => t)).toEqual(['g', 'h', 'p']);
    expect(pieces('\\5f \\200b', ['css'])).toEqual([
      ['_', 0, 4],
      ['\u200b', 4, 9],
    ]);
    expect(pieces('&#103;&#x68&lowbar;&nope;', ['html']).map(([t]) => t)).toEqual(['g', 'h', '_']);
    expect(pieces('&#1114112;\\U00110000\\ud800', ['html', 'c'])).toEqual([]);
  });

  test('decodeEscapes reads every notation but CSS by default, and keeps what it cannot decode', () => {
    expect(decodeEscapes('ign\\x6fre &#112;rev%C3%A9 \\157ld =E2=80=8B%41')).toBe('ignore prevé old \u200b%41');
    expect(decodeEscapes('\\67 \\68', ['css'])).toBe('gh');
    expect(decodeEscapes('a &lowbar; b', ['html'], { named: (n) => (n === 'lowbar' ? '_' : undefined) })).toBe('a _ b');
    expect(decodeEscapes('a &lowbar; b', ['html'])).toBe('a &lowbar; b');
  });

  test('the redactor views read through it: octal is ASCII in the C view, CSS is its own reading', () => {
    expect(inlineEscapeView('\\147\\150\\160\\xe9')?.text).toBe('ghp\\xe9');
    expect(escapedCharacterView('ab\\342\\200\\213cd')?.text).toBe('ab\u200bcd');
    expect(escapedCharacterViews('ab\\200B cd').map((v) => v.text)).toEqual(['ab\u0080B cd', 'ab\u200bcd']);
    expect(escapedCharacterViews('ab=E2=80=8Bcd').map((v) => v.text)).toEqual(['ab\u200bcd']);
    expect(escapedCharacterViews('plain text')).toEqual([]);
    expect(escapedCharacterViews('a\\7e b')).toEqual([]);
  });
});

describe('base64 broken into lines with `\\n` escapes inside a JSON string', () => {
  const line = 'export GITHUB_TOKEN=' + github + '\nexport REGION=eu-west-1\n';
  const body = Buffer.from(line + line).toString('base64');
  const wrap = (width: number, sep: string): string => (body.match(new RegExp(`.{1,${width}}`, 'g')) as string[]).join(sep);

  test.each([
    ['64 columns', 64, '\\n'],
    ['76 columns', 76, '\\n'],
    ['76 columns, CRLF', 76, '\\r\\n'],
  ])('%s', (_name, width, sep) => {
    const text = '{"kind": "Secret", "data": "' + wrap(width, sep) + '"}';
    expect(hidden(text, body.slice(64, 140))).toContain('github-token');
    expect(redactSecrets(text).text).not.toContain(body.slice(100, 120));
  });

  test('the view joins escaped breaks alone between base64 lines', () => {
    expect(base64LinesView('"' + 'QUJD'.repeat(5) + '\\n' + 'REVG' + '"')?.text).toBe('"' + 'QUJD'.repeat(5) + 'REVG' + '"');
    expect(base64LinesView('"' + 'QUJD'.repeat(3) + '\\n' + 'REVG' + '"')).toBeUndefined();
    // A break after a short line (the last of a wrap is the only short one) is no wrap.
    expect(base64LinesView('"' + 'QUJD'.repeat(5) + '\\nREVG\\nR0hJ"')?.text).toBe('"' + 'QUJD'.repeat(5) + 'REVG\\nR0hJ"');
    expect(base64LinesView('"' + 'QUJD'.repeat(5) + '\\n' + 'QUJD'.repeat(5) + '\\nR0hJ"')?.text).toBe('"' + 'QUJD'.repeat(10) + 'R0hJ"');
    expect(base64LinesView('"' + 'QUJD'.repeat(5) + '\\n' + ' REVG' + '"')).toBeUndefined();
    expect(base64LinesView('"' + 'QUJD'.repeat(5) + '\\nREVG\\x41"')?.text).toBeUndefined();
    expect(base64LinesView('no backslash here')).toBeUndefined();
  });

  test('near-miss kept: base64 of plain words broken the same way', () => {
    const words = Buffer.from('hello there, this is a harmless text of words only, nothing else here').toString('base64');
    kept('{"note": "' + (words.match(/.{1,20}/g) as string[]).join('\\n') + '"}');
  });
});

describe('classes the notes listed as missed that are read (regression cases)', () => {
  test('a hex-encoded token, alone and with its label', () => {
    expect(hidden(Buffer.from(github).toString('hex'), Buffer.from(github).toString('hex'))).toEqual(['github-token']);
    expect(hidden('blob ' + Buffer.from('GITHUB_TOKEN=' + github).toString('hex'), Buffer.from(github).toString('hex'))).toContain('github-token');
  });

  test.each([
    ['a YAML literal block scalar', 'token: |\n  ' + github.slice(0, 20) + '\n  ' + github.slice(20) + '\n'],
    ['a YAML folded block scalar', 'token: >-\n  ' + github.slice(0, 20) + '\n  ' + github.slice(20) + '\n'],
    ['a shell line continuation', 'export GITHUB_TOKEN=' + github.slice(0, 20) + '\\\n' + github.slice(20)],
    ['a line continuation in a curl header', 'curl -H "Authorization: token ' + github.slice(0, 20) + '\\\n' + github.slice(20) + '" https://api.github.com'],
  ])('a token split over lines in %s', (_name, text) => {
    expect(hidden(text, github, { squeezed: true })).toEqual(['github-token']);
  });
});

describe('a fixed-length key glued after one stray capital (shapes.ts fixedKeyIsGlued)', () => {
  const aws = 'AK' + 'IA' + fakeFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 9).replace(/^FAKE/, 'FAK7');
  const google = 'AI' + 'za' + fake(35, 50);

  test.each([
    ['an AWS key id', 'X' + aws, aws],
    ['an AWS key id in quotes', '"Q' + aws + '"', aws],
    ['a Google API key', 'B' + google, google],
  ])('%s still stands at its vendor length', (_name, text, secret) => {
    expect(hidden(text, secret).length).toBe(1);
  });

  test.each([
    ['an upper-case name of two or more capitals', 'MAL' + aws],
    ['a lower-case word glued after the key', 'X' + aws + 'config'],
    ['an identifier with no digit', 'XAK' + 'IA' + 'POSTGRESQLREPLICA'],
  ])('near-miss kept: %s', (_name, text) => {
    kept(text);
  });
});

describe('a prefixed SQL string literal under a credential column (tablePatterns.ts SQL_STRING_PREFIX)', () => {
  const pw = 'Qz7' + 'kLm2Xp9Rt';
  const pw2 = 'Wq8' + 'jKn3Yr0Su';

  test.each([
    ["N'…' (SQL Server, MySQL national string)", `N'${pw}'`, "N'[REDACTED:secret-assignment]'"],
    ["E'…' (PostgreSQL escape string)", `E'${pw}'`, "E'[REDACTED:secret-assignment]'"],
    ["_utf8mb4'…' (MySQL introducer)", `_utf8mb4'${pw}'`, "_utf8mb4'[REDACTED:secret-assignment]'"],
  ])('%s', (_name, literal, redacted) => {
    expect(redactSecrets(`INSERT INTO users (name, password) VALUES ('alice', ${literal}), ('bob', n'${pw2}');`)).toEqual({
      text: `INSERT INTO users (name, password) VALUES ('alice', ${redacted}), ('bob', n'[REDACTED:secret-assignment]');`,
      kinds: ['secret-assignment'],
    });
  });

  test.each([
    ["a placeholder in N'…'", "INSERT INTO users (name, password) VALUES ('alice', N'changeme');"],
    ["an X'…' binary literal", `INSERT INTO users (name, password) VALUES ('alice', X'${pw}');`],
    ['a column name that is no credential', `INSERT INTO users (name, city) VALUES ('alice', N'${pw}');`],
  ])('near-miss kept: %s', (_name, text) => {
    kept(text);
  });
});
