import { readFileSync, writeFileSync } from 'node:fs';
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
});
