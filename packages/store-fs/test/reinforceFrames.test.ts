/**
 * Issue #20 (h54-speed2): a recall's reinforcement is written as `set` ops (the reinforced fields
 * of each hit: strength, reinforcedAt, lastRecalledAt, recallCount), not as whole records, so a
 * recall no longer appends every hit's text again (a CLI recall on a 20-memory store appended
 * about 11 KB). What is seen from outside: the bytes a recall appends, bounded per hit; and the
 * records every reader rebuilds (the writer's memory, a view catching up from the log's tail, a
 * full replay with the view deleted) equal core's `reinforce` applied to the records as put, as
 * the whole-record frames gave. The first case fails when `prepare` always writes a `put`; the
 * orphan case fails when a `set` whose record is missing is applied anyway.
 */
import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type MemoryRecord, recall, reinforce } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeFrame, parseFrameLine } from '../src/frame.js';
import { projectKey } from '../src/resolveProject.js';
import { appendForgedRemove, eventLogOf, storedRecords } from '../src/testing/forgedLog.js';
import { forget, put, record, type Sandbox, sandbox } from './helpers.js';

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

const TOPICS = ['release', 'deploy', 'canary', 'rollback', 'pipeline'];
const texts = Array.from(
  { length: 20 },
  (_, i) => `The ${TOPICS[i % TOPICS.length]} checklist item ${i} is owned by the platform team and reviewed weekly before the train leaves.`,
);
const logSize = async (s: Sandbox): Promise<number> => (await stat(eventLogOf(s.home))).size;
const byId = (records: readonly MemoryRecord[]): Map<string, MemoryRecord> => new Map(records.map((r) => [r.id, r]));

/** Recalls `query` at `now` in `store`, and applies core's rule to `expected` for the same hits. */
async function recallAndExpect(store: Parameters<typeof recall>[0], query: string, now: Date, expected: Map<string, MemoryRecord>): Promise<string[]> {
  const hits = (await recall(store, { query, limit: 20 }, { now })).hits.map((h) => h.id);
  for (const id of hits) expected.set(id, reinforce(expected.get(id) as MemoryRecord, now));
  return hits;
}

describe("a recall's reinforcement is a few fields per hit in the log, and every reader rebuilds the same records", () => {
  it('bytes appended per recall are bounded per hit; the writer, a catching-up view and a full replay all hold core reinforce()', async () => {
    sb = await sandbox({ indexBatchFrames: 1000 });
    // The records go into the persisted view (folded on every commit); the recalls' frames stay in the log's tail.
    const seeder = await sb.open({ indexBatchFrames: 1 });
    const expected = new Map<string, MemoryRecord>();
    for (const [i, text] of texts.entries()) {
      const r = record(`r${i + 1}`, text, i % 4 === 3 ? { origin: 'web', salience: 0.3, strength: 0.3 } : {});
      await put(seeder, r);
      expected.set(r.id, r);
    }
    await seeder.close();
    const store = await sb.open();
    let hitsSeen = 0;
    for (const [k, query] of ['checklist platform', 'release train', 'canary deploy weekly', 'rollback pipeline', 'checklist'].entries()) {
      const before = await logSize(sb);
      const hits = await recallAndExpect(store, query, new Date(Date.UTC(2026, 2, 1 + k * 3, 12)), expected);
      const appended = (await logSize(sb)) - before;
      expect(hits.length).toBeGreaterThan(0);
      hitsSeen += hits.length;
      // One frame: its head (~40 bytes), then per hit an id, a strength and two ISO times (~150 bytes).
      expect(appended).toBeLessThanOrEqual(60 + 160 * hits.length);
      const last = (await readFile(eventLogOf(sb.home), 'utf8')).trimEnd().split('\n').at(-1) as string;
      for (const t of texts) expect(last).not.toContain(t);
    }
    expect(hitsSeen).toBeGreaterThan(40);
    // The writer's own memory.
    expect(byId(await store.list())).toEqual(expected);
    await store.close();
    // A new process: the view holds the records as put, the sets are in the log's tail (indexBatchFrames 1000), applied to the view's records.
    const reader = await sb.open({ readOnly: true });
    expect((await reader.stats()).index).toMatchObject({ kind: 'sqlite', lag: 5 });
    expect(byId(await reader.list())).toEqual(expected);
    await reader.close();
    // A writer folds the tail into the view; the next open reads the view alone.
    const folder = await sb.open({ indexBatchFrames: 1 });
    await put(folder, record('r99', 'a record whose write folds the tail into the view'));
    expected.set('r99', (await folder.list()).find((r) => r.id === 'r99') as MemoryRecord);
    await folder.close();
    const viewReader = await sb.open({ readOnly: true });
    expect(byId(await viewReader.list())).toEqual(expected);
    await viewReader.close();
    // No view at all: the whole log replayed.
    await rm(join(sb.home, 'projects', projectKey(sb.project), 'index'), { recursive: true, force: true });
    const replayed = await sb.open({ readOnly: true });
    expect(byId(await replayed.list())).toEqual(expected);
    await replayed.close();
    // The test helper reading the log's ops agrees too.
    const stored = storedRecords(sb.home);
    for (const [id, r] of expected) expect(stored.get(id)).toEqual(r);
    expect(sb.warnings).toEqual([]);
  });

  it('a set op carries only the reinforced fields, as strings or finite numbers: anything else is not a frame the store applies', () => {
    const parse = (ops: unknown[]) => parseFrameLine(Buffer.from(encodeFrame(7, JSON.stringify({ t: 'tx', ops })).trimEnd()));
    expect(parse([{ op: 'set', id: 'r1', set: { strength: 0.55, recallCount: 2, reinforcedAt: '2026-03-01T00:00:00.000Z' } }])).toHaveProperty('ev');
    for (const set of [{ text: 'a memory text' }, { strength: 0.5, status: 'active' }, { strength: null }, { recallCount: [1] }, {}])
      expect(parse([{ op: 'set', id: 'r1', set }])).toEqual({ reason: 'unknown event shape' });
    expect(parse([{ op: 'set', set: { strength: 0.5 } }])).toEqual({ reason: 'unknown event shape' });
  });

  it('a write that changes more than the reinforced fields is still a whole put', async () => {
    sb = await sandbox();
    const store = await sb.open();
    const r = record('r1', 'the release train leaves on Tuesdays');
    await put(store, r);
    const edited = { ...reinforce(r, new Date('2026-03-01T00:00:00Z')), text: 'the release train leaves on Wednesdays' };
    await put(store, edited);
    const last = (await readFile(eventLogOf(sb.home), 'utf8')).trimEnd().split('\n').at(-1) as string;
    expect(last).toContain('"op":"put"');
    expect(last).toContain('Wednesdays');
    await store.close();
    const reader = await sb.open({ readOnly: true });
    expect(await reader.list()).toEqual([edited]);
    await reader.close();
  });

  it('a set whose record the log no longer holds is reported and not applied; forget leaves no set of it behind', async () => {
    sb = await sandbox();
    const store = await sb.open();
    await put(store, record('r1', 'the release train leaves on Tuesdays'));
    await put(store, record('r2', 'the canary deploy runs first'));
    await recall(store, { query: 'release canary' }, { now: new Date('2026-03-01T00:00:00Z') });
    await store.close();
    // A remove slipped in before the set frames would be: move the recall's frame after a forged remove.
    const file = eventLogOf(sb.home);
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    const setLine = lines.at(-1) as string;
    expect(setLine).toContain('"op":"set"');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file, `${lines.slice(0, -1).join('\n')}\n`);
    appendForgedRemove(sb.home, 'r1');
    const seq = (JSON.parse((await readFile(file, 'utf8')).trimEnd().split('\n').at(-1) as string) as { seq: number }).seq;
    const ev = setLine.slice(setLine.indexOf('"ev":') + 5, -1);
    await writeFile(file, encodeFrame(seq + 1, ev), { flag: 'a' });
    const reader = await sb.open({ readOnly: true });
    const records = await reader.list();
    expect(records.map((r) => r.id)).toEqual(['r2']);
    expect(records[0]?.recallCount).toBe(1);
    const findings = (await reader.stats()).findings ?? [];
    await reader.close();
    expect(JSON.stringify(findings) + sb.warnings.join('\n')).toMatch(/sets fields of record r1/);

    // forget of a reinforced record: the log keeps neither its text nor a set of it.
    sb.warnings.length = 0;
    const writer = await sb.open();
    await forget(writer, 'r2');
    await writer.close();
    const log = await readFile(file, 'utf8');
    expect(log).not.toContain('canary');
    expect(log).not.toContain('"id":"r2"');
  });
});
