import { appendFile, readdir, readFile, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { SessionRecord } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { createFsio } from '../src/fsio.js';
import { observationDir, openObservationStore } from '../src/observationStore.js';
import { sampleObservation, sampleSessionRecord, useTempHome } from './observationFixture.js';

const KEY = 'abcdef012345';
let home: string;
useTempHome('cairn-obs-', (h) => {
  home = h;
});
const obs = sampleObservation;
const record = (id: string, at: string): SessionRecord => sampleSessionRecord(id, at);

describe('the file observation store (DESIGN.md §12: observations stay in the home)', () => {
  it('appends per session, lists, and keeps folders 0700 and files 0600', async () => {
    const store = openObservationStore({ home, projectKey: KEY });
    await store.append([obs('s1', '2026-12-01T10:00:00.000Z'), obs('s2', '2026-12-01T10:00:01.000Z')]);
    await store.append([obs('s1', '2026-12-01T10:00:02.000Z')]);
    expect((await store.list({ session: 's1' })).map((o) => o.at)).toEqual(['2026-12-01T10:00:00.000Z', '2026-12-01T10:00:02.000Z']);
    expect(await store.list()).toHaveLength(3);
    const dir = observationDir(home, KEY);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    for (const name of await readdir(join(dir, 's'))) expect((await stat(join(dir, 's', name))).mode & 0o777).toBe(0o600);
    await store.close();
  });

  it('updates session records under the lock: concurrent hooks of one session lose nothing', async () => {
    const a = openObservationStore({ home, projectKey: KEY });
    const b = openObservationStore({ home, projectKey: KEY });
    await a.updateSession('s1', () => record('s1', '2026-12-01T10:00:00.000Z'));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).updateSession('s1', (r) =>
          r ? { ...r, gaps: [...r.gaps, `call_${i}`], updatedAt: `2026-12-01T10:00:${String(i).padStart(2, '0')}.000Z` } : undefined,
        ),
      ),
    );
    expect((await a.getSession('s1'))?.gaps.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `call_${i}`).sort());
    await a.close();
    await b.close();
  });

  it('prunes by age and by cap, and drops old session records with their logs', async () => {
    const store = openObservationStore({ home, projectKey: KEY });
    await store.updateSession('old', () => record('old', '2026-11-01T00:00:00.000Z'));
    await store.append([
      obs('old', '2026-11-01T00:00:00.000Z'),
      obs('new', '2026-12-01T00:00:00.000Z'),
      obs('new', '2026-12-01T00:00:01.000Z'),
      obs('new', '2026-12-01T00:00:02.000Z'),
    ]);
    const removed = await store.prune({ now: new Date('2026-12-02T00:00:00.000Z'), maxAgeDays: 14, cap: 2 });
    // One by age, one by the cap (attack h59 A4: the report says which removed what).
    expect(removed).toEqual({ observations: 2, capped: 1, cappedSessions: 1, sessions: 1, cutoff: '2026-11-17T00:00:02.000Z' });
    expect((await store.list()).map((o) => o.at)).toEqual(['2026-12-01T00:00:01.000Z', '2026-12-01T00:00:02.000Z']);
    expect(await store.getSession('old')).toBeUndefined();
    // The session the cap took from had no record: it gets one, counting the gap.
    expect((await store.getSession('new'))?.gaps).toEqual([
      'observation cap removed 1 observation of this session inside the retention window (observationCap 2), the newest at 2026-12-01T00:00:00.000Z',
    ]);
    expect((await store.stats()).observations).toBe(2);
    await store.close();
  });

  it('skips a torn last line and an unreadable one with a warning, never a crash', async () => {
    const warnings: string[] = [];
    const store = openObservationStore({ home, projectKey: KEY, onWarning: (m) => warnings.push(m) });
    await store.append([obs('s1', '2026-12-01T10:00:00.000Z')]);
    await appendFile(join(observationDir(home, KEY), 's', 's1.jsonl'), '{"v":1,"id":"torn"');
    expect(await store.list({ session: 's1' })).toHaveLength(1);
    expect(warnings.join()).toContain('s1.jsonl');
    await store.close();
  });

  it('an append after a torn last line starts on a line of its own: the torn line stays and is reported unreadable; a whole one lacking only its newline reads again (h49-attack N2)', async () => {
    const store = openObservationStore({ home, projectKey: KEY, onWarning: () => undefined });
    const path = join(observationDir(home, KEY), 's', 's1.jsonl');
    await store.append([obs('s1', '2026-12-01T10:00:00.000Z')]);
    await appendFile(path, '{"v":1,"id":"torn","session":"s1","at":"2026-12-0');
    await store.append([obs('s1', '2026-12-01T10:00:02.000Z', { id: 'obs_after_tear' })]);
    expect((await store.list({ session: 's1' })).map((o) => o.id)).toContain('obs_after_tear');
    expect(await store.unreadable({ session: 's1' })).toEqual([{ session: 's1', line: 2 }]);
    expect(await store.unreadable()).toEqual([{ session: 's1', line: 2 }]);
    expect(await store.unreadable({ session: 's2' })).toEqual([]);
    // A whole observation whose newline was not written is kept, not counted as lost.
    await appendFile(path, JSON.stringify(obs('s2', '2026-12-01T10:00:03.000Z', { session: 's1', id: 'obs_no_newline' })));
    await store.append([obs('s1', '2026-12-01T10:00:04.000Z', { id: 'obs_last' })]);
    expect((await store.list({ session: 's1' })).map((o) => o.id)).toEqual([expect.any(String), 'obs_after_tear', 'obs_no_newline', 'obs_last']);
    expect(await store.unreadable({ session: 's1' })).toEqual([{ session: 's1', line: 2 }]);
    expect((await readFile(path, 'utf8')).endsWith('\n')).toBe(true);
    // A forget that rewrites the log keeps the unreadable line: the gap stays.
    expect(await store.remove((o) => o.id === 'obs_last')).toBe(1);
    expect(await store.unreadable({ session: 's1' })).toHaveLength(1);
    expect((await store.list({ session: 's1' })).map((o) => o.id)).not.toContain('obs_last');
    await store.close();
  });

  it('a prune that rewrites a log keeps its unreadable lines (each a gap); one that removes an expired session says how many went with it (issue #21 N2)', async () => {
    const warnings: string[] = [];
    const store = openObservationStore({ home, projectKey: KEY, onWarning: (m) => warnings.push(m) });
    await store.updateSession('s1', () => record('s1', '2026-12-01T00:00:00.000Z'));
    await store.updateSession('gone', () => record('gone', '2026-11-01T00:00:00.000Z'));
    await store.append([obs('s1', '2026-12-01T00:00:00.000Z'), obs('gone', '2026-11-01T00:00:00.000Z')]);
    await appendFile(join(observationDir(home, KEY), 's', 's1.jsonl'), '{"v":1,"id":"torn","session":"s1","at":"2026-12-0\n');
    await appendFile(join(observationDir(home, KEY), 's', 'gone.jsonl'), '{"v":1,"id":"torn2"\n');
    await store.append([obs('s1', '2026-12-01T00:00:01.000Z'), obs('s1', '2026-12-01T00:00:02.000Z')]);
    expect(await store.unreadable({ session: 's1' })).toHaveLength(1);
    warnings.length = 0;
    // The cap (2) removes the oldest readable observation of s1: the log is rewritten.
    expect(await store.prune({ now: new Date('2026-12-02T00:00:00.000Z'), maxAgeDays: 14, cap: 2 })).toMatchObject({ observations: 2, sessions: 1 });
    expect(await store.unreadable({ session: 's1' })).toHaveLength(1);
    expect(await store.list({ session: 's1' })).toHaveLength(2);
    expect(await store.getSession('gone')).toBeUndefined();
    expect(warnings).toContain('removed 1 unreadable observation line with session gone, last active 2026-11-01: the session is past the 14-day window');
    await store.close();
  });

  it('a log with no session record: its unreadable lines go once it keeps nothing readable and last changed before the window, said; a newer one stays (closing note 2026-12-06)', async () => {
    const warnings: string[] = [];
    const store = openObservationStore({ home, projectKey: KEY, onWarning: (m) => warnings.push(m) });
    const dir = join(observationDir(home, KEY), 's');
    await store.append([obs('orphan', '2026-11-01T00:00:00.000Z'), obs('s1', '2026-12-01T00:00:00.000Z')]);
    await appendFile(join(dir, 'orphan.jsonl'), '{"v":1,"id":"torn","session":"orphan","at":"2026-11-0\n');
    await appendFile(join(dir, 'fresh.jsonl'), '{"v":1,"id":"torn3"\n');
    const old = new Date('2026-11-01T00:00:05.000Z');
    await utimes(join(dir, 'orphan.jsonl'), old, old);
    const report = await store.prune({ now: new Date('2026-12-02T00:00:00.000Z'), maxAgeDays: 14, cap: 100 });
    expect(report).toMatchObject({ observations: 2, sessions: 0 });
    expect(await readdir(dir)).not.toContain('orphan.jsonl');
    expect(warnings).toContain(
      'removed 1 unreadable observation line of session orphan, which has no session record and last changed 2026-11-01: past the 14-day window',
    );
    // Changed inside the window (a hook appended it just now): kept, a gap as before.
    expect(await store.unreadable({ session: 'fresh' })).toHaveLength(1);
    expect(await store.list({ session: 's1' })).toHaveLength(1);
    await store.close();
  });

  it('refuses a session id that could leave its folder', async () => {
    const store = openObservationStore({ home, projectKey: KEY });
    await expect(store.getSession('../../x')).rejects.toThrow();
    await expect(store.append([obs('..', '2026-12-01T10:00:00.000Z')])).rejects.toThrow();
    await store.close();
  });

  it('a failed write (full disk) is STORE_IO and leaves no partial line', async () => {
    const store = openObservationStore({
      home,
      projectKey: KEY,
      fs: createFsio({
        hook: (c) => {
          if (c.op === 'write' && c.path.endsWith('.jsonl')) throw Object.assign(new Error('no space'), { code: 'ENOSPC', syscall: 'write', path: c.path });
        },
      }),
    });
    await expect(store.append([obs('s1', '2026-12-01T10:00:00.000Z')])).rejects.toMatchObject({ code: 'STORE_IO' });
    const bytes = await readFile(join(observationDir(home, KEY), 's', 's1.jsonl')).catch(() => Buffer.alloc(0));
    expect(bytes.length).toBe(0);
    await store.close();
  });

  it('pause state: written, read, cleared; an unreadable pause file fails closed', async () => {
    const store = openObservationStore({ home, projectKey: KEY });
    expect(await store.pauseState()).toEqual({ paused: false });
    await store.setPause({ paused: true, at: '2026-12-01T10:00:00.000Z', signer: 'terminal' });
    expect(await store.pauseState()).toEqual({ paused: true, at: '2026-12-01T10:00:00.000Z', signer: 'terminal' });
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(observationDir(home, KEY), 'pause.json'), '{not json');
    expect((await store.pauseState()).paused).toBe(true);
    await store.setPause({ paused: false });
    expect(await store.pauseState()).toEqual({ paused: false });
    await store.close();
  });

  it('wipe removes every observation, session record and pause state', async () => {
    const store = openObservationStore({ home, projectKey: KEY });
    await store.append([obs('s1', '2026-12-01T10:00:00.000Z')]);
    await store.updateSession('s1', () => record('s1', '2026-12-01T10:00:00.000Z'));
    await store.setPause({ paused: true });
    await store.wipe();
    expect(await store.stats()).toEqual({ observations: 0, sessions: 0, bytes: 0 });
    expect((await store.pauseState()).paused).toBe(false);
    await store.close();
  });
});
