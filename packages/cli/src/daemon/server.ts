import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import {
  createLiveKeyring,
  type Location,
  type LocationInput,
  noPersonProof,
  type OpenProjectOptions,
  openProject,
  type ProjectSession,
  resolveLocation,
  withGitEnvironment,
} from '@cairn/session';
import { CLIENT } from '../context.js';
import { hookOptions } from '../hook.js';
import type { RequestContext, SessionWanted } from '../requestContext.js';
import {
  buildDigest,
  type DaemonAnswer,
  type DaemonRequest,
  DEFAULT_IDLE_MS,
  daemonDir,
  MAX_REQUEST_BYTES,
  PROTOCOL,
  socketPath,
  socketTooLong,
  untrusted,
} from './protocol.js';
import { daemonCommand } from './client.js';

/** What the daemon runs: the very functions the entry runs in process (bin.ts passes them), each given the request's own context. */
export interface DaemonCommands {
  /** cli-main's `main(argv, context)` (recall). */
  main: (argv: readonly string[], context: RequestContext) => Promise<void>;
}

/** Options of {@link serve}. */
export interface ServeOptions {
  home: string;
  version: string;
  /** Idle time before the daemon exits, in milliseconds; default {@link DEFAULT_IDLE_MS}. */
  idleMs?: number;
}

/** A resident session is closed after this long without a request (5 minutes, or the daemon's idle time if shorter). */
export const RESIDENT_IDLE_MS = 5 * 60 * 1000;

/** A stdout or stderr stand-in that keeps what is written (not a terminal). */
function collector(): { stream: NodeJS.WriteStream; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
      cb();
    },
  });
  Object.assign(stream, { isTTY: false });
  return { stream: stream as unknown as NodeJS.WriteStream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/**
 * A project's session kept open by the daemon (issue #20): opened by the first recall of the
 * project, lent to one request at a time (so concurrent requests of a project reach core's one
 * write path in turn), caught up with the store before each read (the file store's
 * `refreshForRead`: a `stat` when nothing changed; a write by another process is read then).
 */
interface Resident {
  session: ProjectSession;
  /** The store's `project.json` and folder as `stat` saw them at open: another format or a replaced store closes the session. */
  stamp: string;
  /** Resolved when the request holding the session is done. */
  busy: Promise<void>;
  /** Where the session's warnings go: the request holding it. */
  warn: (message: string) => void;
  idle?: NodeJS.Timeout;
}

/** The format stamp of a file store's project folder (`project.json`'s inode, size and change time, the folder's inode); '' for another store. */
function formatStamp(location: Location): string {
  if (!location.storeUrl.startsWith('file:')) return '';
  const dir = join(fileURLToPath(location.storeUrl), 'projects', createHash('sha256').update(location.project.path).digest('hex').slice(0, 12));
  const part = (file: string): string => {
    try {
      const s = statSync(file, { bigint: true });
      return `${s.ino}:${s.size}:${s.ctimeNs}:${s.mtimeNs}`;
    } catch {
      return '-';
    }
  };
  return `${part(dir).split(':')[0]}|${part(join(dir, 'project.json'))}`;
}

/**
 * The caller's working folder and environment as part of a resident session's key (closing note
 * 2026-12-06: a resident session kept its first request's folder and environment, so a later
 * call from another folder resolved its relative paths there and ran with the first caller's
 * variables). Calls of one agent session or one shell share both and keep sharing the session.
 */
function callerStamp(input: LocationInput): string {
  const h = createHash('sha256').update(input.cwd).update('\0');
  for (const [name, value] of Object.entries(input.env).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value !== undefined) h.update(name).update('=').update(value).update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

/** A session lent to one request, and what the request calls when it ends (`failed`: it threw; the session is closed then). */
export interface Lent {
  session: ProjectSession;
  done: (failed: boolean) => Promise<void>;
}

/**
 * The daemon's resident sessions, by home, project and store, and for a hook by channel, client
 * and agent session. Exported for its tests (cli test/daemonFormatChange.test.ts); only
 * {@link serve} makes one.
 *
 * @param idleMs - how long a session is kept without a request, in milliseconds
 */
export class Residents {
  private readonly open = new Map<string, Resident>();
  constructor(private readonly idleMs: number) {}

  /** Lends the resident session of what `want` names, in `context` (opened on first use); see {@link RequestContext.lendSession}. */
  async lend(want: SessionWanted, context: RequestContext): Promise<Lent> {
    const input: LocationInput = {
      home: want.home,
      project: want.project,
      store: want.store,
      cwd: context.cwd,
      env: context.env,
      homedir: () => context.env.HOME ?? homedir(),
    };
    return this.acquire(
      input,
      `cli\0${CLIENT}\0`,
      (location) => {
        const keys = createLiveKeyring(() => location.home);
        return {
          ...input,
          channel: 'cli',
          client: CLIENT,
          personProof: noPersonProof('cairn daemon'),
          keyring: keys.keyring,
          refreshKeys: () => keys.refresh(),
        };
      },
      want.onWarning,
    );
  }

  /**
   * Lends the resident session a hook event would open with `options` (hooks' `lendSession`: the
   * full path's SessionStart, prompt, Stop and SessionEnd events). One per project and agent
   * session: the channel, client and session id the hook opens with are part of the key, since a
   * session records them in what it writes. Its warnings are dropped, as the hook's own open drops
   * them (it passes no `onWarning`).
   */
  lendFor(options: OpenProjectOptions): Promise<Lent> {
    const client = typeof options.client === 'function' ? options.client() : options.client;
    return this.acquire(
      options,
      `${options.channel}\0${client ?? ''}\0${options.session ?? ''}`,
      () => options,
      () => undefined,
    );
  }

  private async acquire(
    input: LocationInput,
    identity: string,
    make: (location: Location) => OpenProjectOptions,
    onWarning: (message: string) => void,
  ): Promise<Lent> {
    const location = await resolveLocation(input);
    const key = `${location.home}\0${location.project.path}\0${location.storeUrl}\0${identity}\0${callerStamp(input)}`;
    let resident = this.open.get(key);
    for (;;) {
      if (resident === undefined) break;
      const held = resident;
      await held.busy;
      // Another request may have closed or replaced it meanwhile.
      if (this.open.get(key) !== held) {
        resident = this.open.get(key);
        continue;
      }
      if (held.stamp === formatStamp(location)) break;
      // The store changed format or was replaced (wipe, restore, a newer Cairn): opened again.
      await this.drop(key, held);
      resident = undefined;
    }
    if (resident === undefined) {
      const stamp = formatStamp(location);
      let created: Resident | undefined;
      const session = await openProject({
        ...make(location),
        longLived: true,
        onWarning: (m) => (created?.warn ?? onWarning)(m),
      });
      if (this.open.has(key)) {
        // Opened twice at once: keep the first.
        await session.close().catch(() => undefined);
        return this.acquire(input, identity, make, onWarning);
      }
      created = { session, stamp, busy: Promise.resolve(), warn: onWarning };
      resident = created;
      this.open.set(key, resident);
    }
    const held = resident;
    let release: () => void = () => undefined;
    held.busy = new Promise<void>((r) => {
      release = r;
    });
    clearTimeout(held.idle);
    held.warn = onWarning;
    return {
      session: held.session,
      done: async (failed) => {
        held.warn = () => undefined;
        // A request that failed leaves nothing behind: the next one opens the project again.
        if (failed) await this.drop(key, held);
        else held.idle = setTimeout(() => void this.whenFree(key, held), this.idleMs);
        release();
      },
    };
  }

  private async whenFree(key: string, held: Resident): Promise<void> {
    await held.busy;
    if (this.open.get(key) === held) await this.drop(key, held);
  }

  private async drop(key: string, held: Resident): Promise<void> {
    if (this.open.get(key) === held) this.open.delete(key);
    clearTimeout(held.idle);
    // Closing writes the deferred reinforcements.
    await held.session.close().catch(() => undefined);
  }

  /** How many sessions are open. */
  get size(): number {
    return this.open.size;
  }

  /** Closes every session (the daemon stops). */
  async closeAll(): Promise<void> {
    for (const [key, held] of [...this.open]) {
      await held.busy;
      await this.drop(key, held);
    }
  }
}

/**
 * Runs one request in this process through an explicit context: its argv, working folder,
 * environment (the forwarded names only), stdin bytes, stdout and stderr collectors and exit code.
 * Nothing of the daemon's own process is read or changed for it: no `process.argv`, `chdir`,
 * `process.env`, stdio or `process.exit` (a recall is commander's program run with the context;
 * a hook is `runHook` given the context's streams).
 */
async function runRequest(req: DaemonRequest, commands: DaemonCommands, residents: Residents, argv0: readonly string[]): Promise<DaemonAnswer> {
  const args = req.args ?? [];
  const command = daemonCommand(args);
  if (command === undefined || typeof req.cwd !== 'string') return { fallback: true, error: 'the request names no command the daemon answers' };
  const out = collector();
  const err = collector();
  const env: Record<string, string> = { ...(req.env ?? {}) };
  const context: RequestContext = {
    argv: [argv0[0] as string, argv0[1] as string, ...args],
    cwd: req.cwd,
    env,
    stdout: out.stream,
    stderr: err.stream,
    exitCode: undefined,
    lendSession: (want) => residents.lend(want, context),
  };
  if (command === 'hook') {
    const options = hookOptions(args);
    if (typeof options === 'string') return { stdout: '', stderr: options, exitCode: 0 };
    try {
      const { runHook } = await import('@cairn/hooks/hook');
      await runHook({
        ...options,
        env,
        stdin: Readable.from([Buffer.from(req.stdin ?? '', 'base64')]),
        stdout: out.stream,
        stderr: err.stream,
        ...(env.HOME !== undefined ? { userHome: env.HOME } : {}),
        // The hook's host is the client's parent, not the daemon's (hooks' hostPid, for `--add-dir`);
        // a parent that is process 1 is the host too (a container's entrypoint: h56 attack H6).
        ...(Number.isSafeInteger(req.ppid) && (req.ppid as number) >= 1 ? { hostPid: req.ppid as number } : {}),
        lendSession: (o) => residents.lendFor(o),
      });
    } catch (error) {
      err.stream.write(
        `cairn hook: ${String((error as Error)?.message ?? error)
          .split('\n')[0]
          ?.slice(0, 300)}\n`,
      );
    }
    return { stdout: out.text(), stderr: err.text(), exitCode: 0 };
  }
  await commands.main(context.argv, context);
  return { stdout: out.text(), stderr: err.text(), exitCode: context.exitCode ?? 0 };
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

/** Splits a connection's bytes into lines (UTF-8, without the newline); undefined once more than {@link MAX_REQUEST_BYTES} came. */
function frameReader(): { push: (chunk: Buffer) => string[] | undefined } {
  let pending: Buffer[] = [];
  let size = 0;
  return {
    push(chunk) {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) return undefined;
      const lines: string[] = [];
      let at = chunk.indexOf(10);
      while (at !== -1) {
        lines.push(Buffer.concat([...pending, chunk.subarray(0, at)]).toString('utf8'));
        pending = [];
        chunk = chunk.subarray(at + 1);
        at = chunk.indexOf(10);
      }
      if (chunk.length > 0) pending.push(chunk);
      return lines;
    },
  };
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
  // Before anything is created or bound: a longer path would be cut and bound outside the home.
  const tooLong = socketTooLong(home);
  if (tooLong !== undefined) return tooLong;
  const why = prepareDaemonDir(home);
  if (why !== undefined) return why;
  const dir = daemonDir(home);
  const pidFile = `${dir}/pid`;
  // Loaded here, not at the bundle's load: proper-lockfile registers signal-exit's handlers when
  // evaluated, which every `cairn` process then carried (issue #20, h52-speed).
  const { default: lockfile } = await import('proper-lockfile');
  let release: () => Promise<void>;
  try {
    // The pid is recorded only once the lock is held: a daemon refused here never overwrites the
    // running one's (a caller removes a stale socket only when the recorded process is gone).
    // A few short retries: a caller removing a stale socket holds the lock for a moment.
    release = await lockfile.lock(pidFile, { realpath: false, retries: { retries: 3, minTimeout: 50, maxTimeout: 200 }, onCompromised: () => process.exit(1) });
  } catch {
    return `another cairn daemon serves ${home}`;
  }
  writeFileSync(pidFile, `${process.pid}\n`, { mode: 0o600 });
  const sock = socketPath(home);
  rmSync(sock, { force: true });
  const digest = buildDigest(version, process.argv[1]);
  const startedAt = new Date().toISOString();
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  let served = 0;
  let idle: NodeJS.Timeout | undefined;
  let stopping = false;
  const server = createServer({ allowHalfOpen: true });
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    clearTimeout(idle);
    server.close();
    rmSync(sock, { force: true });
    await residents.closeAll();
    await release().catch(() => undefined);
    rmSync(pidFile, { force: true });
  };
  const stopped = new Promise<void>((r) => server.on('close', () => r()));
  const touch = (): void => {
    clearTimeout(idle);
    idle = setTimeout(() => void stop(), idleMs);
  };
  const residents = new Residents(Math.min(idleMs, RESIDENT_IDLE_MS));
  const argv0 = process.argv.slice(0, 2);
  server.on('connection', (socket: Socket) => {
    touch();
    const frames = frameReader();
    let req: DaemonRequest | undefined;
    let phase: 'request' | 'ready' | 'running' | 'done' = 'request';
    const answer = (a: DaemonAnswer): void => {
      phase = 'done';
      socket.end(`${JSON.stringify(a)}\n`);
    };
    socket.on('error', () => undefined);
    socket.on('data', (c: Buffer) => {
      const lines = frames.push(c);
      if (lines === undefined) return answer({ fallback: true, error: `the request is larger than ${MAX_REQUEST_BYTES >> 20} MB` });
      for (const line of lines) {
        if (phase === 'request') {
          try {
            req = JSON.parse(line) as DaemonRequest;
          } catch {
            req = undefined;
          }
          if (req === undefined || typeof req !== 'object' || req === null) return answer({ fallback: true, error: 'the request is not JSON' });
          // status and stop answer any build and protocol (a rebuilt CLI stops an older daemon: CONTROL_PROTOCOL).
          if (req.op === 'status' || req.op === 'stop') {
            phase = 'done';
            const a: DaemonAnswer = { pid: process.pid, home, digest, startedAt, served, sessions: residents.size };
            // A stop is done (sessions closed, socket, lock and pid file gone) before it is answered.
            void (req.op === 'stop' ? stop() : Promise.resolve()).then(() => socket.end(`${JSON.stringify(a)}\n`));
            return;
          }
          if (req.protocol !== PROTOCOL)
            return answer({ fallback: true, error: `the request speaks protocol ${String(req.protocol)}, this daemon ${PROTOCOL}` });
          // Another build (silently: the caller's own CLI runs it), or a malformed request (said).
          if (req.digest !== digest || req.home !== home) return answer({ fallback: true });
          if (req.op !== 'run' || !Array.isArray(req.args) || !req.args.every((a) => typeof a === 'string') || typeof req.cwd !== 'string')
            return answer({ fallback: true, error: 'the request is malformed (op, args or cwd)' });
          if (daemonCommand(req.args) === undefined) return answer({ fallback: true, error: 'the request names no command the daemon answers (recall, hook)' });
          phase = 'ready';
          socket.write(`${JSON.stringify({ ready: true })}\n`);
        } else if (phase === 'ready') {
          if (line !== 'go') return answer({ fallback: true, error: 'the request was not confirmed' });
          // From here the caller does not run the command itself: it runs here exactly once,
          // answered or not (a caller gone meanwhile loses only the answer, never doubles the work).
          phase = 'running';
          // Requests run alongside each other: each has its own context, and a project's resident
          // session is lent to one request at a time (Residents.lend).
          const r = req as DaemonRequest;
          void (async () => {
            let a: DaemonAnswer;
            try {
              // git runs with the caller's PATH, HOME and git variables, not the daemon's (session runGit).
              a = await withGitEnvironment(r.env ?? {}, () => runRequest(r, commands, residents, argv0));
            } catch (error) {
              a = {
                stdout: '',
                stderr: `cairn: the daemon could not run the command: ${String((error as Error)?.message ?? error).split('\n')[0]}\n`,
                exitCode: 5,
              };
            }
            served++;
            if (!socket.destroyed) answer(a);
            if (!stopping) touch();
          })();
        }
      }
    });
    // The caller went away before confirming: nothing was run.
    socket.on('end', () => {
      if (phase === 'request' || phase === 'ready') socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(sock, () => resolve());
  });
  chmodSync(sock, 0o600);
  touch();
  process.on('uncaughtException', () => void stop().finally(() => process.exit(70)));
  process.on('unhandledRejection', () => void stop().finally(() => process.exit(70)));
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  await stopped;
  return undefined;
}
