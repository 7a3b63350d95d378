/**
 * The ninth newcomer walk (issue #14), item 6: `prune --min-strength 2` was accepted although a
 * strength is 0–1, and the plan listed every unpinned memory as decayed. Built CLI, child processes.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('prune --min-strength above 1', () => {
  it('is a usage error naming the range (exit 2), and nothing is planned', () => {
    const box = sandbox();
    box.cairn(['memorize'], { input: JSON.stringify({ text: 'The cache is warmed at boot.', origin: 'agent' }) });
    const r = box.cairn(['prune', '--min-strength', '2']);
    expect(r.code, r.stdout).toBe(2);
    expect(r.stderr).toContain('--min-strength must be a number from 0 to 1.');
    expect(r.stdout).toBe('');
    expect(box.cairn(['prune', '--min-strength', '1']).code).toBe(0);
  });
});
