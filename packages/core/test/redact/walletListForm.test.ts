/**
 * A list a person writes for themselves against a mnemonic a wallet prints (attack h53b D6,
 * src/redact/walletPatterns.ts isListForm). Twelve everyday words of the BIP-39 list pass its 4-bit
 * checksum one time in sixteen; a bare comma list or one bare word a line is taken as a mnemonic
 * only after a wallet or handover word (seed, wallet, restore, import, phrase…). Measured here on
 * generated mnemonics (@scure/bip39, seeded entropy) and on lists of everyday list words (seeded
 * draws from the groceries, household things and animals below, every one in the BIP-39 list).
 * The rates are printed and bounded; the misses the rule accepts are listed in the last block.
 */
import { entropyToMnemonic, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';
import { seededRandom } from '../../src/testing/seededRandom.js';

const MARKER = '[REDACTED:seed-phrase]';
const taken = (text: string): boolean => redactSecrets(text).text.includes(MARKER);

/** Everyday words (food, household things, animals, places) kept when in the BIP-39 English list. */
const EVERYDAY = (
  'butter bread cheese coffee sugar salt pepper rice tomato onion garlic apple banana lemon orange melon ' +
  'carrot potato cabbage bean corn olive pizza pasta sauce soup salad sausage bacon chicken egg milk cream ' +
  'juice wine beef lobster oyster honey cereal cake cookie candy chocolate soap towel lamp chair table ' +
  'desk pillow blanket candle bottle cup kitchen garden window door carpet mirror clock radio camera phone ' +
  'laptop cable battery paper pencil pen book bag basket bucket brush broom hammer dog cat horse cow pig ' +
  'sheep goat rabbit mouse tiger lion elephant monkey bird eagle owl duck fish shark whale dolphin frog ' +
  'snake spider bee ant school office hospital hotel beach island forest river lake mountain city village'
)
  .split(' ')
  .filter((w) => wordlist.includes(w));

const random = seededRandom(54);
const draw = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** `count` lists of twelve distinct everyday words whose checksum passes (the lists the rule must keep). */
function passingLists(count: number): string[][] {
  const index = new Map(wordlist.map((w, i) => [w, i]));
  const lists: string[][] = [];
  while (lists.length < count) {
    const picked = new Set<string>();
    while (picked.size < 12) picked.add(draw(EVERYDAY));
    const words = [...picked];
    if (words.every((w) => index.has(w)) && validateMnemonic(words.join(' '), wordlist)) lists.push(words);
  }
  return lists;
}

/** `count` generated mnemonics of 12 to 24 words. */
function mnemonics(count: number): string[][] {
  return Array.from({ length: count }, () => {
    const bytes = draw([16, 20, 24, 28, 32]);
    return entropyToMnemonic(
      Uint8Array.from({ length: bytes }, () => Math.floor(random() * 256)),
      wordlist,
    ).split(' ');
  });
}

const FORMS: readonly (readonly [string, (words: string[]) => string])[] = [
  ['a comma list in a note', (w) => `Fixture data for the demo: ${w.join(', ')}.`],
  ['one bare word a line', (w) => `${w.join('\n')}\n`],
  ['a comma list on its own line', (w) => `notes\n${w.join(',')}\n`],
];

const rate = (texts: readonly string[]): number => texts.filter(taken).length / texts.length;

describe('D6: everyday lists whose checksum passes, against generated mnemonics', () => {
  it('the everyday words are many enough to draw lists from', () => {
    expect(EVERYDAY.length).toBeGreaterThan(80);
  });

  const lists = passingLists(120);
  it.each(FORMS)('%s of everyday words with a passing checksum is kept: false positives 0%%', (_what, form) => {
    const rateSeen = rate(lists.map(form));
    console.log(`everyday lists, ${_what}: taken ${(rateSeen * 100).toFixed(1)}%`);
    expect(rateSeen).toBe(0);
  });

  // The cost kept (printed): the same lists written as words between blanks on one line, as a wallet prints them, are taken.
  it('the same lists as a line of words between blanks are taken (the wallet form; people rarely write a list so)', () => {
    const line = rate(lists.map((w) => w.join(' ')));
    console.log(`everyday lists, a line between blanks: taken ${(line * 100).toFixed(1)}%`);
    expect(line).toBe(1);
  });

  const phrases = mnemonics(150);
  it.each([
    ['a line of words between blanks', (w: string[]) => w.join(' ')],
    ['a numbered grid', (w: string[]) => w.map((x, i) => `${i + 1}. ${x}`).join('\n')],
    ['a JSON array', (w: string[]) => JSON.stringify(w)],
    ['a comma list after "seed phrase:"', (w: string[]) => `seed phrase: ${w.join(', ')}`],
    ['one word a line under "Recovery words"', (w: string[]) => `Recovery words\n${w.join('\n')}`],
    ['a comma list after "restore:"', (w: string[]) => `restore: ${w.join(', ')}`],
    ['one word a line after "import these"', (w: string[]) => `import these\n${w.join('\n')}`],
  ])('a generated mnemonic as %s is redacted: misses 0%%', (what, form) => {
    const caught = rate(phrases.map(form));
    console.log(`generated mnemonics, ${what}: taken ${(caught * 100).toFixed(1)}%`);
    expect(caught).toBe(1);
  });

  // The cost the rule accepts (printed, bounded): a generated mnemonic a person rewrites as a bare comma list or one word a line, with no wallet or handover word within a line before it, is kept.
  it.each(FORMS)('accepted miss: a generated mnemonic as %s with no cue is kept', (what, form) => {
    const caught = rate(phrases.map(form));
    console.log(`generated mnemonics without a cue, ${what}: taken ${(caught * 100).toFixed(1)}%`);
    expect(caught).toBe(0);
  });
});
