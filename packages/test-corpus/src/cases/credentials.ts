// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * CREDENTIAL cases. Every token here is FAKE and is ASSEMBLED AT RUN TIME from
 * a split prefix and a deterministic pseudo-random body (helpers.fake), so no
 * complete credential literal exists in this source tree.
 *
 * For each case: build() is the text to memorize (or the value of `field`),
 * secret() the plain credential, and applyVariant(variant, secret()) the raw
 * form that occurs in build(). Neither may reach any byte written; the stored
 * record must carry `[REDACTED:<kind>]`.
 */
import type { CaseField, CredentialCase, CredentialKind, CredentialVariant } from './types.js';
import { ALNUM, B64, B64URL, DIGITS, HEX_LOWER, LETTERS, UPPER_B32, applyVariant, base64url, fake, toFullwidth } from './helpers.js';

// ---------------------------------------------------------------------------
// Token shapes (prefixes split so no scanner sees a whole prefix+body literal)
// ---------------------------------------------------------------------------

const UPPER_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const tok = {
  /** GitHub classic/OAuth/user/server/refresh: prefix + 36 alnum */
  github: (p: 'p' | 'o' | 'u' | 's' | 'r', seed: string): string => `gh${p}` + '_' + fake(36, seed),
  /** GitHub fine-grained PAT: github_pat_ + 22 + _ + 59 */
  githubPat: (seed: string): string => 'github' + '_pat_' + fake(22, `${seed}:a`) + '_' + fake(59, `${seed}:b`),
  /** Anthropic: sk-ant-api03- + 93 + AA */
  anthropic: (seed: string): string => 'sk-' + 'ant-' + 'api03-' + fake(93, seed, B64URL) + 'AA',
  /** OpenAI project / service-account keys: sk-proj- 74 T3BlbkFJ 74 */
  openai: (p: 'proj' | 'svcacct', seed: string): string => 'sk-' + `${p}-` + fake(74, `${seed}:a`, B64URL) + 'T3Blbk' + 'FJ' + fake(74, `${seed}:b`, B64URL),
  /** Stripe secret / restricted keys */
  stripe: (p: 'sk_live' | 'rk_live' | 'sk_test', seed: string): string => p + '_' + fake(32, seed),
  /** AWS access key id: AKIA + 16 of [A-Z2-7] */
  awsKeyId: (seed: string): string => 'AK' + 'IA' + fake(16, seed, UPPER_B32),
  /** AWS secret access key: 40 base64 chars (only recognisable by its label) */
  awsSecret: (seed: string): string => fake(40, seed, B64),
  /** Google API key: AIza + 35 */
  google: (seed: string): string => 'AI' + 'za' + fake(35, seed, B64URL),
  /** Slack bot token */
  slackBot: (seed: string): string => 'xo' + 'xb-' + fake(12, `${seed}:a`, DIGITS) + '-' + fake(13, `${seed}:b`, DIGITS) + '-' + fake(24, `${seed}:c`),
  /** Slack user token */
  slackUser: (seed: string): string =>
    'xo' +
    'xp-' +
    fake(12, `${seed}:a`, DIGITS) +
    '-' +
    fake(12, `${seed}:b`, DIGITS) +
    '-' +
    fake(13, `${seed}:c`, DIGITS) +
    '-' +
    fake(32, `${seed}:d`, HEX_LOWER),
  /** Slack incoming-webhook secret path component (24 alnum) */
  slackHookSecret: (seed: string): string => fake(24, seed),
  slackHookUrl: (seed: string, secret: string): string =>
    'https://hooks.' + 'slack.com/services/' + 'T' + fake(10, `${seed}:t`, UPPER_DIGITS) + '/B' + fake(10, `${seed}:b`, UPPER_DIGITS) + '/' + secret,
  /** npm automation/publish token: npm_ + 36 */
  npm: (seed: string): string => 'np' + 'm_' + fake(36, seed),
  /** PyPI API token: pypi-AgEIcHlwaS5vcmc + macaroon body */
  pypi: (seed: string): string => 'py' + 'pi-' + 'AgEIcHlwaS5' + 'vcmc' + fake(120, seed, B64URL),
  /** GitLab personal access token: glpat- + 20 */
  gitlab: (seed: string): string => 'gl' + 'pat-' + fake(20, seed),
  /** Hugging Face user access token: hf_ + 34 letters */
  huggingface: (seed: string): string => 'h' + 'f_' + fake(34, seed, LETTERS),
  /** SendGrid: SG. + 22 + . + 43 */
  sendgrid: (seed: string): string => 'S' + 'G.' + fake(22, `${seed}:a`, B64URL) + '.' + fake(43, `${seed}:b`, B64URL),
  /** Twilio API key SID: SK + 32 hex */
  twilio: (seed: string): string => 'S' + 'K' + fake(32, seed, HEX_LOWER),
  /** Azure AD client secret: 3 chars, a digit, Q~, 34 chars */
  azureClientSecret: (seed: string): string =>
    fake(3, `${seed}:a`) + fake(1, `${seed}:d`, DIGITS) + 'Q' + '~' + fake(33, `${seed}:b`, `${ALNUM}_-.~`) + fake(1, `${seed}:c`),
  /** Azure storage account key: 88 base64 chars ending in == */
  azureStorageKey: (seed: string): string => fake(86, seed, B64) + '==',
  /** JWT (HS256), fake signature */
  jwt: (seed: string): string =>
    base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })) +
    '.' +
    base64url(
      JSON.stringify({ sub: `svc-${fake(6, `${seed}:s`, 'abcdefghijklmnopqrstuvwxyz')}`, iat: 1716000000, exp: 1716003600, jti: fake(16, `${seed}:j`) }),
    ) +
    '.' +
    fake(43, `${seed}:sig`, B64URL),
  /** A password-like value (for URLs and assignments) */
  password: (seed: string, n = 20): string => fake(n, seed),
  /** An assignment value with punctuation */
  assignValue: (seed: string, n = 28): string => fake(n - 1, seed, `${ALNUM}_-.+`) + fake(1, `${seed}:z`),
};

/** PEM body: `lines` full lines of 64 base64 chars + one short last line. */
function pemBody(seed: string, lead: string, lines = 5): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const l = fake(64, `${seed}:${i}`, B64);
    out.push(i === 0 ? lead + l.slice(lead.length) : l);
  }
  out.push(fake(38, `${seed}:last`, B64) + '==');
  return out;
}

function pem(label: string, body: readonly string[], eol = '\n'): string {
  const dash = '-----';
  return [`${dash}BEGIN ${label} ${'KEY'}${dash}`, ...body, `${dash}END ${label} ${'KEY'}${dash}`].join(eol);
}

// ---------------------------------------------------------------------------
// Case builder
// ---------------------------------------------------------------------------

interface Spec {
  id: string;
  kind: CredentialKind;
  variant: CredentialVariant;
  /** the plain credential */
  token: string;
  /** receives the RAW (variant-applied) credential, returns the full text */
  wrap: (raw: string) => string;
  note: string;
  field?: CaseField;
  extra?: readonly string[];
}

function cred(s: Spec): CredentialCase {
  const c: CredentialCase = {
    id: s.id,
    kind: s.kind,
    variant: s.variant,
    build: () => s.wrap(applyVariant(s.variant, s.token)),
    secret: () => s.token,
    note: s.note,
  };
  if (s.field !== undefined) c.field = s.field;
  if (s.extra !== undefined) {
    const extra = s.extra;
    c.extraSecrets = () => extra;
  }
  return c;
}

// Private key bodies (kept so each line can be listed in extraSecrets)
const RSA_BODY = pemBody('pem-rsa', 'MIIEpAIBAAKCAQEA');
const OPENSSH_BODY = pemBody('pem-openssh', 'b3BlbnNzaC1rZXktdjEAAAAA', 4);
const PKCS8_BODY = pemBody('pem-pkcs8-env', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC', 4);
const EC_BODY = pemBody('pem-ec', 'MHcCAQEEI', 2);

const WEBHOOK_1 = tok.slackHookSecret('hook-url');
const WEBHOOK_2 = tok.slackHookSecret('hook-json');
const WEBHOOK_3 = tok.slackHookSecret('hook-tripwire');

export const CREDENTIAL_CASES: readonly CredentialCase[] = [
  // ---------------------------------------------------------------- github
  cred({
    id: 'cred-001',
    kind: 'github-token',
    variant: 'plain',
    token: tok.github('p', 'ghp-plain'),
    wrap: (t) => t,
    note: 'classic PAT alone',
  }),
  cred({
    id: 'cred-002',
    kind: 'github-token',
    variant: 'in-env',
    token: tok.githubPat('gh-fine-env'),
    wrap: (t) => `GITHUB_TOKEN=${t}`,
    note: 'fine-grained PAT in an .env line (named kind wins over secret-assignment)',
  }),
  cred({
    id: 'cred-003',
    kind: 'github-token',
    variant: 'in-json',
    token: tok.github('o', 'gho-json'),
    wrap: (t) => `gh auth config dump: {"github.com": {"user": "octo-dev", "oauth_token": "${t}", "git_protocol": "https"}}`,
    note: 'OAuth token in JSON',
  }),
  cred({
    id: 'cred-004',
    kind: 'github-token',
    variant: 'in-prose',
    token: tok.github('u', 'ghu-prose'),
    wrap: (t) => `The GitHub App user-to-server token ${t} was printed in the failing job log on Tuesday.`,
    note: 'user-to-server token in prose',
  }),
  cred({
    id: 'cred-005',
    kind: 'github-token',
    variant: 'in-url',
    token: tok.github('s', 'ghs-url'),
    wrap: (t) => `CI clones with git clone https://${t}@github.com/example-org/private-infra.git`,
    note: 'installation token as URL user name (no password part)',
  }),
  cred({
    id: 'cred-006',
    kind: 'github-token',
    variant: 'in-prose',
    token: tok.github('r', 'ghr-prose'),
    wrap: (t) => `Refresh token for the GitHub App is ${t}; it rotates every six months.`,
    note: 'refresh token',
  }),
  cred({
    id: 'cred-007',
    kind: 'github-token',
    variant: 'zero-width-split',
    token: tok.github('p', 'ghp-zw'),
    wrap: (t) => `Deploy token: ${t}`,
    note: 'zero-width chars inside the prefix and body',
  }),
  cred({
    id: 'cred-008',
    kind: 'github-token',
    variant: 'fullwidth',
    token: tok.github('p', 'ghp-fw'),
    wrap: (t) => `${toFullwidth('token:')} ${t}`,
    note: 'fullwidth forms, NFKC-folds to the token',
  }),
  cred({
    id: 'cred-009',
    kind: 'github-token',
    variant: 'bidi-split',
    token: tok.githubPat('gh-fine-bidi'),
    wrap: (t) => `Use this PAT for the mirror job: ${t}`,
    note: 'bidi controls inside a fine-grained PAT',
  }),

  // ---------------------------------------------------------------- anthropic
  cred({
    id: 'cred-010',
    kind: 'anthropic-api-key',
    variant: 'in-prose',
    token: tok.anthropic('ant-prose'),
    wrap: (t) => `The eval harness reads the Anthropic key ${t} from the shell; rotate it after the demo.`,
    note: 'Anthropic key in prose',
  }),
  cred({
    id: 'cred-011',
    kind: 'anthropic-api-key',
    variant: 'in-env',
    token: tok.anthropic('ant-env'),
    wrap: (t) => `ANTHROPIC_API_KEY=${t}`,
    note: 'Anthropic key in .env',
  }),
  cred({
    id: 'cred-012',
    kind: 'anthropic-api-key',
    variant: 'zero-width-split',
    token: tok.anthropic('ant-zw'),
    wrap: (t) => `key for the summariser: ${t}`,
    note: 'zero-width split Anthropic key',
  }),
  cred({
    id: 'cred-013',
    kind: 'anthropic-api-key',
    variant: 'fullwidth',
    token: tok.anthropic('ant-fw'),
    wrap: (t) => toFullwidth('ANTHROPIC_API_KEY=') + t,
    note: 'fullwidth Anthropic key with fullwidth label',
  }),

  // ---------------------------------------------------------------- openai
  cred({
    id: 'cred-014',
    kind: 'openai-api-key',
    variant: 'in-prose',
    token: tok.openai('proj', 'oai-proj-prose'),
    wrap: (t) => `The embeddings script was run with the project key ${t} from Sam's laptop.`,
    note: 'sk-proj- key in prose',
  }),
  cred({
    id: 'cred-015',
    kind: 'openai-api-key',
    variant: 'in-json',
    token: tok.openai('svcacct', 'oai-svc-json'),
    wrap: (t) => `{"provider": "openai", "model": "gpt-4o-mini", "apiKey": "${t}"}`,
    note: 'service-account key in JSON',
  }),
  cred({
    id: 'cred-016',
    kind: 'openai-api-key',
    variant: 'bidi-split',
    token: tok.openai('proj', 'oai-proj-bidi'),
    wrap: (t) => `openai key ${t}`,
    note: 'bidi controls inside an sk-proj- key',
  }),
  cred({
    id: 'cred-017',
    kind: 'openai-api-key',
    variant: 'in-env',
    token: tok.openai('proj', 'oai-proj-env'),
    wrap: (t) => `export OPENAI_API_KEY="${t}"`,
    note: 'quoted export line',
  }),

  // ---------------------------------------------------------------- stripe
  cred({
    id: 'cred-018',
    kind: 'stripe-key',
    variant: 'in-env',
    token: tok.stripe('sk_live', 'stripe-live-env'),
    wrap: (t) => `STRIPE_SECRET_KEY=${t}`,
    note: 'live secret key in .env',
  }),
  cred({
    id: 'cred-019',
    kind: 'stripe-key',
    variant: 'in-prose',
    token: tok.stripe('rk_live', 'stripe-rk-prose'),
    wrap: (t) => `The reporting job uses the restricted key ${t} with read-only charges scope.`,
    note: 'restricted live key',
  }),
  cred({
    id: 'cred-020',
    kind: 'stripe-key',
    variant: 'in-json',
    token: tok.stripe('sk_test', 'stripe-test-json'),
    wrap: (t) => `{"stripe": {"secretKey": "${t}", "webhookTolerance": 300}}`,
    note: 'test-mode secret key (still a secret)',
  }),
  cred({
    id: 'cred-021',
    kind: 'stripe-key',
    variant: 'zero-width-split',
    token: tok.stripe('sk_live', 'stripe-live-zw'),
    wrap: (t) => `billing key ${t}`,
    note: 'zero-width split live key',
  }),

  // ---------------------------------------------------------------- aws
  cred({
    id: 'cred-022',
    kind: 'aws-access-key-id',
    variant: 'plain',
    token: tok.awsKeyId('akia-plain'),
    wrap: (t) => `[default]\naws_access_key_id = ${t}\nregion = eu-central-1`,
    note: 'access key id in a credentials file',
  }),
  cred({
    id: 'cred-023',
    kind: 'aws-access-key-id',
    variant: 'fullwidth',
    token: tok.awsKeyId('akia-fw'),
    wrap: (t) => `access key ${t}`,
    note: 'fullwidth AKIA',
  }),
  cred({
    id: 'cred-024',
    kind: 'aws-access-key-id',
    variant: 'in-json',
    token: tok.awsKeyId('akia-json'),
    wrap: (t) => `{"AccessKeyId": "${t}", "UserName": "ci-deployer", "Status": "Active"}`,
    note: 'access key id in IAM JSON',
  }),
  cred({
    id: 'cred-025',
    kind: 'aws-secret-access-key',
    variant: 'in-env',
    token: tok.awsSecret('aws-secret-ini'),
    wrap: (t) => `[ci]\naws_secret_access_key = ${t}`,
    note: 'labelled secret in a credentials file',
  }),
  cred({
    id: 'cred-026',
    kind: 'aws-secret-access-key',
    variant: 'zero-width-split',
    token: tok.awsSecret('aws-secret-zw'),
    wrap: (t) => `AWS_SECRET_ACCESS_KEY=${t}`,
    note: 'labelled secret, split by zero-width chars',
  }),
  cred({
    id: 'cred-027',
    kind: 'aws-secret-access-key',
    variant: 'in-json',
    token: tok.awsSecret('aws-secret-sts'),
    wrap: (t) => `sts assume-role output: {"Credentials": {"SecretAccessKey": "${t}", "Expiration": "2025-01-01T00:00:00Z"}}`,
    note: 'STS JSON label SecretAccessKey (stretch: different label spelling)',
  }),

  // ---------------------------------------------------------------- google
  cred({
    id: 'cred-028',
    kind: 'google-api-key',
    variant: 'in-url',
    token: tok.google('gapi-url'),
    wrap: (t) => `Geocoding test: https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=${t}`,
    note: 'key in a query string',
  }),
  cred({
    id: 'cred-029',
    kind: 'google-api-key',
    variant: 'zero-width-split',
    token: tok.google('gapi-zw'),
    wrap: (t) => `Firebase web config apiKey ${t}`,
    note: 'zero-width split Google key',
  }),

  // ---------------------------------------------------------------- slack
  cred({
    id: 'cred-030',
    kind: 'slack-token',
    variant: 'in-prose',
    token: tok.slackBot('xoxb-prose'),
    wrap: (t) => `The release bot posts with ${t} to #releases.`,
    note: 'bot token in prose',
  }),
  cred({
    id: 'cred-031',
    kind: 'slack-token',
    variant: 'bidi-split',
    token: tok.slackBot('xoxb-bidi'),
    wrap: (t) => `slack bot: ${t}`,
    note: 'bidi controls inside a bot token',
  }),
  cred({
    id: 'cred-032',
    kind: 'slack-token',
    variant: 'in-env',
    token: tok.slackUser('xoxp-env'),
    wrap: (t) => `SLACK_USER_TOKEN=${t}`,
    note: 'user token in .env',
  }),
  cred({
    id: 'cred-033',
    kind: 'slack-webhook',
    variant: 'in-url',
    token: WEBHOOK_1,
    wrap: (t) => `Build alerts go to ${tok.slackHookUrl('hook-url', t)} (channel #ci-alerts).`,
    note: 'incoming webhook URL; secret() is the final path component',
    extra: [tok.slackHookUrl('hook-url', WEBHOOK_1)],
  }),
  cred({
    id: 'cred-034',
    kind: 'slack-webhook',
    variant: 'in-json',
    token: WEBHOOK_2,
    wrap: (t) => `{"notify": {"type": "slack", "url": "${tok.slackHookUrl('hook-json', t)}"}}`,
    note: 'webhook in JSON config',
    extra: [tok.slackHookUrl('hook-json', WEBHOOK_2)],
  }),

  // ---------------------------------------------------------------- npm / pypi / gitlab / hf
  cred({
    id: 'cred-035',
    kind: 'npm-token',
    variant: 'in-env',
    token: tok.npm('npm-npmrc'),
    wrap: (t) => `.npmrc: //registry.npmjs.org/:_authToken=${t}`,
    note: 'npm token in .npmrc',
  }),
  cred({
    id: 'cred-036',
    kind: 'npm-token',
    variant: 'fullwidth',
    token: tok.npm('npm-fw'),
    wrap: (t) => `publish token ${t}`,
    note: 'fullwidth npm token',
  }),
  cred({
    id: 'cred-037',
    kind: 'pypi-token',
    variant: 'plain',
    token: tok.pypi('pypi-pypirc'),
    wrap: (t) => `[pypi]\n  username = __token__\n  password = ${t}`,
    note: 'PyPI token in .pypirc',
  }),
  cred({
    id: 'cred-038',
    kind: 'pypi-token',
    variant: 'zero-width-split',
    token: tok.pypi('pypi-zw'),
    wrap: (t) => `twine upload used ${t}`,
    note: 'zero-width split PyPI token',
  }),
  cred({
    id: 'cred-039',
    kind: 'gitlab-token',
    variant: 'in-prose',
    token: tok.gitlab('glpat-prose'),
    wrap: (t) => `The mirror job calls the API with --header "PRIVATE-TOKEN: ${t}".`,
    note: 'GitLab PAT in a header',
  }),
  cred({
    id: 'cred-040',
    kind: 'gitlab-token',
    variant: 'in-url',
    token: tok.gitlab('glpat-url'),
    wrap: (t) => `remote: https://oauth2:${t}@gitlab.example.com/group/project.git`,
    note: 'GitLab PAT as URL password (named kind expected)',
  }),
  cred({
    id: 'cred-041',
    kind: 'gitlab-token',
    variant: 'zero-width-split',
    token: tok.gitlab('glpat-zw'),
    wrap: (t) => `gitlab ${t}`,
    note: 'zero-width split GitLab PAT',
  }),
  cred({
    id: 'cred-042',
    kind: 'huggingface-token',
    variant: 'in-env',
    token: tok.huggingface('hf-env'),
    wrap: (t) => `HF_TOKEN=${t}`,
    note: 'Hugging Face token in .env',
  }),
  cred({
    id: 'cred-043',
    kind: 'huggingface-token',
    variant: 'fullwidth',
    token: tok.huggingface('hf-fw'),
    wrap: (t) => `model download token ${t}`,
    note: 'fullwidth Hugging Face token',
  }),

  // ---------------------------------------------------------------- sendgrid / twilio
  cred({
    id: 'cred-044',
    kind: 'sendgrid-api-key',
    variant: 'in-json',
    token: tok.sendgrid('sg-json'),
    wrap: (t) => `{"mailer": "sendgrid", "apiKey": "${t}"}`,
    note: 'SendGrid key in JSON',
  }),
  cred({
    id: 'cred-045',
    kind: 'sendgrid-api-key',
    variant: 'bidi-split',
    token: tok.sendgrid('sg-bidi'),
    wrap: (t) => `sendgrid ${t}`,
    note: 'bidi-split SendGrid key',
  }),
  cred({
    id: 'cred-046',
    kind: 'twilio-api-key',
    variant: 'in-prose',
    token: tok.twilio('twilio-prose'),
    wrap: (t) => `SMS verification uses the Twilio API key ${t} with the EU region.`,
    note: 'Twilio API key SID',
  }),

  // ---------------------------------------------------------------- azure
  cred({
    id: 'cred-047',
    kind: 'azure-client-secret',
    variant: 'in-json',
    token: tok.azureClientSecret('az-cs-json'),
    wrap: (t) => `{"tenantId": "8d2f6c1a-4b7e-4c3a-9f1d-2e6b8a0c5d47", "clientId": "1c9e4b2a-7d3f-4a8e-b6c2-5f0d9e8a7b31", "clientSecret": "${t}"}`,
    note: 'Entra ID client secret in JSON',
  }),
  cred({
    id: 'cred-048',
    kind: 'azure-client-secret',
    variant: 'in-env',
    token: tok.azureClientSecret('az-cs-env'),
    wrap: (t) => `AZURE_CLIENT_SECRET=${t}`,
    note: 'client secret in .env',
  }),
  cred({
    id: 'cred-049',
    kind: 'azure-storage-key',
    variant: 'in-env',
    token: tok.azureStorageKey('az-sk-env'),
    wrap: (t) => `AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=cairnfixtures;AccountKey=${t};EndpointSuffix=core.windows.net`,
    note: 'storage key in a connection string',
  }),
  cred({
    id: 'cred-050',
    kind: 'azure-storage-key',
    variant: 'zero-width-split',
    token: tok.azureStorageKey('az-sk-zw'),
    wrap: (t) => `DefaultEndpointsProtocol=https;AccountName=cairnlogs;AccountKey=${t};EndpointSuffix=core.windows.net`,
    note: 'zero-width split storage key',
  }),

  // ---------------------------------------------------------------- jwt
  cred({
    id: 'cred-051',
    kind: 'jwt',
    variant: 'in-prose',
    token: tok.jwt('jwt-prose'),
    wrap: (t) => `Reproduced the 401 with Authorization: Bearer ${t} against staging.`,
    note: 'bearer JWT in prose',
  }),
  cred({
    id: 'cred-052',
    kind: 'jwt',
    variant: 'zero-width-split',
    token: tok.jwt('jwt-zw'),
    wrap: (t) => `session token ${t}`,
    note: 'zero-width split JWT',
  }),
  cred({
    id: 'cred-053',
    kind: 'jwt',
    variant: 'in-url',
    token: tok.jwt('jwt-url'),
    wrap: (t) => `Magic link that worked: https://app.example.dev/login/callback?access_token=${t}&state=xyz`,
    note: 'JWT in a query string',
  }),

  // ---------------------------------------------------------------- private keys
  cred({
    id: 'cred-054',
    kind: 'private-key',
    variant: 'plain',
    token: RSA_BODY[0] ?? '',
    wrap: () => pem('RSA PRIVATE', RSA_BODY),
    note: 'RSA PEM block; every body line must go',
    extra: RSA_BODY,
  }),
  cred({
    id: 'cred-055',
    kind: 'private-key',
    variant: 'in-prose',
    token: OPENSSH_BODY[0] ?? '',
    wrap: () => `Found this deploy key committed in ops/keys/id_ed25519:\n${pem('OPENSSH PRIVATE', OPENSSH_BODY)}\nIt was removed in the next commit.`,
    note: 'OpenSSH key inside prose',
    extra: OPENSSH_BODY,
  }),
  cred({
    id: 'cred-056',
    kind: 'private-key',
    variant: 'in-env',
    token: PKCS8_BODY[0] ?? '',
    wrap: () => `SIGNING_KEY="${pem('PRIVATE', PKCS8_BODY, '\\n')}"`,
    note: 'PKCS#8 key on one .env line with literal \\n separators',
    extra: PKCS8_BODY,
  }),
  cred({
    id: 'cred-057',
    kind: 'private-key',
    variant: 'in-json',
    token: EC_BODY[0] ?? '',
    wrap: () => JSON.stringify({ type: 'service_account', private_key: pem('EC PRIVATE', EC_BODY) }),
    note: 'EC key inside JSON (newlines JSON-escaped)',
    extra: EC_BODY,
  }),

  // ---------------------------------------------------------------- url passwords
  cred({
    id: 'cred-058',
    kind: 'url-password',
    variant: 'in-prose',
    token: tok.password('pg-prose'),
    wrap: (t) => `Staging DB is postgres://app_user:${t}@db.staging.internal:5432/app?sslmode=require`,
    note: 'postgres URL with password',
  }),
  cred({
    id: 'cred-059',
    kind: 'url-password',
    variant: 'in-env',
    token: tok.password('redis-env'),
    wrap: (t) => `REDIS_URL=redis://default:${t}@cache.internal:6379/0`,
    note: 'redis URL in .env',
  }),
  cred({
    id: 'cred-060',
    kind: 'url-password',
    variant: 'in-json',
    token: tok.password('mongo-json'),
    wrap: (t) => `{"mongo": "mongodb+srv://reporting:${t}@cluster0.example.mongodb.net/analytics"}`,
    note: 'mongodb+srv URL in JSON',
  }),
  cred({
    id: 'cred-061',
    kind: 'url-password',
    variant: 'zero-width-split',
    token: tok.password('mysql-zw'),
    wrap: (t) => `mysql://root:${t}@127.0.0.1:3306/shop`,
    note: 'zero-width split URL password',
  }),
  cred({
    id: 'cred-062',
    kind: 'url-password',
    variant: 'in-url',
    token: tok.password('https-basic'),
    wrap: (t) => `Artifacts are pulled from https://deploy:${t}@artifacts.example.dev/releases/`,
    note: 'basic-auth credentials in an https URL',
  }),

  // ---------------------------------------------------------------- assignments
  cred({
    id: 'cred-063',
    kind: 'secret-assignment',
    variant: 'in-env',
    token: tok.assignValue('env-password'),
    wrap: (t) => `PASSWORD=${t}`,
    note: 'PASSWORD= in .env',
  }),
  cred({
    id: 'cred-064',
    kind: 'secret-assignment',
    variant: 'in-env',
    token: tok.assignValue('env-api-key'),
    wrap: (t) => `API_KEY=${t}`,
    note: 'API_KEY= in .env',
  }),
  cred({
    id: 'cred-065',
    kind: 'secret-assignment',
    variant: 'in-env',
    token: tok.assignValue('env-db-password'),
    wrap: (t) => `export DB_PASSWORD="${t}"`,
    note: 'quoted export',
  }),
  cred({
    id: 'cred-066',
    kind: 'secret-assignment',
    variant: 'in-prose',
    token: tok.assignValue('django-secret'),
    wrap: (t) => `settings/local.py still has SECRET_KEY = '${t}' from the original scaffold.`,
    note: 'Python assignment with spaces and quotes',
  }),
  cred({
    id: 'cred-067',
    kind: 'secret-assignment',
    variant: 'zero-width-split',
    token: tok.assignValue('env-client-secret-zw'),
    wrap: (t) => `CLIENT_SECRET=${t}`,
    note: 'value split by zero-width chars',
  }),
  cred({
    id: 'cred-068',
    kind: 'secret-assignment',
    variant: 'fullwidth',
    token: tok.assignValue('env-token-fw'),
    wrap: (t) => toFullwidth('AUTH_TOKEN=') + t,
    note: 'fullwidth label and value',
  }),
  cred({
    id: 'cred-069',
    kind: 'secret-assignment',
    variant: 'plain',
    token: tok.assignValue('yaml-postgres-password'),
    wrap: (t) => `docker-compose.yml: environment:\n  POSTGRES_PASSWORD: ${t}`,
    note: 'YAML colon assignment',
  }),

  // ---------------------------------------------------------------- other fields
  cred({
    id: 'cred-070',
    kind: 'github-token',
    variant: 'plain',
    field: 'filesEdited',
    token: tok.github('p', 'ghp-filename'),
    wrap: (t) => `backups/key-${t}.txt`,
    note: 'token inside an edited-file path (seed PR gap)',
  }),
  cred({
    id: 'cred-071',
    kind: 'npm-token',
    variant: 'plain',
    field: 'title',
    token: tok.npm('npm-title'),
    wrap: (t) => `Rotated npm publish token ${t}`,
    note: 'token in an outcome title',
  }),
  cred({
    id: 'cred-072',
    kind: 'anthropic-api-key',
    variant: 'plain',
    field: 'summary',
    token: tok.anthropic('ant-summary'),
    wrap: (t) => `Configured the eval runner; temporary key was ${t}.`,
    note: 'key in an outcome summary',
  }),
  cred({
    id: 'cred-073',
    kind: 'aws-access-key-id',
    variant: 'plain',
    field: 'tags',
    token: tok.awsKeyId('akia-tag'),
    wrap: (t) => t,
    note: 'access key id as a tag',
  }),
  cred({
    id: 'cred-074',
    kind: 'slack-webhook',
    variant: 'plain',
    field: 'tripwires',
    token: WEBHOOK_3,
    wrap: (t) => `Revisit if ${tok.slackHookUrl('hook-tripwire', t)} stops accepting posts`,
    note: 'webhook inside a decision tripwire',
    extra: [tok.slackHookUrl('hook-tripwire', WEBHOOK_3)],
  }),

  // ---------------------------------------------------------------- glued tokens, bare and nested keys (issue #19)
  cred({
    id: 'cred-075',
    kind: 'github-token',
    variant: 'in-prose',
    token: tok.github('p', 'ghp-glued-label'),
    wrap: (t) => `pasted the wrong line, it read token${t} with no space`,
    note: 'token glued to its label with no separator (tokenghp_…)',
  }),
  cred({
    id: 'cred-076',
    kind: 'stripe-key',
    variant: 'plain',
    token: tok.stripe('sk_live', 'stripe-glued-letter'),
    wrap: (t) => `x${t}`,
    note: 'token glued to a stray letter',
  }),
  cred({
    id: 'cred-077',
    kind: 'secret-assignment',
    variant: 'plain',
    token: fake(32, 'bare-key-yaml'),
    wrap: (t) => `maps:\n  provider: here\n  key: ${t}\n`,
    note: 'a bare key: holding a generated key (YAML)',
  }),
  cred({
    id: 'cred-078',
    kind: 'secret-assignment',
    variant: 'in-json',
    token: fake(40, 'bare-key-json'),
    wrap: (t) => `{"service": "geocoder", "key": "${t}"}`,
    note: 'a bare "key" holding a generated key (JSON)',
  }),
  cred({
    id: 'cred-079',
    kind: 'secret-assignment',
    variant: 'in-json',
    token: `${fake(12, 'jwt-nested-a', LETTERS)}-${fake(8, 'jwt-nested-b')}!`,
    wrap: (t) => `appsettings.json:\n{\n  "Jwt": {\n    "Issuer": "https://auth.example.dev",\n    "Audience": "api",\n    "Key": "${t}"\n  }\n}`,
    note: 'ASP.NET Core "Jwt": {"Key": …} nested in a credential-named object, value not a generated shape',
  }),
  cred({
    id: 'cred-080',
    kind: 'secret-assignment',
    variant: 'plain',
    token: `${fake(10, 'yaml-nested-a', LETTERS)}_${fake(6, 'yaml-nested-b')}`,
    wrap: (t) => `credentials:\n  region: eu-west-1\n  key: ${t}\n`,
    note: 'key nested under a YAML credentials: block',
  }),
  cred({
    id: 'cred-081',
    kind: 'secret-assignment',
    variant: 'plain',
    token: `${fake(10, 'toml-nested-a', LETTERS)}.${fake(8, 'toml-nested-b')}`,
    wrap: (t) => `[api]\nendpoint = "https://api.example.dev"\nkey = "${t}"\n`,
    note: 'key in a TOML [api] table',
  }),
  cred({
    id: 'cred-082',
    kind: 'secret-assignment',
    variant: 'in-env',
    token: `${fake(14, 'jwt-env-a', LETTERS)}${fake(6, 'jwt-env-b', DIGITS)}`,
    wrap: (t) => `Jwt__Key=${t}`,
    note: 'ASP.NET Core environment variable Jwt__Key',
  }),
  cred({
    id: 'cred-083',
    kind: 'secret-assignment',
    variant: 'plain',
    token: fake(40, 'k8s-secret-data', B64) + '==',
    wrap: (t) => `kubectl apply -f this:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: billing\ntype: Opaque\ndata:\n  ledger.conf: ${t}\n`,
    note: 'a Kubernetes Secret data: value under a key that names no credential (gitleaks:kubernetes-secret-yaml)',
  }),
  cred({
    id: 'cred-084',
    kind: 'secret-assignment',
    variant: 'in-prose',
    token: fake(32, 'spoken-key'),
    wrap: (t) => `ok, the key is ${t} - it expires on Friday`,
    note: 'a generated key named only by the bare word key in chat',
  }),
  cred({
    id: 'cred-085',
    kind: 'secret-assignment',
    variant: 'plain',
    token: `${fake(9, 'from-literal-a', LETTERS)}${fake(7, 'from-literal-b')}`,
    wrap: (t) => `kubectl -n billing create secret generic ledger --from-literal=LEDGER_CONN=${t} --dry-run=client -o yaml`,
    note: 'kubectl create secret --from-literal under a key that names no credential',
  }),
];
