import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { setup } from '../helpers.js';

/** h61: a write of a host session in which a subagent called Cairn is a subagent's result: `tool` at most. */
const TEXT = 'The staging database is reset every Sunday at 02:00 UTC.';

describe('subagent writes', () => {
  it('agent → tool, the clamp naming the subagent and the session; protected or not', async () => {
    const { write } = setup('mcp');
    for (const isProtected of [true, false]) {
      const r = await memorize(
        { text: `${TEXT} ${isProtected}`, origin: 'agent' },
        write({ session: 's1', hostSession: { id: 's1', protected: isProtected, subagent: 'a1' } }),
      );
      expect(r.record.origin).toBe('tool');
      expect(r.clamped.find((c) => c.field === 'origin')?.reason).toBe(
        "origin agent → tool: a subagent (agent a1) of host session s1 called Cairn, and a subagent's result is tool output",
      );
    }
  });

  it('no subagent, a person’s channel, or an origin already as low: unchanged', async () => {
    const { write } = setup('mcp');
    expect((await memorize({ text: TEXT, origin: 'agent' }, write({ session: 's1', hostSession: { id: 's1', protected: true } }))).record.origin).toBe('agent');
    const low = await memorize({ text: `${TEXT} web`, origin: 'web' }, write({ session: 's1', hostSession: { id: 's1', protected: true, subagent: 'a1' } }));
    expect(low.record.origin).toBe('web');
    expect(low.clamped.find((c) => c.field === 'origin')).toBeUndefined();
    const cli = setup('cli');
    expect((await memorize({ text: TEXT, origin: 'user' }, cli.write({ hostSession: { id: 's1', protected: true, subagent: 'a1' } }))).record.origin).toBe(
      'user',
    );
  });
});
