// biome-ignore-all lint/suspicious/noTemplateCurlyInString: literal ${...} placeholders are the point of these cases
// biome-ignore-all lint/style/useTemplate: prefix concatenated on purpose
/**
 * NEAR-MISS cases: text that resembles a credential, a credential prefix or an
 * obfuscation, but must be stored BYTE FOR BYTE — no redaction marker, no
 * NFKC folding, no invisible-character stripping, no truncation.
 */
import type { NearMissCase } from './types.js';
import { ZWJ, ZWNJ, fake } from './helpers.js';

// Stripe PUBLISHABLE test key: public by design, must not be redacted.
const PK_TEST = 'pk' + '_test_' + fake(24, 'near-pk-test');

export const NEAR_MISS_CASES: readonly NearMissCase[] = [
  // hashes and digests
  {
    id: 'near-001',
    category: 'git-sha',
    text: 'The regression was bisected to commit f7162a7d56b2fd24056f2e736e176c86f89292ee (parser rewrite).',
    note: 'full 40-hex git SHA',
  },
  {
    id: 'near-002',
    category: 'git-sha',
    text: 'Reverted in 4982df9; the proper fix landed in a1b2c3d4 two days later.',
    note: 'short SHAs',
  },
  {
    id: 'near-003',
    category: 'git-sha',
    text: 'GIT_COMMIT=4982df98fc9702d25bcc601e24e5df44147f4d65 is baked into the image label org.opencontainers.image.revision.',
    note: '40-hex in an env assignment whose key is not secret-like',
  },
  {
    id: 'near-004',
    category: 'sha256',
    text: 'SHA-256 of cairn-2.0.0.tgz is 0b16acf5c9aecf6070eb3a7eacec8395aec588267111483ee38d370b9041f72a.',
    note: '64-hex sha256',
  },
  {
    id: 'near-005',
    category: 'sha512',
    text: 'sha512sum of the release bundle: f408d92d258ab2eed2dbb1fee1dbc228f5a222961dc7a4b45ab16dd2220f563c67ccfe29e27861a2044e6de98959b40466eaa69a615bcbcd71a48ac86c5f8852',
    note: '128-hex sha512',
  },
  {
    id: 'near-006',
    category: 'npm-integrity',
    text: 'zod@4.6.7 resolves with integrity sha512-ToiKfu7zki9mopr+2Fg4l8uU7q+h0tIM0sx909uW6MrCF3yDxm9C22uizFqUhJkqYY8FsISaG8G2GfEvSlz6qQ== in the lockfile.',
    note: 'npm integrity: 88 base64 chars, same shape as an Azure AccountKey but unlabelled',
  },
  {
    id: 'near-007',
    category: 'npm-integrity',
    text: 'pnpm-lock.yaml: resolution: {integrity: sha512-ToiKfu7zki9mopr+2Fg4l8uU7q+h0tIM0sx909uW6MrCF3yDxm9C22uizFqUhJkqYY8FsISaG8G2GfEvSlz6qQ==}',
    note: 'integrity in pnpm lockfile syntax',
  },
  {
    id: 'near-008',
    category: 'sri',
    text: '<script src="/vendor/app.js" integrity="sha384-Hn2kIRyYInQwFLKi6mjnAT84Xme0c9mofnKuYR9kBAmoYgPFOeRULUcD7nYNIT/S" crossorigin="anonymous"></script>',
    note: 'sha384 subresource integrity',
  },
  {
    id: 'near-009',
    category: 'sri',
    text: "The CSP allows the inline bootstrap via 'sha256-dA9fDCgtjnxYQVZHjGWqynVRXTOzhkP2pJxEfvCUwkg=' in script-src.",
    note: 'CSP hash source',
  },
  {
    id: 'near-010',
    category: 'docker-digest',
    text: 'The base image is pinned to node:20-alpine@sha256:b74ba789d5058080e41cf0a9543ee7c7acf1c565fff16089839445eb29c56994.',
    note: 'docker image digest',
  },

  // identifiers
  {
    id: 'near-011',
    category: 'uuid',
    text: 'Project id 622dfdf2-f835-45e2-a53c-264c1a454c76; the Windows installer product code is {EC64363C-6800-49AA-97E1-62E23C437D36}.',
    note: 'UUID lower-case and braced upper-case GUID',
  },
  {
    id: 'near-012',
    category: 'hashed-asset',
    text: 'vite build emits dist/assets/main.3f9a1c2b.js and dist/assets/index-BXk3a9Qz.css.',
    note: 'content-hashed asset names',
  },
  {
    id: 'near-013',
    category: 'hashed-asset',
    text: 'The webpack 4 build produced vendors~main.8e1f2a7c9b3d4e5f6a7b.chunk.js (1.2 MB).',
    note: 'long hashed chunk name',
  },
  {
    id: 'near-014',
    category: 'build-number',
    text: 'Nightly 20240517.104233.000918273 (run 1839274651, attempt 2) was the last green build.',
    note: 'long build and run numbers',
  },
  {
    id: 'near-015',
    category: 'version',
    text: 'The pre-release is 3.0.0-rc.1+build.20240517.a1b2c3d and is published under the next dist-tag.',
    note: 'semver with build metadata',
  },
  {
    id: 'near-016',
    category: 'cloud-id',
    text: 'CI deploys as arn:aws:iam::123456789012:role/ci-deploy in account 123456789012, region eu-central-1.',
    note: 'ARN and account id are not credentials',
  },

  // words containing credential prefixes
  {
    id: 'near-017',
    category: 'prefix-in-word',
    text: 'The example lives in examples/task-ant-colony-optimizer-with-pheromone-decay-v2/.',
    note: 'contains "sk-ant-" mid-word',
  },
  {
    id: 'near-018',
    category: 'prefix-in-word',
    text: 'Audit items are tracked on risk-proj-board-quarterly-review-2024-q3-followups in Jira.',
    note: 'contains "sk-proj-" mid-word followed by 40+ chars',
  },
  {
    id: 'near-019',
    category: 'prefix-in-word',
    text: 'The help desk view is behind the flag desk_live_dashboardWidgetsConfiguration; skip_live_reload is a dev-server option.',
    note: 'contains "sk_live_" mid-word followed by 29 alnum',
  },
  {
    id: 'near-020',
    category: 'prefix-in-word',
    text: 'Grafana panel highs_and_lows_of_quarterly_latency_metrics shows p50/p99; the ghost theme is in themes/ghost-casper-fork.',
    note: 'contains "ghs_" mid-word followed by 37 word chars',
  },
  {
    id: 'near-021',
    category: 'prefix-in-word',
    text: 'Exchange rates are cached under currency_chf_conversionratesfromthedailyecbfeed for 24 hours.',
    note: 'contains "hf_" mid-word followed by 34 letters',
  },
  {
    id: 'near-022',
    category: 'prefix-in-word',
    text: 'pnpm honours npm_config_cache and npm_config_registry; supported locales include sk-SK, sv-SE and cs-CZ.',
    note: 'npm_ env vars and the Slovak locale sk-SK',
  },

  // placeholders and references
  {
    id: 'near-023',
    category: 'placeholder',
    text: 'PASSWORD=${DB_PASSWORD}',
    note: 'env reference, not a value',
  },
  {
    id: 'near-024',
    category: 'placeholder',
    text: 'API_KEY=<your-key-here>',
    note: 'angle-bracket placeholder',
  },
  {
    id: 'near-025',
    category: 'placeholder',
    text: 'TOKEN=changeme',
    note: 'well-known placeholder value',
  },
  {
    id: 'near-026',
    category: 'placeholder',
    text: 'The release workflow passes GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }} and NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}.',
    note: 'GitHub Actions secret expressions',
  },
  {
    id: 'near-027',
    category: 'placeholder',
    text: '.npmrc in CI contains //registry.npmjs.org/:_authToken=${NPM_TOKEN}',
    note: 'npmrc env reference',
  },
  {
    id: 'near-028',
    category: 'placeholder',
    text: 'README example: OPENAI_API_KEY=sk-... (replace with your own key); SECRET_KEY= is left empty in .env.example.',
    note: 'elided key and empty value',
  },
  {
    id: 'near-029',
    category: 'placeholder',
    text: 'DefaultEndpointsProtocol=https;AccountName=<account>;AccountKey=<storage-account-key>;EndpointSuffix=core.windows.net',
    note: 'connection-string template without a key',
  },
  {
    id: 'near-030',
    category: 'placeholder',
    text: 'http/client.ts sets the header with `Authorization: Bearer ${token}`.',
    note: 'template-literal placeholder',
  },
  {
    id: 'near-031',
    category: 'placeholder',
    text: 'DATABASE_URL=postgres://app:${DB_PASSWORD}@db:5432/app is expanded by the entrypoint.',
    note: 'URL whose password part is an env reference',
  },
  {
    id: 'near-032',
    category: 'secret-like-key',
    text: 'MAX_TOKENS=4096\nPASSWORD_MIN_LENGTH=12\nPASSWORD_RESET_TTL=1800\nAPI_KEY_HEADER=X-Api-Key',
    note: 'keys containing TOKEN/PASSWORD/API_KEY whose values are settings, not secrets',
  },
  {
    id: 'near-033',
    category: 'prefix-mention',
    text: 'Slack bot tokens start with xoxb- and AWS long-term key ids with AKIA; ours live in the vault, not in the repo.',
    note: 'prefixes mentioned without a token',
  },
  {
    id: 'near-034',
    category: 'public-key',
    text: `The checkout demo uses the publishable key ${PK_TEST}.`,
    note: 'Stripe publishable test key is public by design',
  },

  // URLs without passwords
  {
    id: 'near-035',
    category: 'url-no-password',
    text: 'Local dev uses DATABASE_URL=postgres://app@localhost:5432/app_dev?sslmode=disable (trust auth).',
    note: 'postgres URL with user, no password',
  },
  {
    id: 'near-036',
    category: 'url-no-password',
    text: 'Both ssh://git@github.com/example-org/cairn.git and git@github.com:example-org/cairn.git work as remotes.',
    note: 'ssh/scp-style remotes',
  },
  {
    id: 'near-037',
    category: 'url-no-password',
    text: 'Test publishes go to http://localhost:4873/@cairn%2fcore, see also https://www.npmjs.com/package/@cairn/core.',
    note: 'port followed by @ in the path (naive user:pass@ regexes match it)',
  },

  // base64 without a credential prefix
  {
    id: 'near-038',
    category: 'base64',
    text: 'The fixture header is Q2Fpcm4gdGVzdCBmaXh0dXJlIGRhdGE= and the long sample is VGhlIHF1aWNrIGJyb3duIGZveCBqdW1wcyBvdmVyIHRoZSBsYXp5IGRvZywgYWdhaW4gYW5kIGFnYWluLg==.',
    note: 'base64 of harmless text',
  },
  {
    id: 'near-039',
    category: 'base64',
    text: 'Feature flags are passed as one base64url JSON segment: eyJuYW1lIjoiY2Fpcm4iLCJ2ZXJzaW9uIjoyfQ (not a JWT, no dots).',
    note: 'eyJ segment without the three-part JWT shape',
  },

  // text that must not be normalised in storage
  {
    id: 'near-040',
    category: 'no-normalisation',
    text: 'Legacy CSV exports use half-width katakana (ｶﾀｶﾅ), the ﬁ ligature and ™; importers must keep them as is.',
    note: 'NFKC would change these; NFKC is for detection only, storage keeps the bytes',
  },
  {
    id: 'near-041',
    category: 'no-normalisation',
    text: `Persian labels keep their ZWNJ: می${ZWNJ}شود; the release emoji is \u{1F9D1}${ZWJ}\u{1F680}.`,
    note: 'legitimate ZWNJ/ZWJ must not be stripped from the stored text',
  },

  // a bare `key`, nested keys and prefixes inside words (issue #19)
  {
    id: 'near-042',
    category: 'bare-key',
    text: 'Keybindings live in keymap.yml: `- key: ArrowUp`, `- key: ArrowUpKeyHandler2`, and the CI cache uses `key: node-modules-Linux-x64-v18`.',
    note: 'ordinary key: value settings, identifiers and cache keys',
  },
  {
    id: 'near-043',
    category: 'bare-key',
    text: 'locales/en.json has "auth": {"title": "Sign in", "key": "auth.login.title", "help": "Can\'t sign in? Reset password."}',
    note: 'an i18n block named auth: a dotted key and a sentence are not credentials',
  },
  {
    id: 'near-044',
    category: 'bare-key',
    text: 'signing:\n  key: 3AA5C34371567BD2\n  format: openpgp\nvalueFrom:\n  secretKeyRef:\n    name: db\n    key: password',
    note: 'a GPG key id and a Kubernetes secretKeyRef item name',
  },
  {
    id: 'near-045',
    category: 'bare-key',
    text: 'The object key: uploads/2024/Photo1234.jpg, the sort key `sortKey: "User#2024#Order"`, and "key": "123e4567-e89b-12d3-a456-426614174000".',
    note: 'object paths, sort keys and UUIDs named key',
  },
  {
    id: 'near-046',
    category: 'glued-prefix',
    text: 'The task_test_runnerConfigurationFileLoader class moved; EURASIAPACIFICNORTH1234567 is a region code; pdf_export_handler stays.',
    note: 'identifiers that hold a vendor prefix inside a word',
  },
  {
    id: 'near-047',
    category: 'kubernetes-configmap',
    text: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: billing\ndata:\n  LOG_LEVEL: debug\n  region: ZXUtd2VzdC0x\n---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: billing\ntype: Opaque\ndata:\n  token: {{ .Values.token | b64enc }}\n',
    note: 'a ConfigMap beside a Secret whose only value is a Helm template: nothing to redact',
  },
  {
    id: 'near-048',
    category: 'bare-key',
    text: 'The cache key is node-modules-Linux-x64-v18, the token 4982df98fc9702d25bcc601e24e5df44147f4d65 is a commit, and sk-learn is scikit-learn.',
    note: 'a bare key or token word before an identifier, a SHA and a library name',
  },
];
