/**
 * Blind redaction set 8, written on 2026-12-06 by a helper (h50-blind) who had not read the
 * redactor, its patterns, its decoder, its tests, the committed corpus or the other blind sets'
 * cases (only the header and exported shape of redaction-7, the measure types and the harness were
 * read). Vendor token shapes were re-derived from the vendors' documented formats (prefix, alphabet,
 * length); gitleaks rule ids are cited by id only. The fictional project is "tidewell", a harbour
 * berth-scheduling platform (Rust/Axum API, Kotlin Android app, SvelteKit console, GitLab CI,
 * Nomad on Hetzner). Secret cases place a credential where a careful tool must find it: vendor
 * tokens in prose, code and config; context-named values (some labelled in other human languages)
 * in .env, YAML, TOML, INI, JSON, XML, SQL, Dockerfiles, Kubernetes and Nomad files, GitLab CI,
 * netrc, Docker config, kubeconfig; shell history, chat pastes, logs, stack traces, URLs with
 * credentials and connection strings; and transformed forms (base64, base64url, hex,
 * percent-encoded, split over spaces, lines and zero-width characters, JSON- and shell-escaped,
 * reversed halves are not used), many through doors other than the text (title, summary, tags,
 * tripwires, filesEdited, source, recall query, project path). Near-misses (git SHAs, UUIDs,
 * digests, lockfile and SRI integrity strings, trace ids, counts such as `max_tokens: 4096`,
 * placeholders and CI secret references, public keys and publishable ids, port flags) hold no
 * credential and must be stored byte for byte, some through other doors. Placements name kinds of
 * place (two or more cases each), so a per-placement figure never names one case. Every
 * secret-looking value is fake (a FAKE, Fake or dead marker in its random part) and assembled at
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
const B64 = AN + '+/';
const BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';

/** A seeded generator (xorshift32), so the set is the same on every run. */
let seed = 0x5eed0808;
function rand(): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 4294967296;
}
/** `n` characters from `alphabet`, starting with `mark` so every value reads as fake. */
function gen(n: number, alphabet = AN, mark = 'FAKE'): string {
  let out = mark;
  while (out.length < n) out += alphabet[Math.floor(rand() * alphabet.length)];
  return out.slice(0, n);
}
const j = (...parts: string[]): string => parts.join('');
const hexp = (n: number): string => gen(n, HX, 'dead');
const digits = (n: number): string => gen(n, NUM, '9');
/** A password-like value: mixed case, digits and punctuation. */
const pw = (n = 18): string => gen(n, AN + '!*+=-_.', 'Fake');
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const b64url = (s: string): string => Buffer.from(s, 'utf8').toString('base64url');
const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
const ZW = String.fromCharCode(0x200b);
const ZWNJ = String.fromCharCode(0x200c);
/** `s` cut into pieces of `size` characters. */
function chunks(s: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += size) out.push(s.slice(i, i + size));
  return out;
}

// Vendor token shapes, from the vendors' documented formats.
const ghp = (): string => j('gh', 'p_') + gen(36);
const ghFine = (): string => j('github', '_pat_') + gen(22) + '_' + gen(59);
const gho = (): string => j('gh', 'o_') + gen(36);
const ghs = (): string => j('gh', 's_') + gen(36);
const ghr = (): string => j('gh', 'r_') + gen(76);
const glpat = (): string => j('gl', 'pat-') + gen(20, URLSAFE);
const glptt = (): string => j('gl', 'ptt-') + hexp(40);
const glrt = (): string => j('gl', 'rt-') + gen(20, URLSAFE);
const gldt = (): string => j('gl', 'dt-') + gen(20, URLSAFE);
const akia = (): string => j('AK', 'IA') + gen(16, UP + '234567');
const asia = (): string => j('AS', 'IA') + gen(16, UP + '234567');
const awsSecret = (): string => gen(40, B64);
const xoxb = (): string => j('xo', 'xb-') + digits(12) + '-' + digits(13) + '-' + gen(24);
const xoxp = (): string => j('xo', 'xp-') + digits(12) + '-' + digits(12) + '-' + digits(13) + '-' + hexp(32);
const xapp = (): string => j('xa', 'pp-') + '1-A' + gen(10, UP + NUM) + '-' + digits(13) + '-' + hexp(64);
const slackHook = (): string => j('https://hooks.', 'slack.com/services/') + 'T' + gen(8, UP + NUM) + '/B' + gen(10, UP + NUM) + '/' + gen(24);
const skLive = (): string => j('sk', '_live_') + gen(34);
const rkLive = (): string => j('rk', '_live_') + gen(34);
const whsec = (): string => j('wh', 'sec_') + gen(32);
const openai = (): string => j('sk-', 'proj-') + gen(40, URLSAFE) + j('T3Blbk', 'FJ') + gen(40, URLSAFE);
const anthropic = (): string => j('sk-ant', '-api03-') + gen(93, URLSAFE) + 'AA';
const gcp = (): string => j('AI', 'za') + gen(35, URLSAFE);
const npmTok = (): string => j('np', 'm_') + gen(36);
const pypi = (): string => j('pypi-', 'AgEIcHlwaS5vcmc') + gen(70, URLSAFE);
const sendgrid = (): string => j('SG', '.') + gen(22, URLSAFE) + '.' + gen(43, URLSAFE);
const twilioKey = (): string => j('S', 'K') + hexp(32);
const mailgun = (): string => j('ke', 'y-') + hexp(32);
const dop = (): string => j('dop', '_v1_') + hexp(64);
const shpat = (): string => j('shp', 'at_') + hexp(32);
const ageKey = (): string => j('AGE-SECRET', '-KEY-1') + gen(58, BECH32);
const discord = (): string => j('MT', 'E') + gen(23) + '.' + gen(6, URLSAFE, 'Gx') + '.' + gen(38, URLSAFE);
const telegram = (): string => digits(10) + j(':A', 'A') + gen(33, URLSAFE);
const vault = (): string => j('hv', 's.') + gen(90, URLSAFE);
const doppler = (): string => j('dp', '.pt.') + gen(43);
const linear = (): string => j('lin', '_api_') + gen(40);
const postman = (): string => j('PM', 'AK-') + hexp(24) + '-' + hexp(34);
const grafana = (): string => j('gl', 'sa_') + gen(32) + '_' + hexp(8);
const hf = (): string => j('h', 'f_') + gen(34, UP + LO);
const databricks = (): string => j('da', 'pi') + hexp(32);
const tfToken = (): string => gen(14) + j('.atl', 'asv1.') + gen(67);
const pulumi = (): string => j('pu', 'l-') + hexp(40);
const newrelic = (): string => j('NR', 'AK-') + gen(27, UP + NUM);
const pscale = (): string => j('pscale', '_tkn_') + gen(43, URLSAFE);
const dckr = (): string => j('dckr', '_pat_') + gen(27, URLSAFE);
const sentryUser = (): string => j('sntr', 'yu_') + hexp(64);
const supabase = (): string => j('sb', 'p_') + hexp(40);
const gocspx = (): string => j('GOC', 'SPX-') + gen(28, URLSAFE);
const buildkite = (): string => j('bk', 'ua_') + hexp(40);
const heroku = (): string => j('HRKU', '-AA') + gen(58, URLSAFE);
const mapboxSecret = (): string => j('sk', '.eyJ1') + gen(60, URLSAFE) + '.' + gen(22, URLSAFE);
const atlassian = (): string => j('ATATT', '3xFfGF0') + gen(180, URLSAFE) + '=' + hexp(8).toUpperCase();
/** A signed JWT whose header and payload are real base64url JSON and whose signature is fake. */
function jwt(): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ sub: `pilot-${digits(6)}`, role: 'dispatcher', iat: 1764000000, note: gen(12) }));
  return `${header}.${payload}.${gen(43, URLSAFE)}`;
}
/** A PEM private key block with a fake body; `kind` is empty or ends with a space ("RSA "). */
function pem(kind: string): string {
  const head = j('-----BEGIN ', kind, 'PRIVATE', ' KEY-----');
  const foot = j('-----END ', kind, 'PRIVATE', ' KEY-----');
  return [head, gen(64, B64), gen(64, B64), gen(64, B64), gen(40, B64), foot].join('\n');
}
const pemBody = (block: string): string[] => block.split('\n').slice(1, -1);
const uuid = (): string => `${hexp(8)}-${gen(4, HX, 'd')}-4${gen(3, HX, 'e')}-a${gen(3, HX, 'd')}-${gen(12, HX, 'dead')}`;

type Opts = { door?: RedactionDoor; rule?: string };
function sec(placement: string, basis: string, value: string, secrets: string[], opts: Opts = {}): RedactionMeasureCase {
  return {
    expect: 'secret',
    placement,
    basis,
    ...(opts.door !== undefined ? { door: opts.door } : {}),
    ...(opts.rule !== undefined ? { gitleaksRule: opts.rule } : {}),
    build: () => value,
    secrets: () => secrets,
  };
}
function near(placement: string, value: string, door?: RedactionDoor): RedactionMeasureCase {
  return { expect: 'near-miss', placement, basis: 'near-miss', ...(door !== undefined ? { door } : {}), build: () => value, secrets: () => [] };
}
/** A vendor token `t` placed by `wrap`. */
const v = (placement: string, t: string, wrap: (t: string) => string, rule?: string, door?: RedactionDoor): RedactionMeasureCase =>
  sec(placement, 'vendor', wrap(t), [t], { ...(rule !== undefined ? { rule } : {}), ...(door !== undefined ? { door } : {}) });
/** A context-named value `p` placed by `wrap`. */
const c = (placement: string, p: string, wrap: (p: string) => string, door?: RedactionDoor): RedactionMeasureCase =>
  sec(placement, 'context', wrap(p), [p], door !== undefined ? { door } : {});

/** A PEM private key as a case: its body lines are the secrets. */
function pk(kind: string): RedactionMeasureCase {
  const block = pem(kind);
  return sec('private key', 'vendor', `key for the deploy user:\n${block}\n`, pemBody(block), { rule: 'private-key' });
}
/** Cases built from one token where the secret list is more than the token itself. */
function transformed(placement: string, token: string, shown: string, extra: string[], rule?: string, door?: RedactionDoor): RedactionMeasureCase {
  return sec(placement, 'transformed', shown, [token, ...extra], { ...(rule !== undefined ? { rule } : {}), ...(door !== undefined ? { door } : {}) });
}
/** A token split by `sep` into pieces of `size`; every piece of 8 or more characters is a secret. */
function split(
  placement: string,
  token: string,
  size: number,
  sep: string,
  wrap: (s: string) => string,
  rule?: string,
  door?: RedactionDoor,
): RedactionMeasureCase {
  const pieces = chunks(token, size);
  return transformed(
    placement,
    token,
    wrap(pieces.join(sep)),
    pieces.filter((p) => p.length >= 8),
    rule,
    door,
  );
}

const CASES: RedactionMeasureCase[] = [
  // Vendor tokens in prose and chat.
  v('vendor prose', ghp(), (t) => `New PAT for the mirror job is ${t}, expires in 30 days.`, 'github-pat'),
  v('vendor prose', ghFine(), (t) => `Fine-grained token (read-only on tidewell/api): ${t}`, 'github-fine-grained-pat'),
  v('vendor prose', glpat(), (t) => `Jonas rotated the GitLab token; the new one is ${t} until Friday.`, 'gitlab-pat'),
  v('vendor prose', gho(), (t) => `The OAuth app handed back ${t} during the login test.`, 'github-oauth'),
  v('vendor prose', ghs(), (t) => `Installation token from the GitHub App (valid one hour): ${t}.`, 'github-app-token'),
  v('vendor prose', ghr(), (t) => `Refresh token captured in the debugger: ${t}`, 'github-refresh-token'),
  v('vendor prose', hf(), (t) => `Model downloads use ${t} on the GPU box.`, 'huggingface-access-token'),
  v('vendor prose', anthropic(), (t) => `For the berth summariser prototype I used ${t}.`, 'anthropic-api-key'),
  v('vendor prose', openai(), (t) => `OpenAI key for the eval notebook: ${t}`, 'openai-api-key'),
  v('chat paste', xoxb(), (t) => `[10:42] marta: bot token for #harbour-alerts → ${t}\n[10:43] jonas: thx`, 'slack-bot-token'),
  v('chat paste', xoxp(), (t) => `<jonas> use my user token for now: ${t} <jonas> I'll make a bot later`, 'slack-user-token'),
  v('chat paste', xapp(), (t) => `Socket mode app token: ${t} (do not share)`, 'slack-app-token'),
  v('chat paste', telegram(), (t) => `Pilot alerts bot → BotFather gave us ${t}`, 'telegram-bot-api-token'),
  v('chat paste', discord(), (t) => `community bot token: ${t}`, 'discord-api-token'),
  v('chat paste', linear(), (t) => `hey can you try with ${t}? it's my personal linear key`, 'linear-api-key'),
  v('chat paste', postman(), (t) => `Postman collection runner key ${t}`, 'postman-api-token'),
  // .env files.
  v('env file', akia(), (t) => `AWS_REGION=eu-central-1\nAWS_ACCESS_KEY_ID=${t}\nAWS_SECRET_ACCESS_KEY=${awsSecret()}`, 'aws-access-token'),
  c('env file', awsSecret(), (p) => `AWS_ACCESS_KEY_ID=${akia()}\nAWS_SECRET_ACCESS_KEY=${p}`),
  v('env file', skLive(), (t) => `STRIPE_SECRET_KEY=${t}\nSTRIPE_CURRENCY=eur`, 'stripe-access-token'),
  v('env file', whsec(), (t) => `STRIPE_WEBHOOK_SECRET=${t}`),
  v('env file', sendgrid(), (t) => `SENDGRID_API_KEY=${t}\nMAIL_FROM=berths@tidewell.io`, 'sendgrid-api-token'),
  v('env file', mailgun(), (t) => `MAILGUN_DOMAIN=mg.tidewell.io\nMAILGUN_API_KEY=${t}`, 'mailgun-private-api-token'),
  c('env file', pw(), (p) => `DATABASE_HOST=db.internal\nPGUSER=tidewell\nPGPASSWORD=${p}`),
  c('env file', hexp(32), (p) => `DD_SITE=datadoghq.eu\nDD_API_KEY=${p}`),
  c('env file', gen(64), (p) => `HCLOUD_TOKEN=${p}`),
  c('env file', uuid(), (p) => `NOMAD_ADDR=https://nomad.internal:4646\nNOMAD_TOKEN=${p}`),
  c('env file', `tidewell/${pw(14)}`, (p) => `NEO4J_AUTH=${p}`),
  c('env file', pw(24), (p) => `export JWT_SECRET="${p}"`),
  // YAML.
  v('yaml config', vault(), (t) => `vault:\n  addr: https://vault.internal:8200\n  token: ${t}\n`, 'vault-service-token'),
  c('yaml config', pw(), (p) => `database:\n  host: db.internal\n  user: tidewell\n  password: ${p}\n  pool: 10\n`),
  c('yaml config', pw(20), (p) => `smtp:\n  host: smtp.eu.mailgun.org\n  username: postmaster@mg.tidewell.io\n  password: "${p}"\n`),
  v('yaml config', grafana(), (t) => `grafana:\n  url: https://grafana.internal\n  service_account_token: ${t}\n`, 'grafana-service-account-token'),
  c('yaml config', gen(40, B64), (p) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: berths-db\ntype: Opaque\nstringData:\n  client_secret: ${p}\n`),
  c('yaml config', b64(pw(16)), (p) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ais-nats\ndata:\n  password: ${p}\n`),
  // kubeconfig.
  c('kubeconfig', gen(60, URLSAFE), (p) => `users:\n- name: ci-deployer\n  user:\n    token: ${p}\n`),
  c('kubeconfig', b64(pw(30)), (p) => `users:\n- name: admin\n  user:\n    client-key-data: ${p}\n`),
  // TOML.
  c('toml config', pw(), (p) => `[database]\nurl = "postgres://db.internal/tidewell"\npassword = "${p}"\n`),
  v('toml config', npmTok(), (t) => `[registries.internal]\nindex = "sparse+https://cargo.tidewell.io/"\ntoken = "${t}"\n`, 'npm-access-token'),
  c('toml config', gen(48, URLSAFE), (p) => `[registry]\ntoken = "${p}"\n`),
  v('toml config', pscale(), (t) => `[planetscale]\nservice_token = "${t}"\n`, 'planetscale-api-token'),
  // INI and netrc.
  c('ini file', pw(), (p) => `[client]\nuser=tidewell\npassword=${p}\nhost=db.internal\n`),
  c('ini file', pw(16), (p) => `[default]\nregion = eu-central-1\naws_secret_access_key = ${p}${gen(24, B64)}\n`),
  v('ini file', pypi(), (t) => `[pypi]\nusername = __token__\npassword = ${t}\n`, 'pypi-upload-token'),
  c('netrc', pw(), (p) => `machine gitlab.com login jonas password ${p}`),
  c('netrc', gen(40), (p) => `machine api.hetzner.cloud\n  login tidewell\n  password ${p}\n`),
  // JSON.
  c('docker config', b64(`ci-bot:${pw()}`), (p) => `{"auths":{"registry.gitlab.com":{"auth":"${p}"}}}`),
  c('docker config', b64(`jonas:${pw(22)}`), (p) => `{\n  "auths": {\n    "ghcr.io": {\n      "auth": "${p}"\n    }\n  }\n}`),
  v('json config', dop(), (t) => `{"provider":"digitalocean","token":"${t}","region":"ams3"}`, 'digitalocean-pat'),
  v('json config', shpat(), (t) => `{"shop":"tidewell-store.myshopify.com","accessToken":"${t}"}`, 'shopify-access-token'),
  c('json config', pw(), (p) => `{"mqtt":{"host":"ais.internal","username":"ingest","password":"${p}"}}`),
  c('json config', gen(44, B64), (p) => `{"type":"service_account","project_id":"tidewell-maps","private_key_id":"${hexp(40)}","client_secret":"${p}"}`),
  v('json config', gocspx(), (t) => `{"web":{"client_id":"9912-tidewell.apps.googleusercontent.com","client_secret":"${t}"}}`),
  // XML and Java properties.
  c('xml config', pw(), (p) => `<server>\n  <id>tidewell-nexus</id>\n  <username>deploy</username>\n  <password>${p}</password>\n</server>`),
  c('xml config', gen(32), (p) => `<add key="ApiKey" value="${p}" />`),
  c('properties file', pw(), (p) => `spring.datasource.url=jdbc:postgresql://db.internal/tidewell\nspring.datasource.password=${p}`),
  c('properties file', gen(36), (p) => `signing.keyId=0FAKE12B\nsigning.password=${p}\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg`),
  // Dockerfiles and Nomad.
  c('dockerfile', pw(), (p) => `FROM rust:1.83-slim\nENV DB_PASSWORD=${p}\nRUN cargo build --release`),
  v('dockerfile', npmTok(), (t) => `FROM node:22-alpine\nRUN echo "//registry.npmjs.org/:_authToken=${t}" > ~/.npmrc && npm ci`, 'npm-access-token'),
  v('dockerfile', ghp(), (t) => `ARG GH_TOKEN=${t}\nRUN git clone https://x-access-token:\${GH_TOKEN}@github.com/tidewell/charts.git`, 'github-pat'),
  c('nomad file', pw(), (p) => `task "api" {\n  env {\n    DATABASE_PASSWORD = "${p}"\n  }\n}`),
  v('nomad file', sentryUser(), (t) => `template {\n  data = "SENTRY_AUTH_TOKEN=${t}"\n  destination = "secrets/env"\n}`, 'sentry-user-token'),
  // CI files.
  v(
    'ci file',
    glptt(),
    (t) => `trigger-charts:\n  script:\n    - curl -X POST -F token=${t} -F ref=main https://gitlab.com/api/v4/projects/42/trigger/pipeline`,
    'gitlab-ptt',
  ),
  v('ci file', glrt(), (t) => `# runner registered 2026-11-30\nrunner_token = "${t}"`, 'gitlab-runner-authentication-token'),
  c('ci file', pw(), (p) => `deploy:\n  variables:\n    REGISTRY_PASSWORD: "${p}"\n  script: [docker login -u ci -p "$REGISTRY_PASSWORD" registry.gitlab.com]`),
  v('ci file', dckr(), (t) => `- echo ${t} | docker login -u tidewellci --password-stdin`),
  v(
    'ci file',
    gldt(),
    (t) => `helm repo add tidewell https://gitlab.com/api/v4/projects/42/packages/helm/stable --username gitlab+deploy-token-7 --password ${t}`,
    'gitlab-deploy-token',
  ),
  v('ci file', buildkite(), (t) => `env:\n  BUILDKITE_API_TOKEN: ${t}`),
  v('ci file', tfToken(), (t) => `credentials "app.terraform.io" {\n  token = "${t}"\n}`, 'hashicorp-tf-api-token'),
  // Shell history.
  c('shell history', pw(), (p) => `  501  mysql -u root -p${p} tidewell_legacy\n  502  exit`),
  c('shell history', pw(), (p) => `psql "postgresql://tidewell:${p}@db.internal:5432/tidewell"`),
  c('shell history', pw(), (p) => `PGPASSWORD=${p} pg_dump -h db.internal -p 5432 -U tidewell tidewell > dump.sql`),
  c('shell history', pw(), (p) => `docker login registry.gitlab.com -u jonas --password ${p}`),
  c('shell history', pw(), (p) => `redis-cli -h cache.internal -p 6379 -a ${p} ping`),
  v('shell history', ghp(), (t) => `$ export GITHUB_TOKEN=${t}\n$ gh release create v0.9.3`, 'github-pat'),
  c('shell history', pw(), (p) => `curl -u admin:${p} https://grafana.internal/api/dashboards`),
  v('shell history', glpat(), (t) => `git clone https://oauth2:${t}@gitlab.com/tidewell/api.git`, 'gitlab-pat'),
  c('shell history', gen(40, URLSAFE), (p) => `nomad acl bootstrap && nomad job run -token=${p} deploy/tidewell.nomad.hcl`),
  c('shell history', pw(), (p) => `htpasswd -b -c /etc/nginx/.htpasswd dispatcher ${p}`),
  // Curl and HTTP headers.
  v('http header', jwt(), (t) => `curl -H "Authorization: Bearer ${t}" https://api.tidewell.io/v2/berths`, 'jwt'),
  v('http header', databricks(), (t) => `Authorization: Bearer ${t}`, 'databricks-api-token'),
  c('http header', gen(40), (p) => `GET /v1/tiles HTTP/1.1\nHost: tiles.internal\nX-Api-Key: ${p}`),
  c('http header', b64(`dispatcher:${pw()}`), (p) => `Authorization: Basic ${p}`),
  // URLs and connection strings.
  c('url credentials', pw(), (p) => `DATABASE_URL=postgres://tidewell:${p}@db.internal:5432/tidewell?sslmode=require`),
  c('url credentials', pw(), (p) => `nats://ingest:${p}@nats.internal:4222`),
  c('url credentials', pw(), (p) => `amqp://berths:${p}@rabbit.internal:5672/%2f`),
  c('url credentials', pw(), (p) => `mongodb+srv://reporting:${p}@cluster0.fake.mongodb.net/ais`),
  c('url credentials', gen(32), (p) => `https://tiles.tidewell.io/styles/harbour.json?access_key=${p}`),
  v('url credentials', slackHook(), (t) => `Alerts go to ${t} from the berth optimiser.`, 'slack-webhook-url'),
  c('url credentials', pw(), (p) => `redis://:${p}@cache.internal:6379/0`),
  c('connection string', pw(), (p) => `Server=sql.internal;Database=Legacy;User Id=tidewell;Password=${p};`),
  c('connection string', gen(86, B64) + '==', (p) => `DefaultEndpointsProtocol=https;AccountName=tidewellbk;AccountKey=${p};EndpointSuffix=core.windows.net`),
  // SQL.
  c('sql', pw(), (p) => `CREATE ROLE reporting WITH LOGIN PASSWORD '${p}';`),
  c('sql', pw(), (p) => `ALTER USER ingest IDENTIFIED BY '${p}';`),
  c('sql', gen(40), (p) => `INSERT INTO api_clients (name, secret) VALUES ('harbour-west', '${p}');`),
  // Logs and stack traces.
  c('log line', pw(), (p) => `2026-12-01T10:22:03Z WARN berths::db connect failed user=tidewell password=${p} host=db.internal`),
  v('log line', akia(), (t) => `level=debug msg="signing request" access_key=${t} region=eu-central-1`, 'aws-access-token'),
  v('log line', jwt(), (t) => `INFO  api::auth token accepted: ${t}`, 'jwt'),
  c('log line', gen(32, URLSAFE), (p) => `[ais-ingest] reconnecting with api_key=${p} attempt=3`),
  c(
    'stack trace',
    pw(),
    (p) => `thread 'main' panicked at crates/api/src/db.rs:41:10:\nfailed to connect: Error { url: "postgres://tidewell:${p}@db.internal/tidewell" }`,
  ),
  v(
    'stack trace',
    skLive(),
    (t) =>
      `Traceback (most recent call last):\n  File "billing.py", line 12, in <module>\n    stripe.api_key = "${t}"\nstripe.error.AuthenticationError: Invalid API Key`,
    'stripe-access-token',
  ),
  c(
    'stack trace',
    pw(),
    (p) =>
      `java.sql.SQLException: Access denied for user 'tidewell'@'10.0.3.4' (using password: YES) [password=${p}]\n\tat com.mysql.cj.jdbc.ConnectionImpl.connect(ConnectionImpl.java:812)`,
  ),
  // Private keys.
  pk('OPENSSH '),
  pk('RSA '),
  pk('EC '),
  pk(''),
  v('private key', ageKey(), (t) => `# created: 2026-11-02\n# public key: age1${gen(58, BECH32.toLowerCase(), 'fake')}\n${t}`, 'age-secret-key'),
  // More vendor tokens in code.
  v('source code', gcp(), (t) => `const MAPS_KEY = "${t}"; // server-side geocoding`, 'gcp-api-key'),
  v('source code', twilioKey(), (t) => `let client = Twilio::new("${t}", "${gen(32)}");`, 'twilio-api-key'),
  c('source code', gen(32), (p) => `twilio_client = Client("${twilioKey()}", "${p}")  # key sid, then its secret`),
  v('source code', rkLive(), (t) => `val stripe = StripeClient("${t}")`, 'stripe-access-token'),
  v('source code', doppler(), (t) => `DOPPLER_TOKEN = "${t}"`, 'doppler-api-token'),
  v('source code', pulumi(), (t) => `pulumi login --token ${t}`, 'pulumi-api-token'),
  v('source code', newrelic(), (t) => `newrelic.api_key = '${t}'`, 'new-relic-user-api-key'),
  v('source code', supabase(), (t) => `const supabaseAdmin = createClient(url, "${t}")`),
  v('source code', heroku(), (t) => `heroku config:set --app tidewell-legacy HEROKU_API_KEY=${t}`, 'heroku-api-key-v2'),
  v('source code', mapboxSecret(), (t) => `MAPBOX_DOWNLOADS_TOKEN=${t}`),
  v('source code', atlassian(), (t) => `jira = JIRA(server, basic_auth=("ops@tidewell.io", "${t}"))`, 'atlassian-api-token'),
  v(
    'source code',
    asia(),
    (t) => `aws_session = boto3.Session(aws_access_key_id="${t}", aws_secret_access_key=SECRET, aws_session_token=TOKEN)`,
    'aws-access-token',
  ),
  // Labels in other human languages.
  c('foreign label', pw(), (p) => `Contraseña de la base de datos: ${p}`),
  c('foreign label', pw(), (p) => `Mot de passe du serveur SFTP : ${p}`),
  c('foreign label', pw(), (p) => `Passwort für den Staging-Server: ${p}`),
  c('foreign label', pw(), (p) => `Пароль от админки: ${p}`),
  c('foreign label', pw(), (p) => `数据库密码：${p}`),
  c('foreign label', pw(), (p) => `本番DBのパスワードは ${p} です`),
  c('foreign label', pw(), (p) => `관리자 비밀번호: ${p}`),
  c('foreign label', pw(), (p) => `Parola del gestionale: ${p}`),
  c('foreign label', pw(), (p) => `Senha do painel: ${p}`),
  c('foreign label', pw(), (p) => `Veritabanı şifresi: ${p}`),
  // Context in prose, no key=value.
  c('prose credential', pw(), (p) => `The harbour-west VPN password is ${p} until the migration.`),
  c('prose credential', pw(), (p) => `Jonas: the admin login for the old dispatch box is root / ${p}`),
  c('prose credential', gen(40), (p) => `Our Hetzner API token (read/write) is ${p}; rotate it after the move.`),
];

const TRANSFORMED: RedactionMeasureCase[] = [
  // base64 and base64url.
  ...[ghp(), glpat(), skLive(), xoxb()].map((t, i) => {
    const rules = ['github-pat', 'gitlab-pat', 'stripe-access-token', 'slack-bot-token'];
    const enc = b64(t);
    return transformed(
      'base64',
      t,
      [`CI_TOKEN_B64=${enc}`, `echo ${enc} | base64 -d`, `{"token_b64":"${enc}"}`, `encoded: ${enc}`][i] as string,
      [enc],
      rules[i],
    );
  }),
  ...[npmTok(), hf()].map((t, i) => {
    const enc = b64url(`token=${t}`);
    return transformed('base64url', t, `state=${enc}`, [enc], ['npm-access-token', 'huggingface-access-token'][i]);
  }),
  (() => {
    const p = pw();
    const enc = b64(`tidewell:${p}`);
    return transformed('base64url', p, `https://api.tidewell.io/export?basic=${enc.replace(/=+$/, '')}`, [enc.replace(/=+$/, '')]);
  })(),
  // hex.
  ...[ghp(), anthropic()].map((t, i) => {
    const enc = hex(t);
    return transformed('hex', t, [`payload: ${enc}`, `0x${enc}`][i] as string, [enc], ['github-pat', 'anthropic-api-key'][i]);
  }),
  (() => {
    const t = glpat();
    const enc = hex(t).toUpperCase();
    return transformed('hex', t, `TOKEN_HEX=${enc}`, [enc], 'gitlab-pat');
  })(),
  // Percent-encoded.
  (() => {
    const p = `${pw(10)}@/:${pw(8)}`;
    const enc = encodeURIComponent(p);
    return transformed('percent-encoded', p, `postgres://tidewell:${enc}@db.internal/tidewell`, [enc]);
  })(),
  (() => {
    const t = jwt();
    return transformed('percent-encoded', t, `https://console.tidewell.io/callback?id_token=${encodeURIComponent(t)}&state=abc`, [], 'jwt');
  })(),
  (() => {
    const t = slackHook();
    const enc = encodeURIComponent(t);
    return transformed('percent-encoded', t, `redirect=${enc}`, [enc], 'slack-webhook-url');
  })(),
  // Split over spaces, lines and zero-width characters.
  split('split spaces', ghp(), 10, ' ', (s) => `token (copied from the phone, sorry): ${s}`, 'github-pat'),
  split('split spaces', glpat(), 8, ' ', (s) => `glab auth login --token ${s}`, 'gitlab-pat'),
  split('split spaces', openai(), 12, ' ', (s) => `key: ${s}`, 'openai-api-key'),
  split('split lines', skLive(), 12, '\n', (s) => `STRIPE_SECRET_KEY=\n${s}`, 'stripe-access-token'),
  split('split lines', sendgrid(), 16, '\\\n', (s) => `export SENDGRID_API_KEY=${s}`, 'sendgrid-api-token'),
  split('split lines', dop(), 20, '" +\n  "', (s) => `const token = "${s}";`, 'digitalocean-pat'),
  split('zero-width', ghp(), 9, ZW, (s) => `PAT: ${s}`, 'github-pat'),
  split('zero-width', xoxb(), 9, ZWNJ, (s) => `slack: ${s}`, 'slack-bot-token'),
  split('zero-width', pw(20), 8, ZW, (s) => `DB_PASSWORD=${s}`),
  // Escaped.
  (() => {
    const t = ghp();
    return transformed('escaped', t, JSON.stringify({ tool: 'bash', input: `export GH_TOKEN=${t}` }), [], 'github-pat');
  })(),
  (() => {
    const p = `${pw(10)}"${pw(8)}`;
    const esc = JSON.stringify(p).slice(1, -1);
    return transformed('escaped', p, `{"password":"${esc}"}`, [esc]);
  })(),
  (() => {
    const p = `${pw(10)}$${pw(8)}`;
    const esc = p.replace(/\$/g, '\\$');
    return transformed('escaped', p, `PASSWORD="${esc}" ./migrate.sh`, [esc]);
  })(),
  (() => {
    const t = glpat();
    const esc = [...t].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    return transformed('escaped', t, `{"token":"${esc}"}`, [esc], 'gitlab-pat');
  })(),
];

const DOORS: RedactionMeasureCase[] = [
  v('other door', ghp(), (t) => `Mirror job failing with ${t}`, 'github-pat', 'title'),
  c('other door', pw(), (p) => `DB login tidewell / password ${p}`, 'title'),
  v('other door', glpat(), (t) => `Rotated the CI token to ${t}; old one revoked.`, 'gitlab-pat', 'summary'),
  c('other door', pw(), (p) => `Staging uses PGPASSWORD=${p} for the reset job.`, 'summary'),
  v('other door', npmTok(), (t) => t, 'npm-access-token', 'tags'),
  v('other door', akia(), (t) => `aws:${t}`, 'aws-access-token', 'tags'),
  c('other door', pw(), (p) => `password=${p}`, 'tags'),
  v('other door', xoxb(), (t) => `before posting to slack, the bot token ${t} must be loaded`, 'slack-bot-token', 'tripwires'),
  c('other door', pw(), (p) => `when the admin password ${p} stops working, ask Jonas`, 'tripwires'),
  v('other door', ghp(), (t) => `.cache/tokens/${t}.json`, 'github-pat', 'filesEdited'),
  v('other door', glpat(), (t) => `deploy/secrets/${t}/env`, 'gitlab-pat', 'filesEdited'),
  c('other door', pw(16).replace(/[^A-Za-z0-9]/g, 'x'), (p) => `config/password=${p}.toml`, 'filesEdited'),
  v('other door', glpat(), (t) => `https://oauth2:${t}@gitlab.com/tidewell/api/-/issues/88`, 'gitlab-pat', 'source'),
  c('other door', pw(16).replace(/[^A-Za-z0-9]/g, 'q'), (p) => `https://jonas:${p}@wiki.tidewell.io/ops/runbook`, 'source'),
  v('other door', skLive(), (t) => `https://dashboard.tidewell.io/billing?key=${t}`, 'stripe-access-token', 'source'),
  v('other door', ghp(), (t) => `why does ${t} get a 401 from the mirror`, 'github-pat', 'query'),
  c('other door', pw(), (p) => `PGPASSWORD=${p} connection refused`, 'query'),
  v('other door', hf(), (t) => `huggingface download fails with ${t}`, 'huggingface-access-token', 'query'),
  v('other door', ghp(), (t) => `/home/jonas/src/${t}/tidewell`, 'github-pat', 'projectPath'),
  v('other door', glpat(), (t) => `/srv/checkouts/${t}`, 'gitlab-pat', 'projectPath'),
  c('other door', gen(20), (p) => `/home/ci/builds/password=${p}/api`, 'projectPath'),
];

const sha40 = (): string => gen(40, HX, 'dead');
const sha64 = (): string => gen(64, HX, 'dead');
const sri = (n: number): string => gen(n, B64, 'Fake');

const NEAR: RedactionMeasureCase[] = [
  // Commit SHAs, tree hashes, digests.
  near('git sha', `Reverted ${sha40()} (berth overlap check) because it broke the replan.`),
  near('git sha', `git bisect says the first bad commit is ${gen(12, HX, 'dead')}.`),
  near('git sha', `Merge commit ${sha40()} into main from !412.`, 'title'),
  near('git sha', `cherry-pick ${sha40()} onto release/0.9`, 'query'),
  near('git sha', `tree ${sha40()}\nparent ${sha40()}\nauthor Marta <marta@tidewell.io> 1764000000 +0100`),
  near('digest', `image = "registry.gitlab.com/tidewell/api@sha256:${sha64()}"`),
  near('digest', `sha256sum tidewell-pilot-0.9.3.apk → ${sha64()}`),
  near('digest', `MD5 of the tide table export: ${gen(32, HX, 'dead')}`),
  near('digest', `sha256:${sha64()}`, 'tags'),
  near('digest', `checksum = "${sha64()}"`, 'summary'),
  // Integrity strings.
  near('integrity', `"integrity": "sha512-${sri(86)}=="`),
  near('integrity', `<script src="/vendor/maplibre-gl.js" integrity="sha384-${sri(64)}" crossorigin="anonymous"></script>`),
  near('integrity', `golang.org/x/net v0.31.0 h1:${sri(43)}=`),
  near('integrity', `[[package]]\nname = "axum"\nversion = "0.7.9"\nchecksum = "${sha64()}"`),
  // UUIDs, ULIDs, trace ids.
  near('identifier', `Request ${uuid()} timed out after 30 s on /v2/berths.`),
  near('identifier', `berth_id = '${uuid()}'`, 'query'),
  near('identifier', `traceparent: 00-${gen(32, HX, 'dead')}-${gen(16, HX, 'dead')}-01`),
  near('identifier', `Job 01J${gen(23, '0123456789ABCDEFGHJKMNPQRSTVWXYZ', 'FAKE')} queued (ULID).`),
  near('identifier', `vessel:${uuid()}`, 'tags'),
  near('identifier', `MMSI 244${digits(6)} and IMO 9${digits(6)} belong to the same tug.`),
  near('identifier', `Nomad allocation ${uuid()} restarted twice.`, 'tripwires'),
  // Counts and non-secret values under credential-like keys.
  near('non-secret value', 'max_tokens: 4096\ntemperature: 0.2'),
  near('non-secret value', 'password_min_length: 12\npassword_max_age_days: 90'),
  near('non-secret value', 'auth: required\nauth_method: scram-sha-256'),
  near('non-secret value', 'token_type: bearer\ntoken_ttl_seconds: 3600'),
  near('non-secret value', 'secretName: berths-db-credentials\nsecretKey: password'),
  near('non-secret value', 'passwordFile: /run/secrets/db_password'),
  near('non-secret value', 'api_key_header = "X-Api-Key"'),
  near('non-secret value', 'tokenizer: cl100k_base\nkey_size: 2048'),
  near('non-secret value', 'JWT_ALGORITHM=EdDSA\nJWT_ISSUER=https://auth.tidewell.io'),
  near('non-secret value', 'PGPASSFILE=~/.pgpass\nPGHOST=db.internal'),
  near('non-secret value', 'max_tokens: 8192', 'summary'),
  // Placeholders and references.
  near('placeholder', 'STRIPE_SECRET_KEY=your-stripe-key-here'),
  near('placeholder', 'DATABASE_PASSWORD=changeme'),
  near('placeholder', 'GITLAB_TOKEN=<token>'),
  near('placeholder', j('password: $', '{DB_PASSWORD}')),
  near('placeholder', 'docker login -u ci -p "$REGISTRY_PASSWORD" registry.gitlab.com'),
  near('placeholder', 'api_key: xxxxxxxxxxxxxxxxxxxx'),
  near('placeholder', j('    GITHUB_TOKEN: $', '{{ secrets.GITHUB_TOKEN }}')),
  near('placeholder', 'token = "{{ vault \\"kv/tidewell/nomad\\" \\"token\\" }}"'),
  near('placeholder', 'HCLOUD_TOKEN=<paste from 1Password>', 'title'),
  // Port and prompt flags that look like attached passwords.
  near('port flag', 'psql -h db.internal -p 5432 -U tidewell tidewell'),
  near('port flag', 'redis-cli -h cache.internal -p 6379 ping'),
  near('port flag', 'pg_dump -p 5433 -Fc tidewell > tidewell.dump'),
  near('port flag', 'mysql -h legacy.internal -P 3306 -u report -p   # prompts for the password'),
  near('port flag', 'docker login -u ci --password-stdin registry.gitlab.com < /run/secrets/ci'),
  // Public keys and publishable ids.
  near('public value', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${gen(43, B64, 'Fake')} jonas@laptop`),
  near('public value', `age recipient: age1${gen(58, BECH32.toLowerCase(), 'fake')}`),
  near('public value', `client_id: 9912${digits(8)}-${gen(32, LO + NUM, 'fake')}.apps.googleusercontent.com`),
  near('public value', `-----BEGIN PUBLIC KEY-----\n${gen(64, B64, 'Fake')}\n${gen(24, B64, 'Fake')}\n-----END PUBLIC KEY-----`),
  near('public value', `Ethereum escrow address 0x${gen(40, HX, 'dead')} (public).`),
  // Ordinary text through every other door.
  near('plain door', 'docs/runbooks/tokens.md', 'filesEdited'),
  near('plain door', 'crates/api/src/auth/password_policy.rs', 'filesEdited'),
  near('plain door', 'https://docs.tidewell.io/ops/secrets-rotation', 'source'),
  near('plain door', `https://gitlab.com/tidewell/api/-/commit/${sha40()}`, 'source'),
  near('plain door', '/home/jonas/src/tidewell-token-service', 'projectPath'),
  near('plain door', `/srv/builds/${gen(12, HX, 'dead')}/tidewell`, 'projectPath'),
  near('plain door', 'how do we rotate the nomad token', 'query'),
  near('plain door', 'password reset email template', 'tripwires'),
];

/** Every case of the set: credential placements expect 'secret', near-misses 'near-miss'. */
export const UNSEEN_SECRET_CASES: RedactionMeasureCase[] = [...CASES, ...TRANSFORMED, ...DOORS, ...NEAR];
