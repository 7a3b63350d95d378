import { describe, expect, it } from 'vitest';
import { newSessionRecord, type Observation, type ObservationStore, type SessionRecord } from '../observe/observation.js';
import { pruneCutoff } from '../observe/pruneCutoff.js';
import { SESSION_CAP_RECORD } from '../observe/capEviction.js';

/** Creates a fresh, empty observation store for one test; `cleanup` runs after it. */
export type ObservationStoreFactory = () => Promise<{ store: ObservationStore; cleanup?: () => Promise<void> }>;

let n = 0;
/** A tool observation of `session` at `at` (ids unique in the process), with `extra` over it. */
export function sampleObservation(session: string, at: string, extra: Partial<Observation> = {}): Observation {
  return {
    v: 1,
    id: `obs_c${(++n).toString(16).padStart(8, '0')}`,
    session,
    at,
    event: 'tool',
    origin: 'tool',
    tool: 'Bash',
    shingles: ['0123456789ab'],
    tokens: ['url:0123456789ab'],
    length: 10,
    truncated: false,
    ...extra,
  };
}

/** A session record of `id`, last updated at `updatedAt`. */
function sampleSession(id: string, updatedAt: string, extra: Partial<SessionRecord> = {}): SessionRecord {
  return { ...newSessionRecord({ id, host: 'claude-code', startedAt: updatedAt, reasons: ['not protected'] }), ...extra };
}

/**
 * The observation store's conformance suite (the host-hooks issue: "storing observations belongs
 * to the store, behind the store interface, so every store backend gets it"): every
 * {@link ObservationStore} — core's in-memory one, store-fs's files, store-pg's tables — must pass
 * it. It checks what the hooks and readers rely on: append and list (order, filters, all fields
 * kept), session records (read-modify-write, `undefined` leaves a record as it is, most recently
 * updated first), prune (age from the earlier of the clock and the newest observation, the cap,
 * stale session records), remove, pause, stats and wipe.
 */
export function runObservationStoreContract(name: string, factory: ObservationStoreFactory): void {
  describe(`ObservationStore contract: ${name}`, () => {
    const withStore = async (body: (store: ObservationStore) => Promise<void>): Promise<void> => {
      const { store, cleanup } = await factory();
      try {
        await body(store);
      } finally {
        await store.close();
        await cleanup?.();
      }
    };

    it('appends and lists oldest first, filtered by session and time, every field kept', () =>
      withStore(async (store) => {
        const a = sampleObservation('s1', '2026-12-01T10:00:00.000Z', { ref: 'src/a.ts', blob: 'ab'.repeat(20), tracked: true });
        const b = sampleObservation('s2', '2026-12-01T11:00:00.000Z', { event: 'prompt', origin: 'external', untyped: true });
        const c = sampleObservation('s1', '2026-12-01T12:00:00.000Z', { opaque: 'image', failed: true });
        await store.append([a, b]);
        await store.append([c]);
        await store.append([]);
        expect(await store.list()).toEqual([a, b, c]);
        expect(await store.list({ session: 's1' })).toEqual([a, c]);
        expect(await store.list({ since: '2026-12-01T11:00:00.000Z' })).toEqual([b, c]);
        expect(await store.list({ session: 's1', since: '2026-12-01T11:00:00.000Z' })).toEqual([c]);
        expect(await store.list({ session: 'none' })).toEqual([]);
        expect(await store.unreadable({ session: 's1' })).toEqual([]);
      }));

    it('session records: read, change and write; undefined leaves the record; most recently updated first', () =>
      withStore(async (store) => {
        expect(await store.getSession('s1')).toBeUndefined();
        expect(await store.updateSession('s1', () => undefined)).toBeUndefined();
        expect(await store.getSession('s1')).toBeUndefined();
        const first = sampleSession('s1', '2026-12-01T10:00:00.000Z');
        expect(await store.updateSession('s1', (r) => r ?? first)).toEqual(first);
        await store.updateSession('s2', () => sampleSession('s2', '2026-12-01T11:00:00.000Z'));
        const changed = await store.updateSession('s1', (r) =>
          r ? { ...r, updatedAt: '2026-12-01T12:00:00.000Z', gaps: ['call_1'], journal: { id: 'mem_1', finished: false } } : undefined,
        );
        expect(changed).toMatchObject({ id: 's1', gaps: ['call_1'], journal: { id: 'mem_1', finished: false } });
        expect(await store.getSession('s1')).toEqual(changed);
        // A change that returns undefined leaves it as it is, and says what it is.
        expect(await store.updateSession('s1', () => undefined)).toEqual(changed);
        expect((await store.listSessions()).map((r) => r.id)).toEqual(['s1', 's2']);
        // What a caller does to a record it was given changes nothing stored.
        const got = (await store.getSession('s2')) as SessionRecord;
        got.gaps.push('mutated');
        expect((await store.getSession('s2'))?.gaps).toEqual([]);
      }));

    it('session records of concurrent updates: each change is applied to the one before (none lost)', () =>
      withStore(async (store) => {
        await store.updateSession('s1', () => sampleSession('s1', '2026-12-01T10:00:00.000Z'));
        await Promise.all(Array.from({ length: 8 }, (_, i) => store.updateSession('s1', (r) => (r ? { ...r, gaps: [...r.gaps, `call_${i}`] } : undefined))));
        expect((await store.getSession('s1'))?.gaps.sort()).toEqual(Array.from({ length: 8 }, (_, i) => `call_${i}`).sort());
      }));

    it('prunes by age (from the earlier of the clock and the newest observation), by cap, and stale session records', () =>
      withStore(async (store) => {
        const old = sampleObservation('s2', '2026-11-01T10:00:00.000Z');
        const mid = sampleObservation('s1', '2026-11-28T10:00:00.000Z');
        const recent = sampleObservation('s2', '2026-12-01T10:00:00.000Z');
        const newest = sampleObservation('s2', '2026-12-01T11:00:00.000Z');
        await store.append([old, mid, recent, newest]);
        await store.updateSession('s1', () => sampleSession('s1', '2026-11-28T10:00:00.000Z'));
        await store.updateSession('s2', () => sampleSession('s2', '2026-12-01T11:00:00.000Z'));
        // Not updated within the window (a store may drop its observations with it: it has none).
        await store.updateSession('s0', () => sampleSession('s0', '2026-11-01T10:00:00.000Z'));
        const report = await store.prune({ now: new Date('2026-12-02T00:00:00.000Z'), maxAgeDays: 14, cap: 100 });
        expect(report).toMatchObject({ observations: 1, sessions: 1 });
        expect(report.cutoff).toBe(pruneCutoff(new Date('2026-12-02T00:00:00.000Z'), newest.at, 14).cutoff);
        expect(await store.list()).toEqual([mid, recent, newest]);
        expect((await store.listSessions()).map((r) => r.id)).toEqual(['s2', 's1']);
        // The cap keeps the newest.
        expect((await store.prune({ now: new Date('2026-12-02T00:00:00.000Z'), maxAgeDays: 14, cap: 2 })).observations).toBe(1);
        expect(await store.list()).toEqual([recent, newest]);
        // A clock far ahead measures the window from the newest observation: nothing younger goes.
        const ahead = await store.prune({ now: new Date('2027-06-01T00:00:00.000Z'), maxAgeDays: 14, cap: 100 });
        expect(ahead.observations).toBe(0);
        expect(ahead.clockAhead).toEqual(expect.any(Number));
        expect(await store.list()).toEqual([recent, newest]);
      }));

    it('the cap removes tool output before a page read of the same window, and each session it took from counts a gap (attack h59 A4)', () =>
      withStore(async (store) => {
        const web = sampleObservation('w1', '2026-12-01T09:00:00.000Z', { origin: 'web', tool: 'WebFetch' });
        const echoes = [1, 2, 3].map((i) => sampleObservation('f1', `2026-12-01T1${i}:00:00.000Z`));
        await store.append([web, ...echoes]);
        await store.updateSession('w1', () => sampleSession('w1', '2026-12-01T09:00:00.000Z'));
        await store.updateSession('f1', () => sampleSession('f1', '2026-12-01T10:00:00.000Z'));
        const report = await store.prune({ now: new Date('2026-12-02T00:00:00.000Z'), maxAgeDays: 14, cap: 2 });
        expect(report).toMatchObject({ observations: 2, capped: 2, cappedSessions: 1, sessions: 0 });
        // The page read stays though it is the oldest; the oldest echoes went.
        expect(await store.list()).toEqual([web, echoes[2]]);
        const f1 = await store.getSession('f1');
        expect(f1?.gaps).toEqual([
          'observation cap removed 2 observations of this session inside the retention window (observationCap 2), the newest at 2026-12-01T12:00:00.000Z',
        ]);
        // Kept in the window at least as long as what went would have attested.
        expect(f1?.updatedAt).toBe('2026-12-01T12:00:00.000Z');
        expect((await store.getSession('w1'))?.gaps).toEqual([]);
        // Every observation untrusted: the cap still bounds them, the oldest page read goes, and its session counts the gap.
        const more = [4, 5].map((i) => sampleObservation('f2', `2026-12-01T1${i}:00:00.000Z`, { origin: 'web', tool: 'WebFetch' }));
        await store.append(more);
        const again = await store.prune({ now: new Date('2026-12-02T00:00:00.000Z'), maxAgeDays: 14, cap: 2 });
        expect(again).toMatchObject({ observations: 2, capped: 2, cappedSessions: 2 });
        expect(await store.list()).toEqual(more);
        expect((await store.getSession('w1'))?.gaps).toEqual([
          'observation cap removed 1 observation of this session inside the retention window (observationCap 2), the newest at 2026-12-01T09:00:00.000Z',
        ]);
        // A second removal from f1 adds to its one cap gap.
        expect((await store.getSession('f1'))?.gaps).toEqual([
          'observation cap removed 3 observations of this session inside the retention window (observationCap 2), the newest at 2026-12-01T13:00:00.000Z',
        ]);
        // A session with no record gets one, unprotected, saying why.
        await store.append([
          sampleObservation('nr', '2026-12-01T08:00:00.000Z', { origin: 'external' }),
          sampleObservation('x', '2026-12-01T17:00:00.000Z', { origin: 'external' }),
        ]);
        await store.updateSession('x', () => sampleSession('x', '2026-12-01T17:00:00.000Z'));
        await store.prune({ now: new Date('2026-12-02T00:00:00.000Z'), maxAgeDays: 14, cap: 3 });
        const nr = await store.getSession('nr');
        expect(nr).toMatchObject({ id: 'nr', protected: false, startedBy: 'observation-cap', updatedAt: '2026-12-01T08:00:00.000Z' });
        expect(nr?.gaps).toHaveLength(1);
      }));

    it('the session cap removes the least recently updated records beyond it, the stand-in counting their gap; their observations stay (h61)', () =>
      withStore(async (store) => {
        const now = new Date('2026-12-02T00:00:00.000Z');
        const ids = ['s1', 's2', 's3', 's4', 's5'];
        for (const [i, id] of ids.entries()) await store.updateSession(id, () => sampleSession(id, `2026-12-01T1${i}:00:00.000Z`));
        const kept = sampleObservation('s1', '2026-12-01T10:30:00.000Z', { origin: 'web', tool: 'WebFetch' });
        await store.append([kept]);
        // Under the cap: nothing goes, no stand-in.
        expect((await store.prune({ now, maxAgeDays: 14, cap: 100, sessionCap: 5 })).sessionsCapped ?? 0).toBe(0);
        expect(await store.getSession(SESSION_CAP_RECORD)).toBeUndefined();
        const report = await store.prune({ now, maxAgeDays: 14, cap: 100, sessionCap: 3 });
        expect(report).toMatchObject({ sessionsCapped: 2, sessions: 0, observations: 0 });
        expect((await store.listSessions()).map((r) => r.id)).toEqual(['s5', 's4', 's3', SESSION_CAP_RECORD]);
        const stand = await store.getSession(SESSION_CAP_RECORD);
        expect(stand).toMatchObject({ protected: false, startedBy: 'session-cap', updatedAt: '2026-12-01T11:00:00.000Z' });
        expect(stand?.gaps).toEqual(['session cap removed 2 session records (sessionCap 3), the newest updated at 2026-12-01T11:00:00.000Z']);
        // The removed session's observations stay: they still lower.
        expect(await store.list()).toEqual([kept]);
        // A later flood adds to the one gap; the stand-in itself is never counted nor removed by the cap.
        await store.updateSession('s6', () => sampleSession('s6', '2026-12-01T16:00:00.000Z'));
        await store.updateSession('s7', () => sampleSession('s7', '2026-12-01T17:00:00.000Z'));
        expect((await store.prune({ now, maxAgeDays: 14, cap: 100, sessionCap: 3 })).sessionsCapped).toBe(2);
        expect((await store.listSessions()).map((r) => r.id)).toEqual(['s7', 's6', 's5', SESSION_CAP_RECORD]);
        expect((await store.getSession(SESSION_CAP_RECORD))?.updatedAt).toBe('2026-12-01T13:00:00.000Z');
        expect((await store.getSession(SESSION_CAP_RECORD))?.gaps).toEqual([
          'session cap removed 4 session records (sessionCap 3), the newest updated at 2026-12-01T13:00:00.000Z',
        ]);
        // It goes with the window like any record.
        await store.append([sampleObservation('s8', '2026-12-16T00:00:00.000Z')]);
        const later = await store.prune({ now: new Date('2026-12-16T00:00:00.000Z'), maxAgeDays: 14, cap: 100, sessionCap: 3 });
        expect(later).toMatchObject({ sessions: 4 });
        expect(await store.getSession(SESSION_CAP_RECORD)).toBeUndefined();
      }));

    it('removes what a match selects; pause state; stats; wipe removes everything of the project', () =>
      withStore(async (store) => {
        const a = sampleObservation('s1', '2026-12-01T10:00:00.000Z', { ref: 'notes/secret.md' });
        const b = sampleObservation('s1', '2026-12-01T11:00:00.000Z');
        await store.append([a, b]);
        await store.updateSession('s1', () => sampleSession('s1', '2026-12-01T11:00:00.000Z'));
        expect(await store.remove((o) => o.ref === 'notes/secret.md')).toBe(1);
        expect(await store.remove(() => false)).toBe(0);
        expect(await store.list()).toEqual([b]);
        expect(await store.pauseState()).toEqual({ paused: false });
        await store.setPause({ paused: true, at: '2026-12-01T12:00:00.000Z', signer: 'ed25519:abc' });
        expect(await store.pauseState()).toEqual({ paused: true, at: '2026-12-01T12:00:00.000Z', signer: 'ed25519:abc' });
        const stats = await store.stats();
        expect(stats).toMatchObject({ observations: 1, sessions: 1, oldest: b.at });
        expect(stats.bytes).toBeGreaterThanOrEqual(0);
        await store.wipe();
        expect(await store.list()).toEqual([]);
        expect(await store.listSessions()).toEqual([]);
        expect(await store.pauseState()).toEqual({ paused: false });
        expect(await store.stats()).toMatchObject({ observations: 0, sessions: 0 });
      }));
  });
}
