/**
 * A checksummed token cut in two with words between the halves (attack h59 A3, session 61):
 * `first half ghp_<14> … second half <22>`. A GitHub token is its prefix and 36 base62
 * characters, 30 random and then the CRC32 of those 30 in base62, six digits (GitHub blog
 * "Behind GitHub's new authentication token formats", 2021-04-05); npm's `npm_` tokens follow the
 * same format (GitHub blog "Announcing npm's new access token format", 2021-09-23). A head whose
 * body is too short to hold the 30 random characters (1 to 29 after the prefix, ending at a word's
 * end) is no token alone; it is one when a run of base62 of exactly the missing length stands
 * later in the text nearby and the 36 characters rejoined carry their checksum. That holds for a
 * random run by chance once in 2^32 (the checksum's 32 bits), so prose, hashes and ids beside a
 * short head stay: no "looks random" reading decides (docs/design.md §2), the vendor's checksum
 * does. Both pieces are replaced; the words between them stay.
 */
import { groupText, type SecretPattern, START, scan } from './shapes.js';

/** Characters of a token's body after its prefix (GitHub, npm): 30 random and a 6-digit checksum. */
export const BODY_LENGTH = 36;

/** Random characters at the start of the body, the CRC32's input. */
export const RANDOM_LENGTH = 30;

/** Most characters after a head read for its rest: a few words or lines of chat. */
export const REST_WINDOW = 512;

/** Base62 digits in GitHub's order: 0–9, A–Z, a–z. */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * CRC-32 (ISO-HDLC: the polynomial 0x04C11DB7 reflected, 0xEDB88320; initial value and final
 * XOR 0xFFFFFFFF) of `text`'s UTF-16 code units, each taken as one byte: the check value of
 * `123456789` is 0xCBF43926 (the catalogue of parametrised CRC algorithms, CRC-32/ISO-HDLC). The
 * callers pass base62 text only, whose code units are its ASCII bytes.
 *
 * @param text - ASCII text
 * @returns the checksum, 0 to 2^32 − 1
 */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) & 0xff;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * `value` in base62 ({@link BASE62}), six digits, zeros in front: how a GitHub or npm token
 * writes its checksum.
 *
 * @param value - 0 to 2^32 − 1 (62^6 is about 5.7 × 10^10, so six digits always hold it)
 */
export function base62Checksum(value: number): string {
  let digits = '';
  let rest = value;
  for (let i = 0; i < 6; i++) {
    digits = BASE62.charAt(rest % 62) + digits;
    rest = Math.floor(rest / 62);
  }
  return digits;
}

/** A whole body: {@link BODY_LENGTH} base62 characters. */
const WHOLE_BODY = new RegExp(`^[A-Za-z0-9]{${BODY_LENGTH}}$`);

/**
 * True when `body` (the characters after the prefix) is a whole token's body: {@link BODY_LENGTH}
 * base62 characters whose last six are the base62 CRC32 of the first {@link RANDOM_LENGTH}.
 */
export function carriesChecksum(body: string): boolean {
  if (!WHOLE_BODY.test(body)) return false;
  return base62Checksum(crc32(body.slice(0, RANDOM_LENGTH))) === body.slice(RANDOM_LENGTH);
}

/** A run of base62 standing alone: no letter, digit or `_` glued on either side. */
const RUN = /(?<![A-Za-z0-9_])[A-Za-z0-9]{1,35}(?![A-Za-z0-9_])/g;

/**
 * The ranges of a head and its rest: the match of `head` + `first` (the first part of the body)
 * and the first run after it, within {@link REST_WINDOW} characters, with which the body is
 * whole and {@link carriesChecksum} (so of exactly the missing length); nothing when there is none.
 */
function* headAndRest(scanned: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const start = match.index as number;
  const end = start + match[0].length;
  const first = groupText(match, 'first');
  const window = scanned.slice(end, end + REST_WINDOW);
  for (const run of window.matchAll(RUN)) {
    // Only a run of the missing length can make a body of 36 (carriesChecksum reads the length first).
    if (!carriesChecksum(first + run[0])) continue;
    const from = end + (run.index as number);
    yield [start, end];
    yield [from, from + run[0].length];
    return;
  }
}

/**
 * One shape: `prefixes` (their literal heads) and 1 to 29 base62 characters ending at a word's
 * end, the rest found by {@link headAndRest}.
 */
function splitToken(kind: string, source: string, description: string, prefixes: readonly string[], head: string): SecretPattern {
  return {
    kind,
    source,
    description,
    keywords: prefixes,
    pattern: scan(`${START}${head}(?<first>[A-Za-z0-9]{1,29})(?![A-Za-z0-9_])`),
    cells: headAndRest,
  };
}

/** GitHub and npm tokens cut in two with words between, rejoined by their checksum. */
export const SPLIT_CHECKSUM_TOKEN_PATTERNS: readonly SecretPattern[] = [
  splitToken(
    'github-token',
    'GitHub blog "Behind GitHub\'s new authentication token formats" (2021-04-05: 30 random base62 and a CRC32 checksum in 6 base62); gitleaks:github-pat, github-oauth, github-app-token, github-refresh-token (session 61, attack h59 A3)',
    'A GitHub token (ghp_, gho_, ghu_, ghs_, ghr_) cut in two with words between the halves, the halves rejoined carrying their CRC32 checksum',
    ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'],
    'gh[pousr]_',
  ),
  splitToken(
    'npm-token',
    'GitHub blog "Announcing npm\'s new access token format" (2021-09-23: the GitHub format, a CRC32 checksum in base62 as the last six); gitleaks:npm-access-token (session 61)',
    'An npm access token (npm_) cut in two with words between the halves, the halves rejoined carrying their CRC32 checksum',
    ['npm_'],
    'npm_',
  ),
];
