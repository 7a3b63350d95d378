/**
 * An import's writes go to the store in groups committed together, in no fixed order within a
 * group; two equal texts in one group made "new" and "sighting" fall to either file as the commit
 * happened (issue #14, the fourteenth newcomer walk: the plan and the import disagreed per file).
 * `writeGroups` keeps equal texts in separate groups, in file order.
 */
import { describe, expect, it } from 'vitest';
import { importTextKey, writeGroups } from '../src/usecases/importMemories.js';

describe('writeGroups', () => {
  it('never puts two equal keys in one group; groups cover every write in order; at most 64 a group', () => {
    const keys = ['a', 'b', 'c', 'd', 'e', 'x', 'b', 'c', 'd', 'e'];
    const groups = writeGroups(keys);
    expect(groups).toEqual([
      [0, 6],
      [6, 10],
    ]);
    for (const [start, end] of groups) expect(new Set(keys.slice(start, end)).size).toBe(end - start);
    const many = Array.from({ length: 150 }, (_, i) => `k${i}`);
    expect(writeGroups(many)).toEqual([
      [0, 64],
      [64, 128],
      [128, 150],
    ]);
    expect(writeGroups([])).toEqual([]);
    expect(writeGroups(['a', 'a', 'a'])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('importTextKey: the text as core stores it — two lines differing only in a credential share a key; kinds differ', () => {
    const token = (fill: string) => `ghp_${fill.repeat(36)}`;
    const a = importTextKey({ text: `Deploys use the token ${token('A1')} from the vault.` });
    expect(a).toBe(importTextKey({ text: `Deploys  use the token ${token('B2')} from the vault.` }));
    expect(a).not.toBe(importTextKey({ kind: 'decision', text: `Deploys use the token ${token('A1')} from the vault.` }));
    expect(writeGroups([a, importTextKey({ text: `Deploys use the token ${token('C3')} from the vault.` })])).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });
});
