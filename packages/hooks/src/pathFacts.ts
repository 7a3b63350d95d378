import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { gitSubmodulesOf, isThirdPartyPath, type PathFacts, runGitAsync, spawnGit } from '@cairn/session';

/** How long one `git check-ignore` may take, ms; a run cut short is no answer (read as third-party: {@link gitIgnoredOf}). */
const CHECK_IGNORE_MS = 2_000;

/** What {@link pathFacts} says of one path. */
export type PathFactsOf = PathFacts & { relative?: string; folder?: true };

/** What `git check-ignore` answered of one path: ignored, not ignored, or no answer (a failure). */
type IgnoreAnswer = 'ignored' | 'not' | 'unknown';

/**
 * Whether a git repository holds `folder`: a `.git` (folder, or file of a worktree or submodule) in
 * it or in one of its parents, where git looks for one. Without one, `check-ignore` exits 128 ("not
 * a git repository") and no path is git-ignored: that 128 is an answer, not a failure.
 */
function inRepository(folder: string): boolean {
  for (let at = resolve(folder); ; at = dirname(at)) {
    if (existsSync(join(at, '.git'))) return true;
    if (dirname(at) === at) return false;
  }
}

/**
 * `git check-ignore -q --no-index` of one path: exit 0 ignored, 1 not ignored; 128 outside any
 * repository not ignored (nothing is git-ignored there). Any other outcome — a timeout, a git
 * killed or crashed, no git to run, a fatal error inside a repository (a path beyond a symbolic
 * link, a repository git refuses as another user's) — is no answer: `unknown`, which the caller
 * reads as the lower origin (DESIGN.md §10: a failure never raises trust).
 */
async function gitIgnored(project: string, rel: string): Promise<IgnoreAnswer> {
  const { code } = await runGitAsync(project, ['check-ignore', '-q', '--no-index', '--', rel], { timeoutMs: CHECK_IGNORE_MS });
  if (code === 0) return 'ignored';
  if (code === 1 || (code === 128 && !inRepository(project))) return 'not';
  return 'unknown';
}

/**
 * Whether `abs` is a folder. Any lookup error is "not a folder": a path that cannot be looked up
 * (a name over 255 bytes, ENAMETOOLONG; a path running through a file, ENOTDIR; a symlink loop)
 * cannot be read as one by the host either, whose call then failed or returned no folder's text;
 * `throwIfNoEntry` covers ENOENT only, and the others threw out of the hook: the call went
 * unrecorded, a gap (attack h54 E3b). The path's other facts are read as for any path.
 */
function isFolder(abs: string): boolean {
  try {
    return statSync(abs, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false;
  }
}

/** Whether a regular file is at `abs` (a marker file); any lookup error is no file. */
function isFileAt(abs: string): boolean {
  try {
    return statSync(abs, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

/**
 * Which of `rels` (relative to `project`) git ignores, or may ignore: one `git check-ignore
 * --no-index --stdin -z` for them all (exit 0 some ignored, 1 none). A fatal error (128: git
 * refuses one path, such as one beyond a symbolic link, and stops) asks again path by path, so
 * each answer is what {@link gitIgnored} alone says. A path git gave no answer for (a timeout, a
 * crash, no git: `unknown`) is in the set too: an ignored file is third-party (`external`), and not
 * knowing must never make it the project's own (`repo`) — a failure only ever lowers (h55-attest).
 */
async function gitIgnoredOf(project: string, rels: readonly string[]): Promise<Set<string>> {
  if (rels.length === 0) return new Set();
  if (rels.length === 1) return new Set((await gitIgnored(project, rels[0] as string)) !== 'not' ? rels : []);
  const run = await runGitAsync(project, ['check-ignore', '--no-index', '--stdin', '-z'], {
    input: rels.map((r) => `${r}\0`).join(''),
    timeoutMs: CHECK_IGNORE_MS,
  });
  if (run.code === 0 || run.code === 1) return new Set(run.stdout.split('\0').filter((r) => r !== ''));
  if (run.code === 128 && !inRepository(project)) return new Set();
  if (run.code !== 128) return new Set(rels);
  const each = await Promise.all(rels.map(async (r) => ((await gitIgnored(project, r)) !== 'not' ? r : undefined)));
  return new Set(each.filter((r): r is string => r !== undefined));
}

/**
 * Where each path a file tool touched lies (facts only; core's rule turns them into an origin),
 * in the order of `paths`: inside the project or not, and whether it is third-party code — under
 * `node_modules` or another vendored folder (core's `isThirdPartyPath`), inside a git submodule
 * (session's `gitSubmodules`), or ignored by git — or git could not say ({@link gitIgnoredOf}: a
 * failure reads as third-party, the lower origin). `folder`: the path is a folder (the project's own
 * folder included) — a tool's output over it holds other files' text, whose origin is theirs
 * (folderOutput.ts `folderOrigin`, h53-attack C3), not the folder's.
 *
 * git runs once for all the paths where it can (the submodules read once, `rev-parse
 * --show-toplevel` once per folder, one `check-ignore --stdin`), not two to four processes per path:
 * a Grep or Glob names up to `MAX_FOLDER_FILES` files.
 */
export async function pathFactsOf(projectPath: string, cwd: string, paths: readonly string[]): Promise<PathFactsOf[]> {
  const out: PathFactsOf[] = [];
  const asked: { at: number; rel: string; slashed: string }[] = [];
  for (const path of paths) {
    const abs = isAbsolute(path) ? path : resolve(cwd, path);
    const rel = relative(projectPath, abs);
    const folder = isFolder(abs) ? { folder: true as const } : {};
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) {
      out.push({ insideProject: rel === '', thirdParty: false, ...folder });
      continue;
    }
    // Core's one list of third-party folders, as the working tree's index and `cairn import` read
    // them (h46-attack item 4: the hooks' own shorter list let `3rdparty/` code be observed as tracked).
    const slashed = rel.split(sep).join('/');
    // By a folder's name, or by an ecosystem's marker file in or beside a folder (core's
    // THIRD_PARTY_MARKERS: a mix sub-project's `deps/`, a virtualenv of any name: h59-attest).
    const marked = (r: string): boolean => isFileAt(join(projectPath, r));
    out.push({ insideProject: true, thirdParty: isThirdPartyPath(slashed, marked), relative: rel, ...folder });
    if (out.at(-1)?.thirdParty === false) asked.push({ at: out.length - 1, rel, slashed });
  }
  // A git submodule by git's own reading (gitlinks, `.gitmodules` as git parses it — quotes, any
  // letter case of the key — and embedded repositories): the one rule the working tree's index and
  // `cairn import` use too (session's `gitSubmodules`).
  const submodules = gitSubmodulesOf(
    projectPath,
    asked.map((a) => a.slashed),
    spawnGit,
  );
  const rest = asked.filter((a, i) => {
    if (submodules[i] === undefined) return true;
    (out[a.at] as PathFactsOf).thirdParty = true;
    return false;
  });
  const ignored = await gitIgnoredOf(
    projectPath,
    rest.map((a) => a.rel),
  );
  for (const a of rest) if (ignored.has(a.rel)) (out[a.at] as PathFactsOf).thirdParty = true;
  return out;
}

/** {@link pathFactsOf} of one path. */
export async function pathFacts(projectPath: string, cwd: string, path: string): Promise<PathFactsOf> {
  return (await pathFactsOf(projectPath, cwd, [path]))[0] as PathFactsOf;
}
