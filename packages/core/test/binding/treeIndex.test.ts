import { describe, expect, it } from 'vitest';
import { MAX_GONE_PATHS, MAX_PROBE_PATHS, pathsByBlob, readTreeIndex, type TreeIndex, TreeIndexSchema, updateTreeIndex } from '../../src/index.js';

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

describe('updateTreeIndex: the paths a refresh saw gone (a missing file reads "deleted" only once a refresh saw it go, issue #23)', () => {
  const entry = { size: 1, mtimeMs: 1, blob: A, class: 'untracked' as const };
  it('keeps tracked files missing, indexed files that went, and earlier gone paths still gone; drops what is back', () => {
    const before: TreeIndex = {
      v: 1,
      root: '/p',
      builtAt: '',
      entries: { 'went.ts': entry, 'added.ts': entry, 'kept.ts': entry },
      gone: ['back.ts', 'still.ts'],
    };
    const missing = new Set(['went.ts', 'still.ts', 'tracked.ts']);
    const { index, changed } = updateTreeIndex(before, '/p', [{ path: 'kept.ts', ...entry }], () => A, now, {
      trackedMissing: ['tracked.ts'],
      isMissing: (path) => missing.has(path),
    });
    // added.ts left the listing but is there (git now tracks it unmodified): not gone.
    expect(index.gone).toEqual(['still.ts', 'tracked.ts', 'went.ts']);
    expect(changed).toBe(true);
    expect(TreeIndexSchema.parse(index)).toEqual(index);
    const again = updateTreeIndex(index, '/p', [{ path: 'kept.ts', ...entry }], () => A, now, {
      trackedMissing: ['tracked.ts'],
      isMissing: (path) => missing.has(path),
    });
    expect(again.changed).toBe(false);
    missing.delete('still.ts');
    expect(
      updateTreeIndex(index, '/p', [{ path: 'kept.ts', ...entry }], () => A, now, { trackedMissing: ['tracked.ts'], isMissing: (p) => missing.has(p) }).changed,
    ).toBe(true);
  });

  it('keeps at most MAX_GONE_PATHS, the newly gone first; another root carries nothing; without what was seen there is no gone list', () => {
    const carried = Array.from({ length: MAX_GONE_PATHS }, (_, i) => `old/${i}.ts`);
    const before: TreeIndex = { v: 1, root: '/p', builtAt: '', entries: {}, gone: carried };
    const { index } = updateTreeIndex(before, '/p', [], () => A, now, { trackedMissing: ['new.ts'], isMissing: () => true });
    expect(index.gone).toHaveLength(MAX_GONE_PATHS);
    expect(index.gone).toContain('new.ts');
    const other = updateTreeIndex({ ...before, root: '/q' }, '/p', [], () => A, now, { trackedMissing: [], isMissing: () => true });
    expect(other.index.gone).toEqual([]);
    expect(updateTreeIndex(before, '/p', [], () => A, now).index).not.toHaveProperty('gone');
  });

  it('keeps the commit the refresh saw checked out; a new commit is a change to write', () => {
    const seen = (head?: string) => ({ trackedMissing: [], isMissing: () => false, ...(head !== undefined ? { head } : {}) });
    const first = updateTreeIndex(undefined, '/p', [], () => A, now, seen(A));
    expect(first.index.head).toBe(A);
    expect(updateTreeIndex(first.index, '/p', [], () => A, now, seen(A)).changed).toBe(false);
    expect(updateTreeIndex(first.index, '/p', [], () => A, now, seen(B))).toMatchObject({ changed: true, index: { head: B } });
    expect(updateTreeIndex(first.index, '/p', [], () => A, now, seen()).index).not.toHaveProperty('head');
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
      { ...good, gone: 'a.ts' },
      { ...good, gone: [''] },
      { ...good, gone: [3] },
      { ...good, gone: Array.from({ length: MAX_GONE_PATHS + 1 }, (_, i) => `${i}.ts`) },
      { ...good, head: 'main' },
      { ...good, head: 'A'.repeat(40) },
      { ...good, head: 7 },
      { ...good, probe: { paths: ['.'], stamp: 'x' } },
      { ...good, probe: { paths: [''], stamp: 'e'.repeat(64) } },
      { ...good, probe: { paths: '.', stamp: 'e'.repeat(64) } },
      { ...good, probe: { paths: Array.from({ length: MAX_PROBE_PATHS + 1 }, (_, i) => `${i}`), stamp: 'e'.repeat(64) } },
      { ...good, probe: null },
    ];
    for (const raw of bad) {
      expect(readTreeIndex(raw), JSON.stringify(raw)).toEqual({ problem: 'malformed' });
      expect(TreeIndexSchema.safeParse(raw).success, JSON.stringify(raw)).toBe(false);
    }
    expect(readTreeIndex({ ...good, v: 2 })).toEqual({ problem: 'version' });
    const withGone = { ...good, gone: ['b.ts'] };
    expect(readTreeIndex(JSON.parse(JSON.stringify(withGone)))).toEqual({ index: withGone });
    for (const head of [A, 'd'.repeat(64)]) expect(readTreeIndex({ ...good, head })).toEqual({ index: { ...good, head } });
    const probed = { ...good, probe: { paths: ['/p/.git/index', '.', 'src'], stamp: 'e'.repeat(64) } };
    expect(readTreeIndex(JSON.parse(JSON.stringify(probed)))).toEqual({ index: probed });
  });
});

describe('updateTreeIndex: the probe (issue #20: git is asked only when what its listings depended on moved)', () => {
  it('keeps the probe the refresh made; a new stamp is a change to write, an absent one drops it', () => {
    const probe = (stamp: string) => ({ paths: ['/p/.git/index', '.'], stamp: stamp.repeat(64) });
    const seen = (p?: ReturnType<typeof probe>) => ({ trackedMissing: [], isMissing: () => false, ...(p ? { probe: p } : {}) });
    const first = updateTreeIndex(undefined, '/p', [], () => A, now, seen(probe('e')));
    expect(first.index.probe).toEqual(probe('e'));
    expect(updateTreeIndex(first.index, '/p', [], () => A, now, seen(probe('e'))).changed).toBe(false);
    expect(updateTreeIndex(first.index, '/p', [], () => A, now, seen(probe('f')))).toMatchObject({ changed: true, index: { probe: probe('f') } });
    const dropped = updateTreeIndex(first.index, '/p', [], () => A, now, seen());
    expect(dropped.changed).toBe(true);
    expect(dropped.index).not.toHaveProperty('probe');
  });
});
