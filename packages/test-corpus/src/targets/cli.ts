import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MemoryRecord } from '@cairn/core';
import type { MemorizeOutcome } from '../expectations.js';
import type { CorpusRequest } from '../plan.js';
import type { CorpusTarget } from '../runner.js';
import { copyPersonKey, createTempWorkspace, filesUnder, installedBin, removeTempWorkspace, type TempWorkspace, writeProjectFiles } from './workspace.js';
// @ts-expect-error: a plain ES module shared with the demo and CI (scripts/lib), no types.
import { asPerson, PERSON_PASSPHRASE } from '../../../../scripts/lib/as-person.mjs';

/** One finished CLI process. */
interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * What a Node diagnostic report (written on SIGUSR2 by `--report-on-signal`) says a process was
 * doing: its JavaScript stack's top frames and its active handles (sockets with their peer,
 * timers, child processes) — where a command that never ended was waiting.
 */
function hangReport(dir: string, pid: number | undefined): string {
  try {
    const file = readdirSync(dir).find((f) => pid !== undefined && f.includes(`.${pid}.`) && f.endsWith('.json'));
    if (!file) return 'no diagnostic report was written';
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      javascriptStack?: { message?: string; stack?: string[] };
      libuv?: { type: string; is_active?: boolean; is_referenced?: boolean; remoteEndpoint?: { host?: string; port?: number }; pid?: number }[];
    };
    const stack = (report.javascriptStack?.stack ?? []).slice(0, 8).join(' | ');
    const handles = (report.libuv ?? [])
      .filter((h) => h.is_active && h.is_referenced)
      .map((h) => (h.remoteEndpoint ? `${h.type} to ${h.remoteEndpoint.host}:${h.remoteEndpoint.port}` : h.pid ? `${h.type} pid ${h.pid}` : h.type))
      .join(', ');
    return `its report: stack [${report.javascriptStack?.message ?? ''} ${stack}]; active handles [${handles}]`;
  } catch (error) {
    return `the diagnostic report could not be read (${(error as Error).message})`;
  }
}

/** Another store than the file store in the temporary home (the team store: `--store <url>`). */
export interface CliTargetStore {
  /** The store URL every command gets as `--store` (the team store: the agent's role). */
  url: string;
  /** The store URL of the person's acts, `init` and `confirm` (the team store: the person's own role). */
  personUrl: string;
  /** Extra environment for every process (e.g. PGPASSFILE). */
  env?: Record<string, string>;
  /** Every byte the store holds for the project (beyond the files under the workspace). */
  bytes(home: string, project: string): Promise<Buffer[]>;
}

/** Options of {@link createCliTarget}. */
export interface CliTargetOptions {
  /** The store; default the file store in the temporary home. */
  store?: CliTargetStore;
  /** The built CLI; default the installed `cairn` (cairn-memory's bundle, {@link installedBin}). */
  bin?: string;
  /** Per-process time limit in ms; default 120 000. */
  timeoutMs?: number;
}

const toOutcome = (value: unknown): MemorizeOutcome => {
  const v = value as { error?: { code: string; message: string }; id?: string; status?: string; flags?: string[] };
  if (v.error) return { ok: false, code: v.error.code, message: v.error.message };
  if (typeof v.id !== 'string' || typeof v.status !== 'string' || !Array.isArray(v.flags))
    throw new Error(`cli target: unexpected memorize result ${JSON.stringify(value).slice(0, 200)}`);
  return { ok: true, id: v.id, status: v.status, flags: v.flags };
};

/**
 * The CLI target: the BUILT `cairn` (the installed bundle) as child processes with `--json`, a temporary
 * `CAIRN_HOME` (0700) and project, `init` first — by the person, on a pseudo-terminal: init
 * signed with the passphrase typed there (issue #16; the one door, no back door), with the
 * person's key already in the home as `cairn person setup` leaves it (made once per run and
 * copied: {@link copyPersonKey}). Writes go through `memorize --batch` (one process per project), records through
 * `list`, the digest through `digest`, confirmation through `confirm` signed the same way. Its
 * written bytes are every file under the temporary folders plus every byte of stdout and of
 * what every terminal showed.
 */
export function createCliTarget(options: CliTargetOptions = {}): CorpusTarget {
  let ws: TempWorkspace | undefined;
  let captured: Buffer[] = [];
  const timeoutMs = options.timeoutMs ?? 120_000;

  const store = options.store;
  /** `--store` for a command: the person's role for a person's act, else the agent's. */
  const storeArgs = (person: boolean): string[] => (store ? ['--store', person ? store.personUrl : store.url] : []);
  const cairn = (args: readonly string[], input = ''): Promise<CliRun> => {
    if (!ws) return Promise.reject(new Error('cli target: setup() was not called'));
    const { root, home, project } = ws;
    const bin = options.bin ?? installedBin('cairn');
    if (!existsSync(bin)) return Promise.reject(new Error(`cli target: ${bin} does not exist; build first (pnpm build)`));
    // A diagnostic report on the time limit (Node's --report-on-signal): where a process that
    // never ended was waiting (its JS stack and open handles) goes into the failure's message.
    const reports = join(tmpdir(), 'cairn-corpus-hang-reports');
    mkdirSync(reports, { recursive: true });
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--report-on-signal', '--report-signal=SIGUSR2', `--report-directory=${reports}`, bin, '--json', '--project', project, ...args],
        {
          cwd: project,
          env: { PATH: process.env.PATH ?? '', HOME: join(root, 'user'), CAIRN_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8', ...store?.env },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGUSR2');
        setTimeout(() => child.kill('SIGKILL'), 2_000).unref();
      }, timeoutMs);
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (b: Buffer) => out.push(b));
      child.stderr.on('data', (b: Buffer) => err.push(b));
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        const stdout = Buffer.concat(out);
        const stderr = Buffer.concat(err);
        captured.push(stdout, stderr);
        const note = timedOut
          ? `\n[corpus harness] still running after the ${timeoutMs} ms time limit, then killed (${signal}); ${hangReport(reports, child.pid)}`
          : signal
            ? `\n[corpus harness] ended by signal ${signal} before the time limit (a crash, e.g. SIGSEGV, or a kill from outside)`
            : '';
        resolve({ code, stdout: stdout.toString('utf8'), stderr: stderr.toString('utf8') + note });
      });
      child.stdin.on('error', () => undefined);
      child.stdin.end(input);
    });
  };

  /** `cairn --json …` as the person: on a pseudo-terminal, the test passphrase typed at each prompt. */
  const person = async <T>(args: readonly string[]): Promise<T> => {
    if (!ws) throw new Error('cli target: setup() was not called');
    const { root, home, project } = ws;
    const bin = options.bin ?? installedBin('cairn');
    const r = (await asPerson({
      bin,
      args: ['--json', '--project', project, ...args],
      cwd: project,
      env: { PATH: process.env.PATH ?? '', HOME: join(root, 'user'), CAIRN_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8', ...store?.env },
      timeoutMs,
    })) as { code: number | null; stdout: string; terminal: string };
    captured.push(Buffer.from(r.stdout), Buffer.from(r.terminal));
    if (r.code !== 0) throw new Error(`cli target: \`cairn ${args[0]}\` as the person exited ${r.code}: ${r.terminal.slice(0, 400)}`);
    return JSON.parse(r.stdout) as T;
  };

  const json = async (args: readonly string[], input?: string): Promise<{ run: CliRun; value: unknown }> => {
    const run = await cairn(args, input);
    try {
      return { run, value: JSON.parse(run.stdout) };
    } catch {
      throw new Error(`cli target: \`cairn ${args.join(' ')}\` exited ${run.code} without one JSON document; stderr: ${run.stderr.slice(0, 400)}`);
    }
  };

  const ok = async <T>(args: readonly string[], input?: string): Promise<T> => {
    const { run, value } = await json(args, input);
    if (run.code !== 0) throw new Error(`cli target: \`cairn ${args[0]}\` exited ${run.code}: ${run.stdout.slice(0, 400)}`);
    return value as T;
  };

  return {
    name: store ? 'cli on the team store' : 'cli',
    async setup(files) {
      ws = await createTempWorkspace('cli');
      await writeProjectFiles(ws.project, files);
      captured = [];
      // The person's key as `cairn person setup` leaves it, made once per run and copied
      // (copyPersonKey); `init` is still the person's act, signed on the terminal.
      await copyPersonKey(ws.home, PERSON_PASSPHRASE);
      await person([...storeArgs(true), 'init']);
    },
    async teardown() {
      await removeTempWorkspace(ws);
      ws = undefined;
    },
    async memorize(request) {
      return toOutcome((await json([...storeArgs(false), 'memorize'], JSON.stringify(request))).value);
    },
    async memorizeBatch(requests: readonly CorpusRequest[]) {
      if (requests.length === 0) return [];
      const { value } = await json([...storeArgs(false), 'memorize', '--batch'], `${requests.map((r) => JSON.stringify(r)).join('\n')}\n`);
      // A refused line makes the exit code non-zero; the array is still the answer.
      if (!Array.isArray(value)) throw new Error(`cli target: memorize --batch failed: ${JSON.stringify(value).slice(0, 400)}`);
      if (value.length !== requests.length) throw new Error(`cli target: memorize --batch answered ${value.length} of ${requests.length} lines`);
      return value.map(toOutcome);
    },
    async records() {
      return ok<MemoryRecord[]>([...storeArgs(false), 'list']);
    },
    async digest() {
      return (await ok<{ digest: string }>([...storeArgs(false), 'digest'])).digest;
    },
    async confirm(ids) {
      if (ids.length > 0) await person([...storeArgs(true), 'confirm', ...ids]);
    },
    async writtenBytes() {
      if (!ws) throw new Error('cli target: setup() was not called');
      return [...(await filesUnder(ws.root)), ...(store ? await store.bytes(ws.home, ws.project) : []), ...captured];
    },
  };
}
