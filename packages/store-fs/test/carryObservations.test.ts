/**
 * `carryObservations` (walk h49 item 1): a relink carries the project's observations and session
 * records to the new key, one atomic rename when the new key has none, file by file otherwise, so
 * a run killed halfway loses nothing and running it again finishes.
 */
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createFsio } from '../src/fsio.js';
import { carryObservations, observationDir, openObservationStore } from '../src/observationStore.js';
import { sampleObservation, sampleSessionRecord, useTempHome } from './observationFixture.js';

const OLD = 'aaaaaaaaaaaa';
const NEW = 'bbbbbbbbbbbb';
let home: string;
useTempHome('cairn-carry-', (h) => {
  home = h;
});
const obs = (session: string) => sampleObservation(session);

async function seed(key: string, sessions: string[]): Promise<void> {
  const store = openObservationStore({ home, projectKey: key });
  for (const s of sessions) {
    await store.append([obs(s)]);
    await store.updateSession(s, () => sampleSessionRecord(s, '2026-12-01T10:00:00.000Z', 'x'));
  }
  await store.close();
}

async function sessionsUnder(key: string): Promise<string[]> {
  const store = openObservationStore({ home, projectKey: key });
  try {
    return (await store.listSessions()).map((r) => r.id).sort();
  } finally {
    await store.close();
  }
}

describe('carryObservations', () => {
  it('renames the whole folder when the new key has none', async () => {
    await seed(OLD, ['s1', 's2']);
    const r = await carryObservations(home, OLD, NEW);
    expect(r.kept).toEqual([]);
    expect(await sessionsUnder(NEW)).toEqual(['s1', 's2']);
    await expect(readdir(observationDir(home, OLD))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('merges file by file into an existing folder; a run that fails halfway is finished by the next', async () => {
    await seed(OLD, ['s1', 's2', 's3']);
    await seed(NEW, ['s9']);
    let renames = 0;
    const failing = createFsio({
      hook: (c) => {
        if (c.op === 'rename' && ++renames === 3) throw Object.assign(new Error('killed'), { code: 'EIO', syscall: 'rename', path: c.path });
      },
    });
    await expect(carryObservations(home, OLD, NEW, failing)).rejects.toMatchObject({ code: 'STORE_IO' });
    // Every file is under one key or the other: nothing lost.
    const both = [...(await sessionsUnder(OLD)), ...(await sessionsUnder(NEW))].sort();
    expect(both).toEqual(['s1', 's2', 's3', 's9']);
    const again = await carryObservations(home, OLD, NEW);
    expect(again.kept).toEqual([]);
    expect(await sessionsUnder(NEW)).toEqual(['s1', 's2', 's3', 's9']);
    await expect(readdir(observationDir(home, OLD))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('never overwrites a session the new key already holds: it stays under the old key, named', async () => {
    await seed(OLD, ['s1', 'both']);
    await seed(NEW, ['both']);
    const r = await carryObservations(home, OLD, NEW);
    expect(r.kept.sort()).toEqual(['s/both.json', 's/both.jsonl']);
    expect(await sessionsUnder(OLD)).toEqual(['both']);
    expect(await sessionsUnder(NEW)).toEqual(['both', 's1']);
  });

  it('does nothing when there is nothing under the old key', async () => {
    expect(await carryObservations(home, OLD, NEW)).toEqual({ moved: 0, kept: [] });
  });
});
