/**
 * Issue #20 (h57-speed): a session record is read through `isPlainSessionRecord` before
 * `SessionRecordSchema` (store-fs's observation store; every `cairn hook` reads its session's
 * record), so a hook evaluates no zod for it. The shape check is a fast path, never a second
 * judge: over every record one change away from valid ones — each field at any depth deleted,
 * retyped or pushed past its bound, an unknown field added, each optional field set to odd
 * values — whatever it accepts, the schema accepts unchanged (the same value back).
 */
import { describe, expect, it } from 'vitest';
import { isPlainSessionRecord, newSessionRecord, type SessionRecord, SessionRecordSchema } from '../../src/observe/observation.js';
import { oneChangeAway } from '../../src/testing/oneChangeAway.js';

const AT = '2026-03-01T09:00:00.000Z';
const BASE = newSessionRecord({ id: '0b9d2c1e-4f6a-4e1b-9c3d-2a5f6e7d8c9b', host: 'claude-code', startedAt: AT, reasons: ['not sandboxed'] });
const FULL: SessionRecord = {
  ...BASE,
  sources: ['startup', 'resume'],
  lastStartedAt: AT,
  startedBy: 'stop',
  protected: true,
  sandboxOnly: 'n'.repeat(32),
  interactive: true,
  injected: ['m_1', 'm_2'],
  digestChars: 120,
  outsideSandbox: ['mail'],
  addedDirs: ['/srv/shared-lib'],
  gaps: ['toolu_1'],
  registered: 3,
  transcriptOffset: 4096,
  transcriptFile: '2049:12345',
  subagentOffsets: { 'agent-1.jsonl': { offset: 10, file: '2049:1' } },
  transcript: '/tmp/fake/transcript.jsonl',
  lastStopAt: AT,
  journal: { id: 'j_1', finished: true },
  endedAt: AT,
  endReason: 'other',
};

const ODD: unknown[] = [
  null,
  undefined,
  0,
  1,
  2,
  -1,
  1.5,
  2 ** 53,
  Number.NaN,
  '',
  'x',
  '.x',
  's'.repeat(33),
  's'.repeat(64),
  's'.repeat(65),
  's'.repeat(129),
  's'.repeat(201),
  's'.repeat(257),
  's'.repeat(501),
  's'.repeat(1025),
  's'.repeat(4097),
  [],
  ['x'],
  Array.from({ length: 65 }, () => 'x'),
  ['s'.repeat(1025)],
  Array.from({ length: 201 }, () => 'x'),
  {},
  { offset: 1, file: 'x' },
  { offset: -1, file: 'x' },
  { offset: 1, file: 'x', more: 1 },
  Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`agent-${i}.jsonl`, { offset: 1, file: 'x' }])),
  { finished: false },
  { id: 'j', finished: 'no' },
  true,
  false,
];
const OPTIONAL = [
  'lastStartedAt',
  'startedBy',
  'sandboxOnly',
  'registered',
  'transcriptFile',
  'subagentOffsets',
  'addedDirs',
  'transcript',
  'lastStopAt',
  'endedAt',
  'endReason',
  'id',
];

describe('isPlainSessionRecord accepts only what SessionRecordSchema accepts unchanged', () => {
  it('accepts valid records', () => {
    expect(isPlainSessionRecord(BASE)).toBe(true);
    expect(isPlainSessionRecord(FULL)).toBe(true);
    expect(isPlainSessionRecord(JSON.parse(JSON.stringify(FULL)))).toBe(true);
  });

  it('over every record one change away', () => {
    let accepted = 0;
    let declined = 0;
    for (const record of [BASE, FULL]) {
      for (const v of oneChangeAway(record, ODD, OPTIONAL)) {
        if (!isPlainSessionRecord(v)) {
          declined++;
          continue;
        }
        accepted++;
        const r = SessionRecordSchema.safeParse(v);
        expect([v, r.success]).toEqual([v, true]);
        expect(r.success && r.data).toEqual(v);
      }
    }
    expect(accepted).toBeGreaterThan(50);
    expect(declined).toBeGreaterThan(200);
  });
});
