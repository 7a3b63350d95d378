/**
 * Issue #20 (h57-speed): the signed snapshots file (`review-counts.json`) and its entries are
 * checked by `isPlainReviewFile` / `isPlainReviewEntries` before their zod schemas, so a
 * SessionStart evaluates no zod for them. Fast paths, never second judges: over every value one
 * change away from valid ones (each field deleted, retyped or pushed past its bound, an unknown
 * field added — both schemas are strict), whatever a check accepts, its schema accepts unchanged.
 */
import { oneChangeAway } from '@cairn/core/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPlainReviewEntries, isPlainReviewFile, ReviewSchemasForTests } from '../src/reviewCounts.js';

const ENTRY = { project: 'abcdef012345', log: 'log_1', seq: 12, stamp: 's'.repeat(64), candidates: ['m_1'], live: ['m_1', 'm_2'] };
const ENTRIES = [ENTRY, { ...ENTRY, project: 'fedcba543210', seq: 0, candidates: [], live: [] }];
const FILE = { v: 1, key: 'ed25519:0123456789abcdef', at: '2026-03-01T09:00:00.000Z', body: JSON.stringify(ENTRIES), sig: 'c'.repeat(86) };

const ODD: unknown[] = [
  null,
  undefined,
  0,
  1,
  2,
  -1,
  1.5,
  2 ** 53,
  '',
  'x',
  's'.repeat(40),
  's'.repeat(41),
  's'.repeat(200),
  's'.repeat(201),
  [],
  [''],
  ['x'],
  Array.from({ length: 65 }, () => ENTRY),
  {},
  true,
];

const cases = [
  { name: 'isPlainReviewFile', plain: isPlainReviewFile, schema: ReviewSchemasForTests.file, valid: [FILE] as unknown[] },
  { name: 'isPlainReviewEntries', plain: isPlainReviewEntries, schema: z.array(ReviewSchemasForTests.entry).max(64), valid: [ENTRIES, []] as unknown[] },
];

describe.each(cases)('$name accepts only what its schema accepts unchanged', ({ plain, schema, valid }) => {
  it('over valid values and every value one change away', () => {
    let accepted = 0;
    let declined = 0;
    for (const base of valid) {
      expect(plain(base)).toBe(true);
      for (const v of oneChangeAway(base, ODD)) {
        if (!plain(v)) {
          declined++;
          continue;
        }
        accepted++;
        const r = schema.safeParse(v);
        expect([v, r.success]).toEqual([v, true]);
        expect(r.data).toEqual(v);
      }
    }
    expect(accepted).toBeGreaterThan(5);
    expect(declined).toBeGreaterThan(30);
  });
});
