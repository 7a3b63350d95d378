// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * Round 9 of issue #19 (probes written from the classes the team listed, never from a blind case):
 * a token in `od -c` output, base32, rot13 with no label, login prose, short URL parameter keys,
 * and a labelled value wrapped onto a second line; with the near-misses of each that must stay.
 */
import { describe, expect, test } from 'vitest';
import { decodeBase32, findEncodedRuns, rot13 } from '../../src/decode/index.js';
import { continuedValueEnd } from '../../src/redact/continuedLines.js';
import { redactSecrets } from '../../src/redact/index.js';
import { odCharView } from '../../src/redact/rewrittenViews.js';
import { cycle, fake, hex } from './fixtures.js';
import { expectKept as kept, expectHidden } from './expectations.js';

/** `text` loses every 8-character piece of `secret`, also once blanks are taken out of the output (a dump spreads a token over fields and lines). */
const hidden = (text: string, secret: string): void => {
  expectHidden(text, secret, { squeezed: true });
};

/** A generated-looking body: FAKE, then letters of both cases and digits alternating. */
const mixed = (length: number, offset = 0): string => ('FAKE' + cycle('q7Kx2Lm9Np4Rt8Vw3Zb6Hc5Jd', length, offset)).slice(0, length);
const gh = 'ghp' + '_' + fake(36, 5);
const pass = 'Tr0ub' + '4dor-Mx9q';
const awsSecret = 'FAKE' + cycle('aB3/cD5+eF7gH9iJ2kL4mN6oP8qR0sT', 36, 3);
const sha = hex(40, 3);

/** GNU od -c (and -An -c): 16 bytes a line, each byte in a field four wide, C escapes, octal for others. */
function odC(text: string, offsets = true): string {
  const bytes = [...new TextEncoder().encode(text)];
  const escapes: Record<number, string> = { 0: '\\0', 7: '\\a', 8: '\\b', 9: '\\t', 10: '\\n', 11: '\\v', 12: '\\f', 13: '\\r' };
  const field = (b: number): string => (escapes[b] ?? (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : b.toString(8).padStart(3, '0'))).padStart(4);
  let out = '';
  for (let i = 0; i < bytes.length; i += 16) {
    out +=
      (offsets ? i.toString(8).padStart(7, '0') : '') +
      bytes
        .slice(i, i + 16)
        .map(field)
        .join('') +
      '\n';
  }
  return offsets ? out + bytes.length.toString(8).padStart(7, '0') + '\n' : out;
}

/** RFC 4648 §6 base32, with `=` padding. */
function base32(text: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const b of new TextEncoder().encode(text)) bits += b.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5) out += alphabet[Number.parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out.padEnd(Math.ceil(out.length / 8) * 8, '=');
}

describe('a secret in od -c output is found across its fields and lines', () => {
  test.each([
    ['od -c of an assignment', odC('token=' + gh + '\n'), gh],
    ['od -An -c of a .env line', 'the file holds:\n' + odC('DB_PASSWORD=' + pass + '\n', false), pass],
    ['od -c of an AWS credentials line', odC('aws_secret_access_key = ' + awsSecret + '\n'), awsSecret],
    ['od -c of a bare token in a line of prose', odC('here ' + gh + ' ok\n'), gh],
  ])('%s', (_label, text, secret) => {
    hidden(text, secret);
  });
});

describe('od -c output that hides nothing stays as it is', () => {
  test.each([
    ['od -c of prose', odC('hello world, this is a plain file\n')],
    ['od -c of a placeholder', odC('password = changeme\nport = 5432\n')],
    ['od -An -c of a commit id', odC('commit ' + sha + '\n', false)],
  ])('%s', (_label, text) => {
    kept(text);
  });
});

describe('base32 of a secret, with or without padding', () => {
  test.each([
    ['labelled base32, padded', 'secret (base32): ' + base32(gh), gh],
    ['unpadded, in a config', 'backup_blob = ' + base32('token=' + gh).replace(/=+$/, ''), gh],
    ['a password labelled with its encoding', 'password (base32): ' + base32(pass), base32(pass)],
    ['in a credential context, lower-case label', 'the api key in base32 is ' + base32(gh), gh],
  ])('%s', (_label, text, secret) => {
    hidden(text, secret);
  });
  test('the encoded run is what is cut', () => {
    const out = redactSecrets('secret (base32): ' + base32(gh));
    expect(out.text).not.toContain(base32(gh).slice(0, 16));
  });
});

describe('base32 that hides nothing stays as it is', () => {
  test.each([
    ['base32 of prose', 'payload: ' + base32('hello world, this is fine')],
    ['an upper-case constant', 'ALPHABET = ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'],
    ['base32 of a commit id, named as one', 'commit (base32): ' + base32(sha.slice(0, 20))],
  ])('%s', (_label, text) => {
    kept(text);
  });
});

describe('rot13 of a token, with no label saying rot13', () => {
  test.each([
    ['a GitHub token', 'try this one: ' + rot13(gh), gh],
    ['an AWS key id in a config', 'key_id ' + rot13('AKIA' + 'FAKE2QX7LM4NP6RT'), 'FAKE2QX7LM4NP6RT'],
    ['a Slack bot token in prose', 'the bot uses ' + rot13('xoxb' + '-1234567890-1234567890123-' + mixed(24)) + ' now', mixed(24)],
  ])('%s', (_label, text, secret) => {
    hidden(text, rot13(secret));
  });
});

describe('text whose rot13 holds no token stays as it is', () => {
  test.each([
    ['rot13 of prose', 'Uryyb jbeyq, guvf vf whfg n wbxr.'],
    ['a short word rot13 reads as a prefix', 'the tuc_ prefix and fx-ant style'],
    ['a commit id', 'commit ' + sha],
    ['snake_case identifiers', 'call tuc_handler_for_requests and npm_package_version'],
  ])('%s', (_label, text) => {
    kept(text);
  });
});

describe('a password in login prose', () => {
  test.each([
    ['log in as … with', 'log in as admin with ' + pass],
    ['log into … as … using', 'Log into the dashboard as root using ' + pass + ' for now'],
    ['use … to sign in as', 'use ' + pass + ' to sign in as root'],
    ['use … to log in', 'just use ' + pass + ' to log in'],
    ['sign in with', 'You can sign in with ' + pass + ', then change it.'],
    ['creds: user / password', 'creds: admin / ' + pass],
    ['authenticate as … with', 'authenticate as deploy with ' + pass],
  ])('%s', (_label, text) => {
    hidden(text, pass);
  });
});

describe('login prose without a password stays as it is', () => {
  test.each([
    ['a login method', 'log in as admin with your SSO account'],
    ['a console', 'use the web console to sign in as root'],
    ['a provider', 'sign in with GitHub, then open settings'],
    ['a word with a hyphen', 'log in with single-sign-on enabled'],
    ['a version', 'use node-v20.11.1 to log in'],
    ['a placeholder', 'log in as admin with <password>'],
  ])('%s', (_label, text) => {
    kept(text);
  });
});

describe('a token in a URL query or fragment under a short key', () => {
  test.each([
    ['a fragment access_token', 'https://app.example.com/cb#access_token=' + mixed(40) + '&token_type=bearer', mixed(40)],
    ['?k=', 'https://h.example.com/api?k=' + mixed(32, 2), mixed(32, 2)],
    ['?t= before another parameter', 'https://h.example.com/api?t=' + mixed(32, 5) + '&x=1', mixed(32, 5)],
    ['#t= in a fragment', 'open https://h.example.com/cb#t=' + mixed(40, 7), mixed(40, 7)],
    ['&s= later in a query, quoted', 'curl "https://api.example.com/v1/x?page=2&s=' + mixed(24, 9) + '"', mixed(24, 9)],
  ])('%s', (_label, text, secret) => {
    hidden(text, secret);
  });
});

describe('URL parameters under short keys that are not secrets stay as they are', () => {
  test.each([
    ['a video id', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a timestamp', 'https://h.example.com/x?t=1700000000'],
    ['a commit hash', 'https://h.example.com/x?h=' + sha],
    ['a UUID id', 'https://h.example.com/x?id=123e4567-e89b-12d3-a456-426614174000'],
    ['a search', 'https://h.example.com/search?q=HowToRotateKeys&p=2'],
    ['a placeholder', 'https://h.example.com/api?k=<your-key>'],
  ])('%s', (_label, text) => {
    kept(text);
  });
});

describe('a labelled value wrapped onto the next line', () => {
  test.each([
    ['AWS secret wrapped after 20 characters', 'aws_secret_access_key = ' + awsSecret.slice(0, 20) + '\n' + awsSecret.slice(20) + '\n'],
    ['indented continuation', 'AWS_SECRET_ACCESS_KEY=' + awsSecret.slice(0, 20) + '\n    ' + awsSecret.slice(20)],
    ['a quoted token', 'export API_TOKEN="' + mixed(48).slice(0, 24) + '\n' + mixed(48).slice(24) + '"\nnext'],
  ])('%s', (label, text) => {
    hidden(text, label.startsWith('a quoted') ? mixed(48) : awsSecret);
  });
});

describe('the line after a labelled value stays when it is no continuation', () => {
  test.each([
    ['a word', 'password: ' + pass + '\nThanks'],
    ['a commit id', 'password=' + pass + '\n' + sha],
    ['another assignment', 'token = ' + mixed(32) + '\nDEBUG=true'],
    ['a sentence', 'password: ' + pass + '\nthen restart the service'],
  ])('%s', (_label, text) => {
    const out = redactSecrets(text).text;
    expect(out.split('\n')[1]).toBe(text.split('\n')[1]);
    expect(out).not.toContain((text.split('\n')[0] as string).slice(-8));
  });
});

describe('the od -c view reads fields, escapes and octal bytes', () => {
  test('each field is one character, offsets and line breaks left out, with its raw range', () => {
    const raw = '0000000   a   b  \\t   c 101 303  **   d\n0000010   e   f   g   h\n0000020';
    const view = odCharView(raw);
    expect(view?.text).toBe('ab\tcA dbut efgh\n0000020'.replace('dbut ', 'd'));
    // The first field after the offset, and a range across the line break.
    expect(view?.toRaw(0, 1)).toEqual([7, 11]);
    expect(view?.toRaw(6, 9)).toEqual([35, raw.indexOf('   f') + 4]);
  });
  test('every C escape reads as itself or a blank', () => {
    const raw = '   x   y   z   w   s   u   o  \\0  \\a  \\b  \\f  \\v  \\n  \\r  \\t   q';
    expect(odCharView(raw)?.text).toBe('xyzwsuo     \n\r\tq');
  });
  test('fewer than eight characters other than blanks is no dump', () => {
    expect(odCharView('   a   b   c   d   e   f   g       ')).toBeUndefined();
    expect(odCharView('   a   b   c   d   e   f   g   h')?.text).toBe('abcdefgh');
  });
  test('text without od fields has no view', () => {
    expect(odCharView('a b c d e f g h i j')).toBeUndefined();
    expect(odCharView('plain prose,   with blanks')).toBeUndefined();
  });
  test('an octal byte outside printable ASCII reads as a blank, inside as itself', () => {
    expect(odCharView('   a   b   c   d   e   f   g 041 177 040')?.text).toBe('abcdefg!  ');
  });
});

describe('base32 decoding (RFC 4648 §10 test vectors)', () => {
  const ascii = (bytes: number[] | null): string | null => (bytes === null ? null : String.fromCharCode(...bytes));
  test.each([
    ['MY======', 'f'],
    ['MZXQ====', 'fo'],
    ['MZXW6===', 'foo'],
    ['MZXW6YQ=', 'foob'],
    ['MZXW6YTB', 'fooba'],
    ['MZXW6YTBOI======', 'foobar'],
    ['MZXW6YTBOI', 'foobar'],
  ])('%s', (run, text) => {
    expect(ascii(decodeBase32(run))).toBe(text);
  });
  test('a length no whole number of bytes leaves, or a character outside the alphabet, is no base32', () => {
    for (const run of ['M', 'MZX', 'MZXW6Y', 'MZXW6YTBO', 'mzxw6ytb', 'MZXW6YT1', 'MZXW6YT8']) expect(decodeBase32(run)).toBeNull();
  });
  test('a base32 run is cut with its padding, up to six =, a base64 run with two at most', () => {
    const padded = base32('token=' + gh);
    expect(padded.endsWith('======')).toBe(true);
    const text = 'blob ' + padded + ' end';
    const run = findEncodedRuns(text).find((r) => r.encoding === 'base32');
    expect(run?.text).toBe('token=' + gh);
    expect([run?.start, run?.end]).toEqual([5, 5 + padded.length]);
    const b64 = btoa('token=' + gh + 'xy');
    const runs = findEncodedRuns('blob ' + b64 + '=== end');
    expect(runs[0]?.encoding).toBe('base64');
    expect(runs[0]?.end).toBe(5 + b64.length + (b64.endsWith('==') ? 0 : b64.endsWith('=') ? 1 : 2));
  });
});

describe('the rest of a wrapped value', () => {
  const first = 'key = ' + awsSecret.slice(0, 20);
  const end = first.length;
  const rest = awsSecret.slice(20);
  test.each([
    ['the next line alone', first + '\n' + rest, end + 1 + rest.length],
    ['blanks at the line end, then CRLF', first + '  \r\n' + rest + '\r\nmore', end + 4 + rest.length],
    ['sixteen blanks of indentation', first + '\n' + ' '.repeat(16) + rest, end + 17 + rest.length],
    ['a closing quote', first + '\n' + rest + '"', end + 1 + rest.length],
    ['eight characters', first + '\n' + rest.slice(0, 7) + 'Z', end + 9],
  ])('%s', (_label, text, to) => {
    expect(continuedValueEnd(text, 6, end)).toBe(to);
  });
  test.each([
    ['seventeen blanks of indentation', first + '\n' + ' '.repeat(17) + rest],
    ['seven characters', first + '\n' + rest.slice(0, 6) + 'Z'],
    ['more on the line', first + '\n' + rest + ' and more'],
    ['no line break', first + ' ' + rest],
    ['a word', first + '\nThankyouall'],
    ['upper case only', first + '\nDEBUGMODEON'],
    ['hex only', first + '\n' + sha],
    ['the value does not end its line', first + 'x\n' + rest],
  ])('not: %s', (_label, text) => {
    expect(continuedValueEnd(text, 6, end)).toBe(end);
  });
  test('a value under 8 characters takes no rest', () => {
    const text = 'k = ' + 'Ab3dE6g' + '\n' + rest;
    expect(continuedValueEnd(text, 4, 11)).toBe(11);
    expect(continuedValueEnd('k = Ab3dE6gH\n' + rest, 4, 12)).toBe(13 + rest.length);
  });
  test('a rest with a digit or a case step counts; letters of one case without digits do not', () => {
    expect(continuedValueEnd(first + '\nabcdefghXyz', 6, end)).toBe(end + 12);
    expect(continuedValueEnd(first + '\nabcdefgh9', 6, end)).toBe(end + 10);
    expect(continuedValueEnd(first + '\nabcdefghij', 6, end)).toBe(end);
  });
});

describe('the label, prose and URL rules keep their bounds', () => {
  test.each([
    ['an encoding named, then a word', 'password (base32): see below'],
    ['a value too short', 'token (hex): abc123'],
    ['an unclosed quote around prose', 'password="see the vault for this one'],
    ['an unclosed quote around a word', 'token="placeholder'],
    ['a generated value under a long plain key', 'https://h.example.com/x?ref=' + mixed(24)],
    ['a generated id', 'https://docs.example.com/d?id=' + mixed(40)],
    ['a short generated value', 'https://h.example.com/x?k=' + mixed(15)],
    ['login prose with a version', 'sign in with app-v2.4.10 installed'],
    ['login prose with a word', 'log in as admin with password-manager'],
  ])('%s', (_label, text) => {
    kept(text);
  });
  test.each([
    ['encoding after a comma', 'secret, hex: ' + hex(32, 1) + 'Zz', 'secret, hex: [REDACTED:secret-assignment]'],
    ['encoding in parentheses, assigned', 'api_key (b64) = ' + btoa(pass), 'api_key (b64) = [REDACTED:secret-assignment]'],
    ['?p= with a generated value', 'https://h.example.com/x?p=' + mixed(20), 'https://h.example.com/x?p=[REDACTED:secret-assignment]'],
    ['an unclosed quote at the end', "auth_token = '" + mixed(30), "auth_token = '[REDACTED:secret-assignment]"],
    ['ssh in as … with', 'ssh in as ubuntu with ' + pass + ' then sudo', 'ssh in as ubuntu with [REDACTED:secret-assignment] then sudo'],
    ['use the password … for login', 'use the password ' + pass + ' for login', 'use the password [REDACTED:secret-assignment] for login'],
  ])('%s', (_label, text, expected) => {
    expect(redactSecrets(text).text).toBe(expected);
  });
});
