import { describe, expect, it } from 'vitest';
import type { Observation, SessionRecord } from '../../src/observe/observation.js';
import { windowLowerings } from '../../src/observe/windowLowerings.js';

/**
 * Attack h58 F2: a SessionEnd the agent pipes into `cairn hook` closed a gapped session's window, so
 * what it copied from a read no hook observed was stored `agent`, not `tool`. The sessions whose gaps
 * and opaque reads lower a write naming no protected session are those active within the retention
 * window, ended or not; only the window's age ends it.
 */
const SINCE = '2026-11-23T12:00:00.000Z';
type Session = Pick<SessionRecord, 'id' | 'gaps' | 'updatedAt'> & { endedAt?: string };
const session = (id: string, gaps: string[], updatedAt: string, endedAt?: string): Session => ({
  id,
  gaps,
  updatedAt,
  ...(endedAt !== undefined ? { endedAt } : {}),
});
type Read = Pick<Observation, 'session' | 'origin' | 'opaque' | 'tool' | 'ref' | 'at'>;
const read = (s: string, origin: Observation['origin'], opaque?: Observation['opaque']): Read => ({
  session: s,
  origin,
  at: '2026-12-06T07:00:00.000Z',
  tool: 'WebFetch',
  ref: `https://${s}.example/a.png`,
  ...(opaque !== undefined ? { opaque } : {}),
});

describe('windowLowerings: gaps and opaque reads of sessions within the window, ended or not', () => {
  it('an ended session still lowers by its gap and its opaque read (a SessionEnd closes nothing)', () => {
    const ended = session('s-end', ['WebFetch toolu_1'], '2026-12-06T08:00:00.000Z', '2026-12-06T08:00:00.000Z');
    const r = windowLowerings([ended], [read('s-end', 'web', 'image')], SINCE);
    expect(r.openGap).toEqual({ session: 's-end', gaps: 1, gap: 'WebFetch toolu_1' });
    expect(r.openOpaque).toEqual({ origin: 'web', read: 'WebFetch https://s-end.example/a.png (image)', session: 's-end' });
  });

  it('the window bounds a gap: updated at its start still lowers, a millisecond before it not', () => {
    expect(windowLowerings([session('s', ['g'], SINCE)], [], SINCE).openGap?.session).toBe('s');
    expect(windowLowerings([session('s', ['g'], '2026-11-23T11:59:59.999Z')], [], SINCE)).toEqual({});
  });

  it('nothing to lower: no gaps, no opaque reads (a text read is not opaque), or no record for the read', () => {
    expect(windowLowerings([session('s', [], '2026-12-06T08:00:00.000Z')], [read('s', 'web')], SINCE)).toEqual({});
    expect(windowLowerings([], [read('s', 'web', 'image')], SINCE)).toEqual({});
  });

  it('the session with the most gaps wins (the first of equal counts); the least trusted opaque read wins', () => {
    const sessions = [
      session('a', ['a1'], '2026-12-06T08:00:00.000Z'),
      session('b', ['b1', 'b2'], '2026-12-06T08:00:00.000Z'),
      session('c', ['c1', 'c2'], '2026-12-06T08:00:00.000Z'),
    ];
    expect(windowLowerings(sessions, [], SINCE).openGap).toEqual({ session: 'b', gaps: 2, gap: 'b1' });
    const reads = [read('a', 'repo', 'pdf'), read('b', 'web', 'image'), read('c', 'tool', 'image')];
    expect(windowLowerings(sessions, reads, SINCE).openOpaque?.session).toBe('b');
    expect(windowLowerings(sessions, [read('a', 'web', 'pdf'), read('c', 'web', 'image')], SINCE).openOpaque?.session).toBe('a');
    // Only the session's own reads: `a`'s opaque repo read with `c`'s text web read is `repo`.
    expect(windowLowerings(sessions, [read('a', 'repo', 'pdf'), read('c', 'web')], SINCE).openOpaque?.origin).toBe('repo');
  });
});
