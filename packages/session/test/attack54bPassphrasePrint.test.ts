import { describe, expect, it } from 'vitest';
import { redactForPrints } from '../src/host/redactedPrints.js';

/**
 * Attack h54b F1 (credential's keyed print on disk; C7's class): E2's fix fingerprints a span the
 * `secret-assignment` rule took as written when its line has six words of letters, no
 * CHOSEN_LABEL (`pass|pwd|phrase|pw|pin|mnemonic|seed|recovery|backup|otp|2fa`) precedes it, and
 * the redactor alone leaves it whole. Six words is the EFF's own recommendation for a diceware
 * passphrase, and labels whose value is a passphrase a person chose are not in CHOSEN_LABEL: a
 * Wi-Fi pre-shared key (`WPA_PSK`, `wifi_psk`: WPA-PSK IS a passphrase of 8–63 characters), an
 * encryption key given as words (`ENCRYPTION_KEY`, `MASTER_SECRET`, `keychain_secret`), a YAML
 * `secret:`. The passphrase is then shingled (5-word keyed prints) and its rare tokens read,
 * and those prints are written under the home beside the key: an offline verifier of a guess
 * (a person's phrase is rarely random words). Control: the same under `WIFI_PASSPHRASE` stays out.
 */
const WORDS = ['amber', 'walrus', 'tiptoe', 'gravel', 'lantern', 'oyster'];
const PHRASE = WORDS.join(' ');

describe('attack h54b F1: a six-word passphrase under a label CHOSEN_LABEL does not name', () => {
  it('control: under WIFI_PASSPHRASE the passphrase is not fingerprinted', () => {
    const out = redactForPrints(`# office network\nWIFI_PASSPHRASE="${PHRASE}"\n`);
    expect(out).toContain('[REDACTED:');
    expect(out).not.toContain('walrus');
  });

  for (const line of [`WPA_PSK="${PHRASE}"`, `wifi_psk: "${PHRASE}"`, `ENCRYPTION_KEY="${PHRASE}"`, `secret: "${PHRASE}"`]) {
    it(`${line.split(/[=:]/u)[0]}: the passphrase is not fingerprinted as written`, () => {
      const out = redactForPrints(`# office network\n${line}\n`);
      expect(out).toContain('[REDACTED:');
      // Failed before the fix: withTakenProse appended the passphrase's line as written (six words, no chosen-secret label).
      expect(out).not.toContain('walrus');
    });
  }
});

/**
 * F1b: the same rule and a wallet's seed. A BIP-39 mnemonic given alone is redacted (`seed-phrase`)
 * and so is the quoted value; with one ordinary word on either side (`secret: "Use <12 words>
 * today"`) the line alone is no mnemonic standing alone, so withTakenProse keeps it: its 5-word
 * keyed prints (48-bit each, 2048^5 per shingle, chained word by word after the first) reach the
 * home. Mnemonic: BIP-39's published test vector (entropy 7f7f…), not a wallet.
 */
const MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

describe('attack h54b F1b: a seed phrase inside a short sentence under secret:', () => {
  it('control: the seed phrase alone as secret: "…" is not fingerprinted', () => {
    expect(redactForPrints(`secret: "${MNEMONIC}"`)).not.toContain('sausage worth');
  });

  it('secret: "Use <seed phrase> today": the seed phrase is not fingerprinted as written', () => {
    // Failed before the fix: the line has six words of letters and no chosen-secret label; the redactor alone leaves it.
    expect(redactForPrints(`secret: "Use ${MNEMONIC} today"`)).not.toContain('sausage worth');
  });
});
