import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { declareSandboxOnly } from '@cairn/session';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, TEST_PASSPHRASE, type World, world } from './helpers.js';

/**
 * A session started with `claude --add-dir <dir>` (closing note #21: "`--add-dir` directories are
 * only learnt from the first Stop"). No hook input names such a folder (the hooks reference; Claude
 * Code 2.1.332's program builds the common input without one), yet sandboxed commands may write in
 * it and Claude Code loads the skills in its `.claude`: SessionStart reads the host's command line
 * (an ancestor of the hook: here a node process standing for Claude Code, with `--add-dir` in its
 * arguments, which runs the built `cairn hook` as a child) and records the session unprotected,
 * naming the folder — in its own process and through `cairn daemon` (which runs the hook for its
 * client and is given the client's parent). Control: the same host without the flag is protected.
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

describe.skipIf(!hasTools)('a session started with --add-dir', () => {
  it('is recorded unprotected from its SessionStart, naming the folder, in its own process and through the daemon; without the flag it is protected', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declareSandboxOnly(w.home, TEST_PASSPHRASE, true);
    const shared = join(w.root, 'shared-lib');
    mkdirSync(shared);
    const start = (id: string) => w.fixture('claude-code', 'SessionStart', { session_id: id });

    expect(hookUnderHost(w, start('sess-plain'), ['--model', 'sonnet'], { CAIRN_NO_DAEMON: '1' }).code).toBe(0);
    expect(sessionOf(w, 'sess-plain')).toMatchObject({ protected: true, reasons: [] });

    expect(hookUnderHost(w, start('sess-added'), ['--add-dir', shared, '--model', 'sonnet'], { CAIRN_NO_DAEMON: '1' }).code).toBe(0);
    const added = sessionOf(w, 'sess-added');
    expect(added?.protected).toBe(false);
    expect(added?.reasons).toEqual([expect.stringMatching(/^started with --add-dir .*shared-lib: sandboxed commands may write in such a folder/u)]);

    // Through the daemon: the hook runs in the daemon's process, which is given the client's parent.
    expect(w.cairn(['daemon', 'start', '--idle', '5']).code).toBe(0);
    started.push((JSON.parse(w.cairn(['--json', 'daemon', 'status']).stdout) as { pid: number }).pid);
    expect(hookUnderHost(w, start('sess-daemon'), [`--add-dir=${shared}`]).code).toBe(0);
    expect((JSON.parse(w.cairn(['--json', 'daemon', 'status']).stdout) as { served: number }).served).toBeGreaterThan(0);
    expect(sessionOf(w, 'sess-daemon')?.reasons).toEqual([expect.stringMatching(/^started with --add-dir .*shared-lib/u)]);
    expect(hookUnderHost(w, start('sess-daemon-plain'), []).code).toBe(0);
    expect(sessionOf(w, 'sess-daemon-plain')).toMatchObject({ protected: true, reasons: [] });
  });
});
