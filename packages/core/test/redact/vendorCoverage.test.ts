/**
 * The vendor table against gitleaks' default rule set (issue #19): every gitleaks rule id a
 * pattern cites has a sample here that must be redacted whole, and the count of covered ids is
 * printed. The ids of gitleaks' default configuration (config/gitleaks.toml, plus
 * aws-secret-access-key from cmd/generate/config/rules) that are not covered are listed in
 * {@link NOT_COVERED} and in the README, with the reason.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets, SECRET_PATTERNS } from '../../src/redact/index.js';
import { expectNoLeak } from './expectations.js';
import { VENDOR_SAMPLES } from './vendorSamples.js';

/** Every gitleaks rule id cited by a pattern's source. */
const CITED = new Set(SECRET_PATTERNS.flatMap((p) => [...p.source.matchAll(/gitleaks:([a-z0-9-]+)/g)].map((m) => m[1] as string)));

/** gitleaks default rules deliberately not covered (README "Secret redaction: what it misses"). */
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
