/*
 * Flags on Claude Code's command line that give it settings, MCP servers, plugins, agents, channels
 * or permissions no file Cairn reads holds (h56 attack H5). Sources: Claude Code's CLI reference
 * (code.claude.com/docs/en/cli-reference: `--mcp-config` "Load MCP servers from JSON files or
 * strings", `--settings` "additional settings", `--plugin-dir`, `--agents`, `--permission-mode`,
 * `--allowedTools`, `--dangerously-skip-permissions`), the channels reference (`--channels`,
 * `--dangerously-load-development-channels`, code.claude.com/docs/en/channels-reference), read
 * through the search tool 2026-12-07.
 */

/**
 * Flags that change what runs beside the agent or what it may do, wherever they appear on an
 * ancestor's command line: any one makes the session unprotected (Cairn cannot judge a layer it
 * does not read). Lower-case, without a value.
 */
const LAYER_FLAGS: ReadonlySet<string> = new Set([
  '--settings',
  '--setting-sources',
  '--mcp-config',
  '--strict-mcp-config',
  '--plugin-dir',
  '--agents',
  '--channels',
  '--dangerously-load-development-channels',
  '--dangerously-skip-permissions',
  '--allow-dangerously-skip-permissions',
  '--permission-prompt-tool',
  '--chrome',
]);

/** Permission modes that run tools without asking (`--permission-mode <mode>`): counted as a layer, fail closed. */
const BYPASSING_MODES = /^(?:bypasspermissions|dontask)$/iu;

/**
 * Flags of Claude Code itself known to add no layer (model, session, output and prompt choices;
 * `--add-dir` is judged on its own). On a command line that is Claude Code's, every other flag is
 * counted as one that may add a layer (fail closed: a new flag of a later release is unknown).
 */
const PLAIN_CLAUDE_FLAGS: ReadonlySet<string> = new Set([
  '--add-dir',
  // Allow rules and modes other than bypassing: deny rules are evaluated first and win in every
  // mode (permissions docs: "deny → ask → allow, first match wins"), and the sandbox is not a
  // permission rule, so neither lifts the home's deny rules or the sandbox protection rests on.
  // `--permission-mode bypassPermissions` (or `dontAsk`) is counted below (fail closed).
  '--allowedtools',
  '--allowed-tools',
  '--permission-mode',
  '--model',
  '--fallback-model',
  '--resume',
  '-r',
  '--continue',
  '-c',
  '--fork-session',
  '--session-id',
  '--print',
  '-p',
  '--output-format',
  '--input-format',
  '--include-partial-messages',
  '--replay-user-messages',
  '--verbose',
  '--debug',
  '-d',
  '--max-turns',
  '--max-budget-usd',
  '--append-system-prompt',
  '--system-prompt',
  '--disallowedtools',
  '--disallowed-tools',
  '--effort',
  '--version',
  '-v',
  '--help',
  '-h',
]);

/** Whether a command line is Claude Code's own: its program (or the script node runs) is named `claude`, or lives in `@anthropic-ai/claude-code`. */
export function isClaudeCommandLine(args: readonly string[]): boolean {
  return args.slice(0, 2).some((a) => /(?:^|[/\\])claude(?:\.exe)?$/iu.test(a) || /[/\\]@anthropic-ai[/\\]claude-code[/\\]/iu.test(a));
}

/**
 * The flags on one command line that may add a settings, MCP, plugin, agent, channel or permission
 * layer (as written up to any `=`, lower-cased): every {@link LAYER_FLAGS} flag on any line, and on
 * Claude Code's own line ({@link isClaudeCommandLine}) every flag before `--` not known to be
 * plain. A layer flag after `--` still counts: a wrapper may hand it on to the host (fail closed).
 *
 * @param args - one process's argument list, program first
 */
export function layerFlagsOf(args: readonly string[]): string[] {
  const claude = isClaudeCommandLine(args);
  const found: string[] = [];
  let options = true;
  const rest = args.slice(1);
  for (const [i, a] of rest.entries()) {
    if (a === '--') options = false;
    if (!a.startsWith('-') || a === '-' || a === '--') continue;
    const flag = a.split('=', 1)[0]?.toLowerCase() ?? a;
    if (LAYER_FLAGS.has(flag) || (claude && options && !PLAIN_CLAUDE_FLAGS.has(flag))) found.push(flag);
    else if (flag === '--permission-mode' && BYPASSING_MODES.test(a.includes('=') ? a.slice(a.indexOf('=') + 1) : (rest[i + 1] ?? ''))) found.push(flag);
  }
  return found;
}
