/**
 * Context-named credentials in more of the places people write them (issue #19, round 4, by
 * category, never from a blind case): a column of a table named by a credential label (CSV, TSV,
 * Markdown, SQL INSERT), prose that sets or uses a password, the word for password in more
 * languages, Markdown emphasis around a label, compound names glued into one word (`mysecretKey`,
 * `oauthKey`, sssd's `authtok`), SNMP community strings, credential-named headers set in server
 * configuration, and a typed declaration (`const apiKey: string = "…"`); with the near-misses each
 * rule must keep, and the placeholders (`[REDACTED]`, `{password}`) that are no secret.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectKept as kept } from './expectations.js';

const value = 'Zq8v' + 'Lm2Rt5WxKp3Yb7Nc';
const pass = 'Tr0ub' + '4dor-Mx9';

const redacts = (text: string, secret = value): void => {
  const out = redactSecrets(text);
  expect(out.kinds.length, out.text).toBeGreaterThan(0);
  expect(out.text).not.toContain(secret.slice(0, 8));
  expect(out.text).not.toContain(secret.slice(-8));
  expect(redactSecrets(out.text)).toEqual({ text: out.text, kinds: [] });
};

describe('a column of a table named by a credential label', () => {
  test.each([
    `username,password,host\nadmin,${pass},db1\nops,${value},db2`,
    `name;api_key\nbilling;${value}`,
    `"user","Password"\n"admin","${pass}"`,
    `service\ttoken\nci\t${value}`,
    `| service | user | password |\n|---|---|---|\n| db | admin | ${pass} |`,
    `| Name | API key | Notes |\n| --- | --- | --- |\n| ci | \`${value}\` | rotated monthly |`,
    `INSERT INTO users (email, password) VALUES ('a@example.com', '${pass}');`,
    `insert into api_keys (owner, secret_key, created) values ('ci', '${value}', now());`,
    `INSERT INTO credentials (name, key) VALUES ('billing', '${value}');`,
  ])('%s', (text) => {
    const out = redactSecrets(text);
    expect(out.kinds.length, out.text).toBeGreaterThan(0);
    for (const s of [pass, value]) if (text.includes(s)) expect(out.text).not.toContain(s.slice(0, 8));
  });
  test('every row of the column', () => {
    const out = redactSecrets(`user,password\na,${pass}\nb,${value}`);
    expect(out.text).toBe('user,password\na,[REDACTED:secret-assignment]\nb,[REDACTED:secret-assignment]');
  });
  test.each([
    'user,password_min_length,host\nadmin,12,db1',
    'setting,password\nlength,required\nrotation,90 days',
    'name,token\nsession,bearer\nrefresh,opaque',
    '| user | password |\n|---|---|\n| admin | `***` |\n| ops | <in vault> |\n| ci | $CI_PASSWORD |',
    'We checked the password, then the token.\nIt held, and so did the rest.',
    'name,key\nhome.title,Welcome\nnav.login,Sign in',
    "INSERT INTO settings (name, token_ttl) VALUES ('session', 3600);",
    'INSERT INTO users (email, password) VALUES ($1, $2);',
    'INSERT INTO users (email, password) VALUES (?, ?);',
    'INSERT INTO users (email, password) VALUES (:email, :password);',
    'commit,sha\nfix login,3f786850e387550fdab836ed7e6dc881de23001b',
  ])('stays: %s', (text) => {
    kept(text);
  });
});

describe('prose that sets or uses a password', () => {
  test.each([
    `I set the password to ${pass} yesterday`,
    `reset the admin password to ${pass}`,
    `the password was changed to ${pass}`,
    `root password has been updated to ${pass} on staging`,
    `use ${pass} as the password`,
    `try ${pass} as the db password.`,
    `my password's ${pass}`,
  ])('%s', (text) => {
    redacts(text, pass);
  });
  test.each([
    'set the password to expire in 90 days',
    'reset the password to the default',
    'I moved the password to the team vault',
    'use Argon2id as the password hashing algorithm',
    'the password policy requires 12 characters',
    'changed the password to something stronger',
  ])('stays: %s', (text) => {
    kept(text);
  });
});

describe('the word for password in more languages', () => {
  test.each([
    `La password del server è ${pass}`,
    `la password è ${pass}`,
    `Şifre: ${pass}`,
    `Sunucu şifresi ${pass}`,
    `Veritabanı parolası: ${pass}`,
    `Lösenordet är ${pass}`,
    `Adgangskoden er ${pass}`,
    `Heslo je ${pass}`,
    `Salasana on ${pass}`,
    `Jelszó: ${pass}`,
    `Mật khẩu là ${pass}`,
    `Kata sandi: ${pass}`,
  ])('%s', (text) => {
    redacts(text, pass);
  });
  test.each(['la password è obbligatoria', 'Şifre politikası en az 12 karakter', 'Lösenordet är hemligt', 'Salasana on vaihdettava'])('stays: %s', (text) => {
    kept(text);
  });
});

describe('Markdown emphasis around a label', () => {
  test.each([`**Token:** ${value}`, `**Password**: ${pass}`, `- **API key**: \`${value}\``, `*Secret*: ${pass}`, `__Password:__ ${pass}`])('%s', (text) => {
    redacts(text, text.includes(value) ? value : pass);
  });
  test.each(['**Token:** rotates weekly', '**Password**: see the vault', '**Auth**: required'])('stays: %s', (text) => {
    kept(text);
  });
});

describe('compound names glued into one word', () => {
  test.each([`mysecretKey = "${pass}"`, `oauthKey: ${value}`, `ldap_default_authtok = ${pass}`, `appsecretKey=${value}`])('%s', (text) => {
    redacts(text, text.includes(value) ? value : pass);
  });
  test.each([
    'ldap_default_authtok_type = password',
    'monkeyKey = banana',
    'passwordField.focus()',
    'tokenizer = AutoTokenizer.from_pretrained("bert")',
    'hashKey: userId',
  ])('stays: %s', (text) => {
    kept(text);
  });
});

describe('SNMP community strings (RFC 1901; snmpd.conf(5) rocommunity/rwcommunity; Cisco snmp-server community)', () => {
  test.each([
    `rocommunity ${pass} 10.0.0.0/8`,
    `rwcommunity ${pass}`,
    `snmp-server community ${pass} RO`,
    `snmpwalk -v2c -c ${pass} 10.0.0.1`,
    `com2sec readonly default ${pass}`,
    `community: ${pass}`,
  ])('%s', (text) => {
    redacts(text, pass);
  });
  test.each(['rocommunity public', 'snmp-server community public RO', 'community: open-source', 'Community Edition 2024', 'the community is 4000 strong'])(
    'stays: %s',
    (text) => {
      kept(text);
    },
  );
});

describe('a credential-named header set in server configuration', () => {
  test.each([
    `proxy_set_header X-Api-Key ${value};`,
    `proxy_set_header Authorization "Token ${value}";`,
    `RequestHeader set X-Auth-Token "${value}"`,
    `add_header X-Api-Token ${value} always;`,
  ])('%s', (text) => {
    redacts(text);
  });
  test.each(['proxy_set_header X-Real-IP $remote_addr;', 'proxy_set_header X-Api-Key $http_x_api_key;', 'add_header X-Frame-Options DENY;'])(
    'stays: %s',
    (text) => {
      kept(text);
    },
  );
});

describe('a typed declaration', () => {
  test.each([
    `const apiKey: string = "${value}";`,
    `let api_token: &str = "${value}";`,
    `private val password: String = "${pass}"`,
    `static DB_PASSWORD: &'static str = "${pass}";`,
  ])('%s', (text) => {
    redacts(text, text.includes(value) ? value : pass);
  });
  test.each(['const tokenCount: number = 4096;', 'let password: String = String::new();', 'const password: string = process.env.DB_PASSWORD ?? "";'])(
    'stays: %s',
    (text) => {
      kept(text);
    },
  );
});

describe('a quoted value with escaped quotes inside', () => {
  test.each([`password = "Qz7\\"${pass}"`, `"password": "Ab\\"${pass}"`, `api_key = 'x\\'${value}'`])('%s', (text) => {
    redacts(text, text.includes(value) ? value : pass);
  });
});

describe('placeholders after a label stay', () => {
  test.each([
    'token: [REDACTED]',
    'password: ***REDACTED***',
    'password = "{password}"',
    'password = "{0}"',
    'api_key = "%s"',
    'password: "[hidden]"',
    'secret = "<REDACTED>"',
    'password: (redacted)',
  ])('%s', (text) => {
    kept(text);
  });
});
