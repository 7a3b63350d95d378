/**
 * An agent that writes again what the person said (issue #14, the ninth newcomer walk, item 2):
 * its sighting of the person's `user` memory changes nothing of theirs and is written unsigned,
 * honestly — `audit --verify` called it an unsigned person's act (exit 1) while `doctor` called
 * the chain intact, so an honest log raised the tamper alarm. Real child processes.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe("an agent's sighting of the person's memory", () => {
  it('is no unsigned person’s act: audit --verify passes', () => {
    const box = sandbox();
    const text = 'Zeta builds with make.';
    const own = box.person(['memorize', '--text', text, '--kind', 'fact']);
    expect(own.code, own.stderr).toBe(0);
    const again = box.cairn(['memorize'], { input: JSON.stringify({ text, origin: 'agent', kind: 'fact' }) });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('sighting');
    const v = box.cairn(['audit', '--verify']);
    expect(v.stdout + v.stderr).not.toContain('UNSIGNED');
    expect(v.code, v.stdout + v.stderr).toBe(0);
  });
});
