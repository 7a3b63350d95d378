// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * Round 14 of issue #19 (written from the classes the attacker listed, never from a blind case):
 * a vendor prefix glued to the word before it and written with an escape (`tokenghp&#95;…`,
 * `tokenghp\u005f…`); a prefix of letters and digits alone, or a short one, glued to a word
 * (`keyAKIA…`, `idAKIA…`, `xxoxb-…`); HTML references escaped three times or more
 * (`pass&amp;amp;#119;ord=…`); a prefix written in another case (`GHP_…`) or with a compatibility
 * look-alike (a Kelvin sign in `sk_live_`). Each class with the near-misses that must stay.
 * Every fixture is fake and assembled at run time.
 */
import { describe, expect, test } from 'vitest';
import { escapedCharacterView } from '../../src/redact/escapedCharacters.js';
import { htmlReferenceView } from '../../src/redact/htmlReferences.js';
import { expectHidden as hidden, expectKept as kept } from './expectations.js';
import { fake, fakeFrom, hex } from './fixtures.js';

/** Token bodies with digits and both cases of letters, as a random token has. */
const githubBody = fake(36, 34);
const githubToken = 'gh' + 'p_' + githubBody;
/** An AWS access key id body: 16 of A-Z and 2-7, digits included. */
const awsBody = fakeFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 20);
const awsKeyId = 'AK' + 'IA' + awsBody;
const slackToken = 'xo' + 'xb-' + '1234567890' + '12-' + '1234567890123-' + fake(24, 20);
const npmToken = 'np' + 'm_' + fake(36, 44);
const gitlabToken = 'gl' + 'pat-' + fake(20, 50);
const stripeBody = fake(24, 46);
const password = 'Tr0ub' + '4dor-Mx9q';

describe('a glued prefix written with an escape or a reference', () => {
  test.each([
    ['a decimal reference for `_`', 'token' + 'ghp' + '&#95;' + githubBody],
    ['a `\\u` escape for `_`', 'token' + 'ghp' + '\\u005f' + githubBody],
    ['a hex reference for `_`', 'foo' + 'ghp' + '&#x5f;' + githubBody],
    ['a named reference for `_`', 'token' + 'ghp' + '&lowbar;' + githubBody],
    ['an `\\x` escape inside the prefix', 'token' + 'g\\x68p_' + githubBody],
    ['a reference in a JSON journal line', '{"type":"SessionEnd","text":"pushed with token' + 'ghp' + '&#95;' + githubBody + ' today"}'],
  ])('%s is redacted', (_name, text) => {
    expect(hidden(text, githubBody)).toEqual(['github-token']);
  });

  test.each([
    ['an identifier glued to an escaped prefix', 'desk' + 'ghp' + '&#95;' + 'runner_config_loader_value'],
    ['snake case written with references', 'task' + 'ghp' + '\\u005f' + 'test_runner_configuration'],
    ['a reference in prose', 'the ghp&#95; prefix marks a classic token'],
  ])('near-miss: %s is kept', (_name, text) => {
    kept(text);
  });
});

describe('a prefix glued to a word, with no escape', () => {
  test.each([
    ['keyAKIA…', 'key' + awsKeyId, awsBody, 'aws-access-key-id'],
    ['idAKIA…', 'id' + awsKeyId, awsBody, 'aws-access-key-id'],
    ['an AWS key id after a label with no separator, in a sentence', 'use accesskey' + awsKeyId + ' here', awsBody, 'aws-access-key-id'],
    ['xxoxb-…', 'x' + slackToken, slackToken.slice(5), 'slack-token'],
    ['toknpm_…', 'tok' + npmToken, npmToken.slice(4), 'npm-token'],
    ['fooglpat-…', 'foo' + gitlabToken, gitlabToken.slice(6), 'gitlab-token'],
    ['a word of 32 letters glued to AKIA', 'x'.repeat(32) + awsKeyId, awsBody, 'aws-access-key-id'],
  ])('%s is redacted', (_name, text, secret, kind) => {
    expect(hidden(text, secret)).toEqual([kind]);
  });

  test.each([
    // A git SHA, an upper-case SHA-256 (certutil, PowerShell Get-FileHash) with `EAAA` inside.
    ['a git SHA', 'commit ' + hex(40)],
    ['an upper-case SHA-256 glued to letters before EAAA', 'hash FEAAA' + hex(59).toUpperCase()],
    ['a hex digest with a lower-case head before EAAA', 'checksum=fe' + 'EAAA' + hex(58).toUpperCase()],
    ['an upper-case name holding AKIA', 'MALAKIA' + awsBody],
    ['one letter before EAAA in a base64 run', 'sha512-j' + 'EAAA' + fake(110, 7) + '=='],
    ['a UUID', 'id ' + 'deadbeef-1234-4abc-8def-0123456789ab'],
    ['an integrity string', 'integrity sha512-' + fakeFrom('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/', 86, 5) + '=='],
    // An OpenSSH public key: `EAAAA` stands after `c2` in every RSA key; the word before it holds digits.
    ['an OpenSSH key body', 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ' + fake(120, 9) + ' me@host'],
    ['a word glued to AKIA with a body of letters only', 'keyAKIA' + 'EXAMPLEKEYNAMEXY'],
    ['a base64-like run glued to AKIA', 'x9Zq7AKIA' + awsBody],
    ['a run of 33 letters glued to AKIA (no label is that long)', 'x'.repeat(33) + awsKeyId],
    ['a short word glued to xox with no token body', 'boxoxb-' + 'layout-grid-panel'],
  ])('near-miss: %s is kept', (_name, text) => {
    kept(text);
  });
});

describe('HTML references escaped three times or more', () => {
  test.each([
    ['a label escaped three times', 'pass' + '&amp;amp;#119;' + 'ord=' + password, password],
    ['a token prefix escaped four times', 'gh' + 'p' + '&amp;amp;amp;#95;' + githubBody, githubBody],
    ['a token escaped three times with a zero-width character', githubToken.slice(0, 12) + '&amp;amp;#8203;' + githubToken.slice(12), githubToken.slice(12)],
  ])('%s is redacted', (_name, text, secret) => {
    expect(hidden(text, secret).length).toBeGreaterThan(0);
  });

  test('the decoding runs to a fixed point of eight layers and stops there', () => {
    const layers = (n: number): string => '&' + 'amp;'.repeat(n - 1) + '#95;';
    expect(htmlReferenceView('a' + layers(8) + 'b')?.text).toBe('a_b');
    expect(htmlReferenceView('a' + layers(9) + 'b')?.text).toBe('a&#95;b');
    expect(escapedCharacterView('x\u00e9' + layers(8) + 'b')?.text).toBe('x\u00e9_b');
    expect(escapedCharacterView('x\u00e9' + layers(9) + 'b')?.text).toBe('x\u00e9&#95;b');
  });

  test('decoding is bounded: eight layers per view, and a decoded view is read again two levels deep (24 layers); a 25th is read as written', () => {
    // A character past ASCII makes the text one the escaped-character view reads (./escapedCharacters.ts).
    const escaped = (n: number): string => 'x\u00e9 gh' + 'p' + '&' + 'amp;'.repeat(n - 1) + '#95;' + githubBody;
    expect(hidden(escaped(24), githubBody)).toEqual(['github-token']);
    kept(escaped(25));
    // In printable ASCII alone, the reference view decodes eight layers.
    const ascii = (n: number): string => 'gh' + 'p' + '&' + 'amp;'.repeat(n - 1) + '#95;' + githubBody;
    expect(hidden(ascii(8), githubBody)).toEqual(['github-token']);
    kept(ascii(9));
  });

  test('a view decoded many times maps its characters to their whole raw references', () => {
    const raw = 'ab' + '&amp;amp;#95;' + 'cd';
    const view = htmlReferenceView(raw);
    expect(view?.text).toBe('ab_cd');
    expect(view?.toRaw(2, 3)).toEqual([2, 2 + '&amp;amp;#95;'.length]);
    expect(view?.toRaw(3, 5)).toEqual([raw.length - 2, raw.length]);
  });

  test.each([
    ['ordinary HTML escaped three times', 'Tom &amp;amp;amp; Jerry &amp;amp;lt;3'],
    ['a copyright sign escaped three times', '&amp;amp;#169; 2026 Example Ltd'],
  ])('near-miss: %s is kept', (_name, text) => {
    kept(text);
  });
});

describe('a prefix in another case or with a compatibility look-alike', () => {
  test.each([
    ['GHP_ upper-case', 'GH' + 'P_' + githubBody, githubBody, 'github-token'],
    ['Ghp_ capitalised, glued', 'token' + 'Gh' + 'p_' + githubBody, githubBody, 'github-token'],
    ['a Kelvin sign for the k of sk_live_', 's\u212A' + '_live_' + stripeBody, stripeBody, 'stripe-key'],
    ['a Kelvin sign for the k of sk_live_, upper-case rest', 'S\u212A' + '_LIVE_' + stripeBody, stripeBody, 'stripe-key'],
    ['a fullwidth prefix in upper case', '\uFF27\uFF28\uFF30_' + githubBody, githubBody, 'github-token'],
  ])('%s is redacted', (_name, text, secret, kind) => {
    expect(hidden(text, secret)).toEqual([kind]);
  });

  test.each([
    ['an upper-case constant', 'GHP_CONFIG_VALUE_FOR_THE_RUNNER_TASK'],
    ['an environment flag', 'SK_LIVE_MODE_ENABLED_FOR_ALL_TESTS=1'],
    ['a Kelvin temperature', 'the probe read 300 \u212A at sk_live_mode_enabled_flag'],
  ])('near-miss: %s is kept', (_name, text) => {
    kept(text);
  });
});

describe('escapedCharacterView decodes what it can and keeps what it cannot', () => {
  test('U+10FFFF is the last code point decoded; past it the reference stays', () => {
    expect(escapedCharacterView('a&#x10FFFF;b')?.text).toBe('a\u{10FFFF}b');
    expect(escapedCharacterView('a&#x110000;b&#xE9;')?.text).toBe('a&#x110000;b\u00e9');
  });

  test('a lone surrogate is kept as written; the code points either side of the range decode', () => {
    expect(escapedCharacterView('&#xD800;&#xDFFF;&#xE9;')?.text).toBe('&#xD800;&#xDFFF;\u00e9');
    expect(escapedCharacterView('&#xD7FF;&#xE000;')?.text).toBe('\uD7FF\uE000');
  });

  test('an unknown name is kept, and the characters around it map to themselves', () => {
    const raw = '&nosuchname; x&#xE9;y';
    const view = escapedCharacterView(raw);
    expect(view?.text).toBe('&nosuchname; x\u00e9y');
    const at = view?.text.indexOf('\u00e9') as number;
    expect(view?.toRaw(at, at + 1)).toEqual([raw.indexOf('&#xE9;'), raw.indexOf('&#xE9;') + '&#xE9;'.length]);
    expect(view?.toRaw(0, 1)).toEqual([0, 1]);
  });

  test('a text a single pass leaves readable by the other views gives no view; a second layer that needs one does', () => {
    expect(escapedCharacterView('ghp&#95;x')).toBeUndefined();
    expect(escapedCharacterView('no escapes here')).toBeUndefined();
    expect(escapedCharacterView('a&amp;#8203;b')?.text).toBe('a\u200Bb');
    expect(escapedCharacterView('a&#8203;b')?.text).toBe('a\u200Bb');
  });
});
