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
    ['a $-brace reference', `dbpass=${'$'}{DB_PASS}`],
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

describe('shapes people paste that the rules missed (session 55 (f), written for this round)', () => {
  it.each([
    ['a kickstart rootpw --plaintext', `rootpw --plaintext ${PW}`, PW],
    ['a Cisco username … password 0', `username admin privilege 15 password 0 ${PW}`, PW],
    ['a Cisco enable secret 0', `enable secret 0 ${PW}`, PW],
    ['a Cisco type 7 line password (a reversible encoding)', `line vty 0 4\n password 7 ${'0822455D'}${'0A16'}\n login`, `${'0822455D'}${'0A16'}`],
    ['a tacacs-server key', `tacacs-server key ${PW}`, PW],
    ['a radius-server host … key 7', `radius-server host 10.0.0.1 key 7 ${PW2}`, PW2],
    ['an expect script answering a password prompt (next line)', `expect "password:"\nsend "${PW}\\r"`, PW],
    ['an expect script answering a password prompt (braces)', `expect "*assword*" { send "${PW}\\r" }`, PW],
    ['a wpa_supplicant psk', `network={\n  ssid="HomeNet"\n  psk "${PW}"\n}`, PW],
    ['a password label, a blank and a quoted value', `password "${PW2}"`, PW2],
  ])('%s: the value goes', (_what, text, secret) => {
    const redacted = out(text);
    expect(redacted).not.toContain(secret);
    expect(redacted).toContain('[REDACTED:');
  });

  it.each([
    ['kickstart rootpw --lock (no password)', 'rootpw --lock'],
    ['service password-encryption', 'service password-encryption'],
    ['an expect script that sends a command', 'expect "$ " { send "ls -la\\r" }'],
    ['a password label before a quoted word', 'the password "field" is checked'],
    ['a shell variable before a quoted value', `echo $password "${PW}"`],
    ['a placeholder after a label and a blank', 'secret "$' + '{DB_PASS}"'],
    ['a WebSocket handshake nonce (RFC 6455 §4.1: no secret)', `Sec-WebSocket-Key: ${'x3JJHMbDL1Ez'}${'Lkh9GBhXDw=='}`],
    [
      'an Ansible Vault body: ciphertext made to be committed, opened only by the vault password (kept)',
      `$ANSIBLE_VAULT;1.1;AES256\n${'6231336539666234'.repeat(5)}\n${'6233623139383763'}`,
    ],
  ])('%s stays', (_what, text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a PowerShell cmdlet is no value', () => {
  it('$pw = ConvertTo-SecureString "…" -AsPlainText: the cmdlet stays, the string goes', () => {
    expect(out(`$pw = ConvertTo-SecureString "${PW}" -AsPlainText -Force`)).toBe(
      '$pw = ConvertTo-SecureString "[REDACTED:secret-assignment]" -AsPlainText -Force',
    );
  });
  it('$pw = Read-Host -AsSecureString stays', () => {
    expect(out('$pw = Read-Host -AsSecureString')).toBe('$pw = Read-Host -AsSecureString');
  });
});

describe('a password given as a here-string to vncpasswd or smbpasswd', () => {
  it.each([
    ['vncpasswd -f', `vncpasswd -f <<< ${PW}`],
    ['smbpasswd -s -a', `smbpasswd -s -a bob <<< "${PW}"`],
  ])('%s: the value goes', (_what, text) => {
    expect(out(text)).not.toContain(PW);
  });
});

describe('an OpenVPN static key block', () => {
  const HEX = ['3f2a1c9e8b7d6a5f', '4e3d2c1b0a9f8e7d', '6c5b4a3f2e1d0c9b', '8a7f6e5d4c3b2a1f'];
  const lines = [`${HEX[0]}${HEX[1]}`, `${HEX[2]}${HEX[3]}`];
  const block = (gap: string): string => ['-----BEGIN OpenVPN Static key V1-----', ...lines, '-----END OpenVPN Static key V1-----'].join(gap);

  it.each([
    ['as a file', block('\n')],
    ['inline in a .ovpn <tls-auth> block', `<tls-auth>\n#\n# 2048 bit OpenVPN static key\n#\n${block('\n')}\n</tls-auth>\nkey-direction 1`],
    ['JSON-escaped', JSON.stringify({ ta: block('\n') })],
    ['its lines joined by blanks (a chat client)', block(' ')],
  ])('%s: the whole block goes', (_what, text) => {
    const redacted = out(text);
    for (const line of lines) expect(redacted).not.toContain(line);
    expect(redacted).toContain('[REDACTED:private-key]');
  });

  it('its header and footer named in prose stay', () => {
    const text = 'the file starts with -----BEGIN OpenVPN Static key V1----- and ends with -----END OpenVPN Static key V1-----';
    expect(out(text)).toBe(text);
  });
});

describe('a quoted name after secret or passwd is no password', () => {
  it.each([
    ['kubectl get secret "…"', 'kubectl get secret "db-creds-2"'],
    ['passwd "user"', 'sudo passwd "bob1"'],
  ])('%s stays', (_what, text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a quoted setting after a password label and a blank stays', () => {
  it.each([
    ['words with a number', 'password "min 8 chars"'],
    ['a mode name with a digit', 'the psk "wpa2-personal" mode'],
  ])('%s stays', (_what, text) => {
    expect(out(text)).toBe(text);
  });
});

describe('assignments that keep a value already set (||=, &&=, ??=)', () => {
  it.each([
    ["Ruby's ENV[…] ||=", `ENV['SECRET_TOKEN'] ||= '${PW}'`],
    ["JavaScript's ??=", `config.password ??= "${PW}"`],
    ["PHP's ??=", `$token ??= '${PW}';`],
  ])('%s: the value goes', (_what, text) => {
    expect(out(text)).not.toContain(PW);
  });

  it.each([
    ['a call', "@api_key ||= ENV.fetch('API_KEY')"],
    ['a member expression', 'token &&= token.strip'],
  ])('%s after ||= or &&= stays', (_what, text) => {
    expect(out(text)).toBe(text);
  });
});
