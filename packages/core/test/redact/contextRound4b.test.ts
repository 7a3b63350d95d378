/**
 * More context-named places (issue #19, round 4, by category, never from a blind case): string
 * literals with a prefix (`b"…"`, `r"…"`, `f"…"`, `@"…"`, Rust raw strings), a literal wrapped in a
 * constructor (`String::from("…")`, `SecretStr("…")`), TOML multi-line strings, French `mdp` and
 * `c'est`, Wi-Fi credentials (the Wi-Fi QR code's `P:` field, `wpa_passphrase`), an nginx `set
 * $api_key`, a user and password pair in chat ("log in with admin:…", "user admin pass …"), and
 * passcodes, recovery and backup codes; with the near-misses each must keep.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectKept as kept } from './expectations.js';

const value = 'Zq8v' + 'Lm2Rt5WxKp3Yb7Nc';
const pass = 'Tr0ub' + '4dor-Mx9';
const redacts = (text: string): void => {
  const secret = text.includes(value) ? value : pass;
  const out = redactSecrets(text);
  expect(out.kinds.length, out.text).toBeGreaterThan(0);
  expect(out.text).not.toContain(secret.slice(0, 8));
  expect(out.text).not.toContain(secret.slice(-8));
  expect(redactSecrets(out.text)).toEqual({ text: out.text, kinds: [] });
};

describe('string literals with a prefix, and literals wrapped in a constructor', () => {
  test.each([
    `password = b"${pass}"`,
    `token = r"${value}"`,
    `password = f"${pass}"`,
    `var password = @"${pass}";`,
    `let token = r#"${value}"#;`,
    `let token = String::from("${value}");`,
    `api_key = SecretStr("${value}")`,
    `password: Secret::new("${pass}".to_string()),`,
  ])('%s', (text) => {
    redacts(text);
  });
  test.each([
    'token = os.getenv("API_TOKEN")',
    'password = f"{prefix}{suffix}"',
    'let token = String::new();',
    'api_key = SecretStr(os.environ["API_KEY"])',
    'password = b""',
    'token = read_token("token.txt")',
  ])('stays: %s', (text) => {
    kept(text);
  });
});

describe('TOML multi-line strings', () => {
  test.each([`[database]\npassword = """${pass}"""`, `[api]\ntoken = '''${value}'''`])('%s', (text) => {
    redacts(text);
  });
});

describe("French: mdp, c'est", () => {
  test.each([`mdp : ${pass}`, `identifiant admin / mdp ${pass}`, `le mot de passe du wifi c'est ${pass}`])('%s', (text) => {
    redacts(text);
  });
  test.each(['mdp : voir le coffre', "le mot de passe c'est important"])('stays: %s', (text) => {
    kept(text);
  });
});

describe('Wi-Fi credentials', () => {
  test.each([
    `WIFI:T:WPA;S:HomeNet;P:${pass};;`,
    `WIFI:S:Office;T:WPA2;P:"${pass}";H:false;;`,
    `wpa_passphrase HomeNet "${pass}"`,
    `wpa_passphrase HomeNet ${pass} > /etc/wpa.conf`,
  ])('%s', (text) => {
    redacts(text);
  });
  test.each(['WIFI:T:nopass;S:Guest;;', 'wpa_passphrase HomeNet', 'the WIFI: network is down'])('stays: %s', (text) => {
    kept(text);
  });
});

describe('nginx set $variable', () => {
  test.each([`set $api_key "${value}";`, `set $auth_token ${value};`])('%s', (text) => {
    redacts(text);
  });
  test.each(['set $api_key $http_x_api_key;', 'set $token_ttl 3600;'])('stays: %s', (text) => {
    kept(text);
  });
});

describe('a user and password pair in chat', () => {
  test.each([
    `you can log in with admin:${pass}`,
    `log in with admin / ${pass}`,
    `creds: admin ${pass}`,
    `DB creds admin/${pass}`,
    `user admin pass ${pass}`,
    `username: deploy, pw: ${pass}`,
    `login deploy password ${pass}`,
  ])('%s', (text) => {
    redacts(text);
  });
  test.each([
    'log in with admin:read scope',
    'log in with SSO / Okta',
    'creds: see the vault',
    'user admin pass through the proxy',
    'we pass v2.1-beta to the builder',
    'log in with the test user',
  ])('stays: %s', (text) => {
    kept(text);
  });
});

describe('passcodes, recovery and backup codes', () => {
  test.each([`passcode: ${pass}`, `recovery code: ${pass}`, `backup codes: ${pass}`, `access code ${pass}`, `RECOVERY_CODE=${pass}`])('%s', (text) => {
    redacts(text);
  });
  test.each(['recovery_codes: 10', 'passcode: required', 'backup codes are printed once', 'access code review'])('stays: %s', (text) => {
    kept(text);
  });
});
