/**
 * A URL assigned to a key whose name says it holds a secret (session 54, issue #19):
 * `WEBHOOK_SECRET=https://…`, `alert_token: "https://…"`, `SLACK_PASSWORD=https://…`. Slack's,
 * Discord's and Microsoft Teams' incoming webhooks carry their secret in the URL's path (Slack
 * docs "Sending messages using incoming webhooks": "Your webhook URL contains a secret. Don't
 * share it online"), and a name ending in `secret`, `token`, `password`, `credential` or
 * `api key` says the value is one, so the whole URL is the credential (under `password` or
 * `credential`, only a URL with a generated segment: those names title links in how-tos). The label rules keep any
 * URL without a user-info password as a placeholder (./contextPatterns.ts), which is right for
 * a name that says it holds an address.
 *
 * What stays: a name ending in an address word (`WEBHOOK_URL`, `TOKEN_URL`, `SECRET_MANAGER_URL`,
 * `PASSWORD_RESET_ENDPOINT`): the variable holds where to send, a public address (an OAuth token
 * endpoint, a documented webhook receiver); vendor webhook URLs under such names are found by
 * their own shapes (./vendorPatterns.ts). And a URL that reads as an example: its host one of RFC
 * 2606's reserved names (`example.com`, `*.example`, `*.test`, `*.invalid`, `localhost`) with no
 * generated path segment, or a URL holding a template (`${…}`, `{{…}}`, `<…>`).
 */
import { ASSIGN, ESCAPES, groupText, looksGenerated, NAME_CLOSE, NOT_MARKER, type SecretPattern, scan } from './shapes.js';

/** The nouns a key's name ends with when its value is a secret (`_` or `-` or nothing between the words of `api key`). */
const SECRET_NOUNS = '(?:secret|token|(?<weak>password|passwd|pwd|credentials?)|api[_-]?key|private[_-]?key|access[_-]?key|secret[_-]?key|signing[_-]?key)';

/**
 * A secret noun ending a key's name (group `weak` for password and credential), an assignment,
 * maybe a quote, then an http(s) URL (group `secret`: up to 2048 characters, no blank, quote or
 * angle bracket). The words joined before the noun (`WEBHOOK_`, `alert`) are read in
 * {@link secretUrlValue}, not here: a lazy prefix tried at every word start cost 8× on
 * credential-heavy text (bench/filters.mjs, session 54).
 */
const SECRET_URL = scan(`${SECRET_NOUNS}${NAME_CLOSE}${ASSIGN}(?:${ESCAPES}["'\`])?${NOT_MARKER}(?<secret>https?://[^\\s"'\`<>]{4,2048})`, 'i');

/** A host reserved for documentation and tests (RFC 2606 §2–3, RFC 6761 §6.3). */
const RESERVED_HOST = /^(?:[\w-]+\.)*(?:example\.(?:com|org|net)|example|test|invalid|localhost)$/i;

/** An http(s) URL's host (user info and port left out) and the rest (path, query, fragment), as RFC 3986 §3 splits it. */
const URL_PARTS = /^https?:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)(?::\d*)?(.*)$/i;

/** A template placeholder inside a URL: `${WEBHOOK}`, `{{ token }}`, `<token>`, `%TOKEN%`, `$TOKEN`. */
const TEMPLATE = /\$\{|\{\{|%[A-Z_]+%|\$[A-Z_]{2,}|your[-_]/i;

/**
 * The URL's check: not a template, and not an example URL (a reserved host and no generated path
 * segment). Under a password or credential name (group `weak`), or a bare noun with no word
 * joined before it (`Token: https://…`, `secret: https://…`), a generated path or query segment
 * is asked for too: `Password: https://wiki.acme.io/reset-howto` and `Token: https://docs…` are
 * links in a how-to, where a variable's compound name (`WEBHOOK_SECRET`, `alertToken`) is not.
 */
function secretUrlValue(scanned: string, match: RegExpMatchArray): boolean {
  const url = groupText(match, 'secret');
  if (TEMPLATE.test(url)) return false;
  // The pattern's value starts with http(s)://, so the split always matches.
  const [, host = '', rest = ''] = URL_PARTS.exec(url) ?? [];
  const generated = rest.split(/[/?&=#]/).some((segment) => looksGenerated(segment));
  const compound = /[A-Za-z0-9_.-]/.test(scanned.charAt((match.index as number) - 1));
  if (groupText(match, 'weak') !== '' || !compound) return generated;
  return generated || !RESERVED_HOST.test(host);
}

/** A URL under a key named for a secret. */
export const SECRET_URL_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'secret-url',
    source:
      'Slack docs "Sending messages using incoming webhooks" (the webhook URL contains a secret); Discord developer docs "Webhook resource"; Microsoft Teams "Create an Incoming Webhook"; RFC 2606 (reserved example hosts)',
    description:
      'A URL assigned to a key whose name ends in secret, token, password, credential or api key (WEBHOOK_SECRET=https://…): the whole URL, unless it is an example (a reserved host, no generated path) or a template',
    keywords: ['http'],
    pattern: SECRET_URL,
    verify: secretUrlValue,
  },
];
