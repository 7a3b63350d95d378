/**
 * The shared fixture of the session tests that involve host sessions (protected or not): a
 * project in a sandbox with memory enabled by the person, optionally the home declared
 * sandbox-only; the host sessions' records the hooks keep in the home's observation store (sealed
 * as the hooks' store seals them), with their observations; and the project opened as the MCP
 * server of a host session or as the CLI.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Observation, PersonProof } from '@cairn/core';
import { openObservationStore, projectKey } from '@cairn/store-fs';
import { noPersonProof, observationHasher, openProject, resolveLocation, sealRecord } from '../src/index.js';
import { declareHome, enableProject, git, hostSessionRecord, sandbox, signingPerson } from './helpers.js';

/** Options of {@link sessionProject}. */
export interface SessionProjectOptions {
  /** Files written into the project before anything else, by path relative to it (folders made). */
  files?: Readonly<Record<string, string>>;
  /** `false`: no git repository; `'commit'`: the files committed; default a repository with nothing committed. */
  git?: boolean | 'commit';
  /** The person declares the home sandbox-only after enabling the project, as protected sessions need (default false). */
  declared?: boolean;
}

/** A host session as its MCP server's write context states it (the write's own word, which readers check). */
export interface HostSessionClaim {
  id: string;
  protected: boolean;
}

/** Options of {@link SessionProject.open}. */
export interface OpenOptions {
  /** The host session the MCP server serves (what the write context says of it). */
  hostSession?: HostSessionClaim;
  /** The person port; default `signingPerson(home).proof` on `cli`, `noPersonProof('the MCP server')` on `mcp`. */
  proof?: PersonProof;
  /** `false`: opened without the person's keyring (an MCP server that checks no signature); default with it. */
  keyring?: boolean;
}

/**
 * A project for host-session tests (see the module's comment).
 *
 * @returns the sandbox's folders (`dir` is the project), the person's keyring, the resolved
 *   location, the declaration's nonce when `declared`, and the helpers below
 */
export async function sessionProject(options: SessionProjectOptions = {}) {
  const box = await sandbox();
  const dir = box.project;
  for (const [path, text] of Object.entries(options.files ?? {})) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  if (options.git !== false) {
    git(dir, 'init', '-q');
    if (options.git === 'commit') {
      git(dir, 'add', '.');
      git(dir, 'commit', '-qm', 'one');
    }
  }
  const keyring = await enableProject(box.home, dir);
  // Protected sessions need a home the person declared sandbox-only (DESIGN.md §10).
  const declaration = options.declared === true ? await declareHome(box.home) : undefined;
  const location = await resolveLocation({ home: box.home, project: dir, cwd: dir, env: {}, homedir: () => box.root });

  /** The home's observation key (readers fingerprint file reads with it). */
  const hasher = () => observationHasher(box.home);

  /** Observations appended to the home's observation store, as the hooks record them. */
  const appendObservations = async (observations: readonly Observation[]): Promise<void> => {
    const store = openObservationStore({ home: box.home, projectKey: projectKey(dir) });
    try {
      await store.append([...observations]);
    } finally {
      await store.close();
    }
  };

  /**
   * What the hooks recorded of host session `id`: its record, sealed as the hooks' store seals it;
   * a protected one names the home's declaration unless `named` is false (as an agent writing the
   * record itself would); `ended` marks it ended; `observations` are appended after it.
   */
  const recordSession = async (
    id: string,
    isProtected: boolean,
    o: { named?: boolean; ended?: boolean; observations?: readonly Observation[] } = {},
  ): Promise<void> => {
    const store = openObservationStore({ home: box.home, projectKey: projectKey(dir) });
    try {
      const hash = await hasher();
      const record = hostSessionRecord(id, isProtected, isProtected && o.named !== false ? declaration : undefined);
      await store.updateSession(id, () => sealRecord({ ...record, ...(o.ended === true ? { endedAt: new Date().toISOString() } : {}) }, hash));
      if (o.observations !== undefined && o.observations.length > 0) await store.append([...o.observations]);
    } finally {
      await store.close();
    }
  };

  /** The project opened on `channel` (client `vitest`, no environment); see {@link OpenOptions}. */
  const open = (channel: 'mcp' | 'cli', o: OpenOptions = {}) =>
    openProject({
      home: box.home,
      project: dir,
      cwd: dir,
      env: {},
      channel,
      client: 'vitest',
      personProof: o.proof ?? (channel === 'mcp' ? noPersonProof('the MCP server') : signingPerson(box.home).proof),
      ...(o.keyring === false ? {} : { keyring }),
      ...(o.hostSession !== undefined ? { hostSession: async () => ({ ...(o.hostSession as HostSessionClaim), gaps: 0 }) } : {}),
    });

  /**
   * An agent's write through the MCP server (of `hostSession`, when given), closed after;
   * throws when declined. `source` is the write's source reference.
   */
  const memorize = async (text: string, o: { hostSession?: HostSessionClaim; source?: string; keyring?: boolean } = {}) => {
    const s = await open('mcp', { ...(o.hostSession !== undefined ? { hostSession: o.hostSession } : {}), ...(o.keyring === false ? { keyring: false } : {}) });
    try {
      const r = await s.memorize({ text, origin: 'agent', ...(o.source !== undefined ? { source: o.source } : {}) });
      if (r.declined) throw new Error('declined');
      return r.result;
    } finally {
      await s.close();
    }
  };

  return { ...box, dir, keyring, location, declaration, hasher, appendObservations, recordSession, open, memorize };
}

/** What {@link sessionProject} returns. */
export type SessionProject = Awaited<ReturnType<typeof sessionProject>>;
