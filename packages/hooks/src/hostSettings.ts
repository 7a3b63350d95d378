import { execFile } from 'node:child_process';
import { readdir, readFile, realpath } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { covers, type McpServerKind, rulePath, type SettingsLayer } from '@cairn/session';

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
  };
}

async function readJson(path: string): Promise<{ value?: unknown; error?: string }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? {} : { error: code ?? 'unreadable' };
  }
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { error: 'not valid JSON' };
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
  /** The programs they run (node and Cairn's script), absolute. */
  programs: string[];
}

/**
 * Reads setup's ledgers (`<home>/setup/claude-code-*.json`): what it wrote is Cairn's own. The
 * ledgers are in the home, which in a home declared sandbox-only (the only kind whose sessions
 * may be protected) the agent can neither read nor write.
 */
async function cairnEntries(cairnHome: string): Promise<CairnEntries> {
  const entries: CairnEntries = { hooks: new Set(), servers: [], programs: [] };
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
      for (const p of [server.command, args[0]]) if (typeof p === 'string') entries.programs.push(p);
    }
  }
  return entries;
}

/**
 * Whether the sandboxed agent may change `program` (or the folder it is in): inside the project
 * (the sandbox's working folder, writable by default), or in a `sandbox.filesystem.allowWrite`
 * path (a pattern Cairn cannot resolve counts as covering it). Real paths, so a link does not hide it.
 */
async function agentMayChange(program: string, projectDir: string, layers: readonly SettingsLayer[], userHome: string): Promise<boolean> {
  const real = await realpath(program).catch(() => program);
  const project = await realpath(projectDir).catch(() => projectDir);
  if (covers(project, real) || covers(projectDir, program)) return true;
  for (const layer of layers) {
    const fs = isObject(layer.settings) && isObject(layer.settings.sandbox) ? layer.settings.sandbox.filesystem : undefined;
    const allowWrite = isObject(fs) && Array.isArray(fs.allowWrite) ? fs.allowWrite : [];
    for (const entry of allowWrite) {
      if (typeof entry !== 'string') continue;
      const p = rulePath(entry, layer.dir, userHome);
      if (p === undefined || covers(p, real) || covers(p, program)) return true;
    }
  }
  return false;
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
 */
export async function outsideSandbox(
  paths: ClaudePaths,
  layers: readonly SettingsLayer[],
  projectDir: string,
  cairnHome: string,
  userHome: string,
): Promise<string[]> {
  const names = new Set<string>();
  const own = await cairnEntries(cairnHome);
  let reachable = false;
  for (const p of own.programs) if (await agentMayChange(p, projectDir, layers, userHome)) reachable = true;
  const changeable = ' (Cairn’s own, but its program is where the sandboxed agent may change it)';
  const addServers = (servers: unknown): void => {
    if (!isObject(servers)) return;
    for (const [name, spec] of Object.entries(servers)) {
      if (!isObject(spec) || !(spec.type === undefined || spec.type === 'stdio')) continue;
      const mine = own.servers.some((s) => isDeepStrictEqual(s, spec));
      if (mine && !reachable) continue;
      names.add(`mcp:${name}${mine ? changeable : ''}`);
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
          const first = h.command.trim().split(/\s+/u)[0] ?? '';
          names.add(`hook:${basename(first.replace(/^["']|["']$/gu, ''))}${mine ? changeable : ''}`);
        }
      }
    }
  }
  return [...names].sort().slice(0, 200);
}

const run = (cmd: string, args: string[]): Promise<boolean> =>
  new Promise((done) => {
    execFile(cmd, args, { timeout: 3_000 }, (error) => done(error === null));
  });

/**
 * Whether the host's sandbox can run here (code.claude.com/docs/en/sandboxing, "Linux and WSL2":
 * bubblewrap and socat; macOS: Seatbelt): on Linux bwrap must create its namespaces and socat
 * must start. Takes a few milliseconds; run once per SessionStart.
 */
export async function sandboxTools(platform: NodeJS.Platform = process.platform): Promise<{ available: boolean; detail?: string }> {
  if (platform === 'darwin')
    return (await run('/usr/bin/sandbox-exec', ['-n', 'no-network', '/usr/bin/true']))
      ? { available: true }
      : { available: false, detail: 'sandbox-exec does not run' };
  if (platform !== 'linux') return { available: false, detail: `no sandbox on ${platform}` };
  if (!(await run('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--unshare-all', '--die-with-parent', 'true']))) {
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
