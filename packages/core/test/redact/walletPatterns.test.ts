/**
 * Wallet secrets found by their checksum (src/redact/walletPatterns.ts, attack h52 B3, redone in
 * session 53): a BIP-39 mnemonic standing alone or after a wallet word, a BIP-32 extended private
 * key. Fixtures are the specifications' public test vectors (BIP-39 Trezor vectors, BIP-32 test
 * vector 1), assembled at run time.
 */
import { entropyToMnemonic, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';
import { seededRandom } from '../../src/testing/seededRandom.js';
import { base58Decode, bip39WordIndex, isBase58Check, isMnemonicChecksum } from '../../src/redact/walletPatterns.js';

const legal = ['legal', 'winner', 'thank', 'year', 'wave', 'sausage', 'worth', 'useful', 'legal', 'winner', 'thank', 'yellow'].join(' ');
const zoo = `${'zoo '.repeat(11)}wrong`;
const abandon24 = `${'abandon '.repeat(23)}art`;
const xprvBody = '9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
const xprv = `${'x'}prv${xprvBody}`;
const out = (text: string): string => redactSecrets(text).text;
const indicesOf = (phrase: string): number[] => phrase.split(' ').map((w) => bip39WordIndex().get(w) as number);

describe('the BIP-39 checksum', () => {
  it('the fixtures are valid mnemonics, the near-misses are not', () => {
    expect([legal, zoo, abandon24].every((m) => validateMnemonic(m, wordlist))).toBe(true);
    expect([legal, zoo, abandon24].every((m) => isMnemonicChecksum(indicesOf(m)))).toBe(true);
    expect(isMnemonicChecksum(indicesOf(`${'zoo '.repeat(11)}zoo`))).toBe(false);
  });

  it('agrees with @scure/bip39 on random phrases and on generated mnemonics of every length', () => {
    const random = seededRandom(53);
    for (const count of [11, 12, 13, 15, 18, 21, 24, 27]) {
      for (let n = 0; n < 300; n++) {
        const words = Array.from({ length: count }, () => wordlist[Math.floor(random() * 2048)] as string);
        expect(isMnemonicChecksum(indicesOf(words.join(' ')))).toBe(validateMnemonic(words.join(' '), wordlist));
      }
    }
    for (const bytes of [16, 20, 24, 28, 32]) {
      for (let n = 0; n < 50; n++) {
        const mnemonic = entropyToMnemonic(
          Uint8Array.from({ length: bytes }, () => Math.floor(random() * 256)),
          wordlist,
        );
        expect(isMnemonicChecksum(indicesOf(mnemonic))).toBe(true);
      }
    }
  });

  it('the word index covers the list in its order', () => {
    expect(bip39WordIndex().size).toBe(2048);
    expect(bip39WordIndex().get('abandon')).toBe(0);
    expect(bip39WordIndex().get('zoo')).toBe(2047);
    expect(bip39WordIndex().get('the')).toBeUndefined();
  });
});

describe('a BIP-39 mnemonic standing alone', () => {
  it.each([
    ['12 words', zoo, 'zoo zoo'],
    ['24 words', abandon24, 'abandon abandon'],
    ['one per line', legal.replace(/ /g, '\n'), 'wave\nsausage'],
    ['comma-separated', legal.replace(/ /g, ', '), 'wave, sausage'],
    ['a JSON array over lines', JSON.stringify(legal.split(' '), null, 2), '"sausage"'],
    ['a single-quoted array', `['${legal.split(' ').join("', '")}']`, "'sausage'"],
    [
      'numbered',
      legal
        .split(' ')
        .map((w, i) => `${i + 1}. ${w}`)
        .join('\n'),
      'sausage',
    ],
  ])('%s after a lead that names no wallet are redacted', (_what, text, kept) => {
    const redacted = out(`restore: ${text}`);
    expect(redacted).not.toContain(kept);
    expect(redacted).toContain('[REDACTED:seed-phrase]');
  });

  it('a run bounded by words outside the list, quotes or brackets is the mnemonic, and only it goes', () => {
    expect(out(`Please import ${legal} and tell me`)).toBe('Please import [REDACTED:seed-phrase] and tell me');
    expect(out(`got "${legal}" from the chat`)).toBe('got "[REDACTED:seed-phrase]" from the chat');
    expect(out(`Keys: ${legal} and ${zoo}.`)).toBe('Keys: [REDACTED:seed-phrase] and [REDACTED:seed-phrase].');
  });

  it.each([
    ['a checksum that fails', `restore ${'zoo '.repeat(11)}zoo now`],
    ['13 list words in a run with no wallet word (a valid 12 inside)', `Please keep ${zoo} then`],
    ['a 12-word window inside a 200-word quote of the list', wordlist.slice(0, 200).join(' ')],
    ['words glued to a hyphen', `x-${zoo}`],
    // h56 H4: a checksum-valid phrase in capitals is a secret (see below); capitals that fail the checksum stay.
    ['words in upper case that fail the checksum', `${'ZOO '.repeat(11)}ZOO`],
    ['11 words', `restore ${legal.split(' ').slice(1).join(' ')}`],
  ])('%s stay', (_what, text) => {
    expect(out(text)).toBe(text);
  });

  // h56 H4: a steel plate or recovery card transcribed in capitals is the same secret (the old rule kept it).
  it('a checksum-valid phrase in upper case is redacted', () => {
    expect(out(zoo.toUpperCase())).toBe('[REDACTED:seed-phrase]');
  });
});

describe('a BIP-39 mnemonic after a wallet word', () => {
  it.each([
    ['wallet', `Restore the test wallet ${legal} today then run the suite.`],
    ['seed', `ship rich mass seed ${zoo} open next fire able`],
    ['12 words', `here are the 12 words. ${legal} again before`],
    ['BIP-39', `bip39 ${zoo} again`],
  ])('list words glued on either side (up to four) do not hide it: %s', (_what, text) => {
    const redacted = out(text);
    expect(redacted).toContain('[REDACTED:seed-phrase]');
    expect(redacted).not.toMatch(/sausage|zoo zoo/);
  });

  it('only the mnemonic goes, the words glued around it stay', () => {
    expect(out(`use them: ship rich mass seed ${zoo} open next fire able!`)).toBe('use them: ship rich mass seed [REDACTED:seed-phrase] open next fire able!');
  });

  // Words chosen so that no other window of the stretch passes the checksum by chance (one in sixteen would).
  it('more than four glued words on a side hide it (the rule stays narrow)', () => {
    const text = `wallet: close ship rich mass open ${zoo} then`;
    expect(out(text)).toBe(text);
  });
});

describe('BIP-32 extended private keys', () => {
  it.each([
    ['xprv', xprv],
    ['in a sentence', `key ${xprv}.`],
  ])('%s is redacted', (_what, text) => {
    expect(out(text)).not.toContain(xprvBody.slice(0, 12));
  });

  it.each([
    ['an xpub of the same body (no private key)', `${'x'}pub${xprvBody}`],
    ['a checksum that fails', `${'x'}prv${xprvBody.slice(0, -1)}j`],
    ['glued to a word', `a${xprv}`],
    ['one character longer', `${xprv}a`],
  ])('%s stays', (_what, text) => {
    expect(out(text)).toBe(text);
  });
});

describe('Base58Check', () => {
  it('decodes base58, leading 1s as zero bytes', () => {
    expect([...(base58Decode('StV1DL6CwTryKyV') as Uint8Array)]).toEqual([...Buffer.from('hello world')]);
    expect([...(base58Decode('1112') as Uint8Array)]).toEqual([0, 0, 0, 1]);
    expect([...(base58Decode('') as Uint8Array)]).toEqual([]);
    expect(base58Decode('10')).toBeUndefined();
    expect(base58Decode('1l')).toBeUndefined();
  });

  it('checks the size and the double SHA-256 checksum', () => {
    expect(isBase58Check(xprv, 78)).toBe(true);
    expect(isBase58Check(xprv, 77)).toBe(false);
    expect(isBase58Check(`${'x'}prv${xprvBody.slice(0, -1)}j`, 78)).toBe(false);
    expect(isBase58Check('0', 0)).toBe(false);
  });
});
