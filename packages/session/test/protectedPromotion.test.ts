/**
 * An agent's memory promotes itself only from sightings in protected host sessions (DESIGN.md
 * §2.6, §10): two MCP servers of two protected Claude Code sessions make it active; the same
 * two sessions unprotected, or a caller claiming protection the home's session record denies,
 * leave it a candidate for every checking reader.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadKeyring } from '@cairn/person';
import { openObservationStore, projectKey } from '@cairn/store-fs';
import { afterEach, describe, expect, it } from 'vitest';
import { noPersonProof, openProject } from '../src/index.js';
import { cleanup, git, hostSessionRecord, sandbox, signingPerson } from './helpers.js';

afterEach(cleanup);

const TEXT = 'The tide feed is refreshed at six every morning.';

async function setUp() {
  const box = await sandbox();
  const dir = box.project;
  await writeFile(join(dir, 'feed.md'), 'The feed is refreshed at 06:00.\n');
  await writeFile(join(dir, 'cron.txt'), '0 6 * * * refresh-feed\n');
  git(dir, 'init', '-q');
  const { keyring } = await loadKeyring(box.home);
  const init = await openProject({ home: box.home, project: dir, cwd: dir, env: {}, channel: 'cli', client: 'vitest', personProof: signingPerson(box.home).proof, keyring });
  await init.init();
  await init.close();
  /** What the hooks recorded of a host session in the home. */
  const recordSession = async (id: string, isProtected: boolean): Promise<void> => {
    const store = openObservationStore({ home: box.home, projectKey: projectKey(dir) });
    try {
      await store.updateSession(id, () => hostSessionRecord(id, isProtected));
    } finally {
      await store.close();
    }
  };
  /** The MCP server of a host session: `claims` is what the write context says of protection. */
  const sighting = async (id: string, claims: boolean, source: string) => {
    const s = await openProject({
      home: box.home,
      project: dir,
      cwd: dir,
      env: {},
      channel: 'mcp',
      client: 'vitest',
      personProof: noPersonProof('the MCP server'),
      keyring,
      hostSession: async () => ({ id, protected: claims, gaps: 0 }),
    });
    try {
      const r = await s.memorize({ text: TEXT, origin: 'agent', source });
      if (r.declined) throw new Error('declined');
      return r.result;
    } finally {
      await s.close();
    }
  };
  /** A checking reader (the CLI: the person's keyring). */
  const statusNow = async (id: string) => {
    const s = await openProject({ home: box.home, project: dir, cwd: dir, env: {}, channel: 'cli', client: 'vitest', personProof: noPersonProof('a reader'), keyring });
    try {
      return (await s.get(id)).status;
    } finally {
      await s.close();
    }
  };
  return { recordSession, sighting, statusNow };
}

describe('promotion needs protected host sessions (DESIGN.md §2.6)', () => {
  it('two protected sessions, two sources: active for the writer and for every checking reader', async () => {
    const t = await setUp();
    await t.recordSession('host-a', true);
    await t.recordSession('host-b', true);
    const first = await t.sighting('host-a', true, 'feed.md:1');
    expect(first.status).toBe('candidate');
    const second = await t.sighting('host-b', true, 'cron.txt:1');
    expect(second.status).toBe('active');
    expect(await t.statusNow(second.record.id)).toBe('active');
  });

  it('two unprotected sessions: a candidate, however many sources', async () => {
    const t = await setUp();
    await t.recordSession('host-c', false);
    await t.recordSession('host-d', false);
    await t.sighting('host-c', false, 'feed.md:1');
    const second = await t.sighting('host-d', false, 'cron.txt:1');
    expect(second.status).toBe('candidate');
    expect(await t.statusNow(second.record.id)).toBe('candidate');
  });

  it('a caller claiming protection the home’s session records deny: the store says active, every checking reader reads a candidate', async () => {
    const t = await setUp();
    await t.recordSession('host-e', false);
    await t.recordSession('host-f', true);
    await t.sighting('host-e', true, 'feed.md:1');
    const second = await t.sighting('host-f', true, 'cron.txt:1');
    expect(second.status).toBe('active');
    expect(await t.statusNow(second.record.id)).toBe('candidate');
  });
});
