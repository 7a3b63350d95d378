/**
 * Credentials issued as a pair, an id and its secret, where the secret follows the id with no label
 * of its own (issue #19 "the secret that follows a Twilio `SK…` key id"; session 59), and the key
 * shapes of the same round:
 * - the secret after a cloud key id: Twilio API key SID `SK` + 32 hex and its 32-character secret
 *   (Twilio docs "API keys"), Alibaba Cloud AccessKey ID `LTAI…` and its 30-character AccessKey secret
 *   (gitleaks:alibaba-access-key-id, gitleaks:alibaba-secret-key; Alibaba Cloud docs "Create an
 *   AccessKey pair"), Tencent Cloud SecretId `AKID` + 32 and its 32-character SecretKey (Tencent
 *   Cloud API docs "Signature v3", "Access key"), AWS `AKIA…` and its 40-character secret access
 *   key (gitleaks:aws-access-token; AWS IAM docs "Managing access keys"); the id written as itself
 *   or as the marker an earlier pass left (`[REDACTED:alibaba-access-key-id] …`), then a blank, a
 *   line break, `:`, `/`, `,`, `;` or `|`, quotes around either, or a label naming a secret or key
 *   (`secretKey`, `AccessKeySecret:`). The secret has the vendor's length and holds a lower-case
 *   letter, a capital and a digit (an MD5 or a SHA, in one case, is no such secret);
 * - the Microsoft Entra (Azure AD) client secret after its client id (a UUID) where the line names
 *   Azure, a tenant, a client, an app id or a service principal (Microsoft identity platform docs
 *   "Application credentials": client id and client secret; `ClientSecretCredential(tenant, "<id>",
 *   "<secret>")`): 24 to 44 characters of the secret's alphabet with the same mix, not a UUID;
 * - the Tencent SecretId itself (`AKID` + 32), as AWS and Alibaba key ids are redacted;
 * - Tailscale keys (gitleaks:tailscale-key; Tailscale docs "Key prefixes": `tskey-api-`,
 *   `tskey-auth-`, `tskey-client-`, `tskey-scim-`, `tskey-webhook-` + key id + `-` + secret);
 * - a PuTTY private key's `Private-Lines` body without its `PuTTY-User-Key-File` header (its count
 *   says how many base64 lines follow) and its `Private-MAC` (PuTTY manual appendix C "PPK file
 *   format": HMAC-SHA-1, 40 hex, in version 2; HMAC-SHA-256, 64 hex, in version 3).
 */
import { PLACEHOLDER_VALUES } from './contextPatterns.js';
import { END_ALNUM, groupText, NOT_MARKER, type SecretPattern, START, scan, UUID } from './shapes.js';

/** The ids a secret follows: each vendor's id as written, or the marker a pass put in its place; the secret's length after it. */
const PAIRED_IDS: readonly (readonly [id: string, marker: string, secret: string])[] = [
  ['SK[0-9a-fA-F]{32}', 'twilio-api-key', '[A-Za-z0-9]{32}'],
  ['LTAI[A-Za-z0-9]{12,20}', 'alibaba-access-key-id', '[A-Za-z0-9]{30}'],
  ['AKID[A-Za-z0-9]{32}', 'tencent-secret-id', '[A-Za-z0-9]{32}'],
  ['(?:AKIA|ASIA)[A-Z2-7]{16}', 'aws-access-key-id', '[A-Za-z0-9/+]{40}'],
];

/**
 * Between an id and its secret: a closing quote, a blank, a line break or one of `:/,;|`, an opening
 * quote; or a label naming a secret or key (`secretKey`, `AccessKeySecret:`, `--api-secret`) between.
 */
const PAIR_GAP = `["'\`]?(?:[ \\t]{0,4}[:/,;|][ \\t]{0,4}|[ \\t]{1,8}|[ \\t]{0,4}\\r?\\n[ \\t]{0,16})(?:-{0,2}[\\w.-]{0,24}(?:secret|key)[\\w.-]{0,24}["']?(?:[ \\t]{0,4}[:=][ \\t]{0,4}|[ \\t]{1,4})["'\`]?|["'\`])?`;

/** True when `value` holds a lower-case letter, a capital and a digit: generated, not a hash or a word. */
export function mixedCase(value: string): boolean {
  return /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value);
}

/** Words that say a line is about an Entra (Azure AD) app's credentials. */
const AZURE_CONTEXT = '(?:azure|entra|aad|tenant|client|app[_ -]?id|service[ _-]?principal)';

/** The Azure client secret after its client id: 24 to 44 characters of its alphabet, ending with a letter or digit, not a UUID (a tenant id after the client id). */
const AZURE_PAIR = scan(
  `${AZURE_CONTEXT}[^\\r\\n]{0,128}?(?<![0-9a-fA-F-])${UUID}["'\`]?(?:[ \\t]{0,4}[:/,][ \\t]{0,4}|[ \\t]{1,8})["'\`]?${NOT_MARKER}(?!${UUID}(?![A-Za-z0-9._~+/=@-]))(?<secret>[A-Za-z0-9._~+/=@-]{23,43}[A-Za-z0-9])(?![A-Za-z0-9._~+/=@-])`,
  'i',
);

/** The Azure pair's check: mixed case with a digit (the `i` flag cannot say so). */
function azureSecret(_scanned: string, match: RegExpMatchArray): boolean {
  return mixedCase(groupText(match, 'secret'));
}

/**
 * The `Private-Lines` body: as many of the base64 lines that follow as its count says (the pattern
 * reads at most 256); the line break after the last stays.
 */
function* privateLines(scanned: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const body = (match.indices as RegExpIndicesArray).groups?.body as [number, number];
  const lines = scanned
    .slice(body[0], body[1])
    .split('\n')
    .slice(0, Number(groupText(match, 'count')))
    .join('\n');
  const end = body[0] + lines.length - (lines.endsWith('\r') ? 1 : 0);
  if (end > body[0]) yield [body[0], end];
}

/** The credential pairs and key shapes of session 59. */
export const PAIRED_CREDENTIAL_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'tailscale-key',
    source: 'gitleaks:tailscale-key; Tailscale docs "Key prefixes" (tskey-api-, tskey-auth-, tskey-client-, tskey-scim-, tskey-webhook-)',
    description: 'A Tailscale API access token, auth key, OAuth client secret, SCIM or webhook key: tskey-<type>-<key id>-<secret>',
    keywords: ['tskey-'],
    prefixed: true,
    pattern: scan(`${START}tskey-(?:api|auth|client|scim|webhook)-[0-9A-Za-z_]{1,64}-[0-9A-Za-z_]{8,128}${END_ALNUM}`),
  },
  {
    kind: 'tencent-secret-id',
    source: 'Tencent Cloud API docs "Signature v3" and "Access key" (SecretId: AKID + 32 characters, with a 32-character SecretKey)',
    description: 'A Tencent Cloud SecretId AKID + 32 letters and digits',
    keywords: ['akid'],
    prefixed: true,
    pattern: scan(`${START}AKID[A-Za-z0-9]{32}${END_ALNUM}`),
  },
  {
    kind: 'paired-secret',
    source:
      'Twilio docs "API keys" (SK… SID and its secret); gitleaks:alibaba-access-key-id, gitleaks:alibaba-secret-key; Tencent Cloud "Signature v3" (SecretId, SecretKey); gitleaks:aws-access-token with AWS IAM "Managing access keys" (key id and secret access key)',
    description:
      'The secret that follows a cloud key id with no label of its own: SK… / LTAI… / AKID… / AKIA… (or the marker that replaced it), then the 32-, 30-, 32- or 40-character secret',
    keywords: ['sk', 'ltai', 'akid', 'akia', 'asia', '[redacted:'],
    pattern: scan(
      `(?:${PAIRED_IDS.map(([id, marker, secret], n) => `(?:${START}${id}${END_ALNUM}|\\[REDACTED:${marker}\\])${PAIR_GAP}${NOT_MARKER}(?<secret${n}>${secret})`).join('|')})(?![A-Za-z0-9/+])`,
    ),
    verify: (_scanned, match) => mixedCase(pairedSecret(match)),
    cells: pairedSecretRange,
  },
  {
    kind: 'azure-client-secret',
    source:
      'Microsoft identity platform docs "Application credentials" (client id and client secret); Azure Identity ClientSecretCredential(tenant_id, client_id, client_secret); gitleaks:azure-ad-client-secret (the current Q~ form, ./vendorPatterns.ts)',
    description:
      'An Entra (Azure AD) client secret after its client id (a UUID) on a line naming Azure, a tenant, a client or an app: 24–44 characters, mixed case and a digit',
    keywords: ['azure', 'entra', 'aad', 'tenant', 'client', 'appid', 'app_id', 'app id', 'app-id', 'principal'],
    pattern: AZURE_PAIR,
    verify: azureSecret,
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'private-key',
    source: 'PuTTY manual appendix C "PPK file format" (Private-Lines: the count of base64 lines of the private key that follow)',
    description: "A PuTTY key's Private-Lines body pasted without its header: the count's base64 lines",
    keywords: ['private-lines'],
    pattern: scan('(?<![\\w-])Private-Lines:[ \\t]{0,8}(?<count>[0-9]{1,3})\\r?\\n(?<body>(?:[A-Za-z0-9+/=]{1,128}(?:\\r?\\n|$)){1,256})'),
    cells: privateLines,
  },
  {
    kind: 'private-key',
    source:
      'PuTTY manual appendix C "PPK file format" (Private-MAC: HMAC-SHA-1 in version 2, HMAC-SHA-256 in version 3, over the key; Private-Hash in version 1)',
    description: "A PuTTY key's Private-MAC or Private-Hash: 40 or 64 hex digits",
    keywords: ['private-mac', 'private-hash'],
    pattern: scan('(?<![\\w-])Private-(?:MAC|Hash):[ \\t]{0,8}(?<secret>[0-9a-fA-F]{64}|[0-9a-fA-F]{40})(?![0-9A-Za-z])'),
  },
];

/** The index in {@link PAIRED_IDS} of the pair a match read (its group `secret<n>` is the one set). */
function pairedIndex(match: RegExpMatchArray): number {
  return PAIRED_IDS.findIndex((_, n) => match.groups?.[`secret${n}`] !== undefined);
}

/** The secret a pair matched. */
function pairedSecret(match: RegExpMatchArray): string {
  return groupText(match, `secret${pairedIndex(match)}`);
}

/** The range of the secret a pair matched. */
function* pairedSecretRange(_scanned: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  yield (match.indices as RegExpIndicesArray).groups?.[`secret${pairedIndex(match)}`] as [number, number];
}
