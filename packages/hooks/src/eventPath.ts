import { existsSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import {
  fileStoreInitialised,
  homeDeclaration,
  type Location,
  observationHasher,
  openObservations,
  redactSecrets,
  resolveLocation,
  toCoreError,
} from '@cairn/session';
import { claudeCodeEvent } from './claudeCode/event.js';
import { copilotEvent } from './copilot/event.js';
import { personCredentialFiles } from './credentialFiles.js';
import { type HookEvent, type HostName, MalformedEvent } from './hookEvent.js';
import {
  cairnWithinReach,
  claudePaths,
  hostDefinitionFolders,
  hostSettingsFiles,
  hostSettingsWithinReach,
  outsideSandbox,
  projectSettingsFacts,
  readClaudeLayers,
  readHookConfig,
  sandboxTools,
} from './hostSettings.js';
import type { HookInvocation } from './runHook.js';
import { DEFAULT_HOOK_CONFIG } from './configCheck.js';
import { homeNotWritable } from './homeNotWritable.js';
import { addDirArguments } from './hostProcess.js';
import type { HookDeps } from './toolEvents.js';

/** One line on stderr: redacted, one line, bounded. */
export function line(io: HookInvocation, message: string): void {
  io.stderr.write(
    `cairn hook: ${redactSecrets(message)
      .text.replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
      .slice(0, 500)}\n`,
  );
}

/**
 * The failure of one event, as its one stderr line; a write the Cairn home refused is said with
 * where and what to do (homeNotWritable.ts), given the home.
 *
 * @returns that sentence when it was one (for a SessionStart's `systemMessage`), else undefined
 */
export async function report(io: HookInvocation, error: unknown, home?: string): Promise<string | undefined> {
  const refused = error instanceof MalformedEvent ? undefined : await homeNotWritable(error, home).catch(() => undefined);
  if (refused !== undefined) line(io, `nothing recorded: ${refused}`);
  else
    line(
      io,
      error instanceof MalformedEvent ? `ignored a malformed event: ${error.message}` : `nothing recorded: ${(error as Error)?.message ?? String(error)}`,
    );
  return refused;
}

/** The host's payload in the adapter's terms. @throws MalformedEvent */
export function translate(host: HostName, eventName: string | undefined, payload: unknown): HookEvent {
  if (host === 'copilot') {
    if (!eventName) throw new MalformedEvent('--event is required for --host copilot (the payload does not name its event)');
    return copilotEvent(eventName, payload);
  }
  return claudeCodeEvent(payload);
}

/**
 * A project that cannot be found, in words a person acts on (issue #14, walk-4 item 23: a
 * session folder that does not exist was said as Node's "ENOENT: no such file or directory,
 * realpath '/nonexistent'"): the session's folder, else `--project`, else the error's own words.
 */
function whereError(error: unknown, cwd: string, project: string | undefined): Error {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') {
    if (project !== undefined && project !== '') {
      if (!existsSync(resolve(cwd, project))) return new Error(`the project folder ${project} (--project) does not exist`);
    } else if (!existsSync(cwd)) return new Error(`the session's folder ${cwd} does not exist`);
  }
  return toCoreError(error);
}

/** What every event's path resolves first. */
export interface Prepared {
  event: HookEvent;
  userHome: string;
  input: { home: string | undefined; project: string | undefined; cwd: string; env: HookInvocation['env']; homedir: () => string };
  location: Location;
  /** Memory enabled for the project: true, false, or undefined when only the project session can tell (a team store). */
  initialised: boolean | undefined;
}

/** Translates the event and finds its project (no store opened). @throws MalformedEvent, CoreError */
export async function prepare(io: HookInvocation, host: HostName, payload: unknown): Promise<Prepared> {
  const event = translate(host, io.event, payload);
  const userHome = io.userHome ?? homedir();
  const input = { home: io.home, project: io.project, cwd: event.cwd, env: io.env, homedir: () => userHome };
  const location = await resolveLocation(input).catch((error: unknown) => {
    throw whereError(error, event.cwd, io.project);
  });
  return { event, userHome, input, location, initialised: await fileStoreInitialised(location) };
}

/**
 * Runs `fn` with the hook's dependencies (the observation store open, the home's config read),
 * then closes what it opened. While a person has paused the project (`cairn pause`) `fn` is not
 * run and nothing is written, the home's observation key included: the hook records nothing and
 * injects nothing (issue #14, the sixth newcomer walk: a SessionStart still registered its
 * session). A session that runs on after `cairn resume` fails closed: it has no SessionStart
 * (unprotected), and the calls made while paused are gaps in its transcript (`unobservedCalls`),
 * so its agent writes are origin `tool`.
 *
 * @returns what `fn` returned; undefined while paused
 */
export async function withDeps<T>(io: HookInvocation, p: Prepared, session: HookDeps['session'], fn: (deps: HookDeps) => Promise<T>): Promise<T | undefined> {
  const observations = openObservations(p.location, { lockTimeoutMs: 3_000, onWarning: (m) => line(io, m) });
  try {
    if ((await observations.pauseState()).paused) return undefined;
    const config = await readHookConfig(p.location.home, DEFAULT_HOOK_CONFIG);
    const projectDir = io.env.CLAUDE_PROJECT_DIR && io.env.CLAUDE_PROJECT_DIR !== '' ? io.env.CLAUDE_PROJECT_DIR : p.event.cwd;
    const paths = claudePaths(projectDir, io.env, p.userHome);
    return await fn({
      location: p.location,
      session,
      observations,
      hash: await observationHasher(p.location.home),
      config,
      now: () => new Date(),
      env: io.env,
      settingsLayers: () => readClaudeLayers(paths),
      outsideSandbox: (layers, reachable) => outsideSandbox(paths, layers, projectDir, p.location.home, reachable),
      cairnWithinReach: (layers) => cairnWithinReach(p.location.home, projectDir, layers, p.userHome, io.env),
      projectSettings: () => projectSettingsFacts(projectDir),
      hostSettingsFiles: hostSettingsFiles(paths),
      hostDefinitionFolders: hostDefinitionFolders(paths),
      hostSettingsWithinReach: (layers) =>
        hostSettingsWithinReach(hostSettingsFiles(paths), projectDir, layers, p.userHome, io.env, hostDefinitionFolders(paths)),
      sandboxOnly: () => homeDeclaration(p.location.home),
      sandboxTools: () => sandboxTools(),
      addedDirs: () => addDirArguments(io.hostPid),
      userHome: p.userHome,
      credentialFiles: () => existingFiles(personCredentialFiles({ userHome: p.userHome, env: io.env })),
      say: (m) => line(io, m),
    });
  } finally {
    await observations.close();
  }
}

/** The paths that exist (any kind of entry; a dangling link counts, as it may be made to point somewhere). */
async function existingFiles(paths: readonly string[]): Promise<string[]> {
  const there = await Promise.all(
    paths.map((path) =>
      lstat(path).then(
        () => true,
        () => false,
      ),
    ),
  );
  return paths.filter((_, i) => there[i]);
}
