import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

/**
 * `--json` output is one valid JSON document whatever a memory holds: the folding of escapes
 * and invisible characters that the text output applies is never applied to JSON (it wrote
 * `\u{85}`, which is not JSON); instead every control, format (bidi, zero-width) and separator
 * character is written as a `\uXXXX` escape, so the document shows what a value holds.
 */
const NASTY = 'NEL\u0085 CSI\u009b31m ESC\u001b[32mgreen DEL\u007f RLO\u202e ZWSP\u200b LS\u2028 tag\u{E0041} end';

describe('--json output', () => {
  it('is valid JSON with controls, bidi and invisible characters \\u-escaped, and round-trips the stored text', () => {
    const box = sandbox();
    const stored = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: NASTY, origin: 'agent' }) });
    expect(stored.run.code, stored.run.stderr).toBe(0);
    for (const args of [['list'], ['show', stored.value.id], ['recall', 'CSI', '--include-candidates', '--include-flagged']]) {
      const r = box.cairn(['--json', ...args]);
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      expect(() => JSON.parse(r.stdout), args.join(' ')).not.toThrow();
      // Nothing raw: no C0 but the newlines of the layout, no C1, no bidi, no zero-width, no separators, no tags.
      expect(r.stdout, args.join(' ')).not.toMatch(
        /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069\u{E0000}-\u{E007F}]/u,
      );
      expect(r.stdout).not.toContain('\\u{');
    }
    const list = JSON.parse(box.cairn(['--json', 'list']).stdout) as Array<{ text: string }>;
    expect(list.map((m) => m.text)).toEqual([NASTY]);
  });

  it('stays valid JSON when a value reads as a credential assignment (redacted value by value, not the serialised text)', () => {
    const box = sandbox();
    // A placeholder behind a credential-named key: kept as written, and the JSON still parses.
    const text = ['CRON', 'SECRET = "…" and pass', 'word = "[see vault]"'].join('_');
    const stored = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text, origin: 'agent' }) });
    expect(stored.run.code, stored.run.stderr).toBe(0);
    for (const args of [['list'], ['show', stored.value.id]]) {
      const r = box.cairn(['--json', ...args]);
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      expect(() => JSON.parse(r.stdout), `${args.join(' ')}: ${r.stdout}`).not.toThrow();
    }
  });
});
