/**
 * `cairn digest --budget N` (issue #14): what it prints is the digest exactly, and never more
 * than N characters.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('cairn digest', () => {
  it('prints at most --budget characters, the note of what was left out included', () => {
    const box = sandbox();
    const lines = Array.from({ length: 120 }, (_, i) =>
      JSON.stringify({ text: `Convention ${i}: the service keeps station ${i} cached for ten minutes.`, origin: 'user', kind: 'convention' }),
    );
    const r = box.cairn(['--yes', 'memorize', '--batch'], { input: `${lines.join('\n')}\n` });
    expect(r.code, r.stderr).toBe(0);
    for (const budget of [400, 1000, 2500, 8000]) {
      const d = box.cairn(['digest', '--budget', String(budget)]);
      expect(d.code, d.stderr).toBe(0);
      expect(d.stdout.length, `budget ${budget}`).toBeLessThanOrEqual(budget);
      expect(d.stdout).toContain('more not shown');
      expect(d.stdout.endsWith('\n')).toBe(true);
      expect(d.stdout.endsWith('\n\n')).toBe(false);
    }
  });
});
