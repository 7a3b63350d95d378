import { join } from 'node:path';

/**
 * The layout of a Cairn home (DESIGN.md §6). Folders 0700, files 0600.
 *
 *     <home>/projects/<key>/project.json   canonical path, created time, schema
 *     <home>/projects/<key>/events.jsonl   the event log: the source of truth
 *     <home>/projects/<key>/audit.jsonl    the hash-chained audit log (metadata only)
 *     <home>/projects/<key>/index/         derived search index (deletable)
 *     <home>/projects/<key>/write.lock     proper-lockfile's lock folder (+ .owner)
 */
export const LAYOUT = {
  projects: 'projects',
  project: 'project.json',
  events: 'events.jsonl',
  audit: 'audit.jsonl',
  index: 'index',
  lock: 'write.lock',
  lockOwner: 'write.lock.owner',
} as const;

/** The folder holding every project of a home. */
export function projectsDir(home: string): string {
  return join(home, LAYOUT.projects);
}

/** The folder of one project. */
export function projectDir(home: string, key: string): string {
  return join(home, LAYOUT.projects, key);
}

/** The file paths of one project folder. */
export function projectFiles(dir: string): { dir: string; project: string; events: string; audit: string; index: string; lock: string; lockOwner: string } {
  return {
    dir,
    project: join(dir, LAYOUT.project),
    events: join(dir, LAYOUT.events),
    audit: join(dir, LAYOUT.audit),
    index: join(dir, LAYOUT.index),
    lock: join(dir, LAYOUT.lock),
    lockOwner: join(dir, LAYOUT.lockOwner),
  };
}
