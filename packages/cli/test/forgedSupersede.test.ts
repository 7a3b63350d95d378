import { appendForgedPut as forgePut, type StoredRecord, storedRecords } from '@cairn/session/testing';
import { describe, expect, it } from 'vitest';
import { type Sandbox, sandbox } from './harness.js';

/**
 * A person's memory stays shown until a person's signed act supersedes it (h49-sign, the h48-sign
 * residue): a `superseded` written into the store's log by hand (what an agent that can write the
 * home could do), naming an agent's memory as the successor, only lowers trust. The built CLI,
 * child processes: `recall`, `digest` and `list` still show the memory, `doctor` fails naming it;
 * the person's own `cairn supersede` hides it with no finding.
 */

const HONEST = 'Tide heights are in metres, from chart datum.';
const AGENTS = 'Tide heights are in feet, from mean sea level.';

/** The latest stored version of each record (`@cairn/session/testing`, shared with the hooks' signedReads test). */
const stored = (box: Sandbox): StoredRecord[] => [...storedRecords(box.home).values()];
/** A hand-made `put`, framed as the store frames its lines: no act of the person's. */
const appendForgedPut = (box: Sandbox, record: StoredRecord): void => forgePut(box.home, record);

type Check = { name: string; ok: boolean; detail: string };
const actsCheck = (box: Sandbox): Check | undefined =>
  (JSON.parse(box.cairn(['doctor', '--json']).stdout) as { checks: Check[] }).checks.find((c) => c.name === "person's acts");

describe('a forged `superseded` never hides a person’s memory (CLI)', () => {
  it('an event marking it superseded by the agent’s memory: recall, digest and list still show it; doctor fails naming it', () => {
    const box = sandbox();
    expect(box.person(['memorize', '--text', HONEST]).code).toBe(0);
    expect(box.cairn(['memorize'], { input: JSON.stringify({ text: AGENTS, origin: 'agent' }) }).code).toBe(0);
    const honest = stored(box).find((r) => r.text === HONEST) as StoredRecord;
    const agents = stored(box).find((r) => r.text === AGENTS) as StoredRecord;
    appendForgedPut(box, { ...honest, status: 'superseded', supersededBy: agents.id, updatedAt: new Date().toISOString() });

    const recalled = box.json<{ hits: { id: string; status: string }[] }>(['recall', 'tide', 'heights', 'chart', 'datum']);
    expect(recalled.run.code, recalled.run.stderr).toBe(0);
    expect(recalled.value.hits.find((h) => h.id === honest.id)).toMatchObject({ status: 'active' });
    expect(box.cairn(['digest']).stdout).toContain(HONEST);
    const listed = box.json<{ records?: { id: string; status: string }[] } | { id: string; status: string }[]>(['list', '--status', 'active']);
    expect(JSON.stringify(listed.value)).toContain(honest.id);
    const check = actsCheck(box);
    expect(check?.ok).toBe(false);
    expect(check?.detail).toMatch(/marked superseded by a memory no act of the person backs; it is shown until an act of theirs supersedes it/u);
  });

  it('the person’s `cairn supersede` hides it from recall and the digest, with no finding', () => {
    const box = sandbox();
    expect(box.person(['memorize', '--text', HONEST]).code).toBe(0);
    expect(box.person(['memorize', '--text', 'Tide heights are in metres, from chart datum, rounded to 5 cm.']).code).toBe(0);
    const [older, newer] = stored(box);
    const r = box.person(['supersede', (older as StoredRecord).id, '--by', (newer as StoredRecord).id]);
    expect(r.code, r.stderr).toBe(0);
    const recalled = box.json<{ hits: { id: string }[] }>(['recall', 'tide', 'heights', 'chart', 'datum']);
    expect(recalled.value.hits.map((h) => h.id)).not.toContain((older as StoredRecord).id);
    expect(box.cairn(['digest']).stdout).not.toContain(HONEST);
    expect(actsCheck(box)?.ok).toBe(true);
  });
});
