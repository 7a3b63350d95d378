/**
 * Vendor API keys people paste into a chat (attack h53 C2): OpenRouter, xAI, Replicate, Tavily,
 * Pinecone, Bitbucket, Google OAuth access tokens, Resend, PostHog and Adafruit IO. Each entry is
 * the vendor's documented prefix, body alphabet and length, re-derived and cited in `source`
 * (the vendor's documentation, or the trufflehog detector of the same name where the vendor
 * publishes no format: trufflesecurity/trufflehog pkg/detectors/<name>). None of these is in
 * gitleaks' default rule set, so none cites a `gitleaks:` id.
 *
 * Every shape starts with its fixed prefix at a boundary (./shapes.ts `START`), has a body of
 * bounded length in the vendor's alphabet and ends at a boundary, so a match is found in one
 * linear pass and a body one character short or long is no match. The prefixes `re_`, `r8_`, `aio_`, `phx_` and
 * `phc_` also begin ordinary identifiers (`re_render`, `r8_test`, `aio_loop`, `phx_click`), so a
 * body counts only when it reads as random ({@link readsRandom}): an identifier of the exact
 * length written in one letter case, without digits, is kept.
 */
import { END_ALNUM, END_URL64, groupText, type SecretPattern, START, scan } from './shapes.js';

/**
 * True when `body` holds characters of at least two of the classes digit, lower-case letter,
 * upper-case letter: a generated key does (a 28-character base62 body lacks two of them with a
 * probability under 10⁻⁵), a snake_case or UPPER_CASE identifier does not.
 *
 * @param body - the part of a match after the vendor prefix
 * @returns whether the body reads as generated. Never throws.
 */
export function readsRandom(body: string): boolean {
  return [/[0-9]/, /[a-z]/, /[A-Z]/].filter((c) => c.test(body)).length >= 2;
}

/** The check of a shape whose named group `body` must read as random ({@link readsRandom}). */
function randomBody(_scanned: string, match: RegExpMatchArray): boolean {
  return readsRandom(groupText(match, 'body'));
}

/** A prefixed vendor key: `START + expression`, the whole match replaced. */
function key(
  kind: string,
  source: string,
  description: string,
  keywords: readonly string[],
  expression: string,
  extra: Partial<SecretPattern> = {},
): SecretPattern {
  return { kind, source, description, keywords, pattern: scan(`${START}${expression}`), prefixed: true, verify: randomBody, ...extra };
}

/** base58 as Resend writes it: digits 1-9 and letters without 0, O, I, l. */
const BASE58 = '[1-9A-HJ-NP-Za-km-z]';

/** After a body of word characters: no further word character or hyphen. */
const END_WORD = '(?![A-Za-z0-9_-])';

/**
 * The pasted vendor keys, each a {@link SecretPattern} with a fixed prefix (`prefixed`), found
 * anywhere in a text (prose, an `.env` line, JSON, a URL parameter). Registered in the vendor
 * table (./vendorPatterns.ts `VENDOR_PATTERNS`), which adds the masked-body allowlist.
 */
export const PASTED_VENDOR_PATTERNS: readonly SecretPattern[] = [
  key(
    'openrouter-api-key',
    'OpenRouter docs "API Authentication" (keys sk-or-v1-); 64 lower-case hex as trufflehog detector openrouter',
    'OpenRouter API key sk-or-v1- + 64 hex',
    ['sk-or-v1-'],
    `sk-or-v1-[0-9a-f]{64}${END_ALNUM}`,
    // A hex body is lower-case by format: it is no identifier, nothing to check.
    { verify: undefined },
  ),
  key(
    'xai-api-key',
    'xAI docs "API key" (console.x.ai keys start xai-); 80 characters as trufflehog detector xai',
    'xAI API key xai- + 80 base62 or _',
    ['xai-'],
    `xai-(?<body>[A-Za-z0-9_]{80})${END_WORD}`,
  ),
  key(
    'replicate-token',
    'Replicate docs "API tokens" (tokens start r8_); 37 characters as trufflehog detector replicate',
    'Replicate API token r8_ + 37 base62, _ or -',
    ['r8_'],
    `r8_(?<body>[A-Za-z0-9_-]{37})${END_WORD}`,
  ),
  key(
    'tavily-api-key',
    'Tavily docs "Quickstart" and help center "How can I create an API key?" (tvly- keys, Development and Production types: tvly-dev-, tvly-prod-); body 20-40 base62 as trufflehog detector tavily (keys issued: 32)',
    'Tavily API key tvly-, tvly-dev- or tvly-prod- + 20-40 base62',
    ['tvly-'],
    `tvly-(?:dev-|prod-)?(?<body>[A-Za-z0-9]{20,40})${END_ALNUM}`,
  ),
  key(
    'pinecone-api-key',
    'Pinecone docs "Authentication" (API keys start pcsk_, 2024 format); pcsk_<key id 5-6>_<secret about 63> base62 as trufflehog detector pinecone',
    'Pinecone API key pcsk_ + 4-8 key id + _ + 50-80 secret',
    ['pcsk_'],
    `pcsk_[A-Za-z0-9]{4,8}_(?<body>[A-Za-z0-9]{50,80})${END_ALNUM}`,
  ),
  key(
    'bitbucket-app-password',
    'Atlassian Community, Atlassian team answer "Can we confirm BitBucket\'s token prefixes?" (2025-08-25: App Password ATBB, Access Tokens ATCT, API Token ATAT); Bitbucket Cloud docs "App passwords"; 32 base62 after ATBB as issued (28 random + an 8-hex checksum)',
    'Bitbucket Cloud app password ATBB + 32 base62',
    ['atbb'],
    `ATBB(?<body>[A-Za-z0-9]{32})${END_ALNUM}`,
  ),
  key(
    'bitbucket-access-token',
    'Bitbucket Cloud docs "Access tokens" (workspace, project and repository access tokens); Atlassian Community, Atlassian team answer "Can we confirm BitBucket\'s token prefixes?" (2025-08-25: they start ATCT); ATCTT3 and the length of Atlassian API tokens ATATT3',
    'Bitbucket Cloud workspace, project or repository access token ATCTT3 + 150-250',
    ['atctt3'],
    `ATCTT3(?<body>[A-Za-z0-9_=-]{150,250})${END_URL64}`,
  ),
  key(
    'google-oauth-token',
    'Google Identity docs "Using OAuth 2.0 to Access Google APIs" (access tokens ya29., sizes up to the documented limit of 2048 bytes; dots pad a token since the 2021 size change)',
    'Google OAuth 2.0 access token ya29. + 40-2048 base64url or .',
    ['ya29.'],
    `ya29\\.(?<body>[A-Za-z0-9_-][A-Za-z0-9_.-]{39,2047})(?![A-Za-z0-9_.-])`,
    // A token ending a sentence keeps the sentence's full stop.
    { trimEnd: true },
  ),
  key(
    'resend-api-key',
    'Resend docs "API Keys" (keys start re_); 8 base58 + _ + 24 base58 as trufflehog detector resend',
    'Resend API key re_ + 8 base58 + _ + 24 base58',
    ['re_'],
    `re_(?<body>${BASE58}{8}_${BASE58}{24})${END_WORD}`,
  ),
  key(
    'posthog-api-key',
    'PostHog docs "Personal API keys" (phx_) and "Project API key" (phc_), 43 characters after the prefix; trufflehog detectors posthog and posthogapp',
    'PostHog personal API key phx_ or project API key phc_ + 43 base62 or _',
    ['phx_', 'phc_'],
    `ph[xc]_(?<body>[A-Za-z0-9_]{43})${END_WORD}`,
  ),
  key(
    'adafruit-api-key',
    'Adafruit IO docs "Adafruit IO key" (keys start aio_); 28 base62 as trufflehog detector adafruitio',
    'Adafruit IO key aio_ + 28 base62',
    ['aio_'],
    `aio_(?<body>[A-Za-z0-9]{28})${END_WORD}`,
  ),
];
