import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  declareSandboxOnly,
  newSessionRecord,
  observationCheck,
  openObservations,
  resolveLocation,
  sandboxOnlyDeclaration,
  type SessionRecord,
} from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { TEST_PASSPHRASE, type World, world } from './helpers.js';

/**
 * A session record edited in the store to claim protection (h48 attack F5): an unprotected
 * session's record given `protected: true` and the `sandboxOnly` of a protected session's record
 * (copied whole, or the declaration's bare nonce). The hooks' store seals what it writes (a keyed
 * hash of the session's id and the nonce: session's `sealRecord`), so the edited record reads as
 * unprotected: its journal is counted, never quoted, at the next SessionStart, and doctor's
 * observations check names it. The records are written through the hooks' store (as a protected
 * SessionStart leaves them: a real one needs the sandbox's tools), the events through the built
 * `cairn hook`.
 */
const PROTECTED_SAYS = 'Moved the tide table loader to a streaming reader.';
const EDITED_SAYS = 'Renamed the berth planner module to harbour-berths.';
let w: World;
let sessions = '';

async function location() {
  return resolveLocation({ home: w.home, project: w.project, cwd: w.project, env: {}, homedir: () => w.userHome });
}

async function ended(record: SessionRecord, said: string): Promise<void> {
  const store = openObservations(await location());
  await store.updateSession(record.id, () => record);
  await store.close();
  const transcript = join(w.root, `${record.id}.jsonl`);
  writeFileSync(transcript, `${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: said }] } })}\n`);
  expect(w.hook({ ...w.fixture('claude-code', 'SessionEnd', { session_id: record.id }), transcript_path: transcript }).code).toBe(0);
}

function digest(): string {
  const r = w.hook(w.fixture('claude-code', 'SessionStart', { session_id: `next-${Math.random().toString(36).slice(2)}` }));
  expect(r.code).toBe(0);
  return (JSON.parse(r.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
}

async function recordFile(id: string): Promise<string> {
  const root = join(w.home, 'observations');
  const key = readdirSync(root).find((n) => existsSync(join(root, n, 's', `${id}.json`))) as string;
  return join(root, key, 's', `${id}.json`);
}
const stored = async (id: string): Promise<SessionRecord> => JSON.parse(readFileSync(await recordFile(id), 'utf8')) as SessionRecord;

/** A world (removed after each test: helpers) with the two ended sessions and the next SessionStart's digest. */
async function setUp(): Promise<void> {
  w = world();
  await declareSandboxOnly(w.home, TEST_PASSPHRASE, true);
  const nonce = (await sandboxOnlyDeclaration(w.home))?.nonce as string;
  const at = new Date().toISOString();
  const base = { host: 'claude-code', startedAt: at, sources: ['startup'] };
  await ended(newSessionRecord({ id: 'sess-prot', ...base, protected: true, sandboxOnly: nonce, reasons: [] }), PROTECTED_SAYS);
  await ended(newSessionRecord({ id: 'sess-unprot', ...base, reasons: ['no sandbox settings'] }), EDITED_SAYS);
  sessions = digest();
}

describe('a session record edited in the store to claim protection reads as unprotected (h48 attack F5)', () => {
  it('as the hooks wrote them: the protected session’s journal is quoted, the unprotected one counted; doctor ok', async () => {
    await setUp();
    expect((await stored('sess-prot')).sandboxOnly).toMatch(/^[0-9a-f]{64}$/u);
    expect(sessions).toContain(PROTECTED_SAYS);
    expect(sessions).not.toContain(EDITED_SAYS);
    expect(sessions).toContain("1 unprotected session's summary is not shown");
    const check = await observationCheck(await location(), []);
    expect(check.ok, check.detail).toBe(true);
  });

  it.each([
    ['the protected record’s sandboxOnly copied whole', (v: string): string => v],
    ['the declaration’s bare nonce', (v: string): string => v.slice(0, 32)],
  ])('edited with %s: its journal is still not quoted, and doctor names it', async (_name, value) => {
    await setUp();
    const file = await recordFile('sess-unprot');
    const before = readFileSync(file, 'utf8');
    const copied = (await stored('sess-prot')).sandboxOnly as string;
    writeFileSync(file, `${JSON.stringify({ ...(JSON.parse(before) as SessionRecord), protected: true, reasons: [], sandboxOnly: value(copied) })}\n`);
    try {
      const after = digest();
      expect(after).toContain(PROTECTED_SAYS);
      expect(after).not.toContain(EDITED_SAYS);
      expect(after).toContain("1 unprotected session's summary is not shown");
      const check = await observationCheck(await location(), []);
      expect(check.ok).toBe(false);
      expect(check.detail).toMatch(
        /^1 host session record claims protection under your sandbox-only declaration without the seal the hooks write \(sess-unprot\)/u,
      );
    } finally {
      writeFileSync(file, before);
    }
  });

  it('a record a Cairn before the seal wrote (a bare nonce, last updated before this project’s first sealed record) is a dated WARN, read as unprotected; doctor exits 0 (issue #21 upgrade noise)', async () => {
    await setUp();
    const file = await recordFile('sess-unprot');
    const earlier = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const nonce = ((await stored('sess-prot')).sandboxOnly as string).slice(0, 32);
    const old = {
      ...(JSON.parse(readFileSync(file, 'utf8')) as SessionRecord),
      id: 'sess-old',
      startedAt: earlier,
      updatedAt: earlier,
      protected: true,
      reasons: [],
      sandboxOnly: nonce,
    };
    writeFileSync(join(dirname(file), 'sess-old.json'), `${JSON.stringify(old)}\n`);
    const check = await observationCheck(await location(), []);
    expect(check).toMatchObject({ ok: true, warn: true });
    const expires = new Date(Date.parse(earlier) + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(check.detail).toMatch(
      new RegExp(
        `^1 host session record from before this Cairn sealed session records \\(sess-old of ${earlier.slice(0, 10)}\\) is read as unprotected: .* this one expires by ${expires} \\(observationDays 14\\)\\.`,
        'u',
      ),
    );
    expect(check.fix).toContain('nothing to do');
    expect(w.cairn(['doctor']).code).toBe(0);
    // Read as unprotected all the same.
    expect(JSON.parse(w.cairn(['sessions', '--json']).stdout).sessions.find((r: { id: string }) => r.id === 'sess-old')).toMatchObject({ protected: false });
  });
});
