// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * Transformed tokens (issue #19, round 4, by category, never from a blind case): a vendor token
 * read out or written in dash-separated groups (`ghp_Ab12-Cd34-…`), split into the items of an
 * array joined again (`["ghp_…", "…"].join("")`), and wrapped by quoted-printable soft line breaks
 * (RFC 2045 §6.7: `=` at a line's end, `=3D` for `=`); with the near-misses each must keep.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectKept as kept } from './expectations.js';

const body = 'FAKE' + 'Xk9mQ2vL7pR4tW8zN3bH6cJ1dF5gY0sA';
const token = 'gh' + 'p_' + body;

/** No 8-character piece of the token's body is left, and redaction is idempotent. */
const redacts = (text: string): void => {
  const out = redactSecrets(text);
  expect(out.kinds, out.text).toContain('github-token');
  for (let i = 0; i + 8 <= body.length; i += 4) expect(out.text).not.toContain(body.slice(i, i + 8).replace(/-/g, ''));
  const compact = out.text.replace(/[\s\-–—·=]/g, '');
  for (let i = 0; i + 8 <= body.length; i++) expect(compact).not.toContain(body.slice(i, i + 8));
  expect(redactSecrets(out.text)).toEqual({ text: out.text, kinds: [] });
};
const groups = (s: string, n: number): string[] => s.match(new RegExp(`.{1,${n}}`, 'g')) as string[];

describe('a token in dash-separated groups', () => {
  test.each([
    ['groups of 4 after the prefix', token.slice(0, 4) + groups(body, 4).join('-')],
    ['the prefix a group too', groups(token, 4).join('-')],
    ['read out, blanks around the dashes', 'read it back: ' + token.slice(0, 4) + ' ' + groups(body, 4).join(' - ')],
    ['groups of 6 with en dashes', token.slice(0, 4) + groups(body, 6).join('–') + ' (from the call)'],
    ['groups of 5 with middle dots', token.slice(0, 4) + groups(body, 5).join('·')],
  ])('%s', (_name, text) => {
    redacts(text);
  });
  test.each([
    'ghp_ tokens - see the docs - for details',
    'serial ABCD-EFGH-IJKL-MNOP-QRST',
    'id 123e4567-e89b-12d3-a456-426614174000',
    'ISBN 978-3-16-148410-0',
    'the ghp_ prefix - classic - tokens - only',
    'sk-proj-rotation-policy-docs-page',
  ])('stays: %s', (text) => {
    kept(text);
  });
});

test('a fine-grained token (underscores in its body) in dash-separated groups', () => {
  const fine = 'github' + '_pat_' + '11FAKE0000' + body + '_' + body + 'Ab3DQ2vL7pR4tW';
  const text = fine.slice(0, 11) + groups(fine.slice(11), 4).join('-');
  const out = redactSecrets(text);
  expect(out.kinds).toContain('github-token');
  expect(out.text.replace(/-/g, '')).not.toContain(body.slice(4, 12));
});

describe('a token split into the items of an array joined again', () => {
  test.each([
    `const k = ["${token.slice(0, 10)}", "${token.slice(10, 25)}", "${token.slice(25)}"].join("");`,
    `parts = ['${token.slice(0, 12)}', '${token.slice(12)}']\ntoken = ''.join(parts)`,
  ])('%s', (text) => {
    redacts(text);
  });
  test.each([
    'const prefixes = ["ghp_", "gho_", "ghu_", "ghs_"];',
    'shas = ["3f786850e387550f", "dab836ed7e6dc881", "de23001b4a9c0e2f"]',
    'const words = ["ghp_tokens", "are", "classic"];',
  ])('stays: %s', (text) => {
    kept(text);
  });
});

describe('quoted-printable soft line breaks (RFC 2045 §6.7)', () => {
  test.each([
    `Content-Transfer-Encoding: quoted-printable\n\nyour token is ${token.slice(0, 20)}=\n${token.slice(20)} thanks`,
    `Content-Transfer-Encoding: quoted-printable\n\nThe key=3D${token.slice(0, 30)}=\r\n${token.slice(30)}`,
    `token=3D${token.slice(0, 14)}=\n${token.slice(14, 28)}=\n${token.slice(28)}`,
  ])('%s', (text) => {
    redacts(text);
  });
  test('the token is cut out of the raw text whole, soft breaks and all, and nothing around it', () => {
    const head = 'Content-Transfer-Encoding: quoted-printable\n\n';
    expect(redactSecrets(`${head}your token is ${token.slice(0, 20)}=\n${token.slice(20)} thanks`).text).toBe(
      `${head}your token is [REDACTED:github-token] thanks`,
    );
  });
  test.each([
    'Content-Transfer-Encoding: quoted-printable\n\nThe meeting moved to Thursday and the agenda is=\n attached below, see the notes.',
    'https://example.com/?a=3D&b=3Dc',
    'x =\ny + 1',
    'sha=3Ddeadbeefcafe0123456789abcdef0123456789ab',
  ])('stays: %s', (text) => {
    kept(text);
  });
});
