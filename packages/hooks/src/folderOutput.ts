import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { type Origin, observationOrigin } from '@cairn/session';
import { pathFactsOf } from './pathFacts.js';

/**
 * Most distinct files a folder tool's output may name for its observation to be weighed file by
 * file ({@link folderOrigin}); past it the output is `external`. The files' facts cost one
 * `check-ignore --stdin` for them all, two git processes for the submodules, and one `rev-parse
 * --show-toplevel` per distinct folder (pathFactsOf), so this bounds a tool call's hook to about
 * forty of them. How chosen: a Grep's default `head_limit` lists a few
 * dozen files; a longer list only lowers, never raises.
 */
export const MAX_FOLDER_FILES = 32;

/**
 * Most candidate paths looked up on disk (one `stat` each) while reading a folder tool's output;
 * past it the output is `external`. Bounds the hook's time on a long `content` listing (each
 * line tries the prefix before each of its first {@link MAX_LINE_SEPARATORS} `:`/`-`).
 */
export const MAX_PATH_LOOKUPS = 20_000;

/** Separators (`:` or `-`) of one output line tried as the end of its file's path. */
export const MAX_LINE_SEPARATORS = 32;

/** The keys of Claude Code's Grep and Glob `tool_response` that hold no text of a file (numbers, flags, the mode's name). */
const PLAIN_KEYS: ReadonlySet<string> = new Set(['mode', 'numFiles', 'numLines', 'numMatches', 'appliedLimit', 'appliedOffset', 'durationMs', 'truncated']);

/**
 * Whether `abs` is an existing file (not a folder). Any lookup error is "no such file": a Grep
 * line's prefix is text, not a path, until the disk says otherwise — `throwIfNoEntry` covers ENOENT
 * only, and a prefix holding a component over 255 bytes (ENAMETOOLONG: a long matched paragraph) or
 * running through a file (ENOTDIR: `README.md/x-y`) threw out of the hook (attack h54 E3). Never a
 * raise: a line whose prefixes name no file makes the output `external` ({@link namedFiles}).
 */
function isFile(abs: string): boolean {
  try {
    const info = statSync(abs, { throwIfNoEntry: false });
    return info !== undefined && !info.isDirectory();
  } catch {
    return false;
  }
}

/** Looks a candidate path up once: the absolute path of a file that exists (not a folder), or undefined. */
class Lookups {
  private readonly seen = new Map<string, string | undefined>();
  count = 0;

  constructor(
    private readonly cwd: string,
    private readonly folder: string,
  ) {}

  /** The existing files `path` may name (relative to the host's cwd or to the searched folder), or undefined past the budget. */
  files(path: string): string[] | undefined {
    if (path === '') return [];
    const bases = isAbsolute(path) ? [path] : [resolve(this.cwd, path), resolve(this.folder, path)];
    const out: string[] = [];
    for (const abs of bases) {
      if (!this.seen.has(abs)) {
        if (++this.count > MAX_PATH_LOOKUPS) return undefined;
        this.seen.set(abs, isFile(abs) ? abs : undefined);
      }
      const hit = this.seen.get(abs);
      if (hit !== undefined && !out.includes(hit)) out.push(hit);
    }
    return out;
  }
}

/**
 * The files one line of a Grep listing names: ripgrep's `path:line:text` (a match), `path-line-text`
 * (a context line), `path:count` (count mode), `path:text` (no line numbers) or the bare path
 * (files_with_matches) — every prefix ending before one of the line's first
 * {@link MAX_LINE_SEPARATORS} `:`/`-`, and the whole line, that is an existing file. All of them,
 * not the first: a file named so that its name starts with another file's is weighed with it.
 * Undefined: the line names no file, or the lookups' budget is spent.
 */
function lineFiles(line: string, lookups: Lookups): string[] | undefined {
  const out = new Set<string>();
  const add = (path: string): boolean => {
    const got = lookups.files(path);
    if (got === undefined) return false;
    for (const f of got) out.add(f);
    return true;
  };
  let separators = 0;
  for (let i = 0; i < line.length && separators < MAX_LINE_SEPARATORS; i++) {
    const c = line[i];
    if (c !== ':' && c !== '-') continue;
    separators++;
    if (!add(line.slice(0, i))) return undefined;
  }
  if (!add(line)) return undefined;
  return out.size > 0 ? [...out] : undefined;
}

/**
 * The files a file tool's output over a folder names (h53-attack C3), read from Claude Code's Grep
 * and Glob `tool_response`: `filenames` (every mode of Grep, and Glob) and each line of `content`
 * (Grep's content and count modes; `--` group separators skipped). Undefined when any part of it
 * names no file it could find on disk — a string output (LS's tree, another host's), a key not
 * known to hold no file text, a line of no file, more than {@link MAX_FOLDER_FILES} files, or past
 * {@link MAX_PATH_LOOKUPS} — and when it names none: then nothing says whose text it is.
 *
 * @param output - the host's `tool_response` (any JSON value)
 * @param cwd - the host's working folder (a relative path in the output is read from it, and from `folder`)
 * @param folder - the folder the tool searched (absolute)
 */
export function namedFiles(output: unknown, cwd: string, folder: string): string[] | undefined {
  if (typeof output !== 'object' || output === null || Array.isArray(output)) return undefined;
  const lookups = new Lookups(cwd, folder);
  const files = new Set<string>();
  const take = (got: readonly string[] | undefined): boolean => {
    if (got === undefined || got.length === 0) return false;
    for (const f of got) files.add(f);
    return files.size <= MAX_FOLDER_FILES;
  };
  for (const [key, value] of Object.entries(output as Record<string, unknown>)) {
    if (key === 'filenames') {
      if (!Array.isArray(value)) return undefined;
      for (const name of value) if (typeof name !== 'string' || !take(lookups.files(name))) return undefined;
      continue;
    }
    if (key === 'content') {
      if (typeof value !== 'string') return undefined;
      for (const line of value.split(/\r?\n/u)) {
        if (line === '' || line === '--') continue;
        if (!take(lineFiles(line, lookups))) return undefined;
      }
      continue;
    }
    // A number, a flag, the mode's name: no file's text. Any other string or object may be one's.
    if (typeof value === 'number' || typeof value === 'boolean' || value === null) continue;
    if (PLAIN_KEYS.has(key) && typeof value === 'string' && value.length <= 64) continue;
    return undefined;
  }
  return files.size > 0 ? [...files] : undefined;
}

/** Whether a file's real path is inside the project's real folder (not a link out of it, not gone). */
function realInside(projectPath: string, file: string): boolean {
  try {
    const rel = relative(realpathSync(projectPath), realpathSync(file));
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) && !rel.split(sep).includes('..');
  } catch {
    return false;
  }
}

/**
 * The origin of a file tool's observation of a folder — Grep, Glob, LS naming one, the project's
 * own folder included (h53-attack C3): the least trusted among the files its output names
 * ({@link namedFiles}), each as a read of it would be observed (core's `observationOrigin`:
 * `repo` for the project's own files, `external` for third-party, submodule, git-ignored and
 * outside ones, a link out of the project included), and `external` when the output names none
 * or cannot be read so. Never the folder's own: a search of the project returns vendored and
 * untracked files' lines as well.
 */
export async function folderOrigin(projectPath: string, cwd: string, folder: string, output: unknown): Promise<Origin> {
  const files = namedFiles(output, cwd, folder);
  if (files === undefined) return 'external';
  if (!files.every((file) => realInside(projectPath, file))) return 'external';
  // Every file's facts at once (one `check-ignore --stdin` for them all, pathFactsOf).
  for (const facts of await pathFactsOf(projectPath, cwd, files))
    if (observationOrigin({ kind: 'file-read', path: { insideProject: facts.insideProject, thirdParty: facts.thirdParty } }) !== 'repo') return 'external';
  return 'repo';
}
