/**
 * Blind redaction set 7, written on 2026-12-06 by a helper (h49-blind) who had not read the
 * redactor, its patterns, its tests, the committed corpus or the other blind sets' cases (only the
 * header and exported shape of redaction-6, the measure types and the harness were read). Vendor
 * token shapes were re-derived from the vendors' documented formats (prefix, alphabet, length),
 * not copied from a scanner's rule file. Secret cases place a credential where a careful tool must
 * find it: vendor tokens in prose, code and config; context-named values in .env, YAML, TOML, INI,
 * JSON, XML, Java properties, Dockerfiles, Kubernetes secrets, Terraform and GitHub Actions
 * files (labels in eleven human languages); shell history, chat pastes, logs, stack traces, URLs
 * with credentials, connection strings and curl headers; and transformed forms (base64, hex,
 * percent-encoded, split over spaces and lines, zero-width joined, JSON- and shell-escaped), some
 * through doors other than the text. Near-misses (git SHAs, UUIDs, digests, integrity strings,
 * counts such as `max_tokens: 4096`, placeholders, public keys, identifiers documented as not
 * secret) hold no credential and must be stored byte for byte, some through other doors.
 * Placements name kinds of place (two or more cases each), so a per-placement figure never names
 * one case. Every secret-looking value is fake (a FAKE, Fake or dead marker in it) and assembled at
 * run time from split prefixes and a seeded generator, so no scanner trips on this file. Never
 * tuned against: figures are reported, not fitted.
 */
import type { RedactionDoor, RedactionMeasureCase } from '../src/measureRedaction.js';

const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LO = 'abcdefghijklmnopqrstuvwxyz';
const NUM = '0123456789';
const AN = UP + LO + NUM;
const HX = '0123456789abcdef';
const URLSAFE = AN + '-_';

/** A small seeded generator (mulberry32), so the set is the same on every run. */
let state = 0x7a11e7;
function rand(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
/** `n` characters from `alphabet`, the marker first so every value reads as fake. */
function gen(n: number, alphabet = AN, mark = 'FAKE'): string {
  let out = mark;
  while (out.length < n) out += alphabet[Math.floor(rand() * alphabet.length)];
  return out.slice(0, n);
}
const j = (...parts: string[]): string => parts.join('');
const hexp = (n: number): string => gen(n, HX, 'dead');
/** A password-like value: mixed case, digits and punctuation. */
const pw = (n = 18): string => gen(n, AN + '!#%*+=', 'Fake');

const ZW = String.fromCharCode(0x200b);
const ZWJ = String.fromCharCode(0x200d);
const enc = {
  b64: (s: string): string => Buffer.from(s, 'utf8').toString('base64'),
  b64url: (s: string): string => Buffer.from(s, 'utf8').toString('base64url'),
  hex: (s: string): string => Buffer.from(s, 'utf8').toString('hex'),
  pct: (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  chunks: (s: string, n: number, sep: string): string => (s.match(new RegExp(`.{1,${n}}`, 'gs')) ?? []).join(sep),
  uesc: (s: string): string => [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
};

interface Opts {
  door?: RedactionDoor;
  gitleaksRule?: string;
  /** Further strings that must not survive, as a function of the token. */
  extra?: (t: string) => string[];
}

/** A case whose token must appear in no byte written or printed (nor the forms `extra` names). */
function secret(placement: string, basis: string, token: string, wrap: (t: string) => string, o: Opts = {}): RedactionMeasureCase {
  return {
    expect: 'secret',
    placement,
    basis,
    ...(o.door !== undefined ? { door: o.door } : {}),
    ...(o.gitleaksRule !== undefined ? { gitleaksRule: o.gitleaksRule } : {}),
    build: () => wrap(token),
    secrets: () => [token, ...(o.extra?.(token) ?? [])],
  };
}

/** A case with no credential in it: it must be stored (or used) byte for byte. */
function near(placement: string, text: string, door?: RedactionDoor): RedactionMeasureCase {
  return { expect: 'near-miss', placement, basis: 'near-miss', ...(door !== undefined ? { door } : {}), build: () => text, secrets: () => [] };
}

/** Vendor token shapes, from each vendor's documented format, assembled at run time. */
const T = {
  ghp: () => j('gh', 'p_', gen(36)),
  gho: () => j('gh', 'o_', gen(36)),
  ghs: () => j('gh', 's_', gen(36)),
  ghFine: () => j('github', '_pat_', gen(22), '_', gen(59)),
  glpat: () => j('gl', 'pat-', gen(20, URLSAFE)),
  glrt: () => j('gl', 'rt-', gen(20, URLSAFE)),
  xoxb: () => j('xo', 'xb-', gen(12, NUM, '90'), '-', gen(13, NUM, '77'), '-', gen(24)),
  xoxp: () => j('xo', 'xp-', gen(12, NUM, '41'), '-', gen(12, NUM, '52'), '-', gen(13, NUM, '63'), '-', gen(32, HX, 'dead')),
  slackHook: () => j('https://hooks.', 'slack.com/services/', 'T', gen(10, UP + NUM, 'FAKE'), '/B', gen(10, UP + NUM, 'FAKE'), '/', gen(24)),
  skLive: () => j('sk', '_live_', gen(99)),
  rkLive: () => j('rk', '_live_', gen(99)),
  whsec: () => j('wh', 'sec_', gen(32)),
  akia: () => j('AK', 'IA', gen(16, UP + NUM, 'FAKE')),
  awsSecret: () => gen(40, AN + '/+', 'Fake'),
  gcpKey: () => j('AI', 'za', gen(35, URLSAFE, 'Fake')),
  azureSecret: () => j(gen(3, AN, 'F'), '8Q', '~', gen(34, AN + '~._-', 'Fake')),
  azureStorage: () => j(gen(86, AN + '+/', 'Fake'), '=='),
  openai: () => j('sk', '-proj-', gen(74, URLSAFE), 'T3Blbk', 'FJ', gen(74, URLSAFE)),
  anthropic: () => j('sk', '-ant-', 'api03-', gen(93, URLSAFE), 'AA'),
  npm: () => j('np', 'm_', gen(36)),
  pypi: () => j('py', 'pi-', 'AgEIcHlwaS5vcmc', gen(70, URLSAFE)),
  twilioSk: () => j('S', 'K', hexp(32)),
  sendgrid: () => j('S', 'G.', gen(22, URLSAFE), '.', gen(43, URLSAFE)),
  shpat: () => j('sh', 'pat_', hexp(32)),
  shpss: () => j('sh', 'pss_', hexp(32)),
  atlassian: () => j('ATA', 'TT3xFfGF0', gen(171, URLSAFE), '=', gen(8, UP + NUM, 'DEAD')),
  dapi: () => j('da', 'pi', hexp(32)),
  hvs: () => j('hv', 's.', gen(92, URLSAFE)),
  tfc: () => j(gen(14, AN), '.atl', 'asv1.', gen(67, AN)),
  hf: () => j('h', 'f_', gen(34, UP + LO)),
  dop: () => j('do', 'p_v1_', hexp(64)),
  linear: () => j('lin', '_api_', gen(40)),
  postman: () => j('PM', 'AK-', hexp(24), '-', hexp(34)),
  grafana: () => j('gl', 'sa_', gen(32), '_', hexp(8)),
  doppler: () => j('dp', '.pt.', gen(43, LO + NUM, 'fake')),
  mailgun: () => j('ke', 'y-', hexp(32)),
  telegram: () => j(gen(10, NUM, '55'), ':', 'AA', gen(33, URLSAFE)),
  age: () => j('AGE-', 'SECRET-KEY-1', gen(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 'FAKE')),
  jwt: () => j(enc.b64url('{"alg":"HS256","typ":"JWT"}'), '.', enc.b64url(`{"sub":"fake-${gen(8)}","role":"service","iat":1767225600}`), '.', gen(43, URLSAFE)),
  pem: () =>
    j(
      '-----BEGIN ',
      'OPENSSH PRIVATE KEY-----\n',
      enc.chunks(gen(280, AN + '+/', 'b3BlbnNzaC1rZXktdjEFAKE'), 70, '\n'),
      '\n-----END ',
      'OPENSSH PRIVATE KEY-----',
    ),
  notion: () => j('nt', 'n_', gen(46)),
  discord: () => j('MT', gen(24, URLSAFE, 'FAKE'), '.', gen(6, URLSAFE, 'Fk'), '.', gen(38, URLSAFE, 'FAKE')),
  pulumi: () => j('pu', 'l-', hexp(40)),
  flyToken: () => j('Fly', 'V1 fm2_', gen(180, URLSAFE + ',')),
};

/** Values around a credential that are fixed once, so a case's text is the same on every build. */
const AROUND = { twilioSk: T.twilioSk(), akia: T.akia(), keyId: hexp(40) };

const CASES: RedactionMeasureCase[] = [
  // ---- Vendor tokens in prose and chat (vendor) ----
  secret('vendor-prose', 'vendor', T.ghp(), (t) => `The CI bot authenticates with ${t}; it only has repo:status scope.`, { gitleaksRule: 'github-pat' }),
  secret('vendor-prose', 'vendor', T.ghFine(), (t) => `New fine-grained PAT for the release workflow: ${t} (expires in 90 days)`, {
    gitleaksRule: 'github-fine-grained-pat',
  }),
  secret('vendor-prose', 'vendor', T.gho(), (t) => `OAuth token from the device flow was ${t}, stored in the keychain afterwards.`, {
    gitleaksRule: 'github-oauth',
  }),
  secret('vendor-prose', 'vendor', T.glpat(), (t) => `GitLab mirror uses personal access token ${t} for the push mirror.`, { gitleaksRule: 'gitlab-pat' }),
  secret('vendor-prose', 'vendor', T.xoxb(), (t) => `Slack app bot token ${t} posts deploy notices to #releases.`, { gitleaksRule: 'slack-bot-token' }),
  secret('vendor-prose', 'vendor', T.skLive(), (t) => `Stripe live secret: ${t} — do not use in staging.`, { gitleaksRule: 'stripe-access-token' }),
  secret('vendor-prose', 'vendor', T.openai(), (t) => `Summaries call the completions API with ${t}.`, { gitleaksRule: 'openai-api-key' }),
  secret('vendor-prose', 'vendor', T.anthropic(), (t) => `Evaluation runs billed to ${t} this week.`, { gitleaksRule: 'anthropic-api-key' }),
  secret('vendor-prose', 'vendor', T.hf(), (t) => `Model downloads need the Hugging Face token ${t} since the repo is gated.`, {
    gitleaksRule: 'huggingface-access-token',
  }),
  secret('vendor-prose', 'vendor', T.dapi(), (t) => `Databricks job runner uses ${t} against the workspace.`, { gitleaksRule: 'databricks-api-token' }),
  secret('vendor-chat', 'vendor', T.sendgrid(), (t) => `[10:42] lu: here's the sendgrid key for the test ${t}\n[10:43] dana: thx, rotating after`, {
    gitleaksRule: 'sendgrid-api-token',
  }),
  secret('vendor-chat', 'vendor', T.shpat(), (t) => `> can you try with the admin token?\nsure: ${t}`, { gitleaksRule: 'shopify-access-token' }),
  secret('vendor-chat', 'vendor', T.npm(), (t) => `lu: publishing failed, I used ${t} from my laptop`, { gitleaksRule: 'npm-access-token' }),
  secret('vendor-chat', 'vendor', T.pypi(), (t) => `dana: worker wheel upload token is ${t}`, { gitleaksRule: 'pypi-upload-token' }),
  secret('vendor-chat', 'vendor', T.hvs(), (t) => `vault login gave me ${t}, valid 24h`, { gitleaksRule: 'vault-service-token' }),
  secret('vendor-chat', 'vendor', T.dop(), (t) => `DO token for the droplet cleanup: ${t}`, { gitleaksRule: 'digitalocean-pat' }),
  secret('vendor-chat', 'vendor', T.linear(), (t) => `Linear integration key → ${t}`, { gitleaksRule: 'linear-api-key' }),
  secret('vendor-chat', 'vendor', T.postman(), (t) => `postman collection runner key ${t}`, { gitleaksRule: 'postman-api-token' }),
  secret('vendor-chat', 'vendor', T.grafana(), (t) => `grafana SA token: ${t}`, { gitleaksRule: 'grafana-service-account-token' }),
  secret('vendor-chat', 'vendor', T.telegram(), (t) => `alerts bot: https://api.telegram.org/bot${t}/sendMessage`, { gitleaksRule: 'telegram-bot-api-token' }),
  secret(
    'vendor-code',
    'vendor',
    T.atlassian(),
    (t) => `const jira = new JiraClient({ host: 'kestrel.atlassian.net', email: 'ci@kestrel.test', apiToken: '${t}' });`,
    { gitleaksRule: 'atlassian-api-token' },
  ),
  secret('vendor-code', 'vendor', T.tfc(), (t) => `credentials "app.terraform.io" {\n  token = "${t}"\n}`, { gitleaksRule: 'hashicorp-tf-api-token' }),
  secret('vendor-code', 'vendor', T.gcpKey(), (t) => `maps = googlemaps.Client(key="${t}")`, { gitleaksRule: 'gcp-api-key' }),
  secret('vendor-code', 'vendor', T.mailgun(), (t) => `requests.post(MAILGUN_MESSAGES_URL, auth=("api", "${t}"), data=payload)`, {
    gitleaksRule: 'mailgun-private-api-token',
  }),
  secret('vendor-code', 'vendor', T.doppler(), (t) => `DOPPLER_TOKEN=${t} doppler run -- pnpm dev`, { gitleaksRule: 'doppler-api-token' }),
  secret('vendor-code', 'vendor', T.age(), (t) => `# created: 2026-11-30\n# public key: age1fakeqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq\n${t}`, {
    gitleaksRule: 'age-secret-key',
  }),
  secret('vendor-code', 'vendor', T.pem(), (t) => `deploy key for the docs host:\n${t}`, { gitleaksRule: 'private-key' }),
  secret('vendor-code', 'vendor', T.jwt(), (t) => `const serviceJwt = "${t}";`, { gitleaksRule: 'jwt' }),
  secret('vendor-code', 'vendor', T.slackHook(), (t) => `notify: { url: '${t}' }`, { gitleaksRule: 'slack-webhook-url' }),
  secret('vendor-code', 'vendor', T.whsec(), (t) => `stripe.webhooks.constructEvent(body, sig, '${t}')`),
  secret('vendor-code', 'vendor', T.rkLive(), (t) => `export const STRIPE_RESTRICTED = '${t}' as const;`, { gitleaksRule: 'stripe-access-token' }),
  secret('vendor-code', 'vendor', T.notion(), (t) => `const notion = new Client({ auth: "${t}" })`),
  secret('vendor-code', 'vendor', T.pulumi(), (t) => `pulumi login --token ${t}`, { gitleaksRule: 'pulumi-api-token' }),
  secret('vendor-code', 'vendor', T.glrt(), (t) => `gitlab-runner register --url https://gitlab.example.test --token ${t}`, {
    gitleaksRule: 'gitlab-runner-authentication-token',
  }),
  secret('vendor-code', 'vendor', T.discord(), (t) => `client.login('${t}');`),
  secret('vendor-code', 'vendor', T.shpss(), (t) => `SHOPIFY_SHARED_SECRET: ${t}`, { gitleaksRule: 'shopify-shared-secret' }),
  secret('vendor-code', 'vendor', T.xoxp(), (t) => `curl -s -H "Authorization: Bearer ${t}" https://slack.com/api/auth.test`, {
    gitleaksRule: 'slack-user-token',
  }),
  secret('vendor-code', 'vendor', T.twilioSk(), (t) => `twilio api:core:messages:list --api-key ${t}`, { gitleaksRule: 'twilio-api-key' }),
  secret('vendor-code', 'vendor', T.flyToken(), (t) => `fly deploy --access-token "${t}"`),
  secret('vendor-code', 'vendor', T.ghs(), (t) => `git clone https://x-access-token:${t}@github.com/kestrel/kestrelnote.git`, {
    gitleaksRule: 'github-app-token',
  }),

  // ---- .env files (context and both) ----
  secret('env-file', 'context', pw(), (t) => `POSTGRES_USER=kestrel\nPOSTGRES_PASSWORD=${t}\nPOSTGRES_DB=kestrel_dev`),
  secret('env-file', 'context', gen(40, HX, 'dead'), (t) => `# worker\nCELERY_BROKER_URL=redis://localhost:6379/0\nPOSTMARK_SERVER_TOKEN=${t}`),
  secret('env-file', 'context', pw(24), (t) => `export SESSION_SECRET="${t}"`),
  secret('env-file', 'both', T.skLive(), (t) => `STRIPE_SECRET_KEY=${t}\nSTRIPE_PUBLISHABLE_KEY=pk_test_placeholder`, { gitleaksRule: 'stripe-access-token' }),
  secret('env-file', 'both', T.akia(), (t) => `AWS_ACCESS_KEY_ID=${t}\nAWS_REGION=eu-west-1`, { gitleaksRule: 'aws-access-token' }),
  secret('env-file', 'context', T.awsSecret(), (t) => `AWS_SECRET_ACCESS_KEY=${t}`),
  secret('env-file', 'context', pw(16), (t) => `REDIS_PASSWORD='${t}'`),
  secret('env-file', 'context', gen(32, AN, 'Fake'), (t) => `NEXTAUTH_SECRET=${t} # generated with openssl rand`),
  // ---- YAML ----
  secret('yaml', 'context', pw(), (t) => `database:\n  host: db\n  user: kestrel\n  password: ${t}\n  pool: 10`),
  secret('yaml', 'context', gen(48, URLSAFE, 'Fake'), (t) => `smtp:\n  username: apikey\n  secret: "${t}"`),
  secret('yaml', 'context', pw(20), (t) => `spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/kestrel\n    username: app\n    password: '${t}'`),
  secret('yaml', 'context', gen(40, URLSAFE, 'Fake'), (t) => `users:\n- name: ci\n  user:\n    token: ${t}`),
  // ---- TOML ----
  secret('toml', 'context', pw(), (t) => `[database]\nurl = "postgres://db/kestrel"\npassword = "${t}"`),
  secret('toml', 'context', gen(36, AN, 'Fake'), (t) => `[tool.poetry.http-basic.internal]\nusername = "ci"\npassword = "${t}"`),
  secret('toml', 'both', T.npm(), (t) => `[registries.npm]\ntoken = "${t}"`, { gitleaksRule: 'npm-access-token' }),
  // ---- INI / cfg ----
  secret('ini', 'context', pw(), (t) => `[client]\nuser = backup\npassword = ${t}\nhost = 127.0.0.1`),
  secret('ini', 'context', T.awsSecret(), (t) => `[default]\naws_access_key_id = ${AROUND.akia}\naws_secret_access_key = ${t}`),
  secret(
    'ini',
    'context',
    pw(14),
    (t) => `[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pypi.kestrel.test/\nusername = uploader\npassword: ${t}`,
  ),
  // ---- JSON ----
  secret('json', 'context', pw(), (t) => JSON.stringify({ db: { host: 'db', user: 'kestrel', password: t } }, null, 2)),
  secret('json', 'context', enc.b64(`ci-bot:${pw(16)}`), (t) => JSON.stringify({ auths: { 'registry.kestrel.test': { auth: t } } })),
  secret('json', 'context', gen(64, HX, 'dead'), (t) => `{"client_id":"kestrel-web","client_secret":"${t}","redirect_uri":"https://app.kestrel.test/cb"}`),
  secret(
    'json',
    'both',
    T.pem(),
    (t) =>
      JSON.stringify({
        type: 'service_account',
        project_id: 'kestrel-fake',
        private_key_id: AROUND.keyId,
        private_key: t,
        client_email: 'sa@kestrel-fake.iam.gserviceaccount.com',
      }),
    {
      gitleaksRule: 'private-key',
      extra: (t) => [JSON.stringify(t).slice(1, -1), JSON.stringify(t).slice(1, -1).split('\\n')[2] ?? ''],
    },
  ),
  // ---- XML ----
  secret('xml', 'context', pw(), (t) => `<server>\n  <id>internal-repo</id>\n  <username>deploy</username>\n  <password>${t}</password>\n</server>`),
  secret('xml', 'context', pw(22), (t) => `<add name="Main" connectionString="Server=sql01;Database=Kestrel;User Id=app;Password=${t};" />`),
  secret('xml', 'context', gen(32, AN, 'Fake'), (t) => `<setting name="ApiSecret" value="${t}" />`),
  // ---- Java properties ----
  secret('properties', 'context', pw(), (t) => `spring.datasource.username=app\nspring.datasource.password=${t}`),
  secret('properties', 'context', gen(30, AN, 'Fake'), (t) => `mail.smtp.auth=true\nmail.smtp.password = ${t}`),
  secret('properties', 'context', pw(20), (t) => `keystore.password:${t}`),
  // ---- Dockerfiles and compose ----
  secret('dockerfile', 'context', pw(), (t) => `FROM postgres:16\nENV POSTGRES_PASSWORD=${t}\nCOPY init.sql /docker-entrypoint-initdb.d/`),
  secret('dockerfile', 'both', T.npm(), (t) => `ARG NPM_TOKEN=${t}\nRUN echo "//registry.npmjs.org/:_authToken=\${NPM_TOKEN}" > .npmrc && pnpm install`, {
    gitleaksRule: 'npm-access-token',
  }),
  secret('dockerfile', 'context', pw(18), (t) => `services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_PASSWORD=${t}`),
  // ---- Kubernetes ----
  secret('k8s-secret', 'transformed', pw(), (t) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\ndata:\n  password: ${enc.b64(t)}`, {
    extra: (t) => [enc.b64(t)],
  }),
  secret('k8s-secret', 'context', pw(), (t) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp\nstringData:\n  SMTP_PASSWORD: "${t}"`),
  secret('k8s-secret', 'context', T.jwt(), (t) => `apiVersion: v1\nkind: Config\nusers:\n- name: deployer\n  user:\n    token: ${t}`, { gitleaksRule: 'jwt' }),
  // ---- Terraform ----
  secret('terraform', 'context', pw(), (t) => `resource "aws_db_instance" "main" {\n  engine   = "postgres"\n  username = "kestrel"\n  password = "${t}"\n}`),
  secret('terraform', 'both', T.dop(), (t) => `provider "digitalocean" {\n  token = "${t}"\n}`, { gitleaksRule: 'digitalocean-pat' }),
  secret('terraform', 'context', gen(40, AN, 'Fake'), (t) => `# terraform.tfvars\ncloudflare_api_token = "${t}"`),
  // ---- GitHub Actions ----
  secret('gha-workflow', 'context', pw(), (t) => `    env:\n      PGPASSWORD: ${t}\n    run: psql -h localhost -U postgres -c 'select 1'`),
  secret('gha-workflow', 'both', T.ghp(), (t) => `      - uses: actions/checkout@v4\n        with:\n          token: ${t}`, { gitleaksRule: 'github-pat' }),
  secret('gha-workflow', 'both', T.npm(), (t) => `      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${t}`, {
    gitleaksRule: 'npm-access-token',
  }),
  // ---- Shell history ----
  secret('shell-history', 'context', pw(12), (t) => `  501  mysql -u root -p${t} kestrel_dev\n  502  exit`),
  secret('shell-history', 'context', pw(), (t) => `  88  export PGPASSWORD=${t}\n  89  psql -h db -U kestrel`),
  secret('shell-history', 'context', pw(16), (t) => `$ docker login registry.kestrel.test -u ci --password ${t}`),
  secret('shell-history', 'context', pw(16), (t) => `% redis-cli -h cache.internal -a ${t} ping`),
  secret('shell-history', 'context', pw(), (t) => `  1203  sshpass -p '${t}' ssh deploy@10.0.4.12`),
  secret('shell-history', 'both', T.hf(), (t) => `  77  huggingface-cli login --token ${t}`, { gitleaksRule: 'huggingface-access-token' }),
  secret('shell-history', 'context', pw(), (t) => `PS C:\\> $cred = ConvertTo-SecureString '${t}' -AsPlainText -Force`),
  secret('shell-history', 'context', pw(), (t) => `C:\\> net use Z: \\\\files01\\share /user:KESTREL\\backup ${t}`),
  // ---- Chat pastes with context ----
  secret('chat-paste', 'context', pw(), (t) => `dana: staging admin login is admin / ${t} — change it after the demo`),
  secret('chat-paste', 'context', pw(), (t) => `lu: the wifi password at the clinic is ${t}`),
  secret('chat-paste', 'context', pw(14), (t) => `> what's the db pass again?\n${t}\n> thanks`),
  secret('chat-paste', 'context', gen(32, AN, 'Fake'), (t) => `The API key for the SMS sandbox: ${t}`),
  // ---- Logs and stack traces ----
  secret('log-line', 'context', pw(), (t) => `2026-12-05T22:14:03Z DEBUG db.connect host=db user=kestrel password=${t} sslmode=disable`),
  secret('log-line', 'both', T.xoxb(), (t) => `[worker] POST https://slack.com/api/chat.postMessage headers={'Authorization': 'Bearer ${t}'}`, {
    gitleaksRule: 'slack-bot-token',
  }),
  secret('log-line', 'context', gen(40, URLSAFE, 'Fake'), (t) => `127.0.0.1 - - [05/Dec/2026:10:01:22 +0000] "GET /api/export?api_key=${t} HTTP/1.1" 200 5121`),
  secret('log-line', 'context', pw(), (t) => `level=error msg="auth failed" user=ci pass="${t}" attempt=3`),
  secret(
    'stack-trace',
    'context',
    pw(),
    (t) =>
      `Traceback (most recent call last):\n  File "worker/db.py", line 12, in connect\n    conn = psycopg.connect(password="${t}", host="db")\npsycopg.OperationalError: connection refused`,
  ),
  secret(
    'stack-trace',
    'context',
    pw(),
    (t) =>
      `Error: connect ECONNREFUSED\n    at Client.connect (node_modules/pg/lib/client.js:132:9) {\n  config: { user: 'kestrel', password: '${t}', host: 'db' }\n}`,
  ),
  secret(
    'stack-trace',
    'both',
    T.anthropic(),
    (t) => `APIError: 401 invalid x-api-key\n  request headers: { 'x-api-key': '${t}', 'anthropic-version': '2023-06-01' }`,
    { gitleaksRule: 'anthropic-api-key' },
  ),
  // ---- URLs and connection strings ----
  secret('url-credentials', 'context', pw(16), (t) => `DATABASE_URL=postgres://kestrel:${t}@db.kestrel.test:5432/kestrel`),
  secret('url-credentials', 'context', pw(16), (t) => `redis://:${t}@cache.kestrel.test:6379/0`),
  secret('url-credentials', 'context', gen(24, AN, 'Fake'), (t) => `amqp://worker:${t}@mq.kestrel.test:5672/%2F`),
  secret('url-credentials', 'context', gen(20, AN, 'Fake'), (t) => `mongodb+srv://app:${t}@cluster0.fake.mongodb.net/kestrel?retryWrites=true`),
  secret('url-credentials', 'context', gen(20, AN, 'Fake'), (t) => `pip install --index-url https://ci:${t}@pypi.kestrel.test/simple/ kestrel-worker`),
  secret('url-credentials', 'both', T.glpat(), (t) => `git remote add mirror https://oauth2:${t}@gitlab.com/kestrel/kestrelnote.git`, {
    gitleaksRule: 'gitlab-pat',
  }),
  secret(
    'connection-string',
    'context',
    pw(),
    (t) => `Server=tcp:kestrel.database.windows.net,1433;Initial Catalog=kestrel;User ID=app;Password=${t};Encrypt=True;`,
  ),
  secret(
    'connection-string',
    'both',
    T.azureStorage(),
    (t) => `DefaultEndpointsProtocol=https;AccountName=kestrelfake;AccountKey=${t};EndpointSuffix=core.windows.net`,
  ),
  secret('connection-string', 'context', pw(), (t) => `host=db port=5432 dbname=kestrel user=app password=${t} sslmode=require`),
  secret('connection-string', 'context', pw(), (t) => `jdbc:mysql://db:3306/kestrel?user=app&password=${t}`),
  // ---- curl and HTTP headers ----
  secret('http-header', 'context', gen(48, URLSAFE, 'Fake'), (t) => `curl -H "Authorization: Bearer ${t}" https://api.kestrel.test/v1/clinics`),
  secret('http-header', 'context', enc.b64(`admin:${pw(14)}`), (t) => `curl -H 'Authorization: Basic ${t}' https://staging.kestrel.test/admin`),
  secret('http-header', 'context', gen(40, AN, 'Fake'), (t) => `GET /v2/reports HTTP/1.1\nHost: api.kestrel.test\nX-API-Key: ${t}\nAccept: application/json`),
  secret('http-header', 'context', pw(), (t) => `curl -u deploy:${t} https://ci.kestrel.test/job/release/build`),
  secret('http-header', 'context', gen(64, HX, 'dead'), (t) => `Cookie: session_id=${t}; theme=dark`),
  secret('http-header', 'both', T.sendgrid(), (t) => `curl --request POST --url https://api.sendgrid.com/v3/mail/send --header 'Authorization: Bearer ${t}'`, {
    gitleaksRule: 'sendgrid-api-token',
  }),
  // ---- Twilio key id with its secret, Azure client secret ----
  secret('paired-credential', 'context', gen(32, AN, 'Fake'), (t) => `TWILIO_API_KEY=${AROUND.twilioSk}\nTWILIO_API_SECRET=${t}`),
  secret('paired-credential', 'both', T.azureSecret(), (t) => `AZURE_CLIENT_ID=00000000-fake-4000-8000-000000000000\nAZURE_CLIENT_SECRET=${t}`, {
    gitleaksRule: 'azure-ad-client-secret',
  }),
  secret('paired-credential', 'context', pw(), (t) => `NEO4J_AUTH=neo4j/${t}`),
  secret('paired-credential', 'context', pw(), (t) => `machine git.kestrel.test login ci password ${t}`),
  // ---- Labels in other languages ----
  secret('label-other-language', 'context', pw(), (t) => `Contraseña de la base de datos: ${t}`),
  secret('label-other-language', 'context', pw(), (t) => `mot de passe du compte admin : ${t}`),
  secret('label-other-language', 'context', pw(), (t) => `Passwort für den Staging-Server: ${t}`),
  secret('label-other-language', 'context', pw(), (t) => `La password di Postgres è ${t}`),
  secret('label-other-language', 'context', pw(), (t) => `senha do banco: ${t}`),
  secret('label-other-language', 'context', pw(), (t) => `пароль от базы: ${t}`),
  secret('label-other-language', 'context', pw(), (t) => `veritabanı şifresi: ${t}`),
  secret('label-other-language', 'context', pw(), (t) => `数据库密码:${t}`),
  secret('label-other-language', 'context', pw(), (t) => `データベースのパスワード: ${t}`),
  secret('label-other-language', 'context', pw(), (t) => `DB 비밀번호: ${t}`),
  secret('label-other-language', 'context', gen(40, AN, 'Fake'), (t) => `clave de API del proveedor de correo = ${t}`),
  secret('label-other-language', 'context', gen(40, AN, 'Fake'), (t) => `Zugangstoken der CI: ${t}`),
  // ---- Transformed: base64, hex, percent-encoded ----
  secret('base64', 'transformed', T.ghp(), (t) => `token (base64): ${enc.b64(t)}`, { extra: (t) => [enc.b64(t)] }),
  secret('base64', 'transformed', T.skLive(), (t) => `config blob: ${enc.b64(JSON.stringify({ stripe: t }))}`, {
    extra: (t) => [enc.b64(JSON.stringify({ stripe: t }))],
  }),
  secret('base64', 'transformed', T.openai(), (t) => `echo ${enc.b64(t)} | base64 -d > ~/.openai_key`, { extra: (t) => [enc.b64(t)] }),
  secret('base64', 'transformed', T.npm(), (t) => `NPM_TOKEN_B64=${enc.b64url(t)}`, { extra: (t) => [enc.b64url(t)] }),
  secret('hex', 'transformed', T.ghp(), (t) => `dumped bytes: ${enc.hex(t)}`, { extra: (t) => [enc.hex(t)] }),
  secret('hex', 'transformed', T.glpat(), (t) => `xxd -r -p <<< ${enc.hex(t)}`, { extra: (t) => [enc.hex(t)] }),
  secret('hex', 'transformed', T.hf(), (t) => `HF_TOKEN_HEX=${enc.hex(t).toUpperCase()}`, { extra: (t) => [enc.hex(t).toUpperCase()] }),
  secret('percent-encoded', 'transformed', T.ghp(), (t) => `https://example.test/cb?state=${enc.pct(t)}`, { extra: (t) => [enc.pct(t)] }),
  secret('percent-encoded', 'transformed', pw(), (t) => `password=${encodeURIComponent(t)}&grant_type=password`, { extra: (t) => [encodeURIComponent(t)] }),
  secret('percent-encoded', 'transformed', T.slackHook(), (t) => `redirect=${encodeURIComponent(t)}`, { extra: (t) => [encodeURIComponent(t)] }),
  // ---- Transformed: split, zero-width, escaped ----
  secret('split', 'transformed', T.ghp(), (t) => `token: ${enc.chunks(t, 8, ' ')}`, { extra: (t) => [enc.chunks(t, 8, ' ')] }),
  secret('split', 'transformed', T.skLive(), (t) => `stripe key, one chunk per line:\n${enc.chunks(t, 20, '\n')}`, { extra: (t) => [enc.chunks(t, 20, '\n')] }),
  secret('split', 'transformed', T.anthropic(), (t) => `const k = "${t.slice(0, 40)}" +\n  "${t.slice(40, 80)}" +\n  "${t.slice(80)}";`, {
    extra: (t) => [t.slice(0, 40), t.slice(40, 80), t.slice(80)],
  }),
  secret('split', 'transformed', T.awsSecret(), (t) => `AWS_SECRET_ACCESS_KEY=${t.slice(0, 20)}\\\n${t.slice(20)}`, {
    extra: (t) => [t.slice(0, 20), t.slice(20)],
  }),
  secret('split', 'transformed', T.npm(), (t) => `token = ${enc.chunks(t, 4, '-')}`, { extra: (t) => [enc.chunks(t, 4, '-')] }),
  secret('zero-width', 'transformed', T.ghp(), (t) => `pat ${[...t].join(ZW)}`, { extra: (t) => [[...t].join(ZW)] }),
  secret('zero-width', 'transformed', T.glpat(), (t) => `gitlab: ${t.slice(0, 10)}${ZWJ}${t.slice(10)}`, {
    extra: (t) => [`${t.slice(0, 10)}${ZWJ}${t.slice(10)}`],
  }),
  secret('zero-width', 'transformed', pw(), (t) => `password: ${[...t].join(ZW)}`, { extra: (t) => [[...t].join(ZW)] }),
  secret('escaped', 'transformed', T.ghp(), (t) => `"token": "${enc.uesc(t)}"`, { extra: (t) => [enc.uesc(t)] }),
  secret('escaped', 'transformed', pw(), (t) => `{"password":"${t.replace(/[#%]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`)}\\"x"}`, {
    extra: (t) => [t.replace(/[#%]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`)],
  }),
  secret('escaped', 'transformed', T.hvs(), (t) => `printf '%s' $'${[...t].map((c) => `\\x${c.charCodeAt(0).toString(16)}`).join('')}' > ~/.vault-token`, {
    extra: (t) => [[...t].map((c) => `\\x${c.charCodeAt(0).toString(16)}`).join('')],
  }),
  secret('recased', 'transformed', T.ghp(), (t) => `lower-cased by the logger: ${t.toLowerCase()}`, { extra: (t) => [t.toLowerCase()] }),
  secret('recased', 'transformed', T.xoxb(), (t) => `SLACK TOKEN ${t.toUpperCase()}`, { extra: (t) => [t.toUpperCase()] }),

  // ---- Other doors ----
  secret('other-door', 'vendor', T.ghp(), (t) => `deploy notes ${t}`, { door: 'title', gitleaksRule: 'github-pat' }),
  secret('other-door', 'vendor', T.npm(), (t) => `publish with ${t}`, { door: 'summary', gitleaksRule: 'npm-access-token' }),
  secret('other-door', 'vendor', T.hf(), (t) => t, { door: 'tags', gitleaksRule: 'huggingface-access-token' }),
  secret('other-door', 'context', pw(), (t) => `password=${t}`, { door: 'tags' }),
  secret('other-door', 'vendor', T.skLive(), (t) => `when stripe key ${t} appears`, { door: 'tripwires', gitleaksRule: 'stripe-access-token' }),
  secret('other-door', 'vendor', T.glpat(), (t) => `config/${t}.json`, { door: 'filesEdited', gitleaksRule: 'gitlab-pat' }),
  secret('other-door', 'context', pw(), (t) => `https://ci:${t}@ci.kestrel.test/job/7`, { door: 'source' }),
  secret('other-door', 'vendor', T.dapi(), (t) => `which job uses ${t}`, { door: 'query', gitleaksRule: 'databricks-api-token' }),
  secret('other-door', 'context', pw(), (t) => `database password ${t}`, { door: 'query' }),
  secret('other-door', 'vendor', T.ghp(), (t) => `/tmp/checkout-${t}/kestrelnote`, { door: 'projectPath', gitleaksRule: 'github-pat' }),
];

const NEAR: RedactionMeasureCase[] = [
  near('git-sha', `Bisected the reminder bug to commit ${hexp(40)}; reverted in the next release.`),
  near('git-sha', `git cherry-pick ${hexp(12)}..${hexp(12)}`),
  near('git-sha', `Merge ${hexp(40)} into ${hexp(40)}`),
  near('uuid', 'clinic_id 3f0c9a2e-5b7d-4e1a-9c3f-2d8e6b4a1f70 has no opening hours yet.'),
  near('uuid', 'Sentry event 9b2f4c1d8e3a47b6a5c0d9e8f7a6b5c4 grouped with the timezone issue.'),
  near('uuid', 'requestId=01JEXAMPLE0FAKE0ULID00000Z traceparent=00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'),
  near('digest', `image: ghcr.io/kestrel/api@sha256:${hexp(64)}`),
  near('digest', `sha256sum worker.whl → ${hexp(64)}`),
  near('digest', `md5 of the export file: ${hexp(32)}`),
  near('integrity', `"integrity": "sha512-${gen(86, AN + '+/', 'Fake')}=="`),
  near('integrity', `golang.org/x/text v0.20.0 h1:${gen(43, AN + '+/', 'Fake')}=`),
  near('integrity', `<script src="/vendor/chart.js" integrity="sha384-${gen(64, AN + '+/', 'Fake')}" crossorigin="anonymous"></script>`),
  near('count', 'max_tokens: 4096\ntemperature: 0.2'),
  near('count', 'password_min_length: 12\npassword_max_age_days: 90'),
  near('count', 'token_budget = 128000 # per request'),
  near('count', '"maxTokens": 8192, "secretsScanned": 0'),
  near('count', 'auth: required\ntoken_ttl: 3600'),
  near('placeholder', 'POSTGRES_PASSWORD=changeme'),
  near('placeholder', 'STRIPE_SECRET_KEY=<your-stripe-secret-key>'),
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder as config files write it, not a template
  near('placeholder', 'api_key: ${KESTREL_API_KEY}'),
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder as config files write it, not a template
  near('placeholder', '      NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}'),
  near('placeholder', 'export GITHUB_TOKEN=$GH_TOKEN'),
  near('placeholder', `token = "${j('gh', 'p_')}${'x'.repeat(36)}"`),
  near('placeholder', 'password: your-password-here'),
  near('placeholder', 'SENDGRID_API_KEY=SG.xxxxxxxx.xxxxxxxx'),
  near('placeholder', 'password: "********" (masked by the UI)'),
  near('placeholder', 'DATABASE_URL=postgres://user:password@localhost:5432/kestrel_dev'),
  near('public-key', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${gen(43, AN + '+/', 'Fake')} dana@laptop`),
  near('public-key', `-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA${gen(28, AN + '+/', 'Fake')}=\n-----END PUBLIC KEY-----`),
  near('public-key', `age recipient: age1${gen(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 'fake')}`),
  near('non-secret-id', `NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=${j('pk', '_test_')}${gen(24, AN, 'Fake')}`),
  near('non-secret-id', `Twilio account SID (an identifier, shown in the console header): ${j('A', 'C')}${hexp(32)}`),
  near('non-secret-id', `AWS account 123456789012, region eu-central-1, role arn:aws:iam::123456789012:role/kestrel-deploy`),
  near('non-secret-id', 'Stripe customer cus_FakeCustomer01 paid invoice in_FakeInvoice0001.'),
  near('non-secret-id', 'Slack channel C07FAKE1234 is #releases.'),
  near('non-secret-id', 'GitHub App id 912345, installation id 51234567.'),
  near('prose', 'We rotated the Postmark token and the Stripe key yesterday; both live in fly secrets now.'),
  near('prose', 'The password reset flow sends a one-time link valid for 30 minutes.'),
  near('prose', 'Secret Santa signups close Friday; the token of appreciation is a mug.'),
  near('prose', 'passwordless login via magic link is planned for 0.16'),
  near('prose', 'The API key rotation runbook is in docs/runbooks/rotate.md.'),
  near('code', 'const tokenizer = new Tokenizer({ maxTokens: 512 });'),
  near('code', 'if (!user.passwordHash) throw new Error("password not set");'),
  near('code', 'def verify_password(plain: str, hashed: str) -> bool: ...'),
  near('code', `export const CACHE_KEY = 'kestrel:clinics:v2';`),
  near('encoded', `data:image/png;base64,${enc.b64('fake-png-bytes-for-a-tiny-icon')}`),
  near('encoded', `The build id is ${enc.hex('build-0142')} in hex.`),
  near('other-door-near-miss', `release ${hexp(40)}`, 'title'),
  near('other-door-near-miss', 'max_tokens-4096', 'tags'),
  near('other-door-near-miss', 'which commit changed 3f0c9a2e-5b7d-4e1a-9c3f-2d8e6b4a1f70', 'query'),
  near('other-door-near-miss', 'https://github.com/kestrel/kestrelnote/pull/212', 'source'),
  near('other-door-near-miss', 'apps/api/src/routes/passwordReset.ts', 'filesEdited'),
  near('other-door-near-miss', 'when password_min_length changes', 'tripwires'),
];

/** Every case of the set: credentials first, then near-misses. */
export const UNSEEN_SECRET_CASES: RedactionMeasureCase[] = [...CASES, ...NEAR];
