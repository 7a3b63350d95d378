import { type ChildProcess, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDigest, PROTOCOL, socketPath } from '../src/daemon/protocol.js';
import { VERSION } from '../src/version.js';
import { boxEnv, daemonStatus as status, killStartedAfterEach, OFF, cairnAsync as runAsync, sameRun as same, startDaemon } from './daemonSupport.js';
import { BIN, copyExample, gitIn, type Run, type Sandbox, sandbox } from './harness.js';
import { asPerson } from './pty.js';

/**
 * Issue #20, the daemon's second round: each request runs in a context of its own (no process
 * globals swapped), a project's session stays open between requests and catches up with other
 * processes' writes, a request the daemon took is never run twice, the project's identity is
 * checked on every request, and bad input — a malformed request, a caller or daemon gone
 * mid-request, a stopped daemon, a stale socket, a socket of another user, a caller of another
 * user — is said and the command runs in the caller's process. Built CLI, real child processes,
 * real unix sockets; daemons and fakes are stopped by the PID or handle this file holds.
 */

const started = killStartedAfterEach();
const fakes: Server[] = [];
/** The fakes' connections, destroyed after each test (a held one would keep its server from closing). */
const held: Socket[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const s of held.splice(0)) s.destroy();
  for (const f of fakes.splice(0)) await new Promise((r) => f.close(() => r(undefined)));
});

/** `cairn <args>` in a child process that is not waited for: its exit code and output. */
const cairnAsync = (box: Sandbox, args: string[], env: Record<string, string> = {}, input = ''): Promise<Run> => runAsync(box, children, args, env, input);

const start = (box: Sandbox, idle = '5'): number => startDaemon(box, started, idle);

/** A Bash PreToolUse naming a person's act: the hook answers `ask` on stdout wherever it runs, so stdout shows whether it ran. */
const askEvent = (box: Sandbox): string =>
  JSON.stringify({
    session_id: 'daemon-twice',
    cwd: box.project,
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_use_id: 'toolu_twice_1',
    tool_input: { command: 'cairn pin mem_0123456789abcdef' },
  });

/**
 * A fake daemon on the box's socket (a real unix socket, 0700 folder, 0600 socket): it takes
 * every request (`ready`), reads `go`, then `hold`s the connection (a slow daemon) or `drop`s it
 * (a daemon killed while it runs the command). Resolves the requests it took.
 */
async function fakeDaemon(box: Sandbox, mode: 'hold' | 'drop'): Promise<{ taken: () => number }> {
  const dir = join(box.home, 'daemon');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  let taken = 0;
  const server = createServer({ allowHalfOpen: true }, (socket) => {
    held.push(socket);
    let seen = '';
    socket.on('error', () => undefined);
    socket.on('data', (c: Buffer) => {
      seen += c.toString('utf8');
      const lines = seen.split('\n');
      if (lines.length === 2 && !seen.includes('"ready"')) socket.write(`${JSON.stringify({ ready: true })}\n`);
      if (lines.includes('go')) {
        taken++;
        if (mode === 'drop') socket.destroy();
      }
    });
  });
  fakes.push(server);
  await new Promise<void>((r) => server.listen(socketPath(box.home), () => r()));
  chmodSync(socketPath(box.home), 0o600);
  return { taken: () => taken };
}

/** One raw exchange with the daemon's socket: what it answered, line by line, after `frames` were written (then ended, or destroyed). */
function rawExchange(box: Sandbox, frames: string[], how: 'end' | 'destroy-after-go' | 'destroy-after-ready'): Promise<string[]> {
  return new Promise((done) => {
    const socket = connect(socketPath(box.home));
    let got = '';
    socket.on('error', () => done(got.split('\n').filter((l) => l !== '')));
    socket.on('data', (c: Buffer) => {
      got += c.toString('utf8');
      if (how === 'destroy-after-ready' && got.includes('"ready"')) {
        socket.destroy();
        done(got.split('\n').filter((l) => l !== ''));
      }
      if (how === 'destroy-after-go' && got.includes('"ready"')) {
        socket.end('go\n');
        socket.destroy();
        done(got.split('\n').filter((l) => l !== ''));
      }
    });
    socket.on('end', () => done(got.split('\n').filter((l) => l !== '')));
    for (const f of frames) socket.write(`${f}\n`);
    if (how === 'end') socket.end();
  });
}

const request = (box: Sandbox, args: string[]): string =>
  JSON.stringify({
    protocol: PROTOCOL,
    digest: buildDigest(VERSION, BIN),
    op: 'run',
    args,
    cwd: box.project,
    home: box.home,
    env: boxEnv(box),
  });

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe('cairn daemon: contexts, resident sessions, no double runs', () => {
  it("keeps one session per project, sees a write by another process on its next request, and serialises a project's concurrent requests", async () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', '.'], { env: OFF }).code).toBe(0);
    start(box);
    same(box.cairn(['recall', 'tide'], { env: OFF }), box.cairn(['recall', 'tide']));
    expect(status(box).sessions).toBe(1);
    // The plain CLI, another process, writes while the daemon keeps the project open.
    const before = box.cairn(['recall', 'zebrafish', '--include-candidates']);
    expect(before.stdout).toContain('No memories match');
    const wrote = box.cairn(['memorize', '--text', 'The zebrafish ledger is rebuilt nightly by the ops cron job.'], { env: OFF });
    expect(wrote.code, wrote.stderr).toBe(0);
    const after = box.cairn(['recall', 'zebrafish', '--include-candidates']);
    expect(after.stdout).toContain('zebrafish ledger');
    // The same hit as the plain CLI finds (its score moves with each recall's reinforcement).
    const id = /mem_[0-9a-f]{16}/u.exec(after.stdout)?.[0];
    expect(box.cairn(['recall', 'zebrafish', '--include-candidates'], { env: OFF }).stdout).toContain(id);
    // Eight recalls at once through the daemon while the plain CLI writes again: every answer whole,
    // the log and audit chain sound afterwards (each recall's reinforcement went through core's write path).
    const runs = await Promise.all([
      ...Array.from({ length: 8 }, () => cairnAsync(box, ['--json', 'recall', 'zebrafish', '--include-candidates'])),
      cairnAsync(box, ['memorize', '--text', 'The tide gauge export runs after the nightly ledger rebuild.'], OFF),
    ]);
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    for (const r of runs.slice(0, 8)) expect((JSON.parse(r.stdout) as { hits: unknown[] }).hits.length).toBeGreaterThan(0);
    expect(status(box).sessions).toBe(1);
    expect(box.cairn(['daemon', 'stop']).code).toBe(0);
    const verified = box.cairn(['audit', '--verify'], { env: OFF });
    expect(verified.code, `${verified.stdout}${verified.stderr}`).toBe(0);
    expect(box.cairn(['doctor'], { env: OFF }).stdout).not.toMatch(/^FAIL (store|log|audit)/mu);
  });

  it('closes a resident session after its idle time (the daemon keeps running until its own)', async () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', '.'], { env: OFF }).code).toBe(0);
    // 0.2 minutes: the session closes 12 s after its last request (the daemon stays: each status is a request).
    start(box, '0.2');
    box.cairn(['recall', 'tide']);
    expect(status(box).sessions).toBe(1);
    const deadline = Date.now() + 30_000;
    while (status(box).sessions !== 0 && Date.now() < deadline) await sleep(500);
    expect(status(box).sessions).toBe(0);
  });

  it('a hook the daemon took is not run again when the daemon is slow: said on stderr, exit 0, nothing doubled', async () => {
    const box = sandbox();
    const fake = await fakeDaemon(box, 'hold');
    const here = box.cairn(['hook'], { input: askEvent(box), env: OFF });
    expect(here.stdout).toContain('"ask"');
    const t0 = Date.now();
    // Not spawnSync: the fake answers from this process, whose loop must keep running.
    const r = await cairnAsync(box, ['hook'], {}, askEvent(box));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(22_000);
    expect(fake.taken()).toBe(1);
    expect(r.code).toBe(0);
    // Not run here: the ask the in-process run prints is absent.
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'cairn hook: the daemon took the request and did not answer within 23 s; it was not run again here, so the event is recorded at most once (cairn daemon status; cairn daemon stop)\n',
    );
  }, 60_000);

  it('a daemon killed while it runs the command: a hook is not run again, a recall is', async () => {
    const box = sandbox();
    copyExample(box.project);
    expect(box.cairn(['import', '.'], { env: OFF }).code).toBe(0);
    const fake = await fakeDaemon(box, 'drop');
    const hook = await cairnAsync(box, ['hook'], {}, askEvent(box));
    expect(hook.code).toBe(0);
    expect(hook.stdout).toBe('');
    expect(hook.stderr).toContain('the daemon ended while it ran the command; it was not run again here');
    const here = box.cairn(['recall', 'tide'], { env: OFF });
    const recall = await cairnAsync(box, ['recall', 'tide']);
    expect(fake.taken()).toBe(2);
    expect(recall.stdout).toBe(here.stdout);
    expect(recall.code).toBe(here.code);
    expect(recall.stderr).toBe(`cairn: the daemon ended while it ran the command; running the recall here\n${here.stderr}`);
  });

  it('a stopped daemon (SIGSTOP): the caller runs the command itself after 3 s, and the daemon, resumed, runs nothing of it', async () => {
    const box = sandbox();
    const pid = start(box);
    process.kill(pid, 'SIGSTOP');
    const r = box.cairn(['hook'], { input: askEvent(box) });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('"ask"');
    expect(r.stderr).toBe('cairn hook: the daemon did not take the request within 3 s (an older daemon? cairn daemon status); running the command here\n');
    process.kill(pid, 'SIGCONT');
    await sleep(500);
    expect(status(box).served).toBe(0);
  });

  it('malformed requests and callers gone mid-request: a clear refusal, nothing run twice, the daemon keeps serving', async () => {
    const box = sandbox();
    start(box);
    expect(await rawExchange(box, ['this is not json'], 'end')).toEqual([JSON.stringify({ fallback: true, error: 'the request is not JSON' })]);
    // status and stop are answered in the first protocol's frame (a rebuilt CLI stops an older daemon).
    expect(JSON.parse((await rawExchange(box, [JSON.stringify({ protocol: 1, op: 'status' })], 'end'))[0] as string)).toMatchObject({ served: 0 });
    expect(await rawExchange(box, [JSON.stringify({ protocol: 1, op: 'run' })], 'end')).toEqual([
      JSON.stringify({ fallback: true, error: 'the request speaks protocol 1, this daemon 2' }),
    ]);
    const bad = JSON.parse(request(box, ['recall', 'tide'])) as Record<string, unknown>;
    expect(await rawExchange(box, [JSON.stringify({ ...bad, args: 'recall tide' })], 'end')).toEqual([
      JSON.stringify({ fallback: true, error: 'the request is malformed (op, args or cwd)' }),
    ]);
    expect(await rawExchange(box, [request(box, ['pin', 'mem_0123456789abcdef'])], 'end')).toEqual([
      JSON.stringify({ fallback: true, error: 'the request names no command the daemon answers (recall, hook)' }),
    ]);
    expect(await rawExchange(box, [request(box, ['recall', 'tide']), 'maybe'], 'end')).toEqual([
      JSON.stringify({ ready: true }),
      JSON.stringify({ fallback: true, error: 'the request was not confirmed' }),
    ]);
    // A caller gone before confirming: nothing is run.
    await rawExchange(box, [request(box, ['recall', 'tide'])], 'destroy-after-ready');
    await sleep(300);
    expect(status(box).served).toBe(0);
    // A caller gone right after confirming: run once (its answer has nowhere to go), the daemon carries on.
    await rawExchange(box, [request(box, ['recall', 'tide'])], 'destroy-after-go');
    const deadline = Date.now() + 20_000;
    while (status(box).served !== 1 && Date.now() < deadline) await sleep(200);
    expect(status(box).served).toBe(1);
    same(box.cairn(['recall', 'tide'], { env: OFF }), box.cairn(['recall', 'tide']));
    expect(status(box).served).toBe(2);
  });

  it('a stale socket is said, the command runs here, and `cairn daemon stop` removes it', async () => {
    const box = sandbox();
    const pid = start(box);
    process.kill(pid, 'SIGKILL');
    const here = box.cairn(['recall', 'tide'], { env: OFF });
    const r = box.cairn(['recall', 'tide']);
    expect(r.stdout).toBe(here.stdout);
    expect(r.stderr).toBe(`cairn: no daemon answers on ${socketPath(box.home)} (a stale socket: \`cairn daemon stop\` removes it); running the command here\n`);
    // The killed daemon's lock goes stale after proper-lockfile's 10 s.
    let stop = box.cairn(['daemon', 'stop']);
    const deadline = Date.now() + 30_000;
    while (!stop.stdout.includes('removed its stale socket') && Date.now() < deadline) {
      await sleep(1000);
      stop = box.cairn(['daemon', 'stop']);
    }
    expect(stop.stdout).toBe(`No daemon answered for ${box.home}: removed its stale socket.\n`);
    same(here, box.cairn(['recall', 'tide']));
  }, 60_000);

  it.skipIf(process.getuid?.() !== 0)('a socket of another user is not used (said), and a caller of another user never reaches the daemon', async () => {
    const box = sandbox();
    const dir = join(box.home, 'daemon');
    mkdirSync(dir, { mode: 0o700 });
    const other = createServer(() => undefined);
    fakes.push(other);
    await new Promise<void>((r) => other.listen(socketPath(box.home), () => r()));
    chownSync(socketPath(box.home), 65534, 65534);
    const here = box.cairn(['recall', 'tide'], { env: OFF });
    const r = await cairnAsync(box, ['recall', 'tide']);
    expect(r.stdout).toBe(here.stdout);
    expect(r.stderr).toBe(`cairn: not using the daemon: ${socketPath(box.home)} belongs to user 65534, not to you (0); running the command here\n`);
    await new Promise((r2) => other.close(() => r2(undefined)));
    fakes.splice(0);
    rmSync(socketPath(box.home), { force: true });
    // The real daemon; a caller running as another user (nobody) cannot reach its folder (0700).
    start(box);
    const nobody = spawnSync(process.execPath, [BIN, 'recall', 'tide'], {
      cwd: '/',
      env: boxEnv(box),
      uid: 65534,
      gid: 65534,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(nobody.status).not.toBe(0);
    expect(status(box).served).toBe(0);
  });

  it('checks the project identity on every request: another repository cloned at the path is refused as the plain CLI refuses it', async () => {
    const box = sandbox({ init: false });
    writeFileSync(join(box.project, 'README.md'), 'the real project\n');
    const git = gitIn(box);
    git('init', '-q');
    git('add', 'README.md');
    git('commit', '-qm', 'one');
    expect((await asPerson(box, ['init'])).code).toBe(0);
    expect(box.cairn(['memorize', '--text', 'Staging deploys go through the bastion host with the ops key.'], { env: OFF }).code).toBe(0);
    start(box);
    const first = box.cairn(['recall', 'bastion', '--include-candidates']);
    expect(first.stdout).toContain('bastion host');
    // Another repository at the same path, while the daemon keeps the project open.
    renameSync(box.project, `${box.project}-old`);
    mkdirSync(box.project);
    writeFileSync(join(box.project, 'NOTES.md'), 'a different repository\n');
    git('init', '-q');
    git('add', 'NOTES.md');
    git('commit', '-qm', 'other');
    const here = box.cairn(['recall', 'bastion', '--include-candidates'], { env: OFF });
    expect(here.code).toBe(4);
    same(here, box.cairn(['recall', 'bastion', '--include-candidates']));
    expect(status(box).sessions).toBe(0);
  });
});
