/**
 * Credential names in more of the forms people write them (issue #19 "context-named"): a name
 * qualified by its environment or generation (`API_KEY_PROD`), csh's `setenv NAME value`, a dash
 * between a label and its value in notes (`Password - …`), and an upper-case `<SERVICE>_KEY`
 * environment variable holding a generated-looking value — each from the format's own
 * documentation, never from a blind case, with the near-misses each must keep.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectKept as kept } from './expectations.js';

const value = 'Zq8v' + 'Lm2Rt5WxKp3Yb7Nc';

const redacts = (text: string, kind = 'secret-assignment'): void => {
  const out = redactSecrets(text);
  expect(out.kinds).toEqual([kind]);
  expect(out.text).not.toContain(value.slice(0, 12));
};

describe('a credential name qualified by environment, generation or number', () => {
  test.each(['API_KEY_PROD', 'DB_PASSWORD_STAGING', 'GITHUB_TOKEN_CI', 'SECRET_V2', 'client_secret_old', 'PASSWORD_2'])('%s=…', (name) => {
    redacts(`${name}=${value}`);
  });
  test.each(['password_v2: true', 'token_old: none', 'password_min_length: 12', 'token_count_2: 12'])('stays: %s', (text) => {
    kept(text);
  });
});

test('csh setenv NAME value (csh(1) setenv)', () => {
  redacts(`setenv API_TOKEN ${value}`, 'command-line-secret');
});

describe('a dash between a label and its value in notes', () => {
  test.each(['Password - ', 'wifi password – ', 'API key — '])('%s…', (label) => {
    redacts(`${label}${value}`);
  });
  test.each(['Password - required', 'password - see vault', 'Token - rotates weekly'])('stays: %s', (text) => {
    kept(text);
  });
});

describe('an upper-case <SERVICE>_KEY environment variable holding a generated-looking value', () => {
  test.each([`STRIPE_KEY=${value}`, `OPENAI_KEY="${value}"`, `export SENDGRID_KEY=${value}`, `  GOOGLE_MAPS_KEY: ${value}`, `MAPS_KEY_PROD=${value}`])(
    '%s',
    (text) => {
      redacts(text);
    },
  );
  test.each([
    'SORT_KEY=name',
    'CACHE_KEY=v2-deps-abc',
    'I18N_KEY=home.title.Main2024x',
    'S3_KEY=uploads/2024/avatar-large-01.png',
    `VAPID_PUBLIC_KEY=${value}`,
    `STRIPE_PUBLISHABLE_KEY=${value}`,
    'PARTITION_KEY=userId',
    'SSH_KEY=~/.ssh/id_ed25519',
    'GPG_KEY=ABCDEF0123456789',
    'REDIS_KEY=session:Ab12Cd34Ef56Gh78',
    `sort_key=${value}`,
    'KEY=value',
  ])('stays: %s', (text) => {
    kept(text);
  });
});
