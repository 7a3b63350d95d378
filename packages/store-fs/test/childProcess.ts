import { type ChildProcess, spawn } from 'node:child_process';
import { inject } from 'vitest';

/** A running worker (test/fixtures/worker.ts) and what it printed. */
export interface Worker {
  child: ChildProcess;
  lines: string[];
  stderr: string[];
  /** Resolves when the process exits: exit code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when a line satisfying `test` has been printed. */
  waitFor: (test: (line: string) => boolean, timeoutMs?: number) => Promise<string>;
}

/** Starts the bundled worker with a JSON config. */
export function startWorker(config: Record<string, unknown>): Worker {
  // The worker bundled for this run by test/globalSetup.ts.
  const child = spawn(process.execPath, [inject('workerPath'), JSON.stringify(config)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const stderr: string[] = [];
  const waiters: Array<{ test: (line: string) => boolean; resolve: (line: string) => void }> = [];
  let buffer = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    buffer += chunk;
    let nl = buffer.indexOf('\n');
    while (nl !== -1) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      lines.push(line);
      for (const w of [...waiters]) {
        if (w.test(line)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(line);
        }
      }
      nl = buffer.indexOf('\n');
    }
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => stderr.push(chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return {
    child,
    lines,
    stderr,
    exited,
    waitFor: (test, timeoutMs = 20_000) =>
      new Promise<string>((resolve, reject) => {
        const found = lines.find(test);
        if (found !== undefined) {
          resolve(found);
          return;
        }
        const timer = setTimeout(
          () => reject(new Error(`worker did not print the expected line; printed: ${lines.slice(-5).join(' | ')} ${stderr.join('')}`)),
          timeoutMs,
        );
        waiters.push({
          test,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
      }),
  };
}

/** Ids the worker printed as acknowledged. */
export function acked(worker: Worker): string[] {
  return worker.lines.filter((l) => l.startsWith('ack ')).map((l) => l.split(' ')[1] as string);
}
