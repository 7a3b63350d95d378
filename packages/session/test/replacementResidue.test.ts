import type { MemoryRecord } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { replacementResidue } from '../src/replacementResidue.js';

/** Doctor's upgrade residue (issue #21): a replacement signed in view 1 before this store held a view-2 act is a WARN, not a failure. */
const rec = (id: string, acts: object[]): MemoryRecord => ({ id, acts }) as unknown as MemoryRecord;
const finding = (old: string, by: string) => ({ claim: 'superseded' as const, fix: `cairn supersede ${old} --by ${by}` });

describe('replacementResidue', () => {
  it('a view-1 replacement signed before the first view-2 act of the store is residue', () => {
    const records = [
      rec('mem_new', [{ act: 'memorize', at: '2026-12-01T10:00:00.000Z' }]),
      rec('mem_later', [{ act: 'confirm', view: 2, at: '2026-12-06T04:00:00.000Z' }]),
    ];
    expect(replacementResidue(records)(finding('mem_old', 'mem_new'))).toBe(true);
    // No view-2 act yet in this store: every view-1 replacement is from before.
    expect(replacementResidue([records[0] as MemoryRecord])(finding('mem_old', 'mem_new'))).toBe(true);
  });

  it('a view-1 replacement signed after the store held view-2 acts, a view-2 one, one with no act, or any other finding fails', () => {
    const records = [
      rec('mem_v1_late', [{ act: 'memorize', at: '2026-12-06T05:00:00.000Z' }]),
      rec('mem_v2', [{ act: 'memorize', view: 2, at: '2026-12-06T04:00:00.000Z' }]),
      rec('mem_bare', []),
    ];
    const residue = replacementResidue(records);
    expect(residue(finding('mem_old', 'mem_v1_late'))).toBe(false);
    expect(residue(finding('mem_old', 'mem_v2'))).toBe(false);
    expect(residue(finding('mem_old', 'mem_bare'))).toBe(false);
    expect(residue(finding('mem_old', 'mem_gone'))).toBe(false);
    expect(residue({ claim: 'superseded' as const })).toBe(false);
    expect(residue({ claim: 'forgotten' as const, fix: 'cairn supersede a --by mem_v1_late' })).toBe(false);
  });
});
