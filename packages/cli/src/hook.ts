import { parseArgs } from 'node:util';

/**
 * `cairn hook`, reached before commander loads (a hook runs on every tool call, so start-up is
 * its cost): `[--home <dir>] [--project <dir>] hook [--host <h>] [--event <e>]`. Always exits 0
 * (DESIGN.md §10: a hook never breaks the agent; a hook exiting 2 blocks Claude Code's prompt).
 */
export async function hookMain(args: readonly string[]): Promise<void> {
  const parsed = hookOptions(args);
  if (typeof parsed === 'string') {
    process.stderr.write(parsed);
    process.exit(0);
  }
  const values = parsed;
  // A person who runs it by hand on a terminal is told what it is for, not left waiting on stdin
  // (issue #14, the seventh newcomer walk). A host always pipes its event. The example carries every
  // field a host's event must have (walk 46 item 3: without session_id it was refused as malformed).
  if (process.stdin.isTTY === true) {
    process.stderr.write(
      'cairn hook reads one event of an agent host as JSON on stdin; the host runs it (`cairn setup claude-code` or `cairn setup copilot` writes the hook). Nothing was read or done. To try it: echo \'{"hook_event_name":"SessionStart","session_id":"try","cwd":"."}\' | cairn hook\n',
    );
    process.exit(0);
  }
  try {
    const { runHook } = await import('@cairn/hooks/hook');
    await runHook({ ...values, env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
  } catch (error) {
    process.stderr.write(
      `cairn hook: ${String((error as Error)?.message ?? error)
        .split('\n')[0]
        ?.slice(0, 300)}\n`,
    );
  }
  // Flush, then leave at once: no timer, lock or handle may keep the host waiting.
  process.stdout.write('', () => process.exit(0));
}

/** `cairn hook`'s options, as a host passes them. */
export interface HookOptions {
  home?: string;
  project?: string;
  host?: string;
  event?: string;
}

/**
 * The options of `args` (the words after `cairn`), or the line to write on stderr when they
 * cannot be read (the hook then does nothing and exits 0). Shared by the entry and `cairn daemon`.
 */
export function hookOptions(args: readonly string[]): HookOptions | string {
  try {
    return parseArgs({
      args: args.filter((a) => a !== 'hook'),
      options: {
        home: { type: 'string' },
        project: { type: 'string' },
        host: { type: 'string' },
        event: { type: 'string' },
        json: { type: 'boolean' },
        'no-color': { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }).values as HookOptions;
  } catch (error) {
    return `cairn hook: ${(error as Error).message.split('\n')[0]} (usage: cairn [--home <dir>] [--project <dir>] hook [--host claude-code|copilot] [--event <name>])\n`;
  }
}

/**
 * True when argv names the hook command, after nothing but `--home`/`--project` options, and does
 * not ask for its help: `cairn hook --help` / `-h` goes to commander, which prints the help `cairn
 * help hook` prints (walk 10 item 2: the fast path called `--help` an unknown option).
 */
export function isHookInvocation(args: readonly string[]): boolean {
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === 'hook') return !args.slice(i + 1).some((b) => b === '--help' || b === '-h');
    if (a === '--home' || a === '--project') i++;
    else if (!(a.startsWith('--home=') || a.startsWith('--project='))) return false;
  }
  return false;
}
