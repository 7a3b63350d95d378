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
 * Fix direction: the cap evicts by trust too (an untrusted-origin observation outlives a `tool`
 * echo of the same age class), or a session whose lowering evidence was evicted within the window
 * counts as a gap (fail closed), or the cap is per session.
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

  it.fails('past the cap, forged `tool` echoes do not push the web observation out', async () => {
    expect(await flooded(100, 100)).toContain('obs_web');
  });
});
