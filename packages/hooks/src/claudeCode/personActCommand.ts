import { parse } from 'shell-quote';

/**
 * The `cairn` commands that are a person's act (core's PERSON_ACTS; the CLI marks each in its
 * help: "a person's act, signed with your passphrase on the terminal"). A subcommand named `*`
 * makes every subcommand one; otherwise only the subcommands listed.
 */
const PERSON_ACT_COMMANDS: Readonly<Record<string, '*' | readonly string[]>> = {
  confirm: '*',
  pin: '*',
  unpin: '*',
  forget: '*',
  reject: '*',
  supersede: '*',
  reverify: '*',
  review: '*',
  prune: '*',
  consolidate: '*',
  wipe: '*',
  init: '*',
  repair: '*',
  migrate: '*',
  setup: '*',
  trust: '*',
  'lift-bar': '*',
  pause: '*',
  resume: '*',
  person: ['setup', 'change-key', 'recover', 'sandbox-only', 'sign'],
  team: ['link', 'grant', 'revoke', 'trust', 'untrust'],
};

/** Options of the `cairn` program itself that take a value (`--home <dir>`), skipped before the subcommand. */
const GLOBAL_WITH_VALUE = new Set(['--home', '--project', '--store']);

/** Whether `word` names the Cairn command line: `cairn`, a path ending in `/cairn`, the bundle, or the built bin. */
function isCairn(word: string): boolean {
  const base = word.slice(word.lastIndexOf('/') + 1);
  return base === 'cairn' || base === 'cairn.mjs' || base === 'cairn-memory' || /(?:^|\/)packages\/cli\/dist\/bin\.js$/u.test(word);
}

/**
 * `memorize` is a person's act only as the person's own (origin user, the default with
 * `--text`) or pinned/stable: an agent's `memorize --origin agent` is not.
 */
function memorizeIsAct(args: readonly string[]): boolean {
  if (args.includes('--pin') || args.includes('--stable')) return true;
  const i = args.findIndex((a) => a === '--origin' || a.startsWith('--origin='));
  const origin = i < 0 ? undefined : args[i]?.includes('=') ? args[i]?.slice('--origin='.length) : args[i + 1];
  if (origin !== undefined) return origin === 'user';
  return args.some((a) => a === '--text' || a.startsWith('--text='));
}

/**
 * The person's act a shell command asks of Cairn, if any: `cairn confirm mem_…` → `"confirm"`,
 * `cd x && npx cairn --home ~/.cairn person setup` → `"person setup"`. Every simple command of the
 * line is read (split at `&&`, `||`, `;`, `|`, `&`, parentheses, `$(…)` and backquotes — also inside
 * double quotes — and newlines), quoting as
 * a POSIX shell reads it (shell-quote's parser; variables are left as written, never expanded).
 *
 * A convenience, never the guarantee (issue #16: "a command can be spelled many ways"): a
 * command spelled past it still cannot sign, for only the person's passphrase on the terminal
 * signs an act. Used by the PreToolUse hook to answer `ask`, so the person sees the command.
 *
 * @param command - the Bash tool's `command` (any length; parsed as is)
 * @returns the act as `<command>` or `<command> <subcommand>`, or undefined when none is named
 */
export function personActInCommand(command: string): string | undefined {
  for (const line of command.split(/\r?\n/u)) {
    let tokens: ReturnType<typeof parse>;
    try {
      tokens = parse(line, (key) => `$${key}`);
    } catch {
      continue; // an unbalanced quote: not a command a shell would run as written
    }
    const words: string[] = [];
    const simple: string[][] = [words];
    for (const t of tokens) {
      if (typeof t === 'string') (simple[simple.length - 1] as string[]).push(t);
      else if ('op' in t && t.op !== 'glob') simple.push([]);
      else if ('op' in t) (simple[simple.length - 1] as string[]).push(t.pattern);
    }
    for (const cmd of simple) {
      const act = actIn(cmd);
      if (act !== undefined) return act;
      // A command substitution inside double quotes is one word to the parser, and the shell runs it.
      for (const word of cmd)
        for (const m of word.matchAll(/\$\(([^()]*)\)|`([^`]*)`/gu)) {
          const inner = personActInCommand(m[1] ?? m[2] ?? '');
          if (inner !== undefined) return inner;
        }
    }
  }
  return undefined;
}

/** The act one simple command (its words) asks for, if it runs `cairn` with a person's act. */
function actIn(words: readonly string[]): string | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (!isCairn(w)) continue;
    // Whatever runs it (`npx cairn`, `sudo -E cairn`, `node …/bin.js`), the act is the word after Cairn's own options.
    let j = i + 1;
    while (j < words.length) {
      const o = words[j] as string;
      if (GLOBAL_WITH_VALUE.has(o)) j += 2;
      else if (o.startsWith('-')) j += 1;
      else break;
    }
    const sub = words[j];
    if (sub === undefined) continue;
    const rest = words.slice(j + 1);
    if (sub === 'memorize') {
      if (memorizeIsAct(rest)) return 'memorize';
      continue;
    }
    const acts = PERSON_ACT_COMMANDS[sub];
    if (acts === '*') return sub;
    if (acts !== undefined) {
      const second = rest.find((r) => !r.startsWith('-'));
      if (second !== undefined && acts.includes(second)) return `${sub} ${second}`;
    }
  }
  return undefined;
}

/**
 * Claude Code's PreToolUse answer for a Bash call that names a person's act (hooks docs, "PreToolUse
 * decision control", read 2026-12-04: `permissionDecision` `ask` shows the call to the person
 * with `permissionDecisionReason`). Undefined for every other call: the host decides as it would.
 *
 * @param payload - the PreToolUse event as Claude Code sent it (already known to be PreToolUse)
 * @returns the JSON line to print on stdout, or undefined
 */
export function personActAsk(payload: unknown): string | undefined {
  const p = payload as { tool_name?: unknown; tool_input?: { command?: unknown } | null } | null;
  if (p?.tool_name !== 'Bash' || typeof p.tool_input?.command !== 'string') return undefined;
  const act = personActInCommand(p.tool_input.command);
  if (act === undefined) return undefined;
  return JSON.stringify({
    hookSpecificOutput: {
      hookEventName: 'PreToolUse',
      permissionDecision: 'ask',
      permissionDecisionReason: `cairn ${act} is a person's act: only you can sign it, in your own terminal (with your passphrase, or a yes in a home declared sandbox-only). Run it there yourself; from the agent it cannot sign and will be refused.`,
    },
  });
}
