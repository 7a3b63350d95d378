import { spawn } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, readFileSync, type Stats, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CoreError, ErrorCode, shellQuote } from '@cairn/session';
import type { Command } from 'commander';
import { homeOf } from '../context.js';
import { askDaemon, removeStaleSocket } from '../daemon/client.js';
import { buildDigest, DEFAULT_IDLE_MS, daemonDir, socketPath, socketTooLong } from '../daemon/protocol.js';
import { EXIT } from '../exitCodes.js';
import type { Runner } from '../run.js';
import { VERSION } from '../version.js';

/**
 * What a daemon that exited at start said, in one line (walk 51: a crash printed Node's whole
 * stack as the error): a refusal of one line (another daemon, an unsafe folder) as it is; more
 * (a crash) as its error's line, with the whole output kept in `<home>/daemon/start.log` (0600)
 * and named. When the log cannot be written, the line says so instead.
 *
 * @param home - the Cairn home (the daemon's folder is `<home>/daemon`)
 * @param stderr - everything the daemon wrote on stderr
 * @param code - its exit code (null: killed by a signal)
 */
export function startFailure(home: string, stderr: string, code: number | null): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '');
  if (lines.length === 0) return `it exited ${code ?? 'on a signal'} without a word`;
  if (lines.length === 1) return lines[0] as string;
  // Node's report of an uncaught error: source lines and a caret, then `Error: …`, then the stack.
  const what = lines.find((l) => /^[A-Za-z]*(Error|Exception)\b[^:]*: /u.test(l)) ?? lines.find((l) => !/^\s/u.test(l) && !/^\^+$/u.test(l.trim())) ?? lines[0];
  const log = join(daemonDir(home), 'start.log');
  let kept: string;
  try {
    mkdirSync(daemonDir(home), { recursive: true, mode: 0o700 });
    writeFileSync(log, `${new Date().toISOString()} cairn daemon exited ${code ?? 'on a signal'} at start:\n${stderr}`, { mode: 0o600 });
    chmodSync(log, 0o600);
    kept = `its full output is in ${log}`;
  } catch (error) {
    kept = `its full output could not be kept in ${log} (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  }
  return `it crashed (exit ${code ?? 'on a signal'}): ${(what as string).trim().slice(0, 300)}; ${kept}`;
}

/**
 * The environment `cairn daemon start` gives the daemon: the caller's PATH and HOME and nothing
 * else (no NODE_OPTIONS, no NODE_PATH, no tokens); each request carries its own variables.
 */
export function daemonEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const k of ['PATH', 'HOME', 'SystemRoot']) if (env[k] !== undefined) out[k] = env[k];
  return out;
}

/** The daemon's state of `home`: running (its answer), stale (a socket nobody answers on), or none. */
async function stateOf(
  home: string,
): Promise<{ state: 'running' | 'stale' | 'none'; pid?: number; digest?: string; startedAt?: string; served?: number; sessions?: number }> {
  const answer = await askDaemon(home, 'status', VERSION);
  if (answer?.pid !== undefined)
    return {
      state: 'running',
      pid: answer.pid,
      ...(answer.digest !== undefined ? { digest: answer.digest } : {}),
      ...(answer.startedAt !== undefined ? { startedAt: answer.startedAt } : {}),
      ...(answer.served !== undefined ? { served: answer.served } : {}),
      ...(answer.sessions !== undefined ? { sessions: answer.sessions } : {}),
    };
  return { state: existsSync(socketPath(home)) ? 'stale' : 'none' };
}

/**
 * Registers `cairn daemon start|stop|status` (issue #20): an opt-in resident process per Cairn
 * home that answers `cairn recall` and `cairn hook` without loading the CLI on each call. Nothing
 * starts it but these commands; it exits after `--idle` minutes without a request (30).
 */
export function registerDaemon(program: Command, run: Runner): void {
  const daemon = program
    .command('daemon')
    .description('An opt-in resident process that answers recall and hook faster: start, stop, status (exits after 30 idle minutes)');
  daemon
    .command('start')
    .description('Start the daemon of this Cairn home, detached (recall and hook then ask it first; person acts never do)')
    .option('--idle <minutes>', 'exit after this many minutes without a request', String(DEFAULT_IDLE_MS / 60_000))
    .action(async (o: { idle: string }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const minutes = Number(o.idle);
        if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60)
          throw new CoreError(ErrorCode.INVALID_INPUT, `--idle must be a number of minutes from 1 to 1440, not ${o.idle}`);
        const home = homeOf(g);
        const tooLong = socketTooLong(home);
        if (tooLong !== undefined) throw new CoreError(ErrorCode.INVALID_INPUT, `the daemon was not started: ${tooLong}`);
        const before = await stateOf(home);
        if (before.state === 'running') {
          out.print(`cairn daemon already runs for ${home} (pid ${before.pid}).`);
          return EXIT.ok;
        }
        const bin = process.argv[1] as string;
        const child = spawn(process.execPath, [bin, 'daemon', 'serve', '--home', home, '--idle-ms', String(Math.round(minutes * 60_000))], {
          detached: true,
          stdio: ['ignore', 'ignore', 'pipe'],
          env: daemonEnv(process.env),
          cwd: '/',
        });
        let refusal = '';
        child.stderr?.on('data', (c: Buffer) => {
          refusal += c.toString('utf8');
        });
        const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
        const deadline = Date.now() + 15_000;
        for (;;) {
          const now = await stateOf(home);
          if (now.state === 'running' && now.pid === child.pid) break;
          const gone = await Promise.race([exited, new Promise<'wait'>((r) => setTimeout(() => r('wait'), 100))]);
          if (gone !== 'wait') {
            // Its stderr can be drained only after exit: wait for the pipe to end (bounded).
            await new Promise<void>((r) => {
              if (child.stderr === null || child.stderr.readableEnded) r();
              else {
                child.stderr.once('end', () => r());
                setTimeout(r, 1_000).unref();
              }
            });
            throw new CoreError(
              gone === EXIT.refused ? ErrorCode.UNSAFE_HOME : ErrorCode.STORE_IO,
              `the daemon did not start: ${startFailure(home, refusal, gone)}`,
            );
          }
          if (Date.now() > deadline) {
            child.kill();
            throw new CoreError(ErrorCode.STORE_IO, 'the daemon did not answer within 15 s; it was stopped');
          }
        }
        child.stderr?.destroy();
        child.unref();
        out.print(`cairn daemon started for ${home} (pid ${child.pid}); it exits after ${minutes} idle minutes or on \`cairn daemon stop\`.`);
        return EXIT.ok;
      });
    });
  daemon
    .command('stop')
    .description('Stop the daemon of this Cairn home')
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const home = homeOf(g);
        const answer = await askDaemon(home, 'stop', VERSION);
        if (answer?.pid !== undefined) {
          out.print(`cairn daemon stopped (pid ${answer.pid}).`);
          return EXIT.ok;
        }
        const sock = socketPath(home);
        let seen: Stats;
        try {
          seen = lstatSync(sock);
        } catch {
          out.print(`No daemon runs for ${home}.`);
          return EXIT.ok;
        }
        // A socket no daemon answers on: removed as a recall's client removes it (client.ts), only
        // when the pid on record is no live process, while holding the home's daemon lock, and
        // while the socket is still the one seen here; left when a daemon still holds the lock
        // (one starting, or one killed less than proper-lockfile's 10 s ago) or any of that is in doubt.
        const outcome = await removeStaleSocket(home, sock, seen).catch((error: unknown) => (error as Error).message);
        if (outcome === 'process-alive') {
          const pid = readFileSync(`${daemonDir(home)}/pid`, 'utf8').trim();
          out.print(
            `No daemon answers for ${home}, but the process its pid file names (pid ${pid}) is alive: a daemon that hangs, or another program given that pid after a restart. Check with \`ps -p ${pid}\`; if it is not \`cairn daemon\`, remove ${shellQuote(sock)} and ${shellQuote(`${daemonDir(home)}/pid`)}.`,
          );
          return EXIT.findings;
        }
        if (outcome === 'locked' || outcome === 'replaced') {
          out.print(`No daemon answers for ${home}, but one still holds its lock (starting, or killed moments ago): try again in a few seconds.`);
          return EXIT.findings;
        }
        if (outcome !== 'removed') throw new CoreError(ErrorCode.STORE_IO, `the stale daemon socket ${sock} could not be removed: ${outcome}`);
        out.print(`No daemon answered for ${home}: removed its stale socket.`);
        return EXIT.ok;
      });
    });
  daemon
    .command('status')
    .description('Whether a daemon serves this Cairn home (exit 0 running, 1 stale socket, 4 none)')
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const home = homeOf(g);
        const s = await stateOf(home);
        const sameBuild = s.digest === undefined || s.digest === buildDigest(VERSION, process.argv[1]);
        let pidOnFile: string | undefined;
        try {
          pidOnFile = readFileSync(`${daemonDir(home)}/pid`, 'utf8').trim();
        } catch {
          pidOnFile = undefined;
        }
        if (out.json)
          out.printJson({
            home,
            state: s.state,
            pid: s.pid ?? null,
            sameBuild,
            startedAt: s.startedAt ?? null,
            served: s.served ?? null,
            sessions: s.sessions ?? null,
          });
        else if (s.state === 'running')
          out.print(
            `running for ${home} (pid ${s.pid}, since ${s.startedAt}, ${s.served} answered, ${s.sessions ?? 0} project${s.sessions === 1 ? '' : 's'} open)${sameBuild ? '' : '; it is another build of cairn: commands run in their own process until it is restarted'}`,
          );
        else if (s.state === 'stale')
          out.print(
            `not running: ${socketPath(home)} is stale${pidOnFile !== undefined ? ` (pid ${pidOnFile} recorded)` : ''}; recall and hook run in their own process. \`cairn daemon start\` replaces it.`,
          );
        else if (socketTooLong(home) !== undefined) out.print(`not running: ${socketTooLong(home)}`);
        else out.print(`not running for ${home} (\`cairn daemon start\` starts it).`);
        return s.state === 'running' ? EXIT.ok : s.state === 'stale' ? EXIT.findings : EXIT.notFound;
      });
    });
}
