/**
 * Issue #20 (h52-speed): loading what a command runs (dist/cli-main.js, the code-cached bundle)
 * registers no signal handler. proper-lockfile's module registered signal-exit's handlers for
 * every stop signal when evaluated, so every `cairn` process carried them from load — one that
 * never takes a lock included — and a V8 start-up snapshot of the bundle could not be built. It is
 * now loaded on the first lock (store-fs lock.ts, the daemon's server). What a command installs
 * itself (the closed-pipe guard, a batch's stop listener, a write's deferral) is installed by
 * `main` or the command, not by loading.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';

const CLI_MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli-main.js');

/** The signals with a listener after importing `url` in a fresh Node, and whether `process.emit` was replaced. */
function afterLoad(url: string): { signals: string[]; emitPatched: boolean } {
  const script = `
const emit = process.emit;
await import(${JSON.stringify(url)});
const signals = process.eventNames().filter((e) => typeof e === 'string' && e.startsWith('SIG') && process.listenerCount(e) > 0);
process.stdout.write(JSON.stringify({ signals, emitPatched: process.emit !== emit }));
`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  if (r.status !== 0) throw new Error(`loading ${url} failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as { signals: string[]; emitPatched: boolean };
}

it('loading the CLI registers no signal handler and leaves process.emit alone', () => {
  expect(afterLoad(pathToFileURL(CLI_MAIN).href)).toEqual({ signals: [], emitPatched: false });
});
