import { existsSync, statSync } from 'node:fs';
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

/** How long a positive answer of {@link holdsAnyCommitCached} is kept at most, in ms, whatever the stamp says (60 s). */
export const IDENTITY_CACHE_MS = 60_000;

/** A stamp whose files changed less than this long ago (ms) is not trusted: a coarse clock may not show the next change (git's "racy" rule). */
const RACY_MS = 2_000;

/** Positive answers of {@link holdsAnyCommitCached}: folder and roots → the repository's stamp then, and when. */
const heldCommits = new Map<string, { stamp: string; at: number }>();

/**
 * What the answer of {@link holdsAnyCommit} depends on, as `stat` sees it, or undefined when it
 * cannot be told that cheaply: the `.git` folder itself (another clone at the path is another
 * inode), its `config` (object format, alternates settings), `objects/` and `objects/pack/` (a
 * pack written or removed by fetch, repack or gc changes the folder), the loose-object folder of
 * each root (a pruned loose root), `objects/info/` and replace refs (`refs/replace/`,
 * `packed-refs`: `cat-file` follows replacements). Undefined for a `.git` file (a worktree or
 * submodule's link), a linked worktree's folder, a repository with alternates (their objects
 * live elsewhere), and any stamp changed within {@link RACY_MS} (a coarse file-system clock).
 */
function repositoryStamp(folder: string, roots: readonly string[]): string | undefined {
  const git = join(folder, '.git');
  const now = Date.now();
  const parts: string[] = [];
  const part = (file: string, required: boolean): boolean => {
    try {
      const s = statSync(file, { bigint: true });
      if (now - Number(s.mtimeMs) < RACY_MS || now - Number(s.ctimeMs) < RACY_MS) return false;
      parts.push(`${s.dev}:${s.ino}:${s.mtimeNs}:${s.ctimeNs}:${s.size}`);
      return true;
    } catch {
      parts.push('-');
      return !required;
    }
  };
  try {
    if (!statSync(git).isDirectory() || existsSync(join(git, 'commondir')) || existsSync(join(git, 'objects', 'info', 'alternates'))) return undefined;
  } catch {
    return undefined;
  }
  const files: [string, boolean][] = [
    [git, true],
    [join(git, 'config'), false],
    [join(git, 'objects'), true],
    [join(git, 'objects', 'pack'), false],
    [join(git, 'objects', 'info'), false],
    [join(git, 'refs', 'replace'), false],
    [join(git, 'packed-refs'), false],
    ...roots.map((r): [string, boolean] => [join(git, 'objects', r.slice(0, 2)), false]),
  ];
  for (const [file, required] of files) if (!part(file, required)) return undefined;
  return parts.join('|');
}

/**
 * {@link holdsAnyCommit} for a long-lived process (`cairn daemon`, the MCP server), asked before
 * every request: a positive answer is kept while the repository's stamp
 * ({@link repositoryStamp}: `stat`s of `.git`, its object folders, config and replace refs) is the
 * same and for at most {@link IDENTITY_CACHE_MS}; the stamp is taken before git is asked, so a
 * change during the call is not covered by it. A negative answer is never kept: a mismatch is
 * always asked of git again (and then walked by the caller), never read from the cache.
 */
export function holdsAnyCommitCached(folder: string, roots: readonly string[], now: () => number = Date.now): boolean {
  const key = `${folder}\0${[...roots].sort().join(',')}`;
  const stamp = repositoryStamp(folder, roots);
  const kept = heldCommits.get(key);
  if (stamp !== undefined && kept !== undefined && kept.stamp === stamp && now() - kept.at < IDENTITY_CACHE_MS) return true;
  heldCommits.delete(key);
  const yes = holdsAnyCommit(folder, roots);
  if (yes && stamp !== undefined) heldCommits.set(key, { stamp, at: now() });
  return yes;
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
