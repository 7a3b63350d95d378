/**
 * Where a recursive `rm` reaches (issue #18, round 21): the hazard of a removal is its argument, not the command.
 * A removal of folders inside the project (build output, vendored code, tool caches), of a temporary folder, or of one
 * tool's cache under the home folder is ordinary cleanup, whatever the folders are called ("rm -rf vendor .tox",
 * "rm -rf /tmp/build", "rm -rf $HOME/.cache/pre-commit"). One that reaches the home folder or the root, a key store or
 * any other folder of the home, the repository's history (`.git`), the whole working tree (`.`, `*`), a path that
 * climbs out of the project (`..`) or an absolute path outside the temporary folders destroys what cannot be rebuilt.
 *
 * Read per argument, so a routine removal with one hazardous argument ("rm -rf dist ~") stays a hazard. The root and the
 * home folder are also read in any mood by flows.ts (DESTROY_ROOT); this module only decides which `rm` commands are
 * routine, so the phrase "rm -rf" alone no longer makes an order destructive.
 */

/** A recursive `rm` and its options, up to its first argument (`rm -rf`, `rm -r -f`, `sudo rm --recursive --force`). */
const RECURSIVE_RM = /\brm\s+(?:-{1,2}[a-z-]+\s+)*?-(?:[a-z]*r[a-z]*|-recursive)(?:\s+-{1,2}[a-z-]+)*(?=\s)/gi;

/** Where a command's arguments end: a command separator, a redirection, a code span's or a bracket's end, a line break. */
const ARGUMENTS_END = /[;&|<>()\x60\n]/u;

/**
 * A word of prose after the arguments ("rm -rf node_modules fixes most errors", "rm -rf dist and then rebuild"): the
 * arguments end before it. The same joining and verb words the build-output rule reads (directives.ts BUILD_OUTPUT).
 */
const PROSE_WORD = new RegExp(
  '^(?:is|are|was|were|fixes|fix|solves|clears|resets|helps|removes|deletes|cleans|frees|usually|often|will|would|should|can|could' +
    '|may|might|must|before|after|when|whenever|if|and|then|to|on|every|each|first|again|so|but|or|for|with|once|until|while|in|from|at|by|as)$',
  'iu',
);

/** At most this many arguments of one removal are read (a longer list is read as reaching everywhere). */
const MAX_ARGUMENTS = 24;
/** At most this many removals of one clause are read (bounds the work on a text of repeats). */
const MAX_REMOVALS = 16;

/** The home folder written as a prefix: `~`, `$HOME`, `${HOME}`, `%USERPROFILE%`, `$env:USERPROFILE`. */
const HOME_PREFIX = /^(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|\$env:USERPROFILE)(?=\/|\\|$)/iu;
/** The temporary folders: `/tmp`, `/var/tmp`, `$TMPDIR`, `$TEMP`, `$RUNNER_TEMP`, `%TEMP%` (what lies below them is scratch). */
const TEMP_PREFIX = /^(?:\/(?:var\/)?tmp|\/private\/tmp|\$\{?(?:TMPDIR|TMP|TEMP|RUNNER_TEMP)\}?|%TEMP%|%TMP%)(?=\/|\\)/iu;
/** A segment naming one tool's cache: `.cache/x`, `Library/Caches/x`, `.npm/_cacache`, `.gradle/caches`, `__pycache__`. */
const CACHE_SEGMENT = /^(?:__pycache__|[\w.-]*[Cc]ache[sd]?)$/u;
/** Another variable as the whole argument or its first segment: the project's own (`$BUILD_DIR`, `${OUT}`), read as inside. */
const VARIABLE_PREFIX = /^\$\{?[A-Za-z_]\w*\}?/u;

/** The argument's path segments, without quotes, a trailing slash, glob or sentence-ending dot. */
function segmentsOf(argument: string): string[] {
  return argument.split(/[/\\]+/u).filter((s) => s !== '');
}

/** True when removing `argument` (one argument of a recursive `rm`, unquoted) destroys only what can be rebuilt. */
export function routineArgument(argument: string): boolean {
  const arg = argument.replace(/^["']|["']$/gu, '');
  if (arg === '' || arg.startsWith('-')) return true;
  const home = HOME_PREFIX.exec(arg);
  if (home !== null) {
    // One tool's cache below the home (never the cache folder itself with everything in it: "~/.cache").
    const below = segmentsOf(arg.slice(home[0].length));
    const at = below.findIndex((s) => CACHE_SEGMENT.test(s));
    return at >= 0 && at < below.length - 1 && !below.includes('..') && !below.some((s) => s.includes('*') && below.indexOf(s) <= at);
  }
  const temp = TEMP_PREFIX.exec(arg);
  if (temp !== null) {
    // Something below a temporary folder, not the folder itself nor a climb out of it.
    const below = segmentsOf(arg.slice(temp[0].length));
    return below.length > 0 && !below.includes('..') && !/^\.?\*$/u.test(below[0] as string);
  }
  // Any other absolute path (`/`, `/usr`, `/srv/data`, `C:\`) is outside the project.
  if (/^(?:\/|[A-Za-z]:[\\/]?|\\)/u.test(arg)) return false;
  const segments = segmentsOf(arg.replace(VARIABLE_PREFIX, 'project')).filter((s) => s !== '.');
  // The working tree as a whole (".", "./", "*", "./*"), a climb out of it, or the repository's history.
  if (segments.length === 0 || segments.includes('..')) return false;
  if (segments.length === 1 && /^\.?\*$/u.test(segments[0] as string)) return false;
  if (segments.some((s) => s === '.git')) return false;
  return true;
}

/** The arguments of the removal that starts at `from` in `text` (after its options), up to where the command or the words of the command end. */
function argumentsAt(text: string, from: number): string[] {
  const rest = text.slice(from, from + 2048);
  const end = ARGUMENTS_END.exec(rest);
  const line = end === null ? rest : rest.slice(0, end.index);
  const args: string[] = [];
  for (const raw of line.split(/\s+/u)) {
    if (raw === '') continue;
    if (PROSE_WORD.test(raw) || args.length > MAX_ARGUMENTS) break;
    // A sentence's or a clause's end after the last argument ("rm -rf /tmp/build."); "." alone is the working tree.
    const word = raw.length > 1 ? raw.replace(/[.,:!?]+$/u, '') : raw;
    args.push(word === '' ? raw : word);
    if (/[.,:!?]$/u.test(raw) && raw.length > 1) break;
  }
  return args;
}

/**
 * `text` with every recursive `rm` whose arguments are all routine ({@link routineArgument}) blanked, so what reads
 * "rm -rf" as a hazard sees only removals that reach beyond the project. A removal with no argument read is kept.
 *
 * @param text - a clause or sentence (any length; at most 16 removals are read, each over at most 2 KiB)
 * @returns the text, the same length, routine removals replaced by spaces; never throws
 */
export function withoutRoutineRemovals(text: string): string {
  if (!/\brm\s/i.test(text)) return text;
  let out = text;
  let n = 0;
  for (const m of text.matchAll(RECURSIVE_RM)) {
    if (++n > MAX_REMOVALS) break;
    const args = argumentsAt(text, m.index + m[0].length);
    if (args.length === 0 || args.length > MAX_ARGUMENTS || !args.every(routineArgument)) continue;
    out = `${out.slice(0, m.index)}${' '.repeat(m[0].length)}${out.slice(m.index + m[0].length)}`;
  }
  return out;
}
