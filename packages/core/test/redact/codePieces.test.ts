// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: template interpolations are the data under test
/**
 * A token a program assembles from string literals (issue #19, item 3): an array of pieces
 * joined, pieces added with `+`, template interpolations of literals. The joined-literals view
 * (../../src/decode/literals.ts, shared with the gate) is scanned, and the stored text keeps none
 * of the pieces: the marker replaces them and the code between them. Arrays of hashes, UUIDs and
 * words, and JSON objects, stay byte for byte.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { fake, hex } from './fixtures.js';

const body = fake(36, 7);
const stripe = fake(24, 3);
const gh = (s: string): string => s.replace('P_', 'gh' + 'p_');

describe('a token assembled from literal pieces is cut out, pieces and all', () => {
  test.each([
    [gh(`const t = ["gh","p_","${body}"].join("");`), 'const t = ["[REDACTED:github-token]"].join("");'],
    [gh(`const t = ['P_', '${body.slice(0, 10)}', '${body.slice(10)}'].join('');`), "const t = ['[REDACTED:github-token]'].join('');"],
    [gh(`t = "".join([\n    "P_",\n    "${body.slice(0, 16)}",\n    "${body.slice(16)}",\n])`), 't = "".join([\n    "[REDACTED:github-token]",\n])'],
    [gh('const t = `${"P_"}${"' + body + '"}`;'), 'const t = `${"[REDACTED:github-token]"}`;'],
    [gh('const t = `P_${"' + body + '"}`;'), 'const t = `[REDACTED:github-token]"}`;'],
    [gh(`const t = "P_" + '${body}';`), `const t = "[REDACTED:github-token]';`],
    [`key = ["sk", "_live_", "${stripe}"]`, 'key = ["[REDACTED:stripe-key]"]'],
  ])('%s', (text, expected) => {
    const out = redactSecrets(text);
    expect(out.text).toBe(expected);
    for (let i = 0; i + 6 <= body.length; i += 6) expect(out.text).not.toContain(body.slice(i, i + 6));
    expect(redactSecrets(out.text)).toEqual({ text: out.text, kinds: [] });
  });
});

describe('arrays and sums of literals that make no token stay byte for byte', () => {
  test.each([
    `["${hex(40)}", "${hex(40, 3)}"]`,
    `integrity: ["sha512-${fake(20)}", "sha512-${fake(20, 5)}"]`,
    '["3f2a1c4e-9b7d-4e2f-8a6c-1d2e3f4a5b6c", "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f"]',
    '{"token": "abc1", "b": "Tr0ub4dor"}',
    '["read", "write", "admin"]',
    'const msg = `Hello ${"world"}`;',
    'url = "https://" + host + "/api"',
  ])('%s', (text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});
