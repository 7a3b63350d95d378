/** Unseen redaction set 4 — written blind on 2026-12-02 by a helper who had read neither the redactor, its tests, the corpus, nor sets 1–3. Never tuned against. Never edit. */
export type UnseenDoor = 'text' | 'title' | 'summary' | 'tags' | 'tripwires' | 'filesEdited' | 'source' | 'query' | 'projectPath';
export interface UnseenSecretCase {
  id: string; // 'r4-s-001' / 'r4-n-001'
  expect: 'secret' | 'near-miss';
  placement: string;
  basis: 'context' | 'vendor' | 'both' | 'transformed';
  gitleaksRule?: string; // the gitleaks default rule id covering this shape, when one does
  door?: UnseenDoor; // default 'text'
  build(): string;
  secrets(): string[]; // 'secret': substrings that must not appear in any byte written or printed; 'near-miss': []
  note: string;
}

// ───────────────────────────── deterministic fake-credential generator ─────────────────────────────
// Every credential-shaped value below is produced at run time; vendor prefixes are split in source.
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALNUM = UPPER + LOWER + DIGITS;
const HEX = '0123456789abcdef';
const B64 = ALNUM + '+/';
const B64URL = ALNUM + '-_';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

class Gen {
  private x: number;
  constructor(seed: number) {
    this.x = seed >>> 0 || 0x2545f491;
    for (let i = 0; i < 10; i++) this.next();
  }
  next(): number {
    let x = this.x;
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    this.x = x;
    return x;
  }
  str(n: number, alpha: string = ALNUM): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alpha.charAt(this.next() % alpha.length);
    return s;
  }
  hex(n: number): string {
    return this.str(n, HEX);
  }
  digits(n: number): string {
    return this.str(1, '123456789') + this.str(n - 1, DIGITS);
  }
  upper(n: number): string {
    return this.str(n, UPPER + DIGITS);
  }
  lower(n: number): string {
    return this.str(n, LOWER + DIGITS);
  }
  pick<T>(a: readonly T[]): T {
    const v = a[this.next() % a.length];
    if (v === undefined) throw new Error('empty pick');
    return v;
  }
  /** A human-made password: word + digits + symbol (+ word), e.g. the kind people reuse. */
  human(): string {
    const w1 = this.pick(['Maple', 'Orbit', 'Falcon', 'tundra', 'Biscuit', 'copper', 'Lantern', 'velvet', 'Harbor', 'quokka', 'Pepper', 'nimbus']);
    const w2 = this.pick(['Rain', 'fox', 'Moon', 'kettle', 'Jazz', 'pine', '', '']);
    return w1 + this.digits(this.pick([2, 3, 4])) + this.pick(['!', '#', '$', '%', '?', '*', '&', '@']) + w2;
  }
  /** Short human password, 8–10 characters. */
  short(): string {
    return this.pick(['Kiwi', 'Rover', 'Tango', 'Sunny', 'Pluto', 'Mango']) + this.digits(2) + this.pick(['!', '#', '$', '*']);
  }
  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(['8', '9', 'a', 'b'])}${this.hex(3)}-${this.hex(12)}`;
  }
}

const fnv = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
};
const pad = (n: number): string => String(n).padStart(3, '0');
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const b64url = (s: string): string => Buffer.from(s, 'utf8').toString('base64url');
const PK = 'PRIVATE' + ' KEY';

// ───────────────────────────── vendor token shapes ─────────────────────────────
const V = {
  ghp: (g: Gen) => 'gh' + 'p_' + g.str(36),
  gho: (g: Gen) => 'gh' + 'o_' + g.str(36),
  ghs: (g: Gen) => 'gh' + 's_' + g.str(36),
  ghu: (g: Gen) => 'gh' + 'u_' + g.str(36),
  ghr: (g: Gen) => 'gh' + 'r_' + g.str(76),
  ghFine: (g: Gen) => 'github' + '_pat_' + g.str(22) + '_' + g.str(59),
  glpat: (g: Gen) => 'gl' + 'pat-' + g.str(20, ALNUM + '-_'),
  gldt: (g: Gen) => 'gl' + 'dt-' + g.str(20, ALNUM + '-_'),
  glptt: (g: Gen) => 'gl' + 'ptt-' + g.hex(40),
  akia: (g: Gen) => 'AK' + 'IA' + g.str(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'),
  asia: (g: Gen) => 'AS' + 'IA' + g.str(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'),
  awsSecret: (g: Gen) => g.str(40, B64),
  stripeLive: (g: Gen) => 'sk' + '_live_' + g.str(99),
  stripeTest: (g: Gen) => 'sk' + '_test_' + g.str(24),
  stripeRestricted: (g: Gen) => 'rk' + '_live_' + g.str(99),
  stripeWhsec: (g: Gen) => 'wh' + 'sec_' + g.str(32),
  slackBot: (g: Gen) => 'xo' + 'xb-' + g.digits(11) + '-' + g.digits(13) + '-' + g.str(24),
  slackUser: (g: Gen) => 'xo' + 'xp-' + g.digits(11) + '-' + g.digits(11) + '-' + g.digits(13) + '-' + g.hex(32),
  slackApp: (g: Gen) => 'xa' + 'pp-1-A' + g.upper(10) + '-' + g.digits(13) + '-' + g.hex(64),
  openai: (g: Gen) => 'sk-' + 'proj-' + g.str(74, B64URL) + 'T3Blbk' + 'FJ' + g.str(74, B64URL),
  openaiLegacy: (g: Gen) => 'sk-' + g.str(20) + 'T3Blbk' + 'FJ' + g.str(20),
  anthropic: (g: Gen) => 'sk-' + 'ant-' + 'api03-' + g.str(93, B64URL) + 'AA',
  anthropicAdmin: (g: Gen) => 'sk-' + 'ant-' + 'admin01-' + g.str(93, B64URL) + 'AA',
  npm: (g: Gen) => 'np' + 'm_' + g.str(36),
  pypi: (g: Gen) => 'py' + 'pi-' + 'AgEIcHlwaS5vcmc' + g.str(72, B64URL),
  rubygems: (g: Gen) => 'ruby' + 'gems_' + g.hex(48),
  nuget: (g: Gen) => 'oy' + '2' + g.str(43, LOWER + DIGITS),
  docker: (g: Gen) => 'dc' + 'kr_pat_' + g.str(27, B64URL),
  twilioKey: (g: Gen) => 'S' + 'K' + g.hex(32),
  sendgrid: (g: Gen) => 'S' + 'G.' + g.str(22, B64URL) + '.' + g.str(43, B64URL),
  mailgun: (g: Gen) => 'ke' + 'y-' + g.hex(32),
  sentryUser: (g: Gen) => 'sn' + 'tryu_' + g.hex(64),
  herokuV2: (g: Gen) => 'HR' + 'KU-AA' + g.str(58, B64URL),
  doPat: (g: Gen) => 'do' + 'p_v1_' + g.hex(64),
  doOauth: (g: Gen) => 'do' + 'o_v1_' + g.hex(64),
  cfOriginCa: (g: Gen) => 'v1' + '.0-' + g.hex(24) + '-' + g.hex(146),
  vault: (g: Gen) => 'hv' + 's.' + g.str(91, B64URL),
  vaultBatch: (g: Gen) => 'hv' + 'b.' + g.str(138, B64URL),
  doppler: (g: Gen) => 'dp' + '.pt.' + g.str(43),
  dopplerSvc: (g: Gen) => 'dp' + '.st.' + 'prd.' + g.str(40),
  linear: (g: Gen) => 'lin' + '_api_' + g.str(40),
  postman: (g: Gen) => 'PM' + 'AK-' + g.hex(24) + '-' + g.hex(34),
  grafanaSa: (g: Gen) => 'gl' + 'sa_' + g.str(32) + '_' + g.hex(8),
  grafanaCloud: (g: Gen) => 'gl' + 'c_' + g.str(64, ALNUM) + '==',
  tfc: (g: Gen) => g.str(14) + '.atlas' + 'v1.' + g.str(67, ALNUM + '-_='),
  supabaseMgmt: (g: Gen) => 'sb' + 'p_' + g.hex(40),
  supabaseSecret: (g: Gen) => 'sb' + '_secret_' + g.str(31, B64URL),
  googleKey: (g: Gen) => 'AI' + 'za' + g.str(35, B64URL),
  discord: (g: Gen) => b64(g.digits(19)).replace(/=+$/, '') + '.' + g.str(6, B64URL) + '.' + g.str(38, B64URL),
  telegram: (g: Gen) => g.digits(10) + ':' + 'AA' + g.str(33, B64URL),
  azureAdSecret: (g: Gen) => g.str(3) + '8Q' + '~' + g.str(34, ALNUM + '_~.-'),
  shopify: (g: Gen) => 'sh' + 'pat_' + g.hex(32),
  huggingface: (g: Gen) => 'h' + 'f_' + g.str(34, UPPER + LOWER),
  databricks: (g: Gen) => 'da' + 'pi' + g.hex(32),
  newrelic: (g: Gen) => 'NR' + 'AK-' + g.upper(27),
  pulumi: (g: Gen) => 'pu' + 'l-' + g.hex(40),
  planetscale: (g: Gen) => 'pscale' + '_pw_' + g.str(43, B64URL),
  airtable: (g: Gen) => 'pa' + 't' + g.str(14) + '.' + g.hex(64),
  notion: (g: Gen) => 'nt' + 'n_' + g.digits(11) + g.str(35),
  figma: (g: Gen) => 'fi' + 'gd_' + g.str(40, B64URL),
  atlassian: (g: Gen) => 'AT' + 'ATT3xFfGF0' + g.str(180, B64URL) + '=' + g.upper(8),
  square: (g: Gen) => 'EA' + 'AA' + g.str(60, B64URL),
  buildkite: (g: Gen) => 'bk' + 'ua_' + g.hex(40),
  mapboxSecret: (g: Gen) => 's' + 'k.' + b64url(`{"u":"brindle-ops","a":"${g.lower(12)}"}`) + '.' + g.str(22, B64URL),
  flyio: (g: Gen) => 'Fly' + 'V1 fm2_' + g.str(120, B64),
  jwt: (g: Gen, payload = `{"sub":"${g.digits(8)}","name":"dana","iat":${1700000000 + (g.next() % 9999999)}}`) =>
    b64url('{"alg":"HS256","typ":"JWT"}') + '.' + b64url(payload) + '.' + g.str(43, B64URL),
};
type VKey = keyof typeof V;

const pem = (g: Gen, label: string, nLines: number): { block: string; body: string[] } => {
  const body: string[] = [];
  for (let i = 0; i < nLines; i++) body.push(g.str(64, B64));
  body.push(g.str(24, B64) + '==');
  return { block: '-----BEGIN ' + label + '-----\n' + body.join('\n') + '\n-----END ' + label + '-----', body };
};
const opensshKey = (g: Gen): { block: string; body: string[] } => {
  const head = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW';
  const body: string[] = [];
  for (let i = 0; i < 4; i++) body.push(g.str(70, B64));
  body.push(g.str(12, B64) + '=');
  return { block: `-----BEGIN OPENSSH ${PK}-----\n${head}\n${body.join('\n')}\n-----END OPENSSH ${PK}-----`, body };
};

// ───────────────────────────── case builders ─────────────────────────────
type Made = [string, string[]];
type Make = (g: Gen) => Made;
type Basis = UnseenSecretCase['basis'];
interface Opts {
  rule?: string;
  door?: UnseenDoor;
}
let secretCount = 0;
let nearCount = 0;
function S(placement: string, basis: Basis, note: string, make: Make, o: Opts = {}): UnseenSecretCase {
  secretCount += 1;
  const id = `r4-s-${pad(secretCount)}`;
  const seed = fnv(id);
  const c: UnseenSecretCase = {
    id,
    expect: 'secret',
    placement,
    basis,
    build: () => make(new Gen(seed))[0],
    secrets: () => make(new Gen(seed))[1],
    note,
  };
  if (o.rule !== undefined) c.gitleaksRule = o.rule;
  if (o.door !== undefined) c.door = o.door;
  return c;
}
function N(placement: string, basis: Basis, note: string, make: (g: Gen) => string, o: Opts = {}): UnseenSecretCase {
  nearCount += 1;
  const id = `r4-n-${pad(nearCount)}`;
  const seed = fnv(id);
  const c: UnseenSecretCase = { id, expect: 'near-miss', placement, basis, build: () => make(new Gen(seed)), secrets: () => [], note };
  if (o.door !== undefined) c.door = o.door;
  return c;
}
/** A vendor token placed into a sentence/config line built by `wrap`. */
function VT(key: VKey, rule: string | undefined, placement: string, wrap: (t: string, g: Gen) => string, note: string, door?: UnseenDoor): UnseenSecretCase {
  const o: Opts = {};
  if (rule !== undefined) o.rule = rule;
  if (door !== undefined) o.door = door;
  return S(
    placement,
    'vendor',
    note,
    (g) => {
      const t = V[key](g);
      return [wrap(t, g), [t]];
    },
    o,
  );
}
/** A context-named credential: the value only looks like a credential because of the name next to it. */
function CX(
  placement: string,
  wrap: (v: string, g: Gen) => string,
  value: 'random' | 'human' | 'short' | 'hex' | 'uuid',
  note: string,
  o: Opts = {},
): UnseenSecretCase {
  return S(
    placement,
    'context',
    note,
    (g) => {
      const v = value === 'random' ? g.str(28) : value === 'human' ? g.human() : value === 'short' ? g.short() : value === 'hex' ? g.hex(32) : g.uuid();
      return [wrap(v, g), [v]];
    },
    o,
  );
}

export const UNSEEN_SECRET_CASES: UnseenSecretCase[] = [
  // ───────────────────────────── vendor tokens, natural placements (text door) ─────────────────────────────
  VT('ghp', 'github-pat', 'sentence', (t) => `Used my PAT ${t} to re-run the release workflow; will rotate tomorrow.`, 'GitHub classic PAT in a sentence'),
  VT('gho', 'github-oauth', 'json', (t) => `{"oauth_token": "${t}", "user": "dana", "git_protocol": "https"}`, 'GitHub OAuth token in gh hosts json'),
  VT(
    'ghs',
    'github-app-token',
    'url',
    (t) => `git clone https://x-access-token:${t}@github.com/brindle-app/brindle.git`,
    'GitHub app installation token in clone URL',
  ),
  VT('ghu', 'github-app-token', 'env', (t) => `GH_USER_TOKEN=${t}`, 'GitHub user-to-server token in .env'),
  VT('ghr', 'github-refresh-token', 'yaml', (t) => `github:\n  refresh_token: ${t}\n  expires_in: 15811200`, 'GitHub refresh token in YAML'),
  VT('ghFine', 'github-fine-grained-pat', 'shell export', (t) => `export GITHUB_TOKEN=${t}`, 'GitHub fine-grained PAT export'),
  VT(
    'glpat',
    'gitlab-pat',
    'header',
    (t) => `curl --header "PRIVATE-TOKEN: ${t}" https://gitlab.example.com/api/v4/projects`,
    'GitLab PAT in PRIVATE-TOKEN header',
  ),
  VT(
    'gldt',
    'gitlab-deploy-token',
    'sentence',
    (t) => `deploy token for the registry pull is ${t} (user gitlab+deploy-token-1182)`,
    'GitLab deploy token in sentence',
  ),
  VT(
    'glptt',
    'gitlab-ptt',
    'curl form',
    (t) => `curl -X POST -F token=${t} -F ref=main https://gitlab.example.com/api/v4/projects/42/trigger/pipeline`,
    'GitLab pipeline trigger token in curl form',
  ),
  S(
    'aws credentials file',
    'both',
    'AWS key id + secret in ~/.aws/credentials',
    (g) => {
      const id = V.akia(g),
        sec = V.awsSecret(g);
      return [`[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${sec}\nregion = eu-west-1`, [id, sec]];
    },
    { rule: 'aws-access-token' },
  ),
  S(
    'env pair',
    'both',
    'AWS key id + secret as env vars',
    (g) => {
      const id = V.akia(g),
        sec = V.awsSecret(g);
      return [`AWS_ACCESS_KEY_ID=${id}\nAWS_SECRET_ACCESS_KEY=${sec}`, [id, sec]];
    },
    { rule: 'aws-access-token' },
  ),
  S(
    'sts temporary',
    'both',
    'AWS STS temporary credentials with session token',
    (g) => {
      const id = V.asia(g),
        sec = V.awsSecret(g),
        tok = 'IQoJb3JpZ2luX2VjE' + g.str(300, B64);
      return [`{"AccessKeyId":"${id}","SecretAccessKey":"${sec}","SessionToken":"${tok}","Expiration":"2026-12-02T18:00:00Z"}`, [id, sec, tok]];
    },
    { rule: 'aws-access-token' },
  ),
  VT('akia', 'aws-access-token', 'bare in sentence', (t) => `The old IAM user key ${t} is still active on the backup box.`, 'AWS access key id alone'),
  VT('stripeLive', 'stripe-access-token', 'env', (t) => `STRIPE_SECRET_KEY=${t}`, 'Stripe live secret key in env'),
  VT('stripeTest', 'stripe-access-token', 'code', (t) => `const stripe = new Stripe('${t}', { apiVersion: '2024-06-20' });`, 'Stripe test secret key in code'),
  VT('stripeRestricted', 'stripe-access-token', 'yaml', (t) => `stripe:\n  restricted_key: ${t}`, 'Stripe restricted key in YAML'),
  VT('stripeWhsec', undefined, 'env', (t) => `STRIPE_WEBHOOK_SECRET=${t}`, 'Stripe webhook signing secret'),
  VT(
    'stripeWhsec',
    undefined,
    'cli output',
    (t) => `> Ready! Your webhook signing secret is ${t} (^C to quit)`,
    'Stripe CLI listen output with webhook secret',
  ),
  VT('slackBot', 'slack-bot-token', 'env', (t) => `SLACK_BOT_TOKEN=${t}`, 'Slack bot token'),
  VT('slackUser', 'slack-user-token', 'sentence', (t) => `my slack user token (for the export script): ${t}`, 'Slack user token in sentence'),
  VT('slackApp', 'slack-app-token', 'env', (t) => `SLACK_APP_TOKEN=${t}`, 'Slack app-level token'),
  S(
    'url',
    'vendor',
    'Slack incoming webhook URL',
    (g) => {
      const a = 'T' + g.upper(10),
        b = 'B' + g.upper(10),
        c = g.str(24);
      return [`Alerts post to https://hooks.slack` + `.com/services/${a}/${b}/${c}`, [c]];
    },
    { rule: 'slack-webhook-url' },
  ),
  VT('openai', 'openai-api-key', 'env', (t) => `OPENAI_API_KEY=${t}`, 'OpenAI project key'),
  VT('openaiLegacy', 'openai-api-key', 'python', (t) => `openai.api_key = "${t}"`, 'OpenAI legacy key in python'),
  VT('anthropic', 'anthropic-api-key', 'shell export', (t) => `export ANTHROPIC_API_KEY='${t}'`, 'Anthropic API key export'),
  VT('anthropicAdmin', 'anthropic-admin-api-key', 'header', (t) => `x-api-key: ${t}`, 'Anthropic admin key in header'),
  VT('npm', 'npm-access-token', 'npmrc', (t) => `//registry.npmjs.org/:_authToken=${t}`, 'npm token in .npmrc'),
  VT('pypi', 'pypi-upload-token', 'pypirc', (t) => `[pypi]\nusername = __token__\npassword = ${t}`, 'PyPI token in .pypirc'),
  VT('rubygems', 'rubygems-api-token', 'credentials yaml', (t) => `---\n:rubygems_api_key: ${t}`, 'RubyGems API key in ~/.gem/credentials'),
  VT(
    'nuget',
    undefined,
    'cli flag',
    (t) => `dotnet nuget push Brindle.Client.3.8.0.nupkg --api-key ${t} --source https://api.nuget.org/v3/index.json`,
    'NuGet key on dotnet CLI',
  ),
  VT('docker', undefined, 'cli', (t) => `echo ${t} | docker login -u brindleci --password-stdin`, 'Docker Hub PAT piped to docker login'),
  S('env pair', 'both', 'Twilio account SID + auth token', (g) => {
    const sid = 'A' + 'C' + g.hex(32),
      tok = g.hex(32);
    return [`TWILIO_ACCOUNT_SID=${sid}\nTWILIO_AUTH_TOKEN=${tok}`, [tok]];
  }),
  VT('twilioKey', 'twilio-api-key', 'sentence', (t) => `Twilio API key SID ${t} was created for the SMS reminders.`, 'Twilio API key SID'),
  VT('sendgrid', 'sendgrid-api-token', 'env', (t) => `SENDGRID_API_KEY=${t}`, 'SendGrid key'),
  VT(
    'mailgun',
    'mailgun-private-api-token',
    'curl -u',
    (t) => `curl -s --user 'api:${t}' https://api.mailgun.net/v3/mg.brindle.example/messages`,
    'Mailgun key in curl --user',
  ),
  S(
    'env',
    'context',
    'Datadog API and app keys',
    (g) => {
      const a = g.hex(32),
        b = g.hex(40);
      return [`DD_API_KEY=${a}\nDD_APP_KEY=${b}\nDD_SITE=datadoghq.eu`, [a, b]];
    },
    { rule: 'datadog-access-token' },
  ),
  S('dsn', 'both', 'Sentry DSN with legacy secret part', (g) => {
    const pub = g.hex(32),
      sec = g.hex(32);
    return [`SENTRY_DSN=https://${pub}:${sec}@o${g.digits(6)}.ingest.sentry.io/${g.digits(7)}`, [sec]];
  }),
  VT('sentryUser', 'sentry-user-token', 'sentryclirc', (t) => `[auth]\ntoken=${t}`, 'Sentry user auth token in .sentryclirc'),
  VT('herokuV2', 'heroku-api-key-v2', 'env', (t) => `HEROKU_API_KEY=${t}`, 'Heroku v2 API key'),
  CX('env', (v) => `HEROKU_API_KEY=${v}`, 'uuid', 'Heroku legacy UUID-shaped key, context only', { rule: 'heroku-api-key' }),
  VT('doPat', 'digitalocean-pat', 'cli', (t) => `doctl auth init --access-token ${t}`, 'DigitalOcean PAT on doctl'),
  VT(
    'doOauth',
    'digitalocean-access-token',
    'json',
    (t) => `{"access_token":"${t}","token_type":"bearer","expires_in":2592000}`,
    'DigitalOcean OAuth token json',
  ),
  CX('env', (v) => `CLOUDFLARE_API_TOKEN=${v}`, 'random', 'Cloudflare API token, context named', { rule: 'cloudflare-api-key' }),
  S(
    'env',
    'context',
    'Cloudflare global API key with e-mail',
    (g) => {
      const k = g.hex(37);
      return [`CF_API_EMAIL=ops@brindle.example\nCF_API_KEY=${k}`, [k]];
    },
    { rule: 'cloudflare-global-api-key' },
  ),
  VT('cfOriginCa', 'cloudflare-origin-ca-key', 'env', (t) => `CF_ORIGIN_CA_KEY=${t}`, 'Cloudflare origin CA key'),
  VT('vault', 'vault-service-token', 'env', (t) => `VAULT_ADDR=https://vault.brindle.example:8200\nVAULT_TOKEN=${t}`, 'Vault service token'),
  VT('vaultBatch', 'vault-batch-token', 'sentence', (t) => `batch token for the migration job: ${t}`, 'Vault batch token'),
  S(
    'env',
    'both',
    'Vault legacy s. token',
    (g) => {
      const t = 's.' + g.str(24);
      return [`VAULT_TOKEN=${t}`, [t]];
    },
    { rule: 'vault-service-token' },
  ),
  VT('doppler', 'doppler-api-token', 'cli', (t) => `doppler configure set token ${t} --scope /srv/brindle`, 'Doppler personal token'),
  VT('dopplerSvc', undefined, 'env', (t) => `DOPPLER_TOKEN=${t}`, 'Doppler service token'),
  VT('linear', 'linear-api-key', 'header', (t) => `Authorization: ${t}`, 'Linear API key as raw Authorization header'),
  VT('postman', 'postman-api-token', 'env', (t) => `POSTMAN_API_KEY=${t}`, 'Postman API key'),
  VT('grafanaSa', 'grafana-service-account-token', 'header', (t) => `Authorization: Bearer ${t}`, 'Grafana service account token bearer'),
  VT('grafanaCloud', 'grafana-cloud-api-token', 'env', (t) => `GRAFANA_CLOUD_TOKEN=${t}`, 'Grafana Cloud token'),
  VT('tfc', 'hashicorp-tf-api-token', 'terraformrc', (t) => `credentials "app.terraform.io" {\n  token = "${t}"\n}`, 'Terraform Cloud token in .terraformrc'),
  VT('supabaseMgmt', undefined, 'env', (t) => `SUPABASE_ACCESS_TOKEN=${t}`, 'Supabase management token'),
  VT('supabaseSecret', undefined, 'env', (t) => `SUPABASE_SECRET_KEY=${t}`, 'Supabase secret API key'),
  S(
    'env',
    'both',
    'Supabase service_role JWT',
    (g) => {
      const t = V.jwt(g, `{"iss":"supabase","ref":"${g.lower(20)}","role":"service_role","iat":1700000000,"exp":2015576000}`);
      return [`SUPABASE_SERVICE_ROLE_KEY=${t}`, [t]];
    },
    { rule: 'jwt' },
  ),
  VT('googleKey', 'gcp-api-key', 'env', (t) => `GOOGLE_MAPS_SERVER_KEY=${t}`, 'Google API key for server use'),
  VT('googleKey', 'gcp-api-key', 'url', (t) => `https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=${t}`, 'Google API key in request URL'),
  VT('discord', undefined, 'env', (t) => `DISCORD_BOT_TOKEN=${t}`, 'Discord bot token'),
  VT(
    'telegram',
    'telegram-bot-api-token',
    'url',
    (t) => `curl https://api.telegram.org/bot${t}/sendMessage -d chat_id=-1001234 -d text=deployed`,
    'Telegram bot token in API URL',
  ),
  VT(
    'azureAdSecret',
    'azure-ad-client-secret',
    'env',
    (t) => `AZURE_CLIENT_ID=00000000-0000-0000-0000-000000000000\nAZURE_CLIENT_SECRET=${t}`,
    'Azure AD client secret',
  ),
  S('connection string', 'both', 'Azure storage connection string', (g) => {
    const k = g.str(86, B64) + '==';
    return [`AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=brindlepdfs;AccountKey=${k};EndpointSuffix=core.windows.net"`, [k]];
  }),
  S('url', 'both', 'Azure blob SAS URL with sig', (g) => {
    const sig = encodeURIComponent(g.str(43, B64) + '=');
    return [
      `https://brindlepdfs.blob.core.windows.net/invoices/INV-2041.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2027-01-01T00:00:00Z&spr=https&sig=${sig}`,
      [sig],
    ];
  }),
  S('connection string', 'both', 'Azure Service Bus connection string', (g) => {
    const k = g.str(43, B64) + '=';
    return [`Endpoint=sb://brindle-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${k}`, [k]];
  }),
  S(
    'service account json',
    'both',
    'GCP service-account JSON with private_key',
    (g) => {
      const kid = g.hex(40);
      const { body } = pem(g, PK, 8);
      const esc = `-----BEGIN ${PK}-----\\n${body.join('\\n')}\\n-----END ${PK}-----\\n`;
      return [
        `{\n  "type": "service_account",\n  "project_id": "brindle-prod",\n  "private_key_id": "${kid}",\n  "private_key": "${esc}",\n  "client_email": "pdf-render@brindle-prod.iam.gserviceaccount.com",\n  "client_id": "${g.digits(21)}"\n}`,
        body,
      ];
    },
    { rule: 'private-key' },
  ),
  VT('shopify', 'shopify-access-token', 'env', (t) => `SHOPIFY_ADMIN_TOKEN=${t}`, 'Shopify admin token'),
  VT('huggingface', 'huggingface-access-token', 'cli', (t) => `huggingface-cli login --token ${t}`, 'Hugging Face token on CLI'),
  VT(
    'databricks',
    'databricks-api-token',
    'databrickscfg',
    (t) => `[DEFAULT]\nhost = https://adb-1234.5.azuredatabricks.net\ntoken = ${t}`,
    'Databricks token in .databrickscfg',
  ),
  VT('newrelic', 'new-relic-user-api-key', 'env', (t) => `NEW_RELIC_API_KEY=${t}`, 'New Relic user key'),
  VT('pulumi', 'pulumi-api-token', 'env', (t) => `PULUMI_ACCESS_TOKEN=${t}`, 'Pulumi token'),
  VT(
    'planetscale',
    'planetscale-password',
    'url',
    (t) => `mysql://k2x9brindle:${t}@aws.connect.psdb.cloud/brindle?sslaccept=strict`,
    'PlanetScale password in mysql URL',
  ),
  VT('airtable', undefined, 'header', (t) => `Authorization: Bearer ${t}`, 'Airtable PAT bearer'),
  VT('notion', undefined, 'env', (t) => `NOTION_TOKEN=${t}`, 'Notion integration token'),
  VT('figma', undefined, 'header', (t) => `X-Figma-Token: ${t}`, 'Figma PAT header'),
  VT('atlassian', 'atlassian-api-token', 'env', (t) => `JIRA_API_TOKEN=${t}`, 'Atlassian API token'),
  VT('square', 'square-access-token', 'env', (t) => `SQUARE_ACCESS_TOKEN=${t}`, 'Square access token'),
  VT('buildkite', undefined, 'env', (t) => `BUILDKITE_API_TOKEN=${t}`, 'Buildkite user token'),
  VT('mapboxSecret', undefined, 'env', (t) => `MAPBOX_SECRET_TOKEN=${t}`, 'Mapbox secret token'),
  VT('flyio', undefined, 'env', (t) => `FLY_API_TOKEN="${t}"`, 'Fly.io macaroon token'),
  VT('jwt', 'jwt', 'sentence', (t) => `the session JWT from staging was ${t} — decoded fine`, 'JWT in sentence'),
  VT('jwt', 'jwt', 'cookie header', (t) => `Cookie: brindle_session=${t}; Path=/; HttpOnly`, 'JWT in cookie header'),

  // ───────────────────────────── private keys ─────────────────────────────
  S(
    'pem block',
    'vendor',
    'RSA private key PEM',
    (g) => {
      const { block, body } = pem(g, 'RSA ' + PK, 10);
      return [`deploy key for the staging box:\n${block}`, body];
    },
    { rule: 'private-key' },
  ),
  S(
    'pem block',
    'vendor',
    'EC private key PEM',
    (g) => {
      const { block, body } = pem(g, 'EC ' + PK, 3);
      return [block, body];
    },
    { rule: 'private-key' },
  ),
  S(
    'pem block',
    'vendor',
    'PKCS8 encrypted private key PEM',
    (g) => {
      const { block, body } = pem(g, 'ENCRYPTED ' + PK, 8);
      return [`apple push key (passphrase in vault):\n${block}`, body];
    },
    { rule: 'private-key' },
  ),
  S(
    'openssh',
    'vendor',
    'OpenSSH private key',
    (g) => {
      const { block, body } = opensshKey(g);
      return [`~/.ssh/id_ed25519 on the runner:\n${block}`, body];
    },
    { rule: 'private-key' },
  ),
  S(
    'pgp block',
    'vendor',
    'PGP private key block',
    (g) => {
      const body: string[] = [];
      for (let i = 0; i < 6; i++) body.push(g.str(64, B64));
      const crc = '=' + g.str(4, B64);
      return [`-----BEGIN PGP ${PK} BLOCK-----\n\nlQVYBG${g.str(58, B64)}\n${body.join('\n')}\n${crc}\n-----END PGP ${PK} BLOCK-----`, body];
    },
    { rule: 'private-key' },
  ),
  S(
    'age key file',
    'vendor',
    'age secret key with public comment',
    (g) => {
      const pub = 'age1' + g.str(58, BECH32);
      const sec = 'AGE-' + 'SECRET-KEY-1' + g.str(58, BECH32.toUpperCase());
      return [`# created: 2026-11-30T10:12:00Z\n# public key: ${pub}\n${sec}`, [sec]];
    },
    { rule: 'age-secret-key' },
  ),
  S(
    'sops env',
    'vendor',
    'age key in SOPS env var',
    (g) => {
      const sec = 'AGE-' + 'SECRET-KEY-1' + g.str(58, BECH32.toUpperCase());
      return [`SOPS_AGE_KEY=${sec} sops -d secrets/prod.enc.yaml`, [sec]];
    },
    { rule: 'age-secret-key' },
  ),
  S(
    'pem in json escaped',
    'transformed',
    'RSA key JSON-escaped in a single line',
    (g) => {
      const { body } = pem(g, 'RSA ' + PK, 6);
      return [`{"githubAppPrivateKey":"-----BEGIN RSA ${PK}-----\\n${body.join('\\n')}\\n-----END RSA ${PK}-----"}`, body];
    },
    { rule: 'private-key' },
  ),
  S(
    'pem one-line spaces',
    'transformed',
    'PEM flattened to one line with spaces',
    (g) => {
      const { body } = pem(g, PK, 5);
      return [`PRIVATE_KEY="-----BEGIN ${PK}----- ${body.join(' ')} -----END ${PK}-----"`, body];
    },
    { rule: 'private-key' },
  ),

  // ───────────────────────────── database and service URLs ─────────────────────────────
  CX(
    'postgres url',
    (v) => `DATABASE_URL=postgres://brindle_app:${v}@db.internal.brindle.example:5432/brindle_prod`,
    'random',
    'postgres URL with random password',
  ),
  CX('postgres url', (v) => `postgresql://admin:${v}@10.0.3.17/brindle?sslmode=require`, 'human', 'postgresql URL with human password'),
  CX('mysql url', (v) => `mysql://root:${v}@127.0.0.1:3306/legacy_invoices`, 'short', 'mysql URL with short password'),
  CX(
    'mongodb+srv',
    (v) => `MONGO_URI="mongodb+srv://reports:${v}@cluster0.ab12c.mongodb.net/brindle?retryWrites=true&w=majority"`,
    'random',
    'mongodb+srv URL',
  ),
  CX('redis url', (v) => `REDIS_URL=redis://default:${v}@redis-12345.c1.eu-west-1.ec2.cloud.example:12345`, 'random', 'redis URL with password'),
  CX('rediss no user', (v) => `rediss://:${v}@cache.brindle.example:6380/2`, 'hex', 'rediss URL password without username'),
  CX('amqp url', (v) => `AMQP_URL=amqp://brindle:${v}@rabbit.internal:5672/%2F`, 'human', 'amqp URL'),
  CX('mssql url', (v) => `sqlserver://sa:${v}@sql.internal:1433;database=archive`, 'human', 'sqlserver URL'),
  CX('jdbc', (v) => `spring.datasource.url=jdbc:postgresql://db:5432/brindle?user=brindle&password=${v}`, 'random', 'JDBC URL password query param'),
  CX('basic auth url', (v) => `Prometheus scrapes https://metrics:${v}@app.brindle.example/metrics`, 'random', 'basic auth in https URL'),
  CX('ftp url', (v) => `bank exports: ftp://brindle-sftp:${v}@files.bank.example/outgoing/`, 'short', 'ftp URL with password'),
  CX('smtp url', (v) => `SMTP_URL=smtp://postmaster%40mg.brindle.example:${v}@smtp.mailgun.org:587`, 'hex', 'smtp URL with credentials'),
  CX('elastic url', (v) => `ELASTICSEARCH_URL=https://elastic:${v}@es.internal:9200`, 'random', 'elasticsearch URL'),
  CX('git credential url', (v) => `https://dana:${v}@git.brindle.example/brindle/infra.git`, 'random', 'git credential-store line'),

  // ───────────────────────────── authorization headers ─────────────────────────────
  CX('bearer header', (v) => `Authorization: Bearer ${v}`, 'random', 'opaque bearer token'),
  S(
    'bearer header',
    'both',
    'bearer JWT in curl',
    (g) => {
      const t = V.jwt(g);
      return [`curl -H "Authorization: Bearer ${t}" https://api.brindle.example/v1/invoices`, [t]];
    },
    { rule: 'jwt' },
  ),
  S('basic header', 'context', 'Basic auth header base64 user:pass', (g) => {
    const t = b64(`billing-admin:${g.human()}`);
    return [`Authorization: Basic ${t}`, [t]];
  }),
  CX('token header', (v) => `Authorization: Token ${v}`, 'hex', 'Token scheme header'),
  CX('ssws header', (v) => `Authorization: SSWS 00${v}`, 'random', 'Okta SSWS header'),
  CX('x-api-key header', (v) => `X-API-Key: ${v}`, 'random', 'X-API-Key header'),
  CX('fetch headers', (v) => `fetch(url, { headers: { Authorization: \`Bearer ${v}\` } })`, 'random', 'bearer in fetch code'),
  CX('curl -u', (v) => `curl -u ops:${v} https://ci.brindle.example/job/deploy/build`, 'human', 'curl -u user:pass', { rule: 'curl-auth-user' }),
  CX('curl header', (v) => `curl -H 'X-Auth-Token: ${v}' https://api.example.net/status`, 'hex', 'curl X-Auth-Token header', { rule: 'curl-auth-header' }),
  CX('wget', (v) => `wget --user=deploy --password=${v} https://artifacts.brindle.example/pdf-worker.tgz`, 'short', 'wget --password'),
  CX('httpie', (v) => `http -a ops:${v} POST https://api.brindle.example/admin/reindex`, 'human', 'httpie -a user:pass'),

  // ───────────────────────────── context-named credentials in many syntaxes ─────────────────────────────
  CX('.env', (v) => `DB_PASSWORD=${v}`, 'human', '.env password human'),
  CX('.env', (v) => `COOKIE_SECRET=${v}`, 'hex', '.env cookie secret hex'),
  CX('.env quoted', (v) => `SMTP_PASS="${v}"`, 'short', '.env quoted short password'),
  CX('.env', (v) => `API_KEY=${v}`, 'random', '.env API_KEY'),
  CX('.env', (v) => `JWT_SECRET=${v}`, 'random', '.env JWT secret', { rule: 'generic-api-key' }),
  CX('.env', (v) => `ENCRYPTION_KEY=${v}`, 'hex', '.env encryption key'),
  CX('shell export', (v) => `export PGPASSWORD='${v}'`, 'human', 'export PGPASSWORD'),
  CX('shell export', (v) => `export REGISTRY_AUTH_TOKEN=${v}`, 'random', 'export registry token'),
  CX('shell inline', (v) => `ADMIN_PASSWORD=${v} pnpm --filter api seed`, 'short', 'inline env var on command'),
  CX('yaml', (v) => `database:\n  host: db.internal\n  user: brindle\n  password: ${v}`, 'human', 'YAML nested password'),
  CX('yaml quoted', (v) => `smtp:\n  username: apikey\n  password: "${v}"`, 'random', 'YAML quoted password'),
  CX('yaml', (v) => `auth:\n  client_secret: ${v}`, 'random', 'YAML client_secret'),
  CX('compose env', (v) => `services:\n  postgres:\n    environment:\n      POSTGRES_PASSWORD: ${v}`, 'human', 'docker-compose POSTGRES_PASSWORD'),
  CX('gha env', (v) => `env:\n  SONAR_TOKEN: ${v}`, 'hex', 'workflow env with literal token'),
  CX('toml', (v) => `[database]\npassword = "${v}"`, 'human', 'TOML password'),
  CX('toml', (v) => `[tool.poetry.http-basic.private]\nusername = "ci"\npassword = "${v}"`, 'random', 'poetry http-basic TOML'),
  CX('json', (v) => `{"db": {"user": "brindle", "password": "${v}"}}`, 'human', 'JSON password'),
  CX('json', (v) => `{ "apiKey": "${v}", "endpoint": "https://api.example.net" }`, 'random', 'JSON apiKey'),
  CX('json', (v) => `"secret_access_token": "${v}",`, 'hex', 'JSON fragment secret token'),
  CX('ini', (v) => `[mysql]\nuser = reports\npassword = ${v}`, 'short', 'INI password'),
  CX('my.cnf', (v) => `[client]\nuser=root\npassword="${v}"`, 'human', 'my.cnf client password'),
  CX('xml attribute', (v) => `<add key="SmtpPassword" value="${v}" />`, 'human', 'XML appSettings attribute'),
  CX(
    'xml element',
    (v) => `<server>\n  <id>brindle-releases</id>\n  <username>deploy</username>\n  <password>${v}</password>\n</server>`,
    'random',
    'Maven settings.xml password',
  ),
  CX(
    'xml connection',
    (v) => `<connectionStrings><add name="Main" connectionString="Server=sql01;Database=Brindle;User Id=app;Password=${v};" /></connectionStrings>`,
    'human',
    'XML connection string',
  ),
  CX('java properties', (v) => `spring.datasource.password=${v}`, 'human', 'Java properties password'),
  CX('java properties', (v) => `mail.smtp.password = ${v}`, 'short', 'Java properties spaced'),
  CX('gradle properties', (v) => `signing.password=${v}\nsigning.keyId=24875D73`, 'human', 'gradle signing password'),
  CX('docker run -e', (v) => `docker run -d -e POSTGRES_PASSWORD=${v} -p 5432:5432 postgres:16`, 'human', 'docker run -e password'),
  CX('docker run --env', (v) => `docker run --env STRIPE_API_KEY=${v} brindle-api:3.8`, 'random', 'docker run --env key'),
  CX('kubectl secret', (v) => `kubectl create secret generic brindle-db --from-literal=password=${v}`, 'human', 'kubectl --from-literal password'),
  CX(
    'kubectl secret',
    (v) => `kubectl -n prod create secret generic api --from-literal=API_TOKEN='${v}' --dry-run=client -o yaml`,
    'random',
    'kubectl --from-literal token quoted',
  ),
  CX('cli --password', (v) => `psql "host=db.internal user=brindle" --password ${v}`, 'short', 'CLI --password space'),
  CX('cli --password=', (v) => `redis-cli -h cache.internal --pass ${v} INFO`, 'random', 'redis-cli --pass'),
  CX('cli --token=', (v) => `vercel deploy --prod --token=${v}`, 'random', 'CLI --token='),
  CX('mysql -p attached', (v) => `mysql -h db.internal -u root -p${v} brindle`, 'human', 'mysql -p attached password'),
  CX('mysqldump -p attached', (v) => `mysqldump -uroot -p${v} --all-databases > dump.sql`, 'short', 'mysqldump -p attached'),
  CX('sshpass', (v) => `sshpass -p '${v}' ssh ops@203.0.113.10`, 'human', 'sshpass -p'),
  CX('htpasswd', (v) => `htpasswd -bc /etc/nginx/.htpasswd admin ${v}`, 'short', 'htpasswd -b password arg'),
  CX('netrc', (v) => `machine api.heroku.com\n  login dana@brindle.example\n  password ${v}`, 'uuid', '.netrc entry'),
  CX('netrc one-line', (v) => `machine git.brindle.example login ci password ${v}`, 'random', '.netrc single line'),
  CX('.pgpass', (v) => `db.internal:5432:brindle_prod:brindle_app:${v}`, 'human', '.pgpass line'),
  CX(
    '.npmrc _authToken',
    (v) => `@brindle:registry=https://npm.pkg.example.com/\n//npm.pkg.example.com/:_authToken=${v}`,
    'random',
    '.npmrc scoped _authToken non-npm registry',
  ),
  S('.npmrc _auth', 'context', '.npmrc legacy _auth base64 of user:pass', (g) => {
    const e = b64('ci:' + g.human());
    return [`_auth=${e}`, [e]];
  }),
  CX('pip.conf', (v) => `[global]\nindex-url = https://ci:${v}@pypi.internal.brindle.example/simple`, 'random', 'pip.conf index-url with creds'),
  CX(
    'pip install',
    (v) => `pip install --extra-index-url https://__token__:${v}@gitlab.example.com/api/v4/projects/7/packages/pypi/simple brindle-tax`,
    'random',
    'pip --extra-index-url with token',
  ),
  CX(
    'git config',
    (v) =>
      `[credential "https://git.brindle.example"]\n  helper = store\n[url "https://ci:${v}@git.brindle.example/"]\n  insteadOf = https://git.brindle.example/`,
    'random',
    'gitconfig insteadOf with creds',
  ),
  CX(
    'connection string',
    (v) => `Server=tcp:brindle.database.windows.net,1433;Initial Catalog=brindle;User ID=app;Password=${v};Encrypt=True;`,
    'human',
    'ADO.NET connection string Password=',
  ),
  CX('connection string pwd', (v) => `Driver={ODBC Driver 18 for SQL Server};Server=sql01;Uid=report;Pwd=${v};`, 'short', 'ODBC Pwd='),
  CX('libpq dsn', (v) => `host=db.internal port=5432 dbname=brindle user=brindle password=${v} sslmode=require`, 'human', 'libpq keyword DSN'),
  CX('http header', (v) => `X-Shopify-Access-Token: ${v}`, 'hex', 'vendor header name with hex value'),
  CX('http header', (v) => `Private-Token: ${v}`, 'random', 'Private-Token header'),
  CX('python', (v) => `client = Client(api_key="${v}")`, 'random', 'python kwarg api_key'),
  CX('python', (v) => `PASSWORD = '${v}'  # TODO move to env`, 'human', 'python constant with TODO'),
  CX('typescript', (v) => `const adminPassword = "${v}";`, 'short', 'TS constant'),
  CX('go', (v) => `cfg := Config{Token: "${v}"}`, 'random', 'Go struct literal token'),
  CX('ruby', (v) => `config.secret_key_base = "${v}${v}"`, 'hex', 'Rails secret_key_base'),
  CX('php', (v) => `define('DB_PASSWORD', '${v}');`, 'human', 'wp-config define'),
  CX('terraform', (v) => `resource "aws_db_instance" "main" {\n  username = "brindle"\n  password = "${v}"\n}`, 'human', 'terraform literal password'),
  CX('hcl vars', (v) => `db_password = "${v}"`, 'short', 'tfvars password'),
  CX('helm values', (v) => `postgresql:\n  auth:\n    postgresPassword: ${v}`, 'human', 'helm values camelCase password'),
  CX('ansible', (v) => `ansible_become_pass: ${v}`, 'short', 'ansible become pass'),
  CX('systemd', (v) => `Environment="API_SECRET=${v}"`, 'random', 'systemd Environment'),
  CX('powershell', (v) => `$env:AZURE_DEVOPS_PAT = "${v}"`, 'random', 'PowerShell env PAT'),
  CX('powershell securestring', (v) => `$pw = ConvertTo-SecureString "${v}" -AsPlainText -Force`, 'human', 'PowerShell ConvertTo-SecureString'),
  CX('dockerfile', (v) => `ENV SENTRY_AUTH_TOKEN=${v}`, 'hex', 'Dockerfile ENV token'),
  CX('dockerfile arg', (v) => `docker build --build-arg NPM_TOKEN=${v} .`, 'random', 'docker --build-arg token'),
  CX('csv', (v) => `service,username,password\nbank-sftp,brindle,${v}`, 'human', 'CSV credentials export'),
  CX('markdown table', (v) => `| env | user | password |\n|---|---|---|\n| staging | admin | ${v} |`, 'short', 'markdown table password'),
  CX('sql', (v) => `CREATE USER reporting WITH PASSWORD '${v}';`, 'human', 'SQL CREATE USER password'),
  CX('sql alter', (v) => `ALTER ROLE brindle_app PASSWORD '${v}';`, 'random', 'SQL ALTER ROLE password'),
  CX('redis config', (v) => `requirepass ${v}`, 'random', 'redis.conf requirepass'),
  CX('nginx', (v) => `proxy_set_header Authorization "Bearer ${v}";`, 'random', 'nginx header bearer'),
  CX('wifi', (v) => `office wifi: SSID Brindle-5G, WPA2 key ${v}`, 'human', 'wifi key in note'),

  // ───────────────────────────── credentials in prose ─────────────────────────────
  CX('sentence', (v) => `The staging password is ${v} — ask Dana before changing it.`, 'human', 'staging password in sentence'),
  CX('sentence', (v) => `root pw on the old VPS: ${v}`, 'short', 'terse root pw'),
  CX('sentence', (v) => `Logged into the bank portal with user brindle-ops and password ${v}.`, 'human', 'bank portal password in sentence'),
  CX('sentence', (v) => `admin/${v} works on the demo instance`, 'short', 'user/pass slash pair'),
  CX('sentence', (v) => `Postgres superuser creds -> postgres / ${v}`, 'human', 'arrow creds'),
  CX('sentence', (v) => `API key for the tax-rates provider: ${v}`, 'random', 'API key colon in prose'),
  CX('sentence', (v) => `I reset the grafana admin password to ${v} after the incident.`, 'human', 'reset password in sentence'),
  CX('sentence', (v) => `the secret for the outbound webhook HMAC is "${v}"`, 'hex', 'quoted webhook secret in prose'),
  CX('sentence', (v) => `Passphrase for the release signing key: ${v}`, 'human', 'signing passphrase'),
  CX('sentence', (v) => `pass: ${v} (the vpn one)`, 'short', 'pass: label'),
  CX('sentence', (v) => `use token ${v} for the metrics push gateway`, 'random', 'token in imperative sentence'),
  CX('sentence', (v) => `Login: ops@brindle.example, Passwort: ${v}`, 'human', 'German label Passwort'),
  CX('sentence', (v) => `contraseña del servidor de staging: ${v}`, 'human', 'Spanish contraseña'),
  CX('sentence', (v) => `mot de passe de la base : ${v}`, 'short', 'French mot de passe'),
  CX('sentence', (v) => `数据库密码是 ${v}`, 'human', 'Chinese 密码'),
  CX('sentence', (v) => `パスワード: ${v}`, 'short', 'Japanese パスワード'),
  CX('sentence', (v) => `пароль от прод базы: ${v}`, 'human', 'Russian пароль'),
  CX('sentence', (v) => `Remember: the SFTP password changed to ${v} on Monday.`, 'human', 'changed password sentence'),
  CX('sentence', (v) => `creds for the CI bot are ci-bot:${v}`, 'random', 'user:pass pair in prose'),
  CX('sentence', (v) => `The client secret (Xero integration) is ${v}, client id is in the README.`, 'random', 'client secret prose'),

  // ───────────────────────────── transformed ─────────────────────────────
  S('base64 of token', 'transformed', 'base64 of a GitHub PAT in env', (g) => {
    const e = b64(V.ghp(g));
    return [`GH_TOKEN_B64=${e}`, [e]];
  }),
  S(
    'k8s secret data',
    'transformed',
    'Kubernetes Secret manifest data base64 password',
    (g) => {
      const e = b64(g.human());
      return [`apiVersion: v1\nkind: Secret\nmetadata:\n  name: brindle-db\ntype: Opaque\ndata:\n  username: ${b64('brindle')}\n  password: ${e}`, [e]];
    },
    { rule: 'kubernetes-secret-yaml' },
  ),
  S('base64 decode pipe', 'transformed', 'base64 of npm token decoded in shell', (g) => {
    const e = b64(V.npm(g));
    return [`echo ${e} | base64 -d > ~/.npm-token`, [e]];
  }),
  S('docker config auth', 'transformed', 'docker config.json auth base64 user:token', (g) => {
    const e = b64('brindleci:' + V.docker(g));
    return [`{"auths":{"https://index.docker.io/v1/":{"auth":"${e}"}}}`, [e]];
  }),
  S('split with spaces', 'transformed', 'GitHub PAT split in 4 chunks with spaces', (g) => {
    const t = V.ghp(g);
    const parts = [t.slice(0, 10), t.slice(10, 20), t.slice(20, 30), t.slice(30)];
    return [`token (split so the bot doesn't eat it): ${parts.join(' ')}`, parts.slice(1)];
  }),
  S('split across lines', 'transformed', 'Stripe key split across three lines', (g) => {
    const t = V.stripeLive(g);
    const parts = [t.slice(0, 40), t.slice(40, 80), t.slice(80)];
    return [`stripe key, joined:\n${parts.join('\n')}`, parts.map((p) => p.replace(/^sk_live_/, ''))];
  }),
  S('string concatenation', 'transformed', 'OpenAI key split by JS string concatenation', (g) => {
    const t = V.openai(g);
    const a = t.slice(0, 60),
      b = t.slice(60, 120),
      c = t.slice(120);
    return [`const key = "${a}" +\n  "${b}" +\n  "${c}";`, [a.slice(8), b, c]];
  }),
  S('python concatenation', 'transformed', 'Slack token assembled from parts in python', (g) => {
    const t = V.slackBot(g);
    const i = t.lastIndexOf('-');
    const head = t.slice(0, i + 1),
      tail = t.slice(i + 1);
    return [`SLACK = "${head}" + "${tail}"`, [tail, head.slice(5)]];
  }),
  S('url-encoded password', 'transformed', 'URL-encoded special-char password in postgres URL', (g) => {
    const raw = g.pick(['p@ss/', 'Q#r:', 'z&k=']) + g.str(14) + '!';
    const enc = encodeURIComponent(raw);
    return [`DATABASE_URL=postgres://brindle:${enc}@db.internal:5432/brindle`, [enc]];
  }),
  S('url-encoded in query', 'transformed', 'URL-encoded token in query string', (g) => {
    const raw = g.str(20, B64) + '/+' + g.str(10, B64) + '==';
    const enc = encodeURIComponent(raw);
    return [`https://api.example.net/export?access_token=${enc}&format=csv`, [enc]];
  }),
  S('json-escaped', 'transformed', 'token inside JSON-escaped string in a log line', (g) => {
    const t = V.sendgrid(g);
    return [`level=error msg="request failed" body="{\\"apiKey\\":\\"${t}\\",\\"to\\":\\"x@y.example\\"}"`, [t]];
  }),
  S('double JSON escaped', 'transformed', 'password inside doubly-escaped JSON', (g) => {
    const v = g.human();
    return [`"{\\"config\\":\\"{\\\\\\"password\\\\\\":\\\\\\"${v}\\\\\\"}\\"}"`, [v]];
  }),
  S('markdown fenced', 'transformed', 'env line inside fenced markdown code', (g) => {
    const t = V.anthropic(g);
    return ['```bash\nexport ANTHROPIC_API_KEY=' + t + '\n```', [t]];
  }),
  S('markdown inline code', 'transformed', 'token in inline markdown code', (g) => {
    const t = V.glpat(g);
    return ['Set `GITLAB_TOKEN=' + t + '` in your shell.', [t]];
  }),
  S('hex-encoded', 'transformed', 'hex-encoded password in a config', (g) => {
    const e = Buffer.from(g.human(), 'utf8').toString('hex');
    return [`db_password_hex: ${e}`, [e]];
  }),
  S('quoted with escaped quote', 'transformed', 'password containing escaped quote in shell', (g) => {
    const v = g.str(8) + '\\"' + g.str(8);
    return [`export DB_PASS="${v}"`, [v.slice(0, 8), v.slice(-8)]];
  }),
  S('yaml block scalar', 'transformed', 'token in YAML block scalar on next line', (g) => {
    const t = V.doPat(g);
    return [`do_token: >-\n  ${t}`, [t]];
  }),
  S('html-escaped', 'transformed', 'password in HTML-escaped attribute', (g) => {
    const a = g.str(10),
      b = g.str(8);
    return [`<input type="hidden" name="smtp_password" value="${a}&amp;${b}">`, [a, b]];
  }),
  S('line continuation', 'transformed', 'token wrapped across two lines with backslash continuation', (g) => {
    const t = V.npm(g);
    return [`NPM_TOKEN=${t.slice(0, 20)}\\\n${t.slice(20)}`, [t.slice(4, 20), t.slice(20)]];
  }),
  S('base64 in curl', 'transformed', 'curl with precomputed Basic header', (g) => {
    const e = b64('admin:' + g.human());
    return [`curl -H "Authorization: Basic ${e}" https://jenkins.internal/api/json`, [e]];
  }),
  S('base64 gitconfig extraheader', 'transformed', 'git extraheader with base64 token', (g) => {
    const e = b64('x-access-token:' + V.ghs(g));
    return [`git -c http.extraheader="AUTHORIZATION: basic ${e}" fetch origin`, [e]];
  }),
  S('backtick shell', 'transformed', 'token quoted in single quotes inside a sentence', (g) => {
    const t = V.huggingface(g);
    return [`I ran 'HF_TOKEN=${t} python train.py' and it worked`, [t]];
  }),
  S('env in json array', 'transformed', 'ECS task definition env array', (g) => {
    const v = g.str(32);
    return [`"environment": [{"name": "PAYMENT_API_SECRET", "value": "${v}"}]`, [v]];
  }),

  // ───────────────────────────── other doors ─────────────────────────────
  VT('ghp', 'github-pat', 'title', (t) => `Rotated ${t} after leak`, 'GitHub PAT in title', 'title'),
  VT('stripeLive', 'stripe-access-token', 'title', (t) => `Stripe key ${t}`, 'Stripe key in title', 'title'),
  CX('title', (v) => `Staging DB password is ${v}`, 'human', 'password sentence in title', { door: 'title' }),
  VT('slackBot', 'slack-bot-token', 'summary', (t) => `Set up the alerts bot; token ${t} lives in the ops vault now.`, 'Slack token in summary', 'summary'),
  S(
    'summary',
    'both',
    'AWS pair in summary',
    (g) => {
      const id = V.akia(g),
        sec = V.awsSecret(g);
      return [`Created IAM user pdf-uploader (${id} / ${sec}) for the S3 bucket.`, [id, sec]];
    },
    { rule: 'aws-access-token', door: 'summary' },
  ),
  CX('summary', (v) => `Fixed SMTP auth: password is now ${v} in prod`, 'short', 'short password in summary', { door: 'summary' }),
  VT('npm', 'npm-access-token', 'tag', (t) => t, 'npm token as a tag', 'tags'),
  CX('tag', (v) => `db-password:${v}`, 'human', 'password in tag', { door: 'tags' }),
  S(
    'tag',
    'transformed',
    'multi-line PEM inside a tag',
    (g) => {
      const { block, body } = pem(g, 'RSA ' + PK, 4);
      return [block, body];
    },
    { rule: 'private-key', door: 'tags' },
  ),
  VT('openai', 'openai-api-key', 'tripwire', (t) => `if OPENAI_API_KEY != ${t} the eval job fails`, 'OpenAI key in tripwire', 'tripwires'),
  CX('tripwire', (v) => `don't change the redis password (${v}) without restarting workers`, 'random', 'redis password in tripwire', { door: 'tripwires' }),
  S(
    'tripwire',
    'both',
    'postgres URL in tripwire',
    (g) => {
      const v = g.human();
      return [`migrations need postgres://migrator:${v}@db.internal/brindle`, [v]];
    },
    { door: 'tripwires' },
  ),
  VT('ghFine', 'github-fine-grained-pat', 'filesEdited path', (t) => `tmp/${t}.txt`, 'token as a file name', 'filesEdited'),
  S(
    'filesEdited path',
    'both',
    'edited-file entry annotated with the secret',
    (g) => {
      const t = V.stripeLive(g);
      return [`apps/api/.env (STRIPE_SECRET_KEY=${t})`, [t]];
    },
    { rule: 'stripe-access-token', door: 'filesEdited' },
  ),
  S(
    'filesEdited url',
    'both',
    'edited file given as URL with credentials',
    (g) => {
      const v = g.str(24);
      return [`https://deploy:${v}@git.brindle.example/infra/raw/main/ansible/vars.yml`, [v]];
    },
    { door: 'filesEdited' },
  ),
  VT('ghs', 'github-app-token', 'source url', (t) => `https://x-access-token:${t}@github.com/brindle-app/brindle.git`, 'app token in source URL', 'source'),
  VT('glpat', 'gitlab-pat', 'source url', (t) => `https://oauth2:${t}@gitlab.example.com/brindle/tax-rules.git`, 'GitLab PAT in source clone URL', 'source'),
  S(
    'source url',
    'both',
    'Slack webhook as source',
    (g) => {
      const c = g.str(24);
      return [`https://hooks.slack` + `.com/services/T${g.upper(10)}/B${g.upper(10)}/${c}`, [c]];
    },
    { rule: 'slack-webhook-url', door: 'source' },
  ),
  CX('source url', (v) => `https://api.example.net/v2/rates?api_key=${v}`, 'hex', 'api_key query param in source', { door: 'source' }),
  S(
    'source presigned',
    'both',
    'S3 presigned URL signature and key id in source',
    (g) => {
      const id = V.akia(g),
        sig = g.hex(64);
      return [
        `https://brindle-invoices.s3.eu-west-1.amazonaws.com/INV-9.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${id}%2F20261202%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261202T120000Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=${sig}`,
        [id, sig],
      ];
    },
    { rule: 'aws-access-token', door: 'source' },
  ),
  VT('anthropic', 'anthropic-api-key', 'query', (t) => `why does ${t} return 401`, 'Anthropic key in recall query', 'query'),
  CX('query', (v) => `DB_PASSWORD=${v} connection refused`, 'human', 'env line in recall query', { door: 'query' }),
  S(
    'query',
    'both',
    'bearer JWT in recall query',
    (g) => {
      const t = V.jwt(g);
      return [`curl -H 'Authorization: Bearer ${t}' 403 on /v1/invoices`, [t]];
    },
    { rule: 'jwt', door: 'query' },
  ),
  VT('telegram', 'telegram-bot-api-token', 'query', (t) => `telegram bot ${t} not sending`, 'Telegram token in query', 'query'),
  VT('ghp', 'github-pat', 'project path', (t) => `/home/runner/work/${t}/brindle`, 'token as a path segment', 'projectPath'),
  S(
    'project path',
    'both',
    'clone URL with credentials used as path',
    (g) => {
      const t = V.ghs(g);
      return [`/srv/builds/https:/x-access-token:${t}@github.com/brindle-app/brindle`, [t]];
    },
    { rule: 'github-app-token', door: 'projectPath' },
  ),
  CX('project path', (v) => `/Users/dana/code/brindle password=${v}`, 'short', 'password pasted into the path', { door: 'projectPath' }),

  // ───────────────────────────── more vendor tokens in assorted places ─────────────────────────────
  VT('ghp', 'github-pat', 'gh hosts yaml', (t) => `github.com:\n    user: dana\n    oauth_token: ${t}\n    git_protocol: ssh`, 'PAT in gh hosts.yml'),
  VT('ghp', 'github-pat', 'actions secret cli', (t) => `gh secret set RELEASE_TOKEN --body "${t}"`, 'PAT in gh secret set'),
  VT('ghFine', 'github-fine-grained-pat', 'json', (t) => `{"token":"${t}","expires_at":"2027-03-01"}`, 'fine-grained PAT in JSON'),
  VT('glpat', 'gitlab-pat', 'env', (t) => `CI_JOB_TOKEN_OVERRIDE=${t}`, 'GitLab PAT in odd env name'),
  VT('stripeLive', 'stripe-access-token', 'sentence', (t) => `Prod stripe key is ${t}; never use it locally.`, 'Stripe live key sentence'),
  VT('stripeLive', 'stripe-access-token', 'curl -u', (t) => `curl https://api.stripe.com/v1/charges -u ${t}:`, 'Stripe key as curl user'),
  VT('openai', 'openai-api-key', 'header', (t) => `Authorization: Bearer ${t}`, 'OpenAI key bearer header'),
  VT('anthropic', 'anthropic-api-key', 'json', (t) => `{"env": {"ANTHROPIC_API_KEY": "${t}"}}`, 'Anthropic key in settings JSON'),
  VT('npm', 'npm-access-token', 'env', (t) => `NODE_AUTH_TOKEN=${t}`, 'npm token NODE_AUTH_TOKEN'),
  VT('npm', 'npm-access-token', 'yarnrc', (t) => `npmAuthToken: "${t}"`, 'npm token in .yarnrc.yml'),
  VT('pypi', 'pypi-upload-token', 'twine cli', (t) => `twine upload -u __token__ -p ${t} dist/*`, 'PyPI token in twine'),
  VT('docker', undefined, 'env', (t) => `DOCKERHUB_TOKEN=${t}`, 'Docker Hub PAT env'),
  VT('sendgrid', 'sendgrid-api-token', 'yaml', (t) => `mailer:\n  provider: sendgrid\n  api_key: ${t}`, 'SendGrid in YAML'),
  VT('mailgun', 'mailgun-private-api-token', 'env', (t) => `MAILGUN_API_KEY=${t}`, 'Mailgun env'),
  VT('vault', 'vault-service-token', 'header', (t) => `X-Vault-Token: ${t}`, 'Vault header'),
  VT('doppler', 'doppler-api-token', 'sentence', (t) => `Doppler token for the worker: ${t}`, 'Doppler sentence'),
  VT('linear', 'linear-api-key', 'env', (t) => `LINEAR_API_KEY=${t}`, 'Linear env'),
  VT('postman', 'postman-api-token', 'url', (t) => `https://api.getpostman.com/collections?apikey=${t}`, 'Postman key in URL'),
  VT('tfc', 'hashicorp-tf-api-token', 'env', (t) => `TF_TOKEN_app_terraform_io=${t}`, 'TFC token env'),
  VT('discord', undefined, 'header', (t) => `Authorization: Bot ${t}`, 'Discord Bot header'),
  VT('telegram', 'telegram-bot-api-token', 'env', (t) => `TELEGRAM_BOT_TOKEN=${t}`, 'Telegram env'),
  VT(
    'azureAdSecret',
    'azure-ad-client-secret',
    'json',
    (t) => `{"appId": "11111111-2222-3333-4444-555555555555", "password": "${t}", "tenant": "brindle.onmicrosoft.com"}`,
    'Azure SP create-for-rbac output',
  ),
  VT('herokuV2', 'heroku-api-key-v2', 'netrc', (t) => `machine api.heroku.com\n  login dana@brindle.example\n  password ${t}`, 'Heroku v2 in netrc'),
  VT('shopify', 'shopify-access-token', 'header', (t) => `X-Shopify-Access-Token: ${t}`, 'Shopify header'),
  VT('databricks', 'databricks-api-token', 'header', (t) => `Authorization: Bearer ${t}`, 'Databricks bearer'),
  VT('grafanaSa', 'grafana-service-account-token', 'env', (t) => `GRAFANA_TOKEN=${t}`, 'Grafana SA env'),
  VT('rubygems', 'rubygems-api-token', 'env', (t) => `GEM_HOST_API_KEY=${t}`, 'RubyGems env'),
  VT('nuget', undefined, 'env', (t) => `NUGET_API_KEY=${t}`, 'NuGet env'),
  VT('sentryUser', 'sentry-user-token', 'env', (t) => `SENTRY_AUTH_TOKEN=${t}`, 'Sentry token env'),
  VT('cfOriginCa', 'cloudflare-origin-ca-key', 'sentence', (t) => `origin CA key ${t}`, 'Cloudflare origin CA sentence'),
  VT('newrelic', 'new-relic-user-api-key', 'header', (t) => `Api-Key: ${t}`, 'New Relic header'),
  VT('pulumi', 'pulumi-api-token', 'cli', (t) => `pulumi login --cloud-url https://api.pulumi.com  # token ${t}`, 'Pulumi token in comment'),
  VT('supabaseMgmt', undefined, 'cli', (t) => `supabase login --token ${t}`, 'Supabase CLI token'),
  VT('airtable', undefined, 'env', (t) => `AIRTABLE_TOKEN=${t}`, 'Airtable env'),
  VT('figma', undefined, 'env', (t) => `FIGMA_TOKEN=${t}`, 'Figma env'),
  VT('square', 'square-access-token', 'sentence', (t) => `square prod token ${t}`, 'Square sentence'),
  VT('huggingface', 'huggingface-access-token', 'env', (t) => `HF_TOKEN=${t}`, 'Hugging Face env'),
  VT('planetscale', 'planetscale-password', 'env', (t) => `DATABASE_PASSWORD=${t}`, 'PlanetScale password env'),
  VT(
    'atlassian',
    'atlassian-api-token',
    'curl -u',
    (t) => `curl -u dana@brindle.example:${t} https://brindle.atlassian.net/rest/api/3/myself`,
    'Atlassian in curl -u',
  ),
  VT('slackUser', 'slack-user-token', 'env', (t) => `SLACK_USER_TOKEN=${t}`, 'Slack user env'),
  VT('vaultBatch', 'vault-batch-token', 'env', (t) => `VAULT_TOKEN=${t}`, 'Vault batch env'),
  VT('gho', 'github-oauth', 'sentence', (t) => `the OAuth app gave me ${t}`, 'GitHub OAuth sentence'),
  VT('doOauth', 'digitalocean-access-token', 'env', (t) => `DIGITALOCEAN_ACCESS_TOKEN=${t}`, 'DigitalOcean OAuth env'),
  VT('mapboxSecret', undefined, 'sentence', (t) => `mapbox secret token (downloads scope): ${t}`, 'Mapbox secret sentence'),
  VT('buildkite', undefined, 'header', (t) => `Authorization: Bearer ${t}`, 'Buildkite bearer'),
  VT('googleKey', 'gcp-api-key', 'json', (t) => `{"translateApiKey": "${t}"}`, 'Google key JSON'),
  VT(
    'grafanaCloud',
    'grafana-cloud-api-token',
    'yaml',
    (t) => `remote_write:\n  - url: https://prometheus-prod.grafana.example/api/prom/push\n    basic_auth:\n      username: 123456\n      password: ${t}`,
    'Grafana Cloud in prometheus remote_write',
  ),
  VT('jwt', 'jwt', 'localStorage', (t) => `localStorage.setItem('access_token', '${t}')`, 'JWT in localStorage code'),
  VT('jwt', 'jwt', 'json', (t) => `{"access_token":"${t}","token_type":"Bearer","expires_in":3600}`, 'JWT in OAuth token response'),
  S('json', 'both', 'OAuth response with refresh token', (g) => {
    const a = g.str(40, B64URL),
      r = g.str(48, B64URL);
    return [`{"access_token":"${a}","refresh_token":"${r}","expires_in":3599,"scope":"accounting.transactions"}`, [a, r]];
  }),
  S('env', 'context', 'OAuth client id + client secret, only secret sensitive', (g) => {
    const s = g.str(35, B64URL);
    return [`GOOGLE_CLIENT_ID=${g.digits(12)}-${g.lower(32)}.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=GOCSPX-${s.slice(0, 28)}`, [s.slice(0, 28)]];
  }),
  S(
    'firebase admin',
    'both',
    'Firebase admin SDK private key in env',
    (g) => {
      const { body } = pem(g, PK, 4);
      return [`FIREBASE_PRIVATE_KEY="-----BEGIN ${PK}-----\\n${body.join('\\n')}\\n-----END ${PK}-----\\n"`, body];
    },
    { rule: 'private-key' },
  ),

  // ───────────────────────────── near-misses ─────────────────────────────
  N('commit sha', 'context', 'full git SHA after "commit"', (g) => `Regression introduced in commit ${g.hex(40)}; reverted in the next release.`),
  N('git revert', 'context', 'git revert with SHA', (g) => `git revert ${g.hex(40)}`),
  N('short sha', 'context', 'short SHA in prose', (g) => `Merged as ${g.hex(7)} on main.`),
  N('git log line', 'context', 'git log oneline lines', (g) => `${g.hex(9)} fix(ledger): half-even rounding\n${g.hex(9)} chore: bump fastify`),
  N('sha in url', 'context', 'GitHub commit URL', (g) => `https://github.com/brindle-app/brindle/commit/${g.hex(40)}`),
  N('action pin', 'context', 'action pinned to SHA', (g) => `- uses: actions/checkout@${g.hex(40)} # v4.2.2`),
  N('uuid', 'context', 'workspace UUID', (g) => `Reproduced with workspace ${g.uuid()} on staging.`),
  N('uuid header', 'context', 'request id header', (g) => `X-Request-Id: ${g.uuid()}`),
  N('uuid json', 'context', 'invoice id JSON', (g) => `{"invoice_id": "${g.uuid()}", "status": "sent"}`),
  N('idempotency key', 'context', 'Idempotency-Key header (request id, not a credential)', (g) => `Idempotency-Key: ${g.uuid()}`),
  N('sha256sum', 'context', 'sha256sum output', (g) => `${g.hex(64)}  brindle-3.8.0.tar.gz`),
  N('docker digest', 'context', 'image digest pin', (g) => `FROM node:20-alpine@sha256:${g.hex(64)}`),
  N('npm integrity', 'context', 'sha512 integrity in lockfile', (g) => `resolution: {integrity: sha512-${g.str(86, B64)}==}`),
  N(
    'sri',
    'context',
    'subresource integrity attribute',
    (g) => `<script src="https://js.stripe.com/v3/" integrity="sha384-${g.str(64, B64)}" crossorigin="anonymous"></script>`,
  ),
  N('go.sum', 'context', 'go.sum h1 hash', (g) => `github.com/jackc/pgx/v5 v5.6.0 h1:${g.str(43, B64)}=`),
  N('lfs oid', 'context', 'git LFS pointer', (g) => `version https://git-lfs.github.com/spec/v1\noid sha256:${g.hex(64)}\nsize 184223`),
  N('content hash', 'context', 'hashed asset file names', (g) => `Built _app/immutable/entry/start.${g.str(8, LOWER + DIGITS)}.js and app.${g.hex(8)}.css`),
  N('etag', 'context', 'ETag header', (g) => `ETag: "${g.hex(32)}"`),
  N('md5 checksum', 'context', 'md5 of a fixture', (g) => `fixtures/bank-export.csv md5 ${g.hex(32)}`),
  N('traceparent', 'context', 'W3C traceparent', (g) => `traceparent: 00-${g.hex(32)}-${g.hex(16)}-01`),
  N('base64 cursor', 'context', 'pagination cursor base64 JSON', () => `next cursor: ${b64('{"after":"2026-11-30T10:00:00Z","id":4821}')}`),
  N('base64 data uri', 'context', 'small PNG data URI', (g) => `background: url(data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB${g.str(40, B64)}=)`),
  N('base64 text', 'context', 'base64 of plain text in a test', () => `expect(encode('hello brindle')).toBe('${b64('hello brindle')}')`),
  N('placeholder', 'context', 'your-token-here placeholder', () => `GITHUB_TOKEN=your-token-here`),
  N('placeholder', 'context', 'angle-bracket placeholder', () => `curl -H "Authorization: Bearer <API_KEY>" https://api.brindle.example/v1/me`),
  N('placeholder', 'context', 'shell variable reference', () => `export NPM_TOKEN=\${NPM_TOKEN}`),
  N('placeholder', 'context', 'workflow secret reference', () => `env:\n  NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}`),
  N('placeholder', 'context', 'changeme in example env', () => `# .env.example\nPOSTGRES_PASSWORD=changeme`),
  N('placeholder', 'context', 'xxxx placeholder', () => 'STRIPE_SECRET_KEY=sk' + '_test_' + 'x'.repeat(24)),
  N('placeholder', 'context', 'asterisk-masked value', () => `password: ********`),
  N('placeholder', 'context', 'redacted marker', () => `DATABASE_URL=postgres://brindle:[REDACTED]@db.internal/brindle`),
  N('placeholder', 'context', 'ellipsis-truncated key in prose', () => `keys look like sk_live_… and must never leave the vault`),
  N('placeholder', 'context', 'env var expansion in URL', () => `postgres://\${DB_USER}:\${DB_PASSWORD}@\${DB_HOST}:5432/brindle`),
  N('placeholder', 'context', 'template placeholder', () => `password: "{{ vault_db_password }}"`),
  N('placeholder', 'context', 'process.env reference', () => `const key = process.env.STRIPE_SECRET_KEY ?? '';`),
  N('placeholder', 'context', 'dummy value in example', () => `API_KEY=dummy`),
  N('placeholder', 'context', 'docs example password', () => `mysql -u root -p   # you will be prompted for the password`),
  N('config number', 'context', 'max_tokens setting', () => `max_tokens: 4096`),
  N('config number', 'context', 'token budget', () => `token_budget: 8000`),
  N('config number', 'context', 'password min length', () => `password_min_length: 12`),
  N('config number', 'context', 'token TTL', () => `MAGIC_LINK_TTL_SECONDS=900\nACCESS_TOKEN_TTL=3600`),
  N('config number', 'context', 'tokens per minute', () => `rate_limits:\n  tokens_per_minute: 90000\n  requests_per_minute: 500`),
  N('config number', 'context', 'secret rotation days', () => `secret_rotation_days: 90`),
  N('config value', 'context', 'auth required', () => `auth: required`),
  N('config value', 'context', 'token type bearer', () => `token_type: bearer`),
  N('config value', 'context', 'header name for api key', () => `api_key_header: X-Api-Key`),
  N('config value', 'context', 'k8s secretKeyRef names', () => `valueFrom:\n  secretKeyRef:\n    name: brindle-db\n    key: password`),
  N('config value', 'context', 'token endpoint URL', () => `token_endpoint: https://auth.brindle.example/oauth/token`),
  N('config value', 'context', 'password hash algorithm', () => `PASSWORD_HASH_ALGORITHM=argon2id`),
  N('config value', 'context', 'passwordless flag', () => `passwordless: true\nsecret_scanning: enabled`),
  N('config value', 'context', 'password-stdin flag', () => `echo "$CR_PAT" | docker login ghcr.io -u dana --password-stdin`),
  N('config value', 'context', 'key id', () => `kid: 2026-11-signing\nkey_id: 7`),
  N('config value', 'context', 'primary key column', () => `primary_key: id\nforeign_key: workspace_id`),
  N('config value', 'context', 'secret boolean', () => `secret: false`),
  N('code', 'context', 'variable named token without a value', () => `const token = await getAccessToken(req);`),
  N('code', 'context', 'password read from form', () => `password = request.form["password"]`),
  N('code', 'context', 'function name with secret', () => `export function rotateWebhookSecret(endpointId: string): Promise<void>`),
  N('public key', 'vendor', 'ssh-ed25519 public line', (g) => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${g.str(43, B64)} dana@brindle-laptop`),
  N('public key', 'vendor', 'ssh-rsa public line in authorized_keys', (g) => `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${g.str(200, B64)} ci@brindle`),
  N('public key', 'vendor', 'PEM public key block', (g) => `-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA${g.str(43, B64)}=\n-----END PUBLIC KEY-----`),
  N('public key', 'vendor', 'age recipient (public)', (g) => `creation_rules:\n  - path_regex: secrets/.*\n    age: age1${g.str(58, BECH32)}`),
  N('public key', 'vendor', 'known_hosts line', (g) => `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${g.str(43, B64)}`),
  N(
    'publishable',
    'vendor',
    'Stripe publishable key marked public',
    (g) => `PUBLIC_STRIPE_PUBLISHABLE_KEY=pk` + `_live_${g.str(99)}  # publishable, shipped to the browser`,
  ),
  N(
    'publishable',
    'vendor',
    'Stripe test publishable key in front-end code',
    (g) => `loadStripe('pk` + `_test_${g.str(99)}') // publishable key, public by design`,
  ),
  N('stripe ids', 'vendor', 'Stripe object ids', (g) => `price_${g.str(24)} on prod_${g.str(14)} for customer cus_${g.str(14)}`),
  N('id', 'context', 'ULID identifiers', (g) => `job ${g.str(26, '0123456789ABCDEFGHJKMNPQRSTVWXYZ')} finished`),
  N('version', 'context', 'semver and build metadata', () => `brindle 3.8.0+build.20261202 (node 20.19.0, pnpm 9.12.1)`),
  N('numbers', 'context', 'long numeric ids', (g) => `Stripe event evt_${g.str(24)} for invoice #${g.digits(8)} at ts ${1764662400 + (g.next() % 86400)}`),
  N('network', 'context', 'IPs and ports', () => `redis at 10.0.3.22:6379, postgres at 10.0.3.17:5432, ipv6 fd00::17`),
  N('colour', 'context', 'hex colours', () => `--brand: #1f6feb; --brand-dark: #0b3d91; --accent: #ffb020;`),
  N('url', 'context', 'URL with user but no password', () => `postgres://brindle@localhost:5432/brindle_dev`),
  N('url', 'context', 'public registry URL', () => `registry=https://registry.npmjs.org/`),
  N('env names', 'context', 'list of secret names without values', () => `Required secrets: NPM_TOKEN, STRIPE_SECRET_KEY, SENTRY_AUTH_TOKEN, DATABASE_URL.`),
  N('aws region', 'context', 'AWS non-secret config', () => `AWS_REGION=eu-west-1\nAWS_DEFAULT_OUTPUT=json\nAWS_PROFILE=brindle-dev`),
  N('arn', 'context', 'AWS ARN', (g) => `arn:aws:iam::${g.digits(12)}:role/brindle-pdf-worker`),
  N('random id', 'context', 'GitHub run and artifact ids', (g) => `run ${g.digits(11)}, artifact ${g.digits(10)}, job ${g.digits(11)}`),
  N('hash prose', 'context', 'bcrypt cost setting', () => `bcrypt rounds: 12; argon2 memory: 65536 KiB`),
  N('query', 'context', 'recall query about tokens', () => `how do we rotate the npm token`, { door: 'query' }),
  N('title', 'context', 'title mentioning password policy', () => `Password reset flow uses single-use tokens`, { door: 'title' }),
  N('tags', 'context', 'tags naming secret topics', () => `secrets-management`, { door: 'tags' }),
  N('filesEdited', 'context', 'edited file named secrets', () => `apps/api/src/secrets/rotate.ts`, { door: 'filesEdited' }),
  N('projectPath', 'context', 'normal project path with hash-like dir', (g) => `/home/dana/.cache/worktrees/${g.hex(12)}/brindle`, { door: 'projectPath' }),
  N('source', 'context', 'source URL with commit SHA', (g) => `https://github.com/brindle-app/brindle/blob/${g.hex(40)}/SECURITY.md`, { door: 'source' }),
  N('tripwires', 'context', 'tripwire about a token setting', () => `changing ACCESS_TOKEN_TTL below 300 breaks the mobile app`, { door: 'tripwires' }),
  N(
    'summary',
    'context',
    'summary about secret rotation without values',
    () => `Rotated the staging cookie secret; values live in the vault, nothing in the repo.`,
    { door: 'summary' },
  ),
];
