/**
 * Issue #20 (h57-speed): observations are checked by `isPlainObservation` before
 * `ObservationSchema` (store-fs's observation store: every tool call's hook appends them, every
 * reader reads them), so a hook evaluates no zod for them. The shape check is a fast path, never a
 * second judge: over every observation one change away from valid ones — each field at any depth
 * deleted, retyped or pushed past its bound or pattern, an unknown field added, each optional
 * field set to odd values — whatever it accepts, the schema accepts unchanged.
 */
import { describe, expect, it } from 'vitest';
import { isPlainObservation, type Observation, ObservationSchema } from '../../src/observe/observation.js';
import { oneChangeAway } from '../../src/testing/oneChangeAway.js';

const BASE: Observation = {
  v: 1,
  id: 'obs_1',
  session: '0b9d2c1e-4f6a-4e1b-9c3d-2a5f6e7d8c9b',
  at: '2026-12-01T10:00:00.000Z',
  event: 'tool',
  origin: 'tool',
  shingles: ['0123456789ab', 'abcdef'],
  tokens: ['url:0123456789ab'],
  length: 10,
  truncated: false,
};
const FULL: Observation = {
  ...BASE,
  event: 'register',
  origin: 'web',
  tool: 'Bash',
  call: 'toolu_1',
  ref: 'src/a.ts',
  failed: true,
  opaque: 'pdf-1',
  blob: 'abcdef012345',
  tracked: true,
  untyped: true,
  key: '0123456789ab',
  fp: 1,
  window: 4,
  unread: 0,
  compact: '0123abcd'.repeat(3),
  dropped: 2,
  bar: '3url:0123456789ab',
  top: ['url', 'path'],
};

const ODD: unknown[] = [
  null,
  undefined,
  0,
  1,
  -1,
  1.5,
  2 ** 53,
  '',
  'x',
  'abcde',
  'abcdef',
  'ABCDEF',
  'f'.repeat(64),
  'f'.repeat(65),
  '0123abc',
  '0123abcd',
  'url:abcdef',
  'ur:abcdef',
  '3url:abcdef',
  'pdf-1',
  'Pdf',
  'a'.repeat(32),
  'a'.repeat(33),
  's'.repeat(65),
  's'.repeat(201),
  's'.repeat(2049),
  '0123abcd'.repeat(32_769),
  'tool',
  'user',
  'url',
  'nope',
  [],
  ['x'],
  ['url', 'host', 'email', 'path', 'command', 'package', 'url'],
  {},
  true,
  false,
];
const OPTIONAL = ['tool', 'call', 'ref', 'failed', 'opaque', 'blob', 'tracked', 'untyped', 'key', 'fp', 'window', 'unread', 'compact', 'dropped', 'bar', 'top'];

describe('isPlainObservation accepts only what ObservationSchema accepts unchanged', () => {
  it('accepts valid observations', () => {
    expect(isPlainObservation(BASE)).toBe(true);
    expect(isPlainObservation(FULL)).toBe(true);
  });

  it('over every observation one change away', () => {
    let accepted = 0;
    let declined = 0;
    for (const observation of [BASE, FULL]) {
      for (const v of oneChangeAway(observation, ODD, OPTIONAL)) {
        if (!isPlainObservation(v)) {
          declined++;
          continue;
        }
        accepted++;
        const r = ObservationSchema.safeParse(v);
        expect([v, r.success]).toEqual([v, true]);
        expect(r.success && r.data).toEqual(v);
      }
    }
    expect(accepted).toBeGreaterThan(50);
    expect(declined).toBeGreaterThan(200);
  });
});
