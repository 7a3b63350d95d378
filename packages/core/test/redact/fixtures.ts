// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: placeholders such as ${DB_PASSWORD} are the data under test
/**
 * Credential-shaped fixtures for the redaction tests.
 *
 * Every token is obviously fake (bodies start with FAKE, or are `deadbeef…` hex) and is
 * assembled at run time from split prefix + generated body, so no complete token literal
 * exists in the source and secret scanners have nothing to find.
 */

const BASE62 = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `length` characters of `alphabet`, cycled from `offset`, so every 8-character window is distinct. */
export function cycle(alphabet: string, length: number, offset = 0): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[(offset + i) % alphabet.length];
  return out;
}

/** A base62 body of `length` characters starting with FAKE. */
export function fake(length: number, offset = 0): string {
  return ('FAKE' + cycle(BASE62, length, offset)).slice(0, length);
}

/** A body from `alphabet`, starting with FAKE when the alphabet allows it. */
export function fakeFrom(alphabet: string, length: number, offset = 0): string {
  const lead = [...'FAKE'].every((c) => alphabet.includes(c)) ? 'FAKE' : '';
  return (lead + cycle(alphabet, length, offset)).slice(0, length);
}

/** Lower-case hex starting with deadbeef. */
export function hex(length: number, offset = 0): string {
  return ('deadbeef' + cycle('0123456789abcdef', length, offset)).slice(0, length);
}

const BASE64URL = BASE62 + '_-';
const BASE64 = BASE62 + '+/';

/** base64url without padding, for JWT segments. */
export function base64url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** ASCII (U+0021–U+007E, space) to fullwidth forms (U+FF01–U+FF5E, U+3000); other characters kept. */
export function fullwidth(text: string): string {
  return text.replace(/[\x20-\x7E]/g, (c) => (c === ' ' ? '\u3000' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)));
}

/** Inserts `insert` at `index` of `text`. */
export function insertAt(text: string, index: number, insert: string): string {
  return text.slice(0, index) + insert + text.slice(index);
}

/** A positive case: text holding one secret of one kind. */
export interface SecretSample {
  /** Expected marker kind. */
  kind: string;
  /** Short label for the test name. */
  name: string;
  /** The sample text. */
  text: string;
  /** The part of `text` that must vanish (a token, or the value of a labelled shape). */
  secret: string;
  /** Exact expected output, when the shape keeps part of the text (a label, a host). */
  expected?: string;
  /** The shape needs its own line (YAML/INI key): wrap it only in newlines. */
  line?: boolean;
}

function token(kind: string, name: string, text: string, secret = text): SecretSample {
  return { kind, name, text, secret };
}

function labelled(kind: string, name: string, before: string, secret: string, after = '', line = false): SecretSample {
  return {
    kind,
    name,
    text: before + secret + after,
    secret,
    expected: `${before}[REDACTED:${kind}]${after}`,
    ...(line ? { line } : {}),
  };
}

const pemBody = [0, 1, 2, 3].map((i) => fakeFrom(BASE64, 64, i * 7)).join('\n') + '\n' + fakeFrom(BASE64, 20, 40) + '==';

function privateKey(label: string, block = ''): SecretSample {
  const name = `${label}PRIV` + `ATE KEY${block}`;
  return token('private-key', `${label || 'PKCS8 '}private key`, `-----BEGIN ${name}-----\n${pemBody}\n-----END ${name}-----`);
}

const jwt =
  base64url('{"alg":"HS256","typ":"JWT"}') + '.' + base64url('{"sub":"FAKE-user-0001","name":"Fake Test","iat":1516239022}') + '.' + fakeFrom(BASE64URL, 43, 3);

const value = (offset: number): string => `FAKE-${fake(14, offset)}`;

/** An opaque bearer token (RFC 6750 b64token characters). */
const opaque = (offset: number): string => `FAKE${fakeFrom(BASE64URL + '.~', 36, offset)}`;

/** At least one sample per kind; more for kinds with several variants. */
export const SECRET_SAMPLES: readonly SecretSample[] = [
  token('github-token', 'classic PAT', 'gh' + 'p_' + fake(36)),
  token('github-token', 'OAuth', 'gh' + 'o_' + fake(36, 5)),
  token('github-token', 'user-to-server', 'gh' + 'u_' + fake(36, 9)),
  token('github-token', 'server-to-server', 'gh' + 's_' + fake(36, 13)),
  token('github-token', 'refresh', 'gh' + 'r_' + fake(36, 17)),
  token('github-token', 'fine-grained PAT', 'github' + '_pat_' + fake(22, 2) + '_' + fake(59, 21)),
  token('anthropic-api-key', 'api03', 'sk-' + 'ant-' + 'api03-' + fakeFrom(BASE64URL, 93, 4) + 'AA'),
  token('anthropic-api-key', 'admin01', 'sk-' + 'ant-' + 'admin01-' + fakeFrom(BASE64URL, 93, 11) + 'AA'),
  token('openai-api-key', 'project', 'sk-' + 'proj-' + fakeFrom(BASE64URL, 74, 1) + 'T3Blbk' + 'FJ' + fakeFrom(BASE64URL, 74, 30)),
  token('openai-api-key', 'service account', 'sk-' + 'svcacct-' + fakeFrom(BASE64URL, 58, 6) + 'T3Blbk' + 'FJ' + fakeFrom(BASE64URL, 58, 12)),
  token('openai-api-key', 'admin', 'sk-' + 'admin-' + fakeFrom(BASE64URL, 58, 8) + 'T3Blbk' + 'FJ' + fakeFrom(BASE64URL, 58, 19)),
  token('openai-api-key', 'legacy', 'sk-' + fake(20, 3) + 'T3Blbk' + 'FJ' + fake(20, 33)),
  token('stripe-key', 'secret live', 'sk' + '_live_' + fake(24)),
  token('stripe-key', 'secret test', 'sk' + '_test_' + fake(99, 4)),
  token('stripe-key', 'restricted live', 'rk' + '_live_' + fake(32, 8)),
  token('stripe-key', 'restricted test', 'rk' + '_test_' + fake(32, 12)),
  token('aws-access-key-id', 'AKIA', 'AK' + 'IA' + fakeFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)),
  token('aws-access-key-id', 'ASIA', 'AS' + 'IA' + fakeFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 5)),
  token('aws-access-key-id', 'ABIA', 'AB' + 'IA' + fakeFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 9)),
  token('aws-access-key-id', 'ACCA', 'AC' + 'CA' + fakeFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 14)),
  labelled('aws-secret-access-key', 'credentials file', 'aws_secret_access_key = ', fakeFrom(BASE64, 40, 2), '', true),
  labelled('aws-secret-access-key', 'env, YAML', 'AWS_SECRET_ACCESS_KEY: ', fakeFrom(BASE64, 40, 7), '', true),
  labelled('aws-secret-access-key', 'JSON', '{"AccessKeyId": "x", "SecretAccessKey": "', fakeFrom(BASE64, 40, 12), '"}'),
  labelled('aws-secret-access-key', 'export', 'export AWS_SECRET_ACCESS_KEY=', fakeFrom(BASE64, 40, 17)),
  token('google-api-key', 'AIza', 'AI' + 'za' + fakeFrom(BASE64URL, 35, 5)),
  token('slack-token', 'bot', 'xo' + 'xb-' + '1234567890-1234567890123-' + fake(24, 2)),
  token('slack-token', 'user', 'xo' + 'xp-' + '1234567890-1234567890-1234567890-' + hex(32)),
  token('slack-token', 'legacy workspace xoxa', 'xo' + 'xa-2-' + fake(40, 6)),
  token('slack-token', 'legacy workspace xoxr', 'xo' + 'xr-' + fake(40, 10)),
  token('slack-token', 'legacy xoxs', 'xo' + 'xs-' + '1234567890-1234567890-1234567890-' + hex(40, 3)),
  token('slack-token', 'config refresh xoxe', 'xo' + 'xe-1-' + fakeFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 146, 4)),
  token('slack-token', 'config access xoxe.xoxp', 'xo' + 'xe.xoxp-1-' + fakeFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 163, 8)),
  token('slack-token', 'app-level xapp', 'xa' + 'pp-1-A0FAKE0APP-1234567890123-' + hex(64, 5)),
  token(
    'slack-webhook',
    'incoming webhook',
    'https://hooks.' + 'slack.com/services/' + 'T0FAKE0001/B0FAKE0002/' + fake(24, 3),
    'T0FAKE0001/B0FAKE0002/' + fake(24, 3),
  ),
  token('npm-token', 'access token', 'np' + 'm_' + fake(36, 7)),
  token('pypi-token', 'upload token', 'pypi-' + 'AgEIcHlwaS5vcmc' + fakeFrom(BASE64URL, 70, 5)),
  token('gitlab-token', 'personal', 'gl' + 'pat-' + fakeFrom(BASE64URL, 20, 3)),
  token('gitlab-token', 'deploy', 'gl' + 'dt-' + fake(20, 8)),
  token('gitlab-token', 'runner', 'gl' + 'rt-' + fake(20, 13)),
  token('gitlab-token', 'pipeline trigger', 'gl' + 'ptt-' + hex(40, 2)),
  token('huggingface-token', 'access token', 'h' + 'f_' + fakeFrom('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', 34, 3)),
  token('sendgrid-api-key', 'SG.22.43', 'S' + 'G.' + fakeFrom(BASE64URL, 22, 2) + '.' + fakeFrom(BASE64URL, 43, 9)),
  token('twilio-api-key', 'SK + 32 hex', 'S' + 'K' + hex(32, 4)),
  labelled('azure-client-secret', 'client secret', 'client_secret=', 'FAK' + '8Q~' + fakeFrom(BASE62 + '_~-', 33, 5) + 'z'),
  labelled(
    'azure-storage-key',
    'connection string',
    'DefaultEndpointsProtocol=https;AccountName=fakeacct;AccountKey=',
    fakeFrom(BASE64, 86, 4) + '==',
    ';EndpointSuffix=core.windows.net',
  ),
  token('jwt', 'HS256', jwt),
  privateKey('RSA '),
  privateKey('EC '),
  privateKey('OPENSSH '),
  privateKey('DSA '),
  privateKey('ENCRYPTED '),
  privateKey(''),
  privateKey('PGP ', ' BLOCK'),
  labelled('url-password', 'postgres', 'postgres://app:', value(1), '@db.example.com:5432/app'),
  labelled('url-password', 'https git remote', 'https://deploy:', value(2), '@git.example.com/org/repo.git'),
  labelled('url-password', 'redis, empty user', 'redis://:', value(3), '@cache.internal:6379/0'),
  labelled('url-password', 'password holding @', 'mongodb+srv://admin:', 'FAKE@' + fake(12, 4), '@cluster0.example.net/db'),
  labelled('secret-assignment', 'PASSWORD=', 'PASSWORD=', value(5)),
  labelled('secret-assignment', 'DB_PASSWORD: "…"', 'DB_PASSWORD: "', value(6), '"'),
  labelled('secret-assignment', 'API_KEY=', 'API_KEY=', value(7)),
  labelled('secret-assignment', 'CLIENT_SECRET=', 'CLIENT_SECRET=', value(8)),
  labelled('secret-assignment', 'TOKEN=', 'TOKEN=', value(9)),
  labelled('secret-assignment', 'JSON password', '{"user": "app", "password": "', value(10), '"}'),
  labelled('secret-assignment', 'escaped JSON', '{\\"password\\": \\"', value(11), '\\"}'),
  labelled('secret-assignment', 'export SECRET=', 'export SECRET=', value(12)),
  labelled('secret-assignment', "apiKey = '…'", "const apiKey = '", value(13), "';"),
  labelled('secret-assignment', 'CLI flag', 'mysql --password=', value(14), ' --user app'),
  labelled('secret-assignment', 'YAML key', 'password: ', value(15), '', true),
  labelled('secret-assignment', 'HTTP header', 'X-Api-Key: ', value(16), '', true),
  labelled('secret-assignment', 'INI key', 'passwd = ', value(17), '', true),
  labelled('authorization-header', 'Bearer header', 'Authorization: Bearer ', opaque(1)),
  labelled('authorization-header', 'curl -H', 'curl -H "Authorization: Bearer ', opaque(2), '" https://api.example.com/v1/items'),
  labelled('authorization-header', 'JSON headers', '{"headers": {"Authorization": "Bearer ', opaque(3), '"}}'),
  labelled('authorization-header', 'lower case, Proxy-', 'proxy-authorization: bearer ', opaque(4)),
  labelled('authorization-header', 'Basic', 'Authorization: Basic ', btoa(`deploy:FAKE-${fake(14, 5)}`)),
  labelled('authorization-header', 'token scheme', 'Authorization: token ', hex(40, 6)),
  labelled('basic-auth', 'curl -u', 'curl -u deploy:', value(18), ' https://api.example.com/v1/items'),
  labelled('basic-auth', 'curl --user, quoted, with a space', "curl -sS --user 'ci-bot:", `FAKE ${fake(14, 19)}`, "' https://api.example.com/"),
  labelled('basic-auth', 'curl over continued lines', 'curl -sS \\\n  -X POST \\\n  -u deploy:', value(20), ' \\\n  https://api.example.com/'),
];

/**
 * Text that looks a little like a credential but is not one: each must come back byte for
 * byte. Placeholders and environment references are not secrets (see patterns.ts).
 */
export const NEAR_MISSES: readonly (readonly [name: string, text: string])[] = [
  ['git SHA (40 hex)', `commit ${'3f9a1c2b7d'.repeat(4)} fixed it`],
  ['short git SHAs', 'fixed in 3f9a1c2, reverted by 3f9a1c2b7d4e'],
  ['sha256 hex', `sha256: ${hex(64, 3)}`],
  ['sha512 hex', `sha512sum: ${hex(128, 5)}`],
  ['npm integrity', `"integrity": "sha512-${fakeFrom(BASE64, 86, 2)}=="`],
  ['SRI hash', `<script integrity="sha256-${fakeFrom(BASE64, 43, 8)}=" src="a.js">`],
  ['UUID', 'request 123e4567-e89b-12d3-a456-426614174000 failed'],
  ['hashed asset names', 'main.3f9a1c2b7d.js, index-BXk3a9Qz.css and chunk-5F3E2A1B.mjs'],
  ['long build number', 'build 20240611.1234567890123 (#98765432109876)'],
  ['base64 blob', `data:application/octet-stream;base64,${btoa('Cairn remembers what a project learned. '.repeat(6))}`],
  ['task-ant-colony', 'the task-ant-colony simulation'],
  ['desk-proj-plan', 'see desk-proj-plan.md'],
  ['skill-', 'skill-based routing'],
  ['sk-learn / scikit', 'pip install scikit-learn (imported as sklearn, not sk-learn)'],
  ['npm_config_cache', 'npm_config_cache=/tmp/npm-cache npm ci'],
  ['AKIAmania', 'AKIAmania is too short'],
  ['ghp_ alone', 'classic tokens start with ghp_'],
  ['xoxo', 'thanks, xoxo'],
  ['Slack placeholder', 'export SLACK_BOT=xoxb-your-bot-token'],
  ['PASSWORD= empty', 'PASSWORD=\nHOST=db'],
  ['PASSWORD=${DB_PASSWORD}', 'PASSWORD=${DB_PASSWORD}'],
  ['SECRET=$SECRET', 'SECRET=$SECRET'],
  ['TOKEN=<your-token>', 'TOKEN=<your-token>'],
  ['PASSWORD=changeme', 'PASSWORD=changeme'],
  ['API_KEY placeholder', 'API_KEY=your_api_key_here'],
  ['masked value', 'password: ********'],
  ['GitHub Actions expression', 'GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}'],
  ['template value', 'password: "{{ .Values.db.password }}"'],
  ['process.env reference', 'const password = process.env.DB_PASSWORD;\napiKey: process.env.API_KEY,'],
  ['call', 'token = getToken()'],
  ['type annotation', 'interface Login {\n  password: string;\n  token: string | undefined;\n}'],
  ['prose with a colon', 'The auth token: expires after 1h, then the secret: rotates.'],
  ['label that is not a credential', 'max_tokens: 4096\nPASSWORD_FILE=/run/secrets/db_password\nbypass=true\nsecrets: inherit'],
  ['template in a query string', '![](https://stats.example/p.png?session={{session_id}}&token={{GITHUB_TOKEN}}&d=1)'],
  ['env reference in a query string', 'curl "https://api.example.com/items?access_token=${TOKEN}&page=2"'],
  ['placeholder URL password', 'postgres://user:password@localhost:5432/app and https://ci:${DEPLOY_PASSWORD}@git.example.com'],
  ['URLs without a password', 'http://localhost:8080/health, git@github.com:org/repo.git, mailto a.b@example.com'],
  ['public Stripe keys', `pk_test_${fake(24)} and pk_live_${fake(24, 5)}`],
  ['PEM header in prose', '-----BEGIN PRIVATE KEY----- marks the start of a PKCS #8 file.'],
  ['short JWT-like', 'eyJhbGciOi.eyJzdWIi is not a token'],
  ['Bearer placeholders', 'Authorization: Bearer ${token}, Authorization: Bearer <token>, Authorization: Bearer $TOKEN'],
  ['Bearer variable names', 'Authorization: Bearer YOUR_ACCESS_TOKEN or Authorization: Bearer ACCESS_TOKEN'],
  ['auth schemes in prose', 'Authorization: Basic authentication-only; the Authorization: Bearer scheme; Authorization: token-based'],
  ['curl -u placeholders', 'curl -u "$USER:$PASS" https://x.example and curl -u user:password https://x.example and curl -u ${CI_USER}:${CI_PASS}'],
  ['curl -u without a password', 'curl -u deploy https://x.example; curl -u token: https://x.example'],
  ['-u of another command', 'curl -fsSL https://x.example/i.sh && docker run -u 1000:1000 app; git push -u origin main'],
  ['curl user agent', 'curl --user-agent cairn:2.0.0 https://x.example'],
  ['a token prefix ending a wrapped line', 'classic tokens start with ghp_\nABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkl in the docs'],
  ['hashes on consecutive lines', `${hex(64, 1)}\n${hex(64, 2)}\n${'3f9a1c2b7d'.repeat(4)}`],
];
