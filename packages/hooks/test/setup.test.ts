import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declareSandboxOnly } from '@cairn/session';
import { BIN, TEST_PASSPHRASE, world } from './helpers.js';

type Json = Record<string, unknown>;
const read = (path: string): Json => JSON.parse(readFileSync(path, 'utf8')) as Json;
/** libpq's client certificate key in the user's home: a person's team-store credential. */
const pgKey = (w: { userHome: string }): string => join(w.userHome, '.postgresql', 'postgresql.key');
/** libpq's connection service file in the user's home: a service may carry a password. */
const pgService = (w: { userHome: string }): string => join(w.userHome, '.pg_service.conf');
/** Every file under `dir` (none when it is missing). */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map((f) => join(dir, String(f)))
        .filter((f) => statSync(f).isFile())
    : [];

describe('cairn setup claude-code (a person’s act; merges, idempotent, --remove undoes exactly)', () => {
  it('on an empty project: writes hooks, sandbox and deny rules locally, the MCP server with CAIRN_HOME in ~/.claude.json, and shows the diff', () => {
    const w = world();
    const r = w.person(['setup', 'claude-code']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('+++ ');
    // Nothing else runs outside the sandbox: nothing to warn of.
    expect(r.stderr).not.toContain('will not be protected');
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
      // The project's own settings too (issue #16): the .claude folder itself and .mcp.json.
      filesystem: {
        denyRead: [`/${w.home}`, `/${pgKey(w)}`, `/${pgService(w)}`],
        denyWrite: [`/${w.home}`, `/${w.project}/.claude`, `/${w.project}/.mcp.json`],
      },
    });
    expect((local.permissions as Json).deny).toEqual([
      `Read(/${w.home}/**)`,
      `Edit(/${w.home}/**)`,
      `Read(/${pgKey(w)})`,
      `Read(/${pgService(w)})`,
      `Edit(/${w.project}/.claude/**)`,
      `Edit(/${w.project}/.mcp.json)`,
      // Every .claude below the project (issue #21: a skill written there mid-session loads at once).
      `Edit(/${w.project}/**/.claude/**)`,
      // The host's own settings outside the project (issue #16).
      `Edit(/${join(w.userHome, '.claude', 'settings.json')})`,
      `Edit(/${join(w.userHome, '.claude.json')})`,
      // The user's skills, subagents, commands and hook scripts (issue #21).
      ...['skills', 'agents', 'commands', 'hooks'].map((n) => `Edit(/${join(w.userHome, '.claude', n)}/**)`),
    ]);
    const state = read(join(w.userHome, '.claude.json'));
    const server = ((state.projects as Json)[w.project] as Json).mcpServers as Json;
    expect(server.cairn).toMatchObject({ type: 'stdio', command: process.execPath, env: { CAIRN_HOME: w.home } });
    // Nothing committed carries a machine path.
    expect(existsSync(join(w.project, '.claude', 'settings.json'))).toBe(false);
    expect(existsSync(join(w.project, '.mcp.json'))).toBe(false);
    expect(spawnSync('git', ['status', '--porcelain'], { cwd: w.project, encoding: 'utf8' }).stdout).not.toContain('settings.local.json"');
  });

  it('the hook command and the MCP server setup writes do not honour a NODE_OPTIONS the settings pass them (attack h49 N1): real child processes', () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    const marker = join(w.root, 'preload-ran.txt');
    const preload = join(w.root, 'pre.cjs');
    writeFileSync(preload, `require('node:fs').appendFileSync(${JSON.stringify(marker)}, 'ran\\n');\n`);
    const injected = { NODE_OPTIONS: `--require ${preload}` };
    // Control: the same preload does run in a plain node under that environment.
    spawnSync(process.execPath, ['-e', '0'], { env: { ...process.env, ...injected } });
    expect(readFileSync(marker, 'utf8')).toBe('ran\n');
    rmSync(marker);
    const local = read(join(w.project, '.claude', 'settings.local.json'));
    const command = (local.hooks as Record<string, Array<{ hooks: Array<{ command: string }> }>>).SessionStart?.[0]?.hooks[0]?.command as string;
    expect(command.startsWith('NODE_OPTIONS= ')).toBe(true);
    const hook = spawnSync('sh', ['-c', command], {
      cwd: w.project,
      input: JSON.stringify(w.fixture('claude-code', 'SessionStart')),
      env: { PATH: process.env.PATH, HOME: w.userHome, NO_COLOR: '1', ...injected },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(hook.status, hook.stderr).toBe(0);
    const server = (((read(join(w.userHome, '.claude.json')).projects as Json)[w.project] as Json).mcpServers as Json).cairn as {
      command: string;
      args: string[];
      env: Record<string, string>;
    };
    expect(server.env).toEqual({ CAIRN_HOME: w.home, NODE_OPTIONS: '' });
    // The host starts the server with the settings' env, its own env over it.
    const mcp = spawnSync(server.command, server.args, {
      cwd: w.project,
      input: '',
      env: { PATH: process.env.PATH, HOME: w.userHome, ...injected, ...server.env },
      timeout: 30_000,
    });
    expect(mcp.error).toBeUndefined();
    expect(existsSync(marker)).toBe(false);
  });

  it("denies the agent's sandbox reading the person's credentials: the signing key (in the home), libpq's client key and PGSSLKEY's, the service file and PGSERVICEFILE's; ~/.pgpass (the agent role's password) stays readable", () => {
    const w = world();
    const named = join(w.root, 'keys', 'alice.key');
    const services = join(w.root, 'keys', 'services.conf');
    const r = w.person(['setup', 'claude-code'], { env: { PGSSLKEY: named, PGSERVICEFILE: services } });
    expect(r.code, r.stderr).toBe(0);
    const local = read(join(w.project, '.claude', 'settings.local.json'));
    const denyRead = ((local.sandbox as Json).filesystem as Json).denyRead as string[];
    const deny = (local.permissions as Json).deny as string[];
    // `//` starts an absolute path in Claude Code's settings; an entry covers the folder's files.
    const unreadable = (file: string): boolean =>
      denyRead.some((d) => {
        const p = d.replace(/^\/\//u, '/');
        return file === p || file.startsWith(`${p}/`);
      });
    const ruled = (file: string): boolean =>
      deny.some((d) => {
        const m = /^Read\(\/(.+?)(\/\*\*)?\)$/u.exec(d);
        return m !== null && (file === m[1] || (m[2] !== undefined && file.startsWith(`${m[1]}/`)));
      });
    const signingKey = filesUnder(join(w.home, 'person'));
    expect(signingKey.length).toBeGreaterThan(0);
    for (const f of [...signingKey, pgKey(w), named, pgService(w), services]) {
      expect(unreadable(f), f).toBe(true);
      expect(ruled(f), f).toBe(true);
    }
    for (const f of [join(w.userHome, '.pgpass'), join(w.userHome, '.postgresql', 'root.crt')]) {
      expect(unreadable(f), f).toBe(false);
      expect(ruled(f), f).toBe(false);
    }
    // --remove takes them away again.
    expect(w.person(['setup', 'claude-code', '--remove'], { env: { PGSSLKEY: named } }).code).toBe(0);
    expect(existsSync(join(w.project, '.claude', 'settings.local.json'))).toBe(false);
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

    const first = w.person(['setup', 'claude-code']);
    expect(first.code, first.stderr).toBe(0);
    // What else runs outside the sandbox is said before the first session (issue #14, walk 8), and left as it is.
    expect(first.stderr.replace(/\s+/gu, ' ')).toContain(
      'Sessions here will not be protected while your settings also run hook:lint-guard.sh, hook:notify-send, mcp:db, mcp:github outside the sandbox',
    );
    const merged = read(localPath);
    expect(merged.model).toBe('opus');
    expect((merged.hooks as Json).Notification).toEqual((original.hooks as Json).Notification);
    expect(((merged.hooks as Json).PreToolUse as unknown[])[0]).toEqual(((original.hooks as Json).PreToolUse as unknown[])[0]);
    expect((merged.sandbox as Json).excludedCommands).toEqual(['docker']);
    expect(((merged.sandbox as Json).filesystem as Json).denyRead).toEqual(['~/.ssh', `/${w.home}`, `/${pgKey(w)}`, `/${pgService(w)}`]);
    expect((merged.permissions as Json).deny).toEqual([
      'Read(./.env)',
      `Read(/${w.home}/**)`,
      `Edit(/${w.home}/**)`,
      `Read(/${pgKey(w)})`,
      `Read(/${pgService(w)})`,
      `Edit(/${w.project}/.claude/**)`,
      `Edit(/${w.project}/.mcp.json)`,
      // Every .claude below the project (issue #21: a skill written there mid-session loads at once).
      `Edit(/${w.project}/**/.claude/**)`,
      // The host's own settings outside the project (issue #16).
      `Edit(/${join(w.userHome, '.claude', 'settings.json')})`,
      `Edit(/${join(w.userHome, '.claude.json')})`,
      // The user's skills, subagents, commands and hook scripts (issue #21).
      ...['skills', 'agents', 'commands', 'hooks'].map((n) => `Edit(/${join(w.userHome, '.claude', n)}/**)`),
    ]);
    const mergedState = read(statePath);
    expect(mergedState.numStartups).toBe(3);
    expect((mergedState.mcpServers as Json).github).toEqual({ type: 'stdio', command: 'gh-mcp' });
    expect((((mergedState.projects as Json)[w.project] as Json).mcpServers as Json).db).toEqual({ command: 'db-mcp' });

    const before = [readFileSync(localPath, 'utf8'), readFileSync(statePath, 'utf8')];
    const again = w.person(['setup', 'claude-code']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already set up');
    expect([readFileSync(localPath, 'utf8'), readFileSync(statePath, 'utf8')]).toEqual(before);

    const removed = w.person(['setup', 'claude-code', '--remove']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(read(localPath)).toEqual(original);
    expect(read(statePath)).toEqual(state);
    expect(w.person(['setup', 'claude-code', '--remove']).stdout).toContain('Nothing to remove');
  });

  it('after the project moves: relink and doctor say the settings name the old folder; setup again replaces its entries (no second hook or server, no old-folder rule); --remove then restores the person’s files byte for byte (walk h50 item 2)', () => {
    const w = world();
    mkdirSync(join(w.project, '.claude'));
    const localPath = (dir: string): string => join(dir, '.claude', 'settings.local.json');
    const statePath = join(w.userHome, '.claude.json');
    const original = `${JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'say done' }] }] }, sandbox: { enabled: false } }, null, 2)}\n`;
    const state = `${JSON.stringify({ theme: 'dark' })}\n`;
    writeFileSync(localPath(w.project), original);
    writeFileSync(statePath, state);
    const ignoreBefore = readFileSync(join(w.project, '.gitignore'), 'utf8');
    expect(w.person(['setup', 'claude-code']).code).toBe(0);

    const moved = `${w.project}-moved`;
    renameSync(w.project, moved);
    const relink = w.person(['init', '--relink', '--from', w.project], { cwd: moved });
    expect(relink.code, relink.stderr).toBe(0);
    const said = `Claude Code's settings for this project (.claude/settings.local.json, and its MCP server in ~/.claude.json) still name the old folder ${w.project}`;
    expect(relink.stderr.replace(/\s+/gu, ' ')).toContain(said);
    const doctor = w.cairn(['doctor'], { cwd: moved });
    expect(doctor.code).toBe(1);
    expect(doctor.stdout.replace(/\s+/gu, ' ')).toContain(`FAIL claude-code settings: ${said}`);
    expect(doctor.stdout).toContain('fix: cairn setup claude-code');

    const again = w.person(['setup', 'claude-code'], { cwd: moved });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr.replace(/\s+/gu, ' ')).toContain(`This project was set up for Claude Code at ${w.project} before it moved`);
    const settings = readFileSync(localPath(moved), 'utf8');
    const hooks = read(localPath(moved)).hooks as Record<string, { hooks: { command: string }[] }[]>;
    for (const event of ['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'SessionEnd'])
      expect(hooks[event]?.flatMap((g) => g.hooks).length, event).toBe(1);
    expect(hooks.Stop?.flatMap((g) => g.hooks.map((h) => h.command))).toEqual(['say done', expect.stringMatching(/ hook$/u)]);
    // No rule names the folder the project left; the new one is named.
    expect(settings).not.toContain(`${w.project}/`);
    expect(settings).toContain(`Edit(/${moved}/.claude/**)`);
    const projects = read(statePath).projects as Json;
    expect(Object.keys(projects)).toEqual([moved]);
    expect(w.cairn(['doctor'], { cwd: moved }).stdout).not.toContain('claude-code settings');
    const twice = w.person(['setup', 'claude-code'], { cwd: moved });
    expect(twice.stdout).toContain('already set up');

    const removed = w.person(['setup', 'claude-code', '--remove'], { cwd: moved });
    expect(removed.code, removed.stderr).toBe(0);
    expect(readFileSync(localPath(moved), 'utf8')).toBe(original);
    expect(readFileSync(statePath, 'utf8')).toBe(state);
    expect(readFileSync(join(moved, '.gitignore'), 'utf8')).toBe(ignoreBefore);
    expect(readdirSync(join(w.home, 'setup')).filter((n) => n.startsWith('claude-code-'))).toEqual([]);
  });

  it('--remove after a move, with no setup since, takes the old folder’s entries away (walk h50 item 2)', () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    const moved = `${w.project}-moved`;
    renameSync(w.project, moved);
    const removed = w.person(['setup', 'claude-code', '--remove'], { cwd: moved });
    expect(removed.code, removed.stderr).toBe(0);
    expect(existsSync(join(moved, '.claude', 'settings.local.json'))).toBe(false);
    expect(existsSync(join(w.userHome, '.claude.json'))).toBe(false);
    expect(readFileSync(join(moved, '.gitignore'), 'utf8')).toBe('build/\n');
  });

  it('--remove on a project that had no settings removes the files it created (~/.claude.json too: the seventh newcomer walk found `{}` left)', () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    expect(w.person(['setup', 'claude-code', '--remove']).code).toBe(0);
    expect(existsSync(join(w.project, '.claude', 'settings.local.json'))).toBe(false);
    expect(existsSync(join(w.userHome, '.claude.json'))).toBe(false);
  });

  it('all or nothing: a file it cannot write (a full disk holding the user home) leaves every file as it was, no ledger, and says which path and that nothing changed; setup then works and --remove undoes it (the fifteenth newcomer walk)', () => {
    const w = world();
    const setupDir = join(w.home, 'setup');
    // The user home (where ~/.claude.json goes) on a tmpfs of 64 KiB, filled: the project's settings are written first, then this fails.
    const m = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k,mode=0700', 'tmpfs', w.userHome]);
    if (m.status !== 0) {
      console.warn('skipped the full-disk setup case: this machine does not allow mounting a tmpfs');
      return;
    }
    try {
      spawnSync('dd', ['if=/dev/zero', `of=${join(w.userHome, 'filler')}`, 'bs=4k', 'count=64'], { stdio: 'ignore' });
      const r = w.person(['setup', 'claude-code']);
      expect(r.code, r.stderr).toBe(5);
      expect(r.stderr).toContain(`Setup could not write ${join(w.userHome, '.claude.json')} (the disk is full): nothing was changed, every file is as it was.`);
      expect(existsSync(join(w.project, '.claude'))).toBe(false);
      expect(readFileSync(join(w.project, '.gitignore'), 'utf8')).toBe('build/\n');
      expect(filesUnder(setupDir)).toEqual([]);
      expect(readdirSync(w.userHome).sort()).toEqual(['filler']);
      rmSync(join(w.userHome, 'filler'));
      // With room again: setup works, and --remove takes everything away.
      const again = w.person(['setup', 'claude-code']);
      expect(again.code, again.stderr).toBe(0);
      expect(existsSync(join(w.project, '.claude', 'settings.local.json'))).toBe(true);
      expect(w.person(['setup', 'claude-code', '--remove']).code).toBe(0);
      expect(existsSync(join(w.project, '.claude'))).toBe(false);
      expect(readFileSync(join(w.project, '.gitignore'), 'utf8')).toBe('build/\n');
      expect(readdirSync(w.userHome)).toEqual([]);
    } finally {
      spawnSync('umount', [w.userHome]);
    }
  });

  it('in a git repository where nothing ignores it, adds .claude/settings.local.json to .gitignore and says so; an ignore already there is left as it is (issue #14, walk-1 item 16)', () => {
    const w = world();
    const ignorePath = join(w.project, '.gitignore');
    writeFileSync(ignorePath, 'node_modules/\ndist');
    const r = w.person(['setup', 'claude-code']);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(ignorePath, 'utf8')).toBe('node_modules/\ndist\n.claude/settings.local.json\n');
    expect(r.stderr).toContain('nothing in git ignores it yet: setup adds it to');
    // Three files as a list: "Wrote A, B, and C." (issue #14, walk-3 item 14: "A and B and C").
    expect(r.stdout).toContain(`, and ${ignorePath}. Start a new Claude Code session`);
    expect(r.stdout).not.toMatch(/ and .* and /u);
    expect(spawnSync('git', ['check-ignore', '-q', '.claude/settings.local.json'], { cwd: w.project }).status).toBe(0);

    const covered = world();
    const coveredIgnore = join(covered.project, '.gitignore');
    writeFileSync(coveredIgnore, '.claude/\n');
    const again = covered.person(['setup', 'claude-code']);
    expect(again.code, again.stderr).toBe(0);
    expect(readFileSync(coveredIgnore, 'utf8')).toBe('.claude/\n');
    expect(again.stderr).not.toContain('nothing in git ignores it yet');
  });

  it('--remove takes away the .gitignore line setup added, and the file when setup made it; the person’s own lines stay, byte for byte (issue #14, walk-3 item 8)', () => {
    // The world's project has a .gitignore of its own ('build/\n').
    const w = world();
    const ignorePath = join(w.project, '.gitignore');
    const own = readFileSync(ignorePath, 'utf8');
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    expect(readFileSync(ignorePath, 'utf8')).toBe(`${own}.claude/settings.local.json\n`);
    const removed = w.person(['setup', 'claude-code', '--remove']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(readFileSync(ignorePath, 'utf8')).toBe(own);
    expect(removed.stdout).toContain('.gitignore');

    // No final newline: setup added one before its line; --remove takes both away.
    const bare = world();
    const bareIgnore = join(bare.project, '.gitignore');
    writeFileSync(bareIgnore, 'node_modules/\ndist');
    expect(bare.person(['setup', 'claude-code']).code).toBe(0);
    // A line the person adds after setup's stays.
    writeFileSync(bareIgnore, `${readFileSync(bareIgnore, 'utf8')}coverage/\n`);
    expect(bare.person(['setup', 'claude-code', '--remove']).code).toBe(0);
    expect(readFileSync(bareIgnore, 'utf8')).toBe('node_modules/\ndist\ncoverage/\n');

    // No .gitignore before: setup made it, --remove deletes it (and setting up twice keeps the record).
    const none = world();
    const noneIgnore = join(none.project, '.gitignore');
    rmSync(noneIgnore);
    expect(none.person(['setup', 'claude-code']).code).toBe(0);
    expect(readFileSync(noneIgnore, 'utf8')).toBe('.claude/settings.local.json\n');
    expect(none.person(['setup', 'claude-code']).stdout).toContain('already set up');
    expect(none.person(['setup', 'claude-code', '--remove']).code).toBe(0);
    expect(existsSync(noneIgnore)).toBe(false);
    expect(spawnSync('git', ['status', '--porcelain'], { cwd: none.project, encoding: 'utf8' }).stdout).not.toContain('.gitignore');
  });

  it('--remove in one project leaves ~/.claude.json laid out as it was for the others: no key moved onto the brace’s line (issue #14, walk-3 item 8)', () => {
    const w = world();
    const statePath = join(w.userHome, '.claude.json');
    // The first project set up makes ~/.claude.json; a second project is set up after it.
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    const other = join(w.root, 'other');
    mkdirSync(other);
    spawnSync('git', ['init', '-q'], { cwd: other });
    expect(w.person(['--project', other, 'setup', 'claude-code'], { cwd: other }).code).toBe(0);
    const removed = w.person(['setup', 'claude-code', '--remove']);
    expect(removed.code, removed.stderr).toBe(0);
    const state = read(statePath);
    expect(Object.keys(state.projects as Json)).toEqual([other]);
    expect(readFileSync(statePath, 'utf8')).toBe(`${JSON.stringify(state, null, 2)}\n`);
  });

  it('--remove keeps the person’s formatting and the file’s mode, byte for byte (issue #14, walk-2 item 23)', () => {
    const w = world();
    mkdirSync(join(w.project, '.claude'));
    const localPath = join(w.project, '.claude', 'settings.local.json');
    // Four-space indentation, a one-line array, keys in the person's order, no final newline.
    const original = [
      '{',
      '    "permissions": { "allow": ["Bash(npm test)"], "deny": ["Read(./.env)"] },',
      '    "model": "opus",',
      '    "hooks": {',
      '        "Notification": [ { "hooks": [ { "type": "command", "command": "notify-send hi" } ] } ]',
      '    }',
      '}',
    ].join('\n');
    writeFileSync(localPath, original);
    chmodSync(localPath, 0o644);
    const statePath = join(w.userHome, '.claude.json');
    const state = '{\n\t"numStartups": 3,\n\t"projects": { "/elsewhere": { "allowedTools": [] } }\n}\n';
    writeFileSync(statePath, state);
    chmodSync(statePath, 0o644);

    const set = w.person(['setup', 'claude-code']);
    expect(set.code, set.stderr).toBe(0);
    // Setting up edits in place too: the person's lines are still there as written.
    const merged = readFileSync(localPath, 'utf8');
    expect(merged).toContain('    "model": "opus",');
    expect(merged).toContain('        "Notification": [ { "hooks": [ { "type": "command", "command": "notify-send hi" } ] } ]');
    expect(readFileSync(statePath, 'utf8')).toContain('\t"numStartups": 3,');
    expect(statSync(localPath).mode & 0o777).toBe(0o644);

    const removed = w.person(['setup', 'claude-code', '--remove']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(readFileSync(localPath, 'utf8')).toBe(original);
    expect(readFileSync(statePath, 'utf8')).toBe(state);
    expect(statSync(localPath).mode & 0o777).toBe(0o644);
    expect(statSync(statePath).mode & 0o777).toBe(0o644);
  });

  it('--remove keeps the person’s own empty containers: ~/.claude.json and the settings come back byte for byte (walk 11 item 3)', () => {
    const w = world();
    mkdirSync(join(w.project, '.claude'));
    const localPath = join(w.project, '.claude', 'settings.local.json');
    const local = '{"permissions": {"deny": []}, "sandbox": {}, "hooks": {"SessionStart": []}}\n';
    writeFileSync(localPath, local);
    const statePath = join(w.userHome, '.claude.json');
    const state = '{"numStartups": 5, "projects": {}}\n';
    writeFileSync(statePath, state);
    const set = w.person(['setup', 'claude-code']);
    expect(set.code, set.stderr).toBe(0);
    expect(readFileSync(statePath, 'utf8')).not.toBe(state);
    const removed = w.person(['setup', 'claude-code', '--remove']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(readFileSync(statePath, 'utf8')).toBe(state);
    expect(readFileSync(localPath, 'utf8')).toBe(local);
  });

  it('is a person’s act: without the terminal, or with --yes, it is refused (exit 3, naming the command) and writes nothing', () => {
    const w = world();
    const r = w.cairn(['setup', 'claude-code']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('The person runs, in a terminal: cairn setup claude-code');
    for (const args of [
      ['setup', 'claude-code', '--yes'],
      ['--yes', 'setup', 'claude-code'],
    ]) {
      const yes = w.cairn(args);
      expect(yes.code, args.join(' ')).toBe(3);
      expect(yes.stderr).toContain('--yes proves nothing');
      // Not even on a terminal: --yes is refused before anything is shown or signed.
      expect(w.person(args).code).toBe(3);
    }
    expect(existsSync(join(w.project, '.claude', 'settings.local.json'))).toBe(false);
    expect(existsSync(join(w.userHome, '.claude.json'))).toBe(false);
    // The person's passphrase on the terminal signs it.
    const signed = w.person(['setup', 'claude-code']);
    expect(signed.code, signed.stderr).toBe(0);
    expect(signed.stderr).toContain('Your Cairn passphrase');
    expect(existsSync(join(w.project, '.claude', 'settings.local.json'))).toBe(true);
    // --remove is the person's act too.
    expect(w.cairn(['setup', 'claude-code', '--remove']).code).toBe(3);
    expect(existsSync(join(w.project, '.claude', 'settings.local.json'))).toBe(true);
  });

  it('never writes a machine path into a committed file: a tracked settings.local.json is refused', () => {
    const w = world();
    mkdirSync(join(w.project, '.claude'));
    writeFileSync(join(w.project, '.claude', 'settings.local.json'), '{}\n');
    spawnSync('git', ['add', '.claude/settings.local.json'], { cwd: w.project });
    const r = w.person(['setup', 'claude-code']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tracked by git');
    expect(readFileSync(join(w.project, '.claude', 'settings.local.json'), 'utf8')).toBe('{}\n');
  });

  it('a GIT_DIR in the person’s environment does not point setup’s git checks at another repository: the project’s own tracked file is refused, its own missing ignore is added (session runGitAsync drops git’s redirects)', () => {
    // Another repository that tracks nothing and ignores the settings file: with its GIT_DIR, git
    // would call the project's tracked file untracked and the project's missing ignore present.
    const other = world().project;
    writeFileSync(join(other, '.git', 'info', 'exclude'), '.claude/\n');
    const env = { GIT_DIR: join(other, '.git') };
    const tracked = world();
    mkdirSync(join(tracked.project, '.claude'));
    writeFileSync(join(tracked.project, '.claude', 'settings.local.json'), '{}\n');
    spawnSync('git', ['add', '.claude/settings.local.json'], { cwd: tracked.project });
    const refused = tracked.person(['setup', 'claude-code'], { env });
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toContain('tracked by git');
    expect(readFileSync(join(tracked.project, '.claude', 'settings.local.json'), 'utf8')).toBe('{}\n');

    const plain = world();
    const r = plain.person(['setup', 'claude-code'], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('nothing in git ignores it yet: setup adds it to');
    expect(readFileSync(join(plain.project, '.gitignore'), 'utf8')).toContain('.claude/settings.local.json\n');
  });

  it('with its settings in place, the sandbox’s tools present and the home declared sandbox-only, the next session is recorded protected', async () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    // Only a home the person declared sandbox-only holds protected sessions (forgedSession.test.ts).
    await declareSandboxOnly(w.home, TEST_PASSPHRASE, true);
    const hasTools =
      spawnSync('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--unshare-all', 'true']).status === 0 && spawnSync('socat', ['-V']).status === 0;
    const r = w.hook(w.fixture('claude-code', 'SessionStart'));
    expect(r.code).toBe(0);
    const [s] = (JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: Array<{ protected: boolean; reasons: string[] }> }).sessions;
    if (hasTools) expect(s).toMatchObject({ protected: true, reasons: [] });
    else expect(s?.reasons.join()).toMatch(/bubblewrap|socat/u);
    if (!hasTools) return;
    // Said as what it is (issue #14, fourth walk item 8): read off the settings, not observed —
    // this very event was piped in by the test, as anyone outside the sandbox could.
    const said = [w.cairn(['sessions']).stdout, w.cairn(['sessions', 'show', 'sess-1']).stdout, w.cairn(['status']).stdout, w.cairn(['doctor']).stdout].join(
      '\n',
    );
    expect(said).not.toContain('kept the agent out');
    expect(said).toContain('by settings (not observed)');
    expect(said).toContain('Cairn read that from the settings; it did not observe the agent being kept out.');
    expect(said).not.toMatch(/protected +yes/u);
  });

  it("the README's `claude mcp add cairn …` after setup: the reason names a Cairn server that differs from setup's and says to run setup (not to remove it); setup puts its entry back, saying nothing about removing it (walk h50 item 3)", () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    const statePath = join(w.userHome, '.claude.json');
    const state = read(statePath);
    const setups = JSON.stringify(state);
    // What `claude mcp add cairn -e CAIRN_HOME=… -- node …/packages/mcp/dist/bin.js --project …` writes in local scope.
    (((state.projects as Json)[w.project] as Json).mcpServers as Json).cairn = {
      type: 'stdio',
      command: 'node',
      args: ['/opt/cairn/packages/mcp/dist/bin.js', '--project', w.project],
      env: { CAIRN_HOME: w.home },
    };
    writeFileSync(statePath, JSON.stringify(state, null, 2));
    expect(w.hook(w.fixture('claude-code', 'SessionStart')).code).toBe(0);
    const [s] = (JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: Array<{ protected: boolean; reasons: string[] }> }).sessions;
    expect(s?.protected).toBe(false);
    const reason = s?.reasons.find((r) => r.includes('outside the sandbox')) ?? '';
    expect(reason).toContain('the settings run mcp:cairn (Cairn’s, not as setup wrote it) outside the sandbox');
    expect(reason).toContain('(run cairn setup claude-code, which puts back the Cairn server entry setup writes, then start a new session)');
    expect(reason).not.toContain('remove it');
    const again = w.person(['setup', 'claude-code']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).not.toContain('mcp:cairn');
    expect(JSON.stringify(read(statePath))).toBe(setups);
  });

  it('a team-store client key on this machine that the settings do not deny (written by an older setup) makes the session unprotected, saying which file and what to do; setup again denies it', () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    const path = join(w.project, '.claude', 'settings.local.json');
    const settings = read(path) as { sandbox: { filesystem: { denyRead: string[] } }; permissions: { deny: string[] } };
    // As an older setup wrote it: the home denied, nothing outside it.
    settings.sandbox.filesystem.denyRead = settings.sandbox.filesystem.denyRead.filter((d) => d === `/${w.home}`);
    settings.permissions.deny = settings.permissions.deny.filter((d) => d.includes(w.home));
    writeFileSync(path, `${JSON.stringify(settings, null, 2)}\n`);
    mkdirSync(join(w.userHome, '.postgresql'), { recursive: true });
    writeFileSync(pgKey(w), 'not a real key\n', { mode: 0o600 });
    const sessions = () =>
      (JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: Array<{ id: string; protected: boolean; reasons: string[] }> }).sessions;
    expect(w.hook(w.fixture('claude-code', 'SessionStart')).code).toBe(0);
    const [before] = sessions();
    expect(before?.protected).toBe(false);
    expect(before?.reasons.join('\n')).toContain(`the agent may read ${pgKey(w)}`);
    expect(before?.reasons.join('\n')).toContain('cairn setup claude-code again');
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    expect(w.hook(w.fixture('claude-code', 'SessionStart')).code).toBe(0);
    const [after] = sessions();
    expect(after?.reasons.join('\n')).not.toContain('the agent may read');
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
    const r = w.person(['setup', 'copilot']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('ignores sessionStart output');
    // The hook file is the user's, for every project: said so, with how to take it out (sixth walk).
    expect(r.stdout).toContain('Start a new Copilot CLI session in any project (these settings apply to every project of yours');
    expect(r.stdout).not.toContain('in this project');
    const file = read(join(copilotDir, 'hooks', 'cairn.json'));
    expect(file.version).toBe(1);
    const hooks = file.hooks as Record<string, Array<{ type: string; bash: string; timeoutSec: number }>>;
    expect(Object.keys(hooks).sort()).toEqual(['postToolUse', 'preToolUse', 'sessionEnd', 'sessionStart', 'userPromptSubmitted']);
    for (const [event, [entry]] of Object.entries(hooks)) {
      expect(entry?.type).toBe('command');
      expect(entry?.bash).toContain(`--home ${w.home} hook --host copilot --event ${event}`);
      expect(entry?.bash.startsWith('NODE_OPTIONS= ')).toBe(true);
    }
    const mcp = read(mcpPath).mcpServers as Json;
    expect(mcp.github).toEqual({ type: 'local', command: 'gh-mcp', args: [], tools: ['*'] });
    expect(mcp.cairn).toMatchObject({ type: 'local', command: process.execPath, env: { CAIRN_HOME: w.home, NODE_OPTIONS: '' }, tools: ['*'] });
    expect(existsSync(join(w.project, '.github'))).toBe(false);

    // The written commands, run as Copilot runs a hook (bash -c, the payload on stdin): observed, no output.
    // A NODE_OPTIONS in the hook's environment loads nothing into Cairn's process (attack h49 N1).
    const preload = join(w.project, 'pre.cjs');
    const marker = join(w.project, 'PRELOAD-RAN');
    writeFileSync(preload, `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');`);
    const run = (event: string, payload: unknown) =>
      spawnSync('bash', ['-c', (hooks[event]?.[0] as { bash: string }).bash], {
        cwd: w.project,
        input: JSON.stringify(payload),
        env: { PATH: process.env.PATH, HOME: w.userHome, NODE_OPTIONS: `--require ${preload}` },
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
    expect(existsSync(marker)).toBe(false);
    const sessions = JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: Array<{ host: string; protected: boolean }> };
    expect(sessions.sessions).toHaveLength(1);
    expect(sessions.sessions[0]).toMatchObject({ host: 'copilot', protected: false });

    const again = w.person(['setup', 'copilot']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('already set up');

    const removed = w.person(['setup', 'copilot', '--remove']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(existsSync(join(copilotDir, 'hooks', 'cairn.json'))).toBe(false);
    expect(read(mcpPath)).toEqual(JSON.parse(mcpBefore));
  });

  it('--remove takes away what setup made and is now empty — mcp-config.json and hooks/ — and never what the person had (issue #14, walk-2 item 23)', () => {
    const w = world();
    const copilotDir = join(w.userHome, '.copilot');
    expect(w.person(['setup', 'copilot']).code).toBe(0);
    expect(existsSync(join(copilotDir, 'hooks', 'cairn.json'))).toBe(true);
    const removed = w.person(['setup', 'copilot', '--remove']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(existsSync(join(copilotDir, 'mcp-config.json'))).toBe(false);
    expect(existsSync(join(copilotDir, 'hooks'))).toBe(false);
    // ~/.copilot itself, which setup made, goes too; and the answer says what went, as it is (walk-4 item 21).
    expect(existsSync(copilotDir)).toBe(false);
    expect(removed.stdout.replace(/\s+/gu, ' ')).toContain(
      `Deleted ${join(copilotDir, 'hooks', 'cairn.json')} and ${join(copilotDir, 'mcp-config.json')} (they held only Cairn's entries); removed the folders setup had made, now empty: ${copilotDir} and ${join(copilotDir, 'hooks')}.`,
    );
    expect(removed.stdout).not.toContain('entries from');

    // The person's own (empty) hooks folder and mcp-config.json stay, as they were.
    const other = world();
    const dir = join(other.userHome, '.copilot');
    mkdirSync(join(dir, 'hooks'), { recursive: true });
    writeFileSync(join(dir, 'mcp-config.json'), '{}\n');
    chmodSync(join(dir, 'mcp-config.json'), 0o644);
    expect(other.person(['setup', 'copilot']).code).toBe(0);
    expect(other.person(['setup', 'copilot', '--remove']).code).toBe(0);
    expect(existsSync(join(dir, 'hooks'))).toBe(true);
    expect(readFileSync(join(dir, 'mcp-config.json'), 'utf8')).toBe('{}\n');
    // A ~/.copilot that holds something else stays, with what it holds.
    const third = world();
    const kept = join(third.userHome, '.copilot');
    expect(third.person(['setup', 'copilot']).code).toBe(0);
    writeFileSync(join(kept, 'config.json'), '{}\n');
    expect(third.person(['setup', 'copilot', '--remove']).code).toBe(0);
    expect(readdirSync(kept)).toEqual(['config.json']);
    expect(statSync(join(dir, 'mcp-config.json')).mode & 0o777).toBe(0o644);
  });

  it('never overwrites a hook file it did not write, and is a person’s act', () => {
    const w = world();
    mkdirSync(join(w.userHome, '.copilot', 'hooks'), { recursive: true });
    writeFileSync(join(w.userHome, '.copilot', 'hooks', 'cairn.json'), '{"version":1,"hooks":{}}\n');
    const r = w.person(['setup', 'copilot']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('Cairn did not write it');
    expect(readFileSync(join(w.userHome, '.copilot', 'hooks', 'cairn.json'), 'utf8')).toBe('{"version":1,"hooks":{}}\n');
    const other = world();
    const refused = other.cairn(['setup', 'copilot']);
    expect(refused.code).not.toBe(0);
    expect(existsSync(join(other.userHome, '.copilot'))).toBe(false);
  });
});

describe('cairn pause and resume (person’s acts, signed like every other)', () => {
  it('are refused without the terminal and with --yes; signed on the terminal, pause stops injection and agent writes until a signed resume', () => {
    const w = world();
    expect(w.person(['memorize', '--text', 'Tide heights are in metres.']).code).toBe(0);
    for (const name of ['pause', 'resume']) {
      expect(w.cairn([name, '--yes']).code).toBe(3);
      expect(w.person(['--yes', name]).code).toBe(3);
    }
    const off = w.cairn(['pause']);
    expect(off.code).toBe(3);
    expect(off.stderr).toContain('The person runs, in a terminal: cairn pause');
    // Resuming what is not paused changes nothing: said, nothing asked or signed (issue #14's walk).
    const idle = w.cairn(['resume']);
    expect(idle.code, idle.stderr).toBe(0);
    expect(idle.stdout).toBe('Not paused; nothing to resume.\n');
    // None of those paused anything: the digest still reaches the agent.
    const before = w.hook(w.fixture('claude-code', 'SessionStart'));
    expect(before.stdout).toContain('Tide heights are in metres.');

    const paused = w.person(['pause']);
    expect(paused.code, paused.stderr).toBe(0);
    expect(paused.stderr).toContain('Your Cairn passphrase');
    const during = w.hook(w.fixture('claude-code', 'SessionStart'));
    expect(during.code).toBe(0);
    expect(during.stdout).not.toContain('Tide heights are in metres.');
    const agentWrite = w.cairn(['--json', 'memorize'], { input: JSON.stringify({ text: 'The cache is Redis.', origin: 'agent' }) });
    expect(agentWrite.stdout).toContain('PAUSED');
    // Agent reads through the CLI (no person at its terminal) get no memories either.
    for (const args of [['recall', 'tide'], ['digest'], ['list']]) {
      const read = w.cairn(args);
      expect(read.code, args.join(' ')).not.toBe(0);
      expect(read.stdout + read.stderr, args.join(' ')).not.toContain('Tide heights are in metres.');
      expect(read.stderr, args.join(' ')).toContain('cairn resume');
    }
    // An agent cannot undo it: resume without the person's signature is refused.
    expect(w.cairn(['resume']).code).toBe(3);
    expect(w.hook(w.fixture('claude-code', 'SessionStart')).stdout).not.toContain('Tide heights are in metres.');

    const resumed = w.person(['resume']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(w.hook(w.fixture('claude-code', 'SessionStart')).stdout).toContain('Tide heights are in metres.');
  });

  it('while paused, a hook records nothing: no session is registered, nothing observed, no byte of the home changes (issue #14, sixth walk)', () => {
    const w = world();
    expect(w.person(['pause']).code).toBe(0);
    const files = w.homeFiles().sort();
    const bytes = w.homeBytes();
    for (const name of ['SessionStart', 'UserPromptSubmit', 'PreToolUse-Read', 'PostToolUse-Read', 'Stop', 'SessionEnd']) {
      const r = w.hook(w.fixture('claude-code', name));
      expect(r.code, `${name}: ${r.stderr}`).toBe(0);
      expect(r.stdout, name).toBe('');
    }
    expect(
      w
        .homeFiles()
        .sort()
        .filter((f) => !files.includes(f)),
    ).toEqual([]);
    expect(w.homeFiles().sort()).toEqual(files);
    expect(w.homeBytes().equals(bytes)).toBe(true);
    // Resumed, the next SessionStart registers its session again.
    expect(w.person(['resume']).code).toBe(0);
    expect(w.hook(w.fixture('claude-code', 'SessionStart')).code).toBe(0);
    const sessions = (JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: { id: string }[] }).sessions;
    expect(sessions.map((x) => x.id)).toEqual(['sess-1']);
  });
});

describe('cairn setup claude-code where the sandbox cannot run (issue #14, walk-2 item 15)', () => {
  it('says what the settings it writes do: failIfUnavailable makes Claude Code refuse to start until the sandbox runs — not "recorded unprotected"', () => {
    const w = world();
    // A PATH with what the person's terminal needs (script, a shell, git) and no bwrap or socat.
    const bin = join(w.root, 'bin-without-sandbox');
    mkdirSync(bin);
    for (const tool of ['script', 'sh', 'bash', 'git']) {
      const found = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
      if (found !== '') symlinkSync(found, join(bin, tool));
    }
    const r = w.person(['setup', 'claude-code'], { env: { PATH: bin } });
    expect(r.code, r.stderr).toBe(0);
    const shown = r.stderr.replace(/\s+/gu, ' ');
    expect(shown).toContain('The sandbox cannot run yet: bubblewrap is missing');
    expect(shown).toContain(
      'The settings written here require it (sandbox.failIfUnavailable: true), so Claude Code refuses to start in this project until it runs',
    );
    expect(shown).not.toContain('recorded unprotected');
    // What it said is what it wrote.
    const local = read(join(w.project, '.claude', 'settings.local.json'));
    expect((local.sandbox as Json).failIfUnavailable).toBe(true);

    const doctor = w.cairn(['doctor'], { env: { PATH: bin } });
    expect(doctor.stdout.replace(/\s+/gu, ' ')).toContain('with the settings it writes (failIfUnavailable), Claude Code refuses to start until they run');
  });
});
