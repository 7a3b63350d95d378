import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { declareSandboxOnly } from '@cairn/session';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, FIXTURES, TEST_PASSPHRASE, type World, world } from './helpers.js';

/**
 * A session started with `claude --add-dir <dir>` (closing note #21: "`--add-dir` directories are
 * only learnt from the first Stop"). No hook input names such a folder (the hooks reference's
 * SessionStart input: `session_id`, `transcript_path`, `cwd`, `hook_event_name`, `source`, `model`;
 * Claude Code 2.1.332's program builds the common input without one; the transcript's first
 * `environment` snapshot lists it only after the first prompt — fixtures/SOURCES.md), yet sandboxed
 * commands may write in it and Claude Code loads the skills in its `.claude`: SessionStart reads the
 * host's command line (an ancestor of the hook: here a node process standing for Claude Code, with
 * `--add-dir` in its arguments, which runs the built `cairn hook` as a child) — in its own process
 * and through `cairn daemon` (which runs the hook for its client and is given the client's parent).
 * Each folder is checked as a Stop checks one added with `/add-dir` (h59-hooks; before, any folder
 * made the session unprotected): one that holds the Cairn home or whose `.claude` runs something
 * outside the sandbox is unprotected, naming the folder; one that passes is recorded (`addedDirs`),
 * a read there is `external`, and a skill with hooks written there later is a gap at the next Stop.
 * Control: the same host without the flag is protected.
 */
const hasTools = spawnSync('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--unshare-all', 'true']).status === 0 && spawnSync('socat', ['-V']).status === 0;
const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid);
    } catch {
      // already gone
    }
  }
});

/** `cairn hook` run by a stand-in host process whose own arguments are `hostArgs`. */
function hookUnderHost(w: World, payload: unknown, hostArgs: string[], env: Record<string, string> = {}): { code: number | null; stderr: string } {
  const script = `const r = require('node:child_process').spawnSync(process.execPath, [${JSON.stringify(BIN)}, 'hook'], { input: require('node:fs').readFileSync(0), stdio: ['pipe', 'inherit', 'inherit'] }); process.exit(r.status ?? 1);`;
  const r = spawnSync(process.execPath, ['-e', script, '--', ...hostArgs], {
    cwd: w.project,
    input: JSON.stringify(payload),
    env: { PATH: process.env.PATH, HOME: w.userHome, CAIRN_HOME: w.home, NO_COLOR: '1', CLAUDE_CODE_ENTRYPOINT: 'cli', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stderr: r.stderr };
}

type Session = { id: string; protected: boolean; reasons: string[] };
const sessionOf = (w: World, id: string): Session | undefined =>
  (JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: Session[] }).sessions.find((s) => s.id === id);

const SKILL =
  '---\nname: deploy\ndescription: Deploys.\nhooks:\n  Stop:\n    - hooks:\n        - type: command\n          command: bash scripts/post.sh\n---\nDeploy.\n';

type Shown = Session & { addedDirs?: string[]; gaps: string[] };
const show = (w: World, id: string): { session: Shown; observations: Record<string, number> } =>
  JSON.parse(w.cairn(['sessions', 'show', id, '--json']).stdout) as { session: Shown; observations: Record<string, number> };

async function protectedWorld(): Promise<World> {
  const w = world();
  expect(w.person(['setup', 'claude-code']).code).toBe(0);
  await declareSandboxOnly(w.home, TEST_PASSPHRASE, true);
  return w;
}

describe.skipIf(!hasTools)('a session started with --add-dir', () => {
  it('one that holds the Cairn home is recorded unprotected from its SessionStart, naming the folder, in its own process and through the daemon; without the flag it is protected', async () => {
    const w = await protectedWorld();
    const start = (id: string) => w.fixture('claude-code', 'SessionStart', { session_id: id });

    expect(hookUnderHost(w, start('sess-plain'), ['--model', 'sonnet'], { CAIRN_NO_DAEMON: '1' }).code).toBe(0);
    expect(sessionOf(w, 'sess-plain')).toMatchObject({ protected: true, reasons: [] });

    // w.root holds the home.
    expect(hookUnderHost(w, start('sess-added'), ['--add-dir', w.root, '--model', 'sonnet'], { CAIRN_NO_DAEMON: '1' }).code).toBe(0);
    const added = sessionOf(w, 'sess-added');
    expect(added?.protected).toBe(false);
    expect(added?.reasons).toEqual([
      expect.stringMatching(/^started with --add-dir .*, which holds the Cairn home .*: the sandboxed agent may write the home from then on/u),
    ]);

    // Through the daemon: the hook runs in the daemon's process, which is given the client's parent.
    expect(w.cairn(['daemon', 'start', '--idle', '5']).code).toBe(0);
    started.push((JSON.parse(w.cairn(['--json', 'daemon', 'status']).stdout) as { pid: number }).pid);
    expect(hookUnderHost(w, start('sess-daemon'), [`--add-dir=${w.root}`]).code).toBe(0);
    expect((JSON.parse(w.cairn(['--json', 'daemon', 'status']).stdout) as { served: number }).served).toBeGreaterThan(0);
    expect(sessionOf(w, 'sess-daemon')?.reasons).toEqual([expect.stringMatching(/^started with --add-dir .*, which holds the Cairn home/u)]);
    expect(hookUnderHost(w, start('sess-daemon-plain'), []).code).toBe(0);
    expect(sessionOf(w, 'sess-daemon-plain')).toMatchObject({ protected: true, reasons: [] });
  });

  it('one whose .claude holds a skill with hooks is unprotected, naming what runs outside the sandbox', async () => {
    const w = await protectedWorld();
    const lib = join(w.root, 'tools-lib');
    mkdirSync(join(lib, '.claude', 'skills', 'deploy'), { recursive: true });
    writeFileSync(join(lib, '.claude', 'skills', 'deploy', 'SKILL.md'), SKILL);
    expect(hookUnderHost(w, w.fixture('claude-code', 'SessionStart', { session_id: 'sess-skill' }), ['--add-dir', lib], { CAIRN_NO_DAEMON: '1' }).code).toBe(0);
    const s = show(w, 'sess-skill').session;
    expect(s.protected).toBe(false);
    expect(s.reasons).toEqual([
      expect.stringMatching(/^started with --add-dir .*tools-lib: what runs outside the sandbox through it.*SKILL\.md declares hooks/u),
    ]);
    expect(s.addedDirs).toBeUndefined();
  });

  it('one that passes the checks (relative to cwd or absolute) stays protected and is recorded; a read there is external; a skill with hooks written there later is a gap at the next Stop', async () => {
    const w = await protectedWorld();
    const lib = join(w.root, 'shared-lib');
    mkdirSync(lib);
    const text = 'The shared tide library rounds every height to whole centimetres before caching.\n';
    writeFileSync(join(lib, 'NOTES.md'), text);
    // The host's transcript as its first turn writes it: the environment snapshot lists the folder (fixtures/SOURCES.md).
    const startup = JSON.parse(
      readFileSync(join(FIXTURES, 'claude-code', 'environment-attachments.json'), 'utf8')
        .replaceAll('{{cwd}}', w.project)
        .replaceAll('{{session}}', 'sess-lib'),
    ) as { startup: { attachment: { snapshot: { additionalWorkingDirectories: string[] } } } };
    startup.startup.attachment.snapshot.additionalWorkingDirectories = [lib];
    const transcript_path = join(w.root, 'sess-lib.jsonl');
    writeFileSync(transcript_path, `${JSON.stringify(startup.startup)}\n`);
    const common = { session_id: 'sess-lib', transcript_path };
    // Relative to the session's cwd (the project), as Claude Code resolves it.
    const host = ['--add-dir', join('..', 'shared-lib')];
    expect(join(w.project, '..')).toBe(w.root);
    const run = (payload: unknown) => hookUnderHost(w, payload, host, { CAIRN_NO_DAEMON: '1' });
    expect(run(w.fixture('claude-code', 'SessionStart', common)).code).toBe(0);
    expect(show(w, 'sess-lib').session).toMatchObject({ protected: true, reasons: [], addedDirs: [lib] });
    expect(w.cairn(['sessions', 'show', 'sess-lib']).stdout).toContain(
      `folders added with --add-dir or /add-dir (checked; what is read there counts as external): ${lib}`,
    );
    // The agent reads a file there (a Read's PostToolUse as the hooks reference documents it): external, never repo.
    const file = join(lib, 'NOTES.md');
    const read = run({
      ...w.fixture('claude-code', 'PostToolUse-Read', common),
      tool_input: { file_path: file },
      tool_response: { type: 'text', file: { filePath: file, content: text, numLines: 2, startLine: 1, totalLines: 2 } },
      tool_use_id: 'toolu_lib_1',
    });
    expect(read.code).toBe(0);
    expect(show(w, 'sess-lib').observations).toMatchObject({ 'tool:external': 1 });
    // A Stop with nothing new: still protected, no gap.
    expect(run(w.fixture('claude-code', 'Stop', common)).code).toBe(0);
    expect(show(w, 'sess-lib').session).toMatchObject({ protected: true, gaps: [] });
    // A sandboxed command writes a skill with hooks into the folder: a gap at the next Stop.
    mkdirSync(join(lib, '.claude', 'skills', 'deploy'), { recursive: true });
    writeFileSync(join(lib, '.claude', 'skills', 'deploy', 'SKILL.md'), SKILL);
    expect(run(w.fixture('claude-code', 'Stop', common)).code).toBe(0);
    expect(show(w, 'sess-lib').session.gaps).toEqual([expect.stringMatching(/^runs outside the sandbox since SessionStart: .*SKILL\.md/u)]);
    // And a /compact start of the same host checks the folder again: unprotected now.
    expect(run(w.fixture('claude-code', 'SessionStart', { ...common, source: 'compact' })).code).toBe(0);
    expect(show(w, 'sess-lib').session).toMatchObject({ protected: false, reasons: [expect.stringMatching(/^started with --add-dir .*shared-lib: /u)] });
    expect(show(w, 'sess-lib').session.addedDirs).toEqual([]);
  });
});
