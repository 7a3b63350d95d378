import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, realpath, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreError } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { checkHome, initProject, isInitialised, listProjects, openFileStore, projectKey, relinkProject, resolveHome, resolveProject } from '../src/index.js';
import { allFiles, filesContaining, modeOf, put, record } from './helpers.js';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

async function tmp(): Promise<string> {
  root = await realpath(await mkdtemp(join(tmpdir(), 'cairn-home-')));
  return root;
}

async function rejectsWith(promise: Promise<unknown>, code: string, message?: RegExp): Promise<CoreError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CoreError);
  expect((error as CoreError).code).toBe(code);
  if (message) expect((error as CoreError).message).toMatch(message);
  return error as CoreError;
}

describe('resolveHome (DESIGN.md §6; seeds/002 F8)', () => {
  const homedir = () => '/users/ada';
  it('takes --home, else CAIRN_HOME, else ~/.cairn, from injected inputs only', () => {
    expect(resolveHome({ home: '/x/h', env: { CAIRN_HOME: '/y' }, homedir })).toBe('/x/h');
    expect(resolveHome({ env: { CAIRN_HOME: '/y/h' }, homedir })).toBe('/y/h');
    expect(resolveHome({ env: {}, homedir })).toBe('/users/ada/.cairn');
    expect(resolveHome({ env: { CAIRN_HOME: '  ' }, homedir })).toBe('/users/ada/.cairn');
    expect(resolveHome({ home: 'rel', env: {}, homedir, cwd: '/w' })).toBe('/w/rel');
  });
});

describe('resolveProject', () => {
  it('uses --project, else the git root (a .git folder or file), else the cwd; realpath; 12-hex key', async () => {
    const r = await tmp();
    const repo = join(r, 'repo');
    await mkdir(join(repo, '.git'), { recursive: true });
    await mkdir(join(repo, 'src', 'deep'), { recursive: true });
    const fromDeep = await resolveProject({ cwd: join(repo, 'src', 'deep') });
    expect(fromDeep).toEqual({ path: repo, key: createHash('sha256').update(repo).digest('hex').slice(0, 12), source: 'git' });
    expect(fromDeep.key).toMatch(/^[0-9a-f]{12}$/);

    const worktree = join(r, 'wt');
    await mkdir(join(worktree, 'a'), { recursive: true });
    await writeFile(join(worktree, '.git'), 'gitdir: /elsewhere\n');
    expect((await resolveProject({ cwd: join(worktree, 'a') })).path).toBe(worktree);

    const plain = join(r, 'plain');
    await mkdir(plain);
    expect(await resolveProject({ cwd: plain })).toMatchObject({ path: plain, source: 'cwd' });
    expect(await resolveProject({ project: '../repo', cwd: plain })).toMatchObject({ path: repo, source: 'option' });

    await symlink(repo, join(r, 'link'));
    expect((await resolveProject({ cwd: join(r, 'link', 'src') })).path).toBe(repo);
  });
});

describe('home rules', () => {
  it('refuses a home inside the project tree (a repository must not ship its own store)', async () => {
    const r = await tmp();
    const project = join(r, 'project');
    await mkdir(project);
    await rejectsWith(initProject({ home: join(project, '.cairn'), projectPath: project }), 'UNSAFE_HOME', /inside the project/);
    await rejectsWith(openFileStore({ home: join(project, 'sub', 'home'), projectPath: project }), 'UNSAFE_HOME', /--home/);
    await rejectsWith(checkHome(project, project), 'UNSAFE_HOME');
    expect(await readdir(project)).toEqual([]);
  });

  it('refuses a group- or world-writable home, and one owned by someone else', async () => {
    const r = await tmp();
    const project = join(r, 'project');
    const home = join(r, 'home');
    await mkdir(project);
    await initProject({ home, projectPath: project });
    await chmod(home, 0o770);
    await rejectsWith(openFileStore({ home, projectPath: project }), 'UNSAFE_HOME', /chmod 700/);
    await chmod(home, 0o707);
    await rejectsWith(checkHome(home, project), 'UNSAFE_HOME', /group- or world-writable/);
    await chmod(home, 0o700);
    await rejectsWith(openFileStore({ home, projectPath: project, uid: 4242 }), 'UNSAFE_HOME', /not to you/);
    const store = await openFileStore({ home, projectPath: project });
    await store.close();
  });

  it('creates folders 0700 and files 0600', async () => {
    const r = await tmp();
    const project = join(r, 'project');
    const home = join(r, 'home');
    await mkdir(project);
    await initProject({ home, projectPath: project });
    const store = await openFileStore({ home, projectPath: project, jsIndexPersistEvery: 1 });
    await put(store, record('a', 'permissions matter'));
    await store.transact(async (tx) => tx.remove('a'));
    await put(store, record('b', 'still private'));
    const stats = await store.stats();
    expect(stats.permissions).toEqual({ ok: true, problems: [] });
    await store.close();
    const dirs = [home, join(home, 'projects'), join(home, 'projects', projectKey(project)), join(home, 'projects', projectKey(project), 'index')];
    for (const d of dirs) expect((await modeOf(d)).toString(8), d).toBe('700');
    const files = (await allFiles(home)).filter((f) => !f.includes('write.lock/'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) expect((await modeOf(f)).toString(8), f).toBe('600');

    await chmod(join(home, 'projects', projectKey(project), 'events.jsonl'), 0o644);
    const again = await openFileStore({ home, projectPath: project });
    expect((await again.stats()).permissions.problems).toEqual([expect.stringMatching(/events\.jsonl has mode 644; expected 600/)]);
    await again.close();
  });
});

describe('opt-in, moved projects and relinking', () => {
  it('an uninitialised project is NOT_INITIALISED with the command to run', async () => {
    const r = await tmp();
    const project = join(r, 'project');
    await mkdir(project);
    expect(await isInitialised({ home: join(r, 'home'), projectPath: project })).toBe(false);
    await rejectsWith(openFileStore({ home: join(r, 'home'), projectPath: project }), 'NOT_INITIALISED', /cairn init/);
    expect(await initProject({ home: join(r, 'home'), projectPath: project })).toMatchObject({ created: true, key: projectKey(project) });
    expect(await initProject({ home: join(r, 'home'), projectPath: project })).toMatchObject({ created: false });
    expect(await isInitialised({ home: join(r, 'home'), projectPath: project })).toBe(true);
  });

  it('a moved project is PROJECT_MOVED naming `cairn init --relink`; relinking moves its memory', async () => {
    const r = await tmp();
    const home = join(r, 'home');
    const old = join(r, 'work', 'billing');
    await mkdir(old, { recursive: true });
    await initProject({ home, projectPath: old });
    const store = await openFileStore({ home, projectPath: old });
    await put(store, record('m1', 'billing uses Stripe webhooks', { projectKey: projectKey(old), projectPath: old }));
    await store.close();

    const moved = join(r, 'code', 'billing');
    await mkdir(join(r, 'code'));
    await rename(old, moved);
    await rejectsWith(openFileStore({ home, projectPath: moved }), 'PROJECT_MOVED', /cairn init --relink/);

    const plans: unknown[] = [];
    const result = await relinkProject({
      home,
      projectPath: moved,
      // The session's person signs here; what is kept with the project is whatever it returns.
      approve: async (plan) => {
        plans.push(plan);
        return { actor: { channel: 'cli', interactive: true }, relink: { signed: 'by the person' } };
      },
    });
    expect(plans).toEqual([{ from: { key: projectKey(old), path: old }, to: { key: projectKey(moved), path: moved } }]);
    expect(result).toMatchObject({ key: projectKey(moved), path: moved, from: old });
    const relinked = await openFileStore({ home, projectPath: moved });
    expect(await relinked.get('m1')).toMatchObject({ text: 'billing uses Stripe webhooks', projectKey: projectKey(moved), projectPath: moved });
    expect((await relinked.readAudit()).map((l) => l.event)).toEqual(['init', 'memorize', 'relink']);
    expect(relinked.project.relinks).toEqual([{ signed: 'by the person' }]);
    expect(await relinked.verifyAudit()).toMatchObject({ ok: true });
    await relinked.close();
    expect(await listProjects(home)).toEqual([expect.objectContaining({ key: projectKey(moved), path: moved, exists: true })]);
    await expect(stat(join(home, 'projects', projectKey(old)))).rejects.toThrow();
  });

  it('the stored canonical path is checked on every open', async () => {
    const r = await tmp();
    const home = join(r, 'home');
    const a = join(r, 'a');
    const b = join(r, 'b');
    await mkdir(a);
    await mkdir(b);
    await initProject({ home, projectPath: a });
    // Plant a's memory under b's key: the stored path no longer matches.
    await mkdir(join(home, 'projects'), { recursive: true });
    await rename(join(home, 'projects', projectKey(a)), join(home, 'projects', projectKey(b)));
    await rejectsWith(openFileStore({ home, projectPath: b }), 'PROJECT_MOVED', new RegExp(`created for ${a}`));
  });

  it('lists projects for cross-project recall', async () => {
    const r = await tmp();
    const home = join(r, 'home');
    for (const name of ['p1', 'p2']) {
      await mkdir(join(r, name));
      await initProject({ home, projectPath: join(r, name) });
    }
    expect((await listProjects(home)).map((p) => p.path).sort()).toEqual([join(r, 'p1'), join(r, 'p2')]);
    expect(await listProjects(join(r, 'nowhere'))).toEqual([]);
  });

  it('wipe removes the memory; the audit keeps its metadata and one wipe line', async () => {
    const r = await tmp();
    const home = join(r, 'home');
    const project = join(r, 'p');
    await mkdir(project);
    await initProject({ home, projectPath: project });
    const store = await openFileStore({ home, projectPath: project });
    await put(store, record('w1', 'Aardvark memo to be wiped'));
    await store.wipe({ channel: 'cli', interactive: true });
    expect(await store.list()).toEqual([]);
    expect((await store.readAudit()).map((l) => l.event)).toEqual(['init', 'memorize', 'wipe']);
    expect((await store.readAudit()).at(-1)).toMatchObject({ interactive: true, applied: { records: 1 } });
    await store.close();
    expect(await filesContaining(home, 'Aardvark')).toEqual([]);
    const again = await openFileStore({ home, projectPath: project });
    expect(await again.list()).toEqual([]);
    await again.close();
  });
});
