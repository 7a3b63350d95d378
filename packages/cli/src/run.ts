import { CoreError, ErrorCode, toCoreError } from '@cairn/session';
import type { Command } from 'commander';
import { outputFailure, stdoutFailure } from './closedPipe.js';
import { type GlobalOptions, quietOnceSigned } from './context.js';
import { EXIT, exitCodeFor, isInterrupted } from './exitCodes.js';
import { createOutput, type Output } from './output.js';
import { commandLine } from './person/terminalProof.js';
import { processContext, type RequestContext } from './requestContext.js';

/** Runs one command's body with the global options and its output; returns the exit code. */
export type Runner = (cmd: Command, body: (g: GlobalOptions, out: Output) => Promise<number>) => Promise<void>;

/** Global options of the root program, read from any sub-command, for a run in `context` (default: this process). */
export function globalOptions(cmd: Command, context: RequestContext = processContext()): GlobalOptions {
  const o = cmd.optsWithGlobals() as { home?: string; project?: string; store?: string; json?: boolean; color?: boolean; yes?: boolean };
  const noColorEnv = context.env.NO_COLOR !== undefined && context.env.NO_COLOR !== '';
  return {
    ...(o.home !== undefined ? { home: o.home } : {}),
    ...(o.project !== undefined ? { project: o.project } : {}),
    ...(o.store !== undefined ? { store: o.store } : {}),
    json: o.json === true,
    color: o.color !== false && !noColorEnv && context.stdout.isTTY === true,
    context,
  };
}

/**
 * `--yes` is refused wherever it is typed (issue #16: "`--yes` alone proves nothing"): a flag any
 * agent can type never stands for the person. The message names the command without it and the
 * two ways a person signs.
 *
 * @throws CoreError `PERSON_REQUIRED` (exit 3)
 */
function refuseYes(cmd: Command, argv: readonly string[]): void {
  const o = cmd.optsWithGlobals() as { yes?: boolean };
  if (o.yes !== true) return;
  const words = argv.slice(2).filter((w) => w !== '--yes');
  throw new CoreError(
    ErrorCode.PERSON_REQUIRED,
    `--yes proves nothing and is not accepted: a person's act is signed with the person's passphrase, typed on the terminal. Nothing was changed. The person runs, in a terminal: ${commandLine(['cairn', ...words])} (or, for a script, signs it ahead there: ${commandLine(['cairn', 'person', 'sign', '--', ...words])}).`,
  );
}

/**
 * What a failed write to standard output means for the person, by command (walk h57 item 2): an
 * import (not a dry run) stored its memories before it printed its report, so they are kept; any
 * other command's output is only incomplete.
 */
function outputCutOutcome(cmd: Command, argv: readonly string[]): string {
  const again = 'free space and run the command again, or send its output elsewhere';
  if (cmd.name() === 'import' && !argv.includes('--dry-run'))
    return `the import's writes were already stored (they are kept: \`cairn list\` shows them, and running the import again reports them unchanged); only its report is cut — ${again}`;
  return `what was printed is incomplete; nothing was changed by the failed write — ${again}`;
}

/**
 * The one boundary where errors become exit codes and the one error shape
 * (`{error: {code, message}}` on stdout with `--json`, nothing on stderr; otherwise one line on stderr). Anything
 * thrown was already, or is here, mapped by the session's `toCoreError`.
 */
export const run: Runner = (cmd, body) => runIn(processContext())(cmd, body);

/** {@link run} for a run in `context`: its environment, stdio and exit code instead of this process's (`cairn daemon`). */
export const runIn =
  (context: RequestContext): Runner =>
  async (cmd, body) => {
    const g = globalOptions(cmd, context);
    const out = createOutput({ json: g.json, color: g.color, stdout: context.stdout, stderr: context.stderr }, context.env);
    try {
      refuseYes(cmd, context.argv);
      context.exitCode = await body(g, quietOnceSigned(out));
      // A write to standard output that failed without throwing here (an 'error' event, emitted on
      // the next tick after the write: `cairn status > /dev/full` exited 0 with nothing said): said the same way.
      if (outputFailure(context.stdout) === undefined && context.stdout.writableLength !== undefined) await new Promise((r) => setImmediate(r));
      const cut = outputFailure(context.stdout);
      if (cut !== undefined) throw cut;
    } catch (thrown) {
      // Standard output failed (a full disk, a device error; walk h57 item 2): one line and exit 5
      // (STORE_IO), not a stack trace; what the command stored before is kept, and said so.
      const cut = outputFailure(context.stdout);
      const error = cut !== undefined ? stdoutFailure(cut, 'the output', outputCutOutcome(cmd, context.argv)) : thrown;
      const e = toCoreError(error);
      if (e.code === ErrorCode.INTERNAL && context.env.CAIRN_DEBUG === '1') out.note(String((error as Error)?.stack));
      // With --json the error is said once, as the JSON document on stdout (issue #14, fourth walk
      // item 20: it was also on stderr, while option errors were already said once); a batch that
      // printed its own results (`alreadyPrinted`) carries each line's error there.
      if (!g.json || cut !== undefined) out.note(`cairn: ${e.message}`);
      else if ((error as { alreadyPrinted?: boolean }).alreadyPrinted !== true) out.printJson(e.toJSON());
      // A person who declined at the prompt is not refused by policy: every declined act exits
      // `declined` (issue #14, second walk: declining init exited 3, the others 1).
      const declined = (e.data as { declined?: unknown } | undefined)?.declined === true;
      context.exitCode = isInterrupted(error) ? EXIT.interrupted : declined ? EXIT.declined : exitCodeFor(e.code);
    }
  };
