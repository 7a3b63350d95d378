/**
 * Issue #19, session 55 (h55-redact): credentials the rules missed in shapes people paste — a
 * password key spelt as one glued word (`dbpass`, `adminpwd`), the rows of a long SQL INSERT, a
 * here-document's whole body fed to a credential read from standard input — and the values that
 * must stay beside them. Every fixture is fake and assembled at run time.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';

const out = (text: string): string => redactSecrets(text).text;
/** Chosen-password shapes (a lower-case letter, a capital, a digit). */
const PW = `${'Xk9'}${'mQ2v'}${'LpZ'}`;
const PW2 = `${'Tr0ub'}${'4dor'}#${'3x'}`;

describe('a password key spelt as one glued word names its owner (dbpass, adminpwd)', () => {
  it.each([
    ['dbpass in double quotes', `dbpass="${PW}"`],
    ['adminpwd', `adminpwd=${PW}`],
    ['rootpass, spaced and single-quoted', `rootpass = '${PW}'`],
    ['SMTPPASS in upper case', `SMTPPASS=${PW}`],
    ['two owners glued (mysqlrootpass)', `mysqlrootpass: ${PW}`],
    ['a numbered owner (db2pass)', `db2pass=${PW}`],
    ['a PHP variable', `$dbpass = "${PW2}";`],
    ['a YAML key', `smtppass: ${PW2}`],
    ['dbpw', `dbpw=${PW}`],
    ['ldapbindpwd in JSON', `{"ldapbindpwd": "${PW2}"}`],
  ])('%s: the value goes', (_what, text) => {
    const redacted = out(text);
    expect(redacted).not.toContain(PW);
    expect(redacted).not.toContain(PW2);
    expect(redacted).toContain('[REDACTED:secret-assignment]');
  });

  it.each([
    ['compass', `compass="north-east-${PW}"`],
    ['bypass', `bypass=${PW}`],
    ['surpass', `surpass: ${PW}`],
    ['trespass', `trespass=${PW}`],
    ['encompass', `encompass: ${PW}`],
    ['multipass (a tool)', `multipass=${PW}`],
    ['lowpass (a filter)', 'lowpass=0.25'],
    ['OLDPWD is a directory', 'OLDPWD=/home/me/src'],
    ['a glued run holding a word that is no owner', `renderdbpass=${PW}`],
  ])('%s stays', (_what, text) => {
    expect(out(text)).toBe(text);
  });

  it.each([
    ['${VAR}', 'dbpass=${DB_PASS}'],
    ['$VAR', 'dbpass=$DBPASS'],
    ['changeme', 'rootpass=changeme'],
    ['<password>', 'rootpass: "<password>"'],
    ['your-…-here', 'adminpwd=your-password-here'],
    ['xxx', 'dbpass=xxx'],
  ])('a placeholder (%s) is kept', (_what, text) => {
    expect(out(text)).toBe(text);
  });
});

describe('every row of a long INSERT … VALUES with no column names is read (sql-row-password)', () => {
  const rows = (n: number, row: (i: number) => string): string => Array.from({ length: n }, (_, i) => row(i)).join(',\n');
  const pw = (i: number): string => `${PW}#${i}`;

  it('six rows of six columns each (past 400 characters): every password goes, the accounts stay', () => {
    const text = `INSERT INTO users VALUES\n${rows(6, (i) => `  ('user${i}', 'user${i}@example.com', '${pw(i)}', 'Full Name ${i}', 'engineering', 'active')`)};`;
    const redacted = out(text);
    for (let i = 0; i < 6; i++) {
      expect(redacted).not.toContain(pw(i));
      expect(redacted).toContain(`'user${i}'`);
    }
  });

  it('forty rows of a seed file: the last row is still read', () => {
    const text = `INSERT INTO accounts VALUES\n${rows(40, (i) => `  (${i}, 'login${i}', '${pw(i)}', 'member since 2021', 'Europe/Berlin')`)};`;
    expect(out(text)).not.toContain(pw(39));
  });

  it('rows holding calls (NOW(), md5(…)) and a literal holding a bracket or a semicolon', () => {
    const text = `INSERT INTO users VALUES\n  (1, 'alice', '${pw(1)}', NOW()),\n  (2, 'bob', '${pw(2)}', md5('a(b;c')),\n  (3, 'carol', '${pw(3)}', NOW()),\n  (4, 'dave', '${pw(4)}', NOW());`;
    const redacted = out(text);
    for (const i of [1, 2, 3, 4]) expect(redacted).not.toContain(pw(i));
  });

  it.each([
    ['a pair after the statement ended with ;', `INSERT INTO users VALUES ('a', 'b'); ('svc', '${PW}')`],
    ['a pair after the VALUES list ended (ON CONFLICT …)', `INSERT INTO users VALUES ('a', 'b') ON CONFLICT DO NOTHING ('svc', '${PW}')`],
    ['many product rows', `INSERT INTO products VALUES\n${rows(8, (i) => `  (${i}, 'widget${i}', 'Blue-Widget-${i}XL')`)};`],
  ])('%s stays', (_what, text) => {
    expect(out(text)).toBe(text);
  });
});
