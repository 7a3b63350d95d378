import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { memorize } from '@cairn/core';
import { runStoreContract } from '@cairn/core/testing';
import { describe, expect, it } from 'vitest';
import { fileStoreProvider, fileStoreRoot } from '../src/index.js';
import { loadSqlite } from '../src/view/sqliteView.js';

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
        expect(checks.map((c) => c.name)).toEqual(['permissions', 'lock', 'index', 'view', 'audit chain', 'schema', 'log']);
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

  it.skipIf(loadSqlite() instanceof Error)(
    "doctor's view check: a status edited in the SQLite view (the 2026-12-05 attack: it hid the person's active memories from the digest) fails it, naming the rows; repair rebuilds the view and it passes",
    async () => {
      const t = await target();
      try {
        const init = await fileStoreProvider.init(t.target, actor);
        let store = await fileStoreProvider.open(t.target, { onWarning: () => undefined });
        for (const [i, text] of ['Tide tables are in UTC.', 'Heights are in metres.'].entries())
          await memorize(
            { text, origin: 'agent' },
            { store, channel: 'mcp', now: () => new Date(), newId: () => `mem_000000000000000${i + 1}`, digest: (s) => s },
          );
        // The view holds both records (a repair writes it at the log's end).
        await store.repair({ ...actor, interactive: true });
        expect((await store.doctor()).find((c) => c.name === 'view')).toMatchObject({
          ok: true,
          detail: "2 rows: each one's ranking facts are its record's, and every record of the log is there",
        });
        // A memory written since the view's last batch is read from the log: the check says so and
        // adds it up, so its count matches the log check's (walk h48 item 11: "283 rows" beside "304 memories").
        await memorize(
          { text: 'Soundings are taken at low water.', origin: 'agent' },
          { store, channel: 'mcp', now: () => new Date(), newId: () => 'mem_0000000000000003', digest: (s) => s },
        );
        const checks = await store.doctor();
        expect(checks.find((c) => c.name === 'view')).toMatchObject({
          ok: true,
          detail:
            "2 rows: each one's ranking facts are its record's, and every record of the log is there (with the 1 memory changed since its last batch, read from the log: 3 memories)",
        });
        expect(checks.find((c) => c.name === 'log')?.detail).toMatch(/^3 memories, /u);
        await store.repair({ ...actor, interactive: true });
        expect((await store.doctor()).find((c) => c.name === 'view')?.detail).toBe(
          "3 rows: each one's ranking facts are its record's, and every record of the log is there",
        );
        await store.close();
        const Sqlite = loadSqlite() as Exclude<ReturnType<typeof loadSqlite>, Error>;
        const db = new Sqlite(join(t.home, 'projects', init.key, 'index', 'view.sqlite'));
        db.prepare("UPDATE docs SET status = 'superseded' WHERE id = 'mem_0000000000000001'").run();
        db.close();
        store = await fileStoreProvider.open(t.target, { onWarning: () => undefined });
        const view = (await store.doctor()).find((c) => c.name === 'view');
        expect(view).toMatchObject({ ok: false, fix: expect.stringContaining('cairn repair') });
        expect(view?.detail).toMatch(
          /^1 row of 3 rank by facts that are not their record's \(mem_0000000000000001\): something other than Cairn edited the view/u,
        );
        await store.repair({ ...actor, interactive: true });
        expect((await store.doctor()).find((c) => c.name === 'view')).toMatchObject({ ok: true });
        // The store still reads right after the check read the whole log (it reloads its view).
        expect((await store.list()).map((r) => r.id).sort()).toEqual(['mem_0000000000000001', 'mem_0000000000000002', 'mem_0000000000000003']);
        await store.close();
        // A row deleted from the view (h45-attack2: it hid a person's pinned memory from every reader).
        const db2 = new Sqlite(join(t.home, 'projects', init.key, 'index', 'view.sqlite'));
        db2.prepare("DELETE FROM docs WHERE id = 'mem_0000000000000002'").run();
        db2.close();
        store = await fileStoreProvider.open(t.target, { onWarning: () => undefined });
        const gone = (await store.doctor()).find((c) => c.name === 'view');
        expect(gone).toMatchObject({ ok: false });
        expect(gone?.detail).toMatch(/^1 memory the log holds is missing from it \(mem_0000000000000002\): something other than Cairn edited the view/u);
        await store.repair({ ...actor, interactive: true });
        expect((await store.doctor()).find((c) => c.name === 'view')).toMatchObject({ ok: true });
        await store.close();
      } finally {
        await t.cleanup();
      }
    },
  );
  it.skipIf(loadSqlite() instanceof Error)(
    "doctor's log check: a damaged line inside the view's last batch fails it, as the warning the same run prints says (walk h50 item 4: 'ok log' beside 'checksum mismatch')",
    async () => {
      const t = await target();
      try {
        const init = await fileStoreProvider.init(t.target, actor);
        let store = await fileStoreProvider.open(t.target, { onWarning: () => undefined });
        for (const [i, text] of ['Tide tables are in UTC.', 'Heights are in metres.', 'Soundings are taken at low water.'].entries())
          await memorize(
            { text, origin: 'agent' },
            { store, channel: 'mcp', now: () => new Date(), newId: () => `mem_000000000000000${i + 1}`, digest: (s) => s },
          );
        // The view's last batch covers the whole log: a later open reads nothing after it.
        await store.repair({ ...actor, interactive: true });
        await store.close();
        const log = join(t.home, 'projects', init.key, 'events.jsonl');
        const text = await readFile(log, 'utf8');
        expect(text).toContain('Heights are in metres.');
        await writeFile(log, text.replace('Heights are in metres.', 'Heights are in meters.'));
        const warnings: string[] = [];
        store = await fileStoreProvider.open(t.target, { onWarning: (m) => warnings.push(m) });
        const check = (await store.doctor()).find((c) => c.name === 'log');
        expect(warnings.join('\n')).toContain('checksum mismatch');
        expect(check).toMatchObject({ ok: false, fix: 'cairn repair' });
        expect(check?.detail).toMatch(/checksum mismatch/u);
        await store.close();
      } finally {
        await t.cleanup();
      }
    },
  );
  it('a damaged line read by the open and again by doctor\'s whole read is one finding of the log check, not two (walk h50 repro: "3 findings" for 2)', async () => {
    const t = await target();
    try {
      const init = await fileStoreProvider.init(t.target, actor);
      let store = await fileStoreProvider.open(t.target, { onWarning: () => undefined });
      for (const [i, text] of ['Tide tables are in UTC.', 'Heights are in metres.', 'Soundings are taken at low water.'].entries())
        await memorize(
          { text, origin: 'agent' },
          { store, channel: 'mcp', now: () => new Date(), newId: () => `mem_000000000000000${i + 1}`, digest: (s) => s },
        );
      await store.close();
      // No repair: the view's position is before these lines, so the open reads them from the log.
      const log = join(t.home, 'projects', init.key, 'events.jsonl');
      await writeFile(log, (await readFile(log, 'utf8')).replace('Heights are in metres.', 'Heights are in meters.'));
      store = await fileStoreProvider.open(t.target, { readOnly: true, keepLogFindings: true, onWarning: () => undefined });
      const check = (await store.doctor()).find((c) => c.name === 'log');
      await store.close();
      expect(check?.detail).toMatch(
        /^2 findings: events\.jsonl:\d+: skipped a malformed line \(checksum mismatch\); events\.jsonl:\d+: frame \d+ is missing before frame \d+$/u,
      );
    } finally {
      await t.cleanup();
    }
  });
  it.skipIf(loadSqlite() instanceof Error)(
    "a line damaged behind the view's position: doctor's view check counts it and names repair, and every later open warns of it once (walk h50)",
    async () => {
      const t = await target();
      try {
        const init = await fileStoreProvider.init(t.target, actor);
        let store = await fileStoreProvider.open(t.target, { onWarning: () => undefined });
        for (const [i, text] of ['Tide tables are in UTC.', 'Heights are in metres.', 'Soundings are taken at low water.'].entries())
          await memorize(
            { text, origin: 'agent' },
            { store, channel: 'mcp', now: () => new Date(), newId: () => `mem_000000000000000${i + 1}`, digest: (s) => s },
          );
        // The view's position past every line: an open reads nothing of the log before it.
        await store.repair({ ...actor, interactive: true });
        await store.close();
        const dir = join(t.home, 'projects', init.key);
        const log = join(dir, 'events.jsonl');
        await writeFile(log, (await readFile(log, 'utf8')).replace('Heights are in metres.', 'Heights are in meters.'));
        const line = /^events\.jsonl:\d+: skipped a malformed line \(checksum mismatch\)\.$/u;
        const openWarned = async (options: object = {}): Promise<string[]> => {
          const warnings: string[] = [];
          const s = await fileStoreProvider.open(t.target, { ...options, onWarning: (m) => warnings.push(m) });
          await s.list();
          await s.search(['tide']);
          await s.close();
          return warnings;
        };
        // Before any whole read, nothing can know (the view is read from its position on).
        expect(await openWarned()).toEqual([]);
        // A read-only open that is not doctor's keeps nothing.
        const warnings: string[] = [];
        store = await fileStoreProvider.open(t.target, { readOnly: true, onWarning: (m) => warnings.push(m) });
        expect((await store.doctor()).find((c) => c.name === 'view')?.ok).toBe(false);
        await store.close();
        expect(await readFile(join(dir, 'log-findings.json')).catch(() => undefined)).toBeUndefined();
        expect(await openWarned()).toEqual([]);
        // Doctor's read-only open: the view check says how many lines were skipped and what quarantines them.
        store = await fileStoreProvider.open(t.target, { readOnly: true, keepLogFindings: true, onWarning: () => undefined });
        const log1 = await readFile(log);
        const view = (await store.doctor()).find((c) => c.name === 'view');
        await store.close();
        expect(view).toMatchObject({ ok: false, fix: expect.stringMatching(/^cairn repair \(moves the damaged lines to quarantine\.jsonl/u) });
        expect(view?.detail).toMatch(
          /every record of the log's readable lines is there; but 1 damaged line of the log was skipped .*`cairn repair` quarantines it$/u,
        );
        expect((await readFile(log)).equals(log1)).toBe(true);
        // Every later open says it, once.
        const later = await openWarned();
        expect(later).toHaveLength(1);
        expect(later[0]).toMatch(line);
        expect(await openWarned({ readOnly: true })).toEqual(later);
        // Repaired (the line quarantined, a new log generation): said no more, and the view check is ok.
        store = await fileStoreProvider.open(t.target, { onWarning: () => undefined });
        await store.repair({ ...actor, interactive: true });
        await store.close();
        expect(await openWarned()).toEqual([]);
        store = await fileStoreProvider.open(t.target, { readOnly: true, keepLogFindings: true, onWarning: () => undefined });
        expect((await store.doctor()).find((c) => c.name === 'view')).toMatchObject({
          ok: true,
          detail: expect.stringMatching(/every record of the log is there$/u),
        });
        await store.close();
        expect(await readFile(join(dir, 'log-findings.json')).catch(() => undefined)).toBeUndefined();
      } finally {
        await t.cleanup();
      }
    },
  );
});
