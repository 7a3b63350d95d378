import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ReviewSnapshot, unlockWithPassphrase, writeReviewCounts } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { TEST_PASSPHRASE, type World, world } from './helpers.js';

// SessionStart's "N candidates await `cairn review`" read every live record to count them: ≈ 490 ms
// at 10k memories (issue #21). A person's act now signs a snapshot of that count
// (person/review-counts.json: the candidates' ids and the log's sequence); the hook takes it only
// when it verifies with the person's key and fits the store as it is now, reading just the
// records changed since. A snapshot anyone else wrote only makes the hook read every record.

function sessionStart(w: World): string {
  const r = w.hook(w.fixture('claude-code', 'SessionStart'));
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return (JSON.parse(r.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
}

const FACTS = ['Tide heights are in metres, from chart datum.', 'The harbour office publishes tides at 06:00 UTC.'];
const AGENT = ['The pilot boat leaves from the north quay.', 'Moorings are booked a week ahead.'];

/** The snapshot file's one project entry, as the person's act wrote it. */
function written(w: World): ReviewSnapshot {
  const file = JSON.parse(readFileSync(join(w.home, 'person', 'review-counts.json'), 'utf8')) as { body: string };
  const entries = JSON.parse(file.body) as ReviewSnapshot[];
  expect(entries).toHaveLength(1);
  return entries[0] as ReviewSnapshot;
}

/** A world with two of the person's memories and one agent's candidate, written before the person's last act. */
function seeded(): World {
  const w = world();
  expect(w.cairn(['memorize'], { input: JSON.stringify({ text: AGENT[0], origin: 'agent' }) }).code).toBe(0);
  for (const text of FACTS) expect(w.person(['memorize', '--text', text]).code).toBe(0);
  expect(existsSync(join(w.home, 'person', 'review-counts.json'))).toBe(true);
  return w;
}

/** Signs `entry` with the test person's own key (what only the person can do). */
async function signAsPerson(w: World, entry: ReviewSnapshot): Promise<void> {
  await writeReviewCounts(w.home, await unlockWithPassphrase(w.home, TEST_PASSPHRASE), [entry]);
}

describe("the person's signed count of candidates (issue #21)", () => {
  it('is taken at the person’s act and caught up from the log’s tail: the digest is byte-identical without it', () => {
    const w = seeded();
    const snap = written(w);
    expect(snap.candidates).toHaveLength(1);
    // The agent writes after the person's last act: the hook reads that record, not the snapshot's word.
    expect(w.cairn(['memorize'], { input: JSON.stringify({ text: AGENT[1], origin: 'agent' }) }).code).toBe(0);
    const withSnapshot = sessionStart(w);
    expect(withSnapshot).toContain('2 candidates await `cairn review`.');
    rmSync(join(w.home, 'person', 'review-counts.json'));
    expect(sessionStart(w)).toBe(withSnapshot);
  });

  it('is used when the person signed it: a count the person signed stands for the records unchanged since', async () => {
    const w = seeded();
    const snap = written(w);
    const truth = sessionStart(w);
    expect(truth).toContain('1 candidate awaits `cairn review`.');
    // Signed by the person, it is believed (this is what makes the hook skip the reading).
    await signAsPerson(w, { ...snap, candidates: [] });
    expect(sessionStart(w)).not.toContain('await');
  });

  it('a snapshot not signed by the person, or not fitting the store, is ignored: every record is read', async () => {
    const w = seeded();
    const snap = written(w);
    const truth = sessionStart(w);
    const file = join(w.home, 'person', 'review-counts.json');
    // An agent's forgery: the person's file with its body replaced (the signature no longer covers it).
    const real = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...real, body: JSON.stringify([{ ...snap, candidates: [] }]) }));
    expect(sessionStart(w)).toBe(truth);
    // Signed by the person but for another log, another sequence ahead of the log, or other trust inputs.
    for (const stale of [{ log: 'another-log' }, { seq: snap.seq + 1_000 }, { stamp: 'other-sessions:repo=false' }]) {
      await signAsPerson(w, { ...snap, ...stale, candidates: [] });
      expect(sessionStart(w)).toBe(truth);
    }
  });
});
