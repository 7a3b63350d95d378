import { describe, expect, it } from 'vitest';
import type { Binding, BindOutcome } from '../../src/binding/binding.js';
import { restoredBinding, restoredCreatedAt } from '../../src/memorize/restoredFrom.js';

/** A line-range binding as the session's binder makes one. */
const range = (hash: string, at: string, over: Partial<Binding> = {}): Binding => ({
  path: 'src/queue.ts',
  lines: [2, 2],
  count: 1,
  hash,
  blob: 'b'.repeat(40),
  size: 60,
  mtimeMs: 1_700_000_000_000,
  at,
  ...over,
});

const NOW = '2026-12-07T08:00:00.000Z';
const THEN = '2026-12-01T08:00:00.000Z';

describe('restoredBinding: a restore binds as the backup was bound, only where that lowers (walk h56 MED 2)', () => {
  it('a file changed since the backup: the old hash stands (stale), no cheap-check baseline, the cited lines as they are now', () => {
    const fresh: BindOutcome = { binding: range('lines:new', NOW), cited: 'export const queue = "sqs";' };
    const out = restoredBinding(fresh, [range('lines:old', THEN, { count: 1, blob: 'a'.repeat(40) })], 'src/queue.ts', [2, 2]);
    expect(out).toMatchObject({ binding: { path: 'src/queue.ts', lines: [2, 2], hash: 'lines:old', blob: 'a'.repeat(40), size: -1, at: THEN } });
    expect(out).toHaveProperty('cited', 'export const queue = "sqs";');
  });

  it('an equal hash, another reference, or no binding in the backup: the fresh binding, unchanged', () => {
    const fresh: BindOutcome = { binding: range('lines:same', NOW), cited: 'x' };
    expect(restoredBinding(fresh, [range('lines:same', THEN)], 'src/queue.ts', [2, 2])).toBe(fresh);
    expect(restoredBinding(fresh, [range('lines:old', THEN, { lines: [3, 3] })], 'src/queue.ts', [2, 2])).toBe(fresh);
    expect(restoredBinding(fresh, [range('lines:old', THEN, { path: 'src/other.ts' })], 'src/queue.ts', [2, 2])).toBe(fresh);
    expect(restoredBinding(fresh, undefined, 'src/queue.ts', [2, 2])).toBe(fresh);
  });

  it('a file gone or cut short since: the old binding, its cited lines holding nothing; a refusal about the file itself stands', () => {
    const gone: BindOutcome = { refused: 'no such file', missing: true };
    expect(restoredBinding(gone, [range('lines:old', THEN)], 'src/queue.ts', [2, 2])).toEqual({
      binding: { path: 'src/queue.ts', lines: [2, 2], count: 1, hash: 'lines:old', blob: 'b'.repeat(40), size: -1, mtimeMs: 0, at: THEN },
      cited: '',
    });
    const short: BindOutcome = { refused: 'past the end', invalid: true };
    expect(restoredBinding(short, [range('lines:old', THEN)], 'src/queue.ts', [2, 2])).toHaveProperty('binding.hash', 'lines:old');
    const binary: BindOutcome = { refused: 'a binary file has no lines' };
    expect(restoredBinding(binary, [range('lines:old', THEN)], 'src/queue.ts', [2, 2])).toBe(binary);
  });

  it('a backup binding time later than the bind now is not taken', () => {
    const fresh: BindOutcome = { binding: range('lines:new', NOW) };
    expect(restoredBinding(fresh, [range('lines:old', '2099-01-01T00:00:00.000Z')], 'src/queue.ts', [2, 2])).toHaveProperty('binding.at', NOW);
  });
});

describe('restoredCreatedAt: only an earlier, whole ISO time is kept', () => {
  it('earlier: kept; later, equal, malformed or absent: the write’s time', () => {
    expect(restoredCreatedAt(THEN, NOW)).toBe(THEN);
    expect(restoredCreatedAt('2099-01-01T00:00:00.000Z', NOW)).toBe(NOW);
    expect(restoredCreatedAt(NOW, NOW)).toBe(NOW);
    expect(restoredCreatedAt('2026-12-01', NOW)).toBe(NOW);
    expect(restoredCreatedAt('yesterday', NOW)).toBe(NOW);
    expect(restoredCreatedAt(undefined, NOW)).toBe(NOW);
  });
});
