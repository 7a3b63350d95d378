// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * Round 11 of issue #19 (probes written from the classes the team listed, never from a blind
 * case): the entries of a HAR `cookies` list (name and value apart, no Cookie header around
 * them); a letters-only password in prose with no possessive before it ("password is
 * hunter-two"), hyphened words included; base64 of a rot13'd credential. Each with the
 * near-misses that must stay: cookies that carry no session, prose about passwords, a base64'd
 * URL whose query is turned by rot13.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { nameValueView } from '../../src/redact/rewrittenViews.js';
import { expectHidden as hidden, expectKept as kept } from './expectations.js';
import { fake } from './fixtures.js';

const session = fake(32, 7);
const pass = 'Tr0ub' + '4dor-Mx9q';
const gh = 'ghp' + '_' + fake(36, 5);
const rot13 = (s: string): string =>
  s.replace(/[A-Za-z]/g, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c <= 'Z' ? 65 : 97)));
/** A HAR 1.2 request holding `cookies` and, after them, `headers`, pretty-printed as browsers export it. */
const har = (cookies: object[], headers: object[] = []): string =>
  JSON.stringify({ log: { entries: [{ request: { method: 'GET', url: 'https://shop.example/cart', cookies, headers } }] } }, null, 2);

describe('the entries of a HAR cookie list', () => {
  test.each([
    ['a session cookie, pretty-printed', har([{ name: 'session_id', value: session, path: '/', httpOnly: true }])],
    ['JSESSIONID, compact', '"cookies":[{"name":"JSESSIONID","value":"' + session + '","domain":"shop.example"}]'],
    [
      'connect.sid among plain cookies',
      har([
        { name: 'theme', value: 'dark' },
        { name: 'connect.sid', value: 's%3A' + session },
      ]),
    ],
    ['a response cookie list', JSON.stringify({ response: { status: 200, cookies: [{ name: 'PHPSESSID', value: session }] } })],
    ['a HAR cut short inside the list', '{"request": {"cookies": [{"name": "sid", "value": "' + session + '"}, {"name": "th'],
  ])('%s loses the value', (_label, text) => {
    hidden(text, session);
  });

  test('cookies that carry no session, and a header after the list, stay', () => {
    kept(
      har([
        { name: 'theme', value: 'dark-mode-compact' },
        { name: 'lang', value: 'en-GB' },
      ]),
    );
    // After the list's closing bracket a pair is a header again: "x-login-hint: ada.lovelace" names a user, not a cookie.
    kept(har([{ name: 'theme', value: 'dark' }], [{ name: 'x-login-hint', value: 'ada.lovelace' }]));
  });

  test('the view reads a pair inside the list as a Cookie header, and one outside it as a header', () => {
    const text = '{"cookies": [{"name": "sid", "value": "v1"}], "headers": [{"name": "accept", "value": "v2"}]}';
    expect(nameValueView(text)?.text).toBe('{"cookies": [{"name": "cookie: sid=v1"}], "headers": [{"name": "accept: v2"}]}');
  });
});

describe('a letters-only password in prose with no possessive before it', () => {
  const hunter = 'hunter' + '-two';
  test.each([
    ['at the start of the text', 'password is ' + hunter],
    ['after a qualifier, ending its clause', 'The staging password is ' + hunter + ', do not share it.'],
    ['one word before it at a sentence start', 'Ask Sam. Admin password is ' + hunter + '.'],
    ['on its own line', 'notes:\npassword was ' + hunter + '\nhost: db\n'],
    ['three hyphened words', 'Password is correct-horse-' + 'battery.'],
  ])('%s', (_label, text) => {
    const out = redactSecrets(text);
    expect(out.kinds).toEqual(['secret-assignment']);
    expect(out.text).not.toMatch(/hunter|battery/);
  });

  test.each([
    'password is case-sensitive.',
    'The password is one-time.',
    'Password is up-to-date.',
    'Password is see-below.',
    'Password is well-known.',
    'Note: password is required.',
    'Default password is disabled.',
    'The password is non-empty.',
    'Password is twelve characters.',
    'The password is first-name-last-name.',
    'Q: what password is it? A: the password is printed on the card.',
  ])('%s is kept', (text) => {
    kept(text);
  });
});

describe('base64 of a rot13-written credential', () => {
  test.each([
    ['a labelled value', btoa(rot13('password=' + pass))],
    ['a labelled value with a blank after the colon', btoa(rot13('DB_PASSWORD: ' + pass))],
    ['JSON', btoa(rot13(JSON.stringify({ password: pass })))],
    ['a vendor token', btoa(rot13(gh))],
  ])('%s loses the run', (_label, run) => {
    hidden('config blob: ' + run + '\n', run);
  });

  test('a base64 URL with a cache-busting query stays, and so does base64 prose', () => {
    // Turned by rot13, `?v=…` reads `?i=…`: a short key with a generated value, but rotation revealed no keyword.
    kept('asset: ' + btoa('https://cdn.example/app.js?v=Ab3Cd5Ef7Gh9Ij1Kl3'));
    kept('note: ' + btoa(rot13('hello world, this is a plain note about the build')));
  });
});
