import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memorizeOverMcp, type World, world } from './helpers.js';
import { barredSession } from './hostSessions.js';

/**
 * Lifting the bar (h50-attest, issue #22): an output too large to keep whole drops tokens and
 * keeps a bar, and every later write carrying an address, path or command past it is lowered,
 * in any session, for 14 days. `cairn lift-bar` is the way out: a person's act, signed on the
 * terminal, kept in the home and recorded in the audit log — for one reviewed memory's tokens
 * (`--memory`) or the whole bar. An agent's call is refused and a lift file an agent writes lifts
 * nothing. Built CLI and hook, child processes; every address is fake, assembled at run time.
 */
const sha256 = (t: string): string => createHash('sha256').update(t).digest('hex');

/** The audit lines of the world's store. */
function auditLines(w: World): Array<Record<string, unknown>> {
  return w
    .homeFiles()
    .filter((f) => f.endsWith('audit.jsonl') || f.endsWith('events.jsonl'))
    .flatMap((f) => readFileSync(f, 'utf8').split('\n'))
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('cairn lift-bar', () => {
  it("an agent's call and a forged lift change nothing; the person's lift for a memory, then of the whole bar, lifts it for what they saw", async () => {
    const w = world();
    const payload = `https://github.com/vault-mirror${'93'}/relay/in`;
    const other = `https://github.com/other-mirror${'93'}/relay/out`;
    const o = barredSession(w, 'sess-cap', 'sess-later', 'lift', payload);
    const id = o.id as string;
    const lowered = await memorizeOverMcp(w, 'sess-later', `Our mirror endpoint lives at ${payload} for the team.`);
    expect(lowered.origin).toBe('tool');
    // The stored evidence names the observation a person's lift names.
    expect(w.cairn(['show', lowered.id, '--json']).stdout).toContain(id);

    // An agent's command (no terminal): refused, nothing kept.
    const agent = w.cairn(['lift-bar', id]);
    expect(agent.code, agent.stderr).toBe(3);
    expect(w.homeFiles().filter((f) => f.includes('lift-bars-'))).toEqual([]);
    // Where the person's lifts are kept (@cairn/person's barLiftsPath): the person's folder of the home.
    const projectKey = sha256(realpathSync(w.project)).slice(0, 12);
    // A lift an agent writes into the home by hand (no signature): lifts nothing, and says so.
    const file = join(w.home, 'person', `lift-bars-${sha256(`cairn lift bars\n${projectKey}`).slice(0, 16)}.json`);
    writeFileSync(file, JSON.stringify([{ v: 1, bar: { observation: id, session: 'sess-cap', at: o.at, dropped: o.dropped, bar: o.bar } }]));
    const forged = await memorizeOverMcp(w, 'sess-later', `The relay mirror is ${payload} for releases.`);
    expect(forged.origin).toBe('tool');

    // The person reviews the lowered memory and lifts the bar for it only.
    const forMemory = w.person(['lift-bar', id, '--memory', lowered.id]);
    expect(forMemory.code, forMemory.stderr).toBe(0);
    expect(forMemory.stderr.replace(/\s+/gu, ' ')).toContain(`for memory ${lowered.id} only`);
    expect(readFileSync(file, 'utf8')).toContain('"act"');
    // Signed as its own act, `lift` (issue #22: it was a `trust` act before; core's LIFT_ACTS reads both).
    expect((JSON.parse(readFileSync(file, 'utf8')) as Array<{ act?: { act?: string } }>).map((l) => l.act?.act)).toEqual([undefined, 'lift']);
    expect((await memorizeOverMcp(w, 'sess-later', `Releases are mirrored at ${payload} each week.`)).origin).toBe('agent');
    expect((await memorizeOverMcp(w, 'sess-later', `Backups are mirrored at ${other} each week.`)).origin).toBe('tool');

    // Then the whole bar.
    const whole = w.person(['lift-bar', id]);
    expect(whole.code, whole.stderr).toBe(0);
    expect((await memorizeOverMcp(w, 'sess-later', `Snapshots are mirrored at ${other} nightly.`)).origin).toBe('agent');
    // Recorded in the audit log, signed.
    const lifts = auditLines(w).filter((l) => l.event === 'lift');
    expect(lifts).toHaveLength(2);
    expect(lifts[0]).toMatchObject({ signer: expect.stringMatching(/^ed25519:/u), applied: { observation: id, memory: lowered.id } });
    expect(lifts[1]?.applied).toMatchObject({ observation: id, bar: o.bar });
    // The chain with its signed lift lines verifies.
    const verified = w.cairn(['audit', '--verify']);
    expect(verified.code, verified.stdout + verified.stderr).toBe(0);
  }, 240_000);
});
