import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { foldLine, type StoreCheck } from '@cairn/core';

/**
 * The words of a command as a POSIX shell splits the simple ones `cairn setup` writes (bare
 * words, 'single' and "double" quoted, `'\''` inside single quotes); undefined for anything
 * else (`$`, backquotes, redirections…): such a command is not setup's, and is not judged.
 */
function shellWords(command: string): string[] | undefined {
  const words: string[] = [];
  let word: string | undefined;
  let i = 0;
  while (i < command.length) {
    const ch = command[i] as string;
    if (ch === ' ' || ch === '\t') {
      if (word !== undefined) words.push(word);
      word = undefined;
      i++;
    } else if (ch === "'") {
      const end = command.indexOf("'", i + 1);
      if (end < 0) return undefined;
      word = (word ?? '') + command.slice(i + 1, end);
      i = end + 1;
    } else if (ch === '"') {
      const end = command.indexOf('"', i + 1);
      if (end < 0 || /[$`\\]/u.test(command.slice(i + 1, end))) return undefined;
      word = (word ?? '') + command.slice(i + 1, end);
      i = end + 1;
    } else if (/[$`\\;&|<>()*?]/u.test(ch)) return undefined;
    else {
      word = (word ?? '') + ch;
      i++;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** Every `command` string of a Claude Code settings object's `hooks` (event → groups → hooks). */
function hookCommands(settings: unknown): string[] {
  const hooks = (settings as { hooks?: unknown } | null)?.hooks;
  if (hooks === null || typeof hooks !== 'object') return [];
  const out: string[] = [];
  for (const groups of Object.values(hooks as Record<string, unknown>)) {
    if (!Array.isArray(groups)) continue;
    for (const g of groups) {
      const list = (g as { hooks?: unknown } | null)?.hooks;
      if (!Array.isArray(list)) continue;
      for (const h of list) {
        const command = (h as { command?: unknown } | null)?.command;
        if (typeof command === 'string') out.push(command);
      }
    }
  }
  return out;
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Doctor's failed "host hooks" check: `detail` folded to one line, with its `fix`. */
const failed = (detail: string, fix: string): StoreCheck[] => [{ name: 'host hooks', ok: false, detail: foldLine(detail), fix }];

/**
 * `doctor`'s "host hooks" check (the h47 newcomer walk, item 8: the settings `cairn setup
 * claude-code` wrote pin the node that ran it, by absolute path; after a Node upgrade through nvm
 * or fnm every hook failed in Claude Code and doctor printed only `ok` lines). For each settings
 * file a setup ledger of this home names (`<home>/setup/claude-code-*.json`, which keeps the exact
 * `hookCommand` setup wrote), every hook command there that is Cairn's — the ledger's, or one that
 * names this home, `--home`, `cairn`, or ends in ` hook` — is judged:
 * - setup's shape (`<node> <cairn> --home <this home> hook`) with its node or its cairn gone: failed,
 *   naming the file;
 * - not the ledger's command (another interpreter or script, a `-r preload`, an `ENV=… ` prefix,
 *   anything a shell would read otherwise): failed, naming it (h48 attack F12: `/tmp/evil.js` or
 *   `python3` in place of cairn or node read "ok", and a `node -r …` or `NODE_OPTIONS=…` form
 *   made the line disappear);
 * - a settings file that holds none of setup's commands: failed (the hooks were taken out).
 * Other hooks (not Cairn's) are not judged here. No ledger: no check (setup was never run with this home).
 *
 * @param home - the Cairn home (absolute)
 * @returns one check, or none
 */
export async function hookCommandsCheck(home: string): Promise<StoreCheck[]> {
  const dir = join(home, 'setup');
  const ledgers = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.startsWith('claude-code-') && n.endsWith('.json'));
  if (ledgers.length === 0) return [];
  const missing: string[] = [];
  const foreign: string[] = [];
  const without: string[] = [];
  const older: string[] = [];
  let checked = 0;
  for (const name of ledgers) {
    let ledger: { settingsPath?: unknown; statePath?: unknown; hookCommand?: unknown; mcp?: { value?: unknown } };
    try {
      ledger = JSON.parse(await readFile(join(dir, name), 'utf8')) as typeof ledger;
    } catch {
      continue;
    }
    const { settingsPath, hookCommand } = ledger;
    if (typeof settingsPath !== 'string') continue;
    // Written before setup cleared NODE_OPTIONS (h49): a NODE_OPTIONS the host passes on loads code into Cairn's own process.
    const server = ledger.mcp?.value;
    const serverEnv = server !== null && typeof server === 'object' ? (server as { env?: Record<string, unknown> }).env : undefined;
    const olderServer = server !== undefined && serverEnv?.NODE_OPTIONS !== '';
    let settings: unknown;
    try {
      settings = JSON.parse(await readFile(settingsPath, 'utf8'));
    } catch {
      continue;
    }
    let setups = 0;
    for (const command of new Set(hookCommands(settings))) {
      // Setup writes `NODE_OPTIONS= <node> <cairn> --home <home> hook` (since h49; before it, without the first word).
      const all = shellWords(command);
      const words = all?.[0] === 'NODE_OPTIONS=' ? all.slice(1) : all;
      const shaped = words !== undefined && words.length === 5 && words[4] === 'hook' && words[2] === '--home' && resolve(words[3] as string) === resolve(home);
      const ours = command === hookCommand;
      const cairnLike = ours || shaped || command.includes(home) || /(?:^|\s)--home(?:\s|=)|cairn|\shook\s*$/iu.test(command);
      if (!cairnLike) continue;
      checked++;
      if (ours) setups++;
      if (ours && all?.[0] !== 'NODE_OPTIONS=') older.push(`the hook command in ${settingsPath}`);
      if (shaped) {
        const gone: string[] = [];
        for (const path of (words as string[]).slice(0, 2)) if (!(await exists(path))) gone.push(path);
        if (gone.length > 0) {
          for (const path of gone) missing.push(`${path} (in ${settingsPath})`);
          continue;
        }
      }
      if (!ours) foreign.push(`${foldLine(command).slice(0, 200)} (in ${settingsPath})`);
    }
    if (olderServer) older.push(`the MCP server entry in ${typeof ledger.statePath === 'string' ? ledger.statePath : '~/.claude.json'}`);
    if (setups === 0 && missing.length === 0 && foreign.length === 0) without.push(settingsPath);
  }
  if (checked === 0 && without.length === 0) return [];
  if (missing.length > 0)
    return failed(
      `a hook command runs a file that no longer exists: ${[...new Set(missing)].join(', ')} — every hook of that host fails (a Node upgrade through nvm or fnm, or Cairn moved)`,
      'run `cairn setup claude-code` again (it writes the node and cairn that run it), then start a new session',
    );
  if (foreign.length > 0)
    return failed(
      `${foreign.length === 1 ? 'a hook command of Cairn is' : `${foreign.length} hook commands of Cairn are`} not the command \`cairn setup\` wrote (its setup ledger in ${dir} keeps that one): ${[...new Set(foreign)].slice(0, 3).join('; ')}${foreign.length > 3 ? '; …' : ''} — the host runs that instead, and Cairn does not know what it does`,
      'if you did not change it yourself, find what did; run `cairn setup claude-code` again (it writes its own command back), then start a new session',
    );
  if (without.length > 0)
    return failed(
      `${without.join(', ')} holds none of the hook commands \`cairn setup\` wrote there: the host runs no Cairn hook (no observations, no digest at SessionStart)`,
      'run `cairn setup claude-code` again, or `cairn setup claude-code --remove` if you meant to take Cairn out',
    );
  if (older.length > 0)
    return [
      {
        name: 'host hooks',
        ok: true,
        warn: true,
        detail: `${[...new Set(older)].join(' and ')} ${older.length === 1 ? 'is' : 'are'} as an earlier \`cairn setup\` wrote ${older.length === 1 ? 'it' : 'them'}, without clearing NODE_OPTIONS: a NODE_OPTIONS in the environment the host passes on (a settings file's env, the shell Claude Code started in) would load its code into Cairn's own hook or MCP server, outside the sandbox`,
        fix: 'run `cairn setup claude-code` again (it writes the current entries over its own), then start a new session',
      },
    ];
  return [
    {
      name: 'host hooks',
      ok: true,
      detail: `${checked === 1 ? 'the hook command' : `${checked} hook commands`} of \`cairn setup\` ${checked === 1 ? 'runs' : 'run'} as setup wrote ${checked === 1 ? 'it' : 'them'}, with a node and a cairn that exist`,
    },
  ];
}
