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

/**
 * A prompt of a protected, interactive session the host did not show typed (`untyped`: with Claude
 * Code every prompt, attack A5) is stored `external` and is never the person's words; while its
 * session's protection holds it lowers nothing either, so the agent's write repeating the person's
 * own words is not made `external` by them (h55-attest). Where the protection does not hold (a
 * record not naming the declaration, an undeclared home, a declaration made again) it is the
 * `external` prompt it is stored as.
 */
describe('a prompt of a protected session not shown typed (untyped)', () => {
  const prompt = (session: string, untyped: boolean): Observation => ({
    v: 1,
    id: `obs_u_${session}`,
    session,
    at: new Date().toISOString(),
    event: 'prompt',
    origin: 'external',
    ...(untyped ? { untyped: true as const } : {}),
    shingles: ['a1b2c3d4e5f6'],
    tokens: [],
    length: 40,
    truncated: false,
  });
  const originsOf = async (t: Awaited<ReturnType<typeof setUp>>, session: string, untyped = true) => {
    await t.appendObservations([prompt(session, untyped)]);
    return (await attestationFor(t.location, new Date()))?.observations.filter((o) => o.session === session).map((o) => o.origin);
  };

  it('is left out while its session’s protection holds (failed before the fix: it lowered as external)', async () => {
    const t = await setUp();
    await t.recordSession('host-q', true);
    expect(await originsOf(t, 'host-q')).toEqual([]);
    // Not marked (a prompt with a host-made shape, or one from before the field): it lowers.
    await t.recordSession('host-r', true);
    expect(await originsOf(t, 'host-r', false)).toEqual(['external']);
  });

  it('lowers as external where the protection does not hold: a record not naming the declaration, an undeclared home, a new declaration', async () => {
    const t = await setUp();
    await t.recordSession('host-s', true, false);
    expect(await originsOf(t, 'host-s')).toEqual(['external']);
    await t.recordSession('host-t', true);
    await declareHome(t.home);
    expect(await originsOf(t, 'host-t')).toEqual(['external']);
    const u = await setUp({ declared: false });
    await u.recordSession('host-v', true);
    expect(await originsOf(u, 'host-v')).toEqual(['external']);
  });
});
