/**
 * Issue #20 (h56-speed): a stored record is checked by a shape check before its zod schema
 * (`isPlainMemoryRecord`; store-fs `migrateRecord`), so a recall that reads and reinforces records
 * evaluates no zod for them. The shape check is a fast path, never a second judge: over every
 * mutation of valid records — each field at any depth deleted, retyped or pushed past its enum or
 * bound, an unknown field added — whatever it accepts, the schema accepts as it is.
 */
import { describe, expect, it } from 'vitest';
import { isPlainMemoryRecord, MemoryRecordSchema } from '../../src/schema/record.js';
import { oneChangeAway } from '../../src/testing/oneChangeAway.js';

const AT = '2026-03-01T09:00:00.000Z';
const BASE = {
  schemaVersion: 1,
  id: 'mem_1',
  projectKey: 'abcdef012345',
  projectPath: '/work/project',
  kind: 'fact',
  text: 'The ledgerline exporter writes one line per entry.',
  origin: 'user',
  salience: 0.4,
  confidence: 1,
  decayRate: 0,
  strength: 0.5,
  reinforcedAt: AT,
  pinned: false,
  stable: true,
  status: 'active',
  flags: ['redacted'],
  gateReasons: ['a reason'],
  evidence: [{ source: null, sourceHash: 'h', channel: 'cli', at: AT }],
  tags: ['t'],
  createdAt: AT,
  updatedAt: AT,
  recallCount: 3,
};
const FULL = {
  ...BASE,
  title: 'Ledgerline',
  summary: 's',
  filesEdited: ['a.ts'],
  supersedes: 'mem_0',
  supersededBy: 'mem_2',
  tripwires: ['x'],
  lastRecalledAt: AT,
  confirmedAt: AT,
  acts: [{ any: 'thing' }],
  extra: { kept: true },
  evidence: [
    {
      source: 'notes.md',
      sourceHash: 'h',
      unbound: 'u',
      notEvidence: 'n',
      callerSourceHash: 'c',
      bound: { 'src/a.ts': 'abc' },
      session: 's',
      protected: true,
      callerSession: 'cs',
      channel: 'mcp',
      origin: 'tool',
      at: AT,
      attestedBy: { origin: 'tool', by: 'hook', tool: 'Bash', ref: 'r', at: AT, session: 's', tracked: true, dropped: 2, observation: 'o' },
      more: 'kept',
    },
  ],
};

const ODD: unknown[] = [
  null,
  undefined,
  0,
  1,
  2,
  -0.5,
  0.5,
  1.5,
  -1,
  Number.NaN,
  '',
  'x',
  'a'.repeat(17),
  'a'.repeat(65),
  'a'.repeat(129),
  'a'.repeat(201),
  'a'.repeat(2049),
  'fact',
  'user',
  'cli',
  'active',
  'instruction',
  [],
  ['x'],
  [1],
  {},
  { ['a'.repeat(4201)]: 'x' },
  { k: 'a'.repeat(201) },
  true,
  false,
];

/** Every value one change away from `v` ({@link oneChangeAway}). */
const mutations = (v: unknown): Generator<unknown> =>
  oneChangeAway(v, ODD, ['bindings', 'title', 'acts', 'origin', 'attestedBy', 'tracked', 'dropped', 'protected']);

describe('isPlainMemoryRecord', () => {
  it('accepts valid records, and the schema reads each as it is', () => {
    for (const r of [BASE, FULL]) {
      expect(isPlainMemoryRecord(r)).toBe(true);
      expect(MemoryRecordSchema.parse(r)).toEqual(r);
    }
  });

  it('accepts nothing the schema rejects or changes, over every mutation of valid records', () => {
    let accepted = 0;
    let declined = 0;
    for (const base of [BASE, FULL])
      for (const m of mutations(base)) {
        if (!isPlainMemoryRecord(m)) {
          declined += 1;
          continue;
        }
        accepted += 1;
        const r = MemoryRecordSchema.safeParse(m);
        expect([m, r.success]).toEqual([m, true]);
        expect(r.data).toEqual(m);
      }
    expect(accepted).toBeGreaterThan(50);
    expect(declined).toBeGreaterThan(1000);
  });

  it('leaves a record with bindings to the schema (their own schema decides)', () => {
    expect(isPlainMemoryRecord({ ...BASE, bindings: [] })).toBe(false);
  });
});
