import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { declareSandboxOnly } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { BIN, FIXTURES, memorizeOverMcp, TEST_PASSPHRASE, type World, world } from './helpers.js';

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

/** The whole session record `cairn sessions show --json` prints. */
const show = (w: World, session: string): Shown & { addedDirs?: string[] } =>
  (JSON.parse(w.cairn(['sessions', 'show', session, '--json']).stdout) as { session: Shown & { addedDirs?: string[] } }).session;

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

  it('one that does not hold the home and runs nothing: the session stays protected, the folder is recorded as added, a read there is external, and writes from it are lowered', async () => {
    const { w, common, transcript, shown } = await protectedSession('sess-adddir-lib');
    const lib = join(w.root, 'shared-lib');
    mkdirSync(lib);
    writeFileSync(join(lib, 'NOTES.md'), 'The shared tide library rounds every height to whole centimetres before caching.\n');
    appendFileSync(transcript, environment(w, 'sess-adddir-lib', 'added', lib));
    expect(w.hook(w.fixture('claude-code', 'Stop', common), [], INTERACTIVE).code).toBe(0);
    expect(shown()).toMatchObject({ protected: true, reasons: [], gaps: [] });
    expect(show(w, 'sess-adddir-lib').addedDirs).toEqual([lib]);
    expect(w.cairn(['sessions', 'show', 'sess-adddir-lib']).stdout).toContain(
      `folders added with --add-dir or /add-dir (checked; what is read there counts as external): ${lib}`,
    );
    // The agent reads a file in the added folder (a Read's PostToolUse as the hooks reference documents it).
    const file = join(lib, 'NOTES.md');
    const text = 'The shared tide library rounds every height to whole centimetres before caching.\n';
    const read = w.hook(
      {
        ...w.fixture('claude-code', 'PostToolUse-Read', common),
        tool_input: { file_path: file },
        tool_response: { type: 'text', file: { filePath: file, content: text, numLines: 2, startLine: 1, totalLines: 2 } },
        tool_use_id: 'toolu_lib_1',
      },
      [],
      INTERACTIVE,
    );
    expect(read.code).toBe(0);
    const observed = (JSON.parse(w.cairn(['sessions', 'show', 'sess-adddir-lib', '--json']).stdout) as { observations: Record<string, number> }).observations;
    expect(observed).toMatchObject({ 'tool:external': 1 });
    expect(Object.keys(observed).some((k) => k.endsWith(':repo'))).toBe(false);
    // The agent's own words stay the agent's; words taken from the added folder's file are lowered to its class.
    expect((await memorizeOverMcp(w, 'sess-adddir-lib', { text: 'The queue keeps its items in memory.' })).origin).toBe('agent');
    expect(
      (await memorizeOverMcp(w, 'sess-adddir-lib', { text: 'The shared tide library rounds every height to whole centimetres before caching.' })).origin,
    ).toBe('external');
    // A /compact start of the same session checks the folder again: still protected, still recorded.
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { ...common, source: 'compact' }), [], INTERACTIVE).code).toBe(0);
    expect(shown()).toMatchObject({ protected: true, reasons: [] });
    expect(show(w, 'sess-adddir-lib').addedDirs).toEqual([lib]);
  });

  it('one whose .claude holds a skill with hooks: unprotected, said so, a gap; and one written there after the folder was let be is a gap at the next Stop, and at a /compact start', async () => {
    const skill =
      '---\nname: deploy\ndescription: Deploys.\nhooks:\n  Stop:\n    - hooks:\n        - type: command\n          command: bash scripts/post.sh\n---\nDeploy.\n';
    {
      const { w, common, transcript, shown } = await protectedSession('sess-adddir-skill');
      const lib = join(w.root, 'tools-lib');
      mkdirSync(join(lib, '.claude', 'skills', 'deploy'), { recursive: true });
      writeFileSync(join(lib, '.claude', 'skills', 'deploy', 'SKILL.md'), skill);
      appendFileSync(transcript, environment(w, 'sess-adddir-skill', 'added', lib));
      expect(w.hook(w.fixture('claude-code', 'Stop', common), [], INTERACTIVE).code).toBe(0);
      expect(shown()).toMatchObject({
        protected: false,
        reasons: [
          expect.stringMatching(
            /^a folder added during the session \(\/add-dir .*tools-lib\): what runs outside the sandbox through it.*SKILL\.md declares hooks/u,
          ),
        ],
        gaps: [expect.stringContaining('tools-lib')],
      });
      expect(show(w, 'sess-adddir-skill').addedDirs).toBeUndefined();
      expect((await memorizeOverMcp(w, 'sess-adddir-skill', { text: 'Invoices are numbered by year.' })).origin).toBe('tool');
    }
    {
      const { w, common, transcript, shown } = await protectedSession('sess-adddir-later');
      const lib = join(w.root, 'tools-lib');
      mkdirSync(lib);
      appendFileSync(transcript, environment(w, 'sess-adddir-later', 'added', lib));
      expect(w.hook(w.fixture('claude-code', 'Stop', common), [], INTERACTIVE).code).toBe(0);
      expect(shown()).toMatchObject({ protected: true, gaps: [] });
      // A sandboxed command writes a skill with hooks into the added folder's .claude.
      mkdirSync(join(lib, '.claude', 'skills', 'deploy'), { recursive: true });
      writeFileSync(join(lib, '.claude', 'skills', 'deploy', 'SKILL.md'), skill);
      expect(w.hook(w.fixture('claude-code', 'Stop', common), [], INTERACTIVE).code).toBe(0);
      expect(shown().gaps).toEqual([expect.stringMatching(/^runs outside the sandbox since SessionStart: .*tools-lib.*SKILL\.md declares hooks/u)]);
      expect((await memorizeOverMcp(w, 'sess-adddir-later', { text: 'Invoices are numbered by year.' })).origin).toBe('tool');
      expect(w.hook(w.fixture('claude-code', 'SessionStart', { ...common, source: 'compact' }), [], INTERACTIVE).code).toBe(0);
      expect(shown()).toMatchObject({ protected: false, reasons: [expect.stringMatching(/^a folder added during the session \(\/add-dir .*tools-lib\)/u)] });
    }
    {
      // A later whole snapshot lists the folder let be: judged again on its own, and now a problem.
      const { w, common, transcript, shown } = await protectedSession('sess-adddir-again');
      const lib = join(w.root, 'tools-lib');
      mkdirSync(lib);
      appendFileSync(transcript, environment(w, 'sess-adddir-again', 'added', lib));
      expect(w.hook(w.fixture('claude-code', 'Stop', common), [], INTERACTIVE).code).toBe(0);
      expect(show(w, 'sess-adddir-again').addedDirs).toEqual([lib]);
      mkdirSync(join(lib, '.claude', 'skills', 'deploy'), { recursive: true });
      writeFileSync(join(lib, '.claude', 'skills', 'deploy', 'SKILL.md'), skill);
      const snapshot = JSON.parse(environment(w, 'sess-adddir-again', 'added', lib)) as { attachment: Record<string, unknown> };
      delete snapshot.attachment.changes;
      appendFileSync(transcript, `${JSON.stringify(snapshot)}\n`);
      expect(w.hook(w.fixture('claude-code', 'Stop', common), [], INTERACTIVE).code).toBe(0);
      expect(shown()).toMatchObject({
        protected: false,
        reasons: [expect.stringMatching(/^a folder added during the session \(\/add-dir .*tools-lib\): what runs outside the sandbox through it/u)],
      });
      expect(show(w, 'sess-adddir-again').addedDirs).toEqual([]);
    }
  });

  it('one that holds Cairn’s own program, or the host’s user settings: unprotected, each said so', async () => {
    for (const [session, folder, said] of [
      ['sess-adddir-prog', dirname(BIN), /^a folder added during the session \(\/add-dir .*\): Cairn’s own program .* through \/add-dir /u],
      ['sess-adddir-user', 'USER', /^a folder added during the session \(\/add-dir .*\): the sandboxed agent may (write|write in) .*through \/add-dir /u],
    ] as const) {
      const { w, common, transcript, shown } = await protectedSession(session);
      appendFileSync(transcript, environment(w, session, 'added', folder === 'USER' ? w.userHome : folder));
      expect(w.hook(w.fixture('claude-code', 'Stop', common), [], INTERACTIVE).code).toBe(0);
      const s = shown();
      expect(s, JSON.stringify(s)).toMatchObject({
        protected: false,
        reasons: [expect.stringMatching(said)],
        gaps: [expect.stringMatching(/^working folder added mid-session/u)],
      });
    }
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
