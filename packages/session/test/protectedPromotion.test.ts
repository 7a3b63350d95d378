/**
 * An agent's memory promotes itself only from sightings in protected host sessions (DESIGN.md
 * §2.6, §10): two MCP servers of two protected Claude Code sessions make it active; the same
 * two sessions unprotected, or a caller claiming protection the home's session record denies,
 * leave it a candidate for every checking reader.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Observation } from '@cairn/core';
import { attestationFor } from '../src/host/attestation.js';
import { noPersonProof, registeredHostSession } from '../src/index.js';
import { cleanup, declareHome } from './helpers.js';
import { sessionProject } from './protectedSessions.js';

afterEach(cleanup);

const TEXT = 'The tide feed is refreshed at six every morning.';

/** A project; `declared` (default true): the person declared the home sandbox-only, as protected sessions need. */
async function setUp(options: { declared?: boolean } = {}) {
  const t = await sessionProject({
    files: { 'feed.md': 'The feed is refreshed at 06:00.\n', 'cron.txt': '0 6 * * * refresh-feed\n' },
    declared: options.declared !== false,
  });
  /**
   * What the hooks recorded of a host session in the home: a protected one names the home's
   * declaration, sealed as the hooks' store seals it; `named` false writes it without (as an agent
   * writing the record itself would).
   */
  const recordSession = (id: string, isProtected: boolean, named = true): Promise<void> => t.recordSession(id, isProtected, { named });
  /** The MCP server of a host session: `claims` is what the write context says of protection. */
  const sighting = (id: string, claims: boolean, source: string) => t.memorize(TEXT, { hostSession: { id, protected: claims }, source });
  /** A checking reader (the CLI: the person's keyring). */
  const statusNow = async (id: string) => {
    const s = await t.open('cli', { proof: noPersonProof('a reader') });
    try {
      return (await s.get(id)).status;
    } finally {
      await s.close();
    }
  };
  return { ...t, recordSession, sighting, statusNow };
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

  it('records marked protected in a home not declared sandbox-only (an agent could have written them): every checking reader reads a candidate', async () => {
    const t = await setUp({ declared: false });
    await t.recordSession('host-g', true);
    await t.recordSession('host-h', true);
    await t.sighting('host-g', true, 'feed.md:1');
    const second = await t.sighting('host-h', true, 'cron.txt:1');
    expect(second.status).toBe('active');
    expect(await t.statusNow(second.record.id)).toBe('candidate');
  });

  it('records marked protected that do not name the home’s declaration (written before it, or by hand): a candidate for every checking reader', async () => {
    const t = await setUp();
    await t.recordSession('host-i', true, false);
    await t.recordSession('host-j', true, false);
    await t.sighting('host-i', true, 'feed.md:1');
    const second = await t.sighting('host-j', true, 'cron.txt:1');
    expect(await t.statusNow(second.record.id)).toBe('candidate');
  });
});

describe('the MCP server’s host session (registeredHostSession): protected only under the home’s sandbox-only declaration', () => {
  it('protected when the record names the home’s declaration; not in an undeclared home, nor without the declaration, nor after a new one', async () => {
    const t = await setUp();
    await t.recordSession('host-k', true);
    await t.recordSession('host-l', true, false);
    expect((await registeredHostSession(t.location, 'host-k')())?.protected).toBe(true);
    expect((await registeredHostSession(t.location, 'host-l')())?.protected).toBe(false);
    await declareHome(t.home);
    expect((await registeredHostSession(t.location, 'host-k')())?.protected).toBe(false);
    const u = await setUp({ declared: false });
    await u.recordSession('host-m', true);
    expect((await registeredHostSession(u.location, 'host-m')())?.protected).toBe(false);
  });
});

describe('a prompt recorded as the person’s words (the attestation’s exemption)', () => {
  const prompt = (session: string): Observation => ({
    v: 1,
    id: `obs_${session}`,
    session,
    at: new Date().toISOString(),
    event: 'prompt',
    origin: 'user',
    shingles: ['a1b2c3d4e5f6'],
    tokens: [],
    length: 40,
    truncated: false,
  });
  const originsOf = async (t: Awaited<ReturnType<typeof setUp>>, session: string) => {
    await t.appendObservations([prompt(session)]);
    return (await attestationFor(t.location, new Date()))?.observations.filter((o) => o.session === session).map((o) => o.origin);
  };
  it('counts as the person’s only in a session whose protection holds; else it is `external`', async () => {
    const t = await setUp();
    await t.recordSession('host-n', true);
    await t.recordSession('host-o', true, false);
    expect(await originsOf(t, 'host-n')).toEqual(['user']);
    expect(await originsOf(t, 'host-o')).toEqual(['external']);
    const u = await setUp({ declared: false });
    await u.recordSession('host-p', true);
    expect(await originsOf(u, 'host-p')).toEqual(['external']);
  });
});
