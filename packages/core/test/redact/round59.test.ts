// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: a placeholder such as ${TOKEN} is data under test
/**
 * Issue #19, session 59 (h59-redact), written from the vendors' documented formats: the secret that
 * follows its id (Twilio SK…, Alibaba LTAI…, Tencent AKID…, AWS AKIA…, or the marker a pass left for
 * it; an Entra client id's secret), Tailscale keys, a PuTTY key's Private-Lines body and Private-MAC
 * (src/redact/pairedCredentials.ts); the value of an `<input type=password>` (htmlInputs.ts); a word
 * echoed into a password file (passwordFiles.ts); `user:password` after a tool's auth option or a
 * prose cue (basicAuthPairs.ts); printf's format word before a piped password and libsecret's
 * secret-tool (contextPatterns.ts, inputPatterns.ts); letter-spaced tokens with Unicode spaces and
 * one character a line (rewrittenViews.ts), a LINE SEPARATOR wrap (wrappedLines.ts). Each class
 * with its near-misses, kept byte for byte. Every fixture is fake and assembled at run time.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';

const out = (text: string): string => redactSecrets(text).text;
const kept = (text: string): void => {
  expect(redactSecrets(text)).toEqual({ text, kinds: [] });
};

/** `length` characters cycled from `alphabet`: lower, upper and digits mixed. */
const cycled = (alphabet: string, length: number): string => Array.from({ length }, (_, i) => alphabet[i % alphabet.length]).join('');
const MIXED = 'Fa9kEq2Wz7Rt4Ym8Pn3Lx6Vb1Hc5Jd0Gs';
/** A secret of `length` characters, mixed case with digits (fake). */
const secretOf = (length: number): string => cycled(MIXED, length);

const TWILIO_ID = 'S' + 'K' + 'deadbeef'.repeat(4);
const ALIBABA_ID = 'LT' + 'AI' + 'FAKE5tQw8Er7Ty6U';
const TENCENT_ID = 'AK' + 'ID' + 'FAKEz8krbsJ5yKBZQpn74WFkmLPx3gnP';
const AWS_ID = 'AK' + 'IA' + 'FAKEEXAMPLE23456';
const AZURE_ID = '0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b';
const TENANT_ID = '11112222-3333-4444-5555-666677778888';

describe('the secret that follows its id, with no label of its own', () => {
  it.each([
    ['Twilio SK… and 32', TWILIO_ID, 'twilio-api-key', 32],
    ['Alibaba LTAI… and 30', ALIBABA_ID, 'alibaba-access-key-id', 30],
    ['Tencent AKID… and 32', TENCENT_ID, 'tencent-secret-id', 32],
    ['AWS AKIA… and 40', AWS_ID, 'aws-access-key-id', 40],
  ] as const)('%s, after a blank: the secret goes', (_what, id, idKind, length) => {
    const secret = secretOf(length);
    const redacted = out(`${id} ${secret}`);
    // AWS's pair is read by its own rule too (aws-secret-access-key), whose kind names the marker.
    expect(redacted).toMatch(new RegExp(`^\\[REDACTED:${idKind}\\] \\[REDACTED:(?:paired-secret|aws-secret-access-key)\\]$`));
  });

  it.each([
    ['twilio-api-key', 32],
    ['alibaba-access-key-id', 30],
    ['tencent-secret-id', 32],
    ['aws-access-key-id', 40],
  ] as const)('after the marker [REDACTED:%s] a pass left: the secret goes', (kind, length) => {
    expect(out(`[REDACTED:${kind}] ${secretOf(length)} for deploys`)).toBe(`[REDACTED:${kind}] [REDACTED:paired-secret] for deploys`);
  });

  it.each([
    ['a colon', ':'],
    ['a slash', ' / '],
    ['a comma (a CSV row)', ','],
    ['a semicolon', '; '],
    ['a pipe (a table row)', ' | '],
    ['a line break', '\n'],
    ['a tab', '\t'],
    ['two quoted arguments', '", "'],
    ["a label naming the secret (tccli's secretKey)", ' secretKey '],
    ['a labelled assignment', ' AccessKeySecret: '],
    ['a flag naming the key', ' --access-key-secret '],
  ])('Alibaba id and secret joined by %s: the secret goes, the gap stays', (_what, gap) => {
    const secret = secretOf(30);
    const text = `"${ALIBABA_ID}${gap}${secret}"`;
    const redacted = out(text);
    expect(redacted).not.toContain(secret);
    expect(redacted.startsWith('"[REDACTED:alibaba-access-key-id]')).toBe(true);
  });

  it('a Tencent Credential("AKID…", "…") call: both go', () => {
    expect(out(`cred = credential.Credential("${TENCENT_ID}", "${secretOf(32)}")`)).toBe(
      'cred = credential.Credential("[REDACTED:tencent-secret-id]", "[REDACTED:paired-secret]")',
    );
  });

  it.each([
    ['Alibaba, 29 characters', ALIBABA_ID, 29],
    ['Alibaba, 31 characters', ALIBABA_ID, 31],
    ['Twilio, 31 characters', TWILIO_ID, 31],
    ['Twilio, 33 characters', TWILIO_ID, 33],
    ['AWS, 39 characters', AWS_ID, 39],
    ['AWS, 41 characters', AWS_ID, 41],
  ] as const)('%s after the id: no pair (the id alone goes)', (_what, id, length) => {
    const secret = secretOf(length);
    expect(out(`${id} ${secret}`)).toContain(` ${secret}`);
  });

  it.each([
    ['an MD5 (lower-case hex) after a Twilio id', TWILIO_ID, 'deadbeef'.repeat(4)],
    ['no digit', ALIBABA_ID, cycled('FaKeQwErTyUiOpAsDf', 30)],
    ['no capital', TENCENT_ID, cycled('fa9keq2wz7rt4ym8', 32)],
    ['no lower-case letter', TENCENT_ID, cycled('FA9KEQ2WZ7RT4YM8', 32)],
  ] as const)('%s is no secret of the pair', (_what, id, value) => {
    expect(out(`${id} ${value}`)).toContain(` ${value}`);
  });

  it('a secret glued on (one more letter or a slash) is no pair: the id ends where the shape ends', () => {
    expect(out(`${ALIBABA_ID} ${secretOf(30)}/x`)).toContain(secretOf(30));
    expect(out(`${TWILIO_ID}x ${secretOf(32)}`)).toContain(secretOf(32));
  });

  it('a secret that is itself a marker is left as it is', () => {
    kept('[REDACTED:twilio-api-key] [REDACTED:secret-assignment]');
  });
});

describe('an Entra (Azure AD) client secret after its client id', () => {
  const secret = secretOf(34);
  it.each([
    ['ClientSecretCredential(tenant, id, secret)', `ClientSecretCredential(tenant_id, "${AZURE_ID}", "${secret}")`],
    ['client id:secret', `azure client ${AZURE_ID}:${secret}`],
    ['app id then secret', `appId ${AZURE_ID} ${secret}`],
    ['service principal', `service principal ${AZURE_ID}, ${secret}`],
    ['upper-case id, tenant first', `AZURE ${TENANT_ID.toUpperCase()}/${AZURE_ID.toUpperCase()} ${secret}`],
  ])('%s: the secret goes', (_what, text) => {
    const redacted = out(text);
    expect(redacted).not.toContain(secret);
    expect(redacted).toContain('[REDACTED:azure-client-secret]');
  });

  it.each([
    ['a tenant id after the client id (a UUID)', `azure client ${AZURE_ID} ${TENANT_ID}`],
    ['a lower-case value', `azure client ${AZURE_ID} ${secret.toLowerCase()}`],
    ['23 characters', `azure client ${AZURE_ID} ${secretOf(23)}`],
    ['45 characters', `azure client ${AZURE_ID} ${secretOf(45)}`],
    ['a placeholder reference', `azure client ${AZURE_ID} $AZURE_CLIENT_SECRET_VALUE`],
    ['a UUID glued to hex', `azure client a${AZURE_ID} ${secret}`],
  ])('%s stays', (_what, text) => kept(text));
});

describe('Tencent SecretId, Tailscale keys', () => {
  it('AKID + 32: the id goes; 31 or 33 stays', () => {
    expect(out(`SecretId=${TENCENT_ID}`)).toBe('SecretId=[REDACTED:tencent-secret-id]');
    kept(`ref ${TENCENT_ID.slice(0, -1)} end`);
    kept(`ref ${TENCENT_ID}Q end`);
  });

  it.each(['api', 'auth', 'client', 'scim', 'webhook'])('tskey-%s-…: the key goes, in prose too', (type) => {
    const key = 'ts' + `key-${type}-kFAKE1CNTRL-${secretOf(24)}`;
    expect(out(`run tailscale up with ${key} then`)).toBe('run tailscale up with [REDACTED:tailscale-key] then');
  });

  it.each([
    ['an unknown type', 'ts' + 'key-unknown-kFAKE1CNTRL-' + secretOf(24)],
    ['a key id with no secret', 'ts' + 'key-auth-xxxxx'],
    ['glued to a word', 'my' + 'ts' + 'key-auth-kFAKE1CNTRL-' + secretOf(24)],
  ])('%s stays', (_what, text) => kept(`see ${text} there`));

  it('a secret of 7 characters stays', () => kept('ts' + 'key-auth-kFAKE1CNTRL-' + secretOf(7)));
});

describe("a PuTTY key's Private-Lines body and Private-MAC", () => {
  const line1 = 'AAAAIF' + secretOf(58);
  const line2 = 'AAAAIB' + secretOf(20);
  it('pasted without its header: the count of lines goes, the MAC goes, the next line stays', () => {
    const mac = 'deadbeef'.repeat(8);
    expect(out(`Private-Lines: 2\n${line1}\n${line2}\nPrivate-MAC: ${mac}\n`)).toBe(
      'Private-Lines: 2\n[REDACTED:private-key]\nPrivate-MAC: [REDACTED:private-key]\n',
    );
  });

  it('the count says how many lines: a base64 line after them stays', () => {
    // A run of one letter: base64, but no wrapped rest of a value (./continuedLines.ts reads none).
    const after = 'A'.repeat(24);
    expect(out(`Private-Lines: 1\n${line1}\n${after}\n`)).toBe(`Private-Lines: 1\n[REDACTED:private-key]\n${after}\n`);
  });

  it('CRLF lines: the line break stays whole, and a body at the end of the text goes', () => {
    expect(out(`Private-Lines: 1\r\n${line1}\r\nnext`)).toBe('Private-Lines: 1\r\n[REDACTED:private-key]\r\nnext');
    expect(out(`Private-Lines: 2\n${line1}\n${line2}`)).toBe('Private-Lines: 2\n[REDACTED:private-key]');
  });

  it('a count of 0 takes nothing', () => kept(`Private-Lines: 0\n${line1}x-y\n`));

  it.each([
    ['40 hex (version 2)', 40],
    ['64 hex (version 3)', 64],
  ] as const)('Private-MAC of %s goes; Private-Hash too', (_what, length) => {
    const mac = 'deadbeef01'.repeat(7).slice(0, length);
    expect(out(`Private-MAC: ${mac}`)).toBe('Private-MAC: [REDACTED:private-key]');
    expect(out(`Private-Hash: ${mac}`)).toBe('Private-Hash: [REDACTED:private-key]');
  });

  it.each([39, 41, 63, 65])('a MAC of %i hex stays', (length) => kept(`Private-MAC: ${'deadbeef01'.repeat(7).slice(0, length)}`));
});

describe('the value of an <input type=password>', () => {
  const pw = 'Tr0ub4dor-' + secretOf(10);
  it.each([
    ['double-quoted', `<input type="password" value="${pw}">`, `<input type="password" value="[REDACTED:secret-assignment]">`],
    ['unquoted', `<input type=password value=${pw}>`, `<input type=password value=[REDACTED:secret-assignment]>`],
    ['single-quoted, value first', `<input value='${pw}' type='password' id="p">`, `<input value='[REDACTED:secret-assignment]' type='password' id="p">`],
    [
      'upper case, spaced, a bare attribute first',
      `<INPUT required TYPE = "Password" VALUE = "${pw}" />`,
      `<INPUT required TYPE = "Password" VALUE = "[REDACTED:secret-assignment]" />`,
    ],
    ['over lines', `<input\n  type="password"\n  value="${pw}"\n>`, `<input\n  type="password"\n  value="[REDACTED:secret-assignment]"\n>`],
  ])('%s: the value goes', (_what, text, expected) => {
    expect(out(text)).toBe(expected);
  });

  it.each([
    ['a text input', `<input type="text" value="${pw}">`],
    ['no type', `<input value="${pw}">`],
    ['an empty value', '<input type="password" value="">'],
    ['a template', '<input type="password" value="{{ form.password }}">'],
    ['a JSX expression', '<input type="password" value={password} />'],
    ['an <inputs> element', `<inputs type="password" value="${pw}">`],
    ['a password type with no value', '<input type="password" name="pw">'],
  ])('%s stays', (_what, text) => kept(text));
});

describe('a word echoed into a password file', () => {
  const pw = 'Tr0ub4dor-' + secretOf(10);
  it.each([
    ['echo into .vault_pass', `echo '${pw}' > .vault_pass`],
    ['echo -n, appended', `echo -n "${pw}" >> ~/.ansible/vault-password.txt`],
    ["printf '%s' into db_password", `printf '%s' ${pw} > secrets/db_password`],
    ['piped into tee', `echo ${pw} | tee api_token`],
    ['piped into sudo tee -a', `echo ${pw} | sudo tee -a /etc/app/credentials.conf`],
    ['a .pgpass-style name', `echo ${pw} > .pgpass`],
    ['plural tokens', `echo ${pw} > ~/.config/tokens`],
  ])('%s: the word goes', (_what, text) => {
    const redacted = out(text);
    expect(redacted).not.toContain(pw);
    expect(redacted).toContain('[REDACTED:command-line-secret]');
  });

  it.each([
    ['a notes file', `echo ${pw} > notes.md`],
    ['compass', `echo ${pw} > compass.txt`],
    ['bypass', `echo ${pw} > bypass.log`],
    ['passenger', `echo ${pw} > passenger.conf`],
    ['a variable', 'echo "$VAULT_PASS" > .vault_pass'],
    ['a reference', 'echo ${VAULT_PASS} > .vault_pass'],
    ['a sentence (blanks)', "echo 'set the vault password here' > .vault_pass"],
    ['three characters', 'echo abc > .vault_pass'],
    ['a placeholder', 'echo changeme > .vault_pass'],
  ])('%s stays', (_what, text) => kept(text));
});

describe('printf with its format word, and secret-tool store, feeding a password on stdin', () => {
  const pw = 'Tr0ub4dor-' + secretOf(10);
  it.each([
    ["printf '%s\\n' then the value, into sudo -S", `printf '%s\\n' '${pw}' | sudo -S -k systemctl restart app`],
    ['printf %s bare, into passwd --stdin', `printf %s ${pw} | passwd --stdin alice`],
    ['printf "%s" into docker login --password-stdin', `printf "%s" "${pw}" | docker login -u alice --password-stdin`],
    ['echo -n into secret-tool store', `echo -n '${pw}' | secret-tool store --label=db service db`],
  ])('%s: the value goes', (_what, text) => {
    const redacted = out(text);
    expect(redacted).not.toContain(pw);
  });

  it.each([
    ['a numeric format', "printf '%d\\n' 5 | sudo -S reboot"],
    ['secret-tool lookup (prints, reads nothing)', 'echo hello2you | secret-tool lookup service db'],
  ])('%s stays', (_what, text) => kept(text));
});

describe('user:password after a tool option that takes one', () => {
  const pw = 'plain' + 'password';
  it.each([
    ['http -a', `http -a ops:${pw} GET https://api.example.com`],
    ['xh -a, quoted', `xh -a 'ops:${pw}' example.com`],
    ['ab -A', `ab -A ops:${pw} -n 10 https://example.com/`],
    ['ab -P (proxy)', `ab -n 5 -P ops:${pw} https://example.com/`],
    ['curl -su (a cluster)', `curl -su ops:${pw} https://example.com`],
    ['curl -U (proxy)', `curl -U ops:${pw} https://example.com`],
    ['curl --proxy-user', `curl -x proxy:3128 --proxy-user ops:${pw} https://example.com`],
  ])('%s: the password goes, the user stays', (_what, text) => {
    expect(out(text)).toBe(text.replace(pw, '[REDACTED:basic-auth]'));
  });

  it('ncat --proxy-auth: the password goes', () => {
    expect(out(`ncat --proxy host:8080 --proxy-auth ops:${pw} target 22`)).not.toContain(pw);
  });

  it.each([
    ['variables', 'http -a ${API_USER}:${API_PASS} example.com'],
    ['a placeholder', 'ab -A admin:changeme https://example.com/'],
    ['an empty password', 'curl -U ops: https://example.com'],
    ['three characters', 'ab -A ops:abc https://example.com/'],
    ['docker run -u uid:gid', 'docker run -u 1000:1000 img'],
    ['http with no auth option', 'http GET example.com user:' + pw + 'x'],
  ])('%s stays', (_what, text) => kept(text));
});

describe('user:password in prose after basic auth, credentials or user/pass', () => {
  const pw = 'correct' + 'horsebattery';
  it.each([
    ['the basic auth creds are', `the basic auth creds are ops:${pw}`],
    ['basic auth (…)', `use basic auth (ops:${pw}) against the staging proxy`],
    ['Basic-auth user/pass: a / b', `Basic-auth user/pass: ops / ${pw}`],
    ['the credentials are', `the credentials are ops:${pw}.`],
    ['user:pass is', `user:pass is ops:${pw}`],
    ['BasicAuthentication =', `BasicAuthentication = ops:${pw}`],
  ])('%s: the password goes', (_what, text) => {
    const redacted = out(text);
    expect(redacted).not.toContain(pw);
    expect(redacted).toContain('ops');
  });

  it.each([
    ['an image after an unlisted word', 'basic auth via nginx:alpine on the proxy'],
    ['a stock word', 'credentials are in vault:secret now'],
    ['variables', 'the basic auth creds are ${USER}:${PASS}'],
    ['a placeholder', 'the basic auth creds are admin:changeme'],
    ['a port pair', 'basic auth is on ports 8080:8443'],
    ['a time', 'credentials rotated at 10:30 today'],
    ['a URL', 'basic auth creds are in https://wiki.example.com/creds'],
    ['no cue', `deploy as ops:${pw}`],
  ])('%s stays', (_what, text) => kept(text));
});

describe('letter-spaced tokens with Unicode separators, and single-character lines: near-misses', () => {
  it.each([
    ['single letters a line (a list)', 'a\nb\nc\nd\ne\nf\ng\nh'],
    ['an NBSP-spaced word', 'p\u00a0a\u00a0s\u00a0s\u00a0w\u00a0o\u00a0r\u00a0d'],
    ['ideographic spaces in CJK prose', '東\u3000京\u3000都\u3000の\u3000天\u3000気\u3000は\u3000晴'],
    ['two words on lines split by U+2028', 'deploy finished\u2028all green'],
    ['a SHA wrapped by U+2028', 'commit deadbeefdeadbeef\u2028deadbeefdeadbeefdeadbeef'],
  ])('%s stays', (_what, text) => kept(text));
});
