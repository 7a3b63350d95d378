// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: placeholders such as ${DB_PASSWORD} are the data under test
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { fake, fullwidth, NEAR_MISSES } from './fixtures.js';

describe('near-misses survive byte for byte', () => {
  test.each(NEAR_MISSES)('%s', (_name, text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });

  test('all of them in one text', () => {
    const text = NEAR_MISSES.map(([, t]) => t).join('\n');
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });

  test('with non-ASCII prose around them (the normalised scan runs too)', () => {
    const text = `Café ﬁle — ${NEAR_MISSES.map(([, t]) => t).join(' ｜ ')} — 日本語`;
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});

/**
 * Placeholders and references are not secrets: they name where a secret lives. Keeping them
 * keeps facts such as "CI reads PASSWORD=${DB_PASSWORD}" true (decision in patterns.ts).
 */
describe('placeholders and references are kept', () => {
  const placeholders = [
    '',
    '${DB_PASSWORD}',
    '$SECRET',
    '%DB_PASSWORD%',
    '$(cat /run/secrets/db)',
    '<your-token>',
    'your_api_key',
    'INSERT_KEY_HERE',
    'changeme',
    'CHANGEME',
    'change_me',
    '********',
    'xxxxxxxx',
    'none',
    'null',
    'true',
    'string',
    'process.env.DB_PASSWORD',
    'os.environ["DB_PASSWORD"]',
    'config.db.password',
    'readSecret("db")',
    '/run/secrets/db_password',
  ];

  test.each(placeholders)('PASSWORD=%s', (value) => {
    const text = `PASSWORD=${value}`;
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });

  test.each(placeholders.filter((v) => v !== ''))('password: "%s"', (value) => {
    const text = `password: "${value.replace(/"/g, "'")}"`;
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });

  test('a real value next to a placeholder is still redacted', () => {
    expect(redactSecrets(`PASSWORD=\${DB_PASSWORD} TOKEN=FAKE-${fake(12)}`).text).toBe('PASSWORD=${DB_PASSWORD} TOKEN=[REDACTED:secret-assignment]');
  });

  test('a placeholder is not a way to hide a token', () => {
    const tok = 'gh' + 'p_' + fake(36);
    expect(redactSecrets(`TOKEN=<your-token> ${tok}`).text).toBe('TOKEN=<your-token> [REDACTED:github-token]');
  });

  test('a fullwidth placeholder-looking value is treated as a value (the safe side)', () => {
    expect(redactSecrets(`PASSWORD=${fullwidth('hunter22')}`).kinds).toEqual(['secret-assignment']);
  });
});

describe('short or partial shapes stay', () => {
  test.each([
    ['a prefix with a short body', 'gh' + 'p_' + fake(12)],
    ['AWS prefix with 15 characters', 'AK' + 'IA' + 'FAKEABCDEFGHIJK'],
    ['AWS prefix with 17 characters', 'AK' + 'IA' + 'FAKEABCDEFGHIJKLM'],
    ['Google prefix with 34 characters', 'AI' + 'za' + fake(34)],
    ['Twilio SK with 31 hex', 'S' + 'K' + 'deadbeef'.repeat(4).slice(0, 31)],
    ['Stripe key with 23 characters', 'sk' + '_live_' + fake(23)],
    ['npm prefix with 35 characters', 'np' + 'm_' + fake(35)],
    ['OpenAI project prefix with a short body', 'sk-' + 'proj-' + 'plan'],
    ['a short quoted password', 'PASSWORD="abc"'],
  ])('%s', (_name, text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});
