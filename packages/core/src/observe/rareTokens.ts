/**
 * Rare tokens (DESIGN.md §10): the parts of a text that carry an attack's payload across a
 * paraphrase — where to send something, what to run, what to install. Found by shape, each
 * normalised so two spellings of one token meet (host lower-cased, trailing punctuation and
 * URL fragments dropped, whitespace collapsed, package versions removed).
 */
import { joinStringLiterals } from '../decode/literals.js';
import { rot13, rot13Reading } from '../decode/transforms.js';
import { commandShapes, SHAPE_MARK, urlStems, versionedPackage } from './tokenShapes.js';

/**
 * The kinds of rare token. `stem`: a URL's stem ({@link urlStems}: host and project, or a GitHub
 * file host's or CDN's repository on `github.com`), derived from a URL written, never written as such
 * (h59-attest: it was kind `url`, so one URL written counted as two in what a person is shown); it
 * meets a stem (a page's long URL and a memory's short one name one project), and is an address
 * like a URL wherever the working tree's identity rule reads one (core's `isUrlKind`).
 */
export const RARE_TOKEN_KINDS = ['url', 'host', 'email', 'path', 'command', 'package', 'stem'] as const;
/** One of {@link RARE_TOKEN_KINDS}. */
export type RareTokenKind = (typeof RARE_TOKEN_KINDS)[number];

/** Whether a token kind is an address read as a URL: a URL written, or a URL's stem ({@link RARE_TOKEN_KINDS}). */
export function isUrlKind(kind: string): boolean {
  return kind === 'url' || kind === 'stem';
}

/** One rare token found in a text. */
export interface RareToken {
  kind: RareTokenKind;
  /** The normalised token. */
  value: string;
}

/**
 * Top-level labels accepted for a bare host. File extensions that are also TLDs (`.sh`, `.md`,
 * `.zip`, `.mov`, `.rs`, `.py`, `.ts`) are left out: `install.sh` and `README.md` are file names.
 * The names reserved for documentation and testing (RFC 2606, RFC 6761: `.example`, `.invalid`,
 * `.test`) are hosts too (2026-12-05): a URL's host is a token whatever its top-level label, and
 * the same host written bare in a paraphrase (`collect.gauge.example`) must meet it.
 */
const TLDS =
  'example|invalid|test|com|net|org|io|dev|app|ai|co|xyz|info|biz|me|cloud|site|online|top|ru|cn|de|uk|us|eu|gov|edu|tk|ml|ga|cf|gq|ly|to|gg|cc|link|click|live|pro|page|store|tech|fr|nl|jp|in|br|au|ca|ch|se|no|es|it|pl|kr|tv|ws|su|ir|onion';
/**
 * Every pattern below is anchored and applied to one bounded word or line, never to the whole
 * text: a tool response can be 20 MB on a single line, and an unanchored pattern there is quadratic.
 */
const URL_WORD = /^(?:https?|ftp|wss?):\/\/[^\s<>"'`()[\]{}|\\^]+/iu;
const EMAIL_WORD = /^[\p{L}\p{N}._%+-]+@(?:[\p{L}\p{N}-]+\.)+\p{L}{2,24}$/iu;
const HOST_WORD = new RegExp(`^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:${TLDS})$`, 'iu');
const PATH_WORD = /^(?:~|\.{1,2})?\/(?:[\w.@+-]+\/)+[\w.@+-]*$|^[A-Za-z]:\\(?:[\w.@+-]+\\)+[\w.@+-]*$/u;
const SCOPED_WORD = /^@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*$/iu;
/**
 * A bare IPv4 address, with a port or not (`198.51.100.23`, `198.51.100.23:4444`; h57-attest): where
 * a payload sends what it collects as often as a host name, and a paraphrase keeps it alone. Each
 * part at most 255; read as a host (the port dropped), as a URL's address is. The loopback and the
 * unspecified address are no token (attestOrigin's `UBIQUITOUS_HOSTS`).
 */
const IPV4_WORD = /^((?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})(?::\d{1,5})?$/u;
/** A Windows UNC path's server (`\\\\files.x.example\\drop\\keys`: `files.x.example`; h57-attest). */
const UNC_HOST = /^\\\\([^\\/]+)\\/u;
/** Characters that end a word (ASCII), and characters without which a word cannot be a rare token. */
const DELIMITER = new Uint8Array(128);
for (const c of ' \t\n\r\f\v<>"\'`()[]{}|,;') DELIMITER[c.charCodeAt(0)] = 1;
const SPECIAL = new Uint8Array(128);
for (const c of '.:/@\\') SPECIAL[c.charCodeAt(0)] = 1;

/**
 * Calls `visit` with each word (3–MAX_WORD characters between delimiters) that holds `.`, `:`,
 * `/`, `@` or `\` — one pass over the characters, so a 20 MB response costs one linear scan.
 */
function forEachRareWord(text: string, visit: (word: string) => void): void {
  let start = 0;
  let special = false;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    const delimiter = code < 128 ? DELIMITER[code] === 1 : code === 0xa0 || code === 0x2028 || code === 0x2029 || code === 0x3000;
    if (!delimiter) {
      if (code < 128 && SPECIAL[code] === 1) special = true;
      continue;
    }
    const length = i - start;
    if (special && length >= 3 && length <= MAX_WORD) visit(text.slice(start, i));
    start = i + 1;
    special = false;
  }
}

/** The programs a command line may start with (see COMMAND_HEAD), for a cheap first look at each line; attestation looks for them inside prose too. */
export const COMMAND_WORDS: ReadonlySet<string> = new Set(
  'curl wget bash sh zsh fish python python3 node deno bun npx npm pnpm yarn pip pip3 pipx uv gem cargo go brew apt apt-get chmod chown rm mv cp dd git docker kubectl powershell pwsh iex eval exec nc ncat netcat socat base64 openssl ssh scp rsync crontab systemctl launchctl osascript certutil bitsadmin invoke-webrequest invoke-expression sudo'.split(
    ' ',
  ),
);
/** Words without which no line installs a package (INSTALL_RE), tested once on the whole text. */
const INSTALL_HINT = /\b(?:install|add|get|npx|bunx|dlx)\b/iu;

/** The first word of a line (after a prompt sign or backtick), lower-cased, at most 24 characters. */
function firstWord(text: string, from: number, to: number): string {
  let i = from;
  while (i < to && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  const c = text[i];
  if (c === '$' || c === '#' || c === '>' || c === '`') {
    i++;
    while (i < to && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  }
  let j = i;
  while (j < to && j - i < 24 && text.charCodeAt(j) > 32 && text[j] !== '`') j++;
  return text.slice(i, j).toLowerCase();
}
/** Longest word or line examined. */
const MAX_WORD = 2_048;
const MAX_LINE = 4_096;
/** A line that starts a shell command (after an optional prompt sign or backtick). */
const COMMAND_HEAD =
  /^(?:[$#>]\s*|`)?((?:sudo\s+)?(?:curl|wget|bash|sh|zsh|fish|python3?|node|deno|bun|npx|npm|pnpm|yarn|pip3?|pipx|uv|gem|cargo|go|brew|apt(?:-get)?|chmod|chown|rm|mv|cp|dd|git|docker|kubectl|powershell|pwsh|iex|eval|exec|nc|ncat|netcat|socat|base64|openssl|ssh|scp|rsync|crontab|systemctl|launchctl|osascript|certutil|bitsadmin|invoke-webrequest|invoke-expression)\b[^\n`]*)/iu;
/** What follows a `|` when something is piped into a shell or an evaluator. */
const SHELL_AFTER_PIPE = /\|\s*(?:sudo\s+)?(?:(?:ba|z|da|fi)?sh|python3?|node|perl|ruby|iex|invoke-expression)\b/iy;
/** Characters of context kept on each side of a pipe into a shell. */
const PIPE_CONTEXT = 300;
/**
 * An install command and its arguments, up to a shell separator or a backtick: an install in
 * inline code (`` run `npm install left-pad` in the root ``) names `left-pad`, not the prose after it.
 */
const INSTALL_RE =
  /\b(?:(?:npm|pnpm|yarn|bun)\s+(?:i|install|add)|pip3?\s+install|pipx\s+install|uv\s+(?:pip\s+install|add)|gem\s+install|cargo\s+(?:install|add)|go\s+(?:get|install)|brew\s+install|npx(?:\s+-y)?|bunx|pnpm\s+dlx)((?:[ \t]+[^\s;&|`]+)+)/giu;
/** Inline code on one line (`` `chmod -R 777 ./cache` ``): a command may start there mid-sentence. */
const INLINE_CODE = /`([^`\n]{2,400})`/gu;

const TRAILING = /[.,;:!?'")\]}>]+$/u;
/** A `mailto:` link's scheme, before the e-mail address it names. */
const MAILTO = /^mailto:/iu;

function normaliseUrl(raw: string): string | undefined {
  const trimmed = raw.replace(TRAILING, '');
  const m = /^([a-z]+):\/\/([^/?#]*)([^?#]*)/iu.exec(trimmed);
  if (!m) return undefined;
  // The host as DNS reads it: lower case, no user info, no trailing root dot (`x.example.` is `x.example`).
  const host = (m[2] as string)
    .toLowerCase()
    .replace(/^[^@]*@/u, '')
    .replace(/\.+(?=:\d+$|$)/u, '');
  if (host === '') return undefined;
  // Percent-encoded unreserved characters are the characters themselves (RFC 3986 §6.2.2.2: `%75pload` is `upload`).
  const path = (m[3] as string)
    .replace(/%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)/giu, (e) => String.fromCharCode(Number.parseInt(e.slice(1), 16)))
    .replace(/\/+$/u, '');
  return `${(m[1] as string).toLowerCase()}://${host}${path}`;
}

/** A host and path written without a scheme (`keys.x.example/upload`, `get.x.example:8443/i.sh`): the host must have a known top-level label. */
const SCHEMELESS_URL = /^([a-z0-9.-]+?)\.*(:\d{1,5})?(\/[^\s<>"'`()[\]{}|\\^]*)$/iu;

/**
 * Defanged addresses read as written to be read (h47-attack F7): `hxxps://`, `[.]`, `(.)`,
 * `{.}`, `[dot]`, `[:]`, `[@]`, `[at]` — what a threat report or a payload hiding from link
 * scanners writes. Only where one occurs (a cheap test first).
 */
const DEFANGED = /hxxps?|\[\.\]|\(\.\)|\{\.\}|\[dot\]|\[:\]|\[@\]|\[at\]|\sdot\s|\(dot\)|:\\\\|(?:^|\s)\/\/[a-z0-9]/iu;

/**
 * "Dot" spelled out in other languages (h50-attest, the h49 closing note): Spanish and Italian
 * `punto`, German, Polish and the Nordic languages' `punkt`, French `point`, Portuguese `ponto`,
 * Dutch `punt`, Polish `kropka`, Turkish `nokta`, Finnish `piste`, Russian `точка` (and the
 * telegraphic `тчк`), Chinese `点`/`點`, Japanese `ドット`, Korean `점` — between labels, alone or in
 * brackets (`relay punto vault-m12 punto example`, `relay[点]example[点]com`). The CJK ones also
 * with no blank around them, as those scripts write.
 */
const OTHER_DOT = /[ \t]+[([]?(?:punto|punkt|point|ponto|punt|kropka|nokta|piste|точка|тчк)[)\]]?[ \t]+|[ \t]*[([]?(?:点|點|ドット|점)[)\]]?[ \t]*/giu;
/** Labels joined by {@link OTHER_DOT}: read as one host when it is a host's shape ({@link otherDotHost}). */
const OTHER_DOT_HOST =
  /(?<![a-z0-9-])[a-z0-9][a-z0-9-]{0,62}(?:(?:[ \t]+[([]?(?:punto|punkt|point|ponto|punt|kropka|nokta|piste|точка|тчк)[)\]]?[ \t]+|[ \t]*[([]?(?:点|點|ドット|점)[)\]]?[ \t]*)[a-z0-9][a-z0-9-]{0,62}){1,8}(?![a-z0-9-])/giu;
/** A cheap test for {@link OTHER_DOT_HOST}. */
const OTHER_DOT_HINT = /punto|punkt|point|ponto|punt|kropka|nokta|piste|точка|тчк|点|點|ドット|점/iu;
/** Top-level labels a host spelled with another language's dot must end in (see {@link otherDotHost}). */
const OTHER_DOT_TLDS: ReadonlySet<string> = new Set(
  'com net org io dev app co ai xyz info biz me sh cc tk top site online link click example test invalid ru cn su onion'.split(' '),
);
/**
 * The host `m` spells with another language's dot, or undefined. Prose writes those words
 * between ordinary words (`le point de vue` would read `le.de`, `un punto de partida` `un.de`),
 * so a host needs more than a top-level label after its last dot: three labels or more, a label
 * with a digit or hyphen, or a last label from {@link OTHER_DOT_TLDS} (the generic ones and those
 * payloads use), and the result must be a host ({@link HOST_WORD}).
 */
function otherDotHost(m: string): string | undefined {
  const host = m.replace(OTHER_DOT, '.').toLowerCase();
  if (!HOST_WORD.test(host)) return undefined;
  const labels = host.split('.');
  const marked = labels.length >= 3 || labels.some((l) => /[0-9-]/u.test(l)) || OTHER_DOT_TLDS.has(labels[labels.length - 1] as string);
  return marked ? host : undefined;
}

/** A rot13-written address (`uggcf://eryl.rknzcyr/va`): `http`/`https` rotated, then what follows up to a blank. */
const ROT13_URL = /\buggc(?:f)?:\/\/[^\s<>"'`]{1,2048}/giu;
/** Cheap test for rot13 English (`gur`, `naq`, `vf`, `lbh`, `sbe`, `jvgu`: the, and, is, you, for, with). */
const ROT13_HINT = /\b(?:gur|naq|vf|lbh|sbe|jvgu|guvf|gung)\b/iu;

/**
 * What `text` says in rot13, when it says anything (h50-attest, the h49 closing note): the
 * addresses written in rot13 (`uggcf://…`), and the whole text rotated when it reads better so
 * (core's `rot13Reading`: more English function words). Empty when neither.
 */
function rot13Texts(text: string): string[] {
  const out: string[] = [];
  if (ROT13_HINT.test(text)) {
    const whole = rot13Reading(text.length <= MAX_JOINED ? text : text.slice(0, MAX_JOINED));
    if (whole !== null) return [whole];
  }
  if (text.includes('://')) for (const m of text.matchAll(ROT13_URL)) out.push(rot13(m[0]));
  return out;
}
/**
 * Labels joined by a spelled-out dot (`relay dot vault-m12 dot example`, `relay (dot) example`,
 * h48-attack F10): read as one host when the last label is a known top-level one (checked by the
 * host pattern afterwards); prose's "dot" is left as written.
 */
const SPELLED_DOT = /\b([a-z0-9][a-z0-9-]{0,62})(?:[ \t]+(?:dot|\(dot\))[ \t]+[a-z0-9][a-z0-9-]{0,62}){1,8}\b/giu;
function refang(text: string): string {
  return (
    text
      .replace(/\bhxxp(s?):\/\//giu, 'http$1://')
      .replace(/\[\.\]|\(\.\)|\{\.\}|\[dot\]/giu, '.')
      .replace(/\[:\]/gu, ':')
      .replace(/\[@\]|\[at\]/giu, '@')
      // `https:\\host\in` (backslashes for slashes after a scheme, h48-attack F10): a browser reads it as `https://host/in`.
      .replace(/\b(https?|ftp|wss?):\\\\([^\s<>"'`()[\]{}|^]{1,2048})/giu, (_m, scheme: string, rest: string) => `${scheme}://${rest.replace(/\\/gu, '/')}`)
      // A protocol-relative address (`//host.example/in`): the scheme the page it sits in gives, read as `https:`.
      .replace(/(^|\s)\/\/(?=[a-z0-9][a-z0-9.-]*\.[a-z]{2,24}(?:[:/]|\s|$))/giu, '$1https://')
      .replace(SPELLED_DOT, (m) => {
        const host = m.replace(/[ \t]+(?:dot|\(dot\))[ \t]+/giu, '.');
        return HOST_WORD.test(host) ? host : m;
      })
  );
}

/** The ideographic full stops IDNA reads as `.` (U+3002; U+FF0E and U+FF61 after NFKC are `.` and U+3002). */
const IDEOGRAPHIC_STOPS = /[\u3002\uFF0E\uFF61]/gu;

/** Longest text whose joined string literals are read (core's `joinStringLiterals` is linear; a tool output is read in 64 Ki pieces). */
const MAX_JOINED = 1 << 17;

/**
 * A package name as PyPI compares them (PEP 503: runs of `-`, `_`, `.` are one `-`), kept beside
 * the name as written (h47-attack F7 addendum: `requests_toolbelt_ng` is `requests-toolbelt-ng`).
 */
function foldedPackage(name: string): string {
  return name.replace(/[-_.]+/gu, '-');
}

function packageName(word: string): string | undefined {
  if (word.startsWith('-') || word.length < 2) return undefined;
  let name = word.replace(TRAILING, '').replace(/^['"]|['"]$/gu, '');
  // Drop a version: `lodash@4.17.21`, `@scope/pkg@^1`, `requests==2.31`, `pkg>=1`.
  name = name.replace(/(?<=.)@[^/@]*$/u, '').replace(/[=<>~!]=?.*$/u, '');
  if (!/^@?[\w][\w.@/-]*$/u.test(name)) return undefined;
  return name.toLowerCase();
}

/** Words before which a word names a package (`the left-pad package`, `the requests library`). */
export const PACKAGE_NOUNS: ReadonlySet<string> = new Set(['package', 'library', 'plugin', 'module', 'dependency', 'crate', 'gem']);
/**
 * Words never taken for a package name from their neighbours alone: a page's `pnpm install at the
 * root` is stored with `at`, `the`, `root` as package tokens, and `the packages` must not meet it.
 * With the generic names a sentence puts before "library" or "module" (`the core library`, `a
 * test module`), which name a part of a project, not something one installs.
 */
export const NOT_PACKAGES: ReadonlySet<string> = new Set(
  'the a an and or of to in on at for with from by as is are be it its this that these those your our their my all any some each every one two new same other first then also just time root project repo repository folder file files code app workspace workspaces dev global globally main core base common shared standard std internal local test tests testing build util utils helper helpers ui api client server http web data config logging auth native external third-party own python node javascript typescript rust go java ruby npm pip'.split(
    ' ',
  ),
);
/** A package name's shape (npm, PyPI, crates; a scope), lower-cased. */
export const PACKAGE_SHAPE = /^@?[a-z0-9][\w.-]*(?:\/[a-z0-9][\w.-]*)?$/u;
/**
 * A word that could only be a package's name, not a word of prose: a hyphen, underscore, dot or
 * digit inside it, or a scope — and a letter. The common packages a docs page and a memory both
 * name in passing (`the fs module`, `the requests library`) are plain words and never attest;
 * the unknown and near-miss names a payload carries (`colors-js`, `fast-json-pro`) are marked.
 */
const MARKED_NAME = /^(?=.*[a-z])(?:@.+\/.+|.*[-_.0-9].*)$/u;
/** A file name, not a package (`package.json`, `README.md`, `index.ts`). */
const FILE_NAME =
  /\.(?:json|jsonc|md|mdx|txt|ts|tsx|js|jsx|mjs|cjs|py|rs|go|rb|java|kt|c|h|cpp|cs|php|sh|ps1|toml|ya?ml|lock|ini|cfg|conf|env|css|scss|html?|xml|csv|sql|log|png|jpe?g|svg)$/u;
/** A name in backticks (`left-pad`), one word of at most 80 characters. */
const BACKTICKED = /`([^`\s]{2,80})`/gu;
/** A word right before a package noun: `the fast-colors package`, `colors-js library`, `the colors-js@2.1 package` (a version dropped, h58). */
const BEFORE_PACKAGE_NOUN =
  /(?<![\w@/.-])(@?[a-z0-9][\w.-]{0,80}(?:\/[a-z0-9][\w.-]{0,80})?)(?:@[\^~]?[\w.+-]{1,40})?[`'"]?\s+(?:package|library|plugin|module|dependency|crate|gem)s?\b/giu;

/**
 * A name right after a verb that tells a reader to get or rely on a package, in prose with no
 * package manager (`you also need to install fog-horn-shim`, `we recommend termhue-plus`,
 * `switch to colors-ng`, `replace chalk with chalk-pro`): issue #22's package paraphrases, where
 * the page says it in words. Taken only when it could only be a name ({@link MARKED_NAME}) and is
 * no English compound ({@link englishCompound}).
 */
const AFTER_PROSE_VERB =
  /\b(?:install|installs|installed|installing|add|adding|requires?|needs?|use|uses|using|prefer|recommend|recommends|switch\s+to|replace\s+\S+\s+with)\s+(?:the\s+|a\s+)?[`'"]?(@?[a-z0-9][\w.-]{0,80}(?:\/[a-z0-9][\w.-]{0,80})?)/giu;
/** Last parts of hyphenated English words (`read-only`, `built-in`, `two-factor`, `up-to-date`), not package names. */
const COMPOUND_TAILS = new Set(
  'only in on off up down out based level side time free wide like aware friendly specific related driven party factor way phase step date end box art scale grained term run'.split(
    ' ',
  ),
);
/**
 * A hyphenated English word rather than a package's name: letters only, at most four parts, the
 * last one of {@link COMPOUND_TAILS} (`needs read-only access`, `requires two-factor login`).
 */
export function englishCompound(name: string): boolean {
  const parts = name.split('-');
  return parts.length <= 4 && parts.every((p) => /^[a-z]+$/u.test(p)) && COMPOUND_TAILS.has(parts[parts.length - 1] as string);
}

/** Words without which no line names a package by a package noun, backticks or a verb, tested once on the whole text. */
const NAMED_HINT = /`|\b(?:package|librar|plugin|module|dependenc|crate|gem|install|add|requir|need|use|using|prefer|recommend|switch|replace)/iu;

/**
 * Package names one line names without installing them (issue #22: a paraphrase that keeps the
 * package): a word before a package noun, a word in backticks and a word after a verb of getting
 * or relying on one ({@link AFTER_PROSE_VERB}), each only when it could only
 * be a name ({@link MARKED_NAME}; not a file name, not {@link NOT_PACKAGES}). Lower-cased, a
 * version dropped. The caller gives lines of at most MAX_LINE characters.
 */
function namedPackages(line: string, add: (name: string) => void): void {
  const take = (word: string): void => {
    const name = packageName(word);
    if (name !== undefined && PACKAGE_SHAPE.test(name) && MARKED_NAME.test(name) && !FILE_NAME.test(name) && !NOT_PACKAGES.has(name)) add(name);
  };
  for (const m of line.matchAll(BEFORE_PACKAGE_NOUN)) take(m[1] as string);
  if (line.includes('`')) for (const m of line.matchAll(BACKTICKED)) take(m[1] as string);
  for (const m of line.matchAll(AFTER_PROSE_VERB)) if (!englishCompound((m[1] as string).toLowerCase())) take(m[1] as string);
}

/**
 * Words that end the packages an install command names when it is written in prose (h58, the h57
 * note: "npm install after pulling" stored `after` and `pulling` as package tokens, and a benign
 * memory saying the same was lowered): the function words of a sentence and the nouns that say
 * what is installed without naming it. Never consulted for a command with evidence of being one
 * ({@link installedPackages}).
 */
export const PROSE_STOPS: ReadonlySet<string> = new Set(
  'a an the and or but nor so if then than as at by for from in into of on onto over under to up down out off with without about above below between through during before after per via is are was were be been being do does did have has had will would should can could may might must it its this that these those there here which who what when where why how i me my we us our you your he him his she her they them their all any each every some no not one also just very too only such own same other more most less once again first later now dependencies deps packages modules everything locally globally manually yourself anything something'.split(
    ' ',
  ),
);

/** A shell prompt before a command (`$ `, `> `, `PS C:\\x> `), after an optional `sudo`. */
const PROMPT_BEFORE = /^\s*(?:\$|>|PS [^>]{0,200}>)\s*(?:sudo\s+)?$/u;
/** Only a list marker or a heading sign before a command at a line's start. */
const LINE_START_BEFORE = /^\s*(?:[-*+#]\s+|\d{1,3}[.)]\s+)?(?:sudo\s+)?$/u;

/**
 * The packages one install command names (h58, the h57 note: a command reader needs evidence that
 * it reads a command, not a verb followed by any word). Inside a code span or after a shell prompt:
 * every argument that is a package's shape and no {@link NOT_PACKAGES} word. Else the arguments up
 * to the first of {@link PROSE_STOPS} or {@link NOT_PACKAGES} (a sentence goes on after the
 * command); at a line's start or with a flag among the arguments any such name, in a sentence only
 * a name that could only be a package's ({@link MARKED_NAME}): `run npm install left-pad in the
 * root` names `left-pad`, `npm install after pulling` names nothing.
 *
 * @param line - the line (at most MAX_LINE characters)
 * @param at - where the install command starts in it
 * @param args - its argument words as written, at most 20
 */
function installedPackages(line: string, at: number, args: readonly string[], add: (name: string) => void): void {
  const before = line.slice(0, at);
  const code = (before.split('`').length - 1) % 2 === 1 || PROMPT_BEFORE.test(before);
  const command = code || LINE_START_BEFORE.test(before) || args.some((a) => a.startsWith('-'));
  for (const word of args) {
    if (word.startsWith('-')) continue;
    const name = packageName(word);
    if (code) {
      if (name !== undefined && !NOT_PACKAGES.has(name)) add(name);
      continue;
    }
    if (name === undefined || PROSE_STOPS.has(name) || NOT_PACKAGES.has(name)) return;
    if (command || MARKED_NAME.test(name)) add(name);
  }
}

/**
 * Every rare token of `text`, each once (first occurrence order). Works on any size: the
 * patterns are linear and bounded per line.
 */
export function rareTokens(text: string): RareToken[] {
  const seen = new Set<string>();
  const out: RareToken[] = [];
  const add = (kind: RareTokenKind, value: string | undefined): void => {
    if (value === undefined || value === '') return;
    const id = `${kind}\u0000${value}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push({ kind, value });
    if (kind === 'package') {
      const folded = foldedPackage(value);
      if (folded !== value) add(kind, folded);
    }
    // A command's shapes (tokenShapes: program and sorted operands, flags dropped), from its program on,
    // only where a flag, path or assignment shows it is one: a line that starts "Node 18 is the LTS"
    // is a sentence, and its shape `~node 18` would meet any note naming Node 18 (h58).
    if (kind === 'command' && !value.startsWith(SHAPE_MARK)) {
      const words = value.split(' ');
      const at = words.findIndex((w) => COMMAND_WORDS.has(w.replace(/^[`'"(]+/u, '').toLowerCase()));
      if (at >= 0) for (const shape of commandShapes(words.slice(at).join(' '), true, false)) add(kind, shape);
    }
  };
  // NFKC only where it can change something (pure ASCII is already normal); the ideographic full
  // stops read as dots in a host (IDNA, UTS #46: U+3002, U+FF0E, U+FF61 map to `.`).
  const nfkc = /[^\x00-\x7f]/u.test(text) ? text.normalize('NFKC').replace(IDEOGRAPHIC_STOPS, '.') : text;
  const refanged = DEFANGED.test(nfkc) ? refang(nfkc) : nfkc;
  // String literals a program joins (`"https://relay-ab" + "c.example/in"`) read as the one string (core's decode/literals).
  const joined = refanged.includes('+') || refanged.includes('[') ? joinStringLiterals(refanged.length <= MAX_JOINED ? refanged : '') : undefined;
  // Hosts spelled with another language's dot, and what the text says in rot13 (h50-attest).
  const extra: string[] = [];
  if (OTHER_DOT_HINT.test(refanged))
    for (const m of refanged.matchAll(OTHER_DOT_HOST)) {
      const host = otherDotHost(m[0]);
      if (host !== undefined) extra.push(host);
    }
  extra.push(...rot13Texts(refanged));
  const base = joined === undefined ? refanged : `${refanged}\n${joined.text}`;
  const normalized = extra.length === 0 ? base : `${base}\n${extra.join('\n')}`;
  forEachRareWord(normalized, (raw) => {
    let word = raw.replace(TRAILING, '');
    // A link's address (`[write to us](mailto:ops@x.example?subject=hi)`) is the e-mail address itself.
    if (MAILTO.test(word)) word = word.replace(MAILTO, '').replace(/\?.*$/u, '');
    if (word.includes('://')) {
      const m = URL_WORD.exec(word);
      const url = m ? normaliseUrl(m[0]) : undefined;
      add('url', url);
      if (url) {
        add('host', /^[a-z]+:\/\/([^/:]+)/u.exec(url)?.[1]);
        for (const stem of urlStems(url)) add('stem', stem);
      }
      return;
    }
    // A name with a version after it (`tidewater-pump-hotfix@2.1.0`, `pump_fix==0.3`): a package, wherever it is written.
    const versioned = versionedPackage(word);
    if (versioned !== undefined && !EMAIL_WORD.test(word) && (versioned.startsWith('@') || !versioned.includes('/'))) {
      if (PACKAGE_SHAPE.test(versioned) && MARKED_NAME.test(versioned) && !FILE_NAME.test(versioned) && !NOT_PACKAGES.has(versioned)) add('package', versioned);
      return;
    }
    if (word.includes('@')) {
      if (EMAIL_WORD.test(word)) {
        add('email', word.toLowerCase());
        return;
      }
      if (SCOPED_WORD.test(word)) add('package', packageName(word));
    }
    if (word.includes('/') || word.includes('\\')) {
      // The server of a UNC path is a host, whatever follows it.
      const unc = UNC_HOST.exec(word)?.[1]?.toLowerCase().replace(/\.+$/u, '');
      if (unc !== undefined && (HOST_WORD.test(unc) || IPV4_WORD.test(unc))) add('host', unc);
      if (PATH_WORD.test(word) && word.length > 2) add('path', word);
      else {
        // A host and path with no scheme (h47-attack F7: `keys.x.example/upload`, as an agent often
        // writes an address): its host, and the URL as `https://` (the scheme a browser adds).
        const m = SCHEMELESS_URL.exec(word);
        const host = m?.[1]?.toLowerCase();
        if (m && host !== undefined && HOST_WORD.test(host)) {
          const url = normaliseUrl(`https://${host}${m[2] ?? ''}${m[3] as string}`);
          add('url', url);
          add('host', host);
          if (url !== undefined) for (const stem of urlStems(url)) add('stem', stem);
        }
      }
      return;
    }
    const ip = IPV4_WORD.exec(word);
    if (ip) {
      add('host', ip[1]);
      return;
    }
    if (word.includes('.') && HOST_WORD.test(word.replace(/\.+$/u, ''))) {
      add('host', word.replace(/\.+$/u, '').toLowerCase());
      return;
    }
    if (word.includes('.') && HOST_WORD.test(word)) add('host', word.toLowerCase());
  });
  const mayInstall = INSTALL_HINT.test(normalized);
  const mayName = NAMED_HINT.test(normalized);
  // Named packages are added after the line walk, as the walk over the whole text did before.
  const named: string[] = [];
  let lineStart = 0;
  while (lineStart <= normalized.length) {
    const nl = normalized.indexOf('\n', lineStart);
    const lineEnd = nl === -1 ? normalized.length : nl;
    if (lineEnd - lineStart <= MAX_LINE && COMMAND_WORDS.has(firstWord(normalized, lineStart, lineEnd))) {
      const head = COMMAND_HEAD.exec(normalized.slice(lineStart, lineEnd).trim());
      if (head) add('command', (head[1] as string).replace(/\s+/gu, ' ').trim());
    }
    // A command in inline code anywhere in the line (a page's prose: "simply run `… ` and go on").
    if (mayName && lineEnd - lineStart <= MAX_LINE) {
      const line = normalized.slice(lineStart, lineEnd);
      if (line.indexOf('`') !== line.lastIndexOf('`'))
        for (const m of line.matchAll(INLINE_CODE)) {
          const code = (m[1] as string).trim();
          if (!COMMAND_WORDS.has(firstWord(code, 0, code.length))) continue;
          const head = COMMAND_HEAD.exec(code);
          if (head) add('command', (head[1] as string).replace(/\s+/gu, ' ').trim());
        }
    }
    if (mayInstall && lineEnd - lineStart <= MAX_LINE) {
      const line = normalized.slice(lineStart, lineEnd);
      for (const m of line.matchAll(INSTALL_RE))
        installedPackages(line, m.index, (m[1] as string).trim().split(/\s+/u).slice(0, 20), (name) => add('package', name));
    }
    if (mayName && lineEnd - lineStart <= MAX_LINE) namedPackages(normalized.slice(lineStart, lineEnd), (name) => named.push(name));
    if (nl === -1) break;
    lineStart = nl + 1;
  }
  for (const name of named) add('package', name);
  // Pipes into a shell, found by scanning for `|` (linear on any line length): the command is
  // the line around it, bounded to PIPE_CONTEXT characters on each side.
  for (let i = normalized.indexOf('|'); i !== -1; i = normalized.indexOf('|', i + 1)) {
    SHELL_AFTER_PIPE.lastIndex = i;
    if (!SHELL_AFTER_PIPE.test(normalized)) continue;
    const start = Math.max(normalized.lastIndexOf('\n', i) + 1, i - PIPE_CONTEXT);
    const endLine = normalized.indexOf('\n', i);
    const end = Math.min(endLine === -1 ? normalized.length : endLine, i + PIPE_CONTEXT);
    add(
      'command',
      normalized
        .slice(start, end)
        .replace(/^[\s$#>`]+/u, '')
        .replace(/\s+/gu, ' ')
        .trim(),
    );
  }
  return out;
}
