/**
 * A moved project keeps the person's acts (newcomer walk item 1, issue #16): `cairn init
 * --relink` is the person's signed act, kept with the project, and readers accept the acts
 * signed for the old key through it — while a relink nobody signed (an agent moving the store
 * folder and editing project.json, or a signed relink edited to name another project) carries
 * nothing over, and `doctor` says how many memories lost their person's acts.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Sandbox, sandbox } from './harness.js';

interface Listed {
  id: string;
  text: string;
  origin: string;
  status: string;
  pinned?: boolean;
  confirmedAt?: string;
}

const list = (box: Sandbox, cwd: string): Listed[] => {
  const run = box.cairn(['--json', 'list'], { cwd });
  expect(run.code, run.stderr).toBe(0);
  const value = JSON.parse(run.stdout) as unknown;
  return (Array.isArray(value) ? value : ((value as { memories?: Listed[] }).memories ?? [])) as Listed[];
};

/** A project with the person's signed memory, a confirmed agent memory and a pinned one. */
function withActs(): { box: Sandbox; byText: (rows: Listed[], text: string) => Listed | undefined } {
  const box = sandbox();
  expect(box.person(['memorize', '--text', 'We deploy on Tuesdays.']).code).toBe(0);
  const a = box.json<{ id: string }>(['memorize', '--text', 'The queue is Redis.']).value;
  const b = box.json<{ id: string }>(['memorize', '--text', 'Integration tests need DOCKER_HOST set.']).value;
  expect(box.person(['confirm', a.id]).code).toBe(0);
  expect(box.person(['pin', b.id]).code).toBe(0);
  return { box, byText: (rows, text) => rows.find((r) => r.text === text) };
}

function expectActsKept(box: Sandbox, cwd: string, byText: (rows: Listed[], text: string) => Listed | undefined): void {
  const rows = list(box, cwd);
  expect(byText(rows, 'We deploy on Tuesdays.')).toMatchObject({ origin: 'user', status: 'active' });
  expect(byText(rows, 'The queue is Redis.')).toMatchObject({ status: 'active', confirmedAt: expect.any(String) });
  expect(byText(rows, 'Integration tests need DOCKER_HOST set.')).toMatchObject({ status: 'active', pinned: true });
  const digest = box.cairn(['digest'], { cwd });
  expect(digest.stdout).toContain('We deploy on Tuesdays.');
  expect(digest.stdout).toContain('The queue is Redis.');
  const doctor = box.cairn(['doctor'], { cwd });
  expect(doctor.stdout).toMatch(/^ok {3}person's acts: /m);
}

const projectJson = (box: Sandbox): { path: string; file: string; meta: Record<string, unknown> } => {
  const dirs = box.storeFiles().filter((f) => f.endsWith('project.json'));
  expect(dirs).toHaveLength(1);
  const file = dirs[0] as string;
  return { path: file, file, meta: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> };
};

describe('a moved project keeps the person’s acts (init --relink)', () => {
  it('moved and relinked by the person: signed memory, confirms and pins hold; moved back: still hold', () => {
    const { box, byText } = withActs();
    expectActsKept(box, box.project, byText);
    const moved = join(box.root, 'moved', 'project');
    mkdirSync(join(box.root, 'moved'));
    renameSync(box.project, moved);
    const relink = box.person(['init', '--relink', '--from', box.project], { cwd: moved });
    expect(relink.code, relink.stderr + relink.stdout).toBe(0);
    // What the person signed names both folders.
    expect(relink.stderr).toContain(`Move the memory of ${box.project}`);
    expectActsKept(box, moved, byText);
    // Moved back: a chain of two signed relinks.
    renameSync(moved, box.project);
    expect(box.person(['init', '--relink', '--from', moved]).code).toBe(0);
    expectActsKept(box, box.project, byText);
  }, 120_000);

  it('an unsigned move (store folder renamed, project.json edited) carries no act over, and doctor counts them', () => {
    const { box, byText } = withActs();
    const before = projectJson(box);
    const oldKey = before.meta.key as string;
    const moved = join(box.root, 'elsewhere');
    renameSync(box.project, moved);
    // Learn the new key the way the CLI computes it: relink as the person in a scratch copy is
    // not needed — the refusal to open names nothing, so run `init` in a throwaway home.
    const probe = sandbox({ init: false });
    const initProbe = box.person(['init'], { cwd: moved, env: { CAIRN_HOME: probe.home } });
    expect(initProbe.code, initProbe.stderr).toBe(0);
    const newKey = (JSON.parse(readFileSync(projectJson(probe).file, 'utf8')) as { key: string }).key;
    // The agent moves the store folder and rewrites project.json itself (no signature).
    const oldDir = join(box.home, 'projects', oldKey);
    const newDir = join(box.home, 'projects', newKey);
    renameSync(oldDir, newDir);
    writeFileSync(join(newDir, 'project.json'), `${JSON.stringify({ ...before.meta, key: newKey, path: moved }, null, 2)}\n`);
    const rows = list(box, moved);
    expect(byText(rows, 'We deploy on Tuesdays.')).toMatchObject({ origin: 'agent', status: 'candidate' });
    expect(byText(rows, 'The queue is Redis.')?.confirmedAt).toBeUndefined();
    expect(byText(rows, 'Integration tests need DOCKER_HOST set.')?.pinned).toBe(false);
    const doctor = box.cairn(['doctor'], { cwd: moved });
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toMatch(
      /^FAIL person's acts: 3 memories claim a person's act no valid signature backs \(.*\), read as the agent's: .*signed for another project/m,
    );

    // A relink the person signed for another move, edited to name this one, verifies nothing.
    const forged = { from: { key: oldKey, path: box.project }, to: { key: newKey, path: moved }, act: { v: 1, act: 'relink', project: newKey, id: null } };
    writeFileSync(join(newDir, 'project.json'), `${JSON.stringify({ ...before.meta, key: newKey, path: moved, relinks: [forged] }, null, 2)}\n`);
    expect(byText(list(box, moved), 'We deploy on Tuesdays.')).toMatchObject({ origin: 'agent', status: 'candidate' });
  }, 120_000);

  it('a signed relink copied into another project imports nothing', () => {
    const { box, byText } = withActs();
    const moved = join(box.root, 'moved');
    renameSync(box.project, moved);
    expect(box.person(['init', '--relink', '--from', box.project], { cwd: moved }).code).toBe(0);
    const signed = projectJson(box).meta;
    // Another project of the same person; an agent copies the moved project's store and its
    // signed relink there (records, relink and all) and points project.json at it.
    const other = join(box.root, 'other');
    mkdirSync(other);
    const probe = sandbox({ init: false });
    expect(box.person(['init'], { cwd: other, env: { CAIRN_HOME: probe.home } }).code).toBe(0);
    const otherKey = (JSON.parse(readFileSync(projectJson(probe).file, 'utf8')) as { key: string }).key;
    renameSync(join(box.home, 'projects', signed.key as string), join(box.home, 'projects', otherKey));
    writeFileSync(join(box.home, 'projects', otherKey, 'project.json'), `${JSON.stringify({ ...signed, key: otherKey, path: other }, null, 2)}\n`);
    const rows = list(box, other);
    expect(byText(rows, 'We deploy on Tuesdays.')).toMatchObject({ origin: 'agent', status: 'candidate' });
    expect(byText(rows, 'Integration tests need DOCKER_HOST set.')?.pinned).toBe(false);
  }, 120_000);
});

describe('a project moved under a new name says where its memory is (newcomer walk item 7)', () => {
  it('every command in the renamed folder names the old folder and the relink command; relink with --from works', () => {
    const box = sandbox();
    expect(box.person(['memorize', '--text', 'We deploy on Tuesdays.']).code).toBe(0);
    const renamed = join(box.root, 'renamed-elsewhere');
    renameSync(box.project, renamed);
    const recall = box.cairn(['recall', 'deploy'], { cwd: renamed });
    expect(recall.code).not.toBe(0);
    expect(recall.stderr).toContain('Memory is not enabled');
    expect(recall.stderr).toContain(`the memory of a folder that no longer exists (${box.project})`);
    expect(recall.stderr).toContain(`cairn init --relink --from ${box.project}`);
    // (Relink without --from, when exactly one stored folder is gone, proposes it: movedInit.test.ts.)
    // The hint leads to a relink that works.
    const done = box.person(['init', '--relink', '--from', box.project], { cwd: renamed });
    expect(done.code, done.stderr + done.stdout).toBe(0);
    expect(box.cairn(['recall', 'deploy'], { cwd: renamed }).stdout).toContain('We deploy on Tuesdays.');
  }, 120_000);

  it('a folder that never had memory, in a home whose projects all exist, gets no such hint', () => {
    const box = sandbox();
    const other = join(box.root, 'other');
    mkdirSync(other);
    const recall = box.cairn(['recall', 'deploy'], { cwd: other });
    expect(recall.stderr).toContain('Memory is not enabled');
    expect(recall.stderr).not.toContain('no longer exist');
  }, 60_000);
});
