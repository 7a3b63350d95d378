import { resolve } from 'node:path';
import { createFsio, type Fsio } from './fsio.js';
import { type ProjectInfo, listProjects as listWith } from './project.js';

/**
 * Every initialised project under a Cairn home, for explicit cross-project recall
 * (DESIGN.md §5: a CLI option, never offered over MCP). Each entry carries the stored
 * canonical path and whether that folder still exists.
 *
 * @param home - the Cairn home (from `resolveHome`)
 * @param fsio - the file-system module; default the real one
 */
export async function listProjects(home: string, fsio: Fsio = createFsio()): Promise<ProjectInfo[]> {
  return listWith(fsio, resolve(home));
}
