import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { world } from './helpers.js';

/**
 * `cairn doctor` notices a hook command whose node (or cairn) is gone (the h47 newcomer walk,
 * item 8: the settings `cairn setup claude-code` writes pin the node that ran it by absolute
 * path; with that node gone after an upgrade, every hook failed in Claude Code while doctor
 * printed only `ok` lines). Through the built `cairn` as child processes.
 */
type Check = { name: string; ok: boolean; detail: string; fix?: string };

describe('doctor: the host hooks setup wrote', () => {
  it('ok while their node and cairn exist; a node that is gone fails the check, naming it and the fix', () => {
    const w = world();
    const checks = (): { code: number | null; checks: Check[] } => {
      const r = w.cairn(['doctor', '--json']);
      return { code: r.code, checks: (JSON.parse(r.stdout) as { checks: Check[] }).checks };
    };
    expect(checks().checks.find((c) => c.name === 'host hooks')).toBeUndefined();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    const fine = checks().checks.find((c) => c.name === 'host hooks');
    expect(fine).toMatchObject({ ok: true });
    const file = join(w.project, '.claude', 'settings.local.json');
    const settings = readFileSync(file, 'utf8');
    const node = JSON.stringify(process.execPath).slice(1, -1);
    expect(settings).toContain(node);
    writeFileSync(file, settings.replaceAll(node, '/opt/old-node/bin/node'));
    const gone = checks();
    const check = gone.checks.find((c) => c.name === 'host hooks');
    expect(check?.ok).toBe(false);
    expect(check?.detail).toContain('a hook command runs a file that no longer exists: /opt/old-node/bin/node (in ');
    expect(check?.fix).toContain('cairn setup claude-code');
    expect(gone.code).not.toBe(0);
  });

  it('a Cairn hook command that is not the one setup wrote fails the check, naming it: another script, another interpreter, a -r preload, an env prefix (h48 attack F12)', () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    const file = join(w.project, '.claude', 'settings.local.json');
    const settings = readFileSync(file, 'utf8');
    const hook = (): Check | undefined => (JSON.parse(w.cairn(['doctor', '--json']).stdout) as { checks: Check[] }).checks.find((c) => c.name === 'host hooks');
    expect(hook()).toMatchObject({ ok: true, detail: 'the hook command of `cairn setup` runs as setup wrote it, with a node and a cairn that exist' });
    const node = JSON.stringify(process.execPath).slice(1, -1);
    const evil = join(w.root, 'evil.js');
    writeFileSync(evil, '// not cairn\n');
    const command = (JSON.parse(settings) as { hooks: Record<string, Array<{ hooks: Array<{ command: string }> }>> }).hooks.SessionStart?.[0]?.hooks[0]
      ?.command as string;
    const cairnPath = command.split(' ')[1] as string;
    const cases: Array<[string, string]> = [
      ['another script', settings.replaceAll(JSON.stringify(cairnPath).slice(1, -1), evil)],
      ['another interpreter', settings.replaceAll(node, '/bin/sh')],
      ['a -r preload', settings.replaceAll(`${node} `, `${node} -r ${evil} `)],
      ['an env prefix', settings.replaceAll(`"NODE_OPTIONS= ${node} `, `"NODE_OPTIONS=--require=${evil} ${node} `)],
    ];
    for (const [name, edited] of cases) {
      expect(edited, name).not.toBe(settings);
      writeFileSync(file, edited);
      const check = hook();
      expect(check?.ok, `${name}: ${JSON.stringify(check)}`).toBe(false);
      expect(check?.detail, name).toContain('a hook command of Cairn is not the command `cairn setup` wrote');
      expect(check?.detail, name).toContain(`(in ${file})`);
      expect(check?.fix, name).toContain('run `cairn setup claude-code` again');
    }
    // Cairn's hooks taken out of the settings file by hand: said, not silent.
    const none = JSON.parse(settings) as { hooks: unknown };
    none.hooks = {};
    writeFileSync(file, JSON.stringify(none));
    expect(hook()).toMatchObject({ ok: false, detail: expect.stringContaining('holds none of the hook commands `cairn setup` wrote there') });
    writeFileSync(file, settings);
    expect(hook()?.ok).toBe(true);
  });

  it('an install from before setup cleared NODE_OPTIONS is a WARN naming the files and the one command; setting up again clears it (attack h49 N1)', () => {
    const w = world();
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    const file = join(w.project, '.claude', 'settings.local.json');
    const ledgerDir = join(w.home, 'setup');
    const ledgerFile = join(ledgerDir, readdirSync(ledgerDir).find((n) => n.startsWith('claude-code-')) as string);
    const ledger = JSON.parse(readFileSync(ledgerFile, 'utf8')) as { statePath: string; hookCommand: string; mcp: { value: { env: Record<string, string> } } };
    // As an h48 setup wrote them: the same command without its first word, a server env without NODE_OPTIONS.
    const old = ledger.hookCommand.replace(/^NODE_OPTIONS= /u, '');
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(JSON.stringify(ledger.hookCommand).slice(1, -1), JSON.stringify(old).slice(1, -1)));
    const state = readFileSync(ledger.statePath, 'utf8');
    writeFileSync(ledger.statePath, state.replace(/,\s*"NODE_OPTIONS": ""/u, ''));
    ledger.hookCommand = old;
    delete ledger.mcp.value.env.NODE_OPTIONS;
    writeFileSync(ledgerFile, JSON.stringify(ledger));
    const r = w.cairn(['doctor', '--json']);
    expect(r.code).toBe(0);
    const check = (JSON.parse(r.stdout) as { checks: Array<Check & { warn?: boolean }> }).checks.find((c) => c.name === 'host hooks');
    expect(check).toMatchObject({
      ok: true,
      warn: true,
      fix: 'run `cairn setup claude-code` again (it writes the current entries over its own), then start a new session',
    });
    expect(check?.detail).toContain(
      `the hook command in ${file} and the MCP server entry in ${ledger.statePath} are as an earlier \`cairn setup\` wrote them, without clearing NODE_OPTIONS`,
    );
    const text = w.cairn(['doctor']);
    expect(text.stdout).toMatch(/^WARN host hooks: the hook command in /mu);
    expect(text.stdout).toContain('     fix: run `cairn setup claude-code` again');
    expect(w.person(['setup', 'claude-code']).code).toBe(0);
    const after = (JSON.parse(w.cairn(['doctor', '--json']).stdout) as { checks: Array<Check & { warn?: boolean }> }).checks.find(
      (c) => c.name === 'host hooks',
    );
    expect(after).toMatchObject({ ok: true });
    expect(after?.warn).toBeUndefined();
  });
});
