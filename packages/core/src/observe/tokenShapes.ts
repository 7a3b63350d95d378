/**
 * Shapes of rare tokens that survive a paraphrase (issue #22, the h57 closing note: the misses of
 * attestation-6/7 kept a payload's command or address but changed its words or order). A command
 * is read as its program and its operands, flags dropped and operands sorted; a URL as its host
 * and first path segments. Both sides of a comparison (an observation, a memory) take the same
 * shapes: a command's marked {@link SHAPE_MARK}, so a shape meets only a shape; a URL's stem is a
 * URL (it meets the URL a memory writes short).
 * Pure, linear in the input.
 */
import { TOKEN_SHAPE_POLICY } from '../policy/policy.js';

/** Marks a command's shape (`~curl /tmp/i.sh https://x.example/i.sh`): never the first character of a command as written. */
export const SHAPE_MARK = '~';

/** Most words of a command read for its shapes (the policy table's `TOKEN_SHAPE_POLICY.commandWords`, with how it was chosen). */
export const MAX_SHAPE_WORDS: number = TOKEN_SHAPE_POLICY.commandWords;

/** Words that end one shell command (a pipe, a list, a redirection's start is an operand). */
const SEPARATORS: ReadonlySet<string> = new Set(['|', '||', '&&', ';', '&', '|&']);
/** An operand that makes a command specific: a digit, dot, slash, `=`, `:`, `@`, `~` or an inner hyphen or underscore (as `proseCommands` reads one). */
const SPECIFIC = /[0-9./=:@~]|[A-Za-z0-9][-_][A-Za-z0-9]/u;
const QUOTES = /^['"`]+|['"`]+$/gu;
const TRAILING = /[.,;:!?'")\]}>`]+$/u;

/**
 * The shapes of a command and of each of its prefixes (issue #22: "a command rewritten with flags
 * reordered" must meet the command as a page wrote it): for every prefix of `command` of up to
 * {@link MAX_SHAPE_WORDS} words, up to the first shell separator, whose operands hold a specific one
 * ({@link SPECIFIC}), the value {@link SHAPE_MARK} + the program (lower case, a leading `sudo`
 * dropped) + its distinct operands sorted: flags (`-x`, `--long`) are dropped, a flag's `=value` is
 * an operand, quotes around a word and trailing punctuation are dropped. A flag's separate value
 * (`-n prod`) cannot be told from an operand and stays one, on both sides alike. So
 * `kubectl scale deployment/pump-guard --replicas=0 -n prod` and
 * `kubectl -n prod scale --replicas=0 deployment/pump-guard` share
 * `~kubectl 0 deployment/pump-guard prod scale`. Every prefix, because a command quoted in a
 * sentence runs on into prose (on a page, and in a memory).
 *
 * With `needFlag` (a command read from a sentence, not a line's start or a code span), only
 * prefixes that hold a flag, a path or an address (`/`) or an assignment (`=`) give a shape: a
 * program's name followed by ordinary words ("go through 3 review rounds") is no evidence of a
 * command (the h57 closing note).
 *
 * With `every` false (what an observation keeps: a 5 MB log of flagged commands cost 1.6× the time
 * with every prefix's shape, h58), only two: the whole command's and that of the longest prefix
 * ending on a specific operand (the command before a sentence goes on). A memory's side keeps every
 * prefix's, so it holds whichever of the two the page kept.
 *
 * @param command - the command as written, the program first (words separated by blanks)
 * @param needFlag - a prefix must hold a flag, path or assignment (default false)
 * @param every - every prefix's shape (default true), or only the two an observation keeps
 * @returns the shapes, shortest prefix first; empty when no operand is specific
 */
export function commandShapes(command: string, needFlag = false, every = true): string[] {
  const words = command.split(/\s+/u).filter((w) => w !== '');
  let i = 0;
  if (words[0]?.replace(QUOTES, '').toLowerCase() === 'sudo') i = 1;
  const program = words[i]?.replace(QUOTES, '').replace(TRAILING, '').toLowerCase();
  if (program === undefined || program === '' || program.startsWith('-')) return [];
  const operands = new Set<string>();
  const out: string[] = [];
  let evidence = false;
  let specific = false;
  let endsSpecific: string | undefined;
  let whole: string | undefined;
  for (let j = i + 1; j < words.length && j - i < MAX_SHAPE_WORDS; j++) {
    const raw = words[j] as string;
    if (SEPARATORS.has(raw)) break;
    const word = raw.replace(QUOTES, '');
    let operand: string;
    if (word.startsWith('-')) {
      evidence = true;
      const eq = word.indexOf('=');
      if (eq < 0) continue;
      operand = word.slice(eq + 1);
    } else operand = word;
    if (/[/=]/u.test(operand)) evidence = true;
    operand = operand.replace(QUOTES, '').replace(TRAILING, '');
    if (operand === '' || operands.has(operand)) continue;
    operands.add(operand);
    const specificHere = SPECIFIC.test(operand);
    if (specificHere) specific = true;
    if (!specific || (needFlag && !evidence)) continue;
    const shape = `${SHAPE_MARK}${program} ${[...operands].sort().join(' ')}`;
    if (every) out.push(shape);
    else {
      // The longest prefix ending on a specific operand (the command before a sentence goes on) and the whole.
      if (specificHere) endsSpecific = shape;
      whole = shape;
    }
  }
  if (every) return out;
  return [...new Set([endsSpecific, whole].filter((x): x is string => x !== undefined))];
}

/**
 * The stem of a normalised URL (`rareTokens`' `url` value, `scheme://host/path`): the same address
 * cut to its host and first two path segments (`TOKEN_SHAPE_POLICY.urlStemSegments`), as `https://` and without a `.git` ending
 * (`https://github.com/acme/tools`). Issue #22 (the h57 note): "a URL with its scheme or trailing
 * path dropped" — `http://github.com/acme/tools/releases/x.sh` on a page and
 * `github.com/acme/tools` in a memory name one address, and the stem of the first is the URL of the
 * second. On a host every project names (`github.com`, `pypi.org`: attestOrigin's
 * `UBIQUITOUS_HOSTS`), whose bare host never attests, the two segments are the owner and the
 * project; on any other host the host alone is a token already, so the stem lowers nothing the host
 * would not. A stem is an address like any URL token (the working tree's identity rule reads it as
 * one: a package's own repository stays its own). Undefined for a URL without a path.
 *
 * @param url - a URL as `rareTokens` normalises it (lower-case scheme and host, no query, fragment or trailing slash)
 */
export function urlStem(url: string): string | undefined {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/]+)(\/[^?#]*)?$/u.exec(url);
  if (!m) return undefined;
  const segments = (m[2] ?? '').split('/').filter((s) => s !== '');
  if (segments.length === 0) return undefined;
  const kept = segments.slice(0, TOKEN_SHAPE_POLICY.urlStemSegments);
  const lastKept = (kept[kept.length - 1] as string).replace(/\.git$/iu, '');
  if (lastKept === '') return undefined;
  kept[kept.length - 1] = lastKept;
  return `https://${m[1] as string}/${kept.join('/')}`;
}

/**
 * Hosts that serve a GitHub repository's files under `/<owner>/<repo>/…`, as the repository itself
 * is `github.com/<owner>/<repo>` (h58): a page's `curl https://raw.githubusercontent.com/acme/tools/main/i.sh`
 * and a memory's "the installer from github.com/acme/tools" name one project.
 */
const GITHUB_FILE_HOSTS: ReadonlySet<string> = new Set(['raw.githubusercontent.com', 'codeload.github.com']);

/** GitHub's gist file host: `gist.githubusercontent.com/<owner>/<id>/raw/…` is the gist `gist.github.com/<owner>/<id>`. */
const GIST_FILE_HOST = 'gist.githubusercontent.com';

/**
 * jsDelivr's GitHub route (jsdelivr.com/documentation, "GitHub": `/gh/<user>/<repo>@<version>/<file>`,
 * on the CDN host and its named mirrors): it serves `github.com/<owner>/<repo>`'s files. Its stem is
 * cut after the repository (the version dropped), not at two segments, which are `gh/<owner>`: only
 * an owner, shared by every repository of it.
 */
const JSDELIVR_GH = /^[a-z][a-z0-9+.-]*:\/\/(cdn|fastly|gcore)\.jsdelivr\.net\/gh\/([^/@]+)\/([^/@]+)/u;

/**
 * The stems of a normalised URL, each an address one project has whatever file of it a URL names:
 * {@link urlStem}'s; for a GitHub file host ({@link GITHUB_FILE_HOSTS}) the repository's own on
 * `github.com` too; for a gist's file host the gist's page (`gist.github.com/<owner>/<id>`); for
 * jsDelivr's GitHub route ({@link JSDELIVR_GH}) the route cut after the repository and the repository
 * on `github.com` (h59-attest: a payload loaded from `cdn.jsdelivr.net/gh/acme/tools@1/x.js` and a
 * memory's `github.com/acme/tools` name one project). Empty for a URL without a path.
 *
 * @param url - a URL as `rareTokens` normalises it
 */
export function urlStems(url: string): string[] {
  const cdn = JSDELIVR_GH.exec(url);
  if (cdn) {
    const repo = (cdn[3] as string).replace(/\.git$/iu, '');
    if (repo !== '') return [`https://${cdn[1] as string}.jsdelivr.net/gh/${cdn[2] as string}/${repo}`, `https://github.com/${cdn[2] as string}/${repo}`];
  }
  const stem = urlStem(url);
  if (stem === undefined) return [];
  const m = /^https:\/\/([^/]+)\/([^/]+\/[^/]+)$/u.exec(stem);
  if (m && GITHUB_FILE_HOSTS.has(m[1] as string)) return [stem, `https://github.com/${m[2] as string}`];
  if (m && m[1] === GIST_FILE_HOST) return [stem, `https://gist.github.com/${m[2] as string}`];
  return [stem];
}

/**
 * A package name with a version written after it (`tidewater-pump-hotfix@2.1.0`,
 * `@scope/pkg@^1.4`, `pump_fix==0.3`, `pump-fix>=1.0`, `pump-fix@latest`): the name and version, or
 * undefined. A version is evidence the word names a package (issue #22, the h57 note: "a package
 * name quoted inside prose with a version suffix"); the caller still asks whether the name could
 * only be a package's.
 */
const VERSIONED =
  /^(@?[a-z0-9][\w.-]{0,100}(?:\/[a-z0-9][\w.-]{0,100})?)(?:@[\^~]?v?\d[\w.+-]{0,40}|@(?:latest|next|beta|canary|rc)|(?:==|>=|<=|~=|!=|@[<>]=?|\^|~)v?\d[\w.*+-]{0,40})$/iu;

/** The name of a versioned package word ({@link VERSIONED}), lower case, or undefined. */
export function versionedPackage(word: string): string | undefined {
  const m = VERSIONED.exec(word);
  if (!m) return undefined;
  const name = (m[1] as string).toLowerCase();
  return name.endsWith('.') || name.endsWith('-') ? undefined : name;
}
