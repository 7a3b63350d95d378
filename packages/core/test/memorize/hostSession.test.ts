import { describe, expect, it } from 'vitest';
import { memorize, previewMemorize } from '../../src/memorize/memorize.js';
import { setup } from '../helpers.js';

/**
 * A write from a host session with a gap (issue 21: a tool call whose output no hook observed)
 * is stored as origin `tool`, fail closed, and the caller is told by a clamp.
 */
describe('a host session with a gap lowers the agent’s writes to `tool`', () => {
  it('agent and repo become tool on the MCP channel, with the clamp reported; the audit line names the session', async () => {
    const { write, store } = setup('mcp');
    const gapped = { id: 'sess-1', protected: true, gaps: 1 };
    const a = await memorize({ text: 'The harbour office opens at seven.', origin: 'agent' }, write({ hostSession: gapped }));
    expect(a.record.origin).toBe('tool');
    expect(a.clamped).toContainEqual({ field: 'origin', requested: 'agent', applied: 'tool' });
    expect(a.record.salience).toBeLessThanOrEqual(0.4);
    const r = await memorize({ text: 'The tide gauge is on pier two.', origin: 'repo' }, write({ hostSession: gapped }));
    expect(r.record.origin).toBe('tool');
    // A claimed `user` is the agent's on this channel, and then tool: one origin clamp, to tool.
    const u = await memorize({ text: 'Soundings are in metres.', origin: 'user' }, write({ hostSession: gapped }));
    expect(u.record.origin).toBe('tool');
    expect(u.clamped.filter((c) => c.field === 'origin')).toEqual([{ field: 'origin', requested: 'user', applied: 'tool' }]);
    expect(store.auditLog.length).toBe(3);
    for (const e of store.auditLog) expect(e).toMatchObject({ origin: 'tool', session: 'sess-1', protected: true });
  });

  it('no gap, no host session, or an origin already at tool or below: unchanged and nothing clamped', async () => {
    const { write } = setup('mcp');
    const clean = await memorize(
      { text: 'The harbour office opens at seven.', origin: 'agent' },
      write({ hostSession: { id: 's', protected: true, gaps: 0 } }),
    );
    expect(clean.record.origin).toBe('agent');
    expect(clean.clamped).toEqual([]);
    const none = await memorize({ text: 'The tide gauge is on pier two.', origin: 'agent' }, write());
    expect(none.record.origin).toBe('agent');
    const web = await memorize({ text: 'Spring tides follow the full moon.', origin: 'web' }, write({ hostSession: { id: 's', protected: false, gaps: 3 } }));
    expect(web.record.origin).toBe('web');
    expect(web.clamped).toEqual([]);
  });

  it('the preview a person would sign shows the same lowered origin', async () => {
    const { write } = setup('mcp');
    const p = await previewMemorize(
      { text: 'The harbour office opens at seven.', origin: 'agent' },
      write({ hostSession: { id: 's', protected: true, gaps: 2 } }),
    );
    expect(p.record.origin).toBe('tool');
  });

  it('a person’s write on a human channel is never lowered by a host session', async () => {
    const { write } = setup('cli');
    const r = await memorize({ text: 'The harbour office opens at seven.', origin: 'agent' }, write({ hostSession: { id: 's', protected: true, gaps: 2 } }));
    expect(r.record.origin).toBe('agent');
  });
});
