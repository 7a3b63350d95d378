import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { personPaths, writePersonFile } from './identity.js';
import { sha256 } from './keys.js';

/**
 * Where the person's lifts of observations' bars are kept (h50-attest, issue #22; core's
 * `checkBarLift`): in the person's folder of the home (0600, in a 0700 folder), never in the
 * project or the observation store, which an agent could write. One file per project, named by a
 * hash of its key: a JSON array of stored lifts, each carrying the person's signed act, which
 * core checks against the project's key, the bar and the memory it names.
 */
export function barLiftsPath(home: string, projectKey: string): string {
  return join(personPaths(home).dir, `lift-bars-${sha256(`cairn lift bars\n${projectKey}`).slice(0, 16)}.json`);
}

/**
 * The stored lifts of `projectKey` as parsed JSON (each to be checked by core's `checkBarLift`):
 * none when there is no file; a file that is not a JSON array reads as one entry no check
 * accepts (it lifts nothing, and says why).
 */
export async function readBarLifts(home: string, projectKey: string): Promise<unknown[]> {
  let text: string;
  try {
    text = await readFile(barLiftsPath(home, projectKey), 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return [text];
  }
}

/**
 * Adds one stored lift to `projectKey`'s file (atomically, 0600). Lifts older than what a bar
 * can still lower are dropped by `keep` (the caller's: an observation past the retention window
 * lowers nothing, and its lift is then moot).
 */
export async function addBarLift(home: string, projectKey: string, lift: object, keep: (raw: unknown) => boolean = () => true): Promise<void> {
  const all = (await readBarLifts(home, projectKey)).filter((raw) => typeof raw === 'object' && raw !== null && keep(raw));
  all.push(lift);
  await writePersonFile(barLiftsPath(home, projectKey), `${JSON.stringify(all, null, 2)}\n`);
}
