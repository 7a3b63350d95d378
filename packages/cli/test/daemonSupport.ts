import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import { BIN, type Run, type Sandbox } from './harness.js';

/**
 * What the daemon test files share (`daemon`, `daemonResident`, `daemonHookSession`, …): starting a
 * box's daemon and recording its PID for {@link killStartedAfterEach} to kill (by PID, never by name),
 * reading `cairn daemon status`, comparing two runs, and a `cairn` child process not waited for.
 */

/**
 * The PIDs of the daemons a test file starts ({@link startDaemon} pushes onto it), each killed
 * after every test by its PID, never by name: SIGCONT first (a test may have stopped it with
 * SIGSTOP), then SIGKILL; one already gone is skipped. Call once at a file's top level.
 */
export function killStartedAfterEach(): number[] {
  const started: number[] = [];
  afterEach(() => {
    for (const pid of started.splice(0)) {
      try {
        process.kill(pid, 'SIGCONT');
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
  return started;
}

/** The environment that keeps a call in its own process. */
export const OFF = { CAIRN_NO_DAEMON: '1' };

/** `cairn --json daemon status`, as printed. */
export interface DaemonStatus {
  state: 'running' | 'stale' | 'none';
  pid: number | null;
  served: number | null;
  sessions?: number | null;
}

/** The box's daemon status. */
export const daemonStatus = (box: Sandbox): DaemonStatus => JSON.parse(box.cairn(['--json', 'daemon', 'status']).stdout) as DaemonStatus;

/** Starts the daemon of the box's home (`--idle` minutes), checks it runs, and pushes its PID onto `started`. */
export function startDaemon(box: Sandbox, started: number[], idle = '5'): number {
  const r = box.cairn(['daemon', 'start', '--idle', idle]);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const s = daemonStatus(box);
  expect(s.state).toBe('running');
  started.push(s.pid as number);
  return s.pid as number;
}

/** Expects `b` to have exited and printed exactly as `a`. */
export const sameRun = (a: Run, b: Run): void => {
  expect({ code: b.code, stdout: b.stdout, stderr: b.stderr }).toEqual({ code: a.code, stdout: a.stdout, stderr: a.stderr });
};

/** The box's environment, as harness.ts gives every `box.cairn`. */
export const boxEnv = (box: Sandbox): Record<string, string> => ({
  PATH: process.env.PATH ?? '',
  HOME: join(box.root, 'user'),
  CAIRN_HOME: box.home,
  NO_COLOR: '1',
  LANG: 'C.UTF-8',
});

/** `cairn <args>` in the box's project, in a child process not waited for (pushed onto `children`): its exit code and output. */
export function cairnAsync(box: Sandbox, children: ChildProcess[], args: string[], env: Record<string, string> = {}, input = ''): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: box.project, env: { ...boxEnv(box), ...env } });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString('utf8');
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString('utf8');
    });
    child.stdin.end(input);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}
