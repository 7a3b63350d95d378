import { describe, expect, it } from 'vitest';
import { bySession, SESSION_CAP_GAP_PREFIX, SESSION_CAP_RECORD, sessionCapEvictions, sessionCapGap, withSessionCapGap } from '../../src/observe/capEviction.js';
import { newSessionRecord, SessionRecordSchema } from '../../src/observe/observation.js';
import { windowLowerings } from '../../src/observe/windowLowerings.js';
import { SESSION_CAP } from '../../src/policy/policy.js';

/**
 * h61: forged hook events naming new session ids grew session records without bound. The session
 * cap removes the least recently updated records beyond it; the stand-in record keeps a gap open for
 * as long as they would have lowered, so pushing records out never raises an origin.
 */
const T = (h: number): string => `2026-12-07T${String(h).padStart(2, '0')}:00:00.000Z`;
const rec = (id: string, updatedAt: string) => ({ id, updatedAt });

describe('SESSION_CAP', () => {
  it('is 2,000 (policy table: about 140 host sessions a day over the 14-day window)', () => {
    expect(SESSION_CAP).toBe(2_000);
  });
});

describe('bySession', () => {
  it('groups by session in first-seen order, each group in the order given', () => {
    const items = [
      { session: 'b', n: 1 },
      { session: 'a', n: 2 },
      { session: 'b', n: 3 },
    ];
    expect([...bySession(items)]).toEqual([
      ['b', [items[0], items[2]]],
      ['a', [items[1]]],
    ]);
    expect(bySession([]).size).toBe(0);
  });
});

describe('sessionCapEvictions', () => {
  it('nothing at or under the cap; the stand-in is not counted', () => {
    const list = [rec('a', T(1)), rec('b', T(2))];
    expect(sessionCapEvictions(list, 2)).toEqual([]);
    expect(sessionCapEvictions(list, 3)).toEqual([]);
    expect(sessionCapEvictions([...list, rec(SESSION_CAP_RECORD, T(0))], 2)).toEqual([]);
    expect(sessionCapEvictions([], 0)).toEqual([]);
  });

  it('the least recently updated first, then by id, whatever the order given; never the stand-in', () => {
    const list = [rec('c', T(3)), rec(SESSION_CAP_RECORD, T(0)), rec('b', T(1)), rec('a', T(1)), rec('d', T(4))];
    expect(sessionCapEvictions(list, 2).map((r) => r.id)).toEqual(['a', 'b']);
    expect(sessionCapEvictions([...list].reverse(), 2).map((r) => r.id)).toEqual(['a', 'b']);
    expect(sessionCapEvictions(list, 3).map((r) => r.id)).toEqual(['a']);
    expect(sessionCapEvictions(list, 1).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    // The newest by id among equal times is kept.
    expect(sessionCapEvictions([rec('y', T(1)), rec('x', T(1))], 1).map((r) => r.id)).toEqual(['x']);
  });

  it('a fraction is floored; a negative or NaN cap keeps none; the list given is not reordered', () => {
    const list = [rec('b', T(2)), rec('a', T(1))];
    expect(sessionCapEvictions(list, 1.9).map((r) => r.id)).toEqual(['a']);
    expect(sessionCapEvictions(list, -1).map((r) => r.id)).toEqual(['a', 'b']);
    expect(sessionCapEvictions(list, Number.NaN).map((r) => r.id)).toEqual(['a', 'b']);
    expect(sessionCapEvictions(list, 0).map((r) => r.id)).toEqual(['a', 'b']);
    expect(list.map((r) => r.id)).toEqual(['b', 'a']);
  });
});

describe('withSessionCapGap', () => {
  it('a fresh stand-in: unprotected, started at the oldest removed, one gap naming the count, the cap and the newest', () => {
    const r = withSessionCapGap(undefined, [rec('b', T(5)), rec('a', T(3))], 7, T(9));
    expect(r).toMatchObject({ id: SESSION_CAP_RECORD, host: 'unknown', startedAt: T(3), updatedAt: T(5), protected: false, startedBy: 'session-cap' });
    expect(r.gaps).toEqual([`session cap removed 2 session records (sessionCap 7), the newest updated at ${T(5)}`]);
    expect(r.reasons).toEqual(['stands for host session records the session cap removed']);
    expect(SessionRecordSchema.parse(r)).toEqual(r);
    expect(withSessionCapGap(undefined, [rec('a', T(3))], 7, T(9)).gaps).toEqual([
      `session cap removed 1 session record (sessionCap 7), the newest updated at ${T(3)}`,
    ]);
  });

  it('adds to an earlier gap (count and the later newest), keeps other gaps, never moves updatedAt back', () => {
    const first = withSessionCapGap(undefined, [rec('a', T(6))], 7, T(9));
    const other = { ...first, gaps: ['a gap a forged event added', ...first.gaps], updatedAt: T(8) };
    const next = withSessionCapGap(other, [rec('b', T(4)), rec('c', T(2))], 7, T(9));
    expect(next.gaps).toEqual(['a gap a forged event added', `session cap removed 3 session records (sessionCap 7), the newest updated at ${T(6)}`]);
    expect(next.updatedAt).toBe(T(8));
    const later = withSessionCapGap(first, [rec('d', T(7))], 7, T(9));
    expect(later.gaps).toEqual([`session cap removed 2 session records (sessionCap 7), the newest updated at ${T(7)}`]);
    expect(later.updatedAt).toBe(T(7));
  });

  it('a time after the clock counts as the clock; a stand-in a forged event marked protected is not', () => {
    const r = withSessionCapGap(undefined, [rec('a', '2027-01-01T00:00:00.000Z')], 7, T(9));
    expect(r.updatedAt).toBe(T(9));
    const forged = { ...newSessionRecord({ id: SESSION_CAP_RECORD, host: 'claude-code', startedAt: T(1), reasons: [] }), protected: true };
    expect(withSessionCapGap(forged, [rec('a', T(2))], 7, T(9)).protected).toBe(false);
  });

  it('a stand-in holding the most gaps keeps them (it is lowered already); the gap is at most 200 characters', () => {
    const full = {
      ...newSessionRecord({ id: SESSION_CAP_RECORD, host: 'unknown', startedAt: T(1), reasons: [] }),
      gaps: Array.from({ length: 10_000 }, (_, i) => `g${i}`),
    };
    expect(withSessionCapGap(full, [rec('a', T(2))], 7, T(9)).gaps).toEqual(full.gaps);
    expect(sessionCapGap(1, 1e300, 'x'.repeat(300)).length).toBe(200);
    expect(sessionCapGap(2, 3, T(1)).startsWith(SESSION_CAP_GAP_PREFIX)).toBe(true);
  });

  it('what it means for attestation: the stand-in is an open gap of the window while a removed record would have been (windowLowerings)', () => {
    const stand = withSessionCapGap(undefined, [rec('a', T(5))], 7, T(9));
    expect(windowLowerings([stand], [], T(4)).openGap).toEqual({ session: SESSION_CAP_RECORD, gaps: 1, gap: stand.gaps[0] });
    expect(windowLowerings([stand], [], T(6)).openGap).toBeUndefined();
  });
});
