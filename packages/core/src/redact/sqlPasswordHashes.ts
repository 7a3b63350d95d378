/**
 * A literal password hashed by SQL on its way into a password column (issue #19, session 60):
 * `UPDATE users SET password = MD5('…')`, `user_pass = SHA2('…', 256)`, `WHERE pwd = SHA1('…')`,
 * `INSERT INTO users (name, password) VALUES ('bob', MD5('…'))`. The hash is computed from the
 * literal, so the literal is the password; an unsalted MD5 or SHA of a known password is no
 * protection either. `PASSWORD('…')`, `crypt('…', gen_salt(…))` and the quoted value of a
 * password column are read by ./contextPatterns.ts and ./tablePatterns.ts; these are the hash
 * functions that name no password themselves, so a column that names one must come first in the
 * statement. `SELECT md5('hello world')` names none and is kept.
 */
import { PLACEHOLDER_VALUES } from './contextPatterns.js';
import { NOT_MARKER, type SecretPattern, scan } from './shapes.js';

/**
 * A column or a variable named for a password: a name that ends with `password`, `passwd`, `pwd`,
 * or `pass` or `pw` after no letter (`user_pass`, `@pw`; not `bypass`), maybe then `_hash` or
 * `_digest` (`password_hash`), and no more of a name after it (`password_min_length` is none).
 */
const PASSWORD_COLUMN = '(?<![A-Za-z0-9])[\\w@.]{0,32}?(?:password|passwd|pwd|(?<![A-Za-z])pass|(?<![A-Za-z])pw)(?:_?(?:hash|digest))?(?!\\w)';

/**
 * The opening of an SQL hash function's call up to the quote of the text it hashes: MySQL MD5,
 * SHA, SHA1, SHA2 and ENCRYPT, PostgreSQL md5 and pgcrypto's digest and hmac (the text first);
 * SQL Server's HASHBYTES, whose algorithm comes first (`HASHBYTES('SHA2_256', '…')`).
 */
const HASH_CALL =
  "(?<![\\w.])(?:(?:MD5|SHA[12]?|ENCRYPT|DIGEST|HMAC)[ \\t]{0,4}\\([ \\t]{0,4}[NE]?|HASHBYTES[ \\t]{0,4}\\([ \\t]{0,4}N?'[\\w-]{1,16}'[ \\t]{0,4},[ \\t]{0,4}N?)'";

/** Between the column and the call, in the same statement: at most 256 characters, no `;` or line break. */
const SAME_STATEMENT = '[^;\\r\\n]{0,256}?';

/** The literal password inside the call: 1 to 512 characters up to its closing quote. */
const LITERAL = `${NOT_MARKER}(?<secret>[^'\\r\\n]{1,512})'`;

/** A literal hashed by an SQL function after a password column in the same statement. */
export const SQL_PASSWORD_HASH_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'secret-assignment',
    source:
      'MySQL reference "Encryption and Compression Functions" (MD5, SHA1, SHA2, ENCRYPT); PostgreSQL docs "String Functions" (md5) and "pgcrypto" (digest, hmac); SQL Server docs HASHBYTES (session 60)',
    description:
      "The literal password hashed by MD5('…'), SHA1('…'), SHA2('…', 256), ENCRYPT('…'), digest('…', 'sha256') or HASHBYTES('SHA2_256', '…') after a password column in the same statement: SET password = MD5('…'), VALUES ('bob', MD5('…'))",
    keywords: ['md5', 'sha', 'encrypt', 'digest', 'hmac', 'hashbytes'],
    pattern: scan(`${PASSWORD_COLUMN}${SAME_STATEMENT}${HASH_CALL}${LITERAL}`, 'i'),
    allowlist: PLACEHOLDER_VALUES,
  },
];
