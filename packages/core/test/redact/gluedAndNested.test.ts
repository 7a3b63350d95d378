// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: placeholders such as ${{ secrets.X }} are the data under test
/**
 * Issue #19's known gaps, written from the formats' documentation (never from a blind set): a
 * vendor token glued to the word before it, a bare `key` holding a generated key, and a `key`
 * nested in a block named by a credential word (JSON, YAML, TOML/INI, ASP.NET Core's `Jwt:Key`).
 * Each near-miss beside them comes back byte for byte.
 */
import { describe, expect, test } from 'vitest';
import { looksGenerated } from '../../src/redact/contextPatterns.js';
import { redactSecrets } from '../../src/redact/index.js';
import { expectNoLeak } from './expectations.js';
import { hex } from './fixtures.js';

// Random-looking bodies (a generated key changes letter case and digits at most steps), obviously fake.
const BODY = 'FAKEq8Xz3LmP9vRt2WbN7kHd4Ys6Jc1G';
const ghp = 'gh' + 'p_' + BODY + 'a5Te';
const stripe = 's' + 'k_live_' + BODY;
const digitalOcean = 'do' + 'p_v1_' + hex(64, 7);
const passphrase = 'ThisIsMyFAKESigningKey-2024!';

function expectRedactedOnce(text: string, secret: string): string {
  const result = redactSecrets(text);
  expect(result.text).toContain('[REDACTED:');
  expectNoLeak(result.text, secret);
  expect(redactSecrets(result.text)).toEqual({ text: result.text, kinds: [] });
  return result.text;
}

describe('a vendor token glued to the word before it is found', () => {
  test.each([
    ['a stray letter', `x${ghp}`, ghp, 'x[REDACTED:github-token]'],
    ['a label with no separator', `token${ghp}`, ghp, 'token[REDACTED:github-token]'],
    ['a label, then a sentence', `the key is apikey${stripe}.`, stripe, 'the key is apikey[REDACTED:stripe-key].'],
    ['a digit', `2${ghp}`, ghp, '2[REDACTED:github-token]'],
    ['a hex-bodied token after a long prefix', `x${digitalOcean}`, digitalOcean, 'x[REDACTED:digitalocean-token]'],
  ])('%s', (_name, text, secret, expected) => {
    expect(expectRedactedOnce(text, secret)).toBe(expected);
  });

  test.each([
    ['a word glued to a Stripe-like prefix', 'task_test_runnerConfigurationFileLoader'],
    ['a word ending in a Mailgun-like prefix, then hex', `monkey-${hex(32, 3)}`],
    ['an upper-case identifier holding AKIA/ASIA', 'EURASIAPACIFICNORTH1234567 and MALAKIAVENUESTATION0987'],
    ['a prefix named in prose, glued to nothing', 'See the ghp_ and github_pat_ prefixes, and npm_config_cache.'],
    ['a short prefix inside a word', 'pdf_export_handler, half_open_interval'],
    ['a words-and-digits slug after a prefix', 'tracked on risk-proj-board-quarterly-review-2024-q3-followups'],
    ['letters-only prefixes inside base64 (EAAA, AKIA)', `"integrity": "sha512-jEAAAA${BODY}${BODY}xAKIA${BODY}=="`],
  ])('kept: %s', (_name, text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});

describe('a bare key holding a generated key is a credential; an ordinary key: value is not', () => {
  test.each([
    ['YAML', `key: ${BODY}`],
    ['JSON', `{"key": "${BODY}"}`],
    ['TOML', `key = "${BODY}"`],
    ['dotenv, upper case', `KEY=${BODY}`],
    ['a dotted name', `app.key=${BODY}`],
    ['Capitalised in JSON', `"Key":"${BODY}"`],
  ])('%s', (_name, text) => {
    expectRedactedOnce(text, BODY);
  });

  test.each([
    ['a word', 'key: value'],
    ['an i18n key', '"key": "home.title"'],
    ['a key name', 'key: ArrowUp'],
    ['a camelCase identifier with a digit', 'key: ArrowUpKeyHandler2'],
    ['a cache key', 'key: node-modules-Linux-x64-v18'],
    ['a git SHA', `key: ${hex(40, 1)}`],
    ['a UUID', '"key": "123e4567-e89b-12d3-a456-426614174000"'],
    ['an object path', 'key: uploads/2024/Photo1234'],
    ['an integrity hash', `"key": "sha512-${BODY}${BODY}=="`],
    ['an SSH public key', `key: AAAAC3NzaC1lZDI1NTE5AAAAI${BODY}`],
    ['a publishable Stripe key', 'key: p' + 'k_live_' + BODY],
    ['a sort key', `sortKey: "${BODY}"`],
    ['a public key', `public_key: ${BODY}`],
    ['a placeholder', 'key: ${{ secrets.API_KEY }}'],
  ])('kept: %s', (_name, text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });

  test('looksGenerated: random base62 is generated; words, identifiers and hex are not', () => {
    expect(looksGenerated(BODY)).toBe(true);
    for (const value of ['ArrowUpKeyHandler2', 'MyComponentVersion2', 'node-modules-Linux-x64-v18', hex(40, 2), 'FAKEq8Xz3Lm', 'uploads/2024/Photo1']) {
      expect(looksGenerated(value), value).toBe(false);
    }
  });
});

describe('a key nested in a block named by a credential word is that credential', () => {
  test.each([
    ['ASP.NET Core appsettings.json, one line', `"Jwt": {"Key": "${passphrase}", "Issuer": "me"}`],
    ['appsettings.json over lines, after siblings', `"Jwt": {\n    "Issuer": "https://me.example",\n    "Audience": "api",\n    "Key": "${passphrase}"\n  }`],
    ['a YAML block', `jwt:\n  issuer: me\n  key: ${passphrase}`],
    ['a YAML block holding a list', `credentials:\n  - name: ci\n    key: ${passphrase}`],
    ['a YAML flow mapping', `auth: {key: ${passphrase}}`],
    ['a TOML table', `[jwt]\nissuer = "me"\nkey = "${passphrase}"`],
    ['an INI section', `[api]\nurl = https://api.example.com\nkey = ${passphrase}`],
    ['an ASP.NET Core environment variable', `Jwt__Key=${passphrase}`],
    ['an ASP.NET Core hierarchical key', `"Jwt:Key": "${passphrase}"`],
    ['a dotted key', `jwt.key=${passphrase}`],
  ])('%s', (_name, text) => {
    expectRedactedOnce(text, passphrase);
  });

  test.each([
    ['a word-like value', 'api:\n  key: v1'],
    ['a path', 'auth:\n  key: /etc/ssl/private/server.key'],
    ['a TOML word', '[api]\nkey = "home"'],
    ['an i18n block', '"auth": {"login": "Log in", "key": "auth.login.title"}'],
    ['a sentence in a translation file', `"auth": {"key": "Can't sign in? Reset password."}`],
    ['a placeholder', '"Jwt": {"Key": "your-secret-key-here"}'],
    ['a Kubernetes secretKeyRef', 'valueFrom:\n  secretKeyRef:\n    name: db\n    key: password'],
    ['a Kubernetes secret item', 'secrets:\n  - name: x\n    key: db-password'],
    ['a GitHub Actions expression', 'auth:\n  key: ${{ secrets.X }}'],
    ['a GPG key id under signing', 'signing:\n  key: 3AA5C34371567BD2'],
    ['a block that is no credential', 'cache:\n  key: v2-deps-FAKE123'],
    ['a sibling block after a dedent', 'auth:\n  enabled: true\nstore:\n  key: v2-FAKE-store9'],
  ])('kept: %s', (_name, text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});

describe('a generated key named in chat by a bare word, and a bare sk- key', () => {
  const skKey = 's' + 'k-' + BODY + BODY.slice(4);
  const skHex = 's' + 'k-' + hex(32, 9);
  test.each([
    ['the key is …', `the key is ${BODY}`, BODY],
    ['key …', `key ${BODY} for staging`, BODY],
    ['token …', `token ${BODY}`, BODY],
    ['use this secret: …', `use this secret: ${BODY}`, BODY],
    ['a bare sk- key of base62', `OPENAI_KEY was ${skKey}`, skKey],
    ['a bare sk- key of hex (DeepSeek)', `base_url https://api.deepseek.com, ${skHex}`, skHex],
  ])('%s', (_name, text, secret) => {
    expectRedactedOnce(text, secret);
  });

  test.each([
    ['an identifier', 'the key is ArrowUpKeyHandler2'],
    ['a hex digest', `token ${hex(40, 4)}`],
    ['upper case and digits', 'key ABCDEFGHIJKLMNOP1234 on the keyboard'],
    ['prose', 'the secret sauce is patience; press key F12'],
    ['an sk- slug of words', 'see sk-learn and sk-proj-plan and sk-meta-data-loader-config-file-names'],
    ['a words-and-digits sk- run', `sk-${'abcdefghij'.repeat(4)}`],
  ])('kept: %s', (_name, text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});
