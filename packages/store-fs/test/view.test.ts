import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { forget as coreForget } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeFrame } from '../src/frame.js';
import { createFsio } from '../src/fsio.js';
import { projectKey } from '../src/resolveProject.js';
import { startWorker } from './childProcess.js';
import { filesContaining, modeOf, put, record, type Sandbox, sandbox } from './helpers.js';

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

const dirOf = (s: Sandbox): string => join(s.home, 'projects', projectKey(s.project));
const logOf = (s: Sandbox): string => join(dirOf(s), 'events.jsonl');

async function seed(s: Sandbox, n: number): Promise<void> {
  const store = await s.open();
  for (let i = 1; i <= n; i++) await put(store, record(`r${i}`, `memory number ${i} about the release train`, { createdAt: `2026-01-01T00:00:0${i}.000Z` }));
  await store.close();
}

describe('the persisted view (DESIGN.md §6: no replay on open)', () => {
  it('a fresh open reads only the log tail after the view: the records come from the view, not a replay', async () => {
    sb = await sandbox({ indexBatchFrames: 1 });
    await seed(sb, 3);
    // Damage a frame the view already holds: a replay would report it; an open from the view never reads it.
    const bytes = await readFile(logOf(sb), 'utf8');
    const lines = bytes.split('\n');
    const line = lines[1] as string;
    const at = line.indexOf('"crc":"') + 7;
    lines[1] = `${line.slice(0, at)}${line[at] === '0' ? '1' : '0'}${line.slice(at + 1)}`;
    await writeFile(logOf(sb), lines.join('\n'));
    const store = await sb.open();
    expect((await store.list()).map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
    expect(sb.warnings).toEqual([]);
    await store.close();
  });

  for (const index of ['sqlite', 'js'] as const) {
    it(`a forget rewrites the view from its own rows: a fresh open uses it as is, and it equals a rebuild from the log (${index})`, async () => {
      sb = await sandbox({ index, jsIndexPersistEvery: 1 });
      const store = await sb.open();
      // 40 writes: most in the view, the last few still in the log's tail when the forget runs.
      for (let i = 1; i <= 40; i++) {
        await put(
          store,
          record(`r${i}`, `memory ${i} about the release train ${i % 3 === 0 ? 'and the canary' : ''}`, {
            createdAt: `2026-01-01T00:00:${String(60 - i).padStart(2, '0')}.000Z`,
          }),
        );
      }
      await coreForget('r7', { store, channel: 'cli', now: () => new Date('2026-03-02T00:00:00Z') });
      await coreForget('r39', { store, channel: 'cli', now: () => new Date('2026-03-02T00:00:00Z') });
      await store.close();
      const snapshot = async (): Promise<unknown> => {
        const s = await (sb as Sandbox).open();
        try {
          const found = await s.search(['release', 'canary', 'memory']);
          return {
            list: (await s.list()).map((r) => [r.id, r.text]),
            documents: found.documents,
            averageLength: found.averageLength,
            documentFrequency: found.documentFrequency,
            candidates: found.candidates.map((c) => [c.record.id, c.termFrequency, c.length]).sort(),
            findings: s.findings().map((f) => f.kind),
          };
        } finally {
          await s.close();
        }
      };
      sb.warnings.length = 0;
      const rewritten = await snapshot();
      expect(sb.warnings).toEqual([]);
      await rm(join(dirOf(sb), 'index'), { recursive: true, force: true });
      const rebuilt = (await snapshot()) as { findings: string[] };
      expect(rebuilt.findings).toEqual(['index-rebuilt']);
      expect(rewritten).toEqual({ ...rebuilt, findings: [] });
      expect((rewritten as { list: unknown[] }).list).toHaveLength(38);
    });
  }

  for (const index of ['sqlite', 'js'] as const) {
    it(`hook mode (migrate: false) refuses to upgrade an earlier layout's view, says so, and writes nothing (${index})`, async () => {
      sb = await sandbox({ index });
      await seed(sb, 2);
      const dir = join(dirOf(sb), 'index');
      await rm(dir, { recursive: true, force: true });
      const { mkdir } = await import('node:fs/promises');
      await mkdir(dir, { mode: 0o700 });
      await writeFile(join(dir, 'index.json'), '{"format":"cairn-js-index"}', { mode: 0o600 });
      const before = await readFile(logOf(sb));
      await expect(sb.open({ migrate: false })).rejects.toMatchObject({
        code: 'STORE_NOT_READY',
        message: expect.stringMatching(/one-time rebuild .* not done within a hook's time budget\. Run any `cairn` command/),
      });
      expect(await readFile(logOf(sb))).toEqual(before);
      expect(await readdir(dir)).toEqual(['index.json']);
      const normal = await sb.open();
      await normal.close();
      const hook = await sb.open({ migrate: false });
      expect((await hook.list()).map((r) => r.id)).toEqual(['r1', 'r2']);
      await hook.close();
    });

    it(`hook mode builds a view that was never built when the log is small (a store's first open), and refuses past 1 MiB (${index})`, async () => {
      sb = await sandbox({ index });
      await seed(sb, 2);
      await rm(join(dirOf(sb), 'index'), { recursive: true, force: true });
      const hook = await sb.open({ migrate: false });
      expect((await hook.list()).map((r) => r.id)).toEqual(['r1', 'r2']);
      await hook.close();
      expect(await readdir(join(dirOf(sb), 'index'))).toEqual([index === 'sqlite' ? 'view.sqlite' : 'view.json']);

      // Past 1 MiB of log the first build is left to the person's next command.
      const store = await sb.open();
      const long = 'the release train leaves on tuesday '.repeat(600);
      for (let i = 3; (await stat(logOf(sb))).size <= 1024 * 1024; i++) await put(store, record(`r${i}`, `${long} ${i}`));
      await store.close();
      await rm(join(dirOf(sb), 'index'), { recursive: true, force: true });
      const before = await readFile(logOf(sb));
      await expect(sb.open({ migrate: false })).rejects.toMatchObject({ code: 'STORE_NOT_READY' });
      expect(await readFile(logOf(sb))).toEqual(before);
      expect(await readdir(dirOf(sb))).not.toContain('index');
    });
  }

  it('a view left by an earlier layout (fts.sqlite, index.json) is replaced, and the old files removed', async () => {
    sb = await sandbox();
    await seed(sb, 2);
    const dir = join(dirOf(sb), 'index');
    await rm(dir, { recursive: true, force: true });
    const { mkdir } = await import('node:fs/promises');
    await mkdir(dir, { mode: 0o700 });
    await writeFile(join(dir, 'fts.sqlite'), 'old index holding memory number 1 about the release train', { mode: 0o600 });
    await writeFile(join(dir, 'index.json'), '{"format":"cairn-js-index"}', { mode: 0o600 });
    const store = await sb.open();
    expect((await store.list()).map((r) => r.id)).toEqual(['r1', 'r2']);
    await store.close();
    expect((await readdir(dir)).sort()).toEqual([store.indexKind === 'sqlite' ? 'view.sqlite' : 'view.json']);
  });

  it('two processes open one store while a third writes: every read is whole and consistent, nothing is rebuilt', { timeout: 120_000 }, async () => {
    sb = await sandbox();
    await seed(sb, 1);
    const writer = startWorker({ home: sb.home, project: sb.project, count: 60, prefix: 'w' });
    const readers = [0, 1].map(() => startWorker({ home: sb?.home, project: sb?.project, reads: 15 }));
    const exits = await Promise.all([writer.exited, ...readers.map((r) => r.exited)]);
    expect(exits.map((e) => e.code)).toEqual([0, 0, 0]);
    const acked = writer.lines.filter((l) => l.startsWith('ack ')).map((l) => l.split(' ')[1] as string);
    expect(acked).toHaveLength(60);
    for (const r of readers) {
      expect(r.lines.filter((l) => l.startsWith('error'))).toEqual([]);
      const reads = r.lines.filter((l) => l.startsWith('read '));
      expect(reads).toHaveLength(15);
      let last = 0;
      for (const line of reads) {
        const [, count, ranked, ids] = line.split(' ');
        const n = Number(count);
        // Each open sees a prefix of the writer's acknowledged writes, never fewer than before.
        expect(n).toBeGreaterThanOrEqual(last);
        expect(Number(ranked)).toBeGreaterThan(0);
        const seen = (ids ?? '').split(',').filter((id) => id.startsWith('mem_w_'));
        expect(seen.sort()).toEqual(acked.slice(0, seen.length).sort());
        last = n;
      }
      expect(r.stderr.join('')).not.toMatch(/rebuilt|disagree|malformed|torn/);
    }
    const store = await sb.open();
    expect((await store.list()).length).toBe(61);
    expect(await store.verifyAudit()).toMatchObject({ ok: true });
    await store.close();
  });
});

describe('repair never destroys what it cannot read', () => {
  it('moves an unreadable line to quarantine.jsonl (0600), reports it with its line and frame, and forget and wipe cover the file', async () => {
    sb = await sandbox();
    await seed(sb, 3);
    const lines = (await readFile(logOf(sb), 'utf8')).split('\n');
    // One damaged byte in r2's frame: its checksum fails.
    lines[2] = (lines[2] as string).replace('memory number 2', 'memory numbe# 2');
    await writeFile(logOf(sb), lines.join('\n'));
    const store = await sb.open();
    const report = await store.repair();
    expect(await store.get('r2')).toBeUndefined();
    expect(report.quarantined).toBe(1);
    const finding = report.findings.find((f) => f.kind === 'quarantined');
    expect(finding).toMatchObject({ line: 3, seq: 3 });
    expect(finding?.message).toMatch(
      /events\.jsonl:3: an unreadable line \(checksum mismatch, frame 3\) was moved to quarantine\.jsonl; inspect it with `cat .*quarantine\.jsonl`/,
    );
    const quarantine = join(dirOf(sb), 'quarantine.jsonl');
    expect(await modeOf(quarantine)).toBe(0o600);
    expect(await readFile(quarantine, 'utf8')).toContain('memory numbe# 2');
    expect(await readFile(logOf(sb), 'utf8')).not.toContain('numbe#');

    // forget of the damaged record's id drops its quarantined line too.
    await coreForget('r2', { store, channel: 'cli', now: () => new Date() }).catch(() => undefined);
    await store.transact(async (tx) => {
      tx.remove('r2');
    });
    await put(store, record('r2', 'r2 written again'));
    await store.transact(async (tx) => {
      tx.remove('r2');
    });
    expect(await filesContaining(sb.home, 'numbe#')).toEqual([]);

    // wipe deletes the file.
    await writeFile(
      logOf(sb),
      `${(await readFile(logOf(sb), 'utf8')).trimEnd()}\n{"seq":99,"crc":"00000000","ev":{}}\n${encodeFrame(100, JSON.stringify({ t: 'tx', ops: [] }))}`,
    );
    const again = await sb.open();
    await again.repair();
    expect((await stat(quarantine)).size).toBeGreaterThan(0);
    await again.wipe();
    await expect(stat(quarantine)).rejects.toMatchObject({ code: 'ENOENT' });
    await again.close();
    await store.close();
  });
});

describe('audit --verify', () => {
  it('reports the audit log’s deleted last lines', async () => {
    sb = await sandbox({ indexBatchFrames: 1 });
    await seed(sb, 4);
    const path = join(dirOf(sb), 'audit.jsonl');
    const lines = (await readFile(path, 'utf8')).trimEnd().split('\n');
    await writeFile(path, `${lines.slice(0, -2).join('\n')}\n`);
    const store = await sb.open({ readOnly: true });
    const verdict = await store.verifyAudit();
    expect(verdict.ok).toBe(false);
    expect(verdict.firstBroken?.reason).toMatch(/last lines (were deleted|are missing)/);
    await store.close();
  });

  it('a write landing between reading the audit log and the view’s recorded position is no break (walk h55 MEDIUM 4)', async () => {
    sb = await sandbox({ index: 'sqlite', indexBatchFrames: 1 });
    await seed(sb, 2);
    const audit = join(dirOf(sb), 'audit.jsonl');
    const writer = await sb.open({ index: 'sqlite', indexBatchFrames: 1 });
    // The verifier's own file access: right after it has read the audit log, a second store
    // (a real writer, its own lock) commits a memory and moves the shared SQLite view past it.
    const base = createFsio();
    let between: (() => Promise<void>) | undefined;
    const reader = await sb.open({
      index: 'sqlite',
      fsio: {
        ...base,
        readFile: async (path) => {
          const bytes = await base.readFile(path);
          const write = path === audit ? between : undefined;
          between = undefined;
          if (write) await write();
          return bytes;
        },
      },
    });
    let wrote = 0;
    for (let i = 0; i < 3; i++) {
      between = async () => {
        await put(writer, record(`w${i}`, `written during the verify, number ${i}`));
        wrote++;
      };
      expect(await reader.verifyAudit()).toMatchObject({ ok: true });
    }
    expect(wrote).toBe(3);
    expect((await writer.readAudit()).length).toBe(1 + 2 + 3);
    await reader.close();
    await writer.close();
  });

  it('still reports the last lines deleted once the view recorded them (control for the read order)', async () => {
    sb = await sandbox({ index: 'sqlite', indexBatchFrames: 1 });
    await seed(sb, 4);
    const path = join(dirOf(sb), 'audit.jsonl');
    const lines = (await readFile(path, 'utf8')).trimEnd().split('\n');
    await writeFile(path, `${lines.slice(0, -2).join('\n')}\n`);
    const store = await sb.open({ index: 'sqlite', readOnly: true });
    const verdict = await store.verifyAudit();
    expect(verdict).toMatchObject({ ok: false, lines: 3, firstBroken: { line: 4 } });
    expect(verdict.firstBroken?.reason).toMatch(/line 5 was recorded before \(its last lines were deleted\)/);
    await store.close();
  });
});
