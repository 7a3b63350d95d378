// biome-ignore-all lint/suspicious/noTemplateCurlyInString: placeholders are the data under test
/**
 * Credentials that documented tools take as a directive or a positional value (issue #19), written
 * from each tool's documentation: redis.conf, kubectl --from-literal, PowerShell
 * ConvertTo-SecureString, sudo -S with a here-string, rclone config pairs, mc alias set.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectNoLeak } from './expectations.js';
import { fake } from './fixtures.js';

const pw = `FAKE${fake(10, 21)}7q`;

describe('redacted', () => {
  test.each([
    ['redis.conf requirepass', `requirepass ${pw}`],
    ['redis.conf masterauth, quoted', `masterauth "${pw}"`],
    ['CONFIG SET requirepass', `redis-cli CONFIG SET requirepass ${pw}`],
    ['kubectl --from-literal, any key', `kubectl create secret generic billing --from-literal=LEDGER_CONN=${pw}`],
    ['ConvertTo-SecureString', `$s = ConvertTo-SecureString "${pw}" -AsPlainText -Force`],
    ['ConvertTo-SecureString -String', `ConvertTo-SecureString -String '${pw}' -AsPlainText -Force`],
    ['sudo -S here-string', `sudo -S <<< "${pw}" apt-get update`],
    ['rclone config create', `rclone config create s3prod s3 provider AWS access_key_id AKIDFAKE secret_access_key ${pw}`],
    ['mc alias set', `mc alias set prod https://minio.example.com ACCESSFAKE ${pw}`],
  ])('%s', (_name, text) => {
    const result = redactSecrets(text);
    expectNoLeak(result.text, pw);
    expect(redactSecrets(result.text)).toEqual({ text: result.text, kinds: [] });
  });
});

describe('kept', () => {
  test.each([
    ['a Redis directive with no value', 'requirepass ""\n# masterauth <master-password>'],
    [
      'a variable into ConvertTo-SecureString',
      'ConvertTo-SecureString $plain -AsPlainText -Force; ConvertTo-SecureString "$env:DB_PASSWORD" -AsPlainText -Force',
    ],
    ['a template into --from-literal', 'kubectl create secret generic x --from-literal=password=${DB_PASSWORD}'],
    ['a variable into sudo -S', 'sudo -S <<< "$SUDO_PASS" true'],
    ['rclone words', 'rclone config create remote drive scope drive token_url default'],
    ['ConvertTo-SecureString without -AsPlainText', 'ConvertTo-SecureString "01000000d08c9ddf" -Key $key'],
  ])('%s', (_name, text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});
