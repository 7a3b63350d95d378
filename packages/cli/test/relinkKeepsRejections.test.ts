/**
 * A relink keeps the person's rejections and forget records (issue #14, second newcomer walk,
 * item A): before the fix a rejection's digest was keyed by the project key alone, so after a
 * move and `cairn init --relink` a re-import offered the rejected planted order again, and `show`
 * of a forgotten id said "No memory with id". Run as the built CLI, a child process.
 */
import { mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { type ImportJson, rejectPlanted } from './plantedOrder.js';

describe('cairn init --relink keeps rejections and forget records', () => {
  it('reject, move, relink, re-import: still skipped; show of a forgotten id still says forgotten', () => {
    const box = sandbox();
    rejectPlanted(box);
    const kept = box.json<{ id: string }>(['memorize', '--text', 'The cache lives in /var/cache/tide.']).value;
    expect(box.person(['forget', kept.id]).code).toBe(0);
    expect(box.cairn(['show', kept.id]).stderr).toContain(`${kept.id} was forgotten on`);

    mkdirSync(join(box.root, 'moved'));
    const moved = join(box.root, 'moved', 'renamed');
    renameSync(box.project, moved);
    const relink = box.person(['init', '--relink', '--from', box.project], { cwd: moved });
    expect(relink.code, relink.stderr + relink.stdout).toBe(0);

    const plan = box.cairn(['--json', 'import', '--dry-run', 'AGENTS.md'], { cwd: moved });
    expect(plan.code, plan.stderr).toBe(0);
    expect((JSON.parse(plan.stdout) as ImportJson).totals).toMatchObject({ new: 0, rejected: 1 });
    const again = box.cairn(['--json', 'import', 'AGENTS.md'], { cwd: moved });
    expect(again.code, again.stderr).toBe(0);
    expect((JSON.parse(again.stdout) as ImportJson).totals).toMatchObject({ new: 0, rejected: 1 });
    const show = box.cairn(['show', kept.id], { cwd: moved });
    expect(show.code).not.toBe(0);
    expect(show.stderr).toContain(`${kept.id} was forgotten on`);
  }, 120_000);
});
