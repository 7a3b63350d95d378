import { realpath } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { CoreError, type PersonProof, type StoreProvider } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createStoreRegistry, noPersonProof, openProject } from '../src/index.js';
import { cleanup, git, sandbox, scriptedPerson } from './helpers.js';

afterEach(cleanup);

const open = (home: string, project: string, proof: PersonProof, extra: Record<string, unknown> = {}) =>
  openProject({ home, project, cwd: project, env: {}, channel: 'cli', client: 'vitest', personProof: proof, ...extra });

describe('opening a project', () => {
  it('names the home and the project when memory is not enabled, and enables it as a recorded act', async () => {
    const { home, project } = await sandbox();
    const s = await open(home, project, scriptedPerson().proof);
    try {
      expect(await s.status()).toMatchObject({ initialised: false, home, projectPath: project, store: { name: 'file store' } });
      const error = await s.memorize({ text: 'x', origin: 'agent' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CoreError);
      expect(error).toMatchObject({ code: 'NOT_INITIALISED' });
      expect((error as Error).message).toContain(project);
      expect((error as Error).message).toContain(home);
      expect((await s.init()).created).toBe(true);
      expect((await s.init()).created).toBe(false);
      expect(await s.status()).toMatchObject({ initialised: true, stored: 0 });
      expect((await s.audit()).map((l) => [l.event, l.signer])).toEqual([['init', 'presence:terminal']]);
    } finally {
      await s.close();
    }
  });

  it('turns a missing project folder and an unsafe home into CoreErrors', async () => {
    const { home, project } = await sandbox();
    await expect(open(home, join(project, 'missing'), scriptedPerson().proof)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('does not exist'),
    });
    await expect(open(join(project, '.cairn'), project, scriptedPerson().proof)).rejects.toMatchObject({ code: 'UNSAFE_HOME' });
  });

  it('chooses the store by URL: an unknown scheme is refused, a registered provider is used', async () => {
    const { home, project } = await sandbox();
    await expect(open(home, project, scriptedPerson().proof, { store: 'mysql://db.example/cairn' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('No store is available for mysql'),
    });
    const seen: string[] = [];
    const fake: StoreProvider = {
      scheme: 'fake',
      name: 'fake store',
      isInitialised: async (t) => (seen.push(t.url), false),
      init: async () => ({ created: true, key: 'k', path: project }),
      relink: async () => ({ created: false, key: 'k', path: project }),
      open: async () => {
        throw new CoreError('NOT_INITIALISED', 'no');
      },
      listProjects: async () => [],
      watchPaths: async () => [],
    };
    const s = await open(home, project, scriptedPerson().proof, { env: { CAIRN_STORE: 'fake://team/x' }, stores: createStoreRegistry([fake]) });
    expect(await s.status()).toMatchObject({ initialised: false, store: { name: 'fake store', url: 'fake://team/x' } });
    expect(seen).toEqual(['fake://team/x']);
    await s.close();
  });
});

describe('git worktrees share the main checkout’s memory', () => {
  it('resolves a linked worktree to its main checkout, as git rev-parse --git-common-dir says', async () => {
    const { root, home, project } = await sandbox();
    git(project, 'init', '-q');
    git(project, 'commit', '-q', '--allow-empty', '-m', 'first');
    const worktree = join(root, 'feature');
    git(project, 'worktree', 'add', '-q', worktree);
    const common = await realpath(resolve(worktree, git(worktree, 'rev-parse', '--git-common-dir')));
    expect(common).toBe(join(project, '.git'));

    const main = await open(home, project, scriptedPerson().proof);
    await main.init();
    const inTree = await openProject({ home, cwd: join(worktree), env: {}, channel: 'mcp', personProof: noPersonProof('MCP') });
    try {
      expect(inTree.location.project).toMatchObject({ path: project, worktree: await realpath(worktree), source: 'git' });
      const r = await inTree.memorize({ text: 'Worktrees share one memory.', origin: 'agent' });
      expect(r.declined).toBe(false);
      expect((await main.list()).map((x) => x.text)).toEqual(['Worktrees share one memory.']);
    } finally {
      await inTree.close();
      await main.close();
    }
  });

  it('keeps its own memory for a .git file that names a worktree which does not link back', async () => {
    const { root, home, project } = await sandbox();
    git(project, 'init', '-q');
    git(project, 'commit', '-q', '--allow-empty', '-m', 'first');
    const real = join(root, 'real-tree');
    git(project, 'worktree', 'add', '-q', real);
    // A cloned repository ships a .git file pointing at someone else's worktree metadata.
    const planted = join(root, 'planted');
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(planted);
    await writeFile(join(planted, '.git'), `gitdir: ${join(project, '.git', 'worktrees', 'real-tree')}\n`);
    const warnings: string[] = [];
    const s = await openProject({
      home,
      project: planted,
      cwd: planted,
      env: {},
      channel: 'mcp',
      personProof: noPersonProof('MCP'),
      onWarning: (m) => warnings.push(m),
    });
    expect(s.location.project.path).toBe(await realpath(planted));
    expect(s.location.project.worktree).toBeUndefined();
    expect(warnings.join('\n')).toContain('does not link back');
    await s.close();
  });
});

describe("a person's acts go through the person port, once, in the session", () => {
  it('memorize --batch on a terminal with piped input cannot store a pinned user memory without asking (issue #15)', async () => {
    const { home, project } = await sandbox();
    const { proof, asked } = scriptedPerson({ present: true, canAsk: false });
    const s = await open(home, project, proof);
    try {
      await s.init();
      const items = await s.memorizeBatch([
        { text: 'Deploy from main only.', origin: 'user', pinned: true },
        { text: 'The queue is Redis.', origin: 'user' },
      ]);
      expect(items[0]).toMatchObject({ ok: false, error: { code: 'HUMAN_CHANNEL_REQUIRED' } });
      expect(items[1]).toMatchObject({ ok: true, result: { status: 'active', record: { origin: 'user', pinned: false } } });
      expect(asked).toEqual([]);
      const records = await s.list();
      expect(records.map((r) => [r.text, r.pinned])).toEqual([['The queue is Redis.', false]]);
      const audit = await s.audit();
      expect(audit.filter((l) => l.event === 'memorize').map((l) => [l.interactive, l.signer])).toEqual([[false, 'presence:terminal']]);
      expect(audit.some((l) => l.interactive === true)).toBe(false);
    } finally {
      await s.close();
    }
  });

  it('asks before a pinned user memory, stores it when the person agrees (audited interactive), and nothing when they decline', async () => {
    const { home, project } = await sandbox();
    const { proof, asked } = scriptedPerson({ answers: [false, true] });
    const s = await open(home, project, proof);
    try {
      await s.init();
      expect(await s.memorize({ text: 'Deploy from main only.', origin: 'user', pinned: true })).toEqual({ declined: true });
      expect(await s.list()).toEqual([]);
      const r = await s.memorize({ text: 'Deploy from main only.', origin: 'user', pinned: true });
      expect(r).toMatchObject({ declined: false, result: { record: { pinned: true, status: 'active' } } });
      expect(asked.map((a) => [a.act, a.draft?.text])).toEqual([
        ['entrench', 'Deploy from main only.'],
        ['entrench', 'Deploy from main only.'],
      ]);
      expect((await s.audit()).filter((l) => l.event === 'memorize').map((l) => [l.interactive, l.signer])).toEqual([[true, 'presence:terminal']]);
    } finally {
      await s.close();
    }
  });

  it('--yes signs without asking and is audited interactive: false', async () => {
    const { home, project } = await sandbox();
    const { proof, asked } = scriptedPerson({ present: false, yes: true, canAsk: false });
    const s = await open(home, project, proof);
    try {
      await s.init();
      const r = await s.memorize({ text: 'Deploy from main only.', origin: 'user', pinned: true });
      expect(r).toMatchObject({ declined: false, result: { record: { pinned: true } } });
      const id = r.declined ? '' : r.result.record.id;
      expect(await s.unpin(id)).toMatchObject({ declined: false, result: { pinned: false } });
      expect(asked).toEqual([]);
      expect((await s.audit()).slice(1).map((l) => [l.event, l.interactive, l.signer])).toEqual([
        ['memorize', false, 'presence:terminal --yes'],
        ['unpin', false, 'presence:terminal --yes'],
      ]);
    } finally {
      await s.close();
    }
  });

  it('without a person present a user memory arrives on api and is stored as the agent’s', async () => {
    const { home, project } = await sandbox();
    const s = await open(home, project, scriptedPerson({ present: false, canAsk: false }).proof);
    try {
      await s.init();
      const r = await s.memorize({ text: 'Tabs, not spaces.', origin: 'user' });
      expect(r).toMatchObject({
        declined: false,
        result: { record: { origin: 'agent' }, clamped: [{ field: 'origin', requested: 'user', applied: 'agent' }] },
      });
      expect((await s.audit()).at(-1)).toMatchObject({ event: 'memorize', channel: 'api', interactive: false });
      expect((await s.audit()).at(-1)?.signer).toBeUndefined();
      await expect(s.confirm([r.declined ? '' : r.result.record.id])).rejects.toMatchObject({ code: 'HUMAN_CHANNEL_REQUIRED' });
    } finally {
      await s.close();
    }
  });

  it('refuses every act through a surface with no person (the MCP server)', async () => {
    const { home, project } = await sandbox();
    const person = await open(home, project, scriptedPerson().proof);
    await person.init();
    await person.close();
    const s = await openProject({ home, project, cwd: project, env: {}, channel: 'mcp', personProof: noPersonProof('the MCP server') });
    try {
      const r = await s.memorize({ text: 'A note.', origin: 'agent' });
      const id = r.declined ? '' : r.result.record.id;
      for (const attempt of [() => s.confirm([id]), () => s.pin(id), () => s.forget(id), () => s.wipe()]) {
        await expect(attempt()).rejects.toMatchObject({ code: 'HUMAN_CHANNEL_REQUIRED' });
      }
      expect((await s.get(id)).status).toBe('candidate');
    } finally {
      await s.close();
    }
  });

  it('refuses a signature made for another act; a presence answer is applied unsigned (nothing on the record vouches for it)', async () => {
    const { home, project } = await sandbox();
    const honest = scriptedPerson({ yes: true }).proof;
    const forger: PersonProof = {
      present: () => true,
      async sign(request) {
        return honest.sign({ ...request, act: 'unpin' });
      },
    };
    const setup = await open(home, project, honest);
    await setup.init();
    const r = await setup.memorize({ text: 'A candidate.', origin: 'agent' });
    await setup.close();
    const id = r.declined ? '' : r.result.record.id;
    const s1 = await open(home, project, forger);
    await expect(s1.confirm([id])).rejects.toMatchObject({ code: 'PERSON_REQUIRED', message: expect.stringContaining('made for unpin') });
    await s1.close();
    const s2 = await open(home, project, honest);
    await expect(s2.pin(id)).resolves.toMatchObject({ declined: false });
    expect((await s2.get(id)).acts ?? []).toEqual([]);
    expect((await s2.audit()).at(-1)).toMatchObject({ event: 'pin', signer: 'presence:terminal --yes' });
    await s2.close();
  });
});

describe('recall', () => {
  it('answers first and writes the reinforcement when the session closes', async () => {
    const { home, project } = await sandbox();
    const s = await open(home, project, scriptedPerson().proof);
    await s.init();
    const r = await s.memorize({ text: 'The build uses pnpm workspaces.', origin: 'user' });
    const id = r.declined ? '' : r.result.record.id;
    expect((await s.recall({ query: 'pnpm' })).hits.map((h) => h.id)).toEqual([id]);
    await s.close();
    const again = await open(home, project, scriptedPerson().proof);
    expect((await again.get(id)).recallCount).toBe(1);
    await again.close();
  });
});
