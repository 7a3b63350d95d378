import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { declareSandboxOnly } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { FIXTURES, memorizeOverMcp, TEST_PASSPHRASE, type World, world } from './helpers.js';

/**
 * A working folder added during a session (`/add-dir`; issue #21's leftovers). No hook input and no
 * command line names it; Claude Code records it in the transcript as an `environment` attachment:
 * a whole snapshot at the first turn (`additionalWorkingDirectories`), and at the next turn after a
 * folder was added a snapshot with `changes: [{field: 'additionalWorkingDirectories', added, removed}]`.
 * The fixture (fixtures/claude-code/environment-attachments.json, SOURCES.md) is the startup line of
 * a real `claude -p --add-dir` run of 2.1.332 (2026-12-07, this machine) and a change line built from
 * the same program's source (`-p` refuses `/add-dir`: "isn't available in this environment").
 * The sandbox lets the agent write such a folder, so a protected session becomes unprotected from
 * the Stop that reads it, with a gap (its writes are `tool`; an MCP write before that Stop too), and
 * stays so across a `/compact` start. Control: the same transcript without the change stays protected.
 */
const hasTools = spawnSync('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--unshare-all', 'true']).status === 0 && spawnSync('socat', ['-V']).status === 0;
const INTERACTIVE = { CLAUDE_CODE_ENTRYPOINT: 'cli' };

type Shown = { protected: boolean; reasons: string[]; gaps: string[] };

function environment(w: World, session: string, which: 'startup' | 'added', added = ''): string {
  const text = readFileSync(join(FIXTURES, 'claude-code', 'environment-attachments.json'), 'utf8')
    .replaceAll('{{cwd}}', w.project)
    .replaceAll('{{session}}', session)
    .replaceAll('{{added}}', added);
  return `${JSON.stringify((JSON.parse(text) as Record<string, unknown>)[which])}\n`;
}

async function protectedSession(session: string): Promise<{ w: World; common: Record<string, unknown>; transcript: string; shown: () => Shown }> {
  const w = world();
  expect(w.person(['setup', 'claude-code']).code).toBe(0);
  await declareSandboxOnly(w.home, TEST_PASSPHRASE, true);
  const transcript = join(w.root, `${session}.jsonl`);
  writeFileSync(transcript, environment(w, session, 'startup'));
  const common = { session_id: session, transcript_path: transcript };
  expect(w.hook(w.fixture('claude-code', 'SessionStart', common), [], INTERACTIVE).code).toBe(0);
  const shown = () => (JSON.parse(w.cairn(['sessions', 'show', session, '--json']).stdout) as { session: Shown }).session;
  expect(shown()).toMatchObject({ protected: true, reasons: [] });
  // Control: a Stop that reads the startup snapshot (no folder added) finds nothing.
  expect(w.hook(w.fixture('claude-code', 'Stop', common), [], INTERACTIVE).code).toBe(0);
  expect(shown()).toMatchObject({ protected: true, reasons: [], gaps: [] });
  return { w, common, transcript, shown };
}

describe.skipIf(!hasTools)('a folder added mid-session (/add-dir)', () => {
  it('one that holds the Cairn home: the next MCP write is tool, the Stop records the session unprotected, and a /compact start keeps it so', async () => {
    const { w, common, transcript, shown } = await protectedSession('sess-adddir-home');
    expect((await memorizeOverMcp(w, 'sess-adddir-home', { text: 'The queue keeps its items in memory.' })).origin).toBe('agent');
    // The person runs `/add-dir <the folder that holds the home>`; the host records it at the next turn.
    appendFileSync(transcript, environment(w, 'sess-adddir-home', 'added', w.root));
    // Before any Stop, the write is checked against the transcript: lowered.
    expect((await memorizeOverMcp(w, 'sess-adddir-home', { text: 'The ledger is closed on Fridays.' })).origin).toBe('tool');
    expect(w.hook(w.fixture('claude-code', 'Stop', common), [], INTERACTIVE).code).toBe(0);
    const s = shown();
    expect(s.protected).toBe(false);
    expect(s.reasons).toEqual([
      expect.stringMatching(
        /^a folder added during the session \(\/add-dir .*\) holds the Cairn home .*: the sandboxed agent may write the home from then on/u,
      ),
    ]);
    expect(s.gaps).toEqual([expect.stringMatching(/^working folder added mid-session \(\/add-dir\): /u)]);
    expect((await memorizeOverMcp(w, 'sess-adddir-home', { text: 'Invoices are numbered by year.' })).origin).toBe('tool');
    // A /compact start of the same session judges it again: still unprotected (only ever lowers trust).
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { ...common, source: 'compact' }), [], INTERACTIVE).code).toBe(0);
    expect(shown()).toMatchObject({ protected: false, reasons: [expect.stringMatching(/holds the Cairn home/u)] });
  });

  it('one that does not hold the home: unprotected all the same (its .claude was never checked), said so', async () => {
    const { w, common, transcript, shown } = await protectedSession('sess-adddir-lib');
    const lib = join(w.root, 'shared-lib');
    mkdirSync(lib);
    appendFileSync(transcript, environment(w, 'sess-adddir-lib', 'added', lib));
    expect(w.hook(w.fixture('claude-code', 'Stop', common), [], INTERACTIVE).code).toBe(0);
    expect(shown()).toMatchObject({
      protected: false,
      reasons: [expect.stringMatching(/^a folder added during the session \(\/add-dir .*shared-lib\): sandboxed commands may write in it/u)],
      gaps: [expect.stringContaining('shared-lib')],
    });
  });

  it('a whole snapshot listing a folder the session did not start with (no change line, e.g. after a compaction) counts the same', async () => {
    const { w, common, transcript, shown } = await protectedSession('sess-adddir-snap');
    const line = JSON.parse(environment(w, 'sess-adddir-snap', 'added', w.root)) as { attachment: Record<string, unknown> };
    delete line.attachment.changes;
    appendFileSync(transcript, `${JSON.stringify(line)}\n`);
    expect(w.hook(w.fixture('claude-code', 'Stop', common), [], INTERACTIVE).code).toBe(0);
    expect(shown()).toMatchObject({ protected: false, reasons: [expect.stringMatching(/holds the Cairn home/u)], gaps: [expect.stringContaining('/add-dir')] });
  });
});
