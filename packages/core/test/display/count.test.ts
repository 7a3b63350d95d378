import { describe, expect, it } from 'vitest';
import { count, noun, statusCounts } from '../../src/index.js';

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
});
