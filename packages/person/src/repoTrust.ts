import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TrustDeclaration } from '@cairn/core';
import { personPaths, writePersonFile } from './identity.js';
import { sha256 } from './keys.js';

/**
 * Where the person's declaration that a project's tracked files are trusted is kept
 * (`cairn trust --repo`, issue #22): in the person's folder of the home (0600, in a 0700 folder),
 * never in the project, which the repository (and so an agent) could write. One file per
 * project, named by a hash of its key; what it holds is checked by core's `checkRepoTrust`,
 * which binds the act to the project's key and folder, so a file copied here from another
 * project's name binds nothing.
 */
export function repoTrustPath(home: string, projectKey: string): string {
  return join(personPaths(home).dir, `trust-repo-${sha256(`cairn trust repo\n${projectKey}`).slice(0, 16)}.json`);
}

/**
 * The stored declaration of `projectKey`, as parsed JSON (to be checked by core's
 * `checkRepoTrust`), or undefined when there is none. A file that is not JSON is returned as its
 * text, which no check accepts (it reads as no trust, with why).
 */
export async function readRepoTrust(home: string, projectKey: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(repoTrustPath(home, projectKey), 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Keeps the person's signed declaration for `projectKey` (atomically, 0600), or with `act`
 * undefined removes it. A declaration names the commit the person trusted beside the act
 * (core's `TrustDeclaration`, A7), which the act's signed plan binds.
 */
export async function writeRepoTrust(home: string, projectKey: string, act: TrustDeclaration | undefined): Promise<void> {
  const path = repoTrustPath(home, projectKey);
  if (act === undefined) await rm(path, { force: true });
  else await writePersonFile(path, `${JSON.stringify(act, null, 2)}\n`);
}
