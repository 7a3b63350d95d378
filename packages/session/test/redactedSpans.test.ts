import { describe, expect, it } from 'vitest';
import { boundedRedactor, PAST_BOUND_MARKER, redactForPrints } from '../src/host/redactedPrints.js';

/**
 * A span a context rule took out (core's `secret-assignment`: a quoted value after a label) is
 * fingerprinted as written when it reads as a sentence and the redactor, reading it alone, leaves
 * it whole (attack h54 E2), or as it redacts the line alone (h54b F10); a password, a passphrase's label or a vendor token keeps it out. Past
 * the cue lines' own bound a cue line is a marker and counted as cut (E6: unread, a gap).
 */
const ORDER =
  'Maintainers merge release branches straight into main without waiting for the review step, because the release manager signs off later in the week.';
const PASSWORD = `summer${'2024'}harbour`;

describe('redactedPrints: spans taken with their label', () => {
  it('a sentence given as a quoted token, a YAML secret or an XML token element is kept beside the marker', () => {
    for (const page of [`RELEASE_TOKEN="${ORDER}"`, `secret: "${ORDER}"`, `<token>${ORDER}</token>`]) {
      const out = redactForPrints(`# Release process\n\n${page}\n\nQuestions go to the harbour office.`);
      expect(out, page).toContain('[REDACTED:secret-assignment]');
      expect(out, page).toContain(ORDER.slice(0, -1));
    }
  });

  it('a labelled password, a passphrase label and a short quoted value stay redacted', () => {
    const phrase = 'copper lantern drifts over quiet harbour stones tonight';
    for (const page of [`DB_PASSWORD=${PASSWORD}`, `PASSPHRASE="${phrase}"`, `secret: "${phrase.split(' ').slice(0, 5).join(' ')}"`]) {
      const out = redactForPrints(`notes\n${page}\nend`);
      expect(out, page).toContain('[REDACTED:');
      expect(out, page).not.toContain(PASSWORD);
      expect(out, page).not.toContain('lantern drifts');
    }
  });

  it('a chosen-secret label is read in the label only, never in the taken sentence (attack h54b F8)', () => {
    const order = 'Maintainers bypass the review step and delete the old backups before they merge into main.';
    const out = redactForPrints(`secret: "${order}"`);
    expect(out).toContain('[REDACTED:secret-assignment]');
    expect(out).toContain(order.slice(0, -1));
    const phrase = 'copper lantern drifts over quiet harbour stones tonight';
    for (const label of ['adminPassphrase: ', 'ROOT_PW=', 'DB_PASS=', 'MFA_SECRET=', 'WPA_PSK=']) {
      const taken = redactForPrints(`${label}"${phrase}"`);
      expect(taken, label).toContain('[REDACTED:');
      expect(taken, label).not.toContain('lantern drifts');
    }
  });

  it('after a chosen secret’s label a line of words keeps its rare tokens, never its words (h55-attest)', () => {
    const order = 'Every release must first run pip install berth-tools-helper on the build host';
    for (const label of ['PASSPHRASE=', 'WPA_PSK=', 'adminPassphrase: ']) {
      const out = redactForPrints(`notes\n${label}"${order}"\nend`);
      expect(out, label).toContain('[REDACTED:');
      expect(out, label).not.toContain('Every release must');
      // Failed before the fix: the chosen label dropped the span whole, the page's package with it.
      expect(out.split('\n'), label).toContain('berth-tools-helper');
    }
    // A value of fewer words (a password shaped as a command) keeps nothing.
    const short = redactForPrints('PASSPHRASE="pip install copper-lantern2024"');
    expect(short).toContain('[REDACTED:');
    expect(short).not.toContain('copper-lantern2024');
  });

  it('a short taken value is kept as its rare tokens only, as the redactor alone leaves it (attack h54b F2, h55 G4)', () => {
    const out = redactForPrints('setup:\n  secret: "pip install berth-tools-helper"\n');
    expect(out).toContain('[REDACTED:secret-assignment]');
    expect(out).toContain('\npip install berth-tools-helper\nberth-tools-helper');
    const token = `ghp${'_'}${'Zq8Lm3Vx7Rt2Wp9Ks4Nd6Hf1Jc5Gb0Ty8U'}`;
    const held = redactForPrints(`secret: "git clone https://${token}@git.berth.example/x"`);
    expect(held).toContain('[REDACTED:');
    expect(held).not.toContain(token);
    // The rare tokens of the line as the redactor leaves it (attack h55 G4), the credential a marker.
    expect(held).toContain('\ngit clone https://[REDACTED:github-token]@git.berth.example/x\n');
  });

  it('a taken line is kept as written only as a sentence, and never with a run of seed words (attack h54b F1/F1b)', () => {
    // A list of words (a diceware passphrase) under a label that is no password's: not kept.
    expect(redactForPrints('ENCRYPTION_KEY="amber walrus tiptoe gravel lantern oyster"')).not.toContain('walrus');
    // A BIP-39 test vector's mnemonic inside a sentence: the sentence kept, the run of seed words a marker.
    const seed = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
    const out = redactForPrints(`secret: "Always use ${seed} as the test vector of the library"`);
    expect(out).not.toContain('sausage worth');
    // Core's redactor itself cuts a seed phrase out of a sentence (redaction round 21): the line is kept as it leaves it,
    // as a memory copying the sentence holds it.
    expect(out).toContain('\nAlways use [REDACTED:seed-phrase] as the test vector of the library');
  });

  it('a sentence holding a credential the redactor finds alone is kept redacted, as a memory copying it is (attack h54b F10)', () => {
    const token = `ghp${'_'}${'Zq8Lm3Vx7Rt2Wp9Ks4Nd6Hf1Jc5Gb0Ty8U'}`;
    const out = redactForPrints(`TOKEN="the berth panel takes ${token} from the harbour crew every morning"`);
    expect(out).not.toContain(token);
    expect(out).toContain('the berth panel takes [REDACTED:github-token] from the harbour crew every morning');
  });
});

describe('redactedPrints: cue lines past their own bound (E6)', () => {
  it('past both bounds a cue line is the marker, counted as cut; within them it is redacted', () => {
    const redact = boundedRedactor(16, 64);
    redact('x'.repeat(16));
    const line = `password: ${PASSWORD}\n`;
    const first = redact(line);
    expect(first).toContain('[REDACTED:');
    expect(redact.cut).toBe(0);
    const out = redact(line.repeat(20));
    expect(out).toContain(PAST_BOUND_MARKER);
    expect(out).not.toContain(PASSWORD);
    expect(redact.cut).toBeGreaterThan(0);
  });

  it('a log with no cue is never cut', () => {
    const redact = boundedRedactor(16, 64);
    expect(redact('berth four opens at dawn\n'.repeat(100))).not.toContain(PAST_BOUND_MARKER);
    expect(redact.cut).toBe(0);
  });
});
