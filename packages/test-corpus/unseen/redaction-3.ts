/** Unseen redaction set 3 — written blind on 2026-12-02 by a helper who had read neither the redactor, its tests, the corpus, nor sets 1 and 2. Never tuned against. Never edit. */
export type UnseenDoor = 'text' | 'title' | 'summary' | 'tags' | 'tripwires' | 'filesEdited' | 'source' | 'query' | 'projectPath';
export interface UnseenSecretCase {
  id: string; // 'r3-s-001' / 'r3-n-001'
  expect: 'secret' | 'near-miss';
  placement: string;
  basis: 'context' | 'vendor' | 'both' | 'transformed';
  gitleaksRule?: string; // the gitleaks default rule id covering this shape, when one does
  door?: UnseenDoor; // default 'text'
  build(): string;
  secrets(): string[]; // 'secret': substrings that must not appear in any byte written or printed; 'near-miss': []
  note: string;
}

// ─── deterministic fakes: no credential literal appears in this file ─────────────────────────
const DIG = '0123456789';
const LOW = 'abcdefghijklmnopqrstuvwxyz';
const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALNUM = UP + LOW + DIG;
const LOWNUM = LOW + DIG;
const UPNUM = UP + DIG;
const HEX = DIG + 'abcdef';
const HEXU = DIG + 'ABCDEF';
const B64 = ALNUM + '+/';
const B64URL = ALNUM + '-_';
const BECH = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';
const PWCH = ALNUM + '!#%^*-_+=';

/** xorshift32 stream: the same (length, seed, alphabet) always yields the same string. */
function fake(length: number, seed: number, alphabet: string = ALNUM): string {
  let s = Math.imul((seed + 0x9e3779b9) | 0, 0x85ebca6b) >>> 0;
  s = (s ^ (s >>> 13)) >>> 0 || 0x2545f491;
  let out = '';
  for (let i = 0; i < length; i++) {
    s = (s ^ (s << 13)) >>> 0;
    s = (s ^ (s >>> 17)) >>> 0;
    s = (s ^ (s << 5)) >>> 0;
    out += alphabet.charAt((s >>> 3) % alphabet.length);
  }
  return out;
}

// ─── encodings and shapes, all computed at run time ──────────────────────────────────────────
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const b64url = (s: string): string => Buffer.from(s, 'utf8').toString('base64url');
const hexOf = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
const digits = (n: number, k: number): string => fake(1, k, '123456789') + fake(n - 1, k + 1, DIG);
/** A human-chosen-looking password: a word, digits and a symbol, never a dictionary word alone. */
const WORDLIST = ['lantern', 'quartz', 'meadow', 'cobalt', 'saffron', 'glacier', 'tundra', 'ember', 'walrus', 'pylon', 'marble', 'vortex'];
const pw = (k: number): string => {
  const w = WORDLIST[k % WORDLIST.length] ?? 'ember';
  return w.charAt(0).toUpperCase() + w.slice(1) + fake(3, k, DIG) + fake(1, k + 3, '!#%*') + fake(4, k + 5, ALNUM);
};
const randPw = (k: number, n = 20): string => fake(1, k, UP) + fake(n - 2, k + 1, PWCH) + fake(1, k + 2, DIG);

const ghp = (k: number): string => 'gh' + 'p_' + fake(36, k);
const gho = (k: number): string => 'gh' + 'o_' + fake(36, k);
const ghs = (k: number): string => 'gh' + 's_' + fake(36, k);
const ghu = (k: number): string => 'gh' + 'u_' + fake(36, k);
const ghr = (k: number): string => 'gh' + 'r_' + fake(36, k);
const ghFine = (k: number): string => 'github' + '_pat_' + fake(22, k, UPNUM) + '_' + fake(59, k + 1);
const glpat = (k: number): string => 'gl' + 'pat-' + fake(20, k, ALNUM + '-_');
const akia = (k: number): string => 'AK' + 'IA' + fake(16, k, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567');
const asia = (k: number): string => 'AS' + 'IA' + fake(16, k, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567');
const awsSecret = (k: number): string => fake(40, k, B64);
const aiza = (k: number): string => 'AI' + 'za' + fake(35, k, B64URL);
const skLive = (k: number): string => 'sk' + '_live_' + '51' + fake(96, k);
const xoxb = (k: number): string => 'xo' + 'xb-' + digits(11, k) + '-' + digits(13, k + 1) + '-' + fake(24, k + 2);
const xoxp = (k: number): string => 'xo' + 'xp-' + digits(11, k) + '-' + digits(11, k + 1) + '-' + digits(13, k + 2) + '-' + fake(32, k + 3, HEX);
const npmTok = (k: number): string => 'np' + 'm_' + fake(36, k);
const openaiProj = (k: number): string => 'sk-' + 'proj-' + fake(58, k, B64URL) + 'T3Blbk' + 'FJ' + fake(58, k + 1, B64URL);
const anthropic = (k: number): string => 'sk-' + 'ant-' + 'api03-' + fake(93, k, B64URL) + 'AA';
const jwt = (k: number, payload: object): string =>
  b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })) + '.' + b64url(JSON.stringify(payload)) + '.' + fake(43, k, B64URL);
const pemBody = (k: number, lines: number): string[] => {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(fake(64, k + i * 3, B64));
  out.push(fake(28, k + 99, B64) + '==');
  return out;
};
const hex = (n: number, k: number): string => fake(n, k, HEX);
const hexU = (n: number, k: number): string => fake(n, k, HEXU);
const uuidFrom = (k: number): string => `${hex(8, k)}-${hex(4, k + 1)}-4${hex(3, k + 2)}-a${hex(3, k + 3)}-${hex(12, k + 4)}`;

// ─── the case builders ────────────────────────────────────────────────────────────────────────
interface SecretSpec {
  p: string;
  basis: UnseenSecretCase['basis'];
  rule?: string;
  door?: UnseenDoor;
  /** The secret values for the case's base seed k. */
  v: (k: number) => string[];
  /** The pasted text around the values. */
  b: (v: string[]) => string;
  note: string;
}
interface NearSpec {
  p: string;
  basis: UnseenSecretCase['basis'];
  door?: UnseenDoor;
  b: (k: number) => string;
  note: string;
}
const SECRET_CASES: UnseenSecretCase[] = [];
const NEAR_CASES: UnseenSecretCase[] = [];
const S = (c: SecretSpec): void => {
  const n = SECRET_CASES.length + 1;
  const k = 3000 + n * 17;
  SECRET_CASES.push({
    id: `r3-s-${String(n).padStart(3, '0')}`,
    expect: 'secret',
    placement: c.p,
    basis: c.basis,
    ...(c.rule ? { gitleaksRule: c.rule } : {}),
    ...(c.door ? { door: c.door } : {}),
    build: () => c.b(c.v(k)),
    secrets: () => c.v(k),
    note: c.note,
  });
};
const N = (c: NearSpec): void => {
  const n = NEAR_CASES.length + 1;
  const k = 9000 + n * 13;
  NEAR_CASES.push({
    id: `r3-n-${String(n).padStart(3, '0')}`,
    expect: 'near-miss',
    placement: c.p,
    basis: c.basis,
    ...(c.door ? { door: c.door } : {}),
    build: () => c.b(k),
    secrets: () => [],
    note: c.note,
  });
};

// ═══ SECRETS — vendor-shaped tokens in the places people paste them ═══════════════════════════
S({
  p: 'shell: export of a GitHub classic PAT',
  basis: 'vendor',
  rule: 'github-pat',
  v: (k) => [ghp(k)],
  b: ([t]) => `export GH_TOKEN=${t}`,
  note: 'classic PAT in ~/.bashrc',
});
S({
  p: 'git remote with a PAT as the userinfo',
  basis: 'vendor',
  rule: 'github-pat',
  v: (k) => [ghp(k)],
  b: ([t]) => `git remote set-url origin https://x-access-token:${t}@github.com/acme/billing.git`,
  note: 'token as URL user',
});
S({
  p: 'fine-grained PAT in a chat paste',
  basis: 'vendor',
  rule: 'github-fine-grained-pat',
  v: (k) => [ghFine(k)],
  b: ([t]) => `ok here's the new fine-grained one, scoped to the infra repo only: ${t} (expires in 30d)`,
  note: 'github_pat_ 22_59 shape',
});
S({
  p: 'GitHub OAuth token in gh hosts.yml',
  basis: 'vendor',
  rule: 'github-oauth',
  v: (k) => [gho(k)],
  b: ([t]) => `github.com:\n    user: mtorres\n    oauth_token: ${t}\n    git_protocol: ssh`,
  note: '~/.config/gh/hosts.yml',
});
S({
  p: 'GitHub App installation token in CI log',
  basis: 'vendor',
  rule: 'github-app-token',
  v: (k) => [ghs(k)],
  b: ([t]) => `2026-11-30T10:02:11.412Z [debug] minted installation token ${t} for repo acme/web (expires 11:02)`,
  note: 'ghs_ in a debug log',
});
S({
  p: 'GitHub user-to-server token in JSON',
  basis: 'vendor',
  rule: 'github-app-token',
  v: (k) => [ghu(k)],
  b: ([t]) => `{"access_token":"${t}","expires_in":28800,"token_type":"bearer","scope":""}`,
  note: 'OAuth exchange response',
});
S({
  p: 'GitHub refresh token in JSON response',
  basis: 'vendor',
  rule: 'github-refresh-token',
  v: (k) => [ghr(k)],
  b: ([t]) => `"refresh_token": "${t}",\n"refresh_token_expires_in": 15811200`,
  note: 'ghr_',
});
S({
  p: 'GitLab PAT in a .gitlab-ci variable dump',
  basis: 'vendor',
  rule: 'gitlab-pat',
  v: (k) => [glpat(k)],
  b: ([t]) => `$ env | grep GL\nGL_TOKEN=${t}\nGL_HOST=gitlab.internal`,
  note: 'env dump in a job log',
});
S({
  p: 'GitLab pipeline trigger token in curl',
  basis: 'vendor',
  rule: 'gitlab-ptt',
  v: (k) => ['gl' + 'ptt-' + fake(40, k, HEX)],
  b: ([t]) => `curl -X POST --fail -F token=${t} -F ref=main https://gitlab.example.com/api/v4/projects/42/trigger/pipeline`,
  note: 'glptt- trigger',
});
S({
  p: 'GitLab runner authentication token in config.toml',
  basis: 'vendor',
  rule: 'gitlab-runner-authentication-token',
  v: (k) => ['gl' + 'rt-' + fake(20, k, ALNUM + '-_')],
  b: ([t]) => `[[runners]]\n  name = "build-01"\n  url = "https://gitlab.example.com"\n  token = "${t}"\n  executor = "docker"`,
  note: 'runner config.toml',
});
S({
  p: 'GitLab deploy token in a Helm values file',
  basis: 'vendor',
  rule: 'gitlab-deploy-token',
  v: (k) => ['gl' + 'dt-' + fake(20, k, ALNUM + '-_')],
  b: ([t]) => `imageCredentials:\n  registry: registry.gitlab.com\n  username: gitlab+deploy-token-17\n  password: ${t}`,
  note: 'gldt- as registry password',
});
S({
  p: 'Slack bot token in a Python constant',
  basis: 'vendor',
  rule: 'slack-bot-token',
  v: (k) => [xoxb(k)],
  b: ([t]) => `SLACK_BOT_TOKEN = "${t}"  # TODO move to vault`,
  note: 'xoxb in code',
});
S({
  p: 'Slack user token in a curl header',
  basis: 'vendor',
  rule: 'slack-user-token',
  v: (k) => [xoxp(k)],
  b: ([t]) => `curl -s -H 'Authorization: Bearer ${t}' https://slack.com/api/conversations.list`,
  note: 'xoxp bearer',
});
S({
  p: 'Slack app-level token in socket mode env',
  basis: 'vendor',
  rule: 'slack-app-token',
  v: (k) => ['xa' + 'pp-1-A' + fake(10, k, UPNUM) + '-' + digits(13, k + 1) + '-' + hex(64, k + 2)],
  b: ([t]) => `SLACK_APP_TOKEN=${t}`,
  note: 'xapp-1-',
});
S({
  p: 'Slack incoming webhook URL in a chat',
  basis: 'vendor',
  rule: 'slack-webhook-url',
  v: (k) => ['https://hooks.sl' + 'ack.com/services/T' + fake(8, k, UPNUM) + '/B' + fake(10, k + 1, UPNUM) + '/' + fake(24, k + 2)],
  b: ([u]) => `alerts go to ${u} — don't share it outside the team`,
  note: 'webhook URL is the credential',
});
S({
  p: 'AWS key id and secret in ~/.aws/credentials',
  basis: 'both',
  rule: 'aws-access-token',
  v: (k) => [akia(k), awsSecret(k + 1)],
  b: ([i, s]) => `[default]\naws_access_key_id = ${i}\naws_secret_access_key = ${s}\nregion = eu-west-1`,
  note: 'credentials INI',
});
S({
  p: 'AWS temporary credentials from sts in JSON',
  basis: 'both',
  rule: 'aws-access-token',
  v: (k) => [asia(k), awsSecret(k + 1), 'IQoJb3JpZ2luX2Vj' + fake(300, k + 2, B64)],
  b: ([i, s, t]) =>
    `{\n  "Credentials": {\n    "AccessKeyId": "${i}",\n    "SecretAccessKey": "${s}",\n    "SessionToken": "${t}",\n    "Expiration": "2026-12-02T06:00:00Z"\n  }\n}`,
  note: 'aws sts assume-role output',
});
S({
  p: 'AWS secret set via aws configure',
  basis: 'context',
  v: (k) => [awsSecret(k)],
  b: ([s]) => `aws configure set aws_secret_access_key ${s} --profile staging`,
  note: 'secret with no prefix, named by the CLI key',
});
S({
  p: 'Google API key in a Maps URL',
  basis: 'vendor',
  rule: 'gcp-api-key',
  v: (k) => [aiza(k)],
  b: ([t]) => `https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=${t}`,
  note: 'key= query param',
});
S({
  p: 'Google API key in a Firebase JS config',
  basis: 'vendor',
  rule: 'gcp-api-key',
  v: (k) => [aiza(k)],
  b: ([t]) => `const firebaseConfig = {\n  apiKey: "${t}",\n  authDomain: "acme-prod.firebaseapp.com",\n  projectId: "acme-prod",\n};`,
  note: 'firebase config',
});
S({
  p: 'GCP service-account JSON private key',
  basis: 'vendor',
  rule: 'private-key',
  v: (k) => pemBody(k, 3),
  b: (l) =>
    `{\n  "type": "service_account",\n  "project_id": "acme-prod",\n  "private_key_id": "${hex(40, 77)}",\n  "private_key": "-----BEGIN ` +
    `PRIVATE KEY-----\\n${l.join('\\n')}\\n-----END PRIVATE KEY-----\\n",\n  "client_email": "ci@acme-prod.iam.gserviceaccount.com"\n}`,
  note: 'PEM with JSON-escaped newlines',
});
S({
  p: 'Google OAuth client secret in client_secret.json',
  basis: 'both',
  v: (k) => ['GOC' + 'SPX-' + fake(28, k, B64URL)],
  b: ([t]) =>
    `{"installed":{"client_id":"${digits(12, 5)}-${fake(32, 6, LOWNUM)}.apps.googleusercontent.com","client_secret":"${t}","redirect_uris":["http://localhost"]}}`,
  note: 'GOCSPX- client secret',
});
S({
  p: 'Stripe live secret key in .env',
  basis: 'vendor',
  rule: 'stripe-access-token',
  v: (k) => [skLive(k)],
  b: ([t]) => `STRIPE_SECRET_KEY=${t}\nSTRIPE_PUBLISHABLE_KEY=${'pk' + '_live_'}placeholder`,
  note: 'sk_live_ long form',
});
S({
  p: 'Stripe restricted key in Node code',
  basis: 'vendor',
  rule: 'stripe-access-token',
  v: (k) => ['rk' + '_live_' + fake(99, k)],
  b: ([t]) => `const stripe = require('stripe')('${t}');`,
  note: 'rk_live_',
});
S({
  p: 'Stripe webhook signing secret in YAML',
  basis: 'vendor',
  v: (k) => ['wh' + 'sec_' + fake(32, k)],
  b: ([t]) => `stripe:\n  webhook_secret: ${t}\n  tolerance_seconds: 300`,
  note: 'whsec_',
});
S({
  p: 'Stripe test secret key in a README snippet',
  basis: 'vendor',
  rule: 'stripe-access-token',
  v: (k) => ['sk' + '_test_' + '51' + fake(96, k)],
  b: ([t]) => `Run with \`STRIPE_KEY=${t} npm run dev\``,
  note: 'test keys are still keys',
});
S({
  p: 'OpenAI project key in a Python client',
  basis: 'vendor',
  rule: 'openai-api-key',
  v: (k) => [openaiProj(k)],
  b: ([t]) => `client = OpenAI(api_key="${t}")`,
  note: 'sk-proj- with T3BlbkFJ marker',
});
S({
  p: 'OpenAI legacy key in a chat',
  basis: 'vendor',
  rule: 'openai-api-key',
  v: (k) => ['sk-' + fake(20, k) + 'T3Blbk' + 'FJ' + fake(20, k + 1)],
  b: ([t]) => `can you check why ${t} gets 429s?`,
  note: 'old 48-char sk- key',
});
S({
  p: 'Anthropic API key in shell profile',
  basis: 'vendor',
  rule: 'anthropic-api-key',
  v: (k) => [anthropic(k)],
  b: ([t]) => `export ANTHROPIC_API_KEY="${t}"`,
  note: 'sk-ant-api03-',
});
S({
  p: 'Anthropic admin key in a curl',
  basis: 'vendor',
  rule: 'anthropic-admin-api-key',
  v: (k) => ['sk-' + 'ant-' + 'admin01-' + fake(93, k, B64URL) + 'AA'],
  b: ([t]) => `curl https://api.anthropic.com/v1/organizations/users -H "x-api-key: ${t}" -H "anthropic-version: 2023-06-01"`,
  note: 'x-api-key header',
});
S({
  p: 'npm token in .npmrc',
  basis: 'vendor',
  rule: 'npm-access-token',
  v: (k) => [npmTok(k)],
  b: ([t]) => `//registry.npmjs.org/:_authToken=${t}\nalways-auth=true`,
  note: '.npmrc authToken',
});
S({
  p: 'PyPI upload token in .pypirc',
  basis: 'vendor',
  rule: 'pypi-upload-token',
  v: (k) => ['py' + 'pi-AgEIcHlwaS5vcmc' + fake(70, k, B64URL)],
  b: ([t]) => `[pypi]\n  username = __token__\n  password = ${t}`,
  note: '.pypirc',
});
S({
  p: 'Twilio API key SID and its secret',
  basis: 'both',
  rule: 'twilio-api-key',
  v: (k) => ['S' + 'K' + hex(32, k), fake(32, k + 1)],
  b: ([sid, sec]) => `twilio api:core:messages:create --api-key ${sid} --api-secret ${sec} --to +15550100 --from +15550111 --body hi`,
  note: 'secret follows the SK id',
});
S({
  p: 'Twilio auth token beside account SID in .env',
  basis: 'context',
  v: (k) => [hex(32, k)],
  b: ([t]) => `TWILIO_ACCOUNT_SID=A${'C'}${hex(32, 41)}\nTWILIO_AUTH_TOKEN=${t}`,
  note: 'auth token is 32 hex, context only',
});
S({
  p: 'SendGrid key in a PHP config',
  basis: 'vendor',
  rule: 'sendgrid-api-token',
  v: (k) => ['S' + 'G.' + fake(22, k, B64URL) + '.' + fake(43, k + 1, B64URL)],
  b: ([t]) => `'sendgrid' => ['api_key' => '${t}'],`,
  note: 'SG.x.y',
});
S({
  p: 'Mailgun private key in a Go literal',
  basis: 'vendor',
  rule: 'mailgun-private-api-token',
  v: (k) => ['ke' + 'y-' + hex(32, k)],
  b: ([t]) => `mg := mailgun.NewMailgun("mg.acme.io", "${t}")`,
  note: 'key-<32hex>',
});
S({
  p: 'Mailchimp API key with datacenter suffix',
  basis: 'both',
  rule: 'mailchimp-api-key',
  v: (k) => [hex(32, k) + '-us' + '14'],
  b: ([t]) => `MAILCHIMP_API_KEY=${t}`,
  note: 'hex-usNN',
});
S({
  p: 'Shopify admin API access token',
  basis: 'vendor',
  rule: 'shopify-access-token',
  v: (k) => ['sh' + 'pat_' + hex(32, k)],
  b: ([t]) => `curl -H "X-Shopify-Access-Token: ${t}" https://acme.myshopify.com/admin/api/2024-10/shop.json`,
  note: 'shpat_',
});
S({
  p: 'Shopify shared secret in app TOML',
  basis: 'vendor',
  rule: 'shopify-shared-secret',
  v: (k) => ['sh' + 'pss_' + hex(32, k)],
  b: ([t]) => `[auth]\napi_secret = "${t}"`,
  note: 'shpss_',
});
S({
  p: 'Shopify custom app token in a chat',
  basis: 'vendor',
  rule: 'shopify-custom-access-token',
  v: (k) => ['sh' + 'pca_' + hex(32, k)],
  b: ([t]) => `custom app installed, token is ${t}`,
  note: 'shpca_',
});
S({
  p: 'DigitalOcean PAT in doctl config',
  basis: 'vendor',
  rule: 'digitalocean-pat',
  v: (k) => ['do' + 'p_v1_' + hex(64, k)],
  b: ([t]) => `access-token: ${t}\ncontext: default`,
  note: '~/.config/doctl/config.yaml',
});
S({
  p: 'DigitalOcean OAuth token in Terraform vars',
  basis: 'vendor',
  rule: 'digitalocean-access-token',
  v: (k) => ['do' + 'o_v1_' + hex(64, k)],
  b: ([t]) => `do_token = "${t}"`,
  note: 'doo_v1_',
});
S({
  p: 'Heroku v2 API key in netrc',
  basis: 'vendor',
  rule: 'heroku-api-key-v2',
  v: (k) => ['HR' + 'KU-AA' + fake(58, k, B64URL)],
  b: ([t]) => `machine api.heroku.com\n  login dev@acme.io\n  password ${t}`,
  note: 'HRKU- in ~/.netrc',
});
S({
  p: 'Heroku legacy UUID API key by name',
  basis: 'context',
  rule: 'heroku-api-key',
  v: (k) => [uuidFrom(k)],
  b: ([t]) => `HEROKU_API_KEY=${t}`,
  note: 'UUID-shaped, only the name says it is a key',
});
S({
  p: 'Vault service token in env',
  basis: 'vendor',
  rule: 'vault-service-token',
  v: (k) => ['hv' + 's.' + fake(92, k, B64URL)],
  b: ([t]) => `VAULT_ADDR=https://vault.acme.io:8200 VAULT_TOKEN=${t} vault kv get secret/app`,
  note: 'hvs.',
});
S({
  p: 'Vault batch token in a log',
  basis: 'vendor',
  rule: 'vault-batch-token',
  v: (k) => ['hv' + 'b.' + fake(138, k, B64URL)],
  b: ([t]) => `level=info msg="login ok" token=${t} ttl=768h`,
  note: 'hvb.',
});
S({
  p: 'Terraform Cloud token in credentials.tfrc.json',
  basis: 'vendor',
  rule: 'hashicorp-tf-api-token',
  v: (k) => [fake(14, k) + '.atl' + 'asv1.' + fake(67, k + 1)],
  b: ([t]) => `{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "${t}"\n    }\n  }\n}`,
  note: 'atlasv1 token',
});
S({
  p: 'Doppler service token in Docker run',
  basis: 'vendor',
  rule: 'doppler-api-token',
  v: (k) => ['dp' + '.st.' + 'prd.' + fake(40, k, ALNUM)],
  b: ([t]) => `docker run -e DOPPLER_TOKEN="${t}" acme/api:2.3`,
  note: 'dp.st.',
});
S({
  p: 'Doppler personal token in chat',
  basis: 'vendor',
  rule: 'doppler-api-token',
  v: (k) => ['dp' + '.pt.' + fake(43, k, ALNUM)],
  b: ([t]) => `my personal doppler token ${t} — will rotate tomorrow`,
  note: 'dp.pt.',
});
S({
  p: 'Linear API key in MCP server config',
  basis: 'vendor',
  rule: 'linear-api-key',
  v: (k) => ['lin' + '_api_' + fake(40, k)],
  b: ([t]) => `{"mcpServers":{"linear":{"command":"npx","args":["-y","linear-mcp"],"env":{"LINEAR_API_KEY":"${t}"}}}}`,
  note: 'claude/cursor MCP json',
});
S({
  p: 'Postman API key in a Newman command',
  basis: 'vendor',
  rule: 'postman-api-token',
  v: (k) => ['PM' + 'AK-' + hex(24, k) + '-' + hex(34, k + 1)],
  b: ([t]) => `newman run "https://api.getpostman.com/collections/123?apikey=${t}"`,
  note: 'PMAK-',
});
S({
  p: 'Grafana service account token',
  basis: 'vendor',
  rule: 'grafana-service-account-token',
  v: (k) => ['gl' + 'sa_' + fake(32, k) + '_' + hex(8, k + 1)],
  b: ([t]) => `grafana:\n  url: https://grafana.acme.io\n  auth: ${t}`,
  note: 'glsa_',
});
S({
  p: 'Grafana Cloud token',
  basis: 'vendor',
  rule: 'grafana-cloud-api-token',
  v: (k) => ['gl' + 'c_' + b64(JSON.stringify({ o: digits(6, k), n: 'stack-push', k: fake(24, k + 1), m: { r: 'prod-eu-west-2' } }))],
  b: ([t]) => `GRAFANA_CLOUD_TOKEN=${t}`,
  note: 'glc_ base64 JSON',
});
S({
  p: 'Discord bot token in a bot config',
  basis: 'vendor',
  v: (k) => [b64url(digits(19, k)) + '.' + fake(6, k + 1, B64URL) + '.' + fake(38, k + 2, B64URL)],
  b: ([t]) => `{"prefix":"!","token":"${t}","owner":"${digits(18, 8)}"}`,
  note: 'id.timestamp.hmac',
});
S({
  p: 'Discord webhook URL in a script',
  basis: 'vendor',
  v: (k) => [digits(19, k) + '/' + fake(68, k + 1, B64URL)],
  b: ([t]) => `WEBHOOK="https://discord.com/api/webhooks/${t}"\ncurl -H 'Content-Type: application/json' -d '{"content":"deploy ok"}' "$WEBHOOK"`,
  note: 'webhook id/token path',
});
S({
  p: 'Telegram bot token in a URL',
  basis: 'vendor',
  rule: 'telegram-bot-api-token',
  v: (k) => [digits(10, k) + ':AA' + fake(33, k + 1, B64URL)],
  b: ([t]) => `curl "https://api.telegram.org/bot${t}/sendMessage?chat_id=-100123&text=up"`,
  note: 'bot<id>:AA…',
});
S({
  p: 'Telegram bot token in Python',
  basis: 'vendor',
  rule: 'telegram-bot-api-token',
  v: (k) => [digits(10, k) + ':AA' + fake(33, k + 1, B64URL)],
  b: ([t]) => `bot = telebot.TeleBot("${t}")`,
  note: 'bare token',
});
S({
  p: 'age secret key in a keys file',
  basis: 'vendor',
  rule: 'age-secret-key',
  v: (k) => ['AGE-SE' + 'CRET-KEY-1' + fake(58, k, BECH)],
  b: ([t]) => `# created: 2026-11-30T09:12:44Z\n# public key: age1${fake(58, 3, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}\n${t}`,
  note: 'keys.txt',
});
S({
  p: 'JWT bearer in an HTTP request dump',
  basis: 'vendor',
  rule: 'jwt',
  v: (k) => [jwt(k, { sub: '1187', role: 'admin', iat: 1764650000, exp: 1764653600 })],
  b: ([t]) => `GET /api/v2/orders HTTP/1.1\nHost: api.acme.io\nAuthorization: Bearer ${t}\nAccept: application/json`,
  note: 'raw HTTP',
});
S({
  p: 'JWT session cookie in a browser devtools copy',
  basis: 'vendor',
  rule: 'jwt',
  v: (k) => [jwt(k, { uid: 'u_7731', sid: fake(16, k + 4, LOWNUM), exp: 1764700000 })],
  b: ([t]) => `Cookie: theme=dark; __Secure-session=${t}; lang=en`,
  note: 'JWT in cookie',
});
S({
  p: 'RSA private key pasted in chat',
  basis: 'vendor',
  rule: 'private-key',
  v: (k) => pemBody(k, 4),
  b: (l) => `here's the deploy key:\n-----BEGIN ` + `RSA PRIVATE KEY-----\n${l.join('\n')}\n-----END RSA PRIVATE KEY-----`,
  note: 'PEM block',
});
S({
  p: 'OpenSSH private key in a file view',
  basis: 'vendor',
  rule: 'private-key',
  v: (k) => [b64('openssh-key-v1\0\0\0\0\x04none') + fake(40, k, B64), fake(70, k + 1, B64), fake(70, k + 2, B64)],
  b: ([a, b2, c]) => `$ cat ~/.ssh/id_ed25519\n-----BEGIN ` + `OPENSSH PRIVATE KEY-----\n${a}\n${b2}\n${c}\n-----END OPENSSH PRIVATE KEY-----`,
  note: 'openssh-key-v1 body',
});
S({
  p: 'EC private key in a YAML block scalar',
  basis: 'vendor',
  rule: 'private-key',
  v: (k) => [fake(64, k, B64), fake(64, k + 1, B64), fake(48, k + 2, B64)],
  b: ([a, b2, c]) => `tls:\n  key: |\n    -----BEGIN ` + `EC PRIVATE KEY-----\n    ${a}\n    ${b2}\n    ${c}\n    -----END EC PRIVATE KEY-----`,
  note: 'indented PEM',
});
S({
  p: 'PGP private key block',
  basis: 'vendor',
  rule: 'private-key',
  v: (k) => [fake(64, k, B64), fake(64, k + 1, B64), fake(64, k + 2, B64)],
  b: ([a, b2, c]) => `-----BEGIN PGP ` + `PRIVATE KEY BLOCK-----\n\n${a}\n${b2}\n${c}\n=${fake(4, 1, B64)}\n-----END PGP PRIVATE KEY BLOCK-----`,
  note: 'armored PGP',
});
S({
  p: 'Databricks token in databrickscfg',
  basis: 'vendor',
  rule: 'databricks-api-token',
  v: (k) => ['da' + 'pi' + hex(32, k)],
  b: ([t]) => `[DEFAULT]\nhost = https://adb-123.4.azuredatabricks.net\ntoken = ${t}`,
  note: 'dapi',
});
S({
  p: 'Dynatrace API token in an OTel exporter header',
  basis: 'vendor',
  rule: 'dynatrace-api-token',
  v: (k) => ['dt0' + 'c01.' + fake(24, k, UPNUM) + '.' + fake(64, k + 1, UPNUM)],
  b: ([t]) => `OTEL_EXPORTER_OTLP_HEADERS="Authorization=Api-Token ${t}"`,
  note: 'dt0c01',
});
S({
  p: 'New Relic user key in newrelic.yml',
  basis: 'vendor',
  rule: 'new-relic-user-api-key',
  v: (k) => ['NR' + 'AK-' + fake(27, k, UPNUM)],
  b: ([t]) => `common: &default_settings\n  api_key: ${t}\n  app_name: checkout`,
  note: 'NRAK-',
});
S({
  p: 'Pulumi access token in CI env',
  basis: 'vendor',
  rule: 'pulumi-api-token',
  v: (k) => ['pu' + 'l-' + hex(40, k)],
  b: ([t]) => `env:\n  PULUMI_ACCESS_TOKEN: ${t}`,
  note: 'pul-',
});
S({
  p: 'Hugging Face token in a notebook cell',
  basis: 'vendor',
  rule: 'huggingface-access-token',
  v: (k) => ['h' + 'f_' + fake(34, k, LOW + UP)],
  b: ([t]) => `from huggingface_hub import login\nlogin(token="${t}")`,
  note: 'hf_',
});
S({
  p: 'Sentry org auth token in .sentryclirc',
  basis: 'vendor',
  rule: 'sentry-org-token',
  v: (k) => [
    'sntr' +
      'ys_' +
      b64(JSON.stringify({ iat: 1764000000.5, url: 'https://sentry.io', region_url: 'https://us.sentry.io', org: 'acme' })).replace(/=+$/, '') +
      '_' +
      fake(43, k, B64URL),
  ],
  b: ([t]) => `[auth]\ntoken=${t}`,
  note: 'sntrys_',
});
S({
  p: 'Sentry user token in a GitHub Actions step',
  basis: 'vendor',
  rule: 'sentry-user-token',
  v: (k) => ['sntr' + 'yu_' + hex(64, k)],
  b: ([t]) => `      - run: sentry-cli releases new 1.4.2\n        env:\n          SENTRY_AUTH_TOKEN: ${t}`,
  note: 'sntryu_',
});
S({
  p: 'Fly.io macaroon token',
  basis: 'vendor',
  rule: 'flyio-access-token',
  v: (k) => ['Fly' + 'V1 fm2_' + fake(120, k, B64URL)],
  b: ([t]) => `FLY_API_TOKEN="${t}"`,
  note: 'FlyV1 fm2_',
});
S({
  p: 'Atlassian API token in a Jira CLI config',
  basis: 'vendor',
  rule: 'atlassian-api-token',
  v: (k) => ['ATA' + 'TT3xFfGF0' + fake(170, k, B64URL) + '=' + hexU(8, k + 1)],
  b: ([t]) => `server: https://acme.atlassian.net\nlogin: ops@acme.io\napi_token: ${t}`,
  note: 'ATATT3',
});
S({
  p: 'Square access token',
  basis: 'vendor',
  rule: 'square-access-token',
  v: (k) => ['EA' + 'AA' + fake(60, k, B64URL)],
  b: ([t]) => `SQUARE_ACCESS_TOKEN=${t}`,
  note: 'EAAA',
});
S({
  p: 'PlanetScale service token',
  basis: 'vendor',
  rule: 'planetscale-api-token',
  v: (k) => ['pscale' + '_tkn_' + fake(43, k, B64URL)],
  b: ([t]) => `pscale auth login --service-token-id abc --service-token ${t}`,
  note: 'pscale_tkn_',
});
S({
  p: 'PlanetScale password in a DSN',
  basis: 'both',
  rule: 'planetscale-password',
  v: (k) => ['pscale' + '_pw_' + fake(43, k, B64URL)],
  b: ([t]) => `DATABASE_URL='mysql://h7ax2k:${t}@aws.connect.psdb.cloud/acme?sslaccept=strict'`,
  note: 'pscale_pw_ in URL',
});
S({
  p: 'Prefect API key',
  basis: 'vendor',
  rule: 'prefect-api-token',
  v: (k) => ['pn' + 'u_' + fake(36, k)],
  b: ([t]) => `prefect cloud login -k ${t}`,
  note: 'pnu_',
});
S({
  p: 'RubyGems API key in credentials',
  basis: 'vendor',
  rule: 'rubygems-api-token',
  v: (k) => ['ruby' + 'gems_' + hex(48, k)],
  b: ([t]) => `---\n:rubygems_api_key: ${t}`,
  note: '~/.gem/credentials',
});
S({
  p: 'Clojars deploy token',
  basis: 'vendor',
  rule: 'clojars-api-token',
  v: (k) => ['CLOJ' + 'ARS_' + fake(60, k, LOWNUM)],
  b: ([t]) => `{:repositories [["clojars" {:url "https://repo.clojars.org" :username "acme" :password "${t}"}]]}`,
  note: 'CLOJARS_',
});
S({
  p: 'EasyPost API key',
  basis: 'vendor',
  rule: 'easypost-api-token',
  v: (k) => ['EZ' + 'AK' + fake(54, k)],
  b: ([t]) => `EasyPost::Client.new(api_key: '${t}')`,
  note: 'EZAK',
});
S({
  p: 'Flutterwave secret key',
  basis: 'vendor',
  rule: 'flutterwave-secret-key',
  v: (k) => ['FLW' + 'SECK_TEST-' + hex(32, k) + '-X'],
  b: ([t]) => `FLW_SECRET_KEY=${t}`,
  note: 'FLWSECK',
});
S({
  p: 'Alibaba Cloud access key id and secret',
  basis: 'both',
  rule: 'alibaba-access-key-id',
  v: (k) => ['LT' + 'AI' + fake(20, k), fake(30, k + 1)],
  b: ([i, s]) => `aliyun configure set --access-key-id ${i} --access-key-secret ${s} --region cn-hangzhou`,
  note: 'LTAI + secret',
});
S({
  p: '1Password service account token',
  basis: 'vendor',
  rule: '1password-service-account-token',
  v: (k) => [
    'op' +
      's_' +
      b64(
        JSON.stringify({
          signInAddress: 'my.1password.com',
          userAuth: { method: 'SRPg-4096', alg: 'PBES2g-HS256', iterations: 650000, salt: fake(22, k) },
          email: 'svc@acme.io',
          srpX: hex(64, k + 1),
        }),
      ),
  ],
  b: ([t]) => `export OP_SERVICE_ACCOUNT_TOKEN=${t}`,
  note: 'ops_eyJ',
});
S({
  p: 'Shippo live token',
  basis: 'vendor',
  rule: 'shippo-api-token',
  v: (k) => ['shippo' + '_live_' + hex(40, k)],
  b: ([t]) => `Authorization: ShippoToken ${t}`,
  note: 'shippo_live_',
});
S({
  p: 'Typeform personal token',
  basis: 'vendor',
  rule: 'typeform-api-token',
  v: (k) => ['tf' + 'p_' + fake(59, k, B64URL)],
  b: ([t]) => `const tf = createClient({ token: '${t}' })`,
  note: 'tfp_',
});
S({
  p: 'Notion integration secret',
  basis: 'vendor',
  rule: 'notion-api-token',
  v: (k) => ['nt' + 'n_' + digits(11, k) + fake(35, k + 1)],
  b: ([t]) => `NOTION_TOKEN=${t}`,
  note: 'ntn_',
});
S({
  p: 'Airtable personal access token',
  basis: 'vendor',
  rule: 'airtable-personnal-access-token',
  v: (k) => ['pa' + 't' + fake(14, k) + '.' + hex(64, k + 1)],
  b: ([t]) => `curl https://api.airtable.com/v0/meta/bases -H "Authorization: Bearer ${t}"`,
  note: 'pat<14>.<64hex>',
});
S({
  p: 'OpenShift user token in oc login',
  basis: 'vendor',
  rule: 'openshift-user-token',
  v: (k) => ['sha' + '256~' + fake(43, k, B64URL)],
  b: ([t]) => `oc login --token=${t} --server=https://api.ocp.acme.io:6443`,
  note: 'sha256~ token',
});
S({
  p: 'Perplexity API key',
  basis: 'vendor',
  rule: 'perplexity-api-key',
  v: (k) => ['pp' + 'lx-' + fake(48, k)],
  b: ([t]) => `PPLX_API_KEY=${t}`,
  note: 'pplx-',
});
S({
  p: 'Sourcegraph access token',
  basis: 'vendor',
  rule: 'sourcegraph-access-token',
  v: (k) => ['sg' + 'p_' + hex(16, k) + '_' + hex(40, k + 1)],
  b: ([t]) => `src login https://sourcegraph.acme.io --access-token ${t}`,
  note: 'sgp_',
});
S({
  p: 'Azure AD client secret in appsettings.json',
  basis: 'both',
  rule: 'azure-ad-client-secret',
  v: (k) => [fake(3, k, ALNUM) + '8Q' + '~' + fake(34, k + 1, ALNUM + '_~.-')],
  b: ([t]) => `"AzureAd": {\n  "TenantId": "${uuidFrom(5)}",\n  "ClientId": "${uuidFrom(6)}",\n  "ClientSecret": "${t}"\n}`,
  note: 'xxx8Q~ secret',
});
S({
  p: 'Azure storage connection string',
  basis: 'both',
  v: (k) => [fake(86, k, B64) + '=='],
  b: ([t]) => `DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=${t};EndpointSuffix=core.windows.net`,
  note: 'AccountKey=',
});
S({
  p: 'Azure SAS token in a blob URL',
  basis: 'both',
  v: (k) => [encodeURIComponent(fake(43, k, B64) + '=')],
  b: ([sig]) => `https://acmelogs.blob.core.windows.net/exports/q3.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T00:00:00Z&sig=${sig}`,
  note: 'sig= is the credential',
});
S({
  p: 'Mapbox secret token',
  basis: 'vendor',
  rule: 'mapbox-api-token',
  v: (k) => ['sk' + '.' + b64url(JSON.stringify({ u: 'acme', a: fake(12, k, LOWNUM) })) + '.' + fake(22, k + 1, B64URL)],
  b: ([t]) => `MAPBOX_DOWNLOADS_TOKEN=${t}`,
  note: 'sk.eyJ',
});
S({
  p: 'Scalingo API token',
  basis: 'vendor',
  rule: 'scalingo-api-token',
  v: (k) => ['tk-' + 'us-' + fake(48, k, B64URL)],
  b: ([t]) => `scalingo login --api-token ${t}`,
  note: 'tk-us-',
});
S({
  p: 'Cloudflare origin CA key',
  basis: 'vendor',
  rule: 'cloudflare-origin-ca-key',
  v: (k) => ['v1' + '.0-' + hex(24, k) + '-' + hex(146, k + 1)],
  b: ([t]) => `CF_ORIGIN_CA_KEY=${t}`,
  note: 'v1.0-',
});
S({
  p: 'Cloudflare API token by name',
  basis: 'context',
  v: (k) => [fake(40, k, B64URL)],
  b: ([t]) => `export CLOUDFLARE_API_TOKEN=${t}`,
  note: 'no prefix; name says token',
});
S({
  p: 'Infracost API key',
  basis: 'vendor',
  rule: 'infracost-api-token',
  v: (k) => ['ic' + 'o-' + fake(32, k)],
  b: ([t]) => `infracost configure set api_key ${t}`,
  note: 'ico-',
});
S({
  p: 'Octopus Deploy API key',
  basis: 'vendor',
  rule: 'octopus-deploy-api-key',
  v: (k) => ['AP' + 'I-' + fake(26, k, UPNUM)],
  b: ([t]) => `octo create-release --project Web --server https://octo.acme.io --apiKey ${t}`,
  note: 'API-',
});
S({
  p: 'Okta SSWS header',
  basis: 'both',
  rule: 'okta-access-token',
  v: (k) => ['00' + fake(40, k, B64URL)],
  b: ([t]) => `Authorization: SSWS ${t}`,
  note: 'SSWS scheme',
});
S({
  p: 'Contentful management token',
  basis: 'vendor',
  v: (k) => ['CFP' + 'AT-' + fake(43, k, B64URL)],
  b: ([t]) => `contentful login --management-token ${t}`,
  note: 'CFPAT-',
});
S({
  p: 'Supabase service role key (JWT) in .env.local',
  basis: 'both',
  rule: 'jwt',
  v: (k) => [jwt(k, { iss: 'supabase', ref: fake(20, k + 2, LOW), role: 'service_role', iat: 1700000000, exp: 2015000000 })],
  b: ([t]) => `NEXT_PUBLIC_SUPABASE_URL=https://abc.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${t}`,
  note: 'service role JWT',
});
S({ p: 'Supabase management token', basis: 'vendor', v: (k) => ['sb' + 'p_' + hex(40, k)], b: ([t]) => `supabase login --token ${t}`, note: 'sbp_' });
S({ p: 'Replicate API token', basis: 'vendor', v: (k) => ['r8' + '_' + fake(37, k)], b: ([t]) => `REPLICATE_API_TOKEN=${t}`, note: 'r8_' });
S({ p: 'Groq API key in TS', basis: 'vendor', v: (k) => ['gs' + 'k_' + fake(52, k)], b: ([t]) => `const groq = new Groq({ apiKey: "${t}" });`, note: 'gsk_' });
S({ p: 'xAI key in chat', basis: 'vendor', v: (k) => ['xa' + 'i-' + fake(80, k)], b: ([t]) => `use ${t} for the grok eval runs`, note: 'xai-' });
S({
  p: 'Pinecone API key',
  basis: 'vendor',
  v: (k) => ['pc' + 'sk_' + fake(5, k, LOWNUM) + '_' + fake(60, k + 1)],
  b: ([t]) => `pc = Pinecone(api_key="${t}")`,
  note: 'pcsk_',
});
S({
  p: 'LangSmith key',
  basis: 'vendor',
  v: (k) => ['ls' + 'v2_pt_' + hex(32, k) + '_' + hex(10, k + 1)],
  b: ([t]) => `LANGCHAIN_API_KEY=${t}\nLANGCHAIN_TRACING_V2=true`,
  note: 'lsv2_pt_',
});
S({
  p: 'Tailscale auth key in cloud-init',
  basis: 'vendor',
  v: (k) => ['tskey' + '-auth-' + fake(12, k) + 'CNTRL-' + fake(33, k + 1)],
  b: ([t]) => `runcmd:\n  - tailscale up --authkey=${t} --ssh`,
  note: 'tskey-auth-',
});
S({
  p: 'Docker Hub PAT in docker login',
  basis: 'vendor',
  v: (k) => ['dckr' + '_pat_' + fake(27, k, B64URL)],
  b: ([t]) => `docker login -u acmebot -p ${t}`,
  note: 'dckr_pat_ via -p',
});
S({
  p: 'Buildkite agent/user token',
  basis: 'vendor',
  v: (k) => ['bk' + 'ua_' + hex(40, k)],
  b: ([t]) => `BUILDKITE_API_TOKEN=${t} bk pipeline list`,
  note: 'bkua_',
});
S({ p: 'Netlify PAT', basis: 'vendor', v: (k) => ['nf' + 'p_' + fake(36, k)], b: ([t]) => `netlify deploy --prod --auth ${t}`, note: 'nfp_' });
S({
  p: 'JFrog API key in a Gradle properties file',
  basis: 'both',
  rule: 'jfrog-api-key',
  v: (k) => ['AK' + 'Cp' + fake(69, k)],
  b: ([t]) => `artifactory_user=ci\nartifactory_password=${t}`,
  note: 'AKCp',
});
S({
  p: 'Datadog API and app keys by name',
  basis: 'context',
  v: (k) => [hex(32, k), hex(40, k + 1)],
  b: ([a, p]) => `DD_API_KEY=${a}\nDD_APP_KEY=${p}\nDD_SITE=datadoghq.eu`,
  note: 'hex values, names say keys',
});
S({
  p: 'Algolia admin key in JS',
  basis: 'context',
  rule: 'algolia-api-key',
  v: (k) => [hex(32, k)],
  b: ([t]) => `const client = algoliasearch('Q1W2E3R4T5', '${t}'); // admin key`,
  note: 'second arg is admin key',
});
S({
  p: 'Facebook page access token',
  basis: 'vendor',
  rule: 'facebook-access-token',
  v: (k) => ['EA' + 'AB' + fake(180, k)],
  b: ([t]) => `graph.facebook.com/v19.0/me/accounts?access_token=${t}`,
  note: 'EAAB',
});
S({
  p: 'NuGet API key',
  basis: 'vendor',
  v: (k) => ['oy' + '2' + fake(43, k, LOWNUM)],
  b: ([t]) => `dotnet nuget push pkg.nupkg --api-key ${t} --source https://api.nuget.org/v3/index.json`,
  note: 'oy2',
});
S({
  p: 'Azure DevOps PAT in a git URL',
  basis: 'context',
  v: (k) => [fake(52, k, 'abcdefghijklmnopqrstuvwxyz234567')],
  b: ([t]) => `git clone https://build:${t}@dev.azure.com/acme/Web/_git/web`,
  note: 'PAT as URL password',
});
S({
  p: 'Bitbucket app password in pip index',
  basis: 'context',
  v: (k) => ['ATBB' + fake(32, k) + hexU(8, k + 1)],
  b: ([t]) => `pip install git+https://acme-ci:${t}@bitbucket.org/acme/lib.git@v2`,
  note: 'ATBB app password',
});
S({ p: 'Figma PAT', basis: 'vendor', v: (k) => ['fig' + 'd_' + fake(40, k, B64URL)], b: ([t]) => `X-Figma-Token: ${t}`, note: 'figd_' });
S({
  p: 'Kubernetes Secret manifest with stringData',
  basis: 'context',
  rule: 'kubernetes-secret-yaml',
  v: (k) => [randPw(k)],
  b: ([t]) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\nstringData:\n  DB_PASSWORD: "${t}"`,
  note: 'k8s stringData',
});
S({
  p: 'Kubernetes Secret manifest with base64 data',
  basis: 'transformed',
  rule: 'kubernetes-secret-yaml',
  v: (k) => [b64(randPw(k))],
  b: ([t]) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: api\ndata:\n  password: ${t}`,
  note: 'data is base64 of the password',
});

// ═══ SECRETS — named by context, not by shape ═════════════════════════════════════════════════
S({
  p: '.env database password',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `DB_HOST=db.internal\nDB_USER=app\nDB_PASSWORD=${t}\nDB_NAME=shop`,
  note: 'DB_PASSWORD=',
});
S({
  p: 'Django SECRET_KEY in settings.py',
  basis: 'context',
  v: (k) => ['django-insecure-' + fake(50, k, LOWNUM + '!@#$%^&*(-_=+)')],
  b: ([t]) => `SECRET_KEY = '${t}'`,
  note: 'startproject key',
});
S({
  p: 'Rails master key file content in chat',
  basis: 'context',
  v: (k) => [hex(32, k)],
  b: ([t]) => `the config/master.key for staging is ${t}, put it in RAILS_MASTER_KEY`,
  note: '32 hex named master key',
});
S({
  p: 'Laravel APP_KEY',
  basis: 'context',
  v: (k) => [fake(43, k, B64) + '='],
  b: ([t]) => `APP_ENV=production\nAPP_KEY=base64:${t}`,
  note: 'base64: prefixed app key',
});
S({
  p: 'NextAuth secret',
  basis: 'context',
  v: (k) => [fake(43, k, B64) + '='],
  b: ([t]) => `NEXTAUTH_URL=https://app.acme.io\nNEXTAUTH_SECRET=${t}`,
  note: 'openssl rand -base64 32',
});
S({
  p: 'JWT signing secret in YAML',
  basis: 'context',
  v: (k) => [fake(48, k, HEX)],
  b: ([t]) => `auth:\n  jwt_secret: ${t}\n  jwt_ttl: 3600`,
  note: 'jwt_secret',
});
S({
  p: 'Session secret in Express code',
  basis: 'context',
  v: (k) => [pw(k) + fake(8, k + 9)],
  b: ([t]) => `app.use(session({ secret: '${t}', resave: false, saveUninitialized: false }));`,
  note: 'session secret literal',
});
S({
  p: 'docker-compose POSTGRES_PASSWORD',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${t}`,
  note: 'compose env map',
});
S({
  p: 'docker-compose list-form MYSQL_ROOT_PASSWORD',
  basis: 'context',
  v: (k) => [randPw(k, 16)],
  b: ([t]) => `    environment:\n      - MYSQL_ROOT_PASSWORD=${t}\n      - MYSQL_DATABASE=wp`,
  note: 'compose list env',
});
S({
  p: 'Spring application.properties datasource password',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `spring.datasource.url=jdbc:postgresql://db:5432/orders\nspring.datasource.username=orders\nspring.datasource.password=${t}`,
  note: 'properties file',
});
S({
  p: 'Spring application.yml nested password',
  basis: 'context',
  v: (k) => [randPw(k)],
  b: ([t]) => `spring:\n  rabbitmq:\n    host: mq\n    username: svc\n    password: "${t}"`,
  note: 'nested YAML',
});
S({
  p: 'Ansible become password in group_vars',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `ansible_user: deploy\nansible_become_password: ${t}`,
  note: 'ansible var',
});
S({
  p: 'Terraform variable default password',
  basis: 'context',
  v: (k) => [randPw(k)],
  b: ([t]) => `variable "db_password" {\n  type      = string\n  default   = "${t}"\n}`,
  note: 'HCL default',
});
S({
  p: 'Terraform tfvars admin password',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `admin_password = "${t}"\nlocation       = "westeurope"`,
  note: 'tfvars',
});
S({
  p: 'TOML [database] password',
  basis: 'context',
  v: (k) => [randPw(k)],
  b: ([t]) => `[database]\nhost = "127.0.0.1"\nuser = "grafana"\npassword = """${t}"""`,
  note: 'TOML triple quoted',
});
S({
  p: 'Cargo credentials token',
  basis: 'context',
  v: (k) => ['cio' + fake(32, k)],
  b: ([t]) => `[registry]\ntoken = "${t}"`,
  note: '~/.cargo/credentials.toml',
});
S({
  p: 'Poetry http-basic in auth.toml',
  basis: 'context',
  v: (k) => [randPw(k)],
  b: ([t]) => `[http-basic.internal]\nusername = "ci"\npassword = "${t}"`,
  note: 'poetry auth.toml',
});
S({
  p: 'pip.conf index-url with credentials',
  basis: 'context',
  v: (k) => [randPw(k, 18).replace(/[#%^*+=!]/g, 'x')],
  b: ([t]) => `[global]\nindex-url = https://ci:${t}@pypi.acme.io/simple/`,
  note: 'userinfo in index URL',
});
S({ p: 'netrc one-line entry', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `machine ftp.acme.io login backup password ${t}`, note: 'netrc single line' });
S({
  p: 'pgpass line',
  basis: 'context',
  v: (k) => [randPw(k).replace(/:/g, '')],
  b: ([t]) => `db.internal:5432:*:reporting:${t}`,
  note: '~/.pgpass host:port:db:user:pass',
});
S({
  p: 'git-credentials store line',
  basis: 'context',
  v: (k) => [randPw(k, 24).replace(/[#%^*+=!]/g, 'q')],
  b: ([t]) => `https://jdoe:${t}@git.acme.io`,
  note: '~/.git-credentials',
});
S({
  p: 'Docker config.json auth base64',
  basis: 'transformed',
  v: (k) => [b64('acmebot:' + pw(k))],
  b: ([t]) => `{\n  "auths": {\n    "ghcr.io": {\n      "auth": "${t}"\n    }\n  }\n}`,
  note: 'auth = base64(user:pass)',
});
S({
  p: 'kubeconfig user token',
  basis: 'context',
  v: (k) => [fake(64, k, LOWNUM)],
  b: ([t]) => `users:\n- name: ci\n  user:\n    token: ${t}`,
  note: 'kubeconfig token:',
});
S({
  p: 'kubeconfig client-key-data',
  basis: 'transformed',
  v: (k) => [b64('-----BEGIN ' + 'RSA PRIVATE KEY-----\n' + fake(64, k, B64) + '\n' + fake(64, k + 1, B64) + '\n-----END RSA PRIVATE KEY-----\n')],
  b: ([t]) => `users:\n- name: admin\n  user:\n    client-certificate-data: ${b64('cert')}\n    client-key-data: ${t}`,
  note: 'base64 of a PEM key',
});
S({ p: 'my.cnf client password', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `[client]\nuser=root\npassword=${t}\nhost=localhost`, note: 'my.cnf INI' });
S({
  p: 'ODBC connection string PWD',
  basis: 'context',
  v: (k) => [randPw(k, 14).replace(/[;=]/g, 'z')],
  b: ([t]) => `Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql.acme.io,1433;Database=erp;Uid=erp_app;Pwd=${t};Encrypt=yes;`,
  note: 'Pwd=',
});
S({
  p: 'ADO.NET SQL Server connection string',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `"ConnectionStrings": { "Default": "Server=sql01;Database=Crm;User Id=sa;Password=${t};TrustServerCertificate=True" }`,
  note: 'User Id/Password',
});
S({
  p: 'Postgres URL',
  basis: 'context',
  v: (k) => [pw(k).replace(/[#%]/g, 'k')],
  b: ([t]) => `DATABASE_URL=postgres://app:${t}@db.acme.io:5432/app?sslmode=require`,
  note: 'postgres URL userinfo',
});
S({
  p: 'postgresql+asyncpg SQLAlchemy URL',
  basis: 'context',
  v: (k) => [randPw(k, 16).replace(/[#%^*+=!]/g, 'w')],
  b: ([t]) => `engine = create_async_engine("postgresql+asyncpg://svc:${t}@pg:5432/core")`,
  note: 'driver-qualified scheme',
});
S({
  p: 'MongoDB SRV URI',
  basis: 'context',
  v: (k) => [fake(16, k)],
  b: ([t]) => `MONGO_URI="mongodb+srv://atlasAdmin:${t}@cluster0.ab12c.mongodb.net/prod?retryWrites=true&w=majority"`,
  note: 'mongodb+srv',
});
S({
  p: 'Redis URL with password only',
  basis: 'context',
  v: (k) => [fake(32, k)],
  b: ([t]) => `REDIS_URL=rediss://:${t}@cache.acme.io:6380/0`,
  note: 'empty user, password',
});
S({
  p: 'AMQP URL',
  basis: 'context',
  v: (k) => [pw(k).replace(/[#%]/g, 'r')],
  b: ([t]) => `CELERY_BROKER_URL=amqp://celery:${t}@rabbit:5672/prod`,
  note: 'amqp',
});
S({
  p: 'JDBC URL with password parameter',
  basis: 'context',
  v: (k) => [pw(k).replace(/[#%]/g, 'j')],
  b: ([t]) => `jdbc:mysql://db.acme.io:3306/shop?user=shop&password=${t}&useSSL=true`,
  note: 'password= in JDBC query',
});
S({
  p: 'Go MySQL driver DSN',
  basis: 'context',
  v: (k) => [randPw(k, 16).replace(/[@/:]/g, 'g')],
  b: ([t]) => `dsn := "orders:${t}@tcp(mysql.internal:3306)/orders?parseTime=true"`,
  note: 'user:pass@tcp(...)',
});
S({
  p: 'Oracle easy-connect in sqlplus',
  basis: 'context',
  v: (k) => [pw(k).replace(/[#%!*]/g, 'o')],
  b: ([t]) => `sqlplus scott/${t}@//ora.acme.io:1521/ORCLPDB1`,
  note: 'user/pass@',
});
S({
  p: 'SMTP URL in mailer config',
  basis: 'context',
  v: (k) => [fake(20, k)],
  b: ([t]) => `MAILER_DSN=smtp://postmaster%40mg.acme.io:${t}@smtp.mailgun.org:587`,
  note: 'smtp DSN',
});
S({
  p: 'LDAP bind password in sssd.conf',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `ldap_default_bind_dn = cn=svc,dc=acme,dc=io\nldap_default_authtok = ${t}`,
  note: 'authtok',
});
S({
  p: 'Kafka SASL JAAS config',
  basis: 'context',
  v: (k) => [fake(24, k)],
  b: ([t]) => `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="svc-orders" password="${t}";`,
  note: 'JAAS password=',
});
S({
  p: 'psql conninfo string',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `psql "host=db.acme.io port=5432 dbname=core user=admin password=${t} sslmode=verify-full"`,
  note: 'libpq keyword form',
});
S({
  p: 'PGPASSWORD prefixed pg_dump',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `PGPASSWORD='${t}' pg_dump -h db -p 5432 -U app app > app.sql`,
  note: 'env prefix; -p is port',
});
S({
  p: 'mysql attached -p password',
  basis: 'context',
  v: (k) => [pw(k).replace(/[!#%*]/g, '')],
  b: ([t]) => `mysql -h 10.0.0.12 -uroot -p${t} -e 'show databases'`,
  note: 'attached -p',
});
S({
  p: 'mysqldump --password=',
  basis: 'context',
  v: (k) => [randPw(k, 14)],
  b: ([t]) => `mysqldump --user=backup --password='${t}' --all-databases | gzip > all.sql.gz`,
  note: '--password=',
});
S({ p: 'sshpass -p', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `sshpass -p '${t}' ssh -o StrictHostKeyChecking=no admin@10.1.2.3`, note: 'sshpass' });
S({
  p: 'redis-cli -a password',
  basis: 'context',
  v: (k) => [fake(28, k)],
  b: ([t]) => `redis-cli -h cache -p 6379 -a ${t} --no-auth-warning INFO`,
  note: '-a is auth; -p is port',
});
S({
  p: 'curl -u user:password',
  basis: 'context',
  rule: 'curl-auth-user',
  v: (k) => [pw(k)],
  b: ([t]) => `curl -u admin:${t} https://jenkins.acme.io/api/json`,
  note: 'basic auth flag',
});
S({
  p: 'curl with X-Api-Key header, opaque key',
  basis: 'context',
  rule: 'curl-auth-header',
  v: (k) => [fake(32, k, LOWNUM)],
  b: ([t]) => `curl -sS https://api.acme-weather.io/v1/now -H "X-Api-Key: ${t}"`,
  note: 'no prefix, header name',
});
S({ p: 'httpie auth', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `http -a ops:${t} GET https://registry.acme.io/v2/_catalog`, note: 'httpie -a' });
S({
  p: 'wget --password',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `wget --user=mirror --password=${t} ftp://ftp.acme.io/pub/dump.tar.gz`,
  note: 'wget flag',
});
S({
  p: 'htpasswd -b plaintext',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `htpasswd -bc /etc/nginx/.htpasswd admin ${t}`,
  note: 'batch mode takes the plaintext',
});
S({
  p: 'openssl -passout pass:',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:${t}`,
  note: 'pass: prefix',
});
S({
  p: 'keytool -storepass',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `keytool -importcert -alias ca -file ca.crt -keystore truststore.jks -storepass ${t} -noprompt`,
  note: 'storepass',
});
S({
  p: 'kubectl create secret --from-literal',
  basis: 'context',
  v: (k) => [randPw(k)],
  b: ([t]) => `kubectl -n prod create secret generic api --from-literal=API_TOKEN=${t}`,
  note: 'from-literal',
});
S({
  p: 'vault login with a root token by name',
  basis: 'context',
  v: (k) => [fake(24, k)],
  b: ([t]) => `root token: ${t}\nunseal key 1: ${fake(44, 77, B64)}`,
  note: 'vault init output; unseal key also present',
});
S({
  p: 'az login service principal password',
  basis: 'context',
  v: (k) => [fake(40, k, ALNUM + '~._-')],
  b: ([t]) => `az login --service-principal -u ${uuidFrom(9)} -p ${t} --tenant acme.onmicrosoft.com`,
  note: 'az -p is password',
});
S({ p: 'Basic auth header', basis: 'transformed', v: (k) => [b64('svc-export:' + pw(k))], b: ([t]) => `Authorization: Basic ${t}`, note: 'base64 user:pass' });
S({
  p: 'Bearer opaque token in a log line',
  basis: 'context',
  v: (k) => [fake(40, k, B64URL)],
  b: ([t]) => `2026-12-01 22:14:03 WARN http: retrying POST /v1/sync headers={'Authorization': 'Bearer ${t}', 'Accept': '*/*'}`,
  note: 'logged request headers',
});
S({
  p: 'api_key query param in an access log',
  basis: 'context',
  v: (k) => [fake(32, k, LOWNUM)],
  b: ([t]) => `10.0.3.7 - - [01/Dec/2026:22:10:01 +0000] "GET /v2/forecast?city=Oslo&api_key=${t} HTTP/1.1" 200 512`,
  note: 'nginx access log',
});
S({
  p: 'access_token in a redirect URL',
  basis: 'context',
  v: (k) => [fake(64, k, B64URL)],
  b: ([t]) => `redirected to https://app.acme.io/callback#access_token=${t}&token_type=Bearer&expires_in=3600`,
  note: 'implicit flow fragment',
});
S({
  p: 'session cookie in a Set-Cookie header',
  basis: 'context',
  v: (k) => [fake(48, k, LOWNUM)],
  b: ([t]) => `Set-Cookie: sessionid=${t}; Path=/; HttpOnly; Secure; SameSite=Lax`,
  note: 'sessionid',
});
S({
  p: 'Python traceback with a DSN',
  basis: 'context',
  v: (k) => [pw(k).replace(/[#%]/g, 'e')],
  b: ([t]) =>
    `Traceback (most recent call last):\n  File "/app/db.py", line 14, in connect\n    return psycopg2.connect("postgresql://etl:${t}@10.2.0.5/warehouse")\npsycopg2.OperationalError: could not connect to server: Connection refused`,
  note: 'secret in traceback source line',
});
S({
  p: 'Java exception message with JDBC password',
  basis: 'context',
  v: (k) => [pw(k).replace(/[#%]/g, 'v')],
  b: ([t]) =>
    `org.postgresql.util.PSQLException: FATAL: password authentication failed for user "report"\n\tat ... url=jdbc:postgresql://pg:5432/report?user=report&password=${t}`,
  note: 'stack trace',
});
S({
  p: 'CI log echoing a deploy password',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `#14 [deploy 3/5] RUN echo "deploying with DEPLOY_PASSWORD=${t}"\n#14 0.212 deploying`,
  note: 'BuildKit log',
});
S({
  p: 'SQL CREATE USER IDENTIFIED BY',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `CREATE USER 'reporting'@'%' IDENTIFIED BY '${t}';\nGRANT SELECT ON shop.* TO 'reporting'@'%';`,
  note: 'MySQL',
});
S({
  p: 'SQL ALTER ROLE WITH PASSWORD',
  basis: 'context',
  v: (k) => [randPw(k)],
  b: ([t]) => `ALTER ROLE app_rw WITH LOGIN PASSWORD '${t}' VALID UNTIL '2027-01-01';`,
  note: 'Postgres',
});
S({
  p: 'SQL INSERT of an API key row',
  basis: 'context',
  v: (k) => [fake(40, k, LOWNUM)],
  b: ([t]) => `INSERT INTO integrations (name, api_key, enabled) VALUES ('weather', '${t}', true);`,
  note: 'column name says key',
});
S({
  p: 'Java properties put password',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `props.put("mail.smtp.user", "alerts");\nprops.put("mail.smtp.password", "${t}");`,
  note: 'Java',
});
S({
  p: 'C# NetworkCredential',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `client.Credentials = new NetworkCredential("alerts@acme.io", "${t}");`,
  note: 'positional password',
});
S({
  p: 'Ruby config api_key',
  basis: 'context',
  v: (k) => [hex(40, k)],
  b: ([t]) => `Geocoder.configure(lookup: :google, api_key: '${t}')`,
  note: 'symbol key',
});
S({ p: 'PHP define DB_PASSWORD', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `define( 'DB_PASSWORD', '${t}' );`, note: 'wp-config.php' });
S({
  p: 'Go struct literal Password',
  basis: 'context',
  v: (k) => [randPw(k)],
  b: ([t]) => `cfg := &redis.Options{Addr: "cache:6379", Password: "${t}", DB: 0}`,
  note: 'Go',
});
S({ p: 'Rust let token', basis: 'context', v: (k) => [fake(40, k)], b: ([t]) => `let api_token = String::from("${t}");`, note: 'Rust' });
S({ p: 'Kotlin const val secret', basis: 'context', v: (k) => [fake(32, k)], b: ([t]) => `const val CLIENT_SECRET = "${t}"`, note: 'Kotlin' });
S({ p: 'Swift let apiKey', basis: 'context', v: (k) => [fake(36, k)], b: ([t]) => `private let apiKey = "${t}"`, note: 'Swift' });
S({
  p: 'Python dict credentials',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `conn = pymysql.connect(**{"host": "db", "user": "etl", "passwd": "${t}", "db": "dw"})`,
  note: 'passwd key',
});
S({
  p: 'PowerShell ConvertTo-SecureString',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `$pw = ConvertTo-SecureString "${t}" -AsPlainText -Force`,
  note: 'PowerShell',
});
S({
  p: 'Dockerfile ENV with a token',
  basis: 'context',
  v: (k) => [fake(40, k)],
  b: ([t]) => `FROM node:20\nENV SENTRY_DSN_SECRET=${t}\nRUN npm ci`,
  note: 'ENV in Dockerfile',
});
S({
  p: 'GitHub Actions env with literal secret',
  basis: 'context',
  v: (k) => [fake(36, k)],
  b: ([t]) => `    env:\n      API_SECRET: ${t}\n      NODE_ENV: production`,
  note: 'workflow env',
});
S({
  p: 'Jenkinsfile withEnv credential',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `withEnv(["NEXUS_PASSWORD=${t}"]) {\n  sh './gradlew publish'\n}`,
  note: 'Groovy',
});
S({
  p: 'WireGuard private key',
  basis: 'context',
  v: (k) => [fake(43, k, B64) + '='],
  b: ([t]) => `[Interface]\nPrivateKey = ${t}\nAddress = 10.8.0.2/32\n\n[Peer]\nPublicKey = ${fake(43, 5, B64)}=\nEndpoint = vpn.acme.io:51820`,
  note: 'wg0.conf; the public key is not the secret',
});
S({
  p: 'OAuth client_secret in JSON',
  basis: 'context',
  v: (k) => [fake(40, k, B64URL)],
  b: ([t]) => `{"client_id":"acme-cli","client_secret":"${t}","grant_type":"client_credentials"}`,
  note: 'client credentials body',
});
S({
  p: 'form-encoded token request body',
  basis: 'context',
  v: (k) => [fake(30, k)],
  b: ([t]) => `grant_type=password&username=ops%40acme.io&password=${t}&client_id=web`,
  note: 'x-www-form-urlencoded',
});
S({
  p: 'NEO4J_AUTH user/pass pair',
  basis: 'context',
  v: (k) => [pw(k).replace(/[#%!*]/g, 'n')],
  b: ([t]) => `docker run -e NEO4J_AUTH=neo4j/${t} -p 7474:7474 neo4j:5`,
  note: 'slash-separated pair',
});
S({ p: 'Encryption key hex by name', basis: 'context', v: (k) => [hex(64, k)], b: ([t]) => `ENCRYPTION_KEY=${t}`, note: '256-bit key hex' });
S({
  p: 'Webhook signing secret by name in JSON',
  basis: 'context',
  v: (k) => [fake(32, k)],
  b: ([t]) => `{"url":"https://hooks.acme.io/in","signing_secret":"${t}","events":["push"]}`,
  note: 'signing_secret',
});
S({
  p: 'SNMP community string in config',
  basis: 'context',
  v: (k) => [fake(16, k)],
  b: ([t]) => `rocommunity ${t} 10.0.0.0/8`,
  note: 'snmpd.conf: community is a password',
});
S({ p: 'Wi-Fi PSK in wpa_supplicant', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `network={\n    ssid="acme-office"\n    psk="${t}"\n}`, note: 'psk' });
S({
  p: 'private_key_passphrase in TOML',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `[signing]\nkey_file = "release.key"\nprivate_key_passphrase = "${t}"`,
  note: 'passphrase',
});
S({
  p: 'Chat: the password is …',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `fyi the staging admin password is ${t} until we set up SSO`,
  note: 'English prose',
});
S({
  p: 'Chat: creds are user / pass',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `creds for the grafana box are admin / ${t}`,
  note: 'slash pair in prose',
});
S({ p: 'Chat: pw in parentheses', basis: 'context', v: (k) => [randPw(k, 12)], b: ([t]) => `logged into the router (pw: ${t}) and rebooted it`, note: 'pw:' });
S({
  p: 'German prose password',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `Das Passwort für den Testserver ist ${t} — bitte nicht weitergeben.`,
  note: 'Passwort',
});
S({ p: 'French prose password', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `Le mot de passe de la base de recette est « ${t} ».`, note: 'mot de passe' });
S({ p: 'Spanish prose password', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `La contraseña del usuario deploy es ${t}`, note: 'contraseña' });
S({ p: 'Portuguese prose password', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `a senha do painel é ${t}, troque depois`, note: 'senha' });
S({ p: 'Italian prose password', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `La password del VPN è ${t}`, note: 'Italian' });
S({ p: 'Dutch prose password', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `Het wachtwoord voor de NAS is ${t}`, note: 'wachtwoord' });
S({ p: 'Japanese prose password', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `本番DBのパスワードは ${t} です。`, note: 'パスワード' });
S({ p: 'Chinese prose password', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `测试环境的数据库密码是 ${t}，别外传。`, note: '密码' });
S({ p: 'Russian prose password', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `пароль от сервера: ${t}`, note: 'пароль' });
S({ p: 'Polish prose password', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `hasło do panelu: ${t}`, note: 'hasło' });
S({ p: 'Korean prose password', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `관리자 비밀번호: ${t}`, note: '비밀번호' });
S({ p: 'Turkish prose password', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `sunucu şifresi ${t}`, note: 'şifre' });
S({
  p: 'Chat: api key for a job',
  basis: 'context',
  v: (k) => [fake(32, k, LOWNUM)],
  b: ([t]) => `the api key for the nightly billing export is ${t}`,
  note: 'api key in prose',
});
S({
  p: 'Chat: token after a colon in markdown',
  basis: 'context',
  v: (k) => [fake(40, k, B64URL)],
  b: ([t]) => `**Token:** \`${t}\``,
  note: 'markdown bold label',
});

// ═══ SECRETS — transformed: encoded, escaped, chunked, wrapped ═══════════════════════════════
const chunk = (s: string, n: number): string[] => {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += n) out.push(s.slice(i, i + n));
  return out;
};
S({
  p: 'GitHub PAT base64-encoded in a chat',
  basis: 'transformed',
  rule: 'github-pat',
  v: (k) => [b64(ghp(k))],
  b: ([t]) => `encoded it so the bot won't eat it: ${t}`,
  note: 'base64 of ghp_',
});
S({
  p: 'GitLab PAT hex-encoded',
  basis: 'transformed',
  rule: 'gitlab-pat',
  v: (k) => [hexOf(glpat(k))],
  b: ([t]) => `token (hex): ${t}`,
  note: 'hex bytes of glpat-',
});
S({
  p: 'npm token chunked by 8 with spaces',
  basis: 'transformed',
  rule: 'npm-access-token',
  v: (k) => chunk(npmTok(k), 8),
  b: (c) => `read it off the screen: ${c.join(' ')}`,
  note: 'each chunk must go',
});
S({
  p: 'Slack bot token split across lines',
  basis: 'transformed',
  rule: 'slack-bot-token',
  v: (k) => chunk(xoxb(k), 20),
  b: (c) => `SLACK_BOT_TOKEN=\n${c.join('\n')}`,
  note: 'hard-wrapped at 20',
});
S({
  p: 'Anthropic key with a zero-width space inside',
  basis: 'transformed',
  rule: 'anthropic-api-key',
  v: (k) => {
    const t = anthropic(k);
    return [t.slice(0, 40), t.slice(40)];
  },
  b: ([a, c]) => `key: ${a}\u200b${c}`,
  note: 'ZWSP from a rich-text paste',
});
S({
  p: 'OpenAI key with a soft hyphen inside',
  basis: 'transformed',
  rule: 'openai-api-key',
  v: (k) => {
    const t = openaiProj(k);
    return [t.slice(0, 70), t.slice(70)];
  },
  b: ([a, c]) => `OPENAI_API_KEY=${a}\u00ad${c}`,
  note: 'U+00AD from a word processor',
});
S({
  p: 'URL-encoded password in a DSN',
  basis: 'transformed',
  v: (k) => [encodeURIComponent('P@ss/' + fake(10, k) + '#' + fake(4, k + 1))],
  b: ([t]) => `DATABASE_URL=postgresql://app:${t}@db:5432/app`,
  note: 'percent-encoded userinfo',
});
S({
  p: 'JSON-escaped credentials in a log line',
  basis: 'transformed',
  v: (k) => [pw(k)],
  b: ([t]) => `{"level":"debug","msg":"request body","body":"{\\"username\\":\\"ops\\",\\"password\\":\\"${t}\\"}"}`,
  note: 'double-encoded JSON',
});
S({
  p: 'shell-escaped password with dollar signs',
  basis: 'transformed',
  v: (k) => [fake(6, k) + '\\$\\$' + fake(8, k + 1)],
  b: ([t]) => `export SMTP_PASSWORD="${t}"`,
  note: 'escaped $ in double quotes',
});
S({
  p: 'base64 of a whole .env file',
  basis: 'transformed',
  v: (k) => [b64(`DB_USER=app\nDB_PASSWORD=${pw(k)}\nSTRIPE_KEY=${skLive(k + 1)}\n`)],
  b: ([t]) => `ENV_FILE_B64=${t}`,
  note: 'CI secret-file pattern',
});
S({
  p: 'token split into string concatenation in JS',
  basis: 'transformed',
  rule: 'github-pat',
  v: (k) => {
    const t = fake(36, k);
    return [t.slice(0, 18), t.slice(18)];
  },
  b: ([a, c]) => `const token = "gh" + "p_" + "${a}" + "${c}";`,
  note: 'evades a naive scanner; the halves are the secret',
});
S({
  p: 'C hex-escaped token string',
  basis: 'transformed',
  v: (k) => [
    Array.from(ghp(k))
      .map((ch) => '\\x' + ch.charCodeAt(0).toString(16))
      .join(''),
  ],
  b: ([t]) => `static const char *tok = "${t}";`,
  note: '\\xNN escapes',
});
S({
  p: 'JSON \\u-escaped token',
  basis: 'transformed',
  v: (k) => [
    Array.from(glpat(k))
      .map((ch) => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0'))
      .join(''),
  ],
  b: ([t]) => `{"token":"${t}"}`,
  note: '\\uXXXX escapes',
});
S({
  p: 'base64url JSON blob with a password',
  basis: 'transformed',
  v: (k) => [b64url(JSON.stringify({ host: 'db.acme.io', user: 'app', password: pw(k) }))],
  b: ([t]) => `connection=${t}`,
  note: 'opaque blob that decodes to creds',
});
S({
  p: 'uppercase hex of an AWS secret',
  basis: 'transformed',
  v: (k) => [Buffer.from(awsSecret(k), 'utf8').toString('hex').toUpperCase()],
  b: ([t]) => `AWS_SECRET_HEX=${t}`,
  note: 'HEX upper',
});
S({
  p: 'quoted-printable email with a wrapped token',
  basis: 'transformed',
  v: (k) => {
    const t = 'sk' + '_live_' + fake(60, k);
    return [t.slice(0, 30), t.slice(30)];
  },
  b: ([a, c]) => `Content-Transfer-Encoding: quoted-printable\n\nYour new key: ${a}=\n${c}`,
  note: 'QP soft line break',
});
S({
  p: 'base64 of an AWS credentials file in a k8s secret',
  basis: 'transformed',
  v: (k) => [b64(`[default]\naws_access_key_id = ${akia(k)}\naws_secret_access_key = ${awsSecret(k + 1)}\n`)],
  b: ([t]) => `data:\n  credentials: ${t}`,
  note: 'nested encoding',
});
S({
  p: 'token in a YAML folded scalar',
  basis: 'transformed',
  v: (k) => chunk('hv' + 's.' + fake(90, k, B64URL), 32),
  b: (c) => `vault_token: >-\n  ${c.join('\n  ')}`,
  note: 'folded lines join with spaces',
});
S({
  p: 'PAT chunked by 4 with dashes in a voice-call note',
  basis: 'transformed',
  v: (k) => {
    const t = fake(36, k);
    return [chunk(t, 4).join('-')];
  },
  b: ([t]) => `gh token read out on the call: g-h-p-_ then ${t}`,
  note: 'dash-separated groups',
});
S({
  p: 'percent-encoded Basic credentials in a proxy URL',
  basis: 'transformed',
  v: (k) => [encodeURIComponent(fake(8, k) + '+/=' + fake(10, k + 1))],
  b: ([t]) => `HTTPS_PROXY=http://proxyuser:${t}@proxy.acme.io:3128`,
  note: 'encoded reserved chars',
});
S({
  p: 'double base64 docker auth',
  basis: 'transformed',
  v: (k) => [b64(b64('robot$ci:' + fake(32, k)))],
  b: ([t]) => `DOCKER_AUTH_CONFIG_B64=${t}`,
  note: 'base64 of base64',
});

// ═══ SECRETS — through the other doors ═══════════════════════════════════════════════════════
S({
  door: 'title',
  p: 'title: rotate a leaked GitLab PAT',
  basis: 'vendor',
  rule: 'gitlab-pat',
  v: (k) => [glpat(k)],
  b: ([t]) => `Rotate ${t} (leaked in job 8812 log)`,
  note: 'token in the title',
});
S({
  door: 'title',
  p: 'title: expired GitHub token',
  basis: 'vendor',
  rule: 'github-pat',
  v: (k) => [ghp(k)],
  b: ([t]) => `401 from API: ${t} expired`,
  note: 'ghp_ in title',
});
S({ door: 'title', p: 'title: staging password', basis: 'context', v: (k) => [pw(k)], b: ([t]) => `staging admin password is ${t}`, note: 'context in title' });
S({
  door: 'title',
  p: 'title: Stripe key swap',
  basis: 'vendor',
  rule: 'stripe-access-token',
  v: (k) => [skLive(k)],
  b: ([t]) => `Swap ${t} for restricted key`,
  note: 'sk_live_ in title',
});
S({
  door: 'summary',
  p: 'summary: moved key to vault, old one named',
  basis: 'vendor',
  rule: 'slack-bot-token',
  v: (k) => [xoxb(k)],
  b: ([t]) => `Moved the Slack bot token to Vault; the old value ${t} is revoked but still in two runbooks.`,
  note: 'summary prose',
});
S({
  door: 'summary',
  p: 'summary: PGPASSWORD for the nightly job',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `Nightly export needs PGPASSWORD=${t} in the cron env; set on host etl-02.`,
  note: 'env assignment in summary',
});
S({
  door: 'summary',
  p: 'summary: DSN in a decision note',
  basis: 'context',
  v: (k) => [fake(18, k)],
  b: ([t]) => `Decided to point reports at mysql://ro:${t}@replica-2/shop instead of primary.`,
  note: 'DSN in summary',
});
S({
  door: 'summary',
  p: 'summary: AWS key pair',
  basis: 'both',
  rule: 'aws-access-token',
  v: (k) => [akia(k), awsSecret(k + 1)],
  b: ([i, s]) => `CI deploy user key ${i} / ${s} created for the migration week.`,
  note: 'pair in prose',
});
S({
  door: 'tags',
  p: 'tag: Mailgun key as a tag',
  basis: 'vendor',
  rule: 'mailgun-private-api-token',
  v: (k) => ['ke' + 'y-' + hex(32, k)],
  b: ([t]) => `${t}`,
  note: 'whole tag is the key',
});
S({
  door: 'tags',
  p: 'tag: Shopify token as a tag',
  basis: 'vendor',
  rule: 'shopify-access-token',
  v: (k) => ['sh' + 'pat_' + hex(32, k)],
  b: ([t]) => `${t}`,
  note: 'shpat_ tag',
});
S({ door: 'tags', p: 'tag: password label pair', basis: 'context', v: (k) => [fake(12, k, LOWNUM)], b: ([t]) => `password:${t}`, note: 'key:value tag' });
S({ door: 'tags', p: 'tag: Supabase token as a tag', basis: 'vendor', v: (k) => ['sb' + 'p_' + hex(40, k)], b: ([t]) => `${t}`, note: 'sbp_ tag' });
S({
  door: 'tags',
  p: 'tag: DigitalOcean token',
  basis: 'vendor',
  rule: 'digitalocean-pat',
  v: (k) => ['do' + 'p_v1_' + hex(64, k)],
  b: ([t]) => `${t}`,
  note: 'dop_v1_ tag',
});
S({
  door: 'tripwires',
  p: 'tripwire naming the key it guards',
  basis: 'vendor',
  rule: 'aws-access-token',
  v: (k) => [akia(k)],
  b: ([t]) => `never deploy with ${t} — it is the prod root key`,
  note: 'tripwire text',
});
S({
  door: 'tripwires',
  p: 'tripwire with a password',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `do not reuse password ${t} on new hosts`,
  note: 'password in tripwire',
});
S({
  door: 'tripwires',
  p: 'tripwire with an npm token',
  basis: 'vendor',
  rule: 'npm-access-token',
  v: (k) => [npmTok(k)],
  b: ([t]) => `stop if ${t} appears in a publish log`,
  note: 'npm_ in tripwire',
});
S({
  door: 'filesEdited',
  p: 'edited file named after a token',
  basis: 'vendor',
  rule: 'github-pat',
  v: (k) => [ghp(k)],
  b: ([t]) => `notes/recovery-${t}.txt`,
  note: 'token in a path',
});
S({
  door: 'filesEdited',
  p: 'edited file path holding a key id',
  basis: 'vendor',
  rule: 'aws-access-token',
  v: (k) => [akia(k)],
  b: ([t]) => `downloads/${t}_accessKeys.csv`,
  note: 'AWS key id in path',
});
S({
  door: 'filesEdited',
  p: 'edited file in a URL-with-creds path',
  basis: 'context',
  v: (k) => [fake(16, k)],
  b: ([t]) => `mnt/ftp/backup:${t}@nas/export.sql`,
  note: 'user:pass@ in a mounted path',
});
S({
  door: 'source',
  p: 'source: git URL with PAT',
  basis: 'vendor',
  rule: 'github-pat',
  v: (k) => [ghp(k)],
  b: ([t]) => `https://${t}@github.com/acme/infra.git`,
  note: 'token as userinfo',
});
S({
  door: 'source',
  p: 'source: API URL with api_key',
  basis: 'context',
  v: (k) => [fake(32, k, LOWNUM)],
  b: ([t]) => `https://api.acme-rates.io/v1/latest?base=EUR&api_key=${t}`,
  note: 'query param',
});
S({
  door: 'source',
  p: 'source: Slack webhook URL',
  basis: 'vendor',
  rule: 'slack-webhook-url',
  v: (k) => ['https://hooks.sl' + 'ack.com/services/T' + fake(8, k, UPNUM) + '/B' + fake(10, k + 1, UPNUM) + '/' + fake(24, k + 2)],
  b: ([u]) => `${u}`,
  note: 'webhook as a source',
});
S({
  door: 'source',
  p: 'source: postgres URL',
  basis: 'context',
  v: (k) => [fake(20, k)],
  b: ([t]) => `postgres://reader:${t}@analytics.acme.io:5432/events`,
  note: 'DSN as a source',
});
S({
  door: 'source',
  p: 'source: presigned S3 URL',
  basis: 'both',
  v: (k) => [hex(64, k)],
  b: ([sig]) =>
    `https://acme-exports.s3.eu-west-1.amazonaws.com/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${akia(3)}%2F20261201%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261201T101010Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=${sig}`,
  note: 'signature is the bearer credential',
});
S({
  door: 'query',
  p: 'query: why does this token 401',
  basis: 'vendor',
  rule: 'github-pat',
  v: (k) => [ghp(k)],
  b: ([t]) => `why does ${t} return 401 on the packages API`,
  note: 'recall query',
});
S({
  door: 'query',
  p: 'query: password not working',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `DB_PASSWORD=${t} rejected after migration`,
  note: 'query with assignment',
});
S({
  door: 'query',
  p: 'query: Anthropic key rate limit',
  basis: 'vendor',
  rule: 'anthropic-api-key',
  v: (k) => [anthropic(k)],
  b: ([t]) => `rate limits for ${t}`,
  note: 'query with key',
});
S({
  door: 'query',
  p: 'query: Telegram bot token',
  basis: 'vendor',
  rule: 'telegram-bot-api-token',
  v: (k) => [digits(10, k) + ':AA' + fake(33, k + 1, B64URL)],
  b: ([t]) => `bot ${t} webhook setup`,
  note: 'query',
});
S({
  door: 'projectPath',
  p: 'project path: cloned into a dir named with a PAT',
  basis: 'vendor',
  rule: 'github-pat',
  v: (k) => [ghp(k)],
  b: ([t]) => `/home/dev/src/${t}-infra`,
  note: 'token in a directory name',
});
S({
  door: 'projectPath',
  p: 'project path: GitLab PAT segment',
  basis: 'vendor',
  rule: 'gitlab-pat',
  v: (k) => [glpat(k)],
  b: ([t]) => `/tmp/ci/${t}/repo`,
  note: 'CI workspace with token',
});
S({
  door: 'projectPath',
  p: 'project path: user:pass@host segment',
  basis: 'context',
  v: (k) => [fake(14, k)],
  b: ([t]) => `/mnt/sshfs/deploy:${t}@build-01/app`,
  note: 'credentials in a mount path',
});
S({
  door: 'projectPath',
  p: 'project path: npm token segment',
  basis: 'vendor',
  rule: 'npm-access-token',
  v: (k) => [npmTok(k)],
  b: ([t]) => `/work/${t}/pkg`,
  note: 'npm_ segment',
});

S({
  door: 'title',
  p: 'title: Vault token in a handover',
  basis: 'vendor',
  rule: 'vault-service-token',
  v: (k) => ['hv' + 's.' + fake(92, k, B64URL)],
  b: ([t]) => `Handover: use ${t} until Monday`,
  note: 'hvs. in title',
});
S({
  door: 'summary',
  p: 'summary: Docker Hub PAT in a release note',
  basis: 'vendor',
  v: (k) => ['dckr' + '_pat_' + fake(27, k, B64URL)],
  b: ([t]) => `Release pipeline now pushes with ${t}; personal PAT removed.`,
  note: 'dckr_pat_ in summary',
});
S({
  door: 'summary',
  p: 'summary: Basic header pasted into a note',
  basis: 'transformed',
  v: (k) => [b64('grafana:' + pw(k))],
  b: ([t]) => `Probe works with header Authorization: Basic ${t} against /api/health.`,
  note: 'Basic in summary',
});
S({
  door: 'tags',
  p: 'tag: Linear key as a tag',
  basis: 'vendor',
  rule: 'linear-api-key',
  v: (k) => ['lin' + '_api_' + fake(40, k)],
  b: ([t]) => `${t}`,
  note: 'lin_api_ tag',
});
S({
  door: 'tripwires',
  p: 'tripwire: sshpass line',
  basis: 'context',
  v: (k) => [pw(k)],
  b: ([t]) => `refuse any script running sshpass -p ${t}`,
  note: 'password in tripwire command',
});
S({
  door: 'filesEdited',
  p: 'edited file: dump named with DSN',
  basis: 'context',
  v: (k) => [fake(18, k)],
  b: ([t]) => `dumps/postgres_app_${t}@db01.sql`,
  note: 'password segment in file name',
});
S({
  door: 'query',
  p: 'query: Google key quota',
  basis: 'vendor',
  rule: 'gcp-api-key',
  v: (k) => [aiza(k)],
  b: ([t]) => `quota for key ${t}`,
  note: 'AIza in query',
});
S({
  door: 'source',
  p: 'source: Telegram bot API URL',
  basis: 'vendor',
  rule: 'telegram-bot-api-token',
  v: (k) => [digits(10, k) + ':AA' + fake(33, k + 1, B64URL)],
  b: ([t]) => `https://api.telegram.org/bot${t}/getUpdates`,
  note: 'bot token in source URL',
});

// ═══ NEAR-MISSES — look like secrets, are not; must survive byte for byte ════════════════════
N({
  p: 'git log line with full SHA',
  basis: 'vendor',
  b: (k) => `commit ${hex(40, k)}\nAuthor: Dana Ruiz <dana@acme.io>\nDate:   Mon Nov 30 10:12:44 2026 +0100\n\n    fix flaky retry test`,
  note: '40-hex commit',
});
N({ p: 'GitHub commit URL', basis: 'vendor', b: (k) => `see https://github.com/acme/web/commit/${hex(40, k)} for the revert`, note: 'SHA in URL' });
N({
  p: 'short SHAs in a rebase todo',
  basis: 'vendor',
  b: (k) => `pick ${hex(7, k)} add retries\nsquash ${hex(7, k + 1)} fixup retries\npick ${hex(7, k + 2)} docs`,
  note: 'abbreviated SHAs',
});
N({ p: 'UUIDs in a JSON record', basis: 'vendor', b: (k) => `{"id":"${uuidFrom(k)}","tenant_id":"${uuidFrom(k + 7)}","status":"active"}`, note: 'UUID v4' });
N({
  p: 'request id and trace id in a log',
  basis: 'vendor',
  b: (k) => `INFO request_id=${uuidFrom(k)} trace_id=${hex(32, k + 1)} span_id=${hex(16, k + 2)} status=200 dur=41ms`,
  note: 'W3C trace ids',
});
N({ p: 'docker image digest', basis: 'vendor', b: (k) => `image: ghcr.io/acme/api@sha256:${hex(64, k)}`, note: 'content digest' });
N({
  p: 'npm lockfile integrity',
  basis: 'transformed',
  b: (k) =>
    `"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-${fake(86, k, B64)}=="\n}`,
  note: 'SRI hash',
});
N({
  p: 'HTML subresource integrity',
  basis: 'transformed',
  b: (k) => `<script src="https://cdn.acme.io/app.js" integrity="sha384-${fake(64, k, B64)}" crossorigin="anonymous"></script>`,
  note: 'SRI',
});
N({
  p: 'go.sum lines',
  basis: 'transformed',
  b: (k) => `github.com/spf13/cobra v1.8.1 h1:${fake(43, k, B64)}=\ngithub.com/spf13/cobra v1.8.1/go.mod h1:${fake(43, k + 1, B64)}=`,
  note: 'module hashes',
});
N({ p: 'pip --hash requirement', basis: 'vendor', b: (k) => `requests==2.32.3 \\\n    --hash=sha256:${hex(64, k)}`, note: 'pip hash mode' });
N({ p: 'sha256sum output', basis: 'vendor', b: (k) => `${hex(64, k)}  cairn-linux-x64.tar.gz`, note: 'checksum file' });
N({ p: 'md5 etag header', basis: 'vendor', b: (k) => `ETag: "${hex(32, k)}"`, note: 'etag' });
N({ p: 'placeholder in angle brackets', basis: 'context', b: () => `export GITHUB_TOKEN=<your-token>`, note: 'angle placeholder' });
N({
  p: 'shell variable reference',
  basis: 'context',
  b: () => `curl -H "Authorization: Bearer \${GITHUB_TOKEN}" https://api.github.com/user`,
  note: 'dollar-brace variable reference',
});
N({ p: 'bare $VAR password flag', basis: 'context', b: () => `mysql -u root -p"$MYSQL_ROOT_PASSWORD" -e 'select 1'`, note: '$VAR after -p' });
N({ p: 'masked password stars', basis: 'context', b: () => `DB_PASSWORD=********`, note: 'asterisks' });
N({ p: 'xxx placeholder key', basis: 'context', b: () => `STRIPE_SECRET_KEY=${'sk' + '_live_' + 'x'.repeat(24)}`, note: 'x mask' });
N({ p: 'your-api-key-here', basis: 'context', b: () => `OPENAI_API_KEY=your-api-key-here`, note: 'docs placeholder' });
N({ p: 'changeme', basis: 'context', b: () => `POSTGRES_PASSWORD: changeme`, note: 'default placeholder' });
N({ p: 'REDACTED marker', basis: 'context', b: () => `password: [REDACTED]`, note: 'already redacted' });
N({ p: 'Helm template reference', basis: 'context', b: () => `password: {{ .Values.postgresql.auth.password | quote }}`, note: 'template' });
N({
  p: 'GitHub Actions secrets expression',
  basis: 'context',
  b: () => `        env:\n          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}`,
  note: 'secrets context',
});
N({ p: 'Python os.environ lookup', basis: 'context', b: () => `SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]`, note: 'lookup, no value' });
N({ p: 'Node process.env lookup', basis: 'context', b: () => `const apiKey = process.env.OPENAI_API_KEY ?? '';`, note: 'lookup' });
N({
  p: 'k8s secretKeyRef',
  basis: 'context',
  b: () => `        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: db\n              key: password`,
  note: 'reference to a secret',
});
N({ p: 'password file path', basis: 'context', b: () => `POSTGRES_PASSWORD_FILE=/run/secrets/postgres_password`, note: '_FILE convention' });
N({ p: 'max_tokens setting', basis: 'context', b: () => `model: claude-sonnet\nmax_tokens: 4096\ntemperature: 0.2`, note: 'tokens = count' });
N({ p: 'auth: required', basis: 'context', b: () => `routes:\n  /admin:\n    auth: required\n  /health:\n    auth: none`, note: 'auth mode' });
N({
  p: 'password policy settings',
  basis: 'context',
  b: () => `password_min_length: 12\npassword_require_symbol: true\npassword_max_age_days: 90`,
  note: 'policy numbers',
});
N({ p: 'token_type bearer', basis: 'context', b: () => `{"token_type":"Bearer","expires_in":3600,"scope":"read:org"}`, note: 'no token value' });
N({
  p: 'docker login --password-stdin',
  basis: 'context',
  b: () => `echo "$CR_PAT" | docker login ghcr.io -u acmebot --password-stdin`,
  note: 'flag without value',
});
N({ p: 'psql -p port', basis: 'context', b: () => `psql -h db.internal -p 5432 -U app -d app`, note: '-p is a port' });
N({ p: 'redis-cli -p port', basis: 'context', b: () => `redis-cli -h cache -p 6380 ping`, note: '-p is a port' });
N({ p: 'TOKEN_EXPIRY seconds', basis: 'context', b: () => `TOKEN_EXPIRY=3600\nREFRESH_TOKEN_TTL=1209600\nSESSION_TIMEOUT=1800`, note: 'durations' });
N({ p: 'SSH public key', basis: 'vendor', b: (k) => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${fake(43, k, B64)} dana@laptop`, note: 'authorized_keys line' });
N({ p: 'SSH RSA public key', basis: 'vendor', b: (k) => `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${fake(300, k, B64)}= ci@build`, note: 'public key' });
N({
  p: 'PEM public key',
  basis: 'vendor',
  b: (k) =>
    `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${fake(20, k, B64)}\n${fake(64, k + 1, B64)}\n${fake(40, k + 2, B64)}IDAQAB\n-----END PUBLIC KEY-----`,
  note: 'public, not private',
});
N({
  p: 'certificate block',
  basis: 'vendor',
  b: (k) => `-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE${fake(44, k, B64)}\n${fake(64, k + 1, B64)}\n-----END CERTIFICATE-----`,
  note: 'certificate is public',
});
N({ p: 'age public key', basis: 'vendor', b: (k) => `recipients:\n  - age1${fake(58, k, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}`, note: 'age recipient' });
N({
  p: 'GPG key fingerprint',
  basis: 'vendor',
  b: (k) => `pub   ed25519 2025-03-01 [SC]\n      ${hexU(40, k)}\nuid           [ultimate] Dana Ruiz <dana@acme.io>`,
  note: 'fingerprint',
});
N({ p: 'semver and build metadata', basis: 'vendor', b: () => `bumped to 3.14.0-rc.2+build.20261201.7f3a9c1 (was 3.13.4)`, note: 'versions' });
N({
  p: 'base64 of ordinary text',
  basis: 'transformed',
  b: () => `msg=${b64('The quick brown fox jumps over the lazy dog, again and again.')}`,
  note: 'decodes to prose',
});
N({
  p: 'base64 of JSON config without secrets',
  basis: 'transformed',
  b: () => `X-Client-Info: ${b64(JSON.stringify({ client: 'cli', version: '2.3.1', os: 'linux', arch: 'x64' }))}`,
  note: 'decodes to harmless JSON',
});
N({ p: 'hex of ordinary text', basis: 'transformed', b: () => `payload hex: ${hexOf('hello from the build farm, all green')}`, note: 'decodes to prose' });
N({ p: 'CSS hex colours', basis: 'vendor', b: () => `:root { --brand: #1f6feb; --bg: #0d1117; --accent: #ff7b72; }`, note: 'colours' });
N({
  p: 'ULIDs',
  basis: 'vendor',
  b: (k) => `event ${fake(26, k, '0123456789ABCDEFGHJKMNPQRSTVWXYZ')} superseded ${fake(26, k + 1, '0123456789ABCDEFGHJKMNPQRSTVWXYZ')}`,
  note: 'sortable ids',
});
N({
  p: 'Stripe object ids',
  basis: 'vendor',
  b: (k) => `refund ch_${fake(24, k)} for customer cus_${fake(14, k + 1)} (invoice in_${fake(24, k + 2)})`,
  note: 'ids, not keys',
});
N({
  p: 'Kubernetes pod names',
  basis: 'vendor',
  b: (k) => `api-7d${fake(8, k, 'bcdfghjklmnpqrstvwxz2456789')}-${fake(5, k + 1, 'bcdfghjklmnpqrstvwxz2456789')}   1/1   Running   0   3h`,
  note: 'replicaset hash',
});
N({ p: 'container id', basis: 'vendor', b: (k) => `Error response from daemon: container ${hex(64, k)} is not running`, note: '64-hex id' });
N({ p: 'AWS ARN with account id', basis: 'vendor', b: () => `arn:aws:iam::123456789012:role/ci-deploy`, note: 'account id is not secret' });
N({
  p: 'environment variable names only',
  basis: 'context',
  b: () => `Set GITHUB_TOKEN, NPM_TOKEN and AWS_SECRET_ACCESS_KEY in the repo settings before running release.`,
  note: 'names without values',
});
N({ p: 'empty password value', basis: 'context', b: () => `password: ""\napi_key: null`, note: 'empty' });
N({ p: 'Python None api key', basis: 'context', b: () => `def client(api_key: str | None = None, token: str = "") -> Client:`, note: 'signature' });
N({
  p: 'password reset prose',
  basis: 'context',
  b: () => `The password reset link expired after 15 minutes; users must request a new token.`,
  note: 'words only',
});
N({
  p: 'token counting prose',
  basis: 'context',
  b: () => `The prompt used 18342 tokens; the secret to staying under budget is trimming the system prompt.`,
  note: 'tokens as a count',
});
N({ p: 'masked display of a key', basis: 'context', b: () => `Active key: sk-...4f2a (created 2026-10-01)`, note: 'last four only' });
N({ p: 'masked GitHub token in a UI', basis: 'context', b: () => `Token ${'gh' + 'p_' + '*'.repeat(36)} last used 3 days ago`, note: 'stars mask' });
N({ p: 'pg_hba auth method', basis: 'context', b: () => `host    all    all    10.0.0.0/8    scram-sha-256`, note: 'auth method name' });
N({ p: 'OAuth scopes list', basis: 'context', b: () => `scopes: repo, read:org, workflow, write:packages`, note: 'scope names' });
N({ p: 'IPv6 and MAC addresses', basis: 'vendor', b: () => `eth0: inet6 fe80::1c2b:3dff:fe4e:5f60/64  ether 1e:2b:3d:4e:5f:60`, note: 'addresses' });
N({ p: 'Sentry event id', basis: 'vendor', b: (k) => `Sentry event ${hex(32, k)} grouped under issue WEB-3F1`, note: 'event id' });
N({ p: 'example.com URL without credentials', basis: 'context', b: () => `git clone https://github.com/acme/infra.git && cd infra`, note: 'no userinfo' });
N({ p: 'DSN with placeholder password', basis: 'context', b: () => `DATABASE_URL=postgres://app:<password>@localhost:5432/app`, note: 'placeholder in DSN' });
N({
  p: 'Python format placeholder',
  basis: 'context',
  b: () => `dsn = "postgresql://%(user)s:%(password)s@%(host)s/%(db)s" % cfg`,
  note: 'printf placeholders',
});
N({ p: 'Jinja secret lookup in Ansible', basis: 'context', b: () => `ansible_become_password: "{{ vault_become_password }}"`, note: 'vault reference' });
N({ p: 'Go template in k8s manifest', basis: 'context', b: () => `token: {{ required "token is required" .Values.token }}`, note: 'template' });

N({ door: 'title', p: 'title: commit SHA', basis: 'vendor', b: (k) => `Revert ${hex(40, k)} (broke login)`, note: 'SHA in title' });
N({ door: 'title', p: 'title: rotate the token (no value)', basis: 'context', b: () => `Rotate GITHUB_TOKEN before the 1.0 release`, note: 'name only' });
N({
  door: 'summary',
  p: 'summary: integrity mismatch',
  basis: 'transformed',
  b: (k) => `npm ci failed: integrity sha512-${fake(86, k, B64)}== did not match the tarball.`,
  note: 'SRI in summary',
});
N({ door: 'tags', p: 'tag: uuid-ish id', basis: 'vendor', b: (k) => `run-${uuidFrom(k)}`, note: 'uuid tag' });
N({ door: 'tags', p: 'tag: auth-required', basis: 'context', b: () => `auth-required`, note: 'word tag' });
N({
  door: 'tripwires',
  p: 'tripwire: env var names only',
  basis: 'context',
  b: () => `never echo $DB_PASSWORD or \${API_TOKEN} in CI`,
  note: 'references only',
});
N({ door: 'filesEdited', p: 'edited file: secrets template', basis: 'context', b: () => `config/secrets.example.yaml`, note: 'file name says secrets' });
N({
  door: 'source',
  p: 'source: blob URL with commit SHA',
  basis: 'vendor',
  b: (k) => `https://github.com/acme/web/blob/${hex(40, k)}/src/auth/token.ts`,
  note: 'SHA and token.ts in URL',
});
N({ door: 'query', p: 'query: how to rotate keys', basis: 'context', b: () => `how do we rotate the stripe secret key and the npm token`, note: 'names only' });
N({
  door: 'projectPath',
  p: 'project path with a hash-like segment',
  basis: 'vendor',
  b: (k) => `/home/dev/.cache/bazel/_bazel_dev/${hex(32, k)}/execroot/acme`,
  note: 'bazel output base hash',
});

N({ door: 'query', p: 'query: max_tokens question', basis: 'context', b: () => `why is max_tokens: 4096 truncating the summary`, note: 'count in query' });
N({ door: 'source', p: 'source: npm package tarball URL', basis: 'vendor', b: () => `https://registry.npmjs.org/zod/-/zod-4.6.7.tgz`, note: 'plain URL' });
N({
  door: 'summary',
  p: 'summary: placeholder token in docs',
  basis: 'context',
  b: () => `Documented setup: export LINEAR_API_KEY=<your-linear-key> then run the sync.`,
  note: 'placeholder',
});
N({
  door: 'filesEdited',
  p: 'edited file: lockfile path',
  basis: 'vendor',
  b: (k) => `.pnpm-store/v3/files/${hex(2, k)}/${hex(62, k + 1)}-index.json`,
  note: 'content-addressed store path',
});

/** 287 credential placements and 80 near-misses, in a fixed order; 54 of them through a door other than text. */
export const UNSEEN_SECRET_CASES: UnseenSecretCase[] = [...SECRET_CASES, ...NEAR_CASES];
