/**
 * Unseen redaction set 1 — written blind on 2026-12-01 by a helper who had not read the redactor or the corpus.
 * Never tuned against: a failing case means a rule is wrong, not that a pattern is missing. Never edit.
 *
 * Every credential in this file is assembled at run time from split pieces and a seeded generator
 * (`fake`), so no complete credential literal appears in the source and every value is fabricated:
 * realistic in prefix, length and alphabet (re-derived from the vendors' documented formats and from
 * gitleaks' default rule set, whose rule ids are cited), valid for nothing.
 */

export type UnseenDoor = 'text' | 'title' | 'summary' | 'tags' | 'tripwires' | 'filesEdited' | 'source' | 'query' | 'projectPath';

export interface UnseenSecretCase {
  id: string; // 'r1-s-001' (secret) / 'r1-n-001' (near-miss)
  expect: 'secret' | 'near-miss';
  placement: string; // where people paste it
  basis: 'context' | 'vendor' | 'both' | 'transformed';
  gitleaksRule?: string; // the gitleaks default rule id covering this shape, when one does
  door?: UnseenDoor; // which field/door it arrives through; default 'text'
  build(): string; // the full string written through that door
  secrets(): string[]; // 'secret': substrings that must not appear in any byte written or printed; 'near-miss': []
  note: string; // one line
}

// ───────────────────────── deterministic fake material ─────────────────────────

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const AN = UPPER + LOWER + DIGITS;
const LAN = LOWER + DIGITS;
const UAN = UPPER + DIGITS;
const LETTERS = UPPER + LOWER;
const HEX = '0123456789abcdef';
const UHEX = '0123456789ABCDEF';
const STD64 = UPPER + LOWER + DIGITS + '+/';
const URL64 = UPPER + LOWER + DIGITS + '-_';
const B32L = 'abcdefghijklmnopqrstuvwxyz234567';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Seeded xorshift32 stream; the seed is hashed with FNV-1a. */
function rng(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let x = h === 0 ? 0x9e3779b9 : h;
  const next = (): number => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
  for (let i = 0; i < 8; i++) next();
  return next;
}

/** `length` characters drawn from `alphabet`, deterministic in `seed`. */
function fake(length: number, seed: string, alphabet: string = AN): string {
  const next = rng(seed + '#' + alphabet.length);
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet.charAt(next() % alphabet.length);
  return out;
}

/** Join split pieces (keeps prefixes from appearing whole in the source). */
const j = (...parts: string[]): string => parts.join('');

function uuid(seed: string): string {
  const v = '89ab'.charAt(rng(seed + ':v')() % 4);
  return `${fake(8, seed + ':a', HEX)}-${fake(4, seed + ':b', HEX)}-4${fake(3, seed + ':c', HEX)}-${v}${fake(3, seed + ':d', HEX)}-${fake(12, seed + ':e', HEX)}`;
}

const WORDS = [
  'Quokka',
  'harbor',
  'Velvet',
  'tundra',
  'Maple',
  'cobalt',
  'Orchid',
  'falcon',
  'Ember',
  'lantern',
  'Granite',
  'meadow',
  'Saffron',
  'walrus',
  'Juniper',
  'pebble',
];
const PW_SYMBOLS = '-+._';

/** A memorable human password such as Word+word47. */
function pw(seed: string): string {
  const next = rng('pw:' + seed);
  const a = WORDS[next() % WORDS.length] ?? 'Maple';
  const b = WORDS[next() % WORDS.length] ?? 'pebble';
  const s = PW_SYMBOLS.charAt(next() % PW_SYMBOLS.length);
  return a + s + b.toLowerCase() + String(10 + (next() % 90));
}

/** A generated password, URL-safe (unreserved characters only). */
const upw = (n: number, seed: string): string => fake(n, 'upw:' + seed, AN + '-_.~');
/** A generated password with shell-safe symbols (no quotes, no $, no backslash). */
const rpw = (n: number, seed: string): string => fake(n, 'rpw:' + seed, AN + '!#%*+-_.=@^');

function utf8Bytes(s: string): number[] {
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

function b64(s: string, opts: { url?: boolean; pad?: boolean } = {}): string {
  const bytes = utf8Bytes(s);
  const alpha = opts.url ? URL64 : STD64;
  const pad = opts.pad ?? !opts.url;
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += alpha.charAt((n >> 18) & 63) + alpha.charAt((n >> 12) & 63);
    out += i + 1 < bytes.length ? alpha.charAt((n >> 6) & 63) : pad ? '=' : '';
    out += i + 2 < bytes.length ? alpha.charAt(n & 63) : pad ? '=' : '';
  }
  return out;
}

const hex = (s: string): string =>
  utf8Bytes(s)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

function chunks(s: string, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += n) out.push(s.slice(i, i + n));
  return out;
}

/** Insert an invisible code point every `every` characters. */
const zwJoin = (s: string, codePoint: number, every: number): string => chunks(s, every).join(String.fromCodePoint(codePoint));

/** ASCII → fullwidth forms (U+FF01..U+FF5E). */
const fullwidth = (s: string): string =>
  Array.from(s, (ch) => {
    const c = ch.charCodeAt(0);
    return c >= 0x21 && c <= 0x7e ? String.fromCodePoint(c + 0xfee0) : ch;
  }).join('');

function jwt(payload: Record<string, unknown>, seed: string, alg: string = 'HS256'): string {
  const sigLen = alg === 'ES256' ? 86 : 43;
  return b64(JSON.stringify({ alg, typ: 'JWT' }), { url: true }) + '.' + b64(JSON.stringify(payload), { url: true }) + '.' + fake(sigLen, 'jwt:' + seed, URL64);
}

const DASH5 = '-----';
const PRIV = 'PRIV' + 'ATE KEY';
/** Body lines for a PEM-ish block: fixed structural prefix + random base64, wrapped. */
function pemBody(prefix: string, seed: string, total: number, width: number = 64, tail: string = ''): string[] {
  return chunks(prefix + fake(total - prefix.length - tail.length, 'pem:' + seed, STD64) + tail, width);
}
const pem = (label: string, lines: string[], nl: string = '\n'): string =>
  [`${DASH5}BEGIN ${label}${DASH5}`, ...lines, `${DASH5}END ${label}${DASH5}`].join(nl);

// ───────────────────────── case builders ─────────────────────────

type Basis = UnseenSecretCase['basis'];
interface SecretSpec {
  placement: string;
  basis: Basis;
  rule?: string;
  door?: UnseenDoor;
  vendor?: string;
  note: string;
  text: string;
  secrets: readonly string[];
}
interface NearSpec {
  placement: string;
  basis: Basis;
  door?: UnseenDoor;
  note: string;
  text: string;
}

const VENDOR_BY_ID: Record<string, string> = {};

function sec(id: string, make: () => SecretSpec): UnseenSecretCase {
  const s = make();
  const text = s.text;
  const list = [...s.secrets];
  if (s.vendor !== undefined) VENDOR_BY_ID[id] = s.vendor;
  const c: UnseenSecretCase = {
    id,
    expect: 'secret',
    placement: s.placement,
    basis: s.basis,
    build: () => text,
    secrets: () => [...list],
    note: s.note,
  };
  if (s.rule !== undefined) c.gitleaksRule = s.rule;
  if (s.door !== undefined) c.door = s.door;
  return c;
}

function near(id: string, make: () => NearSpec): UnseenSecretCase {
  const s = make();
  const text = s.text;
  const c: UnseenSecretCase = {
    id,
    expect: 'near-miss',
    placement: s.placement,
    basis: s.basis,
    build: () => text,
    secrets: () => [],
    note: s.note,
  };
  if (s.door !== undefined) c.door = s.door;
  return c;
}

// ───────────────────────── the cases ─────────────────────────

export const UNSEEN_SECRET_CASES: readonly UnseenSecretCase[] = [
  // ── GitHub ──
  sec('r1-s-001', () => {
    const t = j('gh', 'p_', fake(36, 'ghp-dotenv'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'github-pat',
      vendor: 'GitHub',
      note: 'classic PAT in a .env file among harmless settings',
      text: `# .env.local (do not commit)\nGITHUB_TOKEN=${t}\nGITHUB_REPOSITORY=acme/platform\nLOG_LEVEL=debug`,
      secrets: [t],
    };
  }),
  sec('r1-s-002', () => {
    const t = j('gh', 'p_', fake(36, 'ghp-gitcred'));
    return {
      placement: 'git-credentials',
      basis: 'both',
      rule: 'github-pat',
      vendor: 'GitHub',
      note: 'credential-store line: the PAT sits in the URL userinfo',
      text: `$ cat ~/.git-credentials\nhttps://octo-bot:${t}@github.com`,
      secrets: [t],
    };
  }),
  sec('r1-s-003', () => {
    const t = j('gh', 'p_', fake(36, 'ghp-ghauth'));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'github-pat',
      vendor: 'GitHub',
      note: 'gh auth login fed from a here-string',
      text: `$ gh auth login --hostname github.com --with-token <<< ${t}\n✓ Logged in as octo-bot`,
      secrets: [t],
    };
  }),
  sec('r1-s-004', () => {
    const t = j('github', '_pat_', fake(22, 'ghfg-a'), '_', fake(59, 'ghfg-b'));
    return {
      placement: 'yaml',
      basis: 'both',
      rule: 'github-fine-grained-pat',
      vendor: 'GitHub',
      note: 'fine-grained PAT in the gh CLI hosts file',
      text: `# ~/.config/gh/hosts.yml\ngithub.com:\n    user: dana-acme\n    oauth_token: ${t}\n    git_protocol: https`,
      secrets: [t],
    };
  }),
  sec('r1-s-005', () => {
    const t = j('gh', 'o_', fake(36, 'gho-log'));
    return {
      placement: 'log',
      basis: 'both',
      rule: 'github-oauth',
      vendor: 'GitHub',
      note: 'OAuth access token logged by a debug callback handler',
      text: `2026-11-30T09:12:44.118Z DEBUG oauth.callback exchanged code for access_token=${t} scope=repo,read:org token_type=bearer`,
      secrets: [t],
    };
  }),
  sec('r1-s-006', () => {
    const t = j('gh', 's_', fake(36, 'ghs-remote'));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'github-app-token',
      vendor: 'GitHub',
      note: 'installation token as x-access-token userinfo in a remote URL',
      text: `git remote set-url origin https://x-access-token:${t}@github.com/acme/api.git && git push origin HEAD:release/3.2`,
      secrets: [t],
    };
  }),
  sec('r1-s-007', () => {
    const u = j('gh', 'u_', fake(36, 'ghu-json'));
    const r = j('gh', 'r_', fake(36, 'ghr-json'));
    return {
      placement: 'json',
      basis: 'both',
      rule: 'github-app-token',
      vendor: 'GitHub',
      note: 'user-to-server token and refresh token in an OAuth response body',
      text: `{"access_token":"${u}","expires_in":28800,"refresh_token":"${r}","refresh_token_expires_in":15811200,"scope":"","token_type":"bearer"}`,
      secrets: [u, r],
    };
  }),
  sec('r1-s-008', () => {
    const t = j('GHSAT', '0AAAAAAC', fake(28, 'ghsat', UAN));
    return {
      placement: 'url',
      basis: 'both',
      vendor: 'GitHub',
      note: 'raw.githubusercontent.com link carrying its short-lived ?token= for a private repo',
      text: `curl -sL "https://raw.githubusercontent.com/acme/infra/main/scripts/bootstrap.sh?token=${t}" | head -20`,
      secrets: [t],
    };
  }),

  // ── GitLab ──
  sec('r1-s-009', () => {
    const t = j('gl', 'pat-', fake(20, 'glpat-clone', URL64));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'gitlab-pat',
      vendor: 'GitLab',
      note: 'PAT as oauth2 password in a clone URL',
      text: `git clone https://oauth2:${t}@gitlab.com/acme/infra.git ~/src/infra`,
      secrets: [t],
    };
  }),
  sec('r1-s-010', () => {
    const t = j('gl', 'pat-', fake(36, 'glpat-route', URL64), '.01', fake(7, 'glpat-route-b', LAN));
    return {
      placement: 'ci-config',
      basis: 'both',
      rule: 'gitlab-pat-routable',
      vendor: 'GitLab',
      note: 'routable PAT hard-coded in .gitlab-ci.yml variables',
      text: `variables:\n  RELEASE_TOKEN: "${t}"\n  DOCKER_DRIVER: overlay2\nrelease:\n  stage: deploy\n  script: ./scripts/release.sh`,
      secrets: [t],
    };
  }),
  sec('r1-s-011', () => {
    const t = j('gl', 'rt-', fake(20, 'glrt', URL64));
    return {
      placement: 'toml',
      basis: 'both',
      rule: 'gitlab-runner-authentication-token',
      vendor: 'GitLab',
      note: 'runner authentication token in config.toml',
      text: `[[runners]]\n  name = "docker-ci-01"\n  url = "https://gitlab.acme.io/"\n  token = "${t}"\n  executor = "docker"\n  [runners.docker]\n    image = "alpine:3.20"`,
      secrets: [t],
    };
  }),
  sec('r1-s-012', () => {
    const t = j('gl', 'dt-', fake(20, 'gldt', URL64));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'gitlab-deploy-token',
      vendor: 'GitLab',
      note: 'deploy token passed with docker login -p',
      text: `docker login registry.gitlab.com -u gitlab+deploy-token-1142 -p ${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-013', () => {
    const t = j('gl', 'ptt-', fake(40, 'glptt', HEX));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'gitlab-ptt',
      vendor: 'GitLab',
      note: 'pipeline trigger token as a form field',
      text: `curl -X POST --fail -F token=${t} -F ref=main https://gitlab.acme.io/api/v4/projects/42/trigger/pipeline`,
      secrets: [t],
    };
  }),
  sec('r1-s-014', () => {
    const t = j('GR', '1348941', fake(20, 'glrrt', AN));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'gitlab-rrt',
      vendor: 'GitLab',
      note: 'legacy runner registration token on the command line',
      text: `sudo gitlab-runner register --non-interactive --url https://gitlab.com/ --registration-token ${t} --executor docker --docker-image alpine:3.20`,
      secrets: [t],
    };
  }),
  sec('r1-s-015', () => {
    const t = j('gl', 'pat-', fake(20, 'glpat-header', URL64));
    return {
      placement: 'log',
      basis: 'both',
      rule: 'gitlab-pat',
      vendor: 'GitLab',
      note: 'PRIVATE-TOKEN header echoed in a CI job log',
      text: `$ curl --fail --header "PRIVATE-TOKEN: ${t}" "https://gitlab.com/api/v4/projects/acme%2Finfra/jobs?scope=failed"\n[{"id":8812,"status":"failed","stage":"test"}]`,
      secrets: [t],
    };
  }),
  sec('r1-s-016', () => {
    const t = fake(32, 'gitlab-session', LAN);
    return {
      placement: 'http-header',
      basis: 'both',
      rule: 'gitlab-session-cookie',
      vendor: 'GitLab',
      note: 'GitLab session cookie copied from devtools',
      text: `Cookie: _gitlab_session=${t}; preferred_language=en; event_filter=all`,
      secrets: [t],
    };
  }),

  // ── Bitbucket ──
  sec('r1-s-017', () => {
    const t = j('AT', 'BB', fake(32, 'atbb'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'generic-api-key',
      vendor: 'Bitbucket',
      note: 'Bitbucket app password (ATBB…) under a password-named key',
      text: `BITBUCKET_USERNAME=acme-ci\nBITBUCKET_APP_PASSWORD=${t}\nBITBUCKET_WORKSPACE=acme`,
      secrets: [t],
    };
  }),

  // ── AWS ──
  sec('r1-s-018', () => {
    const id = j('AK', 'IA', fake(16, 'akia-ini', UPPER + '234567'));
    const s = fake(40, 'aws-secret-ini', STD64);
    return {
      placement: 'ini',
      basis: 'both',
      rule: 'aws-access-token',
      vendor: 'AWS',
      note: '~/.aws/credentials default profile',
      text: `[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${s}\nregion = eu-west-1`,
      secrets: [id, s],
    };
  }),
  sec('r1-s-019', () => {
    const id = j('AK', 'IA', fake(16, 'akia-export', UPPER + '234567'));
    const s = fake(40, 'aws-secret-export', STD64);
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'aws-access-token',
      vendor: 'AWS',
      note: 'exported key pair in shell history',
      text: `export AWS_ACCESS_KEY_ID=${id}\nexport AWS_SECRET_ACCESS_KEY=${s}\naws s3 ls s3://acme-prod-backups/`,
      secrets: [id, s],
    };
  }),
  sec('r1-s-020', () => {
    const id = j('AS', 'IA', fake(16, 'asia-ini', UPPER + '234567'));
    const s = fake(40, 'aws-secret-sts', STD64);
    const tok = j('IQoJb3JpZ2luX2Vj', fake(280, 'aws-session', STD64));
    return {
      placement: 'ini',
      basis: 'both',
      rule: 'aws-access-token',
      vendor: 'AWS',
      note: 'temporary credentials with a session token',
      text: `[profile sso-admin]\naws_access_key_id = ${id}\naws_secret_access_key = ${s}\naws_session_token = ${tok}`,
      secrets: [id, s, tok],
    };
  }),
  sec('r1-s-021', () => {
    const id = j('AK', 'IA', fake(16, 'akia-boto', UPPER + '234567'));
    const s = fake(40, 'aws-secret-boto', STD64);
    return {
      placement: 'code',
      basis: 'both',
      rule: 'aws-access-token',
      vendor: 'AWS',
      note: 'keys passed inline to boto3',
      text: `s3 = boto3.client("s3", region_name="eu-west-1", aws_access_key_id="${id}", aws_secret_access_key="${s}")`,
      secrets: [id, s],
    };
  }),
  sec('r1-s-022', () => {
    const s = fake(40, 'aws-secret-ci', STD64);
    return {
      placement: 'ci-config',
      basis: 'context',
      rule: 'generic-api-key',
      vendor: 'AWS',
      note: 'secret access key alone (no key id) hard-coded in a workflow env block',
      text: `    env:\n      AWS_REGION: eu-west-1\n      AWS_SECRET_ACCESS_KEY: ${s}\n    steps:\n      - uses: actions/checkout@v4`,
      secrets: [s],
    };
  }),
  sec('r1-s-023', () => {
    const id = j('AS', 'IA', fake(16, 'asia-presign', UPPER + '234567'));
    const tok = j('IQoJb3JpZ2luX2Vj', fake(200, 'aws-session-presign', STD64));
    const sig = fake(64, 'presign-sig', HEX);
    const etok = encodeURIComponent(tok);
    return {
      placement: 'url',
      basis: 'context',
      vendor: 'AWS',
      note: 'S3 presigned URL: key id, URL-encoded session token and signature',
      text: `https://acme-exports.s3.eu-west-1.amazonaws.com/reports/2026-11.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${id}%2F20261130%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261130T101500Z&X-Amz-Expires=3600&X-Amz-Security-Token=${etok}&X-Amz-SignedHeaders=host&X-Amz-Signature=${sig}`,
      secrets: [id, etok, sig],
    };
  }),

  // ── Google Cloud ──
  sec('r1-s-024', () => {
    const lines = pemBody('MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', 'gcp-sa', 320);
    const key = pem(PRIV, lines, '\\n') + '\\n';
    return {
      placement: 'json',
      basis: 'both',
      rule: 'private-key',
      vendor: 'Google Cloud',
      note: 'service-account JSON; private_key with escaped newlines (body shortened to fit 800 chars)',
      text: `{\n  "type": "service_account",\n  "project_id": "acme-prod-311208",\n  "private_key_id": "${fake(40, 'gcp-kid', HEX)}",\n  "private_key": "${key}",\n  "client_email": "deployer@acme-prod-311208.iam.gserviceaccount.com",\n  "client_id": "1${fake(20, 'gcp-cid', DIGITS)}"\n}`,
      secrets: lines,
    };
  }),
  sec('r1-s-025', () => {
    const t = j('AI', 'za', 'Sy', fake(33, 'aiza-maps', URL64));
    return {
      placement: 'url',
      basis: 'vendor',
      rule: 'gcp-api-key',
      vendor: 'Google Cloud',
      note: 'API key in a Maps geocoding URL',
      text: `https://maps.googleapis.com/maps/api/geocode/json?address=221B+Baker+St&key=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-026', () => {
    const t = j('AI', 'za', 'Sy', fake(33, 'aiza-dotenv', URL64));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'gcp-api-key',
      vendor: 'Google Cloud',
      note: 'Gemini/Google API key in .env',
      text: `GOOGLE_API_KEY=${t}\nGEMINI_MODEL=gemini-1.5-pro`,
      secrets: [t],
    };
  }),
  sec('r1-s-027', () => {
    const t = j('ya', '29.', fake(150, 'ya29', URL64));
    return {
      placement: 'kubeconfig',
      basis: 'both',
      vendor: 'Google Cloud',
      note: 'Google OAuth access token (ya29.) as a kubeconfig user token',
      text: `users:\n- name: gke_acme-prod_europe-west1_main\n  user:\n    token: ${t}`,
      secrets: [t],
    };
  }),

  // ── Azure ──
  sec('r1-s-028', () => {
    const k = fake(86, 'az-storage', STD64) + '==';
    return {
      placement: 'connection-string',
      basis: 'both',
      vendor: 'Azure',
      note: 'storage account connection string with AccountKey',
      text: `DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey=${k};EndpointSuffix=core.windows.net`,
      secrets: [k],
    };
  }),
  sec('r1-s-029', () => {
    const raw = fake(43, 'az-sas', STD64) + '=';
    const enc = encodeURIComponent(raw);
    return {
      placement: 'url',
      basis: 'context',
      vendor: 'Azure',
      note: 'blob SAS URL; the sig= parameter is the credential (URL-encoded)',
      text: `https://acmeprodlogs.blob.core.windows.net/backups/pg-2026-11-30.dump?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-07T00:00:00Z&st=2026-11-30T00:00:00Z&spr=https&sig=${enc}`,
      secrets: [enc],
    };
  }),
  sec('r1-s-030', () => {
    const s = j(fake(3, 'azad-a', AN), '8', 'Q~', fake(34, 'azad-b', AN + '_~.-'));
    return {
      placement: 'json',
      basis: 'both',
      rule: 'azure-ad-client-secret',
      vendor: 'Azure',
      note: 'az ad sp create-for-rbac output; appId and tenant are identifiers, password is the secret',
      text: `{\n  "appId": "${uuid('az-app')}",\n  "displayName": "gh-actions-deploy",\n  "password": "${s}",\n  "tenant": "${uuid('az-tenant')}"\n}`,
      secrets: [s],
    };
  }),
  sec('r1-s-031', () => {
    const s = j(fake(3, 'azad2-a', AN), '7', 'Q~', fake(34, 'azad2-b', AN + '_~.-'));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'azure-ad-client-secret',
      vendor: 'Azure',
      note: 'service-principal login with the client secret after -p',
      text: `az login --service-principal -u ${uuid('az-app2')} -p ${s} --tenant ${uuid('az-tenant2')}`,
      secrets: [s],
    };
  }),
  sec('r1-s-032', () => {
    const t = fake(52, 'ado-pat', B32L);
    return {
      placement: 'shell-history',
      basis: 'both',
      vendor: 'Azure DevOps',
      note: 'Azure DevOps PAT (52 base32 chars) as URL password',
      text: `git clone https://build:${t}@dev.azure.com/acme/Platform/_git/api`,
      secrets: [t],
    };
  }),

  // ── Slack ──
  sec('r1-s-033', () => {
    const t = j('xo', 'xb-', '1', fake(10, 'xoxb-a', DIGITS), '-', '2', fake(12, 'xoxb-b', DIGITS), '-', fake(24, 'xoxb-c'));
    const signing = fake(32, 'slack-signing', HEX);
    return {
      placement: 'code',
      basis: 'both',
      rule: 'slack-bot-token',
      vendor: 'Slack',
      note: 'Bolt app with bot token and signing secret inline',
      text: `app = App(\n    token="${t}",\n    signing_secret="${signing}",\n)`,
      secrets: [t, signing],
    };
  }),
  sec('r1-s-034', () => {
    const t = j(
      'xo',
      'xp-',
      '4',
      fake(10, 'xoxp-a', DIGITS),
      '-',
      '4',
      fake(10, 'xoxp-b', DIGITS),
      '-',
      '7',
      fake(12, 'xoxp-c', DIGITS),
      '-',
      fake(32, 'xoxp-d', HEX),
    );
    return {
      placement: 'chat-paste',
      basis: 'vendor',
      rule: 'slack-user-token',
      vendor: 'Slack',
      note: 'user token pasted in chat',
      text: `here's my user token so you can test the channel export: ${t} (please don't keep it)`,
      secrets: [t],
    };
  }),
  sec('r1-s-035', () => {
    const seg = fake(24, 'slack-hook');
    const url = j('https://hooks.', 'slack.com/services/T', fake(10, 'slack-hook-t', UAN), '/B', fake(10, 'slack-hook-b', UAN), '/', seg);
    return {
      placement: 'json',
      basis: 'vendor',
      rule: 'slack-webhook-url',
      vendor: 'Slack',
      note: 'incoming webhook URL in a notifier config',
      text: `{"channel": "#deploys", "username": "release-bot", "webhook_url": "${url}"}`,
      secrets: [seg],
    };
  }),
  sec('r1-s-036', () => {
    const t = j('xa', 'pp-1-A', fake(10, 'xapp-a', UAN), '-', '5', fake(12, 'xapp-b', DIGITS), '-', fake(64, 'xapp-c', HEX));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'slack-app-token',
      vendor: 'Slack',
      note: 'Socket Mode app-level token',
      text: `SLACK_APP_TOKEN=${t}\nSLACK_SOCKET_MODE=true`,
      secrets: [t],
    };
  }),

  // ── Stripe ──
  sec('r1-s-037', () => {
    const t = j('sk', '_live_', '51', fake(97, 'sk-live-dotenv'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'stripe-access-token',
      vendor: 'Stripe',
      note: 'live secret key',
      text: `STRIPE_SECRET_KEY=${t}\nSTRIPE_CURRENCY=eur`,
      secrets: [t],
    };
  }),
  sec('r1-s-038', () => {
    const t = j('rk', '_live_', '51', fake(97, 'rk-live-heroku'));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'stripe-access-token',
      vendor: 'Stripe',
      note: 'restricted key set through heroku config',
      text: `heroku config:set STRIPE_RESTRICTED_KEY=${t} -a acme-billing`,
      secrets: [t],
    };
  }),
  sec('r1-s-039', () => {
    const t = j('wh', 'sec_', fake(32, 'whsec-cli'));
    return {
      placement: 'log',
      basis: 'vendor',
      vendor: 'Stripe',
      note: 'webhook signing secret printed by stripe listen',
      text: `$ stripe listen --forward-to localhost:4242/webhooks/stripe\n> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is ${t} (^C to quit)`,
      secrets: [t],
    };
  }),
  sec('r1-s-040', () => {
    const t = j('sk', '_test_', '4eC', fake(21, 'sk-test-chat'));
    return {
      placement: 'chat-paste',
      basis: 'vendor',
      rule: 'stripe-access-token',
      vendor: 'Stripe',
      note: 'test-mode secret key in chat (still a secret)',
      text: `use the sandbox key ${t} for the checkout tests, the live one is in 1Password`,
      secrets: [t],
    };
  }),

  // ── Twilio ──
  sec('r1-s-041', () => {
    const sid = j('S', 'K', fake(32, 'tw-sk', HEX));
    const secret = fake(32, 'tw-secret');
    const ac = j('A', 'C', fake(32, 'tw-ac', HEX));
    return {
      placement: 'code',
      basis: 'both',
      rule: 'twilio-api-key',
      vendor: 'Twilio',
      note: 'API key SID followed by its secret as the next positional argument (no name on the secret)',
      text: `from twilio.rest import Client\nclient = Client("${sid}", "${secret}", "${ac}")\nclient.messages.create(to="+15558675310", from_="+15017122661", body="Your code is 482913")`,
      secrets: [sid, secret],
    };
  }),
  sec('r1-s-042', () => {
    const ac = j('A', 'C', fake(32, 'tw-ac2', HEX));
    const tok = fake(32, 'tw-auth', HEX);
    return {
      placement: 'dotenv',
      basis: 'context',
      rule: 'generic-api-key',
      vendor: 'Twilio',
      note: 'account SID (identifier) and auth token (secret, 32 hex — looks like an MD5)',
      text: `TWILIO_ACCOUNT_SID=${ac}\nTWILIO_AUTH_TOKEN=${tok}\nTWILIO_FROM=+15017122661`,
      secrets: [tok],
    };
  }),
  sec('r1-s-043', () => {
    const sid = j('S', 'K', fake(32, 'tw-sk3', HEX));
    const secret = fake(32, 'tw-secret3');
    return {
      placement: 'chat-paste',
      basis: 'both',
      rule: 'twilio-api-key',
      vendor: 'Twilio',
      note: 'key id / secret pair pasted as "SK… / …"',
      text: `Twilio creds for the SMS worker: ${sid} / ${secret} — swap them into the k8s secret please`,
      secrets: [sid, secret],
    };
  }),

  // ── SendGrid ──
  sec('r1-s-044', () => {
    const t = j('SG', '.', fake(22, 'sg-a', URL64), '.', fake(43, 'sg-b', URL64));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'sendgrid-api-token',
      vendor: 'SendGrid',
      note: 'SendGrid API key',
      text: `SENDGRID_API_KEY=${t}\nMAIL_FROM=noreply@acme.io`,
      secrets: [t],
    };
  }),
  sec('r1-s-045', () => {
    const t = j('SG', '.', fake(22, 'sg2-a', URL64), '.', fake(43, 'sg2-b', URL64));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'sendgrid-api-token',
      vendor: 'SendGrid',
      note: 'bearer header in a curl call',
      text: `curl --request POST --url https://api.sendgrid.com/v3/mail/send --header "Authorization: Bearer ${t}" --header 'Content-Type: application/json' --data @mail.json`,
      secrets: [t],
    };
  }),

  // ── Mailgun ──
  sec('r1-s-046', () => {
    const t = j('key', '-', fake(32, 'mailgun-key', HEX));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'mailgun-private-api-token',
      vendor: 'Mailgun',
      note: 'legacy key-… private API key',
      text: `MAILGUN_DOMAIN=mg.acme.io\nMAILGUN_API_KEY=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-047', () => {
    const t = j(fake(32, 'mg2-a', HEX), '-', fake(8, 'mg2-b', HEX), '-', fake(8, 'mg2-c', HEX));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'curl-auth-user',
      vendor: 'Mailgun',
      note: 'newer Mailgun key as the api: password in curl --user',
      text: `curl -s --user 'api:${t}' https://api.mailgun.net/v3/mg.acme.io/messages -F from='ops@acme.io' -F to='dana@acme.io' -F subject='test'`,
      secrets: [t],
    };
  }),

  // ── Mailchimp ──
  sec('r1-s-048', () => {
    const t = j(fake(32, 'mailchimp', HEX), '-us', '21');
    return {
      placement: 'yaml',
      basis: 'both',
      rule: 'mailchimp-api-key',
      vendor: 'Mailchimp',
      note: 'Mailchimp key with its datacenter suffix',
      text: `mailchimp:\n  api_key: ${t}\n  list_id: 4f1c2a9b7e\n  double_opt_in: true`,
      secrets: [t],
    };
  }),

  // ── Shopify ──
  sec('r1-s-049', () => {
    const t = j('shp', 'at_', fake(32, 'shpat', HEX));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'shopify-access-token',
      vendor: 'Shopify',
      note: 'Admin API access token',
      text: `SHOPIFY_STORE=acme-outdoor.myshopify.com\nSHOPIFY_ACCESS_TOKEN=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-050', () => {
    const t = j('shp', 'ss_', fake(32, 'shpss', HEX));
    return {
      placement: 'toml',
      basis: 'both',
      rule: 'shopify-shared-secret',
      vendor: 'Shopify',
      note: 'app shared secret in a TOML config',
      text: `[shopify]\napi_key = "${fake(32, 'shopify-client-id', HEX)}"\napi_secret = "${t}"\nscopes = "read_orders,write_products"`,
      secrets: [t],
    };
  }),
  sec('r1-s-051', () => {
    const t = j('shp', 'ca_', fake(32, 'shpca', HEX));
    return {
      placement: 'log',
      basis: 'vendor',
      rule: 'shopify-custom-access-token',
      vendor: 'Shopify',
      note: 'custom app token in a logged request header',
      text: `[http] POST https://acme-outdoor.myshopify.com/admin/api/2024-10/graphql.json headers={"Content-Type":"application/json","X-Shopify-Access-Token":"${t}"}`,
      secrets: [t],
    };
  }),
  sec('r1-s-052', () => {
    const t = j('shp', 'pa_', fake(32, 'shppa', HEX));
    return {
      placement: 'chat-paste',
      basis: 'vendor',
      rule: 'shopify-private-app-access-token',
      vendor: 'Shopify',
      note: 'legacy private app token in chat',
      text: `old store still uses the private app, token is ${t} until we migrate`,
      secrets: [t],
    };
  }),

  // ── DigitalOcean ──
  sec('r1-s-053', () => {
    const t = j('dop', '_v1_', fake(64, 'dop', HEX));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'digitalocean-pat',
      vendor: 'DigitalOcean',
      note: 'doctl auth with a personal access token',
      text: `doctl auth init --context acme --access-token ${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-054', () => {
    const a = j('doo', '_v1_', fake(64, 'doo', HEX));
    const r = j('dor', '_v1_', fake(64, 'dor', HEX));
    return {
      placement: 'json',
      basis: 'both',
      rule: 'digitalocean-access-token',
      vendor: 'DigitalOcean',
      note: 'OAuth access + refresh tokens in a token response',
      text: `{"access_token":"${a}","refresh_token":"${r}","token_type":"Bearer","expires_in":2592000,"scope":"read write"}`,
      secrets: [a, r],
    };
  }),

  // ── Discord ──
  sec('r1-s-055', () => {
    const t = j(b64('1' + fake(18, 'discord-id', DIGITS), { pad: false }), '.', fake(6, 'discord-ts', URL64), '.', fake(27, 'discord-hmac', URL64));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'generic-api-key',
      vendor: 'Discord',
      note: 'bot token (base64 user id . timestamp . HMAC)',
      text: `DISCORD_TOKEN=${t}\nDISCORD_GUILD_ID=1${fake(18, 'discord-guild', DIGITS)}`,
      secrets: [t],
    };
  }),
  sec('r1-s-056', () => {
    const t = j(b64('9' + fake(17, 'discord-id2', DIGITS), { pad: false }), '.', fake(6, 'discord-ts2', URL64), '.', fake(38, 'discord-hmac2', URL64));
    return {
      placement: 'code',
      basis: 'vendor',
      vendor: 'Discord',
      note: 'bot token passed positionally to client.run (no credential-named key)',
      text: `if __name__ == "__main__":\n    client.run('${t}')`,
      secrets: [t],
    };
  }),
  sec('r1-s-057', () => {
    const tok = fake(68, 'discord-hook', URL64);
    return {
      placement: 'shell-history',
      basis: 'vendor',
      vendor: 'Discord',
      note: 'webhook URL: the last path segment is the credential',
      text: `curl -H "Content-Type: application/json" -d '{"content":"deploy ok"}' https://discord.com/api/webhooks/1${fake(18, 'discord-hook-id', DIGITS)}/${tok}`,
      secrets: [tok],
    };
  }),

  // ── Telegram ──
  sec('r1-s-058', () => {
    const s = j('AA', fake(33, 'tg-url', URL64));
    return {
      placement: 'url',
      basis: 'vendor',
      vendor: 'Telegram',
      note: 'bot token glued to "bot" in the Bot API path',
      text: `https://api.telegram.org/bot7${fake(9, 'tg-url-id', DIGITS)}:${s}/sendMessage?chat_id=-1001234567890&text=deploy%20ok`,
      secrets: [s],
    };
  }),
  sec('r1-s-059', () => {
    const s = j('AA', fake(33, 'tg-env', URL64));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'telegram-bot-api-token',
      vendor: 'Telegram',
      note: 'bot token id:secret',
      text: `TELEGRAM_BOT_TOKEN=6${fake(9, 'tg-env-id', DIGITS)}:${s}\nTELEGRAM_CHAT_ID=-1001234567890`,
      secrets: [s],
    };
  }),

  // ── npm ──
  sec('r1-s-060', () => {
    const t = j('np', 'm_', fake(36, 'npm-npmrc'));
    return {
      placement: 'npmrc',
      basis: 'both',
      rule: 'npm-access-token',
      vendor: 'npm',
      note: '_authToken line in ~/.npmrc',
      text: `registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${t}\nsave-exact=true`,
      secrets: [t],
    };
  }),
  sec('r1-s-061', () => {
    const t = j('np', 'm_', fake(36, 'npm-ci'));
    return {
      placement: 'ci-config',
      basis: 'both',
      rule: 'npm-access-token',
      vendor: 'npm',
      note: 'token hard-coded in a workflow instead of a secrets reference',
      text: `      - run: npm publish --access public\n        env:\n          NODE_AUTH_TOKEN: ${t}`,
      secrets: [t],
    };
  }),

  // ── PyPI ──
  sec('r1-s-062', () => {
    const t = j('pypi', '-', 'AgEIcHlwaS5vcmc', fake(160, 'pypi-rc', URL64));
    return {
      placement: 'pypirc',
      basis: 'both',
      rule: 'pypi-upload-token',
      vendor: 'PyPI',
      note: 'upload token in ~/.pypirc',
      text: `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-063', () => {
    const t = j('pypi', '-', 'AgEIcHlwaS5vcmc', fake(150, 'pypi-twine', URL64));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'pypi-upload-token',
      vendor: 'PyPI',
      note: 'twine upload with -p',
      text: `python -m twine upload -u __token__ -p ${t} dist/*`,
      secrets: [t],
    };
  }),

  // ── Docker Hub ──
  sec('r1-s-064', () => {
    const t = j('dckr', '_pat_', fake(27, 'dckr-stdin', URL64));
    return {
      placement: 'shell-history',
      basis: 'both',
      vendor: 'Docker Hub',
      note: 'PAT echoed into docker login --password-stdin',
      text: `echo "${t}" | docker login -u acmebot --password-stdin`,
      secrets: [t],
    };
  }),

  // ── HashiCorp Vault ──
  sec('r1-s-065', () => {
    const t = j('hv', 's.', 'CAESI', fake(86, 'hvs', URL64));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'vault-service-token',
      vendor: 'HashiCorp Vault',
      note: 'service token exported for the CLI',
      text: `export VAULT_ADDR=https://vault.acme.io:8200\nexport VAULT_TOKEN=${t}\nvault kv get secret/billing`,
      secrets: [t],
    };
  }),
  sec('r1-s-066', () => {
    const sid = uuid('vault-secret-id');
    const t = j('hv', 'b.', 'AAAAAQ', fake(154, 'hvb', URL64));
    return {
      placement: 'log',
      basis: 'both',
      rule: 'vault-batch-token',
      vendor: 'HashiCorp Vault',
      note: 'AppRole login: secret_id (a UUID) and the returned batch token; role_id is an identifier',
      text: `$ vault write auth/approle/login role_id=${uuid('vault-role-id')} secret_id=${sid}\nKey                Value\n---                -----\ntoken              ${t}\ntoken_duration     20m\ntoken_renewable    false`,
      secrets: [sid, t],
    };
  }),
  sec('r1-s-067', () => {
    const t = j('s', '.', fake(12, 'vault-legacy-a'), '4', fake(11, 'vault-legacy-b'));
    return {
      placement: 'http-header',
      basis: 'both',
      rule: 'vault-service-token',
      vendor: 'HashiCorp Vault',
      note: 'legacy s.… token in an X-Vault-Token header',
      text: `curl -s -H "X-Vault-Token: ${t}" https://vault.acme.io:8200/v1/secret/data/billing | jq .data`,
      secrets: [t],
    };
  }),

  // ── Terraform Cloud ──
  sec('r1-s-068', () => {
    const t = j(fake(14, 'tfc-a', LAN), '.atlas', 'v1.', fake(67, 'tfc-b', AN));
    return {
      placement: 'json',
      basis: 'both',
      rule: 'hashicorp-tf-api-token',
      vendor: 'Terraform Cloud',
      note: 'credentials.tfrc.json written by terraform login',
      text: `{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "${t}"\n    }\n  }\n}`,
      secrets: [t],
    };
  }),
  sec('r1-s-069', () => {
    const t = j(fake(14, 'tfc2-a', LAN), '.atlas', 'v1.', fake(64, 'tfc2-b', AN));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'hashicorp-tf-api-token',
      vendor: 'Terraform Cloud',
      note: 'TF_TOKEN_<host> environment variable',
      text: `export TF_TOKEN_app_terraform_io=${t}\nterraform init -upgrade`,
      secrets: [t],
    };
  }),

  // ── Doppler ──
  sec('r1-s-070', () => {
    const t = j('dp', '.pt.', fake(43, 'doppler-pt'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'doppler-api-token',
      vendor: 'Doppler',
      note: 'personal token',
      text: `DOPPLER_TOKEN=${t}\nDOPPLER_PROJECT=billing`,
      secrets: [t],
    };
  }),
  sec('r1-s-071', () => {
    const t = j('dp', '.st.', 'prd.', fake(40, 'doppler-st'));
    return {
      placement: 'docker-compose',
      basis: 'both',
      vendor: 'Doppler',
      note: 'service token in compose environment',
      text: `services:\n  api:\n    image: ghcr.io/acme/api:3.2.0\n    environment:\n      DOPPLER_TOKEN: ${t}\n    command: ["doppler", "run", "--", "node", "server.js"]`,
      secrets: [t],
    };
  }),

  // ── Linear ──
  sec('r1-s-072', () => {
    const t = j('lin', '_api_', fake(40, 'linear-env'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'linear-api-key',
      vendor: 'Linear',
      note: 'personal API key',
      text: `LINEAR_API_KEY=${t}\nLINEAR_TEAM=PLAT`,
      secrets: [t],
    };
  }),
  sec('r1-s-073', () => {
    const t = j('lin', '_api_', fake(40, 'linear-curl'));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'linear-api-key',
      vendor: 'Linear',
      note: 'Linear key sent raw in the Authorization header',
      text: `curl -s https://api.linear.app/graphql -H "Content-Type: application/json" -H "Authorization: ${t}" --data '{"query":"{ viewer { id name } }"}'`,
      secrets: [t],
    };
  }),

  // ── Postman ──
  sec('r1-s-074', () => {
    const t = j('PM', 'AK-', fake(24, 'pmak-a', HEX), '-', fake(34, 'pmak-b', HEX));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'postman-api-token',
      vendor: 'Postman',
      note: 'X-Api-Key header',
      text: `curl --location 'https://api.getpostman.com/collections' --header 'X-Api-Key: ${t}'`,
      secrets: [t],
    };
  }),

  // ── Grafana ──
  sec('r1-s-075', () => {
    const t = j('gl', 'sa_', fake(32, 'glsa-a'), '_', fake(8, 'glsa-b', HEX));
    return {
      placement: 'yaml',
      basis: 'both',
      rule: 'grafana-service-account-token',
      vendor: 'Grafana',
      note: 'service account token in a dashboards-sync config',
      text: `grafana:\n  url: https://grafana.acme.io\n  token: ${t}\n  folder: platform`,
      secrets: [t],
    };
  }),
  sec('r1-s-076', () => {
    const t = j(
      'gl',
      'c_',
      b64(
        JSON.stringify({
          o: '9' + fake(5, 'glc-o', DIGITS),
          n: 'stack-' + fake(6, 'glc-n', DIGITS) + '-hm-write-ci',
          k: fake(24, 'glc-k'),
          m: { r: 'prod-eu-west-2' },
        }),
      ),
    );
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'grafana-cloud-api-token',
      vendor: 'Grafana',
      note: 'Grafana Cloud access policy token (glc_ + base64 JSON)',
      text: `GRAFANA_CLOUD_TOKEN=${t}\nGRAFANA_CLOUD_STACK=acme`,
      secrets: [t],
    };
  }),

  // ── Sentry ──
  sec('r1-s-077', () => {
    const t = j('sntry', 'u_', fake(64, 'sntryu', HEX));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'sentry-user-token',
      vendor: 'Sentry',
      note: 'user auth token for sentry-cli',
      text: `SENTRY_ORG=acme\nSENTRY_PROJECT=web\nSENTRY_AUTH_TOKEN=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-078', () => {
    const body = b64(JSON.stringify({ iat: 1764497700.412913, url: 'https://sentry.io', region_url: 'https://us.sentry.io', org: 'acme' }), { pad: false });
    const t = j('sntry', 's_', body, '_', fake(43, 'sntrys-sig', STD64));
    return {
      placement: 'ini',
      basis: 'both',
      rule: 'sentry-org-token',
      vendor: 'Sentry',
      note: 'organization token in .sentryclirc',
      text: `[defaults]\norg = acme\n\n[auth]\ntoken = ${t}`,
      secrets: [t],
    };
  }),

  // ── Datadog ──
  sec('r1-s-079', () => {
    const t = fake(32, 'dd-api', HEX);
    return {
      placement: 'dotenv',
      basis: 'context',
      rule: 'generic-api-key',
      vendor: 'Datadog',
      note: 'API key is 32 hex (MD5-like); only the key name marks it',
      text: `DD_API_KEY=${t}\nDD_SITE=datadoghq.eu\nDD_ENV=production`,
      secrets: [t],
    };
  }),
  sec('r1-s-080', () => {
    const t = fake(40, 'dd-app', HEX);
    return {
      placement: 'shell-history',
      basis: 'context',
      rule: 'datadog-access-token',
      vendor: 'Datadog',
      note: 'application key is 40 hex (git-SHA-like); only the key name marks it',
      text: `export DATADOG_APP_KEY=${t}\ndatadog-ci synthetics run-tests --public-id abc-123-xyz`,
      secrets: [t],
    };
  }),

  // ── New Relic ──
  sec('r1-s-081', () => {
    const t = j('NR', 'AK-', fake(27, 'nrak', UAN));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'new-relic-user-api-key',
      vendor: 'New Relic',
      note: 'user API key',
      text: `NEW_RELIC_API_KEY=${t}\nNEW_RELIC_ACCOUNT_ID=3141592`,
      secrets: [t],
    };
  }),
  sec('r1-s-082', () => {
    const t = j(fake(36, 'nr-license', HEX), 'NR', 'AL');
    return {
      placement: 'yaml',
      basis: 'both',
      vendor: 'New Relic',
      note: 'ingest license key in newrelic.yml',
      text: `common: &default_settings\n  license_key: '${t}'\n  app_name: acme-api\n  distributed_tracing:\n    enabled: true`,
      secrets: [t],
    };
  }),

  // ── Heroku ──
  sec('r1-s-083', () => {
    const t = j('HRKU', '-AA', fake(58, 'hrku', URL64));
    return {
      placement: 'netrc',
      basis: 'both',
      rule: 'heroku-api-key-v2',
      vendor: 'Heroku',
      note: '~/.netrc written by heroku login (same key twice)',
      text: `machine api.heroku.com\n  login dana@acme.io\n  password ${t}\nmachine git.heroku.com\n  login dana@acme.io\n  password ${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-084', () => {
    const t = uuid('heroku-legacy');
    return {
      placement: 'ci-config',
      basis: 'both',
      rule: 'heroku-api-key',
      vendor: 'Heroku',
      note: 'legacy UUID-shaped API key: a UUID that IS a secret because of its key',
      text: `deploy:\n  provider: heroku\n  app: acme-staging\n  api_key: ${t}`,
      secrets: [t],
    };
  }),

  // ── Netlify / Vercel / Supabase ──
  sec('r1-s-085', () => {
    const t = j('nfp', '_', fake(36, 'netlify'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'netlify-access-token',
      vendor: 'Netlify',
      note: 'Netlify personal access token',
      text: `NETLIFY_AUTH_TOKEN=${t}\nNETLIFY_SITE_ID=${uuid('netlify-site')}`,
      secrets: [t],
    };
  }),
  sec('r1-s-086', () => {
    const t = fake(24, 'vercel');
    return {
      placement: 'shell-history',
      basis: 'context',
      vendor: 'Vercel',
      note: 'Vercel token (24 alnum, no prefix) after --token',
      text: `npx vercel deploy --prod --yes --token ${t} --scope acme`,
      secrets: [t],
    };
  }),
  sec('r1-s-087', () => {
    const t = j('sb', 'p_', fake(40, 'sbp', HEX));
    return {
      placement: 'shell-history',
      basis: 'both',
      vendor: 'Supabase',
      note: 'Supabase management access token',
      text: `SUPABASE_ACCESS_TOKEN=${t} supabase link --project-ref abcdefghijklmnopqrst`,
      secrets: [t],
    };
  }),
  sec('r1-s-088', () => {
    const t = jwt({ iss: 'supabase', ref: 'qwertyuiopasdfghjklz', role: 'service_role', iat: 1735689600, exp: 2051222400 }, 'supabase-sr');
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'jwt',
      vendor: 'Supabase',
      note: 'service_role JWT (bypasses row-level security)',
      text: `NEXT_PUBLIC_SUPABASE_URL=https://qwertyuiopasdfghjklz.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${t}`,
      secrets: [t],
    };
  }),

  // ── Anthropic / OpenAI / Hugging Face / Replicate / Perplexity ──
  sec('r1-s-089', () => {
    const t = j('sk', '-ant-', 'api03-', fake(93, 'ant-env', URL64), 'AA');
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'anthropic-api-key',
      vendor: 'Anthropic',
      note: 'Anthropic API key',
      text: `ANTHROPIC_API_KEY=${t}\nANTHROPIC_MODEL=claude-sonnet-4-5`,
      secrets: [t],
    };
  }),
  sec('r1-s-090', () => {
    const t = j('sk', '-ant-', 'admin01-', fake(93, 'ant-admin', URL64), 'AA');
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'anthropic-admin-api-key',
      vendor: 'Anthropic',
      note: 'Admin API key in an x-api-key header',
      text: `curl https://api.anthropic.com/v1/organizations/users?limit=20 -H "anthropic-version: 2023-06-01" -H "x-api-key: ${t}"`,
      secrets: [t],
    };
  }),
  sec('r1-s-091', () => {
    const t = j('sk', '-proj-', fake(74, 'oai-a', URL64), 'T3Blbk', 'FJ', fake(73, 'oai-b', URL64), fake(1, 'oai-c'));
    return {
      placement: 'code',
      basis: 'both',
      rule: 'openai-api-key',
      vendor: 'OpenAI',
      note: 'project key inline in client construction',
      text: `from openai import OpenAI\nclient = OpenAI(api_key="${t}")`,
      secrets: [t],
    };
  }),
  sec('r1-s-092', () => {
    const t = j('sk', '-svcacct-', fake(58, 'oai-sa-a', URL64), 'T3Blbk', 'FJ', fake(57, 'oai-sa-b', URL64), fake(1, 'oai-sa-c'));
    return {
      placement: 'chat-paste',
      basis: 'vendor',
      rule: 'openai-api-key',
      vendor: 'OpenAI',
      note: 'service-account key pasted while asking about rate limits',
      text: `getting 429s on every batch with this key ${t} — is it the org limit or the project one?`,
      secrets: [t],
    };
  }),
  sec('r1-s-093', () => {
    const t = j('hf', '_', fake(34, 'hf-cli', LETTERS));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'huggingface-access-token',
      vendor: 'Hugging Face',
      note: 'huggingface-cli login --token',
      text: `huggingface-cli login --token ${t} --add-to-git-credential`,
      secrets: [t],
    };
  }),
  sec('r1-s-094', () => {
    const t = j('hf', '_', fake(34, 'hf-docker', LETTERS));
    return {
      placement: 'dockerfile',
      basis: 'both',
      rule: 'huggingface-access-token',
      vendor: 'Hugging Face',
      note: 'token baked into a Dockerfile ENV',
      text: `FROM python:3.12-slim\nENV HF_HOME=/models HF_TOKEN=${t}\nRUN pip install --no-cache-dir transformers==4.46.3`,
      secrets: [t],
    };
  }),
  sec('r1-s-095', () => {
    const t = j('api', '_org_', fake(34, 'hf-org', LETTERS));
    return {
      placement: 'code',
      basis: 'both',
      rule: 'huggingface-organization-api-token',
      vendor: 'Hugging Face',
      note: 'organization API token in a notebook cell',
      text: `from huggingface_hub import HfApi\napi = HfApi(token="${t}")\napi.list_models(author="acme")`,
      secrets: [t],
    };
  }),
  sec('r1-s-096', () => {
    const t = j('r8', '_', fake(37, 'replicate'));
    return {
      placement: 'shell-history',
      basis: 'both',
      vendor: 'Replicate',
      note: 'Replicate API token',
      text: `export REPLICATE_API_TOKEN=${t}\npython generate.py --model stability-ai/sdxl`,
      secrets: [t],
    };
  }),
  sec('r1-s-097', () => {
    const t = j('pplx', '-', fake(48, 'pplx'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'perplexity-api-key',
      vendor: 'Perplexity',
      note: 'Perplexity API key',
      text: `PERPLEXITY_API_KEY=${t}\nPERPLEXITY_MODEL=sonar-pro`,
      secrets: [t],
    };
  }),

  // ── Cloudflare ──
  sec('r1-s-098', () => {
    const t = fake(40, 'cf-token', AN + '-_');
    return {
      placement: 'tfvars',
      basis: 'both',
      rule: 'cloudflare-api-key',
      vendor: 'Cloudflare',
      note: 'API token in terraform.tfvars',
      text: `cloudflare_api_token = "${t}"\ncloudflare_zone_id   = "${fake(32, 'cf-zone', HEX)}"\nenvironment          = "prod"`,
      secrets: [t],
    };
  }),
  sec('r1-s-099', () => {
    const t = fake(37, 'cf-global', HEX);
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'curl-auth-header',
      vendor: 'Cloudflare',
      note: 'global API key (37 hex) in X-Auth-Key',
      text: `curl -s "https://api.cloudflare.com/client/v4/zones?name=acme.io" -H "X-Auth-Email: ops@acme.io" -H "X-Auth-Key: ${t}"`,
      secrets: [t],
    };
  }),
  sec('r1-s-100', () => {
    const t = j('v1', '.0-', fake(24, 'cf-oca-a', HEX), '-', fake(146, 'cf-oca-b', HEX));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'cloudflare-origin-ca-key',
      vendor: 'Cloudflare',
      note: 'Origin CA key',
      text: `CF_ORIGIN_CA_KEY=${t}`,
      secrets: [t],
    };
  }),

  // ── Atlassian / Okta / Square ──
  sec('r1-s-101', () => {
    const t = j('ATATT', '3xFfGF0', fake(171, 'atatt', URL64), '=', fake(8, 'atatt-crc', UHEX));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'atlassian-api-token',
      vendor: 'Atlassian',
      note: 'Atlassian API token for Jira',
      text: `JIRA_URL=https://acme.atlassian.net\nJIRA_USER=dana@acme.io\nJIRA_API_TOKEN=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-102', () => {
    const t = j('ATATT', '3xFfGF0', fake(171, 'atatt2', URL64), '=', fake(8, 'atatt2-crc', UHEX));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'atlassian-api-token',
      vendor: 'Atlassian',
      note: 'email:token basic auth with curl -u',
      text: `curl -u dana@acme.io:${t} -H "Accept: application/json" https://acme.atlassian.net/rest/api/3/myself`,
      secrets: [t],
    };
  }),
  sec('r1-s-103', () => {
    const t = j('00', fake(40, 'okta-ssws', AN + '-_'));
    return {
      placement: 'shell-history',
      basis: 'both',
      vendor: 'Okta',
      note: 'Okta API token with the SSWS auth scheme',
      text: `curl -s -H "Accept: application/json" -H "Authorization: SSWS ${t}" "https://acme.okta.com/api/v1/users?limit=25"`,
      secrets: [t],
    };
  }),
  sec('r1-s-104', () => {
    const t = j('00', fake(40, 'okta-env', AN + '-_'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'okta-access-token',
      vendor: 'Okta',
      note: 'Okta API token',
      text: `OKTA_ORG_URL=https://acme.okta.com\nOKTA_API_TOKEN=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-105', () => {
    const t = j('EA', 'AA', fake(60, 'square-at', URL64));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'square-access-token',
      vendor: 'Square',
      note: 'production access token',
      text: `SQUARE_ENVIRONMENT=production\nSQUARE_ACCESS_TOKEN=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-106', () => {
    const t = j('sq0', 'csp-', fake(43, 'square-csp', URL64));
    return {
      placement: 'yaml',
      basis: 'both',
      vendor: 'Square',
      note: 'OAuth application secret (sq0csp-)',
      text: `square:\n  application_id: sq0idp-${fake(22, 'square-id', URL64)}\n  application_secret: ${t}`,
      secrets: [t],
    };
  }),

  // ── PlanetScale / Databricks / Pulumi / Fly.io ──
  sec('r1-s-107', () => {
    const user = fake(12, 'pscale-user', LAN);
    const p = j('pscale', '_pw_', fake(43, 'pscale-pw', AN + '_'));
    return {
      placement: 'connection-string',
      basis: 'both',
      rule: 'planetscale-password',
      vendor: 'PlanetScale',
      note: 'branch password inside a mysql:// URL',
      text: `DATABASE_URL='mysql://${user}:${p}@aws.connect.psdb.cloud/shop?sslaccept=strict'`,
      secrets: [p],
    };
  }),
  sec('r1-s-108', () => {
    const t = j('pscale', '_tkn_', fake(43, 'pscale-tkn', AN + '_'));
    return {
      placement: 'ci-config',
      basis: 'both',
      rule: 'planetscale-api-token',
      vendor: 'PlanetScale',
      note: 'service token in CI env',
      text: `env:\n  PLANETSCALE_SERVICE_TOKEN_ID: ${fake(12, 'pscale-tid', LAN)}\n  PLANETSCALE_SERVICE_TOKEN: ${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-109', () => {
    const t = j('da', 'pi', fake(32, 'dapi', HEX));
    return {
      placement: 'ini',
      basis: 'both',
      rule: 'databricks-api-token',
      vendor: 'Databricks',
      note: '~/.databrickscfg profile',
      text: `[DEFAULT]\nhost  = https://adb-1234567890123456.7.azuredatabricks.net\ntoken = ${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-110', () => {
    const t = j('pul', '-', fake(40, 'pulumi', HEX));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'pulumi-api-token',
      vendor: 'Pulumi',
      note: 'Pulumi access token',
      text: `PULUMI_ACCESS_TOKEN=${t} pulumi up --stack acme/prod --yes`,
      secrets: [t],
    };
  }),
  sec('r1-s-111', () => {
    const a = j('fm', '2_', fake(180, 'fly-a', STD64));
    const b = j('fm', '2_', fake(120, 'fly-b', STD64));
    return {
      placement: 'log',
      basis: 'vendor',
      rule: 'flyio-access-token',
      vendor: 'Fly.io',
      note: 'macaroon token printed by flyctl tokens create',
      text: `$ fly tokens create deploy -a acme-api -x 8760h\nFlyV1 ${a},${b}`,
      secrets: [a, b],
    };
  }),
  sec('r1-s-112', () => {
    const t = j('fo', '1_', fake(43, 'fly-fo1', URL64));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'flyio-access-token',
      vendor: 'Fly.io',
      note: 'Fly.io OAuth token',
      text: `FLY_API_TOKEN=${t}\nFLY_APP=acme-api`,
      secrets: [t],
    };
  }),

  // ── age / 1Password ──
  sec('r1-s-113', () => {
    const k = j('AGE-', 'SECRET-', 'KEY-1', fake(58, 'age-key', BECH32.toUpperCase()));
    return {
      placement: 'key-file',
      basis: 'vendor',
      rule: 'age-secret-key',
      vendor: 'age',
      note: 'age identity file; the public key line is not secret',
      text: `# created: 2026-11-30T10:02:11Z\n# public key: age1${fake(58, 'age-pub', BECH32)}\n${k}`,
      secrets: [k],
    };
  }),
  sec('r1-s-114', () => {
    const json = JSON.stringify({
      signInAddress: 'acme.1password.com',
      userAuth: { method: 'SRPg-4096', alg: 'PBES2g-HS256', iterations: 650000, salt: fake(22, 'ops-salt', URL64) },
      email: fake(13, 'ops-email', LAN) + '@1passwordserviceaccounts.com',
      srpX: fake(64, 'ops-srpx', HEX),
      muk: { alg: 'A256GCM', ext: true, k: fake(43, 'ops-muk', URL64), key_ops: ['encrypt', 'decrypt'], kty: 'oct', kid: 'mp' },
      deviceUuid: fake(26, 'ops-dev', LAN),
    });
    const t = j('ops', '_', b64(json));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: '1password-service-account-token',
      vendor: '1Password',
      note: 'service account token (ops_ + base64 JSON)',
      text: `export OP_SERVICE_ACCOUNT_TOKEN=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-115', () => {
    const t = j(
      'A3',
      '-',
      fake(6, 'a3-a', UAN),
      '-',
      fake(6, 'a3-b', UAN),
      '-',
      fake(5, 'a3-c', UAN),
      '-',
      fake(5, 'a3-d', UAN),
      '-',
      fake(5, 'a3-e', UAN),
      '-',
      fake(5, 'a3-f', UAN),
    );
    return {
      placement: 'chat-paste',
      basis: 'vendor',
      rule: '1password-secret-key',
      vendor: '1Password',
      note: 'account Secret Key read out from an Emergency Kit',
      text: `setting up the new laptop — Emergency Kit says secret key ${t}, account dana@acme.io`,
      secrets: [t],
    };
  }),

  // ── more vendors from the gitleaks default set ──
  sec('r1-s-116', () => {
    const id = j('LT', 'AI', fake(20, 'alibaba-id'));
    const s = fake(30, 'alibaba-secret');
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'alibaba-access-key-id',
      vendor: 'Alibaba Cloud',
      note: 'AccessKey id and secret',
      text: `ALIBABA_CLOUD_ACCESS_KEY_ID=${id}\nALIBABA_CLOUD_ACCESS_KEY_SECRET=${s}\nALIBABA_CLOUD_REGION_ID=cn-hangzhou`,
      secrets: [id, s],
    };
  }),
  sec('r1-s-117', () => {
    const t = j('AK', 'Cp', fake(69, 'artifactory'));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'artifactory-api-key',
      vendor: 'JFrog',
      note: 'Artifactory API key header',
      text: `curl -H "X-JFrog-Art-Api: ${t}" https://acme.jfrog.io/artifactory/api/repositories`,
      secrets: [t],
    };
  }),
  sec('r1-s-118', () => {
    const t = j('dt0c01', '.', fake(24, 'dt-a', UAN), '.', fake(64, 'dt-b', UAN));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'dynatrace-api-token',
      vendor: 'Dynatrace',
      note: 'Dynatrace API token',
      text: `DT_TENANT=https://abc12345.live.dynatrace.com\nDT_API_TOKEN=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-119', () => {
    const t = j('ntn', '_', fake(11, 'notion-a', DIGITS), fake(35, 'notion-b'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'notion-api-token',
      vendor: 'Notion',
      note: 'Notion integration token',
      text: `NOTION_TOKEN=${t}\nNOTION_DATABASE_ID=${fake(32, 'notion-db', HEX)}`,
      secrets: [t],
    };
  }),
  sec('r1-s-120', () => {
    const t = j('rubygems', '_', fake(48, 'rubygems', HEX));
    return {
      placement: 'yaml',
      basis: 'both',
      rule: 'rubygems-api-token',
      vendor: 'RubyGems',
      note: '~/.gem/credentials',
      text: `---\n:rubygems_api_key: ${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-121', () => {
    const t = j('xkeysib', '-', fake(64, 'brevo-a', HEX), '-', fake(16, 'brevo-b'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'sendinblue-api-token',
      vendor: 'Brevo',
      note: 'Brevo (Sendinblue) API key',
      text: `BREVO_API_KEY=${t}\nBREVO_SENDER=news@acme.io`,
      secrets: [t],
    };
  }),
  sec('r1-s-122', () => {
    const t = j('sgp', '_', fake(16, 'sgp-a', HEX), '_', fake(40, 'sgp-b', HEX));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'sourcegraph-access-token',
      vendor: 'Sourcegraph',
      note: 'src-cli access token',
      text: `export SRC_ENDPOINT=https://sourcegraph.acme.io\nexport SRC_ACCESS_TOKEN=${t}\nsrc search 'repo:acme/api TODO'`,
      secrets: [t],
    };
  }),
  sec('r1-s-123', () => {
    const t = j('pnu', '_', fake(36, 'prefect'));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'prefect-api-token',
      vendor: 'Prefect',
      note: 'prefect cloud login -k',
      text: `prefect cloud login -k ${t} --workspace acme/prod`,
      secrets: [t],
    };
  }),
  sec('r1-s-124', () => {
    const t = j('EZ', 'AK', fake(54, 'easypost'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'easypost-api-token',
      vendor: 'EasyPost',
      note: 'EasyPost production key',
      text: `EASYPOST_API_KEY=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-125', () => {
    const t = j('ico', '-', fake(32, 'infracost'));
    return {
      placement: 'ci-config',
      basis: 'both',
      rule: 'infracost-api-token',
      vendor: 'Infracost',
      note: 'Infracost key in CI env',
      text: `  infracost:\n    image: infracost/infracost:ci-0.10\n    variables:\n      INFRACOST_API_KEY: ${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-126', () => {
    const t = j('tfp', '_', fake(59, 'typeform', AN + '_'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'typeform-api-token',
      vendor: 'Typeform',
      note: 'Typeform personal token',
      text: `TYPEFORM_TOKEN=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-127', () => {
    const seg = fake(32, 'teams-hook', LAN);
    const url = j('https://acme.', 'webhook.office.com/webhookb2/', uuid('teams-a'), '@', uuid('teams-b'), '/IncomingWebhook/', seg, '/', uuid('teams-c'));
    return {
      placement: 'yaml',
      basis: 'vendor',
      rule: 'microsoft-teams-webhook',
      vendor: 'Microsoft Teams',
      note: 'Teams incoming webhook URL in alertmanager config',
      text: `receivers:\n  - name: teams-oncall\n    msteams_configs:\n      - webhook_url: '${url}'`,
      secrets: [seg],
    };
  }),
  sec('r1-s-128', () => {
    const t = j('EA', 'AC', fake(160, 'fb-page'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'facebook-page-access-token',
      vendor: 'Facebook',
      note: 'page access token',
      text: `FB_PAGE_ID=1${fake(14, 'fb-page-id', DIGITS)}\nFB_PAGE_ACCESS_TOKEN=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-129', () => {
    const t = j('CLOJARS', '_', fake(60, 'clojars', LAN));
    return {
      placement: 'ci-config',
      basis: 'both',
      rule: 'clojars-api-token',
      vendor: 'Clojars',
      note: 'deploy token for lein deploy',
      text: `    env:\n      CLOJARS_USERNAME: acme\n      CLOJARS_PASSWORD: ${t}\n    run: lein deploy clojars`,
      secrets: [t],
    };
  }),
  sec('r1-s-130', () => {
    const t = j('sha256', '~', fake(43, 'openshift', URL64));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'openshift-user-token',
      vendor: 'OpenShift',
      note: 'oc login token (sha256~…, not a digest)',
      text: `oc login --token=${t} --server=https://api.ocp.acme.io:6443`,
      secrets: [t],
    };
  }),
  sec('r1-s-131', () => {
    const t = j('pat', '.', fake(22, 'harness-a', URL64), '.', fake(24, 'harness-b'), '.', fake(20, 'harness-c'));
    return {
      placement: 'http-header',
      basis: 'vendor',
      rule: 'harness-api-key',
      vendor: 'Harness',
      note: 'Harness PAT in an x-api-key header',
      text: `GET /ng/api/projects?accountIdentifier=acme HTTP/1.1\nHost: app.harness.io\nx-api-key: ${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-132', () => {
    const t = j(fake(6, 'mm-a'), '_', fake(29, 'mm-b'), '_mmk');
    return {
      placement: 'config-file',
      basis: 'both',
      rule: 'maxmind-license-key',
      vendor: 'MaxMind',
      note: 'GeoIP.conf license key',
      text: `# GeoIP.conf\nAccountID 1048576\nLicenseKey ${t}\nEditionIDs GeoLite2-City GeoLite2-Country`,
      secrets: [t],
    };
  }),
  sec('r1-s-133', () => {
    const t = j('rdme', '_', fake(70, 'readme', LAN));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'readme-api-token',
      vendor: 'ReadMe',
      note: 'ReadMe API key',
      text: `README_API_KEY=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-134', () => {
    const t = j('duffel', '_live_', fake(43, 'duffel', AN + '-_'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'duffel-api-token',
      vendor: 'Duffel',
      note: 'Duffel live token',
      text: `DUFFEL_ACCESS_TOKEN=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-135', () => {
    const t = j('p8', 'e-', fake(32, 'adobe'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'adobe-client-secret',
      vendor: 'Adobe',
      note: 'Adobe OAuth client secret',
      text: `ADOBE_CLIENT_ID=${fake(32, 'adobe-id', HEX)}\nADOBE_CLIENT_SECRET=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-136', () => {
    const t = j('ci', 'o', fake(32, 'crates'));
    return { placement: 'toml', basis: 'both', vendor: 'crates.io', note: '~/.cargo/credentials.toml', text: `[registry]\ntoken = "${t}"`, secrets: [t] };
  }),
  sec('r1-s-137', () => {
    const t = uuid('snyk');
    return {
      placement: 'shell-history',
      basis: 'context',
      rule: 'snyk-api-token',
      vendor: 'Snyk',
      note: 'Snyk token is a bare UUID; only the variable name marks it',
      text: `SNYK_TOKEN=${t} snyk test --all-projects --severity-threshold=high`,
      secrets: [t],
    };
  }),
  sec('r1-s-138', () => {
    const t = j('sq', 'p_', fake(40, 'sonar', HEX));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'sonar-api-token',
      vendor: 'SonarQube',
      note: 'project analysis token as a -D property',
      text: `sonar-scanner -Dsonar.projectKey=acme-api -Dsonar.host.url=https://sonar.acme.io -Dsonar.token=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-139', () => {
    const t = uuid('codecov');
    return {
      placement: 'ci-config',
      basis: 'context',
      rule: 'generic-api-key',
      vendor: 'Codecov',
      note: 'upload token is a UUID; only its key marks it',
      text: `      - uses: codecov/codecov-action@v4\n        with:\n          token: ${t}\n          files: ./coverage/lcov.info`,
      secrets: [t],
    };
  }),
  sec('r1-s-140', () => {
    const t = fake(40, 'firebase-secret');
    return {
      placement: 'url',
      basis: 'context',
      vendor: 'Firebase',
      note: 'legacy database secret in ?auth=',
      text: `curl "https://acme-prod-default-rtdb.firebaseio.com/users.json?auth=${t}&orderBy=%22$key%22&limitToFirst=5"`,
      secrets: [t],
    };
  }),
  sec('r1-s-141', () => {
    const t = j('FLWSECK', '_TEST-', fake(32, 'flw', HEX), '-X');
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'flutterwave-secret-key',
      vendor: 'Flutterwave',
      note: 'Flutterwave test secret key',
      text: `FLW_PUBLIC_KEY=FLWPUBK_TEST-${fake(32, 'flw-pub', HEX)}-X\nFLW_SECRET_KEY=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-142', () => {
    const t = j('sdk', '-', uuid('launchdarkly'));
    return {
      placement: 'dotenv',
      basis: 'both',
      rule: 'launchdarkly-access-token',
      vendor: 'LaunchDarkly',
      note: 'server-side SDK key',
      text: `LAUNCHDARKLY_SDK_KEY=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-143', () => {
    const t = fake(32, 'algolia-admin', HEX);
    return {
      placement: 'dotenv',
      basis: 'context',
      rule: 'algolia-api-key',
      vendor: 'Algolia',
      note: 'admin API key (32 hex) next to the public search-only key name',
      text: `ALGOLIA_APP_ID=${fake(10, 'algolia-app', UAN)}\nALGOLIA_ADMIN_API_KEY=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-144', () => {
    const t = j('11', fake(32, 'jenkins', HEX));
    return {
      placement: 'shell-history',
      basis: 'both',
      rule: 'curl-auth-user',
      vendor: 'Jenkins',
      note: 'Jenkins API token as curl -u password',
      text: `curl -X POST -u ci-bot:${t} "https://jenkins.acme.io/job/deploy-prod/buildWithParameters?TAG=v3.2.0"`,
      secrets: [t],
    };
  }),
  sec('r1-s-145', () => {
    const t = j('ghp', '_', fake(36, 'docker-ghcr'));
    const auth = b64('dana-acme:' + t);
    return {
      placement: 'docker-config',
      basis: 'transformed',
      vendor: 'GitHub',
      note: '~/.docker/config.json auth = base64("user:ghp_…") for ghcr.io',
      text: `{\n  "auths": {\n    "ghcr.io": {\n      "auth": "${auth}"\n    }\n  }\n}`,
      secrets: [auth, t],
    };
  }),
  sec('r1-s-146', () => {
    const t = j('dckr', '_pat_', fake(27, 'dckr-config', URL64));
    const auth = b64('acmebot:' + t);
    return {
      placement: 'docker-config',
      basis: 'transformed',
      vendor: 'Docker Hub',
      note: '~/.docker/config.json auth for Docker Hub with a dckr_pat_',
      text: `{\n  "auths": {\n    "https://index.docker.io/v1/": {\n      "auth": "${auth}"\n    }\n  },\n  "currentContext": "default"\n}`,
      secrets: [auth, t],
    };
  }),

  // ── private keys ──
  sec('r1-s-147', () => {
    const lines = pemBody('MIIEpAIBAAKCAQEA', 'rsa', 576);
    return {
      placement: 'key-file',
      basis: 'vendor',
      rule: 'private-key',
      vendor: 'PEM',
      note: 'PKCS#1 RSA key block (body shortened to fit 800 chars)',
      text: pem('RSA ' + PRIV, lines),
      secrets: lines,
    };
  }),
  sec('r1-s-148', () => {
    const lines = pemBody('MHcCAQEEI', 'ec', 164, 64, '==');
    return {
      placement: 'chat-paste',
      basis: 'vendor',
      rule: 'private-key',
      vendor: 'PEM',
      note: 'EC P-256 key pasted into chat',
      text: `this is the signing key for the webhook verifier, can you check why it fails to load?\n${pem('EC ' + PRIV, lines)}`,
      secrets: lines,
    };
  }),
  sec('r1-s-149', () => {
    const lines = pemBody('b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA', 'openssh', 399, 70, '=');
    return {
      placement: 'key-file',
      basis: 'vendor',
      rule: 'private-key',
      vendor: 'OpenSSH',
      note: 'OpenSSH ed25519 private key (cat ~/.ssh/id_ed25519)',
      text: `$ cat ~/.ssh/deploy_ed25519\n${pem('OPENSSH ' + PRIV, lines)}`,
      secrets: lines,
    };
  }),
  sec('r1-s-150', () => {
    const lines = pemBody('lFgEZ0t', 'pgp', 320, 64);
    const crc = '=' + fake(4, 'pgp-crc', STD64);
    return {
      placement: 'key-file',
      basis: 'vendor',
      rule: 'private-key',
      vendor: 'OpenPGP',
      note: 'armored PGP secret key block',
      text: pem(['PGP', PRIV, 'BLOCK'].join(' '), ['', ...lines, crc]),
      secrets: lines,
    };
  }),
  sec('r1-s-151', () => {
    const lines = pemBody('MC4CAQAwBQYDK2VwBCIEI', 'pkcs8-ed', 64);
    return {
      placement: 'yaml',
      basis: 'both',
      rule: 'private-key',
      vendor: 'PEM',
      note: 'PKCS#8 ed25519 key inlined in a YAML block scalar',
      text: `jwt:\n  issuer: https://auth.acme.io\n  signing_key: |\n    ${pem(PRIV, lines, '\n    ')}`,
      secrets: lines,
    };
  }),

  // ── JWTs ──
  sec('r1-s-152', () => {
    const t = jwt({ sub: 'u_48213', email: 'dana@acme.io', role: 'admin', iat: 1764497700, exp: 1764501300 }, 'bearer-log');
    return {
      placement: 'log',
      basis: 'both',
      rule: 'jwt',
      vendor: 'JWT',
      note: 'bearer JWT in an HTTP debug dump',
      text: `> GET /v1/admin/users?page=2 HTTP/1.1\n> Host: api.acme.io\n> Authorization: Bearer ${t}\n> Accept: application/json`,
      secrets: [t],
    };
  }),
  sec('r1-s-153', () => {
    const t = jwt({ sub: 'svc-stream', aud: 'wss://stream.acme.io', iat: 1764497700, exp: 1764584100 }, 'ws-token', 'ES256');
    return {
      placement: 'url',
      basis: 'both',
      rule: 'jwt',
      vendor: 'JWT',
      note: 'JWT in an ?access_token= websocket URL',
      text: `WebSocket connection to 'wss://stream.acme.io/socket?access_token=${t}&v=2' failed: Error during WebSocket handshake: Unexpected response code: 403`,
      secrets: [t],
    };
  }),
  sec('r1-s-154', () => {
    const t = jwt({ sub: '42', name: 'Dana Ortiz', scope: 'orders:write', iat: 1764497700 }, 'chat-jwt');
    return {
      placement: 'chat-paste',
      basis: 'vendor',
      rule: 'jwt',
      vendor: 'JWT',
      note: 'JWT copied from localStorage and pasted raw',
      text: `this is what I got from localStorage after login, does the scope look right?\n${t}`,
      secrets: [t],
    };
  }),

  // ── context: shell history ──
  sec('r1-s-155', () => {
    const p = pw('pgpassword');
    return {
      placement: 'shell-history',
      basis: 'context',
      rule: 'generic-api-key',
      note: 'PGPASSWORD export',
      text: `export PGPASSWORD='${p}'\npsql -h db.internal -U app -d app -c 'select count(*) from orders'`,
      secrets: [p],
    };
  }),
  sec('r1-s-156', () => {
    const p = upw(16, 'mysql-attached');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'mysql password attached to -p (no space)',
      text: `mysql -h 127.0.0.1 -u root -p${p} shop_prod -e "show processlist"`,
      secrets: [p],
    };
  }),
  sec('r1-s-157', () => {
    const p = rpw(18, 'mysqldump');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'mysqldump with quoted attached -p',
      text: `mysqldump -uroot -p'${p}' --single-transaction --all-databases | gzip > /backups/all-$(date +%F).sql.gz`,
      secrets: [p],
    };
  }),
  sec('r1-s-158', () => {
    const p = pw('mysql-long');
    return {
      placement: 'shell-history',
      basis: 'context',
      rule: 'generic-api-key',
      note: 'mysql --password=',
      text: `mysql --host=db.internal --user=app --password=${p} orders < migrations/0042_add_refunds.sql`,
      secrets: [p],
    };
  }),
  sec('r1-s-159', () => {
    const p = upw(20, 'psql-url');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'psql with a postgres:// URL',
      text: `psql postgres://reporting:${p}@analytics-db.internal:5432/warehouse -c '\\dt'`,
      secrets: [p],
    };
  }),
  sec('r1-s-160', () => {
    const p = upw(22, 'libpq-kv');
    return {
      placement: 'connection-string',
      basis: 'context',
      note: 'libpq keyword/value connection string',
      text: `psql "host=db.internal port=5432 user=app password=${p} dbname=app sslmode=require"`,
      secrets: [p],
    };
  }),
  sec('r1-s-161', () => {
    const p = upw(14, 'curl-u');
    return {
      placement: 'shell-history',
      basis: 'context',
      rule: 'curl-auth-user',
      note: 'curl -u user:pass',
      text: `curl -u admin:${p} https://grafana.acme.io/api/org`,
      secrets: [p],
    };
  }),
  sec('r1-s-162', () => {
    const p = pw('docker-login');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'docker login -p',
      text: `docker login -u deploy -p ${p} registry.acme.io:5000\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.`,
      secrets: [p],
    };
  }),
  sec('r1-s-163', () => {
    const p = pw('htpasswd');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'htpasswd -b takes the password positionally after the user',
      text: `sudo htpasswd -b -c /etc/nginx/.htpasswd admin ${p}`,
      secrets: [p],
    };
  }),
  sec('r1-s-164', () => {
    const p = rpw(14, 'sshpass');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'sshpass -p',
      text: `sshpass -p '${p}' ssh -o StrictHostKeyChecking=no root@10.20.3.17 'systemctl restart api'`,
      secrets: [p],
    };
  }),
  sec('r1-s-165', () => {
    const p = upw(32, 'redis-a');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'redis-cli -a password next to -p port',
      text: `redis-cli -h cache.internal -p 6380 -a '${p}' --no-auth-warning INFO keyspace`,
      secrets: [p],
    };
  }),
  sec('r1-s-166', () => {
    const p = rpw(16, 'ldap-w');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'ldapsearch -w bind password',
      text: `ldapsearch -x -H ldaps://ldap.acme.io -D "cn=admin,dc=acme,dc=io" -w '${p}' -b "ou=people,dc=acme,dc=io" "(uid=dana)"`,
      secrets: [p],
    };
  }),
  sec('r1-s-167', () => {
    const p = pw('openssl-passout');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'openssl -passout pass:',
      text: `openssl pkcs12 -export -in tls.crt -inkey tls.key -out tls.p12 -name api -passout pass:${p}`,
      secrets: [p],
    };
  }),
  sec('r1-s-168', () => {
    const p = upw(18, 'keytool');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'keytool store passwords',
      text: `keytool -importkeystore -srckeystore tls.p12 -srcstoretype PKCS12 -destkeystore app.jks -srcstorepass ${p} -deststorepass ${p}`,
      secrets: [p],
    };
  }),
  sec('r1-s-169', () => {
    const p = pw('gpg-pass');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'gpg --passphrase',
      text: `gpg --batch --yes --pinentry-mode loopback --passphrase '${p}' --decrypt backup-2026-11.tar.gz.gpg | tar xz`,
      secrets: [p],
    };
  }),
  sec('r1-s-170', () => {
    const p = rpw(20, 'kubectl-literal');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'kubectl create secret --from-literal',
      text: `kubectl -n billing create secret generic db-creds --from-literal=username=app --from-literal=password='${p}'`,
      secrets: [p],
    };
  }),
  sec('r1-s-171', () => {
    const p = upw(20, 'helm-set');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'helm --set auth.postgresPassword=',
      text: `helm upgrade --install pg bitnami/postgresql -n data --set auth.postgresPassword=${p} --set auth.database=app`,
      secrets: [p],
    };
  }),
  sec('r1-s-172', () => {
    const p = pw('ansible-become');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'ansible extra var become password',
      text: `ansible-playbook -i inventory/prod site.yml --limit web -e "ansible_become_password=${p}"`,
      secrets: [p],
    };
  }),
  sec('r1-s-173', () => {
    const p = pw('tf-var');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'terraform -var db_password=',
      text: `terraform apply -var "db_password=${p}" -var "env=prod" -auto-approve`,
      secrets: [p],
    };
  }),
  sec('r1-s-174', () => {
    const p = rpw(18, 'sqlcmd');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'sqlcmd -P is the password (unlike mysql -P, the port)',
      text: `sqlcmd -S tcp:sql01.acme.local,1433 -U sa -P '${p}' -Q "SELECT @@VERSION"`,
      secrets: [p],
    };
  }),
  sec('r1-s-175', () => {
    const p = upw(18, 'pgdump-inline');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'inline PGPASSWORD before pg_dump -p <port>',
      text: `PGPASSWORD=${p} pg_dump -h db.internal -p 5433 -U app -Fc app > app-$(date +%F).dump`,
      secrets: [p],
    };
  }),
  sec('r1-s-176', () => {
    const p = pw('wget');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'wget --password=',
      text: `wget --user=deploy --password='${p}' https://files.acme.io/releases/app-3.2.tar.gz`,
      secrets: [p],
    };
  }),
  sec('r1-s-177', () => {
    const p = upw(16, 'smbclient');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'smbclient user%password',
      text: `smbclient //fs01.acme.local/backups -U 'ACME\\svc_backup%${p}' -c 'ls'`,
      secrets: [p],
    };
  }),
  sec('r1-s-178', () => {
    const p = upw(24, 'pip-index');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'credentials embedded in a pip index URL',
      text: `pip install --index-url https://ci-bot:${p}@pypi.acme.internal/simple/ acme-core==4.2.0`,
      secrets: [p],
    };
  }),
  sec('r1-s-179', () => {
    const p = pw('db-password-flag');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'custom --db-password flag',
      text: `./bin/migrate --db-host=db.internal --db-user=app --db-password=${p} --target=latest`,
      secrets: [p],
    };
  }),
  sec('r1-s-180', () => {
    const k = fake(32, 'api-key-flag', LAN);
    return {
      placement: 'shell-history',
      basis: 'context',
      note: '--api-key flag with a prefix-less key',
      text: `./scripts/sync-catalog.sh --api-key ${k} --since 2026-11-01 --dry-run`,
      secrets: [k],
    };
  }),
  sec('r1-s-181', () => {
    const s = fake(40, 'client-secret-flag', AN + '-_');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: '--client-secret flag',
      text: `oauth2-proxy --provider=oidc --client-id=grafana --client-secret=${s} --cookie-secure=true`,
      secrets: [s],
    };
  }),
  sec('r1-s-182', () => {
    const p = pw('docker-run-e');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'docker run -e MYSQL_ROOT_PASSWORD=',
      text: `docker run -d --name mysql -e MYSQL_ROOT_PASSWORD=${p} -p 3306:3306 mysql:8.4`,
      secrets: [p],
    };
  }),
  sec('r1-s-183', () => {
    const t = j(fake(6, 'kubeadm-a', LAN), '.', fake(16, 'kubeadm-b', LAN));
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'kubeadm join --token (the CA cert hash next to it is public)',
      text: `kubeadm join 10.0.0.10:6443 --token ${t} --discovery-token-ca-cert-hash sha256:${fake(64, 'kubeadm-ca', HEX)}`,
      secrets: [t],
    };
  }),
  sec('r1-s-184', () => {
    const p = pw('poetry-basic');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'poetry http-basic user then password, positional',
      text: `poetry config http-basic.acme ci-bot ${p}`,
      secrets: [p],
    };
  }),

  // ── context: config files ──
  sec('r1-s-185', () => {
    const p = pw('netrc-ftp');
    return { placement: 'netrc', basis: 'context', note: 'single-line netrc entry', text: `machine ftp.acme.io login deploy password ${p}`, secrets: [p] };
  }),
  sec('r1-s-186', () => {
    const p = pw('docker-auth-private');
    const auth = b64('deploy:' + p);
    return {
      placement: 'docker-config',
      basis: 'transformed',
      note: 'private registry "auth": base64(user:pass), named by its key',
      text: `{"auths":{"registry.acme.io:5000":{"auth":"${auth}"}},"HttpHeaders":{"User-Agent":"Docker-Client/27.3.1 (linux)"}}`,
      secrets: [auth, p],
    };
  }),
  sec('r1-s-187', () => {
    const t = fake(48, 'kube-static', URL64);
    return {
      placement: 'kubeconfig',
      basis: 'context',
      note: 'static bearer token in kubeconfig',
      text: `apiVersion: v1\nkind: Config\nusers:\n- name: ci-deployer\n  user:\n    token: ${t}\ncontexts:\n- context: {cluster: prod, user: ci-deployer}\n  name: prod`,
      secrets: [t],
    };
  }),
  sec('r1-s-188', () => {
    const lines = pemBody('MHcCAQEEI', 'kube-client-key', 164, 64, '==');
    const keyPem = pem('EC ' + PRIV, lines) + '\n';
    const data = b64(keyPem);
    return {
      placement: 'kubeconfig',
      basis: 'transformed',
      rule: 'private-key',
      note: 'client-key-data: a base64-encoded private key PEM',
      text: `users:\n- name: kind-admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJrVENCK3dJSkFKNnFQ\n    client-key-data: ${data}`,
      secrets: [data, ...lines],
    };
  }),
  sec('r1-s-189', () => {
    const p = pw('k8s-data');
    const enc = b64(p);
    return {
      placement: 'yaml',
      basis: 'transformed',
      rule: 'kubernetes-secret-yaml',
      note: 'Kubernetes Secret data: base64 of the password, named by its key',
      text: `apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n  username: ${b64('app')}\n  password: ${enc}`,
      secrets: [enc, p],
    };
  }),
  sec('r1-s-190', () => {
    const k = fake(40, 'k8s-stringdata', AN);
    return {
      placement: 'yaml',
      basis: 'context',
      note: 'Kubernetes Secret stringData with a raw api key',
      text: `apiVersion: v1\nkind: Secret\nmetadata:\n  name: weather-api\nstringData:\n  api-key: ${k}\n  endpoint: https://api.acme-weather.io/v2`,
      secrets: [k],
    };
  }),
  sec('r1-s-191', () => {
    const p = pw('compose-pg');
    return {
      placement: 'docker-compose',
      basis: 'context',
      rule: 'generic-api-key',
      note: 'POSTGRES_PASSWORD in compose',
      text: `services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${p}\n      POSTGRES_DB: app\n    ports: ["5432:5432"]`,
      secrets: [p],
    };
  }),
  sec('r1-s-192', () => {
    const p = pw('neo4j-auth');
    return {
      placement: 'docker-compose',
      basis: 'context',
      note: 'NEO4J_AUTH=user/password pair',
      text: `  neo4j:\n    image: neo4j:5.24\n    environment:\n      - NEO4J_AUTH=neo4j/${p}\n      - NEO4J_PLUGINS=["apoc"]`,
      secrets: [p],
    };
  }),
  sec('r1-s-193', () => {
    const p = pw('maven-settings');
    return {
      placement: 'settings-xml',
      basis: 'context',
      note: 'Maven settings.xml server password',
      text: `<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deploy</username>\n    <password>${p}</password>\n  </server>\n</servers>`,
      secrets: [p],
    };
  }),
  sec('r1-s-194', () => {
    const p = pw('spring-props');
    return {
      placement: 'properties',
      basis: 'context',
      rule: 'generic-api-key',
      note: 'application.properties datasource password',
      text: `spring.datasource.url=jdbc:postgresql://db.internal:5432/app\nspring.datasource.username=app\nspring.datasource.password=${p}\nspring.jpa.hibernate.ddl-auto=validate`,
      secrets: [p],
    };
  }),
  sec('r1-s-195', () => {
    const p = upw(16, 'spring-mail');
    return {
      placement: 'yaml',
      basis: 'context',
      note: 'application.yml mail password (nested key)',
      text: `spring:\n  mail:\n    host: smtp.acme.io\n    port: 587\n    username: notifications@acme.io\n    password: ${p}`,
      secrets: [p],
    };
  }),
  sec('r1-s-196', () => {
    const k = fake(64, 'dotnet-jwt-key', AN);
    return {
      placement: 'json',
      basis: 'context',
      note: 'appsettings.json Jwt:Key signing secret',
      text: `{\n  "Jwt": {\n    "Issuer": "https://api.acme.io",\n    "Audience": "acme-web",\n    "Key": "${k}"\n  },\n  "AllowedHosts": "*"\n}`,
      secrets: [k],
    };
  }),
  sec('r1-s-197', () => {
    const p = rpw(20, 'mssql-appsettings');
    return {
      placement: 'connection-string',
      basis: 'context',
      note: 'SQL Server connection string with Password= in appsettings.json',
      text: `"ConnectionStrings": {\n  "Default": "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=orders;User ID=orders_app;Password=${p};Encrypt=True;"\n}`,
      secrets: [p],
    };
  }),
  sec('r1-s-198', () => {
    const p = pw('tfvars-db');
    return {
      placement: 'tfvars',
      basis: 'context',
      rule: 'generic-api-key',
      note: 'db_password in terraform.tfvars',
      text: `region      = "eu-west-1"\ndb_username = "app"\ndb_password = "${p}"\ninstance    = "db.t4g.medium"`,
      secrets: [p],
    };
  }),
  sec('r1-s-199', () => {
    const p = pw('ansible-vars');
    return {
      placement: 'yaml',
      basis: 'context',
      note: 'ansible group_vars with connection and become passwords',
      text: `# group_vars/windows.yml\nansible_user: svc_ansible\nansible_password: ${p}\nansible_connection: winrm\nansible_winrm_transport: ntlm`,
      secrets: [p],
    };
  }),
  sec('r1-s-200', () => {
    const a = pw('gradle-signing');
    const b = upw(20, 'gradle-ossrh');
    return {
      placement: 'properties',
      basis: 'context',
      note: 'gradle.properties signing and repository passwords',
      text: `signing.keyId=${fake(8, 'gradle-keyid', UHEX)}\nsigning.password=${a}\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\nossrhUsername=acme\nossrhPassword=${b}`,
      secrets: [a, b],
    };
  }),
  sec('r1-s-201', () => {
    const u = fake(32, 'magento-user', HEX);
    const p = fake(32, 'magento-pass', HEX);
    return {
      placement: 'json',
      basis: 'context',
      note: 'composer auth.json: the private key is 32 hex under "password"',
      text: `{\n  "http-basic": {\n    "repo.magento.com": {\n      "username": "${u}",\n      "password": "${p}"\n    }\n  }\n}`,
      secrets: [p],
    };
  }),
  sec('r1-s-202', () => {
    const p = pw('my-cnf');
    return {
      placement: 'ini',
      basis: 'context',
      note: '~/.my.cnf client section',
      text: `[client]\nuser=root\npassword=${p}\nhost=127.0.0.1\nport=3306`,
      secrets: [p],
    };
  }),
  sec('r1-s-203', () => {
    const p = upw(20, 'alembic');
    return {
      placement: 'ini',
      basis: 'context',
      note: 'alembic.ini sqlalchemy.url',
      text: `[alembic]\nscript_location = migrations\nsqlalchemy.url = postgresql+psycopg://app:${p}@db.internal:5432/app`,
      secrets: [p],
    };
  }),
  sec('r1-s-204', () => {
    const p = upw(28, 'pip-conf');
    return {
      placement: 'ini',
      basis: 'context',
      note: 'pip.conf index-url with credentials',
      text: `[global]\nindex-url = https://ci-bot:${p}@nexus.acme.io/repository/pypi-group/simple\ntimeout = 60`,
      secrets: [p],
    };
  }),
  sec('r1-s-205', () => {
    const s = fake(40, 's3cfg-secret', STD64);
    return {
      placement: 'ini',
      basis: 'context',
      note: '.s3cfg secret_key for a non-AWS S3 endpoint',
      text: `[default]\naccess_key = ${fake(20, 's3cfg-access', UAN)}\nsecret_key = ${s}\nhost_base = s3.fr-par.scw.cloud`,
      secrets: [s],
    };
  }),
  sec('r1-s-206', () => {
    const p = pw('nuget');
    return {
      placement: 'xml',
      basis: 'context',
      rule: 'nuget-config-password',
      note: 'NuGet.Config ClearTextPassword',
      text: `<packageSourceCredentials>\n  <acme-feed>\n    <add key="Username" value="ci-bot" />\n    <add key="ClearTextPassword" value="${p}" />\n  </acme-feed>\n</packageSourceCredentials>`,
      secrets: [p],
    };
  }),
  sec('r1-s-207', () => {
    const p = rpw(16, 'wp-db');
    return {
      placement: 'code',
      basis: 'context',
      note: 'wp-config.php DB_PASSWORD',
      text: `define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '${p}' );\ndefine( 'DB_HOST', 'localhost' );`,
      secrets: [p],
    };
  }),
  sec('r1-s-208', () => {
    const a = fake(64, 'wp-auth-key', AN + '!#%*+-.:;<=>?@[]^_{|}~');
    const b = fake(64, 'wp-secure-key', AN + '!#%*+-.:;<=>?@[]^_{|}~');
    return {
      placement: 'code',
      basis: 'context',
      note: 'WordPress auth salts (AUTH_KEY names)',
      text: `define('AUTH_KEY',         '${a}');\ndefine('SECURE_AUTH_KEY',  '${b}');`,
      secrets: [a, b],
    };
  }),
  sec('r1-s-209', () => {
    const k = fake(128, 'rails-skb', HEX);
    return {
      placement: 'dotenv',
      basis: 'context',
      rule: 'generic-api-key',
      note: 'Rails SECRET_KEY_BASE: 128 hex, looks like a sha512 digest',
      text: `RAILS_ENV=production\nSECRET_KEY_BASE=${k}`,
      secrets: [k],
    };
  }),
  sec('r1-s-210', () => {
    const k = fake(64, 'jwt-secret-hex', HEX);
    return {
      placement: 'dotenv',
      basis: 'context',
      rule: 'generic-api-key',
      note: 'JWT_SECRET is 64 hex, indistinguishable from a sha256 digest but for its key',
      text: `JWT_SECRET=${k}\nJWT_EXPIRES_IN=15m`,
      secrets: [k],
    };
  }),
  sec('r1-s-211', () => {
    const k = j('django-insecure-', fake(50, 'django', LAN + '!@#%^&*(-_=+)'));
    return {
      placement: 'code',
      basis: 'context',
      note: 'Django SECRET_KEY (generated default still in use)',
      text: `# settings/production.py\nSECRET_KEY = '${k}'\nDEBUG = False`,
      secrets: [k],
    };
  }),
  sec('r1-s-212', () => {
    const k = fake(43, 'laravel', STD64) + '=';
    return {
      placement: 'dotenv',
      basis: 'context',
      note: 'Laravel APP_KEY=base64:…',
      text: `APP_NAME=Acme\nAPP_ENV=production\nAPP_KEY=base64:${k}\nAPP_DEBUG=false`,
      secrets: [k],
    };
  }),
  sec('r1-s-213', () => {
    const t = fake(48, 'jupyter', HEX);
    return {
      placement: 'code',
      basis: 'context',
      note: 'Jupyter server token in config',
      text: `c.ServerApp.ip = "0.0.0.0"\nc.ServerApp.token = "${t}"\nc.ServerApp.open_browser = False`,
      secrets: [t],
    };
  }),
  sec('r1-s-214', () => {
    const s = fake(40, 'gh-webhook-secret', HEX);
    return {
      placement: 'dotenv',
      basis: 'context',
      rule: 'generic-api-key',
      note: 'webhook secret is 40 hex, shaped exactly like a git SHA',
      text: `GITHUB_WEBHOOK_SECRET=${s}\nGITHUB_APP_ID=912345`,
      secrets: [s],
    };
  }),
  sec('r1-s-215', () => {
    const k = fake(64, 'enc-key', HEX);
    return {
      placement: 'dotenv',
      basis: 'context',
      rule: 'generic-api-key',
      note: 'ENCRYPTION_KEY (32 bytes as hex)',
      text: `ENCRYPTION_KEY=${k}\nENCRYPTION_ALGO=aes-256-gcm`,
      secrets: [k],
    };
  }),
  sec('r1-s-216', () => {
    const s = fake(48, 'session-secret', STD64);
    return {
      placement: 'dotenv',
      basis: 'context',
      rule: 'generic-api-key',
      note: 'SESSION_SECRET',
      text: `PORT=3000\nSESSION_SECRET=${s}\nCOOKIE_DOMAIN=.acme.io`,
      secrets: [s],
    };
  }),
  sec('r1-s-217', () => {
    const p = upw(16, 'smtp');
    return {
      placement: 'dotenv',
      basis: 'context',
      rule: 'generic-api-key',
      note: 'SMTP_PASSWORD',
      text: `SMTP_HOST=smtp.acme.io\nSMTP_PORT=587\nSMTP_USER=notifications@acme.io\nSMTP_PASSWORD=${p}`,
      secrets: [p],
    };
  }),
  sec('r1-s-218', () => {
    const p = upw(24, 'redis-url');
    return {
      placement: 'connection-string',
      basis: 'context',
      note: 'rediss:// URL with the default user',
      text: `REDIS_URL=rediss://default:${p}@redis-14211.c12.eu-west-1-2.ec2.cloud.redislabs.com:14211`,
      secrets: [p],
    };
  }),
  sec('r1-s-219', () => {
    const p = upw(20, 'amqp');
    return {
      placement: 'connection-string',
      basis: 'context',
      note: 'amqp:// broker URL',
      text: `CELERY_BROKER_URL=amqp://celery:${p}@rabbitmq.internal:5672/prod`,
      secrets: [p],
    };
  }),
  sec('r1-s-220', () => {
    const p = upw(18, 'mongo-srv');
    return {
      placement: 'connection-string',
      basis: 'context',
      note: 'mongodb+srv:// URL',
      text: `MONGODB_URI=mongodb+srv://admin:${p}@cluster0.x7k2p.mongodb.net/shop?retryWrites=true&w=majority`,
      secrets: [p],
    };
  }),
  sec('r1-s-221', () => {
    const p = upw(20, 'mongosh');
    return {
      placement: 'shell-history',
      basis: 'context',
      note: 'mongosh with credentials in the URI',
      text: `mongosh "mongodb://backup:${p}@mongo-0.mongo:27017,mongo-1.mongo:27017/?replicaSet=rs0&authSource=admin"`,
      secrets: [p],
    };
  }),
  sec('r1-s-222', () => {
    const p = rpw(18, 'ado-net');
    return {
      placement: 'connection-string',
      basis: 'context',
      note: 'ADO.NET connection string, Password= among other keys',
      text: `Server=sql01.acme.local;Database=Billing;User Id=sa;Password=${p};TrustServerCertificate=True;MultipleActiveResultSets=true`,
      secrets: [p],
    };
  }),
  sec('r1-s-223', () => {
    const p = upw(18, 'jdbc');
    return {
      placement: 'connection-string',
      basis: 'context',
      note: 'JDBC URL with password= query parameter',
      text: `jdbc:postgresql://db.internal:5432/app?user=app&password=${p}&ssl=true&sslmode=verify-full`,
      secrets: [p],
    };
  }),
  sec('r1-s-224', () => {
    const p = upw(16, 'go-dsn');
    return {
      placement: 'code',
      basis: 'context',
      note: 'Go MySQL DSN user:pass@tcp(...) without a scheme',
      text: `db, err := sql.Open("mysql", "app:${p}@tcp(db.internal:3306)/shop?parseTime=true")`,
      secrets: [p],
    };
  }),
  sec('r1-s-225', () => {
    const p = pw('requests-auth');
    return {
      placement: 'code',
      basis: 'context',
      note: 'requests auth=(user, password) tuple',
      text: `resp = requests.get("https://jenkins.acme.io/api/json", auth=("admin", "${p}"), timeout=10)`,
      secrets: [p],
    };
  }),
  sec('r1-s-226', () => {
    const p = pw('psycopg');
    return {
      placement: 'code',
      basis: 'context',
      note: 'psycopg2.connect(password=…)',
      text: `conn = psycopg2.connect(host="db.internal", dbname="app", user="app", password="${p}")`,
      secrets: [p],
    };
  }),
  sec('r1-s-227', () => {
    const p = upw(18, 'node-pool');
    return {
      placement: 'code',
      basis: 'context',
      note: 'pg Pool options object',
      text: `const pool = new Pool({ host: 'db.internal', user: 'app', password: '${p}', database: 'app', max: 20 });`,
      secrets: [p],
    };
  }),
  sec('r1-s-228', () => {
    const p = pw('pgpass');
    return {
      placement: 'config-file',
      basis: 'context',
      note: '~/.pgpass lines: host:port:db:user:password, no key names at all',
      text: `$ cat ~/.pgpass\ndb.internal:5432:*:app:${p}\nreplica.internal:5432:*:app:${p}`,
      secrets: [p],
    };
  }),
  sec('r1-s-229', () => {
    const p = pw('gh-actions-login');
    return {
      placement: 'ci-config',
      basis: 'context',
      note: 'docker/login-action with a literal password',
      text: `      - uses: docker/login-action@v3\n        with:\n          registry: registry.acme.io\n          username: ci-bot\n          password: ${p}`,
      secrets: [p],
    };
  }),
  sec('r1-s-230', () => {
    const s = fake(32, 'npmrc-auth-user', LAN);
    const auth = b64('ci-bot:' + s);
    return {
      placement: 'npmrc',
      basis: 'transformed',
      note: '.npmrc _auth = base64(user:password) for a private registry, named by its key',
      text: `registry=https://nexus.acme.io/repository/npm-group/\n_auth=${auth}\nalways-auth=true`,
      secrets: [auth, s],
    };
  }),
  sec('r1-s-231', () => {
    const p = pw('npmrc-password');
    const enc = b64(p);
    return {
      placement: 'npmrc',
      basis: 'transformed',
      note: '.npmrc scoped _password (base64 of the password), named by its key',
      text: `//npm.acme.io/:username=ci-bot\n//npm.acme.io/:_password=${enc}\n//npm.acme.io/:email=ci@acme.io`,
      secrets: [enc, p],
    };
  }),
  sec('r1-s-232', () => {
    const t = j('gh', 's_', fake(36, 'extraheader'));
    const enc = b64('x-access-token:' + t);
    return {
      placement: 'ini',
      basis: 'transformed',
      vendor: 'GitHub',
      note: 'git config extraheader with a basic base64(x-access-token:ghs_…)',
      text: `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${enc}\n[core]\n\trepositoryformatversion = 0`,
      secrets: [enc, t],
    };
  }),

  // ── context: logs, headers, cookies ──
  sec('r1-s-233', () => {
    const p = pw('basic-log');
    const enc = b64('deploy:' + p);
    return {
      placement: 'log',
      basis: 'transformed',
      rule: 'curl-auth-header',
      note: 'Authorization: Basic base64(user:pass) in a curl -v dump, named by its header',
      text: `> GET /api/v1/builds HTTP/1.1\n> Host: ci.acme.io\n> Authorization: Basic ${enc}\n> User-Agent: curl/8.5.0\n< HTTP/1.1 200 OK`,
      secrets: [enc, p],
    };
  }),
  sec('r1-s-234', () => {
    const sid = fake(32, 'django-sessionid', LAN);
    return {
      placement: 'http-header',
      basis: 'context',
      note: 'Django sessionid cookie (csrftoken next to it is not a credential)',
      text: `Cookie: csrftoken=${fake(32, 'csrf', AN)}; sessionid=${sid}; theme=dark`,
      secrets: [sid],
    };
  }),
  sec('r1-s-235', () => {
    const sid = fake(32, 'connect-sid', URL64);
    return {
      placement: 'http-header',
      basis: 'context',
      note: 'express-session connect.sid cookie (URL-encoded s: prefix)',
      text: `Set-Cookie: connect.sid=s%3A${sid}.${fake(43, 'connect-sig')}; Path=/; Expires=Tue, 01 Dec 2026 10:15:02 GMT; HttpOnly; Secure`,
      secrets: [sid],
    };
  }),
  sec('r1-s-236', () => {
    const sid = fake(32, 'jsessionid', UHEX);
    return {
      placement: 'log',
      basis: 'context',
      note: 'jsessionid path parameter in an access log',
      text: `10.0.4.12 - - [30/Nov/2026:10:15:02 +0000] "GET /app/account;jsessionid=${sid} HTTP/1.1" 200 5123 "-" "Mozilla/5.0"`,
      secrets: [sid],
    };
  }),
  sec('r1-s-237', () => {
    const k = fake(32, 'x-api-key-log', AN);
    return {
      placement: 'log',
      basis: 'context',
      note: 'x-api-key inside a logged headers object',
      text: `2026-11-30 10:15:02,481 DEBUG request headers: {"host": "api.acme.io", "x-api-key": "${k}", "accept": "application/json"}`,
      secrets: [k],
    };
  }),
  sec('r1-s-238', () => {
    const k = fake(32, 'urllib3-key', LAN);
    return {
      placement: 'log',
      basis: 'context',
      note: '?api_key= in a urllib3 debug line',
      text: `DEBUG:urllib3.connectionpool:https://api.acme-weather.io:443 "GET /v2/forecast?lat=48.85&lon=2.35&api_key=${k}&units=metric HTTP/1.1" 200 1843`,
      secrets: [k],
    };
  }),
  sec('r1-s-239', () => {
    const p = upw(18, 'sqlalchemy-trace');
    return {
      placement: 'stack-trace',
      basis: 'context',
      note: 'connection URL with password in a stack trace',
      text: `Traceback (most recent call last):\n  File "/app/worker.py", line 41, in <module>\n    engine = create_engine("postgresql://app:${p}@db.internal:5432/app")\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "db.internal" (10.0.3.4), port 5432 failed: timeout expired`,
      secrets: [p],
    };
  }),
  sec('r1-s-240', () => {
    const p = upw(16, 'mongo-error');
    return {
      placement: 'stack-trace',
      basis: 'context',
      note: 'driver error echoing the SRV URI',
      text: `MongoServerSelectionError: Server selection timed out after 30000 ms\n    at Topology.selectServer (node_modules/mongodb/lib/sdam/topology.js:303:38)\n  uri: 'mongodb+srv://svc-api:${p}@cluster0.x7k2p.mongodb.net/?retryWrites=true'`,
      secrets: [p],
    };
  }),
  sec('r1-s-241', () => {
    const p = pw('env-dump');
    const t = j('sk', '_live_', '51', fake(97, 'sk-env-dump'));
    return {
      placement: 'log',
      basis: 'both',
      rule: 'stripe-access-token',
      vendor: 'Stripe',
      note: 'process env dumped into a crash report',
      text: `{"level":"fatal","msg":"unhandled rejection","env":{"NODE_ENV":"production","DB_PASSWORD":"${p}","STRIPE_SECRET_KEY":"${t}","PORT":"8080"}}`,
      secrets: [p, t],
    };
  }),
  sec('r1-s-242', () => {
    const p = pw('py-locals');
    return {
      placement: 'stack-trace',
      basis: 'context',
      note: 'Sentry-style locals dump with password =',
      text: `  File "/app/ldap_sync.py", line 88, in bind\n    conn.simple_bind_s(dn, password)\n    Local variables:\n      dn = 'cn=svc-sync,ou=services,dc=acme,dc=io'\n      password = '${p}'`,
      secrets: [p],
    };
  }),
  sec('r1-s-243', () => {
    const s = fake(40, 'oauth-cs-log', AN + '-_');
    return {
      placement: 'log',
      basis: 'context',
      note: 'client_secret in a logged form body',
      text: `POST /oauth/token body=grant_type=client_credentials&client_id=svc-reports&client_secret=${s}&scope=reports.read -> 200 (84ms)`,
      secrets: [s],
    };
  }),
  sec('r1-s-244', () => {
    const t = fake(40, 'download-token', URL64);
    return {
      placement: 'url',
      basis: 'context',
      note: '?token= download link',
      text: `https://files.acme.io/api/v1/exports/8812/download?token=${t}&filename=customers-2026-11.csv`,
      secrets: [t],
    };
  }),
  sec('r1-s-245', () => {
    const p = upw(14, 'jenkins-url');
    return {
      placement: 'url',
      basis: 'context',
      note: 'user:password in an https URL',
      text: `https://admin:${p}@jenkins.acme.io/job/deploy-prod/build?delay=0sec`,
      secrets: [p],
    };
  }),
  sec('r1-s-246', () => {
    const p = pw('ftp-url');
    return {
      placement: 'url',
      basis: 'context',
      note: 'ftp:// URL with credentials',
      text: `lftp -e "mirror -R ./dist /public_html; quit" ftp://deploy:${p}@ftp.acme.io`,
      secrets: [p],
    };
  }),

  // ── context: chat pastes ──
  sec('r1-s-247', () => {
    const p = pw('chat-password');
    return {
      placement: 'chat-paste',
      basis: 'context',
      note: '"password: x (…)" with a trailing remark',
      text: `password: ${p} (the staging one, please rotate it after the demo)`,
      secrets: [p],
    };
  }),
  sec('r1-s-248', () => {
    const p = pw('chat-creds');
    return {
      placement: 'chat-paste',
      basis: 'context',
      note: '"creds are user / pass"',
      text: `grafana creds are admin / ${p} if you need to check the dashboards`,
      secrets: [p],
    };
  }),
  sec('r1-s-249', () => {
    const p = pw('chat-pass');
    return { placement: 'chat-paste', basis: 'context', note: '"db pass is x"', text: `db pass is ${p}, user is app, host db.internal`, secrets: [p] };
  }),
  sec('r1-s-250', () => {
    const k = fake(32, 'chat-api-key', LAN);
    return {
      placement: 'chat-paste',
      basis: 'context',
      note: '"use this api key: x"',
      text: `use this api key for the weather service: ${k} — it's on the free tier`,
      secrets: [k],
    };
  }),
  sec('r1-s-251', () => {
    const p = pw('chat-passphrase');
    return {
      placement: 'chat-paste',
      basis: 'context',
      note: 'passphrase for an SSH key',
      text: `the passphrase for deploy_ed25519 is \`${p}\`, ssh-add will ask for it`,
      secrets: [p],
    };
  }),
  sec('r1-s-252', () => {
    const s = fake(40, 'chat-client-secret', AN + '-_');
    return {
      placement: 'chat-paste',
      basis: 'context',
      note: '"client secret: x" next to a harmless client id',
      text: `client secret: ${s} (client id is svc-reports, scopes reports.read)`,
      secrets: [s],
    };
  }),
  sec('r1-s-253', () => {
    const t = j('sk', '_live_', '51', fake(97, 'sk-chat-key'));
    return {
      placement: 'chat-paste',
      basis: 'vendor',
      rule: 'stripe-access-token',
      vendor: 'Stripe',
      note: '"here\'s my key: …"',
      text: `here's my key: ${t}`,
      secrets: [t],
    };
  }),

  // ── transformed ──
  sec('r1-s-254', () => {
    const t = j('gh', 'p_', fake(36, 'ghp-b64'));
    const enc = b64(t);
    return {
      placement: 'chat-paste',
      basis: 'transformed',
      rule: 'github-pat',
      vendor: 'GitHub',
      note: 'GitHub PAT base64-encoded "so the scanner won\'t eat it"',
      text: `base64 so the bot doesn't flag it: ${enc} — decode and put it in the CI secret`,
      secrets: [enc, t],
    };
  }),
  sec('r1-s-255', () => {
    const t = j('sk', '_live_', '51', fake(97, 'sk-k8s-b64'));
    const enc = b64(t);
    return {
      placement: 'yaml',
      basis: 'transformed',
      rule: 'stripe-access-token',
      vendor: 'Stripe',
      note: 'Stripe key base64-encoded as Kubernetes Secret data',
      text: `apiVersion: v1\nkind: Secret\nmetadata:\n  name: billing-api\ntype: Opaque\ndata:\n  STRIPE_SECRET_KEY: ${enc}\n  LOG_LEVEL: ${b64('info')}`,
      secrets: [enc, t],
    };
  }),
  sec('r1-s-256', () => {
    const t = j('sk', '_live_', '51', fake(97, 'sk-env-line-b64'));
    const enc = b64('STRIPE_SECRET_KEY=' + t + '\n');
    return {
      placement: 'shell-history',
      basis: 'transformed',
      rule: 'stripe-access-token',
      vendor: 'Stripe',
      note: 'a whole .env line base64-encoded and decoded into place',
      text: `echo ${enc} | base64 -d >> .env`,
      secrets: [enc, t],
    };
  }),
  sec('r1-s-257', () => {
    const t = j('np', 'm_', fake(36, 'npm-hex'));
    const enc = hex(t);
    return {
      placement: 'code',
      basis: 'transformed',
      rule: 'npm-access-token',
      vendor: 'npm',
      note: 'token hex-encoded in a Python REPL',
      text: `>>> tok = open(".npm-token").read().strip()\n>>> tok.encode().hex()\n'${enc}'`,
      secrets: [enc, t],
    };
  }),
  sec('r1-s-258', () => {
    const s = fake(40, 'aws-hex', STD64);
    const enc = hex(s);
    return {
      placement: 'log',
      basis: 'transformed',
      vendor: 'AWS',
      note: 'AWS secret key hex-encoded in a debug dump',
      text: `DEBUG creds loaded: key_id=${j('AK', 'IA', fake(16, 'akia-hex', UPPER + '234567'))} secret_hex=${enc}`,
      secrets: [enc, s],
    };
  }),
  sec('r1-s-259', () => {
    const body = fake(36, 'ghp-spaced');
    const t = j('gh', 'p_', body);
    const spaced = j('gh', 'p_ ', chunks(body, 4).join(' '));
    return {
      placement: 'chat-paste',
      basis: 'transformed',
      rule: 'github-pat',
      vendor: 'GitHub',
      note: 'PAT retyped from a screen share in space-separated groups of four',
      text: `token (copied off the screen share, spaces are mine): ${spaced}`,
      secrets: [spaced, t],
    };
  }),
  sec('r1-s-260', () => {
    const t = j('gl', 'pat-', fake(20, 'glpat-spaced', URL64));
    const spaced = chunks(t, 5).join(' ');
    return {
      placement: 'chat-paste',
      basis: 'transformed',
      rule: 'gitlab-pat',
      vendor: 'GitLab',
      note: 'GitLab PAT split into 5-char groups',
      text: `gitlab token for the mirror job: ${spaced}`,
      secrets: [spaced, t],
    };
  }),
  sec('r1-s-261', () => {
    const t = j('sk', '-ant-', 'api03-', fake(93, 'ant-wrapped', URL64), 'AA');
    const wrapped = chunks(t, 40).join('\n');
    return {
      placement: 'chat-paste',
      basis: 'transformed',
      rule: 'anthropic-api-key',
      vendor: 'Anthropic',
      note: 'key hard-wrapped at 40 columns by a terminal copy',
      text: `key from the console (it wrapped):\n${wrapped}`,
      secrets: [wrapped, t],
    };
  }),
  sec('r1-s-262', () => {
    const t = j('gh', 'p_', fake(36, 'ghp-zwsp'));
    const z = zwJoin(t, 0x200b, 4);
    return {
      placement: 'chat-paste',
      basis: 'transformed',
      rule: 'github-pat',
      vendor: 'GitHub',
      note: 'PAT with U+200B ZERO WIDTH SPACE every 4 chars (rich-text paste)',
      text: `bot token: ${z}`,
      secrets: [z, t],
    };
  }),
  sec('r1-s-263', () => {
    const t = j('xo', 'xb-', '1', fake(10, 'xoxb-wj-a', DIGITS), '-', '2', fake(12, 'xoxb-wj-b', DIGITS), '-', fake(24, 'xoxb-wj-c'));
    const z = zwJoin(t, 0x2060, 6);
    return {
      placement: 'dotenv',
      basis: 'transformed',
      rule: 'slack-bot-token',
      vendor: 'Slack',
      note: 'Slack bot token with U+2060 WORD JOINER every 6 chars',
      text: `SLACK_BOT_TOKEN=${z}`,
      secrets: [z, t],
    };
  }),
  sec('r1-s-264', () => {
    const t = j('sk', '_live_', '51', fake(97, 'sk-zwnbsp'));
    const z = t.slice(0, 30) + String.fromCodePoint(0xfeff) + t.slice(30, 70) + String.fromCodePoint(0x200d) + t.slice(70);
    return {
      placement: 'chat-paste',
      basis: 'transformed',
      rule: 'stripe-access-token',
      vendor: 'Stripe',
      note: 'U+FEFF and U+200D hidden inside a Stripe key',
      text: `here, copy from this line: ${z}`,
      secrets: [z, t],
    };
  }),
  sec('r1-s-265', () => {
    const k = fake(40, 'softhyphen-key', AN);
    const z = zwJoin(k, 0x00ad, 10);
    return {
      placement: 'chat-paste',
      basis: 'transformed',
      note: 'API key with U+00AD SOFT HYPHENs from a wiki page',
      text: `Confluence says the partner api_key is ${z}`,
      secrets: [z, k],
    };
  }),
  sec('r1-s-266', () => {
    const id = j('AK', 'IA', fake(16, 'akia-urlenc', UPPER + '234567'));
    const s = j(fake(17, 'aws-urlenc-a', STD64), '/', fake(11, 'aws-urlenc-b', STD64), '+', fake(10, 'aws-urlenc-c', STD64));
    const enc = encodeURIComponent(s);
    return {
      placement: 'url',
      basis: 'transformed',
      rule: 'aws-access-token',
      vendor: 'AWS',
      note: 'AWS secret URL-encoded (%2F %2B) in a query string',
      text: `https://tools.acme.internal/aws/assume?key_id=${id}&secret=${enc}&region=eu-west-1`,
      secrets: [id, enc, s],
    };
  }),
  sec('r1-s-267', () => {
    const raw = j(
      fake(6, 'pct-a', LETTERS),
      '@',
      fake(5, 'pct-b', LAN),
      '/',
      fake(3, 'pct-c', DIGITS),
      '#',
      fake(4, 'pct-d', LETTERS),
      ':',
      fake(2, 'pct-e', DIGITS),
    );
    const enc = encodeURIComponent(raw);
    return {
      placement: 'connection-string',
      basis: 'transformed',
      note: 'password with @ / # : percent-encoded inside a postgres URL',
      text: `DATABASE_URL=postgresql://app:${enc}@db.internal:5432/app?sslmode=require`,
      secrets: [enc, raw],
    };
  }),
  sec('r1-s-268', () => {
    const t = j('gh', 'p_', fake(36, 'ghp-fullwidth'));
    const fw = fullwidth(t);
    return {
      placement: 'chat-paste',
      basis: 'transformed',
      rule: 'github-pat',
      vendor: 'GitHub',
      note: 'PAT in fullwidth forms (CJK input method)',
      text: `トークンはこれです：${fw}`,
      secrets: [fw, t],
    };
  }),
  sec('r1-s-269', () => {
    const t = j('np', 'm_', fake(36, 'npm-fullwidth'));
    const fw = fullwidth('NPM_TOKEN=' + t);
    return {
      placement: 'dotenv',
      basis: 'transformed',
      rule: 'npm-access-token',
      vendor: 'npm',
      note: 'a whole dotenv line in fullwidth forms',
      text: `# from the shared doc\n${fw}`,
      secrets: [fullwidth(t), t],
    };
  }),
  sec('r1-s-270', () => {
    const t = j('sk', '_live_', '51', fake(97, 'sk-concat'));
    const a = t.slice(0, 54);
    const b = t.slice(54);
    return {
      placement: 'code',
      basis: 'transformed',
      rule: 'stripe-access-token',
      vendor: 'Stripe',
      note: 'key split across a string concatenation',
      text: `const stripeKey =\n  "${a}" +\n  "${b}";`,
      secrets: [t, a, b],
    };
  }),
  sec('r1-s-271', () => {
    const p = pw('b64-chat-password');
    const enc = b64('admin:' + p);
    return {
      placement: 'chat-paste',
      basis: 'transformed',
      note: 'base64 of user:password pasted for a Basic header',
      text: `for the Authorization header just use Basic ${enc} — that's admin and the usual one`,
      secrets: [enc, p],
    };
  }),

  // ── other doors ──
  sec('r1-s-272', () => {
    const t = j('sk', '_live_', '51', fake(97, 'title-sk'));
    return {
      placement: 'title',
      basis: 'vendor',
      rule: 'stripe-access-token',
      vendor: 'Stripe',
      door: 'title',
      note: 'memory title quoting the leaked key',
      text: `Rotate leaked Stripe key ${t} after Friday's incident`,
      secrets: [t],
    };
  }),
  sec('r1-s-273', () => {
    const t = j('np', 'm_', fake(36, 'title-npm'));
    return {
      placement: 'title',
      basis: 'vendor',
      rule: 'npm-access-token',
      vendor: 'npm',
      door: 'title',
      note: 'title naming the expired token',
      text: `CI broken: NPM token ${t} expired`,
      secrets: [t],
    };
  }),
  sec('r1-s-274', () => {
    const p = pw('summary-pg');
    return {
      placement: 'summary',
      basis: 'context',
      door: 'summary',
      note: 'summary carrying a password',
      text: `Staging DB: user app, password ${p} (PGPASSWORD in .env.staging)`,
      secrets: [p],
    };
  }),
  sec('r1-s-275', () => {
    const t = j('dop', '_v1_', fake(64, 'summary-dop', HEX));
    return {
      placement: 'summary',
      basis: 'vendor',
      rule: 'digitalocean-pat',
      vendor: 'DigitalOcean',
      door: 'summary',
      note: 'summary naming the token the pipeline uses',
      text: `Deploy pipeline authenticates to DigitalOcean with ${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-276', () => {
    const t = j('xo', 'xb-', '1', fake(10, 'tag-xoxb-a', DIGITS), '-', '2', fake(12, 'tag-xoxb-b', DIGITS), '-', fake(24, 'tag-xoxb-c'));
    return {
      placement: 'tag',
      basis: 'vendor',
      rule: 'slack-bot-token',
      vendor: 'Slack',
      door: 'tags',
      note: 'a token pasted as a tag',
      text: t,
      secrets: [t],
    };
  }),
  sec('r1-s-277', () => {
    const k = fake(32, 'tag-apikey', LAN);
    return { placement: 'tag', basis: 'context', door: 'tags', note: 'key=value tag with an api key', text: `api_key=${k}`, secrets: [k] };
  }),
  sec('r1-s-278', () => {
    const t = j('hf', '_', fake(34, 'tag-hf', LETTERS));
    return {
      placement: 'tag',
      basis: 'vendor',
      rule: 'huggingface-access-token',
      vendor: 'Hugging Face',
      door: 'tags',
      note: 'HF token as a tag',
      text: `model-access:${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-279', () => {
    const id = j('AK', 'IA', fake(16, 'tripwire-akia', UPPER + '234567'));
    return {
      placement: 'tripwire',
      basis: 'vendor',
      rule: 'aws-access-token',
      vendor: 'AWS',
      door: 'tripwires',
      note: 'tripwire quoting the key id to watch for',
      text: `if ${id} shows up in CloudTrail again, page #sec-oncall before anything else`,
      secrets: [id],
    };
  }),
  sec('r1-s-280', () => {
    const t = j('rk', '_live_', '51', fake(97, 'tripwire-rk'));
    return {
      placement: 'tripwire',
      basis: 'both',
      rule: 'stripe-access-token',
      vendor: 'Stripe',
      door: 'tripwires',
      note: 'tripwire with an export line',
      text: `before touching billing/, run: export STRIPE_API_KEY=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-281', () => {
    const k = j('AGE-', 'SECRET-', 'KEY-1', fake(58, 'files-age', BECH32.toUpperCase()));
    return {
      placement: 'filesEdited',
      basis: 'vendor',
      rule: 'age-secret-key',
      vendor: 'age',
      door: 'filesEdited',
      note: 'an edited file named after the age identity it holds',
      text: `secrets/keys/${k}.txt`,
      secrets: [k],
    };
  }),
  sec('r1-s-282', () => {
    const t = j('GHSAT', '0AAAAAAC', fake(28, 'files-ghsat', UAN));
    return {
      placement: 'filesEdited',
      basis: 'both',
      vendor: 'GitHub',
      door: 'filesEdited',
      note: 'raw GitHub URL with its ?token= recorded as the edited file',
      text: `https://raw.githubusercontent.com/acme/infra/main/deploy/values.yaml?token=${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-283', () => {
    const p = upw(18, 'files-url');
    return {
      placement: 'filesEdited',
      basis: 'context',
      door: 'filesEdited',
      note: 'sftp URL with password as the edited path',
      text: `sftp://deploy:${p}@files.acme.io/etc/nginx/sites-enabled/api.conf`,
      secrets: [p],
    };
  }),
  sec('r1-s-284', () => {
    const k = fake(32, 'source-apikey', LAN);
    return {
      placement: 'source',
      basis: 'context',
      door: 'source',
      note: 'source reference URL with ?api_key=',
      text: `https://api.acme.io/v1/reports/weekly.csv?api_key=${k}`,
      secrets: [k],
    };
  }),
  sec('r1-s-285', () => {
    const t = j('gh', 's_', fake(36, 'source-ghs'));
    return {
      placement: 'source',
      basis: 'both',
      rule: 'github-app-token',
      vendor: 'GitHub',
      door: 'source',
      note: 'source reference with x-access-token userinfo and a line range',
      text: `https://x-access-token:${t}@github.com/acme/api/blob/main/src/billing.ts#L10-L42`,
      secrets: [t],
    };
  }),
  sec('r1-s-286', () => {
    const raw = fake(43, 'source-sas', STD64) + '=';
    const enc = encodeURIComponent(raw);
    return {
      placement: 'source',
      basis: 'context',
      vendor: 'Azure',
      door: 'source',
      note: 'Azure blob SAS URL as the source',
      text: `https://acmeprodlogs.blob.core.windows.net/exports/usage.json?sv=2022-11-02&sr=b&sp=r&se=2026-12-07T00:00:00Z&sig=${enc}`,
      secrets: [enc],
    };
  }),
  sec('r1-s-287', () => {
    const p = upw(14, 'query-curl');
    return {
      placement: 'query',
      basis: 'context',
      rule: 'curl-auth-user',
      door: 'query',
      note: 'recall query quoting a curl -u command',
      text: `why does curl -u admin:${p} get 401 from jenkins`,
      secrets: [p],
    };
  }),
  sec('r1-s-288', () => {
    const seg = fake(24, 'query-hook');
    const url = j('https://hooks.', 'slack.com/services/T', fake(10, 'query-hook-t', UAN), '/B', fake(10, 'query-hook-b', UAN), '/', seg);
    return {
      placement: 'query',
      basis: 'vendor',
      rule: 'slack-webhook-url',
      vendor: 'Slack',
      door: 'query',
      note: 'recall query containing a webhook URL',
      text: `slack webhook ${url} stopped posting`,
      secrets: [seg],
    };
  }),
  sec('r1-s-289', () => {
    const t = j('sk', '-ant-', 'api03-', fake(93, 'query-ant', URL64), 'AA');
    return {
      placement: 'query',
      basis: 'vendor',
      rule: 'anthropic-api-key',
      vendor: 'Anthropic',
      door: 'query',
      note: 'recall query with an API key',
      text: `rate limit errors with ${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-290', () => {
    const t = j('gh', 'p_', fake(36, 'path-ghp'));
    return {
      placement: 'projectPath',
      basis: 'vendor',
      rule: 'github-pat',
      vendor: 'GitHub',
      door: 'projectPath',
      note: 'a checkout folder named with a PAT',
      text: `/home/dana/src/${t}/api`,
      secrets: [t],
    };
  }),
  sec('r1-s-291', () => {
    const t = j('hf', '_', fake(34, 'path-hf', LETTERS));
    return {
      placement: 'projectPath',
      basis: 'vendor',
      rule: 'huggingface-access-token',
      vendor: 'Hugging Face',
      door: 'projectPath',
      note: 'a project folder whose name embeds an HF token',
      text: `/Users/sam/Projects/finetune-${t}`,
      secrets: [t],
    };
  }),
  sec('r1-s-292', () => {
    const t = j('gl', 'pat-', fake(20, 'path-glpat', URL64));
    return {
      placement: 'projectPath',
      basis: 'both',
      rule: 'gitlab-pat',
      vendor: 'GitLab',
      door: 'projectPath',
      note: 'Windows path from a botched clone that kept the URL userinfo',
      text: `C:\\Users\\dana\\source\\repos\\oauth2-${t}@gitlab.com\\infra`,
      secrets: [t],
    };
  }),

  // ══════════════════════════ near-misses (must survive byte for byte) ══════════════════════════
  near('r1-n-001', () => ({
    placement: 'log',
    basis: 'vendor',
    note: 'git log header: 40-hex commit and 7-hex parents',
    text: `commit ${fake(40, 'nm-sha-a', HEX)}\nMerge: ${fake(7, 'nm-sha-b', HEX)} ${fake(7, 'nm-sha-c', HEX)}\nAuthor: Dana Ortiz <dana@acme.io>\nDate:   Mon Nov 30 14:02:11 2026 +0100\n\n    fix(auth): refresh the session before expiry`,
  })),
  near('r1-n-002', () => ({
    placement: 'chat-paste',
    basis: 'vendor',
    note: 'short SHAs of 7, 10 and 12 hex',
    text: `Fixed in ${fake(7, 'nm-short-a', HEX)} (backport) and ${fake(12, 'nm-short-b', HEX)} on main; the regression came from ${fake(10, 'nm-short-c', HEX)}.`,
  })),
  near('r1-n-003', () => ({
    placement: 'shell-history',
    basis: 'vendor',
    note: 'cherry-pick of a full SHA',
    text: `git cherry-pick -x ${fake(40, 'nm-cherry', HEX)} && git push origin release/3.2`,
  })),
  near('r1-n-004', () => ({
    placement: 'log',
    basis: 'vendor',
    note: 'UUID request id in a log line',
    text: `2026-11-30T10:15:02.331Z INFO  http request_id=${uuid('nm-req')} method=GET path=/v1/orders status=200 duration_ms=41`,
  })),
  near('r1-n-005', () => ({
    placement: 'json',
    basis: 'vendor',
    note: 'UUIDs as record ids',
    text: `{"id": "${uuid('nm-rec')}", "org_id": "${uuid('nm-org')}", "created_at": "2026-11-30T10:15:02Z", "status": "active"}`,
  })),
  near('r1-n-006', () => ({
    placement: 'checksums',
    basis: 'vendor',
    note: 'sha256sum output',
    text: `${fake(64, 'nm-sha256-a', HEX)}  cairn-v0.9.0-linux-amd64.tar.gz\n${fake(64, 'nm-sha256-b', HEX)}  cairn-v0.9.0-darwin-arm64.tar.gz`,
  })),
  near('r1-n-007', () => ({
    placement: 'checksums',
    basis: 'vendor',
    note: 'sha512 hex digest',
    text: `SHA512 (node-v20.18.1.tar.xz) = ${fake(128, 'nm-sha512', HEX)}`,
  })),
  near('r1-n-008', () => ({
    placement: 'code',
    basis: 'vendor',
    note: 'SRI integrity attribute (sha384-base64)',
    text: `<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.6/dist/chart.umd.min.js" integrity="sha384-${fake(64, 'nm-sri', STD64)}" crossorigin="anonymous"></script>`,
  })),
  near('r1-n-009', () => ({
    placement: 'json',
    basis: 'vendor',
    note: 'package-lock integrity line',
    text: `"node_modules/zod": {\n  "version": "3.23.8",\n  "resolved": "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz",\n  "integrity": "sha512-${fake(86, 'nm-lock', STD64)}==",\n  "license": "MIT"\n}`,
  })),
  near('r1-n-010', () => ({
    placement: 'yaml',
    basis: 'vendor',
    note: 'yarn.lock entry: sha1 in the URL fragment and sha512 integrity',
    text: `zod@^3.23.8:\n  version "3.23.8"\n  resolved "https://registry.yarnpkg.com/zod/-/zod-3.23.8.tgz#${fake(40, 'nm-yarn-sha1', HEX)}"\n  integrity sha512-${fake(86, 'nm-yarn', STD64)}==`,
  })),
  near('r1-n-011', () => ({
    placement: 'dockerfile',
    basis: 'vendor',
    note: 'image pinned by digest',
    text: `FROM node:20.18.1-alpine@sha256:${fake(64, 'nm-docker-a', HEX)} AS build\nWORKDIR /app`,
  })),
  near('r1-n-012', () => ({
    placement: 'shell-history',
    basis: 'vendor',
    note: 'docker pull by digest',
    text: `docker pull ghcr.io/acme/api@sha256:${fake(64, 'nm-docker-b', HEX)}`,
  })),
  near('r1-n-013', () => ({
    placement: 'code',
    basis: 'transformed',
    note: 'base64 PNG data URI snippet',
    text: `<img alt="logo" width="16" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA${fake(160, 'nm-png', STD64)}AAAAAElFTkSuQmCC" />`,
  })),
  near('r1-n-014', () => ({
    placement: 'code',
    basis: 'transformed',
    note: 'base64 SVG data URI (decodes to markup)',
    text: `.icon-check { background-image: url("data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M6 11.2 2.8 8l-1.1 1.1L6 13.4l8.3-8.3-1.1-1.1z"/></svg>')}"); }`,
  })),
  near('r1-n-015', () => ({
    placement: 'yaml',
    basis: 'context',
    note: 'max_tokens is a number, not a token',
    text: `model: claude-sonnet-4-5\nmax_tokens: 4096\ntemperature: 0.2`,
  })),
  near('r1-n-016', () => ({
    placement: 'yaml',
    basis: 'context',
    note: 'auth: required is a policy value',
    text: `routes:\n  - path: /admin\n    auth: required\n    rate_limit: 100/min`,
  })),
  near('r1-n-017', () => ({
    placement: 'yaml',
    basis: 'context',
    note: 'password policy numbers',
    text: `password_min_length: 12\npassword_require_symbols: true\npassword_max_age_days: 90`,
  })),
  near('r1-n-018', () => ({
    placement: 'yaml',
    basis: 'context',
    note: 'token lifetimes',
    text: `token_ttl_seconds: 3600\nrefresh_token_ttl_seconds: 1209600`,
  })),
  near('r1-n-019', () => ({ placement: 'yaml', basis: 'context', note: 'tokenizer name', text: `tokenizer: cl100k_base\nchunk_size: 512\nchunk_overlap: 64` })),
  near('r1-n-020', () => ({
    placement: 'shell-history',
    basis: 'context',
    note: 'psql -p is the port',
    text: `psql -h localhost -p 5432 -U postgres -d app_test`,
  })),
  near('r1-n-021', () => ({
    placement: 'shell-history',
    basis: 'context',
    note: 'pg_dump -p is the port',
    text: `pg_dump -h db.internal -p 5433 -U app -Fc app > app.dump`,
  })),
  near('r1-n-022', () => ({
    placement: 'shell-history',
    basis: 'context',
    note: 'redis-cli -p is the port',
    text: `redis-cli -h cache.internal -p 6379 INFO memory`,
  })),
  near('r1-n-023', () => ({
    placement: 'shell-history',
    basis: 'context',
    note: 'mysql -P port; bare -p prompts and shop_prod is the database',
    text: `mysql -h db.internal -P 3306 -u app -p shop_prod`,
  })),
  near('r1-n-024', () => ({
    placement: 'log',
    basis: 'vendor',
    note: 'semantic version with build metadata',
    text: `Released cairn v0.9.0-rc.2+build.20261130.${fake(7, 'nm-build', HEX)} (node 20.18.1, pnpm 9.12.3)`,
  })),
  near('r1-n-025', () => ({
    placement: 'json',
    basis: 'vendor',
    note: 'IAM policy with ARNs and a public account id',
    text: `{"Effect": "Allow", "Principal": {"AWS": "arn:aws:iam::123456789012:role/github-actions-deploy"}, "Action": "sts:AssumeRole"}`,
  })),
  near('r1-n-026', () => ({
    placement: 'json',
    basis: 'vendor',
    note: 'sts get-caller-identity: AROA role id, account, ARN',
    text: `{\n    "UserId": "${j('AR', 'OA', fake(17, 'nm-aroa', UAN))}:dana@acme.io",\n    "Account": "123456789012",\n    "Arn": "arn:aws:sts::123456789012:assumed-role/AdministratorAccess/dana@acme.io"\n}`,
  })),
  near('r1-n-027', () => ({
    placement: 'shell-history',
    basis: 'vendor',
    note: 'SSH public key fingerprint',
    text: `$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:${fake(43, 'nm-fp', STD64)} dana@laptop (ED25519)`,
  })),
  near('r1-n-028', () => ({
    placement: 'config-file',
    basis: 'vendor',
    note: 'authorized_keys ed25519 public key line',
    text: `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${fake(43, 'nm-ed-pub', STD64)} dana@laptop`,
  })),
  near('r1-n-029', () => ({
    placement: 'config-file',
    basis: 'vendor',
    note: 'ssh-rsa public key line',
    text: `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ${fake(342, 'nm-rsa-pub', STD64)} ci@runner-07`,
  })),
  near('r1-n-030', () => ({
    placement: 'log',
    basis: 'vendor',
    note: 'ULID event id',
    text: `event_id=01JDXR${fake(20, 'nm-ulid', CROCKFORD)} type=order.created source=checkout`,
  })),
  near('r1-n-031', () => ({
    placement: 'code',
    basis: 'vendor',
    note: 'Stripe publishable key (public by design; gitleaks stripe rule covers only sk_/rk_)',
    text: `const stripe = Stripe('${j('pk', '_live_', '51', fake(97, 'nm-pk'))}');\nconst elements = stripe.elements();`,
  })),
  near('r1-n-032', () => ({
    placement: 'chat-paste',
    basis: 'context',
    note: '"secretary"',
    text: `The secretary of the board signed the minutes; the Secretary-General's office sent the agenda on Friday.`,
  })),
  near('r1-n-033', () => ({
    placement: 'chat-paste',
    basis: 'context',
    note: '"tokenize"',
    text: `We tokenize the input with the BPE tokenizer before counting tokens; tokenization costs about 3 µs per KB.`,
  })),
  near('r1-n-034', () => ({
    placement: 'chat-paste',
    basis: 'context',
    note: '"passwordless login"',
    text: `Switched the admin UI to passwordless login (magic links + WebAuthn); no more password resets.`,
  })),
  near('r1-n-035', () => ({
    placement: 'chat-paste',
    basis: 'context',
    note: '"the auth middleware"',
    text: `Bug is in the auth middleware: it reads the Authorization header before the body parser runs.`,
  })),
  near('r1-n-036', () => ({
    placement: 'code',
    basis: 'context',
    note: 'constants whose names contain credential words',
    text: `export const PASSWORD_FIELD_LABEL = "Password";\nexport const TOKEN_HEADER_NAME = "X-Api-Token";`,
  })),
  near('r1-n-037', () => ({ placement: 'dotenv', basis: 'context', note: 'placeholder changeme', text: `DB_USER=app\nPASSWORD=changeme` })),
  near('r1-n-038', () => ({ placement: 'yaml', basis: 'context', note: 'placeholder <your-token-here>', text: `github:\n  token: <your-token-here>` })),
  near('r1-n-039', () => ({
    placement: 'dotenv',
    basis: 'context',
    note: 'placeholder ${API_KEY}',
    text: 'API_KEY=${API_KEY}\nAPI_URL=${API_URL:-https://api.acme.io}',
  })),
  near('r1-n-040', () => ({
    placement: 'shell-history',
    basis: 'context',
    note: 'placeholder $DB_PASS after --password',
    text: './bin/seed --user admin --password $DB_PASS --host localhost',
  })),
  near('r1-n-041', () => ({ placement: 'dotenv', basis: 'context', note: 'placeholder your-api-key-here', text: `OPENAI_API_KEY=your-api-key-here` })),
  near('r1-n-042', () => ({
    placement: 'yaml',
    basis: 'context',
    note: 'placeholder xxxxxxxx',
    text: `smtp:\n  user: notifications@acme.io\n  password: xxxxxxxx`,
  })),
  near('r1-n-043', () => ({
    placement: 'shell-history',
    basis: 'context',
    note: 'elided sk-... example',
    text: `export OPENAI_API_KEY=sk-...   # get one at platform.openai.com/api-keys`,
  })),
  near('r1-n-044', () => ({
    placement: 'ci-config',
    basis: 'context',
    note: 'GitHub Actions secrets reference',
    text: '        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}',
  })),
  near('r1-n-045', () => ({
    placement: 'yaml',
    basis: 'context',
    note: 'Helm template expression',
    text: `  password: {{ .Values.postgresql.auth.password | quote }}`,
  })),
  near('r1-n-046', () => ({ placement: 'log', basis: 'context', note: 'masked password', text: `Connecting to db.internal:5432 as app (password: ********)` })),
  near('r1-n-047', () => ({
    placement: 'dotenv',
    basis: 'context',
    note: 'ghp_ followed by x placeholders (docs example)',
    text: `GITHUB_TOKEN=${j('gh', 'p_', 'x'.repeat(36))}`,
  })),
  near('r1-n-048', () => {
    const cert = pem('CERTIFICATE', pemBody('MIIBdzCCAR2gAwIBAgIQ', 'nm-ca', 320)) + '\n';
    return {
      placement: 'kubeconfig',
      basis: 'transformed',
      note: 'certificate-authority-data: base64 of a public CA certificate',
      text: `clusters:\n- cluster:\n    certificate-authority-data: ${b64(cert)}\n    server: https://10.0.0.10:6443\n  name: prod`,
    };
  }),
  near('r1-n-049', () => ({
    placement: 'key-file',
    basis: 'vendor',
    note: 'PEM PUBLIC KEY block',
    text: pem('PUBLIC KEY', ['MCowBQYDK2VwAyEA' + fake(43, 'nm-pub', STD64) + '=']),
  })),
  near('r1-n-050', () => ({
    placement: 'key-file',
    basis: 'vendor',
    note: 'PEM CERTIFICATE block',
    text: pem('CERTIFICATE', pemBody('MIIBdzCCAR2gAwIBAgIQ', 'nm-cert', 384)),
  })),
  near('r1-n-051', () => ({
    placement: 'chat-paste',
    basis: 'context',
    note: 'docs sentence with <token> placeholder',
    text: `Send requests with an Authorization: Bearer <token> header; tokens expire after an hour.`,
  })),
  near('r1-n-052', () => ({
    placement: 'json',
    basis: 'context',
    note: 'OAuth response metadata without any token value',
    text: `{"token_type":"Bearer","expires_in":3599,"scope":"repo read:org","created_at":1764497700}`,
  })),
  near('r1-n-053', () => ({
    placement: 'yaml',
    basis: 'context',
    note: 'settings with credential words and plain values',
    text: `session_timeout_minutes: 30\nsecret_scanning: enabled\napi_version: 2024-06-01\nkey_rotation_days: 90`,
  })),
  near('r1-n-054', () => ({
    placement: 'config-file',
    basis: 'vendor',
    note: 'go.sum h1: hashes',
    text: `golang.org/x/net v0.31.0 h1:${fake(43, 'nm-gosum-a', STD64)}=\ngolang.org/x/net v0.31.0/go.mod h1:${fake(43, 'nm-gosum-b', STD64)}=`,
  })),
  near('r1-n-055', () => ({
    placement: 'config-file',
    basis: 'vendor',
    note: 'Git LFS pointer',
    text: `version https://git-lfs.github.com/spec/v1\noid sha256:${fake(64, 'nm-lfs', HEX)}\nsize 18342911`,
  })),
  near('r1-n-056', () => ({
    placement: 'log',
    basis: 'vendor',
    note: 'Nix store path (base32 hash)',
    text: `/nix/store/${fake(32, 'nm-nix', '0123456789abcdfghijklmnpqrsvwxyz')}-openssl-3.0.15/lib/libssl.so.3`,
  })),
  near('r1-n-057', () => ({
    placement: 'chat-paste',
    basis: 'vendor',
    note: 'IPFS CIDv1',
    text: `pinned the docs bundle at ipfs://bafybei${fake(52, 'nm-cid', 'abcdefghijklmnopqrstuvwxyz234567')}`,
  })),
  near('r1-n-058', () => ({
    placement: 'chat-paste',
    basis: 'vendor',
    note: 'public Ethereum address',
    text: `send the test ETH to 0x${fake(40, 'nm-eth', HEX)} on Sepolia`,
  })),
  near('r1-n-059', () => ({
    placement: 'yaml',
    basis: 'context',
    note: 'Rails ERB env lookup',
    text: `production:\n  adapter: postgresql\n  password: <%= ENV["DATABASE_PASSWORD"] %>`,
  })),
  near('r1-n-060', () => ({
    placement: 'dotenv',
    basis: 'context',
    note: '.env.example with empty values',
    text: `# .env.example\nDB_PASSWORD=\nSTRIPE_SECRET_KEY=\nSESSION_SECRET=`,
  })),
  near('r1-n-061', () => ({
    placement: 'code',
    basis: 'context',
    note: 'secret read from the environment',
    text: `const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2024-06-20' });`,
  })),
  near('r1-n-062', () => ({
    placement: 'code',
    basis: 'context',
    note: 'password read from the environment in Python',
    text: `password = os.environ["DB_PASSWORD"]\nconn = psycopg2.connect(host=host, user="app", password=password)`,
  })),
  near('r1-n-063', () => ({
    placement: 'http-header',
    basis: 'vendor',
    note: 'CSP with a sha256 source hash',
    text: `Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-${fake(43, 'nm-csp', STD64)}='`,
  })),
  near('r1-n-064', () => ({
    placement: 'yaml',
    basis: 'vendor',
    note: 'Kubernetes object uid and resourceVersion',
    text: `metadata:\n  name: api-7d9f8c6b5-x2k4p\n  uid: ${uuid('nm-k8s-uid')}\n  resourceVersion: "48213377"`,
  })),
  near('r1-n-065', () => ({
    placement: 'json',
    basis: 'transformed',
    note: 'opaque base64 pagination cursor',
    text: `{"data": [], "next_cursor": "${b64(JSON.stringify({ offset: 50, limit: 25, sort: 'created_at' }))}"}`,
  })),
  near('r1-n-066', () => ({
    placement: 'tag',
    basis: 'vendor',
    door: 'tags',
    note: 'tag with a short SHA',
    text: `release-2026.11-sha-${fake(7, 'nm-tag', HEX)}`,
  })),
  near('r1-n-067', () => ({
    placement: 'query',
    basis: 'vendor',
    door: 'query',
    note: 'recall query naming a commit',
    text: `what changed in ${fake(7, 'nm-query', HEX)} regarding token refresh?`,
  })),
  near('r1-n-068', () => ({
    placement: 'source',
    basis: 'context',
    door: 'source',
    note: 'source reference to an auth file with line range',
    text: `src/auth/middleware.ts:120-168`,
  })),
  near('r1-n-069', () => ({
    placement: 'projectPath',
    basis: 'vendor',
    door: 'projectPath',
    note: 'project path containing a UUID folder',
    text: `/Users/sam/work/${uuid('nm-path')}/cairn`,
  })),
  near('r1-n-070', () => ({
    placement: 'title',
    basis: 'context',
    door: 'title',
    note: 'title mentioning max_tokens',
    text: `Raise max_tokens to 4096 for the summariser`,
  })),
  near('r1-n-071', () => ({
    placement: 'filesEdited',
    basis: 'context',
    door: 'filesEdited',
    note: 'edited file paths with credential words',
    text: `packages/tokenizer/src/password-policy.ts`,
  })),
  near('r1-n-072', () => ({
    placement: 'summary',
    basis: 'context',
    door: 'summary',
    note: 'summary with policy numbers and a short SHA',
    text: `Auth middleware now enforces password_min_length: 12 (since ${fake(9, 'nm-summary', HEX)})`,
  })),
  near('r1-n-073', () => ({
    placement: 'tripwire',
    basis: 'context',
    door: 'tripwires',
    note: 'tripwire about a sessions migration',
    text: `editing migrations/0042_add_session_tokens_table.sql`,
  })),
  near('r1-n-074', () => ({
    placement: 'source',
    basis: 'vendor',
    door: 'source',
    note: 'source URL pinned to a commit SHA',
    text: `https://github.com/acme/api/blob/${fake(40, 'nm-src-sha', HEX)}/src/billing.ts#L10-L42`,
  })),
];

/** Vendor (or key family) of each vendor-shaped secret case, by id. */
export const UNSEEN_VENDOR_BY_ID: Readonly<Record<string, string>> = VENDOR_BY_ID;
