/**
 * Blind redaction set 5, written on 2026-12-04 by a helper who had not read the redactor, its
 * patterns or the committed corpus. Secret cases place a credential where a careful tool must find
 * it (env files, shell history, CLI flags, connection strings, config files, code, logs, prose,
 * encoded and split forms, vendor tokens); near-misses are strings that look technical but hold
 * no credential and must be stored byte for byte. Every secret-looking value is fake and
 * assembled at run time (a marker such as FAKE or dead in it, the rest from a tiny generator), so
 * no scanner trips on this file. Never tuned against: figures are reported, not fitted.
 */
import type { RedactionDoor, RedactionMeasureCase } from '../src/measureRedaction.js';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALNUM = UPPER + LOWER + DIGITS;
const HEX = '0123456789abcdef';
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const URLSAFE = ALNUM + '-_';

let salt = 0;
/** A fake value of `n` characters from `alphabet`, starting with `mark`; each call differs. */
function fake(n: number, alphabet = ALNUM, mark = 'FAKE'): string {
  salt++;
  let x = (salt * 2654435761) >>> 0;
  let out = mark;
  while (out.length < n) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out += alphabet[(x >>> 16) % alphabet.length];
  }
  return out.slice(0, n);
}
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const b64url = (s: string): string => Buffer.from(s, 'utf8').toString('base64url');
const hexOf = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
const fullwidth = (s: string): string => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
/** A password-like fake: letters, digits and a few symbols. */
const pw = (n = 18): string => fake(n, ALNUM + '!#%*+=', 'Fake');

interface Opts {
  door?: RedactionDoor;
  rule?: string;
  /** Further substrings that must not survive (encoded forms, halves, lines), or a function of the token giving them. */
  also?: string[] | ((token: string) => string[]);
}

/** A secret case: `wrap(token)` is written; `token` (and `also`) must appear in no byte. */
function secret(placement: string, basis: string, token: string, wrap: (t: string) => string, o: Opts = {}): RedactionMeasureCase {
  const value = wrap(token);
  return {
    expect: 'secret',
    placement,
    basis,
    ...(o.door !== undefined ? { door: o.door } : {}),
    ...(o.rule !== undefined ? { gitleaksRule: o.rule } : {}),
    build: () => value,
    secrets: () => [token, ...(typeof o.also === 'function' ? o.also(token) : (o.also ?? []))],
  };
}

/** A near-miss: written and expected back byte for byte. */
function near(placement: string, value: string, door?: RedactionDoor): RedactionMeasureCase {
  return { expect: 'near-miss', placement, basis: 'near-miss', ...(door !== undefined ? { door } : {}), build: () => value, secrets: () => [] };
}

// Vendor token shapes (prefixes and lengths as the vendors publish them; bodies fake).
const ghp = (): string => 'gh' + 'p_' + fake(36);
const gho = (): string => 'gh' + 'o_' + fake(36);
const ghs = (): string => 'gh' + 's_' + fake(36);
const ghu = (): string => 'gh' + 'u_' + fake(36);
const ghFine = (): string => 'github' + '_pat_' + fake(22) + '_' + fake(59);
const glpat = (): string => 'gl' + 'pat-' + fake(20, URLSAFE);
const akia = (): string => 'AK' + 'IA' + fake(16, B32);
const awsSecret = (): string => fake(40, ALNUM + '/+', 'FaKe');
const xoxb = (): string => 'xo' + 'xb-' + fake(12, DIGITS, '1') + '-' + fake(13, DIGITS, '2') + '-' + fake(24);
const xoxp = (): string => 'xo' + 'xp-' + fake(12, DIGITS, '3') + '-' + fake(12, DIGITS, '4') + '-' + fake(13, DIGITS, '5') + '-' + fake(32, HEX, 'dead');
const slackHook = (): string => 'https://hooks.' + 'slack.com/services/T' + fake(10, UPPER + DIGITS) + '/B' + fake(10, UPPER + DIGITS) + '/' + fake(24);
const skLive = (): string => 'sk' + '_live_' + fake(32);
const rkLive = (): string => 'rk' + '_live_' + fake(32);
const whsec = (): string => 'wh' + 'sec_' + fake(32);
const openaiProj = (): string => 'sk-' + 'proj-' + fake(48, URLSAFE) + 'T3Blbk' + 'FJ' + fake(48, URLSAFE);
const openaiLegacy = (): string => 'sk-' + fake(20) + 'T3Blbk' + 'FJ' + fake(20);
const anthropic = (): string => 'sk-' + 'ant-api03-' + fake(93, URLSAFE) + 'AA';
const npmTok = (): string => 'np' + 'm_' + fake(36);
const pypi = (): string => 'pypi-' + 'AgEIcHlwaS5vcmc' + fake(70, URLSAFE);
const sendgrid = (): string => 'SG' + '.' + fake(22, URLSAFE) + '.' + fake(43, URLSAFE);
const twilio = (): string => 'SK' + fake(32, HEX, 'dead');
const gcpKey = (): string => 'AI' + 'za' + fake(35, URLSAFE);
const doPat = (): string => 'do' + 'p_v1_' + fake(64, HEX, 'dead');
const shopify = (): string => 'sh' + 'pat_' + fake(32, HEX, 'dead');
const tfToken = (): string => fake(14) + '.atlas' + 'v1.' + fake(67, URLSAFE);
const doppler = (): string => 'dp' + '.pt.' + fake(43);
const linear = (): string => 'lin' + '_api_' + fake(40);
const hf = (): string => 'h' + 'f_' + fake(34, UPPER + LOWER);
const postman = (): string => 'PM' + 'AK-' + fake(24, HEX, 'dead') + '-' + fake(34, HEX, 'beef');
const databricks = (): string => 'da' + 'pi' + fake(32, HEX, 'dead');
const grafanaSa = (): string => 'gl' + 'sa_' + fake(32) + '_' + fake(8, HEX, 'dead');
const newRelic = (): string => 'NR' + 'AK-' + fake(27, UPPER + DIGITS);
const dynatrace = (): string => 'dt0' + 'c01.' + fake(24, UPPER + DIGITS) + '.' + fake(64, UPPER + DIGITS);
const pulumi = (): string => 'pu' + 'l-' + fake(40, HEX, 'dead');
const ageKey = (): string => 'AGE-SECRET' + '-KEY-1' + fake(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 'QQ');
const pscale = (): string => 'pscale' + '_pw_' + fake(43, URLSAFE);
const flyTok = (): string => 'fo' + '1_' + fake(43, URLSAFE);
const telegram = (): string => fake(10, DIGITS, '7') + ':AA' + fake(33, URLSAFE);
const mailgun = (): string => 'ke' + 'y-' + fake(32, HEX, 'dead');
const atlassian = (): string => 'ATATT' + '3xFfGF0' + fake(180, URLSAFE) + '=' + fake(8, HEX.toUpperCase(), 'DEAD');
const sentryUser = (): string => 'sntry' + 'u_' + fake(64, HEX, 'dead');
const clojars = (): string => 'CLOJARS' + '_' + fake(60, LOWER + DIGITS, 'fake');
const jwt = (): string =>
  b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })) +
  '.' +
  b64url(JSON.stringify({ sub: 'svc-' + fake(8, LOWER, 'fake'), role: 'admin', iat: 1764806400 })) +
  '.' +
  fake(43, URLSAFE);
const pemBody = (): string => {
  const lines: string[] = [];
  for (let i = 0; i < 6; i++) lines.push(fake(64, ALNUM + '+/', 'FAKE'));
  return lines.join('\n');
};

const DASH5 = '-'.repeat(5);

const SECRET_CASES: RedactionMeasureCase[] = [
  // ── env-file: dotenv lines
  secret('env-file', 'vendor', ghp(), (t) => `# .env.local\nGITHUB_TOKEN=${t}\nLOG_LEVEL=debug`, { rule: 'github-pat' }),
  secret('env-file', 'vendor', akia(), (t) => `AWS_ACCESS_KEY_ID=${t}\nAWS_REGION=eu-west-1`, { rule: 'aws-access-token' }),
  secret('env-file', 'contextual', awsSecret(), (t) => `AWS_SECRET_ACCESS_KEY=${t}`),
  secret('env-file', 'vendor', skLive(), (t) => `STRIPE_SECRET_KEY="${t}"`, { rule: 'stripe-access-token' }),
  secret('env-file', 'vendor', openaiProj(), (t) => `export OPENAI_API_KEY='${t}'`, { rule: 'openai-api-key' }),
  secret('env-file', 'vendor', anthropic(), (t) => `ANTHROPIC_API_KEY=${t}`, { rule: 'anthropic-api-key' }),
  secret('env-file', 'contextual', pw(), (t) => `DB_PASSWORD=${t}\nDB_USER=tidewire_app`),
  secret('env-file', 'contextual', fake(48, URLSAFE), (t) => `SESSION_SECRET=${t}`),
  secret('env-file', 'vendor', sendgrid(), (t) => `SENDGRID_API_KEY=${t} # transactional mail`, { rule: 'sendgrid-api-token' }),
  secret('env-file', 'vendor', doppler(), (t) => `DOPPLER_TOKEN=${t}`, { rule: 'doppler-api-token' }),

  // ── shell-history: lines as a history file shows them
  secret('shell-history', 'vendor', ghp(), (t) => `  511  curl -H "Authorization: token ${t}" https://api.github.com/repos/tidewire/tidewire/actions/runs`, {
    rule: 'github-pat',
  }),
  secret('shell-history', 'contextual', pw(14), (t) => `  512  mysql -u root -p${t} -h 127.0.0.1 harbour_legacy`),
  secret('shell-history', 'contextual', pw(), (t) => `  513  PGPASSWORD='${t}' psql -h db.internal -U tidewire -c 'select 1'`),
  secret('shell-history', 'contextual', pw(), (t) => `  514  docker login registry.fly.io -u x -p ${t}`),
  secret('shell-history', 'vendor', npmTok(), (t) => `  515  npm config set //registry.npmjs.org/:_authToken ${t}`, { rule: 'npm-access-token' }),
  secret('shell-history', 'vendor', ghs(), (t) => `  516  git clone https://x-access-token:${t}@github.com/tidewire/tidewire.git`, {
    rule: 'github-app-token',
  }),
  secret('shell-history', 'contextual', pw(), (t) => `  517  sshpass -p '${t}' ssh deploy@berth-gw.internal`),
  secret('shell-history', 'vendor', flyTok(), (t) => `  518  FLY_API_TOKEN=${t} flyctl deploy --remote-only`, { rule: 'flyio-access-token' }),

  // ── cli-flag: credentials passed as flags
  secret('cli-flag', 'contextual', pw(), (t) => `The import ran as: pg_restore --dbname "host=db user=etl password=${t}" dump.pgc`),
  secret('cli-flag', 'vendor', hf(), (t) => `huggingface-cli login --token ${t}`, { rule: 'huggingface-access-token' }),
  secret('cli-flag', 'contextual', pw(), (t) => `az login --service-principal -u 0b5e-app -p ${t} --tenant harbour.onmicrosoft.com`),
  secret('cli-flag', 'vendor', pypi(), (t) => `twine upload dist/* -u __token__ -p ${t}`, { rule: 'pypi-upload-token' }),
  secret('cli-flag', 'contextual', pw(), (t) => `redis-cli -h cache.internal -a ${t} INFO keyspace`),
  secret('cli-flag', 'vendor', glpat(), (t) => `glab auth login --hostname gitlab.com --token ${t}`, { rule: 'gitlab-pat' }),
  secret('cli-flag', 'contextual', fake(40, URLSAFE), (t) => `curl -u "deploy-bot:${t}" https://ci.internal/job/tidewire/build`),
  secret('cli-flag', 'vendor', databricks(), (t) => `databricks configure --host https://adb-1.azuredatabricks.net --token ${t}`, {
    rule: 'databricks-api-token',
  }),

  // ── connection-string
  secret('connection-string', 'contextual', pw(), (t) => `DATABASE_URL=postgres://tidewire:${t}@db.tidewire.internal:5432/tidewire_prod?sslmode=require`),
  secret('connection-string', 'contextual', pw(), (t) => `The reporting job reads from mongodb+srv://reporter:${t}@cluster0.fake.mongodb.net/harbour`),
  secret('connection-string', 'contextual', pw(), (t) => `REDIS_URL=redis://:${t}@cache.internal:6379/0`),
  secret('connection-string', 'contextual', pw(), (t) => `amqp://berths:${t}@mq.internal:5672/%2F is the broker used by the planner worker.`),
  secret('connection-string', 'contextual', pw(), (t) => `jdbc:mysql://legacy-db:3306/harbour?user=etl&password=${t}&useSSL=true`),
  secret(
    'connection-string',
    'contextual',
    pw(),
    (t) => `Server=tcp:harbour.database.windows.net,1433;Database=tariffs;User ID=svc;Password=${t};Encrypt=True;`,
  ),
  secret('connection-string', 'vendor', pscale(), (t) => `mysql://k2fake:${t}@aws.connect.psdb.cloud/tidewire?sslaccept=strict`, {
    rule: 'planetscale-password',
  }),
  secret('connection-string', 'contextual', pw(), (t) => `sftp://partner:${t}@files.portauthority.example/outbox`),

  // ── json-config
  secret('json-config', 'contextual', pw(), (t) => `config/prod.json: {"db": {"host": "db.internal", "user": "tidewire", "password": "${t}"}}`),
  secret('json-config', 'contextual', fake(40, URLSAFE), (t) => `{"oauth": {"client_id": "tidewire-web", "client_secret": "${t}"}}`),
  secret('json-config', 'vendor', gcpKey(), (t) => `firebase.json has "apiKey": "${t}" for the maps widget.`, { rule: 'gcp-api-key' }),
  secret('json-config', 'vendor', slackHook(), (t) => `{"alerts": {"slack_webhook": "${t}"}}`, { rule: 'slack-webhook-url' }),
  secret('json-config', 'vendor', twilio(), (t) => `{"twilio": {"account": "AC${'0'.repeat(32)}", "apiKeySid": "${t}"}}`, { rule: 'twilio-api-key' }),
  secret('json-config', 'vendor', linear(), (t) => `.vscode/settings.json: {"linear.apiKey": "${t}"}`, { rule: 'linear-api-key' }),

  // ── yaml-config
  secret('yaml-config', 'contextual', pw(), (t) => `docker-compose.override.yml:\n  environment:\n    POSTGRES_PASSWORD: ${t}`),
  secret('yaml-config', 'vendor', xoxb(), (t) => `slack:\n  bot_token: ${t}\n  channel: '#berth-alerts'`, { rule: 'slack-bot-token' }),
  secret('yaml-config', 'contextual', b64(pw()), (t) => `apiVersion: v1\nkind: Secret\ndata:\n  db-password: ${t}`),
  secret('yaml-config', 'vendor', newRelic(), (t) => `newrelic.yml: api_key: "${t}"`, { rule: 'new-relic-user-api-key' }),
  secret('yaml-config', 'vendor', dynatrace(), (t) => `oneagent:\n  apiToken: ${t}`, { rule: 'dynatrace-api-token' }),
  secret('yaml-config', 'contextual', pw(), (t) => `smtp:\n  host: smtp.mailhost.example\n  username: noreply@tidewire.example\n  password: "${t}"`),

  // ── toml-config
  secret('toml-config', 'vendor', npmTok(), (t) => `# ~/.config/cargo-like.toml\n[registry]\ntoken = "${t}"`, { rule: 'npm-access-token' }),
  secret('toml-config', 'contextual', pw(), (t) => `[database]\nurl = "postgres://etl@db/reports"\npassword = "${t}"`),
  secret('toml-config', 'vendor', tfToken(), (t) => `credentials "app.terraform.io" {\n  token = "${t}"\n}`, { rule: 'hashicorp-tf-api-token' }),
  secret('toml-config', 'vendor', pulumi(), (t) => `Pulumi.prod.yaml uses PULUMI_ACCESS_TOKEN = "${t}"`, { rule: 'pulumi-api-token' }),
  secret('toml-config', 'contextual', fake(32, HEX, 'dead'), (t) => `[sentry]\ndsn = "https://${t}@o450000.ingest.sentry.io/5500000"`),

  // ── code-literal
  secret('code-literal', 'vendor', skLive(), (t) => `src/billing/stripe.ts: const stripe = new Stripe('${t}', { apiVersion: '2024-06-20' });`, {
    rule: 'stripe-access-token',
  }),
  secret('code-literal', 'vendor', ghu(), (t) => `tools/sync.py: HEADERS = {"Authorization": f"Bearer ${t}"}`, { rule: 'github-app-token' }),
  secret('code-literal', 'contextual', pw(), (t) => `const pool = new Pool({ host: 'db', user: 'tidewire', password: '${t}' });`),
  secret('code-literal', 'vendor', mailgun(), (t) => `mg = Mailgun(api_key="${t}", domain="mg.tidewire.example")`, { rule: 'mailgun-private-api-token' }),
  secret('code-literal', 'vendor', shopify(), (t) => `shopify.Session.setup(api_key="app", access_token="${t}")`, { rule: 'shopify-access-token' }),
  secret('code-literal', 'vendor', rkLive(), (t) => `// restricted key for the export job\nconst EXPORT_KEY = "${t}";`, { rule: 'stripe-access-token' }),
  secret('code-literal', 'vendor', whsec(), (t) => `stripe.webhooks.constructEvent(body, sig, '${t}')`),
  secret('code-literal', 'vendor', postman(), (t) => `POSTMAN_API_KEY = "${t}"  # collection sync`, { rule: 'postman-api-token' }),
  secret('code-literal', 'vendor', grafanaSa(), (t) => `grafana_client = GrafanaApi.from_url("https://grafana.internal", credential="${t}")`, {
    rule: 'grafana-service-account-token',
  }),
  secret('code-literal', 'vendor', telegram(), (t) => `bot = telebot.TeleBot("${t}")  # harbour alerts bot`, { rule: 'telegram-bot-api-token' }),

  // ── private-key blocks
  secret('private-key', 'vendor', pemBody(), (t) => `${DASH5}BEGIN RSA PRIVATE KEY${DASH5}\n${t}\n${DASH5}END RSA PRIVATE KEY${DASH5}`, {
    rule: 'private-key',
    also: (t) => t.split('\n'),
  }),
  secret(
    'private-key',
    'vendor',
    pemBody(),
    (t) => `deploy key (do not reuse):\n${DASH5}BEGIN OPENSSH PRIVATE KEY${DASH5}\n${t}\n${DASH5}END OPENSSH PRIVATE KEY${DASH5}`,
    { rule: 'private-key', also: (t) => t.split('\n') },
  ),
  secret(
    'private-key',
    'vendor',
    pemBody(),
    (t) => `{"type": "service_account", "private_key": "${DASH5}BEGIN PRIVATE KEY${DASH5}\\n${t.replace(/\n/g, '\\n')}\\n${DASH5}END PRIVATE KEY${DASH5}\\n"}`,
    { rule: 'private-key', also: (t) => t.split('\n') },
  ),
  secret('private-key', 'vendor', ageKey(), (t) => `sops uses the age identity ${t} on the build box.`, { rule: 'age-secret-key' }),

  // ── log-line
  secret(
    'log-line',
    'vendor',
    jwt(),
    (t) => `2026-12-03T09:14:22.118Z DEBUG http incoming request headers={"authorization":"Bearer ${t}","x-request-id":"r-77"}`,
    { rule: 'jwt' },
  ),
  secret('log-line', 'vendor', skLive(), (t) => `[stripe] 401 Invalid API Key provided: ${t}`, { rule: 'stripe-access-token' }),
  secret('log-line', 'contextual', pw(), (t) => `level=error msg="auth failed" user=etl password=${t} host=db.internal`),
  secret('log-line', 'vendor', xoxp(), (t) => `WARN slack client using user token ${t} (deprecated)`, { rule: 'slack-user-token' }),
  secret('log-line', 'contextual', fake(40, URLSAFE), (t) => `GET /v1/berths?api_key=${t}&port=NLRTM 200 12ms`),
  secret('log-line', 'vendor', gho(), (t) => `oauth callback stored access_token=${t} scope=repo`, { rule: 'github-oauth' }),

  // ── prose: credentials told in sentences
  secret('prose', 'contextual', pw(), (t) => `The staging database password is ${t} until the rotation on Friday.`),
  secret('prose', 'contextual', pw(), (t) => `For the partner SFTP, log in as "tidewire" with password ${t}; Lena set it up.`),
  secret('prose', 'vendor', ghFine(), (t) => `I used the fine-grained token ${t} for the release workflow, it expires in January.`, {
    rule: 'github-fine-grained-pat',
  }),
  secret('prose', 'contextual', pw(), (t) => `Wi-Fi at the harbour office: network "PortOps", passphrase ${t}.`),
  secret('prose', 'vendor', openaiLegacy(), (t) => `Old OpenAI key still in the notebook: ${t}.`, { rule: 'openai-api-key' }),
  secret('prose', 'contextual', pw(), (t) => `admin / ${t} gets you into the Grafana instance on the VPN.`),
  secret('prose', 'vendor', atlassian(), (t) => `The Jira API token for the changelog bot is ${t}`, { rule: 'atlassian-api-token' }),
  secret('prose', 'vendor', sentryUser(), (t) => `Sentry auth token for release uploads: ${t}`),

  // ── encoded: base64, url-encoding, hex
  ((): RedactionMeasureCase => {
    const p = pw();
    const blob = b64(`deploy:${p}`);
    return secret('encoded', 'transformed', blob, (t) => `Authorization: Basic ${t}`, { also: [p] });
  })(),
  ((): RedactionMeasureCase => {
    const p = fake(12, ALNUM, 'Fk') + '@#/:' + fake(6, ALNUM, 'Zz');
    const enc = encodeURIComponent(p);
    return secret('encoded', 'transformed', enc, (t) => `postgres://etl:${t}@db.internal:5432/reports`, { also: [p] });
  })(),
  ((): RedactionMeasureCase => {
    const tok = ghp();
    const blob = b64(`GITHUB_TOKEN=${tok}\n`);
    return secret('encoded', 'transformed', blob, (t) => `The CI secret bundle is stored as base64: ${t}`, { also: [tok] });
  })(),
  ((): RedactionMeasureCase => {
    const tok = skLive();
    const h = hexOf(tok);
    return secret('encoded', 'transformed', h, (t) => `stripe_key_hex=${t}`, { also: [tok] });
  })(),
  ((): RedactionMeasureCase => {
    const tok = npmTok();
    const blob = b64(`//registry.npmjs.org/:_authToken=${tok}`);
    return secret('encoded', 'transformed', blob, (t) => `NPMRC_B64=${t}`, { also: [tok] });
  })(),
  ((): RedactionMeasureCase => {
    const p = pw();
    const blob = b64(`{"auths":{"registry.fly.io":{"auth":"${b64(`x:${p}`)}"}}}`);
    return secret('encoded', 'transformed', blob, (t) => `DOCKER_CONFIG_JSON=${t}`, { also: [p, b64(`x:${p}`)] });
  })(),
  ((): RedactionMeasureCase => {
    const tok = anthropic();
    const enc = encodeURIComponent(`key=${tok}&model=claude`);
    return secret('encoded', 'transformed', tok, () => `Proxy log: body=${enc}`, { rule: 'anthropic-api-key' });
  })(),

  // ── split-escaped: split, escaped, invisible-joined, fullwidth
  ((): RedactionMeasureCase => {
    const tok = ghp();
    const a = tok.slice(0, 20);
    const b = tok.slice(20);
    return secret('split-escaped', 'transformed', tok, () => `const token = "${a}" + "${b}";`, { also: [b] });
  })(),
  ((): RedactionMeasureCase => {
    const tok = ghp();
    const zw = tok.slice(0, 4) + '\u200b' + tok.slice(4, 20) + '\u200b' + tok.slice(20);
    return secret('split-escaped', 'transformed', tok, () => `token: ${zw}`, { also: [zw, tok.slice(20)] });
  })(),
  ((): RedactionMeasureCase => {
    const tok = skLive();
    const fw = fullwidth(tok);
    return secret('split-escaped', 'transformed', fw, (t) => `STRIPE_KEY=${t}`, { also: [tok] });
  })(),
  ((): RedactionMeasureCase => {
    const hook = slackHook();
    const escaped = hook.replace(/\//g, '\\/');
    const tail = hook.slice(hook.lastIndexOf('/') + 1);
    return secret('split-escaped', 'transformed', tail, () => `{"webhook":"${escaped}"}`, { also: [escaped] });
  })(),
  ((): RedactionMeasureCase => {
    const tok = xoxb();
    const parts = tok.split('-');
    return secret('split-escaped', 'transformed', tok, () => `SLACK_TOKEN=${parts[0]}-\\\n${parts.slice(1).join('-')}`, { also: [parts[3] as string] });
  })(),
  ((): RedactionMeasureCase => {
    const tok = anthropic();
    const esc = [...tok.slice(0, 6)].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('') + tok.slice(6);
    return secret('split-escaped', 'transformed', tok.slice(6), () => `{"key": "${esc}"}`);
  })(),

  // ── other-doors: credentials through fields other than text
  secret('other-doors', 'vendor', ghp(), (t) => `CI token ${t}`, { door: 'title', rule: 'github-pat' }),
  secret('other-doors', 'contextual', pw(), (t) => `Rotated the staging DB password to ${t}; apps restarted.`, { door: 'summary' }),
  secret('other-doors', 'vendor', npmTok(), (t) => t, { door: 'tags', rule: 'npm-access-token' }),
  secret('other-doors', 'vendor', skLive(), (t) => `Stripe key ${t} is revoked`, { door: 'tripwires', rule: 'stripe-access-token' }),
  secret('other-doors', 'vendor', glpat(), (t) => `https://oauth2:${t}@gitlab.com/tidewire/tariffs.git`, { door: 'source', rule: 'gitlab-pat' }),
  secret('other-doors', 'contextual', fake(40, URLSAFE), (t) => `https://api.portauthority.example/v2/vessels?access_token=${t}`, { door: 'source' }),
  secret('other-doors', 'vendor', akia(), (t) => `why is ${t} failing with AccessDenied`, { door: 'query', rule: 'aws-access-token' }),
  secret('other-doors', 'vendor', ghp(), (t) => `/home/dev/scratch/${t}`, { door: 'projectPath', rule: 'github-pat' }),
  secret('other-doors', 'vendor', hf(), (t) => `notebooks/${t}/train.py`, { door: 'filesEdited', rule: 'huggingface-access-token' }),
  secret('other-doors', 'vendor', clojars(), (t) => `clojars deploy token ${t}`, { door: 'summary', rule: 'clojars-api-token' }),
  secret('other-doors', 'vendor', doPat(), (t) => `doctl auth init -t ${t}`, { door: 'query', rule: 'digitalocean-pat' }),
];

const FAKE_SHA1 = 'de' + 'adbeef'.repeat(6) + '01';
const NEAR_CASES: RedactionMeasureCase[] = [
  // ── hashes and identifiers
  near(
    'hash',
    'The tariff regression was introduced in commit 4e1c9a2f7b3d8e6a0c5f1b9d2e7a4c8f3b6d0e15 and fixed in 9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b.',
  ),
  near('hash', 'Short SHAs in the changelog: 4e1c9a2, 9a8b7c6, f00dcafe.'),
  near('hash', 'sha256 of the codecov uploader v0.8.0: 7c4d2b1e9f0a8c6d5e3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d'),
  near('hash', 'package-lock.json integrity for dayjs: sha512-Jn4nVn0Q7iTHtOHnE5rxR4e6rGAFMkBf0yRz9cfYfFx1gCwvZAzOmfkjG5Qph4hWa4Oc3c3nwG/xkN2ncLzSOQ=='),
  near('hash', 'The image is pinned by digest: ghcr.io/tidewire/api@sha256:0f3c5a9e1b7d2c8f4a6e0b9d3c7f1a5e8b2d6c0f4a9e3b7d1c5f8a2e6b0d4c9f'),
  near('hash', 'md5 of the tariff CSV from the port authority: 5d41402abc4b2a76b9719d911017c592'),
  near('hash', `Merge base recorded for the release: ${FAKE_SHA1}`),
  near('uuid', 'Booking 3f2504e0-4f89-41d3-9a0c-0305e82c3301 was the first to use the new overlap check.'),
  near('uuid', 'Fly machine ids: 148ed726c24768, 3d8d9e2fa21089; app id 6e1d4c2a-9b7f-4e3a-8c5d-2f1b0a9e8d7c.'),
  near('uuid', 'Event ids are ULIDs like 01HZX3K8Q5V7M2N4P6R8T0W2Y4 so they sort by time.'),
  near('uuid', 'Sentry issue TIDEWIRE-API-4F2 corresponds to trace 4bf92f3577b34da6a3ce929d0e0e4736.'),

  // ── placeholders and references
  near('placeholder', 'Copy .env.example to .env and set GITHUB_TOKEN=<your-token-here> and STRIPE_SECRET_KEY=<from the Stripe dashboard>.'),
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder as written in a config file, not a template
  near('placeholder', 'In ci.yml the deploy step uses FLY_API_TOKEN: ${{ secrets.FLY_API_TOKEN }} and never echoes it.'),
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder as written in a config file, not a template
  near('placeholder', 'DATABASE_URL=postgres://${PGUSER}:${PGPASSWORD}@${PGHOST}:5432/${PGDATABASE}'),
  near('placeholder', 'API_KEY=your-api-key-here is the line in .env.example that new contributors replace.'),
  near('placeholder', 'The secret is read with `vault kv get -field=password secret/tidewire/prod/db`; the value never lands in the repo.'),
  near('placeholder', 'valueFrom:\n  secretKeyRef:\n    name: tidewire-db\n    key: password'),
  near('placeholder', 'password: "********" is how the admin UI masks the SMTP password field.'),
  near('placeholder', 'Local dev connects to postgres://localhost:5432/tidewire_dev with peer auth, no password.'),
  near('placeholder', 'export OPENAI_API_KEY="$(op read op://Engineering/OpenAI/credential)"'),
  near('placeholder', 'Set AWS_PROFILE=tidewire-dev; credentials come from aws sso login, not from keys in files.'),

  // ── public material: public keys, certificates, publishable identifiers
  near('public-key', 'Deploy public key on the Fly machine: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk2Qm9aZlF4dGVzdEtleUZvckRvY3NPbmx5MDEyMzQ1 deploy@tidewire'),
  near('public-key', 'The release signing key fingerprint is 7A3F 9C21 0B4E 55D8 E1C6  2F90 8B7D 4A13 C6E2 90F5.'),
  near('public-key', 'age recipient for sops: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p'),
  near(
    'public-key',
    'The webhook verification uses the port authority\u2019s public key, published at https://portauthority.example/.well-known/jwks.json (kid 2026-11).',
  ),
  near('public-key', `${DASH5}BEGIN PUBLIC KEY${DASH5}\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n${DASH5}END PUBLIC KEY${DASH5}`),

  // ── versions and numbers
  near('version', 'We run Node v20.18.1, pnpm 9.12.3, TypeScript 5.6.2 and Postgres 16.4; Fastify is 4.28.1.'),
  near('version', 'Release tag v3.8.1+build.20261203.7781 was deployed at 2026-12-03T14:02:11Z.'),
  near('version', 'Berth ids are 12-digit numbers such as 004417220931; vessel IMO numbers like IMO 9321483.'),
  near('version', 'The IBAN format check uses GB82WEST12345698765432 from the ISO 13616 documentation as its fixture.'),

  // ── labelled test vectors and examples
  near(
    'test-vector',
    'RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?", HMAC-SHA256 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843.',
  ),
  near('test-vector', 'The base64 unit test checks that "aGFyYm91ciBiZXJ0aA==" decodes to "harbour berth".'),
  near('test-vector', 'RFC 7515 example JWS header eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9 decodes to {"typ":"JWT","alg":"HS256"}.'),
  near('test-vector', 'The AWS documentation example access key id AK' + 'IAIOSFODNN7' + 'EXAMPLE is used in tests/fixtures/aws.json as a placeholder.'),
  near('test-vector', 'sha256("") = e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855, asserted in the hashing test.'),

  // ── words that talk about secrets without holding one
  near('secret-talk', 'The password field is hashed with argon2id; the minimum password length is 12 and reset tokens expire after 30 minutes.'),
  near('secret-talk', 'token_ttl_seconds: 3600\nrefresh_token_ttl_days: 30\npassword_min_length: 12'),
  near('secret-talk', 'The API key header is X-Api-Key; keys are prefixed tw_live_ or tw_test_ and shown once at creation.'),
  near('secret-talk', 'Secrets rotate every 90 days; the last rotation of the Fly deploy token was on 2026-10-30.'),
  near('secret-talk', 'If a token leaks, revoke it in GitHub settings under Developer settings → Personal access tokens, then rotate CI secrets.'),

  near('hash', 'Bootstrap 5.3 is loaded with integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC" from the CDN.'),
  near('hash', 'go.sum line for the helper tool: golang.org/x/text v0.14.0 h1:ScX5w1eTa3QqT8oi6+ziP7dTV1S2+ALU0bI+0zXKWiQ='),
  near('uuid', 'Correlation id c0ffee00-1234-4abc-8def-0123456789ab ties the planner log to the booking request.'),
  near('placeholder', 'Stripe secret keys start with sk_live_ or sk_test_ and are only read from Fly secrets at boot; none is in the repo.'),
  near('version', 'The base image is node:20.18.1-bookworm-slim, pinned by digest sha256:3e5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091.'),
  near('test-vector', 'RFC 6070 PBKDF2-HMAC-SHA1 vector: P="password", S="salt", c=1, dkLen=20 gives 0c60c80f961f0e71f3a9b524af6012062fe037a6.'),
  near('secret-talk', 'The publishable key is used in the browser checkout; the secret key stays on the server and is never logged.'),
  near('secret-talk', 'grep -r "BEGIN PRIVATE KEY" . is part of the pre-release check and found nothing on 2026-12-01.'),

  // ── near-misses through other doors
  near('other-doors', 'Reservation lock timeout raised to 5 s', 'title'),
  near('other-doors', 'Merged 4e1c9a2f7b3d8e6a0c5f1b9d2e7a4c8f3b6d0e15 after review; no config changes.', 'summary'),
  near('other-doors', 'build-7781', 'tags'),
  near('other-doors', 'If sha256 of the uploader differs from 7c4d2b1e9f0a8c6d5e3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d, stop the deploy', 'tripwires'),
  near('other-doors', 'migrations/1733000000000_tariff-index.sql', 'filesEdited'),
  near('other-doors', 'https://github.com/tidewire/tidewire/blob/4e1c9a2f7b3d8e6a0c5f1b9d2e7a4c8f3b6d0e15/src/app.ts#L10-L24', 'source'),
  near('other-doors', 'advisory lock for berth reservations', 'query'),
  near('other-doors', '/home/dev/src/tidewire-3f2504e0', 'projectPath'),
];

/** The blind set: secret cases, then near-misses. */
export const UNSEEN_SECRET_CASES: readonly RedactionMeasureCase[] = [...SECRET_CASES, ...NEAR_CASES];
