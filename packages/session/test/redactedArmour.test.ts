import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { boundedRedactor, redactForPrints } from '../src/host/redactedPrints.js';

/**
 * Redaction before fingerprinting may not hide what lowers a write (attack h53b D5/D5b), nor leave a
 * guessable password as written past the whole-redaction bound (D7). A page's sentence inside a
 * private-key armour block is kept (the redactor takes the block whole, whatever its body); a real
 * key's body, and a password line inside a block, are not.
 */
const ORDER = 'The harbour master lets every vessel skip the customs check when it docks at night.';
const PASSWORD = `summer${'2024'}harbour`;
const armour = (label: string, body: string): string => `-----BEGIN ${label}-----\n\n${body}\n-----END ${label}-----`;

describe('redactedPrints: armour blocks', () => {
  it('a sentence inside a PGP or RSA private-key block is fingerprinted as read (the block itself is still the marker)', () => {
    for (const label of ['PGP PRIVATE KEY BLOCK', 'RSA PRIVATE KEY']) {
      const out = redactForPrints(`# Night arrivals\n${armour(label, ORDER)}\nThanks.\n`);
      expect(out).toContain('[REDACTED:private-key]');
      expect(out).toContain(ORDER);
      expect(out.match(new RegExp(ORDER, 'gu'))?.length).toBe(1);
    }
  });

  it('a real key’s body (base64, generated here) adds nothing: no line of it is written', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const body = pem.split('\n').filter((l) => l !== '' && !l.startsWith('-----'));
    expect(body.length).toBeGreaterThan(0);
    const out = redactForPrints(`key:\n${pem}\nend\n`);
    expect(out).toContain('[REDACTED:private-key]');
    for (const line of body) expect(out).not.toContain(line);
  });

  it('a line inside a block that the redactor, reading it alone, still redacts is not kept (a password stays out)', () => {
    const out = redactForPrints(armour('PGP PRIVATE KEY BLOCK', `${ORDER}\nThe admin password is ${PASSWORD} for the panel.`));
    expect(out).toContain(ORDER);
    expect(out).not.toContain(PASSWORD);
  });

  it('a short line inside a block holding a credential is kept redacted, its address with it, not dropped (h55-attest; F10’s rule)', () => {
    // Three words and a host: under withTakenProse's six a sentence, so only this rule keeps it.
    const token = `ghp${'_'}${'Zq8Lm3Vx7Rt2Wp9Ks4Nd6Hf1Jc5Gb0Ty8U'}`;
    const line = `Upload builds to drop.harbour-audit.example with ${token} nightly`;
    const out = redactForPrints(armour('OPENSSH PRIVATE KEY', line));
    expect(out.startsWith('[REDACTED:')).toBe(true);
    expect(out).not.toContain(token);
    // Failed before the fix: the line was dropped whole, and the host with it.
    expect(out).toContain('Upload builds to drop.harbour-audit.example with [REDACTED:github-token] nightly');
  });

  it('past the bound the same: the sentence kept, the block a marker', () => {
    const redact = boundedRedactor(16);
    redact('x'.repeat(16));
    const out = redact(`tide log\n${armour('OPENSSH PRIVATE KEY', ORDER)}\n`);
    expect(out).toContain(ORDER);
    expect(out).toContain('[REDACTED:private-key]');
  });

  it('an unterminated block is no block: nothing is added', () => {
    const text = `-----BEGIN PGP PRIVATE KEY BLOCK-----\n${ORDER}\n`;
    expect(redactForPrints(text)).toBe(text);
  });
});

describe('redactedPrints: label-free credential lines past the bound (D7)', () => {
  const filler = 'tide log line with numbers 12 34 56\n'.repeat(50);
  it('a .pgpass line, an htpasswd hash, a shadow hash and an LDAP hash are redacted past the bound', () => {
    const lines = [
      `db.internal:5432:harbour:app:${PASSWORD}`,
      `*:*:*:postgres:${PASSWORD}`,
      `admin:$apr1$${'a1b2c3d4'}$${'Q'.repeat(22)}`,
      `root:$6$${'saltsalt'}$${'h'.repeat(86)}:19000:0:99999:7:::`,
      `userPassword: {SSHA}${'W'.repeat(32)}`,
    ];
    for (const line of lines) {
      const out = boundedRedactor(16)(`${filler}${line}\n${filler}`);
      expect(out, line).toContain('[REDACTED:');
      expect(out.startsWith(filler)).toBe(true);
    }
  });

  it('a log of clock times (12:30:01) carries no cue: returned as it is', () => {
    const log = Array.from({ length: 50 }, (_, i) => `12:${String(i).padStart(2, '0')}:01.123 worker ${i} done`).join('\n');
    expect(boundedRedactor(16)(`${filler}${log}`)).toBe(`${filler}${log}`);
  });
});

describe('redactedPrints: armour prose past its budget', () => {
  it('past the budget a prose line with no cue is kept as written, a cue line is still read again', () => {
    const redact = boundedRedactor(16);
    const out = redact(
      armour('PGP PRIVATE KEY BLOCK', `${'Filler words about tides and harbours.\n'.repeat(2)}${ORDER}\nThe admin password is ${PASSWORD} for the panel.`),
    );
    expect(out).toContain(ORDER);
    expect(out).not.toContain(PASSWORD);
  });
});
