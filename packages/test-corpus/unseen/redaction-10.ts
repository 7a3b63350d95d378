/**
 * Blind redaction set 10, written on 2026-12-06 by a helper (h52-blind) who had not read the
 * redactor, its patterns, its decoder, the instruction gate, their tests, the committed corpus or
 * the other blind sets' cases (only issues #18 and #19, the design notes and seeds, the first 45
 * lines — header and exported shape — of gate-9 and redaction-9, the measure types and the two
 * harness files were read). Vendor token shapes were re-derived from the vendors' documented
 * formats (prefix, alphabet, length) as remembered from their public docs; gitleaks rule ids are
 * cited by id only, and only where such a rule is known to exist. The fictional project is
 * "tidewell", a marina berth-booking and fuel-dock system (an ASP.NET Core 8 API on EF Core,
 * Npgsql, Hangfire, MassTransit/RabbitMQ, SignalR and Seq; a Swift iOS app shipped with fastlane;
 * Playwright e2e; Azure DevOps Pipelines, Azure Container Registry and Container Apps; Sentry).
 * Secret cases place a credential where a careful tool must find it: vendor tokens in prose, code
 * and config; context-named values (some labelled in other human languages) in .env files,
 * appsettings.json, ADO.NET and Npgsql connection strings, nuget.config, .npmrc, YAML, TOML, INI,
 * XML, xcconfig and Info.plist, Azure DevOps pipelines, Kubernetes secrets, netrc, Docker config,
 * kubeconfig; shell history and CLI commands that set secrets (dotnet user-secrets, dotnet nuget
 * add source, az login, docker login, mysql -p, --password, PGPASSWORD, sshpass, security
 * add-generic-password, openssl -passout, curl -u, git clone with userinfo), chat pastes, log
 * lines, stack traces, HTTP headers, URLs with credentials, SAS signatures and connection
 * strings; private keys; and transformed forms (base64, base64url, hex, percent-encoded,
 * fullwidth, split over spaces, lines and zero-width characters, JSON- and shell-escaped,
 * Basic-auth base64), many through doors other than the text (title, summary, tags, tripwires,
 * filesEdited, source, recall query, project path). Near-misses (git SHAs, UUIDs and Azure
 * subscription/tenant ids, image and release digests, NuGet contentHash, Package.resolved
 * revisions, SRI integrity strings, trace ids, counts and limits such as `max_tokens: 4096`,
 * placeholders, pipeline secret references and Key Vault references, public keys and
 * certificates, publishable ids, port flags and password prompts) hold no credential and must be
 * stored byte for byte, some through other doors. Placements name kinds of place (two or more
 * cases each), so a per-placement figure never names one case. Every secret-looking value is
 * fake (a FAKE, Fake, fake or dead marker in its random part) and assembled at run time from
 * split prefixes and a seeded generator, so no scanner trips on this file. Never tuned against:
 * figures are reported, not fitted.
 */
import type { RedactionDoor, RedactionMeasureCase } from '../src/measureRedaction.js';

const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LO = 'abcdefghijklmnopqrstuvwxyz';
const NUM = '0123456789';
const AN = UP + LO + NUM;
const HX = '0123456789abcdef';
const URLSAFE = AN + '-_';
const B64 = AN + '+/';
const UPNUM = UP + NUM;
const LONUM = LO + NUM;
const B32LO = 'abcdefghijklmnopqrstuvwxyz234567';
const BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';

/** A seeded generator (xorshift32), so the set is the same on every run. */
let seed = 0x5eed1010;
function rand(): number {
  seed ^= seed << 13;
  seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  seed >>>= 0;
  return seed;
}
function draw(alphabet: string, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[rand() % alphabet.length];
  return s;
}
/** `n` characters of `alphabet` with a fake marker somewhere inside (the marker counts toward `n`). */
function fake(alphabet: string, n: number, marker = 'FAKE'): string {
  const body = draw(alphabet, n - marker.length);
  const at = rand() % (body.length + 1);
  return body.slice(0, at) + marker + body.slice(at);
}
/** Joins split pieces, so no whole prefix is written in this file. */
const P = (...parts: string[]): string => parts.join('');

const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const b64url = (s: string): string => Buffer.from(s, 'utf8').toString('base64url');
const hexOf = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
const percentAll = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const fullwidth = (s: string): string => s.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
const jsonEscapes = (s: string): string => [...s].map((ch) => `\\u${(ch.codePointAt(0) as number).toString(16).padStart(4, '0')}`).join('');
/** `s` cut into pieces of `size`. */
const chunks = (s: string, size: number): string[] => s.match(new RegExp(`.{1,${size}}`, 'gs')) ?? [];

interface Extra {
  door?: RedactionDoor;
  gitleaksRule?: string;
}

/** A secret case: `value` is written whole through the door; every string of `secrets` must stay off disk and out of output. */
function secret(placement: string, basis: string, value: string, secrets: string[], extra: Extra = {}): RedactionMeasureCase {
  return { expect: 'secret', placement, basis, ...extra, build: () => value, secrets: () => secrets };
}

/** A near-miss: stored byte for byte. */
function near(placement: string, value: string, door?: RedactionDoor): RedactionMeasureCase {
  return { expect: 'near-miss', placement, basis: 'near-miss', ...(door ? { door } : {}), build: () => value, secrets: () => [] };
}

// Vendor tokens, each drawn once (a case's secret is unique to it).
const ghp = () => P('gh', 'p_') + fake(AN, 36);
const gho = () => P('gh', 'o_') + fake(AN, 36);
const ghs = () => P('gh', 's_') + fake(AN, 36);
const ghFine = () => P('github', '_pat_') + '11' + fake(UPNUM, 20) + '_' + fake(AN, 59);
const glpat = () => P('gl', 'pat-') + fake(URLSAFE, 20);
const glrt = () => P('gl', 'rt-') + fake(URLSAFE, 20);
const xoxb = () => P('xo', 'xb-') + draw(NUM, 12) + '-' + draw(NUM, 13) + '-' + fake(AN, 24);
const xoxp = () => P('xo', 'xp-') + draw(NUM, 12) + '-' + draw(NUM, 12) + '-' + draw(NUM, 13) + '-' + fake(HX, 32, 'dead');
const slackHook = () => `https://hooks.slack.com/services/T${fake(UPNUM, 10)}/B${fake(UPNUM, 10)}/${fake(AN, 24)}`;
const akia = () => P('AK', 'IA') + fake('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16);
const awsSecret = () => fake(B64, 40, 'Fake');
const skLive = () => P('sk', '_live_') + fake(AN, 34);
const rkLive = () => P('rk', '_live_') + fake(AN, 34);
const whsec = () => P('wh', 'sec_') + fake(AN, 32);
const twilioSk = () => P('S', 'K') + fake(HX, 32, 'dead');
const sendgrid = () => P('S', 'G.') + fake(URLSAFE, 22) + '.' + fake(URLSAFE, 43);
const npmTok = () => P('np', 'm_') + fake(AN, 36);
const pypi = () => P('pypi-', 'AgEIcHlwaS5vcmc') + fake(URLSAFE, 70);
const openai = () => P('sk', '-proj-') + fake(AN, 24) + P('T3Blbk', 'FJ') + fake(AN, 24);
const anthropic = () => P('sk-', 'ant-', 'api03-') + fake(URLSAFE, 93) + 'AA';
const gcp = () => P('AI', 'za') + fake(URLSAFE, 35);
const azureAd = () => fake(AN, 3) + '8' + P('Q', '~') + fake(AN + '_~.-', 34);
const hf = () => P('h', 'f_') + fake(UP + LO, 34);
const dapi = () => P('da', 'pi') + fake(HX, 32, 'dead');
const tfc = () => fake(AN, 14) + P('.atlas', 'v1.') + fake(AN, 67);
const hvs = () => P('hv', 's.') + fake(AN, 24);
const doppler = () => P('dp', '.pt.') + fake(AN, 43);
const linear = () => P('lin', '_api_') + fake(AN, 40);
const postman = () => P('PM', 'AK-') + fake(HX, 24, 'dead') + '-' + fake(HX, 34, 'dead');
const glsa = () => P('gl', 'sa_') + fake(AN, 32) + '_' + fake(HX, 8, 'dead');
const nrak = () => P('NR', 'AK-') + fake(UPNUM, 27);
const telegram = () => `${draw(NUM, 10)}:${P('A', 'A')}${fake(URLSAFE, 33)}`;
const ageKey = () => P('AGE-', 'SECRET-', 'KEY-1') + fake(BECH32, 58, 'FAKE');
const shpat = () => P('sh', 'pat_') + fake(HX, 32, 'dead');
const dop = () => P('do', 'p_v1_') + fake(HX, 64, 'dead');
const mailgun = () => P('ke', 'y-') + fake(HX, 32, 'dead');
const rubygems = () => P('ruby', 'gems_') + fake(HX, 48, 'dead');
const atlassian = () => P('ATA', 'TT3') + fake(URLSAFE, 180) + '=' + fake(HX.toUpperCase(), 8, 'DEAD');
const heroku2 = () => P('HR', 'KU-') + 'AA' + fake(URLSAFE, 58);
const square = () => P('EA', 'AA') + fake(URLSAFE, 60);
const pscale = () => P('pscale', '_pw_') + fake(URLSAFE, 43);
const pulumi = () => P('pu', 'l-') + fake(HX, 40, 'dead');
const dynatrace = () => P('dt0', 'c01.') + fake(UPNUM, 24) + '.' + fake(UPNUM, 64);
const sentryUser = () => P('sntr', 'yu_') + fake(HX, 64, 'dead');
const dckr = () => P('dckr', '_pat_') + fake(URLSAFE, 27);
const flyTok = () => P('fo', '1_') + fake(URLSAFE, 43);
const nugetKey = () => P('oy', '2') + fake(LONUM, 43, 'fake');
const azdoPat = () => fake(B32LO, 52, 'fake');
const storageKey = () => `${fake(B64, 86, 'Fake')}==`;
const jwt = () =>
  `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(`{"sub":"svc-tidewell","scope":"berths.admin","jti":"${fake(AN, 16)}"}`)}.${fake(URLSAFE, 43)}`;
const pw = (label = 'Fake') => `${draw(UP, 1)}${draw(LO, 5)}-${label}-${draw(NUM, 4)}!${draw(AN, 4)}`;
const privateKey = (kind: string) =>
  [`-----BEGIN ${kind}PRIVATE KEY-----`, ...chunks(fake(B64, 64 * 6, 'FakeKeyMaterial'), 64), `-----END ${kind}PRIVATE KEY-----`].join('\n');

/** Builds the secret cases; each token is drawn here once, in a fixed order. */
function secretCases(): RedactionMeasureCase[] {
  const out: RedactionMeasureCase[] = [];
  const add = (c: RedactionMeasureCase): void => {
    out.push(c);
  };

  // Vendor tokens in prose and chat pastes.
  let t = ghp();
  add(secret('vendor-prose', 'vendor', `The nightly e2e job authenticates to GitHub with ${t} until the app install lands.`, [t], { gitleaksRule: 'github-pat' }));
  t = ghFine();
  add(secret('chat-paste', 'vendor', `[09:14] dana: use this fine-grained one for the Package.swift mirror -> ${t} (expires friday)`, [t], { gitleaksRule: 'github-fine-grained-pat' }));
  t = gho();
  add(secret('vendor-prose', 'vendor', `OAuth token from the device flow: ${t}; revoke after the demo.`, [t], { gitleaksRule: 'github-oauth' }));
  t = ghs();
  add(secret('log-line', 'vendor', `2026-11-30T08:02:11Z INF checkout using installation token ${t} for repo tidewell/ios`, [t], { gitleaksRule: 'github-app-token' }));
  t = glpat();
  add(secret('chat-paste', 'vendor', `ok the gitlab mirror token is ${t} — don't lose it`, [t], { gitleaksRule: 'gitlab-pat' }));
  t = glrt();
  add(secret('shell-history', 'vendor', `gitlab-runner register --url https://gitlab.example.com --token ${t} --executor docker`, [t], { gitleaksRule: 'gitlab-runner-authentication-token' }));
  t = xoxb();
  add(secret('env-file', 'vendor', `SLACK_BOT_TOKEN=${t}\nSLACK_CHANNEL=#harbour-alerts`, [t], { gitleaksRule: 'slack-bot-token' }));
  t = xoxp();
  add(secret('chat-paste', 'vendor', `my user token for the export script: ${t}`, [t], { gitleaksRule: 'slack-user-token' }));
  t = slackHook();
  add(secret('appsettings-json', 'vendor', `{ "Alerts": { "SlackWebhook": "${t}" } }`, [t.split('/').slice(-1)[0] as string], { gitleaksRule: 'slack-webhook-url' }));
  t = akia();
  let u = awsSecret();
  add(secret('ini-file', 'vendor', `[tidewell-backup]\naws_access_key_id = ${t}\naws_secret_access_key = ${u}\nregion = eu-west-1`, [t, u], { gitleaksRule: 'aws-access-token' }));
  t = skLive();
  add(secret('vendor-prose', 'vendor', `Marina deposits are charged through Stripe with the restricted flow; the live key ${t} is in the pipeline library.`, [t], { gitleaksRule: 'stripe-access-token' }));
  t = rkLive();
  add(secret('env-file', 'vendor', `STRIPE_RESTRICTED_KEY=${t}`, [t], { gitleaksRule: 'stripe-access-token' }));
  t = whsec();
  add(secret('appsettings-json', 'vendor', `"Stripe": { "WebhookSecret": "${t}", "Currency": "eur" }`, [t]));
  t = twilioSk();
  u = fake(AN, 32);
  add(secret('chat-paste', 'vendor', `twilio for SMS reminders: key ${t} secret ${u}`, [t, u], { gitleaksRule: 'twilio-api-key' }));
  t = sendgrid();
  add(secret('yaml-file', 'vendor', `email:\n  provider: sendgrid\n  apiKey: ${t}`, [t], { gitleaksRule: 'sendgrid-api-token' }));
  t = npmTok();
  add(secret('package-manager-config', 'vendor', `//registry.npmjs.org/:_authToken=${t}`, [t], { gitleaksRule: 'npm-access-token' }));
  t = pypi();
  add(secret('ini-file', 'vendor', `[pypi]\nusername = __token__\npassword = ${t}`, [t], { gitleaksRule: 'pypi-upload-token' }));
  t = openai();
  add(secret('vendor-prose', 'vendor', `The berth-note summariser calls the model with ${t} from the staging slot.`, [t], { gitleaksRule: 'openai-api-key' }));
  t = anthropic();
  add(secret('env-file', 'vendor', `export ANTHROPIC_API_KEY="${t}"`, [t], { gitleaksRule: 'anthropic-api-key' }));
  t = gcp();
  add(secret('xcconfig', 'vendor', `MAPS_API_KEY = ${t}\nPRODUCT_BUNDLE_IDENTIFIER = app.tidewell.owner`, [t], { gitleaksRule: 'gcp-api-key' }));
  t = azureAd();
  add(secret('appsettings-json', 'vendor', `"AzureAd": { "TenantId": "3f2b8c1e-5d4a-4b7e-9c6f-2a1d0e9b8c7a", "ClientId": "b1e2c3d4-0000-4a5b-8c9d-1e2f3a4b5c6d", "ClientSecret": "${t}" }`, [t], { gitleaksRule: 'azure-ad-client-secret' }));
  t = hf();
  add(secret('shell-history', 'vendor', `huggingface-cli login --token ${t}`, [t], { gitleaksRule: 'huggingface-access-token' }));
  t = dapi();
  add(secret('vendor-prose', 'vendor', `Analytics export uses the Databricks token ${t} on the shared cluster.`, [t], { gitleaksRule: 'databricks-api-token' }));
  t = tfc();
  add(secret('toml-file', 'vendor', `[credentials."app.terraform.io"]\ntoken = "${t}"`, [t], { gitleaksRule: 'hashicorp-tf-api-token' }));
  t = hvs();
  add(secret('shell-history', 'vendor', `VAULT_TOKEN=${t} vault kv get secret/tidewell/db`, [t], { gitleaksRule: 'vault-service-token' }));
  t = doppler();
  add(secret('ci-pipeline', 'vendor', `- script: doppler run --token ${t} -- dotnet test`, [t], { gitleaksRule: 'doppler-api-token' }));
  t = linear();
  add(secret('chat-paste', 'vendor', `linear key for the triage bot: ${t}`, [t], { gitleaksRule: 'linear-api-key' }));
  t = postman();
  add(secret('vendor-prose', 'vendor', `The Postman monitor for /berths runs with ${t}.`, [t], { gitleaksRule: 'postman-api-token' }));
  t = glsa();
  add(secret('yaml-file', 'vendor', `grafana:\n  url: https://grafana.tidewell.app\n  serviceAccountToken: ${t}`, [t], { gitleaksRule: 'grafana-service-account-token' }));
  t = nrak();
  add(secret('env-file', 'vendor', `NEW_RELIC_API_KEY=${t}`, [t], { gitleaksRule: 'new-relic-user-api-key' }));
  t = telegram();
  add(secret('log-line', 'vendor', `POST https://api.telegram.org/bot${t}/sendMessage 200 41ms`, [t], { gitleaksRule: 'telegram-bot-api-token' }));
  t = ageKey();
  add(secret('vendor-prose', 'vendor', `# created: 2026-11-02\n# public key: age1qz7fake\n${t}`, [t], { gitleaksRule: 'age-secret-key' }));
  t = shpat();
  add(secret('chat-paste', 'vendor', `shop merch admin token ${t}`, [t], { gitleaksRule: 'shopify-access-token' }));
  t = dop();
  add(secret('shell-history', 'vendor', `doctl auth init --access-token ${t}`, [t], { gitleaksRule: 'digitalocean-pat' }));
  t = mailgun();
  add(secret('appsettings-json', 'vendor', `"Mailgun": { "Domain": "mg.tidewell.app", "ApiKey": "${t}" }`, [t], { gitleaksRule: 'mailgun-private-api-token' }));
  t = rubygems();
  add(secret('yaml-file', 'vendor', `---\n:rubygems_api_key: ${t}`, [t], { gitleaksRule: 'rubygems-api-token' }));
  t = atlassian();
  add(secret('vendor-prose', 'vendor', `Jira automation token (the long one): ${t}`, [t], { gitleaksRule: 'atlassian-api-token' }));
  t = heroku2();
  add(secret('env-file', 'vendor', `HEROKU_API_KEY=${t}`, [t], { gitleaksRule: 'heroku-api-key-v2' }));
  t = square();
  add(secret('vendor-prose', 'vendor', `Fuel dock card reader uses the Square token ${t} in production.`, [t], { gitleaksRule: 'square-access-token' }));
  t = pscale();
  add(secret('connection-string', 'vendor', `mysql://tw_reporting:${t}@aws.connect.psdb.cloud/tidewell?sslaccept=strict`, [t], { gitleaksRule: 'planetscale-password' }));
  t = pulumi();
  add(secret('env-file', 'vendor', `PULUMI_ACCESS_TOKEN=${t}`, [t], { gitleaksRule: 'pulumi-api-token' }));
  t = dynatrace();
  add(secret('http-header', 'vendor', `Authorization: Api-Token ${t}`, [t], { gitleaksRule: 'dynatrace-api-token' }));
  t = sentryUser();
  add(secret('xcconfig', 'vendor', `SENTRY_AUTH_TOKEN = ${t}`, [t]));
  t = dckr();
  add(secret('shell-history', 'vendor', `echo ${t} | docker login -u tidewellci --password-stdin`, [t]));
  t = flyTok();
  add(secret('chat-paste', 'vendor', `old fly deploy token from the prototype: ${t}`, [t]));
  t = nugetKey();
  add(secret('shell-history', 'vendor', `dotnet nuget push artifacts/Tidewell.Contracts.2.4.0.nupkg --api-key ${t} --source https://api.nuget.org/v3/index.json`, [t]));
  t = jwt();
  add(secret('http-header', 'vendor', `curl -H "Authorization: Bearer ${t}" https://api.tidewell.app/admin/berths`, [t], { gitleaksRule: 'jwt' }));
  t = jwt();
  add(secret('log-line', 'vendor', `warn: Tidewell.Api.Auth[0] token rejected (expired): ${t}`, [t], { gitleaksRule: 'jwt' }));

  // Private keys.
  t = privateKey('OPENSSH ');
  add(secret('private-key', 'vendor', `deploy key for the ios repo mirror:\n${t}`, t.split('\n').slice(1, -1), { gitleaksRule: 'private-key' }));
  t = privateKey('');
  add(secret('private-key', 'vendor', `AuthKey_FAKE123456.p8 (App Store Connect):\n${t}`, t.split('\n').slice(1, -1), { gitleaksRule: 'private-key' }));
  t = privateKey('RSA ');
  add(secret('private-key', 'vendor', `"signingKey": "${t.replace(/\n/g, '\\n')}"`, t.split('\n').slice(1, -1), { gitleaksRule: 'private-key' }));
  t = privateKey('EC ');
  add(secret('private-key', 'vendor', `Paste of the push-notification key:\n${t}`, t.split('\n').slice(1, -1), { gitleaksRule: 'private-key' }));

  // Credentials named by their context, whatever their shape.
  t = pw();
  add(secret('env-file', 'context', `PGPASSWORD=${t}\nPGHOST=localhost\nPGUSER=tidewell`, [t]));
  t = pw();
  add(secret('shell-history', 'context', `mysql -h reporting-db -u tw_reader -p${t} tidewell_reports`, [t]));
  t = pw();
  add(secret('shell-history', 'context', `./scripts/seed-marina --host db.internal --user admin --password ${t} --marina 12`, [t]));
  t = pw();
  add(secret('shell-history', 'context', `PGPASSWORD='${t}' pg_dump -h prod-db -p 5432 -U tidewell -Fc tidewell > tw.dump`, [t]));
  t = pw();
  add(secret('connection-string', 'context', `"ConnectionStrings": { "Default": "Host=prod-db;Port=5432;Database=tidewell;Username=tidewell_app;Password=${t};SSL Mode=Require" }`, [t]));
  t = pw();
  add(secret('connection-string', 'context', `Server=tcp:tw-sql.database.windows.net,1433;Initial Catalog=reports;User ID=twadmin;Password=${t};Encrypt=True;`, [t]));
  t = pw();
  add(secret('connection-string', 'context', `amqp://tidewell:${t}@rabbitmq.internal:5672/berths`, [t]));
  t = pw();
  add(secret('connection-string', 'context', `REDIS_URL=redis://:${t}@cache.internal:6379/0`, [t]));
  t = storageKey();
  add(secret('connection-string', 'context', `DefaultEndpointsProtocol=https;AccountName=twphotos;AccountKey=${t};EndpointSuffix=core.windows.net`, [t]));
  t = fake(AN + '%', 43, 'Fake');
  add(secret('url', 'context', `https://twphotos.blob.core.windows.net/berths/12.jpg?sv=2024-08-04&se=2026-12-31&sr=b&sp=r&sig=${t}`, [t]));
  t = pw();
  add(secret('netrc', 'context', `machine dev.azure.com\n  login tidewell-ci\n  password ${t}`, [t]));
  u = pw();
  add(secret('netrc', 'context', `machine pkgs.dev.azure.com login ci password ${u}`, [u]));
  t = pw();
  add(secret('container-config', 'context', `{"auths":{"tidewell.azurecr.io":{"auth":"${b64(`tidewell:${t}`)}"}}}`, [b64(`tidewell:${t}`), t]));
  t = fake(URLSAFE, 48, 'Fake');
  add(secret('container-config', 'context', `users:\n- name: aks-tidewell\n  user:\n    token: ${t}`, [t]));
  t = pw();
  add(secret('container-config', 'context', `apiVersion: v1\nkind: Secret\nmetadata:\n  name: tidewell-db\ntype: Opaque\ndata:\n  password: ${b64(t)}`, [b64(t), t], { gitleaksRule: 'kubernetes-secret-yaml' }));
  t = azdoPat();
  add(secret('package-manager-config', 'context', `<packageSourceCredentials>\n  <tidewell>\n    <add key="Username" value="ci" />\n    <add key="ClearTextPassword" value="${t}" />\n  </tidewell>\n</packageSourceCredentials>`, [t]));
  t = azdoPat();
  add(secret('shell-history', 'context', `dotnet nuget add source https://pkgs.dev.azure.com/tidewell/_packaging/tidewell-feed/nuget/v3/index.json -n tidewell -u ci -p ${t} --store-password-in-clear-text`, [t]));
  t = fake(URLSAFE, 32, 'Fake');
  add(secret('shell-history', 'context', `dotnet user-secrets set "Seq:ApiKey" "${t}" --project src/Tidewell.Api`, [t]));
  t = azureAd().replace('Q~', 'x_');
  add(secret('shell-history', 'context', `az login --service-principal -u b1e2c3d4-0000-4a5b-8c9d-1e2f3a4b5c6d -p ${t} --tenant 3f2b8c1e-5d4a-4b7e-9c6f-2a1d0e9b8c7a`, [t]));
  t = pw();
  add(secret('shell-history', 'context', `docker login tidewell.azurecr.io -u tidewell -p ${t}`, [t]));
  t = pw();
  add(secret('shell-history', 'context', `sshpass -p '${t}' ssh deploy@bastion.tidewell.app`, [t]));
  t = pw();
  add(secret('shell-history', 'context', `security add-generic-password -a tidewell-ci -s fastlane-match -w ${t}`, [t]));
  t = pw();
  add(secret('shell-history', 'context', `openssl pkcs12 -export -in dist.cer -inkey dist.key -out dist.p12 -passout pass:${t}`, [t]));
  t = pw();
  add(secret('shell-history', 'context', `curl -u harbourmaster:${t} https://api.tidewell.app/hangfire/stats`, [t], { gitleaksRule: 'curl-auth-user' }));
  t = fake(AN, 40, 'Fake');
  add(secret('shell-history', 'context', `curl -H "X-Api-Key: ${t}" https://api.tidewell.app/v1/berths?marina=12`, [t], { gitleaksRule: 'curl-auth-header' }));
  t = azdoPat();
  add(secret('shell-history', 'context', `git clone https://ci:${t}@dev.azure.com/tidewell/tidewell/_git/tidewell-ios`, [t]));
  t = `${draw(LO, 4)}-fake-${draw(LO, 4)}-${draw(LO, 4)}`;
  add(secret('env-file', 'context', `FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=${t}`, [t]));
  t = pw();
  add(secret('env-file', 'context', `MATCH_PASSWORD="${t}"`, [t]));
  t = pw();
  add(secret('env-file', 'context', `HANGFIRE_DASHBOARD_PASSWORD = ${t}`, [t]));
  t = fake(HX, 32, 'dead');
  add(secret('env-file', 'context', `DD_API_KEY=${t}`, [t], { gitleaksRule: 'datadog-access-token' }));
  t = fake(HX, 32, 'dead');
  add(secret('appsettings-json', 'context', `"Algolia": { "AppId": "TW0FAKE42", "AdminApiKey": "${t}" }`, [t], { gitleaksRule: 'algolia-api-key' }));
  t = pw();
  add(secret('appsettings-json', 'context', `{"Hangfire":{"Dashboard":{"User":"harbour","Password":"${t}"}}}`, [t]));
  t = fake(URLSAFE, 40, 'Fake');
  add(secret('appsettings-json', 'context', `"Seq": { "ServerUrl": "http://seq:5341", "ApiKey": "${t}" }`, [t]));
  t = pw();
  add(secret('yaml-file', 'context', `rabbitmq:\n  host: rabbitmq.internal\n  username: tidewell\n  password: ${t}`, [t]));
  t = fake(AN, 36, 'Fake');
  add(secret('yaml-file', 'context', `fuel_dock:\n  sensor_gateway:\n    client_secret: "${t}"`, [t]));
  t = pw();
  add(secret('toml-file', 'context', `[database]\nhost = "prod-db"\nuser = "tidewell"\npassword = "${t}"`, [t]));
  t = fake(AN, 32, 'Fake');
  add(secret('toml-file', 'context', `[sensors.gateway]\napi_key = '${t}'`, [t]));
  t = pw();
  add(secret('ini-file', 'context', `[smtp]\nserver = smtp.tidewell.app\nport = 587\npasswd = ${t}`, [t]));
  t = fake(AN, 40, 'Fake');
  add(secret('xml-config', 'context', `<key>ApiSecret</key>\n<string>${t}</string>`, [t]));
  t = pw();
  add(secret('xml-config', 'context', `<add name="Reports" connectionString="Data Source=tw-sql;User Id=reports;Pwd=${t};" />`, [t]));
  t = fake(AN, 32, 'Fake');
  add(secret('ci-pipeline', 'context', `variables:\n  SEQ_API_KEY: ${t}\n  BUILD_CONFIGURATION: Release`, [t]));
  t = pw();
  add(secret('ci-pipeline', 'context', `- script: dotnet ef database update --connection "Host=prod-db;Username=migrator;Password=${t}"`, [t]));
  t = pw();
  add(secret('sql', 'context', `CREATE ROLE tw_reporting LOGIN PASSWORD '${t}';`, [t]));
  t = pw();
  add(secret('sql', 'context', `ALTER USER tidewell_app WITH PASSWORD '${t}';`, [t]));
  t = pw();
  add(secret('chat-paste', 'context', `staging hangfire login is harbour / ${t} (don't share outside the team)`, [t]));
  t = pw();
  add(secret('chat-paste', 'context', `password: ${t} (for the TestFlight sandbox account)`, [t]));
  t = pw();
  add(secret('env-file', 'context', `NEO4J_AUTH=neo4j/${t}`, [t]));
  t = pw();
  add(secret('log-line', 'context', `Npgsql.NpgsqlException: Failed to connect, connection string was 'Host=prod-db;Username=tidewell;Password=${t}'`, [t]));
  t = pw();
  add(secret('log-line', 'context', `System.InvalidOperationException: login failed for user 'twadmin' (password '${t}')\n   at Tidewell.Data.Db.Open() in /src/Tidewell.Data/Db.cs:line 41`, [t]));
  t = b64(`harbour:${pw()}`);
  add(secret('http-header', 'context', `GET /hangfire HTTP/1.1\nHost: api.tidewell.app\nAuthorization: Basic ${t}`, [t]));
  t = fake(AN, 32, 'Fake');
  add(secret('url', 'context', `https://api.tidewell.app/webhooks/fuel?api_key=${t}&marina=12`, [t]));
  t = fake(URLSAFE, 40, 'Fake');
  add(secret('url', 'context', `https://owner.tidewell.app/callback#access_token=${t}&token_type=Bearer&expires_in=3600`, [t]));
  // Labelled in other human languages.
  t = pw();
  add(secret('chat-paste', 'context', `contraseña del panel de Hangfire: ${t}`, [t]));
  t = pw();
  add(secret('chat-paste', 'context', `Passwort für die Staging-Datenbank: ${t}`, [t]));
  t = pw();
  add(secret('chat-paste', 'context', `mot de passe : ${t}`, [t]));
  t = pw();
  add(secret('chat-paste', 'context', `пароль от RabbitMQ: ${t}`, [t]));
  t = pw();
  add(secret('chat-paste', 'context', `数据库密码：${t}`, [t]));
  t = pw();
  add(secret('chat-paste', 'context', `ステージングのパスワード: ${t}`, [t]));
  t = pw();
  add(secret('chat-paste', 'context', `관리자 비밀번호: ${t}`, [t]));
  t = pw();
  add(secret('chat-paste', 'context', `şifre: ${t}`, [t]));
  t = pw();
  add(secret('chat-paste', 'context', `senha do banco de staging: ${t}`, [t]));

  // Transformed forms.
  t = ghp();
  add(secret('base64', 'transformed', `ci bootstrap blob: ${b64(t)}`, [b64(t), t], { gitleaksRule: 'github-pat' }));
  t = npmTok();
  add(secret('base64', 'transformed', `NPM_TOKEN_B64=${b64(t)}`, [b64(t), t], { gitleaksRule: 'npm-access-token' }));
  t = skLive();
  add(secret('base64', 'transformed', `{"payload":"${b64url(JSON.stringify({ stripe: t }))}"}`, [b64url(JSON.stringify({ stripe: t })), t], { gitleaksRule: 'stripe-access-token' }));
  t = glpat();
  add(secret('hex', 'transformed', `token (hex): ${hexOf(t)}`, [hexOf(t), t], { gitleaksRule: 'gitlab-pat' }));
  t = pw();
  add(secret('hex', 'transformed', `DB_PASSWORD_HEX=${hexOf(t)}`, [hexOf(t), t]));
  t = ghp();
  add(secret('percent', 'transformed', `https://api.tidewell.app/ci/hook?t=${percentAll(t)}`, [percentAll(t), t], { gitleaksRule: 'github-pat' }));
  t = pw();
  add(secret('percent', 'transformed', `postgres://tidewell:${encodeURIComponent(`${t}@#/`)}@prod-db:5432/tidewell`, [encodeURIComponent(`${t}@#/`), t]));
  t = ghp();
  add(secret('fullwidth', 'transformed', `token ${fullwidth(t)}`, [fullwidth(t), t], { gitleaksRule: 'github-pat' }));
  t = xoxb();
  add(secret('fullwidth', 'transformed', `SLACK_BOT_TOKEN=${fullwidth(t)}`, [fullwidth(t), t], { gitleaksRule: 'slack-bot-token' }));
  t = ghp();
  let parts = chunks(t, 10);
  add(secret('split', 'transformed', `read it in pieces: ${parts.join(' ')}`, [...parts.filter((p) => p.length >= 8), t], { gitleaksRule: 'github-pat' }));
  t = anthropic();
  parts = chunks(t, 25);
  add(secret('split', 'transformed', `key wrapped by the terminal:\n${parts.join('\n')}`, [...parts.filter((p) => p.length >= 8), t], { gitleaksRule: 'anthropic-api-key' }));
  t = sendgrid();
  parts = chunks(t, 12);
  add(secret('split', 'transformed', `SG key split for the slide: ${parts.join(' - ')}`, [...parts.filter((p) => p.length >= 8), t], { gitleaksRule: 'sendgrid-api-token' }));
  t = ghp();
  parts = chunks(t, 20);
  add(secret('zero-width', 'transformed', `mirror token ${parts.join('\u200b')}`, [parts.join('\u200b'), ...parts.filter((p) => p.length >= 10), t], { gitleaksRule: 'github-pat' }));
  t = openai();
  parts = chunks(t, 15);
  add(secret('zero-width', 'transformed', `OPENAI_API_KEY=${parts.join('\u2060')}`, [parts.join('\u2060'), ...parts.filter((p) => p.length >= 10), t], { gitleaksRule: 'openai-api-key' }));
  t = ghp();
  add(secret('escaped', 'transformed', `"token": "${jsonEscapes(t)}"`, [jsonEscapes(t), t], { gitleaksRule: 'github-pat' }));
  t = npmTok();
  add(secret('escaped', 'transformed', `export NPM_TOKEN="${t.slice(0, 2)}""${t.slice(2, 18)}"'${t.slice(18)}'`, [t.slice(2, 18), t.slice(18), t], { gitleaksRule: 'npm-access-token' }));
  t = pw();
  add(secret('escaped', 'transformed', `{\\"ConnectionStrings\\":{\\"Default\\":\\"Host=prod-db;Password=${t}\\"}}`, [t]));
  t = akia();
  u = awsSecret();
  add(secret('base64', 'transformed', `aws creds (base64 of the csv): ${b64(`${t},${u}`)}`, [b64(`${t},${u}`), t, u], { gitleaksRule: 'aws-access-token' }));

  // Other doors: title, summary, tags, tripwires, filesEdited, source, recall query, project path.
  t = ghp();
  add(secret('other-door', 'vendor', `CI token rotated: ${t}`, [t], { door: 'title', gitleaksRule: 'github-pat' }));
  t = pw();
  add(secret('other-door', 'context', `Staging DB password=${t}`, [t], { door: 'title' }));
  t = xoxb();
  add(secret('other-door', 'vendor', `Wired Slack alerts for the fuel dock with ${t}; alerts fire on tank below 10%.`, [t], { door: 'summary', gitleaksRule: 'slack-bot-token' }));
  t = pw();
  add(secret('other-door', 'context', `Set up the reporting role; PGPASSWORD=${t} for now.`, [t], { door: 'summary' }));
  t = glpat();
  add(secret('other-door', 'vendor', t, [t], { door: 'tags', gitleaksRule: 'gitlab-pat' }));
  t = npmTok();
  add(secret('other-door', 'vendor', `npm-token:${t}`, [t], { door: 'tags', gitleaksRule: 'npm-access-token' }));
  t = skLive();
  add(secret('other-door', 'vendor', `If the Stripe key ${t} is revoked, deposits stop.`, [t], { door: 'tripwires', gitleaksRule: 'stripe-access-token' }));
  t = pw();
  add(secret('other-door', 'context', `Hangfire dashboard password changes from ${t}`, [t], { door: 'tripwires' }));
  t = ghp();
  add(secret('other-door', 'vendor', `scripts/ci/${t}.sh`, [t], { door: 'filesEdited', gitleaksRule: 'github-pat' }));
  t = hf();
  add(secret('other-door', 'vendor', `tools/summariser/cache/${t}/config.json`, [t], { door: 'filesEdited', gitleaksRule: 'huggingface-access-token' }));
  t = pw();
  add(secret('other-door', 'context', `https://ci:${t}@pkgs.dev.azure.com/tidewell/_packaging/tidewell-feed/nuget/v3/index.json`, [t], { door: 'source' }));
  t = fake(AN, 32, 'Fake');
  add(secret('other-door', 'context', `https://api.tidewell.app/v1/export?api_key=${t}#L10-20`, [t], { door: 'source' }));
  t = ghp();
  add(secret('other-door', 'vendor', `curl -H "Authorization: token ${t}" https://api.github.com/repos/tidewell/ios`, [t], { door: 'source', gitleaksRule: 'github-pat' }));
  t = ghp();
  add(secret('other-door', 'vendor', `why does ${t} fail on the Package.swift mirror`, [t], { door: 'query', gitleaksRule: 'github-pat' }));
  t = pw();
  add(secret('other-door', 'context', `staging database password ${t} rotation`, [t], { door: 'query' }));
  t = sendgrid();
  add(secret('other-door', 'vendor', `sendgrid key ${t} bounce webhook`, [t], { door: 'query', gitleaksRule: 'sendgrid-api-token' }));
  t = pw();
  add(secret('other-door', 'context', `mysql -u tw_reader -p${t} reporting`, [t], { door: 'query' }));
  t = ghp();
  add(secret('other-door', 'vendor', `/home/dana/clients/${t}/tidewell`, [t], { door: 'projectPath', gitleaksRule: 'github-pat' }));
  t = glpat();
  add(secret('other-door', 'vendor', `/srv/work/tidewell-${t}`, [t], { door: 'projectPath', gitleaksRule: 'gitlab-pat' }));
  t = npmTok();
  add(secret('other-door', 'vendor', `/Users/kemal/src/${t}/tidewell-e2e`, [t], { door: 'projectPath', gitleaksRule: 'npm-access-token' }));
  t = xoxb();
  add(secret('other-door', 'vendor', `/var/lib/ci/repos/${t}`, [t], { door: 'projectPath', gitleaksRule: 'slack-bot-token' }));
  return out;
}

/** Builds the near-misses: no credential, stored byte for byte. */
function nearMissCases(): RedactionMeasureCase[] {
  const sha1 = (): string => draw(HX, 40);
  const sha256 = (): string => draw(HX, 64);
  const uuid = (): string => `${draw(HX, 8)}-${draw(HX, 4)}-4${draw(HX, 3)}-a${draw(HX, 3)}-${draw(HX, 12)}`;
  const b64Hash = (bytes: number): string => Buffer.from(draw(HX, bytes * 2), 'hex').toString('base64');
  return [
    near('git-sha', `Fixed the double invoice in commit ${sha1()}; reverted ${sha1().slice(0, 12)} first.`),
    near('git-sha', `git bisect: first bad commit is ${sha1()}`),
    near('git-sha', `"revision" : "${sha1()}",\n"version" : "5.9.1"`),
    near('git-sha', `Merge ${sha1().slice(0, 7)}..${sha1().slice(0, 7)} into release/2.4`, 'title'),
    near('uuid', `Marina 12 has id ${uuid()} in the berths table.`),
    near('uuid', `"AzureAd": { "TenantId": "${uuid()}", "ClientId": "${uuid()}" }`),
    near('uuid', `az account set --subscription ${uuid()}`),
    near('uuid', `Correlation id ${uuid()} ties the booking to the payment.`, 'summary'),
    near('uuid', `booking ${uuid()} stuck in pending`, 'query'),
    near('digest', `Deployed tidewell.azurecr.io/tidewell-api@sha256:${sha256()}`),
    near('digest', `FROM mcr.microsoft.com/dotnet/aspnet:8.0@sha256:${sha256()}`),
    near('digest', `sha256sum TidewellApp.ipa -> ${sha256()}`),
    near('lockfile-hash', `"Npgsql": { "type": "Transitive", "resolved": "8.0.5", "contentHash": "${b64Hash(64)}" }`),
    near('lockfile-hash', `"integrity": "sha512-${b64Hash(64)}"`),
    near('lockfile-hash', `<script src="/js/board.js" integrity="sha384-${b64Hash(48)}" crossorigin="anonymous"></script>`),
    near('lockfile-hash', `CHECKSUMS\n  fastlane (2.225.0) sha256=${sha256()}`),
    near('trace-id', `traceparent: 00-${draw(HX, 32)}-${draw(HX, 16)}-01`),
    near('trace-id', `Sentry event ${draw(HX, 32)} grouped under BerthConflictException.`),
    near('limit', `max_tokens: 4096\ntemperature: 0.2`),
    near('limit', `password_min_length: 12\npassword_require_digit: true`),
    near('limit', `auth: required\ntoken_ttl_seconds: 3600`),
    near('limit', `"Jwt": { "Issuer": "https://api.tidewell.app", "AccessTokenMinutes": 15, "RefreshTokenDays": 30 }`),
    near('limit', `secret_rotation_days = 90`),
    near('placeholder', `SEQ_API_KEY=your-seq-api-key-here`),
    near('placeholder', `DB_PASSWORD=changeme`),
    near('placeholder', `"ClientSecret": "<client-secret>"`),
    near('placeholder', `export STRIPE_SECRET_KEY=\${STRIPE_SECRET_KEY}`),
    near('placeholder', `docker login -u "$ACR_USER" -p "$ACR_PASSWORD" tidewell.azurecr.io`),
    near('placeholder', `password: xxxxxxxx`),
    near('pipeline-reference', `- script: dotnet nuget push *.nupkg --api-key $(NUGET_API_KEY)`),
    near('pipeline-reference', `env:\n  SENTRY_AUTH_TOKEN: \${{ secrets.SENTRY_AUTH_TOKEN }}`),
    near('pipeline-reference', `"Password": "@Microsoft.KeyVault(SecretUri=https://kv-tidewell.vault.azure.net/secrets/db-password/)"`),
    near('pipeline-reference', `ConnectionStrings__Default comes from the Key Vault secret db-connection via managed identity.`, 'tripwires'),
    near('public-key', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64Hash(24)} deploy@tidewell`),
    near('public-key', `-----BEGIN PUBLIC KEY-----\n${chunks(b64Hash(91), 64).join('\n')}\n-----END PUBLIC KEY-----`),
    near('public-key', `-----BEGIN CERTIFICATE-----\n${chunks(b64Hash(180), 64).join('\n')}\n-----END CERTIFICATE-----`),
    near('publishable-id', `Stripe publishable key for the owner app: ${P('pk', '_live_')}${draw(AN, 34)}`),
    near('publishable-id', `Apple team id 7Q${draw(UPNUM, 8)}, bundle app.tidewell.owner, App Store id 64${draw(NUM, 8)}`),
    near('port-flag', `psql -h localhost -p 5432 -U tidewell tidewell_dev`),
    near('port-flag', `redis-cli -h cache.internal -p 6379 ping`),
    near('port-flag', `pg_dump -p 5433 -U tidewell -Fc tidewell_dev > dev.dump`),
    near('prompt', `Enter password for tidewell@prod-db:`),
    near('prompt', `echo "$ACR_PASSWORD" | docker login tidewell.azurecr.io -u tidewell --password-stdin`),
    near('identifier', `PasswordResetTokenService issues one-time codes; ValidateApiKeyAttribute guards /v1/export.`),
    near('identifier', `The class SecretSantaDraw picks berth neighbours for the winter party.`),
    near('identifier', `grant_type=client_credentials&scope=berths.read`, 'source'),
    near('data-uri', `Logo: data:image/png;base64,${b64Hash(60)}`),
    near('data-uri', `"next": "${Buffer.from(JSON.stringify({ marina: 12, after: 'B-40' })).toString('base64')}", "pageSize": 50`),
    near('other-door-plain', `docs/security/token-rotation.md`, 'filesEdited'),
    near('other-door-plain', `secrets-rotation`, 'tags'),
    near('other-door-plain', `/home/dana/src/tidewell`, 'projectPath'),
    near('other-door-plain', `max_tokens 4096 summariser`, 'query'),
  ];
}

/** Every case of set 10: secrets first, then near-misses. */
export const UNSEEN_SECRET_CASES: readonly RedactionMeasureCase[] = [...secretCases(), ...nearMissCases()];
