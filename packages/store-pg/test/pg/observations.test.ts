import { runObservationStoreContract, sampleObservation } from '@cairn/core/testing';
import { newSessionRecord, type ObservationStore } from '@cairn/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTeamProject, grantTeamAccess, openPgObservationStore, revokeTeamAccess } from '../../src/index.js';
import { freshDatabase, type TestDatabase } from './harness.js';

// Issue #21: "storing observations belongs to the store, behind the store interface, so every
// store backend gets it" — core's observation store contract against the real server (migration 5).
let db: TestDatabase;
let projects = 0;
beforeAll(async () => {
  db = await freshDatabase();
});

async function project(owner = 'alice'): Promise<string> {
  return (await createTeamProject({ url: db.url(owner) }, `obs-${process.pid}-${++projects}`)).id;
}

runObservationStoreContract('PostgreSQL team store (person role)', async () => {
  const store = openPgObservationStore({ url: db.url('alice'), projectId: await project() });
  return { store };
});

runObservationStoreContract('PostgreSQL team store (agent role: the hooks run with its credential)', async () => {
  const store = openPgObservationStore({ url: db.url('alice_agent'), projectId: await project() });
  return { store };
});

describe('observations on the team store are each person’s (row-level security)', () => {
  const open = (role: string, projectId: string): ObservationStore => openPgObservationStore({ url: db.url(role), projectId });

  it('a person and their agent role share them; a teammate granted the project sees, changes and removes none of them', async () => {
    const id = await project();
    await grantTeamAccess({ url: db.url('alice') }, id, 'bob');
    const alice = open('alice', id);
    const agent = open('alice_agent', id);
    const bob = open('bob', id);
    try {
      const mine = sampleObservation('s1', '2026-12-01T10:00:00.000Z');
      await agent.append([mine]);
      await agent.updateSession('s1', () => newSessionRecord({ id: 's1', host: 'claude-code', startedAt: '2026-12-01T10:00:00.000Z', reasons: [] }));
      await alice.setPause({ paused: true, at: '2026-12-01T11:00:00.000Z' });
      expect(await alice.list()).toEqual([mine]);
      expect((await alice.getSession('s1'))?.id).toBe('s1');
      expect((await agent.pauseState()).paused).toBe(true);

      expect(await bob.list()).toEqual([]);
      expect(await bob.getSession('s1')).toBeUndefined();
      expect(await bob.listSessions()).toEqual([]);
      expect(await bob.pauseState()).toEqual({ paused: false });
      expect(await bob.remove(() => true)).toBe(0);
      await bob.wipe();
      // Bob's own session of the same id is his, beside alice's.
      await bob.updateSession('s1', () => newSessionRecord({ id: 's1', host: 'copilot', startedAt: '2026-12-01T12:00:00.000Z', reasons: ['b'] }));
      expect((await alice.getSession('s1'))?.host).toBe('claude-code');
      expect((await bob.getSession('s1'))?.host).toBe('copilot');
      expect(await alice.list()).toEqual([mine]);

      // Plain SQL as bob: the database, not the client, keeps alice's rows from him.
      expect((await db.sql('bob', 'SELECT count(*)::int AS n FROM cairn.observations')).rows[0]?.n).toBe(0);
      expect((await db.sql('bob', "DELETE FROM cairn.observations WHERE session = 's1'")).rowCount).toBe(0);
      // A row claimed for another person is refused (the person column is the database's).
      await expect(
        db.sql('bob', `INSERT INTO cairn.observations (project_id, person, session, at, obs) VALUES ($1, 'alice', 's9', 'x', '{}'::jsonb)`, [id]),
      ).rejects.toThrow(/permission denied/u);
      await expect(db.sql('bob', "UPDATE cairn.host_sessions SET record = '{}'::jsonb WHERE id = 's1'").then((r) => r.rowCount)).resolves.toBe(1); // bob's own row only
      expect((await alice.getSession('s1'))?.host).toBe('claude-code');

      // Revoked: bob reads nothing of the project, his own rows included.
      await revokeTeamAccess({ url: db.url('alice') }, id, 'bob');
      expect(await bob.listSessions()).toEqual([]);
    } finally {
      await Promise.all([alice.close(), agent.close(), bob.close()]);
    }
  });

  it('bad input: an observation or a session record off its schema is refused whole, nothing written', async () => {
    const id = await project();
    const store = open('alice_agent', id);
    try {
      const good = sampleObservation('s1', '2026-12-01T10:00:00.000Z');
      const bad = { ...sampleObservation('s1', '2026-12-01T10:00:01.000Z'), length: -1 };
      await expect(store.append([good, bad])).rejects.toMatchObject({ code: 'INVALID_INPUT' });
      expect(await store.list()).toEqual([]);
      const record = newSessionRecord({ id: 's1', host: 'claude-code', startedAt: '2026-12-01T10:00:00.000Z', reasons: [] });
      await expect(store.updateSession('s1', () => ({ ...record, id: 's2' }))).rejects.toMatchObject({ code: 'INVALID_INPUT' });
      await expect(store.updateSession('s1', () => ({ ...record, protected: 'yes' }) as unknown as typeof record)).rejects.toMatchObject({
        code: 'INVALID_INPUT',
      });
      expect(await store.listSessions()).toEqual([]);
      // A field no observation has (text) never reaches the database.
      const marker = ['NEVER', 'STORED', String(process.pid)].join('-');
      await store.append([{ ...sampleObservation('s3', '2026-12-01T09:00:00.000Z'), text: marker } as unknown as typeof good]);
      expect((await db.sql('alice', 'SELECT count(*)::int AS n FROM cairn.observations WHERE obs::text LIKE $1', [`%${marker}%`])).rows[0]?.n).toBe(0);
      // A row that no longer reads (written past the client) is an unreadable line of its session: a gap.
      await store.append([good]);
      await db.sql('alice', `INSERT INTO cairn.observations (project_id, session, at, obs) VALUES ($1, 's1', '2026-12-01T10:00:02.000Z', '{"v":1}'::jsonb)`, [
        id,
      ]);
      expect(await store.list({ session: 's1' })).toEqual([good]);
      expect(await store.list()).toHaveLength(2);
      expect(await store.unreadable({ session: 's1' })).toEqual([{ session: 's1', line: 2 }]);
    } finally {
      await store.close();
    }
  });
});
