/**
 * Attack h52 B3: wallet keys the new redaction rules (core src/redact/inputPatterns.ts) leave on disk.
 *
 * The seed-phrase rule (SEED_PHRASE) needs one of its names right before the words (mnemonic,
 * seed phrase, recovery phrase, wallet words …) and the words joined by blanks, commas or line
 * breaks. A BIP-39 mnemonic after any other lead ("seed:", "my 12 words:", "wallet_words =",
 * in prose), or written as a JSON array after "mnemonic:", is kept whole — yet twelve words all
 * from the 2048-word list with a valid BIP-39 checksum (one chance in sixteen for random list
 * words, none for prose) is a seed phrase by its shape alone; @scure/bip39 (already a core
 * dependency) has validateMnemonic. And a BIP-32 extended private key (xprv/tprv/yprv/zprv + 107
 * base58 characters, a checksummed shape like a vendor token) is not redacted at all.
 * An agent that copies a wallet's .env or a chat into a memory writes them to disk. Fix: a
 * checksum-valid 12–24-word mnemonic (any separator, JSON array included) is a seed phrase
 * without a name; an `[xtyzuv]prv` base58check string is a private key (BIP-32 "Serialization format").
 *
 * Fixtures: the public test vectors of the specifications (BIP-39 Trezor vector "legal winner
 * thank … yellow"; BIP-32 test vector 1's master xprv), assembled at run time.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';

const words = ['legal', 'winner', 'thank', 'year', 'wave', 'sausage', 'worth', 'useful', 'legal', 'winner', 'thank', 'yellow'];
const mnemonic = words.join(' ');
const xprv = `${'x'}prv${'9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi'}`;

describe('attack h52 B3: wallet secrets the redactor keeps', () => {
  it('control: the seed-phrase rule redacts a mnemonic after its name', () => {
    expect(redactSecrets(`MNEMONIC="${mnemonic}"`).text).not.toContain('sausage');
  });

  // B3 (attack-h52): fixed in session 53 — a checksum-valid mnemonic standing alone is a seed phrase without a name (src/redact/walletPatterns.ts).
  it.each([
    ['after "seed:"', `seed: ${mnemonic}`],
    ['after "my 12 words:"', `my 12 words: ${mnemonic}`],
    ['in prose', `Restore the test wallet with ${mnemonic} and then run the suite.`],
    ['as an assignment with another name', `wallet_words = ${mnemonic}`],
    ['as a JSON array after its name', `mnemonic: ${JSON.stringify(words)}`],
  ])('a checksum-valid BIP-39 mnemonic %s is redacted', (_where, text) => {
    const out = redactSecrets(text).text;
    expect(out).not.toContain('wave sausage');
    expect(out).not.toContain('"wave","sausage"');
  });

  // B3 (attack-h52): fixed in session 53 — a Base58Check xprv of 78 bytes is a private key (src/redact/walletPatterns.ts).
  it.each([
    ['in prose', `Restore the test wallet from ${xprv} before the suite runs.`],
    ['after a name that is no credential word', `deployer: ${xprv}`],
    ['as an environment value', `DEPLOYER=${xprv}`],
  ])('a BIP-32 extended private key (xprv …) %s is redacted', (_where, text) => {
    expect(redactSecrets(text).text).not.toContain(xprv.slice(0, 20));
  });
});
