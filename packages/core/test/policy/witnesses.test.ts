import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { independentEvidence, witnessKey } from '../../src/policy/evidence.js';
import type { WriteContext } from '../../src/memorize/WriteContext.js';
import { protectedHost, setup } from '../helpers.js';

/**
 * Independence by content, not by spelling or path (issue #16, newcomer walk item 5): copies of
 * one file are one witness, and a source Cairn could not read is the caller's word — it tells
 * witnesses apart only with a session the project session attested or an observation.
 */
describe('witnesses are independent in fact (issue #16)', () => {
  const fact = { text: 'The staging database is rebuilt every night at 02:00.', origin: 'agent' as const };

  it('two copies of one file outside the project (imported twice) are one witness: the agent memory stays a candidate', async () => {
    const { write } = setup('cli');
    const first = await memorize({ ...fact, source: '/tmp/walk/imp/memory.jsonl:3', sourceHash: 'abc' }, write());
    const second = await memorize({ ...fact, source: '/tmp/walk/imp2/memory.jsonl:3', sourceHash: 'abc' }, write());
    expect(first.status).toBe('candidate');
    expect(second.sighting).toBe(true);
    expect(second.status).toBe('candidate');
    expect(independentEvidence(second.record)).toBe(1);
    expect(second.warnings.join(' ')).toContain('not as independent evidence');
  });

  it('two URLs a caller typed, with sessions it named itself, are one witness', async () => {
    const { write } = setup('cli');
    await memorize({ ...fact, source: 'https://example.com/notes/1', session: 'one' }, write());
    const second = await memorize({ ...fact, source: 'https://example.com/notes/2', session: 'two' }, write());
    expect(second.status).toBe('candidate');
    // The caller's session is kept as a note, never as the attested session.
    expect(second.record.evidence.map((e) => [e.session, e.callerSession])).toEqual([
      [undefined, 'one'],
      [undefined, 'two'],
    ]);
  });

  it('a caller-named session still lowers: one named session citing two contents is one witness', async () => {
    const { write } = setup('cli');
    const bind: WriteContext['bind'] = (path, lines) => ({ binding: { path, ...(lines ? { lines } : {}), hash: `lines:${path}` } }) as never;
    await memorize({ ...fact, source: 'a.md:1', session: 'same' }, write({ bind }));
    const second = await memorize({ ...fact, source: 'b.md:1', session: 'same' }, write({ bind }));
    expect(second.status).toBe('candidate');
  });

  it('copies of one file inside the project (same bound content, two paths) are one witness; different contents are two', async () => {
    const copies = setup('cli');
    const same: WriteContext['bind'] = (path, lines) => ({ binding: { path, ...(lines ? { lines } : {}), hash: 'lines:0123abcd' } }) as never;
    await memorize({ ...fact, source: 'docs/a/notes.md:4' }, copies.write({ bind: same, ...protectedHost('host-1') }));
    const copy = await memorize({ ...fact, source: 'docs/b/notes.md:4' }, copies.write({ bind: same, ...protectedHost('host-2') }));
    expect(copy.status).toBe('candidate');

    const distinct = setup('cli');
    const byPath: WriteContext['bind'] = (path, lines) => ({ binding: { path, ...(lines ? { lines } : {}), hash: `lines:${path.length}${path}` } }) as never;
    await memorize({ ...fact, source: 'docs/a/notes.md:4' }, distinct.write({ bind: byPath, ...protectedHost('host-1') }));
    const other = await memorize({ ...fact, source: 'CONTRIBUTING.md:9' }, distinct.write({ bind: byPath, ...protectedHost('host-2') }));
    expect(other.status).toBe('active');
  });

  it('two attested protected host sessions citing two URLs are two witnesses (the project session vouched for the sessions)', async () => {
    const { write } = setup('mcp');
    await memorize({ ...fact, source: 'https://example.com/notes/1' }, write(protectedHost('host-1')));
    const second = await memorize({ ...fact, source: 'https://example.com/notes/2' }, write(protectedHost('host-2')));
    expect(second.status).toBe('active');
  });

  it('witnessKey: a bound hash drops the path; an unbound source counts only with an attested session or an observation', () => {
    expect(witnessKey({ source: 'a.md:1-1', sourceHash: 'lines:h' })).toBe(witnessKey({ source: 'b/a.md:1-1', sourceHash: 'lines:h' }));
    expect(witnessKey({ source: 'https://x/1', sourceHash: 'h' })).toBe(witnessKey({ source: 'https://x/2', sourceHash: 'h' }));
    expect(witnessKey({ source: 'https://x/1', sourceHash: 'h' })).toBe(witnessKey({ source: null, sourceHash: 'h' }));
    expect(witnessKey({ source: 'https://x/1', sourceHash: 'h', session: 's' })).not.toBe(witnessKey({ source: 'https://x/2', sourceHash: 'h', session: 's' }));
    const observed = { origin: 'web' as const, by: 'words', at: '2026-01-01T00:00:00.000Z', session: 's' };
    expect(witnessKey({ source: 'https://x/1', sourceHash: 'h', attestedBy: observed })).not.toBe(
      witnessKey({ source: 'https://x/2', sourceHash: 'h', attestedBy: observed }),
    );
  });
});
