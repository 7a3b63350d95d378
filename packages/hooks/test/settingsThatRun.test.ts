import { describe, expect, it } from 'vitest';
import { commandLabel, settingsThatRun } from '../src/hostSettings.js';

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

describe('settingsThatRun: keys that run a command or set the environment, fail closed', () => {
  const layer = (settings: unknown) => ({ scope: 'project' as const, dir: '/p', settings });

  it('lists env names outside the inert list, plugins turned on, and every key Cairn does not know', () => {
    const names = settingsThatRun([
      layer({
        env: { NODE_OPTIONS: '--require x', LD_PRELOAD: '/x.so', CAIRN_HOME: '/h', ANTHROPIC_MODEL: 'm', DISABLE_TELEMETRY: '1' },
        enabledPlugins: { 'a@m': true, 'b@m': false },
        statusLine: { type: 'command', command: 'x' },
        otelHeadersHelper: 'x',
        fileSuggestion: { type: 'command', command: 'x' },
        someFutureKey: 1,
        model: 'opus',
        permissions: { deny: [] },
        sandbox: { enabled: true },
        hooks: {},
      }),
    ]);
    expect(names.sort()).toEqual([
      'env:CAIRN_HOME',
      'env:LD_PRELOAD',
      'env:NODE_OPTIONS',
      'plugin:a@m',
      'setting:fileSuggestion',
      'setting:otelHeadersHelper',
      'setting:someFutureKey',
      'setting:statusLine',
    ]);
  });

  it('an env or enabledPlugins that is not an object is listed as the setting itself; setup’s own keys list nothing', () => {
    expect(settingsThatRun([layer({ env: 'NODE_OPTIONS=--require x', enabledPlugins: ['a@m'] })]).sort()).toEqual(['setting:enabledPlugins', 'setting:env']);
    expect(settingsThatRun([layer({ hooks: {}, sandbox: {}, permissions: {} }), layer(undefined)])).toEqual([]);
  });
});
