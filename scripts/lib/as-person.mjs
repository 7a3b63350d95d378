// Acting as the person, through the one door a person uses (issue #16): the built `cairn` run on
// a pseudo-terminal (util-linux `script -qec`), so stdin and stderr are its controlling
// terminal, with a passphrase typed after each passphrase prompt — the way a person reads a
// prompt before answering. The demo, the tests and CI act as a person only this way; the
// product has no other door (no flag, no variable, no file stands in for the person).
//
// Used in two ways:
// - imported: `asPerson(…)` (async) and `asPersonSync(…)` (blocks: it runs this file as a child);
// - run as a program: one JSON spec on stdin, one JSON result on stdout (what `asPersonSync` does).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The passphrase of the demo's and the tests' person: typed on the pseudo-terminal only. */
export const PERSON_PASSPHRASE = 'a test passphrase typed on the terminal';

/** Prompts a person answers with the passphrase: signing an act, and choosing one (`cairn person setup`, or `cairn init` walking through it). */
const PASSPHRASE_PROMPTS = [/Your Cairn passphrase[^:]*: /u, /Choose a passphrase[^:]*: /u, /The same passphrase again: /u];

/** True when util-linux `script` (the pseudo-terminal) is on this machine. */
export function havePty() {
  return spawnSync('script', ['--version']).status === 0;
}

const quote = (w) => `'${String(w).replace(/'/gu, `'\\''`)}'`;

/**
 * Runs `node <bin> …args` on a pseudo-terminal and answers every passphrase prompt with
 * `passphrase` (and each of `steps` once, in order, when its text appears). stdout is kept apart
 * in a file (stdin and stderr stay the terminal), so a `--json` document reads as one.
 *
 * @param o.bin - the built cairn (packages/cli/dist/bin.js or an installed bin)
 * @param o.node - the node to run it with (default this one); '' runs `bin` directly
 * @param o.timeoutMs - a guard against a hung command (default 90 s): past it the command is
 *   killed (SIGKILL) and the result says `timedOut: true`
 * @returns exit code, stdout, what the terminal showed (stderr and the prompts), and `timedOut`
 */
export function asPerson({ bin, node = process.execPath, args, cwd, env, passphrase = PERSON_PASSPHRASE, steps = [], timeoutMs = 90_000 }) {
  const dir = mkdtempSync(join(tmpdir(), 'cairn-as-person-'));
  const outFile = join(dir, 'stdout');
  const words = node === '' ? [bin, ...args] : [node, bin, ...args];
  const command = `${words.map(quote).join(' ')} > ${quote(outFile)}`;
  const child = spawn('script', ['-qec', command, '/dev/null'], { cwd, env: { ...env, TERM: 'dumb' }, stdio: ['pipe', 'pipe', 'pipe'] });
  const pending = [...steps];
  let terminal = '';
  let seen = 0;
  const answer = () => {
    for (;;) {
      const rest = terminal.slice(seen);
      const candidates = [
        ...PASSPHRASE_PROMPTS.map((re) => ({ m: re.exec(rest), send: `${passphrase}\r`, step: false })),
        ...(pending[0] ? [{ m: pending[0].expect.exec(rest), send: pending[0].send, step: true }] : []),
      ].filter((c) => c.m !== null);
      if (candidates.length === 0) return;
      candidates.sort((a, b) => a.m.index - b.m.index);
      const first = candidates[0];
      seen += first.m.index + first.m[0].length;
      if (first.step) pending.shift();
      child.stdin.write(first.send);
    }
  };
  child.stdout.on('data', (d) => {
    terminal += d.toString('utf8');
    answer();
  });
  child.stderr.on('data', (d) => {
    terminal += d.toString('utf8');
  });
  let timedOut = false;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      let stdout = '';
      try {
        stdout = readFileSync(outFile, 'utf8');
      } catch {
        // The command never started.
      }
      rmSync(dir, { recursive: true, force: true });
      resolve({ code, stdout, terminal, timedOut });
    });
  });
}

/**
 * {@link asPerson}, blocking: runs this file as a child process. Steps' `expect` are given as
 * regular-expression source strings. With `once: true` (a command that asks for one signature
 * and nothing else) the passphrase is typed ahead into the terminal instead — one process fewer;
 * the terminal's echo then shows it, as it would a person's typing before the prompt.
 */
export function asPersonSync(spec) {
  if (spec.once === true) {
    const dir = mkdtempSync(join(tmpdir(), 'cairn-as-person-'));
    const outFile = join(dir, 'stdout');
    const node = spec.node ?? process.execPath;
    const words = node === '' ? [spec.bin, ...spec.args] : [node, spec.bin, ...spec.args];
    const r = spawnSync('script', ['-qec', `${words.map(quote).join(' ')} > ${quote(outFile)}`, '/dev/null'], {
      cwd: spec.cwd,
      env: { ...spec.env, TERM: 'dumb' },
      input: `${spec.passphrase ?? PERSON_PASSPHRASE}\r`,
      encoding: 'utf8',
      timeout: spec.timeoutMs ?? 90_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    let stdout = '';
    try {
      stdout = readFileSync(outFile, 'utf8');
    } catch {
      // The command never started.
    }
    rmSync(dir, { recursive: true, force: true });
    return { code: r.status, stdout, terminal: `${r.stdout}${r.stderr}`, timedOut: r.error?.code === 'ETIMEDOUT' };
  }
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], {
    input: JSON.stringify({
      ...spec,
      steps: (spec.steps ?? []).map((s) => ({ expect: s.expect instanceof RegExp ? s.expect.source : s.expect, send: s.send })),
    }),
    encoding: 'utf8',
    timeout: (spec.timeoutMs ?? 90_000) + 10_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`as-person driver failed (exit ${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.length > 2) {
  // For shell scripts: `CAIRN_TEST_PASSPHRASE=… node as-person.mjs <bin> <args…>` runs
  // `node <bin> <args…>` as the person; its stdout on stdout, what the terminal showed on
  // stderr, its exit code as this process's. (The variable is read here, by the test driver that
  // types it; the product never reads a passphrase from anywhere but its terminal.)
  const [bin, ...args] = process.argv.slice(2);
  const r = await asPerson({ bin, args, cwd: process.cwd(), env: process.env, passphrase: process.env.CAIRN_TEST_PASSPHRASE ?? PERSON_PASSPHRASE });
  process.stdout.write(r.stdout);
  process.stderr.write(r.terminal);
  process.exit(r.code ?? 1);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  const spec = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  const steps = (spec.steps ?? []).map((s) => ({ expect: new RegExp(s.expect, 'u'), send: s.send }));
  const result = await asPerson({ ...spec, steps });
  process.stdout.write(JSON.stringify(result));
}
