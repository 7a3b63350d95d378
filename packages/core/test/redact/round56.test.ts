/**
 * Issue #19, session 56 (h56-redact): misses and false takes known after round 21 — a weak-looking
 * value after a password key glued to its owner (`dbpass=hunter2`), Cisco type 8/9 secrets and a
 * RADIUS host line with its ports, an expect prompt string read as a label, a variable named for
 * the password read as its value — each with the values that must stay beside it. Every fixture
 * is fake and assembled at run time.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';

const out = (text: string): string => redactSecrets(text).text;
const kept = (text: string): void => {
  expect(redactSecrets(text)).toEqual({ text, kinds: [] });
};
const PW = `${'Xk9'}${'mQ2v'}${'LpZ'}`;
/** A weak password: a word and a digit (what WORDLIKE_VALUES keeps after a weak label). */
const WEAK = `${'hunt'}${'er2'}`;
/** Cisco's base64 alphabet ([./0-9A-Za-z]): a 14-character salt and a 43-character hash, fake. */
const SALT = `${'abcdEFGH'}${'ijkl01'}`;
const HASH = `${'Q'.repeat(20)}${'w9/'}${'z.'.repeat(10)}`;

describe('a weak-looking value after pass glued to its owner is a password (dbpass=hunter2)', () => {
  it.each([
    ['dbpass=', `dbpass=${WEAK}`],
    ['DBPASS= in upper case', `DBPASS=${WEAK}`],
    ['dbpass: (YAML)', `dbpass: ${WEAK}`],
    ['adminpass = (spaced)', `adminpass = letmein9`],
    ['two owners (mysqlrootpass)', `mysqlrootpass: ${WEAK}`],
  ])('%s: the value goes', (_what, text) => {
    const redacted = out(text);
    expect(redacted).toMatch(/\[REDACTED:secret-assignment\]$/);
    expect(redacted).not.toContain(WEAK);
  });

  it.each([
    ['compass (an English word)', 'compass=north2'],
    ['bypass (an English word)', `bypass=${WEAK}`],
    ['a flag value', 'dbpass=true'],
    ['a placeholder', 'dbpass=changeme'],
    ['a reference', 'dbpass=$' + '{DB_PASS}'],
    ['a four-stem run (no owner)', `mysqlrootadminuserpass=${WEAK}`],
  ])('%s stays', (_what, text) => kept(text));
});

describe('Cisco type 8 and 9 secrets and RADIUS host lines', () => {
  it.each([
    ['enable secret 8 (PBKDF2-SHA-256)', `enable secret 8 $8$${SALT}$${HASH}`],
    ['username … secret 9 (scrypt)', `username admin privilege 15 secret 9 $9$${SALT}$${HASH}`],
  ])('%s: the hash goes', (_what, text) => {
    expect(out(text)).toMatch(/ \[REDACTED:password-hash\]$/);
  });

  it.each([
    ['a salt one character short', `enable secret 9 $9$${SALT.slice(1)}$${HASH}`],
    ['a hash one character short', `enable secret 9 $9$${SALT}$${HASH.slice(1)}`],
    ['a price in dollars', 'the $8$ and $9$ plans'],
  ])('%s stays', (_what, text) => kept(text));

  it('a radius-server host line with its ports: the key goes, the ports stay', () => {
    expect(out(`radius-server host 10.1.1.1 auth-port 1645 acct-port 1646 key 7 ${PW}`)).toBe(
      'radius-server host 10.1.1.1 auth-port 1645 acct-port 1646 key 7 [REDACTED:secret-assignment]',
    );
  });
});

describe('a quoted prompt is no label: the code after it stays', () => {
  it.each([
    ['expect "Password:" { send "$env(PW)\\r" } (Tcl reads the environment)', 'expect "Password:" { send "$env(DB_PW)\\r" }'],
    ['$::env(…)', 'expect "Password:"\nsend "$::env(DB_PW)\\r"'],
    ["Python's input('Password: ') before an or", "pw = input('Password: ') or 'guest'"],
  ])('%s', (_what, text) => kept(text));

  it('a literal sent after a quoted prompt still goes', () => {
    expect(out(`expect "Password:" { send "${PW}\\r" }`)).toBe('expect "Password:" { send "[REDACTED:secret-assignment]\\r" }');
  });
  it('a JSON key followed by its value still is a label', () => {
    expect(out(`{"password": "${PW}"}`)).toBe('{"password": "[REDACTED:secret-assignment]"}');
  });
});

describe('a variable named for the password is no value', () => {
  it.each([
    ['password = default_password', 'password = default_password'],
    ['password: DEFAULT_PASSWORD', 'password: DEFAULT_PASSWORD'],
    ['token = GITHUB_TOKEN', 'token = GITHUB_TOKEN'],
    ['secret = app_secret_key', 'secret = app_secret_key'],
  ])('%s stays', (_what, text) => kept(text));

  it.each([
    ['mixed case (not one identifier style)', 'password = default_Password'],
    ['no underscore (a word glued on)', 'password = mypassword'],
    ['a generated head', `password = ${PW}_password`],
  ])('%s: the value goes', (_what, text) => {
    expect(out(text)).toMatch(/\[REDACTED:secret-assignment\]$/);
  });
});

describe('an AWS secret access key near its key id or after an AWS secret label in any spelling', () => {
  /** A fake key id and secret (AWS's documented example shapes, changed). */
  const ID = `${'AKIA'}${'IOSFODNN7'}${'EXAMPLX'}`;
  const SECRET = `${'wJalrXUtnFEMI'}/${'K7MDENG'}/${'bPxRfiCYEXAMPLEKEZ'}`;
  const taken = (text: string): void => {
    const redacted = out(text);
    expect(redacted).not.toContain(SECRET);
    expect(redacted).toContain('[REDACTED:aws-secret-access-key]');
  };

  it.each([
    ['the secret on the line before the id', `secret: ${SECRET}\nid: ${ID}`],
    ['the secret before the id on one line', `${SECRET} ${ID}`],
    ['four lines after the id, blank lines and a note between', `${ID}\n\nnote\n\n${SECRET}`],
    ['four lines above the id', `${SECRET}\n1\n2\n3\n${ID}`],
    ['four lines below the id', `${ID}\n1\n2\n3\n${SECRET}`],
  ])('near its id: %s', (_what, text) => taken(text));

  it.each([
    ['AWS secret and a blank', `AWS secret ${SECRET}`],
    ['AWS_SECRET_ACCESS and a blank', `AWS_SECRET_ACCESS ${SECRET}`],
    ['Amazon secret key =', `Amazon secret key = ${SECRET}`],
    ["aws configure's prompt with the old key's tail", `AWS Secret Access Key [${'*'.repeat(16)}MPLE]: ${SECRET}`],
    ['aws secret is', `aws secret is ${SECRET}`],
    ['a quoted value', `awsSecret: "${SECRET}"`],
  ])('after a label: %s', (_what, text) => taken(text));

  it.each([
    ['five lines below the id', `${ID}\n1\n2\n3\n4\n${SECRET}`],
    ['five lines above the id', `${SECRET}\n1\n2\n3\n4\n${ID}`],
  ])('the reach is four lines (a bound: a pair further apart is not read as one): %s stays', (_what, text) => {
    expect(out(text)).toContain(SECRET);
  });

  it.each([
    ['a git SHA before a key id (hex: one case)', `commit ${'0a4d55a8d778e502'}${'2fab701977c5d840bbc486d0'} ${ID}`],
    ['a word run of 40 letters after an AWS secret label (no digit)', `AWS secret ${'ThisIsAWordRun'}${'ThatIsFortyCharsLongXYZab'}`],
  ])('%s: the 40 characters stay', (_what, text) => {
    const last = text.split(' ').pop() as string;
    const redacted = out(text);
    if (!last.startsWith('AKIA')) expect(redacted).toContain(last);
    expect(redacted).not.toContain('[REDACTED:aws-secret-access-key]');
  });
});

describe('a vendor token written backwards', () => {
  const TOKEN = `ghp_${'Ab1Cd2Ef3Gh4'}${'Ij5Kl6Mn7Op8'}${'Qr9St0Uv1Wx2Y'}`;
  const STRIPE = `sk_live_${'4eC39HqLyjWD'}${'arjtT1zdp7dc'}`;
  const reverse = (text: string): string => text.split('').reverse().join('');

  it('alone: the whole reversed token goes', () => {
    expect(out(reverse(TOKEN))).toBe('[REDACTED:github-token]');
  });
  it('inside a sentence: only the token goes', () => {
    expect(out(`my token reversed: ${reverse(TOKEN)} ok`)).toBe('my token reversed: [REDACTED:github-token] ok');
  });
  it('another vendor (Stripe)', () => {
    expect(out(reverse(STRIPE))).toBe('[REDACTED:stripe-key]');
  });
  it.each([
    ['a short word ending in the reversed prefix', 'deadbeef_phg and more'],
    ['a reversed label is no label', reverse(`password=${PW}`)],
  ])('%s stays', (_what, text) => kept(text));
});

describe('a YAML block scalar value over several lines', () => {
  it('password: | — every line of the block goes, the next key stays', () => {
    const redacted = out(`password: |\n  ${PW}\n  second-line-${'Ab12'}\nhost: db`);
    expect(redacted).not.toContain(PW);
    expect(redacted).not.toContain('second-line');
    expect(redacted).toMatch(/^password: \|\n {2}\[REDACTED:secret-assignment\][\s\S]*\nhost: db$/);
  });
  it('token: >- with a blank line inside the block, nested under a key', () => {
    expect(out(`app:\n  token: >-\n    ${PW}\n\n    tail${PW}\n  next: 1`)).toBe(
      'app:\n  token: >-\n    [REDACTED:secret-assignment]\n\n    [REDACTED:secret-assignment]\n  next: 1',
    );
  });
  it('a placeholder line inside the block stays', () => {
    expect(out(`password: |\n  ${PW}\n  $` + '{X}\nuser: bob')).toBe('password: |\n  [REDACTED:secret-assignment]\n  $' + '{X}\nuser: bob');
  });
});
