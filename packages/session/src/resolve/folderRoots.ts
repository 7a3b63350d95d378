import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runGit } from './runGit.js';

/** At most this long for git to answer, ms (a hook has a time budget; an unanswered call reads as no roots). */
const GIT_TIMEOUT_MS = 5_000;

/**
 * The identity of the repository in `folder` beyond its path (attack-h49 N3): the root commits of
 * every ref (`git rev-list --max-parents=0 --all`: HEAD, branches, tags, remote-tracking refs),
 * sorted and without duplicates — all refs, so checking out an orphan branch (`gh-pages`) does
 * not change it. A different repository cloned at the same path has other roots; a fork, the same
 * repository cloned again, or a history built on this one's shares one (the same project, see
 * {@link sameRoots}). Empty when `folder` holds no `.git`, before its first commit, or when git
 * cannot answer (not installed, timed out) — which a recorded non-empty identity reads as a
 * mismatch, the lower trust. A shallow clone's roots are its cut-off commits: another identity.
 *
 * One child process (about 5–100 ms on this machine, growing with the history's length).
 */
export function folderRoots(folder: string): string[] {
  const out = git(folder, ['rev-list', '--max-parents=0', '--all']);
  if (out === undefined) return [];
  return [...new Set(out.split('\n').filter((line) => /^[0-9a-f]{40,64}$/u.test(line)))].sort();
}

/**
 * Whether the repository in `folder` holds at least one of `roots` as a commit: one
 * `git cat-file --batch-check` whatever the history's length (about 3–5 ms), where
 * {@link folderRoots} walks every commit (100 ms and more on a long history), so a store's open
 * pays the walk only when the recorded roots are not here. An object is here when a clone or
 * fetch brought it, i.e. some ref reached it: what {@link folderRoots} reads, until `git gc`
 * prunes an unreachable one (a history rewritten by a person keeps matching until then, the
 * lenient side of the same rule: a fork shares its roots either way). False for no `.git`, no
 * roots, or git not answering.
 */
export function holdsAnyCommit(folder: string, roots: readonly string[]): boolean {
  const asked = roots.filter((r) => /^[0-9a-f]{40,64}$/u.test(r));
  if (asked.length === 0) return false;
  const out = git(folder, ['cat-file', '--batch-check'], `${asked.join('\n')}\n`);
  if (out === undefined) return false;
  return out.split('\n').some((line) => {
    const [sha, type] = line.split(' ');
    return type === 'commit' && sha !== undefined && asked.includes(sha);
  });
}

/** git's stdout in `folder` with redirecting variables dropped ({@link runGit}), or undefined (no `.git`, an error, a timeout). */
function git(folder: string, args: string[], input?: string): string | undefined {
  if (!existsSync(join(folder, '.git'))) return undefined;
  return runGit(folder, args, { timeoutMs: GIT_TIMEOUT_MS, ...(input !== undefined ? { input } : {}) });
}

/**
 * Whether the folder's roots are the recorded repository's: they share at least one root commit
 * (a branch or an orphan branch added or deleted, or one line of history rewritten, keeps the
 * others). A repository with none of the recorded roots is another one.
 */
export function sameRoots(recorded: readonly string[], here: readonly string[]): boolean {
  return recorded.some((r) => here.includes(r));
}

/** Root commits in words: the first 12 hex of each (at most 3 named), or "no commit". */
export function rootsInWords(roots: readonly string[]): string {
  if (roots.length === 0) return 'no git commit';
  const named = roots.slice(0, 3).map((r) => r.slice(0, 12));
  return `root commit${roots.length > 1 ? 's' : ''} ${named.join(', ')}${roots.length > 3 ? ` and ${roots.length - 3} more` : ''}`;
}
