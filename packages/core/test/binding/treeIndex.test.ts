import { describe, expect, it } from 'vitest';
import { pathsByBlob, readTreeIndex, type TreeIndex, TreeIndexSchema, updateTreeIndex } from '../../src/index.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
const now = new Date('2026-12-03T07:00:00.000Z');

describe('updateTreeIndex (the fingerprint index, issues #23 and #22)', () => {
  it('keeps an entry whose size and mtime are unchanged (no read), takes git’s blob for a tracked file, hashes the rest, drops what is gone', () => {
    const before: TreeIndex = {
      v: 1,
      root: '/p',
      builtAt: '',
      entries: {
        'same.ts': { size: 3, mtimeMs: 1, blob: A, class: 'untracked' },
        'edited.ts': { size: 3, mtimeMs: 1, blob: A, class: 'untracked' },
        'gone.ts': { size: 1, mtimeMs: 1, blob: C, class: 'untracked' },
      },
    };
    const read: string[] = [];
    const { index, hashed } = updateTreeIndex(
      before,
      '/p',
      [
        { path: 'same.ts', size: 3, mtimeMs: 1, class: 'untracked' },
        { path: 'edited.ts', size: 3, mtimeMs: 2, class: 'untracked' },
        { path: 'staged.ts', size: 5, mtimeMs: 1, class: 'tracked', gitBlob: C },
        { path: 'unreadable.ts', size: 5, mtimeMs: 1, class: 'untracked' },
      ],
      (path) => {
        read.push(path);
        return path === 'unreadable.ts' ? undefined : B;
      },
      now,
    );
    expect(read).toEqual(['edited.ts', 'unreadable.ts']);
    expect(hashed).toEqual(read);
    expect(index.entries).toEqual({
      'same.ts': { size: 3, mtimeMs: 1, blob: A, class: 'untracked' },
      'edited.ts': { size: 3, mtimeMs: 2, blob: B, class: 'untracked' },
      'staged.ts': { size: 5, mtimeMs: 1, blob: C, class: 'tracked' },
    });
    expect(TreeIndexSchema.parse(index)).toEqual(index);
    expect(index.builtAt).toBe(now.toISOString());
    expect(
      pathsByBlob(index)
        .get(B)
        ?.map((x) => x.path),
    ).toEqual(['edited.ts']);
  });

  it('an index of another root is not reused: every file is hashed', () => {
    const before: TreeIndex = { v: 1, root: '/other', builtAt: '', entries: { 'x.ts': { size: 1, mtimeMs: 1, blob: A, class: 'untracked' } } };
    const { hashed } = updateTreeIndex(before, '/p', [{ path: 'x.ts', size: 1, mtimeMs: 1, class: 'untracked' }], () => B, now);
    expect(hashed).toEqual(['x.ts']);
  });

  it('a path named like an Object property is an ordinary entry', () => {
    const { index, hashed } = updateTreeIndex(undefined, '/p', [{ path: '__proto__', size: 1, mtimeMs: 1, class: 'untracked' }], () => B, now);
    expect(hashed).toEqual(['__proto__']);
    expect(Object.keys(index.entries)).toEqual(['__proto__']);
  });

  it('says whether anything changed: an unchanged listing does not need the index written again', () => {
    const listing = [{ path: 'x.ts', size: 1, mtimeMs: 1, class: 'untracked' as const }];
    const first = updateTreeIndex(undefined, '/p', listing, () => A, now);
    expect(first.changed).toBe(true);
    expect(updateTreeIndex(first.index, '/p', listing, () => A, now).changed).toBe(false);
    expect(updateTreeIndex(first.index, '/p', [], () => A, now).changed).toBe(true);
    expect(updateTreeIndex(first.index, '/p', [{ ...listing[0], mtimeMs: 2 } as (typeof listing)[number]], () => A, now).changed).toBe(true);
  });
});

describe('readTreeIndex (a stored index read back)', () => {
  const good: TreeIndex = { v: 1, root: '/p', builtAt: 'x', entries: { 'a.ts': { size: 1, mtimeMs: 1.5, blob: A, class: 'tracked' } } };
  it('reads what the schema reads, and refuses what it refuses', () => {
    expect(readTreeIndex(JSON.parse(JSON.stringify(good)))).toEqual({ index: good });
    const bad: unknown[] = [
      null,
      [],
      { ...good, root: '' },
      { ...good, entries: [] },
      { ...good, entries: { 'a.ts': { size: -1, mtimeMs: 1, blob: A, class: 'tracked' } } },
      { ...good, entries: { 'a.ts': { size: 1, mtimeMs: 1, blob: 'A'.repeat(40), class: 'tracked' } } },
      { ...good, entries: { 'a.ts': { size: 1, mtimeMs: 1, blob: A, class: 'ignored' } } },
      { ...good, entries: { '': { size: 1, mtimeMs: 1, blob: A, class: 'tracked' } } },
    ];
    for (const raw of bad) {
      expect(readTreeIndex(raw), JSON.stringify(raw)).toEqual({ problem: 'malformed' });
      expect(TreeIndexSchema.safeParse(raw).success, JSON.stringify(raw)).toBe(false);
    }
    expect(readTreeIndex({ ...good, v: 2 })).toEqual({ problem: 'version' });
  });
});
