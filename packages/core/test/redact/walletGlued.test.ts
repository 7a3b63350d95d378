/**
 * Issue #19, session 55 (d): a BIP-39 mnemonic pasted into a sentence with no wallet word, glued to
 * list words on either side (`then use <words> for the test`). Measures both costs of the rule in
 * src/redact/walletPatterns.ts (`gluedAsProse`): the mnemonics it finds in sentences written here,
 * and what it takes from lines of list words alone (the only text that holds long runs of them:
 * the README corpus the word set was measured on holds no run of 8). Mnemonics are generated from
 * seeded entropy (the same every run); nothing here is a real wallet.
 */
import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';
import { isMnemonicChecksum } from '../../src/redact/walletPatterns.js';
import { seededRandom } from '../../src/testing/seededRandom.js';

const MARKER = /\[REDACTED:seed-phrase\]/g;
const markers = (text: string): number => (redactSecrets(text).text.match(MARKER) ?? []).length;
const random = seededRandom(55);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** A generated 12-word mnemonic. */
const mnemonic = (): string =>
  entropyToMnemonic(
    Uint8Array.from({ length: 16 }, () => Math.floor(random() * 256)),
    wordlist,
  );

/** How a sentence opens and closes around a pasted mnemonic (no wallet word; many of these words are in the list). */
const LEADS = [
  'please use',
  'then use',
  'the test account uses',
  'for the demo type',
  'I pasted',
  'you can use',
  'run the import with',
  'paste this:',
  'try',
  'it was',
];
const TAILS = [
  'for the test',
  'then restart',
  'and check the balance',
  'into the app',
  'now',
  'when asked',
  '.',
  'on the staging node',
  'before you merge',
  'again',
];

describe('a mnemonic glued to the words of a sentence, no wallet word', () => {
  const sentences = Array.from({ length: 300 }, () => {
    const words = mnemonic();
    return { words, text: `${pick(LEADS)} ${words} ${pick(TAILS)}` };
  });

  it('is found in nine sentences of ten or more (the whole-run rule alone found those whose neighbours are no list words)', () => {
    const found = sentences.filter(({ words, text }) => !redactSecrets(text).text.includes(words)).length / sentences.length;
    expect(found).toBeGreaterThan(0.9);
  });

  it('only the mnemonic goes, the sentence stays', () => {
    const words = mnemonic();
    expect(redactSecrets(`then use ${words} for the test`).text).toBe('then use [REDACTED:seed-phrase] for the test');
  });

  it('glued words English prose seldom uses (zebra, walnut) hide it: only prose words are cut off', () => {
    const words = mnemonic();
    const text = `zebra walnut ${words} oyster`;
    expect(markers(text)).toBe(0);
  });

  it('a run of the wordlist in its own order (a pasted wordlist) is no mnemonic', () => {
    let at = 0;
    while (!isMnemonicChecksum(Array.from({ length: 12 }, (_, i) => at + i))) at++;
    const run = wordlist.slice(at, at + 12).join(' ');
    const text = `then use ${run} now`;
    expect(markers(`${run}`)).toBe(1);
    expect(markers(text)).toBe(0);
  });

  it('over lines or as a list it is not cut out (a person’s list, a word file)', () => {
    const words = mnemonic().split(' ');
    expect(markers(`then use ${words.slice(0, 6).join(' ')}\n${words.slice(6).join(' ')} now`)).toBe(0);
    expect(markers(`then use ${words.join(', ')}, now`)).toBe(0);
  });
});

describe('what the cut takes from lines of list words alone', () => {
  /** `count` lines of exactly `size` random list words, each ended by a full stop. */
  const lines = (count: number, size: number): string =>
    Array.from({ length: count }, () => `${Array.from({ length: size }, () => pick(wordlist)).join(' ')}.`).join('\n');

  it.each([13, 14, 16, 17])('lines of %s words: at most 2% are taken (an unrestricted cut took 13–33%)', (size) => {
    expect(markers(lines(500, size))).toBeLessThanOrEqual(10);
  });
});
