/**
 * Blind redaction set 16, written on 2026-12-07 by a helper (h59-blind) who had not read the
 * redactor, its patterns, its decoders, the instruction gate, provenance, observe, attestation, any
 * package's tests (beyond the harness tests named below), the committed corpus or the other blind
 * sets' cases. Read: /work/HELPERS.md, the measure runner `src/measureRedaction.ts` (its header,
 * exported types — RedactionDoor, RedactionMeasureCase — and function signatures; its first ~120
 * lines, which also hold the request builder and leak check, were on screen), the harness
 * tests `test/unseenRedaction.test.ts` and `test/unseen.test.ts`, and redaction-15's header comment,
 * first ~60 lines (its alphabet constants and seeded generator, whose shape is reused here with a
 * new seed) and its `export` line. Issue texts were not read.
 * Vendor token shapes come from the vendors' public formats as the writer remembers them (prefix,
 * alphabet, length; GitHub classic tokens end in the base62 CRC32 of their 30-character random
 * part, computed here at run time); gitleaks rule ids are cited only where the writer believes the
 * rule exists.
 * The fictional project is "mashtun", fermentation monitoring for craft breweries (Rails with
 * Sidekiq and Devise, a Go MQTT gateway, a Flutter tablet app, a Python/FastAPI yeast model;
 * self-hosted forge and CI, Postgres, Redis, an MQTT broker, S3-compatible storage).
 * Secret cases put a credential where a careful tool must find it: .env files, YAML, JSON, TOML,
 * INI, HCL, Java properties, shell history, chat pastes, CI logs, URLs (query and userinfo),
 * curl/HTTP headers, Dockerfiles, Kubernetes manifests, SQL, Markdown tables, stack traces, prose,
 * PEM blocks, and encoded or split forms (base64, hex, percent-encoding, JSON escapes, values broken
 * over lines or spaced), through every door the harness offers (text, title, summary, tags,
 * tripwires, filesEdited, source, query, projectPath).
 * Near-misses (commit SHAs, UUIDs, digests, SRI and go.sum hashes, public keys and certificates,
 * publishable keys, placeholders, secret references like ${VAR}, settings named like secrets such
 * as max_tokens) must stay byte for byte.
 * Placements name kinds of place (two or more cases each). Every value is fake, generated at run
 * time from a seeded generator with split prefixes (most carry a "Fake"/"FAKE" marker where the
 * alphabet allows), so no scanner trips on this file. Never tuned against: figures are reported,
 * not fitted.
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
let state = 0x16b3_e77a;
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

// CRC32 (IEEE) for the GitHub-style checksum suffix.
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
function githubClassic(prefix: string): string {
  const body = faked(ALNUM, 30);
  return `${prefix}_${body}${base62(crc32(body), 6)}`;
}

// ---- fake vendor-shaped credentials (prefixes split so no scanner matches this file) ----
const tok = {
  awsId: (): string => 'AK' + 'IA' + faked(UPPER + '234567', 16, 'FAKE'),
  awsSecret: (): string => faked(ALNUM + '+/', 40),
  ghp: (): string => githubClassic('gh' + 'p'),
  ghs: (): string => githubClassic('gh' + 's'),
  gho: (): string => githubClassic('gh' + 'o'),
  ghFine: (): string => 'github' + '_pat_' + faked(ALNUM, 22) + '_' + faked(ALNUM, 59),
  glpat: (): string => 'glp' + 'at-' + faked(URLCH, 20),
  slackBot: (): string => 'xo' + 'xb-' + pick(DIGITS, 11) + '-' + pick(DIGITS, 13) + '-' + faked(ALNUM, 24),
  slackUser: (): string => 'xo' + 'xp-' + pick(DIGITS, 11) + '-' + pick(DIGITS, 12) + '-' + pick(DIGITS, 13) + '-' + pick(HEXL, 32),
  slackHook: (): string => 'https://hooks.' + 'slack.com/services/T' + pick(UPPER + DIGITS, 8) + '/B' + pick(UPPER + DIGITS, 10) + '/' + faked(ALNUM, 24),
  stripe: (): string => 'sk' + '_live_' + faked(ALNUM, 40),
  stripeRk: (): string => 'rk' + '_live_' + faked(ALNUM, 40),
  openai: (): string => 'sk-' + 'proj-' + faked(URLCH, 74) + 'T3Blbk' + 'FJ' + pick(URLCH, 74),
  anthropic: (): string => 'sk-' + 'ant-api03-' + faked(URLCH, 93) + 'AA',
  google: (): string => 'AI' + 'za' + faked(URLCH, 35),
  npm: (): string => 'np' + 'm_' + faked(ALNUM, 36),
  pypi: (): string => 'pyp' + 'i-AgEIcHlwaS5vcmc' + faked(URLCH, 120),
  sendgrid: (): string => 'S' + 'G.' + faked(URLCH, 22) + '.' + faked(URLCH, 43),
  twilio: (): string => 'S' + 'K' + pick(HEXL, 32),
  mailgun: (): string => 'ke' + 'y-' + pick(HEXL, 32),
  digitalocean: (): string => 'do' + 'p_v1_' + pick(HEXL, 64),
  shopify: (): string => 'shp' + 'at_' + pick(HEXL, 32),
  vault: (): string => 'hv' + 's.' + faked(URLCH, 90),
  doppler: (): string => 'dp' + '.st.' + faked(ALNUM, 43),
  linear: (): string => 'lin' + '_api_' + faked(ALNUM, 40),
  telegram: (): string => pick(DIGITS, 10) + ':AA' + faked(URLCH, 33),
  discordHook: (): string => 'https://discord.com/api/' + 'webhooks/' + pick(DIGITS, 18) + '/' + faked(URLCH, 68),
  azureKey: (): string => faked(B64CH, 86) + '==',
  age: (): string => 'AGE-SECRET' + '-KEY-1' + pick(BECH32, 58),
  hf: (): string => 'h' + 'f_' + faked(UPPER + LOWER, 34),
  postman: (): string => 'PM' + 'AK-' + pick(HEXL, 24) + '-' + pick(HEXL, 34),
  newrelic: (): string => 'NR' + 'AK-' + faked(UPPER + DIGITS, 27, 'FAKE'),
  sentry: (): string => 'sntr' + 'yu_' + pick(HEXL, 64),
  supabase: (): string => 'sb' + 'p_' + pick(HEXL, 40),
  pulumi: (): string => 'pu' + 'l-' + pick(HEXL, 40),
  grafana: (): string => 'gl' + 'sa_' + faked(ALNUM, 32) + '_' + pick(HEXL, 8),
  databricks: (): string => 'da' + 'pi' + pick(HEXL, 32),
  docker: (): string => 'dck' + 'r_pat_' + faked(URLCH, 27),
  buildkite: (): string => 'bk' + 'ua_' + pick(HEXL, 40),
  alibaba: (): string => 'LT' + 'AI' + faked(ALNUM, 20),
  tfc: (): string => faked(ALNUM, 14) + '.atlas' + 'v1.' + faked(ALNUM, 67),
  planetscale: (): string => 'psc' + 'ale_pw_' + faked(URLCH, 43),
  square: (): string => 'EA' + 'AA' + faked(URLCH, 60),
  mapboxSecret: (): string => 's' + 'k.eyJ1IjoibWFzaHR1biIsImEiOiJ' + faked(ALNUM, 25) + '.' + faked(URLCH, 22),
  flyio: (): string => 'fo' + '1_' + faked(URLCH, 43),
  datadog: (): string => pick(HEXL, 32),
  cloudflare: (): string => faked(URLCH, 40),
  password: (): string => faked(ALNUM, 12) + '!' + faked(ALNUM, 8, 'Fk') + '#q',
  jwt: (): string => {
    const h = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const p = Buffer.from(`{"sub":"brewer-${pick(DIGITS, 6)}","role":"admin","note":"FAKE"}`).toString('base64url');
    return `${h}.${p}.${faked(URLCH, 43)}`;
  },
};
type Tok = keyof typeof tok;

function pemBody(lines: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(i === 1 ? faked(B64CH, 64, 'FAKEFAKE') : pick(B64CH, 64));
  return out;
}

const cases: RedactionMeasureCase[] = [];
/** Adds a secret case; `make` builds the text from a fresh value and returns [text, secrets]. */
function secret(placement: string, basis: 'vendor' | 'transformed' | 'context', door: RedactionDoor, make: () => [string, string[]], gitleaksRule?: string): void {
  const [text, secrets] = make();
  cases.push({ expect: 'secret', placement, basis, door, build: () => text, secrets: () => secrets, ...(gitleaksRule ? { gitleaksRule } : {}) });
}
function near(placement: string, door: RedactionDoor, text: string): void {
  cases.push({ expect: 'near-miss', placement, basis: 'near-miss', door, build: () => text, secrets: () => [] });
}
/** A vendor token placed by `wrap`. */
function place(placement: string, door: RedactionDoor, t: Tok, wrap: (v: string) => string, rule?: string): void {
  secret(placement, 'vendor', door, () => {
    const v = tok[t]();
    return [wrap(v), [v]];
  }, rule);
}

const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const hexOf = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
const pct = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const jsonEscaped = (s: string): string => [...s].map((c, i) => (i % 3 === 0 ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c)).join('');

// ---- .env files ----
place('env file', 'text', 'stripe', (v) => `web/.env.production (do not commit):\nRAILS_ENV=production\nSTRIPE_SECRET_KEY=${v}\nSTRIPE_CURRENCY=eur`, 'stripe-access-token');
place('env file', 'text', 'openai', (v) => `# yeastmodel/.env\nOPENAI_API_KEY="${v}"\nMODEL=gpt-4o-mini`, 'openai-api-key');
place('env file', 'text', 'sendgrid', (v) => `export SENDGRID_API_KEY=${v}\nexport MAIL_FROM=cellar@mashtun.io`, 'sendgrid-api-token');
place('env file', 'summary', 'anthropic', (v) => `gateway .env has ANTHROPIC_API_KEY=${v} for the anomaly explainer`, 'anthropic-api-key');
secret('env file', 'vendor', 'text', () => {
  const id = tok.awsId();
  const sk = tok.awsSecret();
  return [`AWS_ACCESS_KEY_ID=${id}\nAWS_SECRET_ACCESS_KEY=${sk}\nAWS_REGION=eu-central-1`, [id, sk]];
}, 'aws-access-token');
place('env file', 'text', 'datadog', (v) => `DD_API_KEY=${v}\nDD_SITE=datadoghq.eu`);

// ---- YAML ----
place('yaml config', 'text', 'slackBot', (v) => `config/notifier.yml:\nproduction:\n  slack:\n    bot_token: ${v}\n    channel: "#cellar-alerts"`, 'slack-bot-token');
place('yaml config', 'text', 'twilio', (v) => `sms:\n  provider: twilio\n  api_key_sid: ${v}\n  from: "+3100000000"`);
secret('yaml config', 'context', 'text', () => {
  const pw = tok.password();
  return [`database.yml\nproduction:\n  adapter: postgresql\n  username: mashtun\n  password: "${pw}"\n  host: db.internal`, [pw]];
});
place('yaml config', 'text', 'mailgun', (v) => `mailgun:\n  domain: mg.mashtun.io\n  api_key: '${v}'`, 'mailgun-private-api-token');

// ---- JSON ----
place('json config', 'text', 'google', (v) => `cellartab/assets/config.prod.json: {"mapsApiKey": "${v}", "region": "eu"}`, 'gcp-api-key');
secret('json config', 'vendor', 'text', () => {
  const body = pemBody(4);
  const pk = `-----BEGIN ${'PRIVATE'} KEY-----\\n${body.join('\\n')}\\n-----END ${'PRIVATE'} KEY-----\\n`;
  return [`service-account.json\n{\n  "type": "service_account",\n  "project_id": "mashtun-fake",\n  "private_key_id": "${pick(HEXL, 40)}",\n  "private_key": "${pk}",\n  "client_email": "uploader@mashtun-fake.iam.gserviceaccount.com"\n}`, body];
}, 'private-key');
place('json config', 'text', 'npm', (v) => `{"registry":"https://registry.npmjs.org/","_authToken":"${v}"}`, 'npm-access-token');
place('json config', 'summary', 'linear', (v) => `settings.json sets {"linear.apiKey": "${v}"} for the issue sync`);

// ---- TOML ----
place('toml config', 'text', 'pypi', (v) => `~/.pypirc equivalent in uv.toml:\n[[index]]\nname = "pypi"\npassword = "${v}"\nusername = "__token__"`, 'pypi-upload-token');
place('toml config', 'text', 'flyio', (v) => `fly.toml secrets block (wrong place!):\n[env]\n  FLY_API_TOKEN = "${v}"`);
place('toml config', 'text', 'supabase', (v) => `[supabase]\naccess_token = "${v}"\nproject = "mashtun-fake"`);

// ---- INI ----
secret('ini config', 'vendor', 'text', () => {
  const id = tok.awsId();
  const sk = tok.awsSecret();
  return [`~/.aws/credentials\n[mashtun-backup]\naws_access_key_id = ${id}\naws_secret_access_key = ${sk}`, [id, sk]];
}, 'aws-access-token');
secret('ini config', 'context', 'text', () => {
  const pw = tok.password();
  return [`[client]\nuser = readings_ro\npassword = ${pw}\nhost = replica.internal`, [pw]];
});
place('ini config', 'text', 'pulumi', (v) => `; pulumi.ini\n[auth]\ntoken=${v}`);

// ---- HCL ----
place('hcl', 'text', 'tfc', (v) => `credentials "app.terraform.io" {\n  token = "${v}"\n}`, 'hashicorp-tf-api-token');
place('hcl', 'text', 'digitalocean', (v) => `provider "digitalocean" {\n  token = "${v}"\n}`, 'digitalocean-pat');
place('hcl', 'text', 'vault', (v) => `# nomad job env\nenv {\n  VAULT_TOKEN = "${v}"\n}`, 'vault-service-token');

// ---- Java/Gradle properties ----
place('properties file', 'text', 'alibaba', (v) => `oss.properties\noss.endpoint=oss-eu-central-1.aliyuncs.com\noss.accessKeyId=${v}\noss.bucket=mashtun-fake`, 'alibaba-access-key-id');
secret('properties file', 'context', 'text', () => {
  const pw = tok.password();
  return [`android/key.properties\nstorePassword=${pw}\nkeyAlias=upload\nstoreFile=../upload.jks`, [pw]];
});
place('properties file', 'text', 'sentry', (v) => `sentry.properties\ndefaults.org=mashtun\nauth.token=${v}`);

// ---- shell history ----
place('shell history', 'text', 'ghp', (v) => `  512  cd ~/src/mashtun\n  513  export GITHUB_TOKEN=${v}\n  514  gh pr list`, 'github-pat');
place('shell history', 'text', 'glpat', (v) => `$ git clone https://oauth2:${v}@gitlab.example.org/mashtun/legacy.git`, 'gitlab-pat');
place('shell history', 'text', 'docker', (v) => `history | tail -3\n  88  echo ${v} | docker login -u mashtunci --password-stdin\n  89  docker push registry.mashtun.io/web:2.3.0`);
place('shell history', 'text', 'hf', (v) => `huggingface-cli login --token ${v} --add-to-git-credential`, 'huggingface-access-token');
place('shell history', 'tripwires', 'databricks', (v) => `databricks configure --token ${v}`);

// ---- chat pastes ----
place('chat paste', 'text', 'ghFine', (v) => `[10:42] ana: here's the fine-grained token for the release bot, scoped to mashtun/web: ${v}\n[10:43] joe: thx, rotating after`, 'github-fine-grained-pat');
place('chat paste', 'text', 'shopify', (v) => `Slack thread: "the shop sync broke, use this admin token for now ${v} and we'll fix the app later"`, 'shopify-access-token');
place('chat paste', 'text', 'postman', (v) => `> can someone share the postman key?\n> sure: ${v}`);
place('chat paste', 'summary', 'telegram', (v) => `Bot for brewer alerts, token from BotFather: ${v}`, 'telegram-bot-api-token');

// ---- CI logs ----
place('ci log', 'text', 'npm', (v) => `#14 [build 6/9] RUN npm config set //registry.npmjs.org/:_authToken ${v}\n#14 DONE 0.4s`, 'npm-access-token');
place('ci log', 'text', 'ghs', (v) => `2026-12-01T10:00:01Z ##[debug]Evaluating: secrets.GITHUB_TOKEN\n2026-12-01T10:00:01Z ##[debug]Result: '${v}'`, 'github-app-token');
place('ci log', 'text', 'buildkite', (v) => `--- :docker: building\n+ BUILDKITE_AGENT_TOKEN=${v} ./agent start\nagent: registered`);
place('ci log', 'source', 'grafana', (v) => `ci.mashtun.io/job/812/log#L40 GRAFANA_TOKEN=${v}`);

// ---- URLs with userinfo / query ----
secret('url userinfo', 'context', 'text', () => {
  const pw = tok.password();
  return [`DATABASE_URL=postgres://mashtun_app:${pw}@db.internal:5432/mashtun_production`, [pw]];
});
secret('url userinfo', 'context', 'source', () => {
  const pw = faked(ALNUM, 24);
  return [`https://deploy:${pw}@git.mashtun.io/mashtun/mashtun.git`, [pw]];
});
secret('url userinfo', 'context', 'text', () => {
  const pw = faked(ALNUM, 22);
  return [`redis://default:${pw}@cache.internal:6379/0 is what Sidekiq uses`, [pw]];
});
place('url query', 'text', 'google', (v) => `Static map: https://maps.googleapis.com/maps/api/staticmap?center=52.1,5.1&zoom=12&key=${v}`, 'gcp-api-key');
place('url query', 'source', 'mailgun', (v) => `https://api.mashtun.io/v1/hooks/mail?api_key=${v}&brewery=12`);
place('url query', 'query', 'stripe', (v) => `why does https://api.stripe.com/v1/charges?key=${v} return 401`, 'stripe-access-token');

// ---- webhooks (the URL is the secret) ----
secret('webhook url', 'vendor', 'text', () => {
  const v = tok.slackHook();
  return [`Alert channel webhook: ${v}`, [v.slice(v.lastIndexOf('/') + 1)]];
}, 'slack-webhook-url');
secret('webhook url', 'vendor', 'title', () => {
  const v = tok.discordHook();
  return [`Discord hook ${v}`, [v.slice(v.lastIndexOf('/') + 1)]];
});

// ---- curl / HTTP headers ----
place('curl header', 'text', 'openai', (v) => `curl https://api.openai.com/v1/models -H "Authorization: Bearer ${v}"`, 'openai-api-key');
place('curl header', 'text', 'anthropic', (v) => `curl https://api.anthropic.com/v1/messages -H "x-api-key: ${v}" -H "anthropic-version: 2023-06-01"`, 'anthropic-api-key');
secret('curl header', 'transformed', 'text', () => {
  const pw = tok.password();
  const enc = b64(`ci-bot:${pw}`);
  return [`GET /api/v1/readings HTTP/1.1\nHost: api.mashtun.io\nAuthorization: Basic ${enc}`, [enc, pw]];
});
place('curl header', 'text', 'jwt', (v) => `curl -H 'Authorization: Bearer ${v}' https://api.mashtun.io/admin/batches`, 'jwt');
place('curl header', 'query', 'linear', (v) => `curl -H "Authorization: ${v}" https://api.linear.app/graphql fails`);

// ---- Dockerfiles ----
place('dockerfile', 'text', 'npm', (v) => `FROM node:22-alpine\nENV NPM_TOKEN=${v}\nRUN npm ci`, 'npm-access-token');
place('dockerfile', 'text', 'gho', (v) => `ARG GH_TOKEN=${v}\nRUN git clone https://x-access-token:$GH_TOKEN@github.com/mashtun/vendor.git`, 'github-oauth');
place('dockerfile', 'text', 'pypi', (v) => `RUN uv publish --token ${v}`, 'pypi-upload-token');

// ---- Kubernetes manifests ----
secret('k8s manifest', 'transformed', 'text', () => {
  const pw = tok.password();
  const enc = b64(pw);
  return [`apiVersion: v1\nkind: Secret\nmetadata:\n  name: web-db\ntype: Opaque\ndata:\n  POSTGRES_PASSWORD: ${enc}`, [enc, pw]];
});
place('k8s manifest', 'text', 'stripeRk', (v) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: billing\nstringData:\n  STRIPE_RESTRICTED_KEY: ${v}`);
place('k8s manifest', 'text', 'slackBot', (v) => `        env:\n          - name: SLACK_BOT_TOKEN\n            value: "${v}"`, 'slack-bot-token');

// ---- SQL ----
secret('sql', 'context', 'text', () => {
  const pw = tok.password();
  return [`CREATE ROLE readings_ro LOGIN PASSWORD '${pw}';\nGRANT SELECT ON readings TO readings_ro;`, [pw]];
});
place('sql', 'text', 'square', (v) => `INSERT INTO integrations (brewery_id, provider, access_token) VALUES (12, 'square', '${v}');`);
place('sql', 'text', 'shopify', (v) => `UPDATE shops SET api_token = '${v}' WHERE id = 3;`, 'shopify-access-token');

// ---- Markdown tables ----
place('markdown table', 'text', 'newrelic', (v) => `| service | key |\n|---|---|\n| New Relic | ${v} |\n| Sentry | see vault |`);
place('markdown table', 'text', 'doppler', (v) => `| env | DOPPLER_TOKEN |\n|-----|------|\n| prod | \`${v}\` |`);
place('markdown table', 'summary', 'planetscale', (v) => `| db | password |\n| main | ${v} |`);

// ---- stack traces ----
place('stack trace', 'text', 'stripe', (v) => `Stripe::AuthenticationError: Invalid API Key provided: ${v}\n  from app/services/charge.rb:41:in 'call'`, 'stripe-access-token');
secret('stack trace', 'context', 'text', () => {
  const pw = tok.password();
  return [`PG::ConnectionBad: connection to server failed\n  conninfo: host=db.internal user=mashtun password=${pw} dbname=mashtun\n  from activerecord/lib/.../postgresql_adapter.rb:57`, [pw]];
});
place('stack trace', 'text', 'sendgrid', (v) => `Traceback (most recent call last):\n  File "notify.py", line 12, in send\n    client = SendGridAPIClient("${v}")\nHTTPError: 401`, 'sendgrid-api-token');

// ---- prose ----
place('prose', 'text', 'hf', (v) => `The yeast model pulls weights with the Hugging Face token ${v}; it belongs to the brewlab account.`, 'huggingface-access-token');
place('prose', 'text', 'cloudflare', (v) => `Cloudflare API token for DNS edits is ${v}, scoped to mashtun.io only.`);
place('prose', 'title', 'age', (v) => `Backup decryption key ${v}`, 'age-secret-key');
place('prose', 'text', 'mapboxSecret', (v) => `Mapbox secret token (downloads scope) used in CI: ${v}`);

// ---- PEM ----
secret('pem block', 'vendor', 'text', () => {
  const body = pemBody(6);
  return [`deploy key:\n-----BEGIN ${'RSA PRIVATE'} KEY-----\n${body.join('\n')}\n-----END ${'RSA PRIVATE'} KEY-----`, body];
}, 'private-key');
secret('pem block', 'vendor', 'text', () => {
  const body = pemBody(5);
  return [`-----BEGIN ${'OPENSSH PRIVATE'} KEY-----\n${body.join('\n')}\n-----END ${'OPENSSH PRIVATE'} KEY-----`, body];
}, 'private-key');
secret('pem block', 'vendor', 'summary', () => {
  const body = pemBody(3);
  return [`-----BEGIN ${'EC PRIVATE'} KEY----- ${body.join(' ')} -----END ${'EC PRIVATE'} KEY-----`, body];
}, 'private-key');

// ---- encoded forms ----
for (const t of ['ghp', 'stripe', 'slackBot'] as const) {
  secret('base64', 'transformed', 'text', () => {
    const v = tok[t]();
    const enc = b64(`TOKEN=${v}`);
    return [`Config blob (base64): ${enc}`, [enc, v]];
  });
}
for (const t of ['openai', 'glpat', 'vault'] as const) {
  secret('hex', 'transformed', 'text', () => {
    const v = tok[t]();
    const enc = hexOf(v);
    return [`env dump (hex): ${enc}`, [enc, v]];
  });
}
secret('percent-encoded', 'transformed', 'text', () => {
  const pw = `${faked(ALNUM, 10)}/@:${faked(ALNUM, 8)}?#`;
  const enc = pct(pw);
  return [`amqp://cellar:${enc}@mq.internal:5672/`, [enc, pw]];
});
secret('percent-encoded', 'transformed', 'query', () => {
  const v = tok.sendgrid();
  const enc = encodeURIComponent(`Bearer ${v}`);
  return [`callback?auth=${enc}`, [v]];
});
secret('percent-encoded', 'transformed', 'text', () => {
  const v = tok.anthropic();
  const enc = pct(v);
  return [`logged request: /proxy?k=${enc}`, [enc, v]];
});
for (const t of ['stripe', 'npm', 'ghp'] as const) {
  secret('json escaped', 'transformed', 'text', () => {
    const v = tok[t]();
    const esc = jsonEscaped(v);
    return [`{"env": {"TOKEN": "${esc}"}}`, [esc, v.slice(1, -1)]];
  });
}
for (const t of ['ghp', 'openai', 'shopify'] as const) {
  secret('split over lines', 'transformed', 'text', () => {
    const v = tok[t]();
    const cut = Math.floor(v.length / 2);
    return [`token (wrapped by the terminal):\n${v.slice(0, cut)}\n${v.slice(cut)}`, [v.slice(0, cut), v.slice(cut)]];
  });
}
secret('split over lines', 'transformed', 'text', () => {
  const v = tok.anthropic();
  const parts = v.match(/.{1,30}/g) ?? [v];
  return [`const key = "${parts.join('" +\n  "')}";`, parts.filter((p) => p.length >= 12)];
});
for (const t of ['stripe', 'linear'] as const) {
  secret('spaced', 'transformed', 'text', () => {
    const v = tok[t]();
    const spaced = (v.match(/.{1,4}/g) ?? [v]).join(' ');
    return [`read out on the call: ${spaced}`, [spaced, v]];
  });
}

// ---- other doors ----
place('title door', 'title', 'ghp', (v) => `Release bot token ${v}`, 'github-pat');
place('title door', 'title', 'stripe', (v) => `STRIPE_SECRET_KEY=${v}`, 'stripe-access-token');
place('summary door', 'summary', 'ghs', (v) => `CI used ${v} to push tags`, 'github-app-token');
place('summary door', 'summary', 'digitalocean', (v) => `DO token ${v}`, 'digitalocean-pat');
place('tags door', 'tags', 'npm', (v) => v, 'npm-access-token');
place('tags door', 'tags', 'slackBot', (v) => `slack:${v}`, 'slack-bot-token');
place('tags door', 'tags', 'hf', (v) => v, 'huggingface-access-token');
place('tripwires door', 'tripwires', 'glpat', (v) => `if ${v} is revoked, CI breaks`, 'gitlab-pat');
place('tripwires door', 'tripwires', 'anthropic', (v) => `ANTHROPIC_API_KEY=${v} rotated`, 'anthropic-api-key');
place('filesEdited door', 'filesEdited', 'stripe', (v) => `config/keys/${v}.txt`, 'stripe-access-token');
place('filesEdited door', 'filesEdited', 'ghp', (v) => `tmp/${v}`, 'github-pat');
place('filesEdited door', 'filesEdited', 'sendgrid', (v) => `.env#SENDGRID_API_KEY=${v}`, 'sendgrid-api-token');
place('source door', 'source', 'openai', (v) => `https://chat.mashtun.io/share?token=${v}`, 'openai-api-key');
place('source door', 'source', 'ghp', (v) => `https://${v}@git.mashtun.io/mashtun/web.git`, 'github-pat');
place('source door', 'source', 'slackUser', (v) => `slack export ${v}`, 'slack-user-token');
place('query door', 'query', 'ghp', (v) => `is ${v} still valid`, 'github-pat');
place('query door', 'query', 'google', (v) => `maps key ${v}`, 'gcp-api-key');
place('query door', 'query', 'openai', (v) => `OPENAI_API_KEY=${v}`, 'openai-api-key');
place('projectPath door', 'projectPath', 'ghp', (v) => `/home/ana/src/${v}/mashtun`, 'github-pat');
place('projectPath door', 'projectPath', 'stripe', (v) => `/srv/build/${v}`, 'stripe-access-token');
place('projectPath door', 'projectPath', 'npm', (v) => `/tmp/ci-${v}/repo`, 'npm-access-token');

// ---- more vendor shapes in ordinary places ----
place('env file', 'text', 'postman', (v) => `POSTMAN_API_KEY=${v}`, 'postman-api-token');
place('env file', 'text', 'grafana', (v) => `GRAFANA_SERVICE_ACCOUNT_TOKEN=${v}`);
place('env file', 'text', 'databricks', (v) => `DATABRICKS_TOKEN=${v}\nDATABRICKS_HOST=https://adb-0000.azuredatabricks.net`, 'databricks-api-token');
place('yaml config', 'text', 'newrelic', (v) => `newrelic.yml:\ncommon: &default\n  api_key: ${v}`);
place('yaml config', 'text', 'buildkite', (v) => `# .buildkite/agent.yml\ntoken: "${v}"`);
secret('yaml config', 'vendor', 'text', () => {
  const k = tok.azureKey();
  return [`storage:\n  connection_string: "DefaultEndpointsProtocol=https;AccountName=mashtunfake;AccountKey=${k};EndpointSuffix=core.windows.net"`, [k]];
}, 'azure-storage-account-key');
place('json config', 'text', 'discordHook', (v) => `{"alerts": {"discord": "${v}"}}`);
place('json config', 'text', 'jwt', (v) => `localStorage dump: {"auth":{"accessToken":"${v}","exp":1790000000}}`, 'jwt');
place('chat paste', 'text', 'age', (v) => `paste the sops key into ~/.config/sops/age/keys.txt:\n# created: 2026-11-02\n${v}`, 'age-secret-key');
place('chat paste', 'text', 'doppler', (v) => `use doppler run --token ${v} -- bin/rails s`);
place('ci log', 'text', 'pulumi', (v) => `Run pulumi login\n  PULUMI_ACCESS_TOKEN: ${v}\nLogged in to pulumi.com`);
place('ci log', 'text', 'supabase', (v) => `$ supabase link --project-ref fake --token ${v}`);
place('dockerfile', 'text', 'hf', (v) => `ENV HF_TOKEN=${v}\nRUN python -m yeastmodel.fetch_weights`, 'huggingface-access-token');
place('hcl', 'text', 'cloudflare', (v) => `provider "cloudflare" {\n  api_token = "${v}"\n}`);
place('prose', 'text', 'telegram', (v) => `If the brewer bot dies, restart it with token ${v} from the ops notebook.`, 'telegram-bot-api-token');
place('stack trace', 'text', 'twilio', (v) => `Twilio::REST::RestError: Unable to authenticate with key ${v}\n  from app/jobs/sms_job.rb:14`);
place('markdown table', 'text', 'flyio', (v) => `| name | value |\n|---|---|\n| FLY_API_TOKEN | ${v} |`);
place('properties file', 'text', 'mailgun', (v) => `mail.properties\nmailgun.apiKey=${v}`, 'mailgun-private-api-token');

place('toml config', 'text', 'docker', (v) => `[registry."docker.io"]\nusername = "mashtunci"\ntoken = "${v}"`);
place('ini config', 'text', 'npm', (v) => `.npmrc\n@mashtun:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${v}`, 'npm-access-token');
secret('url userinfo', 'context', 'text', () => {
  const pw = faked(ALNUM, 26);
  return [`gateway connects with mqtts://gateway-fv:${pw}@mqtt.mashtun.io:8883`, [pw]];
});
secret('webhook url', 'vendor', 'text', () => {
  const v = tok.slackHook();
  return [`alerting.yml\nreceivers:\n  - name: cellar\n    slack_configs:\n      - api_url: ${v}`, [v.slice(v.lastIndexOf('/') + 1)]];
}, 'slack-webhook-url');

// ---- near-misses: must stay byte for byte ----
const uuid = (): string => `${pick(HEXL, 8)}-${pick(HEXL, 4)}-4${pick(HEXL, 3)}-a${pick(HEXL, 3)}-${pick(HEXL, 12)}`;
near('commit sha', 'text', `Fixed in commit ${pick(HEXL, 40)} (revert of ${pick(HEXL, 12)}).`);
near('commit sha', 'title', `Regression since ${pick(HEXL, 40)}`);
near('commit sha', 'source', `https://git.mashtun.io/mashtun/mashtun/commit/${pick(HEXL, 40)}`);
near('commit sha', 'tags', `rev-${pick(HEXL, 40)}`);
near('uuid', 'text', `Batch ${uuid()} stalled at 1.018 SG; brewery ${uuid()}.`);
near('uuid', 'query', `batch ${uuid()}`);
near('uuid', 'filesEdited', `storage/exports/${uuid()}.csv`);
near('digest', 'text', `image registry.mashtun.io/web@sha256:${pick(HEXL, 64)} is the current release`);
near('digest', 'text', `sha256sum yeastmodel-0.6.1.tar.gz\n${pick(HEXL, 64)}  yeastmodel-0.6.1.tar.gz`);
near('digest', 'summary', `weights checksum sha512 ${pick(HEXL, 128)}`);
near('sri hash', 'text', `<script src="/vendor/chart.umd.js" integrity="sha384-${pick(B64CH, 64)}" crossorigin="anonymous"></script>`);
near('sri hash', 'text', `"integrity": "sha512-${pick(B64CH, 86)}=="`);
near('sri hash', 'text', `github.com/jackc/pgx/v5 v5.7.1 h1:${pick(B64CH, 43)}=\ngithub.com/jackc/pgx/v5 v5.7.1/go.mod h1:${pick(B64CH, 43)}=`);
near('public key', 'text', `deploy/authorized_keys:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${pick(B64CH, 43)} ana@cellar`);
near('public key', 'text', `-----BEGIN ${'PUBLIC'} KEY-----\n${pick(B64CH, 64)}\n${pick(B64CH, 24)}\n-----END ${'PUBLIC'} KEY-----`);
near('public key', 'text', `-----BEGIN CERTIFICATE-----\n${pick(B64CH, 64)}\n${pick(B64CH, 64)}\n-----END CERTIFICATE-----`);
near('public key', 'text', `age recipient for backups: age1${pick(BECH32.toLowerCase(), 58)}`);
near('public key', 'text', `Release signing key fingerprint: ${pick(UPPER.slice(0, 6) + DIGITS, 40).replace(/(.{4})/g, '$1 ').trim()}`);
near('publishable key', 'text', `STRIPE_PUBLISHABLE_KEY=${'pk'}_live_${pick(ALNUM, 40)}`);
near('publishable key', 'text', `MAPBOX_PUBLIC_TOKEN=${'pk'}.eyJ1IjoibWFzaHR1biIsImEiOiJ${pick(ALNUM, 25)}.${pick(URLCH, 22)}`);
near('publishable key', 'text', `Sentry DSN for the tablet app is public by design: https://${pick(HEXL, 32)}@errors.mashtun.io/4`);
near('publishable key', 'text', `recaptcha site key: 6L${pick(URLCH, 38)}`);
near('placeholder', 'text', `STRIPE_SECRET_KEY=${'sk'}_live_your_key_here`);
near('placeholder', 'text', `GITHUB_TOKEN=${'gh'}p_${'x'.repeat(36)}`);
near('placeholder', 'text', 'Authorization: Bearer <YOUR_API_TOKEN>');
near('placeholder', 'text', 'password: "" # set DATABASE_PASSWORD in the environment instead');
near('placeholder', 'text', 'AWS_SECRET_ACCESS_KEY=...');
near('placeholder', 'text', 'OPENAI_API_KEY=sk-REPLACE_ME');
near('placeholder', 'tags', 'api-key-rotation');
near('secret reference', 'text', 'STRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}');
near('secret reference', 'text', 'env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}');
near('secret reference', 'text', 'password: <%= ENV.fetch("DATABASE_PASSWORD") %>');
near('secret reference', 'text', 'token = "op://mashtun-prod/github-release-bot/credential"');
near('secret reference', 'text', 'export VAULT_TOKEN=$(vault print token)');
near('secret reference', 'text', '          valueFrom:\n            secretKeyRef:\n              name: web-db\n              key: POSTGRES_PASSWORD');
near('secret reference', 'text', 'api_key: {{ .Values.mailgun.apiKey | quote }}');
near('secret reference', 'summary', 'Rails.application.credentials.dig(:stripe, :secret_key)');
near('secret-named setting', 'text', 'max_tokens: 4096\ntemperature: 0.2');
near('secret-named setting', 'text', 'password_min_length = 12\npassword_max_age_days = 365');
near('secret-named setting', 'text', 'config.secret_key_base must be at least 128 hex characters; generate it with bin/rails secret.');
near('secret-named setting', 'text', 'TOKEN_TTL_SECONDS=900\nSESSION_SECRET_ROTATION=weekly');
near('secret-named setting', 'text', 'api_key_header: X-Mashtun-Key\nauth_timeout: 30');
near('secret-named setting', 'query', 'where is the token refresh interval set');
near('secret-named setting', 'title', 'Secret rotation runbook');
near('other id', 'text', `AWS_REGION=eu-central-1\nS3_BUCKET=mashtun-archive\nROLE_ARN=arn:aws:iam::${pick(DIGITS, 12)}:role/mashtun-uploader`);
near('other id', 'text', `Twilio account SID AC${pick(HEXL, 32)} (not a secret; the auth token lives in vault).`);
near('other id', 'text', `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${pick(B64CH, 60)}`);
near('other id', 'text', `Sensor frame hex: ${pick(HEXL, 48)}`);
near('other id', 'filesEdited', 'config/credentials/production.yml.enc');
near('other id', 'projectPath', '/home/ana/src/mashtun-secrets-manager');

export const UNSEEN_SECRET_CASES: readonly RedactionMeasureCase[] = cases;
