// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * Both sides of each check inside the context rules (issue #19): for every condition a rule's
 * `verify` or a label's word test makes, an input it must redact and a near-miss it must keep,
 * written from the rule's own source (RFC, vendor docs, manual). Each case here changes its output
 * when that one condition is weakened, strengthened or dropped (Stryker's mutants of the rule), so
 * a rule cannot lose a check unnoticed.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectNoLeak, expectRedacted, expectKept as kept } from './expectations.js';
import { cycle, fake } from './fixtures.js';

/** Base64 of `text` read as Latin-1 bytes (control characters included). */
const b64 = (text: string): string => Buffer.from(text, 'latin1').toString('base64');

const VALUE = 'Zq8#' + 'kLp2wX';

describe('a label starts a word: after a separator, at a camelCase hump, or glued when it names a password', () => {
  test.each(['dbPwd', 'userPass', 'appCredential'])('%s= is a label (a hump before a word that is not glued on)', (name) => {
    expectRedacted(`${name}=${VALUE}`, 'secret-assignment', VALUE);
  });
  // The word is the tail of another word: no hump, and `pass`, `key`, `read key` are not glued-on labels.
  test.each(['bypass', 'COMPASS', 'threadKey'])('%s= is no label', (name) => {
    kept(`${name}=${VALUE}`);
  });
});

describe('a label right after a URL query or a URL user name is not a key (the URL rules decide)', () => {
  // The look-back is the 130 characters before the label; a label near the start of a long text still has them all.
  const tail = ' and then build it with the default settings and run the tests, which take about ten minutes on a laptop.'.repeat(2);
  test('a URL user name that is a label keeps its value to the URL rule', () => {
    expect(redactSecrets('git clone https://token:x-oauth-basic@github.com/acme/widgets.git' + tail).text).toBe(
      'git clone https://token:[REDACTED:url-password]@github.com/acme/widgets.git' + tail,
    );
  });
  test('a query parameter that is a label ends at &', () => {
    const secret = 'Zq8kLp' + '2wXr';
    expect(redactSecrets(`open https://example.org/callback?auth=${secret}&state=abc${tail}`).text).toBe(
      `open https://example.org/callback?auth=[REDACTED:secret-assignment]&state=abc${tail}`,
    );
  });
});

describe('long options: a weak label keeps words and dash-led values; a password word keeps only placeholders', () => {
  test.each(['tool --api-key ' + VALUE + ' run', 'cli --auth ' + VALUE])('%s', (text) => {
    expectNoLeak(redactSecrets(text).text, VALUE);
  });
  test('after --token a dash-led value is the next argument, not the token', () => {
    kept('cli --token -9f8e7d6c5b4a');
  });
  test('after -storepass a dash-led value is the password', () => {
    expectRedacted('keytool -list -storepass -q9_Zr4tLm2Wk', 'secret-assignment', '-q9_Zr4tLm2Wk');
  });
});

describe('Redis AUTH: a value that does not read as prose', () => {
  test('a password with a case step only', () => {
    expectRedacted('AUTH default correctHorse' + 'Battery', 'secret-assignment', 'correctHorseBattery');
  });
  test('a word stays, whatever else the line holds', () => {
    kept('redis-cli> AUTH default sesame (on port 6379)');
  });
});

describe('cookies: a session value only inside a Cookie or Set-Cookie header on its own line', () => {
  const sid = '8f14e45f' + 'ceea167a5a36';
  test.each([
    ['after a quote', `curl -H "Cookie: sessionid=${sid}" https://example.org`],
    ['after a blank', `Request headers: Cookie: sessionid=${sid}`],
    ['a JSON header object', `{"cookie": "sessionid=${sid}"}`],
    ['blanks before the operator', `cookie = "sessionid=${sid}"`],
  ])('%s', (_name, text) => {
    expectRedacted(text, 'secret-assignment', sid);
  });
  test('a name holding "sid" on the line after a cookie header is no cookie', () => {
    kept('Set-Cookie: theme=dark\nlayout.outside=left_margin_24px');
  });
});

describe('Basic credentials wherever they stand: base64 of user:password (RFC 7617 §2)', () => {
  test('with the line break `echo user:pass | base64` leaves', () => {
    const run = b64('ci-bot:Zq8kLp2wX\n');
    expectRedacted(`just use Basic ${run}`, 'basic-auth', run);
  });
  test.each([
    ['not base64 (9 characters)', 'just use basic abcdefghi here'],
    ['a sentence with a colon', `basic ${b64('Status report: all good')}`],
    ['binary after the colon', `basic ${b64('ab:cd\u0000ef')}`],
  ])('%s stays', (_name, text) => {
    kept(text);
  });
});

describe('an unlabelled AWS secret access key beside its key id: both cases and a digit, / or +', () => {
  const id = 'AK' + 'IA' + 'FAKE' + cycle('ABCDEFGHJKLMNPQR', 12);
  test.each([
    ['random base64', 'ab3RtXUtnFEMIzK7MDENG' + 'abPxRfiCYzqLwKEYpqr'],
    ['random base64 with a slash', 'K7MDENGbPxRfiCY/wJal' + 'rXUtnFEMI2EXAMPLEabc'],
  ])('%s', (_name, secret) => {
    expect(secret).toHaveLength(40);
    expect(redactSecrets(`${id} ${secret}`).text).toBe('[REDACTED:aws-access-key-id] [REDACTED:aws-secret-access-key]');
  });
  test.each([
    ['an upper-case SHA-1', '3F2A9C4E1B7D8F0A6C5E' + '4D3B2A1F0E9D8C7B6A5F'],
    ['a CamelCase name of letters', 'ThisIsAForty' + 'LetterCamelCaseIdentifierOkX'],
  ])('%s stays', (_name, other) => {
    expect(other).toHaveLength(40);
    expect(redactSecrets(`${id} ${other}`).text).toBe(`[REDACTED:aws-access-key-id] ${other}`);
  });
});

describe('Authorization with another scheme: one word or Capitalised-Words, then a token', () => {
  test.each([
    ['DeepL-Auth-Key', '9c2e4f7a-1b3d-4e5f-' + '8a9b-0c1d2e3f4a5b:fx'],
    ['Api.Key', '9c2e4f7a' + '1b3d4e5f'],
    ['SSWS', 'abcDefGhi' + 'JklMno'],
  ])('%s', (scheme, secret) => {
    expectRedacted(`Authorization: ${scheme} ${secret}`, 'authorization-header', secret);
  });
  test.each(['Authorization: attribute-based PolicyEvaluator2', 'Authorization: Role-based 9c2e4f7a1b3d4e5f', 'Authorization: OTP.v2 9c2e4f7a1b3d4e5f'])(
    '%s stays (prose, not a scheme)',
    (text) => {
      kept(text);
    },
  );
});

describe('Discord bot tokens: the first part decodes to a user id', () => {
  const rest = '.Cl2FMQ.' + fake(31, 2);
  test('a snowflake id', () => {
    const token = b64('123456789012345678') + rest;
    expectRedacted(`bot.run('${token}')`, 'discord-token', token);
  });
  test.each([
    ['not base64 (25 characters)', 'MTk4NjIyNDgzNDcxOTI1MjQ4X' + rest],
    ['digits after a colon', b64(':12345678901234567') + rest],
    ['digits then a letter', b64('12345678901234567x') + rest],
  ])('%s stays', (_name, text) => {
    kept(text);
  });
});
