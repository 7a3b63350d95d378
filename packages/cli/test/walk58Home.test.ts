/**
 * Walk h58, finding 1: `cairn status` and `cairn doctor` run from the folder that holds the Cairn
 * home, from the home itself, or from a folder inside the home said "the home is inside the
 * project" of a project nobody meant, or offered `cairn init` in Cairn's own files. Each now says
 * which project and home it took and what to do; nothing is created there.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('status and doctor from the home, or the folder that holds it', () => {
  it('from the folder that holds CAIRN_HOME: status names project and home, why, and what to do (exit 3)', () => {
    const box = sandbox({ init: false, person: false });
    // A folder of its own: the sandbox's root is the tests' HOME, which has its own message.
    const work = join(box.root, 'work');
    const home = join(work, '.cairn');
    mkdirSync(home, { mode: 0o700, recursive: true });
    const r = box.cairn(['status'], { env: { CAIRN_HOME: home }, cwd: work });
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stdout).toContain(`project  ${work}\n`);
    expect(r.stdout).toContain(`home     ${home}\n`);
    expect(r.stdout).toContain(`Cairn took ${work} as the project (--project, else the git root of the folder you run it in, else that folder)`);
    expect(r.stdout).toContain(`If ${work} is not your project, cd into your project or pass --project <folder>`);
    const d = box.cairn(['doctor'], { env: { CAIRN_HOME: home }, cwd: work });
    expect(d.code).toBe(1);
    expect(d.stdout).toContain(`FAIL home: Cairn took ${work} as the project`);
    expect(readdirSync(home)).toEqual([]);
  });

  it('from the home itself: says it is the home, not a project, and to cd into the project', () => {
    const box = sandbox({ init: false, person: false });
    const home = join(box.root, 'h');
    mkdirSync(home, { mode: 0o700 });
    const r = box.cairn(['status'], { env: { CAIRN_HOME: home }, cwd: home });
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stdout).toContain(
      `memory   not usable here: This folder, ${home}, is the Cairn home itself (${home}): it holds Cairn's own files and is not a project.`,
    );
    expect(r.stdout).toContain('cd into your project (a repository or the folder you work in) and run the command there, or pass --project <folder>.');
    // Scripts keep the one error shape.
    const j = box.cairn(['status', '--json'], { env: { CAIRN_HOME: home }, cwd: home });
    expect(j.code).toBe(3);
    expect(JSON.parse(j.stdout).error.code).toBe('UNSAFE_HOME');
    expect(readdirSync(home)).toEqual([]);
  });

  it("from a folder inside the home: no `cairn init` offered; status and doctor say it is Cairn's own files", () => {
    const box = sandbox();
    const inside = join(box.home, 'projects');
    expect(existsSync(inside)).toBe(true);
    const r = box.cairn(['status'], { cwd: inside });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain(`${inside} is inside the Cairn home ${box.home}: its folders hold Cairn's own files, not a project.`);
    expect(r.stdout).toContain('not enabled (and no project to enable here: see project)');
    expect(r.stdout).not.toContain('`cairn init` enables it');
    const d = box.cairn(['doctor'], { cwd: inside });
    expect(d.stdout).toContain(`WARN project: ${inside} is inside the Cairn home ${box.home}`);
    expect(d.stdout).toContain('fix: cd into your project, or pass --project <folder>');
    expect(d.stdout).not.toContain('is the next step');
    // From the project itself, nothing of the kind.
    const ok = box.cairn(['status']);
    expect(ok.stdout).not.toContain('inside the Cairn home');
  });
});
