/**
 * followRange: a bound line range carried across an edit that both moved it and changed it
 * (issue #14, walk-6 item 4: `cairn reverify` rebound the old line numbers, now other lines).
 */
import { describe, expect, it } from 'vitest';
import { followRange } from '../src/binding/followRange.js';

const lines = (n: number, prefix = 'line'): string[] => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);
const file = (ls: string[]): string => `${ls.join('\n')}\n`;

describe('followRange', () => {
  it('an unchanged file keeps the range', () => {
    const t = file(lines(10));
    expect(followRange(t, t, [3, 5])).toEqual([3, 5]);
  });

  it('lines added above and a line of the range edited: the range follows its lines', () => {
    const before = lines(10);
    const after = ['new a', 'new b', 'new c', ...before];
    after[3 + 3] = 'line 4, edited'; // old line 4 (inside 3–5) is now line 7
    expect(followRange(file(before), file(after), [3, 5])).toEqual([6, 8]);
  });

  it('lines removed above and the first line of the range replaced by two', () => {
    const before = lines(10);
    const after = [...before.slice(2, 4), 'line 5 edited', 'line 5 and more', ...before.slice(5)];
    // old 5–7 ("line 5" replaced by two lines) → new 3–6
    expect(followRange(file(before), file(after), [5, 7])).toEqual([3, 6]);
  });

  it('the last line of the range edited among added lines: the range ends at the line most like it', () => {
    const before = lines(6);
    const after = ['top', ...before.slice(0, 3), 'line 4 rewritten', 'an unrelated line', ...before.slice(4)];
    expect(followRange(file(before), file(after), [2, 4])).toEqual([3, 5]);
  });

  it('the last line of the range replaced by nothing like it: the range ends where the replacement ends', () => {
    const before = lines(6);
    const after = [...before.slice(0, 3), 'something else', 'entirely', ...before.slice(4)];
    expect(followRange(file(before), file(after), [2, 4])).toEqual([2, 5]);
  });

  it('the first line of the range edited below added lines: the range starts at the line most like it', () => {
    const before = ['const RETRIES = 3;', 'function retry() {', '  return RETRIES;', '}'];
    const after = ['// a', '// b', 'const RETRIES = 4;', ...before.slice(1)];
    expect(followRange(file(before), file(after), [1, 3])).toEqual([3, 5]);
  });

  it('the range deleted outright: undefined', () => {
    const before = lines(6);
    const after = [...before.slice(0, 2), ...before.slice(4)];
    expect(followRange(file(before), file(after), [3, 4])).toBeUndefined();
  });

  it('the end of the range deleted: the range ends before the gap', () => {
    const before = lines(8);
    const after = ['x', ...before.slice(0, 4), ...before.slice(6)];
    expect(followRange(file(before), file(after), [3, 6])).toEqual([4, 5]);
  });
});
