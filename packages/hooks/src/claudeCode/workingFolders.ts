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
 * Why a session is unprotected from the Stop that found `folder` added mid-session, in words a
 * person acts on (at most 500 characters). The sandbox lets the agent write the working folders
 * added with `/add-dir` (the settings reference: "the working directory, the per-user temp
 * directory, and directories you add with --add-dir, /add-dir, or permissions.additionalDirectories").
 */
export function addedMidSessionReason(folder: string, home: string, holds: boolean): string {
  const f = foldLine(cleanRef(folder), 160);
  const words = holds
    ? `a folder added during the session (/add-dir ${f}) holds the Cairn home ${foldLine(cleanRef(home), 120)}: the sandboxed agent may write the home from then on. Start a new session without that folder`
    : `a folder added during the session (/add-dir ${f}): sandboxed commands may write in it and Claude Code loads the skills in its .claude, which Cairn did not check at SessionStart (name the folder in permissions.additionalDirectories instead, which Cairn checks, and start a new session)`;
  return words.slice(0, 500);
}
