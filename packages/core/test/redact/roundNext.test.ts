// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${DB_PASSWORD} is the placeholder a near-miss keeps
/**
 * Round 7 of issue #19 (written by category, never from a blind case): look-alike letters
 * (Cyrillic, Greek, small capitals) that disguise a vendor prefix or a credential label, with
 * the near-misses each rule must keep (real Russian and Greek text, a formula, hashes, UUIDs).
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { fake, hex } from './fixtures.js';
import { expectKept as kept, expectHidden as hidden } from './expectations.js';

const body = fake(36, 5);
const pass = 'Tr0ub' + '4dor-Mx9';
const CYR_H = '\u04bb'; // һ
const CYR_A = '\u0430'; // а
const CYR_O = '\u043e'; // о
const CYR_S = '\u0455'; // ѕ
const GRK_O = '\u03bf'; // ο
const SMALL_K = '\u1d0b'; // ᴋ
const CYR_K = '\u041a'; // К

describe('a vendor prefix written with look-alike letters', () => {
  test.each([
    ['Cyrillic h in ghp_', 'g' + CYR_H + 'p_' + body, 'github-token'],
    ['Cyrillic o and h in gho_', 'g' + CYR_H + CYR_O + '_' + body, 'github-token'],
    ['Cyrillic s in sk_live_', CYR_S + 'k_' + 'live_' + fake(24, 2), 'stripe-key'],
    ['Cyrillic a in glpat-', 'glpat-'.replace('a', CYR_A) + fake(20, 3), 'gitlab-token'],
    ['Cyrillic K in AKIA', 'A' + CYR_K + 'IA' + 'FAKE' + 'QRSTUVWXYZ23', ''],
  ])('%s', (_label, token, kind) => {
    const kinds = hidden(`deploy with ${token} tonight`, token.slice(4));
    if (kind !== '') expect(kinds).toContain(kind);
  });
});

describe('a credential label written with look-alike letters', () => {
  test.each([
    ['p' + CYR_A + 'ssword: ' + pass],
    ['PASSW' + 'O'.replace('O', '\u041e') + 'RD=' + pass],
    ['db_p' + CYR_A + 'ss = "' + pass + '"'],
    ['t' + GRK_O + 'ken: ' + pass],
    ['ᴀᴘɪ_' + SMALL_K + 'ey=' + pass],
    ['{"' + CYR_S + 'ecret": "' + pass + '"}'],
  ])('%j', (text) => {
    hidden(text, pass);
  });
});

describe('look-alike letters that disguise nothing stay as they are', () => {
  test.each([
    'пароль не менять до понедельника',
    'Токен обновляется каждые 24 часа',
    'κ = 0.5 and ρ = 0.9 in the model',
    'the αβγ release of ѕeries 3',
    'commit ' + hex(40, 1) + ' fixed the Ѕ-box table',
    'uuid ' + [hex(8), hex(4, 1), hex(4, 2), hex(4, 3), hex(12, 4)].join('-') + ' for ᴋube',
    'p' + CYR_A + 'ssword: ${DB_PASSWORD}',
    'p' + CYR_A + 'ssword_min_length: 12',
  ])('%j', (text) => {
    kept(text);
  });
});

describe('a password after -p, -P or /p: that follows a user option of the same command (any client)', () => {
  test.each([
    [`ncftp -u bob -p ${pass} ftp.example.com`, `ncftp -u bob -p [REDACTED:command-line-secret] ftp.example.com`],
    [`az sql server create -n s1 -g rg -u admin -p ${pass}`, `az sql server create -n s1 -g rg -u admin -p [REDACTED:command-line-secret]`],
    [`acme-cli --user admin --region eu -p '${pass}' sync`, `acme-cli --user admin --region eu -p '[REDACTED:command-line-secret]' sync`],
    [`tool -U admin -P ${pass}`, `tool -U admin -P [REDACTED:command-line-secret]`],
    [`tool -u admin -P${pass} && echo ok`, `tool -u admin -P[REDACTED:command-line-secret] && echo ok`],
    [`tool.exe /u:CORP\\admin /p:${pass}`, `tool.exe /u:CORP\\admin /p:[REDACTED:command-line-secret]`],
    [`$ deploy --username=ops -p "${pass}"; ls`, `$ deploy --username=ops -p "[REDACTED:command-line-secret]"; ls`],
  ])('%j', (text, expected) => {
    const out = redactSecrets(text);
    expect(out.text).toBe(expected);
    expect(redactSecrets(out.text)).toEqual({ text: out.text, kinds: [] });
  });
  test.each([
    'mysql -u root -p shop',
    'psql -h db1 -p 5432 -U app',
    'docker run -u 1000 -p 8080:80 nginx',
    'cp -u -p src dst',
    'ps -u bob -p 1234',
    'top -u bob -p 1234,5678',
    "useradd -u 1001 -p '$6$saltsalt$hash' bob",
    'docker compose -u x -p myproject up',
    'aws s3 ls -u x -p my-profile',
    'tool -u admin -p ${TOOL_PASSWORD}',
    'tool -u admin -p ./secrets/pass-2.txt',
    'tool -u admin -p config-2.yml',
    "sudo -u deploy -p 'Password for %u:' ls",
    'tool -u admin -p prod2',
  ])('stays: %j', (text) => {
    kept(text);
  });
});

describe('bearer credentials without their header, and a builder method named by a credential label', () => {
  const token = fake(32, 9);
  test.each([
    [`use Bearer ${token} for the staging API`, `use Bearer [REDACTED:authorization-header] for the staging API`],
    [`bearer ${token}`, `bearer [REDACTED:authorization-header]`],
    [`2026-01-02 GET /v1/me bearer=${token} 200`, null],
    [`the call failed with Bearer ${token}.`, `the call failed with Bearer [REDACTED:authorization-header].`],
    [`builder.password("${pass}")`, `builder.password("[REDACTED:secret-assignment]")`],
    [`Client.builder().apiKey("${token}").build()`, `Client.builder().apiKey("[REDACTED:secret-assignment]").build()`],
    [`cfg.clientSecret('${token}')`, `cfg.clientSecret('[REDACTED:secret-assignment]')`],
    [`conn.passphrase(\`hunter22\`)`, 'conn.passphrase(`[REDACTED:secret-assignment]`)'],
  ])('%j', (text, expected) => {
    const out = redactSecrets(text);
    if (expected === null) expect(out.text).not.toContain(token);
    else expect(out.text).toBe(expected);
    expect(redactSecrets(out.text)).toEqual({ text: out.text, kinds: [] });
  });
  test.each([
    'the Bearer authentication scheme (RFC 6750)',
    'send Bearer ACCESS_TOKEN in the header',
    'Bearer ${API_TOKEN}',
    'Bearer <token>',
    'the bearer of bad news',
    'Bearer GITHUBACTIONSTOKENVALUE',
    'see the Bearer Documentation/Overviewpage',
    'bearer tokens expire after 3600 seconds',
    'parser.token("IDENT")',
    'auth.token("session-cookie")',
    'cfg.password(env("DB_PASSWORD"))',
    'cfg.password("${DB_PASSWORD}")',
    'compass.bypass("North")',
    'req.auth("basic")',
  ])('stays: %j', (text) => {
    kept(text);
  });
});

describe('credential names: abbreviated private keys, signature keys, one-time-password seeds, cookie keys, a service PAT', () => {
  const ado = 'fake' + 'abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnop';
  const seed = 'JBSW' + 'Y3DPEHPK3PXPFAKE';
  test.each([
    [`PRIVKEY=${body}`, body],
    [`priv_key: "${body}"`, body],
    [`SIGNATURE_KEY=${pass}`, pass],
    [`totp_seed: ${seed}`, seed],
    [`MFA_SEED=${seed}`, seed],
    [`seed_phrase = "${pass}"`, pass],
    [`cookie_key: ${pass}`, pass],
    [`export AZURE_DEVOPS_EXT_PAT=${ado}`, ado],
    [`ADO_PAT: ${ado}`, ado],
    [`GITHUB_PAT=${body}`, body],
    [`{"gitlab_pat": "${body}"}`, body],
  ])('%j', (text, secret) => {
    hidden(text, secret);
  });
  test.each([
    'seed: 42',
    'random_seed=1234',
    'totp_seed: ${TOTP_SEED}',
    'privkey: /etc/letsencrypt/live/example.com/privkey.pem',
    'cookie_key: session_id',
    'github_pat: ${{ secrets.GH_PAT }}',
    'file_path: /tmp/a-2.txt',
    'pattern: ab12-cd34',
    'Pat: see you at 5',
    'GITHUB_PAT=<your-token-here>',
  ])('stays: %j', (text) => {
    kept(text);
  });
});
