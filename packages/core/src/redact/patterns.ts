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
 * Placeholders are not secrets (decision documented here, tested in
 * test/redact/nearMisses.test.ts): for the label-driven kinds (`secret-assignment`,
 * `url-password`, `basic-auth`, `authorization-header`) a value that is empty, an
 * environment or template reference (`$X`, `${X}`, `${{ secrets.X }}`, `{{ x }}`, `%X%`,
 * `$(cmd)`, `process.env.X`), an angle-bracket placeholder (`<your-token>`), a mask
 * (`****`, `xxxx`), a stock word (`changeme`, `password`, `none`, …), a type name
 * (`string`), a call, member or index expression (`getToken()`, `user.password`) or an
 * absolute path is kept as written. This follows the global allowlist of gitleaks
 * (config/gitleaks.toml, `[allowlist] regexes`).
 * An authorization header's credentials also keep prose words (`Bearer authentication-only`)
 * and a variable's name (`Bearer ACCESS_TOKEN`), and need 12 characters
 * (test/redact/authorization.test.ts).
 */

/** One named credential shape. */
export interface SecretPattern {
  /** The typed name used in the marker `[REDACTED:<kind>]`, e.g. `github-token`. */
  readonly kind: string;
  /** Public source of the shape: a gitleaks rule id (`gitleaks:<id>`), an RFC or vendor documentation. */
  readonly source: string;
  /** The shape; flags `g` and `d`; optional named group `secret` marks the part to replace. */
  readonly pattern: RegExp;
  /** One line for humans: what the shape is. */
  readonly description: string;
  /**
   * Values that match the shape but are not secrets (placeholders, references). Each
   * expression is tested, without flags `g`/`y`, against the text that would be replaced.
   */
  readonly allowlist?: readonly RegExp[];
  /**
   * The shape starts with a fixed vendor prefix (`ghp_`, `AKIA`, `eyJ`): a token of it hard-wrapped
   * over two lines is still found (see `redactSecrets`). Shapes found by a label or by their
   * length alone are not joined across lines.
   */
  readonly prefixed?: true;
}

/** Values of a labelled assignment or URL password that are placeholders, not secrets. */
const PLACEHOLDER_VALUES: readonly RegExp[] = [
  /^\$[A-Za-z_][A-Za-z0-9_]*$/, // $SECRET
  // A bare value may run on (`${TOKEN}&page=2`) or stop before a closing brace.
  /^\$\{[A-Za-z_][A-Za-z0-9_]*(?:\}|$)/, // ${DB_PASSWORD}
  /^\$?\{\{[^{}]*(?:\}|$)/, // ${{ secrets.X }}, {{ .Values.password }}
  /^%[A-Za-z_][A-Za-z0-9_]*%$/, // %PASSWORD%
  /^\$\(/, // $(cat key.txt)
  /^</, // <your-token>
  /^your[\w .-]*$/i, // your_api_key, YOUR-TOKEN
  /^[\w.-]*_here$/i, // INSERT_KEY_HERE
  /^[*•xX#.]{3,}$/, // ****, xxxx
  /^[*•]{3,}[A-Za-z0-9]{0,4}$/, // ****abcd: already masked
  /^(?:change[-_]?me|change[-_]?it|pass|password|passwd|secret|token|example|sample|placeholder|dummy|fake|redacted|hidden|masked|none|null|nil|undefined|true|false|empty|required|optional|todo|tbd|test|string|str|number|int|integer|boolean|bool|any|unknown|bytes|text|value|default)$/i,
  /^(?:process\.env|import\.meta\.env|os\.environ|os\.getenv|Deno\.env|ENV|env|secrets|vars|config|settings)\b/,
  /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*[([]/, // getToken(), params[:password]
  /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/, // user.password
  /^~?\/[\w.@/-]*$/, // /run/secrets/db
];

/** `word` as lower, Capitalised or UPPER case: the spellings of one word in a name. */
function caseVariants(word: string): string {
  const lower = word.toLowerCase();
  const upper = word.toUpperCase();
  return `(?:${lower}|${upper.slice(0, 1)}${lower.slice(1)}|${upper})`;
}

/**
 * Name endings that label a credential, as word lists; `api key` matches `api_key`, `apiKey`,
 * `API-KEY`, `APIKEY`. Longest first so an alternation tries `secret key` before `secret`.
 */
const CREDENTIAL_NAME_WORDS: readonly (readonly string[])[] = [
  ['secret', 'access', 'key'],
  ['passphrase'],
  ['password'],
  ['private', 'key'],
  ['secret', 'key'],
  ['access', 'key'],
  ['api', 'key'],
  ['passwd'],
  ['secret'],
  ['token'],
  ['pass'],
  ['pwd'],
];

/** Placed after a name: `[REDACTED:github-token]` must not read as a `token` label. */
const NOT_IN_MARKER = '(?<!\\[REDACTED:[a-z0-9-]{1,80})';

/**
 * A credential label: one of {@link CREDENTIAL_NAME_WORDS} that starts a word (after a
 * non-alphanumeric, or at a camelCase hump) and ends the name. So `DB_PASSWORD`,
 * `clientSecret` and `X-Api-Key` are labels; `bypass`, `max_tokens`, `PASSWORD_FILE` are not.
 */
const CREDENTIAL_NAME =
  '(?:(?<![A-Za-z0-9])|(?<=[a-z0-9])(?=[A-Z]))(?:' +
  CREDENTIAL_NAME_WORDS.map((words) => words.map(caseVariants).join('[_.-]?')).join('|') +
  `)${NOT_IN_MARKER}(?![A-Za-z0-9_.-])`;

/** JSON escapes a quote once per level of nesting: `"`, `\"`, `\\\"`. */
const ESCAPES = '\\\\{0,3}';
/** After a name: an optional closing quote (maybe escaped) and `]` (`ENV['X']`). */
const NAME_CLOSE = `(?:${ESCAPES}["'\`])?\\]?`;
/** An assignment operator with optional blanks: `=`, `:`, `:=`, `=>`, `?=` (not `==`, `::`). */
const ASSIGN = '[ \\t]{0,16}(?::=|=>|\\?=|=(?!=)|:(?!:))[ \\t]{0,16}';
/** Not an existing marker: keeps redaction idempotent. */
const NOT_MARKER = '(?!\\[REDACTED:)';
/** An unquoted value: non-blank, non-quote characters up to a marker, at least 4 with its last. */
const BARE_VALUE = '(?:(?!\\[REDACTED:)[^\\s"\'`]){3,1023}(?!\\[REDACTED:)';

/** Builds a scanning expression with the flags every pattern carries. */
function scan(source: string, extraFlags = ''): RegExp {
  return new RegExp(source, `gd${extraFlags}`);
}

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
const KEY_BODY_FOLLOWS =
  '(?=(?:\\s|\\\\[rn]){0,8}(?:[A-Za-z][A-Za-z-]{0,39}:[^\\r\\n\\\\]{0,200}(?:\\s|\\\\[rn]){1,8}){0,4}[A-Za-z0-9+/]{40})';

/** The user name of a URL's userinfo, or a marker that replaced one. */
const URL_USER = '(?:\\[REDACTED:[a-z0-9-]{1,80}\\]|[^\\s:/?#@"\'<>`\\[\\]]{0,128})';

/** Letters/digits must not come right before a prefixed token (`task-ant-…`, `desk-proj-…`). */
const START = '(?<![A-Za-z0-9])';

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

/** Values of an authorization header that name a token rather than being one. */
const AUTH_PLACEHOLDERS: readonly RegExp[] = [
  ...PLACEHOLDER_VALUES,
  /^[A-Za-z][a-z]*(?:[-_.][A-Za-z][a-z]*)*$/, // prose: "Bearer authentication-scheme", "Basic Authentication"
  /^[A-Z]+(?:_[A-Z]+)+$/, // a variable's name: ACCESS_TOKEN
];

/**
 * Every credential shape, most specific first: where matches overlap, the earlier entry's
 * kind names the marker. Read-only; the array and its entries are frozen.
 */
export const SECRET_PATTERNS: readonly SecretPattern[] = Object.freeze(
  (
    [
      {
        kind: 'github-token',
        prefixed: true,
        source:
          'gitleaks:github-pat, gitleaks:github-oauth, gitleaks:github-app-token, gitleaks:github-refresh-token; GitHub blog "Behind GitHub\'s new authentication token formats" (2021)',
        description: 'GitHub classic PAT ghp_, OAuth gho_, user-to-server ghu_, server-to-server ghs_, refresh ghr_ (+36 base62)',
        // Runs on through `_`, so a token glued to a name (`ghp_…_backup.txt`) goes whole.
        pattern: scan(`${START}gh[pousr]_[A-Za-z0-9]{30}[A-Za-z0-9_]{0,225}`),
      },
      {
        kind: 'github-token',
        prefixed: true,
        source: 'gitleaks:github-fine-grained-pat',
        description: 'GitHub fine-grained personal access token github_pat_ (+82 word characters)',
        pattern: scan(`${START}github_pat_[A-Za-z0-9_]{40,255}`),
      },
      {
        kind: 'anthropic-api-key',
        prefixed: true,
        source: 'gitleaks:anthropic-api-key, gitleaks:anthropic-admin-api-key, gitleaks:anthropic-oauth-token',
        description: 'Anthropic key sk-ant-api03-…, sk-ant-admin01-… (and the other sk-ant-<type><nn>- keys)',
        pattern: scan(`${START}sk-ant-[a-z]{2,8}[0-9]{2}-[A-Za-z0-9_-]{32,255}`),
      },
      {
        kind: 'openai-api-key',
        prefixed: true,
        source: 'gitleaks:openai-api-key; OpenAI API reference "Authentication"',
        description: 'OpenAI project, service-account, admin and user keys sk-proj-, sk-svcacct-, sk-admin-, sk-None-',
        pattern: scan(`${START}sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{32,255}`),
      },
      {
        kind: 'openai-api-key',
        prefixed: true,
        source: 'gitleaks:openai-api-key',
        description: 'OpenAI legacy key sk- + 48 base62 with the marker T3BlbkFJ ("OpenAI" in base64)',
        pattern: scan(`${START}sk-[A-Za-z0-9]{16,64}T3BlbkFJ[A-Za-z0-9]{16,64}`),
      },
      {
        kind: 'stripe-key',
        prefixed: true,
        source: 'gitleaks:stripe-access-token; Stripe docs "API keys"',
        description: 'Stripe secret and restricted keys sk_/rk_ live/test/prod (publishable pk_ keys are public)',
        pattern: scan(`${START}[sr]k_(?:live|test|prod)_[A-Za-z0-9]{24,247}`),
      },
      {
        kind: 'aws-access-key-id',
        prefixed: true,
        source: 'gitleaks:aws-access-token; AWS IAM User Guide "Unique identifiers" (prefixes AKIA, ASIA, ABIA, ACCA)',
        description: 'AWS access key id: AKIA/ASIA/ABIA/ACCA (or A3T + one) + 16 upper-case alphanumerics',
        pattern: scan(`${START}(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])`),
      },
      {
        kind: 'aws-secret-access-key',
        source: 'gitleaks:aws-secret-access-key; AWS CLI docs "Configuration and credential file settings"',
        description: 'AWS secret access key (40 base64 characters), only when labelled aws_secret_access_key / SecretAccessKey',
        pattern: scan(
          `${START}(?:${AWS_SECRET_NAME})${NOT_IN_MARKER}(?![A-Za-z0-9_.-])${NAME_CLOSE}${ASSIGN}(?:${ESCAPES}["'\`])?` +
            `(?<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])`,
        ),
      },
      {
        kind: 'google-api-key',
        prefixed: true,
        source: 'gitleaks:gcp-api-key; Google Cloud docs "Manage API keys"',
        description: 'Google API key AIza + 35 characters',
        pattern: scan(`(?<![A-Za-z0-9_-])AIza[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])`),
      },
      {
        kind: 'slack-token',
        prefixed: true,
        source:
          'gitleaks:slack-bot-token, gitleaks:slack-user-token, gitleaks:slack-legacy-workspace-token, gitleaks:slack-legacy-token, gitleaks:slack-config-refresh-token',
        description: 'Slack tokens xoxb-, xoxp-, xoxa-, xoxr-, xoxs-, xoxe-',
        pattern: scan(`${START}xox[abeprs]-[A-Za-z0-9][A-Za-z0-9-]{9,400}`),
        // Documentation writes xoxb-your-bot-token; that names a token, it is not one.
        allowlist: [/^xox[a-z]-(?:your|my|insert|replace|example)[\w-]*$/i, /^xox[a-z]-[xX*-]+$/],
      },
      {
        kind: 'slack-token',
        prefixed: true,
        source: 'gitleaks:slack-config-access-token, gitleaks:slack-app-token',
        description: 'Slack configuration tokens xoxe.xoxb-/xoxe.xoxp- and app-level tokens xapp-',
        pattern: scan(`${START}(?:xoxe\\.xox[bp]|xapp)-[0-9]-[A-Za-z0-9-]{10,400}`),
      },
      {
        kind: 'slack-webhook',
        prefixed: true,
        source: 'gitleaks:slack-webhook-url; Slack docs "Sending messages using incoming webhooks"',
        description: 'Slack incoming webhook URL https://hooks.slack.com/services/T…/B…/…',
        pattern: scan(`(?:https?://)?hooks\\.slack\\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/_-]{20,300}`),
      },
      {
        kind: 'npm-token',
        prefixed: true,
        source: 'gitleaks:npm-access-token; GitHub blog "npm has a new access token format" (2021)',
        description: 'npm access token npm_ + 36 base62',
        pattern: scan(`${START}npm_[A-Za-z0-9]{36,64}(?![A-Za-z0-9])`),
      },
      {
        kind: 'pypi-token',
        prefixed: true,
        source: 'gitleaks:pypi-upload-token; PyPI docs "API tokens"',
        description: 'PyPI API token: pypi- + macaroon starting AgEIcHlwaS5vcmc ("pypi.org")',
        pattern: scan(`${START}pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{16,2048}`),
      },
      {
        kind: 'gitlab-token',
        prefixed: true,
        source:
          'gitleaks:gitlab-pat, gitleaks:gitlab-pat-routable, gitleaks:gitlab-deploy-token, gitleaks:gitlab-runner-authentication-token, gitleaks:gitlab-ptt, gitleaks:gitlab-cicd-job-token; GitLab docs "Token prefixes"',
        description: 'GitLab tokens glpat-, gldt-, glrt-, glptt-, glcbt-, glft-, glimt-, glagent-, gloas-, glsoat-, glffct- (+20 or more)',
        pattern: scan(
          `${START}gl(?:pat|dt|rt|ptt|cbt|ft|imt|agent|oas|soat|ffct)-[A-Za-z0-9_-]{20,300}(?:\\.[0-9a-z]{9}(?![A-Za-z0-9]))?`,
        ),
      },
      {
        kind: 'gitlab-token',
        prefixed: true,
        source: 'gitleaks:gitlab-rrt',
        description: 'GitLab runner registration token GR1348941 + 20',
        pattern: scan(`${START}GR1348941[A-Za-z0-9_-]{20,64}`),
      },
      {
        kind: 'huggingface-token',
        prefixed: true,
        source: 'gitleaks:huggingface-access-token, gitleaks:huggingface-organization-api-token',
        description: 'Hugging Face access token hf_ + 34 letters; organisation token api_org_ + 34 (digits accepted too)',
        pattern: scan(`${START}(?:hf|api_org)_[A-Za-z0-9]{34,40}(?![A-Za-z0-9])`),
      },
      {
        kind: 'sendgrid-api-key',
        prefixed: true,
        source: 'gitleaks:sendgrid-api-token; Twilio SendGrid docs "API Keys"',
        description: 'SendGrid API key SG.<22>.<43>',
        pattern: scan(`${START}SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])`),
      },
      {
        kind: 'twilio-api-key',
        prefixed: true,
        source: 'gitleaks:twilio-api-key; Twilio docs "API keys" (SID prefix SK)',
        description: 'Twilio API key SID SK + 32 hex',
        pattern: scan(`${START}SK[0-9a-fA-F]{32}(?![A-Za-z0-9])`),
      },
      {
        kind: 'azure-client-secret',
        source: 'gitleaks:azure-ad-client-secret; Microsoft Purview "Azure AD client secret" entity definition',
        description: 'Microsoft Entra (Azure AD) client secret: 3 characters, a digit, Q~, then 31-34 characters',
        // Ends before a non-token character, or before a full stop that ends a sentence.
        pattern: scan(
          `(?<![A-Za-z0-9_~.+/%-])[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~-])(?!\\.[A-Za-z0-9_~.-])`,
        ),
      },
      {
        kind: 'azure-storage-key',
        source: 'Microsoft Learn "Configure Azure Storage connection strings" (AccountKey: 512-bit key, 88 base64 characters)',
        description: 'Azure Storage account key in a connection string: AccountKey=<86 base64>==',
        pattern: scan(`${START}[Aa]ccount[Kk]ey=(?<secret>[A-Za-z0-9+/]{86}==)(?![A-Za-z0-9+/=])`),
      },
      {
        kind: 'jwt',
        prefixed: true,
        source: 'gitleaks:jwt; RFC 7519 (JSON Web Token), RFC 7515 §7.1 (compact serialisation)',
        description: 'JSON Web Token: base64url header eyJ… . payload eyJ… . signature (may be empty)',
        pattern: scan(
          `(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{10,8192}\\.eyJ[A-Za-z0-9_-]{10,16384}\\.(?:[A-Za-z0-9_-]{1,8192}={0,2})?`,
        ),
      },
      {
        kind: 'private-key',
        source: 'gitleaks:private-key; RFC 7468 (PEM), RFC 4880 §6.2 (OpenPGP armor)',
        description: 'A whole -----BEGIN … PRIVATE KEY----- … -----END … PRIVATE KEY----- block (RSA, EC, DSA, OPENSSH, ENCRYPTED, PGP … BLOCK)',
        // The body runs to the first five dashes, which must open the END line: linear.
        pattern: scan(
          `-----BEGIN ${KEY_LABEL}PRIVATE KEY(?: BLOCK)?-----(?:[^-]|-(?!----)){0,65536}-----END ${KEY_LABEL}PRIVATE KEY(?: BLOCK)?-----`,
        ),
      },
      {
        kind: 'private-key',
        source: 'gitleaks:private-key; RFC 7468 (PEM)',
        description: 'A private key block cut off before its END line: the header and every base64 or header line after it',
        pattern: scan(
          `-----BEGIN ${KEY_LABEL}PRIVATE KEY(?: BLOCK)?-----${KEY_BODY_FOLLOWS}(?:[A-Za-z0-9+/=:,\\s\\\\]|-(?!----)){0,65536}`,
        ),
      },
      {
        kind: 'authorization-header',
        source:
          'RFC 6750 §2.1 (Authorization: Bearer b64token), RFC 7617 §2 (Basic), GitHub REST API docs "Authenticating to the REST API" (token scheme)',
        description: 'The credentials of an Authorization or Proxy-Authorization header with the Bearer, Basic or token scheme',
        pattern: scan(
          `${START}(?:proxy-)?authorization${NAME_CLOSE}[ \\t]{0,16}[:=][ \\t]{0,16}(?:${ESCAPES}["'\`])?` +
            `(?:bearer|basic|token)[ \\t]{1,16}${NOT_MARKER}(?<secret>${AUTH_CREDENTIALS})`,
          'i',
        ),
        allowlist: AUTH_PLACEHOLDERS,
      },
      {
        kind: 'basic-auth',
        source: 'curl manual "-u, --user <user:password>"; RFC 7617 (HTTP Basic user-pass)',
        description: "The password of curl -u 'user:password' (quoted); the user name stays",
        pattern: scan(`${CURL_USER_OPTION}(?<q>["'])${CURL_USER_NAME}${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){1,256})\\k<q>`),
        allowlist: PLACEHOLDER_VALUES,
      },
      {
        kind: 'basic-auth',
        source: 'curl manual "-u, --user <user:password>"; RFC 7617 (HTTP Basic user-pass)',
        description: 'The password of curl -u user:password (unquoted); the user name stays',
        pattern: scan(`${CURL_USER_OPTION}(?!["'])${CURL_USER_NAME}${NOT_MARKER}(?<secret>${BARE_VALUE}[^\\s"'\`,;.)\\]}>])`),
        allowlist: PLACEHOLDER_VALUES,
      },
      {
        kind: 'url-password',
        source: 'RFC 3986 §3.2.1 (user:password in the userinfo of a URI, deprecated)',
        description: 'The password of scheme://user:password@host; scheme, user and host stay',
        // The password may hold a raw '@': it runs to the last '@' of the authority. The user
        // name holds no '[' or ']' (RFC 3986 §3.2.1), unless it is a marker: a redacted token
        // used as user name is not read as user "[REDACTED" with password "github-token]".
        pattern: scan(
          `(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,31}://${URL_USER}:${NOT_MARKER}(?<secret>[^\\s/?#"'<>\`]{1,256})@(?=[A-Za-z0-9\\[._~%-])`,
        ),
        allowlist: PLACEHOLDER_VALUES,
      },
      {
        kind: 'secret-assignment',
        source: 'gitleaks:generic-api-key (label + assignment operator), gitleaks:database-password',
        description: 'A quoted value assigned to a credential label: PASSWORD="…", "api_key": "…", clientSecret = \'…\'',
        pattern: scan(
          `${CREDENTIAL_NAME}${NAME_CLOSE}${ASSIGN}${ESCAPES}(?<q>["'\`])${NOT_MARKER}` +
            `(?<secret>(?:(?!${ESCAPES}\\k<q>)[^\\r\\n]){4,1024})${ESCAPES}\\k<q>`,
        ),
        allowlist: PLACEHOLDER_VALUES,
      },
      {
        kind: 'secret-assignment',
        source: 'gitleaks:generic-api-key (label + assignment operator)',
        description: 'An unquoted value glued to a credential label: PASSWORD=…, --api-key=…, ?token=…',
        pattern: scan(`${CREDENTIAL_NAME}${NAME_CLOSE}(?::=|=(?!=))${NOT_MARKER}(?<secret>${BARE_VALUE}[^\\s"'\`,;.)\\]}>])`),
        allowlist: PLACEHOLDER_VALUES,
      },
      {
        kind: 'secret-assignment',
        source: 'gitleaks:generic-api-key (label + assignment operator)',
        description:
          'A line that is a credential key and one unquoted value (YAML, INI, .env, headers): DB_PASSWORD: …, password = …',
        // Only a key at the start of a line whose value is the rest of it: "The auth token:
        // expires after 1h" is prose and stays.
        pattern: scan(
          `^[ \\t]{0,64}(?:-[ \\t]+)?(?:(?:export|set)[ \\t]+)?["']?[\\w.-]{0,64}?${CREDENTIAL_NAME}${NAME_CLOSE}${ASSIGN}` +
            `(?!["'\`])${NOT_MARKER}(?<secret>${BARE_VALUE}[^\\s"'\`,;])[ \\t]*[,;]?[ \\t]*(?:#[^\\r\\n]*)?$`,
          'm',
        ),
        allowlist: PLACEHOLDER_VALUES,
      },
    ] satisfies SecretPattern[]
  ).map((entry) => Object.freeze(entry)),
);
