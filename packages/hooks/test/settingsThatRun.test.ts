import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_SETTINGS, commandLabel, envIsInert, INERT_SETTINGS, settingsThatRun } from '../src/hostSettings.js';

/** What the host's settings run or change outside the sandbox, by name only (attack h49 N1, N5; issue #21). */
describe('commandLabel: a hook command by its program and the names it assigns, never a value', () => {
  it.each([
    ['GH=abc123def456 gh api x', 'GH=… gh'],
    ['CI_DEPLOY=0123abcd ./deploy --prod', 'CI_DEPLOY=… deploy'],
    ['X="a b c" Y=\'d e\' node a.js', 'X=… Y=… node'],
    ['env -u HOME TOKEN=zz9 /usr/bin/python3 hook.py', 'TOKEN=… python3'],
    ['DATABASE_URL=postgres://app:pw@db.example/x psql', 'DATABASE_URL=… psql'],
    ['"/opt/my tools/lint-guard.sh" --fast', 'lint-guard.sh'],
    ['notify-send done', 'notify-send'],
  ])('%s → %s', (command, label) => {
    expect(commandLabel(command)).toBe(label);
  });
});

/** Every documented key and env name that runs nothing (fixtures/claude-code/settings-inert.json; sources in settingsKeys.ts). */
const inertFixture = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'claude-code', 'settings-inert.json'), 'utf8')) as Record<string, unknown>;

describe('settingsThatRun: keys that run a command or set the environment, fail closed', () => {
  const layer = (settings: unknown, scope: 'project' | 'user' = 'project') => ({ scope, dir: '/p', settings });

  it('a settings file holding every documented inert key and env name lists nothing (a real user’s harmless settings keep the session protected)', () => {
    expect(Object.keys(inertFixture).length).toBeGreaterThan(100);
    expect(Object.keys(inertFixture.env as object).length).toBeGreaterThan(190);
    expect(settingsThatRun([layer(inertFixture), layer(inertFixture, 'user')])).toEqual([]);
    // Every key of the list is in the fixture, so a key added to the list is tested too.
    for (const key of INERT_SETTINGS) if (!['permissions', 'sandbox', 'hooks', 'enabledPlugins'].includes(key)) expect(inertFixture).toHaveProperty([key]);
  });

  it('lists code-running keys, code-running env names, plugins turned on and non-command hooks, each with its file; unknown ones as unknown', () => {
    const names = settingsThatRun([
      layer({
        env: {
          NODE_OPTIONS: '--require x',
          LD_PRELOAD: '/x.so',
          BASH_ENV: '/x.sh',
          CAIRN_HOME: '/h',
          ANTHROPIC_MODEL: 'm',
          DISABLE_TELEMETRY: '1',
          MY_VAR: '1',
        },
        enabledPlugins: { 'a@m': true, 'b@m': false },
        statusLine: { type: 'command', command: 'x' },
        otelHeadersHelper: 'x',
        fileSuggestion: { type: 'command', command: 'x' },
        someFutureKey: 1,
        model: 'opus',
        permissions: { deny: [] },
        sandbox: { enabled: true, ripgrep: { command: './rg' } },
        hooks: {
          SessionStart: [
            {
              hooks: [
                { type: 'http', url: 'http://x' },
                { type: 'command', command: 'x' },
              ],
            },
          ],
        },
      }),
    ]);
    expect(names.sort()).toEqual(
      [
        'env:BASH_ENV',
        'env:CAIRN_HOME',
        'env:LD_PRELOAD',
        'env:NODE_OPTIONS',
        'hook:http',
        'plugin:a@m',
        'setting:fileSuggestion',
        'setting:otelHeadersHelper',
        'setting:sandbox.ripgrep',
        'setting:statusLine',
        'unknown env:MY_VAR',
        'unknown setting:someFutureKey',
      ].map((n) => `${n} (project settings)`),
    );
  });

  it('a sandbox or sandbox.filesystem key Cairn does not know fails closed, named; the known ones are not listed (attack h53 C9b)', () => {
    const sandbox = {
      enabled: true,
      failIfUnavailable: true,
      allowUnsandboxedCommands: false,
      autoAllowBashIfSandboxed: true,
      network: { allowedDomains: ['example.com'], allowAllUnixSockets: false, someFutureSocket: true },
      filesystem: { denyRead: ['~/.cairn'], denyWrite: ['~/.cairn'], allowWrite: ['/tmp/x'], allowGitConfig: false, someFutureDoor: true },
      mandatoryDenySearchDepth: 1,
    };
    expect(settingsThatRun([layer({ sandbox })]).sort()).toEqual(
      [
        'unknown setting:sandbox.filesystem.someFutureDoor',
        'unknown setting:sandbox.mandatoryDenySearchDepth',
        'unknown setting:sandbox.network.someFutureSocket',
      ].map((n) => `${n} (project settings)`),
    );
  });

  it('the ANTHROPIC_, OTEL_, DISABLE_ and VERTEX_REGION_ families are read name by name: one the reference does not document is unknown, named (closing note 2026-12-06)', () => {
    for (const name of ['ANTHROPIC_MODEL', 'ANTHROPIC_FOUNDRY_RESOURCE', 'OTEL_LOG_TOOL_DETAILS', 'DISABLE_BUG_COMMAND', 'VERTEX_REGION_CLAUDE_HAIKU_4_5'])
      expect(envIsInert(name), name).toBe(true);
    const unknown = ['ANTHROPIC_PLUGIN_DIR', 'OTEL_NODE_RESOURCE_DETECTORS', 'DISABLE_SANDBOX', 'VERTEX_REGION_ANYTHING'];
    for (const name of unknown) expect(envIsInert(name), name).toBe(false);
    expect(settingsThatRun([layer({ env: Object.fromEntries(unknown.map((n) => [n, '1'])) })]).sort()).toEqual(
      unknown.map((n) => `unknown env:${n} (project settings)`).sort(),
    );
  });

  it('a code-running name is never inert, whatever list it also matches; the commands the reference documents are all listed', () => {
    for (const name of [
      'LD_PRELOAD',
      'LD_AUDIT',
      'DYLD_INSERT_LIBRARIES',
      'BASH_ENV',
      'ENV',
      'PATH',
      'NODE_OPTIONS',
      'NODE_PATH',
      'GIT_CONFIG_COUNT',
      'CLAUDE_CODE_SHELL_PREFIX',
      'CLAUDE_CONFIG_DIR',
      'CLAUDE_CODE_SESSION_ID',
    ])
      expect(envIsInert(name), name).toBe(false);
    for (const key of [
      'apiKeyHelper',
      'awsAuthRefresh',
      'awsCredentialExport',
      'gcpAuthRefresh',
      'otelHeadersHelper',
      'statusLine',
      'subagentStatusLine',
      'fileSuggestion',
      'policyHelper',
      'extraKnownMarketplaces',
    ])
      expect(CODE_SETTINGS.has(key) && !INERT_SETTINGS.has(key), key).toBe(true);
  });

  it('an env or enabledPlugins that is not an object is listed as the setting itself; setup’s own keys list nothing', () => {
    expect(settingsThatRun([layer({ env: 'NODE_OPTIONS=--require x', enabledPlugins: ['a@m'] })]).sort()).toEqual([
      'setting:enabledPlugins (project settings)',
      'setting:env (project settings)',
    ]);
    expect(settingsThatRun([layer({ hooks: {}, sandbox: {}, permissions: {} }), layer(undefined)])).toEqual([]);
  });

  it('autoMemoryDirectory and plansDirectory are listed only when they lead where code runs from or Cairn keeps its state; unresolvable ones fail closed; sandbox.bwrapPath and socatPath are code (h50 hooks leftovers)', () => {
    const places = {
      cairnHome: '/home/ana/.cairn',
      projectDir: '/work/p',
      configDir: '/home/ana/.claude',
      state: '/home/ana/.claude.json',
      userHome: '/home/ana',
    };
    const listed = (settings: unknown) => settingsThatRun([layer(settings, 'user')], places);
    for (const fine of ['~/notes/claude-memory', '/srv/plans', '~/.claude/projects/p/memory', '/home/ana/.claude/plans'])
      expect(listed({ autoMemoryDirectory: fine, plansDirectory: fine }), fine).toEqual([]);
    for (const bad of [
      '~/.cairn',
      '~/.cairn/observations',
      '~',
      '/',
      '/home/ana/.claude',
      '~/.claude/skills/x',
      '/work/p/.claude/agents',
      '/work/p',
      'plans',
      '$HOME/x',
      '',
      7,
    ])
      expect(listed({ plansDirectory: bad }), String(bad)).toEqual(['setting:plansDirectory (user settings)']);
    expect(listed({ autoMemoryDirectory: '/home/ana/.claude/../.cairn/x' })).toEqual(['setting:autoMemoryDirectory (user settings)']);
    // Without the places (a caller that cannot say them) every value is listed.
    expect(settingsThatRun([layer({ autoMemoryDirectory: '/srv/m' })])).toEqual(['setting:autoMemoryDirectory (project settings)']);
    expect(settingsThatRun([layer({ sandbox: { bwrapPath: '/opt/bwrap', socatPath: '/opt/socat' } }, 'user')], places).sort()).toEqual([
      'setting:sandbox.bwrapPath (user settings)',
      'setting:sandbox.socatPath (user settings)',
    ]);
  });
});
