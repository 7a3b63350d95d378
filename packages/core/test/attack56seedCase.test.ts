import { generateMnemonic, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/index.js';

/**
 * Attack h56 H4 (goal b: a wallet's seed phrase kept whole in a memory's text): the BIP-39 rules
 * (redact/walletPatterns.ts and the seed-phrase name rule) read list words in lower case only and
 * between blanks or one list-form separator. A checksum-valid mnemonic written as people and
 * wallets also write it is kept whole — even right after `seed phrase:` or MetaMask's own
 * `Secret Recovery Phrase:` label:
 * - in capitals (`PILOT HEN SNAKE …`: a steel backup plate, a printed recovery card) or Capitalised;
 * - numbered `#1 word #2 word …`, as a Markdown/pipe word grid (`| 1 | word |`), or joined by dashes;
 * - unlabelled, on two lines of six words or as a comma row (labelled, these two are redacted).
 * And an Electrum seed (words of the same list, no BIP-39 checksum: 15 of 16 such seeds fail it)
 * right after `Electrum seed:` is kept whole. Every phrase here is generated at run time.
 */
/** Words of the labels and grid headers here: a phrase holding one would be counted kept by its label (a flaky test). */
const LABEL_WORDS = new Set(['seed', 'phrase', 'word', 'words', 'mnemonic', 'recovery', 'secret', 'wallet', 'electrum', 'backup']);
const phrase = (): string[] => {
  for (;;) {
    const w = generateMnemonic(wordlist, 128).split(' ');
    if (!w.some((x) => LABEL_WORDS.has(x))) return w;
  }
};
/** Phrase words left in the output as whole words (a marker's own letters, `redacted` holding `act`, are not words of it). */
const kept = (text: string, words: readonly string[]): number => {
  const left = new Set(
    redactSecrets(text)
      .text.replace(/\[REDACTED:[^\]]*\]/gu, ' ')
      .toLowerCase()
      .match(/[a-z]+/gu) ?? [],
  );
  return words.filter((w) => left.has(w)).length;
};

describe('attack h56 H4: a BIP-39 mnemonic in capitals, numbered, in a grid or joined is kept whole', () => {
  it('control: the same phrase in lower case between blanks, labelled or not, is redacted', () => {
    const w = phrase();
    expect(kept(w.join(' '), w)).toBe(0);
    expect(kept(`seed phrase: ${w.join(' ')}`, w)).toBe(0);
  });

  const shapes: Record<string, (w: string[]) => string> = {
    'in capitals after "seed phrase:"': (w) => `seed phrase: ${w.join(' ').toUpperCase()}`,
    'Capitalised after MetaMask’s "Secret Recovery Phrase:"': (w) => `Secret Recovery Phrase: ${w.map((x) => x[0]?.toUpperCase() + x.slice(1)).join(' ')}`,
    'in capitals alone (a steel plate transcribed)': (w) => w.join(' ').toUpperCase(),
    'numbered #1 … #12 after "mnemonic:"': (w) => `mnemonic: ${w.map((x, i) => `#${i + 1} ${x}`).join(' ')}`,
    'as a word grid table after "seed phrase:"': (w) => `seed phrase:\n| # | word |\n|---|---|\n${w.map((x, i) => `| ${i + 1} | ${x} |`).join('\n')}`,
    'joined by dashes after "wallet seed ="': (w) => `wallet seed = ${w.join('-')}`,
    'unlabelled on two lines of six': (w) => `${w.slice(0, 6).join(' ')}\n${w.slice(6).join(' ')}`,
  };
  for (const [name, shape] of Object.entries(shapes)) {
    it(`${name}: no word of it is kept`, () => {
      const w = phrase();
      expect(kept(shape(w), w)).toBe(0);
    });
  }

  it('an Electrum seed (list words, no BIP-39 checksum) after "Electrum seed:" is redacted', () => {
    // The same list's words with the BIP-39 checksum broken (the last word moved on): what an Electrum seed is 15 times in 16.
    const w = phrase();
    for (let step = 1; validateMnemonic(w.join(' '), wordlist); step++) w[11] = wordlist[(wordlist.indexOf(w[11] as string) + step) % 2048] as string;
    expect(kept(`Electrum seed: ${w.join(' ')}`, w)).toBe(0);
  });

  it('near misses: a seed that is a number or a sentence, 11 words, a broken checksum without a label are kept', () => {
    for (const text of ['seed: 42', 'Random seed: use the same value for every test run in this suite.', 'Seed the database with twelve users first.'])
      expect(redactSecrets(text).text).toBe(text);
    const w = phrase();
    const eleven = w.slice(0, 11).join(' ').toUpperCase();
    expect(redactSecrets(eleven).text).toBe(eleven);
    const broken = [...w];
    for (let step = 1; validateMnemonic(broken.join(' '), wordlist); step++) broken[11] = wordlist[(wordlist.indexOf(w[11] as string) + step) % 2048] as string;
    const capitals = broken.join(' ').toUpperCase();
    expect(redactSecrets(capitals).text).toBe(capitals);
  });
});
