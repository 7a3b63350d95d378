import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { world } from './helpers.js';

/**
 * `cairn setup claude-code --dry-run` (the h47 newcomer walk, item 8: without a terminal setup
 * refused before showing its diff, so an agent or a newcomer could not preview what it would
 * change): the diff and the command to apply it, nothing written, nothing signed, no terminal
 * needed. Through the built `cairn` as child processes (stdin not a terminal).
 */
describe('cairn setup --dry-run', () => {
  it('shows the diff off a terminal and writes nothing; the real setup off a terminal is still refused', () => {
    const w = world();
    const r = w.cairn(['setup', 'claude-code', '--dry-run']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('settings.local.json');
    expect(r.stdout).toContain('--home');
    expect(r.stdout).toContain('dry run: nothing was written. To apply it, the person runs in a terminal: cairn setup claude-code');
    expect(existsSync(join(w.project, '.claude'))).toBe(false);
    expect(existsSync(join(w.home, 'setup')) ? readdirSync(join(w.home, 'setup')) : []).toEqual([]);
    const json = JSON.parse(w.cairn(['--json', 'setup', 'claude-code', '--dry-run']).stdout) as { dryRun: boolean; diff: string };
    expect(json.dryRun).toBe(true);
    expect(json.diff).toContain('settings.local.json');
    // Without --dry-run, off a terminal: refused, nothing written (the act is the person's).
    const real = w.cairn(['setup', 'claude-code']);
    expect(real.code).not.toBe(0);
    expect(existsSync(join(w.project, '.claude'))).toBe(false);
  });
});
