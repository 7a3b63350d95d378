import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newSessionRecord, type Observation } from '@cairn/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openObservationStore } from '../src/observationStore.js';

/**
 * Attack h59 A4 (MEDIUM: a forgeable input raises trust web → agent). The observation cap keeps
 * the newest `cap` observations of the project (observationStore `prune`, run at each SessionEnd),
 * whatever their origin. So tool calls an agent can forge — PostToolUse events piped into
 * `cairn hook` by hand in an unprotected home, each a harmless `echo` — push out the one WebFetch
 * observation that lowers a web page's text, and the page's order is then stored as `agent`.
 * DESIGN.md §10: anything an agent could forge only ever lowers an origin.
 * End to end (home config `{"observationCap":100}`, the lowest the config takes; the default
 * 100,000 needs that many forged calls): WebFetch of a page in session w1; 260 forged Bash
 * PostToolUse events in session f1; SessionEnd f1 (stderr: "removed 165 observations … older than
 * 2026-11-23", though none was older: the wording blames age for the cap); then
 * `cairn memorize` of the page's sentence with its URL → origin `agent`, no clamp (before the
 * flood: `web`, "attested by an observation of WebFetch …").
 * Fixed in session 60: the cap removes in core's `capEvictions` order (tool output before page,
 * third-party and opaque reads; oldest first within a class), and every session it removed an
 * observation of inside the window counts a gap (core's `withCapGap`: its agent writes, and writes
 * naming no protected session, are stored as `tool` while it stays in the window), so no order an
 * agent can steer — a flood of forged `web` reads included — raises an origin; the cap still bounds
 * the file when every observation is untrusted. The prune's line names which step removed what.
 */
const KEY = 'abcdef012345';
let home: string;
beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'cairn-attack59-cap-'));
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

const T0 = Date.parse('2026-12-07T10:00:00.000Z');
const at = (seconds: number): string => new Date(T0 + seconds * 1000).toISOString();
const obs = (id: string, session: string, seconds: number, origin: 'web' | 'tool', tool: string): Observation => ({
  v: 1,
  id,
  session,
  at: at(seconds),
  event: 'tool',
  origin,
  tool,
  shingles: [origin === 'web' ? 'aaaaaaaaaaaa' : 'bbbbbbbbbbbb'],
  tokens: [origin === 'web' ? 'url:aaaaaaaaaaaa' : 'cmd:bbbbbbbbbbbb'],
  length: 10,
  truncated: false,
});

async function flooded(forged: number, cap: number) {
  const store = openObservationStore({ home, projectKey: KEY });
  for (const id of ['w1', 'f1'])
    await store.updateSession(id, () => ({ ...newSessionRecord({ id, host: 'claude-code', startedAt: at(0), reasons: [] }), updatedAt: at(0) }));
  await store.append([obs('obs_web', 'w1', 1, 'web', 'WebFetch')]);
  await store.append(Array.from({ length: forged }, (_, i) => obs(`obs_f${i}`, 'f1', 2 + i, 'tool', 'Bash')));
  await store.prune({ now: new Date(T0 + 3_600_000), maxAgeDays: 14, cap });
  return (await store.list()).map((o) => o.id);
}

describe('attack h59 A4: forged tool calls evict the web observation that lowers a page’s text', () => {
  it('control: under the cap, the web observation is kept', async () => {
    expect(await flooded(99, 100)).toContain('obs_web');
  });

  it('past the cap, forged `tool` echoes do not push the web observation out', async () => {
    expect(await flooded(100, 100)).toContain('obs_web');
  });

  it('the flooding session counts a gap for what the cap took from it; the page’s session none', async () => {
    const kept = await flooded(150, 100);
    expect(kept).toHaveLength(100);
    expect(kept).toContain('obs_web');
    // The 51 oldest echoes went (obs_f0 … obs_f50).
    expect(kept).not.toContain('obs_f50');
    expect(kept).toContain('obs_f51');
    const store = openObservationStore({ home, projectKey: KEY });
    expect((await store.getSession('f1'))?.gaps).toEqual([
      `observation cap removed 51 observations of this session inside the retention window (observationCap 100), the newest at ${at(52)}`,
    ]);
    expect((await store.getSession('w1'))?.gaps).toEqual([]);
  });

  it('forged page reads (every observation untrusted) push the real one out, and its session counts the gap; the file stays bounded', async () => {
    const store = openObservationStore({ home, projectKey: KEY });
    for (const id of ['w1', 'f1'])
      await store.updateSession(id, () => ({ ...newSessionRecord({ id, host: 'claude-code', startedAt: at(0), reasons: [] }), updatedAt: at(0) }));
    await store.append([obs('obs_web', 'w1', 1, 'web', 'WebFetch')]);
    for (let round = 0; round < 3; round++) {
      await store.append(Array.from({ length: 100 }, (_, i) => obs(`obs_f${round}_${i}`, 'f1', 2 + round * 100 + i, 'web', 'WebFetch')));
      const report = await store.prune({ now: new Date(T0 + 3_600_000), maxAgeDays: 14, cap: 100 });
      expect(report.capped).toBe(round === 0 ? 1 : 100);
      expect((await store.stats()).observations).toBe(100);
    }
    expect((await store.list()).map((o) => o.id)).not.toContain('obs_web');
    const w1 = await store.getSession('w1');
    expect(w1?.gaps).toEqual([
      `observation cap removed 1 observation of this session inside the retention window (observationCap 100), the newest at ${at(1)}`,
    ]);
    // The record now lasts as long as the page read would have attested.
    expect(w1?.updatedAt).toBe(at(1));
    expect((await store.getSession('f1'))?.gaps).toEqual([
      `observation cap removed 200 observations of this session inside the retention window (observationCap 100), the newest at ${at(201)}`,
    ]);
  });

  it('a session record not updated within the window stays while the cap took observations of it inside the window', async () => {
    const store = openObservationStore({ home, projectKey: KEY });
    const old = new Date(T0 - 20 * 86_400_000).toISOString();
    await store.updateSession('w1', () => newSessionRecord({ id: 'w1', host: 'claude-code', startedAt: old, reasons: [] }));
    await store.append([obs('obs_web', 'w1', 1, 'tool', 'Bash'), obs('obs_web2', 'w1', 2, 'web', 'WebFetch')]);
    const report = await store.prune({ now: new Date(T0 + 3_600_000), maxAgeDays: 14, cap: 1 });
    expect(report).toMatchObject({ observations: 1, capped: 1, cappedSessions: 1, sessions: 0 });
    expect((await store.getSession('w1'))?.updatedAt).toBe(at(1));
    expect((await store.list()).map((o) => o.id)).toEqual(['obs_web2']);
  });
});
