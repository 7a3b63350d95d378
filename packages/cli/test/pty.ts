import { spawn } from 'node:child_process';
import { BIN } from './harness.js';

/** One step of a conversation with a pseudo-terminal: wait for `expect` in the output, then type `send`. */
export interface PtyStep {
  expect: RegExp;
  send: string;
}

/**
 * Runs the built CLI on a pseudo-terminal (`script -qec`, util-linux): stdin and stderr are the
 * child's controlling terminal, as when a person types. Each step waits for its prompt before
 * typing, the way a person reads before answering. The tests act as the person only through
 * this door: a passphrase typed on the terminal.
 */
export function onPty(
  args: readonly string[],
  o: { cwd: string; env: Record<string, string>; steps?: readonly PtyStep[]; timeoutMs?: number },
): Promise<{ code: number | null; output: string }> {
  const quoted = [process.execPath, BIN, ...args].map((w) => `'${w.replace(/'/gu, `'\\''`)}'`).join(' ');
  const child = spawn('script', ['-qec', quoted, '/dev/null'], { cwd: o.cwd, env: { ...o.env, TERM: 'dumb' }, stdio: ['pipe', 'pipe', 'pipe'] });
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
  child.stdout.on('data', (d: Buffer) => {
    output += d.toString('utf8');
    advance();
  });
  child.stderr.on('data', (d: Buffer) => {
    output += d.toString('utf8');
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), o.timeoutMs ?? 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
