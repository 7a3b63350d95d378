import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/index.js';

/**
 * Attack h53b D6 (low: a memory loses its text; no credential): the BIP-39 rule (core redact,
 * session 53: mnemonics standing alone or after a wallet word, checked with the word map and the
 * checksum) takes any run of 12 words of the 2048-word list whose checksum passes — 1 run in 16 for
 * 12 words (4 checksum bits). The list is everyday English (butter, bread, cheese, coffee, sugar,
 * salt, pepper, rice, tomato, onion, garlic, apple…), so a plain list of twelve such words — a
 * shopping list, test fixture data, a file of one word a line — is redacted whole as a
 * `seed-phrase` in about 1 case in 16 (probed: 8 of 200 random 12-word lists of common words). A
 * note is then stored as `[REDACTED:seed-phrase]`. Suggest: standing alone means a line of 12–24
 * lower-case words separated by single spaces (how wallets print them), not a comma list or one
 * word a line with a list marker; or a wallet cue within the paragraph for lists.
 */
const LIST = ['butter', 'bread', 'cheese', 'coffee', 'sugar', 'salt', 'pepper', 'rice', 'tomato', 'onion', 'garlic', 'apple'];

describe('attack h53b D6: a list of twelve everyday words read as a seed phrase', () => {
  it('control: the words are all in the BIP-39 list, and a generated mnemonic is redacted', () => {
    expect(LIST.every((w) => wordlist.includes(w))).toBe(true);
    const mnemonic = generateMnemonic(wordlist, 128);
    expect(redactSecrets(`seed: ${mnemonic}`).text).not.toContain(mnemonic.split(' ')[5] as string);
  });

  it('a comma list of groceries in a note is kept as written', () => {
    const note = `Fixture pantry for the harbour party demo: ${LIST.join(', ')}.`;
    // Fixed in session 54 (h54-redact): a bare comma list or one bare word a line needs a wallet or handover word before it (src/redact/walletPatterns.ts isListForm).
    expect(redactSecrets(note).text).toBe(note);
  });

  it('a list one item a line (a file of fixture words) is kept as written', () => {
    const note = `${LIST.join('\n')}\n`;
    // Fixed in session 54 (h54-redact), as above.
    expect(redactSecrets(note).text).toBe(note);
  });
});
