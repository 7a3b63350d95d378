import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scanFrames } from '../src/frame.js';
import { projectKey } from '../src/resolveProject.js';
import { auditFor, put, record, type Sandbox, sandbox } from './helpers.js';

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

describe('compaction', () => {
  it('rewrites the log as a snapshot: a new generation at the next seq, one frame per record, nothing lost', async () => {
    sb = await sandbox();
    const store = await sb.open();
    for (let i = 0; i < 5; i++) await put(store, record('same', `version ${i}`));
    await put(store, record('other', 'another memory'));
    const before = await store.stats();
    const report = await store.compact();
    expect(report).toMatchObject({ records: 2, unreadable: 0 });
    expect(report.bytesAfter).toBeLessThan(report.bytesBefore);
    const log = await readFile(join(sb.home, 'projects', projectKey(sb.project), 'events.jsonl'));
    const frames = scanFrames(log, 0, 0).frames;
    expect(frames.map((f) => f.ev.t)).toEqual(['begin', 'tx', 'tx']);
    expect(frames[0]?.seq).toBe(before.log.lastSeq + 1);
    expect(frames[0]?.ev.t === 'begin' && frames[0].ev.logId).toBe(report.logId);
    await put(store, record('third', 'after the compaction'));
    await store.close();
    const again = await sb.open();
    expect((await again.get('same'))?.text).toBe('version 4');
    expect((await again.list()).map((r) => r.id).sort()).toEqual(['other', 'same', 'third']);
    expect(await again.verifyAudit()).toMatchObject({ ok: true, lines: 8 });
    expect(again.findings()).toEqual([]);
    await again.close();
  });

  it('compacts automatically when the log is mostly superseded versions', async () => {
    sb = await sandbox({ autoCompactBytes: 4_000 });
    const store = await sb.open();
    for (let i = 0; i < 100; i++) {
      await store.transact(async (tx) => {
        tx.put(record('hot', `a memory recalled and reinforced ${i} times`, { recallCount: i }));
        tx.audit(auditFor('hot', 'recall'));
      });
    }
    const stats = await store.stats();
    expect(stats.log.lines).toBeLessThan(60);
    expect((await store.get('hot'))?.recallCount).toBe(99);
    expect((await store.readAudit()).filter((l) => l.event === 'recall')).toHaveLength(100);
    await store.close();
  });
});
