import { wordlist as BIP39_JAPANESE } from '@scure/bip39/wordlists/japanese.js';
import { wordlist as BIP39_KOREAN } from '@scure/bip39/wordlists/korean.js';

/** The BIP-39 wordlists read besides English (which core's redactor checks: `bip39WordIndex`). */
export type ForeignMnemonicLanguage = 'japanese' | 'korean';

/** Each list's map word → index, made on first use (a CLI start-up that reads no observation pays nothing). */
const indexes = new Map<ForeignMnemonicLanguage, ReadonlyMap<string, number>>();

/**
 * The index (0–2047) of each word of the BIP-39 Japanese or Korean wordlist (BIP-0039,
 * wordlists/japanese.txt and korean.txt, as `@scure/bip39` 2.0.1 ships them: NFKD). A word of a
 * text is looked up in its NFKD form (`normalize('NFKD')`): Hangul written precomposed (NFC) is
 * decomposed as the list is. Made on the first call per language and kept.
 *
 * @param language - `japanese` or `korean`
 * @returns a map from an NFKD word to its 11-bit index (checked with core's `isMnemonicChecksum`)
 */
export function foreignMnemonicWordIndex(language: ForeignMnemonicLanguage): ReadonlyMap<string, number> {
  let index = indexes.get(language);
  if (index === undefined) {
    const list = language === 'japanese' ? BIP39_JAPANESE : BIP39_KOREAN;
    index = new Map(list.map((word, i) => [word, i]));
    indexes.set(language, index);
  }
  return index;
}
