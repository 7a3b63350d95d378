import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import type { WriteContext } from '../../src/memorize/WriteContext.js';
import { protectedHost, setup } from '../helpers.js';

/**
 * Opaque reads of open sessions (h51-attest, issue #22; the closing note: "opaque reads lower only
 * session-tied writes"). A session that read an image or a PDF lowers its own agent writes to that
 * read's origin; a write that names no host session (an MCP server without the host's session id,
 * an agent's `cairn memorize`) or names an unprotected one (whose id the agent may have chosen) may
 * come from that session, so the opaque reads of every session not yet ended lower it too. Only a
 * protected session's own write is judged by its own reads alone.
 */
const hash = (v: string): string => createHmac('sha256', 'development-key-for-open-opaque').update(v).digest('hex');
const TEXT = 'Deploy previews are published from the staging bucket every hour.';
const attestation: NonNullable<WriteContext['attestation']> = {
  observations: [],
  hash,
  retentionDays: 14,
  openOpaque: { origin: 'web', read: 'WebFetch https://diagrams.example/arch.png (image)', session: 'sess-open' },
};

describe("an open session's opaque read lowers writes that belong to no protected session", () => {
  it('no host session named: lowered to the read’s origin, saying which open session read what', async () => {
    const { write } = setup('mcp');
    const r = await memorize({ text: TEXT, origin: 'agent' }, write({ attestation }));
    expect(r.record.origin).toBe('web');
    expect(r.clamped.find((c) => c.field === 'origin')?.reason).toBe(
      'origin agent → web: this write names no host session, and recent host session sess-open read content Cairn cannot compare with this write (WebFetch https://diagrams.example/arch.png (image))',
    );
  });

  it('an unprotected host session named: lowered too; its own opaque read counts when less trusted', async () => {
    const { write } = setup('mcp');
    const r = await memorize({ text: TEXT, origin: 'agent' }, write({ attestation, session: 's2', hostSession: { id: 's2', protected: false } }));
    expect(r.record.origin).toBe('web');
    expect(r.clamped.find((c) => c.field === 'origin')?.reason).toContain('host session s2 is not protected, and recent host session sess-open read');
    const own = await memorize(
      { text: `${TEXT} Again.`, origin: 'agent' },
      write({ attestation, session: 's2', hostSession: { id: 's2', protected: false, opaque: { origin: 'external', read: 'Read /tmp/x.pdf (pdf)' } } }),
    );
    expect(own.record.origin).toBe('external');
  });

  it("a protected session's write is judged by its own reads only; a person's write is never lowered", async () => {
    const { write } = setup('mcp');
    expect((await memorize({ text: TEXT, origin: 'agent' }, write({ attestation, ...protectedHost('s3') }))).record.origin).toBe('agent');
    const cli = setup('cli');
    expect((await memorize({ text: TEXT, origin: 'agent' }, cli.write({ attestation }))).record.origin).toBe('agent');
  });
});
