import { randomBytes } from 'node:crypto';
import { basename, resolve } from 'node:path';
import { assertProjectPathClean, CoreError, ErrorCode } from '@cairn/core';
import { chainAuditLine, readAuditTail, redactAuditEvent } from './audit.js';
import { DEFAULT_ACTOR, FileStoreImpl } from './fileStore.js';
import type { RelinkPlan } from '@cairn/core';
import type { AuditActor, FileStore, FileStoreOptions } from './fileStoreTypes.js';
import { encodeFrame } from './frame.js';
import { atomicReplace, createFsio, type Fsio, hasCode } from './fsio.js';
import { checkHome } from './home.js';
import { createLockManager, DEFAULT_LOCK_STALE_MS, DEFAULT_LOCK_TIMEOUT_MS, MIN_LOCK_STALE_MS } from './lock.js';
import { carryObservations } from './observationStore.js';
import { projectDir, projectFiles, projectsDir } from './paths.js';
import { listProjects, newProjectMeta, type ProjectMeta, readProjectMeta, relinkCandidates } from './project.js';
import { projectKey } from './resolveProject.js';
import { storeIoError } from './storeErrors.js';

/** At most this many folders are named in {@link goneFoldersHint}; the rest are counted. */
const GONE_NAMED = 3;

/**
 * The sentence that tells a person whose project moved under a new name where its memory is
 * (newcomer walk item 7, issue #14): the folders of this home's stored projects that no longer
 * exist, and the relink command (naming the folder when there is one; `<old path>` when several).
 * Empty when there are none.
 *
 * @param gone - stored project paths whose folder no longer exists
 */
export function goneFoldersHint(gone: readonly string[]): string {
  if (gone.length === 0) return '';
  const named = gone.slice(0, GONE_NAMED).join(', ');
  const more = gone.length > GONE_NAMED ? ` and ${gone.length - GONE_NAMED} more` : '';
  const folders = gone.length === 1 ? 'a folder that no longer exists' : `${gone.length} folders that no longer exist`;
  // One folder: named in the command, ready to paste (the h47 walk, item 8: status said `<old path>` while doctor named it).
  const from = gone.length === 1 ? (gone[0] as string) : '<old path>';
  return ` This home also holds the memory of ${folders} (${named}${more}): if this project moved from there, a person runs \`cairn init --relink --from ${from}\` here.`;
}

function notInitialised(projectPath: string, gone: readonly string[] = []): CoreError {
  return new CoreError(
    ErrorCode.NOT_INITIALISED,
    `Memory is not enabled for ${projectPath}. Memory is opt-in: run \`cairn init\` in the project to enable it.${goneFoldersHint(gone)}`,
    { projectPath, ...(gone.length > 0 ? { gone: [...gone] } : {}) },
  );
}

function moved(stored: string, projectPath: string): CoreError {
  return new CoreError(
    ErrorCode.PROJECT_MOVED,
    `The memory for this project was created for ${stored}, but the project is now at ${projectPath}. If the project moved, run \`cairn init --relink\` in ${projectPath} to move its memory here.`,
    { stored, projectPath },
  );
}

async function canonical(fs: Fsio, projectPath: string): Promise<string> {
  try {
    return await fs.realpath(resolve(projectPath));
  } catch {
    return resolve(projectPath);
  }
}

/** Resolves and checks home and project, and finds the project folder. */
async function locate(options: FileStoreOptions): Promise<{ fs: Fsio; home: string; path: string; key: string; dir: string }> {
  const fs = options.fsio ?? createFsio();
  const home = resolve(options.home);
  const path = await canonical(fs, options.projectPath);
  // A path holding a credential would be written to project.json and every record (issue #19).
  assertProjectPathClean(path);
  await checkHome(home, path, { fsio: fs, ...('uid' in options ? { uid: options.uid } : {}) });
  const key = projectKey(path);
  return { fs, home, path, key, dir: projectDir(home, key) };
}

/** How many records the project memory in `dir` holds (any status). */
async function recordsIn(fs: Fsio, home: string, dir: string, key: string, path: string, options: FileStoreOptions): Promise<number> {
  const store = new FileStoreImpl({ fs, home, dir, project: { key, path }, options: { ...options, readOnly: true } });
  try {
    await store.load(options.index ?? 'auto');
    return await store.count();
  } finally {
    await store.close();
  }
}

/**
 * Opens a project's memory (DESIGN.md §6). Checks the home (never inside the project, owned by
 * you, not group/world-writable), that the project was initialised (`cairn init`: memory is
 * opt-in) and that it was not moved; replays the event log; catches the search index up; and,
 * unless read-only, finishes any interrupted write under the lock (torn tail, lost audit
 * lines, owed erasure, stale index).
 *
 * @throws CoreError `UNSAFE_HOME`, `NOT_INITIALISED`, `PROJECT_MOVED` (with the relink command),
 *   `STORE_CORRUPT` (unreadable project.json), `STORE_IO`
 */
export async function openFileStore(options: FileStoreOptions): Promise<FileStore> {
  const { fs, home, path, key, dir } = await locate(options);
  let meta: ProjectMeta | undefined;
  try {
    meta = await readProjectMeta(fs, dir);
  } catch (error) {
    throw storeIoError(error, 'reading project.json', 'Nothing was changed.');
  }
  if (!meta) {
    const candidates = await relinkCandidates(fs, home, path, key).catch(() => []);
    const first = candidates[0];
    if (candidates.length === 1 && first) {
      throw new CoreError(
        ErrorCode.PROJECT_MOVED,
        `${path} has no memory yet, but the memory of ${first.path} (a folder that no longer exists) looks like it belongs to it. If the project moved, run \`cairn init --relink\` in ${path} to move that memory here; to start fresh, run \`cairn init\`.`,
        { stored: first.path, projectPath: path },
      );
    }
    const gone = await listProjects(fs, home).then(
      (all) => all.filter((p) => !p.exists).map((p) => p.path),
      () => [],
    );
    throw notInitialised(path, gone);
  }
  if (meta.path !== path || meta.key !== key) throw moved(meta.path, path);
  const store = new FileStoreImpl({ fs, home, dir, project: { key, path, ...(meta.relinks !== undefined ? { relinks: meta.relinks } : {}) }, options });
  try {
    await store.load(options.index ?? 'auto');
  } catch (error) {
    await store.close().catch(() => undefined);
    throw storeIoError(error, 'opening the memory store', 'Nothing was changed.');
  }
  return store;
}

/**
 * True when `cairn init` has been run for the project (and it has not moved). Adapters use it
 * to decide whether to offer memory at all (seeds/002 F10: the MCP tools are not listed until
 * then).
 */
export async function isInitialised(options: Pick<FileStoreOptions, 'home' | 'projectPath' | 'fsio'>): Promise<boolean> {
  const fs = options.fsio ?? createFsio();
  const path = await canonical(fs, options.projectPath);
  const key = projectKey(path);
  try {
    const meta = await readProjectMeta(fs, projectDir(resolve(options.home), key));
    return meta !== undefined && meta.path === path;
  } catch {
    return false;
  }
}

/** What {@link initProject} did. */
export interface InitResult {
  /** False when the project was already initialised. */
  created: boolean;
  key: string;
  path: string;
  /** The project folder under the home. */
  dir: string;
}

/**
 * Enables memory for a project (`cairn init`): creates the home (0700) if needed, the project
 * folder (0700), an empty event log and `project.json` (0600), and an `init` audit line.
 * Idempotent.
 *
 * @throws CoreError `UNSAFE_HOME`, `PROJECT_MOVED` (a different path is stored under this key), `STORE_IO`
 */
export async function initProject(options: FileStoreOptions & { actor?: AuditActor }): Promise<InitResult> {
  const { fs, home, path, key, dir } = await locate(options);
  const files = projectFiles(dir);
  const now = options.now ?? (() => new Date());
  try {
    await fs.mkdir(home, 0o700);
    await fs.mkdir(files.index, 0o700);
  } catch (error) {
    throw storeIoError(error, 'creating the store folder', 'Nothing was saved.');
  }
  await checkHome(home, path, { fsio: fs, ...('uid' in options ? { uid: options.uid } : {}) });
  const locks = createLockManager({
    fs,
    dir,
    lockPath: files.lock,
    ownerPath: files.lockOwner,
    staleMs: Math.max(MIN_LOCK_STALE_MS, options.lockStaleMs ?? DEFAULT_LOCK_STALE_MS),
    timeoutMs: options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
    onWarning: options.onWarning ?? ((m) => process.stderr.write(`cairn: ${m}\n`)),
  });
  const lock = await locks.acquire().catch(async (error: unknown) => {
    await locks.close();
    throw error;
  });
  try {
    const existing = await readProjectMeta(fs, dir);
    if (existing) {
      if (existing.path !== path) throw moved(existing.path, path);
      return { created: false, key, path, dir };
    }
    const at = now().toISOString();
    let hasLog = false;
    try {
      hasLog = (await fs.stat(files.events)).size > 0;
    } catch (error) {
      if (!hasCode(error, 'ENOENT')) throw error;
    }
    if (!hasLog) {
      const begin = JSON.stringify({ t: 'begin', logId: randomBytes(8).toString('hex'), at });
      await atomicReplace(fs, files.events, Buffer.from(encodeFrame(1, begin), 'utf8'));
    }
    await atomicReplace(fs, files.project, Buffer.from(`${JSON.stringify(newProjectMeta(key, path, at), null, 2)}\n`, 'utf8'));
    const tail = await readAuditTail(fs, files.audit);
    const actor = options.actor ?? DEFAULT_ACTOR;
    const event = redactAuditEvent({
      time: at,
      event: 'init',
      channel: actor.channel,
      interactive: actor.interactive,
      ...(actor.client !== undefined ? { client: actor.client.slice(0, 200) } : {}),
      ...(actor.signer !== undefined ? { signer: actor.signer.slice(0, 200) } : {}),
      ...(actor.act !== undefined ? { act: actor.act } : {}),
    });
    const { text } = chainAuditLine(event, tail.head, hasLog ? tail.head.logSeq : 1);
    const file = await fs.open(files.audit, 'a', 0o600);
    try {
      if (tail.torn) await file.truncate(tail.end);
      await file.write(Buffer.from(text, 'utf8'));
      await file.datasync();
    } finally {
      await file.close();
    }
    return { created: true, key, path, dir };
  } catch (error) {
    throw storeIoError(error, 'initialising the project memory', 'Run `cairn init` again.');
  } finally {
    await lock.release();
    await locks.close();
  }
}

/**
 * Moves a project's memory to its new location (`cairn init --relink`, DESIGN.md §6): finds
 * the stored project whose folder is gone and whose name matches (or the one named by
 * `from`, a path or key), rewrites its records for the new path, updates `project.json`,
 * appends a `relink` audit line, carries the home's observations and session records to the new
 * key (`carryObservations`) and renames the project folder to the new key.
 *
 * @throws CoreError `NOT_FOUND` (no candidate), `INVALID_INPUT` (several candidates, or the
 *   new location already has memory), `STORE_IO`
 */
export async function relinkProject(
  options: FileStoreOptions & { from?: string; approve: (plan: RelinkPlan) => Promise<{ actor: AuditActor; relink: unknown }> },
): Promise<InitResult & { from: string }> {
  const { fs, home, path, key, dir } = await locate(options);
  const here = await readProjectMeta(fs, dir).catch(() => undefined);
  // An empty memory here (a plain `cairn init` after the move, or one wiped) holds nothing a
  // relink could lose, so it does not block one (issue #14, second walk: after `cairn wipe`
  // the relink still refused); it is set aside, not deleted, with its audit log.
  if (here !== undefined && (await recordsIn(fs, home, dir, key, path, options)) > 0) {
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `${path} already has its own memory; \`cairn wipe\` it first if you want to relink another project's memory here.`,
      { path },
    );
  }
  let candidates = await relinkCandidates(fs, home, path, key, options.from);
  // Without --from and no folder of the same name: when exactly one stored project's folder is
  // gone, that is the one (issue #14, second walk); the person sees both paths in what they sign.
  // The stored projects whose folder is gone, read once: proposed when there is one, named when none fits.
  const gone = candidates.length === 0 && options.from === undefined ? (await listProjects(fs, home)).filter((p) => !p.exists && p.key !== key) : [];
  if (gone.length === 1) candidates = gone;
  if (candidates.length === 0) {
    throw new CoreError(
      ErrorCode.NOT_FOUND,
      `No moved project to relink to ${path}: no stored project with a missing folder named ${basename(path)}${options.from !== undefined ? ` or at ${options.from}` : ''}. Pass the old path with \`cairn init --relink --from <old path>\`.${goneFoldersHint(gone.map((p) => p.path))}`,
      { path },
    );
  }
  if (candidates.length > 1) {
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `Several stored projects could be relinked to ${path} (${candidates.map((c) => c.path).join(', ')}). Choose one with \`cairn init --relink --from <old path>\`.`,
      { path },
    );
  }
  const old = candidates[0] as (typeof candidates)[number];
  const oldDir = projectDir(home, old.key);
  const oldMeta = await readProjectMeta(fs, oldDir);
  if (!oldMeta) throw new CoreError(ErrorCode.NOT_FOUND, `The stored project ${old.path} has no project.json.`, { path });
  // The person signs this move (old key and path → new) before anything changes; the signed
  // relink is kept with the project so the acts signed for the old key stay the person's.
  const { actor, relink } = await options.approve({ from: { key: old.key, path: oldMeta.path }, to: { key, path } });
  if (oldMeta.path !== path) {
    const store = new FileStoreImpl({ fs, home, dir: oldDir, project: { key: old.key, path: oldMeta.path }, options: { ...options, readOnly: false } });
    try {
      await store.load(options.index ?? 'auto');
      await store.relinkTo({ ...oldMeta, key, path, relinks: [...(oldMeta.relinks ?? []), relink] }, actor, old.key);
    } finally {
      await store.close();
    }
  }
  // The observations, session records and pause state in this home go with the memory (walk h49
  // item 1: left under the old key, `cairn sessions` lost them and doctor called them deleted).
  // Carried before the memory folder is renamed, so a run killed in between is finished by
  // running the relink again (the old folder, already naming the new path, is still its candidate).
  await carryObservations(home, old.key, key, fs);
  try {
    if (here !== undefined) await fs.rename(dir, `${dir}.empty-before-relink-${Date.now()}`);
    await fs.rename(oldDir, dir);
    await fs.fsyncDir(projectsDir(home));
  } catch (error) {
    throw storeIoError(error, 'moving the project memory folder', 'Run `cairn init --relink` again to finish.');
  }
  return { created: false, key, path, dir, from: old.path };
}
