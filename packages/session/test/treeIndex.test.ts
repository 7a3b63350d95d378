/**
 * The working tree's fingerprint index, stored in the home (issues #23 and #22): a moved file
 * is found through it, never by scanning the folder on a recall; it is derived (a deleted or
 * corrupt index is rebuilt from the files, nothing lost); size and mtime decide what is hashed
 * again. Each "process" is a fresh binder over the same home.
 */
import * as nodeFs from 'node:fs';
import { appendFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Binding } from '@cairn/core';
import { openTreeIndexStore, projectKey, treeIndexPath } from '@cairn/store-fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createBinder, type GitRunner, spawnGit, type TreeFs } from '../src/index.js';
import { cleanup, git, sandbox } from './helpers.js';

afterEach(cleanup);

const QUEUE = 'export class Queue {\n  private items: string[] = [];\n}\n';
const CONFIG = 'export const PORT = 8080;\n';

/** node:fs with each call counted by name (what a binding check read). */
function countingFs(): { fs: TreeFs; calls: Map<string, string[]> } {
  const calls = new Map<string, string[]>();
  const wrap =
    (name: keyof TreeFs, real: (...a: never[]) => unknown) =>
    (...args: unknown[]): unknown => {
      calls.set(name, [...(calls.get(name) ?? []), String(args[0])]);
      return (real as (...a: unknown[]) => unknown)(...args);
    };
  const fs = {
    realpathSync: wrap('realpathSync', nodeFs.realpathSync),
    statSync: wrap('statSync', nodeFs.statSync),
    openSync: wrap('openSync', nodeFs.openSync),
    fstatSync: wrap('fstatSync', nodeFs.fstatSync),
    readFileSync: wrap('readFileSync', nodeFs.readFileSync),
    closeSync: wrap('closeSync', nodeFs.closeSync),
    readdirSync: wrap('readdirSync', nodeFs.readdirSync),
  } as unknown as TreeFs;
  return { fs, calls };
}

async function tree(options: { git?: boolean } = {}) {
  const box = await sandbox();
  await mkdir(join(box.project, 'src'));
  await writeFile(join(box.project, 'src/queue.ts'), QUEUE);
  await writeFile(join(box.project, 'src/config.ts'), CONFIG);
  if (options.git === true) {
    git(box.project, 'init', '-q');
    git(box.project, 'add', '.');
    git(box.project, 'commit', '-qm', 'one');
  }
  const key = projectKey(box.project);
  const warnings: string[] = [];
  /** A binder as a new process makes it: nothing cached, the index from the home. */
  const process = (fs?: TreeFs) =>
    createBinder(box.project, () => new Date(), {
      index: openTreeIndexStore({ home: box.home, projectKey: key }),
      ...(fs ? { fs } : {}),
      onWarning: (m) => warnings.push(m),
    });
  const bind = (path: string): Binding => {
    const out = process().bind(path);
    if (!('binding' in out)) throw new Error(out.refused);
    return out.binding;
  };
  const indexFile = treeIndexPath(box.home, key, box.project);
  return { ...box, process, bind, indexFile, warnings };
}

const changesOf = (binder: ReturnType<Awaited<ReturnType<typeof tree>>['process']>, b: Binding) => binder.state({ bindings: [b] })?.stale;

describe("the working tree's fingerprint index, kept in the home", () => {
  it('finds a git mv through git’s index and a plain mv through the stored index; a deleted file is deleted, an edited one edited', async () => {
    const t = await tree({ git: true });
    const queue = t.bind('src/queue.ts');
    const config = t.bind('src/config.ts');
    t.process().refreshIndex();
    git(t.project, 'mv', 'src/queue.ts', 'src/jobs.ts');
    // git's index is current: no refresh needed for a git mv.
    expect(changesOf(t.process(), queue)).toEqual([{ path: 'src/queue.ts', change: 'moved', movedTo: 'src/jobs.ts' }]);
    await rename(join(t.project, 'src/config.ts'), join(t.project, 'settings.ts'));
    t.process().refreshIndex();
    expect(changesOf(t.process(), config)).toEqual([{ path: 'src/config.ts', change: 'moved', movedTo: 'settings.ts' }]);
    await rm(join(t.project, 'settings.ts'));
    t.process().refreshIndex();
    expect(changesOf(t.process(), config)).toEqual([{ path: 'src/config.ts', change: 'deleted' }]);
    await writeFile(join(t.project, 'src/jobs.ts'), QUEUE.replace('items', 'jobs'));
    expect(changesOf(t.process(), t.bind('src/jobs.ts'))).toEqual([]);
    const jobs = t.bind('src/jobs.ts');
    await writeFile(join(t.project, 'src/jobs.ts'), 'export {};\n');
    expect(changesOf(t.process(), jobs)).toEqual([expect.objectContaining({ path: 'src/jobs.ts', change: 'edited' })]);
    expect(t.warnings).toEqual([]);
  });

  it('a recall reads no folder and no file but the bound one: a file moved after the last refresh is not found until the next refresh', async () => {
    const t = await tree();
    const queue = t.bind('src/queue.ts');
    const config = t.bind('src/config.ts');
    await mkdir(join(t.project, 'lib'));
    await rename(join(t.project, 'src/queue.ts'), join(t.project, 'lib/queue.ts'));
    t.process().refreshIndex();
    await rename(join(t.project, 'src/config.ts'), join(t.project, 'lib/config.ts'));

    const { fs, calls } = countingFs();
    const recall = t.process(fs);
    expect(changesOf(recall, queue)).toEqual([{ path: 'src/queue.ts', change: 'moved', movedTo: 'lib/queue.ts' }]);
    // Moved after the refresh: the index does not know it, and the recall did not look — so it
    // does not claim "deleted" either: missing, moved or deleted (issue #23).
    expect(changesOf(recall, config)).toEqual([{ path: 'src/config.ts', change: 'missing' }]);
    expect(calls.get('readdirSync') ?? []).toEqual([]);
    expect(calls.get('openSync') ?? []).toEqual([]);
    expect((calls.get('readFileSync') ?? []).filter((p) => !p.includes(t.home))).toEqual([]);

    t.process().refreshIndex();
    expect(changesOf(t.process(), config)).toEqual([{ path: 'src/config.ts', change: 'moved', movedTo: 'lib/config.ts' }]);
  });

  it('a refresh reads only the files whose size or mtime changed', async () => {
    const t = await tree();
    t.process().refreshIndex();
    await writeFile(join(t.project, 'src/config.ts'), 'export const PORT = 9090;\n');
    await writeFile(join(t.project, 'src/new.ts'), 'export {};\n');
    const { fs, calls } = countingFs();
    expect(t.process(fs).refreshIndex().hashed.sort()).toEqual(['src/config.ts', 'src/new.ts']);
    expect((calls.get('openSync') ?? []).map((p) => p.slice(t.project.length + 1)).sort()).toEqual(['src/config.ts', 'src/new.ts']);
    const again = countingFs();
    expect(t.process(again.fs).refreshIndex().hashed).toEqual([]);
    expect(again.calls.get('openSync') ?? []).toEqual([]);
  });

  it('a deleted index is rebuilt from the working tree when next needed: nothing is lost', async () => {
    const t = await tree();
    const queue = t.bind('src/queue.ts');
    t.process().refreshIndex();
    await rm(t.indexFile);
    await rename(join(t.project, 'src/queue.ts'), join(t.project, 'queue.ts'));
    expect(changesOf(t.process(), queue)).toEqual([{ path: 'src/queue.ts', change: 'moved', movedTo: 'queue.ts' }]);
    expect((await stat(t.indexFile)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(t.indexFile, 'utf8')).entries['queue.ts']).toMatchObject({ class: 'untracked' });
    expect(t.warnings).toEqual([]);
  });

  it('a corrupt or foreign index is said in one warning and rebuilt; the move is still found', async () => {
    const t = await tree();
    const queue = t.bind('src/queue.ts');
    t.process().refreshIndex();
    await rename(join(t.project, 'src/queue.ts'), join(t.project, 'queue.ts'));
    for (const [bad, said] of [
      ['{"v":1,"root":', 'is not valid JSON'],
      [JSON.stringify({ v: 1, root: t.project, builtAt: '', entries: { 'queue.ts': { size: -4 } } }), 'is malformed'],
      [JSON.stringify({ v: 99, root: t.project, builtAt: '', entries: {} }), 'of another version'],
      [JSON.stringify({ v: 1, root: '/elsewhere', builtAt: '', entries: {} }), 'indexes another folder'],
    ] as const) {
      await writeFile(t.indexFile, bad);
      t.warnings.length = 0;
      expect(changesOf(t.process(), queue)).toEqual([{ path: 'src/queue.ts', change: 'moved', movedTo: 'queue.ts' }]);
      expect(t.warnings).toEqual([expect.stringContaining(said)]);
      expect(JSON.parse(await readFile(t.indexFile, 'utf8')).entries).toHaveProperty(['queue.ts']);
    }
  });
});

/** A git runner that records each call's arguments (a refresh that asks git spawns a process per call). */
function countingGit(): { git: GitRunner; calls: string[][] } {
  const calls: string[][] = [];
  const git: GitRunner = (root, args) => {
    calls.push([...args]);
    return spawnGit(root, args);
  };
  return { calls, git };
}

/** Past the probe's racy window: a path changed within it is not trusted, so git would be asked. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 120));

describe('a refresh asks git only when what its listings depended on moved (issue #20)', () => {
  async function probed() {
    const t = await tree({ git: true });
    const counted = countingGit();
    const key = projectKey(t.project);
    const process = (env: Record<string, string | undefined> = {}) =>
      createBinder(t.project, () => new Date(), { index: openTreeIndexStore({ home: t.home, projectKey: key }), git: counted.git, env });
    const queue = t.bind('src/queue.ts');
    await settle();
    // The write's refresh (a memorize): git lists the tree, and the probe is kept with the index.
    process().refreshIndex();
    expect(counted.calls.length).toBeGreaterThan(0);
    expect(JSON.parse(await readFile(t.indexFile, 'utf8')).probe).toMatchObject({ stamp: expect.stringMatching(/^[0-9a-f]{64}$/u) });
    counted.calls.length = 0;
    return { ...t, ...counted, process, queue };
  }

  it('a new process refreshing an unchanged checkout runs no git at all, and writes nothing', async () => {
    const t = await probed();
    const before = await stat(t.indexFile);
    expect(t.process().refreshIndex()).toEqual({ hashed: [], files: 0 });
    expect(t.process().refreshIndex().hashed).toEqual([]);
    expect(t.calls).toEqual([]);
    expect((await stat(t.indexFile)).mtimeMs).toBe(before.mtimeMs);
    expect(changesOf(t.process(), t.queue)).toEqual([]);
    // Git pointed elsewhere by the environment: the probe is not trusted.
    t.process({ GIT_INDEX_FILE: join(t.project, 'other-index') }).refreshIndex();
    expect(t.calls.length).toBeGreaterThan(0);
    expect(t.warnings).toEqual([]);
  });

  it('a plain mv after a memorize is still found: the folder moved, git is asked, the binding reads moved', async () => {
    const t = await probed();
    await rename(join(t.project, 'src/queue.ts'), join(t.project, 'src/jobs.ts'));
    t.process().refreshIndex();
    expect(t.calls.map((c) => c[0])).toContain('ls-files');
    expect(changesOf(t.process(), t.queue)).toEqual([{ path: 'src/queue.ts', change: 'moved', movedTo: 'src/jobs.ts' }]);
    // The new listing is probed again: the next unchanged refresh asks nothing.
    await settle();
    t.process().refreshIndex();
    t.calls.length = 0;
    t.process().refreshIndex();
    expect(t.calls).toEqual([]);
  });

  it('an edit in place after a memorize: the binding reads edited, and git lists the modified file again', async () => {
    const t = await probed();
    await appendFile(join(t.project, 'src/queue.ts'), '// more\n');
    // Staleness is the bound file's own check: no refresh needed.
    expect(changesOf(t.process(), t.queue)).toEqual([expect.objectContaining({ path: 'src/queue.ts', change: 'edited' })]);
    t.process().refreshIndex();
    expect(t.calls).toContainEqual(['ls-files', '-m', '-z']);
    expect(JSON.parse(await readFile(t.indexFile, 'utf8')).entries['src/queue.ts']).toMatchObject({ class: 'tracked' });
  });

  it('a new untracked file in a new folder, an edited .gitignore, a commit: each makes the next refresh ask git', async () => {
    const t = await probed();
    const asked = async (change: () => Promise<void> | void): Promise<boolean> => {
      await settle();
      t.process().refreshIndex();
      t.calls.length = 0;
      await change();
      t.process().refreshIndex();
      return t.calls.length > 0;
    };
    expect(await asked(() => undefined)).toBe(false);
    expect(await asked(() => mkdir(join(t.project, 'lib/deep'), { recursive: true }).then(() => writeFile(join(t.project, 'lib/deep/queue.ts'), QUEUE)))).toBe(
      true,
    );
    expect(JSON.parse(await readFile(t.indexFile, 'utf8')).entries['lib/deep/queue.ts']).toMatchObject({ class: 'untracked' });
    expect(await asked(() => writeFile(join(t.project, 'lib/deep/note.md'), 'x\n'))).toBe(true);
    expect(await asked(() => writeFile(join(t.project, '.gitignore'), 'lib/\n'))).toBe(true);
    git(t.project, 'add', '.gitignore');
    git(t.project, 'commit', '-qm', 'ignore lib');
    await settle();
    t.process().refreshIndex();
    expect(await asked(() => appendFile(join(t.project, '.gitignore'), 'tmp/\n'))).toBe(true);
    expect(await asked(() => void git(t.project, 'commit', '-qam', 'two'))).toBe(true);
    expect(await asked(() => void git(t.project, 'checkout', '-qb', 'side'))).toBe(true);
  });
});
