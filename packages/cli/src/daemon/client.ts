import { lstatSync, readFileSync, rmSync, type Stats } from 'node:fs';
import { connect } from 'node:net';
import {
  buildDigest,
  ANSWER_TIMEOUT_MS,
  CONTROL_PROTOCOL,
  type DaemonAnswer,
  type DaemonRequest,
  daemonDir,
  forwardedEnv,
  homeOfArgs,
  PROTOCOL,
  READY_TIMEOUT_MS,
  socketPath,
  socketTooLong,
  untrusted,
} from './protocol.js';

/** Global options that take a value, skipped to find the command word (as main.ts's). */
const VALUED = new Set(['--home', '--project', '--store']);

/**
 * The command `args` runs when `cairn daemon` may answer it: `recall` or `hook` (read and
 * observe; never a person's act, which needs the person's terminal), or undefined.
 */
export function daemonCommand(args: readonly string[]): 'recall' | 'hook' | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (VALUED.has(a)) i++;
    else if (!a.startsWith('-')) {
      if (a !== 'recall' && a !== 'hook') return undefined;
      // Help is commander's, in the caller's process.
      return args.some((b) => b === '--help' || b === '-h') ? undefined : a;
    }
  }
  return undefined;
}

/** Reads all of stdin (the hook's event). */
async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/**
 * What came of asking: `answer` (the daemon's last frame), `committed` (the client confirmed: the
 * daemon runs the command, so the client must not), and `problem` (a line for the person).
 */
interface Asked {
  answer?: DaemonAnswer;
  committed: boolean;
  problem?: string;
  /** Nothing listens on the socket (ECONNREFUSED before the daemon took the request). */
  refused?: boolean;
}

/**
 * Sends `request` on the socket `path`, confirms once the daemon is ready, and resolves what came
 * of it. `confirm: false` (status, stop): the first answer is the last.
 */
function ask(path: string, request: DaemonRequest, confirm: boolean, readyMs = READY_TIMEOUT_MS, answerMs = ANSWER_TIMEOUT_MS): Promise<Asked> {
  return new Promise((done) => {
    let pending = Buffer.alloc(0);
    let settled = false;
    let committed = false;
    const finish = (v: Omit<Asked, 'committed'>): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      done({ ...v, committed });
    };
    const socket = connect(path);
    let timer = setTimeout(
      () => finish({ problem: `the daemon did not take the request within ${readyMs / 1000} s (an older daemon? cairn daemon status)` }),
      readyMs,
    );
    socket.on('error', (error: NodeJS.ErrnoException) =>
      finish(
        committed
          ? { problem: `the daemon's connection failed while it ran the command (${error.code ?? error.message})` }
          : error.code === 'ECONNREFUSED'
            ? { problem: `no daemon answers on ${path} (a stale socket: \`cairn daemon stop\` removes it)`, refused: true }
            : { problem: `the daemon's socket ${path} cannot be used (${error.code ?? error.message})` },
      ),
    );
    const frame = (line: string): void => {
      let answer: DaemonAnswer | undefined;
      try {
        answer = JSON.parse(line) as DaemonAnswer;
      } catch {
        answer = undefined;
      }
      if (typeof answer !== 'object' || answer === null) {
        finish({ problem: 'the daemon answered something unreadable' });
        return;
      }
      if (confirm && !committed && answer.ready === true) {
        // From here the daemon runs it: this process never will (a hook is never observed twice).
        committed = true;
        clearTimeout(timer);
        timer = setTimeout(() => finish({ problem: `the daemon took the request and did not answer within ${answerMs / 1000} s` }), answerMs);
        socket.end('go\n');
        return;
      }
      finish({ answer });
    };
    socket.on('data', (c: Buffer) => {
      pending = Buffer.concat([pending, c]);
      let at = pending.indexOf(10);
      while (at !== -1 && !settled) {
        const line = pending.subarray(0, at).toString('utf8');
        pending = pending.subarray(at + 1);
        frame(line);
        at = pending.indexOf(10);
      }
    });
    socket.on('end', () => {
      if (pending.length > 0) return frame(pending.toString('utf8'));
      finish({ problem: committed ? 'the daemon ended while it ran the command' : 'the daemon closed the connection without an answer' });
    });
    // A control request ends its side at once: the first protocol's daemons read until the end.
    if (confirm) socket.write(`${JSON.stringify(request)}\n`);
    else socket.end(`${JSON.stringify(request)}\n`);
  });
}

/** True when a process `pid` exists (this user's or another's): `kill(pid, 0)` fails with ESRCH only when none does. */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** What {@link removeStaleSocket} did: removed the socket, or why it left it. */
export type StaleSocketOutcome = 'removed' | 'process-alive' | 'locked' | 'replaced';

/**
 * Removes the socket `sock` (seen as `seen`) that no daemon answers on, when its daemon is gone:
 * the pid `<home>/daemon/pid` records is not a process, and the home's daemon lock
 * (proper-lockfile on that file, which a live daemon refreshes every 5 s) is free. The removal
 * happens while holding that lock, so two callers never race each other or a daemon starting
 * (a daemon takes the lock before it replaces the socket), and only when the socket is still the
 * one seen. False (nothing removed) on any doubt: a recorded process alive, the lock held (a
 * daemon starting, or killed less than proper-lockfile's 10 s ago), the socket replaced.
 * Also `cairn daemon stop`'s removal of a socket no daemon answered (commands/daemon.ts).
 *
 * @param home - the Cairn home whose daemon folder holds `pid`
 * @param sock - the socket's path ({@link socketPath} of `home`)
 * @param seen - `lstat` of `sock` when no daemon answered on it: removed only while its inode and device are the same
 * @returns `'removed'` when the socket was removed (or was already gone); otherwise why it was left in
 *   place: `'process-alive'` (the recorded pid is a live process — a daemon that does not answer, or
 *   another program given the pid after a reboot), `'locked'` (the daemon lock is held) or
 *   `'replaced'` (another socket took its path)
 * @throws never for a held lock or a live process; an unexpected file-system error propagates
 */
export async function removeStaleSocket(home: string, sock: string, seen: Stats): Promise<StaleSocketOutcome> {
  const pidFile = `${daemonDir(home)}/pid`;
  let recorded: number | undefined;
  try {
    recorded = Number.parseInt(readFileSync(pidFile, 'utf8').trim(), 10);
  } catch {
    recorded = undefined;
  }
  if (recorded !== undefined && Number.isSafeInteger(recorded) && recorded > 0 && processExists(recorded)) return 'process-alive';
  // Loaded only here: the daemon path of every call stays a few of Node's modules.
  const { default: lockfile } = await import('proper-lockfile');
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(pidFile, { realpath: false, retries: 0 });
  } catch {
    return 'locked';
  }
  try {
    let now: Stats;
    try {
      now = lstatSync(sock);
    } catch {
      return 'removed';
    }
    if (now.ino !== seen.ino || now.dev !== seen.dev) return 'replaced';
    rmSync(sock, { force: true });
    rmSync(pidFile, { force: true });
    return 'removed';
  } finally {
    await release().catch(() => undefined);
  }
}

/** One line on stderr, prefixed like every other of the command's. */
function say(command: 'recall' | 'hook', text: string): void {
  process.stderr.write(`${command === 'hook' ? 'cairn hook' : 'cairn'}: ${text}\n`);
}

/**
 * Asks a running `cairn daemon` to answer `recall` or `hook` (issue #20: a resident process
 * spares each call loading and compiling the CLI, and keeps each project's session open). True
 * when the daemon ran it: its stdout and stderr are written and `process.exitCode` set. False
 * when the command should run in this process instead: silently when there is no daemon, the
 * command is not one of the two, stdout or stdin is a terminal, `FORCE_COLOR` or
 * `CAIRN_NO_DAEMON=1` is set, or the daemon is of another build; with one line on stderr saying
 * why when the daemon's folder or socket is not this user's alone, the socket is stale, the
 * daemon refused the request as malformed, answered something unreadable, or did not take it in
 * time. Once the daemon took the request (`ready`, confirmed by `go`) the command is never run
 * here: a hook whose daemon then fails or times out says so and does nothing more (its event is
 * not observed twice; an observation not made reads as a gap, the lower trust); a recall runs
 * here again only when the daemon ended without answering (a read: nothing is doubled but a
 * recall count).
 *
 * @param args - the words after `cairn`
 * @param version - the CLI's version (part of the build digest)
 * @param held - where the hook's event is kept once read (the in-process run reads it from there), and
 *   `stdoutFailed`: the answer's write to standard output that failed (a full disk), for bin.ts to say
 */
export async function answeredByDaemon(
  args: readonly string[],
  version: string,
  held: { stdin?: Buffer; stdoutFailed?: NodeJS.ErrnoException | undefined },
): Promise<boolean> {
  const command = daemonCommand(args);
  if (command === undefined || process.env.CAIRN_NO_DAEMON === '1') return false;
  if (process.stdout.isTTY === true || process.env.FORCE_COLOR !== undefined) return false;
  if (command === 'hook' && process.stdin.isTTY === true) return false;
  const home = homeOfArgs(args, process.env, process.cwd());
  // Such a home has no daemon (`cairn daemon start` says why); a connect would reach a cut path.
  if (socketTooLong(home) !== undefined) return false;
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const sock = socketPath(home);
  let s: Stats;
  try {
    s = lstatSync(sock);
  } catch {
    // No daemon (or a home this user cannot read): the usual case, nothing to say.
    return false;
  }
  try {
    const why = untrusted(lstatSync(daemonDir(home)), `the folder ${daemonDir(home)}`, uid);
    if (why !== undefined) {
      say(command, `not using the daemon: ${why}; running the command here`);
      return false;
    }
  } catch {
    return false;
  }
  if (!s.isSocket() || (uid !== undefined && s.uid !== uid)) {
    say(
      command,
      `not using the daemon: ${sock} ${s.isSocket() ? `belongs to user ${s.uid}, not to you (${uid})` : 'is not a socket'}; running the command here`,
    );
    return false;
  }
  const request: DaemonRequest = {
    protocol: PROTOCOL,
    digest: buildDigest(version, process.argv[1]),
    op: 'run',
    args: [...args],
    cwd: process.cwd(),
    home,
    env: forwardedEnv(process.env),
  };
  if (command === 'hook') {
    held.stdin = await readStdin();
    request.stdin = held.stdin.toString('base64');
    request.ppid = process.ppid;
  }
  const { answer, committed, problem, refused } = await ask(sock, request, true);
  if (answer?.fallback === true) {
    if (answer.error !== undefined) say(command, `the daemon refused the request (${answer.error}); running the command here`);
    return false;
  }
  const valid = answer !== undefined && typeof answer.stdout === 'string' && typeof answer.stderr === 'string' && typeof answer.exitCode === 'number';
  if (!valid) {
    const why = problem ?? 'the daemon answered something unreadable';
    // A daemon that died left its socket: removed once its process is gone and its lock free, so
    // the next calls say nothing (the line below was printed on every call until `cairn daemon stop`).
    if (refused === true && !committed && (await removeStaleSocket(home, sock, s).catch(() => 'failed')) === 'removed') {
      say(command, `no daemon answered on ${sock} (its process is gone): removed the stale socket; running the command here`);
      return false;
    }
    if (!committed) {
      say(command, `${why}; running the command here`);
      return false;
    }
    if (command === 'recall') {
      say(command, `${why}; running the recall here`);
      return false;
    }
    // A hook the daemon took is not run again (never observed twice); it exits 0 as every hook does.
    say(command, `${why}; it was not run again here, so the event is recorded at most once (cairn daemon status; cairn daemon stop)`);
    process.exitCode = 0;
    return true;
  }
  if (answer.stderr !== '') process.stderr.write(answer.stderr as string);
  process.exitCode = answer.exitCode as number;
  if (answer.stdout !== '') held.stdoutFailed = await writeStdout(answer.stdout as string);
  return true;
}

/**
 * Writes `text` to standard output; resolves with the write's error (a full disk, a device error),
 * undefined when it was written or the reader went away (EPIPE). The caller says it (bin.ts: one
 * line, exit 5, as every command does; walk h57 item 2), never an unhandled 'error' event.
 */
export function writeStdout(text: string): Promise<NodeJS.ErrnoException | undefined> {
  process.stdout.on('error', () => undefined);
  return new Promise((resolve) => {
    const settle = (error: unknown): void => {
      const code = (error as NodeJS.ErrnoException | null | undefined)?.code;
      resolve(error === null || error === undefined || code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED' ? undefined : (error as NodeJS.ErrnoException));
    };
    try {
      process.stdout.write(text, settle);
    } catch (error) {
      settle(error);
    }
  });
}

/** Sends a `status` or `stop` to the daemon of `home`: its answer, or undefined when none answers. */
export async function askDaemon(home: string, op: 'status' | 'stop', version: string): Promise<DaemonAnswer | undefined> {
  // Never connected: Node would cut the path and reach whatever socket sits at the cut one.
  if (socketTooLong(home) !== undefined) return undefined;
  const { answer } = await ask(socketPath(home), { protocol: CONTROL_PROTOCOL, digest: buildDigest(version, process.argv[1]), op }, false);
  return answer;
}
