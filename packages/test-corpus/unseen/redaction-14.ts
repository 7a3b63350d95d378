/**
 * Blind redaction set 14, written on 2026-12-07 by a helper (h56-blind) who had not read the
 * redactor, its patterns, its decoders, the instruction gate, provenance, attestation, their tests,
 * the committed corpus or the other blind sets' cases. Read: /work/HELPERS.md, the measure runner
 * `src/measureRedaction.ts` (its exported types — RedactionDoor, RedactionMeasureCase — and function
 * signatures only), the harness test `test/unseenRedaction.test.ts`, and redaction-13's header comment,
 * first ~60 lines (its alphabet constants and seeded generator, whose shape is reused here with a new
 * seed) and its `export` line. Issue texts #18/#19/#22 were not read this time.
 * Vendor token shapes come from the vendors' public formats as the writer remembers them (prefix,
 * alphabet, length, checksum); gitleaks rule ids are cited only where the writer believes the rule
 * exists. GitHub tokens (ghp_/gho_/ghu_/ghs_/ghr_) and npm tokens end in the base62 CRC32 of their
 * 30-character random part, computed here at run time.
 * The fictional project is "quillmark", a manuscript editor (Elixir/Phoenix with Oban and Ecto,
 * a Rust NIF via rustler, SvelteKit with pnpm, Forgejo, Woodpecker CI, Fly.io, Tigris storage,
 * Postmark mail, GlitchTip).
 * Secret cases put a credential where a careful tool must find it: config files (.env, YAML, JSON,
 * TOML, INI, runtime.exs, .npmrc, .pypirc, git credentials, docker config), shell history, chat
 * pastes, CI logs, URLs (query and userinfo), curl headers, Dockerfiles, Kubernetes manifests, SQL,
 * stack traces, terminal output with ANSI colours, multi-line values (PEM), values split over lines,
 * base64/hex/percent/JSON-escaped encodings, and every other door the harness offers (title, summary,
 * tags, tripwires, filesEdited, source, query, projectPath).
 * Near-misses (commit SHAs, UUIDs, digests, SRI and lockfile hashes, public keys, publishable keys,
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
let state = 0x14c0_ffee;
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

// CRC32 (IEEE) and base62, for the GitHub / npm checksums.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(s: string): number {
  let c = 0xffffffff;
  for (const b of Buffer.from(s, 'utf8')) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
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
/** A GitHub-style token: prefix, 30 random base62 characters, 6-character base62 CRC32 of them. */
function ghStyle(prefix: string): string {
  const random = faked(ALNUM, 30);
  return j(prefix, '_', random, base62(crc32(random), 6));
}

// Vendor tokens (every prefix split so the file holds no literal token).
const gh = (kind: 'p' | 'o' | 'u' | 's' | 'r'): string => ghStyle(j('gh', kind));
const ghFine = (): string => j('github', '_pat_', faked(ALNUM + '', 22), '_', faked(ALNUM, 59));
const npmTok = (): string => ghStyle(j('np', 'm'));
const awsId = (): string => j('AK', 'IA', faked(UPPER + '234567', 16, 'FAKE'));
const awsSecret = (): string => faked(B64CH, 40);
const slackBot = (): string => j('xo', 'xb-', pick(DIGITS, 12), '-', pick(DIGITS, 13), '-', faked(ALNUM, 24));
const slackUser = (): string => j('xo', 'xp-', pick(DIGITS, 12), '-', pick(DIGITS, 12), '-', pick(DIGITS, 13), '-', pick(HEXL, 32));
const slackHook = (): string => j('https://hooks.', 'slack.com/services/T', pick(UPPER + DIGITS, 8), '/B', pick(UPPER + DIGITS, 10), '/', faked(ALNUM, 24));
const stripeLive = (): string => j('sk', '_live_', faked(ALNUM, 99));
const stripeRestricted = (): string => j('rk', '_live_', faked(ALNUM, 99));
const openai = (): string => j('sk-', 'proj-', faked(URLCH, 74), 'T3Blbk', 'FJ', faked(URLCH, 74));
const anthropic = (): string => j('sk-', 'ant-', 'api03-', faked(URLCH, 93), 'AA');
const googleKey = (): string => j('AI', 'za', faked(URLCH, 35));
const gitlab = (): string => j('gl', 'pat-', faked(URLCH, 20));
const sendgrid = (): string => j('S', 'G.', faked(URLCH, 22), '.', faked(URLCH, 43));
const hf = (): string => j('h', 'f_', faked(LOWER + UPPER, 34));
const dop = (): string => j('do', 'p_v1_', pick(HEXL, 64));
const shopify = (): string => j('shp', 'at_', pick(HEXL, 32));
const telegram = (): string => j(pick(DIGITS, 10), ':AA', faked(URLCH, 33));
const linear = (): string => j('lin', '_api_', faked(ALNUM, 40));
const ageKey = (): string => j('AGE-SECRET', '-KEY-1', pick(BECH32, 58));
const vault = (): string => j('hv', 's.', faked(URLCH, 90));
const pypi = (): string => j('pyp', 'i-AgEIcHlwaS5vcmc', faked(URLCH, 70));
const mailgun = (): string => j('ke', 'y-', pick(HEXL, 32));
const databricks = (): string => j('da', 'pi', pick(HEXL, 32));
const twilio = (): string => j('S', 'K', pick(HEXL, 32));
const doppler = (): string => j('dp', '.pt.', faked(ALNUM, 43));
const tailscale = (): string => j('tskey', '-auth-', faked(ALNUM, 17), '-', faked(ALNUM, 33));
const atlassian = (): string => j('ATA', 'TT3xFfGF0', faked(URLCH, 170), '=', pick(HEXL.toUpperCase(), 8));
const flyTok = (): string => j('Fly', 'V1 fm2_', faked(B64CH, 180));
const azureKey = (): string => j(faked(B64CH, 86), '==');
const discordHook = (): string => j('https://discord.', 'com/api/webhooks/', pick(DIGITS, 19), '/', faked(URLCH, 68));
const postmark = (): string => [pick(HEXL, 8), pick(HEXL, 4), `4${pick(HEXL, 3)}`, `a${pick(HEXL, 3)}`, pick(HEXL, 12)].join('-');
const b64url = (s: string): string => Buffer.from(s, 'utf8').toString('base64url');
const jwt = (): string => j(b64url('{"alg":"HS256","typ":"JWT"}'), '.', b64url(`{"sub":"qm-svc-${pick(DIGITS, 6)}","role":"service_role","iat":1764000000}`), '.', faked(URLCH, 43));
const tigrisId = (): string => j('ti', 'd_', faked(URLCH, 30));
const tigrisSecret = (): string => j('tse', 'c_', faked(URLCH, 46));
const password = (): string => j(faked(ALNUM, 10, 'Fk'), '!', pick(DIGITS, 3), '%', pick(ALNUM, 6));
const secretKeyBase = (): string => faked(B64CH, 64);
const erlCookie = (): string => pick(UPPER, 20);
const opaque = (n = 40): string => faked(ALNUM, n);
const pemBody = (): string[] => Array.from({ length: 6 }, (_, i) => (i === 5 ? pick(B64CH, 24) + '==' : pick(B64CH, 64)));
const hexOf = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
const b64Of = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const ESC = '\x1b';

const cases: RedactionMeasureCase[] = [];
interface Opts {
  door?: RedactionDoor;
  rule?: string;
}
/** A secret case: the text written, the substrings that must vanish. */
function S(placement: string, basis: string, text: string, secrets: string[], opts: Opts = {}): void {
  cases.push({
    expect: 'secret',
    placement,
    basis,
    ...(opts.rule !== undefined ? { gitleaksRule: opts.rule } : {}),
    ...(opts.door !== undefined ? { door: opts.door } : {}),
    build: () => text,
    secrets: () => secrets,
  });
}
/** A near-miss: must be stored byte for byte. */
function N(placement: string, basis: string, text: string, door?: RedactionDoor): void {
  cases.push({ expect: 'near-miss', placement, basis, ...(door !== undefined ? { door } : {}), build: () => text, secrets: () => [] });
}

// ---- .env files ----
{
  const t = tigrisId();
  const s = tigrisSecret();
  S('env file', 'vendor-context', `# .env (local)\nAWS_ACCESS_KEY_ID=${t}\nAWS_SECRET_ACCESS_KEY=${s}\nBUCKET_NAME=quillmark-dev\nAWS_ENDPOINT_URL_S3=https://fly.storage.tigris.dev`, [t, s]);
}
{
  const p = postmark();
  S('env file', 'context-named', `POSTMARK_SERVER_TOKEN=${p}\nMAIL_FROM=books@quillmark.app`, [p]);
}
{
  const k = secretKeyBase();
  S('env file', 'context-named', `SECRET_KEY_BASE=${k}\nPHX_HOST=localhost\nPORT=4000`, [k]);
}
{
  const t = gh('p');
  S('env file', 'github-pat', `FORGEJO_MIRROR_TOKEN=unused\nGITHUB_TOKEN=${t}\n`, [t], { rule: 'github-pat' });
}
{
  const c = erlCookie();
  S('env file', 'context-named', `RELEASE_COOKIE=${c}\nRELEASE_DISTRIBUTION=name\nRELEASE_NODE=quillmark@fdaa::3`, [c]);
}
{
  const a = anthropic();
  S('env file', 'anthropic', `ANTHROPIC_API_KEY="${a}"  # summariser`, [a], { rule: 'anthropic-api-key' });
}
// ---- shell exports and history ----
{
  const t = flyTok();
  S('shell export', 'vendor-context', `export FLY_API_TOKEN="${t}"\nfly deploy -a quillmark`, [t.slice(8)]);
}
{
  const o = openai();
  S('shell export', 'openai', `$ export OPENAI_API_KEY=${o}\n$ mix run priv/scripts/alt_text.exs`, [o], { rule: 'openai-api-key' });
}
{
  const p = password();
  S('shell history', 'context-named', `  501  cd ~/src/quillmark\n  502  PGPASSWORD='${p}' psql -h quillmark-db.internal -U postgres quillmark_prod\n  503  mix test`, [p]);
}
{
  const t = gitlab();
  S('shell history', 'gitlab-pat', `  88  git clone https://oauth2:${t}@gitlab.com/qm-archive/fonts.git\n  89  ls fonts`, [t], { rule: 'gitlab-pat' });
}
{
  const t = npmTok();
  S('shell history', 'npm-token', `: 1764972000:0;npm config set //registry.npmjs.org/:_authToken ${t}\n: 1764972011:0;pnpm publish --filter @quillmark/schema`, [t], { rule: 'npm-access-token' });
}
{
  const k = stripeLive();
  S('shell history', 'stripe', `history | grep stripe\n 1207  curl https://api.stripe.com/v1/charges -u ${k}:`, [k], { rule: 'stripe-access-token' });
}
{
  const p = password();
  S('shell history', 'context-named', `  77  mysql -u legacy_import -p'${p}' -h 10.0.4.12 wp_books < export.sql`, [p]);
}
// ---- chat pastes ----
{
  const t = slackBot();
  S('chat paste', 'slack', `[10:42] marta: can you check why the export bot is silent? token is ${t} if you need it\n[10:43] kai: on it`, [t], { rule: 'slack-bot-token' });
}
{
  const t = hf();
  S('chat paste', 'huggingface', `ilse: use my HF token for the hyphenation model download → ${t} (will rotate tomorrow)`, [t], { rule: 'huggingface-access-token' });
}
{
  const a = awsId();
  const s = awsSecret();
  S('chat paste', 'aws', `kai 14:03\nold S3 creds from the wordpress days, still working:\n${a}\n${s}`, [a, s], { rule: 'aws-access-token' });
}
{
  const t = linear();
  S('chat paste', 'linear', `Marta: the Linear import script needs LINEAR_KEY — mine is ${t}, don't commit it pls`, [t], { rule: 'linear-api-key' });
}
{
  const p = password();
  S('chat paste', 'context-named', `Forgejo admin login for the migration: user "qm-admin", password ${p} — change after`, [p]);
}
// ---- CI logs ----
{
  const t = gh('s');
  S('ci log', 'github-app', `[step:mirror] 2026-12-06T22:14:05Z + git push https://x-access-token:${t}@github.com/quillmark/mirror.git main\n[step:mirror] Everything up-to-date`, [t], { rule: 'github-app-token' });
}
{
  const t = dop();
  S('ci log', 'digitalocean', `woodpecker | step backup | DEBUG env: DO_TOKEN=${t} SPACES_REGION=ams3`, [t], { rule: 'digitalocean-pat' });
}
{
  const t = sendgrid();
  S('ci log', 'sendgrid', `#12 0.412 warning: legacy mailer configured with key ${t}`, [t], { rule: 'sendgrid-api-token' });
}
{
  const k = secretKeyBase();
  S('ci log', 'context-named', `+ echo "SECRET_KEY_BASE=${k}" >> $GITHUB_ENV\n+ mix phx.digest`, [k]);
}
// ---- URLs ----
{
  const g = googleKey();
  S('url query', 'google', `Fonts preview: https://www.googleapis.com/webfonts/v1/webfonts?key=${g}&sort=popularity`, [g], { rule: 'gcp-api-key' });
}
{
  const o = opaque(32);
  S('url query', 'context-named', `Printer callback (from the logs): https://print.bookfab.example/api/v2/jobs?job=9912&access_token=${o}`, [o]);
}
{
  const p = password();
  S('url userinfo', 'context-named', `DATABASE_URL=ecto://quillmark:${p}@quillmark-db.flycast:5432/quillmark`, [p]);
}
{
  const p = password();
  S('url userinfo', 'context-named', `Repo mirror lives at https://deploy-bot:${p}@git.quillmark.app/quillmark/quillmark.git (bot account)`, [p]);
}
{
  const h = slackHook();
  S('url webhook', 'slack-webhook', `Release notifications go to ${h}`, [h.slice(h.lastIndexOf('/') + 1)], { rule: 'slack-webhook-url' });
}
{
  const h = discordHook();
  S('url webhook', 'discord-webhook', `community announcements webhook: ${h}`, [h.slice(h.lastIndexOf('/') + 1)]);
}
// ---- curl headers ----
{
  const t = gh('o');
  S('curl header', 'github-oauth', `curl -H "Authorization: token ${t}" https://api.github.com/user/repos`, [t], { rule: 'github-oauth' });
}
{
  const o = opaque(48);
  S('curl header', 'bearer', `curl -sS -X POST https://api.bookfab.example/v2/jobs \\\n  -H 'Authorization: Bearer ${o}' \\\n  -H 'Content-Type: application/json' -d @job.json`, [o]);
}
{
  const k = stripeRestricted();
  S('curl header', 'stripe', `curl https://api.stripe.com/v1/customers -H "Authorization: Bearer ${k}"`, [k], { rule: 'stripe-access-token' });
}
{
  const t = telegram();
  S('curl header', 'telegram', `curl "https://api.telegram.org/bot${t}/sendMessage" -d chat_id=-100123 -d text=deployed`, [t], { rule: 'telegram-bot-api-token' });
}
// ---- YAML ----
{
  const t = gh('p');
  S('yaml config', 'github-pat', `# .woodpecker/mirror.yml\nsteps:\n  mirror:\n    image: alpine/git\n    environment:\n      GH_TOKEN: ${t}\n    commands:\n      - git push --mirror https://$GH_TOKEN@github.com/quillmark/mirror.git`, [t], { rule: 'github-pat' });
}
{
  const p = password();
  S('yaml config', 'context-named', `services:\n  db:\n    image: postgres:17\n    environment:\n      POSTGRES_USER: quillmark\n      POSTGRES_PASSWORD: "${p}"`, [p]);
}
{
  const v = vault();
  S('yaml config', 'vault', `vault:\n  addr: https://vault.internal:8200\n  token: ${v}`, [v], { rule: 'vault-service-token' });
}
// ---- JSON ----
{
  const t = npmTok();
  S('json config', 'npm-token', `{\n  "registry": "https://registry.npmjs.org/",\n  "token": "${t}"\n}`, [t], { rule: 'npm-access-token' });
}
{
  const s = tigrisSecret();
  S('json config', 'context-named', `{"storage":{"endpoint":"https://fly.storage.tigris.dev","bucket":"quillmark-prod","secretAccessKey":"${s}"}}`, [s]);
}
{
  const a = anthropic();
  S('json config', 'anthropic', `// .vscode/settings.json\n{ "quillmark.summariser.apiKey": "${a}", "editor.formatOnSave": true }`, [a], { rule: 'anthropic-api-key' });
}
// ---- TOML ----
{
  const k = secretKeyBase();
  S('toml config', 'context-named', `# fly.toml (someone put it in [env] by mistake)\n[env]\n  PHX_HOST = "quillmark.app"\n  SECRET_KEY_BASE = "${k}"`, [k]);
}
{
  const t = pypi();
  S('toml config', 'pypi', `[tool.poetry.http-basic.pypi]\nusername = "__token__"\npassword = "${t}"`, [t], { rule: 'pypi-upload-token' });
}
{
  const t = databricks();
  S('toml config', 'databricks', `[analytics]\nhost = "https://adb-1234.azuredatabricks.net"\ntoken = "${t}"`, [t], { rule: 'databricks-api-token' });
}
// ---- INI and dotfiles ----
{
  const t = npmTok();
  S('ini dotfile', 'npm-token', `; ~/.npmrc\n//registry.npmjs.org/:_authToken=${t}\n@quillmark:registry=https://git.quillmark.app/api/packages/quillmark/npm/`, [t], { rule: 'npm-access-token' });
}
{
  const t = pypi();
  S('ini dotfile', 'pypi', `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${t}`, [t], { rule: 'pypi-upload-token' });
}
{
  const a = awsId();
  const s = awsSecret();
  S('ini dotfile', 'aws', `[default]\naws_access_key_id = ${a}\naws_secret_access_key = ${s}\nregion = auto`, [a, s], { rule: 'aws-access-token' });
}
{
  const t = gh('u');
  S('ini dotfile', 'github-user', `# ~/.git-credentials\nhttps://marta:${t}@github.com`, [t]);
}
// ---- Dockerfiles ----
{
  const t = npmTok();
  S('dockerfile', 'npm-token', `FROM node:22-alpine AS web\nWORKDIR /app\nENV NPM_TOKEN=${t}\nRUN pnpm install --frozen-lockfile`, [t], { rule: 'npm-access-token' });
}
{
  const k = secretKeyBase();
  S('dockerfile', 'context-named', `FROM hexpm/elixir:1.17.3-erlang-27.1-debian-bookworm AS build\nARG SECRET_KEY_BASE=${k}\nRUN mix release`, [k]);
}
{
  const t = gh('p');
  S('dockerfile', 'github-pat', `RUN git clone https://${t}@github.com/quillmark/private-fonts.git /fonts`, [t], { rule: 'github-pat' });
}
// ---- Kubernetes ----
{
  const p = password();
  S('k8s manifest', 'context-named', `apiVersion: v1\nkind: Secret\nmetadata:\n  name: quillmark-db\ntype: Opaque\nstringData:\n  password: ${p}`, [p]);
}
{
  const p = password();
  const enc = b64Of(p);
  S('k8s manifest', 'base64', `apiVersion: v1\nkind: Secret\nmetadata: { name: pg }\ndata:\n  POSTGRES_PASSWORD: ${enc}`, [enc, p]);
}
{
  const t = sendgrid();
  S('k8s manifest', 'sendgrid', `        env:\n        - name: SENDGRID_API_KEY\n          value: "${t}"`, [t], { rule: 'sendgrid-api-token' });
}
// ---- SQL ----
{
  const o = opaque(40);
  S('sql', 'context-named', `INSERT INTO api_clients (name, client_secret) VALUES ('bookfab', '${o}');`, [o]);
}
{
  const p = password();
  S('sql', 'context-named', `ALTER ROLE quillmark_ro WITH LOGIN PASSWORD '${p}';`, [p]);
}
{
  const t = shopify();
  S('sql', 'shopify', `UPDATE storefronts SET access_token = '${t}' WHERE shop = 'kleinverlag.myshopify.com';`, [t], { rule: 'shopify-access-token' });
}
// ---- stack traces and app errors ----
{
  const p = password();
  S('stack trace', 'context-named', `** (DBConnection.ConnectionError) connection not available\n    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1078\n  config: [hostname: "quillmark-db.flycast", username: "quillmark", password: "${p}", database: "quillmark"]`, [p]);
}
{
  const s = tigrisSecret();
  S('stack trace', 'context-named', `%Req.Response{status: 403, ...}\n  request options: %{aws_sigv4: [access_key_id: "tid_xx", secret_access_key: "${s}", service: :s3]}`, [s]);
}
{
  const t = mailgun();
  S('stack trace', 'mailgun', `thread 'main' panicked at src/notify.rs:41:9:\nmailgun request failed: api_key=${t} domain=mg.quillmark.app`, [t], { rule: 'mailgun-private-api-token' });
}
// ---- terminal output with colours ----
{
  const t = gh('p');
  S('terminal colour', 'github-pat', `${ESC}[1;32m✓${ESC}[0m Logged in to github.com as marta\n${ESC}[2m  Token: ${ESC}[0m${ESC}[33m${t}${ESC}[0m`, [t], { rule: 'github-pat' });
}
{
  const k = stripeLive();
  S('terminal colour', 'stripe', `${ESC}[36m[stripe-cli]${ESC}[0m Ready! Your webhook signing secret is ${ESC}[1m${k}${ESC}[22m`, [k]);
}
{
  const s = awsSecret();
  S('terminal colour', 'context-named', `${ESC}[34mAWS_SECRET_ACCESS_KEY${ESC}[0m=${ESC}[31m${s}${ESC}[0m`, [s]);
}
// ---- multi-line values ----
{
  const body = pemBody();
  S('multi-line pem', 'private-key', ['Deploy key for the fonts repo:', j('-----BEGIN OPENSSH', ' PRIVATE KEY-----'), ...body, j('-----END OPENSSH', ' PRIVATE KEY-----')].join('\n'), body.slice(0, 5), { rule: 'private-key' });
}
{
  const body = pemBody();
  S('multi-line pem', 'private-key', `{"type":"service_account","project_id":"qm-fonts","private_key":"${j('-----BEGIN', ' PRIVATE KEY-----')}\\n${body.join('\\n')}\\n${j('-----END', ' PRIVATE KEY-----')}\\n","client_email":"fonts@qm-fonts.iam.gserviceaccount.com"}`, body.slice(0, 5), { rule: 'private-key' });
}
{
  const body = pemBody();
  S('multi-line pem', 'private-key', `tls:\n  key: |\n    ${j('-----BEGIN EC', ' PRIVATE KEY-----')}\n    ${body.join('\n    ')}\n    ${j('-----END EC', ' PRIVATE KEY-----')}`, body.slice(0, 5), { rule: 'private-key' });
}
// ---- values split over lines ----
{
  const t = gh('p');
  const a = t.slice(0, 20);
  const b = t.slice(20);
  S('split over lines', 'github-pat', `GH_TOKEN="${a}\\\n${b}"`, [t, b]);
}
{
  const t = openai();
  const parts = [t.slice(0, 60), t.slice(60, 120), t.slice(120)];
  S('split over lines', 'openai', `openai key (wrapped by the terminal):\n${parts.join('\n')}`, [t, parts[1]!, parts[2]!]);
}
{
  const k = azureKey();
  const a = k.slice(0, 44);
  const b = k.slice(44);
  S('split over lines', 'azure-storage', `AccountKey: >-\n  ${a}\n  ${b}`, [k, a, b]);
}
// ---- encodings ----
{
  const t = gh('p');
  const e = b64Of(t);
  S('base64 encoded', 'github-pat', `GH_TOKEN_B64=${e}  # base64 so the yaml parser leaves it alone`, [e, t]);
}
{
  const a = anthropic();
  const e = b64Of(a);
  S('base64 encoded', 'anthropic', `summariser.key (base64): ${e}`, [e, a]);
}
{
  const p = password();
  const e = b64Of(`deploy:${p}`);
  S('base64 encoded', 'basic-auth', `curl -H "Authorization: Basic ${e}" https://git.quillmark.app/api/v1/user`, [e, p]);
}
{
  const t = gh('p');
  const e = b64Of(`marta:${t}`);
  S('base64 encoded', 'docker-config', `{\n  "auths": {\n    "ghcr.io": { "auth": "${e}" }\n  }\n}`, [e, t]);
}
{
  const t = slackBot();
  const e = hexOf(t);
  S('hex encoded', 'slack', `SLACK_TOKEN_HEX=${e}`, [e, t]);
}
{
  const s = awsSecret();
  const e = hexOf(s);
  S('hex encoded', 'aws', `secret (hex, from the vault export): ${e}`, [e, s]);
}
{
  const k = azureKey();
  const e = encodeURIComponent(k);
  S('percent encoded', 'azure-storage', `https://qmfonts.blob.core.windows.net/?comp=list&sig=${e}&sv=2022-11-02`, [e, k]);
}
{
  const p = `${password()}/+=`;
  const e = encodeURIComponent(p);
  S('percent encoded', 'context-named', `DATABASE_URL=postgres://quillmark:${e}@localhost:5432/quillmark_dev`, [e, p]);
}
{
  const t = npmTok();
  const e = [...t].map((ch) => `\\u00${ch.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  S('json escaped', 'npm-token', `{"npmToken":"${e}"}`, [e, t]);
}
{
  const t = gh('p');
  const e = [...t].map((ch) => `\\x${ch.charCodeAt(0).toString(16)}`).join('');
  S('json escaped', 'github-pat', `printf '${e}' > ~/.config/gh/token`, [e, t]);
}
// ---- Elixir config ----
{
  const k = secretKeyBase();
  S('elixir config', 'context-named', `config :quillmark, QuillmarkWeb.Endpoint,\n  url: [host: "quillmark.app"],\n  secret_key_base: "${k}"`, [k]);
}
{
  const p = postmark();
  S('elixir config', 'context-named', `config :quillmark, Quillmark.Mailer,\n  adapter: Swoosh.Adapters.Postmark,\n  api_key: "${p}"`, [p]);
}
{
  const o = opaque(44);
  S('elixir config', 'context-named', `config :oban, Oban.Pro, license_key: "${o}"`, [o]);
}
// ---- misc vendors in prose ----
{
  const t = ageKey();
  S('prose', 'age', `The backup encryption identity is ${t}; keep it in 1Password.`, [t], { rule: 'age-secret-key' });
}
{
  const t = twilio();
  const sec = pick(HEXL, 32);
  S('prose', 'twilio', `SMS alerts: twilio API key ${t}, secret ${sec}`, [t, sec], { rule: 'twilio-api-key' });
}
{
  const t = doppler();
  S('prose', 'doppler', `doppler service token for staging: ${t}`, [t], { rule: 'doppler-api-token' });
}
{
  const t = tailscale();
  S('prose', 'tailscale', `To join the build box to the tailnet use auth key ${t} (reusable, expires in 90d)`, [t]);
}
{
  const t = atlassian();
  S('prose', 'atlassian', `Jira import used token ${t}`, [t], { rule: 'atlassian-api-token' });
}
{
  const t = jwt();
  S('prose', 'jwt', `The storefront calls us with this service JWT: ${t}`, [t], { rule: 'jwt' });
}
{
  const t = ghFine();
  S('prose', 'github-fine-grained', `fine-grained PAT for the mirror (read-only): ${t}`, [t], { rule: 'github-fine-grained-pat' });
}
{
  const t = slackUser();
  S('prose', 'slack', `old user token from the export script: ${t}`, [t], { rule: 'slack-user-token' });
}
{
  const t = gh('r');
  S('prose', 'github-refresh', `refresh token returned by the app flow: ${t}`, [t], { rule: 'github-refresh-token' });
}
// ---- markdown tables and docs ----
{
  const p = password();
  const q = password();
  S('markdown table', 'context-named', `| service | user | password |\n|---|---|---|\n| staging db | quillmark | ${p} |\n| grafana | admin | ${q} |`, [p, q]);
}
{
  const t = hf();
  const g = googleKey();
  S('markdown table', 'vendor-mixed', `| key | value |\n|-----|-------|\n| HF_TOKEN | \`${t}\` |\n| GOOGLE_FONTS_KEY | \`${g}\` |`, [t, g]);
}

// ---- more carriers, each paired with several vendors in turn ----
type Maker = [basis: string, env: string, make: () => string, rule?: string];
const MAKERS: Maker[] = [
  ['github-pat', 'GITHUB_TOKEN', () => gh('p'), 'github-pat'],
  ['npm-token', 'NPM_TOKEN', npmTok, 'npm-access-token'],
  ['slack', 'SLACK_BOT_TOKEN', slackBot, 'slack-bot-token'],
  ['stripe', 'STRIPE_SECRET_KEY', stripeLive, 'stripe-access-token'],
  ['openai', 'OPENAI_API_KEY', openai, 'openai-api-key'],
  ['anthropic', 'ANTHROPIC_API_KEY', anthropic, 'anthropic-api-key'],
  ['gitlab-pat', 'GITLAB_TOKEN', gitlab, 'gitlab-pat'],
  ['sendgrid', 'SENDGRID_API_KEY', sendgrid, 'sendgrid-api-token'],
  ['huggingface', 'HF_TOKEN', hf, 'huggingface-access-token'],
  ['digitalocean', 'DIGITALOCEAN_TOKEN', dop, 'digitalocean-pat'],
  ['linear', 'LINEAR_API_KEY', linear, 'linear-api-key'],
  ['vault', 'VAULT_TOKEN', vault, 'vault-service-token'],
  ['google', 'GOOGLE_API_KEY', googleKey, 'gcp-api-key'],
  ['doppler', 'DOPPLER_TOKEN', doppler, 'doppler-api-token'],
  ['context-named', 'TIGRIS_SECRET_ACCESS_KEY', tigrisSecret],
];
type Carrier = [placement: string, wrap: (env: string, v: string) => string];
const CARRIERS: Carrier[] = [
  ['github actions', (e, v) => `jobs:\n  publish:\n    runs-on: ubuntu-latest\n    env:\n      ${e}: ${v}\n    steps:\n      - run: pnpm publish`],
  ['terraform tfvars', (e, v) => `# terraform.tfvars\n${e.toLowerCase()} = "${v}"\nregion = "ams"`],
  ['docker run', (e, v) => `docker run --rm -e ${e}=${v} -p 4000:4000 registry.fly.io/quillmark:latest`],
  ['systemd unit', (e, v) => `[Service]\nEnvironment=${e}=${v}\nExecStart=/opt/quillmark/bin/quillmark start`],
  ['python snippet', (e, v) => `import os\nos.environ["${e}"] = "${v}"  # TODO remove before commit`],
  ['js snippet', (e, v) => `const client = createClient({ apiKey: process.env.${e} ?? '${v}' });`],
  ['iex session', (e, v) => `iex(quillmark@fdaa::3)1> System.get_env("${e}")\n"${v}"`],
  ['structured log', (e, v) => `{"level":"debug","ts":"2026-12-06T21:00:03Z","msg":"boot env","${e}":"${v}","app":"quillmark"}`],
  ['helm values', (e, v) => `# values.prod.yaml\nenv:\n  - name: ${e}\n    value: "${v}"`],
  ['makefile', (e, v) => `deploy:\n\t${e}=${v} fly deploy --remote-only`],
  ['rust snippet', (e, v) => `let key = std::env::var("${e}").unwrap_or_else(|_| "${v}".to_string());`],
  ['powershell', (e, v) => `PS C:\\src\\quillmark> $env:${e} = "${v}"`],
];
{
  let m = 0;
  for (const [placement, wrap] of CARRIERS) {
    for (let k = 0; k < 5; k++) {
      const [basis, env, make, rule] = MAKERS[m % MAKERS.length]!;
      m++;
      const v = make();
      S(placement, basis, wrap(env, v), [v], rule !== undefined ? { rule } : {});
    }
  }
}

// ---- prose in other languages (people paste credentials in their own words) ----
{
  const t = gh('p');
  S('prose other language', 'github-pat', `Token do GitHub para o espelho: ${t} — não compartilhe.`, [t], { rule: 'github-pat' });
}
{
  const p = password();
  S('prose other language', 'context-named', `Staging-Datenbank: Benutzer quillmark, Passwort ${p}`, [p]);
}
{
  const t = npmTok();
  S('prose other language', 'npm-token', `npm 发布令牌是 ${t}，下周轮换。`, [t], { rule: 'npm-access-token' });
}
{
  const p = password();
  S('prose other language', 'context-named', `ステージングの管理者パスワード：${p}`, [p]);
}

// ---- other doors ----
{
  const t = gh('p');
  S('title door', 'github-pat', `mirror token ${t}`, [t], { door: 'title', rule: 'github-pat' });
}
{
  const p = password();
  S('title door', 'context-named', `staging db password=${p}`, [p], { door: 'title' });
}
{
  const t = stripeLive();
  S('summary door', 'stripe', `Stripe live key is ${t}; payouts go through it.`, [t], { door: 'summary' });
}
{
  const a = anthropic();
  S('summary door', 'anthropic', `summariser uses ${a}`, [a], { door: 'summary' });
}
{
  const t = slackBot();
  S('tag door', 'slack', t, [t], { door: 'tags' });
}
{
  const t = hf();
  S('tag door', 'huggingface', `hf:${t}`, [t], { door: 'tags' });
}
{
  const t = npmTok();
  S('tripwire door', 'npm-token', `when publishing use ${t}`, [t], { door: 'tripwires' });
}
{
  const p = password();
  S('tripwire door', 'context-named', `if psql asks, PGPASSWORD=${p}`, [p], { door: 'tripwires' });
}
{
  const t = gh('p');
  S('files door', 'github-pat', `secrets/${t}.txt`, [t], { door: 'filesEdited' });
}
{
  const t = gitlab();
  S('files door', 'gitlab-pat', `tmp/token-${t}.json`, [t], { door: 'filesEdited' });
}
{
  const o = opaque(32);
  S('source door', 'url-query', `https://print.bookfab.example/jobs?access_token=${o}`, [o], { door: 'source' });
}
{
  const p = password();
  S('source door', 'url-userinfo', `https://deploy:${p}@git.quillmark.app/quillmark/quillmark.git`, [p], { door: 'source' });
}
{
  const t = gh('p');
  S('query door', 'github-pat', `why does ${t} get 401 from the mirror`, [t], { door: 'query' });
}
{
  const k = stripeLive();
  S('query door', 'stripe', `payouts failing with key ${k}`, [k], { door: 'query' });
}
{
  const t = gh('p');
  S('project path door', 'github-pat', `/home/marta/src/${t}/quillmark`, [t], { door: 'projectPath' });
}
{
  const p = password();
  S('project path door', 'context-named', `/srv/checkouts/password=${p}/quillmark`, [p], { door: 'projectPath' });
}

// ---- near-misses: must stay byte for byte ----
const sha1 = (): string => pick(HEXL, 40);
const sha256 = (): string => pick(HEXL, 64);
const uuid = (): string => [pick(HEXL, 8), pick(HEXL, 4), `4${pick(HEXL, 3)}`, `8${pick(HEXL, 3)}`, pick(HEXL, 12)].join('-');
N('commit sha', 'git-sha', `Reverted ${sha1()} ("typeset: drop rayon for short chapters"); the regression started at ${sha1().slice(0, 12)}.`);
N('commit sha', 'git-sha', `git bisect good ${sha1()}\ngit bisect bad ${sha1()}`);
N('commit sha', 'git-sha', `Woodpecker pipeline #812 built commit ${sha1()} on main.`);
N('digest', 'sha256', `registry.fly.io/quillmark@sha256:${sha256()}`);
N('digest', 'sha256', `sha256sum quillmark-0.19.3.tar.gz\n${sha256()}  quillmark-0.19.3.tar.gz`);
N('digest', 'sha256', `FROM hexpm/elixir:1.17.3-erlang-27.1-debian-bookworm@sha256:${sha256()}`);
N('lockfile hash', 'sri', `"node_modules/zod": {\n  "version": "3.23.8",\n  "integrity": "sha512-${pick(B64CH, 86)}=="\n}`);
N('lockfile hash', 'sri', `<script src="/assets/app.js" integrity="sha384-${pick(B64CH, 64)}" crossorigin="anonymous"></script>`);
N('lockfile hash', 'cargo-lock', `[[package]]\nname = "hyphenation"\nversion = "0.8.4"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${sha256()}"`);
N('lockfile hash', 'mix-lock', `"oban": {:hex, :oban, "2.18.3", "${sha256()}", [:mix], [], "hexpm", "${sha256()}"},`);
N('lockfile hash', 'pnpm-lock', `  /svelte@5.1.0:\n    resolution: {integrity: sha512-${pick(B64CH, 86)}==}`);
N('uuid', 'uuid', `Manuscript ${uuid()} failed to export (chapter ${uuid()}).`);
N('uuid', 'uuid', `{"job_id":"${uuid()}","queue":"exports","attempt":2}`);
N('uuid', 'uuid', `Oban job args: %{"manuscript_id" => "${uuid()}"}`);
N('public key', 'ssh-public', `Deploy key (public half, fine to share): ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${pick(B64CH, 43)} deploy@quillmark`);
N('public key', 'age-public', `Backups are encrypted to recipient age1${pick('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`);
N('public key', 'pem-public', ['-----BEGIN PUBLIC KEY-----', pick(B64CH, 64), pick(B64CH, 64), pick(B64CH, 24), '-----END PUBLIC KEY-----'].join('\n'));
N('publishable key', 'stripe-publishable', `STRIPE_PUBLISHABLE_KEY=${j('pk', '_test_')}${pick(ALNUM, 99)}`);
N('publishable key', 'stripe-publishable', `<script>window.STRIPE_PK = "${j('pk', '_live_')}${pick(ALNUM, 99)}";</script>`);
N('placeholder', 'placeholder', 'FLY_API_TOKEN=<your-fly-token>\nSECRET_KEY_BASE=<run mix phx.gen.secret>');
N('placeholder', 'placeholder', 'POSTMARK_SERVER_TOKEN=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx');
N('placeholder', 'placeholder', 'export OPENAI_API_KEY="sk-..."   # put yours here');
N('placeholder', 'placeholder', `GITHUB_TOKEN=${j('gh', 'p_')}${'X'.repeat(36)}`);
N('placeholder', 'placeholder', 'password: "changeme-in-production"  # docker-compose.dev.yml only; the real one comes from fly secrets');
N('placeholder', 'placeholder', 'AWS_SECRET_ACCESS_KEY=your_secret_access_key_here');
N('secret reference', 'reference', 'env:\n  FLY_API_TOKEN: ${{ secrets.FLY_API_TOKEN }}');
N('secret reference', 'reference', 'secret_key_base: System.fetch_env!("SECRET_KEY_BASE")');
N('secret reference', 'reference', '        - name: POSTGRES_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: quillmark-db\n              key: password');
N('secret reference', 'reference', 'environment:\n  GH_TOKEN:\n    from_secret: gh_token');
N('secret reference', 'reference', 'POSTGRES_PASSWORD_FILE=/run/secrets/pg_password');
N('secret reference', 'reference', 'vault kv get -field=token secret/quillmark/prod/tigris');
N('secret reference', 'reference', 'op read "op://Quillmark/Postmark/credential"');
N('non-secret setting', 'setting', 'config :quillmark, :auth, password_min_length: 12, token_ttl_seconds: 3600, max_login_attempts: 5');
N('non-secret setting', 'setting', 'PASSWORD_RESET_TIMEOUT=86400\nSESSION_COOKIE_NAME=_quillmark_key\nSESSION_SIGNING_SALT_LENGTH=8');
N('non-secret setting', 'setting', '{"auth":{"type":"bearer","header":"Authorization","tokenPrefix":"Bearer"}}');
N('non-secret setting', 'setting', 'api_key_header = "X-Api-Key"\nsecret_rotation_days = 90');
N('non-secret setting', 'setting', 'fly secrets list\nNAME                    DIGEST                  CREATED AT\nDATABASE_URL            ' + pick(HEXL, 16) + '        2026-10-02T10:11:12Z\nSECRET_KEY_BASE         ' + pick(HEXL, 16) + '        2026-10-02T10:11:12Z');
N('non-secret setting', 'setting', 'The token bucket refills 20 tokens per second; `Quillmark.RateLimit.token_cost(:export)` is 5.');
N('non-secret setting', 'setting', 'Erlang distribution uses RELEASE_COOKIE from fly secrets; the cookie name is just "quillmark".');
N('identifier', 'identifier', 'The function `Quillmark.Accounts.verify_password/2` uses Argon2 via the argon2_elixir NIF.');
N('identifier', 'identifier', 'Column `users.hashed_password` stores `$argon2id$v=19$m=65536,t=3,p=4$...` style hashes (never the password).');
N('identifier', 'identifier', 'secretKeyBaseLength = 64; apiTokenPrefix = "qm_"; const TOKEN_HEADER = "x-qm-token";');
N('content hash', 'asset-hash', `priv/static/assets/app-${pick(HEXL, 32)}.js\npriv/static/assets/app-${pick(HEXL, 32)}.css`);
N('content hash', 'etag', `HTTP/2 200\netag: "${pick(HEXL, 32)}"\ncache-control: public, max-age=31536000, immutable`);
N('content hash', 'go-sum', `golang.org/x/text v0.19.0 h1:${pick(B64CH, 43)}=`);
N('content hash', 'git-object', `git cat-file -p ${sha1()}\ntree ${sha1()}\nparent ${sha1()}\nauthor Marta <marta@quillmark.app> 1764972000 +0100`);
N('encoded non-secret', 'base64', `Inline 1x1 tracking-free placeholder: data:image/png;base64,${b64Of('PNG placeholder image bytes for the editor skeleton')}`);
N('encoded non-secret', 'base64', `JWT header for reference (no payload, no signature): ${b64url('{"alg":"HS256","typ":"JWT"}')}`);
N('encoded non-secret', 'hex', `Magic bytes of a PDF: ${hexOf('%PDF-1.7')}; we check them before storing uploads.`);
N('id', 'public-id', 'Sentry/GlitchTip project id 12, org slug quillmark, Fly app id quillmark, machine 3d8d9e1b2c4e98.');
N('id', 'public-id', 'Stripe price ids: price_1QFakeMonthly0001, price_1QFakeYearly00001; product prod_QFakeBooks001.');
N('id', 'public-id', `Fly machine ids: ${pick(HEXL, 14)}, ${pick(HEXL, 14)}; volume vol_${pick(LOWER + DIGITS, 16)}`);
N('id', 'aws-arn', 'arn:aws:iam::123456789012:role/quillmark-backup (account id is not a secret)');
N('numbers', 'numeric', `Build ${pick(DIGITS, 10)} ran in 412 s; cache key web-${pick(HEXL, 40)}.`);
N('numbers', 'numeric', 'Twilio account SID is not the auth token; the runbook names only the API key id.');
N('near-miss door', 'git-sha', `fix export for ${sha1()}`, 'title');
N('near-miss door', 'uuid', `manuscript ${uuid()}`, 'summary');
N('near-miss door', 'placeholder', 'token=<redacted-by-author>', 'tags');
N('near-miss door', 'digest', `sha256:${sha256()}`, 'query');

/** Every case of the set: secrets then near-misses. */
export const UNSEEN_SECRET_CASES: readonly RedactionMeasureCase[] = cases;
