import { realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { COMMIT_ID } from '@cairn/core';
import type { GitRunner } from './workingTree.js';

/**
 * What git itself says about a checkout's files, asked one way for every reader (issue #22): the
 * working tree's attestation index, the hooks' facts about a path a tool touched, and
 * `cairn import`. Each function runs git through a {@link GitRunner} (`git -C <root> …`, stdout or
 * undefined) and answers with paths relative to `root`, `/`-separated, as git prints them.
 */

/**
 * The blob id HEAD's tree holds at each path (`git ls-tree -r -z HEAD`, limited to `paths` when
 * given, read as literal paths): what "tracked" means for attestation — a file whose content is
 * committed. A file git's index tracks but whose working copy (or staged copy) differs from HEAD
 * holds lines nobody committed: the worktree's, as trusted as an untracked file's (h47-attest: an
 * uncommitted overwrite of a tracked file attested `tracked`). Empty outside git, before the first
 * commit, or when git fails. Git's content filters are not applied: a checkout whose files git
 * converts on checkout (`core.autocrlf`, `eol`, a clean filter) finds them not committed — the
 * lower trust, never the higher.
 *
 * Where the person trusts the project's files (`cairn trust --repo`), `commit` is the commit they
 * signed (A7, issue #22): a file a later commit changed or added — anyone may `git commit`, an
 * agent too — is not the person's reviewed content, and its lines count as an untracked file's.
 * A commit git no longer has (rebased away and pruned, a shallow clone's cut) gives an empty map:
 * nothing is committed, the lower trust.
 *
 * @param root - the checkout (paths are relative to it, as git prints them from there)
 * @param paths - only these (one `ls-tree` call); absent: every file of HEAD's tree
 * @param commit - the commit whose tree counts (hex, core's `COMMIT_ID`); absent: HEAD
 */
export function headBlobs(root: string, git: GitRunner, paths?: readonly string[], commit?: string): Map<string, string> {
  const out = new Map<string, string>();
  if (paths !== undefined && paths.length === 0) return out;
  // Only a commit id is passed to git (never an option or a ref an agent could point elsewhere).
  if (commit !== undefined && !COMMIT_ID.test(commit)) return out;
  const listed = git(root, ['--literal-pathspecs', 'ls-tree', '-r', '-z', commit ?? 'HEAD', ...(paths !== undefined ? ['--', ...paths] : [])]);
  for (const entry of (listed ?? '').split('\0')) {
    const m = /^\d+ blob ([0-9a-f]{40,64})\t(.+)$/su.exec(entry);
    if (m) out.set(m[2] as string, m[1] as string);
  }
  return out;
}

/**
 * The submodules of the checkout at `root`, by git's own reading — the one rule every reader uses
 * (h47-attest: the hooks parsed `.gitmodules` with a case-sensitive regular expression that kept
 * quotes, `cairn import` looked for a `.git` in a folder, the index asked git's index):
 * - every gitlink git's index records (`git ls-files -s`, mode 160000: what git checks out as a
 *   submodule), and
 * - every `submodule.<name>.path` the checkout's `.gitmodules` declares, read by git's config
 *   parser (`git config -f .gitmodules -z --get-regexp`): quotes, escapes, any letter case of the
 *   key and comments as git reads them; includes are not followed (git does not follow them in a
 *   file named with `-f`);
 * - with `untracked` (`git ls-files -o --exclude-standard -z`, without `--directory`), every
 *   embedded repository: git lists a folder holding its own `.git` that the index does not record
 *   as `folder/`, never its files (another work tree, as a submodule's checkout is).
 * A declared path is counted though git's index holds no gitlink there (a submodule not yet
 * added, or a `.gitmodules` written by hand): calling a folder third-party only lowers what its
 * lines attest. Outside git, nothing (git cannot say).
 *
 * @param listed - `staged`: `git ls-files -s -z`'s output when the caller already has it (saves a
 *   call); `untracked`: the untracked listing, when the caller has it (see above)
 * @returns paths relative to `root`, without a trailing `/`
 */
export function gitSubmodules(root: string, git: GitRunner, listed: { staged?: string; untracked?: readonly string[] } = {}): Set<string> {
  const out = new Set<string>();
  const index = listed.staged ?? git(root, ['ls-files', '-s', '-z']);
  if (index === undefined) return out;
  for (const path of listed.untracked ?? []) if (path.endsWith('/')) out.add(path.slice(0, -1));
  for (const entry of index.split('\0')) {
    const m = /^160000 [0-9a-f]{40,64} \d+\t(.+)$/su.exec(entry);
    if (m) out.add(m[1] as string);
  }
  // `-z`: each entry is the key, a newline, the value, then NUL (git-config(1)).
  const declared = git(root, ['config', '-f', '.gitmodules', '-z', '--get-regexp', '^submodule\\..*\\.path$']);
  for (const entry of (declared ?? '').split('\0')) {
    const at = entry.indexOf('\n');
    if (at < 0) continue;
    const path = normalisedPath(entry.slice(at + 1));
    if (path !== undefined) out.add(path);
  }
  return out;
}

/** A declared submodule path as git would resolve it inside the checkout (`./x/`, `x//y` → `x/y`), or undefined when it leaves it or is empty. */
function normalisedPath(value: string): string | undefined {
  const segs: string[] = [];
  for (const seg of value.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') return undefined;
    segs.push(seg);
  }
  return segs.length > 0 ? segs.join('/') : undefined;
}

/**
 * The submodule (of {@link gitSubmodules}) that `path` (relative to the checkout, `/`-separated)
 * lies in or is, or undefined.
 */
export function submoduleOf(path: string, submodules: ReadonlySet<string>): string | undefined {
  const segs = path.split('/');
  for (let n = 1; n <= segs.length; n++) {
    const folder = segs.slice(0, n).join('/');
    if (submodules.has(folder)) return folder;
  }
  return undefined;
}

/**
 * The submodule `path` (relative to the checkout at `root`, `/`-separated) lies in, for one path
 * (the hooks' facts about a file a tool touched, `cairn import`'s source file): by
 * {@link gitSubmodules}, else by asking git which work tree the path's folder belongs to
 * (`git rev-parse --show-toplevel` run there): a folder below `root` that is its own work tree is
 * an embedded repository or a submodule's checkout. Undefined when neither, or outside git.
 */
export function gitSubmoduleOf(root: string, path: string, git: GitRunner): string | undefined {
  return gitSubmodulesOf(root, [path], git)[0];
}

/**
 * {@link gitSubmoduleOf} for several paths at once (a Grep's or Glob's files, the hooks'
 * `pathFactsOf`): the submodules are read once ({@link gitSubmodules}: two git processes, only
 * when `paths` is not empty) and `git rev-parse --show-toplevel` runs once per distinct folder not
 * already in one, instead of all three per path. Same answer, same order as `paths`.
 */
export function gitSubmodulesOf(root: string, paths: readonly string[], git: GitRunner): (string | undefined)[] {
  if (paths.length === 0) return [];
  const declared = gitSubmodules(root, git);
  const tops = new Map<string, string | undefined>();
  const real = (p: string): string => {
    try {
      return realpathSync(p);
    } catch {
      return p;
    }
  };
  const embedded = (folder: string): string | undefined => {
    const top = git(join(root, folder), ['rev-parse', '--show-toplevel'])?.trim();
    if (top === undefined || top === '') return undefined;
    const inside = relative(real(root), real(top));
    if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) return undefined;
    return inside.split(sep).join('/');
  };
  return paths.map((path) => {
    const found = submoduleOf(path, declared);
    if (found !== undefined) return found;
    const folder = path.split('/').slice(0, -1).join('/');
    if (folder === '') return undefined;
    if (!tops.has(folder)) tops.set(folder, embedded(folder));
    return tops.get(folder);
  });
}
