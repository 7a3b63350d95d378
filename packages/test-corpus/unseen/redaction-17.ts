/**
 * Blind redaction set 17, written on 2026-12-07 by a helper (h61-blind) who had not read the
 * redactor, its patterns, its decoders, the instruction gate, provenance, observe, attestation, any
 * package's src beyond the measure runner named below, any package's tests (beyond the harness tests
 * named below), the committed corpus (src/cases) or the other blind sets' cases. Read:
 * /work/HELPERS.md, the measure runner `src/measureRedaction.ts` (its header, exported types —
 * RedactionDoor, RedactionMeasureCase — and function signatures; its first ~130 lines, which also
 * hold the door list, the request builder and the leak check, were on screen), the harness tests
 * `test/unseenRedaction.test.ts` and `test/unseen.test.ts`, and redaction-16's header comment, first
 * ~60 lines (its alphabet constants and seeded xorshift generator, whose shape is reused here with a
 * new seed) and its `export` line. Its helpers past line 60 were not read; the token builders below
 * are written afresh. Issue texts were not read.
 * Vendor token shapes come from the vendors' public formats as the writer remembers them (prefix,
 * alphabet, length; GitHub classic-style tokens end in the base62 CRC32 of their 30-character random
 * part, computed here at run time); gitleaks rule ids are cited only where the writer believes the
 * rule exists.
 * The fictional project is "berthly", berth booking and tide-aware scheduling for small marinas (an
 * Elixir/Phoenix web app with Oban and Swoosh, a Rust MQTT tide-gauge daemon, a Kotlin Android app, a
 * C#/.NET invoicing service, a VitePress docs site; self-hosted forge and CI at berthly.net,
 * Postgres, Redis, RabbitMQ, S3 and Azure storage).
 * Secret cases put a credential where a careful tool must find it: .env files, YAML, JSON, TOML,
 * INI, HCL, Java properties, Elixir config, XML, appsettings.json, systemd units, shell history,
 * chat pastes, CI logs, URLs (query and userinfo), curl/HTTP headers, Dockerfiles, Kubernetes
 * manifests, SQL, Markdown tables, stack traces, prose, PEM blocks, and encoded or split forms
 * (base64, hex, percent-encoding, JSON escapes, values broken over lines or spaced), through every
 * door the harness offers (text, title, summary, tags, tripwires, filesEdited, source, query,
 * projectPath).
 * Near-misses (commit SHAs, UUIDs, ULIDs, digests, SRI, lockfile and go.sum hashes, public keys,
 * certificates and fingerprints, publishable keys, placeholders, secret references like ${VAR},
 * settings named like secrets such as max_tokens) must stay byte for byte.
 * Placements name kinds of place (two or more cases each). Every value is fake, generated at module
 * load from a seeded generator with split prefixes (most carry a "Fake"/"FAKE" marker where the
 * alphabet allows), so no scanner trips on this file. Never tuned against: figures are reported,
 * not fitted. Never edit a case after a measurement.
 */
import type { RedactionDoor, RedactionMeasureCase } from '../src/measureRedaction.js';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALNUM = UPPER + LOWER + DIGITS;
const HEXL = '0123456789abcdef';
const HEXU = '0123456789ABCDEF';
const B64CH = ALNUM + '+/';
const URLCH = ALNUM + '-_';
const BASE62 = DIGITS + UPPER + LOWER;
const BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// Seeded xorshift generator (a new seed for this set): the same fake values on every run.
let state = 0x61b1_7e55;
function nextU32(): number {
  state ^= state << 13;
  state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5;
  state >>>= 0;
  return state;
}
function pick(alphabet: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += alphabet[nextU32() % alphabet.length];
  return out;
}
/** Random string of length n with a fake marker at offset 3 (when the alphabet holds its letters). */
function fakeIn(alphabet: string, n: number): string {
  const marker = ['Fake', 'FAKE'].find((m) => [...m].every((ch) => alphabet.includes(ch)));
  if (!marker || n < marker.length + 6) return pick(alphabet, n);
  return pick(alphabet, 3) + marker + pick(alphabet, n - 3 - marker.length);
}

// ---- CRC32 and base62 (for GitHub-style checksummed tokens) ----
const CRC_TABLE: number[] = [];
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  CRC_TABLE.push(c >>> 0);
}
function crc32(s: string): number {
  let c = 0xffffffff;
  for (const b of Buffer.from(s, 'utf8')) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function base62(n: number, width: number): string {
  let out = '';
  let v = n;
  while (v > 0) {
    out = BASE62[v % 62] + out;
    v = Math.floor(v / 62);
  }
  return out.padStart(width, '0');
}

// ---- token builders (prefixes split so that no literal prefix sits beside its body) ----
const gh = (letter: string): string => {
  const body = fakeIn(ALNUM, 30);
  return `gh${letter}_${body}${base62(crc32(body), 6)}`;
};
const ghFine = (): string => `git${'hub_pat_'}11${fakeIn(UPPER + DIGITS, 20)}_${fakeIn(ALNUM, 59)}`;
const glpat = (): string => `gl${'pat-'}${fakeIn(URLCH, 20)}`;
const awsId = (): string => `AK${'IA'}${fakeIn(UPPER + '234567', 16)}`;
const awsSecret = (): string => fakeIn(B64CH, 40);
const slackBot = (): string => `xo${'xb-'}${pick(DIGITS, 12)}-${pick(DIGITS, 13)}-${fakeIn(ALNUM, 24)}`;
const slackUser = (): string => `xo${'xp-'}${pick(DIGITS, 12)}-${pick(DIGITS, 12)}-${pick(DIGITS, 13)}-${pick(HEXL, 32)}`;
const slackHook = (): string => `https://hooks.sl${'ack.com/services/'}T${pick(UPPER + DIGITS, 9)}/B${pick(UPPER + DIGITS, 10)}/${fakeIn(ALNUM, 24)}`;
const stripeLive = (): string => `sk${'_live_'}51${fakeIn(ALNUM, 96)}`;
const stripeRestricted = (): string => `rk${'_live_'}51${fakeIn(ALNUM, 96)}`;
const openai = (): string => `sk-${'proj-'}${fakeIn(URLCH, 58)}T3Blb${'kFJ'}${pick(URLCH, 58)}`;
const anthropic = (): string => `sk-${'ant-api03-'}${fakeIn(URLCH, 93)}AA`;
const npmTok = (): string => `np${'m_'}${fakeIn(ALNUM, 36)}`;
const pypiTok = (): string => `pyp${'i-AgEIcHlwaS5vcmc'}${fakeIn(URLCH, 70)}`;
const sendgrid = (): string => `S${'G.'}${fakeIn(URLCH, 22)}.${fakeIn(URLCH, 43)}`;
const twilio = (): string => `S${'K'}${pick(HEXL, 32)}`;
const gcpKey = (): string => `AI${'za'}Sy${fakeIn(URLCH, 33)}`;
const doPat = (): string => `do${'p_v1_'}${pick(HEXL, 64)}`;
const shopify = (): string => `shp${'at_'}${pick(HEXL, 32)}`;
const mailgun = (): string => `ke${'y-'}${pick(HEXL, 32)}`;
const tfc = (): string => `${fakeIn(ALNUM, 14)}.atlas${'v1.'}${fakeIn(ALNUM, 67)}`;
const doppler = (): string => `dp${'.pt.'}${fakeIn(ALNUM, 43)}`;
const linear = (): string => `lin${'_api_'}${fakeIn(ALNUM, 40)}`;
const hfTok = (): string => `h${'f_'}${fakeIn(UPPER + LOWER, 34)}`;
const databricks = (): string => `da${'pi'}${pick(HEXL, 32)}`;
const grafana = (): string => `gl${'sa_'}${fakeIn(ALNUM, 32)}_${pick(HEXL, 8)}`;
const pulumi = (): string => `pu${'l-'}${pick(HEXL, 40)}`;
const postman = (): string => `PM${'AK-'}${pick(HEXL, 24)}-${pick(HEXL, 34)}`;
const dockerPat = (): string => `dck${'r_pat_'}${fakeIn(URLCH, 27)}`;
const vaultTok = (): string => `hv${'s.'}${fakeIn(URLCH, 90)}`;
const ageKey = (): string => `AGE-SECRET${'-KEY-1'}${pick(BECH32, 58)}`;
const newRelic = (): string => `NR${'AK-'}${fakeIn(UPPER + DIGITS, 27)}`;
const telegram = (): string => `${pick(DIGITS, 10)}:AA${fakeIn(URLCH, 33)}`;
const squareTok = (): string => `sq0${'atp-'}${fakeIn(URLCH, 22)}`;
const tailscale = (): string => `tskey-${'auth-'}k${fakeIn(ALNUM, 11)}-${fakeIn(ALNUM, 33)}`;
const replicate = (): string => `r8${'_'}${fakeIn(ALNUM, 37)}`;
const groq = (): string => `gs${'k_'}${fakeIn(ALNUM, 52)}`;
const airtable = (): string => `pa${'t'}${fakeIn(ALNUM, 14)}.${pick(HEXL, 64)}`;
const googleClientSecret = (): string => `GOC${'SPX-'}${fakeIn(URLCH, 28)}`;
const cratesTok = (): string => `ci${'o'}${fakeIn(ALNUM, 32)}`;
const b64url = (s: string): string => Buffer.from(s, 'utf8').toString('base64url');
const jwt = (): string =>
  `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(`{"iss":"supabase","ref":"fake${pick(LOWER, 12)}","role":"service_role","iat":1733000000}`)}.${fakeIn(URLCH, 43)}`;
/** A context-named password: obviously fake, mixed alphabet. */
const password = (): string => `FakePw-${pick(ALNUM, 14)}`;
const opaque = (n: number): string => fakeIn(ALNUM, n);

function pemBody(lines: number, lead: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(i === 0 ? lead + pick(B64CH, 64 - lead.length) : pick(B64CH, 64));
  out.push(`${pick(B64CH, 20)}==`);
  return out;
}
const pemBlock = (label: string, body: string[]): string => [`-----BEGIN ${label}-----`, ...body, `-----END ${label}-----`].join('\n');

// ---- encoders ----
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
const hexEsc = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('');
const pctAll = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const uEsc = (s: string): string => [...s].map((ch) => `\\u${(ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`).join('');
const spacedOut = (s: string): string => [...s].join(' ');
const groups = (s: string, n: number): string => (s.match(new RegExp(`.{1,${n}}`, 'g')) ?? []).join(' ');

// ---- case constructors ----
const cases: RedactionMeasureCase[] = [];
interface Opts {
  door?: RedactionDoor;
  rule?: string;
}
function secret(placement: string, basis: string, value: string, secrets: string[], opts: Opts = {}): void {
  cases.push({
    expect: 'secret',
    placement,
    basis,
    ...(opts.rule !== undefined ? { gitleaksRule: opts.rule } : {}),
    ...(opts.door !== undefined ? { door: opts.door } : {}),
    build: () => value,
    secrets: () => secrets,
  });
}
function near(placement: string, value: string, door?: RedactionDoor): void {
  cases.push({ expect: 'near-miss', placement, basis: 'near-miss', ...(door !== undefined ? { door } : {}), build: () => value, secrets: () => [] });
}

// ================= secrets =================

// .env files
{
  const k = stripeLive();
  secret('env file', 'vendor', `# web/.env.prod\nPHX_HOST=berthly.net\nSTRIPE_SECRET_KEY=${k}\nPOOL_SIZE=10`, [k], { rule: 'stripe-access-token' });
}
{
  const k = gh('p');
  secret('env file', 'vendor', `GITHUB_TOKEN="${k}"`, [k], { rule: 'github-pat' });
}
{
  const k = openai();
  secret('env file', 'vendor', `export OPENAI_API_KEY='${k}'`, [k], { rule: 'openai-api-key' });
}
{
  const p = password();
  secret('env file', 'context', `DATABASE_URL=ecto://berthly:${p}@db.berthly.net:5432/berthly_prod`, [p]);
}
{
  const k = opaque(64);
  secret('env file', 'context', `SECRET_KEY_BASE=${k}\nMIX_ENV=prod`, [k]);
}
{
  const k = anthropic();
  secret('env file', 'vendor', `ANTHROPIC_API_KEY=${k}`, [k], { rule: 'anthropic-api-key' });
}
{
  const k = hfTok();
  secret('env file', 'vendor', `HF_TOKEN=${k}  # model downloads in CI`, [k], { rule: 'huggingface-access-token' });
}
{
  const k = twilio();
  const s = opaque(32);
  secret('env file', 'vendor', `TWILIO_API_KEY=${k}\nTWILIO_API_SECRET=${s}`, [k, s], { rule: 'twilio-api-key' });
}
{
  const k = shopify();
  secret('env file', 'vendor', `SHOPIFY_ADMIN_TOKEN=${k}`, [k], { rule: 'shopify-access-token' });
}
{
  const k = ghFine();
  secret('env file', 'vendor', `GH_RELEASE_TOKEN=${k}`, [k], { rule: 'github-fine-grained-pat' });
}

// YAML
{
  const k = slackBot();
  secret('yaml', 'vendor', `notifications:\n  slack:\n    channel: "#harbour-ops"\n    bot_token: ${k}`, [k], { rule: 'slack-bot-token' });
}
{
  const id = awsId();
  const s = awsSecret();
  secret('yaml', 'vendor', `aws:\n  region: eu-north-1\n  access_key_id: ${id}\n  secret_access_key: ${s}`, [id, s], { rule: 'aws-access-token' });
}
{
  const p = password();
  secret('yaml', 'context', `services:\n  db:\n    image: postgres:17\n    environment:\n      POSTGRES_USER: berthly\n      POSTGRES_PASSWORD: ${p}`, [p]);
}
{
  const k = npmTok();
  secret('yaml', 'vendor', `- name: Publish docs theme\n  run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${k}`, [k], { rule: 'npm-access-token' });
}
{
  const p = password();
  secret('yaml', 'context', `swoosh:\n  adapter: smtp\n  relay: smtp.berthly.net\n  password: "${p}"`, [p]);
}
{
  const k = squareTok();
  secret('yaml', 'vendor', `payments:\n  square:\n    access_token: ${k}`, [k], { rule: 'square-access-token' });
}
{
  const k = gh('u');
  secret('yaml', 'vendor', `github_app:\n  user_to_server_token: ${k}`, [k], { rule: 'github-app-token' });
}

// JSON
{
  const k = sendgrid();
  secret('json', 'vendor', `{"mailer": {"provider": "sendgrid", "apiKey": "${k}"}}`, [k], { rule: 'sendgrid-api-token' });
}
{
  const k = googleClientSecret();
  secret('json', 'vendor', `{"web":{"client_id":"48213-fake.apps.googleusercontent.com","client_secret":"${k}","redirect_uris":["https://berthly.net/auth/cb"]}}`, [k]);
}
{
  const body = pemBody(6, 'MIIEvgIBADANBgkqhkiG9w0BAQEFAASC');
  const pem = pemBlock(`PRIVATE ${'KEY'}`, body).replace(/\n/g, '\\n');
  secret('json', 'vendor', `{"type": "service_account", "project_id": "berthly-maps", "private_key": "${pem}\\n", "client_email": "tiles@berthly-maps.iam.gserviceaccount.com"}`, body, {
    rule: 'private-key',
  });
}
{
  const p = password();
  const auth = b64(`deploy:${p}`);
  secret('json', 'transformed', `{"auths": {"registry.berthly.net": {"auth": "${auth}"}}}`, [auth]);
}
{
  const k = doPat();
  secret('json', 'vendor', `{"token": "${k}", "team": "berthly"}`, [k], { rule: 'digitalocean-pat' });
}

// TOML
{
  const k = cratesTok();
  secret('toml', 'context', `# ~/.cargo/credentials.toml\n[registry]\ntoken = "${k}"`, [k]);
}
{
  const p = password();
  secret('toml', 'context', `[mqtt]\nhost = "mqtt.berthly.net"\nusername = "gauge-07"\npassword = "${p}"`, [p]);
}
{
  const k = linear();
  secret('toml', 'vendor', `[integrations]\nlinear_api_key = "${k}"`, [k], { rule: 'linear-api-key' });
}
{
  const k = opaque(40);
  secret('toml', 'context', `[tide_api]\nurl = "https://tides.example.org/v2"\napi_key = "${k}"`, [k]);
}

// INI-like files
{
  const k = npmTok();
  secret('ini', 'vendor', `registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${k}`, [k], { rule: 'npm-access-token' });
}
{
  const k = pypiTok();
  secret('ini', 'vendor', `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${k}`, [k], { rule: 'pypi-upload-token' });
}
{
  const p = password();
  secret('ini', 'context', `[client]\nuser=berthly\npassword=${p}\nhost=db.berthly.net`, [p]);
}
{
  const k = glpat();
  secret('ini', 'vendor', `[credential "https://git.berthly.net"]\n\thelper = store\n# ~/.git-credentials\nhttps://ci-bot:${k}@git.berthly.net`, [k], { rule: 'gitlab-pat' });
}

// HCL
{
  const k = doPat();
  secret('hcl', 'vendor', `provider "digitalocean" {\n  token = "${k}"\n}`, [k], { rule: 'digitalocean-pat' });
}
{
  const p = password();
  secret('hcl', 'context', `variable "db_password" {\n  type    = string\n  default = "${p}"\n}`, [p]);
}
{
  const k = tfc();
  secret('hcl', 'vendor', `credentials "app.terraform.io" {\n  token = "${k}"\n}`, [k], { rule: 'hashicorp-tf-api-token' });
}

// Java / Gradle properties
{
  const p = password();
  secret('properties', 'context', `spring.datasource.url=jdbc:postgresql://db.berthly.net/reports\nspring.datasource.password=${p}`, [p]);
}
{
  const p = password();
  secret('properties', 'context', `# dockhand/keystore.properties\nstoreFile=release.jks\nstorePassword=${p}\nkeyAlias=dockhand`, [p]);
}
{
  const k = opaque(48);
  secret('properties', 'context', `billing.smtp.secret=${k}`, [k]);
}

// Elixir config
{
  const k = sendgrid();
  secret('elixir config', 'vendor', `config :berthly, Berthly.Mailer,\n  adapter: Swoosh.Adapters.Sendgrid,\n  api_key: "${k}"`, [k], { rule: 'sendgrid-api-token' });
}
{
  const k = opaque(64);
  secret('elixir config', 'context', `config :berthly, BerthlyWeb.Endpoint,\n  secret_key_base: "${k}"`, [k]);
}
{
  const id = awsId();
  const s = awsSecret();
  secret('elixir config', 'vendor', `config :ex_aws,\n  access_key_id: "${id}",\n  secret_access_key: "${s}"`, [id, s], { rule: 'aws-access-token' });
}

// XML
{
  const p = password();
  secret(
    'xml',
    'context',
    `<packageSourceCredentials>\n  <berthly>\n    <add key="Username" value="ci" />\n    <add key="ClearTextPassword" value="${p}" />\n  </berthly>\n</packageSourceCredentials>`,
    [p],
  );
}
{
  const p = password();
  secret('xml', 'context', `<server>\n  <id>berthly-releases</id>\n  <username>deploy</username>\n  <password>${p}</password>\n</server>`, [p]);
}
{
  const k = gcpKey();
  secret('xml', 'vendor', `<resources>\n  <string name="maps_api_key">${k}</string>\n</resources>`, [k], { rule: 'gcp-api-key' });
}

// appsettings.json (.NET)
{
  const p = password();
  secret('appsettings json', 'context', `{"ConnectionStrings": {"Billing": "Host=db.berthly.net;Database=billing;Username=billing;Password=${p}"}}`, [p]);
}
{
  const k = `${fakeIn(B64CH, 86)}==`;
  secret(
    'appsettings json',
    'context',
    `{"Storage": {"Invoices": "DefaultEndpointsProtocol=https;AccountName=berthlyinv;AccountKey=${k};EndpointSuffix=core.windows.net"}}`,
    [k],
  );
}

// systemd units
{
  const k = replicate();
  secret('systemd unit', 'vendor', `[Service]\nEnvironment=REPLICATE_API_TOKEN=${k}\nExecStart=/usr/local/bin/tidegauge`, [k]);
}
{
  const k = groq();
  secret('systemd unit', 'vendor', `[Service]\nEnvironment="GROQ_API_KEY=${k}"\nRestart=always`, [k]);
}

// shell history
{
  const p = password();
  secret('shell history', 'context', ` 1041  curl -u ci-bot:${p} https://ci.berthly.net/api/builds?limit=5`, [p]);
}
{
  const p = password();
  secret('shell history', 'context', ` 1042  mysql -u root -p${p} legacy_marina`, [p]);
}
{
  const p = password();
  secret('shell history', 'context', ` 1043  docker login registry.berthly.net -u deploy -p ${p}`, [p]);
}
{
  const k = gh('o');
  secret('shell history', 'vendor', ` 1044  gh auth login --with-token <<< ${k}`, [k], { rule: 'github-oauth' });
}
{
  const s = awsSecret();
  secret('shell history', 'context', ` 1045  export AWS_SECRET_ACCESS_KEY=${s}`, [s]);
}
{
  const p = password();
  secret('shell history', 'context', ` 1046  psql "postgresql://berthly:${p}@10.0.4.12/berthly" -c 'select 1'`, [p]);
}
{
  const k = vaultTok();
  secret('shell history', 'vendor', ` 1047  vault login ${k}`, [k], { rule: 'vault-service-token' });
}

// chat pastes
{
  const k = anthropic();
  secret('chat paste', 'vendor', `hey can you check why the summariser 401s? my key is ${k} if that helps`, [k], { rule: 'anthropic-api-key' });
}
{
  const k = tailscale();
  secret('chat paste', 'vendor', `here's the auth key for the new runner: ${k} (reusable, expires in 90 days)`, [k]);
}
{
  const p = password();
  secret('chat paste', 'context', `pw for the staging admin is ${p} — don't share it outside the team`, [p]);
}
{
  const k = telegram();
  secret('chat paste', 'vendor', `new telegram bot for berth alerts, token ${k}`, [k], { rule: 'telegram-bot-api-token' });
}

{
  const k = slackUser();
  secret('chat paste', 'vendor', `use my user token for the export script: ${k}`, [k], { rule: 'slack-user-token' });
}

// CI logs
{
  const k = gh('s');
  secret('ci log', 'vendor', `2026-12-01T10:12:03Z + echo "cloning with ${k}"\n2026-12-01T10:12:04Z Cloning into 'tidegauge'...`, [k], { rule: 'github-app-token' });
}
{
  const k = dockerPat();
  secret('ci log', 'vendor', `#7 [build 3/9] RUN echo ${k} | docker login -u berthly --password-stdin\n#7 0.412 Login Succeeded`, [k]);
}
{
  const k = gh('r');
  secret('ci log', 'vendor', `[refresh] got refresh_token=${k} expires_in=15897600`, [k], { rule: 'github-refresh-token' });
}
{
  const k = tfc();
  secret('ci log', 'vendor', `$ export TF_TOKEN_app_terraform_io=${k}\n$ terraform init`, [k], { rule: 'hashicorp-tf-api-token' });
}

// URLs
{
  const k = opaque(40);
  secret('url', 'context', `Export link: https://api.berthly.net/v1/export?format=csv&api_key=${k}&marina=7`, [k]);
}
{
  const p = password();
  secret('url', 'context', `amqp://berthly:${p}@mq.berthly.net:5672/%2f`, [p]);
}
{
  const k = slackHook();
  secret('url', 'vendor', `Alerts go to ${k}`, [k.slice(k.lastIndexOf('/') + 1), k], { rule: 'slack-webhook-url' });
}
{
  const p = password();
  secret('url', 'context', `REDIS_URL=redis://:${p}@cache.berthly.net:6379/0`, [p]);
}
{
  const k = gh('s');
  secret('url', 'vendor', `git clone https://x-access-token:${k}@github.com/berthly/tidegauge.git`, [k], { rule: 'github-app-token' });
}

// curl / HTTP headers
{
  const k = glpat();
  secret('curl header', 'vendor', `curl -H "Authorization: Bearer ${k}" https://git.berthly.net/api/v4/projects`, [k], { rule: 'gitlab-pat' });
}
{
  const k = opaque(36);
  secret('curl header', 'context', `curl -s -H 'X-Api-Key: ${k}' https://tides.example.org/v2/stations`, [k]);
}
{
  const p = password();
  const basic = b64(`billing:${p}`);
  secret('curl header', 'context', `GET /invoices HTTP/1.1\nHost: billing.berthly.net\nAuthorization: Basic ${basic}`, [basic]);
}
{
  const k = pick(HEXL, 32);
  secret('curl header', 'context', `curl -X POST https://api.datadoghq.eu/api/v2/series -H "DD-API-KEY: ${k}" -d @series.json`, [k]);
}
{
  const k = glpat();
  secret('curl header', 'vendor', `curl --header "PRIVATE-TOKEN: ${k}" "https://git.berthly.net/api/v4/users"`, [k], { rule: 'gitlab-pat' });
}
{
  const k = jwt();
  secret('curl header', 'vendor', `curl https://fake.supabase.co/rest/v1/berths -H "apikey: ${k}" -H "Authorization: Bearer ${k}"`, [k], { rule: 'jwt' });
}

// Dockerfiles
{
  const k = sendgrid();
  secret('dockerfile', 'vendor', `FROM elixir:1.17-alpine\nENV SENDGRID_API_KEY=${k}\nWORKDIR /app`, [k], { rule: 'sendgrid-api-token' });
}
{
  const k = npmTok();
  secret('dockerfile', 'vendor', `FROM node:22-slim AS docs\nARG NPM_TOKEN=${k}\nRUN npm ci`, [k], { rule: 'npm-access-token' });
}
{
  const p = password();
  secret('dockerfile', 'context', `RUN git clone https://deploy:${p}@git.berthly.net/berthly/tidegauge.git /src`, [p]);
}

// Kubernetes manifests
{
  const p = password();
  secret('k8s manifest', 'context', `apiVersion: v1\nkind: Secret\nmetadata:\n  name: berthly-db\ntype: Opaque\nstringData:\n  password: ${p}`, [p]);
}
{
  const k = stripeRestricted();
  const enc = b64(k);
  secret('k8s manifest', 'transformed', `apiVersion: v1\nkind: Secret\nmetadata:\n  name: stripe\ndata:\n  api-key: ${enc}`, [enc, k], { rule: 'stripe-access-token' });
}
{
  const k = grafana();
  secret('k8s manifest', 'vendor', `        env:\n          - name: GRAFANA_TOKEN\n            value: ${k}`, [k], { rule: 'grafana-service-account-token' });
}

// SQL
{
  const p = password();
  secret('sql', 'context', `CREATE ROLE berthly_app WITH LOGIN PASSWORD '${p}';`, [p]);
}
{
  const k = shopify();
  secret('sql', 'vendor', `INSERT INTO integrations (name, token) VALUES ('shop', '${k}');`, [k], { rule: 'shopify-access-token' });
}
{
  const p = password();
  secret('sql', 'context', `ALTER USER reporting IDENTIFIED BY "${p}";`, [p]);
}

// Markdown tables
{
  const k = mailgun();
  secret('markdown table', 'vendor', `| service | key |\n|---|---|\n| mailgun | ${k} |\n| tiles | (public) |`, [k], { rule: 'mailgun-private-api-token' });
}
{
  const p = password();
  secret('markdown table', 'context', `| env | user | password |\n|-----|------|----------|\n| staging | admin | ${p} |`, [p]);
}
{
  const k = postman();
  secret('markdown table', 'vendor', `| Tool | Token |\n| --- | --- |\n| Postman | ${k} |`, [k], { rule: 'postman-api-token' });
}

// stack traces
{
  const p = password();
  secret(
    'stack trace',
    'context',
    `** (DBConnection.ConnectionError) connection not available\n    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096\n  config: [url: "ecto://berthly:${p}@db.berthly.net/berthly_prod", pool_size: 10]`,
    [p],
  );
}
{
  const k = linear();
  secret('stack trace', 'vendor', `thread 'main' panicked at src/sync.rs:88:14:\nrequest failed: Config { endpoint: "https://api.linear.app", api_token: "${k}" }`, [k], {
    rule: 'linear-api-key',
  });
}
{
  const p = password();
  secret(
    'stack trace',
    'context',
    `Npgsql.NpgsqlException (0x80004005): Failed to connect\n   at Berthly.Billing.Db.Open() in /src/Db.cs:line 31\n   ConnectionString: Host=db;Username=billing;Password=${p}`,
    [p],
  );
}

// prose
{
  const k = databricks();
  secret('prose', 'vendor', `The Databricks token ${k} belongs to the occupancy report job and expires in March.`, [k], { rule: 'databricks-api-token' });
}
{
  const k = pulumi();
  secret('prose', 'vendor', `I rotated the Pulumi token, the new one is ${k}; the old one is revoked.`, [k], { rule: 'pulumi-api-token' });
}
{
  const k = newRelic();
  secret('prose', 'vendor', `Our New Relic user key is ${k}, ask Ingrid before creating another.`, [k], { rule: 'new-relic-user-api-key' });
}
{
  const k = doppler();
  secret('prose', 'vendor', `Staging reads its config from Doppler with the service token ${k}.`, [k], { rule: 'doppler-api-token' });
}
{
  const k = ageKey();
  secret('prose', 'vendor', `The backups are encrypted with age; the identity is ${k} and it lives on the ops laptop.`, [k], { rule: 'age-secret-key' });
}
{
  const k = airtable();
  secret('prose', 'vendor', `Marina onboarding sync uses the Airtable token ${k}.`, [k]);
}

// PEM blocks
{
  const body = pemBody(8, 'MIIEpAIBAAKCAQEA');
  secret('pem block', 'vendor', pemBlock(`RSA PRIVATE ${'KEY'}`, body), body, { rule: 'private-key' });
}
{
  const body = pemBody(5, 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ');
  secret('pem block', 'vendor', `deploy key for the buoy fleet:\n${pemBlock(`OPENSSH PRIVATE ${'KEY'}`, body)}`, body, { rule: 'private-key' });
}
{
  const body = pemBody(2, 'MHcCAQEEI');
  secret('pem block', 'vendor', `# tidegauge/certs/client.key\n${pemBlock(`EC PRIVATE ${'KEY'}`, body)}`, body, { rule: 'private-key' });
}

// base64
{
  const k = gh('p');
  const enc = b64(k);
  secret('base64', 'transformed', `echo ${enc} | base64 -d > ~/.config/gh/token`, [enc, k]);
}
{
  const k = glpat();
  const enc = b64(`ci-bot:${k}`);
  secret('base64', 'transformed', `AUTH_BLOB=${enc}`, [enc, k]);
}
{
  const id = awsId();
  const s = awsSecret();
  const enc = b64(JSON.stringify({ accessKeyId: id, secretAccessKey: s }));
  secret('base64', 'transformed', `{"creds": "${enc}"}`, [enc, id, s]);
}

// hex
{
  const k = npmTok();
  const h = hex(k);
  secret('hex', 'transformed', `token_hex=${h}`, [h, k]);
}
{
  const k = openai();
  const h = hexEsc(k);
  secret('hex', 'transformed', `key = b"${h}".decode()`, [h, k]);
}

// percent-encoding
{
  const k = slackBot();
  const e = pctAll(k);
  secret('percent-encoded', 'transformed', `https://ci.berthly.net/notify?channel=ops&token=${e}`, [e, k]);
}
{
  const p = `${password()}@#%`;
  const e = encodeURIComponent(p);
  secret('percent-encoded', 'context', `grant_type=password&username=ops%40berthly.net&password=${e}`, [e, p]);
}

// JSON escapes
{
  const k = stripeLive();
  const e = uEsc(k);
  secret('json escaped', 'transformed', `{"stripe":{"key":"${e}"}}`, [e, k]);
}
{
  const p = password();
  secret('json escaped', 'context', `{"url":"https:\\/\\/ci-bot:${p}@ci.berthly.net\\/api\\/v1"}`, [p]);
}

// values broken over lines
{
  const k = gh('p');
  const a = k.slice(0, 20);
  const b = k.slice(20);
  secret('split lines', 'transformed', `export GITHUB_TOKEN=${a}\\\n${b}`, [a, b]);
}
{
  const k = stripeLive();
  const a = k.slice(0, 50);
  const b = k.slice(50);
  secret('split lines', 'transformed', `stripe_key: >-\n  ${a}\n  ${b}`, [a, b]);
}
{
  const id = awsId();
  const tail = id.slice(4);
  secret('split lines', 'transformed', `const accessKey =\n  "${id.slice(0, 4)}" +\n  "${tail}";`, [tail]);
}

// spaced out
{
  const k = glpat();
  const s = spacedOut(k);
  secret('spaced', 'transformed', `read it to me slowly: ${s}`, [s]);
}
{
  const k = stripeLive();
  const g = groups(k, 4);
  secret('spaced', 'transformed', `Key (grouped for reading aloud): ${g}`, [g]);
}

// other doors
{
  const k = gh('p');
  secret('title door', 'vendor', `Rotate ${k} before Friday`, [k], { door: 'title', rule: 'github-pat' });
}
{
  const k = stripeLive();
  secret('title door', 'vendor', `Stripe key ${k} is the staging one`, [k], { door: 'title', rule: 'stripe-access-token' });
}
{
  const p = password();
  secret('title door', 'context', `staging db password: ${p}`, [p], { door: 'title' });
}
{
  const k = anthropic();
  secret('summary door', 'vendor', `Wired the summariser to Claude with key ${k}; works locally.`, [k], { door: 'summary', rule: 'anthropic-api-key' });
}
{
  const id = awsId();
  secret('summary door', 'vendor', `Fixed the S3 upload by switching to access key ${id}.`, [id], { door: 'summary', rule: 'aws-access-token' });
}
{
  const p = password();
  secret('summary door', 'context', `Reset the MQTT broker; new password=${p} for gauge-07.`, [p], { door: 'summary' });
}
{
  const k = npmTok();
  secret('tags door', 'vendor', `token:${k}`, [k], { door: 'tags', rule: 'npm-access-token' });
}
{
  const k = glpat();
  secret('tags door', 'vendor', k, [k], { door: 'tags', rule: 'gitlab-pat' });
}
{
  const p = password();
  secret('tags door', 'context', `pw=${p}`, [p], { door: 'tags' });
}
{
  const id = awsId();
  secret('tripwires door', 'vendor', `if ${id} is revoked`, [id], { door: 'tripwires', rule: 'aws-access-token' });
}
{
  const k = slackBot();
  secret('tripwires door', 'vendor', `when ${k} stops posting`, [k], { door: 'tripwires', rule: 'slack-bot-token' });
}
{
  const p = password();
  secret('tripwires door', 'context', `DB_PASSWORD=${p} rotated`, [p], { door: 'tripwires' });
}
{
  const k = gh('p');
  secret('filesEdited door', 'vendor', `deploy/keys/${k}.txt`, [k], { door: 'filesEdited', rule: 'github-pat' });
}
{
  const k = hfTok();
  secret('filesEdited door', 'vendor', `models/cache/${k}/config.json`, [k], { door: 'filesEdited', rule: 'huggingface-access-token' });
}
{
  const p = password();
  secret('filesEdited door', 'context', `config/prod.secret.exs?password=${p}`, [p], { door: 'filesEdited' });
}
{
  const k = glpat();
  secret('source door', 'vendor', `https://ci.berthly.net/job/42/log?private_token=${k}`, [k], { door: 'source', rule: 'gitlab-pat' });
}
{
  const k = slackHook();
  secret('source door', 'vendor', k, [k.slice(k.lastIndexOf('/') + 1), k], { door: 'source', rule: 'slack-webhook-url' });
}
{
  const p = password();
  secret('source door', 'context', `https://ci-bot:${p}@git.berthly.net/berthly/berthly/-/issues/88`, [p], { door: 'source' });
}
{
  const id = awsId();
  const s = awsSecret();
  secret('query door', 'vendor', `why does ${id} with secret ${s} get AccessDenied on the invoices bucket`, [id, s], { door: 'query', rule: 'aws-access-token' });
}
{
  const k = anthropic();
  secret('query door', 'vendor', `${k} invalid x-api-key`, [k], { door: 'query', rule: 'anthropic-api-key' });
}
{
  const p = password();
  secret('query door', 'context', `postgres rejects password ${p} for berthly`, [p], { door: 'query' });
}
{
  const k = gh('p');
  secret('query door', 'vendor', `GITHUB_TOKEN=${k} push denied`, [k], { door: 'query', rule: 'github-pat' });
}
{
  const k = glpat();
  secret('projectPath door', 'vendor', `/home/ci/builds/${k}/berthly`, [k], { door: 'projectPath', rule: 'gitlab-pat' });
}
{
  const k = npmTok();
  secret('projectPath door', 'vendor', `/tmp/berthly-docs-${k}`, [k], { door: 'projectPath', rule: 'npm-access-token' });
}
{
  const p = password();
  secret('projectPath door', 'context', `/srv/checkouts/password=${p}/tidegauge`, [p], { door: 'projectPath' });
}

// ================= near-misses =================
const sha = (): string => pick(HEXL, 40);
const uuid = (): string => `${pick(HEXL, 8)}-${pick(HEXL, 4)}-4${pick(HEXL, 3)}-${'89ab'[nextU32() % 4]}${pick(HEXL, 3)}-${pick(HEXL, 12)}`;

near('commit sha', `Fixed in ${sha()} (the booking race).`);
{
  const full = sha();
  near('commit sha', `commit ${full}\nAuthor: Ingrid Berg <ingrid@berthly.net>\n\n    Cache tide tables for 24h (${full.slice(0, 7)})`);
}
near('commit sha', `git revert ${sha()} ${sha()}`);
near('uuid', `Booking ${uuid()} overlaps ${uuid()} on berth C-14.`);
near('uuid', `{"marina_ids": ["${uuid()}", "${uuid()}", "${uuid()}"]}`);
near('uuid', `Oban job ids: 01${pick(CROCKFORD, 24)}, 01${pick(CROCKFORD, 24)}`);
near('digest', `image: registry.berthly.net/tidegauge@sha256:${pick(HEXL, 64)}`);
near('digest', `SHA256 (berthly-0.14.2.tar.gz) = ${pick(HEXL, 64)}`);
near('digest', `<script src="https://docs.berthly.net/assets/app.js" integrity="sha384-${pick(B64CH, 64)}" crossorigin="anonymous"></script>`);
near('lockfile hash', `[[package]]\nname = "rumqttc"\nversion = "0.24.0"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${pick(HEXL, 64)}"`);
near('lockfile hash', `"jason": {:hex, :jason, "1.4.4", "${pick(HEXL, 64)}", [:mix], [], "hexpm", "${pick(HEXL, 64)}"},`);
near('lockfile hash', `"integrity": "sha512-${pick(B64CH, 86)}=="`);
near('lockfile hash', `golang.org/x/sys v0.27.0 h1:${pick(B64CH, 43)}=\ngolang.org/x/sys v0.27.0/go.mod h1:${pick(B64CH, 43)}=`);
near('lockfile hash', `"Npgsql": {"type": "Direct", "requested": "[8.0.5, )", "resolved": "8.0.5", "contentHash": "${pick(B64CH, 86)}=="}`);
near('public key', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${pick(B64CH, 43)} ingrid@berthly-laptop`);
near('public key', `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${pick(B64CH, 340)} deploy@ci.berthly.net`);
near('public key', pemBlock('PUBLIC KEY', pemBody(3, 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA')));
near('public key', pemBlock('CERTIFICATE', pemBody(10, 'MIIDdzCCAl+gAwIBAgIU')));
near('fingerprint', `Dockhand release signing SHA-256: ${Array.from({ length: 32 }, () => pick(HEXU, 2)).join(':')}`);
near('fingerprint', `gpg --recv-keys ${pick(HEXU, 40)}`);
near('publishable key', `STRIPE_PUBLISHABLE_KEY=pk${'_live_'}51${pick(ALNUM, 96)}`);
near('publishable key', `mapboxgl.accessToken = 'pk.${b64url('{"u":"berthly","a":"fake"}')}.${pick(URLCH, 22)}'; // public, URL-restricted`);
near('placeholder', `GITHUB_TOKEN=gh${'p'}_${'x'.repeat(36)}`);
near('placeholder', 'STRIPE_SECRET_KEY=<your-secret-key-here>\nOPENAI_API_KEY=sk-...');
near('placeholder', 'password: changeme   # replaced by the deploy script');
near('placeholder', 'AWS_ACCESS_KEY_ID=AKIA****************\nAWS_SECRET_ACCESS_KEY=****************************************');
near('secret reference', 'environment:\n  STRIPE_SECRET_KEY: ${STRIPE_SECRET_KEY}\n  DATABASE_URL: ${DATABASE_URL:?missing}');
near('secret reference', 'env:\n  NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n  DB_PASSWORD: ${{ secrets.DB_PASSWORD }}');
near('secret reference', 'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: berthly-db\n        key: password');
near('secret reference', 'secret_key_base: System.fetch_env!("SECRET_KEY_BASE")');
near('secret reference', 'echo "$REGISTRY_PASSWORD" | docker login -u deploy --password-stdin registry.berthly.net');
near('secret reference', 'PGPASSWORD=$(vault kv get -field=password secret/berthly/db) psql -h db.berthly.net berthly');
near('secret reference', 'curl -H "Authorization: Bearer $GITLAB_TOKEN" https://git.berthly.net/api/v4/projects');
near('secret-named setting', 'llm:\n  model: summariser-small\n  max_tokens: 4096\n  temperature: 0.2');
near('secret-named setting', 'token_ttl_seconds = 3600\npassword_min_length = 12\nsecret_rotation_days = 90');
near('secret-named setting', 'config :berthly, :auth, password_hash_rounds: 12, token_bytes: 32');
near('secret-named setting', 'api_key: null\nsecret: ""\npassword:');
near('prose', 'Passwords must be at least 12 characters; tokens expire after 30 days and the secret key is rotated quarterly.');
near('prose', 'Generate a fresh SECRET_KEY_BASE with mix phx.gen.secret and store it in the forge secret store, never in the repo.');
near('identifier', `AWS role arn:aws:iam::${pick(DIGITS, 12)}:role/berthly-deploy and bucket berthly-invoices-eu-north-1`);
near('identifier', `S3 ETag "${pick(HEXL, 32)}" matches the local md5 of invoice-2026-11.pdf`);
near('identifier', `priv/static/assets/app-${pick(HEXL, 32)}.js is the digested bundle`);
near('identifier', `~/.cargo/registry/src/index.crates.io-${pick(HEXL, 16)}/rumqttc-0.24.0/src/lib.rs`);
near('identifier', `gauge-07 MAC b8:27:eb:${pick(HEXL, 2)}:${pick(HEXL, 2)}:${pick(HEXL, 2)}, IPv6 fd00:${pick(HEXL, 4)}::${pick(HEXL, 4)}`);
near('identifier', `background: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${pick(B64CH, 40)}AAAAAElFTkSuQmCC");`);
near('placeholder', 'The token looks like eyJhbGciOiJIUzI1NiJ9.… — only the header is logged, never the rest.');

// near-misses through other doors
near('title door', `Merge ${sha().slice(0, 12)} into release/0.14`, 'title');
near('title door', `Booking ${uuid()} double-charged`, 'title');
near('summary door', `Pinned tidegauge image to sha256:${pick(HEXL, 64)}; max_tokens stays 4096.`, 'summary');
near('summary door', `Reviewed ${sha()}; password_min_length raised to 12.`, 'summary');
near('tags door', `commit-${sha()}`, 'tags');
near('tags door', 'max_tokens', 'tags');
near('filesEdited door', `priv/static/assets/app-${pick(HEXL, 32)}.css`, 'filesEdited');
near('filesEdited door', '.github/workflows/secrets-scan.yml', 'filesEdited');
near('source door', `https://git.berthly.net/berthly/berthly/commit/${sha()}`, 'source');
near('source door', `https://docs.berthly.net/bookings/${uuid()}`, 'source');
near('tripwires door', `if ${uuid()} is reassigned`, 'tripwires');
near('tripwires door', `if commit ${sha()} is reverted`, 'tripwires');
near('query door', `booking ${uuid()} overlap`, 'query');
near('query door', 'max_tokens 4096 summariser default', 'query');
near('projectPath door', `/home/ingrid/src/berthly-${sha().slice(0, 12)}`, 'projectPath');
near('projectPath door', `/srv/builds/${uuid()}/tidegauge`, 'projectPath');

/** Every case of the set: secrets first, then near-misses. */
export const UNSEEN_SECRET_CASES: readonly RedactionMeasureCase[] = cases;
