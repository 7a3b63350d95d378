/**
 * A password written after a well-known account's name and a colon (`admin:…`, `root:…`,
 * `postgres:…`), with no label, URL or command around it (issue #19, placements52's known miss
 * `CONCAT('admin:', pw)`, session 53): the `user:password` pair of HTTP Basic (RFC 7617 §2
 * "user-pass") as people paste it into chat, a note or a literal. Only default and service
 * accounts that images and appliances ship (the names default-credential lists open with), and
 * only a value shaped like a chosen password: 8 to 64 characters holding a lower-case letter, a
 * capital and a digit, without `:` or `/`, no version first — so an image tag (`postgres:16-alpine`), a `passwd`
 * line (`root:x:0:0:…`), a path and a hex id stay.
 */
import { groupText, NOT_MARKER, type SecretPattern, scan } from './shapes.js';

/** Accounts that images, databases and appliances ship by default (lower case as typed). */
const ACCOUNTS = ['admin', 'administrator', 'root', 'sa', 'postgres', 'mysql', 'guest', 'ubuntu', 'elastic', 'neo4j', 'oracle', 'jenkins', 'pi'];

/** The password after `<account>:` (group `secret`): 8 to 64 printable characters, no blank, quote, `:`, `/`, `@` or `,`. */
const ACCOUNT_PAIR = scan(`(?<![\\w./@:-])(?:${ACCOUNTS.join('|')}):${NOT_MARKER}(?<secret>[^\\s"'\`:/@,;<>()\\[\\]{}]{8,64})(?![^\\s"'\`,;<>()\\[\\]{}])`);

/**
 * A chosen password's shape: a lower-case letter, a capital and a digit (a hex id or a UUID is
 * in one case), not a version first (an image tag: `mysql:8.0.36-Debian`, `v2.1-Alpine`).
 */
function passwordShaped(_scanned: string, match: RegExpMatchArray): boolean {
  const value = groupText(match, 'secret');
  if (/^v?\d{1,4}\.\d/.test(value)) return false;
  return /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value);
}

/** The password of a default account's `name:password` pair standing alone. */
export const ACCOUNT_PAIR_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'basic-auth',
    source: 'RFC 7617 §2 (HTTP Basic user-pass: user-id ":" password), with the default accounts of common images and appliances',
    description:
      "A password after a default account's name and a colon (admin:, root:, postgres:, sa: …) with no label: 8–64 characters holding a lower-case letter, a capital and a digit (image tags, passwd lines, paths and ids stay)",
    keywords: ACCOUNTS.map((name) => `${name}:`),
    pattern: ACCOUNT_PAIR,
    verify: passwordShaped,
  },
];
