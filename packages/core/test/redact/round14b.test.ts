// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${DB_PASSWORD} is a placeholder under test
/**
 * Round 14B of issue #19 (written from the classes the attacker listed on lead47, never from a
 * blind case): a fixed-length key whose upper-case body runs into a lower-case word
 * (`AKIA…is rotated`); a token coloured by ANSI escape sequences (`grep --color=always` on a
 * `.env`, `\e[…m` written out); a re-cased head of any vendor (`XOXB-`, `HF_`, `Aiza`, `sG.`); `password` written as two words (`pass_word`). Each class with the near-misses that must stay. Every fixture is fake and assembled at
 * run time.
 */
import { describe, expect, test } from 'vitest';
import { expectHidden as hidden, expectKept as kept } from './expectations.js';
import { fake, fakeFrom, hex } from './fixtures.js';

/** An AWS access key id body: 16 of A-Z and 2-7, digits included. */
const awsBody = fakeFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 22);
const awsKeyId = 'AK' + 'IA' + awsBody;
const githubBody = fake(36, 12);
const githubToken = 'gh' + 'p_' + githubBody;
const slackToken = 'xo' + 'xb-' + '1234567890' + '12-' + '1234567890123-' + fake(24, 5);
const ESC = String.fromCharCode(27);

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

describe('a token coloured by ANSI escape sequences (F13)', () => {
  const sgr = (code: string): string => ESC + '[' + code;
  test.each([
    ['grep --color=always on a .env', '.env:GITHUB_TOKEN=' + sgr('01;31m') + sgr('K') + 'gh' + 'p_' + sgr('m') + sgr('K') + githubBody, githubBody],
    [
      'a highlight inside the token',
      'token ' + githubToken.slice(0, 10) + sgr('01;31m') + githubToken.slice(10, 20) + sgr('m') + githubToken.slice(20),
      githubBody,
    ],
    ['a colour change after the ninth character', 'x ' + githubToken.slice(0, 9) + sgr('0m') + sgr('32m') + githubToken.slice(9), githubBody],
    ['an AWS key id split by colour', 'id ' + awsKeyId.slice(0, 9) + sgr('0m') + sgr('32m') + awsKeyId.slice(9), awsBody],
    ['a Slack token split by colour', 'bot ' + slackToken.slice(0, 12) + sgr('1;33m') + slackToken.slice(12) + sgr('0m'), slackToken.slice(8)],
    ['a whole AWS key id coloured at the very start', sgr('01;31m') + sgr('K') + awsKeyId + sgr('m') + sgr('K') + ' is the ci user', awsBody],
    ['one colour code and the AWS key id, nothing else', sgr('31m') + awsKeyId, awsBody],
    ['a colour at the very start of the text', sgr('32m') + githubToken.slice(0, 9) + sgr('0m') + githubToken.slice(9), githubBody],
    ['written `\\x1b[` in a log', 'out: ' + githubToken.slice(0, 9) + '\\x1b[0m\\x1b[32m' + githubToken.slice(9), githubBody],
    ['written `\\e[` in a shell string', "printf '" + githubToken.slice(0, 9) + '\\e[0m\\e[32m' + githubToken.slice(9) + "'", githubBody],
    ['written `\\033[`', 'echo ' + githubToken.slice(0, 9) + '\\033[1m' + githubToken.slice(9), githubBody],
    ['written `\\u001b[` in JSON', '{"out":"' + githubToken.slice(0, 9) + '\\u001b[0;32m' + githubToken.slice(9) + '"}', githubBody],
    ['written `^[[` as a pager shows it', 'less: ' + githubToken.slice(0, 9) + '^[[0m^[[32m' + githubToken.slice(9), githubBody],
  ])('%s is redacted', (_name, text, secret) => {
    expect(hidden(text, secret).length).toBeGreaterThan(0);
  });

  test.each([
    ['a coloured git log line', sgr('33m') + 'commit ' + hex(40, 9) + sgr('m') + ' (HEAD -> main)'],
    ['a coloured UUID', 'id ' + sgr('32m') + '123e4567-e89b-12d3-a456-426614174000' + sgr('0m')],
    ['a coloured hash split in two', 'sha256:' + hex(32, 1) + sgr('1m') + hex(32, 2) + sgr('0m')],
    ['coloured prose', sgr('1;31m') + 'error' + sgr('0m') + ': the ghp_ prefix marks a classic token'],
    ['a written escape in prose', 'print \\x1b[0m to reset the colour, then \\e[32m for green'],
  ])('near-miss: %s is kept', (_name, text) => {
    kept(text);
  });
});

describe('a re-cased head of any vendor (F19)', () => {
  /** 34 letters, both cases mixed as a random token's are. */
  const hfBody = fakeFrom('aBcDeFgHiJkLmNoPqRsTuVwXyZAbCdEfGhIjKlMnOpQrStUvWxYz', 34, 3).replace(/^FAKE/, 'FaKe');
  const googleBody = fake(35, 40);
  const sendgridBody = fake(22, 8) + '.' + fake(43, 30);
  test.each([
    ['XOXB- (Slack)', 'bot ' + 'XO' + 'XB-' + slackToken.slice(5), slackToken.slice(8), 'slack-token'],
    ['HF_ (Hugging Face)', 'HF_' + hfBody, hfBody, 'huggingface-token'],
    ['Aiza (Google)', 'key=' + 'Ai' + 'za' + googleBody, googleBody, 'google-api-key'],
    ['sG. (SendGrid)', 'use ' + 's' + 'G.' + sendgridBody, sendgridBody, 'sendgrid-api-key'],
  ])('%s is redacted', (_name, text, secret, kind) => {
    expect(hidden(text, secret)).toEqual([kind]);
  });

  test.each([
    ['an environment name', 'HF_HOME=/data/hf and HF_DATASETS_OFFLINE=1'],
    ['words run together after HF_', 'HF_' + 'DatasetsCacheDirectoryForTheModels'],
    ['a hug, not a Slack token', 'XO' + 'XO-hugs-and-kisses-from-grandma-2024'],
    ['a surname', 'Aiza' + 'wa_Shota_Hero_Academia_Character_Notes'],
    ['a lower-case word glued before the head', 'thisAiza' + googleBody.toLowerCase()],
    ['a git SHA after a re-cased head', 'Sg.' + hex(22, 4) + '.' + hex(43, 5)],
  ])('near-miss: %s is kept', (_name, text) => {
    kept(text);
  });
});

describe('password written as two words (F3)', () => {
  const value = 'Tr0ub' + '4dor-Mx9q';
  test.each([
    ['a bare label', 'pass_word: ' + value],
    ['a JSON key', '{"pass_word": "' + value + '"}'],
    ['an indented YAML key', 'db:\n  pass_word: "' + value + '"'],
    ['TOML', "pass_word = '" + value + "'"],
    ['a dash', 'PASS-WORD=' + value],
    ['pass_phrase', 'ssh_pass_phrase: ' + value],
  ])('%s is redacted', (_name, text) => {
    expect(hidden(text, value).length).toBeGreaterThan(0);
  });

  test.each([
    ['a setting that starts with the label', 'pass_word_min_length: 12'],
    ['a word ending in pass glued before it', 'bypass_word: ' + 'Tr0ub' + '4dor-Mx9q'],
    ['a placeholder', 'pass_word: ${DB_PASSWORD}'],
  ])('near-miss: %s is kept', (_name, text) => {
    kept(text);
  });
});

describe('a fixed-length key run into a word after it (F14, in part)', () => {
  const googleBody = fake(35, 40);
  const sendgridBody = fake(22, 8) + '.' + fake(43, 30);
  test.each([
    ['AIza… and a word', 'the key ' + 'AI' + 'za' + googleBody + 'isrotated weekly', googleBody, 'google-api-key'],
    ['SG.… and a word', 'mail key ' + 'S' + 'G.' + sendgridBody + 'and more', sendgridBody, 'sendgrid-api-key'],
  ])('%s is redacted', (_name, text, secret, kind) => {
    expect(hidden(text, secret)).toEqual([kind]);
  });

  test.each([
    ['a longer token whose rest holds a capital', 'AI' + 'za' + googleBody + 'Xyzabc'],
    ['a longer token whose rest holds a digit', 'AI' + 'za' + googleBody + 'ab1'],
    ['a longer lower-case run than a word', 'AI' + 'za' + googleBody + 'abcdefghijklmnopqrstuvwxyz'],
  ])('near-miss: %s is kept', (_name, text) => {
    kept(text);
  });
});
