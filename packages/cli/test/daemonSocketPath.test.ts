import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_PATH_MAX, socketPath } from '../src/daemon/protocol.js';
import { BIN, copyExample, sandbox } from './harness.js';

/**
 * Attack finding A4 (attack-h50): a Cairn home whose daemon socket path is longer than a unix
 * socket may be (`sun_path`) made `cairn daemon start` bind the path Node cut to 107 bytes — a
 * socket outside the home, in a parent folder — and die with a stack trace. Such a home now has no
 * daemon: start refuses in one sentence, `daemon serve` binds nothing, and no client connects to
 * the cut path (where anyone who may write that parent folder could listen). Real long home path,
 * built CLI, real child processes and a real unix socket.
 */

const roots: string[] = [];
const fakes: Server[] = [];
const held: Socket[] = [];
afterEach(async () => {
  for (const s of held.splice(0)) s.destroy();
  for (const f of fakes.splice(0)) await new Promise((r) => f.close(() => r(undefined)));
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

/** Every socket under `dir`. */
function socketsUnder(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    try {
      if (statSync(join(dir, name)).isSocket()) found.push(join(dir, name));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** An initialised home copied to a path whose socket would be cut inside the long folder's name; the parent, the home and the cut path. */
function longHome(): { parent: string; home: string; cut: string; box: ReturnType<typeof sandbox> } {
  const box = sandbox();
  copyExample(box.project);
  expect(box.cairn(['import', '.']).code).toBe(0);
  const parent = mkdtempSync(join(tmpdir(), 'cairn-long-'));
  roots.push(parent);
  const long = join(parent, 'h'.repeat(Math.max(8, 130 - Buffer.byteLength(parent))));
  const home = join(long, 'home');
  mkdirSync(long, { mode: 0o700 });
  cpSync(box.home, home, { recursive: true });
  const cut = Buffer.from(socketPath(home)).subarray(0, SOCKET_PATH_MAX).toString('utf8');
  expect(Buffer.byteLength(socketPath(home))).toBeGreaterThan(SOCKET_PATH_MAX);
  // The cut lands outside the home, in the parent folder (the finding's stray socket).
  expect(cut.startsWith(`${parent}/`) && !cut.startsWith(home)).toBe(true);
  return { parent, home, cut, box };
}

const run = (cwd: string, home: string, args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: join(home, '..', 'user'), CAIRN_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe.skipIf(process.platform === 'win32')('a Cairn home too long for a unix socket (attack-h50 A4)', () => {
  it('is refused by `cairn daemon start` and `daemon serve` in one sentence, nothing bound inside or outside the home, and recall runs in process', () => {
    const { parent, home, box } = longHome();
    const start = run(box.project, home, ['daemon', 'start', '--idle', '1']);
    expect(start.code).toBe(2);
    expect(start.stderr).toContain("the Cairn home's path is too long for the daemon's socket");
    expect(start.stderr).not.toMatch(/\n\s+at |node:fs|binding\./);
    expect(start.stderr.trim().split('\n')).toHaveLength(1);
    // The resident process itself, as `daemon start` would spawn it: refused before anything is made or bound.
    const serve = run('/', home, ['daemon', 'serve', '--home', home, '--idle-ms', '2000']);
    expect(serve.code).toBe(3);
    expect(serve.stderr).toContain("the Cairn home's path is too long for the daemon's socket");
    expect(serve.stderr).not.toMatch(/\n\s+at |node:fs|binding\./);
    expect(socketsUnder(parent)).toEqual([]);
    expect(existsSync(join(home, 'daemon'))).toBe(false);
    const status = run(box.project, home, ['daemon', 'status']);
    expect(status.code).toBe(4);
    expect(status.stdout).toContain('too long for the daemon');
    const inProcess = run(box.project, home, ['recall', 'tide'], { CAIRN_NO_DAEMON: '1' });
    const asked = run(box.project, home, ['recall', 'tide']);
    expect(inProcess.code).toBe(0);
    expect(inProcess.stdout).not.toBe('');
    expect(asked).toEqual(inProcess);
  }, 120_000);

  it('never connects to a socket at the cut path (one listening where the cut lands, as anyone who may write that folder could)', async () => {
    const { home, cut, box } = longHome();
    let connections = 0;
    const fake = createServer({ allowHalfOpen: true }, (socket) => {
      connections++;
      held.push(socket);
      socket.on('error', () => undefined);
      // A daemon that answers everything: status, and any request it is asked to run.
      socket.on('data', () => socket.end(`${JSON.stringify({ pid: 4242, ready: true, stdout: 'FORGED\n', stderr: '', exitCode: 0 })}\n`));
    });
    fakes.push(fake);
    await new Promise<void>((r) => fake.listen(cut, () => r()));
    const inProcess = run(box.project, home, ['recall', 'tide'], { CAIRN_NO_DAEMON: '1' });
    const asked = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
      // Asynchronously: the fake answers in this process.
      const child = spawn(process.execPath, [BIN, 'recall', 'tide'], {
        cwd: box.project,
        env: { PATH: process.env.PATH ?? '', HOME: join(home, '..', 'user'), CAIRN_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => {
        stdout += c.toString('utf8');
      });
      child.stderr.on('data', (c: Buffer) => {
        stderr += c.toString('utf8');
      });
      child.on('close', (code: number | null) => done({ code, stdout, stderr }));
    });
    expect(asked).toEqual(inProcess);
    for (const op of ['status', 'stop']) {
      const r = await new Promise<{ code: number | null; stdout: string }>((done) => {
        const child = spawn(process.execPath, [BIN, 'daemon', op], {
          cwd: box.project,
          env: { PATH: process.env.PATH ?? '', CAIRN_HOME: home, NO_COLOR: '1' },
        });
        let stdout = '';
        child.stdout.on('data', (c: Buffer) => {
          stdout += c.toString('utf8');
        });
        child.on('close', (code: number | null) => done({ code, stdout }));
      });
      expect(r.stdout).not.toContain('4242');
    }
    expect(connections).toBe(0);
  }, 120_000);
});
