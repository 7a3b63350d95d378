import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type PersonKeyring, type ProjectRelink, projectKeys, relinkVerifies } from '@cairn/core';
import { carryObservations, LAYOUT, OBSERVATION_LAYOUT, observationDir, projectKey } from '@cairn/store-fs';

/**
 * A moved project's observations left under its old folder's key: a home relinked before
 * `cairn init --relink` carried them (h49-relink; closing note of 2026-12-06, "Walk / data").
 * `cairn sessions` lost those sessions and `cairn doctor` called them deleted.
 */
export interface StrandedObservations {
  /** The old folder (the relink's `from.path`) and its observation key (12 hex). */
  fromPath: string;
  fromKey: string;
  /** The host session ids found under the old key (file names in its `s/` folder, without extensions), sorted. */
  sessions: string[];
}

const exists = async (path: string): Promise<boolean> => {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * Finds observations stranded by an old relink: for each relink the person signed for this
 * project (`relinkVerifies`, on the chain `projectKeys` accepts — an unsigned or copied relink
 * carries nothing, so a line written into `project.json` cannot pull another project's
 * observations here), the home's observation folder of the old path's key, when it still holds
 * session files. Skipped when the old folder exists again or the home holds a store for the old
 * key: then the observations may be that project's own.
 *
 * @param project - the opened store's project (`relinks` as stored, unchecked)
 * @param here - this checkout's canonical path (its observation key is `projectKey(here)`)
 * @returns one entry per old key holding session files; none on a home without relinks (no file read)
 */
export async function strandedObservations(
  home: string,
  project: { key: string; relinks?: readonly unknown[] },
  ring: PersonKeyring,
  here: string,
): Promise<StrandedObservations[]> {
  if (project.relinks === undefined || project.relinks.length === 0) return [];
  const keys = projectKeys(project, ring);
  const hereKey = projectKey(here);
  const out: StrandedObservations[] = [];
  const seen = new Set<string>();
  for (const raw of project.relinks) {
    if (!relinkVerifies(raw, ring)) continue;
    const r: ProjectRelink = raw;
    if (!keys.has(r.from.key)) continue;
    const fromKey = projectKey(r.from.path);
    if (fromKey === hereKey || seen.has(fromKey)) continue;
    seen.add(fromKey);
    const names = await readdir(join(observationDir(home, fromKey), OBSERVATION_LAYOUT.sessions)).catch(() => [] as string[]);
    if (names.length === 0) continue;
    if ((await exists(r.from.path)) || (await exists(join(home, LAYOUT.projects, fromKey)))) continue;
    const sessions = [...new Set(names.map((n) => n.replace(/\.[^.]*$/u, '').replace(/\.[^.]*$/u, '')))].sort();
    out.push({ fromPath: r.from.path, fromKey, sessions });
  }
  return out;
}

/**
 * Carries stranded observations to this checkout's key, as `cairn init --relink` does now
 * (`carryObservations`: idempotent, a file the new key already holds stays and is named).
 *
 * @returns one sentence per old key, for the person (what moved, what stayed and why)
 * @throws CoreError `STORE_IO` when a file cannot be moved (what was moved stays moved; run again)
 */
export async function carryStranded(home: string, stranded: readonly StrandedObservations[], here: string): Promise<string[]> {
  const notes: string[] = [];
  for (const s of stranded) {
    const done = await carryObservations(home, s.fromKey, projectKey(here));
    notes.push(
      `Carried ${done.moved} observation file${done.moved === 1 ? '' : 's'} of ${s.sessions.length} host session${s.sessions.length === 1 ? '' : 's'} (${s.sessions.slice(0, 3).join(', ')}${s.sessions.length > 3 ? ', …' : ''}) from ${s.fromPath}'s key ${s.fromKey} to this folder: a relink before Cairn carried them had left them there.${
        done.kept.length > 0
          ? ` ${done.kept.length} file${done.kept.length === 1 ? '' : 's'} this folder already held stayed under ${join(home, OBSERVATION_LAYOUT.root, s.fromKey)} (${done.kept.slice(0, 3).join(', ')}${done.kept.length > 3 ? ', …' : ''}).`
          : ''
      }`,
    );
  }
  return notes;
}
