import { spawn } from 'node:child_process';
import { BIN, HANG_GUARD_MS, hungError, type Sandbox } from './harness.js';

/** One step of a conversation with a pseudo-terminal: wait for `expect` in the output, then type `send`. */
export interface PtyStep {
  expect: RegExp;
  send: string;
}

/**
 * Runs the built CLI on a pseudo-terminal (`script -qec`, util-linux): stdin and stderr are the
 * child's controlling terminal, as when a person types. Each step waits for its prompt before
 * typing, the way a person reads before answering. The tests act as the person only through
 * this door: a passphrase typed on the terminal. A conversation still going after
 * {@link HANG_GUARD_MS} is killed and the promise rejects, saying so (a hang guard, not a time limit).
 */
export function onPty(
  args: readonly string[],
  o: { cwd: string; env: Record<string, string>; steps?: readonly PtyStep[]; typedAhead?: string },
): Promise<{ code: number | null; output: string }> {
  const quoted = [process.execPath, BIN, ...args].map((w) => `'${w.replace(/'/gu, `'\\''`)}'`).join(' ');
  const child = spawn('script', ['-qec', quoted, '/dev/null'], { cwd: o.cwd, env: { ...o.env, TERM: 'dumb' }, stdio: ['pipe', 'pipe', 'pipe'] });
  // Keys a person types before anything is shown (typedAhead): written as the command starts.
  if (o.typedAhead !== undefined) child.stdin.write(o.typedAhead);
  const steps = [...(o.steps ?? [])];
  let output = '';
  let seen = 0;
  const advance = (): void => {
    const step = steps[0];
    if (step === undefined) return;
    const m = step.expect.exec(output.slice(seen));
    if (m === null) return;
    seen += m.index + m[0].length;
    steps.shift();
    child.stdin.write(step.send);
    advance();
  };
  child.stdout.setEncoding('utf8'); // one decoder: a character split over two chunks stays whole
  child.stdout.on('data', (d: string) => {
    output += d;
    advance();
  });
  child.stderr.setEncoding('utf8'); // one decoder: a character split over two chunks stays whole
  child.stderr.on('data', (d: string) => {
    output += d;
  });
  let hung = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, HANG_GUARD_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (hung) reject(hungError(`cairn ${args.join(' ')} (on a pseudo-terminal)`, output));
      else resolve({ code, output });
    });
  });
}

/** The test person's passphrase: typed on the pseudo-terminal only, as a person would. */
export const PASSPHRASE = 'a test passphrase typed on the terminal';

/** The environment of a sandbox's commands on a pseudo-terminal. */
export function ptyEnv(box: Pick<Sandbox, 'home' | 'root'>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: `${box.root}/user`, CAIRN_HOME: box.home, NO_COLOR: '1', LANG: 'C.UTF-8' };
}

/** `cairn person setup` on the terminal: the passphrase typed twice (issue #16). */
export async function setUpPerson(box: Pick<Sandbox, 'home' | 'root' | 'project'>): Promise<void> {
  const r = await onPty(['person', 'setup'], {
    cwd: box.project,
    env: ptyEnv(box),
    steps: [
      { expect: /Choose a passphrase[^:]*: /u, send: `${PASSPHRASE}\r` },
      { expect: /The same passphrase again: /u, send: `${PASSPHRASE}\r` },
    ],
  });
  if (r.code !== 0) throw new Error(`cairn person setup failed (exit ${r.code}):\n${r.output}`);
}

/**
 * Runs a command as the person: on the pseudo-terminal, typing the passphrase at each of up to
 * `signatures` passphrase prompts (the one door a person's act goes through; no back door).
 */
export function asPerson(
  box: Pick<Sandbox, 'home' | 'root' | 'project'>,
  args: readonly string[],
  signatures = 1,
): Promise<{ code: number | null; output: string }> {
  const steps = Array.from({ length: signatures }, () => ({ expect: /Your Cairn passphrase[^:]*: /u, send: `${PASSPHRASE}\r` }));
  return onPty(args, { cwd: box.project, env: ptyEnv(box), steps });
}

/**
 * `cairn wipe` as the person: the passphrase, then the sandbox's folder name typed at the
 * "Type \"wipe project\"" prompt (wipe's two steps in their order, on the pseudo-terminal).
 */
export function wipeOnPty(box: Pick<Sandbox, 'home' | 'root' | 'project'>): Promise<{ code: number | null; output: string }> {
  return onPty(['wipe'], {
    cwd: box.project,
    env: ptyEnv(box),
    steps: [
      { expect: /Your Cairn passphrase[^:]*: /u, send: `${PASSPHRASE}\r` },
      { expect: /Type "wipe project" to delete it [^:]*: /u, send: 'wipe project\r' },
    ],
  });
}

/**
 * Runs `args` as a script the person signed ahead (`cairn person sign -- …` typed on the
 * terminal first, then the command itself with stdout and stderr apart, no terminal). A command
 * that asks for no person's act is run as it is.
 */
export async function signedRun(box: Sandbox, args: readonly string[]): Promise<ReturnType<Sandbox['cairn']>> {
  const signed = await asPerson(box, ['person', 'sign', '--', ...args]);
  if (signed.code !== 0 && !signed.output.includes('Nothing was signed ahead'))
    throw new Error(`cairn person sign failed (exit ${signed.code}):\n${signed.output}`);
  return box.cairn([...args]);
}

/** {@link signedRun} of a `--json` run, its stdout parsed. */
export async function signedJson<T = unknown>(box: Sandbox, args: readonly string[]): Promise<{ run: ReturnType<Sandbox['cairn']>; value: T }> {
  const run = await signedRun(box, ['--json', ...args]);
  try {
    return { run, value: JSON.parse(run.stdout) as T };
  } catch {
    throw new Error(`stdout is not one JSON document (exit ${run.code}):\n${run.stdout}\nstderr:\n${run.stderr}`);
  }
}
