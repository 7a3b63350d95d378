import { createHash, randomBytes } from 'node:crypto';
import type { OperationContext, WriteContext } from '@cairn/core';
import { type FileStore, openFileStore, resolveHome, resolveProject, checkHome, type ResolvedProject } from '@cairn/store-fs';
import type { Output } from './output.js';

/** Options every command accepts (DESIGN.md §7). */
export interface GlobalOptions {
  home?: string;
  project?: string;
  json: boolean;
  color: boolean;
  yes: boolean;
}

/** The CLI's client name in the audit log. */
export const CLIENT = 'cairn-cli';

/** A fresh record id: `mem_` + 16 random hex characters. */
export function newId(): string {
  return `mem_${randomBytes(8).toString('hex')}`;
}

/** Hex sha256, the evidence digest. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Where this run's memory lives: the resolved home and project. */
export interface Location {
  home: string;
  project: ResolvedProject;
}

/**
 * Resolves the home (`--home`, `CAIRN_HOME`, `~/.cairn`) and the project (`--project`, git
 * root, cwd) with store-fs's one resolver, and refuses an unsafe home.
 *
 * @throws CoreError `UNSAFE_HOME`, `INVALID_INPUT` (project folder missing)
 */
export async function locate(g: GlobalOptions): Promise<Location> {
  const home = resolveHome({ home: g.home, env: process.env });
  const project = await resolveProject({ project: g.project, cwd: process.cwd() });
  await checkHome(home, project.path);
  return { home, project };
}

/**
 * Opens the project's store.
 *
 * @throws CoreError `NOT_INITIALISED` (run `cairn init`), `PROJECT_MOVED`, `UNSAFE_HOME`, `STORE_*`
 */
export async function openStore(g: GlobalOptions, out: Output, extra: { forRepair?: boolean } = {}): Promise<{ store: FileStore; location: Location }> {
  const location = await locate(g);
  const store = await openFileStore({ home: location.home, projectPath: location.project.path, onWarning: (m: string) => out.note(`warning: ${m}`), ...extra });
  return { store, location };
}

/**
 * True when a person is at this command: `--yes` (the person answered for the prompts, audited
 * `interactive: false`) or a terminal on stderr. An agent's shell tool pipes its output, so its
 * writes are not a person's (DESIGN.md §1: a human channel is the CLI on a TTY).
 */
export function personPresent(g: GlobalOptions): boolean {
  return g.yes || process.stderr.isTTY === true;
}

/**
 * The write context of a CLI write: channel `cli` when a person is present, else `api` (core
 * then stores a claimed `user` as `agent` and refuses pinned/stable); real clock, random ids,
 * sha256.
 */
export function writeContext(store: FileStore, g: GlobalOptions): WriteContext {
  const human = personPresent(g);
  return { store, channel: human ? 'cli' : 'api', now: () => new Date(), newId, digest: sha256, client: CLIENT, interactive: human && !g.yes };
}

/** The context of a person's operation on the CLI. */
export function operationContext(store: FileStore, interactive: boolean): OperationContext & { newId: () => string } {
  return { store, channel: 'cli', now: () => new Date(), client: CLIENT, interactive, newId };
}
