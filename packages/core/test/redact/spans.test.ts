// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * How the ranges found by several patterns, in the raw and the normalised text, combine into
 * markers (DESIGN.md §2.3): overlapping ranges become one marker named by the most specific
 * pattern, touching ones stay two, a second pass catches what a first replacement exposes,
 * and existing markers are never redacted again.
 */
import { describe, expect, test } from 'vitest';
import { redactionMarker, redactSecrets, SECRET_PATTERNS } from '../../src/redact/index.js';
import { expectNoLeak } from './expectations.js';
import { fake, fakeFrom, fullwidth } from './fixtures.js';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ghp = 'gh' + 'p_' + fake(36);
const akia = 'AK' + 'IA' + 'FAKEABCDEFGHIJKL';
const hook = 'https://hooks.' + 'slack.com/services/' + 'T0FAKE0001/B0FAKE0002/' + fake(24, 3);
const label = 'RSA PRIV' + 'ATE KEY';
const pem = `-----BEGIN ${label}-----\n${fakeFrom(BASE64, 64)}\n${fakeFrom(BASE64, 64, 9)}\n-----END ${label}-----`;

describe('overlapping ranges', () => {
  test('a token that starts inside another and runs past its end: one marker, named by the more specific shape', () => {
    // The Slack body stops at "_", so its range ends inside the GitHub token that starts at "ghp".
    const slackPrefix = 'xo' + 'xb-1234567890-';
    const result = redactSecrets(`see ${slackPrefix}${ghp} now`);
    expect(result).toEqual({ text: 'see [REDACTED:github-token] now', kinds: ['github-token'] });
    expectNoLeak(result.text, ghp);
  });

  test('a range found in the raw text and a longer one found in the normalised text: the longer one goes', () => {
    // Raw: the token stops at the zero-width space. Normalised: it runs on.
    const split = ghp + '\u200B' + fake(20, 40);
    const result = redactSecrets(`a ${split} b`);
    expect(result).toEqual({ text: 'a [REDACTED:github-token] b', kinds: ['github-token'] });
  });

  test('a token used as a URL user name: the host stays, and the marker is not read as user:password next pass', () => {
    const ghs = 'gh' + 's_' + fake(36, 11);
    expect(redactSecrets(`git clone https://${ghs}@github.com/org/repo.git`)).toEqual({
      text: 'git clone https://[REDACTED:github-token]@github.com/org/repo.git',
      kinds: ['github-token'],
    });
  });

  test('a token as URL user name with a password: both go, and the first marker stays whole', () => {
    // Before the fix, the second pass read "[REDACTED" as the user name and replaced
    // "github-token]:[REDACTED:url-password]" as its password.
    const ghs = 'gh' + 's_' + fake(36, 11);
    expect(redactSecrets(`https://${ghs}:FAKE-${fake(12)}@github.com/org/repo.git`)).toEqual({
      text: 'https://[REDACTED:github-token]:[REDACTED:url-password]@github.com/org/repo.git',
      kinds: ['github-token', 'url-password'],
    });
  });

  test('a secret right after a marker, or inside brackets with one, is still redacted', () => {
    expect(redactSecrets(`[REDACTED:github-token]${akia}`).text).toBe('[REDACTED:github-token][REDACTED:aws-access-key-id]');
    expect(redactSecrets(`[REDACTED:github-token] then ${ghp}`).text).toBe('[REDACTED:github-token] then [REDACTED:github-token]');
    expect(redactSecrets(`https://[REDACTED:github-token]:${fake(16)}@github.com`).text).toBe(
      'https://[REDACTED:github-token]:[REDACTED:url-password]@github.com',
    );
  });

  test('a labelled value that is a named token is reported by the token kind only', () => {
    expect(redactSecrets(`PASSWORD=${ghp}`)).toEqual({ text: 'PASSWORD=[REDACTED:github-token]', kinds: ['github-token'] });
  });

  test('the order of the secrets in the text does not matter', () => {
    // The AWS pattern comes after the GitHub one in SECRET_PATTERNS but its match comes first here.
    expect(redactSecrets(`${akia} then ${ghp}, ${akia}`)).toEqual({
      text: '[REDACTED:aws-access-key-id] then [REDACTED:github-token], [REDACTED:aws-access-key-id]',
      kinds: ['aws-access-key-id', 'github-token'],
    });
  });
});

describe('touching ranges', () => {
  test('two secrets with nothing between them keep a marker each', () => {
    expect(redactSecrets(ghp + pem)).toEqual({
      text: '[REDACTED:github-token][REDACTED:private-key]',
      kinds: ['github-token', 'private-key'],
    });
  });

  test('a fullwidth token right after a raw one keeps a marker each', () => {
    expect(redactSecrets(`${ghp}${fullwidth('-----')}`).text).toBe(`[REDACTED:github-token]${fullwidth('-----')}`);
    expect(redactSecrets(`${akia} ${fullwidth(ghp)}`).text).toBe('[REDACTED:aws-access-key-id] [REDACTED:github-token]');
  });
});

describe('a second pass', () => {
  test('catches a token whose boundary only shows once its neighbour is a marker', () => {
    // Glued to the webhook URL, the key id has a letter after it and is not a key id yet.
    expect(redactSecrets(akia + hook)).toEqual({
      text: '[REDACTED:aws-access-key-id][REDACTED:slack-webhook]',
      kinds: ['aws-access-key-id', 'slack-webhook'],
    });
  });

  test('and the result is settled: redacting it again changes nothing', () => {
    const once = redactSecrets(`${akia}${hook} and ${ghp}${pem}`);
    expect(redactSecrets(once.text)).toEqual({ text: once.text, kinds: [] });
  });
});

describe('existing markers are never redacted again', () => {
  const markers = [...new Set(SECRET_PATTERNS.map((p) => p.kind))].map(redactionMarker);
  const positions: readonly (readonly [string, (m: string) => string])[] = [
    ['alone', (m) => m],
    ['twice, glued', (m) => m + m],
    ['as an assignment', (m) => `TOKEN=${m}`],
    ['as a quoted assignment', (m) => `"api_key": "${m}"`],
    ['as a YAML value', (m) => `password: ${m}`],
    ['as a URL password', (m) => `https://deploy:${m}@git.example.com/repo.git`],
    ['as a URL user name', (m) => `git clone https://${m}@github.com/org/repo.git`],
    ['as a URL user name at the start of the text', (m) => `${m}@github.com`],
    ['as an AWS secret', (m) => `aws_secret_access_key = ${m}`],
    ['in a connection string', (m) => `AccountName=x;AccountKey=${m};EndpointSuffix=core.windows.net`],
    ['after a prefix', (m) => `gh${'p_'}${m} sk-${m} xo${'xb-'}${m}`],
    ['after a PEM header named in prose', (m) => `The -----BEGIN ${label}----- line, then ${m}`],
  ];

  test.each(positions)('%s', (_name, place) => {
    for (const marker of markers) {
      const text = place(marker);
      expect(redactSecrets(text), text).toEqual({ text, kinds: [] });
    }
  });
});
