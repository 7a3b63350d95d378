// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${DB_PASSWORD} is a placeholder under test
/**
 * Round 15 of issue #19 (written from the classes the attacker listed on lead47, F2, F4 and F14,
 * never from a blind case; the variations are this round's own): a fixed-length key glued to
 * letters on both sides or to a word after it, for every fixed-length shape of the vendor table
 * (./shapes.ts `fixedKey`), a JWT and a PyPI token glued before, an AWS key id with a re-cased
 * head; the word for password in other languages as a JSON, YAML or TOML key; a token written
 * with octal, CSS, quoted-printable, `\U0000XXXX` or doubly escaped `\\uXXXX` escapes, whole or
 * one character of it. Each class with the near-misses that must stay. Every fixture is fake and
 * assembled at run time.
 */
import { describe, expect, test } from 'vitest';
import { credentialInPath } from '../../src/redact/index.js';
import { expectHidden as hidden, expectKept as kept } from './expectations.js';
import { fake, fakeFrom, hex } from './fixtures.js';

/** 16 of A-Z and 2-7 with digits in it (an AWS key id's body). */
const awsBody = fakeFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 26);
const awsKeyId = 'AK' + 'IA' + awsBody;
const googleBody = fake(35, 44);
const googleKey = 'AI' + 'za' + googleBody;
/** 34 letters of both cases, a lone lower-case letter between capitals (a Hugging Face token has no digit). */
const hfBody = fakeFrom('QwErTyUiOpAsDfGhJkLzXcVbNm', 34, 7).replace(/^FAKE/, 'FaKE');
const hfToken = 'h' + 'f_' + hfBody;
const sendgridBody = fake(22, 50) + '.' + fake(43, 12);
const sendgridKey = 'S' + 'G.' + sendgridBody;
const twilioBody = hex(32, 7);
const twilioSid = 'S' + 'K' + twilioBody;
const pypiBody = fake(70, 33);
const pypiToken = 'py' + 'pi-' + 'AgEIcHlwaS5vcmc' + pypiBody;
const jwtTail = fake(24, 41) + '.ey' + 'J' + fake(36, 45) + '.' + fake(43, 20);
const jwt = 'ey' + 'J' + jwtTail;
const githubBody = fake(36, 47);
const githubToken = 'gh' + 'p_' + githubBody;

describe('a fixed-length key glued to letters on both sides or to a word after it (F14)', () => {
  test.each([
    ['AIza… between two letters in a file name', 'read keys/q' + googleKey + 'z.json', googleBody, 'google-api-key'],
    ['AIza… after a label word, a word after it', 'apikey' + googleKey + 'thanks', googleBody, 'google-api-key'],
    ['an AWS key id between two letters', 'user k' + awsKeyId + 'x created', awsBody, 'aws-access-key-id'],
    ['an AWS key id after one lower-case letter', 'id=m' + awsKeyId + ' (ci)', awsBody, 'aws-access-key-id'],
    ['hf_… and a word after it', 'token ' + hfToken + 'wasrevoked', hfBody, 'huggingface-token'],
    ['SG.… between two letters', 'mail:w' + sendgridKey + 'q', sendgridBody, 'sendgrid-api-key'],
    ['a Twilio SK… after a word and before one', 'sidSK' + twilioBody + 'isold', twilioBody, 'twilio-api-key'],
    ['a Twilio SK… between two letters', 'use v' + twilioSid + 'w now', twilioBody, 'twilio-api-key'],
    ['a Twilio SK… and one letter past f', 'sid ' + twilioSid + 'g', twilioBody, 'twilio-api-key'],
  ])('%s is redacted', (_name, text, secret, kind) => {
    expect(hidden(text, secret)).toEqual([kind]);
  });

  test.each([
    ['a PyPI token after one letter', 'upload with t' + pypiToken + ' now', pypiBody],
    ['a PyPI token after a word, a word after it', 'pypitoken' + pypiToken + 'done', pypiBody],
    ['a JWT after one letter', 'Authorization:b' + jwt, jwtTail],
    ['a JWT after a word, in JSON', '{"h":"tokeneyJ' + jwtTail + 'x"}', jwtTail],
    ['a GitHub token between two letters (already read glued: a prefix with a separator)', 'q' + githubToken + 'z', githubBody],
  ])('%s is redacted', (_name, text, secret) => {
    expect(hidden(text, secret).length).toBeGreaterThan(0);
  });

  test.each([
    ['Akia (AWS)', 'ci id Ak' + 'ia' + awsBody + ' rotated'],
    ['aSIA (AWS, temporary)', 'session a' + 'SIA' + awsBody],
    ['akIA (AWS)', '"ak' + 'IA' + awsBody + '"'],
  ])('a re-cased AWS head before an upper-case body: %s is redacted', (_name, text) => {
    expect(hidden(text, awsBody)).toEqual(['aws-access-key-id']);
  });

  test.each([
    ['one upper-case name of letters and the Twilio head', 'TASK' + twilioBody + 'done'],
    ['a 40-hex SHA after SK', 'SK' + hex(40, 3) + ' merged'],
    ['a hex run whose rest is hex letters', 'xSK' + twilioBody + 'abcdef'],
    ['an upper-case body with no digit glued both sides', 'm' + 'AK' + 'IA' + 'BCDEFGHIJKLMNOPQ' + 'r'],
    ['a base64 integrity string holding the head after a digit', 'sha512-q9' + googleKey + 'z=='],
    ['an identifier holding the head after an underscore', 'const cfg_x' + googleKey + 'y = 1'],
    ['a base64 run holding the AWS head after a digit', 'blob 7' + awsKeyId + 'x'],
    ['Aiza as the start of a name, glued both sides', 'the manga xAiza' + 'wa_Shota_and_Friends' + 'y'],
    ['a mixed-case body with no digit and no lone letter', 'x' + 'AI' + 'za' + 'ABCDEFGHIJKLMNOPQRSabcdefghijklmnopq' + 'y'],
    ['a UUID glued to a word', 'requestid' + '123e4567-e89b-12d3-a456-426614174000' + 'ok'],
    ['a git SHA glued to commit', 'commit' + hex(40, 11) + 'was'],
    ['Asia and a year', 'Asia' + '2024' + 'SUMMIT in Tokyo'],
  ])('near-miss: %s is kept', (_name, text) => {
    kept(text);
  });
});

describe('a glued key in a project path (F5)', () => {
  test('a folder named k<AWS key id>x is a path holding a credential', () => {
    expect(credentialInPath('/home/dev/pp/k' + awsKeyId + 'x')).toContain('aws-access-key-id');
  });

  test('a folder named x<Google key>y is a path holding a credential', () => {
    expect(credentialInPath('/srv/work/x' + googleKey + 'y/app')).toContain('google-api-key');
  });

  test('a folder named after a hash or a UUID is not', () => {
    expect(credentialInPath('/srv/cache/sk' + hex(40, 5) + '/123e4567-e89b-12d3-a456-426614174000')).toBeUndefined();
  });
});

describe('the word for password in other languages as a JSON, YAML or TOML key (F2)', () => {
  const value = 'Vq7' + 'zL2mK9xR';
  test.each([
    ['a German JSON key', '{"user": "app", "Kennwort": "' + value + '"}'],
    ['a Portuguese JSON key', '{"senha":"' + value + '"}'],
    ['a Polish YAML key, quoted', 'baza:\n  hasło: "' + value + '"\n'],
    ['a Dutch YAML key, bare', 'db:\n    wachtwoord: ' + value + '\n'],
    ['a Swedish TOML key', 'lösenord = "' + value + '"'],
    ['a Korean TOML key, single quotes', "비밀번호 = '" + value + "'"],
    ['a Spanish key in JSON inside a JSON string', '{"cfg":"{\\"contraseña\\": \\"' + value + '\\"}"}'],
    ['a Russian key in YAML flow style', '{пароль: ' + value + '}'],
    ['a French key, quoted in TOML', '"mot de passe" = "' + value + '"'],
  ])('%s is redacted', (_name, text) => {
    expect(hidden(text, value).length).toBeGreaterThan(0);
  });

  test.each([
    ['a placeholder', '{"Passwort": "${DB_PASSWORD}"}'],
    ['a number-valued setting named after the word', '{"senha_min_length": 12}'],
    ['an empty value', 'contraseña = ""'],
    ['a masked value', '{"пароль": "********"}'],
  ])('near-miss: %s is kept', (_name, text) => {
    kept(text);
  });
});

describe('a token written with octal, CSS, quoted-printable, \\U or doubly escaped escapes (F4)', () => {
  const code = (c: string): number => c.charCodeAt(0);
  const octal = (s: string): string => [...s].map((c) => '\\' + code(c).toString(8).padStart(3, '0')).join('');
  const css = (s: string): string => [...s].map((c) => '\\' + code(c).toString(16) + ' ').join('');
  const qp = (s: string): string => [...s].map((c) => '=' + code(c).toString(16).toUpperCase()).join('');
  const wide = (s: string): string => [...s].map((c) => '\\U' + code(c).toString(16).padStart(8, '0')).join('');
  const doubled = (s: string): string => [...s].map((c) => '\\\\u' + code(c).toString(16).padStart(4, '0')).join('');
  /** the token with its character at `at` written by `write`. */
  const one = (token: string, at: number, write: (s: string) => string): string => token.slice(0, at) + write(token.charAt(at)) + token.slice(at + 1);

  test.each([
    ['an AWS key id in a shell printf, octal', "printf '" + octal(awsKeyId) + "' > id", awsBody],
    ['one octal character inside a GitHub token', "echo $'" + one(githubToken, 12, octal) + "'", githubBody],
    ['the underscore of ghp_ in octal', 'x ' + one(githubToken, 3, octal), githubBody],
    ['a Google key in a CSS content string', '.k::after { content: "' + css(googleKey) + '"; }', googleBody],
    ['one CSS escape inside a GitHub token', 'a ' + one(githubToken, 20, css) + ' b', githubBody],
    ['a GitHub token in an RFC 2047 header', 'Subject: =?UTF-8?Q?' + qp(githubToken) + '?=', githubBody],
    ['one quoted-printable octet inside an AWS key id', 'id ' + one(awsKeyId, 9, qp) + ' ok', awsBody],
    ['a token cut by a soft line break, no header', 'token ' + githubToken.slice(0, 18) + '=\n' + githubToken.slice(18) + ' end=3D', githubBody],
    ['an AWS key id in Python \\U escapes', "k = '" + wide(awsKeyId) + "'", awsBody],
    ['one \\U escape inside a Google key', 'key ' + one(googleKey, 15, wide), googleBody],
    ['a GitHub token doubly escaped in JSON inside JSON', '{"log":"' + doubled(githubToken) + '"}', githubBody],
    ['one doubly escaped character of a SendGrid key', 'k ' + one(sendgridKey, 30, doubled), sendgridBody],
  ])('%s is redacted', (_name, text, secret) => {
    expect(hidden(text, secret).length).toBeGreaterThan(0);
  });

  test.each([
    ['ANSI colours in octal', "printf '\\033[1mbold\\033[0m and \\101\\102\\103'"],
    ['CSS quotes and icons', '.q::before { content: "\\201C"; } .i::after { content: "\\f101 "; }'],
    ['assignments in code', 'a=41 b=42; if (x==4F) y=7A'],
    ['quoted-printable prose', 'Content-Transfer-Encoding: quoted-printable\n\nCaf=C3=A9 au lait=2C s=\nil vous pla=C3=AEt'],
    ['a Windows path with digits', 'C:\\Users\\101\\Documents\\2024\\report.txt'],
    ['a git SHA in octal', "printf '" + octal(hex(40, 2)) + "'"],
    ['a UUID doubly escaped', '{"id":"' + doubled('123e4567-e89b-12d3-a456-426614174000') + '"}'],
    ['a placeholder in \\U escapes', wide('gh' + 'p_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')],
  ])('near-miss: %s is kept', (_name, text) => {
    kept(text);
  });
});
