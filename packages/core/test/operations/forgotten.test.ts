import { describe, expect, it } from 'vitest';
import { forgottenMemories } from '../../src/operations/forgotten.js';
import type { AuditEntry } from '../../src/store/StoreProvider.js';

const line = (seq: number, event: AuditEntry['event'], id: string | undefined, applied?: AuditEntry['applied']): AuditEntry => ({
  seq,
  time: `2026-01-0${seq}T00:00:00.000Z`,
  event,
  ...(id !== undefined ? { id } : {}),
  origin: 'agent',
  channel: 'cli',
  interactive: true,
  ...(applied !== undefined ? { applied } : {}),
});

describe('forgottenMemories (issue #14, walk-2 item 14)', () => {
  it('lists forget lines by seq, marks rejects, leaves out other removals and ids present again', () => {
    const lines = [
      line(4, 'forget', 'mem_b', { rejected: ['a'.repeat(64)] }),
      line(1, 'memorize', 'mem_a'),
      line(2, 'forget', 'mem_a', {}),
      line(3, 'prune', 'mem_c'),
      line(5, 'forget', 'mem_d'),
      line(6, 'forget', undefined),
    ];
    const listed = forgottenMemories(lines, new Set(['mem_d']));
    expect(listed.map((f) => [f.id, f.seq, f.rejected])).toEqual([
      ['mem_a', 2, false],
      ['mem_b', 4, true],
    ]);
    expect(listed[0]).toMatchObject({ origin: 'agent', channel: 'cli', time: '2026-01-02T00:00:00.000Z' });
  });

  it('a reject of a memory from no file is a reject too, with nothing for the importer (the seventh newcomer walk)', () => {
    const reject = { ...line(2, 'forget', 'mem_r'), act: { act: 'reject', id: 'mem_r' } };
    const listed = forgottenMemories([reject, line(3, 'forget', 'mem_f'), line(4, 'forget', 'mem_i', { rejected: ['b'.repeat(64)] })]);
    expect(listed.map((f) => [f.id, f.rejected, f.importSkips])).toEqual([
      ['mem_r', true, false],
      ['mem_f', false, false],
      ['mem_i', true, true],
    ]);
  });
});
