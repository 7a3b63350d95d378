/**
 * Opaque reads of recent host sessions (h51-attest, issue #22; the closing note: "opaque reads lower
 * only session-tied writes (MCP with the session id)"). A write that names no host session may come
 * from any session active within the observation window, so one that read an image or a PDF lowers
 * it — ended or not, since a SessionEnd is one line an agent pipes into `cairn hook` (attack h58 F2,
 * h59-hooks; before, an ended session's read lowered nothing more); a read older than the window
 * lowers nothing, and a protected session's own write is judged by its own reads.
 */
import type { Observation } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { attestationFor } from '../src/host/attestation.js';
import { cleanup } from './helpers.js';
import { sessionProject } from './protectedSessions.js';

afterEach(cleanup);

const TEXT = 'Deploy previews are published from the staging bucket every hour.';

const opaqueRead = (session: string, origin: Observation['origin'], ref: string, at = new Date()): Observation => ({
  v: 1,
  id: `obs_${session}`,
  session,
  at: at.toISOString(),
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
  const session = (id: string, origin: Observation['origin'], ended: boolean, at?: Date): Promise<void> =>
    t.recordSession(id, false, { ended, observations: [opaqueRead(id, origin, `https://${id}.example/diagram.png`, at)] });
  /** An MCP write with no host session (a server without the host's session id). */
  const write = (text: string) => t.memorize(text);
  return { location: t.location, session, write };
}

describe('an open session’s opaque read and a write that names no session', () => {
  it('is lowered to the read’s origin within the window, the session ended or not; a read older than the window lowers nothing', async () => {
    const t = await setUp();
    await t.session('old-1', 'web', false, new Date(Date.now() - 15 * 86_400_000));
    expect((await attestationFor(t.location, new Date()))?.openOpaque).toBeUndefined();
    expect((await t.write(TEXT)).record.origin).toBe('agent');
    await t.session('ended-1', 'web', true);
    expect((await attestationFor(t.location, new Date()))?.openOpaque).toMatchObject({ origin: 'web', session: 'ended-1' });
    const ended = await t.write(`${TEXT} Once.`);
    expect(ended.record.origin).toBe('web');
    expect(ended.clamped.find((c) => c.field === 'origin')?.reason).toContain('this write names no host session, and recent host session ended-1 read');
  }, 60_000);
});
