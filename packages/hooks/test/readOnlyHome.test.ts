import { spawnSync } from 'node:child_process';
import { chmodSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, type World, world } from './helpers.js';

/**
 * A Cairn home the hook cannot write (issue #21's leftovers): a read-only mount said only
 * "ENOENT (mkdir observations)" — Node's recursive mkdir reports the missing parent, not the
 * read-only file system — or "EROFS (open observation.key)", with no word of which home or what to
 * do. Now every event exits 0 with one stderr line naming the home, what is wrong and what to do,
 * and a Claude Code SessionStart says the same in its `systemMessage` (the SessionStart contract:
 * docs/hosts.md, "Cairn is off for this session … Why: …"). The home is made read-only by a real
 * read-only bind mount (bubblewrap), and not writable by a real unprivileged user (setpriv), not by
 * a stub. Nothing under the home changes.
 */
const hasBwrap = spawnSync('bwrap', ['--bind', '/', '/', '--dev', '/dev', 'true']).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasSetpriv = spawnSync('setpriv', ['--version']).status === 0;

type Run = { code: number | null; stdout: string; stderr: string };
const env = (w: World) => ({ PATH: process.env.PATH, HOME: w.userHome, CAIRN_HOME: w.home, NO_COLOR: '1' });

/** `cairn hook` with the home bound read-only over itself. */
function readOnly(w: World, payload: unknown): Run {
  const r = spawnSync('bwrap', ['--bind', '/', '/', '--dev', '/dev', '--ro-bind', w.home, w.home, process.execPath, BIN, 'hook'], {
    cwd: w.project,
    input: JSON.stringify(payload),
    env: env(w),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function expectSaid(r: Run, what: RegExp, sessionStart: boolean): void {
  expect(r.code).toBe(0);
  const lines = r.stderr.split('\n').filter((l) => l !== '');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(what);
  expect(lines[0]).not.toMatch(/ENOENT \(mkdir observations\) — check/u);
  if (!sessionStart) return void expect(r.stdout).toBe('');
  const answer = JSON.parse(r.stdout) as { systemMessage?: string; hookSpecificOutput?: unknown };
  expect(answer.hookSpecificOutput).toBeUndefined();
  expect(answer.systemMessage).toMatch(/^Cairn is off for this session: .* Why: /u);
  expect(answer.systemMessage).toMatch(what);
}

const filesOf = (w: World): string => w.homeFiles().sort().join('\n');

describe.skipIf(!hasBwrap)('a read-only Cairn home (a read-only mount)', () => {
  const READ_ONLY =
    /the Cairn home .*cairn-home is on a read-only file system: nothing was recorded for this event\. Make it writable by you \(remount it read-write, or `chmod u\+rwx .*cairn-home`\), or set CAIRN_HOME in the hook's entry to a home you can write; then run `cairn doctor`\./u;

  it('a first hook (no observation key yet): every event exits 0 with one line naming the home and what to do; SessionStart says it in its systemMessage', () => {
    const w = world();
    const before = filesOf(w);
    expectSaid(readOnly(w, w.fixture('claude-code', 'SessionStart', { session_id: 'sess-ro' })), READ_ONLY, true);
    for (const name of ['UserPromptSubmit', 'PostToolUse-Bash', 'Stop', 'SessionEnd'])
      expectSaid(readOnly(w, w.fixture('claude-code', name, { session_id: 'sess-ro' })), READ_ONLY, false);
    expect(filesOf(w)).toBe(before);
  });

  it('a home whose observations folder is not there yet (the "ENOENT (mkdir observations)" case): said as read-only too', () => {
    const w = world();
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-first' })).code).toBe(0);
    rmSync(join(w.home, 'observations'), { recursive: true, force: true });
    const before = filesOf(w);
    expectSaid(readOnly(w, w.fixture('claude-code', 'SessionStart', { session_id: 'sess-ro2' })), READ_ONLY, true);
    expectSaid(readOnly(w, w.fixture('claude-code', 'PreToolUse-Bash', { session_id: 'sess-ro2' })), READ_ONLY, false);
    expect(filesOf(w)).toBe(before);
  });
});

describe.skipIf(!isRoot || !hasSetpriv)('a Cairn home not writable by its owner (mode 0500, an unprivileged user)', () => {
  it('SessionStart and a tool call exit 0 with one line saying permission denied, where, and the chmod that fixes it', () => {
    const w = world();
    // The whole world becomes an unprivileged user's (nobody), then the home is made 0500.
    spawnSync('chown', ['-R', '65534:65534', w.root]);
    chmodSync(w.home, 0o500);
    // The folders above the world (made 0700 by mkdtemp) let it through, as a user's home lets its owner.
    const above: { dir: string; mode: number }[] = [];
    for (let d = dirname(w.root); d !== '/' && d !== tmpdir(); d = dirname(d)) {
      above.push({ dir: d, mode: statSync(d).mode & 0o7777 });
      chmodSync(d, (statSync(d).mode & 0o7777) | 0o001);
    }
    try {
      const run = (payload: unknown): Run => {
        const r = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, BIN, 'hook'], {
          cwd: w.project,
          input: JSON.stringify(payload),
          env: env(w),
          encoding: 'utf8',
          timeout: 60_000,
        });
        return { code: r.status, stdout: r.stdout, stderr: r.stderr };
      };
      const DENIED =
        /the Cairn home .*cairn-home is not writable by you \(permission denied\): nothing was recorded for this event\. Make it writable by you \(remount it read-write, or `chmod u\+rwx .*cairn-home`\)/u;
      expectSaid(run(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-ro3' })), DENIED, true);
      expectSaid(run(w.fixture('claude-code', 'PostToolUse-Bash', { session_id: 'sess-ro3' })), DENIED, false);
    } finally {
      chmodSync(w.home, 0o700);
      spawnSync('chown', ['-R', '0:0', w.root]);
      for (const a of above) chmodSync(a.dir, a.mode);
    }
  });
});
