// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: placeholders such as ${GITHUB_TOKEN} are the data under test
/**
 * Credentials written with HTML character references (issue #19, h45: the attack stored
 * `[REDACTED:secret-assignment];&#104;&#112;&#95;<body>` for `token: &#103;&#104;&#112;&#95;<body>`
 * and kept `g&#104;p_…`, `&#x67;hp_…` whole): the reference view of ../../src/redact/htmlReferences.ts
 * read directly, then through redactSecrets, with ordinary HTML as near-misses.
 */
import { describe, expect, test } from 'vitest';
import { htmlReferenceView } from '../../src/redact/htmlReferences.js';
import { redactSecrets } from '../../src/redact/index.js';
import { expectNoLeak } from './expectations.js';
import { fake, hex } from './fixtures.js';

/** Each character of `text` as a decimal reference. */
const dec = (text: string, end = ';'): string => [...text].map((c) => `&#${c.charCodeAt(0)}${end}`).join('');
/** Each character of `text` as a hex reference. */
const hexRef = (text: string, x = 'x'): string => [...text].map((c) => `&#${x}${c.charCodeAt(0).toString(16)};`).join('');

const body = fake(36);
const github = 'gh' + 'p_' + body;

describe('htmlReferenceView', () => {
  test('is undefined without an ampersand, and without a reference it decodes', () => {
    expect(htmlReferenceView('plain text')).toBeUndefined();
    expect(htmlReferenceView('&lt;div&gt; &copy; &#169; 2026 &#32; &#127; &Colon; &LOWBAR; &lowbar &apos &#; &#x;')).toBeUndefined();
  });

  test('decodes decimal and hex references at the edges of printable ASCII, and maps each to its reference', () => {
    const view = htmlReferenceView('a&#33;b&#126;c&#x21;&#X7E;');
    expect(view?.text).toBe('a!b~c!~');
    expect(view?.toRaw(1, 2)).toEqual([1, 6]);
    expect(view?.toRaw(3, 4)).toEqual([7, 13]);
    expect(view?.toRaw(4, 5)).toEqual([13, 14]);
    expect(view?.toRaw(5, 7)).toEqual([14, 26]);
  });

  test('reads hex digits of either case, and leading zeros', () => {
    expect(htmlReferenceView(`&#x6A;&#x6a;&#0000103;&#x0067;&#${'0'.repeat(400)}103;`)?.text).toBe('jjggg');
  });

  test('a numeric reference needs no semicolon', () => {
    const view = htmlReferenceView('&#103x&#x68|');
    expect(view?.text).toBe('gxh|');
    expect(view?.toRaw(0, 1)).toEqual([0, 5]);
    expect(view?.toRaw(2, 3)).toEqual([6, 11]);
  });

  test('an unterminated number past ASCII is also read as a printable head and the rest of its digits', () => {
    // The tokenizer reads `&#1039` as U+040F and `&#x5Fab` as U+5FAB; a reader sees `g9` and `_ab`.
    const view = htmlReferenceView('&#1039 &#x5Fab &#6512 &#00095123 &#x005f7');
    expect(view?.text).toBe('g9 _ab A12 _123 _7');
    expect(view?.toRaw(0, 1)).toEqual([0, 5]);
    expect(view?.toRaw(1, 2)).toEqual([5, 6]);
    expect(view?.toRaw(3, 6)).toEqual([7, 14]);
    expect(view?.toRaw(7, 8)).toEqual([15, 19]);
    expect(view?.toRaw(8, 10)).toEqual([19, 21]);
    expect(view?.toRaw(11, 15)).toEqual([22, 32]);
    expect(view?.toRaw(16, 18)).toEqual([33, 41]);
    // Heads are three decimal digits at most (`&#84901` is `T901`, not the Kelvin sign's `K1`) and two hex digits (`&#x17Fab` is no long s).
    expect(htmlReferenceView('&#84901')?.text).toBe('T901');
    // Terminated, the number is one character; no head of two or three digits is printable in the others.
    expect(htmlReferenceView('&#x5Fab; &#1039; &#1692026 &#x1000067 &#0000 &#x0 &#x17Fab')).toBeUndefined();
  });

  test('past U+10FFFF a reference is read as written, without throwing', () => {
    expect(htmlReferenceView(`&#x110000; &#9999999; &#${'9'.repeat(400)}; &#x${'f'.repeat(400)}`)).toBeUndefined();
  });

  test('reads a character whose compatibility form is one ASCII character, and no other', () => {
    expect(htmlReferenceView('&#xFF47;')?.text).toBe('g');
    // ﬁ folds to two characters, ŉ to a modifier apostrophe and n: neither is one ASCII character.
    expect(htmlReferenceView('&#xFB01; &#329;')).toBeUndefined();
  });

  test.each([
    ['&lowbar;', '_'],
    ['&UnderBar;', '_'],
    ['&period;', '.'],
    ['&colon;', ':'],
    ['&sol;', '/'],
    ['&equals;', '='],
    ['&plus;', '+'],
    ['&commat;', '@'],
    ['&amp;', '&'],
    ['&AMP;', '&'],
    ['&amp', '&'],
    ['&AMP', '&'],
    ['&quot;', '"'],
    ['&QUOT;', '"'],
    ['&quot', '"'],
    ['&QUOT', '"'],
    ['&apos;', "'"],
    ['&hyphen;', '-'],
    ['&dash;', '-'],
  ])('the named reference %s reads %s', (reference, char) => {
    const view = htmlReferenceView(`x${reference}y`);
    expect(view?.text).toBe(`x${char}y`);
    expect(view?.toRaw(1, 2)).toEqual([1, 1 + reference.length]);
  });

  test('a text escaped twice is decoded again, and each character maps to its whole reference', () => {
    const view = htmlReferenceView('a&amp;#103;&amp;lowbar;b');
    expect(view?.text).toBe('ag_b');
    expect(view?.toRaw(1, 2)).toEqual([1, 11]);
    expect(view?.toRaw(1, 3)).toEqual([1, 23]);
    // Once escaped, a second level finds nothing to decode: the first view is the answer.
    expect(htmlReferenceView('Tom &amp; Jerry')?.text).toBe('Tom & Jerry');
  });
});

describe('credentials written with HTML references are redacted whole', () => {
  test.each([
    ['the whole prefix in decimal', dec('ghp_') + body],
    ['the whole prefix in hex', hexRef('ghp_') + body],
    ['the whole prefix in hex with a capital X', hexRef('ghp_', 'X') + body],
    ['the prefix without semicolons', dec('ghp_', '') + body],
    ['one letter in decimal', 'g' + dec('h') + 'p_' + body],
    ['the first letter in hex', hexRef('g') + 'hp_' + body],
    ['the underscore named', 'ghp&lowbar;' + body],
    ['the underscore named UnderBar', 'ghp&UnderBar;' + body],
    ['a character of the body', 'gh' + 'p_' + body.slice(0, 10) + dec(body.charAt(10)) + body.slice(11)],
    ['every character', dec(github)],
    ['escaped twice', dec('ghp_').replaceAll('&', '&amp;') + body],
    ['an unterminated hex underscore running into a hex body', 'ghp&#x5F' + 'ab12' + body],
    ['an unterminated decimal underscore running into a digit body', 'ghp&#95' + '1234' + body],
  ])('%s', (_name, text) => {
    for (const [input, expected] of [
      [text, '[REDACTED:github-token]'],
      [`token: ${text}`, 'token: [REDACTED:github-token]'],
      [`<p>Deploy with ${text} today.</p>`, '<p>Deploy with [REDACTED:github-token] today.</p>'],
    ] as const) {
      const result = redactSecrets(input);
      expect(result.text).toBe(expected);
      expectNoLeak(result.text, body);
      expect(redactSecrets(result.text)).toEqual({ text: result.text, kinds: [] });
    }
  });

  test('a GitLab token whose dash is &hyphen; or &dash; (U+2010, read as a dash)', () => {
    const gitlabBody = fake(20);
    for (const name of ['&hyphen;', '&dash;']) {
      const result = redactSecrets(`glpat${name}${gitlabBody}`);
      expect(result.text).toBe('[REDACTED:gitlab-token]');
      expectNoLeak(result.text, gitlabBody);
    }
  });

  test('an Anthropic key whose dashes are numeric references', () => {
    const keyBody = fake(93) + 'AA';
    const result = redactSecrets('sk' + '&#45;ant&#x2d;api03&#45' + keyBody);
    expect(result.kinds).toEqual(['anthropic-api-key']);
    expectNoLeak(result.text, keyBody);
  });

  test('a URL whose punctuation is named: the password goes, the host stays', () => {
    const password = 'Pw' + hex(12) + 'Q9';
    const result = redactSecrets(`postgres&colon;&sol;&sol;app&colon;${password}&commat;db.example&period;com&sol;main`);
    expect(result.text).not.toContain(password);
    expect(result.text).toContain('db.example&period;com');
    expect(result.kinds.length).toBeGreaterThan(0);
  });

  test('a labelled value in HTML-escaped JSON and an assignment with &equals;', () => {
    const secret = 'S3cr3t' + hex(10) + 'Zq';
    for (const input of [
      `{&quot;password&quot;&colon; &quot;${secret}&quot;}`,
      `{&apos;password&apos;: &apos;${secret}&apos;}`,
      `DB_PASSWORD&equals;${secret}`,
      `a=1&amp;password=${secret}`,
    ]) {
      const result = redactSecrets(input);
      expect(result.kinds.length, input).toBeGreaterThan(0);
      expectNoLeak(result.text, secret);
    }
  });

  test('a base64 value with &plus; inside, after its label', () => {
    const left = 'wJalrXUtnFEMI' + 'K7MDENG';
    const right = 'bPxRfiCY' + 'EXAMPLEKEY';
    const result = redactSecrets(`aws_secret_access_key = ${left}&plus;${right}`);
    expect(result.kinds.length).toBeGreaterThan(0);
    expect(result.text).not.toContain(right);
  });
});

describe('ordinary HTML with references stays intact', () => {
  test.each([
    '&lt;div&gt;hello&lt;/div&gt;',
    'Tom &amp; Jerry',
    'Tom &amp Jerry',
    '&#169; 2026 Example Corp.',
    '&copy; 2026 &mdash; all rights reserved',
    '<p>Use &lt;token&gt; here, or &quot;${GITHUB_TOKEN}&quot;</p>',
    'max&lowbar;tokens&colon; 4096',
    'password&lowbar;min&lowbar;length&equals;12',
    '{&quot;password&quot;: &quot;changeme&quot;}',
    'commit&colon; ' + hex(40),
    'id&equals;' + [hex(8), hex(4, 1), hex(4, 2), hex(4, 3), hex(12, 4)].join('-'),
    'https&colon;&sol;&sol;example.com&sol;a?b=1&amp;c=2',
    dec('ghp_') + 'x'.repeat(36),
    'Smart &ldquo;quotes&rdquo; &#8220;here&#8221; and a&#8208;b',
  ])('%s', (text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});
