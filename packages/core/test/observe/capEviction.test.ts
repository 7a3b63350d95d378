import { describe, expect, it } from 'vitest';
import { CAP_GAP_PREFIX, capEvictionClass, capEvictions, capGap, withCapGap } from '../../src/observe/capEviction.js';
import { newSessionRecord, type Observation, SessionRecordSchema } from '../../src/observe/observation.js';

/** Attack h59 A4: what the observation cap removes first, and the gap its removal leaves. */
type Item = Pick<Observation, 'id' | 'at' | 'origin' | 'opaque'>;
const item = (id: string, at: string, origin: Observation['origin'], opaque?: string): Item => ({ id, at, origin, ...(opaque ? { opaque } : {}) });
const T = (h: number): string => `2026-12-07T${String(h).padStart(2, '0')}:00:00.000Z`;

describe('capEvictionClass', () => {
  it('pages, third-party reads and opaque reads last; tool output before them; the rest first', () => {
    expect(capEvictionClass({ origin: 'web' })).toBe(2);
    expect(capEvictionClass({ origin: 'external' })).toBe(2);
    expect(capEvictionClass({ origin: 'repo', opaque: 'image' })).toBe(2);
    expect(capEvictionClass({ origin: 'tool', opaque: 'pdf' })).toBe(2);
    expect(capEvictionClass({ origin: 'tool' })).toBe(1);
    expect(capEvictionClass({ origin: 'repo' })).toBe(0);
    expect(capEvictionClass({ origin: 'user' })).toBe(0);
    expect(capEvictionClass({ origin: 'agent' })).toBe(0);
  });
});

describe('capEvictions', () => {
  it('nothing at or under the cap', () => {
    const list = [item('a', T(1), 'tool'), item('b', T(2), 'tool')];
    expect(capEvictions(list, 2)).toEqual([]);
    expect(capEvictions(list, 3)).toEqual([]);
    expect(capEvictions([], 0)).toEqual([]);
  });

  it('one over the cap: the oldest of the first class goes, though a page read is older (the h59 A4 flood)', () => {
    const web = item('w', T(1), 'web');
    const echoes = [2, 3, 4].map((h) => item(`f${h}`, T(h), 'tool'));
    expect(capEvictions([...echoes, web], 3)).toEqual([echoes[0]]);
  });

  it('class by class, oldest first within one, then by id; the result does not depend on the order given', () => {
    const repo = item('r', T(9), 'repo');
    const tool = item('t', T(1), 'tool');
    const webOld = item('w1', T(2), 'web');
    const webSameTimeB = item('w3', T(5), 'web');
    const webSameTimeA = item('w2', T(5), 'external');
    const opaqueRepo = item('o', T(3), 'repo', 'image');
    const all = [webSameTimeB, opaqueRepo, tool, webSameTimeA, repo, webOld];
    const expected = [repo, tool, webOld, opaqueRepo, webSameTimeA, webSameTimeB];
    expect(capEvictions(all, 0)).toEqual(expected);
    expect(capEvictions([...all].reverse(), 0)).toEqual(expected);
    expect(capEvictions(all, 4)).toEqual(expected.slice(0, 2));
    expect(capEvictions(all, 5)).toEqual([repo]);
  });

  it('every observation untrusted: still bounded by the cap, the oldest go', () => {
    const pages = Array.from({ length: 10 }, (_, i) => item(`p${i}`, T(i + 1), 'web'));
    expect(capEvictions(pages, 4)).toEqual(pages.slice(0, 6));
  });

  it('a fractional cap is floored; a negative or NaN cap keeps none', () => {
    const list = [item('a', T(1), 'tool'), item('b', T(2), 'tool'), item('c', T(3), 'tool')];
    expect(capEvictions(list, 2.9)).toEqual([list[0]]);
    expect(capEvictions(list, -1)).toEqual(list);
    expect(capEvictions(list, Number.NaN)).toEqual(list);
    expect(capEvictions(list, Number.POSITIVE_INFINITY)).toEqual(list);
  });
});

describe('withCapGap', () => {
  const record = newSessionRecord({ id: 's1', host: 'claude-code', startedAt: T(1), reasons: [] });
  const now = T(20);

  it('adds one cap gap and keeps the session in the window at least until its newest removed observation', () => {
    const next = withCapGap(record, 's1', [{ at: T(3) }, { at: T(2) }], 100, now);
    expect(next.gaps).toEqual([
      'observation cap removed 2 observations of this session inside the retention window (observationCap 100), the newest at 2026-12-07T03:00:00.000Z',
    ]);
    expect(next.updatedAt).toBe(T(3));
    expect(next.protected).toBe(record.protected);
    expect(SessionRecordSchema.parse(next)).toEqual(next);
  });

  it('a record updated later keeps its time; a removed observation dated after the clock counts as now', () => {
    expect(withCapGap({ ...record, updatedAt: T(5) }, 's1', [{ at: T(3) }], 100, now).updatedAt).toBe(T(5));
    const ahead = withCapGap(record, 's1', [{ at: '2099-01-01T00:00:00.000Z' }], 100, now);
    expect(ahead.updatedAt).toBe(now);
    expect(ahead.gaps[0]).toContain(`the newest at ${now}`);
  });

  it('merges with the session’s earlier cap gap in place: counts add, the newest time wins either way', () => {
    const first = withCapGap({ ...record, gaps: ['call_1 (output not read whole)'] }, 's1', [{ at: T(4) }], 100, now);
    const second = withCapGap(first, 's1', [{ at: T(3) }, { at: T(2) }], 100, now);
    expect(second.gaps).toEqual(['call_1 (output not read whole)', capGap(3, 100, T(4))]);
    const third = withCapGap(second, 's1', [{ at: T(6) }], 100, now);
    expect(third.gaps).toEqual(['call_1 (output not read whole)', capGap(4, 100, T(6))]);
    expect(third.updatedAt).toBe(T(6));
  });

  it('an earlier cap gap it cannot read is replaced, counting what went now', () => {
    const odd = withCapGap({ ...record, gaps: [`${CAP_GAP_PREFIX}many`] }, 's1', [{ at: T(2) }], 100, now);
    expect(odd.gaps).toEqual([capGap(1, 100, T(2))]);
  });

  it('a session with no record gets a fresh unprotected one started at its oldest removed observation', () => {
    const fresh = withCapGap(undefined, 'nr', [{ at: T(7) }, { at: T(5) }], 100, now);
    expect(fresh).toMatchObject({ id: 'nr', host: 'unknown', startedAt: T(5), updatedAt: T(7), protected: false, startedBy: 'observation-cap' });
    expect(fresh.reasons).toEqual(['no session record was found when the observation cap removed observations of this session']);
    expect(fresh.gaps).toEqual([capGap(2, 100, T(7))]);
    expect(SessionRecordSchema.parse(fresh)).toEqual(fresh);
  });

  it('a record at the most gaps it may hold keeps them (it is lowered already), and stays valid', () => {
    const full = { ...record, gaps: Array.from({ length: 10_000 }, (_, i) => `call_${i}`) };
    const next = withCapGap(full, 's1', [{ at: T(2) }], 100, now);
    expect(next.gaps).toBe(full.gaps);
    expect(SessionRecordSchema.safeParse(next).success).toBe(true);
  });

  it('the gap is at most 200 characters (the record schema’s bound)', () => {
    expect(capGap(1, 100, T(1))).toBe(
      'observation cap removed 1 observation of this session inside the retention window (observationCap 100), the newest at 2026-12-07T01:00:00.000Z',
    );
    expect(capGap(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 'x'.repeat(300)).length).toBe(200);
  });
});
