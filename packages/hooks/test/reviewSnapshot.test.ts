import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { type ReviewSnapshot, unlockWithPassphrase, writeReviewCounts } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { TEST_PASSPHRASE, type World, world } from './helpers.js';

// SessionStart's "N candidates await `cairn review`" read every live record to count them: ≈ 490 ms
// at 10k memories (issue #21). A person's act now signs a snapshot of that count
// (person/review-counts.json: the candidates' ids and the log's sequence); the hook takes it only
// when it verifies with the person's key and fits the store as it is now, reading just the
// records changed since. A snapshot anyone else wrote only makes the hook read every record.
// The snapshot names the store's view frame (the frames after it were read from the log's bytes,
// which an agent can edit) and the live records it covered: what it never saw is read.

/** The project's folder in the home (its log and view). */
function projectDir(w: World): string {
  const projects = join(w.home, 'projects');
  return join(projects, readdirSync(projects)[0] as string);
}

/** The log's frames, each line parsed. */
function frames(w: World): Array<{ seq: number; crc: string; ev: { t: string; ops?: Array<{ op: string; record?: Record<string, unknown> }> } }> {
  return readFileSync(join(projectDir(w), 'events.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l));
}

/** Writes the log back from `list`, each frame's checksum made to fit its edited event (what an agent that can write the home can do). */
function writeFrames(w: World, list: ReturnType<typeof frames>): void {
  const lines = list.map((f) => {
    const ev = JSON.stringify(f.ev);
    return `{"seq":${f.seq},"crc":"${crc32(Buffer.from(ev)).toString(16).padStart(8, '0')}","ev":${ev}}\n`;
  });
  writeFileSync(join(projectDir(w), 'events.jsonl'), lines.join(''));
}

/** The SQLite view of the project (better-sqlite3 as store-fs loads it). */
function openView(w: World): { prepare(sql: string): { run(...a: unknown[]): unknown; get(...a: unknown[]): unknown }; close(): void } {
  const require = createRequire(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'store-fs', 'package.json'));
  const Database = require('better-sqlite3') as new (file: string) => ReturnType<typeof openView>;
  return new Database(join(projectDir(w), 'index', 'view.sqlite'));
}

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

/**
 * {@link seeded}, with the store's view holding the agent's candidate and the first fact when
 * the person's last act took its count: the view is rebuilt (removed, then read) before it. The
 * frames after the view's were read from the log's bytes, so a count stands only for the records
 * the view held.
 */
function settled(): World {
  const w = world();
  expect(w.cairn(['memorize'], { input: JSON.stringify({ text: AGENT[0], origin: 'agent' }) }).code).toBe(0);
  expect(w.person(['memorize', '--text', FACTS[0] as string]).code).toBe(0);
  rmSync(join(projectDir(w), 'index'), { recursive: true, force: true });
  expect(w.cairn(['list']).code).toBe(0);
  expect(w.person(['memorize', '--text', FACTS[1] as string]).code).toBe(0);
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
    const w = settled();
    const snap = written(w);
    const truth = sessionStart(w);
    expect(truth).toContain('1 candidate awaits `cairn review`.');
    expect(snap.live).toHaveLength(2);
    // Signed by the person, it is believed (this is what makes the hook skip the reading): the
    // person's first fact, unchanged in the view since, counted as the candidate it is said to be.
    const fact = snap.live.find((id) => !snap.candidates.includes(id)) as string;
    await signAsPerson(w, { ...snap, candidates: [...snap.candidates, fact] });
    expect(sessionStart(w)).toContain('2 candidates await `cairn review`.');
  });

  it('the 2026-12-05 attack: a frame edited before the count’s sequence to put a candidate in is read, never hidden', () => {
    // Red before (2026-12-05): the snapshot named the log's last frame, and the frames between
    // the view's and it, read from the log's bytes, were taken as unchanged: 1 candidate shown.
    const w = seeded();
    const snap = written(w);
    const list = frames(w);
    const agentFrame = list.find((f) => f.ev.ops?.some((o) => o.record?.text === AGENT[0]));
    expect(agentFrame).toBeDefined();
    expect(agentFrame?.seq).toBeLessThanOrEqual(snap.seq + 2);
    const original = agentFrame?.ev.ops?.[0]?.record as Record<string, unknown>;
    agentFrame?.ev.ops?.push({ op: 'put', record: { ...original, id: 'mem_0a0a0a0a0a0a0a0a', text: AGENT[1] } });
    writeFrames(w, list);
    expect(sessionStart(w)).toContain('2 candidates await `cairn review`.');
  });

  it('the 2026-12-05 attack: a frame edited before the count’s sequence to change a memory of the person is read, never hidden', () => {
    // Red before (2026-12-05), as above: the person's fact, its text changed in its frame, reads
    // as a candidate (no act of the person signed that text) but was taken as unchanged.
    const w = seeded();
    const snap = written(w);
    const list = frames(w);
    const factFrame = list.find((f) => f.ev.ops?.some((o) => o.record?.text === FACTS[0]));
    expect(factFrame?.seq).toBeLessThanOrEqual(snap.seq + 2);
    const record = factFrame?.ev.ops?.find((o) => o.record?.text === FACTS[0])?.record as Record<string, unknown>;
    record.text = 'Tide heights are in feet, from the lowest tide.';
    writeFrames(w, list);
    expect(sessionStart(w)).toContain('2 candidates await `cairn review`.');
  });

  it('a record the count never saw live is read, and so is one stored as a candidate it did not count (the view edited in place)', async () => {
    const w = settled();
    const snap = written(w);
    // An agent's row put into the view itself, stored active (no act earned it: read as a candidate).
    const db = openView(w);
    const row = db.prepare('SELECT * FROM docs WHERE json LIKE ?').get(`%${AGENT[0]}%`) as Record<string, unknown>;
    const json = JSON.parse(row.json as string) as Record<string, unknown>;
    const forged = { ...json, id: 'mem_0b0b0b0b0b0b0b0b', text: AGENT[1], status: 'active' };
    const cols = Object.keys(row).filter((k) => k !== 'rowid');
    const values = cols.map((k) => (k === 'id' ? forged.id : k === 'json' ? JSON.stringify(forged) : k === 'status' ? 'active' : row[k]));
    db.prepare(`INSERT INTO docs(${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).run(...values);
    db.close();
    expect(sessionStart(w)).toContain('2 candidates await `cairn review`.');
    // The agent's candidate, stored as one, left out of a count the person signed: read all the same.
    await signAsPerson(w, { ...snap, live: [...snap.live, 'mem_0b0b0b0b0b0b0b0b'], candidates: [] });
    expect(sessionStart(w)).toContain('1 candidate awaits `cairn review`.');
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
