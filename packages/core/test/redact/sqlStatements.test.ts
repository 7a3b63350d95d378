// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * SQL as people paste it (issue #19, round 17): a comment (`-- …`, `#`, `/* … *\/`) between an
 * INSERT's column list and VALUES, inside either list or between tuples no longer hides the
 * password under a credential-named column; the INSERT forms of MySQL (`INSERT IGNORE`, `REPLACE
 * INTO`, INTO omitted), SQLite (`INSERT OR REPLACE`) and Oracle (an optimiser hint) are read; and
 * the password statements of PostgreSQL, MySQL, SQL Server and Oracle (`SET PASSWORD FOR … =`,
 * `GRANT … IDENTIFIED BY`, `N'…'`, Oracle's unquoted `IDENTIFIED BY pw`, `sp_addlogin`,
 * `PASSWORD('…')`, `CREATE SERVER … OPTIONS (password '…')`, database scoped credentials). Each
 * is checked output for output; near-misses keep their text. Every fixture is fake and assembled
 * at run time.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectKept as kept } from './expectations.js';

const pw = 'Zq' + '7vW3kP9xR2mL8nT4';
const R = '[REDACTED:secret-assignment]';
const redacts = (text: string, expected: string): void => {
  const out = redactSecrets(text.replaceAll('PW', pw));
  expect(out.text).toBe(expected.replaceAll('R!', R));
  expect(out.kinds).toEqual(['secret-assignment']);
};

describe('an INSERT with comments between its parts', () => {
  test.each([
    ['a line comment between the column list and VALUES', "INSERT INTO users (email, password)\n-- seed admin\nVALUES ('a@example.com', 'PW');"],
    ['a block comment before VALUES', "INSERT INTO users (email, password) /* seed */ VALUES ('a@example.com', 'PW');"],
    ['a MySQL # comment before VALUES', "INSERT INTO users (email, password) # mysql\nVALUES ('a@example.com', 'PW');"],
    ['a block comment between VALUES and the tuple', "INSERT INTO users (email, password) VALUES /* one */ ('a@example.com', 'PW');"],
    ['a block comment before the value', "INSERT INTO users (email, password) VALUES ('a@example.com', /* pw */ 'PW');"],
    ['a line comment before the value', "INSERT INTO users (email, password) VALUES ('a@example.com', -- the password\n 'PW');"],
    ['a block comment after the value', "INSERT INTO users (email, password) VALUES ('a@example.com', 'PW' /* rotated */);"],
    [
      'a comment holding a comma and a quote in the column list',
      "INSERT INTO users (email, /* it's, hashed later */ password) VALUES ('a@example.com', 'PW');",
    ],
    ['a comment holding a comma in the values', "INSERT INTO users (email, password) VALUES ('a@example.com' /* x, y */, 'PW');"],
  ])('%s', (_name, text) => {
    redacts(text, text.replace('PW', 'R!'));
  });

  test('a line comment between tuples of a multi-row VALUES', () => {
    const text = "INSERT INTO users (email, password) VALUES\n  ('a@example.com', 'PW'), -- first\n  ('b@example.com', 'PW');";
    redacts(text, text.replaceAll('PW', 'R!'));
  });

  test('a block comment before the comma between tuples', () => {
    const text = "INSERT INTO users (email, password) VALUES ('a@example.com', 'PW') /* next */, ('b@example.com', 'PW');";
    redacts(text, text.replaceAll('PW', 'R!'));
  });

  test('a comment that does not end hides nothing it cannot read', () => {
    kept("INSERT INTO users (email, password) /* open VALUES ('a@example.com', 'x');");
  });

  test.each([
    ['a line comment ending the text', 'INSERT INTO users (email, password) -- no values yet'],
    ['a # comment ending the text', 'INSERT INTO users (email, password) # no values yet'],
    ['an empty column and an empty value', "INSERT INTO users (, password) VALUES ('a@example.com', );"],
  ])('nothing to read: %s', (_name, text) => {
    kept(text);
  });

  test('a nested call before the value closes where it opens (no comma inside it ends the cell)', () => {
    const text = "INSERT INTO users (created, password) VALUES (coalesce(now(), 0), 'PW');";
    redacts(text, text.replace('PW', 'R!'));
  });

  test('a long value before the password (a tuple is read over 8 KiB)', () => {
    const text = "INSERT INTO users (bio, password) VALUES ('" + 'x'.repeat(6000) + "', 'PW');";
    redacts(text, text.replace('PW', 'R!'));
  });

  test('an empty cell shifts no column', () => {
    const text = "INSERT INTO users (email, , password) VALUES ('a@example.com', , 'PW'), ('b@example.com', 'c', 'PW');";
    redacts(text, text.replaceAll('PW', 'R!'));
  });

  test('a quote inside a -- comment does not open a string', () => {
    const text = "INSERT INTO users (email, password) VALUES ('a@example.com', -- don't log\n 'PW');";
    redacts(text, text.replace('PW', 'R!'));
  });

  test('the line comment ends at the end of its line only', () => {
    // With the comment read to the end of the text, the value is lost and the tuple no longer has two cells.
    const text = "INSERT INTO users (email, password) VALUES ('a@example.com', --\n'PW'), ('b@example.com', 'PW');";
    redacts(text, text.replaceAll('PW', 'R!'));
  });

  test('a -- without a comment is no comment in a value (a minus before a minus)', () => {
    const text = "INSERT INTO t (n, password) VALUES (1--1, 'PW');";
    redacts(text, text.replace('PW', 'R!'));
  });
});

describe('the INSERT forms of MySQL, SQLite and Oracle', () => {
  test.each([
    ['the column list on the next line', "INSERT INTO users\n  (email, password)\nVALUES ('a@example.com', 'PW');"],
    ['INTO on the next line', "INSERT INTO\n  users (email, password) VALUES ('a@example.com', 'PW');"],
    ['INTO omitted (MySQL, SQL Server)', "INSERT users (email, password) VALUES ('a@example.com', 'PW');"],
    ['INSERT IGNORE', "INSERT IGNORE INTO users (email, password) VALUES ('a@example.com', 'PW');"],
    ['INSERT LOW_PRIORITY', "insert low_priority into users (email, password) values ('a@example.com', 'PW');"],
    ['REPLACE INTO', "REPLACE INTO users (email, password) VALUES ('a@example.com', 'PW');"],
    ['INSERT OR REPLACE (SQLite)', "INSERT OR REPLACE INTO users (email, password) VALUES ('a@example.com', 'PW');"],
    ['an Oracle hint', "INSERT /*+ APPEND */ INTO users (email, password) VALUES ('a@example.com', 'PW');"],
    ['a schema-qualified table with a quoted name', 'INSERT INTO "auth"."users" (email, password) VALUES (\'a@example.com\', \'PW\');'],
  ])('%s', (_name, text) => {
    redacts(text, text.replace('PW', 'R!'));
  });

  test.each([
    ['prose that says insert', 'Insert tokens (like the password) where the form asks.'],
    ['a number under the column', 'INSERT INTO users (id, password) VALUES (1, 42);'],
    ['a parameter under the column', 'INSERT INTO users (email, password) VALUES ($1, $2);'],
    ['a call under the column', "INSERT INTO users (email, password) VALUES ('a@example.com', crypt($1, gen_salt('bf')));"],
    ['a comment only', "-- INSERT INTO users (email, password) VALUES ('a@example.com', ?)"],
  ])('near-miss kept: %s', (_name, text) => {
    kept(text);
  });
});

describe('password statements of PostgreSQL, MySQL, SQL Server and Oracle', () => {
  test.each([
    ['MySQL SET PASSWORD FOR', "SET PASSWORD FOR 'app'@'localhost' = 'PW';"],
    ['MySQL SET PASSWORD FOR with PASSWORD()', "SET PASSWORD FOR app = PASSWORD('PW');"],
    ['MySQL GRANT … IDENTIFIED BY', "GRANT ALL ON db.* TO 'app'@'%' IDENTIFIED BY 'PW';"],
    ['MySQL PASSWORD() in an UPDATE', "UPDATE mysql.user SET authentication_string = PASSWORD('PW') WHERE User = 'root';"],
    ['SQL Server N-prefixed literal', "ALTER LOGIN app WITH PASSWORD = N'PW';"],
    ['SQL Server sp_addlogin', "EXEC sp_addlogin 'app', 'PW';"],
    ['SQL Server sp_password', "EXEC sp_password NULL, 'PW', 'app';"],
    ['SQL Server sp_addlogin with named parameters', "EXEC sp_addlogin @loginame = 'app', @passwd = N'PW';"],
    ['SQL Server database scoped credential', "CREATE DATABASE SCOPED CREDENTIAL cred WITH IDENTITY = 'user', SECRET = 'PW';"],
    ['PostgreSQL CREATE SERVER options', "CREATE SERVER s FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host 'db', password 'PW');"],
    ['PostgreSQL ALTER SERVER options', "ALTER SERVER s OPTIONS (SET password 'PW');"],
  ])('%s', (_name, text) => {
    redacts(text, text.replace('PW', 'R!'));
  });

  test.each([
    ['Oracle unquoted IDENTIFIED BY', 'CREATE USER app IDENTIFIED BY PW;'],
    ['Oracle IDENTIFIED BY … REPLACE', 'ALTER USER app IDENTIFIED BY PW REPLACE oldpw;'],
    ['Oracle database link', "CREATE DATABASE LINK remote CONNECT TO scott IDENTIFIED BY PW USING 'orcl';"],
    ['Oracle on its own line', 'alter user app\n  identified by PW\n  account unlock;'],
  ])('%s', (_name, text) => {
    redacts(text, text.replace('PW', 'R!'));
  });

  test.each([
    ['Oracle IDENTIFIED EXTERNALLY', 'CREATE USER app IDENTIFIED EXTERNALLY;'],
    ['Oracle IDENTIFIED GLOBALLY', "CREATE USER app IDENTIFIED GLOBALLY AS 'CN=app';"],
    ['a placeholder', 'ALTER USER app IDENTIFIED BY <password>;'],
    ['a bind variable', 'ALTER USER app IDENTIFIED BY :new_password;'],
    ['a substitution variable', 'CREATE USER app IDENTIFIED BY &pw;'],
    ['prose identified by', 'The bug was identified by the nightly run.'],
    ['a PASSWORD() call with a column', 'SELECT PASSWORD(name) FROM users;'],
    ['SET PASSWORD with a parameter', 'SET PASSWORD FOR app = ?;'],
    ['sp_addlogin with variables', 'EXEC sp_addlogin @name, @pw;'],
    ['a placeholder password literal', "ALTER LOGIN app WITH PASSWORD = N'<password>';"],
  ])('near-miss kept: %s', (_name, text) => {
    kept(text);
  });
});
