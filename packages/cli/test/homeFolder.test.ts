/**
 * Run from the user's home folder (issue #14, second newcomer walk, item H): `cairn status` in ~
 * (no repository, default home ~/.cairn) said to use a home outside the project "e.g. ~/.cairn" —
 * the home it already used. It now says cairn runs in a project folder: cd into your project.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('cairn in the home folder', () => {
  it('says to cd into a project, not to use the home it already uses', () => {
    const box = sandbox({ init: false });
    const user = join(box.root, 'user');
    mkdirSync(user, { recursive: true });
    const r = box.cairn(['status'], { cwd: user, env: { HOME: user, CAIRN_HOME: join(user, '.cairn') } });
    expect(r.code).not.toBe(0);
    // `status` prints what it sees (project, home, the problem) on stdout, exit 3 (walk h58 finding 1).
    const out = r.stdout + r.stderr;
    expect(out).toContain('Cairn runs in a project folder');
    expect(out).toContain('cd into your project');
    expect(out).not.toContain('e.g. ~/.cairn');
  });
});
