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

describe("a here-document's whole body fed to a credential read from standard input", () => {
  const P1 = `${PW}#1`;
  const P2 = `${PW2}-2`;
  it.each([
    ['docker login --password-stdin, quoted delimiter', `docker login -u bob --password-stdin <<'EOF'\n${P1}\nEOF`, [P1]],
    ['gcloud --data-file=- with a two-line JSON body', `gcloud secrets versions add creds --data-file=- <<EOF\n{"user": "app",\n "note": "${P2}"}\nEOF`, [P2]],
    [
      'vault password=- with <<- and tab-indented lines past the first',
      `vault kv put secret/app api_key=- <<-END\n\tfirst${P1}\n\tsecond${P2}\n\tEND`,
      [P1, P2],
    ],
    ['/dev/stdin, three lines', `kubectl create secret generic x --from-file=key=/dev/stdin <<EOF\n${P1}\nmiddle-${PW}\n${P2}\nEOF`, [P1, PW, P2]],
    ['cat <<EOF piped into docker login --password-stdin', `cat <<EOF | docker login ghcr.io -u bob --password-stdin\n${P1}\nEOF`, [P1]],
    ['passwd --stdin', `passwd --stdin alice <<EOF\n${P1}\nEOF`, [P1]],
  ])('%s: every line of the body goes', (_what, text, secrets) => {
    const redacted = out(text);
    for (const secret of secrets) expect(redacted).not.toContain(secret);
    expect(redacted).toContain('[REDACTED:command-line-secret]');
  });

  it("chpasswd's user:password lines keep the user", () => {
    expect(out(`sudo chpasswd <<EOF\nalice:${P1}\nbob:${P2}\nEOF`)).toBe(
      'sudo chpasswd <<EOF\nalice:[REDACTED:command-line-secret]\nbob:[REDACTED:command-line-secret]\nEOF',
    );
  });

  it('the lines after the delimiter are not the body', () => {
    const text = `vault kv put secret/db password=- <<EOF\n${P1}\nEOF\necho deployed build-${'Ab12'}${'Cd34'}`;
    expect(out(text)).toBe(`vault kv put secret/db password=- <<EOF\n[REDACTED:command-line-secret]\nEOF\necho deployed build-${'Ab12'}${'Cd34'}`);
  });

  it.each([
    ['a placeholder body', 'vault kv put secret/db password=- <<EOF\n$' + '{DB_PASSWORD}\nEOF'],
    ['a here-document into a file', 'cat <<EOF > notes.txt\nhello world Release-2024\nEOF'],
    ['a manifest applied from stdin (no credential argument)', 'kubectl apply -f - <<EOF\napiVersion: v1\nkind: ConfigMap\nEOF'],
    ['a plain --stdin option of a tool that reads data', 'git hash-object --stdin <<EOF\nsome text Build-42x\nEOF'],
  ])('%s stays', (_what, text) => {
    expect(out(text)).toBe(text);
  });
});
