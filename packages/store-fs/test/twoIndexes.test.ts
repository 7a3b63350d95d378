/**
 * Two Cairn builds on one home (issue #14, walk 3, item 4): the workspace CLI (SQLite view) and
 * the installed package (pure-JS view) deleted each other's view, so every alternation rebuilt
 * one and `doctor` reported a failure. Each view has its own file and both stay; only an
 * erasure (forget's compaction) removes the other kind's, which may hold the forgotten text.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { forget } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { projectKey } from '../src/resolveProject.js';
import { filesContaining, put, record, type Sandbox, sandbox } from './helpers.js';

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

const indexFiles = async (s: Sandbox): Promise<string[]> => (await readdir(join(s.home, 'projects', projectKey(s.project), 'index'))).sort();

describe('a SQLite build and a pure-JS build on one home', () => {
  it('keep both views: after the first build of each, alternating rebuilds nothing', async () => {
    sb = await sandbox({ indexBatchFrames: 1, jsIndexPersistEvery: 1 });
    const s = sb;
    const use = async (index: 'sqlite' | 'js', id: string): Promise<void> => {
      const store = await s.open({ index });
      await put(store, record(id, `memory ${id} written through the ${index} build`));
      expect((await store.list()).map((r) => r.id)).toContain(id);
      await store.close();
    };
    await use('sqlite', 'a1');
    await use('js', 'b1');
    const firstBuilds = sb.warnings.length;
    for (let i = 2; i <= 4; i++) {
      await use('sqlite', `a${i}`);
      await use('js', `b${i}`);
    }
    expect(sb.warnings.slice(firstBuilds)).toEqual([]);
    expect(await indexFiles(sb)).toEqual(expect.arrayContaining(['view.json', 'view.sqlite']));
    const store = await sb.open({ index: 'sqlite' });
    expect((await store.list()).map((r) => r.id).sort()).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4']);
    expect(store.findings()).toEqual([]);

    // A forget erases: the other kind's view, which holds the text, goes with it.
    await forget('b2', { store, channel: 'cli', now: () => new Date() });
    await store.close();
    expect(await indexFiles(sb)).not.toContain('view.json');
    expect(await filesContaining(sb.home, 'memory b2 written')).toEqual([]);
  });
});
