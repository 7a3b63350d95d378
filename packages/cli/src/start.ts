import { answeredByDaemon, writeStdout } from './daemon/client.js';
import { homeOfArgs } from './daemon/protocol.js';
import { isHookInvocation } from './hook.js';
import { asksVersionOnly, VERSION } from './version.js';

// No V8 flags are set at run time: `v8.setFlagsFromString` after start-up is undefined behaviour
// (Node's docs: "may result in unpredictable behavior, including crashes"), and
// `--no-regexp-tier-up` set that way (5593137) is the likeliest cause of CLI processes dying of
// SIGSEGV in CI since it landed (exit 139, or a null exit code with empty stderr).

/** A write to standard output that failed before the program was loaded: one line, exit 5, closedPipe.ts's words (loaded only then). */
async function sayStdoutFailure(failure: NodeJS.ErrnoException | undefined, what: string, outcome: string): Promise<void> {
  if (failure === undefined) return;
  const { stdoutFailure } = await import('./cli-main.js');
  process.stderr.write(`cairn: ${stdoutFailure(failure, what, `${outcome} — free space and run the command again`).message}\n`);
  process.exitCode = 5;
}

/**
 * What `cairn` runs (bin.ts calls it with the words after `cairn`). In dist/, bundle.mjs bundles
 * this file as dist/start.cjs, which dist/bin.js requires: the whole start-up — this dispatch, the
 * daemon's client, the version, the code-cached program — is CommonJS, and Node's ES module loader
 * loads one file (issue #20: resolving, reading, compiling and linking the entry's ES modules and
 * the built-ins' ES facades was ≈ 10% of a cold `cairn recall`'s CPU).
 *
 * @param args - `process.argv.slice(2)`
 */
export async function start(args: readonly string[]): Promise<void> {
  // `cairn recall` and `cairn hook` ask a running `cairn daemon` first (issue #20; src/daemon): a
  // few node built-ins, before the CLI is loaded. Any failure runs the command here, as before.
  const held: { stdin?: Buffer; stdoutFailed?: NodeJS.ErrnoException | undefined } = {};
  if (asksVersionOnly(args)) {
    // Commander's answer, without loading the program: the version and a newline, exit 0. A write
    // that fails (a full disk; walk h57 item 2) is said in one line, exit 5, as every command says
    // it (closedPipe.ts's `stdoutFailure`, loaded only then); a closed pipe ends quietly.
    await sayStdoutFailure(await writeStdout(`${VERSION}\n`), 'the version', 'nothing was printed');
  } else if (await answeredByDaemon(args, VERSION, held)) {
    // Answered by the daemon: its stdout, stderr and exit code are this process's.
    await sayStdoutFailure(held.stdoutFailed, 'the output', 'what was printed is incomplete');
  } else if (args[0] === 'daemon' && args[1] === 'serve') {
    // The resident process `cairn daemon start` spawns (commands/daemon.ts).
    const { parseArgs } = await import('node:util');
    const { values } = parseArgs({ args: args.slice(2), options: { home: { type: 'string' }, 'idle-ms': { type: 'string' } }, strict: true });
    const { main, serve } = await import('./cli-main.js');
    const home = homeOfArgs(values.home !== undefined ? ['--home', values.home] : [], process.env, process.cwd());
    const idleMs = values['idle-ms'] !== undefined ? Number(values['idle-ms']) : undefined;
    const refused = await serve({ home, version: VERSION, ...(idleMs !== undefined && Number.isFinite(idleMs) ? { idleMs } : {}) }, { main });
    if (refused !== undefined) {
      process.stderr.write(`${refused}\n`);
      process.exitCode = refused.startsWith('another cairn daemon') ? 5 : 3;
    }
    process.exit();
  } else if (isHookInvocation(args)) {
    if (held.stdin !== undefined) {
      // The event was read to ask the daemon: the hook reads it again from here.
      const { Readable } = await import('node:stream');
      Object.defineProperty(process, 'stdin', { value: Readable.from([held.stdin]), configurable: true });
    }
    const { hookMain } = await import('./hook.js');
    await hookMain(args);
  } else {
    // In dist/, cli-main.js loads main.ts and everything it imports as one CommonJS file compiled
    // through a V8 code cache (bundle.mjs; issue #20): one file compiled from its cache instead of
    // ≈ 300 ES modules parsed on every run. The closed-pipe guard comes from the same module
    // instance as the output that asks it.
    const { endQuietlyOnClosedPipe, main } = await import('./cli-main.js');
    endQuietlyOnClosedPipe();
    await main(process.argv);
  }
}
