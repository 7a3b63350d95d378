/**
 * The vendor table against gitleaks' default rule set (issue #19): every gitleaks rule id a
 * pattern cites has a sample here that must be redacted whole, and the count of covered ids is
 * printed. The ids of gitleaks' default configuration (config/gitleaks.toml, plus
 * aws-secret-access-key from cmd/generate/config/rules) that are not covered are listed in
 * {@link NOT_COVERED}, with the reason (docs/figures.md, "Secret redaction: what it still misses").
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets, SECRET_PATTERNS } from '../../src/redact/index.js';
import { expectNoLeak } from './expectations.js';
import { VENDOR_SAMPLES } from './vendorSamples.js';

/** Every gitleaks rule id cited by a pattern's source. */
const CITED = new Set(SECRET_PATTERNS.flatMap((p) => [...p.source.matchAll(/gitleaks:([a-z0-9-]+)/g)].map((m) => m[1] as string)));

/** gitleaks default rules deliberately not covered (docs/figures.md "Secret redaction: what it still misses"). */
const NOT_COVERED: Readonly<Record<string, string>> = {
  'pkcs12-file': 'a file name rule (.p12/.pfx), not text',
  'freemius-secret-key': "a PHP array entry 'secret_key' => 'sk_…', covered by the secret key label",
};

describe('gitleaks default rules', () => {
  test.each(VENDOR_SAMPLES.map((s) => [s.ids.join(', '), s] as const))('%s: redacted whole', (_ids, sample) => {
    const result = redactSecrets(sample.text);
    expect(result.kinds.length, JSON.stringify(result)).toBeGreaterThan(0);
    expectNoLeak(result.text, sample.secret);
    expect(redactSecrets(result.text)).toEqual({ text: result.text, kinds: [] });
  });

  test('every cited rule id has a sample, and every sample id is cited', () => {
    const sampled = new Set(VENDOR_SAMPLES.flatMap((s) => s.ids.filter((id) => id.startsWith('gitleaks:')).map((id) => id.slice('gitleaks:'.length))));
    expect([...CITED].filter((id) => !sampled.has(id)).sort()).toEqual([]);
    expect([...sampled].filter((id) => !CITED.has(id)).sort()).toEqual([]);
    console.log(`gitleaks default rule ids covered by Cairn's redactor: ${CITED.size} (not covered: ${Object.keys(NOT_COVERED).join(', ')})`);
  });
});

/**
 * Shopify and DigitalOcean tokens in prose (h45 attack: "shpat_ and dop_v1_ tokens in prose are not
 * redacted"; not reproduced — the table had both). Shapes from gitleaks:shopify-access-token
 * (`shpat_` + 32 hex, either case) and gitleaks:digitalocean-pat (`dop_v1_` + 64 lower-case hex),
 * with their near-misses: a body one short or glued to a word, and upper-case hex with no label.
 */
describe('Shopify and DigitalOcean tokens in prose', () => {
  const hexOf = (n: number, digits: string): string => digits.repeat(Math.ceil(n / digits.length)).slice(0, n);
  const shopify = (n: number, digits = 'deadbeef01234567'): string => 'sh' + 'pat_' + hexOf(n, digits);
  const ocean = (n: number, digits = 'deadbeef01234567'): string => 'do' + 'p_v1_' + hexOf(n, digits);

  test.each([
    [`The Shopify admin token is ${shopify(32)}.`, 'The Shopify admin token is [REDACTED:shopify-token].'],
    [`use (${shopify(32, 'DEADBEEF01234567')}), then restart`, 'use ([REDACTED:shopify-token]), then restart'],
    [
      `I rotated ${ocean(64)} yesterday, and "${ocean(64, '0123456789abcdef')}" today.`,
      'I rotated [REDACTED:digitalocean-token] yesterday, and "[REDACTED:digitalocean-token]" today.',
    ],
    [`doctl auth init -t ${ocean(64)}`, 'doctl auth init -t [REDACTED:digitalocean-token]'],
  ])('%s', (text, expected) => {
    expect(redactSecrets(text).text).toBe(expected);
  });

  test.each([
    `the sample ${shopify(31)} is one short`,
    `glued ${shopify(32)}x to a word`,
    `upper-case ${ocean(64, 'DEADBEEF01234567')} is no DigitalOcean token`,
    `one short ${ocean(63)} here`,
  ])('near-miss kept: %s', (text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});
