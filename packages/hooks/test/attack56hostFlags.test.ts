import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { declareSandboxOnly } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { BIN, TEST_PASSPHRASE, type World, world } from './helpers.js';

/**
 * Attack h56 H5 (goal c: a session counted PROTECTED while something outside the sandbox runs
 * beside the agent): SessionStart reads the host's command line for `--add-dir` only
 * (hostProcess.ts), and its settings from the files (user, project, local, managed, ~/.claude.json,
 * .mcp.json). Claude Code's CLI also takes whole layers on its command line (CLI reference:
 * `--mcp-config <files or JSON strings>` "Load MCP servers from JSON files or strings";
 * `--settings <file or JSON>` "additional settings"). A session started with
 * `claude --mcp-config ~/mail-mcp.json` runs that stdio MCP server OUTSIDE the sandbox (the agent
 * drives it), and `claude --settings '{"sandbox":{"enabled":false}}'` runs the agent's commands
 * unsandboxed — both recorded `protected: true`, so the session's writes promote as a protected
 * session's and its prompts are `untyped` (lower nothing). The stand-in host is a node process
 * with those arguments, which runs the built `cairn hook` (addDir.test.ts's way).
 * Control: the same host with `--add-dir` is recorded unprotected (the one flag read).
 */
const hasTools = spawnSync('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--unshare-all', 'true']).status === 0 && spawnSync('socat', ['-V']).status === 0;

function hookUnderHost(w: World, payload: unknown, hostArgs: string[]): number | null {
  const script = `const r = require('node:child_process').spawnSync(process.execPath, [${JSON.stringify(BIN)}, 'hook'], { input: require('node:fs').readFileSync(0), stdio: ['pipe', 'inherit', 'inherit'] }); process.exit(r.status ?? 1);`;
  const r = spawnSync(process.execPath, ['-e', script, '--', ...hostArgs], {
    cwd: w.project,
    input: JSON.stringify(payload),
    env: { PATH: process.env.PATH, HOME: w.userHome, CAIRN_HOME: w.home, NO_COLOR: '1', CLAUDE_CODE_ENTRYPOINT: 'cli', CAIRN_NO_DAEMON: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return r.status;
}

type Session = { id: string; protected: boolean; reasons: string[] };
const sessionOf = (w: World, id: string): Session | undefined =>
  (JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: Session[] }).sessions.find((s) => s.id === id);

describe.skipIf(!hasTools)('attack h56 H5: layers given on the host’s command line are not read', () => {
  it('control: a host started with --add-dir is unprotected; the same host without flags is protected', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declareSandboxOnly(w.home, TEST_PASSPHRASE, true);
    const start = (id: string) => w.fixture('claude-code', 'SessionStart', { session_id: id });
    expect(hookUnderHost(w, start('sess-plain'), ['--model', 'sonnet'])).toBe(0);
    expect(sessionOf(w, 'sess-plain')?.protected).toBe(true);
    expect(hookUnderHost(w, start('sess-added'), ['--add-dir', w.root])).toBe(0);
    expect(sessionOf(w, 'sess-added')?.protected).toBe(false);
  });

  it('a host started with --mcp-config <file naming a stdio server> is unprotected, the flag named', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declareSandboxOnly(w.home, TEST_PASSPHRASE, true);
    const config = join(w.userHome, 'mail-mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { mail: { command: 'node', args: ['mail-server.js'] } } }));
    expect(hookUnderHost(w, w.fixture('claude-code', 'SessionStart', { session_id: 'sess-mcp' }), ['--mcp-config', config])).toBe(0);
    expect(sessionOf(w, 'sess-mcp')?.protected).toBe(false);
    expect(sessionOf(w, 'sess-mcp')?.reasons.join('\n')).toContain('started with --mcp-config');
  });

  it('a host started with --settings turning the sandbox off is unprotected, the flag named', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    await declareSandboxOnly(w.home, TEST_PASSPHRASE, true);
    expect(hookUnderHost(w, w.fixture('claude-code', 'SessionStart', { session_id: 'sess-set' }), ['--settings', '{"sandbox":{"enabled":false}}'])).toBe(0);
    expect(sessionOf(w, 'sess-set')?.protected).toBe(false);
    expect(sessionOf(w, 'sess-set')?.reasons.join('\n')).toContain('started with --settings');
  });
});
