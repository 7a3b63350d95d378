/**
 * Issue #20: a store whose log holds only its begin frame has nothing to read, so opening it
 * does not open the persisted view (no better-sqlite3 load); the view is opened when a write
 * takes it back under the lock, or when `stats` reports on it. What is seen from outside: no
 * view file is created by an open that only reads, and everything written is there after.
 * The first case fails when `loadView`'s deferral is taken out (the open then finds the damaged
 * view and rebuilds it at once); the others check the view taken back later agrees with the log.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { recall } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { SQLITE_VIEW_FILE } from '../src/view/sqliteView.js';
import { projectKey } from '../src/resolveProject.js';
import { put, record, type Sandbox, sandbox } from './helpers.js';

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

const viewFiles = async (s: Sandbox): Promise<string[]> => (await readdir(join(s.home, 'projects', projectKey(s.project), 'index'))).sort();
const opts = { now: new Date('2026-03-01T00:00:00Z'), reinforce: false };

describe('an empty store leaves its persisted view unopened until it is needed', () => {
  it('a writable open of an empty store whose view was built leaves it unopened: a damaged view file is neither read nor rebuilt until the first write', async () => {
    sb = await sandbox();
    // The first writable open builds the view (init's open: doctor right after init finds it up to date).
    await (await sb.open()).close();
    expect(await viewFiles(sb)).toContain(SQLITE_VIEW_FILE);
    const file = join(sb.home, 'projects', projectKey(sb.project), 'index', SQLITE_VIEW_FILE);
    const garbage = Buffer.from('not a view: opening it would fail and rebuild it\n');
    await writeFile(file, garbage);
    const store = await sb.open();
    expect(await store.list()).toEqual([]);
    expect((await recall(store, { query: 'release' }, opts)).hits).toEqual([]);
    expect(await store.count()).toBe(0);
    // The kind is known without opening it (better-sqlite3 loads in this test process).
    expect(store.indexKind).toBe('sqlite');
    await store.close();
    expect(await readFile(file)).toEqual(garbage);
    expect(sb.warnings).toEqual([]);

    const writer = await sb.open();
    await put(writer, record('r1', 'the release train leaves on Tuesdays'));
    await writer.close();
    expect(await readFile(file)).not.toEqual(garbage);
    const again = await sb.open();
    expect((await again.list()).map((r) => r.id)).toEqual(['r1']);
    expect((await recall(again, { query: 'release' }, opts)).hits.map((h) => h.id)).toEqual(['r1']);
    expect((await again.stats()).index).toMatchObject({ kind: 'sqlite', usable: true });
    await again.close();
  });

  it('a read-only open of a new store (no view yet) replays it and builds nothing; a writable one builds the view', async () => {
    sb = await sandbox();
    const reader = await sb.open({ readOnly: true });
    expect(await reader.list()).toEqual([]);
    await reader.close();
    expect(await viewFiles(sb)).toEqual([]);
    await (await sb.open()).close();
    expect(await viewFiles(sb)).toContain(SQLITE_VIEW_FILE);
    expect(sb.warnings).toEqual([]);
  });

  it('a record another process writes after the empty open is read, and this store’s own write then opens the view at the log’s position', async () => {
    sb = await sandbox({ indexBatchFrames: 1 });
    await (await sb.open()).close();
    const reader = await sb.open();
    expect(await reader.list()).toEqual([]);
    const other = await sb.open();
    await put(other, record('r1', 'the canary deploy runs first'));
    await other.close();
    expect((await reader.list()).map((r) => r.id)).toEqual(['r1']);
    await put(reader, record('r2', 'the release train leaves on Tuesdays'));
    expect((await reader.list()).map((r) => r.id).sort()).toEqual(['r1', 'r2']);
    await reader.close();
    const fresh = await sb.open({ readOnly: true });
    expect((await fresh.list()).map((r) => r.id).sort()).toEqual(['r1', 'r2']);
    expect((await fresh.stats()).index).toMatchObject({ kind: 'sqlite', usable: true, lag: 0 });
    await fresh.close();
    expect(sb.warnings).toEqual([]);
  });

  it('stats on an empty store opens the view set aside, as an open without deferral would (usable, not a replay)', async () => {
    sb = await sandbox();
    await (await sb.open()).close();
    const store = await sb.open({ readOnly: true });
    const stats = await store.stats();
    expect(stats.records).toBe(0);
    expect(stats.index).toMatchObject({ kind: 'sqlite', usable: true });
    expect(stats.index).not.toHaveProperty('replayed');
    await store.close();
    expect(await viewFiles(sb)).toContain(SQLITE_VIEW_FILE);
    expect(sb.warnings).toEqual([]);
  });

  it('a log holding a record is not deferred: a writable open builds the view at once', async () => {
    sb = await sandbox();
    const writer = await sb.open();
    await put(writer, record('r1', 'the release train leaves on Tuesdays'));
    await writer.close();
    await rm(join(sb.home, 'projects', projectKey(sb.project), 'index'), { recursive: true });
    const store = await sb.open();
    await store.close();
    expect(await viewFiles(sb)).toContain(SQLITE_VIEW_FILE);
  });
});
