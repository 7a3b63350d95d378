import { describe, expect, test } from 'vitest';
import { SECRET_PATTERNS } from '../../src/redact/index.js';

describe('SECRET_PATTERNS', () => {
  test('is frozen, entries too', () => {
    expect(Object.isFrozen(SECRET_PATTERNS)).toBe(true);
    for (const p of SECRET_PATTERNS) expect(Object.isFrozen(p)).toBe(true);
  });

  test.each(SECRET_PATTERNS.map((p) => [`${p.kind}: ${p.description}`, p] as const))('%s', (_name, p) => {
    expect(p.kind).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    // Every shape cites a public source: a gitleaks rule, an RFC or vendor documentation.
    expect(p.source).toMatch(
      /gitleaks:[a-z0-9-]+|RFC \d+|docs|Microsoft Learn|Microsoft Purview|manual|documentation|reference|specification|wiki|white paper|format|W3C|\([0-9]\)/,
    );
    expect(p.description.length).toBeGreaterThan(10);
    // matchAll needs `g`; match indices (`d`) give the span of the `secret` group.
    expect(p.pattern.flags).toContain('g');
    expect(p.pattern.flags).toContain('d');
    expect(p.pattern.lastIndex).toBe(0);
    for (const allowed of p.allowlist ?? []) expect(allowed.flags).not.toMatch(/[gy]/);
  });

  test('scanning does not disturb the shared expressions', () => {
    const before = SECRET_PATTERNS.map((p) => p.pattern.lastIndex);
    for (const p of SECRET_PATTERNS) 'PASSWORD=FAKE-value-123'.matchAll(p.pattern).next();
    expect(SECRET_PATTERNS.map((p) => p.pattern.lastIndex)).toEqual(before);
  });

  test('no entropy heuristic: a long random-looking string with no label or prefix is no match', () => {
    const blob = 'Zq8xL2vN9pR4tW7yB3mK6hJ1fD5sG0aC'.repeat(4);
    for (const p of SECRET_PATTERNS) expect([...blob.matchAll(p.pattern)]).toEqual([]);
  });
});
