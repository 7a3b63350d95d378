/**
 * The planted memories and the queries that should find them: the answer key of the run.
 *
 * Written before any measurement and never tuned to a scorer (issue #10): each topic is a
 * memory an agent would want back, with one distinctive term (the 1-word query) and a 2–4
 * word question in an agent's words (the multi-word query), made only of words that occur in
 * the answer. Some of those questions are a contiguous phrase of the answer, most are not;
 * the report counts both. `also` is a second memory about the same topic, equally relevant.
 *
 * Every other memory in the corpus is filler from `corpus.mjs`, whose vocabulary shares the
 * common words (modules, libraries, concerns) but none of the distinctive terms; the corpus
 * generator checks that.
 */

/**
 * @typedef {object} Topic
 * @property {'fact'|'convention'|'decision'} kind - Cairn's record kind; the peer's entityType
 * @property {string} text - the answer memory (50–500 characters)
 * @property {string} [also] - a second relevant memory (same kind)
 * @property {string} oneWord - the distinctive term (1-word query)
 * @property {string} multiWord - the agent's question (2–4 words)
 */

/** @type {readonly Topic[]} */
export const TOPICS = [
  {
    kind: 'decision',
    text: 'Decision: invoice numbers come from the Ledgerline service instead of postgres sequences, because sequence gaps broke the quarterly tax export. Billing calls Ledgerline before it writes an invoice.',
    also: 'Bug note: Ledgerline handed out the same invoice number twice when two billing workers retried at once; fixed with an idempotency key.',
    oneWord: 'ledgerline',
    multiWord: 'invoice numbers postgres',
  },
  {
    kind: 'convention',
    text: 'Convention: every HTTP handler in src/checkout wraps its body in withSpanGuard, so tracing spans close even when the handler throws.',
    oneWord: 'withSpanGuard',
    multiWord: 'checkout tracing spans',
  },
  {
    kind: 'fact',
    text: 'Bug note: the search indexer drops documents whose title contains an emoji, because the Quokka tokenizer rejects surrogate pairs; the workaround strips them in src/search/schema.ts before indexing.',
    oneWord: 'quokka',
    multiWord: 'search indexer emoji',
  },
  {
    kind: 'fact',
    text: 'Command: run `make rehydrate-fixtures` to rebuild the catalog fixtures from the staging snapshot; it takes about four minutes and needs docker running.',
    oneWord: 'rehydrate',
    multiWord: 'catalog fixtures staging',
  },
  {
    kind: 'fact',
    text: 'The notifications worker sends emails through Postmark, with the API key read from POSTMARK_SERVER_TOKEN at start-up; local runs use the sandbox stream.',
    oneWord: 'postmark',
    multiWord: 'notifications emails api key',
  },
  {
    kind: 'decision',
    text: 'Decision: feature flags are evaluated server-side by Flagsmith and cached in redis for 30 seconds; the browser never sees flag rules.',
    oneWord: 'flagsmith',
    multiWord: 'feature flags redis',
  },
  {
    kind: 'fact',
    text: 'Bug note: ZeroDivisionGuard in src/reports/totals.ts was added after the monthly report crashed on accounts with no orders; do not remove it.',
    oneWord: 'ZeroDivisionGuard',
    multiWord: 'monthly report crashed',
  },
  {
    kind: 'convention',
    text: 'Convention: database migrations are written with Knexfile timestamps and must be reversible; CI runs each migration up, down and up again.',
    oneWord: 'knexfile',
    multiWord: 'migrations reversible',
  },
  {
    kind: 'fact',
    text: 'The payments gateway talks to Adyen in test mode unless ADYEN_LIVE=1; webhooks from Adyen are verified with an HMAC key kept in the secrets manager.',
    oneWord: 'adyen',
    multiWord: 'payments webhooks hmac',
  },
  {
    kind: 'fact',
    text: 'Command: `pnpm exec sloth-bench --profile` prints the slowest vitest suites; run it before splitting a test file.',
    oneWord: 'sloth',
    multiWord: 'slowest vitest suites',
  },
  {
    kind: 'decision',
    text: 'Decision (March): uploads go straight to object storage with presigned URLs from the Gullwing service; the api never proxies file bytes.',
    oneWord: 'gullwing',
    multiWord: 'uploads presigned urls',
  },
  {
    kind: 'fact',
    text: 'Bug note: sessions expired early for users in UTC+13 because the cookie max-age was computed from local midnight; fixed in src/auth/session.ts.',
    oneWord: 'midnight',
    multiWord: 'sessions expired early',
  },
  {
    kind: 'fact',
    text: 'The analytics pipeline batches events in Kinesis shards of 500 records and flushes every 10 seconds; a backlog shows up on the Grafana board called Tidewater.',
    oneWord: 'tidewater',
    multiWord: 'analytics events flushes',
  },
  {
    kind: 'convention',
    text: 'Convention: React components in src/admin use the Pebble design tokens; never hard-code colours or spacing.',
    oneWord: 'pebble',
    multiWord: 'admin design tokens',
  },
  {
    kind: 'fact',
    text: 'Bug note: the scheduler ran nightly jobs twice after the daylight saving change, because cron strings were evaluated in local time; all crons now run in UTC via the Metronome wrapper.',
    also: 'The Metronome wrapper logs every scheduled run with its UTC time to the scheduler dashboard.',
    oneWord: 'metronome',
    multiWord: 'scheduler jobs twice daylight',
  },
  {
    kind: 'decision',
    text: 'Decision: we dropped GraphQL for the public api and kept REST with OpenAPI, generated by the Swagstack tool; the mobile team agreed.',
    oneWord: 'swagstack',
    multiWord: 'graphql rest openapi',
  },
  {
    kind: 'fact',
    text: 'Rate limiting on the gateway uses a token bucket of 120 requests per minute per API key, stored in redis under the prefix rl:v2:.',
    oneWord: 'bucket',
    multiWord: 'rate limiting gateway redis',
  },
  {
    kind: 'fact',
    text: 'Command: `pnpm --filter inventory run reindex --since 7d` rebuilds the stock index for the last week without downtime.',
    oneWord: 'reindex',
    multiWord: 'inventory stock index',
  },
  {
    kind: 'fact',
    text: 'Bug note: Playwright tests for checkout flaked because the Stripe iframe loads lazily; wait for the frame named card-fields before typing.',
    oneWord: 'iframe',
    multiWord: 'playwright checkout flaked',
  },
  {
    kind: 'convention',
    text: 'Convention: log lines are JSON with the fields level, msg, requestId and tenant; use the Lumberjack logger, never console.log.',
    oneWord: 'lumberjack',
    multiWord: 'log lines json',
  },
  {
    kind: 'decision',
    text: 'Decision: we keep sqlite for the desktop build and postgres for the server; the Dualtrack adapter hides the difference behind one repository interface.',
    oneWord: 'dualtrack',
    multiWord: 'sqlite desktop postgres server',
  },
  {
    kind: 'fact',
    text: 'The profile service stores avatars at 256 px and 64 px; resizing happens in the Thumbnailer worker using sharp.',
    oneWord: 'thumbnailer',
    multiWord: 'profile avatars resizing',
  },
  {
    kind: 'fact',
    text: 'Bug note: the search api returned HTTP 500 on queries with a trailing backslash; the escape fix lives in src/search/parseQuery.ts and has a regression test.',
    oneWord: 'backslash',
    multiWord: 'search queries escape fix',
  },
  {
    kind: 'fact',
    text: 'Command: to rotate the staging secrets, run `terraform apply -target=module.vault_rotation` from infra/staging, then restart the api pods.',
    oneWord: 'vault',
    multiWord: 'rotate staging secrets',
  },
  {
    kind: 'convention',
    text: 'Convention: every kafka topic name follows <team>.<entity>.<event>.v<N>, e.g. billing.invoice.paid.v2; the Topicsmith linter enforces it in CI.',
    oneWord: 'topicsmith',
    multiWord: 'kafka topic name',
  },
  {
    kind: 'decision',
    text: 'Decision: background jobs moved from cron scripts to the Conveyor queue on redis, so retries and dead letters are visible; the old crons are deleted.',
    also: 'Command: `pnpm conveyor:retry --dead` replays dead-lettered background jobs.',
    oneWord: 'conveyor',
    multiWord: 'background jobs redis retries',
  },
  {
    kind: 'fact',
    text: "The checkout total is rounded with banker's rounding to match the accounting system; rounding happens only once, in src/checkout/totals.ts.",
    oneWord: 'banker',
    multiWord: 'checkout total rounding',
  },
  {
    kind: 'fact',
    text: 'Bug note: memory grew without bound in the gateway because the nginx upstream keepalive pool was never drained; the Drainpipe patch closes idle sockets after 60 s.',
    oneWord: 'drainpipe',
    multiWord: 'gateway memory keepalive',
  },
  {
    kind: 'fact',
    text: 'Command: `pnpm storybook --ci` builds the component gallery; broken stories fail the build, so run it before pushing UI changes.',
    oneWord: 'storybook',
    multiWord: 'component gallery stories',
  },
  {
    kind: 'fact',
    text: 'Emails are rendered from MJML templates in src/notifications/templates; preview them with `pnpm mail:preview`, which serves them on port 3030.',
    oneWord: 'mjml',
    multiWord: 'emails templates preview',
  },
];

/**
 * Common words for latency and response size only (no answer key): each occurs in a large
 * share of the filler, so they show how each server's cost grows with the number of matches.
 */
export const COMMON_WORDS = ['redis', 'checkout', 'retries', 'pnpm'];
