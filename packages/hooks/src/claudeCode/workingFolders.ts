import { realpath } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { covers, foldLine, rulePath, type SettingsLayer, type TranscriptDelta } from '@cairn/session';
import { cleanRef } from '../toolEvents.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The additional working folders a Claude Code session started with, as absolute paths: the
 * `--add-dir` values of the host's command line (resolved against the session's `cwd`) and each
 * layer's `permissions.additionalDirectories` (absolute as written, else as core's `rulePath`
 * reads it, as SessionStart's checks do). An entry Cairn cannot resolve is left out, so a folder
 * the transcript lists for it counts as added mid-session (fail closed).
 */
export function startFolders(cwd: string, commandLine: readonly string[], layers: readonly SettingsLayer[], userHome: string): string[] {
  const out = commandLine.map((d) => resolve(cwd, d));
  for (const layer of layers) {
    const perms = isObject(layer.settings) && isObject(layer.settings.permissions) ? layer.settings.permissions : {};
    for (const entry of Array.isArray(perms.additionalDirectories) ? perms.additionalDirectories : []) {
      if (typeof entry !== 'string') continue;
      const path = entry.startsWith('/') && !entry.startsWith('//') ? entry : rulePath(entry, layer.dir, userHome);
      if (path !== undefined) out.push(resolve(path));
    }
  }
  return out;
}

const real = (p: string): Promise<string> => realpath(p).catch(() => p);

/**
 * The working folders the host's transcript shows added during the session (`/add-dir`, a
 * permission update's `addDirectories`): every folder of an `environment` change
 * (`delta.addedDirs`), and every folder a whole snapshot lists (`delta.listedDirs`) that is not one
 * of `start` ({@link startFolders}), compared as written and by real path. A relative path is never
 * one of `start`. Bounded by the transcript reader (64 of each).
 */
export async function foldersAddedMidSession(delta: Pick<TranscriptDelta, 'addedDirs' | 'listedDirs'>, start: readonly string[]): Promise<string[]> {
  const known = new Set([...start, ...(await Promise.all(start.map(real)))]);
  const out = [...delta.addedDirs];
  for (const d of delta.listedDirs) {
    if (out.includes(d)) continue;
    if (isAbsolute(d) && (known.has(resolve(d)) || known.has(await real(d)))) continue;
    out.push(d);
  }
  return out;
}

/**
 * Whether the sandboxed agent may write the Cairn home through `folder`: the folder holds the home
 * or lies inside it (as written and by real path). A relative folder is taken to hold it (fail closed).
 */
export async function holdsHome(folder: string, home: string): Promise<boolean> {
  if (!isAbsolute(folder)) return true;
  const folders = [resolve(folder), await real(folder)];
  const homes = [resolve(home), await real(home)];
  return folders.some((f) => homes.some((h) => covers(f, h) || covers(h, f)));
}

/**
 * Why a session is unprotected from the Stop that found `folder` added mid-session while it holds
 * the Cairn home or lies inside it ({@link holdsHome}), in words a person acts on (at most 500
 * characters): the sandbox lets the agent write the working folders added with `/add-dir` (the
 * settings reference: "the working directory, the per-user temp directory, and directories you add
 * with --add-dir, /add-dir, or permissions.additionalDirectories"). Other problems: {@link addedFolderProblem}.
 */
export function addedMidSessionReason(folder: string, home: string, how: AddedHow = 'mid-session'): string {
  const f = foldLine(cleanRef(folder), 160);
  const lead = how === 'start' ? `${STARTED_REASON} ${f}, which` : `${ADDED_REASON} (/add-dir ${f})`;
  return `${lead} holds the Cairn home ${foldLine(cleanRef(home), 120)}: the sandboxed agent may write the home from then on. Start a new session without that folder`.slice(
    0,
    500,
  );
}

/**
 * How a working folder came to the session: `mid-session` (`/add-dir`, a permission update, read
 * from the transcript at a Stop) or `start` (`claude --add-dir`, read from the host's command line
 * at SessionStart); only the words of a reason differ.
 */
export type AddedHow = 'mid-session' | 'start';

/**
 * `layers` with `folders` added as one more layer's `permissions.additionalDirectories` (absolute
 * paths, as written and by real path): a working folder added during the session is checked by the
 * very checks SessionStart runs on that setting — Cairn's program within the agent's reach
 * (`cairnWithinReach`), the host's settings and definitions folders within it
 * (`hostSettingsWithinReach`), and the skills, subagents and commands in its `.claude` that run
 * hooks or MCP servers outside the sandbox (`outsideSandbox`). The layer's scope is `flag` (a layer
 * no file holds); {@link addedWords} puts its words back as `/add-dir`.
 */
export async function withAddedFolders(layers: readonly SettingsLayer[], folders: readonly string[]): Promise<SettingsLayer[]> {
  if (folders.length === 0) return [...layers];
  const all = [...new Set([...folders.map((f) => resolve(f)), ...(await Promise.all(folders.map((f) => real(resolve(f)))))])];
  return [...layers, { scope: 'flag', dir: all[0] as string, settings: { permissions: { additionalDirectories: all } } }];
}

/** A check's words about a layer {@link withAddedFolders} made, with the folder named as `/add-dir` rather than that layer. */
function addedWords(words: string, how: AddedHow): string {
  return words.replace(/permissions\.additionalDirectories “([^”]*)” in the flag settings/gu, `${how === 'start' ? '--add-dir' : '/add-dir'} $1`);
}

/** What the checks of a session's own settings found, against which a folder's checks are compared. */
export interface FolderBaseline {
  reach: string | undefined;
  settingsReach: string | undefined;
  outside: ReadonlySet<string>;
}

/** The checks {@link addedFolderProblem} runs (hooks' `HookDeps`). */
export interface FolderChecks {
  cairnWithinReach: (layers: readonly SettingsLayer[]) => Promise<string | undefined>;
  hostSettingsWithinReach: (layers: readonly SettingsLayer[]) => Promise<string | undefined>;
  outsideSandbox: (layers: readonly SettingsLayer[], cairnReachable: boolean) => Promise<string[]>;
}

/**
 * Why a working folder added during a session (`/add-dir`) leaves it unprotected, in words a
 * person acts on (at most 500 characters), or undefined when it does not: the narrower rule (h58;
 * before, every added folder made the session unprotected). The sandbox lets the agent write such a
 * folder (the settings reference: "directories you add with --add-dir, /add-dir, or
 * permissions.additionalDirectories") and Claude Code loads the skills in its `.claude` (changelog
 * 2.1.32, "Skills defined in .claude/skills/ within additional directories (--add-dir) are now loaded
 * automatically", as quoted in anthropics/claude-code#23404; its CLAUDE.md files are not loaded by
 * default, the memory docs quoted there), so it is judged as SessionStart judges a folder in
 * `permissions.additionalDirectories`: a folder that is relative, holds the Cairn home or lies in
 * it ({@link holdsHome}), or that adds a finding to `baseline` — Cairn's program, the host's
 * settings or definitions folders within the agent's reach through it, or something in its
 * `.claude` that runs outside the sandbox — is a problem; a check that throws is one too (fail closed).
 * A folder the session started with (`claude --add-dir`, `how` `start`) is judged the same way at
 * SessionStart (h59-hooks; before, every such folder made the session unprotected).
 */
export async function addedFolderProblem(
  folder: string,
  home: string,
  layers: readonly SettingsLayer[],
  baseline: FolderBaseline,
  checks: FolderChecks,
  how: AddedHow = 'mid-session',
): Promise<string | undefined> {
  const holds = await holdsHome(folder, home);
  if (holds) return addedMidSessionReason(folder, home, how);
  const f = foldLine(cleanRef(folder), 160);
  const lead = how === 'start' ? `${STARTED_REASON} ${f}` : `${ADDED_REASON} (/add-dir ${f})`;
  const said = (what: string): string => `${lead}: ${foldLine(addedWords(cleanRef(what), how))}`.slice(0, 500);
  try {
    const withFolder = await withAddedFolders(layers, [folder]);
    const reach = await checks.cairnWithinReach(withFolder);
    if (reach !== undefined && reach !== baseline.reach) return said(reach);
    const settingsReach = await checks.hostSettingsWithinReach(withFolder);
    if (settingsReach !== undefined && settingsReach !== baseline.settingsReach) return said(settingsReach);
    const more = (await checks.outsideSandbox(withFolder, reach !== undefined))
      .map((n) => foldLine(cleanRef(n)).slice(0, 200))
      .filter((n) => !baseline.outside.has(n));
    if (more.length > 0)
      return said(
        `what runs outside the sandbox through it, which Cairn did not check at SessionStart: ${more.slice(0, 8).join(', ')} (start a new session without that folder)`,
      );
  } catch (error) {
    return said(`it could not be checked (${(error as Error)?.message ?? String(error)})`);
  }
  return undefined;
}

/** How the reason a session lost its protection to a folder added mid-session begins. */
export const ADDED_REASON = 'a folder added during the session';

/** How the reason a session started with a folder that fails the checks (`claude --add-dir`) is unprotected begins. */
export const STARTED_REASON = 'started with --add-dir';
