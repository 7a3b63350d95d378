/**
 * Issue #19, session 56: the boundaries of round 21's rules (session 55: glued password keys,
 * every row of a column-less INSERT, here-document bodies, a seed phrase in a sentence, kickstart,
 * Cisco, expect, OpenVPN shapes, `||=`), each pinned from both sides — the shape one step inside a
 * bound is taken, the shape one step outside is kept — so a changed quantifier, character class
 * or condition fails here. Every fixture is fake and assembled at run time.
 */
import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';
import { seededRandom } from '../../src/testing/seededRandom.js';

const out = (text: string): string => redactSecrets(text).text;
const PW = `${'Xk9'}${'mQ2v'}${'LpZ'}`;
const PW2 = `${'Tr0ub'}${'4dor'}#${'3x'}`;
const taken = (text: string, secret = PW): void => {
  const redacted = out(text);
  expect(redacted, redacted).not.toContain(secret);
  expect(redacted).toContain('[REDACTED:');
};
const kept = (text: string): void => {
  expect(redactSecrets(text)).toEqual({ text, kinds: [] });
};

describe('glued password keys: stems, digits, count and case', () => {
  it.each([
    ['two digits after a stem (db12pass)', `db12pass=${PW}`],
    ['three stems (mysqlrootadminpass)', `mysqlrootadminpass=${PW}`],
    ['a glued key after an underscore (my_dbpass)', `my_dbpass=${PW}`],
    ['pw after a stem, colon (dbpw:)', `dbpw: ${PW}`],
    ['all upper case with a digit (DB2PASS)', `DB2PASS=${PW}`],
    ['pwd after two stems (ldaprootpwd)', `ldaprootpwd=${PW}`],
  ])('%s: taken', (_what, text) => taken(text));

  it.each([
    ['three digits after a stem (db123pass)', `db123pass=${PW}`],
    ['four stems (mysqlrootadminuserpass)', `mysqlrootadminuserpass=${PW}`],
    ['a letter before the stems (xdbpass)', `xdbpass=${PW}`],
    ['a stem of the other case inside a longer name (myDbpass)', `myDbpass=${PW}`],
    ['mixed case (DBpass)', `DBpass=${PW}`],
    ['a stem glued to a word that is no password word (dbpath)', `dbpath=${PW}`],
  ])('%s: kept', (_what, text) => kept(text));
});

describe('every row of a column-less INSERT: statement, tuple and account bounds', () => {
  it.each([
    ['INSERT without INTO, a known account', `INSERT users VALUES ('admin', '${PW}')`],
    ['VALUE (singular)', `INSERT INTO users VALUE ('alice', '${PW}')`],
    ['a table of another name, a role account', `INSERT INTO products VALUES ('admin', '${PW}')`],
    ['a table of another name, a service account', `INSERT INTO products VALUES ('svc_backup', '${PW}')`],
    ['a table of another name, an e-mail account', `INSERT INTO products VALUES ('bob@example.com', '${PW}')`],
    ['a row after a literal holding )', `INSERT INTO users VALUES (1, 'a)b', 'x'), (2, 'alice', '${PW}')`],
    ['a row after a literal holding ;', `INSERT INTO users VALUES (1, 'a;b', 'x'), (2, 'alice', '${PW}')`],
    ['a row after a double-quoted literal holding )', `INSERT INTO users VALUES (1, "a)b", 'x'), (2, 'alice', '${PW}')`],
    ["a row after a doubled quote (o''brien)", `INSERT INTO users VALUES (1, 'o''brien', 'x'), (2, 'alice', '${PW}')`],
    ['the second of two statements', `INSERT INTO users VALUES (1, 'x'); INSERT INTO users VALUES (2, 'alice', '${PW}')`],
    ['a UNION row of literals', `SELECT 1, 'admin', 'x${PW2}' UNION SELECT 2, 'root', '${PW}'`],
  ])('%s: taken', (_what, text) => taken(text));

  it('a row 30 000 characters after its INSERT is still read', () => {
    const rows = Array.from({ length: 360 }, (_, i) => `(${i}, 'login${i}', 'Member since 2021 of the team ${i}', 'Europe/Berlin', 'active', 'x')`);
    const text = `INSERT INTO accounts VALUES\n${rows.join(',\n')},\n(999, 'carol', '${PW}');`;
    expect(text.length).toBeGreaterThan(30_000);
    taken(text);
  });

  it('a statement read twice gives the same output (the read cache is per text)', () => {
    const text = `INSERT INTO users VALUES (1, 'alice', '${PW}'), (2, 'bob', '${PW2}');`;
    const first = out(text);
    expect(out(`-- seed\n${text}`)).toBe(`-- seed\n${first}`);
    expect(out(text)).toBe(first);
    expect(first).not.toContain(PW2);
  });

  it.each([
    ['a login name in a table of another name', `INSERT INTO products VALUES ('alice', '${PW}')`],
    ['a pair inside a call (md5(…)), not a row', `INSERT INTO users VALUES (1, md5('alice', '${PW}'))`],
    ['a SELECT of a column, not of literals', `SELECT name, 'alice', '${PW}'`],
    ['a pair after a ; inside a tuple left open (the statement ended)', `INSERT INTO users VALUES (1, 'x'; 'alice', '${PW}')`],
  ])('%s: kept', (_what, text) => kept(text));
});

describe('here-document bodies: delimiter, readers and flags', () => {
  it('a line that only starts with the delimiter (EOFX) does not end the body', () => {
    expect(out(`docker login -u bob --password-stdin <<EOF\n${PW}\nEOFX\n${PW2}\nEOF`)).toBe(
      'docker login -u bob --password-stdin <<EOF\n[REDACTED:command-line-secret]\n[REDACTED:command-line-secret]\n[REDACTED:command-line-secret]\nEOF',
    );
  });
  it('CRLF lines: the body goes, the line after the delimiter stays', () => {
    expect(out(`docker login --password-stdin <<EOF\r\n${PW}\r\nEOF\r\nafter ${PW2}`)).toBe(
      `docker login --password-stdin <<EOF\r\n[REDACTED:command-line-secret]\r\nEOF\r\nafter ${PW2}`,
    );
  });
  it('the blanks around a body line stay', () => {
    expect(out(`docker login --password-stdin <<EOF\n   ${PW}   \nEOF`)).toBe('docker login --password-stdin <<EOF\n   [REDACTED:command-line-secret]   \nEOF');
  });
  it('<<- ends at a tab-indented delimiter: the next line stays', () => {
    expect(out(`docker login --password-stdin <<-END\n\t${PW}\n\tEND\n${PW2}`)).toBe(
      `docker login --password-stdin <<-END\n\t[REDACTED:command-line-secret]\n\tEND\n${PW2}`,
    );
  });
  it('a quoted delimiter after a blank (<< "END")', () => {
    expect(out(`docker login --password-stdin << "END"\n${PW}\nEND`)).toBe('docker login --password-stdin << "END"\n[REDACTED:command-line-secret]\nEND');
  });
  it('a body of 150 lines is read to its last line', () => {
    const body = Array.from({ length: 149 }, (_, i) => `line-${i}`).join('\n');
    taken(`docker login --password-stdin <<EOF\n${body}\n${PW}\nEOF`);
  });

  it.each([
    ['vault login', `vault login <<EOF\n${PW}\nEOF`],
    ['bao login, spaced', `bao   login <<EOF\n${PW}\nEOF`],
    ['kinit', `kinit bob <<EOF\n${PW}\nEOF`],
    ['cat | gh auth login --with-token', `cat <<EOF | gh auth login --with-token\n${PW}\nEOF`],
    ['--token-stdin', `tool auth --token-stdin <<EOF\n${PW}\nEOF`],
  ])('%s: taken', (_what, text) => taken(text));

  it.each([
    ['a flag that only starts like --password-stdin', `docker login --password-stdin-file <<EOF\n${PW}\nEOF`],
    ['git --stdin', `git --stdin <<EOF\n${PW}\nEOF`],
    ['a program whose name ends in passwd', `mypasswd <<EOF\n${PW}\nEOF`],
    ['a program whose name starts with passwd-', `passwd-check <<EOF\n${PW}\nEOF`],
    ['vault read (no login)', `vault read <<EOF\n${PW}\nEOF`],
    ['cat | tee into a file', `cat <<EOF | tee out.txt\n${PW}\nEOF`],
    ['a chpasswd line with no colon', `chpasswd <<EOF\nnocolon ${PW}\nEOF`],
  ])('%s: kept', (_what, text) => kept(text));
});

describe('kickstart rootpw', () => {
  it.each([
    ['--iscrypted and a crypt hash', `rootpw --iscrypted $6$abcdefgh$${PW}`],
    ['two flags', `rootpw --plaintext --allow-ssh ${PW}`],
    ['a quoted value with blanks', `rootpw "two words ${PW}"`],
  ])('%s: taken', (_what, text) => taken(text));
  it('a comment after the value stays', () => {
    expect(out(`rootpw ${PW} # set at install`)).toBe('rootpw [REDACTED:secret-assignment] # set at install');
  });
  it.each([
    ['a short flag', 'rootpw -x'],
    ['an unknown long flag before a value', `rootpw --unknown ${PW}`],
    ['a flag and no value (--iscrypted)', 'rootpw --iscrypted'],
    ['a flag and no value (--plaintext)', 'rootpw --plaintext'],
  ])('%s: kept', (_what, text) => kept(text));
});

describe('Cisco device lines', () => {
  it.each([
    ['a four-character type 0 password', 'password 0 abcd', 'abcd'],
    ['username … secret 0', `username bob secret 0 ${PW}`, PW],
    ['line con 0 / password 0', `line con 0\n password 0 ${PW}`, PW],
    ['tacacs-server host … key', `tacacs-server host 10.0.0.1 key ${PW}`, PW],
    ['radius-server key, no host', `radius-server key ${PW}`, PW],
  ])('%s: taken', (_what, text, secret) => taken(text, secret));
  it.each([
    ['a three-character value', 'password 0 abc'],
    ['a word after the value (no config line)', `password 7 ${'0822455D'}${'0A16'} extra`],
  ])('%s: kept', (_what, text) => kept(text));
});

describe('expect scripts', () => {
  it.each([
    ['-re and send --', `expect -re "assword" { send -- "${PW}\\r" }`],
    ['a PIN prompt, send on the next line', `expect "PIN"\nsend "${PW}\\r"`],
    ['a passphrase prompt, send indented on the next line', `expect "Enter passphrase"\n  send "${PW}\\r"`],
  ])('%s: taken', (_what, text) => taken(text));
  it('a login prompt answered with a name stays', () => kept('expect "login:" { send "bob\\r" }'));
});

describe('OpenVPN key blocks: line length and matching END', () => {
  const block = (name: string, line: string, end = name): string => `-----BEGIN OpenVPN ${name}-----\n${line}\n-----END OpenVPN ${end}-----`;
  const HEX16 = `${'01234567'}${'89abcdef'}`;
  const B64 = `${'QUJDREVGR0hJSktM'}${'TU5PUFFSU1RVVldYWVo='}`;
  it.each([
    ['a 16-digit line', block('Static key V1', HEX16)],
    ['a tls-crypt-v2 server key', block('tls-crypt-v2 server key', B64)],
    ['a tls-crypt-v2 client key', block('tls-crypt-v2 client key', B64)],
  ])('%s: taken', (_what, text) => {
    expect(out(text)).toBe('[REDACTED:private-key]');
  });
  it.each([
    ['a 15-digit line', block('Static key V1', HEX16.slice(1))],
    ['an END line of another key', block('Static key V1', HEX16 + HEX16, 'tls-crypt-v2 client key')],
  ])('%s: kept', (_what, text) => kept(text));
});

describe('a label, a blank and a quoted value', () => {
  it.each([
    ['pwd', `pwd "${PW}"`],
    ['passphrase in single quotes', `passphrase '${PW}'`],
    ['psk', `psk "${PW}"`],
    ['four characters with a symbol and a digit', 'pwd "Zq#9"'],
  ])('%s: taken', (_what, text) => taken(text));
  it.each([
    ['a three-character value', 'password "abc"'],
    ['three characters with a symbol and a digit', 'psk "x#9"'],
    ['a word with a digit', 'password "abcd1"'],
    ['a shell variable as the label', `$password "${PW}"`],
  ])('%s: kept', (_what, text) => kept(text));
});

describe('||=, &&=, ??= and the operators that look like them', () => {
  it.each([
    ['&&=', `password &&= "${PW}"`],
    ['??=', `password ??= "${PW}"`],
    ['||=', `password ||= "${PW}"`],
  ])('%s: taken', (_what, text) => taken(text));
  it.each([
    ['|= (a bitwise or)', `token |= '${PW}'`],
    ['|| (a default in an expression)', `password || '${PW}'`],
    ['== (a comparison)', `password == '${PW}'`],
    ['a call after ||=', 'password ||= fetch_password()'],
  ])('%s: kept', (_what, text) => kept(text));
});

describe('a seed phrase inside a sentence: which glued words are cut off', () => {
  const random = seededRandom(56);
  const mnemonic = (): string =>
    entropyToMnemonic(
      Uint8Array.from({ length: 16 }, () => Math.floor(random() * 256)),
      wordlist,
    );

  it('prose words on the left only', () => {
    const words = mnemonic();
    expect(out(`please use ${words}`)).toBe('please use [REDACTED:seed-phrase]');
  });
  it('prose words on the right only', () => {
    const words = mnemonic();
    expect(out(`${words} for the test`)).toBe('[REDACTED:seed-phrase] for the test');
  });
  it('a non-prose list word on the right hides it, prose on the left or not', () => {
    const words = mnemonic();
    expect(out(`then use ${words} zebra`)).toBe(`then use ${words} zebra`);
  });
  it('the sentence broken over a line after the mnemonic: the line it stands on is read', () => {
    const words = mnemonic();
    expect(out(`then use ${words}\nfor the test`)).toBe('then use [REDACTED:seed-phrase]\nfor the test');
  });
  it('the mnemonic itself broken over a line inside a sentence: not cut out (a word file)', () => {
    const words = mnemonic().split(' ');
    const text = `then use ${words.slice(0, 6).join(' ')}\n${words.slice(6).join(' ')} for the test`;
    expect(out(text)).toBe(text);
  });
});
