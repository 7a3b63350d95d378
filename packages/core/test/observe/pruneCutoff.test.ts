import { describe, expect, it } from 'vitest';
import { pruneCutoff } from '../../src/observe/pruneCutoff.js';

/** Attack note A6: the prune window is measured from the earlier of the clock and the newest observation. */
describe('pruneCutoff', () => {
  const now = new Date('2026-12-21T07:00:00.000Z');
  it('a clock ahead of the newest observation: measured from the observation, and how far ahead is said', () => {
    expect(pruneCutoff(now, '2026-12-06T07:00:00.000Z', 14)).toEqual({ cutoff: '2026-11-22T07:00:00.000Z', clockAhead: 15 });
  });
  it('a day or less ahead is not named; a clock behind the newest is used as it is', () => {
    expect(pruneCutoff(now, '2026-12-20T08:00:00.000Z', 14)).toEqual({ cutoff: '2026-12-06T08:00:00.000Z' });
    expect(pruneCutoff(now, '2026-12-22T07:00:00.000Z', 14)).toEqual({ cutoff: '2026-12-07T07:00:00.000Z' });
  });
  it('no observation, or one whose time does not parse: the clock', () => {
    expect(pruneCutoff(now, undefined, 14)).toEqual({ cutoff: '2026-12-07T07:00:00.000Z' });
    expect(pruneCutoff(now, 'not a time', 14)).toEqual({ cutoff: '2026-12-07T07:00:00.000Z' });
  });
});
