// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * The full composition cross products of redaction: every secret sample glued to the next with
 * every glue, and every sample beside every near-miss. Thousands of scans: `pnpm test` runs
 * them; the mutation run (vitest.stryker.config.ts) leaves `*.slow.test.ts` out and runs the
 * rotations in redactSecrets.test.ts instead.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectNoLeak } from './expectations.js';
import { NEAR_MISSES, SECRET_SAMPLES, type SecretSample } from './fixtures.js';

describe('compositions, every pair', () => {
  const glues = ['', ' ', '\n', '.', ',', ';', '=', ':', '_', '-', '@', '/', '"', '\u200B', 'x'];
  const separators = new Set([' ', '\n', ',', ';', '"']);

  test('any two secrets glued together: idempotent, and nothing leaks across a separator', () => {
    SECRET_SAMPLES.forEach((a, i) => {
      const b = SECRET_SAMPLES[(i + 1) % SECRET_SAMPLES.length] as SecretSample;
      for (const glue of glues) {
        const result = redactSecrets(a.text + glue + b.text);
        expect(redactSecrets(result.text)).toEqual({ text: result.text, kinds: [] });
        // A YAML-style key needs its own line; elsewhere it is prose and stays.
        const lineBound = (a.line === true || b.line === true) && glue !== '\n';
        if (separators.has(glue) && !lineBound) {
          expectNoLeak(result.text, a.secret);
          expectNoLeak(result.text, b.secret);
        }
      }
    });
  });

  test('a secret next to a near-miss: the near-miss stays, the secret goes', () => {
    for (const sample of SECRET_SAMPLES.filter((s) => s.line !== true)) {
      for (const [, nearMiss] of NEAR_MISSES) {
        for (const text of [`${nearMiss} ${sample.text}`, `${sample.text} ${nearMiss}`]) {
          const result = redactSecrets(text);
          expect(result.text).toContain(nearMiss);
          expect(result.kinds).toEqual([sample.kind]);
          expect(redactSecrets(result.text)).toEqual({ text: result.text, kinds: [] });
        }
      }
    }
    // Thousands of scans: a loaded machine needs more than the default 30 s (speed is measured in bench/filters.mjs).
  }, 180_000);
});
