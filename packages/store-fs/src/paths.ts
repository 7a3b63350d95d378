import { join } from 'node:path';

/**
 * The layout of a Cairn home (DESIGN.md §6). Folders 0700, files 0600.
 *
 *     <home>/projects/<key>/project.json   canonical path, created time, schema
 *     <home>/projects/<key>/events.jsonl   the event log: the source of truth
 *     <home>/projects/<key>/audit.jsonl    the hash-chained audit log (metadata only)
 *     <home>/projects/<key>/index/         the derived view: records, ranking facts and search
 *                                          index at a log position (deletable, rebuilt)
 *     <home>/projects/<key>/quarantine.jsonl  log lines `cairn repair` could not read (kept, never deleted)
 *     <home>/projects/<key>/log-findings.json damaged log lines a whole read found before the view's
 *                                          position (`cairn doctor`), so every later open warns of them
 *     <home>/projects/<key>/write.lock     proper-lockfile's lock folder (+ .owner: who holds it;
 *                                          .claims/: who is taking it; .break: a takeover at work)
 */
export const LAYOUT = {
  projects: 'projects',
  project: 'project.json',
  events: 'events.jsonl',
  audit: 'audit.jsonl',
  index: 'index',
  quarantine: 'quarantine.jsonl',
  logFindings: 'log-findings.json',
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
export function projectFiles(dir: string): {
  dir: string;
  project: string;
  events: string;
  audit: string;
  index: string;
  quarantine: string;
  logFindings: string;
  lock: string;
  lockOwner: string;
} {
  return {
    dir,
    project: join(dir, LAYOUT.project),
    events: join(dir, LAYOUT.events),
    audit: join(dir, LAYOUT.audit),
    index: join(dir, LAYOUT.index),
    quarantine: join(dir, LAYOUT.quarantine),
    logFindings: join(dir, LAYOUT.logFindings),
    lock: join(dir, LAYOUT.lock),
    lockOwner: join(dir, LAYOUT.lockOwner),
  };
}
