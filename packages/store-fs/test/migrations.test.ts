import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SCHEMA_VERSION } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeFrame } from '../src/frame.js';
import { MIGRATIONS, type MigrationTable, migrateRecord } from '../src/index.js';
import { projectKey } from '../src/resolveProject.js';
import { put, record, type Sandbox, sandbox } from './helpers.js';

/**
 * A hypothetical version 0 (before `schemaVersion` existed): `content` instead of `text`,
 * `source` instead of evidence, no strength fields. The step shows the mechanism; the shipped
 * table is empty because version 1 is the first released schema.
 */
const V0_TO_V1: MigrationTable = {
  0: (raw) => {
    const { content, source, created, ...rest } = raw as { content: string; source?: string; created: string } & Record<string, unknown>;
    return {
      ...rest,
      schemaVersion: 1,
      text: content,
      projectKey: 'k',
      projectPath: '/p',
      kind: 'fact',
      origin: 'user',
      salience: 1,
      confidence: 1,
      decayRate: 0.995,
      strength: 1,
      reinforcedAt: created,
      pinned: false,
      stable: false,
      status: 'active',
      flags: [],
      gateReasons: [],
      evidence: [{ source: source ?? null, sourceHash: 'migrated', channel: 'cli', at: created }],
      tags: [],
      createdAt: created,
      updatedAt: created,
      recallCount: 0,
    };
  },
};
const v0 = { id: 'old1', content: 'We deploy on Tuesdays', source: 'CONTRIBUTING.md:12', created: '2025-01-01T00:00:00.000Z', legacyScore: 3 };

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

describe('schema migrations (DESIGN.md §3; seeds/002 F5)', () => {
  it('ships an explicit table, empty while version 1 is current', () => {
    expect(SCHEMA_VERSION).toBe(1);
    expect(Object.keys(MIGRATIONS)).toEqual([]);
  });

  it('migrates a v0 record step by step and validates the result, keeping unknown fields', () => {
    const out = migrateRecord(v0, V0_TO_V1);
    expect(out).toMatchObject({ ok: true, fromVersion: 0, record: { id: 'old1', schemaVersion: 1, text: 'We deploy on Tuesdays', legacyScore: 3 } });
  });

  it('reports what it cannot migrate, naming fields, never values', () => {
    expect(migrateRecord(v0)).toEqual({ ok: false, reason: 'no migration from schema version 0 to 1', fromVersion: 0, id: 'old1' });
    expect(migrateRecord({ ...record('x', 'secret text'), schemaVersion: 3 })).toMatchObject({
      ok: false,
      fromVersion: 3,
      reason: expect.stringMatching(/newer than this Cairn/),
    });
    const bad = migrateRecord({ ...record('y', 'secret text'), salience: 7, text: 42 });
    expect(bad).toMatchObject({ ok: false, id: 'y' });
    expect(!bad.ok && bad.reason).toMatch(/fields: .*salience/);
    expect(JSON.stringify(bad)).not.toContain('secret text');
    expect(migrateRecord({ schemaVersion: 0.5 })).toMatchObject({ ok: false, reason: 'schemaVersion is not a whole number' });
    expect(migrateRecord({ ...v0 }, { 0: () => ({ broken: true }) })).toMatchObject({
      ok: false,
      reason: 'migration from schema version 0 did not produce version 1',
    });
    expect(
      migrateRecord(
        { ...v0 },
        {
          0: () => {
            throw new Error('nope');
          },
        },
      ),
    ).toMatchObject({ ok: false, reason: 'migration from schema version 0 failed: nope' });
  });

  it('the store reads old records through the table, and keeps and reports those it cannot', async () => {
    sb = await sandbox();
    const store = await sb.open();
    await put(store, record('cur', 'a current record'));
    await store.close();
    await appendFile(
      join(sb.home, 'projects', projectKey(sb.project), 'events.jsonl'),
      encodeFrame(3, JSON.stringify({ t: 'tx', ops: [{ op: 'put', record: v0 }] })),
    );

    const without = await sb.open({ readOnly: true });
    expect(await without.get('old1')).toBeUndefined();
    expect((await without.stats()).unreadable).toEqual([{ key: 'old1', reason: 'no migration from schema version 0 to 1', line: 3 }]);
    await without.close();

    const withTable = await sb.open({ migrations: V0_TO_V1 });
    expect(await withTable.get('old1')).toMatchObject({ schemaVersion: 1, text: 'We deploy on Tuesdays' });
    expect((await withTable.stats()).schemaVersions).toEqual({ '0': 1, '1': 1 });
    // Compaction rewrites it in the current version.
    await withTable.compact();
    await withTable.close();
    const after = await sb.open();
    expect(await after.get('old1')).toMatchObject({ schemaVersion: 1 });
    expect((await after.stats()).schemaVersions).toEqual({ '1': 2 });
    await after.close();
  });

  it('writers cannot store an invalid record', async () => {
    sb = await sandbox();
    const store = await sb.open();
    await expect(store.transact(async (tx) => tx.put({ ...record('z', 'x'), salience: 2 }))).rejects.toMatchObject({ code: 'INTERNAL' });
    expect(await store.list()).toEqual([]);
    await store.close();
  });
});
