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

/** Asserts that redaction leaves `text` as it is, byte for byte, with no kind. */
export function expectKept(text: string): void {
  expect(redactSecrets(text)).toEqual({ text, kinds: [] });
}

/**
 * Asserts that `text` loses every 8-character piece of `secret` (taken at steps of 8), that at
 * least one marker is written and that redacting the output again changes nothing. With
 * `squeezed`, the pieces must also be gone once blanks are taken out of the output (a dump or a
 * wrap spreads a token over fields and lines).
 *
 * @returns the kinds written
 */
export function expectHidden(text: string, secret: string, options: { squeezed?: boolean } = {}): string[] {
  const out = redactSecrets(text);
  const squeezed = out.text.replace(/\s+/g, '');
  for (let i = 0; i + 8 <= secret.length; i += 8) {
    expect(out.text).not.toContain(secret.slice(i, i + 8));
    if (options.squeezed === true) expect(squeezed).not.toContain(secret.slice(i, i + 8));
  }
  expect(out.kinds.length).toBeGreaterThan(0);
  expect(redactSecrets(out.text)).toEqual({ text: out.text, kinds: [] });
  return out.kinds;
}
