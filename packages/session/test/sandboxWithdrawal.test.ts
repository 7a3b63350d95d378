/**
 * A sandbox-only declaration withdrawn (and perhaps declared again): the memories its protected
 * sessions' sightings made active read as candidates from then on, and doctor's person's-acts
 * check says so as a WARN naming the withdrawn declaration — not a FAIL about a forged act. A
 * claim that no declaration ever backed stays a FAIL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { declareSandboxOnly, noPersonProof } from '../src/index.js';
import { cleanup, PASSPHRASE } from './helpers.js';
import { sessionProject } from './protectedSessions.js';

afterEach(cleanup);

const TEXT = 'The tide feed is refreshed at six every morning.';

async function setUp() {
  const t = await sessionProject({
    files: { 'feed.md': 'The feed is refreshed at 06:00.\n', 'cron.txt': '0 6 * * * refresh-feed\n' },
    declared: true,
  });
  /** A protected host session the hooks recorded; `named` false: its record names no declaration. */
  const recordSession = (id: string, named: boolean): Promise<void> => t.recordSession(id, true, { named });
  /** The MCP server of protected host session `id` writing `text` from `source`. */
  const sighting = (id: string, source: string, text = TEXT) => t.memorize(text, { hostSession: { id, protected: true }, source });
  /** Doctor's person's acts check, as the CLI runs it. */
  const personActs = async () => {
    const s = await t.open('cli', { proof: noPersonProof('a reader') });
    try {
      const found = (await s.doctor()).find((c) => c.name === "person's acts");
      if (found === undefined) throw new Error("no person's acts check");
      return found as { ok: boolean; warn?: boolean; detail: string; fix?: string; ids?: string[] };
    } finally {
      await s.close();
    }
  };
  return { ...t, declaration: t.declaration as string, recordSession, sighting, personActs };
}

describe("doctor's person's acts after a sandbox-only declaration is withdrawn", () => {
  it('memories made active in sessions protected under a withdrawn declaration: a WARN naming the withdrawal, declared again or not', async () => {
    const t = await setUp();
    await t.recordSession('host-a', true);
    await t.recordSession('host-b', true);
    await t.sighting('host-a', 'feed.md:1');
    const made = await t.sighting('host-b', 'cron.txt:1');
    expect(made.status).toBe('active');
    expect((await t.personActs()).ok).toBe(true);
    await declareSandboxOnly(t.home, PASSPHRASE, false);
    const withdrawn = await t.personActs();
    expect(withdrawn).toMatchObject({ ok: true, warn: true });
    expect(withdrawn.detail).toContain('withdrawn');
    await declareSandboxOnly(t.home, PASSPHRASE, true);
    const again = await t.personActs();
    expect(again).toMatchObject({ ok: true, warn: true });
    expect(again.detail).toContain('withdrawn');
    expect(again.detail).toContain(t.declaration.slice(0, 8));
    expect(again.ids).toEqual([made.record.id]);
  });

  it('protected sessions that named no declaration at all: still a FAIL after a withdrawal and a new declaration', async () => {
    const t = await setUp();
    await t.recordSession('host-c', false);
    await t.recordSession('host-d', false);
    await t.sighting('host-c', 'feed.md:1');
    const made = await t.sighting('host-d', 'cron.txt:1');
    expect(made.status).toBe('active');
    expect((await t.personActs()).ok).toBe(false);
    await declareSandboxOnly(t.home, PASSPHRASE, false);
    await declareSandboxOnly(t.home, PASSPHRASE, true);
    const after = await t.personActs();
    expect(after.ok).toBe(false);
    expect(after.warn).toBeUndefined();
    expect(after.detail).toContain('1 active');
  });

  it('one memory a withdrawn declaration explains and one no declaration backs: a FAIL on the unbacked one that also names the withdrawal', async () => {
    const t = await setUp();
    await t.recordSession('host-e', true);
    await t.recordSession('host-f', true);
    await t.recordSession('host-g', false);
    await t.recordSession('host-h', false);
    await t.sighting('host-e', 'feed.md:1');
    const lapsed = await t.sighting('host-f', 'cron.txt:1');
    const other = 'The archive job runs on Sundays at noon.';
    await t.sighting('host-g', 'feed.md:1', other);
    const forged = await t.sighting('host-h', 'cron.txt:1', other);
    expect([lapsed.status, forged.status]).toEqual(['active', 'active']);
    await declareSandboxOnly(t.home, PASSPHRASE, true);
    const after = await t.personActs();
    expect(after.ok).toBe(false);
    expect(after.ids).toEqual([forged.record.id]);
    expect(after.detail).toContain('1 active');
    // The other memory is no forged act: the FAIL says so, naming the withdrawn declaration (closing note h52).
    expect(after.detail).toContain(`${lapsed.record.id}) made active by sightings in host sessions protected under a sandbox-only declaration you withdrew`);
    expect(after.detail).toContain(`your declaration ${t.declaration.slice(0, 8)}`);
  });

  it('sessions recorded under the old declaration after it was withdrawn (the home no longer kept agents out): still a FAIL', async () => {
    const t = await setUp();
    await declareSandboxOnly(t.home, PASSPHRASE, false);
    await t.recordSession('host-i', true);
    await t.recordSession('host-j', true);
    await t.sighting('host-i', 'feed.md:1');
    const made = await t.sighting('host-j', 'cron.txt:1');
    expect(made.status).toBe('active');
    const after = await t.personActs();
    expect(after.ok).toBe(false);
    expect(after.ids).toEqual([made.record.id]);
  });
});
