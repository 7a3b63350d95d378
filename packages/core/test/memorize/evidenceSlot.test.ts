import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { protectedHost, setup } from '../helpers.js';

/**
 * Walk h50 item 8: evidence is keyed by source and content, not by session, so a CLI write that
 * names a session (the caller's word) used up the slot of that source, and the same session's
 * protected sighting of it was "already recorded as evidence; it does not count again". A
 * stronger sighting of the same source now takes the weaker one's place; nothing weaker ever
 * replaces a stronger one, and a person's item is never replaced by an agent's.
 */
const TEXT = 'The queue worker retries a failed job three times before parking it.';
const SOURCE = 'src/queue.ts:2';

describe('a later protected sighting replaces an earlier sighting of the same source on the caller’s word', () => {
  it('a CLI write naming session s2 does not use up s2’s protected sighting; two protected sessions then promote', async () => {
    const { write } = setup('cli');
    const cli = await memorize({ text: TEXT, origin: 'agent', source: SOURCE, session: 's2' }, write({ interactive: false }));
    expect(cli.record.evidence).toEqual([expect.objectContaining({ callerSession: 's2', channel: 'cli' })]);
    const seen = await memorize({ text: TEXT, origin: 'agent', source: SOURCE }, write({ channel: 'mcp', ...protectedHost('s2') }));
    expect(seen.record.evidence).toHaveLength(1);
    expect(seen.record.evidence[0]).toMatchObject({ session: 's2', protected: true, channel: 'mcp' });
    expect(seen.record.evidence[0]?.callerSession).toBeUndefined();
    expect(seen.warnings.join(' ')).toContain('replaces it');
    expect(seen.warnings.join(' ')).not.toContain('does not count again');
    const other = await memorize({ text: TEXT, origin: 'agent', source: 'docs/queue.md:4' }, write({ channel: 'mcp', ...protectedHost('s3') }));
    expect(other.record.status).toBe('active');
  });

  it('an unprotected MCP session’s sighting replaces the caller’s word; a later protected one replaces that in turn', async () => {
    const { write } = setup('cli');
    await memorize({ text: TEXT, origin: 'agent', source: SOURCE, session: 's2' }, write({ interactive: false }));
    const attested = await memorize({ text: TEXT, origin: 'agent', source: SOURCE }, write({ channel: 'mcp', session: 's2' }));
    expect(attested.record.evidence).toEqual([expect.objectContaining({ session: 's2', channel: 'mcp' })]);
    expect(attested.record.evidence[0]?.protected).toBeUndefined();
    const prot = await memorize({ text: TEXT, origin: 'agent', source: SOURCE }, write({ channel: 'mcp', ...protectedHost('s2') }));
    expect(prot.record.evidence).toEqual([expect.objectContaining({ session: 's2', protected: true })]);
  });

  it('nothing weaker replaces a stronger sighting: a later CLI write or unprotected sighting of the same source does not count again', async () => {
    const { write } = setup('cli');
    await memorize({ text: TEXT, origin: 'agent', source: SOURCE }, write({ channel: 'mcp', ...protectedHost('s2') }));
    for (const later of [write({ interactive: false }), write({ channel: 'mcp', session: 's9' }), write({ channel: 'mcp', ...protectedHost('s4') })]) {
      const r = await memorize({ text: TEXT, origin: 'agent', source: SOURCE, session: 's7' }, later);
      expect(r.record.evidence).toHaveLength(1);
      expect(r.record.evidence[0]).toMatchObject({ session: 's2', protected: true });
      expect(r.warnings.join(' ')).toContain('does not count again');
    }
  });

  it('a less trusted origin does not replace a more trusted one’s item, however protected its session', async () => {
    const { write } = setup('cli');
    await memorize({ text: TEXT, origin: 'repo', source: SOURCE, session: 's2' }, write({ interactive: false }));
    const r = await memorize({ text: TEXT, origin: 'tool', source: SOURCE }, write({ channel: 'mcp', ...protectedHost('s2') }));
    expect(r.record.evidence).toEqual([expect.objectContaining({ callerSession: 's2', origin: 'repo' })]);
  });
});
