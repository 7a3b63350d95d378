/**
 * Refreshing a stale memory (issue #23): an agent's sighting rebinds it to the file as it is now
 * only when an observation of a **protected** session in the home's observation store shows the
 * file read with that content; an unprotected sighting leaves it stale. Readers check the
 * observation store themselves — a record's rebinding, or a caller's claim to be protected, is
 * never enough.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Observation } from '@cairn/core';
import { openFileStore } from '@cairn/store-fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createBinder, gitBlobId, noPersonProof, readFingerprint } from '../src/index.js';
import { cleanup } from './helpers.js';
import { sessionProject } from './protectedSessions.js';

afterEach(cleanup);

const QUEUE = ['export class Queue {', '  private items: string[] = [];', '  push(x: string) {', '    this.items.push(x);', '  }', '}', ''].join('\n');
const TEXT = 'push appends to the items array.';

async function setUp() {
  const box = await sessionProject({ files: { 'src/queue.ts': QUEUE }, git: 'commit', declared: true });
  const dir = box.dir;
  /** A checking reader (the person's keyring, every read checked). */
  const reader = () => box.open('cli', { proof: noPersonProof('the reader') });
  /**
   * What the hook records: a session, and its Read of src/queue.ts as the file is on disk now. A
   * protected session's record names the home's declaration unless `named` is false.
   */
  const observeRead = async (session: string, isProtected: boolean, named = true): Promise<void> => {
    const hash = await box.hasher();
    const read: Observation = {
      v: 1,
      id: `obs_${session}`,
      session,
      at: new Date().toISOString(),
      event: 'tool',
      origin: 'repo',
      tool: 'Read',
      call: `call_${session}`,
      ref: 'src/queue.ts',
      blob: readFingerprint(gitBlobId(await readFile(join(dir, 'src/queue.ts'))), hash),
      shingles: ['a1b2c3d4e5f6'],
      tokens: [],
      length: QUEUE.length,
      truncated: false,
    };
    await box.recordSession(session, isProtected, { named, observations: [read] });
  };
  const first = await box.memorize(TEXT, { hostSession: { id: 'sess-first', protected: false }, source: 'src/queue.ts:3-5', keyring: false });
  const id = first.record.id;
  const written = first.record.bindings?.[0]?.hash;
  await writeFile(join(dir, 'src/queue.ts'), QUEUE.replace('this.items.push(x);', 'this.items.push(x); // appends'));
  const staleNow = async () => {
    const s = await reader();
    try {
      return await s.get(id);
    } finally {
      await s.close();
    }
  };
  /** The MCP server of a host session re-seeing the memory (the caller says whether it is protected: the write's own word; no keyring). */
  const sighting = (session: { id: string; protected: boolean }) => box.memorize(TEXT, { hostSession: session, source: 'src/queue.ts:3-5', keyring: false });
  return { ...box, id, written, observeRead, staleNow, sighting };
}

describe('a stale memory re-seen by an agent (issue #23, Refreshing)', () => {
  it('is rebound when a protected session was observed reading the file as it is now', async () => {
    const t = await setUp();
    expect((await t.staleNow()).stale).toEqual([expect.objectContaining({ change: 'edited' })]);
    await t.observeRead('sess-p', true);
    const seen = await t.sighting({ id: 'sess-p', protected: true });
    expect(seen.sighting).toBe(true);
    expect(seen.warnings).toContainEqual(expect.stringContaining('Re-bound to src/queue.ts as it is now'));
    const got = await t.staleNow();
    expect(got.stale).toBeUndefined();
    expect(got.bindings?.[0]?.hash).not.toBe(t.written);
  });

  it('stays stale after an unprotected session’s sighting, even one that read the file', async () => {
    const t = await setUp();
    await t.observeRead('sess-u', false);
    const seen = await t.sighting({ id: 'sess-u', protected: false });
    expect(seen.warnings.join('\n')).not.toContain('Re-bound');
    const got = await t.staleNow();
    expect(got.stale).toEqual([expect.objectContaining({ path: 'src/queue.ts', change: 'edited' })]);
    expect(got.bindings?.[0]?.hash).toBe(t.written);
  });

  it('readers check the observation store, not the writer: a caller claiming a protected session whose record says otherwise stays stale', async () => {
    const t = await setUp();
    // The host session's record in the home says unprotected; the write claims it was protected.
    await t.observeRead('sess-x', false);
    await t.sighting({ id: 'sess-x', protected: true });
    expect((await t.staleNow()).stale).toEqual([expect.objectContaining({ change: 'edited' })]);
  });

  it('a protected session record that does not name the home’s sandbox-only declaration (an agent could write it) rebinds nothing for a reader', async () => {
    const t = await setUp();
    await t.observeRead('sess-y', true, false);
    await t.sighting({ id: 'sess-y', protected: true });
    expect((await t.staleNow()).stale).toEqual([expect.objectContaining({ change: 'edited' })]);
  });

  it('a rebinding written into the store by hand is honoured only once a protected session of its sightings read that content', async () => {
    const t = await setUp();
    const raw = await openFileStore({ home: t.home, projectPath: t.dir, onWarning: () => undefined });
    try {
      await raw.transact(async (tx) => {
        const record = await tx.get(t.id);
        if (!record) throw new Error('gone');
        const now = createBinder(t.dir).bind('src/queue.ts', [3, 5]);
        if (!('binding' in now)) throw new Error(now.refused);
        const sighting = { ...(record.evidence[0] as (typeof record.evidence)[number]), session: 'sess-q', at: new Date().toISOString() };
        tx.put({ ...record, bindings: [now.binding], evidence: [...record.evidence, sighting] });
      });
    } finally {
      await raw.close();
    }
    expect((await t.staleNow()).stale).toEqual([expect.objectContaining({ change: 'edited' })]);
    await t.observeRead('sess-other', true);
    // A protected session read it, but not one of the memory's sightings.
    expect((await t.staleNow()).stale).toEqual([expect.objectContaining({ change: 'edited' })]);
    await t.observeRead('sess-q', true);
    expect((await t.staleNow()).stale).toBeUndefined();
  });
});
