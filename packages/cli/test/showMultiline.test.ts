/**
 * Walk 7, item 12: `cairn show` printed a multi-line text with its later lines at column 0, where
 * they read as fields of their own. Each later line is indented under the first.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('cairn show', () => {
  it("indents a multi-line text's later lines under its first", () => {
    const box = sandbox();
    const text = 'Release steps:\norigin: tag the commit\nthen push the tag.';
    const stored = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text, origin: 'agent' }) });
    expect(stored.run.code, stored.run.stderr).toBe(0);
    const shown = box.cairn(['show', stored.value.id]);
    expect(shown.code, shown.stderr).toBe(0);
    const lines = shown.stdout.split('\n');
    const at = lines.findIndex((l) => l.startsWith('text:'));
    expect(lines.slice(at, at + 3)).toEqual(['text:       Release steps:', '            origin: tag the commit', '            then push the tag.']);
    // The record's own origin line is still the one at column 0.
    expect(lines.filter((l) => l.startsWith('origin:'))).toEqual(['origin:     agent']);
  });
});
