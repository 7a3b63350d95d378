import { execFile } from 'node:child_process';
import { constants, existsSync, readFileSync, realpathSync } from 'node:fs';
import { type FileHandle, lstat, open, readdir, realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  CAIRN_SERVER_DIFFERS,
  covers,
  HOST_DEFINITION_FOLDERS,
  type McpServerKind,
  PROJECT_SETTINGS_SANDBOX,
  type ProjectSettingsFacts,
  rulePath,
  type SettingsLayer,
} from '@cairn/session';
import { definitionLabel, definitionRoots, definitionsThatRun, nestedDefinitionRoots, parentDefinitionRoots } from './hostDefinitions.js';
import { CODE_ENV, CODE_SETTINGS, envIsInert, INERT_SETTINGS, settingsThatRun } from './settingsKeys.js';

/** Where Claude Code keeps its settings files (code.claude.com/docs/en/settings, "Settings files", read 2026-12-01). */
export interface ClaudePaths {
  managed: string;
  user: string;
  project: string;
  local: string;
  /** `~/.claude.json`: user- and local-scope MCP servers. */
  state: string;
  /** The project's `.mcp.json`. */
  projectMcp: string;
  /** The user's home folder (for `~/` in a settings path); the process's home when absent. */
  home?: string;
}

/** The host's own settings files outside the project (core's `hostSettingsFiles`): the user's settings and `~/.claude.json`. */
export function hostSettingsFiles(paths: ClaudePaths): string[] {
  return [paths.user, paths.state];
}

/**
 * The host's folders of code-bearing definitions outside the project (core's
 * `hostDefinitionFolders`): `skills`, `agents`, `commands` and `hooks` in the user's config folder
 * (`~/.claude`, or `CLAUDE_CONFIG_DIR`; core's `HOST_DEFINITION_FOLDERS`). Absolute.
 */
export function hostDefinitionFolders(paths: ClaudePaths): string[] {
  return HOST_DEFINITION_FOLDERS.map((name) => join(dirname(paths.user), name));
}

/** The settings files Claude Code reads for a project; `CLAUDE_CONFIG_DIR` moves the user's. */
export function claudePaths(projectDir: string, env: Readonly<Record<string, string | undefined>>, userHome: string): ClaudePaths {
  const configDir = env.CLAUDE_CONFIG_DIR && env.CLAUDE_CONFIG_DIR !== '' ? env.CLAUDE_CONFIG_DIR : join(userHome, '.claude');
  return {
    managed: '/etc/claude-code/managed-settings.json',
    user: join(configDir, 'settings.json'),
    project: join(projectDir, '.claude', 'settings.json'),
    local: join(projectDir, '.claude', 'settings.local.json'),
    state: env.CLAUDE_CONFIG_DIR && env.CLAUDE_CONFIG_DIR !== '' ? join(configDir, '.claude.json') : join(userHome, '.claude.json'),
    projectMcp: join(projectDir, '.mcp.json'),
    home: userHome,
  };
}

/**
 * Reads and parses one JSON file: `{}` when it is absent, `{error}` naming why it could not be
 * read or parsed. Only a regular file is read: it is opened non-blocking and checked first, so a
 * FIFO planted where a settings file belongs (`mkfifo .claude/settings.json`: anyone who can write
 * the project can) is `not a regular file` at once, never an open that waits for a writer past
 * the hook's time budget (attack h58 F1).
 */
async function readJson(path: string): Promise<{ value?: unknown; error?: string }> {
  let text: string;
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
    if (!(await handle.stat()).isFile()) return { error: 'not a regular file' };
    text = await handle.readFile('utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? {} : { error: code ?? 'unreadable' };
  } finally {
    await handle?.close().catch(() => undefined);
  }
  try {
    return { value: JSON.parse(text) };
  } catch {
    // Where it went wrong; jsonc-parser loaded only for a file that did not parse (no hook start-up weight).
    const { jsonWhere } = await import('./jsonWhere.js');
    return { error: `not valid JSON${jsonWhere(text)}` };
  }
}

/** Reads the host's settings files, most authoritative first (core's `assessProtection` merges them). */
export async function readClaudeLayers(paths: ClaudePaths): Promise<SettingsLayer[]> {
  const scopes = [
    ['managed', paths.managed],
    ['local', paths.local],
    ['project', paths.project],
    ['user', paths.user],
  ] as const;
  return Promise.all(
    scopes.map(async ([scope, path]) => {
      const r = await readJson(path);
      return { scope, dir: dirname(path), ...(r.value !== undefined ? { settings: r.value } : {}), ...(r.error !== undefined ? { error: r.error } : {}) };
    }),
  );
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Cairn's own entries as `cairn setup claude-code` wrote them, from its ledgers in the home. */
interface CairnEntries {
  /** The hook commands, exactly as written. */
  hooks: Set<string>;
  /** The MCP server entries, exactly as written. */
  servers: unknown[];
  /** The runtimes they start (node), absolute. */
  runtimes: string[];
  /** Cairn's scripts they run (the CLI's bin.js), absolute. */
  scripts: string[];
}

/**
 * Reads setup's ledgers (`<home>/setup/claude-code-*.json`): what it wrote is Cairn's own. The
 * ledgers are in the home, which in a home declared sandbox-only (the only kind whose sessions
 * may be protected) the agent can neither read nor write.
 */
async function cairnEntries(cairnHome: string): Promise<CairnEntries> {
  const entries: CairnEntries = { hooks: new Set(), servers: [], runtimes: [], scripts: [] };
  const dir = join(cairnHome, 'setup');
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.startsWith('claude-code-') && n.endsWith('.json'))) {
    const ledger = (await readJson(join(dir, name))).value;
    if (!isObject(ledger)) continue;
    if (typeof ledger.hookCommand === 'string') entries.hooks.add(ledger.hookCommand);
    const server = isObject(ledger.mcp) ? ledger.mcp.value : undefined;
    if (isObject(server)) {
      entries.servers.push(server);
      const args = Array.isArray(server.args) ? server.args : [];
      if (typeof server.command === 'string') entries.runtimes.push(server.command);
      if (typeof args[0] === 'string') entries.scripts.push(args[0]);
    }
  }
  return entries;
}

/** The runtime dependencies a package.json names (dependencies, optional and peer ones); none when it cannot be read. */
function dependencyNames(packageDir: string): string[] {
  try {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    const names = new Set<string>();
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies']) {
      const deps = manifest[field];
      if (deps !== null && typeof deps === 'object' && !Array.isArray(deps)) for (const n of Object.keys(deps)) names.add(n);
    }
    return [...names];
  } catch {
    return [];
  }
}

/**
 * The folder Node loads the bare specifier `name` from when `from` (a package's real folder)
 * requires it: the first `node_modules/<name>` in `from` or a folder above it (Node's module
 * resolution, nodejs.org/api/modules.html "Loading from node_modules folders"), its real path.
 * Synchronous: a few hundred packages are looked up at each session start.
 */
function dependencyFolder(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (basename(dir) !== 'node_modules') {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) {
        try {
          return realpathSync.native(candidate);
        } catch {
          return candidate;
        }
      }
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The folders Cairn's code is loaded from when `script` runs: its package (the nearest folder
 * above it with a package.json) and the real folder of every package it depends on, directly
 * or not, found as Node finds them (installed by npm, nested in the package's node_modules; by
 * pnpm, in the virtual store its links point into, which may be a global store far from the
 * package). Real paths, so a link does not hide one; a folder inside another listed is left out.
 * Each is checked on its own: the deepest folder holding them all could be the user's home or
 * `/` (issue #16), which every writable folder is inside.
 *
 * @returns absolute real paths, the package's own first, then in path order
 */
export async function installFolders(script: string): Promise<string[]> {
  const real = await realpath(script).catch(() => script);
  let root = dirname(real);
  while (!existsSync(join(root, 'package.json')) && dirname(root) !== root) root = dirname(root);
  if (!existsSync(join(root, 'package.json'))) return [dirname(real)];
  const seen = new Set<string>([root]);
  for (let queue = [root]; queue.length > 0; ) {
    const next: string[] = [];
    for (const dir of queue)
      for (const name of dependencyNames(dir)) {
        const found = dependencyFolder(dir, name);
        if (found !== undefined && !seen.has(found)) {
          seen.add(found);
          next.push(found);
        }
      }
    queue = next;
  }
  // Sorted, a folder comes after every listed folder that holds it.
  const kept: string[] = [];
  for (const f of [...seen].sort()) if (!kept.some((g) => covers(g, f))) kept.push(f);
  return [root, ...kept.filter((f) => f !== root)];
}

/**
 * Where the sandboxed agent may write, each with the setting or default that lets it
 * (the settings reference's `sandbox.filesystem`, code.claude.com/docs/en/settings "Sandbox
 * settings", read 2026-12-03 through the search tool as quoted by docs.rs/crate claude-code-settings
 * 0.1.0 `SandboxFilesystem` and brewpirate.github.io/claude-code-docs "File System Sandbox": "By
 * default they can write to the working directory, the per-user temp directory, and directories
 * you add with --add-dir, /add-dir, or permissions.additionalDirectories"; `allowWrite` is "also
 * merged with paths from Edit(...) allow permission rules"). The per-user temp folder is
 * `/tmp/claude-<uid>` (or `CLAUDE_CODE_TMPDIR`), with `/tmp/claude` and `/private/tmp/claude`
 * in the sandbox's write list (anthropics/claude-code#29329, #23214). A pattern Cairn cannot
 * resolve is `undefined`: it may cover anything.
 */
function writableFolders(
  projectDir: string,
  layers: readonly SettingsLayer[],
  userHome: string,
  env: Readonly<Record<string, string | undefined>>,
): { path: string | undefined; why: string }[] {
  const out: { path: string | undefined; why: string }[] = [{ path: projectDir, why: 'the project folder (the sandbox’s working folder)' }];
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const temps = ['/tmp/claude', '/private/tmp/claude', ...(uid !== undefined ? [`/tmp/claude-${uid}`, `/private/tmp/claude-${uid}`] : [])];
  if (env.CLAUDE_CODE_TMPDIR !== undefined && env.CLAUDE_CODE_TMPDIR !== '') temps.push(env.CLAUDE_CODE_TMPDIR);
  for (const t of temps) out.push({ path: t, why: `the sandbox’s temp folder ${t}` });
  for (const layer of layers) {
    const settings = isObject(layer.settings) ? layer.settings : {};
    const fs = isObject(settings.sandbox) ? settings.sandbox.filesystem : undefined;
    const perms = isObject(settings.permissions) ? settings.permissions : {};
    const where = `in the ${layer.scope} settings`;
    for (const entry of isObject(fs) && Array.isArray(fs.allowWrite) ? fs.allowWrite : [])
      if (typeof entry === 'string') out.push({ path: rulePath(entry, layer.dir, userHome), why: `sandbox.filesystem.allowWrite “${entry}” ${where}` });
    for (const entry of Array.isArray(perms.additionalDirectories) ? perms.additionalDirectories : [])
      if (typeof entry === 'string')
        out.push({
          path: entry.startsWith('/') && !entry.startsWith('//') ? entry : rulePath(entry, layer.dir, userHome),
          why: `permissions.additionalDirectories “${entry}” ${where}`,
        });
    for (const rule of Array.isArray(perms.allow) ? perms.allow : []) {
      const m = typeof rule === 'string' ? /^Edit\((.*)\)$/u.exec(rule.trim()) : null;
      if (m) out.push({ path: rulePath(m[1] as string, layer.dir, userHome), why: `permissions.allow “${rule}” ${where}` });
    }
  }
  return out;
}

/** {@link writableFolders}, with the project's real path too when a link leads to it (a rule may name either). */
async function agentWritable(
  projectDir: string,
  layers: readonly SettingsLayer[],
  userHome: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<{ path: string | undefined; why: string }[]> {
  const writable = writableFolders(projectDir, layers, userHome, env);
  const project = await realpath(projectDir).catch(() => projectDir);
  if (project !== projectDir) writable.push({ path: project, why: 'the project folder (the sandbox’s working folder)' });
  return writable;
}

/**
 * Whether the sandboxed agent may change Cairn's own program, and why, in words a person acts on
 * (undefined: it may not). Cairn's hook and MCP server run outside the sandbox, so the folders
 * their code is loaded from must be out of the agent's reach: the runtime (node) and each folder
 * Cairn's code is loaded from ({@link installFolders}: its package and every dependency's) must
 * not be inside a folder the agent may write ({@link writableFolders}), nor hold one.
 */
export async function cairnWithinReach(
  cairnHome: string,
  projectDir: string,
  layers: readonly SettingsLayer[],
  userHome: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<string | undefined> {
  const own = await cairnEntries(cairnHome);
  const writable = await agentWritable(projectDir, layers, userHome, env);
  const said = (what: string, why: string): string =>
    `Cairn’s own program (${what}) is where the sandboxed agent may write, through ${why}: its hook and MCP server would run the agent’s code outside the sandbox (install Cairn elsewhere, or remove that setting, then start a new session)`;
  for (const runtime of own.runtimes) {
    const real = await realpath(runtime).catch(() => runtime);
    for (const w of writable) if (w.path === undefined || covers(w.path, real) || covers(w.path, runtime)) return said(runtime, w.why);
  }
  for (const script of own.scripts) {
    for (const folder of await installFolders(script))
      for (const w of writable)
        if (w.path === undefined || covers(w.path, folder) || covers(folder, w.path) || covers(w.path, script)) return said(`installed in ${folder}`, w.why);
  }
  return undefined;
}

/**
 * Whether the sandboxed agent may write one of the host's own settings files outside the project
 * (`files`: the user's settings.json and `~/.claude.json`, core's `hostSettingsFiles`), and why,
 * in words a person acts on (undefined: it may not). Writable when a folder the sandbox may write
 * ({@link writableFolders}) holds the file, unless `sandbox.filesystem.denyWrite` covers the
 * file's folder — a denied file alone leaves its folder to be renamed away (bubblewrap 0.8.0,
 * see core's `PROJECT_SETTINGS_SANDBOX`). The host reloads its settings during a session, so an
 * agent could turn the sandbox off or add a hook there (issue #16). `folders` (the host's
 * definitions folders, {@link hostDefinitionFolders}) count the same way, and so does a writable
 * folder inside one: the host loads a skill written there at once (issue #21).
 */
export async function hostSettingsWithinReach(
  files: readonly string[],
  projectDir: string,
  layers: readonly SettingsLayer[],
  userHome: string,
  env: Readonly<Record<string, string | undefined>>,
  folders: readonly string[] = [],
): Promise<string | undefined> {
  const writable = await agentWritable(projectDir, layers, userHome, env);
  const denied: string[] = [];
  for (const layer of layers) {
    const fs = isObject(layer.settings) && isObject(layer.settings.sandbox) ? layer.settings.sandbox.filesystem : undefined;
    for (const entry of isObject(fs) && Array.isArray(fs.denyWrite) ? fs.denyWrite : []) {
      const path = typeof entry === 'string' ? rulePath(entry, layer.dir, userHome) : undefined;
      if (path !== undefined) denied.push(path);
    }
  }
  for (const file of files) {
    if (denied.some((d) => covers(d, dirname(file)))) continue;
    for (const w of writable)
      if (w.path === undefined || covers(w.path, file))
        return `the sandboxed agent may write ${file}, the host's own settings, through ${w.why}: it could add a hook or MCP server there, or turn the sandbox off (remove that setting, or deny the folder in sandbox.filesystem.denyWrite, then start a new session)`;
  }
  // A definitions folder (~/.claude/skills …): a writable folder inside it counts too.
  for (const folder of folders) {
    if (denied.some((d) => covers(d, folder))) continue;
    for (const w of writable)
      if (w.path === undefined || covers(w.path, folder) || covers(folder, w.path))
        return `the sandboxed agent may write in ${folder}, where the host loads skills, subagents or commands at once, through ${w.why}: one with hooks would run them outside the sandbox (remove that setting, or deny the folder in sandbox.filesystem.denyWrite, then start a new session)`;
  }
  return undefined;
}

/**
 * The project's settings facts for core's check (issue #16): the folder as the host names it, its
 * real path, and which of `.claude` and `.mcp.json` are symbolic links.
 */
export async function projectSettingsFacts(projectDir: string): Promise<ProjectSettingsFacts> {
  const realDir = await realpath(projectDir).catch(() => projectDir);
  const links: string[] = [];
  for (const name of PROJECT_SETTINGS_SANDBOX) {
    const st = await lstat(join(projectDir, name)).catch(() => undefined);
    if (st?.isSymbolicLink()) links.push(name);
  }
  return { dir: projectDir, ...(realDir !== projectDir ? { realDir } : {}), links };
}

/**
 * What else runs outside the sandbox (the host-hooks issue: "the session record lists them"):
 * stdio MCP servers and hook commands, by name only (`mcp:<server>`, `hook:<first word's base
 * name>`), never the command line. Each lets the agent run code outside the sandbox (a tool call
 * to the server, a file the hook reads), so each makes the session unprotected (core's
 * `assessProtection`). Cairn's own hook and MCP server are left out only when they are exactly
 * what setup wrote (its ledger in `cairnHome`) and the programs they run are out of the
 * sandboxed agent's reach: Cairn's hook gets its event from the host, and Cairn's MCP server
 * writes no session record. A server named `cairn` that setup did not write, or a hook line that
 * merely mentions `cairn hook`, is listed like any other.
 *
 * @param reachable - whether Cairn's program is within the sandboxed agent's reach
 *   ({@link cairnWithinReach}, computed once by the caller, which also reports why)
 */
export async function outsideSandbox(
  paths: ClaudePaths,
  layers: readonly SettingsLayer[],
  projectDir: string,
  cairnHome: string,
  reachable: boolean,
): Promise<string[]> {
  const names = new Set<string>();
  const own = await cairnEntries(cairnHome);
  const changeable = ' (Cairn’s own, but its program is where the sandboxed agent may change it)';
  const addServers = (servers: unknown): void => {
    if (!isObject(servers)) return;
    for (const [name, spec] of Object.entries(servers)) {
      if (!isObject(spec) || !(spec.type === undefined || spec.type === 'stdio')) continue;
      const mine = own.servers.some((s) => isDeepStrictEqual(s, spec));
      if (mine && !reachable) continue;
      names.add(`mcp:${name}${mine ? changeable : isCairnServer(name, spec) ? CAIRN_SERVER_DIFFERS : ''}`);
    }
  };
  const state = (await readJson(paths.state)).value;
  if (isObject(state)) {
    addServers(state.mcpServers);
    const projects = state.projects;
    if (isObject(projects) && isObject(projects[projectDir])) addServers((projects[projectDir] as Record<string, unknown>).mcpServers);
  }
  const mcp = (await readJson(paths.projectMcp)).value;
  if (isObject(mcp)) addServers(mcp.mcpServers);
  for (const layer of layers) {
    const hooks = isObject(layer.settings) ? layer.settings.hooks : undefined;
    if (!isObject(hooks)) continue;
    for (const groups of Object.values(hooks)) {
      if (!Array.isArray(groups)) continue;
      for (const g of groups) {
        for (const h of isObject(g) && Array.isArray(g.hooks) ? g.hooks : []) {
          if (!isObject(h) || typeof h.command !== 'string') continue;
          const mine = own.hooks.has(h.command);
          if (mine && !reachable) continue;
          names.add(`hook:${commandLabel(h.command)}${mine ? changeable : ''}`);
        }
      }
    }
  }
  const configDir = dirname(paths.user);
  for (const name of settingsThatRun(layers, { cairnHome, projectDir, configDir, state: paths.state, userHome: paths.home ?? homedir() })) names.add(name);
  // Skills, subagents and commands with hooks or MCP servers (attack h50 A1): the project's, the
  // user's, each additional working folder's, each parent's, and every
  // nested `.claude` below the project.
  const added: string[] = [];
  for (const layer of layers) {
    const perms = isObject(layer.settings) && isObject(layer.settings.permissions) ? layer.settings.permissions : {};
    for (const entry of Array.isArray(perms.additionalDirectories) ? perms.additionalDirectories : []) {
      const path =
        typeof entry !== 'string' ? undefined : entry.startsWith('/') && !entry.startsWith('//') ? entry : rulePath(entry, layer.dir, paths.home ?? homedir());
      if (path === undefined)
        names.add(definitionLabel(`permissions.additionalDirectories ${String(entry).slice(0, 60)}`, 'cannot be checked (a folder Cairn cannot resolve)'));
      else added.push(path);
    }
  }
  const nested = await nestedDefinitionRoots(projectDir);
  for (const name of nested.problems) names.add(name);
  const parents = parentDefinitionRoots(projectDir);
  for (const name of await definitionsThatRun([...definitionRoots(projectDir, configDir, added), ...parents, ...nested.roots])) names.add(name);
  return [...names].sort().slice(0, 200);
}

/**
 * The words of a shell command line (quotes and backslashes as `sh` reads them; no expansion).
 * Enough to tell leading `NAME=value` assignments and the program apart; never run.
 */
function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < command.length; i++) {
    const c = command[i] as string;
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
      else if (c === '\\' && quote === '"' && i + 1 < command.length) word = (word ?? '') + command[++i];
      else word = (word ?? '') + c;
    } else if (c === '"' || c === "'") {
      quote = c;
      word ??= '';
    } else if (c === '\\' && i + 1 < command.length) word = (word ?? '') + command[++i];
    else if (/\s/u.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/u;

/**
 * A hook command's label (the text after `hook:`): the names of its leading environment
 * assignments, each as `NAME=…` with its value dropped (a value may be a credential; attack note
 * N5, 2026-12-06), then the program's base name. `env` and its options before the program are
 * skipped like the shell's own assignments. Never an argument or a value.
 *
 * @example commandLabel('GH=abc123 gh api x') === 'GH=… gh'
 */
export function commandLabel(command: string): string {
  const words = shellWords(command.trim());
  const assigned: string[] = [];
  let i = 0;
  const take = (): void => {
    for (let m = ASSIGNMENT.exec(words[i] ?? ''); m !== null; m = ASSIGNMENT.exec(words[i] ?? '')) {
      assigned.push(`${m[1]}=…`);
      i++;
    }
  };
  take();
  if (basename(words[i] ?? '') === 'env') {
    i++;
    while ((words[i] ?? '').startsWith('-')) {
      const option = words[i] as string;
      i += option === '-u' || option === '--unset' || option === '-C' || option === '--chdir' || option === '-S' ? 2 : 1;
    }
    take();
  }
  const program = basename(words[i] ?? '');
  return [...assigned, program].filter((w) => w !== '').join(' ');
}

export { CODE_ENV, CODE_SETTINGS, envIsInert, INERT_SETTINGS, settingsThatRun };

const run = (cmd: string, args: string[]): Promise<boolean> =>
  new Promise((done) => {
    execFile(cmd, args, { timeout: 3_000 }, (error) => done(error === null));
  });

/** bwrap's options of the probe: every namespace Claude Code's sandbox unshares, the root read-only. */
const BWRAP_PROBE = ['--ro-bind', '/', '/', '--dev', '/dev', '--unshare-all', '--die-with-parent'] as const;

/**
 * Whether the host's sandbox can run here (code.claude.com/docs/en/sandboxing, "Linux and WSL2":
 * bubblewrap and socat; macOS: Seatbelt): on Linux bwrap must create its namespaces and socat
 * must start. Run once per SessionStart.
 *
 * On Linux one child process answers when both run: bwrap starts `socat -V` inside the namespaces
 * it created (the root bound read-only, so the same socat as outside). Only when that fails are
 * the two tried apart, to say which one is missing — the answer is the one the two separate runs
 * gave before (issue #20: each child is a fork of this process; a cold SessionStart 180.8 → 170.8
 * ms of CPU by `wait4`, medians of 21, 2026-12-07). A success inside the sandbox implies one
 * outside it (the same root read-only, fewer rights), and a failure inside falls back to them.
 *
 * Never cached: a remembered "the sandbox runs here" would be a file in the home or beside it that
 * an agent of a host whose sandbox does not run — exactly the host this probe is for — can write as
 * the person's user, and it turns a session protected (core's assessProtection); what an agent
 * could forge may only lower trust (docs/design.md, "only a protected session may raise it").
 * Keying such an entry on bwrap's and socat's stat, the user-namespace sysctls and the boot id
 * does not help: the agent reads them and writes the matching entry.
 *
 * @param platform - `process.platform` (a parameter for the tests)
 * @returns `available`, and when not, `detail`: what to install or why it cannot run
 */
export async function sandboxTools(platform: NodeJS.Platform = process.platform): Promise<{ available: boolean; detail?: string }> {
  if (platform === 'darwin')
    return (await run('/usr/bin/sandbox-exec', ['-n', 'no-network', '/usr/bin/true']))
      ? { available: true }
      : { available: false, detail: 'sandbox-exec does not run' };
  if (platform !== 'linux') return { available: false, detail: `no sandbox on ${platform}` };
  if (await run('bwrap', [...BWRAP_PROBE, 'socat', '-V'])) return { available: true };
  if (!(await run('bwrap', [...BWRAP_PROBE, 'true']))) {
    return { available: false, detail: 'bubblewrap is missing or cannot create namespaces (sudo apt-get install bubblewrap)' };
  }
  if (!(await run('socat', ['-V']))) return { available: false, detail: 'socat is missing (sudo apt-get install socat)' };
  return { available: true };
}

/** The home's hook settings (`<home>/config.json`; DESIGN.md §6: configuration lives only in the home). */
export interface HookConfig {
  /** SessionStart digest budget in characters (default 8,000 ≈ 2,000 tokens). */
  digestBudget: number;
  /** Add up to 3 receipts to each prompt (UserPromptSubmit). */
  hookRecall: boolean;
  /** MCP servers the person maps as mail, issues or chat (their output is `external`). */
  mcpServers: Record<string, McpServerKind>;
  /** Days observations are kept. */
  observationDays: number;
  /** Observations kept per project. */
  observationCap: number;
}

/** Reads the home's config; a missing or unreadable file gives the defaults. */
export async function readHookConfig(home: string, defaults: HookConfig): Promise<HookConfig> {
  const raw = (await readJson(join(home, 'config.json'))).value;
  if (!isObject(raw)) return defaults;
  const num = (v: unknown, min: number, max: number, d: number): number =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? Math.floor(v) : d;
  const servers: Record<string, McpServerKind> = {};
  if (isObject(raw.mcpServers)) {
    for (const [name, kind] of Object.entries(raw.mcpServers))
      if (kind === 'mail' || kind === 'issues' || kind === 'chat' || kind === 'tool') servers[name] = kind;
  }
  return {
    digestBudget: num(raw.digestBudget, 200, 100_000, defaults.digestBudget),
    hookRecall: raw.hookRecall === true,
    mcpServers: servers,
    observationDays: num(raw.observationDays, 1, 365, defaults.observationDays),
    observationCap: num(raw.observationCap, 100, 10_000_000, defaults.observationCap),
  };
}

/**
 * Whether a stdio server entry runs Cairn's MCP server (walk h50 item 3: the README's `claude mcp
 * add cairn …` replaced setup's entry; listed with core's CAIRN_SERVER_DIFFERS mark, so the reason
 * says to run setup rather than to remove Cairn's own server): named `cairn`, or running Cairn's
 * MCP program (`…/mcp/dist/bin.js`, `cairn-mcp`, or `cairn … mcp`).
 */
function isCairnServer(name: string, spec: Record<string, unknown>): boolean {
  if (name === 'cairn') return true;
  const words = [spec.command, ...(Array.isArray(spec.args) ? spec.args : [])].filter((w): w is string => typeof w === 'string');
  return (
    words.some((w) => /(?:^|\/)(?:cairn-mcp(?:\.m?js)?|mcp\/dist\/bin\.js)$/u.test(w)) ||
    (words.some((w) => /(?:^|\/)cairn(?:\.m?js)?$/u.test(w)) && words.at(-1) === 'mcp')
  );
}

/**
 * The project folder whose Claude Code settings a session started below it does not read (walk
 * 51): Claude Code reads a project's `.claude/settings.json` and `.claude/settings.local.json`
 * only in the folder it was started in (code.claude.com/docs/en/settings, "Settings files"), so a
 * session started in a subfolder runs without the sandbox and deny rules `cairn setup
 * claude-code` wrote at the project's top. Looks from `settingsDir`'s parent up to `top` (the
 * project's folder, or its worktree), never above it.
 *
 * @param settingsDir - the folder the host read project settings from (`CLAUDE_PROJECT_DIR`, else the session's cwd)
 * @param top - the project's top folder (realpath)
 * @returns the nearest folder above `settingsDir`, within `top`, that holds Claude Code project
 *   settings, when `settingsDir` holds none itself; else undefined
 */
export async function settingsAbove(settingsDir: string, top: string): Promise<string | undefined> {
  const holds = (dir: string): boolean => PROJECT_SETTINGS_FILES.some((f) => existsSync(join(dir, f)));
  const from = await realpath(settingsDir).catch(() => settingsDir);
  const rel = relative(top, from);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || holds(from)) return undefined;
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    if (holds(dir)) return dir;
    if (dir === top || dirname(dir) === dir) return undefined;
  }
}

/** The project settings files Claude Code reads in the folder it starts in ({@link settingsAbove}). */
const PROJECT_SETTINGS_FILES = [join('.claude', 'settings.json'), join('.claude', 'settings.local.json')] as const;
