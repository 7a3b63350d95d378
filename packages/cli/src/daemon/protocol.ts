import { realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';

/**
 * `cairn daemon`'s wire (issue #20), one unix-socket connection per request, each frame one line
 * of JSON: the client writes its request; the daemon answers `{ready: true}` (it will run it) or
 * `{fallback: true}` (run it yourself; `error` says why when the request was at fault); the client
 * then writes `go` and ends, and from then on never runs the command itself; the daemon runs it
 * exactly once and writes the answer. A caller that gives up before `go` has the command run in
 * its own process and the daemon runs nothing, so a command is never run twice (a hook's
 * observation never recorded twice). `status` and `stop` are answered at once.
 * This module is loaded by the entry before the CLI bundle: node built-ins only.
 */
export const PROTOCOL = 2;

/**
 * `status` and `stop` are sent as the first protocol sent them: one JSON request with protocol 1,
 * then the client's end. Every daemon since the first answers them (this one whatever the request's
 * protocol), so a rebuilt CLI still stops a daemon of an older build or protocol.
 */
export const CONTROL_PROTOCOL = 1;

/** The largest request the daemon reads (a hook's event is at most 64 MB, hooks' `MAX_EVENT_BYTES`, plus the request around it). */
export const MAX_REQUEST_BYTES = 65 << 20;

/**
 * How long the client waits for the daemon's `ready` before running the command itself (3 s: the
 * daemon says it at once; one that does not is stopped, stuck or overloaded). Nothing was run then.
 */
export const READY_TIMEOUT_MS = 3_000;

/**
 * How long the client waits for the answer once it confirmed (23 s: a hook's own budget is 20 s,
 * hooks' `HOOK_BUDGET_MS`, and the host kills a hook at 30 s, `cairn setup`'s timeout). Past it the
 * command is not run again here: it was the daemon's to run.
 */
export const ANSWER_TIMEOUT_MS = 23_000;

/** The daemon exits after this long without a request (30 minutes; `cairn daemon start --idle <minutes>`). */
export const DEFAULT_IDLE_MS = 30 * 60 * 1000;

/**
 * Environment variables a request carries to the daemon, by exact name or prefix: what the
 * recall and hook paths read (the Cairn home and store, colour, the agent hosts' session and
 * config folders, git's config, CI markers, PostgreSQL's connection variables). Nothing else of
 * the caller's environment reaches the daemon (no NODE_OPTIONS, no NODE_PATH).
 */
export const FORWARDED_ENV: readonly string[] = ['PATH', 'HOME', 'NO_COLOR', 'CI', 'GITHUB_ACTIONS', 'TZ', 'TMPDIR', 'LANG', 'LC_ALL', 'XDG_CONFIG_HOME'];
/** Prefixes of {@link FORWARDED_ENV}. */
export const FORWARDED_ENV_PREFIXES: readonly string[] = ['CAIRN_', 'CLAUDE_', 'COPILOT_', 'GIT_CONFIG', 'PG'];

/** The environment a request carries: the forwarded names of `env` that are set. */
export function forwardedEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) continue;
    if (FORWARDED_ENV.includes(k) || FORWARDED_ENV_PREFIXES.some((p) => k.startsWith(p))) out[k] = v;
  }
  return out;
}

/** A request: `op: 'run'` runs a command; `status` and `stop` are `cairn daemon`'s own. */
export interface DaemonRequest {
  protocol: number;
  digest: string;
  op: 'run' | 'status' | 'stop';
  /** The words after `cairn`. */
  args?: string[];
  cwd?: string;
  /** The Cairn home the client resolved (must be the daemon's). */
  home?: string;
  env?: Record<string, string>;
  /** The hook's event, the client's stdin bytes in base64. */
  stdin?: string;
  /** The client's parent pid (a hook's host process, read for `--add-dir`: hooks' `hostPid`). */
  ppid?: number;
}

/** An answer: `ready`, the command's output and exit code, or `fallback` (run it in your own process). */
export interface DaemonAnswer {
  /** The daemon will run the request once the client confirms (`go`). */
  ready?: boolean;
  fallback?: boolean;
  /** Why a request was refused as malformed (said by the client, which then runs the command itself). */
  error?: string;
  /** `status`: how many project sessions the daemon keeps open. */
  sessions?: number;
  stdout?: string;
  stderr?: string;
  exitCode?: number;
  pid?: number;
  home?: string;
  digest?: string;
  startedAt?: string;
  served?: number;
}

/** The Cairn home of `args` and `env`, as store-fs's `resolveHome` resolves it (`--home`, `CAIRN_HOME`, `~/.cairn`). */
export function homeOfArgs(args: readonly string[], env: NodeJS.ProcessEnv, cwd: string): string {
  let given: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--home') given = args[i + 1];
    else if (a.startsWith('--home=')) given = a.slice('--home='.length);
    if (a === '--') break;
  }
  const nonEmpty = (v: string | undefined): string | undefined => (v !== undefined && v.trim() !== '' ? v : undefined);
  const chosen = nonEmpty(given) ?? nonEmpty(env.CAIRN_HOME) ?? join(homedir(), '.cairn');
  return isAbsolute(chosen) ? resolve(chosen) : resolve(cwd, chosen);
}

/** The daemon's owner-only folder in a Cairn home. */
export function daemonDir(home: string): string {
  return join(home, 'daemon');
}

/** The daemon's socket in a Cairn home (`<home>/daemon/sock`). */
export function socketPath(home: string): string {
  return join(daemonDir(home), 'sock');
}

/**
 * The longest unix socket path, in bytes, that is bound and connected as given: `sun_path` holds
 * 108 bytes on Linux and 104 on macOS and the BSDs, one of them the terminating NUL (unix(7),
 * `sys/un.h`). Node does not refuse a longer path: it cuts it to `sun_path`, so a longer path would
 * bind or connect a socket elsewhere — in a parent folder of the home, not the 0700 daemon folder
 * (attack-h50 A4).
 */
export const SOCKET_PATH_MAX = process.platform === 'linux' ? 107 : 103;

/**
 * Why the daemon cannot serve `home`, or undefined: its socket path would be longer than
 * {@link SOCKET_PATH_MAX}. Such a home has no daemon: it is never bound, never connected, and every
 * command runs in its own process. (Not a short path elsewhere: a folder outside the home would need
 * its own ownership checks and a link back to the home; not a Linux abstract socket: any local user
 * may connect to one, and the 0700 folder is the daemon's only check of who calls.)
 */
export function socketTooLong(home: string): string | undefined {
  if (process.platform === 'win32') return undefined;
  const bytes = Buffer.byteLength(socketPath(home));
  if (bytes <= SOCKET_PATH_MAX) return undefined;
  return `the Cairn home's path is too long for the daemon's socket (${socketPath(home)} is ${bytes} bytes, at most ${SOCKET_PATH_MAX} here): the daemon is not used for this home, and recall and hook run in their own process. A home at a shorter path (CAIRN_HOME) can use it.`;
}

/**
 * The build's digest: the version and the size and modification time of the entry and of the
 * command bundle beside it (two `stat`s). A daemon started from another build answers `fallback`.
 *
 * @param version - the CLI's version
 * @param bin - the entry being run (`process.argv[1]`)
 */
export function buildDigest(version: string, bin: string | undefined): string {
  const parts = [`v${version}`];
  if (bin === undefined) return parts.join('|');
  let real = bin;
  try {
    real = realpathSync(bin);
  } catch {
    // keep the path as given
  }
  for (const f of [real, join(dirname(real), 'cli-main.cjs'), join(dirname(real), 'cli-main.mjs')]) {
    try {
      const s = statSync(f);
      parts.push(`${s.size}:${Math.trunc(s.mtimeMs)}`);
    } catch {
      parts.push('-');
    }
  }
  return parts.join('|');
}

/**
 * Why a daemon folder or socket may not be trusted, or undefined when it may: it must belong to
 * this user and grant nothing to the group or others (a socket anyone else could replace would
 * answer for Cairn).
 *
 * @param stat - `lstat` of the folder or socket
 * @param uid - this user's id (`process.getuid()`), undefined where there is none (Windows)
 */
export function untrusted(stat: { uid: number; mode: number }, what: string, uid: number | undefined): string | undefined {
  if (uid !== undefined && stat.uid !== uid) return `${what} belongs to user ${stat.uid}, not to you (${uid})`;
  if ((stat.mode & 0o077) !== 0) return `${what} is open to the group or others (mode ${(stat.mode & 0o777).toString(8)}); it must be 700`;
  return undefined;
}
