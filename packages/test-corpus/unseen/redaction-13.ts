/**
 * Blind redaction set 13, written on 2026-12-07 by a helper (h55-blind) who had not read the
 * redactor, its patterns, its decoders, the instruction gate, provenance, attestation, their tests,
 * the committed corpus or the other blind sets' cases. Read: issues #18 and #19 (their opening
 * sections), the measure runner `src/measureRedaction.ts` (types and doors), the harness test
 * `test/unseenRedaction.test.ts`, and redaction-12's header and first alphabet constants. Vendor
 * token shapes come from the vendors' public formats as the writer remembers them (prefix,
 * alphabet, length, checksum); gitleaks rule ids are cited only where the writer believes the rule
 * exists. GitHub (classic) and npm tokens end in the base62 CRC32 of their random part and NATS
 * nkey seeds end in a CRC16/XMODEM over their payload: both computed here at run time.
 * The fictional project is "semaphore", a railway signalling simulator (C++ core with CMake and
 * vcpkg, Python tooling with Poetry, a Go telemetry gateway on NATS and PostgreSQL, an Angular
 * console with Yarn, GitLab and GitLab CI, Ansible to Hetzner, self-hosted Sentry).
 * Secret cases place a credential where a careful tool must find it: vendor tokens in prose, .env,
 * YAML, JSON, TOML, INI, Dockerfiles, Kubernetes manifests, GitLab CI, shell history, curl,
 * chat pastes, logs and panics, SQL, here-docs and multi-line values; context-named values
 * (passwords and keys named by their key, flag or URL); transformed values (base64, hex, split over
 * spaces, lines and zero-width characters, percent-encoding, JSON \u escapes); and every other door
 * (title, summary, tags, tripwires, filesEdited, source, recall query, project path).
 * Near-misses (SHAs, UUIDs, digests, SRI and go.sum hashes, public keys, publishable keys,
 * placeholders, secret references, non-secret values under secret-like keys) must stay intact.
 * Placements name kinds of place (two or more cases each). Every value is fake, generated from a
 * seeded generator with split prefixes (most carry a "Fake"/"FAKE"/"fake" marker where the
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

// Seeded xorshift generator: the same fake values on every run.
let state = 0x5e3a_f0c1;
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
const j = (...parts: string[]): string => parts.join('');

// CRC32 (IEEE) and base62, for GitHub classic and npm token checksums.
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
/** A checksummed token: prefix + 30 random base62-alphabet chars + base62 CRC32 of those 30. */
function checksummed(prefix: string[]): string {
  const body = faked(ALNUM, 30);
  return j(...prefix) + body + base62(crc32(body), 6);
}

// CRC16/XMODEM and base32, for a NATS user nkey seed ("SU…", 58 chars).
function crc16(bytes: number[]): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}
function base32(bytes: number[]): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += B32CH[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32CH[(value << (5 - bits)) & 31];
  return out;
}
function natsUserSeed(): string {
  const seedPrefix = 18 << 3;
  const userPrefix = 20 << 3;
  const raw = [seedPrefix | (userPrefix >> 5), (userPrefix & 31) << 3, ...Array.from({ length: 32 }, () => nextU32() & 0xff)];
  const crc = crc16(raw);
  return base32([...raw, crc & 0xff, crc >> 8]);
}

const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const b64url = (s: string): string => Buffer.from(s, 'utf8').toString('base64url');
const jwt = (): string =>
  [
    b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    b64url(JSON.stringify({ sub: 'dispatcher-fake', iss: 'semaphore', iat: 1796000000, scope: 'console:admin' })),
    faked(URLCH, 43),
  ].join('.');

// ---------------------------------------------------------------------------------------------
// Vendor tokens (values fixed at load from the seeded generator).

interface Vendor {
  name: string;
  envVar: string;
  rule?: string;
  value: string;
}
const V: Vendor[] = [
  { name: 'GitHub classic PAT', envVar: 'GITHUB_TOKEN', rule: 'github-pat', value: checksummed(['gh', 'p_']) },
  { name: 'GitHub OAuth token', envVar: 'GH_OAUTH', rule: 'github-oauth', value: checksummed(['gh', 'o_']) },
  { name: 'GitHub app token', envVar: 'GH_APP_TOKEN', rule: 'github-app-token', value: checksummed(['gh', 's_']) },
  { name: 'GitHub fine-grained PAT', envVar: 'GH_FG_TOKEN', rule: 'github-fine-grained-pat', value: j('github', '_pat_', faked(ALNUM, 22), '_', faked(ALNUM, 59)) },
  { name: 'GitLab PAT', envVar: 'GITLAB_TOKEN', rule: 'gitlab-pat', value: j('gl', 'pat-', faked(URLCH, 20)) },
  { name: 'GitLab runner token', envVar: 'CI_RUNNER_TOKEN', value: j('gl', 'rt-', faked(URLCH, 20)) },
  { name: 'GitLab deploy token', envVar: 'GITLAB_DEPLOY_TOKEN', value: j('gl', 'dt-', faked(URLCH, 20)) },
  { name: 'npm token', envVar: 'NPM_TOKEN', rule: 'npm-access-token', value: checksummed(['np', 'm_']) },
  { name: 'AWS access key id', envVar: 'AWS_ACCESS_KEY_ID', rule: 'aws-access-token', value: j('AK', 'IA', faked(UPPER + '234567', 16, 'FAKE')) },
  { name: 'Slack bot token', envVar: 'SLACK_BOT_TOKEN', rule: 'slack-bot-token', value: j('xo', 'xb-', pick(DIGITS, 12), '-', pick(DIGITS, 13), '-', faked(ALNUM, 24)) },
  { name: 'Stripe secret key', envVar: 'STRIPE_SECRET_KEY', rule: 'stripe-access-token', value: j('sk', '_live_', faked(ALNUM, 99)) },
  { name: 'Stripe webhook secret', envVar: 'STRIPE_WEBHOOK_SECRET', value: j('wh', 'sec_', faked(ALNUM, 32)) },
  { name: 'OpenAI key', envVar: 'OPENAI_API_KEY', rule: 'openai-api-key', value: j('sk', '-proj-', faked(URLCH, 74), 'T3Blbk', 'FJ', faked(URLCH, 74)) },
  { name: 'Anthropic key', envVar: 'ANTHROPIC_API_KEY', rule: 'anthropic-api-key', value: j('sk', '-ant-api03-', faked(URLCH, 93), 'AA') },
  { name: 'Google API key', envVar: 'GOOGLE_MAPS_KEY', rule: 'gcp-api-key', value: j('AI', 'za', faked(URLCH, 35)) },
  { name: 'SendGrid key', envVar: 'SENDGRID_API_KEY', rule: 'sendgrid-api-token', value: j('S', 'G.', faked(URLCH, 22), '.', faked(URLCH, 43)) },
  { name: 'Vault service token', envVar: 'VAULT_TOKEN', rule: 'vault-service-token', value: j('hv', 's.', faked(URLCH, 90)) },
  { name: 'Doppler token', envVar: 'DOPPLER_TOKEN', rule: 'doppler-api-token', value: j('dp', '.pt.', faked(ALNUM, 43)) },
  { name: 'Databricks token', envVar: 'DATABRICKS_TOKEN', rule: 'databricks-api-token', value: j('da', 'pi', pick(HEXL, 32)) },
  { name: 'Hugging Face token', envVar: 'HF_TOKEN', rule: 'huggingface-access-token', value: j('h', 'f_', faked(UPPER + LOWER, 34)) },
  { name: 'Shopify token', envVar: 'SHOPIFY_TOKEN', rule: 'shopify-access-token', value: j('sh', 'pat_', pick(HEXL, 32)) },
  { name: 'Linear key', envVar: 'LINEAR_API_KEY', rule: 'linear-api-key', value: j('lin', '_api_', faked(ALNUM, 40)) },
  { name: 'PyPI token', envVar: 'POETRY_PYPI_TOKEN_PYPI', rule: 'pypi-upload-token', value: j('py', 'pi-', 'AgEIcHlwaS5vcmc', faked(URLCH, 70)) },
  { name: 'Docker Hub PAT', envVar: 'DOCKERHUB_TOKEN', value: j('dc', 'kr_pat_', faked(URLCH, 27)) },
  { name: 'DigitalOcean PAT', envVar: 'DIGITALOCEAN_TOKEN', value: j('do', 'p_v1_', pick(HEXL, 64)) },
  { name: 'Telegram bot token', envVar: 'TELEGRAM_BOT_TOKEN', rule: 'telegram-bot-api-token', value: j(pick(DIGITS, 10), ':', 'AA', faked(URLCH, 33)) },
  { name: 'Mailgun key', envVar: 'MAILGUN_API_KEY', rule: 'mailgun-private-api-token', value: j('ke', 'y-', pick(HEXL, 32)) },
  { name: 'Grafana service account token', envVar: 'GRAFANA_TOKEN', rule: 'grafana-service-account-token', value: j('gl', 'sa_', faked(ALNUM, 32), '_', pick(HEXL, 8)) },
  { name: 'Sentry user auth token', envVar: 'SENTRY_AUTH_TOKEN', value: j('sn', 'tryu_', pick(HEXL, 64)) },
  { name: 'Postman key', envVar: 'POSTMAN_API_KEY', value: j('PM', 'AK-', pick(HEXL, 24), '-', pick(HEXL, 34)) },
  { name: 'Fly.io token', envVar: 'FLY_API_TOKEN', value: j('Fly', 'V1 ', 'fm2_', faked(B64CH, 120)) },
  { name: 'NATS user seed', envVar: 'NATS_NKEY_SEED', value: natsUserSeed() },
  { name: 'Hetzner Cloud token', envVar: 'HCLOUD_TOKEN', value: faked(ALNUM, 64) },
  { name: 'JWT', envVar: 'CONSOLE_SESSION_JWT', rule: 'jwt', value: jwt() },
  { name: 'Azure storage key', envVar: 'AZURE_STORAGE_KEY', value: `${faked(B64CH, 86)}==` },
];
const vendor = (name: string): Vendor => {
  const v = V.find((x) => x.name === name);
  if (!v) throw new Error(`no vendor ${name}`);
  return v;
};

// Where a vendor token is put: a kind of place and the whole string.
type Place = [placement: string, make: (v: Vendor) => string];
const PLACES: Place[] = [
  ['vendor prose', (v) => `Rotated the ${v.name} today; the new one is ${v.value} and the old one is revoked.`],
  ['env file', (v) => `# gateway/.env\nPGHOST=localhost\n${v.envVar}=${v.value}\nLOG_LEVEL=info`],
  ['gitlab ci', (v) => `variables:\n  GIT_DEPTH: "10"\n  ${v.envVar}: "${v.value}"\ngateway:\n  script: ["go test ./..."]`],
  ['json config', (v) => JSON.stringify({ service: 'gateway', integrations: { [v.envVar.toLowerCase()]: v.value } }, null, 2)],
  ['shell history', (v) => `  811  cd ~/semaphore/gateway\n  812  export ${v.envVar}='${v.value}'\n  813  go run ./cmd/gateway`],
  ['chat paste', (v) => `[09:14] <ilse> can't reach it, use mine for now: ${v.value}\n[09:15] <bart> thx`],
  ['log line', (v) => `2026-12-02T07:41:09Z ERROR gateway/auth.go:88 upstream rejected credential token=${v.value} status=401`],
  ['dockerfile', (v) => `FROM golang:1.23 AS build\nWORKDIR /src\nENV ${v.envVar}=${v.value}\nRUN go build ./cmd/gateway`],
  ['kubernetes secret', (v) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: gateway\nstringData:\n  ${v.envVar}: ${v.value}`],
  ['toml config', (v) => `[integrations]\nname = "${v.name}"\ntoken = "${v.value}"`],
];

const cases: RedactionMeasureCase[] = [];
const secretCase = (placement: string, basis: string, value: string, secrets: string[], door: RedactionDoor = 'text', rule?: string): void => {
  cases.push({ expect: 'secret', placement, basis, door, ...(rule ? { gitleaksRule: rule } : {}), build: () => value, secrets: () => secrets });
};
const nearCase = (placement: string, value: string, door: RedactionDoor = 'text'): void => {
  cases.push({ expect: 'near-miss', placement, basis: 'near-miss', door, build: () => value, secrets: () => [] });
};

// Every vendor token in three places (rotating through the kinds of place).
V.forEach((v, i) => {
  for (let k = 0; k < 3; k++) {
    const [placement, make] = PLACES[(i + k * 4) % PLACES.length] as Place;
    secretCase(placement, 'vendor', make(v), [v.value], 'text', v.rule);
  }
});

// ---------------------------------------------------------------------------------------------
// Credentials named by their context (no vendor prefix).

const pw = (): string => faked(ALNUM + '!#%+', 20, 'fake');
const ctx = (placement: string, make: (p: string) => string, count = 2): void => {
  for (let i = 0; i < count; i++) {
    const p = pw();
    secretCase(placement, 'context', make(p), [p]);
  }
};
ctx('env file', (p) => `PGUSER=semaphore\nPGPASSWORD=${p}\nPGDATABASE=semaphore_dev`);
ctx('env file', (p) => `NATS_URL=nats://gateway:${p}@nats.internal:4222`, 1);
ctx('connection uri', (p) => `DATABASE_URL=postgres://semaphore:${p}@db.internal:5432/semaphore?sslmode=require`);
ctx('connection uri', (p) => `amqp://sim:${p}@rabbit.internal:5672/%2F`, 1);
ctx('connection uri', (p) => `redis://:${p}@cache.internal:6379/0`, 1);
ctx('connection uri', (p) => `mongodb+srv://replay:${p}@cluster0.internal.example/replays`, 1);
ctx('shell history', (p) => `  402  psql "host=db.internal user=semaphore password=${p} dbname=semaphore"`, 1);
ctx('shell history', (p) => `  403  mysql -u legacy -p${p} -h 10.0.4.12 timetable_archive`, 1);
ctx('shell history', (p) => `  404  redis-cli -h cache.internal -a ${p} FLUSHDB`, 1);
ctx('shell history', (p) => `  405  sshpass -p '${p}' ssh deploy@sim-01.semaphore-sim.net`, 1);
ctx('shell history', (p) => `  406  docker login registry.semaphore-sim.net -u ci --password ${p}`, 1);
ctx('shell history', (p) => `  407  nats --server nats://ops:${p}@localhost:4222 sub 'telemetry.>'`, 1);
ctx('yaml config', (p) => `database:\n  host: db.internal\n  user: semaphore\n  password: "${p}"  # rotated Nov`);
ctx('yaml config', (p) => `ansible_become_password: ${p}\nansible_user: deploy`, 1);
ctx('ini file', (p) => `[gateway]\nlisten = :8080\n\n[database]\nuser = semaphore\npassword = ${p}`);
ctx('ini file', (p) => `# deploy/hosts.ini\n[sim]\nsim-01 ansible_host=10.0.4.21 ansible_ssh_pass=${p}`, 1);
ctx('toml config', (p) => `[tool.poetry.http-basic.internal]\nusername = "ci"\npassword = "${p}"`, 1);
ctx('netrc', (p) => `machine gitlab.semaphore-sim.net\n  login ci-bot\n  password ${p}`);
ctx('credential file', (p) => `db.internal:5432:semaphore:semaphore:${p}`, 1);
ctx('credential file', (p) => `https://ci-bot:${p}@gitlab.semaphore-sim.net`, 1);
ctx('sql', (p) => `CREATE ROLE telemetry_writer LOGIN PASSWORD '${p}';`);
ctx('sql', (p) => `ALTER USER replay WITH PASSWORD '${p}' VALID UNTIL '2027-01-01';`, 1);
ctx('here-doc', (p) => `cat > /etc/semaphore/gateway.env <<EOF\nPGPASSWORD=${p}\nEOF`);
ctx('curl', (p) => `curl -u admin:${p} https://sentry.semaphore-sim.net/api/0/projects/`);
ctx('curl', (p) => `curl -H "X-Api-Key: ${p}" https://console.semaphore-sim.net/api/routes`, 1);
ctx('code', (p) => `db, err := pgx.Connect(ctx, "user=semaphore password=${p} host=db.internal")`);
ctx('code', (p) => `client = Client(base_url="https://api.semaphore-sim.net", api_key="${p}")`, 1);
ctx('code', (p) => `const char* kVaultPassword = "${p}";`, 1);
ctx('chat paste', (p) => `<bart> the staging db password is ${p} — don't share`, 2);
{
  const p = pw();
  const auth = b64(`ci:${p}`);
  secretCase('credential file', 'context', JSON.stringify({ auths: { 'registry.semaphore-sim.net': { auth } } }, null, 2), [auth, p]);
  const q = pw();
  secretCase('kubernetes secret', 'context', `apiVersion: v1\nkind: Secret\nmetadata:\n  name: gateway-db\ndata:\n  password: ${b64(q)}`, [b64(q), q]);
}
ctx('log line', (p) => `level=debug msg="connecting" dsn="postgres://semaphore:${p}@db:5432/semaphore"`, 1);
ctx('multi-line value', (p) => `SIM_LICENSE_KEY="-----BEGIN LICENSE-----\n${p}\n${p.split('').reverse().join('')}\n-----END LICENSE-----"`, 2);

// Context pairs: an id that is not itself secret beside the secret that is.
{
  const sid = j('S', 'K', pick(HEXL, 32));
  const secret = faked(ALNUM, 32);
  secretCase('vendor pair', 'context', `TWILIO_API_KEY=${sid}\nTWILIO_API_SECRET=${secret}`, [secret], 'text', undefined);
  const akid = j('AK', 'IA', faked(UPPER + '234567', 16, 'FAKE'));
  const sak = faked(B64CH, 40);
  secretCase('vendor pair', 'context', `[default]\naws_access_key_id = ${akid}\naws_secret_access_key = ${sak}`, [akid, sak], 'text', 'aws-access-token');
  const dsnKey = pick(HEXL, 32);
  secretCase('vendor pair', 'context', `SENTRY_DSN=https://${dsnKey}:${pick(HEXL, 32)}@sentry.semaphore-sim.net/4`, [dsnKey], 'text');
}

// Private keys.
{
  const body = Array.from({ length: 6 }, () => faked(B64CH, 70)).join('\n');
  secretCase('private key', 'vendor', `-----BEGIN OPENSSH PRIVATE KEY-----\n${body}\n-----END OPENSSH PRIVATE KEY-----`, [body.split('\n')[2] as string], 'text', 'private-key');
  const body2 = Array.from({ length: 8 }, () => faked(B64CH, 64)).join('\n');
  secretCase('private key', 'vendor', `deploy key in ansible:\n    -----BEGIN RSA PRIVATE KEY-----\n${body2}\n    -----END RSA PRIVATE KEY-----`, [body2.split('\n')[4] as string], 'text', 'private-key');
  const seed = natsUserSeed();
  secretCase('private key', 'vendor', `-----BEGIN NATS USER JWT-----\n${jwt()}\n------END NATS USER JWT------\n\n-----BEGIN USER NKEY SEED-----\n${seed}\n------END USER NKEY SEED------`, [seed]);
}

// ---------------------------------------------------------------------------------------------
// Transformed values.

{
  const gh = vendor('GitHub classic PAT').value;
  const gl = vendor('GitLab PAT').value;
  const np = vendor('npm token').value;
  const sk = vendor('Stripe secret key').value;
  const ant = vendor('Anthropic key').value;
  const half = (s: string): [string, string] => [s.slice(0, Math.ceil(s.length / 2)), s.slice(Math.ceil(s.length / 2))];
  const chunks = (s: string, n: number): string[] => s.match(new RegExp(`.{1,${n}}`, 'g')) ?? [];
  for (const t of [gh, gl]) secretCase('base64', 'transformed', `token (b64): ${b64(t)}`, [b64(t), t]);
  for (const t of [np, sk]) secretCase('base64', 'transformed', `echo ${b64(`GITLAB_TOKEN=${t}`)} | base64 -d >> .env`, [b64(`GITLAB_TOKEN=${t}`), t]);
  for (const t of [gh, ant]) {
    const hx = Buffer.from(t, 'utf8').toString('hex');
    secretCase('hex', 'transformed', `payload hex ${hx}`, [hx, t]);
  }
  for (const t of [gl, np]) {
    const c = chunks(t, 10);
    secretCase('split over spaces', 'transformed', `token in parts: ${c.join(' ')}`, [t, ...c.filter((x) => x.length >= 10)]);
  }
  for (const t of [sk, gh]) {
    const [a, b] = half(t);
    secretCase('split over lines', 'transformed', `first half:\n${a}\nsecond half:\n${b}`, [t, a, b]);
  }
  for (const t of [gh, gl, ant]) {
    const [a, b] = half(t);
    secretCase('zero-width', 'transformed', `${a}\u200b${b}`, [t, a, b]);
  }
  for (const t of [np, sk]) {
    const z = [...t].join('\u2060');
    secretCase('zero-width', 'transformed', `NPM_TOKEN=${z}`, [t, z]);
  }
  for (const t of [ant, vendor('Vault service token').value]) {
    const esc = [...t].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    secretCase('json escape', 'transformed', `{"token": "${esc}"}`, [esc, t]);
  }
  for (const t of [pw(), pw()]) {
    const enc = encodeURIComponent(`${t}/+=`);
    secretCase('percent-encoded', 'transformed', `postgres://semaphore:${enc}@db.internal/semaphore`, [enc, t]);
  }
  for (const t of [gh, sk]) {
    const rev = [...t].reverse().join('');
    secretCase('reversed', 'transformed', `reversed so the scanner misses it: ${rev}`, [rev, t]);
  }
}

// ---------------------------------------------------------------------------------------------
// Other doors.

{
  const d = (placement: string, door: RedactionDoor, make: (t: string) => string, t: string, rule?: string): void =>
    secretCase(placement, 'door', make(t), [t], door, rule);
  d('title door', 'title', (t) => `Rotate ${t} before Friday`, vendor('GitLab deploy token').value);
  d('title door', 'title', (t) => `staging pw ${t}`, pw());
  d('summary door', 'summary', (t) => `Gateway failed to auth against NATS; seed was ${t}.`, vendor('NATS user seed').value);
  d('summary door', 'summary', (t) => `Fixed deploy; HCLOUD_TOKEN=${t} now in vault.`, vendor('Hetzner Cloud token').value);
  d('tag door', 'tags', (t) => t, vendor('Slack bot token').value, 'slack-bot-token');
  d('tag door', 'tags', (t) => `token:${t}`, vendor('Doppler token').value, 'doppler-api-token');
  d('tripwire door', 'tripwires', (t) => `if auth fails again with ${t}, rotate it`, vendor('Sentry user auth token').value);
  d('tripwire door', 'tripwires', (t) => `revisit when key ${t} expires`, vendor('Google API key').value, 'gcp-api-key');
  d('files door', 'filesEdited', (t) => `deploy/secrets/${t}.env`, vendor('Hugging Face token').value, 'huggingface-access-token');
  d('files door', 'filesEdited', (t) => `tools/.cache/${t}/session.json`, vendor('Linear key').value, 'linear-api-key');
  d('source door', 'source', (t) => `https://oauth2:${t}@gitlab.semaphore-sim.net/semaphore/semaphore.git`, vendor('GitLab PAT').value, 'gitlab-pat');
  d('source door', 'source', (t) => `https://console.semaphore-sim.net/replay?access_token=${t}`, vendor('JWT').value, 'jwt');
  d('source door', 'source', (t) => `https://hooks.slack.com/services/T0${t}`, j(pick(UPPER + DIGITS, 8), '/B0', pick(UPPER + DIGITS, 8), '/', faked(ALNUM, 24)), 'slack-webhook-url');
  d('query door', 'query', (t) => `why does ${t} get 401 from the registry`, vendor('npm token').value, 'npm-access-token');
  d('query door', 'query', (t) => `PGPASSWORD=${t} connection refused`, pw());
  d('query door', 'query', (t) => `gateway panic with key ${t}`, vendor('OpenAI key').value, 'openai-api-key');
  d('project path door', 'projectPath', (t) => `/builds/${t}/semaphore`, vendor('GitHub OAuth token').value, 'github-oauth');
  d('project path door', 'projectPath', (t) => `/home/ci/runner-${t}/semaphore`, vendor('GitLab runner token').value);
  d('project path door', 'projectPath', (t) => `/srv/checkout/${t}`, vendor('DigitalOcean PAT').value);
}

// ---------------------------------------------------------------------------------------------
// Near-misses: no credential; stored (or used) byte for byte.

{
  const sha = (): string => pick(HEXL, 40);
  const sha256 = (): string => pick(HEXL, 64);
  const uuid = (): string => `${pick(HEXL, 8)}-${pick(HEXL, 4)}-4${pick(HEXL, 3)}-a${pick(HEXL, 3)}-${pick(HEXL, 12)}`;
  const sri = (): string => `sha512-${Buffer.from(Array.from({ length: 64 }, () => nextU32() & 0xff)).toString('base64')}`;
  nearCase('git sha', `Bisected the flank-protection regression to commit ${sha()}.`);
  nearCase('git sha', `Reverted ${sha()} and ${sha()}; both touched route_table.cpp.`);
  nearCase('git sha', `CI_COMMIT_SHA=${sha()}`);
  nearCase('uuid', `Scenario run id ${uuid()} reproduced the deadlock.`);
  nearCase('uuid', `{"request_id": "${uuid()}", "status": 200}`);
  nearCase('uuid', `session_token_id: ${uuid()}  # an id, the token itself lives in vault`);
  nearCase('hash', `sha256sum of the route fixture: ${sha256()}  fixtures/routes.json`);
  nearCase('hash', `checksum = "${sha256()}"`);
  nearCase('hash', `md5 of the layout export is ${pick(HEXL, 32)}`);
  nearCase('integrity', `"integrity": "${sri()}"`);
  nearCase('integrity', `  resolution: "rxjs@npm:7.8.1"\n  checksum: 10/${pick(HEXL, 128)}`);
  nearCase('integrity', `github.com/jackc/pgx/v5 v5.7.1 h1:${Buffer.from(Array.from({ length: 32 }, () => nextU32() & 0xff)).toString('base64')}`);
  nearCase('image digest', `image: registry.semaphore-sim.net/gateway@sha256:${sha256()}`);
  nearCase('image digest', `FROM golang:1.23@sha256:${sha256()}`);
  nearCase('public key', `ssh-ed25519 ${b64(`\0\0\0\x0bssh-ed25519\0\0\0 ${pick(ALNUM, 32)}`)} deploy@semaphore`);
  nearCase('public key', `GPG fingerprint for release signing: ${pick(HEXL.toUpperCase(), 40).replace(/(.{4})/g, '$1 ').trim()}`);
  nearCase('publishable key', `STRIPE_PUBLISHABLE_KEY=${j('pk', '_live_')}${pick(ALNUM, 24)}`);
  nearCase('publishable key', `Sentry public DSN for the console bundle is set at build time from the vault.`);
  nearCase('placeholder', 'GITLAB_TOKEN=<your-gitlab-token>');
  nearCase('placeholder', 'PGPASSWORD is set by direnv from .envrc.local, which is never committed.');
  nearCase('placeholder', 'password: ${DB_PASSWORD}');
  nearCase('placeholder', 'HCLOUD_TOKEN=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx');
  nearCase('placeholder', 'api_key: "REPLACE_ME"');
  nearCase('secret reference', 'password: "{{ vault_db_password }}"');
  nearCase('secret reference', 'valueFrom:\n  secretKeyRef:\n    name: gateway-db\n    key: password');
  nearCase('secret reference', 'SENTRY_DSN is read from vault:secret/data/semaphore/sentry#dsn');
  nearCase('secret reference', 'token: ${{ secrets.GITLAB_TOKEN }}');
  nearCase('secret-like key', 'password_min_length = 14');
  nearCase('secret-like key', 'token_ttl_seconds: 3600');
  nearCase('secret-like key', 'SECRET_ROTATION_DAYS=90');
  nearCase('secret-like key', 'auth_mode: "oidc"');
  nearCase('secret-like key', 'api_key_header = "X-Api-Key"');
  nearCase('secret-like key', 'passwordless: true');
  nearCase('secret-like key', 'token_bucket_capacity = 500');
  nearCase('code identifier', 'func (s *Store) RotateGatewayTokenIfExpired(ctx context.Context) error');
  nearCase('code identifier', 'SEMAPHORE_INTERLOCKING_ROUTE_TABLE_CHECKSUM_VERIFICATION_ENABLED=1');
  nearCase('code identifier', 'class PasswordPolicyValidator(BaseModel): ...');
  nearCase('version and time', 'Upgraded nats.go to v1.37.0 on 2026-11-30T14:22:05Z; pgx to v5.7.1.');
  nearCase('version and time', 'semaphore-core 3.2.0+build.20261130.8f3c2a1');
  nearCase('base64 data', `fixture layout (base64 of plain JSON): ${b64(JSON.stringify({ station: 'Ashby Junction', signals: 14, points: 6 }))}`);
  nearCase('base64 data', `icon: data:image/png;base64,${Buffer.from(Array.from({ length: 60 }, () => nextU32() & 0xff)).toString('base64')}`);
  nearCase('documented example', 'AWS docs use AKIAIOSFODNN7EXAMPLE as their example key id.');
  nearCase('documented example', 'The JWT spec example header is eyJhbGciOiJIUzI1NiJ9 (just {"alg":"HS256"}).');
  // near-misses through other doors
  nearCase('other door', `bisect ${sha()}`, 'title');
  nearCase('other door', `Regression from ${sha()} fixed in route_table.cpp.`, 'summary');
  nearCase('other door', `run-${uuid()}`, 'tags');
  nearCase('other door', `if image digest sha256:${sha256()} changes, re-run golden tests`, 'tripwires');
  nearCase('other door', 'core/src/track_circuit.cpp', 'filesEdited');
  nearCase('other door', `https://gitlab.semaphore-sim.net/semaphore/semaphore/-/commit/${sha()}`, 'source');
  nearCase('other door', `scenario ${uuid()} deadlock`, 'query');
  nearCase('other door', `/home/dev/projects/semaphore-${pick(HEXL, 8)}`, 'projectPath');
  nearCase('other door', 'token_ttl_seconds', 'query');
}

/** Every case of the set: secret placements first, then near-misses. */
export const UNSEEN_SECRET_CASES: readonly RedactionMeasureCase[] = cases;
