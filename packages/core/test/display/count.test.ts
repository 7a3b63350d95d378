import { describe, expect, it } from 'vitest';
import { count, grouped, noun, statusCounts } from '../../src/index.js';

describe('count (one plural rule for every surface)', () => {
  it('is singular for exactly 1 and plural for 0, 2 and fractions', () => {
    expect(count(1, 'memory', 'memories')).toBe('1 memory');
    expect(count(0, 'memory', 'memories')).toBe('0 memories');
    expect(count(2, 'line')).toBe('2 lines');
    expect(count(1.5, 'day')).toBe('1.5 days');
    expect(noun(1, 'it', 'them')).toBe('it');
    expect(noun(3, 'it', 'them')).toBe('them');
  });

  it('statusCounts names the statuses present, live ones first', () => {
    expect(statusCounts({ candidate: 2, active: 3, forgotten: 0 })).toBe('3 active, 2 candidate');
    expect(statusCounts({})).toBe('none');
  });
  it('grouped writes integers as en-US does, without ICU', () => {
    for (const n of [0, 7, 999, 1000, 34_768, -1200, 1_000_000, 123_456_789, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) {
      expect(grouped(n)).toBe(n.toLocaleString('en-US'));
    }
    expect(grouped(1.5)).toBe('1.5');
    expect(grouped(Number.NaN)).toBe('NaN');
  });
});
