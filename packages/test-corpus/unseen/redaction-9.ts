/**
 * Blind redaction set 9, written on 2026-12-06 by a helper (h51-blind) who had not read the
 * redactor, its patterns, its decoder, the instruction gate, their tests, the committed corpus or
 * the other blind sets' cases (only issues #18 and #19, the design notes, the first 40 lines —
 * header and exported shape — of gate-8 and redaction-8, the measure types and the two harness
 * files were read). Vendor token shapes were re-derived from the vendors' documented formats
 * (prefix, alphabet, length; Buildkite's and Supabase's token pages, Hex's key docs and others read
 * with the search tool); gitleaks rule ids are cited by id only, and only where such a rule is
 * known to exist. The fictional project is "vetrota", a veterinary clinic scheduling system (an
 * Elixir/Phoenix LiveView umbrella on Ecto, Postgres and Oban, a Flutter owner app, Buildkite CI,
 * Fly.io hosting, AppSignal errors). Secret cases place a credential where a careful tool must
 * find it: vendor tokens in prose, code and config; context-named values (some labelled in other
 * human languages) in .env files, Elixir config, YAML, TOML, INI, JSON, XML, SQL, Dockerfiles,
 * Kubernetes secrets, Buildkite pipelines, Android key.properties, netrc, Docker config,
 * kubeconfig, Erlang cookies; shell history (mysql -p, --password, PGPASSWORD, redis-cli -a,
 * curl -u, git clone with userinfo), chat pastes, log lines, stack traces, HTTP headers, URLs
 * with credentials and connection strings; and transformed forms (base64, base64url, hex,
 * percent-encoded, fullwidth, split over spaces, lines and zero-width characters, JSON- and
 * shell-escaped), many through doors other than the text (title, summary, tags, tripwires,
 * filesEdited, source, recall query, project path). Near-misses (git SHAs, UUIDs, image and
 * release digests, mix.lock, pubspec.lock and SRI integrity strings, trace ids, counts and limits
 * such as `max_tokens: 4096`, placeholders and CI secret references, public keys and publishable
 * ids, port flags and password prompts) hold no credential and must be stored byte for byte, some
 * through other doors. Placements name kinds of place (two or more cases each), so a
 * per-placement figure never names one case. Every secret-looking value is fake (a FAKE, Fake,
 * fake or dead marker in its random part) and assembled at run time from split prefixes and a
 * seeded generator, so no scanner trips on this file. Never tuned against: figures are reported,
 * not fitted.
 */
import type { RedactionDoor, RedactionMeasureCase } from '../src/measureRedaction.js';

const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LO = 'abcdefghijklmnopqrstuvwxyz';
const NUM = '0123456789';
const AN = UP + LO + NUM;
const HX = '0123456789abcdef';
const URLSAFE = AN + '-_';
const BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';
const UPNUM = UP + NUM;
const LONUM = LO + NUM;

/** A seeded generator (xorshift32), so the set is the same on every run. */
let seed = 0x5eed0909;
function rand(): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 0x100000000;
}

/** n characters drawn from an alphabet. */
function draw(alphabet: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += alphabet[Math.floor(rand() * alphabet.length)];
  return out;
}

/** n characters from an alphabet with a fake marker that fits the alphabet placed inside. */
function fk(alphabet: string, n: number): string {
  const marker = ['FAKE', 'fake', 'dead'].find((m) => [...m].every((c) => alphabet.includes(c)));
  if (marker === undefined || n < marker.length + 4) return draw(alphabet, n);
  const at = 2 + Math.floor(rand() * (n - marker.length - 3));
  return draw(alphabet, at) + marker + draw(alphabet, n - at - marker.length);
}

/** Joins split pieces (so no prefix appears whole in this file). */
function j(...parts: string[]): string {
  return parts.join('');
}

/** A human-looking password with a Fake marker. */
function pw(): string {
  return `${draw(UP, 1)}${draw(LO, 3)}Fake${draw(NUM, 3)}${draw('!#%+.-_', 1)}${draw(AN, 4)}`;
}

const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const b64url = (s: string): string => Buffer.from(s, 'utf8').toString('base64url');
const hexOf = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
const pct = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const fullwidth = (s: string): string => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/** Splits a string into n nearly equal pieces. */
function pieces(s: string, n: number): string[] {
  const size = Math.ceil(s.length / n);
  const out: string[] = [];
  for (let i = 0; i < s.length; i += size) out.push(s.slice(i, i + size));
  return out;
}

/** A zero-width space after every fourth character. */
function zw(s: string, mark = '\u200b'): string {
  return (s.match(/.{1,4}/gs) ?? []).join(mark);
}

interface Opts {
  door?: RedactionDoor;
  rule?: string;
}

/** A secret case: the built string, and the substrings that must reach no byte. */
function S(placement: string, basis: 'vendor' | 'context' | 'transformed', value: string, secrets: string[], opts: Opts = {}): RedactionMeasureCase {
  return {
    expect: 'secret',
    placement,
    basis,
    ...(opts.rule !== undefined ? { gitleaksRule: opts.rule } : {}),
    ...(opts.door !== undefined ? { door: opts.door } : {}),
    build: () => value,
    secrets: () => secrets,
  };
}

/** A near-miss: stored byte for byte. */
function N(placement: string, value: string, door?: RedactionDoor): RedactionMeasureCase {
  return { expect: 'near-miss', placement, basis: 'near-miss', ...(door !== undefined ? { door } : {}), build: () => value, secrets: () => [] };
}

// ------------------------------------------------------------------ vendor tokens (documented shapes)
const T = {
  ghp: j('gh', 'p_') + fk(AN, 36),
  gho: j('gh', 'o_') + fk(AN, 36),
  ghs: j('gh', 's_') + fk(AN, 36),
  ghFine: `${j('github', '_pat_')}${fk(AN, 22)}_${fk(AN, 59)}`,
  glpat: j('glp', 'at-') + fk(URLSAFE, 20),
  slackBot: `${j('xo', 'xb-')}${draw(NUM, 12)}-${draw(NUM, 13)}-${fk(AN, 24)}`,
  slackUser: `${j('xo', 'xp-')}${draw(NUM, 12)}-${draw(NUM, 12)}-${draw(NUM, 13)}-${fk(HX, 32)}`,
  slackHook: `${j('https://hooks.sl', 'ack.com/services/')}T${draw(UPNUM, 10)}/B${draw(UPNUM, 10)}/${fk(AN, 24)}`,
  stripeSk: j('sk', '_live_') + fk(AN, 99),
  stripeRk: j('rk', '_live_') + fk(AN, 99),
  stripeWh: j('wh', 'sec_') + fk(AN, 32),
  awsId: j('AK', 'IA') + fk(UPNUM, 16),
  awsSecret: fk(`${AN}/+`, 40),
  gcp: j('AI', 'za') + fk(URLSAFE, 35),
  openai: `${j('sk', '-proj-')}${fk(URLSAFE, 74)}${j('T3Blbk', 'FJ')}${fk(URLSAFE, 74)}`,
  anthropic: `${j('sk-', 'ant-api03-')}${fk(URLSAFE, 93)}AA`,
  npm: j('np', 'm_') + fk(AN, 36),
  pypi: j('pyp', 'i-AgEIcHlwaS5vcmc') + fk(URLSAFE, 70),
  sendgrid: `${j('S', 'G.')}${fk(URLSAFE, 22)}.${fk(URLSAFE, 43)}`,
  twilioSid: j('S', 'K') + fk(HX, 32),
  twilioSecret: fk(AN, 32),
  mailgun: j('ke', 'y-') + fk(HX, 32),
  vault: j('hv', 's.') + fk(URLSAFE, 94),
  doppler: j('dp', '.pt.') + fk(AN, 43),
  linear: j('lin', '_api_') + fk(AN, 40),
  postman: `${j('PM', 'AK-')}${fk(HX, 24)}-${fk(HX, 34)}`,
  grafanaSa: `${j('gl', 'sa_')}${fk(AN, 32)}_${fk(HX, 8)}`,
  grafanaCloud: j('gl', 'c_') + fk(`${AN}+/`, 80) + '==',
  shopify: j('sh', 'pat_') + fk(HX, 32),
  digitalocean: j('do', 'p_v1_') + fk(HX, 64),
  age: j('AGE-SECRET', '-KEY-1') + fk(BECH32, 58),
  telegram: `${draw(NUM, 10)}:${j('A', 'A')}${fk(URLSAFE, 33)}`,
  hf: j('h', 'f_') + fk(UP + LO, 34),
  databricks: j('da', 'pi') + fk(HX, 32),
  sentryUser: j('sntr', 'yu_') + fk(HX, 64),
  pulumi: j('pu', 'l-') + fk(HX, 40),
  tfc: `${fk(AN, 14)}${j('.atla', 'sv1.')}${fk(URLSAFE, 67)}`,
  rubygems: j('ruby', 'gems_') + fk(HX, 48),
  clojars: j('CLOJ', 'ARS_') + fk(LONUM, 60),
  planetscale: j('pscale', '_tkn_') + fk(URLSAFE, 43),
  dynatrace: `${j('dt0', 'c01.')}${fk(UPNUM, 24)}.${fk(UPNUM, 64)}`,
  newrelic: j('NR', 'AK-') + fk(UPNUM, 27),
  heroku: j('HR', 'KU-AA') + fk(URLSAFE, 58),
  typeform: j('tf', 'p_') + fk(URLSAFE, 59),
  buildkite: j('bk', 'ua_') + fk(HX, 40),
  buildkiteAgent: fk(LONUM, 50),
  supabase: j('sb', 'p_') + fk(HX, 40),
  square: j('EA', 'AA') + fk(URLSAFE, 60),
  atlassian: `${j('ATA', 'TT3x')}${fk(URLSAFE, 180)}=${fk(UPNUM, 8)}`,
  flyMacaroon: `${j('Fly', 'V1 fm2_')}${fk(`${AN}+/`, 180)}`,
  hex: fk(HX, 32),
  appsignal: `${fk(HX, 8)}-${draw(HX, 4)}-4${draw(HX, 3)}-a${draw(HX, 3)}-${draw(HX, 12)}`,
  secretKeyBase: fk(`${AN}+/`, 64),
  erlangCookie: fk(UP, 20),
  jwtKey: fk(URLSAFE, 48),
};

const jwt = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(`{"sub":"staff-118","role":"admin","fake":"${draw(AN, 12)}"}`)}.${fk(URLSAFE, 43)}`;
const pemBody = [fk(`${AN}+/`, 70), draw(`${AN}+/`, 70), draw(`${AN}+/`, 70), `${draw(`${AN}+/`, 40)}==`];
const pem = [j('-----BEGIN OPENSSH', ' PRIVATE KEY-----'), ...pemBody, j('-----END OPENSSH', ' PRIVATE KEY-----')].join('\n');
const p8Body = [fk(`${AN}+/`, 64), draw(`${AN}+/`, 64), draw(`${AN}+/`, 64), draw(`${AN}+/`, 8)];
const p8 = [j('-----BEGIN', ' PRIVATE KEY-----'), ...p8Body, j('-----END', ' PRIVATE KEY-----')].join('\n');

const VENDOR: RedactionMeasureCase[] = [
  S('vendor-prose', 'vendor', `Used my token ${T.ghp} to re-run the Buildkite mirror job, will rotate tomorrow.`, [T.ghp], { rule: 'github-pat' }),
  S('vendor-prose', 'vendor', `The OAuth app handed back ${T.gho} during the login test.`, [T.gho], { rule: 'github-oauth' }),
  S('vendor-prose', 'vendor', `CI app installation token (expires in an hour): ${T.ghs}`, [T.ghs], { rule: 'github-app-token' }),
  S('env-file', 'vendor', `# .env.local\nGITHUB_TOKEN=${T.ghFine}\nMIX_ENV=dev\n`, [T.ghFine], { rule: 'github-fine-grained-pat' }),
  S('env-file', 'vendor', `GITLAB_MIRROR_TOKEN=${T.glpat}\nGITLAB_HOST=gitlab.vetrota.vet`, [T.glpat], { rule: 'gitlab-pat' }),
  S('elixir-config', 'vendor', `config :vetrota, Vetrota.Slack,\n  bot_token: "${T.slackBot}",\n  channel: "#on-call"`, [T.slackBot], {
    rule: 'slack-bot-token',
  }),
  S('chat-paste', 'vendor', `[10:42] mara: try my user token ${T.slackUser} for the export script`, [T.slackUser], { rule: 'slack-user-token' }),
  S('yaml', 'vendor', `alerts:\n  slack_webhook: ${T.slackHook}\n  min_level: error`, [T.slackHook], { rule: 'slack-webhook-url' }),
  S('elixir-config', 'vendor', `config :stripity_stripe, api_key: "${T.stripeSk}"`, [T.stripeSk], { rule: 'stripe-access-token' }),
  S('env-file', 'vendor', `STRIPE_RESTRICTED_KEY=${T.stripeRk}`, [T.stripeRk], { rule: 'stripe-access-token' }),
  S('env-file', 'vendor', `STRIPE_WEBHOOK_SECRET=${T.stripeWh}`, [T.stripeWh]),
  S(
    'ini',
    'vendor',
    `[vetrota-backups]\naws_access_key_id = ${T.awsId}\naws_secret_access_key = ${T.awsSecret}\nregion = eu-central-1`,
    [T.awsId, T.awsSecret],
    { rule: 'aws-access-token' },
  ),
  S('dart-code', 'vendor', `const mapsKey = '${T.gcp}'; // used by the clinic finder map`, [T.gcp], { rule: 'gcp-api-key' }),
  S('chat-paste', 'vendor', `can someone check why the triage summariser fails? OPENAI key is ${T.openai}`, [T.openai], { rule: 'openai-api-key' }),
  S('shell-history', 'vendor', `  512  export ANTHROPIC_API_KEY=${T.anthropic}\n  513  mix run priv/scripts/summarise_notes.exs`, [T.anthropic], {
    rule: 'anthropic-api-key',
  }),
  S('ini', 'vendor', `//registry.npmjs.org/:_authToken=${T.npm}`, [T.npm], { rule: 'npm-access-token' }),
  S('ini', 'vendor', `[pypi]\nusername = __token__\npassword = ${T.pypi}`, [T.pypi], { rule: 'pypi-upload-token' }),
  S('elixir-config', 'vendor', `config :vetrota, Vetrota.Mailer, adapter: Swoosh.Adapters.Sendgrid, api_key: "${T.sendgrid}"`, [T.sendgrid], {
    rule: 'sendgrid-api-token',
  }),
  S('env-file', 'vendor', `TWILIO_API_KEY=${T.twilioSid}\nTWILIO_API_SECRET=${T.twilioSecret}`, [T.twilioSid, T.twilioSecret], { rule: 'twilio-api-key' }),
  S('log-line', 'vendor', `2026-11-02T07:14:09Z [warning] Mailgun fallback enabled with ${T.mailgun} for domain mg.vetrota.vet`, [T.mailgun], {
    rule: 'mailgun-private-api-token',
  }),
  S('shell-history', 'vendor', `vault login ${T.vault}`, [T.vault], { rule: 'vault-service-token' }),
  S('ci-file', 'vendor', `env:\n  DOPPLER_TOKEN: "${T.doppler}"`, [T.doppler], { rule: 'doppler-api-token' }),
  S('json', 'vendor', `{"linear": {"apiKey": "${T.linear}", "team": "VET"}}`, [T.linear], { rule: 'linear-api-key' }),
  S('vendor-prose', 'vendor', `Postman collection for the booking API needs ${T.postman} in the environment.`, [T.postman], { rule: 'postman-api-token' }),
  S('yaml', 'vendor', `grafana:\n  url: https://grafana.vetrota.vet\n  token: ${T.grafanaSa}`, [T.grafanaSa], { rule: 'grafana-service-account-token' }),
  S('env-file', 'vendor', `GRAFANA_CLOUD_KEY=${T.grafanaCloud}`, [T.grafanaCloud], { rule: 'grafana-cloud-api-token' }),
  S('vendor-prose', 'vendor', `Shop integration for the clinic pharmacy uses admin token ${T.shopify}.`, [T.shopify], { rule: 'shopify-access-token' }),
  S('shell-history', 'vendor', `doctl auth init --access-token ${T.digitalocean}`, [T.digitalocean], { rule: 'digitalocean-pat' }),
  S('vendor-prose', 'vendor', `# age key for the backup bucket\n${T.age}`, [T.age], { rule: 'age-secret-key' }),
  S('url', 'vendor', `curl https://api.telegram.org/bot${T.telegram}/sendMessage -d chat_id=-100200300 -d text=deploy-ok`, [T.telegram], {
    rule: 'telegram-bot-api-token',
  }),
  S('chat-paste', 'vendor', `HF token for the breed classifier: ${T.hf}`, [T.hf], { rule: 'huggingface-access-token' }),
  S('env-file', 'vendor', `DATABRICKS_TOKEN=${T.databricks}`, [T.databricks], { rule: 'databricks-api-token' }),
  S('shell-history', 'vendor', `sentry-cli --auth-token ${T.sentryUser} releases new vetrota@2.4.0`, [T.sentryUser], { rule: 'sentry-user-token' }),
  S('env-file', 'vendor', `PULUMI_ACCESS_TOKEN=${T.pulumi}`, [T.pulumi], { rule: 'pulumi-api-token' }),
  S('json', 'vendor', `{"credentials": {"app.terraform.io": {"token": "${T.tfc}"}}}`, [T.tfc], { rule: 'hashicorp-tf-api-token' }),
  S('yaml', 'vendor', `---\n:rubygems_api_key: ${T.rubygems}`, [T.rubygems], { rule: 'rubygems-api-token' }),
  S('vendor-prose', 'vendor', `Deploy token for the old Clojure reporting jar: ${T.clojars}`, [T.clojars], { rule: 'clojars-api-token' }),
  S('env-file', 'vendor', `PLANETSCALE_SERVICE_TOKEN=${T.planetscale}`, [T.planetscale], { rule: 'planetscale-api-token' }),
  S('log-line', 'vendor', `[info] dynatrace exporter configured token=${T.dynatrace}`, [T.dynatrace], { rule: 'dynatrace-api-token' }),
  S('vendor-prose', 'vendor', `New Relic user key for the dashboards: ${T.newrelic}`, [T.newrelic], { rule: 'new-relic-user-api-key' }),
  S('shell-history', 'vendor', `HEROKU_API_KEY=${T.heroku} heroku apps:info vetrota-legacy`, [T.heroku], { rule: 'heroku-api-key-v2' }),
  S('toml', 'vendor', `[typeform]\ntoken = "${T.typeform}"\nform = "intake"`, [T.typeform], { rule: 'typeform-api-token' }),
  S('ci-file', 'vendor', `steps:\n  - label: "annotate"\n    command: "bk build annotate"\n    env:\n      BUILDKITE_API_TOKEN: "${T.buildkite}"`, [
    T.buildkite,
  ]),
  S('env-file', 'vendor', `SUPABASE_ACCESS_TOKEN=${T.supabase}`, [T.supabase]),
  S('elixir-config', 'vendor', `config :vetrota, Vetrota.Payments.Square, access_token: "${T.square}"`, [T.square], { rule: 'square-access-token' }),
  S('chat-paste', 'vendor', `jira token if you need it: ${T.atlassian}`, [T.atlassian], { rule: 'atlassian-api-token' }),
  S('shell-history', 'vendor', `FLY_API_TOKEN="${T.flyMacaroon}" fly deploy --remote-only`, [T.flyMacaroon]),
  S('http-header', 'vendor', `Authorization: Bearer ${jwt}`, [jwt], { rule: 'jwt' }),
  S('pem-key', 'vendor', `deploy key for the backup host:\n${pem}`, [pemBody[0] ?? '', pemBody[1] ?? ''], { rule: 'private-key' }),
  S('pem-key', 'vendor', `# AuthKey_7FAKE2QX.p8 for APNs push in the owner app\n${p8}`, [p8Body[0] ?? '', p8Body[1] ?? ''], { rule: 'private-key' }),
  // Through other doors.
  S('other-door', 'vendor', `rotate ${T.ghp} after the mirror move`, [T.ghp], { door: 'title', rule: 'github-pat' }),
  S('other-door', 'vendor', `Session fixed the Stripe webhook; tested with ${T.stripeWh}.`, [T.stripeWh], { door: 'summary' }),
  S('other-door', 'vendor', `token:${T.npm}`, [T.npm], { door: 'tags', rule: 'npm-access-token' }),
  S('other-door', 'vendor', `if ${T.slackBot} is revoked the on-call alerts stop`, [T.slackBot], { door: 'tripwires', rule: 'slack-bot-token' }),
  S('other-door', 'vendor', `tmp/export-${T.glpat}.json`, [T.glpat], { door: 'filesEdited', rule: 'gitlab-pat' }),
  S('other-door', 'vendor', `logs/deploy-${T.doppler}.txt`, [T.doppler], { door: 'filesEdited', rule: 'doppler-api-token' }),
  S('other-door', 'vendor', `https://api.vetrota.vet/admin/export?api_key=${T.gcp}`, [T.gcp], { door: 'source', rule: 'gcp-api-key' }),
  S('other-door', 'vendor', `why does ${T.linear} return 401 from linear`, [T.linear], { door: 'query', rule: 'linear-api-key' }),
  S('other-door', 'vendor', `why is HF_TOKEN=${T.hf} rejected`, [T.hf], { door: 'query', rule: 'huggingface-access-token' }),
  S('other-door', 'vendor', `clients/${T.digitalocean}/vetrota`, [T.digitalocean], { door: 'projectPath', rule: 'digitalocean-pat' }),
  S('other-door', 'vendor', `work/${T.npm}/vetrota`, [T.npm], { door: 'projectPath', rule: 'npm-access-token' }),
];

// ------------------------------------------------------------------ context-named credentials
const pwd = Array.from({ length: 60 }, pw);
const dartDefineKey = fk(AN, 32);
const kubeToken = fk(AN, 48);
const headerApiKey = fk(AN, 40);
const dartBearer = fk(URLSAFE, 40);
const dartTraceBearer = fk(URLSAFE, 44);
const kubePassword = pw();
const dockerHubPassword = pw();
const urlPassword = pw();
const tripwirePassword = pw();
const P = (i: number): string => pwd[i] ?? '';

const CONTEXT: RedactionMeasureCase[] = [
  S('env-file', 'context', `PGPASSWORD=${P(0)}\nPGHOST=db.internal\nPGUSER=vetrota`, [P(0)]),
  S('env-file', 'context', `DATABASE_URL=ecto://vetrota:${P(1)}@vetrota-db.internal:5432/vetrota_prod`, [P(1)]),
  S('env-file', 'context', `HEX_API_KEY=${T.hex}\nHEX_ORGANIZATION=vetrota`, [T.hex]),
  S('env-file', 'context', `APPSIGNAL_PUSH_API_KEY=${T.appsignal}\nAPPSIGNAL_APP_ENV=prod`, [T.appsignal]),
  S('env-file', 'context', `SECRET_KEY_BASE=${T.secretKeyBase}`, [T.secretKeyBase]),
  S('env-file', 'context', `RELEASE_COOKIE=${T.erlangCookie}`, [T.erlangCookie]),
  S('env-file', 'context', `RABBITMQ_DEFAULT_USER=vetrota\nRABBITMQ_DEFAULT_PASS=${P(2)}`, [P(2)]),
  S('env-file', 'context', `NEO4J_AUTH=neo4j/${P(3)}`, [P(3)]),
  S('shell-history', 'context', `mysql -h legacy-db -u clinic -p${P(4)} clinic_legacy < dump.sql`, [P(4)]),
  S('shell-history', 'context', `pg_dump --dbname=postgresql://vetrota:${P(5)}@localhost:5433/vetrota_dev -Fc > dev.dump`, [P(5)]),
  S('shell-history', 'context', `  301  redis-cli -h cache.internal -a ${P(6)} --no-auth-warning KEYS 'reminder:*'`, [P(6)]),
  S('shell-history', 'context', `curl -u admin:${P(7)} https://grafana.vetrota.vet/api/dashboards/home`, [P(7)]),
  S('shell-history', 'context', `git clone https://deploy:${P(8)}@git.vetrota.vet/clinic/vetrota.git`, [P(8)]),
  S('shell-history', 'context', `mysqldump -h legacy-db -u clinic --password=${P(9)} clinic_legacy > legacy.sql`, [P(9)]),
  S('shell-history', 'context', `docker login registry.vetrota.vet -u ci --password ${P(10)}`, [P(10)]),
  S('shell-history', 'context', `flutter build apk --release --dart-define=BOOKING_API_KEY=${dartDefineKey}`, [dartDefineKey]),
  S('elixir-config', 'context', `config :vetrota, Vetrota.Repo,\n  username: "vetrota",\n  password: "${P(11)}",\n  hostname: "localhost"`, [P(11)]),
  S('elixir-config', 'context', `config :vetrota, VetrotaWeb.Guardian, issuer: "vetrota", secret_key: "${T.jwtKey}"`, [T.jwtKey]),
  S(
    'elixir-config',
    'context',
    `config :vetrota, Vetrota.Mailer, adapter: Swoosh.Adapters.SMTP, relay: "smtp.vetrota.vet", username: "noreply", password: "${P(12)}"`,
    [P(12)],
  ),
  S('yaml', 'context', `database:\n  host: db.internal\n  user: vetrota\n  password: ${P(13)}\n  pool: 10`, [P(13)]),
  S('yaml', 'context', `smtp:\n  user: reminders@vetrota.vet\n  passwd: "${P(14)}"`, [P(14)]),
  S('yaml', 'context', `sms_gateway:\n  client_id: vetrota-prod\n  client_secret: ${P(15)}`, [P(15)]),
  S('toml', 'context', `[database]\nurl = "postgres://report:${P(16)}@reports.internal/vetrota"`, [P(16)]),
  S('toml', 'context', `[smtp]\nusername = "noreply"\npassword = '${P(17)}'`, [P(17)]),
  S('ini', 'context', `[client]\nuser = clinic\npassword = ${P(18)}\nhost = legacy-db`, [P(18)]),
  S('ini', 'context', `[ldap]\nbind_dn = cn=svc,dc=vetrota,dc=vet\nbind_pw = ${P(19)}`, [P(19)]),
  S('json', 'context', `{"installed": {"client_id": "vetrota-desktop", "client_secret": "${P(20)}", "redirect_uris": ["http://localhost"]}}`, [P(20)]),
  S('json', 'context', `{"db": {"user": "vetrota", "pwd": "${P(21)}"}}`, [P(21)]),
  S('xml', 'context', `<datasource><user>clinic</user><password>${P(22)}</password></datasource>`, [P(22)]),
  S('xml', 'context', `<add key="PaymentsApiSecret" value="${P(23)}" />`, [P(23)]),
  S('sql', 'context', `CREATE ROLE reporting LOGIN PASSWORD '${P(24)}';`, [P(24)]),
  S('sql', 'context', `ALTER USER vetrota WITH PASSWORD '${P(25)}';`, [P(25)]),
  S('dockerfile', 'context', `FROM hexpm/elixir:1.17.3-erlang-27.1.2-debian-bookworm-20241111-slim\nENV DB_PASSWORD=${P(26)}\nRUN mix release`, [P(26)]),
  S('dockerfile', 'context', `ARG HEX_API_KEY=${T.hex}\nRUN mix hex.organization auth vetrota --key $HEX_API_KEY`, [T.hex]),
  S('kubernetes', 'context', `apiVersion: v1\nkind: Secret\nmetadata:\n  name: vetrota-db\nstringData:\n  password: ${P(27)}`, [P(27)]),
  S('kubernetes', 'context', `apiVersion: v1\nkind: Secret\nmetadata:\n  name: vetrota-db\ndata:\n  password: ${b64(P(28))}`, [b64(P(28)), P(28)]),
  S('kubeconfig', 'context', `users:\n- name: ci\n  user:\n    token: ${kubeToken}`, [kubeToken]),
  S('docker-config', 'context', `{"auths": {"registry.vetrota.vet": {"auth": "${b64(`ci:${P(29)}`)}"}}}`, [b64(`ci:${P(29)}`), P(29)]),
  S('netrc', 'context', `machine git.vetrota.vet login deploy password ${P(30)}`, [P(30)]),
  S('netrc', 'context', `machine api.fly.io\n  login ops@vetrota.vet\n  password ${P(31)}`, [P(31)]),
  S('android-properties', 'context', `storePassword=${P(32)}\nkeyPassword=${P(33)}\nkeyAlias=upload\nstoreFile=upload-keystore.jks`, [P(32), P(33)]),
  S('android-properties', 'context', `MATCH_PASSWORD=${P(34)}\nFASTLANE_USER=ci@vetrota.vet`, [P(34)]),
  S('ci-file', 'context', `steps:\n  - command: "mix test"\n    env:\n      POSTGRES_PASSWORD: "${P(35)}"`, [P(35)]),
  S('ci-file', 'context', `agent:\n  token: "${T.buildkiteAgent}"\n  tags: "queue=flutter"`, [T.buildkiteAgent]),
  S('http-header', 'context', `GET /v1/clinics HTTP/1.1\nHost: api.vetrota.vet\nX-Api-Key: ${headerApiKey}`, [headerApiKey]),
  S('http-header', 'context', `Authorization: Basic ${b64(`staff:${P(36)}`)}`, [b64(`staff:${P(36)}`), P(36)]),
  S('log-line', 'context', `2026-11-20 09:12:44.101 [error] Postgrex.Protocol (#PID<0.512.0>) failed to connect: password=${P(37)} user=vetrota`, [P(37)]),
  S('log-line', 'context', `[debug] SMS gateway request body={"account":"vet-118","api_secret":"${P(38)}","to":"+31600000000"}`, [P(38)]),
  S(
    'stack-trace',
    'context',
    `** (DBConnection.ConnectionError) connection not available\n    (vetrota 2.4.0) lib/vetrota/repo.ex:3: Vetrota.Repo.init/2 with opts [password: "${P(39)}", hostname: "db"]`,
    [P(39)],
  ),
  S('chat-paste', 'context', `mara: staging db password is ${P(40)} btw, don't share`, [P(40)]),
  S('chat-paste', 'context', `here's the admin login for the kiosk: user kiosk / pass ${P(41)}`, [P(41)]),
  S('connection-string', 'context', `Server=reports.internal;Database=vetrota;User Id=report;Password=${P(42)};`, [P(42)]),
  S('connection-string', 'context', `redis://:${P(43)}@cache.internal:6379/0`, [P(43)]),
  S('connection-string', 'context', `amqps://vetrota:${P(44)}@mq.internal/reminders`, [P(44)]),
  S('dart-code', 'context', `final dio = Dio(BaseOptions(headers: {'Authorization': 'Bearer ${dartBearer}'}));`, [dartBearer]),
  S('url', 'context', `Export link for the accountant: https://finance:${urlPassword}@reports.vetrota.vet/v1/invoices.csv`, [urlPassword]),
  S('kubeconfig', 'context', `users:\n- name: legacy-admin\n  user:\n    username: admin\n    password: ${kubePassword}`, [kubePassword]),
  S('docker-config', 'context', `{"auths": {"https://index.docker.io/v1/": {"auth": "${b64(`vetrota:${dockerHubPassword}`)}"}}, "credsStore": ""}`, [
    b64(`vetrota:${dockerHubPassword}`),
    dockerHubPassword,
  ]),
  S(
    'stack-trace',
    'context',
    `DioException [bad response]: status 401\n#0 BookingApi.fetchSlots (package:vetrota_owner/api/booking_api.dart:41)\nRequestOptions.headers: {Authorization: Bearer ${dartTraceBearer}, Accept: application/json}`,
    [dartTraceBearer],
  ),
  S('other-door', 'context', `if PGPASSWORD=${tripwirePassword} stops working on staging`, [tripwirePassword], { door: 'tripwires' }),
  // Labelled in other human languages.
  S('other-language', 'context', `contraseña de la base de datos: ${P(45)}`, [P(45)]),
  S('other-language', 'context', `mot de passe SMTP : ${P(46)}`, [P(46)]),
  S('other-language', 'context', `Passwort für den Staging-Server: ${P(47)}`, [P(47)]),
  S('other-language', 'context', `senha do banco de staging=${P(48)}`, [P(48)]),
  S('other-language', 'context', `пароль от базы: ${P(49)}`, [P(49)]),
  S('other-language', 'context', `veritabanı şifresi: ${P(50)}`, [P(50)]),
  S('other-language', 'context', `数据库密码：${P(51)}`, [P(51)]),
  S('other-language', 'context', `ステージングDBのパスワード：${P(52)}`, [P(52)]),
  S('other-language', 'context', `스테이징 DB 비밀번호: ${P(53)}`, [P(53)]),
  S('other-language', 'context', `password del database di staging: ${P(54)}`, [P(54)]),
  // Through other doors.
  S('other-door', 'context', `PGPASSWORD=${P(55)} psql fails on staging`, [P(55)], { door: 'title' }),
  S('other-door', 'context', `Rotated the kiosk login; new password: ${P(56)}`, [P(56)], { door: 'summary' }),
  S('other-door', 'context', `password=${P(57)}`, [P(57)], { door: 'tags' }),
  S('other-door', 'context', `mysql -u clinic -p${P(58)} legacy`, [P(58)], { door: 'query' }),
  S('other-door', 'context', `postgres://vetrota:${P(59)}@db.internal/vetrota`, [P(59)], { door: 'source' }),
];

// ------------------------------------------------------------------ transformed
const tr1 = j('gh', 'p_') + fk(AN, 36);
const tr2 = j('np', 'm_') + fk(AN, 36);
const tr3 = j('sk', '_live_') + fk(AN, 40);
const tr4 = j('glp', 'at-') + fk(URLSAFE, 20);
const tr5 = j('xo', 'xb-') + `${draw(NUM, 12)}-${draw(NUM, 13)}-${fk(AN, 24)}`;
const tr6 = j('lin', '_api_') + fk(AN, 40);
const tr7 = j('do', 'p_v1_') + fk(HX, 64);
const tr8 = j('hv', 's.') + fk(URLSAFE, 94);
const tr9 = j('AK', 'IA') + fk(UPNUM, 16);
const tr10 = j('h', 'f_') + fk(UP + LO, 34);
const tr11 = j('sh', 'pat_') + fk(HX, 32);
const tr12 = j('bk', 'ua_') + fk(HX, 40);
const tr13 = j('PM', 'AK-') + `${fk(HX, 24)}-${fk(HX, 34)}`;
const tr14 = j('gl', 'sa_') + `${fk(AN, 32)}_${fk(HX, 8)}`;
const tr15 = j('sb', 'p_') + fk(HX, 40);
const trP = Array.from({ length: 12 }, pw);
const Q = (i: number): string => trP[i] ?? '';

function spaced(s: string, n: number): [string, string[]] {
  const parts = pieces(s, n);
  return [parts.join(' '), parts.filter((p) => p.length >= 8)];
}
function lined(s: string, n: number): [string, string[]] {
  const parts = pieces(s, n);
  return [parts.join('\n'), parts.filter((p) => p.length >= 8)];
}
const sp1 = spaced(tr1, 4);
const sp2 = spaced(tr6, 3);
const sp3 = spaced(tr14, 4);
const ln1 = lined(tr2, 3);
const ln2 = lined(tr7, 4);
const jsonEsc = (s: string): string => [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

const TRANSFORMED: RedactionMeasureCase[] = [
  S('base64', 'transformed', `GITHUB_TOKEN_B64=${b64(tr1)}`, [b64(tr1), tr1], { rule: 'github-pat' }),
  S('base64', 'transformed', `The CI secret store holds the npm token base64-encoded: ${b64(tr2)}`, [b64(tr2), tr2], { rule: 'npm-access-token' }),
  S('base64', 'transformed', `payments: ${b64(`STRIPE_SECRET_KEY=${tr3}`)}`, [b64(`STRIPE_SECRET_KEY=${tr3}`), tr3], { rule: 'stripe-access-token' }),
  S('base64', 'transformed', `echo ${b64(`{"password":"${Q(0)}"}`)} | base64 -d > priv/creds.json`, [b64(`{"password":"${Q(0)}"}`), Q(0)]),
  S('base64url', 'transformed', `state=${b64url(`{"client_secret":"${Q(1)}","clinic":118}`)}`, [b64url(`{"client_secret":"${Q(1)}","clinic":118}`), Q(1)]),
  S('base64url', 'transformed', `cfg=${b64url(tr10)}`, [b64url(tr10), tr10], { rule: 'huggingface-access-token' }),
  S('hex', 'transformed', `token (hex, from the keystore dump): ${hexOf(tr4)}`, [hexOf(tr4), tr4], { rule: 'gitlab-pat' }),
  S('hex', 'transformed', `0x${hexOf(tr11)}`, [hexOf(tr11), tr11], { rule: 'shopify-access-token' }),
  S('hex', 'transformed', `DB_PASSWORD_HEX=${hexOf(Q(2))}`, [hexOf(Q(2)), Q(2)]),
  S('percent-encoded', 'transformed', `postgres://vetrota:${pct(Q(3))}@db.internal/vetrota`, [pct(Q(3)), Q(3)]),
  S('percent-encoded', 'transformed', `https://api.vetrota.vet/hooks/slack?token=${pct(tr5)}`, [pct(tr5), tr5], { rule: 'slack-bot-token' }),
  S('fullwidth', 'transformed', `token ${fullwidth(tr6)}`, [fullwidth(tr6), tr6], { rule: 'linear-api-key' }),
  S('fullwidth', 'transformed', `ＰＧＰＡＳＳＷＯＲＤ＝${fullwidth(Q(4))}`, [fullwidth(Q(4)), Q(4)]),
  S('split-spaces', 'transformed', `read it in four bits over the phone: ${sp1[0]}`, [sp1[0], ...sp1[1]], { rule: 'github-pat' }),
  S('split-spaces', 'transformed', `linear key, pasted from the PDF: ${sp2[0]}`, [sp2[0], ...sp2[1]], { rule: 'linear-api-key' }),
  S('split-spaces', 'transformed', `grafana sa token ${sp3[0]}`, [sp3[0], ...sp3[1]], { rule: 'grafana-service-account-token' }),
  S('split-lines', 'transformed', `npm token wrapped by the terminal:\n${ln1[0]}`, [ln1[0], ...ln1[1]], { rule: 'npm-access-token' }),
  S('split-lines', 'transformed', `DO token from the email:\n${ln2[0]}`, [ln2[0], ...ln2[1]], { rule: 'digitalocean-pat' }),
  S('zero-width', 'transformed', `vault ${zw(tr8)}`, [zw(tr8), tr8], { rule: 'vault-service-token' }),
  S('zero-width', 'transformed', `aws key ${zw(tr9, '\u200d')}`, [zw(tr9, '\u200d'), tr9], { rule: 'aws-access-token' }),
  S('zero-width', 'transformed', `password: ${zw(Q(5), '\u2060')}`, [zw(Q(5), '\u2060'), Q(5)]),
  S('json-escaped', 'transformed', `{"env": "BUILDKITE_API_TOKEN=${jsonEsc(tr12)}"}`, [jsonEsc(tr12), tr12]),
  S('json-escaped', 'transformed', `"{\\"password\\": \\"${Q(6)}\\", \\"user\\": \\"vetrota\\"}"`, [Q(6)]),
  S('json-escaped', 'transformed', `{"log": "config loaded: {\\"postman_key\\":\\"${tr13}\\"}"}`, [tr13], { rule: 'postman-api-token' }),
  S('shell-escaped', 'transformed', `export DB_PASSWORD=${Q(7).replace(/([!#%+.])/g, '\\$1')}`, [Q(7).replace(/([!#%+.])/g, '\\$1'), Q(7)]),
  S('shell-escaped', 'transformed', `fly secrets set SUPABASE_ACCESS_TOKEN=\\"${tr15}\\"`, [tr15]),
  // Transformed, through other doors.
  S('other-door', 'transformed', `creds ${b64(`deploy:${Q(8)}`)}`, [b64(`deploy:${Q(8)}`), Q(8)], { door: 'tags' }),
  S('other-door', 'transformed', `decode ${b64(tr1)} and check scopes`, [b64(tr1), tr1], { door: 'query', rule: 'github-pat' }),
  S('other-door', 'transformed', `token split: ${sp2[0]}`, [sp2[0], ...sp2[1]], { door: 'summary', rule: 'linear-api-key' }),
  S('other-door', 'transformed', `if ${zw(tr8)} expires`, [zw(tr8), tr8], { door: 'tripwires', rule: 'vault-service-token' }),
  S('other-door', 'transformed', `https://db-admin.vetrota.vet/?pass=${pct(Q(9))}`, [pct(Q(9)), Q(9)], { door: 'source' }),
  S('other-door', 'transformed', `hex ${hexOf(tr2)}`, [hexOf(tr2), tr2], { door: 'title', rule: 'npm-access-token' }),
];

// ------------------------------------------------------------------ near-misses
const sha = (): string => draw(HX, 40);
const uuid = (): string => `${draw(HX, 8)}-${draw(HX, 4)}-4${draw(HX, 3)}-${draw('89ab', 1)}${draw(HX, 3)}-${draw(HX, 12)}`;
const sha256 = (): string => draw(HX, 64);
const sri = (): string => `sha512-${draw(`${AN}+/`, 86)}==`;

const NEAR: RedactionMeasureCase[] = [
  N('git-sha', `Reverted ${sha()} (reminder worker crash) and cherry-picked ${sha()} onto release/2.4.`),
  N('git-sha', `fly deploy --image registry.fly.io/vetrota:deployment-${draw(HX, 12)} # built from ${sha()}`),
  N('git-sha', `Bisected the DST bug to commit ${draw(HX, 7)}; the fix is ${draw(HX, 7)}.`),
  N('uuid', `Oban job ${uuid()} retried 3 times for appointment ${uuid()}.`),
  N('uuid', `clinic_id: ${uuid()}\nroom_id: ${uuid()}`),
  N('uuid', `{"request_id": "${uuid()}", "status": 409, "error": "slot_taken"}`),
  N('digest', `image: ghcr.io/vetrota/api@sha256:${sha256()}`),
  N('digest', `mix release tarball checksum (sha256): ${sha256()}`),
  N('lockfile-integrity', `"oban": {:hex, :oban, "2.18.3", "${sha256()}", [:mix], [], "hexpm", "${sha256()}"},`),
  N(
    'lockfile-integrity',
    `  dio:\n    dependency: "direct main"\n    description:\n      name: dio\n      sha256: "${sha256()}"\n      url: "https://pub.dev"\n    source: hosted\n    version: "5.7.0"`,
  ),
  N('lockfile-integrity', `"node_modules/topbar": {"version": "3.0.0", "integrity": "${sri()}"}`),
  N('sri', `<script defer src="/assets/app-${draw(HX, 32)}.js" integrity="sha384-${draw(`${AN}+/`, 64)}" crossorigin="anonymous"></script>`),
  N('trace-id', `traceparent: 00-${draw(HX, 32)}-${draw(HX, 16)}-01`),
  N('trace-id', `AppSignal sample ${draw(HX, 24)} span ${draw(HX, 16)} took 840 ms`),
  N('count-setting', 'max_tokens: 4096\ntemperature: 0.2\nmodel: summariser-small'),
  N('count-setting', 'password_min_length: 12\npassword_max_age_days: 180'),
  N('count-setting', 'config :vetrota, VetrotaWeb.Auth, token_ttl: 3600, session_max_age: 1_209_600'),
  N('count-setting', 'auth: required\nsecret_rotation_days: 90'),
  N('count-setting', 'Rate limit: 120 requests per minute per API key; token bucket size 20.'),
  N('placeholder', 'PGPASSWORD=changeme # local docker only, see docker-compose.yml'),
  N('placeholder', 'STRIPE_SECRET_KEY=your-stripe-secret-key-here'),
  N('placeholder', 'HEX_API_KEY=<token>'),
  N('placeholder', 'DB_PASSWORD=xxx'),
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell-style placeholder, not a template.
  N('placeholder', 'password: ${DATABASE_PASSWORD}'),
  N('placeholder', 'export PGPASSWORD="$STAGING_DB_PASSWORD"'),
  N('placeholder', 'SECRET_KEY_BASE=\nRELEASE_COOKIE=\n# both set by fly secrets at deploy time'),
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal CI secret reference, not a template.
  N('ci-secret-ref', 'env:\n  FLY_API_TOKEN: ${{ secrets.FLY_API_TOKEN }}'),
  N('ci-secret-ref', 'steps:\n  - command: |\n      export FLY_API_TOKEN="$(buildkite-agent secret get fly_api_token)"\n      fly deploy --remote-only'),
  N('ci-secret-ref', 'config :vetrota, Vetrota.Repo, password: System.fetch_env!("DATABASE_PASSWORD")'),
  N('public-key', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${draw(`${AN}+/`, 43)} ops@vetrota`),
  N('public-key', `-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${draw(`${AN}+/`, 52)}\n${draw(`${AN}+/`, 36)}==\n-----END PUBLIC KEY-----`),
  N('publishable-id', `STRIPE_PUBLISHABLE_KEY=${j('pk', '_test_')}${draw(AN, 24)}`),
  N('publishable-id', `Sentry-style DSN public project id 4507${draw(NUM, 12)}; Fly machine id ${draw(HX, 14)}`),
  N('port-flag', 'psql -h localhost -p 5433 -U vetrota vetrota_dev'),
  N('port-flag', 'pg_dump -p 5432 -U vetrota -Fc vetrota_dev > dev.dump'),
  N('port-flag', 'redis-cli -h cache.internal -p 6379 PING'),
  N('port-flag', 'mysql -h legacy-db -P 3306 -u clinic -p clinic_legacy'),
  N('password-prompt', 'mysql -u root -p   # prompts for the password'),
  N('password-prompt', 'echo "$REGISTRY_PASSWORD" | docker login registry.vetrota.vet -u ci --password-stdin'),
  N('password-prompt', 'The kiosk asks for a password after 10 minutes idle; forgotten passwords are reset by the clinic manager.'),
  N('prose', 'Rotate the Fly API token every 90 days; the runbook lists who owns each secret.'),
  N('prose', 'The token field in the reminders table is a one-time confirmation code (6 digits), not a credential.'),
  N(
    'base64-benign',
    `Default avatar: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk${draw(`${AN}+/`, 20)}AAAAASUVORK5CYII=`,
  ),
  N('base64-benign', `X-Clinic-Context: ${b64('{"clinic":118,"locale":"nl-NL","tz":"Europe/Amsterdam"}')}`),
  N('sri', `<link rel="stylesheet" href="/assets/app.css" integrity="sha256-${draw(`${AN}+/`, 43)}=" />`),
  N('versions', 'Oban 2.18.3, Phoenix 1.7.14, LiveView 0.20.17, Postgres 16.4; Buildkite build 20261118.3.'),
  N('hashed-asset', `priv/static/images/logo-${draw(HX, 32)}.svg`),
  N('versions', 'elixir 1.17.3-otp-27, erlang 27.1.2, flutter 3.24.5 (build 2.4.0+41), released 2026-11-18T09:00:00Z.'),
  N('hashed-asset', `priv/static/assets/app-${draw(HX, 32)}.css`),
  // Near-misses through other doors.
  N('other-door', `deploy ${sha()}`, 'title'),
  N('other-door', `job ${uuid()}`, 'tags'),
  N('other-door', `priv/static/assets/app-${draw(HX, 32)}.js`, 'filesEdited'),
  N('other-door', `https://github.com/vetrota/vetrota/commit/${sha()}`, 'source'),
  N('other-door', `why did Oban job ${uuid()} retry`, 'query'),
  N('other-door', 'why is max_tokens: 4096 ignored by the summariser', 'query'),
  N('other-door', `if the image digest sha256:${sha256()} changes`, 'tripwires'),
  N('other-door', `Built release ${sha()}; password_min_length stays 12.`, 'summary'),
  N('other-door', `Bump oban to 2.18.3 (${draw(HX, 12)})`, 'title'),
  N('other-door', `trace:${draw(HX, 32)}`, 'tags'),
  N('other-door', 'priv/repo/migrations/20261118091500_add_species_index.exs', 'filesEdited'),
  N('other-door', `https://hex.pm/packages/oban/2.18.3#checksum-${sha256()}`, 'source'),
  N('other-door', `if commit ${sha()} is reverted`, 'tripwires'),
  N('other-door', `Request ${uuid()} reproduced; max_tokens: 4096 left as it was.`, 'summary'),
  N('other-door', `clients/${uuid()}/vetrota`, 'projectPath'),
  N('other-door', `work/vetrota-${draw(HX, 7)}`, 'projectPath'),
];

/** Every case of the set: secrets (vendor, context, transformed) then near-misses. */
export const UNSEEN_SECRET_CASES: readonly RedactionMeasureCase[] = [...VENDOR, ...CONTEXT, ...TRANSFORMED, ...NEAR];
