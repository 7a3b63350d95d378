import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import type { WriteContext } from '../../src/memorize/WriteContext.js';
import { protectedHost, setup } from '../helpers.js';

/**
 * Gaps of open sessions (attack h53 C8): a write that names no host session (an MCP server without
 * the host's session id, an agent's `cairn memorize`) or names an unprotected one may come from a
 * session not yet ended whose agent read what no hook observed: it is stored as `tool`, as the gap
 * rule stores that session's own writes, the clamp naming the session and its gap (as `openOpaque`).
 */
const hash = (v: string): string => createHmac('sha256', 'development-key-for-open-gap').update(v).digest('hex');
const TEXT = 'Release branches are cut from main every second Tuesday.';
const attestation: NonNullable<WriteContext['attestation']> = {
  observations: [],
  hash,
  retentionDays: 14,
  openGap: { session: 'sess-gap', gaps: 2, gap: 'WebFetch toolu_1' },
};

describe("an open session's gap lowers writes that belong to no protected session", () => {
  it('no host session named: tool, saying which open session has which gap', async () => {
    const { write } = setup('mcp');
    const r = await memorize({ text: TEXT, origin: 'agent' }, write({ attestation }));
    expect(r.record.origin).toBe('tool');
    expect(r.clamped.find((c) => c.field === 'origin')?.reason).toBe(
      'origin agent → tool: this write names no host session, and recent host session sess-gap has 2 tool calls not observed whole (WebFetch toolu_1)',
    );
  });

  it('an unprotected host session named: tool too; its own gaps are named when it has some', async () => {
    const { write } = setup('mcp');
    const r = await memorize({ text: TEXT, origin: 'agent' }, write({ attestation, session: 's2', hostSession: { id: 's2', protected: false } }));
    expect(r.record.origin).toBe('tool');
    expect(r.clamped.find((c) => c.field === 'origin')?.reason).toContain('host session s2 is not protected, and recent host session sess-gap has 2');
    const own = await memorize(
      { text: `${TEXT} Again.`, origin: 'agent' },
      write({ attestation, session: 's2', hostSession: { id: 's2', protected: false, gaps: 1, gap: 'Bash toolu_9' } }),
    );
    expect(own.clamped.find((c) => c.field === 'origin')?.reason).toContain('host session s2 has 1 tool call not observed whole (Bash toolu_9)');
  });

  it("a protected session's write, a person's write, and a write with no open gap are not lowered by it", async () => {
    const { write } = setup('mcp');
    expect((await memorize({ text: TEXT, origin: 'agent' }, write({ attestation, ...protectedHost('s3') }))).record.origin).toBe('agent');
    const cli = setup('cli');
    expect((await memorize({ text: TEXT, origin: 'agent' }, cli.write({ attestation }))).record.origin).toBe('agent');
    const none = setup('mcp');
    const { openGap: _, ...without } = attestation;
    expect((await memorize({ text: TEXT, origin: 'agent' }, none.write({ attestation: without }))).record.origin).toBe('agent');
  });
});
