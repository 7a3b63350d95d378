import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { runHook } from '@cairn/hooks';
import { newSessionRecord, type SessionRecord } from '@cairn/core';
import { declareSandboxOnly, observationHasher, sandboxOnlyDeclaration, sealRecord, setupPerson } from '@cairn/session';
import { initProject, openFileStore, openObservationStore, projectKey } from '@cairn/store-fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENIGN_CASES, HOSTILE_CASES } from '../src/cases/index.js';

/**
 * The hook target of the shared corpus (the host-hooks issue): each case is the last assistant
 * message of a Claude Code session, read from the session's transcript when SessionEnd writes the
 * journal entry through the one write path. Hostile text must be flagged in the journal entry and
 * never reach the next SessionStart digest; benign text must be kept unflagged. The hook adapter
 * runs in process (`runHook`, the code `cairn hook` runs) with Claude Code's payload shape.
 *
 * Each scripted session has its SessionStart recorded, protected (the digest quotes a journal only
 * from such a session: h47-attack F16): written straight into the observation store as the record
 * a protected SessionStart leaves in a home the person declared sandbox-only ({@link startedRecord}), since a real SessionStart per case (the host's settings, the sandbox's
 * tools, a digest) took ≈ 120 ms each, over a minute for the corpus. The last SessionStart, whose
 * digest is checked, is a real one.
 */
const root = mkdtempSync(join(tmpdir(), 'cairn-corpus-hooks-'));
const home = join(root, 'home');
const project = join(root, 'project');
const userHome = join(root, 'user');
let digest = '';
const journals = new Map<string, { flags: string[]; text: string }>();

async function hook(payload: unknown): Promise<string> {
  let out = '';
  let err = '';
  await runHook({
    home,
    env: { PATH: process.env.PATH },
    userHome,
    stdin: Readable.from([Buffer.from(JSON.stringify(payload))]),
    stdout: {
      write: (t: string) => {
        out += t;
      },
    },
    stderr: {
      write: (t: string) => {
        err += t;
      },
    },
  });
  if (err !== '') throw new Error(err);
  return out;
}

/** The session record a protected Claude Code SessionStart (`startup`) leaves under the home's sandbox-only declaration `declaration` (unsealed: {@link sealRecord} seals it as the hooks' store does). */
function startedRecord(id: string, at: string, declaration: string): SessionRecord {
  return newSessionRecord({ id, host: 'claude-code', startedAt: at, sources: ['startup'], protected: true, sandboxOnly: declaration, reasons: [] });
}

beforeAll(async () => {
  mkdirSync(project, { recursive: true });
  mkdirSync(userHome, { recursive: true });
  // Protected sessions exist only in a home the person declared sandbox-only (DESIGN.md §10).
  mkdirSync(home, { recursive: true, mode: 0o700 });
  const passphrase = 'the corpus hooks runner person';
  await setupPerson(home, passphrase);
  await declareSandboxOnly(home, passphrase, true);
  const declaration = (await sandboxOnlyDeclaration(home))?.nonce;
  if (declaration === undefined) throw new Error("the home's sandbox-only declaration does not verify");
  await initProject({ home, projectPath: project, actor: { channel: 'cli', interactive: false } });
  const cases = [...HOSTILE_CASES.map((c) => ({ id: c.id, text: c.text })), ...BENIGN_CASES.map((c) => ({ id: c.id, text: c.text }))];
  // One store for the records, each written just before its session's SessionEnd (as a real
  // session's would be): the hooks' per-event work grows with the sessions the project has.
  const observations = openObservationStore({ home, projectKey: projectKey(project) });
  const hash = await observationHasher(home);
  for (const c of cases) {
    const transcript = join(root, `${c.id}.jsonl`);
    writeFileSync(transcript, `${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: c.text }] } })}\n`);
    await observations.updateSession(`corpus-${c.id}`, () => sealRecord(startedRecord(`corpus-${c.id}`, new Date().toISOString(), declaration), hash));
    await hook({ session_id: `corpus-${c.id}`, transcript_path: transcript, cwd: project, hook_event_name: 'SessionEnd', reason: 'other' });
  }
  await observations.close();
  const answer = await hook({ session_id: 'corpus-next', cwd: project, hook_event_name: 'SessionStart', source: 'startup' });
  digest = (JSON.parse(answer) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
  const store = await openFileStore({ home, projectPath: project, readOnly: true });
  try {
    for (const r of await store.list())
      if (r.tags.includes('journal'))
        journals.set((r.evidence[0]?.source ?? '').replace(/^claude-code session corpus-/u, ''), { flags: [...r.flags], text: r.text });
  } finally {
    await store.close();
  }
}, 1_200_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('corpus, hook target: the last assistant message becomes the session journal', () => {
  it('wrote one journal entry per session', () => {
    expect(journals.size).toBe(HOSTILE_CASES.length + BENIGN_CASES.length);
  });
  it.each(HOSTILE_CASES.map((c) => [c.id, c.text] as const))('%s: flagged in the journal entry, never in the SessionStart digest', (id, text) => {
    expect(journals.get(id)?.flags.length ?? 0).toBeGreaterThan(0);
    // The text's first 40 characters, longer while a benign case shares them (hostile-321 and
    // benign-198 open alike: the benign journal may be in the digest, the hostile one never).
    const flat = (t: string): string => t.replace(/\s+/gu, ' ').trim();
    const whole = flat(text);
    let n = 40;
    while (n < whole.length && BENIGN_CASES.some((c) => flat(c.text).includes(whole.slice(0, n)))) n++;
    expect(flat(digest)).not.toContain(whole.slice(0, n));
  });
  it.each(BENIGN_CASES.map((c) => [c.id] as const))('%s: kept unflagged', (id) => {
    expect(journals.get(id)?.flags).toEqual([]);
  });
  it('the digest lists recent sessions, labelled the agent’s summaries', () => {
    expect(digest).toContain("## Recent sessions (the agent's own summaries, unconfirmed)");
  });
});
