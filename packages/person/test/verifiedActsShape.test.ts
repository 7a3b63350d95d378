/**
 * Issue #20 (h56-speed): the person's signed list of valid signatures (`verified-acts.json`) is
 * checked by its shape before its zod schema (`isPlainVerifiedActsFile`), so a recall that reads it
 * evaluates no zod. Over every mutation of a valid file, whatever the shape check accepts the
 * (strict) schema accepts as it is. Obviously fake values.
 */
import { describe, expect, it } from 'vitest';
import { isPlainVerifiedActsFile, VerifiedActsFileSchemaForTests } from '../src/verifiedActs.js';
import { oneChangeAway } from '@cairn/core/testing';

const BASE = { v: 1, key: 'ed25519:0123456789abcdef', at: '2026-03-01T09:00:00.000Z', warmed: ['abcdef012345'], memos: 'a'.repeat(64), sig: 'c'.repeat(86) };
const ODD: unknown[] = [
  null,
  undefined,
  0,
  1,
  2,
  '',
  'x',
  'a'.repeat(32),
  'a'.repeat(33),
  'A'.repeat(32),
  'a'.repeat(41),
  'a'.repeat(201),
  [],
  ['x'],
  [''],
  Array.from({ length: 1001 }, () => 'w'),
  {},
  true,
];

/** Every value one change away from `v` ({@link oneChangeAway}). */
const mutations = (v: unknown): Generator<unknown> => oneChangeAway(v, ODD);

describe('isPlainVerifiedActsFile', () => {
  it('accepts a valid file, which the schema reads as it is', () => {
    expect(isPlainVerifiedActsFile(BASE)).toBe(true);
    expect(VerifiedActsFileSchemaForTests.parse(BASE)).toEqual(BASE);
  });

  it('accepts nothing the schema rejects or changes, over every mutation of a valid file', () => {
    let accepted = 0;
    let declined = 0;
    for (const m of mutations(BASE)) {
      if (!isPlainVerifiedActsFile(m)) {
        declined += 1;
        continue;
      }
      accepted += 1;
      const r = VerifiedActsFileSchemaForTests.safeParse(m);
      expect([m, r.success]).toEqual([m, true]);
      expect(r.data).toEqual(m);
    }
    expect(accepted).toBeGreaterThan(3);
    expect(declined).toBeGreaterThan(100);
  });
});
