import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInMemoryStore, memorize, newSessionRecord, type Observation, SESSION_CAP_RECORD, type WriteContext } from '@cairn/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openObservationStore } from '../src/observationStore.js';
import { startWorker } from './childProcess.js';

/**
 * Attack h59 A4's order under a kill (h61): the prune writes each capped session's gap before it
 * removes any observation, and the session cap's stand-in before it removes any record. A real child
 * process (test/fixtures/worker.ts, prune mode) is SIGKILLed between the two steps — at the first
 * change to an observation log or the first record removed (an fs hook), and at the named crash
 * points — and the store it leaves still lowers the session's agent writes: there is no moment when
 * the observations are gone and the gap is not recorded.
 */
const KEY = 'abcdef012345';
let home: string;
beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'cairn-obs-kill-'));
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

const T0 = Date.parse('2026-12-07T10:00:00.000Z');
const at = (seconds: number): string => new Date(T0 + seconds * 1000).toISOString();
const NOW = new Date(T0 + 3_600_000).toISOString();
const obs = (id: string, session: string, seconds: number): Observation => ({
  v: 1,
  id,
  session,
  at: at(seconds),
  event: 'tool',
  origin: 'web',
  tool: 'WebFetch',
  shingles: ['aaaaaaaaaaaa'],
  tokens: ['url:aaaaaaaaaaaa'],
  length: 10,
  truncated: false,
});

/** The page read in w1, then 150 forged page reads in f1: every observation untrusted, cap 100. */
async function flood(): Promise<void> {
  const store = openObservationStore({ home, projectKey: KEY });
  for (const id of ['w1', 'f1']) await store.updateSession(id, () => newSessionRecord({ id, host: 'claude-code', startedAt: at(0), reasons: [] }));
  await store.append([obs('obs_web', 'w1', 1)]);
  await store.append(Array.from({ length: 150 }, (_, i) => obs(`obs_f${i}`, 'f1', 2 + i)));
  await store.close();
}

async function killed(prune: Record<string, unknown>): Promise<void> {
  const worker = startWorker({ home, project: home, count: 0, prefix: 'prune', observationPrune: { projectKey: KEY, now: NOW, cap: 100, ...prune } });
  const exit = await worker.exited;
  expect(exit.signal, worker.stderr.join('') + worker.lines.join('\n')).toBe('SIGKILL');
}

/** An agent write of session w1 as the MCP server would make it, with the session's gaps as the store holds them. */
async function w1Write(asProtected: boolean): Promise<string> {
  const store = openObservationStore({ home, projectKey: KEY });
  const record = await store.getSession('w1');
  await store.close();
  const context: WriteContext = {
    store: createInMemoryStore({ key: KEY, path: '/work/project' }),
    channel: 'mcp',
    now: () => new Date(NOW),
    newId: () => 'mem_0001',
    digest: (t) => createHash('sha256').update(t).digest('hex'),
    session: 'w1',
    hostSession: { id: 'w1', protected: asProtected, gaps: record?.gaps.length ?? 0, ...(record?.gaps[0] !== undefined ? { gap: record.gaps[0] } : {}) },
  };
  return (await memorize({ text: 'Release branches are cut from main every second Tuesday.', origin: 'agent' }, context)).record.origin;
}

describe('A4 eviction order under SIGKILL (h61)', () => {
  it('killed at the first change to an observation log: every observation still there, the gaps already recorded; w1 writes as tool', async () => {
    await flood();
    await killed({ killAt: 'log' });
    const store = openObservationStore({ home, projectKey: KEY });
    expect((await store.list()).map((o) => o.id)).toContain('obs_web');
    expect((await store.stats()).observations).toBe(151);
    expect((await store.getSession('w1'))?.gaps).toEqual([
      `observation cap removed 1 observation of this session inside the retention window (observationCap 100), the newest at ${at(1)}`,
    ]);
    expect((await store.getSession('f1'))?.gaps).toHaveLength(1);
    await store.close();
    // Even a protected session's own write is lowered by its gap.
    expect(await w1Write(true)).toBe('tool');
    // The next prune finishes the job: the page read goes, the gap stays (counted again: only more lowering).
    const again = openObservationStore({ home, projectKey: KEY });
    await again.prune({ now: new Date(NOW), maxAgeDays: 14, cap: 100 });
    expect((await again.list()).map((o) => o.id)).not.toContain('obs_web');
    expect((await again.getSession('w1'))?.gaps).toHaveLength(1);
    await again.close();
    expect(await w1Write(false)).toBe('tool');
  });

  it('killed at the named point after the cap gaps: the same', async () => {
    await flood();
    await killed({ crashAt: 'prune-after-cap-gap' });
    const store = openObservationStore({ home, projectKey: KEY });
    expect((await store.stats()).observations).toBe(151);
    expect((await store.getSession('w1'))?.gaps).toHaveLength(1);
    await store.close();
    expect(await w1Write(true)).toBe('tool');
  });

  it('the session cap killed at the first record removed: the stand-in’s gap is already recorded, every record still there', async () => {
    const store = openObservationStore({ home, projectKey: KEY });
    for (let i = 0; i < 6; i++) await store.updateSession(`s${i}`, () => newSessionRecord({ id: `s${i}`, host: 'claude-code', startedAt: at(i), reasons: [] }));
    await store.close();
    for (const prune of [{ killAt: 'record' }, { crashAt: 'prune-after-session-cap-gap' }]) {
      await killed({ sessionCap: 3, ...prune });
      const after = openObservationStore({ home, projectKey: KEY });
      expect((await after.listSessions()).map((r) => r.id).sort()).toEqual(['s0', 's1', 's2', 's3', 's4', 's5', SESSION_CAP_RECORD].sort());
      expect((await after.getSession(SESSION_CAP_RECORD))?.gaps[0]).toMatch(/^session cap removed \d+ session records \(sessionCap 3\)/u);
      await after.close();
    }
  });
});
