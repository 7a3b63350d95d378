/** Shared assertions for the redaction tests. */
import { expect } from 'vitest';
import { normalizeForDetection } from '../../src/decode/index.js';
import { redactSecrets, type RedactionResult } from '../../src/redact/index.js';

/** Every substring of `secret` of length `size` (the whole secret when shorter). */
export function windows(secret: string, size = 8): string[] {
  if (secret.length <= size) return [secret];
  const out = new Set<string>();
  for (let i = 0; i + size <= secret.length; i++) out.add(secret.slice(i, i + size));
  return [...out];
}

/**
 * Asserts that no 8-character piece of `secret` survives in `output`, neither as written nor
 * in its normalised form (so a fullwidth or zero-width-split copy also counts as a leak).
 */
export function expectNoLeak(output: string, secret: string): void {
  const folded = normalizeForDetection(output).joined;
  const leaked = windows(secret).filter((w) => output.includes(w) || folded.includes(w));
  expect(leaked, `secret pieces left in: ${JSON.stringify(output)}`).toEqual([]);
}

/** Asserts `input` is redacted to exactly one kind, leaks nothing, and is idempotent. */
export function expectRedacted(input: string, kind: string, secret: string): RedactionResult {
  const result = redactSecrets(input);
  expect(result.kinds).toEqual([kind]);
  expect(result.text).toContain(`[REDACTED:${kind}]`);
  expectNoLeak(result.text, secret);
  expect(redactSecrets(result.text)).toEqual({ text: result.text, kinds: [] });
  return result;
}
