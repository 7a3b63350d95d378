import { basename, dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFsio, type FsCall } from '../src/fsio.js';
import { auditFor, forget, put, record, type Sandbox, sandbox } from './helpers.js';

type Entry = FsCall | { op: 'ack'; what: string };

/**
 * DESIGN.md §6 durability rules, checked on the recorded order of file-system calls. SIGKILL
 * cannot catch a missing fsync (the page cache survives it), so the order itself is asserted.
 */
function checkOrder(entries: readonly Entry[]): string[] {
  const problems: string[] = [];
  let since = 0;
  entries.forEach((e, i) => {
    if (e.op === 'ack') {
      const window = entries.slice(since, i) as FsCall[];
      for (const file of ['events.jsonl', 'audit.jsonl']) {
        const lastWrite = window.map((c) => c.op === 'write' && basename(c.path) === file).lastIndexOf(true);
        if (lastWrite === -1) continue;
        const synced = window.slice(lastWrite + 1).some((c) => (c.op === 'datasync' || c.op === 'fsync') && basename(c.path) === file);
        if (!synced) problems.push(`ack of ${e.what}: ${file} written but not fdatasynced before the acknowledgement`);
      }
      since = i + 1;
      return;
    }
    if (e.op === 'rename') {
      const temp = e.path;
      const before = entries.slice(0, i) as FsCall[];
      const lastWrite = before.map((c) => c.op === 'write' && c.path === temp).lastIndexOf(true);
      const lastSync = before.map((c) => c.op === 'fsync' && c.path === temp).lastIndexOf(true);
      if (lastSync === -1 || lastSync < lastWrite) problems.push(`rename of ${basename(temp)} not preceded by its fsync`);
      const next = entries[i + 1];
      if (!next || next.op !== 'fsyncDir' || next.path !== dirname(e.to as string))
        problems.push(`rename of ${basename(temp)} not followed by an fsync of ${dirname(e.to as string)}`);
    }
  });
  return problems;
}

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

describe('order of durability (recorded file-system calls)', () => {
  for (const index of ['sqlite', 'js'] as const) {
    it(`every acknowledged write follows its fdatasync; every rename follows its fsync and precedes the folder's fsync (${index})`, async () => {
      const entries: Entry[] = [];
      const fsio = createFsio({ hook: (c) => entries.push(c) });
      sb = await sandbox({ fsio, index, jsIndexPersistEvery: 2 });
      const ack = (what: string) => entries.push({ op: 'ack', what });
      ack('init');
      const store = await sb.open();
      for (let i = 0; i < 5; i++) {
        await put(store, record(`r${i}`, `durable note ${i}`));
        ack(`put r${i}`);
      }
      await store.transactMany(
        [5, 6, 7].map((i) => async (tx) => {
          tx.put(record(`r${i}`, `batched note ${i}`));
          tx.audit(auditFor(`r${i}`));
        }),
      );
      ack('batch');
      await forget(store, 'r1');
      ack('forget');
      await store.compact();
      ack('compact');
      await store.repair();
      ack('repair');
      await store.wipe();
      ack('wipe');
      await store.close();
      ack('close');

      expect(checkOrder(entries)).toEqual([]);
      // The checks saw real work: appends, syncs and atomic replacements.
      const ops = entries.filter((e): e is FsCall => e.op !== 'ack');
      expect(ops.filter((c) => c.op === 'datasync' && basename(c.path) === 'events.jsonl').length).toBeGreaterThanOrEqual(7);
      expect(ops.filter((c) => c.op === 'datasync' && basename(c.path) === 'audit.jsonl').length).toBeGreaterThanOrEqual(7);
      expect(ops.filter((c) => c.op === 'rename').map((c) => basename(c.to as string))).toEqual(expect.arrayContaining(['project.json', 'events.jsonl']));
      expect(ops.filter((c) => c.op === 'fsyncDir').length).toBeGreaterThanOrEqual(ops.filter((c) => c.op === 'rename').length);
    });
  }

  it('the audit line of a commit is durable before the commit resolves, and after its log frame', async () => {
    const entries: Entry[] = [];
    sb = await sandbox({ fsio: createFsio({ hook: (c) => entries.push(c) }) });
    const store = await sb.open();
    const start = entries.length;
    await put(store, record('a', 'ordered'));
    const calls = (entries.slice(start) as FsCall[]).map((c) => `${c.op} ${basename(c.path)}`);
    const i = (s: string) => calls.indexOf(s);
    expect(i('write events.jsonl')).toBeGreaterThan(-1);
    expect(i('datasync events.jsonl')).toBeGreaterThan(i('write events.jsonl'));
    expect(i('write audit.jsonl')).toBeGreaterThan(i('datasync events.jsonl'));
    expect(i('datasync audit.jsonl')).toBeGreaterThan(i('write audit.jsonl'));
    await store.close();
  });

  it('the checker itself catches a missing fdatasync and an unsynced rename', () => {
    const p = '/h/projects/k/events.jsonl';
    expect(
      checkOrder([
        { op: 'write', path: p },
        { op: 'ack', what: 'x' },
      ]),
    ).toHaveLength(1);
    expect(
      checkOrder([
        { op: 'write', path: '/d/.t.tmp' },
        { op: 'rename', path: '/d/.t.tmp', to: '/d/t' },
        { op: 'fsyncDir', path: '/d' },
      ]),
    ).toEqual(['rename of .t.tmp not preceded by its fsync']);
    expect(
      checkOrder([
        { op: 'write', path: '/d/.t.tmp' },
        { op: 'fsync', path: '/d/.t.tmp' },
        { op: 'rename', path: '/d/.t.tmp', to: '/d/t' },
      ]),
    ).toEqual(['rename of .t.tmp not followed by an fsync of /d']);
  });
});
