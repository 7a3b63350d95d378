import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

/**
 * The newcomer walk of session 51, redone (its fixes were lost with their branch): a Claude Code
 * session started in a subfolder is said to be unprotected because of where it started (item 3);
 * git's "dubious ownership" refusal reaches the person with git's `safe.directory` fix (item 4);
 * a daemon that crashes at start is one line naming its log, not a stack (item 5). Built CLI,
 * real child processes.
 */

/** `chown -R uid:uid path`: a folder another user owns, as git's safe.directory check sees it. */
function chownTree(path: string, uid: number): void {
  chownSync(path, uid, uid);
  if (statSync(path).isDirectory()) for (const f of readdirSync(path)) chownTree(join(path, f), uid);
}

const AS_ROOT = typeof process.getuid === 'function' && process.getuid() === 0;

describe('a Claude Code session started in a subfolder (walk 51 item 3)', () => {
  it('sessions show and doctor say it started below the project settings and where to start instead; a session at the top does not', () => {
    const box = sandbox();
    // A repository: a session in its subfolder belongs to the project at its top (git root).
    execFileSync('git', ['init', '-q'], { cwd: box.project });
    mkdirSync(join(box.project, '.claude'));
    writeFileSync(join(box.project, '.claude', 'settings.json'), '{}\n');
    const sub = join(box.project, 'src', 'lib');
    mkdirSync(sub, { recursive: true });
    const start = (id: string, cwd: string) =>
      box.cairn(['hook', '--host', 'claude-code'], {
        input: JSON.stringify({ session_id: id, hook_event_name: 'SessionStart', source: 'startup', cwd }),
        env: { CLAUDE_PROJECT_DIR: '' },
        cwd,
      });
    expect(start('walk51-sub', sub).code).toBe(0);
    const show = box.cairn(['sessions', 'show', 'walk51-sub']);
    expect(show.code, show.stderr).toBe(0);
    const said = show.stdout.replace(/\s+/g, ' ');
    expect(said).toContain(`this session started in ${sub}, a subfolder of ${box.project}:`);
    expect(said).toContain(
      "Claude Code reads a project's .claude/settings.json (the sandbox and deny rules cairn setup wrote) only in the folder it starts in",
    );
    expect(said).toContain(`start Claude Code in ${box.project}`);
    // doctor names the latest session's first reason: this one.
    const doctor = box.cairn(['doctor']);
    expect(doctor.stdout.replace(/\s+/g, ' ')).toContain(`not protected (this session started in ${sub}, a subfolder of ${box.project}`);

    expect(start('walk51-top', box.project).code).toBe(0);
    const top = box.cairn(['sessions', 'show', 'walk51-top']);
    expect(top.code, top.stderr).toBe(0);
    expect(top.stdout).toContain('not protected');
    expect(top.stdout).not.toContain('a subfolder of');
  }, 120_000);
});

describe.runIf(AS_ROOT)("git's dubious-ownership refusal (walk 51 item 4)", () => {
  it('doctor and a command say git refused the folder and give `git config --global --add safe.directory <path>`', () => {
    const box = sandbox();
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=walk@example.invalid', '-c', 'user.name=walk', ...args], { cwd: box.project });
    git('init', '-q');
    writeFileSync(join(box.project, 'NOTES.md'), 'The tide tables are in metres.\n');
    git('add', '.');
    git('commit', '-qm', 'first');
    // A person's command records the repository (its root commit) while git still reads it.
    const recorded = box.person(['list']);
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(box.cairn(['doctor']).stdout).toMatch(/repository: the memory is this repository's \(root commit [0-9a-f]{12}\)/);
    const fix = `git config --global --add safe.directory ${box.project}`;
    // Another user's folder: git refuses it (the test runs as root; git checks the owner even so).
    chownTree(box.project, 65534);
    try {
      const doctor = box.cairn(['doctor']);
      const said = doctor.stdout.replace(/\s+/g, ' ');
      expect(said).toContain(`git refuses to read the repository at ${box.project}: it is owned by another user ("detected dubious ownership"`);
      expect(said).toContain(fix);
      expect(said).not.toContain('made for another repository');
      const list = box.cairn(['list']);
      expect(list.code).not.toBe(0);
      const err = list.stderr.replace(/\s+/g, ' ');
      expect(err).toContain('git refuses to read the repository at');
      expect(err).toContain(fix);
      expect(err).not.toContain('made for another repository');
    } finally {
      chownTree(box.project, 0);
    }
    // Trusted again (here: owned again), the memory opens as before.
    expect(box.cairn(['list']).code).toBe(0);
  }, 120_000);
});

describe('cairn daemon start when the daemon crashes at start (walk 51 item 5)', () => {
  it('one line: what failed and where the whole output is; no stack on the terminal', () => {
    const box = sandbox();
    // The daemon's pid file a folder: the daemon's own write of it throws (EISDIR) once it holds its lock.
    mkdirSync(join(box.home, 'daemon', 'pid'), { recursive: true, mode: 0o700 });
    const r = box.cairn(['daemon', 'start', '--idle', '1']);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    const log = join(box.home, 'daemon', 'start.log');
    expect(lines[0]).toMatch(/^cairn: the daemon did not start: it crashed \(exit \d+\): Error: EISDIR: illegal operation on a directory/);
    expect(lines[0]).toContain(`its full output is in ${log}`);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    const kept = readFileSync(log, 'utf8');
    expect(kept).toMatch(/EISDIR/);
    expect(kept).toMatch(/^\s+at /m);
    expect(statSync(log).mode & 0o777).toBe(0o600);
    rmSync(join(box.home, 'daemon', 'pid'), { recursive: true });
  }, 120_000);
});
