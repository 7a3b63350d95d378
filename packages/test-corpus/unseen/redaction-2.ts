/** Unseen redaction set 2 — written blind on 2026-12-01 by a helper who had read neither the redactor, the corpus, nor set 1. Never tuned against. Never edit. */
export type UnseenDoor = 'text' | 'title' | 'summary' | 'tags' | 'tripwires' | 'filesEdited' | 'source' | 'query' | 'projectPath';
export interface UnseenSecretCase {
  id: string; // 'r2-s-001' / 'r2-n-001'
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
const B32 = UP + '234567';
const BECH = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

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

const WORDS = [
  'harbor',
  'kestrel',
  'granite',
  'lantern',
  'cobalt',
  'willow',
  'ember',
  'falcon',
  'quartz',
  'meadow',
  'saffron',
  'anchor',
  'tundra',
  'cinder',
  'marble',
  'orchid',
];
const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
const word = (seed: number, k: number): string => WORDS[(seed * 7 + k * 13) % WORDS.length] ?? 'tide';
/** A human-chosen password: two words, digits, a symbol. */
function pw(seed: number): string {
  return cap(word(seed, 1)) + '-._!'.charAt(seed % 4) + word(seed, 2) + fake(4, seed, DIG) + '!+*%'.charAt((seed >> 2) % 4);
}
/** A password that survives inside a URL's userinfo without escaping. */
function pwu(seed: number): string {
  return cap(word(seed, 1)) + '-._'.charAt(seed % 3) + word(seed, 2) + fake(4, seed, DIG);
}
/** A generated password with symbols. */
const rnd = (seed: number, n = 20): string => fake(n, seed, ALNUM + '!#%*+-_');
const uuid = (seed: number): string =>
  fake(8, seed, HEX) +
  '-' +
  fake(4, seed + 1, HEX) +
  '-4' +
  fake(3, seed + 2, HEX) +
  '-' +
  fake(1, seed + 3, '89ab') +
  fake(3, seed + 4, HEX) +
  '-' +
  fake(12, seed + 5, HEX);

function utf8(s: string): number[] {
  const out: number[] = [];
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}
function b64(s: string): string {
  const A = UP + LOW + DIG + '+/';
  const b = utf8(s);
  let out = '';
  for (let i = 0; i < b.length; i += 3) {
    const n = ((b[i] ?? 0) << 16) | ((b[i + 1] ?? 0) << 8) | (b[i + 2] ?? 0);
    out += A.charAt((n >> 18) & 63) + A.charAt((n >> 12) & 63);
    out += i + 1 < b.length ? A.charAt((n >> 6) & 63) : '=';
    out += i + 2 < b.length ? A.charAt(n & 63) : '=';
  }
  return out;
}
const b64url = (s: string): string => b64(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const hexOf = (s: string): string =>
  utf8(s)
    .map((x) => x.toString(16).padStart(2, '0'))
    .join('');
const fullwidth = (s: string): string =>
  [...s]
    .map((ch) => {
      const c = ch.codePointAt(0) ?? 0;
      return c >= 0x21 && c <= 0x7e ? String.fromCodePoint(c + 0xfee0) : ch;
    })
    .join('');
const joinEvery = (s: string, cp: number): string => [...s].join(String.fromCodePoint(cp));
function chunks(s: string, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += n) out.push(s.slice(i, i + n));
  return out;
}
/** Insert one invisible code point at a few fixed offsets. */
function sprinkle(s: string, cp: number, at: number[]): string {
  let out = '';
  [...s].forEach((ch, i) => {
    out += (at.includes(i) ? String.fromCodePoint(cp) : '') + ch;
  });
  return out;
}
function pemBody(seed: number, lead: string, lines: number): string[] {
  const body: string[] = [];
  for (let i = 0; i < lines; i++) body.push(i === 0 ? lead + fake(64 - lead.length, seed, B64) : fake(i === lines - 1 ? 44 : 64, seed + i, B64));
  return body;
}
function pem(kind: string, body: string[], nl = '\n'): string {
  const label = (kind ? kind + ' ' : '') + 'PRIVATE' + ' KEY';
  return '-----BEGIN ' + label + '-----' + nl + body.join(nl) + nl + '-----END ' + label + '-----';
}
function jwt(seed: number): string {
  const head = b64url('{"alg":"HS256","typ":"JWT"}');
  const body = b64url('{"sub":"' + fake(10, seed, LOWNUM) + '","role":"ops","iat":17' + fake(8, seed + 1, DIG) + '}');
  return head + '.' + body + '.' + fake(43, seed + 2, B64URL);
}

// Vendor token shapes, re-derived from the vendors' documented formats (rule ids are gitleaks').
const V = {
  ghp: (s: number): string => 'gh' + 'p_' + fake(36, s), // github-pat
  ghFine: (s: number): string => 'github' + '_pat_' + fake(22, s) + '_' + fake(59, s + 1), // github-fine-grained-pat
  gho: (s: number): string => 'gh' + 'o_' + fake(36, s), // github-oauth
  ghs: (s: number): string => 'gh' + 's_' + fake(36, s), // github-app-token
  ghu: (s: number): string => 'gh' + 'u_' + fake(36, s), // github-app-token
  ghr: (s: number): string => 'gh' + 'r_' + fake(36, s), // github-refresh-token
  glpat: (s: number): string => 'gl' + 'pat-' + fake(20, s, ALNUM + '_'), // gitlab-pat
  glptt: (s: number): string => 'gl' + 'ptt-' + fake(40, s, HEX), // gitlab-ptt
  glrt: (s: number): string => 'gl' + 'rt-' + fake(20, s), // gitlab-runner-authentication-token
  gldt: (s: number): string => 'gl' + 'dt-' + fake(20, s), // gitlab-deploy-token
  glrr: (s: number): string => 'GR' + '1348941' + fake(20, s), // gitlab-rrt
  akia: (s: number): string => 'AK' + 'IA' + fake(16, s, B32), // aws-access-token
  asia: (s: number): string => 'AS' + 'IA' + fake(16, s, B32), // aws-access-token
  awsSecret: (s: number): string => fake(40, s, B64),
  aiza: (s: number): string => 'AI' + 'za' + 'Sy' + fake(33, s, B64URL), // gcp-api-key
  xoxb: (s: number): string => 'xo' + 'xb-' + fake(11, s, DIG) + '-' + fake(13, s + 1, DIG) + '-' + fake(24, s + 2), // slack-bot-token
  xoxp: (s: number): string => 'xo' + 'xp-' + fake(11, s, DIG) + '-' + fake(12, s + 1, DIG) + '-' + fake(13, s + 2, DIG) + '-' + fake(32, s + 3, HEX), // slack-user-token
  slackHook: (s: number): string => 'https://hooks.' + 'slack.com/services/T' + fake(10, s, UPNUM) + '/B' + fake(10, s + 1, UPNUM) + '/' + fake(24, s + 2), // slack-webhook-url
  xapp: (s: number): string => 'xa' + 'pp-1-A' + fake(10, s, UPNUM) + '-' + fake(13, s + 1, DIG) + '-' + fake(64, s + 2, HEX), // slack-app-token
  skLive: (s: number): string => 'sk' + '_live_' + '51' + fake(97, s), // stripe-access-token
  rkLive: (s: number): string => 'rk' + '_live_' + '51' + fake(60, s), // stripe-access-token
  skTest: (s: number): string => 'sk' + '_test_' + '51' + fake(60, s), // stripe-access-token
  whsec: (s: number): string => 'wh' + 'sec_' + fake(32, s), // (no gitleaks rule)
  sg: (s: number): string => 'SG' + '.' + fake(22, s, B64URL) + '.' + fake(43, s + 1, B64URL), // sendgrid-api-token
  npm: (s: number): string => 'np' + 'm_' + fake(36, s), // npm-access-token
  pypi: (s: number): string => 'py' + 'pi-AgEIcHlwaS5vcmc' + fake(150, s, B64URL) + fake(1, s + 1), // pypi-upload-token
  openai: (s: number): string => 'sk' + '-proj-' + fake(74, s, B64URL) + 'T3Blbk' + 'FJ' + fake(73, s + 1, B64URL) + fake(1, s + 2), // openai-api-key
  anthropic: (s: number): string => 'sk' + '-ant-api03-' + fake(93, s, B64URL) + 'AA', // anthropic-api-key
  hf: (s: number): string => 'h' + 'f_' + fake(34, s, UP + LOW), // huggingface-access-token
  dop: (s: number): string => 'do' + 'p_v1_' + fake(64, s, HEX), // digitalocean-pat
  shpat: (s: number): string => 'sh' + 'pat_' + fake(32, s, HEX), // shopify-access-token
  shpss: (s: number): string => 'sh' + 'pss_' + fake(32, s, HEX), // shopify-shared-secret
  age: (s: number): string => 'AGE-' + 'SECRET-KEY-1' + fake(58, s, BECH), // age-secret-key
  telegram: (s: number): string => fake(1, s, '123456789') + fake(9, s + 1, DIG) + ':AA' + fake(33, s + 2, B64URL), // telegram-bot-api-token
  discord: (s: number): string => b64('1' + fake(17, s, DIG)) + '.' + fake(6, s + 1, B64URL) + '.' + fake(38, s + 2, B64URL),
  mailgun: (s: number): string => 'ke' + 'y-' + fake(32, s, HEX), // mailgun-private-api-token
  hvs: (s: number): string => 'hv' + 's.' + 'CAESI' + fake(90, s, B64URL), // vault-service-token
  dppt: (s: number): string => 'dp' + '.pt.' + fake(43, s), // doppler-api-token
  lin: (s: number): string => 'lin' + '_api_' + fake(40, s), // linear-api-key
  pmak: (s: number): string => 'PM' + 'AK-' + fake(24, s, HEX) + '-' + fake(34, s + 1, HEX), // postman-api-token
  glsa: (s: number): string => 'gl' + 'sa_' + fake(32, s) + '_' + fake(8, s + 1, HEX), // grafana-service-account-token
  glc: (s: number): string =>
    'gl' + 'c_' + b64('{"o":"' + fake(7, s, DIG) + '","n":"berthly-ci-write","k":"' + fake(24, s + 1) + '","m":{"r":"prod-eu-west-2"}}'), // grafana-cloud-api-token
  twilioSK: (s: number): string => 'S' + 'K' + fake(32, s, HEX), // twilio-api-key
  dapi: (s: number): string => 'da' + 'pi' + fake(32, s, HEX), // databricks-api-token
  atatt: (s: number): string => 'ATA' + 'TT3xFfGF0' + fake(180, s, ALNUM + '-_'), // atlassian-api-token
  sntryu: (s: number): string => 'sntr' + 'yu_' + fake(64, s, HEX), // sentry-user-token
  pscalePw: (s: number): string => 'pscale' + '_pw_' + fake(43, s, ALNUM + '_'), // planetscale-password
  pul: (s: number): string => 'pu' + 'l-' + fake(40, s, HEX), // pulumi-api-token
  rubygems: (s: number): string => 'rubygems' + '_' + fake(48, s, HEX), // rubygems-api-token
  dt: (s: number): string => 'dt0' + 'c01.' + fake(24, s, UPNUM) + '.' + fake(64, s + 1, UPNUM), // dynatrace-api-token
  fo1: (s: number): string => 'fo' + '1_' + fake(42, s, B64URL) + fake(1, s + 1), // flyio-access-token
  hrku: (s: number): string => 'HR' + 'KU-AA' + fake(58, s, ALNUM + '_'), // heroku-api-key-v2
  ezak: (s: number): string => 'EZ' + 'AK' + fake(54, s), // easypost-api-token
  shippo: (s: number): string => 'shippo' + '_live_' + fake(40, s, HEX), // shippo-api-token
  xkeysib: (s: number): string => 'xkey' + 'sib-' + fake(64, s, HEX) + '-' + fake(16, s + 1), // sendinblue-api-token
  sq0atp: (s: number): string => 'sq0' + 'atp-' + fake(22, s, B64URL), // square-access-token
  azureAd: (s: number): string => fake(3, s) + fake(1, s + 1, DIG) + 'Q' + '~' + fake(34, s + 2, ALNUM + '_~.-'), // azure-ad-client-secret
  teams: (s: number): string =>
    'https://berthly.webhook.' + 'office.com/webhookb2/' + uuid(s) + '@' + uuid(s + 10) + '/IncomingWebhook/' + fake(32, s + 20, LOWNUM) + '/' + uuid(s + 30), // microsoft-teams-webhook
  eaac: (s: number): string => 'EA' + 'AC' + fake(140, s), // facebook-page-access-token
  pplx: (s: number): string => 'pp' + 'lx-' + fake(48, s), // perplexity-api-key
  ntn: (s: number): string => 'nt' + 'n_' + fake(11, s, DIG) + fake(35, s + 1), // notion-api-token
  pnu: (s: number): string => 'pn' + 'u_' + fake(36, s), // prefect-api-token
  ico: (s: number): string => 'ic' + 'o-' + fake(32, s), // infracost-api-token
  nrak: (s: number): string => 'NR' + 'AK-' + fake(27, s, UPNUM), // new-relic-user-api-key
  akcp: (s: number): string => 'AK' + 'Cp' + fake(69, s), // artifactory-api-key
  rdme: (s: number): string => 'rd' + 'me_' + fake(70, s, LOWNUM), // readme-api-token
  clojars: (s: number): string => 'CLO' + 'JARS_' + fake(60, s, LOWNUM), // clojars-api-token
  openshift: (s: number): string => 'sha' + '256~' + fake(43, s, B64URL), // openshift-user-token
  ltai: (s: number): string => 'LT' + 'AI' + fake(20, s), // alibaba-access-key-id
  p8e: (s: number): string => 'p8' + 'e-' + fake(32, s), // adobe-client-secret
  sgp: (s: number): string => 'sg' + 'p_' + fake(16, s, HEX) + '_' + fake(40, s + 1, HEX), // sourcegraph-access-token
  ops: (s: number): string =>
    'op' +
    's_' +
    b64(
      '{"signInAddress":"berthly.1password.com","userAuth":{"method":"SRPg-4096","alg":"PBES2g-HS256","iterations":650000,"salt":"' +
        fake(22, s, B64URL) +
        '"},"email":"' +
        fake(12, s + 1, LOWNUM) +
        '@1passwordserviceaccounts.com","srpX":"' +
        fake(64, s + 2, HEX) +
        '","muk":{"alg":"A256GCM","ext":true,"k":"' +
        fake(43, s + 3, B64URL) +
        '","key_ops":["encrypt","decrypt"],"kty":"oct","kid":"mp"}}',
    ), // 1password-service-account-token
  cfOrigin: (s: number): string => 'v1' + '.0-' + fake(24, s, HEX) + '-' + fake(146, s + 1, HEX), // cloudflare-origin-ca-key
  flw: (s: number): string => 'FLWSECK' + '_TEST-' + fake(32, s, HEX) + '-X', // flutterwave-secret-key
  tkus: (s: number): string => 'tk' + '-us-' + fake(47, s, B64URL) + fake(1, s + 1), // scalingo-api-token
  fio: (s: number): string => 'fio' + '-u-' + fake(64, s, B64URL), // frameio-api-token
  mmk: (s: number): string => fake(6, s) + '_' + fake(29, s + 1) + '_m' + 'mk', // maxmind-license-key
  duffel: (s: number): string => 'duffel' + '_test_' + fake(43, s, B64URL), // duffel-api-token
  atlasv1: (s: number): string => fake(14, s, LOWNUM) + '.atlas' + 'v1.' + fake(67, s + 1, B64URL), // hashicorp-tf-api-token
  gocspx: (s: number): string => 'GOC' + 'SPX-' + fake(28, s, B64URL),
  cio: (s: number): string => 'ci' + 'o' + fake(32, s),
  octo: (s: number): string => 'AP' + 'I-' + fake(26, s, UPNUM), // octopus-deploy-api-key
  ezCookie: (s: number): string => fake(32, s, LOWNUM),
  sidekiq: (s: number): string => fake(8, s, HEX) + ':' + fake(8, s + 1, HEX), // sidekiq-secret
};

type Basis = UnseenSecretCase['basis'];
interface Opt {
  rule?: string;
  door?: UnseenDoor;
}
let sN = 0;
let nN = 0;
const pad = (n: number): string => String(n).padStart(3, '0');
function S(placement: string, basis: Basis, note: string, make: () => [string, string[]], opt: Opt = {}): UnseenSecretCase {
  const c: UnseenSecretCase = {
    id: 'r2-s-' + pad(++sN),
    expect: 'secret',
    placement,
    basis,
    build: () => make()[0],
    secrets: () => make()[1],
    note,
  };
  if (opt.rule !== undefined) c.gitleaksRule = opt.rule;
  if (opt.door !== undefined) c.door = opt.door;
  return c;
}
function N(placement: string, basis: Basis, note: string, text: () => string, door?: UnseenDoor): UnseenSecretCase {
  const c: UnseenSecretCase = { id: 'r2-n-' + pad(++nN), expect: 'near-miss', placement, basis, build: text, secrets: () => [], note };
  if (door !== undefined) c.door = door;
  return c;
}
const G = 'generic-api-key';

export const UNSEEN_SECRET_CASES: readonly UnseenSecretCase[] = [
  // ═══ context-named credentials: dotenv ═══
  S(
    'dotenv',
    'context',
    'PGPASSWORD among libpq variables',
    () => {
      const p = pw(101);
      return [`PGHOST=pg1.prod.berthly.internal\nPGUSER=berthly\nPGPASSWORD=${p}\nPGDATABASE=berthly`, [p]];
    },
    { rule: G },
  ),
  S(
    'dotenv',
    'context',
    'Django SECRET_KEY with symbols, single-quoted',
    () => {
      const k = fake(50, 102, LOWNUM + '!@#%^&*(-_=+)');
      return [`DJANGO_SETTINGS_MODULE=berthly.settings.prod\nDJANGO_SECRET_KEY='${k}'`, [k]];
    },
    { rule: G },
  ),
  S(
    'dotenv',
    'context',
    'SMTP password in double quotes',
    () => {
      const p = pw(103);
      return [`EMAIL_HOST=smtp.berthly.io\nEMAIL_PORT=587\nEMAIL_HOST_USER=alerts@berthly.io\nEMAIL_HOST_PASSWORD="${p}"`, [p]];
    },
    { rule: G },
  ),
  S('dotenv', 'context', 'NEO4J_AUTH user/pass pair', () => {
    const p = pwu(104);
    return [`NEO4J_AUTH=neo4j/${p}\nNEO4J_PLUGINS=["apoc"]`, [p]];
  }),
  S(
    'dotenv',
    'context',
    'hex session secret',
    () => {
      const k = fake(64, 105, HEX);
      return [`SESSION_SECRET=${k}`, [k]];
    },
    { rule: G },
  ),
  S(
    'dotenv',
    'context',
    'JWT signing key, base64url',
    () => {
      const k = fake(43, 106, B64URL);
      return [`JWT_SIGNING_KEY=${k}\nJWT_TTL_SECONDS=900`, [k]];
    },
    { rule: G },
  ),
  S(
    'dotenv',
    'context',
    'Laravel-style APP_KEY base64:…',
    () => {
      const k = b64(fake(32, 107, ALNUM + '!#$%'));
      return [`APP_ENV=production\nAPP_KEY=base64:${k}`, [k]];
    },
    { rule: G },
  ),
  S(
    'dotenv',
    'context',
    'REDIS_PASSWORD, human password',
    () => {
      const p = pw(108);
      return [`REDIS_HOST=cache.prod.berthly.internal\nREDIS_PASSWORD=${p}`, [p]];
    },
    { rule: G },
  ),
  S(
    'dotenv',
    'context',
    'MinIO root password next to its user',
    () => {
      const p = rnd(109, 24);
      return [`MINIO_ROOT_USER=berthly-admin\nMINIO_ROOT_PASSWORD=${p}`, [p]];
    },
    { rule: G },
  ),
  S(
    'dotenv',
    'context',
    'OAuth client secret',
    () => {
      const k = fake(40, 110, B64URL);
      return [`OAUTH_CLIENT_ID=berthly-web\nOAUTH_CLIENT_SECRET=${k}`, [k]];
    },
    { rule: G },
  ),
  S(
    'dotenv',
    'context',
    'generic API_SECRET with export prefix',
    () => {
      const k = fake(32, 111, LOWNUM);
      return [`export PILOTAGE_API_SECRET=${k}`, [k]];
    },
    { rule: G },
  ),
  S('dotenv', 'context', 'password with a space-free quote style: single quotes and trailing comment', () => {
    const p = pw(112);
    return [`RABBITMQ_DEFAULT_USER=berthly\nRABBITMQ_DEFAULT_PASS='${p}' # rotated in Nov`, [p]];
  }),

  // ═══ context: shell history ═══
  S(
    'shell-history',
    'context',
    'export PGPASSWORD then psql',
    () => {
      const p = pw(121);
      return [`  501  export PGPASSWORD='${p}'\n  502  psql -h pg1.prod.berthly.internal -U berthly berthly`, [p]];
    },
    { rule: G },
  ),
  S('shell-history', 'context', 'mysql attached -p<pass>', () => {
    const p = pwu(122);
    return [`mysql -u root -p${p} berthly_legacy -e 'SELECT COUNT(*) FROM invoices'`, [p]];
  }),
  S(
    'shell-history',
    'context',
    'mysqldump --password=',
    () => {
      const p = pw(123);
      return [`mysqldump --user=backup --password=${p} --single-transaction berthly_legacy > legacy.sql`, [p]];
    },
    { rule: G },
  ),
  S('shell-history', 'context', 'mongosh --password <value>', () => {
    const p = pwu(124);
    return [`mongosh "mongodb://mongo1.prod.berthly.internal:27017/admin" --username admin --password ${p}`, [p]];
  }),
  S('shell-history', 'context', 'redis-cli -a <password> (not -p)', () => {
    const p = pwu(125);
    return [`redis-cli -h cache.prod.berthly.internal -p 6379 -a ${p} INFO keyspace`, [p]];
  }),
  S('shell-history', 'context', 'docker login -p', () => {
    const p = rnd(126, 22);
    return [`docker login registry.berthly.io -u berthly-bot -p '${p}'`, [p]];
  }),
  S('shell-history', 'context', 'sshpass -p', () => {
    const p = pw(127);
    return [`sshpass -p '${p}' ssh deploy@app1.prod.berthly.internal 'sudo systemctl restart gunicorn'`, [p]];
  }),
  S('shell-history', 'context', 'htpasswd -b positional after user', () => {
    const p = pwu(128);
    return [`htpasswd -b -c /etc/nginx/.htpasswd flower ${p}`, [p]];
  }),
  S(
    'shell-history',
    'context',
    'PASSWORD=… command prefix',
    () => {
      const p = pw(129);
      return [`DB_PASSWORD=${p} python manage.py migrate --plan`, [p]];
    },
    { rule: 'database-password' },
  ),
  S(
    'shell-history',
    'context',
    'Windows cmd set',
    () => {
      const p = pwu(130);
      return [`C:\\src\\berthly> set SQLSERVER_PASSWORD=${p}\nC:\\src\\berthly> python manage.py dbshell`, [p]];
    },
    { rule: G },
  ),
  S(
    'shell-history',
    'context',
    'PowerShell $env: assignment',
    () => {
      const k = fake(32, 131, LOWNUM);
      return [`PS> $env:PILOTAGE_API_TOKEN = "${k}"\nPS> python scripts/sync_pilots.py`, [k]];
    },
    { rule: G },
  ),
  S('shell-history', 'context', 'fish set -gx', () => {
    const p = pw(132);
    return [`set -gx OPENSEARCH_PASSWORD ${p}`, [p]];
  }),
  S(
    'shell-history',
    'context',
    'curl -u user:pass',
    () => {
      const p = pwu(133);
      return [`curl -u admin:${p} https://staging.berthly.io/admin/api/stats`, [p]];
    },
    { rule: 'curl-auth-user' },
  ),
  S(
    'shell-history',
    'context',
    'wget --http-password=',
    () => {
      const p = pwu(134);
      return [`wget --http-user=ci --http-password=${p} https://pkgs.berthly.io/simple/berthly-geo/`, [p]];
    },
    { rule: G },
  ),
  S('shell-history', 'context', 'httpie -a user:pass', () => {
    const p = pwu(135);
    return [`http -a ops:${p} GET https://api.berthly.io/v2/health`, [p]];
  }),
  S('shell-history', 'context', 'ldapsearch -w', () => {
    const p = pw(136);
    return [`ldapsearch -x -H ldap://ldap.berthly.internal -D "cn=admin,dc=berthly,dc=io" -w '${p}' "(uid=ana)"`, [p]];
  }),
  S('shell-history', 'context', 'sqlcmd -P', () => {
    const p = pw(137);
    return [`sqlcmd -S sql1.berthly.internal -U sa -P '${p}' -Q "SELECT name FROM sys.databases"`, [p]];
  }),
  S('shell-history', 'context', 'keytool -srcstorepass / -deststorepass, two secrets', () => {
    const a = pwu(138);
    const b = pwu(139);
    return [`keytool -importkeystore -srckeystore old.jks -srcstorepass ${a} -destkeystore new.p12 -deststoretype PKCS12 -deststorepass ${b}`, [a, b]];
  }),
  S('shell-history', 'context', 'openssl -passout pass:', () => {
    const p = pwu(140);
    return [`openssl pkcs12 -export -in cert.pem -inkey key.pem -out site.p12 -passout pass:${p}`, [p]];
  }),
  S('shell-history', 'context', 'az login service principal -p', () => {
    const k = fake(40, 141, ALNUM + '~._-');
    return [`az login --service-principal -u ${uuid(142)} -p ${k} --tenant ${uuid(143)}`, [k]];
  }),
  S(
    'shell-history',
    'context',
    'kubectl --from-literal=password=',
    () => {
      const p = pw(144);
      return [`kubectl -n berthly create secret generic pg --from-literal=username=berthly --from-literal=password=${p}`, [p]];
    },
    { rule: G },
  ),
  S(
    'shell-history',
    'context',
    'helm --set …password=',
    () => {
      const p = pwu(145);
      return [`helm upgrade --install berthly ./chart --set postgresql.auth.password=${p} --set image.tag=3.8.2`, [p]];
    },
    { rule: G },
  ),
  S(
    'shell-history',
    'context',
    "terraform -var 'db_password=…'",
    () => {
      const p = pwu(146);
      return [`terraform apply -var 'db_password=${p}' -var env=prod`, [p]];
    },
    { rule: 'database-password' },
  ),
  S('shell-history', 'context', 'git clone with userinfo password', () => {
    const p = pwu(147);
    return [`git clone https://ana:${p}@git.berthly.io/berthly/berthly-api.git`, [p]];
  }),
  S('shell-history', 'context', 'pip --index-url with __token__:value', () => {
    const k = fake(32, 148, LOWNUM);
    return [`pip install --index-url https://__token__:${k}@pkgs.berthly.io/simple berthly-geo==1.6.0`, [k]];
  }),
  S(
    'shell-history',
    'context',
    'vault kv put password=',
    () => {
      const p = pw(149);
      return [`vault kv put secret/berthly/db username=berthly password=${p}`, [p]];
    },
    { rule: G },
  ),
  S('shell-history', 'context', 'gh secret set --body', () => {
    const k = fake(64, 150, HEX);
    return [`gh secret set SENTRY_AUTH_TOKEN --repo berthly/berthly-api --body "${k}"`, [k]];
  }),
  S('shell-history', 'context', 'echo value | docker login --password-stdin (value precedes the flag)', () => {
    const p = rnd(151, 24);
    return [`echo '${p}' | docker login registry.berthly.io -u berthly-bot --password-stdin`, [p]];
  }),
  S(
    'shell-history',
    'context',
    'mysql --password value with = and quotes',
    () => {
      const p = pw(152);
      return [`mysql --host=db1 --user=report --password="${p}" -e 'show processlist'`, [p]];
    },
    { rule: G },
  ),
  S('shell-history', 'context', '--token flag to a deploy script', () => {
    const k = fake(40, 153, LOWNUM);
    return [`./scripts/deploy.sh --env prod --token ${k} --tag 3.8.2`, [k]];
  }),
  S('shell-history', 'context', 'psql connection string with password', () => {
    const p = pwu(154);
    return [`psql "postgresql://berthly:${p}@pg1.prod.berthly.internal:5432/berthly?sslmode=require"`, [p]];
  }),

  // ═══ context: YAML / CI / infra ═══
  S(
    'yaml',
    'context',
    'docker-compose POSTGRES_PASSWORD',
    () => {
      const p = pw(161);
      return [`services:\n  db:\n    image: postgres:16.4\n    environment:\n      POSTGRES_USER: berthly\n      POSTGRES_PASSWORD: ${p}`, [p]];
    },
    { rule: G },
  ),
  S(
    'kubeconfig',
    'context',
    'kubeconfig user token (opaque, not a JWT)',
    () => {
      const k = fake(64, 162, B64URL);
      return [`users:\n- name: ci-deployer\n  user:\n    token: ${k}`, [k]];
    },
    { rule: G },
  ),
  S(
    'helm-values',
    'context',
    'Helm values auth.password and postgresPassword',
    () => {
      const a = pwu(163);
      const b = pwu(164);
      return [`postgresql:\n  auth:\n    username: berthly\n    password: "${a}"\n    postgresPassword: "${b}"`, [a, b]];
    },
    { rule: G },
  ),
  S(
    'ansible',
    'context',
    'Ansible group_vars become password',
    () => {
      const p = pw(165);
      return [`# group_vars/web.yml\nansible_user: deploy\nansible_become_password: ${p}`, [p]];
    },
    { rule: G },
  ),
  S(
    'ci-config',
    'context',
    'GitHub Actions env: literal token',
    () => {
      const k = fake(64, 166, HEX);
      return [`    env:\n      DJANGO_SETTINGS_MODULE: berthly.settings.test\n      SENTRY_AUTH_TOKEN: ${k}`, [k]];
    },
    { rule: G },
  ),
  S(
    'ci-config',
    'context',
    'GitLab CI variables block',
    () => {
      const p = pw(167);
      return [`variables:\n  DEPLOY_USER: deploy\n  DEPLOY_PASSWORD: "${p}"\n  POSTGRES_DB: berthly`, [p]];
    },
    { rule: G },
  ),
  S(
    'spring',
    'context',
    'Spring application.yml datasource password',
    () => {
      const p = pwu(168);
      return [`spring:\n  datasource:\n    url: jdbc:postgresql://pg1:5432/berthly\n    username: app\n    password: ${p}`, [p]];
    },
    { rule: G },
  ),
  S(
    'kubernetes',
    'context',
    'k8s Secret stringData',
    () => {
      const p = pw(169);
      return [`apiVersion: v1\nkind: Secret\nmetadata:\n  name: berthly-db\nstringData:\n  password: ${p}`, [p]];
    },
    { rule: 'kubernetes-secret-yaml' },
  ),
  S(
    'kubernetes',
    'context',
    'k8s Secret data (base64 is the native form)',
    () => {
      const v = b64(pw(170));
      return [`apiVersion: v1\nkind: Secret\nmetadata:\n  name: berthly-smtp\ntype: Opaque\ndata:\n  password: ${v}`, [v]];
    },
    { rule: 'kubernetes-secret-yaml' },
  ),
  S(
    'jenkins',
    'context',
    'Jenkins configuration-as-code usernamePassword',
    () => {
      const p = pw(171);
      return [
        `credentials:\n  system:\n    domainCredentials:\n      - credentials:\n          - usernamePassword:\n              id: nexus\n              username: ci\n              password: "${p}"`,
        [p],
      ];
    },
    { rule: G },
  ),
  S(
    'yaml',
    'context',
    'MYSQL_ROOT_PASSWORD in compose list syntax',
    () => {
      const p = pwu(172);
      return [`    environment:\n      - MYSQL_ROOT_PASSWORD=${p}\n      - MYSQL_DATABASE=legacy`, [p]];
    },
    { rule: G },
  ),
  S(
    'rails-credentials',
    'context',
    'decrypted Rails credentials: secret_key_base and nested secret_access_key',
    () => {
      const a = fake(128, 173, HEX);
      const b = V.awsSecret(174);
      return [`secret_key_base: ${a}\naws:\n  access_key_id: ${V.akia(175)}\n  secret_access_key: ${b}`, [a, b, V.akia(175)]];
    },
    { rule: G },
  ),
  S('yaml', 'context', 'short key name "pass" under smtp', () => {
    const p = pw(176);
    return [`smtp:\n  host: smtp.berthly.io\n  user: alerts@berthly.io\n  pass: ${p}`, [p]];
  }),
  S(
    'ansible',
    'context',
    'inventory line ansible_password=',
    () => {
      const p = pwu(177);
      return [`[legacy]\nold1.berthly.internal ansible_user=admin ansible_password=${p}`, [p]];
    },
    { rule: G },
  ),
  S(
    'yaml',
    'context',
    'sentry/relay style secret_key in nested map',
    () => {
      const k = fake(48, 178, LOWNUM);
      return [`relay:\n  upstream: https://sentry.berthly.internal\n  credentials:\n    secret_key: ${k}`, [k]];
    },
    { rule: G },
  ),

  // ═══ context: JSON ═══
  S('docker-config', 'context', 'Docker config "auth" base64(user:pass)', () => {
    const a = b64('berthly-bot:' + rnd(181, 24));
    return [`{\n  "auths": {\n    "registry.berthly.io": { "auth": "${a}" }\n  }\n}`, [a]];
  }),
  S('json', 'context', 'appsettings.json SQL Server connection string', () => {
    const p = pw(182);
    return [`{"ConnectionStrings": {"Default": "Server=sql1;Database=berthly;User Id=app;Password=${p};TrustServerCertificate=True"}}`, [p]];
  }),
  S(
    'dotnet-user-secrets',
    'both',
    '.NET user-secrets secrets.json: SMTP password + Stripe test key',
    () => {
      const p = pw(183);
      const k = V.skTest(184);
      return [`{\n  "Smtp:Password": "${p}",\n  "Stripe:SecretKey": "${k}"\n}`, [p, k]];
    },
    { rule: 'stripe-access-token' },
  ),
  S('json', 'both', 'Google OAuth client file', () => {
    const k = V.gocspx(185);
    return [
      `{"web":{"client_id":"${fake(12, 186, DIG)}-${fake(32, 187, LOWNUM)}.apps.googleusercontent.com","client_secret":"${k}","redirect_uris":["https://api.berthly.io/oauth/callback"]}}`,
      [k],
    ];
  }),
  S(
    'json',
    'both',
    'GCP service-account JSON with escaped PEM',
    () => {
      const body = pemBody(188, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC', 6);
      return [
        `{"type": "service_account", "project_id": "berthly-prod", "private_key_id": "${fake(40, 189, HEX)}", "private_key": "${pem('', body, '\\n')}\\n", "client_email": "reports@berthly-prod.iam.gserviceaccount.com"}`,
        body,
      ];
    },
    { rule: 'private-key' },
  ),
  S(
    'json',
    'context',
    'composer auth.json http-basic',
    () => {
      const k = fake(40, 190, LOWNUM);
      return [`{"http-basic": {"repo.packagist.com": {"username": "token", "password": "${k}"}}}`, [k]];
    },
    { rule: G },
  ),
  S(
    'json',
    'context',
    'VS Code SQLTools connection',
    () => {
      const p = pw(191);
      return [
        `"sqltools.connections": [{"name": "prod-ro", "driver": "PostgreSQL", "server": "pg1.prod.berthly.internal", "username": "readonly", "password": "${p}"}]`,
        [p],
      ];
    },
    { rule: G },
  ),
  S(
    'json',
    'context',
    'terraform.tfstate attributes',
    () => {
      const p = rnd(192, 24);
      return [`"attributes": {\n  "engine": "postgres",\n  "username": "berthly",\n  "password": "${p}"\n}`, [p]];
    },
    { rule: G },
  ),
  S(
    'json',
    'context',
    'package.json script inlines a token env',
    () => {
      const k = fake(32, 193, HEX);
      return [`"scripts": {\n  "deploy:docs": "SURGE_TOKEN=${k} surge ./site docs.berthly.io"\n}`, [k]];
    },
    { rule: G },
  ),
  S('json', 'context', 'Postman environment export value', () => {
    const k = fake(36, 194, LOWNUM);
    return [`{"key": "apiKey", "value": "${k}", "type": "secret", "enabled": true}`, [k]];
  }),

  // ═══ context: TOML / INI / netrc ═══
  S(
    'toml',
    'context',
    'Cargo credentials.toml registry token',
    () => {
      const k = V.cio(201);
      return [`[registry]\ntoken = "${k}"`, [k]];
    },
    { rule: G },
  ),
  S(
    'toml',
    'context',
    'Streamlit secrets.toml',
    () => {
      const p = pw(202);
      return [`[connections.postgresql]\ndialect = "postgresql"\nhost = "pg1.prod.berthly.internal"\nusername = "readonly"\npassword = "${p}"`, [p]];
    },
    { rule: G },
  ),
  S(
    'toml',
    'context',
    'Poetry auth.toml http-basic',
    () => {
      const p = pwu(203);
      return [`[http-basic.berthly]\nusername = "ci"\npassword = "${p}"`, [p]];
    },
    { rule: G },
  ),
  S(
    'toml',
    'context',
    'fly.toml [env] API_SECRET',
    () => {
      const k = fake(48, 204, B64URL);
      return [`[env]\n  PORT = "8000"\n  API_SECRET = "${k}"`, [k]];
    },
    { rule: G },
  ),
  S(
    'ini',
    'context',
    'my.cnf [client] password',
    () => {
      const p = pw(205);
      return [`[client]\nuser=backup\npassword=${p}\nhost=db1.berthly.internal`, [p]];
    },
    { rule: G },
  ),
  S(
    'ini',
    'context',
    'odbc.ini Password =',
    () => {
      const p = pw(206);
      return [`[berthly_dw]\nDriver = PostgreSQL Unicode\nServername = dw1.berthly.internal\nUserName = etl\nPassword = ${p}`, [p]];
    },
    { rule: G },
  ),
  S('pgpass', 'context', '.pgpass line: the file format is the context', () => {
    const p = pwu(207);
    return [`# ~/.pgpass\npg1.prod.berthly.internal:5432:berthly:berthly:${p}`, [p]];
  }),
  S('ini', 'context', 'alembic.ini sqlalchemy.url with password', () => {
    const p = pwu(208);
    return [`[alembic]\nscript_location = migrations\nsqlalchemy.url = postgresql+psycopg://etl:${p}@dw1.berthly.internal/warehouse`, [p]];
  }),
  S(
    'properties',
    'context',
    'Spring application.properties',
    () => {
      const a = pwu(209);
      const b = pw(210);
      return [`spring.datasource.url=jdbc:postgresql://pg1:5432/berthly\nspring.datasource.password=${a}\nspring.mail.password=${b}`, [a, b]];
    },
    { rule: G },
  ),
  S('netrc', 'context', 'netrc multi-line machine/login/password', () => {
    const p = pw(211);
    return [`machine pkgs.berthly.io\n  login ci\n  password ${p}`, [p]];
  }),
  S('netrc', 'context', 'netrc one-line with a UUID-shaped API key', () => {
    const k = uuid(212);
    return [`machine api.heroku.com login ana@berthly.io password ${k}`, [k]];
  }),
  S('netrc', 'context', 'netrc with default entry', () => {
    const p = fake(24, 213, LOWNUM);
    return [`default login deploy password ${p}`, [p]];
  }),
  S('ini', 'context', 'php.ini-style sendmail auth in an msmtprc', () => {
    const p = pw(214);
    return [`account berthly\nhost smtp.berthly.io\nport 587\nauth on\nuser alerts@berthly.io\npassword ${p}`, [p]];
  }),

  // ═══ context: source code ═══
  S(
    'code',
    'context',
    'Django DATABASES dict',
    () => {
      const p = pw(221);
      return [`DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "berthly", "USER": "app", "PASSWORD": "${p}", "HOST": "pg1"}}`, [p]];
    },
    { rule: G },
  ),
  S(
    'code',
    'context',
    'Python api_key= keyword argument',
    () => {
      const k = fake(40, 222);
      return [`client = PilotageClient(base_url="https://pilotage.example-port.org", api_key="${k}")`, [k]];
    },
    { rule: G },
  ),
  S('code', 'context', 'Python requests auth tuple', () => {
    const p = pw(223);
    return [`resp = httpx.get(url, auth=("svc-reporting", "${p}"), timeout=10)`, [p]];
  }),
  S('code', 'context', 'Python smtplib login positional (semantic context)', () => {
    const p = pw(224);
    return [`with smtplib.SMTP_SSL("smtp.berthly.io") as s:\n    s.login("alerts@berthly.io", "${p}")`, [p]];
  }),
  S(
    'code',
    'context',
    'JS const apiKey',
    () => {
      const k = fake(32, 225, LOWNUM);
      return [`const apiKey = '${k}';\nexport const client = new TidesClient({ apiKey });`, [k]];
    },
    { rule: G },
  ),
  S('code', 'context', 'axios Bearer header, template literal', () => {
    const k = fake(40, 226, B64URL);
    return ['const res = await axios.get(url, { headers: { Authorization: `Bearer ' + k + '` } });', [k]];
  }),
  S(
    'code',
    'context',
    'fetch with X-Api-Key',
    () => {
      const k = fake(40, 227);
      return [`await fetch('https://api.berthly.io/v2/berths', { headers: { 'X-Api-Key': '${k}' } });`, [k]];
    },
    { rule: G },
  ),
  S('code', 'context', 'mongoose SRV URI', () => {
    const p = pwu(228);
    return [`mongoose.connect('mongodb+srv://svc:${p}@cluster0.x1y2z.mongodb.net/berthly?retryWrites=true');`, [p]];
  }),
  S('code', 'context', 'Go sql.Open DSN key=value', () => {
    const p = pwu(229);
    return [`db, err := sql.Open("postgres", "host=pg1 user=app password=${p} dbname=berthly sslmode=require")`, [p]];
  }),
  S(
    'code',
    'context',
    'Go const webhookSecret',
    () => {
      const k = fake(32, 230);
      return [`const webhookSecret = "${k}"`, [k]];
    },
    { rule: G },
  ),
  S(
    'code',
    'context',
    'Ruby ActionMailer smtp_settings',
    () => {
      const p = pw(231);
      return [`config.action_mailer.smtp_settings = { address: 'smtp.berthly.io', user_name: 'alerts', password: '${p}', authentication: :plain }`, [p]];
    },
    { rule: G },
  ),
  S('code', 'context', 'Java Properties setProperty("password", …)', () => {
    const p = pw(232);
    return [`Properties props = new Properties();\nprops.setProperty("user", "app");\nprops.setProperty("password", "${p}");`, [p]];
  }),
  S('code', 'context', 'JDBC DriverManager positional password (semantic context)', () => {
    const p = pwu(233);
    return [`Connection c = DriverManager.getConnection("jdbc:mysql://db1:3306/legacy", "app", "${p}");`, [p]];
  }),
  S('code', 'context', 'C# NetworkCredential positional (semantic context)', () => {
    const p = pw(234);
    return [`var cred = new NetworkCredential("svc-ftp", "${p}");`, [p]];
  }),
  S('connection-string', 'context', 'Azure SQL ADO.NET string in C#', () => {
    const p = pw(235);
    return [`var cs = "Server=tcp:berthly.database.windows.net,1433;Initial Catalog=berthly;User ID=app;Password=${p};Encrypt=True;";`, [p]];
  }),
  S('code', 'context', "PHP define('DB_PASSWORD', …)", () => {
    const p = pw(236);
    return [`define('DB_NAME', 'berthly_wp');\ndefine('DB_USER', 'wp');\ndefine('DB_PASSWORD', '${p}');`, [p]];
  }),
  S('code', 'context', "PHP $config['smtp_pass']", () => {
    const p = pw(237);
    return [`$config['smtp_user'] = 'alerts@berthly.io';\n$config['smtp_pass'] = '${p}';`, [p]];
  }),
  S(
    'code',
    'context',
    'Rust let token',
    () => {
      const k = fake(40, 238, LOWNUM);
      return [`let token = "${k}";\nlet client = reqwest::Client::new();`, [k]];
    },
    { rule: G },
  ),
  S('code', 'context', 'Rust bearer_auth("…")', () => {
    const k = fake(48, 239, B64URL);
    return [`let resp = client.get(url).bearer_auth("${k}").send().await?;`, [k]];
  }),
  S(
    'terraform',
    'context',
    'Terraform aws_db_instance password',
    () => {
      const p = fake(16, 240, LOWNUM);
      return [`resource "aws_db_instance" "main" {\n  engine   = "postgres"\n  username = "berthly"\n  password = "${p}"\n}`, [p]];
    },
    { rule: 'hashicorp-tf-password' },
  ),
  S('terraform', 'context', 'Terraform variable db_password default', () => {
    const p = pw(241);
    return [`variable "db_password" {\n  type      = string\n  sensitive = true\n  default   = "${p}"\n}`, [p]];
  }),
  S('sql', 'context', 'CREATE USER … WITH PASSWORD', () => {
    const p = pw(242);
    return [`CREATE USER reporting WITH PASSWORD '${p}';\nGRANT pg_read_all_data TO reporting;`, [p]];
  }),
  S('sql', 'context', 'ALTER ROLE … PASSWORD', () => {
    const p = pw(243);
    return [`ALTER ROLE berthly_app WITH LOGIN PASSWORD '${p}' VALID UNTIL '2027-06-01';`, [p]];
  }),
  S('sql', 'context', 'MySQL IDENTIFIED BY', () => {
    const p = pw(244);
    return [`CREATE USER 'etl'@'%' IDENTIFIED BY '${p}';`, [p]];
  }),
  S(
    'ldap',
    'context',
    'LDAP bindPassword',
    () => {
      const p = pw(245);
      return [`bindDN: cn=svc-berthly,ou=services,dc=berthly,dc=io\nbindPassword: ${p}`, [p]];
    },
    { rule: G },
  ),
  S('code', 'context', 'python-ldap simple_bind_s positional (semantic context)', () => {
    const p = pw(246);
    return [`conn.simple_bind_s("cn=svc-berthly,ou=services,dc=berthly,dc=io", "${p}")`, [p]];
  }),
  S(
    'connection-string',
    'context',
    'JDBC PostgreSQL with password query param',
    () => {
      const p = pwu(247);
      return [`jdbc:postgresql://pg1:5432/berthly?user=app&password=${p}&ssl=true`, [p]];
    },
    { rule: G },
  ),
  S(
    'connection-string',
    'context',
    'JDBC SQL Server semicolon params',
    () => {
      const p = pwu(248);
      return [`jdbc:sqlserver://sql1:1433;databaseName=berthly;user=sa;password=${p};encrypt=true`, [p]];
    },
    { rule: G },
  ),
  S(
    'connection-string',
    'context',
    'ODBC Pwd=',
    () => {
      const p = pwu(249);
      return [`Driver={ODBC Driver 18 for SQL Server};Server=sql1;Database=dw;Uid=etl;Pwd=${p};`, [p]];
    },
    { rule: 'database-password' },
  ),
  S('connection-string', 'context', 'Redis URI with empty user', () => {
    const p = pwu(250);
    return [`CELERY_BROKER_URL = "redis://:${p}@cache.prod.berthly.internal:6379/0"`, [p]];
  }),
  S('connection-string', 'context', 'AMQP URI', () => {
    const p = pwu(251);
    return [`BROKER=amqp://berthly:${p}@rabbit.prod.berthly.internal:5672/berthly`, [p]];
  }),
  S('connection-string', 'context', 'MongoDB replica-set URI', () => {
    const p = pwu(252);
    return [`mongodb://root:${p}@mongo1:27017,mongo2:27017/?replicaSet=rs0&authSource=admin`, [p]];
  }),
  S('xml', 'context', 'Jenkins credentials.xml <password>', () => {
    const p = pw(253);
    return [
      `<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n  <id>nexus</id>\n  <username>ci</username>\n  <password>${p}</password>\n</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>`,
      [p],
    ];
  }),
  S(
    'code',
    'context',
    'Jenkinsfile sh curl -u',
    () => {
      const p = pwu(254);
      return [`sh "curl -fsS -u ci:${p} -T dist/berthly.whl https://nexus.berthly.io/repository/py/"`, [p]];
    },
    { rule: 'curl-auth-user' },
  ),
  S(
    'xml',
    'context',
    'nuget.config ClearTextPassword',
    () => {
      const p = pw(255);
      return [
        `<packageSourceCredentials>\n  <berthly>\n    <add key="Username" value="ci" />\n    <add key="ClearTextPassword" value="${p}" />\n  </berthly>\n</packageSourceCredentials>`,
        [p],
      ];
    },
    { rule: 'nuget-config-password' },
  ),
  S('xml', 'context', 'Maven settings.xml server password', () => {
    const p = pw(256);
    return [`<server>\n  <id>berthly-releases</id>\n  <username>ci</username>\n  <password>${p}</password>\n</server>`, [p]];
  }),
  S(
    'dockerfile',
    'context',
    'Dockerfile ENV with a token',
    () => {
      const k = fake(40, 257, LOWNUM);
      return [`FROM python:3.12-slim\nENV PILOTAGE_TOKEN=${k}\nRUN pip install -e .`, [k]];
    },
    { rule: G },
  ),
  S(
    'code',
    'context',
    'Django EMAIL_HOST_PASSWORD setting',
    () => {
      const p = pw(258);
      return [`EMAIL_HOST_USER = "alerts@berthly.io"\nEMAIL_HOST_PASSWORD = "${p}"`, [p]];
    },
    { rule: G },
  ),
  S(
    'code',
    'context',
    'Django generated django-insecure- secret key',
    () => {
      const k = 'django-insecure-' + fake(50, 259, LOWNUM + '!@#$%^&*(-_=+)');
      return [`SECRET_KEY = "${k}"`, [k]];
    },
    { rule: G },
  ),

  // ═══ context: HTTP headers, cookies, URLs ═══
  S(
    'http-header',
    'context',
    'curl -H Authorization: Bearer (opaque)',
    () => {
      const k = fake(40, 271, B64URL);
      return [`curl -s -H "Authorization: Bearer ${k}" https://api.berthly.io/v2/berths?port=RTM`, [k]];
    },
    { rule: 'curl-auth-header' },
  ),
  S(
    'http-header',
    'context',
    "curl -H 'X-API-Key: …'",
    () => {
      const k = fake(32, 272, LOWNUM);
      return [`curl -H 'X-API-Key: ${k}' https://pilotage.example-port.org/v1/pilots`, [k]];
    },
    { rule: 'curl-auth-header' },
  ),
  S('http-header', 'context', 'wget --header Authorization: Token', () => {
    const k = fake(40, 273, HEX);
    return [`wget --header="Authorization: Token ${k}" -O export.csv https://api.berthly.io/v2/export.csv`, [k]];
  }),
  S('http-header', 'context', 'httpie header syntax', () => {
    const k = fake(36, 274, B64URL);
    return [`http GET https://api.berthly.io/v2/me Authorization:"Bearer ${k}"`, [k]];
  }),
  S('http-header', 'context', 'raw HTTP request with Basic', () => {
    const a = b64('ops:' + pw(275));
    return [`GET /v2/me HTTP/1.1\nHost: api.berthly.io\nAuthorization: Basic ${a}\nAccept: application/json`, [a]];
  }),
  S('http-header', 'context', 'Cookie header with Django sessionid', () => {
    const k = fake(32, 276, LOWNUM);
    return [`Cookie: csrftoken=${fake(32, 277)}; sessionid=${k}; theme=dark`, [k]];
  }),
  S('http-header', 'context', 'Set-Cookie __Host- session', () => {
    const k = fake(48, 278, B64URL);
    return [`Set-Cookie: __Host-berthly_session=${k}; Path=/; Secure; HttpOnly; SameSite=Lax`, [k]];
  }),
  S('http-header', 'context', 'Proxy-Authorization Basic', () => {
    const a = b64('proxyuser:' + pwu(279));
    return [`Proxy-Authorization: Basic ${a}`, [a]];
  }),
  S('http-header', 'context', 'fetch Authorization Basic built inline', () => {
    const a = b64('reporting:' + pw(280));
    return [`fetch(url, { headers: { Authorization: 'Basic ${a}' } })`, [a]];
  }),
  S(
    'url',
    'context',
    'api_key query parameter',
    () => {
      const k = fake(32, 281, LOWNUM);
      return [`https://api.berthly.io/v2/export.csv?api_key=${k}&from=2026-11-01`, [k]];
    },
    { rule: G },
  ),
  S('signed-url', 'context', 'GCS V4 signed URL signature', () => {
    const sig = fake(512, 282, HEX);
    return [
      `https://storage.googleapis.com/berthly-reports/q3.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=reports%40berthly-prod.iam.gserviceaccount.com%2F20261130%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20261130T101500Z&X-Goog-Expires=604800&X-Goog-SignedHeaders=host&X-Goog-Signature=${sig}`,
      [sig],
    ];
  }),
  S('signed-url', 'context', 'Azure SAS sig=', () => {
    const sig = encodeURIComponent(b64(fake(32, 283, ALNUM + '!?')));
    return [`https://berthlyfiles.blob.core.windows.net/exports/a.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T00:00:00Z&spr=https&sig=${sig}`, [sig]];
  }),
  S(
    'url',
    'context',
    'websocket access_token',
    () => {
      const k = fake(40, 284, B64URL);
      return [`wss://rt.berthly.io/socket?access_token=${k}&v=2`, [k]];
    },
    { rule: G },
  ),
  S(
    'signed-url',
    'both',
    'S3 presigned URL: session key id, security token and signature',
    () => {
      const id = V.asia(285);
      const tok = encodeURIComponent(fake(120, 286, B64));
      const sig = fake(64, 287, HEX);
      return [
        `https://berthly-exports.s3.eu-west-1.amazonaws.com/a.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${id}%2F20261130%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Security-Token=${tok}&X-Amz-Signature=${sig}`,
        [id, tok, sig],
      ];
    },
    { rule: 'aws-access-token' },
  ),
  S('url', 'context', 'ftp URL with userinfo', () => {
    const p = pwu(288);
    return [`ftp://ftpuser:${p}@files.harbour-ops.example/outgoing/`, [p]];
  }),

  // ═══ context: logs ═══
  S('log', 'context', 'debug log prints request headers dict', () => {
    const k = fake(40, 291, B64URL);
    return [`2026-11-28 09:14:02,511 DEBUG berthly.integrations.pilotage request headers={'Accept': 'application/json', 'Authorization': 'Bearer ${k}'}`, [k]];
  }),
  S('log', 'context', 'Celery error with broker URL', () => {
    const p = pwu(292);
    return [`[2026-11-28 09:15:44,002: ERROR/MainProcess] consumer: Cannot connect to redis://:${p}@cache:6379/0: Connection refused.`, [p]];
  }),
  S('log', 'context', 'psycopg error echoing the DSN', () => {
    const p = pwu(293);
    return [
      `psycopg.OperationalError: connection failed: FATAL: password authentication failed for user "app" (dsn: host=pg1 user=app password=${p} dbname=berthly)`,
      [p],
    ];
  }),
  S('log', 'context', 'settings dump in a debug page', () => {
    const p = pw(294);
    return [`EMAIL_HOST_PASSWORD   '${p}'\nEMAIL_HOST_USER       'alerts@berthly.io'\nEMAIL_PORT            587`, [p]];
  }),
  S(
    'log',
    'context',
    'auth log with token=',
    () => {
      const k = fake(40, 295, LOWNUM);
      return [`INFO  auth ok user=ci token=${k} ip=10.0.4.12`, [k]];
    },
    { rule: G },
  ),
  S('log', 'context', 'CI log where masking failed', () => {
    const k = fake(40, 296, LOWNUM);
    return [`Run ./scripts/deploy.sh --env prod --api-token ${k}\nDeploying 3.8.2 to app1.prod.berthly.internal…`, [k]];
  }),

  // ═══ context: chat pastes ═══
  S('chat-paste', 'context', '"my password … is X"', () => {
    const p = pw(301);
    return [`my password for the staging admin is ${p} — can you log in and check the berth list?`, [p]];
  }),
  S('chat-paste', 'context', '"here\'s the token: …"', () => {
    const k = fake(40, 302);
    return [`here's the token: ${k} (it's for the pilotage API, expires Friday)`, [k]];
  }),
  S('chat-paste', 'context', 'login X / Y pair', () => {
    const p = pw(303);
    return [`the staging Django admin login is admin / ${p}`, [p]];
  }),
  S('chat-paste', 'context', '"use this key for now"', () => {
    const k = fake(32, 304, HEX);
    return [`use this key for now: ${k}, I'll rotate it tomorrow`, [k]];
  }),
  S('chat-paste', 'context', 'Spanish: mi contraseña es', () => {
    const p = pw(305);
    return [`mi contraseña de la base de datos de staging es ${p}`, [p]];
  }),
  S('chat-paste', 'context', 'German: Passwort lautet', () => {
    const p = pw(306);
    return [`Das Passwort für den Mailserver lautet ${p}, bitte nicht weitergeben.`, [p]];
  }),
  S('chat-paste', 'context', 'Japanese: パスワードは … です', () => {
    const p = pw(307);
    return [`ステージングDBのパスワードは ${p} です`, [p]];
  }),
  S('chat-paste', 'context', 'Chinese: 密码是', () => {
    const p = pw(308);
    return [`测试环境数据库密码是 ${p}，用完请告诉我`, [p]];
  }),
  S('chat-paste', 'context', 'user: … / pass: …', () => {
    const p = pw(309);
    return [`flower dashboard → user: ops / pass: ${p}`, [p]];
  }),
  S('chat-paste', 'context', '"the API secret is"', () => {
    const k = fake(48, 310, B64URL);
    return [`fyi the webhook API secret is ${k}`, [k]];
  }),
  S('chat-paste', 'context', 'French: le mot de passe est', () => {
    const p = pw(311);
    return [`Le mot de passe root du serveur legacy est ${p}`, [p]];
  }),
  S(
    'chat-paste',
    'context',
    'Twilio: the secret that follows an SK key id',
    () => {
      const id = V.twilioSK(312);
      const sec = fake(32, 313);
      return [`Twilio API key ${id}\nsecret: ${sec}`, [id, sec]];
    },
    { rule: 'twilio-api-key' },
  ),

  // ═══ vendor tokens in neutral prose ═══
  S(
    'prose',
    'vendor',
    'GitHub classic PAT found in a script',
    () => {
      const t = V.ghp(401);
      return [`Found ${t} hard-coded in scripts/bootstrap.sh line 14; revoked on 2026-11-30.`, [t]];
    },
    { rule: 'github-pat' },
  ),
  S(
    'prose',
    'vendor',
    'GitHub fine-grained PAT',
    () => {
      const t = V.ghFine(402);
      return [`The failing job was using ${t} (fine-grained, expires 2027-02-01).`, [t]];
    },
    { rule: 'github-fine-grained-pat' },
  ),
  S(
    'prose',
    'vendor',
    'GitHub OAuth token in an extension state dump',
    () => {
      const t = V.gho(403);
      return [`globalState dump: {"github.session": "${t}", "lastSync": 1764500000}`, [t]];
    },
    { rule: 'github-oauth' },
  ),
  S(
    'log',
    'vendor',
    'GitHub App installation token in a workflow log',
    () => {
      const t = V.ghs(404);
      return [`##[debug]Fetching repository with installation ${t}`, [t]];
    },
    { rule: 'github-app-token' },
  ),
  S(
    'prose',
    'vendor',
    'GitHub user-to-server + refresh token pair',
    () => {
      const a = V.ghu(405);
      const b = V.ghr(406);
      return [`callback returned ${a} and ${b}`, [a, b]];
    },
    { rule: 'github-refresh-token' },
  ),
  S(
    'url',
    'vendor',
    'GitLab PAT in a remote URL',
    () => {
      const t = V.glpat(407);
      return [`git remote -v\norigin  https://oauth2:${t}@gitlab.com/berthly/infra.git (fetch)`, [t]];
    },
    { rule: 'gitlab-pat' },
  ),
  S(
    'shell-history',
    'both',
    'GitLab pipeline trigger token',
    () => {
      const t = V.glptt(408);
      return [`curl -X POST -F token=${t} -F ref=main https://gitlab.com/api/v4/projects/42/trigger/pipeline`, [t]];
    },
    { rule: 'gitlab-ptt' },
  ),
  S(
    'shell-history',
    'both',
    'GitLab runner registration token',
    () => {
      const t = V.glrr(409);
      return [`gitlab-runner register --url https://gitlab.com --registration-token ${t} --executor docker`, [t]];
    },
    { rule: 'gitlab-rrt' },
  ),
  S(
    'toml',
    'both',
    'GitLab runner auth token in config.toml',
    () => {
      const t = V.glrt(410);
      return [`[[runners]]\n  name = "berthly-ci-1"\n  url = "https://gitlab.com"\n  token = "${t}"`, [t]];
    },
    { rule: 'gitlab-runner-authentication-token' },
  ),
  S(
    'prose',
    'vendor',
    'GitLab deploy token',
    () => {
      const t = V.gldt(411);
      return [`Registry pulls on worker1 use deploy token berthly-pull / ${t}.`, [t]];
    },
    { rule: 'gitlab-deploy-token' },
  ),
  S(
    'prose',
    'vendor',
    'AWS access key id alone',
    () => {
      const t = V.akia(412);
      return [`IAM user ci-legacy (${t}) is still active and should be deleted.`, [t]];
    },
    { rule: 'aws-access-token' },
  ),
  S(
    'ini',
    'both',
    '~/.aws/credentials profile',
    () => {
      const a = V.akia(413);
      const b = V.awsSecret(414);
      return [`[berthly-prod]\naws_access_key_id = ${a}\naws_secret_access_key = ${b}\nregion = eu-west-1`, [a, b]];
    },
    { rule: 'aws-access-token' },
  ),
  S(
    'ini',
    'both',
    '.s3cfg access/secret',
    () => {
      const a = V.akia(415);
      const b = V.awsSecret(416);
      return [`[default]\naccess_key = ${a}\nsecret_key = ${b}\nhost_base = s3.eu-west-1.amazonaws.com`, [a, b]];
    },
    { rule: 'aws-access-token' },
  ),
  S(
    'html',
    'vendor',
    'Google Maps key in a script tag',
    () => {
      const t = V.aiza(417);
      return [`<script src="https://maps.googleapis.com/maps/api/js?key=${t}&callback=initMap" async></script>`, [t]];
    },
    { rule: 'gcp-api-key' },
  ),
  S(
    'prose',
    'vendor',
    'Slack bot token',
    () => {
      const t = V.xoxb(418);
      return [`The harbour-alerts bot posts with ${t} into #ops.`, [t]];
    },
    { rule: 'slack-bot-token' },
  ),
  S(
    'json',
    'vendor',
    'Slack user token in JSON',
    () => {
      const t = V.xoxp(419);
      return [`{"ok": true, "authed_user": {"id": "U${fake(10, 420, UPNUM)}", "access_token": "${t}"}}`, [t]];
    },
    { rule: 'slack-user-token' },
  ),
  S(
    'dotenv',
    'both',
    'Slack incoming webhook URL',
    () => {
      const t = V.slackHook(421);
      return [`SLACK_WEBHOOK_URL=${t}`, [t]];
    },
    { rule: 'slack-webhook-url' },
  ),
  S(
    'prose',
    'vendor',
    'Slack app-level token',
    () => {
      const t = V.xapp(422);
      return [`Socket mode needs the app-level ${t} — kept only on worker1.`, [t]];
    },
    { rule: 'slack-app-token' },
  ),
  S(
    'prose',
    'vendor',
    'Stripe live secret key',
    () => {
      const t = V.skLive(423);
      return [`Dashboard shows ${t} as the key used by the invoicing worker.`, [t]];
    },
    { rule: 'stripe-access-token' },
  ),
  S(
    'code',
    'both',
    'Stripe restricted key in Ruby',
    () => {
      const t = V.rkLive(424);
      return [`Stripe.api_key = '${t}'`, [t]];
    },
    { rule: 'stripe-access-token' },
  ),
  S(
    'dotenv',
    'both',
    'Stripe webhook signing secret whsec_',
    () => {
      const t = V.whsec(425);
      return [`STRIPE_WEBHOOK_SECRET=${t}`, [t]];
    },
    { rule: G },
  ),
  S(
    'prose',
    'vendor',
    'SendGrid key',
    () => {
      const t = V.sg(426);
      return [`Mail went through ${t} until we moved to the relay.`, [t]];
    },
    { rule: 'sendgrid-api-token' },
  ),
  S(
    'npmrc',
    'both',
    '.npmrc _authToken with npm_ token',
    () => {
      const t = V.npm(427);
      return [`//registry.npmjs.org/:_authToken=${t}\nalways-auth=true`, [t]];
    },
    { rule: 'npm-access-token' },
  ),
  S(
    'ini',
    'both',
    '.pypirc with a PyPI upload token',
    () => {
      const t = V.pypi(428);
      return [`[pypi]\nusername = __token__\npassword = ${t}`, [t]];
    },
    { rule: 'pypi-upload-token' },
  ),
  S(
    'prose',
    'vendor',
    'OpenAI project key',
    () => {
      const t = V.openai(429);
      return [`The summariser was calling the API with ${t} from a notebook.`, [t]];
    },
    { rule: 'openai-api-key' },
  ),
  S(
    'dotenv',
    'both',
    'Anthropic key',
    () => {
      const t = V.anthropic(430);
      return [`ANTHROPIC_API_KEY=${t}`, [t]];
    },
    { rule: 'anthropic-api-key' },
  ),
  S(
    'shell-history',
    'vendor',
    'Hugging Face token on the command line',
    () => {
      const t = V.hf(431);
      return [`huggingface-cli login --token ${t}`, [t]];
    },
    { rule: 'huggingface-access-token' },
  ),
  S(
    'prose',
    'vendor',
    'DigitalOcean PAT',
    () => {
      const t = V.dop(432);
      return [`doctl was initialised with ${t} on the old bastion.`, [t]];
    },
    { rule: 'digitalocean-pat' },
  ),
  S(
    'prose',
    'vendor',
    'Shopify admin token + shared secret',
    () => {
      const a = V.shpat(433);
      const b = V.shpss(434);
      return [`Shop sync app: ${a}, webhook secret ${b}.`, [a, b]];
    },
    { rule: 'shopify-access-token' },
  ),
  S(
    'prose',
    'vendor',
    'age secret key',
    () => {
      const t = V.age(435);
      return [`# created: 2026-11-02T10:00:00Z\n# public key: age1${fake(58, 436, BECH.toLowerCase())}\n${t}`, [t]];
    },
    { rule: 'age-secret-key' },
  ),
  S(
    'dotenv',
    'both',
    'Telegram bot token',
    () => {
      const t = V.telegram(437);
      return [`TELEGRAM_BOT_TOKEN=${t}\nTELEGRAM_CHAT_ID=-100${fake(10, 438, DIG)}`, [t]];
    },
    { rule: 'telegram-bot-api-token' },
  ),
  S('dotenv', 'both', 'Discord bot token (id.timestamp.hmac)', () => {
    const t = V.discord(439);
    return [`DISCORD_BOT_TOKEN=${t}`, [t]];
  }),
  S(
    'dotenv',
    'both',
    'Mailgun key-…',
    () => {
      const t = V.mailgun(440);
      return [`MAILGUN_API_KEY=${t}\nMAILGUN_DOMAIN=mg.berthly.io`, [t]];
    },
    { rule: 'mailgun-private-api-token' },
  ),
  S(
    'shell-history',
    'vendor',
    'Vault service token',
    () => {
      const t = V.hvs(441);
      return [`vault login ${t}`, [t]];
    },
    { rule: 'vault-service-token' },
  ),
  S(
    'prose',
    'vendor',
    'Doppler personal token',
    () => {
      const t = V.dppt(442);
      return [`doppler configure set token ${t} --scope /srv/berthly`, [t]];
    },
    { rule: 'doppler-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'Linear API key',
    () => {
      const t = V.lin(443);
      return [`The changelog bot reads issues with ${t}.`, [t]];
    },
    { rule: 'linear-api-key' },
  ),
  S(
    'prose',
    'vendor',
    'Postman API key',
    () => {
      const t = V.pmak(444);
      return [`newman run collection.json --postman-api-key ${t}`, [t]];
    },
    { rule: 'postman-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'Grafana service account token',
    () => {
      const t = V.glsa(445);
      return [`Dashboards are provisioned with ${t}.`, [t]];
    },
    { rule: 'grafana-service-account-token' },
  ),
  S(
    'yaml',
    'vendor',
    'Grafana Cloud token in an agent config',
    () => {
      const t = V.glc(446);
      return [
        `remote_write:\n  - url: https://prometheus-prod-eu-west-2.grafana.net/api/prom/push\n    basic_auth:\n      username: "${fake(7, 447, DIG)}"\n      password: ${t}`,
        [t],
      ];
    },
    { rule: 'grafana-cloud-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'JWT pasted for decoding',
    () => {
      const t = jwt(448);
      return [`decoded ${t} at the debugger: sub is the ops user, no exp claim!`, [t]];
    },
    { rule: 'jwt' },
  ),
  S(
    'chat-paste',
    'vendor',
    'RSA private key pasted in chat',
    () => {
      const body = pemBody(449, 'MIIEpAIBAAKCAQEA', 7);
      return [`here's the key we use on the bastion, why does ssh reject it?\n${pem('RSA', body)}`, body];
    },
    { rule: 'private-key' },
  ),
  S(
    'file-paste',
    'vendor',
    'OpenSSH private key',
    () => {
      const body = pemBody(450, 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW', 5);
      return [pem('OPENSSH', body), body];
    },
    { rule: 'private-key' },
  ),
  S(
    'yaml',
    'vendor',
    'EC private key in a YAML block scalar',
    () => {
      const body = pemBody(451, 'MHcCAQEEI', 3).map((l) => l.slice(0, 64));
      return [`tls:\n  key: |\n    ${pem('EC', body, '\n    ')}`, body];
    },
    { rule: 'private-key' },
  ),
  S(
    'prose',
    'vendor',
    'Databricks token',
    () => {
      const t = V.dapi(452);
      return [`The nightly notebook job authenticates with ${t}.`, [t]];
    },
    { rule: 'databricks-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'Atlassian API token',
    () => {
      const t = V.atatt(453);
      return [`Jira automation user: ops@berthly.io, ${t}`, [t]];
    },
    { rule: 'atlassian-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'Sentry user auth token',
    () => {
      const t = V.sntryu(454);
      return [`sentry-cli was configured with ${t} in ~/.sentryclirc`, [t]];
    },
    { rule: 'sentry-user-token' },
  ),
  S(
    'prose',
    'vendor',
    'PlanetScale password',
    () => {
      const t = V.pscalePw(455);
      return [`Branch password for berthly/dev: ${t}`, [t]];
    },
    { rule: 'planetscale-password' },
  ),
  S(
    'prose',
    'vendor',
    'Pulumi access token',
    () => {
      const t = V.pul(456);
      return [`pulumi login with ${t} worked after the org switch.`, [t]];
    },
    { rule: 'pulumi-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'RubyGems API key',
    () => {
      const t = V.rubygems(457);
      return [`gem push used ${t}`, [t]];
    },
    { rule: 'rubygems-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'Dynatrace token',
    () => {
      const t = V.dt(458);
      return [`OneAgent install command included ${t}`, [t]];
    },
    { rule: 'dynatrace-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'Fly.io token',
    () => {
      const t = V.fo1(459);
      return [`flyctl deploy ran with ${t} from the laptop.`, [t]];
    },
    { rule: 'flyio-access-token' },
  ),
  S(
    'prose',
    'vendor',
    'Heroku v2 API key',
    () => {
      const t = V.hrku(460);
      return [`heroku authorizations:create returned ${t}`, [t]];
    },
    { rule: 'heroku-api-key-v2' },
  ),
  S(
    'dotenv',
    'both',
    'Heroku legacy UUID key with heroku context',
    () => {
      const t = uuid(461);
      return [`HEROKU_API_KEY=${t}`, [t]];
    },
    { rule: 'heroku-api-key' },
  ),
  S(
    'prose',
    'vendor',
    'EasyPost production key',
    () => {
      const t = V.ezak(462);
      return [`Label printing uses ${t}.`, [t]];
    },
    { rule: 'easypost-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'Shippo live token',
    () => {
      const t = V.shippo(463);
      return [`Shipping quotes: ${t}`, [t]];
    },
    { rule: 'shippo-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'Brevo/Sendinblue key',
    () => {
      const t = V.xkeysib(464);
      return [`Newsletter sync key: ${t}`, [t]];
    },
    { rule: 'sendinblue-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'Square access token',
    () => {
      const t = V.sq0atp(465);
      return [`Kiosk payments at the marina use ${t}.`, [t]];
    },
    { rule: 'square-access-token' },
  ),
  S(
    'dotenv',
    'both',
    'Azure AD client secret',
    () => {
      const t = V.azureAd(466);
      return [`AZURE_CLIENT_ID=${uuid(467)}\nAZURE_CLIENT_SECRET=${t}`, [t]];
    },
    { rule: 'azure-ad-client-secret' },
  ),
  S(
    'prose',
    'vendor',
    'Microsoft Teams incoming webhook',
    () => {
      const t = V.teams(468);
      return [`Alerts channel webhook: ${t}`, [t]];
    },
    { rule: 'microsoft-teams-webhook' },
  ),
  S(
    'prose',
    'vendor',
    'Facebook page token',
    () => {
      const t = V.eaac(469);
      return [`Marketing page token: ${t}`, [t]];
    },
    { rule: 'facebook-page-access-token' },
  ),
  S(
    'prose',
    'vendor',
    'Perplexity key',
    () => {
      const t = V.pplx(470);
      return [`research script key ${t}`, [t]];
    },
    { rule: 'perplexity-api-key' },
  ),
  S(
    'prose',
    'vendor',
    'Notion integration token',
    () => {
      const t = V.ntn(471);
      return [`Runbook export uses ${t}`, [t]];
    },
    { rule: 'notion-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'Prefect key',
    () => {
      const t = V.pnu(472);
      return [`prefect cloud login -k ${t}`, [t]];
    },
    { rule: 'prefect-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'Infracost key',
    () => {
      const t = V.ico(473);
      return [`infracost configure set api_key ${t}`, [t]];
    },
    { rule: 'infracost-api-token' },
  ),
  S(
    'yaml',
    'both',
    'New Relic user key under newrelic',
    () => {
      const t = V.nrak(474);
      return [`newrelic:\n  user_api_key: ${t}`, [t]];
    },
    { rule: 'new-relic-user-api-key' },
  ),
  S(
    'prose',
    'vendor',
    'Artifactory API key',
    () => {
      const t = V.akcp(475);
      return [`Legacy artifact pulls: ${t}`, [t]];
    },
    { rule: 'artifactory-api-key' },
  ),
  S(
    'prose',
    'vendor',
    'ReadMe API key',
    () => {
      const t = V.rdme(476);
      return [`docs sync: rdme openapi --key=${t}`, [t]];
    },
    { rule: 'readme-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'Clojars token',
    () => {
      const t = V.clojars(477);
      return [`deploy token for the clj client: ${t}`, [t]];
    },
    { rule: 'clojars-api-token' },
  ),
  S(
    'shell-history',
    'vendor',
    'OpenShift user token',
    () => {
      const t = V.openshift(478);
      return [`oc login --token=${t} --server=https://api.okd.berthly.internal:6443`, [t]];
    },
    { rule: 'openshift-user-token' },
  ),
  S(
    'http-header',
    'vendor',
    'GitLab session cookie',
    () => {
      const t = V.ezCookie(479);
      return [`Cookie: _gitlab_session=${t}; preferred_language=en`, [t]];
    },
    { rule: 'gitlab-session-cookie' },
  ),
  S(
    'prose',
    'vendor',
    'Alibaba access key id',
    () => {
      const t = V.ltai(480);
      return [`OSS mirror in Hangzhou uses ${t}.`, [t]];
    },
    { rule: 'alibaba-access-key-id' },
  ),
  S(
    'prose',
    'vendor',
    'Adobe client secret',
    () => {
      const t = V.p8e(481);
      return [`PDF Services credentials: ${t}`, [t]];
    },
    { rule: 'adobe-client-secret' },
  ),
  S(
    'prose',
    'vendor',
    'Sourcegraph token',
    () => {
      const t = V.sgp(482);
      return [`src login with ${t}`, [t]];
    },
    { rule: 'sourcegraph-access-token' },
  ),
  S(
    'dotenv',
    'both',
    '1Password service account token',
    () => {
      const t = V.ops(483);
      return [`OP_SERVICE_ACCOUNT_TOKEN=${t}`, [t]];
    },
    { rule: '1password-service-account-token' },
  ),
  S(
    'prose',
    'vendor',
    'Cloudflare Origin CA key',
    () => {
      const t = V.cfOrigin(484);
      return [`origin-ca-issuer key: ${t}`, [t]];
    },
    { rule: 'cloudflare-origin-ca-key' },
  ),
  S(
    'dotenv',
    'both',
    'Sidekiq Enterprise credentials',
    () => {
      const t = V.sidekiq(485);
      return [`BUNDLE_ENTERPRISE__CONTRIBSYS__COM=${t}`, [t]];
    },
    { rule: 'sidekiq-secret' },
  ),
  S(
    'prose',
    'vendor',
    'Octopus Deploy API key',
    () => {
      const t = V.octo(486);
      return [`octo push --apiKey ${t} --server https://deploy.berthly.io`, [t]];
    },
    { rule: 'octopus-deploy-api-key' },
  ),
  S(
    'prose',
    'vendor',
    'Flutterwave test secret',
    () => {
      const t = V.flw(487);
      return [`Sandbox payments: ${t}`, [t]];
    },
    { rule: 'flutterwave-secret-key' },
  ),
  S(
    'prose',
    'vendor',
    'Scalingo token',
    () => {
      const t = V.tkus(488);
      return [`scalingo login --api-token ${t}`, [t]];
    },
    { rule: 'scalingo-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'Frame.io token',
    () => {
      const t = V.fio(489);
      return [`video review integration token ${t}`, [t]];
    },
    { rule: 'frameio-api-token' },
  ),
  S(
    'prose',
    'vendor',
    'MaxMind license key',
    () => {
      const t = V.mmk(490);
      return [`GeoIP updates: AccountID 10${fake(5, 491, DIG)}, LicenseKey ${t}`, [t]];
    },
    { rule: 'maxmind-license-key' },
  ),
  S(
    'prose',
    'vendor',
    'Duffel test token',
    () => {
      const t = V.duffel(492);
      return [`flight quotes sandbox: ${t}`, [t]];
    },
    { rule: 'duffel-api-token' },
  ),
  S(
    'json',
    'both',
    'Terraform Cloud credentials.tfrc.json',
    () => {
      const t = V.atlasv1(493);
      return [`{"credentials": {"app.terraform.io": {"token": "${t}"}}}`, [t]];
    },
    { rule: 'hashicorp-tf-api-token' },
  ),
  S(
    'dockerfile',
    'both',
    'Dockerfile ARG with an npm token default',
    () => {
      const t = V.npm(494);
      return [`ARG NPM_TOKEN=${t}\nRUN echo "//registry.npmjs.org/:_authToken=\${NPM_TOKEN}" > .npmrc && npm ci`, [t]];
    },
    { rule: 'npm-access-token' },
  ),
  S(
    'shell-history',
    'both',
    'export GITHUB_TOKEN',
    () => {
      const t = V.ghp(495);
      return [`export GITHUB_TOKEN=${t}\ngh pr list --repo berthly/berthly-api`, [t]];
    },
    { rule: 'github-pat' },
  ),
  S(
    'shell-history',
    'both',
    'heroku config:set Stripe key',
    () => {
      const t = V.skLive(496);
      return [`heroku config:set STRIPE_SECRET_KEY=${t} -a berthly-billing`, [t]];
    },
    { rule: 'stripe-access-token' },
  ),
  S(
    'git-credentials',
    'both',
    '.git-credentials line',
    () => {
      const t = V.ghp(497);
      return [`https://ana:${t}@github.com`, [t]];
    },
    { rule: 'github-pat' },
  ),
  S(
    'npmrc',
    'both',
    '.npmrc for GitHub Packages',
    () => {
      const t = V.ghp(498);
      return [`@berthly:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${t}`, [t]];
    },
    { rule: 'github-pat' },
  ),
  S(
    'code',
    'both',
    'Python OpenAI client with key argument',
    () => {
      const t = V.openai(499);
      return [`client = OpenAI(api_key="${t}")`, [t]];
    },
    { rule: 'openai-api-key' },
  ),
  S(
    'ci-config',
    'both',
    'GitHub Actions step passes a Slack bot token inline',
    () => {
      const t = V.xoxb(500);
      return [`      - name: notify\n        run: curl -s -X POST -H "Authorization: Bearer ${t}" https://slack.com/api/chat.postMessage -d channel=ops`, [t]];
    },
    { rule: 'slack-bot-token' },
  ),
  S(
    'netlify',
    'both',
    'netlify.toml build env token',
    () => {
      const k = fake(43, 501, B64URL);
      return [`[build.environment]\n  NETLIFY_AUTH_TOKEN = "${k}"`, [k]];
    },
    { rule: 'netlify-access-token' },
  ),

  // ═══ transformed ═══
  S(
    'shell-history',
    'transformed',
    'GitHub PAT base64-encoded',
    () => {
      const t = V.ghp(601);
      const e = b64(t);
      return [`echo ${e} | base64 -d > ~/.config/gh/token`, [e, t]];
    },
    { rule: 'github-pat' },
  ),
  S(
    'chat-paste',
    'transformed',
    'OpenAI key base64 in chat',
    () => {
      const t = V.openai(602);
      const e = b64(t);
      return [`the key, base64'd so Slack won't mangle it: ${e}`, [e, t]];
    },
    { rule: 'openai-api-key' },
  ),
  S(
    'log',
    'transformed',
    'Slack bot token hex-dumped',
    () => {
      const t = V.xoxb(603);
      const e = hexOf(t);
      return [`xxd -p token.bin\n${e}`, [e, t]];
    },
    { rule: 'slack-bot-token' },
  ),
  S(
    'chat-paste',
    'transformed',
    'GitHub PAT split over spaces',
    () => {
      const t = V.ghp(604);
      const e = chunks(t, 8).join(' ');
      return [`read it out to me in groups: ${e}`, [e, t]];
    },
    { rule: 'github-pat' },
  ),
  S(
    'email',
    'transformed',
    'AWS secret key wrapped over lines',
    () => {
      const a = V.akia(605);
      const t = V.awsSecret(606);
      const e = chunks(t, 20).join('\n');
      return [`Access key: ${a}\nSecret (wrapped by the mail client):\n${e}`, [e, t, a]];
    },
    { rule: 'aws-access-token' },
  ),
  S(
    'chat-paste',
    'transformed',
    'Stripe key with U+200B between every character',
    () => {
      const t = V.skLive(607);
      const e = joinEvery(t, 0x200b);
      return [`stripe key: ${e}`, [e, t]];
    },
    { rule: 'stripe-access-token' },
  ),
  S(
    'chat-paste',
    'transformed',
    'npm token with U+2060 word joiners at a few offsets',
    () => {
      const t = V.npm(608);
      const e = sprinkle(t, 0x2060, [5, 17, 29]);
      return [`NPM_TOKEN=${e}`, [e, t]];
    },
    { rule: 'npm-access-token' },
  ),
  S(
    'chat-paste',
    'transformed',
    'GitLab PAT with soft hyphens',
    () => {
      const t = V.glpat(609);
      const e = sprinkle(t, 0x00ad, [8, 16]);
      return [`gitlab token ${e}`, [e, t]];
    },
    { rule: 'gitlab-pat' },
  ),
  S('dotenv', 'transformed', 'password with @ and / percent-encoded in DATABASE_URL', () => {
    const p = 'Qu4y' + fake(6, 610) + '@' + fake(4, 611) + '/' + fake(5, 612);
    const e = encodeURIComponent(p);
    return [`DATABASE_URL=postgres://berthly:${e}@pg1.prod.berthly.internal:5432/berthly`, [e, p]];
  }),
  S('url', 'transformed', 'AWS secret URL-encoded in a query string', () => {
    const t = fake(12, 613, B64) + '/' + fake(13, 614, B64) + '+' + fake(13, 615, B64);
    const e = encodeURIComponent(t);
    return [`https://legacy-sync.berthly.io/run?aws_secret=${e}&region=eu-west-1`, [e, t]];
  }),
  S(
    'chat-paste',
    'transformed',
    'fullwidth GitHub PAT (IME input)',
    () => {
      const t = V.ghp(616);
      const e = fullwidth(t);
      return [`トークン：${e}`, [e, t]];
    },
    { rule: 'github-pat' },
  ),
  S('chat-paste', 'transformed', 'fullwidth password after パスワード', () => {
    const p = pw(617);
    const e = fullwidth(p);
    return [`本番のパスワード：${e}`, [e, p]];
  }),
  S('kubernetes', 'transformed', 'base64 of a whole dotenv blob', () => {
    const p = pw(618);
    const e = b64('DB_USER=berthly\nDB_PASSWORD=' + p + '\n');
    return [`data:\n  app.env: ${e}`, [e, p]];
  }),
  S('ini', 'transformed', 'hex-encoded password in config', () => {
    const p = pw(619);
    const e = hexOf(p);
    return [`[smtp]\nuser = alerts@berthly.io\npassword_hex = ${e}`, [e, p]];
  }),
  S(
    'shell-history',
    'transformed',
    'JWT split across a backslash-continued curl',
    () => {
      const t = jwt(620);
      const [h, b, s] = t.split('.');
      const e = `${h}.\\\n${b}.\\\n${s}`;
      return [`curl -H "Authorization: Bearer ${e}" https://api.berthly.io/v2/me`, [e, t, b ?? t]];
    },
    { rule: 'jwt' },
  ),
  S(
    'code',
    'transformed',
    'Anthropic key assembled by string concatenation',
    () => {
      const t = V.anthropic(621);
      const a = t.slice(0, 40);
      const b = t.slice(40, 80);
      const c = t.slice(80);
      const e = `"${a}" + "${b}" + "${c}"`;
      return [`const key = ${e};`, [e, t, b, c]];
    },
    { rule: 'anthropic-api-key' },
  ),
  S(
    'yaml',
    'transformed',
    'GitLab PAT folded over two YAML lines',
    () => {
      const t = V.glpat(622);
      const e = t.slice(0, 13) + '\n    ' + t.slice(13);
      return [`gitlab:\n  token: >-\n    ${e}`, [e, t]];
    },
    { rule: 'gitlab-pat' },
  ),
  S(
    'chat-paste',
    'transformed',
    'Hugging Face token with dashes every 6 chars (copied from a PDF)',
    () => {
      const t = V.hf(623);
      const e = chunks(t, 6).join('-\n');
      return [`hf token from the onboarding PDF:\n${e}`, [e, t]];
    },
    { rule: 'huggingface-access-token' },
  ),

  // ═══ every non-text door ═══
  S(
    'title',
    'vendor',
    'Slack bot token in a title',
    () => {
      const t = V.xoxb(701);
      return [`Rotated leaked Slack bot token ${t}`, [t]];
    },
    { rule: 'slack-bot-token', door: 'title' },
  ),
  S(
    'title',
    'context',
    'password in a title',
    () => {
      const p = pw(702);
      return [`Fix SMTP auth (password is now ${p})`, [p]];
    },
    { door: 'title' },
  ),
  S(
    'title',
    'context',
    'connection string in a title',
    () => {
      const p = pwu(703);
      return [`Staging DB: postgres://app:${p}@staging-db:5432/berthly`, [p]];
    },
    { door: 'title' },
  ),
  S(
    'summary',
    'context',
    'ALTER ROLE in a session summary',
    () => {
      const p = pw(704);
      return [`Re-created the deploy role; ran ALTER ROLE deploy WITH PASSWORD '${p}' on pg1, then restarted gunicorn.`, [p]];
    },
    { door: 'summary' },
  ),
  S(
    'summary',
    'both',
    'npm token in a summary',
    () => {
      const t = V.npm(705);
      return [`CI failed because NPM_TOKEN=${t} had expired; replaced it in the repo settings.`, [t]];
    },
    { rule: 'npm-access-token', door: 'summary' },
  ),
  S(
    'summary',
    'both',
    'Telegram bot token in a summary',
    () => {
      const t = V.telegram(706);
      return [`Set up the tide-alert Telegram bot (token ${t}) and pointed it at #ops.`, [t]];
    },
    { rule: 'telegram-bot-api-token', door: 'summary' },
  ),
  S(
    'tags',
    'vendor',
    'a GitHub PAT as a tag',
    () => {
      const t = V.ghp(707);
      return [t, [t]];
    },
    { rule: 'github-pat', door: 'tags' },
  ),
  S(
    'tags',
    'context',
    'pw=… tag',
    () => {
      const p = pwu(708);
      return [`pw=${p}`, [p]];
    },
    { door: 'tags' },
  ),
  S(
    'tags',
    'vendor',
    'Stripe live key as a tag',
    () => {
      const t = V.skLive(709);
      return [t, [t]];
    },
    { rule: 'stripe-access-token', door: 'tags' },
  ),
  S(
    'tripwires',
    'both',
    'AWS secret in a tripwire',
    () => {
      const t = V.awsSecret(710);
      return [`If AWS_SECRET_ACCESS_KEY=${t} is rotated, update group_vars/all/vault.yml`, [t]];
    },
    { rule: G, door: 'tripwires' },
  ),
  S(
    'tripwires',
    'vendor',
    'Vault token in a tripwire',
    () => {
      const t = V.hvs(711);
      return [`If ${t} stops working, re-run vault login`, [t]];
    },
    { rule: 'vault-service-token', door: 'tripwires' },
  ),
  S(
    'tripwires',
    'context',
    'redis-cli -a in a tripwire',
    () => {
      const p = pwu(712);
      return [`If redis-cli -a ${p} returns NOAUTH, the password changed`, [p]];
    },
    { door: 'tripwires' },
  ),
  S(
    'filesEdited',
    'vendor',
    'token as a file name',
    () => {
      const t = V.ghp(713);
      return [`tmp/token-dump/${t}.txt`, [t]];
    },
    { rule: 'github-pat', door: 'filesEdited' },
  ),
  S(
    'filesEdited',
    'vendor',
    'age key file named after the key',
    () => {
      const t = V.age(714);
      return [`deploy/keys/${t}.txt`, [t]];
    },
    { rule: 'age-secret-key', door: 'filesEdited' },
  ),
  S(
    'filesEdited',
    'context',
    'log file named after a credential URL',
    () => {
      const p = pwu(715);
      return [`logs/pip-https:__ci:${p}@pkgs.berthly.io_simple.log`, [p]];
    },
    { door: 'filesEdited' },
  ),
  S(
    'source',
    'context',
    'source URL with api_key',
    () => {
      const k = fake(32, 716, LOWNUM);
      return [`https://api.berthly.io/v2/export?api_key=${k}`, [k]];
    },
    { rule: G, door: 'source' },
  ),
  S(
    'source',
    'vendor',
    'source URL with a GitLab PAT in userinfo',
    () => {
      const t = V.glpat(717);
      return [`https://oauth2:${t}@gitlab.com/berthly/infra.git`, [t]];
    },
    { rule: 'gitlab-pat', door: 'source' },
  ),
  S(
    'source',
    'vendor',
    'Slack webhook as a source',
    () => {
      const t = V.slackHook(718);
      return [t, [t]];
    },
    { rule: 'slack-webhook-url', door: 'source' },
  ),
  S(
    'query',
    'context',
    'password in a recall query',
    () => {
      const p = pw(719);
      return [`why does psql reject password ${p}`, [p]];
    },
    { door: 'query' },
  ),
  S(
    'query',
    'vendor',
    'Anthropic key in a recall query',
    () => {
      const t = V.anthropic(720);
      return [`is ${t} still the key the summariser uses`, [t]];
    },
    { rule: 'anthropic-api-key', door: 'query' },
  ),
  S(
    'query',
    'vendor',
    'Slack user token in a recall query',
    () => {
      const t = V.xoxp(721);
      return [`where did we store ${t}`, [t]];
    },
    { rule: 'slack-user-token', door: 'query' },
  ),
  S(
    'projectPath',
    'vendor',
    'GitHub PAT as a directory name',
    () => {
      const t = V.ghp(722);
      return [`/home/ana/src/${t}/berthly-api`, [t]];
    },
    { rule: 'github-pat', door: 'projectPath' },
  ),
  S(
    'projectPath',
    'context',
    'clone-to-URL path with userinfo password',
    () => {
      const p = pwu(723);
      return [`/Users/jo/work/ci:${p}@git.berthly.io/berthly-api`, [p]];
    },
    { door: 'projectPath' },
  ),
  S(
    'projectPath',
    'both',
    'Windows path with token=glpat-…',
    () => {
      const t = V.glpat(724);
      return [`C:\\Users\\dev\\repos\\token=${t}\\berthly`, [t]];
    },
    { rule: 'gitlab-pat', door: 'projectPath' },
  ),

  // ═══ near-misses: must survive byte for byte ═══
  N('prose', 'vendor', 'full git SHA', () => `Fixed in commit ${fake(40, 801, HEX)}; cherry-picked to release/3.8.`),
  N(
    'log',
    'vendor',
    'short SHAs in git log --oneline',
    () => `${fake(7, 802, HEX)} fix tariff rounding\n${fake(7, 803, HEX)} bump berthly-geo to 1.6.0\n${fake(7, 804, HEX)} docs: settings table`,
  ),
  N('log', 'vendor', 'UUID request id', () => `request_id=${uuid(805)} method=GET path=/api/v2/berths status=200 duration_ms=41`),
  N('prose', 'vendor', 'ULID booking id', () => `Booking 01J${fake(23, 806, CROCK)} was cancelled by the harbour master.`),
  N('log', 'vendor', 'sha256sum output', () => `${fake(64, 807, HEX)}  berthly_api-3.8.2-py3-none-any.whl`),
  N(
    'json',
    'vendor',
    'npm lockfile integrity sha512',
    () => `"node_modules/axios": {\n  "version": "1.7.9",\n  "integrity": "sha512-${fake(86, 808, B64)}=="\n}`,
  ),
  N(
    'html',
    'vendor',
    'SRI integrity attribute',
    () => `<script src="/static/app.3f9c.js" integrity="sha384-${fake(64, 809, B64)}" crossorigin="anonymous"></script>`,
  ),
  N('yaml', 'vendor', 'container image digest', () => `image: ghcr.io/berthly/berthly-api@sha256:${fake(64, 810, HEX)}`),
  N(
    'markdown',
    'transformed',
    'base64 PNG data URI',
    () => `![berth map](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAAA${fake(160, 811, B64)}=)`,
  ),
  N('yaml', 'context', 'max_tokens: 4096', () => `summariser:\n  model: small\n  max_tokens: 4096\n  temperature: 0.2`),
  N('yaml', 'context', 'auth: required', () => `paths:\n  /api/v2/berths:\n    get:\n      auth: required\n      rate_limit: 50/s`),
  N('yaml', 'context', 'password_min_length: 12', () => `accounts:\n  password_min_length: 12\n  password_require_symbol: true`),
  N('ini', 'context', 'token_ttl: 3600', () => `[auth]\ntoken_ttl = 3600\nrefresh_token_ttl = 1209600`),
  N('yaml', 'context', 'secret_rotation_days: 90', () => `security:\n  secret_rotation_days: 90\n  key_rotation_warning_days: 14`),
  N('shell-history', 'context', 'psql -p <port>', () => `psql -h pg1.prod.berthly.internal -p 5432 -U berthly berthly`),
  N('shell-history', 'context', 'pg_dump -p <port>', () => `pg_dump -h pg1 -p 5433 -Fc berthly > berthly.dump`),
  N('shell-history', 'context', 'redis-cli -p <port>', () => `redis-cli -h cache.prod.berthly.internal -p 6380 INFO keyspace`),
  N('shell-history', 'context', 'ssh -p <port>', () => `ssh -p 2222 deploy@app1.prod.berthly.internal`),
  N('yaml', 'context', 'placeholder changeme', () => `# dev only\nenvironment:\n  POSTGRES_PASSWORD: changeme`),
  N('shell-history', 'context', 'placeholder <your-token>', () => `curl -H "Authorization: Bearer <your-token>" https://api.berthly.io/v2/me`),
  N('dotenv', 'context', 'placeholder ${VAR}', () => 'API_TOKEN=${API_TOKEN}\nSENTRY_DSN=${SENTRY_DSN}'),
  N('shell-history', 'context', 'placeholder $VAR in a URL', () => 'psql "postgresql://app:$DB_PASS@pg1/berthly"'),
  N('yaml', 'context', 'placeholder xxxx', () => `pilotage:\n  api_key: xxxxxxxxxxxxxxxx`),
  N('dotenv', 'context', 'placeholder your-api-key-here', () => `OPENAI_API_KEY=your-api-key-here`),
  N('dotenv', 'context', 'placeholder REPLACE_ME', () => `DJANGO_SECRET_KEY=REPLACE_ME\nDEBUG=false`),
  N('prose', 'vendor', 'SSH public key', () => `authorized_keys: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${fake(43, 812, B64)} ana@laptop`),
  N('log', 'vendor', 'SSH host key fingerprint', () => `ED25519 key fingerprint is SHA256:${fake(43, 813, B64)}.`),
  N('prose', 'vendor', 'GPG fingerprint groups', () => `Release tags are signed with key ${chunks(fake(40, 814, HEXU), 4).join(' ')}.`),
  N('prose', 'vendor', 'ARNs', () => `Deploy assumes arn:aws:iam::${fake(12, 815, DIG)}:role/berthly-deploy and writes to arn:aws:s3:::berthly-reports.`),
  N('prose', 'vendor', 'version strings', () => `berthly-api 3.8.2, Django 5.1.4, psycopg 3.2.3, node v22.11.0, build 2026.11.30-rc.1+g${fake(7, 816, HEX)}`),
  N(
    'prose',
    'context',
    'secretary / tokenizer / passwordless',
    () => `Added a tokenizer for pilot notes; the harbour secretary role now gets passwordless magic links.`,
  ),
  N('prose', 'context', 'env var names without values', () => `CI needs GITHUB_TOKEN, PYPI_API_TOKEN and AWS_SECRET_ACCESS_KEY set as repository secrets.`),
  N(
    'ci-config',
    'context',
    'GitHub Actions secrets reference',
    () => '        with:\n          username: berthly-bot\n          password: ${{ secrets.REGISTRY_PASSWORD }}',
  ),
  N('shell-history', 'context', 'Bearer $TOKEN', () => 'curl -H "Authorization: Bearer $TOKEN" https://api.berthly.io/v2/me'),
  N('shell-history', 'context', 'curl -u "$USER:$PASS"', () => 'curl -u "$NEXUS_USER:$NEXUS_PASS" https://nexus.berthly.io/service/rest/v1/status'),
  N('shell-history', 'context', 'mysql -p with a space: prompts, next word is the database', () => `mysql -u root -p berthly_legacy`),
  N('shell-history', 'context', 'docker run -p port mapping', () => `docker run --rm -p 8080:8000 ghcr.io/berthly/berthly-api:3.8.2`),
  N('shell-history', 'context', '--password-stdin with a variable', () => 'echo "$CR_PAT" | docker login ghcr.io -u berthly-bot --password-stdin'),
  N('lockfile', 'vendor', 'go.sum h1: hash', () => `github.com/jackc/pgx/v5 v5.7.1 h1:${fake(43, 817, B64)}=`),
  N('lockfile', 'vendor', 'Cargo.lock checksum', () => `[[package]]\nname = "serde"\nversion = "1.0.215"\nchecksum = "${fake(64, 818, HEX)}"`),
  N('lockfile', 'vendor', 'pip --hash=sha256', () => `django==5.1.4 \\\n    --hash=sha256:${fake(64, 819, HEX)}`),
  N(
    'lockfile',
    'vendor',
    'yarn.lock resolved#sha1',
    () => `lodash@^4.17.21:\n  resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#${fake(40, 820, HEX)}"`,
  ),
  N('prose', 'context', 'token bucket prose', () => `The token bucket allows 50 requests per second per API client, burst 100.`),
  N('prose', 'context', 'password reset prose', () => `Password reset e-mails expire after 30 minutes; the link is single-use.`),
  N('prose', 'vendor', 'Stripe object ids (not secrets)', () => `Refunded customer cus_${fake(14, 821)} for payment intent pi_3${fake(23, 822)}.`),
  N('prose', 'vendor', 'AWS account id and region', () => `Billing runs in account ${fake(12, 823, DIG)} in eu-west-1.`),
  N('http-header', 'context', 'non-session cookie', () => `Set-Cookie: theme=dark; Path=/; SameSite=Lax`),
  N('http-header', 'vendor', 'X-Request-Id header', () => `X-Request-Id: ${uuid(824)}`),
  N('docker-config', 'context', 'Docker config with credsStore and empty auths', () => `{\n  "auths": { "ghcr.io": {} },\n  "credsStore": "osxkeychain"\n}`),
  N(
    'kubeconfig',
    'context',
    'kubeconfig exec plugin (get-token), no token value',
    () =>
      `users:\n- name: eks-berthly\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: ["eks", "get-token", "--cluster-name", "berthly"]`,
  ),
  N('prose', 'context', '/etc/passwd line with x placeholder', () => `deploy:x:1001:1001::/home/deploy:/bin/bash`),
  N('code', 'context', 'TOKEN_LENGTH and API_VERSION constants', () => `TOKEN_LENGTH = 32\nAPI_VERSION = "2024-06-20"\nSECRET_HEADER = "X-Berthly-Signature"`),
  N(
    'prose',
    'vendor',
    'vendor prefixes named without a value',
    () => `Classic GitHub PATs start with ghp_, fine-grained ones with github_pat_, and AWS long-term key ids with AKIA.`,
  ),
  N('markdown', 'context', 'Basic placeholder in docs', () => `Send \`Authorization: Basic <base64(user:password)>\` on every request.`),
  N(
    'prose',
    'context',
    'secret_key_base named, no value',
    () => `Rails reads secret_key_base from config/credentials.yml.enc; the master key is in the team vault.`,
  ),
  N('prose', 'vendor', 'MAC and IPv6 addresses', () => `pg1 has MAC 3c:22:fb:9a:01:7e and IPv6 2001:db8:85a3::8a2e:370:7334.`),
  N('json', 'vendor', 'semver ranges', () => `"dependencies": {"axios": "^1.7.9", "date-fns": "~4.1.0"}`),
  N('config', 'context', 'pg_hba auth method', () => `host  all  all  10.0.0.0/8  scram-sha-256`),
  N('code', 'context', 'PASSWORD_HASHERS setting', () => `PASSWORD_HASHERS = ["django.contrib.auth.hashers.Argon2PasswordHasher"]`),
  N(
    'yaml',
    'context',
    'token_endpoint URL',
    () => `oidc:\n  token_endpoint: https://auth.berthly.io/oauth/token\n  jwks_uri: https://auth.berthly.io/.well-known/jwks.json`,
  ),
  N('json', 'context', '"auth": "none"', () => `{"mqtt": {"host": "sensors.berthly.internal", "auth": "none", "tls": false}}`),
  N('url', 'vendor', 'commit URL', () => `https://github.com/berthly/berthly-api/commit/${fake(40, 825, HEX)}`),
  N('json', 'context', 'JWKS metadata (kid/alg/use)', () => `{"kid": "2026-05-a", "alg": "RS256", "use": "sig", "kty": "RSA"}`),
  N(
    'pem',
    'vendor',
    'PEM public key',
    () =>
      `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${fake(20, 826, B64)}\n${fake(64, 827, B64)}\n${fake(40, 828, B64)}IDAQAB\n-----END PUBLIC KEY-----`,
  ),
  N('dotenv', 'context', 'DATABASE_URL without a password', () => `DATABASE_URL=postgres://app@localhost:5432/berthly\nREDIS_URL=redis://cache:6379/0`),
  N('dotenv', 'context', '*_FILE variable pointing at a secret path', () => `POSTGRES_PASSWORD_FILE=/run/secrets/pg_password`),
  N('shell-history', 'context', 'password prompt flags without values', () => `pg_dump -h pg1 -U berthly -W berthly > out.sql   # -W forces a password prompt`),
  N(
    'yaml',
    'context',
    'boolean and enum next to secret-ish keys',
    () => `auth:\n  enabled: true\n  provider: oidc\napi_key_header: X-Api-Key\nsecret_store: vault`,
  ),
  N('prose', 'context', 'max_tokens in prose with numbers', () => `Raised max_tokens from 2048 to 4096 and token_ttl from 900 to 3600.`),
  N('title', 'vendor', 'SHA in a title', () => `Revert ${fake(12, 829, HEX)} (tariff rounding)`, 'title'),
  N('summary', 'context', 'config numbers in a summary', () => `Set secret_rotation_days to 90 and password_min_length to 12 in prod.`, 'summary'),
  N('tags', 'context', 'max_tokens tag', () => `max_tokens:4096`, 'tags'),
  N('tags', 'vendor', 'commit-sha tag', () => `sha-${fake(7, 830, HEX)}`, 'tags'),
  N('tripwires', 'context', 'token_ttl tripwire', () => `If token_ttl goes above 3600, revisit the refresh flow`, 'tripwires'),
  N('filesEdited', 'context', 'tokenizer and auth file names', () => `berthly/auth/tokens.py`, 'filesEdited'),
  N('filesEdited', 'context', 'password reset template path', () => `berthly/templates/registration/password_reset_email.html`, 'filesEdited'),
  N(
    'source',
    'vendor',
    'source URL pinned to a commit',
    () => `https://github.com/berthly/berthly-api/blob/${fake(40, 831, HEX)}/berthly/settings/base.py#L40-L58`,
    'source',
  ),
  N('query', 'context', 'query naming a setting', () => `what is password_min_length in prod`, 'query'),
  N('query', 'context', 'query about tokenizer', () => `tokenizer for pilot notes max_tokens`, 'query'),
  N('projectPath', 'vendor', 'project path with a ULID worktree', () => `/home/ana/src/berthly-api-wt-01J${fake(23, 832, CROCK)}`, 'projectPath'),
  N('projectPath', 'context', 'project path with secret-ish words', () => `/Users/jo/work/secret-santa-tokenizer`, 'projectPath'),
];
