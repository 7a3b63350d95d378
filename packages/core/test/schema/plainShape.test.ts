/**
 * Issue #20 (h56-speed): a stored act is checked by a shape check before its zod schema
 * (`isPlainSignedAct`, core src/schema/plainShape.ts), so a recall evaluates no zod for it. The
 * shape check is a fast path, never a second judge: whatever it accepts, the schema accepts as it
 * is. Shown here over every mutation of several valid acts — each field deleted, retyped, pushed
 * past its pattern or bound, an unknown field added — and the answer of the parse is the schema's
 * wherever the shape check declines.
 */
import { describe, expect, it } from 'vitest';
import { isPlainSignedAct, parseSignedAct, SignedActSchema } from '../../src/person/signedAct.js';
import { hasOnlyKeys, isIntegerIn, isPlainObject, isStringMatching, parsedFast } from '../../src/schema/plainShape.js';
import { BASE_STATEMENT } from '../person/statementFixture.js';
import { oneChangeAway } from '../../src/testing/oneChangeAway.js';

const SIG = 'c'.repeat(86);
const BASES: Record<string, unknown>[] = [
  { ...BASE_STATEMENT, sig: SIG },
  { ...BASE_STATEMENT, id: null, act: 'init', sig: SIG },
  { ...BASE_STATEMENT, view: 2, act: 'consolidate', parents: ['mem_1', 'mem_2'], sig: SIG },
  { ...BASE_STATEMENT, expires: '2026-03-01T10:00:00Z', command: `sha256:${'d'.repeat(64)}`, sig: SIG, extra: { kept: true } },
];

/** Values a field is replaced with: wrong types, edges of each pattern and bound. */
const ODD: unknown[] = [
  null,
  undefined,
  0,
  1,
  2,
  3,
  1.5,
  -1,
  '',
  ' ',
  'x',
  'x y',
  'a'.repeat(201),
  'a'.repeat(4097),
  'line\nbreak',
  'é',
  'f'.repeat(32),
  'f'.repeat(64),
  'F'.repeat(64),
  'c'.repeat(85),
  'c'.repeat(87),
  'c+'.repeat(43),
  '2026-03-01T09:00:00Z',
  '2026-03-01T09:00:00.0000Z',
  '2026-03-01 09:00:00Z',
  'confirm',
  'no-such-act',
  [],
  ['mem,1'],
  ['ok'],
  Array.from({ length: 1001 }, (_, i) => `p${i}`),
  {},
  true,
];

/** Every value one change away from `v` ({@link oneChangeAway}). */
const mutations = (v: unknown): Generator<unknown> => oneChangeAway(v, ODD, ['expires', 'command', 'view', 'parents', 'id']);

describe('isPlainSignedAct', () => {
  it('accepts each valid act, and the schema reads it as it is', () => {
    for (const act of BASES) {
      expect(isPlainSignedAct(act)).toBe(true);
      expect(SignedActSchema.parse(act)).toEqual(act);
      expect(parseSignedAct(act)).toBe(act);
    }
  });

  it('accepts nothing the schema rejects or changes, over every mutation of the valid acts', () => {
    let accepted = 0;
    let declined = 0;
    for (const base of BASES)
      for (const m of mutations(base)) {
        if (!isPlainSignedAct(m)) {
          declined += 1;
          continue;
        }
        accepted += 1;
        const r = SignedActSchema.safeParse(m);
        expect([m, r.success]).toEqual([m, true]);
        expect(r.data).toEqual(m);
      }
    // Both answers occur: the check is neither "always yes" nor "always no".
    expect(accepted).toBeGreaterThan(20);
    expect(declined).toBeGreaterThan(500);
  });

  it('leaves what it declines to the schema: a malformed act is undefined, an odd but valid one is the schema’s copy', () => {
    expect(parseSignedAct({ ...BASES[0], sig: 'short' })).toBeUndefined();
    expect(parseSignedAct('not an act')).toBeUndefined();
  });
});

describe('plain shape helpers', () => {
  it('tell objects, keys, patterns and integer bounds apart', () => {
    expect([isPlainObject({}), isPlainObject([]), isPlainObject(null), isPlainObject('x')]).toEqual([true, false, false, false]);
    const keys = new Set(['a', 'b']);
    expect([hasOnlyKeys({ a: 1 }, keys), hasOnlyKeys({ a: 1, c: 2 }, keys)]).toEqual([true, false]);
    expect([isStringMatching('ab', /^a/u), isStringMatching('ba', /^a/u), isStringMatching(1, /1/u)]).toEqual([true, false, false]);
    expect([isIntegerIn(3, 1, 3), isIntegerIn(4, 1, 3), isIntegerIn(1.5, 1, 3), isIntegerIn('2', 1, 3), isIntegerIn(2 ** 60, 1, 2 ** 61)]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('parsedFast returns the value the shape check accepts without asking the schema, else the schema’s answer', () => {
    let asked = 0;
    const schema = {
      safeParse: (v: unknown) => {
        asked += 1;
        return v === 'ok' ? ({ success: true, data: 'OK' } as const) : ({ success: false } as const);
      },
    };
    const plain = (v: unknown): v is string => v === 'plain';
    expect(parsedFast('plain', plain, schema)).toBe('plain');
    expect(asked).toBe(0);
    expect(parsedFast('ok', plain, schema)).toBe('OK');
    expect(parsedFast('bad', plain, schema)).toBeUndefined();
    expect(asked).toBe(2);
  });
});
