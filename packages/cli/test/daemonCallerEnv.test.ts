/**
 * Issue #20 (closing note of 2026-12-06): `cairn daemon` answered a request with the daemon's own
 * environment where git was concerned — the project identity's and the fingerprints' git calls
 * ran with the daemon's PATH and HOME — and a resident session kept the folder and environment of
 * the request that opened it. Now every git call of a request runs in the request's environment
 * (session `withGitEnvironment`), and a resident session is lent only to calls from the same
 * folder with the same environment.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { daemonStatus as status, killStartedAfterEach, OFF, startDaemon } from './daemonSupport.js';
import { gitIn, type Run, type Sandbox, sandbox } from './harness.js';
import { asPerson } from './pty.js';

/** PIDs of the daemons this file started, killed after each test (by PID, never by name). */
const started = killStartedAfterEach();

/** A project that is a git checkout with one commit and one memory, initialised by the person. */
async function gitProject(): Promise<Sandbox> {
  const box = sandbox({ init: false });
  writeFileSync(join(box.project, 'README.md'), 'the project\n');
  const git = gitIn(box);
  git('init', '-q');
  git('add', 'README.md');
  git('commit', '-qm', 'one');
  expect((await asPerson(box, ['init'])).code).toBe(0);
  expect(box.cairn(['memorize', '--text', 'Staging deploys go through the bastion host with the ops key.'], { env: OFF }).code).toBe(0);
  return box;
}

/** A recall that found the memory (scores move as each recall reinforces it, so only the hit is compared). */
const found = (r: Run): void => {
  expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
  expect(r.stdout).toContain('Staging deploys go through the bastion host');
};

/** A folder holding a `git` that records each call in `log`, then runs the real git. */
function loggingGit(box: Sandbox): { bin: string; log: string } {
  const real = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();
  expect(real).not.toBe('');
  const bin = join(box.root, 'logging-bin');
  const log = join(box.root, 'git-calls.log');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}' "$@"\n`);
  chmodSync(join(bin, 'git'), 0o755);
  return { bin, log };
}

describe("the daemon answers in the caller's environment", () => {
  it("runs a request's git calls with the request's PATH, not the daemon's", async () => {
    const box = await gitProject();
    const { bin, log } = loggingGit(box);
    found(box.cairn(['recall', 'bastion', '--include-candidates'], { env: OFF }));
    startDaemon(box, started);
    const env = { PATH: `${bin}:${process.env.PATH ?? ''}` };
    found(box.cairn(['recall', 'bastion', '--include-candidates'], { env }));
    expect(status(box).served).toBe(1);
    // The daemon was started with the plain PATH: only the caller's PATH finds the logging git.
    expect(existsSync(log)).toBe(true);
    expect(readFileSync(log, 'utf8')).toMatch(/^-C /mu);
  });

  it('lends a resident session only to calls from the same folder with the same environment', async () => {
    const box = await gitProject();
    found(box.cairn(['recall', 'bastion', '--include-candidates'], { env: OFF }));
    startDaemon(box, started);
    found(box.cairn(['recall', 'bastion', '--include-candidates']));
    found(box.cairn(['recall', 'bastion', '--include-candidates']));
    expect(status(box)).toMatchObject({ served: 2, sessions: 1 });
    // Another value of a forwarded variable: a session of its own.
    found(box.cairn(['recall', 'bastion', '--include-candidates'], { env: { TZ: 'Europe/Paris' } }));
    expect(status(box)).toMatchObject({ served: 3, sessions: 2 });
    // Another folder of the same project: a session of its own.
    mkdirSync(join(box.project, 'docs'));
    found(box.cairn(['recall', 'bastion', '--include-candidates'], { cwd: join(box.project, 'docs') }));
    expect(status(box)).toMatchObject({ served: 4, sessions: 3 });
  });
});
