import { appendFile, copyFile, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInMemoryStore, type MemoryRecord, tokenize } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeFrame } from '../src/frame.js';
import type { FileStore } from '../src/index.js';
import { projectKey } from '../src/resolveProject.js';
import { auditFor, put, record, type Sandbox, sandbox } from './helpers.js';

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

const dirOf = (s: Sandbox): string => join(s.home, 'projects', projectKey(s.project));
const logOf = (s: Sandbox): string => join(dirOf(s), 'events.jsonl');

async function seed(s: Sandbox, n: number, extra: Partial<Parameters<Sandbox['open']>[0]> = {}): Promise<void> {
  const store = await s.open(extra);
  for (let i = 1; i <= n; i++) await put(store, record(`r${i}`, `memory number ${i} about the release train`, { createdAt: `2026-01-01T00:00:0${i}.000Z` }));
  await store.close();
}

async function lineStarts(path: string): Promise<number[]> {
  const bytes = await readFile(path);
  const starts = [0];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0x0a && i + 1 < bytes.length) starts.push(i + 1);
  return starts;
}

/** Search results must equal the in-memory store's for the same records. */
async function expectSameSearch(store: FileStore, records: MemoryRecord[], query: string): Promise<void> {
  const reference = createInMemoryStore(store.project);
  await reference.transact(async (tx) => {
    for (const r of records) tx.put(r);
  });
  const tokens = tokenize(query);
  const a = await store.search(tokens);
  const b = await reference.search(tokens);
  // The interface promises the counts of the query tokens (what BM25 reads).
  const only = (tf: Readonly<Record<string, number>>) => Object.fromEntries(Object.entries(tf).filter(([t]) => tokens.includes(t)));
  // Candidates come in no particular order (core ranks them).
  const strip = (x: typeof a) => ({ ...x, candidates: x.candidates.map((c) => [c.record.id, only(c.termFrequency), c.length]).sort() });
  expect(strip(a)).toEqual(strip(b));
}

describe('corruption (seeds/002 F1, F6.3; DESIGN.md §6)', () => {
  it('a torn last line beyond the audited frames: a reader (and a writer opening) skips it with one warning and leaves the file; the first write truncates it', async () => {
    sb = await sandbox();
    await seed(sb, 3);
    const size = (await stat(logOf(sb))).size;
    // A crash in the middle of appending frame 5: its audit line was never written.
    const frame = encodeFrame(5, JSON.stringify({ t: 'tx', ops: [{ op: 'put', record: record('r9', 'never acknowledged') }] }));
    await appendFile(logOf(sb), frame.slice(0, frame.length - 7));

    const reader = await sb.open({ readOnly: true });
    expect((await reader.list()).map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
    expect(sb.warnings.filter((w) => w.includes('incomplete last line'))).toHaveLength(1);
    expect(sb.warnings[0]).toMatch(/^events\.jsonl:5: skipping an incomplete last line/);
    await reader.close();
    expect((await stat(logOf(sb))).size).toBe(size + frame.length - 7);

    // Opening to write, and reading, change nothing (walk 11 item 4: `cairn audit --verify` cut it).
    const writer = await sb.open();
    expect((await writer.list()).map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
    expect(await writer.verifyAudit()).toMatchObject({ ok: true });
    expect(sb.warnings.some((w) => /truncated an incomplete last line/.test(w))).toBe(false);
    expect((await stat(logOf(sb))).size).toBe(size + frame.length - 7);
    // The first write cuts it before it appends.
    await put(writer, record('r4', 'after the repair', { createdAt: '2026-01-01T00:00:09.000Z' }));
    expect(sb.warnings.some((w) => /events\.jsonl:5: truncated the incomplete last line skipped above/.test(w))).toBe(true);
    expect((await readFile(logOf(sb), 'utf8')).includes(frame.slice(0, frame.length - 7))).toBe(false);
    expect((await writer.list()).map((r) => r.id)).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(await writer.verifyAudit()).toMatchObject({ ok: true });
    await writer.close();
  });

  it('a log cut inside an audited frame is STORE_CORRUPT with the numbers, for a reader and a writer, and is never truncated', async () => {
    sb = await sandbox();
    await seed(sb, 3);
    const size = (await stat(logOf(sb))).size;
    await truncate(logOf(sb), size - 7);
    for (const readOnly of [true, false]) {
      const error = await sb.open({ readOnly }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: 'STORE_CORRUPT', data: { logSeq: 3, auditLogSeq: 4 } });
      expect(String((error as Error).message)).toMatch(/events\.jsonl ends at frame 3 \(\d+ bytes\), but the audit log recorded writes up to frame 4/);
    }
    expect((await stat(logOf(sb))).size).toBe(size - 7);
  });

  it('an emptied or deleted event log is STORE_CORRUPT (the audit chain recorded its writes); repair accepts the loss', async () => {
    sb = await sandbox();
    await seed(sb, 5);
    await writeFile(logOf(sb), '');
    await expect(sb.open()).rejects.toMatchObject({ code: 'STORE_CORRUPT', data: { logSeq: 0, auditLogSeq: 6 } });
    await rm(logOf(sb));
    await expect(sb.open({ readOnly: true })).rejects.toMatchObject({ code: 'STORE_CORRUPT', data: { logSeq: 0, auditLogSeq: 6 } });
    await expect(sb.open({ index: 'js' })).rejects.toMatchObject({ code: 'STORE_CORRUPT' });
  });

  it('a garbage line in the middle is skipped with a warning naming file and line, and repair removes it', async () => {
    sb = await sandbox();
    await seed(sb, 3);
    const bytes = await readFile(logOf(sb));
    const starts = await lineStarts(logOf(sb));
    const at = starts[2] as number;
    await writeFile(
      logOf(sb),
      Buffer.concat([bytes.subarray(0, at), Buffer.from('{"seq":3,"crc":"deadbeef","ev":{"t":"tx","ops":[]}}\nnot json at all\n'), bytes.subarray(at)]),
    );

    const store = await sb.open();
    expect((await store.list()).map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
    expect(sb.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^events\.jsonl:3: skipped a malformed line \(checksum mismatch\)/),
        expect.stringMatching(/^events\.jsonl:4: skipped a malformed line \(not a frame\)/),
      ]),
    );
    const report = await store.repair();
    expect(report.compacted).toBe(true);
    expect(report.findings.filter((f) => f.kind === 'malformed-line').map((f) => f.line)).toEqual([3, 4]);
    expect(report.audit.ok).toBe(true);
    await store.close();
    sb.warnings.length = 0;
    const again = await sb.open();
    expect((await again.list()).map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
    expect(sb.warnings).toEqual([]);
    await again.close();
  });

  for (const index of ['sqlite', 'js'] as const) {
    it(`a missing index is rebuilt from the log (${index})`, async () => {
      sb = await sandbox({ index });
      await seed(sb, 3);
      await rm(join(dirOf(sb), 'index'), { recursive: true, force: true });
      const store = await sb.open();
      await expectSameSearch(store, await store.list(), 'release memory');
      expect((await store.stats()).index).toMatchObject({ usable: true, lag: 0 });
      await store.close();
    });

    it(`a view behind the log catches up, and a reader overlays the frames it lacks (${index})`, async () => {
      sb = await sandbox({ index, jsIndexPersistEvery: 1 });
      await seed(sb, 2);
      const indexDir = join(dirOf(sb), 'index');
      const probe = await sb.open();
      const real = probe.indexKind === 'sqlite' ? 'view.sqlite' : 'view.json';
      await probe.close();
      await copyFile(join(indexDir, real), join(sb.root, 'old-index'));
      const more = await sb.open();
      await put(more, record('r3', 'a third memory about the release train'));
      await put(more, record('r4', 'a fourth memory about trains'));
      await more.transact(async (tx) => {
        tx.put(record('r1', 'memory number 1 rewritten without the r-word', { createdAt: '2026-01-01T00:00:01.000Z' }));
        tx.audit(auditFor('r1'));
      });
      await more.close();
      await copyFile(join(sb.root, 'old-index'), join(indexDir, real));

      const reader = await sb.open({ readOnly: true });
      await expectSameSearch(reader, await reader.list(), 'release train memory');
      expect((await reader.get('r1'))?.text).toBe('memory number 1 rewritten without the r-word');
      await reader.close();
      // doctor's index check: a lag past what the store leaves by design is reported, not healthy.
      const lagging = await sb.open({ readOnly: true, indexBatchFrames: 1 });
      const { index: seen } = await lagging.stats();
      // The SQLite view is read as written (1 frame behind is past this reader's batch of 1); the JS view catches up in memory.
      if (index === 'sqlite') expect(seen.lag).toBeGreaterThanOrEqual(seen.lagAllowed);
      else expect(seen).toMatchObject({ lag: 0, lagAllowed: 1 });
      await lagging.close();
      const writer = await sb.open();
      await expectSameSearch(writer, await writer.list(), 'release train memory');
      expect((await writer.stats()).index).toMatchObject({ usable: true });
      await writer.close();
    });

    it(`a view ahead of the log (log and audit restored from an earlier copy) is detected and rebuilt, never trusted (${index})`, async () => {
      sb = await sandbox({ index, jsIndexPersistEvery: 1, indexBatchFrames: 1 });
      await seed(sb, 2);
      await copyFile(logOf(sb), join(sb.root, 'old-log'));
      await copyFile(join(dirOf(sb), 'audit.jsonl'), join(sb.root, 'old-audit'));
      const more = await sb.open();
      await put(more, record('r3', 'a third memory about the release train'));
      await more.close();
      await copyFile(join(sb.root, 'old-log'), logOf(sb));
      await copyFile(join(sb.root, 'old-audit'), join(dirOf(sb), 'audit.jsonl'));
      for (const readOnly of [true, false]) {
        const store = await sb.open({ readOnly });
        expect((await store.list()).map((r) => r.id)).toEqual(['r1', 'r2']);
        await expectSameSearch(store, await store.list(), 'release number 3 third');
        await store.close();
      }
      expect(sb.warnings.some((w) => /rebuilt the (sqlite|js) view \(records and search index\) from the log \(it is ahead of the log/.test(w))).toBe(true);
    });

    it(`a view inconsistent with the log (another log with the same length) is detected and rebuilt (${index})`, async () => {
      sb = await sandbox({ index, jsIndexPersistEvery: 1, indexBatchFrames: 1 });
      await seed(sb, 3);
      const bytes = await readFile(logOf(sb), 'utf8');
      // Same length, same frames, one record's text changed: the view's last-frame checksum no longer matches.
      await writeFile(logOf(sb), bytes.replace('memory number 3 about the release train', 'memory number 3 about the freight train!'));
      const lines = (await readFile(logOf(sb), 'utf8')).split('\n');
      const fixed = lines.map((line) => {
        const m = /^\{"seq":(\d+),"crc":"[0-9a-f]{8}","ev":(.*)\}$/.exec(line);
        return m ? encodeFrame(Number(m[1]), m[2] as string).trimEnd() : line;
      });
      await writeFile(logOf(sb), fixed.join('\n'));
      const store = await sb.open();
      expect((await store.get('r3'))?.text).toBe('memory number 3 about the freight train!');
      await expectSameSearch(store, await store.list(), 'freight release');
      expect(sb.warnings.some((w) => /rebuilt the (sqlite|js) view .*its last frame \(4\) is not in the log/.test(w))).toBe(true);
      await store.close();
    });
  }

  it('a corrupt SQLite file or JS index file is rebuilt, never trusted', async () => {
    sb = await sandbox();
    await seed(sb, 3);
    const indexDir = join(dirOf(sb), 'index');
    for (const name of ['fts.sqlite', 'index.json']) await writeFile(join(indexDir, name), 'this is not an index');
    const store = await sb.open();
    await expectSameSearch(store, await store.list(), 'memory release');
    await store.close();
  });

  it('unknown fields in a record are tolerated and kept through compaction', async () => {
    sb = await sandbox();
    await seed(sb, 1);
    const ev = JSON.stringify({
      t: 'tx',
      ops: [{ op: 'put', record: { ...record('f1', 'from a newer minor version'), futureField: { nested: [1, 2] } } }],
      futureEventField: true,
    });
    await appendFile(logOf(sb), encodeFrame(3, ev));
    const store = await sb.open();
    expect(await store.get('f1')).toMatchObject({ futureField: { nested: [1, 2] } });
    await store.compact();
    await store.close();
    const again = await sb.open();
    expect(await again.get('f1')).toMatchObject({ futureField: { nested: [1, 2] } });
    await again.close();
  });

  it('a record from an unknown future schema version is kept, reported, and survives compaction', async () => {
    sb = await sandbox();
    await seed(sb, 1);
    const future = { ...record('v9', 'written by Cairn 9'), schemaVersion: 9, hologram: true };
    await appendFile(logOf(sb), encodeFrame(3, JSON.stringify({ t: 'tx', ops: [{ op: 'put', record: future }] })));
    const store = await sb.open();
    expect(await store.get('v9')).toBeUndefined();
    expect(store.findings()).toEqual([expect.objectContaining({ kind: 'unreadable-record', id: 'v9', line: 3 })]);
    expect(sb.warnings[0]).toMatch(/events\.jsonl:3: record v9 cannot be read \(schema version 9 is newer/);
    const stats = await store.stats();
    expect(stats.unreadable).toEqual([expect.objectContaining({ key: 'v9' })]);
    expect(stats.schemaVersions).toEqual({ '1': 1, '9': 1 });
    await put(store, record('r2', 'forces nothing'));
    await store.compact();
    await store.close();
    expect((await readFile(logOf(sb), 'utf8')).includes('"hologram":true')).toBe(true);
    const again = await sb.open();
    expect((await again.stats()).unreadable).toEqual([expect.objectContaining({ key: 'v9' })]);
    await again.close();
  });

  it('a gap of one frame is said as one: "frame 4 is missing", not "frames 4–4" (issue #14, walk-3 item 14)', async () => {
    sb = await sandbox();
    await seed(sb, 2);
    await appendFile(logOf(sb), encodeFrame(5, JSON.stringify({ t: 'tx', ops: [{ op: 'put', record: record('late', 'after a gap') }] })));
    const store = await sb.open();
    const gap = store.findings().find((f) => f.kind === 'sequence-gap');
    expect(gap?.message).toMatch(/: frame 4 is missing before frame 5\.$/u);
    await store.close();
  });

  it('a duplicated sequence number (two writers after a lock takeover) is reported and not merged; a gap is reported', async () => {
    sb = await sandbox();
    await seed(sb, 2);
    const dup = JSON.stringify({ t: 'tx', ops: [{ op: 'put', record: record('intruder', 'appended by a second writer') }] });
    await appendFile(logOf(sb), encodeFrame(3, dup));
    await appendFile(logOf(sb), encodeFrame(6, JSON.stringify({ t: 'tx', ops: [{ op: 'put', record: record('late', 'after a gap') }] })));
    const store = await sb.open();
    expect(await store.get('intruder')).toBeUndefined();
    expect(await store.get('late')).toBeDefined();
    expect(store.findings().map((f) => [f.kind, f.line, f.seq])).toEqual([
      ['duplicate-sequence', 4, 3],
      ['sequence-gap', 5, 6],
    ]);
    const report = await store.repair();
    expect(report.findings.map((f) => f.kind)).toEqual(expect.arrayContaining(['duplicate-sequence', 'sequence-gap']));
    expect(report.compacted).toBe(true);
    await store.close();
    sb.warnings.length = 0;
    const again = await sb.open();
    expect(again.findings()).toEqual([]);
    await again.close();
  });

  it('an audit line lost between the two appends is restored from the event log', async () => {
    sb = await sandbox();
    await seed(sb, 1);
    let crash = true;
    const store = await sb.open({
      hooks: {
        at: (point) => {
          if (point === 'after-log-append' && crash) {
            crash = false;
            throw new Error('simulated crash between the event log and the audit log');
          }
        },
      },
    });
    await expect(put(store, record('r2', 'logged, audit lost'))).rejects.toThrow('simulated crash');
    await store.close();
    const again = await sb.open();
    expect(await again.get('r2')).toBeDefined();
    expect(again.findings().map((f) => f.kind)).toContain('audit-recovered');
    expect((await again.readAudit()).filter((l) => l.event === 'memorize').map((l) => l.id)).toEqual(['r1', 'r2']);
    expect(await again.verifyAudit()).toMatchObject({ ok: true });
    await again.close();
  });

  it('a tampered audit line breaks the chain at that line', async () => {
    sb = await sandbox();
    await seed(sb, 3);
    const path = join(dirOf(sb), 'audit.jsonl');
    const lines = (await readFile(path, 'utf8')).split('\n');
    lines[2] = (lines[2] as string).replace('"origin":"agent"', '"origin":"user"');
    await writeFile(path, lines.join('\n'));
    const store = await sb.open();
    expect(await store.verifyAudit()).toEqual({ ok: false, lines: 4, firstBroken: { line: 3, reason: expect.stringContaining('edited') } });
    lines.splice(1, 1);
    await writeFile(path, lines.join('\n'));
    expect((await store.verifyAudit()).firstBroken?.line).toBe(1 + 1);
    await store.close();
  });

  it('after an accepted loss (repair of a missing log), the next write starts a new log', async () => {
    sb = await sandbox();
    await seed(sb, 2);
    await rm(logOf(sb));
    await expect(sb.open()).rejects.toMatchObject({ code: 'STORE_CORRUPT' });
    const store = await sb.open({ readOnly: true }).catch(() => undefined);
    expect(store).toBeUndefined();
    const repairing = await sb.open({ forRepair: true });
    expect(repairing.findings().map((f) => f.kind)).toContain('log-cut');
    await repairing.repair();
    await repairing.close();
    const again = await sb.open();
    expect(await again.list()).toEqual([]);
    await put(again, record('n1', 'fresh start'));
    await again.close();
    const last = await sb.open();
    expect((await last.list()).map((r) => r.id)).toEqual(['n1']);
    expect(last.findings()).toEqual([]);
    await last.close();
  });
});
