import { chmodSync, lstatSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { Readable, Writable } from 'node:stream';
import lockfile from 'proper-lockfile';
import { buildDigest, type DaemonAnswer, type DaemonRequest, DEFAULT_IDLE_MS, daemonDir, PROTOCOL, socketPath, untrusted } from './protocol.js';
import { daemonCommand } from './client.js';

/** What the daemon runs: the very functions the entry runs in process (bin.ts passes them). */
export interface DaemonCommands {
  /** cli-main's `main(argv)` (recall). */
  main: (argv: readonly string[]) => Promise<void>;
  /** hook.ts's `hookMain(args)` (hook). */
  hookMain: (args: readonly string[]) => Promise<void>;
}

/** Options of {@link serve}. */
export interface ServeOptions {
  home: string;
  version: string;
  /** Idle time before the daemon exits, in milliseconds; default {@link DEFAULT_IDLE_MS}. */
  idleMs?: number;
}

/** Thrown by the stand-in `process.exit` while a request runs: the command ended. */
class Exited extends Error {}

/** A stdout or stderr stand-in that keeps what is written (not a terminal). */
function collector(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
      cb();
    },
  });
  Object.assign(stream, { isTTY: false });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/** Replaces `process[name]` for one request; returns the undo. */
function swap(name: 'stdout' | 'stderr' | 'stdin', value: unknown): () => void {
  const before = Object.getOwnPropertyDescriptor(process, name);
  Object.defineProperty(process, name, { value, configurable: true, writable: true, enumerable: true });
  return () => {
    if (before !== undefined) Object.defineProperty(process, name, before);
  };
}

/**
 * Runs one command as the entry would, in this process: argv, working folder, environment,
 * stdin, stdout, stderr, `process.exit` and `process.exitCode` are the request's for its
 * duration (requests run one at a time), then restored.
 */
async function runRequest(req: DaemonRequest, commands: DaemonCommands, baseEnv: NodeJS.ProcessEnv): Promise<DaemonAnswer> {
  const args = req.args ?? [];
  const command = daemonCommand(args);
  if (command === undefined || typeof req.cwd !== 'string') return { fallback: true };
  const cwdBefore = process.cwd();
  try {
    process.chdir(req.cwd);
  } catch {
    return { fallback: true };
  }
  const out = collector();
  const err = collector();
  const undo = [swap('stdout', out.stream), swap('stderr', err.stream)];
  if (command === 'hook') undo.push(swap('stdin', Readable.from([Buffer.from(req.stdin ?? '', 'utf8')])));
  const argvBefore = process.argv;
  const envBefore = { ...process.env };
  const exitBefore = process.exit;
  const codeBefore = process.exitCode;
  for (const k of Object.keys(process.env)) delete process.env[k];
  // The caller's forwarded variables over the daemon's cleaned environment (PATH only).
  Object.assign(process.env, baseEnv.PATH !== undefined ? { PATH: baseEnv.PATH } : {}, req.env ?? {});
  process.argv = [argvBefore[0] as string, argvBefore[1] as string, ...args];
  process.exitCode = undefined;
  let exited: number | undefined;
  let ended: () => void = () => {};
  const exitedPromise = new Promise<void>((r) => {
    ended = r;
  });
  process.exit = ((code?: number | string | null) => {
    exited ??= Number(code ?? process.exitCode ?? 0);
    ended();
    throw new Exited();
  }) as typeof process.exit;
  try {
    const running = command === 'hook' ? commands.hookMain(args) : commands.main(process.argv);
    await Promise.race([running.catch((e: unknown) => (e instanceof Exited ? undefined : Promise.reject(e))), exitedPromise]);
    // Let a write's callback (hook.ts flushes, then exits) run.
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    const exitCode = exited ?? Number(process.exitCode ?? 0);
    return { stdout: out.text(), stderr: err.text(), exitCode };
  } catch {
    // Anything the in-process path would have thrown: let the client run it and say it itself.
    return { fallback: true };
  } finally {
    process.exit = exitBefore;
    process.exitCode = codeBefore;
    process.argv = argvBefore;
    for (const k of Object.keys(process.env)) delete process.env[k];
    Object.assign(process.env, envBefore);
    for (const u of undo.reverse()) u();
    process.chdir(cwdBefore);
  }
}

/** Why the daemon folder of `home` may not be used, or undefined; creates it (mode 700) when missing. */
export function prepareDaemonDir(home: string): string | undefined {
  const dir = daemonDir(home);
  mkdirSync(home, { recursive: true, mode: 0o700 });
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const s = lstatSync(dir);
  if (!s.isDirectory()) return `${dir} is not a folder`;
  const why = untrusted(s, `the folder ${dir}`, uid);
  if (why !== undefined) return why;
  try {
    const so = lstatSync(socketPath(home));
    if (uid !== undefined && so.uid !== uid) return `${socketPath(home)} belongs to user ${so.uid}, not to you (${uid})`;
  } catch {
    // no socket yet
  }
  return undefined;
}

/**
 * The resident process of `cairn daemon start` (issue #20): serves `recall` and `hook` for one
 * Cairn home on `<home>/daemon/sock`, one request at a time, each through the entry's own
 * functions. Refuses to start when the folder or socket is not this user's alone, or another
 * daemon holds the home's lock (proper-lockfile on `<home>/daemon/pid`). Exits after `idleMs`
 * without a request, on `stop`, and when its lock is compromised.
 *
 * @returns the reason it refused to start, or undefined once it stopped
 */
export async function serve(options: ServeOptions, commands: DaemonCommands): Promise<string | undefined> {
  const { home, version } = options;
  const why = prepareDaemonDir(home);
  if (why !== undefined) return why;
  const dir = daemonDir(home);
  const pidFile = `${dir}/pid`;
  writeFileSync(pidFile, `${process.pid}\n`, { mode: 0o600 });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(pidFile, { realpath: false, onCompromised: () => process.exit(1) });
  } catch {
    return `another cairn daemon serves ${home}`;
  }
  writeFileSync(pidFile, `${process.pid}\n`, { mode: 0o600 });
  const sock = socketPath(home);
  rmSync(sock, { force: true });
  const digest = buildDigest(version, process.argv[1]);
  const baseEnv = { ...process.env };
  const startedAt = new Date().toISOString();
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  let served = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let idle: NodeJS.Timeout | undefined;
  let stopping = false;
  const server = createServer({ allowHalfOpen: true });
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    clearTimeout(idle);
    server.close();
    rmSync(sock, { force: true });
    await release().catch(() => undefined);
    rmSync(pidFile, { force: true });
  };
  const stopped = new Promise<void>((r) => server.on('close', () => r()));
  const touch = (): void => {
    clearTimeout(idle);
    idle = setTimeout(() => void stop(), idleMs);
  };
  server.on('connection', (socket: Socket) => {
    touch();
    const chunks: Buffer[] = [];
    socket.on('error', () => undefined);
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => {
      queue = queue.then(async () => {
        let answer: DaemonAnswer;
        let req: DaemonRequest | undefined;
        try {
          req = JSON.parse(Buffer.concat(chunks).toString('utf8')) as DaemonRequest;
        } catch {
          req = undefined;
        }
        if (req === undefined || req.protocol !== PROTOCOL) answer = { fallback: true };
        // status and stop answer any build of this protocol (a rebuilt CLI stops the old daemon).
        else if (req.op === 'status' || req.op === 'stop') answer = { pid: process.pid, home, digest, startedAt, served };
        else if (req.digest !== digest || req.home !== home) answer = { fallback: true };
        else {
          answer = await runRequest(req, commands, baseEnv);
          served++;
        }
        // A stop is done (socket, lock and pid file gone) before it is answered.
        if (req?.op === 'stop' && answer.fallback !== true) await stop();
        await new Promise<void>((r) => socket.end(JSON.stringify(answer), () => r()));
        if (!stopping) touch();
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(sock, () => resolve());
  });
  chmodSync(sock, 0o600);
  touch();
  // A stand-in `process.exit` called from a callback after its request ended (hook.ts exits from
  // its flush callback) throws where nothing catches it: that is the command ending, not a fault.
  process.on('uncaughtException', (error) => {
    if (error instanceof Exited) return;
    void stop().finally(() => process.exit(70));
  });
  process.on('unhandledRejection', (error) => {
    if (error instanceof Exited) return;
    void stop().finally(() => process.exit(70));
  });
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  await stopped;
  return undefined;
}
