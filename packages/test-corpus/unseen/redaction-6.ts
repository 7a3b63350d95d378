/**
 * Blind redaction set 6, written on 2026-12-06 by a helper (h48-blind) who had not read the
 * redactor, its patterns, its tests, the committed corpus or the other blind sets' cases (only the
 * header and exported shape of redaction-5 and the runner were read). Vendor token shapes were
 * re-derived from the vendors' documented formats (prefix, alphabet, length), not copied from a
 * scanner's rule file. Secret cases place a credential where a careful tool must find it: vendor
 * tokens in prose and code, context-named values in .env, YAML, TOML, JSON, INI, netrc, Docker and
 * kube configs (labels in twelve human languages), CLI flags, DSNs, HTTP headers, logs, stack
 * traces and chat pastes, and transformed forms (glued to letters, inside ANSI colour codes,
 * escaped as \uXXXX, \xXX, octal, CSS, quoted-printable and HTML entities, base64, base64url, hex
 * and percent-encoded, split over spaces, lines and zero-width characters, re-cased), some through
 * doors other than the text. Near-misses (SHAs, UUIDs, digests, integrity strings, placeholders,
 * public keys, counts, trace ids) hold no credential and must be stored byte for byte, some
 * through tags, the recall query, the source or the project path. Placements name kinds of place
 * (several cases each), so a per-placement figure never names one case. Every secret-looking
 * value is fake (a FAKE, fake or dead marker in it) and assembled at run time from split prefixes
 * and a small generator, so no scanner trips on this file. Never tuned against: figures are
 * reported, not fitted.
 */
import type { RedactionDoor, RedactionMeasureCase } from '../src/measureRedaction.js';

const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LO = 'abcdefghijklmnopqrstuvwxyz';
const NUM = '0123456789';
const AN = UP + LO + NUM;
const HX = '0123456789abcdef';
const B64 = AN + '+/';
const BECH = 'ACDEFGHJKLMNPQRSTUVWXYZ023456789';

let seed = 7;
/** A fake string of exactly `n` characters: `mark` then characters of `alphabet` (xorshift32; each call differs). */
function gen(n: number, alphabet = AN, mark = 'FAKE'): string {
  seed = (seed * 1_000_003 + 12_345) >>> 0 || 1;
  let x = seed;
  let out = mark;
  while (out.length < n) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out += alphabet[x % alphabet.length];
  }
  return out.slice(0, n);
}
/** Joins parts so that no vendor prefix is written whole in this file. */
const j = (...parts: string[]): string => parts.join('');
const pass = (n = 20): string => gen(n, AN + '#%+=!', 'Fake');
const hexpart = (n: number): string => gen(n, HX, 'dead');

const enc = {
  b64: (s: string): string => Buffer.from(s, 'utf8').toString('base64'),
  b64url: (s: string): string => Buffer.from(s, 'utf8').toString('base64url'),
  hex: (s: string): string => Buffer.from(s, 'utf8').toString('hex'),
  url: (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  uni: (s: string): string => [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
  xesc: (s: string): string => [...s].map((c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
  octal: (s: string): string => [...s].map((c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`).join(''),
  css: (s: string): string => [...s].map((c) => `\\${c.charCodeAt(0).toString(16)} `).join(''),
  qp: (s: string): string => [...s].map((c) => `=${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  html: (s: string): string => [...s].map((c) => `&#${c.charCodeAt(0)};`).join(''),
  htmlHex: (s: string): string => [...s].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join(''),
};
const ZW = String.fromCharCode(0x200b);
const ESC = String.fromCharCode(0x1b);

interface Opts {
  door?: RedactionDoor;
  rule?: string;
  /** Further strings that must not survive, as a function of the token. */
  also?: (t: string) => string[];
  /** When true, the token itself is not required absent (only `also`): the token never appears whole in the written string. */
  transformedOnly?: boolean;
}

/** A secret case: `wrap(token)` is written through the door; the token (unless transformedOnly) and `also` must appear in no byte. */
function secret(placement: string, basis: string, token: string, wrap: (t: string) => string, o: Opts = {}): RedactionMeasureCase {
  return {
    expect: 'secret',
    placement,
    basis,
    ...(o.rule !== undefined ? { gitleaksRule: o.rule } : {}),
    ...(o.door !== undefined ? { door: o.door } : {}),
    build: () => wrap(token),
    secrets: () => [...(o.transformedOnly ? [] : [token]), ...(o.also?.(token) ?? [])],
  };
}

/** A near-miss: written through its door, must be stored (or used) byte for byte. */
function near(placement: string, text: string, door?: RedactionDoor): RedactionMeasureCase {
  return { expect: 'near-miss', placement, basis: 'near-miss', ...(door !== undefined ? { door } : {}), build: () => text, secrets: () => [] };
}

// Vendor tokens, shapes from the vendors' documented formats.
const T = {
  ghp: (): string => j('gh', 'p_', gen(36)),
  ghFine: (): string => j('git', 'hub_pat_', gen(22), '_', gen(59)),
  gho: (): string => j('gh', 'o_', gen(36)),
  ghs: (): string => j('gh', 's_', gen(36)),
  glpat: (): string => j('gl', 'pat-', gen(20, AN + '-_')),
  glrt: (): string => j('gl', 'rt-', gen(20, AN + '-_')),
  xoxb: (): string => j('xo', 'xb-', gen(12, NUM, '1000'), '-', gen(13, NUM, '2000'), '-', gen(24)),
  xoxp: (): string => j('xo', 'xp-', gen(12, NUM, '3000'), '-', gen(12, NUM, '4000'), '-', gen(13, NUM, '5000'), '-', gen(32, HX, 'dead')),
  slackHook: (): string => j('https://hooks.', 'slack.com/services/T', gen(10, UP + NUM, 'FAKE'), '/B', gen(10, UP + NUM, 'FAKE'), '/', gen(24)),
  akia: (): string => j('AK', 'IA', gen(16, UP + NUM, 'FAKE')),
  asia: (): string => j('AS', 'IA', gen(16, UP + NUM, 'FAKE')),
  awsSecret: (): string => gen(40, B64, 'FAKE'),
  stripe: (): string => j('sk', '_live_', gen(99)),
  stripeRk: (): string => j('rk', '_live_', gen(99)),
  sendgrid: (): string => j('S', 'G.', gen(22, AN + '-_'), '.', gen(43, AN + '-_')),
  npm: (): string => j('np', 'm_', gen(36)),
  pypi: (): string => j('pyp', 'i-', 'AgEIcHlwaS5vcmc', gen(70, AN + '-_')),
  gcp: (): string => j('AI', 'za', gen(35, AN + '-_', 'Fake')),
  openai: (): string => j('sk', '-proj-', gen(74, AN + '-_'), 'T3Blbk', 'FJ', gen(74, AN + '-_')),
  anthropic: (): string => j('sk', '-ant-', 'api03-', gen(93, AN + '-_'), 'AA'),
  twilio: (): string => j('S', 'K', hexpart(32)),
  mailgun: (): string => j('ke', 'y-', hexpart(32)),
  shopify: (): string => j('shp', 'at_', hexpart(32)),
  doppler: (): string => j('dp', '.pt.', gen(43)),
  hf: (): string => j('h', 'f_', gen(34, UP + LO, 'FAKE')),
  databricks: (): string => j('da', 'pi', hexpart(32)),
  digitalocean: (): string => j('do', 'p_v1_', hexpart(64)),
  linear: (): string => j('lin', '_api_', gen(40)),
  tfc: (): string => j(gen(14, AN, 'FAKE'), '.atlas', 'v1.', gen(67, AN + '-_=')),
  vault: (): string => j('hv', 's.', gen(92, AN + '-_')),
  grafana: (): string => j('gl', 'sa_', gen(32), '_', hexpart(8)),
  sentryUser: (): string => j('sntr', 'yu_', hexpart(64)),
  atlassian: (): string => j('ATA', 'TT3x', gen(180, AN + '-_=', 'FAKE'), '=', gen(8, UP + NUM, 'DEAD')),
  notion: (): string => j('nt', 'n_', gen(11, NUM, '0000'), gen(35, AN)),
  postman: (): string => j('PM', 'AK-', hexpart(24), '-', hexpart(34)),
  pulumi: (): string => j('pu', 'l-', hexpart(40)),
  fly: (): string => j('fo', '1_', gen(43, AN + '-_')),
  heroku: (): string => j('HR', 'KU-', 'AA', gen(58, AN + '-_')),
  age: (): string => j('AGE-SE', 'CRET-KEY-1', gen(58, BECH, 'FAKE')),
  telegram: (): string => j(gen(10, NUM, '9000'), ':A', 'A', gen(33, AN + '-_')),
  newrelic: (): string => j('NR', 'AK-', gen(27, UP + NUM, 'FAKE')),
  dynatrace: (): string => j('dt0', 'c01.', gen(24, UP + NUM, 'FAKE'), '.', gen(64, UP + NUM, 'FAKE')),
  planetscale: (): string => j('pscale', '_tkn_', gen(43, AN + '_')),
  supabase: (): string => j('sb', 'p_', hexpart(40)),
  brevo: (): string => j('xkey', 'sib-', hexpart(64), '-', gen(16, AN)),
  clojars: (): string => j('CLOJ', 'ARS_', gen(60, LO + NUM, 'fake')),
  jwt: (): string =>
    j('ey', 'JhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.', enc.b64url(JSON.stringify({ sub: 'fake-user', scope: 'admin', n: gen(12) })), '.', gen(43, AN + '-_')),
  pem: (): string =>
    [
      j('-----BEGIN OPENSSH ', 'PRIVATE KEY-----'),
      gen(70, B64, 'FAKE'),
      gen(70, B64, 'FAKE'),
      gen(70, B64, 'FAKE'),
      gen(24, B64, 'FAKE'),
      j('-----END OPENSSH ', 'PRIVATE KEY-----'),
    ].join('\n'),
  azureKey: (): string => `${gen(86, B64, 'FAKE')}==`,
};

/** The body lines of a PEM block (the part that must not survive). */
const pemBody = (t: string): string[] => t.split('\n').slice(1, -1);

/** Companion values written beside a case's secret (computed once, so every build of a case is the same string). */
const FIXED = { akia: T.akia(), asia: T.asia(), session: gen(60, B64, 'FAKE'), awsSecret: T.awsSecret() };

const CASES: RedactionMeasureCase[] = [
  // Vendor tokens in prose and code.
  secret('vendor-prose', 'vendor', T.ghp(), (t) => `CI pulls the private fork with ${t}; ask Ines before rotating it.`, { rule: 'github-pat' }),
  secret('vendor-prose', 'vendor', T.ghFine(), (t) => `Fine-grained token for the release job (contents:write only): ${t}`, {
    rule: 'github-fine-grained-pat',
  }),
  secret('vendor-prose', 'vendor', T.gho(), (t) => `The OAuth app handed back ${t} after the device flow.`, { rule: 'github-oauth' }),
  secret('vendor-prose', 'vendor', T.ghs(), (t) => `Installation token minted at 10:02: ${t} (expires in an hour).`, { rule: 'github-app-token' }),
  secret('vendor-prose', 'vendor', T.glpat(), (t) => `GitLab mirror uses ${t} with read_repository scope.`, { rule: 'gitlab-pat' }),
  secret('vendor-prose', 'vendor', T.glrt(), (t) => `Registered the runner on gauge-ci-02 with ${t}.`, { rule: 'gitlab-runner-authentication-token' }),
  secret('vendor-prose', 'vendor', T.xoxb(), (t) => `alerts bot → ${t}`, { rule: 'slack-bot-token' }),
  secret('vendor-prose', 'vendor', T.xoxp(), (t) => `Old user token of the ops account: ${t}. Revoke after migration.`, { rule: 'slack-user-token' }),
  secret('vendor-prose', 'vendor', T.slackHook(), (t) => `GaugeSilent posts to ${t}`, { rule: 'slack-webhook-url' }),
  secret('vendor-prose', 'vendor', T.akia(), (t) => `The backup IAM user is ${t}.`, { rule: 'aws-access-token' }),
  secret('vendor-prose', 'vendor', T.stripe(), (t) => `const stripe = new Stripe('${t}', { apiVersion: '2024-06-20' });`, { rule: 'stripe-access-token' }),
  secret('vendor-prose', 'vendor', T.stripeRk(), (t) => `Restricted key for refunds only: ${t}`, { rule: 'stripe-access-token' }),
  secret('vendor-prose', 'vendor', T.sendgrid(), (t) => `sgMail.setApiKey("${t}")`, { rule: 'sendgrid-api-token' }),
  secret('vendor-prose', 'vendor', T.npm(), (t) => `publish token (automation type): ${t}`, { rule: 'npm-access-token' }),
  secret('vendor-prose', 'vendor', T.pypi(), (t) => `twine upload -u __token__ -p ${t} dist/*`, { rule: 'pypi-upload-token' }),
  secret('vendor-prose', 'vendor', T.gcp(), (t) => `<script src="https://maps.googleapis.com/maps/api/js?key=${t}"></script>`, { rule: 'gcp-api-key' }),
  secret('vendor-prose', 'vendor', T.openai(), (t) => `client = OpenAI(api_key="${t}")`, { rule: 'openai-api-key' }),
  secret('vendor-prose', 'vendor', T.anthropic(), (t) => `Anthropic key for the summariser experiment: ${t}`, { rule: 'anthropic-api-key' }),
  secret('vendor-prose', 'vendor', T.twilio(), (t) => `SMS alerts use API key ${t} on the harbour account.`, { rule: 'twilio-api-key' }),
  secret('vendor-prose', 'vendor', T.mailgun(), (t) => `mailgun.client({ username: 'api', key: '${t}' })`, { rule: 'mailgun-private-api-token' }),
  secret('vendor-prose', 'vendor', T.shopify(), (t) => `Shop admin token for the merch store: ${t}`, { rule: 'shopify-access-token' }),
  secret('vendor-prose', 'vendor', T.doppler(), (t) => `doppler run --token ${t} -- pnpm start`, { rule: 'doppler-api-token' }),
  secret('vendor-prose', 'vendor', T.hf(), (t) => `huggingface-cli login --token ${t}`, { rule: 'huggingface-access-token' }),
  secret('vendor-prose', 'vendor', T.databricks(), (t) => `The notebook job authenticates with ${t}.`, { rule: 'databricks-api-token' }),
  secret('vendor-prose', 'vendor', T.digitalocean(), (t) => `doctl auth init -t ${t}`, { rule: 'digitalocean-pat' }),
  secret('vendor-prose', 'vendor', T.linear(), (t) => `Linear sync script: LINEAR_KEY is ${t}`, { rule: 'linear-api-key' }),
  secret('vendor-prose', 'vendor', T.tfc(), (t) => `Terraform Cloud team token ${t} (plan-only).`, { rule: 'hashicorp-tf-api-token' }),
  secret('vendor-prose', 'vendor', T.vault(), (t) => `vault login ${t}`, { rule: 'vault-service-token' }),
  secret('vendor-prose', 'vendor', T.grafana(), (t) => `Grafana service account token: ${t}`, { rule: 'grafana-service-account-token' }),
  secret('vendor-prose', 'vendor', T.sentryUser(), (t) => `sentry-cli --auth-token ${t} releases new 3.1.0`),
  secret('vendor-prose', 'vendor', T.atlassian(), (t) => `Jira automation uses ${t}`, { rule: 'atlassian-api-token' }),
  secret('vendor-prose', 'vendor', T.notion(), (t) => `Notion integration secret: ${t}`, { rule: 'notion-api-token' }),
  secret('vendor-prose', 'vendor', T.postman(), (t) => `Postman monitor key ${t}`, { rule: 'postman-api-token' }),
  secret('vendor-prose', 'vendor', T.pulumi(), (t) => `pulumi login with ${t}`, { rule: 'pulumi-api-token' }),
  secret('vendor-prose', 'vendor', T.fly(), (t) => `flyctl deploy --access-token ${t}`, { rule: 'flyio-access-token' }),
  secret('vendor-prose', 'vendor', T.heroku(), (t) => `heroku authorizations:create gave ${t}`, { rule: 'heroku-api-key-v2' }),
  secret('vendor-prose', 'vendor', T.age(), (t) => `# created: 2026-11-02\n# public key: age1fakefakefake\n${t}`, { rule: 'age-secret-key' }),
  secret('vendor-prose', 'vendor', T.telegram(), (t) => `Tide bot: https://api.telegram.org/bot${t}/sendMessage`, { rule: 'telegram-bot-api-token' }),
  secret('vendor-prose', 'vendor', T.newrelic(), (t) => `New Relic user key ${t}`, { rule: 'new-relic-user-api-key' }),
  secret('vendor-prose', 'vendor', T.dynatrace(), (t) => `Dynatrace ingest token: ${t}`, { rule: 'dynatrace-api-token' }),
  secret('vendor-prose', 'vendor', T.planetscale(), (t) => `pscale service token ${t}`, { rule: 'planetscale-api-token' }),
  secret('vendor-prose', 'vendor', T.supabase(), (t) => `supabase login --token ${t}`),
  secret('vendor-prose', 'vendor', T.brevo(), (t) => `Brevo transactional key: ${t}`, { rule: 'sendinblue-api-token' }),
  secret('vendor-prose', 'vendor', T.clojars(), (t) => `lein deploy clojars with password ${t}`, { rule: 'clojars-api-token' }),
  secret('vendor-prose', 'vendor', T.jwt(), (t) => `Admin session JWT captured from staging: ${t}`, { rule: 'jwt' }),
  secret('vendor-prose', 'vendor', T.pem(), (t) => `Deploy key for ingest host:\n${t}\n`, { rule: 'private-key', also: pemBody }),

  // .env files.
  secret('env-file', 'context', pass(), (t) => `NODE_ENV=production\nDATABASE_PASSWORD=${t}\nPORT=8080`),
  secret('env-file', 'context', gen(32), (t) => `export JWT_SIGNING_SECRET="${t}"`),
  secret('env-file', 'vendor', T.awsSecret(), (t) => `AWS_ACCESS_KEY_ID=${FIXED.akia}\nAWS_SECRET_ACCESS_KEY=${t}`),
  secret('env-file', 'context', pass(24), (t) => `REDIS_PASSWORD='${t}' # rotated 2026-11`),
  secret('env-file', 'context', gen(40, HX, 'dead'), (t) => `SESSION_SECRET = ${t}`),
  secret('env-file', 'vendor', T.stripe(), (t) => `STRIPE_SECRET_KEY=${t}\nSTRIPE_PUBLISHABLE_KEY=pk_live_placeholder`, { rule: 'stripe-access-token' }),
  secret('env-file', 'context', pass(), (t) => `SMTP_PASS=${t}`),
  secret('env-file', 'context', gen(48, AN + '-_'), (t) => `set -a; MAPTILER_API_KEY=${t}; set +a`),

  // YAML (CI, compose, app config, Helm), labels in several languages.
  secret('yaml', 'context', pass(), (t) => `datasource:\n  url: jdbc:postgresql://db:5432/tides\n  username: tides\n  password: "${t}"`),
  secret('yaml', 'context', pass(), (t) => `base_de_datos:\n  usuario: mareas\n  contraseña: ${t}`),
  secret('yaml', 'context', pass(), (t) => `services:\n  db:\n    environment:\n      POSTGRES_PASSWORD: ${t}`),
  secret('yaml', 'vendor', T.ghp(), (t) => `jobs:\n  release:\n    env:\n      GH_TOKEN: ${t}`, { rule: 'github-pat' }),
  secret('yaml', 'context', gen(36, AN, 'fake'), (t) => `externalApi:\n  apiKey: ${t}\n  timeoutMs: 3000`),
  secret('yaml', 'context', pass(), (t) => `数据库:\n  用户: tides\n  密码: ${t}`),
  secret('yaml', 'context', pass(), (t) => `接続:\n  ユーザー: tides\n  パスワード: "${t}"`),
  secret('yaml', 'context', pass(), (t) => `banco:\n  usuario: mares\n  senha: '${t}'`),
  secret('yaml', 'context', pass(), (t) => `veritabani:\n  kullanici: gelgit\n  şifre: ${t}`),

  // TOML.
  secret('toml', 'context', pass(), (t) => `[database]\nhost = "db.internal"\npassword = "${t}"`),
  secret('toml', 'vendor', j('cio', gen(32, AN, 'FAKE')), (t) => `[registry]\ntoken = "${t}"`),
  secret('toml', 'context', pass(), (t) => `[base]\nutilisateur = "marees"\nmot_de_passe = "${t}"`),
  secret('toml', 'vendor', T.pypi(), (t) => `[tool.poetry.http-basic.pypi]\nusername = "__token__"\npassword = "${t}"`, { rule: 'pypi-upload-token' }),
  secret('toml', 'context', gen(44, B64, 'FAKE'), (t) => `[smtp]\nсервер = "mail.example.org"\nпароль = "${t}"`),

  // JSON.
  secret('json', 'context', pass(), (t) => JSON.stringify({ ConnectionStrings: { Default: `Server=db;Database=tides;User Id=sa;Password=${t};` } }, null, 2)),
  secret('json', 'vendor', T.gcp(), (t) => JSON.stringify({ type: 'config', maps: { apiKey: t } }), { rule: 'gcp-api-key' }),
  secret('json', 'context', gen(64, HX, 'dead'), (t) => `{"client_id":"brackwater-web","client_secret":"${t}","redirect_uri":"https://map.example/cb"}`),
  secret('json', 'context', pass(), (t) => JSON.stringify({ verbindung: { benutzer: 'gezeiten', passwort: t } }, null, 2)),
  secret('json', 'context', pass(), (t) => JSON.stringify({ connessione: { utente: 'maree', parola_d_ordine: t } })),
  secret('json', 'vendor', T.pem(), (t) => JSON.stringify({ type: 'service_account', project_id: 'tides-fake', private_key: t }), {
    rule: 'private-key',
    also: pemBody,
    transformedOnly: true,
  }),

  // INI.
  secret('ini', 'context', pass(), (t) => `[client]\nuser=tides\npassword=${t}`),
  secret(
    'ini',
    'vendor',
    T.awsSecret(),
    (t) => `[default]\naws_access_key_id = ${FIXED.asia}\naws_secret_access_key = ${t}\naws_session_token = ${FIXED.session}`,
  ),
  secret('ini', 'context', pass(), (t) => `[verbinding]\ngebruiker = getij\nwachtwoord = ${t}`),
  secret('ini', 'context', pass(), (t) => `[połączenie]\nużytkownik = pływy\nhasło = ${t}`),
  secret('ini', 'vendor', T.npm(), (t) => `//registry.npmjs.org/:_authToken=${t}\nalways-auth=true`, { rule: 'npm-access-token' }),

  // netrc, Docker and kube configs.
  secret('netrc', 'context', pass(), (t) => `machine git.example.org\n  login ines\n  password ${t}`),
  secret('netrc', 'vendor', T.ghp(), (t) => `machine api.github.com login x-access-token password ${t}`, { rule: 'github-pat' }),
  secret('docker', 'transformed', pass(), (t) => JSON.stringify({ auths: { 'registry.example.org': { auth: enc.b64(`deploy:${t}`) } } }, null, 2), {
    also: (t) => [enc.b64(`deploy:${t}`)],
    transformedOnly: true,
  }),
  secret('docker', 'context', pass(), (t) => `docker login registry.example.org -u deploy -p '${t}'`),
  secret('docker', 'context', pass(), (t) => `FROM node:22-alpine\nENV DB_PASSWORD=${t}\nRUN pnpm build`),
  secret('kube', 'vendor', T.jwt(), (t) => `users:\n- name: ci\n  user:\n    token: ${t}`, { rule: 'jwt' }),
  secret('kube', 'transformed', pass(), (t) => `apiVersion: v1\nkind: Secret\ndata:\n  password: ${enc.b64(t)}`, {
    also: (t) => [enc.b64(t)],
    transformedOnly: true,
  }),
  secret('kube', 'context', pass(), (t) => `apiVersion: v1\nkind: Secret\nstringData:\n  db-password: "${t}"`),
  secret('kube', 'transformed', T.pem(), (t) => `users:\n- name: admin\n  user:\n    client-key-data: ${enc.b64(t)}`, {
    also: (t) => [enc.b64(t)],
    transformedOnly: true,
  }),

  // CLI flags and shell history.
  secret('cli-flag', 'context', pass(), (t) => `mysql -h db -u tides -p'${t}' tides < dump.sql`),
  secret('cli-flag', 'context', pass(), (t) => `curl -u deploy:${t} https://artifacts.example.org/upload`),
  secret('cli-flag', 'context', gen(40), (t) => `./ingest --nats-url nats://nats:4222 --api-token=${t} --verbose`),
  secret('cli-flag', 'vendor', T.awsSecret(), (t) => `aws configure set aws_secret_access_key ${t}`),
  secret('cli-flag', 'context', pass(), (t) => `  512  PGPASSWORD=${t} psql -h db -U tides`),
  secret('cli-flag', 'context', pass(), (t) => `sshpass -p ${t} ssh deploy@gauge-07`),
  secret('cli-flag', 'vendor', T.ghp(), (t) => `echo ${t} | gh auth login --with-token`, { rule: 'github-pat' }),

  // DSNs and connection strings.
  secret('dsn', 'context', pass(), (t) => `postgres://tides:${encodeURIComponent(t)}@db.internal:5432/tides?sslmode=require`, {
    also: (t) => [encodeURIComponent(t)],
    transformedOnly: true,
  }),
  secret('dsn', 'context', gen(24), (t) => `mongodb+srv://ingest:${t}@cluster0.fake.mongodb.net/gauges`),
  secret('dsn', 'context', gen(28), (t) => `REDIS_URL=redis://default:${t}@cache:6379/0`),
  secret('dsn', 'context', gen(20), (t) => `amqp://jobs:${t}@rabbit:5672/%2F`),
  secret('dsn', 'context', pass(), (t) => `jdbc:sqlserver://db:1433;databaseName=tides;user=sa;password=${t};encrypt=true`),
  secret('dsn', 'vendor', T.azureKey(), (t) => `DefaultEndpointsProtocol=https;AccountName=tidesfake;AccountKey=${t};EndpointSuffix=core.windows.net`),
  secret('dsn', 'context', gen(22), (t) => `smtp://alerts%40example.org:${t}@smtp.example.org:587`),

  // HTTP headers.
  secret('http-header', 'vendor', T.jwt(), (t) => `GET /v1/gauges HTTP/1.1\nHost: api.example\nAuthorization: Bearer ${t}`, { rule: 'jwt' }),
  secret('http-header', 'transformed', pass(), (t) => `Authorization: Basic ${enc.b64(`ops:${t}`)}`, {
    also: (t) => [enc.b64(`ops:${t}`)],
    transformedOnly: true,
  }),
  secret('http-header', 'context', gen(40), (t) => `curl -H "X-Api-Key: ${t}" https://api.example/v1/stations`),
  secret('http-header', 'context', gen(48, AN + '-_'), (t) => `Cookie: theme=dark; session_id=${t}; lang=fr`),
  secret('http-header', 'transformed', pass(), (t) => `Proxy-Authorization: Basic ${enc.b64(`proxy:${t}`)}`, {
    also: (t) => [enc.b64(`proxy:${t}`)],
    transformedOnly: true,
  }),

  // Logs and stack traces.
  secret('log', 'context', gen(40), (t) => `{"level":30,"msg":"outbound","url":"https://api.example/v2/data?access_token=${t}&page=2"}`),
  secret('log', 'vendor', T.glpat(), (t) => `2026-12-01T10:04:11Z DEBUG git: fetching https://oauth2:${t}@gitlab.example.org/platform/ingest.git`, {
    rule: 'gitlab-pat',
  }),
  secret('log', 'context', pass(), (t) => `[worker-3] retry connect user=jobs password=${t} attempt=4`),
  secret('log', 'vendor', T.xoxb(), (t) => `level=error msg="slack post failed" token=${t} status=403`, { rule: 'slack-bot-token' }),
  secret(
    'stack-trace',
    'context',
    pass(),
    (t) =>
      `Traceback (most recent call last):\n  File "sync.py", line 41, in connect\n    conn = psycopg.connect(password="${t}")\npsycopg.OperationalError: connection refused`,
  ),
  secret(
    'stack-trace',
    'context',
    pass(),
    (t) => `Error: getaddrinfo ENOTFOUND db\n    at connect (postgres://tides:${t}@db:5432/tides)\n    at Pool.connect (node_modules/pg-pool/index.js:45:11)`,
  ),
  secret(
    'stack-trace',
    'vendor',
    T.stripe(),
    (t) => `StripeAuthenticationError: Invalid API Key provided: ${t}\n    at res.toJSON.then (stripe/lib/StripeResource.js:112)`,
    { rule: 'stripe-access-token' },
  ),

  // Chat pastes in several languages.
  secret('chat-paste', 'context', pass(), (t) => `ines: la contraseña del staging es ${t}, no la compartas`),
  secret('chat-paste', 'context', pass(), (t) => `lena: le mot de passe de la base, c'est ${t}`),
  secret('chat-paste', 'context', pass(), (t) => `ops: Das Passwort für den Runner lautet ${t}.`),
  secret('chat-paste', 'context', pass(), (t) => `运维：测试库的密码是 ${t}，用完请改掉。`),
  secret('chat-paste', 'context', pass(), (t) => `田中：ステージングのパスワードは ${t} です。`),
  secret('chat-paste', 'context', pass(), (t) => `ops: пароль от стенда — ${t}`),
  secret('chat-paste', 'context', pass(), (t) => `김: 스테이징 비밀번호는 ${t} 입니다`),
  secret('chat-paste', 'vendor', T.hf(), (t) => `here's my HF token if you need it ${t} lol`, { rule: 'huggingface-access-token' }),

  // Tokens glued to surrounding letters.
  secret('glued', 'vendor', T.ghp(), (t) => `tokenis${t}thanks`, { rule: 'github-pat' }),
  secret('glued', 'vendor', T.akia(), (t) => `keyid${t}region`, { rule: 'aws-access-token' }),
  secret('glued', 'vendor', T.npm(), (t) => `auth=${t}EOF`, { rule: 'npm-access-token' }),
  secret('glued', 'vendor', T.glpat(), (t) => `gitlab:${t}:rw`, { rule: 'gitlab-pat' }),

  // ANSI colour codes.
  secret('ansi', 'vendor', T.ghp(), (t) => `${ESC}[1;32mtoken${ESC}[0m ${ESC}[33m${t}${ESC}[0m`, { rule: 'github-pat' }),
  secret('ansi', 'context', pass(), (t) => `${ESC}[2mDB_PASSWORD=${ESC}[0m${ESC}[31m${t}${ESC}[39m`),
  secret('ansi', 'vendor', T.openai(), (t) => `${ESC}[36m[debug]${ESC}[0m using key ${ESC}[1m${t}${ESC}[22m`, { rule: 'openai-api-key' }),

  // Escaped forms.
  secret('escaped', 'transformed', T.ghp(), (t) => `const k = "${enc.uni(t)}";`, { also: (t) => [enc.uni(t)], transformedOnly: true }),
  secret('escaped', 'transformed', T.npm(), (t) => `printf '${enc.xesc(t)}' > ~/.npmrc-token`, { also: (t) => [enc.xesc(t)], transformedOnly: true }),
  secret('escaped', 'transformed', T.akia(), (t) => `echo -e "${enc.octal(t)}"`, { also: (t) => [enc.octal(t)], transformedOnly: true }),
  secret('escaped', 'transformed', T.glpat(), (t) => `.token::after { content: "${enc.css(t)}"; }`, { also: (t) => [enc.css(t)], transformedOnly: true }),
  secret('escaped', 'transformed', pass(), (t) => `Content-Transfer-Encoding: quoted-printable\n\npassword: ${enc.qp(t)}`, {
    also: (t) => [enc.qp(t)],
    transformedOnly: true,
  }),
  secret('escaped', 'transformed', T.stripe(), (t) => `<input type="hidden" value="${enc.html(t)}">`, { also: (t) => [enc.html(t)], transformedOnly: true }),
  secret('escaped', 'transformed', T.sendgrid(), (t) => `<code>${enc.htmlHex(t)}</code>`, { also: (t) => [enc.htmlHex(t)], transformedOnly: true }),
  secret('escaped', 'transformed', pass(), (t) => `{"db":{"password":"${enc.uni(t)}"}}`, { also: (t) => [enc.uni(t)], transformedOnly: true }),

  // Encoded forms.
  secret('encoded', 'transformed', T.ghp(), (t) => `Encoded for the CI variable: ${enc.b64(t)}`, { also: (t) => [enc.b64(t)], transformedOnly: true }),
  secret('encoded', 'transformed', T.anthropic(), (t) => `payload=${enc.b64url(t)}`, { also: (t) => [enc.b64url(t)], transformedOnly: true }),
  secret('encoded', 'transformed', T.xoxb(), (t) => `SLACK_HEX=${enc.hex(t)}`, { also: (t) => [enc.hex(t)], transformedOnly: true }),
  secret('encoded', 'transformed', T.npm(), (t) => `https://example.org/setup?token=${enc.url(t)}`, { also: (t) => [enc.url(t)], transformedOnly: true }),
  secret('encoded', 'transformed', pass(), (t) => `DB_PASSWORD_B64=${enc.b64(t)}`, { also: (t) => [enc.b64(t)], transformedOnly: true }),
  secret('encoded', 'transformed', T.akia(), (t) => `creds: ${enc.b64(`${t}:${FIXED.awsSecret}`)}`, {
    also: (t) => [enc.b64(`${t}:`).slice(0, 24)],
    transformedOnly: true,
  }),
  secret('encoded', 'transformed', T.jwt(), (t) => `Saved session (base64): ${enc.b64(t)}`, { also: (t) => [enc.b64(t)], transformedOnly: true }),

  // Split over spaces, lines and zero-width characters.
  secret('split', 'transformed', T.ghp(), (t) => `token: ${t.match(/.{1,8}/g)?.join(' ')}`, {
    also: (t) => [t.match(/.{1,8}/g)?.join(' ') ?? t],
    transformedOnly: true,
  }),
  secret('split', 'transformed', T.openai(), (t) => `OPENAI_API_KEY=${t.slice(0, 60)}\\\n${t.slice(60)}`, {
    also: (t) => [t.slice(0, 60), t.slice(60)],
    transformedOnly: true,
  }),
  secret('split', 'transformed', T.stripe(), (t) => `key = "${t.slice(0, 50)}" +\n      "${t.slice(50)}"`, {
    also: (t) => [t.slice(0, 50), t.slice(50)],
    transformedOnly: true,
  }),
  secret('split', 'transformed', T.npm(), (t) => `npm token: ${[...t].join(ZW)}`, { also: (t) => [[...t].join(ZW)], transformedOnly: true }),
  secret('split', 'transformed', pass(), (t) => `password=${t.slice(0, 10)}${ZW}${t.slice(10)}`, {
    also: (t) => [`${t.slice(0, 10)}${ZW}${t.slice(10)}`],
    transformedOnly: true,
  }),
  secret('split', 'transformed', T.glpat(), (t) => `first half ${t.slice(0, 13)}\nsecond half ${t.slice(13)}`, {
    also: (t) => [t.slice(0, 13)],
    transformedOnly: true,
  }),

  // Re-cased.
  secret('recased', 'transformed', T.ghp(), (t) => `GITHUB TOKEN: ${t.toUpperCase()}`, { also: (t) => [t.toUpperCase()], transformedOnly: true }),
  secret('recased', 'transformed', pass(), (t) => `DB_PASSWORD=${t.toLowerCase()}`, { also: (t) => [t.toLowerCase()], transformedOnly: true }),
  secret('recased', 'transformed', T.sendgrid(), (t) => `SendGrid key (lower-cased by the form): ${t.toLowerCase()}`, {
    also: (t) => [t.toLowerCase()],
    transformedOnly: true,
  }),

  // Through other doors.
  secret('other-door', 'vendor', T.ghp(), (t) => `Release token ${t}`, { door: 'title', rule: 'github-pat' }),
  secret('other-door', 'context', pass(), (t) => `Rotated DB_PASSWORD=${t} on staging`, { door: 'summary' }),
  secret('other-door', 'vendor', T.npm(), (t) => t, { door: 'tags', rule: 'npm-access-token' }),
  secret('other-door', 'vendor', T.akia(), (t) => `touching creds ${t}`, { door: 'tripwires', rule: 'aws-access-token' }),
  secret('other-door', 'context', pass(), (t) => `https://ci:${t}@git.example.org/platform/api.git`, { door: 'source' }),
  secret('other-door', 'vendor', T.slackHook(), (t) => t, { door: 'source', rule: 'slack-webhook-url' }),
  secret('other-door', 'vendor', T.glpat(), (t) => `why does ${t} fail on the mirror`, { door: 'query', rule: 'gitlab-pat' }),
  secret('other-door', 'context', pass(), (t) => `password=${t} staging login`, { door: 'query' }),
  secret('other-door', 'vendor', T.stripe(), (t) => `config/keys/${t}.json`, { door: 'filesEdited', rule: 'stripe-access-token' }),
  secret('other-door', 'vendor', T.ghp(), (t) => `/home/ci/builds/${t}/brackwater`, { door: 'projectPath', rule: 'github-pat' }),

  // Near-misses: hashes, ids, digests, integrity strings.
  near('hash', 'Fixed in 3f9a1c27e4b0d5a8c6f2e1b7a9d0c3e5f4b2a1c8 (merge of !221).'),
  near('hash', 'git bisect points at e83c5163316f89bfbde7d9ab23ca2e25604af290.'),
  near('hash', 'image: registry.example.org/platform/api@sha256:6c3f8a1e9b2d4f7a0c5e8b1d3f6a9c2e5b8d1f4a7c0e3b6d9f2a5c8e1b4d7f0a'),
  near('hash', '"integrity": "sha512-Wd9tq0nZ1N3cJm8xY4pL2vK7sR6fH5gB1aE0uT9iO3yQ8wX2zC4vB6nM7kJ5hG1fD3sA0pL9oI8uY7tR6eW5qA=="'),
  near('hash', 'github.com/nats-io/nats.go v1.37.0 h1:Xz3Jcp2mpmC1ynhL7Gw9U1x4vUa6nDWkS3oh2ZQQcQ8='),
  near('hash', 'sha256sum: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08  harmonics.bin'),
  near('hash', 'ETag: W/"5e8f-1b7c9a3d4e2f0a6b8c1d"'),
  near('hash', 'Subresource: <script src="/map.js" integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC">'),
  near('id', 'Station PIER4 has id 7c9e6679-7425-40de-944b-e07fc1f90ae7.'),
  near('id', 'traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'),
  near('id', 'request_id=01HZX3K9Q2W8E7R6T5Y4U3I2O1 (ULID) in the access log'),
  near('id', 'Sentry event 8a4f2c1e9b7d4a6f8c2e1b9d7a5f3c1e was a duplicate.'),
  near('id', 'Harbour contract number HBR-2026-000417-PIER4'),
  near('id', 'Run id 12041559874, job id 33587219044 in the pipeline.'),
  // Near-misses: placeholders and references to secrets without a value.
  near('placeholder', 'GITHUB_TOKEN=<your-token-here>'),
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text is a literal shell-style placeholder, not a template.
  near('placeholder', 'password: ${DB_PASSWORD}'),
  near('placeholder', 'api_key: "{{ .Values.mapApiKey }}"'),
  near('placeholder', 'Set STRIPE_SECRET_KEY in .env.local (see .env.example; the value is in the vault).'),
  near('placeholder', 'AWS_SECRET_ACCESS_KEY=REPLACE_ME'),
  near('placeholder', 'valueFrom:\n  secretKeyRef:\n    name: db-credentials\n    key: password'),
  near('placeholder', 'Authorization: Bearer $TOKEN'),
  near('placeholder', 'password = "" # filled by the entrypoint from Vault'),
  near('placeholder', 'The token looks like ghp_ followed by 36 characters; ours lives in the CI variables.'),
  near('placeholder', 'resource "aws_secretsmanager_secret" "db_password" { name = "tides/db" }'),
  near('placeholder', 'contraseña: ********'),
  near('placeholder', 'passwort = [REDACTED]'),
  // Near-misses: public keys.
  near('public-key', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl ines@laptop'),
  near('public-key', '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----'),
  near('public-key', 'age recipient: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p'),
  near('public-key', 'Mapbox public token style: pk.eyJ1IjoiZXhhbXBsZSIsImEiOiJwdWJsaWMifQ (public by design, URL-restricted)'),
  near('public-key', 'gpg: key 3AA5C34371567BD2: public key "Release Bot" imported'),
  // Near-misses: counts, sizes, settings.
  near('count', 'max_tokens: 4096'),
  near('count', 'password_min_length: 12\npassword_max_age_days: 90'),
  near('count', 'Summariser used 18234 tokens (prompt 16002, completion 2232).'),
  near('count', 'token_bucket: { capacity: 120, refill_per_second: 2 }'),
  near('count', 'secret_rotation_days = 30'),
  near('count', 'The API key list holds 14 active keys for 9 harbour partners.'),
  near('count', 'jwt.expiresIn: 900 # seconds'),
  // Near-misses: long identifiers and ordinary technical strings.
  near('identifier', 'getAccessTokenFromRefreshTokenWithRetryAndBackoff() lives in api/src/auth/refresh.ts'),
  near('identifier', 'The env var names are DATABASE_URL, REDIS_URL, NATS_URL and JWT_AUDIENCE.'),
  near('identifier', 'Colours: #1f6feb, #2da44e, #cf222e, #bf8700.'),
  near('identifier', 'Version 3.1.0+build.20261201.7f3a9c1'),
  near('identifier', 'cron: "*/15 * * * *" for the stale-station sweep'),
  near('identifier', 'Base64 of the station CSV header: c3RhdGlvbl9pZCxuYW1lLGxldmVsX2Nt'),
  // Near-misses through other doors.
  near('other-door', 'release-3f9a1c2', 'tags'),
  near('other-door', 'sha256-digest-mismatch', 'tags'),
  near('other-door', 'why does max_tokens 4096 truncate the summary', 'query'),
  near('other-door', 'commit e83c5163316f89bfbde7d9ab23ca2e25604af290 regression', 'query'),
  near('other-door', 'https://gitlab.example.org/platform/api/-/commit/3f9a1c27e4b0d5a8c6f2e1b7a9d0c3e5f4b2a1c8', 'source'),
  near('other-door', 'fixtures/7c9e6679-7425-40de-944b-e07fc1f90ae7.json', 'filesEdited'),
  near('other-door', 'Bump integrity sha512 for maplibre-gl', 'title'),
  near('other-door', 'editing password_min_length in auth config', 'tripwires'),
  near('other-door', '/home/dev/src/brackwater-3f9a1c2', 'projectPath'),
];

/** Every case of this set: credentials expect 'secret', near-misses 'near-miss'. */
export const UNSEEN_SECRET_CASES: RedactionMeasureCase[] = CASES;
