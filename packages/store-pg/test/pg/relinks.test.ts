import type { ProjectRelink } from '@cairn/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPgStore } from '../../src/index.js';
import { freshDatabase, newProject, type TestDatabase } from './harness.js';

// The team store keeps a restore's relinks as the file store keeps them in project.json
// (closing note 2026-12-06: it had no `keepRelinks`, so a restore dropped them and its export
// did not carry them). Stored as given (a reader verifies each); written only by a person's
// role, once per signature; append-only. Against the real server (scripts/pg-test.sh).

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});

/** A relink's shape as core exports it; the store does not verify it (every reader does). */
const relink = (n: number): ProjectRelink => ({
  from: { key: `aaaaaaaaaaa${n}`, path: `/old/checkout-${n}` },
  to: { key: `bbbbbbbbbbb${n}`, path: `/new/checkout-${n}` },
  act: {
    v: 1,
    act: 'relink',
    id: null,
    project: `bbbbbbbbbbb${n}`,
    shown: '0'.repeat(64),
    key: 'fake-key',
    nonce: `fake-nonce-${n}`,
    at: '2026-12-06T07:00:00.000Z',
    sig: `fake-signature-${n}-${'x'.repeat(8)}`,
  } as ProjectRelink['act'],
});

async function refused(promise: Promise<unknown>): Promise<{ code?: string; message?: string }> {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { code?: string; message?: string } | undefined;
  expect(error, 'expected a refusal').toBeDefined();
  return error ?? {};
}

describe('team store: relinks kept with the project', () => {
  it('a person keeps them once each; a reopened store holds them in project.relinks, in order', async () => {
    const { project, store } = await newProject(db, 'alice');
    try {
      expect(store.project.relinks).toBeUndefined();
      expect(await store.keepRelinks?.([relink(1)])).toBe(1);
      expect(await store.keepRelinks?.([relink(1)])).toBe(0);
      expect(await store.keepRelinks?.([relink(1), relink(2)])).toBe(1);
      expect(store.project.relinks).toEqual([relink(1), relink(2)]);
      const again = await openPgStore({ url: db.url('alice'), projectId: project.id, projectPath: '/checkout/again' });
      try {
        expect(again.project.relinks).toEqual([relink(1), relink(2)]);
      } finally {
        await again.close();
      }
    } finally {
      await store.close();
    }
  });

  it('an agent role may not keep one (no INSERT privilege), nor may a person not granted the project; no role may edit or delete one', async () => {
    const { project, store } = await newProject(db, 'alice');
    try {
      const agent = await openPgStore({ url: db.url('alice_agent'), projectId: project.id, projectPath: '/checkout/agent' });
      try {
        await refused(agent.keepRelinks?.([relink(3)]) ?? Promise.reject(new Error('no keepRelinks')));
      } finally {
        await agent.close();
      }
      const sql = 'INSERT INTO cairn.relinks (project_id, sig, relink) VALUES ($1, $2, $3::jsonb)';
      expect((await refused(db.sql('alice_agent', sql, [project.id, 'agent-sig', JSON.stringify(relink(4))]))).code).toBe('42501');
      expect((await refused(db.sql('bob', sql, [project.id, 'bob-sig', JSON.stringify(relink(5))]))).code).toBe('42501');
      // Control: the same statement as the person passes.
      await db.sql('alice', sql, [project.id, 'alice-sig', JSON.stringify(relink(6))]);
      await refused(db.sql('alice', "UPDATE cairn.relinks SET relink = '{}'::jsonb WHERE project_id = $1", [project.id]));
      await refused(db.sql('alice', 'DELETE FROM cairn.relinks WHERE project_id = $1', [project.id]));
      const kept = await db.sql<{ n: number }>('alice', 'SELECT count(*)::int AS n FROM cairn.relinks WHERE project_id = $1', [project.id]);
      expect(kept.rows[0]?.n).toBe(1);
      // The agent reads them (a reader verifies each), as it reads the records.
      const seen = await db.sql<{ n: number }>('alice_agent', 'SELECT count(*)::int AS n FROM cairn.relinks WHERE project_id = $1', [project.id]);
      expect(seen.rows[0]?.n).toBe(1);
      expect((await db.sql<{ n: number }>('bob', 'SELECT count(*)::int AS n FROM cairn.relinks')).rows[0]?.n).toBe(0);
    } finally {
      await store.close();
    }
  });
});
