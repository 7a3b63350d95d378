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
