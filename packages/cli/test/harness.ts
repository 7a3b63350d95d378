import { createHash } from 'node:crypto';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, inject, it } from 'vitest';
// @ts-expect-error: a plain ES module shared with the demo and CI (scripts/lib), no types.
import { asPersonSync } from '../../../scripts/lib/as-person.mjs';
// @ts-expect-error: a plain ES module shared with the tests' globalSetups (scripts/lib), no types.
import { BUNDLE_BIN } from '../../../scripts/lib/bundle-build.mjs';
// @ts-expect-error: a plain ES module shared with the hooks' test helpers (scripts/lib), no types.
import { reusedInit, slotRoot } from '../../../scripts/lib/reused-init.mjs';

/**
 * The `cairn` the tests run: the published bundle (packages/cairn-memory/dist/cairn.mjs, built
 * from these sources by esbuild; what users install), which starts in about half the time of the
 * tsc build (0.33 s against 0.65 s a command on a 2-core machine). globalSetup.ts rebuilds it
 * when a source is newer; turbo builds it before this package's tests (turbo.json).
 */
export const BIN: string = BUNDLE_BIN;

/** The workspace bin (dist/bin.js: tsc's entry, a command's code from the code-cached dist/cli-main.cjs), for the tests of its start-up (startup.test.ts, codeCache.test.ts). */
export const TSC_BIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'bin.js');

/**
 * dist/bin.js's command path on tsc's ES modules, one per source file (test/fixtures/unbundledBin.mjs),
 * for the tests of which modules a command loads (startup.test.ts, importScan.test.ts) or that
 * hook a dependency through `require` (streamedTable.test.ts): the bundles inline both.
 */
export const UNBUNDLED_BIN = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'unbundledBin.mjs');

/** The walk-through's example project (examples/tide-tables), written for Cairn and kept in the repository. */
export const EXAMPLE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'examples', 'tide-tables');

/**
 * The real agent files in `shared/` beside the repository, for tests only (`CAIRN_AGENT_FILES`
 * names another place). A fresh clone has none: tests that need them are skipped, saying why.
 */
export const AGENT_FILES =
  process.env.CAIRN_AGENT_FILES ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'shared', 'fixtures', 'agent-files');
/** True when {@link AGENT_FILES} holds the manifest. */
export const HAVE_AGENT_FILES = existsSync(join(AGENT_FILES, 'manifest.jsonl'));
/** Why a test on the real agent files was skipped. */
export const NEEDS_AGENT_FILES = `needs the real agent files in ${AGENT_FILES} (../shared/fixtures/agent-files beside the repository, or CAIRN_AGENT_FILES); a fresh clone has none`;

/** `it` for a test on the real agent files: skipped, with the reason in its name, when they are absent. */
export function itWithAgentFiles(name: string, fn: () => unknown, timeout?: number): void {
  if (HAVE_AGENT_FILES) it(name, fn, timeout);
  else it.skip(`${name} — skipped: ${NEEDS_AGENT_FILES}`, () => undefined);
}

/** Copies the example project into `target` (a fresh copy per test: commands may change it). */
export function copyExample(target: string): void {
  cpSync(EXAMPLE, target, { recursive: true });
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A temporary home (0700) and project folder, removed after the test. */
export interface Sandbox {
  home: string;
  project: string;
  root: string;
  /**
   * Runs the built CLI ({@link BIN}, or `bin`: {@link UNBUNDLED_BIN} for a test of its module graph) as a child process in the project folder. A command still running after
   * {@link HANG_GUARD_MS} is killed and the call throws, saying so (a hang guard, not a time limit).
   */
  /** `hangGuardMs`: this command's hang guard, for the few that do minutes of work (default {@link HANG_GUARD_MS}). */
  cairn(args: string[], options?: { input?: string | Buffer; env?: Record<string, string>; cwd?: string; bin?: string; hangGuardMs?: number }): Run;
  /**
   * Runs the built CLI as the person: on a pseudo-terminal, the test passphrase typed at each
   * passphrase prompt (scripts/lib/as-person.mjs: the one door, no back door). `stderr` is what
   * the terminal showed (stderr and the prompts), `stdout` the command's own output. `once`
   * (default): one signature, the passphrase typed ahead; `once: false` answers every prompt.
   */
  person(args: string[], options?: { env?: Record<string, string>; cwd?: string; once?: boolean }): Run;
  /** {@link Sandbox.person} of a `--json` run, its stdout parsed. */
  personJson<T = unknown>(args: string[]): { run: Run; value: T };
  /** Parses stdout of a `--json` run. */
  json<T = unknown>(args: string[], options?: { input?: string | Buffer; cwd?: string; hangGuardMs?: number }): { run: Run; value: T };
  /** Every byte the store wrote, concatenated, for scanning. */
  storeBytes(): Buffer;
  /** Every file under the home. */
  storeFiles(): string[];
}

/** A run's standard output as one JSON document; throws with the run's exit code, stdout and stderr when it is not one. */
export function parseRun<T>(r: Run): T {
  try {
    return JSON.parse(r.stdout) as T;
  } catch {
    throw new Error(`not one JSON document (exit ${r.code}):\n${r.stdout}\nstderr:\n${r.stderr}`);
  }
}

/**
 * How long a child process of a test may run before the harness kills it, in ms: a guard against
 * a command that hangs, never a measure of speed — equal to the tests' own budget (vitest.config.ts,
 * testTimeout), so no command is killed that the test could still wait for. A CLI command that
 * takes 1–2 s alone took 13 s with nine test files at once on the shared 2-core machine; the
 * 30 s limit it replaces killed one under a 16-file run (exit null: auditSigner.test.ts's first
 * case failed on an exit code, not on anything Cairn did).
 */
export const HANG_GUARD_MS = 180_000;

/** The error a call throws when {@link HANG_GUARD_MS} killed its command: what ran, and what it printed by then. */
export function hungError(what: string, shown: string, guardMs: number = HANG_GUARD_MS): Error {
  return new Error(
    `${what} was still running after ${guardMs / 1000} s and was killed by the test harness (a hang guard, not a time limit on Cairn): it hung, or the machine was too busy for this test's time budget. Output so far:\n${shown}`,
  );
}

const sandboxes: string[] = [];
/** Sandboxes made since the current test began (their roots are numbered by it), and for-file sandboxes made by this file. */
let made = 0;
let madeForFile = 0;
afterEach(() => {
  for (const dir of sandboxes.splice(0)) rmSync(dir, { recursive: true, force: true });
  made = 0;
});

/**
 * A fresh sandbox, removed after the test — or, with `forFile`, kept for every test of the file
 * (a `beforeAll` fixture; the caller removes `root` in `afterAll`). Its home holds the test
 * person's key (made once per run by `cairn person setup` on a pseudo-terminal, globalSetup.ts),
 * and `init` enables memory as the person: signed with the passphrase typed on a pseudo-terminal
 * the first time this worker makes a sandbox at this root, a copy of the home that init left there
 * every later time (scripts/lib/reused-init.mjs; tests about init itself use `init: false` and run it).
 * `person: false` is a home with no person key at all, so it goes with `init: false`: enabling
 * memory is a person's act signed with that key (on a terminal, init would walk through making
 * one), so a home without one cannot be initialised and the harness refuses to pretend.
 *
 * @throws Error when `person: false` is asked without `init: false`
 */
export function sandbox(options: { init?: boolean; forFile?: boolean; person?: boolean } = {}): Sandbox {
  if (options.person === false && options.init !== false) {
    throw new Error("sandbox({ person: false }) is a home with no person key, which init (a person's act signed with that key) would create: add init: false.");
  }
  // The n-th sandbox of every test this worker runs has the same root, so one real init serves them (scripts/lib/reused-init.mjs).
  const root = slotRoot(inject('sandboxRuns'), options.forFile === true ? `f${madeForFile++}` : `s${made++}`);
  if (options.forFile !== true) sandboxes.push(root);
  const home = join(root, 'home');
  const project = join(root, 'project');
  mkdirSync(home, { mode: 0o700 });
  chmodSync(home, 0o700);
  mkdirSync(project);
  const env = { PATH: process.env.PATH ?? '', HOME: join(root, 'user'), CAIRN_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8' };
  const cairn: Sandbox['cairn'] = (args, o = {}) => {
    const r = spawnSync(process.execPath, [o.bin ?? BIN, ...args], {
      cwd: o.cwd ?? project,
      input: o.input ?? '',
      env: { ...env, ...o.env },
      encoding: 'utf8',
      timeout: o.hangGuardMs ?? HANG_GUARD_MS,
      // spawnSync's default of 1 MiB kills a child whose output is longer (ENOBUFS, exit null): a
      // `--json list` of 600 memories with their evidence passed it (CI-57, importInterrupt).
      maxBuffer: 256 * 1024 * 1024,
    });
    if ((r.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT')
      throw hungError(`cairn ${args.join(' ')}`, `${r.stdout}${r.stderr}`, o.hangGuardMs);
    if (r.error !== undefined) throw new Error(`cairn ${args.join(' ')}: the harness could not run it (${r.error.message})`);
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const person: Sandbox['person'] = (args, o = {}) => {
    const r = asPersonSync({ bin: BIN, args, cwd: o.cwd ?? project, env: { ...env, ...o.env }, once: o.once !== false, timeoutMs: HANG_GUARD_MS }) as {
      code: number | null;
      stdout: string;
      terminal: string;
      timedOut: boolean;
    };
    if (r.timedOut) throw hungError(`cairn ${args.join(' ')} (as the person, on a pseudo-terminal)`, r.terminal);
    return { code: r.code, stdout: r.stdout, stderr: r.terminal };
  };
  if (options.person !== false) cpSync(join(inject('personTemplate'), 'person'), join(home, 'person'), { recursive: true });
  const storeFiles = (): string[] =>
    readdirSync(home, { recursive: true })
      .map((f) => join(home, String(f)))
      .filter((f) => statSync(f).isFile());
  const box: Sandbox = {
    home,
    project,
    root,
    cairn,
    person,
    personJson(args) {
      const run = person(['--json', ...args]);
      try {
        return { run, value: JSON.parse(run.stdout) as never };
      } catch {
        throw new Error(`stdout is not one JSON document (exit ${run.code}):\n${run.stdout}\nterminal:\n${run.stderr}`);
      }
    },
    json(args, o) {
      const run = cairn(['--json', ...args], o);
      let value: unknown;
      try {
        value = JSON.parse(run.stdout);
      } catch {
        throw new Error(`stdout is not one JSON document (exit ${run.code}):\n${run.stdout}\nstderr:\n${run.stderr}`);
      }
      return { run, value: value as never };
    },
    storeFiles,
    storeBytes: () => Buffer.concat(storeFiles().map((f) => readFileSync(f))),
  };
  if (options.init !== false)
    reusedInit(inject('sandboxRuns'), root, home, () => {
      const r = person(['init']);
      if (r.code !== 0) throw new Error(`init failed (exit ${r.code}): ${r.stderr}`);
    });
  return box;
}

/** Starts the CLI without waiting (for lock contention tests). */
export function spawnCairn(box: Sandbox, args: string[]) {
  return spawn(process.execPath, [BIN, ...args], { cwd: box.project, env: { PATH: process.env.PATH ?? '', CAIRN_HOME: box.home, NO_COLOR: '1' } });
}

/** Obviously fake credentials, assembled at run time. */
export const fakeToken = (): string => ['gh', 'p_', 'CLItestFAKE', '0123456789abcdefghijklm'].join('');

export { dirname };

/**
 * Runs git in the sandbox's project with a fixed identity, `main` as the first branch, the
 * sandbox's root as HOME and no system config, so a test's commits do not depend on the machine.
 */
export function gitIn(box: Sandbox): (...args: string[]) => Buffer {
  return (...args) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', '-c', 'init.defaultBranch=main', ...args], {
      cwd: box.project,
      env: { PATH: process.env.PATH ?? '', HOME: box.root, GIT_CONFIG_NOSYSTEM: '1' },
    });
}

/** Commits src/queue.ts (four lines) and src/config.ts (one line) in a new git repository in the box's project; returns its git. */
export function committedSources(box: Sandbox): (...args: string[]) => Buffer {
  const git = gitIn(box);
  mkdirSync(join(box.project, 'src'));
  writeFileSync(join(box.project, 'src/queue.ts'), 'export const RETRIES = 3;\nexport function retry() {\n  return RETRIES;\n}\n');
  writeFileSync(join(box.project, 'src/config.ts'), 'export const PORT = 8080;\n');
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'one');
  return git;
}

/** Lines in the project's event log (a stored memory adds at least one), 0 before the first write. */
export function frames(box: Sandbox): number {
  const projects = join(box.home, 'projects');
  const [key] = readdirSync(projects);
  const log = join(projects, String(key), 'events.jsonl');
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n').length - 1 : 0;
}

/**
 * A second home for the box's project (a new machine, or a wiped home) holding the same person's
 * key, with `cairn init` signed there: pass the returned env to `box.cairn`/`box.person`.
 *
 * @returns `{ CAIRN_HOME }` naming the new home, `<box.root>/<name>`.
 * @throws Error when init in the new home fails (its terminal output in the message).
 */
export function secondHome(box: Sandbox, name = 'home2'): { CAIRN_HOME: string } {
  const home = join(box.root, name);
  mkdirSync(home, { mode: 0o700 });
  chmodSync(home, 0o700);
  cpSync(join(box.home, 'person'), join(home, 'person'), { recursive: true });
  const env = { CAIRN_HOME: home };
  const r = box.person(['init'], { env });
  if (r.code !== 0) throw new Error(`init in ${name} failed (exit ${r.code}): ${r.stderr}`);
  return env;
}

/**
 * `text`, an edited export of Cairn's own (`cairn export`, jsonl), sealed again: its end marker
 * (`{"type":"cairn-export-end",…}`, counts and the SHA-256 of what precedes it) dropped and
 * written anew for the lines as they now are — what anyone editing an export can do, so the
 * tests of each record's own checks (a forged confirm, an edited rejection) reach them. Written
 * here from the format, not from the session's code, so a change of either is seen.
 */
export function resealExport(text: string): string {
  const lines = text.split('\n').filter((l) => l.trim() !== '' && !l.includes('"type":"cairn-export-end"'));
  const body = lines.map((l) => `${l}\n`).join('');
  const rejections = lines.filter((l) => l.includes('"type":"cairn-rejection"')).length;
  const heads = lines.filter((l) => l.includes('"type":"cairn-export"')).length;
  const sha256 = createHash('sha256').update(body, 'utf8').digest('hex');
  return `${body}${JSON.stringify({ type: 'cairn-export-end', memories: lines.length - rejections - heads, rejections, sha256 })}\n`;
}

/** True once the process holds the project's view (`view.sqlite`) open: its session is open (Linux: /proc). */
export function sessionOpen(pid: number): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`).endsWith('view.sqlite');
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}
