/**
 * A password joined by code to a well-known account's name and a colon (`CONCAT('admin:', '…')`,
 * `"root:" + "…"`, `'postgres:' || '…'`): the `user:password` pair of HTTP Basic (RFC 7617 §2
 * "user-pass") assembled from two literals (issue #19, placements52's known miss, session 53).
 * The account literal holds the name and its colon alone, so the literal after the join is the
 * password. Only default and service accounts that images and appliances ship (the names
 * default-credential lists open with), and only a value shaped like a chosen password: 8 to 64
 * characters holding a lower-case letter, a capital and a digit, no version first.
 *
 * Session 54 (issue #19, h54-redact) adds two readings of the same pair:
 * - a pair written whole and standing alone (`admin:Tr0ub4dor-Mx9`, `deploy:Xk9#mQ2vLp`): the
 *   account a default one or a login-shaped name, the right side a chosen password's shape and,
 *   for a name off the default list, a symbol other than `-` too (a `type:Vector3D` identifier, a
 *   `node:Alpine3-Slim` image tag, a `session:Ab12Cd34Ef56Gh78` Redis key have none). Nothing
 *   glued before the name (`/`, `.`, `@`, `:`, a letter: a path, a module, a URL), nothing after
 *   the value but a blank, a quote or closing punctuation (`:` would make it a passwd/shadow line,
 *   `@` a URL's userinfo, both read elsewhere); a port, a time or an IPv6 address has no capital.
 * - a row of SQL literals without column names (`VALUES ('svc', 'Pw…')`, `UNION SELECT
 *   'admin','Pw…'`): the literal beside an account name's literal, in a statement that names no
 *   column (`INSERT INTO t VALUES (…)`, a `SELECT` of literals). The account is a default one, a service-shaped name
 *   (`svc`, `app_user`, `deploy-bot`) or an e-mail address, or any login-shaped name when the
 *   statement inserts into a table of accounts (`users`, `accounts`, `logins`, `members`…).
 */
import { PLACEHOLDER_VALUES, WORDLIKE_VALUES } from './contextPatterns.js';
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

/**
 * A chosen password's shape read without a label (the bare pair, the SQL row): {@link passwordShaped},
 * and none of what else stands after a name and a colon or beside a name in a row — a
 * placeholder or a word (./contextPatterns.ts PLACEHOLDER_VALUES, WORDLIKE_VALUES: `changeme`,
 * `Admin2`), a version or tag that starts with digits (`16-Alpine`, `8_0-Debian`), a digest
 * (`sha256-…`, `md5:…`, base64 ending in `=`).
 */
function unlabelledPassword(scanned: string, match: RegExpMatchArray): boolean {
  if (!passwordShaped(scanned, match)) return false;
  const value = groupText(match, 'secret');
  if (/^v?\d+[._-]/.test(value) || /^(?:sha|md|blake|crc|xxh)[0-9]*[-_:]/i.test(value) || value.endsWith('=')) return false;
  return ![...PLACEHOLDER_VALUES, ...WORDLIKE_VALUES].some((shape) => shape.test(value));
}

/** A login name as typed: a lower-case letter, then 1 to 31 lower-case letters, digits, `.`, `_` or `-`. */
const LOGIN = '[a-z][a-z0-9._-]{1,31}';

/**
 * A pair written whole (group `account`, then `:` and group `secret`: 8 to 64 characters, no
 * blank, quote, `:`, `/`, `@` or bracket), standing alone: start, blank, quote or opening bracket
 * before it; blank, quote, closing punctuation or the end after it.
 */
const BARE_PAIR = scan(`(?<![^\\s"'\`(\\[{=,])(?<account>${LOGIN}):${NOT_MARKER}(?<secret>[^\\s"'\`:/@<>()\\[\\]{},;]{8,64}?)(?=[.,;!?)\\]}]?(?:[\\s"'\`]|$))`);

/** A whole login name ({@link LOGIN}). */
const LOGIN_NAME = new RegExp(`^${LOGIN}$`);

/** A symbol a chosen password holds and an identifier or an image tag (`node:Alpine3-Slim`) does not. */
const PASSWORD_SYMBOL = /[!#$%&*+=?~^]/;

/** The bare pair's check: a chosen password's shape, and a symbol in it when the account is not a default one. */
function barePairShaped(scanned: string, match: RegExpMatchArray): boolean {
  if (!unlabelledPassword(scanned, match)) return false;
  const value = groupText(match, 'secret');
  return ACCOUNTS.includes(groupText(match, 'account')) || PASSWORD_SYMBOL.test(value);
}

/**
 * Two neighbouring SQL string literals of a row (group `account`, then group `secret`: 8 to 64
 * characters, no blank or quote), the first opened after `(`, `,` or a keyword's blank; or with one
 * e-mail address's literal between them (attack h54b F6: a users seed row `(id, name, email,
 * password)`, the commonest fixture's shape).
 */
const ROW_PAIR = scan(
  `(?<=[(,\\s])(?<q>['"])(?<account>[A-Za-z0-9._@+-]{2,64})\\k<q>\\s{0,16},\\s{0,16}(?:(?<qe>['"])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\\.[A-Za-z0-9-]{1,63}){1,8}\\k<qe>\\s{0,16},\\s{0,16})?(?<q2>['"])${NOT_MARKER}(?<secret>[^\\s'"\`]{8,64})\\k<q2>`,
);

/** A service account's name: one of its words is a service word (`svc`, `app_user`, `deploy-bot`, `ci.runner`). */
const SERVICE_ACCOUNT =
  /^(?:[a-z0-9]+[._-])*(?:svc|service|app|api|bot|ci|cd|deploy|deployer|test|tester|demo|backup|ops|dev|sys|db|dba|user|usr|admin|root|operator|runner|reader|writer|readonly)(?:[._-][a-z0-9]+)*$/;

/** A table of accounts, as its name says (`users`, `app.accounts`, `admin_logins`, `"Members"`). */
const ACCOUNT_TABLE = /\binsert\s+into\s+[\w."`[\]]*(?:user|account|login|member|admin|credential|operator|staff|employee|customer)s?\b/i;

/** How far back from a row's literal its statement's keyword is looked for, in characters: a multi-row INSERT of a seed file (session 55: 400 lost the rows after the third). */
const STATEMENT_REACH = 32_768;

/** The start of an `INSERT INTO t VALUES` with no column list (the last one is the statement a row belongs to). */
const INSERT_VALUES = /\binsert\s+(?:into\s+)?[\w."`[\]]+\s+values?\s*\(/gi;

/** A `SELECT` of literals, numbers or NULLs up to the row's pair (a UNION row of literals). */
const SELECT_LEAD = /\bselect\s+(?:(?:'[^']*'|"[^"]*"|-?\d+(?:\.\d+)?|null)\s*,\s*)*$/i;

/**
 * True when `at` stands inside a top-level tuple of the VALUES list that starts at `from` (just
 * after its first `(`): read in code, quote- and bracket-aware (SQL doubles a quote inside a
 * literal; a call such as `NOW()` or `md5('x')` nests), so any number of rows of any length
 * precede it; a `;` outside quotes ends the statement, and so does anything but a comma or a
 * blank between two tuples. The last read is kept, so the rows of one statement are read once,
 * not once per row (linear over a seed file).
 */
function insideValuesTuple(scanned: string, from: number, at: number): boolean {
  let read = { at: from, depth: 1, quote: '', ended: false };
  if (lastRead.text === scanned && lastRead.from === from && lastRead.state.at <= at) read = { ...lastRead.state };
  for (; !read.ended && read.at < at; read.at++) {
    const c = scanned.charAt(read.at);
    if (read.quote !== '') {
      if (c === read.quote) read.quote = '';
    } else if (c === "'" || c === '"') read.quote = c;
    else if (c === '(') read.depth++;
    else if (c === ')') read.ended = --read.depth < 0;
    else read.ended = c === ';' || (read.depth === 0 && c !== ',' && !/\s/.test(c));
  }
  lastRead = { text: scanned, from, state: read };
  return !read.ended && read.depth === 1 && read.quote === '';
}

/** Where {@link insideValuesTuple} stopped reading, for the next row of the same statement. */
let lastRead = { text: '', from: -1, state: { at: -1, depth: 0, quote: '', ended: true } };

/** The `[start, end)` of each `INSERT … VALUES (` of the last text read (found once per text, not once per row). */
function insertStarts(scanned: string): readonly (readonly [number, number])[] {
  if (insertCache.text !== scanned)
    insertCache = { text: scanned, found: [...scanned.matchAll(INSERT_VALUES)].map((m) => [m.index, m.index + m[0].length] as const) };
  return insertCache.found;
}

let insertCache: { text: string; found: readonly (readonly [number, number])[] } = { text: '', found: [] };

/**
 * What stands before a row's pair in a statement with no column names: `INSERT INTO t VALUES`
 * (no column list between the table and `VALUES`; a list names the columns, which
 * ./tablePatterns.ts pairs), then whole tuples and the open one's first items; or `SELECT`
 * and literals, numbers or NULLs (a UNION row of literals). Returns the statement's text up to
 * the pair, or undefined when the pair stands in neither.
 */
function rowStatement(scanned: string, at: number): string | undefined {
  let insert: readonly [number, number] | undefined;
  for (const found of insertStarts(scanned)) if (found[1] <= at) insert = found;
  if (insert !== undefined && at - insert[0] <= STATEMENT_REACH && insideValuesTuple(scanned, insert[1], at)) return scanned.slice(insert[0], at);
  const lead = scanned.slice(Math.max(0, at - STATEMENT_SELECT_REACH), at);
  const statement = lead.slice(lead.lastIndexOf(';') + 1);
  return SELECT_LEAD.test(statement) ? statement : undefined;
}

/** How far back a `SELECT` of literals is looked for, in characters (a UNION row is short). */
const STATEMENT_SELECT_REACH = 400;

/** The row pair's check: a statement with no column names before it, an account's literal first, a chosen password's shape after. */
function rowPairShaped(scanned: string, match: RegExpMatchArray): boolean {
  if (!unlabelledPassword(scanned, match)) return false;
  const statement = rowStatement(scanned, match.index as number);
  if (statement === undefined) return false;
  const account = groupText(match, 'account');
  if (ACCOUNTS.includes(account) || SERVICE_ACCOUNT.test(account) || /^[^@\s]+@[\w-]+(?:\.[\w-]+)+$/.test(account)) return true;
  return LOGIN_NAME.test(account) && ACCOUNT_TABLE.test(statement);
}

/** The password joined to a default account's `name:` literal, written whole beside its account, or beside it in a SQL row. */
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
  {
    kind: 'basic-auth',
    source: 'RFC 7617 §2 (HTTP Basic user-pass: user-id ":" password) written whole, as default-credential lists and chats give it',
    description:
      'A `user:password` pair standing alone: a default account or a login name, then 8–64 characters holding a lower-case letter, a capital and a digit (and a symbol when the account is not a default one)',
    keywords: [':'],
    pattern: BARE_PAIR,
    verify: barePairShaped,
  },
  {
    kind: 'sql-row-password',
    source:
      'SQL reference (ISO/IEC 9075 INSERT … VALUES without a column list, a UNION SELECT of literals): the literal beside an account name is its password',
    description:
      "A SQL string literal beside an account's literal in a VALUES or SELECT row ('svc', '…'): 8–64 characters holding a lower-case letter, a capital and a digit",
    keywords: ['value', 'select'],
    pattern: ROW_PAIR,
    verify: rowPairShaped,
  },
];
