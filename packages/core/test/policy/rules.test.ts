/**
 * The small rules beside the policy table (DESIGN.md §1, §2.6): which channel a write arrives
 * on, who may supersede whom, when a record promotes itself, and what counts as independent
 * evidence. Each test names the trust decision a person relies on.
 */
import { describe, expect, it } from 'vitest';
import { writeChannel } from '../../src/policy/channels.js';
import { evidenceKey, evidenceTally, evidenceWords, independentEvidence, witnessKey } from '../../src/policy/evidence.js';
import { ORIGINS, type Origin, speaksForUser } from '../../src/policy/policy.js';
import { hasHoldingFlag, needsConfirmation, promotedStatus } from '../../src/policy/promotion.js';
import { maySupersede } from '../../src/policy/supersede.js';
import type { Evidence, MemoryRecord } from '../../src/schema/record.js';
import { sampleRecord } from '../../src/testing/runStoreContract.js';

const AT = '2026-01-01T00:00:00.000Z';
const ev = (sourceHash: string, extra: Partial<Evidence> = {}): Evidence => ({ source: null, sourceHash, channel: 'mcp', at: AT, ...extra });

describe('writeChannel: presence never raises trust', () => {
  it.each([
    ['cli', true, 'cli'],
    ['vscode', true, 'vscode'],
    ['cli', false, 'api'],
    ['vscode', false, 'api'],
    ['mcp', true, 'mcp'],
    ['mcp', false, 'mcp'],
    ['api', true, 'api'],
    ['api', false, 'api'],
  ] as const)('%s with a person present=%s arrives on %s', (surface, present, channel) => {
    expect(writeChannel(surface, present)).toBe(channel);
  });
});

describe('maySupersede', () => {
  const existing = (origin: Origin, extra: Partial<MemoryRecord> = {}): MemoryRecord => sampleRecord('old1', 'The build uses make.', { origin, ...extra });

  it('lets a person on a human channel replace anything, even a confirmed or pinned record', () => {
    for (const origin of ORIGINS) {
      expect(maySupersede({ origin: 'user' }, existing(origin, { confirmedAt: AT, pinned: true }), true)).toBe(true);
    }
  });

  it('lets a strictly more trusted origin replace an unconfirmed, unpinned record', () => {
    expect(maySupersede({ origin: 'agent' }, existing('repo'), false)).toBe(true);
    expect(maySupersede({ origin: 'repo' }, existing('web'), false)).toBe(true);
    expect(maySupersede({ origin: 'user' }, existing('agent'), false)).toBe(true);
  });

  it('refuses an equally or less trusted origin', () => {
    expect(maySupersede({ origin: 'agent' }, existing('agent'), false)).toBe(false);
    expect(maySupersede({ origin: 'tool' }, existing('web'), false)).toBe(false);
    expect(maySupersede({ origin: 'web' }, existing('agent'), false)).toBe(false);
    expect(maySupersede({ origin: 'agent' }, existing('user'), false)).toBe(false);
  });

  it('refuses to replace a record a person confirmed or pinned, whoever writes, unless a person does', () => {
    expect(maySupersede({ origin: 'agent' }, existing('repo', { confirmedAt: AT }), false)).toBe(false);
    expect(maySupersede({ origin: 'agent' }, existing('repo', { pinned: true }), false)).toBe(false);
    expect(maySupersede({ origin: 'user' }, existing('agent', { pinned: true }), false)).toBe(false);
  });
});

describe('speaksForUser: only the user states a preference (issue #18 rule 3)', () => {
  it.each(ORIGINS.filter((o) => o !== 'user'))('a preference from %s speaks for the user', (origin) => {
    expect(speaksForUser('preference', origin)).toBe(true);
  });
  it('a preference from the user, or another kind from anyone, does not', () => {
    expect(speaksForUser('preference', 'user')).toBe(false);
    for (const origin of ORIGINS) for (const kind of ['fact', 'decision', 'convention']) expect(speaksForUser(kind, origin)).toBe(false);
  });
});

describe('holding flags', () => {
  it.each([
    [[], false],
    [['redacted'], false],
    [['obfuscated'], false],
    [['instruction'], true],
    [['contradicts'], true],
    [['redacted', 'contradicts'], true],
  ] as const)('flags %j hold a record back: %s', (flags, holding) => {
    expect(hasHoldingFlag({ flags: [...flags] })).toBe(holding);
    expect(needsConfirmation({ flags: [...flags] })).toBe(holding);
    // A person's confirm releases it.
    expect(needsConfirmation({ flags: [...flags], confirmedAt: AT })).toBe(false);
  });
});

describe('promotedStatus: the "promotes itself" column', () => {
  const rec = (origin: Origin, extra: Partial<MemoryRecord> = {}): MemoryRecord =>
    sampleRecord('r1', 'The build uses make.', { origin, status: 'candidate', evidence: [ev('h1', { session: 's1' })], ...extra });

  it('keeps superseded and forgotten as they are, even confirmed or pinned', () => {
    expect(promotedStatus(rec('user', { status: 'superseded', confirmedAt: AT }))).toBe('superseded');
    expect(promotedStatus(rec('user', { status: 'forgotten', pinned: true }))).toBe('forgotten');
  });

  it('makes a user record active at once, a repo/tool/web/external record never', () => {
    expect(promotedStatus(rec('user'))).toBe('active');
    for (const origin of ['repo', 'tool', 'web', 'external'] as const) {
      const many = [ev('a', { session: 's1' }), ev('b', { session: 's2' }), ev('c', { session: 's3' })];
      expect(promotedStatus(rec(origin, { evidence: many }))).toBe('candidate');
    }
  });

  it('makes an agent record active after two independent sightings in protected host sessions, not one, and not from unprotected ones', () => {
    const seen = (id: string, hash: string) => ev(hash, { session: id, protected: true });
    expect(promotedStatus(rec('agent'))).toBe('candidate');
    expect(promotedStatus(rec('agent', { evidence: [seen('s1', 'h1')] }))).toBe('candidate');
    expect(promotedStatus(rec('agent', { evidence: [seen('s1', 'h1'), seen('s2', 'h2')] }))).toBe('active');
    expect(promotedStatus(rec('agent', { evidence: [seen('s1', 'h1'), seen('s2', 'h2'), seen('s3', 'h3')] }))).toBe('active');
    // Unprotected sessions: kept as evidence, never promoting (DESIGN.md §2.6).
    expect(promotedStatus(rec('agent', { evidence: [ev('h1', { session: 's1' }), ev('h2', { session: 's2' })] }))).toBe('candidate');
    expect(promotedStatus(rec('agent', { evidence: [seen('s1', 'h1'), ev('h2', { session: 's2' })] }))).toBe('candidate');
    // A checking reader's check: the flag counts only for sessions it holds as protected.
    const both = rec('agent', { evidence: [seen('s1', 'h1'), seen('s2', 'h2')] });
    expect(promotedStatus(both, (id) => id === 's1' || id === 's2')).toBe('active');
    expect(promotedStatus(both, (id) => id === 's1')).toBe('candidate');
    // Without a session the flag means nothing.
    expect(promotedStatus(rec('agent', { evidence: [ev('h1', { protected: true }), ev('h2', { protected: true })] }))).toBe('candidate');
  });

  it('holds a flagged record back whatever its origin, pin or evidence, until a person confirms', () => {
    for (const flag of ['instruction', 'contradicts'] as const) {
      expect(promotedStatus(rec('user', { flags: [flag] }))).toBe('candidate');
      expect(promotedStatus(rec('user', { flags: [flag], pinned: true }))).toBe('candidate');
      expect(promotedStatus(rec('agent', { flags: [flag], evidence: [ev('h1', { session: 's1' }), ev('h2', { session: 's2' })] }))).toBe('candidate');
      expect(promotedStatus(rec('web', { flags: [flag], confirmedAt: AT }))).toBe('active');
    }
  });

  it('makes a confirmed or pinned record active, whatever its origin', () => {
    expect(promotedStatus(rec('web', { confirmedAt: AT }))).toBe('active');
    expect(promotedStatus(rec('tool', { pinned: true }))).toBe('active');
    expect(promotedStatus(rec('agent', { pinned: true }))).toBe('active');
  });
});

describe('evidence', () => {
  it('keys evidence by source and content hash, not by session', () => {
    expect(evidenceKey({ source: 'a.ts:1', sourceHash: 'h' })).toBe(evidenceKey({ source: 'a.ts:1', sourceHash: 'h' }));
    expect(evidenceKey({ source: 'a.ts:1', sourceHash: 'h' })).not.toBe(evidenceKey({ source: 'a.ts:2', sourceHash: 'h' }));
    expect(evidenceKey({ source: 'a.ts:1', sourceHash: 'h' })).not.toBe(evidenceKey({ source: 'a.ts:1', sourceHash: 'g' }));
    // No source is not the same as a source spelled like the separator.
    expect(evidenceKey({ source: null, sourceHash: 'h' })).not.toBe(evidenceKey({ source: 'x', sourceHash: 'h' }));
    expect(evidenceKey({ source: 'ab', sourceHash: 'c' })).not.toBe(evidenceKey({ source: 'a', sourceHash: 'bc' }));
  });

  const count = (origin: Origin, evidence: Evidence[]): number => independentEvidence({ origin, evidence });

  it('counts one per session and one per source', () => {
    expect(count('agent', [])).toBe(0);
    expect(count('agent', [ev('h1', { session: 's1' })])).toBe(1);
    expect(count('agent', [ev('h1', { session: 's1' }), ev('h2', { session: 's2' })])).toBe(2);
  });

  it('counts the same source seen again in a later session once', () => {
    expect(count('agent', [ev('h1', { session: 's1', source: 'a.md' }), ev('h1', { session: 's2', source: 'a.md' })])).toBe(1);
  });

  it('counts one session citing two sources once', () => {
    expect(count('agent', [ev('h1', { session: 's1' }), ev('h2', { session: 's1' })])).toBe(1);
  });

  it('counts items without a session each on its own, unless their source repeats', () => {
    expect(count('agent', [ev('h1'), ev('h2'), ev('h3')])).toBe(3);
    expect(count('agent', [ev('h1'), ev('h1')])).toBe(1);
    expect(count('agent', [ev('h1'), ev('h2', { session: 's1' }), ev('h3', { session: 's1' })])).toBe(2);
  });

  it('ignores evidence brought by a less trusted origin, keeps equal or more trusted', () => {
    expect(count('agent', [ev('h1', { session: 's1', origin: 'agent' }), ev('h2', { session: 's2', origin: 'tool' })])).toBe(1);
    expect(count('agent', [ev('h1', { session: 's1', origin: 'user' }), ev('h2', { session: 's2', origin: 'agent' })])).toBe(2);
    expect(count('tool', [ev('h1', { session: 's1', origin: 'web' }), ev('h2', { session: 's2', origin: 'external' })])).toBe(2);
    expect(count('user', [ev('h1', { session: 's1', origin: 'agent' })])).toBe(0);
  });

  it('an ignored item does not use up its session or source', () => {
    expect(count('agent', [ev('h1', { session: 's1', origin: 'web' }), ev('h1', { session: 's1', origin: 'agent' })])).toBe(1);
  });

  it('counts a session the caller named like an attested one: it only lowers the count', () => {
    expect(count('agent', [ev('h1', { callerSession: 'c1' }), ev('h2', { callerSession: 'c1' })])).toBe(1);
    expect(count('agent', [ev('h1', { callerSession: 'c1' }), ev('h2', { callerSession: 'c2' })])).toBe(2);
    expect(count('agent', [ev('h1', { session: 's1' }), ev('h2', { callerSession: 's1' })])).toBe(1);
  });

  it('tallies every piece and the independent ones, in the words every reader shows (issue #14, walk-1 item 17)', () => {
    const evidence = [ev('h1', { session: 's1' }), ev('h2', { session: 's1' }), ev('h3', { session: 's2' })];
    expect(evidenceTally({ origin: 'agent', evidence })).toEqual({ pieces: 3, independent: 2 });
    expect(evidenceTally({ origin: 'agent', evidence: [] })).toEqual({ pieces: 0, independent: 0 });
    expect(evidenceWords({ pieces: 3, independent: 2 })).toBe('2 independent of 3');
    expect(evidenceWords({ pieces: 1, independent: 1 })).toBe('1 independent');
    expect(evidenceWords({ pieces: 0, independent: 0 })).toBe('0 independent');
  });
});

describe('witnessKey: what one piece of evidence stands for (issue #16)', () => {
  it.each(['lines:', 'git:', 'sha256:'])('a hash Cairn computed (%s…) is the witness, wherever the source', (scheme) => {
    const a = witnessKey({ source: 'docs/a.md:4', sourceHash: `${scheme}0123abcd`, session: 's1' });
    expect(a).toBe(witnessKey({ source: 'docs/b.md:9', sourceHash: `${scheme}0123abcd` }));
    expect(a).not.toBe(witnessKey({ source: 'docs/a.md:4', sourceHash: `${scheme}4567cdef`, session: 's1' }));
    expect(a).not.toBe(evidenceKey({ source: null, sourceHash: `${scheme}0123abcd` }));
  });
  it('a hash that only holds a bound scheme is no bound hash', () => {
    for (const sourceHash of ['xlines:0123', 'sha256', 'gits:0123']) {
      expect(witnessKey({ source: 'a.md', sourceHash, session: 's1' })).toBe(evidenceKey({ source: 'a.md', sourceHash }));
    }
  });
  it('an unbound source tells witnesses apart only with an attested session or an observation', () => {
    expect(witnessKey({ source: 'https://example.com/1', sourceHash: 'h', session: 's1' })).toBe(
      evidenceKey({ source: 'https://example.com/1', sourceHash: 'h' }),
    );
    expect(witnessKey({ source: 'https://example.com/1', sourceHash: 'h', attestedBy: { origin: 'tool', by: 'observe', at: AT, session: 'obs' } })).toBe(
      evidenceKey({ source: 'https://example.com/1', sourceHash: 'h' }),
    );
    expect(witnessKey({ source: 'https://example.com/1', sourceHash: 'h' })).toBe(evidenceKey({ source: null, sourceHash: 'h' }));
  });
});
