import { lstatSync } from 'node:fs';
import { connect } from 'node:net';
import {
  buildDigest,
  CLIENT_TIMEOUT_MS,
  type DaemonAnswer,
  type DaemonRequest,
  daemonDir,
  forwardedEnv,
  homeOfArgs,
  PROTOCOL,
  socketPath,
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
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Sends `request` to the socket and resolves its parsed answer, or undefined on any failure. */
function ask(path: string, request: DaemonRequest, timeoutMs: number): Promise<{ answer?: DaemonAnswer; garbage?: boolean }> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (v: { answer?: DaemonAnswer; garbage?: boolean }): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      done(v);
    };
    const socket = connect(path);
    const timer = setTimeout(() => finish({}), timeoutMs);
    socket.on('error', () => finish({}));
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text === '') return finish({});
      try {
        const answer = JSON.parse(text) as DaemonAnswer;
        if (typeof answer !== 'object' || answer === null) return finish({ garbage: true });
        finish({ answer });
      } catch {
        finish({ garbage: true });
      }
    });
    socket.end(JSON.stringify(request));
  });
}

/**
 * Asks a running `cairn daemon` to answer `recall` or `hook` (issue #20: a resident process
 * spares each call loading and compiling the CLI). True when the daemon answered: its stdout and
 * stderr are written and `process.exitCode` set. False, silently, whenever the command should run
 * in this process instead: not one of the two commands, stdout or stdin a terminal, `FORCE_COLOR`
 * set, no socket, a folder or socket not this user's alone, refused, timed out, another build or
 * protocol. One line on stderr only when the daemon answered something that is not an answer.
 *
 * @param args - the words after `cairn`
 * @param version - the CLI's version (part of the build digest)
 * @param stdinText - set when stdin was already read (the hook's event); filled here when read
 */
export async function answeredByDaemon(args: readonly string[], version: string, held: { stdin?: string }): Promise<boolean> {
  const command = daemonCommand(args);
  if (command === undefined || process.env.CAIRN_NO_DAEMON === '1') return false;
  if (process.stdout.isTTY === true || process.env.FORCE_COLOR !== undefined) return false;
  if (command === 'hook' && process.stdin.isTTY === true) return false;
  const home = homeOfArgs(args, process.env, process.cwd());
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const sock = socketPath(home);
  try {
    if (untrusted(lstatSync(daemonDir(home)), 'folder', uid) !== undefined) return false;
    const s = lstatSync(sock);
    if (!s.isSocket() || (uid !== undefined && s.uid !== uid)) return false;
  } catch {
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
    request.stdin = held.stdin;
  }
  const { answer, garbage } = await ask(sock, request, CLIENT_TIMEOUT_MS);
  if (garbage === true) process.stderr.write('cairn: the daemon answered something unreadable; running the command here instead\n');
  if (answer === undefined || answer.fallback === true) return false;
  if (typeof answer.stdout !== 'string' || typeof answer.stderr !== 'string' || typeof answer.exitCode !== 'number') {
    process.stderr.write('cairn: the daemon answered something unreadable; running the command here instead\n');
    return false;
  }
  if (answer.stderr !== '') process.stderr.write(answer.stderr);
  process.exitCode = answer.exitCode;
  if (answer.stdout !== '') process.stdout.write(answer.stdout);
  return true;
}

/** Sends a `status` or `stop` to the daemon of `home`: its answer, or undefined when none answers. */
export async function askDaemon(home: string, op: 'status' | 'stop', version: string): Promise<DaemonAnswer | undefined> {
  const { answer } = await ask(socketPath(home), { protocol: PROTOCOL, digest: buildDigest(version, process.argv[1]), op }, 3000);
  return answer;
}
