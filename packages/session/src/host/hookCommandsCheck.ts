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

/**
 * `doctor`'s "host hooks" check (the h47 newcomer walk, item 8: the settings `cairn setup
 * claude-code` wrote pin the node that ran it, by absolute path; after a Node upgrade through nvm
 * or fnm every hook failed in Claude Code and doctor printed only `ok` lines). For each settings
 * file a setup ledger of this home names (`<home>/setup/claude-code-*.json`), every hook command
 * that runs `<node> <cairn> --home <this home> hook` is checked: its interpreter and its script
 * must exist. No ledger: no check (setup was never run with this home).
 *
 * @param home - the Cairn home (absolute)
 * @returns one check, or none
 */
export async function hookCommandsCheck(home: string): Promise<StoreCheck[]> {
  const dir = join(home, 'setup');
  const ledgers = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.startsWith('claude-code-') && n.endsWith('.json'));
  if (ledgers.length === 0) return [];
  const missing: string[] = [];
  let checked = 0;
  for (const name of ledgers) {
    let settingsPath: unknown;
    try {
      settingsPath = (JSON.parse(await readFile(join(dir, name), 'utf8')) as { settingsPath?: unknown }).settingsPath;
    } catch {
      continue;
    }
    if (typeof settingsPath !== 'string') continue;
    let settings: unknown;
    try {
      settings = JSON.parse(await readFile(settingsPath, 'utf8'));
    } catch {
      continue;
    }
    for (const command of new Set(hookCommands(settings))) {
      const words = shellWords(command);
      if (words === undefined || words.length < 5 || words.at(-1) !== 'hook') continue;
      const at = words.indexOf('--home');
      if (at !== 2 || resolve(words[3] as string) !== resolve(home)) continue;
      checked++;
      for (const path of words.slice(0, 2)) if (!(await exists(path))) missing.push(`${path} (in ${settingsPath})`);
    }
  }
  if (checked === 0) return [];
  if (missing.length === 0)
    return [
      {
        name: 'host hooks',
        ok: true,
        detail: `${checked === 1 ? 'the hook command' : `${checked} hook commands`} of \`cairn setup\` run a node and a cairn that exist`,
      },
    ];
  return [
    {
      name: 'host hooks',
      ok: false,
      detail: foldLine(
        `a hook command runs a file that no longer exists: ${[...new Set(missing)].join(', ')} — every hook of that host fails (a Node upgrade through nvm or fnm, or Cairn moved)`,
      ),
      fix: 'run `cairn setup claude-code` again (it writes the node and cairn that run it), then start a new session',
    },
  ];
}
