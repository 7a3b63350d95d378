// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * Round 14B of issue #19 (written from the classes the attacker listed on lead47, never from a
 * blind case): a fixed-length key whose upper-case body runs into a lower-case word
 * (`AKIA…is rotated`); a token coloured by ANSI escape sequences (`grep --color=always` on a
 * `.env`). Each class with the near-misses that must stay. Every fixture is fake and assembled at
 * run time.
 */
import { describe, expect, test } from 'vitest';
import { expectHidden as hidden, expectKept as kept } from './expectations.js';
import { fakeFrom, hex } from './fixtures.js';

/** An AWS access key id body: 16 of A-Z and 2-7, digits included. */
const awsBody = fakeFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 22);
const awsKeyId = 'AK' + 'IA' + awsBody;

describe('an AWS key id whose body runs into a lower-case word (F1)', () => {
  test.each([
    ['a word right after it', 'the ci user is ' + awsKeyId + 'is rotated monthly'],
    ['`and` after it', 'keys: ' + awsKeyId + 'and the secret'],
    ['a journal line', '{"text":"CI now uses ' + awsKeyId + 'as its user"}'],
    ['an ASIA id and a word', 'temporary ' + 'AS' + 'IA' + awsBody + 'expires'],
  ])('%s is redacted', (_name, text) => {
    expect(hidden(text, awsBody)).toEqual(['aws-access-key-id']);
  });

  test.each([
    ['an upper-case identifier with no digit before a lower-case word', 'AKIA' + 'POSTGRESQLREPLIC' + 'config is a constant'],
    ['a constant name of letters alone', 'see AKIA' + 'MALAKIAVENUESTRE' + 'etname'],
    ['a longer upper-case run', 'AKIA' + awsBody + 'XYZabc'],
    ['a git SHA in upper case', 'AKIA sha ' + hex(40, 3).toUpperCase() + 'abc'],
  ])('near-miss: %s is kept', (_name, text) => {
    kept(text);
  });
});
