/**
 * Blind redaction set 11, written on 2026-12-06 by a helper (h53-blind) who had not read the
 * redactor, its patterns, its decoders, the instruction gate, their tests, the committed corpus or
 * the other blind sets' cases (only issues #18 and #19, the design notes and seeds, the first 45
 * lines — header and exported shape — of gate-10 and redaction-10, the measure types and the two
 * harness files were read). Vendor token shapes were re-derived from the vendors' documented
 * formats (prefix, alphabet, length, checksum) as remembered from their public docs; gitleaks rule
 * ids are cited by id only, and only where such a rule is believed to exist. Where a format carries
 * a checksum it is computed here: GitHub and npm tokens end in the base62 CRC32 of their random
 * part, age secret keys are bech32, Bitcoin WIF keys and BIP32 extended keys are base58check, and
 * the BIP39 phrases are the published test vectors (valid checksums, known to be worthless).
 * The fictional project is "emberline", a wildfire lookout network (a Scala 3 / ZIO API with Quill
 * on TimescaleDB, Flyway and Paho MQTT; a Nuxt 3 dashboard with Rollbar; a Julia fire-spread model;
 * Forgejo, Woodpecker CI, Scaleway registry and instances, Ansible, Honeycomb).
 * Secret cases place a credential where a careful tool must find it: vendor tokens of some sixty
 * vendors in prose, chat pastes, code and config; context-named values (some labelled in nine other
 * human languages) in .env files, HOCON, YAML, TOML, INI, XML, JSON, HCL, properties files, sbt
 * and Maven credentials, .pgpass, netrc, Docker config, kubeconfig and Kubernetes secrets, systemd
 * units, Ansible inventories and Woodpecker pipelines; shell history and cloud CLIs (psql with
 * PGPASSWORD, mysql -p, flyway -password, sshpass, curl -u, mosquitto_pub -P, docker login, helm,
 * openssl -passout, aws, az, scw, doctl, gitlab-runner, huggingface-cli); log lines, stack traces,
 * HTTP headers, URLs with userinfo or token parameters, connection strings (JDBC, Redis, AMQP,
 * MongoDB, PlanetScale, Azure Storage); SSH, PGP, PEM and PuTTY private keys; wallets (BIP39
 * phrases, WIF, xprv, Ethereum and Solana keys); and transformed forms (base64, hex,
 * percent-encoded, JSON \u escapes, fullwidth, split over spaces, lines and zero-width
 * characters), many through doors other than the text (title, summary, tags, tripwires,
 * filesEdited, source, recall query, project path). Near-misses (git SHAs, image digests, SRI and
 * npm integrity strings, Julia UUIDs and tree hashes, Scaleway project ids, trace ids, public keys,
 * certificates, public wallet addresses and xpubs, publishable keys, placeholders, secret
 * references, port flags, password prompts, `max_tokens: 4096`-style limits, docs naming a token
 * prefix) hold no credential and must be stored byte for byte, some through other doors.
 * Placements name kinds of place (two or more cases each), so a per-placement figure never names
 * one case. Every secret-looking value is fake (a FAKE, Fake, fake or dead marker in its random
 * part where its alphabet allows) and assembled at run time from split prefixes and a seeded
 * generator, so no scanner trips on this file. Never tuned against: figures are reported, not fitted.
 */
import { createHash } from 'node:crypto';
import type { RedactionDoor, RedactionMeasureCase } from '../src/measureRedaction.js';

const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LO = 'abcdefghijklmnopqrstuvwxyz';
const NUM = '0123456789';
const AN = UP + LO + NUM;
const HX = '0123456789abcdef';
const HXU = '0123456789ABCDEF';
const B64 = AN + '+/';
const URLSAFE = AN + '-_';
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const LONUM = LO + NUM;

// A seeded xorshift32 generator: the same values on every run and in every process.
let state = 0x20261206;
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
const uuid = (): string => `${rand(HX, 8)}-${rand(HX, 4)}-4${rand(HX, 3)}-a${rand(HX, 3)}-${rand(HX, 12)}`;
const fakePw = (): string => `Fk-${rand(AN, 6)}-${rand(AN, 6)}`;

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
/** A GitHub-style token: prefix, 30 random characters, 6-character base62 CRC32 of them. */
const checksummed = (prefix: string): string => {
  const body = fk(AN, 30);
  return prefix + body + base62(crc32(body), 6);
};
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function base58check(payload: Buffer): string {
  const check = createHash('sha256').update(createHash('sha256').update(payload).digest()).digest().subarray(0, 4);
  const bytes = Buffer.concat([payload, check]);
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let s = '';
  while (n > 0n) {
    s = B58[Number(n % 58n)] + s;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    s = `1${s}`;
  }
  return s;
}
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
const keyBytes = (): Buffer => Buffer.from(`dead${rand(HX, 60)}`, 'hex');

// Transforms.
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const hexOf = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
const pctAll = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const fullwidth = (s: string): string => [...s].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
const chunks = (s: string, n: number): string[] => s.match(new RegExp(`.{1,${n}}`, 'g')) ?? [];
/** Both halves of a transformed form: either one surviving counts as a leak. */
const halves = (s: string): string[] => [s.slice(0, Math.ceil(s.length / 2)), s.slice(Math.ceil(s.length / 2))];

const SPLIT = {
  ghp: 'gh' + 'p_',
  gho: 'gh' + 'o_',
  ghs: 'gh' + 's_',
  ghr: 'gh' + 'r_',
  ghpat: 'github' + '_pat_',
  glpat: 'gl' + 'pat-',
  glptt: 'gl' + 'ptt-',
  glrt: 'GR13' + '48941',
  npm: 'np' + 'm_',
  pypi: 'py' + 'pi-AgEIcHlwaS5vcmc',
  xoxb: 'xo' + 'xb-',
  xoxp: 'xo' + 'xp-',
  slackHook: 'https://hooks.' + 'slack.com/services/',
  skLive: 'sk' + '_live_',
  rkLive: 'rk' + '_live_',
  whsec: 'wh' + 'sec_',
  akia: 'AK' + 'IA',
  aiza: 'AI' + 'za',
  sg: 'S' + 'G.',
  mailgun: 'ke' + 'y-',
  dop: 'do' + 'p_v1_',
  shpat: 'sh' + 'pat_',
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
  cfOrigin: 'v1' + '.0-',
  pulumi: 'pu' + 'l-',
  age: 'AGE-SECRET' + '-KEY-1',
  sq: 'sq0' + 'atp-',
  shippo: 'shippo' + '_live_',
  nrak: 'NR' + 'AK-',
  dt: 'dt0' + 'c01.',
  clojars: 'CLO' + 'JARS_',
  rubygems: 'ruby' + 'gems_',
  ltai: 'LT' + 'AI',
  sendinblue: 'xkey' + 'sib-',
  ico: 'ic' + 'o-',
  pnu: 'pn' + 'u_',
  pscale: 'pscale' + '_pw_',
  duffel: 'duffel' + '_live_',
  ezak: 'EZ' + 'AK',
  flw: 'FLWSEC' + 'K_TEST-',
  rdme: 'rd' + 'me_',
  tfp: 'tf' + 'p_',
  scalingo: 'tk-' + 'us-',
  dckr: 'dckr' + '_pat_',
  tskey: 'tskey' + '-auth-',
  fly: 'Fly' + 'V1 fm2_',
  sbp: 'sb' + 'p_',
  ntn: 'nt' + 'n_',
  figd: 'fig' + 'd_',
  ops: 'op' + 's_eyJ',
  mapboxSk: 's' + 'k.eyJ1',
  twilioSk: 'S' + 'K',
  sntrys: 'sntr' + 'ys_eyJ',
  begin: '-----BEGIN ',
  end: '-----END ',
  pk: ' KEY-----',
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
/** A PEM block of `label` with `lines` random base64 lines; returns the block and two of its body lines. */
function pem(label: string, lines: number): { block: string; body: string[] } {
  const body = Array.from({ length: lines }, () => fk(B64, 64));
  return { block: [`${SPLIT.begin}${label}-----`, ...body, `${SPLIT.end}${label}-----`].join('\n'), body: [body[0] as string, body[lines - 1] as string] };
}

function secretCases(): RedactionMeasureCase[] {
  const out: RedactionMeasureCase[] = [];
  const add = (c: RedactionMeasureCase): void => {
    out.push(c);
  };

  // ---- Vendor tokens, in the places people paste them.
  const ghp1 = checksummed(SPLIT.ghp);
  add(secret('chat paste', 'vendor', `can you retry the mirror job with my token ${ghp1}? it has repo scope`, [ghp1], { rule: 'github-pat' }));
  const ghpat = `${SPLIT.ghpat}${fk(AN, 22)}_${fk(AN, 59)}`;
  add(
    secret('cli config', 'vendor', `# ~/.config/gh/hosts.yml\ngithub.com:\n    user: ana-ember\n    oauth_token: ${ghpat}\n    git_protocol: https`, [ghpat], {
      rule: 'github-fine-grained-pat',
    }),
  );
  const gho = checksummed(SPLIT.gho);
  add(secret('url', 'vendor', `the credential store had https://x-access-token:${gho}@github.com in it`, [gho], { rule: 'github-oauth' }));
  const ghs = checksummed(SPLIT.ghs);
  add(
    secret('log line', 'vendor', `2026-12-01T04:12:09Z mirror-sync INFO using installation token ${ghs} for emberline/api`, [ghs], {
      rule: 'github-app-token',
    }),
  );
  const ghr = `${SPLIT.ghr}${fk(AN, 76)}`;
  add(secret('config: json', 'vendor', `{"access_token_expires_in":28800,"refresh_token":"${ghr}","scope":""}`, [ghr], { rule: 'github-refresh-token' }));
  const glpat = `${SPLIT.glpat}${fk(URLSAFE, 20)}`;
  add(secret('shell history', 'vendor', `  512  git clone https://oauth2:${glpat}@gitlab.com/emberline/firmware-mirror.git`, [glpat], { rule: 'gitlab-pat' }));
  const glptt = `${SPLIT.glptt}${fk(HX, 40)}`;
  add(
    secret('shell history', 'vendor', `curl -X POST -F token=${glptt} -F ref=main https://gitlab.com/api/v4/projects/4417/trigger/pipeline`, [glptt], {
      rule: 'gitlab-ptt',
    }),
  );
  const glrt = `${SPLIT.glrt}${fk(URLSAFE, 20)}`;
  add(
    secret('cloud cli', 'vendor', `gitlab-runner register --non-interactive --url https://gitlab.com --registration-token ${glrt} --executor docker`, [glrt], {
      rule: 'gitlab-rrt',
    }),
  );
  const npm1 = checksummed(SPLIT.npm);
  add(
    secret('config: ini', 'vendor', `; dashboard/.npmrc\n//registry.npmjs.org/:_authToken=${npm1}\nauto-install-peers=true`, [npm1], {
      rule: 'npm-access-token',
    }),
  );
  const pypi = `${SPLIT.pypi}${fk(URLSAFE, 70)}`;
  add(
    secret('config: ini', 'vendor', `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${pypi}`, [pypi], {
      rule: 'pypi-upload-token',
    }),
  );
  const xoxb = `${SPLIT.xoxb}${digits(12)}-${digits(13)}-${fk(AN, 24)}`;
  add(secret('source code', 'vendor', `val slack = SlackClient(token = "${xoxb}", channel = "#lookout-alerts")`, [xoxb], { rule: 'slack-bot-token' }));
  const xoxp = `${SPLIT.xoxp}${digits(12)}-${digits(12)}-${digits(13)}-${fk(HX, 32)}`;
  add(secret('chat paste', 'vendor', `use mine for now: ${xoxp} (I'll revoke it tonight)`, [xoxp], { rule: 'slack-user-token' }));
  const hookPath = `T${fk(UP + NUM, 10)}/B${fk(UP + NUM, 10)}/${fk(AN, 24)}`;
  add(
    secret('config: hocon', 'vendor', `alerts {\n  slack-webhook = "${SPLIT.slackHook}${hookPath}"\n  min-level = warn\n}`, [hookPath], {
      rule: 'slack-webhook-url',
    }),
  );
  const skLive = `${SPLIT.skLive}${fk(AN, 99)}`;
  add(
    secret(
      'stack trace',
      'vendor',
      `com.stripe.exception.AuthenticationException: request failed\n\tat com.stripe.net.LiveStripeResponseGetter.request(LiveStripeResponseGetter.java:96)\n\tat org.emberline.donations.Checkout(Checkout.scala:41) [apiKey=${skLive}]`,
      [skLive],
      { rule: 'stripe-access-token' },
    ),
  );
  const rkLive = `${SPLIT.rkLive}${fk(AN, 24)}`;
  add(secret('env file', 'vendor', `STRIPE_RESTRICTED_KEY=${rkLive}\nSTRIPE_CURRENCY=eur`, [rkLive], { rule: 'stripe-access-token' }));
  const whsec = `${SPLIT.whsec}${fk(AN, 32)}`;
  add(secret('env file', 'vendor', `STRIPE_WEBHOOK_SECRET=${whsec}`, [whsec]));
  const akia1 = `${SPLIT.akia}${fk(B32, 16)}`;
  const awsSecret1 = fk(B64, 40);
  add(
    secret('cloud cli', 'vendor', `[default]\naws_access_key_id = ${akia1}\naws_secret_access_key = ${awsSecret1}\nregion = eu-west-3`, [akia1, awsSecret1], {
      rule: 'aws-access-token',
    }),
  );
  const aiza = `${SPLIT.aiza}${fk(URLSAFE, 35)}`;
  add(secret('source code', 'vendor', `runtimeConfig: { public: { geocoderKey: '${aiza}' } }`, [aiza], { rule: 'gcp-api-key' }));
  const gcpKey = pem(`${SPLIT.priv} KEY`, 6);
  add(
    secret(
      'config: json',
      'key-material',
      JSON.stringify({ type: 'service_account', project_id: 'emberline-archive', private_key_id: fk(HX, 40), private_key: `${gcpKey.block}\n` }),
      gcpKey.body,
      { rule: 'private-key' },
    ),
  );
  const azKey = `${fk(B64, 86)}==`;
  add(
    secret(
      'connection string',
      'vendor',
      `ARCHIVE_STORAGE=DefaultEndpointsProtocol=https;AccountName=emberlinearchive;AccountKey=${azKey};EndpointSuffix=core.windows.net`,
      [azKey],
    ),
  );
  const azSecret = `${rand(AN, 3)}8Q~${fk(URLSAFE, 31)}`;
  add(
    secret('cloud cli', 'vendor', `az login --service-principal -u ${uuid()} -p '${azSecret}' --tenant ${uuid()}`, [azSecret], {
      rule: 'azure-ad-client-secret',
    }),
  );
  const twSk = `${SPLIT.twilioSk}${fk(HX, 32)}`;
  const twSecret = fk(AN, 32);
  add(secret('env file', 'vendor', `TWILIO_API_KEY=${twSk}\nTWILIO_API_SECRET=${twSecret}`, [twSk, twSecret], { rule: 'twilio-api-key' }));
  const sg = `${SPLIT.sg}${fk(URLSAFE, 22)}.${fk(URLSAFE, 43)}`;
  add(secret('config: yaml', 'vendor', `mail:\n  provider: sendgrid\n  api_key: ${sg}`, [sg], { rule: 'sendgrid-api-token' }));
  const mg = `${SPLIT.mailgun}${fk(HX, 32)}`;
  add(
    secret('shell history', 'vendor', `curl -s --user 'api:${mg}' https://api.eu.mailgun.net/v3/mg.emberline.org/messages -F to=ops@emberline.org`, [mg], {
      rule: 'mailgun-private-api-token',
    }),
  );
  const discord = `${b64(digits(18)).replace(/=+$/, '')}.G${fk(URLSAFE, 5)}.${fk(URLSAFE, 38)}`;
  add(secret('env file', 'vendor', `DISCORD_BOT_TOKEN=${discord}`, [discord]));
  const tg = `${digits(10)}:AA${fk(URLSAFE, 33)}`;
  add(
    secret('url', 'vendor', `POST https://api.telegram.org/bot${tg}/sendMessage?chat_id=-100${digits(10)}`, [tg], {
      rule: 'telegram-bot-api-token',
    }),
  );
  const dop = `${SPLIT.dop}${fk(HX, 64)}`;
  add(secret('cloud cli', 'vendor', `doctl auth init --context ember -t ${dop}`, [dop], { rule: 'digitalocean-pat' }));
  const shpat = `${SPLIT.shpat}${fk(HX, 32)}`;
  add(secret('chat paste', 'vendor', `merch store admin token if you need it: ${shpat}`, [shpat], { rule: 'shopify-access-token' }));
  const hvs = `${SPLIT.hvs}CAES${fk(URLSAFE, 90)}`;
  add(
    secret('shell history', 'vendor', `export VAULT_ADDR=https://vault.emberline.internal:8200\nexport VAULT_TOKEN=${hvs}`, [hvs], {
      rule: 'vault-service-token',
    }),
  );
  const tfc = `${fk(AN, 14)}${SPLIT.atlas}${fk(AN, 67)}`;
  add(
    secret('config: json', 'vendor', `{\n  "credentials": {\n    "app.terraform.io": { "token": "${tfc}" }\n  }\n}`, [tfc], {
      rule: 'hashicorp-tf-api-token',
    }),
  );
  const doppler = `${SPLIT.doppler}${fk(AN, 43)}`;
  add(
    secret(
      'ci file',
      'vendor',
      `  model:\n    environment:\n      DOPPLER_TOKEN: ${doppler}\n    commands: [doppler run -- julia --project=model run.jl]`,
      [doppler],
      { rule: 'doppler-api-token' },
    ),
  );
  const linear = `${SPLIT.linear}${fk(AN, 40)}`;
  add(secret('source code', 'vendor', `ENV["LINEAR_API_KEY"] = "${linear}"  # TODO move to secrets`, [linear], { rule: 'linear-api-key' }));
  const pmak = `${SPLIT.pmak}${fk(HX, 24)}-${fk(HX, 34)}`;
  add(secret('log line', 'vendor', `[newman] 14:02:11 loading collection with apikey=${pmak}`, [pmak], { rule: 'postman-api-token' }));
  const glsa = `${SPLIT.glsa}${fk(AN, 32)}_${fk(HX, 8)}`;
  add(
    secret('container config', 'vendor', `  grafana-agent:\n    image: grafana/agent:v0.43.3\n    environment:\n      GRAFANA_SA_TOKEN: ${glsa}`, [glsa], {
      rule: 'grafana-service-account-token',
    }),
  );
  const openai = `${SPLIT.openai}${fk(URLSAFE, 74)}T3BlbkFJ${fk(URLSAFE, 74)}`;
  add(secret('chat paste', 'vendor', `I used ${openai} for the caption experiment, same one as last week`, [openai], { rule: 'openai-api-key' }));
  const anthropic = `${SPLIT.anthropic}${fk(URLSAFE, 93)}AA`;
  add(secret('env file', 'vendor', `ANTHROPIC_API_KEY=${anthropic}`, [anthropic], { rule: 'anthropic-api-key' }));
  const hf = `${SPLIT.hf}${fk(UP + LO, 34)}`;
  add(secret('cloud cli', 'vendor', `huggingface-cli login --token ${hf} --add-to-git-credential`, [hf], { rule: 'huggingface-access-token' }));
  const dapi = `${SPLIT.dapi}${fk(HX, 32)}`;
  add(
    secret('config: ini', 'vendor', `[DEFAULT]\nhost  = https://adb-${digits(16)}.7.azuredatabricks.net\ntoken = ${dapi}`, [dapi], {
      rule: 'databricks-api-token',
    }),
  );
  const atl = `${SPLIT.atlassian}${fk(URLSAFE, 183)}=${fk(HXU, 8)}`;
  add(
    secret('shell history', 'vendor', `curl -u ana@emberline.org:${atl} https://emberline.atlassian.net/rest/api/3/myself`, [atl], {
      rule: 'atlassian-api-token',
    }),
  );
  const sntryu = `${SPLIT.sntryu}${fk(HX, 64)}`;
  add(secret('config: ini', 'vendor', `# .sentryclirc\n[auth]\ntoken=${sntryu}`, [sntryu], { rule: 'sentry-user-token' }));
  const heroku = `${SPLIT.heroku}${fk(URLSAFE, 58)}`;
  add(secret('netrc', 'vendor', `machine api.heroku.com\n  login ana@emberline.org\n  password ${heroku}`, [heroku], { rule: 'heroku-api-key-v2' }));
  const cfo = `${SPLIT.cfOrigin}${fk(HX, 24)}-${fk(HX, 146)}`;
  add(secret('config: yaml', 'vendor', `cloudflare:\n  origin_ca_key: ${cfo}`, [cfo], { rule: 'cloudflare-origin-ca-key' }));
  const pulumi = `${SPLIT.pulumi}${fk(HX, 40)}`;
  add(secret('ci file', 'vendor', `  infra:\n    environment:\n      PULUMI_ACCESS_TOKEN: ${pulumi}`, [pulumi], { rule: 'pulumi-api-token' }));
  const sq = `${SPLIT.sq}${fk(URLSAFE, 22)}`;
  add(secret('chat paste', 'vendor', `square sandbox token is ${sq} if you're testing the donation flow`, [sq], { rule: 'square-access-token' }));
  const shippo = `${SPLIT.shippo}${fk(HX, 40)}`;
  add(secret('env file', 'vendor', `SHIPPO_TOKEN=${shippo}`, [shippo], { rule: 'shippo-api-token' }));
  const nrak = `${SPLIT.nrak}${fk(UP + NUM, 27)}`;
  add(
    secret('container config', 'vendor', `docker run -e NEW_RELIC_API_KEY=${nrak} newrelic/infrastructure:latest`, [nrak], { rule: 'new-relic-user-api-key' }),
  );
  const dt = `${SPLIT.dt}${fk(UP + NUM, 24)}.${fk(UP + NUM, 64)}`;
  add(secret('ci file', 'vendor', `      DT_API_TOKEN: ${dt}`, [dt], { rule: 'dynatrace-api-token' }));
  const clojars = `${SPLIT.clojars}${fk(LONUM, 60)}`;
  add(secret('env file', 'vendor', `CLOJARS_USERNAME=emberline\nCLOJARS_PASSWORD=${clojars}`, [clojars], { rule: 'clojars-api-token' }));
  const rubygems = `${SPLIT.rubygems}${fk(HX, 48)}`;
  add(secret('config: yaml', 'vendor', `---\n:rubygems_api_key: ${rubygems}`, [rubygems], { rule: 'rubygems-api-token' }));
  const ltai = `${SPLIT.ltai}${fk(AN, 20)}`;
  const aliSecret = fk(AN, 30);
  add(
    secret('cloud cli', 'vendor', `aliyun configure set --access-key-id ${ltai} --access-key-secret ${aliSecret} --region eu-central-1`, [ltai, aliSecret], {
      rule: 'alibaba-access-key-id',
    }),
  );
  const sib = `${SPLIT.sendinblue}${fk(HX, 64)}-${fk(AN, 16)}`;
  add(secret('config: yaml', 'vendor', `newsletter:\n  brevo_key: ${sib}`, [sib], { rule: 'sendinblue-api-token' }));
  const mailchimp = `${fk(HX, 32)}-us21`;
  add(secret('env file', 'vendor', `MAILCHIMP_API_KEY=${mailchimp}`, [mailchimp], { rule: 'mailchimp-api-key' }));
  const ico = `${SPLIT.ico}${fk(AN, 32)}`;
  add(secret('ci file', 'vendor', `      INFRACOST_API_KEY: ${ico}`, [ico], { rule: 'infracost-api-token' }));
  const pnu = `${SPLIT.pnu}${fk(AN, 36)}`;
  add(secret('shell history', 'vendor', `prefect cloud login -k ${pnu} -w emberline/default`, [pnu], { rule: 'prefect-api-token' }));
  const pscale = `${SPLIT.pscale}${fk(URLSAFE, 43)}`;
  add(
    secret('connection string', 'vendor', `DATABASE_URL=mysql://ember_ro:${pscale}@aws.connect.psdb.cloud/donations?sslaccept=strict`, [pscale], {
      rule: 'planetscale-password',
    }),
  );
  const duffel = `${SPLIT.duffel}${fk(URLSAFE, 43)}`;
  add(secret('log line', 'vendor', `WARN travel-booking: retrying with Authorization Bearer ${duffel}`, [duffel], { rule: 'duffel-api-token' }));
  const ezak = `${SPLIT.ezak}${fk(AN, 54)}`;
  add(secret('source code', 'vendor', `val easypost = new EasyPostClient("${ezak}")`, [ezak], { rule: 'easypost-api-token' }));
  const flw = `${SPLIT.flw}${fk(HX, 32)}-X`;
  add(secret('env file', 'vendor', `FLW_SECRET_KEY=${flw}`, [flw], { rule: 'flutterwave-secret-key' }));
  const rdme = `${SPLIT.rdme}${fk(LONUM, 70)}`;
  add(secret('ci file', 'vendor', `  docs:\n    commands: [npx rdme openapi docs/openapi.yaml --key=${rdme}]`, [rdme], { rule: 'readme-api-token' }));
  const tfp = `${SPLIT.tfp}${fk(URLSAFE, 44)}_${fk(AN, 14)}`;
  add(secret('chat paste', 'vendor', `volunteer signup form token: ${tfp}`, [tfp], { rule: 'typeform-api-token' }));
  const scalingo = `${SPLIT.scalingo}${fk(URLSAFE, 48)}`;
  add(secret('cloud cli', 'vendor', `scalingo login --api-token ${scalingo}`, [scalingo], { rule: 'scalingo-api-token' }));
  const dckr = `${SPLIT.dckr}${fk(URLSAFE, 27)}`;
  add(secret('cloud cli', 'vendor', `docker login -u emberline -p ${dckr} docker.io`, [dckr]));
  const tskey = `${SPLIT.tskey}k${fk(AN, 17)}-${fk(AN, 33)}`;
  add(secret('ci file', 'vendor', `  vpn:\n    environment:\n      TS_AUTHKEY: ${tskey}`, [tskey]));
  const fly = `${SPLIT.fly}${fk(URLSAFE, 120)}`;
  add(secret('env file', 'vendor', `FLY_API_TOKEN="${fly}"`, [fly]));
  const sbp = `${SPLIT.sbp}${fk(HX, 40)}`;
  add(secret('shell history', 'vendor', `supabase login --token ${sbp}`, [sbp]));
  const ntn = `${SPLIT.ntn}${digits(11)}${fk(AN, 35)}`;
  add(secret('source code', 'vendor', `const notion = new Client({ auth: '${ntn}' })`, [ntn]));
  const figd = `${SPLIT.figd}${fk(URLSAFE, 40)}`;
  add(secret('chat paste', 'vendor', `figma token for the map icons export: ${figd}`, [figd]));
  const ops = `${SPLIT.ops}${fk(URLSAFE, 200)}`;
  add(secret('ci file', 'vendor', `      OP_SERVICE_ACCOUNT_TOKEN: ${ops}`, [ops]));
  const mapboxSk = `${SPLIT.mapboxSk}${fk(URLSAFE, 56)}.${fk(URLSAFE, 22)}`;
  add(secret('env file', 'vendor', `MAPBOX_UPLOAD_TOKEN=${mapboxSk}`, [mapboxSk]));
  const sntrys = `${SPLIT.sntrys}${fk(URLSAFE, 120)}_${fk(URLSAFE, 43)}`;
  add(secret('env file', 'vendor', `SENTRY_AUTH_TOKEN=${sntrys}`, [sntrys], { rule: 'sentry-org-token' }));
  const jwt = `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${b64(JSON.stringify({ sub: 'tower-17', role: 'ingest', fake: true }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.${fk(URLSAFE, 43)}`;
  add(secret('http header', 'vendor', `> POST /v1/readings HTTP/1.1\n> Host: api.emberline.org\n> Authorization: Bearer ${jwt}`, [jwt], { rule: 'jwt' }));
  const ageKey = bech32('age-secret-key-', keyBytes()).toUpperCase();
  add(
    secret('key file', 'key-material', `# created: 2026-11-02T10:11:12Z\n# public key: age1${rand(BECH, 58)}\n${ageKey}`, [ageKey], { rule: 'age-secret-key' }),
  );
  const ageKey2 = bech32('age-secret-key-', keyBytes()).toUpperCase();
  add(secret('chat paste', 'key-material', `sops keeps failing, here's the key from keys.txt: ${ageKey2}`, [ageKey2], { rule: 'age-secret-key' }));

  // ---- Key material.
  const ssh = pem(`OPENSSH ${SPLIT.priv} KEY`, 7);
  add(secret('ssh/pgp material', 'key-material', `deploy key from api-1, for the record:\n${ssh.block}`, ssh.body, { rule: 'private-key' }));
  const rsa = pem(`RSA ${SPLIT.priv} KEY`, 10);
  add(
    secret(
      'kubernetes',
      'key-material',
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: tiles-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n    ${rsa.block.split('\n').join('\n    ')}`,
      rsa.body,
      { rule: 'private-key' },
    ),
  );
  const pgp = pem(`PGP ${SPLIT.priv} KEY BLOCK`, 8);
  add(secret('ssh/pgp material', 'key-material', `release signing key (ember-release@emberline.org):\n${pgp.block}`, pgp.body, { rule: 'private-key' }));
  const ppk = [fk(B64, 64), fk(B64, 20)];
  add(
    secret(
      'key file',
      'key-material',
      `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ana@lookout\nPublic-Lines: 2\n${rand(B64, 64)}\n${rand(B64, 4)}\nPrivate-Lines: 1\n${ppk.join('')}\nPrivate-MAC: ${rand(HX, 64)}`,
      [ppk.join('')],
    ),
  );
  const ec = pem(`EC ${SPLIT.priv} KEY`, 3);
  add(secret('source code', 'key-material', `const signingKey = \`${ec.block}\``, ec.body, { rule: 'private-key' }));

  // ---- Wallets.
  const mnemonic12 = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
  add(secret('wallet', 'wallet', `seed phrase for the grant wallet (don't lose it): ${mnemonic12}`, [mnemonic12, 'sausage worth useful legal winner']));
  const mnemonic24 =
    'letter advice cage absurd amount doctor acoustic avoid letter advice cage absurd amount doctor acoustic avoid letter advice cage absurd amount doctor acoustic bless';
  add(secret('wallet', 'wallet', `recovery words:\n${mnemonic24}`, [mnemonic24, 'amount doctor acoustic bless']));
  const wif = base58check(Buffer.concat([Buffer.from([0x80]), keyBytes(), Buffer.from([0x01])]));
  add(secret('wallet', 'wallet', `importprivkey ${wif} "donations" false`, [wif]));
  const xprv = base58check(Buffer.concat([Buffer.from('0488ade4000000000000000000', 'hex'), keyBytes(), Buffer.from([0]), keyBytes()]));
  add(secret('wallet', 'wallet', `wallet export:\n  xprv: ${xprv}\n  path: m/84'/0'/0'`, [xprv]));
  const eth = `0x${keyBytes().toString('hex')}`;
  add(secret('wallet', 'wallet', `DONATION_SIGNER_PRIVATE_KEY=${eth}`, [eth, eth.slice(2)]));
  const sol = [...keyBytes(), ...keyBytes()];
  const solText = sol.join(',');
  add(secret('wallet', 'wallet', `~/.config/solana/id.json: [${solText}]`, [solText]));
  const ethRaw = keyBytes().toString('hex');
  add(secret('wallet', 'wallet', `{"address":"0x${rand(HX, 40)}","privateKey":"${ethRaw}"}`, [ethRaw]));

  // ---- Context-named credentials, whatever their shape.
  const pg1 = fakePw();
  add(secret('shell history', 'context', `PGPASSWORD='${pg1}' psql -h localhost -U ember -d emberline -c 'select count(*) from readings'`, [pg1]));
  const my1 = fakePw();
  add(secret('shell history', 'context', `mysql -h donations-db -u root -p${my1} donations < dump.sql`, [my1]));
  const fw = fakePw();
  add(secret('shell history', 'context', `flyway -url=jdbc:postgresql://localhost:5432/emberline -user=ember -password=${fw} migrate`, [fw]));
  const sshp = fakePw();
  add(secret('shell history', 'context', `sshpass -p '${sshp}' ssh deploy@api-1.emberline.internal uptime`, [sshp]));
  const cu = fakePw();
  add(secret('shell history', 'context', `curl -u woodpecker-admin:${cu} https://ci.emberline.org/api/user`, [cu]));
  const mq = fakePw();
  add(secret('shell history', 'context', `mosquitto_pub -h mqtt.emberline.internal -u tower17 -P ${mq} -t lookout/17/smoke -m 42`, [mq]));
  const dl = fakePw();
  add(secret('cloud cli', 'context', `docker login rg.fr-par.scw.cloud -u nologin --password ${dl}`, [dl]));
  const helm = fakePw();
  add(secret('cloud cli', 'context', `helm repo add ember https://charts.emberline.org --username ci --password '${helm}'`, [helm]));
  const ossl = fakePw();
  add(secret('shell history', 'context', `openssl pkcs12 -export -in tiles.crt -inkey tiles.key -out tiles.p12 -passout pass:${ossl}`, [ossl]));
  const awsS2 = fk(B64, 40);
  add(secret('shell history', 'context', `aws configure set aws_secret_access_key ${awsS2} --profile archive`, [awsS2]));
  const scwAk = `SCW${fk(UP + NUM, 17)}`;
  const scwSk = uuid();
  add(
    secret(
      'cli config',
      'context',
      `# ~/.config/scw/config.yaml\naccess_key: ${scwAk}\nsecret_key: ${scwSk}\ndefault_organization_id: ${uuid()}\ndefault_region: fr-par`,
      [scwSk],
    ),
  );
  const scwSk2 = uuid();
  add(secret('cloud cli', 'context', `scw init secret-key=${scwSk2} send-telemetry=false`, [scwSk2]));
  const netrcPw = fakePw();
  add(secret('netrc', 'context', `machine git.emberline.org login ana password ${netrcPw}`, [netrcPw]));
  const dockerAuthPw = fakePw();
  const dockerAuth = b64(`nologin:${dockerAuthPw}`);
  add(secret('container config', 'context', `{\n  "auths": {\n    "rg.fr-par.scw.cloud": { "auth": "${dockerAuth}" }\n  }\n}`, [dockerAuth, dockerAuthPw]));
  const kubeTok = fk(URLSAFE, 64);
  add(
    secret(
      'kubernetes',
      'context',
      `users:\n- name: ember-deployer\n  user:\n    token: ${kubeTok}\ncontexts:\n- context: {cluster: kapsule-par, user: ember-deployer}`,
      [kubeTok],
    ),
  );
  const k8sPw = fakePw();
  const k8sB64 = b64(k8sPw);
  add(
    secret('kubernetes', 'context', `apiVersion: v1\nkind: Secret\nmetadata:\n  name: timescale\ndata:\n  username: ZW1iZXI=\n  password: ${k8sB64}`, [
      k8sB64,
      k8sPw,
    ]),
  );
  const neo = fakePw();
  add(secret('env file', 'context', `NEO4J_AUTH=neo4j/${neo}`, [neo]));
  const hocon1 = fakePw();
  add(secret('config: hocon', 'context', `db {\n  url = "jdbc:postgresql://localhost:5432/emberline"\n  user = ember\n  password = "${hocon1}"\n}`, [hocon1]));
  const hocon2 = fakePw();
  add(secret('config: hocon', 'context', `mqtt.password = "${hocon2}"\nmqtt.password = \${?MQTT_PASSWORD}`, [hocon2]));
  const sbtCred = fakePw();
  add(
    secret(
      'config: properties',
      'context',
      `# ~/.sbt/sonatype_credentials\nrealm=Sonatype Nexus Repository Manager\nhost=s01.oss.sonatype.org\nuser=emberline\npassword=${sbtCred}`,
      [sbtCred],
    ),
  );
  const gradlePw = fakePw();
  add(
    secret(
      'config: properties',
      'context',
      `signing.keyId=${rand(HXU, 8)}\nsigning.password=${gradlePw}\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg`,
      [gradlePw],
    ),
  );
  const mvn = fakePw();
  add(
    secret(
      'config: xml',
      'context',
      `<servers>\n  <server>\n    <id>ember-releases</id>\n    <username>ci</username>\n    <password>${mvn}</password>\n  </server>\n</servers>`,
      [mvn],
    ),
  );
  const xmlKey = fk(AN, 32);
  add(secret('config: xml', 'context', `<appSettings>\n  <add key="HoneycombApiKey" value="${xmlKey}" />\n</appSettings>`, [xmlKey]));
  const pgpass = fakePw();
  add(secret('dotfile', 'context', `# ~/.pgpass\nlocalhost:5432:emberline:ember:${pgpass}`, [pgpass]));
  const psk = fakePw();
  add(secret('dotfile', 'context', `network={\n  ssid="lookout-17"\n  psk="${psk}"\n}`, [psk]));
  const redisPw = fakePw();
  add(secret('connection string', 'context', `REDIS_URL=redis://:${redisPw}@cache.emberline.internal:6379/0`, [redisPw]));
  const amqpPw = fakePw();
  add(secret('connection string', 'context', `amqp://ingest:${amqpPw}@mq.emberline.internal:5672/towers`, [amqpPw]));
  const jdbcPw = fakePw();
  add(secret('connection string', 'context', `jdbc:postgresql://db-1.emberline.internal/emberline?user=ember&password=${jdbcPw}&ssl=true`, [jdbcPw]));
  const mongoPw = fakePw();
  add(secret('connection string', 'context', `mongodb+srv://archive:${mongoPw}@cluster0.ab1cd.mongodb.net/archive?retryWrites=true`, [mongoPw]));
  const gitPw = fakePw();
  add(secret('url', 'context', `git remote add backup https://ana:${gitPw}@git.emberline.org/emberline/api.git`, [gitPw]));
  const hookTok = fk(AN, 32);
  add(secret('url', 'context', `webhook: https://ci.emberline.org/hook?token=${hookTok}&repo=api`, [hookTok]));
  const become = fakePw();
  add(secret('config: ini', 'context', `[lookout_api:vars]\nansible_user=deploy\nansible_become_password=${become}`, [become]));
  const tfvars = fakePw();
  add(secret('config: hcl', 'context', `region      = "fr-par"\ndb_password = "${tfvars}"\nnode_count  = 3`, [tfvars]));
  const tfKey = fk(AN, 40);
  add(secret('config: hcl', 'context', `provider "honeycombio" {\n  api_key = "${tfKey}"\n}`, [tfKey]));
  const yml1 = fakePw();
  add(secret('config: yaml', 'context', `timescale:\n  host: db-1.emberline.internal\n  user: ember\n  password: ${yml1}`, [yml1]));
  const yarnTok = fk(AN, 36);
  add(
    secret('config: yaml', 'context', `npmScopes:\n  emberline:\n    npmRegistryServer: "https://npm.emberline.org"\n    npmAuthToken: "${yarnTok}"`, [
      yarnTok,
    ]),
  );
  const wpSk = uuid();
  add(secret('ci file', 'context', `  deploy:\n    environment:\n      SCW_SECRET_KEY: ${wpSk}\n    commands: [ansible-playbook deploy/deploy.yml]`, [wpSk]));
  const rollbar = fk(HX, 32);
  add(secret('source code', 'context', `runtimeConfig: { rollbarServerToken: '${rollbar}', public: { apiBase: 'https://api.emberline.org' } }`, [rollbar]));
  const scalaKey = fk(AN, 28);
  add(secret('source code', 'context', `object Honeycomb { val apiKey = "${scalaKey}" }`, [scalaKey]));
  const juliaKey = fk(AN, 30);
  add(secret('source code', 'context', `HTTP.get(url, ["X-Api-Key" => "${juliaKey}"])`, [juliaKey]));
  const basicPw = fakePw();
  const basic = b64(`duty-officer:${basicPw}`);
  add(secret('http header', 'context', `GET /admin/towers HTTP/1.1\nAuthorization: Basic ${basic}`, [basic, basicPw]));
  const xapi = fk(AN, 40);
  add(secret('http header', 'context', `x-api-key: ${xapi}`, [xapi]));
  const hcHeader = fk(AN, 22);
  add(secret('env file', 'context', `OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=${hcHeader}`, [hcHeader]));
  const rollbarEnv = fk(HX, 32);
  add(secret('env file', 'context', `ROLLBAR_SERVER_TOKEN=${rollbarEnv}\nROLLBAR_ENV=production`, [rollbarEnv]));
  const logPw = fakePw();
  add(
    secret('log line', 'context', `2026-11-30 22:14:03 INFO  MqttIngest - connecting to tcp://mqtt.emberline.internal:1883 as tower-ingest password=${logPw}`, [
      logPw,
    ]),
  );
  const logTok = fk(AN, 36);
  add(secret('log line', 'context', `DEBUG sttp: GET https://api.emberline.org/v1/towers headers: Authorization: Token ${logTok}`, [logTok]));
  const stPw = fakePw();
  add(
    secret(
      'stack trace',
      'context',
      `org.postgresql.util.PSQLException: Connection to db-1:5432 refused.\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:346)\nCaused by: config url=postgres://ember:${stPw}@db-1:5432/emberline`,
      [stPw],
    ),
  );
  const stPw2 = fakePw();
  add(
    secret(
      'stack trace',
      'context',
      `zio.config.ReadError: invalid value for mqtt.password: '${stPw2}' (must be at least 24 characters)\n\tat zio.config.ConfigProvider...`,
      [stPw2],
    ),
  );
  const chat1 = fakePw();
  add(secret('chat paste', 'context', `staging db password is ${chat1} btw, don't tell Leo`, [chat1]));
  const chat2 = fakePw();
  add(secret('chat paste', 'context', `grafana admin / pw: ${chat2}`, [chat2]));
  const unit = fk(AN, 32);
  add(secret('service unit', 'context', `[Service]\nEnvironment=MODEL_API_TOKEN=${unit}\nExecStart=/usr/bin/julia --project=/srv/model run.jl`, [unit]));
  const compose = fakePw();
  add(
    secret('service unit', 'context', `  timescale:\n    image: timescale/timescaledb:2.17.2-pg16\n    environment:\n      POSTGRES_PASSWORD: ${compose}`, [
      compose,
    ]),
  );
  const toml1 = fakePw();
  add(secret('config: toml', 'context', `[mqtt]\nhost = "mqtt.emberline.internal"\nusername = "model"\npassword = "${toml1}"`, [toml1]));
  const toml2 = fk(AN, 32);
  add(secret('config: toml', 'context', `[honeycomb]\ndataset = "fire-spread"\napi_key = "${toml2}"`, [toml2]));
  const ini1 = fakePw();
  add(secret('config: ini', 'context', `[database]\nhost = db-1.emberline.internal\nuser = model\npasswd = ${ini1}`, [ini1]));
  const jsonPw = fakePw();
  add(secret('config: json', 'context', `{"mqtt":{"host":"mqtt.emberline.internal","username":"tower17","password":"${jsonPw}"}}`, [jsonPw]));
  const credJson = fk(AN, 40);
  add(secret('config: json', 'context', `{"client_id":"lookout-dashboard","client_secret":"${credJson}"}`, [credJson]));

  // ---- Labels in other human languages.
  const l1 = fakePw();
  add(secret('other-language label', 'context', `contraseña de la base de staging: ${l1}`, [l1]));
  const l2 = fakePw();
  add(secret('other-language label', 'context', `Passwort für den MQTT-Broker: ${l2}`, [l2]));
  const l3 = fakePw();
  add(secret('other-language label', 'context', `mot de passe du compte ci : ${l3}`, [l3]));
  const l4 = fakePw();
  add(secret('other-language label', 'context', `пароль от Grafana: ${l4}`, [l4]));
  const l5 = fakePw();
  add(secret('other-language label', 'context', `数据库密码：${l5}`, [l5]));
  const l6 = fakePw();
  add(secret('other-language label', 'context', `ステージングのパスワード: ${l6}`, [l6]));
  const l7 = fakePw();
  add(secret('other-language label', 'context', `관리자 비밀번호: ${l7}`, [l7]));
  const l8 = fakePw();
  add(secret('other-language label', 'context', `yayın sunucusu şifre=${l8}`, [l8]));
  const l9 = fakePw();
  add(secret('other-language label', 'context', `senha do painel: ${l9}`, [l9]));
  const l10 = fk(AN, 32);
  add(secret('other-language label', 'context', `chiave API di Honeycomb: ${l10}`, [l10]));

  // ---- Transformed.
  const tGhp = checksummed(SPLIT.ghp);
  const tGhpB64 = b64(tGhp);
  add(secret('transformed', 'transformed', `base64 of the bot token, decode before use: ${tGhpB64}`, [tGhp, ...halves(tGhpB64)], { rule: 'github-pat' }));
  const tGhp2 = checksummed(SPLIT.ghp);
  const tGhp2Spaced = chunks(tGhp2, 4).join(' ');
  add(
    secret('transformed', 'transformed', `token (spaces so the bot does not eat it): ${tGhp2Spaced}`, [tGhp2, ...halves(tGhp2Spaced)], { rule: 'github-pat' }),
  );
  const tNpm = checksummed(SPLIT.npm);
  const tNpmZw = [...tNpm].join('\u200b');
  add(secret('transformed', 'transformed', `npm publish token: ${tNpmZw}`, [tNpm, ...halves(tNpmZw)], { rule: 'npm-access-token' }));
  const tXoxb = `${SPLIT.xoxb}${digits(12)}-${digits(12)}-${fk(AN, 24)}`;
  const tXoxbFw = fullwidth(tXoxb);
  add(secret('transformed', 'transformed', `slack: ${tXoxbFw}`, [tXoxb, ...halves(tXoxbFw)], { rule: 'slack-bot-token' }));
  const tGl = `${SPLIT.glpat}${fk(URLSAFE, 20)}`;
  const tGlPct = pctAll(tGl);
  add(secret('transformed', 'transformed', `https://ci.emberline.org/mirror?gitlab_token=${tGlPct}`, [tGl, ...halves(tGlPct)], { rule: 'gitlab-pat' }));
  const tSk = `${SPLIT.skLive}${fk(AN, 24)}`;
  const tSkHex = hexOf(tSk);
  add(secret('transformed', 'transformed', `STRIPE_KEY_HEX=${tSkHex}`, [tSk, ...halves(tSkHex)], { rule: 'stripe-access-token' }));
  const tAws = fk(B64, 40);
  const tAwsEsc = [...tAws].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
  add(secret('transformed', 'transformed', `{"aws_secret_access_key": "${tAwsEsc}"}`, [tAws, JSON.stringify(tAwsEsc).slice(1, 41), tAwsEsc.slice(0, 36)]));
  const tHvs = `${SPLIT.hvs}CAES${fk(URLSAFE, 90)}`;
  const tHvsWrapped = chunks(tHvs, 32).join('\n');
  add(
    secret('transformed', 'transformed', `vault token (wrapped by the terminal):\n${tHvsWrapped}`, [tHvs, ...chunks(tHvs, 32).slice(0, 2)], {
      rule: 'vault-service-token',
    }),
  );
  const tOpenai = `${SPLIT.openai}${fk(URLSAFE, 74)}T3BlbkFJ${fk(URLSAFE, 74)}`;
  const tOpenaiB64 = b64(`OPENAI_API_KEY=${tOpenai}`);
  add(secret('transformed', 'transformed', `k8s secret value: ${tOpenaiB64}`, [tOpenai, ...halves(tOpenaiB64)], { rule: 'openai-api-key' }));
  const tPw = fakePw();
  const tPwB64 = b64(`postgres://ember:${tPw}@db-1:5432/emberline`);
  add(secret('transformed', 'transformed', `DATABASE_URL_B64=${tPwB64}`, [tPw, ...halves(tPwB64)]));

  // ---- Other doors.
  const dTitle = `${SPLIT.xoxb}${digits(12)}-${digits(12)}-${fk(AN, 24)}`;
  add(secret('other door', 'vendor', `Rotated the alerts bot token ${dTitle}`, [dTitle], { door: 'title', rule: 'slack-bot-token' }));
  const dTitlePw = fakePw();
  add(secret('other door', 'context', `PGPASSWORD=${dTitlePw} works for staging`, [dTitlePw], { door: 'title' }));
  const dSumAk = `${SPLIT.akia}${fk(B32, 16)}`;
  const dSumSk = fk(B64, 40);
  add(
    secret('other door', 'vendor', `Archive sync fixed; it runs as ${dSumAk} / ${dSumSk} now.`, [dSumAk, dSumSk], {
      door: 'summary',
      rule: 'aws-access-token',
    }),
  );
  const dSumMy = fakePw();
  add(secret('other door', 'context', `Restored donations with mysql -u root -p${dSumMy} donations.`, [dSumMy], { door: 'summary' }));
  const dTag = checksummed(SPLIT.ghp);
  add(secret('other door', 'vendor', dTag, [dTag], { door: 'tags', rule: 'github-pat' }));
  const dTag2 = checksummed(SPLIT.npm);
  add(secret('other door', 'vendor', `npm:${dTag2}`, [dTag2], { door: 'tags', rule: 'npm-access-token' }));
  const dTrip = `${SPLIT.hvs}CAES${fk(URLSAFE, 90)}`;
  add(secret('other door', 'vendor', `the vault token ${dTrip} expires`, [dTrip], { door: 'tripwires', rule: 'vault-service-token' }));
  const dTripPw = fakePw();
  add(secret('other door', 'context', `password for ana (${dTripPw}) is rotated`, [dTripPw], { door: 'tripwires' }));
  const dFiles = bech32('age-secret-key-', keyBytes()).toUpperCase();
  add(secret('other door', 'key-material', `deploy/keys/${dFiles}.txt`, [dFiles], { door: 'filesEdited', rule: 'age-secret-key' }));
  const dFilesPw = fakePw();
  add(secret('other door', 'context', `https://ci:${dFilesPw}@git.emberline.org/emberline/api/raw/main/.woodpecker.yml`, [dFilesPw], { door: 'filesEdited' }));
  const dSrc = checksummed(SPLIT.ghp);
  add(
    secret('other door', 'vendor', `https://api.github.com/repos/emberline/api/actions/logs?access_token=${dSrc}`, [dSrc], {
      door: 'source',
      rule: 'github-pat',
    }),
  );
  const dSrcPw = fakePw();
  add(secret('other door', 'context', `https://ana:${dSrcPw}@git.emberline.org/emberline/api/raw/main/deploy/inventory.ini`, [dSrcPw], { door: 'source' }));
  const dQuery = `${SPLIT.glpat}${fk(URLSAFE, 20)}`;
  add(secret('other door', 'vendor', `why does clone fail with ${dQuery}`, [dQuery], { door: 'query', rule: 'gitlab-pat' }));
  const dQueryPw = fakePw();
  add(secret('other door', 'context', `PGPASSWORD=${dQueryPw} psql timeout on staging`, [dQueryPw], { door: 'query' }));
  const dQuerySk = `${SPLIT.skLive}${fk(AN, 24)}`;
  add(secret('other door', 'vendor', `donations checkout ${dQuerySk} error`, [dQuerySk], { door: 'query', rule: 'stripe-access-token' }));
  const dPath = checksummed(SPLIT.ghp);
  add(secret('other door', 'vendor', `/home/ana/src/emberline-${dPath}`, [dPath], { door: 'projectPath', rule: 'github-pat' }));
  const dPath2 = `${SPLIT.anthropic}${fk(URLSAFE, 93)}AA`;
  add(secret('other door', 'vendor', `/srv/build/${dPath2}/emberline`, [dPath2], { door: 'projectPath', rule: 'anthropic-api-key' }));
  return out;
}

function nearMissCases(): RedactionMeasureCase[] {
  const sha = (): string => rand(HX, 40);
  const sri = (n: number): string => Buffer.from(rand(HX, n * 2), 'hex').toString('base64');
  const xpub = base58check(Buffer.concat([Buffer.from('0488b21e000000000000000000', 'hex'), keyBytes(), Buffer.from([0x02]), keyBytes()]));
  const cert = pem('CERTIFICATE', 6).block;
  const pgpPub = pem('PGP PUBLIC KEY BLOCK', 6).block;
  return [
    near('git sha', `Fixed by ${sha()} (revert of the tile cache change).`),
    near('git sha', `git bisect landed on ${rand(HX, 12)}; the readings migration is the culprit.`),
    near('git sha', `git-tree-sha1 = "${sha()}"`),
    near('digest', `image: rg.fr-par.scw.cloud/emberline/api@sha256:${rand(HX, 64)}`),
    near('digest', `timescale/timescaledb:2.17.2-pg16@sha256:${rand(HX, 64)}`),
    near('integrity', `<script src="https://tiles.emberline.org/maplibre-gl.js" integrity="sha384-${sri(48)}" crossorigin="anonymous"></script>`),
    near('integrity', `maplibre-gl@4.7.1:\n  resolution: {integrity: sha512-${sri(64)}}`),
    near('uuid', `uuid = "${uuid()}"`),
    near('uuid', `ArchGDAL = "c9ce4bd3-c3d5-55b8-8973-c0e20141b8c3"`),
    near('uuid', `SCW_DEFAULT_PROJECT_ID=${uuid()}`),
    near('uuid', `request ${uuid()} took 812 ms (GET /v1/towers/17/readings)`),
    near('trace id', `trace_id=${rand(HX, 32)} span_id=${rand(HX, 16)} service=emberline-api`),
    near('trace id', `Rollbar occurrence ${rand(HX, 32)} grouped under item #4412`),
    near('limit', 'max_tokens: 4096'),
    near('limit', 'password_min_length: 12'),
    near('limit', 'auth: required'),
    near('limit', 'token_ttl_seconds: 3600'),
    near('limit', 'chunk_tokens = 512  # model tokenizer window'),
    near('limit', 'auth_method: passkey'),
    near('limit', 'PASSWORD_RESET_TTL=15m'),
    near('limit', 'secret_scanning: true'),
    near('placeholder', 'PGPASSWORD=changeme'),
    near('placeholder', 'HONEYCOMB_API_KEY=your-api-key-here'),
    near('placeholder', 'token: <token>'),
    near('placeholder', `password = \${DB_PASSWORD}`),
    near('placeholder', 'SCW_SECRET_KEY=$SCW_SECRET_KEY'),
    near('placeholder', 'secret: xxx'),
    near('placeholder', 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE'),
    near('secret reference', '    secrets: [scw_secret_key, deploy_ssh_key]'),
    near('secret reference', 'valueFrom:\n  secretKeyRef:\n    name: timescale\n    key: password'),
    near('secret reference', 'environment:\n  DEPLOY_KEY:\n    from_secret: deploy_ssh_key'),
    near('public key', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${rand(B64, 43)} ana@lookout`),
    near('public key', cert),
    near('public key', pgpPub),
    near('public key', `SHA256:${rand(B64, 43)} deploy@api-1 (ED25519)`),
    near('public wallet', `donations go to 0x${rand(HX, 40)}`),
    near('public wallet', `bc1q${rand('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}`),
    near('public wallet', `watch-only xpub: ${xpub}`),
    near('publishable', `STRIPE_PUBLISHABLE_KEY=pk_test_${rand(AN, 24)}`),
    near('port flag', 'psql -h localhost -p 5432 -U ember emberline'),
    near('port flag', 'redis-cli -h cache.emberline.internal -p 6379 ping'),
    near('port flag', 'pg_dump -p 5433 -Fc emberline > emberline.dump'),
    near('port flag', 'echo "$SCW_SECRET_KEY" | docker login rg.fr-par.scw.cloud -u nologin --password-stdin'),
    near('prompt', 'ember@db-1 $ psql -U ember\nPassword for user ember:\npsql (16.4)'),
    near('doc prose', 'GitHub classic tokens start with ghp_ and are 40 characters long; ours live only in Woodpecker secrets.'),
    near('doc prose', 'npm_config_registry=https://registry.npmjs.org/'),
    near('checksum', `Flyway: Migration checksum mismatch for V202611021200__readings_index.sql (applied -1349876543, resolved 88211734)`),
    near('checksum', `ETag: W/"${rand(HX, 32)}"`),
    near('checksum', `Content-MD5: ${sri(16)}`),
    near('checksum', `config map binaryData: ${b64('{"region":"fr-par","towers":42}')}`),
    near('other door', `Bump api to ${sha()}`, 'title'),
    near('other door', `sha256:${rand(HX, 64)}`, 'tags'),
    near('other door', `if the image digest sha256:${rand(HX, 64)} changes`, 'tripwires'),
    near('other door', 'dashboard/.output/public/_nuxt/entry.4f3a9c1b.js', 'filesEdited'),
    near('other door', `https://git.emberline.org/emberline/api/commit/${sha()}`, 'source'),
    near('other door', `which commit ${sha()} broke the readings migration`, 'query'),
    near('other door', `/home/ana/src/emberline-${uuid()}`, 'projectPath'),
    near('other door', `Rebased onto ${sha()}; integrity sha512-${sri(64)} unchanged.`, 'summary'),
  ];
}

/** Every case of the set: secrets first, then near-misses. */
export const UNSEEN_SECRET_CASES: readonly RedactionMeasureCase[] = [...secretCases(), ...nearMissCases()];
