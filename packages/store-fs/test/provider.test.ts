import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { memorize } from '@cairn/core';
import { runStoreContract } from '@cairn/core/testing';
import { describe, expect, it } from 'vitest';
import { fileStoreProvider, fileStoreRoot } from '../src/index.js';

/** A temp home and project, side by side, and the provider's target for them. */
async function target() {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'cairn-provider-')));
  const home = join(root, 'home');
  const project = join(root, 'project');
  await mkdir(project);
  return {
    root,
    home,
    project,
    target: { url: pathToFileURL(home).href, home, projectPath: project },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

const actor = { channel: 'cli' as const, interactive: false, client: 'vitest' };

// The store the session opens through the provider passes the same contract, unchanged.
for (const longLived of [false, true]) {
  runStoreContract(`file store through its provider${longLived ? ', long-lived' : ''}`, async () => {
    const t = await target();
    await fileStoreProvider.init(t.target, actor);
    return { store: await fileStoreProvider.open(t.target, { longLived, portable: !longLived, onWarning: () => undefined }), cleanup: t.cleanup };
  });
}

describe('the file store provider', () => {
  it('reads a file: URL as the folder holding the projects, and refuses anything else', () => {
    expect(fileStoreRoot(pathToFileURL('/tmp/cairn home').href)).toBe('/tmp/cairn home');
    for (const bad of ['postgres://db/cairn', 'file://server/share', 'not a url']) expect(() => fileStoreRoot(bad)).toThrow(/file/);
  });

  it('inits, opens, counts, audits, checks, repairs, migrates and wipes through core shapes', async () => {
    const t = await target();
    try {
      expect(await fileStoreProvider.isInitialised(t.target)).toBe(false);
      expect(await fileStoreProvider.watchPaths(t.target)).toEqual([join(t.home, 'projects')]);
      await expect(fileStoreProvider.open(t.target)).rejects.toMatchObject({ code: 'NOT_INITIALISED' });
      const init = await fileStoreProvider.init(t.target, actor);
      expect(init).toMatchObject({ created: true, path: t.project });
      expect((await fileStoreProvider.init(t.target, actor)).created).toBe(false);
      expect(await fileStoreProvider.watchPaths(t.target)).toEqual([join(t.home, 'projects', init.key)]);
      expect(await fileStoreProvider.listProjects(t.target)).toEqual([{ key: init.key, path: t.project, exists: true }]);

      const store = await fileStoreProvider.open(t.target, { onWarning: () => undefined });
      try {
        await memorize(
          { text: 'The queue is Redis.', origin: 'agent' },
          { store, channel: 'mcp', now: () => new Date(), newId: () => 'mem_0000000000000001', digest: (s) => s },
        );
        expect(await store.count()).toBe(1);
        expect((await store.readAudit()).map((l) => l.event)).toEqual(['init', 'memorize']);
        expect(await store.verifyAudit()).toMatchObject({ ok: true, lines: 2 });
        const checks = await store.doctor();
        expect(checks.map((c) => c.name)).toEqual(['permissions', 'lock', 'index', 'audit chain', 'schema', 'log']);
        // A healthy store after a write: the view's batched lag is by design, not a failed check.
        expect(checks.find((c) => c.name === 'index')).toMatchObject({ ok: true });
        expect(checks.find((c) => c.name === 'schema')?.detail).toBe('1 memory at schema version 1 (current)');
        expect(checks.find((c) => c.name === 'index')?.detail).toMatch(/^(SQLite FTS5 index \(better-sqlite3\)|pure-JS index)/);
        const repair = await store.repair({ ...actor, interactive: true });
        expect(repair).toMatchObject({ records: 1, unreadable: 0, audit: { ok: true } });
        expect(repair.actions[0]).toMatch(/index rebuilt$/);
        expect((await store.migrate({ ...actor, interactive: true })).records).toBe(1);
        await store.wipe(actor);
        expect(await store.count()).toBe(0);
        expect((await store.readAudit()).map((l) => [l.event, l.interactive])).toEqual([
          ['init', false],
          ['memorize', false],
          ['repair', true],
          ['migrate', true],
          ['wipe', false],
        ]);
      } finally {
        await store.close();
      }
    } finally {
      await t.cleanup();
    }
  });
});
