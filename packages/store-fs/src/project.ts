import { basename, join } from 'node:path';
import { CoreError, ErrorCode, SCHEMA_VERSION } from '@cairn/core';
import { type Fsio, hasCode } from './fsio.js';
import { LAYOUT, projectDir, projectFiles, projectsDir } from './paths.js';

/** The content of `project.json` (DESIGN.md §6: the canonical path is stored and checked). */
export interface ProjectMeta {
  format: 'cairn-project';
  /** Layout version of the project folder. */
  version: 1;
  /** 12 hex of sha256(path). */
  key: string;
  /** The canonical (realpath) project folder this memory belongs to. */
  path: string;
  /** ISO-8601 time of `cairn init`. */
  createdAt: string;
  /** The record schema version current when the project was created. */
  recordSchema: number;
  /**
   * The moves the person signed (`cairn init --relink`, core's `ProjectRelink`), oldest first;
   * kept as read, checked by every reader (`projectKeys`), never trusted.
   */
  relinks?: unknown[];
}

/** One project found under a home (for cross-project recall and relinking). */
export interface ProjectInfo {
  key: string;
  path: string;
  createdAt: string;
  /** Whether the stored project folder still exists. */
  exists: boolean;
}

/** Makes the `project.json` content for a new project. */
export function newProjectMeta(key: string, path: string, createdAt: string): ProjectMeta {
  return { format: 'cairn-project', version: 1, key, path, createdAt, recordSchema: SCHEMA_VERSION };
}

/**
 * Reads `project.json`; undefined when the project is not initialised.
 *
 * @throws CoreError `STORE_CORRUPT` when the file exists but is not a project description
 */
export async function readProjectMeta(fs: Fsio, dir: string): Promise<ProjectMeta | undefined> {
  let text: string;
  try {
    text = (await fs.readFile(projectFiles(dir).project)).toString('utf8');
  } catch (error) {
    if (hasCode(error, 'ENOENT') || hasCode(error, 'ENOTDIR')) return undefined;
    throw error;
  }
  try {
    const meta = JSON.parse(text) as Partial<ProjectMeta>;
    if (
      meta.format === 'cairn-project' &&
      typeof meta.path === 'string' &&
      typeof meta.key === 'string' &&
      (meta.relinks === undefined || Array.isArray(meta.relinks))
    )
      return meta as ProjectMeta;
  } catch {
    // fall through
  }
  throw new CoreError(
    ErrorCode.STORE_CORRUPT,
    `${join(dir, LAYOUT.project)} is not a valid project description. Run \`cairn repair\`, or \`cairn init --relink\` to recreate it.`,
    { dir },
  );
}

async function exists(fs: Fsio, path: string): Promise<boolean> {
  try {
    await fs.stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every initialised project under `home` (DESIGN.md §5: cross-project recall is explicit).
 * Unreadable entries are skipped.
 */
export async function listProjects(fs: Fsio, home: string): Promise<ProjectInfo[]> {
  let names: string[];
  try {
    names = await fs.readdir(projectsDir(home));
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return [];
    throw error;
  }
  const out: ProjectInfo[] = [];
  for (const name of names.sort()) {
    if (!/^[0-9a-f]{12}$/.test(name)) continue;
    try {
      const meta = await readProjectMeta(fs, projectDir(home, name));
      if (meta) out.push({ key: name, path: meta.path, createdAt: meta.createdAt, exists: await exists(fs, meta.path) });
    } catch {
      // skip
    }
  }
  return out;
}

/**
 * Projects whose memory may belong to `projectPath` after a move: their folder is gone and
 * the folder name matches (or their stored path already is `projectPath`, a relink that was
 * interrupted before its final rename).
 */
export async function relinkCandidates(fs: Fsio, home: string, projectPath: string, key: string, from?: string): Promise<ProjectInfo[]> {
  const all = await listProjects(fs, home);
  return all.filter((p) => {
    if (p.key === key) return false;
    if (p.path === projectPath) return true;
    if (from !== undefined) return p.path === from || p.key === from;
    return !p.exists && basename(p.path) === basename(projectPath);
  });
}
