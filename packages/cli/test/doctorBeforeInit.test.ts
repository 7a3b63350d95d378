/**
 * `cairn doctor` before `cairn init` (issue #14, the newcomer walk, item 11): it refused with
 * "Memory is not enabled…" (exit 4), so a new user could not check the install or learn which
 * index is in use. It runs the checks that need no project — Node, the home, the index
 * (better-sqlite3 or the pure-JS one), the person's key, the sandbox tools — says memory is not
 * enabled here and that `cairn init` is next, and exits 0 when the install is healthy.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const INDEX = /^ok {3}index: (SQLite FTS5 index \(better-sqlite3\)|pure-JS index \(better-sqlite3 is not installed[^)]*\))$/mu;

describe('cairn doctor before cairn init', () => {
  it('checks the install, says memory is not enabled and that cairn init is next; exit 0', () => {
    const box = sandbox({ init: false, person: false });
    const home = join(box.root, 'fresh-home');
    const r = box.cairn(['doctor'], { env: { CAIRN_HOME: home } });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^ok {3}node: Node ${process.versions.node.replace(/\./gu, '\\.')}$`, 'mu'));
    expect(r.stdout).toContain(`ok   home: ${home} does not exist yet: \`cairn init\` makes it (0700)`);
    expect(r.stdout).toMatch(INDEX);
    expect(r.stdout).toContain('ok   person key: none yet in this home: `cairn init` walks you through making it');
    expect(r.stdout).toMatch(/^(ok {3}sandbox tools: there|note sandbox tools: not available)/mu);
    expect(r.stdout).toContain(`Memory is not enabled for ${box.project} (home ${home}): \`cairn init\` in the project is the next step.`);
    expect(r.stderr).not.toContain('Memory is not enabled');
    // Doctor only looks: it makes no home.
    expect(existsSync(home)).toBe(false);
  });

  it('--json carries the same checks, enabled false and the next step; a home with a key says so', () => {
    const box = sandbox({ init: false });
    const { run, value } = box.json<{ checks: Check[]; enabled: boolean; next: string }>(['doctor']);
    expect(run.code, run.stderr).toBe(0);
    expect(value.enabled).toBe(false);
    expect(value.checks.map((c) => c.name)).toEqual(['node', 'home', 'index', 'person key', 'key files', 'hook config', 'sandbox tools']);
    expect(value.checks.find((c) => c.name === 'person key')?.detail).toMatch(/^there: /u);
    expect(value.next).toContain('`cairn init` in the project is the next step');
  });

  it('missing sandbox tools are a note, not "ok … not available", and fail nothing (tenth walk, item 13)', () => {
    const box = sandbox({ init: false, person: false });
    // A PATH with neither bwrap nor socat on it: the CLI runs on process.execPath, so nothing else is needed.
    const bare = join(box.root, 'bare-path');
    mkdirSync(bare);
    const r = box.cairn(['doctor'], { env: { PATH: bare } });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^note sandbox tools: not available \(/mu);
    expect(r.stdout).not.toMatch(/^ok {3}sandbox tools: not available/mu);
  });

  it('after init, the full doctor, with the install checks and no next step', () => {
    const box = sandbox();
    const r = box.cairn(['doctor']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^ok {3}node: Node /mu);
    expect(r.stdout).toMatch(/^ok {3}log: 0 memories/mu);
    expect(r.stdout).not.toContain('cairn init');
  });
});
