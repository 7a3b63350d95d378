/**
 * A `user:password` pair outside a URL (RFC 7617 §2: HTTP Basic's user-pass is user-id ":" password;
 * session 59), where the place says it is one, whatever the password's shape:
 * - the option of a tool that takes `user:password`: HTTPie and xh `-a`/`--auth` (HTTPie docs
 *   "Authentication"), ApacheBench `-A` and `-P` (ab(8): "-A auth-username:password", proxy too),
 *   curl's `--proxy-user`/`-U` and a `-u` written last in a cluster of short options (`-su`,
 *   `-sSu`: curl manual "-u, --user", "-U, --proxy-user"; gitleaks:curl-auth-user), ncat
 *   `--proxy-auth` (ncat(1));
 * - prose that names basic auth, credentials or a user/password pair and then gives one within a
 *   few words (`the basic auth creds are ops:…`, `user/pass: ops / …`).
 * - a client id that is a UUID, a colon and a generated secret, with nothing around them that
 *   names the pair (`<uuid>:<secret>`, as a Basic header's decoded user-pass or a `client_id:client_secret`
 *   paste; session 60): the UUID alone, or followed by a number, a word, a hash or another UUID, is kept.
 * The user name stays. Kept: placeholders and variables (`${USER}:${PASS}`, `$U:$P`, `admin:changeme`,
 * `<user>:<password>`), an empty password, numbers (`8080:80`, `1000:1000` after a user option is
 * a uid for docker, which is not read here).
 */
import { PLACEHOLDER_VALUES } from './contextPatterns.js';
import { groupText, looksGenerated, NOT_MARKER, type SecretPattern, scan, UUID } from './shapes.js';

/** The password of a pair: 1 to 256 characters up to a blank or a quote (group `secret`), not a marker. */
const PAIR_PASSWORD = `${NOT_MARKER}(?<secret>[^\\s"'\`]{1,256})`;

/** The user name before the colon: no blank, quote, colon or slash; may be empty. */
const PAIR_USER = '[^\\s:"\'`/\\\\]{0,128}:';

/** A tool's option that takes `user:password`, and the blank after it (`--auth=…` is a label's value: ./contextPatterns.ts). */
const AUTH_OPTION =
  '(?<![\\w.-])(?:(?:http|https|xh|xhs)(?:[ \\t]{1,8}[^\\s|;&]{1,256}){0,16}?[ \\t]{1,8}(?:-a|--auth)|ab(?:[ \\t]{1,8}[^\\s|;&]{1,256}){0,16}?[ \\t]{1,8}-[AP]|curl(?:\\.exe)?(?:[ \\t]{1,8}[^\\s|;&]{1,256}){0,32}?[ \\t]{1,8}(?:-[A-Za-z]{1,8}u|-U|--proxy-user)|ncat(?:[ \\t]{1,8}[^\\s|;&]{1,256}){0,16}?[ \\t]{1,8}--proxy-auth)[ \\t]{1,8}';

/** Words that say a pair of user and password follows: basic auth, credentials, user/pass. */
const PAIR_CUE = '(?<![A-Za-z])(?:basic[ _-]?auth(?:entication)?|credentials?|creds|user(?:name)?[ \\t]?[:/][ \\t]?pass(?:word)?)(?![A-Za-z])';

/**
 * Between the cue and the pair: at most five linking words or marks (`creds are`, `is`, `(`, `:`), so `basic auth via nginx:alpine` is no pair.
 */
const CUE_GAP =
  '(?:[ \\t]{0,4}(?:[:=(-]|(?:are|is|was|were|of|for|the|our|my|creds?|credentials?|pair|login|user(?:name)?[ \\t]?[:/][ \\t]?pass(?:word)?|set|to|now|here|as)(?![A-Za-z]))){0,5}[ \\t]{0,4}';

/** A user name in prose: a letter, then letters, digits, `.`, `_` or `-`. */
const PROSE_USER = '[A-Za-z][\\w.-]{0,63}';

/** The pair in prose: `user:password` or `user / password`, standing alone (a blank, a quote or a bracket around it). */
const PROSE_PAIR = `(?<![^\\s"'\`(\\[])${PROSE_USER}(?::|[ \\t]{1,2}/[ \\t]{1,2})${NOT_MARKER}(?<secret>[^\\s"'\`:/@<>()\\[\\]{},;]{4,128}?)(?=[.,;!?)\\]}]?(?:[\\s"'\`]|$))`;

/**
 * The secret after a UUID and its colon: 16 to 256 characters of base64, base64url or a client
 * secret's alphabet (Entra's `~` and `.`), standing alone (no such character after it).
 */
const UUID_PAIR_SECRET = `${NOT_MARKER}(?<secret>[A-Za-z0-9._~+/=-]{16,256})(?![A-Za-z0-9._~+/=-])`;

/** The password of a `user:password` pair after a tool's auth option or a prose cue. */
export const BASIC_AUTH_PAIR_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'basic-auth',
    source:
      'RFC 7617 §2 (user-pass); HTTPie docs "Authentication" (-a/--auth user:password); ab(8) -A/-P auth-username:password; curl manual -u/--user in a cluster, -U/--proxy-user (gitleaks:curl-auth-user); ncat(1) --proxy-auth',
    description: 'The password of a user:password given to http/xh -a, ab -A/-P, curl -su/-U/--proxy-user or ncat --proxy-auth, quoted or not',
    keywords: ['http', 'xh', 'ab ', 'curl', 'ncat'],
    pattern: scan(`${AUTH_OPTION}["']?${PAIR_USER}${PAIR_PASSWORD}`),
    allowlist: PLACEHOLDER_VALUES,
    trimEnd: true,
  },
  {
    kind: 'basic-auth',
    source: 'RFC 7617 §2 (user-pass: user-id ":" password) given in prose after "basic auth", "credentials" or "user/pass"',
    description: 'The password of a user:password (or user / password) pair a few linking words after basic auth, credentials, creds or user/pass',
    keywords: ['basic', 'credential', 'creds', 'user'],
    pattern: scan(`${PAIR_CUE}${CUE_GAP}${PROSE_PAIR}`, 'i'),
    allowlist: [...PLACEHOLDER_VALUES, /^\d{1,6}$/],
  },
  {
    kind: 'basic-auth',
    source:
      'RFC 7617 §2 (user-pass: user-id ":" password); RFC 6749 §2.3.1 (client_id:client_secret in HTTP Basic); Microsoft identity platform and Okta docs (client ids are UUIDs) (session 60)',
    description:
      'The secret of a bare <uuid>:<secret> pair: a client id written as a UUID, a colon, and 16 to 256 characters of a generated secret (mixed case, a digit, letters and digits alternating: not a hash, a word or a UUID)',
    keywords: ['-'],
    pattern: scan(`(?<![\\w-])${UUID}:${UUID_PAIR_SECRET}`),
    verify: (_scanned, match) => looksGenerated(groupText(match, 'secret')),
    allowlist: PLACEHOLDER_VALUES,
  },
];
