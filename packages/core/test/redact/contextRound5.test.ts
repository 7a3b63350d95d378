// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${DB_PASSWORD} is the placeholder these near-misses keep
/**
 * Round 5 of the context rules (issue #19, by category, never from a blind case): an
 * Authorization header set in server configuration (blank, no colon), YAML block scalars and a
 * value alone on the line after its label, a hyphenated key and its value (wpa-psk), `=` after the
 * word for password in other languages, the PowerShell Env: drive, functions and tools that take a
 * password to hash it (pgcrypto crypt, password_hash, bcrypt, openssl passwd, htpasswd -nb),
 * htpasswd and shadow lines, and the spliced view (line continuations and string literals joined
 * by an operator); with the near-misses each must keep.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { splicedView } from '../../src/redact/splicedView.js';
import { expectKept as kept } from './expectations.js';

const value = 'Zq8v' + 'Lm2Rt5WxKp3Yb7Nc';
const pass = 'Tr0ub' + '4dor-Mx9';
/** `text` loses every piece of the secret it holds, and redacting it again changes nothing. */
const redacts = (text: string, kind = 'secret-assignment'): string => {
  const secret = text.includes(value.slice(0, 8)) ? value : pass;
  const out = redactSecrets(text);
  expect(out.kinds, out.text).toEqual([kind]);
  for (let i = 0; i + 4 <= secret.length; i += 4) expect(out.text).not.toContain(secret.slice(i, i + 5));
  expect(redactSecrets(out.text)).toEqual({ text: out.text, kinds: [] });
  return out.text;
};

describe('an Authorization header set in server configuration (a blank, no colon)', () => {
  test.each([
    [`proxy_set_header Authorization "Bearer ${value}";`, 'proxy_set_header Authorization "Bearer [REDACTED:authorization-header]";'],
    [`RequestHeader set Authorization "Basic ${value}"`, 'RequestHeader set Authorization "Basic [REDACTED:authorization-header]"'],
    [`proxy_set_header Proxy-Authorization 'token ${value}';`, "proxy_set_header Proxy-Authorization 'token [REDACTED:authorization-header]';"],
  ])('%s', (text, expected) => {
    expect(redacts(text, 'authorization-header')).toBe(expected);
  });
  test.each([
    'proxy_set_header Authorization $http_authorization;',
    'proxy_set_header Authorization "";',
    'the Authorization Bearer header carries the token',
    'Authorization Bearer authentication-scheme',
    'auth_basic "Restricted";',
    'auth_basic_user_file /etc/nginx/.htpasswd;',
  ])('stays: %s', (text) => {
    kept(text);
  });
});

describe('YAML block scalars: the value on the lines after a literal or folded indicator', () => {
  test.each([
    [`password: >\n  ${pass}`, 'password: >\n  [REDACTED:secret-assignment]'],
    [`password: |\n  ${pass}\n`, 'password: |\n  [REDACTED:secret-assignment]\n'],
    [`db:\n  secret: >-\n    ${value}\n  host: db`, 'db:\n  secret: >-\n    [REDACTED:secret-assignment]\n  host: db'],
    [`api_token: |+2 # rotated\n\n    ${value}`, 'api_token: |+2 # rotated\n\n    [REDACTED:secret-assignment]'],
    [`"password": >\r\n  ${pass}\r\n`, '"password": >\r\n  [REDACTED:secret-assignment]\r\n'],
  ])('%s', (text, expected) => {
    expect(redacts(text)).toBe(expected);
  });
  test.each([
    'password: >\n  must be 12 characters or more',
    'password: >\n  ${DB_PASSWORD}',
    'password: |\n  changeme',
    'token: >\n  session-cookie',
    'description: >\n  Tr0ub4dor-Mx9',
    'password_policy: >\n  Xy12-long-enough',
    'password: >\nTr0ub4dor-Mx9',
    'bypass: >\n  Tr0ub4dor-Mx9',
  ])('stays: %s', (text) => {
    kept(text);
  });
});

describe('a value alone on the line after its label', () => {
  test.each([
    [`password:\n  ${pass}`, 'password:\n  [REDACTED:secret-assignment]'],
    [`The admin password is\n${pass}\nThanks`, 'The admin password is\n[REDACTED:secret-assignment]\nThanks'],
    [`**API key:**\n\n\`${value}\``, '**API key:**\n\n`[REDACTED:secret-assignment]`'],
    [`Token —\r\n"${value}"`, 'Token —\r\n"[REDACTED:secret-assignment]"'],
    [`secret was\n\t${value}`, 'secret was\n\t[REDACTED:secret-assignment]'],
  ])('%s', (text, expected) => {
    expect(redacts(text)).toBe(expected);
  });
  test.each([
    'DB_PASSWORD=\nDB_HOST=db.internal',
    'password:\n  min_length: 12',
    'password:\n  required',
    'token:\n  enabled: true',
    'Your password is\nincorrect',
    'password:\n  ./secrets/db.txt',
    'password\nTr0ub4dor-Mx9',
    'password:\n\n\n\nTr0ub4dor-Mx9',
    'token_endpoint:\n  https://id.example/token',
    'passwords:\n  Tr0ub4dor-Mx9',
    'compass:\n  Tr0ub4dor-Mx9',
  ])('stays: %s', (text) => {
    kept(text);
  });
  test('a value with no letter step, digit or symbol is prose', () => {
    kept('password:\n  Abcdefgh');
  });
});

describe('a hyphenated key and its value on their own line (wpa-psk)', () => {
  test.each([
    [`iface wlan0 inet dhcp\n    wpa-ssid Home\n    wpa-psk ${pass}\n`, 'iface wlan0 inet dhcp\n    wpa-ssid Home\n    wpa-psk [REDACTED:secret-assignment]\n'],
    [`db-password "${pass}"`, 'db-password "[REDACTED:secret-assignment]"'],
    [`  x-api-key ${value}`, '  x-api-key [REDACTED:secret-assignment]'],
  ])('%s', (text, expected) => {
    expect(redacts(text)).toBe(expected);
  });
  test.each(['forgot-password page', 'reset-password flow', 'wpa-psk $PSK', 'x-api-key required', 'wpa-psk Tr0ub4dor-Mx9 and more', 'wpa_psk-rotation weekly'])(
    'stays: %s',
    (text) => {
      kept(text);
    },
  );
});

describe('the word for password in other languages, then =', () => {
  test.each([`mdp=${pass}`, `Passwort = ${pass}`, `contraseña=${pass}`, `mot de passe =${pass}`])('%s', (text) => {
    redacts(text);
  });
  test.each(['mdp=oublié', 'Passwort = vergessen', 'contraseña=nueva'])('stays: %s', (text) => {
    kept(text);
  });
});

describe('the PowerShell Env: drive', () => {
  test.each([
    [`Set-Item Env:API_TOKEN "${value}"`, 'Set-Item Env:API_TOKEN "[REDACTED:secret-assignment]"'],
    [`New-Item -Path Env:DB_PASSWORD -Value '${pass}'`, "New-Item -Path Env:DB_PASSWORD -Value '[REDACTED:secret-assignment]'"],
    [`si env:GITHUB_TOKEN ${value}`, 'si env:GITHUB_TOKEN [REDACTED:secret-assignment]'],
  ])('%s', (text, expected) => {
    expect(redacts(text)).toBe(expected);
  });
  test.each(['Set-Item Env:API_TOKEN $token', 'Set-Item Env:PATH "C:\\tools"', 'Set-Item Env:AUTH_MODE basic', 'New-Item -Path Env:DB_PASSWORD -Value $null'])(
    'stays: %s',
    (text) => {
      kept(text);
    },
  );
});

describe('functions and tools that take a password to hash it', () => {
  test.each([
    `INSERT INTO users (name, pw) VALUES ('bob', crypt('${pass}', gen_salt('bf')));`,
    `UPDATE users SET pw = crypt('${pass}', gen_salt('bf', 8));`,
    `SELECT * FROM users WHERE pw = crypt("${pass}", pw);`,
    `$hash = password_hash('${pass}', PASSWORD_BCRYPT);`,
    `const h = await bcrypt.hash("${pass}", 10);`,
    `const h = bcryptjs.hashSync(\`${pass}\`, 8);`,
    `h = bcrypt.hashpw(b"${pass}", bcrypt.gensalt())`,
    `String h = BCrypt.hashpw("${pass}", BCrypt.gensalt());`,
    `BCrypt::Password.create('${pass}')`,
    `pw = generate_password_hash('${pass}')`,
    `user.password = make_password("${pass}")`,
    `dk = hashlib.pbkdf2_hmac('sha256', b'${pass}', salt, 100000)`,
    `crypto.pbkdf2Sync('${pass}', salt, 1e5, 64, 'sha512')`,
    `await argon2.hash("${pass}")`,
    `crypt.crypt("${pass}", crypt.mksalt())`,
  ])('%s', (text) => {
    redacts(text);
  });
  test.each([
    "crypt(password, gen_salt('bf'))",
    'bcrypt.hash(req.body.password, 10)',
    "password_hash($_POST['password'], PASSWORD_DEFAULT)",
    "encrypt('payload', key)",
    "decrypt('abc123XYZ', key)",
    "mycrypt('abc123XYZ')",
    "obj.crypt('abc123XYZ')",
    "make_password('')",
    "pbkdf2_hmac('sha256', password, salt, 1000)",
  ])('stays: %s', (text) => {
    kept(text);
  });
  test.each([
    [`openssl passwd -apr1 ${pass}`, 'openssl passwd -apr1 [REDACTED:command-line-secret]'],
    [`openssl passwd -6 -salt xyz '${pass}'`, "openssl passwd -6 -salt xyz '[REDACTED:command-line-secret]'"],
    [`mkpasswd -m sha-512 ${pass}`, 'mkpasswd -m sha-512 [REDACTED:command-line-secret]'],
    [`htpasswd -nbB admin ${pass}`, 'htpasswd -nbB admin [REDACTED:command-line-secret]'],
    [`htpasswd -bn admin "${pass}" > .htpasswd`, 'htpasswd -bn admin "[REDACTED:command-line-secret]" > .htpasswd'],
    [`htpasswd -b /etc/nginx/.htpasswd admin ${pass}`, 'htpasswd -b /etc/nginx/.htpasswd admin [REDACTED:command-line-secret]'],
  ])('%s', (text, expected) => {
    expect(redacts(text, 'command-line-secret')).toBe(expected);
  });
  test.each(['openssl passwd -stdin', 'openssl passwd -apr1 $PASS', 'mkpasswd -m help', 'htpasswd -nB admin', 'htpasswd -c /etc/nginx/.htpasswd admin'])(
    'stays: %s',
    (text) => {
      kept(text);
    },
  );
});

describe('htpasswd and shadow lines', () => {
  const apr = `$apr1$xY7zQ1pL$${value}`;
  const sha512 = `$6$rounds=5000$saltsalt$${value}${value}`;
  test.each([
    [`admin:${apr}`, 'admin:[REDACTED:password-hash]'],
    [`root:${sha512}:19000:0:99999:7:::`, 'root:[REDACTED:password-hash]:19000:0:99999:7:::'],
    [`"bob:$2y$10$${value}${value}abcdefghijklm"`, '"bob:[REDACTED:password-hash]"'],
    [`admin:{SHA}${value}${value.slice(0, 7)}=`, 'admin:[REDACTED:password-hash]'],
  ])('%s', (text, expected) => {
    expect(redacts(text, 'password-hash')).toBe(expected);
  });
  test.each([
    [`auth_basic_user_file /etc/nginx/.htpasswd;\n# admin:${pass}`, 'auth_basic_user_file /etc/nginx/.htpasswd;\n# admin:[REDACTED:secret-assignment]'],
    [`AuthUserFile /srv/.htpasswd\nalice:${pass}\n`, 'AuthUserFile /srv/.htpasswd\nalice:[REDACTED:secret-assignment]\n'],
    [`cat .htpasswd\n  "ops:${pass}"`, 'cat .htpasswd\n  "ops:[REDACTED:secret-assignment]"'],
  ])('a plain line in a text naming an htpasswd file: %s', (text, expected) => {
    expect(redacts(text)).toBe(expected);
  });
  test.each([
    'admin:x:1000:1000:Admin:/home/admin:/bin/bash',
    'price:$1$ for each',
    'user:$6$short',
    'AuthUserFile /srv/.htpasswd\nRequire: valid-user',
    'AuthUserFile /srv/.htpasswd\nnote: rotate',
    'see https://example.com:8443/x',
  ])('stays: %s', (text) => {
    kept(text);
  });
  test('a plain line needs the htpasswd context even after another text named one', () => {
    kept(`alice:${pass}`);
    redacts(`AuthUserFile x\nalice:${pass}`);
    kept(`alice:${pass}`);
  });
});

describe('the spliced view: line continuations and string literals joined again', () => {
  test.each([
    [`PASSWORD=${pass.slice(0, 6)}\\\n${pass.slice(6)}`, 'PASSWORD=[REDACTED:secret-assignment]'],
    [`export API_TOKEN=${value.slice(0, 9)}\\\r\n${value.slice(9)} && run`, 'export API_TOKEN=[REDACTED:secret-assignment] && run'],
    [`password = "${pass.slice(0, 5)}" + "${pass.slice(5)}"`, 'password = "[REDACTED:secret-assignment]"'],
    [`$password = '${pass.slice(0, 5)}' . '${pass.slice(5)}';`, "$password = '[REDACTED:secret-assignment]';"],
    [`local password = "${pass.slice(0, 5)}" .. "${pass.slice(5)}"`, 'local password = "[REDACTED:secret-assignment]"'],
    [`token = ("${value.slice(0, 10)}"\n         "${value.slice(10)}")`, 'token = ("[REDACTED:secret-assignment]")'],
    [`const secret = \`${value.slice(0, 4)}\` +\n  \`${value.slice(4)}\`;`, 'const secret = `[REDACTED:secret-assignment]`;'],
    [`password := '${pass.slice(0, 5)}' || '${pass.slice(5)}';`, "password := '[REDACTED:secret-assignment]';"],
    [`Dim password = "${pass.slice(0, 5)}" & "${pass.slice(5)}"`, 'Dim password = "[REDACTED:secret-assignment]"'],
  ])('%s', (text, expected) => {
    expect(redacts(text)).toBe(expected);
  });
  test.each([
    'const s = "foo" + "bar"',
    `DB_PASSWORD: "x1" "integrity": "sha512-abc"`,
    'echo one \\\ntwo',
    'msg = "Hello, " + name + "!"',
    '{"password": "", "user": "bob"}',
    'C:\\Users\\me\\\nnext line',
  ])('stays: %s', (text) => {
    kept(text);
  });
  test('two literals side by side on one line are not joined', () => {
    expect(splicedView('"ab" "cd"')).toBeUndefined();
  });
  test('the view drops each splice and maps back to the raw text, the splices inside included', () => {
    const raw = `a"b" +\n  "c"\\\nd'e'.'f'`;
    const view = splicedView(raw);
    expect(view?.text).toBe(`a"bc"d'ef'`);
    expect(view?.toRaw(0, 1)).toEqual([0, 1]);
    expect(view?.toRaw(2, 4)).toEqual([2, 11]);
    expect(view?.toRaw(5, 6)).toEqual([14, 15]);
    expect(view?.toRaw(7, 9)).toEqual([16, 21]);
  });
  test('a text without a splice has no view', () => {
    expect(splicedView('password = "abc" and "def"')).toBeUndefined();
    expect(splicedView('')).toBeUndefined();
  });
  test('a splice at the very start', () => {
    expect(splicedView('\\\nx')?.text).toBe('x');
  });
});

describe('a camelCase key ending in a label, its value alone on its line (Apache directives)', () => {
  test.each([
    [`AuthLDAPBindPassword "${pass}"`, 'AuthLDAPBindPassword "[REDACTED:secret-assignment]"'],
    [`  ProxyApiKey ${value}`, '  ProxyApiKey [REDACTED:secret-assignment]'],
  ])('%s', (text, expected) => {
    expect(redacts(text)).toBe(expected);
  });
  test.each(['bindpassword "Tr0ub4dor-Mx9"', 'AuthLDAPBindPassword "reset"', 'ResetPassword page', 'AuthLDAPBindPassword exec:/usr/bin/get-pw'])(
    'stays: %s',
    (text) => {
      kept(text);
    },
  );
});

describe('more words for password, API key and credentials in other languages', () => {
  test.each([
    `la clave es ${pass}`,
    `clave: ${pass}`,
    `clé API : ${value}`,
    `API-Schlüssel: ${value}`,
    `chave de API: ${value}`,
    `token de acceso: ${value}`,
    `Zugangsdaten: admin / ${pass}`,
    `identifiants : admin / ${pass}`,
    `el password es ${pass}`,
    `das Password ist ${pass}`,
  ])('%s', (text) => {
    redacts(text);
  });
  test.each(['la clave es la paciencia', 'clave: nueva', 'Zugangsdaten: siehe Wiki', 'el password es obligatorio', 'identifiants : admin / admin'])(
    'stays: %s',
    (text) => {
      kept(text);
    },
  );
});

describe('PowerShell: ConvertTo-SecureString with -AsPlainText before or after the string', () => {
  test.each([
    `$s = ConvertTo-SecureString -AsPlainText -Force -String "${pass}"`,
    `ConvertTo-SecureString -AsPlainText "${pass}" -Force`,
    `ConvertTo-SecureString '${pass}' -AsPlainText -Force`,
  ])('%s', (text) => {
    redacts(text);
  });
  test.each([
    'ConvertTo-SecureString "Tr0ub4dor-Mx9"',
    'ConvertTo-SecureString -String "Tr0ub4dor-Mx9" -Key $key',
    'ConvertTo-SecureString -AsPlainText $plain -Force',
  ])('stays: %s', (text) => {
    kept(text);
  });
});

describe('Windows commands that take a password, and Wi-Fi', () => {
  test.each([
    [`net user admin ${pass} /add`, 'net user admin [REDACTED:command-line-secret] /add'],
    [`net user "svc backup" "${pass}" /add /domain`, 'net user "svc backup" "[REDACTED:command-line-secret]" /add /domain'],
    [`net use Z: \\\\files\\share ${pass} /user:corp\\bob`, 'net use Z: \\\\files\\share [REDACTED:command-line-secret] /user:corp\\bob'],
    [`schtasks /create /tn job /tr x.exe /ru svc /rp ${pass}`, 'schtasks /create /tn job /tr x.exe /ru svc /rp [REDACTED:command-line-secret]'],
    [`psexec \\\\host -u admin -p ${pass} cmd`, 'psexec \\\\host -u admin -p [REDACTED:command-line-secret] cmd'],
    [`netsh wlan set hostednetwork mode=allow ssid=Cafe key=${pass}`, 'netsh wlan set hostednetwork mode=allow ssid=Cafe key=[REDACTED:command-line-secret]'],
  ])('%s', (text, expected) => {
    expect(redacts(text, 'command-line-secret')).toBe(expected);
  });
  test.each(['net user admin /add', 'net user admin * /add', 'net user /domain', 'net use Z: \\\\files\\share /user:bob', 'psexec -s cmd', 'schtasks /query'])(
    'stays: %s',
    (text) => {
      kept(text);
    },
  );
  test.each([
    [`<keyMaterial>${pass}</keyMaterial>`, '<keyMaterial>[REDACTED:secret-assignment]</keyMaterial>'],
    [`    Key Content            : ${pass}`, '    Key Content            : [REDACTED:secret-assignment]'],
    [`config.preSharedKey = "\\"${pass}\\"";`, 'config.preSharedKey = "[REDACTED:secret-assignment]";'],
    [`WiFi.begin("HomeNet", "${pass}");`, 'WiFi.begin("HomeNet", "[REDACTED:secret-assignment]");'],
    [`wlan.connect('HomeNet', '${pass}')`, "wlan.connect('HomeNet', '[REDACTED:secret-assignment]')"],
  ])('%s', (text, expected) => {
    expect(redacts(text)).toBe(expected);
  });
  test.each(['WiFi.begin(ssid, password);', 'WiFi.begin("HomeNet", "open network")', 'Key Content            : Absent', 'the key material is rotated yearly'])(
    'stays: %s',
    (text) => {
      kept(text);
    },
  );
});
