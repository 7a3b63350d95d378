/**
 * Opaque reads of open host sessions (h51-attest, issue #22; the closing note: "opaque reads lower
 * only session-tied writes (MCP with the session id)"). A write that names no host session may come
 * from any session not yet ended, so one that read an image or a PDF lowers it; a session that ended
 * lowers nothing more, and a protected session's own write is judged by its own reads.
 */
import type { Observation } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { attestationFor } from '../src/host/attestation.js';
import { cleanup } from './helpers.js';
import { sessionProject } from './protectedSessions.js';

afterEach(cleanup);

const TEXT = 'Deploy previews are published from the staging bucket every hour.';

const opaqueRead = (session: string, origin: Observation['origin'], ref: string): Observation => ({
  v: 1,
  id: `obs_${session}`,
  session,
  at: new Date().toISOString(),
  event: 'tool',
  origin,
  tool: 'WebFetch',
  ref,
  opaque: 'image',
  shingles: [],
  tokens: [],
  length: 0,
  truncated: false,
});

async function setUp() {
  const t = await sessionProject({ files: { 'notes.md': 'Nothing here.\n' } });
  /** A host session the hooks recorded (ended when `ended`), with one opaque read of `origin`. */
  const session = (id: string, origin: Observation['origin'], ended: boolean): Promise<void> =>
    t.recordSession(id, false, { ended, observations: [opaqueRead(id, origin, `https://${id}.example/diagram.png`)] });
  /** An MCP write with no host session (a server without the host's session id). */
  const write = (text: string) => t.memorize(text);
  return { location: t.location, session, write };
}

describe('an open session’s opaque read and a write that names no session', () => {
  it('is lowered to the read’s origin while the session is open; an ended session’s read lowers nothing', async () => {
    const t = await setUp();
    await t.session('ended-1', 'web', true);
    expect((await attestationFor(t.location, new Date()))?.openOpaque).toBeUndefined();
    expect((await t.write(TEXT)).record.origin).toBe('agent');
    await t.session('open-1', 'external', false);
    expect((await attestationFor(t.location, new Date()))?.openOpaque).toMatchObject({ origin: 'external', session: 'open-1' });
    const r = await t.write(`${TEXT} Twice.`);
    expect(r.record.origin).toBe('external');
    expect(r.clamped.find((c) => c.field === 'origin')?.reason).toContain('this write names no host session, and open host session open-1 read');
  }, 60_000);
});
