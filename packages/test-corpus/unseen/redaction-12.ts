/**
 * Blind redaction set 12, written on 2026-12-06 by a helper (h54-blind) who had not read the
 * redactor, its patterns, its decoders, the instruction gate, their tests, the committed corpus or
 * the other blind sets' cases (only issues #18 and #19, the design notes, the first 45 lines —
 * header and exported shape — of gate-11 and redaction-11 plus redaction-11's value helpers, the
 * measure types and the two harness files were read). Vendor token shapes were re-derived from
 * the vendors' documented formats (prefix, alphabet, length, checksum) as remembered from their
 * public docs; gitleaks rule ids are cited by id only, and only where such a rule is believed to
 * exist. GitHub and npm tokens end in the base62 CRC32 of their random part, computed here; age
 * secret keys are bech32, computed here.
 * The fictional project is "saltmarsh", a tide-gauge and coastal flood-warning network (a Rust /
 * Tokio ingest service with sqlx on PostGIS and rumqttc, an Elixir / Phoenix alerting service with
 * Ecto and Oban, a SvelteKit map, a Kotlin Android app, Gitea, Buildkite, Terraform on OVHcloud,
 * GlitchTip).
 * Secret cases place a credential where a careful tool must find it: vendor tokens of some sixty
 * vendors in prose, chat pastes, code and config; context-named values in .env files, YAML, TOML,
 * INI, JSON, XML, HCL, Helm values, docker-compose, Kubernetes secrets, .npmrc, .pypirc, .netrc,
 * .pgpass, .git-credentials, ssh config, Gradle properties, Elixir runtime config, Buildkite and
 * Gitea Actions pipelines; shell history (psql, mysql, mongosh, redis-cli -a, mosquitto_pub,
 * sshpass, openssl, htpasswd, docker login, gh, vault, ovh, kubectl), curl and httpie commands with
 * headers, connection URIs for a dozen databases and brokers, log lines, stack traces and panics,
 * chat pastes, code assigning secrets in ten languages; JWTs; private keys (OpenSSH, RSA, EC,
 * PKCS#8, PGP); webhook URLs carrying their secret; transformed forms (base64, hex, URL-encoded,
 * split over spaces, lines and zero-width characters, JSON \u escapes); and every other door
 * (title, summary, tags, tripwires, filesEdited, source, recall query, project path).
 * Near-misses (git SHAs, UUIDs, hashes, SRI and lockfile integrity strings, image digests, key
 * fingerprints, public keys and certificates, publishable keys, placeholders, secret references,
 * port flags, limits named like secrets, documented example values) hold no credential and must
 * be stored byte for byte, some through other doors.
 * Placements name kinds of place (two or more cases each), so a per-placement figure never names
 * one case. Every secret-looking value is fake (a FAKE, Fake, fake or dead marker where its
 * alphabet allows) and assembled at run time from split prefixes and a seeded generator, so no
 * scanner trips on this file. Never tuned against: figures are reported, not fitted.
 */
import type { RedactionDoor, RedactionMeasureCase } from '../src/measureRedaction.js';

const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LO = 'abcdefghijklmnopqrstuvwxyz';
const NUM = '0123456789';
const AN = UP + LO + NUM;
const HX = '0123456789abcdef';
const HXU = HX.toUpperCase();
const B64 = AN + '+/';
const URLSAFE = AN + '-_';
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const LONUM = LO + NUM;
const UPNUM = UP + NUM;

// A seeded xorshift32 generator: the same values on every run and in every process.
let state = 0x5a17_3a25;
function next(): number {
  state ^= state << 13;
  state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5;
  state >>>= 0;
  return state;
}
/** `n` characters of `alphabet`. */
function rand(alphabet: string, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[next() % alphabet.length];
  return s;
}
/** `n` characters of `alphabet` carrying a fake marker after the first two, where the alphabet allows one. */
function fk(alphabet: string, n: number): string {
  const marker = ['FAKE', 'Fake', 'fake', 'dead', 'FA4E'].find((m) => [...m].every((c) => alphabet.includes(c))) ?? '';
  const body = rand(alphabet, n);
  return n < marker.length + 4 ? body : body.slice(0, 2) + marker + body.slice(2 + marker.length);
}
const digits = (n: number): string => String(1 + (next() % 9)) + rand(NUM, n - 1);
/** A password-like value with no vendor shape. */
const uuid = (): string => `${rand(HX, 8)}-${rand(HX, 4)}-4${rand(HX, 3)}-8${rand(HX, 3)}-${rand(HX, 12)}`;
const pw = (): string => `Fk${rand(AN, 5)}!${rand(AN, 4)}#${rand(LONUM, 4)}`;

// Checksums the formats carry.
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
const B62 = NUM + UP + LO;
function base62(n: number, width: number): string {
  let s = '';
  let v = n;
  while (v > 0) {
    s = B62[v % 62] + s;
    v = Math.floor(v / 62);
  }
  return s.padStart(width, '0');
}
/** A GitHub / npm style token: prefix, 30 random characters, 6-character base62 CRC32 of them. */
const checksummed = (prefix: string): string => {
  const body = fk(AN, 30);
  return prefix + body + base62(crc32(body), 6);
};
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function bech32(hrp: string, data: Buffer): string {
  const words: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const b of data) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((acc >> bits) & 31);
    }
  }
  if (bits > 0) words.push((acc << (5 - bits)) & 31);
  const polymod = (values: number[]): number => {
    const gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
    let chk = 1;
    for (const v of values) {
      const top = chk >> 25;
      chk = ((chk & 0x1ffffff) << 5) ^ v;
      for (let i = 0; i < 5; i++) if ((top >> i) & 1) chk ^= gen[i] as number;
    }
    return chk;
  };
  const expanded = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
  const mod = polymod([...expanded, ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >> (5 * (5 - i))) & 31);
  return `${hrp}1${[...words, ...checksum].map((w) => BECH[w]).join('')}`;
}

// Transforms.
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const b64url = (s: string): string => Buffer.from(s, 'utf8').toString('base64url');
const hexOf = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
const pctAll = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const uEscapes = (s: string): string => [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const chunks = (s: string, n: number): string[] => s.match(new RegExp(`.{1,${n}}`, 'g')) ?? [];
/** Both halves of a transformed form: either one surviving counts as a leak. */
const halves = (s: string): string[] => [s.slice(0, Math.ceil(s.length / 2)), s.slice(Math.ceil(s.length / 2))];

const P = {
  ghp: 'gh' + 'p_',
  gho: 'gh' + 'o_',
  ghu: 'gh' + 'u_',
  ghs: 'gh' + 's_',
  ghpat: 'github' + '_pat_',
  glpat: 'gl' + 'pat-',
  gldt: 'gl' + 'dt-',
  glrt: 'gl' + 'rt-',
  npm: 'np' + 'm_',
  pypi: 'py' + 'pi-AgEIcHlwaS5vcmc',
  xoxb: 'xo' + 'xb-',
  xoxp: 'xo' + 'xp-',
  xapp: 'xa' + 'pp-1-',
  slackHook: 'https://hooks.' + 'slack.com/services/',
  discordHook: 'https://discord.com/api/' + 'webhooks/',
  teamsHook: '.webhook.office' + '.com/webhookb2/',
  skLive: 'sk' + '_live_',
  rkLive: 'rk' + '_live_',
  whsec: 'wh' + 'sec_',
  akia: 'AK' + 'IA',
  asia: 'AS' + 'IA',
  aiza: 'AI' + 'za',
  gocspx: 'GOC' + 'SPX-',
  sg: 'S' + 'G.',
  mailgun: 'ke' + 'y-',
  dop: 'do' + 'p_v1_',
  shpat: 'sh' + 'pat_',
  shpss: 'sh' + 'pss_',
  hvs: 'hv' + 's.',
  atlas: '.atl' + 'asv1.',
  doppler: 'dp' + '.pt.',
  linear: 'lin' + '_api_',
  pmak: 'PM' + 'AK-',
  glsa: 'gl' + 'sa_',
  openai: 'sk' + '-proj-',
  anthropic: 'sk' + '-ant-api03-',
  hf: 'h' + 'f_',
  dapi: 'da' + 'pi',
  atlassian: 'ATA' + 'TT3xFfGF0',
  sntryu: 'snt' + 'ryu_',
  heroku: 'HR' + 'KU-AA',
  pulumi: 'pu' + 'l-',
  age: 'AGE-SECRET' + '-KEY-',
  sq: 'EA' + 'AA',
  nrak: 'NR' + 'AK-',
  dt: 'dt0' + 'c01.',
  rubygems: 'ruby' + 'gems_',
  ltai: 'LT' + 'AI',
  pscale: 'pscale' + '_pw_',
  tskey: 'tskey' + '-auth-',
  dckr: 'dckr' + '_pat_',
  sbp: 'sb' + 'p_',
  ntn: 'nt' + 'n_',
  figd: 'fig' + 'd_',
  bkua: 'bk' + 'ua_',
  nfp: 'nf' + 'p_',
  groq: 'gs' + 'k_',
  r8: 'r' + '8_',
  xai: 'xa' + 'i-',
  sgp: 'sg' + 'p_',
  squ: 'sq' + 'u_',
  cfpat: 'CFP' + 'AT-',
  akcp: 'AK' + 'Cp',
  octo: 'AP' + 'I-',
  oy2: 'o' + 'y2',
  atbb: 'AT' + 'BB',
  twilioSk: 'S' + 'K',
  pnu: 'pn' + 'u_',
  sntrys: 'sntr' + 'ys_',
  jwtHead: b64url('{"alg":"HS256","typ":"JWT"}'),
  begin: '-----BEGIN ',
  end: '-----END ',
  priv: 'PRIV' + 'ATE',
};

type Opts = { door?: RedactionDoor; rule?: string };
/** A secret case: `value` is the whole string written, `secrets` what must never be stored or printed. */
function secret(placement: string, basis: string, value: string, secrets: string[], opts: Opts = {}): RedactionMeasureCase {
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
/** A near-miss: `value` must be stored byte for byte. */
function near(placement: string, value: string, door?: RedactionDoor): RedactionMeasureCase {
  return { expect: 'near-miss', placement, basis: 'near-miss', ...(door !== undefined ? { door } : {}), build: () => value, secrets: () => [] };
}
/** A PEM-style block of `label` with `lines` random base64 lines; returns the block and two of its body lines. */
function pem(label: string, lines: number): { block: string; body: string[] } {
  const body = Array.from({ length: lines }, () => fk(B64, 64));
  return { block: [`${P.begin}${label}-----`, ...body, `${P.end}${label}-----`].join('\n'), body: [body[0] as string, body[lines - 1] as string] };
}
/** A signed JWT with the given claims and a fake 43-character HS256 signature. */
const jwt = (claims: string): string => `${P.jwtHead}.${b64url(claims)}.${fk(URLSAFE, 43)}`;

function secretCases(): RedactionMeasureCase[] {
  const out: RedactionMeasureCase[] = [];
  /** One secret `v` placed by `wrap`. */
  const put = (placement: string, basis: string, v: string, wrap: (v: string) => string, opts: Opts = {}): void => {
    out.push(secret(placement, basis, wrap(v), [v], opts));
  };

  // ---- .env files -------------------------------------------------------------------------
  put('env file', 'context', pw(), (v) => `# ingest/.env\nDATABASE_HOST=db.internal\nPOSTGRES_PASSWORD=${v}\nRUST_LOG=info`);
  put('env file', 'context', fk(HX, 40), (v) => `GITEA_TOKEN=${v}\nGITEA_URL=https://git.saltmarsh.dev`);
  put('env file', 'context', fk(HX, 32), (v) => `OVH_APPLICATION_SECRET="${v}"\nOVH_ENDPOINT=ovh-eu`);
  put('env file', 'vendor', checksummed(P.ghp), (v) => `export GITHUB_TOKEN=${v}`, { rule: 'github-pat' });
  put('env file', 'context', pw(), (v) => `MQTT_USERNAME=gauge-ingest\nMQTT_PASSWORD='${v}'`);
  put('env file', 'context', fk(B64, 64), (v) => `SECRET_KEY_BASE=${v}`);
  put('env file', 'vendor', P.bkua + fk(HX, 40), (v) => `BUILDKITE_API_TOKEN=${v} # read_builds only`);
  put('env file', 'context', `neo4j/${pw()}`, (v) => `NEO4J_AUTH=${v}`);

  // ---- YAML ----------------------------------------------------------------------------------
  put('yaml config', 'context', pw(), (v) => `database:\n  host: db.internal\n  user: saltmarsh\n  password: ${v}\n  pool: 10`);
  put('yaml config', 'context', fk(AN, 32), (v) => `glitchtip:\n  dsn_host: errors.saltmarsh.dev\n  auth_token: "${v}"`);
  put(
    'yaml config',
    'vendor',
    P.xoxb + digits(12) + '-' + digits(13) + '-' + fk(AN, 24),
    (v) => `notify:\n  slack:\n    bot_token: ${v}\n    channel: '#tides'`,
    {
      rule: 'slack-bot-token',
    },
  );
  put('yaml config', 'context', fk(AN, 40), (v) => `ovh:\n  endpoint: ovh-eu\n  application_key: ${fk(AN, 16)}\n  consumer_key: ${v}`);

  // ---- TOML -----------------------------------------------------------------------------------
  put('toml config', 'context', pw(), (v) => `[database]\nurl = "postgres://saltmarsh@db.internal/tides"\npassword = "${v}"`);
  put('toml config', 'vendor', P.npm + fk(AN, 36), (v) => `[registries.internal]\nindex = "sparse+https://crates.saltmarsh.dev/"\ntoken = "${v}"`);
  put('toml config', 'context', fk(AN, 32), (v) => `# ~/.cargo/credentials.toml\n[registry]\ntoken = "${v}"`);

  // ---- INI ------------------------------------------------------------------------------------
  put('ini config', 'context', pw(), (v) => `[client]\nuser=report\npassword=${v}\nhost=db.internal`);
  {
    const id = P.akia + fk(B32, 16);
    const key = fk(B64, 40);
    out.push(
      secret('ini config', 'context', `[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${key}\nregion = eu-west-3`, [id, key], {
        rule: 'aws-access-token',
      }),
    );
  }
  put('ini config', 'context', pw(), (v) => `[gitea]\nADMIN_USER = marsh-admin\nADMIN_PASSWD = ${v}`);

  // ---- JSON -----------------------------------------------------------------------------------
  put('json config', 'context', b64(`ci-bot:${pw()}`), (v) => `{"auths":{"registry.saltmarsh.dev":{"auth":"${v}"}}}`);
  put('json config', 'context', fk(AN, 48), (v) => `{"name":"saltmarsh-map","env":{"apiKey":"${v}","region":"gra"}}`);
  {
    const k = pem(`${P.priv} KEY`, 6);
    out.push(
      secret(
        'json config',
        'key-block',
        `{"type":"service_account","project_id":"saltmarsh-maps","private_key":"${k.block.replace(/\n/g, '\\n')}","client_email":"maps@saltmarsh.iam"}`,
        k.body,
        { rule: 'private-key' },
      ),
    );
  }
  put('json config', 'context', pw(), (v) => `{\n  "ConnectionStrings": {\n    "Tides": "Server=db;Database=tides;User Id=sa;Password=${v};"\n  }\n}`);

  // ---- XML ------------------------------------------------------------------------------------
  put('xml config', 'context', pw(), (v) => `<server>\n  <id>saltmarsh-releases</id>\n  <username>deploy</username>\n  <password>${v}</password>\n</server>`);
  put('xml config', 'context', fk(AN, 32), (v) => `<add key="ClearTextPassword" value="${v}" />`);
  put('xml config', 'context', pw(), (v) => `<string name="harbour_api_secret">${v}</string>`);

  // ---- HCL / Terraform ------------------------------------------------------------------------
  put('hcl', 'context', fk(HX, 32), (v) => `provider "ovh" {\n  endpoint           = "ovh-eu"\n  application_secret = "${v}"\n}`);
  put('hcl', 'context', pw(), (v) => `resource "ovh_cloud_project_database_user" "app" {\n  name     = "app"\n  password = "${v}"\n}`);
  put('hcl', 'vendor', `${fk(AN, 14)}${P.atlas}${fk(AN, 67)}`, (v) => `credentials "app.terraform.io" {\n  token = "${v}"\n}`, {
    rule: 'hashicorp-tf-api-token',
  });
  put('hcl', 'context', pw(), (v) => `# terraform.tfvars\ndb_admin_password = "${v}"\nregion = "GRA11"`);

  // ---- Helm values / docker-compose / Kubernetes ---------------------------------------------
  put('helm values', 'context', pw(), (v) => `postgresql:\n  auth:\n    username: saltmarsh\n    password: ${v}\n    database: tides`);
  put('helm values', 'context', fk(AN, 40), (v) => `glitchtip:\n  secretKey: ${v}\n  ingress:\n    host: errors.saltmarsh.dev`);
  put('compose', 'context', pw(), (v) => `services:\n  db:\n    image: postgis/postgis:16-3.4\n    environment:\n      POSTGRES_PASSWORD: ${v}`);
  put('compose', 'context', pw(), (v) => `  mqtt:\n    environment:\n      - MOSQUITTO_PASSWORD=${v}\n      - MOSQUITTO_USER=gauge`);
  put('k8s secret', 'context', b64(pw()), (v) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ingest-db\ntype: Opaque\ndata:\n  password: ${v}`, {
    rule: 'kubernetes-secret-yaml',
  });
  put('k8s secret', 'context', pw(), (v) => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: alerts\nstringData:\n  MQTT_PASSWORD: "${v}"`);
  put(
    'k8s secret',
    'context',
    jwt(`{"iss":"kubernetes/serviceaccount","sub":"system:serviceaccount:saltmarsh:deployer","fake":true}`),
    (v) => `users:\n- name: deployer\n  user:\n    token: ${v}`,
  );

  // ---- dotfiles ---------------------------------------------------------------------------------
  put('dotfile', 'vendor', P.npm + fk(AN, 36), (v) => `//registry.npmjs.org/:_authToken=${v}`, { rule: 'npm-access-token' });
  put('dotfile', 'vendor', P.pypi + fk(URLSAFE, 70), (v) => `[pypi]\nusername = __token__\npassword = ${v}`, { rule: 'pypi-upload-token' });
  put('dotfile', 'context', pw(), (v) => `machine git.saltmarsh.dev login marta password ${v}`);
  put('dotfile', 'context', pw(), (v) => `db.internal:5432:tides:saltmarsh:${v}`);
  put('dotfile', 'context', fk(HX, 40), (v) => `https://marta:${v}@git.saltmarsh.dev`);
  put('dotfile', 'context', pw(), (v) => `# ~/.gradle/gradle.properties\nsigningKeystorePassword=${v}\norg.gradle.jvmargs=-Xmx4g`);
  put('dotfile', 'context', pw(), (v) => `Host gauge-relay\n  HostName 203.0.113.40\n  User pi\n  # password for sshpass: ${v}`);

  // ---- shell history -----------------------------------------------------------------------------
  put('shell history', 'context', pw(), (v) => `  512  PGPASSWORD=${v} psql -h db.internal -U saltmarsh tides`);
  put('shell history', 'context', pw(), (v) => `mysql -u report -p${v} -h legacy-db gauges`);
  put('shell history', 'context', pw(), (v) => `redis-cli -h cache.internal -p 6379 -a ${v} FLUSHDB`);
  put('shell history', 'context', pw(), (v) => `mosquitto_pub -h mqtt.saltmarsh.dev -u gauge-17 -P '${v}' -t tides/17 -m 42`);
  put('shell history', 'context', pw(), (v) => `sshpass -p "${v}" ssh pi@203.0.113.40`);
  put('shell history', 'context', pw(), (v) => `mongosh "mongodb://archive.internal" --username marsh --password ${v}`);
  put('shell history', 'context', pw(), (v) => `echo "${v}" | docker login registry.saltmarsh.dev -u ci --password-stdin`);
  put('shell history', 'context', pw(), (v) => `openssl pkcs12 -export -in cert.pem -inkey key.pem -passout pass:${v} -out harbour.p12`);
  put('shell history', 'vendor', P.hvs + fk(URLSAFE, 90), (v) => `VAULT_TOKEN=${v} vault kv get secret/saltmarsh/db`, { rule: 'vault-service-token' });
  put('shell history', 'vendor', checksummed(P.gho), (v) => `gh auth login --with-token <<< ${v}`, { rule: 'github-oauth' });
  put('shell history', 'context', pw(), (v) => `htpasswd -b -c /etc/caddy/.htpasswd admin ${v}`);
  put('shell history', 'context', pw(), (v) => `keytool -genkey -keystore release.jks -storepass ${v} -alias harbour`);

  // ---- curl / httpie ---------------------------------------------------------------------------
  put('http command', 'context', fk(HX, 40), (v) => `curl -H "Authorization: token ${v}" https://git.saltmarsh.dev/api/v1/user/repos`, {
    rule: 'curl-auth-header',
  });
  put('http command', 'context', pw(), (v) => `curl -u admin:${v} https://errors.saltmarsh.dev/api/0/projects/`, { rule: 'curl-auth-user' });
  put('http command', 'vendor', P.bkua + fk(HX, 40), (v) => `http GET https://api.buildkite.com/v2/builds "Authorization:Bearer ${v}"`);
  put('http command', 'context', fk(AN, 32), (v) => `curl -sS -X POST https://api.saltmarsh.dev/admin/replay -H 'X-Api-Key: ${v}' -d '{"gauge":17}'`);
  put('http command', 'context', b64(`harbour:${pw()}`), (v) => `curl -H "Authorization: Basic ${v}" https://api.saltmarsh.dev/admin`);
  put('http command', 'vendor', P.skLive + fk(AN, 99), (v) => `curl https://api.stripe.com/v1/charges -u ${v}:`, { rule: 'stripe-access-token' });

  // ---- connection URIs --------------------------------------------------------------------------
  put('connection uri', 'context', encodeURIComponent(pw()), (v) => `DATABASE_URL=postgres://saltmarsh:${v}@db.internal:5432/tides?sslmode=require`);
  put('connection uri', 'context', encodeURIComponent(pw()), (v) => `config :alerts, Alerts.Repo, url: "ecto://alerts:${v}@db.internal/alerts"`);
  put('connection uri', 'context', rand(AN, 20), (v) => `mongodb+srv://archive:${v}@cluster0.fake.mongodb.net/readings?retryWrites=true`);
  put('connection uri', 'context', rand(AN, 22), (v) => `REDIS_URL=rediss://default:${v}@cache.internal:6380/0`);
  put('connection uri', 'context', rand(AN, 18), (v) => `amqps://alerts:${v}@rabbit.internal:5671/%2Fsaltmarsh`);
  put('connection uri', 'context', rand(AN, 16), (v) => `mysql://report:${v}@legacy-db:3306/gauges`);
  put('connection uri', 'context', rand(AN, 16), (v) => `mqtts://gauge-17:${v}@mqtt.saltmarsh.dev:8883`);
  put('connection uri', 'context', rand(AN, 16), (v) => `nats://ingest:${v}@nats.internal:4222`);
  put('connection uri', 'context', rand(AN, 20), (v) => `clickhouse://analytics:${v}@ch.internal:9440/default?secure=true`);
  put('connection uri', 'context', pw(), (v) => `jdbc:sqlserver://legacy;databaseName=gauges;user=sa;password=${v};encrypt=true`);
  put(
    'connection uri',
    'context',
    pw(),
    (v) => `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="ingest" password="${v}";`,
  );
  put('connection uri', 'context', rand(AN, 16), (v) => `influxdb://tides:${v}@influx.internal:8086/gauges`);

  // ---- logs and stack traces ---------------------------------------------------------------------
  put('log line', 'context', pw(), (v) => `2026-11-30T03:12:44Z ERROR sqlx::pool: connect failed url=postgres://saltmarsh:${v}@db.internal/tides`);
  put('log line', 'vendor', P.glpat + fk(URLSAFE, 20), (v) => `[info] git clone https://oauth2:${v}@gitlab.com/saltmarsh/vendored-tides.git`, {
    rule: 'gitlab-pat',
  });
  put('log line', 'context', fk(AN, 40), (v) => `12:01:07.331 [debug] Req request headers: [{"authorization", "Bearer ${v}"}]`);
  put('log line', 'context', pw(), (v) => `Nov 30 03:12:44 relay gitea[811]: basic auth failed user=marta password=${v} ip=198.51.100.9`);
  put('log line', 'vendor', P.sg + fk(URLSAFE, 22) + '.' + fk(URLSAFE, 43), (v) => `WARN mailer: retry with api_key=${v} status=429`, {
    rule: 'sendgrid-api-token',
  });
  put(
    'stack trace',
    'context',
    pw(),
    (v) =>
      `** (DBConnection.ConnectionError) connection not available\n    (ecto_sql) lib/ecto/adapters/sql.ex:1054\n  config: [hostname: "db.internal", username: "alerts", password: "${v}"]`,
  );
  put(
    'stack trace',
    'context',
    fk(HX, 32),
    (v) => `thread 'main' panicked at ingest/src/config.rs:48:10:\ncalled \`Result::unwrap()\` on an \`Err\` value: InvalidKey { ovh_secret: "${v}" }`,
  );
  put(
    'stack trace',
    'context',
    pw(),
    (v) => `java.sql.SQLException: Access denied for user 'report'@'10.0.0.4' (using password: YES) [url=jdbc:mysql://report:${v}@legacy-db/gauges]`,
  );

  // ---- chat pastes -------------------------------------------------------------------------------
  put('chat paste', 'vendor', checksummed(P.ghp), (v) => `marta: can you try with my token? ${v} — I'll revoke it after`, { rule: 'github-pat' });
  put('chat paste', 'context', pw(), (v) => `jon: the staging db pw is ${v} (don't share)`);
  put('chat paste', 'vendor', P.openai + fk(URLSAFE, 120), (v) => `here's the key for the summariser experiment: ${v}`, { rule: 'openai-api-key' });
  put('chat paste', 'vendor', `${P.anthropic}${fk(URLSAFE, 93)}AA`, (v) => `> anthropic key for the eval run\n> ${v}`, { rule: 'anthropic-api-key' });
  put('chat paste', 'context', pw(), (v) => `passwort fürs OVH-Konto: ${v}`);
  put('chat paste', 'context', pw(), (v) => `la contraseña del router del mareógrafo es ${v}`);
  put('chat paste', 'context', pw(), (v) => `管理员密码：${v}`);
  put('chat paste', 'context', pw(), (v) => `パスワード: ${v}`);

  // ---- CI YAML -------------------------------------------------------------------------------------
  put('ci yaml', 'context', pw(), (v) => `steps:\n  - label: ":rust: ingest"\n    env:\n      PGPASSWORD: "${v}"\n    command: cargo test`);
  put('ci yaml', 'vendor', P.dckr + fk(URLSAFE, 27), (v) => `  - label: push\n    command: docker login -u saltmarsh -p ${v} && docker push`);
  put('ci yaml', 'context', fk(HX, 40), (v) => `jobs:\n  mirror:\n    steps:\n      - run: git push https://bot:${v}@git.saltmarsh.dev/saltmarsh/mirror.git`);

  // ---- code in many languages ---------------------------------------------------------------------
  put('code', 'context', pw(), (v) => `let pool = PgPoolOptions::new().connect(&format!("postgres://ingest:{}@db/tides", "${v}")).await?;`);
  put('code', 'context', pw(), (v) => `const MQTT_PASSWORD: &str = "${v}";`);
  put('code', 'context', fk(HX, 32), (v) => `config :alerts, :ovh, application_secret: "${v}"`);
  put('code', 'context', fk(AN, 40), (v) => `private const val HARBOUR_API_TOKEN = "${v}"`);
  put('code', 'context', fk(AN, 32), (v) => `export const adminApiKey = '${v}';`);
  put('code', 'context', pw(), (v) => `conn = psycopg.connect(host="db.internal", user="saltmarsh", password="${v}")`);
  put('code', 'context', pw(), (v) => `db, _ := sql.Open("postgres", "user=report password=${v} host=legacy-db sslmode=disable")`);
  put('code', 'context', fk(AN, 40), (v) => `private static final String API_SECRET = "${v}";`);
  put('code', 'context', pw(), (v) => `Gauge::Client.new(username: "relay", password: "${v}")`);
  put('code', 'context', fk(AN, 32), (v) => `var client = new TideClient(apiKey: "${v}");`);
  put('code', 'context', pw(), (v) => `$dbPassword = '${v}';`);
  put('code', 'context', fk(AN, 40), (v) => `let harbourToken = "${v}" // TODO move to keychain`);

  // ---- vendor tokens in prose ---------------------------------------------------------------------
  put('vendor prose', 'vendor', `${P.ghpat}${fk(AN, 22)}_${fk(AN, 59)}`, (v) => `fine-grained PAT for the mirror job: ${v}`, {
    rule: 'github-fine-grained-pat',
  });
  put('vendor prose', 'vendor', checksummed(P.ghs), (v) => `The app installation token was ${v}, expires in an hour.`, { rule: 'github-app-token' });
  put('vendor prose', 'vendor', checksummed(P.ghu), (v) => `user-to-server token ${v}`, { rule: 'github-app-token' });
  put('vendor prose', 'vendor', P.gldt + fk(URLSAFE, 20), (v) => `GitLab deploy token for the vendored tide tables: ${v}`);
  put('vendor prose', 'vendor', P.glrt + fk(URLSAFE, 20), (v) => `runner registered with ${v}`);
  put('vendor prose', 'vendor', P.xoxp + digits(12) + '-' + digits(12) + '-' + digits(13) + '-' + fk(HX, 32), (v) => `Slack user token ${v}`, {
    rule: 'slack-user-token',
  });
  put('vendor prose', 'vendor', `${P.xapp}A${fk(UPNUM, 10)}-${digits(13)}-${fk(HX, 64)}`, (v) => `socket mode app token ${v}`, { rule: 'slack-app-token' });
  put('vendor prose', 'vendor', P.rkLive + fk(AN, 99), (v) => `restricted Stripe key ${v} (read charges)`, { rule: 'stripe-access-token' });
  put('vendor prose', 'vendor', P.whsec + fk(AN, 32), (v) => `Stripe signing secret for /webhooks/stripe: ${v}`);
  put('vendor prose', 'vendor', P.asia + fk(B32, 16), (v) => `temporary STS key id ${v} with session token attached`, { rule: 'aws-access-token' });
  put('vendor prose', 'vendor', P.aiza + fk(URLSAFE, 35), (v) => `Maps server key (IP-restricted): ${v}`, { rule: 'gcp-api-key' });
  put('vendor prose', 'vendor', P.gocspx + fk(URLSAFE, 28), (v) => `OAuth client secret ${v} for the harbour login`);
  put('vendor prose', 'vendor', P.mailgun + fk(HX, 32), (v) => `Mailgun private key ${v}`, { rule: 'mailgun-private-api-token' });
  put('vendor prose', 'vendor', `${fk(HX, 32)}-us21`, (v) => `mailchimp api key: ${v}`, { rule: 'mailchimp-api-key' });
  put('vendor prose', 'vendor', P.dop + fk(HX, 64), (v) => `DigitalOcean token (old droplet) ${v}`, { rule: 'digitalocean-pat' });
  put('vendor prose', 'vendor', P.shpat + fk(HX, 32), (v) => `Shopify admin token ${v}`, { rule: 'shopify-access-token' });
  put('vendor prose', 'vendor', P.shpss + fk(HX, 32), (v) => `Shopify shared secret ${v}`, { rule: 'shopify-shared-secret' });
  put(
    'vendor prose',
    'vendor',
    `${b64(digits(18)).replace(/=+$/, '')}.${fk(URLSAFE, 6)}.${fk(URLSAFE, 38)}`,
    (v) => `discord bot token for the flood bot: ${v}`,
  );
  put('vendor prose', 'vendor', `${digits(10)}:AA${fk(URLSAFE, 33)}`, (v) => `telegram bot ${v} posts to the harbour group`, {
    rule: 'telegram-bot-api-token',
  });
  put('vendor prose', 'vendor', P.doppler + fk(AN, 43), (v) => `doppler service token ${v}`, { rule: 'doppler-api-token' });
  put('vendor prose', 'vendor', P.linear + fk(AN, 40), (v) => `Linear key ${v}`, { rule: 'linear-api-key' });
  put('vendor prose', 'vendor', `${P.pmak}${fk(HX, 24)}-${fk(HX, 34)}`, (v) => `Postman collection runner uses ${v}`, { rule: 'postman-api-token' });
  put('vendor prose', 'vendor', `${P.glsa}${fk(AN, 32)}_${fk(HX, 8)}`, (v) => `Grafana service account ${v}`, { rule: 'grafana-service-account-token' });
  put('vendor prose', 'vendor', P.hf + fk(LO + UP, 34), (v) => `HF token for the tide model: ${v}`, { rule: 'huggingface-access-token' });
  put('vendor prose', 'vendor', P.dapi + fk(HX, 32), (v) => `databricks token ${v}`, { rule: 'databricks-api-token' });
  put('vendor prose', 'vendor', `${P.atlassian}${fk(URLSAFE, 170)}=${fk(HXU, 8)}`, (v) => `Jira API token ${v}`, { rule: 'atlassian-api-token' });
  put('vendor prose', 'vendor', P.sntryu + fk(HX, 64), (v) => `sentry-cli auth token ${v}`, { rule: 'sentry-user-token' });
  put('vendor prose', 'vendor', `${P.heroku}${fk(HX, 58)}`, (v) => `heroku key ${v}`, { rule: 'heroku-api-key-v2' });
  put('vendor prose', 'vendor', P.pulumi + fk(HX, 40), (v) => `pulumi access token ${v}`, { rule: 'pulumi-api-token' });
  put(
    'vendor prose',
    'vendor',
    bech32('age-secret-key-', Buffer.from(`dead${rand(HX, 60)}`, 'hex'))
      .toUpperCase()
      .replace('AGE-SECRET-KEY-', P.age),
    (v) => `age identity for the backups: ${v}`,
    { rule: 'age-secret-key' },
  );
  put('vendor prose', 'vendor', P.sq + fk(URLSAFE, 60), (v) => `Square production token ${v}`, { rule: 'square-access-token' });
  put('vendor prose', 'vendor', P.nrak + fk(UPNUM, 27), (v) => `New Relic user key ${v}`, { rule: 'new-relic-user-api-key' });
  put('vendor prose', 'vendor', `${P.dt}${fk(UPNUM, 24)}.${fk(UPNUM, 64)}`, (v) => `dynatrace token ${v}`, { rule: 'dynatrace-api-token' });
  put('vendor prose', 'vendor', P.rubygems + fk(HX, 48), (v) => `gem push key ${v}`, { rule: 'rubygems-api-token' });
  {
    const id = P.ltai + fk(AN, 20);
    const key = fk(AN, 30);
    out.push(secret('vendor prose', 'vendor', `Alibaba OSS key id ${id} secret ${key}`, [id, key], { rule: 'alibaba-access-key-id' }));
  }
  put('vendor prose', 'vendor', P.pscale + fk(URLSAFE, 43), (v) => `PlanetScale password ${v}`, { rule: 'planetscale-password' });
  put('vendor prose', 'vendor', `${P.tskey}${fk(AN, 11)}CNTRL-${fk(AN, 33)}`, (v) => `tailscale auth key for the gauge relays: ${v}`);
  put('vendor prose', 'vendor', P.sbp + fk(HX, 40), (v) => `supabase access token ${v}`);
  put('vendor prose', 'vendor', P.ntn + fk(AN, 46), (v) => `Notion integration secret ${v}`);
  put('vendor prose', 'vendor', `${P.figd}${fk(URLSAFE, 40)}`, (v) => `figma token ${v}`);
  put('vendor prose', 'vendor', P.nfp + fk(AN, 36), (v) => `netlify PAT ${v}`);
  put('vendor prose', 'vendor', P.groq + fk(AN, 52), (v) => `groq key ${v}`);
  put('vendor prose', 'vendor', P.r8 + fk(AN, 37), (v) => `replicate token ${v}`);
  put('vendor prose', 'vendor', P.xai + fk(AN, 80), (v) => `xAI key ${v}`);
  put('vendor prose', 'vendor', `${P.sgp}${fk(HX, 40)}`, (v) => `sourcegraph token ${v}`, { rule: 'sourcegraph-access-token' });
  put('vendor prose', 'vendor', P.squ + fk(HX, 40), (v) => `sonar user token ${v}`);
  put('vendor prose', 'vendor', P.cfpat + fk(URLSAFE, 43), (v) => `contentful management token ${v}`);
  put('vendor prose', 'vendor', P.akcp + fk(AN, 69), (v) => `artifactory API key ${v}`, { rule: 'jfrog-api-key' });
  put('vendor prose', 'vendor', P.octo + fk(UPNUM, 26), (v) => `octopus deploy key ${v}`, { rule: 'octopus-deploy-api-key' });
  put('vendor prose', 'vendor', P.oy2 + fk(LONUM, 43), (v) => `nuget push key ${v}`);
  put('vendor prose', 'vendor', P.atbb + fk(AN, 32), (v) => `Bitbucket app password ${v}`);
  {
    const id = P.twilioSk + fk(HX, 32);
    const key = fk(AN, 32);
    out.push(secret('vendor prose', 'vendor', `Twilio API key ${id} with secret ${key}`, [id, key], { rule: 'twilio-api-key' }));
  }
  put('vendor prose', 'vendor', P.pnu + fk(AN, 36), (v) => `prefect key ${v}`, { rule: 'prefect-api-token' });
  put(
    'vendor prose',
    'vendor',
    `${P.sntrys}${b64url('{"iat":1733500000,"url":"https://errors.saltmarsh.dev","region_url":"","org":"saltmarsh"}')}_${fk(URLSAFE, 43)}`,
    (v) => `sentry org token ${v}`,
    { rule: 'sentry-org-token' },
  );

  // ---- JWTs ---------------------------------------------------------------------------------------
  put('jwt', 'vendor', jwt('{"sub":"harbour-17","role":"admin","exp":1900000000,"fake":true}'), (v) => `Authorization: Bearer ${v}`, { rule: 'jwt' });
  put('jwt', 'vendor', jwt('{"iss":"api.saltmarsh.dev","scope":"replay","fake":true}'), (v) => `saved session cookie: sm_session=${v}; Path=/; HttpOnly`, {
    rule: 'jwt',
  });

  // ---- private keys --------------------------------------------------------------------------------
  for (const [label, wrap] of [
    [`OPENSSH ${P.priv} KEY`, (b: string) => `deploy key for the relay:\n${b}`],
    [`RSA ${P.priv} KEY`, (b: string) => `# android/keystore/upload.pem\n${b}`],
    [`EC ${P.priv} KEY`, (b: string) => `mqtt client key (gauge 17):\n${b}`],
    [`${P.priv} KEY`, (b: string) => `ovh: |\n  ${b.replace(/\n/g, '\n  ')}`],
    [`PGP ${P.priv} KEY BLOCK`, (b: string) => `release signing key, do not lose:\n${b}`],
  ] as const) {
    const k = pem(label, 5);
    out.push(secret('private key', 'key-block', wrap(k.block), k.body, { rule: 'private-key' }));
  }

  // ---- webhook URLs with their secret -------------------------------------------------------------
  {
    const tail = `T${fk(UPNUM, 10)}/B${fk(UPNUM, 10)}/${fk(AN, 24)}`;
    out.push(secret('webhook url', 'vendor', `flood alerts go to ${P.slackHook}${tail}`, [tail], { rule: 'slack-webhook-url' }));
  }
  {
    const tok = fk(URLSAFE, 68);
    out.push(secret('webhook url', 'vendor', `${P.discordHook}${digits(18)}/${tok}`, [tok], { rule: 'discord-webhook' }));
  }
  {
    const tok = fk(HX, 32);
    const url = `https://saltmarsh${P.teamsHook}${uuid()}@${uuid()}/IncomingWebhook/${tok}/${uuid()}`;
    out.push(secret('webhook url', 'vendor', `teams: ${url}`, [tok]));
  }
  put('webhook url', 'context', fk(AN, 32), (v) => `Gitea webhook → https://ci.saltmarsh.dev/hooks/gitea?secret=${v}`);
  put('webhook url', 'context', fk(AN, 40), (v) => `https://api.saltmarsh.dev/v1/export.csv?api_key=${v}&from=2026-01-01`);

  // ---- transformed -------------------------------------------------------------------------------
  {
    const t = checksummed(P.ghp);
    out.push(secret('transformed', 'transformed', `CI_TOKEN_B64=${b64(t)}`, [t, ...halves(b64(t))]));
  }
  {
    const t = P.npm + fk(AN, 36);
    out.push(secret('transformed', 'transformed', `blob: ${hexOf(t)}`, [t, ...halves(hexOf(t))]));
  }
  {
    const t = checksummed(P.ghp);
    out.push(secret('transformed', 'transformed', `token (split so the bot won't eat it): ${chunks(t, 8).join(' ')}`, [t, ...halves(t)]));
  }
  {
    const t = P.glpat + fk(URLSAFE, 20);
    out.push(secret('transformed', 'transformed', `gitlab:\n${chunks(t, 7).join('\n')}`, [t, ...halves(t)]));
  }
  {
    const t = P.skLive + fk(AN, 40);
    out.push(secret('transformed', 'transformed', `stripe ${chunks(t, 6).join('\u200b')}`, [t, ...halves(t)]));
  }
  {
    const t = P.hf + fk(LO + UP, 34);
    out.push(secret('transformed', 'transformed', `https://api.saltmarsh.dev/proxy?upstream_token=${pctAll(t)}`, [t, ...halves(pctAll(t))]));
  }
  {
    const t = pw();
    out.push(secret('transformed', 'transformed', `{"password":"${uEscapes(t)}"}`, [t, ...halves(uEscapes(t))]));
  }
  {
    const t = P.xoxb + digits(12) + '-' + digits(13) + '-' + fk(AN, 24);
    out.push(secret('transformed', 'transformed', `slack token base64: ${b64(t)}`, [t, ...halves(b64(t))]));
  }

  // ---- other doors ----------------------------------------------------------------------------------
  put('tag door', 'vendor', checksummed(P.ghp), (v) => v, { door: 'tags' });
  put('tag door', 'context', pw(), (v) => `db-password:${v}`, { door: 'tags' });
  put('tag door', 'vendor', P.glpat + fk(URLSAFE, 20), (v) => `token=${v}`, { door: 'tags' });
  put('query door', 'vendor', checksummed(P.ghp), (v) => `why does the mirror job reject ${v}`, { door: 'query' });
  put('query door', 'context', pw(), (v) => `PGPASSWORD=${v} psql fails with ssl error`, { door: 'query' });
  put('query door', 'vendor', P.bkua + fk(HX, 40), (v) => `buildkite 401 with ${v}`, { door: 'query' });
  put('source door', 'context', fk(HX, 40), (v) => `https://marta:${v}@git.saltmarsh.dev/saltmarsh/saltmarsh.git`, { door: 'source' });
  put('source door', 'context', fk(AN, 32), (v) => `https://api.saltmarsh.dev/v1/gauges?access_token=${v}`, { door: 'source' });
  put('source door', 'vendor', P.glpat + fk(URLSAFE, 20), (v) => `https://oauth2:${v}@gitlab.com/saltmarsh/vendored-tides`, { door: 'source' });
  put('path door', 'vendor', checksummed(P.ghp), (v) => `/home/ci/builds/${v}/saltmarsh`, { door: 'projectPath' });
  put('path door', 'vendor', P.glpat + fk(URLSAFE, 20), (v) => `/srv/checkouts/oauth2:${v}@gitlab.com/saltmarsh`, { door: 'projectPath' });
  put('title door', 'context', pw(), (v) => `staging db password is ${v}`, { door: 'title' });
  put('title door', 'vendor', P.npm + fk(AN, 36), (v) => `npm publish token ${v}`, { door: 'title' });
  put('summary door', 'vendor', P.dop + fk(HX, 64), (v) => `Rotated the DO key; old one was ${v}`, { door: 'summary' });
  put('summary door', 'context', pw(), (v) => `MQTT_PASSWORD=${v} fixed the reconnect loop`, { door: 'summary' });
  put('tripwire door', 'context', pw(), (v) => `if the admin password ${v} stops working`, { door: 'tripwires' });
  put('tripwire door', 'vendor', checksummed(P.ghp), (v) => `when ${v} is revoked`, { door: 'tripwires' });
  put('files door', 'vendor', checksummed(P.ghp), (v) => `secrets/${v}.txt`, { door: 'filesEdited' });
  put('files door', 'context', pw(), (v) => `config/password=${v}.env`, { door: 'filesEdited' });

  return out;
}

function nearMissCases(): RedactionMeasureCase[] {
  const sha40 = (): string => rand(HX, 40);
  const sha64 = (): string => rand(HX, 64);
  const ssh = `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${rand(B64, 43)} marta@saltmarsh`;
  const cert = [`${P.begin}CERTIFICATE-----`, ...Array.from({ length: 4 }, () => rand(B64, 64)), `${P.end}CERTIFICATE-----`].join('\n');
  const pub = [`${P.begin}PUBLIC KEY-----`, ...Array.from({ length: 3 }, () => rand(B64, 64)), `${P.end}PUBLIC KEY-----`].join('\n');
  const pgpPub = [`${P.begin}PGP PUBLIC KEY BLOCK-----`, '', ...Array.from({ length: 3 }, () => rand(B64, 64)), `${P.end}PGP PUBLIC KEY BLOCK-----`].join('\n');
  return [
    // Hashes, ids, digests.
    near('git sha', `Fixed in ${sha40()} (ingest: clamp negative offsets).`),
    near('git sha', `git revert ${rand(HX, 12)} && git cherry-pick ${sha40()}`),
    near('git sha', `Merge pull request #231 from saltmarsh/fix-legend\n\ncommit ${sha40()}`),
    near('uuid', `Buildkite build id ${uuid()} failed at the android step.`),
    near('uuid', `gauge_id = "${uuid()}"`),
    near('uuid', `OVH project id: ${rand(HX, 32)}`),
    near('hash', `sha256sum tides-2026-11.parquet → ${sha64()}`),
    near('hash', `image: registry.saltmarsh.dev/ingest@sha256:${sha64()}`),
    near('hash', `"integrity": "sha512-${rand(B64, 86)}=="`),
    near('hash', `<script src="/maplibre-gl.js" integrity="sha384-${rand(B64, 64)}" crossorigin="anonymous"></script>`),
    near('hash', `[[package]]\nname = "tokio"\nversion = "1.41.1"\nchecksum = "${sha64()}"`),
    near('hash', `"phoenix": {:hex, :phoenix, "1.7.14", "${sha64()}", [:mix], [], "hexpm", "${sha64()}"},`),
    near('hash', `<component group="io.ktor" name="ktor-client-okhttp" version="3.0.1">\n  <sha256 value="${sha64()}"/>\n</component>`),
    near('hash', `trace_id=${rand(HX, 32)} span_id=${rand(HX, 16)}`),
    near('fingerprint', `Host key fingerprint is SHA256:${rand(B64, 43)}.`),
    near('fingerprint', `Upload key SHA-1: ${chunks(rand(HXU, 40), 2).join(':')}`),
    // Public material.
    near('public key', ssh),
    near('public key', `# authorized_keys for the relay\n${ssh}`),
    near('public key', pub),
    near('public key', cert),
    near('public key', pgpPub),
    near('public key', `age recipient: ${bech32('age', Buffer.from(rand(HX, 64), 'hex'))}`),
    near('publishable key', `PUBLIC_STRIPE_KEY=${'pk'}_live_${rand(AN, 24)} (publishable, safe in the browser)`),
    near('publishable key', `Twilio account SID ${'A'}C${rand(HX, 32)} is not a secret; the auth token is.`),
    // Placeholders and references.
    near('placeholder', 'GITEA_TOKEN=your-token-here'),
    near('placeholder', 'POSTGRES_PASSWORD=changeme'),
    near('placeholder', 'password: <password>'),
    near('placeholder', 'Authorization: Bearer <token>'),
    near('placeholder', 'api_key = "xxxxxxxxxxxxxxxxxxxxxxxx"'),
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal placeholder is the near-miss.
    near('placeholder', 'OVH_APPLICATION_SECRET=${OVH_APPLICATION_SECRET}'),
    near('placeholder', 'env:\n  PGPASSWORD: $PGPASSWORD'),
    near('placeholder', 'password = "{{ vault_db_password }}"'),
    near('placeholder', 'secretKeyRef:\n  name: ingest-db\n  key: password'),
    near('placeholder', 'config :alerts, Alerts.Repo, password: System.fetch_env!("DB_PASSWORD")'),
    near('placeholder', 'let token = std::env::var("GITEA_TOKEN")?;'),
    near('placeholder', 'db_admin_password = var.db_admin_password # sensitive = true'),
    near('placeholder', 'curl -H "Authorization: token $GITEA_TOKEN" https://git.saltmarsh.dev/api/v1/user'),
    near('placeholder', 'password_file: /run/secrets/db_password'),
    // Settings named like secrets.
    near('named like a secret', 'max_tokens: 4096'),
    near('named like a secret', 'password_min_length: 12'),
    near('named like a secret', 'auth: required'),
    near('named like a secret', 'token_ttl_seconds = 3600'),
    near('named like a secret', 'PASSWORD_HASH_ROUNDS=12'),
    near('named like a secret', 'secret_rotation_days: 30'),
    near('named like a secret', '"auth": {"type": "oauth2", "provider": "gitea"}'),
    near('named like a secret', 'const TOKEN_HEADER = "Authorization";'),
    near('named like a secret', 'SECRET_SCANNING=enabled'),
    // Port flags and prompts.
    near('flag', 'psql -h db.internal -p 5432 -U saltmarsh tides'),
    near('flag', 'redis-cli -h cache.internal -p 6379 PING'),
    near('flag', 'pg_dump -p 5433 -Fc tides > tides.dump'),
    near('flag', 'mysql -u report -p -h legacy-db gauges   # prompts for the password'),
    // Documented example values.
    near('documented example', `AWS docs example key id: ${'AKIA'}IOSFODNN7EXAMPLE`),
    near('documented example', 'The docs token prefix list: ghp_, gho_, ghs_ and github_pat_ mark GitHub tokens.'),
    // Through other doors.
    near('other door', `release-${sha40().slice(0, 12)}`, 'tags'),
    near('other door', `https://git.saltmarsh.dev/saltmarsh/saltmarsh/commit/${sha40()}`, 'source'),
    near('other door', 'how do we rotate the GITEA_TOKEN safely', 'query'),
    near('other door', `/home/marta/src/saltmarsh-${rand(HX, 8)}`, 'projectPath'),
    near('other door', 'password_min_length raised to 12', 'title'),
  ];
}

/** Every case of the set: secret placements first, then near-misses. */
export const UNSEEN_SECRET_CASES: readonly RedactionMeasureCase[] = [...secretCases(), ...nearMissCases()];
