// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * Round 10 of issue #19 (probes written from the classes the team listed, never from a blind
 * case): a labelled value wrapped over three or more lines (hard wraps, YAML folded and literal
 * block scalars); rot13 runs over 1 KiB; a name/value pair as HAR, Postman and JSON write a
 * header or a form field; a private key whose BEGIN/END lines were stripped; fish's `set` with no
 * flag and a braced ODBC value; a letters-only password in prose that plainly names it. Each with
 * the near-misses that must stay: hashes, UUIDs, base64 images and certificates, prose about
 * passwords.
 */
import { describe, expect, test } from 'vitest';
import { continuedValueEnd } from '../../src/redact/continuedLines.js';
import { redactSecrets } from '../../src/redact/index.js';
import { expectHidden as hidden, expectKept as kept } from './expectations.js';
import { cycle, fake, hex } from './fixtures.js';

const gh = 'ghp' + '_' + fake(36, 5);
const pass = 'Tr0ub' + '4dor-Mx9q';
const awsSecret = 'FAKE' + cycle('aB3/cD5+eF7gH9iJ2kL4mN6oP8qR0sT', 36, 3);
const sha = hex(40, 3);
const uuid = hex(8, 1) + '-' + hex(4, 2) + '-4' + hex(3, 3) + '-a' + hex(3, 4) + '-' + hex(12, 5);
const rot13 = (s: string): string =>
  s.replace(/[A-Za-z]/g, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c <= 'Z' ? 65 : 97)));
/** `text` cut into pieces of `width` characters. */
const pieces = (text: string, width: number): string[] => text.match(new RegExp(`[\\s\\S]{1,${width}}`, 'g')) as string[];
/** Standard base64 of bytes. */
const b64 = (bytes: readonly number[]): string => btoa(String.fromCharCode(...bytes));

describe('a labelled value wrapped over three or more lines loses every line', () => {
  test.each([
    ['an AWS secret over three lines', 'aws_secret_access_key = ' + pieces(awsSecret, 14).join('\n') + '\n', awsSecret],
    ['an AWS secret over four lines, indented', 'aws_secret_access_key=' + pieces(awsSecret, 10).join('\n    ') + '\n', awsSecret],
    ['a YAML folded scalar (>-) over three lines', 'password: >-\n  ' + pieces(awsSecret, 14).join('\n  ') + '\nhost: db\n', awsSecret],
    ['a YAML literal scalar (|) over four lines', 'client_secret: |\n  ' + pieces(awsSecret, 10).join('\n  ') + '\n', awsSecret],
    ['a quoted value wrapped by a mail client over three lines', 'DB_PASSWORD="' + pieces(awsSecret, 14).join('\n') + '"\n', awsSecret],
  ])('%s', (_label, text, secret) => {
    hidden(text, secret, { squeezed: true });
  });

  test('the lines after the value that are not its rest stay', () => {
    const text = 'aws_secret_access_key = ' + pieces(awsSecret, 14).join('\n') + '\nregion = eu-west-1\n' + sha + '\n' + uuid + '\n';
    const out = redactSecrets(text).text;
    expect(out).toContain('region = eu-west-1\n' + sha + '\n' + uuid + '\n');
  });
  test.each([
    ['a YAML folded paragraph under a password key', 'password_hint: >-\n  Ask the on-call\n  engineer for the\n  vault entry.\n'],
    ['commit ids listed after a key name', 'signing_key_ids:\n' + sha + '\n' + hex(40, 9) + '\n' + hex(40, 11) + '\n'],
    ['UUIDs under a token field name', 'token_ids:\n  ' + uuid + '\n  ' + uuid.replace('a', 'b') + '\n'],
  ])('%s is kept', (_label, text) => {
    kept(text);
  });
});

describe('rot13 runs longer than 1 KiB are read too', () => {
  test('a rotated token before a long run of padding', () => {
    hidden('x ' + rot13(gh) + '.' + 'Q'.repeat(1200), gh);
  });
  test('a rotated JWT of more than 1 KiB', () => {
    const payload = 'eyJ' + fake(1100, 1);
    const jwt = 'eyJ' + 'hbGciOiJIUzI1NiJ9' + '.' + payload + '.' + fake(43, 2);
    hidden('blob ' + rot13(jwt), payload);
  });
  test.each([
    [
      'a 2 KiB base64 PNG',
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA' + cycle('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 2048, 7),
    ],
    ['a 2 KiB hex blob', hex(2048, 5)],
  ])('%s is kept', (_label, text) => {
    kept(text);
  });
});

describe('a name/value pair (HAR, Postman, JSON) is read as the header or field it names', () => {
  test.each([
    ['a HAR cookie header', '"headers": [{"name": "cookie", "value": "_gh_sess=' + fake(40, 19) + '; logged_in=yes"}]', fake(40, 19)],
    ['a HAR Cookie header, no blanks', '{"name":"Cookie","value":"sessionid=' + fake(40, 13) + '"}', fake(40, 13)],
    ['a Postman header (key/value)', '{"key": "X-Api-Key", "value": "' + fake(32, 15) + '", "type": "text"}', fake(32, 15)],
    ['a Postman form field (key/value)', '{"key": "client_secret", "value": "' + fake(32, 21) + '"}', fake(32, 21)],
    ['a HAR Authorization header over lines', '{\n  "name": "Authorization",\n  "value": "Bearer ' + fake(40, 11) + '"\n}', fake(40, 11)],
  ])('%s', (_label, text, secret) => {
    hidden(text, secret);
  });
  test.each([
    ['a HAR Accept header', '{"name": "Accept", "value": "application/json"}'],
    ['an ETag', '{"name": "etag", "value": "W/\\"' + sha + '\\""}'],
    ['a request id', '{"name": "x-request-id", "value": "' + uuid + '"}'],
    ['a harmless cookie', '{"name": "cookie", "value": "theme=dark; lang=en"}'],
    ['a Postman variable naming a token', '{"key": "token_url", "value": "https://auth.example.com/oauth/token"}'],
  ])('%s is kept', (_label, text) => {
    kept(text);
  });
});

/** A DER SEQUENCE with a long-form length, then `content`. */
const der = (content: readonly number[]): number[] => [0x30, 0x82, (content.length >> 8) & 0xff, content.length & 0xff, ...content];
const body = (n: number, offset = 0): number[] => Array.from({ length: n }, (_, i) => (i * 37 + offset * 11 + 5) & 0xff);
/** 64-column base64 lines, as PEM writes them. */
const pemLines = (bytes: readonly number[]): string => pieces(b64(bytes), 64).join('\n');

describe('a private key whose BEGIN and END lines were stripped', () => {
  const rsa = der([0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, ...body(300)]);
  const pkcs8 = der([0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00, ...body(300, 1)]);
  const ec = [0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20, ...body(112, 2)];
  const openssh = [...new TextEncoder().encode('openssh' + '-key-v1'), 0, 0, 0, 0, 4, ...new TextEncoder().encode('none'), ...body(200, 3)];
  test.each([
    ['a PKCS#1 RSA key', pemLines(rsa), b64(rsa)],
    ['a PKCS#8 key in a chat paste', 'here is the key:\n' + pemLines(pkcs8) + '\nthanks', b64(pkcs8)],
    ['an EC (SEC1) key', pemLines(ec), b64(ec)],
    ['an OpenSSH key (70 columns)', pieces(b64(openssh), 70).join('\n'), b64(openssh)],
    ['an RSA key on one line in JSON', '{"key": "' + b64(rsa) + '"}', b64(rsa)],
  ])('%s', (_label, text, secret) => {
    hidden(text, secret, { squeezed: true });
  });
  test.each([
    ['a certificate body', pemLines(der([0x30, 0x82, 0x01, 0x10, ...body(272, 4)]))],
    [
      'a public key (SPKI) body',
      pemLines(der([0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00, 0x03, 0x82, 0x01, 0x0f, ...body(270, 5)])),
    ],
    ['a PKCS#1 RSA public key', pemLines(der([0x02, 0x82, 0x01, 0x01, 0x00, ...body(260, 6)]))],
    ['an ssh public key line', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI' + b64(body(30, 7)) + ' me@host'],
    ['a sha512 integrity string', 'integrity sha512-' + b64(body(64, 8))],
  ])('%s is kept', (_label, text) => {
    kept(text);
  });
});

describe('shell and connection-string forms', () => {
  test.each([
    ["fish's set with no flag", 'set API_KEY ' + fake(32, 21), fake(32, 21)],
    ['an ODBC value in braces', 'Driver={ODBC Driver 18};Server=db;Uid=bob;PWD={' + pass + '};', pass],
    ['an ODBC password in braces with a semicolon', 'Server=db;User ID=bob;Password={' + 'Tr0ub;4dor' + '-Mx9q};Encrypt=yes', 'Tr0ub;4dor' + '-Mx9q'],
  ])('%s', (_label, text, secret) => {
    hidden(text, secret);
  });
  test.each([
    ['fish set of a count', 'set token_count 5'],
    ['fish set of a path', 'set API_KEY_FILE ~/.config/key.txt'],
    ['an ODBC driver in braces', 'Driver={ODBC Driver 18 for SQL Server};Server=db;Trusted_Connection=yes;'],
  ])('%s is kept', (_label, text) => {
    kept(text);
  });
});

describe('a letters-only password that prose plainly names', () => {
  test.each([
    ['the wifi password is …', 'the wifi password is ' + 'sunflower' + 'parade', 'sunflowerparade'],
    ['my password is …, with a period', 'My password is ' + 'quietmeadow' + 'lantern.', 'quietmeadowlantern'],
    ['the admin password was …', 'the admin password was ' + 'correcthorse' + 'battery, now rotated', 'correcthorsebattery'],
    ['login prose naming the password', 'log in as admin with password ' + 'quietmeadow' + 'lantern', 'quietmeadowlantern'],
  ])('%s', (_label, text, secret) => {
    hidden(text, secret);
  });
  test.each([
    ['required', 'The password is required.'],
    ['incorrect', 'your password is incorrect'],
    ['hashed', 'the password is hashed with bcrypt before it is stored'],
    ['case-sensitive', 'The password is case-sensitive.'],
    ['too short', 'my password is too short'],
    ['a placeholder', 'the default password is changeme'],
    ['where it is', 'the wifi password is on the fridge'],
    ['expired', 'Your password is expired, reset it.'],
    ['a noun phrase', 'the password is plaintext in that file'],
    ['strong', 'The password is strong.'],
    ['login with password authentication', 'log in as admin with password authentication'],
    ['login with password only', 'log in with password only'],
  ])('%s is kept', (_label, text) => {
    kept(text);
  });
});

describe('round 10 edges', () => {
  test("SQL's SET with an operator is not fish's set", () => {
    expect(redactSecrets("UPDATE users SET pw = crypt('" + pass + "', gen_salt('bf', 8));").kinds).toEqual(['secret-assignment']);
  });
});

describe('a wrap goes on as a fixed column does', () => {
  const [a, b, c] = pieces(awsSecret, 14) as [string, string, string];
  const other = 'Build' + '20Qz' + 'Kx7Lm9Np4Rt8';
  test('a line wider than the rest before it is no part of the value', () => {
    const out = redactSecrets('aws_secret_access_key = ' + a + '\n' + b + '\n' + other + '\n').text;
    expect(out).not.toContain(b);
    expect(out.endsWith('\n' + other + '\n')).toBe(true);
  });
  test('a narrower line is the last', () => {
    const out = redactSecrets('aws_secret_access_key = ' + a + '\n' + b + '\n' + c + '\n' + other.slice(0, 10) + '\n').text;
    expect(out).not.toContain(c);
    expect(out.endsWith('\n' + other.slice(0, 10) + '\n')).toBe(true);
  });
  test('a closing quote ends the value', () => {
    const out = redactSecrets('DB_PASSWORD="' + a + '\n' + b + '"\n' + c + '\n').text;
    expect(out).not.toContain(b);
    expect(out.endsWith('"\n' + c + '\n')).toBe(true);
  });
  test('a stripped key block is one marker, the prose around it kept', () => {
    const key = der([0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, ...body(300)]);
    expect(redactSecrets('here is the key:\n' + pemLines(key) + '\nthanks\n')).toEqual({
      text: 'here is the key:\n[REDACTED:private-key]\nthanks\n',
      kinds: ['private-key'],
    });
  });
  test.each([
    ['a short-form length (0x30 0x77)', [0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20, ...body(112, 2)], true],
    ['a one-byte long-form length (0x81)', [0x30, 0x81, 0x90, 0x02, 0x01, 0x00, 0x30, 0x10, ...body(140, 3)], true],
    ['a three-byte long-form length (0x83)', [0x30, 0x83, 0x00, 0x01, 0x00, 0x02, 0x01, 0x00, ...body(140, 3)], false],
    ['an INTEGER version 2', der([0x02, 0x01, 0x02, 0x02, 0x82, 0x01, 0x01, ...body(300)]), false],
    ['a two-byte INTEGER first', der([0x02, 0x02, 0x00, 0x01, ...body(300)]), false],
    ['an OCTET STRING first', der([0x04, 0x01, 0x00, ...body(300)]), false],
    ['a SET, not a SEQUENCE', [0x31, 0x82, 0x01, 0x2c, 0x02, 0x01, 0x00, ...body(300)], false],
  ])('%s: a private key is %s', (_label, bytes, isKey) => {
    expect(redactSecrets(pemLines(bytes as number[])).kinds).toEqual(isKey ? ['private-key'] : []);
  });
});

describe('round 10 edges, second pass', () => {
  test('a stripped key in a JSON string, its lines JSON-escaped', () => {
    const key = der([0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, ...body(300)]);
    const lines = pieces(b64(key), 64);
    expect(redactSecrets('{"k": "' + lines.join('\\n') + '\\n"}')).toEqual({ text: '{"k": "[REDACTED:private-key]\\n"}', kinds: ['private-key'] });
    expect(redactSecrets('{"k": "key:\\n' + lines.join('\\r\\n') + '"}')).toEqual({ text: '{"k": "key:\\n[REDACTED:private-key]"}', kinds: ['private-key'] });
  });
  test.each([['The password is unsafe.'], ['the password is uppercase.'], ['your password is username, change it']])('%s is kept', (text) => {
    kept(text);
  });
});

describe('continuedValueEnd read directly', () => {
  const first = 'A1b2C3d4E5f6G7h8';
  const full = 'Q9r8S7t6U5v4W3x2';
  const last = 'Y1z2A3b4';
  const at = (text: string): number => continuedValueEnd(text, 4, 4 + first.length);
  test('runs on over equal-width lines to a narrower last one', () => {
    const text = 'k = ' + first + '\n' + full + '\n' + 'm5N4b3V2c1X0z9L8\n' + last + '\nnext';
    expect(at(text)).toBe(text.indexOf('\nnext'));
  });
  test('takes at most 64 lines after the first', () => {
    const text = 'k = ' + first + ('\n' + full).repeat(70) + '\n';
    expect(at(text)).toBe(4 + first.length + 64 * (full.length + 1));
  });
  test('allows 16 blanks before the line break, not a word', () => {
    expect(at('k = ' + first + ' '.repeat(16) + '\n' + full + '\n')).toBe(4 + first.length + 17 + full.length);
    expect(at('k = ' + first + ' x\n' + full + '\n')).toBe(4 + first.length);
  });
  test('stops at a closing quote', () => {
    const text = 'k = ' + first + '\n' + full + '"\n' + full + '\n';
    expect(at(text)).toBe(4 + first.length + 1 + full.length);
  });
});
