// Speed is measured in bench/, not asserted here (unit tests never assert wall-clock times).
// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { fake, fullwidth, NEAR_MISSES } from './fixtures.js';

const KIB_32 = 32 * 1024;

/** `unit` repeated to exactly 32 KiB of UTF-16 code units. */
function fill(unit: string): string {
  return unit.repeat(Math.ceil(KIB_32 / unit.length)).slice(0, KIB_32);
}

describe('32 KiB inputs (the field limit)', () => {
  test('typical text with secrets and near-misses', () => {
    const tok = 'gh' + 'p_' + fake(36);
    const paragraph =
      `Deploy notes: use ${tok} for CI; PASSWORD=FAKE-${fake(10)} in .env. ` + NEAR_MISSES.map(([, t]) => t).join(' ') + ' Le café ｆｕｌｌ 日本語 ';
    const text = fill(paragraph);
    const result = redactSecrets(text);
    expect(result.kinds).toEqual(['github-token', 'secret-assignment']);
    expect(result.text).not.toContain(fake(36));
  });

  test.each([
    ['one letter', 'a'],
    ['prefixes only', 'ghp_sk-ant-api03-sk-proj-xoxb-AKIA'],
    ['labels without values', 'password=token: secret="'],
    ['label lines', 'password: a b\n'],
    ['quoted labels, unclosed', '"password": "abc'],
    ['PEM headers without bodies', '-----BEGIN RSA PRIVATE KEY-----\n'],
    ['PEM header and base64, no END', '-----BEGIN PRIVATE KEY-----\n' + 'QUJD'.repeat(16) + '\n'],
    ['dashes', '-'],
    ['URL schemes without hosts', 'https://user:pass'],
    ['JWT heads', 'eyJhbGciOiJIUzI1NiJ9.eyJ'],
    ['Azure-like runs', 'abc8Q~'],
    ['base64', 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0123+/'],
    ['fullwidth text', fullwidth('password=abc ghp_ ')],
    ['zero-width between every letter', 'g\u200Bh\u200Bp\u200B_\u200Ba\u200B'],
    ['combining marks', 'a\u0301'],
    ['Authorization headers without credentials', 'Authorization: Bearer '],
  ])('%s: the result is settled (redacting it again changes nothing)', (_name, unit) => {
    // Repeated, some units glue into credential shapes ("password=token: …"); what matters
    // here is that the scan finishes and its output is final.
    const once = redactSecrets(fill(unit));
    expect(redactSecrets(once.text)).toEqual({ text: once.text, kinds: [] });
  });

  test.each([
    ['wrapped words', 'abcdefghij\nklmnopqrst\n'],
    ['wrapped prefixes', 'ghp_FAKEabcd\nsk-ant-api03-FAKE\n'],
    ['curl commands without a password', 'curl -u user '],
    ['prose', 'The team agreed migrations should never run in CI.\nWe use pnpm workspaces;\n'],
  ])('%s: nothing is redacted', (_name, unit) => {
    const text = fill(unit);
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});
