/**
 * A password joined by code to a well-known account's name and a colon (`CONCAT('admin:', '…')`,
 * `"root:" + "…"`, `'postgres:' || '…'`): the `user:password` pair of HTTP Basic (RFC 7617 §2
 * "user-pass") assembled from two literals (issue #19, placements52's known miss, session 53).
 * The account literal holds the name and its colon alone, so the literal after the join is the
 * password. Only default and service accounts that images and appliances ship (the names
 * default-credential lists open with), and only a value shaped like a chosen password: 8 to 64
 * characters holding a lower-case letter, a capital and a digit, no version first. A pair
 * written whole (`admin:Tr0ub4dor-Mx9`) is left to the rules that read its context (an
 * htpasswd file named, a URL, a flag): by itself it reads as much as an image tag or a note.
 */
import { groupText, NOT_MARKER, type SecretPattern, scan } from './shapes.js';

/** Accounts that images, databases and appliances ship by default (lower case as typed). */
const ACCOUNTS = ['admin', 'administrator', 'root', 'sa', 'postgres', 'mysql', 'guest', 'ubuntu', 'elastic', 'neo4j', 'oracle', 'jenkins', 'pi'];

/**
 * An account literal (`'admin:'`), a join (SQL CONCAT's or a tuple's comma, `+`, `||`, PHP's `.`,
 * VB's `&`), and the password's literal (group `secret`: 8 to 64 characters, no blank or quote).
 */
const ACCOUNT_PAIR = scan(
  `(?<q>["'\`])(?:${ACCOUNTS.join('|')}):\\k<q>[ \\t]{0,32}(?:,|\\+|\\|\\||\\.|&)[ \\t]{0,32}(?<q2>["'\`])${NOT_MARKER}(?<secret>(?:(?!\\k<q2>)[^\\s"'\`]){8,64})\\k<q2>`,
);

/**
 * A chosen password's shape: a lower-case letter, a capital and a digit (a hex id or a UUID is
 * in one case), not a version first (an image tag: `8.0.36-Debian`, `v2.1-Alpine`).
 */
function passwordShaped(_scanned: string, match: RegExpMatchArray): boolean {
  const value = groupText(match, 'secret');
  if (/^v?\d{1,4}\.\d/.test(value)) return false;
  return /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value);
}

/** The password joined to a default account's `name:` literal. */
export const ACCOUNT_PAIR_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'basic-auth',
    source: 'RFC 7617 §2 (HTTP Basic user-pass: user-id ":" password), with the default accounts of common images and appliances',
    description:
      "A password literal joined to a default account's name literal (CONCAT('admin:', '…'), \"root:\" + \"…\"): 8–64 characters holding a lower-case letter, a capital and a digit",
    keywords: ACCOUNTS.map((name) => `${name}:`),
    pattern: ACCOUNT_PAIR,
    verify: passwordShaped,
  },
];
