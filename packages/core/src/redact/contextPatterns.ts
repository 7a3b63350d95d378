// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${NAME:-default} is the shape these descriptions name
/**
 * Context rules (issue #19): a value is a credential because of what names it — a key, a flag
 * or a command argument that says "password", "secret", "token", "auth", "api key", … — whatever
 * the value's shape. Vendor shapes (./vendorPatterns.ts) come first; these catch the passwords
 * and tokens that have no prefix.
 *
 * Two strengths of label:
 * - strong (`password`, `passwd`, `pwd`, `passphrase`, `secret`, `private key`, `secret key`, …):
 *   any value is a credential except a placeholder;
 * - weak (`token`, `auth`, `pass`, `api key`, `access key`, `credential`, …): a value that reads
 *   as a word or a small number is a setting, not a credential (`auth: required`,
 *   `token: bearer`, `pass: 12`).
 * Names that only start with a credential word are not labels: `password_min_length: 12`,
 * `max_tokens: 4096`, `token_endpoint: …`, `PASSWORD_FILE=…` are kept.
 *
 * Placeholders are not secrets (kept byte for byte, test/redact/nearMisses.test.ts): an empty
 * value, an environment or template reference (`$X`, `${X}`, `${{ secrets.X }}`, `{{ x }}`,
 * `%X%`, `$(cmd)`, `process.env.X`), an angle-bracket placeholder (`<your-token>`), a mask
 * (`****`, `xxxx`), a stock word (`changeme`, `password`, `none`, …), `your-…-here`, a type name
 * (`string`), a call, member or index expression (`getToken()`, `user.password`), a path or a URL
 * without credentials. This follows the global allowlist of gitleaks (config/gitleaks.toml,
 * `[allowlist] regexes`).
 */
import { ASSIGN, ESCAPES, groupText, looksGenerated, MASKED_BODY, NAME_CLOSE, NOT_MARKER, type SecretPattern, scan, UUID } from './shapes.js';

/** Values of a labelled assignment, flag or URL password that are placeholders, not secrets. */
export const PLACEHOLDER_VALUES: readonly RegExp[] = [
  /^\$[A-Za-z_][A-Za-z0-9_]*$/, // $SECRET
  // A bare value may run on (`${TOKEN}&page=2`) or stop before a closing brace.
  /^\$\{[A-Za-z_][\w.]*(?::?[-?=]?)?(?:\}|$)/, // ${DB_PASSWORD}, ${DB_PASSWORD:-} (a default value is a literal: see DEFAULT_PATTERN)
  /^\$?\{\{[^{}]*(?:\}|$)/, // ${{ secrets.X }}, {{ .Values.password }}
  /^%[A-Za-z_][A-Za-z0-9_]*%$/, // %PASSWORD%
  /^\$\(/, // $(cat key.txt)
  /^</, // <your-token>, <%= ENV['X'] %>
  /^[\w-]{1,16}<[^<>\s]{1,64}>?$/, // ghp_<token>, sk-<key>: a vendor prefix and an angle-bracket placeholder (a closing `>` may have been trimmed)
  /^your[\w .-]*$/i, // your_api_key, YOUR-TOKEN
  /^[\w.-]*[-_](?:here|goes[-_]here)$/i, // INSERT_KEY_HERE, paste-token-here
  /^(?:replace|insert|enter|put|add|set)[-_ ]?(?:me|your|the|with)?[\w.-]*$/i, // REPLACE_ME, replace-with-your-key
  /^[*•xX#.·_-]{3,}$/, // ****, xxxx, ...
  ...MASKED_BODY, // ghp_xxxxxxxx…, sk_live_0000…: a vendor prefix and a mask
  /^[*•]{3,}[A-Za-z0-9]{0,4}$/, // ****abcd: already masked
  /^(?:change[-_]?me|change[-_]?it|changeme123|pass|password|passwd|secret|token|example|sample|placeholder|dummy|fake|redacted|hidden|masked|none|null|nil|undefined|true|false|yes|no|on|off|empty|required|optional|todo|tbd|fixme|test|string|str|number|int|integer|boolean|bool|any|unknown|bytes|text|value|default|env|stdin|prompt|ask|secure|encrypted|disabled|enabled)$/i,
  /^(?:process\.env|import\.meta\.env|os\.environ|os\.getenv|System\.getenv|Deno\.env|ENV|env|secrets|vars|config|settings|context|ctx|self|this|props|params|args|options|opts)\b/,
  /^[A-Za-z_$][\w$]*(?:(?:\.|::)[A-Za-z_$][\w$]*)*[([]/, // getToken(), params[:password], ENC(…), String::new()
  // A member expression: its last name says what it holds (`user.password`, `cfg.db2.apiKey`),
  // or every name reads as an identifier — lower case, camelCase, PascalCase or UPPER_CASE, no
  // digit (`form.value`, `Settings.DbPassword`). A generated password of words, digits and a
  // dot (`Maple.cobalt31`, `vrQ.CsVlUIYdy`, `vlsj0n.dmcuc5orf1u3edv2`) is neither.
  /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\.[A-Za-z_$]*(?:pass|pwd|secret|token|key|auth|cred)[A-Za-z_$]*$/i, // user.password, cfg.db2.apiKey
  /^(?:[a-z_$][a-z_$]*(?:[A-Z][a-z_$]+)*|[A-Z][a-z_$]+(?:[A-Z][a-z_$]+)*|[A-Z_$]+)(?:\.(?:[a-z_$][a-z_$]*(?:[A-Z][a-z_$]+)*|[A-Z][a-z_$]+(?:[A-Z][a-z_$]+)*|[A-Z_$]+))+$/, // form.value, Settings.DbPassword
  /^(?:~|\.{1,2})?\/[\w.@/-]*$/, // /run/secrets/db, ./token.txt, ~/.ssh/id_rsa
  /^[\w.-]+(?:\/[\w.-]+)+\.(?:json|ya?ml|txt|pem|key|p12|pfx|env|toml|ini|cfg|conf|crt|cer|der|jks|keystore|gpg|asc)$/i, // config/gcp.json
  /^[a-z][a-z0-9+.-]{1,31}:\/\/[^@\s]*$/i, // a URL without credentials
  /^!(?:vault|secret|ref|env|sub|getatt|importvalue)\b/i, // YAML tags: Ansible vault, CloudFormation
  /^(?:env|file|fd|stdin|keychain|op|vault|aws-sm|gcp-sm|sops|ref|exec):/i, // openssl env:X, 1Password op://, Apache exec:/path, references
  /^\d{1,3}$/, // a count, not a secret: `password: 12 characters`
  // A variable named for what it holds (session 56): `password = default_password`, `token = GITHUB_TOKEN`, `secret = app_secret_key`
  // (one case, words joined by `_`, the last a credential word). Tcl's `$env(PW)` reads as a call (the rule above).
  /^(?:[a-z][a-z0-9]*_(?:[a-z0-9]+_)*|[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*)(?:password|passwd|pass|pwd|secret|token|key|PASSWORD|PASSWD|PASS|PWD|SECRET|TOKEN|KEY)$/,
  // A PowerShell cmdlet that reads or wraps the value (`$pw = ConvertTo-SecureString "…" -AsPlainText`, `$pw = Read-Host -AsSecureString`): its Verb-Noun name (session 55).
  /^(?:ConvertTo|ConvertFrom|Get|Read|New|Import)-[A-Z][A-Za-z]{2,40}$/,
  // A standard-input marker, not a value (session 54, issue #19): `password=-` (vault, POSIX "-" operand), curl's and httpie's `@-`, `@/dev/stdin`.
  /^@?(?:-|\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0)$/,
  // A redaction someone already made: [REDACTED], ***REDACTED***, (hidden), <removed> (closing brackets are trimmed before this is tested).
  /^[[(<*#_-]{0,4}(?:redacted|hidden|masked|removed|omitted|censored|elided|snip)[\])>*#_-]{0,4}$/i,
  /^(?:\{[\w.[\]'"-]{0,64}\}){0,8}\{[\w.[\]'"-]{0,64}\}?$/, // format fields: {password}, {0}, {db[password]}, {prefix}{suffix} (Python str.format, .NET composite formatting)
  /^%[-+ #0]?\d{0,3}(?:\.\d{1,3})?[sdrvq]$/, // printf: %s, %v
  /^&(?:'static|'a|mut|str|String|\[u8\])$/, // a Rust type before the value: `token: &str = "…"`
  // The code between a label's literal and the value's (`'DB_PASSWORD=' || 'pw'`: SQL `||`, `+`, PHP `.`, VB `&`), read as a quoted value: the value is the next literal (session 53).
  /^[ \t]{0,32}(?:\|\||\+|\.|&)[ \t]{0,32}$/,
];

/**
 * A value that reads as a word, an identifier or a small number rather than a credential: one
 * word of letters — lower case, Capitalised or UPPER case, at most 24 letters — maybe with one
 * or two digits after it (`oauth2`, `md5`); or up to six such words joined by `-`, `_`, `.` or a
 * blank, each with at most one digit after it (`session-cookie`, `s3-bucket`, `oauth2-proxy`);
 * or a number of at most six digits. `FAKEhijk` is no word, and words ending in two digits
 * (`harbor.quokka16`, `falcon_pebble21`) are how generated passwords read, not settings. For
 * weak labels only (`auth: required`, `token: session-cookie`, `key_id: 12`).
 */
export const WORDLIKE_VALUES: readonly RegExp[] = [
  /^(?:[a-z]{1,24}|[A-Z][a-z]{0,23}|[A-Z]{1,24})[0-9]{0,2}$/,
  /^(?:[a-z]{1,24}|[A-Z][a-z]{0,23}|[A-Z]{1,24})[0-9]?(?:[-_. ](?:[a-z]{1,24}|[A-Z][a-z]{0,23}|[A-Z]{1,24})[0-9]?){1,5}$/,
  /^\d{1,6}$/,
];

/** Words of a compound name joined as people write them: `api_key`, `apiKey`, `API-KEY`, `APIKEY` (scanned with the `i` flag). */
const compound = (words: readonly string[], joiner = '[_.-]?'): string => words.join(joiner);

/** Alternation of compounds, longest first so `secret key` is tried before `secret`. */
export const alternation = (list: readonly (readonly string[])[], joiner?: string): string =>
  [...list]
    .sort((a, b) => b.join('').length - a.join('').length)
    .map((words) => compound(words, joiner))
    .join('|');

/** Name endings after which any value but a placeholder is a credential. */
export const STRONG_WORDS: readonly (readonly string[])[] = [
  ['password'],
  ['passwd'],
  ['passphrase'],
  // `password` and `passphrase` written as two words (`pass_word`, `pass-phrase`; issue #19 round 14B), as `secret_key` is.
  ['pass', 'word'],
  ['pass', 'phrase'],
  ['pwd'],
  ['pw'],
  ['psk'],
  ['authtok'],
  ['passcode'],
  ['secret', 'key', 'base'],
  ['secret'],
  ['private', 'key'],
  ['secret', 'key'],
  ['encryption', 'key'],
  ['signing', 'key'],
  ['master', 'key'],
  ['hmac', 'key'],
  ['app', 'key'],
  ['pre', 'shared', 'key'],
  ['key', 'material'],
  ['secret', 'access', 'key'],
  ['priv', 'key'],
  ['signature', 'key'],
  ['totp', 'seed'],
  ['otp', 'seed'],
  ['mfa', 'seed'],
  ['seed', 'phrase'],
];

/** Name endings after which a word-like value is a setting (`auth: required`); anything else is a credential. */
export const WEAK_WORDS: readonly (readonly string[])[] = [
  ['token'],
  ['auth'],
  ['pass'],
  ['api', 'key'],
  ['access', 'key'],
  ['credential'],
  ['credentials'],
  ['creds'],
  ['bearer'],
  ['client', 'key'],
  ['license', 'key'],
  ['service', 'key'],
  ['account', 'key'],
  ['admin', 'key'],
  ['session', 'key'],
  ['webhook', 'key'],
  ['deploy', 'key'],
  ['consumer', 'key'],
  ['subscription', 'key'],
  ['storage', 'key'],
  ['shared', 'key'],
  ['root', 'key'],
  ['ingest', 'key'],
  ['write', 'key'],
  ['read', 'key'],
  ['install', 'key'],
  ['registration', 'key'],
  ['x', 'key'],
  ['auth', 'key'],
  ['recovery', 'code'],
  ['recovery', 'codes'],
  ['backup', 'code'],
  ['backup', 'codes'],
  ['access', 'code'],
  ['key', 'content'],
  ['cookie', 'key'],
  // A personal access token named by its service (GitHub docs "Managing your personal access tokens";
  // Azure DevOps CLI docs "Sign in with a PAT": AZURE_DEVOPS_EXT_PAT); a bare `pat` is also a name.
  ['github', 'pat'],
  ['gh', 'pat'],
  ['gitlab', 'pat'],
  ['docker', 'pat'],
  ['devops', 'pat'],
  ['devops', 'ext', 'pat'],
  ['ado', 'pat'],
  ['azdo', 'pat'],
  ['azure', 'pat'],
  ['bitbucket', 'pat'],
];

/**
 * A suffix naming the form a credential is written in, after which the name is still the
 * credential's: `secret_hex`, `token_b64`, `password_plain`, `SecretString`, `api_key_value`.
 */
export const VALUE_FORM = '(?:[_.-]?(?:hex|b64|base64|base32|encoded|enc|raw|value|val|plain|plaintext|clear|cleartext|str|string))?';

/**
 * A suffix naming which of several credentials of one kind it is, after which the name is still a
 * credential's: an environment (`API_KEY_PROD`, `DB_PASSWORD_STAGING`), a generation or a number
 * (`TOKEN_OLD`, `SECRET_V2`, `PASSWORD_2`).
 */
export const QUALIFIER =
  '(?:[_.-](?:prod|production|prd|dev|development|staging|stage|stg|test|qa|uat|ci|live|local|sandbox|old|new|next|prev|previous|current|backup|primary|secondary|v?[0-9]{1,2}))?';

/** Words that stay labels when glued to the word before them without a separator (`PGPASSWORD`, `authtoken`). */
const GLUED = /^(?:password|passwd|passphrase|secret|token|api[_.-]?key)$/i;

/**
 * A credential label, in a named group `label` (scan with the `i` flag): one of `words`, ending
 * the name (`PASSWORD_FILE` and `max_tokens` end elsewhere). Where the word starts is checked by
 * {@link labelStarts}, case-sensitively.
 */
const labelGroup = (words: readonly (readonly string[])[], joiner?: string): string =>
  `(?<label>${alternation(words, joiner)})${VALUE_FORM}${QUALIFIER}(?<!\\[REDACTED:[a-z0-9-]{1,80})(?![A-Za-z0-9_.-])`;

const STRONG_LABEL = labelGroup(STRONG_WORDS);
const WEAK_LABEL = labelGroup(WEAK_WORDS);
/** Either strength, without the group (for command lines, where the strength does not matter). */
const ANY_LABEL = `(?:${alternation([...STRONG_WORDS, ...WEAK_WORDS])})(?![A-Za-z0-9_.-])`;

/**
 * True when the label at `start` of `text` starts a word: after a non-alphanumeric, at a
 * camelCase hump (`clientSecret`), glued on when it is one of {@link GLUED}
 * (`PGPASSWORD`), or a camelCase compound whose first word names a credential (`mysecretKey`,
 * `oauthKey`). So `DB_PASSWORD`, `clientSecret`, `X-Api-Key` are labels; `bypass`,
 * `compass`, `monkey`, `threadKey` are not.
 */
export function labelStarts(text: string, start: number, label: string): boolean {
  const before = text.charAt(start - 1);
  if (!/[A-Za-z0-9]/.test(before)) return true;
  if (/[a-z0-9]/.test(before) && /[A-Z]/.test(label.charAt(0))) return true;
  // A compound label written in camelCase whose first word names a credential is a name's last words even glued on
  // (`mysecretKey`, `oauthKey`); not one whose first word is common (`threadKey` holds `readKey`).
  if (/^(?:secret|auth|api|private|signing|encryption|master|hmac)[A-Z]/.test(label)) return true;
  return GLUED.test(label) || ownerGlued(text, start, label);
}

/**
 * What a short password word (`pass`, `pwd`, `pw`) is glued to when a key names whose password it is
 * in one word (`dbpass`, `adminpwd`, `rootpw`, `SMTPPASS`, `mysqlrootpass`, `db2pass`): a service,
 * an account or a role, one to three of them, each maybe numbered. English words ending in `pass`
 * (`compass`, `bypass`, `surpass`, `trespass`, `overpass`) and filter or render terms (`lowpass`,
 * `multipass`, `renderpass`) are built of no such stem. Source: the key names of real configs —
 * Ansible/Puppet variables (`mysql_root_password` written `mysqlrootpass`), Anaconda kickstart's
 * `rootpw`, phpMyAdmin/WordPress installers' `dbpass`, `adminpass`, sendmail/postfix `smtppass`
 * (issue #19, session 55).
 */
const OWNER_STEM =
  '(?:db|database|sql|mysql|mssql|pg|pgsql|psql|postgres|mongo|mongodb|redis|rabbit|rabbitmq|amqp|mq|ldap|bind|smtp|imap|pop3?|mail|email|ftps?|sftp|ssh|vnc|rdp|vpn|wifi|wlan|wpa|admin|root|user|usr|sa|sys|sysadmin|super|superuser|sudo|dba|guest|app|api|svc|service|web|http|proxy|git|repo|registry|docker|jenkins|nexus|sonar|jira|keystore|truststore|store|key|cert|pfx|jks|kafka|sasl|jmx|elastic|kibana|grafana|neo4j|oracle|influx|minio|vault|login|auth|my|new|old|cur|current|default|initial|init|temp|tmp|master|backup|repl|replication|replica|bot|client|server|cluster|portal|cpanel|wp|smb|samba|snmp|zip|pdf|gpg|pgp|ssl|tls|bios|grub|luks|disk)';
const OWNER_GLUED = new RegExp(`^(?:${OWNER_STEM}[0-9]{0,2}){1,3}$`, 'i');

/** True when `label` (`pass`, `pwd`, `pw`) is glued to a word of {@link OWNER_STEM}s alone, in one case (`dbpass`, `DBPASS`, not `dBpass`). */
function ownerGlued(text: string, start: number, label: string): boolean {
  if (!/^(?:pass|pwd|pw)$/i.test(label)) return false;
  const wordChar = /^[A-Z]/.test(label) ? /[A-Z0-9]/ : /[a-z0-9]/;
  let from = start;
  // At 0, charAt(-1) is '': the loop stops at the text's start. The bound of 48 is for speed only (a long run of letters):
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — OWNER_GLUED's longest word is 3 stems of 13 (39 characters), so a longer run fails it either way
  while (start - from < 48 && wordChar.test(text.charAt(from - 1))) from--;
  // The word must start there: not inside a longer name of the other case (`myDbpass` reads `Db`…, left alone).
  if (/[A-Za-z0-9]/.test(text.charAt(from - 1))) return false;
  return OWNER_GLUED.test(text.slice(from, start));
}

/** Text right before a label that makes it no key: a URL query (its own rule stops at `&`) or a URL's user name. */
const NOT_A_KEY_BEFORE = /(?:[?&;][\w.-]{0,64}|\/\/[^\s/@]{0,128})$/;

/** A value that does not read as prose: it holds a digit, a symbol or a lower-to-upper step. */
export const NOT_PROSE = /[0-9!@#$%^&*+=?~/\\|]|[a-z][A-Z]/;

/** The `[start, end)` of a named group of a match (every pattern has the `d` flag). */
function groupAt(match: RegExpMatchArray, name: string): readonly [number, number] | undefined {
  // Stryker disable next-line OptionalChaining: equivalent — every pattern that calls it has named groups, so `groups` is always set
  return (match.indices as RegExpIndicesArray).groups?.[name];
}

/**
 * Builds the `verify` of a label pattern: the label starts a word; for `key`, it is no URL query
 * parameter nor a URL's user name; for `notProse`, the value is not prose. (The URL query rule
 * checks its `?`/`&` with a look-behind in its pattern.)
 */
function labelCheck(options: { key?: boolean; notProse?: boolean }): (text: string, match: RegExpMatchArray) => boolean {
  return (text, match) => {
    const label = groupAt(match, 'label');
    // Stryker disable next-line BooleanLiteral,ConditionalExpression: unreachable — every pattern built with labelCheck has a `label` group
    if (label === undefined) return false;
    if (!labelStarts(text, label[0], text.slice(...label))) return false;
    if (options.key === true && NOT_A_KEY_BEFORE.test(text.slice(Math.max(0, label[0] - 130), label[0]))) return false;
    if (promptString(text, label[0], label[1])) return false;
    if (options.notProse === true) {
      const secret = groupAt(match, 'secret') ?? groupAt(match, 'secret2');
      // Stryker disable next-line ConditionalExpression: equivalent — every notProse pattern captures `secret` (slice() of the whole text is never reached)
      if (secret === undefined || !NOT_PROSE.test(text.slice(...secret))) return false;
    }
    return true;
  };
}

/**
 * True when the label ends a quoted prompt or message (`expect "Password:" { send … }`,
 * `input('Password: ')`): the quote before the label closes right after its colon, so what
 * follows is code, not the label's value (issue #19, session 56: an expect script's ` { send `
 * was taken). A JSON or YAML key (`"password": "…"`) closes its quote before the colon.
 */
function promptString(text: string, start: number, end: number): boolean {
  const quote = text.charAt(start - 1);
  return (quote === '"' || quote === "'") && new RegExp(`^[ \\t]{0,4}:[ \\t]{0,4}${quote}`).test(text.slice(end, end + 12));
}

/** Lower-case literals one of which every label holds (the patterns' prefilter). */
const LABEL_KEYWORDS = [
  'pass',
  'pwd',
  'pw',
  'psk',
  'secret',
  'token',
  'auth',
  'key',
  'cred',
  'bearer',
  'recovery',
  'backup',
  'access',
  'seed',
  '_pat',
  '-pat',
  '.pat',
];

/**
 * An unquoted value in the group `secret`: non-blank, non-quote characters, at least 4 and at
 * most 1 024, taken whole (a lookahead and a back-reference make it atomic, so a value is never
 * cut short and never backtracked over); `;` and `&&` end it (a shell command or a
 * connection-string field ends there), and so does a `,` or `&` before the next `name=` or
 * `name:` (two pairs side by side: `password=…,token=…`, a form body `password=…&token=…`).
 * Closing punctuation at its end (`,.)]}>:`) is not replaced (`trimEnd`).
 */
const BARE_SECRET = '(?=(?<secret>(?:(?!\\[REDACTED:|&&|[,&][A-Za-z_][\\w.-]{0,63}[=:])[^\\s"\'`;]){4,1023}))\\k<secret>';

/** An assignment operator with a blank on at least one side: `key: value`, `key = value`, `key :value`. */
const SPACED_ASSIGN = '(?:[ \\t]{1,16}(?::=|=>|\\?=|=(?!=)|:(?!:)|\\|\\|=|&&=|\\?\\?=)[ \\t]{0,16}|(?::=|=>|\\?=|=(?!=)|:(?!:))[ \\t]{1,16})';

/**
 * A string literal's prefix: bytes, raw, f-string, unicode (Python `b"…"`, `r"…"`, `f"…"`, `rb"…"`),
 * C#'s verbatim and interpolated `@"…"`, `$"…"`, C's wide `L"…"`, Rust's raw `r#"…"#`.
 */
const LITERAL_PREFIX = '(?:[bBrRuUfF]{1,2}|[@$L]|r#{1,3})?';

/** A quoted value's closing quote (maybe JSON-escaped), the opening one being group `q`. */
const QUOTED_VALUE = `${ESCAPES}${LITERAL_PREFIX}(?<q>["'\`])${NOT_MARKER}(?<secret>(?:(?!${ESCAPES}\\k<q>)[^\\r\\n]){4,1024})${ESCAPES}\\k<q>`;

/**
 * printf's format word before the value it prints (attack h57 H2: `printf '%s\\n' '…' | sudo -S`,
 * the usual way round echo's escapes): a quoted or bare format of at most 16 characters holding
 * `%s` (POSIX printf(1): the first operand is the format, the next the argument it prints).
 */
export const PRINTF_FORMAT = '[ \\t]{1,8}(?:["\']%s[^"\'\\s]{0,14}["\']|%s[^\\s|;&]{0,14})';

/** What may follow a bare value for it to be the whole value: the line's end, a separator, a bracket, a comment. */
const BARE_END = '(?=[.,;:]?[ \\t]*(?:$|[\\r\\n,;)\\]}(#"\'`]|//|\\\\[nrt]|[-–—]{1,2}[ \\t]))';

/**
 * A YAML core-schema tag before a value (YAML 1.2 §10: `!!str`, `!!binary`): `secret: !!str s3cr3t`
 * assigns the value after the tag. Other tags (`!Ref`, `!Sub`, `!vault`) name a reference or an
 * encrypted block and are not read as one.
 */
const YAML_TAG = '(?:!!(?:str|binary)[ \\t]{1,4})?(?!!!(?:str|binary)[ \\t])';

/** A line break in prose, as typed or JSON-escaped (`\\n` inside a string), with the blanks around it. */
const LINE_BREAK = '[ \\t]{0,16}(?:\\r?\\n|(?:\\\\r)?\\\\n)[ \\t]{0,64}';

/**
 * Between a label's copula and its value: blanks, or a line break, maybe with a blank line
 * (prose is wrapped anywhere: "the db password is" / "  hunter2 and the host …"), unless the next
 * line starts a key of its own (`password:` / `  host: db`: a YAML mapping, not a value).
 */
const VALUE_GAP = `(?:[ \\t]{1,4}|(?:${LINE_BREAK}){1,2}(?![\\w.-]{1,64}[:=]))`;

/** Markdown emphasis around a label or its colon (CommonMark §6.2): `**Token:**`, `*Password*:`, `__Secret:__`. */
const EMPHASIS = '(?:\\*{1,2}|_{1,2})?';

/** Most lines of a block scalar read as one value (a password or a wrapped token; a longer block is a document). */
const BLOCK_SCALAR_MAX_LINES = 64;

/**
 * The cells of a block scalar's value (YAML 1.2 §8.1: every line indented at least as its first
 * line, blank lines inside it, up to a line indented less): the first line the pattern matched and
 * each line after it, without its blanks (issue #19, session 56: `password: |` over two lines
 * kept its second line).
 */
function* blockScalarLines(scanned: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const first = groupAt(match, 'secret') as readonly [number, number];
  yield first;
  // Stryker disable next-line ArithmeticOperator: equivalent — the value's first two characters are no line break (4 or more non-blanks), so the search from either side of them finds the same one
  const lineStart = scanned.lastIndexOf('\n', first[0] - 1) + 1;
  const indent = first[0] - lineStart;
  let at = scanned.indexOf('\n', first[1]) + 1;
  // No line break after the value: nothing follows it.
  if (at === 0) return;
  for (let line = 1; line < BLOCK_SCALAR_MAX_LINES; line++) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut only — past the text's end every line is empty and yields nothing, and the line bound ends the loop
    if (at >= scanned.length) return;
    const newline = scanned.indexOf('\n', at);
    const end = newline === -1 ? scanned.length : newline;
    const text = scanned.slice(at, end).replace(/\r$/, '');
    const lead = text.length - text.trimStart().length;
    if (text.trim() !== '') {
      if (lead < indent) return;
      if (!scanned.startsWith('[REDACTED:', at + lead)) yield [at + lead, at + text.trimEnd().length];
    }
    at = end + 1;
  }
}

/** Builds the label-driven patterns for one strength of label (all scanned with the `i` flag). */
function labelled(strength: 'strong' | 'weak'): SecretPattern[] {
  const label = strength === 'strong' ? STRONG_LABEL : WEAK_LABEL;
  // In prose the words of a label stand apart too: "the api key for …", "the secret key is …".
  const spokenLabel = labelGroup(strength === 'strong' ? STRONG_WORDS : WEAK_WORDS, '[_. -]?');
  const allowlist = strength === 'strong' ? PLACEHOLDER_VALUES : [...PLACEHOLDER_VALUES, ...WORDLIKE_VALUES];
  const which = strength === 'strong' ? 'password/secret' : 'token/auth/api key';
  const base = { kind: 'secret-assignment', keywords: LABEL_KEYWORDS, allowlist, trimEnd: true } as const;
  // The words alone, for a look-behind that checks what stands before a label.
  const words = alternation(strength === 'strong' ? STRONG_WORDS : WEAK_WORDS);
  return [
    {
      ...base,
      source: 'gitleaks:generic-api-key, gitleaks:database-password, gitleaks:hashicorp-tf-password (label + assignment operator)',
      description: `A quoted value assigned to a ${which} label, maybe in parentheses: PASSWORD="…", "api_key": "…", clientSecret = '…', token = ("…")`,
      pattern: scan(`${label}${NAME_CLOSE}${ASSIGN}${YAML_TAG}(?:\\([ \\t]{0,4})?${QUOTED_VALUE}`, 'i'),
      verify: labelCheck({}),
    },
    {
      ...base,
      source:
        'TypeScript handbook "Type Annotations on Variables"; The Rust Reference "let statements" / "Static items"; Kotlin docs "Properties" (name: Type = value); gitleaks:generic-api-key',
      description: `A quoted value assigned to a ${which} label declared with its type: const apiKey: string = "…", let token: &str = "…", val password: String = "…"`,
      pattern: scan(
        `${label}${NAME_CLOSE}[ \\t]{0,4}:[ \\t]{0,4}(?:&(?:'[a-z]{1,16}[ \\t]{1,4})?(?:mut[ \\t]{1,4})?)?[A-Za-z_][\\w.:]{0,40}(?:<[\\w ,.&':]{0,64}>)?(?:\\[\\])?[?!]?[ \\t]{0,4}=(?!=)[ \\t]{0,16}${QUOTED_VALUE}`,
        'i',
      ),
      verify: labelCheck({}),
    },
    {
      ...base,
      source:
        'The Rust std docs (String::from), pydantic docs "Secret Types" (SecretStr), the secrecy crate (Secret::new), .NET SecureString; gitleaks:generic-api-key',
      description: `A quoted value wrapped in a string or secret constructor, assigned to a ${which} label: token = String::from("…"), api_key = SecretStr("…")`,
      pattern: scan(
        `${label}${NAME_CLOSE}${ASSIGN}(?:new[ \\t]{1,4})?(?:String::from|String|str|SecretStr|SecretString|SecretBytes|Secret(?:::new|String::new|String::from)?|SecureString|Some|Box::new|Arc::new|Zeroizing::new|Buffer\\.from|bytes|bytearray)\\([ \\t]{0,4}${QUOTED_VALUE}`,
        'i',
      ),
      verify: labelCheck({}),
    },
    {
      ...base,
      source: 'TOML v1.0 specification "String" (multi-line basic and literal strings); Python triple-quoted strings',
      description: `A triple-quoted value on one line assigned to a ${which} label: password = """…""", token = '''…'''`,
      pattern: scan(`${label}${NAME_CLOSE}${ASSIGN}(?<q>"""|''')${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){4,1024})\\k<q>`, 'i'),
      verify: labelCheck({}),
    },
    {
      ...base,
      source: 'RFC 8259 §7 (a quotation mark escaped inside a JSON string); gitleaks:generic-api-key',
      description: `A quoted value holding an escaped quote, assigned to a ${which} label: password = "ab\\"cd", "api_key": "x\\"y"`,
      pattern: scan(`${label}${NAME_CLOSE}${ASSIGN}(?<!\\\\)(?<q>["'])${NOT_MARKER}(?<secret>(?:\\\\[^\\r\\n]|(?!\\k<q>)[^\\\\\\r\\n]){4,1024}?)\\k<q>`, 'i'),
      verify: (text, match) => labelCheck({})(text, match) && groupText(match, 'secret').includes(`\\${groupText(match, 'q')}`),
    },
    {
      ...base,
      source: 'gitleaks:generic-api-key (label + assignment operator)',
      description: `An unquoted value glued to a ${which} label: PASSWORD=…, --api-key=…, export TOKEN=…`,
      pattern: scan(`${label}${NAME_CLOSE}(?::=|=(?!=)|:(?=[^\\s/]))${NOT_MARKER}${BARE_SECRET}`, 'i'),
      verify: labelCheck({ key: true }),
    },
    {
      ...base,
      source: 'RFC 3986 §3.4 (query component); gitleaks:generic-api-key',
      description: `A URL query parameter named by a ${which} label: ?token=…&, &password=…`,
      pattern: scan(`${label}(?<=[?&;][\\w.-]{0,64}(?:${words}))=${NOT_MARKER}(?<secret>[^&#;\\s"'<>\`]{4,1024})`, 'i'),
      verify: labelCheck({}),
    },
    {
      ...base,
      source: 'gitleaks:generic-api-key (label + assignment operator)',
      description:
        `An unquoted value after a ${which} label and a spaced operator, ending its line or clause: DB_PASSWORD: …, password = … (rotated)` +
        " (glued ones are the glued rule's: a late failure here would rescan long runs)",
      // A lower-case word that ends a sentence is prose: "then the secret: rotates."
      pattern: scan(`${label}${NAME_CLOSE}${SPACED_ASSIGN}${YAML_TAG}(?!["'\`])(?![a-z]{1,24}\\.(?:\\s|$))${NOT_MARKER}${BARE_SECRET}${BARE_END}`, 'i'),
      verify: labelCheck({ key: true }),
    },
    {
      ...base,
      source: 'gitleaks:generic-api-key (label + assignment operator)',
      description: `An unquoted value that does not read as prose after a ${which} label and an operator, with more text after it: "password: hunter2 on staging"`,
      pattern: scan(`${label}${NAME_CLOSE}${SPACED_ASSIGN}${YAML_TAG}(?!["'\`])${NOT_MARKER}${BARE_SECRET}(?=[ \\t])`, 'i'),
      verify: labelCheck({ key: true, notProse: true }),
    },
    {
      ...base,
      source: 'seeds/000 "Secrets" (credentials pasted in chat); gitleaks:generic-api-key',
      description: `A value that does not read as prose after "<${which}> is" (or "for the prod db is"), or the second of "user / pass", maybe starting the next line: "the db password is hunter2", "creds are admin / hunter2", "the db password is\\n  hunter2 (prod)"`,
      pattern: scan(
        `${spokenLabel}(?:[ \\t]{1,4}(?:for|of|on|in)[ \\t]{1,4}[\\w.@/:-]{1,64}(?:[ \\t]{1,4}[\\w.@/:-]{1,64}){0,3})?(?:(?:[ \\t]{1,4}|${LINE_BREAK})(?:is|was|are|=|->|→|[-–—])(?:[ \\t]{1,4}(?:now|still|currently|temporarily|also))?(?:[ \\t]{0,4}(?::|[-–—]))?|${EMPHASIS}[ \\t]{0,32}:${EMPHASIS}|['’]s)${VALUE_GAP}${YAML_TAG}(?:[\\w.@-]{1,64}[ \\t]{0,2}/[ \\t]{0,2})?(?:${ESCAPES}["'\`])?${NOT_MARKER}${BARE_SECRET}`,
        'i',
      ),
      verify: labelCheck({ notProse: true }),
    },
    {
      ...base,
      source: 'seeds/000 "Secrets" (credentials pasted in chat: "I set the password to …"); gitleaks:generic-api-key',
      description: `A value that does not read as prose that a ${which} was set, changed, reset, updated or rotated to: "I set the password to …", "reset the admin password to …"`,
      pattern: scan(
        `(?<![\\w-])(?:set|sets|setting|change|changed|changes|changing|reset|resets|resetting|update|updated|updates|updating|rotate|rotated|rotates|rotating)[ \\t]{1,4}(?:(?:the|my|our|your|his|her|its|their|a|an|this|that)[ \\t]{1,4})?(?:[\\w.@-]{1,32}[ \\t]{1,4}){0,3}?${spokenLabel}(?:[ \\t]{1,4}(?:for|of|on)[ \\t]{1,4}[\\w.@/:-]{1,64})?[ \\t]{1,4}to[ \\t]{1,4}(?:["'\`])?${NOT_MARKER}${BARE_SECRET}`,
        'i',
      ),
      verify: labelCheck({ notProse: true }),
    },
    {
      ...base,
      source: 'seeds/000 "Secrets" (credentials pasted in chat: "the password was changed to …"); gitleaks:generic-api-key',
      description: `A value that does not read as prose after "<${which}> was set / changed / reset / updated / rotated to": "the root password has been updated to …"`,
      pattern: scan(
        `${spokenLabel}(?:[ \\t]{1,4}(?:for|of|on)[ \\t]{1,4}[\\w.@/:-]{1,64})?[ \\t]{1,4}(?:was|is|has[ \\t]{1,4}been|had[ \\t]{1,4}been|got|gets|will[ \\t]{1,4}be)[ \\t]{1,4}(?:set|changed|reset|updated|rotated)[ \\t]{1,4}to[ \\t]{1,4}(?:["'\`])?${NOT_MARKER}${BARE_SECRET}`,
        'i',
      ),
      verify: labelCheck({ notProse: true }),
    },
    {
      ...base,
      source: 'seeds/000 "Secrets" (credentials pasted in chat: "use … as the password"); gitleaks:generic-api-key',
      description: `A value that does not read as prose used as a ${which}, the label ending the clause: "use … as the password", "try … as the db password."`,
      pattern: scan(
        `(?<![\\w-])(?:use|uses|using|used|try|tries|trying|tried)[ \\t]{1,4}(?:["'\`])?${NOT_MARKER}${BARE_SECRET}(?:["'\`])?[ \\t]{1,4}as[ \\t]{1,4}(?:(?:the|my|our|your|a|an)[ \\t]{1,4})?(?:[\\w.@-]{1,32}[ \\t]{1,4}){0,2}?(?<label>${alternation(strength === 'strong' ? STRONG_WORDS : WEAK_WORDS, '[_. -]?')})(?=[ \\t]{0,4}(?:$|[\\r\\n,;:!?)]|\\.(?![\\w])))`,
        'i',
      ),
      verify: labelCheck({ notProse: true }),
    },
    {
      ...base,
      source:
        'PHP manual "define" (define(name, value)); setenv(3), putenv, Map.of / dict pairs (a name and its value as two arguments); gitleaks:generic-api-key',
      description: `A quoted value that does not read as prose after a quoted ${which} name and a comma: define('DB_PASSWORD', '…'), setenv("API_TOKEN", "…")`,
      pattern: scan(`["'][\\w.:-]{0,64}?${label}["'][ \\t]{0,16},[ \\t]{0,16}(?<q>["'])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){4,1024})\\k<q>`, 'i'),
      verify: labelCheck({ notProse: true }),
    },
    {
      ...base,
      source: 'W3C XML 1.0 (element content); Maven settings.xml <password>, NuGet.Config <add key="Password" value="…"/>',
      description: `The content of an XML element named by a ${which} label: <password>…</password>, <db:ApiKey>…</db:ApiKey>`,
      pattern: scan(`<[\\w.:-]{0,64}?${label}>${NOT_MARKER}(?<secret>[^<\\r\\n]{1,1024})</`, 'i'),
      verify: labelCheck({}),
    },
    {
      ...base,
      source:
        'NuGet docs "nuget.config reference" (<add key="ClearTextPassword" value="…"/>); gitleaks:nuget-config-password; Java .properties / .NET appSettings',
      description: `The value attribute of an element whose key or name attribute is a ${which} label: <add key="Password" value="…"/>`,
      pattern: scan(
        `(?:key|name)=["'][\\w.:-]{0,64}?${label}["'][ \\t]{1,16}value=(?<q>["'])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){1,1024})\\k<q>`,
        'i',
      ),
      verify: labelCheck({}),
    },
    {
      ...base,
      source:
        'Kubernetes API "EnvVar" (- name: X / value: …); Postman docs "Managing environments" (exported {"key": …, "value": …}); AWS CloudFormation Parameters (ParameterKey/ParameterValue)',
      description: `The value of a name/value pair whose name is a ${which} label: {"key": "apiKey", "value": "…"}, - name: DB_PASSWORD / value: …`,
      pattern: scan(
        `["']?(?:key|name|parameterkey)["']?[ \\t]{0,8}[:=][ \\t]{0,8}["']?[\\w.:-]{0,64}?${label}["']?[ \\t]{0,8}(?:,|\\r?\\n)[ \\t]{0,32}(?:-[ \\t]{1,8})?["']?(?:value|parametervalue)["']?[ \\t]{0,8}[:=][ \\t]{0,8}(?:(?<q>["'])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){1,1024})\\k<q>|${NOT_MARKER}(?<secret2>[^\\s"'\`,}]{1,1024}))`,
        'i',
      ),
      verify: labelCheck({}),
    },
    {
      ...base,
      source: 'YAML 1.2 specification §8.1 (block scalars: literal | and folded >, with chomping and indentation indicators); gitleaks:generic-api-key',
      description: `A one-word value in a literal or folded block scalar of a ${which} label, on the lines after it: password: >\\n  …, token: |-\\n  …`,
      pattern: scan(
        `${label}${NAME_CLOSE}[ \\t]{0,16}:[ \\t]{1,16}[>|][1-9]?[+-]?[1-9]?[ \\t]{0,16}(?:#[^\\r\\n]{0,256})?\\r?\\n(?:[ \\t]{0,64}\\r?\\n){0,4}[ \\t]{1,64}${NOT_MARKER}(?<secret>[^\\s]{4,1023})[ \\t]{0,16}(?=\\r?\\n|$)`,
        'i',
      ),
      verify: labelCheck({ key: true }),
      cells: blockScalarLines,
    },
    {
      ...base,
      source:
        'YAML 1.2 specification §7.3.3 (a plain scalar may start on the line after its key); seeds/000 "Secrets" (credentials pasted in chat: "Password:" then the value)',
      description: `A one-word value that does not read as prose alone on the line after a ${which} label and a colon, is or a dash (not an assignment of its own: an empty .env value stays empty): "password:\\n  …", "the api key is\\n…"`,
      pattern: scan(
        `${spokenLabel}${NAME_CLOSE}(?:${EMPHASIS}[ \\t]{0,4}:${EMPHASIS}|[ \\t]{1,4}(?:is|was|are|[-–—]))[ \\t]{0,16}\\r?\\n(?:[ \\t]{0,64}\\r?\\n){0,2}[ \\t]{0,64}(?<q>["'\`]?)(?![\\w.-]{1,64}[:=])${NOT_MARKER}(?<secret>[^\\s"'\`]{4,1023})\\k<q>[ \\t]{0,16}(?=\\r?\\n|$)`,
        'i',
      ),
      verify: labelCheck({ key: true, notProse: true }),
    },
    {
      ...base,
      source:
        'Debian interfaces(5) and wpa_supplicant options (wpa-psk: a hyphenated key and its value); Apache httpd directives (mod_authnz_ldap AuthLDAPBindPassword "…"); gitleaks:generic-api-key',
      description: `A hyphenated or camelCase key ending in a ${which} label and a value that does not read as prose alone on its line: wpa-psk …, db-password …, AuthLDAPBindPassword "…"`,
      pattern: scan(
        `^[ \\t]{0,64}(?:[\\w.-]{0,64}-|[\\w.-]{0,63}[a-z0-9])${label}[ \\t]{1,16}(?:(?<q>["'])${NOT_MARKER}(?<secret2>(?:(?!\\k<q>)[^\\r\\n]){1,1024})\\k<q>|${NOT_MARKER}${BARE_SECRET})[ \\t]*$`,
        'im',
      ),
      // The label follows a hyphen or starts a camelCase hump (the `i` flag cannot tell `BindPassword` from `bindpassword`).
      verify: (text, match) => {
        const at = (groupAt(match, 'label') as readonly [number, number])[0];
        return (text.charAt(at - 1) === '-' || /[A-Z]/.test(text.charAt(at))) && labelCheck({ notProse: true })(text, match);
      },
    },
    {
      ...base,
      source: 'Java .properties format (key and value separated by a blank; java.util.Properties.load)',
      description: `A dotted or underscored key ending in a ${which} label and its value on one line, separated by blanks, maybe quoted (a settings dump): db.password s3cret, EMAIL_HOST_PASSWORD   '…'`,
      pattern: scan(
        // wpa_passphrase(8) is a command whose first argument is the network's name.
        `^[ \\t]{0,64}(?!wpa_passphrase[ \\t])[\\w.-]{0,128}[._]${label}[ \\t]{1,16}(?:(?<q>["'])${NOT_MARKER}(?<secret2>(?:(?!\\k<q>)[^\\r\\n]){1,1024})\\k<q>|${NOT_MARKER}${BARE_SECRET})[ \\t]*$`,
        'im',
      ),
      verify: labelCheck({}),
    },
  ];
}

/** A {@link PASSWORD_SHAPED} value ahead, checked in the expression so that a word after a label is skipped rather than ending the match. */
const PASSWORD_AHEAD = '(?=[^\\s\\d][^\\s]{7,127}(?![^\\s]))(?=[^\\s]{0,127}[0-9])(?=[^\\s]{0,127}[A-Za-z])(?=[^\\s]{0,127}(?:[_.!@#$%^&*+=~?-]|[a-z][A-Z]))';

/**
 * A password-shaped value ahead that may be quoted: 8 to 128 characters, no blank nor quote, not
 * starting with a digit, holding a digit, a letter and a symbol or a lower-to-upper step.
 */
const USER_PASSWORD_AHEAD =
  '(?=[^\\s\\d"\'][^\\s"\']{7,127}(?![^\\s"\']))(?=[^\\s"\']{0,127}[0-9])(?=[^\\s"\']{0,127}[A-Za-z])(?=[^\\s"\']{0,127}(?:[_.!@#$%^&*+=~?-]|[a-z][A-Z]))';

/** Arguments between a command and an option: anything on the line but a separator that starts another command. */
const ARGS = '(?:[ \\t]{1,16}(?:\\\\\\r?\\n[ \\t]{0,16})?(?:[^\\s|;&]|&(?!&)){1,1024}){0,32}?[ \\t]{1,16}(?:\\\\\\r?\\n[ \\t]{0,16})?';
/** An option's value: quoted (the inside is replaced) or bare, never starting with a dash or a redirection. */
const OPTION_VALUE = `(?:(?<q>["'])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){1,512})\\k<q>|${NOT_MARKER}(?<secret2>[^\\s"'\`;|&<>-][^\\s"'\`;|&]{0,511}))`;

/** A command-line pattern: `commands`, other arguments, then `option` and its value. */
function commandOption(commands: string, option: string): RegExp {
  return scan(`(?:${commands})(?:\\.exe)?${ARGS}${option}${OPTION_VALUE}`);
}

/** An option name that ends in a password word: any value but a placeholder is a credential. */
const STRONG_OPTION = new RegExp(`(?:${alternation(STRONG_WORDS)}|pass)$`, 'i');

/**
 * The `verify` of the long-option rule: after a weak label (`--token`, `--auth`) a word-like value
 * is a setting (`--auth basic`); after a password word (`--passphrase`, `-storepass`) only a
 * placeholder is kept, and only there may the value start with a dash.
 */
function optionCheck(_text: string, match: RegExpMatchArray): boolean {
  const strong = STRONG_OPTION.test(groupText(match, 'label'));
  if (groupText(match, 'secret3') !== '') return strong;
  const value = groupText(match, 'secret') || groupText(match, 'secret2');
  return strong || !WORDLIKE_VALUES.some((w) => w.test(value));
}

/** A field of a .pgpass line: a colon or a backslash inside it is escaped with a backslash (PostgreSQL docs "The Password File"). */
const PGPASS_FIELD = '(?:\\\\[:\\\\]|[^\\s:\\\\]){1,512}';

/** Credential patterns of command lines, netrc, pgpass and the like. */
export const COMMAND_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'secret-assignment',
    source: 'GNU getopt_long conventions (--name=value, --name value); gitleaks:generic-api-key',
    description:
      'The value of a long option named by a credential label: --password x, --db-password=x, --api-key x, -storepass x; after a password-named option a value may start with a dash (-storepass -xY_3…) unless it reads as an option',
    keywords: LABEL_KEYWORDS,
    // Long options (--x) and the single-dash long options of keytool, openssl, sqlplus (-storepass).
    pattern: scan(
      `(?<![\\w-])--?(?![-]|no-)[\\w-]{0,40}?(?<label>${ANY_LABEL}|(?<=[a-z])pass(?![\\w.-]))(?:=|[ \\t]{1,8})(?:${OPTION_VALUE}|${NOT_MARKER}(?<secret3>-(?![-A-Za-z][a-z-]{0,40}(?![^\\s=]))[^\\s"'\`;|&]{5,511}))`,
      'i',
    ),
    verify: optionCheck,
    allowlist: [...PLACEHOLDER_VALUES, /^(?:id|src|source|type|target)=/],
  },
  {
    kind: 'command-line-secret',
    source: 'MySQL manual "Specifying a password on the command line" (-p<password>, no blank; -p alone prompts)',
    description: "The password glued to a MySQL/MariaDB client's -p option: mysql -uroot -pS3cret (psql's, pg_dump's and redis-cli's -p is a port)",
    keywords: ['mysql', 'mariadb', 'mydumper', 'myloader'],
    pattern: commandOption(
      'mysql|mysqldump|mysqladmin|mysqlimport|mysqlshow|mysqlcheck|mysqlpump|mysqlslap|mysqlbinlog|mysqlsh|mariadb|mariadb-dump|mariadb-admin|mariadb-import|mydumper|myloader',
      '-p(?=[^\\s])',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source:
      'sshpass(1) -p; docker login / podman login / helm registry login -p (--password); az login -p; mongosh -p; ldapsearch(1) -w; sqlcmd -P; zip(1) -P; ssh-keygen(1) -N/-P',
    description:
      'The password option of commands whose short option takes one: sshpass -p, docker login -p, mongosh -p, ldapsearch -w, sqlcmd -P, zip -P, ssh-keygen -N',
    keywords: [
      'sshpass',
      'login',
      'mongo',
      'ldap',
      'sqlcmd',
      'bcp',
      'osql',
      'zip',
      'ssh-keygen',
      '7z',
      'rar',
      'twine',
      'openssl',
      'mysqladmin',
      'rabbitmqctl',
      'nmcli',
    ],
    pattern: scan(
      `(?:(?:sshpass)${ARGS}-p[ \\t]{0,8}|(?:docker|podman|nerdctl|buildah|skopeo|oras|crane|regctl|helm(?:[ \\t]{1,8}registry)?|az|cf|oc|argocd)[ \\t]{1,8}login${ARGS}-p[ \\t]{0,8}|(?:mongo|mongosh|mongodump|mongorestore|mongoexport|mongoimport|mongostat|mongotop|mongofiles)${ARGS}-p[ \\t]{0,8}|(?:ldapsearch|ldapadd|ldapmodify|ldapdelete|ldapwhoami|ldappasswd|ldapcompare|ldapmodrdn)${ARGS}-w[ \\t]{0,8}|(?:sqlcmd|bcp|osql|isql)${ARGS}-P[ \\t]{0,8}|(?:zip|unzip|zipcloak)${ARGS}-P[ \\t]{0,8}|(?:7z|7za|7zz|rar|unrar)${ARGS}-p(?=[^\\s])|ssh-keygen${ARGS}-[NP][ \\t]{0,8}|twine${ARGS}-p[ \\t]{0,8}|openssl${ARGS}-k[ \\t]{1,8}|mysqladmin${ARGS}password[ \\t]{1,8}|rabbitmqctl[ \\t]{1,8}(?:add_user|change_password)[ \\t]{1,8}[^\\s]{1,128}[ \\t]{1,8}|nmcli${ARGS}(?:password|wifi-sec\\.psk|802-1x\\.password)[ \\t]{1,8})${OPTION_VALUE}`,
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source:
      'Microsoft Learn "net use" (net use [devicename | *] [\\\\computername\\sharename [password | *]] [/user:[domainname\\]username]; the password is also written after /user:)',
    description: 'The password of a Windows net use command: net use \\\\srv\\share pass /user:admin, net use Z: \\\\srv\\share /user:admin pass',
    keywords: ['net'],
    // A value starting with a slash is an option (/persistent:no), `*` asks for the password.
    pattern: scan(
      `\\bnet[ \\t]{1,8}use(?:[ \\t]{1,8}(?:[A-Za-z]:|\\*))?[ \\t]{1,8}\\\\\\\\[^\\s]{1,256}(?:[ \\t]{1,8}/user:[^\\s]{1,128})?[ \\t]{1,8}${OPTION_VALUE}`,
      'i',
    ),
    allowlist: [...PLACEHOLDER_VALUES, /^\//, /^\*$/],
  },
  {
    kind: 'secret-assignment',
    source:
      'GitHub CLI manual "gh auth login" (--with-token reads a token from standard input); Docker docs "docker login" (--password-stdin); Bash reference manual "Here Strings" (<<< word)',
    description:
      'A token fed by a here-string to an option that reads it from standard input: gh auth login --with-token <<< …, docker login --password-stdin <<< …',
    keywords: ['<<<'],
    pattern: scan(`(?:--with-token|--[\\w-]{0,32}stdin)(?:[ \\t]{1,8}[^\\s<|;&]{1,256}){0,8}?[ \\t]{0,8}<<<[ \\t]{0,8}${OPTION_VALUE}`, 'i'),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source:
      'POSIX utility conventions and the user/password option pairs of command-line clients (ncftp -u/-p, sqlcmd -U/-P, az -u/-p, psexec -u/-p, Windows /u: /p:); gitleaks:generic-api-key',
    description:
      'A password-shaped value (8 or more characters, a digit, a letter and a symbol or a lower-to-upper step; not starting with a digit) after -p or -P, attached or not, or /p:, that follows a user option (-u, -U, --user, --username, /u:, /user:) of the same command: any client, "tool -u admin -p …". A port, a process id, a profile or project name, a crypt hash and a path are no password',
    keywords: ['-u', '/u'],
    pattern: scan(
      `(?<![\\w-])(?:-[uU]|--user(?:name)?|/u(?:ser)?:)(?:=|[ \\t]{0,8})["']?[^\\s"'|;&-][^\\s"'|;&]{0,127}["']?(?:[ \\t]{1,8}(?!-[pP])[^\\s|;&]{1,256}){0,8}?[ \\t]{1,8}(?:-[pP](?:[ \\t]{1,8}|(?=[^\\s-]))|/p(?:ass(?:word)?)?:)(?<q>["']?)${USER_PASSWORD_AHEAD}${NOT_MARKER}(?<secret>[^\\s"'\`;|&]{8,128})\\k<q>(?![^\\s;|&)])`,
    ),
    // A crypt hash (useradd -p '$6$…'), a path, a file name: no password written out.
    allowlist: [...PLACEHOLDER_VALUES, /^\$[0-9a-z]{1,2}\$/, /^[.~]?\//, /\.(?:ya?ml|json|toml|ini|conf|cfg|txt|pem|key|crt|env|xml|sh|py|js|ts)$/i],
  },
  {
    kind: 'command-line-secret',
    source: 'redis-cli documentation "-a <password>" (REDISCLI_AUTH); -p is the port',
    description: 'The password of redis-cli -a (its -p is a port and stays)',
    keywords: ['redis-cli'],
    pattern: commandOption('redis-cli|valkey-cli|keydb-cli', '-a[ \\t]{0,8}'),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source: 'smbclient(1) "-U username[%password]"',
    description: 'The password after % in smbclient -U user%password',
    keywords: ['smbclient', 'rpcclient', 'smbmap'],
    pattern: scan(
      `(?:smbclient|rpcclient|smbmap|smbget)${ARGS}(?:-U|--user(?:=|[ \\t]{1,8}))[ \\t]{0,8}["']?[^\\s%"']{1,128}%${NOT_MARKER}(?<secret>[^\\s"']{1,256})`,
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source: 'lftp(1) "-u user[,pass]" (open -u); ncftp-style user,password pairs',
    description: 'The password after the comma in lftp -u user,password',
    keywords: ['lftp'],
    pattern: scan(`lftp${ARGS}-u[ \\t]{1,8}["']?[^\\s,"']{1,128},${NOT_MARKER}(?<secret>[^\\s"']{1,256})`),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source: 'The Cargo Book, cargo-login(1) documentation (the token as an argument: cargo login [token]); crates.io API tokens',
    description: 'The token argument of cargo login [--registry name] <token> (cargo login alone prompts; an option is no token)',
    keywords: ['cargo'],
    pattern: scan(`cargo[ \\t]{1,8}login(?:[ \\t]{1,8}--registry(?:=|[ \\t]{1,8})[^\\s]{1,128})?[ \\t]{1,8}${OPTION_VALUE}`),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source: 'OpenSSL manual "Pass Phrase Options" (pass:password)',
    description: 'An OpenSSL pass phrase given inline: -passin pass:…, -passout pass:…, -pass pass:…, -k …',
    keywords: ['pass:', 'openssl'],
    pattern: scan(`(?<![\\w-])-(?:passin|passout|pass|kfile|k)[ \\t]{1,8}(?:pass:)${NOT_MARKER}(?<secret>[^\\s"'\`]{1,512})`),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source: 'htpasswd(1) -b (password on the command line; with -n no file is named)',
    description: 'The password argument of htpasswd -b file user password, htpasswd -nb user password',
    keywords: ['htpasswd'],
    pattern: scan(
      `htpasswd[ \\t]{1,8}(?:-[A-Za-z]*n[A-Za-z]*b[A-Za-z]*|-[A-Za-z]*b[A-Za-z]*n[A-Za-z]*|-[A-Za-z]*b[A-Za-z]*[ \\t]{1,8}(?:-[A-Za-z]+[ \\t]{1,8}){0,4}[^\\s-][^\\s]{0,255})[ \\t]{1,8}(?:-[A-Za-z]+[ \\t]{1,8}){0,4}[^\\s-][^\\s]{0,127}[ \\t]{1,8}${OPTION_VALUE}`,
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source: 'docker login --password-stdin (docs "docker login"); the value echoed into it is the password',
    description: 'The password echoed into a --password-stdin login: echo "…" | docker login --password-stdin',
    keywords: ['password-stdin', 'sudo', 'passwd', '--stdin'],
    pattern: scan(
      `(?<![\\w-])(?:echo(?:[ \\t]{1,8}-[neE]{1,3})?|printf(?:${PRINTF_FORMAT})?)[ \\t]{1,8}(?:(?<q>["'])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){1,512})\\k<q>|${NOT_MARKER}(?<secret2>[^\\s"'|;&$][^\\s|;&]{0,511}))[ \\t]{0,8}\\|[^|\\r\\n]{0,256}?(?:--password-stdin|sudo[ \\t]{1,8}(?:-[A-Za-z]{1,8}[ \\t]{1,8})*-S|passwd[ \\t]{1,8}--stdin|chpasswd|--stdin)`,
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source:
      'npm docs "npm config set" and ".npmrc" (_authToken, _auth, _password); git-config(1); aws configure set; gh secret set --body; fish set / Windows setx / csh setenv(1)',
    description:
      'A credential set by name and value as two arguments: npm config set //…/:_authToken x, git config x.token y, aws configure set aws_secret_access_key x, gh secret set NAME -b x, setx API_KEY x',
    keywords: LABEL_KEYWORDS,
    pattern: scan(
      `(?:(?:npm|pnpm|yarn)[ \\t]{1,8}config[ \\t]{1,8}set|git[ \\t]{1,8}config(?:[ \\t]{1,8}--[\\w-]{1,32})*|aws[ \\t]{1,8}configure[ \\t]{1,8}set|setx|setenv|set[ \\t]{1,8}-[gxUul]{1,4}|export[ \\t]{1,8}-n|heroku[ \\t]{1,8}config:set)[ \\t]{1,8}[^\\s=]{0,200}?${ANY_LABEL}["']?[ \\t]{1,8}${OPTION_VALUE}`,
      'i',
    ),
    allowlist: [...PLACEHOLDER_VALUES, ...WORDLIKE_VALUES],
  },
  {
    kind: 'command-line-secret',
    source: 'gh secret set (GitHub CLI manual: -b, --body)',
    description: 'The body of gh secret set NAME --body …',
    keywords: ['gh secret'],
    pattern: scan(`gh[ \\t]{1,8}secret[ \\t]{1,8}set${ARGS}(?:-b|--body)(?:=|[ \\t]{1,8})${OPTION_VALUE}`),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source: 'Dockerfile reference "ENV" (legacy ENV <key> <value> form)',
    description: 'A Dockerfile ENV of a credential-named variable in the legacy blank-separated form: ENV DB_PASSWORD s3cret',
    keywords: LABEL_KEYWORDS,
    pattern: scan(`^[ \\t]{0,16}ENV[ \\t]{1,16}[\\w.-]{0,64}?${ANY_LABEL}[ \\t]{1,16}(?![=])${OPTION_VALUE}`, 'im'),
    allowlist: [...PLACEHOLDER_VALUES, ...WORDLIKE_VALUES],
  },
  {
    kind: 'command-line-secret',
    source:
      'RFC 1901 (the SNMPv2c community string is its credential); net-snmp snmpd.conf(5) (rocommunity, rwcommunity, com2sec) and snmpcmd(1) (-c); Cisco IOS "snmp-server community"',
    description: 'An SNMP community string: rocommunity …, snmp-server community … RO, com2sec name source …, snmpwalk -c …, community: …',
    keywords: ['community', 'com2sec', 'snmp'],
    pattern: scan(
      `(?<![\\w-])(?:(?:ro|rw)community6?[ \\t]{1,16}|snmp-server[ \\t]{1,8}community[ \\t]{1,8}|com2sec6?(?:[ \\t]{1,8}-Cn[ \\t]{1,8}[^\\s]{1,64})?[ \\t]{1,8}[^\\s]{1,64}[ \\t]{1,8}[^\\s]{1,128}[ \\t]{1,8}|snmp(?:walk|bulkwalk|get|getnext|bulkget|set|table|df|netstat|status|trap|inform|delta)${ARGS}-c[ \\t]{0,8}|community(?:[_.-]?(?:string|name))?["']?[ \\t]{0,8}[:=][ \\t]{0,8})${OPTION_VALUE}`,
      'i',
    ),
    // The well-known defaults are no secret; a repository path (`community: org/community`) is no community.
    allowlist: [...PLACEHOLDER_VALUES, ...WORDLIKE_VALUES, /^(?:public|private)$/i, /^[\w.-]+\/[\w.-]+/],
  },
  {
    kind: 'secret-assignment',
    source:
      'nginx docs "ngx_http_proxy_module" (proxy_set_header field value), "ngx_http_headers_module" (add_header name value); Apache httpd "mod_headers" (RequestHeader / Header set name value)',
    description: 'A header named by a credential label set in server configuration: proxy_set_header X-Api-Key …; RequestHeader set X-Auth-Token "…"',
    keywords: LABEL_KEYWORDS,
    pattern: scan(
      `(?<![\\w-])(?:proxy_set_header|add_header|grpc_set_header|(?:Request)?Header[ \\t]{1,8}(?:always[ \\t]{1,8})?(?:set|append|add|merge|setifempty))[ \\t]{1,8}["']?[\\w-]{0,64}?${ANY_LABEL}["']?[ \\t]{1,8}${OPTION_VALUE}`,
      'i',
    ),
    allowlist: [...PLACEHOLDER_VALUES, ...WORDLIKE_VALUES],
  },
  {
    kind: 'secret-assignment',
    source: 'ZXing "Barcode Contents: Wi-Fi Network config" (WIFI:T:WPA;S:ssid;P:password;;); wpa_passphrase(8)',
    description: 'A Wi-Fi password: the P: field of a Wi-Fi QR code, the passphrase argument of wpa_passphrase',
    keywords: ['wifi:', 'wpa_passphrase'],
    pattern: scan(
      `(?:WIFI:(?:[A-Z]{1,2}:(?:\\\\.|[^;\\\\\\r\\n]){0,128};){0,6}P:"?${NOT_MARKER}(?<secret3>(?:\\\\.|[^;"\\\\\\r\\n]){1,128})|(?<![\\w-])wpa_passphrase[ \\t]{1,8}(?:"[^"\\r\\n]{1,64}"|'[^'\\r\\n]{1,64}'|[^\\s"']{1,64})[ \\t]{1,8}${OPTION_VALUE})`,
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'nginx docs "ngx_http_rewrite_module" (set $variable value)',
    description: 'An nginx variable named by a credential label set to a value: set $api_key "…";',
    keywords: LABEL_KEYWORDS,
    pattern: scan(`(?<![\\w-])set[ \\t]{1,8}\\$\\w{0,64}?${ANY_LABEL}[ \\t]{1,8}${OPTION_VALUE}`, 'i'),
    allowlist: [...PLACEHOLDER_VALUES, ...WORDLIKE_VALUES],
  },
  {
    kind: 'secret-assignment',
    source: 'seeds/000 "Secrets" (credentials pasted in chat: "log in with admin:…", "creds admin/…"); gitleaks:generic-api-key',
    description:
      'The password of a user and password pair after log in with, creds or credentials: "log in with admin:…", "DB creds admin/…", "creds: admin …"',
    keywords: ['log', 'sign', 'cred'],
    pattern: scan(
      `(?<![\\w-])(?:(?:log(?:ged)?|sign(?:ed)?)[ -]?(?:in|on)[ \\t]{1,4}(?:with|using|as)|creds?|credentials|logins?)[ \\t]{0,4}:?[ \\t]{1,4}[\\w.@+-]{1,64}(?:[ \\t]{0,2}[:/][ \\t]{0,2}|[ \\t]{1,2}${PASSWORD_AHEAD})${NOT_MARKER}(?<secret>[^\\s"'\`,;]{4,256})`,
      'i',
    ),
    verify: (_text, match) => NOT_PROSE.test(groupText(match, 'secret')),
    allowlist: PLACEHOLDER_VALUES,
    trimEnd: true,
  },
  {
    kind: 'secret-assignment',
    source: 'seeds/000 "Secrets" (credentials pasted in chat: "user admin pass …"); gitleaks:generic-api-key',
    description: 'A password-shaped value after pass or pw that follows a user name: "user admin pass …"',
    keywords: ['user', 'login', 'account'],
    pattern: scan(
      `(?<![\\w-])(?:user(?:name)?|login|account)[ \\t]{0,2}[:=]?[ \\t]{1,4}[\\w.@+-]{1,64}[ \\t]{0,2}[,;/]?[ \\t]{1,4}(?:pass|pw|pwd)[ \\t]{1,4}${PASSWORD_AHEAD}${NOT_MARKER}(?<secret>[^\\s"'\`,;]{8,128})`,
      'i',
    ),
    allowlist: PLACEHOLDER_VALUES,
    trimEnd: true,
  },
  {
    kind: 'netrc-password',
    source: 'GNU Inetutils manual ".netrc" (machine, login, password tokens); curl(1) --netrc',
    description: 'The password of a .netrc entry: machine host login user password …',
    keywords: ['password', 'passwd'],
    pattern: scan(
      `(?:(?<![\\w-])machine[ \\t]{1,16}[^\\s]{1,256}|^[ \\t]{0,16}(?:default|login[ \\t]{1,16}[^\\s]{1,256}))(?:[ \\t\\r\\n]{1,64}(?:login|account|port|machine)[ \\t]{1,16}[^\\s]{1,256}){0,3}[ \\t\\r\\n]{1,64}(?:password|passwd)[ \\t]{1,16}${NOT_MARKER}(?<secret>[^\\s]{1,256})`,
      'm',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'pgpass-password',
    source: 'PostgreSQL documentation "The Password File" (hostname:port:database:username:password)',
    description:
      'The password field of a .pgpass line host:port:db:user:password: five fields, a colon inside one escaped (\\:); a database and a user name are no bare number (/etc/shadow lines, name:*:19000:0:99999:7:::, have nine fields of numbers)',
    keywords: [':'],
    pattern: scan(
      `^[ \\t]{0,8}[^\\s:#]{1,255}:(?:[0-9]{1,5}|\\*):(?![0-9]{1,255}:)${PGPASS_FIELD}:(?![0-9]{1,255}:)${PGPASS_FIELD}:${NOT_MARKER}(?<secret>${PGPASS_FIELD})[ \\t]*$`,
      'm',
    ),
    // An IPv6 address on a line of its own has colon-separated fields too.
    allowlist: [...PLACEHOLDER_VALUES, /^[0-9a-fA-F]{1,4}$/],
  },
];

/**
 * Credentials that documented tools take as a positional value or a directive rather than after
 * a credential-named key (issue #19): Redis' `requirepass` / `masterauth`, kubectl's
 * `--from-literal=KEY=value` (any key: it becomes a Secret), PowerShell's
 * `ConvertTo-SecureString "…" -AsPlainText`, a here-string into `sudo -S`, rclone's
 * `config create|update … <credential key> <value>` pairs and MinIO's `mc alias set … <access key> <secret key>`.
 */
export const TOOL_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'secret-assignment',
    source: 'Redis documentation "redis.conf" (requirepass <password>, masterauth <master-password>)',
    description: 'The password of a redis.conf requirepass or masterauth directive (or CONFIG SET requirepass …)',
    keywords: ['requirepass', 'masterauth'],
    pattern: scan(
      `(?<![\\w-])(?:requirepass|masterauth)[ \\t]{1,8}(?!requirepass|masterauth)(?:(?<q>["'])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){1,512})\\k<q>|${NOT_MARKER}(?<secret2>[^\\s"'\`]{1,512}))`,
      'i',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'Kubernetes docs "Managing Secrets using kubectl" (kubectl create secret generic --from-literal=key=value)',
    description: 'The value of kubectl create secret --from-literal=KEY=value, whatever the key (it becomes a Secret)',
    keywords: ['from-literal'],
    pattern: scan(`--from-literal(?:=|[ \\t]{1,8})["']?[\\w.-]{1,253}=${NOT_MARKER}(?<secret>[^\\s"']{1,1024})`),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'Microsoft Learn docs "ConvertTo-SecureString" (-String … -AsPlainText -Force: a password in plain text)',
    description: 'The plain-text string given to ConvertTo-SecureString … -AsPlainText',
    keywords: ['convertto-securestring'],
    pattern: scan(
      `ConvertTo-SecureString(?<flags>(?:[ \\t]{1,8}-(?:AsPlainText|Force|String)){0,3})[ \\t]{1,8}(?<q>["'])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){1,512})\\k<q>(?=(?<after>[^\\r\\n]{0,64}))`,
      'i',
    ),
    // -AsPlainText may come before the string or after it.
    verify: (_text, match) => /-AsPlainText/i.test(groupText(match, 'flags') + groupText(match, 'after')),
    allowlist: [...PLACEHOLDER_VALUES, /^\$env:/i],
  },
  {
    kind: 'command-line-secret',
    source: 'sudo(8) -S (read the password from standard input); Bash manual "Here Strings" (<<< word)',
    description: 'The password fed to sudo -S as a here-string: sudo -S <<< "…" cmd',
    keywords: ['sudo'],
    pattern: scan(
      `sudo(?:[ \\t]{1,8}-[A-Za-z]{1,8})*[ \\t]{1,8}-[A-Za-z]{0,8}S[A-Za-z]{0,8}(?:[ \\t]{1,8}-[A-Za-z]{1,8})*[ \\t]{1,8}<<<[ \\t]{0,8}${OPTION_VALUE}`,
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source: 'rclone docs "rclone config create" (name type [key value]*: a credential key then its value)',
    description: 'A credential value in the key value pairs of rclone config create|update: … secret_access_key …, pass …',
    keywords: ['rclone'],
    pattern: scan(
      `rclone[ \\t]{1,8}config[ \\t]{1,8}(?:create|update)${ARGS}(?:[\\w-]{0,40}[_-])?(?:pass|password|secret|secret_access_key|token|client_secret|key|account_key|sas_url)[ \\t]{1,8}${OPTION_VALUE}`,
      'i',
    ),
    allowlist: [...PLACEHOLDER_VALUES, ...WORDLIKE_VALUES],
  },
  {
    kind: 'command-line-secret',
    source: 'MinIO docs "mc alias set" (mc alias set ALIAS URL ACCESSKEY SECRETKEY)',
    description: 'The secret key of mc alias set ALIAS URL ACCESSKEY SECRETKEY (the access key stays)',
    keywords: ['mc alias', 'mc config'],
    pattern: scan(
      `\\bmc[ \\t]{1,8}(?:alias[ \\t]{1,8}set|config[ \\t]{1,8}host[ \\t]{1,8}add)[ \\t]{1,8}[^\\s]{1,128}[ \\t]{1,8}https?://[^\\s]{1,512}[ \\t]{1,8}[^\\s-][^\\s]{0,256}[ \\t]{1,8}${OPTION_VALUE}`,
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
];

/** The htpasswd context the plain `user:password` lines of {@link HTPASSWD_LINE} need: the text names an htpasswd file (the last text asked is remembered: one scan asks per line). */
const htpasswdContext = (() => {
  let last = '';
  let named = false;
  return (text: string): boolean => {
    // Stryker disable next-line ConditionalExpression: equivalent — a cache only: asking again gives the same answer
    if (text !== last) {
      last = text;
      named = /htpasswd|auth_basic_user_file|AuthUserFile/i.test(text);
    }
    return named;
  };
})();

/**
 * A `user:password` line of an htpasswd file, in a text that names one (Apache httpd docs "htpasswd":
 * plain-text passwords are accepted on Windows and NetWare; nginx "ngx_http_auth_basic_module": the
 * file's lines are name:password). A commented line counts too (`# admin:…` or `# admin / …` beside
 * `auth_basic_user_file`); only a value that does not read as prose.
 */
const HTPASSWD_LINE: SecretPattern = {
  kind: 'secret-assignment',
  source:
    'nginx docs "ngx_http_auth_basic_module" (auth_basic_user_file: name:password lines); Apache httpd docs "htpasswd" and "mod_authn_file" (AuthUserFile)',
  description:
    'The password of a user:password line, or of a commented user:password or user / password note, in a text that names an htpasswd file (auth_basic_user_file, AuthUserFile, .htpasswd)',
  // Every match holds its colon or, in a comment, its slash; the context is checked by verify (a keyword names what a match holds, not what the text around it does).
  keywords: [':', '/'],
  // A comment may pair them with a slash, as people note a login: `# admin / …`.
  pattern: scan(
    `^[ \\t]{0,16}(?:#[ \\t]{0,8}["']?[\\w.@-]{1,64}(?::|[ \\t]{0,4}/[ \\t]{0,4})|["']?[\\w.@-]{1,64}:)${NOT_MARKER}(?<secret>[^\\s:"']{4,256})["']?[ \\t]*$`,
    'm',
  ),
  verify: (text, match) => htpasswdContext(text) && NOT_PROSE.test(groupText(match, 'secret')),
  allowlist: PLACEHOLDER_VALUES,
};

/**
 * Credentials of Windows PowerShell and of the tools that make password hashes: the Env: drive
 * (`Set-Item Env:API_TOKEN "…"`), and the plain password given to `openssl passwd` or `mkpasswd`.
 */
export const SHELL_TOOL_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'secret-assignment',
    source: 'Microsoft Learn docs "about_Environment_Provider" (Set-Item / New-Item -Path Env:NAME -Value value)',
    description:
      'A credential-named environment variable set through the PowerShell Env: drive: Set-Item Env:API_TOKEN "…", New-Item -Path Env:DB_PASSWORD -Value …',
    keywords: ['env:'],
    pattern: scan(
      `(?<![\\w-])(?:Set-Item|New-Item|Set-Content|si|ni)[ \\t]{1,8}(?:-Path[ \\t]{1,8})?["']?Env:[\\w]{0,64}?${ANY_LABEL}["']?[ \\t]{1,8}(?:-Value[ \\t]{1,8})?${OPTION_VALUE}`,
      'i',
    ),
    allowlist: [...PLACEHOLDER_VALUES, ...WORDLIKE_VALUES],
  },
  {
    kind: 'command-line-secret',
    source: 'OpenSSL manual "openssl-passwd" (openssl passwd [options] password); mkpasswd(1) (mkpasswd [options] password [salt])',
    description: 'The password given to openssl passwd or mkpasswd to hash: openssl passwd -apr1 …, mkpasswd -m sha-512 …',
    keywords: ['passwd'],
    pattern: scan(
      `(?<![\\w-])(?:openssl[ \\t]{1,8}passwd|mkpasswd)(?:[ \\t]{1,8}-(?:salt|m|S|R|-method|-salt|-rounds|in)(?:=|[ \\t]{1,8})[^\\s-][^\\s]{0,127}|[ \\t]{1,8}-(?!(?:salt|m|S|R|-method|-salt|-rounds|in)[\\s=])[\\w-]{1,16}){0,6}[ \\t]{1,8}${OPTION_VALUE}`,
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  HTPASSWD_LINE,
  {
    kind: 'command-line-secret',
    source:
      'Microsoft Learn docs "net user" (net user <UserName> <Password> /add) and "net use" (net use \\\\computer\\share <Password> /user:…); "schtasks create" (/rp <password>); Sysinternals PsExec (-p <password>); "netsh wlan set hostednetwork" (key=<passphrase>)',
    description:
      'A password Windows commands take as a positional value or an option: net user NAME PASSWORD, net use \\\\host\\share PASSWORD, schtasks /rp …, psexec -p …, netsh wlan set hostednetwork key=…',
    keywords: ['net', 'schtasks', 'psexec', 'paexec'],
    pattern: scan(
      `(?<![\\w-])(?:net(?:\\.exe)?[ \\t]{1,8}user[ \\t]{1,8}(?!/)(?:"[^"\\r\\n]{1,64}"|[^\\s"/]{1,64})[ \\t]{1,8}(?![/*])|net(?:\\.exe)?[ \\t]{1,8}use(?:[ \\t]{1,8}[A-Za-z*]:)?[ \\t]{1,8}\\\\\\\\[^\\s]{1,256}[ \\t]{1,8}(?![/*])|schtasks${ARGS}/rp[ \\t]{1,8}|(?:psexec|psexec64|paexec)${ARGS}-p[ \\t]{1,8}|netsh[ \\t]{1,8}wlan${ARGS}key=)${OPTION_VALUE}`,
      'i',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'password-hash',
    source:
      'crypt(5) (the $id$salt$hash formats of /etc/shadow: $1$, $5$, $6$, $y$, $2b$), Apache httpd docs "Password Formats" ($apr1$, {SHA}); a password hash beside its user can be cracked offline',
    description: 'The password hash of a user:hash line (htpasswd, /etc/shadow): admin:$apr1$…, root:$6$…, admin:{SHA}…',
    keywords: [':$', ':{sha}'],
    pattern: scan(
      `(?<![^\\s"'#])[\\w.@-]{1,64}:${NOT_MARKER}(?<secret>\\$(?:apr1|2[abxy]?|1|5|6|y|gy|7|md5|sha1)\\$[./A-Za-z0-9$=,]{8,256}|\\{S?SHA\\}[A-Za-z0-9+/]{27,64}={0,2})(?![./A-Za-z0-9$=,+])`,
    ),
  },
];

/** Calls and expressions of code whose literal argument is a credential. */
export const CODE_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'secret-assignment',
    source:
      'Microsoft Learn "Connection string syntax" and [MS-ODBCSTR] §2.1.2 (a value holding `;` or a brace is enclosed in braces, `}` written twice); gitleaks:generic-api-key',
    description: 'A braced password of an ODBC / ADO.NET connection string that does not read as prose: PWD={…};, Password={…;…}',
    keywords: ['pwd', 'pass', 'secret'],
    pattern: scan(
      `(?<![\\w-])(?:pwd|password|passwd|secret)[ \\t]{0,8}=[ \\t]{0,8}\\{${NOT_MARKER}(?<secret>(?:[^}\\r\\n]|\\}\\}){1,512})\\}(?=[ \\t]*(?:[;"'\\r\\n]|$))`,
      'i',
    ),
    verify: (_text, match) => NOT_PROSE.test(groupText(match, 'secret')),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source: 'fish-shell documentation "set" (set NAME VALUE…, no flag needed); gitleaks:generic-api-key',
    description: "A credential-named variable set by fish's set with no flag to a value that does not read as prose: set API_KEY …",
    keywords: LABEL_KEYWORDS,
    // An operator after the name is SQL's or a shell's assignment (`SET pw = crypt(…)`), which other rules read.
    pattern: scan(`(?<![\\w-])set[ \\t]{1,8}[\\w-]{0,64}?${ANY_LABEL}[ \\t]{1,8}(?![=:(])${OPTION_VALUE}(?=\\s|$)`, 'i'),
    verify: (_text, match) => NOT_PROSE.test(groupText(match, 'secret') || groupText(match, 'secret2')),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'Bash manual "Shell Parameter Expansion" (${name:-word}); Spring "Property placeholders" (${name:default}); gitleaks:generic-api-key',
    description: 'The default of a credential-named variable: ${DB_PASSWORD:-hunter2}, ${db.password:s3cret}',
    keywords: LABEL_KEYWORDS,
    pattern: scan(`\\$\\{[\\w.-]{0,64}?${ANY_LABEL}(?::?[-=?]|:)${NOT_MARKER}(?<secret>[^}\\s]{4,512})\\}`, 'i'),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source:
      'Python os.environ.get / os.getenv, the Node environment object, Ruby ENV.fetch, Java System.getenv (a literal fallback is the credential itself); gitleaks:generic-api-key',
    description: 'The literal fallback of an environment lookup of a credential-named variable: os.getenv("DB_PASSWORD", "…"), env.API_TOKEN || "…" in Node',
    keywords: LABEL_KEYWORDS,
    pattern: scan(
      `(?:(?:getenv|environ\\.get|ENV\\.fetch|env\\.get|getProperty|config\\.get|os\\.Getenv)[ \\t]{0,4}\\([ \\t]{0,4}["'][\\w.-]{0,64}?${ANY_LABEL}["'][ \\t]{0,4},[ \\t]{0,4}|(?:process\\.env|import\\.meta\\.env|ENV)(?:\\.|\\[["'])[\\w.-]{0,64}?${ANY_LABEL}(?:["']\\])?[ \\t]{0,4}(?:\\|\\||\\?\\?|or)[ \\t]{0,4})(?<q>["'\`])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){4,512})\\k<q>`,
      'i',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'RFC 7519 (the HMAC key of jwt.sign / jwt.encode), Node crypto.createHmac, Python hmac.new: a literal key is a credential',
    description: "A literal signing key: jwt.sign(payload, '…'), jwt.encode(claims, `…`), createHmac('sha256', '…'), hmac.new(b'…')",
    keywords: ['jwt', 'hmac'],
    pattern: scan(
      `(?:\\bjwt\\.(?:sign|verify|encode|decode)[ \\t]{0,4}\\([^,()\\r\\n]{1,200},[ \\t]{0,4}|createHmac[ \\t]{0,4}\\([ \\t]{0,4}["'][\\w-]{1,20}["'][ \\t]{0,4},[ \\t]{0,4}|hmac\\.new[ \\t]{0,4}\\([ \\t]{0,4}b?)(?<q>["'\`])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){4,512})\\k<q>`,
      'i',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'Requests docs "Authentication" (auth=(user, password), HTTPBasicAuth); setter naming (setPassword, withToken)',
    description: "A literal credential passed to a setter or an auth pair: setPassword('…'), withToken(`…`), auth=('user', '…'), HTTPBasicAuth('user', '…')",
    keywords: LABEL_KEYWORDS,
    pattern: scan(
      `(?:\\b(?:set|with|use)_?${ANY_LABEL}[ \\t]{0,4}\\([ \\t]{0,4}|(?:\\bauth[ \\t]{0,4}=[ \\t]{0,4}\\(|(?:HTTPBasicAuth|HTTPDigestAuth|BasicAuth|basicAuth|UsernamePasswordCredentials)[ \\t]{0,4}\\()[ \\t]{0,4}["'][^"'\\r\\n]{0,128}["'][ \\t]{0,4},[ \\t]{0,4})(?<q>["'\`])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){4,512})\\k<q>`,
      'i',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source:
      'Client builders in SDK docs (OpenAI Java SDK docs OpenAIOkHttpClient.builder().apiKey(…), Spring Boot reference DataSourceBuilder.password(…)); Project Lombok docs @Builder',
    description:
      'A literal credential passed to a builder method named by a credential label: .password(\'…\'), .apiKey("…"), .clientSecret(`…`); after a weak label (.token, .auth) a word-like value is a setting',
    keywords: LABEL_KEYWORDS,
    pattern: scan(
      `\\.[A-Za-z]{0,24}?_?(?<label>${alternation([...STRONG_WORDS, ...WEAK_WORDS])})(?![A-Za-z0-9_.-])[ \\t]{0,4}\\([ \\t]{0,4}(?<q>["'\`])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){4,512})\\k<q>[ \\t]{0,4}\\)`,
      'i',
    ),
    verify: (text, match) => labelCheck({})(text, match) && optionCheck(text, match),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source:
      'PostgreSQL docs "pgcrypto" (crypt(password, gen_salt(…))); PHP manual password_hash; bcrypt (node.bcrypt.js hash/hashSync, Python bcrypt.hashpw, jBCrypt BCrypt.hashpw, Ruby BCrypt::Password.create); Werkzeug generate_password_hash; Django make_password; Python hashlib.pbkdf2_hmac, Node crypto.pbkdf2/scrypt; argon2',
    description:
      "The literal password given to a function that hashes a password: crypt('…', gen_salt('bf')), password_hash('…', PASSWORD_BCRYPT), bcrypt.hash('…', 10), make_password('…'), pbkdf2_hmac('sha256', b'…', …)",
    keywords: ['crypt', 'password', 'hash', 'pbkdf2', 'argon2'],
    // A digest's name before the password (pbkdf2_hmac('sha256', password, …)) is no password.
    pattern: scan(
      `(?<![\\w$.])(?:(?:crypt\\.)?crypt|password_hash|(?:bcrypt(?:js)?|BCrypt)\\.(?:hash|hashSync|hashpw)|BCrypt::Password\\.create|generate_password_hash|make_password|hash_password|(?:argon2|hasher|ph|pwd_context|PasswordHasher\\(\\))\\.hash|(?:hashlib\\.|crypto\\.)?(?:pbkdf2_hmac|pbkdf2Sync|pbkdf2|scryptSync|scrypt))[ \\t]{0,4}\\([ \\t]{0,4}(?:["'][\\w-]{1,16}["'][ \\t]{0,4},[ \\t]{0,4}(?=b?["']))?b?(?<q>["'\`])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){1,512})\\k<q>`,
      'i',
    ),
    allowlist: [...PLACEHOLDER_VALUES, /^(?:sha-?(?:1|224|256|384|512)|sha3-(?:224|256|384|512)|sha512-256|md5|blake2[bs](?:256|512)?)$/i],
  },
  {
    kind: 'secret-assignment',
    source: 'Oracle SQL*Plus user guide and reference "SQLPLUS command syntax" (username/password@connect_identifier)',
    description: 'The password of an Oracle logon user/password@db: sqlplus scott/tiger@orcl, expdp system/…',
    keywords: ['sqlplus', 'expdp', 'impdp', 'sqlldr', 'rman', 'dgmgrl'],
    pattern: scan(
      `(?:sqlplus|expdp|impdp|sqlldr|rman(?:[ \\t]{1,8}target)?|dgmgrl)(?:[ \\t]{1,8}-[A-Za-z]{1,8})*[ \\t]{1,8}["']?[\\w$#.]{1,64}/${NOT_MARKER}(?<secret>[^\\s@/"']{1,128})`,
      'i',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'Oracle JDBC Developer\'s Guide docs "Data Sources and URLs" (jdbc:oracle:thin:user/password@host:port/service)',
    description: 'The password of an Oracle JDBC URL that holds its logon: jdbc:oracle:thin:scott/…@db:1521/ORCL',
    keywords: ['jdbc:oracle:'],
    pattern: scan(`jdbc:oracle:(?:thin|oci8?|kprb):[\\w$#.]{1,64}/${NOT_MARKER}(?<secret>[^\\s@/"']{1,128})@`, 'i'),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'Redis command reference "AUTH" (AUTH [username] password)',
    description: 'The password of a Redis AUTH command that does not read as prose: AUTH default s3cr3t',
    keywords: ['auth '],
    pattern: scan(`(?<![\\w-])AUTH[ \\t]{1,8}(?:[\\w.@-]{1,64}[ \\t]{1,8})?${NOT_MARKER}(?<secret>[^\\s"'\`]{4,512})(?=\\s|$)`),
    verify: (_text, match) => NOT_PROSE.test(groupText(match, 'secret')),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'RFC 6265 §4.2 (Cookie header); OWASP Session Management Cheat Sheet (session identifiers are credentials)',
    description: 'The value of a session or auth cookie in a Cookie / Set-Cookie header: sessionid=…, connect.sid=…, PHPSESSID=…',
    keywords: ['cookie'],
    pattern: scan(`(?<name>[\\w.-]{0,40}(?:sess|sid|auth|token|jwt|remember|login)[\\w.-]{0,40})=${NOT_MARKER}(?<secret>[^;\\s"',]{8,4096})`, 'i'),
    verify: (text, match) => /(?:^|[\s"'{,])(?:set-)?cookie["']?[ \t]*[:=]/i.test(text.slice(text.lastIndexOf('\n', match.index) + 1, match.index)),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'Google Cloud docs "Using API keys" (?key=…); RFC 3986 §3.4',
    description: 'A URL query parameter named key or apikey: ?key=…, &apikey=…',
    keywords: ['key=', 'sig=', 'signature=', 'token=', 'secret=', 'auth=', 'code='],
    // A vendor's header-style prefix may come first: X-Amz-Signature, X-Goog-Signature (AWS SigV4 and
    // Google Cloud Storage V4 signed URLs: the signature is what grants the access).
    pattern: scan(
      `(?<=[?&;])(?:[A-Za-z0-9]{1,16}-){0,3}(?:key|apikey|api-key|access_key|accesskey|secret|sig|signature|token|auth|code)=${NOT_MARKER}(?<secret>[^&#;\\s"'<>\`]{8,1024})`,
      'i',
    ),
    allowlist: [...PLACEHOLDER_VALUES, ...WORDLIKE_VALUES],
  },
  {
    kind: 'secret-assignment',
    source:
      'PostgreSQL docs "CREATE ROLE" / "ALTER ROLE" ([WITH] PASSWORD \'…\'), "CREATE SERVER" (OPTIONS (password \'…\')); MySQL reference "CREATE USER" / "GRANT" (IDENTIFIED BY \'…\'); SQL Server docs "CREATE LOGIN" (WITH PASSWORD = N\'…\')',
    description:
      "The password literal of a SQL user, role or server statement: CREATE USER x WITH PASSWORD '…', ALTER ROLE x PASSWORD '…', GRANT … IDENTIFIED BY '…'",
    keywords: ['password', 'identified'],
    pattern: scan(
      `(?:(?:CREATE|ALTER)[ \\t]{1,8}(?:USER|ROLE|LOGIN|SERVER)|GRANT)[^;]{0,256}?(?:PASSWORD(?:[ \\t]{0,8}=)?|IDENTIFIED(?:[ \\t]{1,8}WITH[ \\t]{1,8}\\w{1,64})?[ \\t]{1,8}BY(?:[ \\t]{1,8}PASSWORD)?)[ \\t]{1,8}[NE]?(?<q>['"])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){1,512})\\k<q>`,
      'i',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'Oracle Database SQL Language Reference docs "CREATE USER" / "CREATE DATABASE LINK" (IDENTIFIED BY password: an identifier, quoted or not)',
    description: 'The unquoted password of an Oracle user or database link: CREATE USER app IDENTIFIED BY pw, CONNECT TO scott IDENTIFIED BY pw',
    keywords: ['identified'],
    // VALUES '…' is Oracle's stored hash form, read by the quoted rule's neighbours; an identifier ends the name.
    pattern: scan(
      `(?:(?:CREATE|ALTER)[ \\t]{1,8}USER|CONNECT[ \\t]{1,8}TO)[^;]{0,256}?IDENTIFIED\\s{1,8}BY\\s{1,8}(?!VALUES\\s)(?<secret>[A-Za-z][\\w$#]{0,127})(?![\\w$#'"])`,
      'i',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source:
      'MySQL reference "SET PASSWORD Statement" (SET PASSWORD FOR user = \'…\') and the PASSWORD() function of MySQL 5.7 and earlier; MariaDB "SET PASSWORD"',
    description: "The password of MySQL's SET PASSWORD FOR user = '…' and of a PASSWORD('…') call: UPDATE mysql.user SET authentication_string = PASSWORD('…')",
    keywords: ['password'],
    pattern: scan(
      `(?:SET[ \\t]{1,8}PASSWORD[ \\t]{1,8}FOR[ \\t]{1,8}[^=;\\r\\n]{1,256}?=|(?:[=,(]|SELECT)[ \\t]{0,8}(?:OLD_)?PASSWORD[ \\t]{0,4}\\()[ \\t]{0,8}[NE]?(?<q>['"])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){1,512})\\k<q>`,
      'i',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: "SQL Server docs sp_addlogin ([ @loginame = ] 'login', [ @passwd = ] 'password') and sp_password ([ @old = ] 'old', [ @new = ] 'new')",
    description: "The password argument of SQL Server's sp_addlogin and sp_password: EXEC sp_addlogin 'app', '…'; EXEC sp_password NULL, '…', 'app'",
    keywords: ['sp_addlogin', 'sp_password'],
    pattern: scan(
      `\\bsp_(?:addlogin|password)[ \\t]{1,8}(?:@\\w{1,64}[ \\t]{0,4}=[ \\t]{0,4})?(?:N?'[^'\\r\\n]{0,256}'|NULL)[ \\t]{0,4},[ \\t]{0,4}(?:@\\w{1,64}[ \\t]{0,4}=[ \\t]{0,4})?N?'${NOT_MARKER}(?<secret>[^'\\r\\n]{1,512})'`,
      'i',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source:
      'Python docs smtplib.SMTP.login(user, password), ftplib/imaplib/poplib login(user, passwd); JDBC DriverManager.getConnection(url, user, password); .NET NetworkCredential(userName, password); python-ldap simple_bind_s(who, cred); java.net.PasswordAuthentication(user, password); Arduino WiFi.begin(ssid, pass) / WiFi.softAP(ssid, password); MicroPython network.WLAN.connect(ssid, key)',
    description:
      "The password literal of a call whose signature puts it after the user: s.login('u', '…'), DriverManager.getConnection(url, 'u', '…'), new NetworkCredential('u', '…'), conn.simple_bind_s(dn, '…')",
    keywords: ['login', 'getconnection', 'credential', 'bind', 'passwordauthentication', '.begin', '.softap', '.addap', '.connect'],
    pattern: scan(
      `(?:\\.(?:login|simple_bind_s|simple_bind|bind_s)|\\b(?:WiFi|WiFiMulti|wifiMulti|wifi|wlan|sta_if|sta|station)\\.(?:begin|softAP|addAP|connect)|\\bNetworkCredential|\\bPasswordAuthentication|\\bgetConnection[ \\t]{0,4}\\([ \\t]{0,4}(?<uq>["'])[^"'\\r\\n]{0,512}\\k<uq>[ \\t]{0,4},)[ \\t]{0,4}\\(?[ \\t]{0,4}["'][^"'\\r\\n]{0,256}["'][ \\t]{0,4},[ \\t]{0,4}(?<q>["'])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){4,512})\\k<q>`,
    ),
    // A word or a sentence is no password: "login('admin', 'Welcome back')".
    verify: (_text, match) => NOT_PROSE.test(groupText(match, 'secret')),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'reqwest docs RequestBuilder::bearer_auth / basic_auth; Terraform docs "Input Variables" (a sensitive variable\'s default is its value)',
    description: 'A literal token given to bearer_auth("…") / basic_auth(user, Some("…")), or the default of a Terraform variable named by a credential label',
    keywords: ['_auth', 'variable'],
    pattern: scan(
      `(?:\\b(?:bearer_auth|bearerAuth)[ \\t]{0,4}\\([ \\t]{0,4}|\\bbasic_auth[ \\t]{0,4}\\([^,()\\r\\n]{1,128},[ \\t]{0,4}Some\\([ \\t]{0,4}|\\bvariable[ \\t]{1,8}"[\\w-]{0,64}?${ANY_LABEL}"[ \\t]{0,8}\\{[^}]{0,512}?\\bdefault[ \\t]{0,16}=[ \\t]{0,16})(?<q>["'])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){4,512})\\k<q>`,
      'i',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'basic-auth',
    source: 'HTTPie docs "Authentication" (-a, --auth USER[:PASS]); xh (same options)',
    description: 'The password of HTTPie / xh -a user:password (the user name stays)',
    keywords: ['http', 'xh'],
    pattern: scan(
      `(?<![\\w./:-])(?:http|https|xh|xhs)(?=[ \\t])${ARGS}(?:-a|--auth)(?:=|[ \\t]{1,8})["']?[^\\s:"']{1,128}:${NOT_MARKER}(?<secret>[^\\s"']{1,256})`,
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'url-password',
    source: 'RFC 3986 §3.2.1 (userinfo); a URL turned into a file or directory name (its slashes written as _ or left out)',
    description:
      'The password of user:password@host when a path holds it: scheme:__user:pw@host (a file name made from a URL), /work/user:pw@host.example/… (a directory named after a clone URL)',
    keywords: ['@'],
    pattern: scan(
      `(?:[A-Za-z][A-Za-z0-9+.-]{0,31}:(?:__|_)|(?:^|(?<=/)))[\\w.~-]{1,64}:${NOT_MARKER}(?<secret>[^\\s/@:"'<>\`]{4,256})@(?=[A-Za-z0-9-]{1,63}\\.[A-Za-z0-9.-]{2,253})`,
      'm',
    ),
    verify: (_text, match) => NOT_PROSE.test(groupText(match, 'secret')),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'session-id',
    source: 'Java Servlet specification §7.1.3 "URL Rewriting" (;jsessionid=); OWASP Session Management Cheat Sheet (a session id is a credential)',
    description: 'A session id rewritten into a URL path: /app;jsessionid=…, ;PHPSESSID=…',
    keywords: ['sessid', 'sessionid'],
    pattern: scan(`;(?:jsessionid|phpsessid|sessionid|aspsessionid[a-z]{0,8})=${NOT_MARKER}(?<secret>[^?#;&\\s"'<>\`]{8,256})`, 'i'),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'url-password',
    source: 'Go-MySQL-Driver documentation "DSN (Data Source Name)" ([username[:password]@][protocol[(address)]]/dbname)',
    description: 'The password of a Go MySQL DSN with no scheme: user:password@tcp(host:3306)/db',
    keywords: ['@tcp(', '@unix(', '@udp('],
    pattern: scan(`(?<![\\w.:/-])[\\w.-]{1,64}:${NOT_MARKER}(?<secret>[^\\s@"'\`/()]{1,128})@(?:tcp|tcp6|udp|unix)\\(`),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'vault-secret-id',
    source: 'HashiCorp Vault docs "AppRole auth method" (secret_id: a UUID credential; role_id is an identifier)',
    description: 'A Vault AppRole secret_id (a UUID) given by name: secret_id=…, "secret_id": "…", -secret-id …',
    keywords: ['secret_id', 'secret-id', 'secretid'],
    pattern: scan(`secret[_-]?id["']?(?:[ \\t]{0,8}[:=][ \\t]{0,8}|[ \\t]{1,8})["']?(?<secret>${UUID})(?![0-9A-Fa-f-])`, 'i'),
  },
  {
    kind: 'command-line-secret',
    source: 'Poetry docs "Repositories: configuring credentials" (poetry config http-basic.<repo> <user> <password>, pypi-token.<repo> <token>)',
    description: 'The password or token of poetry config http-basic.<repo> user password / pypi-token.<repo> token',
    keywords: ['poetry'],
    pattern: scan(
      `poetry[ \\t]{1,8}config[ \\t]{1,8}(?:--[\\w-]{1,16}[ \\t]{1,8})*(?:http-basic\\.[\\w.-]{1,64}[ \\t]{1,8}[^\\s]{1,128}|pypi-token\\.[\\w.-]{1,64})[ \\t]{1,8}${OPTION_VALUE}`,
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
];

/**
 * A value that reads as a generated password, not a word: 8 or more characters, not starting with
 * a digit, holding a letter, a digit, and a symbol or a lower-to-upper step (`meadow_ember50`,
 * `Tr0ub4dor&3`; not `reset`, `SHA256`, `v2`, `12345678`).
 */
const PASSWORD_SHAPED = /^(?=[^0-9])(?=.*[A-Za-z])(?=.*[0-9])(?=.*(?:[_.!@#$%^&*+=~?-]|[a-z][A-Z])).{8,128}$/;

/**
 * The password word followed by a blank and a password-shaped value, with no operator
 * ("user app, password meadow_ember50"): a strong label only, and only a value shaped like a
 * generated password ({@link PASSWORD_SHAPED}), so prose after the word stays.
 */
const BARE_PASSWORD: SecretPattern = {
  kind: 'secret-assignment',
  source: 'seeds/000 "Secrets" (credentials pasted in chat: "user x, password y"); gitleaks:generic-api-key',
  description:
    'A password-shaped value right after the word password, passwd, passphrase, passcode, access code, recovery or backup code and a blank: "user app, password meadow_ember50"',
  keywords: ['pass', 'access', 'recovery', 'backup'],
  pattern: scan(
    `(?<label>pass(?:word|wd|phrase|code)|access[ _-]?code|(?:recovery|backup)[ _-]?codes?)[ \\t]{1,4}${NOT_MARKER}(?<secret>[^\\s"'\`,;()<>\\[\\]{}]{8,128})(?=[\\s"'\`,;()]|$)`,
    'i',
  ),
  verify: (text, match) => labelCheck({})(text, match) && PASSWORD_SHAPED.test(groupText(match, 'secret')),
  allowlist: PLACEHOLDER_VALUES,
  trimEnd: true,
};

/** The word for password in the languages people paste in (NFKC-folded text is scanned too, so fullwidth forms count). */
const PASSWORD_WORDS = [
  'contraseña',
  'contrasena',
  'passwort',
  'kennwort',
  'mot de passe',
  'senha',
  'wachtwoord',
  'hasło',
  'haslo',
  "parola d'ordine",
  'пароль',
  'パスワード',
  '密码',
  '密碼',
  '口令',
  '비밀번호',
  'şifresi',
  'şifre',
  'sifresi',
  'sifre',
  'parolası',
  'parolasi',
  'lösenordet',
  'lösenord',
  'losenord',
  'adgangskoden',
  'adgangskode',
  'passordet',
  'passord',
  'heslo',
  'salasana',
  'jelszava',
  'jelszó',
  'jelszo',
  'mật khẩu',
  'kata sandi',
  'kata laluan',
  'κωδικός',
  'mdp',
  'clave',
  'contrasinal',
  "clé d'api",
  'clé d’api',
  'clé api',
  'clé secrète',
  'api-schlüssel',
  'api-schluessel',
  'chave de api',
  'chave api',
  'chiave api',
  'chiave segreta',
  'token de acceso',
  'token de acesso',
  "jeton d'accès",
  'jeton d’accès',
  'zugangstoken',
  'zugriffstoken',
  'zugangsdaten',
  'identifiants',
  'credenciales',
  'credenciais',
  'credenziali',
];

/** A value in prose: up to a blank, a quote, or CJK and fullwidth punctuation. */
const PROSE_VALUE = '(?<secret>(?:(?!\\[REDACTED:)[^\\s"\'`;，。、！？；）」』]){4,512})';

/**
 * "The password … is x" in other languages: the word for password, up to six words that say
 * which one, the copula (es, est, ist, lautet, é, は, 是, :), and a value that does not read as
 * prose.
 */
const FOREIGN_PASSWORD: SecretPattern = {
  kind: 'secret-assignment',
  source: 'seeds/000 "Secrets" (credentials pasted in chat, in any language); gitleaks:generic-api-key',
  description:
    'A value after the word for password in Spanish, German, French, Portuguese, Dutch, Polish, Italian, Russian, Japanese, Chinese, Korean, Turkish, Swedish, Danish, Norwegian, Czech, Finnish, Hungarian, Vietnamese, Indonesian, Malay or Greek and its copula (or, with none, a password-shaped value): "mi contraseña es …", "das Passwort lautet …", "パスワードは …", "Lösenordet är …", "Sunucu şifresi …"',
  keywords: [
    'contrase',
    'passwort',
    'kennwort',
    'mot de passe',
    'senha',
    'wachtwoord',
    'has',
    'parola',
    'пароль',
    'パスワード',
    '密码',
    '密碼',
    '口令',
    '비밀번호',
    'şifre',
    'sifre',
    'lösenord',
    'losenord',
    'adgangskode',
    'passord',
    'heslo',
    'salasana',
    'jelsz',
    'mật khẩu',
    'kata sandi',
    'kata laluan',
    'κωδικός',
    'password',
    'mdp',
    'clave',
    'contrasinal',
    'clé',
    'schlüssel',
    'schluessel',
    'chave',
    'chiave',
    'token de ac',
    'jeton',
    'zugangs',
    'zugriffs',
    'identifiants',
    'credencia',
    'credenziali',
  ],
  // A word copula stands alone (`e` is no copula in `example1`). With no copula (Turkish puts it last: "şifresi …"), only a password-shaped value.
  // Italian writes the English word: "la password del server è …".
  pattern: scan(
    `(?:(?<label>${PASSWORD_WORDS.join('|')})(?:[ \\t]{1,4}[\\p{L}\\p{N}.@/:_-]{1,64}){0,8}?(?:[ \\t]{1,4}(?<copula>(?:es|est|c'est|c’est|ist|lautet|é|e|è|is|jest|является|är|er|je|on|là|adalah|ialah|είναι)(?![\\p{L}\\p{N}])|—|-)|${NAME_CLOSE}[ \\t]{0,4}(?<colon>は|是|为|為|는|은|:|：|=)|(?<blank>[ \\t])${PASSWORD_AHEAD})|(?<label2>password)(?:[ \\t]{1,4}[\\p{L}\\p{N}.@/:_-]{1,64}){0,6}?[ \\t]{1,4}(?<copula2>è|e'|es|est|ist|lautet|é|är|jest)(?![\\p{L}\\p{N}]))[ \\t]{0,4}(?:${ESCAPES}["'\`])?(?:[\\w.@-]{1,64}[ \\t]{0,2}/[ \\t]{0,2})?${NOT_MARKER}${PROSE_VALUE}`,
    'iu',
  ),
  verify: (_text, match) => {
    const value = groupText(match, 'secret');
    return NOT_PROSE.test(value) && (groupText(match, 'blank') === '' || PASSWORD_SHAPED.test(value));
  },
  allowlist: PLACEHOLDER_VALUES,
  trimEnd: true,
};

/**
 * "The admin login is admin / x": the second of a user / password pair after a word that names a
 * login. Only the pair form: "login is admin" alone names a user.
 */
const LOGIN_PAIR: SecretPattern = {
  kind: 'secret-assignment',
  source: 'seeds/000 "Secrets" (credentials pasted in chat: "login is user / password"); gitleaks:generic-api-key',
  description: 'The password of a user / password pair after login, logon, sign-in or account and is or a colon: "the admin login is admin / …"',
  keywords: ['login', 'logon', 'sign', 'account'],
  pattern: scan(
    `(?<label>log[io]n|sign[ -]?in|account)s?[ \\t]{0,4}(?:is|are|:|=)[ \\t]{1,4}[\\w.@-]{1,64}[ \\t]{0,2}/[ \\t]{0,2}${NOT_MARKER}(?<secret>[^\\s"'\`,;]{4,256})`,
    'i',
  ),
  verify: (text, match) => labelCheck({})(text, match) && NOT_PROSE.test(groupText(match, 'secret')),
  allowlist: PLACEHOLDER_VALUES,
  trimEnd: true,
};

/** An encoding named beside a label: `password (base32): …`, `token, hex: …`, `secret in base64 is …`. */
const ENCODING_WORD = '(?:base64url|base64|b64|base32|b32|hex|rot13|encoded)';

/**
 * A value after a credential label that names the value's encoding in parentheses, after a
 * comma or after "in" (`password (base32): KRZD…`, `secret, base64: …`, `api key in hex is …`):
 * the label and the value are apart, so the label rules do not pair them. Only a value written in
 * an encoding's alphabet (8 or more characters) is taken.
 */
const ENCODED_LABEL: SecretPattern = {
  kind: 'secret-assignment',
  source: 'RFC 4648 (base64, base32, base16 alphabets); gitleaks:generic-api-key (label + value)',
  description: 'A value after a credential label and the name of its encoding: "password (base32): …", "token, hex: …", "secret in base64 is …"',
  keywords: LABEL_KEYWORDS,
  pattern: scan(
    `(?<label>${ANY_LABEL})[ \\t]{0,4}(?:\\([ \\t]{0,2}${ENCODING_WORD}(?:[ \\t]{0,2}encoded)?[ \\t]{0,2}\\)|,[ \\t]{0,4}${ENCODING_WORD}|in[ \\t]{1,4}${ENCODING_WORD})(?:[ \\t]{0,4}[:=]|[ \\t]{1,4}is)[ \\t]{0,4}["'\`]?${NOT_MARKER}(?<secret>[A-Za-z0-9+/_-]{8,1024}={0,6})(?![A-Za-z0-9+/=_-])`,
    'i',
  ),
  verify: labelCheck({}),
  allowlist: PLACEHOLDER_VALUES,
};

/** A version written into a value (`node-v20.11.1`, `v1.2.3`): a release, not a password. */
const VERSION_VALUE = /\d+\.\d+\.\d+/;

/** A password-shaped value in prose, in group `secret`: up to a blank, a quote, a comma or a bracket. */
const LOGIN_VALUE = `${NOT_MARKER}(?<secret>[^\\s"'\`,;()<>\\[\\]{}]{8,128})(?=[\\s"'\`,;()]|$)`;

/**
 * Words prose puts after "the password is" that say what a password is like, where it is or what
 * happens to it, not what it is (`required`, `wrong`, `plaintext`, `elsewhere`).
 */
const PASSWORD_STATE_WORDS =
  /^(?:required|optional|invalid|valid|correct|incorrect|wrong|right|strong|weak|secure|insecure|empty|blank|missing|unique|short|mandatory|unknown|unchanged|plaintext|cleartext|random|secret|private|temporary|default|different|same|simple|complex|common|whatever|something|nothing|somewhere|elsewhere|inside|there|hidden|forgotten|written|overwritten|broken|stolen|taken|chosen|given|shown|known|enough|always|never|still|already|longer|shorter|stronger|weaker|better|worse|credentials|changeme|unsafe|uppercase|lowercase|username|theirs|yours|twelve|sixteen|thirty|twenty)$/i;

/** Endings of adjectives, participles and abstract nouns (`hashed`, `expiring`, `sensitive`, `authentication`). */
const PROSE_ENDING = /(?:ed|ing|ly|ive|ous|able|ible|ful|less|ent|ant|al|ic|tion|sion|ness|ary|ory|ure)$/i;

/**
 * Words that make a hyphened compound prose after "the password is" (`one-time`, `single-use`,
 * `per-user`, `self-hosted`, `non-empty`, `up-to-date`, `see-below`, `first-name-last-name`),
 * wherever they stand in it.
 */
const COMPOUND_PROSE_PARTS =
  /^(?:one|single|multi|per|non|self|auto|case|user|use|time|only|read|write|well|all|no|any|each|every|up|to|of|in|on|at|by|the|see|ask|below|above|later|date|name|first|last)$/i;

/** Letters, or words of letters joined by single hyphens (`sunflowerparade`, `hunter-two`). */
const LETTERS_VALUE = /^[A-Za-z]{2,64}(?:-[A-Za-z]{2,64}){0,3}$/;

/**
 * A letters-only value that reads as a password prose names, not as a word about passwords: 6 to
 * 64 letters, or words of letters joined by hyphens (round 11: `hunter-two`), none of them with a
 * {@link PROSE_ENDING} nor a {@link COMPOUND_PROSE_PARTS} word, the last (a compound's head) not a
 * word of {@link PASSWORD_STATE_WORDS} (`sunflowerparade`, `correct-horse-battery`; not
 * `required`, `hashed`, `authentication`, `case-sensitive`, `well-known`, `one-time`).
 */
function readsAsLettersPassword(value: string): boolean {
  if (value.length < 6 || value.length > 64 || !LETTERS_VALUE.test(value)) return false;
  const words = value.split('-');
  const compound = words.length > 1;
  return (
    !PASSWORD_STATE_WORDS.test(words[words.length - 1] as string) && words.every((w) => !PROSE_ENDING.test(w) && !(compound && COMPOUND_PROSE_PARTS.test(w)))
  );
}

/** The end of a clause after a value: closing punctuation before a blank, or the end of the line or text. */
const CLAUSE_END = '(?=[.,;!)]?[ \\t]*(?:\\r?\\n|$)|[.,;!)][ \\t])';

/** {@link CLAUSE_END} at the start of a text. */
const CLAUSE_END_AT = new RegExp(`^${CLAUSE_END}`);

/**
 * "the wifi password is sunflowerparade": a letters-only value ({@link readsAsLettersPassword})
 * after a possessive or `the`, up to two words, the password word and is/was, ending its clause
 * (issue #19, round 10). The possessive and the clause end are the context that names it: "the
 * password is hashed with bcrypt" and "the password is on the fridge" stay. A sentence or a line
 * that opens on the password word, or on up to two words before it, names it as plainly
 * ("password is hunter-two", "Admin password was bluefish.": round 11).
 */
const LETTERS_PASSWORD_PROSE: SecretPattern = {
  kind: 'secret-assignment',
  source: 'seeds/000 "Secrets" (credentials pasted in chat: "the wifi password is …"); gitleaks:generic-api-key',
  description: 'A letters-only password in prose that names it, ending its clause: "the wifi password is …", "my password was …."',
  keywords: ['pass'],
  pattern: scan(
    `(?:(?<![\\w-])(?:my|the|our|your|his|her|their|its)[ \\t]{1,4}|(?<=(?:^|[\\r\\n]|[.!?;:][ \\t]{1,4})[ \\t]{0,4}))(?:[\\w-]{1,24}[ \\t]{1,4}){0,2}?pass(?:word|phrase)[ \\t]{1,4}(?:is|was)[ \\t]{1,4}${NOT_MARKER}(?<secret>[A-Za-z]{2,64}(?:-[A-Za-z]{2,64}){0,3})${CLAUSE_END}`,
    'i',
  ),
  verify: (_text, match) => readsAsLettersPassword(groupText(match, 'secret')),
  allowlist: PLACEHOLDER_VALUES,
};

/** The verbs of logging in: log in/on/into, sign in/on, authenticate, connect, ssh in. */
const LOGIN_VERB =
  '(?:log(?:ged|ging)?[ -]?(?:in(?:to)?|on)|login|sign(?:ed|ing)?[ -]?(?:in(?:to)?|on)|signin|authenticate|auth|connect|ssh(?:[ \\t]{1,4}in)?)';

/**
 * "log in as admin with <password>", "use <password> to sign in as root": a password-shaped value
 * ({@link PASSWORD_SHAPED}, no version number) after a login verb, up to three of its
 * complements (`as root`, `to the dashboard`) and with/using, or between use and a login verb.
 */
const LOGIN_PROSE: SecretPattern = {
  kind: 'secret-assignment',
  source: 'seeds/000 "Secrets" (credentials pasted in chat: "log in as admin with …"); gitleaks:generic-api-key',
  description: 'A password-shaped value in login prose: "log in as admin with …", "use … to sign in as root", "authenticate as deploy using …"',
  keywords: ['log', 'sign', 'auth', 'connect', 'ssh'],
  pattern: scan(
    `(?<![\\w-])(?:${LOGIN_VERB}(?:[ \\t]{1,4}(?:(?:to|into|as|on|at|for)[ \\t]{1,4})?(?:the[ \\t]{1,4})?[\\w.@-]{1,64}){0,3}[ \\t]{1,4}(?:with|using|via)[ \\t]{1,4}(?:(?:the[ \\t]{1,4})?(?<pw>password|pass|pw)[ \\t]{1,4})?${LOGIN_VALUE}|use[ \\t]{1,4}(?:the[ \\t]{1,4}password[ \\t]{1,4})?${LOGIN_VALUE.replace('(?<secret>', '(?<secret2>')}[ \\t]{1,4}(?:to|for)[ \\t]{1,4}${LOGIN_VERB})`,
    'i',
  ),
  verify: (text, match) => {
    const value = groupText(match, 'secret') || groupText(match, 'secret2');
    if (PASSWORD_SHAPED.test(value)) return !VERSION_VALUE.test(value);
    // Named by the password word and ending its clause, a letters-only value is one too (round 10).
    const end = (match.index as number) + match[0].length;
    return groupText(match, 'pw') !== '' && readsAsLettersPassword(value) && CLAUSE_END_AT.test(text.slice(end, end + 64));
  },
  allowlist: PLACEHOLDER_VALUES,
};

/**
 * A quoted value whose closing quote is not on its line (`API_TOKEN="FAKEq7…` with the rest of the
 * token and the quote wrapped onto the next line, ./continuedLines.ts): a credential label, an
 * assignment, an opening quote and a token (8 or more characters of base64, base64url or a
 * token's symbols, not prose) that ends the line.
 */
const UNCLOSED_QUOTE: SecretPattern = {
  kind: 'secret-assignment',
  source: 'gitleaks:generic-api-key (label + assignment operator), a value hard-wrapped before its closing quote',
  description: 'A token after a credential label and an opening quote that ends its line unclosed: API_TOKEN="FAKEq7… (the rest on the next line)',
  keywords: LABEL_KEYWORDS,
  pattern: scan(`(?<label>${ANY_LABEL})${NAME_CLOSE}${ASSIGN}["'\`]${NOT_MARKER}(?<secret>[A-Za-z0-9+/=_.~-]{8,1024})[ \\t]*(?=\\r?\\n|$)`, 'i'),
  verify: labelCheck({ notProse: true }),
  allowlist: PLACEHOLDER_VALUES,
};

/** Short query keys that name no credential: an id, a version or video, a search, a language or region (Google's `hl`, `gl`). */
const PLAIN_SHORT_KEYS = /^(?:id|v|q|hl|gl)$/i;

/**
 * A generated value under a short key in a URL's query or fragment (`?k=…`, `&t=…`, `#s=…`):
 * one or two letters name no credential, so the value's shape decides ({@link looksGenerated}:
 * 16 or more characters mixing both cases and digits, not hex, not a UUID); the keys that name an
 * id, a version, a search or a page are left alone.
 */
const URL_SHORT_KEY: SecretPattern = {
  kind: 'secret-assignment',
  source: 'RFC 6749 §4.2.2 (tokens in a redirect fragment); RFC 3986 §3.4 (query); gitleaks:generic-api-key (a generated value)',
  description: 'A generated value under a one- or two-letter key in a URL query or fragment: https://host/api?k=…, https://host/cb#t=…',
  keywords: ['?', '&', '#'],
  pattern: scan(`(?<=[\\w/.~%-])[?&#;](?<label>[A-Za-z]{1,2})=${NOT_MARKER}(?<secret>[A-Za-z0-9._~%+/-]{16,512})(?![A-Za-z0-9._~%+/=-])`),
  verify: (_text, match) => !PLAIN_SHORT_KEYS.test(groupText(match, 'label')) && looksGenerated(groupText(match, 'secret')),
  allowlist: PLACEHOLDER_VALUES,
};

/** Label-driven patterns: strong labels first (their kind is the same; order only breaks ties). */
/**
 * An environment variable named `<SERVICE>_KEY` (`STRIPE_KEY`, `OPENAI_KEY`, `MAPS_KEY_PROD`)
 * holding a value shaped like a generated key: 16 or more base64/base64url characters with a
 * digit, a lower-case and an upper-case letter, ending the value. A bare `key` names too many
 * settings to be a label (`SORT_KEY=name`, `I18N_KEY=home.title`, `CACHE_KEY=v2-deps`), so the
 * value's shape decides here; public keys (`*_PUBLIC_KEY`, `*_PUBLISHABLE_KEY`) are left alone.
 */
const SERVICE_KEY: SecretPattern = {
  kind: 'secret-assignment',
  source: 'The Twelve-Factor App "III. Config" (credentials in environment variables); gitleaks:generic-api-key (keyword key, a generated value)',
  description: 'A generated-looking value assigned to an upper-case <SERVICE>_KEY environment variable: STRIPE_KEY=…, OPENAI_KEY="…"',
  keywords: ['_key'],
  pattern: scan(
    `(?<![\\w.-])[A-Z][A-Z0-9]{0,31}(?:_[A-Z0-9]{1,31}){0,4}(?<!PUBLIC|PUBLISHABLE)_KEY(?:_(?:PROD|PRODUCTION|DEV|STAGING|TEST|QA|CI|LIVE|OLD|NEW|V?[0-9]{1,2}))?${ASSIGN}(?:${ESCAPES}["'\`])?${NOT_MARKER}(?<secret>(?=[A-Za-z0-9_+/-]{0,511}[0-9])(?=[A-Za-z0-9_+/-]{0,511}[a-z])(?=[A-Za-z0-9_+/-]{0,511}[A-Z])[A-Za-z0-9_+/-]{16,512}={0,2})(?![A-Za-z0-9_+/=.:@-])`,
  ),
};

export { looksGenerated };

/**
 * Values a bare `key` holds that are public or derived, not credentials: an integrity hash
 * (`sha512-…`, W3C Subresource Integrity), an SSH public key's base64 (RFC 4253 §6.6: it starts
 * with the length of its type name, `AAAAB3…`, `AAAAC3…`, `AAAAE2…`), a DER public key's base64
 * (SubjectPublicKeyInfo: `MFkwEwYHKoZIzj0CAQ…` EC P-256, `MCowBQYDK2Vw…` Ed25519,
 * `MIIBIjANBgkqhkiG9w0BAQEFAAOC…` RSA 2048), a Stripe publishable key (`pk_live_…`, public by design).
 */
const PUBLIC_KEY_VALUES: readonly RegExp[] = [
  /^sha(?:1|256|384|512)-/i,
  /^AAAA[BCE][0-9]/,
  /^MFkwEwYHKoZIzj0CAQ/,
  /^MCowBQYDK2V[wx]/,
  /^MII[BC][A-Za-z0-9+/]{2}ANBgkqhkiG9w0BAQEFAAO/,
  /^pk_(?:live|test)_/,
];

/** Names whose `key` is a lookup or a public key, not a credential: `sort_key`, `publicKey`, `cache.key` (looked behind from after `key`, so only where `key` stands). */
const NOT_SECRET_KEY_BEFORE =
  '(?<!(?:public|pub|publishable|sort|cache|primary|partition|foreign|routing|row|hash|range|idempotency|i18n|translation|lookup|map|index|unique|shard|ssh|gpg|pgp|host|group|dedup|dedupe|storage|object|s3|bucket|blob|file|redis|kv|state|query|react|list|item|entity|composite|natural|surrogate|websocket)[_.-]?key)';

/**
 * A bare `key` (any case, the whole name or the last word of a dotted or underscored one: `key:`,
 * `"Key":`, `KEY=`, `jwt.key =`, `app_key:`) holding a value shaped like a generated key
 * ({@link looksGenerated}). A bare `key` names too many settings to be a label by itself
 * (`key: value`, `"key": "home.title"`, `key: ArrowUp`), so the value's shape decides; lookup and
 * public keys are left alone by name (`sort_key`, `publicKey`) and by value ({@link PUBLIC_KEY_VALUES}).
 */
const BARE_KEY: SecretPattern = {
  kind: 'secret-assignment',
  source: 'gitleaks:generic-api-key (keyword key, a generated value); YAML 1.2 §8.2, RFC 8259 §4, TOML v1.0 "Keys", dotenv (a key and its value)',
  description: 'A generated-looking value assigned to a bare key name: key: …, "Key": "…", KEY=…, jwt.key = …',
  keywords: ['key'],
  pattern: scan(
    `(?<![A-Za-z0-9])(?<label>key)${NOT_SECRET_KEY_BEFORE}(?![A-Za-z0-9_.-])${NAME_CLOSE}${ASSIGN}(?:${ESCAPES}["'\`])?${NOT_MARKER}(?<secret>[A-Za-z0-9_+/-]{16,512}={0,2})(?![A-Za-z0-9_+/=.:@-])`,
    'i',
  ),
  verify: (_text, match) => looksGenerated(groupText(match, 'secret')),
  allowlist: PUBLIC_KEY_VALUES,
};

/**
 * Words that name a credential when they name a block: the `key` inside `"Jwt": {…}`, `auth:`,
 * `credentials:`, `[secrets]` is that credential's key (ASP.NET Core's `"Jwt": {"Key": …}`, a
 * YAML `credentials:` block, a TOML `[api]` table's `key`). Not `signing`: a signing `key` is
 * mostly a GPG key id.
 */
const CREDENTIAL_WORD = '(?:jwt|auth|authentication|credentials?|creds|secrets?|oauth2?|api|encryption|hmac|tokens?|license|licence|webhook|apikey)';

/**
 * A block name ending in a {@link CREDENTIAL_WORD} (`jwt`, `stripe_credentials`, `app-secrets`);
 * the words before it only where a line anchors the name, so that no scan tries them at every character.
 */
const CREDENTIAL_PARENT = `(?:[\\w-]{0,40}[_-])?${CREDENTIAL_WORD}`;

/** A value after a nested `key`: quoted (its inside) or bare up to a blank, a quote, a separator or a bracket. */
const NESTED_VALUE = `(?:(?<q>["'\`])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){4,1024})\\k<q>|${NOT_MARKER}(?<secret2>[^\\s"'\`,;{}\\[\\]]{4,1024})(?=[\\s,;}\\]]|$))`;

/** The `key` child itself: quoted or not, then `:` or `=`. */
const NESTED_KEY = `["']?(?<label>key)["']?[ \\t]{0,16}[:=][ \\t]{0,16}`;

/**
 * Shared fields of the nested-key rules: a weak label's allowlist (placeholders and word-like
 * values stay), public keys, and a value holding a blank — a sentence, as translation files
 * nest under `auth:` (`"key": "Can't sign in?"`); a key holds no blank.
 */
const nestedBase = {
  kind: 'secret-assignment',
  keywords: ['key'],
  allowlist: [...PLACEHOLDER_VALUES, ...WORDLIKE_VALUES, ...PUBLIC_KEY_VALUES, /[ \t]/],
  trimEnd: true,
} as const;

/**
 * A `key` nested in a block named by a credential word, in the syntaxes people paste: a JSON or
 * flow object (`"Jwt": {"Issuer": "…", "Key": "…"}`), a YAML block mapping (`auth:` then an
 * indented `key: …`, within 16 lines), a TOML or INI table (`[jwt]` then `key = …`, within 32
 * lines), and a hierarchical name (ASP.NET Core `Jwt:Key`, `Jwt__Key`; `jwt.key`, `auth_key`).
 * The value is judged as after a weak label: a word-like value or a placeholder stays.
 */
const NESTED_KEYS: readonly SecretPattern[] = [
  {
    ...nestedBase,
    source: 'RFC 8259 §4 (objects); YAML 1.2 §7.4 (flow mappings); ASP.NET Core docs "Configuration" (appsettings.json sections)',
    description: 'The key of a JSON or flow object named by a credential word: "Jwt": {"Issuer": "…", "Key": "…"}, auth: {key: …}',
    pattern: scan(
      `(?<![A-Za-z0-9])${CREDENTIAL_WORD}["']?[ \\t]{0,16}[:=][ \\t]{0,16}\\{\\s{0,64}(?:["']?[\\w.-]{1,64}["']?[ \\t]{0,16}:[ \\t]{0,16}(?:"[^"\\r\\n]{0,256}"|'[^'\\r\\n]{0,256}'|[^\\s"',{}\\[\\]]{1,256})[ \\t]{0,16},\\s{0,64}){0,8}?${NESTED_KEY}${NESTED_VALUE}`,
      'i',
    ),
  },
  {
    ...nestedBase,
    source: 'YAML 1.2 specification §8.2.2 (block mappings: a more indented line belongs to the key above it)',
    description: 'The key of a YAML block named by a credential word: credentials:\\n  key: …, jwt:\\n  issuer: x\\n  key: …',
    pattern: scan(
      `^(?<ind>[ \\t]{0,32})["']?${CREDENTIAL_PARENT}["']?[ \\t]{0,8}:[ \\t]{0,8}(?:#[^\\r\\n]{0,256})?\\r?\\n(?:(?:\\k<ind>[ \\t]{1,32}[^\\s][^\\r\\n]{0,512}|[ \\t]{0,32})\\r?\\n){0,16}?\\k<ind>[ \\t]{1,32}(?:-[ \\t]{1,8})?${NESTED_KEY}${NESTED_VALUE}`,
      'im',
    ),
  },
  {
    ...nestedBase,
    source: 'TOML v1.0 specification "Table" ([table] headers); INI sections (Python docs configparser)',
    description: 'The key of a TOML table or INI section named by a credential word: [jwt]\\nkey = …, [api.credentials]\\nkey = "…"',
    pattern: scan(
      `^[ \\t]{0,16}\\[{1,2}[ \\t]{0,4}(?:[\\w"-]{1,64}\\.){0,4}["']?${CREDENTIAL_PARENT}["']?[ \\t]{0,4}\\]{1,2}[ \\t]*\\r?\\n(?:(?![ \\t]{0,16}\\[)[^\\r\\n]{0,512}\\r?\\n){0,32}?[ \\t]{0,16}${NESTED_KEY}${NESTED_VALUE}`,
      'im',
    ),
  },
  {
    ...nestedBase,
    source: 'ASP.NET Core docs "Configuration" (hierarchical keys Jwt:Key, environment variables Jwt__Key); Java .properties / Spring dotted keys',
    description: 'A hierarchical name ending in a credential word and key: Jwt:Key, Jwt__Key, jwt.key, "Auth:Key": "…"',
    pattern: scan(`(?<![A-Za-z0-9])${CREDENTIAL_WORD}(?:__|[_.:-])(?<label>key)(?![\\w.-])${NAME_CLOSE}${ASSIGN}${NESTED_VALUE}`, 'i'),
  },
];

/**
 * A generated key named in chat by a bare word: "the key is …", "key …", "token …", "use this
 * secret: …". `key` and `token` alone name too many things to be labels, so only a value that
 * reads as generated ({@link looksGenerated}) counts; public keys stay by value.
 */
const SPOKEN_KEY: SecretPattern = {
  kind: 'secret-assignment',
  source: 'seeds/000 "Secrets" (credentials pasted in chat); gitleaks:generic-api-key (keywords key, token, secret; a generated value)',
  description: 'A generated-looking value after the bare word key, token or secret and a blank, is, a colon or a dash: "the key is …", "token …"',
  keywords: ['key', 'token', 'secret'],
  pattern: scan(
    `(?<![A-Za-z0-9_.-])(?<label>key|token|secret)(?:[ \\t]{1,4}(?:is|was|=|:|-|–|—|→|->)|[ \\t]{0,4}:)?[ \\t]{1,4}(?:["'\`])?${NOT_MARKER}(?<secret>[A-Za-z0-9_+/-]{16,512}={0,2})(?![A-Za-z0-9_+/=.:@-])`,
    'i',
  ),
  verify: (_text, match) => looksGenerated(groupText(match, 'secret')),
  allowlist: PUBLIC_KEY_VALUES,
};

/**
 * A bare value after `pass` glued to its owner (`dbpass=hunter2`, `SMTPPASS: mailer1`,
 * `adminpass = letmein9`): such a key names a password as plainly as `password` does, so its value
 * is read as a strong label's is (only placeholders stay), not as a weak `pass`'s, which keeps a
 * word with a digit (issue #19, session 56). The owner is checked by {@link ownerGlued}.
 */
const OWNER_PASS: SecretPattern = {
  kind: 'secret-assignment',
  source: 'gitleaks:generic-api-key (label + assignment operator); the glued keys of {@link OWNER_STEM} (session 55); session 56',
  description: 'A bare value after pass glued to its owner: dbpass=hunter2, SMTPPASS: …, adminpass = … (a word with a digit is taken too)',
  keywords: ['pass'],
  pattern: scan(`(?<![A-Za-z0-9])[A-Za-z0-9]{1,40}(?<label>pass)${NAME_CLOSE}${ASSIGN}${NOT_MARKER}${BARE_SECRET}`, 'i'),
  verify: (text, match) => {
    const start = (match.indices as RegExpIndicesArray).groups?.label?.[0] as number;
    return ownerGlued(text, start, groupText(match, 'label'));
  },
  allowlist: PLACEHOLDER_VALUES,
  trimEnd: true,
};

export const LABEL_PATTERNS: readonly SecretPattern[] = [
  ...labelled('strong'),
  ...labelled('weak'),
  OWNER_PASS,
  BARE_PASSWORD,
  FOREIGN_PASSWORD,
  LOGIN_PAIR,
  ENCODED_LABEL,
  LOGIN_PROSE,
  LETTERS_PASSWORD_PROSE,
  URL_SHORT_KEY,
  UNCLOSED_QUOTE,
  SERVICE_KEY,
  BARE_KEY,
  ...NESTED_KEYS,
  SPOKEN_KEY,
];
