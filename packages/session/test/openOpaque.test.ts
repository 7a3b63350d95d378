/**
 * Opaque reads of open host sessions (h51-attest, issue #22; the closing note: "opaque reads lower
 * only session-tied writes (MCP with the session id)"). A write that names no host session may come
 * from any session not yet ended, so one that read an image or a PDF lowers it; a session that ended
 * lowers nothing more, and a protected session's own write is judged by its own reads.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Observation } from '@cairn/core';
import { openObservationStore, projectKey } from '@cairn/store-fs';
import { afterEach, describe, expect, it } from 'vitest';
import { attestationFor } from '../src/host/attestation.js';
import { noPersonProof, observationHasher, openProject, resolveLocation, sealRecord } from '../src/index.js';
import { cleanup, enableProject, git, hostSessionRecord, sandbox } from './helpers.js';

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
  const box = await sandbox();
  const dir = box.project;
  await writeFile(join(dir, 'notes.md'), 'Nothing here.\n');
  git(dir, 'init', '-q');
  const keyring = await enableProject(box.home, dir);
  const location = await resolveLocation({ home: box.home, project: dir, cwd: dir, env: {}, homedir: () => box.root });
  /** A host session the hooks recorded (ended when `ended`), with one opaque read of `origin`. */
  const session = async (id: string, origin: Observation['origin'], ended: boolean): Promise<void> => {
    const store = openObservationStore({ home: box.home, projectKey: projectKey(dir) });
    const hash = await observationHasher(box.home);
    try {
      await store.updateSession(id, () => sealRecord({ ...hostSessionRecord(id, false), ...(ended ? { endedAt: new Date().toISOString() } : {}) }, hash));
      await store.append([opaqueRead(id, origin, `https://${id}.example/diagram.png`)]);
    } finally {
      await store.close();
    }
  };
  /** An MCP write with no host session (a server without the host's session id). */
  const write = async (text: string) => {
    const s = await openProject({
      home: box.home,
      project: dir,
      cwd: dir,
      env: {},
      channel: 'mcp',
      client: 'vitest',
      personProof: noPersonProof('the MCP server'),
      keyring,
    });
    try {
      const r = await s.memorize({ text, origin: 'agent' });
      if (r.declined) throw new Error('declined');
      return r.result;
    } finally {
      await s.close();
    }
  };
  return { location, session, write };
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
