import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, world } from './helpers.js';

type Json = Record<string, unknown>;
const read = (path: string): Json => JSON.parse(readFileSync(path, 'utf8')) as Json;

describe('cairn setup claude-code (a person’s act; merges, idempotent, --remove undoes exactly)', () => {
  it('on an empty project: writes hooks, sandbox and deny rules locally, the MCP server with CAIRN_HOME in ~/.claude.json, and shows the diff', () => {
    const w = world();
    const r = w.cairn(['setup', 'claude-code', '--yes']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('+++ ');
    const local = read(join(w.project, '.claude', 'settings.local.json'));
    const hooks = local.hooks as Record<string, Array<{ matcher?: string; hooks: Array<{ command: string; timeout: number }> }>>;
    expect(Object.keys(hooks).sort()).toEqual(['PostToolUse', 'PostToolUseFailure', 'PreToolUse', 'SessionEnd', 'SessionStart', 'Stop', 'UserPromptSubmit']);
    expect(hooks.PreToolUse?.[0]?.matcher).toBe('*');
    const command = hooks.SessionStart?.[0]?.hooks[0]?.command as string;
    expect(command).toContain(BIN.replace(/\/+$/u, '').split('/').pop() as string);
    expect(command).toContain(`--home ${w.home}`);
    expect(command.endsWith(' hook')).toBe(true);
    expect((hooks.SessionStart?.[0]?.hooks[0] as { async?: boolean }).async).toBeUndefined();
    expect(local.sandbox).toEqual({
      enabled: true,
      failIfUnavailable: true,
      allowUnsandboxedCommands: false,
      filesystem: { denyRead: [`/${w.home}`], denyWrite: [`/${w.home}`] },
    });
    expect((local.permissions as Json).deny).toEqual([`Read(/${w.home}/**)`, `Edit(/${w.home}/**)`]);
    const state = read(join(w.userHome, '.claude.json'));
    const server = ((state.projects as Json)[w.project] as Json).mcpServers as Json;
    expect(server.cairn).toMatchObject({ type: 'stdio', command: process.execPath, env: { CAIRN_HOME: w.home } });
    // Nothing committed carries a machine path.
    expect(existsSync(join(w.project, '.claude', 'settings.json'))).toBe(false);
    expect(existsSync(join(w.project, '.mcp.json'))).toBe(false);
    expect(spawnSync('git', ['status', '--porcelain'], { cwd: w.project, encoding: 'utf8' }).stdout).not.toContain('settings.local.json"');
  });

  it('merges into existing settings with other hooks and servers, twice in a row changes nothing, --remove restores them exactly', () => {
    const w = world();
    mkdirSync(join(w.project, '.claude'));
    const original: Json = {
      model: 'opus',
      hooks: {
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'lint-guard.sh' }] }],
        Notification: [{ hooks: [{ type: 'command', command: 'notify-send hi' }] }],
      },
      sandbox: { enabled: false, excludedCommands: ['docker'], filesystem: { denyRead: ['~/.ssh'] } },
      permissions: { allow: ['Bash(npm test)'], deny: ['Read(./.env)'] },
    };
    const state: Json = {
      numStartups: 3,
      mcpServers: { github: { type: 'stdio', command: 'gh-mcp' } },
      projects: { [w.project]: { allowedTools: [], mcpServers: { db: { command: 'db-mcp' } } } },
    };
    const localPath = join(w.project, '.claude', 'settings.local.json');
    const statePath = join(w.userHome, '.claude.json');
    writeFileSync(localPath, JSON.stringify(original, null, 2));
    writeFileSync(statePath, JSON.stringify(state));

    expect(w.cairn(['setup', 'claude-code', '--yes']).code).toBe(0);
    const merged = read(localPath);
    expect(merged.model).toBe('opus');
    expect((merged.hooks as Json).Notification).toEqual((original.hooks as Json).Notification);
    expect(((merged.hooks as Json).PreToolUse as unknown[])[0]).toEqual(((original.hooks as Json).PreToolUse as unknown[])[0]);
    expect((merged.sandbox as Json).excludedCommands).toEqual(['docker']);
    expect(((merged.sandbox as Json).filesystem as Json).denyRead).toEqual(['~/.ssh', `/${w.home}`]);
    expect((merged.permissions as Json).deny).toEqual(['Read(./.env)', `Read(/${w.home}/**)`, `Edit(/${w.home}/**)`]);
    const mergedState = read(statePath);
    expect(mergedState.numStartups).toBe(3);
    expect((mergedState.mcpServers as Json).github).toEqual({ type: 'stdio', command: 'gh-mcp' });
    expect((((mergedState.projects as Json)[w.project] as Json).mcpServers as Json).db).toEqual({ command: 'db-mcp' });

    const before = [readFileSync(localPath, 'utf8'), readFileSync(statePath, 'utf8')];
    const again = w.cairn(['setup', 'claude-code', '--yes']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already set up');
    expect([readFileSync(localPath, 'utf8'), readFileSync(statePath, 'utf8')]).toEqual(before);

    const removed = w.cairn(['setup', 'claude-code', '--remove', '--yes']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(read(localPath)).toEqual(original);
    expect(read(statePath)).toEqual(state);
    expect(w.cairn(['setup', 'claude-code', '--remove', '--yes']).stdout).toContain('Nothing to remove');
  });

  it('--remove on a project that had no settings removes the file it created', () => {
    const w = world();
    expect(w.cairn(['setup', 'claude-code', '--yes']).code).toBe(0);
    expect(w.cairn(['setup', 'claude-code', '--remove', '--yes']).code).toBe(0);
    expect(existsSync(join(w.project, '.claude', 'settings.local.json'))).toBe(false);
    const state = read(join(w.userHome, '.claude.json'));
    expect(state).toEqual({});
  });

  it('is a person’s act: without a terminal or --yes it is refused and writes nothing', () => {
    const w = world();
    const r = w.cairn(['setup', 'claude-code']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('person');
    expect(existsSync(join(w.project, '.claude', 'settings.local.json'))).toBe(false);
  });

  it('never writes a machine path into a committed file: a tracked settings.local.json is refused', () => {
    const w = world();
    mkdirSync(join(w.project, '.claude'));
    writeFileSync(join(w.project, '.claude', 'settings.local.json'), '{}\n');
    spawnSync('git', ['add', '.claude/settings.local.json'], { cwd: w.project });
    const r = w.cairn(['setup', 'claude-code', '--yes']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tracked by git');
    expect(readFileSync(join(w.project, '.claude', 'settings.local.json'), 'utf8')).toBe('{}\n');
  });

  it('with its settings in place and the sandbox’s tools present, the next session is recorded protected', () => {
    const w = world();
    expect(w.cairn(['setup', 'claude-code', '--yes']).code).toBe(0);
    const hasTools =
      spawnSync('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--unshare-all', 'true']).status === 0 && spawnSync('socat', ['-V']).status === 0;
    const r = w.hook(w.fixture('claude-code', 'SessionStart'));
    expect(r.code).toBe(0);
    const [s] = (JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: Array<{ protected: boolean; reasons: string[] }> }).sessions;
    if (hasTools) expect(s).toMatchObject({ protected: true, reasons: [] });
    else expect(s?.reasons.join()).toMatch(/bubblewrap|socat/u);
  });
});

describe('cairn setup copilot (GitHub Copilot CLI: a user-level hook file and MCP server, observations only)', () => {
  it('writes ~/.copilot/hooks/cairn.json and the MCP server beside others, never .github/hooks; the commands it writes run as Copilot runs them; twice changes nothing; --remove restores', () => {
    const w = world();
    const copilotDir = join(w.userHome, '.copilot');
    mkdirSync(copilotDir, { recursive: true });
    const mcpPath = join(copilotDir, 'mcp-config.json');
    const mcpBefore = `${JSON.stringify({ mcpServers: { github: { type: 'local', command: 'gh-mcp', args: [], tools: ['*'] } } }, null, 2)}\n`;
    writeFileSync(mcpPath, mcpBefore);
    const r = w.cairn(['setup', 'copilot', '--yes']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('ignores sessionStart output');
    const file = read(join(copilotDir, 'hooks', 'cairn.json'));
    expect(file.version).toBe(1);
    const hooks = file.hooks as Record<string, Array<{ type: string; bash: string; timeoutSec: number }>>;
    expect(Object.keys(hooks).sort()).toEqual(['postToolUse', 'preToolUse', 'sessionEnd', 'sessionStart', 'userPromptSubmitted']);
    for (const [event, [entry]] of Object.entries(hooks)) {
      expect(entry?.type).toBe('command');
      expect(entry?.bash).toContain(`--home ${w.home} hook --host copilot --event ${event}`);
    }
    const mcp = read(mcpPath).mcpServers as Json;
    expect(mcp.github).toEqual({ type: 'local', command: 'gh-mcp', args: [], tools: ['*'] });
    expect(mcp.cairn).toMatchObject({ type: 'local', command: process.execPath, env: { CAIRN_HOME: w.home }, tools: ['*'] });
    expect(existsSync(join(w.project, '.github'))).toBe(false);

    // The written commands, run as Copilot runs a hook (bash -c, the payload on stdin): observed, no output.
    const run = (event: string, payload: unknown) =>
      spawnSync('bash', ['-c', (hooks[event]?.[0] as { bash: string }).bash], {
        cwd: w.project,
        input: JSON.stringify(payload),
        env: { PATH: process.env.PATH, HOME: w.userHome },
        encoding: 'utf8',
      });
    for (const [event, payload] of [
      ['sessionStart', w.fixture('copilot', 'sessionStart')],
      ['preToolUse', w.fixture('copilot', 'preToolUse')],
      ['postToolUse', w.fixture('copilot', 'postToolUse')],
    ] as const) {
      const out = run(event, payload);
      expect(out.status, out.stderr).toBe(0);
      expect(out.stdout).toBe('');
      expect(out.stderr).toBe('');
    }
    const sessions = JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: Array<{ host: string; protected: boolean }> };
    expect(sessions.sessions).toHaveLength(1);
    expect(sessions.sessions[0]).toMatchObject({ host: 'copilot', protected: false });

    const again = w.cairn(['setup', 'copilot', '--yes']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('already set up');

    const removed = w.cairn(['setup', 'copilot', '--remove', '--yes']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(existsSync(join(copilotDir, 'hooks', 'cairn.json'))).toBe(false);
    expect(read(mcpPath)).toEqual(JSON.parse(mcpBefore));
  });

  it('never overwrites a hook file it did not write, and is a person’s act', () => {
    const w = world();
    mkdirSync(join(w.userHome, '.copilot', 'hooks'), { recursive: true });
    writeFileSync(join(w.userHome, '.copilot', 'hooks', 'cairn.json'), '{"version":1,"hooks":{}}\n');
    const r = w.cairn(['setup', 'copilot', '--yes']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('Cairn did not write it');
    expect(readFileSync(join(w.userHome, '.copilot', 'hooks', 'cairn.json'), 'utf8')).toBe('{"version":1,"hooks":{}}\n');
    const other = world();
    const refused = other.cairn(['setup', 'copilot']);
    expect(refused.code).not.toBe(0);
    expect(existsSync(join(other.userHome, '.copilot'))).toBe(false);
  });
});
