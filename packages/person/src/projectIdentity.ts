import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { personPaths, writePersonFile } from './identity.js';
import { sha256 } from './keys.js';

/**
 * The repository a project's memory was made for, as a person's command recorded it (attack-h49
 * N3: a project known only by its folder path gave a different repository cloned at the same
 * path the old memory and the person's `trust --repo`).
 */
export interface RecordedProjectIdentity {
  format: 'cairn-project-identity';
  /** The project key (12 hex of sha256 of the canonical path) it was recorded for. */
  key: string;
  /** The canonical project folder it was recorded for. */
  path: string;
  /**
   * The git root commits of HEAD (`git rev-list --max-parents=0 HEAD`), sorted, 40 or 64 hex
   * each. Empty: the folder was not a git repository or had no commit yet when recorded; the
   * next person's command records the roots once there are some.
   */
  roots: string[];
  /** ISO-8601 time of the recording. */
  at: string;
  /**
   * The person's signed act that recorded it (`cairn init`, or the `init` act of a rebind), kept
   * as the audit trail's evidence; absent when a person's other command recorded it for a store
   * made before identities were recorded. Not what makes the record count: the home is written
   * only by the person's commands (docs/threat-model.md).
   */
  act?: unknown;
}

/**
 * Where the recorded identity of `projectKey` is kept: the person's folder of the home (0600 in a
 * 0700 folder), written only by a person's command (`cairn init`, or the first person's command
 * on a store made before identities were recorded), never by a hook, the MCP server or an
 * agent's CLI call.
 */
export function projectIdentityPath(home: string, projectKey: string): string {
  return join(personPaths(home).dir, `project-identity-${sha256(`cairn project identity\n${projectKey}`).slice(0, 16)}.json`);
}

/**
 * The recorded identity of `projectKey`; undefined when none was recorded (a store made before
 * identities were recorded). A file that is not a recorded identity reads as `unreadable`.
 */
export async function readProjectIdentity(home: string, projectKey: string): Promise<RecordedProjectIdentity | 'unreadable' | undefined> {
  let text: string;
  try {
    text = await readFile(projectIdentityPath(home, projectKey), 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    return 'unreadable';
  }
  try {
    const v = JSON.parse(text) as Partial<RecordedProjectIdentity>;
    if (
      v.format === 'cairn-project-identity' &&
      v.key === projectKey &&
      typeof v.path === 'string' &&
      Array.isArray(v.roots) &&
      v.roots.every((r) => typeof r === 'string' && /^[0-9a-f]{40,64}$/u.test(r))
    )
      return v as RecordedProjectIdentity;
  } catch {
    // fall through
  }
  return 'unreadable';
}

/** Records the identity (atomically, 0600; the person folder is made 0700 when missing). */
export async function writeProjectIdentity(home: string, identity: RecordedProjectIdentity): Promise<void> {
  const path = projectIdentityPath(home, identity.key);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writePersonFile(path, `${JSON.stringify(identity, null, 2)}\n`);
}
