// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * Issue #19, session 60 (h60-redact): SQL that sets a password. ALTER/CREATE USER … PASSWORD,
 * IDENTIFIED BY, SET PASSWORD FOR, a settings row whose key names a credential, PASSWORD('…') and
 * crypt('…') were already read (pinned here as a regression net); new: a literal hashed by MD5,
 * SHA, SHA1, SHA2, ENCRYPT, digest, hmac or HASHBYTES after a password column in the same statement
 * (src/redact/sqlPasswordHashes.ts). Every fixture is fake and assembled at run time.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';
import { SQL_PASSWORD_HASH_PATTERNS } from '../../src/redact/sqlPasswordHashes.js';

const PW = ['Zq8v', 'Lm2p', 'Xr'].join('');
const MARK = '[REDACTED:secret-assignment]';
const out = (text: string): string => redactSecrets(text).text;
const kept = (text: string): void => {
  expect(redactSecrets(text)).toEqual({ text, kinds: [] });
};

describe('statements that set a password (already read; pinned)', () => {
  it.each([
    `ALTER USER app WITH PASSWORD '${PW}';`,
    `ALTER ROLE app WITH LOGIN PASSWORD '${PW}';`,
    `CREATE USER 'app'@'%' IDENTIFIED BY '${PW}';`,
    `ALTER USER 'app'@'localhost' IDENTIFIED WITH mysql_native_password BY '${PW}';`,
    `SET PASSWORD FOR 'app'@'localhost' = '${PW}';`,
    `SET PASSWORD FOR 'app'@'localhost' = PASSWORD('${PW}');`,
    `INSERT INTO settings (key, value) VALUES ('smtp_password', '${PW}');`,
    `UPDATE users SET pw = crypt('${PW}', gen_salt('bf'));`,
  ])('%s', (text) => {
    expect(out(text)).toBe(text.replace(PW, MARK));
  });
});

describe('a literal hashed by SQL after a password column', () => {
  it.each([
    ['MD5', `UPDATE users SET password = MD5('${PW}') WHERE id = 1;`],
    ['md5, no blanks', `UPDATE users SET passwd=md5('${PW}');`],
    ['SHA', `UPDATE users SET pwd = SHA('${PW}');`],
    ['SHA1', `UPDATE users SET pw = SHA1('${PW}');`],
    ['SHA2 with its length', `UPDATE users SET password_hash = SHA2('${PW}', 256) WHERE id = 1;`],
    ['ENCRYPT', `UPDATE users SET password = ENCRYPT('${PW}');`],
    ['pgcrypto digest', `UPDATE users SET pass_digest = digest('${PW}', 'sha256');`],
    ['pgcrypto hmac', `UPDATE users SET passwordhash = hmac('${PW}', 'k', 'sha256');`],
    ['HASHBYTES, algorithm first', `UPDATE users SET password = HASHBYTES('SHA2_256', '${PW}');`],
    ['HASHBYTES with N literals', `UPDATE users SET password = HASHBYTES(N'SHA2_256',N'${PW}');`],
    ['an N literal', `UPDATE users SET password = MD5(N'${PW}');`],
    ['an E literal', `UPDATE users SET password = md5(E'${PW}');`],
    ['blanks inside the call', `UPDATE users SET password = MD5 (  '${PW}'  );`],
    ['WordPress user_pass', `UPDATE wp_users SET user_pass = MD5('${PW}') WHERE ID = 1;`],
    ['a variable', `SET @pw = SHA1('${PW}');`],
    ['a WHERE clause', `SELECT id FROM users WHERE password = MD5('${PW}')`],
    ['a VALUES row under a password column', `INSERT INTO users (name, password) VALUES ('bob', MD5('${PW}'));`],
  ])('%s', (_name, text) => {
    expect(out(text)).toBe(text.replace(PW, MARK));
  });
});

describe('near-misses: a hash with no password column before it in its statement', () => {
  it.each([
    ['a checksum', "SELECT md5('hello world');"],
    ['a word ending in pass', "UPDATE routes SET bypass = MD5('north-gate') WHERE id = 2;"],
    ['a longer name', "UPDATE t SET password_min_length = 12, etag = MD5('v1-content');"],
    ['a statement boundary', "UPDATE users SET password = NULL; SELECT md5('v1-content');"],
    ['a line break', "password = NULL\nSELECT md5('v1-content');"],
    ['a placeholder', "UPDATE users SET password = MD5('changeme');"],
    ['a template reference', "UPDATE users SET password = MD5('${NEW_PASSWORD}');"],
    ['a member call (no hash function)', "UPDATE users SET password = user.MD5('v1-content');"],
    ['a function named on', "UPDATE users SET password = fn_md5('v1-content');"],
  ])('%s', (_name, text) => {
    kept(text);
  });

  it('at most 256 characters between the column and the call', () => {
    const near = 'UPDATE users SET password = ' + 'x'.repeat(256 - 5) + ", MD5('" + PW + "');";
    expect(out(near)).toContain(MARK);
    kept('UPDATE users SET password = ' + 'x'.repeat(256 - 4) + ", MD5('v1-content');");
  });

  it('a literal of 512 characters is read, one of 513 is not', () => {
    const v512 = 'Gh3k'.repeat(128);
    expect(out(`SET password = MD5('${v512}');`)).toBe(`SET password = MD5('${MARK}');`);
    kept(`SET password = MD5('${v512}x');`);
  });

  it('the marker is not read again (idempotent)', () => {
    const once = out(`UPDATE users SET password = MD5('${PW}');`);
    expect(redactSecrets(once)).toEqual({ text: once, kinds: [] });
  });

  it('is one pattern, scanned with the i flag', () => {
    expect(SQL_PASSWORD_HASH_PATTERNS).toHaveLength(1);
    expect(SQL_PASSWORD_HASH_PATTERNS[0]?.pattern.flags).toContain('i');
  });
});
