// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: placeholders such as ${TOKEN} are the data under test
/**
 * HTTP credentials outside a vendor prefix (DESIGN.md §2.3): the credentials of an
 * `Authorization` header (RFC 6750 Bearer, RFC 7617 Basic, the `token` scheme) and the
 * password of `curl -u user:password`. Only the credential goes; the header name, the scheme
 * and the user name stay readable.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectRedacted } from './expectations.js';
import { fake, fakeFrom } from './fixtures.js';

const B64TOKEN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~+/';

describe('Authorization header', () => {
  const credential = 'FAKE' + fakeFrom(B64TOKEN, 28, 3);

  test.each([
    ['Bearer', `Authorization: Bearer ${credential}`],
    ['Basic', `Authorization: Basic ${credential}`],
    ['token', `Authorization: token ${credential}`],
    ['upper case', `AUTHORIZATION: BEARER ${credential}`],
    ['Proxy-Authorization', `Proxy-Authorization: Bearer ${credential}`],
    ['no blank after the colon', `Authorization:Bearer ${credential}`],
    ['= instead of :', `authorization=Bearer ${credential}`],
    ['JSON', `{"Authorization": "Bearer ${credential}"}`],
    ['escaped JSON', `{\\"Authorization\\": \\"Bearer ${credential}\\"}`],
    ['JavaScript object', `headers: { authorization: 'Bearer ${credential}' }`],
    ['several blanks before the credential', `Authorization: Bearer \t ${credential}`],
  ])('%s: the credential goes, the header and scheme stay', (_name, text) => {
    const result = expectRedacted(text, 'authorization-header', credential);
    expect(result.text).toBe(text.replace(credential, '[REDACTED:authorization-header]'));
  });

  test('base64 padding is part of the credential', () => {
    const basic = btoa(`deploy:FAKE-${fake(10)}!`);
    expect(basic.endsWith('=')).toBe(true);
    expect(redactSecrets(`Authorization: Basic ${basic}; next`).text).toBe('Authorization: Basic [REDACTED:authorization-header]; next');
  });

  test('a full stop after the credential ends the sentence, not the token', () => {
    expect(redactSecrets(`Send Authorization: Bearer ${credential}. Then retry.`).text).toBe(
      'Send Authorization: Bearer [REDACTED:authorization-header]. Then retry.',
    );
  });

  test('12 characters are a credential, 11 are not', () => {
    expect(redactSecrets('Authorization: Bearer FAKE5678abcd').kinds).toEqual(['authorization-header']);
    expect(redactSecrets('Authorization: Bearer FAKE5678abc').kinds).toEqual([]);
  });

  test('a JWT or a GitHub token in the header keeps its own, more specific kind', () => {
    const jwt = `${btoa('{"alg":"HS256"}').replace(/=+$/, '')}.${btoa('{"sub":"FAKE-1"}').replace(/=+$/, '')}.${fake(43)}`;
    expect(redactSecrets(`Authorization: Bearer ${jwt}`)).toEqual({ text: 'Authorization: Bearer [REDACTED:jwt]', kinds: ['jwt'] });
    const ghp = 'gh' + 'p_' + fake(36);
    expect(redactSecrets(`Authorization: token ${ghp}`)).toEqual({ text: 'Authorization: token [REDACTED:github-token]', kinds: ['github-token'] });
  });

  test.each([
    ['a template', 'Authorization: Bearer ${token}'],
    ['an angle-bracket placeholder', 'Authorization: Bearer <token>'],
    ['an environment variable', 'Authorization: Bearer $GITHUB_TOKEN'],
    ['your-…', 'Authorization: Bearer YOUR_ACCESS_TOKEN'],
    ['a variable name', 'Authorization: Bearer ACCESS_TOKEN_VALUE'],
    ['a mask', 'Authorization: Bearer ****************'],
    ['prose words', 'Authorization: Basic authentication-only'],
    ['capitalised prose words', 'Authorization: Basic Authentication, Authorization: Bearer Access-Token-Here'],
    ['a scheme named, no credential', 'The Authorization: Bearer header carries it.'],
    ['another header', 'WWW-Authenticate: Bearer realm="api-example-com"'],
    ['a name that ends in authorization', 'preauthorization: Bearer FAKE5678abcdefgh'],
    ['a scheme that is not one', 'Authorization: Digest FAKE5678abcdefgh'],
  ])('%s stays', (_name, text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});

describe('curl -u user:password', () => {
  const password = `FAKE-${fake(14, 7)}`;

  test.each([
    ['-u', `curl -u deploy:${password} https://api.example.com`],
    ['-u glued', `curl -udeploy:${password} https://api.example.com`],
    ['--user', `curl --user deploy:${password} https://api.example.com`],
    ['--user=', `curl --user=deploy:${password} https://api.example.com`],
    ['after other options', `curl -sS -X POST -H 'Accept: application/json' -u deploy:${password} https://api.example.com`],
    ['double-quoted', `curl -u "deploy:${password}" https://api.example.com`],
    ['single-quoted with a blank inside', `curl -u 'deploy:${password} x' https://api.example.com`],
    ['empty user name', `curl -u :${password} https://api.example.com`],
    ['curl.exe', `curl.exe -u deploy:${password} https://api.example.com`],
    ['continued lines', `curl -sS \\\n  -u deploy:${password} \\\n  https://api.example.com`],
    ['at the end of the text', `curl https://api.example.com -u deploy:${password}`],
  ])('%s: the password goes, the user stays', (_name, text) => {
    const result = expectRedacted(text, 'basic-auth', password);
    // Exactly the password is replaced: the text around it, user name included, stays.
    const at = text.indexOf(password);
    expect(result.text).toBe(text.slice(0, at) + '[REDACTED:basic-auth]' + text.slice(at + password.length).replace(/^ x/, ''));
  });

  test('exact output: user and URL stay readable', () => {
    expect(redactSecrets(`curl -u deploy:${password} https://api.example.com`).text).toBe('curl -u deploy:[REDACTED:basic-auth] https://api.example.com');
    expect(redactSecrets(`curl -u 'deploy:${password} x' https://api.example.com`).text).toBe("curl -u 'deploy:[REDACTED:basic-auth]' https://api.example.com");
  });

  test('four characters are a password, three are not (unquoted)', () => {
    expect(redactSecrets('curl -u deploy:F4k3 https://x.example').kinds).toEqual(['basic-auth']);
    expect(redactSecrets('curl -u deploy:F4k https://x.example').kinds).toEqual([]);
  });

  test.each([
    ['shell variables', 'curl -u "$USER:$PASS" https://x.example'],
    ['braced variables', 'curl -u ${CI_USER}:${CI_PASSWORD} https://x.example'],
    ['a stock word', 'curl -u user:password https://x.example'],
    ['a command substitution', 'curl -u deploy:$(cat /run/secrets/pw) https://x.example'],
    ['no password (curl prompts)', 'curl -u deploy https://x.example'],
    ['an empty password', 'curl -u token: https://x.example'],
    ['-u of the next command', 'curl -fsSL https://x.example/i.sh && docker run -u 1000:1000 app'],
    ['-u after a pipe', 'curl -s https://x.example | sudo -u www-data:www-data tee /tmp/x'],
    ['-u after a semicolon', 'curl -s https://x.example; docker run -u 1000:1000 app'],
    ['--user-agent', 'curl --user-agent cairn:2.0.0 https://x.example'],
    ['not curl', 'docker run -u 1000:1000 app; git push -u origin:main'],
    ['a word ending in curl', 'mycurl -u deploy:FAKEpassword https://x.example'],
  ])('%s stays', (_name, text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});
