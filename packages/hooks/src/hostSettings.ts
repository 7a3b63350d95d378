import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { McpServerKind, SettingsLayer } from '@cairn/session';

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

/**
 * What else runs outside the sandbox (the host-hooks issue: "the session record lists them"):
 * stdio MCP servers other than Cairn's, and hook commands other than `cairn hook`, by name only
 * (the first word's base name), never the command line.
 */
export async function outsideSandbox(paths: ClaudePaths, layers: readonly SettingsLayer[], projectDir: string): Promise<string[]> {
  const names = new Set<string>();
  const addServers = (servers: unknown): void => {
    if (!isObject(servers)) return;
    for (const [name, spec] of Object.entries(servers)) {
      if (name === 'cairn') continue;
      if (isObject(spec) && (spec.type === undefined || spec.type === 'stdio')) names.add(`mcp:${name}`);
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
          if (/\bcairn(?:\.js)?\b.*\bhook\b|bin\.js["']?\s+hook\b/u.test(h.command)) continue;
          const first = h.command.trim().split(/\s+/u)[0] ?? '';
          names.add(`hook:${basename(first.replace(/^["']|["']$/gu, ''))}`);
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
