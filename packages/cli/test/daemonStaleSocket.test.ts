/**
 * Issue #20 (closing note of 2026-12-06): a daemon that died left its socket, and every later
 * `cairn recall` and `cairn hook` printed "no daemon answers … (a stale socket …)" until the
 * person ran `cairn daemon stop`. The first caller that finds the daemon's process gone and its
 * lock free (proper-lockfile on `<home>/daemon/pid`, refreshed every 5 s by a live daemon, stale
 * after 10 s) removes the socket under that lock and says so once; the calls after it say nothing.
 * A recorded process still alive, or the lock still fresh, keeps the socket and the old line.
 */
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { socketPath } from '../src/daemon/protocol.js';
import { killStartedAfterEach, OFF, sameRun as same, startDaemon } from './daemonSupport.js';
import { sandbox } from './harness.js';

/** PIDs of the daemons this file started, killed after each test (by PID, never by name). */
const started = killStartedAfterEach();

/** Kills the box's daemon and waits until its process is gone (SIGKILL is asynchronous). */
async function killed(pid: number): Promise<void> {
  process.kill(pid, 'SIGKILL');
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) throw new Error(`pid ${pid} still runs`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Makes the killed daemon's lock look as proper-lockfile sees it 10 s after its last refresh: stale. */
function ageLock(home: string): void {
  const past = new Date(Date.now() - 60_000);
  utimesSync(join(home, 'daemon', 'pid.lock'), past, past);
}

const staleLine = (sock: string): string =>
  `cairn: no daemon answers on ${sock} (a stale socket: \`cairn daemon stop\` removes it); running the command here\n`;

describe('a stale daemon socket', () => {
  it('is removed by the first call once the process is gone and the lock stale; later calls say nothing', async () => {
    const box = sandbox();
    const here = box.cairn(['recall', 'tide'], { env: OFF });
    const pid = startDaemon(box, started);
    const sock = socketPath(box.home);
    await killed(pid);
    // The lock is still fresh (killed moments ago): the socket stays and the line is said.
    same({ ...here, stderr: staleLine(sock) }, box.cairn(['recall', 'tide']));
    expect(existsSync(sock)).toBe(true);
    // `cairn daemon stop` names the fresh lock as its reason to wait.
    const waiting = box.cairn(['daemon', 'stop']);
    expect(waiting.stdout).toBe(
      `No daemon answers for ${box.home}, but one still holds its lock (starting, or killed moments ago): try again in a few seconds.\n`,
    );
    expect(waiting.code).toBe(1);
    expect(existsSync(sock)).toBe(true);
    ageLock(box.home);
    same(
      { ...here, stderr: `cairn: no daemon answered on ${sock} (its process is gone): removed the stale socket; running the command here\n` },
      box.cairn(['recall', 'tide']),
    );
    expect(existsSync(sock)).toBe(false);
    expect(existsSync(join(box.home, 'daemon', 'pid'))).toBe(false);
    expect(existsSync(join(box.home, 'daemon', 'pid.lock'))).toBe(false);
    same(here, box.cairn(['recall', 'tide']));
    // A daemon starts again as before.
    startDaemon(box, started);
    same(here, box.cairn(['recall', 'tide']));
  });

  it('is kept while the process its pid file records is alive, even with a stale lock', async () => {
    const box = sandbox();
    const here = box.cairn(['recall', 'tide'], { env: OFF });
    const pid = startDaemon(box, started);
    const sock = socketPath(box.home);
    await killed(pid);
    ageLock(box.home);
    // A process that runs (this test's own) recorded as the daemon: never disturbed.
    writeFileSync(join(box.home, 'daemon', 'pid'), `${process.pid}\n`, { mode: 0o600 });
    same({ ...here, stderr: staleLine(sock) }, box.cairn(['recall', 'tide']));
    expect(existsSync(sock)).toBe(true);
    expect(readFileSync(join(box.home, 'daemon', 'pid'), 'utf8')).toBe(`${process.pid}\n`);
  });

  // `cairn daemon stop` removes a stale socket as the calls do (client.ts removeStaleSocket, h52-speed):
  // it checked only the lock before, and removed a socket whose recorded daemon was alive.
  it('is kept by `cairn daemon stop` while the process its pid file records is alive; removed once it is gone', async () => {
    const box = sandbox();
    const pid = startDaemon(box, started);
    const sock = socketPath(box.home);
    await killed(pid);
    ageLock(box.home);
    writeFileSync(join(box.home, 'daemon', 'pid'), `${process.pid}\n`, { mode: 0o600 });
    const kept = box.cairn(['daemon', 'stop']);
    // The reason named is the live pid (a pid reused after a restart is never cleared by waiting), not the lock.
    expect(kept.stdout).toBe(
      `No daemon answers for ${box.home}, but the process its pid file names (pid ${process.pid}) is alive: a daemon that hangs, or another program given that pid after a restart. Check with \`ps -p ${process.pid}\`; if it is not \`cairn daemon\`, remove ${sock} and ${join(box.home, 'daemon', 'pid')}.\n`,
    );
    expect(kept.code).toBe(1);
    expect(existsSync(sock)).toBe(true);
    expect(readFileSync(join(box.home, 'daemon', 'pid'), 'utf8')).toBe(`${process.pid}\n`);
    // The recorded process gone (a pid no process has): removed, with its pid file and no lock left.
    writeFileSync(join(box.home, 'daemon', 'pid'), `${pid}\n`, { mode: 0o600 });
    const removed = box.cairn(['daemon', 'stop']);
    expect(removed.stdout).toBe(`No daemon answered for ${box.home}: removed its stale socket.\n`);
    expect(removed.code).toBe(0);
    expect(existsSync(sock)).toBe(false);
    expect(existsSync(join(box.home, 'daemon', 'pid'))).toBe(false);
    expect(existsSync(join(box.home, 'daemon', 'pid.lock'))).toBe(false);
    expect(box.cairn(['daemon', 'stop']).stdout).toBe(`No daemon runs for ${box.home}.\n`);
  });
});
