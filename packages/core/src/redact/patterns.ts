/**
 * The credential shapes that secret redaction removes (DESIGN.md §2.3).
 *
 * Named shapes only, each citing its public source: a vendor prefix, a documented length, or
 * a label that says what the value is. There is deliberately no entropy ("looks random")
 * rule: it would flag git SHAs, content hashes and hashed asset names, and quietly corrupting
 * a true fact is a worse failure than missing an exotic token (seeds/000, "Secrets").
 *
 * Conventions every pattern follows, so that `redactSecrets` can treat them alike:
 * - flags `g` and `d` (global scan, match indices); iterate with `String.prototype.matchAll`,
 *   which copies the expression, so the shared objects here are never mutated;
 * - a named group `secret`, when present, is the only part replaced (the label, user name or
 *   host stays readable); otherwise the whole match is replaced; either holds at least one
 *   character;
 * - every quantifier is bounded and no repeated group can split the same text in several
 *   ways, so there is no catastrophic backtracking (test/redact/performance.test.ts runs
 *   32 KiB adversarial inputs);
 * - a value starting with `[REDACTED:` is never matched, so redaction is idempotent.
 *
 * The table is four parts, most specific first: vendor shapes (./vendorPatterns.ts, each
 * citing the gitleaks default rule ids it covers), the structural shapes below (private keys,
 * authorization headers, curl users, URL passwords, AWS secret keys), context rules
 * (./contextPatterns.ts: values named by a credential key, flag or command argument; and
 * ./sequencePatterns.ts: the items of a list under such a key) and the
 * values of Kubernetes Secrets (./kubernetesSecrets.ts).
 *
 * Placeholders are not secrets (decision documented in ./contextPatterns.ts, tested in
 * test/redact/nearMisses.test.ts): for the label-driven kinds a value that is empty, an
 * environment or template reference, an angle-bracket placeholder, a mask, a stock word, a
 * type name, a call, member or index expression, a path or a URL without credentials is kept
 * as written. This follows the global allowlist of gitleaks (config/gitleaks.toml,
 * `[allowlist] regexes`).
 * An Ansible Vault body (`$ANSIBLE_VAULT;1.1;AES256` and its hex lines, or a YAML `!vault |` block)
 * is kept (session 55): it is AES-256 ciphertext made to be committed to version control (Ansible
 * docs "Protecting sensitive data with Ansible vault"), opened only with the vault password, which
 * the label rules read where it is pasted (`ANSIBLE_VAULT_PASSWORD=…`, `vault_password: …`).
 * An authorization header's credentials also keep prose words (`Bearer authentication-only`)
 * and a variable's name (`Bearer ACCESS_TOKEN`), and need 12 characters
 * (test/redact/authorization.test.ts).
 */

import { decodeBase64, decodeUtf8 } from '../decode/index.js';
import { CODE_PATTERNS, COMMAND_PATTERNS, LABEL_PATTERNS, PLACEHOLDER_VALUES, SHELL_TOOL_PATTERNS, TOOL_PATTERNS } from './contextPatterns.js';
import { INPUT_PATTERNS } from './inputPatterns.js';
import { KUBERNETES_SECRET_PATTERNS } from './kubernetesSecrets.js';
import { SEQUENCE_PATTERNS } from './sequencePatterns.js';
import { TABLE_PATTERNS } from './tablePatterns.js';
import { ASSIGN, ESCAPES, groupText, NAME_CLOSE, NOT_MARKER, type SecretPattern, START, scan } from './shapes.js';
import { VENDOR_PATTERNS } from './vendorPatterns.js';
import { WALLET_PATTERNS } from './walletPatterns.js';
import { WALLET_KEY_PATTERNS } from './walletKeys.js';
import { PASSPHRASE_WORD_PATTERNS } from './passphraseWords.js';
import { SEED_PHRASE_PATTERNS } from './seedPhrases.js';
import { TABLE_COLUMN_PATTERNS } from './tableColumns.js';
import { ACCOUNT_PAIR_PATTERNS } from './accountPairs.js';
import { SECRET_URL_PATTERNS } from './secretUrls.js';
import { PAIRED_CREDENTIAL_PATTERNS } from './pairedCredentials.js';
import { HTML_INPUT_PATTERNS } from './htmlInputs.js';
import { PASSWORD_FILE_PATTERNS } from './passwordFiles.js';
import { BASIC_AUTH_PAIR_PATTERNS } from './basicAuthPairs.js';
import { SPLIT_CHECKSUM_TOKEN_PATTERNS } from './splitChecksumTokens.js';
import { SQL_PASSWORD_HASH_PATTERNS } from './sqlPasswordHashes.js';

export type { SecretPattern } from './shapes.js';

/** `word` as lower, Capitalised or UPPER case: the spellings of one word in a name. */
function caseVariants(word: string): string {
  const lower = word.toLowerCase();
  const upper = word.toUpperCase();
  return `(?:${lower}|${upper.slice(0, 1)}${lower.slice(1)}|${upper})`;
}

/** Placed after a name: `[REDACTED:github-token]` must not read as a `token` label. */
const NOT_IN_MARKER = '(?<!\\[REDACTED:[a-z0-9-]{1,80})';

/** An unquoted value: non-blank, non-quote characters up to a marker, at least 4 with its last. */
const BARE_VALUE = '(?:(?!\\[REDACTED:)[^\\s"\'`]){3,1023}(?!\\[REDACTED:)';

/** `aws_secret_access_key`, `AWS_SECRET_KEY`, `SecretAccessKey`, `awsSecretAccessKey`. */
const AWS_SECRET_NAME = [
  ['aws', 'secret', 'access', 'key'],
  ['aws', 'secret', 'key'],
  ['secret', 'access', 'key'],
]
  .map((words) => words.map(caseVariants).join('[_.-]?'))
  .join('|');

/** The words before PRIVATE KEY (`RSA `, `OPENSSH `, `ENCRYPTED `, `PGP `); no dashes, so one label never runs into the next line. */
const KEY_LABEL = '(?:[A-Z0-9_]{1,20} ){0,6}';

/**
 * A PEM/PGP header must be followed (after blank lines and at most four `Name: value`
 * header lines, raw or JSON-escaped) by a base64 line, so a header named in prose stays.
 */
const KEY_BODY_FOLLOWS = '(?=(?:\\s|\\\\[rn]){0,8}(?:[A-Za-z][A-Za-z-]{0,39}:[^\\r\\n\\\\]{0,200}(?:\\s|\\\\[rn]){1,8}){0,4}[A-Za-z0-9+/]{40})';

/** The bytes that open an OpenSSH private key (PROTOCOL.key: "openssh-key-v1" and a NUL). */
const OPENSSH_MAGIC = [...'openssh-key-v1\0'].map((c) => c.charCodeAt(0));

/**
 * True when `bytes` open a private key: the OpenSSH magic, or a DER SEQUENCE (0x30, its length in
 * the short form or in one or two long-form bytes) whose first element is the INTEGER 0 or 1
 * (`02 01 00` / `02 01 01`: the version of RSAPrivateKey, PrivateKeyInfo, OneAsymmetricKey and
 * ECPrivateKey). Certificates, CSRs and public keys open with a SEQUENCE or a longer INTEGER.
 */
function opensAPrivateKey(bytes: readonly number[]): boolean {
  if (OPENSSH_MAGIC.every((b, i) => bytes[i] === b)) return true;
  const length = bytes[1] as number;
  // Stryker disable next-line EqualityOperator: equivalent — at 0x80 both forms give 2
  const at = length < 0x80 ? 2 : length - 0x80 + 2;
  return bytes[0] === 0x30 && length <= 0x82 && bytes[at] === 0x02 && bytes[at + 1] === 0x01 && (bytes[at + 2] as number) <= 1;
}

/** The user name of a URL's userinfo, or a marker that replaced one. */
const URL_USER = '(?:\\[REDACTED:[a-z0-9-]{1,80}\\]|[^\\s:/?#@"\'<>`\\[\\]]{0,128})';

/**
 * The credentials of an HTTP authorization scheme: an RFC 6750 §2.1 `b64token` (which covers
 * base64 for Basic), at least 12 characters, not ending in a full stop (a sentence may end
 * right after it).
 */
const AUTH_CREDENTIALS = '[A-Za-z0-9._~+/-]{11,4095}[A-Za-z0-9_~+/-]={0,2}';

/**
 * A curl command up to its user option (`-u`, `-uNAME`, `--user NAME`, `--user=NAME`): the
 * option may come after other arguments and after `\` line continuations, but not after a
 * `|`, `;` or `&&` that starts another command (`… && docker run -u 1000:1000` is a uid).
 */
const CURL_USER_OPTION =
  '(?<![\\w.-])curl(?:\\.exe)?(?:[ \\t]{1,16}(?:\\\\\\r?\\n[ \\t]{0,16})?(?:[^\\s|;&]|&(?!&)){1,1024}){0,32}?' +
  '[ \\t]{1,16}(?:\\\\\\r?\\n[ \\t]{0,16})?(?:-u[ \\t]{0,16}|--user(?:[ \\t]{1,16}|=))';
/** The user name before the colon of `user:password`; empty for `:password`. */
const CURL_USER_NAME = '[^\\s:"\'`\\\\]{0,128}:';

/**
 * True when `run` is base64 of printable `user:password` (RFC 7617 §2), both parts non-empty,
 * maybe with the line break `echo user:pass | base64` leaves at its end.
 */
function decodesToUserPass(run: string): boolean {
  const bytes = decodeBase64(run);
  if (bytes === null) return false;
  return /^[^\s:\p{Cc}]{1,256}:[^\p{Cc}]{1,256}\r?\n?$/u.test(decodeUtf8(bytes) ?? '');
}

/** Values of an authorization header that name a token rather than being one. */
const AUTH_PLACEHOLDERS: readonly RegExp[] = [
  ...PLACEHOLDER_VALUES,
  /^[A-Za-z][a-z]*(?:[-_.][A-Za-z][a-z]*)*$/, // prose: "Bearer authentication-scheme", "Basic Authentication"
  /^[A-Z]+(?:_[A-Z]+)+$/, // a variable's name: ACCESS_TOKEN
];

/** Most lines between an AWS key id and its secret access key, either way round (session 56: 2 missed a pair with blank lines and a note between). */
const AWS_PAIR_LINES = 4;

/** Random base64 of 40 characters holds both cases and a digit, / or +; a git SHA (hex) or a word run does not. */
function awsSecretShaped(secret: string): boolean {
  return /[a-z]/.test(secret) && /[A-Z]/.test(secret) && /[0-9/+]/.test(secret);
}

/** Structural shapes: keys, headers, command users, URL passwords. */
const STRUCTURAL_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'aws-secret-access-key',
    keywords: ['secret'],
    source: 'gitleaks:aws-secret-access-key; AWS CLI docs "Configuration and credential file settings"',
    description: 'AWS secret access key (40 base64 characters), only when labelled aws_secret_access_key / SecretAccessKey',
    pattern: scan(
      `${START}(?:${AWS_SECRET_NAME})${NOT_IN_MARKER}(?![A-Za-z0-9_.-])${NAME_CLOSE}${ASSIGN}(?:${ESCAPES}["'\`])?` +
        `(?<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])`,
    ),
  },
  {
    kind: 'aws-secret-access-key',
    keywords: ['akia', 'asia', 'abia', 'acca'],
    source:
      'AWS IAM User Guide docs "Manage access keys" (an access key is a pair: the key id AKIA…/ASIA… and a 40-character secret access key, shown together)',
    description:
      'An unlabelled AWS secret access key (40 base64 characters, upper and lower case) after its key id, on the same line or one of the next four (blank lines and a note between them: session 56)',
    pattern: scan(
      `${START}(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])(?:[^\\r\\n]{0,256}\\r?\\n){0,${AWS_PAIR_LINES}}?[^\\r\\n]{0,256}?(?<![A-Za-z0-9/+])(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])`,
    ),
    verify: (_text, match) => awsSecretShaped(groupText(match, 'secret')),
  },
  {
    kind: 'aws-secret-access-key',
    keywords: ['akia', 'asia', 'abia', 'acca'],
    source: 'AWS IAM User Guide docs "Manage access keys" (the pair is pasted in either order: a CSV export, a chat message "secret … / id …"); session 56',
    description:
      'An unlabelled AWS secret access key (40 base64 characters, upper and lower case) before its key id, on the same line or one of the four before it',
    pattern: scan(
      `(?<![A-Za-z0-9/+])(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])(?:[^\\r\\n]{0,256}\\r?\\n){0,${AWS_PAIR_LINES}}?[^\\r\\n]{0,256}?${START}(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])`,
    ),
    verify: (_text, match) => awsSecretShaped(groupText(match, 'secret')),
  },
  {
    kind: 'aws-secret-access-key',
    keywords: ['aws', 'amazon'],
    source:
      'AWS CLI docs "aws configure" (its prompt "AWS Secret Access Key [None]:") and the names people give the key (AWS secret, amazon_secret, awsSecretAccess); session 56',
    description:
      'A 40-character AWS secret access key after a label naming AWS and a secret in any spelling: AWS secret …, AWS_SECRET_ACCESS=…, amazon-secret-key: …, AWS Secret Access Key [****MPLE]: …',
    pattern: scan(
      `${START}(?:aws|amazon)[ _.-]{0,3}secret(?:[ _.-]{0,3}access)?(?:[ _.-]{0,3}key)?(?![A-Za-z0-9])(?:[ \\t]{0,4}\\[[^\\]\\r\\n]{0,24}\\])?${NAME_CLOSE}(?:${ASSIGN}|[ \\t]{1,4}(?:(?:is|was|->|→)[ \\t]{1,4})?)(?:${ESCAPES}["'\`])?(?<![A-Za-z0-9/+])(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])`,
      'i',
    ),
    verify: (_text, match) => awsSecretShaped(groupText(match, 'secret')),
  },
  {
    kind: 'private-key',
    keywords: ['private key'],
    source: 'gitleaks:private-key; RFC 7468 (PEM), RFC 4880 §6.2 (OpenPGP armor)',
    description: 'A whole -----BEGIN … PRIVATE KEY----- … -----END … PRIVATE KEY----- block (RSA, EC, DSA, OPENSSH, ENCRYPTED, PGP … BLOCK)',
    // The body runs to the first five dashes, which must open the END line: linear.
    pattern: scan(`-----BEGIN ${KEY_LABEL}PRIVATE KEY(?: BLOCK)?-----(?:[^-]|-(?!----)){0,65536}-----END ${KEY_LABEL}PRIVATE KEY(?: BLOCK)?-----`),
  },
  {
    kind: 'private-key',
    keywords: ['private key'],
    source: 'gitleaks:private-key; RFC 7468 (PEM)',
    description: 'A private key block cut off before its END line: the header and every base64 or header line after it',
    pattern: scan(`-----BEGIN ${KEY_LABEL}PRIVATE KEY(?: BLOCK)?-----${KEY_BODY_FOLLOWS}(?:[A-Za-z0-9+/=:,\\s\\\\]|-(?!----)){0,65536}`),
  },
  {
    kind: 'authorization-header',
    keywords: ['authorization'],
    source:
      'gitleaks:curl-auth-header; RFC 6750 §2.1 (Authorization: Bearer b64token), RFC 7617 §2 (Basic), GitHub REST API docs "Authenticating to the REST API" (token scheme)',
    description:
      'The credentials of an Authorization or Proxy-Authorization header with the Bearer, Basic or token scheme, after a colon or, as server configuration sets a header (nginx proxy_set_header, Apache RequestHeader set), a blank',
    pattern: scan(
      `${START}(?:proxy-)?authorization${NAME_CLOSE}(?:[ \\t]{0,16}[:=][ \\t]{0,16}|[ \\t]{1,16})(?:${ESCAPES}["'\`])?` +
        `(?:bearer|basic|token)[ \\t]{1,16}${NOT_MARKER}(?<secret>${AUTH_CREDENTIALS})`,
      'i',
    ),
    allowlist: AUTH_PLACEHOLDERS,
  },
  {
    kind: 'authorization-header',
    keywords: ['authorization'],
    source:
      'RFC 9110 §11.6.2 (Authorization: <auth-scheme> <token68>); Okta API docs "SSWS" scheme, Discord API docs "Bot" scheme, Opsgenie "GenieKey", DeepL "DeepL-Auth-Key"',
    description:
      'The credentials of an Authorization header with any other token68 scheme (SSWS, Bot, GenieKey, ApiKey, Negotiate, …; not Digest, whose auth-params name no secret) when they do not read as prose',
    pattern: scan(
      `${START}(?:proxy-)?authorization${NAME_CLOSE}[ \\t]{0,16}[:=][ \\t]{0,16}(?:${ESCAPES}["'\`])?(?!(?:bearer|basic|token|digest)[ \\t])(?<scheme>[A-Za-z][A-Za-z0-9._-]{1,31})[ \\t]{1,16}${NOT_MARKER}(?<secret>${AUTH_CREDENTIALS}(?::[A-Za-z0-9]{1,8})?)(?=[\\s"'\`,;]|$)`,
      'i',
    ),
    // A scheme is one word or Capitalised-Words (`DeepL-Auth-Key`), not prose (`token-based`), and
    // its credentials run to a blank or a quote and hold a digit or a case step. A key may end in a
    // short `:suffix` (DeepL API docs "Authentication": free-plan keys end in `:fx`).
    verify: (_text, match) =>
      /^[A-Za-z][A-Za-z0-9]*(?:[-._][A-Z0-9][A-Za-z0-9]*)*$/.test(groupText(match, 'scheme')) && /[0-9]|[a-z][A-Z]/.test(groupText(match, 'secret')),
    allowlist: AUTH_PLACEHOLDERS,
  },
  {
    kind: 'basic-auth',
    keywords: ['basic'],
    source: 'RFC 7617 §2 (Basic credentials: base64 of user-id ":" password)',
    description: 'Basic credentials wherever they stand ("just use Basic dXNlcjpwYXNz"): base64 that decodes to user:password',
    pattern: scan(`(?<![\\w-])basic[ \\t]{1,4}${NOT_MARKER}(?<secret>[A-Za-z0-9+/]{6,4096}={0,2})(?![A-Za-z0-9+/=])`, 'i'),
    verify: (_text, match) => decodesToUserPass(groupText(match, 'secret')),
  },
  {
    kind: 'authorization-header',
    keywords: ['bearer'],
    source: 'RFC 6750 §2.1 (Bearer b64token), as pasted without its header: "use Bearer …", "bearer …" in a log line',
    description:
      'Bearer credentials wherever they stand: 20 or more token68 characters (an OAuth access token or a JWT is longer; a short value after a header that is not Authorization stays, as there) after the word bearer, holding a digit or a lower-to-upper step (prose, a variable name and a placeholder stay)',
    pattern: scan(
      `(?<![\\w-])bearer[ \\t]{1,4}${NOT_MARKER}(?<secret>[A-Za-z0-9._~+/-]{19,4095}[A-Za-z0-9_~+/-]={0,2})(?![A-Za-z0-9_~+/=-]|\\.[A-Za-z0-9])`,
      'i',
    ),
    verify: (_text, match) => /[0-9]|[a-z][A-Z]/.test(groupText(match, 'secret')),
    allowlist: AUTH_PLACEHOLDERS,
  },
  {
    kind: 'basic-auth',
    keywords: ['curl'],
    source: 'gitleaks:curl-auth-user; curl manual "-u, --user <user:password>"; RFC 7617 (HTTP Basic user-pass)',
    description: "The password of curl -u 'user:password' (quoted); the user name stays",
    pattern: scan(`${CURL_USER_OPTION}(?<q>["'])${CURL_USER_NAME}${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){1,256})\\k<q>`),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'basic-auth',
    keywords: ['curl'],
    source: 'curl manual "-u, --user <user:password>"; RFC 7617 (HTTP Basic user-pass)',
    description: 'The password of curl -u user:password (unquoted); the user name stays',
    pattern: scan(`${CURL_USER_OPTION}(?!["'])${CURL_USER_NAME}${NOT_MARKER}(?<secret>${BARE_VALUE}[^\\s"'\`,;.)\\]}>])`),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'url-password',
    keywords: ['://'],
    source: 'RFC 3986 §3.2.1 (user:password in the userinfo of a URI, deprecated)',
    description: 'The password of scheme://user:password@host; scheme, user and host stay',
    // The password may hold a raw '@': it runs to the last '@' of the authority. The user
    // name holds no '[' or ']' (RFC 3986 §3.2.1), unless it is a marker: a redacted token
    // used as user name is not read as user "[REDACTED" with password "github-token]".
    pattern: scan(`(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,31}://${URL_USER}:${NOT_MARKER}(?<secret>[^\\s/?#"'<>\`]{1,256})@(?=[A-Za-z0-9\\[._~%-])`),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'private-key',
    keywords: ['m', 'b3blbnnzac1rzxktdje'],
    source:
      'RFC 8017 App. A.1.2 (RSAPrivateKey), RFC 5208 §5 and RFC 5958 §2 (PKCS#8 PrivateKeyInfo / OneAsymmetricKey), RFC 5915 §3 (ECPrivateKey), OpenSSH PROTOCOL.key ("openssh-key-v1" magic); X.690 §8.9, §8.3 (DER SEQUENCE, INTEGER)',
    description:
      'The base64 body of a private key whose BEGIN/END lines were stripped (issue #19, round 10): a block of base64 lines that decodes to the openssh-key-v1 magic or to a DER SEQUENCE opening with the INTEGER version 0 or 1 that only private keys start with (a certificate, a public key or a CSR opens with a SEQUENCE)',
    // The first line holds 40 characters or more; each further line 16 or more, or a shorter last one padded with `=`;
    // lines break as typed or JSON-escaped (`\\n` inside a string), and a block may start right after an escaped break.
    pattern: scan(
      `(?:(?<![A-Za-z0-9+/=])|(?<=\\\\n))(?:M|b3BlbnNzaC1rZXktdjE)[A-Za-z0-9+/]{40,4096}={0,2}(?:(?:(?:\\\\r)?\\\\n|\\r?\\n)[ \\t]{0,16}(?:[A-Za-z0-9+/]{16,4096}={0,2}|[A-Za-z0-9+/]{1,15}={1,2})){0,512}(?![A-Za-z0-9+/=])`,
    ),
    // Stryker disable next-line ArrayDeclaration: equivalent — 32 base64 characters (the first line holds 41 or more) always decode, and a stray element opens no key either
    verify: (_text, match) => opensAPrivateKey(decodeBase64(match[0].slice(0, 32)) ?? []),
  },
  {
    kind: 'private-key',
    keywords: ['putty-user-key-file'],
    source: 'PuTTY manual appendix C "PPK file format" (Private-Lines: base64 of the private key)',
    description: 'The private half of a PuTTY .ppk key: the base64 lines after Private-Lines',
    pattern: scan(
      'PuTTY-User-Key-File-[0-9]:[^\\r\\n]{0,200}(?:\\r?\\n[^\\r\\n]{0,2000}){0,64}?\\r?\\nPrivate-Lines:[ \\t]{0,8}[0-9]{1,3}\\r?\\n(?<secret>(?:[A-Za-z0-9+/=]{1,128}(?:\\r?\\n|$)){1,256})',
    ),
  },
];

/**
 * Every credential shape, most specific first: where matches overlap, the earlier entry's
 * kind names the marker. Read-only; the array and its entries are frozen.
 */
export const SECRET_PATTERNS: readonly SecretPattern[] = Object.freeze(
  [
    ...VENDOR_PATTERNS,
    ...STRUCTURAL_PATTERNS,
    ...COMMAND_PATTERNS,
    ...TOOL_PATTERNS,
    ...SHELL_TOOL_PATTERNS,
    ...CODE_PATTERNS,
    ...LABEL_PATTERNS,
    ...SEQUENCE_PATTERNS,
    ...TABLE_PATTERNS,
    ...KUBERNETES_SECRET_PATTERNS,
    ...INPUT_PATTERNS,
    ...WALLET_PATTERNS,
    ...ACCOUNT_PAIR_PATTERNS,
    ...SECRET_URL_PATTERNS,
    // h56 fixes (new files, last: the generated literal table's rows of the others keep their places).
    ...WALLET_KEY_PATTERNS,
    ...PASSPHRASE_WORD_PATTERNS,
    ...SEED_PHRASE_PATTERNS,
    ...TABLE_COLUMN_PATTERNS,
    // Session 59 (new files, last, for the same reason): id-then-secret pairs, Tailscale, PuTTY; password
    // inputs; passwords written to password files; user:password after an auth option or a prose cue.
    ...PAIRED_CREDENTIAL_PATTERNS,
    ...HTML_INPUT_PATTERNS,
    ...PASSWORD_FILE_PATTERNS,
    ...BASIC_AUTH_PAIR_PATTERNS,
    // Session 60 (new file, last): a literal password hashed by SQL after a password column.
    ...SQL_PASSWORD_HASH_PATTERNS,
    // Session 61 (new file, last): a GitHub or npm token cut in two with words between, rejoined by its checksum.
    ...SPLIT_CHECKSUM_TOKEN_PATTERNS,
  ].map((entry) => Object.freeze({ ...entry })),
);
