import { homedir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DIGEST_BUDGET, resolveHome } from '@cairn/session';
import * as vscode from 'vscode';

/** The extension's settings, as used. */
export interface ResolvedSettings {
  /** The Cairn home: `cairn.home` from the user's own settings, else `CAIRN_HOME`, else `~/.cairn`. */
  home: string;
  /** `cairn.nodePath` from the user's own settings ('' = `node` on PATH). */
  nodePath: string;
  digestBudget: number;
}

/**
 * A machine-scoped setting read from the person's user settings only. VS Code already ignores
 * machine-scoped values in workspace settings; reading `globalValue` keeps it so even where an
 * editor does not, since a repository's `.vscode/settings.json` must never choose the store or
 * the program that runs the MCP server (DESIGN.md §7).
 */
function userOnly(config: vscode.WorkspaceConfiguration, key: string): string {
  const value = config.inspect<string>(key)?.globalValue;
  return typeof value === 'string' ? value.trim() : '';
}

/** Reads and resolves the settings (no caching: settings can change at any time). */
export function readSettings(): ResolvedSettings {
  const config = vscode.workspace.getConfiguration('cairn');
  const rawHome = userOnly(config, 'home');
  const home = rawHome === '~' ? homedir() : rawHome.startsWith('~/') ? join(homedir(), rawHome.slice(2)) : rawHome;
  const budget = config.get<number>('digestBudget');
  return {
    home: resolveHome({ home: home === '' ? undefined : home, env: process.env, cwd: homedir() }),
    nodePath: userOnly(config, 'nodePath'),
    digestBudget: typeof budget === 'number' && Number.isFinite(budget) ? Math.max(200, Math.floor(budget)) : DEFAULT_DIGEST_BUDGET,
  };
}
