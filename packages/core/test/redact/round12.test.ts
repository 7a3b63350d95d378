// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * Round 12 of issue #19 (written from the classes the team listed, never from a blind case): a
 * labelled credential written in rot13 directly, not inside base64 (`cnffjbeq=…`); and the edges
 * of round 11's rules, each with the near-miss that must stay: the letters-only password's
 * length bounds and compound words, the login prose's password word and clause end, and a HAR
 * cookie list's bounds (a header before the list, or before a bracket set apart from its key, is
 * no cookie).
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectHidden as hidden, expectKept as kept } from './expectations.js';

const pass = 'Tr0ub' + '4dor-Mx9q';
const rot13 = (s: string): string =>
  s.replace(/[A-Za-z]/g, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c <= 'Z' ? 65 : 97)));

describe('a labelled credential written in rot13 as it is', () => {
  test.each([
    ['an assignment', rot13('password=' + pass)],
    ['an environment label with a blank after the colon', rot13('DB_PASSWORD: ' + pass)],
    ['an export line', 'export ' + rot13('PGPASSWORD=' + pass)],
    ['a JSON key', rot13(JSON.stringify({ api_key: pass + 'Zz81' }))],
    ['prose that names it', 'note to self: ' + rot13('the password is ' + pass)],
  ])('%s loses the value', (_label, text) => {
    hidden(text, rot13(pass));
  });

  test.each([
    ['prose about a password, rotated', rot13('the password is required for the staging login')],
    ['a setting that is no secret, rotated', rot13('password_min_length: 12')],
    ['a rotated word beside a commit hash', 'cnffjbeq rotation landed in 9f1c2e7b4a3d6e8f0a1b2c3d4e5f60718293a4b5'],
  ])('%s stays', (_label, text) => {
    kept(text);
  });
});

describe('the letters-only password: its length bounds and words', () => {
  const letters = (n: number): string => 'kq'.repeat(Math.ceil(n / 2)).slice(0, n);
  test.each([
    ['six letters, the shortest', 'the wifi password is sunray.'],
    ['64 letters, the longest', 'the wifi password is ' + letters(64) + '.'],
    ['one word that is a compound part on its own', 'my password is single.'],
  ])('%s is redacted', (_label, text) => {
    expect(redactSecrets(text).kinds).toEqual(['secret-assignment']);
  });

  test.each([
    ['five letters', 'the wifi password is tulip.'],
    ['65 characters', 'the wifi password is ' + letters(32) + '-' + letters(32) + '.'],
    ['a compound with one prose word', 'Password is machine-generated.'],
    ['a name with underscores after login prose', 'Sign in as admin with the password stored_in_vault'],
  ])('%s is kept', (_label, text) => {
    kept(text);
  });
});

describe('login prose: the password word and the clause end', () => {
  test.each([
    ['a provider, not a password word', 'Sign in to the dashboard with microsoft'],
    ['a value that does not end its clause', 'Log in with the password generator extension.'],
  ])('%s is kept', (_label, text) => {
    kept(text);
  });

  test('a letters-only value after the password word, ending its clause, is redacted', () => {
    expect(redactSecrets('Log in as admin with the password bluefishpond').kinds).toEqual(['secret-assignment']);
  });
});

describe("a HAR cookie list's bounds", () => {
  test('a request header before the response cookie list stays a header', () => {
    kept(
      JSON.stringify(
        { request: { headers: [{ name: 'x-login-hint', value: 'ada.lovelace' }] }, response: { cookies: [{ name: 'theme', value: 'dark' }] } },
        null,
        2,
      ),
    );
  });

  test('a header just before a list whose bracket is set apart from its key stays a header', () => {
    kept('{"headers":[{"name":"x-login-hint","value":"ada.lovelace"}],"cookies":\n' + ' '.repeat(40) + '[]}');
  });
});
