import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { SEED_PHRASE_PATTERNS } from '../../src/redact/seedPhrases.js';
import { bip39WordIndex, isMnemonicChecksum } from '../../src/redact/walletPatterns.js';

/** h56 fixR: the seed rules of seedPhrases.ts at their edges. Phrases are made at run time. */
const index = (w: readonly string[]): number[] => w.map((x) => bip39WordIndex().get(x) as number);

describe('seedPhrases (h56 H4, fixR)', () => {
  it('a gap between list words is never empty: a long run of letters is no stretch of words (it backtracked exponentially)', () => {
    const standing = (SEED_PHRASE_PATTERNS[1] as { pattern: RegExp }).pattern;
    standing.lastIndex = 0;
    expect(standing.test(`${'qx'.repeat(30)} `)).toBe(false);
    standing.lastIndex = 0;
    expect(standing.test(`${'abc '.repeat(12)}`)).toBe(true);
  });

  it('a grid whose "word" header and 11 phrase words pass the 4-bit checksum: the 12th word goes too', () => {
    let w: string[] = [];
    for (;;) {
      w = generateMnemonic(wordlist, 128).split(' ');
      if (!w.includes('word') && !w.includes('seed') && isMnemonicChecksum(index(['word', ...w.slice(0, 11)]))) break;
    }
    const out = redactSecrets(`seed phrase:\n| # | word |\n|---|---|\n${w.map((x, i) => `| ${i + 1} | ${x} |`).join('\n')}`).text;
    const left = new Set(out.replace(/\[REDACTED:[^\]]*\]/gu, ' ').match(/[a-z]+/gu) ?? []);
    expect(w.filter((x) => left.has(x))).toEqual([]);
  });
});
