// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * Encoded runs (DESIGN.md §2.3): every base64 run of a text is decoded and scanned together;
 * each run that hides a secret is cut out whole with the kind of what it hides, the runs that
 * decode to prose stay.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { fake } from './fixtures.js';

const ghp = 'gh' + 'p_' + fake(36, 11);
const aws = 'AK' + 'IA' + 'FAKEABCDEFGHIJKL';

describe('several encoded runs in one text', () => {
  test('each that hides a secret is cut out with its own kind; the ones between them stay', () => {
    const prose = btoa('The deploy job runs every night and posts a summary to the team channel.');
    const text = `a: ${btoa(ghp)} b: ${prose} c: ${btoa(aws)} d: ${btoa(ghp + ' and ' + aws)}`;
    const result = redactSecrets(text);
    expect(result.text).toBe(`a: [REDACTED:github-token] b: ${prose} c: [REDACTED:aws-access-key-id] d: [REDACTED:github-token]`);
    expect(result.kinds).toEqual(['aws-access-key-id', 'github-token']);
  });
});
