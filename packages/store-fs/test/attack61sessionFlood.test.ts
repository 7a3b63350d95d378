import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInMemoryStore, memorize, newSessionRecord, SESSION_CAP_RECORD, type WriteContext, windowLowerings } from '@cairn/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { observationDir, openObservationStore } from '../src/observationStore.js';

/**
 * h61 (remainder of the host-hooks issue): session records had no cap. Every hook event naming a
 * new session id — piped into `cairn hook` by hand in an unprotected home — made a record under
 * `<home>/observations/<key>/s/`, without bound. Now a prune keeps at most `sessionCap` records
 * (policy's SESSION_CAP), the least recently updated going first, and the stand-in record keeps a
 * gap open for as long as they would have lowered: a write naming a removed session (its record is
 * gone: it names no host session the store holds) is stored as `tool`, never as `agent`.
 */
const KEY = 'abcdef012345';
let home: string;
beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'cairn-attack61-sessions-'));
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

const T0 = Date.parse('2026-12-07T10:00:00.000Z');
const at = (seconds: number): string => new Date(T0 + seconds * 1000).toISOString();
const record = (id: string, seconds: number) => ({ ...newSessionRecord({ id, host: 'claude-code', startedAt: at(seconds), reasons: ['not protected'] }) });

describe('h61: a flood of forged session ids', () => {
  it('keeps the records bounded, the oldest going first, and the real session’s writes are stored as tool', async () => {
    const store = openObservationStore({ home, projectKey: KEY });
    await store.updateSession('real', () => record('real', 0));
    for (let i = 1; i <= 40; i++) await store.updateSession(`forged-${i}`, () => record(`forged-${i}`, i));
    const report = await store.prune({ now: new Date(T0 + 3_600_000), maxAgeDays: 14, cap: 100, sessionCap: 10 });
    expect(report.sessionsCapped).toBe(31);
    // Ten host records and the stand-in, on disk too.
    const files = (await readdir(join(observationDir(home, KEY), 's'))).filter((n) => n.endsWith('.json'));
    expect(files).toHaveLength(11);
    expect(await store.getSession('real')).toBeUndefined();
    const sessions = await store.listSessions();
    expect(sessions.map((r) => r.id)).toContain(SESSION_CAP_RECORD);
    // What the write path is given (session's attestationFor): the stand-in's gap is open in the window.
    const { openGap } = windowLowerings(sessions, [], at(-86_400));
    expect(openGap?.session).toBe(SESSION_CAP_RECORD);
    // The MCP server's write naming `real` finds no record (registeredHostSession: undefined): tool.
    const context: WriteContext = {
      store: createInMemoryStore({ key: KEY, path: '/work/project' }),
      channel: 'mcp',
      now: () => new Date(T0 + 3_700_000),
      newId: () => 'mem_0001',
      digest: (t) => createHash('sha256').update(t).digest('hex'),
      attestation: { observations: [], hash: (v) => createHmac('sha256', 'k').update(v).digest('hex'), retentionDays: 14, ...(openGap ? { openGap } : {}) },
    };
    const r = await memorize({ text: 'Release branches are cut from main every second Tuesday.', origin: 'agent' }, context);
    expect(r.record.origin).toBe('tool');
    expect(r.clamped.find((c) => c.field === 'origin')?.reason).toContain(
      `recent host session ${SESSION_CAP_RECORD} has 1 tool call not observed whole (session cap removed 31 session records`,
    );
    await store.close();
  });
});
