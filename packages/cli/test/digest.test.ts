/**
 * `cairn digest --budget N` (issue #14): what it prints is the digest exactly, and never more
 * than N characters.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('cairn digest', () => {
  it('prints at most --budget characters, the note of what was left out included', () => {
    const box = sandbox();
    // Agent conventions seen in two sessions from two sources: independent evidence makes them
    // active without a person (DESIGN.md §2.6), so the digest has more than any budget holds.
    for (const [session, file] of [
      ['s1', 'NOTES.md'],
      ['s2', 'docs/ops.md'],
    ]) {
      const lines = Array.from({ length: 120 }, (_, i) =>
        JSON.stringify({
          text: `Convention ${i}: the service keeps station ${i} cached for ten minutes.`,
          origin: 'agent',
          kind: 'convention',
          source: `${file}:${i + 1}`,
          session,
        }),
      );
      const r = box.cairn(['memorize', '--batch'], { input: `${lines.join('\n')}\n` });
      expect(r.code, r.stderr).toBe(0);
    }
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
