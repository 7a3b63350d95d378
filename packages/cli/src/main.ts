import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { registerDaemon } from './commands/daemon.js';
import { registerHost } from './commands/host.js';
import { registerImportScan } from './commands/importScan.js';
import { registerMaintain } from './commands/maintain.js';
import { registerMemorize } from './commands/memorize.js';
import { registerPerson } from './commands/person.js';
import { registerReviewWalk } from './commands/reviewWalk.js';
import { registerRead } from './commands/read.js';
import { registerReview } from './commands/review.js';
import { registerStatus } from './commands/status.js';
import { registerTeam } from './commands/team.js';
import { CoreError, DEFAULT_PRESIGNED_MS, ErrorCode, PERSON_ACTS, type PersonAct, count } from '@cairn/session';
import { isOutputWriteFailure, markOutputFailed, outputFailure, stdoutFailure } from './closedPipe.js';
import { signAheadFor, useCommandGrammar } from './context.js';
import { onControllingTerminal } from './person/terminal.js';
import { commandLine } from './person/terminalProof.js';
import { EXIT, exitCodeFor } from './exitCodes.js';
import { cleanCommanderText, createOutput } from './output.js';
import { processContext, type RequestContext } from './requestContext.js';
import { type Runner, runIn } from './run.js';
import { VERSION } from './version.js';

export { VERSION };
// For bin.ts (through cli-main.ts), from the same module instance as output.ts's `readerGone`.
export { endQuietlyOnClosedPipe, stdoutFailure } from './closedPipe.js';

/**
 * The commands whose name is not the act they ask for: each maps to core's acts (`PERSON_ACTS`).
 * Every other command that asks a person's act is named as its act (`confirm`, `pin`, `pause`…).
 */
const ACTS_OF_COMMAND: Readonly<Record<string, readonly PersonAct[]>> = {
  memorize: ['memorize-user', 'entrench'],
  review: ['confirm', 'reject'],
  init: ['init', 'relink'],
};

/** Global options of `cairn` that take a value (`--home <dir>`): skipped to find the command word. */
const VALUED_GLOBALS: ReadonlySet<string> = new Set(['--home', '--project', '--store']);

/**
 * The command word of `words` (what follows `cairn`, global options skipped), or undefined.
 *
 * @param words - the command as a script will run it, without the leading `cairn`
 */
function commandWord(words: readonly string[]): string | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (VALUED_GLOBALS.has(w)) i++;
    else if (!w.startsWith('-')) return w;
  }
  return undefined;
}

/**
 * True when `command` may ask a person's act (core's `PERSON_ACTS`, by its own name or through
 * {@link ACTS_OF_COMMAND}): the only commands `cairn person sign --` signs ahead.
 */
function asksPersonAct(command: string): boolean {
  return command in ACTS_OF_COMMAND || Object.hasOwn(PERSON_ACTS, command);
}

/**
 * `cairn person sign -- <command…>` (issue #16): a person signs, on the terminal, exactly one
 * command for a script to run later — shown the whole act, typed passphrase, single-use, expiring
 * after ten minutes. The command runs now only to find and show what it would change; nothing is
 * applied. The script then runs exactly those words, and the signature is checked like any other.
 */
function registerSignAhead(program: Command, run: Runner): void {
  const person = program.commands.find((c) => c.name() === 'person');
  if (person === undefined) return;
  person
    .command('sign')
    .description('Sign ahead, on the terminal, exactly one command for a script to run (single-use, ten minutes): cairn person sign -- confirm mem_…')
    .argument('<command...>', 'the command as the script will run it, without the leading cairn')
    .allowUnknownOption()
    .action(async (words: string[], _o: unknown, cmd: Command) => {
      await run(cmd, async (_g, out) => {
        if (!onControllingTerminal())
          throw new CoreError(
            ErrorCode.PERSON_REQUIRED,
            "`cairn person sign` reads your passphrase from the terminal, and stdin and stderr are not this process's terminal. Run it yourself, in a terminal.",
          );
        const word = commandWord(words);
        if (word === 'person')
          throw new CoreError(ErrorCode.INVALID_INPUT, '`cairn person` commands are signed on the terminal when they run; they cannot be signed ahead.');
        // A command that is no person's act runs as it is (walk 10 item 13d: `person sign -- recall …`
        // ran recall). A word that names no command is left to commander, which says so as `cairn <typo>` does.
        const known = createProgram().commands.some((c) => c.name() === word || c.aliases().includes(word ?? ''));
        if (word !== undefined && known && !asksPersonAct(word))
          throw new CoreError(
            ErrorCode.INVALID_INPUT,
            `\`cairn ${word}\` is not a person's act: there is nothing to sign ahead, and a script runs it as it is. \`cairn person sign --\` signs ahead only a command that asks one (confirm, pin, forget, reject, memorize --text, prune --apply, pause, …). Nothing was signed ahead.`,
          );
        const command = ['cairn', ...words];
        const expires = new Date(Date.now() + DEFAULT_PRESIGNED_MS);
        const saved = signAheadFor(command, expires, (text) => out.note(text));
        process.exitCode = 0;
        try {
          await createProgram().parseAsync(['node', ...command]);
        } catch (error) {
          // A command commander cannot parse (a typo, a missing argument) is the person's usage
          // error, said as `cairn <typo>` says it (issue #14, the eighth newcomer walk: it was
          // "Unexpected error … a bug in Cairn", exit 5).
          // Commander has said what was wrong (its message, pointing at the help).
          if (!(error instanceof CommanderError)) throw error;
          if (error.exitCode === 0) return 0;
          // With --json among the words, commander kept its message for a JSON document that
          // this run does not print (the act is signed on the terminal, in words): said here.
          if (words.includes('--json')) out.note(`${cleanCommanderText(error.message).trimEnd()} (run cairn --help for usage)`);
          out.note('Nothing was signed ahead.');
          return EXIT.usage;
        }
        // The command said why it stopped (no such memory, …): nothing more to explain.
        const failed = Number(process.exitCode ?? 0);
        if (saved.length === 0 && failed !== 0) {
          out.note('Nothing was signed ahead.');
          return failed;
        }
        if (saved.length === 0) {
          out.note("Nothing was signed ahead: the command asks no person's act, or you declined.");
          return 1;
        }
        out.note(
          `Signed ahead (${count(saved.length, 'act')}), nothing changed now. Run exactly this once, before ${expires.toISOString()}: ${commandLine(command)}`,
        );
        return 0;
      });
    });
}

/**
 * Commander's message for an unknown command, with `cairn version` (and `-v`-less habits from other
 * tools) pointed at `--version`: commander's own nearest name for it was `person` (walk 46 item 8).
 */
function versionHint(text: string): string {
  return text.replace(
    /(unknown command 'version'\n?)(?:\(Did you mean [^)]*\)\n?)?/u,
    (_m, head: string) => `${head}${head.endsWith('\n') ? '' : '\n'}(Did you mean cairn --version?)\n`,
  );
}

/**
 * Refuses an empty or blank value of a global option naming a place (walk h53: `cairn --home ""`
 * — a script's unset variable, `--home "$CAIRN_DIR"` — silently used `$CAIRN_HOME`, else
 * `~/.cairn`, and `--project ""` the working directory's project: a command meant for one home or
 * project acted on another without a word). The default comes only from leaving the option out;
 * commander reports the refusal as a usage error (exit 2, nothing read or changed).
 *
 * @param flag - the option as typed, e.g. `--home`
 * @param what - what its value names, in words
 */
function notBlank(flag: string, what: string): (value: string) => string {
  return (value) => {
    if (value.trim() === '')
      throw new InvalidArgumentError(`${flag} is empty: give ${what}, or leave ${flag} out for the default. Nothing was read or changed.`);
    return value;
  };
}

/**
 * Builds the `cairn` program (commander). Adapters are thin: parse, call core, format.
 *
 * @param context - the run's argv, folder, environment, stdio and exit code (default: this process's; `cairn daemon` passes a request's)
 */
export function createProgram(context: RequestContext = processContext()): Command {
  const run = runIn(context);
  const program = new Command('cairn')
    .description('Cairn: project memory for AI coding agents that adversarial content cannot poison')
    // Not commander's .version(): it prints plain text before --json (which may come after it) is
    // read. The listener sees the whole command line (rawArgs) and ends the parse as commander's would.
    .option('-V, --version', 'output the version number (with --json: {"version": …})')
    .addOption(new Option('--home <dir>', 'the Cairn home (default $CAIRN_HOME, else ~/.cairn)').argParser(notBlank('--home', 'the Cairn home')))
    .addOption(
      new Option(
        '--project <dir>',
        "the project folder (default: the git root of the working directory, else the working directory; a git worktree uses its main checkout's memory)",
      ).argParser(notBlank('--project', 'the project folder')),
    )
    .addOption(new Option('--store <url>', 'the store (default $CAIRN_STORE, else the file store in the home)').argParser(notBlank('--store', 'the store URL')))
    .option('--json', 'print one JSON document on stdout (export: its format; errors: {"error": {"code", "message"}})')
    .option('--no-color', 'no colours (also NO_COLOR)')
    // Refused wherever it is typed (run.ts): kept only to say why, never as a person's answer.
    .addOption(new Option('--yes', 'refused: a person signs on the terminal (or ahead: cairn person sign)').hideHelp())
    // Commander's messages repeat what was typed: redacted and folded on the way out. With --json
    // the error is said once, as the JSON document `main` prints (issue #14, walk-3 item 15: it was
    // also on stderr in commander's words), so neither the text nor the usage hint is written.
    .configureOutput({
      writeOut: (text) => {
        // Help on a full disk (walk h57 item 2): marked, and said in one line by `main`.
        try {
          context.stdout.write(text);
        } catch (error) {
          if (!isOutputWriteFailure(error)) throw error;
          markOutputFailed(context.stdout, error as NodeJS.ErrnoException);
        }
      },
      writeErr: (text) => context.stderr.write(text),
      outputError: (text, write) => (jsonAsked() ? undefined : write(`${cleanCommanderText(versionHint(text))}(run cairn --help for usage)\n`)),
    })
    .exitOverride();
  // rawArgs: commander keeps the argv being parsed (public in its code, absent from its typings).
  const jsonAsked = (): boolean => ((program as unknown as { rawArgs?: string[] }).rawArgs ?? context.argv).includes('--json');

  program.on('option:version', () => {
    const json = jsonAsked();
    context.stdout.write(json ? `${JSON.stringify({ version: VERSION })}\n` : `${VERSION}\n`);
    throw new CommanderError(0, 'commander.version', VERSION);
  });

  registerStatus(program, run);
  registerMemorize(program, run);
  registerRead(program, run);
  registerReview(program, run);
  registerMaintain(program, run);
  registerImportScan(program, run, VERSION);
  registerPerson(program, run);
  registerSignAhead(program, run);
  registerReviewWalk(program, run);
  registerHost(program, run);
  registerTeam(program, run);
  registerDaemon(program, run);

  program
    .command('mcp')
    .description('Run the MCP server on stdio for this project')
    .allowUnknownOption(true)
    .helpOption(false)
    .argument('[args...]')
    .action(async (args: string[], _o: unknown, cmd: Command) => {
      const g = cmd.optsWithGlobals() as { home?: string; project?: string; store?: string };
      // Loaded only here: read-only commands must not pay the MCP SDK's start-up.
      const { main } = await import('@cairn/mcp');
      await main(
        [...(g.home ? ['--home', g.home] : []), ...(g.project ? ['--project', g.project] : []), ...(g.store ? ['--store', g.store] : []), ...args],
        'cairn mcp',
      );
    });
  // A usage error in a command points at that command's help (issue #14, walk-4 item 19: `cairn
  // show` with no id pointed at `cairn --help`, which does not list show's arguments).
  const helpFor = (command: Command, words: readonly string[]): void => {
    for (const sub of command.commands) {
      const path = [...words, sub.name()];
      // A command whose text goes in --text, given it as words (the fourteenth newcomer walk:
      // `cairn memorize "The cache is Memcached."` read only "too many arguments").
      const takesText = sub.options.some((o) => o.long === '--text');
      sub.configureOutput({
        outputError: (text, write) => {
          if (jsonAsked()) return;
          const hint = takesText && /too many arguments/u.test(text) ? `The text goes in --text: cairn ${path.join(' ')} --text "…". ` : '';
          write(`${cleanCommanderText(text)}${hint}(run cairn ${path.join(' ')} --help for usage)\n`);
        },
      });
      helpFor(sub, path);
    }
  };
  helpFor(program, []);
  return program;
}

/**
 * Runs the CLI. Usage errors (unknown command or option, missing argument) exit 2.
 *
 * @param argv - `process.argv`
 * @param context - the run's folder, environment, stdio and exit code (default: this process's; `cairn daemon` passes a request's)
 */
export async function main(argv: readonly string[], context: RequestContext = processContext()): Promise<void> {
  const program = createProgram(context);
  useCommandGrammar(program);
  // `cairn help <typo>` printed the whole help without a word that the command is unknown (the
  // fifteenth newcomer walk): it is read as `cairn <typo>`, which says so and suggests the name.
  const asked = argv[3];
  const known = (name: string): boolean => program.commands.some((c) => c.name() === name || c.aliases().includes(name));
  const args = argv[2] === 'help' && asked !== undefined && !asked.startsWith('-') && !known(asked) ? [...argv.slice(0, 2), ...argv.slice(3)] : [...argv];
  try {
    await program.parseAsync(args);
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version exit 0; everything else commander refuses is usage: INVALID_INPUT,
      // through the one table.
      if (error.exitCode === 0) {
        context.exitCode = EXIT.ok;
        // Help or the version not written (a full disk: walk h57 item 2): one line and exit 5, as `run` says it.
        if (outputFailure(context.stdout) === undefined) await new Promise((r) => setImmediate(r));
        const cut = outputFailure(context.stdout);
        if (cut !== undefined) {
          const e = stdoutFailure(cut, 'the output', 'what was printed is incomplete — free space and run the command again, or send its output elsewhere');
          context.stderr.write(`cairn: ${e.message}\n`);
          context.exitCode = exitCodeFor(e.code);
        }
        return;
      }
      const usage = new CoreError(
        ErrorCode.INVALID_INPUT,
        versionHint(error.message)
          .replace(/^error: /, '')
          .trimEnd(),
      );
      context.exitCode = exitCodeFor(usage.code);
      if (argv.includes('--json'))
        createOutput({ json: true, color: false, stdout: context.stdout, stderr: context.stderr }, context.env).printJson(usage.toJSON());
      return;
    }
    throw error;
  }
}
