/**
 * Attack h53b D4: a read's `tracked` is judged when the hook observes it, against the commit that
 * counted then; at a write it stands only while what the read saw (`ref` at `blob`) is the tree of
 * the commit that counts now (core's `committedNow`, the session asking git).
 */
import { describe, expect, it } from 'vitest';
import type { Observation } from '../../src/observe/observation.js';
import { committedNow } from '../../src/provenance/attestOrigin.js';

const read = (extra: Partial<Observation>): Observation =>
  ({
    v: 1,
    id: `obs_${Math.random().toString(16).slice(2, 10)}`,
    session: 'sess-1',
    at: '2026-12-06T20:00:00.000Z',
    event: 'tool',
    origin: 'repo',
    tool: 'Read',
    shingles: [],
    tokens: [],
    length: 10,
    truncated: false,
    ...extra,
  }) as Observation;

describe('committedNow: a stored read vouches as tracked only while its content is the counting commit’s', () => {
  const signed = read({ ref: 'docs/tides.md', blob: 'aa11', tracked: true });
  const gone = read({ ref: 'docs/later/customs-1.md', blob: 'bb22', tracked: true });
  const untracked = read({ ref: 'notes.md', blob: 'cc33' });
  const committed = (ref: string, blob: string): boolean => ref === 'docs/tides.md' && blob === 'aa11';

  it('keeps `tracked` on a read whose content is the commit’s, drops it on one whose content is not (the reset-away payload)', () => {
    const out = committedNow([signed, gone, untracked], committed);
    expect(out.map((o) => o.tracked)).toEqual([true, undefined, undefined]);
    // The read itself is kept: it still lowers a write to repo.
    expect(out.map((o) => o.id)).toEqual([signed.id, gone.id, untracked.id]);
  });

  it('no check given, or a read without its path or blob: nothing vouches as tracked', () => {
    expect(committedNow([signed], undefined)[0]?.tracked).toBeUndefined();
    expect(committedNow([read({ blob: 'aa11', tracked: true })], () => true)[0]?.tracked).toBeUndefined();
    expect(committedNow([read({ ref: 'docs/tides.md', tracked: true })], () => true)[0]?.tracked).toBeUndefined();
  });

  it('the check is asked with the read’s own path and blob', () => {
    const asked: string[] = [];
    committedNow([signed, gone], (ref, blob) => {
      asked.push(`${ref}@${blob}`);
      return false;
    });
    expect(asked).toEqual(['docs/tides.md@aa11', 'docs/later/customs-1.md@bb22']);
  });
});
