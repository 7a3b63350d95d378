/**
 * Blind redaction set 15, written on 2026-12-07 by a helper (h57-blind) who had not read the
 * redactor, its patterns, its decoders, the instruction gate, provenance, attestation, their tests,
 * the committed corpus or the other blind sets' cases. Read: /work/HELPERS.md, the measure runner
 * `src/measureRedaction.ts` (its exported types — RedactionDoor, RedactionMeasureCase — and function
 * signatures only), the harness test `test/unseenRedaction.test.ts`, and redaction-14's header
 * comment, first ~60 lines (its alphabet constants and seeded generator, whose shape is reused here
 * with a new seed) and its `export` line. Issue texts #18/#19/#22 were not read.
 * Vendor token shapes come from the vendors' public formats as the writer remembers them (prefix,
 * alphabet, length, checksum); gitleaks rule ids are cited only where the writer believes the rule
 * exists. GitHub classic tokens (ghp_/gho_/ghu_/ghs_/ghr_) and npm tokens end in the base62 CRC32 of
 * their 30-character random part, computed here at run time.
 * The fictional project is "haulgrid", a freight dispatch system (Go with chi/pgx/NATS, a Kotlin
 * Android driver app with Gradle, a React dashboard with npm, Gitea, Buildkite, Nomad on Hetzner,
 * MinIO, Sentry).
 * Secret cases put a credential where a careful tool must find it: .env files, Gradle/local
 * properties, YAML, JSON, TOML, INI, HCL, shell history, chat pastes, CI logs and Buildkite/GitHub
 * Actions files, URLs (query and userinfo), curl/HTTP headers, Dockerfiles and docker config, Kubernetes
 * and Nomad manifests, SQL dumps, Markdown tables, stack traces, prose, PEM blocks, and encoded or split
 * forms (base64, hex, percent-encoding, JSON escapes, values broken over lines), through every door the
 * harness offers (text, title, summary, tags, tripwires, filesEdited, source, query, projectPath).
 * Near-misses (commit SHAs, UUIDs, digests, SRI and go.sum hashes, public keys, publishable keys,
 * placeholders, secret references, non-secret settings named like secrets) must stay byte for byte.
 * Placements name kinds of place (two or more cases each). Every value is fake, generated at run time
 * from a seeded generator with split prefixes (most carry a "Fake"/"FAKE" marker where the alphabet
 * allows), so no scanner trips on this file. Never tuned against: figures are reported, not fitted.
 */
import type { RedactionDoor, RedactionMeasureCase } from '../src/measureRedaction.js';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALNUM = UPPER + LOWER + DIGITS;
const HEXL = '0123456789abcdef';
const B64CH = ALNUM + '+/';
const URLCH = ALNUM + '-_';
const BASE62 = DIGITS + UPPER + LOWER;
const B32CH = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';

// Seeded xorshift generator (a new seed for this set): the same fake values on every run.
let state = 0x15ba_d5e7;
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
/** Random string of length n with a fake marker inside (when the alphabet holds its letters). */
function faked(alphabet: string, n: number, marker = 'Fake'): string {
  const m = [...marker].every((c) => alphabet.includes(c)) ? marker : '';
  const head = pick(alphabet, Math.floor((n - m.length) / 2));
  return head + m + pick(alphabet, n - m.length - head.length);
}

// CRC32 (IEEE), for the GitHub/npm checksum suffix.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
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
/** A GitHub classic token with the given two-letter kind (p, o, u, s, r). */
function gh(kind: string): string {
  const body = faked(ALNUM, 30);
  return `g${'h'}${kind}_${body}${base62(crc32(body), 6)}`;
}
function npmTok(): string {
  const body = faked(ALNUM, 30);
  return `n${'pm'}_${body}${base62(crc32(body), 6)}`;
}
const ghFine = (): string => `github${'_pat_'}${faked(ALNUM, 22)}_${faked(ALNUM, 59)}`;
const awsId = (): string => `AK${'IA'}${faked(UPPER + '234567', 16, 'FAKE')}`;
const awsSecret = (): string => faked(B64CH, 40);
const slackBot = (): string => `xo${'xb'}-${pick(DIGITS, 12)}-${pick(DIGITS, 13)}-${faked(ALNUM, 24)}`;
const slackUser = (): string => `xo${'xp'}-${pick(DIGITS, 12)}-${pick(DIGITS, 13)}-${pick(DIGITS, 13)}-${pick(HEXL, 32)}`;
const slackHook = (): string => `https://hooks.${'slack'}.com/services/T${pick(UPPER + DIGITS, 10)}/B${pick(UPPER + DIGITS, 10)}/${faked(ALNUM, 24)}`;
const stripeLive = (): string => `sk${'_live_'}${faked(ALNUM, 99)}`;
const stripeRestricted = (): string => `rk${'_live_'}${faked(ALNUM, 99)}`;
const openai = (): string => `sk-${'proj'}-${faked(URLCH, 124)}`;
const anthropic = (): string => `sk-${'ant'}-api03-${faked(URLCH, 93)}AA`;
const glpat = (): string => `gl${'pat'}-${faked(URLCH, 20)}`;
const googleKey = (): string => `AI${'za'}Sy${faked(URLCH, 33)}`;
const sendgrid = (): string => `S${'G'}.${faked(URLCH, 22)}.${faked(URLCH, 43)}`;
const twilioSk = (): string => `S${'K'}${pick(HEXL, 32)}`;
const hfTok = (): string => `h${'f_'}${faked(ALNUM, 34)}`;
const shopify = (): string => `shp${'at'}_${pick(HEXL, 32)}`;
const doTok = (): string => `do${'p_v1'}_${pick(HEXL, 64)}`;
const bkTok = (): string => `bk${'ua'}_${pick(HEXL, 40)}`;
const vaultTok = (): string => `hv${'s'}.${faked(ALNUM, 24)}`;
const ageKey = (): string => `AGE-${'SECRET'}-KEY-1${pick(BECH32, 58)}`;
const linearKey = (): string => `lin${'_api'}_${faked(ALNUM, 40)}`;
const grafanaSa = (): string => `gl${'sa'}_${faked(ALNUM, 32)}_${pick(HEXL, 8)}`;
const pypiTok = (): string => `pypi-${'AgEIcHlwaS5vcmc'}${faked(URLCH, 70)}`;
const telegram = (): string => `${pick(DIGITS, 10)}:AA${faked(URLCH, 33)}`;
const discordBot = (): string => `M${faked(URLCH, 23)}.${pick(URLCH, 6)}.${faked(URLCH, 38)}`;
const azureKey = (): string => `${faked(B64CH, 86)}==`;
const mapboxSecret = (): string => `s${'k'}.eyJ1IjoiaGF1bGdyaWQiLCJhIjoi${faked(URLCH, 22)}In0.${faked(URLCH, 22)}`;
const dopplerTok = (): string => `dp${'.st'}.prd.${faked(ALNUM, 43)}`;
const atlassian = (): string => `ATA${'TT'}3x${faked(URLCH, 180)}=${pick(HEXL.toUpperCase(), 8)}`;
const sentryAuth = (): string => `sntry${'s'}_${faked(B64CH, 120)}`;
const fcmKey = (): string => `AAAA${pick(URLCH, 7)}:APA91b${faked(URLCH, 134)}`;
const datadog = (): string => pick(HEXL, 32);
const strongPass = (): string => `${pick(ALNUM, 6)}!${pick(ALNUM, 5)}#Fake${pick(ALNUM, 6)}`;
const minioSecret = (): string => faked(ALNUM, 40);
const b64url = (s: string): string => Buffer.from(s, 'utf8').toString('base64url');
const jwt = (claims: Record<string, unknown>): string =>
  `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}.${faked(URLCH, 43)}`;
const pemBody = (): string => {
  const lines: string[] = [];
  for (let i = 0; i < 12; i++) lines.push(i === 5 ? faked(B64CH, 64, 'FAKEKEY') : pick(B64CH, 64));
  lines.push(`${pick(B64CH, 20)}==`);
  return lines.join('\n');
};
const pem = (label: string, body: string): string => `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`;
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
const half = (s: string): [string, string] => [s.slice(0, Math.ceil(s.length / 2)), s.slice(Math.ceil(s.length / 2))];

const cases: RedactionMeasureCase[] = [];
/** A secret case: `values` are generated once; `text` builds the written string; `hidden` lists what must not appear (default: the values). */
function S(
  placement: string,
  basis: string,
  rule: string | undefined,
  door: RedactionDoor,
  values: string[],
  text: (v: string[]) => string,
  hidden?: (v: string[]) => string[],
): void {
  const built = text(values);
  const secrets = hidden ? hidden(values) : values;
  cases.push({
    expect: 'secret',
    placement,
    basis,
    ...(rule !== undefined ? { gitleaksRule: rule } : {}),
    door,
    build: () => built,
    secrets: () => secrets,
  });
}
/** A near-miss: written through `door`, it must be stored byte for byte. */
function N(placement: string, door: RedactionDoor, text: string): void {
  cases.push({ expect: 'near-miss', placement, basis: 'near-miss', door, build: () => text, secrets: () => [] });
}

// ---- env files
S('env file', 'vendor', 'github-pat', 'text', [gh('p')], ([a]) => `# dashboard/.env.local\nVITE_API=http://localhost:8080\nGITHUB_TOKEN=${a}\n`);
S('env file', 'vendor', 'aws-access-token', 'text', [awsId(), awsSecret()], ([a, b]) => `AWS_ACCESS_KEY_ID=${a}\nAWS_SECRET_ACCESS_KEY=${b}\nAWS_REGION=eu-central-1`);
S('env file', 'generic', 'generic-api-key', 'text', [minioSecret()], ([a]) => `MINIO_ENDPOINT=objects.haulgrid.dev\nMINIO_ACCESS_KEY=haulgrid-app\nMINIO_SECRET_KEY=${a}`);
S('env file', 'vendor', 'stripe-access-token', 'text', [stripeLive()], ([a]) => `export STRIPE_SECRET_KEY="${a}"`);
S('env file', 'structure', undefined, 'text', [strongPass()], ([a]) => `DATABASE_URL=postgres://dispatch:${a}@db.internal:5432/dispatch?sslmode=require`);
S('env file', 'vendor', 'openai-api-key', 'text', [openai()], ([a]) => `OPENAI_API_KEY='${a}' # route summariser`);
S('env file', 'vendor', 'anthropic-api-key', 'text', [anthropic()], ([a]) => `ANTHROPIC_API_KEY=${a}\nMODEL=claude-sonnet`);
S('env file', 'generic', undefined, 'text', [strongPass()], ([a]) => `NATS_USER=dispatch\nNATS_PASSWORD=${a}\nNATS_URL=nats://nats.internal:4222`);
// ---- gradle / local properties
S('gradle properties', 'generic', undefined, 'text', [strongPass(), strongPass()], ([a, b]) => `# android/keystore.properties\nstoreFile=../release.jks\nstorePassword=${a}\nkeyAlias=haulgrid\nkeyPassword=${b}`, (v) => v);
S('gradle properties', 'vendor', 'gcp-api-key', 'text', [googleKey()], ([a]) => `# local.properties\nsdk.dir=/home/dev/Android/Sdk\nMAPS_API_KEY=${a}`);
S('gradle properties', 'generic', undefined, 'text', [faked(ALNUM, 32)], ([a]) => `gpr.user=haulgrid-ci\ngpr.key=${a}`);
S('gradle properties', 'vendor', 'github-pat', 'text', [ghFine()], ([a]) => `// settings.gradle.kts\ncredentials { username = "haulgrid-ci"; password = "${a}" }`);
// ---- yaml
S('yaml config', 'vendor', 'slack-webhook-url', 'text', [slackHook()], ([a]) => `alerts:\n  slack:\n    webhook: ${a}\n    channel: "#dispatch-alerts"`);
S('yaml config', 'vendor', 'sendgrid-api-token', 'text', [sendgrid()], ([a]) => `mail:\n  provider: sendgrid\n  api_key: "${a}"`);
S('yaml config', 'generic', undefined, 'text', [strongPass()], ([a]) => `database:\n  host: db.internal\n  user: dispatch\n  password: ${a}\n  pool: 20`);
S('yaml config', 'vendor', 'twilio-api-key', 'text', [twilioSk(), faked(ALNUM, 32)], ([a, b]) => `sms:\n  twilio_key_sid: ${a}\n  twilio_key_secret: ${b}`);
S('yaml config', 'vendor', 'hashicorp-tf-api-token', 'text', [vaultTok()], ([a]) => `vault:\n  addr: https://vault.internal:8200\n  token: ${a}`);
// ---- json
S('json config', 'vendor', 'npm-access-token', 'text', [npmTok()], ([a]) => `{"registry":"https://registry.npmjs.org/","authToken":"${a}"}`);
S('json config', 'structure', 'private-key', 'text', [pemBody()], ([a]) => JSON.stringify({ type: 'service_account', project_id: 'haulgrid-maps', private_key_id: pick(HEXL, 40), private_key: `${pem('PRIVATE KEY', a as string)}\n`, client_email: 'maps@haulgrid-maps.iam.gserviceaccount.com' }, null, 2), ([a]) => (a as string).split('\n').slice(2, 8));
S('json config', 'vendor', 'huggingface-access-token', 'text', [hfTok()], ([a]) => `{\n  "hf": { "token": "${a}", "model": "route-eta-small" }\n}`);
S('json config', 'vendor', 'linear-api-key', 'text', [linearKey()], ([a]) => `{"linear":{"apiKey":"${a}","team":"DSP"}}`);
S('json config', 'generic', undefined, 'text', [faked(ALNUM, 48)], ([a]) => `{"sentry":{"dsn":"https://public@sentry.haulgrid.dev/4"},"webhookSigningSecret":"${a}"}`);
// ---- toml / ini
S('toml config', 'generic', undefined, 'text', [strongPass()], ([a]) => `[database]\nurl = "postgres://dispatch@db.internal/dispatch"\npassword = "${a}"\n`);
S('toml config', 'vendor', 'pypi-upload-token', 'text', [pypiTok()], ([a]) => `[tool.poetry.http-basic.pypi]\nusername = "__token__"\npassword = "${a}"`);
S('toml config', 'vendor', 'digitalocean-pat', 'text', [doTok()], ([a]) => `[providers.do]\ntoken = '${a}'`);
S('ini config', 'vendor', 'aws-access-token', 'text', [awsId(), awsSecret()], ([a, b]) => `[haulgrid-prod]\naws_access_key_id = ${a}\naws_secret_access_key = ${b}\nregion = eu-central-1`);
S('ini config', 'generic', undefined, 'text', [strongPass()], ([a]) => `; .pgpass style notes\n[client]\nuser=dispatch_ro\npassword=${a}\nhost=db.internal`);
S('ini config', 'vendor', 'pypi-upload-token', 'text', [pypiTok()], ([a]) => `[distutils]\nindex-servers = pypi\n[pypi]\nusername = __token__\npassword = ${a}`);
// ---- HCL / Nomad
S('hcl nomad', 'generic', undefined, 'text', [minioSecret()], ([a]) => `job "dispatch" {\n  group "api" {\n    task "api" {\n      env {\n        MINIO_SECRET_KEY = "${a}"\n      }\n    }\n  }\n}`);
S('hcl nomad', 'vendor', 'hashicorp-tf-api-token', 'text', [vaultTok()], ([a]) => `vault {\n  address = "https://vault.internal:8200"\n  token   = "${a}"\n}`);
S('hcl nomad', 'vendor', 'digitalocean-pat', 'text', [doTok()], ([a]) => `provider "digitalocean" {\n  token = "${a}"\n}`);
// ---- shell history
S('shell history', 'vendor', 'github-pat', 'text', [gh('p')], ([a]) => `  501  cd ~/src/dispatch\n  502  git clone https://haulgrid-ci:${a}@code.haulgrid.dev/haulgrid/dispatch.git\n  503  cd dispatch`);
S('shell history', 'generic', undefined, 'text', [strongPass()], ([a]) => `$ PGPASSWORD='${a}' psql -h db.internal -U dispatch -c 'select count(*) from stops'`);
S('shell history', 'vendor', 'npm-access-token', 'text', [npmTok()], ([a]) => `: 1733550000:0;npm config set //registry.npmjs.org/:_authToken ${a}`);
S('shell history', 'vendor', 'slack-bot-token', 'text', [slackBot()], ([a]) => `curl -s -X POST -H 'Authorization: Bearer ${a}' https://slack.com/api/chat.postMessage -d channel=C01 -d text=deployed`);
S('shell history', 'generic', undefined, 'text', [minioSecret()], ([a]) => `mc alias set hg https://objects.haulgrid.dev haulgrid-admin ${a}`);
S('shell history', 'vendor', 'gitlab-pat', 'text', [glpat()], ([a]) => `export GITLAB_TOKEN=${a}; glab repo clone haulgrid/maps`);
S('shell history', 'generic', undefined, 'text', [strongPass()], ([a]) => `docker login registry.haulgrid.dev -u ci -p ${a}`);
S('shell history', 'vendor', 'buildkite-agent-token', 'text', [bkTok()], ([a]) => `bk configure --org haulgrid --token ${a}`);
// ---- chat paste
S('chat paste', 'vendor', 'stripe-access-token', 'text', [stripeRestricted()], ([a]) => `[10:42] marta: here is the restricted key for the invoices job ${a} — rotate after the demo`);
S('chat paste', 'vendor', 'telegram-bot-api-token', 'text', [telegram()], ([a]) => `jonas: the driver alerts bot token is ${a}, it posts to the night shift group`);
S('chat paste', 'vendor', 'discord-api-token', 'text', [discordBot()], ([a]) => `> bot token for the community server: ${a}`);
S('chat paste', 'generic', undefined, 'text', [strongPass()], ([a]) => `Marta (DM): staging admin login is admin / ${a} until Friday`);
S('chat paste', 'vendor', 'anthropic-api-key', 'text', [anthropic()], ([a]) => `Kenji 09:13\nuse my key for now: ${a}\nKenji 09:14\nthx`);
S('chat paste', 'vendor', 'huggingface-access-token', 'text', [hfTok()], ([a]) => `can someone try pulling the ETA model with ${a}? mine is rate-limited`);
// ---- CI log
S('ci log', 'vendor', 'github-pat', 'text', [gh('s')], ([a]) => `2026-12-06T22:01:13Z [deploy] + git push https://x-access-token:${a}@github.com/haulgrid/mirror.git HEAD:main`);
S('ci log', 'generic', undefined, 'text', [strongPass()], ([a]) => `~~~ Running migrations\nmigrate -database postgres://dispatch:${a}@db.internal/dispatch -path migrations up\n3/u add_pod_photos (41ms)`);
S('ci log', 'vendor', 'aws-access-token', 'text', [awsId(), awsSecret()], ([a, b]) => `+ env | sort\nAWS_ACCESS_KEY_ID=${a}\nAWS_SECRET_ACCESS_KEY=${b}\nBUILDKITE=true`);
S('ci log', 'vendor', 'sentry-org-token', 'text', [sentryAuth()], ([a]) => `> sentry-cli releases new 0.31.0 --auth-token ${a}\nCreated release 0.31.0`);
S('ci log', 'vendor', 'npm-access-token', 'text', [npmTok()], ([a]) => `npm verb config //registry.npmjs.org/:_authToken=${a}\nnpm http fetch GET 200 https://registry.npmjs.org/react 31ms`);
S('ci log', 'generic', undefined, 'text', [faked(ALNUM, 40)], ([a]) => `\u001b[32mINFO\u001b[0m loaded config {"nats":{"token":"${a}"},"http":{"port":8080}}`);
// ---- pipelines
S('buildkite pipeline', 'vendor', 'slack-webhook-url', 'text', [slackHook()], ([a]) => `steps:\n  - label: ":rocket: deploy"\n    command: make deploy\n    notify:\n      - slack: "${a}"`);
S('buildkite pipeline', 'generic', undefined, 'text', [strongPass()], ([a]) => `steps:\n  - command: go test ./...\n    env:\n      DB_PASSWORD: "${a}"`);
S('buildkite pipeline', 'vendor', 'docker-hub-pat', 'text', [`dck${'r_pat'}_${faked(URLCH, 27)}`], ([a]) => `  - plugins:\n      - docker-login#v3.0.0:\n          username: haulgrid\n          password: ${a}`);
S('github actions', 'vendor', 'github-fine-grained-pat', 'text', [ghFine()], ([a]) => `jobs:\n  mirror:\n    runs-on: ubuntu-latest\n    env:\n      GH_TOKEN: ${a}\n    steps:\n      - run: gh repo sync`);
S('github actions', 'vendor', 'openai-api-key', 'text', [openai()], ([a]) => `      - name: summarise\n        run: ./summarise.sh\n        env:\n          OPENAI_API_KEY: "${a}"`);
S('github actions', 'vendor', 'gitlab-pat', 'text', [glpat()], ([a]) => `    - uses: actions/checkout@v4\n      with:\n        token: ${a}`);
// ---- URLs
S('url userinfo', 'structure', undefined, 'text', [strongPass()], ([a]) => `The replica is reachable at postgresql://replicator:${a}@10.0.3.12:5432/dispatch for the analytics job.`);
S('url userinfo', 'structure', undefined, 'text', [strongPass()], ([a]) => `amqp://haulgrid:${a}@rabbit.legacy.internal:5672/%2f`);
S('url userinfo', 'vendor', 'github-pat', 'text', [gh('o')], ([a]) => `remote.origin.url=https://oauth2:${a}@code.haulgrid.dev/haulgrid/dispatch.git`);
S('url userinfo', 'structure', undefined, 'text', [strongPass()], ([a]) => `redis://:${a}@cache.internal:6379/0`);
S('url query', 'vendor', 'gcp-api-key', 'text', [googleKey()], ([a]) => `GET https://maps.googleapis.com/maps/api/geocode/json?address=Depot+3&key=${a}`);
S('url query', 'generic', undefined, 'text', [faked(ALNUM, 32)], ([a]) => `https://api.weatherstack.example/current?access_key=${a}&query=Hamburg`);
S('url query', 'vendor', 'mapbox-api-token', 'text', [mapboxSecret()], ([a]) => `tiles: https://api.mapbox.com/styles/v1/haulgrid/dark/tiles/{z}/{x}/{y}?access_token=${a}`);
S('url query', 'generic', undefined, 'text', [faked(URLCH, 40)], ([a]) => `Webhook callback registered: https://code.haulgrid.dev/api/hooks/buildkite?secret=${a}&event=build.finished`);
// ---- headers
S('http header', 'vendor', 'github-pat', 'text', [gh('u')], ([a]) => `curl -H "Authorization: token ${a}" https://api.github.com/user`);
S('http header', 'structure', undefined, 'text', [strongPass()], ([a]) => `Authorization: Basic ${b64(`dispatch-admin:${a}`)}\nAccept: application/json`, ([a]) => [b64(`dispatch-admin:${a}`), a as string]);
S('http header', 'vendor', 'datadog-access-token', 'text', [datadog()], ([a]) => `curl -X POST https://api.datadoghq.eu/api/v2/series -H "DD-API-KEY: ${a}" -d @metrics.json`);
S('http header', 'structure', 'jwt', 'text', [jwt({ sub: 'dispatcher-17', role: 'admin', iss: 'haulgrid', exp: 1796000000 })], ([a]) => `> GET /api/routes HTTP/1.1\n> Host: api.haulgrid.dev\n> Authorization: Bearer ${a}\n> `);
S('http header', 'vendor', 'anthropic-api-key', 'text', [anthropic()], ([a]) => `x-api-key: ${a}\nanthropic-version: 2023-06-01`);
S('http header', 'vendor', 'grafana-service-account-token', 'text', [grafanaSa()], ([a]) => `Authorization: Bearer ${a}`);
// ---- docker
S('dockerfile', 'vendor', 'github-pat', 'text', [gh('p')], ([a]) => `FROM golang:1.23 AS build\nENV GOPRIVATE=code.haulgrid.dev\nRUN git config --global url."https://ci:${a}@code.haulgrid.dev/".insteadOf "https://code.haulgrid.dev/"`);
S('dockerfile', 'vendor', 'npm-access-token', 'text', [npmTok()], ([a]) => `FROM node:20-alpine\nARG NPM_TOKEN=${a}\nRUN echo "//registry.npmjs.org/:_authToken=$NPM_TOKEN" > .npmrc && npm ci`);
S('dockerfile', 'generic', undefined, 'text', [strongPass()], ([a]) => `FROM postgres:16\nENV POSTGRES_PASSWORD=${a}\nCOPY seed.sql /docker-entrypoint-initdb.d/`);
S('docker config', 'structure', undefined, 'text', [strongPass()], ([a]) => JSON.stringify({ auths: { 'registry.haulgrid.dev': { auth: b64(`ci:${a}`) } } }), ([a]) => [b64(`ci:${a}`), a as string]);
S('docker config', 'generic', undefined, 'text', [strongPass()], ([a]) => `services:\n  minio:\n    image: minio/minio\n    environment:\n      MINIO_ROOT_USER: admin\n      MINIO_ROOT_PASSWORD: ${a}`);
// ---- kubernetes
S('kubernetes', 'transformed', 'kubernetes-secret-yaml', 'text', [strongPass()], ([a]) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: dispatch-db\ntype: Opaque\ndata:\n  password: ${b64(a as string)}`, ([a]) => [b64(a as string), a as string]);
S('kubernetes', 'generic', undefined, 'text', [strongPass()], ([a]) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: nats\nstringData:\n  NATS_PASSWORD: "${a}"`);
S('kubernetes', 'vendor', 'sendgrid-api-token', 'text', [sendgrid()], ([a]) => `        env:\n          - name: SENDGRID_API_KEY\n            value: ${a}`);
// ---- SQL
S('sql dump', 'vendor', 'stripe-access-token', 'text', [stripeLive()], ([a]) => `INSERT INTO integrations (id, provider, secret, created_at) VALUES (7, 'stripe', '${a}', '2026-11-02');`);
S('sql dump', 'generic', undefined, 'text', [strongPass()], ([a]) => `CREATE ROLE dispatch_ro LOGIN PASSWORD '${a}';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO dispatch_ro;`);
S('sql dump', 'vendor', 'slack-bot-token', 'text', [slackBot()], ([a]) => `COPY public.notifier_settings (id, kind, token) FROM stdin;\n1\tslack\t${a}\n\\.`);
S('sql dump', 'generic', undefined, 'text', [faked(ALNUM, 40)], ([a]) => `UPDATE carriers SET api_secret = '${a}' WHERE id = 42;`);
// ---- tables
S('markdown table', 'vendor', 'twilio-api-key', 'text', [twilioSk()], ([a]) => `| service | key |\n|---|---|\n| twilio | ${a} |\n| maps | see vault |`);
S('markdown table', 'generic', undefined, 'text', [strongPass(), strongPass()], ([a, b]) => `| env | user | password |\n|-----|------|----------|\n| staging | dispatch | ${a} |\n| prod | dispatch | ${b} |`);
S('markdown table', 'vendor', 'shopify-access-token', 'text', [shopify()], ([a]) => `Integration | Token\n--- | ---\nShopify (pallets shop) | \`${a}\``);
// ---- stack traces
S('stack trace', 'structure', undefined, 'text', [strongPass()], ([a]) => `panic: failed to connect to \`host=db.internal user=dispatch database=dispatch\`: dial error (password=${a})\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/cmd/dispatch/main.go:48 +0x1a5`);
S('stack trace', 'vendor', 'gcp-api-key', 'text', [googleKey()], ([a]) => `io.ktor.client.plugins.ClientRequestException: Client request(GET https://maps.googleapis.com/maps/api/directions/json?key=${a}) invalid: 403\n\tat dev.haulgrid.driver.route.RouteRepo.fetch(RouteRepo.kt:88)`);
S('stack trace', 'vendor', 'aws-access-token', 'text', [awsId()], ([a]) => `operation error S3: PutObject, https response error StatusCode: 403, api error InvalidAccessKeyId: The AWS Access Key Id ${a} you provided does not exist in our records.`);
S('stack trace', 'generic', undefined, 'text', [faked(ALNUM, 36)], ([a]) => `Traceback (most recent call last):\n  File "tools/export.py", line 12, in <module>\n    client = Client(api_secret="${a}")\nValueError: bad region`);
// ---- prose
S('prose', 'vendor', 'github-pat', 'text', [gh('p')], ([a]) => `I regenerated the mirror bot's token this morning (it is ${a}) and updated the Buildkite secret.`);
S('prose', 'generic', undefined, 'text', [strongPass()], ([a]) => `The staging MinIO console password was changed to ${a} after the offboarding.`);
S('prose', 'vendor', 'age-secret-key', 'text', [ageKey()], ([a]) => `Backups are encrypted with age; the decryption identity is ${a} and lives on the ops laptop.`);
S('prose', 'vendor', 'doppler-api-token', 'text', [dopplerTok()], ([a]) => `Doppler service token for prd: ${a}. It only reads the dispatch project.`);
S('prose', 'vendor', 'atlassian-api-token', 'text', [atlassian()], ([a]) => `Jira sync uses Marta's API token ${a} — should move to a bot account.`);
S('prose', 'vendor', 'gcp-api-key', 'text', [fcmKey()], ([a]) => `Legacy FCM server key (still used by the v1 driver app): ${a}`);
S('prose', 'generic', undefined, 'text', [strongPass()], ([a]) => `Wifi at depot 3 is "haulgrid-yard", the passphrase is ${a}.`);
S('prose', 'vendor', 'slack-user-token', 'text', [slackUser()], ([a]) => `The old export script used a user token, ${a}, which we should revoke.`);
// ---- PEM
S('pem block', 'structure', 'private-key', 'text', [pemBody()], ([a]) => `deploy key for the mirror:\n${pem('OPENSSH PRIVATE KEY', a as string)}`, ([a]) => (a as string).split('\n').slice(0, 12));
S('pem block', 'structure', 'private-key', 'text', [pemBody()], ([a]) => pem('RSA PRIVATE KEY', a as string), ([a]) => (a as string).split('\n').slice(0, 12));
S('pem block', 'structure', 'private-key', 'text', [pemBody()], ([a]) => `# tls/dispatch.key\n${pem('EC PRIVATE KEY', a as string)}\n`, ([a]) => (a as string).split('\n').slice(0, 12));
// ---- encoded
S('base64', 'transformed', undefined, 'text', [gh('p')], ([a]) => `GIT_TOKEN_B64=${b64(a as string)}`, ([a]) => [b64(a as string), a as string]);
S('base64', 'transformed', undefined, 'text', [awsSecret()], ([a]) => `The secret in base64 (as the old tool wanted it): ${b64(`aws_secret_access_key=${a}`)}`, ([a]) => [b64(`aws_secret_access_key=${a}`), a as string]);
S('base64', 'transformed', undefined, 'text', [anthropic()], ([a]) => `echo ${b64(a as string)} | base64 -d > ~/.config/anthropic/key`, ([a]) => [b64(a as string), a as string]);
S('hex', 'transformed', undefined, 'text', [stripeLive()], ([a]) => `key (hex-encoded for the HSM loader): ${hex(a as string)}`, ([a]) => [hex(a as string), a as string]);
S('hex', 'transformed', undefined, 'text', [gh('p')], ([a]) => `printf '%s' ${hex(a as string)} | xxd -r -p`, ([a]) => [hex(a as string), a as string]);
S('percent-encoded', 'transformed', undefined, 'text', [strongPass()], ([a]) => `postgres://dispatch:${encodeURIComponent(a as string)}@db.internal/dispatch`, ([a]) => [encodeURIComponent(a as string), a as string]);
S('percent-encoded', 'transformed', undefined, 'text', [slackHook()], ([a]) => `redirect=${encodeURIComponent(a as string)}`, ([a]) => [encodeURIComponent(a as string)]);
S('json-escaped', 'transformed', 'private-key', 'text', [pemBody()], ([a]) => JSON.stringify({ key: pem('PRIVATE KEY', a as string) }), ([a]) => (a as string).split('\n').slice(0, 12));
S('json-escaped', 'transformed', undefined, 'text', [npmTok()], ([a]) => JSON.stringify(JSON.stringify({ npmrc: `//registry.npmjs.org/:_authToken=${a}` })), ([a]) => [a as string]);
const escapedJson = (s: string): string => [...s].map((c, i) => (i % 9 === 4 ? `\\u00${c.charCodeAt(0).toString(16)}` : c)).join('');
S('json-escaped', 'transformed', undefined, 'text', [openai()], ([a]) => `{"env":"OPENAI_API_KEY=${escapedJson(a as string)}"}`, ([a]) => [escapedJson(a as string)]);
// ---- split over lines
S('split over lines', 'transformed', undefined, 'text', [gh('p')], ([a]) => { const [x, y] = half(a as string); return `token part 1: ${x}\ntoken part 2: ${y}\n(concatenate)`; }, ([a]) => [...half(a as string), a as string]);
S('split over lines', 'transformed', undefined, 'text', [stripeLive()], ([a]) => { const s = a as string; return `STRIPE_KEY="${s.slice(0, 40)}" \\\n"${s.slice(40, 80)}" \\\n"${s.slice(80)}"`; }, ([a]) => [(a as string).slice(0, 40), (a as string).slice(40, 80), a as string]);
S('split over lines', 'transformed', undefined, 'text', [awsSecret()], ([a]) => { const s = a as string; return `secret = (\n  "${s.slice(0, 20)}"\n  "${s.slice(20)}"\n)`; }, ([a]) => [(a as string).slice(0, 20), (a as string).slice(20), a as string]);
// ---- other doors
S('title door', 'vendor', 'github-pat', 'title', [gh('p')], ([a]) => `Mirror bot token ${a}`);
S('title door', 'generic', undefined, 'title', [strongPass()], ([a]) => `staging admin password=${a}`);
S('title door', 'vendor', 'slack-webhook-url', 'title', [slackHook()], ([a]) => `Alerts webhook: ${a}`);
S('summary door', 'vendor', 'aws-access-token', 'summary', [awsId(), awsSecret()], ([a, b]) => `Uploader uses ${a} / ${b} for the pod bucket.`);
S('summary door', 'vendor', 'openai-api-key', 'summary', [openai()], ([a]) => `Summariser key is ${a}`);
S('summary door', 'structure', undefined, 'summary', [strongPass()], ([a]) => `Replica DSN postgres://replicator:${a}@10.0.3.12/dispatch`);
S('tag door', 'vendor', 'npm-access-token', 'tags', [npmTok()], ([a]) => `${a}`);
S('tag door', 'vendor', 'github-pat', 'tags', [gh('s')], ([a]) => `token:${a}`);
S('tag door', 'generic', undefined, 'tags', [minioSecret()], ([a]) => `minio-secret=${a}`);
S('tripwire door', 'vendor', 'stripe-access-token', 'tripwires', [stripeLive()], ([a]) => `if invoices fail check key ${a}`);
S('tripwire door', 'structure', undefined, 'tripwires', [strongPass()], ([a]) => `db is postgres://dispatch:${a}@db.internal/dispatch`);
S('tripwire door', 'vendor', 'gitlab-pat', 'tripwires', [glpat()], ([a]) => `GITLAB_TOKEN=${a}`);
S('filesEdited door', 'vendor', 'github-pat', 'filesEdited', [gh('p')], ([a]) => `secrets/${a}.txt`);
S('filesEdited door', 'generic', undefined, 'filesEdited', [strongPass()], ([a]) => `deploy/nomad/vars.hcl?password=${a}`);
S('filesEdited door', 'vendor', 'anthropic-api-key', 'filesEdited', [anthropic()], ([a]) => `keys/${a}`);
S('source door', 'vendor', 'github-pat', 'source', [gh('p')], ([a]) => `https://haulgrid-ci:${a}@code.haulgrid.dev/haulgrid/dispatch/src/branch/main/README.md`);
S('source door', 'vendor', 'gcp-api-key', 'source', [googleKey()], ([a]) => `https://maps.googleapis.com/maps/api/js?key=${a}`);
S('source door', 'structure', undefined, 'source', [strongPass()], ([a]) => `postgres://dispatch:${a}@db.internal/dispatch`);
S('query door', 'vendor', 'github-pat', 'query', [gh('p')], ([a]) => `where did I use ${a}`);
S('query door', 'generic', undefined, 'query', [strongPass()], ([a]) => `password=${a} staging`);
S('query door', 'vendor', 'openai-api-key', 'query', [openai()], ([a]) => `is ${a} still valid`);
S('projectPath door', 'vendor', 'github-pat', 'projectPath', [gh('p')], ([a]) => `/home/dev/${a}/dispatch`);
S('projectPath door', 'structure', undefined, 'projectPath', [strongPass()], ([a]) => `/mnt/https:dispatch:${a}@db/dispatch`);
// ---- more places
S('env file', 'vendor', 'shopify-access-token', 'text', [shopify()], ([a]) => `SHOPIFY_ADMIN_TOKEN=${a}\nSHOPIFY_SHOP=haulgrid-pallets`);
S('env file', 'vendor', 'grafana-service-account-token', 'text', [grafanaSa()], ([a]) => `GRAFANA_URL=https://grafana.internal\nGRAFANA_TOKEN=${a}`);
S('env file', 'vendor', 'telegram-bot-api-token', 'text', [telegram()], ([a]) => `TELEGRAM_BOT_TOKEN = ${a}`);
S('yaml config', 'vendor', 'linear-api-key', 'text', [linearKey()], ([a]) => `integrations:\n  - name: linear\n    key: >-\n      ${a}`);
S('yaml config', 'vendor', 'azure-storage-account-key', 'text', [azureKey()], ([a]) => `storage:\n  connection: "DefaultEndpointsProtocol=https;AccountName=haulgridarchive;AccountKey=${a};EndpointSuffix=core.windows.net"`);
S('json config', 'vendor', 'github-pat', 'text', [gh('r')], ([a]) => `{"refresh_token":"${a}","expires_in":15897600}`);
S('json config', 'structure', 'jwt', 'text', [jwt({ role: 'service_role', iss: 'supabase', iat: 1733000000 })], ([a]) => `{"supabase":{"url":"https://xyz.supabase.co","serviceRoleKey":"${a}"}}`);
S('shell history', 'vendor', 'huggingface-access-token', 'text', [hfTok()], ([a]) => `huggingface-cli login --token ${a} --add-to-git-credential`);
S('shell history', 'vendor', 'digitalocean-pat', 'text', [doTok()], ([a]) => `doctl auth init -t ${a}`);
S('shell history', 'vendor', 'age-secret-key', 'text', [ageKey()], ([a]) => `echo '${a}' > ~/.config/sops/age/keys.txt`);
S('chat paste', 'vendor', 'sendgrid-api-token', 'text', [sendgrid()], ([a]) => `**Priya**: SendGrid key for the receipts mail ⬇️\n\`\`\`\n${a}\n\`\`\``);
S('chat paste', 'structure', undefined, 'text', [strongPass()], ([a]) => `ssh ops@10.0.3.4 — sudo password is ${a} (don't share)`);
S('ci log', 'vendor', 'docker-hub-pat', 'text', [`dck${'r_pat'}_${faked(URLCH, 27)}`], ([a]) => `#5 [auth] haulgrid/dispatch:pull,push token for registry-1.docker.io\n+ echo ${a} | docker login -u haulgrid --password-stdin\nLogin Succeeded`);
S('ci log', 'vendor', 'gitlab-pat', 'text', [glpat()], ([a]) => `fatal: unable to access 'https://oauth2:${a}@gitlab.com/haulgrid/maps.git/': The requested URL returned error: 403`);
S('url userinfo', 'vendor', 'npm-access-token', 'text', [npmTok()], ([a]) => `registry=https://haulgrid:${a}@npm.pkg.haulgrid.dev/`);
S('http header', 'vendor', 'linear-api-key', 'text', [linearKey()], ([a]) => `fetch('https://api.linear.app/graphql', { headers: { Authorization: '${a}' } })`);
S('kubernetes', 'transformed', 'kubernetes-secret-yaml', 'text', [gh('p')], ([a]) => `kind: Secret\napiVersion: v1\nmetadata: { name: mirror-bot }\ndata:\n  GH_TOKEN: ${b64(a as string)}`, ([a]) => [b64(a as string), a as string]);
S('sql dump', 'structure', 'jwt', 'text', [jwt({ sub: 'driver-204', scope: 'pod:write', exp: 1797000000 })], ([a]) => `-- sessions\n(204, '${a}', '2026-12-01 08:14:00+00'),`);
S('stack trace', 'vendor', 'slack-bot-token', 'text', [slackBot()], ([a]) => `Error: An API error occurred: invalid_auth\n    at platformErrorFromResult (node_modules/@slack/web-api/dist/errors.js:62:33)\n    token: '${a}'`);
S('prose', 'vendor', 'hashicorp-tf-api-token', 'text', [vaultTok()], ([a]) => `Root token from the vault init ceremony, to be revoked after setup: ${a}`);
S('prose', 'vendor', 'buildkite-agent-token', 'text', [bkTok()], ([a]) => `Buildkite API token with write_builds scope is ${a}.`);
S('base64', 'transformed', undefined, 'text', [strongPass()], ([a]) => `proxy auth header value: ${b64(`haulgrid:${a}`)}`, ([a]) => [b64(`haulgrid:${a}`), a as string]);
S('hex', 'transformed', undefined, 'text', [awsSecret()], ([a]) => `0x${hex(a as string)}`, ([a]) => [hex(a as string), a as string]);
S('split over lines', 'transformed', undefined, 'text', [anthropic()], ([a]) => { const s = a as string; return `const k =\n  '${s.slice(0, 36)}' +\n  '${s.slice(36, 72)}' +\n  '${s.slice(72)}';`; }, ([a]) => [(a as string).slice(0, 36), (a as string).slice(36, 72), a as string]);

// ---- near-misses (stored byte for byte)
const sha = (): string => pick(HEXL, 40);
const uuid = (): string => `${pick(HEXL, 8)}-${pick(HEXL, 4)}-4${pick(HEXL, 3)}-a${pick(HEXL, 3)}-${pick(HEXL, 12)}`;
const sha256 = (): string => pick(HEXL, 64);
N('git sha', 'text', `Fixed in commit ${sha()} (cherry-picked to release/0.31 as ${sha()}).`);
N('git sha', 'text', `git revert ${sha()} --no-edit`);
N('git sha', 'text', `HEAD is now at ${pick(HEXL, 7)} fix(pod): retry presigned PUT on 403`);
N('git sha', 'title', `Regression since ${sha()}`);
N('git sha', 'tags', `commit-${pick(HEXL, 12)}`);
N('uuid', 'text', `Route ${uuid()} was reassigned to driver ${uuid()} at 14:02.`);
N('uuid', 'text', `curl https://api.haulgrid.dev/api/stops/${uuid()}`);
N('uuid', 'summary', `Depot id ${uuid()} is the Hamburg yard.`);
N('uuid', 'query', `stop ${uuid()}`);
N('uuid', 'text', `X-Request-Id: ${uuid()}`);
N('digest', 'text', `image: registry.haulgrid.dev/dispatch@sha256:${sha256()}`);
N('digest', 'text', `sha256sum dispatch-linux-amd64\n${sha256()}  dispatch-linux-amd64`);
N('digest', 'text', `The APK's signing certificate SHA-256 fingerprint is ${Array.from({ length: 32 }, () => pick('0123456789ABCDEF', 2)).join(':')}.`);
N('digest', 'source', `https://code.haulgrid.dev/haulgrid/dispatch/commit/${sha()}`);
N('digest', 'text', `md5 of the seed dump: ${pick(HEXL, 32)}`);
N('integrity', 'text', `"node_modules/leaflet": {\n  "version": "1.9.4",\n  "resolved": "https://registry.npmjs.org/leaflet/-/leaflet-1.9.4.tgz",\n  "integrity": "sha512-${pick(B64CH, 86)}=="\n}`);
N('integrity', 'text', `<script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js" integrity="sha256-${pick(B64CH, 43)}=" crossorigin=""></script>`);
N('integrity', 'text', `github.com/jackc/pgx/v5 v5.7.1 h1:${pick(B64CH, 43)}=\ngithub.com/jackc/pgx/v5 v5.7.1/go.mod h1:${pick(B64CH, 43)}=`);
N('integrity', 'text', `distributionSha256Sum=${sha256()}`);
N('integrity', 'text', `verification-metadata: <sha256 value="${sha256()}" origin="Generated by Gradle"/>`);
N('placeholder', 'text', `GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`);
N('placeholder', 'text', `AWS_SECRET_ACCESS_KEY=<your-secret-access-key>\nAWS_ACCESS_KEY_ID=<your-access-key-id>`);
N('placeholder', 'text', `STRIPE_SECRET_KEY=sk_live_...\n# get it from the Stripe dashboard`);
N('placeholder', 'text', `password: changeme`);
N('placeholder', 'text', `MINIO_SECRET_KEY=REPLACE_ME`);
N('placeholder', 'text', `DATABASE_URL=postgres://user:password@localhost:5432/dispatch`);
N('placeholder', 'title', `Set OPENAI_API_KEY=your-key-here before running the summariser`);
N('placeholder', 'text', `export ANTHROPIC_API_KEY="sk-ant-..."`);
N('secret reference', 'text', `env:\n  GH_TOKEN: \${{ secrets.MIRROR_BOT_TOKEN }}`);
N('secret reference', 'text', `MINIO_SECRET_KEY = "{{ with nomadVar "nomad/jobs/dispatch" }}{{ .minio_secret }}{{ end }}"`);
N('secret reference', 'text', `password: \${DB_PASSWORD}`);
N('secret reference', 'text', `valueFrom:\n  secretKeyRef:\n    name: dispatch-db\n    key: password`);
N('secret reference', 'text', `storePassword=System.getenv("KEYSTORE_PASSWORD")`);
N('secret reference', 'summary', `The token is read from vault:secret/data/dispatch#nats_token at boot.`);
N('secret reference', 'text', `op://haulgrid-ops/minio-admin/password`);
N('non-secret setting', 'text', `token_ttl_seconds=3600\nrefresh_token_ttl_days=30`);
N('non-secret setting', 'text', `password_min_length: 12\npassword_require_symbol: true`);
N('non-secret setting', 'text', `API_KEY_HEADER=X-Api-Key\nSECRET_MOUNT_PATH=/run/secrets`);
N('non-secret setting', 'text', `keyAlias=haulgrid\nstoreFile=../release.jks`);
N('non-secret setting', 'text', `secret_scanning: enabled\npush_protection: enabled`);
N('non-secret setting', 'tripwires', `rotate the MinIO key every 90 days`);
N('non-secret setting', 'tags', `secret-rotation`);
N('non-secret setting', 'text', `AUTH_TOKEN_ISSUER=https://auth.haulgrid.dev\nAUTH_TOKEN_AUDIENCE=dispatch-api`);
N('public key', 'text', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA${pick(B64CH, 44)} deploy@haulgrid`);
N('public key', 'text', `-----BEGIN PUBLIC KEY-----\n${pick(B64CH, 64)}\n${pick(B64CH, 24)}==\n-----END PUBLIC KEY-----`);
N('public key', 'text', `age recipient for backups: age1${pick('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`);
N('publishable key', 'text', `VITE_STRIPE_PUBLISHABLE_KEY=pk_live_${pick(ALNUM, 99)}`);
N('publishable key', 'text', `Sentry DSN for the dashboard (public by design): https://${pick(HEXL, 32)}@sentry.haulgrid.dev/5`);
N('ordinary value', 'text', `versionCode = 3104\nversionName = "0.31.4"`);
N('ordinary value', 'text', `Base64 thumbnail prefix: data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDA`);
N('ordinary value', 'text', `Tracking number HG${pick(DIGITS, 12)}DE scanned at depot 3.`);
N('ordinary value', 'text', `ETag: "${pick(HEXL, 32)}"`);
N('ordinary value', 'text', `trace_id=${pick(HEXL, 32)} span_id=${pick(HEXL, 16)}`);
N('ordinary value', 'filesEdited', `internal/secrets/loader.go`);
N('ordinary value', 'filesEdited', `android/app/src/main/kotlin/dev/haulgrid/driver/auth/TokenStore.kt`);
N('ordinary value', 'projectPath', `/home/dev/src/haulgrid-dispatch`);
N('ordinary value', 'query', `where is the password reset flow`);
N('ordinary value', 'source', `https://docs.haulgrid.dev/ops/secrets-rotation`);
N('ordinary value', 'text', `IBAN-shaped test account in fixtures: DE00 0000 0000 0000 0000 00 (invalid on purpose).`);

/** Every case of the set: secrets first, then near-misses. */
export const UNSEEN_SECRET_CASES: readonly RedactionMeasureCase[] = cases;
