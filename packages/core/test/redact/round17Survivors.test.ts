// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * Round 17 of issue #19: behaviour the Stryker run after round 16 (stryker-incremental.json at
 * 94898b2) showed untested — the prose password rule's two readings (after a copula or a colon
 * any value that does not read as prose is a password; after the bare word only a
 * password-shaped one), and the escaped-quote rule's label check (a name that only ends in a
 * credential word, `threadKey`, names none). Every fixture is fake and assembled at run time.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectKept as kept } from './expectations.js';

const R = '[REDACTED:secret-assignment]';
/** Not password-shaped (no symbol, no lower-to-upper step) but not prose either (a digit). */
const plain = 'abcd' + 'efg1';

describe('the password in prose, in other languages', () => {
  test.each([
    ['after a copula, a value that is not password-shaped', `das Passwort lautet ${plain}`, `das Passwort lautet ${R}`],
    ['after a colon', `Kennwort: ${plain} (neu)`, `Kennwort: ${R} (neu)`],
    ['after a copula in French', `le mot de passe est ${plain}`, `le mot de passe est ${R}`],
  ])('%s', (_name, text, expected) => {
    expect(redactSecrets(text)).toEqual({ text: expected, kinds: ['secret-assignment'] });
  });

  test('after the bare word, a password-shaped value', () => {
    expect(redactSecrets('Passwort abcde_g1').text).toBe(`Passwort ${R}`);
  });

  test.each([
    ['after the bare word, a value that is not password-shaped', `Passwort ${plain}`],
    ['after the bare word, a user/value pair whose value is not password-shaped', `Passwort app_x1/${plain}`],
  ])('kept: %s', (_name, text) => {
    kept(text);
  });
});

describe('a quoted value holding an escaped quote', () => {
  test('under a credential label', () => {
    expect(redactSecrets('token = "ab\\"cd1234"').text).toBe(`token = "${R}"`);
  });

  test.each(['threadKey = "ab\\"cd1234"', 'monkey = "ab\\"cd1234"', 'keyboard = "ab\\"cd1234"'])(
    'kept under a name that only ends in a credential word: %s',
    (text) => {
      kept(text);
    },
  );
});
