import { basename } from 'node:path';
import { recall } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createFsio, type FsCall } from '../src/fsio.js';
import { record, type Sandbox, sandbox } from './helpers.js';

// A long-lived store (the MCP server) catches up with other processes' commits before every
// read; when nothing changed that costs a stat of the log and nothing more (issue #20: the
// per-call overhead over MCP): no open, no read of events.jsonl or any other file.

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

const now = new Date('2026-02-01T00:00:00.000Z');

describe("a long-lived store's catch-up before a read", () => {
  for (const index of ['sqlite', 'js'] as const)
    it(`costs only stats of the log when nothing changed, and reads what another process appended (${index})`, async () => {
      const calls: FsCall[] = [];
      sb = await sandbox({ fsio: createFsio({ hook: (c) => calls.push(c) }), index });
      const writer = await sb.open();
      await writer.transact(async (tx) => {
        for (let i = 0; i < 5; i++) tx.put(record(`r${i}`, `the release train ${i} leaves on tuesday`));
      });
      await writer.close();
      const store = await sb.open({ recallIndex: true });
      const query = { query: 'release train' };
      expect((await recall(store, query, { now, reinforce: false })).hits).toHaveLength(5);

      calls.length = 0;
      const again = await recall(store, query, { now, reinforce: false });
      expect(again.hits).toHaveLength(5);
      await store.get('r1');
      // One stat of the log per store call (the recall's rank, the get), nothing else.
      expect(calls.filter((c) => !(c.op === 'stat' && basename(c.path) === 'events.jsonl'))).toEqual([]);
      expect(calls).toHaveLength(2);

      // Another process's commit is caught up: the log is read again, and the record is found.
      const other = await sb.open();
      await other.transact(async (tx) => {
        tx.put(record('r9', 'the release train nine leaves on friday'));
      });
      await other.close();
      calls.length = 0;
      expect((await recall(store, query, { now, reinforce: false })).hits.map((h) => h.id)).toContain('r9');
      expect(calls.some((c) => c.op !== 'stat' && basename(c.path) === 'events.jsonl')).toBe(true);
      await store.close();
    });
});
