// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * Round 13 of issue #19 (written from the classes the team listed, never from a blind case): a
 * label written in rot13 beside its keyword written plainly (`password (rot13): cnffjbeq=…`);
 * HTML character references mixed with zero-width characters, `\u` escapes and encoded line
 * breaks inside a token (`ghp_…&#8203;…`, `AKIA…&#10;…`, `&#103;&#104;\u0070…`); and the bounds of
 * a HAR cookie list in the name/value view. Each class with the near-misses that must stay.
 * Every fixture is fake and assembled at run time.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { escapedCharacterView } from '../../src/redact/escapedCharacters.js';
import { nameValueView } from '../../src/redact/rewrittenViews.js';
import { expectNoLeak, expectKept as kept } from './expectations.js';
import { fake } from './fixtures.js';

const rot13 = (s: string): string =>
  s.replace(/[A-Za-z]/g, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c <= 'Z' ? 65 : 97)));

const pass = 'Tr0ub' + '4dor-Mx9q';
const githubToken = 'gh' + 'p_' + fake(36);
const awsKeyId = 'AK' + 'IA' + 'QX7L2M9RT4VB6NZ8';

/** Decimal references of every character of `s`. */
const decimal = (s: string): string => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('');
/** Hexadecimal references of every character of `s`. */
const hexRefs = (s: string): string => [...s].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');
/** `\uNNNN` escapes of every character of `s`. */
const uEscapes = (s: string): string => [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
/** `s` with `insert` after its first `at` characters. */
const cut = (s: string, at: number, insert: string): string => s.slice(0, at) + insert + s.slice(at);

/**
 * The output as a reader would decode it (written here apart from the redactor): references and
 * escapes decoded, invisible characters and line breaks taken out.
 */
function decodedByReader(text: string): string {
  const named: Record<string, string> = { NewLine: '\n', ZeroWidthSpace: '', zwj: '', zwnj: '', shy: '', NoBreak: '', amp: '&' };
  let out = text;
  for (let layer = 0; layer < 2; layer++) {
    out = out
      .replace(/&#[xX]([0-9A-Fa-f]+);?/g, (_m, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
      .replace(/&#([0-9]+);?/g, (_m, d: string) => String.fromCodePoint(Number.parseInt(d, 10)))
      .replace(/&([A-Za-z]+);/g, (m, n: string) => named[n] ?? m)
      .replace(/\\u\{([0-9A-Fa-f]+)\}|\\u([0-9A-Fa-f]{4})|\\x([0-9A-Fa-f]{2})/g, (_m, a?: string, b?: string, c?: string) =>
        String.fromCodePoint(Number.parseInt((a ?? b ?? c) as string, 16)),
      );
  }
  return out.replace(/[\u00AD\u200B-\u200D\u2060-\u2063\r\n]/g, '');
}

/** Asserts that `text` is redacted and no 8-character piece of `secret` is left, as written or decoded. */
function hiddenEncoded(text: string, secret: string): string[] {
  const out = redactSecrets(text);
  expect(out.kinds.length, `nothing redacted in ${JSON.stringify(text)}`).toBeGreaterThan(0);
  expectNoLeak(out.text, secret);
  expectNoLeak(decodedByReader(out.text), secret);
  expect(redactSecrets(out.text)).toEqual({ text: out.text, kinds: [] });
  return out.kinds;
}

describe('a label written in rot13 beside its keyword written plainly', () => {
  test.each([
    ['the keyword names the cipher before the rotated assignment', 'password (rot13): ' + rot13('password') + '=' + pass],
    ['a rotated environment label after the plain word', 'the password line: ' + rot13('DB_PASSWORD') + '=' + pass],
    ['the plain keyword on the line before', 'password\n' + rot13('password') + '=' + pass],
    ['a rotated label with a colon after a plain hint', 'password hint: ' + rot13('password') + ': ' + pass],
    ['a rotated compound label beside its plain part', 'token rotated: ' + rot13('api_token') + '=' + pass],
    ['a rotated client secret after the plain word', 'secret ' + rot13('client_secret') + ': ' + pass],
    ['the whole assignment rotated after its plain keyword', 'password ' + rot13('password: ' + pass)],
    ['a plain label, then the rotated assignment', 'password: ' + rot13('password: ' + pass)],
    ['a rotated YAML key under a plain comment', '# password below is rot13\n' + rot13('db_password') + ': "' + pass + '"'],
  ])('%s loses the value', (_label, text) => {
    const out = redactSecrets(text);
    expect(out.kinds).toContain('secret-assignment');
    expectNoLeak(out.text, pass);
    expectNoLeak(out.text, rot13(pass));
  });

  test.each([
    ['the plain keyword beside its rotated word in prose', 'password (rot13 is cnffjbeq) is required for the staging login'],
    ['a plain sentence and the same sentence rotated', 'The password field; ' + rot13('the password field is required')],
    ['a keyword and its rotation named in a lesson', 'token and ' + rot13('token') + ' appear in the cipher lesson'],
    ['a setting that is no secret, plain and rotated', rot13('password_min_length') + ': 12 and password_min_length: 12'],
    ['a token budget, plain and rotated', 'max_tokens: 4096 and ' + rot13('max_tokens') + ': 4096'],
  ])('%s stays', (_label, text) => {
    kept(text);
  });
});

describe('HTML character references mixed with invisible characters, escapes and line breaks', () => {
  test.each([
    ['a decimal zero-width space inside a token', cut(githubToken, 12, '&#8203;')],
    ['a hexadecimal zero-width space inside a token', cut(githubToken, 12, '&#x200B;')],
    ['a named zero-width joiner inside a token', cut(githubToken, 12, '&zwj;')],
    ['a named zero-width space inside a token', cut(githubToken, 9, '&ZeroWidthSpace;')],
    ['a soft hyphen reference inside a token', cut(githubToken, 20, '&shy;')],
    ['a `\\u200b` escape inside a token', cut(githubToken, 12, '\\u200b')],
    ['a `\\u{200B}` escape inside a token', cut(githubToken, 16, '\\u{200B}')],
    ['references, then a literal zero-width space, then plain characters', hexRefs(githubToken.slice(0, 8)) + '\u200B' + githubToken.slice(8)],
    ['references and `\\u` escapes in one token', decimal(githubToken.slice(0, 10)) + uEscapes(githubToken.slice(10))],
    ['a `\\u200b` escape between references', decimal(githubToken.slice(0, 12)) + '\\u200b' + decimal(githubToken.slice(12))],
    ['`\\u` escapes joined by zero-width references', [...githubToken].map((c) => uEscapes(c)).join('&#8203;')],
    [
      '`\\x` escapes and hexadecimal references alternating',
      [...githubToken].map((c, i) => (i % 2 === 0 ? hexRefs(c) : `\\x${c.charCodeAt(0).toString(16)}`)).join(''),
    ],
  ])('%s is redacted', (_label, text) => {
    expect(hiddenEncoded(text, githubToken)).toEqual(['github-token']);
  });

  test.each([
    ['`&#10;` inside a token', cut(githubToken, 20, '&#10;'), githubToken],
    ['`&#13;&#10;` inside a token', cut(githubToken, 20, '&#13;&#10;'), githubToken],
    ['`&#xA;` inside a token', cut(githubToken, 20, '&#xA;'), githubToken],
    ['`&NewLine;` inside a token', cut(githubToken, 20, '&NewLine;'), githubToken],
    ['`&amp;#10;` (two layers) inside a token', cut(githubToken, 20, '&amp;#10;'), githubToken],
    ['`&#10;` inside an AWS key id', cut(awsKeyId, 12, '&#10;'), awsKeyId],
    ['`&#10;` inside a token after a label', 'token: ' + cut(githubToken, 20, '&#10;'), githubToken],
    ['`&#10;` inside a token in an HTML attribute', '<meta name="gh" content="' + cut(githubToken, 24, '&#10;') + '">', githubToken],
  ])('%s is redacted', (_label, text, secret) => {
    hiddenEncoded(text, secret);
  });

  test('`&#10;` inside a labelled password takes the rest of the value', () => {
    hiddenEncoded('password=' + cut(pass + 'Zz81', 9, '&#10;'), pass + 'Zz81');
  });

  test.each([
    ['an HTML title with encoded line breaks and a zero-width space', '<p title="First line&#10;Second line&#10;Third line">Release notes&#8203;for v2</p>'],
    ['a git SHA with a zero-width space reference', 'commit 9f1c2e7b4a3d6e8f0a1b&#8203;2c3d4e5f60718293a4b5 landed'],
    ['a UUID broken by an encoded line break', 'uuid 123e4567-e89b-12d3-a456-&#10;426614174000 in the log'],
    ['prose with `\\u` escapes of accents and a zero-width space', 'prose with a \\u200b zero width and \\u00e9t\\u00e9 accents'],
    ['a Windows path with `\\x`', 'C:\\x86\\tools\\bin and C:\\users\\xavier'],
    ['a JSON message with escaped line breaks and no secret', '"message": "line one\\u000aline two\\u000aPassword rules: 12 chars"'],
    ['a URL with escaped ampersands and a line break', 'https://example.com/search?q=a&amp;page=2&amp;sort=desc&#10;next'],
    ['escaped markup naming a header', '&lt;Header name="Auth"&gt;&#10;required&#10;&lt;/Header&gt;'],
    ['no-break and thin space escapes in prose', 'Build\\u00a0step\\u2009two: npm ci &amp;&amp; npm test'],
  ])('%s stays', (_label, text) => {
    kept(text);
  });
});

describe('escapedCharacterView: only when the other views cannot read the text', () => {
  test.each([
    ['no reference or escape', 'plain text & more'],
    ['references of printable ASCII only', '&#103;&#104;&#112;&#95;'],
    ['escapes of printable ASCII only', '\\u0067\\x68'],
    ['an unknown name and a reference past U+10FFFF', '&bogus; &#x110000; &#55296;'],
  ])('%s: none', (_label, text) => {
    expect(escapedCharacterView(text)).toBeUndefined();
  });

  test.each([
    ['a line break reference', 'a&#10;b', 'a\nb'],
    ['a zero-width reference', 'a&#x200B;b', 'a\u200Bb'],
    ['both notations', '&#65;\\u0042', 'AB'],
    ['references in a text past ASCII', '&#65;\u200Bb', 'A\u200Bb'],
    ['two layers', 'a&amp;#10;b', 'a\nb'],
    ['a second layer of printable ASCII after a line break', 'x&#10;&amp;#65;', 'x\nA'],
    ['a tab and a named line break', 'a&Tab;b&NewLine;c', 'a\tb\nc'],
  ])('%s', (_label, text, decoded) => {
    expect(escapedCharacterView(text)?.text).toBe(decoded);
  });

  test('a range of the view maps back over its references', () => {
    const view = escapedCharacterView('ab&#10;cd') as NonNullable<ReturnType<typeof escapedCharacterView>>;
    expect(view.toRaw(1, 4)).toEqual([1, 8]);
  });
});

describe('a HAR cookie list: its bounds in the name/value view', () => {
  test('a pair before the cookie list is no cookie', () => {
    const text = '{"headers": [{"name": "accept", "value": "v2"}], "cookies": [{"name": "sid", "value": "v1"}]}';
    expect(nameValueView(text)?.text).toBe('{"headers": [{"name": "accept: v2"}], "cookies": [{"name": "cookie: sid=v1"}]}');
  });

  test('a pair just before a cookie key set apart from its bracket is no cookie', () => {
    const text = '{"name": "theme", "value": "dark", "cookies":' + ' '.repeat(40) + '[]}';
    expect(nameValueView(text)?.text).toBe('{"name": "theme: dark", "cookies":' + ' '.repeat(40) + '[]}');
  });

  test('a pair after the list closes is no cookie', () => {
    const text = '{"cookies": [], "queryString": [{"name": "page", "value": "2"}]}';
    expect(nameValueView(text)?.text).toBe('{"cookies": [], "queryString": [{"name": "page: 2"}]}');
  });
});
