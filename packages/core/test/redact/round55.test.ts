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
